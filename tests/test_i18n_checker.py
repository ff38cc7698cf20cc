"""The checker's findings, the standings' notes and the tie-break list's refusals in the
reader's language (#27).

The engine writes them in English (the JSON report, the audit log, the file keep them so)
and marks each piece for the catalogue part 'checker': each text is a message
(``i18n.message``), shown in the reader's language from its key and values.  Here real findings are made by the engine (a manual
pairing with a rematch and a withdrawn player, a file's misplaced ranks, an adjourned
round, a tie-break name the arbiter mistyped ...) and shown in every language Arbiter
offers: no English word of the part's templates may be left, and a few texts are
compared with the French, German and Russian written here by hand.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from arbiter_app import i18n
from arbiter_app.engine.checker import completeness_violations, differences
from arbiter_app.engine.history import ColourPreference, Strength
from arbiter_app.engine.model import ByeKind, Colour
from arbiter_app.engine.random_tournament import Amount, Plan, PlanError, generate_tournament
from arbiter_app.engine.standings_check import CannotCheck, check_standings, tiebreak_list
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.engine.tiebreaks import (TiebreakOptions, UnknownTiebreak, compute_standings,
                                          options_of, parse_tiebreak)
from arbiter_app.i18n.message import Message, shown as message_shown
from arbiter_app.services.pairings import validate
from tests.builders import tournament
from tests.catalogues import checker_part

#: every language Arbiter offers but English (i18n.LANGUAGES: a language added there is
#: tested here)
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]
DUTCH = get_system("dutch2026")
_WORD = re.compile(r"[A-Za-z]{3,}")
#: what stays as written in every language: placeholders, quoted values ('2025'), option
#: names (--forfeits), setting keys (tiebreaks.koya_limit), codes with digits (rating1998)
_CODES = re.compile(r"\{[^{}]*\}|'[^']*'|--[\w-]+|\w+\.\w+|\w*\d\w*")


def words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(_CODES.sub(" ", text))}


def _words(texts) -> set[str]:
    return {w for text in texts for form in (text if isinstance(text, tuple) else (text,))
            for w in words(form)}


def english_words(code: str) -> set[str]:
    """The words of the part's English keys that the language's own texts of the part
    never use ("points" is French too; BH, PTS, TRF, Elo, Arbiter are everyone's)."""
    part = checker_part(code)
    return _words(part) - _words(part.values())


def made(texts, english: str) -> Message:
    """The engine's own text ``english`` among ``texts`` (a message, not the English
    written here: a plain text is shown as it is)."""
    found = next(text for text in texts if text == english)
    assert isinstance(found, Message), english
    return found


def left_in_english(text: str, code: str) -> set[str]:
    return words(text) & english_words(code)


# -- real findings ----------------------------------------------------------------------
def manual_pairing():
    """Round 2 paired by hand: 1-2 again (C1), 6 withdrawn before round 2, 5 asked for a
    half-point bye in round 2, 7 and 8 left out."""
    t = tournament(8, ["1-2 1-0, 3-4 1/2, 5-6 0-1, 7-8 1-0"], total_rounds=5)
    t.players[6] = replace(t.players[6], withdrawn_from=2)
    t.requested_byes[2] = {5: ByeKind.HALF_POINT}
    return validate(t, DUTCH, Pairing([Board(1, 2), Board(6, 3), Board(5, 4)]))


def structural():
    """A player on two boards and against himself, an unknown player, a late entry paired
    before his round (the checker's completeness rules)."""
    t = tournament(6)
    t.players[5] = replace(t.players[5], entry_round=3)
    return completeness_violations(t, Pairing([Board(1, 2), Board(3, 3), Board(5, 9),
                                               Board(1, 4)], bye=6))


def six_players_three_rounds():
    """After three rounds: 1 and 3 on 2.5, then 2 (1.5), 5 and 6 (1), 4 (0.5).  C.07 8.1
    BH: 1 met 2, 3, 4 (1.5 + 2.5 + 0.5 = 4.5), 3 met 4, 1, 5 (0.5 + 2.5 + 1 = 4);
    C.07 9.1 SB: 1 = 1.5 + 2.5/2 + 0.5 = 3.25, 3 = 0.5 + 2.5/2 + 1 = 2.75."""
    return tournament(6, ["1-2 1-0, 3-4 1-0, 5-6 1-0", "1-3 1/2, 2-5 1-0, 4-6 1/2",
                          "1-4 1-0, 3-5 1-0, 6-2 1/2"])


def misplaced_reasons():
    t = six_players_three_rounds()
    ranks = {1: 2, 3: 1, 2: 3, 5: 4, 6: 5}  # 1 and 3 swapped; 4 has no rank
    found = [m.reason for m in check_standings(t, ranks, tiebreak_list("BH")).misplaced]
    found += [m.reason for m in check_standings(t, ranks, tiebreak_list("SB")).misplaced]
    found += [m.reason for m in check_standings(t, ranks, tiebreak_list("DE BH")).misplaced]
    drawn = tournament(4, ["1-2 1/2, 3-4 1/2"])  # everyone on ½: 1, 1, 3, 3 is a mix
    found += [m.reason for m in check_standings(drawn, {1: 1, 2: 1, 3: 3, 4: 3},
                                                tiebreak_list("")).misplaced]
    return found


def standings_notes():
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "2-3 1/2, 4-1 ?"], ratings=[2400, 0, 2300, 2200])
    notes = compute_standings(t, ["ARO"], TiebreakOptions(rounds=2)).notes
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "2-3 1/2, 4-1 *", "1-3 *, 2-4 1-0"])
    notes += compute_standings(t, ["BH"], TiebreakOptions(rounds=3)).notes
    drawn = tournament(4, ["1-2 1/2, 3-4 1/2"])  # everyone on ½
    for options in ({"tiebreaks.lots": "7"}, {"tiebreaks.tie_order": "2, 1"},
                    {"tiebreaks.tie_order": "2, 1, 4, 3"}):
        notes += compute_standings(replace(drawn, options=options), []).notes
    drawn.players[4] = replace(drawn.players[4], expelled=True)
    notes += compute_standings(drawn, []).notes
    return notes


