"""Venue server speed (issue #39), against ``arbiter-cli serve`` running as a child process
(the clients here do not share its interpreter):

* **entering**: a 200-player tournament, its round paired; 20 deputies, 5 boards each, enter
  their 5 results at the same moment, each one after the other (100 results at once).  Every
  answer's time is kept; the goal: the 95th percentile under 0.2 s.  The server is then
  stopped and every result is checked in the file.
* **rendering**: the public page ``/`` of a 2000-player round (1000 boards): the first request
  after a change (the page is made anew) and the next ones (made once, shared).  The goal:
  under 0.5 s.  ``/names`` and ``/standings`` are timed too, for information.

    python tools/bench_venue.py [--clients 20] [--each 5] [--players 200] [--big 2000]
                                [--watchers N] [--only entering|rendering]

``--watchers N``: N phones keep the live public page open while the results come in (each
asks whether anything changed every 4 seconds and loads the page again when it did).

Prints the figures; exits 1 when a result is missing or a goal is missed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx  # noqa: E402

from arbiter_app.engine.model import GameResult  # noqa: E402
from arbiter_app.services import TournamentService  # noqa: E402
from arbiter_app.services.venue import add_deputy  # noqa: E402
from arbiter_app.ui.sample import make_sample  # noqa: E402

ENTRY_GOAL, PAGE_GOAL = 0.2, 0.5
RESULTS = ("1-0", "1/2", "0-1")
STORED = {"1-0": GameResult.WHITE_WINS, "1/2": GameResult.DRAW, "0-1": GameResult.BLACK_WINS}


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))]


def figures(values: list[float]) -> str:
    return (f"p50 {statistics.median(values) * 1000:6.1f} ms  "
            f"p95 {percentile(values, 0.95) * 1000:6.1f} ms  max {max(values) * 1000:6.1f} ms")


def prepared(path: Path, players: int, rounds: int) -> None:
    """``path``: ``players`` players, ``rounds`` rounds played (paired at random), the next
    one paired by the system, no result in it."""
    with make_sample(path, players=players, rounds=rounds, total_rounds=9, quick=True) as s:
        s.pair_next_round(confirm=True)


class Served:
    """``arbiter-cli serve FILE --port 0 --codes-file ...`` as a child process."""

    def __init__(self, path: Path):
        self.codes_file = path.with_suffix(".codes")
        command = [sys.executable, "-m", "arbiter_app.cli", "serve", str(path), "--port", "0",
                   "--codes-file", str(self.codes_file)]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True,
                                        env={**os.environ, "PYTHONUNBUFFERED": "1"})
        self.url = ""
        for line in self.process.stdout:
            found = re.search(r"(http://\S+/)", line)
            if found:
                self.url = found.group(1)
                break
        if not self.url:
            raise SystemExit("bench: the server did not start")
        self._drain = threading.Thread(target=self.process.stdout.read, daemon=True)
        self._drain.start()  # what it prints of each change, read and dropped

    def codes(self) -> list[tuple[str, str, str]]:
        """(role, code, the rest) of each line of the codes file."""
        found = []
        for line in self.codes_file.read_text(encoding="utf-8").splitlines():
            role, code, *rest = line.split(" ")
            found.append((role, code, " ".join(rest)))
        return found

    def cpu_seconds(self) -> float:
        """The server's processor time so far (Linux; 0 elsewhere)."""
        try:
            fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return 0.0
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(30)


class Watchers:
    """``count`` phones on the live public page while the results come in: each asks
    ``/api/version`` every 4 seconds (from a moment of its own) and loads ``/`` again when
    the tournament changed, as the page's script does."""

    def __init__(self, url: str, count: int):
        self.url, self.count = url, count
        self.polls: list[float] = []  # /api/version
        self.pages: list[float] = []  # / again after a change
        self.loaded = 0
        self.failures = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._all()), daemon=True)

    def __enter__(self):
        if self.count:
            self.thread.start()
            end = time.monotonic() + 120
            while self.loaded < self.count and time.monotonic() < end:
                time.sleep(0.1)  # every phone has its page, and asks from now on
        return self

    def __exit__(self, *exc):
        self.stop.set()
        if self.count:
            self.thread.join(30)

    async def _get(self, http, path: str, times: list[float] | None):
        began = time.perf_counter()
        try:
            answer = await http.get(path)
            if answer.status_code != 200:
                self.failures += 1
            return answer
        except httpx.HTTPError:
            self.failures += 1
            return None
        finally:
            if times is not None:
                times.append(time.perf_counter() - began)

    async def _phone(self, k: int) -> None:
        async with httpx.AsyncClient(base_url=self.url, timeout=30) as http:
            await self._get(http, "/", None)
            self.loaded += 1
            answer = await self._get(http, "/api/version", None)
            seen = answer.json()["generation"] if answer is not None else None
            await asyncio.sleep(4.0 * k / self.count)
            while not self.stop.is_set():
                answer = await self._get(http, "/api/version", self.polls)
                if answer is not None and answer.status_code == 200:
                    generation = answer.json()["generation"]
                    if generation != seen:
                        await self._get(http, "/", self.pages)
                    seen = generation
                await asyncio.sleep(4.0)

    async def _all(self) -> None:
        await asyncio.gather(*(self._phone(k) for k in range(self.count)))


