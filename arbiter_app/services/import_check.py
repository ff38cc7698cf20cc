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
from arbiter_app.i18n import tr
from arbiter_app.services.warnings import CONFIRM, ArbiterWarning

_SHOWN = 5  # pairs named per side; the rest are counted


@dataclass(frozen=True)
class ImportDifference:
    round_no: int
    text: str  # what differs, one line (the audit entry's details after "@ Round n: ")

    def warning(self, system: str) -> ArbiterWarning:
        return ArbiterWarning(CONFIRM, tr("round {round_no} as imported is not the {system} "
                                          "pairing: {text}", round_no=self.round_no, system=system,
                                          text=self.text), "Q55", "import-differs")


def _pairs(pairs: list[tuple[int, int]]) -> str:
    shown = ", ".join(f"{w}-{b}" for w, b in pairs[:_SHOWN])
    return shown + (f" and {len(pairs) - _SHOWN} more" if len(pairs) > _SHOWN else "")


def describe(result: RoundCheck) -> str:
    if result.error:
        return f"the system cannot pair it ({result.error})"
    parts = []
    if result.missing or result.extra:
        parts.append(f"the file has {_pairs(result.missing) or 'no other pair'}, the rules "
                     f"give {_pairs(result.extra) or 'no other pair'}")
    found = result.found.bye if result.found is not None else None
    if found != result.expected.bye:
        parts.append(f"the pairing-allocated bye is {result.expected.bye or 'nobody'} in the "
                     f"file, {found or 'nobody'} by the rules")
    return "; ".join(parts)


def import_differences(t: Tournament, system) -> list[ImportDifference]:
    """The imported rounds the ``system`` (a PairingSystem) pairs otherwise."""
    return [ImportDifference(r.round_no, describe(r)) for r in check(t, system)
            if not r.matches]


__all__ = ["ImportDifference", "describe", "import_differences"]
