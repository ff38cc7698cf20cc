"""The round-pairing of C.04.6 (3.3.2): the pairing-allocated bye (3.4), then bracket after
bracket the top-scoregroup (3.2) with its upfloaters (3.5), paired by 3.6; colours by
article 4; every board's explanation names what decided it."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.forbidden_rounds import FORBIDDEN_ROUNDS, parse_forbidden_rounds
from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.base import Board, Pairing, PairingError
from arbiter_app.engine.teams.model import COLOURS_B, TeamTournament
from arbiter_app.engine.texts import N_, count_text, join_texts

from .bracket import BracketPairing, pair_bracket
from .cards import TeamCard, build_cards, colour_type, in_last_two_rounds, score_text
from .colours import RULE_TEXT, allocate
from .matching import Matcher, perfect
from .upfloaters import Upfloaters, choose


def prohibited(t: TeamTournament) -> set[frozenset[int]]:
    """The pairs that may not meet in the next round: ``forbidden_pairs`` (TRF 260 for every
    round) and the ranged 260 records covering it."""
    pairs = set(t.forbidden_pairs)
    text = t.options.get(FORBIDDEN_ROUNDS, "")
    if text:
        round_no = t.next_round
        for first, last, teams in parse_forbidden_rounds(text):
            if first <= round_no <= last:
                pairs |= {frozenset((a, b)) for i, a in enumerate(teams) for b in teams[i + 1:]}
    return pairs


def legality(cards: dict[int, TeamCard], forbidden: set[frozenset[int]]):
    """[C1] (no second played match; a forfeited one may be repeated, C.04.2 3.5) and the
    prohibited pairs."""
    def allowed(a: int, b: int) -> bool:
        if b in cards[a].opponents or a in cards[b].opponents:
            return False
        return not (forbidden and frozenset((a, b)) in forbidden)
    return allowed


def bye_order(cards: dict[int, TeamCard], teams: list[int]) -> list[int]:
    """3.4.2-3.4.4 among the teams [C2] allows: lowest score, most matches played, largest
    TPN."""
    return sorted((n for n in teams if not cards[n].bye_barred),
                  key=lambda n: (cards[n].score, -cards[n].matches_played, -n))


@dataclass
class Step:
    """One bracket: its resident score, upfloaters (3.5) and pairing (3.6)."""

    score: int
    residents: list[int]
    upfloaters: Upfloaters
    pairing: BracketPairing


@dataclass
class RoundPairing:
    steps: list[Step] = field(default_factory=list)
    bye: int | None = None
    skipped: int = 0  # teams before the bye in the order of 3.4.2-3.4.4 that 3.4.1 excluded


def pair_round(t: TeamTournament, cards: dict[int, TeamCard]) -> RoundPairing:
    teams = t.players_to_pair()
    allowed = legality(cards, prohibited(t))
    result = RoundPairing()
    if len(teams) % 2:
        order = bye_order(cards, teams)
        if not order:
            raise PairingError(N_("an odd number of teams is to be paired and every one of "
                                  "them has had a pairing-allocated bye or a win without "
                                  "playing ([C2]): no team may get the bye (3.3.3: the Chief "
                                  "Arbiter decides)"))
        for index, candidate in enumerate(order):
            if perfect([n for n in teams if n != candidate], allowed) is not None:
                result.bye, result.skipped = candidate, index
                break
        else:
            raise PairingError(N_("whoever gets the pairing-allocated bye, the other teams "
                                  "cannot all be paired by [C1] (3.4.1; 3.3.3: the Chief "
                                  "Arbiter decides)"))
        teams = [n for n in teams if n != result.bye]
    elif perfect(teams, allowed) is None:
        raise PairingError(N_("the teams cannot all be paired by [C1] (no second match "
                              "between two teams; 3.3.3: the Chief Arbiter decides)"))
    c7_applies = not in_last_two_rounds(t)
    c9_applies = colour_type(t) == COLOURS_B
    left = list(teams)
    scores = sorted({cards[n].score for n in teams}, reverse=True)  # the scoregroups (1.3.1)
    while left:
        top_score = max(cards[n].score for n in left)
        residents = sorted(n for n in left if cards[n].score == top_score)
        below = [s for s in scores if s < top_score]
        try:
            floaters = choose(Matcher(left, allowed), cards, residents, c7_applies,
                              below[0] if below else None)
            bracket = residents + floaters.teams
            paired = pair_bracket(bracket, cards, allowed, set(floaters.teams), c9_applies,
                                  c7_applies)
        except (ValueError, OverflowError) as exc:
            raise PairingError(N_("the bracket of {score} cannot be paired ({problem})"
                                  ).format(score=score_text(top_score), problem=str(exc)))
        result.steps.append(Step(top_score, residents, floaters, paired))
        done = set(bracket)
        left = [n for n in left if n not in done]
    return result


def make_pairing(t: TeamTournament, cards: dict[int, TeamCard], result: RoundPairing
                 ) -> Pairing:
    """The boards (General Handling Rules 3.6 order) with their explanations, and the bye."""
    initial = t.initial_colour or Colour.WHITE
    secondary = t.settings.secondary_for_colours
    boards = []
    for step in result.steps:
        bracket = _bracket_text(step)
        ups = set(step.upfloaters.teams)
        for top, bottom in step.pairing.pairs:
            white, black, rule = allocate(cards[top], cards[bottom], initial, secondary)
            pieces = [bracket]
            for team in (top, bottom):
                if team in ups:
                    pieces.append(N_("{team} ({score}) floats up (3.5)").format(
                        team=team, score=score_text(cards[team].score)))
            if cards[top].virtual or cards[bottom].virtual:
                pieces.append(N_("scores include virtual points (accelerated pairing)"))
            pieces.append(N_("colours {article}: {rule}").format(
                article=rule, rule=RULE_TEXT[rule]))
            boards.append((board_key(cards[white], cards[black], secondary),
                           Board(white, black, join_texts(pieces))))
    boards.sort(key=lambda item: item[0])
    pairing = Pairing(boards=[board for _, board in boards])
    if result.bye is not None:
        card = cards[result.bye]
        text = N_("pairing-allocated bye (3.4): no bye or win without playing before ([C2]), "
                  "lowest score {score} (3.4.2), then most matches played ({matches}, 3.4.3), "
                  "then largest TPN (3.4.4)").format(score=score_text(card.score),
                                                     matches=card.matches_played)
        if result.skipped:
            text = join_texts([text, count_text(
                "{n} team before it in that order would have left the others unpairable "
                "(3.4.1)",
                "{n} teams before it in that order would have left the others unpairable "
                "(3.4.1)", result.skipped)])
        pairing.bye, pairing.bye_explanation = result.bye, text
    return pairing


def _bracket_text(step: Step) -> str:
    """The bracket's part of each of its boards' explanations."""
    score = score_text(step.score)
    identifier = " ".join(str(n) for n in step.pairing.identifier)
    if step.upfloaters.teams:
        head = N_("bracket {score}: the top-scoregroup with the upfloaters {teams}, the first "
                  "set of 3.5.3-3.5.5 ([C4]-[C7])").format(
                      score=score, teams=", ".join(str(n) for n in step.upfloaters.teams))
    else:
        head = N_("bracket {score}: the top-scoregroup, no upfloater needed ([C4])").format(
            score=score)
    return join_texts([head, N_("pairing {identifier}, the first identifier complying with "
                                "[C1], [C8]-[C10] (3.6)").format(identifier=identifier)])


def board_key(white: TeamCard, black: TeamCard, secondary: bool):
    """General Handling Rules 3.6: the higher ranked team's score, the sum of the scores,
    the higher ranked team's TPN (ranked by primary score, secondary score, TPN)."""
    def rank(card: TeamCard):
        return (-card.score, -card.secondary if secondary else 0, card.number)
    high = min(white, black, key=rank)
    return (-high.score, -(white.score + black.score), high.number)


def pair(t: TeamTournament) -> Pairing:
    cards = build_cards(t)
    return make_pairing(t, cards, pair_round(t, cards))


__all__ = ["bye_order", "board_key", "legality", "make_pairing", "pair", "pair_round",
           "prohibited"]
