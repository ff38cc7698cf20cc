"""The teams' strength factors from their rosters' ratings.

C.04.6 leaves the teams' initial order to the competition: its preface omits the General
Handling Rules' 2.1-2.3 "because there are too many variants to take into account to define
an appropriate strength for teams, such as only using starters' ratings; including
reserves; counting a fixed number of highest ratings; managing unrated players", and 1.1.2
says "The rules of the team competition shall describe how to assign a TPN to each team.
Otherwise, it is a decision of the Chief Arbiter."  Arbiter offers one common variant on
request (the arbiter can still type any strength, or number the teams in an order given):

* a team's strength is the average rating of the B highest-rated players of its roster (B:
  the boards of a match), reserves included as candidates;
* an unrated player (no rating, or 0) is left out, not counted as 0: a team with fewer than
  B rated players is averaged over those it has, and a team without one gets strength 0;
* the average is rounded to a whole number, half up (TRF-2026 310 holds whole numbers).

:func:`strengths_from_ratings` computes them; ``set_strengths_from_ratings`` stores them in
one transaction, a level 3 warning (``strength-replaced``) when a strength the arbiter
entered (not 0) would change; ``set_team_strengths`` puts given ones back (its undo).
"""

from __future__ import annotations

from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.warnings import CONFIRM, ArbiterWarning, require_confirmation


def roster_strength(t: TeamTournament, number: int) -> int:
    """The strength of team ``number`` from its roster (see the module); 0 when nobody on
    it has a rating."""
    players = t.individuals.players
    ratings = sorted((players[p].rating or 0 for p in t.teams[number].roster
                      if p in players and (players[p].rating or 0) > 0), reverse=True)
    best = ratings[:t.settings.boards]
    if not best:
        return 0
    return (2 * sum(best) + len(best)) // (2 * len(best))  # rounded half up


def strengths_from_ratings(t: TeamTournament) -> dict[int, int]:
    """Team number -> its strength from its roster, every team."""
    return {number: roster_strength(t, number) for number in sorted(t.teams)}


class TeamStrengthActions:
    """Needs ``self._write()`` and ``self._require_team()``."""

    def set_strengths_from_ratings(self, confirm: bool = False
                                   ) -> dict[int, tuple[int, int]]:
        """Every team's strength from its roster's ratings (see the module), in one
        transaction.  Returns team -> (old, new) for the teams whose strength changed."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            changes = {n: (t.teams[n].strength, new)
                       for n, new in strengths_from_ratings(t).items()
                       if new != t.teams[n].strength}
            replaced = [n for n, (old, _new) in changes.items() if old]
            require_confirmation(tr("set the strengths from the ratings"), [ArbiterWarning(
                CONFIRM, tr("strengths entered before change: {teams}", teams=", ".join(
                    f"{n} {t.teams[n].name} {changes[n][0]} -> {changes[n][1]}"
                    for n in replaced)), code="strength-replaced")] if replaced else [],
                confirm)
            for number, (_old, new) in changes.items():
                w.update_team(number, strength=new)
            if changes:
                w.audit(N_("team strengths from the ratings"), ", ".join(
                    f"{n}: {old} -> {new}" for n, (old, new) in changes.items()))
            return changes

    def set_team_strengths(self, strengths: dict[int, int]) -> None:
        """Give the teams the strengths named (team -> strength) in one transaction: the
        undo of :meth:`set_strengths_from_ratings`."""
        from arbiter_app.services.teams.entries import checked_team_fields, team_of
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            for number, strength in strengths.items():
                team = team_of(t, number)
                checked_team_fields(team.name, team.nickname, strength)
            for number, strength in strengths.items():
                w.update_team(number, strength=int(strength))
            w.audit(N_("team strengths"), ", ".join(f"{n}: {s}" for n, s
                                                    in sorted(strengths.items())))


__all__ = ["TeamStrengthActions", "roster_strength", "strengths_from_ratings"]
