"""C.04.6 3.5: the set of upfloaters of the top-scoregroup ([C4]-[C7]), hand-worked.

The module is fed teams' cards directly (scores in hundredths) and the legal pairs as a
function, so that each case shows one article; whole rounds are in
test_team2026_system.py.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.systems.team2026.cards import TeamCard
from arbiter_app.engine.systems.team2026.matching import Matcher
from arbiter_app.engine.systems.team2026.upfloaters import choose


def cards_of(scores: dict[int, float], floated: set[int] = frozenset()) -> dict[int, TeamCard]:
    return {n: TeamCard(n, int(s * 100), 0, floated=n in floated) for n, s in scores.items()}


def allowing(blocked: set[frozenset[int]]):
    return lambda a, b: frozenset((a, b)) not in blocked


def blocks(team: int, others) -> set[frozenset[int]]:
    return {frozenset((team, o)) for o in others}


# 3.5.4's example: 2, 6, 8 have 3 points, 1, 3, 5 have 2.5.  Here the top-scoregroup is
# 10, 11, 12 (4 points), who have all met each other, so each needs an upfloater ([C4]:
# three).  Team 9 (0 points) can only meet 2, 6 or 8, so one of them must stay below to
# pair it ([C3]): [C5] then takes two 3-point teams and one 2.5-point team, as in the
# example.  The two 2.5-point teams left below pair each other.
EXAMPLE = {10: 4, 11: 4, 12: 4, 2: 3, 6: 3, 8: 3, 1: 2.5, 3: 2.5, 5: 2.5, 9: 0}
TOP = [10, 11, 12]
BASE = (blocks(10, [11, 12]) | blocks(11, [12])
        | blocks(9, [10, 11, 12, 1, 3, 5]))


def choose_example(extra: set[frozenset[int]]) -> list[int]:
    cards = cards_of(EXAMPLE)
    matcher = Matcher(list(EXAMPLE), allowing(BASE | extra))
    return choose(matcher, cards, TOP, c7_applies=True).teams


def test_3_5_4_the_first_set_is_chosen():
    """3.5.3-3.5.5: {2,6,1} < {2,6,3} < ... < {6,8,5}; all are legal, so {2,6,1}."""
    assert choose_example(set()) == [2, 6, 1]


@pytest.mark.parametrize("blocked, expected", [
    # 1 cannot meet any team of the top-scoregroup: {2,6,1} is not legal, {2,6,3} is next
    (blocks(1, TOP), [2, 6, 3]),
    # 1 and 3 cannot: {2,6,5}
    (blocks(1, TOP) | blocks(3, TOP), [2, 6, 5]),
    # 6 cannot: every set with 6 goes, {2,8,1} is the first left
    (blocks(6, TOP), [2, 8, 1]),
    # 2 cannot: {6,8,1}
    (blocks(2, TOP), [6, 8, 1]),
    # 2 cannot, nor 1: {6,8,3}
    (blocks(2, TOP) | blocks(1, TOP), [6, 8, 3]),
])
def test_3_5_4_order_of_the_sets(blocked, expected):
    assert choose_example(blocked) == expected


def test_c4_no_upfloater_when_the_top_scoregroup_pairs_itself():
    """[C4]: 1-2 and 3-4 (all 2 points) can meet: no upfloater."""
    cards = cards_of({1: 2, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1})
    assert choose(Matcher(cards, allowing(set())), cards, [1, 2, 3, 4], True).teams == []


def test_c4_fewest_upfloaters():
    """[C4]: 1, 2, 3, 4 (2 points): 1 has met 2, 3 and 4, so 1 needs an upfloater, and then
    one of 2, 3, 4 too: two upfloaters (not four)."""
    cards = cards_of({1: 2, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1, 7: 1, 8: 1})
    chosen = choose(Matcher(cards, allowing(blocks(1, [2, 3, 4]))), cards, [1, 2, 3, 4], True)
    assert chosen.teams == [5, 6]


def test_c5_highest_scores_then_smallest_tpn():
    """[C5]: 1 (3 points) needs one upfloater: 2.5 beats 2 (teams 7, 8 at 2.5 over 2, 3 at
    2), and among 7 and 8, 3.5.3 takes the smaller TPN."""
    cards = cards_of({1: 3, 2: 2, 3: 2, 7: 2.5, 8: 2.5, 9: 2})
    assert choose(Matcher(cards, allowing(set())), cards, [1], True).teams == [7]


def test_c5_the_best_scores_first():
    """[C5]: the top group 1, 2, 3, 4 (5 points): 1 has met 2, 3, 4, 6, 7, 8 and may only
    meet 5; 2 has met 3, 4, 5 and may meet 6, 7 or 8; 3-4 may meet.  Two upfloaters ([C4]):
    5 and the best of 6 (4 points), 7 (3), 8 (2)."""
    cards = cards_of({1: 5, 2: 5, 3: 5, 4: 5, 5: 4, 6: 4, 7: 3, 8: 2})
    blocked = blocks(1, [2, 3, 4, 6, 7, 8]) | blocks(2, [3, 4, 5])
    assert choose(Matcher(cards, allowing(blocked)), cards, [1, 2, 3, 4], True).teams == [5, 6]


def test_c5_ascending_order_decides_not_the_sum():
    """[C5] "maximise the scores (taken in ascending order) of the upfloaters": 1 and 2 (5
    points) have met each other, 3 and 4; 1 may meet 5 (4 points) or 6 (2), 2 may meet 7
    (2) or 8 (1); 6 and 8 may not meet.  Legal sets: {5, 8} (scores 1, 4 in ascending
    order; 6-7 pair below), {6, 7} (2, 2; 5-8 below), {6, 8} (1, 2); {5, 7} would leave
    6-8.  (2, 2) is the greatest in ascending order, although {5, 8} has the greater sum
    and the highest single score."""
    cards = cards_of({1: 5, 2: 5, 3: 5, 4: 5, 5: 4, 6: 2, 7: 2, 8: 1})
    blocked = blocks(1, [2, 3, 4, 7, 8]) | blocks(2, [3, 4, 5, 6]) | blocks(6, [8])
    assert choose(Matcher(cards, allowing(blocked)), cards, [1, 2, 3, 4], True).teams == [6, 7]


def test_c6_the_next_scoregroup_stays_pairable():
    """[C6]: 1 (3 points) needs one upfloater from 2, 3, 4 (2 points).  With 2 up, 3 and 4
    are left in the next bracket and may not meet (it would need two upfloaters); with 3 up,
    2 and 4 meet there.  So {3}, although {2} is first in the order of 3.5.4."""
    cards = cards_of({1: 3, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1})
    chosen = choose(Matcher(cards, allowing(blocks(3, [4]))), cards, [1], True)
    assert chosen.teams == [3]
    assert chosen.c6 == 0


def test_c6_does_not_apply_when_the_next_scoregroup_is_emptied():
    """[C6] "unless all the teams in the following scoregroup became upfloaters": 1, 2, 3
    (3 points) have met each other, so all three need an upfloater, and 4, 5, 6 (2 points)
    are all taken ([C5]): the following scoregroup is empty, [C6] has nothing to judge."""
    cards = cards_of({1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 2, 7: 0, 8: 0})
    chosen = choose(Matcher(cards, allowing(blocks(1, [2, 3]) | blocks(2, [3]))), cards,
                    [1, 2, 3], True)
    assert chosen.teams == [4, 5, 6]
    assert chosen.c6 == 0


def test_c7_upfloaters_that_floated_last_round_are_avoided():
    """[C7]: 1 (3 points) needs one upfloater; 2 and 3 (2 points) are candidates, 2 was a
    floater in the previous round: 3."""
    cards = cards_of({1: 3, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1}, floated={2})
    chosen = choose(Matcher(cards, allowing(set())), cards, [1], c7_applies=True)
    assert chosen.teams == [3]
    assert chosen.c7 == 0


def test_c7_not_in_the_last_two_rounds():
    """[C7] "with the exception of the last two rounds": 2 comes first again."""
    cards = cards_of({1: 3, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1}, floated={2})
    chosen = choose(Matcher(cards, allowing(set())), cards, [1], c7_applies=False)
    assert chosen.teams == [2]


def test_c6_before_c7():
    """[C6] ranks above [C7]: 3 and 4 floated last round, 2 did not; but taking 2 would leave
    3 and 4 (who may not meet) in the next bracket: 3, the first of the sets with 4."""
    cards = cards_of({1: 3, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1}, floated={3, 4})
    chosen = choose(Matcher(cards, allowing(blocks(3, [4]))), cards, [1], True)
    assert chosen.teams == [3]
    assert (chosen.c6, chosen.c7) == (0, 1)


def test_c6_following_scoregroup_emptied_by_earlier_brackets():
    """[C6] "unless all the teams in the following scoregroup became or are upfloaters":
    the round's scoregroups (1.3.1) are 6 (team 1), 5 (its teams were upfloaters of an
    earlier bracket: none left), 4 (2, 3, 4) and 0.  3 and 4 floated last round, 3-4 may
    not meet.  The following scoregroup, 5, is empty: [C6] does not apply and [C7] takes
    2 (were 4 the following scoregroup, taking 2 would leave 3-4 to the next bracket, and
    [C6] would take 3)."""
    cards = cards_of({1: 6, 2: 4, 3: 4, 4: 4, 5: 0, 6: 0}, floated={3, 4})
    matcher = Matcher(cards, allowing(blocks(3, [4])))
    assert choose(matcher, cards, [1], True, following_score=500).teams == [2]
    matcher = Matcher(cards, allowing(blocks(3, [4])))
    assert choose(matcher, cards, [1], True, following_score=400).teams == [3]
