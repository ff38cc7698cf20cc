"""Hand-worked cases of the Dubov system as applied from 1 February 2026 (``dubov2026``).

Every expected value was worked out by hand from ../shared/rules/dubov-2026.txt (and the
Basic Rules / General Handling Rules it cites); the working is in each docstring, which quotes
the article it checks.  Whole tournaments come from ``tests.builders.tournament`` (player i has
rating 2410 - 10 i unless given); bracket cases use hand-made pairing cards.
"""

from __future__ import annotations

from arbiter_app.engine.history import Strength
from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError
from arbiter_app.engine.systems.dubov2026 import SYSTEM
from arbiter_app.engine.systems.dubov2026.bracket import middle_out
from arbiter_app.engine.systems.dubov2026.cards import Card, build_cards, max_upfloats
from arbiter_app.engine.systems.dubov2026.colours import allocate
from arbiter_app.engine.systems.dubov2026.procedure import Brackets
from arbiter_app.engine.systems.dubov_common import Oracle, Rules
from tests.builders import boards, tournament

W, B = Colour.WHITE, Colour.BLACK
MILD, STRONG, ABSOLUTE = Strength.MILD, Strength.STRONG, Strength.ABSOLUTE


def card(n: int, score: float, pref: Colour, strength: Strength = STRONG, aro: int = 2000,
         colours: list[Colour] | None = None, played=(), upfloats: int = 0,
         last_up: bool = False) -> Card:
    if colours is None:  # a history that gives the preference asked for
        colours = {(W, STRONG): [B], (B, STRONG): [W], (W, MILD): [W, B],
                   (B, MILD): [B, W], (W, ABSOLUTE): [B, B], (B, ABSOLUTE): [W, W]}[(pref, strength)]
    return Card(number=n, rating=2000, score=score, aro=aro, games=len(colours), preference=pref,
                strength=strength, colours=list(colours), played=frozenset(played),
                bye_barred=False, upfloats=upfloats, upfloated_last_round=last_up)


def pair_cards(cards: list[Card], max_t: int | None = 3, last_round: bool = False
               ) -> tuple[set[tuple[int, int]], dict[tuple[int, int], str]]:
    """Pair hand-made cards by 3.2 (no bye) and colour the pairs by 5.2."""
    deck = {c.number: c for c in cards}
    for c in cards:  # a game is in both players' histories
        for other in c.played:
            deck[other].played = deck[other].played | {c.number}
    rules = Rules(Tournament(), deck)
    players = sorted(deck)
    oracle = Oracle(rules.legal, players, rules.neighbours)
    assert oracle.restart(None)
    brackets = Brackets(deck, oracle, max_t, last_round)
    brackets.run(players)
    out, texts = set(), {}
    for record in brackets.records:
        white, black, _ = allocate(deck[record.a], deck[record.b], W)
        out.add((white, black))
        texts[(white, black)] = record.text
    return out, texts


# -- 1.2, 3.2.3, 3.2.6, 5.2.1: TPN orders ------------------------------------------------------

def test_round_1_by_tpn_not_rating():
    """3.2.3: when all the players "have yet to play a game ... this subgroup [G1] contains the
    first half of the players of the bracket (according to their TPN)"; 4.4.2 G2 by ascending
    TPN.  Ratings 2000, 2400, 2100, 2300 (TPN 2 and 4 rated above 1 and 3) change nothing:
    G1 = {1, 2}, G2 = {3, 4}, 1-3 and 2-4.  5.2.1: the higher ranked player gets the
    initial-colour (White) when his TPN is odd: 1 White; 2 is even: 2 Black, so 4-2.  Board order
    (GHR 3.6): equal scores, the higher ranked player's TPN: 1 before 2."""
    t = tournament(4, ratings=[2000, 2400, 2100, 2300])
    assert boards(SYSTEM.pair(t)) == [(1, 3), (4, 2)]


