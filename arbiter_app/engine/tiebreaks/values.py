"""Tie-break values with their breakdown, and the Cut/Median modifiers."""

from __future__ import annotations

from dataclasses import dataclass, replace

#: values are rounded to this many decimals before they are compared, so that
#: float sums of halves and quarters compare exactly
PRECISION = 9


@dataclass(frozen=True)
class Contribution:
    """What one round (or one opponent) adds to a tie-break, for the breakdown."""

    round_no: int | None
    opponent: int | None  # None: a dummy / virtual opponent, or no opponent
    source: str  # "opponent", "dummy opponent", "virtual opponent", "bye", ...
    value: float
    points: float | None = None  # the player's own points in that round
    voluntary: bool = False  # a voluntarily unplayed round (cut first, C.07 16.5)
    cut: bool = False

    def describe(self) -> str:
        who = f"#{self.opponent}" if self.opponent is not None else self.source
        where = f"R{self.round_no} " if self.round_no is not None else ""
        cut = " (cut)" if self.cut else ""
        return f"{where}{who}: {format_number(self.value)}{cut}"


@dataclass(frozen=True)
class Value:
    """One player's value of one tie-break."""

    value: float | None  # None: not applicable (shown empty)
    contributions: tuple[Contribution, ...] = ()
    note: str = ""

    @property
    def key(self) -> float:
        """The value as compared (higher is better); not applicable sorts last."""
        return float("-inf") if self.value is None else round(self.value, PRECISION)


def format_number(value: float | None, decimals: int | None = None) -> str:
    """``3``, ``3.5``, ``12.25``; None as an empty string."""
    if value is None:
        return ""
    if decimals is not None:
        return f"{value:.{decimals}f}"
    value = round(value, 6)
    if value == int(value):
        return str(int(value))
    return f"{value:.6f}".rstrip("0")


def apply_cuts(contributions: list[Contribution], low: int, high: int,
               voluntary_first: bool) -> tuple[float, tuple[Contribution, ...]]:
    """Sum the contributions after cutting ``low`` least and ``high`` most
    significant values (C.07 14: Cut-n, Median-n).

    With ``voluntary_first`` (C.07 2023, 16.5) the low cuts take the
    voluntarily unplayed rounds first, the least valuable of them first; only
    when none is left do they take the lowest value.  The high cuts always take
    the highest value.  Among equal values the earliest round is cut.
    """
    remaining = list(range(len(contributions)))
    cut: set[int] = set()

    def order(i: int) -> tuple[float, int]:
        c = contributions[i]
        return (round(c.value, PRECISION), c.round_no or 0)

    for _ in range(min(low, len(remaining))):
        pool = [i for i in remaining if contributions[i].voluntary] if voluntary_first else []
        chosen = min(pool or remaining, key=order)
        remaining.remove(chosen)
        cut.add(chosen)
    for _ in range(min(high, len(remaining))):
        chosen = max(remaining, key=lambda i: (round(contributions[i].value, PRECISION),
                                               -(contributions[i].round_no or 0)))
        remaining.remove(chosen)
        cut.add(chosen)
    marked = tuple(replace(c, cut=True) if i in cut else c for i, c in enumerate(contributions))
    total = sum(contributions[i].value for i in remaining)
    return total, marked
