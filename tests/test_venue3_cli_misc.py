"""Issue #35 points 22, 26, 28 and 29 on the command line: an order of tied players
naming players who are not tied, the round-robin generator's point system, NRS records
carrying the 001 record's points and rank, and English plurals."""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.services import TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament


def run(capsys, *argv, code=0):
    got, out, err = cli_run(capsys, *argv)
    assert got == code, (argv, got, out, err)
    return out, err


def test_point_22_an_order_of_players_not_tied_is_refused(tmp_path, capsys):
    # after 1-2 1-0 and 3-4 1/2: 1 has 1 point, 3 and 4 half a point each, 2 none;
    # without tie-breaks only 3 and 4 share a place
    t = tournament(4, ["1-2 1-0, 3-4 1/2"], total_rounds=3)
    t.system = "dutch2016"
    t.info = replace(t.info, name="Club")
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t, []).close()
    _out, err = run(capsys, "ties", path, "--order", "1,3", code=2)
    assert "player 1 Player 01 is not tied" in err
    _out, err = run(capsys, "ties", path, "--order", "2,1", code=2)
    assert "players 2 Player 02, 1 Player 01 are not tied" in err
    with TournamentService.open(path, read_only=True) as service:
        assert "tiebreaks.tie_order" not in service.tournament().options
    out, _ = run(capsys, "ties", path, "--order", "4,3")
    assert "4, 3" in out
    out, _ = run(capsys, "standings", path)
    ranks = {line.split()[1]: line.split()[0] for line in out.splitlines()[1:]}
    assert (ranks["4"], ranks["3"]) == ("2", "3")


def test_point_26_generated_round_robins_score_the_rest_as_new_does(tmp_path, capsys):
    # docs/systems/roundrobin.md: the player meeting the bye number rests without points
    trf = tmp_path / "rr.trf"
    run(capsys, "generate", "--system", "roundrobin", "--players", "5", "--rounds", "5",
        "--seed", "3", "-o", trf)
    lines = trf.read_text(encoding="latin-1").splitlines()
    points = next(x for x in lines if x.startswith("162"))
    assert "P 0.0" in points.split("    ")
    # every player rests once (5 players: one rests each round): a U cell scores nothing
    for line in (x for x in lines if x.startswith("001")):
        cells = [line[91 + 10 * r: 99 + 10 * r] for r in range(5)]
        scored = {"1": 1.0, "=": 0.5, "0": 0.0, "U": 0.0, "+": 1.0, "-": 0.0}
        assert float(line[80:84]) == sum(scored[c[-1]] for c in cells)
    # the same as a tournament made with new --system roundrobin
    path = tmp_path / "rr.arbiter"
    run(capsys, "new", path, "--name", "RR", "--rounds", "5", "--system", "roundrobin")
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().scoring.pairing_bye == 0.0
    out, _ = run(capsys, "check", trf)
    assert out.splitlines()[-1].endswith("CONSISTENT")


def test_point_28_nrs_records_with_the_001_points_and_rank_are_read(tmp_path, capsys):
    from pathlib import Path
    source = Path(__file__).resolve().parent / "data" / "ratings" / "nrs-fidon.trf"
    lines = source.read_text(encoding="latin-1").splitlines()
    static = {x[4:8]: x[69:89] for x in lines if x.startswith("001")}  # cols 70-89
    # the NRS records as programs write them: the 001 record's whole static part copied,
    # birth date (70-79), points (81-84) and rank (86-89)
    copied = [x[:69].ljust(69) + static[x[4:8]] if x.startswith("NED") else x for x in lines]
    assert all(len(x) == 89 for x in copied if x.startswith("NED"))
    trf = tmp_path / "copied.trf"
    trf.write_text("\n".join(copied) + "\n", encoding="latin-1")
    out_path = tmp_path / "t.arbiter"
    _out, err = run(capsys, "import", trf, "-o", out_path)
    nrs = [n for n, x in enumerate(copied, start=1) if x.startswith("NED")]
    assert (f"lines {', '.join(map(str, nrs))}: the national rating records go on with the "
            "001 records' points and rank (cols 80-89); those columns are ignored") in err
    # the records are kept up to the birth date (col 79), as written, without cols 80-89
    with TournamentService.open(out_path, read_only=True) as service:
        kept = service.tournament().options["trf.national"].split("\n")
    assert kept == [x[:79].rstrip() for x in copied if x.startswith("NED")]
    # anything else after col 79 is still refused, naming line and columns
    bad = [x + "  4 w 1" if x.startswith("NED    1") else x for x in copied]
    trf.write_text("\n".join(bad) + "\n", encoding="latin-1")
    _out, err = run(capsys, "import", trf, "-o", tmp_path / "bad.arbiter", code=2)
    assert "cols 80-" in err and "expected nothing after the birth date" in err


def test_point_29_english_plurals_of_one_round(tmp_path, capsys):
    path = tmp_path / "two.arbiter"
    run(capsys, "new", path, "--name", "Two", "--rounds", "3", "--system", "dutch2026")
    run(capsys, "add-player", path, "A, A", "--rating", "2000")
    run(capsys, "add-player", path, "B, B", "--rating", "1900")
    # two players meet at most once: a Swiss pairs at most 1 round (C.04.1 b)
    _out, err = run(capsys, "pair-next", path)
    assert "a Swiss cannot pair more than 1 round without" in err
    run(capsys, "result", path, 1, 1, "1-0")
    run(capsys, "settings", path, "--rounds", "1", "--confirm")
    _out, err = run(capsys, "pair-next", path, code=2)
    assert "1 round of 1 is paired" in err and "1 rounds" not in err
