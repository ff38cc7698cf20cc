"""Standings (C.07 2.1 and 4.2) and the tie-break names (C.07 5, 14)."""

from __future__ import annotations

import pytest

from arbiter_app.engine.tiebreaks import (CATALOGUE, TiebreakOptions, TiebreakSpec,
                                          UnknownTiebreak, available_tiebreaks,
                                          compute_standings, parse_tiebreak, parse_tiebreaks)
from tests.test_tiebreaks_own import every_kind


@pytest.mark.parametrize("text, spec", [
    ("BH", TiebreakSpec("BH")), ("bh/c1", TiebreakSpec("BH", 1, 0)),
    ("BH-C2", TiebreakSpec("BH", 2, 0)), ("BH/M1", TiebreakSpec("BH", 1, 1)),
    ("BH#M2", TiebreakSpec("BH", 2, 2)), ("SB/C1", TiebreakSpec("SB", 1, 0)),
    ("AROC-1", TiebreakSpec("ARO", 1, 0)), ("ARO/C1", TiebreakSpec("ARO", 1, 0)),
    ("REP", TiebreakSpec("GE")), (" de ", TiebreakSpec("DE")), ("PS/C1", TiebreakSpec("PS", 1)),
    ("BH/C1/P", TiebreakSpec("BH", 1, 0, forfeits_played=True)),
    ("DE/P", TiebreakSpec("DE", forfeits_played=True)),
    ("KS/L-2", TiebreakSpec("KS", limit_shift=-2)),
    ("AOB/F", TiebreakSpec("AOB", fore=True)), ("ARO/M1", TiebreakSpec("ARO", 1, 1)),
])
def test_parse_tiebreak(text, spec):
    assert parse_tiebreak(text) == spec


@pytest.mark.parametrize("text, complaint", [
    ("XYZ", "unknown tie-break 'XYZ'"), ("BH/X1", "unknown modifier"),
    ("DE/C1", "DE takes /P"), ("WIN/C1", "WIN takes no modifier"), ("KS/L", "unknown modifier"),
    ("BH/C1/M1", "repeats a modifier"), ("", "empty"),
])
def test_bad_names_are_refused_with_the_known_ones(text, complaint):
    with pytest.raises(UnknownTiebreak) as caught:
        parse_tiebreak(text)
    assert complaint in str(caught.value)
    if "unknown tie-break" in complaint:
        assert "BH" in str(caught.value) and "SB" in str(caught.value)


def test_labels_round_trip():
    for acronym, _ in available_tiebreaks():
        assert parse_tiebreak(acronym).label == acronym
    for text in ("BH/C1/P", "KS/L+1", "AOB/F", "SB/M2/P"):
        assert parse_tiebreak(text).label == text


def test_every_catalogued_tiebreak_can_be_computed():
    names = [a for a, _ in available_tiebreaks()]
    # the team tie-breaks (C.07 11-13) are offered for team events only
    assert {a for a, info in CATALOGUE.items() if not info.team} <= set(names)
    assert not {a for a, info in CATALOGUE.items() if info.team} & set(names)
    standings = compute_standings(every_kind(), names,
                                  TiebreakOptions(unrated_rating=1400))
    assert len(standings.rows) == 6 and all(len(r.values) == len(names) for r in standings.rows)


def test_presets_expand():
    assert [s.label for s in parse_tiebreaks("BH/C1, rating1998")] == ["BH/C1", "DE1", "ARO"]


def test_tied_players_share_the_place_when_every_tiebreak_is_equal():
    # C.07 2.1: points only: 1 (3.5), 3 (3), then 2 and 5 (1.5) share 3rd, 4 and 6 (1)
    # share 5th.  With BH (2: 9, 5: 8; 4: 9, 6: 4) every place is single.
    s = compute_standings(every_kind(), [])
    assert s.ranks == {1: 1, 3: 2, 2: 3, 5: 3, 4: 5, 6: 5}
    assert [r.shared for r in s.rows] == [False, False, True, True, True, True]
    s = compute_standings(every_kind(), ["BH"])
    assert [(r.rank, r.number) for r in s.rows] == [(1, 1), (2, 3), (3, 2), (4, 5), (5, 4),
                                                    (6, 6)]


def test_tiebreaks_apply_in_order_to_the_groups_still_tied():
    # C.07 4.2: GE first: among 2 and 5 (1.5 points) GE 4 vs 3 puts 2 first; among 4 and 6
    # GE 3 vs 1 puts 4 first.  A later BH does not reorder them.
    s = compute_standings(every_kind(), ["GE", "BH"])
    assert [r.number for r in s.rows] == [1, 3, 2, 5, 4, 6]


def test_rows_carry_name_points_and_values_in_order():
    s = compute_standings(every_kind(), ["BH/C1", "SB"])
    row = s.row(3)
    assert (row.rank, row.name, row.points, row.values) == (2, "Player 03", 3.0, (8.0, 6.75))
    assert s.headers() == ["Rank", "No", "Name", "Pts", "BH/C1", "SB"]
    assert s.table()[1] == ["2", "3", "Player 03", "3", "8", "6.75"]


def test_round_beyond_the_paired_ones_is_refused():
    with pytest.raises(ValueError, match="not paired yet"):
        compute_standings(every_kind(), [], TiebreakOptions(rounds=9))


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="unplayed-round method"):
        TiebreakOptions(unplayed="2017")


def test_a_game_with_an_unknown_player_is_reported():
    from arbiter_app.engine.model import Game, GameResult
    t = every_kind()
    t.rounds[0].games.append(Game(1, 99, GameResult.DRAW))
    with pytest.raises(ValueError, match="round 1: game 1-99: 99 is not a player"):
        compute_standings(t, [])


def test_the_tournaments_own_options_apply_without_explicit_ones():
    # Tournament.options "tiebreaks.unplayed" = 2009: player 4's BH with virtual opponents
    # is 9.5 (worked in tests/test_tiebreaks_buchholz.py) instead of 9 with dummies.
    t = every_kind()
    assert compute_standings(t, ["BH"]).row(4).values == (9,)
    t.options["tiebreaks.unplayed"] = "2009"
    assert compute_standings(t, ["BH"]).row(4).values == (9.5,)
    assert compute_standings(t, ["BH"], TiebreakOptions()).row(4).values == (9,)


@pytest.mark.parametrize("key, value, complaint", [
    ("tiebreaks.unplayed", "1999", "unknown unplayed-round method"),
    ("tiebreaks.unrated_rating", "low", "tiebreaks.unrated_rating: expected a rating"),
    ("tiebreaks.koya_limit", "half", "tiebreaks.koya_limit"),
])
def test_bad_stored_options_are_named(key, value, complaint):
    t = every_kind()
    t.options[key] = value
    with pytest.raises(ValueError, match=complaint):
        compute_standings(t, [])
