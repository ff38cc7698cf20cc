"""Issue #36, point 2: dates, decimals and plurals from CLDR through Babel.

``arbiter_app/locale/cldr.json`` is made by ``python tools/i18n.py cldr`` and read at run time
without Babel; the test re-makes it so that it cannot go stale.  The expected forms below are
written by hand from CLDR's short date patterns as Babel 2.19 gives them (the year widened to
four digits: fr dd/MM/y, de dd.MM.y, es d/M/y, ru dd.MM.y, it dd/MM/y, nl dd-MM-y, pl d.MM.y,
pt_PT dd/MM/y, tr d.MM.y) and English's decided ISO form, not copied from the program.
"""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date

import pytest

from arbiter_app import i18n
from arbiter_app.i18n import extract
from arbiter_app.services.dates import read_date, spellings

CATALOGUES = sorted(p.parent.parent.name for p in extract.LOCALE.glob("*/LC_MESSAGES/arbiter.po"))


@pytest.fixture
def speak(monkeypatch):
    """Run in language ``code`` even before it is offered (LANGUAGES may not have it yet)."""
    def speaking(code: str):
        monkeypatch.setitem(i18n.LANGUAGES, code, i18n.LANGUAGES.get(code, code))
        return i18n.using(code)
    return speaking


# -- the table is CLDR's ----------------------------------------------------------------------

def test_the_committed_table_is_what_babel_makes_from_cldr():
    committed = json.loads(i18n.CLDR.read_text(encoding="utf-8"))
    assert committed["languages"] == extract.cldr_table()["languages"], (
        "arbiter_app/locale/cldr.json is stale: run python tools/i18n.py cldr")
    assert extract.cldr_differences() == []
    assert set(committed["languages"]) == set(CATALOGUES) | {"en"}


def test_the_table_covers_the_ten_languages_with_their_cldr_patterns():
    table = json.loads(i18n.CLDR.read_text(encoding="utf-8"))["languages"]
    assert {code: row["date"] for code, row in table.items()} == {
        "en": "yyyy-MM-dd", "fr": "dd/MM/y", "de": "dd.MM.y", "es": "d/M/y", "ru": "dd.MM.y",
        "it": "dd/MM/y", "nl": "dd-MM-y", "pl": "d.MM.y", "pt": "dd/MM/y", "tr": "d.MM.y"}
    assert {code: row["decimal"] for code, row in table.items()} == {
        code: "." if code == "en" else "," for code in table}
    assert table["pt"]["locale"] == "pt_PT"  # the catalogue writes Portugal's Portuguese


def test_the_tool_refuses_a_pattern_day_cannot_write():
    assert extract.date_form("d.MM.y") == {"order": "dmy", "separator": "."}
    assert extract.date_form("yyyy-MM-dd") == {"order": "ymd", "separator": "-"}
    assert extract.four_digit_year("dd.MM.yy") == "dd.MM.y"
    for pattern in ("d MMM y", "EEE d/M/y", "d/M/yy", "y. MM. dd.", "d/M.y", "d 'de' M 'de' y",
                    "d/M", "d/d/y"):
        with pytest.raises(ValueError):
            extract.date_form(pattern)


@pytest.mark.parametrize("code", CATALOGUES)
def test_each_catalogues_plural_rule_is_babels_for_its_cldr_locale(code):
    catalog = extract.read(extract.po_path(code))
    assert catalog.plural_forms == extract.plural_forms(code)


def test_portuguese_counts_as_portugal_does():
    """CLDR pt_PT: 1 is singular, 0 and 2 plural (pt, Brazil's, puts 0 with 1)."""
    import gettext
    from babel.messages.catalog import Catalog
    rule = gettext.c2py(extract.read(extract.po_path("pt")).plural_expr)
    assert [rule(n) for n in (0, 1, 2, 5, 1_000_000)] == [2, 0, 2, 2, 1]
    assert Catalog(locale="pt").plural_expr != Catalog(locale="pt_PT").plural_expr


# -- writing -----------------------------------------------------------------------------------

@pytest.mark.parametrize("code, november, march, unknown", [
    ("de", "27.11.2026", "06.03.2026", "00.00.2001"),
    ("es", "27/11/2026", "6/3/2026", "00/00/2001"),
    ("fr", "27/11/2026", "06/03/2026", "00/00/2001"),
    ("ru", "27.11.2026", "06.03.2026", "00.00.2001"),
    ("it", "27/11/2026", "06/03/2026", "00/00/2001"),
    ("nl", "27-11-2026", "06-03-2026", "00-00-2001"),
    ("pl", "27.11.2026", "6.03.2026", "00.00.2001"),
    ("pt", "27/11/2026", "06/03/2026", "00/00/2001"),
    ("tr", "27.11.2026", "6.03.2026", "00.00.2001"),
])
def test_a_date_in_the_languages_cldr_form(speak, code, november, march, unknown):
    with speak(code):
        assert i18n.day(date(2026, 11, 27)) == november
        assert i18n.day(date(2026, 3, 6)) == march
        assert i18n.day("2026/03/06") == march and i18n.day("2026-3-6") == march
        assert i18n.day("2001/00/00") == unknown  # a birth date with an unknown day and month
        assert i18n.day("next Friday") == "next Friday"
        assert i18n.number(23.5) == "23,50" and i18n.decimal("0.5") == "0,5"


