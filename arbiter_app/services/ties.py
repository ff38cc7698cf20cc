"""How the places still tied after the last tie-break are decided (FIDE checklist
Q203-206; the rule is :mod:`arbiter_app.engine.tiebreaks.final_ties`): shared (the
default), by the arbiter's order of the tied players, or by a drawing of lots whose
seed is recorded, so that drawing again gives the same places."""

from __future__ import annotations

import secrets
from dataclasses import replace

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.tiebreaks import completed_rounds
from arbiter_app.engine.tiebreaks.final_ties import (OPTION_LOTS, OPTION_PLAYOFF, PLAYOFF_DEFAULT,
                                                     OPTION_TIE_ORDER, PLAYOFF_SCOPES, Playoff,
                                                     label_problem)
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.i18n.message import shown
from arbiter_app.services.errors import ServiceError


def not_tied(t: Tournament, tiebreaks: list[str], numbers: list[int]) -> list[int]:
    """The players of ``numbers`` who share no place in the tournament's standings as
    the tie-breaks leave them (before any order or lots); [] when the standings cannot
    be computed (the standings say why)."""
    from arbiter_app.engine.tiebreaks import (UnknownTiebreak, compute_standings, options_of,
                                              parse_tiebreaks)
    plain = replace(t, options={k: v for k, v in t.options.items()
                                if k not in (OPTION_TIE_ORDER, OPTION_LOTS, OPTION_PLAYOFF)})
    try:
        standings = compute_standings(plain, parse_tiebreaks(list(tiebreaks)),
                                      options_of(plain))
    except (UnknownTiebreak, ValueError):
        return []
    tied = {row.number for row in standings.rows if row.shared}
    return [n for n in numbers if n not in tied]


def not_tied_on_points(t: Tournament, numbers: list[int]) -> list[int]:
    """The players of ``numbers`` whose score no other player of ``numbers`` has (after
    the rounds the standings count)."""
    from arbiter_app.engine.tiebreaks import compute_standings, options_of
    try:
        rows = compute_standings(t, [], options_of(t)).rows
    except ValueError:
        return []
    score = {row.number: row.points for row in rows}
    return [n for n in numbers
            if not any(score.get(m) == score.get(n) for m in numbers if m != n)]


#: the settings that decide tied places, each independent of the others
TIE_SETTINGS = (OPTION_TIE_ORDER, OPTION_LOTS, OPTION_PLAYOFF)


