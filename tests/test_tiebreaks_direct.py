"""C.07 (2023) article 6, direct encounter, and the final order of
swiss-rating-1998 F.10 (the ``rating1998`` preset).

The DE value is the rank DE gives within the group still tied when it is
applied (6.2: "ranked number 1 and so on"; equal ranks shared) when DE
separates anybody in that group, and 0 for every player of a group DE
separates nobody in, a player alone included: the value of FIDE's tie-break
checker (compared value by value in test_tiebreaks_checker.py; the
tournaments below, written as TRF and run through the checker with -s, gave the
same values and ranks when this was written).
"""

from __future__ import annotations

from arbiter_app.engine.tiebreaks import compute_standings, parse_tiebreaks
from tests.builders import tournament


def standings_of(t, tiebreaks):
    s = compute_standings(t, tiebreaks)
    return {row.number: (row.rank, row.values[0] if row.values else None) for row in s.rows}


def all_met_with_sub_ties():
    """Players 1-4 all meet and all finish on 2 points; 5-8 play around them.

    R1: 1-2 1-0, 3-4 1-0, 5-6 ½, 7-8 ½     R2: 1-3 1-0, 2-4 1-0, 5-7 ½, 6-8 ½
    R3: 4-1 1-0, 2-3 1-0, 5-8 ½, 6-7 ½     R4: 5-1 1-0, 6-2 1-0, 3-7 1-0, 4-8 1-0
    points: 1-4: 2 each; 5, 6: 2.5; 7, 8: 1.5
    """
    return tournament(8, ["1-2 1-0, 3-4 1-0, 5-6 1/2, 7-8 1/2",
                          "1-3 1-0, 2-4 1-0, 5-7 1/2, 6-8 1/2",
                          "4-1 1-0, 2-3 1-0, 5-8 1/2, 6-7 1/2",
                          "5-1 1-0, 6-2 1-0, 3-7 1-0, 4-8 1-0"])


def test_all_met_orders_by_mutual_points_then_again_within_sub_ties():
    # 6.2: among 1-4 the mutual points are 1: 2 (beat 2 and 3), 2: 2 (beat 3 and 4),
    # 3: 1 (beat 4), 4: 1 (beat 1): separate standings {1, 2} then {3, 4}; "sub-ties are
    # resolved by reapplying article 6": 1 beat 2, 3 beat 4: values 1, 2, 3, 4.
    # 5-6 and 7-8 drew: DE separates nobody there, value 0, still tied.
    assert standings_of(all_met_with_sub_ties(), ["DE"]) == {
        5: (1, 0), 6: (1, 0), 1: (3, 1), 2: (4, 2), 3: (5, 3), 4: (6, 4), 7: (7, 0), 8: (7, 0)}


def swiss_leader():
    """R1: 1-2 1-0, 3-4 1-0, 5-6 1-0   R2: 3-1 0-1, 2-5 1-0, 4-6 1-0
    R3: 6-1 1-0, 2-4 1-0, 3-5 1-0
    points 1, 2, 3: 2; 4, 5, 6: 1; 2 and 3 never met, nor did 4 and 5."""
    return tournament(6, ["1-2 1-0, 3-4 1-0, 5-6 1-0", "3-1 0-1, 2-5 1-0, 4-6 1-0",
                          "6-1 1-0, 2-4 1-0, 3-5 1-0"])


def test_swiss_leader_placed_first_whatever_the_missing_games():
    # 6.3: 1 has 2 points against {2, 3}; 2 and 3 have 0 and could reach at most 1 from
    # their missing game: 1 is first.  2 and 3 never met: still tied.
    # Values 1, 2, 2: DE separated 1 from the others (2 and 3 share rank 2).
    # In {4, 5, 6}: 4 beat 6, 5 beat 6, 4-5 missing: 4 and 5 have 1, each could reach 2:
    # nobody is alone at the top whatever the missing game, so all three stay tied, value 0.
    assert standings_of(swiss_leader(), ["DE"]) == {
        1: (1, 1), 2: (2, 2), 3: (2, 2), 4: (4, 0), 5: (4, 0), 6: (4, 0)}


