"""The checking, generating, rating and publishing commands of arbiter-cli in the system's
language (issue #27, docs/languages.md): their help, errors and summaries are French, German,
Spanish or Russian as ARBITER_LANGUAGE says, counts take the language's plural form, and
what programs read (``--json``, ``--csv``, the files written) stays English and locale-free.

The expected texts are written here by hand in each language; the standings' values are the
ones hand-computed for the "every kind" tournament (tests/test_cli_standings.py).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_app import i18n
from arbiter_app.cli.main import main
from arbiter_app.engine.model import GameResult
from arbiter_app.trf import read_trf_file, write_trf
from arbiter_app.services import TournamentService
from arbiter_app.services import ratings as S
from tests.builders import cli_run as run
from tests.builders import tournament
from tests.test_backups import played
from tests.test_ratings_report import RATINGS, ROUNDS
from tests.test_tiebreaks_own import every_kind

DATA = Path(__file__).parent / "data" / "dutch2016"
SMALL = DATA / "mixed-00019-n010-r05.trf"  # 10 players, 5 rounds, all consistent


@pytest.fixture(autouse=True)
def _english_again():
    """Each test chooses its language through ARBITER_LANGUAGE; English again after it."""
    yield
    i18n.set_language("en")


@pytest.fixture
def event(tmp_path, capsys) -> Path:
    """The rating report's tournament of tests/test_ratings_report.py (K 20, 40, none, 40),
    made in English."""
    trf = tmp_path / "t.trf"
    trf.write_text(write_trf(tournament(4, ROUNDS, total_rounds=5, ratings=RATINGS)),
                   encoding="utf-8")
    path = tmp_path / "t.arbiter"
    assert run(capsys, "import", trf, "-o", path, "--system", "dutch2016", "--confirm")[0] == 0
    with TournamentService.open(path) as service:
        for number, k in ((1, 20), (2, 40), (4, 40)):
            S.set_k_factor(service, number, k)
    return path


def speaking(monkeypatch, code: str) -> None:
    monkeypatch.setenv("ARBITER_LANGUAGE", code)
    monkeypatch.setenv("COLUMNS", "2000")  # argparse wraps no help line


def one_line(text: str) -> str:
    return " ".join(text.split())


def test_generate_help_in_french(monkeypatch, capsys):
    speaking(monkeypatch, "fr")
    with pytest.raises(SystemExit) as done:
        main(["generate", "--help"])
    assert done.value.code == 0
    out = one_line(capsys.readouterr().out)
    # the description, with argparse's %% turned into one %
    assert ("Génère des tournois aléatoires appariés par SYSTEM, les résultats tirés selon la "
            "table Elo de la FIDE (docs/checker.md). Un AMOUNT est un nombre (5) ou un "
            "pourcentage (3% : des joueurs-rondes pour les byes, des parties pour les "
            "résultats), éventuellement limité à des rondes (5%@1-4, 2@3). La même --seed donne "
            "le même ensemble.") in out
    # an amount's help (a table made at import time, translated when the parser is built)
    assert "--half-byes AMOUNT byes d'un demi-point (H) demandés pour une ronde" in out
    assert "--count N combien de tournois ; -o doit alors contenir %d (numérotés à partir de 1)" \
        in out
    assert "--acceleration {none,baku} accélération de Bakou (C.04.7 ; systèmes hollandais)" in out
    assert "Generate random" not in out


def test_errors_in_german_name_the_file_the_option_and_the_rounds(monkeypatch, capsys,
                                                                  tmp_path):
    speaking(monkeypatch, "de")
    code, out, err = run(capsys, "pair", SMALL, "--system", "dutch2016")
    assert (code, out) == (2, "")
    assert err == (f"arbiter-cli: {SMALL}: alle 5 Runden sind bereits gepaart (erhöhen Sie XXR, "
                   "um mehr zu paaren)\n")
    code, out, err = run(capsys, "check", SMALL, "--system", "dutch2016", "--round", "9")
    assert (code, out) == (2, "")
    assert err == "arbiter-cli: --round 9: die Datei enthält die Runden 1 bis 5\n"
    code, out, err = run(capsys, "generate", "--players", "8", "--rounds", "3", "--count", "2",
                         "-o", tmp_path / "t.trf")
    assert code == 2 and not list(tmp_path.iterdir())
    assert err == (f"arbiter-cli: -o {tmp_path / 't.trf'}: mit --count 2 braucht der Name ein %d "
                   "(nummeriert ab 1) und kein anderes %\n")


def test_generate_summary_in_russian_plural_forms(monkeypatch, capsys, tmp_path):
    speaking(monkeypatch, "ru")
    pattern = tmp_path / "t%d.trf"
    code, out, err = run(capsys, "generate", "--players", "21", "--rounds", "5", "--count", "2",
                         "--seed", "7", "-o", pattern)
    assert code == 0, err
    # 2 турнира (2-4), 21 участник (1, 21, 31 ...), 5 туров (5-20)
    assert out.splitlines()[-1] == (f"записано {tmp_path / 't1.trf'} ... {tmp_path / 't2.trf'}: "
                                    "2 турнира, 21 участник, 5 туров, dutch2026, зерно 7")
    code, out, err = run(capsys, "generate", "--players", "12", "--rounds", "1", "--seed", "7",
                         "-o", tmp_path / "one.trf")
    assert code == 0, err
    assert out.splitlines()[-1] == (f"записано {tmp_path / 'one.trf'}: 1 турнир, 12 участников, "
                                    "1 тур, dutch2026, зерно 7")
    # the files stay English: the TRF has no Russian word
    assert not any("\u0400" <= ch <= "\u04ff" for ch in (tmp_path / "t1.trf").read_text())


def test_check_summary_in_russian(monkeypatch, capsys):
    speaking(monkeypatch, "ru")
    code, out, _ = run(capsys, "check", SMALL, "--system", "dutch2016")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith(f"{SMALL}: 10 участников, 5 туров, dutch2016 (")
    assert lines[1:6] == [f"тур {k}: согласован" for k in range(1, 6)]
    assert lines[-1] == ("согласованных туров: 5 из 5; турнирная таблица согласована: "
                         "СОГЛАСОВАНО")


def test_check_in_spanish_and_its_json_in_english(monkeypatch, capsys, tmp_path):
    # the colours of round 5's first board swapped (3-1 0-1 written 1-3 1-0: the same winner,
    # so the same points and standings): the rules give them the other way round
    t = read_trf_file(SMALL)
    game = t.round(5).games[0]
    assert game.result is GameResult.BLACK_WINS
    t.round(5).games[0] = replace(game, white=game.black, black=game.white,
                                  result=GameResult.WHITE_WINS)
    changed = tmp_path / "changed.trf"
    changed.write_text(write_trf(t))
    code, english, _ = run(capsys, "check", changed, "--system", "dutch2016", "--json")
    assert code == 1
    speaking(monkeypatch, "es")
    code, out, _ = run(capsys, "check", changed, "--system", "dutch2016")
    assert code == 1
    lines = out.splitlines()
    assert "ronda 5: INCOHERENTE" in lines
    assert (f"  tablero 1: colores: archivo {game.black}-{game.white}, reglas "
            f"{game.white}-{game.black}") in lines
    assert lines[-1] == "4/5 rondas coherentes; clasificación coherente: INCOHERENTE"
    code, spanish, _ = run(capsys, "check", changed, "--system", "dutch2016", "--json")
    assert code == 1
    assert spanish == english  # for programs: the same English report in every language
    report = json.loads(spanish)
    assert report["consistent"] is False
    assert report["rounds"][4]["differences"][0]["kind"] == "colour"


def test_standings_in_german_and_csv_in_english(monkeypatch, capsys, tmp_path):
    path = tmp_path / "every-kind.trf"
    path.write_text(write_trf(every_kind()), encoding="utf-8")
    speaking(monkeypatch, "de")
    code, out, err = run(capsys, "standings", path, "--tiebreaks", "BH,SB")
    assert code == 0, err
    lines = [line.split() for line in out.splitlines()]
    assert lines[0] == ["Rang", "Nr.", "Name", "Pkt.", "BH", "SB"]
    # points first (1: 3.5, 3: 3), BH 7 and 9, SB 5.5 and 6.75, with a decimal comma
    assert lines[1:3] == [["1", "1", "Player", "01", "3,5", "7", "5,5"],
                          ["2", "3", "Player", "03", "3", "9", "6,75"]]
    code, out, _ = run(capsys, "standings", path, "--tiebreaks", "BH,SB", "--csv")
    assert code == 0
    assert out.splitlines()[:3] == ["Rank,No,Name,Pts,BH,SB", "1,1,Player 01,3.5,7,5.5",
                                    "2,3,Player 03,3,9,6.75"]


def test_ratings_table_in_spanish_csv_in_english(monkeypatch, capsys, event):
    speaking(monkeypatch, "es")
    code, out, err = run(capsys, "ratings", event)
    assert code == 0
    lines = [line.split() for line in out.splitlines()]
    assert lines[0] == ["N.º", "Nombre", "Elo", "K", "Partidas", "Puntuación", "Esperado",
                        "Variación", "Performance"]
    # player 4 (1500, K 40): 1.5 points for 0.24 expected, +50.4 (tests/test_ratings_report.py)
    assert lines[4] == ["4", "Player", "04", "1500", "40", "3", "1,5", "0,24", "+50,4", "2000"]
    assert err.startswith("* K no indicado (ni por la lista de Elo ni por el árbitro)")
    code, out, _ = run(capsys, "ratings", event, "--csv")
    assert out.splitlines()[0] == "No,Name,Rating,K,Games,Score,Expected,Change,Performance"
    assert out.splitlines()[4] == "4,Player 04,1500,40,3,1.5,0.24,+50.4,2000"


def test_backups_in_french_and_a_refused_restore_in_spanish(monkeypatch, capsys, tmp_path):
    path = played(tmp_path / "open.arbiter", 2)
    speaking(monkeypatch, "fr")
    code, out, err = run(capsys, "backups", path)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"sauvegardes de {path}, la plus récente d'abord (heure locale) :"
    # the newest, after round 2's last result: 2 rounds of 6 players, 6 games with a result
    assert " ".join(lines[1].split()[3:]) == ("après le dernier résultat de la ronde 2 "
                                              "2 rondes, 6 sur 6 résultats, 6 joueurs")
    # then before round 2: round 1, its 3 games with a result
    assert " ".join(lines[3].split()[3:]) == ("avant la ronde 2 1 ronde, 3 sur 3 résultats, "
                                              "6 joueurs")
    speaking(monkeypatch, "es")
    code, out, err = run(capsys, "restore", lines[2].strip(), "-o", path)
    assert (code, out) == (2, "")
    assert err == (f"arbiter-cli: {path} ya existe; no se cambió nada (elija otro nombre o "
                   "añada --force para sustituirlo)\n")
