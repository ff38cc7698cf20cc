"""A result entered over what the arbiter saw (issue #39): while the venue server runs,
a result can reach the file between the moment the window showed a board and the moment
the arbiter's entry (or undo) is written.  The window's entry is then refused, so that no
result entered at the venue is ever replaced unseen; the arbiter sees the new result and
enters his again if he means it.

The check and the write are one step of the one writer thread that every change of the
open file goes through (the window's worker, which also runs the server's changes), so
nothing can come between them."""

from __future__ import annotations

from arbiter_app.engine.model import GameResult
from arbiter_app.i18n import tr
from arbiter_app.services.venue.errors import Conflict


class Changed(Conflict):
    """The board no longer holds the result the entry was made over."""


def record_unless_changed(service, round_no: int, board: int, result: GameResult,
                          expected: GameResult | None, *, confirm: bool = False,
                          periodic_backup: bool = False) -> GameResult:
    """:meth:`TournamentService.record_result`, only while ``board`` of round
    ``round_no`` still holds ``expected`` (None: whatever it holds); returns the
    previous result.  A board or round that does not exist is the service's to say."""
    if expected is not None:
        t = service.tournament()
        games = t.round(round_no).games if 1 <= round_no <= t.rounds_played else []
        if 1 <= board <= len(games) and games[board - 1].result is not GameResult(expected):
            now = games[board - 1].result
            raise Changed(tr("round {round_no} board {board} was changed in the meantime, at "
                             "the venue: it has {value} now. Nothing was changed; enter the "
                             "result again to replace it.", round_no=round_no, board=board,
                             value=now.value if now is not GameResult.PENDING
                             else tr("no result")))
    return service.record_result(round_no, board, result, confirm=confirm,
                                 periodic_backup=periodic_backup)


__all__ = ["Changed", "record_unless_changed"]
