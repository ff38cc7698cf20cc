"""The venue server's access codes (issue #39, point 3): derived from the tournament's
secret, so stable across restarts; one per holder, every one different; a revoked code is
refused and its holder gets a new one; deputies named and removed with their boards; and
a file whose venue options were written elsewhere is refused at open with one line naming
the option (a file may come from anywhere)."""

from __future__ import annotations

import pytest

from arbiter_app.services import FileNotATournament, ServiceError, TournamentService
from arbiter_app.services.venue import (ARBITER, DEPUTY, PLAYER, Holder, add_deputy,
                                        ensure_secret, find_holder, holder_codes, normal_code,
                                        remove_deputy, revoke, set_player_rule)
from arbiter_app.services.venue.codes import (ALPHABET, CODE_LENGTH, OPTION_DEPUTIES,
                                              OPTION_PLAYER_RESULTS, player_rule)
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament
from tests.venue_builders import code_of, event_file


@pytest.fixture
def service(tmp_path):
    with TournamentService.open(event_file(tmp_path)) as s:
        ensure_secret(s)
        yield s


def codes(service) -> dict[str, str]:
    return {h.key: c for h, c in holder_codes(service.tournament())}


def test_no_codes_before_the_secret_is_made(tmp_path):
    with TournamentService.open(event_file(tmp_path)) as s:
        assert holder_codes(s.tournament()) == []
        ensure_secret(s)
        secret = s.tournament().options["venue.secret"]
        ensure_secret(s)  # made once only
        assert s.tournament().options["venue.secret"] == secret
        assert len(holder_codes(s.tournament())) == 1 + 14


def test_codes_are_stable_across_reopening(tmp_path):
    path = event_file(tmp_path)
    with TournamentService.open(path) as s:
        ensure_secret(s)
        add_deputy(s, "Dana", 1, 3)
        before = codes(s)
    with TournamentService.open(path) as s:
        ensure_secret(s)
        assert codes(s) == before


def test_every_holder_has_his_own_code(service):
    add_deputy(service, "Dana", 1, 3)
    add_deputy(service, "Eve", 4, 6)
    add_deputy(service, "Finn")
    found = codes(service)
    # the arbiter, three deputies, fourteen players
    assert len(found) == 1 + 3 + 14
    assert len(set(found.values())) == len(found)
    assert set(found) == ({"arbiter", "deputy:Dana", "deputy:Eve", "deputy:Finn"}
                          | {f"player:{n}" for n in range(1, 15)})
    for code in found.values():
        assert len(code) == CODE_LENGTH and set(code) <= set(ALPHABET)
    # no letters a phone's reader mixes up
    assert not set("01OIL") & set(ALPHABET)


def test_two_tournaments_give_different_codes(tmp_path):
    with TournamentService.open(event_file(tmp_path, "a.arbiter")) as a, \
            TournamentService.open(event_file(tmp_path, "b.arbiter")) as b:
        ensure_secret(a)
        ensure_secret(b)
        assert codes(a)["arbiter"] != codes(b)["arbiter"]


def test_a_code_as_typed_on_a_phone():
    assert normal_code("abcd-efgh jk") == "ABCDEFGHJK"
    assert normal_code("  ") == ""
    assert len(normal_code("A" * 1000)) == 2 * CODE_LENGTH


def test_revoking_refuses_the_old_code_and_gives_a_new_one(service):
    add_deputy(service, "Dana", 1, 3)
    before = codes(service)
    new = revoke(service, Holder(PLAYER, "Player 05", player=5))
    after = codes(service)
    assert new == after["player:5"] != before["player:5"]
    assert before["player:5"] not in after.values()
    # the others keep theirs
    assert {k: v for k, v in after.items() if k != "player:5"} == {
        k: v for k, v in before.items() if k != "player:5"}
    newer = revoke(service, Holder(PLAYER, "Player 05", player=5))
    assert newer not in (new, before["player:5"])
    entry = service.audit_log()[-1]
    assert entry.action == "venue code revoked" and "player 5 Player 05" in entry.details
    # the arbiter's own code can be replaced too (a lost sheet)
    arbiter = revoke(service, Holder(ARBITER))
    assert codes(service)["arbiter"] == arbiter != before["arbiter"]


