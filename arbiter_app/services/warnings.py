"""The one warning model of the program.

A service that is asked to do something questionable (a second player with
the same FIDE id, ...) does not decide alone: it lists what is wrong as
:class:`ArbiterWarning` values and, unless the caller has confirmed them, raises
:class:`NeedsConfirmation` with nothing changed.  The GUI shows each level one
way (:mod:`arbiter_app.ui.warnings`), the command line prints them and exits
3 unless ``--confirm`` is given.

Levels (those of FIDE's acceptance checklist, C.02):

* 2 -- a notice: the action is done, the arbiter is told;
* 3 -- the action needs one confirmation;
* 4 -- the action needs a double confirmation;
* 5 -- possible only outside FIDE mode.

No setting switches a warning off or lowers its level.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError

NOTICE, CONFIRM, DOUBLE_CONFIRM, OUTSIDE_FIDE_MODE = 2, 3, 4, 5


@dataclass(frozen=True)
class ArbiterWarning:
    """One thing the arbiter must know (``level`` 2) or confirm (3, 4, 5)."""

    level: int
    text: str  # names the players, rounds and the rule concerned
    question: str = ""  # the acceptance checklist question it answers, e.g. "Q172"
    code: str = ""  # a stable key for programs and tests, e.g. "duplicate-fide-id"

    def __post_init__(self) -> None:
        if self.level not in (NOTICE, CONFIRM, DOUBLE_CONFIRM, OUTSIDE_FIDE_MODE):
            raise ValueError(f"warning level {self.level} is not 2, 3, 4 or 5")

    @property
    def blocking(self) -> bool:
        """True when the action waits for a confirmation."""
        return self.level >= CONFIRM

    def __str__(self) -> str:
        where = f" [{self.question}]" if self.question else ""
        return f"level {self.level}: {self.text}{where}"


class NeedsConfirmation(ServiceError):
    """The action was not done: ``warnings`` need the arbiter's confirmation first.

    Call the same service method again with ``confirm=True`` to go ahead
    (level 5 warnings are never confirmed that way)."""

    def __init__(self, action: str, warnings: Iterable[ArbiterWarning]):
        self.warnings = sorted(warnings, key=lambda w: -w.level)
        self.action = action
        lines = "; ".join(w.text for w in self.warnings)
        super().__init__(tr("{action}: {warnings}; nothing was changed (confirm to go ahead)",
                            action=action, warnings=lines))

    @property
    def level(self) -> int:
        return max(w.level for w in self.warnings)


def in_english(text: str, /, **values) -> str:
    """``text``, a catalogue key, filled in as the records keep it (the audit log, the
    TRF's ``###`` lines): in English whatever the language, where :func:`tr` would give
    the same text for the window (docs/languages.md)."""
    return text.format(**values) if values else text


def require_confirmation(action: str, warnings: Iterable[ArbiterWarning],
                         confirm: bool) -> list[ArbiterWarning]:
    """Raise :class:`NeedsConfirmation` when a blocking warning is not confirmed;
    else return the warnings (the notices among them are for the arbiter)."""
    warnings = list(warnings)
    if any(w.level >= OUTSIDE_FIDE_MODE for w in warnings):
        raise NeedsConfirmation(action, warnings)
    if not confirm and any(w.blocking for w in warnings):
        raise NeedsConfirmation(action, warnings)
    return warnings


__all__ = ["CONFIRM", "DOUBLE_CONFIRM", "NOTICE", "NeedsConfirmation", "OUTSIDE_FIDE_MODE",
           "ArbiterWarning", "in_english", "require_confirmation"]
