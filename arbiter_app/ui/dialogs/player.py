"""Add or edit one player: keyboard first (Enter saves, "Save and next" keeps going)."""

from __future__ import annotations

import re

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QLineEdit, QMessageBox, QPushButton, QSpinBox, QVBoxLayout)

from arbiter_app.services.dates import date_problem
from arbiter_app.trf.fields import normal_sex
from arbiter_app.trf.names import name_problem
from arbiter_app.ui.dialogs.screen import fit_to_screen
from arbiter_app.i18n import tr
from arbiter_app.ui.models.rows import SEX_TEXT

TITLES = ["", "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"]


def check_player(fields: dict) -> str:
    """A message naming the first bad field, or ''."""
    if not fields["name"].strip():
        return tr("The player needs a name (Surname, First name).")
    if name_problem(fields["name"].strip()):
        return _name_hint(fields["name"].strip())
    if fields["federation"] and not re.fullmatch(r"[A-Z]{3}", fields["federation"]):
        return tr("Federation {federation!r} must be three capital letters, e.g. GER.",
                  federation=fields["federation"])
    if fields["fide_id"] and not fields["fide_id"].isdigit():
        return tr("FIDE id {fide_id!r} must contain digits only.", fide_id=fields["fide_id"])
    problem = date_problem(tr("Born"), fields["birth_date"], unknown_parts=True)
    if problem:
        return problem[:1].upper() + problem[1:] + "."
    return ""


def _name_hint(name: str) -> str:
    """'' when the name fits its TRF columns, else the problem and a shorter spelling."""
    problem = name_problem(name)
    return problem[:1].upper() + problem[1:] + "." if problem else ""


