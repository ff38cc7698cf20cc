"""The hall display: a second window for a projector or a TV in the playing
hall, showing the current round's pairing list (by name and by board) or the
standings in large type, a page at a time, turning the page by itself.

It never takes the keyboard from the arbiter's window (shown without
activating) and follows every change: the main window hands it each new
snapshot (:meth:`HallWindow.set_snapshot`), so a result typed in appears on
the screen in the hall at once, on the page being shown.

The rows are those of the printed documents (the services' pairing seats,
result texts and standings with tie-breaks); only the columns are fewer, so
they can be read from the back of the hall.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import Tournament
from arbiter_app.services.documents.notation import BYE_TEXT, RESULT_TEXT, points
from arbiter_app.i18n import N_, Texts, tr

#: view -> what it shows (the hall dialog's choices, in cycling order), in the language
VIEWS = Texts({
    "alphabetical": N_("Pairings by name"),
    "pairings": N_("Pairings by board"),
    "standings": N_("Standings"),
})


@dataclass(frozen=True)
class HallTable:
    view: str
    title: str  # "Round 5 – pairings by name"
    headers: tuple[str, ...]
    aligns: tuple[str, ...]  # per column: "l", "r", "c"
    rows: list[tuple]


def _name(t: Tournament, n: int | None) -> str:
    p = t.players.get(n) if n is not None else None
    return p.name if p is not None else ""


def hall_table(t: Tournament, tiebreaks: list[str], view: str) -> HallTable | None:
    """The rows of ``view`` for the hall, or None when it has nothing to show
    (no round paired yet).  A team event (its team level, a ``TeamTournament``) shows
    its matches with their boards, its players by name and the team standings."""
    from arbiter_app.engine.teams.model import TeamTournament
    if isinstance(t, TeamTournament):
        return team_hall_table(t, tiebreaks, view)
    from arbiter_app.services.documents.pairing_lists import seats
    if view == "standings":
        from arbiter_app.services.documents.results import ranked
        r = ranked(t, tiebreaks)
        from arbiter_app.services.provisional import missing_results
        # Q161/Q169: a game of the rounds counted without a result (or adjourned, a draw
        # until it ends): the hall says the standings are provisional, as every printout
        title = (tr("Provisional standings after round {round}", round=r.rounds)
                 if r.rounds and missing_results(t, r.rounds)
                 else tr("Standings after round {round}", round=r.rounds) if r.rounds
                 else tr("Standings before round 1"))
        headers = (tr("Rank"), tr("No."), tr("Name"), tr("Fed"), tr("Rtg"), tr("Pts"),
                   *r.labels)
        rows = [(c[0], c[1], c[3], c[4], c[5] or "", c[6], *c[7:])
                for c in (row.cells for row in r.rows)]
        return HallTable(view, title, headers,
                         ("r", "r", "l", "l", "r", "r") + ("r",) * len(r.labels), rows)
    if not t.rounds_played:
        return None
    k = t.rounds_played
    hist = histories(t)

    def before(n):
        h = hist.get(n)
        return points(h.scores_before[k - 1]) if h and len(h.scores_before) >= k else ""
    if view == "pairings":
        rows = []
        for board, g in enumerate(t.round(k).games, start=1):
            rows.append((board, f"{_name(t, g.white)} ({g.white})", before(g.white),
                         RESULT_TEXT[g.result], before(g.black),
                         f"{_name(t, g.black)} ({g.black})"))
        for seat in seats(t, k):
            if seat.bye is not None:
                rows.append(("", f"{_name(t, seat.number)} ({seat.number})",
                             before(seat.number), BYE_TEXT[seat.bye], "", ""))
        return HallTable(view, tr("Round {round} \u2013 pairings by board", round=k),
                         (tr("Bd"), tr("White"), tr("Pts"), tr("Result"), tr("Pts"),
                          tr("Black")),
                         ("r", "l", "r", "c", "r", "l"), rows)
    if view != "alphabetical":
        raise ValueError(f"unknown hall view {view!r}")
    rows = []
    for seat in sorted(seats(t, k), key=lambda s: (_name(t, s.number).casefold(), s.number)):
        if seat.bye is not None:
            rows.append((_name(t, seat.number), seat.number, "", BYE_TEXT[seat.bye], ""))
        else:
            rows.append((_name(t, seat.number), seat.number, seat.board, tr(seat.colour),
                         f"{_name(t, seat.opponent)} ({seat.opponent})"))
    return HallTable(view, tr("Round {round} \u2013 pairings by name", round=k),
                     (tr("Name"), tr("No."), tr("Bd"), tr("Colour"), tr("Opponent")),
                     ("l", "r", "r", "c", "l"), rows)


def team_hall_table(t, tiebreaks: list[str], view: str) -> HallTable | None:
    """:func:`hall_table` of a team event: the rows of its printed documents
    (services.documents.team_rounds and team_tables), fewer columns."""
    from arbiter_app.services.documents.team_pairings import TEAM_BYE_TEXT, colour_text
    from arbiter_app.services.documents.team_rounds import (bye_lines, match_lines,
                                                            player_name, team_name,
                                                            team_of_players)
    if view == "standings":
        from arbiter_app.services.documents.team_tables import team_ranked
        from arbiter_app.services.provisional import missing_results
        r = team_ranked(t, tiebreaks)
        title = (tr("Provisional standings after round {round}", round=r.rounds)
                 if r.rounds and missing_results(t, r.rounds)
                 else tr("Standings after round {round}", round=r.rounds) if r.rounds
                 else tr("Standings before round 1"))
        rows = [(rank, number, team_name(t, number), points(mp), points(gp), *values)
                for rank, number, mp, gp, values in r.rows]
        return HallTable(view, title, (tr("Rank"), tr("No."), tr("Team"), tr("MP"), tr("GP"),
                                       *r.labels),
                         ("r", "r", "l", "r", "r") + ("r",) * len(r.labels), rows)
    if not t.rounds_played:
        return None
    k = t.rounds_played
    if view == "pairings":
        rows = []
        for m in match_lines(t, k):
            rows.append((m.number, f"{team_name(t, m.white)} ({m.white})", "",
                         m.game_points if m.known else "",
                         f"{team_name(t, m.black)} ({m.black})"))
            for b in m.boards:
                rows.append((f"{m.number}.{b.board}", player_name(t, b.left),
                             colour_text(b.left_white) if b.left else "", b.result,
                             player_name(t, b.right)))
        for bye in bye_lines(t, k):
            rows.append(("", f"{team_name(t, bye.team)} ({bye.team})", "",
                         TEAM_BYE_TEXT[bye.kind], ""))
        return HallTable(view, tr("Round {round} \u2013 matches", round=k),
                         (tr("Bd"), tr("Team"), tr("Colour"), tr("Result"), tr("Team")),
                         ("r", "l", "c", "c", "l"), rows)
    if view != "alphabetical":
        raise ValueError(f"unknown hall view {view!r}")
    teams = team_of_players(t)
    rows = []
    for m in match_lines(t, k):
        for b in m.boards:
            for me, other, white in ((b.left, b.right, b.left_white),
                                     (b.right, b.left, not b.left_white)):
                if me:
                    rows.append((player_name(t, me, title=False),
                                 team_name(t, teams.get(me, 0)), f"{m.number}.{b.board}",
                                 colour_text(white), player_name(t, other, title=False)))
    rows.sort(key=lambda r: (r[0].casefold(), r[1]))
    return HallTable(view, tr("Round {round} \u2013 pairings by name", round=k),
                     (tr("Name"), tr("Team"), tr("Bd"), tr("Colour"), tr("Opponent")),
                     ("l", "l", "r", "c", "l"), rows)


class HallWindow(QWidget):
    """The window for the hall.  ``views``: which of :data:`VIEWS` to cycle
    through; ``seconds``: how long a page stays; ``point_size``: the type."""

    def __init__(self, parent=None, views: list[str] | None = None, seconds: int = 12,
                 point_size: int = 28) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(tr("Arbiter \u2013 hall display"))
        # the arbiter keeps typing in the main window while this one is shown
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet("background-color: #ffffff; color: #000000;")
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.body = QLabel(self)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.footer = QLabel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 12)
        layout.addWidget(self.heading)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.footer)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.advance)
        self.tournament: Tournament | None = None
        self.tiebreaks: list[str] = []
        self.tables: list[HallTable] = []
        self.pages: list[tuple[int, int, int]] = []  # (table index, first row, end row)
        self.page_index = 0
        self.configure(views or list(VIEWS), seconds, point_size)

    # -- settings ------------------------------------------------------------------------
    def configure(self, views: list[str], seconds: int, point_size: int) -> None:
        self.views = [v for v in VIEWS if v in views] or list(VIEWS)
        self.seconds = max(2, int(seconds))
        self.point_size = max(8, int(point_size))
        font = QFont(self.font())
        font.setPointSize(self.point_size)
        self.body.setFont(font)
        head = QFont(font)
        head.setPointSize(int(self.point_size * 1.25))
        head.setBold(True)
        self.heading.setFont(head)
        small = QFont(font)
        small.setPointSize(max(8, self.point_size // 2))
        self.footer.setFont(small)
        self.timer.setInterval(self.seconds * 1000)
        if self.tournament is not None:
            self._rebuild(keep=False)

    def rows_per_page(self) -> int:
        """How many rows fit the window's height in the chosen type."""
        line = QFontMetrics(self.body.font()).lineSpacing() + 8  # cell padding and border
        # the heading's two lines and the footer's one, whatever they say now
        room = (self.height() - 2 * QFontMetrics(self.heading.font()).lineSpacing()
                - QFontMetrics(self.footer.font()).lineSpacing() - 60)
        return max(3, room // line - 1)  # the header row

    # -- data ------------------------------------------------------------------------------
    def set_snapshot(self, t: Tournament, tiebreaks: list[str]) -> None:
        """Show ``t`` from now on, staying on the page being shown."""
        self.tournament, self.tiebreaks = t, list(tiebreaks)
        self._rebuild(keep=True)

    def _rebuild(self, keep: bool) -> None:
        where = self.pages[self.page_index] if keep and self.pages else None
        view = self.tables[where[0]].view if where else None
        self.tables = [table for table in (hall_table(self.tournament, self.tiebreaks, v)
                                           for v in self.views) if table is not None]
        per = self.rows_per_page()
        self.pages = []
        for i, table in enumerate(self.tables):
            for first in range(0, max(len(table.rows), 1), per):
                self.pages.append((i, first, min(first + per, len(table.rows))))
        self.page_index = 0
        if where is not None:  # the same view, the page holding the same first row
            for index, (i, first, end) in enumerate(self.pages):
                if self.tables[i].view == view and first <= where[1] < max(end, first + 1):
                    self.page_index = index
                    break
        self._show_page()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.tournament is not None:
            self._rebuild(keep=True)

    # -- paging ---------------------------------------------------------------------------
    def start(self) -> None:
        self.timer.start()

    def advance(self, step: int = 1) -> None:
        """The next page (after the last page of a view, the next view's first)."""
        if self.pages:
            self.page_index = (self.page_index + step) % len(self.pages)
        self._show_page()

    def current(self) -> tuple[str, int, int] | None:
        """(view, page number from 1, pages of that view) being shown."""
        if not self.pages:
            return None
        i, _first, _end = self.pages[self.page_index]
        of_view = [p for p in self.pages if p[0] == i]
        return self.tables[i].view, of_view.index(self.pages[self.page_index]) + 1, len(of_view)

    def shown_rows(self) -> list[tuple]:
        if not self.pages:
            return []
        i, first, end = self.pages[self.page_index]
        return self.tables[i].rows[first:end]

    def _show_page(self) -> None:
        name = escape(self.tournament.info.name) if self.tournament else ""
        if not self.pages:
            self.heading.setText(name)
            self.body.setText("<p>" + tr("No round is paired yet.") + "</p>")
            self.footer.setText("")
            return
        i, first, end = self.pages[self.page_index]
        table = self.tables[i]
        view, page, pages = self.current()
        title = (tr("{title} \u2013 page {page} of {pages}", title=table.title, page=page,
                    pages=pages) if pages > 1 else table.title)
        self.heading.setText(f"{name}<br>{escape(title)}")
        align = {"l": "left", "r": "right", "c": "center"}
        head = "".join(f'<th align="{align[a]}">{escape(h)}</th>'
                       for h, a in zip(table.headers, table.aligns))
        body = []
        for n, row in enumerate(table.rows[first:end]):
            shade = ' bgcolor="#eeeeee"' if n % 2 else ""
            body.append(f"<tr{shade}>" + "".join(
                f'<td align="{align[a]}">{escape(str(v))}</td>'
                for v, a in zip(row, table.aligns)) + "</tr>")
        self.body.setText('<table width="100%" cellspacing="0" cellpadding="3">'
                          f"<tr bgcolor=\"#dddddd\">{head}</tr>{''.join(body)}</table>")
        rows = len(table.rows)
        self.footer.setText(tr("{view}: rows {first}\u2013{last} of {rows}", view=VIEWS[view],
                               first=first + 1, last=end, rows=rows)
                            if rows else VIEWS[view])

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_PageDown):
            self.advance(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.advance(-1)
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        self.timer.stop()
        super().closeEvent(event)


__all__ = ["HallTable", "HallWindow", "VIEWS", "hall_table", "team_hall_table"]
