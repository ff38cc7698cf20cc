"""Final standings: points, then the tournament's tie-breaks in order (C.07 4.2).

Players are ranked by points; each tie-break in the list then splits the
groups still tied, the first tie-break first.  When the list is exhausted the
players still tied share the place (C.07 2.1/4.2; we never draw lots — the
arbiter does that, if the regulations ask for it).

The notes are English (the JSON of the web pages, the audit log); each is marked with
``N_`` and shown in the reader's language as messages (``i18n.message``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.texts import N_, join_texts
from arbiter_app.engine.tiebreaks import direct, opponents, own, ratings
from arbiter_app.engine.tiebreaks.editions import NEWEST, Edition
from arbiter_app.engine.tiebreaks.records import Context, TiebreakOptions
from arbiter_app.engine.tiebreaks.spec import TiebreakSpec, offered_for, parse_tiebreak
from arbiter_app.engine.tiebreaks.values import PRECISION, Value, format_number

#: acronym -> the function computing it for every player
FUNCTIONS: dict[str, Callable[[Context, TiebreakSpec], dict[int, Value]]] = {
    "WIN": own.wins,
    "WON": own.games_won,
    "BPG": own.black_games,
    "BWG": own.black_wins,
    "PS": own.progressive,
    "GE": own.games_elected,
    "STD": own.standard_points,
    "TPN": own.pairing_number,
    "RTNG": ratings.rating,
    "BH": opponents.buchholz,
    "FB": opponents.fore_buchholz,
    "AOB": opponents.average_of_opponents_buchholz,
    "SB": opponents.sonneborn_berger,
    "KS": opponents.koya,
    "ARO": ratings.average_rating_of_opponents,
    "TPR": ratings.performance_rating,
    "PTP": ratings.perfect_tournament_performance,
    "APRO": ratings.average_performance_of_opponents,
    "APPO": ratings.average_perfect_performance_of_opponents,
}
#: tie-breaks that order a tied group instead of giving each player a number
GROUP_TIEBREAKS = ("DE", "DE1")
#: the rating-based tie-breaks (C.07 10)
RATING_TIEBREAKS = ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG")


@dataclass(frozen=True)
class StandingRow:
    rank: int
    number: int
    name: str
    points: float
    #: one value per tie-break, in the tournament's order (None: not applicable)
    values: tuple[float | None, ...]
    #: True when the place is shared with another player
    shared: bool = False


@dataclass
class Standings:
    tiebreaks: list[TiebreakSpec]
    rows: list[StandingRow]
    #: pairing number -> tie-break label -> value with its contributions
    breakdown: dict[int, dict[str, Value]] = field(default_factory=dict)
    #: the number of rounds the standings cover
    rounds: int = 0
    options: TiebreakOptions = field(default_factory=TiebreakOptions)
    #: remarks for the arbiter (a tie-break dropped, ...)
    notes: list[str] = field(default_factory=list)
    #: the C.07 edition the values follow (chosen by the start date, or by the arbiter)
    edition: Edition = NEWEST
    #: True when the arbiter chose the edition (setting or --tiebreak-rules), False
    #: when the start date picked it
    edition_chosen: bool = False
    #: Q207: the name of the play-off that decided places, and the play-off score of
    #: each player whose place it decided ("" and {} when none did)
    playoff_label: str = ""
    playoff_scores: dict[int, float] = field(default_factory=dict)
    #: the heading of the score column: "Pts", or a team event's primary score "MP"/"GP"
    score_label: str = "Pts"

    @property
    def rules_note(self) -> str:
        """``Tie-break rules: C.07 2026 (approved ..., applied from ...), by the
        start date`` - what the CLI, the printed standings and the window say."""
        how = "chosen by the arbiter" if self.edition_chosen else "by the start date"
        return f"Tie-break rules: {self.edition.describe()}, {how}"

    def labels(self) -> list[str]:
        """The tie-breaks' labels as the edition names them (7.6: GE in 2023, REP
        from 2024)."""
        return [self.edition.elected_acronym + spec.label[2:] if spec.acronym == "GE"
                else spec.label for spec in self.tiebreaks]

    @property
    def ranks(self) -> dict[int, int]:
        """Pairing number -> rank (the TRF16 rank column)."""
        return {row.number: row.rank for row in self.rows}

    @property
    def points(self) -> dict[int, float]:
        return {row.number: row.points for row in self.rows}

    def row(self, number: int) -> StandingRow:
        for row in self.rows:
            if row.number == number:
                return row
        raise KeyError(number)

    def explain(self, number: int) -> list[str]:
        """One line per tie-break saying where the player's value comes from, e.g.
        ``BH/C1 = 6: R1 #2: 1.5, R2 #4: 1 (cut), R3 #3: 3, R4 #5: 1.5``."""
        lines = []
        for label, value in self.breakdown[number].items():
            text = f"{label} = {format_number(value.value) or '-'}"
            if value.contributions:
                text += ": " + ", ".join(c.describe() for c in value.contributions)
            if value.note:
                text += f" ({value.note})"
            lines.append(text)
        return lines

    def headers(self) -> list[str]:
        """The columns; a last one named after the play-off when one decided places
        (Q207)."""
        return (["Rank", "No", "Name", self.score_label] + self.labels()
                + [self.playoff_label] * bool(self.playoff_scores))

    def table(self) -> list[list[str]]:
        """The rows as text cells, in the order of :meth:`headers`."""
        return [[str(row.rank), str(row.number), row.name, format_number(row.points)]
                + [format_number(v) for v in row.values]
                + [format_number(self.playoff_scores.get(row.number))]
                * bool(self.playoff_scores) for row in self.rows]


