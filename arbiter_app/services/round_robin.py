"""A round robin's own settings (docs/systems/roundrobin.md; FIDE checklist Q95-99),
chosen when the tournament is created (the window's tournament dialog and
``arbiter-cli new``) and fixed once round 1 is paired: the number of cycles, whether the
last two rounds of cycle 1 are played in reverse order (C.05's recommendation for a
double round robin), and the Berger numbers: drawn by lot with a recorded seed, or set
by hand as an order of pairing numbers.  Kept in ``Tournament.options``
(``roundrobin.*``, engine/systems/roundrobin/options.py)."""

from __future__ import annotations

from arbiter_app.engine.systems.roundrobin.options import (OPTION_CYCLES, OPTION_LOTS,
                                                           OPTION_ORDER, OPTION_SWAP)
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError

#: the round-robin options, as ``NewTournament.round_robin`` names them
KEYS = {"cycles": OPTION_CYCLES, "swap": OPTION_SWAP, "lots": OPTION_LOTS,
        "order": OPTION_ORDER}


def round_robin_options(system: str, values: dict) -> dict[str, str | None]:
    """Tournament.options for ``values`` (cycles: a number, 0 or '' as many as the
    rounds need; swap: on/off, '' C.05's default; lots: a seed; order: pairing numbers
    in Berger order); ServiceError naming a bad value; for another system, every
    round-robin option removed."""
    unknown = set(values) - set(KEYS)
    if unknown:
        raise ServiceError(tr("unknown round-robin setting {name!r}; known: {known}",
                              name=sorted(unknown)[0], known=", ".join(KEYS)))
    from arbiter_app.engine.systems.registry import is_round_robin_system
    if not is_round_robin_system(system):  # another system: no round-robin options kept
        return {key: None for key in KEYS.values()}
    cycles_text = str(values.get("cycles") or "").strip()
    try:
        cycles = int(cycles_text) if cycles_text else 0
    except ValueError:
        raise ServiceError(tr("cycles: {cycles!r} is not a number",
                              cycles=cycles_text)) from None
    if cycles < 0:
        raise ServiceError(tr("cycles: 1 or more (0: as many as the rounds need)"))
    swap = str(values.get("swap") or "").strip().lower()
    if swap not in ("", "on", "off"):
        raise ServiceError(tr("swap: on or off, not {swap!r}", swap=swap))
    if not swap:  # C.05: recommended for a double round robin
        swap = "on" if cycles >= 2 else "off"
    lots = str(values.get("lots") or "").strip()
    order = str(values.get("order") or "").replace(" ", "").strip(",")
    if lots and order:
        raise ServiceError(tr("the Berger numbers come from lots or from an order set by "
                              "hand, not both"))
    if order:
        try:
            numbers = [int(x) for x in order.split(",")]
        except ValueError:
            raise ServiceError(tr("Berger order {order!r}: pairing numbers separated by "
                                  "commas, e.g. 3,1,4,2", order=order)) from None
        if len(set(numbers)) != len(numbers):
            raise ServiceError(tr("Berger order {order!r} names a player twice", order=order))
    return {OPTION_CYCLES: str(cycles) if cycles else None, OPTION_SWAP: swap,
            OPTION_LOTS: lots or None, OPTION_ORDER: order or None}


def round_robin_values(options: dict) -> dict:
    """``NewTournament.round_robin`` of a tournament's options."""
    return {name: options.get(key, "") for name, key in KEYS.items() if options.get(key)}


__all__ = ["KEYS", "round_robin_options", "round_robin_values"]
