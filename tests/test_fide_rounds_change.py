"""FIDE checklist Q60-61: a change of the number of rounds that makes the last paired
round the final one re-checks its pairing; when the rules now pair it otherwise, a level
3 warning (besides Q58's level 4) and a ``### Configuration`` line say so.

The case: tests/data/dutch2026/mixed-00080-n027-r12.trf (bbpPairings v6.0.0), cut after
round 8 and announced as 8 rounds instead of 12.  As the final round, round 8 is paired
by the Dutch rules' last-round criteria; bbpPairings v6.0.0, given the same file with 8
rounds, pairs 7-1, 12-2, 4-5 ... (checked by hand with that engine), where the file has
12-1, 4-2, 5-8 ... ."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.store import TournamentFile
from arbiter_app.trf import read_trf_file


@pytest.fixture
def path(data_dir, tmp_path):
    t = read_trf_file(data_dir / "dutch2026/mixed-00080-n027-r12.trf")
    t = replace(t.truncated(8), total_rounds=12)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    return tmp_path / "t.arbiter"


def test_round_8_becoming_the_last_is_rechecked(path):
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation) as info:
            service.update_settings(total_rounds=8)
        found = {w.question: w for w in info.value.warnings}
        assert found["Q58"].level == 4 and found["Q61"].level == 3
        text = found["Q61"].text
        assert text.startswith("round 8, the last round, re-checked: the file has ")
        rules = text.partition("the rules give ")[2]
        assert {"7-1", "12-2", "4-5"} <= {p.strip(" ,;") for p in rules.split()}
        service.update_settings(total_rounds=8, confirm=True)
        line = [e.details for e in service.audit_log() if e.action == "Configuration"][-1]
        assert "round 8, the last round, re-checked" in line
        assert service.tournament().round(8).games  # the pairing stays as it was


def test_a_change_that_leaves_the_last_round_as_it_was_is_not_rechecked(path):
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation) as info:
            service.update_settings(total_rounds=11)
        assert [w.question for w in info.value.warnings] == ["Q58"]


def test_more_rounds_than_a_swiss_can_pair_is_told_before_round_1(tmp_path, capsys):
    # Q62: 5 players meet at most 4 opponents (C.04.1 b); 5 rounds cannot be completed
    from arbiter_app.services import NewTournament, pairing_warnings
    from tests.builders import cli_run
    with TournamentService.create(tmp_path / "t.arbiter",
                                  NewTournament("Club", 5, "dutch2026")) as service:
        for n in range(5):
            service.add_player(f"Player {n + 1}", 2000 - n)
        (notice,) = pairing_warnings(service.tournament())
        assert (notice.level, notice.question) == (2, "Q62")
        assert notice.text.startswith("5 rounds with 5 players: a Swiss cannot pair more "
                                      "than 4 rounds")
        service.update_settings(total_rounds=4)
        assert pairing_warnings(service.tournament()) == []
        service.update_settings(total_rounds=5)
    code, _out, err = cli_run(capsys, "pair-next", tmp_path / "t.arbiter")
    assert code == 0 and "warning (level 2): 5 rounds with 5 players" in err
    with TournamentService.open(tmp_path / "t.arbiter") as service:  # said before round 1 only
        assert "Q62" not in [w.question for w in pairing_warnings(service.tournament())]


def test_a_new_point_system_rechecks_the_paired_rounds(data_dir, tmp_path):
    # Q76: tests/data/dutch2026/rough-00059-n012-r08.trf (bbpPairings v6.0.0) cut after
    # round 5, then 3-1-0 points: bbpPairings, given rounds 1-3 with '162 W 3.0 D 1.0',
    # pairs round 4 otherwise (5-7, 9-4, 2-6 ... instead of 2-7, 5-4, 11-6 ...) and rounds
    # 1-3 and 5 as before (checked by hand with that engine)
    from arbiter_app.services.points import scoring_from
    t = read_trf_file(data_dir / "dutch2026/rough-00059-n012-r08.trf").truncated(5)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "p.arbiter", t).close()
    with TournamentService.open(tmp_path / "p.arbiter") as service:
        with pytest.raises(NeedsConfirmation) as info:
            service.update_settings(scoring=scoring_from(win=3, draw=1, pairing_bye=3))
        rechecked = [w for w in info.value.warnings if w.question == "Q76"]
        assert [w.level for w in rechecked] == [3]
        text = rechecked[0].text
        assert text.startswith("round 4 re-checked: the file has ")
        head, _, rules = text.partition(", the rules give ")
        assert {"2-7", "5-4", "11-6"} <= set(head.replace(",", " ").split())
        assert {"5-7", "9-4", "2-6"} <= set(rules.replace(",", " ").split())
