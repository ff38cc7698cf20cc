"""Entry point of the frozen command line (`arbiter-cli`)."""
import sys

from arbiter_app.cli.main import main

sys.exit(main())
