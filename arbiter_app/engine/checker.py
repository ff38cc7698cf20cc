"""Re-pair a finished tournament round by round and compare (the checker).

This is how the endorsed engines are cross-checked: for every round ``k`` take
the tournament as it stood after round ``k - 1`` (with the byes and absences
announced for round ``k``), pair it with the system and compare pairs,
colours and the pairing-allocated bye with what the file shows.

Also here: the completeness check every system shares (everyone to be paired
is paired exactly once, at most one pairing-allocated bye, nobody else paired).

The findings are English (the JSON report, the audit log); each piece is marked with
``N_`` (a message, ``i18n.message``) and shown in the window's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from arbiter_app.engine.model import Round, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError, PairingSystem, Violation
from arbiter_app.engine.texts import N_, count_text, join_texts


#: the rule names of the checker's own findings (a system's name its articles)
COMPLETENESS = N_("completeness")
CHECK = N_("check")


@dataclass
class RoundCheck:
    round_no: int
    expected: Pairing
    found: Pairing | None = None
    error: str = ""  # why the system could not pair this round
    # pairs (white, black) only in the file / only in our pairing
    missing: list[tuple[int, int]] = field(default_factory=list)
    extra: list[tuple[int, int]] = field(default_factory=list)
    # what the rules pair differently, board by board (see :func:`differences`)
    differences: list["Difference"] = field(default_factory=list)
    # the rules the file's pairing breaks (completeness and the system's absolute criteria)
    violations: list[Violation] = field(default_factory=list)

    @property
    def matches(self) -> bool:
        return (not self.error and not self.missing and not self.extra
                and self.found is not None and self.found.bye == self.expected.bye)


def pairing_of_round(rnd: Round) -> Pairing:
    """The pairing a stored round shows (boards in stored order, the bye)."""
    return Pairing(boards=[Board(g.white, g.black) for g in rnd.games], bye=rnd.pairing_bye)


def compare(expected: Pairing, found: Pairing) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Pairs (with colours) in ``expected`` only, and in ``found`` only, in board order."""
    exp, got = expected.pairs(), found.pairs()
    exp_set, got_set = set(exp), set(got)
    return [p for p in exp if p not in got_set], [p for p in got if p not in exp_set]


def check_round(tournament: Tournament, system: PairingSystem, round_no: int) -> RoundCheck:
    expected = pairing_of_round(tournament.round(round_no))
    result = RoundCheck(round_no, expected)
    before = tournament.truncated(round_no - 1)
    try:
        found = system.pair(before)
    except PairingError as exc:
        result.error = str(exc) or N_("no pairing satisfies the absolute criteria")
        return result
    result.found = found
    result.missing, result.extra = compare(expected, found)
    if not result.matches:
        result.differences = differences(expected, found)
        result.violations = file_violations(before, system, expected)
    return result


@dataclass(frozen=True)
class Difference:
    """One place where the file's pairing of a round is not the rules' pairing.

    ``kind``: ``"board"`` (other opponents), ``"colour"`` (the same two players with
    the colours reversed) or ``"bye"`` (the pairing-allocated bye); ``board``: the
    file's board number (0 for the bye); ``file`` / ``rules``: what each has, as text;
    ``reason``: the rules' own explanation of their choice, citing the articles."""

    kind: str
    board: int
    file: str
    rules: str
    reason: str

    def as_dict(self) -> dict:
        return {"kind": self.kind, "board": self.board or None, "file": self.file,
                "rules": self.rules, "reason": self.reason}


def differences(expected: Pairing, found: Pairing) -> list[Difference]:
    """Every board, colour and bye of the file (``expected``) that the rules
    (``found``) pair differently, in the file's board order, then the bye."""
    by_pair = {frozenset((b.white, b.black)): b for b in found.boards}
    board_of = {p: b for b in found.boards for p in (b.white, b.black)}
    out = []
    for number, board in enumerate(expected.boards, start=1):
        mine = by_pair.get(frozenset((board.white, board.black)))
        text = f"{board.white}-{board.black}"
        if mine is not None:
            if (mine.white, mine.black) != (board.white, board.black):
                out.append(Difference("colour", number, text, f"{mine.white}-{mine.black}",
                                      mine.explanation))
            continue
        rules, reasons = [], []
        for player in (board.white, board.black):
            theirs = board_of.get(player)
            if theirs is None:
                rules.append((N_("{player}: the pairing-allocated bye") if found.bye == player
                              else N_("{player}: not paired")).format(player=player))
                if found.bye == player and found.bye_explanation:
                    reasons.append(found.bye_explanation)
            else:
                rules.append(f"{theirs.white}-{theirs.black}")
                reason = N_("{head}: {text}").format(head=f"{theirs.white}-{theirs.black}",
                                                     text=theirs.explanation)
                if theirs.explanation and reason not in reasons:
                    reasons.append(reason)
        out.append(Difference("board", number, text, join_texts(dict.fromkeys(rules), ", "),
                              join_texts(reasons)))
    if expected.bye != found.bye:
        out.append(Difference("bye", 0, str(expected.bye or N_("none")),
                              str(found.bye or N_("none")),
                              found.bye_explanation if found.bye is not None else
                              N_("an even number of players to pair (C.04.1.c)")))
    return out


