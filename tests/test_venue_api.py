"""The venue server's JSON API end to end under Starlette's test client (issue #39, points
4-7): reading a round, entering results with the arbiter's, a deputy's and the players'
codes, and every refusal -- which changes nothing in the file.

The tournament is :func:`tests.venue_builders.event_file`: round 3 current, boards 1-4,
5-2, 3-6, 7-9, 11-8, 10-12; 13 has the pairing bye, 14 is absent; deputy Dana has boards
1-3.  Player n's rating is 2400 - 10 (n - 1)."""

from __future__ import annotations

import json

import pytest

from arbiter_app.engine.model import RESULT_SPELLINGS, ByeKind, GameResult
from arbiter_app.services.venue import ARBITER, DEPUTY, PLAYER, find_holder, revoke
from tests.venue_builders import HOSTILE_NAME, event_file
from tests.venue_client import served

RESULT = "/api/round/{r}/board/{b}/result"


@pytest.fixture
def s(tmp_path):
    with served(event_file(tmp_path)) as it:
        yield it


def p(n: int) -> dict:
    return {"number": n, "name": HOSTILE_NAME if n == 3 else f"Player {n:02d}",
            "rating": 2400 - 10 * (n - 1)}


def refused(s, status, path, code=None, **kwargs):
    """The POST is answered ``status`` and the file is as it was."""
    before = s.state()
    answer = s.post(path, code, **kwargs)
    assert answer.status_code == status, answer.text
    assert s.state() == before
    return answer


# -- reading -------------------------------------------------------------------------------

def test_a_round_with_its_boards_players_results_and_byes(s):
    answer = s.client.get("/api/round/3")
    assert answer.status_code == 200
    assert answer.json() == {"round": 3, "date": "", "boards": [
        {"board": 1, "white": p(1), "black": p(4), "result": ""},
        {"board": 2, "white": p(5), "black": p(2), "result": ""},
        {"board": 3, "white": p(3), "black": p(6), "result": ""},
        {"board": 4, "white": p(7), "black": p(9), "result": ""},
        {"board": 5, "white": p(11), "black": p(8), "result": ""},
        {"board": 6, "white": p(10), "black": p(12), "result": ""}],
        "byes": [{"player": p(13), "bye": "U"}, {"player": p(14), "bye": "Z"}]}


def test_the_results_of_earlier_rounds(s):
    assert [b["result"] for b in s.client.get("/api/round/1").json()["boards"]] == [
        "1-0", "0-1", "1/2", "0-1", "1-0", "0-1", "1-0"]
    assert [b["result"] for b in s.client.get("/api/round/2").json()["boards"]] == [
        "1/2", "1-0", "0-1", "1-0", "1/2", "?", "0-1"]


@pytest.mark.parametrize("r", ["0", "4", "99", "x", "-1", "9" * 30])
def test_a_round_not_paired_is_not_found(s, r):
    answer = s.client.get(f"/api/round/{r}")
    assert answer.status_code == 404 and "is not paired" in answer.json()["error"]


# -- who may -------------------------------------------------------------------------------

def test_no_code_is_401_with_the_scheme_to_use(s):
    for headers in ({}, {"Authorization": "Basic YWRtaW46YWRtaW4="}, {"Authorization": "Bearer "}):
        answer = refused(s, 401, RESULT.format(r=3, b=1), json={"result": "1-0"},
                         headers=headers)
        assert answer.headers["www-authenticate"] == 'Bearer realm="arbiter"'
        assert "a code is needed" in answer.json()["error"]


def test_a_wrong_code_is_401(s):
    for code in ("AAAAAAAAAA", "!!!"):
        answer = refused(s, 401, RESULT.format(r=3, b=1), code, json={"result": "1-0"})
        assert answer.headers["www-authenticate"] == 'Bearer realm="arbiter"'
        assert "this code is not valid" in answer.json()["error"]


