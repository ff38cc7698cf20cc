"""Errors meant for the user: one clear sentence naming what and where."""

from __future__ import annotations

from arbiter_app.engine.systems.base import Violation


class ServiceError(Exception):
    """A user action could not be done; nothing was changed."""


class TournamentInUse(ServiceError):
    """Another process has the tournament open: it is read-only here."""


class FileNotATournament(ServiceError):
    """Not an Arbiter tournament file, or a damaged one; ``path``: which file (None: unknown)."""

    def __init__(self, message: str, path=None):
        super().__init__(message)
        self.path = path


class NewerSchema(ServiceError):
    """The file was written by a newer Arbiter."""


class PairingRejected(ServiceError):
    """A manual pairing breaks rules and was not accepted; ``violations`` says which."""

    def __init__(self, message: str, violations: list[Violation]):
        super().__init__(message)
        self.violations = list(violations)
