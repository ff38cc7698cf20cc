"""The tables of a tournament file (schema version :data:`SCHEMA_VERSION`).

One SQLite file holds one tournament.  Rows mirror the engine model
(:mod:`arbiter_app.engine.model`); :mod:`arbiter_app.store.convert` turns them
into engine objects and back.  Columns added by a migration are declared last
in their table with a server default equal to the one the migration uses, so
a migrated file and a new file have the same schema (a test compares them).

The tables of a team event (schema 10: ``team_event``, ``teams``, ``rosters``, ``matches``,
``team_byes``, ``lineups``) are empty in an individual event; docs/teams.md says how a team
event is kept.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Float, ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

#: the version written to ``PRAGMA user_version`` of new files
SCHEMA_VERSION = 10
#: ``PRAGMA application_id`` of every Arbiter tournament file ("ARBI")
APPLICATION_ID = 0x41524249


class Base(DeclarativeBase):
    pass


class TournamentRow(Base):
    """The settings; exactly one row (id 1)."""

    __tablename__ = "tournament"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String, default="")
    city: Mapped[str] = mapped_column(String, default="")
    federation: Mapped[str] = mapped_column(String, default="")
    start_date: Mapped[str] = mapped_column(String, default="")
    end_date: Mapped[str] = mapped_column(String, default="")
    kind: Mapped[str] = mapped_column(String, default="")
    chief_arbiter: Mapped[str] = mapped_column(String, default="")
    deputies: Mapped[str] = mapped_column(String, default="")
    time_control: Mapped[str] = mapped_column(String, default="")
    system: Mapped[str] = mapped_column(String, default="")
    total_rounds: Mapped[int | None] = mapped_column(Integer)
    # "w" / "b": colour of the top player in round 1; NULL until drawn by lot
    initial_colour: Mapped[str | None] = mapped_column(String(1))
    score_win: Mapped[float] = mapped_column(Float, default=1.0)
    score_draw: Mapped[float] = mapped_column(Float, default=0.5)
    score_loss: Mapped[float] = mapped_column(Float, default=0.0)
    score_forfeit_win: Mapped[float] = mapped_column(Float, default=1.0)
    score_forfeit_loss: Mapped[float] = mapped_column(Float, default=0.0)
    score_pairing_bye: Mapped[float] = mapped_column(Float, default=1.0)
    score_half_bye: Mapped[float] = mapped_column(Float, default=0.5)
    score_full_bye: Mapped[float] = mapped_column(Float, default=1.0)
    score_zero_bye: Mapped[float] = mapped_column(Float, default=0.0)
    # JSON object: per-system options (Tournament.options)
    options: Mapped[str] = mapped_column(Text, default="{}")
    # JSON list: tournament lines of an imported TRF kept verbatim
    extra_lines: Mapped[str] = mapped_column(Text, default="[]")
    created_at: Mapped[str] = mapped_column(String, default="")
    # -- added in schema 2 ---------------------------------------------------
    # JSON list of tie-break names in order, e.g. ["BH/C1", "SB", "DE"]
    tiebreaks: Mapped[str] = mapped_column(Text, server_default="[]")
    # -- added in schema 3 ---------------------------------------------------
    # 1: renumber the players by the initial ranking list when round 1 is paired
    auto_rank_before_round1: Mapped[int] = mapped_column(Integer, server_default="1")
    # -- added in schema 5 ---------------------------------------------------
    # points of an unknown result, e.g. an adjourned game (TRF-2026 162 code X)
    score_adjourned: Mapped[float] = mapped_column(Float, server_default="0.5")
    # -- added in schema 8 ---------------------------------------------------
    # the tournament's own id (32 lowercase hex digits, random): its backups are found
    # by it wherever the file is moved (arbiter_app.store.backup); written by
    # TournamentFile.create, by the migration for an older file
    uid: Mapped[str] = mapped_column(Text, server_default="")


class PlayerRow(Base):
    __tablename__ = "players"

    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String)
    rating: Mapped[int] = mapped_column(Integer, default=0)
    title: Mapped[str] = mapped_column(String, default="")
    sex: Mapped[str] = mapped_column(String, default="")
    federation: Mapped[str] = mapped_column(String, default="")
    fide_id: Mapped[str] = mapped_column(String, default="")
    birth_date: Mapped[str] = mapped_column(String, default="")
    entry_round: Mapped[int] = mapped_column(Integer, default=1)
    withdrawn_from: Mapped[int | None] = mapped_column(Integer)
    # -- added in schema 6 ---------------------------------------------------
    # the arbiter's rating for the player (C.04.2 2.1); 0: none
    manual_rating: Mapped[int] = mapped_column(Integer, server_default="0")
    # JSON list of the FIDE list ratings: [{"kind", "rating", "k", "source"}, ...]
    fide_ratings: Mapped[str] = mapped_column(Text, server_default="[]")
    # JSON list of [first round, rating] for events longer than 30 days
    round_ratings: Mapped[str] = mapped_column(Text, server_default="[]")
    # -- added in schema 7 ---------------------------------------------------
    # 0: the arbiter made the player ineligible for half-point byes (checklist Q175)
    half_byes: Mapped[bool] = mapped_column(Boolean, server_default="1")
    # 1: the player was expelled (withdrawn; left out of the Swiss standings, Q197-198)
    expelled: Mapped[bool] = mapped_column(Boolean, server_default="0")


class RoundRow(Base):
    """A paired round."""

    __tablename__ = "rounds"

    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    date: Mapped[str] = mapped_column(String, default="")
    paired_at: Mapped[str] = mapped_column(String, default="")
    # -- added in schema 2 ---------------------------------------------------
    # 1 when the arbiter replaced the system's pairing by a manual one
    manual: Mapped[int] = mapped_column(Integer, server_default="0")


class GameRow(Base):
    __tablename__ = "games"

    round_no: Mapped[int] = mapped_column(
        ForeignKey("rounds.number", ondelete="CASCADE"), primary_key=True)
    board: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    white: Mapped[int] = mapped_column(ForeignKey("players.number"))
    black: Mapped[int] = mapped_column(ForeignKey("players.number"))
    # GameResult value: "*", "1-0", "0-1", "1/2", "+-", "-+", "--", "W-L", "L-W", "D-D"
    result: Mapped[str] = mapped_column(String, default="*")
    # -- added in schema 2 ---------------------------------------------------
    explanation: Mapped[str] = mapped_column(Text, server_default="")
    # -- added in schema 9: the explanation as a message (i18n.message.to_data) ----
    message: Mapped[str] = mapped_column(Text, server_default="")


class ByeRow(Base):
    """An unplayed round of a player: in a paired round (any kind) or, for a
    round not paired yet, a requested bye or announced absence."""

    __tablename__ = "byes"

    round_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    player: Mapped[int] = mapped_column(ForeignKey("players.number"), primary_key=True,
                                        autoincrement=False)
    # ByeKind value: U, H, F, Z
    kind: Mapped[str] = mapped_column(String(1))
    # -- added in schema 2 ---------------------------------------------------
    explanation: Mapped[str] = mapped_column(Text, server_default="")
    # -- added in schema 9: the explanation as a message (i18n.message.to_data) ----
    message: Mapped[str] = mapped_column(Text, server_default="")


class ForbiddenPairRow(Base):
    """Two players who must not meet (TRF XXP)."""

    __tablename__ = "forbidden_pairs"

    first: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    second: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)


class AuditRow(Base):
    """One user action that changed the tournament."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    timestamp: Mapped[str] = mapped_column(String)  # ISO 8601, UTC
    action: Mapped[str] = mapped_column(String)
    details: Mapped[str] = mapped_column(Text, default="")