def _split_by_value(group: list[int], values: dict[int, Value]) -> list[list[int]]:
    levels = sorted({values[n].key for n in group}, reverse=True)
    return [sorted(n for n in group if values[n].key == level) for level in levels]


def progress_notes(t: Tournament, rounds: int) -> list[str]:
    """The notes of standings that count rounds still without every result."""
    notes: list[str] = []
    pending = [i for i, rnd in enumerate(t.rounds[:rounds], start=1) if not rnd.complete]
    if pending:
        notes.append(join_texts((
            (N_("round {rounds} has games without a result") if len(pending) == 1 else
             N_("rounds {rounds} have games without a result")).format(
                 rounds=", ".join(map(str, pending))),
            N_("they count as played with no points yet"))))
    adjourned = [i for i, rnd in enumerate(t.rounds[:rounds], start=1)
                 if rnd.adjourned_games()]
    if adjourned:
        notes.append((N_("provisional: round {rounds} has adjourned games, counted as draws "
                         "until their results are entered") if len(adjourned) == 1 else
                      N_("provisional: rounds {rounds} have adjourned games, counted as draws "
                         "until their results are entered")).format(
                             rounds=", ".join(map(str, adjourned))))
    return notes


#: how a tie-break that orders a tied group splits it: ``(index, spec, position of the
#: group, group) -> subgroups, best first``, or None to split by the computed values
GroupSplit = Callable[[int, TiebreakSpec, int, list[int]], "list[list[int]] | None"]


def compute_standings(t: Tournament, tiebreaks: list[str | TiebreakSpec],
                      options: TiebreakOptions | None = None) -> Standings:
    """The standings of ``t`` with ``tiebreaks`` applied in order.

    ``tiebreaks`` holds names (``"BH/C1"``) or parsed specs; a bad name raises
    :class:`~arbiter_app.engine.tiebreaks.spec.UnknownTiebreak`.  A team event
    (:class:`~arbiter_app.engine.teams.model.TeamTournament`) gets the team standings of
    :func:`arbiter_app.engine.teams.standings.compute_team_standings`.
    """
    specs = [s if isinstance(s, TiebreakSpec) else parse_tiebreak(s) for s in tiebreaks]
    from arbiter_app.engine.teams.model import TeamTournament
    if isinstance(t, TeamTournament):
        from arbiter_app.engine.teams.standings import compute_team_standings
        return compute_team_standings(t, specs, options)
    ctx = Context.build(t, options)
    notes: list[str] = list(ctx.notes)
    team_only = [s.label for s in specs if s.info.team or s.score]
    if team_only:
        notes.append(N_("{tiebreaks} left out: tie-breaks of team events (C.07 11-13)").format(
            tiebreaks=", ".join(team_only)))
        specs = [s for s in specs if not (s.info.team or s.score)]
    if ctx.round_robin:
        left_out = [s.label for s in specs if not offered_for(s.acronym, t.system)]
        if left_out:
            notes.append(N_("{tiebreaks} left out: not a tie-break of round robins (C.07 8)"
                            ).format(tiebreaks=", ".join(left_out)))
        # C.07 for round robins: forfeits count as games against the scheduled opponent
        specs = [replace(s, forfeits_played=True) if s.acronym in ("DE", "DE1", "SB") else s
                 for s in specs if offered_for(s.acronym, t.system)]
    notes.extend(progress_notes(t, ctx.rounds))
    computed: dict[int, dict[int, Value]] = {}
    for index, spec in enumerate(specs):
        if spec.acronym in GROUP_TIEBREAKS:
            # C.07 6 (checker's value): 0 unless DE separates the player's group, below
            computed[index] = {n: Value(0.0, (), "not tied when DE is applied")
                               for n in t.players}
        elif spec.acronym in RATING_TIEBREAKS and ctx.rating_tiebreaks_dropped:
            note = N_("{tiebreak} dropped: unrated players take part ({players}) and no "
                      "rating is set for them (C.07 10)").format(
                          tiebreak=spec.label, players=", ".join(map(str, ctx.unrated_players)))
            notes.append(note)
            computed[index] = {n: Value(None, (), note) for n in t.players}
        else:
            computed[index] = FUNCTIONS[spec.acronym](ctx, spec)
            if spec.reverse:  # /R: the reverse order (TPN, RTNG)
                computed[index] = {n: replace(v, lower_first=not v.lower_first)
                                   for n, v in computed[index].items()}

    def split(index: int, spec: TiebreakSpec, position: int,
              group: list[int]) -> list[list[int]] | None:
        if spec.acronym not in GROUP_TIEBREAKS:
            return None
        if spec.acronym == "DE1" and position != 0:
            for number in group:
                computed[index][number] = Value(0.0, (), "DE1: not the first place")
            return [group]
        return direct_encounter_split(ctx, computed[index], group, spec.forfeits_played)

    return rank(t, ctx, specs, computed, ctx.scores, notes, split)


