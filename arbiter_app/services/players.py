"""Player use cases: entries, late entries, edits, withdrawals, requested byes.

A mixin of :class:`~arbiter_app.services.service.TournamentService`; every
method is one committed transaction, or raises a ServiceError and writes
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbiter_app.engine.folding import fold
from arbiter_app.engine.model import ByeKind, Player, Tournament
from arbiter_app.i18n import N_, tr, trn, using
from arbiter_app.services import pairings, ranking, ratings
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.fide_mode import FULL_POINT_BYE, at_round, fide_warning, in_fide_mode
from arbiter_app.services.warnings import (CONFIRM, NOTICE, OUTSIDE_FIDE_MODE, ArbiterWarning,
                                           require_confirmation)

PLAYER_FIELDS = ("name", "rating", "title", "sex", "federation", "fide_id", "birth_date",
                 "manual_rating", "entry_round", "half_byes")
REQUESTABLE = (ByeKind.HALF_POINT, ByeKind.ZERO_POINT, ByeKind.FULL_POINT)


class PlayerActions:
    """Needs ``self._write()`` (a writer context) from the service."""

    # -- players -------------------------------------------------------------------
    def add_player(self, name: str, rating: int = 0, title: str = "", sex: str = "",
                   federation: str = "", fide_id: str = "", birth_date: str = "",
                   confirm: bool = False, k: int | None = None,
                   half_byes: bool = True, manual_rating: int = 0) -> Player:
        """Add one player.  A second player with the same FIDE id, or the same
        name and birth date, is a level 3 warning: NeedsConfirmation is raised
        with nothing changed unless ``confirm`` is True.  ``k``: the player's
        K-factor (services/ratings.py), None when no list gives it; ``manual_rating``:
        the arbiter's estimate (C.04.2 2.1, docs/ratings.md)."""
        k = ratings.checked_k(k)
        with self._write() as w:
            t = w.tournament()
            pairings.check_rounds_left(t)
            number = max(t.players, default=0) + 1
            entry = t.next_round if t.rounds else 1
            player = _checked_player(Player(number, name, rating, title, sex, federation,
                                            fide_id, birth_date, entry_round=entry,
                                            half_byes=bool(half_byes),
                                            manual_rating=manual_rating or 0))
            found = duplicates_among(t, [player])
            require_confirmation(tr("add player {name}", name=player.name),
                                 [d.warning for d in found]
                                 + renumbering_warnings(t, [player], w.auto_rank()), confirm)
            w.add_player(player)
            ratings.write_k(w, number, k)
            late = f", late entry from round {entry}" if entry > 1 else ""
            w.audit(N_("add player"), f"{number} {player.name} ({player.rating}){late}")
            mapping = reassign_if_due(w, w.auto_rank(), f"late entry {player.name}")
            return replace(player, number=mapping.get(number, number))

    def add_players(self, players: list[dict], *, skip_duplicates: bool = False,
                    confirm: bool = False) -> list[Player]:
        """An import: every entry of ``players`` (``add_player`` fields) in one
        transaction; returns the players added.  Entries already in the
        tournament (same FIDE id, or same name and birth date), or earlier in
        the list, are one level 3 warning each: NeedsConfirmation with nothing
        changed, unless ``skip_duplicates`` (they are left out) or ``confirm``
        (they are added too)."""
        with self._write() as w:
            t = w.tournament()
            pairings.check_rounds_left(t)
            number = max(t.players, default=0) + 1
            entry = t.next_round if t.rounds else 1
            checked, k_of = [], []
            for index, fields in enumerate(players, start=1):
                fields = dict(fields)
                try:
                    k_of.append(ratings.checked_k(fields.pop("k", None)))
                except ServiceError as exc:
                    raise ServiceError(tr("entry {index} of the import: {exc}", index=index,
                                          exc=exc)) from None
                unknown = set(fields) - set(PLAYER_FIELDS[:-1])
                if unknown:
                    raise ServiceError(tr("entry {index} of the import: unknown field {unknown}",
                                          index=index, unknown=', '.join(sorted(unknown))))
                try:
                    checked.append(_checked_player(Player(
                        number + index - 1, **{"name": "", **fields}, entry_round=entry)))
                except ServiceError as exc:
                    raise ServiceError(tr("entry {index} of the import ({name}): {exc}",
                                          index=index, name=fields.get('name', ''),
                                          exc=exc)) from None
            found = duplicates_among(t, checked)
            skipped = {d.index for d in found} if skip_duplicates else set()
            kept = [p for index, p in enumerate(checked) if index not in skipped]
            kept = [replace(p, number=number + i) for i, p in enumerate(kept)]
            require_confirmation(trn("import {n} player", "import {n} players", len(checked)),
                                 ([] if skip_duplicates else [d.warning for d in found])
                                 + renumbering_warnings(t, kept, w.auto_rank()), confirm)
            added = []
            for index, player in enumerate(checked):
                if index in skipped:
                    continue
                player = replace(player, number=number + len(added))
                w.add_player(player)
                ratings.write_k(w, player.number, k_of[index])
                added.append(player)
                late = f", late entry from round {entry}" if entry > 1 else ""
                w.audit(N_("add player"), f"{player.number} {player.name} ({player.rating}){late}")
            if skipped and added:
                with using("en"):  # the audit log is kept in English
                    said = "; ".join(d.text for d in duplicates_among(t, checked))
                w.audit(N_("import players"), f"{len(added)} added; {len(skipped)} skipped as "
                        "already in the tournament: " + said)
            mapping = reassign_if_due(w, w.auto_rank(), f"{len(added)} late entries")
            return [replace(p, number=mapping.get(p.number, p.number)) for p in added]

    def duplicates_of(self, players: list[dict]) -> list[Duplicate]:
        """The entries of ``players`` (``add_player`` fields) that are already
        in the tournament or earlier in the list (see :func:`duplicates_among`)."""
        t = self.tournament()
        first = max(t.players, default=0) + 1
        entries = []
        for i, fields in enumerate(players):
            entry = Player(first + i, str(fields.get("name", "")).strip(), 0,
                           fide_id=str(fields.get("fide_id", "") or "").strip(),
                           birth_date=str(fields.get("birth_date", "") or "").strip())
            try:  # compared in the spelling they would be stored in
                entry = _checked_player(entry)
            except ServiceError:
                pass
            entries.append(entry)
        return duplicates_among(t, entries)

    def edit_player(self, number: int, **fields) -> Player:
        """Change fields of a player (``PLAYER_FIELDS``, and ``k`` its K-factor)."""
        with_k = "k" in fields
        k = ratings.checked_k(fields.pop("k", None))
        unknown = set(fields) - set(PLAYER_FIELDS)
        if unknown:
            raise ServiceError(tr("cannot edit {unknown} of a player; editable: {editable}",
                                  unknown=', '.join(sorted(unknown)),
                                  editable=', '.join(PLAYER_FIELDS)))
        with self._write() as w:
            t = w.tournament()
            old = _player(t, number)
            new = _checked_player(replace(old, **fields))
            if new.entry_round != old.entry_round:
                first = _first_entry(t, number)
                if first is not None and first < new.entry_round:
                    raise ServiceError(tr("player {number} already has round {first} in the "
                                          "record, so cannot enter only in round {entry_round}",
                                          number=number, first=first, entry_round=new.entry_round))
            w.update_player(new)
            changes = [f"{f} {getattr(old, f)!r} -> {getattr(new, f)!r}" for f in sorted(fields)
                       if getattr(old, f) != getattr(new, f)]
            old_k = ratings.k_factors(t).get(number)
            if with_k and old_k != k:
                ratings.write_k(w, number, k)
                changes.append(f"K {old_k or '-'} -> {k or '-'}")
            w.audit(N_("edit player"), f"{number}: " + ", ".join(changes))
            if any(getattr(old, f) != getattr(new, f) for f in RANKING_FIELDS):
                mapping = reassign_if_due(w, w.auto_rank(), f"player {number} corrected")
                new = replace(new, number=mapping.get(number, number))
            return new

    def withdraw_player(self, number: int, from_round: int | None = None,
                        expelled: bool = False) -> None:
        """Not paired from ``from_round`` (default: the next round) on.  ``expelled``:
        withdrawn by expulsion (FIDE checklist Q197-198), flagged in every list and
        left out of the Swiss standings; undone by :meth:`readmit_player`."""
        with self._write() as w:
            t = w.tournament()
            old = _player(t, number)
            from_round = t.next_round if from_round is None else int(from_round)
            if from_round < 1 or (t.total_rounds and from_round > t.total_rounds):
                raise ServiceError(tr("round {from_round} is not a round of this tournament",
                                      from_round=from_round))
            for round_no in range(from_round, t.rounds_played + 1):
                rnd = t.round(round_no)
                if rnd.game_of(number) is not None:
                    raise ServiceError(
                        tr("player {number} is paired in round {round_no}; record the forfeit "
                           "there (or unpair that round) and withdraw from round {next_round}",
                           number=number, round_no=round_no, next_round=round_no + 1))
                if rnd.byes.get(number) is ByeKind.PAIRING_ALLOCATED:
                    raise ServiceError(tr("player {number} has the pairing-allocated bye in "
                                          "round {round_no}; unpair that round first",
                                          number=number, round_no=round_no))
            w.update_player(replace(old, withdrawn_from=from_round, expelled=bool(expelled)))
            for round_no, byes in t.requested_byes.items():
                if round_no >= from_round and number in byes:
                    w.delete_bye(round_no, number)
            w.audit(N_("expel player") if expelled else N_("withdraw player"),
                    f"{number} {old.name} from round {from_round}")

    def remove_player(self, number: int) -> None:
        """Delete an entry made by mistake: only while the player appears in no
        round (paired, bye or absence) and in no forbidden pair."""
        with self._write() as w:
            t = w.tournament()
            old = _player(t, number)
            first = _first_entry(t, number)
            if first is not None:
                raise ServiceError(tr("player {number} {old_name} is in round {first}; a player "
                                      "with a record can only be withdrawn", number=number,
                                      old_name=old.name, first=first))
            if any(number in pair for pair in t.forbidden_pairs):
                raise ServiceError(tr("player {number} {old_name} is in a forbidden pair; remove "
                                      "that first", number=number, old_name=old.name))
            for round_no, byes in t.requested_byes.items():
                if number in byes:
                    w.delete_bye(round_no, number)
            w.delete_player(number)
            ratings.write_k(w, number, None)
            w.audit(N_("remove player"), f"{number} {old.name}")

    def restore_player(self, player: Player) -> Player:
        """Put back an entry deleted by :meth:`remove_player` (its undo), with its
        number; refused when that number is taken meanwhile."""
        with self._write() as w:
            t = w.tournament()
            if player.number in t.players:
                raise ServiceError(tr("player number {number} is taken by {name}; the deleted "
                                      "entry {deleted} cannot come back under it",
                                      number=player.number, name=t.players[player.number].name,
                                      deleted=player.name))
            w.add_player(_checked_player(player))
            w.audit(N_("restore player"), f"{player.number} {player.name}")
            return player

    def readmit_player(self, number: int) -> None:
        with self._write() as w:
            t = w.tournament()
            old = _player(t, number)
            if old.withdrawn_from is None:
                raise ServiceError(tr("player {number} {old_name} has not withdrawn",
                                      number=number, old_name=old.name))
            w.update_player(replace(old, withdrawn_from=None, expelled=False))
            w.audit(N_("re-admit player"), f"{number} {old.name} (had "
                                       f"{'been expelled' if old.expelled else 'withdrawn'} "
                                       f"from round {old.withdrawn_from})")

    def renumber_players(self, order: str = "rating") -> dict[int, int]:
        """Give the players the pairing numbers of the initial ranking list
        (see :mod:`arbiter_app.services.ranking` for the order and its rule
        texts); returns old number -> new number for every player.

        Everything that names a player follows: requested byes, forbidden
        pairs, kept TRF ranks and XXA lines, and manual-pairing records of a
        round 1 that was paired and unpaired again (their pairings and
        differences are rewritten; their violation texts keep the old
        numbers, with a note).  The audit log is history and stays as it was.
        Once round 1 is paired, the games and byes follow their players, and only
        until round 4 is paired (C.04.2 2.3, :func:`reassign_refusal`).
        """
        with self._write() as w:
            t = w.tournament()
            refusal = reassign_refusal(t)
            if refusal:
                raise ServiceError(refusal)
            return renumber_in(w, t, order, N_("renumber players"))

    # -- forbidden pairs (C.04.1 "players who shall not meet"; checklist Q194-196) --------
    def forbid_pair(self, a: int, b: int, confirm: bool = False) -> None:
        """Players ``a`` and ``b`` shall never be paired together.  Before round 1
        only while in FIDE mode (after it: level 5, possible only outside FIDE
        mode, Q196); written to the audit log."""
        self._change_pair(a, b, True, confirm)

    def allow_pair(self, a: int, b: int, confirm: bool = False) -> None:
        """Remove a forbidden pair (the same rules as :meth:`forbid_pair`)."""
        self._change_pair(a, b, False, confirm)

    def _change_pair(self, a: int, b: int, forbid: bool, confirm: bool) -> None:
        a, b = int(a), int(b)
        if a == b:
            raise ServiceError(tr("a forbidden pair needs two players, not {a} twice", a=a))
        with self._write() as w:
            t = w.tournament()
            pa, pb = _player(t, a), _player(t, b)
            pair = frozenset((a, b))
            if forbid and pair in t.forbidden_pairs:
                raise ServiceError(tr("{a} {pa_name} and {b} {pb_name} are already a forbidden "
                                      "pair", a=a, pa_name=pa.name, b=b, pb_name=pb.name))
            if not forbid and pair not in t.forbidden_pairs:
                raise ServiceError(tr("{a} {pa_name} and {b} {pb_name} are not a forbidden pair",
                                      a=a, pa_name=pa.name, b=b, pb_name=pb.name))
            if t.rounds:
                require_confirmation(tr("forbid the pair {a}-{b}", a=a, b=b) if forbid
                                     else tr("allow the pair {a}-{b}", a=a, b=b), fide_warning(
                    t, OUTSIDE_FIDE_MODE, tr("forbidden pairs change only before round 1 in FIDE "
                                             "mode; round {rounds_played} is paired",
                                             rounds_played=t.rounds_played), "Q196",
                    "forbidden-pair-after-round-1"), confirm)
            first, second = min(a, b), max(a, b)
            w.set_forbidden_pair(first, second, forbid)
            w.audit(N_("forbid pair") if forbid else N_("allow pair"),
                    f"{first} {t.players[first].name} - {second} {t.players[second].name}")

    # -- requested byes --------------------------------------------------------------
    def request_bye(self, number: int, round_no: int, kind: ByeKind,
                    confirm: bool = False) -> list[ArbiterWarning]:
        """A requested bye (or an absence) of player ``number`` in a future round.

        In FIDE mode (issue #23): a second half-point bye of the same player is
        a level 3 warning (Q174: NeedsConfirmation with nothing changed unless
        ``confirm``); a full-point bye is allowed but deprecated, a level 2
        notice (Q178), and is written to the audit log as ``Full-point bye @
        Round n: ...`` (a ``###`` line of the TRF export, Q179).  Returns the
        warnings (the notices are for the arbiter)."""
        kind = ByeKind(kind)
        if kind not in REQUESTABLE:
            raise ServiceError(tr("a {name} bye cannot be requested; it is given by the pairing",
                                  name=kind.name.lower().replace('_', ' ')))
        with self._write() as w:
            t = w.tournament()
            player = _player(t, number)
            _check_future_round(t, round_no)
            if not player.active_in(round_no):
                why = (tr("enters only in round {round}", round=player.entry_round)
                       if round_no < player.entry_round
                       else tr("has withdrawn from round {round}", round=player.withdrawn_from))
                raise ServiceError(tr("player {number} {name} does not play in round {round_no}: "
                                      "{why}", number=number, name=player.name, round_no=round_no,
                                      why=why))
            if kind is ByeKind.HALF_POINT and not player.half_byes:  # Q176
                raise ServiceError(tr("player {number} {name} may not take half-point byes (the "
                                      "arbiter made the player ineligible; change it in the "
                                      "player's entry)", number=number, name=player.name))
            if kind is ByeKind.HALF_POINT and round_no in half_bye_closed_rounds(t):  # Q175
                raise ServiceError(tr("no half-point byes in round {round_no}: the arbiter "
                                      "closed it to them", round_no=round_no))
            warnings = require_confirmation(tr("request a bye for player {number}", number=number),
                                            bye_warnings(t, player, round_no, kind), confirm)
            w.set_bye(round_no, number, kind)
            w.audit(N_("request bye"), f"{number} {player.name}: round {round_no}, {kind.value}")
            if kind is ByeKind.FULL_POINT:
                w.audit(FULL_POINT_BYE, f"{at_round(round_no)}: {number} {player.name}")
            return warnings

    def cancel_bye(self, number: int, round_no: int) -> None:
        with self._write() as w:
            t = w.tournament()
            player = _player(t, number)
            _check_future_round(t, round_no)
            if not w.delete_bye(round_no, number):
                raise ServiceError(tr("player {number} {name} has no requested bye in round "
                                      "{round_no}", number=number, name=player.name,
                                      round_no=round_no))
            w.audit(N_("cancel bye"), f"{number} {player.name}: round {round_no}")


