"""The re-check of an imported tournament (FIDE checklist Q54-55).

Every imported round that holds games is paired again by the system from the
tournament as it stood before it (:func:`arbiter_app.engine.checker.check`) and
compared with what the file shows.  A round that differs (other pairs or colours,
another pairing-allocated bye, or a round the system cannot pair at all) is a level 3
warning: the import waits for the arbiter's confirmation, and once confirmed each
such round is written to the audit log as ``Import @ Round n: ...``, a ``###`` line
of the TRF exports.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.checker import RoundCheck, check
from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.i18n.composed import shown as shown_text
from arbiter_app.services.warnings import CONFIRM, ArbiterWarning, in_english

_SHOWN = 5  # pairs named per side; the rest are counted


@dataclass(frozen=True)
class ImportDifference:
    round_no: int
    text: str  # what differs, one line (the audit entry's details after "@ Round n: ")
    shown: str = ""  # the same in the current language, for the warning

    def warning(self, system: str) -> ArbiterWarning:
        return ArbiterWarning(CONFIRM, tr("round {round_no} as imported is not the {system} "
                                          "pairing: {text}", round_no=self.round_no, system=system,
                                          text=self.shown or self.text), "Q55", "import-differs")


def _pairs(pairs: list[tuple[int, int]], say) -> str:
    shown = ", ".join(f"{w}-{b}" for w, b in pairs[:_SHOWN])
    more = len(pairs) - _SHOWN
    return shown + (say(N_(" and {n} more"), n=more) if more > 0 else "")


def describe(result: RoundCheck, shown: bool = False) -> str:
    """What differs in ``result``: in English as the audit log keeps it, or (``shown``)
    in the current language."""
    say = tr if shown else in_english
    if result.error:
        return say(N_("the system cannot pair it ({error})"),
                   error=shown_text(result.error) if shown else result.error)
    parts = []
    if result.missing or result.extra:
        parts.append(say(N_("the file has {found}, the rules give {expected}"),
                         found=_pairs(result.missing, say) or say(N_("no other pair")),
                         expected=_pairs(result.extra, say) or say(N_("no other pair"))))
    found = result.found.bye if result.found is not None else None
    if found != result.expected.bye:
        parts.append(say(N_("the pairing-allocated bye is {in_file} in the file, {by_rules} "
                            "by the rules"), in_file=result.expected.bye or say(N_("nobody")),
                         by_rules=found or say(N_("nobody"))))
    return "; ".join(parts)


def import_differences(t: Tournament, system) -> list[ImportDifference]:
    """The imported rounds the ``system`` (a PairingSystem) pairs otherwise."""
    return [ImportDifference(r.round_no, describe(r), describe(r, shown=True))
            for r in check(t, system) if not r.matches]


__all__ = ["ImportDifference", "describe", "import_differences"]
