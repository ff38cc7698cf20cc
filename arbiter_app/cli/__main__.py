import sys

from arbiter_app.cli.main import main

sys.exit(main())
