"""Pairing helpers shared by the service and the CLI: which round a pairing
is for, validation of a manual pairing, differences, the pairing text format."""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Callable, Iterator

from arbiter_app.engine.checker import completeness_violations
from arbiter_app.engine.model import Colour, GameResult, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingSystem, Violation
from arbiter_app.engine.systems.registry import SYSTEMS, UnknownSystem, get_system, system_title
from arbiter_app.engine.texts import N_, join_texts
from arbiter_app.i18n import decimal, tr, trn
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning, in_english


def system_for(name: str) -> PairingSystem:
    """The pairing system called ``name``, or a ServiceError saying why not."""
    if not name:
        raise ServiceError(tr("the tournament has no pairing system set; choose one in the "
                              "settings ({systems})", systems=', '.join(SYSTEMS)))
    try:
        return get_system(name)
    except UnknownSystem as exc:
        raise ServiceError(str(exc)) from None
    except Exception as exc:  # a broken system module: say so, never a traceback
        raise ServiceError(tr("pairing system {name} could not be loaded: {kind}: {exc}",
                              name=name, kind=type(exc).__name__, exc=exc)) from None


_runner = threading.local()


@contextmanager
def engine_runner(run: Callable[[PairingSystem, Tournament], Pairing]) -> Iterator[None]:
    """Within the block, on this thread, the service's calls of a system's ``pair``
    go through ``run(system, t)`` instead (the window runs the engine in its
    pairing process); everything else the service does stays where it is."""
    previous = getattr(_runner, "run", None)
    _runner.run = run
    try:
        yield
    finally:
        _runner.run = previous


def engine_pair(system: PairingSystem, t: Tournament) -> Pairing:
    """``system.pair(t)``, through the runner :func:`engine_runner` set, if any."""
    run = getattr(_runner, "run", None)
    return system.pair(t) if run is None else run(system, t)


def check_system_name(name: str) -> str:
    if name not in SYSTEMS:
        raise ServiceError(tr("unknown pairing system {name!r}; choose one of {systems}",
                              name=name, systems=', '.join(SYSTEMS)))
    return name


def target_round(t: Tournament) -> tuple[int, Tournament, bool]:
    """The round a manual pairing is for: ``(round_no, input, replacing)``.

    While the last paired round has no result yet, a manual pairing replaces
    it, and is judged against the tournament as it stood when that round was
    paired (``t.truncated(k - 1)``); otherwise it pairs the next round.
    """
    if t.rounds:
        last = t.rounds_played
        results = [g for g in t.rounds[-1].games if g.result is not GameResult.PENDING]
        if not results:
            return last, t.truncated(last - 1), True
        if not t.rounds[-1].complete:
            raise ServiceError(
                tr("round {last} already has results and is not finished; finish it before "
                   "pairing round {next} (or correct the results)", last=last,
                   next=last + 1))
    check_rounds_left(t)
    return t.next_round, t, False


def check_rounds_left(t: Tournament) -> None:
    if t.total_rounds is not None and t.next_round > t.total_rounds:
        raise ServiceError(trn("{n} round of {n} is paired; raise the number of rounds in the "
                               "settings to pair another",
                               "all {n} rounds are paired; raise the number of rounds in the "
                               "settings to pair another", t.total_rounds))


def pending_boards(rnd) -> list[int]:
    return [n for n, g in enumerate(rnd.games, start=1) if g.result is GameResult.PENDING]


