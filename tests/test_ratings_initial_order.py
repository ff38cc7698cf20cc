"""The tournament rating and the initial order (issue #24 point 3): TRF-2026 record
172's starting-rank methods over the FIDE ratings of the 001 records and the national
ratings of the NRS records, C.04.2 article 2's tie order, the arbiter's manual rating.

The file ``tests/data/ratings/nrs-fidon.trf`` (172 NED FIDON) has seven players; its
numbers are deliberately not the ranking.  Their ratings (FIDE from 001 cols 49-52,
NED from the NRS records' cols 49-52; "-" not defined):

====  ==============  =====  ====  ====
No    name            title  FIDE  NED
====  ==============  =====  ====  ====
1     Bakker, Anna           -     1850
2     de Vries, Jan   FM     2105  2180
3     Jansen, Piet           1990  -     (no NRS record)
4     Visser, Eva     WIM    2105  2050
5     Smit, Kees             -     -     (an NRS record without rating)
6     Mulder, Lars           1990  2210
7     Bos, Ruud              1700  2105
====  ==============  =====  ====  ====

The orders below are worked by hand from the method table of TRF-2026 record 172 and
C.04.2 2.2: "participants are ranked by (2.2.1) strength, (2.2.2) FIDE title, in the
order GM, IM, WGM, FM, WIM, CM, WFM, WCM, no title, (2.2.3) alphabetically" (the
rules' file, ../shared/rules/swiss-rules-2026.txt, article 2).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.tournament_rating import tournament_rating
from arbiter_app.services import TournamentService

DATA = Path(__file__).resolve().parent / "data" / "ratings"
NAMES = {1: "Bakker, Anna", 2: "de Vries, Jan", 3: "Jansen, Piet", 4: "Visser, Eva",
         5: "Smit, Kees", 6: "Mulder, Lars", 7: "Bos, Ruud"}

#: the file's numbers in initial order, by method (worked by hand, see each comment)
ORDERS = {
    # FIDON "FIDE rating if defined, otherwise National Rating": 2105 2105 1990 1990
    # 1850 1700 0; 2 (FM) before 4 (WIM) by 2.2.2; Jansen before Mulder by 2.2.3
    "FIDON": [2, 4, 3, 6, 1, 7, 5],
    # NIDOF "National rating if defined, otherwise FIDE rating": 6 2210, 2 2180,
    # 7 2105, 4 2050, 3 1990 (FIDE: no national), 1 1850, 5 none
    "NIDOF": [6, 2, 7, 4, 3, 1, 5],
    # HBFN "Highest between FIDE and National Rating": 6 2210, 2 2180, 4 and 7 2105
    # (WIM before no title), 3 1990, 1 1850, 5
    "HBFN": [6, 2, 4, 7, 3, 1, 5],
    # LBFN "Lowest between FIDE and National Rating": 2 2105, 4 2050, 3 and 6 1990
    # (Jansen, Mulder), 1 1850 (her only rating), 7 1700, 5
    "LBFN": [2, 4, 3, 6, 1, 7, 5],
    # NRO "National Rating only": 6 2210, 2 2180, 7 2105, 4 2050, 1 1850, then 3 and 5
    # without one: Jansen before Smit (2.2.3)
    "NRO": [6, 2, 7, 4, 1, 3, 5],
    # FIDE "FIDE rating only": 2 and 4 2105, 3 and 6 1990, 7 1700, then 1 and 5
    # unrated: Bakker before Smit
    "FIDE": [2, 4, 3, 6, 7, 1, 5],
}


def _imported(tmp_path, method: str) -> Path:
    text = (DATA / "nrs-fidon.trf").read_text()
    assert "172 NED FIDON\n" in text
    source = tmp_path / f"{method}.trf"
    source.write_text(text.replace("172 NED FIDON\n", f"172 NED {method}\n"))
    out = tmp_path / f"{method}.arbiter"
    assert main(["import", str(source), "-o", str(out)]) == 0
    return out


def _names_in_order(path: Path) -> list[str]:
    with TournamentService.open(path) as service:
        t = service.tournament()
    return [t.players[n].name for n in sorted(t.players)]


@pytest.mark.parametrize("method", sorted(ORDERS))
def test_172_method_gives_the_initial_order(method, tmp_path, capsys):
    """TRF-2026 172 with NRS records: `arbiter-cli renumber` gives the order the
    method defines (issue #24's "done when")."""
    path = _imported(tmp_path, method)
    assert main(["renumber", str(path)]) == 0
    assert _names_in_order(path) == [NAMES[n] for n in ORDERS[method]]


def test_pairing_round_1_ranks_by_the_method(tmp_path, capsys):
    """The renumbering when round 1 is paired (auto-rank, off for an imported file
    until the arbiter switches it on) uses the same order."""
    path = _imported(tmp_path, "NIDOF")
    assert main(["settings", str(path), "--auto-rank", "on"]) == 0
    assert main(["pair-next", str(path)]) == 0
    assert _names_in_order(path) == [NAMES[n] for n in ORDERS["NIDOF"]]


def test_the_method_is_a_setting_and_goes_back_to_172(tmp_path, capsys):
    """`arbiter-cli settings --rating-method` changes the method of an imported file;
    the export writes it as record 172 with the NRS records renumbered."""
    path = _imported(tmp_path, "FIDON")
    assert main(["settings", str(path), "--rating-method", "hbfn"]) == 0
    assert "HBFN (national ratings of NED)" in capsys.readouterr().out
    assert main(["renumber", str(path)]) == 0
    assert _names_in_order(path) == [NAMES[n] for n in ORDERS["HBFN"]]
    assert main(["export", str(path), "-o", str(tmp_path / "back.trf")]) == 0
    lines = (tmp_path / "back.trf").read_bytes().decode().replace("\r", "").split("\n")
    assert "172 NED HBFN" in lines
    # Mulder (file number 6) is now number 1, his NRS record with him
    assert [line[:8] + line[48:52] for line in lines if line.startswith("NED ")][0] \
        == "NED    12210"


def test_created_with_a_method_and_the_tournaments_federation(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    assert main(["new", str(path), "--name", "Club", "--rounds", "5", "--federation", "ned",
                 "--rating-method", "NIDOF"]) == 0
    with TournamentService.open(path) as service:
        settings = service.settings()
    assert (settings.rating_method, settings.rating_federation) == ("NIDOF", "NED")


def test_a_national_method_without_federation_is_refused(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    assert main(["new", str(path), "--name", "Club", "--rounds", "5",
                 "--rating-method", "FIDON"]) == 2
    assert "FIDON reads national ratings" in capsys.readouterr().err
    assert not path.exists()


def test_fide_id_replaces_the_alphabetical_criterion(tmp_path, capsys):
    """C.04.2 2.2.3: alphabetically "unless it has been previously stated that this
    criterion has been replaced by another one" (checklist Q146): by FIDE number,
    Mulder (1000020) comes before Jansen (1000030) at 1990 under FIDON."""
    path = _imported(tmp_path, "FIDON")
    assert main(["settings", str(path), "--tie-order", "fide-id"]) == 0
    assert main(["renumber", str(path)]) == 0
    assert _names_in_order(path) == [NAMES[n] for n in [2, 4, 6, 3, 1, 7, 5]]


def test_the_arbiters_estimate_places_an_unrated_player(tmp_path):
    """C.04.2 2.1: the chief arbiter estimates unknown ratings.  Smit (no FIDE, no
    national rating) with a manual 1950 comes between 1990 and 1850 under FIDON."""
    path = _imported(tmp_path, "FIDON")
    with TournamentService.open(path) as service:
        service.edit_player(5, manual_rating=1950)
        service.renumber_players()
        t = service.tournament()
    assert [t.players[n].name for n in sorted(t.players)] == \
        [NAMES[n] for n in [2, 4, 3, 6, 5, 1, 7]]
    assert t.players[5].manual_rating == 1950 and t.players[5].rating == 0


@pytest.mark.parametrize("method, fide, national, manual, expected", [
    ("FIDE", 2000, 2100, 0, 2000), ("FIDE", 0, 2100, 1800, 1800),
    ("NRO", 2000, 2100, 0, 2100), ("NRO", 2000, 0, 0, 0),
    ("FIDON", 2000, 2100, 0, 2000), ("FIDON", 0, 2100, 0, 2100),
    ("NIDOF", 2000, 2100, 0, 2100), ("NIDOF", 2000, 0, 0, 2000),
    ("HBFN", 2000, 2100, 2200, 2200), ("HBFN", 2000, 1900, 0, 2000),
    ("LBFN", 2000, 2100, 0, 2000), ("LBFN", 0, 2100, 0, 2100), ("LBFN", 0, 0, 1500, 1500),
    ("OTHER", 2000, 2100, 1700, 1700), ("OTHER", 2000, 2100, 0, 2000),
])
def test_method_table(method, fide, national, manual, expected):
    """TRF-2026 172's table, and the decisions on the manual rating (docs/ratings.md):
    HBFN takes the highest of FIDE, national and manual (checklist Q145)."""
    assert tournament_rating(method, fide, national, manual) == expected
