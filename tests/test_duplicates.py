"""Issue #21: a player entered twice (same FIDE id, or same name and birth date) is a
level 3 warning, in the services and on the command line; nothing changes until it
is confirmed."""

from __future__ import annotations

import pytest

from arbiter_app.services import NeedsConfirmation, NewTournament, TournamentService
from tests.builders import cli_run as run


@pytest.fixture
def service(tmp_path):
    service = TournamentService.create(tmp_path / "t.arbiter",
                                       NewTournament("Club Swiss", 5, "dutch2016"))
    for name, fide_id, born in [("Carlsen, Magnus", "1503014", "1990/11/30"),
                                ("Hou, Yifan", "8602980", "1994/02/27")]:
        service.add_player(name, 2700, fide_id=fide_id, birth_date=born)
    yield service
    service.close()


def names(service):
    return [p.name for _n, p in sorted(service.tournament().players.items())]


def test_the_same_fide_id_twice_needs_a_confirmation(service):
    before = service.audit_log()
    with pytest.raises(NeedsConfirmation) as info:
        service.add_player("Carlsen, M.", 2830, fide_id="1503014")
    (warning,) = info.value.warnings
    assert warning.level == 3 and warning.code == "duplicate-fide-id"
    assert warning.text == "player 1 Carlsen, Magnus has FIDE id 1503014 already"
    assert names(service) == ["Carlsen, Magnus", "Hou, Yifan"]
    assert service.audit_log() == before
    added = service.add_player("Carlsen, M.", 2830, fide_id="1503014", confirm=True)
    assert added.number == 3 and names(service)[-1] == "Carlsen, M."


def test_the_same_name_and_birth_date_needs_a_confirmation(service):
    with pytest.raises(NeedsConfirmation) as info:
        service.add_player("hou,   yifan", 2650, birth_date="1994/02/27")
    (warning,) = info.value.warnings
    assert warning.code == "duplicate-name-birth" and warning.level == 3
    assert "player 2 Hou, Yifan" in warning.text and "1994/02/27" in warning.text
    assert len(service.tournament().players) == 2


def test_what_is_not_a_duplicate(service):
    # the same birth date with another name
    service.add_player("Other, Player", 1500, birth_date="1990/11/30")
    assert len(service.tournament().players) == 3


def test_the_same_name_with_another_fide_id_is_asked_too(service):
    # issue #35: two people of one name, or one entered twice with a wrong id -- the
    # arbiter decides (a level 3 question, as for the same id)
    for fields in (dict(fide_id="999", birth_date="1994/02/27"), dict()):
        with pytest.raises(NeedsConfirmation) as asked:
            service.add_player("Hou, Yifan", 2000, **fields)
        (warning,) = asked.value.warnings
        assert warning.code == "duplicate-name" and warning.level == 3
        assert "player 2 Hou, Yifan" in warning.text
    assert len(service.tournament().players) == 2
    service.add_player("Hou, Yifan", 2000, fide_id="999", confirm=True)
    assert len(service.tournament().players) == 3


def test_an_import_lists_every_duplicate_and_can_skip_them(service):
    entries = [dict(name="Carlsen, Magnus", rating=2830, fide_id="1503014"),
               dict(name="New, One", rating=2000, fide_id="111"),
               dict(name="New, One again", rating=2000, fide_id="111"),
               dict(name="Hou, Yifan", birth_date="1994/02/27"),
               dict(name="New, Two", rating=1900)]
    with pytest.raises(NeedsConfirmation) as info:
        service.add_players(entries)
    texts = [w.text for w in info.value.warnings]
    assert texts == ["Carlsen, Magnus: player 1 Carlsen, Magnus has FIDE id 1503014 already",
                     "New, One again: entry 2 of the list (New, One) has FIDE id 111 already",
                     "Hou, Yifan: player 2 Hou, Yifan has the same name and birth date "
                     "1994/02/27 already"]
    assert len(service.tournament().players) == 2
    assert [d.index for d in service.duplicates_of(entries)] == [0, 2, 3]

    added = service.add_players(entries, skip_duplicates=True)
    assert [(p.number, p.name) for p in added] == [(3, "New, One"), (4, "New, Two")]
    assert "2 added; 3 skipped" in service.audit_log()[-1].details


def test_an_import_confirmed_adds_the_duplicates_too(service):
    entries = [dict(name="Carlsen, Magnus", fide_id="1503014"), dict(name="New, One")]
    added = service.add_players(entries, confirm=True)
    assert [p.number for p in added] == [3, 4]


def test_a_bad_entry_of_an_import_adds_nothing(service):
    with pytest.raises(Exception, match="entry 2 of the import"):
        service.add_players([dict(name="Good, One"), dict(name="", rating=1)])
    assert len(service.tournament().players) == 2


# -- command line ------------------------------------------------------------------

def test_cli_add_player_refuses_a_duplicate_with_exit_3_unless_confirmed(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    assert run(capsys, "new", path, "--name", "Open", "--rounds", "5",
               "--system", "dutch2016")[0] == 0
    assert run(capsys, "add-player", path, "Carlsen, Magnus", "--fide-id", "1503014")[0] == 0
    before = path.read_bytes()
    code, out, err = run(capsys, "add-player", path, "Carlsen, M.", "--fide-id", "1503014")
    assert code == 3 and out == ""
    assert ("warning (level 3): player 1 Carlsen, Magnus has FIDE id 1503014 already"
            in err.splitlines())
    assert "--confirm" in err and "Traceback" not in err
    assert path.read_bytes() == before
    code, out, err = run(capsys, "add-player", path, "Carlsen, M.", "--fide-id", "1503014",
                         "--confirm")
    assert code == 0 and out.startswith("added 2 Carlsen, M.")
    with TournamentService.open(path, read_only=True) as service:
        assert len(service.tournament().players) == 2


def test_duplicates_are_compared_as_they_would_be_stored(service):
    # 1994-02-27 is stored as 1994/02/27 (the TRF spelling)
    entries = [dict(name="Hou, Yifan", birth_date="1994-02-27"), dict(name="Someone, Else")]
    assert [(d.index, d.code, d.existing) for d in service.duplicates_of(entries)] == [
        (0, "duplicate-name-birth", 2)]
    with pytest.raises(NeedsConfirmation):
        service.add_player("Hou, Yifan", birth_date="1994-02-27")
