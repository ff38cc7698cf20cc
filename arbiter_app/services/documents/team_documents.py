"""A team event's documents (issue #37), built as the individual ones are (one stylesheet,
the tournament's document language, a :class:`~arbiter_app.services.documents.Document`)
from the team level of the event (:class:`~arbiter_app.engine.teams.model.TeamTournament`):
:func:`arbiter_app.services.documents.build_document` hands a team event here.

The kinds (:data:`TEAM_KINDS`) answer the individual ones: a round's pairing list by match
(``pairings``) and by player (``alphabetical``), its match cards (``match-cards``), the
team rosters (``rosters``; the individual ``ranking``, the starting-rank list, gives them
too), the team standings, the board standings (``boards``), the crosstable, and the rating
report of the individual games (``ratings``).
"""

from __future__ import annotations

from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, Texts, tr

#: document kind -> what it is, for a team event (the CLI's --what, in menu order)
TEAM_KINDS = Texts({
    "pairings": N_("Pairing list of a round, by match"),
    "alphabetical": N_("Pairing list of a round, players alphabetically"),
    "match-cards": N_("Match cards of a round"),
    "rosters": N_("Team rosters"),
    "standings": N_("Team standings"),
    "boards": N_("Board standings"),
    "crosstable": N_("Crosstable"),
    "ratings": N_("Rating changes and performances"),
})
#: a team event's kinds about one round
TEAM_ROUND_KINDS = ("pairings", "alphabetical", "match-cards")
#: an individual kind -> the team event's document answering it
TEAM_ALIASES = {"ranking": "rosters"}


def team_kind(kind: str) -> str:
    """``kind`` as a team event's kind (``ranking`` -> ``rosters``)."""
    return TEAM_ALIASES.get(kind, kind)


def build_team(t: TeamTournament, tiebreaks: list[str], kind: str, round_no: int | None,
               made, stem: str, place, card_href=None, birth_dates: bool = False):
    """The document ``kind`` of the team event ``t`` (called by
    :func:`arbiter_app.services.documents.build_document` in the document's language;
    ``made(what, place, body, landscape, file stem)`` wraps it, ``place(date)`` says where
    and when)."""
    from arbiter_app.services.documents import paired_round
    from arbiter_app.services.documents import team_cards, team_pairings, team_rosters
    from arbiter_app.services.documents import team_tables
    kind = team_kind(kind)
    if kind in TEAM_ROUND_KINDS:
        k = paired_round(t, round_no)
        if kind == "pairings":
            what = tr("Pairings of round {round}", round=k)
            body, wide = team_pairings.match_list(t, k)
            name = f"{stem}-round-{k}"
        elif kind == "alphabetical":
            what = tr("Pairings of round {round} (alphabetical)", round=k)
            body, wide = team_pairings.player_list(t, k, card_href)
            name = f"{stem}-round-{k}-alphabetical"
        else:
            what = tr("Match cards of round {round}", round=k)
            body, wide = team_cards.match_cards(t, k)
            name = f"{stem}-round-{k}-match-cards"
        return made(what, place(t.round(k).date), body, wide, name)
    if kind == "rosters":
        body, wide = team_rosters.rosters_list(t, birth_dates)
        return made(tr("Team rosters"), place(t.info.start_date), body, wide, f"{stem}-rosters")
    if kind == "ratings":
        from arbiter_app.services.documents.ratings import ratings_page
        singles = t.individuals
        k = t.rounds_played
        what = tr("Rating changes after round {round}", round=k) if k else tr("Rating changes")
        body, wide = ratings_page(singles, card_href)
        return made(what, place(t.round(k).date if k else t.info.start_date), body, wide,
                    f"{stem}-ratings")
    if kind not in ("standings", "boards", "crosstable"):
        raise ValueError(f"unknown document {kind!r} of a team event; known: "
                         f"{', '.join(TEAM_KINDS)}")
    k = team_tables.standings_rounds(t, round_no)
    counted = t.truncated(k) if k < t.rounds_played else t
    ranked = team_tables.team_ranked(counted, tiebreaks)
    k = ranked.rounds
    date = t.round(k).date if k else t.info.start_date
    from arbiter_app.services.provisional import missing_results
    provisional = bool(missing_results(counted, k))
    if kind == "standings":
        what = (tr("Provisional standings after round {round}", round=k) if provisional
                else tr("Standings after round {round}", round=k) if k
                else tr("Standings before round 1"))
        body, wide = team_tables.standings_page(counted, ranked)
    elif kind == "boards":
        what = (tr("Board standings after round {round}", round=k) if k
                else tr("Board standings before round 1"))
        body, wide = team_tables.board_page(counted, k)
    else:
        what = (tr("Provisional crosstable after round {round}", round=k) if provisional
                else tr("Crosstable after round {round}", round=k) if k
                else tr("Crosstable before round 1"))
        body, wide = team_tables.crosstable_page(counted, ranked)
    return made(what, place(date), body, wide, f"{stem}-{kind}")


__all__ = ["TEAM_ALIASES", "TEAM_KINDS", "TEAM_ROUND_KINDS", "build_team", "team_kind"]
