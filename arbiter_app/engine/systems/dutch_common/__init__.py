"""What the two editions of the Dutch system (C.04.3, Baku 2016 and the
edition applied from 1 February 2026) share: the player record and the
absolute criteria C1-C3 (:mod:`.players`), the colour allocation (2016 E.1-E.5
= 2026 5.2.1-5.2.5, :mod:`.colours`), the weight packing (:mod:`.packing`),
the matcher (:mod:`.matching`, :mod:`.cardinality`, :mod:`.tight`), one
bracket's sequence of candidates (2016 B/D = 2026 articles 3-4,
:mod:`.brackets`, :mod:`.perfect`, :mod:`.outlook`), the completion test
(:mod:`.rounds`), board order (:mod:`.boards`) and C1-C3 of a proposed pairing
(:mod:`.violations`).  What each edition's text says is in its own package:
``dutch2016`` and ``dutch2026``.
"""
