"""A forfeited match (TRF-2026 330) recorded in Arbiter gives the winning team's fielded
players a board won by forfeit each, in the event itself as in its TRF export:

* C.07 2026 11.1.2: "the game points of a team ... are the sum of the individual points
  that each player of the team scores";
* TRF-2026 162 (valid also for game points in team competitions): ``W`` "win OTB or by
  forfeit";
* a forfeit is not a rated game (FIDE Rating Regulations: only games played are rated).

So with 2 boards and 162's default W = 1, the winner's 2 game points are its two players'
1 + 1; each is on the board of his line-up with one round, 1 point and no game over the
board (board standings, C.07 10: forfeits left out of the performance); the loser's players
score nothing and sit on no board."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind
from arbiter_app.services import TournamentService
from tests.team_event_builders import enter_lineups, play, team_event


def _rows(service) -> dict[int, list[tuple]]:
    """Board -> (player, team, rounds, points, games, performance) of each row."""
    return {b.board: sorted((r.player, r.team, r.rounds, r.points, r.games, r.performance)
                            for r in b.rows) for b in service.team_board_standings()}


@pytest.fixture
def event(tmp_path):
    # 4 teams of 2 boards and a reserve (team k: players 3k-2, 3k-1, 3k); round 1 with
    # every team's first two players, except the winner-to-be, which fields its reserve
    # on board 1 and its first player on board 2 (a line-up out of the roster's order)
    service = team_event(tmp_path / "T.arbiter", teams=4, boards=2, rounds=3)
    enter_lineups(service, 1)
    service.pair_next_team_round(confirm=True)
    yield service
    service.close()


def _forfeit_second_match(service, code="-+"):
    pairing = service.team_pairing(1)
    white, black = pairing.boards[1].white, pairing.boards[1].black
    winner = black if code == "-+" else white
    roster = service.team_tournament().teams[winner].roster
    service.set_lineup(1, winner, (roster[2], roster[0]), confirm=True)
    play(service, 1, {1: "1="})
    service.forfeit_match(1, 2, code, confirm=True)
    return white, black, winner, roster


def test_the_winner_s_players_win_their_boards_by_forfeit(event):
    white, black, winner, roster = _forfeit_second_match(event)
    loser = white
    t = event.team_tournament()
    reserve, first = roster[2], roster[0]
    # the store holds them: their individual full-point byes (162 W), not rated
    people = event.tournament().rounds[0]
    assert people.byes.get(reserve) is ByeKind.FULL_POINT
    assert people.byes.get(first) is ByeKind.FULL_POINT
    assert roster[1] not in people.byes  # not on the line-up
    assert t.board_forfeits == {(1, reserve): "+", (1, first): "+"}
    # 11.1.2: 2 game points, 1 + 1 of its two players; TW = 2 match points; the loser 0
    assert t.game_points[(1, winner)] == 2.0 and t.match_points[(1, winner)] == 2.0
    assert t.game_points[(1, loser)] == 0.0
    assert t.lineups[(1, winner)] == (reserve, first)  # its line-up's boards
    boards = _rows(event)
    # board 1: the reserve, 1 round, 1 point, no game, no performance (no rated game)
    assert (reserve, winner, 1, 1.0, 0, None) in boards[1]
    assert (first, winner, 1, 1.0, 0, None) in boards[2]
    loser_players = set(t.teams[loser].roster)
    assert not loser_players & {row[0] for rows in boards.values() for row in rows}


def test_the_forfeit_is_not_rated(event):
    from arbiter_app.services.ratings import changes
    _white, _black, _winner, roster = _forfeit_second_match(event)
    rated = changes(event.tournament())
    assert rated[roster[0]].count == 0 and rated[roster[2]].count == 0
    assert rated[roster[0]].change in (None, 0)


def test_export_and_import_give_the_same_event_and_file(event, tmp_path):
    _forfeit_second_match(event)
    text = event.export_team_trf_text()
    before = _rows(event)
    first = tmp_path / "e1.trf"
    first.write_text(text, encoding="utf-8")
    copy = TournamentService.import_trf(first, tmp_path / "copy.arbiter", None,
                                        confirm=True)
    try:
        assert _rows(copy) == before
        t, u = event.team_tournament(), copy.team_tournament()
        assert u.game_points == t.game_points and u.board_forfeits == t.board_forfeits
        assert u.lineups == t.lineups
        assert copy.export_team_trf_text() == text  # byte for byte
    finally:
        copy.close()
    # the line-up out of the roster's order is a 300 record (TRF-2026: "a different board
    # order than defined in record 310")
    assert any(line.startswith("300") for line in text.splitlines())


def test_another_winner_then_cancel_then_undo(event):
    white, black, winner, roster = _forfeit_second_match(event, "-+")
    before = _rows(event)
    # the other team wins it after all: the boards go to its players (no line-up change:
    # its first two players), the first winner's go
    event.forfeit_match(1, 2, "+-", confirm=True)
    t = event.team_tournament()
    other = t.teams[white].roster
    assert t.board_forfeits == {(1, other[0]): "+", (1, other[1]): "+"}
    assert not set(roster) & set(event.tournament().rounds[0].byes)
    # a double forfeit: no board (0 game points either way)
    event.forfeit_match(1, 2, "--", confirm=True)
    assert event.team_tournament().board_forfeits == {}
    assert not event.tournament().rounds[0].byes
    # cancelled: the match's boards again from the line-ups, no result, no forfeit board
    event.cancel_match_forfeit(1, 2)
    t = event.team_tournament()
    assert t.board_forfeits == {} and not event.tournament().rounds[0].byes
    boards = event.match_boards(1, 2)
    assert [b[3] is not None and not b[3].is_known for b in boards] == [True, True]
    assert {b[1] for b in boards} | {b[2] for b in boards} == {roster[2], roster[0],
                                                               *other[:2]}
    # its undo (the forfeit recorded again) gives the boards back
    event.forfeit_match(1, 2, "-+", confirm=True)
    assert _rows(event) == before


def test_an_arbiter_made_forfeit_from_the_line_ups_gives_the_boards_too(tmp_path):
    # the pairing saves as forfeited a match whose line-ups give no game (docs/teams.md):
    # team 4 enters an empty line-up, its opponent wins by forfeit with its two players
    service = team_event(tmp_path / "T.arbiter", teams=4, boards=2, rounds=3)
    try:
        enter_lineups(service, 1)
        service.set_lineup(1, 4, (0, 0), confirm=True)
        service.pair_next_team_round(confirm=True)
        t = service.team_tournament()
        match = t.rounds[0].game_of(4)
        other = match.opponent_of(4)
        assert match.result.is_forfeit
        assert t.board_forfeits == {(1, p): "+" for p in t.teams[other].roster[:2]}
        assert t.game_points[(1, other)] == 2.0
    finally:
        service.close()


def test_a_line_up_change_that_forfeits_the_match_gives_its_new_players_the_boards(tmp_path):
    # 3 boards; team B fields one player (board 1), team A three; A then empties its
    # board 1: no board has two players, so the match is forfeited, A winning it with the
    # two players it fields now (2 against 1), each winning his board by forfeit
    service = team_event(tmp_path / "T.arbiter", teams=4, boards=3, rounds=3)
    try:
        enter_lineups(service, 1)
        service.pair_next_team_round(confirm=True)
        first = service.team_pairing(1).boards[0]
        a, b = first.white, first.black
        t = service.team_tournament()
        service.set_lineup(1, b, (t.teams[b].roster[0], 0, 0), confirm=True)
        roster = t.teams[a].roster
        service.set_lineup(1, a, (0, roster[1], roster[2]), confirm=True)
        t = service.team_tournament()
        assert t.rounds[0].games[0].result.is_forfeit
        assert t.board_forfeits == {(1, roster[1]): "+", (1, roster[2]): "+"}
        assert t.lineups[(1, a)] == (0, roster[1], roster[2])
    finally:
        service.close()
