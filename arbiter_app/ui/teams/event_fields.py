"""The team competition's part of the new-tournament and settings dialog (issue #37, point 6):
the boards per match, C.04.6 1.7's colour preferences (Type A, Type B, none), the primary
score (1.2.1: match points or game points), TRF-2026 362's match points and 352's board
colours, as :class:`~arbiter_app.services.teams.NewTeamEvent` holds them."""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QComboBox, QDoubleSpinBox, QGridLayout, QGroupBox, QHBoxLayout,
                               QLabel, QLineEdit, QSpinBox, QWidget)

from arbiter_app.engine.teams import points as P
from arbiter_app.engine.teams.model import (COLOURS_A, COLOURS_B, COLOURS_NONE, GAME_POINTS,
                                            MATCH_POINTS)
from arbiter_app.i18n import tr
from arbiter_app.services.teams.new_event import MAX_BOARDS


class TeamEventFields(QGroupBox):
    """``values()``: boards, colour_type, primary, match_points, board_colours."""

    def __init__(self, initial: dict | None = None, parent=None) -> None:
        super().__init__(tr("Team competition (C.04.6)"), parent)
        initial = initial or {}
        self.boards = QSpinBox()
        self.boards.setRange(1, MAX_BOARDS)
        self.boards.setValue(int(initial.get("boards") or 4))
        self.colour_type = QComboBox()
        for label, value in ((tr("Type A"), COLOURS_A), (tr("Type B"), COLOURS_B),
                             (tr("none"), COLOURS_NONE)):
            self.colour_type.addItem(label, value)
        self.colour_type.setCurrentIndex(
            max(self.colour_type.findData(initial.get("colour_type") or COLOURS_A), 0))
        self.colour_type.setToolTip(tr("C.04.6 1.7: the teams' colour preferences; Type A "
                                       "unless the regulations say otherwise"))
        self.primary = QComboBox()
        self.primary.addItem(tr("match points (MP), then game points"), MATCH_POINTS)
        self.primary.addItem(tr("game points (GP), then match points"), GAME_POINTS)
        self.primary.setCurrentIndex(
            max(self.primary.findData(initial.get("primary") or MATCH_POINTS), 0))
        for combo in (self.colour_type, self.primary):  # the whole text, in every language
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setMinimumWidth(combo.sizeHint().width())
        won, drawn, lost = initial.get("match_points") or (P.TEAM_WIN, P.TEAM_DRAW, P.TEAM_LOSS)
        self.match_points = []
        points_row = QWidget()
        row = QHBoxLayout(points_row)
        row.setContentsMargins(0, 0, 0, 0)
        for label, value in ((tr("won"), won), (tr("drawn"), drawn), (tr("lost"), lost)):
            box = QDoubleSpinBox()
            box.setRange(0.0, 99.9)
            box.setDecimals(1)
            box.setSingleStep(0.5)
            box.setValue(float(value))
            box.setAccessibleName(tr("match points of a match {result}", result=label))
            row.addWidget(QLabel(label))
            row.addWidget(box)
            self.match_points.append(box)
        row.addStretch()
        self.board_colours = QLineEdit(initial.get("board_colours") or "")
        self.board_colours.setValidator(QRegularExpressionValidator(
            QRegularExpression(f"[WBwb]{{0,{MAX_BOARDS}}}"), self.board_colours))
        self.board_colours.setPlaceholderText(tr("alternating, White on board 1"))
        self.board_colours.setToolTip(tr("TRF-2026 352: the white team's colours, board 1 "
                                         "first, e.g. WBWB; empty: alternating"))
        grid = QGridLayout(self)
        # no letter is left for a mnemonic (the dialog's rows take them): Tab reaches them
        parts = ((QLabel(tr("Boards per match")), self.boards),
                 (QLabel(tr("Colour preferences (1.7)")), self.colour_type),
                 (QLabel(tr("Primary score (1.2.1)")), self.primary),
                 (QLabel(tr("Match points (TRF 362)")), points_row),
                 (QLabel(tr("Board colours (TRF 352)")), self.board_colours))
        for index, (label, widget) in enumerate(parts):
            if label.buddy() is None:
                label.setBuddy(widget)
            # one field a row: the choices show whole, in every language, and the dialog
            # still fits a 1024-pixel screen (its body scrolls)
            grid.addWidget(label, index, 0)
            grid.addWidget(widget, index, 1)
        grid.setColumnStretch(1, 1)
        self.fields = [self.boards, self.colour_type, self.primary, *self.match_points,
                       self.board_colours]

    def values(self) -> dict:
        return dict(boards=self.boards.value(), colour_type=self.colour_type.currentData(),
                    primary=self.primary.currentData(),
                    match_points=tuple(box.value() for box in self.match_points),
                    board_colours=self.board_colours.text().strip().upper())

    def fix_boards(self, fixed: bool) -> None:
        """Once round 1 is paired the boards and 352's colours stay as they are."""
        for widget in (self.boards, self.board_colours):
            widget.setEnabled(not fixed)
            widget.setToolTip(tr("Fixed once round 1 is paired") if fixed else "")


__all__ = ["TeamEventFields"]
