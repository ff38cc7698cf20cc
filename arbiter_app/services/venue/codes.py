"""Access codes of the venue server (issue #39): who may do what from a phone or a tablet.

Three kinds of holder:

- the **arbiter**: one code, everything the JSON API and the pages offer, results of any
  round the window would take (with a confirmation where the window asks for one);
- each **deputy** the arbiter names, optionally limited to a range of boards: the results
  of those boards in the current round, and the players' check-in;
- each **player**: his own board's result in the current round (when the arbiter allows it,
  :data:`OPTION_PLAYER_RESULTS`) and his own check-in.

A code is not stored: it is derived from the tournament's secret (:data:`OPTION_SECRET`, made
at the first use) and the holder's key (``arbiter``, ``deputy:NAME``, ``player:17``) with
HMAC-SHA256, so that the codes printed before the event stay valid across restarts.  Revoking
a code raises its holder's generation (:data:`OPTION_REVOKED`): the old code is refused from
then on and the holder gets a new one.  The secret lives in the tournament file; a copy of
the file given to somebody else carries it (docs/venue-server.md says so).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError

ARBITER, DEPUTY, PLAYER = "arbiter", "deputy", "player"
OPTION_SECRET = "venue.secret"
#: the deputies, one a line: ``NAME<TAB>FIRST<TAB>LAST`` (boards; 0 0: every board)
OPTION_DEPUTIES = "venue.deputies"
#: the holders whose code was revoked: ``KEY=GENERATION`` lines
OPTION_REVOKED = "venue.revoked"
#: what a player's result entry does: "both" (recorded when both players' entries agree;
#: the default), "one" (the first entry is recorded), "off" (players enter no results)
OPTION_PLAYER_RESULTS = "venue.player_results"
PLAYER_RULES = ("both", "one", "off")

#: the letters of a code: no 0/O, 1/I/L, that a phone's reader mixes up
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10
MAX_DEPUTIES = 200
MAX_NAME = 40


@dataclass(frozen=True)
class Holder:
    """Who holds a code."""

    role: str  # ARBITER, DEPUTY or PLAYER
    name: str = ""  # a deputy's name; a player's name
    first_board: int = 0  # a deputy's range (0: every board)
    last_board: int = 0
    player: int = 0  # a player's starting number

    @property
    def key(self) -> str:
        if self.role == DEPUTY:
            return f"{DEPUTY}:{self.name}"
        if self.role == PLAYER:
            return f"{PLAYER}:{self.player}"
        return ARBITER

    def covers(self, board: int) -> bool:
        """A deputy's range holds ``board`` (the arbiter's holds every board)."""
        if self.role == ARBITER:
            return True
        if self.role == DEPUTY:
            return not self.first_board or self.first_board <= board <= self.last_board
        return False

    @property
    def boards(self) -> str:
        return f"{self.first_board}-{self.last_board}" if self.first_board else ""

    @property
    def actor(self) -> str:
        """The holder as the audit log names him (English, as the records are kept)."""
        if self.role == DEPUTY:
            return f"deputy {self.name}" + (f" (boards {self.boards})" if self.boards else "")
        if self.role == PLAYER:
            return f"player {self.player} {self.name}".rstrip()
        return "arbiter (venue server)"

    def shown(self) -> str:
        """The holder, for the arbiter's screens."""
        if self.role == DEPUTY:
            return (tr("deputy {name}, boards {boards}", name=self.name, boards=self.boards)
                    if self.boards else tr("deputy {name}, every board", name=self.name))
        if self.role == PLAYER:
            return tr("player {number} {name}", number=self.player, name=self.name)
        return tr("chief arbiter")


ROLE_TEXTS = {ARBITER: N_("arbiter"), DEPUTY: N_("deputy"), PLAYER: N_("player")}


# -- reading the options ------------------------------------------------------------------

