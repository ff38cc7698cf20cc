"""Players still tied after the last tie-break (FIDE checklist Q203-206).

C.07 lets them share the place (Q203, the default).  Where the regulations want every
place decided, the arbiter may instead

* set a manual order of tied players (Q205): ``Tournament.options["tiebreaks.tie_order"]``,
  pairing numbers separated by commas; a tied group is ordered by it when every member
  is listed (a group only partly listed stays tied, with a note);
* have the places decided by a drawing of lots (Q204): ``options["tiebreaks.lots"]``, the
  seed of the draw.  The draw orders each tied group by the SHA-256 digest of
  ``"{seed}:{pairing number}"``, so repeating it gives the same order (Q206), on any
  machine; a manual order, where it applies, comes first;
* enter the outcome of a play-off played over the board (Q207; C.07 2.2.1 and 3: a
  play-off, an Armageddon game, a blitz match): ``options["tiebreaks.playoff"]`` is
  ``"{scope}|{label}|{number}={score},..."``.  ``label`` names the play-off in every
  output ("play-off", "Armageddon"); each listed player's play-off score orders his group
  (higher first).  ``scope`` is ``tiebreaks`` (the play-off decides players still tied
  after the last tie-break) or ``points`` (the tournament's rules play it off between
  players tied on points, before the tie-breaks: C.07 2.2.1).  A group is decided by the
  play-off only when every member has a score; players with equal play-off scores stay
  tied (for the tie-breaks, then the order and the lots).  The play-off comes before the
  manual order and the lots.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass, field

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.texts import N_

OPTION_TIE_ORDER = "tiebreaks.tie_order"
OPTION_LOTS = "tiebreaks.lots"
OPTION_PLAYOFF = "tiebreaks.playoff"
#: when the play-off is applied: after the tie-breaks (default) or on points
PLAYOFF_SCOPES = ("tiebreaks", "points")
#: the longest name of a play-off
PLAYOFF_LABEL_MAX = 40
#: the name of a play-off the arbiter did not name (kept so in the option, English; read
#: back as this message, so it is shown in the reader's language)
PLAYOFF_DEFAULT = N_("play-off")


@dataclass(frozen=True)
class Playoff:
    scope: str = "tiebreaks"
    label: str = ""
    scores: dict[int, float] = field(default_factory=dict)

    def text(self) -> str:
        """The option's value (\"\" when no score is set)."""
        if not self.scores:
            return ""
        return f"{self.scope}|{self.label}|" + ",".join(
            f"{n}={score:g}" for n, score in self.scores.items())


def label_problem(label: str) -> str:
    """Why ``label`` cannot name a play-off ('' when it can)."""
    if not label.strip():
        return N_("the play-off has no name")
    if len(label) > PLAYOFF_LABEL_MAX:
        return N_("the name of the play-off is longer than {most} characters").format(
            most=PLAYOFF_LABEL_MAX)
    if any(c in label for c in "|;") or not label.isprintable():
        return N_("the name of the play-off cannot contain '|', ';' or a control character")
    return ""


def playoff(t: Tournament) -> Playoff:
    """The play-off's outcome kept in ``t`` (no scores: none is set); a ValueError names
    a value a file cannot hold."""
    text = t.options.get(OPTION_PLAYOFF, "")
    if not text.strip():
        return Playoff()
    parts = text.split("|")

    def bad(problem: str) -> ValueError:
        return ValueError(N_("tournament option {option}: {problem}").format(
            option=OPTION_PLAYOFF, problem=problem))

    if len(parts) != 3:
        raise bad(N_("write scope|name|number=score,..."))
    scope, label, items = parts[0].strip(), parts[1].strip(), parts[2]
    if scope not in PLAYOFF_SCOPES:
        raise bad(N_("{value} is not tiebreaks or points").format(value=repr(scope)))
    problem = label_problem(label)
    if problem:
        raise bad(problem)
    scores: dict[int, float] = {}
    for item in filter(None, (x.strip() for x in items.split(","))):
        number, _, score = item.partition("=")
        try:
            n, value = int(number), float(score)
        except ValueError:
            raise bad(N_("{value} is not number=score").format(value=repr(item))) from None
        if n < 1 or n in scores or not math.isfinite(value) or not 0 <= value <= 1000:
            raise bad(N_("{value} is not number=score").format(value=repr(item)))
        scores[n] = value
    if len(scores) < 2:
        raise bad(N_("a play-off needs the scores of two players at least"))
    return Playoff(scope, PLAYOFF_DEFAULT if label == PLAYOFF_DEFAULT else label, scores)


