"""The venue server in the window (issue #39): File › Venue server… through its real widgets
(clicks and keys), the real server on a free port answering httpx, and the file read back
with the services after the window is closed."""

from __future__ import annotations

import socket
import threading

import pytest

pytest.importorskip("pytestqt")
httpx = pytest.importorskip("httpx")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.services import TournamentService
from arbiter_app.services.venue import ARBITER, Holder, check_in
from arbiter_app.ui.models.rows import RESULT_COLUMN
from arbiter_app.ui.sample import make_sample
from tests.gui import opened_window
from tests.test_ui_mnemonics import clashes, visible_mnemonics

TIMEOUT = 30_000
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def paired(tmp_path):
    """12 players, rounds 1-2 played, round 3 paired (6 boards, no result yet)."""
    path = tmp_path / "open.arbiter"
    service = make_sample(path, players=12, rounds=2, total_rounds=5)
    service.pair_next_round()
    service.close()
    return path


@pytest.fixture
def unpaired(tmp_path):
    """12 players, rounds 1-2 played, round 3 not paired: players 1-6 checked in."""
    path = tmp_path / "checkin.arbiter"
    service = make_sample(path, players=12, rounds=2, total_rounds=5)
    for number in range(1, 7):
        check_in(service, Holder(ARBITER), number)
    service.close()
    return path


@pytest.fixture
def window(qtbot, paired):
    w, idle = opened_window(qtbot, paired, TIMEOUT)
    w.idle = idle
    yield w
    w.close()


def open_dialog(qtbot, w):
    w.act_venue.trigger()  # as File › Venue server… does
    dialog = w.venue_dialog
    qtbot.waitUntil(lambda: bool(dialog.codes.codes) or bool(dialog.state.refusal),
                    timeout=TIMEOUT)
    w.idle()
    return dialog


def start_on_free_port(qtbot, w, dialog) -> str:
    """Port 0 typed, Start clicked; the address the server answers at."""
    dialog.port.setFocus()
    qtbot.keyClick(dialog.port, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(dialog.port, "0")
    assert dialog.port.value() == 0
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.venue_control.running, timeout=TIMEOUT)
    address = w.venue_control.addresses()[0]
    assert address.startswith("http://127.0.0.1:") and not address.endswith(":0/")
    return address


def code_of(dialog, role: str, name: str = "") -> str:
    """A code as the dialog's table shows it (column 2), found by its holder's row."""
    table = dialog.codes.table
    for row, (holder, _code) in enumerate(dialog.codes.codes):
        if holder.role == role and holder.name == name:
            return table.item(row, 2).text()
    raise AssertionError(f"no {role} {name} in the table")


def select_row(qtbot, dialog, role: str, name: str) -> None:
    """The holder's row chosen with the keyboard: typed into Find, then Down into the table."""
    dialog.codes.find.setFocus()
    qtbot.keyClick(dialog.codes.find, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(dialog.codes.find, name)
    table = dialog.codes.table
    rows = [r for r in range(table.rowCount()) if not table.isRowHidden(r)]
    assert [dialog.codes.codes[r][0].role for r in rows] == [role]
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(rows[0], 1)).center())
    assert dialog.codes.chosen()[0].name == name


def post_result(address: str, code: str, round_no: int, board: int, result: str):
    return httpx.post(f"{address}api/round/{round_no}/board/{board}/result",
                      json={"result": result}, headers={"Authorization": f"Bearer {code}"},
                      timeout=20)


def test_started_on_a_free_port_it_answers_and_closing_the_window_stops_it(qtbot, window,
                                                                           paired):
    w = window
    dialog = open_dialog(qtbot, w)
    assert "Not running" in dialog.status.text()
    address = start_on_free_port(qtbot, w, dialog)
    assert address in dialog.status.text()
    assert w.venue_label.isVisible() and address in w.venue_label.text()
    page = httpx.get(address, timeout=20)
    assert page.status_code == 200
    with TournamentService.open(paired, read_only=True) as service:
        first = service.tournament().round(3).games[0]
        white = service.tournament().players[first.white].name
    assert white in page.text  # the public page: round 3's pairings
    # the arbiter's code is the one the services derive for the file
    with TournamentService.open(paired, read_only=True) as service:
        from arbiter_app.services.venue import holder_codes
        arbiter = dict((h.key, c) for h, c in holder_codes(service.tournament()))["arbiter"]
    assert code_of(dialog, ARBITER) == arbiter
    # who is connected: the public page's reader, read by the dialog's timer
    qtbot.waitUntil(lambda: dialog.clients.topLevelItemCount() == 1, timeout=TIMEOUT)
    assert dialog.clients.topLevelItem(0).text(1) == "127.0.0.1"
    w.close()
    assert not w.venue_control.running
    with pytest.raises(httpx.TransportError):
        httpx.get(address, timeout=5)


