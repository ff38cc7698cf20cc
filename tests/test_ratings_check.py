"""FIDE rating lists (issue #24 point 2): the reader on an excerpt of each list kind
(standard, rapid, blitz as TXT and XML, and the combined TXT list) in FIDE's
published layouts, and the consistency check of the registered players against
the list valid at the start date (checklist Q127-137) with its one update action.

The excerpts in tests/data/ratings/ follow FIDE's download formats: the TXT lists
with the header ``ID Number Name Fed Sex Tit WTit OTit FOA <rating> Gms K B-day
Flag`` (the month, ``MAR26``, heads the rating of a one-kind list; the combined
list has ``SRtng SGm SK RRtng RGm Rk BRtng BGm BK``), the XML lists
``<playerslist><player><fideid>…``.  Their players are invented.  The registered
players are those of nrs-fidon.trf (start date 2026/03/07): the values expected
below are read off the two files by hand.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.model import ListRating
from arbiter_app.services import TournamentService
from arbiter_app.trf.fide_list import read_list

DATA = Path(__file__).resolve().parent / "data" / "ratings"

#: file -> kinds, month, de Vries's (rating, K) of each kind
LISTS = {
    "standard_mar26frl.txt": (("standard",), "2026/03", {"standard": (2112, 20)}),
    "rapid_mar26frl.txt": (("rapid",), "2026/03", {"rapid": (2150, 20)}),
    "blitz_mar26frl.txt": (("blitz",), "2026/03", {"blitz": (2090, 20)}),
    "standard_mar26frl_xml.xml": (("standard",), "2026/03", {"standard": (2112, 20)}),
    "rapid_mar26frl_xml.xml": (("rapid",), "2026/03", {"rapid": (2150, 20)}),
    "blitz_mar26frl_xml.xml": (("blitz",), "2026/03", {"blitz": (2090, 20)}),
    "players_list_foa.txt": (("standard", "rapid", "blitz"), "",
                             {"standard": (2112, 20), "rapid": (2150, 20),
                              "blitz": (2090, 20)}),
}


@pytest.mark.parametrize("name", sorted(LISTS))
def test_each_list_kind_is_read(name):
    kinds, month, ratings = LISTS[name]
    info, found = read_list(DATA / name, ["1000010", "1000099", "9999999"])
    assert (info.kinds, info.month) == (kinds, month)
    assert set(found) == {"1000010", "1000099"}  # 9999999 is in no list
    jan = found["1000010"]
    assert (jan.name, jan.federation, jan.sex, jan.title, jan.birth_date) == \
        ("de Vries, Jan", "NED", "m", "FM", "1995")
    assert jan.ratings == ratings
    assert found["1000099"].title == "GM" and found["1000099"].federation == "GER"


@pytest.mark.parametrize("name", ["players_list_foa.txt", "standard_mar26frl_xml.xml"])
def test_a_woman_is_w_as_tournament_files_store_it(name):
    """FIDE's lists write F; TRF (and the tournament file) w."""
    _info, found = read_list(DATA / name, ["1000040"])
    assert (found["1000040"].sex, found["1000040"].title) == ("w", "WIM")


def _registered(tmp_path) -> Path:
    out = tmp_path / "t.arbiter"
    assert main(["import", str(DATA / "nrs-fidon.trf"), "-o", str(out)]) == 0
    return out


#: what the standard list of March 2026 gives otherwise than the registration
DIFFERENCES = [
    "player 2 de Vries, Jan: rating 2105 here, 2112 in the list",
    "player 2 de Vries, Jan: K (none) here, 20 in the list",
    "player 3 Jansen, Piet: K (none) here, 20 in the list",
    "player 3 Jansen, Piet: title (none) here, CM in the list",
    "player 4 Visser, Eva: K (none) here, 20 in the list",
    "player 4 Visser, Eva: federation NED here, BEL in the list",
    "player 6 Mulder, Lars: K (none) here, 20 in the list",
    "player 6 Mulder, Lars: name Mulder, Lars here, Mulder, Lars Jan in the list",
    "player 7 Bos, Ruud: K (none) here, 40 in the list",
    "player 7 Bos, Ruud: birth date 2008/09/09 here, 2007 in the list",
]


