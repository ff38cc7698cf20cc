"""Compare ``team2026`` with an independent C.04.6 implementation on random team events.

    python tools/team_conformance.py [--tournaments 50] [--seed 1] [--keep DIR]
                                     [--reference "/tmp/gx/bin/python -m gacrux.pairingchecker"]

Generates random team tournaments (6-20 teams, 4 boards, 5-9 rounds, colour preferences of
Type A, Type B or none, match points or game points as the primary score, some absences,
forfeited matches, withdrawals and byes), pairs each round with the reference program (from
a TRF-2026 team file written here) and with ``team2026`` (from the same tournament built in
memory), reports the rounds that differ and continues the tournament with the reference's
pairing.  Prints ``rounds identical / rounds compared`` (a round neither can pair ends its
event and is counted apart).  ``--keep DIR`` writes the file of
every differing round there (the round to pair is the one after the file's last round).

A development tool: no test or CI uses it, and the reference program is not needed
by anything else.  The TRF writer here is the tool's own (the one the application uses
is in arbiter_app/trf).
"""

from __future__ import annotations

import argparse
import random
import shlex
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, Player,  # noqa: E402
                                      Round, Scoring)
from arbiter_app.engine.systems.base import PairingError  # noqa: E402
from arbiter_app.engine.systems.team2026 import SYSTEM  # noqa: E402
from arbiter_app.engine.teams.model import (COLOURS_A, COLOURS_B, COLOURS_NONE,  # noqa: E402
                                            GAME_POINTS, MATCH_POINTS, Team, TeamSettings,
                                            TeamTournament)
from arbiter_app.engine.teams.scores import team_scores  # noqa: E402

REFERENCE = "/tmp/gx/bin/python -m gacrux.pairingchecker"
MATCH_SCORING = Scoring(win=2.0, draw=1.0, loss=0.0, forfeit_win=2.0, forfeit_loss=0.0,
                        pairing_bye=1.0, half_bye=1.0, full_bye=2.0, zero_bye=0.0,
                        adjourned=1.0)
GAME_CODE_POINTS = {"1": 1.0, "0": 0.0, "=": 0.5, "+": 1.0, "-": 0.0}


@dataclass
class Event:
    """A random team event: the tournament and, per round, each match's board results."""

    t: TeamTournament
    boards: int
    # round -> (white team, black team) -> white team's game codes per board
    games: dict[int, dict[tuple[int, int], list[str]]] = field(default_factory=dict)
    withdrawn: dict[int, int] = field(default_factory=dict)  # team -> first round missed


#: --hard: small fields played nearly to the end, more absences and forfeits
HARD = {"teams": (6, 11), "absent": 0.08, "forfeit": 0.1}
EASY = {"teams": (6, 20), "absent": 0.03, "forfeit": 0.04}
MODE = dict(EASY)


def new_event(rng: random.Random) -> Event:
    teams = rng.randint(*MODE["teams"])
    rounds = min(rng.randint(5, 9), teams - 1)
    kind = rng.choice([COLOURS_A, COLOURS_B, COLOURS_NONE])
    primary = rng.choice([MATCH_POINTS, MATCH_POINTS, GAME_POINTS])
    boards = rng.choice([3, 4, 5, 6]) if MODE.get("vary") else 4
    secondary = rng.random() < 0.7 if MODE.get("vary") else True
    t = TeamTournament(
        players={n: Player(n, f"Team {n:02d}", rating=2400 - 10 * n)
                 for n in range(1, teams + 1)},
        total_rounds=rounds, initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]),
        scoring=MATCH_SCORING, system="team2026",
        teams={n: Team(n, f"Team {n:02d}") for n in range(1, teams + 1)},
        settings=TeamSettings(boards=boards, colour_type=kind, primary=primary,
                              secondary_for_colours=secondary))
    event = Event(t, boards)
    if rng.random() < 0.3:
        event.withdrawn[rng.randint(1, teams)] = rng.randint(2, rounds)
    return event


def absences(event: Event, round_no: int, rng: random.Random) -> dict[int, ByeKind]:
    """Byes announced for ``round_no``: withdrawals, a few absences and rare F/H byes."""
    out = {team: ByeKind.ZERO_POINT for team, first in event.withdrawn.items()
           if round_no >= first}
    for team in event.t.players:
        if team not in out and rng.random() < MODE["absent"]:
            out[team] = rng.choice([ByeKind.ZERO_POINT, ByeKind.ZERO_POINT,
                                    ByeKind.HALF_POINT, ByeKind.FULL_POINT])
    return out


