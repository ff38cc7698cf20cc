"""The registered players checked against FIDE rating lists, and updated from them
(issue #24 point 2; FIDE checklist Q127-137).

:func:`check_lists` compares every player with a FIDE number against the lists
given, in order (the first is the main list, checklist Q127): the rating of the
tournament's rating type, K, title, federation, name and birth date; each
difference is one :class:`Difference`.  A player the main list lacks is shown with
what the other lists give (Q128-129); the update keeps those ratings with the player
(their list and month, Q134), and the arbiter picks one from a list (the player
dialog's "Rating from a list", ``pick-rating``: :meth:`RatingListActions.pick_list_rating`).
:meth:`RatingListActions.update_from_lists` applies every difference of the main
list in one transaction with one audit entry (Q133's one action) and keeps each
rating's list and month with the player (``Player.fide_ratings``, Q134).

Decisions (docs/ratings.md, "Rating lists"):

* The list valid at the start date is the one of the start date's month; for an
  event longer than 30 days (Q210) the current month's (Q137).  A list of another
  month, or of a month its name and header do not say, is a notice (level 2): it is
  the arbiter's file, Arbiter cannot fetch the right one.
* The rating compared is that of the tournament's rating type.  Q118's "effective"
  lists: in a rapid or blitz tournament a player without a rating of that kind in a
  list that also has standard ratings (the combined list) takes his standard rating.
* A list giving a birth year only is compared with the year of the registered date.
* Titles are compared in the spelling of the initial order (``services/ranking.py``
  ``normal_title``), names case-insensitively.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path

from arbiter_app.engine.model import ListRating, Tournament
from arbiter_app.i18n import N_, tr, trn, using
from arbiter_app.services import ratings as R
from arbiter_app.services import starting_rank as SR
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.ranking import normal_title
from arbiter_app.services.round_ratings import RoundRatingActions
from arbiter_app.services.warnings import NOTICE, ArbiterWarning
from arbiter_app.trf.fide_list import ListError, ListInfo, ListPlayer, read_list

FIELDS = ("rating", "manual_rating", "k", "title", "federation", "name", "birth_date")
#: field -> what a difference calls it (English; translated where shown)
LABELS = {"rating": N_("rating"), "manual_rating": N_("manual rating"), "k": "K",
          "title": N_("title"), "federation": N_("federation"), "name": N_("name"),
          "birth_date": N_("birth date")}


@dataclass(frozen=True)
class Difference:
    """One field of one registered player that the main list gives otherwise."""

    number: int
    name: str
    field: str
    registered: str
    listed: str

    @property
    def text(self) -> str:
        """What differs, in the current language."""
        return tr("player {number} {name}: {field} {registered} here, {listed} in the list",
                  number=self.number, name=self.name, field=tr(LABELS[self.field]),
                  registered=self.registered or tr("(none)"), listed=self.listed or tr("(none)"))

    @property
    def english(self) -> str:
        """What differs, as the audit log keeps it."""
        with using("en"):
            return self.text


@dataclass
class ListCheck:
    """What :func:`check_lists` found."""

    lists: list[ListInfo]
    differences: list[Difference] = field(default_factory=list)
    #: player -> what the main list gives (players found in it)
    found: dict[int, ListPlayer] = field(default_factory=dict)
    #: players with a FIDE number the main list lacks -> (list, its entry) of the others
    elsewhere: dict[int, list[tuple[ListInfo, ListPlayer]]] = field(default_factory=dict)
    not_found: list[int] = field(default_factory=list)
    without_id: list[int] = field(default_factory=list)
    warnings: list[ArbiterWarning] = field(default_factory=list)


def valid_month(t: Tournament, today: date | None = None) -> str:
    """``YYYY/MM`` of the list valid for ``t`` (Q137): the start date's month, the
    current month for an event longer than 30 days; "" without a start date."""
    if SR.long_event(t):
        today = today or date.today()
        return f"{today.year:04d}/{today.month:02d}"
    start = t.info.start_date or ""
    return start[:7] if len(start) >= 7 and start[4] == "/" else ""


def effective(entry: ListPlayer, kind: str, info: ListInfo) -> tuple[int, int, str]:
    """(rating, K, kind it came from) of ``entry`` for a tournament of ``kind``
    (Q118: standard when the list has standard ratings but none of ``kind``)."""
    if entry.rating(kind):
        return entry.rating(kind), entry.k(kind), kind
    if kind != "standard" and "standard" in info.kinds and entry.rating("standard"):
        return entry.rating("standard"), entry.k("standard"), "standard"
    return 0, 0, kind


def _same_birth(registered: str, listed: str) -> bool:
    listed = (listed or "").strip()
    if not listed or listed in ("0000", "0"):
        return True  # the list does not say
    if len(listed) == 4:
        return (registered or "")[:4] == listed
    return (registered or "").replace("-", "/") == listed.replace("-", "/")


def check_lists(t: Tournament, paths: list, kind: str = "", month: str = "",
                today: date | None = None, mapping: str = "") -> ListCheck:
    """Every difference between the registered players and the main list (the first
    path), and what the other lists give for players the main list lacks.  A ``.csv``
    path is the arbiter's own list (:mod:`.custom_lists`, Q117; ``mapping``: its
    ``COLUMN=field`` corrections): its rating is the manual rating's (C.04.2 2.1)."""
    from arbiter_app.services.custom_lists import is_custom, read_custom_list
    if not paths:
        raise ServiceError(tr("name at least one rating list file"))
    ids = {str(p.fide_id).strip() for p in t.players.values() if str(p.fide_id).strip()}
    read = []
    for index, path in enumerate(paths):
        if is_custom(path):
            read.append(read_custom_list(path, SR.rating_type(t),
                                         month if index == 0 else "", mapping))
            continue
        try:
            read.append(read_list(Path(path), ids, kind=kind if index == 0 else "",
                                  month=month if index == 0 else ""))
        except ListError as exc:
            raise ServiceError(str(exc)) from None
    (main_info, main), others = read[0], read[1:]
    out = ListCheck(lists=[info for info, _ in read])
    wanted = valid_month(t, today)
    tournament_kind = SR.rating_type(t)
    if tournament_kind not in main_info.kinds and "standard" not in main_info.kinds:
        out.warnings.append(ArbiterWarning(
            NOTICE, tr("{list} is a {kinds} list; the tournament is rated {kind}: the ratings "
                       "are not compared", list=main_info.name, kinds='/'.join(main_info.kinds),
                       kind=tournament_kind), "Q121",
            "rating-list-kind"))
    if not main_info.month:
        out.warnings.append(ArbiterWarning(
            NOTICE, (tr("{list}: the list's month is not in its name or header; the list "
                        "valid now is that of {wanted} (give --month YYYY/MM)",
                        list=main_info.name, wanted=wanted or tr("the start date (none set)"))
                     if SR.long_event(t) else
                     tr("{list}: the list's month is not in its name or header; the list "
                        "valid at the start date is that of {wanted} (give --month YYYY/MM)",
                        list=main_info.name, wanted=wanted or tr("the start date (none set)"))),
            "Q137",
            "rating-list-month"))
    elif wanted and main_info.month != wanted:
        out.warnings.append(ArbiterWarning(
            NOTICE, (tr("{list} is the list of {month}; the list valid now (an event longer "
                        "than 30 days) is that of {wanted}", list=main_info.name,
                        month=main_info.month, wanted=wanted)
                     if SR.long_event(t) else
                     tr("{list} is the list of {month}; the list valid at the start date is "
                        "that of {wanted}", list=main_info.name, month=main_info.month,
                        wanted=wanted)), "Q137", "rating-list-month"))
    k_of = R.k_factors(t)
    custom = main_info.publisher != "FIDE"
    for number in sorted(t.players):
        player = t.players[number]
        fide_id = str(player.fide_id).strip()
        entry = _entry(main, player)
        if entry is None:
            elsewhere = [(info, _entry(found, player)) for info, found in others
                         if _entry(found, player) is not None]
            if elsewhere:
                out.elsewhere[number] = elsewhere
            elif fide_id:
                out.not_found.append(number)
            else:
                out.without_id.append(number)
            continue
        out.found[number] = entry
        listed = _listed(entry, main_info, tournament_kind)

        def differ(name: str, here: str, there: str) -> None:
            out.differences.append(Difference(number, player.name, name, here, there))

        rating_field = "manual_rating" if custom else "rating"  # decision: docs/ratings.md
        here = getattr(player, rating_field)
        if "rating" in listed and listed["rating"] != here and (listed["rating"] or not custom):
            differ(rating_field, str(here or ""), str(listed["rating"] or ""))
        if listed.get("k") and listed["k"] != k_of.get(number):
            differ("k", str(k_of.get(number) or ""), str(listed["k"]))
        if normal_title(entry.title) != normal_title(player.title) and (
                entry.title or not custom):  # a custom list says only what it knows
            differ("title", player.title, entry.title)
        if entry.federation and entry.federation != player.federation.upper():
            differ("federation", player.federation, entry.federation)
        if entry.name and entry.name.casefold() != player.name.casefold():
            differ("name", player.name, entry.name)
        if not _same_birth(player.birth_date, entry.birth_date):
            differ("birth_date", player.birth_date, entry.birth_date)
    return out