@pytest.mark.parametrize("name", ["standard_mar26frl.txt", "standard_mar26frl_xml.xml"])
def test_every_difference_is_listed_and_nothing_changes(name, tmp_path, capsys):
    """Q133: player data checked against the list; rating, K, title, federation, name
    and birth date each a line."""
    path = _registered(tmp_path)
    capsys.readouterr()
    before = (path.read_bytes())
    assert main(["check-ratings", str(path), "--list", str(DATA / name)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert [line for line in out if line.startswith("player ")] == DIFFERENCES
    assert "without a FIDE number (not checked): 1 Bakker, Anna, 5 Smit, Kees" in out
    assert path.read_bytes() == before


def test_one_action_updates_every_difference_and_keeps_the_source(tmp_path, capsys):
    """Q133's one action; Q134: the source list of each rating is kept."""
    path = _registered(tmp_path)
    listed = str(DATA / "standard_mar26frl.txt")
    assert main(["check-ratings", str(path), "--list", listed, "--update"]) == 0
    assert main(["check-ratings", str(path), "--list", listed]) == 0
    assert "no differences" in capsys.readouterr().out
    with TournamentService.open(path) as service:
        t = service.tournament()
        audit = service.audit_log()[-1]
    jan, eva, ruud = t.players[2], t.players[4], t.players[7]
    assert jan.rating == 2112 and jan.fide_ratings == (
        ListRating("standard", 2112, 20, "FIDE standard 2026/03"),)
    assert eva.federation == "BEL" and t.players[3].title == "CM"
    assert t.players[6].name == "Mulder, Lars Jan" and ruud.birth_date == "2007"
    assert t.options["ratings.k"] == "2=20,3=20,4=20,6=20,7=40"
    assert audit.action == "ratings from list" and "5 players found" in audit.details


def test_the_list_of_another_month_is_a_notice(tmp_path, capsys):
    """Q137: the check uses the list valid at the start date (2026/03/07: March)."""
    path = _registered(tmp_path)
    capsys.readouterr()
    main(["check-ratings", str(path), "--list", str(DATA / "standard_mar26frl.txt"),
          "--month", "2026/02"])
    err = capsys.readouterr().err
    assert "warning (level 2): standard_mar26frl.txt is the list of 2026/02; the list " \
           "valid at the start date is that of 2026/03 [Q137]" in err


def test_a_long_event_wants_the_current_months_list(tmp_path):
    """Q137: "the current month for events longer than 30 days" (Q210's flag)."""
    path = _registered(tmp_path)
    with TournamentService.open(path) as service:
        service.update_settings(long_event=True)
        check = service.check_rating_lists([DATA / "standard_mar26frl.txt"],
                                           today=date(2026, 5, 2))
    assert [w.text for w in check.warnings] == [
        "standard_mar26frl.txt is the list of 2026/03; the list valid now (an event longer "
        "than 30 days) is that of 2026/05"]


def test_a_rapid_event_takes_the_standard_rating_where_no_rapid_one(tmp_path):
    """Q118, "effective" lists: in a rapid tournament, a player without a rapid rating
    in the combined list is compared with his standard rating (Bos: 1700 both)."""
    path = _registered(tmp_path)
    with TournamentService.open(path) as service:
        service.update_settings(rating_type="rapid")
        check = service.update_from_lists([DATA / "players_list_foa.txt"],
                                          month="2026/03")
        t = service.tournament()
    ratings = {d.number: d.listed for d in check.differences if d.field == "rating"}
    # de Vries 2105 -> rapid 2150; Mulder 1990 -> 2001; Visser 2105 -> 2080; Jansen has
    # no rapid rating: standard 1990 = his 1990; Bos standard 1700 = his 1700
    assert ratings == {2: "2150", 4: "2080", 6: "2001"}
    assert t.players[2].fide_ratings == (
        ListRating("standard", 2112, 20, "FIDE standard 2026/03"),
        ListRating("rapid", 2150, 20, "FIDE rapid 2026/03"),
        ListRating("blitz", 2090, 20, "FIDE blitz 2026/03"))


def test_players_the_main_list_lacks_are_shown_from_the_others(tmp_path, capsys):
    """Q128-129: a player not in the main list is shown with the other lists' ratings."""
    path = _registered(tmp_path)
    assert main(["settings", str(path), "--rating-type", "rapid"]) == 0
    capsys.readouterr()
    main(["check-ratings", str(path), "--list", str(DATA / "rapid_mar26frl.txt"),
          "--list", str(DATA / "standard_mar26frl_xml.xml")])
    out = capsys.readouterr().out.splitlines()
    assert ("player 3 Jansen, Piet: not in rapid_mar26frl.txt; standard_mar26frl_xml.xml "
            "gives standard 1990") in out
    assert ("player 7 Bos, Ruud: not in rapid_mar26frl.txt; standard_mar26frl_xml.xml "
            "gives standard 1700") in out


@pytest.mark.parametrize("text, message", [
    ("Surname  Rating\nX 1\n", "line 1 is not the header of a FIDE rating list"),
    ("<playerslist><player>", "not a readable XML rating list"),
])
def test_a_file_that_is_no_list_is_refused_by_name(text, message, tmp_path, capsys):
    path = _registered(tmp_path)
    bad = tmp_path / "list.txt"
    bad.write_text(text)
    capsys.readouterr()
    assert main(["check-ratings", str(path), "--list", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "list.txt: " in err and message in err and "Traceback" not in err
