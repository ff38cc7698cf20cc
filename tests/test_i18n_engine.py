"""Issue #27: the pairing engines' explanations, bye texts, refusals and findings stay English
(the tournament file, the audit log) and are shown in every language Arbiter offers
through i18n.composed, piece by piece (docs/languages.md, "The engine's texts").

The round-by-round tests take the real texts of the seven systems over generated tournaments
(an accelerated Dutch event, byes, floaters, heterogeneous brackets, a wrong pairing for the
findings) and check that no English piece is left; the exact translations below are written
by hand from the English texts and the terms of each federation's arbiters (FR groupe de
score, flotteur, exempt; DE Punktgruppe, Floater, Freilos; ES grupo de puntuación, flotante;
RU очковая группа, флоутер, свободный тур).
"""

from __future__ import annotations

import re

import pytest

from arbiter_app import i18n
from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine import random_tournament as R
from arbiter_app.engine.systems.base import Board, Pairing, PairingError
from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.registry import (SYSTEMS, get_system, is_team_system,
                                                 system_names)
from arbiter_app.engine.texts import N_, count_text
from arbiter_app.i18n import extract
from tests.catalogues import engine_part
from arbiter_app.i18n.message import shown

from .builders import explanation_of, tournament
from .team_builders import random_team_event

#: every language Arbiter offers but English (i18n.LANGUAGES: a language added there is
#: tested here)
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]
#: English words of the explanations no translation keeps (a hand-made list; "bye" is
#: Spanish too, "Floater" German, "score" and "cycle" French: KEPT)
ENGLISH = {"bracket", "floats", "colours", "colour", "preference", "preferences", "granted",
           "paired", "player", "players", "score", "group", "round", "white", "black",
           "transferred", "upfloater", "upfloaters", "upfloated", "shifted", "against",
           "lowest", "highest", "higher", "board", "numbers", "cycle", "rests", "already",
           "played", "each", "other", "without", "playing", "floater", "floated", "the",
           "and", "bye"}
KEPT = {"es": {"bye"}, "de": {"floater"}, "fr": {"score", "cycle"},
        # the arbiters' own words, decided by hand: "bye" in Italian, Dutch and Portuguese,
        # "floater" in Italian and Dutch, Dutch's "upfloater" and "score" (scoregroep)
        "it": {"bye", "floater"}, "nl": {"bye", "floater", "upfloater", "upfloaters", "score"},
        "pt": {"bye"}}
WORD = re.compile(r"[A-Za-z]+")


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language("en")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def _catalogue_words(code: str) -> set[str]:
    """The words of the language's own engine texts (placeholders left out)."""
    found: set[str] = set()
    for value in engine_part(code).values():
        for form in value if isinstance(value, tuple) else (value,):
            found |= _words(re.sub(r"\{[^}]*\}", " ", form))
    return found


def _template_words() -> set[str]:
    """Every English word of the engine part's keys."""
    found: set[str] = set()
    for key in engine_part("fr"):
        for form in key if isinstance(key, tuple) else (key,):
            found |= _words(re.sub(r"\{[^}]*\}", " ", form))
    return found


# -- real texts of the seven systems ----------------------------------------------------------

PLANS = {
    "plain": dict(players=11, rounds=6),
    "large": dict(players=16, rounds=7),
    "accelerated": dict(players=16, rounds=5, acceleration=ACC.BAKU),
}


def _texts_of(name: str) -> list[str]:
    """The explanations, bye texts and findings a few generated events of ``name`` give:
    every board and bye of every round, then the findings of a wrong pairing of the next
    round (round 1 again, the bye to whoever had one)."""
    system = get_system(name)
    if is_team_system(name):
        return _team_texts_of(system)
    texts: list[str] = []
    plans = [p for key, p in PLANS.items()
             if key != "accelerated" or name.startswith("dutch")]
    for index, values in enumerate(plans):
        for seed in range(3):
            amount = R.Amount.parse
            plan = R.Plan(**{**values, "players": values["players"] + seed % 2},
                          half_byes=amount("5%"), forfeits=amount("5%"),
                          withdrawals=None if name == "roundrobin" else amount("1"))
            made: list[Pairing] = []
            original = system.pair
            object.__setattr__(system, "pair", lambda t: made.append(original(t)) or made[-1])
            try:
                t = R.generate_tournament(system, plan, f"i18n-{name}-{index}-{seed}").tournament
            finally:
                del system.pair
            for pairing in made:
                texts += [b.explanation for b in pairing.boards]
                texts += [pairing.bye_explanation] if pairing.bye_explanation else []
            first = t.round(1)
            had_bye = next((p for k in range(1, t.rounds_played + 1)
                            if (p := t.round(k).pairing_bye) is not None), None)
            t.total_rounds = t.rounds_played + 1
            wrong = Pairing([Board(g.white, g.black) for g in first.games], had_bye)
            for violation in system.absolute_violations(t, wrong):
                texts += [str(violation), violation.text]
    return texts


