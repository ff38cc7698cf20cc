"""The pairing-system object of a Dutch edition: its round procedure,
its reading of the players and its article names, put together."""

from __future__ import annotations

from typing import Callable

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Pairing, PairingSystem, Violation

from .boards import make_pairing
from .players import DutchPlayer
from .rounds import RoundResult, initial_colour
from .violations import absolute_violations


class DutchEdition(PairingSystem):
    """An edition: ``pair_round`` (its round procedure), ``build_players``
    (its reading of the players), ``article`` (its name of each colour step,
    :data:`.colours.RULE_TEXT`), ``bye_text`` (what the bye's explanation
    cites) and ``c2_text`` (what its C2 refuses, ``{player}`` the bye's number); the texts
    are marked for the catalogue (arbiter_app/engine/texts.py)."""

    pair_round: Callable[[Tournament], RoundResult]
    build_players: Callable[[Tournament], list[DutchPlayer]]
    article: dict[str, str] = {}
    bye_text: str = ""
    c2_text: str = ""

    def pair(self, tournament: Tournament) -> Pairing:
        result = type(self).pair_round(tournament)
        return make_pairing(result, initial_colour(tournament), self.article, self.bye_text)

    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        """C1-C3 of a proposed pairing, C2 as the edition reads it."""
        return absolute_violations(tournament, pairing, type(self).build_players(tournament),
                                   self.c2_text)