def file_violations(before: Tournament, system: PairingSystem, pairing: Pairing
                    ) -> list[Violation]:
    """The rules the file's pairing breaks: completeness (the system says who must be
    paired), then the system's absolute criteria when every player appears once."""
    try:
        to_pair = system.players_to_pair(before)
    except PairingError:
        to_pair = None
    problems = completeness_violations(before, pairing, to_pair)
    slots = [p for b in pairing.boards for p in (b.white, b.black)]
    if pairing.bye is not None:
        slots.append(pairing.bye)
    if len(slots) == len(set(slots)) and all(p in before.players for p in slots):
        try:
            problems.extend(system.absolute_violations(before, pairing))
        except Exception as exc:  # a system's failure must not hide the other findings
            problems.append(Violation(CHECK, N_("the {system} criteria could not be checked: "
                                                "{problem}").format(system=system.name,
                                                                    problem=exc)))
    return problems


def with_inferred(tournament: Tournament, system: PairingSystem) -> Tournament:
    """``tournament`` with the settings the system reads off the whole file
    (``options_from_history``) added to the options the file does not set."""
    inferred = system.options_from_history(tournament)
    if not inferred:
        return tournament
    return replace(tournament, options={**inferred, **tournament.options})


def check(tournament: Tournament, system: PairingSystem) -> list[RoundCheck]:
    """Check every round of ``tournament`` that holds at least one game
    (:func:`with_inferred` settings)."""
    tournament = with_inferred(tournament, system)
    return [check_round(tournament, system, k)
            for k in range(1, tournament.rounds_played + 1)
            if tournament.round(k).games]


def structural_violations(tournament: Tournament, pairing: Pairing) -> list[Violation]:
    """What no confirmation can make acceptable in a pairing of the next round:
    a player who is not in the tournament, on two boards or against himself, or
    who is not to be paired (withdrawn, not entered yet, requested bye)."""
    to_pair = set(tournament.players_to_pair())
    places: dict[int, list[str]] = {}
    problems: list[Violation] = []
    for board_no, board in enumerate(pairing.boards, start=1):
        if board.white == board.black:
            problems.append(Violation(COMPLETENESS, N_(
                "board {board}: player {player} is paired against himself").format(
                    board=board_no, player=board.white), (board.white,)))
        for player in (board.white, board.black):
            places.setdefault(player, []).append(N_("board {board}").format(board=board_no))
    if pairing.bye is not None:
        places.setdefault(pairing.bye, []).append(N_("the bye"))
    for player, where in sorted(places.items()):
        if player not in tournament.players:
            problems.append(Violation(COMPLETENESS, N_(
                "{where}: {player} is not a player of this tournament").format(
                    where=where[0], player=player), (player,)))
        elif player not in to_pair:
            problems.append(Violation(COMPLETENESS, paired_but_not_to_pair(
                tournament, player, where[0]), (player,)))
        if len(where) > 1:
            problems.append(Violation(COMPLETENESS, count_text(
                "player {player} is paired {n} time ({places})",
                "player {player} is paired {n} times ({places})", len(where),
                player=player, places=join_texts(where, ", ")), (player,)))
    return problems


def completeness_violations(tournament: Tournament, pairing: Pairing,
                            to_pair: list[int] | None = None) -> list[Violation]:
    """Everyone to be paired in the next round (``to_pair``, by default everyone
    taking part; a system may name fewer, see PairingSystem.players_to_pair) is
    paired exactly once; at most one pairing-allocated bye (C.04.1.c); nobody
    absent, withdrawn or unknown is paired; nobody plays himself."""
    problems = structural_violations(tournament, pairing)
    paired = {p for board in pairing.boards for p in (board.white, board.black)}
    if pairing.bye is not None:
        paired.add(pairing.bye)
    to_pair = set(tournament.players_to_pair() if to_pair is None else to_pair)
    missing = sorted(to_pair - paired)
    if missing:
        problems.append(Violation(COMPLETENESS, N_("not paired: {players}").format(
            players=", ".join(str(p) for p in missing)), tuple(missing)))
    if pairing.bye is not None and len(to_pair) % 2 == 0:
        problems.append(Violation(COMPLETENESS, N_(
            "a pairing-allocated bye is given although an even number of players is to be "
            "paired (C.04.1.c)"), (pairing.bye,)))
    return problems


def paired_but_not_to_pair(tournament: Tournament, player: int, where: str) -> str:
    """``where`` (``board 3``, ``the bye``): ``player`` is paired there although he is not
    among the players to pair in the next round, and why (one sentence each, so that each
    language words it whole)."""
    round_no = tournament.next_round
    info = tournament.players[player]
    if round_no < info.entry_round:
        return N_("{where}: player {player} enters only in round {round} but is paired"
                  ).format(where=where, player=player, round=info.entry_round)
    if info.withdrawn_from is not None and round_no >= info.withdrawn_from:
        return N_("{where}: player {player} has withdrawn (from round {round}) but is paired"
                  ).format(where=where, player=player, round=info.withdrawn_from)
    kind = tournament.requested_byes.get(round_no, {}).get(player)
    if kind is not None:
        return N_("{where}: player {player} has a requested bye or absence ({kind}) in round "
                  "{round} but is paired").format(where=where, player=player,
                                                  kind=kind.value, round=round_no)
    return N_("{where}: player {player} is not to be paired but is paired").format(
        where=where, player=player)