def test_a_revoked_code_is_401_and_the_new_one_works(s):
    old = s.code(DEPUTY, "Dana")
    assert s.post(RESULT.format(r=3, b=1), old, json={"result": "1-0"}).status_code == 200
    new = s.run(lambda svc: revoke(svc, find_holder(svc.tournament(), "deputy Dana")))
    refused(s, 401, RESULT.format(r=3, b=2), old, json={"result": "1-0"})
    answer = s.post(RESULT.format(r=3, b=2), new, json={"result": "1-0"})
    assert answer.status_code == 200 and answer.json()["status"] == "recorded"


def test_a_code_typed_in_lower_case_with_dashes_works(s):
    code = s.code(DEPUTY, "Dana")
    typed = code[:5].lower() + "-" + code[5:].lower()
    assert s.post(RESULT.format(r=3, b=1), typed, json={"result": "1/2"}).status_code == 200


def test_a_board_outside_the_deputys_is_403(s):
    dana = s.code(DEPUTY, "Dana")
    answer = refused(s, 403, RESULT.format(r=3, b=4), dana, json={"result": "1-0"})
    assert answer.json()["error"] == "board 4 is not one of your boards (1-3)"
    refused(s, 403, RESULT.format(r=2, b=1), dana, json={"result": "1-0"})


def test_another_players_board_is_403(s):
    answer = refused(s, 403, RESULT.format(r=3, b=2), s.code(PLAYER, 1), json={"result": "1-0"})
    assert answer.json()["error"] == "board 2 is not your board"
    # his own board, a forfeit: the arbiter's decision
    refused(s, 403, RESULT.format(r=3, b=1), s.code(PLAYER, 1), json={"result": "+-"})


def test_a_different_result_is_409_for_a_deputy_not_for_the_arbiter(s):
    arbiter, dana = s.code(ARBITER), s.code(DEPUTY, "Dana")
    assert s.post(RESULT.format(r=3, b=2), dana, json={"result": "1-0"}).json() == {
        "round": 3, "board": 2, "result": "1-0", "previous": "", "status": "recorded"}
    answer = refused(s, 409, RESULT.format(r=3, b=2), dana, json={"result": "0-1"})
    assert answer.json() == {"error": "board 2 already has the result 1-0; only the arbiter "
                             "changes it", "needs_confirmation": False}
    # the same result again: 200, unchanged
    before = s.state()
    answer = s.post(RESULT.format(r=3, b=2), dana, json={"result": "1-0"})
    assert answer.status_code == 200 and answer.json()["status"] == "unchanged"
    assert s.state() == before
    # the arbiter changes it
    answer = s.post(RESULT.format(r=3, b=2), arbiter, json={"result": "0-1"})
    assert answer.json() == {"round": 3, "board": 2, "result": "0-1", "previous": "1-0",
                             "status": "recorded"}


def test_the_arbiter_confirms_what_the_window_would_ask_to(s):
    arbiter = s.code(ARBITER)
    # round 2 board 6 was adjourned: a win is a level 3 warning
    answer = refused(s, 409, RESULT.format(r=2, b=6), arbiter, json={"result": "1-0"})
    assert answer.json()["needs_confirmation"] is True and "adjourned" in answer.json()["error"]
    # a deputy's "confirm" is no confirmation (round 2 is not his anyway)
    answer = s.post(RESULT.format(r=2, b=6), arbiter, json={"result": "1-0", "confirm": True})
    assert answer.status_code == 200 and answer.json()["previous"] == "?"
    # round 1 is older than the previous round: refused in FIDE mode, confirmed or not
    for body in ({"result": "0-1"}, {"result": "0-1", "confirm": True}):
        answer = refused(s, 409, RESULT.format(r=1, b=1), arbiter, json=body)
        assert answer.json()["needs_confirmation"] is False
        # it says so, and does not ask for a confirmation that would change nothing
        assert "possible only outside FIDE mode" in answer.json()["error"]
        assert "confirm to go ahead" not in answer.json()["error"]


