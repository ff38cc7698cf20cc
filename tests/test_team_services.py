"""The team services (issue #37): a six-team, four-board event run through the services, its
values worked by hand from the articles quoted; line-ups, boards, results, forfeits, byes,
withdrawals, and the refusal of individual operations."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.services import NeedsConfirmation, ServiceError, TournamentService
from arbiter_app.services.teams import NewTeamEvent
from tests.team_event_builders import enter_lineups, play, team_event


def matches(pairing) -> set[tuple[int, int]]:
    return {(b.white, b.black) for b in pairing.boards}


def match_of(service, round_no: int, white: int) -> int:
    pairing = service.team_pairing(round_no)
    return next(n for n, b in enumerate(pairing.boards, start=1) if b.white == white)


def totals(service) -> dict[int, tuple[float, float]]:
    from arbiter_app.engine.teams.points import totals as team_totals
    return team_totals(service.team_tournament())


@pytest.fixture
def event(tmp_path):
    with team_event(tmp_path / "league.arbiter") as service:
        yield service


def test_round_1_pairs_the_top_half_against_the_bottom_half(event):
    """C.04.6 3.6.2-3.6.4: one bracket of six teams on 0 points; the first pairing by its
    identifier "1 2 3 4 5 6" is 1-4, 2-5, 3-6.  4.3.1: both teams yet to play, the
    first-team (4.2.3: the smaller TPN) gets the initial colour (White) when its TPN is odd,
    Black when even: 1 and 3 White, 2 Black."""
    enter_lineups(event, 1)
    pairing, warnings = event.pair_next_team_round()
    assert matches(pairing) == {(1, 4), (5, 2), (3, 6)} and pairing.bye is None
    assert warnings == []
    # 352 by default: the white team White on boards 1 and 3, Black on 2 and 4 (team 1's
    # players are 1-5, team 4's 16-20)
    boards = event.match_boards(1, match_of(event, 1, 1))
    assert [(k, w, b) for k, w, b, _r in boards] == [(1, 1, 16), (2, 17, 2), (3, 3, 18),
                                                    (4, 19, 4)]
    assert all(result is GameResult.PENDING for *_x, result in boards)


def test_board_colours_follow_352(tmp_path):
    """TRF-2026 352: the white team's colours board by board (here WWBB)."""
    with team_event(tmp_path / "t.arbiter", teams=2, board_colours="WWBB") as service:
        enter_lineups(service, 1)
        service.pair_next_team_round()
        boards = service.match_boards(1, 1)
    assert [(w, b) for _k, w, b, _r in boards] == [(1, 6), (2, 7), (8, 3), (9, 4)]


def test_the_match_result_follows_its_boards(event):
    """C.07 11.1: the team with more game points wins the match (2 match points, TRF-2026
    362's default), a draw gives 1 each; game points are the sum of the boards."""
    enter_lineups(event, 1)
    event.pair_next_team_round()
    # 1-4: board 1 won by 1's player, 2 drawn, 3 won by 1's player, 4 drawn: 3-1
    # 5-2: every board won by team 2 (boards 2 and 4 have team 2's player as White): 0-4
    # 3-6: four draws: 2-2
    play(event, 1, {match_of(event, 1, 1): "1=1=", match_of(event, 1, 5): "0101",
                    match_of(event, 1, 3): "===="})
    assert totals(event) == {1: (2, 3), 2: (2, 4), 3: (1, 2), 4: (0, 1), 5: (0, 0), 6: (1, 2)}
    assert event.record_board_result(1, match_of(event, 1, 1), 1, GameResult.DRAW) \
        is GameResult.WHITE_WINS  # the previous result, for the undo
    assert totals(event)[1] == (2, 2.5)


