"""No two mnemonics (Alt+letter) of one window, dialog or menu clash.

Issue #21: in Add player Alt+N was both "&Name" and "Save and &next", so a player
could never be saved by keyboard; Alt+P landed on the Players tab instead of the
Players menu.  Every window and every dialog class of ``arbiter_app.ui.dialogs``
is walked (a new dialog that is not listed here fails the coverage test).
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import (QAbstractButton, QDialog, QGroupBox, QLabel, QMenu, QTabWidget,
                               QWidget)

import arbiter_app.ui.dialogs as dialogs_package
from arbiter_app.engine.model import Player, Tournament, TournamentInfo
from arbiter_app.engine.systems.base import Board, Pairing

_MNEMONIC = re.compile(r"&([^&])")


def mnemonic(text: str) -> str | None:
    match = _MNEMONIC.search(text.replace("&&", ""))
    return match.group(1).casefold() if match else None


def visible_mnemonics(top: QWidget) -> list[tuple[str, str]]:
    """(letter, text) of every mnemonic the user can reach at once in ``top``:
    buddied labels, buttons, group boxes, tabs and the menu bar's titles."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if widget is not top and not widget.isVisibleTo(top):
            continue
        texts = []
        if isinstance(widget, QLabel) and widget.buddy() is not None:
            texts.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        for text in texts:
            letter = mnemonic(text)
            if letter:
                found.append((letter, text))
    menu_bar = top.findChild(type(getattr(top, "menuBar", lambda: None)()) or QWidget) \
        if hasattr(top, "menuBar") else None
    if menu_bar is not None:
        for action in menu_bar.actions():
            letter = mnemonic(action.text())
            if letter:
                found.append((letter, action.text()))
    return found


def clashes(found: list[tuple[str, str]]) -> list[str]:
    by_letter: dict[str, list[str]] = {}
    for letter, text in found:
        by_letter.setdefault(letter, []).append(text)
    return [f"Alt+{k.upper()}: {' / '.join(v)}" for k, v in sorted(by_letter.items())
            if len(v) > 1]


def menu_clashes(menu: QMenu, path: str = "") -> list[str]:
    problems = []
    found = [(mnemonic(a.text()), a.text()) for a in menu.actions()
             if a.isVisible() and not a.isSeparator() and mnemonic(a.text())]
    problems += [f"menu {path}{menu.title()}: {c}" for c in clashes(found)]
    for action in menu.actions():
        if action.menu() is not None:
            problems += menu_clashes(action.menu(), f"{path}{menu.title()} \u203a ")
    return problems


def sample_tournament() -> Tournament:
    t = Tournament(info=TournamentInfo(name="Club Open"), total_rounds=5, system="dutch2016")
    for n in range(1, 5):
        t.players[n] = Player(n, f"Player {n}", 2000 - n)
    return t


def dialog_factories(qtbot, tmp_path):
    """One instance (or more) of every dialog class, by class name."""
    from arbiter_app.ui.dialogs.audit import AuditDialog
    from arbiter_app.ui.dialogs.bye import ByeDialog
    from arbiter_app.ui.dialogs.card import PairingCardDialog
    from arbiter_app.ui.dialogs.fide import FidePickDialog
    from arbiter_app.ui.dialogs.override import OverrideDialog
    from arbiter_app.ui.dialogs.player import PlayerDialog
    from arbiter_app.ui.dialogs.round_date import RoundDateDialog
    from arbiter_app.ui.dialogs.system import ImportDialog
    from arbiter_app.ui.dialogs.tournament import TournamentDialog

    t = sample_tournament()
    pairing = Pairing([Board(1, 2), Board(3, 4)])
    made = {
        "AuditDialog": [lambda: AuditDialog([])],
        "ByeDialog": [lambda: ByeDialog("1 Player 1", 1, 5, {})],
        "PairingCardDialog": [lambda: PairingCardDialog(t, 1)],
        "FidePickDialog": [lambda: FidePickDialog(lambda lines, done: done([]))],
        "OverrideDialog": [lambda: OverrideDialog(t, 1, pairing, [1, 2, 3, 4],
                                                  lambda p, done: done([]))],
        "PlayerDialog": [lambda: PlayerDialog(), lambda: PlayerDialog(allow_next=False)],
        "RoundDateDialog": [lambda: RoundDateDialog(1, "")],
        "ImportDialog": [lambda: ImportDialog("x.trf")],
        "TournamentDialog": [lambda: TournamentDialog(),
                             lambda: TournamentDialog(None, {"name": "X"}, editing=True)],
    }
    from arbiter_app.services.player_import import parse_csv_text
    from arbiter_app.ui.dialogs.csv_preview import CsvPreviewDialog
    from arbiter_app.ui.dialogs.restore import RestoreDialog
    made["RestoreDialog"] = [lambda: RestoreDialog(tmp_path / "t.arbiter", [],
                                                   tmp_path / "t-restored.arbiter")]
    made["CsvPreviewDialog"] = [lambda: CsvPreviewDialog(parse_csv_text(
        "Name,FIDE-ID,Elo,Club\nExample, Anna,1000001,2300,Leiden\n", "players.csv"))]
    from arbiter_app.ui.hall_dialog import HallDialog
    from arbiter_app.ui.window_publish import PublishDialog
    from arbiter_app.ui.dialogs.forbidden import ForbiddenPairDialog
    made["ForbiddenPairDialog"] = [lambda: ForbiddenPairDialog(
        {n: p.name for n, p in t.players.items()}, [(1, 2)])]
    from arbiter_app.ui.dialogs.pairing_numbers import PairingNumbersDialog
    made["PairingNumbersDialog"] = [lambda: PairingNumbersDialog(
        {n: p.name for n, p in t.players.items()})]
    made["HallDialog"] = [lambda: HallDialog()]
    from arbiter_app.ui.dialogs.language import LanguageDialog
    made["LanguageDialog"] = [lambda: LanguageDialog(), lambda: LanguageDialog("ru")]
    made["PublishDialog"] = [lambda: PublishDialog(None, str(tmp_path), True, True),
                             lambda: PublishDialog(None, str(tmp_path), proposed=True)]
    from pathlib import Path

    from arbiter_app.services.rating_lists import check_lists
    from arbiter_app.ui.dialogs.rating_check import RatingCheckDialog
    listing = Path(__file__).resolve().parent / "data" / "ratings" / "standard_mar26frl.txt"
    made["RatingCheckDialog"] = [lambda: RatingCheckDialog(check_lists(t, [listing]),
                                                           t.players)]
    from arbiter_app.ui.dialogs.rating_correction import RatingCorrectionDialog
    from arbiter_app.ui.dialogs.ties import TiesDialog
    made["RatingCorrectionDialog"] = [lambda: RatingCorrectionDialog(3)]
    from arbiter_app.ui.dialogs.override import SavePairingDialog
    made["SavePairingDialog"] = [lambda: SavePairingDialog(2, "dutch2026", ["C1: x"])]
    made["TiesDialog"] = [lambda: TiesDialog(), lambda: TiesDialog("order", [3, 1])]
    return made


