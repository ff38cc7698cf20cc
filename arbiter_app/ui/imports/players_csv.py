"""Players from a CSV file with a header row (comma, semicolon or tab separated).

Recognised headers (any case): name; rating / elo / rtg; title; fed /
federation / country; fide_id / fideid / fide id / id; sex / gender;
birth_date / born / birthday / birth / b-day.  Other columns are ignored.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

ALIASES = {
    "name": "name", "player": "name", "rating": "rating", "elo": "rating", "rtg": "rating",
    "title": "title", "tit": "title", "fed": "federation", "federation": "federation",
    "country": "federation", "fide_id": "fide_id", "fideid": "fide_id", "fide id": "fide_id",
    "id": "fide_id", "id number": "fide_id", "sex": "sex", "gender": "sex",
    "birth_date": "birth_date", "born": "birth_date", "birthday": "birth_date",
    "birth": "birth_date", "b-day": "birth_date", "birth date": "birth_date",
}


def parse_players_csv(text: str, source: str = "<csv>") -> list[dict]:
    lines = text.lstrip("\ufeff").splitlines()
    if not lines:
        raise ValueError(f"{source}: the file is empty")
    try:
        dialect = csv.Sniffer().sniff(lines[0], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO("\n".join(lines)), dialect)
    header = next(reader)
    columns = {i: ALIASES.get(h.strip().lower()) for i, h in enumerate(header)}
    if "name" not in columns.values():
        raise ValueError(f"{source}: line 1 must be a header with a 'name' column "
                         f"(found: {', '.join(h.strip() for h in header)})")
    players = []
    for line_no, row in enumerate(reader, start=2):
        if not any(cell.strip() for cell in row):
            continue
        fields = {"name": "", "rating": 0, "title": "", "federation": "", "fide_id": "",
                  "sex": "", "birth_date": ""}
        for i, cell in enumerate(row):
            key = columns.get(i)
            if key is None:
                continue
            cell = cell.strip()
            if key == "rating":
                if cell and not cell.isdigit():
                    raise ValueError(f"{source}: line {line_no}: rating {cell!r} is not a number")
                fields["rating"] = int(cell) if cell else 0
            elif key == "sex":
                fields["sex"] = {"m": "m", "w": "f", "f": "f"}.get(cell[:1].lower(), "")
            elif key in ("federation", "title"):
                fields[key] = cell.upper()
            else:
                fields[key] = cell
        if not fields["name"]:
            raise ValueError(f"{source}: line {line_no}: the name is empty")
        players.append(fields)
    return players


def read_players_csv(path: str | Path) -> list[dict]:
    path = Path(path)
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return parse_players_csv(text, path.name)
