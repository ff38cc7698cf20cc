"""Tie-break names: the catalogue, the modifiers and the parser.

A tie-break is written as its FIDE acronym (C.07, 2023 regulations),
optionally followed by a modifier: ``BH/C1`` (Buchholz Cut-1), ``BH/M2``
(Median-2), ``SB/C1``, ``PS/C1``, ``ARO/C1`` (= ``AROC-1``).  ``-`` and
``#`` are accepted in place of ``/`` (``BH-C1``), case does not matter.

Presets expand to a list: ``rating1998`` is the final order of the
swiss-rating-1998 text (F.10): points, then for first place only the games
between the tied players (``DE1``), then the average rating of the
opponents (``ARO``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


class UnknownTiebreak(ValueError):
    """A tie-break name or modifier we do not know; the message lists the known ones."""


@dataclass(frozen=True)
class TiebreakInfo:
    acronym: str
    name: str
    article: str
    #: the modifiers it takes: "C" cut lowest, "M" median (cut lowest and highest)
    modifiers: str = ""


#: acronym -> what it is (article numbers of C.07 2023; see docs/tiebreaks.md)
CATALOGUE: dict[str, TiebreakInfo] = {info.acronym: info for info in (
    TiebreakInfo("DE", "Direct encounter: points in the games between the tied players",
                 "C.07 6"),
    TiebreakInfo("DE1", "Direct encounter, for the first place only",
                 "swiss-rating-1998 F.10"),
    TiebreakInfo("WIN", "Number of rounds won, with or without playing", "C.07 7.1"),
    TiebreakInfo("WON", "Number of games won over the board", "C.07 7.2"),
    TiebreakInfo("BPG", "Number of games played with black", "C.07 7.3"),
    TiebreakInfo("BWG", "Number of games won with black", "C.07 7.4"),
    TiebreakInfo("PS", "Progressive score: sum of the scores after each round", "C.07 7.5",
                 "C"),
    TiebreakInfo("GE", "Games one elected to play: rounds minus half-point byes, zero-point "
                 "byes and forfeit losses", "C.07 7.6"),
    TiebreakInfo("BH", "Buchholz: sum of the opponents' scores", "C.07 8.1", "CM"),
    TiebreakInfo("AOB", "Average of the Buchholz of the opponents played over the board",
                 "C.07 8.2"),
    TiebreakInfo("FB", "Fore Buchholz: Buchholz as if every last-round game were a draw",
                 "C.07 8.3", "CM"),
    TiebreakInfo("SB", "Sonneborn-Berger: opponents' scores weighted by the result against "
                 "them", "C.07 9.1", "CM"),
    TiebreakInfo("KS", "Koya score: points against opponents with at least half the maximum "
                 "score", "C.07 9.2"),
    TiebreakInfo("ARO", "Average rating of the opponents met over the board", "C.07 10.1",
                 "C"),
    TiebreakInfo("TPR", "Tournament performance rating", "C.07 10.2"),
    TiebreakInfo("PTP", "Perfect tournament performance", "C.07 10.3"),
    TiebreakInfo("APRO", "Average performance rating of the opponents", "C.07 10.4"),
    TiebreakInfo("APPO", "Average perfect performance of the opponents", "C.07 10.5"),
)}

#: other spellings -> (acronym, cut lowest, cut highest)
ALIASES: dict[str, tuple[str, int, int]] = {
    "REP": ("GE", 0, 0),
    "AROC1": ("ARO", 1, 0),
    "AROC-1": ("ARO", 1, 0),
    "AROC2": ("ARO", 2, 0),
    "AROC-2": ("ARO", 2, 0),
    "MBH": ("BH", 1, 1),
}

#: preset name -> tie-break list
PRESETS: dict[str, list[str]] = {
    "rating1998": ["DE1", "ARO"],
}


@dataclass(frozen=True)
class TiebreakSpec:
    """One tie-break of a tournament's list: acronym plus cut modifiers."""

    acronym: str
    cut_low: int = 0
    cut_high: int = 0

    @property
    def label(self) -> str:
        """The canonical spelling: ``BH``, ``BH/C1``, ``BH/M2``, ``ARO/C1``."""
        if self.cut_low and self.cut_low == self.cut_high:
            return f"{self.acronym}/M{self.cut_low}"
        if self.cut_low and not self.cut_high:
            return f"{self.acronym}/C{self.cut_low}"
        if self.cut_low or self.cut_high:
            return f"{self.acronym}/C{self.cut_low}H{self.cut_high}"
        return self.acronym

    @property
    def info(self) -> TiebreakInfo:
        return CATALOGUE[self.acronym]

    @property
    def description(self) -> str:
        text = self.info.name
        if self.cut_low and self.cut_low == self.cut_high:
            text += f", Median-{self.cut_low}"
        elif self.cut_low:
            text += f", Cut-{self.cut_low}"
        return text

    def __str__(self) -> str:
        return self.label


