"""The Lim system (C.04.4.3): a whole round.

Order of work (2.2): the score-groups above the Median Score-group are paired
from the top down, their floaters moving down (3.2); then the groups below
it from the bottom up, their floaters moving up; the median group is paired
last, downward, with every floater that reached it.  When it cannot be paired
it is extended step by step by cracking pairings of its neighbours (2.6).

Decisions (also in docs/systems/lim.md):

* 2.2 median score: half the number of rounds played times the points of a
  win.  When no player has that score the median group starts empty and
  only the floaters from both sides meet there.
* 2.6 "the next pairing" of the lower (higher) score-group: the pairings of
  the groups below (above) the median, nearest group first, each group's
  pairings in the reverse of the order they were made.  When one side has
  nothing left to crack, the other side is cracked.
* 1.1 bye: among the players to pair who had neither the pairing-allocated
  bye nor a point without playing (C.04.1.d: a forfeit win or a full-point
  bye), the one with the highest pairing number
  in the lowest score-group; if the others then cannot all be paired, the
  next one in that order.  Only if no such player allows a pairing are the
  others tried (the bye explanation says so).
* 7.1/7.2 (round one): "lowest rated" is the last player of the pairing list
  (the highest pairing number), and "odd-numbered players" are counted by
  position in the list of players to pair (players absent from round one
  are left out of the count).  The colour drawn is ``initial_colour``
  (white when none was drawn).
* Board order: the higher score in the pair first, then the sum of the
  scores, then the better rank (lower pairing number) of the higher player.
"""

from __future__ import annotations

from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import (Board, Pairing, PairingError, PairingSystem,
                                             Violation)
from arbiter_app.engine.systems.lim1999.cards import Context
from arbiter_app.engine.systems.lim1999.colours import (allocate, breaks_51,
                                                        round_one_colour)
from arbiter_app.engine.systems.lim1999.groups import DOWN, UP, pair_group, pairing_key
from arbiter_app.engine.systems.lim1999.matching import Matcher
from arbiter_app.engine.texts import N_, join_texts


class Blocked(Exception):
    """The median group cannot be paired even with every pairing cracked."""


def _fmt(score: float) -> str:
    return f"{score:g}"


class _Made:
    """A pairing made in some group, with what the board explanation needs."""

    __slots__ = ("a", "b", "how", "label", "score", "upper")

    def __init__(self, a: int, b: int, how: str, label: str, score: str, upper: bool):
        """``label``: the group's marked text, with ``{score}`` and ``{how}``."""
        self.a, self.b, self.how, self.label, self.upper = a, b, how, label, upper
        self.score = score


