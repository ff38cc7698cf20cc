"""The engine's texts as messages (issue #36 point 3, arbiter_app/i18n/message.py): an
English text that keeps its catalogue key and values, shown in the reader's language from
those and never by reading the English back; kept in the tournament file beside its English
text, and read back from a file only when it is exactly what Arbiter writes.

The translations compared here are the real catalogues' (fr, de, ru), written by hand."""

from __future__ import annotations

import json
import pickle
import sqlite3

import pytest

from arbiter_app import i18n
from arbiter_app.engine.systems.base import PairingError, Violation
from arbiter_app.engine.texts import N_, count_text, join_texts
from arbiter_app.i18n.message import Message, from_data, lines, shown, to_data
from arbiter_app.services import NewTournament, TournamentService


def _bracket(score="1.5"):
    return N_("bracket {score} ({kind})").format(score=score, kind=N_("heterogeneous"))


def test_a_message_is_its_english_text_everywhere_a_text_goes():
    text = _bracket()
    assert text == "bracket 1.5 (heterogeneous)" and isinstance(text, str)
    # str(), an f-string and an exception keep the message (the window shows them so)
    assert isinstance(str(text), Message) and isinstance(f"{text}", Message)
    assert isinstance(str(PairingError(text)), Message)
    again = pickle.loads(pickle.dumps(text))
    assert again == text and again.values["kind"].key == "heterogeneous"
    # "+" and str.join make a plain text: the engine joins with join_texts
    assert not isinstance(text + "", Message)
    assert isinstance(join_texts([text, text]), Message)


def test_shown_in_the_language_from_its_key_and_values():
    text = join_texts([_bracket(), N_("{rule}: identical histories, the higher ranked gets "
                                      "the due colour").format(rule="5.4")])
    with i18n.using("de"):
        # the score takes the German comma, the article number 5.4 keeps its point
        assert shown(text) == ("Gruppe 1,5 (heterogen); 5.4: gleiche Farbgeschichten, der "
                               "höher Eingestufte bekommt die fällige Farbe")
    with i18n.using("en"):
        assert shown(text) == text


def test_a_count_takes_the_languages_plural_form():
    made = [count_text("{n} upfloater, the fewest ([C5], 3.2.1)",
                       "{n} upfloaters, the fewest ([C5], 3.2.1)", n) for n in (1, 3, 5)]
    assert made[1] == "3 upfloaters, the fewest ([C5], 3.2.1)"
    with i18n.using("ru"):  # 1; 2-4; 5-20
        assert [shown(m).split(",")[0] for m in made] == [
            "1 восходящий флоутер", "3 восходящих флоутера", "5 восходящих флоутеров"]


def test_a_plain_text_is_shown_as_it_is():
    """A file written before messages, or another program's ### line: its English as stored
    (docs/languages.md), not found again by patterns."""
    with i18n.using("fr"):
        assert shown("bracket 1.5 (heterogeneous)") == "bracket 1.5 (heterogeneous)"
        assert shown(N_("bracket {score}").format(score="1.5")) == "groupe 1,5"


def test_a_violation_and_a_refusal_are_messages():
    violation = Violation("C1", N_("{a} and {b} have already played each other").format(
        a=3, b=5), (3, 5))
    assert str(violation) == "C1: 3 and 5 have already played each other (players 3, 5)"
    with i18n.using("fr"):
        assert shown(str(violation)).startswith("C1 : 3 et 5 ")


def test_lines_keeps_each_line_a_message():
    text = join_texts([N_("Breaks {rule}").format(rule="C1"), _bracket()], "\n")
    assert text == "Breaks C1\nbracket 1.5 (heterogeneous)"
    assert [type(line) for line in lines(text)] == [Message, Message]
    assert lines("a\nb") == ["a", "b"] and lines("") == []


# -- kept in the file ------------------------------------------------------------------
def test_to_data_and_back():
    text = join_texts([_bracket("2.5"), count_text("{n} upfloater, the fewest ([C5], 3.2.1)",
                                                   "{n} upfloaters, the fewest ([C5], 3.2.1)", 2)])
    data = to_data(text)
    again = from_data(data, str.__str__(text))
    assert isinstance(again, Message) and again == text
    with i18n.using("fr"):
        assert shown(again) == shown(text)
    assert to_data("plain") == "" and from_data("", "plain") == "plain"


@pytest.mark.parametrize("data", [
    '{"k": "{v.__class__}", "v": {"v": "x"}}',              # attribute access
    '{"k": "{v:>99999999}", "v": {"v": "x"}}',             # a width that fills the memory
    '{"k": "{v!r}", "v": {"v": "x"}}',                      # a conversion
    '{"k": "{0}", "v": {"0": "x"}}',                        # a positional field
    '{"k": "bracket {score}", "v": {}}',                    # a value missing
    '{"k": "bracket {score}", "v": {"score": true}}',       # not a text or number
    '{"k": "bracket {score}", "v": {"score": "9"}}',        # another English text
    '{"k": ["{n} a", "{n} b"], "v": {"m": 1}}',             # a count without n
    '{"k": "x", "e": 1}',                                   # an unknown field
    '{"j": "not a list", "s": "; "}',
    '[1, 2]', 'not json', '{"k": ' * 5000,
    '{"j": [{"j": [{"j": []}], "s": ""}], "s": ""}',        # a list with no "s"
])
def test_a_file_s_data_that_is_not_exactly_a_message_gives_the_english_text(data):
    english = "bracket 1.5"
    assert from_data(data, english) is english


