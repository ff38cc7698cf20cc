"""Tie-break names: the catalogue, the modifiers and the parser.

A tie-break is written as its FIDE acronym (C.07, 2023 regulations),
optionally followed by modifiers, as in the FIDE TEC tie-break codes:
``BH/C1`` (Buchholz Cut-1), ``BH/M2`` (Median-2), ``SB/C1``, ``PS/C1``,
``ARO/C1`` (= ``AROC-1``), ``/P`` (forfeits count as games played against the
scheduled opponent: DE 6.1.1 "unless the regulations say otherwise"; BH, FB,
SB), ``KS/L+1`` (Koya limit moved by half points, 14.5), ``AOB/F`` (average
of the opponents' Fore Buchholz).  ``#`` is accepted for ``/`` and, without
any ``/``, ``-`` too (``BH-C1``); case does not matter.

Presets expand to a list: ``rating1998`` is the final order of the
swiss-rating-1998 text (F.10): points, then for first place only the games
between the tied players (``DE1``), then the average rating of the
opponents (``ARO``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.engine.texts import N_, join_texts


class UnknownTiebreak(ValueError):
    """A tie-break name or modifier we do not know; the message lists the known ones."""


@dataclass(frozen=True)
class TiebreakInfo:
    acronym: str
    name: str
    article: str
    #: the modifiers it takes: "C" Cut-n, "M" Median-n, "P" forfeits as played,
    #: "L" Koya limit, "F" Fore Buchholz (AOB), "R" reverse order (TPN, RTNG)
    modifiers: str = ""


#: acronym -> what it is (article numbers of C.07 2023; see docs/tiebreaks.md)
CATALOGUE: dict[str, TiebreakInfo] = {info.acronym: info for info in (
    TiebreakInfo("DE", "Direct encounter: points in the games between the tied players",
                 "C.07 6", "P"),
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
    TiebreakInfo("STD", "Standard points: 1 a round won, 1/2 a round drawn, whatever the "
                 "scoring", "C.07 2026 7.7"),
    TiebreakInfo("TPN", "Tournament pairing number, the lower first", "C.07 2026 7.8", "R"),
    TiebreakInfo("BH", "Buchholz: sum of the opponents' scores", "C.07 8.1", "CMP"),
    TiebreakInfo("AOB", "Average of the Buchholz of the opponents played over the board",
                 "C.07 8.2", "F"),
    TiebreakInfo("FB", "Fore Buchholz: Buchholz as if every last-round game were a draw",
                 "C.07 8.3", "CMP"),
    TiebreakInfo("SB", "Sonneborn-Berger: opponents' scores weighted by the result against "
                 "them", "C.07 9.1", "CMP"),
    TiebreakInfo("KS", "Koya score: points against opponents with at least half the maximum "
                 "score", "C.07 9.2", "L"),
    TiebreakInfo("ARO", "Average rating of the opponents met over the board", "C.07 10.1",
                 "CM"),
    TiebreakInfo("TPR", "Tournament performance rating", "C.07 10.2"),
    TiebreakInfo("PTP", "Perfect tournament performance", "C.07 10.3"),
    TiebreakInfo("APRO", "Average performance rating of the opponents", "C.07 10.4"),
    TiebreakInfo("APPO", "Average perfect performance of the opponents", "C.07 10.5"),
    TiebreakInfo("RTNG", "The player's rating", "C.07 2026 10.6", "R"),
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
    """One tie-break of a tournament's list: acronym plus modifiers."""

    acronym: str
    cut_low: int = 0
    cut_high: int = 0
    #: /P: forfeits count as games played against the scheduled opponent
    forfeits_played: bool = False
    #: /L±n: the Koya limit moved by n half points (C.07 14.5)
    limit_shift: int = 0
    #: /F: AOB over the opponents' Fore Buchholz
    fore: bool = False
    #: /R: the reverse order (TPN: the higher number first; RTNG: the lower rating first)
    reverse: bool = False

    @property
    def label(self) -> str:
        """The canonical spelling: ``BH``, ``BH/C1``, ``BH/M2/P``, ``KS/L+1``."""
        text = self.acronym
        if self.cut_low and self.cut_low == self.cut_high:
            text += f"/M{self.cut_low}"
        elif self.cut_low and not self.cut_high:
            text += f"/C{self.cut_low}"
        elif self.cut_low or self.cut_high:
            text += f"/C{self.cut_low}H{self.cut_high}"
        if self.limit_shift:
            text += f"/L{self.limit_shift:+d}"
        if self.fore:
            text += "/F"
        if self.forfeits_played:
            text += "/P"
        if self.reverse:
            text += "/R"
        return text

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
        if self.limit_shift:
            text += f", limit {self.limit_shift:+d} half points"
        if self.fore:
            text += ", of the Fore Buchholz"
        if self.forfeits_played:
            text += ", forfeits as played games"
        if self.reverse:
            text += ", reverse order"
        return text

    def __str__(self) -> str:
        return self.label


_MODIFIER_TEXT = {"C": "/C<n>", "M": "/M<n>", "P": "/P", "L": N_("/L+n or /L-n"), "F": "/F",
                  "R": "/R"}
#: what a tie-break's modifiers join to in "BH takes ..." (the catalogue's keys, so that the
#: refusal is shown in the window's language)
_TAKES = (N_("no modifier"), N_("/C<n> or /M<n>"), N_("/C<n> or /M<n> or /P"))


