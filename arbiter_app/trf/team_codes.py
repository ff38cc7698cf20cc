"""TRF-2026 192's codes for team competitions (the Tournament-Type Code Table's team rows).

The Swiss Team Pairing System (C.04.6) codes name its settings:

* ``FIDE_TEAM_TYPEA_...``, ``FIDE_TEAM_TYPEB_...``: Type A or Type B colour preferences
  (C.04.6 1.7); ``FIDE_TEAM_MP_GP`` and the others without ``TYPEA``/``TYPEB``: no colour
  preferences; ``FIDE_TEAM`` alone: the defaults, Type A with MP then GP;
* the score part: ``_MP_GP`` (primary score MP, GP used for colours), ``_GP_MP``, ``_MP``
  (MP, the secondary score not used for colours: C.04.6 1.2.1, 4.2.2), ``_GP``; without
  one, the default of 1.2.2 (MP, GP for colours);
* ``_BAKU``: the Baku acceleration (C.04.7).

Those are paired by the ``team2026`` system.  The team round robins (``FIDE_TEAM_ROUNDROBIN``,
``FIDE_TEAM_DOUBLEROUNDROBIN``, ``BERGER_TEAM_ROUNDROBIN``, ``BERGER_TEAM_DOUBLEROUNDROBIN``)
and the custom codes (``CUSTOM_TEAM_SWISS``, ``_MP``, ``_GP``, ``CUSTOM_TEAM_ROUNDROBIN``,
``CUSTOM_TEAM_KNOCKOUT``) are read and kept, with no system of the registry yet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.engine.teams.model import (COLOURS_A, COLOURS_B, COLOURS_NONE, GAME_POINTS,
                                            MATCH_POINTS, TeamSettings)

#: the registry's name of the Swiss Team Pairing System (C.04.6, 2026)
TEAM_SWISS = "team2026"
BAKU = "_BAKU"

_SWISS = re.compile(r"FIDE_TEAM(?:_TYPE(?P<type>[AB]))?"
                    r"(?:_(?P<primary>MP|GP)(?:_(?P<secondary>MP|GP))?)?")
#: codes without settings of their own (round robins, custom systems): code -> system
OTHER_CODES = {
    "FIDE_TEAM_ROUNDROBIN": None, "FIDE_TEAM_DOUBLEROUNDROBIN": None,
    "BERGER_TEAM_ROUNDROBIN": None, "BERGER_TEAM_DOUBLEROUNDROBIN": None,
    "CUSTOM_TEAM_SWISS": None, "CUSTOM_TEAM_SWISS_MP": None, "CUSTOM_TEAM_SWISS_GP": None,
    "CUSTOM_TEAM_ROUNDROBIN": None, "CUSTOM_TEAM_KNOCKOUT": None,
}


@dataclass(frozen=True)
class TeamType:
    """What a team code says."""

    code: str  # as read, upper case
    system: str | None  # the registry's system that pairs it (None: none yet)
    colour_type: str = COLOURS_A
    primary: str = MATCH_POINTS
    secondary_for_colours: bool = True
    baku: bool = False
    swiss: bool = False  # a C.04.6 code (its settings are the code's)


def read_team_type(value: str) -> TeamType | None:
    """The team code ``value`` (None when it is no team code)."""
    code = value.strip().upper()
    base, baku = (code[:-len(BAKU)], True) if code.endswith(BAKU) else (code, False)
    if base in OTHER_CODES:
        return None if baku else TeamType(code, OTHER_CODES[base])
    match = _SWISS.fullmatch(base)
    if match is None:
        return None
    primary = {"MP": MATCH_POINTS, "GP": GAME_POINTS}.get(match.group("primary") or "MP")
    secondary = match.group("secondary")
    if secondary is not None and secondary == match.group("primary"):
        return None  # FIDE_TEAM_MP_MP
    colours = {"A": COLOURS_A, "B": COLOURS_B}.get(match.group("type") or "",
                                                   COLOURS_NONE)
    if base == "FIDE_TEAM":
        colours = COLOURS_A  # the defaults: Type A, MP then GP
    for_colours = secondary is not None or match.group("primary") is None
    return TeamType(code, TEAM_SWISS, colours, primary, for_colours, baku, swiss=True)


def is_team_code(value: str) -> bool:
    return read_team_type(value) is not None


def team_code(settings: TeamSettings, baku: bool = False) -> str:
    """The C.04.6 code of ``settings`` (the full form: ``FIDE_TEAM_TYPEA_MP_GP``)."""
    parts = ["FIDE_TEAM"]
    if settings.colour_type == COLOURS_A:
        parts.append("TYPEA")
    elif settings.colour_type == COLOURS_B:
        parts.append("TYPEB")
    first, second = ("MP", "GP") if settings.primary == MATCH_POINTS else ("GP", "MP")
    parts.append(first)
    if settings.secondary_for_colours:
        parts.append(second)
    return "_".join(parts) + (BAKU if baku else "")


def agrees(kind: TeamType, settings: TeamSettings) -> bool:
    """Whether a code read still says ``settings`` (else the writer writes the settings'
    own code)."""
    if not kind.swiss:
        return True
    return (kind.colour_type, kind.primary, kind.secondary_for_colours) == (
        settings.colour_type, settings.primary, settings.secondary_for_colours)


__all__ = ["BAKU", "OTHER_CODES", "TEAM_SWISS", "TeamType", "agrees", "is_team_code",
           "read_team_type", "team_code"]
