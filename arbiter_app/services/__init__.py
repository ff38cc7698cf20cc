"""Use cases shared by the GUI and the CLI (API: team/SERVICES_API.md).

Plain engine objects in and out; every change one committed transaction.
"""

from arbiter_app.services.backups import (Backup, backups_of, is_tournament_file,
                                          newest_usable_backup, restore_backup, restored_name)
from arbiter_app.services.errors import (FileNotATournament, NewerSchema, PairingRejected,
                                         ServiceError, TournamentInUse)
from arbiter_app.services.pairings import parse_pairing_text
from arbiter_app.services.player_import import CsvImport, CsvTable
from arbiter_app.services.players import Duplicate
from arbiter_app.services.recent import add_recent_file, recent_files
from arbiter_app.services.round_records import PairingOverride
from arbiter_app.services.service import AuditEntry, TournamentService
from arbiter_app.services.settings import NewTournament
from arbiter_app.services.warnings import ArbiterWarning, NeedsConfirmation

__all__ = ["ArbiterWarning", "AuditEntry", "CsvImport", "CsvTable", "Duplicate", "FileNotATournament", "NeedsConfirmation", "NewTournament", "NewerSchema",
           "PairingOverride", "PairingRejected", "ServiceError", "TournamentInUse",
           "TournamentService", "add_recent_file", "parse_pairing_text", "recent_files",
           "Backup", "backups_of", "is_tournament_file", "newest_usable_backup", "restore_backup",
           "restored_name"]
