"""``arbiter-cli standings FILE.trf|T.arbiter --tiebreaks BH/C1,SB,DE [--csv]``.

Prints rank, pairing number, name, points and each tie-break's value, one
player a line (C.07 tie-breaks; see docs/tiebreaks.md), then on stderr the
edition of C.07 followed (``--tiebreak-rules`` or the start date's) and the
notes.  Exit 0, or 2 on bad input (unknown tie-break, unreadable file).

The standings say themselves (a line above the table; in the CSV a last column
``Status``) when they are provisional, a result of the rounds they count still
missing (Q161,
services/provisional.py), and when options of the command line make them other
than the tournament's (``--tiebreaks``, ``--unplayed``, ``--unrated-rating``,
``--tiebreak-rules``).  The tournament's other options apply, its tie-break rating
too (``--tiebreak-rating round``, Q216), as in the printed standings.
"""

from __future__ import annotations

import io
import sys
from dataclasses import replace
from pathlib import Path

from arbiter_app.cli.commands.ratings import heading
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.model import Tournament
from arbiter_app.engine.tiebreaks import (EDITIONS, RATING_FLOOR, UNPLAYED_2009,
                                          UNRATED_PERFORMANCE,
                                          UNPLAYED_2023, Standings, TiebreakOptions,
                                          UnknownTiebreak, compute_standings, edition_of,
                                          options_of,
                                          parse_tiebreaks)
from arbiter_app.i18n import N_, decimal, tr, trn
from arbiter_app.i18n.message import shown
from arbiter_app.services import csv_cells

#: the text table's headings: the CSV's English column -> the catalogue's text (the printed
#: standings'); the tie-breaks' acronyms are FIDE's in every language
HEADINGS = {"Rank": N_("Rank"), "No": N_("No."), "Name": N_("Name"), "Pts": N_("Pts"),
            "Rtg+/-": N_("Rtg +/-")}
#: the columns before the tie-breaks that are no decimal numbers (rank, number, name)
_TEXT_COLUMNS = 3
#: the CSV's last column when the standings are provisional or not the tournament's
STATUS = "Status"


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "standings",
        description=tr("Print the standings of a TRF16 file or an .arbiter tournament: rank, "
                       "pairing number, name, points and each tie-break, one player a line. "
                       "Tied players share the place when points and every tie-break are "
                       "equal."))
    parser.add_argument("file", metavar="FILE.trf|T.arbiter")
    parser.add_argument("--tiebreaks", "-t", metavar="LIST",
                        help=tr("comma-separated tie-breaks in order, e.g. BH/C1,BH,SB,DE "
                                "(or the preset rating1998); default: the tournament's own list "
                                "(.arbiter), none for a TRF file"))
    parser.add_argument("--csv", action="store_true",
                        help=tr("comma-separated output with a header (in English, for "
                                "programs)"))
    parser.add_argument("--rating-change", action="store_true",
                        help=tr("add each player's rating change so far (FIDE B.02) as a last "
                                "column (a tournament file whose settings ask for it shows it "
                                "always)"))
    parser.add_argument("--unplayed", choices=[UNPLAYED_2023, UNPLAYED_2009],
                        help=tr("unplayed rounds: C.07 2023 dummy opponents or the 2009 virtual "
                                "opponents (default: the tournament's setting, else 2023)"))
    parser.add_argument("--unrated-rating", metavar="N|floor|performance|none",
                        help=tr("rating of unrated players in ARO/TPR/PTP/APRO/APPO: a number, "
                                "'floor' (the FIDE rating floor, {floor}), 'performance' (each "
                                "unrated player's own performance against his rated opponents, "
                                "not below the floor; Q209) or 'none' (as C.07 10 says, those "
                                "tie-breaks are then dropped when unrated players take part); "
                                "default: the tournament's setting, else none",
                                floor=RATING_FLOOR))
    parser.add_argument("--tiebreak-rules", choices=list(EDITIONS), metavar="|".join(EDITIONS),
                        help=tr("the edition of FIDE C.07 to follow: 2023 (from 1 September "
                                "2023), 2024 (from 1 August 2024), 2026 (from 1 March 2026; "
                                "caps the dummy opponent's score); default: the tournament's "
                                "setting, else the edition in force at its start date (042), "
                                "the newest without one"))
    parser.add_argument("--round", type=int, metavar="K",
                        help=tr("standings after round K (default: the last round with all "
                                "results)"))
    parser.add_argument("--boards", action="store_true",
                        help=tr("a team event: the board standings (each board's players, "
                                "their points and performance) instead of the teams'"))
    parser.add_argument("--by-performance", action="store_true",
                        help=tr("with --boards: ordered by performance first (the usual order "
                                "of board prizes)"))
    parser.add_argument("--min-games", type=int, default=0, metavar="N",
                        help=tr("with --boards: players with fewer than N games over the board "
                                "listed after the others"))
    parser.set_defaults(func=run)


