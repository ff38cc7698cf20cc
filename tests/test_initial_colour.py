"""E.5 and absent players: pairing numbers count the players taking part.

dutch-2016 E.5: "If the higher ranked player has an odd pairing number, give him the
initial-colour; otherwise give him the opposite colour", with the note "Always consider
sections C.04.2.B/C (Initial Order/Late Entries) for the proper management of the pairing
numbers." The endorsed engines number the players present: in rough-00048 player 8 is
absent in round 1 (0000 - H), and player 9 - the 8th present - gets the colour of an even
number (black, the initial colour being white: player 1 is white on board 1).
"""

from pathlib import Path

from arbiter_app.engine.checker import check_round
from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.trf import read_trf_file

DATA = Path(__file__).parent / "data" / "dutch2016"


def test_an_absent_player_shifts_the_colours_of_round_one():
    t = read_trf_file(DATA / "rough-00048-n029-r05.trf")
    assert t.initial_colour is Colour.WHITE
    first = t.round(1)
    assert first.game_of(9).colour_of(9) is Colour.BLACK  # 9 is the 8th player present
    assert first.game_of(10).colour_of(10) is Colour.WHITE
    assert check_round(t, get_system("dutch2016"), 1).matches


def test_player_one_absent_the_initial_colour_is_read_from_the_first_present():
    for name, colour in (("mixed-00147-n126-r07.trf", Colour.WHITE),
                         ("rough-00002-n051-r07.trf", Colour.BLACK)):
        t = read_trf_file(DATA / name)
        assert t.initial_colour is colour, name
        system = get_system("dutch2016")
        assert all(check_round(t, system, k).matches for k in (1, 2)), name