class PairingOverrideRow(Base):
    """A manual pairing the arbiter saved instead of the system's (schema 2)."""

    __tablename__ = "pairing_overrides"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_no: Mapped[int] = mapped_column(Integer)
    timestamp: Mapped[str] = mapped_column(String)
    reason: Mapped[str] = mapped_column(Text, default="")
    # both pairings in Pairing.to_text() format; engine_pairing empty when the
    # system could not pair
    engine_pairing: Mapped[str] = mapped_column(Text, default="")
    manual_pairing: Mapped[str] = mapped_column(Text, default="")
    # one violation per line, as str(Violation)
    violations: Mapped[str] = mapped_column(Text, default="")
    differences: Mapped[str] = mapped_column(Text, default="")


# -- a team event (schema 10, docs/teams.md) -----------------------------------------------
class TeamEventRow(Base):
    """The settings of a team event; exactly one row (id 1) in a team event, none in an
    individual one.  The match points, the PAB's points, 352's colours and what a TRF file
    read had beside (299, its individual options, forfeits without colours) are here; the
    tournament row keeps what both levels share (name, dates, rounds), the team level's
    system, options, tie-breaks and initial colour, and the individual games' points (162,
    the game points)."""

    __tablename__ = "team_event"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # games per match
    boards: Mapped[int] = mapped_column(Integer)
    # C.04.6 1.7: "A", "B" or "none"
    colour_type: Mapped[str] = mapped_column(String)
    # C.04.6 1.2.1: "MP" or "GP"
    primary_score: Mapped[str] = mapped_column(String)
    # C.04.6 4.2.2: 1 when the secondary score decides the first-team
    secondary_for_colours: Mapped[bool] = mapped_column(Boolean)
    # TRF-2026 352: the white team's colours, board 1 first ("": alternating from White)
    board_colours: Mapped[str] = mapped_column(String)
    # TRF-2026 362: match points of a match won, drawn, lost
    team_win: Mapped[float] = mapped_column(Float)
    team_draw: Mapped[float] = mapped_column(Float)
    team_loss: Mapped[float] = mapped_column(Float)
    # TRF-2026 320 / C.04.6 1.4: the PAB's match and game points (NULL: a drawn match's)
    pab_match_points: Mapped[float | None] = mapped_column(Float)
    pab_game_points: Mapped[float | None] = mapped_column(Float)
    # JSON object of texts: the individual tournament's options (the tournament row's are
    # the team level's)
    individual_options: Mapped[str] = mapped_column(Text)
    # JSON list of TRF-2026 299 records: [kind, match points|null, game points|null, round,
    # [teams]]
    corrections: Mapped[str] = mapped_column(Text)
    # JSON list of [round, player, "+"|"-"]: a board won or lost by forfeit against an empty
    # board (the player's individual bye F or Z in that round)
    board_forfeits: Mapped[str] = mapped_column(Text)
    # JSON list of [round, player]: a forfeited game a TRF file wrote without colours
    colourless: Mapped[str] = mapped_column(Text)


