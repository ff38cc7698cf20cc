"""Rating change and performance of each player, by the FIDE Rating
Regulations (Handbook B.02, the edition in force from 1 October 2025).

The articles used (numbers of that edition):

* 8.1.1 -- the table converting a fractional score p into a rating
  difference dp (:data:`DP_TABLE`);
* 8.1.2 -- the table converting a rating difference D into the scoring
  probability PD of the higher (H) and the lower (L) rated player
  (:data:`PD_TABLE`);
* 8.3.1 -- D is taken for each game played against a *rated* opponent; a
  difference of more than 400 points counts as 400 for players rated below
  2650, while for players rated 2650 and above the real difference is used
  in all cases;
* 8.3.2 -- ΔR = score − PD per game (score 1, ½ or 0); ΣΔR × K is the
  rating change of the tournament;
* 8.3.3 -- K (40, 20 or 10; given by the rating list or the arbiter), and
  K × n at most 700: K becomes the largest whole number with K × n ≤ 700.

Only rated games count: a game forfeited, a bye, an unrated game (TRF codes
W, D, L: a game the arbiter marked unrated, e.g. under one move) and a
game still pending are left out, and so is a game against an unrated
opponent (8.3.1: "against a rated player").

The performance is the rating the score would give: Ra + dp, Ra the average
rating of the rated opponents met (rounded to the nearest whole number, ½
up) and dp read from table 8.1.1 for p, the fraction of the points scored
in those games rounded to two decimals (the table's step).  Plain Python:
no Qt, no store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from arbiter_app.engine.model import Tournament

#: table 8.1.1: p (hundredths, 50..100) -> dp; below 0.50 the table mirrors it
#: (dp(1 − p) = −dp(p)).  p = 1.00 gives +800 and p = 0.00 gives −800.
DP_TABLE: dict[int, int] = dict(zip(range(50, 101), (
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65,            # .50 - .59
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141,    # .60 - .69
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230,  # .70 - .79
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351,  # .80 - .89
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677,  # .90 - .99
    800)))                                           # 1.00

#: table 8.1.2: (D from, D to, PD of the higher H, PD of the lower L), PD in
#: hundredths; beyond the last row (D > 735) H scores 1.00 and L 0.00
PD_TABLE: tuple[tuple[int, int, int, int], ...] = (
    (0, 3, 50, 50), (4, 10, 51, 49), (11, 17, 52, 48), (18, 25, 53, 47),
    (26, 32, 54, 46), (33, 39, 55, 45), (40, 46, 56, 44), (47, 53, 57, 43),
    (54, 61, 58, 42), (62, 68, 59, 41), (69, 76, 60, 40), (77, 83, 61, 39),
    (84, 91, 62, 38), (92, 98, 63, 37), (99, 106, 64, 36), (107, 113, 65, 35),
    (114, 121, 66, 34), (122, 129, 67, 33), (130, 137, 68, 32), (138, 145, 69, 31),
    (146, 153, 70, 30), (154, 162, 71, 29), (163, 170, 72, 28), (171, 179, 73, 27),
    (180, 188, 74, 26), (189, 197, 75, 25), (198, 206, 76, 24), (207, 215, 77, 23),
    (216, 225, 78, 22), (226, 235, 79, 21), (236, 245, 80, 20), (246, 256, 81, 19),
    (257, 267, 82, 18), (268, 278, 83, 17), (279, 290, 84, 16), (291, 302, 85, 15),
    (303, 315, 86, 14), (316, 328, 87, 13), (329, 344, 88, 12), (345, 357, 89, 11),
    (358, 374, 90, 10), (375, 391, 91, 9), (392, 411, 92, 8), (412, 432, 93, 7),
    (433, 456, 94, 6), (457, 484, 95, 5), (485, 517, 96, 4), (518, 559, 97, 3),
    (560, 619, 98, 2), (620, 735, 99, 1),
)

#: 8.3.1: the 400-point rule, and the rating from which it no longer applies
RULE_OF_400 = 400
NO_CAP_FROM = 2650
#: 8.3.3: K × n may not exceed this
K_TIMES_GAMES_MAX = 700
#: 8.3.3: the K-factors of the standard list
K_VALUES = (10, 20, 40)

#: a player's TRF code in a game -> the score of 8.3.2 (rated games only)
RATED_SCORE = {"1": Fraction(1), "=": Fraction(1, 2), "0": Fraction(0)}


def dp(p_hundredths: int) -> int:
    """Table 8.1.1: the rating difference dp for a fractional score p (in
    hundredths, 0..100)."""
    if not 0 <= p_hundredths <= 100:
        raise ValueError(f"fractional score {p_hundredths}/100 is not between 0 and 1")
    if p_hundredths >= 50:
        return DP_TABLE[p_hundredths]
    return -DP_TABLE[100 - p_hundredths]


def expected_hundredths(difference: int) -> int:
    """Table 8.1.2: the scoring probability PD in hundredths for D = own
    rating − opponent's rating (the H column when D ≥ 0, the L column when the
    player is the lower rated)."""
    size = abs(difference)
    for low, high, higher, lower in PD_TABLE:
        if low <= size <= high:
            return higher if difference >= 0 else lower
    return 100 if difference >= 0 else 0


def rating_difference(own: int, opponent: int) -> int:
    """D of 8.3.1: own − opponent, counted as at most 400 either way for a
    player rated below 2650; the real difference for 2650 and above."""
    difference = own - opponent
    if own >= NO_CAP_FROM:
        return difference
    return max(-RULE_OF_400, min(RULE_OF_400, difference))


def effective_k(k: int, games: int) -> int:
    """8.3.3: K, lowered to the largest whole number with K × n ≤ 700."""
    if games and k * games > K_TIMES_GAMES_MAX:
        return K_TIMES_GAMES_MAX // games
    return k


def assumed_k(rating: int) -> int:
    """The K of 8.3.3 read from the rating alone, for a player whose K no list
    and no arbiter gave: 10 from 2400, else 20.  (A player new to the list or a
    junior below 2300 has 40, which the rating does not tell.)"""
    return 10 if rating >= 2400 else 20


def round_half_up(value: Fraction) -> int:
    """To the nearest whole number, ½ up (for negative numbers too: −2.5 -> −2)."""
    return int((value + Fraction(1, 2)).__floor__())


@dataclass(frozen=True)
class RatedGame:
    round_no: int
    opponent: int
    opponent_rating: int
    score: Fraction  # 1, 1/2 or 0
    difference: int  # D after the 400-point rule (0 for an unrated player)
    expected: Fraction  # PD (0 for an unrated player)


@dataclass(frozen=True)
class RatingChange:
    """One player's rating games and what they give."""

    number: int
    rating: int  # 0: unrated (no change; the performance is still shown)
    k: int | None  # the K used (after 8.3.3's 700 rule); None: unrated
    k_given: bool  # False: K assumed from the rating (see assumed_k)
    games: tuple[RatedGame, ...] = field(default_factory=tuple)

    @property
    def count(self) -> int:
        return len(self.games)

    @property
    def score(self) -> Fraction:
        return sum((g.score for g in self.games), Fraction(0))

    @property
    def expected(self) -> Fraction | None:
        """ΣPD over the rated games (None for an unrated player)."""
        if not self.rating:
            return None
        return sum((g.expected for g in self.games), Fraction(0))

    @property
    def change(self) -> Fraction | None:
        """8.3.2: K × Σ(score − PD), exactly (None for an unrated player)."""
        if not self.rating or self.k is None:
            return None
        return self.k * (self.score - self.expected)

    @property
    def rounded_change(self) -> int | None:
        change = self.change
        return None if change is None else round_half_up(change)

    @property
    def opponents_average(self) -> int | None:
        """Ra: the average rating of the rated opponents, ½ rounded up."""
        if not self.games:
            return None
        return round_half_up(Fraction(sum(g.opponent_rating for g in self.games),
                                      len(self.games)))

    @property
    def performance(self) -> int | None:
        """Ra + dp (table 8.1.1), p rounded to the hundredth, ½ up."""
        average = self.opponents_average
        if average is None:
            return None
        p = round_half_up(self.score * 100 / len(self.games))
        return average + dp(p)


