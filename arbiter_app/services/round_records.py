"""Round records the GUI shows and edits: manual-pairing records and round dates.

A mixin of :class:`~arbiter_app.services.service.TournamentService`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from arbiter_app.engine.systems.base import Pairing
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.pairings import parse_pairing_text


@dataclass(frozen=True)
class PairingOverride:
    """A manual pairing the arbiter saved instead of the system's."""

    round_no: int
    timestamp: str  # ISO 8601, UTC: when it was saved
    reason: str
    #: the arbiter's pairing, board order and bye
    manual_pairing: Pairing
    #: the system's pairing at that moment (None: the system could not pair)
    engine_pairing: Pairing | None
    #: the accepted violations, one line each (``str(Violation)``: rule, text, players)
    violations: list[str] = field(default_factory=list)
    #: how the manual pairing differs from the system's, one line each
    differences: list[str] = field(default_factory=list)


def _pairing(text: str) -> Pairing | None:
    if not text.strip():
        return None
    try:
        return parse_pairing_text(text, "stored pairing")
    except ServiceError:
        return None


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def normal_date(value) -> str:
    """A round date as stored: ``""`` (none), ``YYYY/MM/DD`` or ``YY/MM/DD``
    (the TRF16 form).  Accepts a ``datetime.date``, ``YY/MM/DD`` and every spelling
    of :mod:`arbiter_app.services.dates` (``2026-11-27``, ``2026/11/27``,
    ``27.11.2026``, ...); anything else is a ServiceError."""
    from arbiter_app.trf.players import check_date

    if value is None:
        return ""
    if isinstance(value, dt.date):
        return value.strftime("%Y/%m/%d")
    text = str(value).strip()
    if not text:
        return ""
    if check_date(text, long_year=False):
        return text
    from arbiter_app.services.dates import read_date
    typed = read_date(text)  # the spellings a person types (27.11.2026, ...): services/dates.py
    if typed:
        return typed
    raise ServiceError(tr("{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD",
                          text=text))


class RoundRecords:
    """Needs ``self._read()`` and ``self._write()`` from the service."""

    def pairing_overrides(self) -> list[PairingOverride]:
        """Every manual pairing saved, oldest first (also of rounds unpaired
        since: the record stays)."""
        with self._read() as r:
            rows = r.overrides()
        return [PairingOverride(row["round_no"], row["timestamp"], row["reason"],
                                _pairing(row["manual_pairing"]) or Pairing(),
                                _pairing(row["engine_pairing"]),
                                _lines(row["violations"]), _lines(row["differences"]))
                for row in rows]

    def set_round_date(self, round_no: int, date) -> None:
        """Set (``""`` or None: clear) the date of round ``round_no``, paired or
        not; a date set before the round is paired stays with it.  TRF16
        export writes it in the 132 line (as YY/MM/DD)."""
        text = normal_date(date)
        with self._write() as w:
            t = w.tournament()
            if not isinstance(round_no, int) or round_no < 1 or (
                    t.total_rounds is not None and round_no > t.total_rounds):
                raise ServiceError(
                    trn("there is no round {round_no}; the tournament has {n} round",
                        "there is no round {round_no}; the tournament has {n} rounds",
                        t.total_rounds, round_no=round_no) if t.total_rounds else
                    tr("there is no round {round_no}", round_no=round_no))
            old = t.rounds[round_no - 1].date if round_no <= t.rounds_played else _future(
                t, round_no)
            if old == text:
                return
            if round_no <= t.rounds_played:
                w.set_round_date(round_no, text)
            else:
                keep_future_date(w, round_no, text)
            w.audit(N_("round date"), f"round {round_no}: {old or 'none'} -> {text or 'none'}")


def _future(t, round_no: int) -> str:
    from arbiter_app.trf import layout as L

    return L.parse_number_list(t.options.get(L.FUTURE_DATES_OPTION, "")).get(round_no, "")


def keep_future_date(w, round_no: int, date: str) -> None:
    """Keep ``date`` ("": none) for round ``round_no``, not paired yet, in
    ``Tournament.options`` (where the TRF reader keeps dates of rounds not in
    the file yet); ``w``: the store's writer."""
    from arbiter_app.trf import layout as L

    dates = L.parse_number_list(w.options().get(L.FUTURE_DATES_OPTION, ""))
    if dates.get(round_no, "") == date:
        return
    if date:
        dates[round_no] = date
    else:
        dates.pop(round_no, None)
    w.set_option(L.FUTURE_DATES_OPTION, L.format_number_list(dates) if dates else None)


def take_future_date(w, round_no: int) -> str:
    """The date kept for round ``round_no`` before it was paired ("": none),
    taken out of ``Tournament.options`` to go onto the round."""
    from arbiter_app.trf import layout as L

    date = L.parse_number_list(w.options().get(L.FUTURE_DATES_OPTION, "")).get(round_no, "")
    keep_future_date(w, round_no, "")
    return date


__all__ = ["PairingOverride", "RoundRecords", "keep_future_date", "normal_date",
           "take_future_date"]
