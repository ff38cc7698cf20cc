"""Match points and game points of a team competition (C.07 11.1, C.04.6 1.2 and 1.4,
TRF-2026 records 162, 362, 320 and 299).

* **Game points** (GP, C.07 11.1.2: "sum of the individual points that each player of the
  team scores") are counted with the individual point system (TRF-2026 162, "valid also for
  game points in team competitions"): a team's GP in a match is the sum of its boards.
* **Match points** (MP, C.07 11.1.1) follow from comparing the two teams' GP: a win, a
  draw or a loss gives TW, TD or TL (TRF-2026 362; by default 2, 1, 0).
* A **forfeited match** (record 330) gives the winner TW and the points of a forfeit win
  on every board (B x 162 W), the loser TL and B x 162 A; a double forfeit TL and B x A to
  both.
* The **pairing-allocated bye** gives the points of 320 (cols 5-8 and 10-13), by default
  "as many match points and game points as are rewarded for a draw" (C.04.6 1.4): TD and
  half the boards' game points (B x 162 W / 2).
* **Byes by record 240**: a full-point bye is scored as a won match (TW and B x W, what
  TRF-2026's own 802 example shows: ``FPB    4.0`` in a four-board event), a half-point
  bye as a drawn one (TD, B x W / 2), a zero-point bye (and an absence) 0 and 0.
* **299** changes these, see :class:`~.model.PointsCorrection` and :func:`corrected`.

Plain Python: no I/O.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, Scoring
from arbiter_app.engine.teams.model import PointsCorrection, TeamSettings, TeamTournament

#: TRF-2026 362's defaults (team win, draw, loss)
TEAM_WIN, TEAM_DRAW, TEAM_LOSS = 2.0, 1.0, 0.0

#: the result kinds of a team in a round, as 299 names them: a match won, drawn or lost
#: over the board (W D L), won or lost by forfeit (+ -), a bye (F H Z; Z also an absence),
#: and the pairing-allocated bye (U: 299 has no code for it, 320 gives its points)
WIN, DRAW, LOSS, FORFEIT_WIN, FORFEIT_LOSS = "W", "D", "L", "+", "-"
PAB = "U"
BYE_KINDS = {ByeKind.FULL_POINT: "F", ByeKind.HALF_POINT: "H", ByeKind.ZERO_POINT: "Z",
             ByeKind.PAIRING_ALLOCATED: PAB}


def match_scoring(win: float = TEAM_WIN, draw: float = TEAM_DRAW, loss: float = TEAM_LOSS,
                  pab: float | None = None) -> Scoring:
    """The team level's :class:`Scoring` (a :class:`TeamTournament`'s ``scoring``): match
    points per outcome of a match, so that a history's score is the match points.  A
    forfeit win or a full-point bye scores a win, a forfeit loss a loss, a half-point bye
    (and an adjourned match, a draw for the pairing) a draw, a zero-point bye nothing, the
    pairing-allocated bye ``pab`` (None: a draw, C.04.6 1.4)."""
    return Scoring(win=win, draw=draw, loss=loss, forfeit_win=win, forfeit_loss=loss,
                   pairing_bye=draw if pab is None else pab, half_bye=draw, full_bye=win,
                   zero_bye=0.0, adjourned=draw)


def team_points(scoring: Scoring) -> tuple[float, float, float]:
    """(TW, TD, TL) of a team level's scoring."""
    return scoring.win, scoring.draw, scoring.loss


def pab_points(settings: TeamSettings, games: Scoring, matches: Scoring) -> tuple[float, float]:
    """(MP, GP) of the pairing-allocated bye: 320's, else a draw's (C.04.6 1.4)."""
    mp = matches.draw if settings.pab_match_points is None else settings.pab_match_points
    gp = (settings.boards * games.win / 2 if settings.pab_game_points is None
          else settings.pab_game_points)
    return mp, gp


def default_points(kind: str, settings: TeamSettings, games: Scoring,
                   matches: Scoring) -> tuple[float, float]:
    """(MP, GP) of a bye or forfeit of ``kind`` before 299 (see the module); a match played
    has its own GP and is not asked here."""
    boards = settings.boards
    if kind == PAB:
        return pab_points(settings, games, matches)
    if kind in ("F", FORFEIT_WIN):
        return matches.win, boards * (games.full_bye if kind == "F" else games.forfeit_win)
    if kind == "H":
        return matches.draw, boards * games.win / 2
    if kind == FORFEIT_LOSS:
        return matches.loss, boards * games.forfeit_loss
    return 0.0, 0.0  # Z


def _specificity(c: PointsCorrection) -> int:
    return (2 if c.teams else 0) + (1 if c.round_no else 0)


def corrected(kind: str, round_no: int, team: int, mp: float, gp: float,
              corrections: list[PointsCorrection]) -> tuple[float, float]:
    """(MP, GP) of ``team`` in ``round_no`` after the 299 records.

    A record of ``kind`` (W D L F H Z + -) that covers the round (its round, or 0: every
    round) and the team (listed, or none listed: every team) replaces the points it gives
    (a value it leaves blank stays); of several, the most specific (team and round named,
    then team, then round, then neither) and, among equals, the last in the file decides.
    Then every penalty or bonus (kind "") of that round that names the team is added."""
    best: PointsCorrection | None = None
    for c in corrections:
        if not c.kind or c.kind != kind:
            continue
        if (c.round_no and c.round_no != round_no) or (c.teams and team not in c.teams):
            continue
        if best is None or _specificity(c) >= _specificity(best):
            best = c
    if best is not None:
        mp = mp if best.match_points is None else best.match_points
        gp = gp if best.game_points is None else best.game_points
    for c in corrections:
        if not c.kind and c.round_no == round_no and team in c.teams:
            mp += c.match_points or 0.0
            gp += c.game_points or 0.0
    return mp, gp


def round_points(t: TeamTournament, round_no: int, team: int) -> tuple[float, float]:
    """(MP, GP) of ``team`` in ``round_no`` (0, 0 when it has none recorded)."""
    return (t.match_points.get((round_no, team), 0.0), t.game_points.get((round_no, team), 0.0))


def totals(t: TeamTournament, rounds: int | None = None) -> dict[int, tuple[float, float]]:
    """TPN -> (MP, GP) after ``rounds`` (default: every round in ``t``): the per-round
    values, plus the 299 penalties and bonuses of round 0 (the whole event)."""
    last = len(t.rounds) if rounds is None else rounds
    out = {}
    for team in t.players:
        mp = sum(t.match_points.get((r, team), 0.0) for r in range(1, last + 1))
        gp = sum(t.game_points.get((r, team), 0.0) for r in range(1, last + 1))
        for c in t.corrections:
            if not c.kind and c.round_no == 0 and team in c.teams:
                mp += c.match_points or 0.0
                gp += c.game_points or 0.0
        out[team] = (mp, gp)
    return out


__all__ = ["BYE_KINDS", "DRAW", "FORFEIT_LOSS", "FORFEIT_WIN", "LOSS", "PAB", "TEAM_DRAW",
           "TEAM_LOSS", "TEAM_WIN", "WIN", "corrected", "default_points", "match_scoring",
           "pab_points", "round_points", "team_points", "totals"]
