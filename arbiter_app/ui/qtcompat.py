"""Work around reference-counting bugs of PySide6 6.12.0 on Python 3.11.

PySide6 6.12.0 returns ``None`` (a null pointer, an invalid QVariant: e.g.
``QComboBox.currentData()``, ``QWidget.parentWidget()``,
``QModelIndex.data()``) and the ``bool`` result of ``SignalInstance.emit()``
and ``disconnect()`` without a new reference.  On Python 3.12 and later these
singletons are immortal and nothing happens; on Python 3.11 every such call
takes a reference away until the interpreter aborts ("none_dealloc" /
"bool_dealloc"), after minutes of use or at exit.

:func:`protect_singletons` gives ``None``, ``True`` and ``False`` a reserve of
2**40 references on Python < 3.12 (what 3.12 does by making them immortal;
they are never freed anyway), so the stolen references can never bring them
to zero.  It runs when :mod:`arbiter_app.ui` is imported.  Signals are
emitted through :func:`emit`, which also gives the reference back when a
probe shows the bug, so reference counts stay exact.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal


RESERVE = 1 << 40


def protect_singletons() -> bool:
    """Add the reserve to None/True/False once on Python < 3.12 (CPython);
    True when it was added by this call."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if hasattr(sys, "getobjects"):  # a Py_TRACE_REFS build: the count is not the first field
        return False
    if getattr(sys, "_arbiter_singletons_protected", False):
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object
        count = ctypes.c_ssize_t.from_address(id(singleton))
        count.value += RESERVE
    sys._arbiter_singletons_protected = True
    return True


class _Probe(QObject):
    signal = Signal()


def _emit_steals_a_reference() -> bool:
    probe = _Probe()
    before = [sys.getrefcount(True), sys.getrefcount(False)]
    probe.signal.emit()  # the result is dropped at once
    after = [sys.getrefcount(True), sys.getrefcount(False)]
    for value, was, now in ((True, before[0], after[0]), (False, before[1], after[1])):
        if now < was:
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(value))  # repair the probe's own emit
            return True
    return False


EMIT_STEALS = _emit_steals_a_reference()


def emit(signal, *args):
    """``signal.emit(*args)``, safe from the reference bug described above."""
    result = signal.emit(*args)
    if EMIT_STEALS and isinstance(result, bool):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
    return result


def disconnect(signal) -> None:
    """``signal.disconnect()`` (every slot), with the same repair as :func:`emit`
    (its bool result has the same missing reference in PySide6 6.12.0)."""
    try:
        result = signal.disconnect()
    except (RuntimeError, TypeError):  # nothing connected
        return
    if EMIT_STEALS and isinstance(result, bool):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