def _entry(found: dict[str, ListPlayer], player) -> ListPlayer | None:
    """``player`` in a list's players: by FIDE number, else (custom lists) by name."""
    from arbiter_app.services.custom_lists import name_key
    fide_id = str(player.fide_id).strip()
    return (found.get(fide_id) if fide_id else None) or found.get(name_key(player.name))


def _listed(entry: ListPlayer, info: ListInfo, kind: str) -> dict:
    """The rating and K the list gives for the tournament's kind (nothing when the
    list does not rate that kind, nor standard for Q118)."""
    if kind not in info.kinds and "standard" not in info.kinds:
        return {}
    rating, k, _from = effective(entry, kind, info)
    return {"rating": rating, "k": k}


def list_ratings(player_ratings: tuple[ListRating, ...], entry: ListPlayer,
                 info: ListInfo) -> tuple[ListRating, ...]:
    """A player's list ratings with those of ``info``'s kinds replaced by the list's."""
    kept = [r for r in player_ratings if r.kind not in info.kinds]
    new = [ListRating(kind, entry.rating(kind), entry.k(kind), info.source(kind))
           for kind in info.kinds if entry.rating(kind)]
    order = {"standard": 0, "rapid": 1, "blitz": 2}
    return tuple(sorted(kept + new, key=lambda r: order.get(r.kind, 3)))


