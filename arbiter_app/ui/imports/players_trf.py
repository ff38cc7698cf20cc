"""Players (only) from a TRF16 file (a team file too): names, ratings, titles, federations,
ids."""

from __future__ import annotations

from pathlib import Path


def read_players_trf(path: str | Path) -> list[dict]:
    from arbiter_app.trf import TeamFileError, TrfError, read_team_trf_file, read_trf_file
    try:
        try:
            t = read_trf_file(Path(path))
        except TeamFileError:  # a team file: its players are the individual tournament's
            t = read_team_trf_file(Path(path)).individuals
    except TrfError as exc:
        raise ValueError(str(exc)) from None
    return [dict(name=p.name, rating=p.rating, title=p.title, sex=p.sex,
                 federation=p.federation, fide_id=p.fide_id, birth_date=p.birth_date)
            for _n, p in sorted(t.players.items())]
