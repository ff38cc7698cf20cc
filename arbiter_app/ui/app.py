"""Start the desktop application: ``arbiter [FILE]`` or ``python -m arbiter_app``."""

from __future__ import annotations

import argparse
import logging
import sys
import traceback
from pathlib import Path

log = logging.getLogger("arbiter_app.ui")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="arbiter", description="Arbiter: run a FIDE Swiss tournament.")
    parser.add_argument("file", nargs="?", help="a tournament file (.arbiter) to open")
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
                where = f"\n\nThe log is in {logfile}." if logfile else ""
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
    here = Path(__file__).resolve()
    for candidate in (here.parent / "resources" / "arbiter.svg",
                      here.parents[2] / "resources" / "arbiter.svg",
                      here.parents[1] / "resources" / "arbiter.svg"):
        if candidate.exists():
            return QIcon(str(candidate))
    return QIcon()


def main(argv: list[str] | None = None) -> int:
    import multiprocessing
    multiprocessing.freeze_support()  # the pairing process of a frozen (PyInstaller) app
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parse_args(argv)
    logfile = setup_logging()
    tune_interpreter()
    from PySide6.QtWidgets import QApplication
    from arbiter_app.ui.main_window import MainWindow
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "arbiter", *argv])
    app.setApplicationName("Arbiter")
    app.setOrganizationName("Arbiter")
    app.setWindowIcon(app_icon())
    window = MainWindow()
    install_excepthook(lambda: window, logfile)
    window.show()
    if args.file:
        window.open_path(args.file)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
