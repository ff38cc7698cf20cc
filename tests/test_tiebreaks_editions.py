"""The editions of C.07 side by side (arbiter_app/engine/tiebreaks/editions.py).

Which edition applies is decided by the tournament's start date (record 042) as
FIDE's tie-break checker decides it; the arbiter may name one instead
(``TiebreakOptions(rules=...)``, the stored ``tiebreaks.rules``, the CLI's
``--tiebreak-rules``).  The one rule that changes values between them is the
2026 cap on the dummy opponent (16.4.1, 16.4.2); every value below is worked by
hand and was also given, value for value, by FIDE's checker (Gacrux) when it was
written (run outside the project; see tests/data/tiebreaks/README.md).
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.tiebreaks import (EDITIONS, OPTION_RULES, TiebreakOptions,
                                          compute_standings, edition_for, edition_named,
                                          edition_of)
from tests.builders import tournament
from tests.test_tiebreaks_own import every_kind
from tests.test_tiebreaks_tec_exercise import ROUNDS as EXERCISE_ROUNDS

C2023, C2024, C2026 = (TiebreakOptions(rules=name) for name in ("2023", "2024", "2026"))


def values(tiebreak: str, t, options) -> dict[int, float]:
    standings = compute_standings(t, [tiebreak], options)
    return {row.number: row.values[0] for row in standings.rows}


# -- which edition --------------------------------------------------------------

@pytest.mark.parametrize("start, name", [
    ("2023/09/01", "2023"),   # applied from 1 September 2023 (FIDE events) ...
    ("2024/04/01", "2023"),   # ... and from 1 April 2024 (every rated tournament)
    ("2024/07/31", "2023"),
    ("2024/08/01", "2024"),   # approved 29 July 2024, applied from 1 August 2024
    ("2026/02/28", "2024"),   # "effective from 1 August 2024 till 28 February 2026"
    ("2026/03/01", "2026"),   # approved 2 February 2026, applied from 1 March 2026
    ("2026-11-25", "2026"),   # any year-first spelling
    ("2022/05/01", "2023"),   # before C.07 2023: its earliest implemented edition
    ("", "2026"),             # no start date: the edition in force today, the newest
    ("someday", "2026"),
])
def test_the_start_date_picks_the_edition(start, name):
    assert edition_for(start).name == name


def test_only_the_2026_edition_caps_the_dummy_and_2024_renames_ge():
    assert [EDITIONS[n].dummy_capped for n in EDITIONS] == [False, False, True]
    assert [EDITIONS[n].elected_acronym for n in EDITIONS] == ["GE", "REP", "REP"]
    with pytest.raises(ValueError, match="2023, 2024, 2026"):
        edition_named("2025")


def test_the_arbiters_choice_overrides_the_start_date():
    t = every_kind()  # starts 2024/02/01: 2023
    assert edition_of(t).name == "2023"
    t.options[OPTION_RULES] = "2026"
    assert edition_of(t).name == "2026"
    assert compute_standings(t, ["BH"]).edition.name == "2026"
    assert edition_of(t, C2024).name == "2024"
    t.options[OPTION_RULES] = "1999"
    with pytest.raises(ValueError, match="tiebreaks.rules"):
        compute_standings(t, [])


def test_the_standings_say_which_edition_and_why():
    t = every_kind()
    s = compute_standings(t, ["GE"])
    assert s.rules_note == ("Tie-break rules: C.07 2023 (approved 1 August 2023, applied from "
                            "1 September 2023 / 1 April 2024), by the start date")
    assert s.headers()[-1] == "GE"
    s = compute_standings(t, ["REP"], C2026)
    assert s.rules_note.startswith("Tie-break rules: C.07 2026 (")
    assert s.rules_note.endswith("chosen by the arbiter")
    # 7.6 (2024): "Rounds one Elected to Play (REP)"
    assert s.headers()[-1] == "REP"


# -- 16.4.2: a bye's dummy ---------------------------------------------------------

def test_16_4_2_caps_a_byes_dummy_at_a_draw_times_the_rounds():
    # C.07 2026 16.4: "The dummy's score for the tie-break calculation is the
    # participant's own score. However, it shall not exceed: [...] 16.4.2 the points
    # awarded for a draw multiplied by the number of rounds in the tournament, for all
    # other unplayed rounds".
    # "every kind" (tests/test_tiebreaks_own.py), 4 rounds: cap 0.5 x 4 = 2.
    # 3 (3 points) has a PAB in R4: dummy 3 (2023) -> 2 (2026):
    #   BH 1 + 1.5 + 3.5 + 2 = 8 (was 9); BH/C1 8 - 1 (#4) = 7 (was 8)
    #   SB 1 x .5 + 1.5 x 1 + 3.5 x .5 + 2 x 1 = 5.75 (was 6.75)
    # 4 (1 point, ZPB), 5 (1.5, HPB and forfeit win), 6 (1, PAB, absences) score below
    # the cap: unchanged.
    t = every_kind()
    assert values("BH", t, C2023) == {1: 7, 2: 9, 3: 9, 4: 9, 5: 8, 6: 4}
    assert values("BH", t, C2026) == {1: 7, 2: 9, 3: 8, 4: 9, 5: 8, 6: 4}
    assert values("BH/C1", t, C2026)[3] == 7
    assert values("SB", t, C2023)[3] == 6.75
    assert values("SB", t, C2026) == {1: 5.5, 2: 2, 3: 5.75, 4: 2.25, 5: 2.25, 6: 1}


def test_the_2024_edition_gives_the_2023_values():
    # 2024 changed words, not values: same BH, SB, FB on "every kind"
    t = every_kind()
    for tiebreak in ("BH", "BH/C1", "SB", "SB/C1", "FB", "AOB"):
        assert values(tiebreak, t, C2024) == values(tiebreak, t, C2023), tiebreak


def test_aob_follows_the_capped_buchholz():
    # 8.2 AOB averages the opponents' (2026: capped) BH, over the board only:
    # 1 met 2 (9), 4 (9), 3 (8), 5 (8): 34 / 4 = 8.5 (2023: 35 / 4 = 8.75)
    # 3 met 4 (9), 2 (9), 1 (7): 25 / 3 = 8.33
    t = every_kind()
    assert values("AOB", t, C2023)[1] == 8.75
    assert values("AOB", t, C2026)[1] == 8.5
    assert values("AOB", t, C2026)[3] == 8.33


def test_fore_buchholz_uses_the_cap_too():
    # 8.3 FB: the final round's pairings as draws (R4: 1-5, 4-2 drawn; 3 keeps his PAB).
    # 3's own Fore score stays 3 (no final-round pairing); 2026: his PAB dummy 2, not 3;
    # his opponents' Fore scores: 4: 1 (R4 draw already), 2: 1.5, 1: 3 (3.5 - 1 + .5):
    # FB = 1 + 1.5 + 3 + 2 = 7.5 (2023: 8.5)
    t = every_kind()
    assert values("FB", t, C2023)[3] == 8.5
    assert values("FB", t, C2026)[3] == 7.5


# -- 16.4.1: a forfeit's dummy -----------------------------------------------------

def forfeit_tournament():
    #   R1: 1-2 +- (2 does not come), 3-4 1-0   R2: 1-3 1-0, 2-4 0-1   R3: 4-1 0-1, 2-3 0-1
    # points 1: 3, 2: 0, 3: 2, 4: 1; adjusted scores (16.3) the same (no requested byes)
    return tournament(4, ["1-2 +-, 3-4 1-0", "1-3 1-0, 2-4 0-1", "4-1 0-1, 2-3 0-1"],
                      total_rounds=3)


def test_16_4_1_caps_a_forfeits_dummy_at_the_scheduled_opponents_adjusted_score():
    # C.07 2026 16.4.1: the dummy's score "shall not exceed [...] the scheduled
    # opponent's adjusted score (see Article 16.3), for unplayed rounds of categories
    # 16.2.2 and 16.2.4 (forfeits)".
    # 1 won R1 by forfeit against 2 (adjusted score 0): dummy 3 (2023) -> 0 (2026)
    #   BH 2023: 3 + 2 + 1 = 6; 2026: 0 + 2 + 1 = 3
    #   SB 2023: 3 x 1 + 2 x 1 + 1 x 1 = 6; 2026: 0 x 1 + 2 + 1 = 3
    # 2 lost R1 by forfeit against 1 (3): his own 0 is below the cap: BH 0 + 1 + 2 = 3
    t = forfeit_tournament()
    assert values("BH", t, C2023)[1] == 6 and values("SB", t, C2023)[1] == 6
    assert values("BH", t, C2026) == {1: 3, 2: 3, 3: 4, 4: 5}
    assert values("SB", t, C2026) == {1: 3, 2: 0, 3: 1, 4: 0}
    # BH/C1: the capped dummy (0, a forfeit win is not a VUR) is the lowest value: 3
    assert values("BH/C1", t, C2026)[1] == 3


def test_the_breakdown_says_the_dummy_was_capped():
    t = forfeit_tournament()
    lines = compute_standings(t, ["BH"], C2026).explain(1)
    assert lines == ["BH = 3: R1 dummy opponent (forfeit win against #2 capped, 16.4): 0, "
                     "R2 #3: 2, R3 #4: 1"]


# -- the TEC exercise (C.07 2023) under the 2026 text -------------------------------

def test_tec_exercise_under_2026():
    # tests/test_tiebreaks_tec_exercise.py, 5 rounds: 16.4.2 cap 2.5.
    # #11 (2.5) won R4 by forfeit against #9, whose adjusted score is 1.5 (his R3 HPB is
    # followed by his R5 PAB: 16.2.3, awarded): dummy 2.5 -> 1.5 (16.4.1):
    #   BH 3.5 + 3.5 + 2.5 + 1.5 + 1.5 = 12.5 (2023: 13.5); BH/C1 12.5 - 1.5 = 11
    # #4 (3.5) had an HPB in R2: dummy 3.5 -> 2.5 (16.4.2): BH 14 -> 13
    # #8 (13.5, no unplayed round) now ranks ahead of #11 on BH.
    t = tournament(16, EXERCISE_ROUNDS, total_rounds=5)
    bh23, bh26 = values("BH", t, C2023), values("BH", t, C2026)
    assert (bh23[11], bh23[4], bh23[8]) == (13.5, 14, 13.5)
    assert (bh26[11], bh26[4], bh26[8]) == (12.5, 13, 13.5)
    assert values("BH/C1", t, C2026)[11] == 11


# -- the tie-breaks new in 2026 -----------------------------------------------------

def test_std_counts_wins_and_draws_whatever_the_scoring():
    # C.07 2026 7.7 STD: "1 for each round in which the participant scored more than the
    # scheduled opponent, or obtained without playing more than a draw's points, plus 1/2
    # for each round [...] the same [...] or exactly a draw's points".
    # "every kind" scored 3 / 1 / 0 (byes and forfeits likewise): STD gives back the
    # standard points 1: 3.5, 2: 1.5, 3: 3 (PAB 1), 4: 1 (ZPB 0), 5: 1.5 (forfeit win 1,
    # HPB 1/2), 6: 1 (PAB)
    from dataclasses import replace

    from arbiter_app.engine.model import Scoring
    t = every_kind()
    t.scoring = replace(Scoring(), win=3.0, draw=1.0, loss=0.0, forfeit_win=3.0,
                        pairing_bye=3.0, full_bye=3.0, half_bye=1.0, zero_bye=0.0)
    assert compute_standings(t, []).points[1] == 10  # 3 + 3 + 1 + 3
    assert values("STD", t, C2026) == {1: 3.5, 2: 1.5, 3: 3, 4: 1, 5: 1.5, 6: 1}


def test_tpn_ranks_the_lower_pairing_number_first_and_rtng_the_higher_rating():
    # 7.8 TPN: "by tournament pairing number, ascending"; 10.6 RTNG: rating, descending.
    # "every kind": 2 and 5 tied on 1.5, 4 and 6 on 1 (ratings 2400, 2390, ... by number)
    s = compute_standings(every_kind(), ["TPN"])
    assert [row.number for row in s.rows] == [1, 3, 2, 5, 4, 6]
    assert [row.rank for row in s.rows] == [1, 2, 3, 4, 5, 6]
    s = compute_standings(every_kind(), ["RTNG"])
    assert [row.number for row in s.rows] == [1, 3, 2, 5, 4, 6]
    assert s.row(5).values == (2360,)
