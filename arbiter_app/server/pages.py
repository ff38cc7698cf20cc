"""The venue's pages (issue #39): the public ones (the current round's pairings by board and
by name, the standings, the players and each player's card: the published site's documents,
in the tournament's document language) and, after logging in with a code, the result entry
and check-in pages of the arbiter, a deputy or a player.

Every page is made for a phone first and refreshes itself when the tournament changes
(:data:`~.assets.LIVE_SCRIPT`).  A public page is made once per change of the file and
shared (:attr:`Snapshot.cache`).  Every form carries the session's CSRF token; every name is
escaped by the documents' own cells (:func:`~arbiter_app.services.documents.page.cell`)."""

from __future__ import annotations

from html import escape

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from arbiter_app.engine.model import GameResult
from arbiter_app.i18n import tr, using
from arbiter_app.server.assets import LIVE_SCRIPT, STYLESHEET
from arbiter_app.server.auth import (COOKIE, address, check_code, csrf_ok, form_of,
                                     session_holder, whole_number)
from arbiter_app.server.venue import Revoked, Snapshot, Venue
from arbiter_app.services.documents import DocumentError, build_document
from arbiter_app.services.documents.cards import boards_of, card_body
from arbiter_app.services.documents.page import cell, web_page
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.venue import (ARBITER, PLAYER, check_in, checkin_state, enter_result,
                                        mark_missing_absent)
from arbiter_app.services.venue.entries import (DISPUTED, PLAYER_RESULTS, RECORDED, WAITING,
                                                board_of, claims, waiting_claims)

#: the results on a deputy's buttons, then those under "Other results"
MAIN_RESULTS = ("1-0", "1/2", "0-1")
OTHER_RESULTS = ("+-", "-+", "--", "1/2-0", "0-1/2", "0-0", "W-L", "L-W", "D-D")
_SHOWN = {"1/2": "\u00bd-\u00bd", "1/2-0": "\u00bd-0", "0-1/2": "0-\u00bd"}


def shown(value: str) -> str:
    return _SHOWN.get(value, value)


def card_href(number: int) -> str:
    return f"/player/{number}"


def _page(snap: Snapshot, what: str, body: str, logged_in: bool, place: str = "") -> str:
    t = snap.tournament
    nav = [(tr("Pairings"), "/"), (tr("By name"), "/names"), (tr("Standings"), "/standings"),
           (tr("Players"), "/players"),
           (tr("Enter results"), "/enter") if logged_in else (tr("Log in"), "/login")]
    head = (f'<meta name="generation" content="{snap.generation}">'
            '<script src="/live.js" defer></script>')
    stamp = tr("Live: this page follows the tournament as the arbiter enters it.")
    return web_page(t.info.name or tr("Tournament"), what, place, body, nav, stamp,
                    stylesheet="/style.css", head=head)


def _public_body(snap: Snapshot, kind: str, round_no: int | None, number: int | None
                 ) -> tuple[str, str, str]:
    """(what the page is, where, its body) of a public page."""
    t = snap.tournament
    if kind == "card":
        key = ("hist",)
        if key not in snap.cache:
            from arbiter_app.engine.history import histories
            snap.cache[key] = (histories(t), boards_of(t))
        hist, boards = snap.cache[key]
        return (tr("Player card: {name}", name=t.players[number].name), "",
                card_body(t, number, hist, boards, card_href))
    if kind in ("pairings", "alphabetical") and not t.rounds_played:
        doc = build_document(t, snap.tiebreaks, "ranking", card_href=card_href,
                             language=snap.language)
        note = f'<p>{cell(tr("Round 1 is not paired yet."))}</p>'
        return doc.title, doc.place, note + doc.body
    how = {"card_href": card_href} if kind != "pairings" else {}
    doc = build_document(t, snap.tiebreaks, kind, round_no, language=snap.language, **how)
    if kind == "pairings":  # on a phone: board, white, result, black (assets.FORMS)
        return doc.title, doc.place, f'<div class="by-board">{doc.body}</div>'
    return doc.title, doc.place, doc.body