def rated_games(t: Tournament, number: int, rounds: int | None = None) -> list[RatedGame]:
    """The games of player ``number`` that count for the rating, over rounds
    ``1..rounds`` (default: all): played to a result 1-0, ½-½ or 0-1 against
    a rated opponent."""
    rounds = t.rounds_played if rounds is None else rounds
    own = t.players[number].rating or 0
    found = []
    for round_no, rnd in enumerate(t.rounds[:rounds], start=1):
        game = rnd.game_of(number)
        if game is None:
            continue
        score = RATED_SCORE.get(game.code_of(number))
        if score is None:
            continue  # pending, forfeit, or an unrated game (W, D, L)
        opponent = game.opponent_of(number)
        other = t.players.get(opponent)
        if other is None or not other.rating:
            continue  # 8.3.1: only games against a rated player
        if own:
            difference = rating_difference(own, other.rating)
            expected = Fraction(expected_hundredths(difference), 100)
        else:
            difference, expected = 0, Fraction(0)
        found.append(RatedGame(round_no, opponent, other.rating, score, difference, expected))
    return found


def rating_change(t: Tournament, number: int, k: int | None = None,
                  rounds: int | None = None) -> RatingChange:
    """Player ``number``'s rating change and performance; ``k`` the player's K
    (None: assumed from the rating, see :func:`assumed_k`)."""
    player = t.players[number]
    games = tuple(rated_games(t, number, rounds))
    rating = player.rating or 0
    if not rating:
        return RatingChange(number, 0, None, k is not None, games)
    given = k is not None
    base = k if given else assumed_k(rating)
    return RatingChange(number, rating, effective_k(base, len(games)), given, games)


def rating_changes(t: Tournament, k_factors: dict[int, int] | None = None,
                   rounds: int | None = None) -> dict[int, RatingChange]:
    """Every player's :class:`RatingChange`, ``k_factors`` number -> K."""
    k_factors = k_factors or {}
    return {n: rating_change(t, n, k_factors.get(n), rounds) for n in sorted(t.players)}


__all__ = ["DP_TABLE", "K_VALUES", "PD_TABLE", "RatedGame", "RatingChange", "assumed_k", "dp",
           "effective_k", "expected_hundredths", "rated_games", "rating_change",
           "rating_changes", "rating_difference", "round_half_up"]
