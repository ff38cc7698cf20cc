"""TRF-2026 (issue #15): every record read into the model, written back, refused
with one line naming the line and columns; the reference engine's files come
back field by field; an in-tournament export carries what a pairing engine needs."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.model import ByeKind, Colour, Scoring
from arbiter_app.trf import TrfError, read_trf, write_trf
from arbiter_app.trf import trf2026 as T

DATA = Path(__file__).resolve().parent / "data" / "trf2026"
FILES = sorted(DATA.glob("*.trf"))


def _player_lines(text: str) -> dict[int, str]:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return {int(line[4:8]): line.rstrip() for line in text.split("\n") if line.startswith("001")}


@pytest.mark.parametrize("trf", FILES, ids=[f.name for f in FILES])
def test_the_engines_files_come_back_as_trf2026(trf, tmp_path, capsys):
    out = tmp_path / "t.arbiter"
    assert main(["import", str(trf), "-o", str(out)]) == 0
    assert "system dutch2026" in capsys.readouterr().out
    assert main(["export", str(out), "-o", str(tmp_path / "back.trf")]) == 0
    text = (tmp_path / "back.trf").read_bytes().decode()
    assert _player_lines(text) == _player_lines(trf.read_bytes().decode())
    lines = text.split("\r\n")
    rounds = max(len(line) for line in _player_lines(text).values())
    assert f"142 {(rounds - 91 + 9) // 10}" in lines and "192 FIDE_DUTCH_2025" in lines


RICH = """\
012 Open 2026
022 Leiden
032 NED
042 2026/11/27
052 2026/11/29
092 Swiss
102 IA A. Arbiter
112 FA B. Deputy
112 FA C. Deputy
122 90'+30"
### a comment the arbiter wrote
142 5
152 B
162  W 3.0    D 1.0    A 0.0
172 NED FIDON
182 Arbiter 1.0
192 FIDE_DUTCH_2025_BAKU
202 BH/C1,BH,SB
212 PTS,BH/C1,BH,SB
222 5400+30
{players}240 H 002    1
240 Z 002    3
250       1.0 001 002 0001 0002
260 001 005    1    4
260 002 003    2    3
"""


def _line(code, n, sex, title, name, rating, fed, fide, birth, points="", rank="", cell=""):
    line = (f"{code} {n:4d} {sex or ' '}{title:>3} {name:<33} {rating:>4} {fed:<3} {fide:>11} "
            f"{birth:<10}")
    return (line + (f" {points:>4} {rank:>4}  {cell}" if points else "")).rstrip() + "\n"


RICH = RICH.format(players="".join([
    _line("001", 1, "m", "GM", "Alpha, A.", "2600", "NED", "12345678", "1990/01/01", "3.0", "1",
          "   3 w 1"),
    _line("001", 2, "w", "", "Beta, B.", "2500", "NED", "", "1991/02/02", "1.0", "2", "   4 b ="),
    _line("001", 3, "", "", "Gamma, C.", "2400", "GER", "", "", "0.0", "3", "   1 b 0"),
    _line("001", 4, "", "", "Delta, D.", "2300", "NED", "", "", "1.0", "4", "   2 w ="),
    _line("NED", 1, "m", "", "Alpha, Andries", "2610", "ZH", "00001234", "")]))
NRS_LINE = _line("NED", 1, "m", "", "Alpha, Andries", "2610", "ZH", "00001234", "").rstrip()


def test_every_record_is_read_into_the_model():
    t = read_trf(RICH)
    assert t.total_rounds == 5 and t.initial_colour is Colour.BLACK
    assert t.scoring == Scoring(win=3, draw=1, loss=0, forfeit_win=3, forfeit_loss=0,
                                pairing_bye=3, half_bye=1, full_bye=3, zero_bye=0,
                                adjourned=1)  # no X: 162's default, the points of D
    assert t.system == "dutch2026" and T.accelerated(t)
    assert t.info.deputies == "FA B. Deputy; FA C. Deputy"
    assert t.options[T.STARTING_RANK] == "NED FIDON"
    assert t.options[T.CONTROLLER] == "Arbiter 1.0"
    assert t.options[T.TIEBREAKS_202] == "BH/C1,BH,SB"
    assert t.options[T.TIME_CONTROL] == "5400+30"
    assert t.requested_byes == {2: {1: ByeKind.HALF_POINT, 3: ByeKind.ZERO_POINT}}
    assert T.accelerations(t) == {1: {1: 1.0, 2: 1.0}, 2: {1: 1.0, 2: 1.0}}
    assert t.forbidden_pairs == {frozenset((1, 4))}
    assert T.parse_forbidden_rounds(t.options[T.FORBIDDEN_ROUNDS]) == [(2, 3, [2, 3])]
    assert T.national_ratings(t) == {1: {"NED": 2610}}
    assert "### a comment the arbiter wrote" in t.info.extra_lines


@pytest.mark.parametrize("version", ["trf2026", "trf16"])
def test_written_and_read_back_the_same(version):
    t = read_trf(RICH)
    assert read_trf(write_trf(t, version)) == t


def test_the_trf2026_text_in_code_order():
    text = write_trf(read_trf(RICH), "trf2026")
    codes = [line[:3] for line in text.splitlines()]
    assert codes[:22] == ["012", "022", "032", "042", "052", "092", "102", "112", "112", "122",
                          "142", "152", "162", "172", "182", "192", "202", "212", "222", "###",
                          "001", "001"]
    assert "162  W 3.0    D 1.0" in text.splitlines()
    assert text.splitlines()[-6:] == [
        NRS_LINE,
        "240 H 002    1", "240 Z 002    3", "250       1.0 001 002 0001 0002",
        "260 001 005    1    4", "260 002 003    2    3"]
    assert "XX" not in text  # 142/152/162/260 say it in TRF-2026


def test_an_in_tournament_export_has_what_the_engine_needs():
    t = read_trf(RICH)
    t.options.pop(T.TYPE_CODE)
    t.players[4] = t.players[4].__class__(**{**t.players[4].__dict__, "withdrawn_from": 2})
    lines = write_trf(t, "trf2026").splitlines()
    # the acceleration read from 192's _BAKU is the tournament's own setting now
    assert "192 FIDE_DUTCH_2025_BAKU" in lines
    t.options.pop("pairing.acceleration")
    lines = write_trf(t, "trf2026").splitlines()
    assert "192 FIDE_DUTCH_2025" in lines and "142 5" in lines and "152 B" in lines
    assert "240 Z 002    3    4" in lines and "240 H 002    1" in lines
    # points: the rounds played, the announced bye is in its 240 record
    assert [line[80:84] for line in lines if line.startswith("001")] == [
        " 3.0", " 1.0", " 0.0", " 1.0"]


@pytest.mark.parametrize("code,system", [
    ("FIDE_DUTCH_2025", "dutch2026"), ("FIDE_DUTCH_2026", "dutch2026"), ("FIDE_DUTCH", "dutch2026"),
    ("FIDE_DUTCH_2017", "dutch2016"), ("FIDE_DUBOV", "dubov2026"), ("FIDE_DUBOV_1997", "dubov1997"),
    ("FIDE_LIM", "lim1999"), ("FIDE_RATING_1998", "rating1998"), ("FIDE_BURSTEIN", ""),
    ("fide_dutch_baku", "dutch2026"), ("BERGER_ROUNDROBIN_G2", "roundrobin")])
def test_the_tournament_type_code_table(code, system):
    t = read_trf(RICH.replace("192 FIDE_DUTCH_2025_BAKU", f"192 {code}"))
    assert t.system == system
    if system:
        row = T.type_code_row(code)
        assert T.type_code_row(T.code_for_system(system) or code).system == row.system


BAD = [
    ("192 FIDE_DUTCH_2025_BAKU", "192 SWISS_MANAGER", "line 17, cols 5-17", "Code Table"),
    ("192 FIDE_DUTCH_2025_BAKU", "192 FIDE_ROUNDROBIN_BAKU", "line 17", "no _BAKU"),
    ("162  W 3.0    D 1.0    A 0.0", "162  W 3.0    Q 1.0", "line 14, cols 15-19",
     "'Q' is not a result code"),
    ("152 B", "152 red", "line 13", "initial colour"),
    ("142 5", "142 five", "line 12", "number of rounds"),
    ("222 5400+30", "222 90 min", "line 20", "time control"),
    ("172 NED FIDON", "172 NED ELO", "line 15", "ranking method"),
    ("240 Z 002    3", "240 Z 001    3", "line 27", "round 1 entry shows a game"),
    ("240 Z 002    3", "240 Q 002    3", "line 27", "kind of bye"),
    ("250       1.0 001 002 0001 0002", "250       0.0 001 002 0001 0002", "line 28, cols 10-13",
     "differ from 0.0"),
    ("260 002 003    2    3", "260 002 003    2   99", "line 30", "player 99"),
    ("NED    1 m", "NED    9 m", "line 25, cols 5-8", "player 9"),
    ("142 5", "142 5\nXXR 6", "line 12, cols 5-7", "XXR says 6"),
]


@pytest.mark.parametrize("old,new,where,what", BAD, ids=[b[1][:12] for b in BAD])
def test_errors_name_the_line_and_columns(old, new, where, what):
    with pytest.raises(TrfError) as err:
        read_trf(RICH.replace(old, new), "open.trf")
    message = str(err.value)
    assert message.startswith(f"open.trf: {where}") and what in message and "\n" not in message


def test_bb_lines_and_162_together_are_refused():
    with pytest.raises(TrfError, match="162 line .* BB point lines"):
        read_trf(RICH + "BBW 2.0\n")


def test_crlf_cr_and_lf_read_alike():
    t = read_trf(RICH)
    assert read_trf(RICH.replace("\n", "\r")) == t == read_trf(RICH.replace("\n", "\r\n"))


def test_javafo_xxs_gives_the_points():
    t = read_trf(RICH.replace("162  W 3.0    D 1.0    A 0.0", "XXS W=3 D=1 PAB=0.5"))
    assert (t.scoring.win, t.scoring.draw, t.scoring.pairing_bye) == (3, 1, 0.5)
    assert "XXS" not in write_trf(t, "trf2026") and "162  W 3.0    D 1.0    P 0.5" in write_trf(
        t, "trf2026")


def test_export_format_is_asked_in_the_gui(tmp_path):
    from arbiter_app.ui.window_output import OutputActions

    calls = []

    class Session:
        def run(self, title, job, refresh, on_done):
            calls.append(job)

    class Window(OutputActions):
        snapshot = type("S", (), {"path": str(tmp_path / "t.arbiter")})()
        session = Session()

        def ask_trf_export(self, suggestion):
            assert suggestion.endswith("t.arbiter".replace(".arbiter", ".trf"))
            return str(tmp_path / "x.trf"), "trf16"

    Window().export_trf()
    asked = []
    calls[0](type("Service", (), {"export_trf": lambda self, p, v: asked.append(v)})())
    assert asked == ["trf16"]
    assert set(OutputActions.TRF_EXPORT_TYPES.values()) == {"trf2026", "trf16"}
