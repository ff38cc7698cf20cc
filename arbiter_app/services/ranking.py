"""The initial ranking list: which player gets pairing number 1, 2, ...

Arbiters enter players in any order; before round 1 is paired the pairing
numbers must follow the initial ranking list.

Sources
-------
* dutch-2016 A.1 ("Initial ranking list: see C.04.2.B") and A.2.b (pairing
  numbers "assigned to the players accordingly to the initial ranking list");
  the same general handling rules apply to the Dubov and Lim systems, whose
  texts define no initial order of their own.  C.04.2.B (General handling
  rules, initial order): before the first round the players are ranked by
  a. strength (rating), b. FIDE title in the order
  GM-IM-WGM-FM-WIM-CM-WFM-WCM-no title, c. alphabetically (unless it was
  stated beforehand that another criterion replaces it); the highest gets #1.
* swiss-rating-1998 A.2 (system ``rating1998``): rating, then FIDE title in
  the order IGM-WGM-IM-WIM-FM-WFM-no title, then alphabetically; "the order
  made before the first round ... is used to determine the pairing numbers:
  the highest one gets #1 etc."

Decisions (also in docs/services.md)
------------------------------------
* Rating 0 means unrated.  Unrated players sort after every rated player
  (a rating of 0 is the lowest), then among themselves by title, then by
  name.  Both texts expect the arbiter to estimate a rating for a player
  without a reliable one (C.04.2.B.1, swiss-rating-1998 A.1); entering that
  estimate as the player's rating puts the player where it belongs.
* Titles are read case-insensitively, in the spellings of the app (GM, IM,
  WGM, ...), the 1998 text (IGM) and the TRF16 title column (g, i, wg, f,
  wi, c, wf, wc).  Any other title (HGM, ...) counts as no title.
* swiss-rating-1998 A.2.c lists six titles only: CM and WCM count as "no
  title" there (the text read literally).
* "Alphabetically": by the name as entered ("Last, First"), case-insensitive
  (``str.casefold``), as the Dubov and rating-1998 engines compare names;
  players still equal keep their current relative order (the order of entry).
* The strength is the tournament rating (``services/starting_rank.py``): the FIDE
  rating, the national rating or the arbiter's by the starting-rank method of
  TRF-2026 record 172 (FIDE when none is set); the criterion after the title is the
  name, or the FIDE number when the tournament states so (option ``ranking.tie``,
  checklist Q146).
* ``order="alphabetical"`` ranks by name only (then current number), for
  events that announced the alphabetical order instead (C.04.2.B.2.c
  "unless it has been previously stated ...").
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError

#: orders renumber_players accepts
ORDERS = ("rating", "alphabetical")

#: C.04.2.B.2.b, for every system but rating1998
C0402_TITLES = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
#: swiss-rating-1998 A.2.c (IGM is GM)
RATING1998_TITLES = ("GM", "WGM", "IM", "WIM", "FM", "WFM")

#: spellings of a title -> its abbreviation (TRF16 column 11-13 codes included)
TITLE_SPELLINGS = {
    "GM": "GM", "IGM": "GM", "G": "GM",
    "IM": "IM", "I": "IM",
    "WGM": "WGM", "WG": "WGM",
    "FM": "FM", "F": "FM",
    "WIM": "WIM", "WI": "WIM",
    "CM": "CM", "C": "CM",
    "WFM": "WFM", "WF": "WFM",
    "WCM": "WCM", "WC": "WCM",
}


def normal_title(title: str) -> str:
    """``"wg"`` -> ``"WGM"``; an unknown or empty title -> ``""``."""
    return TITLE_SPELLINGS.get(str(title or "").strip().upper(), "")


def title_order(system: str) -> tuple[str, ...]:
    """The title order of the initial ranking for ``system``."""
    return RATING1998_TITLES if system == "rating1998" else C0402_TITLES


def initial_order(t: Tournament, order: str = "rating") -> list[int]:
    """The current pairing numbers of ``t``'s players in initial-ranking order."""
    if order not in ORDERS:
        raise ServiceError(tr("unknown initial order {order!r}; choose one of {orders}",
                              order=order, orders=', '.join(ORDERS)))
    if order == "alphabetical":
        return sorted(t.players, key=lambda n: (t.players[n].name.casefold(), n))
    from arbiter_app.engine.tournament_rating import tie_key
    from arbiter_app.services import starting_rank
    titles = title_order(t.system)
    strength = starting_rank.tournament_ratings(t)  # the 172 method (C.04.2 2.1)
    tie = starting_rank.tie_order(t)  # C.04.2 2.2.3, Q146

    def key(number: int) -> tuple:
        player = t.players[number]
        title = normal_title(player.title)
        rank = titles.index(title) if title in titles else len(titles)
        return (-strength[number], rank, *tie_key(tie, player.name, player.fide_id), number)

    return sorted(t.players, key=key)


