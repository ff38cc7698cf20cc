"""The TRF records that name players by starting rank, renumbered with the players.

Before round 1 the players may get new pairing numbers (the initial ranking list,
``services.ranking``).  Everything kept from a TRF file that names a player by his
starting rank follows (docs/trf.md, "Renumbering before round 1"):

* NRS records (``options["trf.national"]``): the starting rank in cols 5-8; the
  records are then listed in the order of the new numbers (one player's records
  keep their order);
* ``250`` accelerations (``options["trf.accelerations"]``): a record covers a
  range of players, which after renumbering need not be consecutive any more; it
  becomes one record per run of consecutive new numbers, in place (same points,
  same rounds), so "a later record overrides an earlier one" still gives every
  player the same points.  Numbers of the range that named no player are left out;
* ranged ``260`` records (``options["trf.forbidden_rounds"]``): each player of the
  list (those of every round are ``Tournament.forbidden_pairs``, renumbered by the
  services with the players);
* kept lines: ``XXA`` (cols 5-8), and the team records' player columns, which the
  TRF-2026 text defines as starting ranks: ``013`` (cols 37-40, 42-45, ...),
  ``310`` (74-77, 79-82, ...), ``300`` (17-20, 22-25, ...; ``0000`` stays); ``299``
  (24-27, 29-32, ...) only without team records, when its numbers are players.

The ``240`` records come from ``Tournament.requested_byes`` and the rank column
from ``options["trf.ranks"]``, which the services renumber with the players.
"""

from __future__ import annotations

from arbiter_app.engine import forbidden_rounds as FR
from arbiter_app.trf import trf2026 as T

#: kept line code -> index (0-based) of its first player column; one every 5 columns
_PLAYER_COLUMNS = {"013": 36, "310": 73, "300": 16, "299": 23, "XXA": 4}
_TEAM_CODES = ("013", "310")


def runs(numbers: list[int]) -> list[tuple[int, int]]:
    """``[1, 2, 3, 5, 7, 8]`` -> ``[(1, 3), (5, 5), (7, 8)]`` (the numbers sorted)."""
    out: list[tuple[int, int]] = []
    for n in sorted(numbers):
        if out and n == out[-1][1] + 1:
            out[-1] = (out[-1][0], n)
        else:
            out.append((n, n))
    return out


def renumbered_options(options: dict[str, str], mapping: dict[int, int]) -> dict[str, str]:
    """The entries of ``options`` that name players, renumbered by ``mapping`` (old
    number -> new, every player); only the keys present are returned."""
    out: dict[str, str] = {}
    national = [line for line in options.get(T.NATIONAL, "").split("\n") if line]
    if national:
        lines = [line[:4] + _field(line[4:8], mapping.get(int(line[4:8]), int(line[4:8])))
                 + line[8:] for line in national]
        out[T.NATIONAL] = "\n".join(sorted(lines, key=lambda line: int(line[4:8])))
    if options.get(T.ACCELERATIONS):
        accelerations = []
        for acc in T.parse_accelerations(options[T.ACCELERATIONS]):
            players = [mapping[p] for p in range(acc.first_player, acc.last_player + 1)
                       if p in mapping]
            accelerations += [T.Acceleration(acc.points, acc.first_round, acc.last_round,
                                             first, last) for first, last in runs(players)]
        out[T.ACCELERATIONS] = ";".join(acc.text() for acc in accelerations)
    if options.get(FR.FORBIDDEN_ROUNDS):
        entries = []
        for first, last, players in FR.parse_forbidden_rounds(options[FR.FORBIDDEN_ROUNDS]):
            numbers = sorted(mapping[p] for p in players if p in mapping)
            if len(numbers) >= 2:
                entries.append((first, last, numbers))
        out[FR.FORBIDDEN_ROUNDS] = FR.format_forbidden_rounds(entries)
    return out


def renumbered_lines(lines: list[str], mapping: dict[int, int]) -> list[str]:
    """Kept lines with their player columns renumbered (see the module docstring)."""
    teams = any(line[:3] in _TEAM_CODES for line in lines)
    return [_renumbered_line(line, mapping) if line[:3] in _PLAYER_COLUMNS
            and not (teams and line[:3] == "299") else line for line in lines]


def _renumbered_line(line: str, mapping: dict[int, int]) -> str:
    start = _PLAYER_COLUMNS[line[:3]]
    last = start + 1 if line[:3] == "XXA" else len(line)  # XXA: one number, then points
    chars = list(line)
    for index in range(start, last, 5):
        field = line[index:index + 4]
        if not field.strip().isdigit() or int(field) not in mapping:
            continue  # blank, 0000 or no player: as it was
        chars[index:index + len(field)] = _field(field, mapping[int(field)])
    return "".join(chars)


def _field(old: str, number: int) -> str:
    """``number`` in the columns of ``old``, zero-filled when ``old`` was."""
    return str(number).zfill(len(old)) if old.startswith("0") else str(number).rjust(len(old))


__all__ = ["renumbered_lines", "renumbered_options", "runs"]