class RatingListActions(RoundRatingActions):
    """Needs ``self._write()`` from the service; with the ratings by round of long events
    (:mod:`arbiter_app.services.round_ratings`)."""

    def check_rating_lists(self, paths: list, kind: str = "", month: str = "",
                           today: date | None = None, mapping: str = "") -> ListCheck:
        return check_lists(self.tournament(), paths, kind, month, today, mapping)

    def update_from_lists(self, paths: list, kind: str = "", month: str = "",
                          today: date | None = None, mapping: str = "") -> ListCheck:
        """Apply every difference of the main list, and keep the list's ratings of
        each kind with their source, in one transaction (one audit entry).  A custom
        main list sets the manual ratings; FIDE's list ratings stay FIDE's."""
        with self._write() as w:
            t = w.tournament()
            check = check_lists(t, paths, kind, month, today, mapping)
            info = check.lists[0]
            by_player: dict[int, dict[str, str]] = {}
            for d in check.differences:
                by_player.setdefault(d.number, {})[d.field] = d.listed
            for number, entry in check.found.items():
                old = t.players[number]
                changes = by_player.get(number, {})
                new = old if info.publisher != "FIDE" else replace(
                    old, fide_ratings=list_ratings(old.fide_ratings, entry, info))
                if "rating" in changes:
                    new = replace(new, rating=int(changes["rating"] or 0))
                if "manual_rating" in changes:
                    new = replace(new, manual_rating=int(changes["manual_rating"] or 0))
                for name in ("title", "federation", "name"):
                    if name in changes:
                        new = replace(new, **{name: changes[name]})
                if "birth_date" in changes:
                    new = replace(new, birth_date=changes["birth_date"])
                if new != old:
                    from arbiter_app.services.players import _checked_player
                    w.update_player(_checked_player(new))
                if "k" in changes:
                    R.write_k(w, number, int(changes["k"]))
            kept = 0
            for number, places in check.elsewhere.items():  # Q128-129: kept to pick from
                old = t.players[number]
                ratings = old.fide_ratings
                for other, entry in places:
                    if other.publisher == "FIDE":
                        ratings = list_ratings(ratings, entry, other)
                    else:
                        ratings = own_list_rating(ratings, entry, other, SR.rating_type(t))
                if ratings != old.fide_ratings:
                    w.update_player(replace(old, fide_ratings=ratings))
                    kept += 1
            if kept:
                w.audit(N_("ratings from list"), f"{kept} players not in {info.name}: the "
                        "other lists' ratings kept with them, to pick from")
            if check.found:
                text = "; ".join(d.english for d in check.differences) or "no differences"
                w.audit(N_("ratings from list"), f"{info.name} ({info.month or 'month unknown'}): "
                        f"{len(check.found)} players found; {text}")
            if check.differences:  # C.04.2 2.3: before round 4 the TPNs follow
                from arbiter_app.services.players import reassign_if_due
                reassign_if_due(w, w.auto_rank(), f"ratings from {info.name}")
            return check


    def list_rating_choices(self, number: int) -> list[ListRating]:
        """The ratings the lists give player ``number`` (kept by an update from the
        lists, with their list and month: Q128-129, Q134), to pick from."""
        t = self.tournament()
        if number not in t.players:
            raise ServiceError(tr("there is no player {number}", number=number))
        return [r for r in t.players[number].fide_ratings if r.rating]

    def pick_list_rating(self, number: int, choice: int) -> tuple[ListRating, str]:
        """Give player ``number`` the rating of his ``choice``-th list rating (from 1, as
        :meth:`list_rating_choices` orders them): picked, not typed (Q128-129); into the
        field :func:`picked_field` names.  Returns (the rating picked, that field)."""
        choices = self.list_rating_choices(number)
        if not 1 <= choice <= len(choices):
            raise ServiceError(trn("player {number} has {n} list rating to pick from; "
                                   "choose 1", "player {number} has {n} list ratings to pick "
                                   "from; choose 1 to {n}", len(choices), number=number)
                               if choices else
                               tr("player {number} has no list rating to pick from (update "
                                  "the ratings from the lists first: check-ratings --update)",
                                  number=number))
        picked = choices[choice - 1]
        into = picked_field(self.tournament(), picked)
        self.edit_player(number, **{into: picked.rating})
        return picked, into


