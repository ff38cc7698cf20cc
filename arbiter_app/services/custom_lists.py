"""The arbiter's own rating lists (issue #24 point 2; FIDE checklist Q117): a CSV file
read and mapped as the player import reads and maps one (:mod:`.player_import`: the
header proposes the columns, ``--map COLUMN=field`` corrects them), used beside FIDE's
lists by the rating check (:mod:`.rating_lists`).

A custom list gives a player's rating (of the kind the caller names: by default the
tournament's rating type), and may give his title, federation, FIDE number and birth
date.  Its players are found by FIDE number; a list without FIDE numbers (a club's or a
federation's own list) finds them by name, case and spacing aside.  Decisions
(docs/ratings.md, "Custom rating lists"):

* Every line is checked as the player import checks it; a bad line makes the list
  unusable (the message names file, line and column): a rating list read half is
  worse than none.
* A name that two lines of the list give is not used to find a player (which one
  would be his?); the FIDE number still is.
* The month is the one the arbiter names (``--month``), else unknown: a custom list has
  no header that says it.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.player_import import apply_mapping, mapping_with, read_csv_file
from arbiter_app.trf.fide_list import KINDS, ListInfo, ListPlayer

#: file endings read as the arbiter's own list rather than a FIDE download
SUFFIXES = (".csv",)
#: the key a player is found under by name
NAME_KEY = "name:"


def is_custom(path) -> bool:
    return Path(path).suffix.lower() in SUFFIXES


def name_key(name: str) -> str:
    return NAME_KEY + " ".join(str(name).split()).casefold()


def read_custom_list(path, kind: str = "standard", month: str = "", mapping: str = ""
                     ) -> tuple[ListInfo, dict[str, ListPlayer]]:
    """The list's description and its players under their FIDE number and their name key
    (:func:`name_key`; names given twice left out).  ServiceError naming file, line and
    column for anything the import would refuse."""
    if kind not in KINDS:
        raise ServiceError(tr("{kind!r} is not a kind of rating ({kinds})", kind=kind,
                              kinds=", ".join(KINDS)))
    table = read_csv_file(path)
    columns = mapping_with(table, mapping) if mapping else table.mapping
    if "rating" not in columns:
        names = ", ".join(table.column_name(i) for i in range(len(table.header)))
        raise ServiceError(tr("{source}: no column is mapped to the rating (columns: "
                              "{columns}); name it with --map COLUMN=rating",
                              source=table.source, columns=names))
    read = apply_mapping(table, columns)
    if read.errors:
        more = tr(" (and {n} more)", n=len(read.errors) - 1) if len(read.errors) > 1 else ""
        raise ServiceError(read.errors[0] + more)
    found: dict[str, ListPlayer] = {}
    names: dict[str, int] = {}
    for fields in read.players:
        rating = int(fields.get("rating") or 0)
        player = ListPlayer(fide_id=fields.get("fide_id", ""), name=fields["name"],
                            federation=fields.get("federation", ""),
                            sex={"m": "m", "f": "w"}.get(fields.get("sex", ""), ""),
                            title=fields.get("title", ""),
                            birth_date=fields.get("birth_date", ""),
                            ratings={kind: (rating, 0)} if rating else {})
        if player.fide_id:
            found[player.fide_id] = player
        key = name_key(player.name)
        names[key] = names.get(key, 0) + 1
        found[key] = player
    for key, count in names.items():
        if count > 1:
            del found[key]
    return ListInfo(table.source, (kind,), month, publisher="custom"), found


__all__ = ["NAME_KEY", "SUFFIXES", "is_custom", "name_key", "read_custom_list"]
