"""The venue server's state: the open tournament, its one writer thread, the codes, the
sessions and who is connected.

Every call into the services runs on one thread (:meth:`Venue.call`): the window's worker
when the window serves the file (its ops and the server's then run strictly one after the
other), else a thread of the server's own.  What the pages show is read once per change of
the file (:attr:`TournamentService.generation`) and shared by every request until the next.
A change checks its code on that thread as it is made (:meth:`Venue.call_as`): a rush of
results waits once each for the writer thread, not also for a read of the whole file.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import using
from arbiter_app.services.documents import document_language, event_of
from arbiter_app.services.venue import Holder, ensure_secret, holder_codes, normal_code
from arbiter_app.services.venue.codes import OPTION_DEPUTIES, OPTION_REVOKED, OPTION_SECRET

#: a session ends after this long without a request (seconds)
SESSION_IDLE = 12 * 3600
#: at most this many sessions at once (a code logging in again and again: the least
#: recently used ends)
MAX_SESSIONS = 20000
#: a client counts as connected this long after its last request (seconds)
CONNECTED_FOR = 120
#: bad codes: this many from one address are free, then each waits longer (seconds)
FREE_FAILURES, MAX_DELAY, FAILURE_MEMORY = 3, 8.0, 600


class Revoked(Exception):
    """A code refused at the moment of its change (revoked since the request came)."""


@dataclass(frozen=True)
class Snapshot:
    """The tournament as the pages show it, at one generation of the file."""

    generation: int
    tournament: Tournament
    tiebreaks: list[str]
    language: str | None
    table: dict[str, Holder]  # code -> holder
    cache: dict = field(default_factory=dict)  # rendered pages of this generation


@dataclass
class Session:
    token: str
    code: str
    csrf: str
    address: str
    last_seen: float
    flash: str = ""


@dataclass
class Client:
    holder: str  # how the arbiter sees him ("" for the public)
    address: str
    last_seen: float
    requests: int = 0


class Venue:
    """The tournament ``service`` served to the venue.

    ``submit`` runs a function on the writer thread and returns its future (default: a
    thread of the venue's own); ``on_change`` is told, in words, of every change the
    server made (the window shows it; ``arbiter-cli serve`` prints it)."""

    def __init__(self, service, submit: Callable[[Callable[[], Any]], Future] | None = None,
                 on_change: Callable[[str], None] | None = None):
        self.service = service
        self._own = None
        if submit is None:
            self._own = ThreadPoolExecutor(max_workers=1, thread_name_prefix="arbiter-venue")
            submit = self._own.submit
        self._submit = submit
        self.on_change = on_change
        self._snapshot: Snapshot | None = None
        self._reading: tuple[int, asyncio.Future] | None = None  # (generation, the read)
        self._table: tuple[tuple, dict[str, Holder]] = ((), {})  # (what it depends on, codes)
        self._table_generation = -1  # the file's generation the codes are known to hold at
        self.sessions: dict[str, Session] = {}
        self._failures: dict[str, list[float]] = {}
        self._clients: dict[tuple[str, str], Client] = {}
        self._lock = threading.Lock()
        #: changes submitted to the writer thread and not yet done (a rush: the file's copy
        #: from its journal waits for the last, :meth:`TournamentService.more_changes_follow`)
        self._changes_waiting = 0
        self.closing = False
        self.call_sync(lambda: ensure_secret(service))

    # -- the writer thread ---------------------------------------------------------------
    async def call(self, fn: Callable[[], Any]) -> Any:
        """``fn()`` on the writer thread, awaited."""
        return await asyncio.wrap_future(self._submit(fn))

    def call_sync(self, fn: Callable[[], Any]) -> Any:
        return self._submit(fn).result()

    def close(self) -> None:
        self.closing = True
        with self._lock:
            self.sessions.clear()
        if self._own is not None:
            self._own.shutdown(wait=True)

    # -- what the pages show ---------------------------------------------------------------
    async def snapshot(self) -> Snapshot:
        """The tournament now; the requests that ask at once share one read of the file."""
        known = self._snapshot
        generation = self.service.generation
        if known is not None and known.generation == generation:
            return known
        reading = self._reading
        if (reading is None or reading[0] != generation
                or reading[1].get_loop() is not asyncio.get_running_loop()):
            reading = self._reading = (generation, asyncio.ensure_future(self.call(self._read)))
        snap = await asyncio.shield(reading[1])
        self._keep(snap)
        return snap

    async def recent(self) -> Snapshot:
        """The last snapshot read, without waiting for the writer thread (what a change
        needs before it is made: the language; its code is checked again as it is made)."""
        return self._snapshot or await self.snapshot()

    def now(self) -> Snapshot:
        """On the writer thread: the tournament as it is now, read if it changed."""
        known = self._snapshot
        generation = self.service.generation
        if known is not None and known.generation == generation:
            return known
        snap = self._read()
        self._keep(snap)
        return snap

    def _keep(self, snap: Snapshot) -> None:
        known = self._snapshot
        if known is None or snap.generation >= known.generation:
            self._snapshot = snap

    def _read(self) -> Snapshot:
        generation = self.service.generation
        t, tiebreaks = event_of(self.service)
        # the codes are derived anew only when what they depend on changed (HMACs: 10 ms
        # for 200 players at each result otherwise)
        depends = (tuple(t.options.get(k, "") for k in (OPTION_SECRET, OPTION_DEPUTIES,
                                                        OPTION_REVOKED)),
                   tuple((n, p.name) for n, p in t.players.items()))
        if depends != self._table[0]:
            self._table = (depends, {code: holder for holder, code in holder_codes(t)})
        self._table_generation = generation
        return Snapshot(generation, t, tiebreaks, document_language(t), self._table[1])

    def changed(self, text: str) -> None:
        if self.on_change is not None:
            try:
                self.on_change(text)
            except Exception:  # the window closing: the change is saved all the same
                pass

    # -- codes and sessions ----------------------------------------------------------------
    async def holder_of(self, code: str, fresh: bool = True) -> Holder | None:
        """The holder of ``code`` in the file now; not ``fresh``: in the last snapshot read
        if it is there (a change then checks it again as it is made, :meth:`call_as`)."""
        code = normal_code(code)
        if not code:
            return None
        if not fresh:
            found = self._table[1].get(code)
            if found is not None:
                return found
        snap = await self.snapshot()
        return snap.table.get(code)

    async def call_as(self, holder: Holder, code: str, fn: Callable[[Holder], Any],
                      language: str | None = None) -> Any:
        """``fn(holder)`` on the writer thread if ``code`` is still ``holder``'s there and
        then (:class:`Revoked`: revoked, or its deputy removed, since the request came; the
        holder as he is now, a deputy's boards, a player's name): one wait for the writer
        thread per change, and no change by a revoked code.  Its messages are in
        ``language`` (the tournament's document language)."""
        code = normal_code(code)

        def checked():
            with self._lock:  # this change is one of them until it is done
                more = self._changes_waiting > 1  # others wait behind it
            with using(language), self.service.more_changes_follow(more):
                if self._table_generation != self.service.generation:
                    self.now()  # something else changed the file: read it
                now = self._table[1].get(code)
                if now is None or now.key != holder.key:
                    raise Revoked(code)
                done = fn(now)
                # a result, a check-in, an absence changes no code: they hold after it too
                # (no reading of the whole file before each of a rush of results)
                self._table_generation = self.service.generation
                return done

        with self._lock:
            self._changes_waiting += 1
        try:
            future = self._submit(checked)
        except BaseException:
            self._change_done()
            raise
        # done, failed or cancelled before it ran (its request gone): no longer waiting
        future.add_done_callback(lambda _future: self._change_done())
        return await asyncio.wrap_future(future)

    def _change_done(self) -> None:
        with self._lock:
            self._changes_waiting -= 1

    def wait_before_trying(self, address: str) -> float:
        """How long a code from ``address`` waits, after its recent bad codes."""
        now = time.monotonic()
        with self._lock:
            recent = [t for t in self._failures.get(address, []) if now - t < FAILURE_MEMORY]
            self._failures[address] = recent
        extra = len(recent) - FREE_FAILURES
        return 0.0 if extra < 0 else min(MAX_DELAY, 0.25 * 2 ** extra)

    def failed(self, address: str) -> None:
        with self._lock:
            self._failures.setdefault(address, []).append(time.monotonic())
            if len(self._failures) > 10000:  # many addresses: keep the memory bounded
                self._failures.pop(next(iter(self._failures)))

    def succeeded(self, address: str) -> None:
        with self._lock:
            self._failures.pop(address, None)

    def new_session(self, code: str, address: str) -> Session:
        session = Session(secrets.token_urlsafe(32), normal_code(code), secrets.token_urlsafe(24),
                          address, time.monotonic())
        with self._lock:
            now = time.monotonic()
            for token in [k for k, s in self.sessions.items() if now - s.last_seen > SESSION_IDLE]:
                del self.sessions[token]
            if len(self.sessions) >= MAX_SESSIONS:
                oldest = min(self.sessions.values(), key=lambda s: s.last_seen)
                del self.sessions[oldest.token]
            self.sessions[session.token] = session
        return session

    def session(self, token: str | None) -> Session | None:
        if not token or self.closing:
            return None
        with self._lock:
            found = self.sessions.get(token)
            if found is not None:
                found.last_seen = time.monotonic()
            return found

    def end_session(self, token: str | None) -> None:
        with self._lock:
            self.sessions.pop(token or "", None)

    # -- who is connected ------------------------------------------------------------------
    def seen(self, holder: Holder | None, address: str) -> None:
        key = (holder.key if holder else "", address)
        with self._lock:
            client = self._clients.get(key)
            if client is None:
                if len(self._clients) > 20000:
                    self._forget(time.monotonic())
                client = self._clients[key] = Client(holder.shown() if holder else "",
                                                     address, 0.0)
            client.last_seen = time.monotonic()
            client.requests += 1

    def _forget(self, now: float) -> None:
        for key in [k for k, c in self._clients.items() if now - c.last_seen > CONNECTED_FOR]:
            del self._clients[key]

    def connected(self) -> list[Client]:
        """The code holders seen in the last two minutes, then the public's addresses."""
        now = time.monotonic()
        with self._lock:
            self._forget(now)
            found = [Client(c.holder, c.address, c.last_seen, c.requests)
                     for c in self._clients.values()]
        return sorted(found, key=lambda c: (not c.holder, c.holder, c.address))
