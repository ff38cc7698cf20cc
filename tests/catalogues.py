"""The catalogues' texts by the part of the program that marks them, for the tests of the
engine's and the checker's translations (arbiter_app/locale; docs/languages.md)."""

from __future__ import annotations

from functools import lru_cache

from arbiter_app.i18n import extract

#: where the pairing systems' explanations are marked
ENGINE = ("arbiter_app/engine/systems/", "arbiter_app/engine/forbidden_rounds.py",
          "arbiter_app/engine/acceleration.py")


@lru_cache(maxsize=None)
def engine_part(code: str) -> dict:
    """The pairing systems' texts: English -> the language's translation."""
    found = extract.messages(code, *ENGINE)
    return found


@lru_cache(maxsize=None)
def checker_part(code: str) -> dict:
    """The other texts the engine writes in English (checker, standings, tie-breaks)."""
    return {k: v for k, v in extract.messages(code, "arbiter_app/engine/").items()
            if k not in engine_part(code)}
