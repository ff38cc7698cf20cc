"""C.07 (2023) article 10: ARO, AROC-1, TPR, PTP, APRO, APPO, and unrated players.

Ratings 1: 2000, 2: 1900, 3: 1800, 4: 1700; a round robin:
    R1: 1-2 1-0, 3-4 ½-½    R2: 3-1 ½-½, 4-2 0-1    R3: 1-4 1-0, 2-3 ½-½
points 1: 2.5, 2: 1.5, 3: 1.5, 4: 0.5

Tables of the FIDE Rating Regulations 8.1: dp(0.83) = 273, dp(0.50) = 0,
dp(0.17) = -273; PD by rating difference D: 26-32 .54, 33-39 .55, 122-129 .67,
130-137 .68, 163-170 .72, 171-179 .73, 180-188 .74, 189-197 .75, 268-278 .83,
279-290 .84, 291-302 .85, 358-374 .90, 375-391 .91.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from arbiter_app.engine.tiebreaks.ratings import dp, expected_hundredths
from tests.builders import tournament

ROUNDS = ["1-2 1-0, 3-4 1/2", "3-1 1/2, 4-2 0-1", "1-4 1-0, 2-3 1/2"]


def rated():
    return tournament(4, ROUNDS, ratings=[2000, 1900, 1800, 1700])


def values(tiebreak: str, t=None, options=None) -> dict[int, float]:
    standings = compute_standings(t or rated(), [tiebreak], options)
    return {row.number: row.values[0] for row in standings.rows}


def test_rating_tables():
    assert (dp(83), dp(50), dp(17), dp(100), dp(0)) == (273, 0, -273, 800, -800)
    assert [expected_hundredths(d) for d in (3, 4, 170, 171, 735, 736, -170)] == [
        50, 51, 72, 73, 99, 100, 28]


def test_average_rating_of_opponents():
    # 10.1, rounded to the nearest whole number (0.5 up):
    # 1: (1900+1800+1700)/3 = 1800; 2: (2000+1700+1800)/3 = 1833.3 -> 1833;
    # 3: (1700+2000+1900)/3 = 1866.7 -> 1867; 4: (1800+1900+2000)/3 = 1900
    assert values("ARO") == {1: 1800, 2: 1833, 3: 1867, 4: 1900}


def test_aroc_1_cuts_the_lowest_rating():
    # 14.1 "ARO-C1 drops the lowest rating":
    # 1: (1900+1800)/2 = 1850; 2: (2000+1800)/2 = 1900; 3: (2000+1900)/2 = 1950;
    # 4: (1900+2000)/2 = 1950
    assert values("AROC-1") == {1: 1850, 2: 1900, 3: 1950, 4: 1950}
    assert values("ARO/C1") == values("AROC-1")


def test_tournament_performance_rating():
    # 10.2: ARO + dp(p): 1: p = 2.5/3 = .83 -> 1800 + 273 = 2073; 2: p = .5 -> 1833;
    # 3: 1867; 4: p = .5/3 = .17 -> 1900 - 273 = 1627
    assert values("TPR") == {1: 2073, 2: 1833, 3: 1867, 4: 1627}


def test_perfect_tournament_performance():
    # 10.3: the lowest R with sum PD(R - Ri) >= score.
    # 1 (2.5 vs 1900 1800 1700): R=2088: D 188 .74 + 288 .84 + 388 .91 = 2.49;
    #   R=2089: D 189 .75 + .84 + .91 = 2.50 -> 2089
    # 2 (1.5 vs 2000 1700 1800): R=1830: D -170 (1-.72) + 130 .68 + 30 .54 = 1.50;
    #   R=1829: -171 (1-.73) + 129 .67 + 29 .54 = 1.48 -> 1830
    # 3 (1.5 vs 1700 2000 1900): R=1868: 168 .72 + -132 (1-.68) + -32 (1-.54) = 1.50;
    #   R=1867: .72 + .32 + -33 (1-.55) = 1.49 -> 1868
    # 4 (.5 vs 1800 1900 2000): R=1610: -190 (1-.75) + -290 (1-.84) + -390 (1-.91) = .50;
    #   R=1609: .25 + -291 (1-.85) + .09 = .49 -> 1610
    assert values("PTP") == {1: 2089, 2: 1830, 3: 1868, 4: 1610}


def test_ptp_for_zero_and_perfect_scores():
    # 10.3: a zero score gives the lowest opponent's rating - 800.  A perfect score, by the
    # definition (PD is 1.00 only for D > 735), gives the highest opponent's rating + 736.
    t = tournament(2, ["1-2 1-0"], ratings=[1500, 2000])
    assert values("PTP", t) == {1: 2736, 2: 700}
    # TPR: dp(1.00) = 800, dp(0) = -800
    assert values("TPR", t) == {1: 2800, 2: 700}


def test_average_performance_of_opponents():
    # 10.4 APRO, TPRs 1: 2073, 2: 1833, 3: 1867, 4: 1627:
    # 1: (1833+1867+1627)/3 = 1775.7 -> 1776; 2: (2073+1627+1867)/3 = 1855.7 -> 1856;
    # 3: (1627+2073+1833)/3 = 1844.3 -> 1844; 4: (1867+1833+2073)/3 = 1924.3 -> 1924
    assert values("APRO") == {1: 1776, 2: 1856, 3: 1844, 4: 1924}


def test_average_perfect_performance_of_opponents():
    # 10.5 APPO, PTPs 1: 2089, 2: 1830, 3: 1868, 4: 1610:
    # 1: (1830+1868+1610)/3 = 1769.3 -> 1769; 2: (2089+1610+1868)/3 = 1855.7 -> 1856;
    # 3: (1610+2089+1830)/3 = 1843; 4: (1868+1830+2089)/3 = 1929
    assert values("APPO") == {1: 1769, 2: 1856, 3: 1843, 4: 1929}


def test_forfeits_and_byes_do_not_count_for_ratings():
    # 1 wins by forfeit against 2 in R1: ARO over the R2, R3 games only: (1800+1700)/2
    t = tournament(4, ["1-2 +-, 3-4 1/2"] + ROUNDS[1:], ratings=[2000, 1900, 1800, 1700])
    assert values("ARO", t)[1] == 1750


@pytest.mark.parametrize("tiebreak", ["ARO", "AROC-1", "TPR", "PTP", "APRO", "APPO"])
def test_unrated_players_drop_rating_tiebreaks_unless_a_rating_is_set(tiebreak):
    # C.07 10: with unrated players and no rule for them the rating tie-breaks are left out.
    t = rated()
    t.players[4] = replace(t.players[4], rating=0)
    standings = compute_standings(t, [tiebreak])
    assert [row.values[0] for row in standings.rows] == [None] * 4
    assert standings.notes and "unrated" in standings.notes[0]


def test_unrated_players_count_with_the_rating_the_rules_give_them():
    # with 1400 for unrated players: 1's ARO = (1900 + 1800 + 1400)/3 = 1700
    t = rated()
    t.players[4] = replace(t.players[4], rating=0)
    assert values("ARO", t, TiebreakOptions(unrated_rating=1400))[1] == 1700


def test_aro_median_1():
    # 14.3 on ARO: drop the lowest and the highest rating: 1: 1800 left; 4: 1900 left
    aro = values("ARO/M1")
    assert (aro[1], aro[4]) == (1800, 1900)
