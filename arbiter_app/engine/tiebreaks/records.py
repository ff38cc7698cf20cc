"""Each player's round-by-round record, as the tie-break rules see it.

One :class:`Entry` per player per round: a game played over the board, a
forfeit (won or lost), a bye of some kind, or an absence (not in the round at
all: withdrawn, not yet entered, or simply missing).

Unplayed rounds (C.07 2023, article 16 — numbering as recalled, see
docs/tiebreaks.md):

* 16.1.2 *voluntarily unplayed rounds* (VUR): half-point byes, zero-point
  byes, absences (withdrawal included) and forfeit losses.  Pairing-allocated
  byes, full-point byes and forfeit wins are not voluntary.
* 16.2 categories: 16.2.1 pairing-allocated and full-point byes; 16.2.2
  forfeit wins; 16.2.3 requested byes (H, Z, absence) followed by at least
  one round that is not a VUR; 16.2.4 forfeit losses; 16.2.5 requested byes
  followed only by VURs (or in the last round).
* 16.3 a player's score *as an opponent* counts 16.2.1-16.2.4 with the points
  awarded, and 16.2.5 rounds as draws (:meth:`Context.opponent_score`).
* 16.4 a player's own unplayed round counts as a game against a *dummy
  opponent* whose score is the player's own final score
  (:meth:`Context.dummy_score`).
* 16.5 when cutting (Cut-n, Median-n) the VURs are cut first.

The older 2009 method (FIDE Swiss Pairings Programs Committee, Kallithea
2009) is an option: the player's own unplayed round counts against a
*virtual opponent* who starts the round with the player's score, gets the
opposite result and draws every later round; every unplayed round of an
opponent counts as a draw in that opponent's score.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from arbiter_app.engine.model import ByeKind, Colour, Game, GameResult, Scoring, Tournament
from arbiter_app.engine.texts import N_, count_text, join_texts
from arbiter_app.engine.tiebreaks.editions import (EDITIONS, Edition, dummy_cap, edition_for,
                                                   edition_named)

#: unplayed-round methods
UNPLAYED_2023 = "2023"
UNPLAYED_2009 = "2009"

#: the FIDE rating floor since 1 March 2024 (FIDE Rating Regulations): the usual
#: choice when the tournament regulations give unrated players a rating
RATING_FLOOR = 1400


class Kind(str, enum.Enum):
    GAME = "game"  # played over the board (a pending game counts as played, 0 points)
    FORFEIT_WIN = "forfeit win"
    FORFEIT_LOSS = "forfeit loss"  # a double forfeit is a forfeit loss for both
    PAIRING_BYE = "pairing-allocated bye"
    FULL_BYE = "full-point bye"
    HALF_BYE = "half-point bye"
    ZERO_BYE = "zero-point bye"
    ABSENT = "absent"  # not in the round: withdrawn, not yet entered, or missing

    @property
    def voluntary(self) -> bool:
        """A voluntarily unplayed round (C.07 16.1.2)."""
        return self in _VOLUNTARY

    @property
    def requested(self) -> bool:
        """A requested bye or absence: the VURs without a scheduled opponent."""
        return self in (Kind.HALF_BYE, Kind.ZERO_BYE, Kind.ABSENT)


_VOLUNTARY = {Kind.FORFEIT_LOSS, Kind.HALF_BYE, Kind.ZERO_BYE, Kind.ABSENT}
_BYE_KINDS = {ByeKind.PAIRING_ALLOCATED: Kind.PAIRING_BYE, ByeKind.FULL_POINT: Kind.FULL_BYE,
              ByeKind.HALF_POINT: Kind.HALF_BYE, ByeKind.ZERO_POINT: Kind.ZERO_BYE}


@dataclass(frozen=True)
class Entry:
    """One player's round."""

    round_no: int
    kind: Kind
    points: float
    opponent: int | None = None  # the scheduled opponent (games and forfeits)
    colour: Colour | None = None  # colour of a game played over the board
    won: bool = False  # scored the points of a win

    @property
    def played(self) -> bool:
        return self.kind is Kind.GAME

    @property
    def voluntary(self) -> bool:
        return self.kind.voluntary