class PlayerDialog(QDialog):
    """``save(values, saved, not_saved)``, when given, stores the player while the dialog
    stays open (OK and "Save and next" wait for it, the window answering meanwhile): it
    calls ``saved()`` once the player is stored (the dialog closes; after "Save and next"
    ``next_wanted`` stays True and the window opens an empty one) or ``not_saved()`` when
    the save was refused or the arbiter answered No (what was typed stays, to be
    corrected)."""

    def __init__(self, parent=None, initial: dict | None = None, title: str = "",
                 allow_next: bool = True, save=None) -> None:
        super().__init__(parent)
        self.save = save
        self.saving = False
        self.setWindowTitle(title or tr("Add player"))
        initial = initial or {}
        self.name = QLineEdit(initial.get("name", ""))
        self.name.setPlaceholderText(tr("Surname, First name"))
        # said at once, while typing (a maximum length would cut a pasted name silently)
        self.name_hint = QLabel()
        self.name_hint.setWordWrap(True)
        self.name_hint.setStyleSheet("color: #b00020")
        self.name.textChanged.connect(self._show_name_hint)
        self._show_name_hint(self.name.text())
        self.rating = QSpinBox()
        self.rating.setRange(0, 3500)
        self.rating.setSpecialValueText(tr("unrated"))
        self.rating.setValue(int(initial.get("rating", 0) or 0))
        # Q128-129: the ratings the player's lists give (kept by an update from the
        # lists, with list and month), picked here rather than typed
        self.list_rating = QComboBox()
        self.list_rating.addItem(tr("(as entered)"), None)
        # (text, rating, field): FIDE's rating of the event's kind goes to Rating, another
        # kind to Manual rating (services.rating_lists.picked_field)
        for text, value, *field in initial.get("list_ratings", ()):
            self.list_rating.addItem(text, (int(value), (field or ["rating"])[0]))
        self.list_rating.setToolTip(tr("A rating one of the player's rating lists gives: "
                                       "picking it puts it in Rating, or in Manual rating "
                                       "when it is of another kind than the event's"))
        self.list_rating.activated.connect(self._pick_list_rating)
        self.title = QComboBox()
        self.title.addItems(TITLES)
        self.title.setEditable(True)
        self.title.setCurrentText(initial.get("title", ""))
        self.sex = QComboBox()
        # TRF16's letters (an "f" of older files is a w), shown as the language writes them
        for letter in ("", "m", "w"):
            self.sex.addItem(SEX_TEXT.get(letter, ""), letter)
        self.sex.setCurrentIndex(max(0, self.sex.findData(normal_sex(initial.get("sex", "")
                                                                     or "") or "")))
        self.federation = QLineEdit(initial.get("federation", ""))
        self.federation.setMaxLength(3)
        self.fide_id = QLineEdit(initial.get("fide_id", ""))
        self.birth_date = QLineEdit(initial.get("birth_date", ""))
        self.birth_date.setPlaceholderText(tr("YYYY/MM/DD"))
        # FIDE B.02 8.3.3's K-factor for the rating change (services/ratings.py);
        # 0 shows "from the rating": no list or arbiter gave one
        self.k = QSpinBox()
        self.k.setRange(0, 100)
        self.k.setSpecialValueText(tr("from the rating"))
        self.k.setToolTip(tr("The K-factor of the FIDE rating list (40, 20 or 10), for the "
                          "rating change; left at \"from the rating\": 20 below 2400, 10 from "
                          "2400"))
        self.k.setValue(int(initial.get("k") or 0))
        # the rating on the national list of the tournament's federation (an NRS record
        # of TRF-2026, read by record 172's national starting-rank methods)
        self.national_federation = initial.get("national_federation", "")
        self.national = QSpinBox()
        self.national.setRange(0, 3500)
        self.national.setSpecialValueText(tr("none"))
        self.national.setValue(int(initial.get("national") or 0))
        # the arbiter's estimate of an unknown or unreliable rating (C.04.2 2.1): the
        # tournament rating of the initial order where the method gives none (docs/ratings.md)
        self.manual_rating = QSpinBox()
        self.manual_rating.setRange(0, 3500)
        self.manual_rating.setSpecialValueText(tr("none"))
        self.manual_rating.setToolTip(tr("The arbiter's estimate of an unknown or unreliable "
                                         "rating (C.04.2 2.1): it places the player in the "
                                         "initial order where the rating method gives none"))
        self.manual_rating.setValue(int(initial.get("manual_rating") or 0))
        # FIDE checklist Q175: a player the arbiter made ineligible for half-point byes
        self.half_byes = QCheckBox(tr("May take &half-point byes"))
        self.half_byes.setChecked(bool(initial.get("half_byes", True)))
        form = QFormLayout()
        form.addRow(tr("&Name"), self.name)
        form.addRow("", self.name_hint)
        form.addRow(tr("&Rating"), self.rating)
        if self.list_rating.count() > 1:
            form.addRow(tr("Rating fr&om a list"), self.list_rating)
        form.addRow(tr("&Title"), self.title)
        form.addRow(tr("&Sex"), self.sex)
        form.addRow(tr("&Federation"), self.federation)
        form.addRow(tr("FIDE &id"), self.fide_id)
        form.addRow(tr("&Born"), self.birth_date)
        form.addRow(tr("&K-factor"), self.k)
        form.addRow(tr("&Manual rating"), self.manual_rating)
        if self.national_federation:
            form.addRow(tr("Nationa&l rating ({federation})",
                           federation=self.national_federation), self.national)
        form.addRow("", self.half_byes)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.next_wanted = False
        if allow_next:
            more = QPushButton(tr("Save and ne&xt"))
            self.buttons.addButton(more, QDialogButtonBox.ButtonRole.ActionRole)
            more.clicked.connect(self._save_and_next)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        fit_to_screen(self)  # issue #35: the buttons stay on a small screen

    def values(self) -> dict:
        return dict(name=self.name.text().strip(), rating=self.rating.value(),
                    title=self.title.currentText().strip().upper(), sex=self.sex.currentData() or "",
                    federation=self.federation.text().strip().upper(),
                    fide_id=self.fide_id.text().strip(),
                    birth_date=self.birth_date.text().strip(), k=self.k.value() or None,
                    half_byes=self.half_byes.isChecked(),
                    manual_rating=self.manual_rating.value(),
                    **({"national": self.national.value()} if self.national_federation
                       else {}))

    def _pick_list_rating(self, index: int) -> None:
        data = self.list_rating.itemData(index)
        if data is not None:
            value, field = data
            (self.manual_rating if field == "manual_rating" else self.rating).setValue(value)

    def _show_name_hint(self, text: str) -> None:
        hint = _name_hint(text.strip())
        self.name_hint.setText(hint)
        self.name_hint.setVisible(bool(hint))

    def _save_and_next(self) -> None:
        self.next_wanted = True
        self._accept()

    def _accept(self) -> None:
        if self.saving:  # a second Enter while the first save runs
            return
        problem = check_player(self.values())
        if problem:
            self.next_wanted = False
            QMessageBox.warning(self, self.windowTitle(), problem)
            return
        if self.save is None:
            self.accept()
            return
        self.saving = True
        self.buttons.setEnabled(False)
        self._waiting = QEventLoop(self)
        self.save(self.values(), self._saved, self._not_saved)
        if self.saving:  # the save runs on the worker: wait here, the window answering
            self._waiting.exec()

    def _saved(self) -> None:
        """The player is stored: close (the window opens the next one after "Save and
        next")."""
        self._done()
        self.accept()

    def _not_saved(self) -> None:
        """Refused, or answered No: everything typed stays."""
        self.next_wanted = False
        self._done()
        self.name.setFocus()

    def _done(self) -> None:
        self.saving = False
        self.buttons.setEnabled(True)
        self._waiting.quit()
