"""The tournament model: results, scoring, who is to be paired, truncation."""

from dataclasses import replace

import pytest

from arbiter_app.engine.model import ByeKind, GameResult, Scoring
from tests.builders import tournament


@pytest.mark.parametrize("typed, result", [
    ("1-0", GameResult.WHITE_WINS), ("0-1", GameResult.BLACK_WINS), ("1/2", GameResult.DRAW),
    ("=", GameResult.DRAW), ("+-", GameResult.WHITE_FORFEIT_WIN),
    ("-+", GameResult.BLACK_FORFEIT_WIN), ("--", GameResult.DOUBLE_FORFEIT),
    (" 1 - 0 ", GameResult.WHITE_WINS)])
def test_results_parse_as_arbiters_type_them(typed, result):
    assert GameResult.parse(typed) is result


def test_an_unknown_result_is_refused_with_the_accepted_forms():
    with pytest.raises(ValueError, match="unknown result '2-0'.*1-0, 0-1, 1/2"):
        GameResult.parse("2-0")


def test_trf_codes_round_trip_for_every_result():
    for result in GameResult:
        assert GameResult.from_codes(*result.codes) is result


def test_forfeits_are_not_played_games():
    # swiss-rating-1998 F.2: "pairing not actually played, or lost by one of the players due to
    # arriving late or not at all, will not be taken into account with respect to colour"
    assert not GameResult.WHITE_FORFEIT_WIN.is_played
    assert not GameResult.DOUBLE_FORFEIT.is_played
    assert GameResult.DRAW_UNRATED.is_played


def test_scoring_follows_basic_rule_c_unless_the_regulations_say_otherwise():
    # C.04.1.c: the bye gives "as many points as are rewarded for a win, unless the regulations
    # of the tournament state otherwise"
    default = Scoring()
    assert default.for_bye(ByeKind.PAIRING_ALLOCATED) == default.win == 1.0
    three_one = Scoring(win=3, draw=1, forfeit_win=3, pairing_bye=3, half_bye=1, full_bye=3)
    assert three_one.for_code("=") == 1 and three_one.for_code("U") == 3


def test_players_to_pair_leave_out_withdrawn_late_and_absent_players():
    t = tournament(6, ["1-4 1-0, 2-5 1-0, 3-6 1/2"])
    t.players[2] = replace(t.players[2], withdrawn_from=2)
    t.players[6] = replace(t.players[6], entry_round=3)
    t.requested_byes[2] = {3: ByeKind.HALF_POINT}
    assert t.players_to_pair() == [1, 4, 5]
    assert t.players_to_pair(3) == [1, 3, 4, 5, 6]


def test_truncated_turns_the_next_rounds_announced_byes_into_requests():
    t = tournament(5, ["1-3 1-0, 2-4 0-1, 5 U", "4-1 1/2, 5-2 1-0, 3 H"])
    before_two = t.truncated(1)
    assert before_two.rounds_played == 1
    assert before_two.requested_byes == {2: {3: ByeKind.HALF_POINT}}
    assert before_two.players_to_pair() == [1, 2, 4, 5]
    # the original is untouched
    assert t.rounds_played == 2 and t.requested_byes == {}


def test_add_round_folds_in_the_requested_byes():
    t = tournament(3)
    t.requested_byes[1] = {3: ByeKind.ZERO_POINT}
    from tests.builders import parse_round
    t.add_round(parse_round("1-2 *"))
    assert t.round(1).byes == {3: ByeKind.ZERO_POINT}
    assert t.requested_byes == {}
