"""Players who shall not meet (C.04.1; FIDE checklist Q194-196)."""

from __future__ import annotations

from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.fide_mode import fide_warning
from arbiter_app.services.players.checks import _player
from arbiter_app.services.warnings import OUTSIDE_FIDE_MODE, require_confirmation


class ForbiddenPairActions:
    """Needs ``self._write()`` (a writer context) from the service."""

    def forbid_pair(self, a: int, b: int, confirm: bool = False) -> None:
        """Players ``a`` and ``b`` shall never be paired together.  Before round 1
        only while in FIDE mode (after it: level 5, possible only outside FIDE
        mode, Q196); written to the audit log."""
        self._change_pair(a, b, True, confirm)

    def allow_pair(self, a: int, b: int, confirm: bool = False) -> None:
        """Remove a forbidden pair (the same rules as :meth:`forbid_pair`)."""
        self._change_pair(a, b, False, confirm)

    def _change_pair(self, a: int, b: int, forbid: bool, confirm: bool) -> None:
        a, b = int(a), int(b)
        if a == b:
            raise ServiceError(tr("a forbidden pair needs two players, not {a} twice", a=a))
        with self._write() as w:
            t = w.tournament()
            pa, pb = _player(t, a), _player(t, b)
            pair = frozenset((a, b))
            if forbid and pair in t.forbidden_pairs:
                raise ServiceError(tr("{a} {pa_name} and {b} {pb_name} are already a forbidden "
                                      "pair", a=a, pa_name=pa.name, b=b, pb_name=pb.name))
            if not forbid and pair not in t.forbidden_pairs:
                raise ServiceError(tr("{a} {pa_name} and {b} {pb_name} are not a forbidden pair",
                                      a=a, pa_name=pa.name, b=b, pb_name=pb.name))
            if t.rounds:
                require_confirmation(tr("forbid the pair {a}-{b}", a=a, b=b) if forbid
                                     else tr("allow the pair {a}-{b}", a=a, b=b), fide_warning(
                    t, OUTSIDE_FIDE_MODE, tr("forbidden pairs change only before round 1 in FIDE "
                                             "mode; round {rounds_played} is paired",
                                             rounds_played=t.rounds_played), "Q196",
                    "forbidden-pair-after-round-1"), confirm)
            first, second = min(a, b), max(a, b)
            w.set_forbidden_pair(first, second, forbid)
            w.audit(N_("forbid pair") if forbid else N_("allow pair"),
                    f"{first} {t.players[first].name} - {second} {t.players[second].name}")
