"""Results entered at the venue (issue #39): by the arbiter, by a deputy on his boards, by
the players of a board.

The arbiter's entry is the window's (:meth:`TournamentService.record_result`): the same
FIDE-mode rules, a warning the window would ask to confirm is a :class:`Conflict` until the
arbiter confirms.  A deputy enters the results of his boards in the current round (the last
one paired); a result already there is changed only by the arbiter (Conflict).  A player
enters his own board's result in the current round (a win, a loss or a draw: a forfeit is
the arbiter's decision); by the rule the arbiter chose (:data:`codes.OPTION_PLAYER_RESULTS`)
it is recorded at once ("one"), or once his opponent's entry agrees ("both": until then it
waits, and two entries that differ wait for the arbiter), or players enter none ("off").

The players' entries waiting are kept in the file (:data:`OPTION_CLAIMS`), so a restart of
the server loses none: ``ROUND BOARD PLAYER RESULT`` lines of the current round.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import GameResult, Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.venue.checkin import set_option
from arbiter_app.services.venue.codes import ARBITER, DEPUTY, PLAYER, Holder, player_rule
from arbiter_app.services.venue.errors import Conflict, NotAllowed, NotFound
from arbiter_app.services.warnings import OUTSIDE_FIDE_MODE, NeedsConfirmation

OPTION_CLAIMS = "venue.claims"
#: what a player may enter
PLAYER_RESULTS = (GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)

RECORDED, UNCHANGED, WAITING, DISPUTED = "recorded", "unchanged", "waiting", "disputed"


@dataclass(frozen=True)
class Claim:
    round_no: int
    board: int
    player: int
    result: GameResult


@dataclass(frozen=True)
class Entry:
    """What an entry did: :data:`RECORDED`, :data:`UNCHANGED` (the board had that result),
    :data:`WAITING` (a player's entry, for his opponent's) or :data:`DISPUTED` (the two
    players' entries differ: the arbiter decides)."""

    status: str
    round_no: int
    board: int
    result: GameResult
    previous: GameResult = GameResult.PENDING


def claims(options: dict[str, str]) -> list[Claim]:
    found = []
    for line in filter(None, options.get(OPTION_CLAIMS, "").split("\n")):
        r, b, n, value = line.split(" ")
        found.append(Claim(int(r), int(b), int(n), GameResult(value)))
    return found


def check_claims(text: str) -> None:
    """A file's claims option (a file may come from anywhere)."""
    lines = list(filter(None, text.split("\n")))
    if len(lines) > 10000:
        raise ValueError(tr("more than {most} entries", most=10000))
    for number, line in enumerate(lines, start=1):
        parts = line.split(" ")
        if (len(parts) != 4 or not all(p.isascii() and p.isdigit() and len(p) < 6
                                       for p in parts[:3])
                or parts[3] not in {r.value for r in PLAYER_RESULTS}):
            raise ValueError(tr("line {line} is not a player's result entry", line=number))


def current_round(t: Tournament) -> int:
    """The round the deputies and the players enter results of: the last one paired."""
    return t.rounds_played


def board_of(t: Tournament, round_no: int, player: int) -> int | None:
    """The board ``player`` plays on in round ``round_no`` (None: a bye, or not paired)."""
    if not 1 <= round_no <= t.rounds_played:
        return None
    for number, game in enumerate(t.round(round_no).games, start=1):
        if player in (game.white, game.black):
            return number
    return None


def waiting_claims(t: Tournament) -> list[Claim]:
    """The players' entries of the current round not yet recorded (the arbiter's list)."""
    r = current_round(t)
    return [c for c in claims(t.options) if c.round_no == r and _pending(t, c.round_no, c.board)]


def _pending(t: Tournament, round_no: int, board: int) -> bool:
    games = t.round(round_no).games if 1 <= round_no <= t.rounds_played else []
    return 1 <= board <= len(games) and not games[board - 1].result.is_known


def enter_result(service, holder: Holder, round_no: int, board: int, result: GameResult,
                 confirm: bool = False) -> Entry:
    """``holder`` enters ``result`` on ``board`` of round ``round_no`` (see the module)."""
    result = GameResult(result)
    if result is GameResult.PENDING:
        raise ServiceError(tr("'*' is no result"))
    t = service.tournament()
    if not 1 <= round_no <= t.rounds_played:
        raise NotFound(tr("round {round_no} is not paired", round_no=round_no))
    games = t.round(round_no).games
    if not 1 <= board <= len(games):
        raise NotFound(tr("round {round_no} has no board {board} (boards 1-{count})",
                          round_no=round_no, board=board, count=len(games)))
    game = games[board - 1]
    previous = game.result
    # first whether the board is the holder's: outside it he learns nothing of its result
    if holder.role == DEPUTY and not holder.covers(board):
        raise NotAllowed(tr("board {board} is not one of your boards ({boards})",
                            board=board, boards=holder.boards))
    if holder.role == PLAYER:
        _check_player(t, holder, game, board, result)
    if holder.role != ARBITER:
        if round_no != current_round(t):
            raise NotAllowed(tr("only the arbiter enters results of a round before the "
                                "current one ({current})", current=current_round(t)))
        if previous is result:
            return Entry(UNCHANGED, round_no, board, result, previous)
        if previous.is_known:
            raise Conflict(tr("board {board} already has the result {value}; only the "
                              "arbiter changes it", board=board, value=previous.value))
    if holder.role == PLAYER:
        return _player_entry(service, t, holder, round_no, board, result)
    if previous is result:
        return Entry(UNCHANGED, round_no, board, result, previous)
    _record(service, holder, round_no, board, result, confirm and holder.role == ARBITER)
    return Entry(RECORDED, round_no, board, result, previous)


def _record(service, holder: Holder, round_no: int, board: int, result: GameResult,
            confirm: bool, actor: str = "") -> None:
    with service.acting(actor or holder.actor):
        try:
            service.record_result(round_no, board, result, confirm=confirm, periodic_backup=True)
        except NeedsConfirmation as exc:
            texts = "; ".join(w.text for w in exc.warnings)
            if exc.level >= OUTSIDE_FIDE_MODE:  # no confirmation lifts it (as the CLI's exit 2)
                raise Conflict(tr("{action}: {warnings}; possible only outside FIDE mode; "
                                  "nothing was changed", action=exc.action,
                                  warnings=texts)) from None
            if holder.role != ARBITER:
                raise Conflict(tr("{action}: {warnings}; the arbiter decides; nothing was "
                                  "changed", action=exc.action, warnings=texts)) from None
            raise Conflict(str(exc), needs_confirmation=True) from None


def _check_player(t: Tournament, holder: Holder, game, board: int,
                  result: GameResult) -> None:
    """A player enters a win, a loss or a draw on his own board, if the rule lets him."""
    if holder.player not in (game.white, game.black):
        raise NotAllowed(tr("board {board} is not your board", board=board))
    if player_rule(t.options) == "off":
        raise NotAllowed(tr("players do not enter results in this tournament; tell the "
                            "arbiter"))
    if result not in PLAYER_RESULTS:
        raise NotAllowed(tr("a player enters a win, a loss or a draw (1-0, 0-1, 1/2); "
                            "{value} is the arbiter's decision", value=result.value))


def _player_entry(service, t: Tournament, holder: Holder, round_no: int, board: int,
                  result: GameResult) -> Entry:
    rule = player_rule(t.options)
    game = t.round(round_no).games[board - 1]
    if rule == "one":
        _record(service, holder, round_no, board, result, False)
        return Entry(RECORDED, round_no, board, result)
    opponent = game.black if holder.player == game.white else game.white
    with service.acting(holder.actor), service._write() as w:
        now = w.tournament()
        kept = [c for c in claims(now.options) if c.round_no == round_no
                and not (c.board == board and c.player == holder.player)]
        theirs = next((c for c in kept if c.board == board and c.player == opponent), None)
        # kept even when it agrees with the opponent's: if the result cannot be recorded
        # (an adjourned game needs the arbiter), both entries wait for him; once the board
        # has its result they are no longer waiting, and the next round's first entry
        # drops them
        kept.append(Claim(round_no, board, holder.player, result))
        set_option(w, now, OPTION_CLAIMS, "\n".join(
            f"{c.round_no} {c.board} {c.player} {c.result.value}" for c in kept) or None)
        w.audit(N_("player's result entry"), f"round {round_no} board {board}: "
                f"{result.value}")
    if theirs is not None and theirs.result is result:
        white, black = (holder.player, opponent) if holder.player == game.white else (
            opponent, holder.player)
        _record(service, holder, round_no, board, result, False,
                actor=f"players {white} and {black}, both entries")
        return Entry(RECORDED, round_no, board, result)
    return Entry(DISPUTED if theirs is not None else WAITING, round_no, board, result)
