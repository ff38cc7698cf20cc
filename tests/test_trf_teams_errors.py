"""Team files that do not fit together: one clear error each, naming the line and columns
(or the round), the teams and the players (issue #37; docs/trf.md "Team files").

The files are small: three teams of two players (T1: 1, 2; T2: 3, 4; T3: 5, 6), two boards
(352 WB), one round in which T1 (White on board 1) meets T2 and T3 has the pairing-allocated
bye; each test changes one thing.
"""

from __future__ import annotations

import pytest

from arbiter_app.trf import TrfError, read_team_trf, read_trf

NAMES = {1: "Alpha One", 2: "Alpha Two", 3: "Beta One", 4: "Beta Two", 5: "Gamma One",
         6: "Gamma Two"}


def player(number: int, cell: str) -> str:
    """A 001 record at the columns of TRF-2026 (points left blank: not checked here)."""
    return f"001 {number:4d}      {NAMES[number]:<33} {2000 - number:4d} ABC" + " " * 33 + cell


def team(number: int, name: str, roster: tuple[int, ...]) -> str:
    return f"310 {number:3d} {name:<32}" + " " * 33 + " ".join(f"{p:4d}" for p in roster)


CELLS = {1: "     3 w 1", 2: "     4 b =", 3: "     1 b 0", 4: "     2 w =",
         5: "  0000 - Z", 6: "  0000 - Z"}
TEAMS = [team(1, "Alpha", (1, 2)), team(2, "Beta", (3, 4)), team(3, "Gamma", (5, 6))]


def text(cells: dict | None = None, teams: list | None = None, records: tuple = (),
         head: tuple = ("012 Errors", "192 FIDE_TEAM_TYPEA_MP_GP", "352 WB")) -> str:
    cells = {**CELLS, **(cells or {})}
    lines = list(head) + [player(n, cells[n]) for n in sorted(cells)]
    lines += teams if teams is not None else TEAMS
    lines += ["320  1.0  1.0 003", *records]
    return "\n".join(lines) + "\n"


def error(data: str) -> str:
    with pytest.raises(TrfError) as caught:
        read_team_trf(data, "t.trf")
    return str(caught.value)


def test_the_base_file_reads():
    t = read_team_trf(text(), "t.trf")
    assert [(g.white, g.black) for g in t.round(1).games] == [(1, 2)]


def test_a_player_in_two_teams():
    teams = [team(1, "Alpha", (1, 2)), team(2, "Beta", (3, 4, 1)), team(3, "Gamma", (5, 6))]
    assert error(text(teams=teams)) == (
        "t.trf: line 11, cols 84-87: player 1 is on the rosters of teams 1 (line 10) and 2")


def test_a_game_between_two_players_of_one_team():
    cells = {1: "     2 w 1", 2: "     1 b 0", 3: "     4 w =", 4: "     3 b ="}
    assert error(text(cells)) == "t.trf: round 1: players 1 and 2 of team 1 play each other"


def test_a_team_meeting_two_teams():
    cells = {2: "     6 b =", 6: "     2 w =", 4: "  0000 - Z"}
    message = error(text(cells, records=("320  1.0  1.0 000",)).replace("320  1.0  1.0 003\n",
                                                                         ""))
    assert message == "t.trf: round 1: team 1 meets teams 2 and 3"


def test_a_lineup_longer_than_the_boards():
    message = error(text(records=("300 001 001 002 0001 0002 0000",)))
    assert message == ("t.trf: line 14: 300: the line-up of team 1 in round 1 is longer (3) "
                       "than a match's boards (2)")


def test_a_lineup_naming_a_player_of_another_team():
    message = error(text(records=("300 001 001 002 0001 0005",)))
    assert message == ("t.trf: line 14: 300: player 5 is on the line-up of team 1 in round 1, "
                       "but not on its roster (310)")


def test_boards_out_of_roster_order_need_a_300_record():
    cells = {1: "     4 w 1", 4: "     1 b 0", 3: "     2 w =", 2: "     3 b ="}
    assert error(text(cells)) == (
        "t.trf: round 1: board 1 of team 1 is player 1, who plays player 4, but board 1 of team "
        "2 is player 3; without a 300 record the boards are the players in roster order")
    t = read_team_trf(text(cells, records=("300 001 002 001 0004 0003",)), "t.trf")
    assert t.lineups[(1, 2)] == (4, 3) and t.lineups[(1, 1)] == (1, 2)


def test_a_forfeited_match_naming_no_team():
    message = error(text(records=("330 +- 001 001 009",)))
    assert message == "t.trf: line 14, cols 16-18: 330 names team 9, which is not a team (310)"


def test_a_forfeited_match_against_the_board_colours():
    message = error(text(records=("330 -+ 001 002 001",)))
    assert message == ("t.trf: line 14: 330 gives team 2 White against team 1 in round 1, but "
                       "the board colours give it Black (C.04.6 1.6.1)")


