"""National ratings (TRF-2026's National Rating Support records, issue #15/#24): a
player's rating on a federation's national list, with the national id, kept as the NRS
records they are written as (``Tournament.options["trf.national"]``, one record per
player and federation).  The starting-rank methods of record 172 (NRO, FIDON, NIDOF,
HBFN, LBFN) read them (services/starting_rank.py)."""

from __future__ import annotations

from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.trf.trf2026 import NATIONAL, national_ratings, with_national


class NationalActions:
    """Needs ``self._write()`` from the service."""

    def set_national_rating(self, number: int, federation: str, rating: int,
                            national_id: str | None = None) -> None:
        """Player ``number``'s rating on ``federation``'s national list (``national_id``
        None: the id stays as it was; a record left with no rating and no id goes)."""
        federation = (federation or "").strip().upper()
        if not (len(federation) == 3 and federation.isascii() and federation.isalpha()):
            raise ServiceError(tr("federation {federation!r} is not a 3-letter FIDE code "
                                  "(e.g. NED)", federation=federation))
        if not isinstance(rating, int) or not 0 <= rating <= 9999:
            raise ServiceError(tr("national rating {rating!r} is not a number from 0 to 9999",
                                  rating=rating))
        national_id = national_id.strip() if national_id is not None else None
        if national_id and (len(national_id) > 11 or not national_id.isalnum()):
            raise ServiceError(tr("national id {national_id!r}: up to 11 letters or digits",
                                  national_id=national_id))
        with self._write() as w:
            t = w.tournament()
            if number not in t.players:
                raise ServiceError(tr("player {number} is not in the tournament",
                                      number=number))
            before = national_ratings(t).get(number, {}).get(federation)
            text = with_national(t.options.get(NATIONAL, ""), number, federation, rating,
                                 national_id)
            w.set_option(NATIONAL, text or None)
            w.audit(N_("national rating"), f"{number} {t.players[number].name}: {federation} "
                    f"{before if before is not None else 'none'} -> "
                    f"{rating or 'none'}" + (f" (id {national_id})" if national_id else ""))


def national_federation(t) -> str:
    """The federation whose national ratings the window shows and edits: the one record
    172 names, else the tournament's; '' when neither is set."""
    from arbiter_app.services.starting_rank import rating_method
    federation = rating_method(t)[0] or (t.info.federation or "").strip().upper()
    return federation if len(federation) == 3 and federation.isalpha() else ""


def national_rating(t, number: int, federation: str) -> int:
    """Player ``number``'s national rating of ``federation`` (0: none)."""
    return national_ratings(t).get(number, {}).get(federation, 0)


__all__ = ["NationalActions", "national_federation", "national_rating"]
