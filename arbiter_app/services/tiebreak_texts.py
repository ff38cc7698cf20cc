"""Tie-breaks as a person reads them, in the current language (arbiter_app.i18n).

The engine names its tie-breaks in English (``engine.tiebreaks.spec.CATALOGUE``); the
same English names are marked here for the catalogue and translated where they are shown.
The acronyms (BH, SB, ARO ...) and the articles (C.07 8.1) are FIDE's and stay as they
are in every language (docs/languages.md).  ``tests/test_i18n.py`` checks that every name
of the engine's catalogue is marked here.
"""

from __future__ import annotations

from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreak
from arbiter_app.i18n import N_, tr, trn

#: the engine's English names, marked for the catalogue (kept equal by a test)
NAMES = (
    N_("Direct encounter: points in the games between the tied players"),
    N_("Direct encounter, for the first place only"),
    N_("Number of rounds won, with or without playing"),
    N_("Number of games won over the board"),
    N_("Number of games played with black"),
    N_("Number of games won with black"),
    N_("Progressive score: sum of the scores after each round"),
    N_("Games one elected to play: rounds minus half-point byes, zero-point byes and "
       "forfeit losses"),
    N_("Standard points: 1 a round won, 1/2 a round drawn, whatever the scoring"),
    N_("Tournament pairing number, the lower first"),
    N_("Buchholz: sum of the opponents' scores"),
    N_("Average of the Buchholz of the opponents played over the board"),
    N_("Fore Buchholz: Buchholz as if every last-round game were a draw"),
    N_("Sonneborn-Berger: opponents' scores weighted by the result against them"),
    N_("Koya score: points against opponents with at least half the maximum score"),
    N_("Average rating of the opponents met over the board"),
    N_("Tournament performance rating"),
    N_("Perfect tournament performance"),
    N_("Average performance rating of the opponents"),
    N_("Average perfect performance of the opponents"),
    N_("The player's rating"),
    # team events (C.07 2026, 11-13)
    N_("Match points of the team"),
    N_("Game points of the team"),
    N_("Match points or game points: the secondary score"),
    N_("Board count: board number times game points on it, the lower first"),
    N_("Top board results: game points on board 1, then on board 2, ..."),
    N_("Bottom board elimination: game points without the bottom board, then without the "
       "two bottom boards, ..."),
    N_("Extended Sonneborn-Berger: opponent's match points times match points scored"),
    N_("Extended Sonneborn-Berger: opponent's match points times game points scored"),
    N_("Extended Sonneborn-Berger: opponent's game points times match points scored"),
    N_("Extended Sonneborn-Berger: opponent's game points times game points scored"),
    N_("Extended direct encounter: the matches between the tied teams, on the primary then "
       "the secondary score"),
    N_("Extended direct encounter, then top board results"),
    N_("Extended direct encounter, then bottom board elimination"),
    N_("Extended direct encounter, then board count and top board results"),
    N_("Extended direct encounter, then board count and bottom board elimination"),
    N_("Scores and schedule strength combination: secondary score plus Buchholz divided by "
       "a normalising factor"),
)

#: the editions of C.07 as the standings name them (engine.tiebreaks.editions)
EDITION_TITLES = (
    N_("approved 1 August 2023, applied from 1 September 2023 / 1 April 2024"),
    N_("approved 29 July 2024, applied from 1 August 2024"),
    N_("approved 2 February 2026, applied from 1 March 2026"),
)


def describe(label: str) -> str:
    """``"BH/C1"`` -> ``"Buchholz: ..., Cut-1 (C.07 8.1)"`` in the current language; an
    unknown label as it is."""
    try:
        spec = parse_tiebreak(label)
    except UnknownTiebreak:
        return label
    text = tr(spec.info.name)
    if spec.cut_low and spec.cut_low == spec.cut_high:
        text += tr(", Median-{n}", n=spec.cut_low)
    elif spec.cut_low and spec.acronym == "PS":
        text += tr(", first round cut")
    elif spec.cut_low:
        text += tr(", Cut-{n}", n=spec.cut_low)
    if spec.limit_shift:
        text += trn(", limit {shift} half point", ", limit {shift} half points",
                    abs(spec.limit_shift), shift=f"{spec.limit_shift:+d}")
    if spec.fore:
        text += tr(", of the Fore Buchholz")
    if spec.forfeits_played:
        text += (tr(", forfeits counted") if spec.acronym == "DE"
                 else tr(", forfeits as played games"))
    if spec.reverse:
        text += tr(", reverse order")
    if spec.score:
        text += tr(", on match points") if spec.score == "MP" else tr(", on game points")
    if spec.factor:
        text += tr(", normalising factor {factor}", factor=f"{spec.factor:g}")
    article = spec.info.article + (".1.1" if spec.acronym == "DE" and spec.forfeits_played
                                   else ", 14.5" if spec.limit_shift else "")
    return f"{text} ({article})"


def rules_note(standings) -> str:
    """The edition of C.07 the values follow, as the printed standings say it."""
    e = standings.edition
    edition = f"{e.label} ({tr(e.title)})"
    if standings.edition_chosen:
        return tr("Tie-break rules: {edition}, chosen by the arbiter", edition=edition)
    return tr("Tie-break rules: {edition}, by the start date", edition=edition)


__all__ = ["EDITION_TITLES", "NAMES", "describe", "rules_note"]
