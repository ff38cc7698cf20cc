"""Who asks: a code in ``Authorization: Bearer CODE`` (the JSON API) or the session cookie
a page's log-in gave (the pages; their forms carry the session's CSRF token).

A bad code costs time: after :data:`~.venue.FREE_FAILURES` bad codes from one address, each
next try waits longer (up to :data:`~.venue.MAX_DELAY` seconds), so that codes cannot be
guessed at the speed of the network."""

from __future__ import annotations

import asyncio
import hmac
from urllib.parse import parse_qsl

from starlette.requests import Request

from arbiter_app.server.venue import Session, Venue
from arbiter_app.services.venue import Holder

COOKIE = "arbiter_session"


def address(request: Request) -> str:
    return request.client.host if request.client else "?"


def bearer(request: Request) -> str | None:
    """The code of an ``Authorization: Bearer CODE`` header (None: no such header)."""
    header = request.headers.get("authorization", "")
    scheme, _, code = header.partition(" ")
    if scheme.lower() != "bearer" or not code.strip():
        return None
    return code.strip()


async def check_code(venue: Venue, code: str, where: str, fresh: bool = True
                     ) -> Holder | None:
    """The holder of ``code``, after the wait its address's bad codes cost; a bad code is
    counted.  Not ``fresh``: for a change, which checks the code again as it is made
    (:meth:`Venue.call_as`)."""
    delay = venue.wait_before_trying(where)
    if delay:
        await asyncio.sleep(delay)
    holder = await venue.holder_of(code, fresh)
    if holder is None:
        venue.failed(where)
    else:
        venue.succeeded(where)
    return holder


async def session_holder(venue: Venue, request: Request, fresh: bool = True
                         ) -> tuple[Session | None, Holder | None]:
    """The page's session and its holder (None, None: not logged in, or the code was
    revoked since); ``fresh`` as :func:`check_code`'s."""
    session = venue.session(request.cookies.get(COOKIE))
    if session is None:
        return None, None
    holder = await venue.holder_of(session.code, fresh)
    if holder is None:  # revoked: the session ends
        venue.end_session(session.token)
        return None, None
    return session, holder


async def form_of(request: Request) -> dict[str, str]:
    """The fields of a page's form (``application/x-www-form-urlencoded``, as a browser
    sends a form without file; the body's size is already bounded by the application's
    guard).  Read here rather than by Starlette's ``request.form()``, which needs the
    python-multipart package for every kind of form; anything else is no form ({})."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/x-www-form-urlencoded":
        return {}
    body = (await request.body()).decode("utf-8", "replace")
    try:
        fields = parse_qsl(body, keep_blank_values=True, max_num_fields=50)
    except ValueError:  # too many fields: no form of these pages
        return {}
    found: dict[str, str] = {}
    for key, value in fields:
        found.setdefault(key, value)
    return found


def csrf_ok(session: Session, sent: str | None) -> bool:
    return bool(sent) and hmac.compare_digest(session.csrf.encode(), str(sent).encode())


def whole_number(text) -> int | None:
    """A number of a path, a query or a form (a round, a board, a player), else None."""
    text = str(text or "")
    return int(text) if text.isascii() and text.isdigit() and len(text) < 7 else None
