"""The standings half of the checker: does a file's rank column follow the points and
its tie-break list?  (FIDE acceptance checklist Q21; docs/checker.md.)

The rank order is C.07's: points, then the tie-breaks in the order listed, each
splitting the groups the ones before left tied (:func:`compute_standings`).  A
file may rank players still tied after the last tie-break in either of the two
ways programs do (C.07 leaves the last separation to the regulations):

* they share the place: all of them have the group's first rank (1, 2, 2, 4);
* or they take the group's places one each, in any order (the endorsed pairing
  engines, without tie-breaks, rank by points then pairing number).

Anything else is a misplaced player: a rank outside the places his points and
tie-breaks give, or a tied group mixing both ways.  Each finding names the
player, the file's rank, the places the rules give, and the values that decide
against the player the file has on the wrong side of him.

Which list: TRF-2026's ``212`` (the whole rank order, starting with ``PTS``)
when the file has one, else ``202`` (the tie-breaks after the points); a file
with neither is checked on points alone.  Plain Python: no I/O.

The findings are English (the JSON report); each piece is marked with ``N_`` and shown in
the window's language (messages, ``i18n.message``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.texts import N_, count_text, join_texts
from arbiter_app.engine.tiebreaks import (Standings, TiebreakSpec, UnknownTiebreak,
                                          compute_standings, format_number, options_of,
                                          parse_tiebreak)

#: the names 212 may give the primary score (points) as its first item
POINTS_NAMES = ("PTS", "POINTS", "GPTS")


class CannotCheck(ValueError):
    """The standings cannot be computed as the file asks (a tie-break Arbiter does not
    know, a rank order that does not start with the points)."""


@dataclass(frozen=True)
class TiebreakList:
    specs: tuple[TiebreakSpec, ...]
    #: where the list comes from: "212", "202", or "" (none: points only)
    source: str
    #: remarks (both 202 and 212, and which one is used)
    notes: tuple[str, ...] = ()

    @property
    def labels(self) -> list[str]:
        return [spec.label for spec in self.specs]


def _codes(text: str) -> list[str]:
    return [code for code in text.replace(",", " ").replace(";", " ").split() if code]


#: a tie-break the file names that Arbiter does not know, by the record naming it
_SOURCE = {"212": N_("212: {problem}"), "202": N_("202: {problem}")}


def tiebreak_list(text_202: str = "", text_212: str = "") -> TiebreakList:
    """The tie-breaks of a file from its 202 and 212 values (see the module docstring).
    Raises :class:`CannotCheck` for a code Arbiter does not compute."""
    notes = []
    if text_212.strip():
        codes = _codes(text_212)
        if codes[0].upper() not in POINTS_NAMES:
            raise CannotCheck(join_texts((
                N_("212 ranks first by {code}, not by the points (PTS)").format(
                    code=repr(codes[0])),
                N_("Arbiter's standings start with the points"))))
        codes, source = codes[1:], "212"
        if text_202.strip() and _codes(text_202) != codes:
            notes.append(join_texts((
                N_("202 ({list_202}) and 212 ({list_212}) differ").format(
                    list_202=text_202.strip(), list_212=text_212.strip()),
                N_("the standings follow 212, the complete rank order"))))
    else:
        codes, source = _codes(text_202), ("202" if text_202.strip() else "")
    specs = []
    for code in codes:
        try:
            specs.append(parse_tiebreak(code))
        except UnknownTiebreak as exc:
            raise CannotCheck(_SOURCE[source].format(problem=exc)) from None
    return TiebreakList(tuple(specs), source, tuple(notes))


def rank_column(t: Tournament, specs, rounds: int | None = None) -> dict[int, int]:
    """Pairing number -> rank as Arbiter writes the rank column: without tie-breaks by
    points then pairing number, one place each (the endorsed engines' files); with
    tie-breaks the standings' places, shared by players tied after the last one."""
    standings = standings_of(t, specs, rounds)
    if not list(specs):
        order = sorted(t.players, key=lambda n: (-standings.points[n], n))
        return {number: rank for rank, number in enumerate(order, start=1)}
    return standings.ranks


def standings_of(t: Tournament, specs, rounds: int | None = None) -> Standings:
    """The standings after ``rounds`` (default: every round in ``t``, a game without a
    result counting as played with no points yet, as the points column sums them)."""
    options = replace(options_of(t), rounds=t.rounds_played if rounds is None else rounds)
    return compute_standings(t, list(specs), options)


@dataclass(frozen=True)
class Misplaced:
    """One player whose file rank does not follow the rank order."""

    number: int
    name: str
    file_rank: int | None  # None: the file gives him no rank
    first: int | None  # the places the rules give: first..last; None: the rules leave
    last: int | None   # him out of the standings (Q103, Q197-198)
    points: float | None  # None where he is left out
    values: dict[str, float | None]
    reason: str

    @property
    def places(self) -> str:
        """``"3"`` or ``"3-5"``; empty where the rules leave him out."""
        if self.first is None:
            return ""
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"

    def as_dict(self) -> dict:
        return {"player": self.number, "name": self.name, "file_rank": self.file_rank,
                "rank_from": self.first, "rank_to": self.last, "points": self.points,
                "values": self.values, "reason": self.reason}


@dataclass
class StandingsCheck:
    rounds: int
    tiebreaks: TiebreakList
    standings: Standings | None = None
    misplaced: list[Misplaced] = field(default_factory=list)
    #: why nothing was compared ("the file has no rank column"), else ""
    skipped: str = ""

    @property
    def consistent(self) -> bool:
        return not self.misplaced

    def as_dict(self) -> dict:
        return {"after_round": self.rounds, "tiebreaks": self.tiebreaks.labels,
                "tiebreaks_from": self.tiebreaks.source or None,
                "notes": list(self.tiebreaks.notes) + (self.standings.notes
                                                       if self.standings else []),
                "checked": not self.skipped, "skipped": self.skipped or None,
                "consistent": self.consistent,
                "misplaced": [m.as_dict() for m in self.misplaced]}


#: a tied player with the file's rank; the second form reads a list of them piece by piece
#: where it is shown (``"3 (file rank 2), 5 (file rank 4)"``)
_FILE_RANK = N_("{player} (file rank {rank})")
_FILE_RANKS = N_("{player} (file rank {rank}), {others}")


def check_standings(t: Tournament, file_ranks: dict[int, int], tiebreaks: TiebreakList,
                    rounds: int | None = None) -> StandingsCheck:
    """Compare ``file_ranks`` (pairing number -> the file's rank) with the rank order of
    ``t`` after ``rounds`` (default: every round in the file)."""
    rounds = t.rounds_played if rounds is None else rounds
    result = StandingsCheck(rounds, tiebreaks)
    if not file_ranks:
        result.skipped = N_("the file has no rank column (cols 86-89 blank)")
        return result
    standings = standings_of(t, tiebreaks.specs, rounds)
    result.standings = standings
    first = standings.ranks  # the group's first place
    size: dict[int, int] = {}
    for rank in first.values():
        size[rank] = size.get(rank, 0) + 1
    labels = [spec.label for spec in standings.tiebreaks]

    def entry(number: int, reason: str) -> Misplaced:
        row = standings.row(number)
        lo = first[number]
        return Misplaced(number, row.name, file_ranks.get(number), lo, lo + size[lo] - 1,
                         row.points, dict(zip(labels, row.values)), reason)

    flagged: set[int] = set()
    # left out by the rules (a round robin's early withdrawal, C.05, Q103; an expelled
    # player of a Swiss, Q197-198): the file must give him no rank
    for number in sorted(set(t.players) - set(first)):
        if file_ranks.get(number) is not None:
            result.misplaced.append(Misplaced(
                number, t.players[number].name, file_ranks[number], None, None, None, {},
                N_("the rules leave him out of the standings (see the notes)")))
            flagged.add(number)
    for number in sorted(first, key=lambda n: (first[n], n)):
        mine = file_ranks.get(number)
        lo, hi = first[number], first[number] + size[first[number]] - 1
        if mine is None:
            result.misplaced.append(entry(number, N_("the file gives no rank")))
            flagged.add(number)
        elif mine < lo:  # placed above someone the rules rank ahead of him
            other = _ahead_in_file(number, mine, file_ranks, first, better=True)
            result.misplaced.append(entry(number, _reason(standings, number, other, mine,
                                                          file_ranks, labels, above=True)))
            flagged.add(number)
        elif mine > hi:
            other = _ahead_in_file(number, mine, file_ranks, first, better=False)
            result.misplaced.append(entry(number, _reason(standings, number, other, mine,
                                                          file_ranks, labels, above=False)))
            flagged.add(number)
    # tied groups: either all share the first place, or they take its places one each
    groups: dict[int, list[int]] = {}
    for number, rank in first.items():
        groups.setdefault(rank, []).append(number)
    for lo, members in sorted(groups.items()):
        if len(members) < 2 or any(n in flagged for n in members):
            continue
        ranks = sorted(file_ranks[n] for n in members)
        if ranks == [lo] * len(members) or ranks == list(range(lo, lo + len(members))):
            continue
        shown = join_texts((_FILE_RANK.format(player=n, rank=file_ranks[n])
                            for n in sorted(members)), ", ")
        for number in sorted(members):
            result.misplaced.append(entry(number, count_text(
                "tied with {n} other on points and every tie-break ({players}): they share "
                "place {place} or take places {first}-{last} one each, not a mix",
                "tied with {n} others on points and every tie-break ({players}): they share "
                "place {place} or take places {first}-{last} one each, not a mix",
                len(members) - 1, players=shown, place=lo, first=lo,
                last=lo + len(members) - 1)))
    result.misplaced.sort(key=lambda m: (m.file_rank is None, m.file_rank or 0, m.number))
    return result


def _ahead_in_file(number: int, mine: int, file_ranks: dict[int, int], first: dict[int, int],
                   better: bool) -> int | None:
    """The player the file puts on the wrong side of ``number``: (``better``) one the
    rules rank ahead of him whom the file ranks level or below, the closest in the file;
    otherwise one the rules rank behind him whom the file ranks level or above."""
    candidates = [n for n, rank in file_ranks.items() if n != number and n in first
                  and ((first[n] < first[number] and rank >= mine) if better
                       else (first[n] > first[number] and rank <= mine))]
    if not candidates:
        return None
    return min(candidates, key=lambda n: (file_ranks[n] == mine, abs(file_ranks[n] - mine), n))


def _reason(standings: Standings, number: int, other: int | None, mine: int,
            file_ranks: dict[int, int], labels: list[str], above: bool) -> str:
    if other is None:
        return N_("the file ranks him {rank}").format(rank=mine)
    ahead, behind = (other, number) if above else (number, other)
    decisive = _decisive(standings, ahead, behind, labels)
    return N_("the rules rank {ahead} ahead of {behind} (file ranks {ahead_rank} and "
              "{behind_rank}): {decisive}").format(
                  ahead=ahead, behind=behind, ahead_rank=file_ranks[ahead],
                  behind_rank=file_ranks[behind], decisive=decisive)


def _decisive(standings: Standings, ahead: int, behind: int, labels: list[str]) -> str:
    """``points 5 against 4.5`` or ``BH/C1 21.5 against 20 (points 5 each)``."""
    a, b = standings.row(ahead), standings.row(behind)
    if round(a.points, 6) != round(b.points, 6):
        return N_("points {ahead} against {behind}").format(
            ahead=format_number(a.points), behind=format_number(b.points))
    points = format_number(a.points)
    same: list[str] = []

    def tied() -> str:  # "points 5" or "points 5, BH 21.5"
        if not same:
            return N_("points {points}").format(points=points)
        return N_("points {points}, {tiebreaks}").format(points=points,
                                                         tiebreaks=", ".join(same))

    for index, label in enumerate(labels):
        va, vb = standings.breakdown[ahead][label], standings.breakdown[behind][label]
        if va.key != vb.key:
            if label.startswith("DE"):
                return N_("{tiebreak}: place {ahead} against {behind} among the players tied "
                          "so far (equal: {tied})").format(
                              tiebreak=label, ahead=format_number(va.value),
                              behind=format_number(vb.value), tied=tied())
            return N_("{tiebreak} {ahead} against {behind} (equal: {tied})").format(
                tiebreak=label, ahead=format_number(va.value) or "-",
                behind=format_number(vb.value) or "-", tied=tied())
        same.append(f"{label} {format_number(va.value) or '-'}")
    return N_("equal on {tied}").format(tied=tied())


__all__ = ["CannotCheck", "Misplaced", "StandingsCheck", "TiebreakList", "check_standings",
           "rank_column", "standings_of", "tiebreak_list"]
