"""Players menu of the main window: add, edit, withdraw, byes, imports, cards."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from arbiter_app.services import NeedsConfirmation
from arbiter_app.ui import commands as cmd
from arbiter_app.ui import warnings as warnings_ui
from arbiter_app.ui.workers import user_message
from arbiter_app.i18n import N_, tr, trn

#: the answers to "these players are already in the tournament" of an import (shown
#: translated; ``choose`` answers with the text of the button chosen)
SKIP, ADD_ANYWAY, CANCEL = N_("Skip them"), N_("Add them anyway"), N_("Cancel")
#: the file types of the rating lists (translated where shown; the patterns stay)
RATING_LISTS = N_("FIDE rating lists (*.txt *.xml *.zip);;All files (*)")
#: the duplicates named in that question; the count says how many more
DUPLICATES_LISTED = 15


class PlayerActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    def add_player_menu(self, menu) -> None:
        self.act_add_player = self.action(tr("&Add player\u2026"), self.add_player, "Ctrl+Shift+A")
        self.act_add_player.setShortcuts([QKeySequence("Ctrl+Shift+A"), QKeySequence("Ins")])
        self.act_edit_player = self.action(tr("&Edit player\u2026"), lambda: self.edit_player(None), "F2")
        self.act_delete_player = self.action(tr("&Delete player\u2026"), self.delete_player, None,
                                             tr("Delete a player entered by mistake (before "
                                             "round 1; later players withdraw)"))
        self.act_withdraw = self.action(tr("&Withdraw player"), self.withdraw_player)
        self.act_expel = self.action(tr("E&xpel player\u2026"), self.expel_player, None,
                                     tr("Withdraw a player by expulsion: flagged, and left out of "
                                     "the standings"))
        self.act_readmit = self.action(tr("&Re-admit player"), self.readmit_player)
        self.act_bye = self.action(tr("Requested &bye / absence\u2026"), self.request_bye, "Ctrl+B")
        self.act_forbidden = self.action(tr("Forbidden &pairs\u2026"), self.forbidden_pairs, None,
                                         tr("Two players who shall not meet (before round 1)"))
        self.act_numbers = self.action(tr("Change pairing &numbers\u2026"),
                                       self.change_pairing_numbers, None,
                                       tr("Move players to other pairing numbers by hand "
                                          "(before round 1; later until round 4 is paired)"))
        self.act_card = self.action(tr("Pairing &card\u2026"), lambda: self.show_card(None), "Ctrl+K")
        self.act_card.read_only_ok = True
        self.act_import_csv = self.action(tr("Import players from C&SV\u2026"), self.import_csv)
        self.act_import_trf_players = self.action(tr("Import players from &TRF\u2026"),
                                                  self.import_trf_players)
        self.act_import_fide = self.action(tr("Import players from the &FIDE rating list\u2026"),
                                           self.import_fide)
        self.act_check_ratings = self.action(
            tr("Check ratin&gs against a list\u2026"), self.check_ratings, None,
            tr("Compare the players with a FIDE rating list file: rating, K, title, "
               "federation, name, birth date; one button takes every difference"))
        self.player_actions = [self.act_add_player, self.act_edit_player,
                               self.act_delete_player, self.act_withdraw, self.act_expel,
                               self.act_readmit,
                               self.act_bye, self.act_forbidden, self.act_numbers,
                               self.act_card,
                               self.act_import_csv, self.act_import_trf_players,
                               self.act_import_fide, self.act_check_ratings]
        for act in self.player_actions[:10]:
            menu.addAction(act)
        menu.addSeparator()
        for act in self.player_actions[10:]:
            menu.addAction(act)

    # -- one player -------------------------------------------------------------
    def _player_or_current(self, number):
        number = number if number is not None else self.current_player()
        if number is None or self.snapshot is None or number not in self.snapshot.tournament.players:
            self.status(tr("Select a player first."))
            return None
        return number

    def add_player(self) -> None:
        """The dialog stores each player itself and closes only once the player is
        stored (then "Save and next" opens an empty one): a refusal or a No keeps what
        was typed."""
        from arbiter_app.ui.dialogs.player import PlayerDialog
        while True:
            dialog = PlayerDialog(self, save=lambda values, saved, not_saved:
                                  self.add_player_values(values, saved, not_saved))
            if not self.run_dialog(dialog) or not dialog.next_wanted:
                return

    def add_player_values(self, values: dict, saved=None, not_saved=None) -> None:
        late = self.snapshot is not None and self.snapshot.tournament.rounds_played > 0

        def added(player):
            self.players_view.select_player(player.number)
            note = (tr(" (late entry: plays from round {round})", round=player.entry_round)
                    if late or player.entry_round > 1 else "")
            self.status(tr('Player {number} {name} added{note}.', number=player.number, name=player.name, note=note))
            if saved is not None:
                saved()
        # a duplicate (same FIDE id, name and birth date, or name) and a late entry that
        # moves pairing numbers are asked about first
        warnings_ui.perform(self, lambda confirm: cmd.AddPlayer(self.session, values, confirm),
                            on_done=added, on_not_done=not_saved)

    def edit_player(self, number=None) -> None:
        from arbiter_app.ui.dialogs.player import PlayerDialog
        if self.snapshot is not None and self.snapshot.read_only:
            return self.show_card(number)
        number = self._player_or_current(number)
        if number is None:
            return
        t = self.snapshot.tournament
        old = cmd.player_fields(t.players[number], t)
        from arbiter_app.services.rating_lists import choice_text, picked_field
        lists = [(choice_text(r), r.rating, picked_field(t, r))
                 for r in t.players[number].fide_ratings if r.rating]
        self.run_dialog(PlayerDialog(
            self, dict(old, list_ratings=lists), title=tr('Edit player {number}', number=number), allow_next=False,
            save=lambda values, saved, not_saved: self.edit_player_values(
                number, values, saved, not_saved)))

    def edit_player_values(self, number: int, values: dict, saved=None,
                           not_saved=None) -> None:
        """Store the edit; ``saved()`` after it (the dialog closes), ``not_saved()``
        when it is refused (the dialog keeps what was typed)."""
        t = self.snapshot.tournament
        old = cmd.player_fields(t.players[number], t)
        command = cmd.EditPlayer(self.session, number, old, values)
        if not command.new:
            if saved is not None:
                saved()
            return

        def failed(exc):
            self.show_error(user_message(exc))
            if not_saved is not None:
                not_saved()
        self.session.perform(command, on_done=lambda _player: saved and saved(),
                             on_error=failed)

    def delete_player(self, number=None) -> None:
        number = self._player_or_current(number)
        if number is None:
            return
        t = self.snapshot.tournament
        player = t.players[number]
        if any(game is not None or bye is not None for _r, game, bye in t.entries(number)):
            self.show_error(tr('Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.', number=number, name=player.name))
            return
        if not self.ask(tr('Delete player {number} {name}? (Edit › Undo brings the entry back.)', number=number, name=player.name)):
            return
        self.session.perform(cmd.DeletePlayer(self.session, player, {
            r: kind for r, byes in t.requested_byes.items() for n, kind in byes.items()
            if n == number}), on_done=lambda _r: self.status(
                tr('Player {number} {name} deleted.', number=number, name=player.name)))

    def withdraw_player(self, number=None) -> None:
        number = self._player_or_current(number)
        if number is None:
            return
        player = self.snapshot.tournament.players[number]
        if player.withdrawn_from is not None:
            self.status(tr('Player {number} has already withdrawn.', number=number))
            return
        # asked first, as deleting and expelling are (issue #35)
        if not self.ask(tr('Withdraw player {number} {name}?\n\nThe player is not paired '
                           'from the next round on; the games played keep counting. '
                           '(Players \u203a Re-admit player brings the player back.)',
                           number=number, name=player.name)):
            return
        self.session.perform(cmd.Withdraw(self.session, number))

    def expel_player(self, number=None) -> None:
        """Withdraw by expulsion (FIDE checklist Q197-198), after a question."""
        number = self._player_or_current(number)
        if number is None:
            return
        player = self.snapshot.tournament.players[number]
        if player.expelled:
            self.status(tr('Player {number} has already been expelled.', number=number))
            return
        if not self.ask(tr('Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).', number=number, name=player.name)):
            return
        self.session.perform(cmd.Withdraw(self.session, number, expelled=True))

    def readmit_player(self, number=None) -> None:
        number = self._player_or_current(number)
        if number is None:
            return
        player = self.snapshot.tournament.players[number]
        if player.withdrawn_from is None:
            self.status(tr('Player {number} has not withdrawn.', number=number))
            return
        self.session.perform(cmd.Readmit(self.session, number, player.withdrawn_from))

    def request_bye(self, number=None) -> None:
        from arbiter_app.ui.dialogs.bye import ByeDialog
        number = self._player_or_current(number)
        if number is None:
            return
        t = self.snapshot.tournament
        current = {r: byes[number] for r, byes in t.requested_byes.items() if number in byes}
        last = t.total_rounds or t.next_round
        dialog = ByeDialog(f"{number} {t.players[number].name}", t.next_round, last, current, self)
        if not self.run_dialog(dialog):
            return
        round_no, kind = dialog.values()
        self.set_bye(number, round_no, kind)

    def set_bye(self, number: int, round_no: int, kind) -> None:
        t = self.snapshot.tournament
        previous = t.requested_byes.get(round_no, {}).get(number)
        if previous == kind:
            return
        # in FIDE mode a second half-point bye is asked once, a full-point bye is a notice
        warnings_ui.perform(self, lambda confirm: cmd.RequestBye(self.session, number, round_no,
                                                                 kind, previous, confirm),
                            on_done=lambda warnings: warnings_ui.notify(self, warnings or []))

    def forbidden_pairs(self) -> None:
        """Players › Forbidden pairs…: add or remove one pair (the service refuses it
        after round 1 in FIDE mode: a level 5 warning)."""
        from arbiter_app.ui.dialogs.forbidden import ForbiddenPairDialog
        t = self.snapshot.tournament
        pairs = sorted(tuple(sorted(p)) for p in t.forbidden_pairs)
        dialog = ForbiddenPairDialog({n: p.name for n, p in t.players.items()}, pairs, self)
        if not self.run_dialog(dialog):
            return
        a, b, remove = dialog.values()
        warnings_ui.perform(self, lambda confirm: cmd.ForbidPair(self.session, a, b,
                                                                 not remove, confirm))

    def change_pairing_numbers(self) -> None:
        """Players › Change pairing numbers…: the order by hand (Q147-154); the service's
        warnings are asked (level 3 once, level 4 twice), a refusal shown."""
        from arbiter_app.ui.dialogs.pairing_numbers import (ChangePairingNumbers,
                                                            PairingNumbersDialog)
        t = self.snapshot.tournament
        dialog = PairingNumbersDialog({n: f"{p.name} ({p.rating})" for n, p in
                                       t.players.items()}, self)
        if not self.run_dialog(dialog):
            return
        order = dialog.order()
        if order == sorted(order):
            self.status(tr("The pairing numbers stay as they were."))
            return
        warnings_ui.perform(self, lambda confirm: ChangePairingNumbers(self.session, order,
                                                                       confirm),
                            on_done=lambda warnings: warnings_ui.notify(self, warnings or []))

    def show_card(self, number=None) -> None:
        from arbiter_app.ui.dialogs.card import PairingCardDialog
        number = self._player_or_current(number)
        if number is None:
            return
        self.run_dialog(PairingCardDialog(self.snapshot.tournament, number, self))

    # -- imports ---------------------------------------------------------------
    def import_csv(self) -> None:
        path = self.ask_open_path(tr("Import players from CSV"),
                                  tr("CSV files (*.csv *.txt);;All files (*)"))
        if path:
            from arbiter_app.services.player_import import read_csv_file
            self.tasks.run(lambda: read_csv_file(path), label=tr("Reading players"),
                           on_done=lambda table: self.preview_csv(table, path))

    def preview_csv(self, table, source: str) -> None:
        """The columns as they will be imported (and what is ignored) first."""
        from arbiter_app.ui.dialogs.csv_preview import CsvPreviewDialog
        dialog = CsvPreviewDialog(table, self)
        if self.run_dialog(dialog) and dialog.wanted():
            self.import_players_values(dialog.players(), source)

    def import_trf_players(self) -> None:
        path = self.ask_open_path(tr("Import players from a TRF file"),
                                  tr("TRF files (*.trf *.txt);;All files (*)"))
        if path:
            from arbiter_app.ui.imports.players_trf import read_players_trf
            self._import_players(lambda: read_players_trf(path), path)

    def import_fide(self) -> None:
        path = self.ask_open_path(tr("FIDE rating list (TXT or XML, plain or zipped)"),
                                  tr(RATING_LISTS))
        if not path:
            return
        from arbiter_app.ui.dialogs.fide import FidePickDialog
        dialog = FidePickDialog(lambda lines, done: self.search_fide(path, lines, done), self,
                                source=path)
        if self.run_dialog(dialog) and dialog.chosen():
            self.import_players_values(dialog.chosen(), path)

    def check_ratings(self) -> None:
        """The players against a rating list (checklist Q127-137): every difference shown,
        one button to take them all (audited; not undoable, like leaving FIDE mode: the
        audit entry keeps the values replaced)."""
        path = self.ask_open_path(tr("Rating list to check the players against"),
                                  tr("FIDE rating lists (*.txt *.xml *.zip);;Your own rating "
                                     "lists (*.csv);;All files (*)"))
        if not path:
            return
        session = self.session

        def updated(check):
            self.status(tr("{count} differences taken from {list}.",
                           count=len(check.differences), list=check.lists[0].name))

        def shown(check):
            from arbiter_app.ui.dialogs.rating_check import RatingCheckDialog
            dialog = RatingCheckDialog(check, self.snapshot.tournament.players, self)
            if self.run_dialog(dialog):
                session.run(tr("Updating the ratings"),
                            lambda s: s.update_from_lists([path]), on_done=updated,
                            on_error=lambda exc: self.show_error(user_message(exc)))
        session.run(tr("Checking the ratings"), lambda s: s.check_rating_lists([path]),
                    refresh=False, on_done=shown,
                    on_error=lambda exc: self.show_error(user_message(exc)))

    def search_fide(self, path, lines, done) -> None:
        from arbiter_app.ui.imports.fide_list import search_rating_list
        self.tasks.run(lambda: search_rating_list(path, lines), label=tr("Searching the rating list"),
                       on_done=done, on_error=lambda exc: (done([]), self.show_error(user_message(exc))))

    def _import_players(self, reader, path) -> None:
        self.tasks.run(reader, label=tr("Reading players"),
                       on_done=lambda players: self.import_players_values(players, path))

    def import_players_values(self, players: list[dict], source: str = "") -> None:
        """Add ``players`` in one undoable step; players already in the tournament
        (or twice in the list) are one question for the whole import."""
        if not players:
            self.show_error(tr('No players found in {source}.', source=source))
            return

        def done(numbers, skipped=0):
            self.status(trn("{n} player imported", "{n} players imported", len(numbers))
                        + (trn("; {n} already in the tournament skipped",
                               "; {n} already in the tournament skipped", skipped)
                           if skipped else "") + ".")

        def again(exc):  # after the arbiter's answer only a level 5 warning is left
            if isinstance(exc, NeedsConfirmation):
                warnings_ui.confirm(self, exc)
            else:
                self.show_error(user_message(exc))

        def failed(exc):
            if not isinstance(exc, NeedsConfirmation):
                self.show_error(user_message(exc))
            elif not all(w.code.startswith("duplicate-") for w in exc.warnings):
                if warnings_ui.confirm(self, exc):
                    self.session.perform(cmd.AddPlayers(self.session, players, confirm=True),
                                         on_done=done, on_error=again)
            else:
                self._import_duplicates(players, exc, done, again)
        self.session.perform(cmd.AddPlayers(self.session, players), on_done=done,
                             on_error=failed)

    def _import_duplicates(self, players, exc, done, again) -> None:
        count = len(exc.warnings)
        listed = [f"\u2022 {w.text}" for w in exc.warnings[:DUPLICATES_LISTED]]
        if count > len(listed):
            listed.append(tr("\u2026 and {n} more", n=count - len(listed)))
        options = [tr(SKIP), tr(ADD_ANYWAY), tr(CANCEL)]
        choice = self.choose(
            trn("{n} of these {total} players is already in the tournament (or twice in the "
                "import):", "{n} of these {total} players are already in the tournament (or "
                "twice in the import):", count, total=len(players))
            + "\n\n" + "\n".join(listed) + "\n\n"
            + tr("Skip them, add them anyway, or cancel the import?"), options)
        choice = (SKIP, ADD_ANYWAY, CANCEL)[options.index(choice)] if choice in options \
            else CANCEL
        if choice == SKIP:
            if count >= len(players):
                self.status(tr('All {count} players are already in the tournament; nothing was imported.', count=len(players)))
                return
            self.session.perform(cmd.AddPlayers(self.session, players, skip_duplicates=True,
                                                skipped=count),
                                 on_done=lambda numbers: done(numbers, count), on_error=again)
        elif choice == ADD_ANYWAY:
            self.session.perform(cmd.AddPlayers(self.session, players, confirm=True),
                                 on_done=done, on_error=again)
        else:
            self.status(tr("Import cancelled; nothing was changed."))

    def choose(self, text: str, options: list[str]) -> str:
        """One of ``options`` (the last: cancel); tests replace this."""
        return warnings_ui.choose(self, text, options)
