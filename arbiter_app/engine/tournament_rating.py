"""The tournament rating: the strength by which C.04.2 article 2 ranks the players.

C.04.2 (General Handling Rules for Swiss Tournaments, 2026) article 2.1: before the
start every participant gets a measure of strength, usually a rating; the chief
arbiter estimates the unknown or unreliable ones.  Article 2.2 ranks them by that
strength, then by FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, no title), then
alphabetically "unless it has been previously stated that this criterion has been
replaced by another one" (checklist Q146).  Article 2.3: the ranking gives the
Tournament Pairing Numbers; it can be corrected, and the TPNs reassigned, until the
fourth round is paired.

Which rating is the strength is TRF-2026 record 172's "coded ranking method", for
events with national ratings beside FIDE's (the NRS records):

=========  ==============================================================
``FIDE``   the FIDE rating only
``NRO``    the national rating only
``FIDON``  the FIDE rating if defined, otherwise the national rating
``NIDOF``  the national rating if defined, otherwise the FIDE rating
``HBFN``   the highest of the FIDE and the national rating
``LBFN``   the lowest of the FIDE and the national rating
``OTHER``  any other method: the arbiter's own ratings
=========  ==============================================================

Decisions (docs/ratings.md, "The tournament rating"):

* A rating of 0 is "not defined" (TRF leaves the column blank or writes 0).
* The manual rating (the arbiter's, C.04.2 2.1) counts where the method gives no
  rating at all, so an unrated player is placed where the arbiter's estimate puts
  him; under ``HBFN`` it is one of the ratings the highest is taken of (checklist
  Q145 paraphrases HBFN as "highest of FIDE, national, manual"); under ``OTHER`` it
  is the rating, the FIDE rating standing in for a player the arbiter gave none.
* ``LBFN`` takes the lower of the two ratings that are defined (a player with one
  of them has that one): a missing rating is not the lowest rating.

Plain Python: no Qt, no store, no file format (the national ratings are given).
"""

from __future__ import annotations

from arbiter_app.engine.texts import N_, join_texts

#: the methods of TRF-2026 record 172, in the text's order
METHODS = ("FIDE", "NRO", "FIDON", "NIDOF", "HBFN", "LBFN", "OTHER")
#: the methods that read a national rating (they need the rating federation of 172)
NATIONAL_METHODS = ("NRO", "FIDON", "NIDOF", "HBFN", "LBFN")
DESCRIPTIONS = {
    "FIDE": N_("FIDE rating only"),
    "NRO": N_("national rating only"),
    "FIDON": N_("FIDE rating, else the national rating"),
    "NIDOF": N_("national rating, else the FIDE rating"),
    "HBFN": N_("the higher of the FIDE and the national rating"),
    "LBFN": N_("the lower of the FIDE and the national rating"),
    "OTHER": N_("the arbiter's own (manual) ratings"),
}

#: the criteria for players of equal strength and title (C.04.2 2.2.3, Q146):
#: ``name`` alphabetically (the rule), ``fide-id`` by FIDE number (lowest first,
#: players without one after those with one)
TIE_ORDERS = ("name", "fide-id")


def tournament_rating(method: str, fide: int, national: int = 0, manual: int = 0) -> int:
    """The strength of one player under ``method`` (``METHODS``) from his FIDE,
    national and manual ratings (0: not defined); 0 when none applies."""
    fide, national, manual = int(fide or 0), int(national or 0), int(manual or 0)
    if method == "FIDE":
        value = fide
    elif method == "NRO":
        value = national
    elif method == "FIDON":
        value = fide or national
    elif method == "NIDOF":
        value = national or fide
    elif method == "HBFN":
        return max(fide, national, manual)
    elif method == "LBFN":
        defined = [r for r in (fide, national) if r]
        value = min(defined) if defined else 0
    elif method == "OTHER":
        return manual or fide
    else:
        raise ValueError(join_texts((
            N_("unknown starting-rank method {method}").format(method=repr(method)),
            N_("expected one of {values}").format(values=", ".join(METHODS)))))
    return value or manual


def tie_key(tie_order: str, name: str, fide_id: str) -> tuple:
    """The sort key of C.04.2 2.2.3 for players of equal strength and title."""
    if tie_order == "fide-id":
        digits = str(fide_id or "").strip()
        return (0, int(digits), name.casefold()) if digits.isdigit() else (1, 0,
                                                                           name.casefold())
    if tie_order != "name":
        raise ValueError(join_texts((
            N_("unknown tie order {order}").format(order=repr(tie_order)),
            N_("expected one of {values}").format(values=", ".join(TIE_ORDERS)))))
    return (name.casefold(),)


__all__ = ["DESCRIPTIONS", "METHODS", "NATIONAL_METHODS", "TIE_ORDERS", "tie_key",
           "tournament_rating"]