def renumbering(t: Tournament, order: str = "rating") -> dict[int, int]:
    """Old pairing number -> new one (every player, 1..n in ranking order)."""
    return {old: new for new, old in enumerate(initial_order(t, order), start=1)}


def renumbered(t: Tournament, mapping: dict[int, int]) -> Tournament:
    """A copy of ``t`` (no round paired) with every reference to a player
    renumbered by ``mapping``: players, requested byes, forbidden pairs, the
    rank column kept from a TRF file (``trf.ranks``), the K-factors, a round
    robin's Berger order, and the TRF records that name players by starting
    rank (NRS, 250, ranged 260, kept XXA and team lines:
    :mod:`arbiter_app.trf.renumbering`)."""
    from arbiter_app.engine.systems.roundrobin.options import OPTION_ORDER
    from arbiter_app.trf import layout as L
    from arbiter_app.trf.renumbering import renumbered_lines, renumbered_options

    if t.rounds:
        raise ServiceError(tr("round 1 is paired; pairing numbers can no longer change"))
    copy = replace(t, players={mapping[n]: replace(p, number=mapping[n])
                               for n, p in t.players.items()},
                   requested_byes={r: {mapping[n]: k for n, k in byes.items()}
                                   for r, byes in t.requested_byes.items()},
                   forbidden_pairs={frozenset(mapping[n] for n in pair)
                                    for pair in t.forbidden_pairs},
                   options=dict(t.options),
                   info=replace(t.info, extra_lines=renumbered_lines(t.info.extra_lines,
                                                                     mapping)))
    copy.options.update(renumbered_options(t.options, mapping))
    order = t.options.get(OPTION_ORDER, "").replace(" ", "")
    if order and all(x.isdigit() for x in order.split(",") if x):  # Berger numbers stay
        copy.options[OPTION_ORDER] = ",".join(str(mapping.get(int(x), int(x)))
                                              for x in order.split(",") if x)
    from arbiter_app.services.ratings import K_OPTION, format_k_factors, k_factors
    if t.options.get(K_OPTION):  # the players' K-factors follow their numbers
        copy.options[K_OPTION] = format_k_factors(
            {mapping.get(n, n): k for n, k in k_factors(t).items()})
    ranks = t.options.get(L.RANKS_OPTION)
    if ranks:
        copy.options[L.RANKS_OPTION] = L.format_number_list(
            {mapping.get(n, n): v for n, v in L.parse_number_list(ranks).items()})
    return copy


def renumber_pairing_text(text: str, mapping: dict[int, int]) -> str:
    """A pairing in :meth:`Pairing.to_text` format with its player numbers
    renumbered (the count line and the bye marker ``0`` stay)."""
    if not text.strip():
        return text
    lines = text.splitlines()
    out = lines[:1]
    for line in lines[1:]:
        items = line.split()
        out.append(" ".join(str(mapping.get(int(x), int(x))) if x.isdigit() and int(x)
                            else x for x in items))
    return "\n".join(out) + ("\n" if text.endswith("\n") else "")


def describe(mapping: dict[int, int]) -> str:
    """``"3->1, 1->2, 2->3"`` for the players whose number changes."""
    changed = sorted((new, old) for old, new in mapping.items() if old != new)
    return ", ".join(f"{old}->{new}" for new, old in changed)


__all__ = ["C0402_TITLES", "ORDERS", "RATING1998_TITLES", "describe", "initial_order",
           "normal_title", "renumber_pairing_text", "renumbered", "renumbering", "title_order"]