def bye_warnings(t: Tournament, player: Player, round_no: int, kind: ByeKind
                 ) -> list[ArbiterWarning]:
    """What a requested bye must tell or ask in FIDE mode (issue #23): a second
    half-point bye (Q174, level 3), a full-point bye (Q178, level 2)."""
    if not in_fide_mode(t):
        return []
    found = []
    if kind is ByeKind.HALF_POINT:
        earlier = sorted(r for r, rnd in enumerate(t.rounds, start=1)
                         if rnd.byes.get(player.number) is ByeKind.HALF_POINT)
        earlier += sorted(r for r, byes in t.requested_byes.items()
                          if r != round_no and r > t.rounds_played
                          and byes.get(player.number) is ByeKind.HALF_POINT)
        if earlier:
            found.append(ArbiterWarning(
                CONFIRM, tr("player {number} {name} already has a half-point bye (round "
                            "{earlier}); a second one in round {round_no} goes beyond what the "
                            "tournament usually allows", number=player.number, name=player.name,
                            earlier=', '.join(map(str, sorted(set(earlier)))), round_no=round_no),
                "Q174", "second-half-point-bye"))
    if kind is ByeKind.FULL_POINT:
        found.append(ArbiterWarning(
            NOTICE, tr("a full-point bye for player {number} {name} in round {round_no} is "
                       "deprecated in FIDE-rated events; it is recorded in the TRF export",
                       number=player.number, name=player.name,
                       round_no=round_no), "Q178", "full-point-bye"))
    return found