def known_names() -> str:
    """The known acronyms and modifiers, for error messages (pieces joined by "; ", each a
    key of the catalogue, so that the text shows translated after any refusal)."""
    return join_texts((
        N_("known tie-breaks: {names} (REP = GE, AROC-1 = ARO/C1)").format(
            names=", ".join(CATALOGUE)),
        N_("modifiers /C1 /C2 (cut lowest) and /M1 /M2 (median) for BH, FB, SB, ARO, /C<n> "
           "for PS, /P (forfeits as played) for DE, BH, FB, SB, /L+n for KS, /F for AOB, /R "
           "(reverse) for TPN and RTNG"),
        N_("presets: {presets}").format(presets=", ".join(PRESETS))))


def _unknown(problem: str) -> UnknownTiebreak:
    """The refusal ``problem``, then the known names."""
    return UnknownTiebreak(join_texts([problem, known_names()]))


_CUT = re.compile(r"^([CM])(\d+)$")
_LIMIT = re.compile(r"^L([+-]?\d+)$")


def parse_tiebreak(spec: str) -> TiebreakSpec:
    """Parse one tie-break (``"BH/C1"``, ``"SB"``, ``"DE"``, ``"AROC-1"``, ``"BH/C1/P"``).

    Raises :class:`UnknownTiebreak` with the known names when it is not one.
    """
    original = spec.strip()
    text = original.upper().replace(" ", "")
    if not text:
        raise _unknown(N_("empty tie-break name"))
    if text in ALIASES:
        acronym, low, high = ALIASES[text]
        return TiebreakSpec(acronym, low, high)
    if "/" not in text and "#" not in text:
        text = text.replace("-", "/")
    name, *modifiers = re.split(r"[/#]", text)
    low = high = shift = 0
    if name in ALIASES:
        name, low, high = ALIASES[name]
    if name not in CATALOGUE:
        raise _unknown(N_("unknown tie-break {name}").format(name=repr(original)))
    allowed = CATALOGUE[name].modifiers
    played = fore = reverse = False
    seen: set[str] = set()
    for modifier in modifiers:
        cut, limit = _CUT.match(modifier), _LIMIT.match(modifier)
        kind = cut.group(1) if cut else "L" if limit else modifier
        if kind not in _MODIFIER_TEXT or (kind in "CML" and not (cut or limit)):
            raise _unknown(N_("unknown modifier {modifier} in {name}").format(
                modifier=repr(modifier), name=repr(original)))
        if kind not in allowed:
            takes = " or ".join(_MODIFIER_TEXT[k] for k in allowed) or _TAKES[0]
            raise UnknownTiebreak(N_("{tiebreak} takes {takes}, not {modifier} (in {name})").format(
                tiebreak=name, takes=takes, modifier=repr(modifier), name=repr(original)))
        group = "cut" if kind in "CM" else kind
        if group in seen or (group == "cut" and (low or high)):
            raise UnknownTiebreak(N_("{modifier} repeats a modifier in {name}").format(
                modifier=repr(modifier), name=repr(original)))
        seen.add(group)
        if cut:
            count = int(cut.group(2))
            if count < 1:
                raise UnknownTiebreak(N_("{modifier}: cut at least one value (in {name})").format(
                    modifier=repr(modifier), name=repr(original)))
            low, high = (count, 0) if kind == "C" else (count, count)
        elif limit:
            shift = int(limit.group(1))
        elif kind == "P":
            played = True
        elif kind == "R":
            reverse = True
        else:
            fore = True
    return TiebreakSpec(name, low, high, played, shift, fore, reverse)


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


#: tie-breaks not offered for a round robin (C.07 2026, 8: the Buchholz family)
NOT_FOR_ROUND_ROBIN = ("BH", "FB", "AOB")
#: the default list of a round robin (C.07's recommendation for individual round robins)
ROUND_ROBIN_DEFAULT = ("DE", "WIN", "SB", "KS")


def offered_for(acronym: str, system: str | None) -> bool:
    """Whether a tie-break is offered for a tournament paired by ``system``."""
    return not (system == "roundrobin" and acronym in NOT_FOR_ROUND_ROBIN)


def available_tiebreaks(system: str | None = None) -> list[tuple[str, str]]:
    """Every tie-break as ``(acronym, description)``, in the catalogue's order,
    with the usual modified forms (``BH/C1`` ...) listed after their base.
    With ``system="roundrobin"`` the ones C.07 leaves out of round robins (BH,
    FB, AOB) are not listed."""
    result: list[tuple[str, str]] = []
    for acronym, info in CATALOGUE.items():
        if not offered_for(acronym, system):
            continue
        result.append((acronym, f"{info.name} ({info.article})"))
        if "M" in info.modifiers:
            for n in (1, 2):
                result.append((f"{acronym}/C{n}", f"{info.name}, Cut-{n} ({info.article})"))
            for n in (1, 2):
                result.append((f"{acronym}/M{n}", f"{info.name}, Median-{n} ({info.article})"))
        elif acronym == "ARO":
            result.append(("ARO/C1", f"AROC-1: {info.name}, lowest rating cut ({info.article})"))
        elif acronym == "DE":
            result.append(("DE/P", f"{info.name}, forfeits counted ({info.article}.1.1)"))
        elif acronym == "PS":
            result.append(("PS/C1", f"{info.name}, first round cut ({info.article})"))
        elif acronym in ("TPN", "RTNG"):
            result.append((f"{acronym}/R", f"{info.name}, reverse order ({info.article})"))
        elif acronym == "KS":
            for n in (1, -1, 2, -2):  # the limits the window offers (C.07 14.5)
                result.append((f"KS/L{n:+d}", f"{info.name}, limit {n:+d} half point"
                                              f"{'s' if abs(n) > 1 else ''} "
                                              f"({info.article}, 14.5)"))
    return result