def play(event: Event, round_no: int, pairs: list[tuple[int, int]], bye: int | None,
         byes: dict[int, ByeKind], rng: random.Random) -> None:
    """Random results for the paired round, appended to the tournament."""
    t, boards = event.t, event.boards
    rnd = Round(byes=dict(byes))
    event.games[round_no] = {}
    for white, black in pairs:
        if rng.random() < MODE["forfeit"]:
            result = rng.choice([GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                                 GameResult.DOUBLE_FORFEIT])
            code = {GameResult.WHITE_FORFEIT_WIN: "+", GameResult.BLACK_FORFEIT_WIN: "-",
                    GameResult.DOUBLE_FORFEIT: "--"}[result]
            codes = [code] * boards
            wp = float(boards) if code == "+" else 0.0
            bp = float(boards) if code == "-" else 0.0
        else:
            codes = [rng.choice("110==00") for _ in range(boards)]
            wp = sum(GAME_CODE_POINTS[c] for c in codes)
            bp = boards - wp
            result = (GameResult.WHITE_WINS if wp > bp else GameResult.BLACK_WINS if wp < bp
                      else GameResult.DRAW)
        rnd.games.append(Game(white, black, result))
        event.games[round_no][(white, black)] = codes
        t.game_points[(round_no, white)] = wp
        t.game_points[(round_no, black)] = bp
    if bye is not None:
        rnd.byes[bye] = ByeKind.PAIRING_ALLOCATED
        t.game_points[(round_no, bye)] = boards / 2
    for team, kind in byes.items():
        t.game_points[(round_no, team)] = {"F": float(boards), "H": boards / 2}.get(
            kind.value, 0.0)
    t.rounds.append(rnd)


# -- the TRF-2026 team file the reference reads ---------------------------------------------
def type_code(t: TeamTournament) -> str:
    colours = {COLOURS_A: "TYPEA_", COLOURS_B: "TYPEB_", COLOURS_NONE: ""}[
        t.settings.colour_type]
    scores = "MP_GP" if t.settings.primary == MATCH_POINTS else "GP_MP"
    if not t.settings.secondary_for_colours:  # 4.2.2: the rules say not to use it
        scores = scores[:2]
    return f"FIDE_TEAM_{colours}{scores}"


def player_of(event: Event, team: int, board: int) -> int:
    return (team - 1) * event.boards + board


def write_trf(event: Event, announced: dict[int, ByeKind]) -> str:
    """The file of the rounds played, with the byes announced for the next round."""
    t, boards = event.t, event.boards
    played = t.rounds_played
    cells: dict[int, list[str]] = {p: [] for p in range(1, len(t.players) * boards + 1)}
    points = {p: 0.0 for p in cells}
    for round_no in range(1, played + 1):
        for (white, black), codes in event.games[round_no].items():
            for board in range(1, boards + 1):
                pw, pb = player_of(event, white, board), player_of(event, black, board)
                code = codes[board - 1]
                if code == "--":
                    cw = cb = "-"
                else:
                    cw = code
                    cb = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}[code]
                white_colour = "w" if board % 2 else "b"
                black_colour = "b" if board % 2 else "w"
                cells[pw].append(f"{pb:4d} {white_colour} {cw}")
                cells[pb].append(f"{pw:4d} {black_colour} {cb}")
                points[pw] += GAME_CODE_POINTS[cw]
                points[pb] += GAME_CODE_POINTS[cb]
        paired = {n for pair in event.games[round_no] for n in pair}
        for team in t.players:
            if team in paired:
                continue
            for board in range(1, boards + 1):
                cells[player_of(event, team, board)].append(" " * 8)
    lines = ["012 Random team event", f"062 {len(cells)}", f"082 {len(t.players)}",
             f"142 {t.total_rounds}",
             f"152 {'W' if (t.initial_colour or Colour.WHITE) is Colour.WHITE else 'B'}",
             f"192 {type_code(t)}", "352 " + ("WB" * boards)[:boards]]
    for p in sorted(cells):
        team, board = (p - 1) // boards + 1, (p - 1) % boards + 1
        name = f"Player {team:02d}-{board}"
        head = f"001 {p:4d}      {name:33s} {2300:4d} {'FID':3s} {'':11s} {'':10s} " \
               f"{points[p]:4.1f} {p:4d}"
        lines.append(head + "".join("  " + cell for cell in cells[p]).rstrip())
    totals = team_scores(t)
    for team in sorted(t.players):
        roster = " ".join(f"{player_of(event, team, b):4d}" for b in range(1, boards + 1))
        mp, gp = totals[team].match_points, totals[team].game_points
        lines.append(f"310 {team:3d} {'Team ' + str(team):32s} {'':5s} {2300:6d} {mp:6.1f} "
                     f"{gp:6.1f} {team:3d}  {roster}")
    pab = [t.round(r).pairing_bye or 0 for r in range(1, played + 1)]
    if any(pab):
        lines.append("320 " + f"{1.0:4.1f} {boards / 2:4.1f}" + "".join(f" {n:3d}" for n in pab))
    for round_no in range(1, played + 2):
        byes = (t.round(round_no).byes if round_no <= played else announced)
        for kind in ("F", "H", "Z"):
            teams = sorted(n for n, k in byes.items() if k.value == kind)
            if teams:
                lines.append(f"240 {kind} {round_no:3d} " + " ".join(f"{n:4d}" for n in teams))
        if round_no <= played:
            for game in t.round(round_no).games:
                if game.result.is_forfeit:
                    code = {GameResult.WHITE_FORFEIT_WIN: "+-",
                            GameResult.BLACK_FORFEIT_WIN: "-+",
                            GameResult.DOUBLE_FORFEIT: "--"}[game.result]
                    lines.append(f"330 {code} {round_no:3d} {game.white:3d} {game.black:3d}")
    return "\n".join(lines) + "\n"


