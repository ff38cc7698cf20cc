"""The one stylesheet of every document and the HTML pieces they are made of.

The HTML is plain enough for Qt's rich text (which lays it out for printing
and PDF) and for a web browser (``publish``): tables with a header row,
classes ``n`` (numbers, right-aligned), ``r`` (results, centred) and
``name`` (names, never wrapped while the page has room).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

STYLE = """
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 9pt; }
h1 { font-size: 14pt; margin: 0; }
h2 { font-size: 11pt; margin: 2pt 0 1pt 0; }
p.place { font-size: 9pt; margin: 0 0 6pt 0; }
table { border-collapse: collapse; }
th { background-color: #dddddd; border: 1px solid #888888; padding: 2px 4px; }
td { border: 1px solid #888888; padding: 2px 4px; }
td.n { text-align: right; }
td.r { text-align: center; }
td.name { white-space: nowrap; }
h3 { font-size: 9pt; margin: 8pt 0 2pt 0; }
p.legend { font-size: 8pt; margin: 0; }
""".strip()

#: names longer than this (in characters) do not fit two to a portrait A4 line at 9 pt
PORTRAIT_NAME_ROOM = 28
#: nor this long beside the other columns of a one-name list
PORTRAIT_LIST_ROOM = 45


@dataclass(frozen=True)
class Column:
    header: str
    #: "n" number, "r" result (centred), "name" a name (no wrapping), "" text
    kind: str = ""


def longest(names) -> int:
    return max((len(str(n)) for n in names), default=0)


def cell(value) -> str:
    return escape("" if value is None else str(value))


def table(columns: list[Column], rows: list[list]) -> str:
    """A table with a header row (repeated on each page); one ``<tr>`` per row,
    cells classed by column kind."""
    head = "".join(f"<th>{cell(c.header)}</th>" for c in columns)
    body = []
    for row in rows:
        cells = []
        for column, value in zip(columns, row):
            kind = f' class="{column.kind}"' if column.kind else ""
            cells.append(f"<td{kind}>{cell(value)}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    # <thead>: Qt repeats the header row at the top of every page
    return (f'<table width="100%" cellspacing="0" cellpadding="2"><thead><tr>{head}</tr>'
            '</thead>' + "".join(body) + "</table>")


def page(title: str, what: str, place: str, body: str) -> str:
    """A whole HTML page: the tournament's name, what the page is, where and when."""
    under = f'<p class="place">{cell(place)}</p>' if place else ""
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
            f"<title>{cell(title)} \u2013 {cell(what)}</title>"
            f"<style>\n{STYLE}\n</style></head><body>"
            f"<h1>{cell(title)}</h1><h2>{cell(what)}</h2>{under}{body}</body></html>")


def legend(heading: str, items: list[tuple[str, str]]) -> str:
    """Abbreviations explained under a table: ``BH/C1 – Buchholz, Cut-1 (C.07 8.1)``."""
    if not items:
        return ""
    lines = "".join(f'<p class="legend"><b>{cell(key)}</b> \u2013 {cell(text)}</p>'
                    for key, text in items)
    return f"<h3>{cell(heading)}</h3>{lines}"


def notes(items: list[str]) -> str:
    return "".join(f'<p class="legend">{cell(text)}</p>' for text in items)


__all__ = ["Column", "PORTRAIT_LIST_ROOM", "PORTRAIT_NAME_ROOM", "STYLE", "cell", "legend",
           "longest", "notes", "page", "table"]
