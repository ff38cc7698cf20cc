"""The venue server's application under Starlette's test client, for the tests of its API
and pages (issue #39): :func:`served` opens a tournament file, names deputy Dana (boards
1-3) and serves it; what the server says changed is kept in ``changes``."""

from __future__ import annotations

import re
import warnings
from contextlib import contextmanager
from dataclasses import dataclass, field

from arbiter_app.services import TournamentService
from arbiter_app.services.venue import add_deputy, ensure_secret
from tests.venue_builders import code_of, state

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient


@dataclass
class Served:
    service: TournamentService
    venue: object
    client: TestClient
    changes: list[str] = field(default_factory=list)

    def code(self, role: str, who=None) -> str:
        return self.venue.call_sync(lambda: code_of(self.service, role, who))

    def state(self):
        """The tournament and its audit log, read on the writer thread."""
        return self.venue.call_sync(lambda: state(self.service))

    def run(self, fn):
        """``fn(service)`` on the writer thread (as the window's own changes run)."""
        return self.venue.call_sync(lambda: fn(self.service))

    def post(self, path: str, code: str | None = None, **kwargs):
        headers = kwargs.pop("headers", {})
        if code is not None:
            headers["Authorization"] = f"Bearer {code}"
        return self.client.post(path, headers=headers, **kwargs)

    def login(self, code: str):
        answer = self.client.post("/login", data={"code": code}, follow_redirects=False)
        assert answer.status_code == 303, answer.text
        return answer

    def csrf(self, page: str = "/enter") -> str:
        found = re.search(r'name="csrf" value="([^"]+)"', self.client.get(page).text)
        assert found, page
        return found.group(1)


@contextmanager
def served(path):
    from arbiter_app.server.app import create_app
    from arbiter_app.server.venue import Venue
    with TournamentService.open(path) as service:
        ensure_secret(service)
        add_deputy(service, "Dana", 1, 3)
        changes: list[str] = []
        venue = Venue(service, on_change=changes.append)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                client = TestClient(create_app(venue))
            yield Served(service, venue, client, changes)
        finally:
            venue.close()