async def _public(venue: Venue, request: Request, kind: str, round_no: int | None = None,
                  number: int | None = None) -> Response:
    snap = await venue.snapshot()
    venue.seen(None, address(request))
    _session, holder = await session_holder(venue, request)
    key = (kind, round_no, number)
    with using(snap.language):
        if key not in snap.cache:
            try:
                snap.cache[key] = await run_in_threadpool(_in, snap.language, _public_body,
                                                          snap, kind, round_no, number)
            except DocumentError as exc:
                return HTMLResponse(_page(snap, tr("Not found"), f"<p>{cell(str(exc))}</p>",
                                          holder is not None), status_code=404)
        what, place, body = snap.cache[key]
        return HTMLResponse(_page(snap, what, body, holder is not None, place))


def _in(language, fn, *args):
    with using(language):
        return fn(*args)


def _revoked(venue: Venue, session) -> Response:
    """The session's code was revoked as its change was being made: nothing was changed,
    the session ends."""
    venue.end_session(session.token)
    return RedirectResponse("/login", status_code=303)


def routes(venue: Venue):
    async def index(request: Request):
        r = whole_number(request.query_params.get("round"))
        snap = await venue.snapshot()
        if r is not None and not 1 <= r <= snap.tournament.rounds_played:
            r = None
        return await _public(venue, request, "pairings", r)

    async def names(request: Request):
        return await _public(venue, request, "alphabetical")

    async def standings(request: Request):
        return await _public(venue, request, "standings")

    async def players(request: Request):
        return await _public(venue, request, "ranking")

    async def player(request: Request):
        n = whole_number(request.path_params["number"])
        snap = await venue.snapshot()
        if n is None or n not in snap.tournament.players:
            with using(snap.language):
                return HTMLResponse(_page(snap, tr("Not found"), "<p>" + cell(tr(
                    "There is no player {number}.", number=request.path_params["number"][:8]))
                    + "</p>", False), status_code=404)
        return await _public(venue, request, "card", number=n)

    async def style(request: Request):
        return Response(STYLESHEET, media_type="text/css",
                        headers={"Cache-Control": "max-age=300"})

    async def live(request: Request):
        return Response(LIVE_SCRIPT, media_type="text/javascript",
                        headers={"Cache-Control": "max-age=300"})

    # -- logging in ------------------------------------------------------------------------
    async def login(request: Request):
        snap = await venue.snapshot()
        with using(snap.language):
            code = ""
            if request.method == "POST":
                form = await form_of(request)
                code = str(form.get("code", ""))[:64]
            else:
                code = str(request.query_params.get("code", ""))[:64]
            error = ""
            if code:
                holder = await check_code(venue, code, address(request))
                if holder is not None:
                    session = venue.new_session(code, address(request))
                    venue.seen(holder, address(request))
                    response = RedirectResponse("/enter", status_code=303)
                    response.set_cookie(COOKIE, session.token, httponly=True, samesite="strict",
                                        max_age=12 * 3600)
                    return response
                error = tr("This code is not valid (mistyped, or revoked). Ask the arbiter.")
            body = (f'<p class="flash error">{cell(error)}</p>' if error else "") + (
                f'<form method="post" action="/login"><p><label for="code">'
                f'{cell(tr("Your code"))}</label><br><input type="text" id="code" name="code" '
                'autocomplete="off" autocapitalize="characters" spellcheck="false" '
                f'maxlength="40" autofocus> <input type="submit" value="{escape(tr("Log in"))}">'
                f'</p></form><p>{cell(tr("The arbiter gives a code to each deputy and each player; the QR code on it opens this page already logged in."))}</p>')
            return HTMLResponse(_page(snap, tr("Log in"), body, False),
                                status_code=401 if error else 200)

    async def logout(request: Request):
        session, _holder = await session_holder(venue, request)
        if session is not None:
            form = await form_of(request)
            if csrf_ok(session, form.get("csrf")):
                venue.end_session(session.token)
        response = RedirectResponse("/", status_code=303)
        response.delete_cookie(COOKIE)
        return response

    # -- result entry ----------------------------------------------------------------------
    async def enter(request: Request):
        session, holder = await session_holder(venue, request)
        if holder is None:
            return RedirectResponse("/login", status_code=303)
        venue.seen(holder, address(request))
        snap = await venue.snapshot()
        with using(snap.language):
            flash, session.flash = _flash(session.flash), ""
            body = _who(holder, session)
            at = whole_number(request.query_params.get("board"))
            if holder.role == PLAYER:
                body += flash + _player_part(snap, holder, session)
            else:  # the flash beside the board it is about, where the deputy looks
                body += _boards_part(snap, holder, session, flash, at)
            return HTMLResponse(_page(snap, tr("Enter results"), body, True))

    async def enter_post(request: Request):
        session, holder = await session_holder(venue, request, fresh=False)
        if holder is None:
            return RedirectResponse("/login", status_code=303)
        form = await form_of(request)
        snap = await venue.recent()
        with using(snap.language):
            if not csrf_ok(session, form.get("csrf")):
                return HTMLResponse(_page(snap, tr("Enter results"), "<p>" + cell(tr(
                    "This form is out of date; open the page again.")) + "</p>", True),
                    status_code=403)
            r, b = whole_number(form.get("round")), whole_number(form.get("board"))
            try:
                result = GameResult.parse(str(form.get("result", "")))
            except ValueError:
                result = None
            if r is None or b is None or result is None:
                session.flash = "!" + tr("no result was entered")
                return RedirectResponse("/enter", status_code=303)
            language = snap.language
            try:
                entry = await venue.call_as(holder, session.code, lambda h: enter_result(
                    venue.service, h, r, b, result, False), language)
            except Revoked:
                return _revoked(venue, session)
            except ServiceError as exc:
                session.flash = "!" + str(exc)
            else:
                session.flash = {
                    RECORDED: tr("Board {board}: {result} recorded.", board=b,
                                 result=shown(result.value)),
                    WAITING: tr("Board {board}: {result} noted; it is recorded when your "
                                "opponent enters the same result.", board=b,
                                result=shown(result.value)),
                    DISPUTED: tr("Board {board}: your opponent entered another result; the "
                                 "arbiter decides.", board=b),
                }.get(entry.status, tr("Board {board} already has {result}.", board=b,
                                       result=shown(result.value)))
                if entry.status == RECORDED:
                    venue.changed(f"round {r} board {b}: {result.value} ({holder.actor})")
        return RedirectResponse(f"/enter?board={b}#b{b}", status_code=303)

    # -- check-in --------------------------------------------------------------------------
    async def checkin_page(request: Request):
        session, holder = await session_holder(venue, request)
        if holder is None:
            return RedirectResponse("/login", status_code=303)
        if holder.role == PLAYER:
            return RedirectResponse("/enter", status_code=303)
        venue.seen(holder, address(request))
        snap = await venue.snapshot()
        with using(snap.language):
            flash, session.flash = _flash(session.flash), ""
            body = _who(holder, session) + _checkin_part(
                snap, holder, session, flash, whole_number(request.query_params.get("player")))
            return HTMLResponse(_page(snap, tr("Check-in"), body, True))

    async def checkin_post(request: Request):
        session, holder = await session_holder(venue, request, fresh=False)
        if holder is None:
            return RedirectResponse("/login", status_code=303)
        form = await form_of(request)
        snap = await venue.recent()
        back = "/enter" if holder.role == PLAYER else "/checkin"
        with using(snap.language):
            if not csrf_ok(session, form.get("csrf")):
                session.flash = "!" + tr("This form is out of date; open the page again.")
                return RedirectResponse(back, status_code=303)
            n = whole_number(form.get("player"))
            present = form.get("present") != "no"
            language = snap.language
            if form.get("absent") == "yes" and holder.role == ARBITER:
                try:
                    r, numbers = await venue.call_as(holder, session.code, lambda h: (
                        mark_missing_absent(venue.service, h.actor)), language)
                except Revoked:
                    return _revoked(venue, session)
                except ServiceError as exc:
                    session.flash = "!" + str(exc)
                else:
                    session.flash = tr("Round {round}: {count} players marked absent.",
                                       round=r, count=len(numbers))
                    venue.changed(f"round {r}: {len(numbers)} absent, not checked in "
                                  f"({holder.actor})")
                return RedirectResponse(back, status_code=303)
            if n is None:
                return RedirectResponse(back, status_code=303)
            try:
                await venue.call_as(holder, session.code, lambda h: check_in(
                    venue.service, h, n, present), language)
            except Revoked:
                return _revoked(venue, session)
            except ServiceError as exc:
                session.flash = "!" + str(exc)
            else:
                session.flash = (tr("Player {number} checked in.", number=n) if present
                                 else tr("Player {number}: check-in taken back.", number=n))
                venue.changed(f"check-in: {n} {'present' if present else 'taken back'} "
                              f"({holder.actor})")
        return RedirectResponse(back + (f"?player={n}#p{n}" if back == "/checkin" else ""),
                                status_code=303)

    return [Route("/", index), Route("/names", names), Route("/standings", standings),
            Route("/players", players), Route("/player/{number}", player),
            Route("/style.css", style), Route("/live.js", live),
            Route("/login", login, methods=["GET", "POST"]),
            Route("/logout", logout, methods=["POST"]),
            Route("/enter", enter), Route("/enter", enter_post, methods=["POST"]),
            Route("/checkin", checkin_page), Route("/checkin", checkin_post, methods=["POST"])]


