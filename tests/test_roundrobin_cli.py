"""A round robin run through the command line: new, players, every round, check, standings."""

from __future__ import annotations

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.systems.roundrobin.options import drawn_order
from arbiter_app.engine.systems.roundrobin.tables import berger_round, scheduled_round
from arbiter_app.services import TournamentService


def cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("lots", [None, "club-2026"])
def test_a_double_round_robin(tmp_path, capsys, lots):
    event = tmp_path / "rr.arbiter"
    code, out, err = cli(capsys, "new", event, "--name", "Club final", "--rounds", "6",
                         "--system", "roundrobin", "--double",
                         *(["--lots", lots] if lots else []))
    assert code == 0, err
    for i, rating in enumerate((2300, 2200, 2100, 2000), 1):
        code, _, err = cli(capsys, "add-player", event, f"Player {i}", "--rating", rating)
        assert code == 0, err
    code, out, err = cli(capsys, "settings", event)
    assert code == 0, err
    assert "DE,WIN,SB,KS" in out and "P=0" in out and "auto-rank       off" in out
    order = drawn_order([1, 2, 3, 4], lots) if lots else [1, 2, 3, 4]
    assert ("drawn by lot (seed club-2026)" if lots else "Berger number = pairing number") in out
    assert " ".join(f"{i}={n}" for i, n in enumerate(order, 1)) in out
    assert "swap            on" in out

    for round_no in range(1, 7):
        code, out, err = cli(capsys, "pair-next", event, "--pairs")
        assert code == 0, err
        lines = [x.split() for x in out.strip().splitlines()[1:]]
        # C.05 Annex 1: the 4-player table, cycle 2 colours reversed, rounds 2 and 3 swapped;
        # the drawing of lots gave the pairing numbers when round 1 was paired (C.05), so the
        # table is read with the pairing numbers themselves
        _cycle, r, rev = scheduled_round(4, round_no, swap=True, cycles=2)
        expected = [((b, w) if rev else (w, b)) for w, b in berger_round(4, r)]
        assert [(int(a), int(b)) for a, b in lines] == expected
        if round_no == 1:
            with TournamentService.open(event) as service:
                t = service.tournament()
                log = service.audit_log()
            # Berger number i is the player the lots gave it: "Player order[i-1]"
            assert [t.players[i].name for i in range(1, 5)] == [f"Player {n}" for n in order]
            berger = [e.details for e in log if e.action == "Berger numbers"]
            assert len(berger) == (1 if lots else 0)
            if lots:
                assert "seed club-2026" in berger[0] and "C.05" in berger[0]
                code, out, err = cli(capsys, "settings", event)
                assert "drawn by lot (seed club-2026), made the pairing numbers" in out
                assert "1=1 2=2 3=3 4=4" in out
        for board in range(1, 3):
            code, _, err = cli(capsys, "result", event, round_no, board, "1/2")
            assert code == 0, err
    code, out, err = cli(capsys, "standings", event)
    assert code == 0, err
    # the exported file carries the Berger numbers: another program re-pairs it the same
    trf = tmp_path / "rr.trf"
    code, _, err = cli(capsys, "export", event, "-o", trf)
    assert code == 0, err
    code, out, err = cli(capsys, "check", trf, "--system", "roundrobin")
    assert code == 0, out + err
    assert out.splitlines()[-1] == "6/6 rounds consistent; standings consistent: CONSISTENT"


def test_round_robin_options_need_the_system(tmp_path, capsys):
    code, _, err = cli(capsys, "new", tmp_path / "a.arbiter", "--name", "A", "--rounds", "5",
                       "--double")
    assert code == 2 and "roundrobin" in err


