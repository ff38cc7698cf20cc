"""Pairing numbers changed by hand (issue #38 point 2, checklist Q147-154; C.04.2 2.3-2.5):
``arbiter-cli renumber T --move N:M`` and ``TournamentService.change_pairing_numbers``.

Before round 1 the numbers may change freely; a new order that is not the initial ranking
list (rating first, C.04.2 2.2) asks one confirmation (level 3).  Once round 1 is paired a
change asks two (level 4: C.04.2 2.3-2.5 speak only of corrected data and late entries);
from round 4 on it is refused (2.3: "No modification of a TPN ... after the fourth round
has been paired"), exit 2.  Everything named by number follows the players.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind, Colour, Player, Tournament
from arbiter_app.services import NeedsConfirmation, ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from arbiter_app.trf import read_trf
from arbiter_app.trf import trf2026 as T
from tests.builders import cli_run as run
from tests.test_fide_mode import played
from tests.test_trf_renumbering import TRF

#: entered in rating order: 1 A 2300, 2 B 2200, 3 C 2100, 4 D 2000
NAMES = {1: "A, Ann", 2: "B, Ben", 3: "C, Cy", 4: "D, Dan"}


def four(tmp_path, system="dutch2016", name="t.arbiter"):
    t = Tournament(players={n: Player(n, NAMES[n], 2400 - 100 * n) for n in NAMES},
                   total_rounds=3, system=system, initial_colour=Colour.WHITE)
    t.requested_byes = {2: {4: ByeKind.HALF_POINT}}  # round 2: D
    t.forbidden_pairs = {frozenset((1, 4))}
    path = tmp_path / name
    TournamentFile.create(path, t).close()
    return path


def names(path) -> dict[int, str]:
    with TournamentService.open(path, read_only=True) as service:
        return {n: p.name for n, p in service.tournament().players.items()}


def test_before_round_1_out_of_rating_order_asks_once_then_everything_follows(tmp_path, capsys):
    path = four(tmp_path)
    code, out, err = run(capsys, "renumber", path, "--move", "4:1")
    assert code == 3 and out == ""
    assert "warning (level 3)" in err and "[Q148-154]" in err
    assert "do not follow the initial ranking list" in err
    assert names(path) == NAMES  # nothing changed
    code, out, err = run(capsys, "renumber", path, "--move", "4:1", "--confirm")
    assert code == 0
    # D takes number 1, the players between move down by one
    assert names(path) == {1: "D, Dan", 2: "A, Ann", 3: "B, Ben", 4: "C, Cy"}
    assert out.splitlines()[0] == "   4 ->    1  D, Dan"
    assert "warning (level 2)" in err and "automatic ranking before round 1" in err
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
        assert t.requested_byes == {2: {1: ByeKind.HALF_POINT}}  # D's bye
        assert t.forbidden_pairs == {frozenset((1, 2))}  # A - D
        entry = service.audit_log()[-1]
        assert entry.action == "change pairing numbers"
        assert "4->1" in entry.details and "1->2" in entry.details
        # pairing round 1 keeps the arbiter's numbers (no ranking by rating first)
        assert service.settings().auto_rank_before_round1 is False


def test_a_change_back_to_the_rating_order_needs_no_confirmation(tmp_path, capsys):
    path = four(tmp_path)
    with TournamentService.open(path) as service:
        service.change_pairing_numbers(moves=[(4, 1)], confirm=True)
        mapping, warnings = service.change_pairing_numbers(moves=[(1, 4)])
        assert {w.level for w in warnings} == set()  # the setting is already off
        assert {n: p.name for n, p in service.tournament().players.items()} == NAMES


def test_after_round_1_asks_twice_and_the_games_follow(tmp_path, capsys):
    path = four(tmp_path)
    with TournamentService.open(path) as service:
        service.update_settings(auto_rank_before_round1=False)
        service.pair_next_round()
        t = service.tournament()
        games = {frozenset((t.players[g.white].name, t.players[g.black].name))
                 for g in t.rounds[0].games}
    # B and A change places: the rating order no longer holds -> level 3 and 4
    code, _out, err = run(capsys, "renumber", path, "--move", "2:1")
    assert code == 3 and "warning (level 4)" in err and "round 1 is paired" in err
    assert "warning (level 3)" in err
    assert names(path) == NAMES
    code, out, _err = run(capsys, "renumber", path, "--move", "2:1", "--confirm")
    assert code == 0 and out.splitlines() == ["   2 ->    1  B, Ben", "   1 ->    2  A, Ann"]
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
        assert {frozenset((t.players[g.white].name, t.players[g.black].name))
                for g in t.rounds[0].games} == games
        assert "after round 1 was paired" in service.audit_log()[-1].details
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation) as asked:
            service.change_pairing_numbers(moves=[(2, 1)])
        assert asked.value.level == 4


def test_refused_once_round_4_is_paired_and_in_a_paired_round_robin(tmp_path, capsys):
    path = played(tmp_path, ("1-2 1-0, 3-4 1/2", "1-3 1-0, 2-4 1/2", "1-4 1-0, 2-3 1/2",
                             "2-1 1-0, 4-3 1/2"), total=5)
    code, _out, err = run(capsys, "renumber", path, "--move", "2:1", "--confirm")
    assert code == 2 and "C.04.2 2.3" in err
    robin = four(tmp_path, "roundrobin", "rr.arbiter")
    with TournamentService.open(robin) as service:
        service.pair_next_round(confirm=True)
    code, _out, err = run(capsys, "renumber", robin, "--move", "2:1", "--confirm")
    assert code == 2 and "Berger" in err


@pytest.mark.parametrize("argv, said", [
    (["--move", "9:1"], "N must be a pairing number from 1 to 4"),
    (["--move", "1:0"], "M must be a pairing number from 1 to 4"),
    (["--move", "two:1"], "write N:M"),
    (["--move", "2:1", "--order", "rating"], "do not go together"),
])
def test_bad_input_is_named_and_changes_nothing(tmp_path, capsys, argv, said):
    path = four(tmp_path)
    code, out, err = run(capsys, "renumber", path, *argv, "--confirm")
    assert code == 2 and said in err and "Traceback" not in err
    assert names(path) == NAMES


def test_service_order_must_name_every_number_once(tmp_path):
    with TournamentService.open(four(tmp_path)) as service:
        with pytest.raises(ServiceError, match="missing: 4; given twice: 1"):
            service.change_pairing_numbers([1, 1, 2, 3], confirm=True)
        with pytest.raises(ServiceError, match="no such player: 7"):
            service.change_pairing_numbers([1, 2, 3, 4, 7], confirm=True)
        assert {n: p.name for n, p in service.tournament().players.items()} == NAMES


def test_trf_records_follow_a_change_by_hand(tmp_path, capsys):
    """The moves give the order 1, 3, 5, 4, 2 of tests/test_trf_renumbering.py (its
    docstring works the records out by hand): 3:2 -> 1 3 2 4 5; 5:3 -> 1 3 5 2 4;
    5:4 -> 1 3 5 4 2.  That is the rating order: no level 3 question."""
    source = tmp_path / "in.trf"
    source.write_text(TRF, encoding="utf-8")
    path = tmp_path / "t.arbiter"
    assert run(capsys, "import", source, "-o", path)[0] == 0
    code, out, err = run(capsys, "renumber", path, "--move", "3:2", "--move", "5:3",
                         "--move", "5:4")
    assert code == 0 and "level 3" not in err and "2 ->    5  Beta, B" in out
    out_trf = tmp_path / "out.trf"
    assert run(capsys, "export", path, "-o", out_trf)[0] == 0
    text = out_trf.read_bytes().decode("cp1252")
    lines = text.split("\r\n")
    assert [x[:8] for x in lines if x.startswith("NED")] == ["NED    2", "NED    5"]
    assert [x for x in lines if x.startswith("240")] == ["240 H 002    3"]
    back = read_trf(text)
    assert back.forbidden_pairs == {frozenset((1, 2))}
    assert T.national_ratings(back) == {2: {"NED": 2250}, 5: {"NED": 1850}}
