"""Issue #38 point 5 (FIDE checklist Q214/Q216): the rating the tie-breaks read in an event
longer than 30 days (``tiebreaks.rating_round``) is used by the window's standings table (and
so the cross table's order) and the hall display, as by the CLI, the PDF and the web pages.

Worked by hand (ARO, C.07 10.1), as in tests/test_ratings_long_event.py:
    start ratings 1: 2400, 2: 2300, 3: 2200, 4: 2100; from round 2: 2: 2280, 3: 2260
    R1: 1-2 1-0, 3-4 1/2     R2: 1-3 1/2, 4-2 1-0
    first:   ARO(1) = (2300 + 2200) / 2 = 2250
    round:   ARO(1) = (2300 + 2260) / 2 = 2280
    round 2: ARO(1) = (2280 + 2260) / 2 = 2270
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from arbiter_app.services import TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament


def stored(tmp_path, rating_round: str | None):
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "1-3 1/2, 4-2 1-0"], total_rounds=5,
                   ratings=[2400, 2300, 2200, 2100])
    t.system = "dutch2016"
    t.players[2] = replace(t.players[2], round_ratings=((2, 2280),))
    t.players[3] = replace(t.players[3], round_ratings=((2, 2260),))
    if rating_round:
        t.options["tiebreaks.rating_round"] = rating_round
    path = tmp_path / "long.arbiter"
    TournamentFile.create(path, t, ["ARO"]).close()
    with TournamentService.open(path) as service:
        return path, service.tournament()


@pytest.mark.parametrize("rating_round, aro", [(None, "2250"), ("round", "2280"),
                                               ("2", "2270")])
def test_the_windows_standings_and_the_hall_read_the_chosen_rating(tmp_path, rating_round,
                                                                   aro):
    from arbiter_app.ui.hall import hall_table
    from arbiter_app.ui.session import Snapshot
    path, t = stored(tmp_path, rating_round)
    snapshot = Snapshot(Path(path), True, t, tiebreaks=["ARO"])
    headers = snapshot.standing_headers
    row = next(r for r in snapshot.standing_rows if r.number == 1)
    assert row.cells[headers.index("ARO")] == aro
    hall = hall_table(t, ["ARO"], "standings")
    hall_row = next(r for r in hall.rows if r[1] == 1)
    assert str(hall_row[hall.headers.index("ARO")]) == aro
