"""Each round's rating in an event longer than 30 days (issue #24 point 4; FIDE checklist
Q210-216).

A tournament flagged longer than 30 days (``--long-event on``, Q210) is rated month by
month, so a player may hold another rating from some round on (Q212-213: several ratings
per player, each linked to the rounds it applies to).  ``Player.round_ratings`` keeps
them as (first round, rating); ``Player.rating`` is the rating at the start.  They are
entered

* from the rating list valid when round N is played: :func:`from_list` rates every
  registered player the list has (by FIDE number, the tournament's rating type, Q118's
  standard rating for a rapid or blitz event) from round N on;
* or one player at a time (:func:`set_one`).

Which rating the rating-based tie-breaks read is the tournament's setting
``tiebreak_rating`` (Q214-216, ``engine/tiebreaks/records.py``): the first rating
(C.07's, the default), the rating of each round, or that valid in a round the arbiter
names.  Q211's advice against rating-based tie-breaks in such events is a notice
(:func:`arbiter_app.services.starting_rank.long_event_advice`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from arbiter_app.engine.model import Player, Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services import starting_rank as SR
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import ArbiterWarning
from arbiter_app.trf.fide_list import ListError, read_list

MAX_RATING = 3500


@dataclass
class RoundRatings:
    """What :func:`from_list` did."""

    from_round: int
    source: str  # the list and its month, in the current language
    #: player -> (rating before, rating from ``from_round``)
    changed: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: players with a FIDE number the list lacks, and players without one
    not_found: list[int] = field(default_factory=list)
    without_id: list[int] = field(default_factory=list)
    warnings: list[ArbiterWarning] = field(default_factory=list)
    #: the source as the audit log names it (English)
    audit_source: str = ""


def check_round(t: Tournament, from_round: int) -> int:
    """``from_round`` when ratings by round can start there; else ServiceError."""
    if not SR.long_event(t):
        raise ServiceError(tr("ratings by round are for events longer than 30 days: set the "
                              "flag first (settings --long-event on, checklist Q210)"))
    try:
        from_round = int(from_round)
    except (TypeError, ValueError):
        raise ServiceError(tr("round {from_round!r} is not a number",
                              from_round=from_round)) from None
    last = t.total_rounds or max(len(t.rounds) + 1, 2)
    if not 2 <= from_round <= last:
        raise ServiceError(tr("round {from_round} is not between 2 and {last}: round 1 is "
                              "played at the rating of the player's entry",
                              from_round=from_round, last=last))
    return from_round


def with_round_rating(player: Player, from_round: int, rating: int | None) -> Player:
    """``player`` rated ``rating`` from ``from_round`` on (None: that entry removed)."""
    kept = [(r, v) for r, v in player.round_ratings if r != from_round]
    if rating is not None:
        kept.append((from_round, rating))
    return replace(player, round_ratings=tuple(sorted(kept)))


def _checked_rating(rating, where: str) -> int:
    try:
        value = int(rating)
    except (TypeError, ValueError):
        raise ServiceError(tr("{where}: rating {rating!r} is not a number", where=where,
                              rating=rating)) from None
    if not 0 <= value <= MAX_RATING:
        raise ServiceError(tr("{where}: rating {value} is out of range (0-{most})", where=where,
                              value=value, most=MAX_RATING))
    return value


def from_list(t: Tournament, from_round: int, path, kind: str = "", month: str = ""
              ) -> tuple[RoundRatings, dict[int, Player]]:
    """The ratings of the list ``path`` from round ``from_round`` on, and the players
    they change (not yet written)."""
    from arbiter_app.services.rating_lists import effective
    from_round = check_round(t, from_round)
    ids = {str(p.fide_id).strip() for p in t.players.values() if str(p.fide_id).strip()}
    try:
        info, found = read_list(Path(path), ids, kind=kind, month=month)
    except ListError as exc:
        raise ServiceError(str(exc)) from None
    tournament_kind = SR.rating_type(t)
    if tournament_kind not in info.kinds and "standard" not in info.kinds:
        raise ServiceError(tr("{list} is a {kinds} list; the tournament is rated {kind}",
                              list=info.name, kinds="/".join(info.kinds), kind=tournament_kind))
    out = RoundRatings(from_round, tr("{list} ({month})", list=info.name,
                                      month=info.month or tr("month unknown")),
                       audit_source=f"{info.name} ({info.month or 'month unknown'})")
    players: dict[int, Player] = {}
    for number in sorted(t.players):
        player = t.players[number]
        fide_id = str(player.fide_id).strip()
        if not fide_id:
            out.without_id.append(number)
            continue
        entry = found.get(fide_id)
        if entry is None:
            out.not_found.append(number)
            continue
        rating, _k, _kind = effective(entry, tournament_kind, info)
        before = player.rating_in(from_round)
        new = with_round_rating(player, from_round, rating)
        if new != player:
            players[number] = new
        if rating != before:
            out.changed[number] = (before, rating)
    return out, players


class RoundRatingActions:
    """Needs ``self._write()`` and ``self._read()`` from the service."""

    def long_event_advice(self) -> list[ArbiterWarning]:
        """Q211's notice when an event longer than 30 days has rating-based tie-breaks."""
        with self._read() as r:
            return SR.long_event_advice(r.tournament(), r.tiebreaks())

    def round_ratings_from_list(self, from_round: int, path, kind: str = "", month: str = ""
                                ) -> RoundRatings:
        """Every registered player the list has rated by it from ``from_round`` on, in
        one audited step (Q212-213)."""
        with self._write() as w:
            t = w.tournament()
            out, players = from_list(t, from_round, path, kind, month)
            for player in players.values():
                w.update_player(player)
            changes = ", ".join(f"{n} {b}->{a}" for n, (b, a) in out.changed.items())
            w.audit(N_("ratings by round"), f"from round {out.from_round}, {out.audit_source}: "
                    f"{len(players)} players rated; {changes or 'no rating changes'}")
            out.warnings = SR.long_event_advice(t, w.tiebreaks())
            return out

    def set_round_rating(self, number: int, from_round: int, rating: int | None) -> Player:
        """Player ``number`` rated ``rating`` from ``from_round`` on (None: the rating of
        that round removed, the earlier one applies again)."""
        with self._write() as w:
            t = w.tournament()
            from_round = check_round(t, from_round)
            if number not in t.players:
                raise ServiceError(tr("there is no player {number}", number=number))
            old = t.players[number]
            if rating is not None:
                rating = _checked_rating(rating, tr("player {number}", number=number))
            new = with_round_rating(old, from_round, rating)
            w.update_player(new)
            w.audit(N_("ratings by round"), f"{number} {old.name}: from round {from_round} "
                    f"{rating if rating is not None else '(removed)'}")
            return new


__all__ = ["RoundRatingActions", "RoundRatings", "check_round", "from_list",
           "with_round_rating"]