def pair_players(ctx: Context, players: list[int]) -> list[_Made]:
    """Pair ``players`` (an even number) by score-groups (2.2-2.6)."""
    by_score: dict[float, list[int]] = {}
    for n in players:
        by_score.setdefault(ctx.score(n), []).append(n)
    median = ctx.median
    above = sorted((s for s in by_score if s > median), reverse=True)
    below = sorted(s for s in by_score if s < median)
    made: list[_Made] = []
    floated: dict[int, tuple[str, str]] = {}  # player -> (score-group, reason)
    upper_done: list[list[_Made]] = []
    lower_done: list[list[_Made]] = []

    def neighbour(direction: str) -> list[int]:
        """The score-group next to the median one (3.9 "adjacent"): the median
        group, or when it is empty the nearest group on its other side."""
        if by_score.get(median):
            return by_score[median]
        other = below[-1:] if direction == DOWN else above[-1:]
        return by_score[other[0]] if other else []

    def chain(scores: list[float], direction: str, done: list[list[_Made]]) -> list[int]:
        floaters: list[int] = []
        for i, s in enumerate(scores):
            # the adjacent group in the order its players are offered to a
            # floater (3.8): its own pairing order, the median's (downward)
            adjacent = (sorted(by_score[scores[i + 1]], key=pairing_key(direction))
                        if i + 1 < len(scores) else sorted(neighbour(direction)))
            label = (N_("score-group {score} \u2193: {how}") if direction == DOWN else
                     N_("score-group {score} \u2191: {how}"))
            res = pair_group(ctx, by_score[s],
                             floaters if direction == DOWN else [],
                             floaters if direction == UP else [],
                             direction, adjacent, median=False)
            group = [_Made(p.first, p.second, p.how, label, _fmt(s), direction == DOWN)
                     for p in res.pairs]
            done.append(group)
            floaters = [n for n, _ in res.floaters]
            for n, reason in res.floaters:
                floated.setdefault(n, (_fmt(s), reason))
        return floaters

    downs = chain(above, DOWN, upper_done)
    ups = chain(below, UP, lower_done)
    residents = by_score.get(median, [])
    label = N_("median score-group {score}: {how}")

    # 2.6: the order of the cracks depends only on how many floaters came
    # from each side, so it is known in advance; the fewest cracks after
    # which the median group can be paired are found by bisection (adding a
    # cracked pair never makes a pairable group unpairable).
    upper_left = [list(g) for g in upper_done]
    lower_left = [list(g) for g in lower_done]
    sequence: list[tuple[str, _Made]] = []
    n_down, n_up = len(downs), len(ups)

    def take(side: list[list[_Made]]) -> _Made | None:
        for group in reversed(side):
            if group:
                return group.pop()
        return None

    while True:
        first, second = (("low", "up") if n_down > n_up else ("up", "low"))
        for which in (first, second):
            m = take(lower_left if which == "low" else upper_left)
            if m is not None:
                sequence.append((which, m))
                if which == "low":
                    n_up += 2
                else:
                    n_down += 2
                break
        else:
            break

    def pairable(k: int) -> bool:
        extra = [n for _, m in sequence[:k] for n in (m.a, m.b)]
        matcher = Matcher(downs + ups + residents + extra, ctx.compatible)
        matcher.greedy()
        return matcher.maximise() * 2 == len(downs) + len(ups) + len(residents) + len(extra)

    cracks = 0
    if not pairable(0):
        if not sequence or not pairable(len(sequence)):
            raise Blocked("no pairing keeps rule 2.1 for everybody")
        low, high = 0, len(sequence)  # pairable(high), not pairable(low)
        step = 1
        while step < high and not pairable(step):
            low, step = step, step * 2
        high = min(high, step) if step < high else high
        while high - low > 1:
            mid = (low + high) // 2
            if pairable(mid):
                high = mid
            else:
                low = mid
        cracks = high
    cracked: list[str] = []
    for which, m in sequence[:cracks]:
        for group in (lower_done if which == "low" else upper_done):
            if m in group:
                group.remove(m)
        (ups if which == "low" else downs).extend((m.a, m.b))
        cracked.append(f"{m.a}-{m.b}")
    res = pair_group(ctx, residents, downs, ups, DOWN, [], median=True)
    if res is None:  # pragma: no cover - the matcher said it is pairable
        raise Blocked("the median score-group cannot be paired")
    for group in upper_done + lower_done:
        made.extend(group)
    for p in res.pairs:
        how = (N_("{how} (2.6: cracked {pairs})").format(how=p.how, pairs=", ".join(cracked))
               if cracked else p.how)
        made.append(_Made(p.first, p.second, how, label, _fmt(median), True))
    for m in made:
        notes = [(n, *floated[n]) for n in (m.a, m.b) if n in floated]
        if len(notes) == 2:
            (a, a_score, a_reason), (b, b_score, b_reason) = notes
            m.how = N_("{how} ({a} floated from score-group {a_score}: {a_reason}; {b} floated "
                       "from score-group {b_score}: {b_reason})").format(
                how=m.how, a=a, a_score=a_score, a_reason=a_reason, b=b, b_score=b_score,
                b_reason=b_reason)
        elif notes:
            (a, a_score, a_reason), = notes
            m.how = N_("{how} ({player} floated from score-group {score}: {reason})").format(
                how=m.how, player=a, score=a_score, reason=a_reason)
    return made


