"""Players (only) from a TRF16 file: names, ratings, titles, federations, ids."""

from __future__ import annotations

from pathlib import Path


def read_players_trf(path: str | Path) -> list[dict]:
    from arbiter_app.trf import TrfError, read_trf_file
    try:
        t = read_trf_file(Path(path))
    except TrfError as exc:
        raise ValueError(str(exc)) from None
    return [dict(name=p.name, rating=p.rating, title=p.title, sex=p.sex,
                 federation=p.federation, fide_id=p.fide_id, birth_date=p.birth_date)
            for _n, p in sorted(t.players.items())]
