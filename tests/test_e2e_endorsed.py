"""End-to-end against the FIDE-endorsed engines: an arbiter runs a whole Dutch event with
arbiter-cli (import after round 1, then pair-next / result for every board, round after
round) and gets, every round, exactly the pairing two endorsed engines made (the fixture
files: pairs, colours and bye), and in the end an export holding the same rounds.

The fixtures of the whole-event test have only pairing-allocated byes (the command line
cannot announce absences between rounds) and include forfeits.  Announced absences (H, Z) are
tested one round at a time: imported with the TRF (pairing-input convention), then pair-next.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_e2e_cli import cli, parse_pairs, trf_players

HERE = Path(__file__).resolve().parent / "data"
FIXTURES = [HERE / "dutch2016" / "rough-00034-n007-r07.trf",  # 7 players, a bye every round
            HERE / "e2e" / "mixed-00072-n011-r04.trf"]  # 11 players, forfeits both ways

#: the TRF16 result codes of white and black -> what the arbiter types
TYPED = {("1", "0"): "1-0", ("0", "1"): "0-1", ("=", "="): "1/2", ("+", "-"): "+-",
         ("-", "+"): "-+", ("-", "-"): "--"}
#: points of a result code under the default scoring (win 1, draw 1/2; U and F a win, H a
#: draw, Z nothing)
POINTS = {"1": 1.0, "+": 1.0, "U": 1.0, "F": 1.0, "=": 0.5, "H": 0.5, "0": 0.0, "-": 0.0,
          "Z": 0.0}


def cut_after_round_one(source: Path, target: Path, rounds: int) -> None:
    """The fixture as it stood after round 1, with XXR (pairing-input convention); points
    recomputed from round 1's codes."""
    text = source.read_bytes().decode("latin-1")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    out = []
    for line in lines:
        if line.startswith("001"):
            line = line[:99].rstrip()
            points = POINTS[line[98:99]] if len(line) >= 99 else 0.0
            line = line[:80] + f"{points:4.1f}" + line[84:]
        out.append(line)
    out.append(f"XXR {rounds}")
    target.write_text("\n".join(out) + "\n", encoding="latin-1")


def fixture_round(players, round_no):
    """(set of (white, black), bye) of a round of the fixture, read by the columns."""
    pairs, bye = set(), None
    for number, (_, cells) in players.items():
        cell = cells[round_no - 1]
        if cell[5:6] == "w":
            pairs.add((number, int(cell[:4])))
        elif cell[7:8] == "U":
            bye = number
    return pairs, bye


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_a_dutch_event_gives_the_endorsed_pairings_every_round(fixture, tmp_path, capsys):
    truth = trf_players(fixture.read_bytes().decode("latin-1"))
    rounds = len(next(iter(truth.values()))[1])
    start = tmp_path / "after-round-1.trf"
    cut_after_round_one(fixture, start, rounds)
    event = tmp_path / "event.arbiter"
    code, out, err = cli(capsys, "import", start, "-o", event, "--system", "dutch2016")
    assert code == 0, err
    assert f"1 round paired of {rounds}" in out

    for round_no in range(2, rounds + 1):
        code, out, err = cli(capsys, "pair-next", event, "--pairs")
        assert code == 0, err
        boards, bye = parse_pairs(out)
        assert (set(boards), bye) == fixture_round(truth, round_no), f"round {round_no}"
        for board, (white, black) in enumerate(boards, start=1):
            codes = (truth[white][1][round_no - 1][7:8], truth[black][1][round_no - 1][7:8])
            code, _, err = cli(capsys, "result", event, round_no, board, TYPED[codes])
            assert code == 0, err

    code, out, err = cli(capsys, "pair-next", event)
    assert code == 2 and f"all {rounds} rounds" in err

    code, out, err = cli(capsys, "export", event, "-o", "-")
    assert code == 0, err
    exported = trf_players(out)
    assert sorted(exported) == sorted(truth)
    for number, (points, cells) in truth.items():
        assert exported[number] == (points, cells), f"player {number}"


ABSENCES = HERE / "dutch2016" / "rough-00001-n058-r06.trf"  # 58 players, H and Z absences


def cut_with_announced_absences(source: Path, target: Path, played: int, rounds: int) -> None:
    """The fixture after ``played`` rounds, with round played+1's absences (H / Z entries with
    no opponent) announced in its column, as the pairing-input convention says."""
    text = source.read_bytes().decode("latin-1")
    out = []
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if line.startswith("001"):
            cells = [line[91 + 10 * r:99 + 10 * r] for r in range(rounds)]
            points = sum(POINTS.get(c[7:8], 0.0) for c in cells[:played])
            kept = cells[:played]
            following = cells[played] if played < rounds else ""
            if following.startswith("0000") and following[7:8] in ("H", "Z"):
                kept.append(following)
            line = line[:80] + f"{points:4.1f}" + line[84:91] + "  ".join(kept)
            line = line.rstrip()
        out.append(line)
    out.append(f"XXR {rounds}")
    target.write_text("\n".join(out) + "\n", encoding="latin-1")


@pytest.mark.parametrize("played", [1, 3, 5])
def test_announced_absences_through_import_and_pair_next(played, tmp_path, capsys):
    """Import the fixture after ``played`` rounds with the next round's H / Z absences
    announced; pair-next gives the endorsed engines' round (the absent are not paired), and
    show lists the absences as requested byes."""
    truth = trf_players(ABSENCES.read_bytes().decode("latin-1"))
    rounds = len(next(iter(truth.values()))[1])
    start = tmp_path / "start.trf"
    cut_with_announced_absences(ABSENCES, start, played, rounds)
    absent = {n for n, (_, cells) in truth.items()
              if cells[played].startswith("0000") and cells[played][7:8] in ("H", "Z")}
    event = tmp_path / "event.arbiter"
    code, _, err = cli(capsys, "import", start, "-o", event, "--system", "dutch2016")
    assert code == 0, err
    code, out, err = cli(capsys, "pair-next", event, "--pairs")
    assert code == 0, err
    boards, bye = parse_pairs(out)
    assert (set(boards), bye) == fixture_round(truth, played + 1)
    assert not absent & {p for pair in boards for p in pair}
    code, out, _ = cli(capsys, "show", event, "--round", played + 1)
    listed = {int(x.split()[0]) for x in out.splitlines()
              if "half-point bye" in x or "zero-point bye" in x}
    assert listed == absent