#: TiebreakOptions.rating_round: the first rating, or the rating of each round
RATING_FIRST, RATING_ROUND = "first", "round"


@dataclass
class TiebreakOptions:
    """How the tie-breaks treat unplayed rounds and unrated players."""

    #: "2023": C.07 (2023) article 16; "2009": the virtual-opponent method
    unplayed: str = UNPLAYED_2023
    #: rating given to unrated players in ARO/TPR/PTP/APRO/APPO (e.g. the FIDE rating
    #: floor, :data:`RATING_FLOOR`).  None (default): as C.07 10 says, the rating-based
    #: tie-breaks are dropped when unrated players take part and no rule gives them a rating
    unrated_rating: int | None = None
    #: the second method (checklist Q209): each unrated player's own performance against
    #: his rated opponents (ARO + dp(p), C.07 10.2), not below :data:`RATING_FLOOR`, and the
    #: floor when he met no rated opponent; when True ``unrated_rating`` is not read
    unrated_performance: bool = False
    #: compute after this round (default: the last round whose results are all in)
    rounds: int | None = None
    #: Koya limit: share of the maximum possible score an opponent needs (C.07 9.2)
    koya_limit: float = 0.5
    #: the C.07 edition ("2023", "2024", "2026"); None: the one the tournament's
    #: start date picks (:func:`~arbiter_app.engine.tiebreaks.editions.edition_for`)
    rules: str | None = None
    #: an event longer than 30 days (checklist Q213-216): the rating the rating-based
    #: tie-breaks read when a player has ratings by round (``Player.round_ratings``):
    #: ``"first"`` the rating at the start (C.07's rating, the default), ``"round"`` each
    #: game's opponent at his rating of that round (a player's own rating, RTNG: that of
    #: the last round counted), or a round number ``"N"``: every rating as valid in round N
    rating_round: str = RATING_FIRST

    def __post_init__(self) -> None:
        if not (self.rating_round in (RATING_FIRST, RATING_ROUND)
                or (str(self.rating_round).isdigit() and int(self.rating_round) >= 1)):
            raise ValueError(join_texts((
                N_("unknown rating for the tie-breaks {value}").format(
                    value=repr(self.rating_round)),
                N_("expected {first}, {each} or a round number").format(
                    first=repr(RATING_FIRST), each=repr(RATING_ROUND)))))
        if self.rules is not None:
            self.rules = edition_named(self.rules).name
        if self.unplayed not in (UNPLAYED_2023, UNPLAYED_2009):
            raise ValueError(join_texts((
                N_("unknown unplayed-round method {value}").format(value=repr(self.unplayed)),
                N_("expected {one} or {other}").format(one=repr(UNPLAYED_2023),
                                                       other=repr(UNPLAYED_2009)))))
        if self.unrated_rating is not None and self.unrated_rating < 0:
            raise ValueError(N_("the rating of unrated players cannot be negative"))
        if self.rounds is not None and self.rounds < 0:
            raise ValueError(N_("the number of rounds cannot be negative"))
        if not 0 <= self.koya_limit <= 1:
            raise ValueError(N_("the Koya limit is a share between 0 and 1"))


#: keys of ``Tournament.options`` that hold a tournament's own tie-break settings
OPTION_UNPLAYED = "tiebreaks.unplayed"
OPTION_UNRATED_RATING = "tiebreaks.unrated_rating"
#: the stored value of ``tiebreaks.unrated_rating`` that asks for the second method (Q209)
UNRATED_PERFORMANCE = "performance"
OPTION_KOYA_LIMIT = "tiebreaks.koya_limit"
#: the C.07 edition chosen by the arbiter ("2023", "2024", "2026"); empty or absent:
#: the one the start date picks
OPTION_RULES = "tiebreaks.rules"
#: TiebreakOptions.rating_round ("first" when absent)
OPTION_RATING_ROUND = "tiebreaks.rating_round"


