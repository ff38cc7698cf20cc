"""Players still tied after the last tie-break (FIDE checklist Q203-206).

C.07 lets them share the place (Q203, the default).  Where the regulations want every
place decided, the arbiter may instead

* set a manual order of tied players (Q205): ``Tournament.options["tiebreaks.tie_order"]``,
  pairing numbers separated by commas; a tied group is ordered by it when every member
  is listed (a group only partly listed stays tied, with a note);
* have the places decided by a drawing of lots (Q204): ``options["tiebreaks.lots"]``, the
  seed of the draw.  The draw orders each tied group by the SHA-256 digest of
  ``"{seed}:{pairing number}"``, so repeating it gives the same order (Q206), on any
  machine; a manual order, where it applies, comes first.
"""

from __future__ import annotations

import hashlib

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.texts import N_

OPTION_TIE_ORDER = "tiebreaks.tie_order"
OPTION_LOTS = "tiebreaks.lots"


def tie_order(t: Tournament) -> list[int]:
    """The manual order of tied players (pairing numbers), [] when none is set."""
    text = t.options.get(OPTION_TIE_ORDER, "").replace(" ", "")
    out = []
    for item in filter(None, text.split(",")):
        try:
            out.append(int(item))
        except ValueError:
            raise ValueError(N_("tournament option {option}: {value} is not a pairing number"
                                ).format(option=OPTION_TIE_ORDER, value=repr(item))) from None
    return out


def lot_key(seed: str, number: int) -> str:
    """A player's place in the drawing of lots of ``seed`` (lower first)."""
    return hashlib.sha256(f"{seed}:{number}".encode()).hexdigest()


def break_ties(t: Tournament, groups: list[list[int]]) -> tuple[list[list[int]], list[str]]:
    """``groups`` (standings order; a group of several is a shared place) with the
    remaining ties decided by the manual order, then by lots, as the options say;
    the notes say which places were decided how."""
    order = tie_order(t)
    position = {n: i for i, n in enumerate(order)}
    seed = t.options.get(OPTION_LOTS, "").strip()
    out: list[list[int]] = []
    notes: list[str] = []
    place = 1
    for group in groups:
        if len(group) > 1 and all(n in position for n in group):
            group = sorted(group, key=position.__getitem__)
            out.extend([n] for n in group)
            notes.append(N_("places {first}-{last} by the arbiter's order of tied players "
                            "({players})").format(first=place, last=place + len(group) - 1,
                                                  players=", ".join(map(str, group))))
        elif len(group) > 1 and seed:
            group = sorted(group, key=lambda n: lot_key(seed, n))
            out.extend([n] for n in group)
            notes.append(N_("places {first}-{last} by drawing of lots (seed {seed}): "
                            "{players}").format(first=place, last=place + len(group) - 1,
                                                seed=seed, players=", ".join(map(str, group))))
        else:
            if len(group) > 1 and any(n in position for n in group):
                notes.append(N_("places {first}-{last} stay shared: the arbiter's order of "
                                "tied players does not list all of {players}").format(
                                    first=place, last=place + len(group) - 1,
                                    players=", ".join(map(str, group))))
            out.append(group)
        place += len(group)
    return out, notes


__all__ = ["OPTION_LOTS", "OPTION_TIE_ORDER", "break_ties", "lot_key", "tie_order"]
