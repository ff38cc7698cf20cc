"""A round robin's settings, kept in ``Tournament.options`` (no store column).

* ``roundrobin.cycles``: how many times everybody meets everybody (1 single,
  2 double, ...).  Absent: as many cycles as ``total_rounds`` needs (a double
  round robin of 10 players has 18 rounds), at least one.
* ``roundrobin.swap``: ``on`` when the last two rounds of the first cycle
  are played in reverse order (C.05 Annex 1's recommendation for a double
  round robin), ``off`` otherwise; chosen when the tournament is created.
* ``roundrobin.lots``: the seed of the drawing of lots that gave the Berger
  numbers (any text; the same seed and the same players give the same
  numbers).  ``roundrobin.order``: the Berger order set by hand, the pairing
  numbers separated by commas (Berger number 1 first).  Neither: Berger
  number = pairing number (numbers set by hand with ``renumber``).
* ``roundrobin.numbered``: when round 1 is paired the players are renumbered to
  the Berger numbers that ``roundrobin.lots`` or ``roundrobin.order`` gave them
  (C.05: the drawing of lots gives the pairing numbers), those two options are
  dropped and this one records how the numbers came: ``lots SEED`` or ``hand``
  (:func:`berger_renumbering`, :func:`numbered_options`).  From then on Berger
  number = pairing number, as in a TRF file exported for another program.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.roundrobin.tables import cycle_length
from arbiter_app.engine.texts import N_

OPTION_CYCLES = "roundrobin.cycles"
OPTION_SWAP = "roundrobin.swap"
OPTION_LOTS = "roundrobin.lots"
OPTION_ORDER = "roundrobin.order"
OPTION_NUMBERED = "roundrobin.numbered"


@dataclass(frozen=True)
class Settings:
    order: tuple[int, ...]  # pairing numbers by Berger number (index 0 = Berger 1)
    cycles: int
    swap: bool
    how: str  # how the Berger numbers were given, for explanations

    @property
    def players(self) -> int:
        return len(self.order)

    @property
    def cycle(self) -> int:
        return cycle_length(self.players)

    @property
    def rounds(self) -> int:
        return self.cycles * self.cycle

    def berger_number(self, player: int) -> int:
        return self.order.index(player) + 1


def drawn_order(players: list[int], seed: str) -> list[int]:
    """The drawing of lots: ``players`` shuffled by ``seed`` (reproducible on
    every platform: the seed is hashed, not Python's ``hash``)."""
    digest = hashlib.sha256(f"arbiter roundrobin lots {seed}".encode()).hexdigest()
    order = sorted(players)
    random.Random(int(digest, 16)).shuffle(order)
    return order


def _flag(text: str, key: str) -> bool:
    value = text.strip().lower()
    if value in ("", "off", "no", "0", "false"):
        return False
    if value in ("on", "yes", "1", "true"):
        return True
    raise ValueError(N_("tournament option {option}: expected on or off, not {value}").format(
        option=key, value=repr(text)))


def settings_of(t: Tournament) -> Settings:
    """The round robin's settings; a bad stored value raises ValueError naming it."""
    numbers = sorted(t.players)
    order_text = t.options.get(OPTION_ORDER, "").strip()
    seed = t.options.get(OPTION_LOTS, "").strip()
    if order_text:
        try:
            order = [int(x) for x in order_text.replace(" ", "").split(",") if x]
        except ValueError:
            raise ValueError(N_("tournament option {option}: expected pairing numbers separated "
                                "by commas, not {value}").format(option=OPTION_ORDER,
                                                                 value=repr(order_text))) from None
        if sorted(order) != numbers:
            raise ValueError(N_("tournament option {option}: {value} does not name every player "
                                "exactly once").format(option=OPTION_ORDER, value=repr(order_text)))
        how = N_("Berger numbers set by hand")
    elif seed:
        order = drawn_order(numbers, seed)
        how = N_("Berger numbers drawn by lot (seed {seed})").format(seed=seed)
    else:
        order = numbers
        how = _numbered_how(t.options.get(OPTION_NUMBERED, "").strip())
    if len(order) < 2:
        raise ValueError(N_("a round robin needs at least 2 players"))
    m = cycle_length(len(order))
    cycles_text = t.options.get(OPTION_CYCLES, "").strip()
    if cycles_text:
        try:
            cycles = int(cycles_text)
        except ValueError:
            cycles = 0
        if cycles < 1:
            raise ValueError(N_("tournament option {option}: expected 1 or more, not {value}")
                             .format(option=OPTION_CYCLES, value=repr(cycles_text)))
    else:
        rounds = max(t.total_rounds or 0, t.rounds_played, 1)
        cycles = -(-rounds // m)
    swap = _flag(t.options.get(OPTION_SWAP, ""), OPTION_SWAP)
    return Settings(tuple(order), cycles, swap, how)


def _numbered_how(numbered: str) -> str:
    if numbered.startswith("lots "):
        return N_("Berger numbers drawn by lot (seed {seed}), made the pairing numbers when "
                  "round 1 was paired").format(seed=numbered[5:].strip())
    if numbered == "hand":
        return N_("Berger numbers set by hand, made the pairing numbers when round 1 was paired")
    return N_("Berger number = pairing number")


def berger_renumbering(t: Tournament) -> dict[int, int]:
    """Pairing number -> Berger number when ``roundrobin.lots`` or
    ``roundrobin.order`` gives the Berger numbers ({} when neither does: the
    pairing numbers already are the Berger numbers).  C.05 has the drawing of
    lots give the pairing numbers themselves; the services apply this mapping
    when round 1 is paired.  A bad stored value raises ValueError naming it."""
    if not (t.options.get(OPTION_ORDER, "").strip() or t.options.get(OPTION_LOTS, "").strip()):
        return {}
    s = settings_of(t)
    return {player: berger for berger, player in enumerate(s.order, start=1)}


def numbered_options(t: Tournament) -> dict[str, str | None]:
    """The options to set (None: to drop) once the players carry their Berger
    numbers: ``roundrobin.lots`` and ``roundrobin.order`` are spent, and
    ``roundrobin.numbered`` records how the numbers were given."""
    hand = bool(t.options.get(OPTION_ORDER, "").strip())
    seed = t.options.get(OPTION_LOTS, "").strip()
    return {OPTION_ORDER: None, OPTION_LOTS: None,
            OPTION_NUMBERED: "hand" if hand else f"lots {seed}"}