def _team_texts_of(system) -> list[str]:
    """The same for a team system: random team events of every colour type (team_builders),
    the findings of round 1 paired again with the bye to a team that had it."""
    texts: list[str] = []
    for seed, (teams, rounds, kind) in enumerate([(9, 6, "A"), (12, 7, "B"), (7, 5, "none"),
                                                  (11, 6, "B")]):
        t, made = random_team_event(seed, teams, rounds, kind, pair=system.pair)
        for pairing in made:
            texts += [b.explanation for b in pairing.boards]
            texts += [pairing.bye_explanation] if pairing.bye_explanation else []
        had_bye = next((p for k in range(1, t.rounds_played + 1)
                        if (p := t.round(k).pairing_bye) is not None), None)
        wrong = Pairing([Board(g.white, g.black) for g in t.round(1).games], had_bye)
        t.forbidden_pairs.add(frozenset((wrong.boards[0].white, wrong.boards[0].black)))
        for violation in system.absolute_violations(t, wrong):
            texts += [str(violation), violation.text]
    try:
        system.pair(Tournament())
    except PairingError as exc:
        texts.append(str(exc))
    return texts


@pytest.fixture(scope="module")
def texts() -> dict[str, list[str]]:
    return {name: _texts_of(name) for name in system_names()}


#: what the generated events of each system must show, so that the test covers it
SEEN = {
    "dutch2026": ["virtual", "floats down", "pairing-allocated bye", "C1:", "(players"],
    "dutch2016": ["virtual", "floats down", "pairing-allocated bye", "C1:"],
    "dubov2026": ["upfloated", "shifted from", "pairing-allocated bye", "C1:"],
    "dubov1997": ["floater", "transferred up", "bye (4)", "2.1:"],
    "lim1999": ["floated from", "round one", "1.1:", "2.1:"],
    "rating1998": ["(heterogeneous)", "floats down", "A.5:", "B1a:"],
    "roundrobin": ["Berger table round", "rests", "C.05:"],
    "team2026": ["floats up (3.5)", "pairing-allocated bye (3.4)", "C1:", "C2:", "4.3.1",
                 "4.3.5", "upfloaters", "team competitions only"],
    "teamroundrobin": ["Berger table round", "has White on board 1", "rests", "C.05:",
                       "team competitions only"],
}


@pytest.mark.parametrize("name", sorted(SEEN))
def test_the_generated_events_show_what_the_translation_must_cover(texts, name):
    joined = "\n".join(texts[name])
    assert [what for what in SEEN[name] if what not in joined] == []


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", sorted(SEEN))
def test_every_explanation_and_finding_is_shown_without_an_english_piece(texts, name, code):
    forbidden_by_hand = ENGLISH - KEPT.get(code, set())
    # every English word of the engine's texts that the language's own texts do not use
    forbidden = _template_words() - _catalogue_words(code)
    left = []
    with i18n.using(code):
        for text in sorted(set(texts[name])):
            translated = shown(text)
            words = _words(translated)
            if translated == text or words & forbidden_by_hand or words & forbidden:
                left.append((text, translated))
    assert left == []


def test_english_is_shown_as_it_is(texts):
    with i18n.using("en"):
        assert all(shown(text) == text for name in texts for text in texts[name])


# -- exact translations, written by hand ----------------------------------------------------