def adjournment_warnings(t: Tournament) -> list[ArbiterWarning]:
    """What pairing the next round says of games without a final result.

    * FIDE checklist Q159-160: the last round's games without a result are marked
      adjourned and count as draws for the pairing (TRF-2026 162 code X): a level 2
      notice naming the boards.  When no game of that round has a result at all, the
      round has most likely just been paired (a second F9): a level 3 question
      (docs/results.md).
    * Q168: adjourned games of earlier rounds still without a result: level 2.
    """
    found: list[ArbiterWarning] = []
    if t.rounds:
        last = t.rounds[-1]
        missing = pending_boards(last)
        if missing:
            shown = ", ".join(map(str, missing[:10])) + (" ..." if len(missing) > 10 else "")
            every = len(missing) == len(last.games)
            if every:
                text = tr("round {round} has no result at all (boards {shown}): its games will "
                          "be marked adjourned and count as draws for the pairing of round "
                          "{next}", round=t.rounds_played, shown=shown, next=t.next_round)
            else:
                text = trn("round {round} has no result on board ({shown}): they will be marked "
                           "adjourned and count as draws for the pairing of round {next}",
                           "round {round} has no result on boards ({shown}): they will be "
                           "marked adjourned and count as draws for the pairing of round {next}",
                           len(missing), round=t.rounds_played, shown=shown, next=t.next_round)
            found.append(ArbiterWarning(CONFIRM if every else NOTICE, text, "Q160",
                                        "pair-with-missing-results"))
    earlier = [(n, b) for n, rnd in enumerate(t.rounds, start=1)
               for b, g in enumerate(rnd.games, start=1) if g.result is GameResult.ADJOURNED]
    if earlier:
        shown = ", ".join(tr("round {round} board {board}", round=n, board=b)
                          for n, b in earlier[:10]) + (" ..." if len(earlier) > 10 else "")
        found.append(ArbiterWarning(
            NOTICE, trn("adjourned game still without a result ({shown}) count as draws for "
                        "the pairing", "adjourned games still without a result ({shown}) count "
                        "as draws for the pairing", len(earlier), shown=shown),
            "Q168", "adjourned-games-left"))
    return found


def start_warnings(t: Tournament) -> list[ArbiterWarning]:
    """FIDE checklist Q62: before round 1, a configuration the tournament cannot complete
    under the rules: more rounds than a Swiss can pair without two players meeting twice
    (C.04.1 b: N players meet at most N - 1 opponents).  A level 2 notice; the arbiter
    may mean to add players, or to change the number of rounds."""
    if t.rounds or t.system == "roundrobin" or not t.total_rounds:
        return []
    players = len(t.players_to_pair(1))
    if players >= 2 and t.total_rounds > players - 1:
        return [ArbiterWarning(
            NOTICE, trn("{total_rounds} rounds with {players} players: a Swiss cannot pair "
                        "more than {n} round without two players meeting twice (C.04.1 b); "
                        "add players or lower the number of rounds",
                        "{total_rounds} rounds with {players} players: a Swiss cannot pair "
                        "more than {n} rounds without two players meeting twice (C.04.1 b); "
                        "add players or lower the number of rounds", players - 1,
                        total_rounds=t.total_rounds, players=players), "Q62",
            "too-many-rounds")]
    return []


def pairing_warnings(t: Tournament) -> list[ArbiterWarning]:
    """Everything pairing the next round tells or asks first: games without a result
    (Q159-160, Q168) and, before round 1, a configuration that cannot be completed (Q62)."""
    return adjournment_warnings(t) + start_warnings(t)


def adjourn_missing(w, t: Tournament) -> list[int]:
    """Mark the last round's games without a result adjourned (in the writer ``w``);
    the boards marked."""
    if not t.rounds:
        return []
    boards = pending_boards(t.rounds[-1])
    for board in boards:
        w.set_result(t.rounds_played, board, GameResult.ADJOURNED)
    return boards


def validate(t: Tournament, system: PairingSystem, pairing: Pairing) -> list[Violation]:
    """Completeness (the lead's checker) plus the system's absolute criteria,
    for a pairing of ``t.next_round``.  The system is asked only when every
    player in the pairing exists and appears once (it may assume so)."""
    try:
        to_pair = system.players_to_pair(t)
    except Exception:  # the system cannot say (no pairing at all): everyone taking part
        to_pair = None
    violations = list(completeness_violations(t, pairing, to_pair))
    slots = [p for b in pairing.boards for p in (b.white, b.black)]
    if pairing.bye is not None:
        slots.append(pairing.bye)
    sound = (len(slots) == len(set(slots)) and all(p in t.players for p in slots)
             and all(b.white != b.black for b in pairing.boards))
    if sound:
        try:
            violations.extend(system.absolute_violations(t, pairing))
        except Exception as exc:  # a system bug must not hide the other findings
            # a violation is kept with the pairing and written to the audit log: English
            violations.append(Violation("check", in_english(N_(
                "the {system} rules could not be checked: {exc}"), system=system_title(system.name),
                exc=exc)))
    return violations


def validate_for(t: Tournament, pairing: Pairing) -> list[Violation]:
    """Validate ``pairing`` as the manual pairing of ``t``'s target round
    (see :func:`target_round`) with ``t``'s own system."""
    _, t_in, _ = target_round(t)
    return validate(t_in, system_for(t.system), pairing)


