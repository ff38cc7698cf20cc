"""The player's pairing card as a dialog; in a team event (``team``) a player's card of
his individual games, without the individual pairing's colour preference and floats (the
teams are paired, C.04.6)."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractScrollArea, QDialog, QFormLayout, QLabel

from arbiter_app.engine.model import Tournament
from arbiter_app.ui.dialogs.fields import lay_out
from arbiter_app.ui.models.card import CARD_HEADERS, pairing_card
from arbiter_app.ui.models.table import RowsModel
from arbiter_app.ui.views.tables import FastTable
from arbiter_app.i18n import tr


class PairingCardDialog(QDialog):
    def __init__(self, t: Tournament, number: int, parent=None, team: bool = False) -> None:
        super().__init__(parent)
        card = pairing_card(t, number)
        self.card = card
        self.setWindowTitle(tr("Player card \u2013 {title}", title=card.title) if team else
                            tr('Pairing card – {title}', title=card.title))
        self.model = RowsModel(CARD_HEADERS, self)
        self.model.set_rows(card.rows, [r[0] for r in card.rows])
        table = FastTable(self)
        table.setModel(self.model)
        table.fit_columns()
        if team:
            table.setColumnHidden(CARD_HEADERS.index("Float"), True)
        self.table = table
        # as wide as its columns: a language's longer heads (Przesunięcie, Score après la
        # ronde) would otherwise push the notes behind a scroll bar
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        summary = QFormLayout()
        summary.addRow(tr("Player"), QLabel(card.title))
        summary.addRow(tr("Points"), QLabel(card.score))
        summary.addRow(tr("Colours"), QLabel(card.colours or "\u2013"))
        if not team:
            summary.addRow(tr("Colour difference"), QLabel(card.colour_difference))
            summary.addRow(tr("Colour preference"), QLabel(card.colour_preference))
        summary.addRow(tr("Rating change"), QLabel(card.rating_change))
        summary.addRow(tr("Performance"), QLabel(card.performance or "\u2013"))
        lay_out(self, summary, table, close_only=True)
        self.resize(max(640, self.sizeHint().width()), 420)
