"""Entry point of the frozen GUI (`arbiter`)."""
import sys

from arbiter_app.ui.app import main

sys.exit(main())