def test_round_1_initial_colour_black_and_bye_to_largest_tpn():
    """5.2.1 with the initial-colour Black: 1 (odd) Black, 2 (even) White, 3 (odd) Black.
    3.1: everybody has score 0 and 0 games, so 3.1.5 "has the largest TPN": 7 gets the bye.
    G1 = {1, 2, 3}, G2 = {4, 5, 6}: 4-1, 2-5, 6-3."""
    t = tournament(7, initial_colour=B)
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 7
    assert boards(pairing) == [(4, 1), (2, 5), (6, 3)]


# -- 1.7: ARO ---------------------------------------------------------------------------------

def test_aro_rounded_half_up_over_played_games_only():
    """1.7.1: the sum of the ratings of the opponents "met over-the-board ... divided by the
    number of such opponents, and rounded to the nearest integer number (the higher, if the
    division ends for 0.5)".  Player 4 met 1 (2001) and 2 (2002): 4003 / 2 = 2001.5 -> 2002;
    his forfeit win against 3 (rated 2000) does not count.  Player 3 met 2 (2002) and 1 (2001):
    also 2002.  Player 1 met 4 (1500), 3 (2000) and 2 (2002): 5502 / 3 = 1834.  1.7.3: a player
    who has yet to play has ARO 0 (player 5: a bye, an absence and a half-point bye)."""
    t = tournament(5, ["4-1 0-1, 3-2 1/2, 5 U", "2-4 1-0, 1-3 1/2, 5 Z", "4-3 +-, 1-2 1/2, 5 H"],
                   ratings=[2001, 2002, 2000, 1500, 1800])
    cards = build_cards(t)
    assert cards[4].aro == 2002
    assert cards[3].aro == 2002
    assert cards[1].aro == 1834
    assert cards[5].aro == 0


def test_aro_rounds_down_below_half():
    """1.7.1: 2000, 2001, 2001 -> 6002 / 3 = 2000.67 -> 2001; 2000, 2000, 2001 -> 2000.33 -> 2000."""
    t = tournament(4, ["4-1 1/2, 2-3 1/2", "4-2 1/2, 1-3 1/2", "4-3 1/2, 1-2 1/2"],
                   ratings=[2000, 2001, 2001, 1000])
    assert build_cards(t)[4].aro == 2001
    t = tournament(4, ["4-1 1/2, 2-3 1/2", "4-2 1/2, 1-3 1/2", "4-3 1/2, 1-2 1/2"],
                   ratings=[2000, 2000, 2001, 1000])
    assert build_cards(t)[4].aro == 2000


# -- 3.1: the pairing-allocated bye -----------------------------------------------------------

def test_bye_lowest_score_then_largest_tpn():
    """3.1.1: 5 had the bye in round 1, so not him.  3.1.3 "has the lowest score": 2 and 3 (0
    points); 3.1.4: one game each; 3.1.5 "has the largest TPN": 3."""
    t = tournament(5, ["1-2 1-0, 3-4 0-1, 5 U"])
    assert SYSTEM.pair(t).bye == 3


def test_bye_to_the_player_with_the_most_games_played():
    """3.1.4 "has played the highest number of games": 2, 3, 5 and 6 have 0 points; 5 and 6
    lost their game by double forfeit, so they have played no game (1.7.1, GHR 3.4: only played
    games count), 2 and 3 one each.  Among 2 and 3 the largest TPN (3.1.5): 3 -- not 6, who has
    the largest TPN of the score but fewer games."""
    t = tournament(7, ["1-2 1-0, 3-4 0-1, 5-6 --, 7 U"])
    assert SYSTEM.pair(t).bye == 3


def test_bye_skips_a_player_whose_bye_leaves_the_others_unpairable():
    """3.1.2 "allows a complete pairing of all the remaining players": 3 had the bye (3.1.1);
    by score 2 (0 points) comes first, but then 1 and 3 would have to meet, and the tournament
    forbids that pair (XXP, read as [C1]).  So 1 gets the bye and 2-3 is paired: 2 had Black
    (mild White), 3 has not played (mild Black, 1.6.4): 5.2.2 grants both."""
    t = tournament(3, ["1-2 1-0, 3 U"])
    t.forbidden_pairs = {frozenset((1, 3))}
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 1
    assert boards(pairing) == [(2, 3)]


