"""Check-in before a round (issue #39): the players say they are there; the arbiter marks
the others absent for the round (not paired, a zero-point bye) in one action, before
pairing it.

The check-ins are kept in the file (:data:`OPTION_CHECKIN`: ``ROUND:N,N,...``) for the
next round to pair only; once it is paired they are history, and the next round starts
with none.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import ByeKind, Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.venue.codes import PLAYER, Holder
from arbiter_app.services.venue.errors import NotAllowed, NotFound

OPTION_CHECKIN = "venue.checkin"


@dataclass(frozen=True)
class CheckIn:
    """The next round's check-in: who is there, who has not said so, who is excused."""

    round_no: int  # 0: every round is paired
    present: tuple[int, ...]
    missing: tuple[int, ...]  # active, no bye asked for the round, not checked in
    excused: tuple[int, ...]  # a bye or an absence already asked for the round


def next_round(t: Tournament) -> int:
    r = t.rounds_played + 1
    return r if r <= t.total_rounds else 0


def checked_in(t: Tournament) -> set[int]:
    text = t.options.get(OPTION_CHECKIN, "")
    r, _, numbers = text.partition(":")
    if not text or int(r) != next_round(t):
        return set()
    return {int(n) for n in numbers.split(",") if n}


def check_checkin(text: str) -> None:
    """A file's check-in option (a file may come from anywhere)."""
    r, colon, numbers = text.partition(":")
    items = [n for n in numbers.split(",") if n]
    if (not colon or not (r.isascii() and r.isdigit() and len(r) < 4) or len(items) > 100000
            or not all(n.isascii() and n.isdigit() and len(n) < 7 for n in items)):
        raise ValueError(tr("not a round and the numbers of the players checked in"))


def checkin_state(t: Tournament) -> CheckIn:
    r = next_round(t)
    if not r:
        return CheckIn(0, (), (), ())
    present = checked_in(t)
    asked = set(t.requested_byes.get(r, {}))
    active = [n for n, p in sorted(t.players.items()) if p.active_in(r)]
    return CheckIn(r, tuple(n for n in active if n in present),
                   tuple(n for n in active if n not in present and n not in asked),
                   tuple(n for n in active if n not in present and n in asked))


def check_in(service, holder: Holder, number: int, present: bool = True,
             actor: str | None = None) -> CheckIn:
    """``holder`` says player ``number`` is there (``present``) for the next round, or
    takes it back; the audit log names ``actor`` (default: the holder; "": the file's
    own user, as the window and the command line)."""
    t = service.tournament()
    r = next_round(t)
    if not r:
        raise ServiceError(tr("every round is paired; there is no round to check in for"))
    if holder.role == PLAYER and holder.player != number:
        raise NotAllowed(tr("a player checks in himself only"))
    player = t.players.get(number)
    if player is None:
        raise NotFound(tr("there is no player {number}", number=number))
    if not player.active_in(r):
        raise ServiceError(tr("player {number} {name} does not play in round {round}",
                              number=number, name=player.name, round=r))
    with service.acting(holder.actor if actor is None else actor), service._write() as w:
        t = w.tournament()
        now = _present_in(t.options, r)
        if present == (number in now):
            return checkin_state(t)
        now = now | {number} if present else now - {number}
        set_option(w, t, OPTION_CHECKIN, f"{r}:" + ",".join(map(str, sorted(now))))
        w.audit(N_("check-in") if present else N_("check-in taken back"),
                f"round {r}: {number} {player.name}")
    return checkin_state(service.tournament())


def set_option(w, t: Tournament, key: str, value: str | None) -> None:
    """Write one option in the transaction ``w`` whose tournament, before it wrote anything,
    was ``t``; the file's owner then knows the tournament without loading it again (check-ins
    and the players' entries come in bursts)."""
    w.set_option(key, value)
    if value is None:
        t.options.pop(key, None)
    else:
        t.options[key] = str(value)
    w.becomes(t)


def _present_in(options: dict[str, str], r: int) -> set[int]:
    text = options.get(OPTION_CHECKIN, "")
    rr, _, numbers = text.partition(":")
    if not text or int(rr) != r:
        return set()
    return {int(n) for n in numbers.split(",") if n}


def mark_missing_absent(service, actor: str = "") -> tuple[int, list[int]]:
    """Every player of the next round who has not checked in and asked for no bye is
    absent in it (a zero-point bye: not paired), in one transaction; returns (the round,
    their numbers)."""
    with service.acting(actor), service._write() as w:
        t = w.tournament()
        state = checkin_state(t)
        if not state.round_no:
            raise ServiceError(tr("every round is paired; there is no round to check in for"))
        for number in state.missing:
            w.set_bye(state.round_no, number, ByeKind.ZERO_POINT)
        if state.missing:
            w.audit(N_("absent: not checked in"), f"round {state.round_no}: " + ", ".join(
                f"{n} {t.players[n].name}" for n in state.missing))
    return state.round_no, list(state.missing)
