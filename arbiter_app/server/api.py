"""The JSON API (issue #39): ``GET /api/round/{r}``, ``POST /api/round/{r}/board/{b}/result``,
the check-in and the page's live refresh.  A change takes ``Authorization: Bearer CODE``.

Answers: 200 done (``status``: recorded, unchanged, waiting for the opponent's entry,
disputed); 400 a request that is no entry; 401 no code, or not a valid one; 403 not the
holder's to do; 404 no such round, board or player; 409 the board has another result (only
the arbiter changes it), or the change needs the arbiter's confirmation (``"confirm":
true``, the arbiter's code only); 413 too large."""

from __future__ import annotations

import json

from starlette.requests import Request
from starlette.responses import JSONResponse

from arbiter_app.engine.model import RESULT_SPELLINGS as _SPELLINGS
from arbiter_app.engine.model import GameResult
from arbiter_app.i18n import tr, using
from arbiter_app.server.auth import address, bearer, check_code, whole_number
from arbiter_app.server.venue import Revoked, Venue
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.venue import (ARBITER, PLAYER, Conflict, NotAllowed, NotFound,
                                        check_in, checkin_state, enter_result,
                                        mark_missing_absent)
from arbiter_app.services.venue.entries import waiting_claims


def error(status: int, message: str, **more) -> JSONResponse:
    headers = {"WWW-Authenticate": 'Bearer realm="arbiter"'} if status == 401 else None
    return JSONResponse({"error": message, **more}, status_code=status, headers=headers)


def revoked() -> JSONResponse:
    return error(401, tr("this code is not valid (mistyped, or revoked)"))


def refusal(exc: ServiceError) -> JSONResponse:
    if isinstance(exc, NotAllowed):
        return error(403, str(exc))
    if isinstance(exc, NotFound):
        return error(404, str(exc))
    if isinstance(exc, Conflict):
        return error(409, str(exc), needs_confirmation=exc.needs_confirmation)
    return error(409, str(exc))


def player_json(t, number: int | None) -> dict | None:
    if number is None:
        return None
    p = t.players.get(number)
    return {"number": number, "name": p.name if p else "", "rating": p.rating if p else 0}


def round_json(t, round_no: int) -> dict:
    rnd = t.round(round_no)
    boards = [{"board": b, "white": player_json(t, g.white), "black": player_json(t, g.black),
               "result": "" if g.result is GameResult.PENDING else g.result.value}
              for b, g in enumerate(rnd.games, start=1)]
    byes = [{"player": player_json(t, n), "bye": kind.value}
            for n, kind in sorted(rnd.byes.items())]
    return {"round": round_no, "date": rnd.date or "", "boards": boards, "byes": byes}


