"""Player entries: adding (one or an import), editing, withdrawing or expelling,
re-admitting, removing an entry made by mistake and its undo, and renumbering.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import ByeKind, Player
from arbiter_app.i18n import N_, tr, trn, using
from arbiter_app.services import pairings, ratings
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.players.checks import (PLAYER_FIELDS, _checked_player, _first_entry,
                                                 _player)
from arbiter_app.services.players.duplicates import Duplicate, duplicates_among
from arbiter_app.services.players.renumbering import (RANKING_FIELDS, change_numbers,
                                                      order_after_moves, reassign_if_due,
                                                      reassign_refusal, renumber_in,
                                                      renumbering_warnings)
from arbiter_app.services.warnings import require_confirmation


class EntryActions:
    """Needs ``self._write()`` (a writer context) and ``self.tournament()`` from the
    service."""

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

    def change_pairing_numbers(self, order: list[int] | None = None,
                               moves: list[tuple[int, int]] | None = None,
                               confirm: bool = False):
        """Pairing numbers changed by hand (checklist Q147-154): the players of ``order``
        (every current number once) get 1, 2, ... in that order, or ``moves`` ((n, m): the
        player numbered n gets m) are applied one after the other.  Level 3 when the result
        is not the initial ranking order, level 4 once round 1 is paired, refused from round
        4 on (C.04.2 2.3); see :func:`change_numbers`.  Returns (old -> new, warnings)."""
        with self._write() as w:
            if order is None:
                order = order_after_moves(w.tournament(), moves or [])
            return change_numbers(w, order, confirm)