def test_a_withdrawn_team_a_forfeit_and_the_pairing_allocated_bye(event):
    enter_lineups(event, 1)
    event.pair_next_team_round()
    play(event, 1, {match_of(event, 1, 1): "1=1=", match_of(event, 1, 5): "0101",
                    match_of(event, 1, 3): "===="})
    assert event.withdraw_team(6) == 2
    enter_lineups(event, 2)
    pairing, _ = event.pair_next_team_round()
    # 3.4: five teams; the lowest score (0: teams 4 and 5), as many matches played, the
    # largest TPN: team 5.  1-2 (the 2-point group), then 3 with upfloater 4 (3.5).
    # Colours: 4.3.5, the lower colour difference White (2: -1 against 1: +1; 4: -1
    # against 3: +1); 4.2.2 makes 2 the first-team (4 GP to 3), which 4.3.5 precedes
    assert pairing.bye == 5 and matches(pairing) == {(2, 1), (4, 3)}
    event.forfeit_match(2, match_of(event, 2, 2), "+-")
    play(event, 2, {match_of(event, 2, 4): "1111"})  # boards 1, 3 to 4; 2, 4 to 3: 2-2
    # the forfeited match: TW and 4 x 162 W (1) to team 2, nothing to team 1; the PAB
    # (C.04.6 1.4): a drawn match's points, TD and half of the 4 boards; team 6 absent
    assert totals(event) == {1: (2, 3), 2: (4, 8), 3: (2, 4), 4: (1, 3), 5: (1, 2), 6: (1, 2)}
    enter_lineups(event, 3)
    pairing, _ = event.pair_next_team_round()
    # [C2]: team 5 had the PAB; of the others the lowest score is team 4's (1)
    assert pairing.bye == 4
    # 2 (4 points) takes the upfloater 1 (3.5.3-3.5.5: 1 and 3 on 2 points, 1 first; a
    # forfeited match does not count for [C1]), then 3-5; colours 4.3.5 (2: -1 against 1:
    # +1, the forfeited match giving no colour, 1.6.1; 3: 0 against 5: +1)
    assert matches(pairing) == {(2, 1), (3, 5)}
    play(event, 3, {match_of(event, 3, 2): "====", match_of(event, 3, 3): "1=1="})
    standings = event.team_standings()
    # by match points, then MPVGP (game points): 5 before 6 on 1 point (3 GP to 2)
    assert [(r.number, r.points) for r in standings.rows] == [
        (2, 5), (3, 4), (1, 3), (4, 2), (5, 1), (6, 1)]
    assert totals(event) == {1: (3, 5), 2: (5, 10), 3: (4, 7), 4: (2, 5), 5: (1, 3),
                             6: (1, 2)}


def test_a_double_forfeit_gives_nothing(event):
    """TRF-2026 330 ``--``: both teams lose by forfeit (TL and 4 x 162 A: 0)."""
    enter_lineups(event, 1)
    event.pair_next_team_round()
    match = match_of(event, 1, 1)
    assert event.forfeit_match(1, match, "--") == ""
    assert totals(event)[1] == (0, 0) and totals(event)[4] == (0, 0)
    assert event.match_boards(1, match)[0][3] is None  # no games any more
    event.cancel_match_forfeit(1, match)  # the undo: the boards again, no result
    assert [r for *_x, r in event.match_boards(1, match)] == [GameResult.PENDING] * 4


def test_a_forfeit_over_results_asks_first(event):
    enter_lineups(event, 1)
    event.pair_next_team_round()
    match = match_of(event, 1, 1)
    event.record_board_result(1, match, 1, GameResult.WHITE_WINS)
    with pytest.raises(NeedsConfirmation) as info:
        event.forfeit_match(1, match, "-+")
    assert info.value.warnings[0].code == "forfeit-removes-results"
    assert event.match_boards(1, match)[0][3] is GameResult.WHITE_WINS  # nothing changed
    event.forfeit_match(1, match, "-+", confirm=True)
    assert totals(event)[4] == (2, 4) and totals(event)[1] == (0, 0)


def test_a_lineup_out_of_the_roster_order_needs_a_confirmation(event):
    team = event.team_tournament().teams[1]  # players 1-5
    with pytest.raises(NeedsConfirmation) as info:
        event.set_lineup(1, 1, [2, 1, 3, 4])
    assert [w.code for w in info.value.warnings] == ["lineup-order"]
    assert event.lineup(1, 1) == (team.roster[:4], False)  # nothing entered
    before, warnings = event.set_lineup(1, 1, [2, 1, 3, 4], confirm=True)
    assert before is None and [w.code for w in warnings] == ["lineup-order"]
    assert event.lineup(1, 1) == ((2, 1, 3, 4), True)
    # an empty board above an occupied one is a notice; a reserve in the roster's order is
    # fine; a player of another team, or twice, is refused
    before, warnings = event.set_lineup(1, 1, [1, 0, 3, 5])
    assert before == (2, 1, 3, 4) and [w.code for w in warnings] == ["lineup-gap"]
    with pytest.raises(ServiceError, match="not on the roster of team 1"):
        event.set_lineup(1, 1, [1, 2, 3, 6])
    with pytest.raises(ServiceError, match="twice"):
        event.set_lineup(1, 1, [1, 1])


