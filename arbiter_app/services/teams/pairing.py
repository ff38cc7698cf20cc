"""Pairing a team round with the team system (``team2026``, C.04.6) and its undo.

The round before must be complete: every match decided (its boards' results, or a forfeit).
The teams to pair need a line-up each: the one entered for the round, else the one of their
last round is proposed (:func:`.lineups.proposed_lineup`), and pairing with proposed
line-ups is a level 3 warning the arbiter confirms (the proposals are then kept as the
round's line-ups).  A team to pair with nobody on its roster is one too.  The round is saved
with its matches (the system's explanations kept), the pairing-allocated bye, and each
match's boards (:mod:`.boards`); a match whose line-ups give no game at all is saved as a
forfeited match, said in a notice.
"""

from __future__ import annotations

from arbiter_app.engine.model import GameResult
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.services import pairings
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.round_records import keep_future_date, take_future_date
from arbiter_app.services.teams.boards import make_boards
from arbiter_app.services.teams.lineups import proposed_lineup
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning, require_confirmation


def make_matches(w, t: TeamTournament, stored: dict, round_no: int, pairing: Pairing,
                 warnings: list[ArbiterWarning]) -> list[str]:
    """The boards of every match of ``pairing`` (round ``round_no``, just written) made from
    the line-ups, a proposed one kept as the team's line-up; a match with no game is saved
    as a forfeited match, with a notice added to ``warnings``.  The forfeited matches
    (``"white-black code"``), for the audit log."""
    forfeited = []
    for match, board in enumerate(pairing.boards, start=1):
        lineups = []
        for team in (board.white, board.black):
            players, entered = proposed_lineup(t, stored, round_no, team)
            if not entered:
                w.set_lineup(round_no, team, players)
            lineups.append(players)
        code = make_boards(w, t.settings, round_no, match, *lineups)
        if code:
            w.set_match_forfeit(round_no, match, code)
            forfeited.append(f"{board.white}-{board.black} {code}")
    if forfeited:
        warnings.append(ArbiterWarning(NOTICE, trn(
            "round {round}: the line-ups give match {matches} no game: it is saved as "
            "a forfeited match", "round {round}: the line-ups give matches {matches} "
            "no game: they are saved as forfeited matches", len(forfeited),
            round=round_no, matches=", ".join(forfeited)), code="match-forfeited"))
    return forfeited


def undecided(t: TeamTournament, round_no: int) -> list[str]:
    """The matches of ``round_no`` without a final result, as ``teams 1-4``."""
    rnd = t.rounds[round_no - 1]
    return [f"{g.white}-{g.black}" for g in rnd.games if not g.result.is_known]


def pairing_warnings(t: TeamTournament, stored: dict) -> list[ArbiterWarning]:
    """What pairing the next round asks the arbiter to confirm: teams without a line-up
    entered (their last one is proposed), teams with an empty roster."""
    round_no = t.next_round
    to_pair = t.players_to_pair()
    missing = [n for n in to_pair if (round_no, n) not in stored]
    empty = [n for n in to_pair if not t.teams[n].roster]
    out = []
    if missing and round_no == 1:
        out.append(ArbiterWarning(CONFIRM, trn(
            "round 1: team {teams} has no line-up entered; the first players of its roster "
            "are proposed", "round 1: teams {teams} have no line-up entered; the first players "
            "of their rosters are proposed", len(missing), teams=", ".join(map(str, missing))),
            code="lineup-proposed"))
    elif missing:
        out.append(ArbiterWarning(CONFIRM, trn(
            "round {round}: team {teams} has no line-up entered; its line-up of the last "
            "round is proposed", "round {round}: teams {teams} have no line-up entered; their "
            "line-ups of the last round are proposed", len(missing), round=round_no,
            teams=", ".join(map(str, missing))), code="lineup-proposed"))
    if empty:
        out.append(ArbiterWarning(CONFIRM, trn(
            "team {teams} has no player on its roster: it forfeits its match",
            "teams {teams} have no player on their rosters: they forfeit their matches",
            len(empty), teams=", ".join(map(str, empty))), code="empty-roster"))
    return out