def deputies(options: dict[str, str]) -> list[Holder]:
    found = []
    for line in filter(None, options.get(OPTION_DEPUTIES, "").split("\n")):
        name, first, last = line.split("\t")
        found.append(Holder(DEPUTY, name, int(first), int(last)))
    return found


def generations(options: dict[str, str]) -> dict[str, int]:
    found = {}
    for line in filter(None, options.get(OPTION_REVOKED, "").split("\n")):
        key, _, value = line.rpartition("=")
        found[key] = int(value)
    return found


def player_rule(options: dict[str, str]) -> str:
    return options.get(OPTION_PLAYER_RESULTS, "both")


def holders(t: Tournament) -> list[Holder]:
    """Every holder of a code: the arbiter, the deputies, the players (by number)."""
    return ([Holder(ARBITER)] + deputies(t.options)
            + [Holder(PLAYER, p.name, player=n) for n, p in sorted(t.players.items())])


def code_of(secret: str, key: str, generation: int) -> str:
    digest = hmac.new(bytes.fromhex(secret), f"{key}#{generation}".encode("utf-8"),
                      hashlib.sha256).digest()
    number = int.from_bytes(digest[:10], "big")
    letters = []
    for _ in range(CODE_LENGTH):
        number, rest = divmod(number, len(ALPHABET))
        letters.append(ALPHABET[rest])
    return "".join(letters)


def holder_codes(t: Tournament) -> list[tuple[Holder, str]]:
    """Every holder with his code now (none before :func:`ensure_secret`)."""
    secret = t.options.get(OPTION_SECRET, "")
    if not secret:
        return []
    gens = generations(t.options)
    return [(h, code_of(secret, h.key, gens.get(h.key, 0))) for h in holders(t)]


def normal_code(text: str) -> str:
    """A code as typed (spaces, dashes and lower case allowed), in its own letters."""
    return "".join(c for c in str(text).upper() if c.isalnum())[:CODE_LENGTH * 2]


# -- checks of a file's options (a file may come from anywhere) ---------------------------

def check_secret(text: str) -> None:
    if len(text) != 64 or any(c not in "0123456789abcdef" for c in text):
        raise ValueError(tr("not 64 hexadecimal digits"))


def check_deputies(text: str) -> None:
    lines = list(filter(None, text.split("\n")))
    if len(lines) > MAX_DEPUTIES:
        raise ValueError(tr("more than {most} deputies", most=MAX_DEPUTIES))
    names = set()
    for number, line in enumerate(lines, start=1):
        parts = line.split("\t")
        if (len(parts) != 3 or not _good_name(parts[0]) or parts[0] in names
                or not all(p.isascii() and p.isdigit() and len(p) < 6 for p in parts[1:])
                or int(parts[1]) > int(parts[2])
                or (int(parts[1]) == 0) != (int(parts[2]) == 0)):  # 0 0: every board
            raise ValueError(tr("line {line} is not a deputy (name, first board, last board)",
                                line=number))
        names.add(parts[0])


def check_revoked(text: str) -> None:
    for number, line in enumerate(filter(None, text.split("\n")), start=1):
        key, _, value = line.rpartition("=")
        if not key or not (value.isascii() and value.isdigit() and len(value) < 7):
            raise ValueError(tr("line {line} is not a revoked code", line=number))


def check_player_rule(text: str) -> None:
    if text not in PLAYER_RULES:
        raise ValueError(tr("{text!r} is not one of {rules}", text=text,
                            rules=", ".join(PLAYER_RULES)))


def _spaced(name: str) -> str:
    """A deputy's name as stored: its words, one space apart."""
    return " ".join(str(name).split())


def _good_name(name: str) -> bool:
    return (0 < len(name) <= MAX_NAME and name == name.strip() and name.isprintable()
            and "\t" not in name)


# -- changes ------------------------------------------------------------------------------

def ensure_secret(service) -> None:
    """Make the tournament's secret, once (the codes are derived from it)."""
    if service.read_only or service.tournament().options.get(OPTION_SECRET):
        return
    with service._write() as w:
        if not w.options().get(OPTION_SECRET):
            w.set_option(OPTION_SECRET, secrets.token_hex(32))
            w.audit(N_("venue codes made"), "the venue server's access codes")


