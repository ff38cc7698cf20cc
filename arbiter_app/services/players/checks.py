"""A player's entry checked before it is stored, and the look-ups that refuse a number.

Every entry, edit, import and undo passes :func:`_checked_player`: a name, ratings in
0-3500, an entry round, and the TRF16 fields in the spelling the export writes
(:func:`_trf_fields`).  :func:`_player` and :func:`_first_entry` find a player and the
first round in which he has a game or a bye.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import Player, Tournament
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError

PLAYER_FIELDS = ("name", "rating", "title", "sex", "federation", "fide_id", "birth_date",
                 "manual_rating", "entry_round", "half_byes")


def _checked_player(p: Player) -> Player:
    if not str(p.name).strip():
        raise ServiceError(tr("player {number} needs a name", number=p.number))
    try:
        rating = int(p.rating)
    except (TypeError, ValueError):
        raise ServiceError(tr("player {number}: rating {rating!r} is not a number",
                              number=p.number, rating=p.rating)) from None
    if not 0 <= rating <= 3500:
        raise ServiceError(tr("player {number}: rating {rating} is out of range 0-3500",
                              number=p.number, rating=rating))
    try:
        manual = int(p.manual_rating or 0)
    except (TypeError, ValueError):
        raise ServiceError(tr("player {number}: manual rating {manual_rating!r} is not a number",
                              number=p.number, manual_rating=p.manual_rating)) from None
    if not 0 <= manual <= 3500:
        raise ServiceError(tr("player {number}: manual rating {manual} is out of range 0-3500",
                              number=p.number, manual=manual))
    p = replace(p, manual_rating=manual)
    if not isinstance(p.entry_round, int) or p.entry_round < 1:
        raise ServiceError(tr("player {number}: entry round must be 1 or later", number=p.number))
    return _trf_fields(replace(p, name=str(p.name).strip(), rating=rating))


def _trf_fields(p: Player) -> Player:
    """``p`` with its TRF16 fields in their canonical spelling (sex ``m``/``w``,
    ``f`` taken for ``w``; birth date ``YYYY/MM/DD`` or ``YYYY``), or a
    ServiceError for what the TRF export could not write (a name is kept whole up to
    100 characters: the TRF export cuts it to its 33 columns, with a notice).  Every entry and edit passes
    here, so such a value is refused where it is typed, never first at the
    export.  The spellings are :mod:`arbiter_app.trf.fields`'s."""
    from arbiter_app.services.dates import date_problem, read_date
    from arbiter_app.trf.fields import normal_sex
    from arbiter_app.trf.names import name_problem

    where = tr("player {number}", number=p.number)
    problem = name_problem(p.name)
    if problem:
        raise ServiceError(tr("{where}: {problem}", where=where, problem=problem))
    if any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F for c in p.name):
        raise ServiceError(tr("{where}: the name {name!r} holds a control character", where=where,
                              name=p.name))
    sex = normal_sex(p.sex or "")
    if sex is None:
        raise ServiceError(tr("{where}: sex {sex!r} is not m or w (f is taken for w)", where=where,
                              sex=p.sex))
    birth = read_date(p.birth_date or "", unknown_parts=True)
    if birth is None:
        raise ServiceError(tr("{where}: {problem}", where=where, problem=date_problem(
            tr("birth date"), p.birth_date, unknown_parts=True)))
    title, federation = str(p.title or "").strip(), str(p.federation or "").strip()
    fide_id = str(p.fide_id or "").strip()
    for what, value in ((tr("title"), title), (tr("federation"), federation)):
        if len(value) > 3:
            raise ServiceError(tr("{where}: {what} {value!r} has more than the 3 characters TRF "
                                  "files hold", where=where, what=what, value=value))
    if fide_id and not (fide_id.isascii() and fide_id.isdigit() and len(fide_id) <= 11):
        raise ServiceError(tr("{where}: FIDE id {fide_id!r} must be up to 11 digits", where=where,
                              fide_id=fide_id))
    return replace(p, sex=sex, birth_date=birth, title=title, federation=federation,
                   fide_id=fide_id)


def _player(t: Tournament, number: int) -> Player:
    if number not in t.players:
        raise ServiceError(tr("there is no player {number}", number=number))
    return t.players[number]


def _first_entry(t: Tournament, number: int) -> int | None:
    for round_no, game, bye in t.entries(number):
        if game is not None or bye is not None:
            return round_no
    return None
