"""Standings of a round robin: what differs from a Swiss event.

* Withdrawals (C.05, the FIDE rules for round robins; docs/systems/roundrobin.md):
  a player who withdraws after playing fewer than half of his scheduled games
  has all his games removed from the standings of everyone (his results are
  annulled) and is left out of the standings (checklist Q103); a player who withdraws later
  has each of his remaining games counted as a forfeit, won by the scheduled
  opponent.  :func:`standings_view` makes that tournament.
* Unplayed games (C.07 for round robins, as FIDE's tie-break checker computes
  them): a forfeit counts as a game against the scheduled opponent (DE, SB);
  a round without opponent (the rest of an odd field) adds nothing to SB; the
  opponents' scores are their actual scores; DE reads the tied players as
  having met.
* KS (C.07 9.2): the maximum possible score is counted on the games a player
  can play: in an odd field the rests are left out.
* BH, FB and AOB are not offered (C.07 2026, 8: the Buchholz family has no
  meaning where everyone meets everyone).
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import ByeKind, Game, GameResult, Round, Tournament
from arbiter_app.engine.texts import count_text
from arbiter_app.engine.tiebreaks.spec import NOT_FOR_ROUND_ROBIN, ROUND_ROBIN_DEFAULT

#: the system name that makes a tournament a round robin
SYSTEM = "roundrobin"
#: tie-breaks C.07 leaves out for round robins
EXCLUDED = NOT_FOR_ROUND_ROBIN
#: the default list for a round robin: C.07's recommendation for individual round
#: robins (docs/tiebreaks.md, "Round robins")
DEFAULT = ROUND_ROBIN_DEFAULT


def is_round_robin(t: Tournament) -> bool:
    """A round robin of players (``roundrobin``) or of teams (``teamroundrobin``)."""
    from arbiter_app.engine.systems.registry import is_round_robin_system
    return is_round_robin_system(t.system)


def _scheduled(t: Tournament):
    """``(settings, round -> [(white, black), ...])``: the Berger schedule of every round,
    paired or not; (None, None) when the settings cannot be read."""
    from arbiter_app.engine.systems.roundrobin.options import settings_of
    from arbiter_app.engine.systems.roundrobin.system import schedule
    try:
        s = settings_of(t)
    except ValueError:
        return None, None
    return s, {k: schedule(s, k)[0] for k in range(1, s.rounds + 1)}


def _withdrawals(t: Tournament, plan: dict[int, list[tuple[int, int]]]) -> dict[int, int]:
    """``player -> the first round he is no longer in``: ``Player.withdrawn_from``,
    or, where that is not known (a TRF, which has no field for it), the first of
    the scheduled rounds he is absent from without a break to the end of the
    schedule: no game in each such round paired, a requested zero-point bye in
    each round not paired yet.  In a round robin a player who plays none of his
    remaining games has withdrawn (C.05).  A round that gives him no game for
    another reason neither breaks nor starts the run: a rest in an odd field, a
    scheduled opponent who has withdrawn.  The longest run is read first, so the
    opponents left without a game by a withdrawal are not taken for withdrawn
    too; two scheduled opponents absent from the same rounds to the end are read
    in pairing-number order (the file cannot tell which of them withdrew).
    Arbiter's TRF-2026 export writes a withdrawal so (``trf.writer.announcements``)
    and reads back the same standings."""
    out = {n: p.withdrawn_from for n, p in t.players.items() if p.withdrawn_from is not None}
    against = [{**{w: b for w, b in plan[k]}, **{b: w for w, b in plan[k]}}
               for k in range(1, len(plan) + 1)]

    def run(number: int) -> int | None:
        first = None
        for k in range(len(plan), 0, -1):
            other = against[k - 1].get(number)
            if other is None or (other in out and out[other] <= k):
                continue
            if k <= len(t.rounds):
                absent = t.rounds[k - 1].game_of(number) is None
            else:
                absent = t.requested_byes.get(k, {}).get(number) is ByeKind.ZERO_POINT
            if not absent:
                break
            first = k
        return first

    while True:
        runs = [(first, number) for number in t.players if number not in out
                for first in [run(number)] if first is not None]
        if not runs:
            return out
        first, number = min(runs)
        out[number] = first


def scheduled_games(t: Tournament, number: int) -> int:
    """The games the schedule gives ``number`` over the whole tournament."""
    from arbiter_app.engine.systems.roundrobin.options import settings_of
    s = settings_of(t)
    rests = s.cycles if s.players % 2 else 0
    return s.rounds - rests


def standings_view(t: Tournament) -> tuple[Tournament, list[str]]:
    """The tournament as its standings count it after withdrawals, and notes."""
    s, plan = _scheduled(t)
    if s is None:
        return t, []
    since = _withdrawals(t, plan)
    withdrawn = sorted(since)
    if not withdrawn:
        return t, []
    rounds = [Round(list(r.games), dict(r.byes), r.date) for r in t.rounds]
    notes = []
    left_out: list[int] = []
    for number in withdrawn:
        played = sum(1 for r in t.rounds if r.game_of(number) is not None)
        total = scheduled_games(t, number)
        if 2 * played < total:  # C.05: his results are removed; he is not ranked (Q103)
            for rnd in rounds:
                game = rnd.game_of(number)
                if game is not None:
                    rnd.games.remove(game)
                rnd.byes.pop(number, None)
            left_out.append(number)
            notes.append(count_text(
                "{player} withdrew after {played} of {n} game (fewer than half): his games "
                "are removed and he is left out of the standings (C.05)",
                "{player} withdrew after {played} of {n} games (fewer than half): his games "
                "are removed and he is left out of the standings (C.05)", total, player=number,
                played=played))
            continue
        given = 0
        for k, boards in plan.items():
            if not since[number] <= k <= len(rounds):  # before he withdrew, or not paired
                continue
            rnd = rounds[k - 1]
            for white, black in boards:
                if number not in (white, black):
                    continue
                other = black if white == number else white
                # the opponent left without a game: nothing recorded, or the zero-point
                # entry a TRF gives a player without a game (his is the forfeit win)
                if (rnd.game_of(other) is None
                        and rnd.byes.get(other, ByeKind.ZERO_POINT) is ByeKind.ZERO_POINT
                        and since.get(other, k + 1) > k):
                    result = (GameResult.BLACK_FORFEIT_WIN if white == number
                              else GameResult.WHITE_FORFEIT_WIN)
                    rnd.games.append(Game(white, black, result))
                    rnd.byes.pop(number, None)
                    rnd.byes.pop(other, None)
                    given += 1
        notes.append(count_text(
            "{player} withdrew after {played} of {n} game (half or more): his remaining games "
            "count as forfeits ({given} so far, C.05)",
            "{player} withdrew after {played} of {n} games (half or more): his remaining games "
            "count as forfeits ({given} so far, C.05)", total, player=number, played=played,
            given=given))
    players = {n: p for n, p in t.players.items() if n not in left_out}
    return replace(t, rounds=rounds, players=players), notes


__all__ = ["DEFAULT", "EXCLUDED", "SYSTEM", "is_round_robin", "scheduled_games",
           "standings_view"]
