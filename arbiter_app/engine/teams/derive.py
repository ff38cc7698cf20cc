"""The team level of a team competition, derived from its individual games and the facts
of its records (a TRF-2026 team file, issue #37): :func:`build_team_tournament`.

Round by round:

* **Matches**: the teams of the two players of each game met (a game between two players
  of one team, a player in no team, a team meeting two teams are errors); a 330 record adds
  a match without games (or names the result of one that has games).
* **Boards and the white team**: :mod:`.boards` (line-ups, 352, C.04.6 1.6.1).
* **Result**: a forfeited match's is its 330 record's; else the game points of the two
  teams decide (:mod:`.points`): a win, a draw or a loss, as the match is scored (C.07
  11.1).  A match none of whose games was played over the board (forfeits, empty boards)
  has a forfeit result (``+-``, ``-+``, ``--`` when neither team scored), so that it counts
  as not played (C.04.6 1.6.1 "if the match was actually played").  A game still pending
  leaves the match pending; an adjourned one (and none pending) leaves it adjourned.
* **Byes**: record 320 (or, without one for the round, the team whose players have ``U``)
  has the pairing-allocated bye; record 240 byes F, H, Z; a team with neither a match nor a
  bye in a paired round is absent (a zero-point bye).  240 records of rounds not paired yet
  are requested byes.
* **Points**: per team and round (:attr:`~.model.TeamTournament.match_points`,
  :attr:`~.model.TeamTournament.game_points`), 299 included (:func:`.points.corrected`).

Every inconsistency is a :class:`~.facts.TeamInputError` naming the round, the teams and
the players (and the line of the record at fault, when it came from one).

Plain Python: no I/O.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, Game, GameResult, Player, Round, Scoring, Tournament
from arbiter_app.engine.teams import boards as B
from arbiter_app.engine.teams import points as P
from arbiter_app.engine.teams.facts import (ForfeitedMatch, LineUp, TeamFacts, TeamInputError)
from arbiter_app.engine.teams.model import Team, TeamSettings, TeamTournament
from arbiter_app.engine.texts import N_


def team_of_players(individuals: Tournament, teams: dict[int, Team]) -> dict[int, int]:
    """Starting rank -> TPN; a roster naming no player, or a player in two rosters, is an
    error."""
    out: dict[int, int] = {}
    for number in sorted(teams):
        for player in teams[number].roster:
            if player not in individuals.players:
                raise TeamInputError(N_("team {team}: player {player} of its roster is not a "
                                        "player (no 001 record)").format(team=number,
                                                                          player=player))
            if player in out:
                raise TeamInputError(N_("player {player} is on the rosters of teams {first} and "
                                        "{second}").format(player=player, first=out[player],
                                                           second=number))
            out[player] = number
    return out


def paired_rounds(individuals: Tournament, facts: TeamFacts) -> int:
    """The rounds the file pairs: those of the individual games, and any round a 330, 300 or
    320 record names."""
    named = [f.round_no for f in facts.forfeited] + [x.round_no for x in facts.lineups]
    named += [r for r, team in facts.pabs.items() if team]
    return max([len(individuals.rounds)] + named)


def fielded_boards(individuals: Tournament, teams: dict[int, Team], facts: TeamFacts) -> int:
    """The most boards a team had in a match (players on a board, or a 300 line-up's length):
    the number of boards of a file without 352 (0 when no round is paired)."""
    most = max((len(x.players) for x in facts.lineups), default=0)
    for round_no, rnd in enumerate(individuals.rounds, start=1):
        forfeits = {p for (r, p) in facts.board_forfeits if r == round_no}
        for team in teams.values():
            playing = any(rnd.game_of(p) is not None for p in team.roster)
            most = max(most, len(B.on_boards(rnd, team.roster, {p: "" for p in forfeits},
                                             playing)))
    return most


def padded(individuals: Tournament, rounds: int) -> Tournament:
    """A copy of ``individuals`` with ``rounds`` rounds: the missing ones empty, the
    requested byes of rounds now paired folded into them."""
    out = individuals.copy()
    while len(out.rounds) < rounds:
        out.add_round(Round())
    return out


def build_team_tournament(individuals: Tournament, teams: dict[int, Team],
                          settings: TeamSettings, facts: TeamFacts | None = None, *,
                          scoring: Scoring | None = None,
                          rounds: int | None = None) -> TeamTournament:
    """The :class:`TeamTournament` of ``individuals`` (players by starting rank, their games)
    played by ``teams`` (rosters) under ``settings``, with the ``facts`` of the team records;
    ``scoring``: the match points (:func:`.points.match_scoring`; default 2/1/0 and 320's
    PAB); ``rounds``: the rounds paired (default :func:`paired_rounds`).  The result shares
    ``individuals.info``; its initial colour, options and forbidden pairs are the caller's to
    set.  Raises :class:`TeamInputError` (see the module)."""
    facts = facts or TeamFacts()
    if scoring is None:
        scoring = P.match_scoring(pab=settings.pab_match_points)
    team_of = team_of_players(individuals, teams)
    paired = paired_rounds(individuals, facts) if rounds is None else rounds
    if paired < len(individuals.rounds):
        raise TeamInputError(N_("the individual games go up to round {last}, but the team "
                                "rounds stop at round {n}").format(last=len(individuals.rounds),
                                                            n=paired))
    people = padded(individuals, paired)
    t = TeamTournament(info=individuals.info, scoring=scoring, teams=dict(teams),
                       settings=settings, individuals=people,
                       total_rounds=max(individuals.total_rounds or 0, paired) or None,
                       corrections=list(facts.corrections),
                       board_forfeits=dict(facts.board_forfeits),
                       colourless=set(facts.colourless))
    t.players = {n: Player(n, team.name, rating=team.strength) for n, team in sorted(teams.items())}
    _check_facts(facts, teams, paired)
    for round_no in range(1, paired + 1):
        _RoundBuilder(t, round_no, team_of, facts).build()
    for bye in facts.byes:
        if bye.round_no > paired:
            t.requested_byes.setdefault(bye.round_no, {})[bye.team] = bye.kind
    return t


def _check_facts(facts: TeamFacts, teams: dict[int, Team], paired: int) -> None:
    unknown = N_("{code} names team {team}, which is not a team (310)")

    def known(team: int, line: int, code: str) -> None:
        if team not in teams:
            raise TeamInputError(unknown.format(code=code, team=team), line=line)
    for f in facts.forfeited:
        known(f.white, f.line, "330")
        known(f.black, f.line, "330")
        if f.white == f.black:
            raise TeamInputError(N_("330: team {team} cannot play itself").format(team=f.white),
                                 line=f.line)
    for x in facts.lineups:
        known(x.team, x.line, "300")
        known(x.opponent, x.line, "300")
    for round_no, team in facts.pabs.items():
        if team:
            known(team, facts.pab_line, "320")
    for bye in facts.byes:
        known(bye.team, bye.line, "240")
        if bye.kind is ByeKind.PAIRING_ALLOCATED:
            raise TeamInputError(N_("240: a pairing-allocated bye is given by a 320 record"),
                                 line=bye.line)
    for index, c in enumerate(facts.corrections):
        for team in c.teams:
            known(team, facts.correction_line(index), "299")
        if not c.kind and not c.teams:
            raise TeamInputError(N_("299: a penalty or bonus (blank kind) names no team"),
                                 line=facts.correction_line(index))


class _RoundBuilder:
    """One round of the team level (see the module)."""

    def __init__(self, t: TeamTournament, round_no: int, team_of: dict[int, int],
                 facts: TeamFacts):
        self.t, self.round_no, self.team_of, self.facts = t, round_no, team_of, facts
        self.rnd = t.individuals.rounds[round_no - 1]
        self.forfeits = {p: code for (r, p), code in facts.board_forfeits.items()
                         if r == round_no}
        self.opponent: dict[int, int] = {}
        self.out = Round(date=self.rnd.date)
        self.kinds: dict[int, str] = {}  # team -> result kind (299), "" pending/adjourned
        self.base: dict[int, tuple[float, float]] = {}

    def fail(self, message, line: int = 0):
        raise TeamInputError(message, line=line, round_no=self.round_no)

    # -- who met whom ---------------------------------------------------------
    def meet(self, a: int, b: int, line: int = 0) -> None:
        for team, other in ((a, b), (b, a)):
            known = self.opponent.get(team)
            if known is not None and known != other:
                self.fail(N_("round {round}: team {team} meets teams {first} and {second}")
                          .format(round=self.round_no, team=team, first=min(known, other),
                                  second=max(known, other)), line)
            self.opponent[team] = other

    def team(self, player: int, game: Game) -> int:
        team = self.team_of.get(player)
        if team is None:
            self.fail(N_("round {round}: player {player} plays player {opponent}, but is on no "
                         "team's roster").format(round=self.round_no, player=player,
                                                 opponent=game.opponent_of(player)))
        return team

    def matches(self) -> dict[frozenset, ForfeitedMatch | None]:
        pairs: dict[frozenset, ForfeitedMatch | None] = {}
        for game in self.rnd.games:
            a, b = self.team(game.white, game), self.team(game.black, game)
            if a == b:
                self.fail(N_("round {round}: players {white} and {black} of team {team} play "
                             "each other").format(round=self.round_no, white=game.white,
                                                  black=game.black, team=a))
            self.meet(a, b)
            pairs.setdefault(frozenset((a, b)), None)
        for f in self.facts.forfeited:
            if f.round_no != self.round_no:
                continue
            self.meet(f.white, f.black, f.line)
            key = frozenset((f.white, f.black))
            if pairs.get(key) is not None:
                self.fail(N_("330: a second record for the match of teams {white} and {black} "
                             "in round {round}").format(white=f.white, black=f.black,
                                                       round=self.round_no), f.line)
            pairs[key] = f
        return pairs

    # -- the round ------------------------------------------------------------
    def build(self) -> None:
        pairs = self.matches()
        records = {}
        for x in self.facts.lineups:
            if x.round_no == self.round_no:
                if (x.team, self.round_no) in records:
                    self.fail(N_("300: a second line-up of team {team} in round {round}")
                              .format(team=x.team, round=self.round_no), x.line)
                records[(x.team, self.round_no)] = x
                if self.opponent.get(x.team) != x.opponent:
                    self._lineup_without_match(x)
        for key, forfeited in sorted(pairs.items(), key=lambda item: min(item[0])):
            self.match(tuple(sorted(key)), forfeited, records)
        self.byes()
        self.t.rounds.append(self.out)
        self.points()

    def _lineup_without_match(self, x: LineUp) -> None:
        known = self.opponent.get(x.team)
        values = dict(team=x.team, round=self.round_no, opponent=x.opponent, other=known)
        if known is None:
            self.fail(N_("300: team {team} plays team {opponent} in round {round} by its 300 "
                         "record, but no game and no 330 record pairs them").format(**values),
                      x.line)
        self.fail(N_("300: team {team} plays team {opponent} in round {round} by its 300 "
                     "record, but team {other} by the games").format(**values), x.line)

    def match(self, pair: tuple[int, int], forfeited: ForfeitedMatch | None,
              records: dict) -> None:
        settings, teams = self.t.settings, self.t.teams
        lineups = []
        for team in pair:
            roster = teams[team].roster
            fielded = B.on_boards(self.rnd, roster, self.forfeits, True)
            lineups.append(B.lineup(self.round_no, team, roster, fielded, settings.boards,
                                    records.get((team, self.round_no))))
        line = next((x.line for x in records.values() if x.team in pair), 0)
        B.check_boards(self.round_no, self.rnd, pair, (lineups[0], lineups[1]), line)
        for team, players in zip(pair, lineups):
            self.t.lineups[(self.round_no, team)] = players
        colourless = {p for (r, p) in self.facts.colourless if r == self.round_no}
        by_colours = B.white_team(self.rnd, pair, lineups[0], settings, colourless)
        if forfeited is not None:
            if by_colours is not None and by_colours != forfeited.white:
                self.fail(N_("330 gives team {white} White against team {black} in round "
                             "{round}, but the board colours give it Black (C.04.6 1.6.1)")
                          .format(white=forfeited.white, black=forfeited.black,
                                  round=self.round_no), forfeited.line)
            white = forfeited.white
        elif by_colours is None and B.first_game(self.rnd, lineups[0]) is not None:
            white = B.white_team(self.rnd, pair, lineups[0], settings)  # provisional colours
        elif by_colours is None:
            self.fail(N_("round {round}: teams {first} and {second} have no game against each "
                         "other; a match without games is a forfeited match (330)")
                      .format(round=self.round_no, first=pair[0], second=pair[1]))
        else:
            white = by_colours
        black = pair[1] if white == pair[0] else pair[0]
        gp = {team: self.game_points(players) for team, players in zip(pair, lineups)}
        result = forfeited.result if forfeited is not None else self.result(
            lineups, gp[white], gp[black])
        self.out.games.append(Game(white, black, result))
        self.score(white, black, result, gp, forfeited is not None)

    def game_points(self, players: tuple[int, ...]) -> float:
        s = self.t.individuals.scoring
        total = 0.0
        for player in players:
            if not player:
                continue
            game = self.rnd.game_of(player)
            if game is not None:
                total += s.for_code(game.code_of(player))
            elif self.forfeits.get(player) == "-":
                total += s.forfeit_loss
            elif self.forfeits.get(player) == "+":
                total += s.forfeit_win
            elif player in self.rnd.byes:
                total += s.for_bye(self.rnd.byes[player])
        return total

    def result(self, lineups: list, white_gp: float, black_gp: float) -> GameResult:
        games = {self.rnd.game_of(p) for players in lineups for p in players if p}
        games.discard(None)
        if any(g.result is GameResult.PENDING for g in games):
            return GameResult.PENDING
        if any(g.result is GameResult.ADJOURNED for g in games):
            return GameResult.ADJOURNED
        played = any(g.result.is_played for g in games)
        if white_gp > black_gp:
            return GameResult.WHITE_WINS if played else GameResult.WHITE_FORFEIT_WIN
        if white_gp < black_gp:
            return GameResult.BLACK_WINS if played else GameResult.BLACK_FORFEIT_WIN
        if not played and white_gp == 0:
            return GameResult.DOUBLE_FORFEIT
        return GameResult.DRAW

    def score(self, white: int, black: int, result: GameResult, gp: dict[int, float],
              by_record: bool) -> None:
        kinds = {GameResult.WHITE_WINS: (P.WIN, P.LOSS), GameResult.BLACK_WINS: (P.LOSS, P.WIN),
                 GameResult.DRAW: (P.DRAW, P.DRAW),
                 GameResult.WHITE_FORFEIT_WIN: (P.FORFEIT_WIN, P.FORFEIT_LOSS),
                 GameResult.BLACK_FORFEIT_WIN: (P.FORFEIT_LOSS, P.FORFEIT_WIN),
                 GameResult.DOUBLE_FORFEIT: (P.FORFEIT_LOSS, P.FORFEIT_LOSS)}
        s = self.t.scoring
        mp = {P.WIN: s.win, P.DRAW: s.draw, P.LOSS: s.loss, P.FORFEIT_WIN: s.forfeit_win,
              P.FORFEIT_LOSS: s.forfeit_loss}
        pair = kinds.get(result, ("", ""))
        for team, kind in zip((white, black), pair):
            self.kinds[team] = kind
            if by_record:  # 330: the points of a forfeit on every board
                self.base[team] = P.default_points(kind, self.t.settings,
                                                   self.t.individuals.scoring, s)
            elif kind:
                self.base[team] = (mp[kind], gp[team])
            else:  # pending or adjourned: the adjourned match is a draw for the pairing
                adjourned = result is GameResult.ADJOURNED
                self.base[team] = (s.adjourned if adjourned else 0.0, gp[team])

    # -- byes ------------------------------------------------------------------
    def byes(self) -> None:
        playing = set(self.opponent)
        pab = self.pab(playing)
        if pab:
            self.out.byes[pab] = ByeKind.PAIRING_ALLOCATED
        for bye in self.facts.byes:
            if bye.round_no != self.round_no:
                continue
            values = dict(team=bye.team, round=self.round_no, kind=bye.kind.value)
            if bye.team in playing:
                self.fail(N_("240 gives team {team} a {kind} bye in round {round}, but it plays "
                             "team {opponent}").format(opponent=self.opponent[bye.team],
                                                       **values), bye.line)
            if bye.team in self.out.byes:
                self.fail(N_("240 gives team {team} a {kind} bye in round {round}, but it "
                             "already has a bye in that round").format(**values), bye.line)
            self.out.byes[bye.team] = bye.kind
        for team in self.t.teams:
            if team not in playing and team not in self.out.byes:
                self.out.byes[team] = ByeKind.ZERO_POINT  # absent
        for team in self.t.teams:
            if team in playing:
                continue
            for player in self.t.teams[team].roster:
                if player in self.forfeits:
                    self.fail(N_("round {round}: player {player} of team {team} has a board "
                                 "decided by forfeit (0000 - {code}), but team {team} plays "
                                 "no match (no game, no 330 record)").format(
                        round=self.round_no, player=player, team=team,
                        code=self.forfeits[player]))
        for team, kind in self.out.byes.items():
            self.kinds[team] = P.BYE_KINDS[kind]
            self.base[team] = P.default_points(P.BYE_KINDS[kind], self.t.settings,
                                               self.t.individuals.scoring, self.t.scoring)

    def pab(self, playing: set[int]) -> int:
        """The team with the pairing-allocated bye: 320's, else the team whose players have
        U (0: none)."""
        marked = sorted({self.team_of[p] for p, kind in self.rnd.byes.items()
                         if kind is ByeKind.PAIRING_ALLOCATED and p in self.team_of})
        named = self.facts.pabs.get(self.round_no, 0)
        line = self.facts.pab_line
        values = dict(round=self.round_no)
        if len(marked) > 1:
            self.fail(N_("round {round}: players of teams {teams} have a pairing-allocated bye "
                         "(U); one team at most has it").format(
                teams=", ".join(map(str, marked)), **values))
        if named and marked and marked[0] != named:
            self.fail(N_("320 gives the pairing-allocated bye of round {round} to team {team}, "
                         "but players of team {other} have it (U)").format(
                team=named, other=marked[0], **values), line)
        if self.round_no in self.facts.pabs and not named and marked:
            self.fail(N_("320 gives no team the pairing-allocated bye of round {round}, but "
                         "players of team {other} have it (U)").format(other=marked[0],
                                                                       **values), line)
        team = named or (marked[0] if marked else 0)
        if team and team in playing:
            self.fail(N_("round {round}: team {team} has the pairing-allocated bye, but plays "
                         "team {opponent}").format(team=team, opponent=self.opponent[team],
                                                   **values), line if named else 0)
        return team

    # -- points ----------------------------------------------------------------
    def points(self) -> None:
        for team in self.t.teams:
            mp, gp = self.base.get(team, (0.0, 0.0))
            kind = self.kinds.get(team, "")
            mp, gp = P.corrected(kind, self.round_no, team, mp, gp, self.t.corrections)
            self.t.match_points[(self.round_no, team)] = mp
            self.t.game_points[(self.round_no, team)] = gp
        for index, c in enumerate(self.t.corrections):
            if c.kind and c.round_no == self.round_no and c.teams:
                for team in c.teams:
                    if self.kinds.get(team) != c.kind:
                        self.fail(N_("299 gives team {team} the points of a result {kind} in "
                                     "round {round}, but its result in round {round} is {found}")
                                  .format(team=team, kind=c.kind, round=self.round_no,
                                          found=self.kinds.get(team) or "?"),
                                  self.facts.correction_line(index))


__all__ = ["build_team_tournament", "fielded_boards", "padded", "paired_rounds",
           "team_of_players"]
