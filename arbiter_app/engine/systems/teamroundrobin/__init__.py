"""Team round robins: the Berger tables of FIDE Handbook C.05 (General Regulations for
Competitions), Annex 1, played by teams (``teamroundrobin``).

The tables, the cycles, the swap of a double round robin and the Berger numbers are the
individual round robin's (:mod:`arbiter_app.engine.systems.roundrobin`: ``tables``,
``options``); this package only reads them for a
:class:`~arbiter_app.engine.teams.model.TeamTournament`, whose players are the teams and
whose games are the matches:

* :mod:`.system`: a round of the schedule as matches (the team with White in the table is
  the white team, White on board 1: C.04.6 1.6.1; the boards' colours then follow TRF-2026
  352, :func:`arbiter_app.engine.teams.boards.white_colours`), each match's explanation
  naming its cycle, table round and Berger numbers.

Decisions: docs/systems/teamroundrobin.md.
"""

from arbiter_app.engine.systems.teamroundrobin.system import TeamRoundRobinSystem

SYSTEM = TeamRoundRobinSystem()

__all__ = ["SYSTEM", "TeamRoundRobinSystem"]
