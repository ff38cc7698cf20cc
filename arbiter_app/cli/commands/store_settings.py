"""``arbiter-cli new`` and ``arbiter-cli settings``: every field of the GUI's
New tournament and Tournament settings dialogs, on the command line."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, user_errors
from arbiter_app.cli.common import add_system_argument
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.engine.model import Colour
from arbiter_app.engine.tiebreaks import EDITIONS, RATING_FLOOR
from arbiter_app.engine.systems.registry import DEFAULT_SYSTEM
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.i18n.message import shown

COLOUR_CHOICES = {"white": Colour.WHITE, "black": Colour.BLACK, "lot": None}

#: option -> (setting, help); the text fields of the tournament
TEXT_FIELDS = {
    "city": ("city", N_("place of the event")),
    "federation": ("federation", N_("federation of the event (three letters, e.g. NED)")),
    "start_date": ("start_date", N_("first day, YYYY/MM/DD")),
    "end_date": ("end_date", N_("last day, YYYY/MM/DD")),
    "chief_arbiter": ("chief_arbiter", N_("the chief arbiter's name")),
    "deputies": ("deputies", N_("deputy arbiters' names")),
    "time_control": ("time_control", N_("e.g. 90'/40 + 30' + 30\"")),
}


def _add_fields(parser, creating: bool) -> None:
    """The options ``new`` and ``settings`` share; ``creating``: the help names the default
    (``new``), else what an option left out does (``settings``: the value stays)."""
    for option, (_setting, text) in TEXT_FIELDS.items():
        metavar = "YYYY/MM/DD" if option.endswith("date") else None
        parser.add_argument("--" + option.replace("_", "-"), metavar=metavar, help=tr(text),
                            default=None)
    points = (tr("the point system as TRF-2026 record 162 has it: points for a win, forfeit "
                 "win and full-point bye (W), a draw and half-point bye (D), a loss (L), an "
                 "absence or forfeit loss (A), the pairing-allocated bye (P, default as W) and "
                 "an unknown (adjourned) result (X, default as D)") + "; "
              + (tr("any subset, the others standard") if creating
                 else tr("any subset, the others as they are"))
              + " (docs/fide-mode.md, Q70-88)")
    parser.add_argument("--points", metavar="W=3,D=1,L=0,P=3", help=points)
    parser.add_argument("--initial-colour", choices=sorted(COLOUR_CHOICES),
                        help=tr("colour of the top player in round 1 ('lot': drawn by lot, "
                                "the default)") if creating else
                        tr("colour of the top player in round 1 ('lot': drawn by lot)"))
    parser.add_argument("--tiebreaks", metavar="LIST",
                        help=tr("comma-separated, e.g. BH/C1,SB,DE (default BH/C1,BH,SB; '' "
                                "for none)") if creating else
                        tr("comma-separated, e.g. BH/C1,SB,DE"))
    parser.add_argument("--tiebreak-rules", choices=["date", *EDITIONS],
                        help=tr("edition of C.07 the tie-breaks follow ('date': the one in "
                                "force at the start date, the default)") if creating else
                        tr("edition of C.07 the tie-breaks follow ('date': the one in force "
                           "at the start date)"))
    parser.add_argument("--auto-rank", choices=["on", "off"],
                        help=tr("renumber the players by rating when round 1 is paired "
                                "(default on)") if creating else
                        tr("renumber the players by rating when round 1 is paired"))
    parser.add_argument("--acceleration", choices=["none", "baku"],
                        help=tr("accelerated pairings: 'baku', the Baku method (C.04.7; Dutch "
                                "system only), or 'none', the default "
                                "(docs/systems/acceleration.md)") if creating else
                        tr("accelerated pairings: 'baku', the Baku method (C.04.7; Dutch "
                           "system only) (docs/systems/acceleration.md)"))
    from arbiter_app.i18n import LANGUAGES
    languages = ", ".join(LANGUAGES)
    parser.add_argument("--document-language", choices=["system", *LANGUAGES], metavar="LANG",
                        help=tr("the language of the printouts and web pages: {languages}, or "
                                "'system', the interface's (the default) (docs/languages.md)",
                                languages=languages) if creating else
                        tr("the language of the printouts and web pages: {languages}, or "
                           "'system', the interface's (docs/languages.md)",
                           languages=languages))
    from arbiter_app.engine.model import RATING_KINDS
    from arbiter_app.engine.tournament_rating import METHODS, TIE_ORDERS
    ratings = parser.add_argument_group(tr("ratings (docs/ratings.md)"))
    ratings.add_argument("--rating-type", choices=RATING_KINDS,
                         help=tr("the FIDE list the official ratings come from (checklist "
                                 "Q124): standard, the default") if creating else
                         tr("the FIDE list the official ratings come from (checklist Q124)"))
    ratings.add_argument("--rating-method", choices=METHODS, type=str.upper,
                         help=tr("the tournament rating of the initial order, TRF-2026 record "
                                 "172: FIDE only, NRO national only, FIDON FIDE else national, "
                                 "NIDOF national else FIDE, HBFN the higher, LBFN the lower, "
                                 "OTHER the arbiter's manual ratings")
                         + (" " + tr("(default FIDE)") if creating else ""))
    ratings.add_argument("--rating-federation", metavar="FED",
                         help=tr("the federation of the national ratings (NRS records) the "
                                 "method reads (default: the tournament's federation)"))
    ratings.add_argument("--tie-order", choices=TIE_ORDERS,
                         help=tr("after rating and title (C.04.2 2.2.3): 'name', "
                                 "alphabetically (the default), or 'fide-id', the criterion "
                                 "the regulations may name instead (Q146)") if creating else
                         tr("after rating and title (C.04.2 2.2.3): 'name', alphabetically, "
                            "or 'fide-id', the criterion the regulations may name instead "
                            "(Q146)"))
    ratings.add_argument("--long-event", choices=["on", "off"],
                         help=tr("an event longer than 30 days: each round has its players' "
                                 "ratings of that month (checklist Q210-216)"))
    ratings.add_argument("--tiebreak-rating", metavar="WHICH",
                         help=tr("the rating the rating-based tie-breaks read in an event "
                                 "longer than 30 days: 'first' (the start's, the default), "
                                 "'round' (each round's) or a round number N (those valid in "
                                 "round N; Q214-216)") if creating else
                         tr("the rating the rating-based tie-breaks read in an event longer "
                            "than 30 days: 'first' (the start's), 'round' (each round's) or a "
                            "round number N (those valid in round N; Q214-216)"))
    ratings.add_argument("--unrated-rating", metavar="N|floor|performance|none",
                         help=tr("the rating of unrated players in ARO/TPR/PTP/APRO/APPO "
                                 "(C.07 10, Q208-209): a rating, 'floor' (the FIDE rating "
                                 "floor, {floor}), 'performance' (each unrated player's own "
                                 "performance against his rated opponents, not below the "
                                 "floor) or 'none' (those tie-breaks dropped when unrated "
                                 "players take part)", floor=RATING_FLOOR))


def add_cycle_options(group) -> None:
    """A round robin's --double, --cycles and --swap (of players or of teams)."""
    group.add_argument("--double", action="store_true",
                       help=tr("a double round robin: two cycles, the second with colours "
                               "reversed"))
    group.add_argument("--cycles", type=int, metavar="N",
                       help=tr("how many cycles (default: as many as --rounds needs)"))
    group.add_argument("--swap", choices=["on", "off"],
                       help=tr("play the last two rounds of cycle 1 in reverse order (C.05's "
                               "recommendation for a double round robin; default on with two "
                               "or more cycles)"))


