"""The criteria of the 2026 text (articles 2.2-2.4) as matching weights,
criterion by criterion, highest priority first.

Each field is one number per pair of players; a maximum weight matching of
the bracket graph is then the best candidate criterion by criterion (3.8.1).
The machinery (profiles, superincreasing costs for lists compared in
descending order, packing into the matcher's integers) is shared with the
2016 edition: :mod:`arbiter_app.engine.systems.dutch_common.packing`.

=======  ============================================================  ==========
field    what the text says                                            where
=======  ============================================================  ==========
C4       completion: every player not yet paired can still be         ``completion``, only when the
         paired under C1-C3, one left for the PAB (1.9.1)              bracket is paired with all
                                                                       lower players in the graph
C5       the PAB assignee's score is minimal                           in the bye candidates:
                                                                       :mod:`.rounds` (``bye_score``)
C6       number of pairs                                               ``C6``
C7       scores of the downfloaters, descending                        ``C7``
C8       the following bracket: its pairs, then its downfloaters'      ``C8 pairs``, ``C8 scores``
         scores (C6, C7 there; C1-C5 by the completion test)
C9       unplayed games of the PAB assignee, when the bracket          ``C9`` (``c9``)
         downfloats exactly one player who gets the PAB
C10-C13  topscorers' colour difference, three in a row, colour         ``C10``-``C13``
         preference, strong colour preference
C14/C16  resident downfloaters who had a downfloat 1 / 2 rounds        ``C14``, ``C16``
         before
C15/C17  MDP opponents who had an upfloat 1 / 2 rounds before          ``C15``, ``C17``
C18/C20  MDPs who had a downfloat 1 / 2 rounds before: their scores    ``C18``, ``C20``
         (their score differences with the residents), descending
C19/C21  MDP opponents who had an upfloat 1 / 2 rounds before: the     ``C19``, ``C21``
         score differences of their pairs, descending
=======  ============================================================  ==========
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.history import Float
from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dutch_common.outlook import Outlook
from arbiter_app.engine.systems.dutch_common.packing import (BracketWeights, Graph,
                                                             superincreasing)
from arbiter_app.engine.systems.dutch_common.players import DutchPlayer

#: fields valued on the edges to the following players too
OUTSIDE = ("completion", "C8 pairs", "C8 scores")
#: fields kept as they are (completion and C6 first)
UNSHIFTED = ("completion", "C6", "C8 pairs")


@dataclass
class Criteria:
    """The criteria of one bracket.

    ``c9``: [C9] applies (the bracket downfloats exactly one player, who
    will receive the PAB, 2.4.4 note); ``bye_score``: the score of the PAB
    assignee fixed by [C5] (None when the number of players is even)."""

    c9: bool = False
    bye_score: int | None = None
    #: with all lower players in the graph: how many of the graph's players
    #: are the bracket and the next scoregroup (for [C8])
    near: int | None = None

    def build(self, players: list[DutchPlayer], bracket_size: int, special: bool,
              next_is_last: bool, initial: Colour, forbidden: set[frozenset[int]],
              room_bits: int, edges: list[tuple[int, int]] | None = None,
              outlook: Outlook | None = None) -> BracketWeights:
        """Weights for the graph ``players`` (the bracket first, then the
        following players).  ``special``: the following players are all the
        players not yet paired, and [C4] is the top field."""
        g = Graph(players, bracket_size, forbidden, edges, outlook, keep_unplayed=self.c9,
                  near=self.near if special else None)
        inb, bracket = g.inb, g.bracket

        # [C4] 2.2.1: a pairing of all players not yet paired must exist;
        # one of them, a bye candidate ([C2], [C5]), may be left for the PAB
        if special:
            g.add_split("completion", {c: 1 + (not a.eligible) + (not b.eligible)
                                       for a, b, c in g.pairs})
        # [C5] 2.3.1 is in the bye candidates (``eligible``): see .rounds
        # [C6] 2.4.1: maximise the number of pairs
        g.add("C6", {c: 1 for _, _, c in inb})
        # [C7] 2.4.2: minimise the scores of the downfloaters, descending:
        # with [C6] fixing how many are paired, credit every paired player
        # with a cost superincreasing in his score
        cost = superincreasing(g.spread((p, p.score) for p in bracket))
        g.add("C7", {c: cost[a.score] + cost[b.score] for a, b, c in inb},
              bound=sum(cost[p.score] * p.size for p in bracket))
        # [C8] 2.4.3: the following bracket's [C6] and [C7] ([C1]-[C5] there
        # are the completion test of .rounds, or the field above)
        if (outlook is not None or g.n > bracket_size) and (not special or self.near):
            g.add_following("C8 pairs", "C8 scores", False)
        # [C9] 2.4.4: minimise the unplayed games of the PAB assignee: the
        # one player left unpaired, so credit the paired ones with theirs
        if self.c9 and self.bye_score is not None:
            g.add("C9", {c: (a.player.unplayed if a.score == self.bye_score else 0)
                         + (b.player.unplayed if b.score == self.bye_score else 0)
                         for a, b, c in inb})
        # [C10]-[C13] 2.4.5-2.4.8, judged on the colours of 5.2
        g.add_colours(("C10", "C11", "C12", "C13"), initial)
        # [C14]/[C15] 2.4.9-2.4.10 and [C16]/[C17] 2.4.11-2.4.12: resident
        # downfloaters with a downfloat, MDP opponents with an upfloat, one
        # and two rounds before
        g.add_float_counts(1, "C14", "C15")
        g.add_float_counts(2, "C16", "C17")
        # [C18]-[C21] 2.4.13-2.4.16
        for back, down_name, up_name in ((1, "C18", "C19"), (2, "C20", "C21")):
            down = "down1" if back == 1 else "down2"
            # MDPs with that downfloat: the residents' score is one, so their
            # score differences go with their scores; the paired ones, higher
            # scores first, are credited (the reading of both reference
            # engines, docs/systems/dutch2026.md)
            # (how many of them are paired is not fixed above: every one counts)
            cost = superincreasing(g.spread((p, p.score) for p in bracket if getattr(p, down)),
                                   lowest=1)
            g.add(down_name, {c: (cost[a.score] if getattr(a, down) else 0)
                              + (cost[b.score] if getattr(b, down) else 0) for a, b, c in inb},
                  bound=sum(cost[p.score] * p.size for p in bracket if getattr(p, down)))
            g.add_upfloat_differences(back, up_name)
        return g.pack(room_bits, OUTSIDE, UNSHIFTED)

    def floater_ok(self, player: DutchPlayer) -> bool:
        """The downfloater of an odd homogeneous bracket (not the last) in a
        perfect candidate, his [C8] outlook apart: no repeated downfloat
        ([C14], [C16]); when [C9] applies the matcher decides."""
        return (not self.c9 and player.float1 is not Float.DOWN
                and player.float2 is not Float.DOWN)

    def leftover_ok(self, player: DutchPlayer, bracket: list[DutchPlayer]) -> bool:
        """The player left over (for the PAB) in an odd homogeneous last
        bracket of a perfect candidate (3.4.1): a bye candidate ([C2], [C5]),
        no repeated downfloat ([C14], [C16]: the PAB is a downfloat, 1.4.3)
        and no fewer unplayed games possible ([C9])."""
        return (player.bye_eligible and player.float1 is not Float.DOWN
                and player.float2 is not Float.DOWN
                and player.unplayed == min(p.unplayed for p in bracket if p.bye_eligible))
