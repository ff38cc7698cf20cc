"""Publishing to the players from the main window (issue #26): File > Publish
writes the web pages into the tournament's folder with one key (Ctrl+Shift+P;
the folder is asked the first time and kept for the tournament on this
computer; a folder only named in the tournament file is shown as a proposal
the arbiter confirms, issue #34), and opens or closes the hall display on the
screen the arbiter chooses."""

from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QPushButton)

from arbiter_app.ui.dialogs.fields import lay_out, refuse
from arbiter_app.i18n import tr


class PublishDialog(QDialog):
    """The tournament's publishing folder; ``values()``: (folder, birth dates, data).
    ``proposed``: ``folder`` is only named in the tournament file (not chosen on this
    computer), and a note says so above it."""

    def __init__(self, parent=None, folder: str = "", birth_dates: bool = False,
                 data: bool = False, suggestion: str = "", proposed: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Publishing folder"))
        self.folder = QLineEdit(folder or suggestion)
        self.folder.setMinimumWidth(380)
        browse = QPushButton(tr("&Browse\u2026"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        self.birth_dates = QCheckBox(tr("Publish birth &dates (FIDE does not)"))
        self.birth_dates.setChecked(birth_dates)
        self.data = QCheckBox(tr("Also the standings and pairings as &JSON and CSV"))
        self.data.setChecked(data)
        form = QFormLayout()
        form.addRow(tr("&Folder"), row)
        form.itemAt(0, QFormLayout.ItemRole.LabelRole).widget().setBuddy(self.folder)
        form.addRow("", self.birth_dates)
        form.addRow("", self.data)
        self.note = QLabel(tr("The tournament file proposes this folder; it was not chosen on "
                              "this computer. Check it: nothing is written before you "
                              "confirm."))
        self.note.setWordWrap(True)
        self.note.setVisible(proposed)
        lay_out(self, self.note, form, on_accept=self._accept)

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, tr("Publishing folder"), self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def _accept(self) -> None:
        if not refuse(self, "" if self.folder.text().strip() else
                      tr("Choose the folder the web pages are written to.")):
            self.accept()

    def values(self) -> tuple[str, bool, bool]:
        return self.folder.text().strip(), self.birth_dates.isChecked(), self.data.isChecked()


class PublishActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    hall = None
    hall_settings: dict | None = None

    def add_publish_menu(self, file_menu) -> None:
        menu = file_menu.addMenu(tr("P&ublish"))
        self.act_publish = self.action(tr("&Publish web pages now"), self.publish_now,
                                       "Ctrl+Shift+P",
                                       tr("Write the web pages into the publishing folder"))
        self.act_publish_folder = self.action(tr("Publishing &folder\u2026"),
                                              self.edit_publish_folder)
        self.act_hall = self.action(tr("&Hall display\u2026"), self.open_hall)
        self.act_hall.read_only_ok = True
        self.act_close_hall = self.action(tr("&Close hall display"), self.close_hall)
        self.act_close_hall.read_only_ok = True
        for act in (self.act_publish, self.act_publish_folder, self.act_hall,
                    self.act_close_hall):
            menu.addAction(act)
        self.publish_actions = [self.act_publish, self.act_publish_folder, self.act_hall,
                                self.act_close_hall]

    # -- web pages ---------------------------------------------------------------------
    def publish_now(self) -> None:
        from arbiter_app.services.publish import chosen_folder
        if self.snapshot is None:
            return
        folder = chosen_folder(self.snapshot.path)
        if not folder:  # none chosen on this computer: asked (a file's own is proposed)
            self.edit_publish_folder(then_publish=True)
            return
        self._publish(folder)

    def _publish(self, folder: str) -> None:
        from arbiter_app.services.publish import publish_service
        self.session.run(tr("Publishing"), lambda s: publish_service(s, folder),
                         refresh=False,
                         on_done=lambda report: self.status(
                             tr("Published: {summary}", summary=report.summary())))

    def edit_publish_folder(self, then_publish: bool = False) -> None:
        if self.snapshot is None:
            return
        from arbiter_app.ui.window_output import team_event
        if team_event(self):  # its settings are kept with the team level (issue #37)
            from arbiter_app.services.documents import event_of
            self.session.run(tr("Reading the settings"), lambda s: event_of(s)[0],
                             refresh=False,
                             on_done=lambda t: self._ask_publish_folder(t, then_publish))
            return
        self._ask_publish_folder(self.snapshot.tournament, then_publish)

    def _ask_publish_folder(self, tournament, then_publish: bool) -> None:
        from arbiter_app.services.publish import (absolute_folder, publish_folder,
                                                  publish_settings, set_publish_settings)
        settings = publish_settings(tournament)
        choice = publish_folder(self.snapshot.path, tournament)
        from pathlib import Path
        suggestion = str(Path(self.snapshot.path).resolve().with_name(
            Path(self.snapshot.path).stem + "-web"))
        dialog = PublishDialog(self, choice.folder, settings.birth_dates, settings.data,
                               suggestion, proposed=bool(choice.proposal))
        if not self.run_dialog(dialog):
            return
        folder, birth_dates, data = dialog.values()
        folder = absolute_folder(folder)

        def saved(_result) -> None:
            self.status(tr('Publishing folder: {folder}', folder=folder))
            if then_publish:
                self._publish(folder)
        self.session.run(tr("Saving the publishing folder"),
                         lambda s: set_publish_settings(s, folder, birth_dates, data),
                         on_done=saved)

    # -- the hall display ----------------------------------------------------------------
    def open_hall(self) -> None:
        from PySide6.QtGui import QGuiApplication

        from arbiter_app.ui.hall import HallWindow
        from arbiter_app.ui.hall_dialog import HallDialog
        dialog = HallDialog(self, self.hall_settings)
        if not self.run_dialog(dialog):
            return
        values = self.hall_settings = dialog.values()
        if self.hall is None:
            self.hall = HallWindow(self)
        hall = self.hall
        hall.configure(values["views"], values["seconds"], values["point_size"])
        screens = QGuiApplication.screens()
        screen = screens[min(values["screen"], len(screens) - 1)]
        hall.hide()
        hall.setScreen(screen)
        area = screen.geometry()
        if values["full_screen"]:
            hall.setGeometry(area)
            hall.showFullScreen()
        else:
            hall.setGeometry(area.x() + area.width() // 8, area.y() + area.height() // 8,
                             area.width() * 3 // 4, area.height() * 3 // 4)
            hall.showNormal()
        self.update_hall(self.snapshot)
        hall.start()
        self.activateWindow()  # the arbiter goes on typing here
        self.status(tr('Hall display on screen {screen}; File › Publish › Close hall display ends it.', screen=values['screen'] + 1))

    def update_hall(self, snapshot) -> None:
        """Called with every new snapshot: the hall shows it at once (a team event: its
        team level, read by the services on the worker)."""
        if self.hall is not None and snapshot is not None and self.hall.isVisible():
            from arbiter_app.ui.window_output import team_event
            if team_event(self):
                from arbiter_app.services.documents import event_of
                hall = self.hall

                def show(event) -> None:
                    if self.hall is hall and hall.isVisible():
                        hall.set_snapshot(*event)
                self.session.run(tr("Reading the teams"), event_of, refresh=False,
                                 on_done=show)
                return
            self.hall.set_snapshot(snapshot.tournament, list(snapshot.tiebreaks))

    def close_hall(self) -> None:
        if self.hall is not None:
            self.hall.close()
            self.hall.deleteLater()
            self.hall = None
            self.status(tr("Hall display closed."))


__all__ = ["PublishActions", "PublishDialog"]
