"""QR codes of the venue server's addresses (issue #39): a phone's camera opens the log-in
page with the code already in it.  Drawn by segno, as PNG bytes any screen or page shows."""

from __future__ import annotations

import io

import segno


def qr_png(text: str, scale: int = 4) -> bytes:
    """``text`` (an address) as a QR code, a PNG of ``scale`` pixels a module, black on
    white with the quiet zone the readers need around it."""
    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buffer, kind="png", scale=max(1, scale),
                                                   border=4)
    return buffer.getvalue()


def login_address(address: str, code: str) -> str:
    """The log-in page at ``address`` (``http://ADDR:PORT/``) with ``code`` in it."""
    return f"{address.rstrip('/')}/login?code={code}"


__all__ = ["login_address", "qr_png"]
