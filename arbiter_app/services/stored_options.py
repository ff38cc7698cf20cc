"""The tournament options the services and the TRF writer read, checked when a file is
opened (issue #34): the store checks the options the engine reads (store/convert.py); the
ones read here are checked here, with the same parsers that read them later, so a value
from a file made elsewhere is refused at open with one line naming it instead of ending a
command in an internal error.
"""

from __future__ import annotations

from typing import Callable

from arbiter_app.engine.model import MAX_ROUNDS
from arbiter_app.i18n import tr
from arbiter_app.services.players import HALF_BYE_CLOSED
from arbiter_app.trf import TrfError
from arbiter_app.services.venue import checkin as venue_checkin
from arbiter_app.services.venue import codes as venue_codes
from arbiter_app.services.venue import entries as venue_entries
from arbiter_app.trf.trf2026 import NATIONAL, is_national_record, read_national


def _closed_rounds(text: str) -> None:
    for item in filter(None, (x.strip() for x in text.split(","))):
        if not (item.isascii() and item.isdigit() and 1 <= int(item) <= MAX_ROUNDS):
            raise ValueError(tr("{item!r} is not a round from 1 to {most}", item=item,
                                most=MAX_ROUNDS))


def _national_records(text: str) -> None:
    for number, line in enumerate(filter(None, text.split("\n")), start=1):
        if not is_national_record(line):
            raise ValueError(tr("line {line} is not a national rating record", line=number))
        try:
            read_national(line, number, "")
        except TrfError as exc:
            raise ValueError(str(exc)) from None


#: option -> its check (a ValueError saying what is wrong)
CHECKS: dict[str, Callable[[str], None]] = {
    HALF_BYE_CLOSED: _closed_rounds,
    NATIONAL: _national_records,
    venue_codes.OPTION_SECRET: venue_codes.check_secret,
    venue_codes.OPTION_DEPUTIES: venue_codes.check_deputies,
    venue_codes.OPTION_REVOKED: venue_codes.check_revoked,
    venue_codes.OPTION_PLAYER_RESULTS: venue_codes.check_player_rule,
    venue_entries.OPTION_CLAIMS: venue_entries.check_claims,
    venue_checkin.OPTION_CHECKIN: venue_checkin.check_checkin,
}


def stored_option_problem(options: dict[str, str]) -> str:
    """What is wrong with the first option of ``options`` these checks refuse ("": none)."""
    for key, check in CHECKS.items():
        if key in options:
            try:
                check(options[key])
            except ValueError as exc:
                return tr("tournament row 1: option {key}: {problem}", key=key, problem=exc)
    return ""