#: the player fields the initial order is made of (C.04.2 2.2): a change may move a TPN
RANKING_FIELDS = ("rating", "manual_rating", "title", "name", "fide_id")
#: C.04.2 2.3: "No modification of a TPN for this reason is allowed after the fourth
#: round has been paired."
LAST_RENUMBERED_ROUND = 4


def reassign_refusal(t: Tournament) -> str:
    """Why the pairing numbers of ``t`` can no longer follow the initial order ("" when
    they can): round 4 paired (C.04.2 2.3), or a round robin whose round 1 is paired
    (its numbers are the Berger table's, C.05)."""
    if not t.rounds:
        return ""
    if t.system == "roundrobin":
        return tr("round 1 of the round robin is paired; its pairing numbers are the Berger "
                  "table's and can no longer change")
    if len(t.rounds) >= LAST_RENUMBERED_ROUND:
        return tr("round {round} is paired; C.04.2 2.3 allows no change of a pairing number "
                  "after round {last} has been paired", round=len(t.rounds),
                  last=LAST_RENUMBERED_ROUND)
    return ""


def renumbering_warnings(t: Tournament, entries: list[Player],
                         auto_rank: bool) -> list[ArbiterWarning]:
    """A level 3 warning when adding ``entries`` (numbered after the last player) while
    rounds 1-3 are paired would move players already there to other pairing numbers
    (C.04.2 2.4: a late entry takes its place in the initial order): it names every
    number that changes, so the arbiter is asked first ([] when none changes)."""
    if not entries or not auto_rank or not t.rounds or reassign_refusal(t):
        return []
    after = replace(t, players={**t.players, **{p.number: p for p in entries}})
    mapping = ranking.renumbering(after, "rating")
    moved = {old: new for old, new in mapping.items() if old in t.players and old != new}
    if not moved:
        return []
    places = ", ".join(f"{p.name} {mapping.get(p.number, p.number)}" for p in entries)
    return [ArbiterWarning(CONFIRM, tr(
        "the late entry changes pairing numbers (C.04.2 2.4): {places}; players {changes}",
        places=places, changes=_number_runs(moved)), code="late-entry-renumbering")]


