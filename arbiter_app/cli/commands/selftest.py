"""``arbiter-cli self-test``: the installation check of the packaging issue, headless."""

from __future__ import annotations

from arbiter_app.i18n import tr


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "self-test",
        description=tr("Create a temporary tournament for every built pairing system, pair two "
                       "rounds, record results, reopen and export it; one line per check."))
    parser.set_defaults(func=run)


def run(args) -> int:
    from arbiter_app.selftest import run as self_test
    return self_test()
