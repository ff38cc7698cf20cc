"""The editions of FIDE C.07 (Tie-Break Regulations) side by side.

Three editions are in force for tournaments that start on or after 1 September
2023; each is the previous one plus a few changes, and every change that
touches a computation is one named rule of :class:`Edition`, read where the
computation is made (docs/tiebreaks.md lists them with their articles):

* ``2023``: approved by the FIDE Council on 1 August 2023, applied from
  1 September 2023 to FIDE events and from 1 April 2024 to every rated
  tournament (the April 2024 reprint only clarified the wording).
* ``2024``: approved 29 July 2024, applied from 1 August 2024.  7.6 "Games one
  Elected to play" (GE) is renamed "Rounds one Elected to Play" (REP); 14.1
  words SB-C1's choice among opponents on equal scores as "the lowest
  product" instead of "the worst result" (the same product either way);
  16.1.2/16.2.3/16.2.5 say "not a VUR" instead of "available to play".
  No value changes.
* ``2026``: approved 2 February 2026, applied from 1 March 2026.  16.4 caps the
  dummy opponent's score (16.4.1 a forfeit: at most the scheduled opponent's
  adjusted score; 16.4.2 any other unplayed round: at most a draw's points
  times the number of rounds); new tie-breaks STD (7.7), TPN (7.8), RTNG
  (10.6); AOB may average the Fore Buchholz (8.2).

The tournament's start date picks the edition as FIDE's tie-break checker
(Gacrux) does: the edition applied from the latest date not after the start
date; a tournament without a (readable) start date gets the edition in force
today, which is the newest one.  A start date before 1 September 2023 gets
the 2023 edition too (the earliest one implemented here; the pre-2023
"virtual opponent" method is ``TiebreakOptions(unplayed="2009")``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.engine.texts import N_, join_texts


@dataclass(frozen=True)
class Edition:
    """One edition of C.07 and the rules that differ between editions."""

    #: "2023", "2024", "2026"
    name: str
    #: first start date (YYYY/MM/DD) the edition applies to
    applies_from: str
    #: how the standings name it
    title: str
    #: 7.6: the acronym of "rounds (games) one elected to play": GE (2023), REP (2024)
    elected_acronym: str
    #: 16.4.1 / 16.4.2 (2026): the dummy opponent's score is capped (see
    #: :meth:`dummy_cap`); before 2026 it is the participant's own score
    dummy_capped: bool
    #: 14.1 SB-C1 among opponents on equal scores: "worst result" (2023) or "lowest
    #: product" (2024 on).  The same contribution either way (equal scores times
    #: the results); kept as words for the breakdown
    sb_cut_among_equals: str

    @property
    def label(self) -> str:
        """``C.07 2026``, as the standings say it."""
        return f"C.07 {self.name}"

    def describe(self) -> str:
        return f"{self.label} ({self.title})"


EDITION_2023 = Edition(
    "2023", "2023/09/01",
    "approved 1 August 2023, applied from 1 September 2023 / 1 April 2024",
    elected_acronym="GE", dummy_capped=False, sb_cut_among_equals="worst result")
EDITION_2024 = Edition(
    "2024", "2024/08/01", "approved 29 July 2024, applied from 1 August 2024",
    elected_acronym="REP", dummy_capped=False, sb_cut_among_equals="lowest product")
EDITION_2026 = Edition(
    "2026", "2026/03/01", "approved 2 February 2026, applied from 1 March 2026",
    elected_acronym="REP", dummy_capped=True, sb_cut_among_equals="lowest product")

#: every edition, oldest first
EDITIONS: dict[str, Edition] = {e.name: e for e in (EDITION_2023, EDITION_2024, EDITION_2026)}
#: the edition in force today
NEWEST = EDITION_2026

_DATE = re.compile(r"^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$")


def normal_date(text: str | None) -> str | None:
    """``2026/3/1``, ``2026-03-01``, ``2026.03.01`` -> ``2026/03/01``; None when
    the text is no year-first date."""
    match = _DATE.match(text or "")
    if not match:
        return None
    year, month, day = (int(x) for x in match.groups())
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return f"{year:04d}/{month:02d}/{day:02d}"


def edition_for(start_date: str | None) -> Edition:
    """The edition that applies to a tournament starting on ``start_date``
    (YYYY/MM/DD; the newest edition when there is none)."""
    date = normal_date(start_date)
    if date is None:
        return NEWEST
    chosen = EDITION_2023
    for edition in EDITIONS.values():
        if date >= edition.applies_from:
            chosen = edition
    return chosen


def edition_named(name: str) -> Edition:
    """``"2026"`` -> the 2026 edition; ValueError naming the known ones."""
    key = str(name).strip()
    if key.upper().startswith("C.07"):
        key = key[4:].strip()
    if key not in EDITIONS:
        raise ValueError(join_texts((
            N_("unknown C.07 edition {name}").format(name=repr(name)),
            N_("expected one of {values}").format(values=", ".join(EDITIONS)))))
    return EDITIONS[key]


def dummy_cap(edition: Edition, forfeit_opponent_score: float | None, draw: float,
              rounds: int) -> float | None:
    """The most a dummy opponent may score (C.07 2026 16.4), None: no cap.

    16.4.1: for a forfeit (16.2.2, 16.2.4) the scheduled opponent's adjusted
    score (16.3), ``forfeit_opponent_score``; 16.4.2: for any other unplayed
    round a draw's points times the number of rounds (the rounds the standings
    cover, as FIDE's checker counts them)."""
    if not edition.dummy_capped:
        return None
    if forfeit_opponent_score is not None:
        return forfeit_opponent_score
    return draw * rounds


__all__ = ["EDITIONS", "EDITION_2023", "EDITION_2024", "EDITION_2026", "Edition", "NEWEST",
           "dummy_cap", "edition_for", "edition_named", "normal_date"]
