"""Standings and tie-breaks (FIDE C.07 Tie-Break Regulations, editions 2023, 2024, 2026).

Pure functions of a :class:`~arbiter_app.engine.model.Tournament`::

    standings = compute_standings(t, ["BH/C1", "BH", "DE"])
    standings.rows        # rank, pairing number, name, points, one value per tie-break
    standings.ranks       # {pairing number: rank} for the TRF16 rank column
    standings.breakdown   # {number: {"BH/C1": Value(value, contributions)}} for the GUI

Each tie-break is a documented function named after what it computes, listed
in :data:`FUNCTIONS` under its FIDE acronym; :func:`available_tiebreaks` gives
``(acronym, description)`` pairs; :func:`parse_tiebreak` reads ``"BH/C1"``.
The edition of C.07 (:mod:`.editions`) is the one the tournament's start date
picks, or ``TiebreakOptions(rules="2023"|"2024"|"2026")``.  Unplayed rounds
follow C.07 article 16 by default, or the 2009 virtual-opponent method
(``TiebreakOptions(unplayed="2009")``).  Without explicit options, the
tournament's own (``Tournament.options``, keys ``tiebreaks.rules``,
``tiebreaks.unplayed``, ``tiebreaks.unrated_rating``, ``tiebreaks.koya_limit``)
apply.  Decisions where the regulation is unclear are in docs/tiebreaks.md.
"""

from arbiter_app.engine.tiebreaks.editions import (EDITIONS, NEWEST, Edition, edition_for,
                                                   edition_named)
from arbiter_app.engine.tiebreaks.records import (OPTION_KOYA_LIMIT, OPTION_RULES,
                                                  OPTION_UNPLAYED, OPTION_UNRATED_RATING,
                                                  UNRATED_PERFORMANCE,
                                                  RATING_FLOOR, UNPLAYED_2009, UNPLAYED_2023,
                                                  TiebreakOptions, completed_rounds, edition_of,
                                                  options_of)
from arbiter_app.engine.tiebreaks.spec import (CATALOGUE, NOT_FOR_ROUND_ROBIN, PRESETS,
                                               ROUND_ROBIN_DEFAULT, TiebreakSpec, offered_for,
                                               UnknownTiebreak, available_tiebreaks,
                                               known_names, parse_tiebreak, parse_tiebreaks)
from arbiter_app.engine.tiebreaks.standings import (FUNCTIONS, StandingRow, Standings,
                                                    compute_standings)
from arbiter_app.engine.tiebreaks.values import Contribution, Value, format_number

__all__ = ["CATALOGUE", "Contribution", "EDITIONS", "Edition", "FUNCTIONS", "NEWEST",
           "OPTION_KOYA_LIMIT", "OPTION_RULES", "OPTION_UNPLAYED", "edition_for",
           "edition_named", "edition_of",
           "OPTION_UNRATED_RATING", "PRESETS", "RATING_FLOOR", "UNRATED_PERFORMANCE",
           "StandingRow", "Standings", "TiebreakOptions", "TiebreakSpec", "UNPLAYED_2009",
           "UNPLAYED_2023", "UnknownTiebreak", "Value", "available_tiebreaks",
           "completed_rounds", "compute_standings", "format_number", "known_names",
           "options_of", "parse_tiebreak", "parse_tiebreaks", "NOT_FOR_ROUND_ROBIN",
           "ROUND_ROBIN_DEFAULT", "offered_for"]
