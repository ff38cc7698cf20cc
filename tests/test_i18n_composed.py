"""The engine's English texts, found again piece by piece and shown in the window's language
(arbiter_app/i18n/composed.py), checked against a small catalogue written here."""

from __future__ import annotations

import string

import pytest

from arbiter_app import i18n
from arbiter_app.i18n import composed
from tests.catalogues import checker_part, engine_part

ENGINE = {
    "bracket {score}": "groupe {score}",
    "bracket {score} ({kind})": "groupe {score} ({kind})",
    "heterogeneous": "hétérogène",
    "{a} ({a_score}) floats down, {b} ({b_score}) up": "{a} ({a_score}) flotte vers le bas, {b} ({b_score}) vers le haut",
    "colours {article}: {rule}": "couleurs {article} : {rule}",
    "both colour preferences granted": "les deux préférences de couleur accordées",
    "scores include virtual points ({shown}; accelerated pairing)":
        "les scores comprennent des points virtuels ({shown} ; appariement accéléré)",
    ("{n} player before him", "{n} players before him"):
        ("{n} игрок перед ним", "{n} игрока перед ним", "{n} игроков перед ним"),
    "{how} ({floated})": "{how} [{floated}]",
    "proposed pairing (2.4)": "appariement proposé (2.4)",
    "{player} floated from score-group {score}": "{player} a flotté du groupe {score}",
    "{rule}: identical histories": "{rule} : historiques identiques",
}
RUSSIAN = "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2"
CHECKER = {"{first} and {second} have met before": "{first} et {second} se sont déjà rencontrés"}


@pytest.fixture
def french(monkeypatch):
    fake = i18n.Catalogue.of({**ENGINE, **CHECKER}, plural=RUSSIAN)
    monkeypatch.setitem(i18n._catalogues, "fr", fake)
    monkeypatch.setattr(composed, "engine_keys", lambda: tuple({**ENGINE, **CHECKER}))
    composed.forget()
    with i18n.using("fr"):
        yield
    composed.forget()


def test_a_board_explanation_is_translated_piece_by_piece(french):
    text = ("bracket 2 (heterogeneous); 3 (2) floats down, 5 (1.5) up; "
            "colours 5.2.2: both colour preferences granted")
    assert composed.shown(text) == (
        "groupe 2 (hétérogène); 3 (2) flotte vers le bas, 5 (1,5) vers le haut; "
        "couleurs 5.2.2 : les deux préférences de couleur accordées")


def test_a_semicolon_inside_brackets_does_not_cut_a_piece(french):
    text = "bracket 1; scores include virtual points (7 +1 virtual; accelerated pairing)"
    assert composed.shown(text) == ("groupe 1; les scores comprennent des points virtuels "
                                    "(7 +1 virtual ; appariement accéléré)")


def test_a_value_does_not_swallow_the_next_piece(french):
    # "bracket {score}" must not take "2; colours ..." as its score
    assert composed.shown("bracket 2; colours E.1: both colour preferences granted") == (
        "groupe 2; couleurs E.1 : les deux préférences de couleur accordées")


def test_a_plural_takes_the_form_of_its_count(french):
    assert composed.shown("1 player before him") == "1 игрок перед ним"
    assert composed.shown("3 players before him") == "3 игрока перед ним"
    assert composed.shown("11 players before him") == "11 игроков перед ним"


def test_an_unknown_piece_stays_english_and_english_is_untouched(french):
    assert composed.shown("bracket 4; a reason nobody marked") == "groupe 4; a reason nobody marked"
    assert composed.shown("12 and 7 have met before") == "12 et 7 se sont déjà rencontrés"
    with i18n.using("en"):
        assert composed.shown("bracket 4 (heterogeneous)") == "bracket 4 (heterogeneous)"


def test_a_value_keeps_its_brackets_closed(french):
    # the first value is not cut at the first " (": "proposed pairing" would leave the
    # second value "2.4) (5 floated ..." with a bracket closed before it opens
    assert composed.shown("proposed pairing (2.4) (5 floated from score-group 2.5)") == (
        "appariement proposé (2.4) [5 a flotté du groupe 2,5]")


def test_an_article_number_is_not_a_decimal(french):
    # "5.4" is Lim 5.4, not five and four tenths: FIDE's numbers stay as they are
    assert composed.shown("5.4: identical histories") == "5.4 : historiques identiques"


def test_the_arbiters_own_pairing_is_explained_in_the_windows_language():
    # services/pairings.py keeps these English with the pairing; the round tab shows them
    with i18n.using("fr"):
        assert composed.shown("colours swapped by the arbiter (the system: 7 white)") == (
            "couleurs inversées par l'arbitre (le système : 7 avec les blancs)")
        assert composed.shown("bye given by the arbiter") == "exempt attribué par l'arbitre"
    with i18n.using("de"):
        assert composed.shown("paired by the arbiter, not by the system") == (
            "vom Schiedsrichter gepaart, nicht vom System")


@pytest.mark.parametrize("part", [engine_part, checker_part])
@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != i18n.DEFAULT])
def test_every_text_of_the_engine_is_shown_as_its_own_translation(code, part):
    """Every key of the engine's parts, filled with numbers, is shown as its own
    translation: no other key (a shorter one whose last value would swallow the rest, a
    more general one such as '{tiebreak} {ahead} against {behind} ...') takes it."""
    module = i18n.catalogue(code)
    wrong = []
    with i18n.using(code):
        for key, value in part(code).items():
            forms = [(key[0], 1), (key[1], 5)] if isinstance(key, tuple) else [(key, None)]
            for form, n in forms:
                names = [name for _, name, _, _ in string.Formatter().parse(form) if name]
                values = {name: str(20 + i) for i, name in enumerate(names)}
                if n is not None:
                    values["n"] = str(n)
                translation = value if n is None else value[module.plural(n)]
                english = form.format(**values)
                if composed.shown(english) != translation.format(**values):
                    wrong.append((english, composed.shown(english)))
    assert wrong == []
