"""Compare Arbiter's team tie-breaks with FIDE's tie-break checker (Gacrux), value by value.

    python tools/team_tiebreaks_vs_checker.py --checker /path/to/venv/bin/python \
        [--random 20] [--keep DIR] [--tiebreaks MPTS GP BH ...]

Not used by the tests, and the checker is never needed by them: this is how the
differences listed in docs/tiebreaks.md ("Team events") were found.  It writes each team
event as a TRF-2026 team file (the individual games as 001 records through Arbiter's TRF
writer, then the team records 192, 362, 310, 320, 330, 300, 240 written here, as the
TRF-2026 specification lays them out), runs ``python -m gacrux.tiebreakchecker -i FILE -t
... -F TXT`` on it and prints every value that differs.  The events: the hand-worked ones
of tests/test_team_tiebreaks*.py and ``--random N`` random ones (6 to 9 teams, 2 to 5
boards, 4 to 7 rounds, pairing-allocated byes, forfeited matches and boards, a withdrawn
team, reserves, empty boards).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arbiter_app.engine.model import ByeKind, Game, GameResult, Tournament  # noqa: E402
from arbiter_app.engine.teams import TeamTournament  # noqa: E402
from arbiter_app.engine.teams.boards import lineup  # noqa: E402
from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings  # noqa: E402
from arbiter_app.trf.writer import write_trf  # noqa: E402

#: the checker's names -> ours
DEFAULT = ["MPTS", "GPTS", "MPVGP", "BH", "BH/C1", "BH:GP", "SB", "EMMSB", "EMGSB", "EGMSB",
           "EGGSB", "EMGSB/C1", "EGGSB/C1", "BC", "TBR", "BBE", "SSSC", "PS", "WIN", "STD",
           "REP", "FB", "AOB", "KS"]


def team_records(t: TeamTournament) -> list[str]:
    """The records of a team file beyond the 001 lines (TRF-2026 layouts)."""
    s = t.settings
    score = "MP_GP" if s.primary == "MP" else "GP_MP"
    lines = [f"082 {len(t.teams)}", f"192 FIDE_TEAM_TYPEA_{score}"]
    if (t.scoring.win, t.scoring.draw, t.scoring.loss) != (2.0, 1.0, 0.0):
        lines.append(f"362 TW {t.scoring.win:4.1f}    TD {t.scoring.draw:4.1f}    "
                     f"TL {t.scoring.loss:4.1f}")
    standings = compute_standings(t, [])
    mp, gp = {}, {}
    for n in t.teams:
        mp[n] = sum(t.scoring.for_code(g.code_of(n)) if g else
                    (s.pab_match_points if s.pab_match_points is not None else t.scoring.draw)
                    if r.byes.get(n) is ByeKind.PAIRING_ALLOCATED else
                    t.scoring.for_bye(r.byes[n]) if n in r.byes else 0.0
                    for r in t.rounds for g in [r.game_of(n)])
        gp[n] = sum(v for (rnd, team), v in t.game_points.items() if team == n)
    for n, team in sorted(t.teams.items()):
        players = " ".join(f"{p:4d}" for p in team.roster)
        lines.append(f"310 {n:3d} {team.name:<32} {'':<5} {t.players[n].rating:6d} "
                     f"{mp[n]:6.1f} {gp[n]:6.1f} {standings.ranks.get(n, 0):3d}  {players}")
    pabs = [r.pairing_bye or 0 for r in t.rounds]
    if any(pabs):
        pab_mp = s.pab_match_points if s.pab_match_points is not None else t.scoring.draw
        pab_gp = s.pab_game_points if s.pab_game_points is not None else s.boards / 2
        lines.append(f"320 {pab_mp:4.1f} {pab_gp:4.1f} " + " ".join(f"{n:03d}" for n in pabs))
    for round_no, rnd in enumerate(t.rounds, start=1):
        for g in rnd.games:
            if g.result.is_forfeit:
                lines.append(f"330 {g.result.value} {round_no:03d} {g.white:03d} {g.black:03d}")
            elif g.result is not GameResult.PENDING:
                for team, other in ((g.white, g.black), (g.black, g.white)):
                    fielded = lineup(t, round_no, team)
                    if fielded != tuple(t.teams[team].roster[:s.boards]):
                        lines.append(f"300 {round_no:03d} {team:03d} {other:03d} "
                                     + " ".join(f"{p:04d}" for p in fielded))
        for kind in (ByeKind.FULL_POINT, ByeKind.HALF_POINT, ByeKind.ZERO_POINT):
            teams = [n for n, k in rnd.byes.items() if k is kind]
            if kind is ByeKind.ZERO_POINT:  # an absent team: a zero-point bye (16.1.1)
                teams += sorted(set(t.teams) - rnd.participants())
            if teams:
                lines.append(f"240 {kind.value} {round_no:03d} "
                             + " ".join(f"{n:4d}" for n in teams))
    return lines


def _forfeited_boards(t: TeamTournament) -> Tournament:
    """The individual games with a forfeited match's boards written as forfeits between the
    players of the two line-ups (board colours alternating), as a team file holds them."""
    singles = t.individuals.copy()
    for round_no, rnd in enumerate(t.rounds, start=1):
        for g in rnd.games:
            if not g.result.is_forfeit:
                continue
            white, black = g.result.codes
            ours, theirs = lineup(t, round_no, g.white), lineup(t, round_no, g.black)
            for board, (a, b) in enumerate(zip(ours, theirs), start=1):
                if board % 2:
                    game = Game(a, b, GameResult.from_codes(white, black))
                else:
                    game = Game(b, a, GameResult.from_codes(black, white))
                singles.rounds[round_no - 1].games.append(game)
    return singles


def team_file(t: TeamTournament, name: str) -> str:
    singles = _forfeited_boards(t)
    singles.info.name, singles.info.start_date = name, "2026/06/01"
    singles.scoring = type(singles.scoring)()
    body = [line for line in write_trf(singles, version="trf2026").splitlines()
            if line.startswith("001")]
    return "\n".join([f"012 {name}", "042 2026/06/01", f"142 {len(t.rounds)}",
                      *team_records(t), *body]) + "\n"


def checker_values(python: str, path: Path, tiebreaks: list[str]
                   ) -> dict[int, list[str]] | None:
    run = subprocess.run([python, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-t",
                          *tiebreaks, "-F", "TXT", "-d", ";", "-s"],
                         capture_output=True, text=True, timeout=600)
    rows = [line.split(";") for line in run.stdout.splitlines() if line and line[0].isdigit()]
    if not rows:
        print(f"{path}: no output from the checker: {run.stdout.strip()} {run.stderr.strip()}")
        return None
    return {int(row[0]): row[1:] for row in rows}


def ours(t: TeamTournament, tiebreaks: list[str]) -> dict[int, list[str]]:
    names = [{"MPTS": "MP", "GPTS": "GP"}.get(x, x) for x in tiebreaks]
    standings = compute_standings(t, names, TiebreakOptions(rules="2026"))
    return {row.number: [str(row.rank)] + [f"{v:g}" if v is not None else "-"
                                            for v in row.values] for row in standings.rows}


def same(a: str, b: str) -> bool:
    if {a, b} <= {"-", "-0"}:  # no value (the checker writes -0)
        return True
    try:
        return abs(float(a) - float(b)) < 0.006
    except ValueError:
        return a == b


def random_event(seed: int) -> TeamTournament:
    from tests.team_builders import event_from_json
    return event_from_json(random_arguments(seed))


def random_arguments(seed: int) -> dict:
    """The arguments of tests/team_builders.team_event for a random event, as JSON data."""
    from tests.team_builders import roster_of
    rng = random.Random(seed)
    teams, boards, rounds = rng.randint(6, 9), rng.randint(2, 5), rng.randint(4, 7)
    withdrawn = {rng.randint(1, teams): rng.randint(3, rounds)} if rng.random() < 0.5 else {}
    met: set[frozenset[int]] = set()
    texts, lineups = [], {}
    for round_no in range(1, rounds + 1):
        active = [n for n in range(1, teams + 1)
                  if not (n in withdrawn and round_no >= withdrawn[n])]
        rng.shuffle(active)
        items = []
        if len(active) > 4 and rng.random() < 0.15:
            items.append(f"{active.pop()} {rng.choice('HZF')}")
        if len(active) % 2:
            items.append(f"{active.pop()} U")
        while active:
            a = active.pop()
            b = next((x for x in active if frozenset((a, x)) not in met), active[0])
            active.remove(b)
            met.add(frozenset((a, b)))
            if rng.random() < 0.06:
                items.append(f"{a}-{b} M{rng.choice(['+-', '-+', '+-', '-+', '--'])}")
                continue
            chars = []
            for board in range(1, boards + 1):
                chars.append(rng.choices("10=+-", [35, 35, 26, 2, 2])[0])
            for team, sign in ((a, "-"), (b, "+")):
                roster = roster_of(team, boards + 1)
                if rng.random() < 0.2:  # the reserve plays a board
                    fielded = list(roster[:boards])
                    fielded[rng.randrange(boards)] = roster[boards]
                    empty = rng.randrange(boards)
                    if rng.random() < 0.2 and chars[empty] != "x":  # and one left empty
                        fielded[empty] = 0
                        chars[empty] = "x" if chars[empty] in "+-" and (
                            round_no, a) in lineups and lineups[(round_no, a)][empty] == 0 \
                            else sign
                    lineups[(round_no, team)] = tuple(fielded)
            items.append(f"{a}-{b} {''.join(chars)}")
        texts.append(", ".join(items))
    settings = {"primary": rng.choice(["MP", "MP", "GP"]),
                "pab_match_points": rng.choice([None, None, 2.0]),
                "pab_game_points": rng.choice([None, None, float(boards)])}
    strengths = [rng.randint(1800, 2600) for _ in range(teams)]
    return {"teams": teams, "boards": boards, "rounds": texts,
            "lineups": [[r, team, list(players)] for (r, team), players in lineups.items()],
            "withdrawn": withdrawn, "settings": settings, "strengths": strengths}


def hand_worked() -> dict[str, TeamTournament]:
    from tests.test_team_tiebreaks import main_event
    return {"main": main_event()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checker", required=True, help="the python that has gacrux")
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--keep", type=Path)
    parser.add_argument("--tiebreaks", nargs="*", default=DEFAULT)
    parser.add_argument("--dump", type=int, nargs="*", default=[],
                        help="write these random events' arguments (JSON) and the checker's "
                             "values (TSV) to --keep, for tests/data/teams")
    args = parser.parse_args(argv)
    events = hand_worked()
    events.update({f"random{i:03d}": random_event(i) for i in range(args.random)})
    folder = args.keep or Path(tempfile.mkdtemp())
    folder.mkdir(parents=True, exist_ok=True)
    differing = total = 0
    for name, t in events.items():
        path = folder / f"{name}.trf"
        path.write_text(team_file(t, name), encoding="utf-8")
        tiebreaks = list(args.tiebreaks)
        if t.settings.primary == "GP" and tiebreaks[0] == "MPTS":
            # the checker's primary score is the first of its list
            tiebreaks = [{"MPTS": "GPTS", "GPTS": "MPTS"}.get(x, x) for x in tiebreaks]
        theirs, mine = checker_values(args.checker, path, tiebreaks), ours(t, tiebreaks)
        if theirs is None:
            continue
        if name.startswith("random") and int(name[6:]) in args.dump:
            data = dict(random_arguments(int(name[6:])), checker="Gacrux 1.11.65 "
                        "tiebreakchecker -s", tiebreaks=tiebreaks)
            (folder / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
            (folder / f"{name}.checker.tsv").write_text("\n".join(
                "\t".join([str(team), *row]) for team, row in sorted(theirs.items())) + "\n")
        for team in sorted(mine):
            for label, a, b in zip(["rank", *tiebreaks], mine[team], theirs[team]):
                total += 1
                if not same(a, b):
                    differing += 1
                    print(f"{name} team {team} {label}: Arbiter {a}, checker {b}")
    print(f"{differing} of {total} values differ ({len(events)} events, files in {folder})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
