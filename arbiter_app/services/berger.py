"""A round robin's Berger numbers become the pairing numbers when round 1 is paired.

C.05 has the drawing of lots give the players their pairing numbers, and the
Berger table is then read with those numbers.  Arbiter records the drawing
(``roundrobin.lots``, the seed) or the arbiter's order (``roundrobin.order``,
Q95) before round 1 so that players can still be entered; when round 1 is
paired, in the same transaction, every player takes his Berger number as his
pairing number (everything that names players by number follows:
:func:`arbiter_app.services.players.apply_renumbering`), the two options are
replaced by ``roundrobin.numbered`` (how the numbers came) and the audit log
says which numbers changed.  A TRF file exported afterwards therefore carries
the Berger numbers, and another program re-pairing it finds the same table.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.i18n.message import shown
from arbiter_app.services import ranking
from arbiter_app.services.errors import ServiceError


def berger_numbers_in(w, t: Tournament) -> Tournament:
    """Renumber a round robin's players to their Berger numbers inside the
    writer ``w`` before round 1 is paired; ``t`` unchanged when there is
    nothing to do (not a round robin, a round already paired, no lots drawn
    and no order set by hand), else the tournament as rewritten."""
    from arbiter_app.engine.systems.roundrobin.options import (OPTION_LOTS, OPTION_NUMBERED,
                                                               berger_renumbering,
                                                               numbered_options)
    from arbiter_app.services.players import apply_renumbering

    if t.system != "roundrobin" or t.rounds:
        return t
    try:
        mapping = berger_renumbering(t)
    except ValueError as exc:
        raise ServiceError(tr("round 1 cannot be paired: {exc}; nothing was saved",
                              exc=shown(str(exc)))) from None
    if not mapping:
        return t
    options = dict(t.options)
    for key, value in numbered_options(t).items():
        if value is None:
            options.pop(key, None)
        else:
            options[key] = value
    how = ("set by hand" if options[OPTION_NUMBERED] == "hand"
           else f"drawn by lot, seed {t.options[OPTION_LOTS].strip()}")
    apply_renumbering(w, replace(t, options=options), mapping)
    changes = ranking.describe(mapping) or "no number changes"
    w.audit(N_("Berger numbers"), f"before round 1 the players take their Berger numbers ({how}) "
            f"as pairing numbers (C.05): {changes}")
    return w.tournament()


__all__ = ["berger_numbers_in"]
