"""Tie-break names: the catalogue, the modifiers and the parser.

A tie-break is written as its FIDE acronym (C.07, 2023 regulations),
optionally followed by modifiers, as in the FIDE TEC tie-break codes:
``BH/C1`` (Buchholz Cut-1), ``BH/M2`` (Median-2), ``SB/C1``, ``PS/C1``,
``ARO/C1`` (= ``AROC-1``), ``/P`` (forfeits count as games played against the
scheduled opponent: DE 6.1.1 "unless the regulations say otherwise"; BH, FB,
SB), ``KS/L+1`` (Koya limit moved by half points, 14.5), ``AOB/F`` (average
of the opponents' Fore Buchholz).  ``#`` is accepted for ``/`` and, without
any ``/``, ``-`` too (``BH-C1``); case does not matter.

Team events (C.07 11-13): the team tie-breaks (``MP``, ``GP``, ``MPvGP``, ``BC``,
``TBR``, ``BBE``, ``EMMSB``/``EMGSB``/``EGMSB``/``EGGSB``, ``EDE`` and its forms
``EDET``/``EDEB``/``EDEBT``/``EDEBB``, ``SSSC`` with ``/K<n>``, its normalising factor) and
the score selector of the TEC codes, ``BH:MP/C1``, ``SB:GP``: the team score a tie-break of
articles 6-9 is computed on (13: the primary score when none is named).

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
    #: "L" Koya limit, "F" Fore Buchholz (AOB, SSSC), "R" reverse order (TPN, RTNG),
    #: "K" normalising factor (SSSC), "S" the score selector ``:MP``/``:GP`` (team events)
    modifiers: str = ""
    #: a tie-break of team events only (C.07 11-13)
    team: bool = False


#: acronym -> what it is (article numbers of C.07 2023; see docs/tiebreaks.md)
CATALOGUE: dict[str, TiebreakInfo] = {info.acronym: info for info in (
    TiebreakInfo("DE", "Direct encounter: points in the games between the tied players",
                 "C.07 6", "PS"),
    TiebreakInfo("DE1", "Direct encounter, for the first place only",
                 "swiss-rating-1998 F.10"),
    TiebreakInfo("WIN", "Number of rounds won, with or without playing", "C.07 7.1", "S"),
    TiebreakInfo("WON", "Number of games won over the board", "C.07 7.2", "S"),
    TiebreakInfo("BPG", "Number of games played with black", "C.07 7.3", "S"),
    TiebreakInfo("BWG", "Number of games won with black", "C.07 7.4", "S"),
    TiebreakInfo("PS", "Progressive score: sum of the scores after each round", "C.07 7.5",
                 "CS"),
    TiebreakInfo("GE", "Games one elected to play: rounds minus half-point byes, zero-point "
                 "byes and forfeit losses", "C.07 7.6", "S"),
    TiebreakInfo("STD", "Standard points: 1 a round won, 1/2 a round drawn, whatever the "
                 "scoring", "C.07 2026 7.7", "S"),
    TiebreakInfo("TPN", "Tournament pairing number, the lower first", "C.07 2026 7.8", "R"),
    TiebreakInfo("BH", "Buchholz: sum of the opponents' scores", "C.07 8.1", "CMPS"),
    TiebreakInfo("AOB", "Average of the Buchholz of the opponents played over the board",
                 "C.07 8.2", "FS"),
    TiebreakInfo("FB", "Fore Buchholz: Buchholz as if every last-round game were a draw",
                 "C.07 8.3", "CMPS"),
    TiebreakInfo("SB", "Sonneborn-Berger: opponents' scores weighted by the result against "
                 "them", "C.07 9.1", "CMPS"),
    TiebreakInfo("KS", "Koya score: points against opponents with at least half the maximum "
                 "score", "C.07 9.2", "LS"),
    TiebreakInfo("ARO", "Average rating of the opponents met over the board", "C.07 10.1",
                 "CM"),
    TiebreakInfo("TPR", "Tournament performance rating", "C.07 10.2"),
    TiebreakInfo("PTP", "Perfect tournament performance", "C.07 10.3"),
    TiebreakInfo("APRO", "Average performance rating of the opponents", "C.07 10.4"),
    TiebreakInfo("APPO", "Average perfect performance of the opponents", "C.07 10.5"),
    TiebreakInfo("RTNG", "The player's rating", "C.07 2026 10.6", "R"),
    # team events (C.07 2026, 11-13)
    TiebreakInfo("MP", "Match points of the team", "C.07 11.1.1", team=True),
    TiebreakInfo("GP", "Game points of the team", "C.07 11.1.2", team=True),
    TiebreakInfo("MPVGP", "Match points or game points: the secondary score", "C.07 13.1",
                 team=True),
    TiebreakInfo("BC", "Board count: board number times game points on it, the lower first",
                 "C.07 12.1", team=True),
    TiebreakInfo("TBR", "Top board results: game points on board 1, then on board 2, ...",
                 "C.07 12.2", team=True),
    TiebreakInfo("BBE", "Bottom board elimination: game points without the bottom board, "
                 "then without the two bottom boards, ...", "C.07 12.3", team=True),
    TiebreakInfo("EMMSB", "Extended Sonneborn-Berger: opponent's match points times match "
                 "points scored", "C.07 13.2.1", "CMP", team=True),
    TiebreakInfo("EMGSB", "Extended Sonneborn-Berger: opponent's match points times game "
                 "points scored", "C.07 13.2.2", "CMP", team=True),
    TiebreakInfo("EGMSB", "Extended Sonneborn-Berger: opponent's game points times match "
                 "points scored", "C.07 13.2.3", "CMP", team=True),
    TiebreakInfo("EGGSB", "Extended Sonneborn-Berger: opponent's game points times game "
                 "points scored", "C.07 13.2.4", "CMP", team=True),
    TiebreakInfo("EDE", "Extended direct encounter: the matches between the tied teams, on "
                 "the primary then the secondary score", "C.07 13.3", "P", team=True),
    TiebreakInfo("EDET", "Extended direct encounter, then top board results", "C.07 13.3.2",
                 "P", team=True),
    TiebreakInfo("EDEB", "Extended direct encounter, then bottom board elimination",
                 "C.07 13.3.2", "P", team=True),
    TiebreakInfo("EDEBT", "Extended direct encounter, then board count and top board "
                 "results", "C.07 13.3.2", "P", team=True),
    TiebreakInfo("EDEBB", "Extended direct encounter, then board count and bottom board "
                 "elimination", "C.07 13.3.2", "P", team=True),
    TiebreakInfo("SSSC", "Scores and schedule strength combination: secondary score plus "
                 "Buchholz divided by a normalising factor", "C.07 13.4", "KFP", team=True),
)}

#: other spellings -> (acronym, cut lowest, cut highest)
ALIASES: dict[str, tuple[str, int, int]] = {
    "REP": ("GE", 0, 0),
    "AROC1": ("ARO", 1, 0),
    "AROC-1": ("ARO", 1, 0),
    "AROC2": ("ARO", 2, 0),
    "AROC-2": ("ARO", 2, 0),
    "MBH": ("BH", 1, 1),
    # FIDE's tie-break checker's names of the team scores
    "MPTS": ("MP", 0, 0),
    "GPTS": ("GP", 0, 0),
}

#: acronym -> its spelling in the text where that is not all capitals: C.07 2026 13.1 writes
#: "Match Points or Game Points (MPvGP)", as do the TEC codes.  Parsing is case-insensitive,
#: so the older spelling ``MPVGP`` (tournament files, TRF 202 lines) still reads.
SPELLINGS: dict[str, str] = {"MPVGP": "MPvGP"}


def spelled(acronym: str) -> str:
    """``acronym`` as the text writes it (``MPvGP``); the others as they are."""
    return SPELLINGS.get(acronym, acronym)


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
    #: :MP or :GP: the team score the tie-break is computed on ("": the primary score)
    score: str = ""
    #: /K<n>: SSSC's normalising factor (13.4.2.b; 0: the one the article computes)
    factor: float = 0.0

    @property
    def label(self) -> str:
        """The canonical spelling: ``BH``, ``BH/C1``, ``BH/M2/P``, ``KS/L+1``, ``BH:GP/C1``,
        ``MPvGP`` (:data:`SPELLINGS`)."""
        text = spelled(self.acronym) + (f":{self.score}" if self.score else "")
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
        if self.factor:
            text += f"/K{self.factor:g}"
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
        if self.score:
            text += ", on match points" if self.score == "MP" else ", on game points"
        if self.factor:
            text += f", normalising factor {self.factor:g}"
        return text

    def __str__(self) -> str:
        return self.label


_MODIFIER_TEXT = {"C": "/C<n>", "M": "/M<n>", "P": "/P", "L": N_("/L+n or /L-n"), "F": "/F",
                  "R": "/R", "K": "/K<n>"}
#: the team scores a tie-break may be computed on (C.07 11.1, 13)
SCORE_SELECTORS = ("MP", "GP")
#: what a tie-break's modifiers join to in "BH takes ..." (the catalogue's keys, so that the
#: refusal is shown in the window's language)
_TAKES = (N_("no modifier"), N_("/C<n> or /M<n>"), N_("/C<n> or /M<n> or /P"))


def known_names() -> str:
    """The known acronyms and modifiers, for error messages (pieces joined by "; ", each a
    key of the catalogue, so that the text shows translated after any refusal)."""
    return join_texts((
        N_("known tie-breaks: {names} (REP = GE, AROC-1 = ARO/C1)").format(
            names=", ".join(CATALOGUE)),
        N_("team events: :MP or :GP after DE, WIN, WON, BPG, BWG, PS, REP, STD, BH, FB, AOB, "
           "SB, KS (the score they are computed on), /K<n> for SSSC"),
        N_("modifiers /C1 /C2 (cut lowest) and /M1 /M2 (median) for BH, FB, SB, ARO, /C<n> "
           "for PS, /P (forfeits as played) for DE, BH, FB, SB, /L+n for KS, /F for AOB, /R "
           "(reverse) for TPN and RTNG"),
        N_("presets: {presets}").format(presets=", ".join(PRESETS))))


def _unknown(problem: str) -> UnknownTiebreak:
    """The refusal ``problem``, then the known names."""
    return UnknownTiebreak(join_texts([problem, known_names()]))


_CUT = re.compile(r"^([CM])(\d+)$")
_LIMIT = re.compile(r"^L([+-]?\d+)$")
_FACTOR = re.compile(r"^K(\d+(?:\.\d+)?)$")


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
    name, _, score = name.partition(":")
    low = high = shift = 0
    factor = 0.0
    if name in ALIASES:
        name, low, high = ALIASES[name]
    if name not in CATALOGUE:
        raise _unknown(N_("unknown tie-break {name}").format(name=repr(original)))
    allowed = CATALOGUE[name].modifiers
    if score and (score not in SCORE_SELECTORS or "S" not in allowed):
        raise UnknownTiebreak(N_("{tiebreak} takes no score {score} (in {name}): :MP or :GP "
                                 "after DE, WIN, WON, BPG, BWG, PS, REP, STD, BH, FB, AOB, "
                                 "SB, KS").format(
                                     tiebreak=name, score=repr(":" + score),
                                     name=repr(original)))
    played = fore = reverse = False
    seen: set[str] = set()
    for modifier in modifiers:
        cut, limit, k = _CUT.match(modifier), _LIMIT.match(modifier), _FACTOR.match(modifier)
        kind = cut.group(1) if cut else "L" if limit else "K" if k else modifier
        if kind not in _MODIFIER_TEXT or (kind in "CMLK" and not (cut or limit or k)):
            raise _unknown(N_("unknown modifier {modifier} in {name}").format(
                modifier=repr(modifier), name=repr(original)))
        if kind not in allowed:
            takes = " or ".join(_MODIFIER_TEXT[k] for k in allowed
                                if k in _MODIFIER_TEXT) or _TAKES[0]
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
        elif k:
            factor = float(k.group(1))
            if factor <= 0:
                raise UnknownTiebreak(N_("{modifier}: the normalising factor is more than 0 "
                                         "(in {name})").format(modifier=repr(modifier),
                                                                name=repr(original)))
        elif kind == "P":
            played = True
        elif kind == "R":
            reverse = True
        else:
            fore = True
    return TiebreakSpec(name, low, high, played, shift, fore, reverse, score, factor)


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
#: tie-breaks not offered for a team event: C.07 10's rating-based ones, "Ratings-based
#: Tie-Breaks for Individuals" (a team has no FIDE rating; the performance tables read a
#: game's 1, 1/2 or 0), DE1 (an individual rating system's)
NOT_FOR_TEAMS = ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG", "DE1")
#: the default list of a round robin (C.07's recommendation for individual round robins)
ROUND_ROBIN_DEFAULT = ("DE", "WIN", "SB", "KS")


def offered_for(acronym: str, system: str | None) -> bool:
    """Whether a tie-break is offered for a tournament paired by ``system``."""
    from arbiter_app.engine.systems.registry import is_round_robin_system
    return not (is_round_robin_system(system) and acronym in NOT_FOR_ROUND_ROBIN)


def available_tiebreaks(system: str | None = None, team: bool = False
                        ) -> list[tuple[str, str]]:
    """Every tie-break as ``(acronym, description)``, in the catalogue's order,
    with the usual modified forms (``BH/C1`` ...) listed after their base.
    With ``system="roundrobin"`` the ones C.07 leaves out of round robins (BH,
    FB, AOB) are not listed.  The team tie-breaks (C.07 11-13) are listed for a team
    event only (``team=True``); its list leaves out the rating-based ones C.07 10 defines
    for individuals."""
    result: list[tuple[str, str]] = []
    for acronym, info in CATALOGUE.items():
        if not offered_for(acronym, system) or (info.team and not team):
            continue
        if team and acronym in NOT_FOR_TEAMS:
            continue
        result.append((spelled(acronym), f"{info.name} ({info.article})"))
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
