"""The pairing card of C.04.1: A.2 order, A.7 colour preferences, A.8 x,
F.2/F.3 unplayed games, F.9 adjourned games, B.1.b."""

from __future__ import annotations

from arbiter_app.engine.history import Float, Strength
from arbiter_app.engine.model import Player
from arbiter_app.engine.systems.rating1998.cards import BLACK, WHITE, build_cards, x_of
from tests.builders import tournament
from tests.test_rating1998_kit import card


def ranks(t):
    cards = build_cards(t)
    return [c.number for c in sorted(cards.values(), key=lambda c: c.rank)]


def test_a2_score_rating_title_alphabetical():
    """A.2: "the players are ranked in order of, respectively a. score b. rating
    c. FIDE-title (IGM-WGM-IM-WIM-FM-WFM-no title) d. alphabetically"."""
    t = tournament(8, ["7-8 1-0"])
    t.players[1] = Player(1, "Zeta", 2300, "")
    t.players[2] = Player(2, "Alpha", 2300, "WFM")
    t.players[3] = Player(3, "Beta", 2300, "IM")
    t.players[4] = Player(4, "Gamma", 2300, "GM")
    t.players[5] = Player(5, "Delta", 2300, "WGM")
    t.players[6] = Player(6, "Aaron", 2300, "")
    t.players[7] = Player(7, "Low", 1000, "")
    t.players[8] = Player(8, "High", 2900, "")
    # 7 won its game (score first); then rating (8, then six players on 2300 by
    # title: GM, WGM, IM, WFM, then untitled alphabetically: Aaron, Zeta)
    assert ranks(t) == [7, 8, 4, 5, 3, 2, 6, 1]


def colours_card(rounds, player=1, total_rounds=None, players=None):
    t = tournament(players or 12, rounds, total_rounds=total_rounds)
    return build_cards(t)[player]


def test_a7a_absolute_after_two_equal_colours():
    """A.7.a: "An absolute colour preference occurs when ... a player played with
    the same colour in the two latest rounds. The preference is white when ... the
    last two games were played with black"."""
    c = colours_card(["2-1 1/2", "3-1 1/2"])
    assert (c.preference, c.strength) == (WHITE, Strength.ABSOLUTE)


def test_a7a_absolute_colour_difference_named_first():
    """A.7.a: "The preference is white when the colour difference is < 0 or when
    the last two games were played with black, otherwise black." WWWWBB has
    difference +2 and two blacks last: the difference, named first, decides
    (decision A.7.a in docs/systems/rating1998.md): black."""
    c = colours_card(["1-2 1/2", "1-3 1/2", "4-1 1/2"])  # W W B: diff +1, alternating last two
    assert (c.preference, c.strength) == (BLACK, Strength.STRONG)
    c = colours_card(["1-2 1/2", "1-3 1/2", "1-4 1/2", "1-5 1/2", "6-1 1/2", "7-1 1/2"])
    assert c.difference == 2 and (c.preference, c.strength) == (BLACK, Strength.ABSOLUTE)
    c = colours_card(["1-2 1/2", "3-1 1/2", "1-4 1/2", "1-5 1/2"])  # W B W W: +2
    assert (c.preference, c.strength) == (BLACK, Strength.ABSOLUTE)


def test_a7b_strong():
    """A.7.b: "A strong colour preference occurs when a player's colour difference
    is unequal to zero. The preference is white when the colour difference is < 0"."""
    c = colours_card(["2-1 1/2", "1-3 1/2", "4-1 1/2"])  # B W B
    assert (c.preference, c.strength, c.signed_difference()) == (WHITE, Strength.STRONG, "-1")


def test_a7c_mild_with_plus_and_minus_zero():
    """A.7.c: "A mild colour preference occurs when a player's colour difference is
    zero, the preference being to alternate the colour with respect to the previous
    game. In this case the colour difference is written down as +0 or -0 depending
    on the colour of the previous game (white or black respectively)"."""
    c = colours_card(["2-1 1/2", "1-3 1/2"])  # B W
    assert (c.preference, c.strength, c.signed_difference()) == (BLACK, Strength.MILD, "+0")
    c = colours_card(["1-2 1/2", "3-1 1/2"])  # W B
    assert (c.preference, c.strength, c.signed_difference()) == (WHITE, Strength.MILD, "-0")


