"""FIDE's rating report (issue #15): ``arbiter-cli export --report``, ``validate --report``
and services/report.py.

What the report must hold is TRF-2026's column R (Remark 2: "■ Mandatory, ◙ mandatory
for title events"): 012 tournament name, 022 city, 032 federation, 042 date of start,
052 date of end, 102 chief arbiter, 132 dates of the rounds (■); 182 pairing controller,
192 type of tournament, 202 tie-breaks (◙); per player the 001 record, the starting
rank (cols 5-8), the FIDE number (cols 58-68), the rank (cols 86-89) and the round
cells (■).  Levels (docs/trf.md): an empty ■ field is level 3, an empty ◙ field a
level 2 notice.

The tournament: 4 players, 3 rounds (every player meets every other):

    R1: 1-3 1-0   2-4 0-1
    R2: 2-1 1-0   4-3 0-1
    R3: 1-4 1/2   3-2 0-1      points: 1: 1.5, 2: 2, 3: 1, 4: 1.5

Tie-breaks DE, then SB (C.07 6 and 9.1): 1 and 4 drew their game, DE leaves them
equal; SB(1) = 1 (beat 3) + 1.5/2 (drew 4) = 1.75, SB(4) = 2 (beat 2) + 1.5/2 =
2.75, so 4 before 1.  Ranks: 2 -> 1, 4 -> 2, 1 -> 3, 3 -> 4.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app import __version__
from arbiter_app.services import NeedsConfirmation, ServiceError, TournamentService
from arbiter_app.services.report import report_problems
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament

ROUNDS = ["1-3 1-0, 2-4 0-1", "2-1 1-0, 4-3 0-1", "1-4 1/2, 3-2 0-1"]
INFO = dict(name="Venue Open", city="Utrecht", federation="NED", start_date="2026/11/27",
            end_date="2026/11/29", chief_arbiter="Jansen, Piet")
TIEBREAKS = ["DE", "SB"]


def complete(rounds=ROUNDS, **changes):
    """The tournament above with every field of column R filled."""
    t = tournament(4, rounds, total_rounds=3)
    t.system = "dutch2026"
    t.info = replace(t.info, **{**INFO, **changes})
    for n in t.players:
        t.players[n] = replace(t.players[n], fide_id=str(1000000 + n))
    for rnd, date in zip(t.rounds, ("26/11/27", "26/11/28", "26/11/29")):
        rnd.date = date
    return t


def make(tmp_path, t, tiebreaks=TIEBREAKS):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t, tiebreaks=tiebreaks).close()
    return path


def codes(warnings) -> list[tuple[int, str]]:
    return [(w.level, w.code) for w in warnings]


def test_a_complete_tournament_gives_no_warning_and_every_field_is_written(tmp_path, capsys):
    path = make(tmp_path, complete())
    assert cli_run(capsys, "validate", path, "--report")[0] == 0
    out = tmp_path / "report.trf"
    code, _, err = cli_run(capsys, "export", path, "--report", "-o", out)
    assert (code, err) == (0, "")
    lines = out.read_bytes().decode("cp1252").split("\r\n")
    for tag, value in (("012", "Venue Open"), ("022", "Utrecht"), ("032", "NED"),
                       ("042", "2026/11/27"), ("052", "2026/11/29"), ("102", "Jansen, Piet"),
                       ("182", f"Arbiter {__version__}"), ("192", "FIDE_DUTCH_2025"),
                       ("202", "DE,SB")):
        assert f"{tag} {value}" in lines, tag
    dates = next(x for x in lines if x.startswith("132"))
    assert [dates[91:99], dates[101:109], dates[111:119]] == ["26/11/27", "26/11/28",
                                                              "26/11/29"]
    players = {int(x[4:8]): x for x in lines if x.startswith("001")}
    assert {n: x[57:68].strip() for n, x in players.items()} == {
        n: str(1000000 + n) for n in range(1, 5)}
    assert {n: x[85:89].strip() for n, x in players.items()} == {1: "3", 2: "1", 3: "4",
                                                                 4: "2"}
    assert players[1][91:99] == "   3 w 1"  # round 1: player 1 beat 3 with white


@pytest.mark.parametrize("tag, attribute, what", [
    ("012", "name", "tournament name"), ("022", "city", "city"),
    ("032", "federation", "federation"), ("042", "start_date", "date of start"),
    ("052", "end_date", "date of end"), ("102", "chief_arbiter", "chief arbiter")])
def test_each_empty_tournament_field_is_one_level_3_warning_naming_it(tag, attribute, what):
    warnings = report_problems(complete(**{attribute: ""}), TIEBREAKS)
    assert codes(warnings) == [(3, f"report-empty-{tag}")]
    assert warnings[0].text.startswith(f"{tag} ({what}) is empty")


def test_an_undated_round_is_a_132_warning_naming_the_round():
    t = complete()
    t.rounds[1].date = ""
    warnings = report_problems(t, TIEBREAKS)
    assert codes(warnings) == [(3, "report-empty-132")]
    assert "round 2 has no date" in warnings[0].text


def test_a_player_without_fide_number_is_named_by_number_and_name():
    t = complete()
    t.players[3] = replace(t.players[3], fide_id="")
    warnings = report_problems(t, TIEBREAKS)
    assert codes(warnings) == [(3, "report-empty-fide-id")]
    assert warnings[0].text.startswith("player 3 Player 03: the FIDE number (cols 58-68)")


def test_a_game_without_result_is_a_refusal_naming_the_round_board_and_players():
    # Q161: no rating report while a result is missing, whatever is confirmed
    t = complete(ROUNDS[:2] + ["1-4 1/2, 3-2 *"])
    with pytest.raises(ServiceError, match=r"1 result is missing \(round 3 board 2 \(3-2\)\)"):
        report_problems(t, TIEBREAKS)


def test_title_event_fields_are_filled_or_notices():
    # 182 kept when the tournament names its controller; 202 from the tie-breaks
    t = complete()
    t.options["trf.pairing_controller"] = "Swiss Manager"
    assert report_problems(t, TIEBREAKS) == []
    # without tie-breaks, and with a system no 192 code is written for: level 2 notices
    t = complete()
    t.system = "roundrobin"  # three cycles: the Tournament-Type Code Table has no code
    t.options["roundrobin.cycles"] = "3"
    assert codes(report_problems(t, [])) == [(2, "report-empty-192"), (2, "report-empty-202")]


def test_an_imported_202_naming_other_tiebreaks_is_replaced_with_a_notice(tmp_path, capsys):
    t = complete()
    t.options["trf.tiebreaks.202"] = "BH/C1,BH"
    assert codes(report_problems(t, TIEBREAKS)) == [(2, "report-202")]
    t.options["trf.tiebreaks.202"] = "DE SB"  # the same list, spelled otherwise: kept
    assert report_problems(t, TIEBREAKS) == []
    t.options["trf.tiebreaks.202"] = "BH/C1,BH"
    code, out, err = cli_run(capsys, "export", make(tmp_path, t), "--report", "-o", "-")
    assert code == 0 and "\n202 DE,SB\n" in out and "BH/C1,BH" in err


def test_an_interim_report_is_a_notice():
    t = complete()
    t.total_rounds = 5
    assert codes(report_problems(t, TIEBREAKS)) == [(2, "report-interim")]


def test_no_report_before_a_round_is_paired(tmp_path, capsys):
    t = complete()
    t.rounds = []
    with pytest.raises(ServiceError, match="no round is paired"):
        report_problems(t, TIEBREAKS)
    path = make(tmp_path, t)
    code, _, err = cli_run(capsys, "export", path, "--report", "-o", tmp_path / "r.trf")
    assert code == 2 and "no round is paired" in err and not (tmp_path / "r.trf").exists()


def test_cli_exit_3_writes_nothing_and_confirm_writes(tmp_path, capsys):
    t = complete(city="")
    t.players[2] = replace(t.players[2], fide_id="")
    path, out = make(tmp_path, t), tmp_path / "report.trf"
    code, stdout, err = cli_run(capsys, "validate", path, "--report")
    assert code == 1 and "warning (level 3): 022 (city) is empty" in stdout
    assert "warning (level 3): player 2 Player 02: the FIDE number" in stdout
    code, _, err = cli_run(capsys, "export", path, "--report", "-o", out)
    assert code == 3 and not out.exists()
    assert "022 (city) is empty" in err and "add --confirm" in err
    code, _, err = cli_run(capsys, "export", path, "--report", "-o", out, "--confirm")
    assert code == 0 and out.exists() and "022 (city) is empty" in err
    lines = out.read_bytes().decode("cp1252").split("\r\n")
    assert not any(x.startswith("022") for x in lines)  # nothing invented
    with TournamentService.open(path, read_only=True) as service:
        with pytest.raises(NeedsConfirmation):
            service.rating_report_text()


def test_cli_report_is_trf_2026_and_confirm_belongs_to_it(tmp_path, capsys):
    path = make(tmp_path, complete())
    code, _, err = cli_run(capsys, "export", path, "--report", "--format", "trf16", "-o", "-")
    assert code == 2 and "TRF-2026" in err
    code, _, err = cli_run(capsys, "export", path, "--confirm", "-o", "-")
    assert code == 2 and "--report" in err
    code, _, err = cli_run(capsys, "validate", tmp_path / "x.trf", "--report")
    assert code == 2 and "tournament file" in err
