"""The checks of a tournament's settings: what a new or changed setting may be (a refusal
names the setting), and what a change means once round 1 is paired (the FIDE checklist's
warnings, Q58-61, Q75-76, Q85-86, Q93, Q109, Q201, with the rounds re-checked)."""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import MAX_ROUNDS, Colour, Scoring, Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services import pairings
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.fide_mode import event_round, in_fide_mode
from arbiter_app.services.points import point_system_problem, points_text
from arbiter_app.services.settings import SETTING_NAMES, NewTournament
from arbiter_app.services.warnings import (CONFIRM, DOUBLE_CONFIRM, OUTSIDE_FIDE_MODE,
                                           ArbiterWarning, in_english)


def last_round_recheck(t: Tournament, old_total: int, new_total: int) -> tuple[str, str]:
    """FIDE checklist Q60: a change of the number of rounds that makes the last paired
    round the final one, or no longer the final one, re-checks that round's pairing
    with the new number (a final round is paired by other criteria, e.g. the Dutch
    system's topscorers).  ("", "") when nothing changes or the rules give the same
    pairing; else what differs (Q61), in English (the audit log) and in the current
    language (the warning)."""
    n = t.rounds_played
    if not n or (n == old_total) == (n == new_total) or not t.round(n).games:
        return "", ""
    from arbiter_app.engine.checker import check_round
    from arbiter_app.services.import_check import describe
    try:
        system = pairings.system_for(t.system)
    except ServiceError:
        return "", ""
    result = check_round(replace(t, total_rounds=new_total), system, n)
    if result.matches:
        return "", ""
    text = (N_("round {n}, the last round, re-checked: {what}") if n == new_total
            else N_("round {n}, no longer the last round, re-checked: {what}"))
    return (in_english(text, n=n, what=describe(result)),
            tr(text, n=n, what=describe(result, shown=True)))


def paired_rounds_recheck(t: Tournament, changed: Tournament) -> list[tuple[str, str]]:
    """FIDE checklist Q76/Q86: every paired round of ``t`` re-paired under ``changed``
    (the same tournament with other settings); one text per round the rules now pair
    otherwise than ``t``'s system did (a round that was already not the system's
    pairing, e.g. paired by hand, is not named again), in English (the audit log) and
    in the current language (the warning)."""
    from arbiter_app.engine.checker import check, check_round, with_inferred
    from arbiter_app.services.import_check import describe
    try:
        system = pairings.system_for(t.system)
    except ServiceError:
        return []
    # the rounds that differ now, then of those the ones the old settings paired as stored
    before = with_inferred(t, system)
    text = N_("round {round} re-checked: {what}")
    return [(in_english(text, round=r.round_no, what=describe(r)),
             tr(text, round=r.round_no, what=describe(r, shown=True)))
            for r in check(changed, system)
            if not r.matches and check_round(before, system, r.round_no).matches]


