"""Creating, opening, importing and settings; the recent-files list."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from arbiter_app import paths
from arbiter_app.engine.model import Colour
from arbiter_app.services import (FileNotATournament, NewerSchema, NewTournament,
                                  ServiceError, TournamentService, add_recent_file,
                                  recent_files)
from arbiter_app.services.points import scoring_from
from arbiter_app.store import TournamentFile
from tests.builders import tournament

DATA = Path(__file__).resolve().parent / "data"


def new(**changes) -> NewTournament:
    values = dict(name="Spring Open", total_rounds=7, system="dutch2016", city="Ghent",
                  federation="BEL", start_date="2024/03/01", end_date="2024/03/05",
                  chief_arbiter="IA A. Arbiter", deputies="B. Deputy", time_control="90'+30''",
                  scoring=scoring_from(win=3.0, draw=1.0), initial_colour=Colour.BLACK,
                  tiebreaks=["BH/C1", "SB", "DE"])
    values.update(changes)
    return NewTournament(**values)


def test_create_and_read_back_settings(tmp_path):
    with TournamentService.create(tmp_path / "t.arbiter", new()) as service:
        assert service.settings() == new()
        t = service.tournament()
        assert (t.info.name, t.total_rounds, t.system, t.initial_colour) == (
            "Spring Open", 7, "dutch2016", Colour.BLACK)
        assert t.scoring.win == 3.0
        assert service.audit_log()[0].action == "create"


@pytest.mark.parametrize("changes, message", [
    ({"name": " "}, "needs a name"),
    ({"total_rounds": 0}, "from 1 to 999, not 0"),
    ({"total_rounds": 1000}, "from 1 to 999, not 1000"),  # more than the store keeps
    ({"system": "monrad"}, "unknown pairing system 'monrad'"),
])
def test_bad_new_tournament_makes_no_file(tmp_path, changes, message):
    with pytest.raises(ServiceError, match=message):
        TournamentService.create(tmp_path / "t.arbiter", new(**changes))
    assert os.listdir(tmp_path) == []


def test_update_settings(tmp_path):
    with TournamentService.create(tmp_path / "t.arbiter", new()) as service:
        service.update_settings(name="Spring Open 2024", total_rounds=9, tiebreaks=["SB"],
                                initial_colour=None)
        settings = service.settings()
        assert (settings.name, settings.total_rounds, settings.tiebreaks,
                settings.initial_colour) == ("Spring Open 2024", 9, ["SB"], None)
        assert "total_rounds: 7 -> 9" in service.audit_log()[-1].details
        with pytest.raises(ServiceError, match="unknown setting: colour"):
            service.update_settings(colour="w")
        with pytest.raises(ServiceError, match="unknown pairing system"):
            service.update_settings(system="x")
        assert service.settings() == settings


def test_settings_that_contradict_paired_rounds(tmp_path):
    t = tournament(4, ["1-2 1-0, 3-4 0-1", "1-4 *, 3-2 *"], total_rounds=5)
    t.system = "dutch2016"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        with pytest.raises(ServiceError, match="2 rounds are already paired"):
            service.update_settings(total_rounds=1)
        with pytest.raises(ServiceError, match="initial colour cannot change"):
            service.update_settings(initial_colour=Colour.BLACK)


def test_open_errors_are_service_errors(tmp_path):
    text = tmp_path / "notes.arbiter"
    text.write_text("not a tournament")
    with pytest.raises(FileNotATournament, match="not an SQLite database"):
        TournamentService.open(text)
    newer = tmp_path / "newer.arbiter"
    TournamentService.create(newer, new()).close()
    con = sqlite3.connect(str(newer))
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    with pytest.raises(NewerSchema, match="newer version of Arbiter"):
        TournamentService.open(newer)


def test_import_trf_errors(tmp_path):
    good = DATA / "dutch2016" / "mixed-00019-n010-r05.trf"
    with pytest.raises(ServiceError, match="unknown pairing system"):
        TournamentService.import_trf(good, tmp_path / "a.arbiter", "swiss")
    bad = tmp_path / "bad.trf"
    bad.write_text("012 X\n001    1      Too short\n")
    with pytest.raises(ServiceError, match="bad.trf"):
        TournamentService.import_trf(bad, tmp_path / "b.arbiter", "dutch2016")
    (tmp_path / "c.arbiter").write_bytes(b"keep me")
    with pytest.raises(ServiceError, match="already exists"):
        TournamentService.import_trf(good, tmp_path / "c.arbiter", "dutch2016")
    assert (tmp_path / "c.arbiter").read_bytes() == b"keep me"
    assert sorted(os.listdir(tmp_path)) == ["bad.trf", "c.arbiter"]


def test_import_keeps_players_and_rounds(tmp_path):
    trf = DATA / "dutch2016" / "mixed-00019-n010-r05.trf"
    with TournamentService.import_trf(trf, tmp_path / "t.arbiter", "dutch2016") as service:
        t = service.tournament()
        assert len(t.players) == 10 and len(t.rounds) == 5 and t.system == "dutch2016"
        assert service.audit_log()[0].action == "import"


def test_paths_follow_arbiter_home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "portable"))
    assert paths.config_dir() == tmp_path / "portable" / "config"
    assert paths.data_dir() == tmp_path / "portable" / "data"
    monkeypatch.delenv("ARBITER_HOME")
    assert "portable" not in str(paths.config_dir())


def test_recent_files(tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    assert recent_files() == []
    files = []
    for n in range(12):
        files.append(tmp_path / f"t{n}.arbiter")
        files[-1].write_bytes(b"")
        add_recent_file(files[-1])
    add_recent_file(files[5])  # again: moves to the front, no duplicate
    listed = recent_files()
    assert listed[0] == files[5].resolve()
    assert listed[1:4] == [f.resolve() for f in (files[11], files[10], files[9])]
    assert len(listed) == 10 and len(set(listed)) == 10
    stored = tmp_path / "home" / "config" / "recent-files.json"
    assert json.loads(stored.read_text())[0] == str(files[5].resolve())
    files[11].unlink()
    assert files[11].resolve() not in recent_files()
    stored.write_text("{broken")
    assert recent_files() == []