def differences(engine: Pairing | None, manual: Pairing) -> list[str]:
    """How ``manual`` differs from the system's pairing, one line each."""
    if engine is None:
        return [tr("the system gave no pairing to compare with")]
    lines = []
    engine_pairs = {frozenset(p): p for p in engine.pairs()}
    manual_pairs = {frozenset(p): p for p in manual.pairs()}
    for key, (white, black) in manual_pairs.items():
        if key not in engine_pairs:
            lines.append(tr("{white}-{black} is not in the system's pairing", white=white,
                            black=black))
        elif engine_pairs[key] != (white, black):
            lines.append(tr("{white}-{black}: colours swapped (system: {system})", white=white,
                            black=black, system="-".join(map(str, engine_pairs[key]))))
    for key, (white, black) in engine_pairs.items():
        if key not in manual_pairs:
            lines.append(tr("system's {white}-{black} is not paired", white=white, black=black))
    if engine.bye != manual.bye:
        lines.append(tr("bye: system {system}, manual {manual}",
                        system=engine.bye or tr("none"), manual=manual.bye or tr("none")))
    if not lines and engine.pairs() != manual.pairs():
        lines.append(tr("same games in another board order"))
    return lines


def manual_pairing_warnings(t: Tournament, round_no: int, system: str,
                            engine: Pairing | None, manual: Pairing, diff: list[str]
                            ) -> list[ArbiterWarning]:
    """What saving a manual pairing of ``round_no`` (``t``: the tournament it pairs)
    tells the arbiter in FIDE mode: Q69, a pairing that is not the system's (level 3,
    with the system's boards); Q67, a board where both players get the colour
    opposite to their due (level 2)."""
    from arbiter_app.engine.history import histories
    from arbiter_app.services.fide_mode import in_fide_mode

    if not in_fide_mode(t):
        return []
    found: list[ArbiterWarning] = []
    if diff and engine is not None:
        boards = ", ".join(f"{b.white}-{b.black}" for b in engine.boards[:12])
        boards += " ..." if len(engine.boards) > 12 else ""
        bye = tr(", bye {player}", player=engine.bye) if engine.bye is not None else ""
        shown = "; ".join(diff[:5]) + (" ..." if len(diff) > 5 else "")
        found.append(ArbiterWarning(
            CONFIRM, tr("the pairing of round {round_no} is not the one the {system} makes "
                        "({shown}); the system pairs {boards}{bye}", round_no=round_no,
                        system=tr(system_title(system)), shown=shown, boards=boards, bye=bye),
            "Q69", "manual-differs"))
    hist = histories(t)
    last = t.total_rounds is not None and round_no >= t.total_rounds
    for number, board in enumerate(manual.boards, start=1):
        white, black = hist.get(board.white), hist.get(board.black)
        if white is None or black is None:
            continue
        due_w, due_b = white.colour_preference().colour, black.colour_preference().colour
        if due_w is Colour.BLACK and due_b is Colour.WHITE:
            found.append(ArbiterWarning(
                NOTICE, tr("round {round_no} board {number}: {white} and {black} both get the "
                           "colour opposite to their due", round_no=round_no, number=number,
                           white=board.white, black=board.black), "Q67", "both-colours-wrong"))
        if last:
            continue  # Q66: before the last round only (C.04.1 f and the systems' C3)
        for player, history, colour in ((board.white, white, Colour.WHITE),
                                        (board.black, black, Colour.BLACK)):
            problem = _colour_problem(history, colour)
            if problem:
                found.append(ArbiterWarning(
                    CONFIRM, tr("round {round_no} board {number}: {player} would {problem}",
                                round_no=round_no, number=number, player=player, problem=problem),
                    "Q66", "colour-rule"))
    if manual.bye is not None and manual.bye in hist:
        # Q66: the pairing-allocated bye goes to a player of the lowest score group
        paired = [p for b in manual.boards for p in (b.white, b.black) if p in hist]
        lower = sorted(p for p in paired if hist[p].score < hist[manual.bye].score)
        if lower:
            found.append(ArbiterWarning(
                CONFIRM, trn("round {round_no}: the pairing-allocated bye goes to {bye} "
                             "({score} points) while {lower} has fewer points (C.04.1 c: a "
                             "player of the lowest score group)",
                             "round {round_no}: the pairing-allocated bye goes to {bye} "
                             "({score} points) while {lower} have fewer points (C.04.1 c: a "
                             "player of the lowest score group)", len(lower), round_no=round_no,
                             bye=manual.bye, score=decimal(f"{hist[manual.bye].score:g}"),
                             lower=', '.join(map(str, lower[:5]))), "Q66",
                "bye-not-lowest"))
    return found