#: the kind under which a rating of the arbiter's own list (a ``.csv``, Q117) is kept with
#: a player to pick from (Q129): no FIDE kind, so never reported as his FIDE rating
OWN_LIST = "own list"


def own_list_rating(player_ratings: tuple[ListRating, ...], entry: ListPlayer, info: ListInfo,
                    kind: str) -> tuple[ListRating, ...]:
    """A player's list ratings with the one ``info`` (the arbiter's own list) gives him
    for the tournament's ``kind`` in place of an earlier own-list rating."""
    rating = entry.rating(kind) if kind in info.kinds else 0
    if not rating:
        return player_ratings
    kept = tuple(r for r in player_ratings if r.kind != OWN_LIST)
    return kept + (ListRating(OWN_LIST, rating, 0, info.source(kind)),)


def picked_field(t: Tournament, rating: ListRating) -> str:
    """Where a picked list rating goes: ``"rating"`` (the FIDE rating, which the rating
    report carries) for FIDE's rating of the tournament's kind, or for a rapid or blitz
    event its standard rating (Q118's effective rating); any other kind (a rapid rating
    in a standard event, ...) is the arbiter's estimate, ``"manual_rating"`` (C.04.2
    2.1): it places the player without being reported as his FIDE rating."""
    kind = SR.rating_type(t)
    if rating.kind == kind or (kind != "standard" and rating.kind == "standard"):
        return "rating"
    return "manual_rating"  # another kind, or the arbiter's own list (OWN_LIST)


def choice_text(rating: ListRating) -> str:
    """``2150 (rapid, FIDE rapid 2026/03)``: a list rating as the arbiter picks it."""
    if rating.kind == OWN_LIST:  # "1975 (custom standard 2026/03 (club.csv))"
        return tr("{rating} ({source})", rating=rating.rating, source=rating.source)
    return tr("{rating} ({kind}, {source})", rating=rating.rating, kind=tr(rating.kind),
              source=rating.source or tr("list"))


__all__ = ["OWN_LIST", "Difference", "ListCheck", "RatingListActions", "check_lists",
           "choice_text", "effective", "list_ratings", "own_list_rating", "picked_field",
           "valid_month"]
