"""Issue #27: arbiter-cli speaks the system's language: its help, argparse's own texts
(usage, section titles, a missing or wrong argument), the tournament-file commands'
refusals and summaries, with each language's plural forms.

The language comes from ARBITER_LANGUAGE (tests/conftest.py sets English for the other
tests; these set it through monkeypatch).  The expected texts are written here by hand with
the terms of each federation's arbiters (FR ronde, appariements; DE Runde, gepaart; RU тур,
жеребьёвка), not copied from the catalogues.
"""

from __future__ import annotations

import argparse
import inspect
import re

import pytest

from arbiter_app import i18n
from arbiter_app.cli import argparse_texts
from arbiter_app.i18n import extract
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament
from tests.test_documents import LONGER, leiden_open

#: every language Arbiter offers but English (i18n.LANGUAGES: a language added there is
#: tested here)
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language("en")


@pytest.fixture
def speak(monkeypatch):
    """``speak("fr")``: arbiter-cli runs in that language (as the system's), on a wide
    terminal so that argparse does not cut a help line."""
    monkeypatch.setenv("COLUMNS", "250")

    def choose(code: str) -> None:
        monkeypatch.setenv(i18n.ENVIRONMENT, code)
    return choose


@pytest.fixture
def leiden(tmp_path):
    """Eight players, 2 of 5 rounds paired; round 2 board 1 (2 - 1) has no result yet."""
    path = tmp_path / "leiden.arbiter"
    TournamentFile.create(path, leiden_open(), ["BH/C1", "BH", "SB"]).close()
    return path


def exited(capsys, *argv) -> tuple[int, str, str]:
    """``arbiter-cli ARGV`` for what argparse ends itself (--help, a usage mistake)."""
    with pytest.raises(SystemExit) as end:
        cli_run(capsys, *argv)
    out, err = capsys.readouterr()
    return end.value.code, out, err


def one_line(text: str) -> str:
    return " ".join(text.split())


# -- the help and argparse's own texts ------------------------------------------------------

def test_the_help_in_french(capsys, speak):
    speak("fr")
    code, out, _err = exited(capsys, "--help")
    assert code == 0
    assert out.startswith("usage : arbiter-cli [-h] [--version] COMMAND ...")
    text = one_line(out)
    assert "Arbiter : apparier, vérifier et gérer des tournois suisses FIDE en ligne de " \
           "commande." in text
    assert "arguments positionnels" in text and "-h, --help afficher ce message d'aide et " \
                                                "quitter" in text
    assert "--version afficher le numéro de version du programme et quitter" in text
    # a command's line, in the table of commands (its module is not imported for --help)
    assert "pair-next apparier et enregistrer la ronde suivante d'un fichier de tournoi" in text
    assert "show afficher un fichier de tournoi ou l'une de ses rondes" in text
    assert "positional arguments" not in text and "show this help" not in text


def test_a_command_help_in_german(capsys, speak):
    speak("de")
    code, out, _err = exited(capsys, "ties", "--help")
    assert code == 0 and out.startswith("Aufruf: arbiter-cli ties [-h]")
    text = one_line(out)
    assert "Positionsargumente" in text and "Optionen" in text
    assert "-h, --help diese Hilfe anzeigen und beenden" in text
    assert "--lots ein Losentscheid" in text
    assert "--shared gleiche Spieler teilen den Platz" in text


def test_a_missing_argument_in_french(capsys, speak):
    speak("fr")
    code, out, err = exited(capsys, "show")
    assert code == 2 and out == ""
    assert err == ("arbiter-cli: show: les arguments suivants sont requis : T.arbiter "
                   "(voir 'arbiter-cli show --help')\n")


def test_a_wrong_value_in_russian_and_a_wrong_choice_in_spanish(capsys, speak, leiden):
    speak("ru")
    code, _out, err = exited(capsys, "show", leiden, "--round", "two")
    assert code == 2
    assert err == ("arbiter-cli: show: аргумент --round: недопустимое значение int: 'two' "
                   "(см. 'arbiter-cli show --help')\n")
    speak("es")
    code, _out, err = exited(capsys, "export", leiden, "-o", "x.trf", "--format", "trf99")
    assert code == 2
    # the list of choices is written as each Python version writes it
    assert err.startswith("arbiter-cli: export: argumento --format: opción no válida: "
                          "'trf99' (elija entre ")
    assert err.endswith(" (véase 'arbiter-cli export --help')\n")