def cycle_values(args) -> dict[str, str]:
    """The cycles and swap --double, --cycles and --swap ask for (services/round_robin.py's
    keys); a contradiction or a count below 1 refused."""
    if args.cycles is not None and args.cycles < 1:
        raise CliError(tr("--cycles must be 1 or more"), 2)
    if args.double and args.cycles not in (None, 2):
        raise CliError(tr("--double is two cycles; leave out --cycles or give --cycles 2"), 2)
    cycles = 2 if args.double else args.cycles
    options = {"cycles": str(cycles)} if cycles else {}
    several = (cycles or 1) >= 2 or (cycles is None and args.swap == "on")
    options["swap"] = args.swap or ("on" if several else "off")
    return options


def register(sub) -> None:
    new = add_command(sub, "new",
                      description=tr("Create a tournament file with every field of the "
                                     "GUI's New tournament dialog; add players with "
                                     "add-player."))
    new.add_argument("file", metavar="T.arbiter")
    new.add_argument("--name", required=True)
    new.add_argument("--rounds", type=int, required=True, metavar="R")
    add_system_argument(new, required=False)
    new.set_defaults(system=DEFAULT_SYSTEM)
    _add_fields(new, creating=True)
    rr = new.add_argument_group(tr("round robin (--system roundrobin; "
                                   "docs/systems/roundrobin.md)"))
    add_cycle_options(rr)
    rr.add_argument("--berger-order", metavar="N,N,...",
                    help=tr("the Berger numbers set by hand: the pairing numbers in Berger "
                            "order, e.g. 3,1,4,2 (FIDE checklist Q95)"))
    rr.add_argument("--lots", metavar="SEED",
                    help=tr("Berger numbers by drawing of lots with this seed (reproducible, "
                            "recorded); without it the pairing numbers are the Berger numbers"))
    new.set_defaults(func=run_new)

    settings = add_command(sub, "settings",
                           description=tr("Without options: print the settings. With "
                                          "options: change those (the others stay)."))
    settings.add_argument("file", metavar="T.arbiter")
    settings.add_argument("--name")
    settings.add_argument("--rounds", type=int, metavar="R")
    _add_fields(settings, creating=False)
    settings.add_argument("--pab", type=float, metavar="POINTS",
                          help=tr("points of the pairing-allocated bye (the same as --points "
                                  "P=…)"))
    settings.add_argument("--confirm", action="store_true",
                          help=tr("go ahead although warned: after round 1, in FIDE mode, the "
                                  "number of rounds, the points, the PAB and the tie-breaks "
                                  "need it (a double confirmation in the GUI; without it: the "
                                  "warning, exit 3, nothing changed)"))
    settings.set_defaults(func=run_settings)


