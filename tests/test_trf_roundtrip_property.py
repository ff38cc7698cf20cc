"""Property: any well-formed tournament written as TRF reads back as the same tournament."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, Player, Round,
                                      Tournament, TournamentInfo)
from arbiter_app.trf import read_trf, write_trf

# printable characters only (C0 and C1 control characters are refused by reader and writer)
PRINTABLE = st.characters(min_codepoint=32, max_codepoint=0x17F,
                          blacklist_characters="".join(map(chr, range(0x7F, 0xA0))))
TEXT = st.text(PRINTABLE, max_size=20).map(str.strip)
# 042/052 hold dates (YYYY/MM/DD, the model's spelling; see arbiter_app.trf.fields)
DATE = st.sampled_from(["", "2024/05/01", "2025/12/31", "2028/02/29"])
NAME = st.text(PRINTABLE, min_size=1, max_size=33).map(str.strip).filter(bool)


@st.composite
def tournaments(draw):
    count = draw(st.integers(1, 24))
    numbers = sorted(draw(st.sets(st.integers(1, 9999), min_size=count, max_size=count)))
    players = {}
    for n in numbers:
        players[n] = Player(
            n, draw(NAME), rating=draw(st.integers(0, 2900)),
            title=draw(st.sampled_from(["", "GM", "IM", "WFM", "CM"])),
            sex=draw(st.sampled_from(["", "m", "w"])),
            federation=draw(st.sampled_from(["", "NED", "GER", "FRA"])),
            fide_id=draw(st.sampled_from(["", "1503014", "24116068"])),
            birth_date=draw(st.sampled_from(["", "1990/05/17", "2001/00/00", "1975"])))
    rounds = []
    for _ in range(draw(st.integers(0, 6))):
        order = draw(st.permutations(numbers))
        byes = draw(st.integers(0, len(order)))
        rnd = Round()
        for n in order[:byes]:
            rnd.byes[n] = draw(st.sampled_from(list(ByeKind)))
        rest = order[byes:]
        if len(rest) % 2:
            rnd.byes[rest.pop()] = ByeKind.PAIRING_ALLOCATED
        for i in range(0, len(rest), 2):
            rnd.games.append(Game(rest[i], rest[i + 1], draw(st.sampled_from(list(GameResult)))))
        rnd.games.sort(key=lambda g: min(g.white, g.black))  # the reader's order
        rnd.date = draw(st.sampled_from(["", "24/05/01", "25/12/31"]))
        rounds.append(rnd)
    # a paired round must hold a game, or a reader takes it for announcements
    rounds = [r for r in rounds if r.games]
    requested = {}
    if draw(st.booleans()):
        announced = {n: draw(st.sampled_from([ByeKind.HALF_POINT, ByeKind.FULL_POINT,
                                              ByeKind.ZERO_POINT]))
                     for n in draw(st.sets(st.sampled_from(numbers), min_size=1))}
        requested = {len(rounds) + 1: announced}
    columns = len(rounds) + (1 if requested else 0)
    total = draw(st.integers(max(columns, 1), 15)) if columns or draw(st.booleans()) else None
    pairs = set()
    if len(numbers) >= 2:
        for _ in range(draw(st.integers(0, 3))):
            a, b = draw(st.permutations(numbers))[:2]
            pairs.add(frozenset((a, b)))
    info = TournamentInfo(name=draw(TEXT), city=draw(TEXT), federation=draw(TEXT),
                          start_date=draw(DATE), end_date=draw(DATE), kind=draw(TEXT),
                          chief_arbiter=draw(TEXT), deputies=draw(TEXT),
                          time_control=draw(TEXT))
    colour = draw(st.sampled_from([Colour.WHITE, Colour.BLACK]))
    return Tournament(info=info, players=players, rounds=rounds, total_rounds=total,
                      initial_colour=colour if rounds or draw(st.booleans()) else None,
                      requested_byes=requested, forbidden_pairs=pairs)


@settings(max_examples=150, deadline=None)
@given(tournaments())
def test_write_then_read_gives_the_same_tournament(t):
    text = write_trf(t)
    back = read_trf(text)
    assert back == t
    assert write_trf(back) == text
