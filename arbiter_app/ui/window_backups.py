"""Restoring the automatic backups from the main window: File > Restore from
backup..., and the offer of the newest backup that opens when a tournament
file cannot be opened (damaged, cut short, gone)."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.i18n import tr
from arbiter_app.ui.window_files import FILE_FILTER
from arbiter_app.ui.workers import user_message


class BackupActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    # -- File > Restore from backup... -------------------------------------------------
    def restore_from_backup(self, tournament: str | None = None) -> None:
        """Choose a backup of the open tournament (or of a file asked for when
        none is open) and restore it as a tournament file."""
        if self.tasks.busy:
            self.show_error(tr("Arbiter is still busy; restore a backup when it has finished."))
            return
        if tournament is None and self.snapshot is not None:
            tournament = self.snapshot.path
        if tournament is None:
            tournament = self.ask_open_path(tr("Restore from backup: the tournament file "
                                               "(damaged or not)"), tr(FILE_FILTER))
            if not tournament:
                return
        tournament = Path(tournament)

        def find():
            from arbiter_app.services import backups_of, restored_name
            return backups_of(tournament), restored_name(tournament)
        self.tasks.run(find, label=tr("Reading the backups"),
                       on_done=lambda found: self._choose_backup(tournament, *found),
                       on_error=lambda exc: self.show_error(user_message(exc)))

    def _choose_backup(self, tournament: Path, backups, suggestion: Path) -> None:
        if not backups:
            self.inform(tr('There are no backups of {name}. Arbiter makes one before each '
                           'round is paired and after its last result.', name=tournament.name))
            return
        from arbiter_app.ui.dialogs.restore import RestoreDialog
        dialog = RestoreDialog(tournament, backups, suggestion, self)
        if not self.run_dialog(dialog):
            return
        backup, target = dialog.chosen(), dialog.target()
        if backup is not None and str(target):
            self.restore_to(backup, target)

    def restore_to(self, backup, target: str | Path) -> None:
        """Restore ``backup`` as ``target`` and open it; an existing ``target``
        is replaced only when the arbiter says so."""
        target = Path(target)
        if not target.suffix:
            target = target.with_suffix(".arbiter")
        replace = target.exists()
        if replace and not self.ask(
                tr('{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.', target=target, when=backup.when, reason=backup.reason, contents=backup.contents)):
            return
        reopen = None
        if self.snapshot is not None and _same(Path(self.snapshot.path), target):
            reopen = str(self.snapshot.path)
            self.close_tournament()  # our own lock: the file is replaced by the backup

        def failed(exc) -> None:
            self.show_error(user_message(exc))
            if reopen:
                self.open_path(reopen)

        from arbiter_app.services import restore_backup
        self.tasks.run(lambda: restore_backup(backup, target, replace=replace),
                       label=tr('Restoring {name}', name=target.name),
                       on_done=lambda path: self._restored(backup, path), on_error=failed)

    def _restored(self, backup, path: Path) -> None:
        self.status(tr('Restored the backup taken {when} ({reason}) as {path}.', when=backup.when, reason=backup.reason, path=path))
        self.open_path(str(path))

    # -- a tournament file that cannot be opened ------------------------------------------
    def open_failed(self, exc: BaseException) -> None:
        """The error of opening a file; when it is no (longer a) sound tournament
        file and a backup of it opens, the newest such backup is offered."""
        from arbiter_app.services import FileNotATournament
        path = getattr(exc, "path", None)
        if not isinstance(exc, FileNotATournament) or path is None:
            self.show_error(user_message(exc))
            return
        path = Path(path)

        def find():
            from arbiter_app.services import newest_usable_backup, restored_name
            backup = newest_usable_backup(path)
            return backup, (restored_name(path) if backup is not None else None)
        self.tasks.run(find, label=tr("Looking for a backup"),
                       on_done=lambda found: self._offer_backup(exc, path, *found),
                       on_error=lambda _error: self.show_error(user_message(exc)))

    def _offer_backup(self, exc, path: Path, backup, target: Path | None) -> None:
        if backup is None:
            self.show_error(user_message(exc))
            return
        if self.ask(tr('{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.', user_message=user_message(exc), when=backup.when, reason=backup.reason, contents=backup.contents, target=target, name=path.name)):
            self.restore_to(backup, target)


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False