class TieActions:
    """Needs ``self._write()`` from the service."""

    def set_tie_order(self, numbers: list[int]) -> None:
        """The arbiter's order of tied players (Q205); [] removes it.  A player who
        shares no place in the current standings is refused, named."""
        with self._write() as w:
            t = w.tournament()
            unknown = [n for n in numbers if n not in t.players]
            if unknown:
                raise ServiceError(tr("player {unknown} is not in the tournament; the order of "
                                      "tied players was not changed", unknown=unknown[0]))
            if len(set(numbers)) != len(numbers):
                raise ServiceError(tr("a player is named twice in the order of tied players"))
            untied = not_tied(t, w.tiebreaks(), numbers)
            if untied:  # an order for them would say nothing: a typing error, said at once
                named = ", ".join(f"{n} {t.players[n].name}" for n in untied)
                raise ServiceError(trn(
                    "player {players} is not tied with anybody after the last tie-break (the "
                    "standings after round {round}); the order of tied players was not changed",
                    "players {players} are not tied with anybody after the last tie-break "
                    "(the standings after round {round}); the order of tied players was not "
                    "changed", len(untied), players=named, round=completed_rounds(t)))
            w.set_option(OPTION_TIE_ORDER, ",".join(map(str, numbers)) or None)
            w.audit(N_("tie order"), ", ".join(map(str, numbers)) or "removed")

    def set_playoff(self, scores: dict[int, float], label: str = "", scope: str = "tiebreaks"
                    ) -> None:
        """The outcome of a play-off played over the board (Q207): each player's play-off
        score, the play-off's name as every output prints it, and whether it decides places
        still tied after the tie-breaks or, as the tournament's rules may say (C.07 2.2.1),
        places tied on points.  {} removes it."""
        label = " ".join((label or PLAYOFF_DEFAULT).split())  # English, shown translated
        if scope not in PLAYOFF_SCOPES:
            raise ServiceError(tr("the play-off decides ties after the tie-breaks "
                                  "(tiebreaks) or on points (points), not {scope!r}",
                                  scope=scope))
        problem = label_problem(label)
        if problem:
            raise ServiceError(tr("{problem}; the play-off was not entered",
                                  problem=shown(problem)))
        with self._write() as w:
            t = w.tournament()
            if not scores:
                w.set_option(OPTION_PLAYOFF, None)
                w.audit(N_("play-off"), "removed")
                return
            unknown = [n for n in scores if n not in t.players]
            if unknown:
                raise ServiceError(tr("player {unknown} is not in the tournament; the play-off "
                                      "was not entered", unknown=unknown[0]))
            if len(scores) < 2:
                raise ServiceError(tr("a play-off needs the scores of two players at least"))
            bad = [n for n, v in scores.items() if not 0 <= v <= 1000]
            if bad:
                raise ServiceError(tr("player {number}: a play-off score is from 0 to 1000; the "
                                      "play-off was not entered", number=bad[0]))
            numbers = list(scores)
            untied = (not_tied(t, w.tiebreaks(), numbers) if scope == "tiebreaks"
                      else not_tied_on_points(t, numbers))
            if untied:
                named = ", ".join(f"{n} {t.players[n].name}" for n in untied)
                raise ServiceError(trn(
                    "player {players} is not tied with another player of the play-off "
                    "({how}, after round {round}); the play-off was not entered",
                    "players {players} are not tied with another player of the play-off "
                    "({how}, after round {round}); the play-off was not entered",
                    len(untied), players=named, round=completed_rounds(t),
                    how=tr("after the last tie-break") if scope == "tiebreaks"
                    else tr("on points")))
            text = Playoff(scope, label, dict(scores)).text()
            w.set_option(OPTION_PLAYOFF, text)
            w.audit(N_("play-off"), text)

    def draw_lots_for_ties(self, seed: str | None = None) -> str:
        """Places still tied are decided by lots from now on (Q204); the seed is kept
        (a new one when none is given) so that the draw is the same every time (Q206).
        Returns the seed."""
        seed = (seed or "").strip() or secrets.token_hex(4)
        if any(c in seed for c in ";\n"):
            raise ServiceError(tr("the seed of the drawing of lots cannot contain ';' or a line "
                                  "break"))
        with self._write() as w:
            w.set_option(OPTION_LOTS, seed)
            w.audit(N_("drawing of lots for ties"), f"seed {seed}")
        return seed

    def restore_tie_settings(self, saved: dict[str, str | None]) -> None:
        """The order, the lots' seed and the play-off exactly as ``saved`` holds them
        (:data:`TIE_SETTINGS` -> the stored text or None): an undo gives back every one
        of them, also where more than one was set."""
        with self._write() as w:
            for key in TIE_SETTINGS:
                w.set_option(key, saved.get(key) or None)
            w.audit(N_("tied places"), "restored: " + "; ".join(
                f"{key} {saved.get(key) or '-'}" for key in TIE_SETTINGS))

    def share_tied_places(self) -> None:
        """Back to shared places (C.07's default): no lots, no order, no play-off."""
        with self._write() as w:
            w.set_option(OPTION_LOTS, None)
            w.set_option(OPTION_TIE_ORDER, None)
            w.set_option(OPTION_PLAYOFF, None)
            w.audit(N_("tied places"), "shared")


__all__ = ["TIE_SETTINGS", "TieActions", "not_tied", "not_tied_on_points"]
