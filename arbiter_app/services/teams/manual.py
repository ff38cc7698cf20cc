"""A team round's pairing set by hand, and a proposed one checked (issue #37: "``validate``
... and the manual override with its criteria work for teams as for players").

The round is the next one, or the last one paired while none of its boards has a result and
none of its matches is forfeited (it is then paired again, judged against the tournament as
it stood before it).  A proposed pairing is checked as the system's own (the checker's
completeness, then the system's absolute criteria: C.04.6 [C1] on every match, [C2] on the
PAB; :func:`arbiter_app.services.pairings.validate`).

Setting it by hand: a pairing that names a team not in the event, a team twice, a team
against itself or a team not to be paired, or that leaves a team to be paired out, is
refused (no confirmation makes a round of it); each absolute criterion it breaks is a level
3 warning naming the rule and the teams, which the arbiter confirms (``confirm``), as are
line-ups proposed for teams without one entered (:func:`.pairing.pairing_warnings`).  The
matches' boards are made from the line-ups (:mod:`.boards`), and each match's explanation
says it was set by hand (and whether the system pairs it so, or the rule it breaks).
"""

from __future__ import annotations

from arbiter_app.engine.checker import COMPLETENESS, structural_violations
from arbiter_app.engine.model import GameResult
from arbiter_app.engine.systems.base import Board, Pairing, Violation
from arbiter_app.engine.texts import N_, join_texts
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import tr, trn, using
from arbiter_app.i18n.message import shown
from arbiter_app.services import pairings
from arbiter_app.services.errors import PairingRejected, ServiceError
from arbiter_app.services.round_records import take_future_date
from arbiter_app.services.teams.pairing import make_matches, pairing_warnings, undecided
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning, require_confirmation

#: a match's explanation when the arbiter set it (kept in English, shown translated)
SET_BY_HAND = N_("set by hand by the arbiter")


def team_target_round(t: TeamTournament) -> tuple[int, TeamTournament, bool]:
    """(round, the tournament that round is paired from, whether it replaces a paired round):
    the last round while none of its boards has a result and none of its matches is
    forfeited, else the next round (the last one complete)."""
    if t.rounds:
        last = t.rounds_played
        boards = t.individuals.rounds[last - 1].games if t.individuals.rounds else []
        played = [g for g in boards if g.result is not GameResult.PENDING]
        forfeited = [g for g in t.rounds[-1].games if g.result.is_forfeit]
        if not played and not forfeited:
            return last, t.truncated(last - 1), True
        open_matches = undecided(t, last)
        if open_matches:
            raise ServiceError(trn(
                "round {round} has results and {n} match without its result ({matches}); "
                "finish it before pairing round {next}", "round {round} has results and {n} "
                "matches without their results ({matches}); finish it before pairing round "
                "{next}", len(open_matches), round=last, matches=", ".join(open_matches),
                next=last + 1))
    pairings.check_rounds_left(t)
    return t.next_round, t, False


#: C.04.6's absolute criteria -> their articles (2.1)
ARTICLES = {"C1": "C.04.6 2.1.1 [C1]", "C2": "C.04.6 2.1.2 [C2]"}


def team_violation_text(violation: Violation) -> str:
    """A broken rule as the arbiter reads it, with its article: ``C.04.6 2.1.1 [C1]: 2 and 1
    have already played each other (teams 2, 1)``."""
    rule = ARTICLES.get(violation.rule) or shown(violation.rule)
    text = tr("{rule}: {text}", rule=rule, text=shown(violation.text))
    if violation.players:
        text += tr(" (teams {teams})", teams=", ".join(map(str, violation.players)))
    return text


def violation_warnings(round_no: int, violations: list[Violation]) -> list[ArbiterWarning]:
    """Each broken criterion a level 3 warning naming the rule and the teams."""
    return [ArbiterWarning(CONFIRM, tr("round {round}: the pairing breaks {violation}",
                                       round=round_no, violation=team_violation_text(v)),
                           code="manual-breaks-rule") for v in violations]


