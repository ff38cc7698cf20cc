"""``arbiter-cli ties T.arbiter (--lots [--seed S] | --order N,N,... | --playoff N=S,N=S,...
[--label NAME] [--on tiebreaks|points] | --shared)``: how the places still tied after the last
tie-break are decided (FIDE checklist Q203-207)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr


def register(sub) -> None:
    parser = add_command(sub, "ties",
                         description=tr("Players still tied after the last tie-break share "
                                        "the place (C.07). --lots decides such places by a "
                                        "drawing of lots (the seed is kept: the same places "
                                        "every time); --order by the arbiter's order of the "
                                        "tied players; --playoff by the scores of a "
                                        "play-off played over the board (C.07 3), printed "
                                        "under its --label; --shared goes back to shared "
                                        "places."))
    parser.add_argument("file", metavar="T.arbiter")
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--lots", action="store_true", help=tr("a drawing of lots"))
    how.add_argument("--order", metavar="N,N,...",
                     help=tr("pairing numbers of tied players, in the order they are placed"))
    how.add_argument("--playoff", metavar="N=S,N=S,...",
                     help=tr("each player's play-off score (pairing number=score), e.g. "
                             "5=1.5,3=0.5; the higher score takes the higher place; an empty "
                             "list removes the play-off"))
    how.add_argument("--shared", action="store_true", help=tr("tied players share the place"))
    parser.add_argument("--seed",
                        help=tr("the seed of the drawing of lots (default: a new one)"))
    parser.add_argument("--label", help=tr("the play-off's name in every output, e.g. "
                                           "Armageddon (default: play-off)"))
    parser.add_argument("--on", choices=("tiebreaks", "points"),
                        help=tr("the play-off decides players tied after the last tie-break "
                                "(tiebreaks, the default) or, as the tournament's rules may say, "
                                "players tied on points (points)"))
    parser.set_defaults(func=run)


def parse_scores(text: str) -> dict[int, float]:
    """``"5=1.5, 3=0.5"`` -> {5: 1.5, 3: 0.5}; a ValueError names the bad item."""
    scores: dict[int, float] = {}
    for item in filter(None, (x.strip() for x in text.replace(";", ",").split(","))):
        number, sep, score = item.partition("=")
        try:
            n, value = int(number), float(score.replace(",", ".").replace("½", ".5"))
        except ValueError:
            n, value, sep = 0, 0.0, ""
        if not sep or n < 1 or value != value:
            raise ValueError(item)
        if n in scores:
            raise ValueError(tr("player {number} is named twice", number=n))
        scores[n] = value
    return scores


def run(args) -> int:
    if args.seed and not args.lots:
        raise CliError(tr("--seed goes with --lots"), 2)
    if (args.label is not None or args.on) and args.playoff is None:
        raise CliError(tr("--label and --on go with --playoff"), 2)
    scores = {}
    if args.playoff is not None:
        try:
            scores = parse_scores(args.playoff)
        except ValueError as exc:
            raise CliError(tr("--playoff {value!r}: {item}: write pairing number=score "
                              "separated by commas, e.g. 5=1.5,3=0.5", value=args.playoff,
                              item=str(exc)), 2) from None
    numbers = []
    if args.order is not None:
        try:
            numbers = [int(x) for x in args.order.replace(" ", "").split(",") if x]
        except ValueError:
            raise CliError(tr("--order {order!r}: write pairing numbers separated by commas, "
                              "e.g. 12,5,7", order=args.order), 2) from None
    with opened(args.file) as service:
        if args.lots:
            seed = service.draw_lots_for_ties(args.seed)
            print(tr("places still tied are decided by drawing of lots (seed {seed})",
                     seed=seed))
        elif args.playoff is not None:
            service.set_playoff(scores, args.label or "", args.on or "tiebreaks")
            print(tr("play-off: {scores}", scores=", ".join(
                f"{n}={v:g}" for n, v in scores.items()) or tr("none")))
        elif args.order is not None:
            service.set_tie_order(numbers)
            print(tr("order of tied players: {order}",
                     order=", ".join(map(str, numbers)) or tr("none")))
        else:
            service.share_tied_places()
            print(tr("tied players share the place"))
    return 0