def _colour_problem(history, colour: Colour) -> str:
    """What ``colour`` would break for a player (C.04.1 f): a third time the same
    colour in a row, or a colour difference beyond 2; '' when neither."""
    played = history.played_colours
    if len(played) >= 2 and played[-1] is colour and played[-2] is colour:
        if colour is Colour.WHITE:
            return tr("get white a third time in a row")
        return tr("get black a third time in a row")
    difference = history.colour_difference + (1 if colour is Colour.WHITE else -1)
    if abs(difference) > 2:
        return tr("reach a colour difference of {difference:+d}", difference=difference)
    return ""


def explained(manual: Pairing, engine: Pairing | None,
              violations: list[Violation]) -> Pairing:
    """``manual`` with the explanation each board keeps: the system's own where the
    board is the system's (same players, same colours), else what the arbiter
    changed; a board that breaks a rule starts with the rule (the round tab marks it)."""
    from dataclasses import replace

    ours = {(b.white, b.black): b for b in engine.boards} if engine is not None else {}
    by_pair = {frozenset((b.white, b.black)): b for b in engine.boards} if engine else {}
    boards = []
    for board in manual.boards:
        mine = ours.get((board.white, board.black))
        if mine is not None:
            text = mine.explanation
        else:
            theirs = by_pair.get(frozenset((board.white, board.black)))
            # kept in English with the pairing, shown translated (a message)
            text = (N_("colours swapped by the arbiter (the system: {number} white)")
                    .format(number=theirs.white)
                    if theirs is not None else N_("paired by the arbiter, not by the system"))
        broken = [str(v) for v in violations
                  if v.players and {board.white, board.black} & set(v.players)]
        if broken:
            rules = N_("Breaks {rule}").format(rule=join_texts(broken))
            text = join_texts([rules, text], "\n") if text else rules
        boards.append(replace(board, explanation=text))
    bye_text = manual.bye_explanation
    if manual.bye is not None:
        same = engine is not None and engine.bye == manual.bye
        bye_text = engine.bye_explanation if same else N_("bye given by the arbiter")
    return Pairing(boards, manual.bye, bye_text)


def parse_pairing_text(text: str, source: str = "<pairing>") -> Pairing:
    """Read the format of :meth:`Pairing.to_text`: a count, then ``white
    black`` per board in board order and ``N 0`` for the bye."""
    lines = [(n, line.split()) for n, line in enumerate(text.splitlines(), start=1)
             if line.strip()]
    if not lines:
        raise ServiceError(tr("{source}: empty; expected a count, then one 'white black' line "
                              "per board", source=source))
    first_no, first = lines[0]
    if len(first) != 1 or not first[0].isdigit():
        raise ServiceError(tr("{source}: line {first_no}: expected the number of lines that "
                              "follow, found {first!r}", source=source, first_no=first_no,
                              first=' '.join(first)))
    count = int(first[0])
    pairing = Pairing()
    for line_no, items in lines[1:]:
        if len(items) != 2 or not all(x.isdigit() for x in items):
            raise ServiceError(tr("{source}: line {line_no}: expected two player numbers 'white "
                                  "black', found {items!r}", source=source, line_no=line_no,
                                  items=' '.join(items)))
        white, black = int(items[0]), int(items[1])
        if black == 0:
            if pairing.bye is not None:
                raise ServiceError(tr("{source}: line {line_no}: a second bye ({white}; {bye} "
                                      "already has it)", source=source, line_no=line_no,
                                      white=white, bye=pairing.bye))
            pairing.bye = white
        elif white == 0:
            raise ServiceError(tr("{source}: line {line_no}: 0 is not a player", source=source,
                                  line_no=line_no))
        else:
            if pairing.bye is not None:
                raise ServiceError(tr("{source}: line {line_no}: a board after the bye line; the "
                                      "bye comes last", source=source, line_no=line_no))
            pairing.boards.append(Board(white, black))
    if count != len(lines) - 1:
        raise ServiceError(trn("{source}: line {first_no} announces {n} line but {lines} "
                               "follow", "{source}: line {first_no} announces {n} lines but "
                               "{lines} follow", count, source=source, first_no=first_no,
                               lines=len(lines) - 1))
    return pairing
