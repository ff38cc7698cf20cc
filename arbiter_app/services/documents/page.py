"""The one stylesheet of every document and the HTML pieces they are made of.

The HTML is plain enough for Qt's rich text (which lays it out for printing
and PDF) and for a web browser (``publish``): tables with a header row,
classes ``n`` (numbers, right-aligned), ``r`` (results, centred) and
``name`` (names, never wrapped while the page has room).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from arbiter_app.i18n import language, tr

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
p.sign { margin: 16pt 0 0 0; }
""".strip()

#: what the published web pages add to :data:`STYLE` (both go into their one
#: ``style.css``): narrow screens scroll wide tables sideways, print leaves the
#: navigation out
WEB_STYLE = """
body { margin: 8px; }
@media screen { body { font-size: 11pt; } p.place, p.legend { font-size: 10pt; } }
nav { margin: 0 0 8pt 0; line-height: 1.8; }
nav a { margin-right: 1em; white-space: nowrap; }
div.scroll { overflow-x: auto; }
tr:nth-child(even) td { background-color: #f3f3f3; }
td a { color: inherit; }
p.stamp { font-size: 8pt; color: #555555; margin: 10pt 0 0 0; }
p.player { margin: 0 0 4pt 0; }
table.facts td { border: none; padding: 1px 8px 1px 0; }
table.facts tr:nth-child(even) td { background-color: transparent; }
@media print { nav { display: none; } div.scroll { overflow: visible; }
  tr:nth-child(even) td { background-color: transparent; } }
""".strip()

#: names longer than this (in characters) do not fit two to a portrait A4 line at 9 pt
PORTRAIT_NAME_ROOM = 28
#: nor this long beside the other columns of a one-name list
PORTRAIT_LIST_ROOM = 45


@dataclass(frozen=True)
class Column:
    header: str  # English, marked with N_: translated when the table is made
    #: "n" number, "r" result (centred), "name" a name (no wrapping), "" text
    kind: str = ""


def longest(names) -> int:
    return max((len(str(n)) for n in names), default=0)


@dataclass(frozen=True)
class Link:
    """A cell's text linked to another page (the published web pages; Qt prints
    the text)."""

    text: str
    href: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Strong:
    """A cell's text in bold (a team event's match rows among their boards)."""

    text: str

    def __str__(self) -> str:
        return self.text


def cell(value) -> str:
    if isinstance(value, Strong):
        return f"<b>{escape(value.text)}</b>"
    if isinstance(value, Link):
        return f'<a href="{escape(value.href)}">{escape(value.text)}</a>'
    return escape("" if value is None else str(value))


def table(columns: list[Column], rows: list[list]) -> str:
    """A table with a header row (repeated on each page); one ``<tr>`` per row,
    cells classed by column kind."""
    head = "".join(f"<th>{cell(tr(c.header))}</th>" for c in columns)
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
    return (f"<!DOCTYPE html>\n<html lang=\"{language()}\"><head><meta charset=\"utf-8\">"
            f"<title>{cell(title)} \u2013 {cell(what)}</title>"
            f"<style>\n{STYLE}\n</style></head><body>"
            f"<h1>{cell(title)}</h1><h2>{cell(what)}</h2>{under}{body}</body></html>")


def web_page(title: str, what: str, place: str, body: str, nav: list[tuple[str, str]],
             stamp: str, stylesheet: str = "style.css", head: str = "") -> str:
    """A published web page: the document's headings and ``body`` as
    :func:`page` lays them out, the site's stylesheet, ``nav`` links
    ``(text, address)`` at the top and ``stamp`` (when it was written, after
    which round) at the bottom.  No script: any browser, a phone, a printer (the venue
    server's live pages add theirs, and their own lines, in ``head``)."""
    links = "".join(f'<a href="{escape(href)}">{cell(text)}</a>' for text, href in nav)
    under = f'<p class="place">{cell(place)}</p>' if place else ""
    return (f'<!DOCTYPE html>\n<html lang="{language()}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{cell(title)} \u2013 {cell(what)}</title>"
            f'<link rel="stylesheet" href="{escape(stylesheet)}">{head}</head>\n<body>'
            f"<nav>{links}</nav><h1>{cell(title)}</h1><h2>{cell(what)}</h2>{under}\n"
            f'<div class="scroll">{body}</div>\n<p class="stamp">{cell(stamp)}</p>'
            "</body></html>\n")


def legend(heading: str, items: list[tuple[str, str]]) -> str:
    """Abbreviations explained under a table: ``BH/C1 – Buchholz, Cut-1 (C.07 8.1)``."""
    if not items:
        return ""
    lines = "".join(f'<p class="legend"><b>{cell(key)}</b> \u2013 {cell(text)}</p>'
                    for key, text in items)
    return f"<h3>{cell(heading)}</h3>{lines}"


def notes(items: list[str]) -> str:
    return "".join(f'<p class="legend">{cell(text)}</p>' for text in items)


__all__ = ["Column", "Link", "Strong", "PORTRAIT_LIST_ROOM", "PORTRAIT_NAME_ROOM", "STYLE", "cell", "legend",
           "WEB_STYLE", "longest", "notes", "page", "table", "web_page"]
