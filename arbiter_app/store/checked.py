"""A database checked whole before anything uses it: its sizes, the columns the model does
not load, and every value the model is built from (:mod:`.contents`).

Used where a tournament file is opened (:mod:`.tournament_file`), where a new one is
written (an import is checked like an opened file before it takes its name) and where a
backup is read or restored (:mod:`.backup`).
"""

from __future__ import annotations

import sqlite3

from arbiter_app.engine.model import Tournament
from arbiter_app.store import convert
from arbiter_app.store.contents import check_side_tables, check_sizes
from arbiter_app.store.team_convert import load_team


def check_database(con: sqlite3.Connection) -> Tournament:
    """The tournament the database on ``con`` holds, every value checked on the way
    (a :class:`~.contents.BadValue` names the first bad one).  Reads only, in one
    transaction of its own."""
    con.execute("BEGIN")
    try:
        check_sizes(con)
        check_side_tables(con)
        convert.tiebreaks_of(con)
        t = convert.load_tournament(con)
        load_team(con, t)  # a team event's team level (None for an individual event)
        return t
    finally:
        con.execute("ROLLBACK")