def known_names() -> str:
    """The known acronyms and modifiers, for error messages."""
    names = ", ".join(CATALOGUE)
    return (f"known tie-breaks: {names} (REP = GE, AROC-1 = ARO/C1); modifiers /C1 /C2 "
            f"(cut lowest) and /M1 /M2 (median) for BH, FB, SB, /C<n> for PS and ARO; "
            f"presets: {', '.join(PRESETS)}")


_MODIFIER = re.compile(r"^(?:([CM])(\d+))$")


def parse_tiebreak(spec: str) -> TiebreakSpec:
    """Parse one tie-break (``"BH/C1"``, ``"SB"``, ``"DE"``, ``"AROC-1"``).

    Raises :class:`UnknownTiebreak` with the known names when it is not one.
    """
    text = spec.strip().upper().replace(" ", "")
    if not text:
        raise UnknownTiebreak(f"empty tie-break name; {known_names()}")
    if text in ALIASES:
        acronym, low, high = ALIASES[text]
        return TiebreakSpec(acronym, low, high)
    parts = re.split(r"[/#-]", text, maxsplit=1)
    name = parts[0]
    if name in ALIASES:
        name = ALIASES[name][0]
    if name not in CATALOGUE:
        raise UnknownTiebreak(f"unknown tie-break {spec.strip()!r}; {known_names()}")
    info = CATALOGUE[name]
    if len(parts) == 1:
        return TiebreakSpec(name)
    match = _MODIFIER.match(parts[1])
    if not match:
        raise UnknownTiebreak(f"unknown modifier {parts[1]!r} in {spec.strip()!r}; "
                              f"{known_names()}")
    kind, count = match.group(1), int(match.group(2))
    if kind not in info.modifiers or count < 1:
        allowed = ("/C<n> or /M<n>" if info.modifiers == "CM" else
                   "/C<n>" if info.modifiers == "C" else "no modifier")
        raise UnknownTiebreak(f"{name} takes {allowed}, not {parts[1]!r} (in {spec.strip()!r})")
    if kind == "C":
        return TiebreakSpec(name, count, 0)
    return TiebreakSpec(name, count, count)


def parse_tiebreaks(specs: str | list[str]) -> list[TiebreakSpec]:
    """Parse a list (or a comma-separated string) of tie-breaks; presets expand."""
    items = specs.split(",") if isinstance(specs, str) else list(specs)
    result: list[TiebreakSpec] = []
    for item in items:
        key = item.strip().lower()
        if not key:
            continue
        if key in PRESETS:
            result.extend(parse_tiebreak(x) for x in PRESETS[key])
        else:
            result.append(parse_tiebreak(item))
    return result


def available_tiebreaks() -> list[tuple[str, str]]:
    """Every tie-break as ``(acronym, description)``, in the catalogue's order,
    with the usual modified forms (``BH/C1`` ...) listed after their base."""
    result: list[tuple[str, str]] = []
    for acronym, info in CATALOGUE.items():
        result.append((acronym, f"{info.name} ({info.article})"))
        if "M" in info.modifiers:
            for n in (1, 2):
                result.append((f"{acronym}/C{n}", f"{info.name}, Cut-{n} ({info.article})"))
            for n in (1, 2):
                result.append((f"{acronym}/M{n}", f"{info.name}, Median-{n} ({info.article})"))
        elif acronym == "ARO":
            result.append(("ARO/C1", f"AROC-1: {info.name}, lowest rating cut ({info.article})"))
        elif acronym == "PS":
            result.append(("PS/C1", f"{info.name}, first round cut ({info.article})"))
    return result