def test_an_accelerated_dutch_board_in_french():
    # test_acceleration: round 2 of an accelerated 8-player event puts 3 (1 point, +1
    # virtual) and 5 (1 point) in bracket 1, colours 5.2.1 of the 2026 text
    t = tournament(8, ["1-3 1-0, 4-2 0-1, 5-7 1-0, 8-6 0-1"], total_rounds=7)
    t.options[ACC.METHOD] = ACC.BAKU
    text = explanation_of(get_system("dutch2026").pair(t), 3)
    assert text == ("bracket 1; scores include virtual points (3 +1 virtual; accelerated "
                    "pairing); colours 5.2.1: both colour preferences granted")
    with i18n.using("fr"):
        assert shown(text) == ("groupe 1; les scores comprennent des points virtuels "
                               "(3 +1 virtuel ; appariement accéléré); couleurs 5.2.1 : les "
                               "deux préférences de couleur accordées")


def _after_one_round():
    # round 1: 1-4 1-0, 5-2 ½-½, 3 the pairing-allocated bye: 1 and 3 have 1 point, 2 and 5
    # ½, 4 none; 2 and 5 have met, so one of them floats down to 4 and the other gets the
    # bye (3 already had it)
    return tournament(5, ["1-4 1-0, 5-2 1/2, 3 U"])


def test_a_dutch_2016_float_and_bye_in_german():
    pairing = get_system("dutch2016").pair(_after_one_round())
    assert (pairing.boards[1].white, pairing.boards[1].black, pairing.bye) == (4, 5, 2)
    with i18n.using("de"):
        # E.1: 4 (black in round 1) wants white, 5 (white in round 1) black
        assert shown(pairing.boards[1].explanation) == (
            "Gruppe 0; 5 (0,5) floatet abwärts, 4 (0) aufwärts; Farben E.1: beide "
            "Farbpräferenzen erfüllt")
        assert shown(pairing.bye_explanation) == (
            "Gruppe 0: Freilos der Auslosung (A.5, C2) in der letzten Gruppe")


def test_a_dubov_first_round_in_german_and_a_finding_with_its_players():
    # 1997 section 5: round 1 pairs the upper half against the lower half, the colours of
    # board 1 by lot, and the last player of an odd list gets the bye
    pairing = get_system("dubov1997").pair(tournament(5))
    with i18n.using("de"):
        assert shown(pairing.boards[0].explanation) == (
            "Runde 1 (5): obere Hälfte gegen untere Hälfte; Farben: das Los von Brett 1 (5)")
        assert shown(pairing.bye_explanation) == "spielfrei (5): der letzte Spieler der Liste"
    # [C2] of 2026: 3 had the pairing-allocated bye in round 1
    wrong = Pairing([Board(4, 1), Board(2, 5)], 3)
    found = [str(v) for v in get_system("dubov2026").absolute_violations(_after_one_round(),
                                                                         wrong)]
    assert found[-1] == ("C2: 3 has already had a pairing-allocated bye or a win without "
                         "playing and may not get the bye (players 3)")
    with i18n.using("de"):
        assert shown(found[-1]) == ("C2: 3 hatte schon ein Freilos der Auslosung oder einen "
                                    "kampflosen Sieg und darf nicht spielfrei sein (Spieler 3)")


def test_a_round_robin_board_and_rest_in_french():
    # C.05 Annex 1, 5 players (table of 6): round 1 is 1-6, 2-5, 3-4; 1 meets the bye number
    pairing = get_system("roundrobin").pair(tournament(5))
    with i18n.using("fr"):
        assert shown(pairing.boards[0].explanation) == (
            "cycle 1, ronde 1 de la table de Berger, échiquier 1 : numéros de Berger 2-5 "
            "(numéro de Berger = numéro d'appariement ; C.05 Annexe 1)")
        assert shown(pairing.bye_explanation) == (
            "cycle 1, ronde 1 de la table de Berger : rencontre le numéro d'exempt 6 d'un "
            "nombre impair de joueurs et se repose (C.05 Annexe 1)")