def test_pairing_with_proposed_lineups_asks_first(event):
    """No line-up entered: the last round's is proposed (round 1: the first four players),
    a level 3 warning; nothing is paired until it is confirmed."""
    with pytest.raises(NeedsConfirmation) as info:
        event.pair_next_team_round()
    assert [w.code for w in info.value.warnings] == ["lineup-proposed"]
    assert event.team_tournament().rounds == []
    event.pair_next_team_round(confirm=True)
    assert event.lineup(1, 4) == ((16, 17, 18, 19), True)  # the proposal is kept
    play(event, 1, {1: "====", 2: "====", 3: "===="})
    event.set_lineup(2, 1, [1, 2, 3, 5])
    with pytest.raises(NeedsConfirmation) as info:
        event.pair_next_team_round()
    assert "teams 2, 3, 4, 5, 6" in info.value.warnings[0].text  # team 1 entered its own
    event.pair_next_team_round(confirm=True)
    assert event.lineup(2, 2) == ((6, 7, 8, 9), True)  # round 1's


def test_a_lineup_changed_after_pairing_remakes_the_boards(event):
    enter_lineups(event, 1)
    event.pair_next_team_round()
    match = match_of(event, 1, 1)
    event.set_lineup(1, 4, [16, 17, 18, 20])  # the reserve on board 4
    assert [(w, b) for _k, w, b, _r in event.match_boards(1, match)][3] == (20, 4)
    # board 4 left empty: team 1's player wins it by forfeit (no game, 162 W: 1 point)
    event.set_lineup(1, 4, [16, 17, 18, 0])
    boards = event.match_boards(1, match)
    assert boards[3] == (4, 0, 4, None)
    # board 1 won by team 1's player (White), board 2 by team 1's (Black: White lost),
    # board 3 by team 4's: 2 + the forfeit 1 = 3 game points to 1
    play(event, 1, {match: "100", match_of(event, 1, 5): "====",
                    match_of(event, 1, 3): "===="})
    assert totals(event)[1] == (2, 3) and totals(event)[4] == (0, 1)
    with pytest.raises(ServiceError, match="has results"):
        event.set_lineup(1, 4, [16, 17, 18, 19])
    with pytest.raises(ServiceError, match="no game"):
        event.record_board_result(1, match, 4, GameResult.DRAW)


def test_a_team_bye_requested_for_a_round_to_come(event):
    """A full-point bye (TRF-2026 240 F): the points of a won match, 4 x 162 W."""
    assert event.request_team_bye(6, 1, ByeKind.FULL_POINT) is None
    enter_lineups(event, 1)
    pairing, _ = event.pair_next_team_round()
    assert 6 not in {n for b in pairing.boards for n in (b.white, b.black)}
    assert pairing.bye == 5  # five teams to pair: the largest TPN on 0 points (3.4.4)
    assert totals(event)[6] == (2, 4)
    with pytest.raises(ServiceError, match="paired"):
        event.cancel_team_bye(6, 1)
    with pytest.raises(ServiceError, match="pairing-allocated"):
        event.request_team_bye(1, 2, ByeKind.PAIRING_ALLOCATED)


def test_every_change_has_its_undo(event):
    team, players = event.remove_team(6)
    assert 6 not in event.team_tournament().teams
    event.restore_team(team, players)
    assert event.team_tournament().teams[6] == team
    place, player = event.remove_team_player(1, 5)
    assert place == 5 and 5 not in event.team_tournament().individuals.players
    event.restore_team_player(1, player, place)
    assert event.team_tournament().teams[1].roster == (1, 2, 3, 4, 5)
    assert event.set_roster_order(1, [2, 1, 3, 4, 5]) == (1, 2, 3, 4, 5)
    event.set_roster_order(1, [1, 2, 3, 4, 5])
    enter_lineups(event, 1)
    event.pair_next_team_round()
    event.unpair_last_team_round()
    t = event.team_tournament()
    assert t.rounds == [] and t.individuals.rounds == []
    assert event.lineup(1, 1) == ((1, 2, 3, 4), True)  # the line-ups entered stay
    event.withdraw_team(3)
    event.readmit_team(3)
    assert event.team_tournament().players[3].withdrawn_from is None
    assert event.edit_team(2, name="Club Two").name == "Club Two"
    assert [e.action for e in event.audit_log()][-3:] == ["withdraw team", "readmit team",
                                                          "edit team"]


