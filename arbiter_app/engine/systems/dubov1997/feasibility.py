"""Whether the players still unpaired can all be paired (a bounded look-ahead).

The procedure of sections 6-8 is greedy: a pair fixed early can leave lower
players without a legal opponent.  The text's answer is section 9 ("the
referee should proceed wisely ... in the spirit of the basic principles"),
and the first basic principle is that everyone gets paired.  So the pairing
runs twice at most:

1. the plain procedure (``Oracle(None)``: every legal pair is accepted);
2. only if that leaves players unpaired: the same procedure with an oracle
   that accepts a pair only if the players still unpaired after it can all
   be given legal opponents (a perfect matching exists: rustworkx's blossom
   algorithm, O(n^3) but run only in this fallback).

Run 2 is used only when run 1 leaves players unpaired, so a round that the
plain procedure can pair is always paired exactly by the text.  (Every pair
run 1 keeps is part of its complete pairing, so run 2 would accept it too;
only a 6.3 pass that is restarted could in principle be judged differently.)

The oracle itself is shared with the 2026 edition and lives in
:mod:`arbiter_app.engine.systems.dubov_common`.
"""

from __future__ import annotations

from arbiter_app.engine.systems.dubov_common import Oracle

__all__ = ["Oracle"]
