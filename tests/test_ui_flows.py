"""The arbiter's flows through the real window, services and files.

Each flow runs the window offscreen against a real ``.arbiter`` file under
tmp_path; pairing flows use whichever pairing system is built (skipped, with
the reason, while none is)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.ui.dialogs.tournament import TournamentDialog, built_systems
from tests.gui import scripted_window
from arbiter_app.ui.models.rows import RESULT_COLUMN
from arbiter_app.ui.qtcompat import emit

SYSTEMS = [name for name, ok in built_systems().items() if ok]
needs_system = pytest.mark.skipif(not SYSTEMS, reason="no pairing system is built yet "
                                  "(arbiter_app.engine.systems.* define no SYSTEM)")
TIMEOUT = 20_000


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    yield scripted_window(qtbot)


def idle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def create(qtbot, w, tmp_path, players: int, system: str = "dutch2016", rounds: int = 5) -> Path:
    path = tmp_path / "open.arbiter"
    w.create_tournament(str(path), dict(name="Club Open", total_rounds=rounds, system=system,
                                        city="Leiden", tiebreaks=[]))
    idle(qtbot, w)
    for i in range(players):
        w.add_player_values(dict(name=f"Player {i + 1:02d}", rating=2400 - 25 * i))
    idle(qtbot, w)
    assert w.errors == []
    return path


def service_call(qtbot, w, op):
    """Run ``op(service)`` on the worker like the window does; return its result."""
    box = []
    w.session.run("test", op, on_done=box.append, refresh=False)
    qtbot.waitUntil(lambda: bool(box), timeout=TIMEOUT)
    return box[0]


# -- without pairing ----------------------------------------------------------

def test_new_tournament_dialog_offers_every_system_and_disables_the_unbuilt(qtbot):
    dialog = TournamentDialog()
    qtbot.addWidget(dialog)
    model = dialog.system.model()
    names = [model.item(r).data(Qt.ItemDataRole.UserRole) for r in range(model.rowCount())]
    assert names == ["dutch2026", "dutch2016", "dubov2026", "dubov1997", "lim1999", "rating1998",
                     "roundrobin"]
    built = built_systems()
    for row, name in enumerate(names):
        assert model.item(row).isEnabled() == built[name]
    qtbot.keyClicks(dialog.name, "Spring Open")
    dialog.rounds.setValue(7)
    dialog.white.setChecked(True)
    values = dialog.values()
    assert values["name"] == "Spring Open" and values["total_rounds"] == 7
    assert values["initial_colour"].value == "w"
    assert values["tiebreaks"] == ["BH/C1", "BH", "SB"]


def test_create_add_edit_withdraw_byes_with_undo_and_redo(qtbot, window, tmp_path):
    w = window
    path = create(qtbot, w, tmp_path, 3)
    assert str(path) in w.windowTitle() and "Club Open" in w.windowTitle()
    assert w.players_view.model.rowCount() == 3
    from arbiter_app.services import recent_files
    assert path in [Path(p) for p in recent_files()]

    w.edit_player_values(2, dict(name="Renamed, Two", rating=2390, title="FM", sex="",
                                 federation="NED", fide_id="", birth_date=""))
    idle(qtbot, w)
    assert w.snapshot.tournament.players[2].name == "Renamed, Two"
    assert "edit player 2" in w.act_undo.text()
    w.undo()
    idle(qtbot, w)
    assert w.snapshot.tournament.players[2].name == "Player 02"
    w.redo()
    idle(qtbot, w)
    assert w.snapshot.tournament.players[2].federation == "NED"

    w.withdraw_player(3)
    idle(qtbot, w)
    assert w.snapshot.tournament.players[3].withdrawn_from == 1
    w.undo()
    idle(qtbot, w)
    assert w.snapshot.tournament.players[3].withdrawn_from is None

    w.set_bye(1, 2, ByeKind.HALF_POINT)
    idle(qtbot, w)
    assert w.snapshot.tournament.requested_byes[2] == {1: ByeKind.HALF_POINT}
    assert "round 2: half-point bye" in w.players_view.model.row(0)[9]
    w.undo()
    idle(qtbot, w)
    assert 1 not in w.snapshot.tournament.requested_byes.get(2, {})
    assert w.errors == []


def test_filter_box_finds_players(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 12)
    w.find_player()
    qtbot.keyClicks(w.players_view.filter, "player 1")
    shown = {w.players_view.proxy.index(r, 0).data() for r in range(w.players_view.proxy.rowCount())}
    assert shown == {"1", "10", "11", "12"}


def test_opening_a_file_that_is_no_tournament_says_so(qtbot, window, tmp_path):
    bad = tmp_path / "notes.arbiter"
    bad.write_text("shopping list\n")
    window.open_path(str(bad))
    idle(qtbot, window)
    assert len(window.errors) == 1
    assert "Traceback" not in window.errors[0] and window.snapshot is None


def test_pdf_and_trf_exports(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 4)
    w.export_pdf("standings", str(tmp_path / "standings.pdf"))
    w.export_trf(str(tmp_path / "out.trf"))
    idle(qtbot, w)
    assert (tmp_path / "standings.pdf").read_bytes().startswith(b"%PDF")
    assert "Player 04" in (tmp_path / "out.trf").read_text()
    w.export_pdf("pairings", str(tmp_path / "none.pdf"))
    assert w.errors == ["No round is paired yet: there is no pairing list to print."]


# -- with a pairing system -----------------------------------------------------

@needs_system
def test_pair_enter_results_by_keyboard_override_unpair_and_standings(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 7, system=SYSTEMS[0])
    w.pair_next_round()
    assert w.progress.isVisible()  # the busy indicator while the worker pairs
    idle(qtbot, w)
    assert w.errors == [] and len(w.round_views) == 1
    view = w.round_view(1)
    assert view.model.board_count() == 3
    assert not w.progress.isVisible()

    # keyboard: 1, =, 0 on boards 1..3
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(0, RESULT_COLUMN))
    for key in "1=0":
        qtbot.keyClicks(view.table, key)
    idle(qtbot, w)
    games = w.snapshot.tournament.round(1).games
    assert [g.result for g in games] == [GameResult.WHITE_WINS, GameResult.DRAW,
                                         GameResult.BLACK_WINS]
    assert view.model.index(0, RESULT_COLUMN).data() == "1 \u2013 0"

    # undo / redo of a result
    w.undo()
    idle(qtbot, w)
    assert w.snapshot.tournament.round(1).games[2].result is GameResult.PENDING
    w.redo()
    idle(qtbot, w)
    assert w.snapshot.tournament.round(1).complete

    w.pair_next_round()
    idle(qtbot, w)
    assert len(w.round_views) == 2 and w.errors == []

    # manual pairing of round 2 with a rematch of round 1's board 1: the
    # system's rule against meeting twice is broken
    first = w.snapshot.tournament.round(1).games[0]
    dialogs = []
    w.make_override_dialog(dialogs.append)
    qtbot.waitUntil(lambda: bool(dialogs) and dialogs[0].checked, timeout=TIMEOUT)
    dialog = dialogs[0]
    qtbot.addWidget(dialog)
    boards = [list(b) for b in dialog.pairing().pairs()]
    others = [p for b in boards for p in b if p not in first.players()]
    bye = dialog.pairing().bye
    rest = others + ([bye] if bye is not None and bye not in first.players() else [])
    dialog.model.boards = [[first.black, first.white, ""]] + [
        [rest[i], rest[i + 1], ""] for i in range(0, len(rest) - 1, 2)]
    dialog.model.bye = rest[-1] if len(rest) % 2 else None
    emit(dialog.model.edited)
    qtbot.waitUntil(lambda: dialog.checked, timeout=TIMEOUT)
    assert any(first.white in v.players and first.black in v.players for v in dialog.violations)
    assert dialog.model.index(0, 3).data()  # the rule is shown on the board
    dialog.confirm_violations = lambda violations: (False, "")
    dialog.save()
    assert dialog.result() == 0 and not dialog.accepted_violations  # blocked
    dialog.confirm_violations = lambda violations: (True, "players asked to replay")
    dialog.save()
    assert dialog.accepted_violations
    w.apply_override(dialog)
    idle(qtbot, w)
    assert w.errors == []
    pairs = w.snapshot.tournament.round(2).games
    assert (pairs[0].white, pairs[0].black) == (first.black, first.white)
    log = service_call(qtbot, w, lambda s: s.audit_log())
    manual = [e for e in log if e.action == "manual pairing"]
    assert manual and "violation accepted" in manual[-1].details
    assert "players asked to replay" in manual[-1].details

    # unpair round 2 (no results), then undo brings the manual pairing back
    w.unpair_last_round()
    idle(qtbot, w)
    assert len(w.round_views) == 1 and w.snapshot.tournament.rounds_played == 1
    w.undo()
    idle(qtbot, w)
    assert w.snapshot.tournament.rounds_played == 2
    assert (w.snapshot.tournament.round(2).games[0].white, ) == (first.black, )

    # correcting round 1 while round 2 exists: the arbiter is told what changed
    w.answer = False  # overwriting an entered result asks first; "no" keeps it
    w.enter_result(1, 1, GameResult.DRAW)
    idle(qtbot, w)
    assert "already has the result 1 \u2013 0" in w.questions[-1]
    assert w.snapshot.tournament.round(1).games[0].result is GameResult.WHITE_WINS
    w.answer = True
    w.enter_result(1, 1, GameResult.DRAW)
    idle(qtbot, w)
    assert w.infos and "corrected from 1 \u2013 0" in w.infos[-1]
    assert "keep their pairings" in w.infos[-1]

    # standings after round 1 (round 2 has no results yet): everyone, by score
    w.fill_all()
    rows = w.standings_view.model.rows()
    assert len(rows) == 7 and "After round 1" in w.standings_view.note.text()
    after_one = histories(w.snapshot.tournament, 1)
    scores = [after_one[r[1]].score for r in rows]
    assert scores == sorted(scores, reverse=True)

    w.export_pdf("pairings", str(tmp_path / "round2.pdf"))
    w.export_pdf("crosstable", str(tmp_path / "cross.pdf"))
    assert (tmp_path / "round2.pdf").read_bytes().startswith(b"%PDF")
    assert (tmp_path / "cross.pdf").stat().st_size > 1000
    assert w.errors == []


@needs_system
def test_unpair_is_refused_once_a_result_is_in(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 4, system=SYSTEMS[0])
    w.pair_next_round()
    idle(qtbot, w)
    assert w.act_unpair.isEnabled()
    w.enter_result(1, 1, GameResult.DRAW)
    idle(qtbot, w)
    assert not w.act_unpair.isEnabled()
    w.unpair_last_round()
    assert w.errors == ["Only the last round can be unpaired, and only while it has no results."]
    assert w.snapshot.tournament.rounds_played == 1


def test_undo_of_add_player_removes_the_entry_and_redo_brings_it_back(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 2)
    w.add_player_values(dict(name="Mistake, Made", rating=1000))
    idle(qtbot, w)
    assert w.snapshot.tournament.players[3].name == "Mistake, Made"
    w.undo()
    idle(qtbot, w)
    assert 3 not in w.snapshot.tournament.players
    w.redo()
    idle(qtbot, w)
    assert w.snapshot.tournament.players[3].name == "Mistake, Made"
    assert w.errors == []


def test_players_imported_from_csv_in_one_undoable_step(qtbot, window, tmp_path, data_dir):
    w = window
    create(qtbot, w, tmp_path, 1)
    w.ask_open_path = lambda title, filter_: str(data_dir / "ui" / "players.csv")
    w.run_dialog = lambda preview: preview.outcome().ok  # the column preview, as proposed
    w.import_csv()
    idle(qtbot, w)
    players = w.snapshot.tournament.players
    assert [players[n].name for n in sorted(players)] == ["Player 01", "Example, Anna",
                                                           "Sample, Boris"]
    assert players[2].fide_id == "1000001" and players[2].federation == "GER"
    assert "import 2 players" in w.act_undo.text()
    # the same FIDE id again is asked about; skipped, not doubled
    w.choose = lambda text, options: "Skip them"
    w.import_players_values([dict(name="Example, Anna", rating=2301, fide_id="1000001")], "again")
    idle(qtbot, w)
    assert len(w.snapshot.tournament.players) == 3
    w.undo()
    idle(qtbot, w)
    assert len(w.snapshot.tournament.players) == 1


def test_fide_pick_dialog_searches_on_the_worker(qtbot, window, tmp_path, data_dir):
    from arbiter_app.ui.dialogs.fide import FidePickDialog
    w = window
    create(qtbot, w, tmp_path, 1)
    path = str(data_dir / "ui" / "fide_sample.xml")
    dialog = FidePickDialog(lambda lines, done: w.search_fide(path, lines, done), w)
    qtbot.addWidget(dialog)
    dialog.queries.setPlainText("1000002\ntestova")
    dialog.run_search()
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 2, timeout=TIMEOUT)
    assert [p["name"] for p in dialog.chosen()] == ["Sample, Boris", "Testova, Dana"]


@needs_system
def test_a_player_added_after_round_one_is_a_late_entry(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 4, system=SYSTEMS[0])
    w.pair_next_round()
    idle(qtbot, w)
    w.add_player_values(dict(name="Late, Comer", rating=1500))
    idle(qtbot, w)
    assert w.snapshot.tournament.players[5].entry_round == 2
    w.tabs.setCurrentWidget(w.players_view)
    assert w.players_view.model.row(4)[9] == "enters in round 2"
    assert "late entry" in w.statusBar().currentMessage()


def test_unexpected_errors_become_a_message_and_a_log_line(qtbot, monkeypatch, caplog):
    from arbiter_app.ui import app as ui_app
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.critical",
                        lambda parent, title, text: shown.append(text))
    monkeypatch.setattr("sys.excepthook", sys.excepthook)
    ui_app.install_excepthook(logfile=Path("arbiter.log"))
    try:
        raise ZeroDivisionError("division by zero")
    except ZeroDivisionError:
        sys.excepthook(*sys.exc_info())
    assert len(shown) == 1 and "Traceback" not in shown[0]
    assert "ZeroDivisionError" in shown[0] and "arbiter.log" in shown[0]
    assert "Traceback" in caplog.text


def test_main_parses_a_file_argument_and_leaves_qt_options():
    from arbiter_app.ui.app import parse_args
    args = parse_args(["club.arbiter", "-style", "fusion"])
    assert args.file == "club.arbiter"


def test_closing_asks_nothing(qtbot, window, tmp_path):
    create(qtbot, window, tmp_path, 2)
    assert window.close()
    assert not window.isVisible()


def test_import_trf_shows_every_round_with_its_results(qtbot, window, tmp_path, data_dir):
    w = window
    trf = data_dir / "ui" / "seven-players-seven-rounds.trf"
    w.import_trf_path(str(trf), str(tmp_path / "imported"), "dutch2016")
    idle(qtbot, w)
    assert w.errors == [] and len(w.round_views) == 7
    assert str(tmp_path / "imported.arbiter") in w.windowTitle()
    w.fill_all()
    # the file's round 1: "1 ... 4 w 1" (player 1 beat player 4 with white)
    first = w.round_view(1).model
    boards = {(first.item(r).white, first.item(r).black): first.index(r, RESULT_COLUMN).data()
              for r in range(first.rowCount()) if first.is_board(r)}
    assert boards[(1, 4)] == "1 \u2013 0"
    # the file's score column: player 1 has 7.0 points, player 5 has 1.0
    points = {row[1]: row[6] for row in w.standings_view.model.rows()}
    assert points[1] == "7" and points[5] == "1"


def test_a_file_open_in_another_window_is_read_only(qtbot, window, tmp_path):
    path = create(qtbot, window, tmp_path, 2)
    other = scripted_window(qtbot)
    other.open_path(str(path))
    idle(qtbot, other)
    assert other.snapshot.read_only and "read-only" in other.windowTitle()
    assert other.infos and "read-only" in other.infos[0]
    assert not other.act_add_player.isEnabled() and other.act_card.isEnabled()
    other.close()


@needs_system
def test_undo_and_redo_of_pairing_a_round(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 6, system=SYSTEMS[0])
    w.pair_next_round()
    idle(qtbot, w)
    pairs = [g.players() for g in w.snapshot.tournament.round(1).games]
    assert "pair round 1" in w.act_undo.text()
    w.undo()
    idle(qtbot, w)
    assert w.snapshot.tournament.rounds_played == 0 and w.round_views == []
    w.redo()
    idle(qtbot, w)
    assert [g.players() for g in w.snapshot.tournament.round(1).games] == pairs
    assert w.errors == []


@needs_system
def test_pairing_calls_run_in_the_pairing_process_with_the_same_answers(qtbot, window, tmp_path):
    from arbiter_app.services import ServiceError
    from arbiter_app.ui import pairproc
    w = window
    create(qtbot, w, tmp_path, 5, system=SYSTEMS[0])
    in_thread = service_call(qtbot, w, lambda s: s.engine_pairing())
    in_process = service_call(qtbot, w, lambda s: w.session.heavy("engine_pairing"))
    assert pairproc.helper_pid() is not None
    assert (in_process.pairs(), in_process.bye) == (in_thread.pairs(), in_thread.bye)
    assert not w.session.service.read_only  # the file was reopened for writing
    w.pair_next_round()
    idle(qtbot, w)
    # a question comes back as the same NeedsConfirmation, with the service's warnings
    # (a round without any result: its games would be adjourned, Q160)
    from arbiter_app.services import NeedsConfirmation
    errors = []
    w.session.run("again", lambda s: w.session.heavy("pair_next_round"), on_error=errors.append)
    idle(qtbot, w)
    assert isinstance(errors[0], NeedsConfirmation) and errors[0].action == "pair round 2"
    assert [x.question for x in errors[0].warnings] == ["Q160"]
    # a refusal comes back as the same ServiceError, with the service's message
    errors = []
    from arbiter_app.engine.systems.base import Board, Pairing
    w.session.run("again", lambda s: w.session.heavy("set_pairing", Pairing([Board(1, 99)])),
                  on_error=errors.append)
    idle(qtbot, w)
    assert isinstance(errors[0], ServiceError) and "99" in str(errors[0])
    w.enter_result(1, 1, GameResult.DRAW)
    idle(qtbot, w)
    assert w.errors == [] and w.snapshot.tournament.round(1).games[0].result is GameResult.DRAW


@needs_system
def test_round_date_set_shown_and_undone(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 4, system=SYSTEMS[0])
    w.pair_next_round()
    idle(qtbot, w)
    w.set_round_date(1, "2026-04-04")
    idle(qtbot, w)
    assert w.snapshot.tournament.round(1).date.endswith("04/04")
    assert "Round 1 (" in w.round_view(1).heading.text()
    w.set_round_date(1, "4th of April")
    idle(qtbot, w)
    assert w.errors and "Traceback" not in w.errors[-1]  # refused with the service's message
    w.undo()
    idle(qtbot, w)
    assert w.snapshot.tournament.round(1).date == ""


def test_audit_log_lists_every_change_newest_first(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 2)
    w.withdraw_player(2)
    idle(qtbot, w)
    dialogs = []
    w.open_audit_dialog = dialogs.append
    w.show_audit_log()
    idle(qtbot, w)
    dialog = dialogs[0]
    qtbot.addWidget(dialog)
    actions = [dialog.model.row(r)[1] for r in range(dialog.model.rowCount())]
    assert actions[0] == "withdraw player" and actions.count("add player") == 2
    dialog.filter.setText("withdraw")
    assert dialog.proxy.rowCount() == 1


def test_withdraw_then_readmit_with_undo(qtbot, window, tmp_path):
    w = window
    create(qtbot, w, tmp_path, 3)
    w.withdraw_player(2)
    idle(qtbot, w)
    w.readmit_player(2)
    idle(qtbot, w)
    assert w.snapshot.tournament.players[2].withdrawn_from is None
    assert "re-admit player 2" in w.act_undo.text()
    w.undo()
    idle(qtbot, w)
    assert w.snapshot.tournament.players[2].withdrawn_from == 1
    w.readmit_player(1)  # never withdrew: told, nothing done
    assert "has not withdrawn" in w.statusBar().currentMessage()