def _values(args, current=None) -> dict:
    """The settings named on the command line, as NewTournament fields."""
    from arbiter_app.services.points import parse_points, point_system_problem, points_text

    values = {}
    if getattr(args, "name", None) is not None:
        values["name"] = args.name
    if getattr(args, "rounds", None) is not None:
        if args.rounds < 1:
            raise CliError(tr("--rounds must be 1 or more"), 2)
        values["total_rounds"] = args.rounds
    for option, (setting, _text) in TEXT_FIELDS.items():
        value = getattr(args, option)
        if value is not None:
            values[setting] = value.strip()
    if args.points is not None:
        try:
            values["scoring"] = parse_points(args.points, current.scoring if current else None)
        except ValueError as exc:
            raise CliError(f"--points {exc}", 2) from None
    pab = getattr(args, "pab", None)
    if pab is not None:
        base = values.get("scoring") or (current.scoring if current else None)
        try:
            values["scoring"] = parse_points(f"P={pab}", base)
        except ValueError as exc:
            raise CliError(f"--pab {exc}", 2) from None
    if "scoring" in values:
        problem = point_system_problem(values["scoring"])
        if problem:
            option = "--points" if args.points is not None else "--pab"
            raise CliError(tr("{option}: the point system {points} is refused: {problem}; "
                              "nothing was changed", option=option,
                              points=points_text(values["scoring"]), problem=problem), 2)
    if args.initial_colour is not None:
        values["initial_colour"] = COLOUR_CHOICES[args.initial_colour]
    if args.tiebreaks is not None:
        values["tiebreaks"] = [t.strip() for t in args.tiebreaks.split(",") if t.strip()]
    if args.tiebreak_rules is not None:
        values["tiebreak_rules"] = "" if args.tiebreak_rules == "date" else args.tiebreak_rules
    if args.auto_rank is not None:
        values["auto_rank_before_round1"] = args.auto_rank == "on"
    if args.acceleration is not None:
        values["acceleration"] = args.acceleration
    if getattr(args, "document_language", None) is not None:
        values["document_language"] = ("" if args.document_language == "system"
                                       else args.document_language)
    if "federation" in values:
        values["federation"] = values["federation"].upper()
    for option in ("rating_type", "rating_method", "tie_order"):
        if getattr(args, option, None) is not None:
            values[option] = getattr(args, option)
    if getattr(args, "rating_federation", None) is not None:
        values["rating_federation"] = args.rating_federation.strip().upper()
    if "rating_method" in values and "rating_federation" not in values and current:
        values["rating_federation"] = current.rating_federation  # as it was
    if getattr(args, "long_event", None) is not None:
        values["long_event"] = args.long_event == "on"
    if getattr(args, "tiebreak_rating", None) is not None:
        values["tiebreak_rating"] = args.tiebreak_rating.strip().lower()
    if getattr(args, "unrated_rating", None) is not None:
        values["unrated_rating"] = args.unrated_rating.strip().lower()
    return values


def _round_robin_options(args) -> dict[str, str]:
    """The round robin's settings (``NewTournament.round_robin``, services/round_robin.py)."""
    order = getattr(args, "berger_order", None)
    asked = (args.double or args.cycles is not None or args.swap or args.lots is not None
             or order is not None)
    if args.system != "roundrobin":
        if asked:
            raise CliError(tr("--double, --cycles, --swap, --lots and --berger-order are for "
                              "--system roundrobin"), 2)
        return {}
    options = cycle_values(args)
    if args.lots is not None:
        if not args.lots.strip():
            raise CliError(tr("--lots needs a seed (any text)"), 2)
        options["lots"] = args.lots.strip()
    if order is not None:
        options["order"] = order
    return options


