"""The one interface every pairing system implements.

A system turns a :class:`~arbiter_app.engine.model.Tournament` (rounds
``1..k-1`` plus the requested byes of round ``k``) into a :class:`Pairing` of
round ``k``, and tells which absolute criteria a proposed pairing breaks.
Adding a system means one new module in this package that defines a
``SYSTEM`` object of a :class:`PairingSystem` subclass, plus one line in
:mod:`arbiter_app.engine.systems.registry`.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.texts import N_


class PairingError(Exception):
    """No legal pairing exists (the arbiter must decide, e.g. dutch A.9)."""


@dataclass(frozen=True)
class Board:
    white: int
    black: int
    # a short human explanation (bracket, floats, which colour rule decided)
    explanation: str = ""


@dataclass
class Pairing:
    """A pairing of one round: boards in board order, and the bye."""

    boards: list[Board] = field(default_factory=list)
    bye: int | None = None  # the pairing-allocated bye
    bye_explanation: str = ""

    def pairs(self) -> list[tuple[int, int]]:
        return [(b.white, b.black) for b in self.boards]

    def to_text(self) -> str:
        """The endorsed engines' output format: a count, then ``white black``
        per board in board order, the bye as ``N 0`` last."""
        lines = [f"{b.white} {b.black}" for b in self.boards]
        if self.bye is not None:
            lines.append(f"{self.bye} 0")
        return "\n".join([str(len(lines)), *lines]) + "\n"


@dataclass(frozen=True)
class Violation:
    """One broken rule of a proposed pairing."""

    rule: str  # e.g. "C1", "B2", "2.1", "completeness"
    text: str  # what the rule says, shortly, applied to the players involved
    players: tuple[int, ...] = ()

    def __str__(self) -> str:
        """English (the audit log keeps it), a message shown in the reader's language."""
        text = N_("{head}: {text}").format(head=self.rule, text=self.text)
        if not self.players:
            return text
        return N_("{text} (players {players})").format(
            text=text, players=", ".join(str(p) for p in self.players))


class PairingSystem(abc.ABC):
    """Base class of the four systems."""

    #: short name used in code, files and the UI (``dutch2016`` ...)
    name: str = ""
    #: the FIDE chapter and title
    title: str = ""

    @abc.abstractmethod
    def pair(self, tournament: Tournament) -> Pairing:
        """Pair ``tournament.next_round``.

        Raises :class:`PairingError` when no pairing satisfies the absolute
        criteria.
        """

    @abc.abstractmethod
    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        """The system's absolute criteria broken by ``pairing`` of the next round.

        Completeness (everyone paired once, at most one bye) is checked by
        :func:`arbiter_app.engine.checker.completeness_violations`, shared by
        all systems.
        """

    def players_to_pair(self, tournament: Tournament) -> list[int]:
        """The players the next round must pair (the completeness check's list).
        Default: everyone taking part (:meth:`Tournament.players_to_pair`); a
        round robin leaves out a player whose scheduled opponent does not play."""
        return tournament.players_to_pair()

    def options_from_history(self, tournament: Tournament) -> dict[str, str]:
        """Settings (``Tournament.options`` keys) that only the whole file shows,
        for the checker: e.g. which of its two orders a double round robin used.
        The checker adds them to the options the file lacks.  Default: none."""
        return {}
