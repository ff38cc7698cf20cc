"""``arbiter --self-test``: prove an installed bundle works, one line per check.

Creates a temporary tournament file for each pairing system that is built,
adds players, pairs two rounds, records every result, reads the tournament
back and exports it as TRF16; runs ``arbiter-cli generate`` and ``arbiter-cli
check`` on two random tournaments of each system (the checker and generator of
FIDE's checklist, Q19-24); optionally opens the main window offscreen.
Exits 0 when every check passes, 1 otherwise.  Never touches the user's
files: ARBITER_HOME points at a temporary folder for the duration.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

PLAYERS = 11  # odd, so the pairing-allocated bye is exercised too
ROUNDS = 2


class _Report:
    def __init__(self, out) -> None:
        self.out = out
        self.failed = 0

    def check(self, label: str, action: Callable[[], str | None]) -> bool:
        start = time.perf_counter()
        try:
            detail = action() or ""
        except Exception as exc:  # the self-test reports every failure as a line
            self.failed += 1
            print(f"FAIL {label}: {type(exc).__name__}: {exc}", file=self.out)
            if os.environ.get("ARBITER_DEBUG"):
                traceback.print_exc(file=self.out)
            return False
        ms = (time.perf_counter() - start) * 1000
        print(f"ok   {label}{': ' + detail if detail else ''} ({ms:.0f} ms)", file=self.out)
        return True


def _system_round_trip(folder: Path, system: str) -> str:
    from arbiter_app.engine.model import GameResult
    from arbiter_app.services import NewTournament, TournamentService

    rng = random.Random(system)
    path = folder / f"selftest-{system}.arbiter"
    service = TournamentService.create(path, NewTournament(
        name=f"Self-test {system}", total_rounds=ROUNDS + 1, system=system))
    try:
        for index in range(PLAYERS):
            service.add_player(f"Player{index + 1:02d}, Test", rating=2500 - 37 * index)
        for round_no in range(1, ROUNDS + 1):
            pairing = service.pair_next_round()
            if len(pairing.boards) != PLAYERS // 2 or pairing.bye is None:
                raise AssertionError(f"round {round_no}: {len(pairing.boards)} boards, "
                                     f"bye {pairing.bye}")
            for board in range(1, len(pairing.boards) + 1):
                service.record_result(round_no, board, rng.choice(
                    [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS]))
        text = service.export_trf_text()
    finally:
        service.close()
    reopened = TournamentService.open(path, read_only=True)
    try:
        tournament = reopened.tournament()
    finally:
        reopened.close()
    if tournament.rounds_played != ROUNDS or not all(r.complete for r in tournament.rounds):
        raise AssertionError("the reopened file lost rounds or results")
    from arbiter_app.trf import read_trf
    if read_trf(text).rounds_played != ROUNDS:
        raise AssertionError("the exported TRF does not read back")
    return f"{ROUNDS} rounds paired, results recorded, reopened, TRF exported"


def _venue(folder: Path) -> str:
    """The venue server on a free port of this machine: the public page lists the pairing,
    a result sent with the arbiter's code is in the file once the server stopped."""
    import json
    import urllib.request

    from arbiter_app.engine.model import GameResult
    from arbiter_app.server.runner import VenueServer
    from arbiter_app.server.venue import Venue
    from arbiter_app.services import TournamentService
    from arbiter_app.services.venue import ARBITER, holder_codes

    path = folder / "selftest-dutch2026.arbiter"
    service = TournamentService.open(path)
    try:
        pairing = service.pair_next_round()
        round_no = service.tournament().rounds_played
        venue = Venue(service)
        server = VenueServer(venue, "127.0.0.1", 0)
        server.start()
        try:
            base = f"http://127.0.0.1:{server.port}"
            with urllib.request.urlopen(base + "/", timeout=20) as answer:
                page = answer.read().decode("utf-8")
            first = service.tournament().players[pairing.boards[0].white].name
            if first not in page:
                raise AssertionError("the public page does not list the pairing")
            code = next(c for h, c in holder_codes(service.tournament()) if h.role == ARBITER)
            request = urllib.request.Request(
                f"{base}/api/round/{round_no}/board/1/result", method="POST",
                data=json.dumps({"result": "1-0"}).encode(),
                headers={"Authorization": f"Bearer {code}",
                         "Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=20) as answer:
                status = json.loads(answer.read())["status"]
        finally:
            server.stop()
    finally:
        service.close()
    reopened = TournamentService.open(path, read_only=True)
    try:
        result = reopened.tournament().round(round_no).games[0].result
    finally:
        reopened.close()
    if status != "recorded" or result is not GameResult.WHITE_WINS:
        raise AssertionError(f"the result sent is not in the file ({status}, {result.value})")
    return f"round {round_no} served on port {server.port}; a result entered with a code"


def _pdf(folder: Path) -> str:
    """A standings PDF, as `arbiter-cli pdf` writes it (Qt's rendering in the bundle)."""
    from arbiter_app import render
    from arbiter_app.engine.model import Player, Tournament, TournamentInfo
    from arbiter_app.services.documents import build_document

    t = Tournament(info=TournamentInfo(name="Self-test"), total_rounds=1, system="dutch2026")
    for number in range(1, 5):
        t.players[number] = Player(number, f"Player{number:02d}, Test", 2400 - number)
    document = build_document(t, ["BH"], "standings")
    path = render.write_pdf(document.html, folder / "selftest.pdf", document.landscape)
    data = Path(path).read_bytes()
    if not data.startswith(b"%PDF") or len(data) < 1000:
        raise AssertionError(f"{path} is not a PDF")
    return f"standings written as a PDF of {len(data)} bytes"


def _generate_and_check(folder: Path, system: str) -> str:
    """``arbiter-cli generate`` then ``arbiter-cli check`` on what it wrote, as a user runs
    them (in this process: the bundle has no Python to start), quietly."""
    import contextlib
    import io

    from arbiter_app.cli.main import main

    pattern = str(folder / f"generated-{system}-%d.trf")
    acceleration = ["--acceleration", "baku"] if system.startswith("dutch") else []
    rounds = "5" if system == "roundrobin" else "4"
    late = [] if system == "roundrobin" else ["--late-entries", "1"]
    argv = ["generate", "--system", system, "--players", "9" if system != "roundrobin" else "6",
            "--rounds", rounds, "--count", "2", "--seed", "1", "--half-byes", "5%@1-2",
            "--forfeits", "1", "--unusual", "1", *late, *acceleration,
            "--tiebreaks", "SB,DE" if system == "roundrobin" else "BH/C1,BH,SB", "-o", pattern]
    captured = io.StringIO()
    with contextlib.redirect_stdout(captured), contextlib.redirect_stderr(captured):
        code = main(argv)
        if code != 0:
            raise AssertionError(f"generate exited {code}: {captured.getvalue().strip()}")
        for index in (1, 2):
            code = main(["check", pattern % index, "--quiet"])
            if code != 0:
                raise AssertionError(f"check of {pattern % index} exited {code}: "
                                     f"{captured.getvalue().strip()[-300:]}")
    return "2 tournaments generated, both confirmed by check"


def _translations() -> str:
    """Every language's compiled catalogue is there (the bundle ships the .mo files) and
    shows an engine's message in the language."""
    from arbiter_app import i18n
    from arbiter_app.engine.texts import N_
    from arbiter_app.i18n.message import shown
    languages = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]
    bracket = N_("bracket {score}").format(score="1.5")
    for code in languages:
        catalogue = i18n.catalogue(code)
        if catalogue is None or catalogue.get("Standings") in (None, "Standings"):
            raise AssertionError(f"no catalogue for {code}")
        with i18n.using(code):
            if shown(bracket) == bracket:
                raise AssertionError(f"the engine's message not shown in {code}")
    return f"{', '.join(languages)}; the engine's messages shown in each"


def run(out=None, gui_check: Callable[[], str | None] | None = None) -> int:
    """Run every check; return the exit code."""
    out = out or sys.stdout
    report = _Report(out)
    with tempfile.TemporaryDirectory(prefix="arbiter-selftest-") as tmp:
        folder = Path(tmp)
        previous_home = os.environ.get("ARBITER_HOME")
        os.environ["ARBITER_HOME"] = str(folder / "home")
        try:
            from arbiter_app.engine.systems.registry import available_systems
            systems = available_systems(teams=False)  # the checks pair individual players
            report.check("pairing systems available",
                         lambda: ", ".join(systems) if systems else _fail("none is built"))
            for system in systems:
                report.check(f"tournament with {system}",
                             lambda system=system: _system_round_trip(folder, system))
            for system in systems:  # the checker and generator FIDE asks for (Q19-24)
                report.check(f"generate and check with {system}",
                             lambda system=system: _generate_and_check(folder, system))
            if gui_check is not None:  # first: it makes the QApplication the PDF then uses
                report.check("main window opens", gui_check)
            report.check("documents as PDF", lambda: _pdf(folder))
            if "dutch2026" in systems:
                report.check("venue server", lambda: _venue(folder))
            report.check("translations", _translations)
        finally:
            if previous_home is None:
                os.environ.pop("ARBITER_HOME", None)
            else:
                os.environ["ARBITER_HOME"] = previous_home
    verdict = "self-test passed" if not report.failed else f"self-test FAILED ({report.failed})"
    print(verdict, file=out)
    return 0 if not report.failed else 1


def _fail(message: str) -> str:
    raise AssertionError(message)


if __name__ == "__main__":
    sys.exit(run())