def _number_runs(moved: dict[int, int]) -> str:
    """``"25–40 → 26–41, 7 → 9"``: the numbers that change, runs
    of neighbours moved by the same step written once."""
    runs: list[list[int]] = []
    for old in sorted(moved):
        if runs and old == runs[-1][-1] + 1 and moved[old] - old == moved[runs[-1][0]] - runs[-1][0]:
            runs[-1].append(old)
        else:
            runs.append([old])
    return ", ".join(f"{run[0]} → {moved[run[0]]}" if len(run) == 1 else
                     f"{run[0]}–{run[-1]} → {moved[run[0]]}–{moved[run[-1]]}"
                     for run in runs)


def reassign_if_due(w, auto_rank: bool, why: str) -> dict[int, int]:
    """C.04.2 2.3-2.5 after a change of the ranking data or a late entry while rounds 1-3
    are paired: the pairing numbers follow the initial order again (a late entry gets the
    "appropriate TPN" of 2.4, the players below him move down), the paired rounds with
    them; an audit entry names every change.  Nothing before round 1 (round 1's pairing
    ranks them), from round 4 on (2.3), in a round robin, or with the setting
    auto_rank_before_round1 off (the arbiter keeps his numbers).  Old -> new number."""
    t = w.tournament()
    if not auto_rank or not t.rounds or reassign_refusal(t):
        return {n: n for n in t.players}
    return renumber_in(w, t, "rating", f"pairing numbers reassigned ({why}, C.04.2 2.3)")


