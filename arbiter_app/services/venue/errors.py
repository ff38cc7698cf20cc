"""Why the venue refuses an entry: the server answers each with its own status."""

from __future__ import annotations

from arbiter_app.services.errors import ServiceError


class NotAllowed(ServiceError):
    """The code's holder may not do this (a board outside a deputy's range, another
    player's board, a result only an arbiter enters)."""


class Conflict(ServiceError):
    """The board already has another result, or the change needs the arbiter."""

    def __init__(self, message: str, *, needs_confirmation: bool = False):
        super().__init__(message)
        #: the arbiter may go ahead by confirming (a FIDE-mode level 3 or 4 warning)
        self.needs_confirmation = needs_confirmation


class NotFound(ServiceError):
    """No such round, board or player."""