def options_of(t: Tournament) -> TiebreakOptions:
    """The tie-break options stored with the tournament (``Tournament.options``:
    ``tiebreaks.unplayed`` = 2023 | 2009, ``tiebreaks.unrated_rating`` = a rating
    or empty, ``tiebreaks.koya_limit`` = a share such as 0.5); defaults otherwise.
    A bad stored value raises ValueError naming the key."""
    stored = t.options
    unplayed = stored.get(OPTION_UNPLAYED, "").strip() or UNPLAYED_2023
    rating_text = stored.get(OPTION_UNRATED_RATING, "").strip()
    limit_text = stored.get(OPTION_KOYA_LIMIT, "").strip()
    rules_text = stored.get(OPTION_RULES, "").strip()
    if rules_text and rules_text not in EDITIONS:
        raise ValueError(N_("tournament option {option}: expected one of {editions} or empty "
                            "(by the start date), not {value}").format(
                                option=OPTION_RULES, editions=", ".join(EDITIONS),
                                value=repr(rules_text)))
    performance = rating_text.lower() == UNRATED_PERFORMANCE
    try:
        rating = int(rating_text) if rating_text and not performance else None
    except ValueError:
        raise ValueError(N_("tournament option {option}: expected a rating or 'performance', "
                            "not {value}").format(option=OPTION_UNRATED_RATING,
                                              value=repr(rating_text))) from None
    try:
        limit = float(limit_text) if limit_text else 0.5
    except ValueError:
        raise ValueError(N_("tournament option {option}: expected a share such as 0.5, not "
                            "{value}").format(option=OPTION_KOYA_LIMIT,
                                              value=repr(limit_text))) from None
    try:
        return TiebreakOptions(unplayed=unplayed, unrated_rating=rating,
                               unrated_performance=performance, koya_limit=limit,
                               rules=rules_text or None, rating_round=stored.get(
                                   OPTION_RATING_ROUND, "").strip() or RATING_FIRST)
    except ValueError as exc:
        raise ValueError(N_("tournament tie-break options: {problem}").format(
            problem=exc)) from None


def edition_of(t: Tournament, options: TiebreakOptions | None = None) -> Edition:
    """The C.07 edition the standings of ``t`` follow: the one named in
    ``options`` (or the tournament's stored setting), else the one its start
    date picks."""
    options = options_of(t) if options is None else options
    if options.rules:
        return edition_named(options.rules)
    return edition_for(t.info.start_date)


def completed_rounds(t: Tournament) -> int:
    """The number of leading rounds whose games all have a result."""
    count = 0
    for rnd in t.rounds:
        if not rnd.complete:
            break
        count += 1
    return count


def _entry(round_no: int, number: int, rnd, scoring: Scoring, game: Game | None) -> Entry:
    if game is None:
        bye = rnd.byes.get(number)
        if bye is None:
            return Entry(round_no, Kind.ABSENT, scoring.zero_bye)
        points = scoring.for_bye(bye)
        return Entry(round_no, _BYE_KINDS[bye], points, won=points >= scoring.win > 0)
    code = game.code_of(number)
    opponent = game.opponent_of(number)
    if game.result is GameResult.PENDING:
        return Entry(round_no, Kind.GAME, 0.0, opponent, game.colour_of(number))
    points = scoring.for_code(code)
    if game.result.is_forfeit:
        kind = Kind.FORFEIT_WIN if code == "+" else Kind.FORFEIT_LOSS
        return Entry(round_no, kind, points, opponent, won=code == "+")
    return Entry(round_no, Kind.GAME, points, opponent, game.colour_of(number),
                 won=code in ("1", "W"))


