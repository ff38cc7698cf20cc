"""TRF16 (FIDE Tournament Report File) reading and writing.

``read_trf(data, source)`` / ``read_trf_file(path)`` -> Tournament;
``write_trf(t)`` -> str / ``write_trf_file(t, path)``; every problem is a
:class:`TrfError` naming line, columns (or round) and what was expected.
"""

from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.files import read_trf_file, write_trf_file
from arbiter_app.trf.reader import read_trf
from arbiter_app.trf.writer import write_trf

__all__ = ["TrfError", "read_trf", "read_trf_file", "write_trf", "write_trf_file"]
