"""The sequence of rating lists per tournament type (issue #24 point 2; FIDE checklist
Q123, Q126), kept with the arbiter's preferences (``preferences.json``, key
``rating_lists``: rating type -> list of files), not with a tournament: the same
downloads serve every event of that type.

The first list is the main list of the rating check (:mod:`.rating_lists`, Q127); the
others are shown for players it lacks (Q128-129).  The default sequence proposed for a
type (Q123) orders the lists by what they rate:

* standard: FIDE standard, FIDE rapid, FIDE blitz, then the arbiter's own lists;
* rapid: FIDE rapid, FIDE standard (together the "effective" rapid rating: a player
  without a rapid rating takes his standard one, B.02 7.2.1 and Q118), FIDE blitz, then
  the arbiter's own lists;
* blitz: FIDE blitz, FIDE standard (the "effective" blitz rating), FIDE rapid, then the
  arbiter's own lists;

(the checklist's Q123 names all three kinds for each type; the lists after the first are
the ones whose ratings are shown, and picked by the arbiter, for a player the first lacks,
Q128-129: only Q118's standard rating is ever taken without the arbiter's choice)

a combined FIDE list (every kind) ranks as the type's own list.  The arbiter adds a list
(it takes its place in that order), removes one, or moves one (Q126).  A file's kind is
what its name says (``rapid_mar26frl.zip``), a ``.csv`` is the arbiter's own list
(:mod:`.custom_lists`), any other file a FIDE list of unknown kind, placed after those
whose kind is known.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_app.engine.model import RATING_KINDS
from arbiter_app.i18n import tr, trn
from arbiter_app.services.errors import ServiceError

KEY = "rating_lists"
#: the FIDE kinds in the order the default sequence wants them, per tournament type
DEFAULT_ORDER = {"standard": ("standard", "rapid", "blitz"),
                 "rapid": ("rapid", "standard", "blitz"),
                 "blitz": ("blitz", "standard", "rapid")}


def _checked_type(rating_type: str) -> str:
    if rating_type not in RATING_KINDS:
        raise ServiceError(tr("rating type {kind!r} is not one of {kinds}", kind=rating_type,
                              kinds=", ".join(RATING_KINDS)))
    return rating_type


def rank(rating_type: str, path) -> int:
    """Where ``path`` goes in the default sequence of ``rating_type`` (lower first)."""
    from arbiter_app.services.custom_lists import is_custom
    from arbiter_app.trf.fide_list import describe_name
    order = DEFAULT_ORDER[_checked_type(rating_type)]
    if is_custom(path):
        return len(order) + 1
    kind, _month = describe_name(Path(path))
    name = Path(path).name.lower()
    if not kind and name.startswith("players_list"):  # the combined list
        return 0
    return order.index(kind) if kind in order else len(order)


def proposed(rating_type: str, paths: list) -> list[str]:
    """``paths`` in the default order of ``rating_type`` (equal ranks keep their order)."""
    return sorted((str(p) for p in paths), key=lambda p: rank(rating_type, p))


def sequence(rating_type: str) -> list[str]:
    """The lists kept for ``rating_type`` (empty: none chosen yet)."""
    from arbiter_app.services import preferences
    kept = preferences.stored(KEY, {}) or {}
    value = kept.get(_checked_type(rating_type), []) if isinstance(kept, dict) else []
    return [str(p) for p in value if isinstance(p, str)]


def set_sequence(rating_type: str, paths: list) -> list[str]:
    """Keep ``paths`` (in this order) as the sequence of ``rating_type``."""
    from arbiter_app.services import preferences
    kept = preferences.stored(KEY, {}) or {}
    kept = dict(kept) if isinstance(kept, dict) else {}
    kept[_checked_type(rating_type)] = [str(p) for p in paths]
    try:
        preferences.store(KEY, kept)
    except OSError as exc:
        raise ServiceError(tr("the rating lists cannot be kept: {problem}",
                              problem=exc.strerror or exc)) from None
    return list(kept[rating_type])


def added(rating_type: str, path) -> list[str]:
    """The sequence with ``path`` put where the default order places it (after the lists
    of the same rank already there); a file that does not exist is refused.  Kept as an
    absolute path: the sequence serves commands run from any folder."""
    path = Path(path)
    if not path.is_file():
        raise ServiceError(tr("{path}: no such file", path=path))
    path = path.resolve()
    current = [p for p in sequence(rating_type) if Path(p) != path]
    wanted = rank(rating_type, path)
    at = next((i for i, p in enumerate(current) if rank(rating_type, p) > wanted),
              len(current))
    return set_sequence(rating_type, current[:at] + [str(path)] + current[at:])


def removed(rating_type: str, position: int) -> list[str]:
    """The sequence without its ``position``-th list (from 1)."""
    current = sequence(rating_type)
    _check_position(current, position, rating_type)
    return set_sequence(rating_type, current[:position - 1] + current[position:])


def moved(rating_type: str, position: int, to: int) -> list[str]:
    """The sequence with its ``position``-th list moved to ``to`` (both from 1)."""
    current = sequence(rating_type)
    _check_position(current, position, rating_type)
    _check_position(current, to, rating_type)
    item = current.pop(position - 1)
    current.insert(to - 1, item)
    return set_sequence(rating_type, current)


def _check_position(current: list[str], position: int, rating_type: str) -> None:
    if not 1 <= position <= len(current):
        raise ServiceError(tr("the {kind} sequence has no list {position} ({lists})",
                              kind=rating_type, position=position,
                              lists=trn("{n} list", "{n} lists", len(current))))


__all__ = ["DEFAULT_ORDER", "added", "moved", "proposed", "rank", "removed", "sequence",
           "set_sequence"]
