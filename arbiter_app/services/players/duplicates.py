"""Is a new entry a player already there?  The same FIDE id, the same name and birth
date, or the same name alone: each a level 3 warning the arbiter confirms (issue #35).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.folding import fold
from arbiter_app.engine.model import Player, Tournament
from arbiter_app.i18n import tr
from arbiter_app.services.warnings import CONFIRM, ArbiterWarning


@dataclass(frozen=True)
class Duplicate:
    """An entry (``index`` in the list given, from 0) that is a player already
    in the tournament (``existing``) or an earlier entry of the same list
    (``earlier``, an index)."""

    index: int
    name: str
    code: str  # "duplicate-fide-id" or "duplicate-name-birth"
    text: str
    existing: int | None = None
    earlier: int | None = None

    @property
    def warning(self) -> ArbiterWarning:
        return ArbiterWarning(CONFIRM, self.text, code=self.code)


def _same_name(name: str) -> str:
    return fold(" ".join(name.replace(",", ", ").split()))  # accents aside too


def duplicates_among(t: Tournament, entries: list[Player]) -> list[Duplicate]:
    """Which of ``entries`` (new players, in order) are already in ``t`` or
    earlier in ``entries``: the same FIDE id, or the same name (case and
    spaces aside) and birth date when not both have a FIDE id, or else the same name
    alone (two people of one name, or one entered twice with a wrong id: the arbiter
    is asked, issue #35).  One Duplicate per entry, the FIDE id first."""
    by_id: dict[str, tuple[Player, int | None]] = {}
    by_name: dict[tuple[str, str], tuple[Player, int | None]] = {}
    by_name_only: dict[str, tuple[Player, int | None]] = {}

    def remember(p: Player, index: int | None) -> None:
        if p.fide_id:
            by_id.setdefault(p.fide_id, (p, index))
        if p.birth_date:
            by_name.setdefault((_same_name(p.name), p.birth_date), (p, index))
        by_name_only.setdefault(_same_name(p.name), (p, index))

    for _number, player in sorted(t.players.items()):
        remember(player, None)
    found = []
    several = len(entries) > 1
    for index, p in enumerate(entries):
        who = f"{p.name}: " if several else ""
        hit = by_id.get(p.fide_id) if p.fide_id else None
        code, what = "duplicate-fide-id", tr("FIDE id {fide_id}", fide_id=p.fide_id)
        if hit is None and p.birth_date:
            hit = by_name.get((_same_name(p.name), p.birth_date))
            if hit is not None and p.fide_id and hit[0].fide_id and p.fide_id != hit[0].fide_id:
                hit = None
            code, what = "duplicate-name-birth", tr("the same name and birth date {birth_date}",
                                                    birth_date=p.birth_date)
        if hit is None:  # the same name only (another FIDE id, or none): asked too
            hit = by_name_only.get(_same_name(p.name))
            code, what = "duplicate-name", tr("the same name")
        if hit is not None:
            other, earlier = hit
            if earlier is None:
                text = who + tr("player {number} {name} has {what} already",
                                number=other.number, name=other.name, what=what)
            else:
                text = who + tr("entry {index} of the list ({name}) has {what} already",
                                index=earlier + 1, name=other.name, what=what)
            found.append(Duplicate(index, p.name, code, text,
                                   other.number if earlier is None else None, earlier))
        remember(p, index)
    return found