def test_revoked_codes_stay_revoked_after_reopening(tmp_path):
    path = event_file(tmp_path)
    with TournamentService.open(path) as s:
        ensure_secret(s)
        old = code_of(s, PLAYER, 5)
        new = revoke(s, find_holder(s.tournament(), "player 5"))
    with TournamentService.open(path) as s:
        assert code_of(s, PLAYER, 5) == new != old


def test_deputies_named_with_their_boards(service):
    dana = add_deputy(service, "  Dana   Scully ", 1, 3)
    assert dana == Holder(DEPUTY, "Dana Scully", 1, 3)
    assert [dana.covers(b) for b in (1, 2, 3, 4)] == [True, True, True, False]
    assert dana.actor == "deputy Dana Scully (boards 1-3)"
    assert dana.shown() == "deputy Dana Scully, boards 1-3"
    every = add_deputy(service, "Finn")
    assert every.covers(1) and every.covers(500) and every.actor == "deputy Finn"
    assert every.shown() == "deputy Finn, every board"
    assert service.tournament().options[OPTION_DEPUTIES] == "Dana Scully\t1\t3\nFinn\t0\t0"
    assert service.audit_log()[-1].action == "venue deputy named"


@pytest.mark.parametrize("name, first, last, message", [
    ("Dana", 5, 2, "boards 5-2 are no range of boards"),
    ("Dana", 0, 3, "boards 0-3 are no range of boards"),
    ("Dana", 1, 100000, "boards 1-100000 are no range of boards"),
    ("Dana", -1, 3, "boards -1-3 are no range of boards"),
    ("", 0, 0, "a deputy's name is 1 to 40 letters, on one line"),
    ("   ", 0, 0, "a deputy's name is 1 to 40 letters, on one line"),
    ("D" * 41, 0, 0, "a deputy's name is 1 to 40 letters, on one line"),
    ("Dana\x07", 0, 0, "a deputy's name is 1 to 40 letters, on one line"),
])
def test_bad_deputies_are_refused_with_a_reason(service, name, first, last, message):
    before = service.tournament().options
    with pytest.raises(ServiceError, match=message):
        add_deputy(service, name, first, last)
    assert service.tournament().options == before


def test_a_deputy_is_named_once(service):
    add_deputy(service, "Dana", 1, 3)
    with pytest.raises(ServiceError, match="there is already a deputy Dana"):
        add_deputy(service, "Dana", 4, 6)


def test_at_most_200_deputies(tmp_path):
    t = tournament(4, [], total_rounds=3)
    t.options[OPTION_DEPUTIES] = "\n".join(f"D{n}\t0\t0" for n in range(200))
    TournamentFile.create(tmp_path / "many.arbiter", t).close()
    with TournamentService.open(tmp_path / "many.arbiter") as s:
        with pytest.raises(ServiceError, match="at most 200 deputies"):
            add_deputy(s, "One more")


def test_removing_a_deputy_refuses_his_code_even_if_named_again(service):
    add_deputy(service, "Dana", 1, 3)
    old = code_of(service, DEPUTY, "Dana")
    remove_deputy(service, "Dana")
    assert "deputy:Dana" not in codes(service)
    assert old not in codes(service).values()
    assert service.audit_log()[-1].action == "venue deputy removed"
    add_deputy(service, "Dana", 1, 3)
    assert code_of(service, DEPUTY, "Dana") != old
    with pytest.raises(ServiceError, match="there is no deputy Zed"):
        remove_deputy(service, "Zed")


def test_the_last_deputy_removed_leaves_no_option(service):
    add_deputy(service, "Dana")
    remove_deputy(service, "Dana")
    assert OPTION_DEPUTIES not in service.tournament().options


