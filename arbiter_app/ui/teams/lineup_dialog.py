"""The line-ups of a round: for each team, the player on boards 1..B (or an empty board).

One row a team, one choice a board among the team's roster (each player listed with his
place on the roster, so typing that number picks him; 0 is the empty board).  Each row
starts with the line-up the services give (:meth:`~arbiter_app.services.service.
TournamentService.lineup`: the one entered, else the team's last one, in round 1 the first
players of its roster) and says which it is.  Under the rows, the services' own checks of
what is chosen (:func:`~arbiter_app.services.teams.lineups.checked_lineup`,
:func:`~arbiter_app.services.teams.lineups.lineup_warnings`) as the arbiter chooses; the
warnings are asked again when the line-ups are saved (ui/warnings).
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QGridLayout, QLabel, QWidget

from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.teams.lineups import checked_lineup, lineup_warnings
from arbiter_app.services.warnings import NOTICE
from arbiter_app.ui.dialogs.fields import lay_out, refuse
from arbiter_app.ui.teams.match_rows import team_text


class LineupDialog(QDialog):
    """``proposals``: team -> (players on boards 1..B, whether entered), for the teams the
    dialog lists (those to pair, or those whose match may still change)."""

    def __init__(self, round_no: int, t: TeamTournament,
                 proposals: dict[int, tuple[tuple[int, ...], bool]], parent=None) -> None:
        super().__init__(parent)
        self.round_no, self.t = round_no, t
        self.setWindowTitle(tr("Line-ups of round {round}", round=round_no))
        boards = t.settings.boards
        grid = QGridLayout()
        grid.addWidget(QLabel("<b>%s</b>" % tr("Team")), 0, 0)
        for k in range(1, boards + 1):
            grid.addWidget(QLabel("<b>%s</b>" % tr("Board {board}", board=k)), 0, k)
        self.choices: dict[int, list[QComboBox]] = {}
        self.states: dict[int, QLabel] = {}
        for row, (team, (players, entered)) in enumerate(sorted(proposals.items()), start=1):
            name = QLabel(team_text(t, team))
            grid.addWidget(name, row, 0)
            combos = []
            for k in range(boards):
                combo = self._choice(team, players[k] if k < len(players) else 0)
                combo.setAccessibleName(tr("{team}, board {board}", team=team_text(t, team),
                                           board=k + 1))
                combo.currentIndexChanged.connect(self._check)
                grid.addWidget(combo, row, k + 1)
                combos.append(combo)
            if combos:
                name.setBuddy(combos[0])
            self.choices[team] = combos
            state = QLabel(tr("entered") if entered else tr("proposed, not entered"))
            self.states[team] = state
            grid.addWidget(state, row, boards + 1)
        body = QWidget(self)
        body.setLayout(grid)
        heading = QLabel("<b>%s</b>" % tr("Line-ups of round {round}", round=round_no), self)
        hint = QLabel(tr("Tab moves from board to board; type a player's place on the roster "
                         "to choose him, 0 for an empty board. OK enters every line-up "
                         "listed."), self)
        hint.setWordWrap(True)
        self.checks = QLabel(self)
        self.checks.setWordWrap(True)
        self.problems: list[str] = []
        lay_out(self, heading, hint, body, self.checks, on_accept=self._accept)
        self._check()
        first = next((combos[0] for combos in self.choices.values() if combos), None)
        if first is not None:
            first.setFocus()

    def _choice(self, team: int, player: int) -> QComboBox:
        combo = QComboBox(self)
        combo.addItem(f"0 {tr('(empty board)')}", 0)
        for place, number in enumerate(self.t.teams[team].roster, start=1):
            p = self.t.individuals.players.get(number)
            name = p.name if p is not None else str(number)
            rating = f" ({p.rating})" if p is not None and p.rating else ""
            combo.addItem(f"{place}. {name}{rating}", number)
        combo.setCurrentIndex(max(0, combo.findData(player)))
        return combo

    def values(self) -> dict[int, tuple[int, ...]]:
        """team -> the players chosen on boards 1..B (0: an empty board)."""
        return {team: tuple(int(c.currentData() or 0) for c in combos)
                for team, combos in self.choices.items()}

    def _check(self, *_args) -> None:
        """The services' checks of what is chosen, shown under the rows."""
        errors, lines = [], []
        for team, players in self.values().items():
            found = self.t.teams[team]
            try:
                players = checked_lineup(found, players, self.t.settings.boards)
            except ServiceError as exc:
                errors.append(str(exc))
                continue
            for warning in lineup_warnings(found, self.round_no, players):
                mark = "\u2139" if warning.level <= NOTICE else "\u26a0"
                lines.append(f"{mark} {warning.text}")
        self.problems = errors
        text = "\n".join([f"\u2716 {e}" for e in errors] + lines)
        self.checks.setText(text or tr("Every line-up keeps the roster's board order."))
        self.checks.setStyleSheet("color: #b00000;" if errors else
                                  "color: #8a5a00;" if lines else "")

    def _accept(self) -> None:
        if not refuse(self, "\n".join(self.problems)):
            self.accept()


__all__ = ["LineupDialog"]