class LimSystem(PairingSystem):
    name = "lim1999"
    title = "C.04.4.3 Lim system, 1987-1999"

    # -- pairing -----------------------------------------------------------
    def pair(self, tournament: Tournament) -> Pairing:
        ctx = Context(tournament)
        players = list(ctx.to_pair)
        if not players:
            return Pairing()
        if ctx.rounds_played == 0:
            return self._round_one(ctx, players)
        stuck = [n for n in players if not any(ctx.compatible(n, m) for m in players if m != n)]
        if len(stuck) > len(players) % 2:
            players = ", ".join(map(str, stuck[:10]))
            if len(stuck) > 10:
                players = N_("{players} and {more} more").format(players=players,
                                                                more=len(stuck) - 10)
            text = (N_("round {round}: no compatible opponent (Lim 2.1: no rematch, no three "
                       "equal colours in a row, never three more of one colour) for players "
                       "{players}") if len(stuck) > 1 else
                    N_("round {round}: no compatible opponent (Lim 2.1: no rematch, no three "
                       "equal colours in a row, never three more of one colour) for player "
                       "{players}"))
            raise PairingError(join_texts([text.format(round=ctx.round_no, players=players),
                                          N_("the arbiter must decide")]))
        if len(players) % 2 == 0:
            try:
                made = pair_players(ctx, players)
            except Blocked:
                raise PairingError(self._blocked_message(ctx)) from None
            return self._boards(ctx, made)
        for bye, why in self._bye_candidates(ctx, players):
            try:
                made = pair_players(ctx, [n for n in players if n != bye])
            except Blocked:
                continue
            pairing = self._boards(ctx, made)
            pairing.bye = bye
            pairing.bye_explanation = why
            return pairing
        raise PairingError(self._blocked_message(ctx))

    @staticmethod
    def _blocked_message(ctx: Context) -> str:
        return join_texts([N_("round {round}: the players cannot all be paired without a "
                             "rematch, three colours in a row or three more of one colour (Lim "
                             "2.1)").format(round=ctx.round_no), N_("the arbiter must decide")])

    @staticmethod
    def _bye_candidates(ctx: Context, players: list[int]):
        """1.1 with C.04.1.d: the lowest ranked player of the lowest score-group."""
        order = sorted(players, key=lambda n: (ctx.score(n), -n))
        tried = 0
        for i, n in enumerate(order):
            if ctx.cards[n].bye_barred:
                continue
            score = _fmt(ctx.score(n))
            if i > tried and tried:
                why = join_texts([
                    N_("1.1: lowest ranked player of the lowest score-group without an earlier "
                       "bye or point without playing (C.04.1.d)"),
                    N_("the choices before him leave players who cannot be paired (score "
                       "{score})").format(score=score)])
            elif i > tried:
                why = N_("1.1: lowest ranked player of the lowest score-group without an "
                         "earlier bye or point without playing (C.04.1.d) (score {score})"
                         ).format(score=score)
            elif tried:
                why = join_texts([
                    N_("1.1: lowest ranked player of the lowest score-group"),
                    N_("the choices before him leave players who cannot be paired (score "
                       "{score})").format(score=score)])
            else:
                why = N_("1.1: lowest ranked player of the lowest score-group (score {score})"
                         ).format(score=score)
            yield n, why
            tried += 1
        for n in order:
            if ctx.cards[n].bye_barred:
                yield n, join_texts([N_("1.1: every other choice leaves players who cannot be "
                                       "paired"), N_("C.04.1.d could not be kept")])

    def _round_one(self, ctx: Context, players: list[int]) -> Pairing:
        """Section 7."""
        bye = None
        if len(players) % 2:
            bye = players.pop()  # 7.1
        half = len(players) // 2
        boards = []
        for i in range(half):
            top, bottom = players[i], players[i + half]
            colour = round_one_colour(i + 1, ctx.initial)
            white, black = (top, bottom) if colour is Colour.WHITE else (bottom, top)
            boards.append(Board(white, black, join_texts([
                N_("round one: {top} v {bottom}, upper half v lower half").format(top=top,
                                                                                  bottom=bottom),
                N_("colours by lot and alternation (7.2)")])))
        return Pairing(boards, bye, N_("7.1: lowest rated player gets the bye") if bye else "")

    def _boards(self, ctx: Context, made: list[_Made]) -> Pairing:
        colours = ctx.colours()
        even_round = ctx.round_no % 2 == 0
        boards = []
        for m in made:
            # 5.4 "higher ranked": the higher score, then the lower pairing number
            first, second = sorted((m.a, m.b), key=lambda n: (-ctx.score(n), n))
            choice = allocate(first, second, colours, m.upper, even_round, ctx.initial)
            boards.append(Board(choice.white, choice.black, join_texts([
                m.label.format(score=m.score, how=m.how),
                N_("colours: {rule}").format(rule=choice.rule)])))
        boards.sort(key=lambda b: _board_key(ctx, b))
        return Pairing(boards)

    # -- checking ------------------------------------------------------------
    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        ctx = Context(tournament)
        problems: list[Violation] = []
        for board in pairing.boards:
            w, b = board.white, board.black
            if w not in ctx.cards or b not in ctx.cards:
                continue  # completeness_violations names such players
            pair = (w, b)
            if b in ctx.cards[w].opponents:
                problems.append(Violation("2.1", N_("{a} and {b} have already played each other "
                                                    "(or are a forbidden pair)").format(a=w, b=b),
                                          pair))
            if ctx.last_round and ctx.score(w) == ctx.score(b):
                continue  # section 6: colours yield to pairing equal scores
            for player, colour in ((w, Colour.WHITE), (b, Colour.BLACK)):
                rule = breaks_51(ctx.cards[player].colours, colour)
                if rule == "5.1a":
                    text = (N_("{player} would get white in three successive rounds")
                            if colour is Colour.WHITE else
                            N_("{player} would get black in three successive rounds"))
                    problems.append(Violation("5.1a", text.format(player=player), (player,)))
                elif rule == "5.1b":
                    problems.append(Violation("5.1b", N_("{player} would have three more of one "
                                                         "colour than the other").format(
                                                             player=player), (player,)))
        bye = pairing.bye
        if bye is not None and bye in ctx.cards and ctx.cards[bye].bye_barred \
                and self._bye_avoidable(ctx, bye):
            problems.append(Violation("1.1", N_("{player} already had the pairing-allocated bye or "
                                                "a point without playing (C.04.1.d) and may not "
                                                "get the bye").format(player=bye), (bye,)))
        return problems

    @staticmethod
    def _bye_avoidable(ctx: Context, bye: int) -> bool:
        """1.1 decision: a player barred by C.04.1.d gets the bye only when no
        other player's bye leaves the rest pairable."""
        players = list(ctx.to_pair)
        for n in players:
            if n == bye or ctx.cards[n].bye_barred:
                continue
            rest = [m for m in players if m != n]
            matcher = Matcher(rest, ctx.compatible)
            matcher.greedy()
            if matcher.maximise() * 2 == len(rest):
                return True
        return False


def _board_key(ctx: Context, board: Board) -> tuple:
    sw, sb = ctx.score(board.white), ctx.score(board.black)
    high = max(sw, sb)
    top = min(n for n, s in ((board.white, sw), (board.black, sb)) if s == high)
    return (-high, -(sw + sb), top)