def configuration_changes(t: Tournament, current: NewTournament, new: NewTournament
                          ) -> list[tuple[str, ArbiterWarning | None]]:
    """The changes of ``current`` to ``new`` the checklist watches once round 1 is
    paired, each as (its audit text, in English, its warning in the current language:
    None outside FIDE mode)."""
    n, fide = event_round(t), in_fide_mode(t)
    found: list[tuple[str, ArbiterWarning | None]] = []

    def add(texts: tuple[str, str], level: int, question: str, code: str, why: str) -> None:
        text, shown_text = texts
        warning = ArbiterWarning(level, tr("{text} after round {n} is paired: {why}",
                                           text=shown_text, n=n, why=why),
                                 question, code) if fide else None
        found.append((text, warning))

    def both(text: str, **values) -> tuple[str, str]:
        return in_english(text, **values), tr(text, **values)

    if new.system != current.system:
        add(both(N_("pairing system {old} -> {new}"), old=current.system, new=new.system),
            OUTSIDE_FIDE_MODE, "Q93", "system-after-round-1",
            tr("the pairing system is fixed once round 1 is paired"))
    if new.total_rounds != current.total_rounds:
        add(both(N_("number of rounds {old} -> {new}"), old=current.total_rounds,
                 new=new.total_rounds), DOUBLE_CONFIRM,
            "Q58", "rounds-after-round-1", tr("the number of rounds announced changes "
                                              "(the last rounds' pairings follow other rules)"))
        recheck = last_round_recheck(t, current.total_rounds, new.total_rounds)
        if recheck[0]:
            add(recheck, CONFIRM, "Q61", "last-round-rechecked",
                tr("the rules pair it otherwise now (its pairing stays; the arbiter decides)"))
    old_s, new_s = current.scoring, new.scoring
    if vars(replace(old_s, pairing_bye=0.0)) != vars(replace(new_s, pairing_bye=0.0)):
        add(both(N_("point system {old} -> {new}"), old=points_text(old_s),
                 new=points_text(new_s)), DOUBLE_CONFIRM,
            "Q75", "points-after-round-1", tr("every score and the later pairings change"))
    if old_s.pairing_bye != new_s.pairing_bye:
        add(both(N_("pairing-allocated bye {old} -> {new} points"),
                 old=f"{old_s.pairing_bye:g}", new=f"{new_s.pairing_bye:g}"),
            DOUBLE_CONFIRM, "Q85", "pab-after-round-1",
            tr("the scores of the players who had the bye change"))
    if old_s != new_s:  # Q76, Q86: the rounds paired so far, re-checked with the new points
        points_changed = vars(replace(old_s, pairing_bye=0.0)) != vars(replace(new_s,
                                                                              pairing_bye=0.0))
        question = "Q76" if points_changed else "Q86"
        for texts in paired_rounds_recheck(t, replace(t, scoring=new_s)):
            add(texts, CONFIRM, question, "rounds-rechecked",
                tr("the rules pair it otherwise with the new points (its pairing stays; the "
                   "arbiter decides)"))
    from arbiter_app.services.acceleration import change_text
    text = change_text(current.acceleration, new.acceleration)
    if text:
        add((text, change_text(current.acceleration, new.acceleration, shown=True)),
            OUTSIDE_FIDE_MODE, "Q109", "acceleration-after-round-1",
            tr("the acceleration is fixed once round 1 is paired (its virtual points "
               "decided the pairings so far)"))
    old_t, new_t = [str(x) for x in current.tiebreaks], [str(x) for x in new.tiebreaks]
    if old_t != new_t or current.tiebreak_rules != new.tiebreak_rules:
        texts = []
        for say in (in_english, tr):
            old_text = ", ".join(old_t) or say(N_("none"))
            new_text = ", ".join(new_t) or say(N_("none"))
            if current.tiebreak_rules != new.tiebreak_rules:
                rules = N_(" (rules {rules})")
                old_text += say(rules, rules=current.tiebreak_rules or say(N_("by date")))
                new_text += say(rules, rules=new.tiebreak_rules or say(N_("by date")))
            texts.append(say(N_("tie-breaks {old} -> {new}"), old=old_text, new=new_text))
        add((texts[0], texts[1]), DOUBLE_CONFIRM, "Q201", "tiebreaks-after-round-1",
            tr("the standings are ranked otherwise"))
    return found


DATE_NAMES = {"start_date": N_("start date"), "end_date": N_("end date")}


def normalised(new: NewTournament, only=None) -> NewTournament:
    """Dates as the TRF writes them (YYYY/MM/DD), whatever spelling was typed (only
    those named in ``only``: a date an imported file spelled oddly stays as it was
    until the arbiter changes it)."""
    from arbiter_app.services.round_records import normal_date
    check = set(only) if only is not None else {"start_date", "end_date"}
    dates = {}
    for name in ("start_date", "end_date"):
        if name in check:
            try:
                dates[name] = normal_date(getattr(new, name))
            except ServiceError as exc:
                raise ServiceError(tr("{name}: {exc}", name=tr(DATE_NAMES[name]),
                                      exc=exc)) from None
    new = replace(new, **dates)
    start, end = new.start_date, new.end_date
    if dates and start[:4].isdigit() and end[:4].isdigit() and end < start:
        raise ServiceError(tr("the end date {end} is before the start date {start}", end=end,
                              start=start))
    return new


