"""The tournament model: players, rounds, games, byes and settings.

Plain data only. Everything derived from it (scores, colours, floats, ...)
lives in :mod:`arbiter_app.engine.history`; pairing lives in
:mod:`arbiter_app.engine.systems`.

Conventions
-----------
* Players are identified by their pairing number (``int`` >= 1).
* ``Tournament.rounds[0]`` is round 1.  A round holds the games that were
  paired and every unplayed entry (byes of every kind, absences).
* Requested byes and absences for rounds not yet paired are kept apart in
  ``Tournament.requested_byes`` (round number -> player -> kind).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Iterable, Iterator

from arbiter_app.engine.texts import N_, join_texts


class Colour(str, enum.Enum):
    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> "Colour":
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


class GameResult(str, enum.Enum):
    """Result of a paired game, seen from white then black."""

    PENDING = "*"
    WHITE_WINS = "1-0"
    BLACK_WINS = "0-1"
    DRAW = "1/2"
    WHITE_FORFEIT_WIN = "+-"  # black did not appear
    BLACK_FORFEIT_WIN = "-+"  # white did not appear
    DOUBLE_FORFEIT = "--"
    WHITE_WINS_UNRATED = "W-L"  # unrated short games (TRF W/D/L)
    BLACK_WINS_UNRATED = "L-W"
    DRAW_UNRATED = "D-D"
    # an arbiter's decision after a played game (Laws of Chess art. 12.9 and
    # C.07's "loss for both"): each player gets what he scored
    WHITE_HALF_BLACK_ZERO = "1/2-0"
    WHITE_ZERO_BLACK_HALF = "0-1/2"
    DOUBLE_LOSS = "0-0"
    # a game whose result is not known when the next round is paired (FIDE checklist
    # Q157-169): a draw for the pairing (TRF-2026 162 code X), TRF cell code "?"
    ADJOURNED = "?"

    @property
    def codes(self) -> tuple[str, str]:
        """TRF result codes of white and black."""
        return _CODES[self]

    @property
    def is_forfeit(self) -> bool:
        return self in (GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                        GameResult.DOUBLE_FORFEIT)

    @property
    def is_adjourned(self) -> bool:
        return self is GameResult.ADJOURNED

    @property
    def is_known(self) -> bool:
        """True once the game has its final result (neither pending nor adjourned)."""
        return self not in (GameResult.PENDING, GameResult.ADJOURNED)

    @property
    def is_played(self) -> bool:
        """True when the game was (or is being) played over the board.

        A pending game counts as played: colours and opponents of a paired
        round are real as soon as the pairing is published.
        """
        return not self.is_forfeit

    @classmethod
    def from_codes(cls, white: str, black: str) -> "GameResult | None":
        return _FROM_CODES.get((white, black))

    @classmethod
    def parse(cls, text: str) -> "GameResult":
        """Parse a result as an arbiter types it (``1-0``, ``1/2``, ``+-`` ...)."""
        key = text.strip().replace(" ", "").replace("½", "1/2").lower()
        aliases = {"1-0": cls.WHITE_WINS, "0-1": cls.BLACK_WINS, "1/2": cls.DRAW,
                   "1/2-1/2": cls.DRAW, "=": cls.DRAW,
                   "+-": cls.WHITE_FORFEIT_WIN, "-+": cls.BLACK_FORFEIT_WIN,
                   "--": cls.DOUBLE_FORFEIT, "w-l": cls.WHITE_WINS_UNRATED,
                   "l-w": cls.BLACK_WINS_UNRATED, "d-d": cls.DRAW_UNRATED,
                   "1/2-0": cls.WHITE_HALF_BLACK_ZERO, "0-1/2": cls.WHITE_ZERO_BLACK_HALF,
                   "0-0": cls.DOUBLE_LOSS, "?": cls.ADJOURNED, "adj": cls.ADJOURNED,
                   "adjourned": cls.ADJOURNED, "*": cls.PENDING, "": cls.PENDING}
        if key not in aliases:
            raise ValueError(join_texts((
                N_("unknown result {text}").format(text=repr(text)),
                N_("expected one of {values}").format(values=", ".join(RESULT_SPELLINGS)))))
        return aliases[key]


_CODES: dict[GameResult, tuple[str, str]] = {
    GameResult.PENDING: (" ", " "),
    GameResult.WHITE_WINS: ("1", "0"),
    GameResult.BLACK_WINS: ("0", "1"),
    GameResult.DRAW: ("=", "="),
    GameResult.WHITE_FORFEIT_WIN: ("+", "-"),
    GameResult.BLACK_FORFEIT_WIN: ("-", "+"),
    GameResult.DOUBLE_FORFEIT: ("-", "-"),
    GameResult.WHITE_WINS_UNRATED: ("W", "L"),
    GameResult.BLACK_WINS_UNRATED: ("L", "W"),
    GameResult.DRAW_UNRATED: ("D", "D"),
    GameResult.WHITE_HALF_BLACK_ZERO: ("=", "0"),
    GameResult.WHITE_ZERO_BLACK_HALF: ("0", "="),
    GameResult.DOUBLE_LOSS: ("0", "0"),
    GameResult.ADJOURNED: ("?", "?"),
}
#: how an arbiter may type each result (``GameResult.parse``), in the order menus list them
RESULT_SPELLINGS = ("1-0", "0-1", "1/2", "+-", "-+", "--", "1/2-0", "0-1/2", "0-0",
                    "W-L", "L-W", "D-D", "adjourned")
_FROM_CODES = {codes: result for result, codes in _CODES.items()}


class ByeKind(str, enum.Enum):
    """An unplayed round without opponent (TRF codes)."""

    PAIRING_ALLOCATED = "U"  # C.04.1.c: the points of a win unless regulations say otherwise
    HALF_POINT = "H"  # requested half-point bye
    FULL_POINT = "F"  # full-point bye given by the arbiter
    ZERO_POINT = "Z"  # absence / zero-point bye (also a blank TRF entry)


@dataclass(frozen=True)
class Scoring:
    """Points per outcome (C.04.1.c: the bye scores a win unless said otherwise).

    The point systems an arbiter sets are those of TRF-2026 record 162
    (:mod:`arbiter_app.services.points`): W gives ``win``, ``forfeit_win`` and
    ``full_bye``; D ``draw`` and ``half_bye``; A ``forfeit_loss`` and ``zero_bye``;
    L ``loss``, P ``pairing_bye`` and X ``adjourned`` (an unknown result, e.g. an
    adjourned game; by default the points of a draw).
    """

    win: float = 1.0
    draw: float = 0.5
    loss: float = 0.0
    forfeit_win: float = 1.0
    forfeit_loss: float = 0.0
    pairing_bye: float = 1.0
    half_bye: float = 0.5
    full_bye: float = 1.0
    zero_bye: float = 0.0
    adjourned: float = 0.5

    @property
    def points(self) -> dict[str, float]:
        """Points for each TRF result code of one player (a loop over every player's
        every round takes the table once)."""
        return {"1": self.win, "W": self.win, "=": self.draw, "D": self.draw,
                "0": self.loss, "L": self.loss, "+": self.forfeit_win,
                "-": self.forfeit_loss, "U": self.pairing_bye, "H": self.half_bye,
                "F": self.full_bye, "Z": self.zero_bye, "?": self.adjourned,
                " ": 0.0, "*": 0.0}

    def for_code(self, code: str) -> float:
        """Points for one TRF result code of one player."""
        return self.points[code]

    def for_bye(self, kind: ByeKind) -> float:
        return self.for_code(kind.value)


#: the kinds of FIDE rating (B.02: standard, rapid and blitz lists)
#: the most players a tournament holds: what TRF's pairing numbers can say (1 to 9999)
MAX_PLAYERS = 9999
#: the most rounds a tournament has (far above any real event; the store refuses more)
MAX_ROUNDS = 999

RATING_KINDS = ("standard", "rapid", "blitz")


@dataclass(frozen=True)
class ListRating:
    """A rating a FIDE list gives a player: its kind (``RATING_KINDS``), the rating
    (0: none), the list's K-factor (0: none given) and the list it came from (its
    kind and month, e.g. ``"FIDE standard 2026/03"``; checklist Q134)."""

    kind: str
    rating: int
    k: int = 0
    source: str = ""


@dataclass(frozen=True)
class Player:
    number: int
    name: str
    rating: int = 0
    title: str = ""
    sex: str = ""
    federation: str = ""
    fide_id: str = ""
    birth_date: str = ""
    # 1-based round from which the player takes part (late entries > 1)
    entry_round: int = 1
    # 1-based round from which the player is no longer paired (withdrawal)
    withdrawn_from: int | None = None
    # ``rating`` is the official FIDE rating of the tournament's rating type (TRF 001
    # cols 49-52); the tournament rating the initial order uses comes from it, the
    # national ratings and ``manual_rating`` by the starting-rank method (C.04.2 art. 2,
    # TRF-2026 172: arbiter_app/engine/tournament_rating.py)
    # the arbiter's rating for the player (C.04.2 2.1: an unknown or unreliable rating
    # estimated by the chief arbiter); 0: none
    manual_rating: int = 0
    # the FIDE ratings of every kind the lists give, with K and source (Q116-134)
    fide_ratings: tuple[ListRating, ...] = ()
    # events longer than 30 days (checklist Q210-216): (first round, rating) for each
    # monthly list published during the event, rounds from then on rated by it
    round_ratings: tuple[tuple[int, int], ...] = ()
    # False: the arbiter made the player ineligible for half-point byes (FIDE checklist
    # Q175; e.g. the regulations' limit reached, or a prize-money rule)
    half_byes: bool = True
    # True: withdrawn by expulsion (FIDE checklist Q197-198): flagged, and left out of the
    # Swiss standings (their games still count for their opponents)
    expelled: bool = False

    def fide_rating(self, kind: str) -> ListRating | None:
        """The list rating of ``kind`` (``RATING_KINDS``), None when no list gave one."""
        for entry in self.fide_ratings:
            if entry.kind == kind:
                return entry
        return None

    def rating_in(self, round_no: int) -> int:
        """The rating of round ``round_no``: the last ``round_ratings`` entry from that
        round or earlier, else ``rating`` (Q211-216)."""
        value = self.rating
        for first, rating in sorted(self.round_ratings):
            if first <= round_no:
                value = rating
        return value

    def active_in(self, round_no: int) -> bool:
        if round_no < self.entry_round:
            return False
        return self.withdrawn_from is None or round_no < self.withdrawn_from


@dataclass(frozen=True)
class Game:
    white: int
    black: int
    result: GameResult = GameResult.PENDING

    def players(self) -> tuple[int, int]:
        return (self.white, self.black)

    def colour_of(self, player: int) -> Colour:
        if player == self.white:
            return Colour.WHITE
        if player == self.black:
            return Colour.BLACK
        raise KeyError(player)

    def opponent_of(self, player: int) -> int:
        if player == self.white:
            return self.black
        if player == self.black:
            return self.white
        raise KeyError(player)

    def code_of(self, player: int) -> str:
        """The TRF result code of ``player`` in this game."""
        white, black = self.result.codes
        return white if player == self.white else black


@dataclass
class Round:
    games: list[Game] = field(default_factory=list)
    byes: dict[int, ByeKind] = field(default_factory=dict)
    date: str = ""

    def game_of(self, player: int) -> Game | None:
        for game in self.games:
            if player == game.white or player == game.black:
                return game
        return None

    def participants(self) -> set[int]:
        seen = set(self.byes)
        for game in self.games:
            seen.add(game.white)
            seen.add(game.black)
        return seen

    @property
    def pairing_bye(self) -> int | None:
        for player, kind in self.byes.items():
            if kind is ByeKind.PAIRING_ALLOCATED:
                return player
        return None

    @property
    def complete(self) -> bool:
        """No game waits for its result: each has one, or is adjourned (an adjourned
        game counts as a draw for the pairing, FIDE checklist Q157)."""
        return all(game.result is not GameResult.PENDING for game in self.games)

    @property
    def final(self) -> bool:
        """Every game has its final result (none pending, none adjourned)."""
        return all(game.result.is_known for game in self.games)

    def adjourned_games(self) -> list[Game]:
        return [g for g in self.games if g.result is GameResult.ADJOURNED]


@dataclass
class TournamentInfo:
    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    kind: str = ""  # TRF 092: type of tournament
    chief_arbiter: str = ""
    deputies: str = ""
    time_control: str = ""
    # tournament-level lines we do not interpret, kept verbatim in file order
    extra_lines: list[str] = field(default_factory=list)


@dataclass
class Tournament:
    info: TournamentInfo = field(default_factory=TournamentInfo)
    players: dict[int, Player] = field(default_factory=dict)
    rounds: list[Round] = field(default_factory=list)
    total_rounds: int | None = None
    # colour of the top player in round 1 (E.5 / "drawn by lot"); None: not drawn yet
    initial_colour: Colour | None = None
    scoring: Scoring = field(default_factory=Scoring)
    system: str = ""
    # round number -> player -> requested bye or absence for a round not yet paired
    requested_byes: dict[int, dict[int, ByeKind]] = field(default_factory=dict)
    # pairs that must not meet (TRF extension XXP)
    forbidden_pairs: set[frozenset[int]] = field(default_factory=set)
    # Lim's "Maxi-tournament" 100-point rule and similar per-system options
    options: dict[str, str] = field(default_factory=dict)

    # -- navigation -------------------------------------------------------
    @property
    def rounds_played(self) -> int:
        return len(self.rounds)

    @property
    def next_round(self) -> int:
        return len(self.rounds) + 1

    def round(self, round_no: int) -> Round:
        return self.rounds[round_no - 1]

    def player_numbers(self) -> list[int]:
        return sorted(self.players)

    def entries(self, player: int) -> Iterator[tuple[int, Game | None, ByeKind | None]]:
        """Yield ``(round_no, game, bye)`` for each round already in the model."""
        for index, rnd in enumerate(self.rounds, start=1):
            yield index, rnd.game_of(player), rnd.byes.get(player)

    def players_to_pair(self, round_no: int | None = None) -> list[int]:
        """Players to be paired in ``round_no`` (default: the next round).

        Withdrawn players, players not yet entered and players with a requested
        bye or announced absence for that round are left out (F.5 of C.04.1,
        and the pairing-input convention of the endorsed engines).
        """
        round_no = self.next_round if round_no is None else round_no
        absent = self.requested_byes.get(round_no, {})
        return [n for n in sorted(self.players)
                if self.players[n].active_in(round_no) and n not in absent]

    # -- copies ------------------------------------------------------------
    def copy(self) -> "Tournament":
        """A copy that shares nothing a caller can change with ``self`` (players, games
        and the scoring are frozen, so they are shared; every container is new)."""
        return replace(self, info=replace(self.info, extra_lines=list(self.info.extra_lines)),
                       players=dict(self.players),
                       rounds=[Round(list(r.games), dict(r.byes), r.date) for r in self.rounds],
                       requested_byes={k: dict(v) for k, v in self.requested_byes.items()},
                       forbidden_pairs=set(self.forbidden_pairs), options=dict(self.options))

    def truncated(self, rounds: int) -> "Tournament":
        """A copy holding rounds ``1..rounds`` only.

        The unplayed entries of round ``rounds + 1`` other than the
        pairing-allocated bye become requested byes for that round, so the copy
        is exactly the input from which round ``rounds + 1`` was paired.
        """
        copy = replace(self, rounds=[Round(list(r.games), dict(r.byes), r.date)
                                     for r in self.rounds[:rounds]],
                       requested_byes={k: dict(v) for k, v in self.requested_byes.items()
                                       if k > rounds + 1},
                       players=dict(self.players),
                       forbidden_pairs=set(self.forbidden_pairs),
                       options=dict(self.options))
        if rounds < len(self.rounds):
            following = self.rounds[rounds]
            announced = {p: k for p, k in following.byes.items()
                         if k is not ByeKind.PAIRING_ALLOCATED}
            if announced:
                copy.requested_byes[rounds + 1] = announced
        elif rounds + 1 in self.requested_byes:
            copy.requested_byes[rounds + 1] = dict(self.requested_byes[rounds + 1])
        return copy

    def add_round(self, rnd: Round) -> None:
        """Append a paired round, folding in the requested byes for it."""
        round_no = self.next_round
        for player, kind in self.requested_byes.pop(round_no, {}).items():
            rnd.byes.setdefault(player, kind)
        self.rounds.append(rnd)


def pairs_of(games: Iterable[Game]) -> list[tuple[int, int]]:
    return [(g.white, g.black) for g in games]
