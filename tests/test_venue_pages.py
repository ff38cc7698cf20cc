"""The venue server's pages under Starlette's test client (issue #39, points 2, 3 and 6):
logging in with a code, the session cookie, CSRF-protected forms, logging out, a revoked
code ending the session, every name escaped, no file ever served, and the wait a run of bad
codes costs.  The tournament is :func:`tests.venue_builders.event_file` (round 3 current;
player 3's name holds markup and quotes; deputy Dana has boards 1-3)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from types import SimpleNamespace

import pytest

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.server import venue as venue_module
from arbiter_app.server.auth import COOKIE
from arbiter_app.services.venue import ARBITER, DEPUTY, PLAYER, find_holder, revoke
from tests.venue_builders import HOSTILE_NAME, event_file
from tests.venue_client import served


@pytest.fixture
def path(tmp_path):
    return event_file(tmp_path)


@pytest.fixture
def s(path):
    with served(path) as it:
        yield it


def board_result(s, r: int, b: int) -> GameResult:
    return s.state()[0].round(r).games[b - 1].result


# -- logging in ----------------------------------------------------------------------------

def test_a_good_code_logs_in_with_a_safe_cookie(s):
    answer = s.login(s.code(DEPUTY, "Dana"))
    assert answer.headers["location"] == "/enter"
    cookie = answer.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    assert "HttpOnly" in cookie and "samesite=strict" in cookie.lower() and "Path=/" in cookie
    page = s.client.get("/enter")
    assert page.status_code == 200 and "Logged in: deputy Dana, boards 1-3" in page.text


def test_the_qr_codes_address_logs_in_too(s):
    code = s.code(PLAYER, 5)
    answer = s.client.get(f"/login?code={code.lower()}", follow_redirects=False)
    assert answer.status_code == 303 and answer.headers["location"] == "/enter"
    assert "Logged in: player 5 Player 05" in s.client.get("/enter").text


def test_a_bad_code_is_refused_and_gives_no_cookie(s):
    answer = s.client.post("/login", data={"code": "ZZZZZZZZZZ"}, follow_redirects=False)
    assert answer.status_code == 401
    assert "This code is not valid" in answer.text and "set-cookie" not in answer.headers
    assert s.venue.sessions == {}


def test_no_session_no_entry(s):
    for page in ("/enter", "/checkin"):
        answer = s.client.get(page, follow_redirects=False)
        assert (answer.status_code, answer.headers["location"]) == (303, "/login")
    before = s.state()
    answer = s.client.post("/enter", data={"round": "3", "board": "1", "result": "1-0"},
                           follow_redirects=False)
    assert answer.headers["location"] == "/login" and s.state() == before
    # a made-up session cookie is no session
    s.client.cookies.set(COOKIE, "made-up")
    assert s.client.get("/enter", follow_redirects=False).headers["location"] == "/login"


# -- the forms -------------------------------------------------------------------------------

def test_a_deputy_sees_his_boards_and_enters_with_one_tap(s):
    s.login(s.code(DEPUTY, "Dana"))
    page = s.client.get("/enter").text
    assert re.findall(r'id="b(\d+)"', page) == ["1", "2", "3"]
    answer = s.client.post("/enter", data={"csrf": s.csrf(), "round": "3", "board": "2",
                                           "result": "0-1"}, follow_redirects=False)
    # back to the page, at the board (whose message shows beside it)
    assert (answer.status_code, answer.headers["location"]) == (303, "/enter?board=2#b2")
    assert board_result(s, 3, 2) is GameResult.BLACK_WINS
    assert s.state()[1][-1].details.endswith("(by deputy Dana (boards 1-3))")
    assert s.changes == ["round 3 board 2: 0-1 (deputy Dana (boards 1-3))"]
    # the page it leads back to says so, once
    assert "Board 2: 0-1 recorded." in s.client.get(answer.headers["location"]).text
    assert "recorded." not in s.client.get("/enter").text
    # a board not his, sent by a changed form: refused, said on the page
    page = s.client.post("/enter", data={"csrf": s.csrf(), "round": "3", "board": "5",
                                         "result": "1-0"}).text
    assert board_result(s, 3, 5) is GameResult.PENDING
    assert "board 5 is not one of your boards (1-3)" in page


@pytest.mark.parametrize("csrf", [None, "", "wrong", "x" * 32])
def test_a_form_without_the_sessions_token_changes_nothing(s, csrf):
    s.login(s.code(DEPUTY, "Dana"))
    before = s.state()
    data = {"round": "3", "board": "1", "result": "1-0"}
    if csrf is not None:
        data["csrf"] = csrf
    answer = s.client.post("/enter", data=data, follow_redirects=False)
    assert answer.status_code == 403 and "This form is out of date" in answer.text
    answer = s.client.post("/checkin", data={k: v for k, v in (("csrf", csrf), ("player", "5"))
                                             if v is not None}, follow_redirects=False)
    assert answer.status_code == 303
    answer = s.client.post("/checkin", data={"absent": "yes", "csrf": csrf or ""},
                           follow_redirects=False)
    assert s.state() == before


def test_another_sessions_token_is_no_token(s, path):
    s.login(s.code(DEPUTY, "Dana"))
    theirs = s.csrf()
    s.client.cookies.clear()
    s.login(s.code(ARBITER))
    before = s.state()
    answer = s.client.post("/enter", data={"csrf": theirs, "round": "3", "board": "1",
                                           "result": "1-0"}, follow_redirects=False)
    assert answer.status_code == 403 and s.state() == before


def test_logging_out_ends_the_session(s):
    s.login(s.code(DEPUTY, "Dana"))
    token = s.client.cookies[COOKIE]
    answer = s.client.post("/logout", data={"csrf": s.csrf()}, follow_redirects=False)
    assert answer.status_code == 303 and answer.headers["location"] == "/"
    assert f'{COOKIE}=""' in answer.headers["set-cookie"] or "Max-Age=0" in answer.headers[
        "set-cookie"]
    assert s.venue.sessions == {}
    # the old cookie, sent again, is no session
    s.client.cookies.set(COOKIE, token)
    assert s.client.get("/enter", follow_redirects=False).headers["location"] == "/login"


def test_a_revoked_code_ends_its_session(s):
    s.login(s.code(DEPUTY, "Dana"))
    csrf = s.csrf()
    s.run(lambda svc: revoke(svc, find_holder(svc.tournament(), "deputy Dana")))
    before = s.state()
    answer = s.client.post("/enter", data={"csrf": csrf, "round": "3", "board": "1",
                                           "result": "1-0"}, follow_redirects=False)
    assert answer.headers["location"] == "/login" and s.state() == before
    assert s.client.get("/enter", follow_redirects=False).headers["location"] == "/login"
    assert s.venue.sessions == {}


def test_the_sessions_are_bounded(s, monkeypatch):
    # a code logging in again and again: the least recently used session ends
    monkeypatch.setattr(venue_module, "MAX_SESSIONS", 3)
    clock = iter(range(1000, 2000))
    monkeypatch.setattr(venue_module, "time", SimpleNamespace(monotonic=lambda: next(clock)))
    code = s.code(PLAYER, 5)
    first = s.venue.new_session(code, "10.0.0.1")
    made = [s.venue.new_session(code, "10.0.0.1") for _ in range(2)]
    s.venue.session(first.token)  # used again: kept
    newest = s.venue.new_session(code, "10.0.0.1")
    assert set(s.venue.sessions) == {first.token, made[1].token, newest.token}


def test_stopping_the_venue_ends_every_session(s):
    s.login(s.code(DEPUTY, "Dana"))
    assert len(s.venue.sessions) == 1
    s.venue.close()
    assert s.venue.sessions == {}
    assert s.client.get("/enter", follow_redirects=False).status_code == 503


def test_a_player_enters_his_board_and_checks_himself_in(s):
    s.login(s.code(PLAYER, 5))
    page = s.client.get("/enter").text
    assert "Round 3, board 2" in page
    # a win, a draw, a loss: nothing else is a player's to enter
    assert sorted(re.findall(r'name="result" value="([^"]+)"', page)) == ["0-1", "1-0", "1/2"]
    page = s.client.post("/enter", data={"csrf": s.csrf(), "round": "3", "board": "2",
                                         "result": "1-0"}).text
    assert "noted; it is recorded when your opponent enters the same result" in page
    assert "You entered 1-0; waiting for your opponent." in page
    page = s.client.post("/checkin", data={"csrf": s.csrf(), "player": "5",
                                           "present": "yes"}).text
    assert "You are checked in for round 4." in page
    # another player's check-in, by a changed form
    page = s.client.post("/checkin", data={"csrf": s.csrf(), "player": "6",
                                           "present": "yes"}).text
    assert "a player checks in himself only" in page
    t = s.state()[0]
    assert t.options["venue.checkin"] == "4:5"
    # a player has no check-in list
    assert s.client.get("/checkin", follow_redirects=False).headers["location"] == "/enter"


def test_the_arbiter_marks_those_not_checked_in_absent(s):
    s.login(s.code(ARBITER))
    for n in (1, 2, 3):
        s.client.post("/checkin", data={"csrf": s.csrf("/checkin"), "player": str(n),
                                        "present": "yes"})
    assert "Round 4: 3 checked in, 11 not yet" in s.client.get("/checkin").text
    page = s.client.post("/checkin", data={"csrf": s.csrf("/checkin"), "absent": "yes"}).text
    assert "Round 4: 11 players marked absent." in page
    assert s.state()[0].requested_byes[4] == {n: ByeKind.ZERO_POINT for n in range(4, 15)}


def test_a_deputy_cannot_mark_absent(s):
    s.login(s.code(DEPUTY, "Dana"))
    assert "not checked in absent" not in s.client.get("/checkin").text
    before = s.state()
    s.client.post("/checkin", data={"csrf": s.csrf("/checkin"), "absent": "yes"})
    assert s.state() == before


def test_a_form_in_another_encoding_is_no_form_not_an_error(s):
    files = {"code": ("code.txt", s.code(ARBITER).encode())}
    answer = s.client.post("/login", files=files, follow_redirects=False)
    assert answer.status_code == 200 and s.venue.sessions == {}
    s.login(s.code(DEPUTY, "Dana"))
    before = s.state()
    answer = s.client.post("/enter", files={"csrf": ("a", s.csrf().encode())},
                           data={"round": "3", "board": "1", "result": "1-0"},
                           follow_redirects=False)
    assert answer.status_code == 403 and s.state() == before
    # a thousand fields: no form of these pages
    answer = s.client.post("/enter", content="&".join(f"f{n}=1" for n in range(1000)),
                           headers={"Content-Type": "application/x-www-form-urlencoded"},
                           follow_redirects=False)
    assert answer.status_code == 403 and s.state() == before


# -- escaping --------------------------------------------------------------------------------

class Parsed(HTMLParser):
    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)


def assert_escaped(html: str, shown: bool = True) -> None:
    """No element comes from the name: the only script is the server's own; the name is
    text (and attribute values) exactly as typed."""
    assert "<script>alert" not in html and HOSTILE_NAME not in html
    parsed = Parsed(html)
    scripts = [attrs for tag, attrs in parsed.tags if tag == "script"]
    assert scripts == [{"src": "/live.js", "defer": None}]
    assert not any("alert" in name for attrs in (a for _t, a in parsed.tags) for name in attrs)
    if shown:
        assert HOSTILE_NAME in "".join(parsed.text)
    for _tag, attrs in parsed.tags:
        for value in attrs.values():
            if value and "brien" in value.lower():
                assert HOSTILE_NAME.lower() in value.lower()


@pytest.mark.parametrize("page", ["/", "/?round=1", "/names", "/standings", "/players",
                                  "/player/3", "/player/6"])
def test_every_public_page_escapes_the_name(s, page):
    answer = s.client.get(page)
    assert answer.status_code == 200
    assert_escaped(answer.text)


@pytest.mark.parametrize("who, page", [((ARBITER,), "/enter"), ((ARBITER,), "/checkin"),
                                       ((DEPUTY, "Dana"), "/enter"),
                                       ((DEPUTY, "Dana"), "/checkin"),
                                       ((PLAYER, 3), "/enter"), ((PLAYER, 6), "/enter")])
def test_every_logged_in_page_escapes_the_name(s, who, page):
    s.login(s.code(*who))
    answer = s.client.get(page)
    assert answer.status_code == 200
    assert_escaped(answer.text)


def test_the_arbiters_list_of_waiting_entries_escapes_nothing_away(s):
    s.login(s.code(PLAYER, 3))
    s.client.post("/enter", data={"csrf": s.csrf(), "round": "3", "board": "3",
                                  "result": "1/2"})
    s.client.cookies.clear()
    s.login(s.code(ARBITER))
    page = s.client.get("/enter").text
    assert "board 3: player 3 entered \u00bd-\u00bd" in page
    assert_escaped(page)


# -- never the file ----------------------------------------------------------------------------

@pytest.mark.parametrize("where", ["/t.arbiter", "/%2e%2e/t.arbiter", "/..%2ft.arbiter",
                                   "/%2e%2e%2ft.arbiter", "/static/t.arbiter",
                                   "/player/..%2f..%2ft.arbiter", "/t.arbiter-wal",
                                   "/style.css/t.arbiter", "/player/3/t.arbiter",
                                   "/api/round/3/../../t.arbiter", "/api/t.arbiter"])
def test_no_path_serves_the_file(s, path, where):
    answer = s.client.get(where)
    assert answer.status_code == 404
    assert b"SQLite format 3" not in answer.content


def test_an_unknown_player_page_is_404(s):
    answer = s.client.get("/player/99")
    assert answer.status_code == 404 and "There is no player 99." in answer.text
    assert s.client.get("/player/<b>x</b>").status_code == 404
    assert "<b>x" not in s.client.get("/player/<b>x</b>").text


# -- bad codes cost time ------------------------------------------------------------------------

def test_the_wait_after_bad_codes(s, monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(venue_module, "time", SimpleNamespace(monotonic=lambda: now[0]))
    v = s.venue
    # three bad codes from one address are free, then each waits twice as long as the one
    # before, from a quarter of a second to at most 8 seconds
    waits = []
    for _ in range(10):
        waits.append(v.wait_before_trying("10.0.0.7"))
        v.failed("10.0.0.7")
    assert waits == [0, 0, 0, 0.25, 0.5, 1, 2, 4, 8, 8]
    # another address does not pay for it
    assert v.wait_before_trying("10.0.0.8") == 0
    # bad codes are forgotten after ten minutes
    now[0] += 599
    assert v.wait_before_trying("10.0.0.7") == 8
    now[0] += 2
    assert v.wait_before_trying("10.0.0.7") == 0
    # a good code forgives the address
    for _ in range(5):
        v.failed("10.0.0.9")
    v.succeeded("10.0.0.9")
    assert v.wait_before_trying("10.0.0.9") == 0


def test_bad_codes_are_counted_from_the_api_and_the_login_page(s):
    s.post("/api/round/3/board/1/result", "AAAAAAAAAA", json={"result": "1-0"})
    s.client.post("/login", data={"code": "BBBBBBBBBB"})
    assert s.venue.wait_before_trying("testclient") == 0
    s.client.get("/login?code=CCCCCCCCCC")
    # the fourth try from the address waits a quarter of a second
    assert s.venue.wait_before_trying("testclient") == 0.25
    # no code at all is no guess
    s.post("/api/round/3/board/1/result", None, json={"result": "1-0"})
    assert s.venue.wait_before_trying("testclient") == 0.25
    # a good code (after its wait) forgives the address
    s.login(s.code(DEPUTY, "Dana"))
    assert s.venue.wait_before_trying("testclient") == 0