def test_a_forfeit_is_not_an_encounter():
    # 6.1.1: forfeit wins and losses are excluded.  With 1-2 a forfeit win, 1 has 1 point
    # against {2, 3} (the win over 3) while 2 could still reach 2: no separation, value 0.
    t = tournament(6, ["1-2 +-, 3-4 1-0, 5-6 1-0", "3-1 0-1, 2-5 1-0, 4-6 1-0",
                       "6-1 1-0, 2-4 1-0, 3-5 1-0"])
    ranks = standings_of(t, ["DE"])
    assert ranks[1] == ranks[2] == ranks[3] == (1, 0)


def test_two_tied_players_who_met():
    # R1: 1-2 1-0, 3-4 1-0   R2: 1-3 1-0, 4-2 1-0   R3: 1-4 0-1, 2-3 1/2
    # 1 and 4 finish on 2; 4 beat 1 in R3: 4 first (value 1), 1 second (value 2).
    # 2 (0.5) and 3 (1.5) are alone on their scores: nobody to separate, value 0.
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-3 1-0, 4-2 1-0", "1-4 0-1, 2-3 1/2"])
    ranks = standings_of(t, ["DE"])
    assert ranks == {4: (1, 1), 1: (2, 2), 3: (3, 0), 2: (4, 0)}


def test_de_after_another_tiebreak_only_orders_what_is_still_tied():
    # [BH, DE] on the all-met tournament: BH of 1-4 (2 points each) are
    # 1: 2+2+2+2.5 = 8.5, 2: 2+2+2+2.5 = 8.5, 3: 2+2+2+1.5 = 7.5, 4: 2+2+2+1.5 = 7.5,
    # so BH already makes {1, 2} and {3, 4}; DE then orders each pair: 1, 2, 3, 4.
    s = compute_standings(all_met_with_sub_ties(), ["BH", "DE"])
    order = [row.number for row in s.rows if row.number <= 4]
    assert order == [1, 2, 3, 4]
    assert [s.row(n).values[1] for n in order] == [1, 2, 1, 2]


def test_rating1998_preset_breaks_only_the_first_place_by_encounter():
    # swiss-rating-1998 F.10: points; "where it concerns the first place: the best result
    # in games played against each other"; then "the highest average rating of the
    # opponents".  Ratings 2400, 2390, ... 2350.
    # First place {1, 2, 3}: 1 beat both others -> 1 first; 2 and 3 then by ARO:
    # 2: (2400+2360+2370)/3 = 2376.7 -> 2377, 3: (2370+2400+2360)/3 = 2377: shared 2nd.
    # {4, 5, 6} (not the first place, no DE): ARO 4: (2380+2350+2390)/3 = 2373,
    # 5: (2350+2390+2380)/3 = 2373, 6: (2360+2370+2400)/3 = 2377 -> 6, then 4 = 5.
    specs = parse_tiebreaks("rating1998")
    assert [s.label for s in specs] == ["DE1", "ARO"]
    s = compute_standings(swiss_leader(), specs)
    assert s.ranks == {1: 1, 2: 2, 3: 2, 6: 4, 4: 5, 5: 5}


def test_rating1998_does_not_use_encounters_below_the_first_place():
    # all-met tournament: first place {5, 6} drew; 1-4 share 2 points below them and DE
    # would separate them, but F.10 uses encounters for the first place only.  Their ARO
    # (ratings 2400 - 10(n-1)): 1: 2390+2380+2370+2360, 2: 2400+2370+2380+2350,
    # 3: 2370+2400+2390+2340, 4: 2380+2390+2400+2330 — all 9500/4 = 2375: shared 3rd.
    s = compute_standings(all_met_with_sub_ties(), parse_tiebreaks("rating1998"))
    assert [s.ranks[n] for n in (1, 2, 3, 4)] == [3, 3, 3, 3]
    # 5: 2350+2340+2330+2400 = 9420/4 = 2355 = 6's 2360+2330+2340+2390: shared 1st
    assert s.ranks[5] == s.ranks[6] == 1


