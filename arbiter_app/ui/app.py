"""Start the desktop application: ``arbiter [FILE]`` or ``python -m arbiter_app``."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import traceback
from pathlib import Path
from arbiter_app.i18n import tr

log = logging.getLogger("arbiter_app.ui")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="arbiter",
                                     description=tr("Arbiter: run a FIDE Swiss tournament."))
    parser.add_argument("file", nargs="?", help=tr("a tournament file (.arbiter) to open"))
    parser.add_argument("--self-test", action="store_true",
                        help=tr("check this installation headless (pair two rounds with every "
                                "system, open the main window offscreen), print one line per "
                                "check and exit 0 when all pass"))
    # Qt's own options (-style, -platform ...) pass through untouched
    args, _qt = parser.parse_known_args(argv)
    return args


def log_file() -> Path | None:
    try:
        from arbiter_app.paths import data_dir
        folder = data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        return folder / "arbiter.log"
    except Exception:
        return None


def setup_logging() -> Path | None:
    path = log_file()
    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    if path is not None:
        try:
            handlers.append(logging.FileHandler(path, encoding="utf-8"))
        except OSError:
            path = None
    logging.basicConfig(level=logging.INFO, handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return path


def install_excepthook(parent_getter=lambda: None, logfile: Path | None = None) -> None:
    """Unexpected errors: logged in full, shown to the arbiter as a plain message."""
    def hook(exc_type, exc, tb):
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        log.error("unexpected error:\n%s", "".join(traceback.format_exception(exc_type, exc, tb)))
        try:
            from PySide6.QtWidgets import QApplication, QMessageBox
            from arbiter_app.ui.workers import user_message
            if QApplication.instance() is not None:
                where = "\n\n" + tr("The log is in {path}.", path=logfile) if logfile else ""
                QMessageBox.critical(parent_getter(), "Arbiter", user_message(exc) + where)
        except Exception:  # never let the hook itself fail
            pass
    sys.excepthook = hook


def tune_interpreter() -> None:
    """Keep the GUI thread's pauses short while the worker computes.

    * The GUI thread takes the interpreter lock from a busy worker within 0.2 ms
      instead of Python's default 5 ms.
    * Python's cyclic garbage collector stops every thread while it runs; with
      a big tournament in memory a full collection took tens to hundreds of
      milliseconds.  Fewer young collections (threshold 20000) and freezing
      what is loaded at start (and each shown snapshot, see
      ``MainWindow._show``) keep each collection small; objects that stay
      reachable are never scanned again, and plain data is still freed by
      reference counting when dropped.
    """
    import gc
    sys.setswitchinterval(0.0002)
    gc.set_threshold(20_000, 20, 10)
    import arbiter_app.services  # noqa: F401  (loaded now, then frozen)
    gc.freeze()


def app_icon():
    from PySide6.QtGui import QIcon

    from arbiter_app.paths import resource_path
    path = resource_path("arbiter.svg")
    return QIcon(str(path)) if path else QIcon()


def apply_language(app) -> str:
    """The interface's language: Settings › Language, else the operating system's (Qt's
    list of the user's languages, then the POSIX variables), else English; Qt's own texts
    (OK, Cancel) from its translations when it has them.  Returns the language's code."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from arbiter_app import i18n
    from arbiter_app.services import interface_language
    code = i18n.set_language(interface_language()
                             or i18n.system_language(QLocale.system().uiLanguages()))
    QLocale.setDefault(QLocale(code))  # numbers and dates of Qt's widgets
    old = getattr(app, "arbiter_translator", None)
    if old is not None:
        app.removeTranslator(old)
        app.arbiter_translator = None
    if code != i18n.DEFAULT:
        translator = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # the language's own, else its country's that Qt has: Portuguese has Brazil's only,
        # whose OK, Cancelar, Fechar, Sim and Não are Portugal's too
        if (translator.load(f"qtbase_{code}", folder)
                or translator.load(QLocale(code), "qtbase", "_", folder)):
            app.installTranslator(translator)
            app.arbiter_translator = translator
    return code


def main(argv: list[str] | None = None) -> int:
    import multiprocessing
    multiprocessing.freeze_support()  # the pairing process of a frozen (PyInstaller) app
    argv = sys.argv[1:] if argv is None else list(argv)
    from arbiter_app import i18n
    from arbiter_app.services.preferences import interface_language
    # --help in the interface's language (Qt's list of languages is added once it runs)
    i18n.set_language(interface_language() or i18n.system_language())
    args = parse_args(argv)
    if args.self_test:
        return self_test()
    logfile = setup_logging()
    tune_interpreter()
    from PySide6.QtWidgets import QApplication
    from arbiter_app.ui.main_window import MainWindow
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "arbiter", *argv])
    app.setApplicationName("Arbiter")
    app.setOrganizationName("Arbiter")
    app.setWindowIcon(app_icon())
    apply_language(app)
    window = MainWindow()
    install_excepthook(lambda: window, logfile)
    window.show()
    if args.file:
        window.open_path(args.file)
    if os.environ.get("ARBITER_EXIT_WHEN_SHOWN"):
        # tools/bench_startup.py: quit once the window is up and the event loop has run
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, lambda: (print("main window shown", flush=True), app.quit()))
    return app.exec()


def self_test() -> int:
    """``arbiter --self-test``: :mod:`arbiter_app.selftest`, plus the main window
    opened and closed on Qt's offscreen platform (no display needed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from arbiter_app.selftest import run

    def open_window() -> str:
        from PySide6.QtWidgets import QApplication
        from arbiter_app.ui.main_window import MainWindow
        app = QApplication.instance() or QApplication(["arbiter"])
        window = MainWindow()
        window.show()
        app.processEvents()
        title = window.windowTitle()
        window.close()
        app.processEvents()
        from arbiter_app.ui import pairproc
        return f"'{title}' on the {app.platformName()} platform; {pairproc.check_process()}"

    return run(gui_check=open_window)


if __name__ == "__main__":
    sys.exit(main())
