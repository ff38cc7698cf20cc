"""How the places still tied after the last tie-break are decided (FIDE checklist
Q203-206; the rule is :mod:`arbiter_app.engine.tiebreaks.final_ties`): shared (the
default), by the arbiter's order of the tied players, or by a drawing of lots whose
seed is recorded, so that drawing again gives the same places."""

from __future__ import annotations

import secrets
from dataclasses import replace

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.tiebreaks import completed_rounds
from arbiter_app.engine.tiebreaks.final_ties import OPTION_LOTS, OPTION_TIE_ORDER
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.services.errors import ServiceError


def not_tied(t: Tournament, tiebreaks: list[str], numbers: list[int]) -> list[int]:
    """The players of ``numbers`` who share no place in the tournament's standings as
    the tie-breaks leave them (before any order or lots); [] when the standings cannot
    be computed (the standings say why)."""
    from arbiter_app.engine.tiebreaks import (UnknownTiebreak, compute_standings, options_of,
                                              parse_tiebreaks)
    plain = replace(t, options={k: v for k, v in t.options.items()
                                if k not in (OPTION_TIE_ORDER, OPTION_LOTS)})
    try:
        standings = compute_standings(plain, parse_tiebreaks(list(tiebreaks)),
                                      options_of(plain))
    except (UnknownTiebreak, ValueError):
        return []
    tied = {row.number for row in standings.rows if row.shared}
    return [n for n in numbers if n not in tied]


class TieActions:
    """Needs ``self._write()`` from the service."""

    def set_tie_order(self, numbers: list[int]) -> None:
        """The arbiter's order of tied players (Q205); [] removes it.  A player who
        shares no place in the current standings is refused, named."""
        with self._write() as w:
            t = w.tournament()
            unknown = [n for n in numbers if n not in t.players]
            if unknown:
                raise ServiceError(tr("player {unknown} is not in the tournament; the order of "
                                      "tied players was not changed", unknown=unknown[0]))
            if len(set(numbers)) != len(numbers):
                raise ServiceError(tr("a player is named twice in the order of tied players"))
            untied = not_tied(t, w.tiebreaks(), numbers)
            if untied:  # an order for them would say nothing: a typing error, said at once
                named = ", ".join(f"{n} {t.players[n].name}" for n in untied)
                raise ServiceError(trn(
                    "player {players} is not tied with anybody after the last tie-break (the "
                    "standings after round {round}); the order of tied players was not changed",
                    "players {players} are not tied with anybody after the last tie-break "
                    "(the standings after round {round}); the order of tied players was not "
                    "changed", len(untied), players=named, round=completed_rounds(t)))
            w.set_option(OPTION_TIE_ORDER, ",".join(map(str, numbers)) or None)
            w.audit(N_("tie order"), ", ".join(map(str, numbers)) or "removed")

    def draw_lots_for_ties(self, seed: str | None = None) -> str:
        """Places still tied are decided by lots from now on (Q204); the seed is kept
        (a new one when none is given) so that the draw is the same every time (Q206).
        Returns the seed."""
        seed = (seed or "").strip() or secrets.token_hex(4)
        if any(c in seed for c in ";\n"):
            raise ServiceError(tr("the seed of the drawing of lots cannot contain ';' or a line "
                                  "break"))
        with self._write() as w:
            w.set_option(OPTION_LOTS, seed)
            w.audit(N_("drawing of lots for ties"), f"seed {seed}")
        return seed

    def share_tied_places(self) -> None:
        """Back to shared places (C.07's default): no lots, no order."""
        with self._write() as w:
            w.set_option(OPTION_LOTS, None)
            w.set_option(OPTION_TIE_ORDER, None)
            w.audit(N_("tied places"), "shared")


__all__ = ["TieActions", "not_tied"]