def check_settings(new: NewTournament, only=None) -> None:
    """Check the settings named in ``only`` (default: all)."""
    check = set(only) if only is not None else set(SETTING_NAMES)
    if "name" in check and not str(new.name).strip():
        raise ServiceError(tr("the tournament needs a name"))
    if "total_rounds" in check and (not isinstance(new.total_rounds, int)
                                    or not 1 <= new.total_rounds <= MAX_ROUNDS):
        raise ServiceError(tr("the number of rounds must be a whole number from 1 to {most}, "
                              "not {total_rounds!r}", most=MAX_ROUNDS,
                              total_rounds=new.total_rounds))
    if "system" in check:
        pairings.check_system_name(new.system)
    if "initial_colour" in check and new.initial_colour is not None:
        try:
            Colour(new.initial_colour)
        except ValueError:
            raise ServiceError(tr("initial colour must be white or black, not {initial_colour!r}",
                                  initial_colour=new.initial_colour)) from None
    if "scoring" in check:
        if not isinstance(new.scoring, Scoring):
            raise ServiceError(tr("scoring must be a Scoring"))
        problem = point_system_problem(new.scoring)
        if problem:
            raise ServiceError(tr("point system {points_text}: {problem}",
                                  points_text=points_text(new.scoring), problem=problem))
    if "auto_rank_before_round1" in check and not isinstance(new.auto_rank_before_round1,
                                                                bool):
        raise ServiceError(tr("auto_rank_before_round1 must be True or False"))
    if "tiebreak_rules" in check and new.tiebreak_rules:
        from arbiter_app.engine.tiebreaks import EDITIONS
        if new.tiebreak_rules not in EDITIONS:
            raise ServiceError(tr("tie-break rules must be one of {editions} or empty (the "
                                  "edition in force at the start date), not {tiebreak_rules!r}",
                                  editions=', '.join(EDITIONS),
                                  tiebreak_rules=new.tiebreak_rules))
    if check & {"acceleration", "system", "scoring"}:
        from arbiter_app.services import acceleration
        acceleration.check(new.acceleration, new.system, new.scoring)
    if check & {"round_robin", "system"}:
        from arbiter_app.services.round_robin import round_robin_options
        round_robin_options(new.system, new.round_robin)
    if "tiebreaks" in check:
        from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks

        try:
            parse_tiebreaks([str(x) for x in new.tiebreaks])
        except UnknownTiebreak as exc:
            raise ServiceError(str(exc)) from None
    if check & {"tiebreaks", "system"}:
        left_out = not_offered(new.tiebreaks, new.system)
        if left_out:  # FIDE checklist Q105 (C.07): BH, FB and AOB are no round-robin ones
            raise ServiceError(tr("{left_out} cannot break ties in a round robin (C.07: BH, FB "
                                  "and AOB are tie-breaks of Swiss events); choose others, e.g. "
                                  "SB, DE, WIN, KS", left_out=', '.join(left_out)))


def not_offered(tiebreaks, system: str) -> list[str]:
    """The tie-breaks of ``tiebreaks`` C.07 does not offer for ``system``."""
    from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreak
    from arbiter_app.engine.tiebreaks.spec import offered_for

    found = []
    for item in tiebreaks:
        try:
            acronym = parse_tiebreak(str(item)).acronym
        except UnknownTiebreak:
            continue
        if not offered_for(acronym, system):
            found.append(str(item))
    return found


__all__ = ["DATE_NAMES", "check_settings", "configuration_changes", "last_round_recheck",
           "normalised", "not_offered", "paired_rounds_recheck"]