def test_the_players_agree_through_the_api(s):
    # board 2 is 5-2
    answer = s.post(RESULT.format(r=3, b=2), s.code(PLAYER, 5), json={"result": "1/2"})
    assert answer.status_code == 200 and answer.json()["status"] == "waiting"
    entries = s.client.get("/api/entries", headers={"Authorization": f"Bearer {s.code(ARBITER)}"})
    assert entries.json() == {"entries": [{"round": 3, "board": 2, "player": 5,
                                           "result": "1/2"}]}
    assert s.client.get("/api/entries", headers={
        "Authorization": f"Bearer {s.code(DEPUTY, 'Dana')}"}).status_code == 403
    answer = s.post(RESULT.format(r=3, b=2), s.code(PLAYER, 2), json={"result": "1/2"})
    assert answer.json()["status"] == "recorded"
    assert s.client.get("/api/round/3").json()["boards"][1]["result"] == "1/2"
    assert s.changes[-1] == "round 3 board 2: 1/2 (player 2 Player 02)"


def test_the_players_disagree_through_the_api(s):
    s.post(RESULT.format(r=3, b=1), s.code(PLAYER, 1), json={"result": "1-0"})
    answer = s.post(RESULT.format(r=3, b=1), s.code(PLAYER, 4), json={"result": "0-1"})
    assert answer.status_code == 200 and answer.json()["status"] == "disputed"
    assert s.client.get("/api/round/3").json()["boards"][0]["result"] == ""


def test_every_change_is_told_with_who_made_it(s):
    s.post(RESULT.format(r=3, b=2), s.code(DEPUTY, "Dana"), json={"result": "1-0"})
    assert s.changes == ["round 3 board 2: 1-0 (deputy Dana (boards 1-3))"]
    last = s.state()[1][-1]
    assert last.details == "round 3 board 2: 5-2 1-0 (was *) (by deputy Dana (boards 1-3))"


# -- what is no entry ----------------------------------------------------------------------

@pytest.mark.parametrize("body", [b"{", b"[]", b'"1-0"', b"\xff\xfe", b'{"result": 1}',
                                  b'{"result": null}', b"{}", b'{"result": "2-0"}',
                                  b'{"result": "*"}', b'{"result": ""}'])
def test_a_body_that_is_no_result_is_400(s, body):
    answer = refused(s, 400, RESULT.format(r=3, b=1), s.code(ARBITER), content=body,
                     headers={"Content-Type": "application/json"})
    assert "error" in answer.json()


@pytest.mark.parametrize("r, b", [(4, 1), (3, 7), (0, 1), (3, 0)])
def test_no_such_round_or_board_is_404(s, r, b):
    refused(s, 404, RESULT.format(r=r, b=b), s.code(ARBITER), json={"result": "1-0"})


def test_a_body_over_the_size_limit_is_413(s):
    arbiter = s.code(ARBITER)
    big = json.dumps({"result": "1-0", "pad": "x" * 9000}).encode()
    answer = refused(s, 413, RESULT.format(r=3, b=1), arbiter, content=big,
                     headers={"Content-Type": "application/json"})
    assert answer.text == "request too large"

    def streamed():  # no Content-Length: counted as it arrives
        yield b'{"result": "1-0", "pad": "'
        for _ in range(3):
            yield b"x" * 4000
        yield b'"}'
    refused(s, 413, RESULT.format(r=3, b=1), arbiter, content=streamed(),
            headers={"Content-Type": "application/json"})
    # a body under the limit is read
    fits = json.dumps({"result": "1-0", "pad": "x" * 7000}).encode()
    assert s.post(RESULT.format(r=3, b=1), arbiter, content=fits).status_code == 200


#: what ``arbiter-cli result`` takes -> what is stored
STORED = {"1-0": "1-0", "0-1": "0-1", "1/2": "1/2", "+-": "+-", "-+": "-+", "--": "--",
          "1/2-0": "1/2-0", "0-1/2": "0-1/2", "0-0": "0-0", "W-L": "W-L", "L-W": "L-W",
          "D-D": "D-D", "adjourned": "?"}


