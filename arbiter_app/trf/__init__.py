"""TRF16 (FIDE Tournament Report File) reading and writing.

API::

    read_trf(data: bytes | str, source="") -> Tournament
    read_trf_file(path) -> Tournament            # source = the file's name
    write_trf(t) -> str                          # lines ended by "\\n"
    write_trf_file(t, path, newline="\\r\\n", encoding=None)
    TrfError(message, source, line, columns, round_no)

Team files (records 310 or 013, docs/trf.md "Team files")::

    is_team_file(data: bytes | str) -> bool
    read_team_trf(data, source="", notes=None) -> TeamTournament
    read_team_trf_file(path, notes=None) -> TeamTournament
    write_team_trf(t: TeamTournament) -> str
    TeamFileError                                # read_trf given a team file

Every problem is one :class:`TrfError` naming the line and columns (or the
round, when two players' lines disagree) and what was expected.  What is read
where, and the decisions taken, are documented in :mod:`.reader` (fields,
initial colour, points check), :mod:`.rounds` (games, byes, requested byes),
:mod:`.writer` (layout, recomputed points, announcements) and :mod:`.files`
(line endings, encoding, atomic writes).

Modules: ``layout`` (the columns), ``fields`` (the spellings of sex, dates and
names, shared with the services and the UI), ``decoding`` (bytes to lines),
``players`` (one 001 line), ``rounds``, ``reader``, ``writer``, ``files``, ``errors``,
``trf06`` (FIDE's 2006 edition: how it is told, the notices its gaps force);
``team_records`` (the team records' columns), ``team_codes`` (192's team codes),
``team_reader``, ``team_writer`` (team files);
``input_files`` opens every file read on the user's say-so (TRF, CSV, rating lists,
pairings): regular files only, within a size limit per kind, read bounded
(docs/input-files.md).
"""

from arbiter_app.trf.errors import TeamFileError, TrfError
from arbiter_app.trf.files import read_team_trf_file, read_trf_file, write_trf_file
from arbiter_app.trf.reader import read_trf
from arbiter_app.trf.team_reader import is_team_file, read_team_trf
from arbiter_app.trf.team_writer import write_team_trf
from arbiter_app.trf.writer import write_trf

__all__ = ["TeamFileError", "TrfError", "is_team_file", "read_team_trf", "read_team_trf_file",
           "read_trf", "read_trf_file", "write_team_trf", "write_trf", "write_trf_file"]
