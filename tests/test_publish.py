"""Publishing (issue #26): the web site of the event, and its standings and
pairings as JSON and CSV.  The site must be complete (every link resolves to a
file of the folder), every page well-formed HTML with a title, the standings
the same as ``arbiter-cli standings``, and re-publishing must write only what
changed."""

from __future__ import annotations

import csv
import io
import json
import re
from datetime import datetime
from html.parser import HTMLParser
from pathlib import Path

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService
from arbiter_app.services.publish import (MANIFEST, OPTION_FOLDER, PAIRING_FIELDS,
                                          STANDINGS_FIELDS, publish, publish_service,
                                          publish_settings, read_manifest,
                                          set_publish_settings)
from arbiter_app.ui.sample import make_sample
from tests.builders import cli_run

VOID = {"meta", "link", "br", "img", "hr", "input", "col"}
NOW = datetime(2026, 4, 12, 18, 5)


class Page(HTMLParser):
    """Reads a page strictly: every element closed in order, the title, the links
    and the text of the table cells."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.links: list[str] = []
        self.title = ""
        self.rows: list[list[str]] = []
        self._cell: list[str] | None = None
        self._in_title = False
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links += [v for k, v in attrs if k == "href"]
        if tag == "link":
            self.links += [v for k, v in attrs if k == "href"]
        if tag == "tr":
            self.rows.append([])
        if tag in ("td", "th"):
            self._cell = []
        self._in_title = tag == "title"
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell).strip())
            self._cell = None
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data
        if self._cell is not None:
            self._cell.append(data)
        self.text.append(data)

    @classmethod
    def read(cls, path: Path) -> "Page":
        page = cls()
        page.feed(path.read_text(encoding="utf-8"))
        page.close()
        if page.stack:
            page.errors.append(f"not closed: {page.stack}")
        return page


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("big") / "big.arbiter"
    make_sample(path, players=250, rounds=9, total_rounds=9, quick=True).close()
    return path


@pytest.fixture
def small(tmp_path) -> Path:
    """A 20-player event with round 3 paired and its results not yet in."""
    path = tmp_path / "small.arbiter"
    service = make_sample(path, players=20, rounds=2, total_rounds=5)
    service.pair_next_round()
    service.close()
    return path


def published(path: Path, folder: Path, formats=("html",), now=NOW):
    with TournamentService.open(path, read_only=True) as service:
        return publish(service.tournament(), list(service.settings().tiebreaks), folder,
                       formats, now=now)


def test_the_site_of_a_250_player_9_round_event_is_complete(big, tmp_path, capsys):
    site = tmp_path / "site"
    report = published(big, site)
    names = {p.name for p in site.iterdir()} - {MANIFEST}
    assert set(report.written) == names
    assert read_manifest(site) == sorted(names)  # the list of its own files (issue #34)
    assert {"index.html", "style.css", "standings.html", "crosstable.html",
            "starting-rank.html"} <= names
    assert {f"round-{k}.html" for k in range(1, 10)} <= names
    assert {f"round-{k}-alphabetical.html" for k in range(1, 10)} <= names
    assert {f"standings-after-round-{k}.html" for k in range(1, 10)} <= names
    assert {f"player-{n}.html" for n in range(1, 251)} <= names
    reached = {"index.html"}
    for name in sorted(n for n in names if n.endswith(".html")):
        page = Page.read(site / name)
        assert page.errors == [], name
        assert page.title.strip(), name
        assert "Written 2026-04-12 18:05, after round 9 of 9." in "".join(page.text), name
        for link in page.links:
            assert (site / link).is_file(), f"{name} links {link}"
            reached.add(link)
    # every page is reached from the index by following links
    assert reached >= names - {"style.css"}

    # the standings page: every player, the values of arbiter-cli standings
    code, out, _err = cli_run(capsys, "standings", big, "--csv")
    assert code == 0
    expected = list(csv.reader(io.StringIO(out)))
    header, rows = expected[0], expected[1:]
    page = Page.read(site / "standings.html")
    table = [r for r in page.rows if r and r[0] != "Rank" and len(r) > 7]
    assert len(table) == 250 == len(rows)
    labels = header[4:]
    assert page.rows[0][7:] == labels
    for cli, web in zip(rows, table):
        rank, number, name, points = cli[:4]
        assert (web[1], web[3]) == (number, name)
        assert web[0].split("-")[0] == rank
        assert web[6].replace("\u00bd", ".5").lstrip("0") in (points, f"0{points}"[1:]) or \
            float(web[6].replace("\u00bd", ".5") if web[6] != "\u00bd" else 0.5) == float(points)
        assert web[7:] == cli[4:], name


def test_republishing_writes_only_what_changed(small, tmp_path):
    site = tmp_path / "site"
    first = published(small, site)
    assert first.written and not first.unchanged
    before = {p.name: p.read_text(encoding="utf-8") for p in site.iterdir()}
    again = published(small, site, now=datetime(2026, 4, 12, 19, 0))
    assert again.written == [] and len(again.unchanged) == len(first.written)
    # nothing changed: the files keep the time they were written
    assert {p.name: p.read_text(encoding="utf-8") for p in site.iterdir()} == before

    with TournamentService.open(small) as service:
        service.record_result(3, 1, GameResult.WHITE_WINS)
        t = service.tournament()
    game = t.round(3).games[0]
    later = published(small, site, now=datetime(2026, 4, 12, 20, 0))
    changed = set(later.written)
    assert {"round-3.html", "index.html", f"player-{game.white}.html",
            f"player-{game.black}.html"} <= changed
    # rounds 1 and 2, their standings, the list by name (no results on it) and the other
    # players' cards stay as they were
    assert not changed & {"round-1.html", "round-2.html", "standings-after-round-2.html",
                          "style.css", "round-3-alphabetical.html"}
    assert len(changed) < len(later.unchanged)
    assert "Written 2026-04-12 20:00" in (site / "round-3.html").read_text(encoding="utf-8")
    assert "Written 2026-04-12 18:05" in (site / "round-1.html").read_text(encoding="utf-8")
    assert "after round 2 of 5; round 3 in progress (1 of 10 results)" in \
        (site / "round-3.html").read_text(encoding="utf-8")

    # a round unpaired: its pages go, nothing else of the folder is touched
    (site / "mine.html").write_text("the arbiter's own page", encoding="utf-8")
    with TournamentService.open(small) as service:
        service.record_result(3, 1, GameResult.PENDING)
        service.unpair_last_round()
    gone = published(small, site)
    assert set(gone.removed) == {"round-3.html", "round-3-alphabetical.html"}
    assert (site / "mine.html").exists()


def test_nothing_personal_unless_asked(tmp_path):
    path = tmp_path / "t.arbiter"
    service = make_sample(path, players=10, rounds=1, total_rounds=3)
    t = service.tournament()
    service.close()
    from dataclasses import replace
    t.players[1] = replace(t.players[1], birth_date="1990/05/17")
    publish(t, [], tmp_path / "a", now=NOW)
    assert not any("1990" in p.read_text(encoding="utf-8") for p in (tmp_path / "a").iterdir())
    publish(t, [], tmp_path / "b", birth_dates=True, now=NOW)
    assert "1990/05/17" in (tmp_path / "b" / "starting-rank.html").read_text(encoding="utf-8")


def test_the_folder_is_kept_with_the_tournament(small, tmp_path):
    with TournamentService.open(small) as service:
        with pytest.raises(Exception, match="no publishing folder"):
            publish_service(service)
        set_publish_settings(service, str(tmp_path / "web"))
        assert service.tournament().options[OPTION_FOLDER] == str(tmp_path / "web")
        assert publish_settings(service.tournament()).birth_dates is False
        report = publish_service(service, now=NOW)
        assert report.folder == tmp_path / "web" and (tmp_path / "web" / "index.html").exists()
        assert any(e.action == "publish settings" for e in service.audit_log())


def test_json_and_csv_have_stable_fields(small, tmp_path, capsys):
    code, out, err = cli_run(capsys, "publish", small, "-o", tmp_path / "data",
                             "--format", "json,csv")
    assert code == 0, err
    assert "written" in out
    data = tmp_path / "data"
    standings = json.loads((data / "standings.json").read_text(encoding="utf-8"))
    assert standings["format"] == "arbiter-publish" and standings["version"] == 1
    assert standings["after_round"] == 2 and standings["tiebreaks"] == ["BH/C1", "BH", "SB"]
    assert len(standings["standings"]) == 20
    first = standings["standings"][0]
    assert set(STANDINGS_FIELDS) | {"tiebreaks"} == set(first)
    assert set(first["tiebreaks"]) == {"BH/C1", "BH", "SB"}
    rows = list(csv.DictReader(io.StringIO((data / "standings.csv").read_text(encoding="utf-8"))))
    assert list(rows[0]) == STANDINGS_FIELDS + ["BH/C1", "BH", "SB"] and len(rows) == 20
    assert rows[0]["name"] == first["name"]
    pairings = json.loads((data / "round-3-pairings.json").read_text(encoding="utf-8"))
    assert pairings["round"] == 3 and len(pairings["pairings"]) == 10
    assert set(pairings["pairings"][0]) == set(PAIRING_FIELDS)
    assert pairings["pairings"][0]["result"] == ""
    r1 = list(csv.DictReader(io.StringIO((data / "round-1-pairings.csv")
                                         .read_text(encoding="utf-8"))))
    assert list(r1[0]) == PAIRING_FIELDS
    assert all(r["result"] in ("1-0", "0-1", "1/2-1/2", "+-", "-+", "--", "") for r in r1)
    # the same data again: nothing written (the JSON "written" time is not a change)
    code, out, _ = cli_run(capsys, "publish", small, "-o", data, "--format", "json,csv")
    assert out.startswith("0 files written")


def test_cli_refusals_are_one_line(small, tmp_path, capsys):
    code, _out, err = cli_run(capsys, "publish", small)
    assert code == 2 and "no publishing folder" in err and len(err.splitlines()) == 1
    code, _out, err = cli_run(capsys, "publish", small, "-o", tmp_path, "--format", "pdf")
    assert code == 2 and "pdf" in err
    code, out, err = cli_run(capsys, "publish", small, "-o", tmp_path / "w", "--remember")
    assert code == 0, err
    code, out, err = cli_run(capsys, "publish", small)
    assert code == 0 and out.startswith("0 files written") and re.search(r"unchanged", out)
