"""argparse's own texts ("usage: ", "options", "the following arguments are required: %s")
in the command line's language (issue #27).

argparse looks each of its texts up through its module's ``_`` and ``ngettext`` (gettext's)
when it shows it; :func:`install` makes those two ours, so that the texts below come from
Arbiter's catalogue (part ``cli``) like every other text of arbiter-cli.  The keys are
argparse's exact English texts (Python 3.10 to 3.13 write them alike; a test checks each
against the installed argparse): %-formatted, their ``%s`` / ``%(name)s`` kept in every
translation, as argparse fills them after the lookup.

Left as argparse writes them: the texts of mistakes in a parser's construction (a
conflicting option, ``dest= is required``: a bug of ours, never a user's), those of
features arbiter-cli does not use (``FileType``, deprecated options, the default
``%(prog)s: error:`` line that :class:`~arbiter_app.cli.parser.Parser` replaces), and
Python 3.13's ``%(heading)s:`` (so that a section title ends alike on every version).
"""

from __future__ import annotations

import argparse
import sys

from arbiter_app.i18n import N_, tr, trn

#: argparse's texts a user of arbiter-cli may read, marked for the catalogue
TEXTS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    # only Python 3.13 looks it up; main.py passes it to --version on every version
    N_("show program's version number and exit"),
    # Python 3.10 writes it without a lookup: see _argument_error_text
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ignored explicit argument %r"),
)

#: the one plural text of argparse a user may read (an option taking N values)
EXPECTED = ("expected %s argument", "expected %s arguments")


def gettext(text):
    """argparse's ``_``: ``text`` in the current language (unknown texts, and None, as
    they are)."""
    return tr(text) if isinstance(text, str) else text


def ngettext(singular: str, plural: str, n: int) -> str:
    """argparse's ``ngettext``."""
    if (singular, plural) == EXPECTED:
        return trn("expected %s argument", "expected %s arguments", n)
    return singular if n == 1 else plural


def _argument_error_text(self) -> str:
    """``ArgumentError.__str__`` of Python 3.11 on, which looks its text up (3.10 does not)."""
    if self.argument_name is None:
        return self.message
    return gettext("argument %(argument_name)s: %(message)s") % {
        "message": self.message, "argument_name": self.argument_name}


def install() -> None:
    """Make argparse look its texts up in Arbiter's catalogue (once per process; the
    English texts stay as they are, so other parsers of the process see no change)."""
    argparse._ = gettext
    argparse.ngettext = ngettext
    if sys.version_info < (3, 11):
        argparse.ArgumentError.__str__ = _argument_error_text


__all__ = ["EXPECTED", "TEXTS", "gettext", "install", "ngettext"]
