"""Errors of the tournament store; each message names the file and says what is wrong."""

from __future__ import annotations


class StoreError(Exception):
    """A tournament file cannot be used as asked."""


class NotATournament(StoreError):
    """The file is not an Arbiter tournament (not SQLite, or another program's database)."""


class DamagedFile(StoreError):
    """The file is an SQLite database but is damaged."""


class NewerSchemaError(StoreError):
    """The file was written by a newer Arbiter than this one."""


class InUse(StoreError):
    """Another process has the tournament open for writing."""


class ReadOnlyError(StoreError):
    """A change was asked of a tournament opened read-only."""
