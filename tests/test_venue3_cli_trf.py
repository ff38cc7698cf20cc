"""Issue #35 point 5 on the command line: the TRF export writes the tournament's
tie-breaks (TRF-2026 records 202 and 212), a date in 132 for every paired round, and no
stale manual-pairing note."""

from __future__ import annotations

from datetime import date

from arbiter_app.services import TournamentService
from tests.builders import cli_run


def run(capsys, *argv, code=0):
    got, out, err = cli_run(capsys, *argv)
    assert got == code, (argv, got, out, err)
    return out, err


def two_rounds(tmp_path, capsys, tiebreaks="BH,SB"):
    path = tmp_path / "t.arbiter"
    run(capsys, "new", path, "--name", "Club Open", "--rounds", "5", "--system", "dutch2026",
        "--tiebreaks", tiebreaks)
    for n in range(6):
        run(capsys, "add-player", path, f"Player {n + 1}", "--rating", 2200 - 50 * n)
    for round_no, results in enumerate((("1-0", "1/2", "0-1"), ("1-0", "1-0", "1-0")),
                                       start=1):
        run(capsys, "pair-next", path)
        for board, result in enumerate(results, start=1):
            run(capsys, "result", path, round_no, board, result)
    return path


def players_of(text: str) -> dict[int, tuple[float, int]]:
    """Starting rank -> (points cols 81-84, rank cols 86-89) of the 001 lines."""
    return {int(x[4:8]): (float(x[80:84]), int(x[85:89]))
            for x in text.splitlines() if x.startswith("001")}


def test_point_5_the_export_carries_202_and_212_and_check_agrees(tmp_path, capsys):
    path = two_rounds(tmp_path, capsys)
    trf = tmp_path / "t.trf"
    run(capsys, "export", path, "-o", trf)
    text = trf.read_text(encoding="latin-1")
    lines = text.splitlines()
    # TRF-2026: 202 the tie-breaks, 212 the standings (PTS first), comma-separated
    assert "202 BH,SB" in lines and "212 PTS,BH,SB" in lines
    # the scenario has equal scores that the tie-breaks separate (else it tests nothing)
    rows = players_of(text)
    assert any(rows[a][0] == rows[b][0] and rows[a][1] != rows[b][1]
               for a in rows for b in rows if a < b)
    out, _ = run(capsys, "check", trf)
    assert "standings consistent" in out.splitlines()[-1]
    # export -> import keeps the tie-break list
    back = tmp_path / "back.arbiter"
    run(capsys, "import", trf, "-o", back)
    with TournamentService.open(back, read_only=True) as service:
        assert list(service.settings().tiebreaks) == ["BH", "SB"]


def test_point_5_every_paired_round_has_a_date(tmp_path, capsys):
    path = two_rounds(tmp_path, capsys)
    with TournamentService.open(path) as service:  # round 1 dated by the arbiter
        service.set_round_date(1, "2026-11-27")
    trf = tmp_path / "t.trf"
    run(capsys, "export", path, "-o", trf)
    line = next(x for x in trf.read_text(encoding="latin-1").splitlines()
                if x.startswith("132"))
    # round 1 at cols 92-99, round 2 at cols 102-109 (YY/MM/DD): round 2 was paired today
    assert line[91:99] == "26/11/27"
    assert line[101:109] == date.today().strftime("%y/%m/%d")


def pairing_file(path, boards) -> str:
    path.write_text(f"{len(boards)}\n" + "".join(f"{a} {b}\n" for a, b in boards))
    return path


def test_point_5_no_stale_manual_pairing_note(tmp_path, capsys):
    path = two_rounds(tmp_path, capsys)
    with TournamentService.open(path, read_only=True) as service:
        engine = [(b.white, b.black) for b in service.engine_pairing().boards]
    swapped = [(b, a) if n == 0 else (a, b) for n, (a, b) in enumerate(engine)]
    run(capsys, "set-pairing", path, "--pairing", pairing_file(tmp_path / "hand.txt", swapped),
        "--confirm")
    out, _ = run(capsys, "export", path, "-o", "-")
    assert any(x.startswith("### MPA @ Round 3:") for x in out.splitlines())
    # the arbiter gives back the system's pairing by hand: the note goes
    run(capsys, "set-pairing", path, "--pairing",
        pairing_file(tmp_path / "engine.txt", engine), "--confirm")
    out, _ = run(capsys, "export", path, "-o", "-")
    assert not any(x.startswith("### MPA") for x in out.splitlines())
    # a manual pairing again, then unpaired and paired by the system: no note either
    run(capsys, "set-pairing", path, "--pairing", tmp_path / "hand.txt", "--confirm")
    assert "### MPA @ Round 3:" in run(capsys, "export", path, "-o", "-")[0]
    run(capsys, "unpair", path)
    run(capsys, "pair-next", path)
    out, _ = run(capsys, "export", path, "-o", "-")
    assert not any(x.startswith("### MPA") for x in out.splitlines())
    with TournamentService.open(path, read_only=True) as service:  # the audit log keeps all
        assert [e.action for e in service.audit_log()].count("MPA") == 2
