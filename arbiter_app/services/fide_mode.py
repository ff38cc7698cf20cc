"""FIDE mode (issue #23; FIDE's acceptance checklist, C.02, Q40-46).

A tournament is in FIDE mode from the start: every new and every imported
tournament gets ``Tournament.options["fide.mode"] = "on"`` (a file made before
FIDE mode existed, without the key, counts as in FIDE mode too).  In FIDE mode
the rules of the checklist apply (warnings of levels 3 and 4, level 5 refused).
Leaving it (:meth:`FideModeActions.leave_fide_mode`) needs a double
confirmation (level 4), is irreversible, is written to the audit log with its
round and, from then on, every title bar, status bar, printout and TRF export
says that the tournament is not run in FIDE mode.

The round of an event (``@ Round n``) is the last paired round, 0 before
round 1 is paired.

Audit entries whose action is one of :data:`TRF_ACTIONS` are the checklist's
``###`` events: their TRF line is ``### {action} {details}``, and
:mod:`arbiter_app.services.export` writes them on export.
"""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import DOUBLE_CONFIRM, ArbiterWarning, require_confirmation

#: ``Tournament.options`` key: "on" (or absent) in FIDE mode, "off" once left
OPTION_MODE = "fide.mode"
#: ``Tournament.options`` key: the round at which FIDE mode was left
OPTION_LEFT = "fide.left_round"

#: audit actions that are the checklist's ``###`` TRF comments
CONFIGURATION = N_("Configuration")
FULL_POINT_BYE = N_("Full-point bye")
LEAVE = N_("Leave FIDE mode")
ADJOURNMENT = N_("Adjournment")
IMPORT = N_("Import")
MPA = "MPA"  # a manual pairing that is not the system's (checklist Q69)
RATING_CORRECTION = N_("Rating correction")  # a result for the rating report only (Q193)
TRF_ACTIONS = (CONFIGURATION, FULL_POINT_BYE, LEAVE, ADJOURNMENT, IMPORT, MPA,
               RATING_CORRECTION)


def in_fide_mode(t: Tournament) -> bool:
    """True while ``t`` is in FIDE mode (the default)."""
    return t.options.get(OPTION_MODE, "on") != "off"


def event_round(t: Tournament) -> int:
    """The round an event is recorded at: the last paired round (0 before round 1)."""
    return t.rounds_played


def at_round(n: int) -> str:
    return f"@ Round {n}"


def outside_note(t: Tournament) -> str:
    """The permanent marker of a tournament outside FIDE mode ("" in FIDE mode)."""
    if in_fide_mode(t):
        return ""
    left = t.options.get(OPTION_LEFT, "")
    return "NOT IN FIDE MODE" + (f" (left at round {left})" if left else "")


def outside_note_shown(t: Tournament) -> str:
    """:func:`outside_note` in the current language, for screens and printouts (files
    such as the TRF keep the English one)."""
    from arbiter_app.i18n import tr
    if in_fide_mode(t):
        return ""
    left = t.options.get(OPTION_LEFT, "")
    return (tr("NOT IN FIDE MODE (left at round {round})", round=left) if left
            else tr("NOT IN FIDE MODE"))


def trf_comment(action: str, details: str) -> str:
    """The ``###`` line of an audit entry (one line)."""
    text = " ".join(f"{action} {details}".split())
    return f"### {text}"


class FideModeActions:
    """Needs ``self._write()`` and ``self.tournament()`` from the service."""

    def fide_mode(self) -> bool:
        """True while the tournament is in FIDE mode."""
        return in_fide_mode(self.tournament())

    def leave_fide_mode(self, confirm: bool = False) -> int:
        """Leave FIDE mode for good: a level 4 warning (double confirmation),
        NeedsConfirmation with nothing changed unless ``confirm``.  Written to
        the audit log (``Leave FIDE mode @ Round n``); returns n."""
        with self._write() as w:
            t = w.tournament()
            if not in_fide_mode(t):
                raise ServiceError(tr("the tournament is already outside FIDE mode (it cannot be "
                                      "re-entered)"))
            n = event_round(t)
            require_confirmation(tr("leave FIDE mode"), [ArbiterWarning(
                DOUBLE_CONFIRM, tr("leaving FIDE mode at round {n} cannot be undone: the "
                                   "tournament will say for good that it is not run in FIDE mode "
                                   "(title, printouts, TRF export), and the FIDE-mode rules no "
                                   "longer apply", n=n),
                "Q43", "leave-fide-mode")], confirm)
            w.set_option(OPTION_MODE, "off")
            w.set_option(OPTION_LEFT, str(n))
            w.audit(LEAVE, at_round(n))
            return n


def fide_warning(t: Tournament, level: int, text: str, question: str, code: str
                 ) -> list[ArbiterWarning]:
    """``[warning]`` in FIDE mode, ``[]`` outside it."""
    return [ArbiterWarning(level, text, question, code)] if in_fide_mode(t) else []


__all__ = ["ADJOURNMENT", "CONFIGURATION", "FULL_POINT_BYE", "IMPORT", "MPA", "RATING_CORRECTION", "FideModeActions", "LEAVE",
           "OPTION_LEFT", "OPTION_MODE", "TRF_ACTIONS", "at_round", "event_round",
           "fide_warning", "in_fide_mode", "outside_note", "outside_note_shown", "trf_comment"]
