"""The venue server's ASGI application (issue #39): Starlette, served by uvicorn
(:mod:`.runner`).

Untrusted requests: a body over :data:`MAX_BODY` bytes is refused (413) before it is read;
only the routes of :mod:`.pages` and :mod:`.api` answer (no file and no path is ever
served); every answer tells the browser to run only the server's own script and style, to
show it in no frame and to send no referrer."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.responses import PlainTextResponse

from arbiter_app.server import api, pages
from arbiter_app.server.venue import Venue

#: the largest request body read (a result, a check-in, a log-in are a few dozen bytes)
MAX_BODY = 8 * 1024

_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"content-security-policy",
     b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
     b"connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"),
]


class Guard:
    """Refuses a body over :data:`MAX_BODY` (by its length, or as it streams in) and adds the
    safety headers to every answer."""

    def __init__(self, app, venue: Venue):
        self.app = app
        self.venue = venue

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        if self.venue.closing:
            return await PlainTextResponse("the venue server is stopping", 503)(
                scope, receive, send)
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return await PlainTextResponse("request too large", 413)(scope, receive, send)
        seen = 0

        async def limited():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > MAX_BODY:
                    raise _TooLarge
            return message

        async def secured(message):
            if message["type"] == "http.response.start":
                message = dict(message)
                message["headers"] = list(message.get("headers", [])) + _HEADERS
            await send(message)

        try:
            await self.app(scope, limited, secured)
        except _TooLarge:
            await PlainTextResponse("request too large", 413)(scope, receive, send)


class _TooLarge(Exception):
    pass


def create_app(venue: Venue) -> Starlette:
    app = Starlette(routes=pages.routes(venue) + api.routes(venue))
    app.state.venue = venue
    app.add_middleware(Guard, venue=venue)
    return app
