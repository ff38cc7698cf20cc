"""The engine's texts are English (they are kept in the tournament file, the audit log and
compared by tests) and translated only where they are shown (arbiter_app/i18n/composed.py).

A piece of text is marked with ``N_`` and formatted with named values
(``N_("bracket {score}").format(score=...)``).  A count takes :func:`count_text`: the
English singular or plural, the pair being one key of the catalogue (as ``trn``'s), so
that a language with other plural forms picks its own when the text is shown.
"""

from __future__ import annotations

from arbiter_app.i18n import N_


def count_text(one: str, many: str, n: int, /, **values) -> str:
    """``one`` when ``n`` is 1, else ``many``, formatted with ``n`` and ``values``; always
    English (i18n.extract marks the pair as a plural key)."""
    return (one if n == 1 else many).format(n=n, **values)


__all__ = ["N_", "count_text"]