def test_full_point_bye_bars_the_pairing_bye():
    """[C2] (Basic Rules 4): a player who "has already scored in one single round, without
    playing, as many points as rewarded for a win" may not get the bye, like one who had a
    pairing-allocated bye (3.1.1).  Round 3: 2 had the bye in round 2, 3 a full-point bye (F) in
    round 1; both have 1 point, 1 has 2: only 1 may get it (3.1.3 is never reached).  2-3: both
    had Black in their one game (mild White); 5.2.4 finds no difference; 5.2.5: same score, 2
    ranks higher (smaller TPN) and gets White."""
    t = tournament(3, ["1-2 1-0, 3 F", "1-3 1-0, 2 U"])
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 1
    assert boards(pairing) == [(2, 3)]
    wrong = Pairing(boards=[Board(1, 2)], bye=3)
    assert "C2" in [v.rule for v in SYSTEM.absolute_violations(t, wrong)]


# -- 1.8: MaxT ----------------------------------------------------------------------------------

def test_max_t():
    """1.8.2: MaxT = 2 + [Rnds/5]: 4 rounds 2, 5 rounds 3, 9 rounds 3, 10 rounds 4, 11 rounds 4."""
    for rounds, expected in ((4, 2), (5, 3), (9, 3), (10, 4), (11, 4)):
        assert max_upfloats(tournament(2, total_rounds=rounds)) == expected


# -- 3.2.1, 3.2.2: upfloaters, [C4], [C7]-[C10] ----------------------------------------------------

def _eight(special: dict[int, Card] | None = None) -> list[Card]:
    """Residents 1 (strong W, ARO 2000), 2 (strong B), 3 (strong W, ARO 1900) with 2 points;
    4 (strong B) and 5 (strong B) with 1 point, first in the order of 4.2 (score, then TPN);
    6 (mild W, ARO 2100), 7 (mild W, ARO 2000), 8 (mild B) with 1 point."""
    base = {1: card(1, 2, W, aro=2000), 2: card(2, 2, B), 3: card(3, 2, W, aro=1900),
            4: card(4, 1, B), 5: card(5, 1, B), 6: card(6, 1, W, MILD, aro=2100),
            7: card(7, 1, W, MILD, aro=2000), 8: card(8, 1, B, MILD)}
    base.update(special or {})
    return list(base.values())


# The pairing with 5 upfloated, worked out once: bracket 2 = {1, 2, 3, 5}: G1 = the White
# seekers {1, 3}, G2 = {2, 5}; S1 by ARO: 3 (1900), 1 (2000); T2 = 2, 5: 3-2, 1-5, each pair
# with both preferences granted (5.2.2).  Bracket 1 = {4, 6, 7, 8}: G1 = {6, 7}, S1 = 7 (2000),
# 6 (2100); T2 = 4, 8: 7-4, 6-8 (5.2.2).
WITH_5 = {(3, 2), (1, 5), (7, 4), (6, 8)}
# With 4 upfloated instead: 3-2, 1-4; bracket 1 = {5, 6, 7, 8}: 7-5, 6-8.
WITH_4 = {(3, 2), (1, 4), (7, 5), (6, 8)}


def test_c5_c6_first_upfloater_by_4_2():
    """3.2.1: three residents need one upfloater ([C5]); [C6] is equal for all five players of
    score 1 and [C7] equal for 4 and 5 (both seek Black: two White and two Black seekers, 0);
    6 or 7 would make three White seekers, [C7] 1.  4.2.2: 4 (smaller TPN) before 5."""
    pairs, texts = pair_cards(_eight())
    assert pairs == WITH_4
    assert "4 upfloated" in texts[(1, 4)]


