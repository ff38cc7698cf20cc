"""The standings of a team event: the primary score, then the tie-breaks (C.07 2026, 4.2,
11-13).

:func:`compute_team_standings` is what
:func:`~arbiter_app.engine.tiebreaks.standings.compute_standings` returns for a
:class:`~arbiter_app.engine.teams.model.TeamTournament`: the same
:class:`~arbiter_app.engine.tiebreaks.standings.Standings` (one row per team, numbered by
its TPN, its points the primary score, ``score_label`` "MP" or "GP"), ranked by the same
code (:func:`~arbiter_app.engine.tiebreaks.standings.rank`: play-offs, the arbiter's order
and the lots included).

Which record each tie-break reads (C.07 13: "All tie-breaks described in Articles 6-10,
or some variation of them, may be also applied for teams, using teams MP or GP as the
reference score for the team - the primary score being the default"):

* DE, PS, BH, FB, AOB, SB, KS: the score their ``:MP``/``:GP`` names, else the primary
  score (``BH:GP/C1``: Buchholz on game points, Cut-1);
* WIN, WON, BPG, BWG, REP, STD: on match points the matches (a round won is a match won,
  a team's colour that of its first board), on game points the boards
  (:mod:`.board_record`), the primary score's unless ``:MP``/``:GP`` names one;
* TPN: the teams' pairing numbers;
* MP, GP, MPVGP, EMMSB, EMGSB, EGMSB, EGGSB, SSSC: both (:mod:`.team_tiebreaks`);
  BC, TBR, BBE: the boards (:mod:`.knockout`); EDE and its forms: :mod:`.ede`;
* ARO, TPR, PTP, APRO, APPO, RTNG and DE1 are left out with a note: article 10 is
  "Ratings-based Tie-Breaks for Individuals" (a team has no FIDE rating, a match no 1, 1/2
  or 0 for the tables; FIDE's tie-break checker computes none of them for teams), DE1
  belongs to an individual rating system.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.teams import ede, knockout, team_tiebreaks
from arbiter_app.engine.teams.context import TeamContext
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.engine.texts import N_
from arbiter_app.engine.tiebreaks.records import TiebreakOptions
from arbiter_app.engine.tiebreaks.spec import (NOT_FOR_TEAMS, TiebreakSpec, offered_for,
                                               parse_tiebreak)
from arbiter_app.engine.tiebreaks.standings import (FUNCTIONS, Standings,
                                                    direct_encounter_split, progress_notes,
                                                    rank)
from arbiter_app.engine.tiebreaks.values import Value

#: the individual tie-breaks computed on a team score (``:MP``, ``:GP``, or the primary)
SCORED = ("DE", "PS", "BH", "FB", "AOB", "SB", "KS")
#: the tie-breaks of a team's own record: on match points its matches, on game points its
#: boards (:mod:`.board_record`)
OWN_RECORD = ("WIN", "WON", "BPG", "BWG", "GE", "STD")
#: the team tie-breaks that give every team a number
TEAM_FUNCTIONS = {
    "MP": team_tiebreaks.match_points,
    "GP": team_tiebreaks.game_points,
    "MPVGP": team_tiebreaks.secondary_score,
    "EMMSB": team_tiebreaks.extended_sonneborn_berger,
    "EMGSB": team_tiebreaks.extended_sonneborn_berger,
    "EGMSB": team_tiebreaks.extended_sonneborn_berger,
    "EGGSB": team_tiebreaks.extended_sonneborn_berger,
    "SSSC": team_tiebreaks.schedule_strength_combination,
    "BC": knockout.values,
    "TBR": knockout.values,
    "BBE": knockout.values,
}
#: the tie-breaks that order a tied group themselves
BOARD_TIEBREAKS = ("BC", "TBR", "BBE")
#: tie-breaks a round robin counts with forfeits as matches played (as for individuals)
_FORFEITS_PLAYED_IN_ROUND_ROBINS = ("DE", "SB", "EMMSB", "EMGSB", "EGMSB", "EGGSB",
                                    *ede.FORMS)


def compute_team_standings(t: TeamTournament, tiebreaks: list[str | TiebreakSpec],
                           options: TiebreakOptions | None = None) -> Standings:
    """The standings of the team event ``t`` with ``tiebreaks`` applied in order (team
    tie-breaks, and the individual ones on a team score)."""
    specs = [s if isinstance(s, TiebreakSpec) else parse_tiebreak(s) for s in tiebreaks]
    tctx = TeamContext.build(t, options)
    ctx = tctx.main
    notes: list[str] = list(ctx.notes)
    individual = [s.label for s in specs if s.acronym in NOT_FOR_TEAMS]
    if individual:
        notes.append(N_("{tiebreaks} left out: not a tie-break of team events (C.07 10, 13)"
                        ).format(tiebreaks=", ".join(individual)))
        specs = [s for s in specs if s.acronym not in NOT_FOR_TEAMS]
    if ctx.round_robin:
        left_out = [s.label for s in specs if not offered_for(s.acronym, t.system)]
        if left_out:
            notes.append(N_("{tiebreaks} left out: not a tie-break of round robins (C.07 8)"
                            ).format(tiebreaks=", ".join(left_out)))
        specs = [replace(s, forfeits_played=True)
                 if s.acronym in _FORFEITS_PLAYED_IN_ROUND_ROBINS else s
                 for s in specs if offered_for(s.acronym, t.system)]
    notes.extend(progress_notes(t, ctx.rounds))
    computed: dict[int, dict[int, Value]] = {}
    for index, spec in enumerate(specs):
        if spec.acronym == "DE" or spec.acronym in ede.FORMS:
            computed[index] = {n: Value(0.0, (), f"not tied when {spec.acronym} is applied")
                               for n in t.players}
        elif spec.acronym in TEAM_FUNCTIONS:
            computed[index] = TEAM_FUNCTIONS[spec.acronym](tctx, spec)
        else:
            record = (tctx.of(spec.score) if spec.acronym in SCORED
                      else tctx.own_record(spec.score) if spec.acronym in OWN_RECORD
                      else tctx.mp)
            computed[index] = FUNCTIONS[spec.acronym](record, spec)
        if spec.reverse:  # /R: the reverse order (TPN, RTNG)
            computed[index] = {n: replace(v, lower_first=not v.lower_first)
                               for n, v in computed[index].items()}

    def split(index: int, spec: TiebreakSpec, position: int,
              group: list[int]) -> list[list[int]] | None:
        if spec.acronym == "DE":
            return direct_encounter_split(tctx.of(spec.score), computed[index], group,
                                          spec.forfeits_played)
        if spec.acronym in ede.FORMS:
            return ede.ordered_group(tctx, computed[index], group, spec.acronym,
                                     spec.forfeits_played)
        if spec.acronym == "BC":
            return knockout.split(tctx, spec.acronym, group)
        if spec.acronym in BOARD_TIEBREAKS:
            return knockout.ordered_group(tctx, computed[index], group, spec.acronym)
        return None

    standings = rank(t, ctx, specs, computed, ctx.scores, notes, split)
    standings.score_label = tctx.primary
    return standings


__all__ = ["BOARD_TIEBREAKS", "OWN_RECORD", "SCORED", "TEAM_FUNCTIONS",
           "compute_team_standings"]