def renumber_in(w, t: Tournament, order: str, action: str) -> dict[int, int]:
    """Renumber ``t``'s players by ``order`` inside the writer ``w``; an audit
    entry ``action`` lists the numbers that changed (none when none did)."""
    mapping = ranking.renumbering(t, order)
    if all(old == new for old, new in mapping.items()):
        return mapping
    apply_renumbering(w, t, mapping)
    w.audit(action, f"initial ranking by {order}: {ranking.describe(mapping)}")
    return mapping


def apply_renumbering(w, t: Tournament, mapping: dict[int, int]) -> None:
    """Rewrite ``t``'s entries inside the writer ``w`` with the players
    renumbered by ``mapping`` (old -> new, every player), and the stored
    manual-pairing records of an unpaired round 1 with them; no audit entry
    (the caller says why)."""
    if t.rounds:  # C.04.2 2.3: the paired rounds follow their players
        w.renumber_paired(ranking.renumbered(replace(t, rounds=[]), mapping), mapping)
    else:
        w.rewrite_entries(ranking.renumbered(t, mapping))
    for override in w.overrides():
        engine_text = ranking.renumber_pairing_text(override["engine_pairing"], mapping)
        manual_text = ranking.renumber_pairing_text(override["manual_pairing"], mapping)
        values = {"engine_pairing": engine_text, "manual_pairing": manual_text}
        try:
            with using("en"):  # a record: in English, as the audit log
                values["differences"] = "\n".join(pairings.differences(
                    pairings.parse_pairing_text(engine_text) if engine_text.strip() else None,
                    pairings.parse_pairing_text(manual_text)))
        except ServiceError:
            pass  # not in the pairing format: leave the differences as they were
        if override["violations"]:
            values["violations"] = (override["violations"] + "\n(player numbers above are "
                                    f"from before the renumbering {ranking.describe(mapping)})")
        w.update_override(override["id"], **values)