def test_the_arbiter_enters_every_outcome_the_cli_takes(s):
    assert set(STORED) == set(RESULT_SPELLINGS)
    arbiter = s.code(ARBITER)
    previous = ""
    for value in RESULT_SPELLINGS:  # each one over the one before, on board 1
        answer = s.post(RESULT.format(r=3, b=1), arbiter, json={"result": value})
        assert answer.status_code == 200, (value, answer.text)
        assert answer.json() == {"round": 3, "board": 1, "result": STORED[value],
                                 "previous": previous, "status": "recorded"}
        assert s.client.get("/api/round/3").json()["boards"][0]["result"] == STORED[value]
        previous = STORED[value]
    # the other spellings the window takes
    for typed, stored in (("1/2-1/2", "1/2"), ("=", "1/2"), ("\u00bd", "1/2"),
                          ("w-l", "W-L"), ("?", "?")):
        s.post(RESULT.format(r=3, b=2), arbiter, json={"result": "0-0"})
        answer = s.post(RESULT.format(r=3, b=2), arbiter, json={"result": typed})
        assert answer.json()["result"] == stored, typed


# -- check-in ------------------------------------------------------------------------------

def auth(code: str) -> dict:
    return {"Authorization": f"Bearer {code}"}


def test_check_in_through_the_api(s):
    # round 4 is next; every player plays in it
    answer = s.post("/api/checkin/5", s.code(PLAYER, 5), json={"present": True})
    assert answer.json() == {"round": 4, "player": 5, "present": True}
    refused(s, 403, "/api/checkin/6", s.code(PLAYER, 5), json={"present": True})
    assert s.post("/api/checkin/6", s.code(DEPUTY, "Dana"), json={}).json()["present"] is True
    refused(s, 404, "/api/checkin/99", s.code(DEPUTY, "Dana"), json={})
    refused(s, 401, "/api/checkin/6", None, json={})
    assert s.client.get("/api/checkin", headers=auth(s.code(PLAYER, 5))).status_code == 403
    assert s.client.get("/api/checkin", headers=auth(s.code(DEPUTY, "Dana"))).json() == {
        "round": 4, "present": [5, 6], "missing": [1, 2, 3, 4] + list(range(7, 15)),
        "excused": []}
    # taken back
    answer = s.post("/api/checkin/6", s.code(DEPUTY, "Dana"), json={"present": False})
    assert answer.json()["present"] is False
    answer = refused(s, 400, "/api/checkin/6", s.code(DEPUTY, "Dana"), content=b"[")
    assert answer.json() == {"error": 'send {"present": true} or {"present": false}'}


def test_marking_absent_is_the_arbiters(s):
    for n in (1, 2):
        s.post(f"/api/checkin/{n}", s.code(PLAYER, n), json={"present": True})
    refused(s, 403, "/api/absent", s.code(DEPUTY, "Dana"))
    answer = s.post("/api/absent", s.code(ARBITER))
    assert answer.json() == {"round": 4, "absent": list(range(3, 15))}
    t = s.state()[0]
    assert t.requested_byes[4] == {n: ByeKind.ZERO_POINT for n in range(3, 15)}


def test_who_am_i(s):
    assert s.client.get("/api/me", headers=auth(s.code(DEPUTY, "Dana"))).json() == {
        "role": "deputy", "name": "Dana", "boards": "1-3", "player": None}
    assert s.client.get("/api/me", headers=auth(s.code(PLAYER, 7))).json() == {
        "role": "player", "name": "Player 07", "boards": "", "player": 7}


# -- every answer ----------------------------------------------------------------------------

def test_every_answer_carries_the_safety_headers(s):
    for answer in (s.client.get("/api/round/3"), s.client.get("/nowhere"),
                   s.post(RESULT.format(r=3, b=1), None, json={"result": "1-0"})):
        assert answer.headers["x-content-type-options"] == "nosniff"
        assert answer.headers["x-frame-options"] == "DENY"
        assert "default-src 'none'" in answer.headers["content-security-policy"]
        assert "server" not in answer.headers


def test_a_stopped_venue_answers_nothing_more(s):
    s.venue.close()
    answer = s.post(RESULT.format(r=3, b=1), "X", json={"result": "1-0"})
    assert answer.status_code == 503
    assert s.client.get("/").status_code == 503
    assert s.service.tournament().round(3).games[0].result is GameResult.PENDING