# -- the parts of the pages ------------------------------------------------------------------

_CHOSEN = ' class="chosen"'


def _csrf(session) -> str:
    return f'<input type="hidden" name="csrf" value="{escape(session.csrf)}">'


def _flash(text: str) -> str:
    """A message of the last action ("!" first: a refusal)."""
    if not text:
        return ""
    kind = " error" if text.startswith("!") else ""
    return f'<p class="flash{kind}" role="status">{cell(text.lstrip("!"))}</p>'


def _who(holder, session) -> str:
    links = ""
    if holder.role != PLAYER:
        links = (f'<a class="button" href="/enter">{cell(tr("Results"))}</a>'
                 f'<a class="button" href="/checkin">{cell(tr("Check-in"))}</a>')
    return (f'<div class="who"><span>{cell(tr("Logged in: {who}", who=holder.shown()))}'
            f'</span>{links}<form class="inline" method="post" action="/logout">'
            f'{_csrf(session)}<button type="submit">{cell(tr("Log out"))}</button></form></div>')


def _name(t, n) -> str:
    p = t.players.get(n)
    return f"{p.name} ({n})" if p else str(n)


def _result_form(r: int, b: int, session, results, chosen: str, kind: str = "main") -> str:
    buttons = "".join(
        f'<button type="submit" name="result" value="{escape(v)}"'
        f'{_CHOSEN if v == chosen else ""}>{escape(shown(v))}</button>'
        for v in results)
    return (f'<form class="results {kind}" method="post" action="/enter">{_csrf(session)}'
            f'<input type="hidden" name="round" value="{r}">'
            f'<input type="hidden" name="board" value="{b}">{buttons}</form>')


