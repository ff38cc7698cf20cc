"""TRF-2026 team files (issue #37): read into a TeamTournament and written back byte for byte.

The files under tests/data/teams/ are written by hand from the TRF-2026 layout (SPEC.md of
echecsjs/trf); the expected matches, match points (MP) and game points (GP) below are worked
out by hand from the games, with the articles that decide them:

* C.07 11.1.2: "Game Points (GP): sum of the individual points that each player of the
  team scores"; TRF-2026 162 "valid also for game points in team competitions" (default
  1, 0.5, 0);
* C.07 11.1.1: "Match Points (MP): points assigned to a team-win, team-draw, and team-loss";
  TRF-2026 362 (default TW 2.0, TD 1.0, TL 0.0);
* C.04.6 1.4: the pairing-allocated bye gets "as many match points and game points as are
  rewarded for a draw, unless the regulations of the team competition state otherwise";
* C.04.6 1.6.1: "A team is said to have (had) a colour ... if the match was actually played
  and the player on the first board was scheduled to play with that colour".

five-teams.trf (5 teams of 5 players, 4 boards, 352 WBWB, 3 rounds; team k has players
5k-4 .. 5k in board order):

round 1 (a normal round and the PAB):
  T1-T3: 1-11 1-0, 12-2 =, 3-13 0-1, 14-4 0-1: T1 board 1 White -> T1 is the white team;
         GP T1 1+0.5+0+1 = 2.5, T3 0+0.5+1+0 = 1.5 -> T1 wins, MP 2 / 0
  T4-T2: 16-6 =, 7-17 =, 18-8 1-0, 9-20 = (T4 fields its reserve 20 on board 4): T4 White on
         board 1; GP T4 2.5, T2 1.5 -> T4 wins, MP 2 / 0
  T5: the PAB (320): MP 1 (TD), GP 2 (half of 4 boards)
round 2 (an out-of-order line-up, an empty board, a forfeited match, a team HPB):
  T2-T1: 300 gives T2's line-up 7, 6, 10, empty; T1 plays 1, 2, 3, 5 (roster order);
         7-1 0-1, 2-6 1-0, 10-3 =, player 5 wins board 4 by forfeit (0000 - +):
         T2's board-1 player 7 has White -> T2 is the white team;
         GP T2 0+0+0.5 = 0.5, T1 1+1+0.5+1 = 3.5 -> T1 wins, MP 0 / 2
  T3-T5: 330 +- (T5 did not come, no individual games): T3 wins, MP 2, GP 4 x 1 = 4;
         T5 MP 0, GP 0
  T4: 240 H (half-point bye): MP 1 (TD), GP 2
round 3 (a double forfeit, a PAB, a 299 penalty):
  T4-T1: 16-1 1-0, 2-17 0-1, 18-3 =, 4-19 1-0: GP T4 2.5, T1 1.5 -> T4 wins, MP 2 / 0;
         299 (blank kind: a penalty) takes 1 MP and 0.5 GP from T1 in round 3: MP -1, GP 1.0
  T2-T5: 330 --: MP 0 and GP 0 for both
  T3: the PAB: MP 1, GP 2
totals: T1 MP 2+2-1 = 3, GP 2.5+3.5+1 = 7; T2 MP 0, GP 1.5+0.5 = 2; T3 MP 0+2+1 = 3,
        GP 1.5+4+2 = 7.5; T4 MP 2+1+2 = 5, GP 2.5+2+2.5 = 7; T5 MP 1, GP 2.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.engine.model import ByeKind, Colour, GameResult
from arbiter_app.engine.teams.model import COLOURS_B, MATCH_POINTS, TeamTournament
from arbiter_app.engine.teams.points import round_points, totals
from arbiter_app.trf import (TeamFileError, is_team_file, read_team_trf, read_trf,
                             write_team_trf)

DATA = Path(__file__).parent / "data" / "teams"


def read(name: str, notes: list | None = None) -> TeamTournament:
    return read_team_trf((DATA / name).read_bytes(), name, notes)


def matches(t: TeamTournament, round_no: int) -> list[tuple[int, int, GameResult]]:
    return [(g.white, g.black, g.result) for g in t.round(round_no).games]


def test_five_teams_matches_byes_and_points():
    notes = []
    t = read("five-teams.trf", notes)
    assert notes == []  # 310's MP/GP and every player's points agree with the results
    assert sorted(t.teams) == [1, 2, 3, 4, 5] and t.teams[3].roster == (11, 12, 13, 14, 15)
    assert t.settings.boards == 4 and t.settings.board_colours == "WBWB"
    assert t.rounds_played == 3 and t.total_rounds == 3 and t.initial_colour is Colour.WHITE
    assert matches(t, 1) == [(1, 3, GameResult.WHITE_WINS), (4, 2, GameResult.WHITE_WINS)]
    assert t.round(1).byes == {5: ByeKind.PAIRING_ALLOCATED}
    assert matches(t, 2) == [(2, 1, GameResult.BLACK_WINS),
                             (3, 5, GameResult.WHITE_FORFEIT_WIN)]
    assert t.round(2).byes == {4: ByeKind.HALF_POINT}
    assert matches(t, 3) == [(4, 1, GameResult.WHITE_WINS), (2, 5, GameResult.DOUBLE_FORFEIT)]
    assert t.round(3).byes == {3: ByeKind.PAIRING_ALLOCATED}
    expected = {  # (round, team): (MP, GP), worked out in the module docstring
        (1, 1): (2, 2.5), (1, 3): (0, 1.5), (1, 4): (2, 2.5), (1, 2): (0, 1.5), (1, 5): (1, 2),
        (2, 2): (0, 0.5), (2, 1): (2, 3.5), (2, 3): (2, 4), (2, 5): (0, 0), (2, 4): (1, 2),
        (3, 4): (2, 2.5), (3, 1): (-1, 1.0), (3, 2): (0, 0), (3, 5): (0, 0), (3, 3): (1, 2)}
    for (round_no, team), points in expected.items():
        assert round_points(t, round_no, team) == points, (round_no, team)
    assert totals(t) == {1: (3, 7), 2: (0, 2), 3: (3, 7.5), 4: (5, 7), 5: (1, 2)}


def test_five_teams_lineups_and_board_forfeit():
    t = read("five-teams.trf")
    assert t.lineups[(1, 4)] == (16, 17, 18, 20)  # the reserve on board 4, in roster order
    assert t.lineups[(2, 2)] == (7, 6, 10, 0)  # record 300: out of order, board 4 empty
    assert t.lineups[(2, 1)] == (1, 2, 3, 5)
    assert t.board_forfeits == {(2, 5): "+"}  # 0000 - + : board 4 won by forfeit
    assert t.individuals.round(2).byes[5] is ByeKind.FULL_POINT
    assert t.lineups[(2, 3)] == (0, 0, 0, 0)  # the forfeited match: no player on a board


def test_five_teams_settings_and_levels():
    t = read("five-teams.trf")
    assert t.system == "team2026" and t.options["trf.type_code"] == "FIDE_TEAM_TYPEA_MP_GP"
    assert (t.settings.colour_type, t.settings.primary, t.settings.secondary_for_colours) == (
        "A", MATCH_POINTS, True)
    assert t.players[4].name == "Team Four" and t.players[4].rating == 2225
    assert t.options["trf.ranks"] == "1=3,2=5,3=2,4=1,5=4"
    assert (t.scoring.win, t.scoring.draw, t.scoring.loss) == (2.0, 1.0, 0.0)
    assert (t.settings.pab_match_points, t.settings.pab_game_points) == (1.0, 2.0)
    assert len(t.individuals.players) == 25 and t.individuals.rounds_played == 3
    assert t.info.name.startswith("Team test one")


@pytest.mark.parametrize("name", ["five-teams.trf", "five-teams-cells.trf", "four-teams.trf"])
def test_round_trip_byte_for_byte(name):
    data = (DATA / name).read_text(encoding="ascii")
    assert write_team_trf(read_team_trf(data, name)) == data


def test_forfeited_match_with_the_players_cells():
    """The same event, the winners of the forfeited match (330 +-, round 2) with their cells
    ``0000 - +``: the same points.  Confirmed by an independent implementation, FIDE's
    Gacrux 1.11.65 (tiebreakchecker -t MPTS GPTS): 3/7, 0/2, 3/7.5, 5/7, 1/2.  (Given the
    file without those cells, Gacrux scores the match from the cells, both teams 0: the
    330 record is what TRF-2026 says decided it.)"""
    t = read("five-teams-cells.trf")
    assert totals(t) == {1: (3, 7), 2: (0, 2), 3: (3, 7.5), 4: (5, 7), 5: (1, 2)}
    assert t.lineups[(2, 3)] == (11, 12, 13, 14)


def test_four_teams_records_013_250_260_240_362():
    """four-teams.trf (4 teams, 2 boards, 362 TW 3.0, type B, MP without GP for colours):
    round 1: T1-T3 1-6 1-0, 7-2 = -> GP 1.5-0.5, T1 wins (3 MP); T4-T2 8-4 0-1, 5-9 1-0 ->
    GP 0-2, T2 wins (3 MP); round 2: T4-T1 8-1 0-1, 3-9 0-1 -> 1-1, a draw (1 MP each; T1's
    reserve 3 on board 2); T3-T2 6-4 =, 5-7 = -> a draw.  Totals T1 4/2.5, T2 4/3, T3 1/1.5,
    T4 1/1 (Gacrux 1.11.65's tiebreakchecker gives the same, T3 2/2.5 with the half-point bye
    announced for round 3: see test_310_points_may_count_the_announced_byes)."""
    notes = []
    t = read("four-teams.trf", notes)
    assert notes == []
    assert totals(t) == {1: (4, 2.5), 2: (4, 3), 3: (1, 1.5), 4: (1, 1)}
    assert matches(t, 2) == [(4, 1, GameResult.DRAW), (3, 2, GameResult.DRAW)]
    assert t.lineups[(2, 1)] == (1, 3)
    assert t.scoring.win == 3.0 and t.settings.boards == 2 and t.settings.board_colours == ""
    assert (t.settings.colour_type, t.settings.secondary_for_colours) == (COLOURS_B, False)
    assert t.forbidden_pairs == {frozenset({1, 2})}  # 260 rounds 1-3: every round
    assert t.requested_byes == {3: {3: ByeKind.HALF_POINT}}  # 240 for a round not paired
    assert t.options["trf.team.accelerations"] == "1/2:1-2:1-2"  # 250: 1 MP, 2 GP
    assert t.options["trf.accelerations"] == "1:1-2:1-2"  # the primary score's (MP)
    assert t.teams[1].name == "Alfa" and t.teams[1].roster == (1, 2, 3)


def test_013_alone_is_read_and_written_with_310():
    """A file with 013 records only (TRF16's team section): the TPN is the record's place;
    written back with its 013 records and the 310 records TRF-2026 requires."""
    data = (DATA / "four-teams.trf").read_text()
    old = "".join(line for line in data.splitlines(True) if not line.startswith("310"))
    t = read_team_trf(old, "old.trf")
    assert [(n, team.name, team.roster) for n, team in t.teams.items()] == [
        (1, "Alfa", (1, 2, 3)), (2, "Bravo", (4, 5)), (3, "Charlie", (6, 7)),
        (4, "Delta", (8, 9))]
    written = write_team_trf(t)
    assert [line for line in written.splitlines() if line.startswith("013")] == [
        line for line in old.splitlines() if line.startswith("013")]
    assert "310   1 Alfa" in written and "4.0    2.5" in written


def test_team_file_is_told_and_refused_by_the_individual_reader():
    data = (DATA / "five-teams.trf").read_bytes()
    assert is_team_file(data) and not is_team_file(b"012 x\n001    1      A\n")
    with pytest.raises(TeamFileError) as caught:
        read_trf(data, "five-teams.trf")
    assert str(caught.value).startswith("five-teams.trf: line 36, cols 1-3: a team file")


def test_written_for_an_event_made_here():
    """A team event not read from a file gets 082, 352 and 802 (informative, for readers)."""
    t = read("four-teams.trf")
    del t.options["trf.team.records"]
    written = write_team_trf(t)
    assert "082 4\n" in written and "352 WB\n" in written
    assert "802   1          4.0    2.5   3 w  1.5     4 b  1.0\n" in written
    again = read_team_trf(written, "again.trf")
    assert totals(again) == totals(t) and again.settings.boards == 2


def test_362_spellings():
    """362: TRF-2026's symbols TW TD TL; Gacrux's reading (a letter at 162's places: col 6,
    15, 24) and Sharly-Chess's bbpPairings fork's (TW at cols 5-6, points 7-10, 9 columns
    apart) are both read (docs/trf.md)."""
    base = (DATA / "four-teams.trf").read_text()
    for line in ("362 TW 3.0   TD 1.5   TL 0.5", "362  W 3.0    D 1.5    L 0.5",
                 "362 TW  3.0   TD  1.5   TL  0.5"):
        t = read_team_trf(base.replace("362 TW 3.0   TD 1.0   TL 0.0", line), "x.trf")
        assert (t.scoring.win, t.scoring.draw, t.scoring.loss) == (3.0, 1.5, 0.5), line
    t = read_team_trf(base.replace("362 TW 3.0   TD 1.0   TL 0.0\n", ""), "x.trf")
    assert (t.scoring.win, t.scoring.draw) == (2.0, 1.0)  # the defaults


def test_no_352_alternates_from_white():
    """Without 352 the boards alternate, White on board 1 for the white team; the number of
    boards is the most a team had in a match."""
    base = (DATA / "five-teams.trf").read_text().replace("352 WBWB\n", "")
    t = read_team_trf(base, "x.trf")
    assert t.settings.board_colours == "" and t.settings.boards == 4
    assert matches(t, 1)[0][:2] == (1, 3)
    assert "352" not in write_team_trf(t)


def test_352_starting_with_black_is_the_other_teams_colours():
    """352 BWBW: one team's colours; the white team is the one with White on board 1
    (C.04.6 1.6.1), whatever the sequence's first letter."""
    base = (DATA / "five-teams.trf").read_text().replace("352 WBWB", "352 BWBW")
    t = read_team_trf(base, "x.trf")
    assert matches(t, 1)[0][:2] == (1, 3) and matches(t, 2)[0][:2] == (2, 1)


def test_initial_colour_without_152_is_read_from_round_1():
    notes = []
    t = read_team_trf((DATA / "five-teams.trf").read_text().replace("152 W\n", ""), "x.trf",
                      notes)
    assert t.initial_colour is Colour.WHITE
    assert [str(n) for n in notes] == [
        "x.trf: no 152 line: the initial colour (white) is read from the colour of team 1's "
        "match in round 1"]


def test_differences_from_the_results_are_notes():
    text = (DATA / "five-teams.trf").read_text()
    text = text.replace("TWO     2325    0.0    2.0", "TWO     2325    1.0    2.0")
    text = text.replace("082 5", "082 6")
    notes = []
    read_team_trf(text, "x.trf", notes)
    assert [str(n) for n in notes] == [
        "x.trf: line 37, cols 55-60: team 2 has 1 match points in the file, but the results "
        "give 0",
        "x.trf: line 5: 082 gives 6 as the number of teams; the team records give 5"]


def test_801_is_a_note_and_not_kept():
    text = (DATA / "four-teams.trf").read_text() + "801 anything\n"
    notes = []
    t = read_team_trf(text, "x.trf", notes)
    assert [str(n) for n in notes] == [
        "x.trf: line 26: the 801 record is informative and not kept (Arbiter writes 802 "
        "records from the results)"]
    assert "801" not in write_team_trf(t)


def test_310_points_may_count_the_announced_byes():
    """Team 3 has a half-point bye announced for round 3 (240, not paired): 310's points
    are read with or without it (as 001's points of an individual file; Gacrux 1.11.65 counts
    it: 2/2.5 for team 3), and written without it (the rounds paired)."""
    text = (DATA / "four-teams.trf").read_text()
    with_bye = text.replace("Charlie                                          1.0    1.5",
                            "Charlie                                          2.0    2.5")
    assert with_bye != text
    notes = []
    t = read_team_trf(with_bye, "x.trf", notes)
    assert notes == [] and totals(t)[3] == (1, 1.5)
    assert write_team_trf(t) == text
