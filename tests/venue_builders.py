"""Small tournaments for the venue server's tests (issue #39), every board written out by
hand so that each expected value can be worked from it.

:func:`event_file`: 14 players, 5 rounds, three paired (FIDE mode, as a file made before
FIDE mode existed):

====== ========================================================================
round  boards (white-black result); byes
====== ========================================================================
1      1-8 1-0, 9-2 0-1, 3-10 1/2, 11-4 0-1, 5-12 1-0, 13-6 0-1, 7-14 1-0
2      2-1 1/2, 4-3 1-0, 6-5 0-1, 8-7 1-0, 10-9 1/2, 12-11 adjourned, 14-13 0-1
3      1-4, 5-2, 3-6, 7-9, 11-8, 10-12 (no results); 13 pairing bye, 14 absent
====== ========================================================================

Round 3 is the current round (the deputies' and players'); in FIDE mode the arbiter may
change the results of rounds 2 and 3, not round 1 (checklist Q189-191).  Player 3's name
holds markup and quotes (:data:`HOSTILE_NAME`).

:func:`fresh_file`: 10 players, none paired yet (round 1 is the next round).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_app.services import TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament

HOSTILE_NAME = "<script>alert(\"x\")</script> O'Brien & Co"

ROUNDS = ["1-8 1-0, 9-2 0-1, 3-10 1/2, 11-4 0-1, 5-12 1-0, 13-6 0-1, 7-14 1-0",
          "2-1 1/2, 4-3 1-0, 6-5 0-1, 8-7 1-0, 10-9 1/2, 12-11 ?, 14-13 0-1",
          "1-4 *, 5-2 *, 3-6 *, 7-9 *, 11-8 *, 10-12 *, 13 U, 14 Z"]
#: round 3: board -> (white, black)
ROUND3 = {1: (1, 4), 2: (5, 2), 3: (3, 6), 4: (7, 9), 5: (11, 8), 6: (10, 12)}


def event_file(tmp_path: Path, name: str = "t.arbiter") -> Path:
    t = tournament(14, ROUNDS, total_rounds=5)
    t.system = "dutch2026"
    t.info.name = "Venue Open"
    t.players[3] = replace(t.players[3], name=HOSTILE_NAME)
    path = tmp_path / name
    TournamentFile.create(path, t, ["BH"]).close()
    return path


def fresh_file(tmp_path: Path, players: int = 10, name: str = "fresh.arbiter") -> Path:
    t = tournament(players, [], total_rounds=5)
    t.system = "dutch2026"
    t.info.name = "Check-in Open"
    path = tmp_path / name
    TournamentFile.create(path, t, ["BH"]).close()
    return path


def board_file(tmp_path: Path, boards: int, name: str = "big.arbiter") -> Path:
    """``2 * boards`` players, round 1 paired: board b is b-(b + boards), no results."""
    t = tournament(2 * boards, [", ".join(f"{b}-{b + boards} *" for b in range(1, boards + 1))],
                   total_rounds=5)
    t.system = "dutch2026"
    t.info.name = "Big Open"
    path = tmp_path / name
    TournamentFile.create(path, t, ["BH"]).close()
    return path


def state(service: TournamentService):
    """What a refusal must leave as it was: the tournament (results, byes, options) and the
    audit log."""
    return service.tournament(), service.audit_log()


def code_of(service: TournamentService, role: str, who=None) -> str:
    """The code now of the arbiter, deputy ``who`` (a name) or player ``who`` (a number)."""
    from arbiter_app.services.venue import holder_codes
    for holder, code in holder_codes(service.tournament()):
        if holder.role == role and (who is None or who in (holder.name, holder.player)):
            return code
    raise AssertionError(f"no {role} {who}")