def test_a_player_who_withdrew_before_half_his_games_is_left_out_of_every_output(tmp_path,
                                                                                    capsys):
    """FIDE checklist Q103 (C.05): 6 players, 5 rounds; player 6 plays round 1 only, then
    withdraws: his one game is removed and he is not ranked in the standings, the CSV,
    the crosstable's PDF nor the published pages."""
    event = tmp_path / "rr.arbiter"
    assert cli(capsys, "new", event, "--name", "Club final", "--rounds", "5",
               "--system", "roundrobin")[0] == 0
    for i in range(1, 7):
        assert cli(capsys, "add-player", event, f"Player {i}", "--rating", 2400 - 50 * i)[0] == 0
    assert cli(capsys, "pair-next", event)[0] == 0
    with TournamentService.open(event) as service:
        games = service.tournament().round(1).games
    for board, game in enumerate(games, 1):
        assert cli(capsys, "result", event, "1", str(board), "1-0")[0] == 0
    code, _out, err = cli(capsys, "withdraw", event, "6", "--from-round", "2")
    assert code == 0, err
    code, out, err = cli(capsys, "standings", event)
    assert code == 0, err
    rows = [line.split() for line in out.splitlines() if line[:1].isspace() or
            line[:1].isdigit()]
    assert not any("Player 6" in " ".join(r) for r in rows), out
    assert "left out of the standings" in out + err
    code, out, err = cli(capsys, "standings", event, "--csv")
    assert code == 0, err
    assert "Player 6" not in out and out.count("Player ") == 5
    assert cli(capsys, "pdf", event, "--what", "crosstable", "-o", tmp_path / "x.pdf")[0] == 0
    code, _out, err = cli(capsys, "publish", event, "-o", tmp_path / "site")
    assert code == 0, err
    for page in ("standings.html", "crosstable.html"):
        text = (tmp_path / "site" / page).read_text(encoding="utf-8")
        assert "Player 6" not in text and "Player 5" in text, page
    # the crosstable counts the games as the standings do: round 1 was 1-6, 2-5, 3-4, each
    # won by White; with 6's games removed 1 loses his point, 2 and 3 keep theirs
    from tests.test_roundrobin_window import crosstable_points
    assert crosstable_points(tmp_path / "site" / "crosstable.html") == {
        "Player 1": "0", "Player 2": "1", "Player 3": "1", "Player 4": "0", "Player 5": "0"}


def _six_players_who_win_as_white(tmp_path, capsys, withdraws_from: int, rounds: int):
    """6 players, 5 rounds; every game a win for White; player 6 withdraws before
    round ``withdraws_from``; ``rounds`` rounds paired and played."""
    event = tmp_path / "rr.arbiter"
    assert cli(capsys, "new", event, "--name", "Club final", "--rounds", "5",
               "--system", "roundrobin")[0] == 0
    for i in range(1, 7):
        assert cli(capsys, "add-player", event, f"Player {i}", "--rating", 2400 - 50 * i)[0] == 0
    for k in range(1, rounds + 1):
        if k == withdraws_from:
            assert cli(capsys, "withdraw", event, "6", "--from-round", k)[0] == 0
        assert cli(capsys, "pair-next", event)[0] == 0
        with TournamentService.open(event) as service:
            games = service.tournament().round(k).games
        for board in range(1, len(games) + 1):
            assert cli(capsys, "result", event, k, board, "1-0")[0] == 0
    if withdraws_from > rounds:
        assert cli(capsys, "withdraw", event, "6", "--from-round", withdraws_from)[0] == 0
    return event


@pytest.mark.parametrize("withdraws_from, rounds", [(2, 1), (2, 5), (4, 3), (4, 5)])
def test_a_withdrawal_reads_back_from_the_exported_file(tmp_path, capsys, withdraws_from,
                                                        rounds):
    """TRF has no field for a withdrawal: the TRF-2026 export writes the player absent (240
    Z) from that round to the end, and a round robin's standings read such a run of
    absences as the withdrawal C.05 speaks of.  Arbiter's own file is then consistent for
    ``check`` and imports with the same standings: left out before half the games (Q103),
    the remaining games forfeits after."""
    event = _six_players_who_win_as_white(tmp_path, capsys, withdraws_from, rounds)
    trf = tmp_path / "rr.trf"
    assert cli(capsys, "export", event, "-o", trf)[0] == 0
    text = trf.read_text(encoding="utf-8")
    for k in range(max(withdraws_from, rounds + 1), 6):
        assert f"240 Z {k:03d}    6" in text, text
    code, out, err = cli(capsys, "check", trf)
    assert code == 0 and "standings consistent" in out, out + err
    _, before, _ = cli(capsys, "standings", event)
    assert cli(capsys, "import", trf, "-o", tmp_path / "back.arbiter")[0] == 0
    code, after, err = cli(capsys, "standings", tmp_path / "back.arbiter")
    assert code == 0 and after == before, err
    left_out = withdraws_from == 2  # 1 game of 5 played: fewer than half
    assert ("Player 6" in after) is not left_out, after


def test_check_refuses_a_rank_for_a_player_the_rules_leave_out(tmp_path, capsys):
    event = _six_players_who_win_as_white(tmp_path, capsys, 2, 5)
    trf = tmp_path / "rr.trf"
    assert cli(capsys, "export", event, "-o", trf)[0] == 0
    lines = trf.read_text(encoding="utf-8").splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith("001    6"))
    assert lines[row][85:89] == "    "
    lines[row] = lines[row][:85] + "   6" + lines[row][89:]
    trf.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, _err = cli(capsys, "check", trf)
    assert code == 1
    assert ("player 6 Player 6: file rank 6, the rules give none: the rules leave him out of "
            "the standings") in out, out
