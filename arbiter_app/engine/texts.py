"""The engine's texts are messages (:mod:`arbiter_app.i18n.message`): English texts, as the
tournament file, the audit log and the tests keep them, that also hold their catalogue key
and values, so the window, the documents and the command line show them in their language
without reading the English back.

* ``N_("bracket {score} ({kind})")`` marks a text for the catalogue and makes it a
  message; its ``.format(score=..., kind=...)`` is a message with those values (a value
  may be a message itself). Never an f-string, ``+`` or ``str.join`` of messages: those
  make a plain text, shown in English.
* :func:`count_text` is a count: the English singular or plural, one plural key of the
  catalogue (as ``trn``'s), so a language with other plural forms shows its own.
* :func:`join_texts` puts pieces together with ``"; "`` (or another separator).
"""

from __future__ import annotations

from arbiter_app.i18n.message import Message, counted, joined

N_ = Message.of
count_text = counted
join_texts = joined

__all__ = ["Message", "N_", "count_text", "join_texts"]
