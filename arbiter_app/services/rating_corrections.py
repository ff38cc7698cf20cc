"""Corrections for the rating report only (FIDE checklist Q192-193).

A result found wrong after the later rounds were paired on it (or one the rating
officer must see otherwise, e.g. a game not to be rated) can be corrected for the
rating report alone: the pairings and the standings keep the result as it was played
and entered; the rating report (``arbiter-cli export --report``) and the rating
changes use the correction.  The corrections are kept apart, in
``Tournament.options["rating.corrections"]`` (``round.board=result`` items separated by
``;``), and each is written to the audit log as ``Rating correction @ Round n: ...``,
a ``###`` line of the TRF exports (Q193).
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import Game, GameResult, Round, Tournament
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.fide_mode import RATING_CORRECTION, at_round

#: ``Tournament.options`` key of the corrections
OPTION = "rating.corrections"


def corrections(t: Tournament) -> dict[tuple[int, int], GameResult]:
    """(round, board) -> the result the rating report uses instead."""
    out = {}
    for item in filter(None, (x.strip() for x in t.options.get(OPTION, "").split(";"))):
        where, _, value = item.partition("=")
        round_no, _, board = where.partition(".")
        try:
            out[(int(round_no), int(board))] = GameResult(value)
        except ValueError:
            continue  # written by this module only; a damaged item is ignored, not fatal
    return out


def _text(values: dict[tuple[int, int], GameResult]) -> str:
    return ";".join(f"{r}.{b}={result.value}" for (r, b), result in sorted(values.items()))


def corrected(t: Tournament) -> Tournament:
    """A copy of ``t`` whose games carry the rating corrections (for the rating report
    and the rating changes only)."""
    values = corrections(t)
    if not values:
        return t
    rounds = []
    for round_no, rnd in enumerate(t.rounds, start=1):
        games = [Game(g.white, g.black, values.get((round_no, board), g.result))
                 for board, g in enumerate(rnd.games, start=1)]
        rounds.append(Round(games, dict(rnd.byes), rnd.date))
    return replace(t, rounds=rounds)


class RatingCorrectionActions:
    """Needs ``self._write()`` from the service."""

    def correct_for_rating(self, round_no: int, board: int, result: GameResult | None,
                           reason: str = "") -> None:
        """Set (``result``) or remove (None) the rating-only correction of a board."""
        with self._write() as w:
            t = w.tournament()
            if not 1 <= round_no <= t.rounds_played:
                raise ServiceError(tr("round {round_no} is not paired; no correction was made",
                                      round_no=round_no))
            games = t.round(round_no).games
            if not 1 <= board <= len(games):
                raise ServiceError(tr("round {round_no} has no board {board} (boards 1-{n}); no "
                                      "correction was made", round_no=round_no, board=board,
                                      n=len(games)))
            game = games[board - 1]
            values = corrections(t)
            if result is None:
                if values.pop((round_no, board), None) is None:
                    raise ServiceError(tr("round {round_no} board {board} has no rating "
                                          "correction", round_no=round_no, board=board))
                text = f"board {board} {game.white}-{game.black}: removed"
            else:
                result = GameResult(result)
                if not result.is_known:
                    raise ServiceError(tr("a rating correction is a final result (not pending, "
                                          "not adjourned)"))
                if not game.result.is_known:
                    raise ServiceError(tr("round {round_no} board {board} has no result yet; "
                                          "enter it first", round_no=round_no, board=board))
                values[(round_no, board)] = result
                text = (f"board {board} {game.white}-{game.black} {game.result.value} -> "
                        f"{result.value} for the rating report")
            w.set_option(OPTION, _text(values) or None)
            w.audit(RATING_CORRECTION, f"{at_round(round_no)}: {text}"
                    + (f" ({reason.strip()})" if reason.strip() else ""))


__all__ = ["OPTION", "RATING_CORRECTION", "RatingCorrectionActions", "corrected",
           "corrections"]