def test_de_p_counts_forfeits_as_encounters():
    # 6.1.1 "unless the regulations say otherwise": with DE/P the forfeit win of 1 over 2
    # counts, 1 has 2 points against {2, 3}, 2 and 3 at most 1: 1 first.
    t = tournament(6, ["1-2 +-, 3-4 1-0, 5-6 1-0", "3-1 0-1, 2-5 1-0, 4-6 1-0",
                       "6-1 1-0, 2-4 1-0, 3-5 1-0"])
    ranks = standings_of(t, ["DE/P"])
    assert (ranks[1], ranks[2], ranks[3]) == ((1, 1), (2, 2), (2, 2))


def test_a_cycle_separates_nobody():
    # 6.2: 1 beat 2, 2 beat 3, 3 beat 1, each drew his other game: 1.5 points each and one
    # point each among themselves: DE separates nobody, value 0 for all three.
    # 4 and 5 (2 points) drew each other: 0.  6 (0.5) is alone: 0.
    # R1: 1-2 1-0, 3-4 1/2, 5-6 1-0   R2: 2-3 1-0, 1-5 1/2, 4-6 1-0
    # R3: 3-1 1-0, 2-6 1/2, 4-5 1/2
    t = tournament(6, ["1-2 1-0, 3-4 1/2, 5-6 1-0", "2-3 1-0, 1-5 1/2, 4-6 1-0",
                       "3-1 1-0, 2-6 1/2, 4-5 1/2"])
    assert standings_of(t, ["DE"]) == {
        4: (1, 0), 5: (1, 0), 1: (3, 0), 2: (3, 0), 3: (3, 0), 6: (6, 0)}


def test_a_top_that_cannot_be_separated_leaves_the_whole_group_at_0():
    # 6.3 (not all met): a player is placed first only if his points exceed what any other
    # could reach by winning his missing games.  1, 2 and 3 finish on 1 point; 1 and 2
    # never met, both beat 3: 1 and 2 have 1, each could reach 2; 3 has 0.  Nobody can be
    # placed first, so DE separates nobody, not even 3 at the bottom: value 0 for all.
    # 4 and 5 (3 points) never met: 0.  6 (0 points) alone: 0.
    # R1: 1-3 1-0, 2-4 0-1, 5-6 1-0   R2: 2-3 1-0, 1-5 0-1, 4-6 1-0
    # R3: 3-6 1-0, 1-4 0-1, 2-5 0-1
    t = tournament(6, ["1-3 1-0, 2-4 0-1, 5-6 1-0", "2-3 1-0, 1-5 0-1, 4-6 1-0",
                       "3-6 1-0, 1-4 0-1, 2-5 0-1"])
    assert standings_of(t, ["DE"]) == {
        4: (1, 0), 5: (1, 0), 1: (3, 0), 2: (3, 0), 3: (3, 0), 6: (6, 0)}


def test_the_de_column_prints_0_not_blank():
    # what the standings, the CLI and the printed standings show: "0" where DE separates
    # nobody (also a player alone), the rank within the group where it does
    s = compute_standings(swiss_leader(), ["DE"])
    assert [row[-1] for row in s.table()] == ["1", "2", "2", "0", "0", "0"]
    s = compute_standings(swiss_leader(), ["BH", "DE"])
    assert all(row[-1] != "" for row in s.table())


def test_de1_values_in_the_first_place_only():
    # swiss-rating-1998 F.10 via the rating1998 preset: DE1 orders the first place {1, 2, 3}
    # as DE does (1: value 1; 2 and 3 not separated from each other: value 2); below the
    # first place DE1 is not applied: it separates nobody there, value 0.
    s = compute_standings(swiss_leader(), parse_tiebreaks("rating1998"))
    assert {row.number: row.values[0] for row in s.rows} == {1: 1, 2: 2, 3: 2, 4: 0, 5: 0, 6: 0}
