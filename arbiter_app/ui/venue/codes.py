"""The access codes part of the Venue server dialog: every holder's code (the arbiter, the
deputies, the players), the QR code of the log-in page with the chosen code, the deputies
named and removed, a code revoked, the players' result rule.

The panel only shows and asks: each change is a service call that the dialog runs on the
worker (:class:`~arbiter_app.ui.venue.dialog.VenueDialog`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from arbiter_app.i18n import N_, tr
from arbiter_app.server.qr import login_address, qr_png
from arbiter_app.services.venue import DEPUTY, PLAYER, Holder
from arbiter_app.services.venue.codes import PLAYER_RULES, ROLE_TEXTS

#: the players' result rules as the arbiter reads them
RULE_TEXTS = {"both": N_("recorded when both players agree"),
              "one": N_("the first player's entry is recorded"),
              "off": N_("players enter no results")}
#: the QR code's side, in pixels (about; whole pixels a module)
QR_SIDE = 176


class CodesPanel(QGroupBox):
    """``add_deputy(name, first, last)``, ``remove_deputy(holder)``, ``revoke(holder, code)``,
    ``rule_chosen(rule)``: what the arbiter asked for."""

    add_deputy = Signal(str, int, int)
    remove_deputy = Signal(object)
    revoke = Signal(object, str)
    rule_chosen = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(tr("Access codes"), parent)
        self.codes: tuple[tuple[Holder, str], ...] = ()
        self.address = ""  # the pages' address the QR code opens ("": none yet)
        self.find = QLineEdit()
        self.find.setPlaceholderText(tr("a name, a number, a code"))
        self.find.setClearButtonEnabled(True)
        self.find.textChanged.connect(self._filter)
        find_label = QLabel(tr("&Find"))
        find_label.setBuddy(self.find)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([tr("Role"), tr("Who"), tr("Code")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, arrows walk it
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumWidth(340)
        self.table.itemSelectionChanged.connect(self._chosen)
        self.qr = QLabel()
        self.qr.setFixedSize(QR_SIDE + 8, QR_SIDE + 8)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setStyleSheet("background: white;")
        self.qr_text = QLabel()
        self.qr_text.setWordWrap(True)
        self.qr_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr_text.setMaximumWidth(QR_SIDE + 8)
        qr_box = QVBoxLayout()
        qr_box.addWidget(self.qr)
        qr_box.addWidget(self.qr_text)
        qr_box.addStretch(1)

        self.name = QLineEdit()
        self.name.setMaxLength(40)
        self.name.setPlaceholderText(tr("e.g. Anna"))
        self.name.returnPressed.connect(self._add)
        name_label = QLabel(tr("Deputy &name"))
        name_label.setBuddy(self.name)
        self.first = QSpinBox()
        self.first.setRange(0, 99999)
        self.first.setSpecialValueText(tr("every board"))
        self.last = QSpinBox()
        self.last.setRange(0, 99999)
        self.last.setSpecialValueText(" ")
        self.first.valueChanged.connect(self._first_changed)
        boards_label = QLabel(tr("&Boards"))
        boards_label.setBuddy(self.first)
        self.add_button = QPushButton(tr("&Add deputy"))
        self.add_button.clicked.connect(self._add)
        self.remove_button = QPushButton(tr("&Remove deputy\u2026"))
        self.remove_button.clicked.connect(self._remove)
        self.revoke_button = QPushButton(tr("Re&voke code\u2026"))
        self.revoke_button.clicked.connect(self._revoke)
        self.rule = QComboBox()
        for rule in PLAYER_RULES:
            self.rule.addItem(tr(RULE_TEXTS[rule]), rule)
        self.rule.activated.connect(lambda i: self.rule_chosen.emit(PLAYER_RULES[i]))
        rule_label = QLabel(tr("Players' res&ults"))
        rule_label.setBuddy(self.rule)

        top = QHBoxLayout()
        top.addWidget(find_label)
        top.addWidget(self.find, 1)
        middle = QHBoxLayout()
        middle.addWidget(self.table, 1)
        middle.addLayout(qr_box)
        deputy = QGridLayout()
        deputy.addWidget(name_label, 0, 0)
        deputy.addWidget(self.name, 0, 1, 1, 3)
        deputy.addWidget(self.add_button, 0, 4)
        deputy.addWidget(boards_label, 1, 0)
        deputy.addWidget(self.first, 1, 1)
        deputy.addWidget(QLabel(tr("to")), 1, 2)
        deputy.addWidget(self.last, 1, 3)
        deputy.setColumnStretch(1, 1)
        deputy.setColumnStretch(3, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.remove_button)
        actions.addWidget(self.revoke_button)
        actions.addStretch(1)
        rule_row = QFormLayout()
        rule_row.addRow(rule_label, self.rule)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addLayout(actions)
        layout.addLayout(deputy)
        layout.addLayout(rule_row)
        self.writable(False)

    def tab_order(self) -> list[QWidget]:
        return [self.find, self.table, self.remove_button, self.revoke_button, self.name,
                self.add_button, self.first, self.last, self.rule]

    def writable(self, yes: bool) -> None:
        """Changes are possible (a file served: writable, an individual event)."""
        self._writable = yes
        for widget in (self.name, self.first, self.last, self.add_button, self.rule):
            widget.setEnabled(yes)
        self._chosen()

    # -- what is shown -----------------------------------------------------------------------
    def show_codes(self, codes: tuple[tuple[Holder, str], ...], rule: str,
                   select: str = "") -> None:
        """The codes (the row of holder key ``select`` chosen, else the one chosen before)."""
        self.rule.setCurrentIndex(PLAYER_RULES.index(rule) if rule in PLAYER_RULES else 0)
        if codes == self.codes and not select:
            return
        chosen = select or (self.chosen()[0].key if self.chosen() else "")
        self.codes = codes
        self.table.setUpdatesEnabled(False)
        self.table.blockSignals(True)
        self.table.setRowCount(len(codes))
        row_of = {}
        for row, (holder, code) in enumerate(codes):
            role = tr(ROLE_TEXTS.get(holder.role, holder.role))
            for column, text in enumerate((role, who(holder), code)):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setFont(_fixed(item.font()))
                self.table.setItem(row, column, item)
            row_of[holder.key] = row
        self.table.blockSignals(False)
        self.table.setUpdatesEnabled(True)
        self._filter(self.find.text())
        row = row_of.get(chosen, 0 if codes else -1)
        if row >= 0:
            self.table.selectRow(row)
            self.table.scrollToItem(self.table.item(row, 0))
        self._chosen()

    def set_address(self, address: str) -> None:
        """The pages' address (``http://ADDR:PORT/``; "" none known): the QR codes open it."""
        if address != self.address:
            self.address = address
            self._chosen()

    def chosen(self) -> tuple[Holder, str] | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or not 0 <= rows[0].row() < len(self.codes):
            return None
        return self.codes[rows[0].row()]

    def _chosen(self) -> None:
        found = self.chosen()
        writable = getattr(self, "_writable", False)
        self.revoke_button.setEnabled(writable and found is not None)
        self.remove_button.setEnabled(writable and found is not None
                                      and found[0].role == DEPUTY)
        if found is None:
            self.qr.clear()
            self.qr_text.setText("")
            return
        holder, code = found
        if not self.address:
            self.qr.clear()
            self.qr.setText(tr("The QR code shows once the server's address is known."))
            self.qr.setWordWrap(True)
            self.qr_text.setText(f"{holder.shown()}\n{code}")
            return
        link = login_address(self.address, code)
        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(link, scale=1))
        scale = max(1, QR_SIDE // max(1, pixmap.width()))
        pixmap.loadFromData(qr_png(link, scale=scale))
        self.qr.setPixmap(pixmap)
        self.qr_text.setText(f"{holder.shown()}\n{link}")

    def _filter(self, text: str) -> None:
        wanted = text.strip().casefold()
        for row, (holder, code) in enumerate(self.codes):
            seen = f"{who(holder)} {code} {tr(ROLE_TEXTS.get(holder.role, ''))}".casefold()
            self.table.setRowHidden(row, bool(wanted) and wanted not in seen)

    # -- what the arbiter asks ---------------------------------------------------------------
    def _first_changed(self, value: int) -> None:
        if value and self.last.value() < value:
            self.last.setValue(value)

    def _add(self) -> None:
        if self._writable and self.name.text().strip():
            first, last = self.first.value(), self.last.value()
            self.add_deputy.emit(self.name.text().strip(), first, last if first else 0)

    def deputy_added(self) -> None:
        self.name.clear()
        self.first.setValue(0)
        self.last.setValue(0)

    def _remove(self) -> None:
        found = self.chosen()
        if found is not None and found[0].role == DEPUTY:
            self.remove_deputy.emit(found[0])

    def _revoke(self) -> None:
        found = self.chosen()
        if found is not None:
            self.revoke.emit(*found)


def who(holder: Holder) -> str:
    """The holder in the table, beside his role: a deputy's name and boards, a player's
    number and name."""
    if holder.role == DEPUTY:
        return (tr("{name}, boards {boards}", name=holder.name, boards=holder.boards)
                if holder.boards else tr("{name}, every board", name=holder.name))
    if holder.role == PLAYER:
        return f"{holder.player} {holder.name}"
    return holder.shown()


def _fixed(font):
    font.setFamily("monospace")
    font.setStyleHint(font.StyleHint.Monospace)
    return font


__all__ = ["CodesPanel", "RULE_TEXTS", "who"]
