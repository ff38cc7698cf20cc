"""Who sat on which board: a team's line-up in a match, and the white team (C.04.6 1.6.1).

* A team's **players on the boards** of a round are those of its roster with a game, or with
  an entry won or lost by forfeit against an empty board (``0000 - +``, ``0000 - -``, and
  ``0000 - F``, read the same way in a team playing a match).
* **Line-up**: record 300 when there is one (its players on boards 1, 2, ...; ``0000`` an
  empty board; boards it does not list are empty); else the players on the boards in roster
  order, the last boards empty when the team fielded fewer players than boards.  TRF-2026
  asks for a 300 record "when a team plays in a different board order than defined in record
  310, or plays with an unoccupied board"; an unoccupied board after the last player is read
  without one (no other reading exists), any other needs it.
* Board k of a match opposes the two teams' k-th players: when one has a game, its opponent
  must be the other one (else the line-ups are wrong, and the error says so).
* **Colours** (TRF-2026 352, "colour sequence (W or B) for boards"): the colours of the boards
  of one team, board 1 first; the other team has the opposite ones.  Without 352 they
  alternate, White on board 1.  The **white team** is the one whose board-1 player had White
  (C.04.6 1.6.1); a 352 starting with B is read as the other team's colours.  When board 1
  has no game (empty on one side), the first board with a game tells: the team whose player
  has that board's colour of the white team's sequence is the white team.  A match without
  any game needs a 330 record, which names the white team.  A forfeited game written without
  colours (``   5 - +``) gets provisional ones, the lower starting rank White; they decide
  the white team only when no other game has colours.

Plain Python: no I/O.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, Colour, Game, Round
from arbiter_app.engine.teams.facts import LineUp, TeamInputError
from arbiter_app.engine.teams.model import TeamSettings
from arbiter_app.engine.texts import N_


def white_colours(settings: TeamSettings) -> str:
    """The colours of the white team's boards, board 1 first (``settings.boards`` of them):
    352's sequence, inverted when it starts with B; without one, alternating from White."""
    boards = max(settings.boards, 1)
    seq = (settings.board_colours or "WB").upper()
    if seq[0] == "B":
        seq = seq.translate(str.maketrans("WB", "BW"))
    return "".join(seq[k % len(seq)] for k in range(boards))


def on_boards(rnd: Round, roster: tuple[int, ...], forfeits: dict[int, str],
              playing: bool) -> list[int]:
    """The players of ``roster`` on a board in ``rnd``, in roster order: a game, or an entry
    won or lost by forfeit (``forfeits``: player -> "+"/"-"; ``playing``: the team plays a
    match, so an individual full-point bye is a board won by forfeit)."""
    out = []
    for player in roster:
        if rnd.game_of(player) is not None or player in forfeits:
            out.append(player)
        elif playing and rnd.byes.get(player) is ByeKind.FULL_POINT:
            out.append(player)
    return out


def lineup(round_no: int, team: int, roster: tuple[int, ...], fielded: list[int],
           boards: int, record: LineUp | None) -> tuple[int, ...]:
    """The players of ``team`` on boards 1..``boards`` (0: empty); ``fielded``: its players
    on a board (:func:`on_boards`); ``record``: its 300 record, if any."""
    if record is None:
        if len(fielded) > boards:
            raise TeamInputError(N_("round {round}: team {team} has players {players} on the "
                                    "boards, more than a match's boards ({boards})")
                                 .format(round=round_no, team=team,
                                         players=", ".join(map(str, fielded)), boards=boards),
                                 round_no=round_no)
        return tuple(fielded) + (0,) * (boards - len(fielded))
    players = record.players
    where = dict(line=record.line, round_no=round_no)
    if len(players) > boards:
        raise TeamInputError(N_("300: the line-up of team {team} in round {round} is longer "
                                "({n}) than a match's boards ({boards})").format(
            team=team, round=round_no, n=len(players), boards=boards), **where)
    seen = set()
    for player in players:
        if not player:
            continue
        if player not in roster:
            raise TeamInputError(N_("300: player {player} is on the line-up of team {team} in "
                                    "round {round}, but not on its roster (310)").format(
                player=player, team=team, round=round_no), **where)
        if player in seen:
            raise TeamInputError(N_("300: player {player} is twice on the line-up of team "
                                    "{team} in round {round}").format(
                player=player, team=team, round=round_no), **where)
        seen.add(player)
    for player in fielded:
        if player not in seen:
            raise TeamInputError(N_("300: player {player} of team {team} plays in round "
                                    "{round}, but the line-up of the 300 record does not list "
                                    "him").format(player=player, team=team, round=round_no),
                                 **where)
    return tuple(players) + (0,) * (boards - len(players))


def check_boards(round_no: int, rnd: Round, teams: tuple[int, int],
                 lineups: tuple[tuple[int, ...], tuple[int, ...]], line: int = 0) -> None:
    """Board k opposes the k-th players of the two line-ups: a game's opponent is the other
    team's player on that board."""
    for board, pair in enumerate(zip(*lineups), start=1):
        for side in (0, 1):
            player, other = pair[side], pair[1 - side]
            game = rnd.game_of(player) if player else None
            if game is None or game.opponent_of(player) == other:
                continue
            values = dict(round=round_no, board=board, team=teams[side], player=player,
                          opponent=game.opponent_of(player), other=teams[1 - side],
                          occupant=other)
            if other:
                message = N_("round {round}: board {board} of team {team} is player {player}, "
                             "who plays player {opponent}, but board {board} of team {other} "
                             "is player {occupant}; without a 300 record the boards are the "
                             "players in roster order").format(**values)
            else:
                message = N_("round {round}: board {board} of team {team} is player {player}, "
                             "who plays player {opponent}, but board {board} of team {other} "
                             "is empty; without a 300 record the boards are the players in "
                             "roster order").format(**values)
            raise TeamInputError(message, line=line, round_no=round_no)


def first_game(rnd: Round, lineup_a: tuple[int, ...],
               skipped: set[int] = frozenset()) -> tuple[int, Game] | None:
    """(board index from 0, game) of the first board of team A's line-up with a game (whose
    player is not in ``skipped``)."""
    for index, player in enumerate(lineup_a):
        game = rnd.game_of(player) if player and player not in skipped else None
        if game is not None:
            return index, game
    return None


def white_team(rnd: Round, teams: tuple[int, int], lineup_a: tuple[int, ...],
               settings: TeamSettings, colourless: set[int] = frozenset()) -> int | None:
    """The white team of a match between ``teams`` (A first, whose line-up is
    ``lineup_a``), from the colours of its first board with a game; None without a game.
    Games written without colours (``colourless``: their players) are skipped."""
    found = first_game(rnd, lineup_a, colourless)
    if found is None:
        return None
    index, game = found
    colours = white_colours(settings)
    own = game.colour_of(lineup_a[index])
    wanted = Colour.WHITE if colours[index % len(colours)] == "W" else Colour.BLACK
    return teams[0] if own is wanted else teams[1]


__all__ = ["check_boards", "first_game", "lineup", "on_boards", "white_colours", "white_team"]
