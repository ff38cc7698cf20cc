"""Players from a CSV file: read the table, propose a column mapping, apply it.

No Qt and no tournament file: the GUI's preview
(:mod:`arbiter_app.ui.dialogs.csv_preview`) and ``arbiter-cli import-players``
both use it, then add the players with ``TournamentService.add_players``.

* :func:`read_csv_file` / :func:`parse_csv_text` -> :class:`CsvTable` (header,
  rows with their line numbers, the proposed mapping: known headers such as
  ``FIDE-ID``, ``Elo``, ``Fed``, ``Surname`` + ``First name`` pre-mapped, every
  other column ignored, and said so);
* :func:`apply_mapping` -> :class:`CsvImport` (player dicts, every problem as
  one line naming file, line and column, the columns ignored).

Checks done here, so that the preview shows them before anything is added:
names of at most 100 characters (the TRF export cuts longer than 33), ratings 0-3500, FIDE ids of
digits, federations of three letters, titles of at most three, birth dates.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

from arbiter_app.i18n import N_, tr, trn
from arbiter_app.services.csv_cells import read_cell
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.dates import date_problem, read_date
from arbiter_app.trf.names import NAME_LIMIT, name_problem

#: the longest name a TRF16 player line holds (columns 15-47)
#: a column that is not imported
IGNORED = ""

#: field -> what the arbiter sees (English; shown with ``tr(label)``)
FIELDS = {
    "name": N_("Name (Last, First)"), "surname": N_("Surname"), "first_name": N_("First name"),
    "rating": N_("Rating"), "title": N_("Title"), "federation": N_("Federation"),
    "fide_id": N_("FIDE id"), "sex": N_("Sex"), "birth_date": N_("Birth date"),
}

#: headers (normalised: lower case, '-', '_', '.', '/' as spaces) -> field
ALIASES = {
    "name": "name", "player": "name", "player name": "name", "full name": "name",
    "surname": "surname", "last name": "surname", "lastname": "surname",
    "family name": "surname",
    "first name": "first_name", "firstname": "first_name", "given name": "first_name",
    "forename": "first_name", "first": "first_name", "vorname": "first_name",
    "nachname": "surname",
    "rating": "rating", "elo": "rating", "rtg": "rating", "rtng": "rating", "srtng": "rating",
    "fide rating": "rating", "std": "rating", "standard": "rating",
    "title": "title", "tit": "title", "fide title": "title",
    "fed": "federation", "federation": "federation", "country": "federation", "nat": "federation",
    "fide id": "fide_id", "fideid": "fide_id", "fide no": "fide_id", "fide number": "fide_id",
    "fide code": "fide_id", "id number": "fide_id", "id": "fide_id",
    "sex": "sex", "gender": "sex",
    "birth date": "birth_date", "birthdate": "birth_date", "born": "birth_date",
    "birthday": "birth_date", "birth": "birth_date", "b day": "birth_date", "bday": "birth_date",
    "date of birth": "birth_date", "dob": "birth_date", "year of birth": "birth_date",
    "yob": "birth_date",
}
#: aliases that give way to a more specific header for the same field ("ID" to "FIDE ID")
WEAK = {"id", "first", "std", "standard", "country", "nat"}
#: words the --map option takes for "do not import this column"
IGNORE_WORDS = {"", "-", "ignore", "ignored", "none", "skip"}


def normalised(header: str) -> str:
    return re.sub(r"[\s_\-./]+", " ", header.strip().casefold()).strip()


@dataclass
class CsvTable:
    """A CSV file as read: ``rows`` are (line number, cells) after the header."""

    source: str
    header: list[str]
    rows: list[tuple[int, list[str]]]
    mapping: list[str] = field(default_factory=list)  # proposed: a field or IGNORED per column

    def column_name(self, index: int) -> str:
        text = self.header[index].strip() if index < len(self.header) else ""
        return text or tr("column {n}", n=index + 1)


@dataclass
class CsvImport:
    """The players a mapping gives, and what is wrong or left out."""

    players: list[dict]
    errors: list[str]  # one line each: file, line, column, what
    ignored: list[str]  # names of the columns not imported
    lines: list[int] = field(default_factory=list)  # the line of each player
    bad_lines: list[int] = field(default_factory=list)  # the lines left out for a problem

    @property
    def ok(self) -> bool:
        return not self.errors


def propose_mapping(header: list[str]) -> list[str]:
    """A field for every header that names one (each field once; a specific
    header such as "FIDE ID" before a general one such as "ID"), else IGNORED."""
    keys = [normalised(h) for h in header]
    fields = [ALIASES.get(k, IGNORED) for k in keys]
    if "first_name" in fields and "surname" not in fields and "name" in fields:
        fields = ["surname" if f == "name" else f for f in fields]  # "Name; First name"
    mapping = [IGNORED] * len(header)
    for weak in (False, True):
        for i, (key, wanted) in enumerate(zip(keys, fields)):
            if wanted and (key in WEAK) == weak and wanted not in mapping:
                mapping[i] = wanted
    if "name" in mapping and ("surname" in mapping or "first_name" in mapping):
        mapping = [IGNORED if f in ("surname", "first_name") else f for f in mapping]
    return mapping


def parse_csv_text(text: str, source: str = "<csv>") -> CsvTable:
    """The header (line 1) and rows of a comma, semicolon or tab separated file."""
    text = text.lstrip("\ufeff")
    lines = text.splitlines()
    if not any(line.strip() for line in lines):
        raise ServiceError(tr("{source}: the file is empty", source=source))
    dialect = _dialect(lines)
    reader = csv.reader(io.StringIO("\n".join(lines)), dialect)
    try:
        header = [read_cell(cell) for cell in next(reader)]
        rows = []
        start = reader.line_num + 1
        for row in reader:
            if any(cell.strip() for cell in row):  # the apostrophe csv_cells adds goes
                rows.append((start, [read_cell(cell) for cell in row]))
            start = reader.line_num + 1
    except csv.Error as exc:
        raise ServiceError(tr("{source}: line {line_num}: not readable as CSV ({exc})",
                              source=source, line_num=reader.line_num, exc=exc)) from None
    return CsvTable(source, header, rows, propose_mapping(header))


def read_csv_file(path: str | Path) -> CsvTable:
    """:func:`parse_csv_text` of a file in UTF-8 (Windows-1252 or Latin-1 if not).  Only a
    regular file of at most :data:`arbiter_app.trf.input_files.CSV`'s limit is read."""
    from arbiter_app.trf.input_files import CSV, InputFileError, read_input
    path = Path(path)
    try:
        data = read_input(path, CSV)
    except InputFileError as exc:
        raise ServiceError(str(exc)) from None
    except OSError as exc:
        raise ServiceError(tr("{path}: cannot read the file: {strerror}", path=path,
                              strerror=exc.strerror or exc)) from None
    for encoding in ("utf-8", "cp1252", "latin-1"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    return parse_csv_text(text, path.name)


def mapping_errors(table: CsvTable, mapping: list[str]) -> list[str]:
    """What makes ``mapping`` unusable: no name, a field given by two columns."""
    errors = []
    named: dict[str, int] = {}
    for i, wanted in enumerate(mapping):
        if not wanted:
            continue
        if wanted not in FIELDS:
            errors.append(tr("{source}: column {column!r}: unknown field {field!r} (fields: "
                             "{fields})", source=table.source, column=table.column_name(i),
                             field=wanted, fields=", ".join(FIELDS)))
        elif wanted in named:
            errors.append(tr("{source}: columns {first!r} and {second!r} are both mapped to "
                             "{field}; ignore one of them", source=table.source,
                             first=table.column_name(named[wanted]),
                             second=table.column_name(i), field=tr(FIELDS[wanted])))
        else:
            named[wanted] = i
    if "name" in named and ("surname" in named or "first_name" in named):
        other = named.get("surname", named.get("first_name"))
        errors.append(tr("{source}: columns {first!r} and {second!r} both give the name; "
                         "ignore one of them", source=table.source,
                         first=table.column_name(named["name"]),
                         second=table.column_name(other)))
    if "name" not in named and not ("surname" in named and "first_name" in named):
        found = ", ".join(table.column_name(i) for i in range(len(table.header)))
        errors.append(tr("{source}: line 1 must be a header with a 'name' column, or "
                         "'surname' and 'first name' columns; no column is mapped to the "
                         "name (found: {found})", source=table.source, found=found))
    return errors


def apply_mapping(table: CsvTable, mapping: list[str] | None = None) -> CsvImport:
    """The players of ``table`` with ``mapping`` (default: the proposed one).
    Every problem is one line in ``errors``; the players of good lines are
    still given: an import waits until there is no error, or imports them alone on
    request (the lines left out in ``bad_lines``)."""
    mapping = list(table.mapping if mapping is None else mapping)
    mapping += [IGNORED] * (len(table.header) - len(mapping))
    ignored = [table.column_name(i) for i, f in enumerate(mapping) if not f]
    errors = mapping_errors(table, mapping)
    if errors:
        return CsvImport([], errors, ignored)
    players, lines, bad = [], [], []
    for line_no, row in table.rows:
        fields, problems = _player(table, mapping, line_no, row)
        errors.extend(problems)
        if not problems:
            players.append(fields)
            lines.append(line_no)
        else:
            bad.append(line_no)
    return CsvImport(players, errors, ignored, lines, bad)


def mapping_text(table: CsvTable, mapping: list[str]) -> str:
    """``FIDE-ID -> FIDE id, Name -> Name (Last, First)`` (the columns imported)."""
    return ", ".join(f"{table.column_name(i)} -> {tr(FIELDS[f])}"
                     for i, f in enumerate(mapping) if f in FIELDS) or tr("nothing")


def ignored_text(table: CsvTable, mapping: list[str]) -> str:
    ignored = [table.column_name(i) for i in range(len(table.header))
               if i >= len(mapping) or not mapping[i]]
    return tr("ignored: {columns}", columns=", ".join(ignored) if ignored else tr("nothing"))


def field_named(text: str) -> str | None:
    """A field from what an arbiter types: ``fide_id``, ``FIDE id``, ``elo``,
    ``ignore``...; None when it names nothing."""
    key = normalised(text)
    if key in IGNORE_WORDS:
        return IGNORED
    for name, label in FIELDS.items():
        if key in (normalised(name), normalised(label), normalised(tr(label))):
            return name
    return ALIASES.get(key)


def mapping_with(table: CsvTable, option: str, mapping: list[str] | None = None) -> list[str]:
    """``mapping`` (default: the proposed one) changed by ``COLUMN=field,...``;
    COLUMN is a header (any case) or a column number from 1."""
    mapping = list(table.mapping if mapping is None else mapping)
    mapping += [IGNORED] * (len(table.header) - len(mapping))
    keys = [normalised(h) for h in table.header]
    for part in (p for p in option.split(",") if p.strip()):
        column, sep, wanted = part.partition("=")
        if not sep:
            raise ServiceError(tr("--map {part!r}: write COLUMN=field, e.g. FIDE-ID=fide_id",
                                  part=part.strip()))
        column = column.strip()
        if column.isdigit() and 1 <= int(column) <= len(table.header):
            index = int(column) - 1
        elif normalised(column) in keys:
            index = keys.index(normalised(column))
        else:
            raise ServiceError(tr("--map: {source} has no column {column!r} (columns: "
                                  "{columns})", source=table.source, column=column,
                                  columns=', '.join(table.column_name(i)
                                                    for i in range(len(keys)))))
        target = field_named(wanted)
        if target is None:
            raise ServiceError(tr("--map {part!r}: unknown field {field!r} (fields: {fields}, "
                                  "or ignore)", part=part.strip(), field=wanted.strip(),
                                  fields=', '.join(FIELDS)))
        if target:  # one column per field: the column named here takes it over
            mapping = [IGNORED if f == target else f for f in mapping]
        mapping[index] = target
    return mapping


# -- one line ------------------------------------------------------------------------
def _player(table: CsvTable, mapping: list[str], line_no: int,
            row: list[str]) -> tuple[dict, list[str]]:
    where = tr("{source}: line {line_no}", source=table.source, line_no=line_no)
    fields = {"name": "", "rating": 0, "title": "", "federation": "", "fide_id": "",
              "sex": "", "birth_date": ""}
    problems = []
    parts: dict[str, str] = {}
    columns: dict[str, str] = {}
    extra = [c for c in row[len(mapping):] if c.strip()]
    if extra:
        problems.append(tr("{where}: {fields}, but the header has {columns} (extra: {extra})",
                           where=where, fields=trn("{n} field", "{n} fields", len(row)),
                           columns=trn("{n} column", "{n} columns", len(mapping)),
                           extra=", ".join(repr(c.strip()) for c in extra)))
    for i, wanted in enumerate(mapping):
        if not wanted:
            continue
        cell = row[i].strip() if i < len(row) else ""
        column = table.column_name(i)
        columns[wanted] = column
        bad = _bad_cell(wanted, cell)
        if bad:
            problems.append(tr("{where}: {problem} (column {column!r})", where=where,
                               problem=bad, column=column))
        elif wanted in ("surname", "first_name"):
            parts[wanted] = cell
        elif wanted == "rating":
            fields["rating"] = int(cell) if cell else 0
        elif wanted == "sex":
            fields["sex"] = {"m": "m", "w": "f", "f": "f"}.get(cell[:1].lower(), "")
        elif wanted in ("federation", "title"):
            fields[wanted] = cell.upper()
        elif wanted == "birth_date":
            fields[wanted] = read_date(cell, unknown_parts=True)
        else:
            fields[wanted] = cell
    if "name" not in columns:
        surname, first = parts.get("surname", ""), parts.get("first_name", "")
        fields["name"] = f"{surname}, {first}" if surname and first else surname or first
        columns["name"] = f"{columns.get('surname', '')}+{columns.get('first_name', '')}"
    name = " ".join(fields["name"].split())
    fields["name"] = name
    if not name:
        problems.append(tr("{where}: the name is empty (column {column!r})", where=where,
                           column=columns["name"]))
    elif name_problem(name):  # the same words as Add player's
        problems.append(tr("{where}: {problem} (column {column!r})", where=where,
                           problem=name_problem(name), column=columns["name"]))
    return fields, problems


def _bad_cell(wanted: str, cell: str) -> str:
    if wanted == "rating" and cell:
        if not cell.isdigit():
            return tr("rating {cell!r} is not a number", cell=cell)
        if int(cell) > 3500:
            return tr("rating {cell} is out of range 0-3500", cell=cell)
    if wanted == "fide_id" and cell and not cell.isdigit():
        return tr("FIDE id {cell!r} must contain digits only", cell=cell)
    if wanted == "federation" and cell and not re.fullmatch(r"[A-Za-z]{3}", cell):
        return tr("federation {cell!r} is not a three-letter code such as GER", cell=cell)
    if wanted == "title" and len(cell) > 3:
        return tr("title {cell!r} has more than the 3 characters TRF files hold (GM, WIM, ...)",
                  cell=cell)
    if wanted == "birth_date" and read_date(cell, unknown_parts=True) is None:
        return date_problem(tr("birth date"), cell, unknown_parts=True)
    return ""


def _dialect(lines: list[str]):
    sample = "\n".join(lines[:20])
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t")
    except csv.Error:
        pass
    counts = {d: lines[0].count(d) for d in ("\t", ";", ",")}
    best = max(counts, key=lambda d: counts[d])

    class Dialect(csv.excel):
        delimiter = best if counts[best] else ","
    return Dialect


__all__ = ["FIELDS", "IGNORED", "NAME_LIMIT", "CsvImport", "CsvTable", "apply_mapping",
           "field_named", "ignored_text", "mapping_errors", "mapping_text", "mapping_with",
           "parse_csv_text", "propose_mapping", "read_csv_file"]
