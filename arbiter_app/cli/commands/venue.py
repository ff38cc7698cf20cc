"""``arbiter-cli serve``, ``codes`` and ``checkin``: the venue server (issue #39), its access
codes and the players' check-in before a round."""

from __future__ import annotations

import os
import signal
import sys
import threading

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr
from arbiter_app.services.venue import codes as venue_codes


def register(sub) -> None:
    parser = add_command(sub, "serve", description=tr(
        "Serve the tournament to the venue's network: the public pages of the pairings and "
        "standings, result entry and check-in with the arbiter's, the deputies' and the "
        "players' codes, and a JSON API. Listens on this machine only unless --host says "
        "otherwise (0.0.0.0: every network). Ctrl+C stops it; nothing in flight is lost."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--host", default="127.0.0.1", metavar="ADDR",
                        help=tr("the address to listen on (default 127.0.0.1: this machine "
                                "only; 0.0.0.0: every network, the venue's included)"))
    parser.add_argument("--port", type=int, default=8080, metavar="N",
                        help=tr("the port (default 8080; 0: a free one)"))
    parser.add_argument("--codes-file", metavar="FILE",
                        help=tr("write the access codes to FILE, one 'ROLE CODE' line each "
                                "(arbiter, deputy, player), for scripts"))
    parser.set_defaults(func=run_serve)

    parser = add_command(sub, "codes", description=tr(
        "List the venue server's access codes ('ROLE CODE' lines, then who holds each), "
        "name or remove a deputy, revoke a code (its holder gets a new one), or choose what "
        "the players' result entries do."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--deputy", metavar="NAME", help=tr("name a deputy"))
    parser.add_argument("--boards", metavar="A-B",
                        help=tr("with --deputy: the deputy's boards only (default: every "
                                "board)"))
    parser.add_argument("--remove-deputy", metavar="NAME", help=tr("remove a deputy"))
    parser.add_argument("--revoke", metavar="WHO",
                        help=tr("refuse a code from now on: 'arbiter', 'deputy NAME' or "
                                "'player N' (the holder gets a new code)"))
    parser.add_argument("--player-results", choices=venue_codes.PLAYER_RULES,
                        help=tr("the players' result entries: both (recorded when both "
                                "players' entries agree; the default), one (the first "
                                "entry is recorded), off (players enter none)"))
    parser.set_defaults(func=run_codes)

    parser = add_command(sub, "checkin", description=tr(
        "The players' check-in for the next round: list who has checked in and who not, "
        "check players in (or --undo), and mark those not checked in absent for the round "
        "(not paired, a zero-point bye) before pairing it."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("players", metavar="N", nargs="*", type=int,
                        help=tr("players to check in"))
    parser.add_argument("--undo", action="store_true",
                        help=tr("take the check-in of the players N back"))
    parser.add_argument("--mark-absent", action="store_true",
                        help=tr("mark every player not checked in absent for the round"))
    parser.set_defaults(func=run_checkin)


def codes_text(t) -> str:
    """The codes as ``ROLE CODE`` lines, then who holds each (a deputy's name and boards,
    a player's number)."""
    lines = []
    for holder, code in venue_codes.holder_codes(t):
        extra = {venue_codes.DEPUTY: f"{holder.name}" + (f" boards={holder.boards}"
                                                          if holder.boards else ""),
                 venue_codes.PLAYER: f"{holder.player}"}.get(holder.role, "")
        lines.append(f"{holder.role} {code}" + (f" {extra}" if extra else ""))
    return "\n".join(lines) + "\n"


def _write_codes(path: str, text: str) -> None:
    """The codes file, readable by its owner only (it holds every code)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0),
                     0o600)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
    except OSError as exc:
        raise CliError(tr("{path}: {reason}", path=path, reason=exc.strerror or exc), 2) from None


def run_serve(args) -> int:
    from arbiter_app.server.runner import VenueServer, check_served
    from arbiter_app.server.venue import Venue
    if not 0 <= args.port <= 65535:
        raise CliError(tr("--port {port} is not a port (0-65535)", port=args.port), 2)
    with opened(args.file) as service:
        check_served(service)

        def arrived(text: str) -> None:
            print(text, flush=True)
        venue = Venue(service, on_change=arrived)
        try:
            server = VenueServer(venue, args.host, args.port)
            if args.codes_file:
                _write_codes(args.codes_file, codes_text(service.tournament()))
            server.start()
        except BaseException:
            venue.close()
            raise
        for address in server.addresses():
            print(tr("serving {name} at {address}", name=service.path.name, address=address),
                  flush=True)
        if args.host == "127.0.0.1":
            print(tr("(this machine only: --host 0.0.0.0 serves the venue's network)"),
                  flush=True)
        print(tr("Ctrl+C stops the server."), flush=True)
        stop = threading.Event()
        # Ctrl+C, or a SIGTERM (a service manager, a script), ends it cleanly
        handlers = {sig: signal.signal(sig, lambda *_: stop.set())
                    for sig in (signal.SIGINT, signal.SIGTERM)}
        try:
            while server.running and not stop.wait(0.5):
                pass
        finally:
            server.stop()
            for sig, handler in handlers.items():
                signal.signal(sig, handler)
        print(tr("the venue server stopped; every change is in {name}",
                 name=service.path.name), flush=True)
    return 0


def _boards(text: str | None) -> tuple[int, int]:
    if not text:
        return 0, 0
    first, dash, last = text.partition("-")
    if not (first.strip().isdigit() and (not dash or last.strip().isdigit())
            and int(first) >= 1):  # 0 0 would be every board, which is no --boards
        raise CliError(tr("--boards {text!r} is not a range of boards such as 1-40",
                          text=text), 2)
    return int(first), int(last if dash else first)


def run_codes(args) -> int:
    # what is refused is refused before anything is written (the secret included)
    if args.boards and not args.deputy:
        raise CliError(tr("--boards goes with --deputy"), 2)
    first, last = _boards(args.boards) if args.deputy else (0, 0)
    with opened(args.file) as service:
        revoked = (venue_codes.find_holder(service.tournament(), args.revoke)
                   if args.revoke else None)
        if args.deputy:
            holder = venue_codes.add_deputy(service, args.deputy, first, last)
            print(tr("named {who}", who=holder.shown()))
        if args.remove_deputy:
            venue_codes.remove_deputy(service, args.remove_deputy)
            print(tr("removed deputy {name}", name=args.remove_deputy))
        if revoked is not None:
            venue_codes.revoke(service, revoked)
            print(tr("revoked the code of {who}; the new one is below", who=revoked.shown()))
        if args.player_results:
            venue_codes.set_player_rule(service, args.player_results)
        venue_codes.ensure_secret(service)
        sys.stdout.write(codes_text(service.tournament()))
    return 0


def run_checkin(args) -> int:
    from arbiter_app.services.venue import ARBITER, Holder, check_in, checkin_state
    from arbiter_app.services.venue.checkin import mark_missing_absent
    with opened(args.file) as service:
        arbiter = Holder(ARBITER)
        for n in args.players:
            check_in(service, arbiter, n, not args.undo, actor="")  # not the venue server
        if args.mark_absent:
            r, numbers = mark_missing_absent(service)
            print(tr("round {round}: marked absent (not checked in): {players}", round=r,
                     players=", ".join(map(str, numbers)) or tr("nobody")))
        t = service.tournament()
        state = checkin_state(t)
    if not state.round_no:
        print(tr("every round is paired; there is no round to check in for"))
        return 0
    print(tr("round {round}: {present} checked in, {missing} not yet, {excused} with a bye "
             "or absence asked", round=state.round_no, present=len(state.present),
             missing=len(state.missing), excused=len(state.excused)))
    for n in state.missing:
        print(tr("not checked in: {number} {name}", number=n, name=t.players[n].name))
    return 0