class TeamPairingActions:
    """Needs the service's ``_write()``, ``_read()``, ``_require_team()``,
    ``_backup_before_pairing()``, ``_draw_initial_colour()``."""

    def team_pairing(self, round_no: int) -> Pairing:
        """The matches of ``round_no`` (white team first) and its pairing-allocated bye."""
        self._require_team()
        with self._read() as r:
            if not r.round_exists(round_no):
                raise ServiceError(tr("round {round_no} is not paired ({paired})",
                                      round_no=round_no, paired=_paired_text(r)))
            return r.team_pairing(round_no)

    def pair_next_team_round(self, confirm: bool = False, *,
                             confirm_backup: bool | None = None
                             ) -> tuple[Pairing, list[ArbiterWarning]]:
        """Pair the next round with the team system and save it with its boards (see the
        module).  Returns (the pairing, the warnings confirmed and the notices)."""
        self._require_team()
        t = self.team_tournament()
        self._check_writable()
        with self._read() as r:
            stored = r.stored_lineups()
        round_no = t.next_round
        self._check_pairable(t)
        action = tr("pair round {next_round}", next_round=round_no)
        require_confirmation(action, pairing_warnings(t, stored), confirm)
        backup_note = self._backup_before_pairing(
            round_no, action, confirm if confirm_backup is None else confirm_backup)
        system = pairings.system_for(t.system or "team2026")
        with self._write() as w:
            t = w.team_tournament()
            self._check_pairable(t)
            stored = w.stored_lineups()
            warnings = require_confirmation(action, pairing_warnings(t, stored), confirm)
            self._draw_initial_colour(t, w)
            from arbiter_app.services.service import _usable_pairing
            pairing = _usable_pairing(t, round_no, system)
            w.add_team_round(round_no, pairing, date=take_future_date(w, round_no))
            forfeited = make_matches(w, t, stored, round_no, pairing, warnings)
            w.audit(N_("pair round"), f"round {round_no}: {len(pairing.boards)} matches"
                    + (f", bye team {pairing.bye}" if pairing.bye else "")
                    + "".join(f"; forfeited {f}" for f in forfeited) + backup_note)
        return pairing, warnings + list(getattr(self, "backup_notices", []))

    def _check_pairable(self, t: TeamTournament) -> None:
        pairings.check_rounds_left(t)
        if t.rounds:
            open_matches = undecided(t, t.rounds_played)
            if open_matches:
                raise ServiceError(trn(
                    "round {round} has {n} match without its result ({matches}); enter its "
                    "boards' results first", "round {round} has {n} matches without their "
                    "results ({matches}); enter their boards' results first",
                    len(open_matches), round=t.rounds_played,
                    matches=", ".join(open_matches)))
        if len(t.players_to_pair()) < 2:
            raise ServiceError(tr("fewer than two teams are to be paired in round {round}",
                                  round=t.next_round))

    def unpair_last_team_round(self) -> None:
        """Remove the last round's pairing while none of its boards has a result (its
        matches go, forfeited ones too; the line-ups entered stay)."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            if not t.rounds:
                raise ServiceError(tr("no round is paired"))
            last = t.rounds_played
            done = [g for g in t.individuals.rounds[last - 1].games
                    if g.result is not GameResult.PENDING]
            if done:
                raise ServiceError(tr("round {last} already has results; it cannot be unpaired",
                                      last=last))
            keep_future_date(w, last, w.delete_team_round(last))
            w.audit(N_("unpair round"), f"round {last}")


def _paired_text(reader) -> str:
    n = reader.rounds_paired()
    return tr("no round is paired yet") if n == 0 else tr("rounds 1-{n} are paired", n=n)


__all__ = ["TeamPairingActions", "pairing_warnings", "undecided"]
