"""Every outcome FIDE's rules know (issue #22): ½-0, 0-½, 0-0 after an arbiter's
decision, games of less than one move (TRF-2026 W/D/L), adjourned games.

Expected values are worked by hand from the rule texts named in each test."""

from __future__ import annotations

import pytest

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import RESULT_SPELLINGS, GameResult, Scoring
from arbiter_app.engine.systems.registry import SYSTEMS, TEAM_SYSTEMS, get_system
from arbiter_app.trf import read_trf, write_trf
from tests.builders import boards, parse_round, tournament

KNOWN = [r for r in GameResult if r.is_known]


def test_every_spelling_is_one_outcome_and_every_outcome_has_a_spelling():
    parsed = [GameResult.parse(text) for text in RESULT_SPELLINGS]
    assert len(set(parsed)) == len(parsed)
    assert set(parsed) == set(GameResult) - {GameResult.PENDING}
    assert GameResult.parse("½-0") is GameResult.WHITE_HALF_BLACK_ZERO
    assert GameResult.parse("0 - ½") is GameResult.WHITE_ZERO_BLACK_HALF
    assert GameResult.parse("?") is GameResult.ADJOURNED


def test_each_player_scores_his_own_result():
    # ½-0: white scores a draw's points, black a loss's; 0-0: both a loss's; the TRF
    # cell of each player carries his own result (= for ½, 0 for 0)
    t = tournament(6, ["1-2 1/2-0, 3-4 0-1/2, 5-6 0-0"])
    scores = {n: h.score for n, h in histories(t).items()}
    assert scores == {1: 0.5, 2: 0.0, 3: 0.0, 4: 0.5, 5: 0.0, 6: 0.0}
    t.scoring = Scoring(win=3.0, draw=1.0, loss=0.0, forfeit_win=3.0, pairing_bye=3.0,
                        half_bye=1.0, full_bye=3.0)
    assert {n: h.score for n, h in histories(t).items()}[1] == 1.0
    assert [g.result.codes for g in t.rounds[0].games] == [("=", "0"), ("0", "="),
                                                           ("0", "0")]


def test_an_adjourned_game_scores_the_point_system_x_value():
    # TRF-2026 162: X, an unknown result (e.g. an adjourned game), same as D by default
    t = tournament(2, ["1-2 ?"])
    assert [h.score for h in histories(t).values()] == [0.5, 0.5]
    assert t.rounds[0].complete and not t.rounds[0].final


def _every_outcome():
    results = KNOWN + [GameResult.ADJOURNED, GameResult.PENDING]
    t = tournament(2 * len(results), [", ".join(
        f"{2 * i + 1}-{2 * i + 2} {r.value}" for i, r in enumerate(results))],
        total_rounds=3)
    return t, results


@pytest.mark.parametrize("version", ["trf16", "trf2026"])
def test_every_outcome_round_trips_through_trf(version):
    # issue #22 point 4: each player's own result in his cell, both formats
    t, results = _every_outcome()
    text = write_trf(t, version=version)
    again = read_trf(text)
    assert [g.result for g in again.rounds[0].games] == results
    assert [(g.white, g.black) for g in again.rounds[0].games] == \
        [(g.white, g.black) for g in t.rounds[0].games]
    white = 2 * results.index(GameResult.WHITE_HALF_BLACK_ZERO) + 1
    line = next(x for x in text.splitlines() if x.startswith(f"001 {white:4d}"))
    assert line[91:99] == f"{white + 1:4d} w ="  # white scored ½ of the ½-0 game
    line = next(x for x in text.splitlines() if x.startswith(f"001 {white + 1:4d}"))
    assert line[91:99] == f"{white:4d} b 0"
    adjourned = 2 * results.index(GameResult.ADJOURNED) + 1
    line = next(x for x in text.splitlines() if x.startswith(f"001 {adjourned:4d}"))
    assert line[98] == "?"  # FIDE checklist Q164: an adjourned game is written '?'


def test_lower_case_letter_codes_are_read():
    # TRF-2026: "Letter codes are case-insensitive"
    t = tournament(2, ["1-2 W-L"])
    text = write_trf(t, version="trf2026").replace("   2 w W", "   2 w w").replace(
        "   1 b L", "   1 b l")
    assert read_trf(text).rounds[0].games[0].result is GameResult.WHITE_WINS_UNRATED


def test_an_unknown_result_symbol_is_read_as_an_adjourned_game_with_a_note():
    # FIDE checklist Q166: the importer treats unknown result symbols as unknown
    # results instead of refusing the file
    t = tournament(4, ["1-2 1-0, 3-4 1-0"])
    text = write_trf(t, version="trf2026")
    lines = text.splitlines()  # player 3's points (1.0) cannot be checked: they stay
    for i, line in enumerate(lines):
        if line.startswith("001    3") or line.startswith("001    4"):
            lines[i] = line[:98] + "Q" + line[99:]
    notes: list[str] = []
    again = read_trf("\n".join(lines), "t.trf", notes)
    assert again.rounds[0].games[1].result is GameResult.ADJOURNED
    assert again.rounds[0].games[0].result is GameResult.WHITE_WINS
    number_line = next(i for i, x in enumerate(lines, start=1) if x.startswith("001    3"))
    assert notes[0] == (f"t.trf: line {number_line}, col 99: round 1: result 'Q' of player 3 "
                        "is not a TRF result code; the game with player 4 is read as adjourned "
                        "(its result unknown)")
    assert len(notes) == 2