def direct_encounter_split(ctx: Context, values: dict[int, Value], group: list[int],
                           forfeits: bool) -> list[list[int]]:
    """Order a tied group by DE (C.07 6), setting each member's DE value in ``values``."""
    parts = direct.split(ctx, group, forfeits)
    value = direct.values(parts)
    members = set(group)
    for number in group:
        values[number] = Value(
            float(value[number]),
            direct.encounter_contributions(ctx, number, members, forfeits),
            f"place {value[number]} among {len(group)} tied players" if value[number]
            else f"DE separates none of the {len(group)} tied players")
    return parts


def rank(t: Tournament, ctx: Context, specs: list[TiebreakSpec],
         computed: dict[int, dict[int, Value]], scores: dict[int, float], notes: list[str],
         split: GroupSplit) -> Standings:
    """Rank by ``scores``, then by each tie-break of ``specs`` in turn (C.07 4.2): a
    tie-break that orders groups by ``split``, the others by their ``computed`` values;
    then play-offs, the arbiter's order and the lots (Q204-207)."""
    points = {n: round(s, PRECISION) for n, s in scores.items()}
    # FIDE checklist Q197-198: an expelled player is left out of a Swiss's standings
    # (his games still count for his opponents' tie-breaks); a round robin lists him
    # Q103: a round robin's player who withdrew before half his games is not in ctx's
    # tournament (engine/tiebreaks/roundrobin.standings_view): not ranked either
    counted = [n for n in t.players if n in ctx.entries]
    ranked = [n for n in counted if not (t.players[n].expelled and not ctx.round_robin)]
    if len(ranked) < len(counted):
        out = sorted(set(counted) - set(ranked))
        notes.append(N_("expelled, not ranked: {players}").format(
            players=", ".join(map(str, out))))
    groups = [sorted(n for n in ranked if points[n] == level)
              for level in sorted({points[n] for n in ranked}, reverse=True)]
    # Q207: a play-off the rules hold between players tied on points (C.07 2.2.1)
    from arbiter_app.engine.tiebreaks.final_ties import play_off
    groups, by_playoff, playoff_scores = play_off(t, groups, "points")
    notes.extend(by_playoff)
    for index, spec in enumerate(specs):
        following: list[list[int]] = []
        for position, group in enumerate(groups):
            if len(group) < 2:
                following.append(group)
                continue
            parts = split(index, spec, position, group)
            following.extend(_split_by_value(group, computed[index]) if parts is None
                             else parts)
        groups = following
    # Q204-205: still tied after the last tie-break: shared, unless the arbiter ordered
    # them or had lots drawn (engine/tiebreaks/final_ties.py); a play-off first (Q207)
    from arbiter_app.engine.tiebreaks.final_ties import break_ties, playoff
    groups, by_playoff, after_tiebreaks = play_off(t, groups, "tiebreaks")
    notes.extend(by_playoff)
    playoff_scores.update(after_tiebreaks)
    playoff_label = playoff(t).label if playoff_scores else ""
    groups, decided = break_ties(t, groups)
    notes.extend(decided)

    rows = []
    place = 1
    for group in groups:
        for number in sorted(group):
            rows.append(StandingRow(place, number, t.players[number].name, scores[number],
                                    tuple(computed[i][number].value for i in range(len(specs))),
                                    len(group) > 1))
        place += len(group)
    breakdown = {n: {spec.label: computed[i][n] for i, spec in enumerate(specs)}
                 for n in counted}
    return Standings(specs, rows, breakdown, ctx.rounds, ctx.options, notes, ctx.edition,
                     ctx.options.rules is not None, playoff_label, playoff_scores)


__all__ = ["FUNCTIONS", "GROUP_TIEBREAKS", "RATING_TIEBREAKS", "StandingRow", "Standings",
           "compute_standings", "direct_encounter_split", "progress_notes", "rank"]