def test_one_of_two_options_is_required_in_german(capsys, speak, leiden):
    speak("de")
    code, _out, err = exited(capsys, "ties", leiden)
    assert code == 2
    assert "eines der Argumente --lots --order --playoff --shared ist erforderlich" in err


#: argparse's texts as English writes them in a --help and a missing argument
ENGLISH_ARGPARSE = ("usage:", "positional arguments", "show this help message and exit",
                    "show program's version number", "the following arguments are required")


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_argparse_text_is_english_in_any_language(capsys, speak, code):
    speak(code)
    helps = exited(capsys, "--help")[1] + exited(capsys, "pair", "--help")[1]
    text = one_line(helps + exited(capsys, "show")[2])
    assert [english for english in ENGLISH_ARGPARSE if english in text] == []
    assert "pair and save the next round of a tournament file" not in text  # pair-next


# the five languages offered by issue #36, written from their catalogues and read as each
# language writes it: Italian "uso", Dutch "gebruik", Polish "użycie", Portuguese
# "utilização", Turkish "kullanım"
@pytest.mark.parametrize("code, usage, required", [
    ("it", "uso: ", "sono richiesti i seguenti argomenti: T.arbiter (vedere "),
    ("nl", "gebruik: ", "de volgende argumenten zijn verplicht: T.arbiter (zie "),
    ("pl", "użycie: ", "wymagane są następujące argumenty: T.arbiter (zobacz "),
    ("pt", "utilização: ", "são obrigatórios os seguintes argumentos: T.arbiter (ver "),
    ("tr", "kullanım: ", "şu argümanlar gerekli: T.arbiter (bkz. "),
])
def test_the_help_and_a_missing_argument_in_the_five_new_languages(capsys, speak, code, usage,
                                                                   required):
    speak(code)
    status, out, _err = exited(capsys, "--help")
    assert status == 0 and out.startswith(usage + "arbiter-cli [-h] [--version] COMMAND ...")
    status, out, err = exited(capsys, "show")
    assert status == 2 and err == f"arbiter-cli: show: {required}'arbiter-cli show --help')\n"


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_argparse_text_keeps_its_percent_placeholders(code):
    """argparse fills these texts with ``%`` after the lookup: a translation that drops or
    renames ``%(prog)s`` or ``%s`` would break every message that uses it."""
    messages = extract.messages(code)
    pairs = [(text, messages[text]) for text in argparse_texts.TEXTS]
    pairs += [(english, form) for english in argparse_texts.EXPECTED
              for form in messages[argparse_texts.EXPECTED]]
    for english, translated in pairs:
        assert _percent(translated) == _percent(english), (code, english, translated)


def _percent(text: str) -> tuple[list[str], list[str]]:
    """The named %-placeholders of ``text`` (sorted) and the unnamed ones (in order)."""
    found = re.findall(r"%(\([a-z_]+\))?[sdr%]", text)
    named = sorted(f for f in found if f)
    unnamed = [m.group(0) for m in re.finditer(r"%[sdr]", text)]
    return named, unnamed


def test_the_percent_check_sees_a_dropped_or_renamed_placeholder():
    assert _percent("argument %(argument_name)s: %(message)s") != \
        _percent("argument %(name)s : %(message)s")
    assert _percent("expected %s arguments") != _percent("arguments attendus")
    assert _percent("ignored explicit argument %r") == _percent("argument explicite %r ignoré")


def test_every_argparse_text_marked_is_one_argparse_has():
    """The keys are argparse's exact English texts (a text argparse no longer has would
    simply never be looked up)."""
    source = inspect.getsource(argparse)
    for text in (*argparse_texts.TEXTS, *argparse_texts.EXPECTED):
        assert repr(text)[1:-1] in source or text in source, text


def test_argparse_error_text_in_french_on_every_python_version():
    """Python 3.10 writes ``argument X: ...`` without looking it up; the hook does."""
    argparse_texts.install()
    parser = argparse.ArgumentParser()
    action = parser.add_argument("--round")
    with i18n.using("fr"):
        assert str(argparse.ArgumentError(action, "trop grand")) == \
            "argument --round : trop grand"
        assert argparse_texts.ngettext("expected %s argument", "expected %s arguments", 2) \
            % 2 == "2 arguments attendus"
    assert str(argparse.ArgumentError(action, "too big")) == "argument --round: too big"