def test_a_deputy_named_in_the_dialog_enters_a_result_that_shows_in_the_window(
        qtbot, window, paired):
    w = window
    dialog = open_dialog(qtbot, w)
    address = start_on_free_port(qtbot, w, dialog)
    # name a deputy for boards 1-2, by keyboard: Alt+N, the name, Alt+B, 1, Tab, 2, Enter
    codes = dialog.codes
    codes.name.setFocus()
    qtbot.keyClicks(codes.name, "Anna Berg")
    codes.first.setFocus()
    qtbot.keyClick(codes.first, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(codes.first, "1")
    codes.last.setFocus()
    qtbot.keyClick(codes.last, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(codes.last, "2")
    codes.name.setFocus()
    qtbot.keyClick(codes.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(h.name == "Anna Berg" for h, _c in codes.codes),
                    timeout=TIMEOUT)
    w.idle()
    assert codes.name.text() == ""
    assert codes.chosen()[0].name == "Anna Berg"  # the new deputy's row, its QR code shown
    assert codes.qr.pixmap() is not None and not codes.qr.pixmap().isNull()
    code = code_of(dialog, "deputy", "Anna Berg")
    assert f"{address}login?code={code}" in codes.qr_text.text()

    # her code: board 2 yes, board 3 (not hers) no, no code no
    answer = post_result(address, code, 3, 2, "1-0")
    assert answer.status_code == 200 and answer.json()["status"] == "recorded"
    assert post_result(address, code, 3, 3, "1-0").status_code == 403
    assert httpx.post(f"{address}api/round/3/board/4/result", json={"result": "1-0"},
                      timeout=20).status_code == 401

    # the window: the round's table and the status bar
    qtbot.waitUntil(lambda: "From the venue" in w.statusBar().currentMessage(),
                    timeout=TIMEOUT)
    assert "round 3 board 2: 1-0 (deputy Anna Berg" in w.statusBar().currentMessage()
    view = w.round_view(3)
    qtbot.waitUntil(lambda: view.model.index(1, RESULT_COLUMN).data() == "1 \u2013 0",
                    timeout=TIMEOUT)
    assert w.snapshot.tournament.round(3).games[1].result is GameResult.WHITE_WINS
    assert view.model.index(2, RESULT_COLUMN).data() in ("", None)
    w.close()

    with TournamentService.open(paired) as service:
        games = service.tournament().round(3).games
        assert games[1].result is GameResult.WHITE_WINS
        assert [g.result for g in games[2:]] == [GameResult.PENDING] * 4
        entries = [e for e in service.audit_log() if e.action == "result"]
        assert "deputy Anna Berg (boards 1-2)" in entries[-1].details


def test_a_revoked_code_is_refused_and_the_new_one_works(qtbot, window):
    w = window
    dialog = open_dialog(qtbot, w)
    address = start_on_free_port(qtbot, w, dialog)
    codes = dialog.codes
    codes.name.setFocus()
    qtbot.keyClicks(codes.name, "Bo")
    qtbot.mouseClick(codes.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(h.name == "Bo" for h, _c in codes.codes), timeout=TIMEOUT)
    w.idle()
    old = code_of(dialog, "deputy", "Bo")
    select_row(qtbot, dialog, "deputy", "Bo")
    w.answers.append(False)  # asked first: no changes nothing
    qtbot.mouseClick(codes.revoke_button, Qt.MouseButton.LeftButton)
    assert old in w.questions[-1]
    w.idle()
    assert code_of(dialog, "deputy", "Bo") == old
    w.answers.append(True)
    qtbot.mouseClick(codes.revoke_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: code_of(dialog, "deputy", "Bo") != old, timeout=TIMEOUT)
    new = code_of(dialog, "deputy", "Bo")
    assert post_result(address, old, 3, 1, "0-1").status_code == 401
    answer = post_result(address, new, 3, 1, "0-1")
    assert answer.status_code == 200 and answer.json()["status"] == "recorded"

    # removing the deputy: his code is refused from then on
    select_row(qtbot, dialog, "deputy", "Bo")
    w.answers.append(True)
    qtbot.mouseClick(codes.remove_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not any(h.name == "Bo" for h, _c in codes.codes), timeout=TIMEOUT)
    assert post_result(address, new, 3, 4, "1-0").status_code == 401
    assert w.errors == []


def test_the_players_result_rule_is_set_from_the_dialog(qtbot, window, paired):
    w = window
    dialog = open_dialog(qtbot, w)
    rule = dialog.codes.rule
    assert rule.currentData() == "both"
    rule.setFocus()
    qtbot.keyClick(rule, Qt.Key.Key_Down)  # the next rule: "one"
    qtbot.waitUntil(lambda: dialog.state.rule == "one", timeout=TIMEOUT)
    w.idle()
    w.close()
    with TournamentService.open(paired) as service:
        assert service.tournament().options.get("venue.player_results") == "one"


def test_the_players_not_checked_in_are_marked_absent_after_a_question(qtbot, unpaired):
    w, idle = opened_window(qtbot, unpaired, TIMEOUT)
    w.idle = idle
    try:
        dialog = open_dialog(qtbot, w)
        # 12 players, 1-6 checked in; those of the others who asked for no bye in round 3
        with TournamentService.open(unpaired, read_only=True) as service:
            t = service.tournament()
            asked = set(t.requested_byes.get(3, {}))
        missing = [n for n in range(7, 13) if n not in asked]
        assert missing  # the sample asks few byes
        assert dialog.checkin_text.text().startswith(f"{len(missing)} player")
        assert "round 3" in dialog.checkin_text.text()
        w.answers.append(False)
        qtbot.mouseClick(dialog.absent_button, Qt.MouseButton.LeftButton)
        assert "round 3" in w.questions[-1]
        w.idle()
        w.answers.append(True)
        qtbot.mouseClick(dialog.absent_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.absent_button.isEnabled(), timeout=TIMEOUT)
        w.idle()
        assert "Every player of round 3" in dialog.checkin_text.text()
    finally:
        w.close()
    with TournamentService.open(unpaired) as service:
        byes = service.tournament().requested_byes.get(3, {})
    assert sorted(n for n, kind in byes.items() if kind is ByeKind.ZERO_POINT
                  and n not in asked) == missing
    assert not any(n in byes for n in range(1, 7))


def test_an_undo_never_replaces_a_result_entered_at_the_venue(qtbot, window, paired):
    w = window
    dialog = open_dialog(qtbot, w)
    address = start_on_free_port(qtbot, w, dialog)
    arbiter = code_of(dialog, ARBITER)
    view = w.round_view(3)
    w.tabs.setCurrentWidget(view)
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(1, RESULT_COLUMN))
    qtbot.keyClicks(view.table, "1")  # board 2: 1-0, typed in the window
    w.idle()
    assert w.session.undo_stack.canUndo()
    # the arbiter's code at the venue makes it 0-1
    assert post_result(address, arbiter, 3, 2, "0-1").json()["status"] == "recorded"
    qtbot.waitUntil(lambda: "From the venue" in w.statusBar().currentMessage(),
                    timeout=TIMEOUT)
    w.idle()
    w.undo()  # would put back "no result" over the venue's 0-1: refused
    w.idle()
    assert any("changed in the meantime" in e and "0-1" in e for e in w.errors)
    assert not w.session.undo_stack.canUndo()
    assert w.snapshot.tournament.round(3).games[1].result is GameResult.BLACK_WINS


def test_a_result_typed_over_one_not_yet_shown_is_refused(qtbot, window, paired):
    """Board 5 gets 1-0 at the venue; before the window has read it, the arbiter types 0
    on board 5 (shown without a result): refused, the venue's result stays."""
    w = window
    dialog = open_dialog(qtbot, w)
    address = start_on_free_port(qtbot, w, dialog)
    arbiter = code_of(dialog, ARBITER)
    view = w.round_view(3)
    w.tabs.setCurrentWidget(view)
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(4, RESULT_COLUMN))
    assert w.snapshot.tournament.round(3).games[4].result is GameResult.PENDING
    assert post_result(address, arbiter, 3, 5, "1-0").json()["status"] == "recorded"
    qtbot.keyClicks(view.table, "0")  # no event handled in between: the view is stale
    w.idle()
    qtbot.waitUntil(lambda: bool(w.errors), timeout=TIMEOUT)
    assert "changed in the meantime" in w.errors[-1] and "1-0" in w.errors[-1]
    w.idle()
    assert w.snapshot.tournament.round(3).games[4].result is GameResult.WHITE_WINS


