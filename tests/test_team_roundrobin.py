"""The team round robin (``teamroundrobin``): the Berger tables of FIDE Handbook C.05
(General Regulations for Competitions), Annex 1, played by teams.

Expected matches are typed from the published tables, never from Arbiter's output:

* 5/6 participants (C.05 Annex 1, "Berger Tables for Round-Robin Tournaments"):
  round 1: 1-6, 2-5, 3-4; round 2: 6-4, 5-3, 1-2; round 3: 2-6, 3-1, 4-5;
  round 4: 6-5, 1-4, 2-3; round 5: 3-6, 4-2, 5-1;
* 3/4 participants: round 1: 1-4, 2-3; round 2: 4-3, 1-2; round 3: 2-4, 3-1.

The first-named participant has White; for teams that is the white team, the team whose
player has White on board 1 (C.04.6 1.6.1).  With an odd number of teams, the team meeting
the highest number (the "bye number") rests.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Pairing, PairingError
from arbiter_app.engine.systems.registry import (available_systems, get_system,
                                                 is_round_robin_system, is_team_system,
                                                 system_title)
from arbiter_app.engine.systems.roundrobin.options import OPTION_CYCLES, OPTION_SWAP
from arbiter_app.engine.systems.teamroundrobin.system import swap_shown
from arbiter_app.engine.teams.boards import white_colours
from arbiter_app.engine.teams.model import TeamSettings
from arbiter_app.trf.team_codes import read_team_type, round_robin_code
from tests.team_builders import team_event

SYSTEM = get_system("teamroundrobin")

#: C.05 Annex 1, the table for 5/6 participants (white first)
TABLE_6 = [[(1, 6), (2, 5), (3, 4)], [(6, 4), (5, 3), (1, 2)], [(2, 6), (3, 1), (4, 5)],
           [(6, 5), (1, 4), (2, 3)], [(3, 6), (4, 2), (5, 1)]]


def league(teams: int, rounds: list[str], *, cycles: int = 1, swap: bool = False,
           boards: int = 4, board_colours: str = "", withdrawn=None):
    """A team round robin with the rounds ``rounds`` played (tests/team_builders.py)."""
    t = team_event(teams, boards, rounds, settings=TeamSettings(
        boards=boards, board_colours=board_colours), withdrawn=withdrawn,
        total_rounds=cycles * (teams + teams % 2 - 1))
    return replace(t, system="teamroundrobin", options={
        OPTION_CYCLES: str(cycles), OPTION_SWAP: "on" if swap else "off"})


def played(rounds: list[list[tuple[int, int]]], result: str = "1=0=") -> list[str]:
    """The rounds as team_builders strings, every match with the same boards' results."""
    return [", ".join(f"{w}-{b} {result}" for w, b in rnd) for rnd in rounds]


def matches(pairing: Pairing) -> list[tuple[int, int]]:
    return [(b.white, b.black) for b in pairing.boards]


def test_the_registry_knows_it_as_a_team_round_robin():
    assert is_team_system("teamroundrobin") and is_round_robin_system("teamroundrobin")
    assert "teamroundrobin" in available_systems(teams=True)
    assert "teamroundrobin" not in available_systems(teams=False)
    assert system_title("teamroundrobin") == "C.05 Annex 1 team round robin (Berger tables)"


def test_six_teams_play_the_published_table_round_by_round():
    for k, expected in enumerate(TABLE_6):
        t = league(6, played(TABLE_6[:k]))
        assert matches(SYSTEM.pair(t)) == expected, k + 1
        assert SYSTEM.pair(t).bye is None


def test_each_match_names_its_table_round_and_the_articles():
    pairing = SYSTEM.pair(league(6, played(TABLE_6[:1])))
    text = pairing.boards[0].explanation
    # round 2, board 1 of the table: 6-4
    assert text.startswith("cycle 1, Berger table round 2, match 1: Berger numbers 6-4")
    assert "C.05 Annex 1" in text
    assert "team 6 has White on board 1 (C.04.6 1.6.1)" in text
    assert "its boards' colours WBWB (TRF-2026 352)" in text