def run_new(args) -> int:
    from arbiter_app.engine.tiebreaks import ROUND_ROBIN_DEFAULT
    from arbiter_app.services import NewTournament, TournamentService
    from arbiter_app.services.settings import DEFAULT_TIEBREAKS

    values = _values(args)
    rr_options = _round_robin_options(args)
    if rr_options:
        values["round_robin"] = rr_options
    if args.system == "roundrobin":
        # C.05: Berger numbers come from the drawing of lots or the arbiter, not the
        # ratings; the player meeting the bye number rests without points
        values.setdefault("tiebreaks", list(ROUND_ROBIN_DEFAULT))
        values.setdefault("auto_rank_before_round1", False)
        if args.points is None:
            from arbiter_app.cli.common import round_robin_scoring
            values["scoring"] = round_robin_scoring()
    values.setdefault("tiebreaks", list(DEFAULT_TIEBREAKS))
    with user_errors():
        service = TournamentService.create(args.file, NewTournament(system=args.system,
                                                                    **values))
        advice = service.long_event_advice()  # Q211, as at settings
        service.close()
    print(trn("created {file}: {name}, {n} round, {system}",
              "created {file}: {name}, {n} rounds, {system}", values["total_rounds"],
              file=args.file, name=values["name"], system=args.system))
    from arbiter_app.cli.commands.store_common import print_warnings
    print_warnings(advice)
    return 0


def run_settings(args) -> int:
    with opened(args.file, read_only=not _changes_asked(args)) as service:
        current = service.settings()
        values = _values(args, current)
        if values:
            confirmed = service.update_settings(confirm=args.confirm, **values)
            current = service.settings()
            print(tr("{file}: changed {settings}", file=args.file,
                     settings=", ".join(sorted(values))))
            for warning in confirmed:
                print(tr("confirmed (level {level}): {text}", level=warning.level,
                         text=warning.text))
            from arbiter_app.cli.commands.store_common import print_warnings
            print_warnings(service.long_event_advice())  # Q211
    _print_settings(current)
    if current.system == "roundrobin":
        _print_round_robin(args.file)
    return 0


def _changes_asked(args) -> bool:
    return any(getattr(args, name, None) is not None
               for name in ("name", "rounds", "points", "pab", "initial_colour", "tiebreaks",
                            "tiebreak_rules", "auto_rank", "acceleration", "document_language",
                            "rating_type",
                            "rating_method", "rating_federation", "tie_order", "long_event",
                            "tiebreak_rating", "unrated_rating", *TEXT_FIELDS))


def _print_settings(s) -> None:
    from arbiter_app.services.points import points_text

    colour = {None: tr("drawn by lot"), Colour.WHITE: tr("white"), Colour.BLACK: tr("black")}
    rows = [("name", s.name), ("rounds", s.total_rounds), ("system", s.system),
            *((option.replace("_", "-"), getattr(s, setting))
              for option, (setting, _t) in TEXT_FIELDS.items()),
            ("points", points_text(s.scoring)),
            ("initial-colour", colour.get(s.initial_colour, s.initial_colour)),
            ("tiebreaks", ",".join(map(str, s.tiebreaks)) or tr("(none: score only)")),
            ("tiebreak-rules", s.tiebreak_rules or tr("date (in force at the start date)")),
            ("auto-rank", "on" if s.auto_rank_before_round1 else "off"),
            ("acceleration", s.acceleration),
            ("document-language", s.document_language or tr("system (the interface's)")),
            ("rating-type", s.rating_type),
            ("rating-method", tr("{method} (national ratings of {federation})",
                                 method=s.rating_method, federation=s.rating_federation)
             if s.rating_federation else s.rating_method),
            ("tie-order", s.tie_order),
            ("long-event", "on" if s.long_event else "off"),
            ("tiebreak-rating", s.tiebreak_rating),
            ("unrated-rating", s.unrated_rating)]
    for key, value in rows:
        print(f"{key:15} {value}")


def _print_round_robin(path) -> None:
    """The round robin's own settings, with the Berger numbers once players are in."""
    from arbiter_app.engine.systems.roundrobin.options import settings_of
    with opened(path, read_only=True) as service:
        t = service.tournament()
    if t.system != "roundrobin":
        return
    try:
        s = settings_of(t)
    except ValueError as exc:
        print(f"{'round robin':15} {shown(str(exc))}")
        return
    print(f"{'cycles':15} " + trn("{cycles} of {n} round", "{cycles} of {n} rounds", s.cycle,
                                  cycles=s.cycles))
    print(f"{'swap':15} " + (tr("on (last two rounds of cycle 1 reversed)") if s.swap
                             else tr("off (last two rounds of cycle 1 reversed)")))
    print(f"{'berger':15} {shown(s.how)}: "
          + " ".join(f"{i}={n}" for i, n in enumerate(s.order, 1)))