def test_find_holder_by_the_names_the_cli_uses(service):
    add_deputy(service, "Dana Scully", 1, 3)
    t = service.tournament()
    assert find_holder(t, "arbiter") == Holder(ARBITER)
    assert find_holder(t, " deputy Dana Scully ") == Holder(DEPUTY, "Dana Scully", 1, 3)
    # typed with the spaces the name was given with
    assert find_holder(t, "deputy Dana  Scully") == Holder(DEPUTY, "Dana Scully", 1, 3)
    assert find_holder(t, "player 5") == Holder(PLAYER, "Player 05", player=5)
    for who, message in [("player 99", "there is no player 99"),
                         ("player five", "there is no player five"),
                         ("deputy Zed", "there is no deputy Zed"),
                         ("judge", "names no code holder: arbiter, deputy NAME or player NUMBER"),
                         ("arbiter Bob", "names no code holder")]:
        with pytest.raises(ServiceError, match=message):
            find_holder(t, who)


def test_the_players_result_rule(service):
    assert player_rule(service.tournament().options) == "both"
    set_player_rule(service, "one")
    assert service.tournament().options[OPTION_PLAYER_RESULTS] == "one"
    set_player_rule(service, "off")
    assert player_rule(service.tournament().options) == "off"
    set_player_rule(service, "both")  # the default is not stored
    assert OPTION_PLAYER_RESULTS not in service.tournament().options
    with pytest.raises(ServiceError, match="'all' is not one of both, one, off"):
        set_player_rule(service, "all")


# -- a file's venue options, checked at open ----------------------------------------------

SOUND = {"venue.secret": "ab" * 32, "venue.deputies": "Dana\t1\t3\nFinn\t0\t0",
         "venue.revoked": "deputy:Dana=2\nplayer:5=1", "venue.player_results": "one",
         "venue.claims": "1 1 1 1-0\n1 1 2 0-1", "venue.checkin": "2:1,2"}


def file_with(tmp_path, options: dict[str, str] | None = None) -> str:
    t = tournament(4, ["1-2 *, 3-4 *"], total_rounds=3)
    t.options.update(SOUND)
    t.options.update(options or {})
    path = tmp_path / "hostile.arbiter"
    TournamentFile.create(path, t).close()
    return str(path)


def test_sound_venue_options_open(tmp_path):
    with TournamentService.open(file_with(tmp_path)) as s:
        t = s.tournament()
        assert [h.name for h, _c in holder_codes(t) if h.role == DEPUTY] == ["Dana", "Finn"]


HOSTILE = [
    ("venue.secret", "AB" * 32),  # upper case: not the file's own
    ("venue.secret", "ab" * 31),
    ("venue.secret", ""),
    ("venue.deputies", "Dana\t1"),
    ("venue.deputies", "Dana\t5\t2"),
    ("venue.deputies", "Dana\t0\t5"),  # one end of a range only
    ("venue.deputies", "Dana\t1\t3\nDana\t4\t6"),
    ("venue.deputies", "Dana\tx\t3"),
    ("venue.deputies", "Dana\t1\t999999"),
    ("venue.deputies", "D" * 41 + "\t0\t0"),
    ("venue.deputies", "\n".join(f"D{n}\t0\t0" for n in range(201))),
    ("venue.revoked", "arbiter=x"),
    ("venue.revoked", "=3"),
    ("venue.revoked", "arbiter=99999999"),
    ("venue.player_results", "all"),
    ("venue.claims", "1 1 1 +-"),
    ("venue.claims", "1 1 1"),
    ("venue.claims", "a 1 1 1-0"),
    ("venue.checkin", "2"),
    ("venue.checkin", "x:1"),
    ("venue.checkin", "2:1,a"),
]


@pytest.mark.parametrize("key, value", HOSTILE)
def test_a_hostile_venue_option_is_refused_at_open(tmp_path, key, value):
    path = file_with(tmp_path, {key: value})
    with pytest.raises(FileNotATournament, match=f"option {key}: "):
        TournamentService.open(path)


@pytest.mark.parametrize("key, value", HOSTILE[:1] + HOSTILE[4:5] + HOSTILE[15:16])
def test_the_cli_says_which_option_in_one_line(tmp_path, capsys, key, value):
    path = file_with(tmp_path, {key: value})
    for command in (["codes", path], ["checkin", path], ["serve", path, "--port", "0"]):
        code, out, err = cli_run(capsys, *command)
        assert code == 2, (command, err)
        lines = err.strip().splitlines()
        assert len(lines) == 1 and f"option {key}: " in lines[0], err
        assert "internal error" not in err and "Traceback" not in err
