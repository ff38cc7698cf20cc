"""Search the FIDE rating list download for players, by name or FIDE id.

The reader is :mod:`arbiter_app.trf.fide_list` (TXT and XML, standard, rapid,
blitz and the combined list, plain or zipped), shared with the services'
consistency check; the players window searches with it.
"""

from __future__ import annotations

from arbiter_app.trf.fide_list import Query, search_rating_list

__all__ = ["Query", "search_rating_list"]