def test_the_boards_colours_follow_352():
    # TRF-2026 352: "Colour sequence (W or B) for boards"; without it, alternating from White
    # on board 1, the other team the opposite colours
    assert white_colours(TeamSettings(boards=4)) == "WBWB"
    assert white_colours(TeamSettings(boards=6, board_colours="WWBBWB")) == "WWBBWB"
    pairing = SYSTEM.pair(league(6, [], board_colours="WBBW"))
    assert "its boards' colours WBBW (TRF-2026 352)" in pairing.boards[0].explanation


def test_an_odd_field_rests_the_team_meeting_the_bye_number():
    # five teams use the 5/6 table; team 6 is the bye number: round 1 team 1 rests, round 2
    # team 4 (6-4), round 3 team 2 (2-6)
    rests = []
    for k in range(3):
        rounds = [[m for m in rnd if 6 not in m] for rnd in TABLE_6[:k]]
        strings = [s + f", {rest} U" for s, rest in zip(played(rounds), rests)]
        pairing = SYSTEM.pair(league(5, strings))
        assert matches(pairing) == [m for m in TABLE_6[k] if 6 not in m]
        rests.append(pairing.bye)
        assert "meets the bye number 6 of an odd field and rests (C.05 Annex 1)" \
            in pairing.bye_explanation
    assert rests == [1, 4, 2]


def test_the_second_cycle_reverses_the_colours():
    # cycle 2 plays the table again with the colours reversed: round 6 is 6-1, 5-2, 4-3, and
    # the team White in the table has White on board 1
    t = league(6, played(TABLE_6), cycles=2)
    pairing = SYSTEM.pair(t)
    assert matches(pairing) == [(6, 1), (5, 2), (4, 3)]
    assert pairing.boards[0].explanation.startswith(
        "cycle 2, Berger table round 1, colours reversed, match 1: Berger numbers 6-1")


def test_the_swap_of_a_double_round_robin():
    # C.05 Annex 1: in a double round robin the last two rounds of the first cycle are played
    # in reverse order: round 4 plays the table's round 5, round 5 its round 4
    swapped = TABLE_6[:3] + [TABLE_6[4], TABLE_6[3]]
    t = league(6, played(swapped[:3]), cycles=2, swap=True)
    assert matches(SYSTEM.pair(t)) == TABLE_6[4]
    t = league(6, played(swapped[:4]), cycles=2, swap=True)
    assert matches(SYSTEM.pair(t)) == TABLE_6[3]
    # the rounds tell it (a TRF file has no field for the swap): read off round 4
    assert swap_shown(league(6, played(swapped[:4]), cycles=2)) is True
    assert swap_shown(league(6, played(TABLE_6[:4]), cycles=2)) is False
    assert swap_shown(league(6, played(TABLE_6[:3]), cycles=2)) is None
    # and the system reads it so, when the options do not say it
    t = league(6, played(swapped[:4]), cycles=2)
    t.options.pop(OPTION_SWAP)
    assert matches(SYSTEM.pair(t)) == TABLE_6[3]


def test_a_withdrawn_team_s_scheduled_opponent_is_not_paired():
    # team 2 withdrawn from round 2: its round-2 opponent in the table (1-2) has no match
    t = league(6, played(TABLE_6[:1]), withdrawn={2: 2})
    pairing = SYSTEM.pair(t)
    assert matches(pairing) == [(6, 4), (5, 3)] and pairing.bye is None
    assert SYSTEM.players_to_pair(t) == [3, 4, 5, 6]