def _boards_part(snap: Snapshot, holder, session, flash: str = "", at: int | None = None
                 ) -> str:
    t = snap.tournament
    r = t.rounds_played
    if not r:
        return f'<p>{cell(tr("Round 1 is not paired yet."))}</p>'
    games = t.round(r).games
    mine = [(b, g) for b, g in enumerate(games, start=1) if holder.covers(b)]
    done = sum(1 for _b, g in mine if g.result.is_known)
    top = ""
    if flash and not any(b == at for b, _g in mine):  # about no board shown: at the top
        top, flash = flash, ""
    parts = [top, f'<h3>{cell(tr("Round {round}: {done} of {total} results", round=r, done=done, total=len(mine)))}</h3>']
    if holder.role == ARBITER:
        waiting = waiting_claims(t)
        if waiting:
            items = "".join(f"<li>{cell(tr('board {board}: player {number} entered {result}', board=c.board, number=c.player, result=shown(c.result.value)))}</li>" for c in waiting)
            heading = cell(tr("The players' entries waiting"))
            parts.append(f"<h3>{heading}</h3><ul>{items}</ul>")
    parts.append(f'<p><input type="search" id="find" placeholder="{escape(tr("Board or name"))}"'
                 f' aria-label="{escape(tr("Board or name"))}"></p>')
    for b, g in mine:
        value = "" if g.result is GameResult.PENDING else g.result.value
        find = f"{b} {_name(t, g.white)} {_name(t, g.black)}".lower()
        current = (f'<span class="result">{escape(shown(value))}</span>' if value
                   else "")
        parts.append(
            f'<div class="board" id="b{b}" data-find="{escape(find)}"><p>'
            f'<b>{cell(tr("Board {board}", board=b))}</b>: {cell(_name(t, g.white))} \u2013 '
            f'{cell(_name(t, g.black))}{current}</p>' + (flash if b == at else "")
            + _result_form(r, b, session, MAIN_RESULTS, value)
            + f'<details><summary>{cell(tr("Other results"))}</summary>'
            + _result_form(r, b, session, OTHER_RESULTS, value, "other") + "</details></div>")
    return "".join(parts)


