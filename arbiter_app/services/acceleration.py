"""The tournament's acceleration as a setting (``NewTournament.acceleration``,
kept in ``Tournament.options["pairing.acceleration"]``) and what the screens
and printouts show of it (docs/systems/acceleration.md).

Only the Dutch editions pair with virtual points, and the Baku method needs
the standard point system's shape (C.04.5.1 "Premise": one point for a win,
half a point for a draw; any multiple of it is accepted, the virtual points
being the points of a win and half of them)."""

from __future__ import annotations

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine.model import Scoring, Tournament
from arbiter_app.i18n import N_, decimal, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import in_english

#: the systems that read virtual points
ACCELERATED_SYSTEMS = ("dutch2026", "dutch2016")
#: setting value -> what the screens call it
LABELS = {ACC.NONE: N_("none"), ACC.BAKU: N_("Baku (C.04.7)")}


def of(t: Tournament) -> str:
    """The setting's value for ``t``: "baku" or "none"."""
    return ACC.method(t)


def check(acceleration: str, system: str, scoring: Scoring) -> None:
    """ServiceError unless ``acceleration`` can be used with this system and
    point system."""
    if acceleration not in ACC.METHODS:
        raise ServiceError(tr("acceleration must be one of {methods}, not {acceleration!r}",
                              methods=', '.join(ACC.METHODS), acceleration=acceleration))
    if acceleration == ACC.NONE:
        return
    if system not in ACCELERATED_SYSTEMS:
        raise ServiceError(tr("the Baku acceleration is for the Dutch system "
                              "({systems}), not {system}",
                              systems=', '.join(ACCELERATED_SYSTEMS), system=system))
    if scoring.loss != 0 or scoring.win != 2 * scoring.draw:
        raise ServiceError(tr("the Baku acceleration needs a point system of the standard shape "
                              "(a draw half a win, a loss nothing: C.04.5.1 'Premise'), not win "
                              "{win}, draw {draw}, loss {loss}", win=decimal(f"{scoring.win:g}"),
                              draw=decimal(f"{scoring.draw:g}"),
                              loss=decimal(f"{scoring.loss:g}")))


def change_text(current: str, new: str, shown: bool = False) -> str | None:
    """The audit text of a change of the setting, in English (``shown``: in the current
    language, for the warning); None: unchanged."""
    if current == new:
        return None
    text = N_("acceleration {old} -> {new}")
    if shown:
        return tr(text, old=tr(LABELS[current]), new=tr(LABELS[new]))
    return in_english(text, old=LABELS[current], new=LABELS[new])


def virtual_for_round(t: Tournament, round_no: int) -> dict[int, float]:
    """Player -> virtual points used to pair ``round_no`` (players without any
    left out); empty for a system that does not read them."""
    if t.system not in ACCELERATED_SYSTEMS:
        return {}
    values = ACC.virtual_points(t)
    return {n: rounds[round_no] for n, rounds in values.items() if rounds.get(round_no)}


def virtual_text(points: float) -> str:
    """``+1 virtual``, ``+0.5 virtual``."""
    return tr("+{points} virtual", points=decimal(f"{points:g}"))
