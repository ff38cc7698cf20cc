"""Which pairing systems exist and where each lives.

A system module is imported only when asked for, so a missing or broken
module affects only that system.
"""

from __future__ import annotations

from arbiter_app.engine.texts import N_, join_texts

import importlib

from arbiter_app.engine.systems.base import PairingSystem

#: short name -> (module, FIDE chapter and title)
SYSTEMS: dict[str, tuple[str, str]] = {
    "dutch2026": ("arbiter_app.engine.systems.dutch2026",
                  N_("C.04.3 FIDE (Dutch) system, applied from 1 February 2026")),
    "dutch2016": ("arbiter_app.engine.systems.dutch2016",
                  N_("C.04.3 FIDE (Dutch) system, Baku 2016")),
    "dubov2026": ("arbiter_app.engine.systems.dubov2026",
                  N_("C.04.4.1 Dubov system, applied from 1 February 2026")),
    "dubov1997": ("arbiter_app.engine.systems.dubov1997",
                  N_("C.04.4.1 Dubov system, 1997")),
    "lim1999": ("arbiter_app.engine.systems.lim1999",
                N_("C.04.4.3 Lim system, 1987-1999")),
    "rating1998": ("arbiter_app.engine.systems.rating1998",
                   N_("C.04.1 Swiss system based on rating, 1992/97/98")),
    "roundrobin": ("arbiter_app.engine.systems.roundrobin",
                   N_("C.05 Annex 1 round robin (Berger tables)")),
    "team2026": ("arbiter_app.engine.systems.team2026",
                 N_("C.04.6 FIDE Swiss Team Pairing System, applied from 1 February 2026")),
    "teamroundrobin": ("arbiter_app.engine.systems.teamroundrobin",
                       N_("C.05 Annex 1 team round robin (Berger tables)")),
}

#: the systems that pair teams (a TeamTournament, arbiter_app.engine.teams); the others pair
#: individual players
TEAM_SYSTEMS = frozenset({"team2026", "teamroundrobin"})
#: the systems that play the Berger tables of C.05 Annex 1 (players or teams): their
#: standings count unplayed games and withdrawals as C.05 says (engine/tiebreaks/roundrobin.py)
ROUND_ROBIN_SYSTEMS = frozenset({"roundrobin", "teamroundrobin"})


#: the system of a new tournament: the Dutch system in force (issue #14); a
#: tournament keeps the system it was started with
DEFAULT_SYSTEM = "dutch2026"


def system_of_trf_line(text: str) -> str | None:
    """The system a TRF file's system line names (``092``, or ``192`` of
    TRF-2026), when it is one of ours: the Dutch rules applied from 1 February
    2026 (``FIDE_DUTCH_2025`` is the reference engine's name for them)."""
    words = text.upper().replace("-", "_").split()
    for word in words:
        if "DUTCH" in word and ("2025" in word or "2026" in word):
            return "dutch2026"
    return None


class UnknownSystem(LookupError):
    """The name is not a pairing system, or that system is not built yet."""


def system_title(name: str) -> str:
    """What people read for the system ``name`` (never ``dutch2026``): its FIDE title,
    a catalogue key the caller translates; ``name`` itself when it is not registered."""
    entry = SYSTEMS.get(name)
    return entry[1] if entry else name


def system_names() -> list[str]:
    return list(SYSTEMS)


def is_team_system(name: str) -> bool:
    """Does the system ``name`` pair teams (not individual players)?"""
    return name in TEAM_SYSTEMS


def is_round_robin_system(name: str | None) -> bool:
    """Does the system ``name`` play the Berger tables (a round robin of players or teams)?"""
    return name in ROUND_ROBIN_SYSTEMS


def individual_systems() -> list[str]:
    """The systems that pair individual players (every one but :data:`TEAM_SYSTEMS`)."""
    return [name for name in SYSTEMS if name not in TEAM_SYSTEMS]


def available_systems(teams: bool | None = None) -> list[str]:
    """Names of the systems whose module is present (``teams``: True for the team systems
    only, False for the individual ones, None for all)."""
    names = []
    for name in SYSTEMS:
        if teams is not None and (name in TEAM_SYSTEMS) != teams:
            continue
        try:
            get_system(name)
        except UnknownSystem:
            continue
        names.append(name)
    return names


def get_system(name: str) -> PairingSystem:
    if name not in SYSTEMS:
        raise UnknownSystem(join_texts([
            N_("unknown pairing system {name}").format(name=repr(name)),
            N_("choose one of {names}").format(names=", ".join(SYSTEMS))]))
    module_name, title = SYSTEMS[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise UnknownSystem(N_("pairing system {name} ({title}) is not built yet").format(
            name=name, title=title)) from None
    return module.SYSTEM
