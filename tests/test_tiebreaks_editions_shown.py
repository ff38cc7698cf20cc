"""The edition of C.07 the standings follow (issue #19), as the arbiter sees and sets
it: the stored setting, the CLI, the printed standings and crosstable, the window's
standings note, and the ranks of the TRF export."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.tiebreaks import OPTION_RULES
from arbiter_app.services import NewTournament, ServiceError, TournamentService
from arbiter_app.services.documents import build_document
from arbiter_app.services.export import trf_ranks
from arbiter_app.trf import write_trf
from tests.builders import tournament


def tied():
    """Player 1's Buchholz changes with the edition (16.4.1).

    R1: 1-2 +- (2 absent), 3-4 1/2   R2: 1-3 0-1, 4-2 1-0   R3: 3-4 0-1, 1-2 1/2
    points 1: 1.5, 2: 0.5, 3: 1.5, 4: 2.5.
    BH of 1 (2023): dummy (own 1.5) + 3 (1.5) + 2 (0.5) = 3.5; 2026 (16.4.1: at most 2's
    adjusted 0.5): 0.5 + 1.5 + 0.5 = 2.5.  BH of 3: 4 (2.5) + 1 (1.5) + 4 (2.5) = 6.5.
    Either way 3 is ahead of 1; what changes is the value.
    """
    return tournament(4, ["1-2 +-, 3-4 1/2", "1-3 0-1, 4-2 1-0", "3-4 0-1, 1-2 1/2"],
                      total_rounds=3)


def test_the_cli_says_which_edition_and_takes_another(tmp_path, capsys):
    t = tied()
    t.info.start_date = "2025/05/01"
    path = tmp_path / "t.trf"
    path.write_text(write_trf(t), encoding="utf-8")
    assert main(["standings", str(path), "-t", "BH", "--csv"]) == 0
    out, err = capsys.readouterr()
    assert "3,1,Player 01,1.5,3.5" in out.splitlines()
    assert "Tie-break rules: C.07 2024 (approved 29 July 2024, applied from 1 August 2024), " \
           "by the start date" in err
    assert main(["standings", str(path), "-t", "BH", "--csv", "--tiebreak-rules", "2026"]) == 0
    out, err = capsys.readouterr()
    assert "3,1,Player 01,1.5,2.5" in out.splitlines()
    assert "C.07 2026" in err and "chosen by the arbiter" in err
    with pytest.raises(SystemExit) as refused:
        main(["standings", str(path), "--tiebreak-rules", "2025"])
    assert refused.value.code == 2


def test_the_setting_is_stored_and_changed(tmp_path):
    new = NewTournament(name="Open", total_rounds=3, system="dutch2016",
                        start_date="2026/04/01", tiebreaks=["BH"], tiebreak_rules="2023")
    service = TournamentService.create(tmp_path / "t.arbiter", new)
    try:
        assert service.settings().tiebreak_rules == "2023"
        assert service.tournament().options[OPTION_RULES] == "2023"
        service.update_settings(tiebreak_rules="")
        assert service.settings().tiebreak_rules == ""
        assert OPTION_RULES not in service.tournament().options
        with pytest.raises(ServiceError, match="2023, 2024, 2026"):
            service.update_settings(tiebreak_rules="2025")
    finally:
        service.close()


def test_printed_standings_and_crosstable_name_the_edition():
    t = tied()
    t.info.start_date = "2026/03/01"
    for kind in ("standings", "crosstable"):
        html = build_document(t, ["BH"], kind).html
        assert "Tie-break rules: C.07 2026 (approved 2 February 2026, applied from 1 March " \
               "2026), by the start date" in html
    assert "Tie-break rules" not in build_document(t, [], "standings").html


def test_the_window_note_names_the_edition():
    from arbiter_app.ui.views.standings import rules_in_force
    t = tied()
    t.info.start_date = "2024/09/01"
    assert rules_in_force(SimpleNamespace(tournament=t)) == "C.07 2024, by the start date"
    t.options[OPTION_RULES] = "2026"
    assert rules_in_force(SimpleNamespace(tournament=t)) == "C.07 2026, chosen for this tournament"


def test_the_trf_ranks_follow_the_edition():
    # The TEC exercise (tests/test_tiebreaks_tec_exercise.py): #8 and #11 both on 2.5 with
    # BH 13.5 under C.07 2023; under 2026 #11's forfeit-win dummy is capped at #9's
    # adjusted 1.5 (16.4.1): 12.5, and #8 ranks ahead (tests/test_tiebreaks_editions.py).
    from tests.test_tiebreaks_tec_exercise import ROUNDS
    t = tournament(16, ROUNDS, total_rounds=5)
    t.info.start_date = "2025/10/01"
    ranks = trf_ranks(t, ["BH"])
    assert ranks[8] == ranks[11]
    t.info.start_date = "2026/10/01"
    ranks = trf_ranks(t, ["BH"])
    assert ranks[8] + 1 == ranks[11]
    t.options[OPTION_RULES] = "2024"  # the arbiter's choice wins over the start date
    ranks = trf_ranks(t, ["BH"])
    assert ranks[8] == ranks[11]