def test_the_old_bad_result_file_now_reads_with_a_note(data_dir):
    # Q166 again, on a file an earlier release refused: player 2's 'X' in round 3
    from arbiter_app.trf import read_trf_file
    notes: list[str] = []
    t = read_trf_file(data_dir / "trf" / "bad-result-code.trf", notes)
    assert t.rounds[2].game_of(2).result is GameResult.ADJOURNED
    assert [n for n in notes if n.question == "Q166"] == [
        "bad-result-code.trf: line 3, col 119: round 3: result 'X' of player 2 is not a TRF "
        "result code; the game with player 3 is read as adjourned (its result unknown)"]


def test_a_bye_code_beside_an_opponent_is_still_refused():
    from arbiter_app.trf import TrfError
    t = tournament(2, ["1-2 1-0"])
    text = write_trf(t, version="trf16").replace("   2 w 1", "   2 w H")
    with pytest.raises(TrfError, match="'H' is a bye code but an opponent is given"):
        read_trf(text)


# -- the pairing of the next round ----------------------------------------------------------

def test_dutch_half_zero_game_puts_only_white_in_the_half_point_group():
    # C.04.3 (both editions) 1.2 scoregroups by score; 1.4.2 no float between equal
    # scores.  Round 1: 1-3 ½-0, 4-2 0-0.  Scores: 1 ½; 2, 3, 4 0.  Player 1 alone in
    # his group floats down; he has met 3 (C1), so his opponent is 2, the highest of
    # {2, 4}; 3-4 remain.  Colours (C.04.3 E / 4.3): 1 had white -> black, 2 had black
    # -> white; 3 had black -> white, 4 had white -> black.
    for name in ("dutch2026", "dutch2016"):
        t = tournament(4, ["1-3 1/2-0, 4-2 0-0"], total_rounds=3)
        assert boards(get_system(name).pair(t)) == [(2, 1), (3, 4)], name


def test_dutch_double_loss_is_a_game_the_two_players_met_in():
    # 0-0 is a game played over the board (an arbiter's decision after it): C1, the
    # players may not meet again; the pairing-allocated bye goes to the lowest of the
    # lowest group whose absence leaves the rest pairable (C.04.3 2026 C2/C5, 2016 C2/C5).
    # Round 1: 1-2 1-0, 3-4 0-0, 5 bye.  Scores: 1, 5: 1; 2, 3, 4: 0.  Round 2: the
    # bye goes to 4 (lowest; 2-3 have not met); 5-1: 1 had white, 5 had no colour and
    # the higher ranked 1 gets his due colour (black), 5 white; 2-3: 2 had black.
    for name in ("dutch2026", "dutch2016"):
        t = tournament(5, ["1-2 1-0, 3-4 0-0, 5 U"], total_rounds=3)
        pairing = get_system(name).pair(t)
        assert pairing.bye == 4, name
        assert sorted(boards(pairing)) == [(2, 3), (5, 1)], name


@pytest.mark.parametrize("name", [n for n in SYSTEMS if n != "roundrobin" and n not in TEAM_SYSTEMS])
def test_an_adjourned_game_pairs_as_the_draw_would(name):
    # FIDE checklist Q157: an adjourned game is a draw for the pairing; the same
    # tournament with the draw entered gives the same next round
    rounds = ["1-5 1-0, 6-2 0-1, 3-7 1/2, 8-4 0-1", "4-1 1/2, 2-3 1-0, 5-8 1/2, 7-6 0-1"]
    drawn = tournament(8, rounds, total_rounds=5)
    adjourned = tournament(8, rounds, total_rounds=5)
    adjourned.rounds[1] = parse_round("4-1 ?, 2-3 1-0, 5-8 ?, 7-6 0-1")
    system = get_system(name)
    a, b = system.pair(adjourned), system.pair(drawn)
    assert (boards(a), a.bye) == (boards(b), b.bye)


@pytest.mark.parametrize("name", [n for n in SYSTEMS if n != "roundrobin" and n not in TEAM_SYSTEMS])
def test_every_system_reads_half_zero_and_double_loss_as_played_games(name):
    # Every Swiss text forbids a rematch (Dutch C1, Dubov and Lim 2.1/3.1, rating-based
    # B.1): ½-0 and 0-0 games were played, so 1-4, 5-2 and 3-6 do not meet again.  The
    # pairing-allocated bye goes to a player of the lowest score group (C.04.1 c; every
    # system's bye article), here one of 0 points: a ½-0 white (1, ½) is above it, and a
    # 0-0 player scored nothing.  Round 1: 1-4 ½-0, 5-2 0-0, 3-6 1-0, 7 absent (Z).
    t = tournament(7, ["1-4 1/2-0, 5-2 0-0, 3-6 1-0, 7 Z"], total_rounds=5)
    assert {n: h.score for n, h in histories(t).items()} == {
        1: 0.5, 2: 0.0, 3: 1.0, 4: 0.0, 5: 0.0, 6: 0.0, 7: 0.0}
    pairing = get_system(name).pair(t)
    met = {frozenset(p) for p in ((1, 4), (5, 2), (3, 6))}
    assert not met & {frozenset(b) for b in boards(pairing)}
    assert pairing.bye in (2, 4, 5, 6, 7)