def test_c8_maximum_upfloater_avoided():
    """[C8] "minimise the number of upfloaters who are maximum upfloaters": MaxT 3 (9 rounds);
    4 has been upfloated 3 times, so 5 floats although 4 comes first by 4.2."""
    assert pair_cards(_eight({4: card(4, 1, B, upfloats=3)}))[0] == WITH_5


def test_c9_the_maximum_upfloater_upfloated_fewer_times():
    """[C9] "minimise the number of times a maximum upfloater is upfloated": 4, 5 and 8 (the
    Black seekers of score 1, who keep [C7] at 0) are all maximum upfloaters (MaxT 3), so [C8]
    is 1 for each; 4 has 4 upfloats, 5 three, 8 five: 5 floats."""
    special = {4: card(4, 1, B, upfloats=4), 5: card(5, 1, B, upfloats=3),
               8: card(8, 1, B, MILD, upfloats=5)}
    assert pair_cards(_eight(special))[0] == WITH_5


def test_c10_upfloater_of_the_previous_round_avoided():
    """[C10] "minimise the number of upfloaters who upfloated in the previous round": 4 did, 5
    did not: 5 floats."""
    assert pair_cards(_eight({4: card(4, 1, B, upfloats=1, last_up=True)}))[0] == WITH_5


def test_last_round_without_c8_to_c10():
    """[C8]-[C10] apply "unless it is the last round": in the last round 4, a maximum upfloater
    who also upfloated in the previous round, floats again, first by 4.2."""
    special = {4: card(4, 1, B, upfloats=3, last_up=True)}
    assert pair_cards(_eight(special), last_round=True)[0] == WITH_4


def test_c7_before_c10():
    """[C7] ranks above [C10]: 4 and 8 (Black seekers) upfloated in the previous round, 5 seeks
    White now and did not.  With 4 the bracket {1, 2, 3, 4} has two White and two Black seekers, [C7]
    0 (8 too); with 5 three White seekers and one Black, [C7] 1.  So 4 floats, first of 4 and 8
by 4.2 (3-2, 1-4).
    Bracket 1 = {5 (strong W, ARO 2200), 6 (mild W, 2100), 7 (mild W, 2000), 8 (mild B)}:
    G1 = {5, 6, 7}, G2 = {8}; 3.2.4 step 2 shifts one White seeker to G2: sorted by ARO
    7, 6, 5 (4.3.2), the middle one is #1 (4.3.3): 6.  S1 = 7, 5; T2 = 6, 8: 7-6 and 5-8.
    7 and 6 both have a mild White preference and the history W B: 5.2.4 finds no difference,
    5.2.5 gives the higher ranked player (6, same score, smaller TPN) his White: 6-7.  5-8:
    5.2.2."""
    special = {4: card(4, 1, B, upfloats=1, last_up=True), 5: card(5, 1, W, aro=2200),
               8: card(8, 1, B, MILD, upfloats=1, last_up=True)}
    pairs, texts = pair_cards(_eight(special))
    assert pairs == {(3, 2), (1, 4), (6, 7), (5, 8)}
    assert "6 shifted from G1 to G2 (3.2.4 step 2" in texts[(6, 7)]


def test_c4_look_ahead():
    """[C4] "A pairing complying with all the absolute criteria shall always exist for all
    players not yet paired": 5 has played 6, 7 and 8, so if 4 floats up 5 is left with no
    opponent; 3.2.2 therefore takes 5 (legal only when [C4] holds, 3.2.1 note)."""
    assert pair_cards(_eight({5: card(5, 1, B, played=(6, 7, 8))}))[0] == WITH_5


