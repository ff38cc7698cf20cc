"""The registered players against a rating list (Players › Check ratings against a list;
issue #24, checklist Q127-137): every difference, the players the list lacks, and one
button that takes every difference of the list (``services/rating_lists.py``)."""

from __future__ import annotations

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QListWidget, QPushButton,
                               QVBoxLayout)

from arbiter_app.i18n import tr, trn
from arbiter_app.ui.dialogs.screen import fit_to_screen


def check_lines(check, players: dict) -> list[str]:
    """The lines the dialog lists: the differences, then what the other lists give for
    players the main list lacks, players in no list, players without a FIDE number."""
    main = check.lists[0]
    lines = [d.text for d in check.differences]
    for number, found in check.elsewhere.items():
        for info, entry in found:
            ratings = ", ".join(f"{tr(kind)} {entry.rating(kind)}" for kind in info.kinds
                                if entry.rating(kind)) or tr("no rating")
            lines.append(tr("player {number} {name}: not in {main}; {other} gives {ratings}",
                            number=number, name=players[number].name, main=main.name,
                            other=info.name, ratings=ratings))
    for number in check.not_found:
        lines.append(tr("player {number} {name}: FIDE number {fide_id} is in no list",
                        number=number, name=players[number].name,
                        fide_id=players[number].fide_id))
    if check.without_id:
        lines.append(tr("without a FIDE number (not checked): {players}", players=", ".join(
            f"{n} {players[n].name}" for n in check.without_id)))
    return lines


class RatingCheckDialog(QDialog):
    """Shows a :class:`~arbiter_app.services.rating_lists.ListCheck`; accepted when the
    arbiter asks to take every difference of the list."""

    def __init__(self, check, players: dict, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Ratings against {list}", list=check.lists[0].name))
        main = check.lists[0]
        found = trn("{found} of {n} player found", "{found} of {n} players found",
                    len(players), found=len(check.found))
        differences = trn("{n} difference", "{n} differences", len(check.differences))
        summary = tr("{list}: {kinds} list of {month}; {found}, {differences}",
                     list=main.name, kinds="/".join(tr(kind) for kind in main.kinds),
                     month=main.month or tr("an unknown month"), found=found,
                     differences=differences)
        notes = [w.text for w in check.warnings]  # no checklist numbers in the window
        self.summary = QLabel("\n".join([summary, *notes]))
        self.summary.setWordWrap(True)
        self.lines = QListWidget()
        self.lines.addItems(check_lines(check, players) or [tr("no differences")])
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.update_button = QPushButton(tr("&Update every difference"))
        self.update_button.setEnabled(bool(check.differences))
        self.update_button.setToolTip(tr("Take the list's rating, K, title, federation, name "
                                         "and birth date for every difference, in one step "
                                         "written to the audit log"))
        self.buttons.addButton(self.update_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.lines)
        layout.addWidget(self.buttons)
        self.resize(640, 420)
        fit_to_screen(self)
