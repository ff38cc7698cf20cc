"""A player's K-factor (issue #24, points 1/2): read from FIDE's rating list
files when they have a K column, typed in the player dialog, kept with the
player.  B.02 8.3.3 gives K = 40, 20 or 10; the list file says which."""

from __future__ import annotations

from arbiter_app.ui.imports.fide_list import search_rating_list

# FIDE's combined list (TXT), each value starting under its header:
# "ID Number  Name  Fed Sex Tit WTit OTit FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
HEADER = ("ID Number      Name                                                         Fed Sex "
          "Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")


def _line(**values) -> str:
    """A list line: each value written from its header's column."""
    line = [" "] * len(HEADER)
    for header, value in values.items():
        at = HEADER.index(header)
        line[at:at + len(value)] = value
    return "".join(line).rstrip()


TXT = "\n".join([HEADER,
                 _line(**{"ID Number": "1000001", "Name": "Example, Anna", "Fed": "GER",
                          "Sex": "F", "Tit": "WGM", "SRtng": "2301", "SGm": "9", "SK": "40",
                          "B-day": "2008"}),
                 _line(**{"ID Number": "1000002", "Name": "Sample, Boris", "Fed": "NED",
                          "Sex": "M", "Tit": "IM", "SRtng": "2444", "SGm": "30", "SK": "10",
                          "B-day": "1985"})]) + "\n"
XML = ('<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n'
       "<player><fideid>1000003</fideid><name>Example, Carl</name><country>GER</country>"
       "<sex>M</sex><title></title><rating>1780</rating><games>12</games><k>20</k>"
       "<birthday>2001</birthday><flag></flag></player>\n</playerslist>\n")


def test_txt_list_keeps_the_k_column(tmp_path):
    path = tmp_path / "players_list_foa.txt"
    path.write_text(TXT, encoding="utf-8")
    found = search_rating_list(path, ["1000001", "1000002"])
    assert [(p["fide_id"], p["rating"], p.get("k")) for p in found] == [
        ("1000001", 2301, 40), ("1000002", 2444, 10)]


def test_xml_list_keeps_the_k_element(tmp_path):
    path = tmp_path / "players_list_xml_foa.xml"
    path.write_text(XML, encoding="utf-8")
    assert search_rating_list(path, ["carl"])[0]["k"] == 20


def test_a_picked_player_is_added_with_the_lists_k(tmp_path):
    from arbiter_app.services import NewTournament, TournamentService
    from arbiter_app.services.ratings import k_factors
    path = tmp_path / "players_list_foa.txt"
    path.write_text(TXT, encoding="utf-8")
    service = TournamentService.create(tmp_path / "t.arbiter",
                                       NewTournament(name="T", total_rounds=5,
                                                     system="dutch2016"))
    try:
        service.add_players(search_rating_list(path, ["Example"]))
        assert k_factors(service.tournament()) == {1: 40}
    finally:
        service.close()


def test_player_dialog_has_a_k_field(qtbot=None):
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from arbiter_app.ui.dialogs.player import PlayerDialog
    dialog = PlayerDialog(initial={"name": "Example, Anna", "k": 40})
    assert dialog.values()["k"] == 40
    dialog.k.setValue(0)  # "from the rating": no K given
    assert dialog.values()["k"] is None
    dialog.deleteLater()
    assert app is not None


def test_edit_command_restores_the_old_k(tmp_path):
    """The GUI's edit (ui/commands.py) carries K in the player's fields, so undo
    puts the old K back."""
    from arbiter_app.services import NewTournament, TournamentService
    from arbiter_app.services.ratings import k_factors
    from arbiter_app.ui import commands as cmd
    service = TournamentService.create(tmp_path / "t.arbiter",
                                       NewTournament(name="T", total_rounds=5,
                                                     system="dutch2016"))
    try:
        service.add_player("One, A", rating=2000, k=20)
        t = service.tournament()
        old = cmd.player_fields(t.players[1], t)
        assert old["k"] == 20
        edit = cmd.EditPlayer(None, 1, old, {**old, "k": 40})
        assert edit.new == {"k": 40}
        edit.do(service)
        assert k_factors(service.tournament()) == {1: 40}
        edit.undo_op(service)
        assert k_factors(service.tournament()) == {1: 20}
    finally:
        service.close()
