"""Standings and crosstable models."""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.ui.models.rows import crosstable, standings
from arbiter_app.ui.models.table import RowsModel


class StandingsModel(RowsModel):
    numeric_columns = frozenset({0, 1, 5})
    numeric_from = 6

    def set_tournament(self, t: Tournament, tiebreaks: list[str] | None = None) -> None:
        headers, rows = standings(t, tiebreaks)
        self.set_rows([r.cells for r in rows], [r.number for r in rows], headers=headers)

    def order(self) -> list[int]:
        return [self.key(r) for r in range(self.rowCount())]


class CrosstableModel(RowsModel):
    numeric_columns = frozenset({0, 1, 3})

    def set_tournament(self, t: Tournament, order: list[int], hist=None) -> None:
        headers, rows = crosstable(t, order, hist)
        self.set_rows(rows, [r[1] for r in rows], headers=headers)