def _checked_player(p: Player) -> Player:
    if not str(p.name).strip():
        raise ServiceError(tr("player {number} needs a name", number=p.number))
    try:
        rating = int(p.rating)
    except (TypeError, ValueError):
        raise ServiceError(tr("player {number}: rating {rating!r} is not a number",
                              number=p.number, rating=p.rating)) from None
    if not 0 <= rating <= 3500:
        raise ServiceError(tr("player {number}: rating {rating} is out of range 0-3500",
                              number=p.number, rating=rating))
    try:
        manual = int(p.manual_rating or 0)
    except (TypeError, ValueError):
        raise ServiceError(tr("player {number}: manual rating {manual_rating!r} is not a number",
                              number=p.number, manual_rating=p.manual_rating)) from None
    if not 0 <= manual <= 3500:
        raise ServiceError(tr("player {number}: manual rating {manual} is out of range 0-3500",
                              number=p.number, manual=manual))
    p = replace(p, manual_rating=manual)
    if not isinstance(p.entry_round, int) or p.entry_round < 1:
        raise ServiceError(tr("player {number}: entry round must be 1 or later", number=p.number))
    return _trf_fields(replace(p, name=str(p.name).strip(), rating=rating))


def _trf_fields(p: Player) -> Player:
    """``p`` with its TRF16 fields in their canonical spelling (sex ``m``/``w``,
    ``f`` taken for ``w``; birth date ``YYYY/MM/DD`` or ``YYYY``), or a
    ServiceError for what the TRF export could not write (a name is kept whole up to
    100 characters: the TRF export cuts it to its 33 columns, with a notice).  Every entry and edit passes
    here, so such a value is refused where it is typed, never first at the
    export.  The spellings are :mod:`arbiter_app.trf.fields`'s."""
    from arbiter_app.services.dates import date_problem, read_date
    from arbiter_app.trf.fields import normal_sex
    from arbiter_app.trf.names import name_problem

    where = tr("player {number}", number=p.number)
    problem = name_problem(p.name)
    if problem:
        raise ServiceError(tr("{where}: {problem}", where=where, problem=problem))
    if any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F for c in p.name):
        raise ServiceError(tr("{where}: the name {name!r} holds a control character", where=where,
                              name=p.name))
    sex = normal_sex(p.sex or "")
    if sex is None:
        raise ServiceError(tr("{where}: sex {sex!r} is not m or w (f is taken for w)", where=where,
                              sex=p.sex))
    birth = read_date(p.birth_date or "", unknown_parts=True)
    if birth is None:
        raise ServiceError(tr("{where}: {problem}", where=where, problem=date_problem(
            tr("birth date"), p.birth_date, unknown_parts=True)))
    title, federation = str(p.title or "").strip(), str(p.federation or "").strip()
    fide_id = str(p.fide_id or "").strip()
    for what, value in ((tr("title"), title), (tr("federation"), federation)):
        if len(value) > 3:
            raise ServiceError(tr("{where}: {what} {value!r} has more than the 3 characters TRF "
                                  "files hold", where=where, what=what, value=value))
    if fide_id and not (fide_id.isascii() and fide_id.isdigit() and len(fide_id) <= 11):
        raise ServiceError(tr("{where}: FIDE id {fide_id!r} must be up to 11 digits", where=where,
                              fide_id=fide_id))
    return replace(p, sex=sex, birth_date=birth, title=title, federation=federation,
                   fide_id=fide_id)


