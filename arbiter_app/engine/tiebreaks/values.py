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
    #: the (opponent's) score the value is built on: what makes a value "least
    #: significant" (C.07 14.1: SB-C1 cuts the lowest-scoring opponent); None: the value
    basis: float | None = None

    @property
    def significance(self) -> tuple[float, float]:
        basis = self.value if self.basis is None else self.basis
        return (round(basis, PRECISION), round(self.value, PRECISION))

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
    #: a lower value ranks first (TPN, C.07 2026 7.8)
    lower_first: bool = False

    @property
    def key(self) -> float:
        """The value as compared (higher is better); not applicable sorts last."""
        if self.value is None:
            return float("-inf")
        value = round(self.value, PRECISION)
        return -value if self.lower_first else value


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
    """Sum the contributions after cutting the ``low`` least and then the
    ``high`` most significant values (C.07 14.1-14.4: Cut-n, Median-n).

    The least significant value is the lowest (opponent's) score, and among
    equal scores the lowest value (14.1: SB-C1 cuts the product of the
    lowest-scoring opponent, the worst result among equals).

    With ``voluntary_first`` (C.07 2023, 16.5) each low cut takes, instead of
    the least significant value, the lowest contribution of a voluntarily
    unplayed round as long as that contribution is not lower than the least
    significant value (for BH: a VUR is always cut first; for SB: the higher of
    the two is cut).  High cuts take the most significant value.  Among equal
    candidates the earliest round is cut.
    """
    if not low and not high:
        return sum(c.value for c in contributions), tuple(contributions)
    remaining = list(range(len(contributions)))
    cut: set[int] = set()

    def least(i: int) -> tuple[tuple[float, float], int]:
        return (contributions[i].significance, contributions[i].round_no or 0)

    def most(i: int) -> tuple[tuple[float, float], int]:
        return (contributions[i].significance, -(contributions[i].round_no or 0))

    for _ in range(min(low, len(remaining))):
        chosen = min(remaining, key=least)
        if voluntary_first:
            vurs = [i for i in remaining if contributions[i].voluntary]
            if vurs:
                vur = min(vurs, key=lambda i: (round(contributions[i].value, PRECISION),
                                               contributions[i].round_no or 0))
                if round(contributions[vur].value, PRECISION) >= round(
                        contributions[chosen].value, PRECISION):
                    chosen = vur
        remaining.remove(chosen)
        cut.add(chosen)
    for _ in range(min(high, len(remaining))):
        chosen = max(remaining, key=most)
        remaining.remove(chosen)
        cut.add(chosen)
    marked = tuple(replace(c, cut=True) if i in cut else c for i, c in enumerate(contributions))
    total = sum(contributions[i].value for i in remaining)
    return total, marked
