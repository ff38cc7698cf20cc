"""TRF-2026 192's codes for team competitions (the Tournament-Type Code Table's team rows).

The Swiss Team Pairing System (C.04.6) codes name its settings:

* ``FIDE_TEAM_TYPEA_...``, ``FIDE_TEAM_TYPEB_...``: Type A or Type B colour preferences
  (C.04.6 1.7); ``FIDE_TEAM_MP_GP`` and the others without ``TYPEA``/``TYPEB``: no colour
  preferences; ``FIDE_TEAM`` alone: the defaults, Type A with MP then GP;
* the score part: ``_MP_GP`` (primary score MP, GP used for colours), ``_GP_MP``, ``_MP``
  (MP, the secondary score not used for colours: C.04.6 1.2.1, 4.2.2), ``_GP``; without
  one, the default of 1.2.2 (MP, GP for colours);
* ``_BAKU``: the Baku acceleration (C.04.7).

Those are paired by the ``team2026`` system.  The team round robins are paired by the
``teamroundrobin`` system (the Berger tables of C.05 Annex 1), the code giving the number of
cycles: ``FIDE_TEAM_ROUNDROBIN`` and ``BERGER_TEAM_ROUNDROBIN`` one,
``FIDE_TEAM_DOUBLEROUNDROBIN`` and ``BERGER_TEAM_DOUBLEROUNDROBIN`` two,
``BERGER_TEAM_ROUNDROBIN_Gn`` n (the Berger table played n times).  FIDE's double round robin
plays the last two rounds of cycle 1 in reverse order (C.05 Annex 1's recommendation, as the
table's individual ``FIDE_DOUBLEROUNDROBIN``), unless its rounds show the table's own order;
the Berger codes repeat the table, unless their rounds show the swap
(docs/systems/teamroundrobin.md).  The custom codes (``CUSTOM_TEAM_SWISS``,
``_MP``, ``_GP``, ``CUSTOM_TEAM_ROUNDROBIN``, ``CUSTOM_TEAM_KNOCKOUT``) are read and kept,
with no system of the registry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.engine.teams.model import (COLOURS_A, COLOURS_B, COLOURS_NONE, GAME_POINTS,
                                            MATCH_POINTS, TeamSettings)

#: the registry's name of the Swiss Team Pairing System (C.04.6, 2026)
TEAM_SWISS = "team2026"
#: the registry's name of the team round robin (C.05 Annex 1)
TEAM_ROUND_ROBIN = "teamroundrobin"
BAKU = "_BAKU"

_SWISS = re.compile(r"FIDE_TEAM(?:_TYPE(?P<type>[AB]))?"
                    r"(?:_(?P<primary>MP|GP)(?:_(?P<secondary>MP|GP))?)?")
#: the team round robins' codes: code -> cycles (``BERGER_TEAM_ROUNDROBIN_Gn``: n)
ROUND_ROBIN_CODES = {
    "FIDE_TEAM_ROUNDROBIN": 1, "FIDE_TEAM_DOUBLEROUNDROBIN": 2,
    "BERGER_TEAM_ROUNDROBIN": 1, "BERGER_TEAM_DOUBLEROUNDROBIN": 2,
}
_BERGER_CYCLES = re.compile(r"BERGER_TEAM_ROUNDROBIN_G(?P<cycles>[1-9][0-9]?)")
#: codes without settings of their own (round robins, custom systems): code -> system
OTHER_CODES = {
    **{code: TEAM_ROUND_ROBIN for code in ROUND_ROBIN_CODES},
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
    cycles: int = 0  # a round robin's cycles (0: not a round robin's code)
    swap: bool = False  # a double round robin whose code says the swap (FIDE's)


def read_team_type(value: str) -> TeamType | None:
    """The team code ``value`` (None when it is no team code)."""
    code = value.strip().upper()
    base, baku = (code[:-len(BAKU)], True) if code.endswith(BAKU) else (code, False)
    if base in OTHER_CODES:
        return None if baku else TeamType(code, OTHER_CODES[base],
                                          cycles=ROUND_ROBIN_CODES.get(base, 0),
                                          swap=base == "FIDE_TEAM_DOUBLEROUNDROBIN")
    berger = _BERGER_CYCLES.fullmatch(base)
    if berger is not None:
        return None if baku else TeamType(code, TEAM_ROUND_ROBIN,
                                          cycles=int(berger.group("cycles")))
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


def round_robin_code(cycles: int, swap: bool) -> str:
    """The code written for a team round robin of ``cycles`` cycles: FIDE's for one, and for
    two with the swap; ``BERGER_TEAM_DOUBLEROUNDROBIN`` for two without it;
    ``BERGER_TEAM_ROUNDROBIN_Gn`` for more (which cannot say a swap)."""
    if cycles == 1:
        return "FIDE_TEAM_ROUNDROBIN"
    if cycles == 2:
        return "FIDE_TEAM_DOUBLEROUNDROBIN" if swap else "BERGER_TEAM_DOUBLEROUNDROBIN"
    return f"BERGER_TEAM_ROUNDROBIN_G{cycles}"


def agrees(kind: TeamType, settings: TeamSettings) -> bool:
    """Whether a code read still says ``settings`` (else the writer writes the settings'
    own code)."""
    if not kind.swiss:
        return True
    return (kind.colour_type, kind.primary, kind.secondary_for_colours) == (
        settings.colour_type, settings.primary, settings.secondary_for_colours)


__all__ = ["BAKU", "OTHER_CODES", "ROUND_ROBIN_CODES", "TEAM_ROUND_ROBIN", "TEAM_SWISS",
           "TeamType", "agrees", "is_team_code", "read_team_type", "round_robin_code",
           "team_code"]
