"""Issue #23 point 5, end to end on the command line: create, pair, change a setting,
set a pairing by hand, correct a result, forbid a pair, leave FIDE mode, export; exit
3 means "needs confirmation, nothing changed"."""

from __future__ import annotations

from arbiter_app.services import TournamentService
from tests.builders import cli_run


def test_the_whole_flow(tmp_path, capsys):
    path, out_trf = tmp_path / "club.arbiter", tmp_path / "club.trf"

    def run(*argv, code=0):
        got, out, err = cli_run(capsys, *argv)
        assert got == code, (argv, got, out, err)
        return out, err

    run("new", path, "--name", "Club Open", "--rounds", "5", "--system", "dutch2026",
        "--initial-colour", "white", "--tiebreaks", "BH/C1,BH,SB")
    for n in range(6):
        run("add-player", path, f"Player {n + 1}", "--rating", 2200 - 50 * n)
    assert "FIDE mode on" in run("show", path)[0]
    run("forbid", path, 1, 2)  # before round 1: allowed
    run("pair-next", path)
    for board, result in ((1, "1-0"), (2, "1/2"), (3, "0-1")):
        run("result", path, 1, board, result)
    # settings after round 1: level 4, exit 3 and nothing changed; --confirm goes ahead
    _out, err = run("settings", path, "--rounds", "6", code=3)
    assert "warning (level 4)" in err and "[Q58]" in err
    run("settings", path, "--rounds", "6", "--confirm")
    # a pairing made by hand that is not the system's (board 1's colours swapped):
    # level 3 (Q69), exit 3; --confirm saves it
    with TournamentService.open(path, read_only=True) as service:
        engine = service.engine_pairing()
    boards = [(b.black, b.white) if n == 0 else (b.white, b.black)
              for n, b in enumerate(engine.boards)]
    (tmp_path / "hand.txt").write_text(f"{len(boards)}\n" + "".join(f"{a} {b}\n"
                                                                      for a, b in boards))
    _out, err = run("set-pairing", path, "--pairing", tmp_path / "hand.txt", code=3)
    assert "[Q69]" in err
    run("set-pairing", path, "--pairing", tmp_path / "hand.txt", "--confirm")
    # a result of round 2, then a correction for the rating report only (Q192)
    run("result", path, 2, 1, "1-0")
    run("rating-correction", path, 2, 1, "0-1", "--reason", "scoresheets swapped")
    # forbidding a pair after round 1 is possible only outside FIDE mode (Q196)
    _out, err = run("forbid", path, 3, 4, code=2)
    assert "outside FIDE mode" in err
    run("leave-fide-mode", path, "--confirm")
    assert "FIDE mode off" in run("show", path)[0]
    run("forbid", path, 3, 4)
    run("export", path, "-o", out_trf)
    text = out_trf.read_text(encoding="latin-1")
    for line in ("### Configuration @ Round 1:", "### Rating correction @ Round 2:",
                 "### Leave FIDE mode @ Round 2"):
        assert any(x.startswith(line) for x in text.splitlines()), line