def test_a_match_without_games_needs_a_330_record():
    cells = {n: "  0000 - Z" for n in (1, 2, 3, 4)}
    records = ("300 001 001 002 0001 0002", "300 001 002 001 0003 0004")
    assert error(text(cells, records=records)) == (
        "t.trf: line 14: 300: team 1 plays team 2 in round 1 by its 300 record, but no game "
        "and no 330 record pairs them")


def test_a_board_forfeit_without_a_match():
    cells = {5: "  0000 - +", 6: "  0000 - +"}
    message = error(text(cells).replace("320  1.0  1.0 003", "320  1.0  1.0 000"))
    assert message == ("t.trf: round 1: player 5 of team 3 has a board decided by forfeit "
                       "(0000 - +), but team 3 plays no match (no game, no 330 record)")


def test_the_pab_of_320_and_of_the_cells_disagree():
    cells = {5: "  0000 - U", 6: "  0000 - U"}
    message = error(text(cells).replace("320  1.0  1.0 003", "320  1.0  1.0 001"))
    assert message == ("t.trf: line 13: 320 gives the pairing-allocated bye of round 1 to team 1, "
                       "but players of team 3 have it (U)")


def test_a_bye_for_a_team_that_plays():
    message = error(text(records=("240 F 001    2",)))
    assert message == "t.trf: line 14: 240 gives team 2 a F bye in round 1, but it plays team 1"


def test_a_bye_naming_no_team():
    message = error(text(records=("240 H 002    7",)))
    assert message == "t.trf: line 14, cols 11-14: 240 names team 7, which is not a team (310)"


def test_299_for_another_result():
    message = error(text(records=("299 W   3.0   2.0  001    3",)))
    assert message == ("t.trf: line 14: 299 gives team 3 the points of a result W in round 1, "
                       "but its result in round 1 is U")


@pytest.mark.parametrize("line, expected", [
    ("310   x Alpha", "t.trf: line 10, cols 5-7: 310: team pairing number 'x' is not a number "
                      "from 1 to 999"),
    ("362 TX 2.0", "t.trf: line 1, cols 5-10: 362: expected a symbol (TW, TD or TL) followed by "
                   "its match points, e.g. '362 TW 3.0   TD 1.0   TL 0.0'"),
    ("352 WBX", "t.trf: line 1, cols 5-7: 352: expected the boards' colours, W or B each, e.g. "
                "'352 WBWB'"),
    ("330 ++ 001 001 002", "t.trf: line 1, cols 5-6: 330: '++' is not a forfeit; expected +- "
                           "(the white team wins), -+ (the black team wins) or -- (double "
                           "forfeit)"),
    ("299 Q   1.0", "t.trf: line 1, col 5: 299: 'Q' is not a kind of assignment; expected W, D, "
                    "L, F, H, Z, +, - or blank (a penalty or bonus)"),
    ("192 FIDE_DUTCH_2025", "t.trf: line 1, cols 5-19: 192: 'FIDE_DUTCH_2025' is not a team "
                            "competition's code of the Tournament-Type Code Table; expected e.g. "
                            "FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_TYPEB_MP, FIDE_TEAM_MP_GP_BAKU"),
])
def test_a_malformed_record(line, expected):
    data = text()
    if line.startswith("310"):
        data = data.replace(TEAMS[0][:13], line)
    else:
        data = data.replace("012 Errors", line) if not line.startswith(("352", "192")) else \
            "012 Errors\n" + data.split("\n", 1)[1].replace(line[:3] + " ", "### ", 1)
        if line.startswith(("352", "192")):
            data = line + "\n" + data
    assert error(data) == expected


def test_a_team_code_in_a_file_without_teams():
    data = "012 x\n192 FIDE_TEAM_TYPEA_MP_GP\n" + player(1, "") + "\n"
    with pytest.raises(TrfError) as caught:
        read_trf(data, "i.trf")
    assert str(caught.value) == ("i.trf: line 2, cols 5-25: 192: FIDE_TEAM_TYPEA_MP_GP is the "
                                 "code of a team competition, but the file has no team records "
                                 "(310)")


def test_forfeits_without_colours():
    """TRF-2026's colour column is the "scheduled colour or forfeit": ``   3 - +`` is a
    forfeit against player 3 without colours (Sharly-Chess's fork writes them so).  Read
    with provisional colours; here no game has colours, so the match is not played (C.04.6
    1.6.1) and each team won one board: 1 game point each, a draw."""
    cells = {1: "     3 - +", 3: "     1 - -", 2: "     4 - -", 4: "     2 - +"}
    data = text(cells)
    t = read_team_trf(data, "t.trf")
    assert t.colourless == {(1, 1), (1, 2), (1, 3), (1, 4)}
    game = t.round(1).games[0]
    assert (game.white, game.black) == (1, 2) and game.result.value == "1/2"
    assert t.game_points[(1, 1)] == t.game_points[(1, 2)] == 1.0
    from arbiter_app.trf import write_team_trf
    written = write_team_trf(t)
    assert all(cell in written for cell in cells.values())
