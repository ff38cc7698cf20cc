"""``arbiter-cli show T.arbiter [--round N]``: the tournament, or one round."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, who
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.history import histories
from arbiter_app.engine.model import ByeKind

BYES = {ByeKind.PAIRING_ALLOCATED: "pairing-allocated bye", ByeKind.HALF_POINT: "half-point bye",
        ByeKind.FULL_POINT: "full-point bye", ByeKind.ZERO_POINT: "absent (zero-point bye)"}


def register(sub) -> None:
    parser = sub.add_parser("show", help="show a tournament file or one of its rounds")
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--round", type=int, metavar="N", help="show round N's boards")
    parser.set_defaults(func=run)


def run(args) -> int:
    with opened(args.file, read_only=True) as service:
        t = service.tournament()
        if args.round is not None:
            if not 1 <= args.round <= t.rounds_played:
                raise CliError(f"{args.file}: round {args.round} is not paired "
                               f"({t.rounds_played} rounds are)", 2)
            pairing = service.pairing(args.round)
        note = service.read_only_reason if service.in_use_by else ""
    if args.round is not None:
        print(f"{t.info.name or args.file}, round {args.round}")
        rnd = t.round(args.round)
        for number, (game, board) in enumerate(zip(rnd.games, pairing.boards), start=1):
            result = "" if game.result.value == "*" else f"  {game.result.value}"
            explanation = f"   [{board.explanation}]" if board.explanation else ""
            print(f"{number:4d}. {who(t, game.white)} - {who(t, game.black)}{result}{explanation}")
        for player, kind in sorted(rnd.byes.items()):
            print(f"      {who(t, player)}: {BYES[kind]}")
        return 0
    total = f" of {t.total_rounds}" if t.total_rounds else ""
    print(f"{t.info.name or args.file}: system {t.system or '(none)'}, {len(t.players)} players, "
          f"{t.rounds_played} rounds paired{total}; {fide_mode_line(t)}"
          + (f"; {note}" if note else ""))
    scores = histories(t)
    for number in sorted(t.players, key=lambda n: (-scores[n].score, n)):
        player = t.players[number]
        status = []
        if player.entry_round > 1:
            status.append(f"enters round {player.entry_round}")
        if player.withdrawn_from is not None:
            status.append(f"withdrawn from round {player.withdrawn_from}")
        for round_no, byes in sorted(t.requested_byes.items()):
            if number in byes:
                status.append(f"round {round_no}: {BYES[byes[number]]}")
        print(f"{scores[number].score:5.1f}  {who(t, number)}"
              + (f"  ({'; '.join(status)})" if status else ""))
    return 0


def fide_mode_line(t) -> str:
    """Whether ``t`` is in FIDE mode (issue #23)."""
    from arbiter_app.services.fide_mode import outside_note
    note = outside_note(t)
    return f"FIDE mode off ({note})" if note else "FIDE mode on"
