"""The argument parser of arbiter-cli: usage mistakes are one line, like every other error."""

from __future__ import annotations

import argparse
import sys

from arbiter_app.i18n import tr


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line naming the command, then exit 2.

    Sub-commands get this class too (argparse builds them with the parent's class).
    """

    def error(self, message: str):  # noqa: D102 (argparse's hook)
        _, _, command = self.prog.partition(" ")
        where = f"{command}: " if command else ""
        sys.stderr.write(f"arbiter-cli: {where}"
                         + tr("{message} (see '{command} --help')", message=message,
                              command=self.prog) + "\n")
        sys.exit(2)