def refusals():
    found = []
    for name in ("XX", "BH/X", "WIN/C1", "KS/P", "BH/C1/M1", "BH/C0", " "):
        with pytest.raises(UnknownTiebreak) as exc:
            parse_tiebreak(name)
        found.append(str(exc.value))
    for codes in (("", "BH PTS"), ("", "PTS XY")):
        with pytest.raises(CannotCheck) as exc:
            tiebreak_list(*codes)
        found.append(str(exc.value))
    found += tiebreak_list("BH", "PTS SB").notes
    t = tournament(2)
    for key, value in (("tiebreaks.rules", "2025"), ("tiebreaks.koya_limit", "half"),
                       ("tiebreaks.unrated_rating", "low"), ("tiebreaks.rating_round", "x")):
        with pytest.raises(ValueError) as exc:
            options_of(replace(t, options={key: value}))
        found.append(str(exc.value))
    with pytest.raises(ValueError) as exc:
        compute_standings(tournament(2, ["1-2 1-0"]), ["BH"], TiebreakOptions(rounds=3))
    found.append(str(exc.value))
    for text in ("5x", "2.5", "120%", "50@4-2"):
        with pytest.raises(PlanError) as exc:
            Amount.parse(text, "--forfeits")
        found.append(str(exc.value))
    return found


def everything():
    texts = [str(v) for v in manual_pairing() + structural()]
    texts += [v.text for v in manual_pairing() + structural()]
    before = Pairing([Board(1, 2), Board(3, 4)])
    for rules in (Pairing([Board(1, 3)], bye=2), Pairing([Board(1, 3), Board(4, 5)])):
        texts += [text for d in differences(before, rules) for text in (d.file, d.rules,
                                                                          d.reason)]
    texts += misplaced_reasons() + standings_notes() + refusals()
    texts += generate_tournament(DUTCH, Plan(6, 1, half_byes=Amount(50)), 1).notes
    texts += [str(ColourPreference(c, s)) for c in Colour
              for s in (Strength.MILD, Strength.STRONG, Strength.ABSOLUTE)]
    return texts


# -- the tests ----------------------------------------------------------------------------
def test_the_findings_are_english_where_they_are_made():
    """The engine's texts are kept as they were (the JSON report, the audit log)."""
    with i18n.using("fr"):
        texts = everything()
    assert "completeness: board 2: player 6 has withdrawn (from round 2) but is paired " \
           "(players 6)" in texts
    assert "the rules rank 1 ahead of 3 (file ranks 2 and 1): BH 4.5 against 4 " \
           "(equal: points 2.5)" in texts
    assert all(message_shown(text) == text for text in texts)
    # every text with words is a message (a pair "1-2" or a number is a plain text)
    assert [text for text in texts if _WORD.search(text) and not isinstance(text, Message)] == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_english_word_of_the_findings_is_left(code):
    texts = everything()
    with i18n.using(code):
        shown = {text: message_shown(text) for text in texts}
    left = {text: left_in_english(shown[text], code) for text in texts}
    assert {text: words for text, words in left.items() if words} == {}


