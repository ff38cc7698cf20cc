"""What the 2026 text says of each player before a round (the record and
what both editions share: :mod:`arbiter_app.engine.systems.dutch_common.players`).

* Floats, 1.4.2-1.4.4: a game between different scores gives the higher
  ranked player a downfloat and the other an upfloat; a round without a
  game gives a downfloat only to the receiver of the pairing-allocated bye
  and to whoever scored more than a loss without playing (a forfeit win, a
  full- or half-point bye); nobody else floats (a zero-point absence or a
  forfeit loss gives no float).
* [C2], Basic Rules art. 4: no pairing-allocated bye for a player who
  already had one, or who already scored, in one round without playing, as
  many points as a win (a forfeit win or a full-point bye counts, a
  half-point bye does not).
* [C9]: ``unplayed`` counts the rounds without a game over the board.
"""

from __future__ import annotations

from arbiter_app.engine.history import Float, PlayerHistory
from arbiter_app.engine.model import Scoring, Tournament
from arbiter_app.engine.systems.dutch_common import players as common
from arbiter_app.engine.systems.dutch_common.players import DutchPlayer


def float_in(history: PlayerHistory, round_index: int, scoring: Scoring,
             points: dict[str, float] | None = None) -> Float | None:
    """The float of 1.4.2-1.4.4 received in the round ``round_index`` (0-based);
    ``points``: ``scoring.points``, when the caller has it already."""
    if history.colours[round_index] is not None:
        return history.floats[round_index]  # 1.4.2: a game over the board
    code = history.codes[round_index]
    if code.strip() and code != "*" and (points or scoring.points)[code] > scoring.loss:
        return Float.DOWN  # 1.4.3
    return None  # 1.4.4


def scored_a_win_unplayed(history: PlayerHistory, scoring: Scoring,
                          points: dict[str, float] | None = None) -> bool:
    """Basic Rules art. 4: a round without playing that scored as many
    points as a win (the pairing-allocated bye itself included); ``points`` as for
    :func:`float_in`."""
    points = points or scoring.points
    for colour, code in zip(history.colours, history.codes):
        if (colour is None and code.strip() and code != "*"
                and points[code] >= scoring.win):
            return True
    return False


def build_players(tournament: Tournament) -> list[DutchPlayer]:
    """The players to pair, in the order of 1.2 (score, then TPN), with the
    floats of 1.4 and [C2] of Basic Rules art. 4."""
    scoring = tournament.scoring
    points = scoring.points  # the table once, not per player and round

    def float_of(history: PlayerHistory, back: int) -> Float | None:
        if back > len(history.floats):
            return None
        return float_in(history, len(history.floats) - back, scoring, points)

    def eligible(history: PlayerHistory) -> bool:
        return not (history.had_pairing_bye or scored_a_win_unplayed(history, scoring, points))
    return common.build_players(tournament, float_of, eligible)
