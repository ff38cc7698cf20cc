"""Sections 6, 7 and 8: pairing the score groups from the top down.

For each score group, highest first:

1. floaters from higher groups are paired first (8.1 order, 8.2 choice);
2. 7.1: a player who has played every other player of his group gets an
   opponent transferred up from the next possible lower group;
3. 7.2: an odd group gets a player transferred up from the next possible
   lower group (when none can be, one player floats down, chosen by 6.4);
4. 7.3/7.4 balance the colour subgroups, then 6.2/6.3 pair row by row;
5. whoever is left floats down to the next group (6.4) and is treated by 8.

Decisions (docs/systems/dubov.md):

* 8 before 7: floaters that arrive in a group are paired before the group's
  own players are transferred and paired (their partners leave the group).
  A floater who has no possible opponent in the group floats on.
* 8.1: floaters without a due colour are listed with the "white" floaters.
* 8.2, 7.1, 7.2: "opposite due colour" is also met by a player without a due
  colour (re-checked: section 1 gives such a player no due colour, and the
  requirement is there so that section 3 can "give both players their due
  colour", which he allows as well as a player of the opposite colour).
  Remaining ties (same R and ARO): alphabetical, then pairing number.
* 7.1 applies exactly when its condition holds: "has already played with
  all the players of his own score group" = has played each of the others
  over the board (a pair forbidden by the tournament, XXP, counts as played:
  the project reads XXP as 2.1).  "His own score group" is the group still to
  be paired (after 8 and earlier 7.1 transfers took players out of it); a
  player alone in it has played all (none) of the others.  A player who can
  be paired with no one of his group for another reason (2.3, 2.4) is not a
  case of 7.1: he stays, 6.3 cannot pair him, 6.4 floats him and 8 pairs him
  in the next group.  The players are examined in order of decreasing R
  (then higher ARO, then name); the transferred player is paired with the
  player in question directly.
* 7.1, 7.2 "the next possible lower score group": the highest lower group
  holding a player who meets the requirement.
* 7.2 "dominating due colour": the due colour of more players of the group;
  with equal numbers there is none and the requirement is void.
* 2.5 limits the transfers up of 7.1 and 7.2: a player who has reached it is
  never transferred (it is a limitation like 2.1-2.4; when no one else can be
  transferred, 7.2 fails and a player of the odd group floats, 6.4).  The
  partner of a floater (8.2) is not "transferred to a higher score group"
  (the floater is transferred down), so 2.5 does not restrict 8.2.
* 6.4 "was floater from higher score groups": he floated down in an earlier
  round (played a lower-scored opponent) or is floating in this round; "can
  be paired in the lower score group": has a legal opponent among the players
  of the next lower group.  Ties within a class of 6.4: lowest R, then higher
  ARO, then name.
* 7.3/7.4 and players without a due colour: they are added, lowest R first,
  to the smaller subgroup (white when equal) before 7.3/7.4 are applied.
  2.6: only players who may take the other colour under 2.3/2.4 are moved.
* After 6.3 the players left unpaired in the group are paired again among
  themselves by 7.3/7.4 and 6 when that can pair at least one more pair.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dubov1997.cards import Card, may_float_up
from arbiter_app.engine.systems.dubov1997.feasibility import Oracle
from arbiter_app.engine.systems.dubov1997.rows import pair_rows
from arbiter_app.engine.systems.dubov_common import fmt
from arbiter_app.engine.texts import N_, join_texts


@dataclass
class PairRecord:
    a: int
    b: int
    explanation: str


@dataclass
class Procedure:
    cards: dict[int, Card]
    oracle: Oracle
    limit: int | None  # 2.5 (None: last round)
    forbidden: frozenset[frozenset[int]] | set[frozenset[int]] = frozenset()  # XXP pairs
    pairs: list[PairRecord] = field(default_factory=list)
    unpaired: list[int] = field(default_factory=list)
    # player -> how he came into the group he is paired in
    notes: dict[int, str] = field(default_factory=dict)

    # -- orders ------------------------------------------------------------
    def white_key(self, p: int):
        """6.2: increasing ARO, then lower R, then alphabetical."""
        c = self.cards[p]
        return (c.aro, c.rating, c.alpha, p)

    def black_key(self, p: int):
        """6.2: decreasing R, then higher ARO, then alphabetical."""
        c = self.cards[p]
        return (-c.rating, -c.aro, c.alpha, p)

    def _opposite(self, p: int, colour: Colour | None) -> bool:
        due = self.cards[p].due
        return colour is None or due is None or due is not colour

    def _transfer_key(self, p: int, against: Colour | None):
        """7.1/7.2/8.2: opposite due colour, highest R, lowest ARO."""
        c = self.cards[p]
        return (0 if self._opposite(p, against) else 1, -c.rating, c.aro, c.alpha, p)

    # -- the whole round -----------------------------------------------------
    def run(self, players: list[int]) -> None:
        groups: dict[float, list[int]] = {}
        for p in players:
            groups.setdefault(self.cards[p].score, []).append(p)
        scores = sorted(groups, reverse=True)
        floaters: list[int] = []
        for index, score in enumerate(scores):
            natives = groups[score]
            lower = [groups[s] for s in scores[index + 1:]]
            lower_scores = scores[index + 1:]
            floaters = self._pair_floaters(floaters, natives, score)
            self._transfer_71(natives, lower, lower_scores, score)
            leaving: list[int] = []
            next_group = next((g for g in lower if g), [])  # 6.4 "the lower score group"
            if len(natives) % 2:
                if not self._transfer_72(natives, lower, lower_scores, score):
                    leaving.append(self._choose_floater(natives, next_group))
                    natives.remove(leaving[0])
            leaving += self._standard(natives, score, next_group)
            for p in leaving:
                self.notes[p] = N_("floater from score {score} (6.4)").format(score=fmt(score))
            floaters = floaters + leaving
        self.unpaired = floaters

    def _record(self, a: int, b: int, text: str) -> None:
        self.pairs.append(PairRecord(a, b, text))
        self.oracle.commit((a, b))

    # -- section 8 -----------------------------------------------------------
    def _pair_floaters(self, floaters: list[int], natives: list[int], score: float) -> list[int]:
        if not floaters:
            return []
        whites = sorted((f for f in floaters if self.cards[f].due is not Colour.BLACK),
                        key=self.white_key)
        blacks = sorted((f for f in floaters if self.cards[f].due is Colour.BLACK),
                        key=self.black_key)
        order: list[int] = []
        for i in range(max(len(whites), len(blacks))):
            order += whites[i:i + 1] + blacks[i:i + 1]
        unpaired = []
        for f in order:
            candidates = [p for p in natives if self.oracle.ok(f, p)]
            if not candidates:
                unpaired.append(f)
                continue
            partner = min(candidates, key=lambda p: self._transfer_key(p, self.cards[f].due))
            natives.remove(partner)
            self._record(f, partner, N_("{floater} paired in score {score} with the highest R "
                                        "(8.2)").format(floater=self.notes.get(f, N_("floater")),
                                                        score=fmt(score)))
        return unpaired

    # -- section 7 -----------------------------------------------------------
    def _from_lower(self, lower: list[list[int]], accept, against: Colour | None
                    ) -> tuple[int, int] | None:
        """(group index, player) from the next possible lower score group; 2.5:
        a player who may not be transferred up again is never taken."""
        for gi, group in enumerate(lower):
            found = [p for p in group if accept(p) and may_float_up(self.cards[p], self.limit)]
            if found:
                return gi, min(found, key=lambda p: self._transfer_key(p, against))
        return None

    def has_played_all(self, p: int, group: list[int]) -> bool:
        """7.1: "has already played with all the players of his own score
        group" (over the board; a forbidden pair counts as played).  Colours
        (2.3, 2.4) play no part: a player barred from the others by them alone
        is left to 6.3/6.4 and chapter 8."""
        played = self.cards[p].played
        return all(q in played or frozenset((p, q)) in self.forbidden
                   for q in group if q != p)

    def _transfer_71(self, natives: list[int], lower: list[list[int]],
                     lower_scores: list[float], score: float) -> None:
        for p in sorted(natives, key=lambda q: (-self.cards[q].rating, -self.cards[q].aro,
                                                self.cards[q].alpha, q)):
            if p not in natives or not self.has_played_all(p, natives):
                continue
            found = self._from_lower(lower, lambda q: self.oracle.ok(p, q), self.cards[p].due)
            if found is None:
                continue
            gi, q = found
            lower[gi].remove(q)
            natives.remove(p)
            self._record(p, q, N_("{player} has played all the others of score {score}: {other} "
                                  "transferred up from score {other_score} (7.1)").format(
                player=p, score=fmt(score), other=q, other_score=fmt(lower_scores[gi])))

    def _dominating(self, players: list[int]) -> Colour | None:
        whites = sum(1 for p in players if self.cards[p].due is Colour.WHITE)
        blacks = sum(1 for p in players if self.cards[p].due is Colour.BLACK)
        return Colour.WHITE if whites > blacks else Colour.BLACK if blacks > whites else None

    def _transfer_72(self, natives: list[int], lower: list[list[int]],
                     lower_scores: list[float], score: float) -> bool:
        legal = self.oracle.legal
        found = self._from_lower(lower, lambda q: any(legal(q, p) for p in natives),
                                 self._dominating(natives))
        if found is None:
            return False
        gi, q = found
        lower[gi].remove(q)
        natives.append(q)
        self.notes[q] = N_("{player} transferred up from score {score} (7.2)").format(
            player=q, score=fmt(lower_scores[gi]))
        return True

    def _choose_floater(self, natives: list[int], next_group: list[int]) -> int:
        """6.4 for an odd group that 7.2 could not complete."""
        return min(natives, key=lambda p: self._floater_key(p, next_group))

    # -- sections 7.3, 7.4 and 6 ---------------------------------------------
    def split(self, players: list[int]) -> tuple[list[int], list[int], str]:
        whites = [p for p in players if self.cards[p].due is Colour.WHITE]
        blacks = [p for p in players if self.cards[p].due is Colour.BLACK]
        neutral = sorted((p for p in players if self.cards[p].due is None),
                         key=lambda p: (self.cards[p].rating, self.cards[p].alpha, p))
        for p in neutral:
            (whites if len(whites) <= len(blacks) else blacks).append(p)
        note = ""
        if len(whites) - len(blacks) >= 2:
            n = (len(whites) - len(blacks)) // 2
            movable = sorted((p for p in whites if self.cards[p].can_black),
                             key=lambda p: (self.cards[p].aro, -self.cards[p].rating,
                                            self.cards[p].alpha, p))[:n]
            for p in movable:
                whites.remove(p)
                blacks.append(p)
            if movable:
                note = N_("moved to the black group (7.3): {players}").format(
                    players=", ".join(map(str, movable)))
        elif len(blacks) - len(whites) >= 2:
            n = (len(blacks) - len(whites)) // 2
            movable = sorted((p for p in blacks if self.cards[p].can_white),
                             key=lambda p: (-self.cards[p].aro, self.cards[p].rating,
                                            self.cards[p].alpha, p))[:n]
            for p in movable:
                blacks.remove(p)
                whites.append(p)
            if movable:
                note = N_("moved to the white group (7.4): {players}").format(
                    players=", ".join(map(str, movable)))
        whites.sort(key=self.white_key)
        blacks.sort(key=self.black_key)
        return whites, blacks, note

    def _standard(self, players: list[int], score: float, next_group: list[int]) -> list[int]:
        """7.3/7.4 and 6.2/6.3; the players 6.3 leaves unpaired are paired again
        among themselves the same way while that pairs more of them; then 6.4
        chooses who floats."""
        remaining = list(players)
        pairs: list[tuple[int, int, str]] = []
        notes: list[str] = []  # the 7.3/7.4 note of each pair's pass (same index)
        busy: set[int] = set()
        while len(remaining) >= 2:
            whites, blacks, note = self.split(remaining)
            outcome = pair_rows(whites, blacks, self.oracle, busy)
            if not outcome.pairs:
                break
            for a, b, how in outcome.pairs:
                pairs.append((a, b, how))
                notes.append(note)
                busy.update((a, b))
            remaining = outcome.leftovers
        if pairs and remaining:
            # the exchange replaces pairs in place, so the notes keep their index
            pairs, remaining = self._exchange_floaters(pairs, remaining, next_group)
        for (a, b, how), note in zip(pairs, notes):
            self._record(a, b, self._group_text(score, how, note, (a, b)))
        return remaining

    def _floater_key(self, p: int, next_group: list[int]):
        """6.4: the preference list (a lower key floats first), then lowest R,
        higher ARO, name."""
        c = self.cards[p]
        legal = self.oracle.legal
        can = any(legal(p, q) for q in next_group)
        return (c.downfloated_before, not can, c.rating, -c.aro, c.alpha, p)

    def _exchange_floaters(self, pairs: list[tuple[int, int, str]], leftovers: list[int],
                           next_group: list[int]) -> tuple[list[tuple[int, int, str]], list[int]]:
        """6.4 "If there is a choice the floaters should be chosen due to these
        characteristics": a player left over by 6.3 takes the place of a paired
        player who stands in a better class of the 6.4 list (one exchange per
        player left over; among several, the best of the list).  Within the
        same class the text states no preference, so 6.3's result stands."""
        pairs = list(pairs)
        leftovers = list(leftovers)
        legal = self.oracle.legal
        keys: dict[int, tuple] = {}

        def key(p: int) -> tuple:
            if p not in keys:
                keys[p] = self._floater_key(p, next_group)
            return keys[p]
        for index, x in enumerate(list(leftovers)):
            best = None
            for row, (a, b, how) in enumerate(pairs):
                for stay, go in ((a, b), (b, a)):
                    if key(go)[:2] >= key(x)[:2] or not legal(x, stay):
                        continue
                    if best is None or key(go) < key(best[2]):
                        best = (row, stay, go, how)
            if best is None:
                continue
            row, stay, go, how = best
            taken = {p for a, b, _ in pairs for p in (a, b)}
            if not self.oracle.ok_swap((taken - {go}) | {x}):
                continue
            pairs[row] = (x, stay, join_texts([how, N_(
                "{player} takes the place of {other}, who floats (6.4)").format(player=x,
                                                                                 other=go)]))
            leftovers[index] = go
        return pairs, leftovers

    def _group_text(self, score: float, how: str, note: str, pair: tuple[int, int]) -> str:
        parts = [N_("score {score}: {how}").format(score=fmt(score), how=how)]
        for p in pair:
            if p in self.notes:
                parts.append(self.notes[p])
        if note and any(str(p) in note.split(": ", 1)[1].split(", ") for p in pair):
            parts.append(note)
        return join_texts(parts)
