"""New tournament (and tournament settings) dialog."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QDoubleSpinBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel,
                               QLineEdit, QRadioButton, QSpinBox, QVBoxLayout, QWidget)

from arbiter_app.engine.model import Colour, Scoring
from arbiter_app.engine.systems.registry import (DEFAULT_SYSTEM, SYSTEMS, UnknownSystem,
                                                 get_system, individual_systems)
from arbiter_app.services import points, settings
from arbiter_app.ui.dialogs.fields import DateField, TiebreakPicker
from arbiter_app.i18n import tr
from arbiter_app.ui.dialogs.screen import fit_to_screen

DEFAULT_TIEBREAKS = list(settings.DEFAULT_TIEBREAKS)


def built_systems() -> dict[str, bool]:
    """Registry name -> whether that system is built (importable), for the systems that
    pair individual players (a team system pairs a team event, not this dialog's)."""
    found = {}
    for name in individual_systems():
        try:
            get_system(name)
            found[name] = True
        except UnknownSystem:
            found[name] = False
        except Exception:  # a system in progress that fails to import
            found[name] = False
    return found


def system_combo(wanted: str = "", teams: bool = False) -> QComboBox:
    """The pairing systems, the unbuilt ones shown but disabled; the registry name is
    each item's UserRole data.  ``teams``: the systems that pair teams instead."""
    combo = QComboBox()
    fill_systems(combo, wanted, teams)
    return combo


def fill_systems(combo: QComboBox, wanted: str = "", teams: bool = False) -> None:
    """Put the individual systems (or, ``teams``, the team systems of the registry) in
    ``combo``, ``wanted`` (else the one in force) chosen."""
    model = QStandardItemModel(combo)
    if teams:
        from arbiter_app.engine.systems.registry import available_systems
        built = {name: True for name in available_systems(teams=True)}
    else:
        built = built_systems()
    for name, (_module, title) in SYSTEMS.items():
        if name not in built:  # a system of the other kind of competitors
            continue
        item = QStandardItem(tr(title) if built[name]
                             else tr("{system} (not available yet)", system=tr(title)))
        item.setData(name, Qt.ItemDataRole.UserRole)
        if not built[name]:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
        model.appendRow(item)
    combo.setModel(model)
    # a new tournament: the system in force (DEFAULT_SYSTEM), when it is built
    default = DEFAULT_SYSTEM if not teams else ""
    wanted = wanted if wanted in built else (
        default if built.get(default) else next((n for n, ok in built.items() if ok), ""))
    for row in range(model.rowCount()):
        if model.item(row).data(Qt.ItemDataRole.UserRole) == wanted:
            combo.setCurrentIndex(row)


class TournamentDialog(QDialog):
    """Asks everything a new tournament needs; ``values()`` gives NewTournament fields."""

    def __init__(self, parent=None, initial: dict | None = None, editing: bool = False,
                 team: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Tournament settings") if editing else tr("New tournament"))
        initial = initial or {}
        self.name = QLineEdit(initial.get("name", ""))
        self.city = QLineEdit(initial.get("city", ""))
        self.federation = QLineEdit(initial.get("federation", ""))
        self.federation.setMaxLength(3)
        today = dt.date.today().isoformat()
        self.start_date = DateField(initial.get("start_date", "") if editing
                                    else initial.get("start_date", today))
        self.end_date = DateField(initial.get("end_date", "") if editing
                                  else initial.get("end_date", today))
        self.chief_arbiter = QLineEdit(initial.get("chief_arbiter", ""))
        self.deputies = QLineEdit(initial.get("deputies", ""))
        self.time_control = QLineEdit(initial.get("time_control", ""))
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 99)
        self.rounds.setValue(int(initial.get("total_rounds", 9) or 9))
        self.system = system_combo(initial.get("system", ""), teams=team)
        self.system.setEnabled(not editing)
        # individual players or teams (issue #37): a file stays what it was created as
        self.individuals = QRadioButton(tr("individual players"))
        self.teams = QRadioButton(tr("teams"))
        (self.teams if team else self.individuals).setChecked(True)
        competitors = QButtonGroup(self)
        self.competitors_row = QWidget()
        row = QHBoxLayout(self.competitors_row)
        row.setContentsMargins(0, 0, 0, 0)
        for button in (self.individuals, self.teams):
            competitors.addButton(button)
            row.addWidget(button)
            button.setEnabled(not editing)
        row.addStretch()
        self.competitors_row.setFocusProxy(self.teams if team else self.individuals)
        from arbiter_app.ui.teams.event_fields import TeamEventFields
        self.team_fields = TeamEventFields(initial if team else None)
        self.scoring: Scoring = initial.get("scoring") or Scoring()
        self.point_system, points_row = self._point_system(self.scoring)
        colour: Colour | None = initial.get("initial_colour")
        self.by_lot = QRadioButton(tr("drawn by lot"))
        self.white = QRadioButton(tr("white"))
        self.black = QRadioButton(tr("black"))
        group = QButtonGroup(self)
        for button in (self.by_lot, self.white, self.black):
            group.addButton(button)
        {None: self.by_lot, Colour.WHITE: self.white, Colour.BLACK: self.black}[colour].setChecked(True)
        colour_row = QWidget()
        colour_layout = QHBoxLayout(colour_row)
        colour_layout.setContentsMargins(0, 0, 0, 0)
        for button in (self.by_lot, self.white, self.black):
            colour_layout.addWidget(button)
        colour_row.setFocusProxy({None: self.by_lot, Colour.WHITE: self.white,
                                  Colour.BLACK: self.black}[colour])
        from arbiter_app.services.teams import DEFAULT_TEAM_TIEBREAKS
        default_tiebreaks = list(DEFAULT_TEAM_TIEBREAKS) if team else DEFAULT_TIEBREAKS
        chosen = list(initial.get("tiebreaks") or ([] if editing else default_tiebreaks))
        self.tiebreak_picker = TiebreakPicker(chosen, team=team)
        self.tiebreaks = self.tiebreak_picker.list
        # a round robin (#25): no Buchholz family, C.07's round-robin list by default
        self.tiebreak_picker.set_system(self.system.currentData(Qt.ItemDataRole.UserRole))
        if not editing:
            self.system.currentIndexChanged.connect(self._system_changed)
        # the edition of C.07 (issue #19): by the start date unless the arbiter picks one
        from arbiter_app.engine.tiebreaks import EDITIONS
        self.tiebreak_rules = QComboBox()
        self.tiebreak_rules.addItem(tr("As in force at the start date"), "")
        for name, edition in EDITIONS.items():
            self.tiebreak_rules.addItem(f"{edition.label} ({tr(edition.title)})", name)
        index = self.tiebreak_rules.findData(initial.get("tiebreak_rules") or "")
        self.tiebreak_rules.setCurrentIndex(max(index, 0))
        # accelerated pairings (issue #16): chosen with the tournament, Dutch system only
        from arbiter_app.services.acceleration import LABELS
        self.acceleration = QComboBox()
        for value, label in ((v, tr(text)) for v, text in LABELS.items()):
            self.acceleration.addItem(label, value)
        self.acceleration.setCurrentIndex(
            max(self.acceleration.findData(initial.get("acceleration") or "none"), 0))
        # the language of the printouts and web pages (issue #27, docs/languages.md)
        from arbiter_app.i18n import LANGUAGES
        self.document_language = QComboBox()
        self.document_language.addItem(tr("As the interface"), "")
        for code, name in LANGUAGES.items():
            self.document_language.addItem(name, code)
        self.document_language.setCurrentIndex(
            max(self.document_language.findData(initial.get("document_language") or ""), 0))

        self._rating_fields(initial)
        # every round's date in one table (issue #35); in the settings of a tournament
        # (a new one has none yet); ``round_dates.changes()`` gives what changed
        from arbiter_app.ui.dialogs.round_dates import RoundDatesTable
        self.round_dates = RoundDatesTable(dict(initial.get("round_dates") or {}),
                                           self.rounds.value())
        self.rounds.valueChanged.connect(self.round_dates.set_rounds)
        self.editing = editing
        self._round_robin_fields(dict(initial.get("round_robin") or {}))

        form = QFormLayout()
        # one mnemonic per row, none twice (tests/test_ui_mnemonics.py)
        form.addRow(tr("Tournament &name"), self.name)
        form.addRow(tr("&Place"), self.city)
        form.addRow(tr("&Federation"), self.federation)
        form.addRow(tr("S&tart date"), self.start_date)
        form.addRow(tr("&End date"), self.end_date)
        form.addRow(tr("&Chief arbiter"), self.chief_arbiter)
        form.addRow(tr("&Deputy arbiters"), self.deputies)
        form.addRow(tr("T&ime control"), self.time_control)
        form.addRow(tr("&Rounds"), self.rounds)
        # every letter is taken (see below): reached by Tab after the pairing system
        form.addRow(tr("Competitors"), self.competitors_row)
        form.addRow(tr("Pairing &system"), self.system)
        form.addRow(self.team_fields)  # enabled for teams
        form.addRow(tr("Point s&ystem"), self.point_system)
        form.addRow("", points_row)
        form.addRow(tr("Top player's co&lour in round 1"), colour_row)
        form.addRow(tr("Tie-brea&ks (tick, order)"), self.tiebreak_picker)
        form.addRow(tr("Tie-break rules (C.07 &version)"), self.tiebreak_rules)
        form.addRow(tr("Acceleration &method"), self.acceleration)
        form.addRow(tr("Language of t&he printouts"), self.document_language)
        # the ratings (issue #24, docs/ratings.md); every letter but J is taken: three
        # of these rows are reached by Tab
        form.addRow(tr("Rating type (FIDE list)"), self.rating_type)
        form.addRow(tr("Starting-rank method (TRF 172)"), self.rating_method_row)
        form.addRow(tr("E&qual rating and title: then by"), self.tie_order)
        form.addRow("", self.long_event)
        form.addRow(tr("Rating-based tie-breaks read"), self.tiebreak_rating)
        form.addRow("", self.long_event_advice)
        form.addRow(tr("Unrated players in rating tie-breaks"), self.unrated_row)
        form.addRow(tr("Round robin: cycles"), self.rr_row)
        form.addRow("", self.rr_row2)
        if editing:
            form.addRow(tr("Round dates (any form)"), self.round_dates)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        for combo in self.findChildren(QComboBox):  # long items: the open list shows them whole
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(20)
        self.teams.toggled.connect(self._competitors_changed)
        self._competitors_changed(team, initial=True)
        fit_to_screen(self)
        # Tab: the rounds, the competitors, the system, the team fields, the point system
        # (after fit_to_screen: moving the widgets into its body makes the chain anew)
        chain = [self.rounds, self.individuals, self.teams, self.system,
                 *self.team_fields.fields, self.point_system]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)
        self.error = ""

    def is_team(self) -> bool:
        """A team competition (issue #37) rather than one of individual players."""
        return self.teams.isChecked()

    def _competitors_changed(self, team: bool, initial: bool = False) -> None:
        """Teams: the team systems and tie-breaks, the team fields on; what only an
        individual event has (acceleration, the ratings' settings, round robins) off."""
        self.team_fields.setEnabled(team)
        for widget in (self.acceleration, self.rating_type, self.rating_method_row,
                       self.tie_order, self.long_event, self.tiebreak_rating,
                       self.unrated_row):
            widget.setEnabled(not team)
        if not team:
            self.tiebreak_rating.setEnabled(self.long_event.isChecked())
        self._round_robin_enabled()
        if initial:
            return
        self.system.blockSignals(True)  # the tie-breaks follow once, below
        fill_systems(self.system, "", teams=team)
        self.system.blockSignals(False)
        self.tiebreak_picker.offer(team, [])
        self._system_changed()
        self._round_robin_enabled()

    def _rating_fields(self, initial: dict) -> None:
        """The rating type (Q124), the starting-rank method of TRF-2026 172 with the
        federation of its national ratings (Q145), the criterion after rating and title
        (C.04.2 2.2.3, Q146), the flag of events longer than 30 days (Q210) and the rating
        the rating-based tie-breaks read then (Q214-216)."""
        from arbiter_app.engine.model import RATING_KINDS
        from arbiter_app.engine.tournament_rating import DESCRIPTIONS, METHODS
        kinds = {"standard": tr("standard"), "rapid": tr("rapid"), "blitz": tr("blitz")}
        self.rating_type = QComboBox()
        for kind in RATING_KINDS:
            self.rating_type.addItem(kinds.get(kind, kind), kind)
        self.rating_type.setCurrentIndex(
            max(self.rating_type.findData(initial.get("rating_type") or "standard"), 0))
        self.rating_method = QComboBox()
        for method in METHODS:  # the engine's descriptions are English (docs/languages.md)
            self.rating_method.addItem(f"{method}: {tr(DESCRIPTIONS[method])}", method)
        self.rating_method.setCurrentIndex(
            max(self.rating_method.findData(initial.get("rating_method") or "FIDE"), 0))
        self.rating_federation = QLineEdit(initial.get("rating_federation", ""))
        self.rating_federation.setMaxLength(3)
        self.rating_federation.setPlaceholderText(tr("national list (e.g. NED)"))
        self.rating_federation.setToolTip(tr("The federation of the national ratings the "
                                             "method reads; empty: the tournament's"))
        self.rating_method_row = QWidget()
        row = QHBoxLayout(self.rating_method_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.rating_method, 1)
        row.addWidget(self.rating_federation)
        self.rating_method_row.setFocusProxy(self.rating_method)
        self.rating_method.currentIndexChanged.connect(self._method_changed)
        self._method_changed()
        self.tie_order = QComboBox()
        self.tie_order.addItem(tr("name (alphabetically)"), "name")
        self.tie_order.addItem(tr("FIDE number (lowest first)"), "fide-id")
        self.tie_order.setCurrentIndex(
            max(self.tie_order.findData(initial.get("tie_order") or "name"), 0))
        self.long_event = QCheckBox(tr("Longer than &30 days: each round has the ratings of "
                                       "its month"))
        self.long_event.setChecked(bool(initial.get("long_event", False)))
        self.tiebreak_rating = QComboBox()
        self.tiebreak_rating.addItem(tr("the rating at the start"), "first")
        self.tiebreak_rating.addItem(tr("each round's rating"), "round")
        for round_no in range(2, 100):
            self.tiebreak_rating.addItem(tr("the ratings valid in round {round}",
                                            round=round_no), str(round_no))
        self.tiebreak_rating.setCurrentIndex(
            max(self.tiebreak_rating.findData(initial.get("tiebreak_rating") or "first"), 0))
        self.long_event.toggled.connect(self.tiebreak_rating.setEnabled)
        # Q211: the advice against rating-based tie-breaks, where they are set
        self.long_event_advice = QLabel()
        self.long_event_advice.setWordWrap(True)
        self.long_event.toggled.connect(self._advise_long_event)
        self.tiebreak_picker.list.itemChanged.connect(self._advise_long_event)
        self._advise_long_event()
        self.tiebreak_rating.setEnabled(self.long_event.isChecked())
        self._unrated_fields(initial)

    def _unrated_fields(self, initial: dict) -> None:
        """The rating of unrated players in the rating-based tie-breaks (C.07 10, checklist
        Q208-209): none (those tie-breaks dropped), the rating floor, a fixed rating or
        each unrated player's own performance."""
        from arbiter_app.engine.tiebreaks import RATING_FLOOR, UNRATED_PERFORMANCE
        self.unrated_method = QComboBox()
        self.unrated_method.addItem(tr("none: those tie-breaks are dropped"), "none")
        self.unrated_method.addItem(tr("the rating floor ({floor})", floor=RATING_FLOOR),
                                    "floor")
        self.unrated_method.addItem(tr("a fixed rating"), "fixed")
        self.unrated_method.addItem(tr("each one's own performance (not below the floor)"),
                                    UNRATED_PERFORMANCE)
        self.unrated_fixed = QSpinBox()
        self.unrated_fixed.setRange(1, 3500)
        self.unrated_fixed.setValue(RATING_FLOOR)
        stored = str(initial.get("unrated_rating") or "none").strip().lower()
        method = stored
        if stored.isdigit():
            method = "floor" if int(stored) == RATING_FLOOR else "fixed"
            self.unrated_fixed.setValue(max(1, min(3500, int(stored))))
        self.unrated_method.setCurrentIndex(max(self.unrated_method.findData(method), 0))
        self.unrated_row = QWidget()
        row = QHBoxLayout(self.unrated_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.unrated_method, 1)
        row.addWidget(self.unrated_fixed)
        self.unrated_row.setFocusProxy(self.unrated_method)
        self.unrated_method.currentIndexChanged.connect(self._unrated_changed)
        self._unrated_changed()

    def _unrated_changed(self, _index: int = 0) -> None:
        self.unrated_fixed.setEnabled(self.unrated_method.currentData() == "fixed")

    def unrated_rating(self) -> str:
        """The setting ``unrated_rating`` the choice makes ("none", a rating or
        "performance"; the floor as its rating, as the settings show it)."""
        from arbiter_app.engine.tiebreaks import RATING_FLOOR
        method = self.unrated_method.currentData()
        if method == "floor":
            return str(RATING_FLOOR)
        return str(self.unrated_fixed.value()) if method == "fixed" else method

    def _advise_long_event(self, *_args) -> None:
        """FIDE checklist Q211: in an event longer than 30 days FIDE advises against
        the rating-based tie-breaks; said while the arbiter ticks them (as ``new`` and
        ``settings`` say it on the command line)."""
        from arbiter_app.engine.tiebreaks.spec import parse_tiebreak
        from arbiter_app.engine.tiebreaks.standings import RATING_TIEBREAKS
        used = []
        for code in self.tiebreak_picker.codes():
            try:
                if parse_tiebreak(code).acronym in RATING_TIEBREAKS:
                    used.append(code)
            except ValueError:
                pass
        shown = bool(used) and self.long_event.isChecked()
        self.long_event_advice.setText(
            tr("Not recommended in an event longer than 30 days (its ratings change from "
               "round to round): {tiebreaks}", tiebreaks=", ".join(used)) if shown else "")
        self.long_event_advice.setVisible(shown)

    def _round_robin_fields(self, initial: dict) -> None:
        """A round robin's cycles, swap and Berger numbers (services/round_robin.py;
        FIDE checklist Q95-99): enabled for the round-robin system only."""
        self.rr_cycles = QSpinBox()
        self.rr_cycles.setRange(0, 9)
        self.rr_cycles.setSpecialValueText(tr("as the rounds need"))
        self.rr_cycles.setValue(int(initial.get("cycles") or 0))
        self.rr_swap = QComboBox()
        for label, value in ((tr("as C.05 recommends (with two cycles or more)"), ""),
                             (tr("yes"), "on"), (tr("no"), "off")):
            self.rr_swap.addItem(label, value)
        self.rr_swap.setCurrentIndex(max(self.rr_swap.findData(initial.get("swap") or ""), 0))
        self.rr_lots = QLineEdit(initial.get("lots", ""))
        self.rr_lots.setPlaceholderText(tr("empty: no drawing of lots"))
        self.rr_order = QLineEdit(initial.get("order", ""))
        self.rr_order.setPlaceholderText(tr("pairing numbers in Berger order, e.g. 3, 1, 4, 2"))
        # two rows (one was wider than a laptop's screen, issue #35): cycles and swap,
        # then the lots' seed and the order by hand
        self.rr_row, self.rr_row2 = QWidget(), QWidget()
        for holder, parts in ((self.rr_row, ((None, self.rr_cycles),
                                             (tr("last two rounds of cycle 1 reversed"),
                                              self.rr_swap))),
                              (self.rr_row2, ((tr("Berger numbers by lot, seed"), self.rr_lots),
                                              (tr("or by hand"), self.rr_order)))):
            row = QHBoxLayout(holder)
            row.setContentsMargins(0, 0, 0, 0)
            for label, widget in parts:
                if label:
                    row.addWidget(QLabel(label))
                row.addWidget(widget, 1)
        self._round_robin_enabled()
        self.system.currentIndexChanged.connect(self._round_robin_enabled)

    def is_round_robin(self) -> bool:
        """A round robin of players (``roundrobin``) or of teams (``teamroundrobin``)."""
        from arbiter_app.engine.systems.registry import is_round_robin_system
        return is_round_robin_system(self.system.currentData(Qt.ItemDataRole.UserRole))

    def _round_robin_enabled(self, _index: int = -1) -> None:
        """The cycles and the swap for either round robin; the Berger numbers by lot or
        by hand for players only: a team round robin's are the teams' pairing numbers,
        set once the teams are in (Teams › Number teams, docs/teams.md)."""
        on = self.is_round_robin()
        for widget in (self.rr_cycles, self.rr_swap):
            widget.setEnabled(on)
        for widget in (self.rr_lots, self.rr_order):
            widget.setEnabled(on and not self.is_team())

    def round_robin_values(self) -> dict:
        if not self.is_round_robin():
            return {}
        values = {"cycles": str(self.rr_cycles.value() or ""),
                  "swap": self.rr_swap.currentData() or ""}
        if not self.is_team():
            values.update(lots=self.rr_lots.text().strip(),
                          order=self.rr_order.text().replace(" ", "").strip(","))
        return {k: v for k, v in values.items() if v}

    def _method_changed(self, _index: int = -1) -> None:
        from arbiter_app.engine.tournament_rating import NATIONAL_METHODS
        self.rating_federation.setEnabled(self.rating_method.currentData() in NATIONAL_METHODS)

    def _system_changed(self, _index: int = -1) -> None:
        """A new event's default tie-breaks for the system chosen: a round robin's
        (C.07 8: no Buchholz family), of players or of teams
        (services/teams/new_event.py), else the Swiss ones."""
        from arbiter_app.engine.tiebreaks import ROUND_ROBIN_DEFAULT
        from arbiter_app.services.teams.new_event import (DEFAULT_TEAM_TIEBREAKS,
                                                          ROUND_ROBIN_TEAM_TIEBREAKS)
        system = self.system.currentData(Qt.ItemDataRole.UserRole)
        if self.is_team():
            chosen = ROUND_ROBIN_TEAM_TIEBREAKS if self.is_round_robin() else \
                DEFAULT_TEAM_TIEBREAKS
        else:
            chosen = ROUND_ROBIN_DEFAULT if self.is_round_robin() else DEFAULT_TIEBREAKS
        self.tiebreak_picker.set_system(system, list(chosen))

    def _point_system(self, scoring: Scoring) -> tuple[QComboBox, QWidget]:
        """The preset combo and the six values of TRF-2026 record 162 (docs/fide-mode.md,
        Q70-88): W also gives the forfeit win and the full-point bye, D the half-point
        bye, A the forfeit loss and the zero-point bye."""
        combo = QComboBox()
        for name, (title, _values) in points.PRESETS.items():
            combo.addItem(tr(title), name)
        combo.addItem(tr("Custom"), points.CUSTOM)
        labels = {"W": tr("&Win, forfeit win, full-point bye (W)"),
                  "D": tr("Dr&aw, half-point bye (D)"),
                  "L": tr("Lost &game (L)"),
                  "A": tr("Absence: &zero-point bye, forfeit loss (A)"),
                  "P": tr("Pairing-allocated &bye (P)"),
                  "X": tr("Unknown result, e.g. adjourned (&X)")}
        grid_row = QWidget()
        grid = QGridLayout(grid_row)
        grid.setContentsMargins(0, 0, 0, 0)
        self.points: dict[str, QDoubleSpinBox] = {}
        for index, (letter, value) in enumerate(points.letters(scoring).items()):
            box = QDoubleSpinBox()
            box.setRange(0.0, points.MAX_POINTS)
            box.setSingleStep(0.5)
            box.setDecimals(1)
            box.setValue(value)
            box.valueChanged.connect(self._points_edited)
            label = QLabel(labels[letter])
            label.setWordWrap(True)  # long in German: the dialog fits a laptop's screen
            label.setBuddy(box)
            row, column = index % 3, 2 * (index // 3)
            grid.addWidget(label, row, column)
            grid.addWidget(box, row, column + 1)
            self.points[letter] = box
        combo.setCurrentIndex(combo.findData(points.preset_of(scoring)))
        combo.activated.connect(self._preset_chosen)
        return combo, grid_row

    def _preset_chosen(self, _index: int = -1) -> None:
        name = self.point_system.currentData()
        if name == points.CUSTOM:
            self.points["W"].setFocus()
            return
        for letter, value in points.letters(points.preset(name)).items():
            self.points[letter].blockSignals(True)
            self.points[letter].setValue(value)
            self.points[letter].blockSignals(False)

    def _points_edited(self, _value: float = 0.0) -> None:
        self.point_system.setCurrentIndex(self.point_system.findData(
            points.preset_of(self.chosen_scoring())))

    def chosen_scoring(self) -> Scoring:
        """The point system of the six values (the one the dialog opened with, as it
        was, when none changed)."""
        values = {letter: box.value() for letter, box in self.points.items()}
        if values == points.letters(self.scoring):
            return self.scoring
        return points.from_letters(values)

    def problem(self) -> str:
        if not self.name.text().strip():
            return tr("The tournament needs a name.")
        if not self.system.currentData(Qt.ItemDataRole.UserRole):
            return tr("No pairing system is available yet.")
        for field, label in ((self.start_date, tr("Start date")),
                             (self.end_date, tr("End date"))):
            problem = field.problem(label)
            if problem:
                return problem
        start, end = self.start_date.date(), self.end_date.date()
        if start and end and end < start:
            return tr("The end date is before the start date.")
        problem = self.round_dates.problem() if self.editing else ""
        if problem:
            return problem
        problem = points.point_system_problem(self.chosen_scoring())
        if problem:
            return tr("Point system: {problem}.", problem=problem[0].upper() + problem[1:])
        if self.is_team():  # the services' checks of a team event (boards, points, 352)
            from arbiter_app.services.errors import ServiceError
            from arbiter_app.services.teams import NewTeamEvent, check_new_team_event
            values = self.values()
            values.pop("teams")
            try:
                check_new_team_event(NewTeamEvent(**values))
            except ServiceError as exc:
                text = str(exc)
                return text[:1].upper() + text[1:] + "."
            return ""
        from arbiter_app.engine.tournament_rating import NATIONAL_METHODS
        method = self.rating_method.currentData()
        federation = (self.rating_federation.text().strip()
                      or self.federation.text().strip()).upper()
        if method in NATIONAL_METHODS and not federation:
            return tr("The starting-rank method {method} reads national ratings: name their "
                      "federation (e.g. NED), or give the tournament a federation.", method=method)
        if method in NATIONAL_METHODS and not (len(federation) == 3 and federation.isascii()
                                               and federation.isalpha()):
            return tr("The national ratings' federation {federation!r} is not a 3-letter code.",
                      federation=federation)
        from arbiter_app.services.acceleration import check
        from arbiter_app.services.errors import ServiceError
        try:
            check(self.acceleration.currentData(), self.system.currentData(
                Qt.ItemDataRole.UserRole), self.chosen_scoring())
        except ServiceError as exc:
            return tr("Acceleration: {problem}.", problem=exc)
        from arbiter_app.services.round_robin import round_robin_options
        try:
            round_robin_options(self.system.currentData(Qt.ItemDataRole.UserRole),
                                self.round_robin_values())
        except ServiceError as exc:
            return tr("Round robin: {problem}.", problem=exc)
        return ""

    def _accept(self) -> None:
        self.error = self.problem()
        if self.error:
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.windowTitle(), self.error)
            return
        self.accept()

    def values(self) -> dict:
        """NewTournament's fields; for a team event NewTeamEvent's and ``teams`` True."""
        colour = (None if self.by_lot.isChecked() else
                  Colour.WHITE if self.white.isChecked() else Colour.BLACK)
        scoring = self.chosen_scoring()
        tiebreaks = self.tiebreak_picker.codes()
        if self.is_team():
            return self._team_values(colour, scoring, tiebreaks)
        return dict(self._event_values(colour, scoring, tiebreaks),
                    acceleration=self.acceleration.currentData() or "none",
                    rating_type=self.rating_type.currentData(),
                    rating_method=self.rating_method.currentData(),
                    rating_federation=(self.rating_federation.text().strip().upper()
                                       if self.rating_federation.isEnabled() else ""),
                    tie_order=self.tie_order.currentData(),
                    round_robin=self.round_robin_values(),
                    long_event=self.long_event.isChecked(),
                    tiebreak_rating=(self.tiebreak_rating.currentData()
                                     if self.long_event.isChecked() else "first"),
                    unrated_rating=self.unrated_rating())

    def _event_values(self, colour, scoring: Scoring, tiebreaks: list[str]) -> dict:
        """The fields an individual and a team event both have."""
        return dict(name=self.name.text().strip(), total_rounds=self.rounds.value(),
                    system=self.system.currentData(Qt.ItemDataRole.UserRole),
                    city=self.city.text().strip(),
                    federation=self.federation.text().strip().upper(),
                    start_date=self.start_date.iso(), end_date=self.end_date.iso(),
                    chief_arbiter=self.chief_arbiter.text().strip(),
                    deputies=self.deputies.text().strip(),
                    time_control=self.time_control.text().strip(),
                    scoring=scoring, initial_colour=colour, tiebreaks=tiebreaks,
                    tiebreak_rules=self.tiebreak_rules.currentData() or "",
                    document_language=self.document_language.currentData() or "")

    def _team_values(self, colour, scoring: Scoring, tiebreaks: list[str]) -> dict:
        """NewTeamEvent's fields and ``teams`` True; a new team round robin gets what
        ``new-team --system teamroundrobin`` gives (its cycles and swap, its rest scoring
        nothing: services/teams/new_event.py round_robin_defaults)."""
        values = dict(self._event_values(colour, scoring, tiebreaks),
                      **self.team_fields.values())
        if self.is_round_robin() and not self.editing:
            from arbiter_app.services.teams.new_event import round_robin_defaults
            values = round_robin_defaults(values)
            values["round_robin"] = self.round_robin_values()
        return dict(values, teams=True)