def reference_pairing(command: str, text: str, round_no: int
                      ) -> tuple[list[tuple[int, int]], int | None, str]:
    """(pairs, bye, error) the reference gives for round ``round_no`` of the file ``text``
    (named: the reference takes the round after the last one with a game played over the
    board, which is not the next round when every match of a round was forfeited)."""
    with tempfile.NamedTemporaryFile("w", suffix=".trf", delete=False) as handle:
        handle.write(text)
        path = handle.name
    try:
        run = subprocess.run(shlex.split(command) + ["-i", path, "-p", "-d", "T",
                                                      "-n", str(round_no)],
                             capture_output=True, text=True, timeout=600)
    finally:
        Path(path).unlink()
    pairs, bye = [], None
    numbers = [line.split() for line in run.stdout.splitlines() if line.strip()]
    rows = [row for row in numbers if len(row) == 2 and all(x.isdigit() for x in row)]
    for white, black in ((int(a), int(b)) for a, b in rows):
        if black == 0:
            bye = white
        else:
            pairs.append((white, black))
    error = "" if rows else (run.stdout + run.stderr).strip()[-400:] or "no output"
    return pairs, bye, error


def our_pairing(event: Event, announced: dict[int, ByeKind]):
    t = event.t.copy()
    if announced:
        t.requested_byes[t.next_round] = dict(announced)
    try:
        pairing = SYSTEM.pair(t)
    except PairingError as exc:
        return None, None, str(exc)
    return pairing.pairs(), pairing.bye, pairing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tournaments", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path)
    parser.add_argument("--reference", default=REFERENCE)
    parser.add_argument("--hard", action="store_true",
                        help="small fields played nearly to the end, more absences, forfeits")
    parser.add_argument("--vary", action="store_true",
                        help="3 to 6 boards, and sometimes no secondary score for colours")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    MODE.update(HARD if args.hard else EASY)
    MODE["vary"] = args.vary
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    same = total = refused = 0
    by_kind: dict[str, list[int]] = {}
    for number in range(1, args.tournaments + 1):
        rng = random.Random(args.seed * 100003 + number)
        event = new_event(rng)
        t = event.t
        kind = f"{t.settings.colour_type}/{t.settings.primary}"
        for round_no in range(1, t.total_rounds + 1):
            announced = absences(event, round_no, rng)
            text = write_trf(event, announced)
            ref_pairs, ref_bye, error = reference_pairing(args.reference, text, round_no)
            ours, our_bye, detail = our_pairing(event, announced)
            if error:
                if ours is not None or args.verbose:
                    print(f"#{number} round {round_no}: the reference cannot pair: {error}")
                if ours is None:  # neither can pair this round (3.3.3): the event ends here
                    refused += 1
                else:
                    total += 1
                break
            total += 1
            counts = by_kind.setdefault(kind, [0, 0])
            counts[1] += 1
            if ours is not None and set(ours) == set(ref_pairs) and our_bye == ref_bye:
                same += 1
                counts[0] += 1
            else:
                name = f"t{number:03d}-r{round_no}"
                print(f"#{number} {kind} {len(t.players)} teams, round {round_no}: differs")
                if args.verbose:
                    print(f"  reference: {sorted(ref_pairs)} bye {ref_bye}")
                    print(f"  ours:      {sorted(ours or [])} bye {our_bye}")
                    if ours is None:
                        print(f"  ours failed: {detail}")
                if args.keep:
                    (args.keep / f"{name}.trf").write_text(text)
            play(event, round_no, ref_pairs, ref_bye, announced, rng)
    for kind, (a, b) in sorted(by_kind.items()):
        print(f"{kind}: {a}/{b} rounds identical")
    print(f"{same}/{total} rounds identical ({refused} more that neither can pair)")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