async def read_body(request: Request) -> dict | None:
    try:
        data = json.loads(await request.body() or b"{}")
    except (ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


async def authorised(venue: Venue, request: Request, fresh: bool = True):
    """The holder of the request's code, or the answer refusing it; not ``fresh``: for a
    change, made by :meth:`Venue.call_as` (which checks the code again as it is made)."""
    code = bearer(request)
    if code is None:
        return None, error(401, tr("a code is needed: Authorization: Bearer CODE"))
    holder = await check_code(venue, code, address(request), fresh)
    if holder is None:
        return None, revoked()
    venue.seen(holder, address(request))
    return holder, None


async def change(venue: Venue, request: Request, holder, language, fn):
    """(``fn(holder)`` run on the writer thread with the code checked again there, None),
    or (None, the answer refusing it)."""
    try:
        return await venue.call_as(holder, bearer(request), fn, language), None
    except ServiceError as exc:
        return None, refusal(exc)
    except Revoked:
        return None, revoked()


def with_code(venue: Venue, *, changes: bool = False):
    """A handler taking ``(request, snapshot, holder)``: called in the tournament's language
    once the request's code is found valid (else answered 401).  ``changes``: the handler
    changes the file, whose code :func:`change` checks again on the writer thread (the
    snapshot need not be read again first)."""
    def wrap(handler):
        async def run(request: Request):
            snap = await (venue.recent() if changes else venue.snapshot())
            with using(snap.language):
                holder, refused = await authorised(venue, request, fresh=not changes)
                if refused:
                    return refused
                return await handler(request, snap, holder)
        return run
    return wrap


def routes(venue: Venue):
    async def version(request: Request):
        snap = await venue.snapshot()
        return JSONResponse({"generation": snap.generation,
                             "round": snap.tournament.rounds_played},
                            headers={"Cache-Control": "no-store"})

    async def get_round(request: Request):
        snap = await venue.snapshot()
        venue.seen(None, address(request))
        with using(snap.language):
            r = whole_number(request.path_params["round"])
            t = snap.tournament
            if r is None or not 1 <= r <= t.rounds_played:
                return error(404, tr("round {round_no} is not paired",
                                     round_no=request.path_params["round"]))
            return JSONResponse(round_json(t, r))

    @with_code(venue, changes=True)
    async def post_result(request: Request, snap, holder):
        r, b = whole_number(request.path_params["round"]), whole_number(request.path_params["board"])
        data = await read_body(request)
        if data is None or not isinstance(data.get("result"), str) or r is None or b is None:
            return error(400, tr("send {example} (one of {accepted})",
                                 example='{"result": "1-0"}',
                                 accepted=", ".join(_SPELLINGS)))
        try:
            result = GameResult.parse(data["result"])
        except ValueError:
            result = GameResult.PENDING
        if result is GameResult.PENDING:  # "*" or "": no result either
            return error(400, tr("unknown result {result!r}; use one of {accepted}",
                                 result=data["result"][:20], accepted=", ".join(_SPELLINGS)))
        confirm = data.get("confirm") is True and holder.role == ARBITER
        entry, refused = await change(venue, request, holder, snap.language, lambda h: (
            enter_result(venue.service, h, r, b, result, confirm)))
        if refused:
            return refused
        if entry.status == "recorded":
            venue.changed(f"round {r} board {b}: {result.value} ({holder.actor})")
        return JSONResponse({"round": r, "board": b, "result": entry.result.value,
                             "previous": "" if entry.previous is GameResult.PENDING
                             else entry.previous.value, "status": entry.status})

    @with_code(venue)
    async def get_checkin(request: Request, snap, holder):
        if holder.role == PLAYER:
            return error(403, tr("the check-in list is the arbiter's and the deputies'"))
        state = checkin_state(snap.tournament)
        return JSONResponse({"round": state.round_no, "present": list(state.present),
                             "missing": list(state.missing),
                             "excused": list(state.excused)})

    @with_code(venue, changes=True)
    async def post_checkin(request: Request, snap, holder):
        n = whole_number(request.path_params["player"])
        data = await read_body(request)
        if n is None or data is None:
            return error(400, tr("send {present} or {absent}", present='{"present": true}',
                                 absent='{"present": false}'))
        present = data.get("present", True) is not False
        state, refused = await change(venue, request, holder, snap.language, lambda h: (
            check_in(venue.service, h, n, present)))
        if refused:
            return refused
        venue.changed(f"check-in round {state.round_no}: {n} "
                      f"{'present' if present else 'taken back'} ({holder.actor})")
        return JSONResponse({"round": state.round_no, "player": n,
                             "present": n in state.present})

    @with_code(venue, changes=True)
    async def post_absent(request: Request, snap, holder):
        if holder.role != ARBITER:
            return error(403, tr("only the arbiter marks players absent"))
        done, refused = await change(venue, request, holder, snap.language, lambda h: (
            mark_missing_absent(venue.service, h.actor)))
        if refused:
            return refused
        r, numbers = done
        venue.changed(f"round {r}: {len(numbers)} absent, not checked in ({holder.actor})")
        return JSONResponse({"round": r, "absent": numbers})

    @with_code(venue)
    async def get_entries(request: Request, snap, holder):
        if holder.role != ARBITER:
            return error(403, tr("the players' entries are the arbiter's to see"))
        return JSONResponse({"entries": [
            {"round": c.round_no, "board": c.board, "player": c.player,
             "result": c.result.value} for c in waiting_claims(snap.tournament)]})

    @with_code(venue)
    async def me(request: Request, snap, holder):
        return JSONResponse({"role": holder.role, "name": holder.name,
                             "boards": holder.boards, "player": holder.player or None})

    from starlette.routing import Route
    return [Route("/api/version", version),
            Route("/api/round/{round}", get_round),
            Route("/api/round/{round}/board/{board}/result", post_result, methods=["POST"]),
            Route("/api/checkin", get_checkin),
            Route("/api/checkin/{player}", post_checkin, methods=["POST"]),
            Route("/api/absent", post_absent, methods=["POST"]),
            Route("/api/entries", get_entries),
            Route("/api/me", me)]