def test_a_team_that_played_is_withdrawn_not_removed(event):
    enter_lineups(event, 1)
    event.pair_next_team_round()
    with pytest.raises(ServiceError, match="withdraw it"):
        event.remove_team(1)
    with pytest.raises(ServiceError, match="line-up of round 1"):
        event.remove_team_player(1, 1)


def test_changing_an_older_round_asks_first(event):
    enter_lineups(event, 1)
    event.pair_next_team_round()
    play(event, 1, {1: "====", 2: "====", 3: "===="})
    enter_lineups(event, 2)
    event.pair_next_team_round()
    with pytest.raises(NeedsConfirmation) as info:
        event.record_board_result(1, 1, 1, GameResult.WHITE_WINS)
    assert info.value.warnings[0].code == "older-round-result"
    event.record_board_result(1, 1, 1, GameResult.WHITE_WINS, confirm=True)
    with pytest.raises(ServiceError, match="without their results"):
        event.pair_next_team_round()


def test_individual_operations_are_refused_in_a_team_event_and_back(event, tmp_path):
    for call in (lambda: event.add_player("Someone"), event.pair_next_round,
                 lambda: event.record_result(1, 1, GameResult.DRAW),
                 lambda: event.export_trf_text("trf2026"), event.settings):
        with pytest.raises(ServiceError, match="is a team event"):
            call()
    from arbiter_app.services import NewTournament
    with TournamentService.create(tmp_path / "open.arbiter",
                                  NewTournament("Open", 5, "dutch2026")) as single:
        assert not single.is_team_event
        with pytest.raises(ServiceError, match="not a team event"):
            single.add_team("Club")


def test_the_settings_of_a_team_event(tmp_path):
    with pytest.raises(ServiceError, match="boards of a match"):
        TournamentService.create_team_event(tmp_path / "x.arbiter",
                                            NewTeamEvent("X", 5, boards=0))
    with pytest.raises(ServiceError, match="352"):
        TournamentService.create_team_event(tmp_path / "x.arbiter",
                                            NewTeamEvent("X", 5, board_colours="WXB"))
    with team_event(tmp_path / "t.arbiter", teams=4, colour_type="B", primary="GP",
                    match_points=(3, 1, 0)) as service:
        s = service.team_event_settings()
        assert (s.boards, s.colour_type, s.primary, s.match_points) == (4, "B", "GP",
                                                                        (3, 1, 0))
        service.update_team_settings(boards=6, name="League B")
        enter_lineups(service, 1)
        service.pair_next_team_round()
        with pytest.raises(ServiceError, match="fixed once round 1"):
            service.update_team_settings(boards=4)
        with pytest.raises(NeedsConfirmation):
            service.update_team_settings(colour_type="A")
        assert service.update_team_settings(city="Utrecht") == []


def test_rosters_from_a_csv_file(event, tmp_path):
    from arbiter_app.services.teams.roster_import import read_roster_text
    entries = read_roster_text("Team;Board;Name;Elo;FIDE ID\n"
                               "Club 7;2;Doe, Jo;2100;\nClub 7;1;Roe, Al;2150;123\n"
                               "Club 1;;Poe, Ed;1900;\n", "rosters.csv")
    added_teams, players = event.add_team_players(entries)
    t = event.team_tournament()
    assert [team.name for team in added_teams] == ["Club 7"]
    by_name = {p.name: p.number for p in t.individuals.players.values()}
    assert t.teams[7].roster == (by_name["Roe, Al"], by_name["Doe, Jo"])
    assert t.teams[1].roster[-1] == by_name["Poe, Ed"]
    with pytest.raises(ServiceError, match="line 2: board 'x'"):
        read_roster_text("Team,Board,Name\nClub 1,x,\"Lee, Ann\"\n", "bad.csv")
