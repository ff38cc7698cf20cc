"""The tournament's documents, built once from services data as HTML with one
stylesheet: the GUI prints them and exports them as PDF, ``arbiter-cli pdf``
writes the same PDF (both through :mod:`arbiter_app.render`), and a web page
can be the very same HTML.

``build_document(t, tiebreaks, "pairings", 3)`` -> :class:`Document`; the
kinds are :data:`KINDS`.  A document that cannot exist (no round paired,
round 7 not paired) raises :class:`DocumentError`, a one-line message.

Every document is in the tournament's document language (Tournament.options
``documents.language``; unset: the interface's language), or the language asked
(``arbiter-cli pdf --language fr``); see docs/languages.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, Texts, normalize, tr, trn, using
from arbiter_app.services.documents.notation import date_text
from arbiter_app.services.documents.page import page
from arbiter_app.services.errors import ServiceError

#: document kind -> what it is (the CLI's --what choices, in menu order; translated)
KINDS = Texts({
    "pairings": N_("Pairing list of a round, by board"),
    "alphabetical": N_("Pairing list of a round, alphabetically"),
    "ranking": N_("Starting-rank list"),
    "standings": N_("Standings"),
    "crosstable": N_("Crosstable"),
    "ratings": N_("Rating changes and performances"),
})
#: Tournament.options key of the documents' language ("fr"; unset: the interface's)
LANGUAGE_OPTION = "documents.language"  # = services.settings.LANGUAGE_OPTION
#: kinds about one round (the others cover the whole tournament)
ROUND_KINDS = ("pairings", "alphabetical")


class DocumentError(ServiceError):
    """The document asked for does not exist (yet)."""


@dataclass(frozen=True)
class Document:
    kind: str
    title: str  # what the page is: "Pairings of round 3"
    html: str
    landscape: bool
    file_stem: str  # a file name without extension: "Club-Open-round-3"
    body: str = ""  # the page's content below its headings (the web pages wrap it anew)
    place: str = ""  # "Leiden, 2026/04/04": where and when, under the headings


def document_language(t: Tournament) -> str | None:
    """The language the tournament's documents are printed in (None: the interface's)."""
    return normalize(t.options.get(LANGUAGE_OPTION))


def _place(t: Tournament, date: str) -> str:
    return ", ".join(x for x in (t.info.city, date_text(date)) if x)


def _stem(t: Tournament) -> str:
    stem = "".join(c if c.isalnum() else "-" for c in t.info.name).strip("-")
    while "--" in stem:
        stem = stem.replace("--", "-")
    return stem or "tournament"


def paired_round(t: Tournament, round_no: int | None) -> int:
    """``round_no``, or the last paired round; DocumentError when it is not paired."""
    if not t.rounds_played:
        raise DocumentError(tr("No round is paired yet: there is no pairing list to print."))
    if round_no is None:
        return t.rounds_played
    if not 1 <= round_no <= t.rounds_played:
        raise DocumentError(trn("Round {round} is not paired ({n} round is): there is no "
                                "pairing list of it.",
                                "Round {round} is not paired ({n} rounds are): there is no "
                                "pairing list of it.", t.rounds_played, round=round_no))
    return round_no


def build_document(t: Tournament, tiebreaks: list[str], kind: str,
                   round_no: int | None = None, *, card_href=None,
                   birth_dates: bool = False, language: str | None = None) -> Document:
    """The document ``kind`` (see :data:`KINDS`); ``round_no`` for the pairing
    lists (default: the last paired round), and for the standings and the
    crosstable the round they are after (default: the last with every result).

    The web pages (:mod:`arbiter_app.services.publish`) also pass ``card_href``
    (player number -> the address of the player's card: names become links)
    and ``birth_dates`` (a column of the starting-rank list, only when the
    arbiter asks).  ``language``: the document's language instead of the
    tournament's (:func:`document_language`)."""
    with using(language or document_language(t)):
        return _build(t, tiebreaks, kind, round_no, card_href, birth_dates)


def _build(t: Tournament, tiebreaks: list[str], kind: str, round_no: int | None, card_href,
           birth_dates: bool) -> Document:
    from arbiter_app.services.documents import pairing_lists, player_lists, results
    from arbiter_app.services.fide_mode import outside_note_shown as outside_note

    title, stem = t.info.name or tr("Tournament"), _stem(t)

    def made(what: str, place: str, body: str, wide: bool, name: str) -> Document:
        # outside FIDE mode every printout says so, under its headings (issue #23)
        place = " \u2013 ".join(x for x in (place, outside_note(t)) if x)
        return Document(kind, what, page(title, what, place, body), wide, name, body, place)

    from arbiter_app.engine.teams.model import TeamTournament
    if isinstance(t, TeamTournament):  # a team event: its own documents (issue #37)
        from arbiter_app.services.documents.team_documents import build_team
        return build_team(t, tiebreaks, kind, round_no, made, stem,
                          lambda date: _place(t, date), card_href, birth_dates)

    if kind in ROUND_KINDS:
        k = paired_round(t, round_no)
        if kind == "pairings":
            what = tr("Pairings of round {round}", round=k)
            body, wide = pairing_lists.board_list(t, k)
            name = f"{stem}-round-{k}"
        else:
            what = tr("Pairings of round {round} (alphabetical)", round=k)
            body, wide = pairing_lists.alphabetical_list(t, k, card_href)
            name = f"{stem}-round-{k}-alphabetical"
        return made(what, _place(t, t.round(k).date), body, wide, name)
    if kind == "ranking":
        what = tr("Starting rank list")
        body, wide = player_lists.starting_rank_list(t, card_href, birth_dates)
        return made(what, _place(t, t.info.start_date), body, wide, f"{stem}-starting-rank")
    if kind == "ratings":
        from arbiter_app.services.documents.ratings import ratings_page
        k = t.rounds_played
        what = tr("Rating changes after round {round}", round=k) if k else tr("Rating changes")
        body, wide = ratings_page(t, card_href)
        date = t.round(k).date if k else t.info.start_date
        return made(what, _place(t, date), body, wide, f"{stem}-ratings")
    if kind not in ("standings", "crosstable"):
        raise ValueError(f"unknown document {kind!r}; known: {', '.join(KINDS)}")
    if round_no is not None:
        t = t.truncated(min(max(round_no, 0), t.rounds_played))
    ranked = results.ranked(t, tiebreaks)
    k = ranked.rounds
    date = t.round(k).date if k else t.info.start_date
    # FIDE checklist Q161/Q169: while a game of the rounds counted has no result, or is
    # adjourned (it counts as a draw), the standings are provisional, never final
    from arbiter_app.services.provisional import missing_results
    provisional = bool(missing_results(t, k))
    if kind == "standings":
        what = (tr("Provisional standings after round {round}", round=k) if provisional
                else tr("Standings after round {round}", round=k) if k
                else tr("Standings before round 1"))
        body, wide = results.standings_page(t, ranked, card_href)
    else:
        what = (tr("Provisional crosstable after round {round}", round=k) if provisional
                else tr("Crosstable after round {round}", round=k) if k
                else tr("Crosstable before round 1"))
        body, wide = results.crosstable_page(t, ranked), True
    return made(what, _place(t, date), body, wide, f"{stem}-{kind}")


def event_of(service) -> tuple[Tournament, list[str]]:
    """(the tournament, its tie-breaks) open in ``service``: a team event's team level
    (a :class:`~arbiter_app.engine.teams.model.TeamTournament`) and team tie-breaks."""
    if getattr(service, "is_team_event", False):
        return service.team_tournament(), list(service.team_tiebreaks())
    return service.tournament(), list(service.settings().tiebreaks)


def kinds_of(t: Tournament) -> Texts:
    """The document kinds of ``t``: :data:`KINDS`, or a team event's."""
    from arbiter_app.engine.teams.model import TeamTournament
    if isinstance(t, TeamTournament):
        from arbiter_app.services.documents.team_documents import TEAM_KINDS
        return TEAM_KINDS
    return KINDS


def round_kinds_of(t: Tournament) -> tuple[str, ...]:
    """The kinds of ``t`` about one round (:data:`ROUND_KINDS`, or a team event's)."""
    from arbiter_app.engine.teams.model import TeamTournament
    if isinstance(t, TeamTournament):
        from arbiter_app.services.documents.team_documents import TEAM_ROUND_KINDS
        return TEAM_ROUND_KINDS
    return ROUND_KINDS


def read_document(service, kind: str, round_no: int | None = None,
                  language: str | None = None) -> Document:
    """The document ``kind`` of the tournament open in ``service`` (in ``language``, or
    the tournament's document language); a team event's from its team level.  A kind the
    event does not have: DocumentError naming those it has."""
    t, tiebreaks = event_of(service)
    from arbiter_app.services.documents.team_documents import team_kind
    kinds = kinds_of(t)
    if kind not in kinds and not (kinds is not KINDS and team_kind(kind) in kinds):
        raise DocumentError(tr("{kind} is not a document of this event; its documents: "
                               "{kinds}", kind=kind, kinds=", ".join(kinds)))
    return build_document(t, tiebreaks, kind, round_no, language=language)


__all__ = ["Document", "DocumentError", "KINDS", "LANGUAGE_OPTION", "ROUND_KINDS",
           "build_document", "document_language", "event_of", "kinds_of", "paired_round",
           "read_document", "round_kinds_of"]