def test_a_manual_pairing_in_french_and_german():
    texts = [v.text for v in manual_pairing()]
    with i18n.using("fr"):
        shown = [message_shown(text) for text in texts]
    assert "échiquier 2 : le joueur 6 s'est retiré (à partir de la ronde 2) mais est " \
           "apparié" in shown
    assert "échiquier 3 : le joueur 5 a demandé un bye ou une absence (H) à la ronde 2 " \
           "mais est apparié" in shown
    assert "non appariés : 7, 8" in shown
    with i18n.using("de"):
        shown = [message_shown(text) for text in texts]
    assert "Brett 2: Spieler 6 hat sich zurückgezogen (ab Runde 2), ist aber gepaart" in shown
    assert "nicht gepaart: 7, 8" in shown


def test_a_count_takes_the_languages_plural():
    """Player 1 on boards 1 and 4: 2 times ('2 раза' in Russian, '5 раз' would be the
    third form)."""
    texts = [v.text for v in structural()]
    twice = made(texts, "player 1 is paired 2 times (board 1, board 4)")
    with i18n.using("fr"):
        assert message_shown(twice) == \
            "le joueur 1 est apparié 2 fois (échiquier 1, échiquier 4)"
    with i18n.using("ru"):
        assert message_shown(twice) == \
            "участник 1 получил пару 2 раза (доска 1, доска 4)"
        assert message_shown(made(texts, "board 2: player 3 is paired against himself")) == \
            "доска 2: участник 3 в паре сам с собой"


def test_a_misplaced_rank_in_french_and_german_with_the_languages_decimals():
    reasons = misplaced_reasons()
    english = "the rules rank 1 ahead of 3 (file ranks 2 and 1): SB 3.25 against 2.75 " \
              "(equal: points 2.5)"
    english = made(reasons, english)
    with i18n.using("fr"):
        assert message_shown(english) == ("les règles classent 1 devant 3 (rangs 2 et 1 "
                                           "dans le fichier) : SB 3,25 contre 2,75 (égalité "
                                           ": points 2,5)")
    with i18n.using("de"):
        assert message_shown(english) == ("die Regeln setzen 1 vor 3 (Ränge 2 und 1 in der "
                                           "Datei): SB 3,25 gegen 2,75 (gleich: Punkte 2,5)")
    mix = [r for r in reasons if r.startswith("tied with 3 others")]
    with i18n.using("de"):
        assert message_shown(mix[0]) == (
            "punkt- und feinwertungsgleich mit 3 anderen Spielern (1 (Rang 1 in der Datei), "
            "2 (Rang 1 in der Datei), 3 (Rang 3 in der Datei), 4 (Rang 3 in der Datei)): sie "
            "teilen Platz 1 oder belegen je einen der Plätze 1-4, nicht gemischt")


def test_the_standings_notes_in_german():
    notes = standings_notes()
    pending = "rounds 2, 3 have games without a result; they count as played with no " \
              "points yet"
    ordered = "places 1-4 by the arbiter's order of tied players (2, 1, 4, 3)"
    pending, ordered = made(notes, pending), made(notes, ordered)
    with i18n.using("de"):
        assert message_shown(pending) == ("Runden 2, 3 haben Partien ohne Ergebnis; sie "
                                           "zählen als gespielt, vorerst ohne Punkte")
        assert message_shown(ordered) == ("Plätze 1-4 nach der Reihenfolge des "
                                           "Schiedsrichters für Gleichstehende (2, 1, 4, 3)")
    with i18n.using("fr"):
        assert message_shown(made(notes, "provisional: round 2 has adjourned games, counted "
                                         "as draws until their results are entered")) == (
            "provisoire : la ronde 2 a des parties ajournées, comptées nulles jusqu'à la "
            "saisie de leurs résultats")


def test_a_mistyped_tiebreak_in_french_and_german():
    with pytest.raises(UnknownTiebreak) as exc:
        parse_tiebreak("WIN/C1")
    with i18n.using("fr"):
        assert message_shown(str(exc.value)) == \
            "WIN admet : aucun modificateur ; pas 'C1' (dans 'WIN/C1')"
    with i18n.using("de"):
        assert message_shown(str(exc.value)) == \
            "WIN erlaubt keinen Modifikator, nicht 'C1' (in 'WIN/C1')"
    with pytest.raises(UnknownTiebreak) as exc:
        parse_tiebreak("BHX")
    with i18n.using("fr"):
        shown = message_shown(str(exc.value))
    assert shown.startswith("départage inconnu 'BHX'; départages connus : DE, DE1, WIN")
    assert shown.endswith("/R (ordre inverse) pour TPN et RTNG; listes prédéfinies : "
                          "rating1998")
