"""Requested byes and absences of players in future rounds, what they tell or ask in
FIDE mode (issue #23), and the rounds closed to half-point byes (Q175).
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, Player, Tournament
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.fide_mode import FULL_POINT_BYE, at_round, in_fide_mode
from arbiter_app.services.players.checks import _player
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning, require_confirmation

REQUESTABLE = (ByeKind.HALF_POINT, ByeKind.ZERO_POINT, ByeKind.FULL_POINT)


class ByeRequestActions:
    """Needs ``self._write()`` (a writer context) from the service."""

    def request_bye(self, number: int, round_no: int, kind: ByeKind,
                    confirm: bool = False) -> list[ArbiterWarning]:
        """A requested bye (or an absence) of player ``number`` in a future round.

        In FIDE mode (issue #23): a second half-point bye of the same player is
        a level 3 warning (Q174: NeedsConfirmation with nothing changed unless
        ``confirm``); a full-point bye is allowed but deprecated, a level 2
        notice (Q178), and is written to the audit log as ``Full-point bye @
        Round n: ...`` (a ``###`` line of the TRF export, Q179).  Returns the
        warnings (the notices are for the arbiter)."""
        kind = ByeKind(kind)
        if kind not in REQUESTABLE:
            raise ServiceError(tr("a {name} bye cannot be requested; it is given by the pairing",
                                  name=kind.name.lower().replace('_', ' ')))
        with self._write() as w:
            t = w.tournament()
            player = _player(t, number)
            _check_future_round(t, round_no)
            if not player.active_in(round_no):
                why = (tr("enters only in round {round}", round=player.entry_round)
                       if round_no < player.entry_round
                       else tr("has withdrawn from round {round}", round=player.withdrawn_from))
                raise ServiceError(tr("player {number} {name} does not play in round {round_no}: "
                                      "{why}", number=number, name=player.name, round_no=round_no,
                                      why=why))
            if kind is ByeKind.HALF_POINT and not player.half_byes:  # Q176
                raise ServiceError(tr("player {number} {name} may not take half-point byes (the "
                                      "arbiter made the player ineligible; change it in the "
                                      "player's entry)", number=number, name=player.name))
            if kind is ByeKind.HALF_POINT and round_no in half_bye_closed_rounds(t):  # Q175
                raise ServiceError(tr("no half-point byes in round {round_no}: the arbiter "
                                      "closed it to them", round_no=round_no))
            warnings = require_confirmation(tr("request a bye for player {number}", number=number),
                                            bye_warnings(t, player, round_no, kind), confirm)
            w.set_bye(round_no, number, kind)
            w.audit(N_("request bye"), f"{number} {player.name}: round {round_no}, {kind.value}")
            if kind is ByeKind.FULL_POINT:
                w.audit(FULL_POINT_BYE, f"{at_round(round_no)}: {number} {player.name}")
            return warnings

    def cancel_bye(self, number: int, round_no: int) -> None:
        with self._write() as w:
            t = w.tournament()
            player = _player(t, number)
            _check_future_round(t, round_no)
            if not w.delete_bye(round_no, number):
                raise ServiceError(tr("player {number} {name} has no requested bye in round "
                                      "{round_no}", number=number, name=player.name,
                                      round_no=round_no))
            w.audit(N_("cancel bye"), f"{number} {player.name}: round {round_no}")


def bye_warnings(t: Tournament, player: Player, round_no: int, kind: ByeKind
                 ) -> list[ArbiterWarning]:
    """What a requested bye must tell or ask in FIDE mode (issue #23): a second
    half-point bye (Q174, level 3), a full-point bye (Q178, level 2)."""
    if not in_fide_mode(t):
        return []
    found = []
    if kind is ByeKind.HALF_POINT:
        earlier = sorted(r for r, rnd in enumerate(t.rounds, start=1)
                         if rnd.byes.get(player.number) is ByeKind.HALF_POINT)
        earlier += sorted(r for r, byes in t.requested_byes.items()
                          if r != round_no and r > t.rounds_played
                          and byes.get(player.number) is ByeKind.HALF_POINT)
        if earlier:
            found.append(ArbiterWarning(
                CONFIRM, tr("player {number} {name} already has a half-point bye (round "
                            "{earlier}); a second one in round {round_no} goes beyond what the "
                            "tournament usually allows", number=player.number, name=player.name,
                            earlier=', '.join(map(str, sorted(set(earlier)))), round_no=round_no),
                "Q174", "second-half-point-bye"))
    if kind is ByeKind.FULL_POINT:
        found.append(ArbiterWarning(
            NOTICE, tr("a full-point bye for player {number} {name} in round {round_no} is "
                       "deprecated in FIDE-rated events; it is recorded in the TRF export",
                       number=player.number, name=player.name,
                       round_no=round_no), "Q178", "full-point-bye"))
    return found


def _check_future_round(t: Tournament, round_no: int) -> None:
    if round_no <= t.rounds_played:
        raise ServiceError(tr("round {round_no} is already paired; byes can only be requested "
                              "for rounds from {next_round} on (unpair round {round_no} first)",
                              round_no=round_no, next_round=t.next_round))
    if t.total_rounds is not None and round_no > t.total_rounds:
        raise ServiceError(trn("there is no round {round_no}; the tournament has {n} round",
                               "there is no round {round_no}; the tournament has {n} rounds",
                               t.total_rounds, round_no=round_no))


#: ``Tournament.options`` key: rounds in which no half-point bye may be requested
#: (FIDE checklist Q175; e.g. the regulations' last two rounds), "8,9"
HALF_BYE_CLOSED = "byes.half_closed_rounds"


def half_bye_closed_rounds(t: Tournament) -> set[int]:
    return {int(x) for x in t.options.get(HALF_BYE_CLOSED, "").split(",") if x.strip()}


class HalfByeRounds:
    """Needs ``self._write()`` from the service."""

    def close_half_byes(self, rounds: list[int]) -> None:
        """The rounds in which no half-point bye may be requested ([]: none); the
        half-point byes already requested there stay (the arbiter decides on them)."""
        with self._write() as w:
            t = w.tournament()
            total = t.total_rounds or 0
            bad = [r for r in rounds if not 1 <= r <= max(total, 1)]
            if bad:
                raise ServiceError(tr("round {from_round} is not a round of this tournament",
                                      from_round=bad[0]))
            w.set_option(HALF_BYE_CLOSED, ",".join(map(str, sorted(set(rounds)))) or None)
            w.audit(N_("half-point byes closed"), ", ".join(map(str, sorted(set(rounds))))
                    or "none")