def test_a_port_in_use_is_said_plainly(qtbot, window):
    w = window
    dialog = open_dialog(qtbot, w)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        dialog.port.setFocus()
        qtbot.keyClick(dialog.port, Qt.Key.Key_A, CTRL)
        qtbot.keyClicks(dialog.port, str(port))
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(w.errors), timeout=TIMEOUT)
    assert not w.venue_control.running
    assert str(port) in w.errors[-1] and "port" in w.errors[-1]
    assert "Traceback" not in w.errors[-1] and "Error" not in w.errors[-1]
    assert "Not running" in dialog.status.text()
    assert dialog.start_button.isEnabled() and dialog.port.isEnabled()


def test_a_file_open_elsewhere_is_not_served_and_the_dialog_says_why(qtbot, paired):
    holder = TournamentService.open(paired)  # this "other program" holds the file
    try:
        w, idle = opened_window(qtbot, paired, TIMEOUT)
        w.idle = idle
        assert w.snapshot.read_only
        dialog = open_dialog(qtbot, w)
        assert "cannot serve this file" in dialog.status.text()
        assert not dialog.start_button.isEnabled()
        assert not dialog.codes.add_button.isEnabled()
        w.close()
    finally:
        holder.close()


def test_a_team_event_is_not_served_and_the_dialog_says_why(qtbot, tmp_path):
    from arbiter_app.services.teams import NewTeamEvent
    path = tmp_path / "teams.arbiter"
    TournamentService.create_team_event(path, NewTeamEvent(name="Club League",
                                                           total_rounds=5)).close()
    w, idle = opened_window(qtbot, path, TIMEOUT)
    w.idle = idle
    try:
        dialog = open_dialog(qtbot, w)
        assert "team event" in dialog.status.text()
        assert not dialog.start_button.isEnabled()
    finally:
        w.close()


