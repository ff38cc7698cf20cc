"""How the places still tied after the last tie-break are decided (FIDE checklist
Q203-206; the rule is :mod:`arbiter_app.engine.tiebreaks.final_ties`): shared (the
default), by the arbiter's order of the tied players, or by a drawing of lots whose
seed is recorded, so that drawing again gives the same places."""

from __future__ import annotations

import secrets

from arbiter_app.engine.tiebreaks.final_ties import OPTION_LOTS, OPTION_TIE_ORDER
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError


class TieActions:
    """Needs ``self._write()`` from the service."""

    def set_tie_order(self, numbers: list[int]) -> None:
        """The arbiter's order of tied players (Q205); [] removes it."""
        with self._write() as w:
            t = w.tournament()
            unknown = [n for n in numbers if n not in t.players]
            if unknown:
                raise ServiceError(tr("player {unknown} is not in the tournament; the order of "
                                      "tied players was not changed", unknown=unknown[0]))
            if len(set(numbers)) != len(numbers):
                raise ServiceError(tr("a player is named twice in the order of tied players"))
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


__all__ = ["TieActions"]
