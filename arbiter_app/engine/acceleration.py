"""Accelerated pairings: virtual points added to a player's score for the
pairing of some rounds, never to the standings (docs/systems/acceleration.md).

Two sources, read from ``Tournament.options``:

* ``options["pairing.acceleration"] == "baku"``: the Baku Acceleration
  Method (FIDE C.04.5.1; C.04.7 from 1 February 2026), computed here from the
  tournament: :func:`baku`.
* ``options["trf.accelerations"]``: explicit values (TRF-2026 ``250``
  records, TRF16 ``XXA`` lines, filled by :mod:`arbiter_app.trf`), as
  ``POINTS:FIRST_ROUND-LAST_ROUND:FIRST_PLAYER-LAST_PLAYER`` items joined by
  ``;`` (``"1:1-3:1-6;0.5:4-5:1-6"``).  When there are any, they replace the
  computed values entirely, as in the reference engine (bbpPairings v6: any
  ``250`` or ``XXA`` line turns its default acceleration off).

:func:`virtual_points` gives player -> round -> virtual points; the Dutch
editions add them to the pairing score (scoregroups, floats, every criterion
that reads a score).

The Baku method as Arbiter applies it (decisions with their article in
docs/systems/acceleration.md):

* GA is the first ``2 * ceil(N / 4)`` players of the list of players paired in
  round 1 (N of them, in pairing-number order): "the first half of the
  players, rounded up to the nearest even number".  A player absent from
  round 1 (requested bye, not entered yet) is not in that list: he joins later
  as a late entry.
* "The last GA-player shall be the same as in the previous round": every
  player whose pairing number is not after his is in GA, so a late entry
  placed above him joins GA (GA may become odd).
* The accelerated rounds are the first ``ceil(R / 2)`` of R; GA players get
  the points of a win in the first ``ceil(ceil(R / 2) / 2)`` of them and half
  of that in the others; GB players and later rounds get nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import MAX_PLAYERS, MAX_ROUNDS, ByeKind, Tournament
from arbiter_app.engine.texts import N_

#: the method chosen for the tournament ("baku"; absent or "none": none)
METHOD = "pairing.acceleration"
#: explicit values (TRF 250 / XXA), in the format of :func:`format_ranges`
EXPLICIT = "trf.accelerations"
BAKU = "baku"
NONE = "none"
METHODS = (NONE, BAKU)

#: player -> round -> virtual points
Values = dict[int, dict[int, float]]
#: the most (player, round) pairs the explicit values may cover in all, so that expanding
#: them stays small whatever a file says (9999 players over 100 rounds)
MAX_COVERED = 1_000_000


@dataclass(frozen=True)
class Range:
    """Virtual ``points`` for players first..last in rounds first..last (one
    TRF-2026 ``250`` record)."""

    points: float
    first_round: int
    last_round: int
    first_player: int
    last_player: int

    def text(self) -> str:
        return (f"{self.points:g}:{self.first_round}-{self.last_round}:"
                f"{self.first_player}-{self.last_player}")


def parse_ranges(text: str) -> list[Range]:
    """The items of ``options["trf.accelerations"]`` (ValueError when one is
    not ``POINTS:R1-R2:P1-P2`` with rounds 1 to :data:`MAX_ROUNDS` and players 1 to
    :data:`MAX_PLAYERS`, each range from the smaller to the larger, and finite points:
    the text comes from a file, and a range of a billion players would take the memory
    of the machine)."""
    out, covered = [], 0
    for item in filter(None, (part.strip() for part in text.split(";"))):
        try:
            points, rounds, players = item.split(":")
            r1, r2 = rounds.split("-")
            p1, p2 = players.split("-")
            found = Range(float(points), int(r1), int(r2), int(p1), int(p2))
            if not (abs(found.points) <= 1000 and 1 <= found.first_round <= found.last_round
                    <= MAX_ROUNDS and 1 <= found.first_player <= found.last_player
                    <= MAX_PLAYERS):
                raise ValueError(item)
            out.append(found)
        except ValueError:
            raise ValueError(N_("acceleration {item}: expected POINTS:R1-R2:P1-P2, e.g. "
                                "1:1-3:1-20").format(item=repr(item))) from None
        covered += ((found.last_round - found.first_round + 1)
                    * (found.last_player - found.first_player + 1))
        if covered > MAX_COVERED:
            raise ValueError(N_("the accelerations cover more than {most} rounds of players "
                                "(a round of one player counts one)").format(most=MAX_COVERED))
    return out


def format_ranges(ranges: list[Range]) -> str:
    return ";".join(r.text() for r in ranges)


def expand(ranges: list[Range]) -> Values:
    """Player -> round -> points (a later range overrides an earlier one for
    the same player and round; zero points are left out)."""
    out: Values = {}
    for r in ranges:
        for player in range(r.first_player, r.last_player + 1):
            for round_no in range(r.first_round, r.last_round + 1):
                out.setdefault(player, {})[round_no] = r.points
    return {p: {k: v for k, v in rounds.items() if v}
            for p, rounds in out.items() if any(rounds.values())}


def compress(values: Values) -> list[Range]:
    """The fewest-rows form used everywhere: runs of consecutive players with
    the same values, then runs of consecutive rounds with the same points."""
    clean = {p: {k: v for k, v in rounds.items() if v} for p, rounds in values.items()}
    clean = {p: rounds for p, rounds in clean.items() if rounds}
    runs: list[tuple[int, int, dict[int, float]]] = []
    for player in sorted(clean):
        rounds = clean[player]
        if runs and runs[-1][1] == player - 1 and runs[-1][2] == rounds:
            runs[-1] = (runs[-1][0], player, rounds)
        else:
            runs.append((player, player, rounds))
    out = []
    for first, last, rounds in runs:
        start = end = 0
        for round_no in sorted(rounds):
            if start and round_no == end + 1 and rounds[round_no] == rounds[start]:
                end = round_no
                continue
            if start:
                out.append(Range(rounds[start], start, end, first, last))
            start = end = round_no
        out.append(Range(rounds[start], start, end, first, last))
    return out


def explicit(t: Tournament) -> Values:
    """The explicit values for the players of ``t`` (a range may name more)."""
    values = expand(parse_ranges(t.options.get(EXPLICIT, "")))
    return {player: rounds for player, rounds in values.items() if player in t.players}


def method(t: Tournament) -> str:
    return BAKU if t.options.get(METHOD, "").strip().lower() == BAKU else NONE


# -- the Baku method -------------------------------------------------------------
def accelerated_rounds(total_rounds: int) -> tuple[int, int]:
    """(accelerated rounds, of which with a full virtual point): the first
    half of the rounds, rounded up, and the first half of those, rounded up
    (C.04.5.1 "Virtual points": 9 rounds -> 5 and 3)."""
    accelerated = (total_rounds + 1) // 2
    return accelerated, (accelerated + 1) // 2


def group_a_size(players: int) -> int:
    """The first half of ``players``, rounded up to the nearest even number
    (C.04.5.1 "Initial Groups Division": 2 * ceil(N / 4); 161 -> 82)."""
    return 2 * ((players + 3) // 4)


def first_round_players(t: Tournament) -> list[int]:
    """The list of players paired in round 1 (a game, even forfeited, or the
    pairing-allocated bye), in pairing-number order; before round 1 is
    paired, the players to pair in it."""
    if not t.rounds:
        return t.players_to_pair(1)
    rnd = t.rounds[0]
    paired = {n for g in rnd.games for n in g.players()}
    paired |= {n for n, kind in rnd.byes.items() if kind is ByeKind.PAIRING_ALLOCATED}
    return sorted(n for n in paired if n in t.players)


def last_of_group_a(t: Tournament) -> int | None:
    """The pairing number of the last GA player (None: nobody to split)."""
    listed = first_round_players(t)
    if not listed:
        return None
    return listed[min(group_a_size(len(listed)), len(listed)) - 1]


def group_a(t: Tournament) -> set[int]:
    """GA: every player whose pairing number is not after the last GA player's
    (late entries placed above him included)."""
    last = last_of_group_a(t)
    if last is None:
        return set()
    return {n for n in t.players if n <= last}


def baku(t: Tournament) -> Values:
    """Player -> round -> virtual points of the Baku method (GA players only;
    empty without a number of rounds)."""
    if not t.total_rounds:
        return {}
    accelerated, full = accelerated_rounds(t.total_rounds)
    win = t.scoring.win
    points = {r: (win if r <= full else win / 2) for r in range(1, accelerated + 1)}
    return {n: dict(points) for n in sorted(group_a(t))}


def virtual_points(t: Tournament) -> Values:
    """Player -> round -> virtual points used for pairing: the explicit values
    when there are any, else the Baku method's when it is chosen, else none."""
    given = explicit(t)
    if given:
        return given
    if method(t) == BAKU:
        return baku(t)
    return {}


def virtual(t: Tournament, player: int, round_no: int, values: Values | None = None) -> float:
    """The virtual points of ``player`` for the pairing of ``round_no``."""
    values = virtual_points(t) if values is None else values
    return values.get(player, {}).get(round_no, 0.0)


__all__ = ["BAKU", "EXPLICIT", "METHOD", "METHODS", "NONE", "Range", "Values",
           "accelerated_rounds", "baku", "compress", "expand", "explicit", "first_round_players",
           "format_ranges", "group_a", "group_a_size", "last_of_group_a", "method",
           "parse_ranges", "virtual", "virtual_points"]
