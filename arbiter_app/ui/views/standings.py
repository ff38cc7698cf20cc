"""Standings and crosstable tabs."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from arbiter_app.i18n import tr
from arbiter_app.i18n.message import shown as composed_shown
from arbiter_app.ui.models.standings import CrosstableModel, StandingsModel
from arbiter_app.ui.views.tables import FastTable


def rules_in_force(snapshot) -> str:
    """``C.07 2026, by the start date``: the edition of the tie-break rules the
    standings follow (tournament setting, else the start date's)."""
    from arbiter_app.engine.tiebreaks import OPTION_RULES, edition_of
    t = snapshot.tournament
    try:
        edition = edition_of(t)
    except ValueError:
        return tr("tie-break rules: unreadable setting")
    if t.options.get(OPTION_RULES):
        return tr("{edition}, chosen for this tournament", edition=edition.label)
    return tr("{edition}, by the start date", edition=edition.label)


class StandingsView(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = StandingsModel(parent=self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.table = FastTable(self)
        self.table.setModel(self.model)
        self.player_activated = self.table.player_activated
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.note)
        layout.addWidget(self.table)

    def set_snapshot(self, snapshot) -> None:
        self.model.set_rows([r.cells for r in snapshot.standing_rows],
                            [r.number for r in snapshot.standing_rows],
                            headers=snapshot.standing_headers)
        from arbiter_app.engine.tiebreaks import completed_rounds
        done = completed_rounds(snapshot.tournament)
        shown = [h for h in snapshot.standing_headers[7:]]
        from arbiter_app.services.provisional import provisional_line
        # Q161/Q169: an adjourned game of the rounds counted counts as a draw until it
        # ends: the standings say they are provisional, as every printout does
        provisional = provisional_line(snapshot.tournament, done) if done else ""
        self.note.setText((provisional + "\n" if provisional else "")
                          + (tr("After round {round}", round=done) if provisional
                             else tr("After round {round} (rounds with every result in)",
                                     round=done) if done else tr("Before round 1"))
                          + (tr("; tie-breaks: {list} ({rules})", list=", ".join(shown),
                                rules=rules_in_force(snapshot))
                             if shown else tr("; score only (no tie-breaks computed)"))
                          + "".join("\n" + composed_shown(note)
                                    for note in snapshot.standing_notes))
        fit_key = (tuple(snapshot.standing_headers), bool(snapshot.standing_rows))
        if fit_key != getattr(self, "_fit_key", None):
            self.table.fit_columns()
            self._fit_key = fit_key


class CrosstableView(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = CrosstableModel(parent=self)
        self.table = FastTable(self)
        self.table.setModel(self.model)
        self.player_activated = self.table.player_activated
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.table)

    def set_snapshot(self, snapshot) -> None:
        self.model.set_rows(snapshot.cross_rows, [r[1] for r in snapshot.cross_rows],
                            headers=snapshot.cross_headers)
        fit_key = (tuple(snapshot.cross_headers), bool(snapshot.cross_rows))
        if fit_key != getattr(self, "_fit_key", None):
            self.table.fit_columns()
            self._fit_key = fit_key
