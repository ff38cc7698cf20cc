"""FIDE checklist Q105 (hard fail; C.07): BH, FB and AOB cannot be chosen for a round
robin, however the tie-breaks are set."""

from __future__ import annotations

import pytest

from arbiter_app.services import NewTournament, ServiceError, TournamentService
from tests.builders import cli_run


@pytest.mark.parametrize("tiebreaks", ["BH,SB", "SB,FB", "AOB", "BH/C1"])
def test_cli_new_refuses_them_for_a_round_robin(tmp_path, capsys, tiebreaks):
    code, out, err = cli_run(capsys, "new", tmp_path / "rr.arbiter", "--name", "Final",
                             "--rounds", "5", "--system", "roundrobin", "--tiebreaks",
                             tiebreaks)
    assert code == 2 and "cannot break ties in a round robin" in err
    assert not (tmp_path / "rr.arbiter").exists()


def test_a_swiss_keeps_them_and_a_change_to_round_robin_is_refused(tmp_path):
    with TournamentService.create(tmp_path / "t.arbiter", NewTournament(
            "Open", 5, "dutch2026", tiebreaks=["BH/C1", "SB"])) as service:
        with pytest.raises(ServiceError, match="BH/C1 cannot break ties in a round robin"):
            service.update_settings(system="roundrobin")
        service.update_settings(system="roundrobin", tiebreaks=["SB", "DE"])
        assert service.settings().system == "roundrobin"


def test_an_imported_round_robin_leaves_them_out_of_its_202(data_dir, tmp_path):
    source = sorted((data_dir / "roundrobin").glob("single_p4*.trf"))[0]
    text = source.read_text(encoding="latin-1").replace("\r\n", "\n").replace("\r", "\n")
    lines = [x for x in text.split("\n") if not x.startswith("202")]
    (tmp_path / "rr.trf").write_text("\n".join(["202 BH,SB,DE"] + lines), encoding="latin-1")
    with TournamentService.import_trf(tmp_path / "rr.trf", tmp_path / "rr.arbiter",
                                      "roundrobin") as service:
        assert list(service.settings().tiebreaks) == ["SB", "DE"]


@pytest.mark.parametrize("players, rounds, code", [
    (4, 3, "FIDE_ROUNDROBIN"), (5, 5, "FIDE_ROUNDROBIN"), (4, 6, "FIDE_DOUBLEROUNDROBIN"),
    (4, 9, None)])
def test_record_192_of_a_round_robin(players, rounds, code):
    # TRF-2026's Tournament-Type Code Table: FIDE_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN; three
    # cycles have no code, so no 192 line is written
    from arbiter_app.trf import read_trf, write_trf
    from tests.builders import tournament
    t = tournament(players, [], total_rounds=rounds)
    t.system = "roundrobin"
    text = write_trf(t, "trf2026")
    lines = [x for x in text.splitlines() if x.startswith("192")]
    assert lines == ([f"192 {code}"] if code else [])
    if code:
        from arbiter_app.services.service import _named_system
        assert _named_system(read_trf(text)) == "roundrobin"


def test_berger_numbers_set_by_hand_on_the_command_line(tmp_path, capsys):
    # Q95: the arbiter sets the Berger order: players 3, 1, 4, 2 are Berger numbers 1-4;
    # C.05 Annex 1, 4 players, round 1: 1-4, 2-3, i.e. P3-P2 and P1-P4
    path = tmp_path / "rr.arbiter"
    code, _, err = cli_run(capsys, "new", path, "--name", "Final", "--rounds", "3",
                           "--system", "roundrobin", "--berger-order", "3,1,4,2")
    assert code == 0, err
    for n in range(1, 5):
        assert cli_run(capsys, "add-player", path, f"P{n}")[0] == 0
    code, out, err = cli_run(capsys, "pair-next", path)
    assert code == 0, err
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
    games = [(t.players[g.white].name, t.players[g.black].name) for g in t.round(1).games]
    assert games == [("P3", "P2"), ("P1", "P4")]
    code, _, err = cli_run(capsys, "new", tmp_path / "s.arbiter", "--name", "S", "--rounds",
                           "3", "--system", "dutch2026", "--berger-order", "1,2")
    assert code == 2 and "--system roundrobin" in err
