"""``python -m arbiter_app`` starts the desktop application."""

import sys

from arbiter_app.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
