"""Use cases shared by the GUI and the CLI (API: docs/services.md).

Plain engine objects in and out; every change one committed transaction.

The names below are loaded on first use (PEP 562): the window shows its start
page, and a document or a warning is built, without importing the store and
SQLAlchemy, which only opening a tournament file needs.
"""

from __future__ import annotations

import importlib

#: public name -> the module of this package that defines it
_HOMES = {
    **dict.fromkeys(("Backup", "backups_of", "is_tournament_file", "newest_usable_backup",
                     "restore_backup", "restored_name"), "backups"),
    **dict.fromkeys(("FileNotATournament", "NewerSchema", "PairingRejected", "ServiceError",
                     "TournamentInUse"), "errors"),
    **dict.fromkeys(("adjournment_warnings", "pairing_warnings", "parse_pairing_text"),
                   "pairings"),
    **dict.fromkeys(("CsvImport", "CsvTable"), "player_import"),
    "Duplicate": "players",
    **dict.fromkeys(("interface_language", "set_interface_language"), "preferences"),
    **dict.fromkeys(("add_recent_file", "recent_files"), "recent"),
    "report_problems": "report",
    **dict.fromkeys(("Difference", "ListCheck"), "rating_lists"),
    **dict.fromkeys(("RoundRatings",), "round_ratings"),
    "PairingOverride": "round_records",
    **dict.fromkeys(("AuditEntry", "TournamentService"), "service"),
    "NewTournament": "settings",
    **dict.fromkeys(("ArbiterWarning", "NeedsConfirmation"), "warnings"),
}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOMES))
