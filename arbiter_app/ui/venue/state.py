"""What the Venue server dialog shows of the file, read on the worker thread through the
services (:func:`read_state`): why the file cannot be served, if so; the access codes; the
players' result rule; the next round's check-in."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.server.runner import check_served
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.venue import CheckIn, Holder, checkin_state, ensure_secret, holder_codes
from arbiter_app.services.venue.codes import player_rule


@dataclass(frozen=True)
class VenueState:
    refusal: str = ""  # why the server cannot serve this file ("" : it can)
    codes: tuple[tuple[Holder, str], ...] = ()
    rule: str = "both"
    checkin: CheckIn = field(default_factory=lambda: CheckIn(0, (), (), ()))
    missing: tuple[str, ...] = ()  # "17 Name" of each player not checked in


def read_state(service) -> VenueState:
    """Worker thread: the file's venue state; the codes' secret is made the first time (the
    codes are derived from it)."""
    try:
        check_served(service)
    except ServiceError as exc:
        return VenueState(refusal=str(exc))
    ensure_secret(service)
    t = service.tournament()
    state = checkin_state(t)
    return VenueState("", tuple(holder_codes(t)), player_rule(t.options), state,
                      tuple(f"{n} {t.players[n].name}" for n in state.missing))


__all__ = ["VenueState", "read_state"]