# -- the tournament-file commands --------------------------------------------------------

def test_a_refusal_and_a_result_in_german(capsys, speak, leiden):
    speak("de")
    code, out, err = cli_run(capsys, "ties", leiden, "--order", "1,2", "--seed", "7")
    assert (code, out) == (2, "")
    assert err == "arbiter-cli: --seed gehört zu --lots\n"
    code, out, err = cli_run(capsys, "result", leiden, 2, 1, "1-0")
    assert code == 0, err
    assert out == f"Runde 2 Brett 1: 2 {LONGER} (2390) - 1 Player 01 (2400) 1-0\n"
    code, out, err = cli_run(capsys, "result", leiden, 2, 1, "0-1")
    assert out == f"Runde 2 Brett 1: 2 {LONGER} (2390) - 1 Player 01 (2400) 0-1 (war 1-0)\n"


def test_show_in_german_and_french(capsys, speak, leiden):
    speak("de")
    code, out, _err = cli_run(capsys, "show", leiden)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == ("Leiden Open: System dutch2016, 8 Spieler, 2 von 5 Runden gepaart; "
                        "FIDE-Modus an")
    # scores with the language's decimal comma; player 7 withdrew from round 2
    assert lines[1] == "  1,5  8 Player 08 (2330)"
    assert "  1,0  7 Player 07 (2340)  (ab Runde 2 zurückgezogen)" in lines
    speak("fr")
    code, out, _err = cli_run(capsys, "show", leiden, "--round", 2)
    assert out.splitlines()[0] == "Leiden Open, ronde 2"
    assert "      8 Player 08 (2330): bye d'un demi-point" in out.splitlines()
    assert "      7 Player 07 (2340): absent (bye à zéro point)" in out.splitlines()
    code, _out, err = cli_run(capsys, "show", leiden, "--round", 4)
    assert code == 2
    assert err == (f"arbiter-cli: {leiden} : la ronde 4 n'est pas appariée "
                   "(2 rondes le sont)\n")


@pytest.mark.parametrize("rounds, said", [(1, "1 тур"), (3, "3 тура"), (5, "5 туров"),
                                          (11, "11 туров"), (21, "21 тур"),
                                          (22, "22 тура")])
def test_russian_counts_take_their_three_forms(capsys, speak, tmp_path, rounds, said):
    """Russian: 1 and 21 тур; 2-4 and 22-24 тура; 0, 5-20 туров."""
    speak("ru")
    path = tmp_path / "t.arbiter"
    code, out, err = cli_run(capsys, "new", path, "--name", "Кубок", "--rounds", rounds,
                             "--system", "dutch2026")
    assert code == 0, err
    assert out == f"создан {path}: Кубок, {said}, dutch2026\n"


def test_a_russian_refusal_names_the_file(capsys, speak, tmp_path, leiden):
    speak("ru")
    code, _out, err = cli_run(capsys, "pair", leiden, "--system", "dutch2016")
    assert code == 2
    assert err.startswith(f"arbiter-cli: {leiden} — файл турнира (.arbiter), а не файл TRF16; "
                          f"сначала выполните 'arbiter-cli export {leiden} -o FILE.trf'")


def test_files_written_stay_english(capsys, speak, tmp_path):
    """A TRF export is the same whatever the language (it is read by programs and FIDE)."""
    path = tmp_path / "t.arbiter"
    event = tournament(6, ["1-4 1-0, 2-5 1/2, 3-6 0-1"], total_rounds=3)
    event.system = "dutch2026"
    TournamentFile.create(path, event, ["BH/C1", "SB"]).close()
    speak("en")
    assert cli_run(capsys, "export", path, "-o", tmp_path / "en.trf")[0] == 0
    speak("ru")
    assert cli_run(capsys, "export", path, "-o", tmp_path / "ru.trf")[0] == 0
    assert (tmp_path / "ru.trf").read_bytes() == (tmp_path / "en.trf").read_bytes()


def test_english_is_unchanged(capsys, speak, leiden):
    speak("en")
    code, out, _err = cli_run(capsys, "show", leiden)
    assert out.splitlines()[0] == ("Leiden Open: system dutch2016, 8 players, 2 rounds paired "
                                   "of 5; FIDE mode on")
    code, _out, err = exited(capsys, "show")
    assert err == ("arbiter-cli: show: the following arguments are required: T.arbiter "
                   "(see 'arbiter-cli show --help')\n")
