"""A player's name in the 33 columns of a TRF player line (cols 15-47).

The tournament keeps the whole name (FIDE's own rating list has longer ones, issue #35);
only the TRF file cuts it, and the export says so, naming the player (a notice).  The cut
keeps the first name's start; when the surname alone fills the field, the surname is cut
to leave room for the first name's initial (``"Surname, F."``).
"""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import tr, trn
from arbiter_app.trf.fields import NAME_WIDTH

#: the longest name a tournament keeps (the store's short texts are far longer)
NAME_LIMIT = 100


def trf_name(name: str, width: int = NAME_WIDTH) -> str:
    """``name`` as the TRF file writes it: itself when it fits ``width``, else cut."""
    name = str(name)
    if len(name) <= width:
        return name  # as it is, its spaces too (a file may align its names so)
    surname, comma, given = name.partition(",")
    given = given.strip()
    cut = name[:width].rstrip()
    if not comma or not given or len(cut) > len(surname.rstrip()) + 2:
        return cut  # something of the first name is left
    initial = f", {given[0]}."
    return surname.rstrip()[:width - len(initial)].rstrip() + initial


def name_problem(name: str) -> str:
    """'' when a tournament may keep ``name``, else why not (too long even for it)."""
    if len(name) <= NAME_LIMIT:
        return ""
    return trn("the name {name!r} has {n} character; at most {limit} are kept",
               "the name {name!r} has {n} characters; at most {limit} are kept", len(name),
               name=name[:NAME_LIMIT] + "\u2026", limit=NAME_LIMIT)


def cut_names(t: Tournament) -> list[str]:
    """One notice per player whose name the TRF file cuts (in the current language)."""
    return [tr("player {number} {name}: the TRF file has {width} columns for the name "
               "and writes {cut!r}", number=number, name=p.name, width=NAME_WIDTH,
               cut=trf_name(p.name))
            for number, p in sorted(t.players.items()) if len(p.name) > NAME_WIDTH]


__all__ = ["NAME_LIMIT", "cut_names", "name_problem", "trf_name"]