def _load(path: str) -> tuple[Tournament, list[str]]:
    """The tournament and its own tie-break list (empty for a TRF file)."""
    if not Path(path).exists():
        raise CliError(tr("{file}: no such file", file=path), 2)
    if path.lower().endswith(".arbiter"):
        from arbiter_app.cli.commands.store_common import opened
        with opened(path, read_only=True) as service:  # a damaged file: its backup offered
            if service.is_team_event:  # the team level, its tie-breaks (docs/teams.md)
                return service.team_tournament(), service.team_tiebreaks()
            return service.tournament(), list(service.settings().tiebreaks)
    from arbiter_app.trf import TeamFileError, TrfError, read_team_trf_file, read_trf_file
    try:
        try:
            return read_trf_file(Path(path)), []
        except TeamFileError:  # a team file: the team standings
            return read_team_trf_file(Path(path)), []
    except TrfError as exc:
        raise CliError(str(exc), 2) from None
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}", 2) from None  # the system's words


def _options(args, tournament: Tournament) -> TiebreakOptions:
    """The tournament's own tie-break options, with the command line's on top."""
    try:
        options = options_of(tournament)
    except ValueError as exc:
        raise CliError(f"{args.file}: {shown(str(exc))}", 2) from None
    unrated, performance = options.unrated_rating, options.unrated_performance
    if args.unrated_rating is not None:
        text = args.unrated_rating.strip().lower()
        performance = text == UNRATED_PERFORMANCE
        if text in ("none", "no", "-") or performance:
            unrated = None
        elif text == "floor":
            unrated = RATING_FLOOR
        else:
            try:
                unrated = int(text)
            except ValueError:
                raise CliError(tr("--unrated-rating: expected a rating, 'floor', 'performance' "
                                  "or 'none', not {given}",
                                  given=repr(args.unrated_rating)), 2) from None
    try:  # the tournament's own options (its tie-break rating too, Q216) with these on top
        return replace(options, unplayed=args.unplayed or options.unplayed,
                       unrated_rating=unrated, unrated_performance=performance,
                       rounds=args.round,
                       rules=args.tiebreak_rules or options.rules)
    except ValueError as exc:
        raise CliError(shown(str(exc)), 2) from None


def _labels(names: list[str]) -> list[str]:
    try:
        return [spec.label for spec in parse_tiebreaks(list(names))]
    except UnknownTiebreak:
        return list(names)


def not_the_tournaments(args, tournament: Tournament, own_list: list[str],
                        options: TiebreakOptions) -> list[str]:
    """What of the command line makes these standings other than the tournament's own
    (a tournament file's; [] for a TRF file, which has no standings settings)."""
    if not args.file.lower().endswith(".arbiter"):
        return []
    own = options_of(tournament)
    out = []
    if args.tiebreaks is not None and _labels(_split(args.tiebreaks)) != _labels(own_list):
        out.append("--tiebreaks")
    if options.unplayed != own.unplayed:
        out.append("--unplayed")
    if (options.unrated_rating, options.unrated_performance) != (
            own.unrated_rating, own.unrated_performance):
        out.append("--unrated-rating")
    if edition_of(tournament, options) != edition_of(tournament, own):
        out.append("--tiebreak-rules")
    return out


