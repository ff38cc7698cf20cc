"""The tournament store: one SQLite file per tournament (``.arbiter``).

The only package that imports SQLAlchemy.  Services use
:class:`TournamentFile` and its :meth:`~TournamentFile.read` /
:meth:`~TournamentFile.write` blocks; everything crossing this boundary is an
engine object (:mod:`arbiter_app.engine.model`) or plain data.
"""

from arbiter_app.store.backup import KEEP as BACKUPS_KEPT, backup_folder, list_backups
from arbiter_app.store.database import is_database
from arbiter_app.store.errors import (DamagedFile, InUse, NewerSchemaError, NotATournament,
                                      ReadOnlyError, StoreError)
from arbiter_app.store.lock import lock_path
from arbiter_app.store.models import SCHEMA_VERSION
from arbiter_app.store.tournament_file import Reader, TournamentFile, Writer

FILE_SUFFIX = ".arbiter"

__all__ = ["BACKUPS_KEPT", "DamagedFile", "FILE_SUFFIX", "InUse", "NewerSchemaError",
           "NotATournament", "ReadOnlyError", "Reader", "SCHEMA_VERSION", "StoreError",
           "TournamentFile", "Writer", "backup_folder", "is_database", "list_backups", "lock_path"]