class TeamRow(Base):
    """A team: its Team Pairing Number (C.04.6 1.1), TRF-2026 310's name, nickname and
    strength factor; ``withdrawn_from``: the first round it is not paired in."""

    __tablename__ = "teams"

    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String)
    nickname: Mapped[str] = mapped_column(String)
    strength: Mapped[int] = mapped_column(Integer)
    withdrawn_from: Mapped[int | None] = mapped_column(Integer)


class RosterRow(Base):
    """A team's player at ``position`` of its roster (board order, 1 first)."""

    __tablename__ = "rosters"

    team: Mapped[int] = mapped_column(ForeignKey("teams.number"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    player: Mapped[int] = mapped_column(ForeignKey("players.number"))


class MatchRow(Base):
    """Match ``number`` of a paired round: the white team (White on board 1, C.04.6 1.6.1)
    against the black team.  Its board k is the games row ``(number - 1) * boards + k`` of
    the round (none where a board is empty).  ``forfeit``: "" or a forfeited match's result
    (TRF-2026 330: "+-", "-+", "--"), then the match has no games."""

    __tablename__ = "matches"

    round_no: Mapped[int] = mapped_column(
        ForeignKey("rounds.number", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    white: Mapped[int] = mapped_column(ForeignKey("teams.number"))
    black: Mapped[int] = mapped_column(ForeignKey("teams.number"))
    forfeit: Mapped[str] = mapped_column(String)
    # the pairing's explanation, in English and as a message (as games.explanation/message)
    explanation: Mapped[str] = mapped_column(Text)
    message: Mapped[str] = mapped_column(Text)


class TeamByeRow(Base):
    """A team's round without a match: in a paired round (U the pairing-allocated bye, F,
    H, Z) or, for a round not paired yet, a bye requested or an absence announced."""

    __tablename__ = "team_byes"

    round_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    team: Mapped[int] = mapped_column(ForeignKey("teams.number"), primary_key=True,
                                      autoincrement=False)
    kind: Mapped[str] = mapped_column(String(1))
    explanation: Mapped[str] = mapped_column(Text)
    message: Mapped[str] = mapped_column(Text)


class LineupRow(Base):
    """The player a team fields on ``board`` in a round (0: the board is empty); entered
    before the round is paired, or after while its match has no result."""

    __tablename__ = "lineups"

    round_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    team: Mapped[int] = mapped_column(ForeignKey("teams.number"), primary_key=True,
                                      autoincrement=False)
    board: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    player: Mapped[int] = mapped_column(Integer)