#: modules outside arbiter_app.ui.dialogs that define dialogs of their own
OTHER_DIALOG_MODULES = ("arbiter_app.ui.hall_dialog", "arbiter_app.ui.window_publish")


def all_dialog_classes() -> set[str]:
    names = set()
    modules = [f"{dialogs_package.__name__}.{info.name}"
               for info in pkgutil.iter_modules(dialogs_package.__path__)]
    for module_name in modules + list(OTHER_DIALOG_MODULES):
        module = importlib.import_module(module_name)
        for name, value in vars(module).items():
            if (inspect.isclass(value) and issubclass(value, QDialog)
                    and value.__module__ == module.__name__):
                names.add(name)
    return names


def test_every_dialog_class_is_walked(qtbot, tmp_path):
    covered = {name for name, makers in dialog_factories(qtbot, tmp_path).items() if makers}
    missing = all_dialog_classes() - covered
    assert not missing, f"dialogs not walked for mnemonic clashes: {sorted(missing)}"


def dialog_clashes(qtbot, tmp_path) -> list[str]:
    """Every mnemonic clash of every dialog, as 'DialogClass: ...' (in the current language)."""
    problems = []
    for name, makers in dialog_factories(qtbot, tmp_path).items():
        for make in makers:
            dialog = make()
            qtbot.addWidget(dialog)
            dialog.show()
            problems += [f"{name}: {c}" for c in clashes(visible_mnemonics(dialog))]
            dialog.close()
    return problems


def test_no_dialog_has_two_equal_mnemonics(qtbot, tmp_path):
    assert dialog_clashes(qtbot, tmp_path) == []


def test_add_player_saves_by_keyboard_with_alt_x_and_alt_n_goes_to_the_name(qtbot):
    from PySide6.QtCore import Qt
    from arbiter_app.ui.dialogs.player import PlayerDialog
    dialog = PlayerDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    letters = dict(visible_mnemonics(dialog))
    assert "n" in letters and letters["n"] == "&Name"
    assert mnemonic([b for b in dialog.findChildren(QAbstractButton)
                     if "next" in b.text().replace("&", "")][0].text()) == "x"
    qtbot.keyClicks(dialog.name, "Keyboard, Kim")
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    # through the window, as a keyboard does: the shortcut map sees it
    qtbot.keyClick(dialog.windowHandle(), Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted)  # animated click
    assert dialog.next_wanted and dialog.values()["name"] == "Keyboard, Kim"


def test_main_window_start_page_tabs_and_menus_have_no_clash(qtbot, tmp_path):
    from arbiter_app.ui.main_window import MainWindow
    from arbiter_app.ui.sample import make_sample

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert clashes(visible_mnemonics(w)) == []  # the start page
    service = make_sample(tmp_path / "s.arbiter", players=12, rounds=2, total_rounds=5)
    service.close()
    w.open_path(str(tmp_path / "s.arbiter"))
    qtbot.waitUntil(lambda: w.snapshot is not None and not w.tasks.busy, timeout=20_000)
    found = visible_mnemonics(w)
    assert clashes(found) == []
    assert ("p", "&Players") in found  # Alt+P is the Players menu, not a tab
    problems = []
    for action in w.menuBar().actions():
        problems += menu_clashes(action.menu())
    assert problems == []
    w.close()