@dataclass(frozen=True)
class Duplicate:
    """An entry (``index`` in the list given, from 0) that is a player already
    in the tournament (``existing``) or an earlier entry of the same list
    (``earlier``, an index)."""

    index: int
    name: str
    code: str  # "duplicate-fide-id" or "duplicate-name-birth"
    text: str
    existing: int | None = None
    earlier: int | None = None

    @property
    def warning(self) -> ArbiterWarning:
        return ArbiterWarning(CONFIRM, self.text, code=self.code)


def _same_name(name: str) -> str:
    return fold(" ".join(name.replace(",", ", ").split()))  # accents aside too


def duplicates_among(t: Tournament, entries: list[Player]) -> list[Duplicate]:
    """Which of ``entries`` (new players, in order) are already in ``t`` or
    earlier in ``entries``: the same FIDE id, or the same name (case and
    spaces aside) and birth date when not both have a FIDE id, or else the same name
    alone (two people of one name, or one entered twice with a wrong id: the arbiter
    is asked, issue #35).  One Duplicate per entry, the FIDE id first."""
    by_id: dict[str, tuple[Player, int | None]] = {}
    by_name: dict[tuple[str, str], tuple[Player, int | None]] = {}
    by_name_only: dict[str, tuple[Player, int | None]] = {}

    def remember(p: Player, index: int | None) -> None:
        if p.fide_id:
            by_id.setdefault(p.fide_id, (p, index))
        if p.birth_date:
            by_name.setdefault((_same_name(p.name), p.birth_date), (p, index))
        by_name_only.setdefault(_same_name(p.name), (p, index))

    for _number, player in sorted(t.players.items()):
        remember(player, None)
    found = []
    several = len(entries) > 1
    for index, p in enumerate(entries):
        who = f"{p.name}: " if several else ""
        hit = by_id.get(p.fide_id) if p.fide_id else None
        code, what = "duplicate-fide-id", tr("FIDE id {fide_id}", fide_id=p.fide_id)
        if hit is None and p.birth_date:
            hit = by_name.get((_same_name(p.name), p.birth_date))
            if hit is not None and p.fide_id and hit[0].fide_id and p.fide_id != hit[0].fide_id:
                hit = None
            code, what = "duplicate-name-birth", tr("the same name and birth date {birth_date}",
                                                    birth_date=p.birth_date)
        if hit is None:  # the same name only (another FIDE id, or none): asked too
            hit = by_name_only.get(_same_name(p.name))
            code, what = "duplicate-name", tr("the same name")
        if hit is not None:
            other, earlier = hit
            if earlier is None:
                text = who + tr("player {number} {name} has {what} already",
                                number=other.number, name=other.name, what=what)
            else:
                text = who + tr("entry {index} of the list ({name}) has {what} already",
                                index=earlier + 1, name=other.name, what=what)
            found.append(Duplicate(index, p.name, code, text,
                                   other.number if earlier is None else None, earlier))
        remember(p, index)
    return found


