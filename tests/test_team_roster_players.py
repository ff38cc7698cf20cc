"""A team event's roster players as the window edits and imports them (issue #37, point 6):
the player's own edit (``edit_player``) works on a team event's player and leaves the rosters
and numbers as they were; an import to a team takes the K-factor a FIDE rating list gives, as
adding one player does."""

from __future__ import annotations

import pytest

from arbiter_app.services import ServiceError
from arbiter_app.services.ratings import k_factors
from tests.team_event_builders import team_event


@pytest.fixture
def event(tmp_path):
    with team_event(tmp_path / "league.arbiter", teams=2, boards=2, reserves=0) as service:
        yield service


def test_a_roster_player_is_edited_as_any_player(event):
    before = event.team_tournament()
    last = before.teams[2].roster[-1]
    # the lowest rated player made the highest: in an individual event before round 1 the
    # pairing numbers would follow the ratings; a team event numbers by entry (docs/teams.md)
    player = event.edit_player(last, name="Lee, Ann", rating=2600, title="IM", k=20)
    t = event.team_tournament()
    assert player.number == last
    assert t.individuals.players[last].name == "Lee, Ann"
    assert t.individuals.players[last].rating == 2600
    assert {n: team.roster for n, team in t.teams.items()} == {
        n: team.roster for n, team in before.teams.items()}
    assert k_factors(t)[last] == 20  # the options are the event's (one tournament row)


def test_an_import_to_a_team_keeps_the_k_of_the_list(event):
    _teams, players = event.add_team_players([
        dict(team="Club 1", name="Kay, Bo", rating=2210, fide_id="4100011", k=40),
        dict(team="Club 1", name="Lay, Cy", rating=2200, fide_id="4100012")])
    t = event.team_tournament()
    assert [p.name for p in players] == ["Kay, Bo", "Lay, Cy"]
    assert t.teams[1].roster[-2:] == tuple(p.number for p in players)
    ks = k_factors(t)
    assert ks[players[0].number] == 40 and ks.get(players[1].number) is None
    with pytest.raises(ServiceError, match="entry 1 of the import: K 700"):
        event.add_team_players([dict(team="Club 1", name="Ray, Di", k=700)])