def test_the_dialog_by_keyboard_no_clash_and_tab_walks_it_in_order(qtbot, window):
    w = window
    dialog = open_dialog(qtbot, w)
    assert clashes(visible_mnemonics(dialog)) == []
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.local.setFocus()
    seen = [dialog.focusWidget()]
    for _ in range(16):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        seen.append(dialog.focusWidget())
    codes = dialog.codes
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    wanted = [dialog.local, dialog.port, dialog.start_button, dialog.clients, codes.find,
              codes.table, codes.revoke_button, codes.name, codes.add_button, codes.first,
              codes.last, codes.rule, close]
    order = [widget for widget in seen if widget in wanted]
    assert order[:len(wanted)] == wanted  # (Remove deputy and Mark absent: disabled)
    # Alt+P reaches the port, Enter in the deputy name never closes the dialog
    qtbot.keyClick(dialog.windowHandle(), Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert dialog.focusWidget() is dialog.port
    codes.name.setFocus()
    qtbot.keyClick(codes.name, Qt.Key.Key_Return)  # an empty name: nothing happens
    assert dialog.isVisible()


def test_closing_the_window_lets_the_requests_in_flight_finish_and_loses_none(
        qtbot, window, paired):
    """Six results are in flight (the server has them, the worker is busy with an op of
    the window's) when the window closes: each is answered, and each is in the file."""
    w = window
    dialog = open_dialog(qtbot, w)
    address = start_on_free_port(qtbot, w, dialog)
    arbiter = code_of(dialog, ARBITER)
    assert httpx.get(f"{address}api/round/3", timeout=20).status_code == 200  # read once
    gate = threading.Event()
    w.tasks.run(lambda: gate.wait(30))  # a long op of the window: the requests wait
    answers: dict[int, object] = {}

    def post(board: int) -> None:
        try:
            answers[board] = post_result(address, arbiter, 3, board, "1/2").status_code
        except httpx.TransportError as exc:
            answers[board] = type(exc).__name__
    threads = [threading.Thread(target=post, args=(b,)) for b in range(1, 7)]
    for thread in threads:
        thread.start()

    def requests_seen() -> int:
        return sum(c.requests for c in w.venue_control.connected() if c.holder)
    qtbot.waitUntil(lambda: requests_seen() == 6, timeout=TIMEOUT)  # all six in flight
    threading.Timer(0.5, gate.set).start()  # the window's op ends while it closes
    w.close()
    for thread in threads:
        thread.join(30)
    assert not w.venue_control.running
    assert answers == {board: 200 for board in range(1, 7)}
    with TournamentService.open(paired) as service:
        games = service.tournament().round(3).games
    assert [g.result for g in games] == [GameResult.DRAW] * 6
