"""Documents on paper and in PDF: Qt's rich text lays out the HTML the
services built (:mod:`arbiter_app.services.documents`) for a page.

The one layer besides ``ui`` allowed to use Qt (QtCore and QtGui, never
widgets), so the GUI and ``arbiter-cli pdf`` render the same way.  Without a
display (a server, a terminal) :func:`ensure_application` starts Qt on its
``offscreen`` platform, which is all rendering needs.
"""

from arbiter_app.render.pdf import (ensure_application, lay_out, print_document, write_pdf)

__all__ = ["ensure_application", "lay_out", "print_document", "write_pdf"]
