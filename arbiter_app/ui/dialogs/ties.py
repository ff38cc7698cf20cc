"""How places still tied after the last tie-break are decided (FIDE checklist Q203-207;
services/ties.py): shared, the arbiter's order, a drawing of lots, or the scores of a
play-off played over the board (an Armageddon game, a blitz match) under its name."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLineEdit, QRadioButton

from arbiter_app.i18n import tr
from arbiter_app.ui.dialogs.fields import lay_out, refuse

SHARED, ORDER, LOTS, PLAYOFF = "shared", "order", "lots", "playoff"


def parse_scores(text: str) -> dict[int, float] | None:
    """``"5=1.5, 3=½"`` -> {5: 1.5, 3: 0.5}; None when it is not such a list."""
    scores: dict[int, float] = {}
    for item in text.replace(";", " ").replace(",", " ").split():
        number, sep, score = item.partition("=")
        try:
            n, value = int(number), float(score.replace("½", ".5"))
        except ValueError:
            return None
        if not sep or n < 1 or n in scores or not 0 <= value <= 1000:
            return None
        scores[n] = value
    return scores


class TiesDialog(QDialog):
    """``values()``: (SHARED | ORDER | LOTS | PLAYOFF, the pairing numbers of ORDER, the
    seed of LOTS or '' for a new one, PLAYOFF's (scores, name, scope))."""

    def __init__(self, how: str = SHARED, order: list[int] | None = None, seed: str = "",
                 parent=None, playoff=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Tied places"))
        self.shared = QRadioButton(tr("&Shared places (C.07)"))
        self.ordered = QRadioButton(tr("The arbiter's &order of tied players:"))
        self.lots = QRadioButton(tr("A drawing of &lots, seed:"))
        self.order = QLineEdit(", ".join(map(str, order or [])))
        self.order.setPlaceholderText(tr("pairing numbers, e.g. 12, 5, 7"))
        self.seed = QLineEdit(seed)
        self.seed.setPlaceholderText(tr("empty: a new seed"))
        scores, label, scope = playoff or ({}, "", "tiebreaks")
        self.played = QRadioButton(tr("A &play-off's scores (C.07 3):"))
        self.scores = QLineEdit(", ".join(f"{n}={v:g}" for n, v in scores.items()))
        self.scores.setPlaceholderText(tr("pairing number=score, e.g. 5=1.5, 3=0.5"))
        self.label = QLineEdit(label)
        self.label.setPlaceholderText(tr("e.g. Armageddon, blitz match (empty: play-off)"))
        self.on_points = QCheckBox(tr("Between players &tied on points, before the tie-breaks "
                                      "(as the tournament's rules say)"))
        self.on_points.setChecked(scope == "points")
        for field in (self.scores, self.label):
            field.textEdited.connect(lambda _text: self.played.setChecked(True))
        self.on_points.toggled.connect(lambda _on: self.played.setChecked(True))
        # room for the hint and a long list
        for field in (self.order, self.seed, self.scores, self.label):
            field.setMinimumWidth(280)
        {SHARED: self.shared, ORDER: self.ordered, LOTS: self.lots,
         PLAYOFF: self.played}[how].setChecked(True)
        self.order.textEdited.connect(lambda _text: self.ordered.setChecked(True))
        self.seed.textEdited.connect(lambda _text: self.lots.setChecked(True))
        form = QFormLayout()
        form.addRow(self.shared)
        form.addRow(self.ordered, self.order)
        form.addRow(self.lots, self.seed)
        form.addRow(self.played, self.scores)
        form.addRow(tr("&Name of the play-off:"), self.label)
        form.addRow(self.on_points)
        lay_out(self, form, on_accept=self._accept)

    def numbers(self) -> list[int] | None:
        """The order typed (None: not a list of numbers)."""
        try:
            return [int(x) for x in self.order.text().replace(",", " ").split()]
        except ValueError:
            return None

    def _accept(self) -> None:
        problem = ""
        if self.ordered.isChecked() and not self.numbers():
            problem = tr("Type the pairing numbers of the tied players in their order, "
                         "e.g. 12, 5, 7.")
        elif self.played.isChecked():
            scores = parse_scores(self.scores.text())
            if not scores or len(scores) < 2:
                problem = tr("Type each player's play-off score as pairing number=score, "
                             "two players at least, e.g. 5=1.5, 3=0.5.")
        if not refuse(self, problem):
            self.accept()

    def values(self) -> tuple[str, list[int], str, tuple]:
        how = (ORDER if self.ordered.isChecked() else LOTS if self.lots.isChecked()
               else PLAYOFF if self.played.isChecked() else SHARED)
        playoff = (parse_scores(self.scores.text()) or {}, self.label.text().strip(),
                   "points" if self.on_points.isChecked() else "tiebreaks")
        return how, self.numbers() or [], self.seed.text().strip(), playoff