@dataclass
class Context:
    """Everything the tie-break functions share for one computation."""

    tournament: Tournament
    options: TiebreakOptions
    rounds: int
    edition: Edition = field(default_factory=lambda: edition_for(None))
    entries: dict[int, list[Entry]] = field(default_factory=dict)
    scores: dict[int, float] = field(default_factory=dict)
    #: a round robin (C.05): unplayed games and withdrawals as :mod:`.roundrobin` says
    round_robin: bool = False
    #: remarks for the standings (withdrawals in a round robin)
    notes: list[str] = field(default_factory=list)
    #: the "half point" KS/L+n moves the Koya limit by (C.07 14.5); None: half a win's
    #: points (a team event's scores: 0.5 match or game points, engine/teams/context.py)
    half_point: float | None = None
    _last_available: dict[int, int] = field(default_factory=dict)
    _opponent_scores: dict[int, float] = field(default_factory=dict)
    _estimates: dict[int, int] = field(default_factory=dict)

    @classmethod
    def build(cls, t: Tournament, options: TiebreakOptions | None = None) -> "Context":
        options = options or options_of(t)
        rounds = completed_rounds(t) if options.rounds is None else options.rounds
        if rounds > t.rounds_played:
            raise ValueError(join_texts((
                N_("round {round} is not paired yet").format(round=rounds),
                count_text("the tournament has {n} round", "the tournament has {n} rounds",
                           t.rounds_played))))
        for round_no, rnd in enumerate(t.rounds[:rounds], start=1):
            for game in rnd.games:
                for number in game.players():
                    if number not in t.players:
                        raise ValueError(N_(
                            "round {round}: game {white}-{black}: {player} is not a player of "
                            "the tournament").format(round=round_no, white=game.white,
                                                     black=game.black, player=number))
        from arbiter_app.engine.tiebreaks.roundrobin import is_round_robin, standings_view
        round_robin = is_round_robin(t)
        notes: list[str] = []
        if round_robin:
            t, notes = standings_view(t)
        ctx = cls(t, options, rounds, edition_of(t, options), round_robin=round_robin,
                  notes=notes)
        ctx.entries = {number: [] for number in t.players}
        for round_no, rnd in enumerate(t.rounds[:rounds], start=1):
            games: dict[int, Game] = {}
            for game in rnd.games:
                games.setdefault(game.white, game)
                games.setdefault(game.black, game)
            for number, entries in ctx.entries.items():
                entries.append(_entry(round_no, number, rnd, t.scoring, games.get(number)))
        ctx.scores = {n: sum(e.points for e in entries) for n, entries in ctx.entries.items()}
        return ctx

    # -- scoring -----------------------------------------------------------
    @property
    def scoring(self) -> Scoring:
        return self.tournament.scoring

    @property
    def draw(self) -> float:
        return self.scoring.draw

    def score_after(self, number: int, round_no: int) -> float:
        """The player's score after ``round_no`` rounds."""
        return sum(e.points for e in self.entries[number][:round_no])

    def rating(self, number: int, round_no: int | None = None) -> int | None:
        """The rating used by rating-based tie-breaks (None: unrated, no rule); for a
        player with ratings by round, the one ``options.rating_round`` names (``round_no``:
        the round of the game it is read for)."""
        player = self.tournament.players[number]
        mode = self.options.rating_round
        if mode == RATING_FIRST or not player.round_ratings:
            rating = player.rating
        elif mode == RATING_ROUND:
            rating = player.rating_in(round_no or self.rounds)
        else:
            rating = player.rating_in(int(mode))
        if rating > 0:
            return rating
        if self.options.unrated_performance:
            return self.unrated_estimate(number)
        return self.options.unrated_rating

    def _real_rating(self, number: int, round_no: int) -> int:
        player = self.tournament.players[number]
        mode = self.options.rating_round
        if mode == RATING_FIRST or not player.round_ratings:
            return player.rating
        return player.rating_in(round_no if mode == RATING_ROUND else int(mode))

    def unrated_estimate(self, number: int) -> int:
        """Q209's second method: an unrated player's performance against his rated
        opponents over the rounds counted, C.07 10.2's ARO + dp(p) (only games played
        over the board; other unrated opponents left out, so no estimate reads another),
        not below the FIDE rating floor; the floor when he met no rated opponent."""
        if number not in self._estimates:
            from arbiter_app.engine.ratings import dp
            from arbiter_app.engine.tiebreaks.opponents import round_half_up
            ratings, score = [], 0.0
            for entry in self.entries[number]:
                if not entry.played:
                    continue
                rating = self._real_rating(entry.opponent, entry.round_no)
                if rating <= 0:
                    continue
                ratings.append(rating)
                score += (1.0 if entry.won else 0.5 if (entry.points == self.draw
                                                        and entry.points != self.scoring.loss)
                          else 0.0)
            estimate = RATING_FLOOR
            if ratings:
                aro = int(round_half_up(sum(ratings) / len(ratings), 0))
                p = int(round_half_up(score / len(ratings) * 100, 0))
                estimate = max(RATING_FLOOR, aro + dp(p))
            self._estimates[number] = estimate
        return self._estimates[number]

    @property
    def unrated_players(self) -> list[int]:
        return sorted(n for n, p in self.tournament.players.items() if p.rating <= 0)

    @property
    def rating_tiebreaks_dropped(self) -> bool:
        """C.07 10: with unrated players and no rule for them, the rating-based
        tie-breaks are left out of the list."""
        return (self.options.unrated_rating is None and not self.options.unrated_performance
                and bool(self.unrated_players))

    # -- unplayed rounds ---------------------------------------------------
    def last_available_round(self, number: int) -> int:
        """The last round that is not a VUR (0 when there is none)."""
        if number not in self._last_available:
            last = 0
            for entry in reversed(self.entries[number]):
                if not entry.voluntary:
                    last = entry.round_no
                    break
            self._last_available[number] = last
        return self._last_available[number]

    def category(self, number: int, entry: Entry) -> str | None:
        """The C.07 16.2 category of an unplayed round (None for a game)."""
        if entry.kind is Kind.GAME:
            return None
        if entry.kind in (Kind.PAIRING_BYE, Kind.FULL_BYE):
            return "16.2.1"
        if entry.kind is Kind.FORFEIT_WIN:
            return "16.2.2"
        if entry.kind is Kind.FORFEIT_LOSS:
            return "16.2.4"
        if entry.round_no < self.last_available_round(number):
            return "16.2.3"
        return "16.2.5"

    def opponent_round_points(self, number: int, entry: Entry) -> float:
        """What one round adds to the player's score when he is someone's opponent."""
        if self.options.unplayed == UNPLAYED_2009:
            return entry.points if entry.played else self.draw
        if self.category(number, entry) == "16.2.5":
            return self.draw
        return entry.points

    def opponent_scores(self) -> dict[int, float]:
        """Every player's :meth:`opponent_score` (computed once)."""
        if not self._opponent_scores:
            self._opponent_scores.update(
                {n: self.opponent_score(n) for n in self.entries})
        return dict(self._opponent_scores)

    def opponent_score(self, number: int) -> float:
        """The player's score as it counts in his opponents' BH, SB, ... (16.3,
        or every unplayed round a draw with the 2009 method)."""
        return sum(self.opponent_round_points(number, e) for e in self.entries[number])

    def dummy_score(self, number: int, entry: Entry, own_score: float | None = None,
                    opponent_scores: dict[int, float] | None = None) -> float:
        """The score of the opponent standing in for an unplayed round.

        C.07 16.4: a dummy with the player's own final score (``own_score``
        when given: FB's); from the 2026 edition capped (16.4.1 a forfeit: at the
        scheduled opponent's adjusted score, from ``opponent_scores`` when given;
        16.4.2 otherwise: at a draw times the rounds).  2009: a virtual opponent
        with the player's score before the round, the opposite result in that
        round, and a draw in every later round.
        """
        if self.options.unplayed == UNPLAYED_2023:
            score = self.scores[number] if own_score is None else own_score
            scheduled = None
            if entry.opponent is not None and self.edition.dummy_capped:
                if opponent_scores is None:
                    self.opponent_scores()
                    opponent_scores = self._opponent_scores
                scheduled = opponent_scores[entry.opponent]
            cap = dummy_cap(self.edition, scheduled, self.draw, self.rounds)
            return score if cap is None else min(score, cap)
        before = self.score_after(number, entry.round_no - 1)
        return before + self.opposite(entry.points) + self.draw * (self.rounds - entry.round_no)

    def opposite(self, points: float) -> float:
        """The virtual opponent's result when the player scored ``points``."""
        s = self.scoring
        if points >= s.win:
            return s.loss
        if points <= s.loss:
            return s.win
        if points == s.draw:
            return s.draw
        return s.win + s.loss - points


__all__ = ["Context", "OPTION_KOYA_LIMIT", "OPTION_RATING_ROUND", "OPTION_RULES",
           "OPTION_UNPLAYED", "OPTION_UNRATED_RATING", "RATING_FIRST", "RATING_ROUND",
           "edition_of",
           "RATING_FLOOR", "options_of", "Entry", "Kind", "TiebreakOptions", "UNPLAYED_2009",
           "UNPLAYED_2023", "completed_rounds"]
