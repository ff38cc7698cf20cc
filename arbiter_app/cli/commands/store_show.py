"""``arbiter-cli show T.arbiter [--round N]``: the tournament, or one round."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, rounds_text, who
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.engine.history import histories
from arbiter_app.engine.model import ByeKind
from arbiter_app.i18n import N_, Texts, decimal, tr, trn
from arbiter_app.i18n.message import shown

BYES = Texts({ByeKind.PAIRING_ALLOCATED: N_("pairing-allocated bye"),
              ByeKind.HALF_POINT: N_("half-point bye"), ByeKind.FULL_POINT: N_("full-point bye"),
              ByeKind.ZERO_POINT: N_("absent (zero-point bye)")})


def register(sub) -> None:
    parser = add_command(sub, "show")
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--round", type=int, metavar="N", help=tr("show round N's boards"))
    parser.set_defaults(func=run)


def run(args) -> int:
    with opened(args.file, read_only=True) as service:
        if service.is_team_event:
            return _show_team_event(args, service)
        t = service.tournament()
        if args.round is not None:
            if not 1 <= args.round <= t.rounds_played:
                raise CliError(trn("{file}: round {round} is not paired ({n} round is)",
                                   "{file}: round {round} is not paired ({n} rounds are)",
                                   t.rounds_played, file=args.file, round=args.round), 2)
            pairing = service.pairing(args.round)
        note = service.read_only_reason if service.in_use_by else ""
    if args.round is not None:
        print(tr("{name}, round {round}", name=t.info.name or args.file, round=args.round))
        rnd = t.round(args.round)
        for number, (game, board) in enumerate(zip(rnd.games, pairing.boards), start=1):
            result = "" if game.result.value == "*" else f"  {game.result.value}"
            explanation = f"   [{shown(board.explanation)}]" if board.explanation else ""
            print(f"{number:4d}. {who(t, game.white)} - {who(t, game.black)}{result}{explanation}")
        for player, kind in sorted(rnd.byes.items()):
            print(f"      {who(t, player)}: {BYES[kind]}")
        return 0
    print(trn("{name}: system {system}, {n} player, {rounds}; {fide_mode}",
              "{name}: system {system}, {n} players, {rounds}; {fide_mode}", len(t.players),
              name=t.info.name or args.file, system=t.system or tr("(none)"),
              rounds=rounds_text(t), fide_mode=fide_mode_line(t))
          + (f"; {note}" if note else ""))
    scores = histories(t)
    for number in sorted(t.players, key=lambda n: (-scores[n].score, n)):
        player = t.players[number]
        status = []
        if player.entry_round > 1:
            status.append(tr("enters round {round}", round=player.entry_round))
        if player.withdrawn_from is not None:
            status.append(tr("withdrawn from round {round}", round=player.withdrawn_from))
        for round_no, byes in sorted(t.requested_byes.items()):
            if number in byes:
                status.append(tr("round {round}: {bye}", round=round_no, bye=BYES[byes[number]]))
        print(f"{decimal(f'{scores[number].score:5.1f}')}  {who(t, number)}"
              + (f"  ({'; '.join(status)})" if status else ""))
    return 0


def _show_team_event(args, service) -> int:
    """A team event: its teams with their match and game points, or one round's matches
    with their boards."""
    from arbiter_app.cli.commands.team_common import match_lines, points_text, team_who
    from arbiter_app.engine.teams.points import totals
    t = service.team_tournament()
    if args.round is not None:
        if not 1 <= args.round <= t.rounds_played:
            raise CliError(trn("{file}: round {round} is not paired ({n} round is)",
                               "{file}: round {round} is not paired ({n} rounds are)",
                               t.rounds_played, file=args.file, round=args.round), 2)
        print(tr("{name}, round {round}", name=t.info.name or args.file, round=args.round))
        for line in match_lines(t, service, args.round):
            print(line)
        return 0
    print(trn("{name}: team event, system {system}, {n} team of {boards} boards, {rounds}",
              "{name}: team event, system {system}, {n} teams of {boards} boards, {rounds}",
              len(t.teams), name=t.info.name or args.file, system=t.system or tr("(none)"),
              boards=t.settings.boards, rounds=rounds_text(t)))
    scores = totals(t)
    print(f"{'MP':>5} {'GP':>6}  " + tr("team"))
    for number in sorted(t.teams, key=lambda n: (-scores[n][0], -scores[n][1], n)):
        status = []
        if t.players[number].withdrawn_from is not None:
            status.append(tr("withdrawn from round {round}",
                             round=t.players[number].withdrawn_from))
        for round_no, byes in sorted(t.requested_byes.items()):
            if number in byes:
                status.append(tr("round {round}: {bye}", round=round_no,
                                 bye=BYES[byes[number]]))
        mp, gp = scores[number]
        size = trn("{n} player", "{n} players", len(t.teams[number].roster))
        print(f"{points_text(mp):>5} {points_text(gp):>6}  {team_who(t, number)} ({size})"
              + (f"  ({'; '.join(status)})" if status else ""))
    return 0


def fide_mode_line(t) -> str:
    """Whether ``t`` is in FIDE mode (issue #23)."""
    from arbiter_app.services.fide_mode import outside_note_shown
    note = outside_note_shown(t)
    return tr("FIDE mode off ({note})", note=note) if note else tr("FIDE mode on")
