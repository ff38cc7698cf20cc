"""Player use cases: entries, late entries, edits, withdrawals, forbidden pairs,
requested byes.

:class:`PlayerActions` is a mixin of :class:`~arbiter_app.services.service.TournamentService`
(with :class:`HalfByeRounds`); every method is one committed transaction, or raises a
ServiceError and writes nothing.  One idea per module:

- :mod:`~arbiter_app.services.players.entries`: adding players (one, or an import), editing,
  withdrawing or expelling, re-admitting, removing and restoring, renumbering;
- :mod:`~arbiter_app.services.players.forbidden_pairs`: players who shall not meet;
- :mod:`~arbiter_app.services.players.byes`: requested byes and absences, their FIDE-mode
  warnings, the rounds closed to half-point byes;
- :mod:`~arbiter_app.services.players.checks`: an entry checked before it is stored (name,
  ratings, TRF fields), and the look-up of a player by number;
- :mod:`~arbiter_app.services.players.duplicates`: a new entry that is a player already there
  (same FIDE id, same name and birth date, same name);
- :mod:`~arbiter_app.services.players.renumbering`: pairing numbers that follow the initial
  order (C.04.2 2.2-2.5) and the warning a late entry gives when it moves other players.

Other modules import from here (``from arbiter_app.services.players import ...``).
"""

from __future__ import annotations

from arbiter_app.services.players.byes import (HALF_BYE_CLOSED, REQUESTABLE, ByeRequestActions,
                                               HalfByeRounds, bye_warnings,
                                               half_bye_closed_rounds)
from arbiter_app.services.players.checks import PLAYER_FIELDS, _checked_player
from arbiter_app.services.players.duplicates import Duplicate, duplicates_among
from arbiter_app.services.players.entries import EntryActions
from arbiter_app.services.players.forbidden_pairs import ForbiddenPairActions
from arbiter_app.services.players.renumbering import (LAST_RENUMBERED_ROUND, RANKING_FIELDS,
                                                      apply_renumbering, reassign_if_due,
                                                      reassign_refusal, renumber_in,
                                                      renumbering_warnings)


class PlayerActions(EntryActions, ForbiddenPairActions, ByeRequestActions):
    """Needs ``self._write()`` (a writer context) from the service."""


__all__ = ["HALF_BYE_CLOSED", "LAST_RENUMBERED_ROUND", "PLAYER_FIELDS", "RANKING_FIELDS",
           "REQUESTABLE", "ByeRequestActions", "Duplicate", "EntryActions",
           "ForbiddenPairActions", "HalfByeRounds", "PlayerActions", "_checked_player",
           "apply_renumbering", "bye_warnings", "duplicates_among", "half_bye_closed_rounds",
           "reassign_if_due", "reassign_refusal", "renumber_in", "renumbering_warnings"]
