"""Team competitions (issue #37): a tournament whose competitors are teams
(:mod:`.model`)."""

from arbiter_app.engine.teams.model import (COLOUR_TYPES, COLOURS_A, COLOURS_B, COLOURS_NONE,
                                            GAME_POINTS, MATCH_POINTS, SCORES, Team,
                                            TeamSettings, TeamTournament)

__all__ = ["COLOURS_A", "COLOURS_B", "COLOURS_NONE", "COLOUR_TYPES", "GAME_POINTS",
           "MATCH_POINTS", "SCORES", "Team", "TeamSettings", "TeamTournament"]
