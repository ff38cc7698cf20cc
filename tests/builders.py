"""Compact hand-built tournaments for tests.

``tournament(4, ["1-2 1-0, 3-4 1/2", "2-3 0-1, 4 U"])``: players 1..4 (rating
2400, 2390, ...), one string per round, boards separated by commas: ``W-B RESULT``
(results as typed: 1-0, 0-1, 1/2, +-, -+, --, * for pending), or ``N KIND`` for a
bye (U, H, F, Z).
"""

from __future__ import annotations

from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, Player, Round,
                                      Tournament)


def parse_round(text: str) -> Round:
    rnd = Round()
    for item in filter(None, (part.strip() for part in text.split(","))):
        left, right = item.split()
        if "-" in left:
            white, black = (int(x) for x in left.split("-"))
            rnd.games.append(Game(white, black, GameResult.parse(right)))
        else:
            rnd.byes[int(left)] = ByeKind(right)
    return rnd


def tournament(players: int, rounds: list[str] = (), total_rounds: int | None = None,
               initial_colour: Colour | None = Colour.WHITE, ratings: list[int] | None = None
               ) -> Tournament:
    ratings = ratings or [2400 - 10 * i for i in range(players)]
    t = Tournament(players={n: Player(n, f"Player {n:02d}", rating=ratings[n - 1])
                            for n in range(1, players + 1)},
                   total_rounds=total_rounds, initial_colour=initial_colour)
    for text in rounds:
        t.rounds.append(parse_round(text))
    return t


def boards(pairing) -> list[tuple[int, int]]:
    """(white, black) of every board, in board order."""
    return [(b.white, b.black) for b in pairing.boards]


def explanation_of(pairing, player: int) -> str:
    """The explanation of the board ``player`` sits on."""
    for board in pairing.boards:
        if player in (board.white, board.black):
            return board.explanation
    raise AssertionError(f"{player} not paired")


def cli_run(capsys, *argv) -> tuple[int, str, str]:
    """``arbiter-cli ARGV`` in this process: (exit code, standard output, standard error)."""
    from arbiter_app.cli.main import main
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err
