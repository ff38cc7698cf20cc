"""The re-check of an imported tournament (FIDE checklist Q54-55).

Every imported round that holds games is paired again by the system from the
tournament as it stood before it (:func:`arbiter_app.engine.checker.check`) and
compared with what the file shows.  A round that differs (other pairs or colours,
another pairing-allocated bye, or a round the system cannot pair at all) is a level 3
warning: the import waits for the arbiter's confirmation, and once confirmed each
such round is written to the audit log as ``Import @ Round n: ...``, a ``###`` line
of the TRF exports.

Two more checks of what the file says (:func:`import_mode`):

* a file that says ``### NOT IN FIDE MODE`` (the line every export of a tournament
  outside FIDE mode carries) stays outside FIDE mode: FIDE mode cannot be re-entered,
  not even through an export and an import (checklist Q45);
* record 162's point system is checked as ``new`` and ``settings`` check one
  (:func:`~arbiter_app.services.points.point_system_problem`): in FIDE mode a
  system the checklist forbids (Q74, Q81, Q83) is a level 4 warning, and once
  confirmed the tournament is imported outside FIDE mode; outside FIDE mode it is
  a notice.  A value no TRF file can write back (more than 99.9 points, two
  decimals) is refused outright.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.engine.checker import RoundCheck, check
from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.registry import system_title
from arbiter_app.i18n import N_, tr, using
from arbiter_app.i18n.message import shown as shown_text
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import (CONFIRM, DOUBLE_CONFIRM, NOTICE, ArbiterWarning,
                                           in_english)

_SHOWN = 5  # pairs named per side; the rest are counted


@dataclass(frozen=True)
class ImportDifference:
    round_no: int
    text: str  # what differs, one line (the audit entry's details after "@ Round n: ")
    shown: str = ""  # the same in the current language, for the warning

    def warning(self, system: str) -> ArbiterWarning:
        return ArbiterWarning(CONFIRM, tr("round {round_no} as imported is not the pairing of "
                                          "the {system}: {text}", round_no=self.round_no,
                                          system=tr(system_title(system)),
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


#: the line an export of a tournament outside FIDE mode carries (services/fide_mode.py)
_OUTSIDE = re.compile(r"###\s*NOT IN FIDE MODE(?:\s*\(left at round ([0-9]+)\))?\s*$")
#: the warning's code when the file's point system is not allowed in FIDE mode
POINT_SYSTEM = "import-point-system"
#: the note when the file says the tournament is not run in FIDE mode (Q45)
KEPT_OUTSIDE = N_("the file says NOT IN FIDE MODE: the tournament stays outside FIDE mode "
                  "(it cannot be re-entered)")
#: the note when the file's point system is imported outside FIDE mode
OUTSIDE_POINTS = N_("the file's point system (162) {points}: {problem}; imported outside "
                    "FIDE mode")


def left_fide_mode(t: Tournament) -> str | None:
    """The round at which the file's tournament left FIDE mode ("" when the file does
    not say), or None when the file does not say ``### NOT IN FIDE MODE``."""
    for line in t.info.extra_lines:
        match = _OUTSIDE.match(line.strip())
        if match:
            return match.group(1) or ""
    return None


def point_system_warnings(t: Tournament, fide_mode: bool) -> list[ArbiterWarning]:
    """Record 162's point system checked as ``new`` and ``settings`` check one: []
    when allowed; in FIDE mode a level 4 warning (once confirmed, the import leaves
    FIDE mode), outside it a notice.  A value no TRF file can hold is a ServiceError."""
    from arbiter_app.services.points import MAX_POINTS, letters, point_system_problem, points_text

    problem = point_system_problem(t.scoring)
    if not problem:
        return []
    text = points_text(t.scoring)
    question = next(iter(re.findall(r"Q[0-9]+", problem)), "Q74")
    if any(v > MAX_POINTS or abs(round(v * 10) - v * 10) > 1e-9
           for v in letters(t.scoring).values()):
        raise ServiceError(tr("the file's point system (162) {points} cannot be imported: "
                              "{problem}", points=text, problem=problem))
    if not fide_mode:
        return [outside_notice(t)]
    return [ArbiterWarning(DOUBLE_CONFIRM, tr(
        "the file's point system (162) {points} is not allowed in FIDE mode: {problem}; "
        "imported, the tournament is outside FIDE mode for good", points=text,
        problem=problem), question, POINT_SYSTEM)]


def outside_notice(t: Tournament) -> ArbiterWarning:
    """The notice of a point system FIDE mode forbids, imported outside FIDE mode."""
    from arbiter_app.services.points import point_system_problem, points_text
    problem = point_system_problem(t.scoring)
    question = next(iter(re.findall(r"Q[0-9]+", problem)), "Q74")
    return ArbiterWarning(NOTICE, tr(OUTSIDE_POINTS, points=points_text(t.scoring),
                                     problem=problem), question, POINT_SYSTEM)


def point_system_note(t: Tournament) -> str:
    """:data:`OUTSIDE_POINTS` in English, for the audit log."""
    from arbiter_app.services.points import point_system_problem, points_text
    with using("en"):
        problem = point_system_problem(t.scoring)
    return in_english(OUTSIDE_POINTS, points=points_text(t.scoring), problem=problem)


def outside_point_system(warnings: list[ArbiterWarning]) -> bool:
    """True when ``warnings`` hold the point-system warning that, confirmed, takes the
    imported tournament out of FIDE mode."""
    return any(w.code == POINT_SYSTEM and w.level >= DOUBLE_CONFIRM for w in warnings)


__all__ = ["ImportDifference", "KEPT_OUTSIDE", "OUTSIDE_POINTS", "POINT_SYSTEM", "describe",
           "import_differences", "left_fide_mode", "outside_notice", "outside_point_system",
           "point_system_warnings"]
