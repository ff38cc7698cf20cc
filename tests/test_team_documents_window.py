"""The window's existing print, PDF, publish and hall actions on a team event (issue #37
point 6): they take the team documents from the services; the match cards and the board
standings are in the menus of a team event only."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.gui import opened_window  # noqa: E402
from tests.team_event_builders import enter_lineups, play, team_event  # noqa: E402


@pytest.fixture
def league(tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    path = tmp_path / "league.arbiter"
    with team_event(path, teams=4, boards=4, rounds=3) as service:
        enter_lineups(service, 1)
        service.pair_next_team_round()
        play(service, 1, {1: "1=0=", 2: "0101"})
    return path


def test_pdf_from_the_window_and_the_team_menus(qtbot, league, tmp_path):
    w, idle = opened_window(qtbot, league)
    idle()
    w.show_team_documents()
    assert w.document_actions[("pdf", "match-cards")] in w.document_menus["pdf"].actions()
    assert w.document_actions[("print", "boards")] in w.document_menus["print"].actions()
    built = []
    for kind in ("pairings", "match-cards", "boards", "ranking", "crosstable"):
        out = tmp_path / f"{kind}.pdf"
        w.export_pdf(kind, str(out))
        idle()
        assert out.read_bytes().startswith(b"%PDF"), kind
        built.append(kind)
    assert w.errors == []
    from arbiter_app.services.documents import read_document
    box = []
    w.session.run("test", lambda s: read_document(s, "pairings"), on_done=box.append,
                  refresh=False)
    qtbot.waitUntil(lambda: bool(box), timeout=20_000)
    assert "Club 1" in box[0].body and "2 \u2013 2" in box[0].body


def test_publish_and_the_hall_from_the_window(qtbot, league, tmp_path):
    w, idle = opened_window(qtbot, league)
    idle()
    web = tmp_path / "web"
    w._publish(str(web))
    idle()
    assert (web / "teams.html").exists() and (web / "board-standings.html").exists()
    from arbiter_app.ui.hall import HallWindow
    w.hall = HallWindow(w, ["pairings"])
    w.hall.show()
    w.update_hall(w.snapshot)
    idle()
    assert w.hall.tables and w.hall.tables[0].title == "Round 1 \u2013 matches"
    assert w.hall.shown_rows()[0][1] == "Club 1 (1)"
    w.close_hall()


def test_an_individual_event_hides_the_team_entries(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    from tests.gui import scripted_window
    w = scripted_window(qtbot)
    w.show_team_documents()
    assert w.document_actions[("pdf", "match-cards")] not in w.document_menus["pdf"].actions()
    assert w.document_actions[("print", "boards")] not in w.document_menus["print"].actions()
