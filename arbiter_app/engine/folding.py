"""Names compared as a person types them: case and accents aside (``novak`` finds Novák,
``muller`` finds Müller, ``lodz`` finds Łódź), for every search of a player (the
players' filter, Find in a round, the FIDE rating list)."""

from __future__ import annotations

import unicodedata

#: letters with no decomposition into a base letter and an accent
_LETTERS = str.maketrans({"ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d",
                          "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "æ": "ae", "Æ": "ae",
                          "œ": "oe", "Œ": "oe", "ı": "i", "ħ": "h", "Ħ": "h"})


def fold(text: str) -> str:
    """``text`` without case or accents, for comparing (never for showing)."""
    text = str(text)
    if text.isascii():
        return text.casefold()
    text = unicodedata.normalize("NFKD", text.translate(_LETTERS))
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


__all__ = ["fold"]