def play_off(t: Tournament, groups: list[list[int]], scope: str
             ) -> tuple[list[list[int]], list[str], dict[int, float]]:
    """``groups`` with every group whose members all have a play-off score (of the
    play-off of ``scope``) split by that score, higher first; the notes name the places
    so decided, with each player's play-off score; the last item holds the play-off
    scores of the players whose places it decided."""
    game = playoff(t)
    if game.scope != scope or not game.scores:
        return groups, [], {}
    decided: dict[int, float] = {}
    out: list[list[int]] = []
    notes: list[str] = []
    place = 1
    for group in groups:
        if len(group) > 1 and all(n in game.scores for n in group):
            levels = sorted({game.scores[n] for n in group}, reverse=True)
            ordered = [n for level in levels for n in sorted(group)
                       if game.scores[n] == level]
            out.extend([n for n in group if game.scores[n] == level] for level in levels)
            decided.update((n, game.scores[n]) for n in ordered)
            notes.append(N_("places {first}-{last} decided by {label}: {players}").format(
                first=place, last=place + len(group) - 1, label=game.label,
                players=", ".join(f"{n} ({game.scores[n]:g})" for n in ordered)))
        else:
            # (on points the tie-breaks still come: no note)
            if scope == "tiebreaks" and len(group) > 1 and any(n in game.scores
                                                               for n in group):
                notes.append(N_("places {first}-{last} stay tied: {label} has no score for "
                                "every one of {players}").format(
                                    first=place, last=place + len(group) - 1,
                                    label=game.label, players=", ".join(map(str, group))))
            out.append(group)
        place += len(group)
    return out, notes, decided


def tie_order(t: Tournament) -> list[int]:
    """The manual order of tied players (pairing numbers), [] when none is set."""
    text = t.options.get(OPTION_TIE_ORDER, "").replace(" ", "")
    out = []
    for item in filter(None, text.split(",")):
        try:
            out.append(int(item))
        except ValueError:
            raise ValueError(N_("tournament option {option}: {value} is not a pairing number"
                                ).format(option=OPTION_TIE_ORDER, value=repr(item))) from None
    return out


def lot_key(seed: str, number: int) -> str:
    """A player's place in the drawing of lots of ``seed`` (lower first)."""
    return hashlib.sha256(f"{seed}:{number}".encode()).hexdigest()


def break_ties(t: Tournament, groups: list[list[int]]) -> tuple[list[list[int]], list[str]]:
    """``groups`` (standings order; a group of several is a shared place, after the
    play-off: :func:`play_off`) with the remaining ties decided by the manual order, then
    by lots, as the options say;
    the notes say which places were decided how."""
    notes: list[str] = []
    order = tie_order(t)
    position = {n: i for i, n in enumerate(order)}
    seed = t.options.get(OPTION_LOTS, "").strip()
    out: list[list[int]] = []
    place = 1
    for group in groups:
        if len(group) > 1 and all(n in position for n in group):
            group = sorted(group, key=position.__getitem__)
            out.extend([n] for n in group)
            notes.append(N_("places {first}-{last} by the arbiter's order of tied players "
                            "({players})").format(first=place, last=place + len(group) - 1,
                                                  players=", ".join(map(str, group))))
        elif len(group) > 1 and seed:
            group = sorted(group, key=lambda n: lot_key(seed, n))
            out.extend([n] for n in group)
            notes.append(N_("places {first}-{last} by drawing of lots (seed {seed}): "
                            "{players}").format(first=place, last=place + len(group) - 1,
                                                seed=seed, players=", ".join(map(str, group))))
        else:
            if len(group) > 1 and any(n in position for n in group):
                notes.append(N_("places {first}-{last} stay shared: the arbiter's order of "
                                "tied players does not list all of {players}").format(
                                    first=place, last=place + len(group) - 1,
                                    players=", ".join(map(str, group))))
            out.append(group)
        place += len(group)
    return out, notes


__all__ = ["OPTION_LOTS", "OPTION_PLAYOFF", "OPTION_TIE_ORDER", "PLAYOFF_DEFAULT", "PLAYOFF_SCOPES",
           "Playoff",
           "break_ties", "label_problem", "lot_key", "play_off", "playoff",
           "tie_order"]