def test_a7a_not_in_effect_for_over_50_percent_in_last_round():
    """A.7.a: "(This rule is not in effect when pairing players with a score of
    over 50% in the last round)" and the note under B.6: "B2, B5 and B6 do not
    apply when pairing players with a score of over 50% in the last round"."""
    rounds = ["2-1 0-1", "3-1 0-1"]  # player 1: black twice, 2 points of 2
    c = colours_card(rounds, total_rounds=3)
    assert c.waived and (c.preference, c.strength) == (WHITE, Strength.STRONG)
    assert c.may_take(BLACK)  # a third black is allowed to him
    c = colours_card(rounds, total_rounds=5)  # not the last round
    assert not c.waived and c.strength is Strength.ABSOLUTE and not c.may_take(BLACK)
    loser = colours_card(["2-1 1-0", "3-1 1-0"], total_rounds=3)  # 0 of 2: not over 50%
    assert not loser.waived and not loser.may_take(BLACK)


def test_a8_x():
    """A.8: "w = number of players having a colour preference white. b = number of
    players having a colour preference black. q = number of players in the score
    bracket divided by 2, rounded upwards. If b > w then x = b-q, else x = w-q."."""
    whites = [card(n, colours="B") for n in range(1, 6)]  # 5 prefer white
    blacks = [card(n, colours="W") for n in range(6, 8)]  # 2 prefer black
    assert x_of(whites + blacks) == 5 - 4  # q = ceil(7/2) = 4
    assert x_of(blacks + [card(9, colours="W"), card(10), card(11)]) == 3 - 3
    assert x_of([card(n, colours="W") for n in range(1, 7)]) == 6 - 3


def test_f3_unplayed_round_dropped_from_colour_history():
    """F.3: "A player who after five round has a colour history of BWW-B (i.e. no
    valid game in round 4) will be treated as -BWWB with respect to E3." and F.2:
    "pairing not actually played ... will not be taken into account with respect
    to colour"."""
    t = tournament(12, ["2-1 1/2", "1-3 1/2", "1-4 1/2", "1-5 +-", "6-1 1/2"])
    c = build_cards(t)[1]
    assert c.colours == [BLACK, WHITE, WHITE, BLACK]
    assert c.signed_difference() == "-0"  # previous game black
    # a forfeited pairing may be repeated (F.2: "Such a pairing is not considered
    # to be illegal in future rounds")
    assert 5 not in c.met and 4 in c.met


def test_a5_bye_is_a_downfloat_and_b1b():
    """A.5: "A bye is considered to be a downfloat." B.1.b: "A player who has
    received a point without playing, either through a bye or due to an opponent
    not appearing in time, shall not receive a bye"."""
    t = tournament(6, ["1-2 +-, 3-4 1-0, 5 U", "1-3 1/2, 2-5 1/2, 4 H"])
    cards = build_cards(t)
    assert cards[5].floats[0] is Float.DOWN
    assert not cards[5].bye_allowed  # pairing-allocated bye
    assert not cards[1].bye_allowed  # forfeit win
    assert cards[4].bye_allowed  # a requested half-point bye is not "a point"
    assert cards[3].bye_allowed


def test_a4_floats_written_by_score_difference():
    """A.4: "players with unequal scores will be paired ... The higher ranked
    player receives a downfloat, the lower one an upfloat"."""
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-3 1-0, 4-2 1-0"])
    cards = build_cards(t)
    assert cards[1].floats == [None, None]
    t = tournament(4, ["1-2 1-0, 3-4 0-1", "1-4 1-0, 3-2 1/2"])
    cards = build_cards(t)
    assert cards[1].floats[1] is None and cards[4].floats[1] is None
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-4 1-0, 3-2 1/2"])
    cards = build_cards(t)
    assert cards[1].floats[1] is Float.DOWN and cards[4].floats[1] is Float.UP


def test_f9_adjourned_game_counts_as_draw():
    """F.9: "Adjourned games are considered draws for pairing purposes only."."""
    t = tournament(4, ["1-2 *, 3-4 1-0"])
    cards = build_cards(t)
    assert cards[1].score == cards[2].score == 0.5
    assert cards[3].score == 1.0


def test_a2_title_trf_codes():
    """A.2: "c. FIDE-title (IGM-WGM-IM-WIM-FM-WFM-no title)" with the titles as TRF16
    writes them in columns 11-13 (g, wg, i, wi, f, wf), in any case; c/wc (CM, WCM)
    are not in the text's list: no title."""
    from arbiter_app.engine.systems.rating1998.cards import title_rank
    codes = ["g", "WG", "i", "wi", "F", "wf", ""]
    assert [title_rank(c) for c in codes] == [0, 1, 2, 3, 4, 5, 6]
    assert title_rank(" c ") == title_rank("wc") == title_rank("") == title_rank(None)
    assert title_rank("GM") == title_rank("IGM") == title_rank("g")