def add_deputy(service, name: str, first: int = 0, last: int = 0) -> Holder:
    """Name a deputy (``first``-``last``: his boards; 0, 0: every board)."""
    name = _spaced(name)
    if not _good_name(name):
        raise ServiceError(tr("a deputy's name is 1 to {most} letters, on one line",
                              most=MAX_NAME))
    if (first or last) and not 1 <= first <= last <= 99999:
        raise ServiceError(tr("boards {first}-{last} are no range of boards (from 1, the "
                              "first not after the last)", first=first, last=last))
    ensure_secret(service)
    with service._write() as w:
        options = w.options()
        known = deputies(options)
        if any(d.name == name for d in known):
            raise ServiceError(tr("there is already a deputy {name}", name=name))
        if len(known) >= MAX_DEPUTIES:
            raise ServiceError(tr("at most {most} deputies", most=MAX_DEPUTIES))
        holder = Holder(DEPUTY, name, first, last)
        w.set_option(OPTION_DEPUTIES, "\n".join(
            f"{d.name}\t{d.first_board}\t{d.last_board}" for d in known + [holder]))
        w.audit(N_("venue deputy named"), holder.actor)
    return holder


def remove_deputy(service, name: str) -> None:
    name = _spaced(name)
    with service._write() as w:
        options = w.options()
        known = deputies(options)
        if not any(d.name == name for d in known):
            raise ServiceError(tr("there is no deputy {name}", name=name))
        kept = [d for d in known if d.name != name]
        w.set_option(OPTION_DEPUTIES, "\n".join(
            f"{d.name}\t{d.first_board}\t{d.last_board}" for d in kept) or None)
        _raise_generation(w, options, f"{DEPUTY}:{name}")
        w.audit(N_("venue deputy removed"), f"deputy {name}: the code is refused from now on")


def revoke(service, holder: Holder) -> str:
    """Refuse ``holder``'s code from now on; returns his new code."""
    ensure_secret(service)
    with service._write() as w:
        options = w.options()
        generation = _raise_generation(w, options, holder.key)
        w.audit(N_("venue code revoked"), f"{holder.actor}: a new code replaces it")
        return code_of(options[OPTION_SECRET], holder.key, generation)


def _raise_generation(w, options: dict[str, str], key: str) -> int:
    gens = generations(options)
    gens[key] = gens.get(key, 0) + 1
    w.set_option(OPTION_REVOKED, "\n".join(f"{k}={v}" for k, v in sorted(gens.items())))
    return gens[key]


def set_player_rule(service, rule: str) -> None:
    if rule not in PLAYER_RULES:
        raise ServiceError(tr("{rule!r} is not one of {rules}", rule=rule,
                              rules=", ".join(PLAYER_RULES)))
    with service._write() as w:
        w.set_option(OPTION_PLAYER_RESULTS, None if rule == "both" else rule)
        w.audit(N_("venue player results"), rule)


def find_holder(t: Tournament, who: str) -> Holder:
    """``arbiter``, ``deputy NAME`` or ``player N`` (as ``--revoke`` names them)."""
    role, _, rest = str(who).strip().partition(" ")
    rest = rest.strip()
    if role == ARBITER and not rest:
        return Holder(ARBITER)
    if role == DEPUTY:
        rest = _spaced(rest)
        for d in deputies(t.options):
            if d.name == rest:
                return d
        raise ServiceError(tr("there is no deputy {name}", name=rest))
    if role == PLAYER and rest.isdigit() and int(rest) in t.players:
        return Holder(PLAYER, t.players[int(rest)].name, player=int(rest))
    if role == PLAYER:
        raise ServiceError(tr("there is no player {number}", number=rest))
    raise ServiceError(tr("{who!r} names no code holder: arbiter, deputy NAME or player "
                          "NUMBER", who=who))