def test_a_pair_meets_once_a_cycle_in_a_manual_pairing():
    t = league(6, played(TABLE_6[:1]))
    wrong = Pairing(boards=[replace(b, white=1, black=6) if (b.white, b.black) == (6, 4)
                            else b for b in SYSTEM.pair(t).boards])
    rules = [v.rule for v in SYSTEM.absolute_violations(t, wrong)]
    assert rules == ["C.05"]


def test_a_plain_tournament_is_refused():
    with pytest.raises(PairingError, match="team competitions only"):
        SYSTEM.pair(Tournament())


def test_no_round_past_the_schedule():
    with pytest.raises(PairingError, match="the round robin has 5 rounds"):
        SYSTEM.pair(league(6, played(TABLE_6)))


def test_192_s_team_round_robin_codes():
    # TRF-2026 192: BERGER_TEAM_ROUNDROBIN_Gn plays the table n times; FIDE's and Berger's
    # round robin one cycle, their double round robins two
    for code, cycles, swap in [("FIDE_TEAM_ROUNDROBIN", 1, False),
                               ("FIDE_TEAM_DOUBLEROUNDROBIN", 2, True),
                               ("BERGER_TEAM_ROUNDROBIN", 1, False),
                               ("BERGER_TEAM_DOUBLEROUNDROBIN", 2, False),
                               ("BERGER_TEAM_ROUNDROBIN_G3", 3, False)]:
        kind = read_team_type(code)
        assert (kind.system, kind.cycles, kind.swap) == ("teamroundrobin", cycles, swap), code
    assert read_team_type("FIDE_TEAM_ROUNDROBIN_BAKU") is None
    assert read_team_type("CUSTOM_TEAM_ROUNDROBIN").system is None
    assert [round_robin_code(1, False), round_robin_code(2, True), round_robin_code(2, False),
            round_robin_code(4, True)] == ["FIDE_TEAM_ROUNDROBIN", "FIDE_TEAM_DOUBLEROUNDROBIN",
                                           "BERGER_TEAM_DOUBLEROUNDROBIN",
                                           "BERGER_TEAM_ROUNDROBIN_G4"]


def _withdrawn_league(since: int):
    """Six teams, every match drawn 2-2 (1 MP, 2 GP each); team 6 withdraws from round
    ``since`` (its later matches not paired)."""
    rounds = [[m for m in rnd if not (6 in m and k >= since)]
              for k, rnd in enumerate(TABLE_6, start=1)]
    return league(6, played(rounds, "1=0="), withdrawn={6: since})


def test_a_team_withdrawing_after_half_its_matches_forfeits_the_rest():
    from arbiter_app.engine.tiebreaks.standings import compute_standings
    # C.05 (round robins): a withdrawal after half or more of the games: the remaining ones
    # count as forfeits won by the scheduled opponents.  Team 6 played rounds 1-3 (3 of 5);
    # its matches of round 4 (6-5) and 5 (3-6) are won by forfeit by teams 5 and 3: 4 draws
    # and a forfeit win = 6 MP, 4 x 2 + 4 (every board of a forfeited match) = 12 GP
    s = compute_standings(_withdrawn_league(4), ["MPVGP"])
    got = {row.number: (row.points, row.values[0]) for row in s.rows}
    assert got == {3: (6, 12.0), 5: (6, 12.0), 1: (5, 10.0), 2: (5, 10.0), 4: (5, 10.0),
                   6: (3, 6.0)}
    assert "remaining games count as forfeits" in s.notes[0]


def test_a_team_withdrawing_before_half_its_matches_is_removed():
    from arbiter_app.engine.tiebreaks.standings import compute_standings
    # fewer than half (1 of 5): its match is removed from everyone's record (match AND game
    # points: team 1 drew it in round 1) and the team is left out: four draws each, 4 MP,
    # 8 GP
    s = compute_standings(_withdrawn_league(2), ["MPVGP"])
    got = {row.number: (row.points, row.values[0]) for row in s.rows}
    assert got == {n: (4, 8.0) for n in range(1, 6)}