def entering(folder: Path, players: int, clients: int, each: int, watchers: int = 0) -> bool:
    path = folder / "entering.arbiter"
    prepared(path, players, 3)
    with TournamentService.open(path) as s:
        t = s.tournament()
        r = t.rounds_played
        boards = len(t.round(r).games)
        if boards < clients * each:
            raise SystemExit(f"bench: {boards} boards, fewer than {clients} x {each}")
        for k in range(clients):
            add_deputy(s, f"Deputy {k + 1}", k * each + 1, (k + 1) * each)
    served = Served(path)
    codes = {rest.rsplit(" boards=", 1)[0]: code
             for role, code, rest in served.codes() if role == "deputy"}
    times: list[float] = []
    failures: list[str] = []
    lock = threading.Lock()
    start = threading.Barrier(clients)

    def client(k: int) -> None:
        code = codes[f"Deputy {k + 1}"]
        with httpx.Client(base_url=served.url, timeout=30,
                          headers={"Authorization": f"Bearer {code}"}) as http:
            http.get("/api/version")  # connected before the start, as a phone would be
            start.wait()
            for i in range(each):
                b = k * each + i + 1
                began = time.perf_counter()
                answer = http.post(f"/api/round/{r}/board/{b}/result",
                                   json={"result": RESULTS[b % 3]})
                took = time.perf_counter() - began
                with lock:
                    times.append(took)
                    if answer.status_code != 200 or answer.json().get("status") != "recorded":
                        failures.append(f"board {b}: {answer.status_code} {answer.text[:80]}")

    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    with Watchers(served.url, watchers) as watching:
        cpu = served.cpu_seconds()
        began = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - began
        cpu = served.cpu_seconds() - cpu
    code = served.stop()
    with TournamentService.open(path, read_only=True) as s:
        games = s.tournament().round(r).games
    missing = [b for b in range(1, clients * each + 1)
               if games[b - 1].result is not STORED[RESULTS[b % 3]]]
    p95 = percentile(times, 0.95)
    print(f"entering: {clients} clients x {each} results at once, {players} players, "
          f"round {r} ({boards} boards)"
          + (f", {watchers} phones on the live page" if watchers else ""))
    print(f"  answers  {figures(times)}  ({len(times)} in {wall:.2f} s; the server "
          f"used {cpu:.2f} s of processor)")
    print(f"  in the file after the server stopped (exit {code}): "
          f"{clients * each - len(missing)} of {clients * each}"
          + (f"; MISSING boards {missing[:10]}" if missing else ""))
    if watchers:
        for what, times in (("asking", watching.polls), ("reloading", watching.pages)):
            if times:
                print(f"  phones {what:9} {figures(times)}  ({len(times)})")
        if watching.failures:
            print(f"  phones: {watching.failures} requests FAILED")
    for failure in failures[:5]:
        print(f"  REFUSED {failure}")
    print(f"  p95 {p95 * 1000:.1f} ms: {'within' if p95 < ENTRY_GOAL else 'OVER'} the "
          f"{ENTRY_GOAL * 1000:.0f} ms goal")
    return not missing and not failures and p95 < ENTRY_GOAL


def rendering(folder: Path, players: int, repeat: int = 7) -> bool:
    path = folder / "rendering.arbiter"
    prepared(path, players, 3)
    served = Served(path)
    arbiter = next(code for role, code, _rest in served.codes() if role == "arbiter")
    ok = True
    with httpx.Client(base_url=served.url, timeout=60) as http:
        r = http.get("/api/version").json()["round"]
        boards = len(http.get(f"/api/round/{r}").json()["boards"])
        print(f"rendering: {players} players, round {r} ({boards} boards)")
        pages = (("/", PAGE_GOAL), ("/names", None), ("/standings", None))
        for number, (page, goal) in enumerate(pages):
            fresh, shared, size = [], [], 0
            for k in range(repeat):
                # a change first (a board with no result yet): the page is made anew
                changed = http.post(f"/api/round/{r}/board/{number * repeat + k + 1}/result",
                                    json={"result": "1-0"},
                                    headers={"Authorization": f"Bearer {arbiter}"})
                if changed.status_code != 200 or changed.json()["status"] != "recorded":
                    raise SystemExit(f"bench: the change was not made: {changed.text[:200]}")
                began = time.perf_counter()
                answer = http.get(page)
                fresh.append(time.perf_counter() - began)
                answer.raise_for_status()
                size = len(answer.content)
                for _ in range(3):
                    began = time.perf_counter()
                    http.get(page).raise_for_status()
                    shared.append(time.perf_counter() - began)
            verdict = ""
            if goal is not None:
                within = max(fresh) < goal
                ok = ok and within
                verdict = f"  {'within' if within else 'OVER'} the {goal * 1000:.0f} ms goal"
            print(f"  {page:11} after a change {figures(fresh)}{verdict}")
            print(f"  {'':11} unchanged      {figures(shared)}  ({size // 1024} KB)")
    served.stop()
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--each", type=int, default=5)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--big", type=int, default=2000,
                        help="players of the rendering benchmark (default 2000)")
    parser.add_argument("--watchers", type=int, default=0,
                        help="phones on the live public page while the results come in "
                             "(default 0)")
    parser.add_argument("--only", choices=("entering", "rendering"))
    args = parser.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        if args.only in (None, "entering"):
            ok = entering(Path(tmp), args.players, args.clients, args.each,
                          args.watchers) and ok
        if args.only in (None, "rendering"):
            ok = rendering(Path(tmp), args.big) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
