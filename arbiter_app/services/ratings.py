"""Rating change and performance of every player (issue #24), and the players'
K-factors, for the GUI, the CLI and the printed document alike.

The K of a player comes from the FIDE rating list it was picked from, or the
arbiter gives it (``arbiter-cli add-player --k``, the player dialog).  It is
kept with the tournament in ``Tournament.options`` under :data:`K_OPTION`
(``"number=K,..."``), so no file-format change is needed; renumbering the
players before round 1 renumbers it too (services/ranking.py).  A player
without a K gets the one 8.3.3 of B.02 gives for the rating alone, shown as
assumed (see :func:`arbiter_app.engine.ratings.assumed_k`).

The computation is :mod:`arbiter_app.engine.ratings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.ratings import RatingChange, rating_changes
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError

#: ``Tournament.options`` key: the K-factor of each player that has one
K_OPTION = "ratings.k"
#: the K-factors a player can have (B.02 8.3.3: 40, 20, 10; others for national lists)
K_RANGE = (1, 100)

#: the columns of the rating report, in order
RATING_COLUMNS = ("No", "Name", "Rating", "K", "Games", "Score", "Expected", "Change",
                  "Performance")
#: what the mark after an assumed K means
ASSUMED_MARK = "*"
ASSUMED_NOTE = N_("* K not given (no rating list, nor the arbiter): the K of B.02 8.3.3 for "
                "the rating alone, 20 below 2400 and 10 from 2400 (a player new to the "
                "list or a junior below 2300 has 40).")


def k_factors(t: Tournament) -> dict[int, int]:
    """Player number -> K, for the players that have one."""
    found = {}
    for item in filter(None, (x.strip() for x in t.options.get(K_OPTION, "").split(","))):
        number, _, k = item.partition("=")
        if number.strip().isdigit() and k.strip().isdigit():
            found[int(number)] = int(k)
    return found


def format_k_factors(values: dict[int, int]) -> str:
    return ",".join(f"{n}={values[n]}" for n in sorted(values))


def checked_k(k) -> int | None:
    """``k`` as a K-factor (None, "" or 0: none); ServiceError when out of range."""
    if k is None or k == "" or k == 0:
        return None
    try:
        value = int(k)
    except (TypeError, ValueError):
        raise ServiceError(tr("K {k!r} is not a whole number", k=k)) from None
    low, high = K_RANGE
    if not low <= value <= high:
        raise ServiceError(tr("K {value} is out of range {low}-{high} (FIDE's are 40, 20 and 10)",
                              value=value, low=low, high=high))
    return value


def write_k(w, number: int, k: int | None) -> None:
    """Inside a writer transaction ``w``: player ``number``'s K (None: none)."""
    values = k_factors(Tournament(options=w.options()))
    if k is None:
        values.pop(number, None)
    else:
        values[number] = k
    w.set_option(K_OPTION, format_k_factors(values) or None)


def set_k_factor(service, number: int, k: int | None) -> None:
    """Give player ``number`` the K-factor ``k`` (None: none); one transaction
    with an audit entry."""
    k = checked_k(k)
    with service._write() as w:
        t = w.tournament()
        if number not in t.players:
            raise ServiceError(tr("there is no player {number}", number=number))
        old = k_factors(t).get(number)
        if old == k:
            return
        write_k(w, number, k)
        w.audit(N_("set K"), f"{number} {t.players[number].name}: K {old or '-'} -> {k or '-'}")


# -- the report ----------------------------------------------------------------------
def changes(t: Tournament) -> dict[int, RatingChange]:
    """Every player's rating games, change and performance so far (with the results
    corrected for the rating report, services/rating_corrections.py)."""
    from arbiter_app.services.rating_corrections import corrected
    return rating_changes(corrected(t), k_factors(t))


def decimal(value: Fraction | None, signed: bool = False) -> str:
    """A value with at most two decimals as an arbiter writes it: 1.5, 1.92,
    +8.4, -8, 0 ("" for None)."""
    if value is None:
        return ""
    text = f"{float(value):.2f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        text = "0"
    if signed and value > 0:
        text = "+" + text
    return text


def k_text(change: RatingChange) -> str:
    if change.k is None:
        return ""
    return f"{change.k}{'' if change.k_given else ASSUMED_MARK}"


@dataclass(frozen=True)
class RatingLine:
    """One player's line of the report, as text (the columns of RATING_COLUMNS)."""

    number: int
    name: str
    rating: str
    k: str
    games: str
    score: str
    expected: str
    change: str
    performance: str

    def cells(self) -> list[str]:
        return [str(self.number), self.name, self.rating, self.k, self.games, self.score,
                self.expected, self.change, self.performance]


def rating_line(t: Tournament, change: RatingChange) -> RatingLine:
    p = t.players[change.number]
    return RatingLine(change.number, p.name, str(p.rating) if p.rating else "unrated",
                      k_text(change), str(change.count), decimal(change.score),
                      decimal(change.expected), decimal(change.change, signed=True),
                      str(change.performance) if change.performance is not None else "")


def rating_lines(t: Tournament) -> list[RatingLine]:
    """The report: every player by pairing number."""
    return [rating_line(t, c) for c in changes(t).values()]


def any_assumed(t: Tournament) -> bool:
    return any(c.k is not None and not c.k_given for c in changes(t).values())


__all__ = ["ASSUMED_NOTE", "K_OPTION", "RATING_COLUMNS", "RatingLine", "changes", "checked_k",
           "decimal", "format_k_factors", "k_factors", "k_text", "rating_line",
           "rating_lines", "set_k_factor", "write_k"]


#: ``Tournament.options`` key: "on" shows each player's rating change (FIDE B.02) as a
#: column of the standings (the window, printouts, web pages, ``arbiter-cli standings``)
CHANGE_COLUMN = "standings.rating_change"


def change_texts(t: Tournament) -> dict[int, str]:
    """Player -> the rating change so far as the standings column shows it ('' for a
    player without rated games or rating)."""
    return {n: decimal(c.change, signed=True) if c.change is not None else ""
            for n, c in changes(t).items()}


def change_column(t: Tournament) -> dict[int, str] | None:
    """:func:`change_texts` when the tournament asks for the column, else None."""
    return change_texts(t) if t.options.get(CHANGE_COLUMN) == "on" else None


def set_change_column(service, on: bool) -> None:
    """Show (or hide) the rating change in the standings."""
    with service._write() as w:
        w.set_option(CHANGE_COLUMN, "on" if on else None)
        w.audit(N_("settings"), f"rating change in the standings: {'on' if on else 'off'}")