def test_english_writes_iso_and_keeps_a_typed_text():
    with i18n.using("en"):
        assert i18n.day(date(2026, 3, 6)) == "2026-03-06"
        assert i18n.day("2026/03/06") == "2026/03/06"
        assert i18n.number(23.5) == "23.50"
        assert i18n.date_form() == ("ymd", "-")


def test_a_language_the_table_lacks_takes_englishs_forms():
    assert i18n.forms("xx") == i18n.forms("en")
    assert i18n.written("d/M/y", 2026, 3, 6) == "6/3/2026"
    assert i18n.written("yyyy-MM-dd", 987, 3, 6) == "0987-03-06"


def test_the_table_is_read_without_babel_and_not_in_english():
    code = ("import sys\nfrom datetime import date\nfrom arbiter_app import i18n\n"
            "i18n.day(date(2026, 3, 6)); i18n.number(2.5)\nassert i18n._forms is None\n"
            "with i18n.using('es'):\n    assert i18n.day(date(2026, 3, 6)) == '6/3/2026'\n"
            "assert i18n._forms is not None\n"
            "print(sorted(m for m in sys.modules if m.startswith('babel')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# -- reading back --------------------------------------------------------------------------------

@pytest.mark.parametrize("code, own, taken, refused", [
    ("nl", "27-11-2026", ["27-11-2026", "6-3-2026", "06-03-2026", "27.11.2026"], ["27/11/2026"]),
    ("pl", "27.11.2026", ["6.03.2026", "6.3.2026", "27.11.2026"], ["27/11/2026", "27-11-2026"]),
    ("es", "27/11/2026", ["6/3/2026", "06/03/2026", "27.11.2026"], ["27-11-2026"]),
    ("de", "27.11.2026", ["6.3.2026", "27.11.2026"], ["27/11/2026", "27-11-2026"]),
    ("en", "2026-11-27", ["2026-11-27", "27.11.2026"], ["6/3/2026", "27/11/2026", "27-11-2026"]),
])
def test_a_typed_date_in_the_languages_own_form_is_read(speak, code, own, taken, refused):
    with speak(code):
        for text in taken:
            assert read_date(text) in ("2026/11/27", "2026/03/06"), text
        for text in refused:
            assert read_date(text) is None, text
        assert read_date("2026/11/27") == read_date("20261127") == "2026/11/27"
        # the 31st of April, in the language's own form
        assert read_date(own.replace("27", "31").replace("11", "04")) is None
        assert spellings().split(", ")[0] == own


def test_the_spellings_name_the_languages_own_form_first(speak):
    with speak("nl"):
        assert spellings() == "27-11-2026, 2026-11-27, 2026/11/27, 27.11.2026"
    with speak("en"):
        assert spellings() == "2026-11-27, 2026/11/27, 27.11.2026"
    with speak("es"):
        assert spellings() == "27/11/2026, 2026-11-27, 2026/11/27, 27.11.2026"


@pytest.mark.parametrize("code", ["en", *CATALOGUES])
def test_every_language_reads_back_the_dates_it_writes(speak, code):
    days = [date(2026, 3, 6), date(2026, 11, 27), date(1999, 12, 1), date(2030, 1, 31)]
    with speak(code):
        assert [read_date(i18n.day(d)) for d in days] == [d.strftime("%Y/%m/%d") for d in days]


def test_a_date_field_shows_and_reads_dutch(qtbot, speak):
    from arbiter_app.ui.dialogs.fields import DateField
    with speak("nl"):
        field = DateField("2026/11/27")
        qtbot.addWidget(field)
        assert field.text() == "27-11-2026"
        field.setText("6-3-2026")
        assert field.iso() == "2026-03-06" and field.problem("Datum") == ""
        field.setText("6/3/2026")
        assert field.iso() == "" and "27-11-2026" in field.problem("Datum")


def test_a_backups_time_and_the_rating_lists_day_take_the_languages_form(speak, tmp_path):
    """Two dates the services wrote by hand as ISO: the day a backup was taken (the window's
    restore list, the command line's `backups`) and the day FIDE's list was downloaded."""
    from datetime import datetime, timezone

    from arbiter_app.services.backups import Backup
    from arbiter_app.services.fide_download import LocalList, describe
    taken = datetime(2026, 3, 6, 12, 0, 0, tzinfo=timezone.utc)
    local = taken.astimezone()  # the time shown is the computer's
    backup = Backup(tmp_path / "b.arbiter", taken, "before-round-2", before_round=2)
    copy = LocalList(tmp_path / "players_list.zip", "2026-11-02", "2026/11", players=2)
    with speak("en"):
        assert backup.when == f"{local:%Y-%m-%d %H:%M:%S}"
        assert "downloaded on 2026-11-02:" in describe(copy)
    with speak("es"):
        assert backup.when == f"{local.day}/{local.month}/{local.year} {local:%H:%M:%S}"
        assert "2/11/2026" in describe(copy) and "2026-11-02" not in describe(copy)
    with speak("de"):
        assert backup.when == f"{local:%d.%m.%Y %H:%M:%S}"