def test_a_lim_board_with_a_crack_in_french():
    # the median group of score ½ cannot be paired (2 and 5 have met) until 2.6 cracks the
    # pairing 1-3 of the group above; the note of the crack sits inside the board's text
    pairing = get_system("lim1999").pair(_after_one_round())
    text = pairing.boards[0].explanation
    assert text == ("median score-group 0.5: down-floater 1 paired first (3.6/3.7), opponent "
                    "by 3.8 (2.6: cracked 1-3); colours: both get their due colour (5.1)")
    with i18n.using("fr"):
        assert shown(text) == (
            "groupe de score médian 0,5 : flotteur descendant 1 apparié en premier (3.6/3.7), "
            "adversaire selon 3.8 (2.6 : paires défaites 1-3); couleurs : les deux reçoivent "
            "leur couleur due (5.1)")
    with i18n.using("fr"):
        # Lim 7.1: round one, the lowest rated player of an odd field gets the bye
        one = get_system("lim1999").pair(tournament(5))
        assert shown(one.bye_explanation) == "7.1 : le joueur au plus faible classement est exempt"


def test_russian_takes_its_plural_forms_of_the_engine_counts():
    # Dubov 2026 3.2.1: the bracket of score 1 (1 and 3) takes two upfloaters
    pairing = get_system("dubov2026").pair(_after_one_round())
    text = pairing.boards[0].explanation
    assert text.startswith("bracket 1 (2 upfloaters, the fewest ([C5], 3.2.1)): S1 No. ")
    with i18n.using("ru"):
        assert shown(text).startswith("группа 1 (2 восходящих флоутера, как можно меньше "
                                      "([C5], 3.2.1)): S1 № ")
        one = N_("bracket {score} ({kind})").format(score="1", kind=count_text(
            "{n} upfloater, the fewest ([C5], 3.2.1)",
            "{n} upfloaters, the fewest ([C5], 3.2.1)", 1))
        assert shown(one) == "группа 1 (1 восходящий флоутер, как можно меньше ([C5], 3.2.1))"
        five = count_text("C.14: {n} moved-down player paired, remainder p = {p}",
                          "C.14: {n} moved-down players paired, remainder p = {p}", 5, p=2)
        assert shown(five) == "C.14: в паре 5 опущенных участников, остаток p = 2"


def test_a_refusal_of_the_engine_in_french():
    # 2016 A.9: two players who have met cannot be paired again
    with pytest.raises(PairingError) as caught:
        get_system("dutch2016").pair(tournament(2, ["1-2 1-0"]))
    with i18n.using("fr"):
        assert shown(str(caught.value)) == (
            "aucun appariement de la ronde 2 ne satisfait les critères absolus C1-C3 avec au "
            "plus un exempt admissible (A.9 : l'arbitre doit décider)")


def test_an_article_number_keeps_its_point_and_a_score_takes_the_comma():
    # Lim 5.4 names an article; "bracket 2.5" a score
    five_four = N_("{rule}: identical histories, the higher ranked gets the due colour").format(
        rule="5.4")
    with i18n.using("de"):
        assert shown(five_four) == (
            "5.4: gleiche Farbgeschichten, der höher Eingestufte bekommt die fällige Farbe")
        assert shown(N_("bracket {score}").format(score="2.5")) == "Gruppe 2,5"
        assert shown(N_("bracket {score}").format(score=2.5)) == "Gruppe 2,5"
        # a plain text (a file written before messages) is shown as it is, never re-read
        assert shown("bracket 2.5") == "bracket 2.5"


# -- the marking ---------------------------------------------------------------------------------

def test_count_text_writes_english_and_is_a_plural_key_of_the_catalogue():
    assert count_text("{n} cycle of {cycle}", "{n} cycles of {cycle}", 1, cycle=7) == "1 cycle of 7"
    assert count_text("{n} cycle of {cycle}", "{n} cycles of {cycle}", 2, cycle=7) == "2 cycles of 7"
    with i18n.using("fr"):  # the engine never translates
        assert count_text("{n} upfloater", "{n} upfloaters", 2) == "2 upfloaters"
    keys = extract.marked_in('count_text("{n} game", "{n} games", k)\n', "x.py")
    assert keys == {("{n} game", "{n} games"): ["x.py:1"]}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_text_the_pairing_systems_mark_is_in_the_engine_part(code):
    """Every text the systems mark is translated in the catalogue's engine part."""
    part = engine_part(code)
    titles = {title for _, title in SYSTEMS.values()}  # the dialogs' list (tournament part)
    marked = [key for key, places in extract.marked().items()
              if any("engine/systems/" in place for place in places) and key not in titles]
    assert len(marked) > 150
    assert [key for key in marked if key not in part] == []