def _service(tmp_path) -> TournamentService:
    service = TournamentService.create(tmp_path / "t.arbiter", NewTournament(
        "Open", 5, "dutch2026"))
    for n in range(7):
        service.add_player(f"Player {n + 1}", 2400 - 20 * n)
    service.pair_next_round()
    return service


def test_the_file_keeps_the_message_and_the_window_shows_it_in_its_language(tmp_path):
    with _service(tmp_path) as service:
        before = service.pairing(1)
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        pairing = service.pairing(1)
    assert [b.explanation for b in pairing.boards] == [b.explanation for b in before.boards]
    assert pairing.bye_explanation == before.bye_explanation != ""
    assert all(isinstance(b.explanation, Message) for b in pairing.boards)
    with i18n.using("fr"):
        # Dutch 2026, round 1: bracket 0, colours 5.2.5 by pairing number
        assert shown(pairing.boards[0].explanation).startswith("groupe 0; couleurs 5.2.5 : ")
        assert "bracket" not in shown(pairing.bye_explanation)
    con = sqlite3.connect(tmp_path / "t.arbiter")
    english, data = con.execute("SELECT explanation, message FROM games WHERE round_no = 1 "
                                "AND board = 1").fetchone()
    con.close()
    assert english == pairing.boards[0].explanation and json.loads(data)["j"]


def test_a_file_without_messages_or_with_a_forged_one_shows_its_english(tmp_path):
    _service(tmp_path).close()
    con = sqlite3.connect(tmp_path / "t.arbiter")
    con.execute("UPDATE games SET message = '' WHERE board = 1")
    con.execute("""UPDATE games SET message = '{"k": "{score.__class__}", "v": {"score": 1}}'
                   WHERE board = 2""")
    con.commit()
    con.close()
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        boards = service.pairing(1).boards
    assert not isinstance(boards[0].explanation, Message)
    assert not isinstance(boards[1].explanation, Message)
    with i18n.using("fr"):
        assert shown(boards[0].explanation) == boards[0].explanation  # as stored
        assert shown(boards[1].explanation) == boards[1].explanation
    assert isinstance(boards[2].explanation, Message)


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_an_empty_text_stays_empty_in_every_language(code):
    """gettext translates "" into the catalogue's header (Project-Id-Version ...): a
    pending result, an empty explanation must stay empty."""
    from arbiter_app.engine.model import GameResult
    from arbiter_app.ui.models.rows import RESULT_TEXT
    with i18n.using(code):
        assert i18n.tr("") == "" and shown(N_("")) == ""
        assert RESULT_TEXT[GameResult.PENDING] == ""


def test_the_round_tab_shows_a_pending_result_empty_and_the_explanation_in_french(
        qapp, tmp_path):
    from PySide6.QtCore import Qt

    from arbiter_app.ui.models.pairings import PairingModel
    with _service(tmp_path) as service:
        t, pairing = service.tournament(), service.pairing(1)
    with i18n.using("fr"):
        model = PairingModel(1)
        model.set_round(t, pairing)
        assert model.data(model.index(0, 5)) == ""  # the result column, no result yet
        tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("groupe 0; couleurs 5.2.5 : ")


def test_the_services_numbers_take_the_languages_decimal_symbol(tmp_path):
    """The Baku acceleration refused for a point system not of its shape names the points:
    1,5 and 0,5 in German."""
    from arbiter_app.engine.model import Scoring
    from arbiter_app.services.acceleration import check
    from arbiter_app.services.errors import ServiceError
    with i18n.using("de"), pytest.raises(ServiceError) as caught:
        check("baku", "dutch2026", Scoring(win=1.5, draw=0.5))
    assert "1,5" in str(caught.value) and "0,5" in str(caught.value)


def test_the_bundle_reads_its_gzipped_catalogue(tmp_path, monkeypatch):
    """The bundle ships each language's .mo gzipped and no .po (packaging/arbiter.spec):
    the catalogue reads it, without Babel."""
    import gzip
    import sys
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    mo = i18n.compiled("de")
    (folder / "arbiter.mo.gz").write_bytes(gzip.compress(mo))
    monkeypatch.setattr(i18n, "LOCALE", tmp_path)
    monkeypatch.setattr(i18n, "_catalogues", {})
    monkeypatch.delitem(sys.modules, "babel.messages.pofile", raising=False)
    with i18n.using("de"):
        assert i18n.tr("Standings") == "Rangliste"
    assert "babel.messages.pofile" not in sys.modules