def test_two_upfloaters_when_the_residents_cannot_meet():
    """3.2.1: residents 1 and 2 have met: they need two upfloaters ([C5]).  Pool (4.2): 3 (1.5
    points), then 4, 5, 6 (1 point).  [C6] "maximise the scores (taken in ascending order)":
    {3, x} beats any set without 3; among {3, 4}, {3, 5}, {3, 6} [C7] decides: 1 seeks White, 2
    Black, 3 Black; 4 seeks White, 5 and 6 Black: {3, 4} gives two and two, [C7] 0.  Bracket
    {1, 2, 3, 4}: G1 = {1, 4}, S1 by ARO 4 (1800), 1 (2000); T2 = 2, 3: 4-2, 1-3 (both legal).
    Bracket 1: 5, 6 (both Black seekers, history W): 5.2.4 no difference, 5.2.5: 5 ranks higher
    and gets Black: 6-5."""
    cards = [card(1, 2, W, played=(2,)), card(2, 2, B, played=(1,)), card(3, 1.5, B),
             card(4, 1, W, aro=1800), card(5, 1, B), card(6, 1, B)]
    assert pair_cards(cards)[0] == {(4, 2), (1, 3), (6, 5)}


# -- 3.2.4 and 4.3: shifts ---------------------------------------------------------------------

def test_middle_out_sequence_numbers():
    """4.3.3, the example of the text: A..G numbered D, C, E, B, F, A, G; with four players the
    higher of the two middle ones first: B, C, A, D."""
    assert middle_out(list("ABCDEFG")) == list("DCEBFAG")
    assert middle_out(list("ABCD")) == list("BCAD")


def test_shift_from_g2_to_g1_middle_out_by_tpn():
    """3.2.4 step 2 from G2 into G1: 1 seeks White, 2, 3, 4 Black: G1 = {1}, G2 = {2, 3, 4}.
    4.3.2 "Black seekers are sorted according to their ascending TPN": 2, 3, 4; #1 is the
    middle one, 3.  G1 = {1, 3}, S1 by ARO: 3 (1900), 1 (2000); T2 = 2, 4: 3-2, 1-4.  3 and 2
    both seek Black with the same history (W): 5.2.5, 2 ranks higher (same score, smaller TPN)
    and gets Black: 3-2; 1-4 by 5.2.2."""
    cards = [card(1, 1, W), card(2, 1, B), card(3, 1, B, aro=1900), card(4, 1, B)]
    pairs, texts = pair_cards(cards)
    assert pairs == {(3, 2), (1, 4)}
    assert "3 shifted from G2 to G1 (3.2.4 step 2" in texts[(3, 2)]


def test_shift_from_g1_to_g2_middle_out_by_aro():
    """3.2.4 step 2 from G1 into G2: 1, 2, 3 seek White (ARO 2300, 2100, 2200), 4 Black.
    4.3.2 "White seekers are sorted in order of ascending ARO": 2, 3, 1; #1 the middle one: 3.
    G1 = {1, 2}, S1 by ARO: 2, 1; T2 = 3, 4: 2-3, 1-4.  2 and 3 both have a strong White
    preference with the history B: 5.2.5, 2 ranks higher: 2-3; 1-4 by 5.2.2."""
    cards = [card(1, 1, W, aro=2300), card(2, 1, W, aro=2100), card(3, 1, W, aro=2200),
             card(4, 1, B)]
    pairs, texts = pair_cards(cards)
    assert pairs == {(2, 3), (1, 4)}
    assert "3 shifted from G1 to G2" in texts[(2, 3)]


def test_unavoidable_pair_inside_g1_step_1_then_step_2():
    """3.2.4 step 1: G1 = {1, 2} (White seekers), G2 = {3, 4}; 1 has met 3 and 4, so 1 and 2
    "must unavoidably be paired together": one player is shifted from G1 to G2, the first of
    4.3 (G1 by ARO: 1 (2000), 2 (2100); the higher of the two middle ones, 1).  Step 2 then
    shifts one Black seeker back (G2's own players by TPN 3, 4: #1 = 3).  G1 = {2, 3}, G2 =
    {1, 4}: S1 by ARO 3 (1900), 2 (2100); 3-1 is illegal, so T2 = 4, 1: 3-4, 2-1.  Colours: 3
    and 4 seek Black with the history W: 5.2.5, 3 ranks higher: 4-3.  1 (history B W B) and 2
    (history B) both strongly seek White; 5.2.4 compares from the latest game: B = B, then 2 has
    no more games: no difference; 5.2.5: 1 ranks higher: 1-2."""
    cards = [card(1, 1, W, colours=[B, W, B], played=(3, 4)), card(2, 1, W, aro=2100),
             card(3, 1, B, aro=1900, played=(1,)), card(4, 1, B, played=(1,))]
    pairs, texts = pair_cards(cards)
    assert pairs == {(4, 3), (1, 2)}
    assert "3.2.4 step 1" in texts[(1, 2)]