def hand_explained(pairing: Pairing, engine: Pairing | None,
                   violations: list[Violation]) -> Pairing:
    """``pairing`` with each match's explanation: set by hand, then how it stands to the
    system's pairing (the same match: the system's own reason; the colours swapped; not the
    system's), then the rules it breaks."""
    ours = {(b.white, b.black): b for b in engine.boards} if engine is not None else {}
    by_pair = {frozenset((b.white, b.black)): b for b in engine.boards} if engine else {}
    boards = []
    for board in pairing.boards:
        parts = [SET_BY_HAND]
        mine = ours.get((board.white, board.black))
        theirs = by_pair.get(frozenset((board.white, board.black)))
        if mine is not None:
            parts.append(N_("the system pairs it so: {reason}").format(
                reason=mine.explanation) if mine.explanation else
                N_("the system pairs it so"))
        elif theirs is not None:
            parts.append(N_("colours swapped (the system: team {number} white)").format(
                number=theirs.white))
        elif engine is not None:
            parts.append(N_("not the system's pairing"))
        broken = [str(v) for v in violations if set(v.players) & {board.white, board.black}]
        if broken:
            parts.append(N_("Breaks {rule}").format(rule=join_texts(broken)))
        boards.append(Board(board.white, board.black, join_texts(parts, "; ")))
    bye_text = ""
    if pairing.bye is not None:
        same = engine is not None and engine.bye == pairing.bye
        bye_text = join_texts([SET_BY_HAND, engine.bye_explanation], "; ") if (
            same and engine.bye_explanation) else N_("bye given by the arbiter")
    return Pairing(boards, pairing.bye, bye_text)


def _engine(t_in: TeamTournament, system) -> Pairing | None:
    try:
        return pairings.engine_pair(system, t_in)
    except Exception:  # the system cannot pair it: the hand pairing is compared with none
        return None