def _player(t: Tournament, number: int) -> Player:
    if number not in t.players:
        raise ServiceError(tr("there is no player {number}", number=number))
    return t.players[number]


def _first_entry(t: Tournament, number: int) -> int | None:
    for round_no, game, bye in t.entries(number):
        if game is not None or bye is not None:
            return round_no
    return None


def _check_future_round(t: Tournament, round_no: int) -> None:
    if round_no <= t.rounds_played:
        raise ServiceError(tr("round {round_no} is already paired; byes can only be requested "
                              "for rounds from {next_round} on (unpair round {round_no} first)",
                              round_no=round_no, next_round=t.next_round))
    if t.total_rounds is not None and round_no > t.total_rounds:
        raise ServiceError(trn("there is no round {round_no}; the tournament has {n} round",
                               "there is no round {round_no}; the tournament has {n} rounds",
                               t.total_rounds, round_no=round_no))


#: ``Tournament.options`` key: rounds in which no half-point bye may be requested
#: (FIDE checklist Q175; e.g. the regulations' last two rounds), "8,9"
HALF_BYE_CLOSED = "byes.half_closed_rounds"


def half_bye_closed_rounds(t: Tournament) -> set[int]:
    return {int(x) for x in t.options.get(HALF_BYE_CLOSED, "").split(",") if x.strip()}


class HalfByeRounds:
    """Needs ``self._write()`` from the service."""

    def close_half_byes(self, rounds: list[int]) -> None:
        """The rounds in which no half-point bye may be requested ([]: none); the
        half-point byes already requested there stay (the arbiter decides on them)."""
        with self._write() as w:
            t = w.tournament()
            total = t.total_rounds or 0
            bad = [r for r in rounds if not 1 <= r <= max(total, 1)]
            if bad:
                raise ServiceError(tr("round {from_round} is not a round of this tournament",
                                      from_round=bad[0]))
            w.set_option(HALF_BYE_CLOSED, ",".join(map(str, sorted(set(rounds)))) or None)
            w.audit(N_("half-point byes closed"), ", ".join(map(str, sorted(set(rounds))))
                    or "none")

