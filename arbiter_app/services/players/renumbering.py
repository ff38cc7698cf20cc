"""Pairing numbers that follow the initial order (C.04.2 2.2-2.5): when they may still
change, the warning a late entry that moves other players gives, and the renumbering
itself with everything that names a player by number; and the numbers changed by hand
(checklist Q147-154), with the same renumbering and their own warnings.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import Player, Tournament
from arbiter_app.i18n import N_, tr, using
from arbiter_app.services import pairings, ranking
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import (CONFIRM, DOUBLE_CONFIRM, NOTICE, ArbiterWarning,
                                          require_confirmation)


#: the player fields the initial order is made of (C.04.2 2.2): a change may move a TPN
RANKING_FIELDS = ("rating", "manual_rating", "title", "name", "fide_id")
#: C.04.2 2.3: "No modification of a TPN for this reason is allowed after the fourth
#: round has been paired."
LAST_RENUMBERED_ROUND = 4


def reassign_refusal(t: Tournament) -> str:
    """Why the pairing numbers of ``t`` can no longer follow the initial order ("" when
    they can): round 4 paired (C.04.2 2.3), or a round robin whose round 1 is paired
    (its numbers are the Berger table's, C.05)."""
    if not t.rounds:
        return ""
    if t.system == "roundrobin":
        return tr("round 1 of the round robin is paired; its pairing numbers are the Berger "
                  "table's and can no longer change")
    if len(t.rounds) >= LAST_RENUMBERED_ROUND:
        return tr("round {round} is paired; C.04.2 2.3 allows no change of a pairing number "
                  "after round {last} has been paired", round=len(t.rounds),
                  last=LAST_RENUMBERED_ROUND)
    return ""


def renumbering_warnings(t: Tournament, entries: list[Player],
                         auto_rank: bool) -> list[ArbiterWarning]:
    """A level 3 warning when adding ``entries`` (numbered after the last player) while
    rounds 1-3 are paired would move players already there to other pairing numbers
    (C.04.2 2.4: a late entry takes its place in the initial order): it names every
    number that changes, so the arbiter is asked first ([] when none changes)."""
    if not entries or not auto_rank or not t.rounds or reassign_refusal(t):
        return []
    after = replace(t, players={**t.players, **{p.number: p for p in entries}})
    mapping = ranking.renumbering(after, "rating")
    moved = {old: new for old, new in mapping.items() if old in t.players and old != new}
    if not moved:
        return []
    places = ", ".join(f"{p.name} {mapping.get(p.number, p.number)}" for p in entries)
    return [ArbiterWarning(CONFIRM, tr(
        "the late entry changes pairing numbers (C.04.2 2.4): {places}; players {changes}",
        places=places, changes=_number_runs(moved)), code="late-entry-renumbering")]


def _number_runs(moved: dict[int, int]) -> str:
    """``"25–40 → 26–41, 7 → 9"``: the numbers that change, runs
    of neighbours moved by the same step written once."""
    runs: list[list[int]] = []
    for old in sorted(moved):
        if runs and old == runs[-1][-1] + 1 and moved[old] - old == moved[runs[-1][0]] - runs[-1][0]:
            runs[-1].append(old)
        else:
            runs.append([old])
    return ", ".join(f"{run[0]} → {moved[run[0]]}" if len(run) == 1 else
                     f"{run[0]}–{run[-1]} → {moved[run[0]]}–{moved[run[-1]]}"
                     for run in runs)


def reassign_if_due(w, auto_rank: bool, why: str) -> dict[int, int]:
    """C.04.2 2.3-2.5 after a change of the ranking data or a late entry while rounds 1-3
    are paired: the pairing numbers follow the initial order again (a late entry gets the
    "appropriate TPN" of 2.4, the players below him move down), the paired rounds with
    them; an audit entry names every change.  Nothing before round 1 (round 1's pairing
    ranks them), from round 4 on (2.3), in a round robin, or with the setting
    auto_rank_before_round1 off (the arbiter keeps his numbers).  Old -> new number."""
    t = w.tournament()
    if not auto_rank or not t.rounds or reassign_refusal(t):
        return {n: n for n in t.players}
    return renumber_in(w, t, "rating", f"pairing numbers reassigned ({why}, C.04.2 2.3)")


def renumber_in(w, t: Tournament, order: str, action: str) -> dict[int, int]:
    """Renumber ``t``'s players by ``order`` inside the writer ``w``; an audit
    entry ``action`` lists the numbers that changed (none when none did)."""
    mapping = ranking.renumbering(t, order)
    if all(old == new for old, new in mapping.items()):
        return mapping
    apply_renumbering(w, t, mapping)
    w.audit(action, f"initial ranking by {order}: {ranking.describe(mapping)}")
    return mapping


def apply_renumbering(w, t: Tournament, mapping: dict[int, int]) -> None:
    """Rewrite ``t``'s entries inside the writer ``w`` with the players
    renumbered by ``mapping`` (old -> new, every player), and the stored
    manual-pairing records of an unpaired round 1 with them; no audit entry
    (the caller says why)."""
    if t.rounds:  # C.04.2 2.3: the paired rounds follow their players
        w.renumber_paired(ranking.renumbered(replace(t, rounds=[]), mapping), mapping)
    else:
        w.rewrite_entries(ranking.renumbered(t, mapping))
    for override in w.overrides():
        engine_text = ranking.renumber_pairing_text(override["engine_pairing"], mapping)
        manual_text = ranking.renumber_pairing_text(override["manual_pairing"], mapping)
        values = {"engine_pairing": engine_text, "manual_pairing": manual_text}
        try:
            with using("en"):  # a record: in English, as the audit log
                values["differences"] = "\n".join(pairings.differences(
                    pairings.parse_pairing_text(engine_text) if engine_text.strip() else None,
                    pairings.parse_pairing_text(manual_text)))
        except ServiceError:
            pass  # not in the pairing format: leave the differences as they were
        if override["violations"]:
            values["violations"] = (override["violations"] + "\n(player numbers above are "
                                    f"from before the renumbering {ranking.describe(mapping)})")
        w.update_override(override["id"], **values)


# -- pairing numbers changed by hand (checklist Q147-154) -------------------------------

def order_after_moves(t: Tournament, moves: list[tuple[int, int]]) -> list[int]:
    """The current pairing numbers in their new order after ``moves``: each ``(n, m)``
    gives the player now numbered ``n`` the number ``m``, the players between moving up
    or down by one; the moves apply one after the other."""
    order = sorted(t.players)
    for n, m in moves:
        for number, name in ((n, "N"), (m, "M")):
            if not 1 <= number <= len(order):
                raise ServiceError(tr("--move {n}:{m}: {which} must be a pairing number from 1 "
                                      "to {count}", n=n, m=m, which=name, count=len(order)))
        order.insert(m - 1, order.pop(n - 1))
    return order


def manual_numbers_warnings(t: Tournament, mapping: dict[int, int],
                            auto_rank: bool) -> list[ArbiterWarning]:
    """What the arbiter must confirm before ``mapping`` (old -> new) is applied by hand:
    level 3 when the new numbers do not follow the initial ranking list (C.04.2 2.2-2.3),
    level 4 once round 1 is paired (after the start C.04.2 2.3-2.5 speak only of
    corrections of the ranking data and late entries), a notice that the automatic
    ranking before round 1 is switched off so that the numbers are kept."""
    warnings = []
    after = ranking.renumbered(replace(t, rounds=[]), mapping)
    by_rating = ranking.renumbering(after, "rating")
    out_of_order = {n: m for n, m in by_rating.items() if n != m}
    if out_of_order:
        warnings.append(ArbiterWarning(CONFIRM, tr(
            "the new pairing numbers do not follow the initial ranking list (C.04.2 2.2-2.3): "
            "by rating the players would be renumbered {changes}",
            changes=_number_runs(out_of_order)), "Q148-154", "manual-tpn-not-ranking-order"))
    if t.rounds:
        warnings.append(ArbiterWarning(DOUBLE_CONFIRM, tr(
            "round {round} is paired: after the start C.04.2 2.3-2.5 allow new pairing numbers "
            "only for corrected ranking data or a late entry, until round {last} is paired; "
            "the games of the paired rounds follow their players",
            round=len(t.rounds), last=LAST_RENUMBERED_ROUND), "Q148-154",
            "manual-tpn-after-round-1"))
    if auto_rank:
        warnings.append(ArbiterWarning(NOTICE, tr(
            "the automatic ranking before round 1 is switched off, so that these pairing "
            "numbers are kept"), "Q148-154", "manual-tpn-auto-rank-off"))
    return warnings


def change_numbers(w, order: list[int], confirm: bool
                   ) -> tuple[dict[int, int], list[ArbiterWarning]]:
    """Give the players of ``order`` (every current pairing number once) the numbers
    1, 2, ... in that order, inside the writer ``w``: refused from round 4 on and in a
    round robin once paired (:func:`reassign_refusal`); everything named by number follows
    (:func:`apply_renumbering`); the audit log names every number that moved.
    Returns old -> new and the warnings (the notices among them for the arbiter)."""
    t = w.tournament()
    refusal = reassign_refusal(t)
    if refusal:
        raise ServiceError(refusal)
    order = [int(n) for n in order]
    missing = sorted(set(t.players) - set(order))
    unknown = sorted(set(order) - set(t.players))
    twice = sorted({n for n in order if order.count(n) > 1})
    if missing or unknown or twice:
        problems = ([tr("missing: {numbers}", numbers=", ".join(map(str, missing)))] if missing
                    else []) + ([tr("no such player: {numbers}",
                                    numbers=", ".join(map(str, unknown)))] if unknown else []) + (
            [tr("given twice: {numbers}", numbers=", ".join(map(str, twice)))] if twice else [])
        raise ServiceError(tr("the new order must name every pairing number 1-{count} once "
                              "({problems})", count=len(t.players), problems="; ".join(problems)))
    mapping = {old: new for new, old in enumerate(order, start=1)}
    if all(old == new for old, new in mapping.items()):
        return mapping, []
    auto_rank = w.auto_rank()
    warnings = require_confirmation(tr("change pairing numbers"),
                                    manual_numbers_warnings(t, mapping, auto_rank), confirm)
    apply_renumbering(w, t, mapping)
    if auto_rank:
        w.set_settings(auto_rank_before_round1=0)
    w.audit(N_("change pairing numbers"),
            f"by hand{f' after round {len(t.rounds)} was paired' if t.rounds else ''}: "
            f"{ranking.describe(mapping)}"
            + ("; automatic ranking before round 1 switched off" if auto_rank else ""))
    return mapping, warnings