# -- 5.2: colours --------------------------------------------------------------------------------

def test_colours_on_compressed_histories():
    """GHR 3.4 (cited by 5.2.4): "a participant with a colour history of BWBuW ... will be
    treated as if their colour history was uBWBW".  Player 1: B W B (bye) W -> B W B W; colour
    difference 0, last White: mild Black (1.6.3)."""
    t = tournament(2, ["2-1 1/2", "1-2 1/2", "2-1 1/2", "1 H, 2 H", "1-2 1/2"])
    c = build_cards(t)[1]
    assert c.colours == [B, W, B, W]
    assert (c.preference, c.strength) == (B, MILD)


def test_5_2_4_alternates_at_the_latest_difference_of_played_games():
    """5.2.4 "Alternate the colours to the most recent time in which one player had White and
    the other Black", on histories of played games aligned at their ends (GHR 3.4): a = B W B W,
    b = W B B W (both mild Black).  From the latest: W/W, B/B, then W (a) / B (b): a had White
    then, so a gets Black now: b-a."""
    a = card(1, 1, B, MILD, colours=[B, W, B, W])
    b = card(2, 1, B, MILD, colours=[W, B, B, W])
    assert allocate(a, b, W)[:2] == (2, 1)


def test_5_2_3_stronger_preference_and_5_2_5_higher_ranked():
    """5.2.3: absolute White (history B B) against strong White (history B): the absolute one
    gets White.  5.2.5: two strong White seekers with the same history; the one with more
    points ranks higher (5.2.1's definition) and gets White even with the larger TPN."""
    assert allocate(card(5, 1, W, ABSOLUTE), card(2, 1, W), W)[:2] == (5, 2)
    assert allocate(card(5, 2, W), card(2, 1, W), W)[:2] == (5, 2)


def test_c3_same_absolute_preference_never_paired():
    """[C3]: "Two players with the same absolute colour preference shall not meet".  Round 3 of
    eight players, all draws: 1 and 2 had White twice (absolute Black, 1.6.1), 3 and 4 Black
    twice (absolute White); 5-8 alternated (mild).  1-2 and 3-4 are barred: a manual pairing
    with them is reported as [C3] (and 5-6, 7-8 as [C1]); in the system's pairing 1 and 2 play
    Black, 3 and 4 White."""
    t = tournament(8, ["1-3 1/2, 2-4 1/2, 5-6 1/2, 7-8 1/2", "1-4 1/2, 2-3 1/2, 6-7 1/2, 8-5 1/2"],
                   total_rounds=5)
    manual = Pairing(boards=[Board(1, 2), Board(3, 4), Board(5, 6), Board(7, 8)])
    rules = sorted(v.rule for v in SYSTEM.absolute_violations(t, manual))
    assert rules == ["C1", "C1", "C3", "C3"]
    pairs = boards(SYSTEM.pair(t))
    assert all(b in (1, 2) for w, b in pairs if {w, b} & {1, 2})
    assert all(w in (3, 4) for w, b in pairs if {w, b} & {3, 4})


def test_round_that_cannot_be_completed_is_left_to_the_arbiter():
    """1.9.3 "If it is impossible to complete a round-pairing, the Chief Arbiter shall decide":
    two players who have met cannot be paired again ([C1])."""
    t = tournament(2, ["1-2 1-0"], total_rounds=3)
    try:
        SYSTEM.pair(t)
    except PairingError as exc:
        assert "Chief Arbiter" in str(exc)
    else:
        raise AssertionError("paired a rematch")