class TeamManualActions:
    """Needs the service's ``team_tournament()``, ``_write()``, ``_read()``,
    ``_require_team()``, ``_check_writable()``, ``_backup_before_pairing()``,
    ``_draw_initial_colour()``."""

    def team_engine_pairing(self) -> Pairing:
        """The system's pairing of the round :func:`team_target_round` names, where a
        pairing by hand starts (the window's manual pairing); nothing is saved, except the
        initial colour when it is drawn by lot for round 1 (as ``engine_pairing``)."""
        self._require_team()
        t = self.team_tournament()
        _, t_in, _ = team_target_round(t)
        self._draw_initial_colour(t_in)
        return pairings.engine_pair(pairings.system_for(t.system or "team2026"), t_in)

    def validate_team_pairing(self, pairing: Pairing) -> list[Violation]:
        """The rules ``pairing`` breaks as the pairing of the round :func:`team_target_round`
        names: completeness, then C.04.6's absolute criteria."""
        self._require_team()
        t = self.team_tournament()
        _, t_in, _ = team_target_round(t)
        return pairings.validate(t_in, pairings.system_for(t.system or "team2026"), pairing)

    def set_team_pairing(self, pairing: Pairing, *, confirm: bool = False, reason: str = "",
                         confirm_backup: bool | None = None
                         ) -> tuple[list[Violation], list[ArbiterWarning]]:
        """Save ``pairing`` (matches white team first, the PAB as its bye) as the round
        :func:`team_target_round` names, with its boards; see the module.  Returns (the
        criteria broken and confirmed, the warnings confirmed and the notices)."""
        self._require_team()
        t = self.team_tournament()
        self._check_writable()
        round_no, t_in, replacing = team_target_round(t)
        system = pairings.system_for(t.system or "team2026")
        action = tr("save the pairing of round {round_no} set by hand", round_no=round_no)
        hard = structural_violations(t_in, pairing) + _left_out(t_in, system, pairing)
        if hard:
            more = tr(" (and {n} more)", n=len(hard) - 1) if len(hard) > 1 else ""
            raise PairingRejected(tr("the pairing of round {round_no} cannot be saved: "
                                     "{problem}{more}; nothing was saved", round_no=round_no,
                                     problem=team_violation_text(hard[0]), more=more), hard)
        violations = [v for v in pairings.validate(t_in, system, pairing)
                      if v.rule != COMPLETENESS]
        engine = _engine(t_in, system)
        with self._read() as r:
            stored = r.stored_lineups()
        warnings = violation_warnings(round_no, violations) + pairing_warnings(t_in, stored)
        diff = pairings.differences(engine, pairing)
        with using("en"):  # the audit log and the stored override
            recorded = pairings.differences(engine, pairing)
        if diff and engine is not None:
            warnings.append(ArbiterWarning(NOTICE, tr(
                "round {round}: not the system's pairing ({shown}); the system pairs {boards}",
                round=round_no, shown="; ".join(diff[:5]) + (" ..." if len(diff) > 5 else ""),
                boards=", ".join(f"{b.white}-{b.black}" for b in engine.boards)
                + (tr(", bye {player}", player=engine.bye) if engine.bye else "")),
                code="manual-differs"))
        warnings = require_confirmation(action, warnings, confirm)
        explained = hand_explained(pairing, engine, violations)
        backup_note = "" if replacing else self._backup_before_pairing(
            round_no, action, confirm if confirm_backup is None else confirm_backup)
        with self._write() as w:
            current = w.team_tournament()
            if current.rounds_played != t.rounds_played or (
                    replacing and w.team_pairing(round_no).pairs() != _pairs(t, round_no)):
                raise ServiceError(tr("the tournament changed meanwhile; nothing was saved, "
                                      "please try again"))
            date = ""
            if replacing:
                date = w.delete_team_round(round_no) or ""
            else:
                self._draw_initial_colour(t_in, w)
                date = take_future_date(w, round_no)
            w.add_team_round(round_no, explained, date=date)
            # the round is marked a manual one (its individual pairing has no games yet)
            w.replace_pairing(round_no, Pairing(), manual=True)
            forfeited = make_matches(w, t_in, w.stored_lineups(), round_no, explained, warnings)
            with_engine = engine.to_text() if engine is not None else ""
            w.add_override(round_no, reason, with_engine, pairing.to_text(),
                           "\n".join(map(str, violations)),
                           "\n".join(recorded))
            details = [f"round {round_no}: {len(pairing.boards)} matches"
                       + (f", bye team {pairing.bye}" if pairing.bye else "")
                       + (f", reason: {reason}" if reason else "")]
            details += [f"violation accepted: {v}" for v in violations]
            details += [f"forfeited {f}" for f in forfeited]
            w.audit(N_("manual pairing"), "\n".join(details) + backup_note)
        return violations, warnings + list(getattr(self, "backup_notices", []))


def _pairs(t: TeamTournament, round_no: int) -> list[tuple[int, int]]:
    return [(g.white, g.black) for g in t.rounds[round_no - 1].games]


def _left_out(t_in: TeamTournament, system, pairing: Pairing) -> list[Violation]:
    """The teams to be paired that the pairing leaves out (completeness: no round is made
    of it; a team not to play gets a bye first)."""
    try:
        to_pair = system.players_to_pair(t_in)
    except Exception:
        to_pair = t_in.players_to_pair()
    seen = {p for b in pairing.boards for p in (b.white, b.black)}
    if pairing.bye is not None:
        seen.add(pairing.bye)
    missing = sorted(set(to_pair) - seen)
    return [Violation(COMPLETENESS, N_("team {team} is to be paired and is not").format(
        team=team), (team,)) for team in missing]


__all__ = ["SET_BY_HAND", "TeamManualActions", "hand_explained", "team_target_round",
           "team_violation_text"]