def _player_part(snap: Snapshot, holder, session) -> str:
    t = snap.tournament
    r = t.rounds_played
    parts = []
    b = board_of(t, r, holder.player) if r else None
    if r and b is None:
        parts.append(f'<p>{cell(tr("You have no board in round {round}.", round=r))}</p>')
    elif b is not None:
        g = t.round(r).games[b - 1]
        value = "" if g.result is GameResult.PENDING else g.result.value
        mine = next((c.result.value for c in claims(t.options) if c.round_no == r
                     and c.board == b and c.player == holder.player), "")
        colour = (tr("You have White: 1-0 is your win, 0-1 your loss.")
                  if g.white == holder.player
                  else tr("You have Black: 0-1 is your win, 1-0 your loss."))
        parts.append(f'<h3>{cell(tr("Round {round}, board {board}", round=r, board=b))}</h3>'
                     f'<p>{cell(_name(t, g.white))} \u2013 {cell(_name(t, g.black))}</p>'
                     f'<p class="who">{cell(colour)}</p>')
        if value:
            parts.append(f'<p>{cell(tr("Result: {result}", result=shown(value)))}</p>')
        else:
            if mine:
                parts.append(f'<p>{cell(tr("You entered {result}; waiting for your opponent.", result=shown(mine)))}</p>')
            allowed = {v.value for v in PLAYER_RESULTS}
            parts.append(_result_form(r, b, session, [v for v in MAIN_RESULTS if v in allowed],
                                      mine))
    state = checkin_state(t)
    if state.round_no:
        here = holder.player in state.present
        text = (tr("You are checked in for round {round}.", round=state.round_no) if here
                else tr("Check in for round {round}:", round=state.round_no))
        button = tr("Take back") if here else tr("I am here")
        parts.append(f'<h3>{cell(tr("Check-in"))}</h3><form method="post" action="/checkin">'
                     f'{_csrf(session)}<input type="hidden" name="player" '
                     f'value="{holder.player}"><input type="hidden" name="present" '
                     f'value="{"no" if here else "yes"}"><p>{cell(text)} '
                     f'<button type="submit">{cell(button)}</button></p></form>')
    return "".join(parts)


def _checkin_part(snap: Snapshot, holder, session, flash: str = "", at: int | None = None
                  ) -> str:
    t = snap.tournament
    state = checkin_state(t)
    if not state.round_no:
        return flash + f'<p>{cell(tr("Every round is paired."))}</p>'
    top = ""
    if flash and at not in state.missing + state.present:  # about no one listed: at the top
        top, flash = flash, ""
    parts = [top, f'<h3>{cell(tr("Round {round}: {present} checked in, {missing} not yet", round=state.round_no, present=len(state.present), missing=len(state.missing)))}</h3>']
    if holder.role == ARBITER and state.missing:  # many players at once: behind one more tap
        parts.append(f'<details class="danger"><summary>{cell(tr("Mark absent…"))}</summary>'
                     f'<form method="post" action="/checkin">{_csrf(session)}'
                     '<input type="hidden" name="absent" value="yes"><p>' + cell(tr(
                         "Not paired in round {round}, a zero-point bye each.",
                         round=state.round_no)) + '</p><p><button class="danger" '
                     f'type="submit">{cell(tr("Mark the {count} not checked in absent for round {round}", count=len(state.missing), round=state.round_no))}</button></p></form></details>')
    parts.append(f'<p><input type="search" id="find" placeholder="{escape(tr("Number or name"))}"'
                 f' aria-label="{escape(tr("Number or name"))}"></p>')
    present = set(state.present)
    for n in state.missing + state.present:
        here = n in present
        find = _name(t, n).lower()
        parts.append(
            f'<div class="board" id="p{n}" data-find="{escape(find)}"><form class="row" '
            f'method="post" action="/checkin">{_csrf(session)}<input type="hidden" '
            f'name="player" value="{n}"><input type="hidden" name="present" '
            f'value="{"no" if here else "yes"}"><span>{cell(_name(t, n))}</span>'
            f'<button type="submit"{_CHOSEN if here else ""}>'
            f'{cell(tr("Here") if here else tr("Check in"))}</button></form>'
            f'{flash if n == at else ""}</div>')
    return "".join(parts)