def _split(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def marks(tournament: Tournament, up_to: int, others: list[str]) -> list[str]:
    """The lines printed above the standings: provisional while a result of rounds 1 to
    ``up_to`` (those counted) is missing (Q161), and not the tournament's standings
    when options say otherwise."""
    from arbiter_app.services.provisional import provisional_line
    lines = [provisional_line(tournament, up_to)]
    if others:
        lines.append(tr("NOT THE TOURNAMENT'S STANDINGS: computed with {options} other than "
                        "the tournament's settings", options=", ".join(others)))
    return [line for line in lines if line]


def csv_status(tournament: Tournament, up_to: int, others: list[str]) -> str:
    """The CSV's ``Status`` cell (English, as its headings; "" when final and the
    tournament's own)."""
    from arbiter_app.services.provisional import missing_results
    status = ["provisional"] * bool(missing_results(tournament, up_to))
    if others:
        status.append("not the tournament's standings (" + ", ".join(others) + ")")
    return "; ".join(status)


def render_text(standings: Standings, change: dict[int, str] | None = None) -> str:
    """The table for people: the headings and decimals in the current language (the
    tie-breaks' acronyms as FIDE writes them)."""
    headers, cells = _with_change(standings, change)
    headers = [heading(column, HEADINGS) for column in headers]
    if standings.playoff_scores:  # the play-off's column (Q207): its name as entered, or
        at = len(standings.headers()) - 1  # the default name in the current language
        headers[at] = shown(standings.playoff_label)
    cells = [row[:_TEXT_COLUMNS] + [decimal(cell) for cell in row[_TEXT_COLUMNS:]]
             for row in cells]
    widths = [max(len(headers[i]), *(len(row[i]) for row in cells)) if cells else len(headers[i])
              for i in range(len(headers))]
    name_column = 2
    lines = []
    for row in [headers] + cells:
        parts = [cell.ljust(widths[i]) if i == name_column else cell.rjust(widths[i])
                 for i, cell in enumerate(row)]
        lines.append("  ".join(parts).rstrip())
    return "\n".join(lines) + "\n"


def _with_change(standings: Standings, change: dict[int, str] | None
                 ) -> tuple[list[str], list[list[str]]]:
    headers, cells = standings.headers(), standings.table()
    if change is None:
        return headers, cells
    return (headers + ["Rtg+/-"],
            [row + [change.get(entry.number, "")] for row, entry in zip(cells, standings.rows)])


def render_csv(standings: Standings, change: dict[int, str] | None = None,
               status: str = "") -> str:
    """``status``: a last column ``Status`` with it in every row (provisional, not the
    tournament's standings); none when empty."""
    out = io.StringIO()
    writer = csv_cells.writer(out)  # every cell is data, never a formula
    headers, cells = _with_change(standings, change)
    if status:
        headers, cells = headers + [STATUS], [row + [status] for row in cells]
    writer.writerow(headers)
    writer.writerows(cells)
    return out.getvalue()


def run(args) -> int:
    tournament, own_list = _load(args.file)
    from arbiter_app.engine.teams.model import TeamTournament
    team = isinstance(tournament, TeamTournament)
    if (args.boards or args.by_performance or args.min_games) and not team:
        raise CliError(tr("--boards, --by-performance and --min-games are for team events"), 2)
    if args.boards:
        return run_boards(args, tournament)
    names = args.tiebreaks if args.tiebreaks is not None else own_list
    try:
        specs = parse_tiebreaks(names)
    except UnknownTiebreak as exc:
        raise CliError(shown(str(exc)), 2) from None
    options = _options(args, tournament)
    try:
        standings = compute_standings(tournament, specs, options)
    except ValueError as exc:
        raise CliError(f"{args.file}: {shown(str(exc))}", 2) from None
    from arbiter_app.services.ratings import change_column, change_texts
    if team:  # a team has no rating change (its players' games do: arbiter-cli ratings)
        if args.rating_change:
            raise CliError(tr("--rating-change is for individual events"), 2)
        change = None
    else:
        change = change_texts(tournament) if args.rating_change else change_column(tournament)
    others = not_the_tournaments(args, tournament, own_list, options)
    covered = standings.rounds  # the rounds counted: provisional if one lacks a result
    from arbiter_app.services.provisional import missing_results
    # the current standings (no --round) count the complete rounds only: they say so in
    # themselves while a later round still lacks results (Q161)
    running = ([] if args.round is not None else
               [m for m in missing_results(tournament) if m[0] > covered])
    if args.csv:
        sys.stdout.write(render_csv(standings, change, csv_status(tournament, covered,
                                                                  others)))
    else:
        for line in marks(tournament, covered, others):
            print(line)
        if running:
            print(trn("Standings after round {round} of {total}: {n} result of a later round "
                      "is missing", "Standings after round {round} of {total}: {n} results "
                      "of later rounds are missing", len(running), round=covered,
                      total=tournament.total_rounds or tournament.rounds_played))
        sys.stdout.write(render_text(standings, change))
    from arbiter_app.services.tiebreak_texts import rules_note
    print(rules_note(standings), file=sys.stderr)
    for note in standings.notes:
        print(tr("note: {note}", note=shown(note)), file=sys.stderr)
    if not args.csv:
        total = tournament.total_rounds or tournament.rounds_played
        if covered < total and not running:
            print(tr("(after round {round} of {total})", round=covered, total=total),
                  file=sys.stderr)
    return 0


def run_boards(args, tournament) -> int:
    """The board standings of a team event: per board, rank, player, team, rounds on that
    board, points, games over the board, their score, the opponents' average rating and the
    performance."""
    from arbiter_app.engine.teams.board_standings import (BY_PERFORMANCE, BY_POINTS,
                                                          board_standings)
    options = _options(args, tournament)
    try:
        boards = board_standings(tournament, options,
                                 order=BY_PERFORMANCE if args.by_performance else BY_POINTS,
                                 min_games=args.min_games)
    except ValueError as exc:
        raise CliError(f"{args.file}: {shown(str(exc))}", 2) from None
    columns = ["Rank", "No", "Name", "Team", "Rtg", "Rds", "Pts", "Games", "Score", "ARO",
               "TPR"]
    if args.csv:
        out = io.StringIO()
        writer = csv_cells.writer(out)
        writer.writerow(["Board"] + columns)
        for board in boards:
            for row in board.rows:
                writer.writerow([board.board, *_board_cells(row)])
        sys.stdout.write(out.getvalue())
        return 0
    headers = [heading(c, BOARD_HEADINGS) for c in columns]
    for board in boards:
        print(tr("Board {board}", board=board.board))
        cells = [_board_cells(r) for r in board.rows]
        cells = [row[:5] + [decimal(c) for c in row[5:]] for row in cells]
        widths = [max([len(headers[i])] + [len(row[i]) for row in cells])
                  for i in range(len(headers))]
        for row in [headers] + cells:
            print("  ".join(c.ljust(widths[i]) if i == 2 else c.rjust(widths[i])
                            for i, c in enumerate(row)).rstrip())
        print()
    return 0


#: the board standings' headings: English (the CSV's) -> the catalogue's text (ARO and TPR
#: are C.07's acronyms, the same in every language)
BOARD_HEADINGS = {"Rank": N_("Rank"), "No": N_("No."), "Name": N_("Name"), "Team": N_("Team"),
                  "Rtg": N_("Rtg"), "Rds": N_("Rds"), "Pts": N_("Pts"), "Games": N_("Games"),
                  "Score": N_("Score")}


def _board_cells(row) -> list[str]:
    return [str(row.rank), str(row.player), row.name, str(row.team), str(row.rating or ""),
            str(row.rounds), f"{row.points:g}", str(row.games), f"{row.score:g}",
            "" if row.aro is None else str(row.aro),
            "" if row.performance is None else str(row.performance)]


__all__ = ["register", "render_csv", "render_text", "run", "run_boards"]
