"""A team event's settings, read (:meth:`TeamSettingActions.team_event_settings`, a
:class:`~.new_event.NewTeamEvent`) and changed (:meth:`TeamSettingActions.
update_team_settings`).

The boards per match and 352's colours make the boards: they change only before round 1.
The colour preferences, the primary score, the match points and the bye's points change the
pairing and the standings of the rounds to come: once round 1 is paired they are a level 3
warning the arbiter confirms, written to the audit log.
"""

from __future__ import annotations

from dataclasses import fields, replace

from arbiter_app.engine.teams import points as P
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.settings import INFO_FIELDS
from arbiter_app.services.teams.new_event import NewTeamEvent, check_team_settings
from arbiter_app.services.warnings import CONFIRM, ArbiterWarning, require_confirmation

#: settings fixed once round 1 is paired
BEFORE_ROUND_1 = ("boards", "board_colours", "initial_colour")
#: settings that change the pairing or the standings of the rounds to come
CONFIGURATION = ("colour_type", "primary", "secondary_for_colours", "match_points",
                 "pab_match_points", "pab_game_points", "scoring", "tiebreaks",
                 "tiebreak_rules", "total_rounds")
EDITABLE = (*INFO_FIELDS, "name", *BEFORE_ROUND_1, *CONFIGURATION, "document_language")


class TeamSettingActions:
    """Needs ``self._write()``, ``self._read()`` and ``self._require_team()``."""

    def team_event_settings(self) -> NewTeamEvent:
        """The event's settings as :class:`NewTeamEvent` holds them."""
        self._require_team()
        with self._read() as r:
            t = r.team_tournament()
            tiebreaks = r.tiebreaks()
        return _settings_of(t, tiebreaks)

    def update_team_settings(self, confirm: bool = False, **changes) -> list[ArbiterWarning]:
        """Change the named settings (see the module); returns the warnings confirmed."""
        self._require_team()
        unknown = set(changes) - set(EDITABLE)
        if unknown:
            raise ServiceError(trn("unknown setting of a team event: {names}",
                                   "unknown settings of a team event: {names}", len(unknown),
                                   names=", ".join(sorted(unknown))))
        with self._write() as w:
            t = w.team_tournament()
            current = _settings_of(t, w.tiebreaks())
            new = replace(current, **changes)
            from arbiter_app.services.teams.new_event import check_new_team_event
            new = check_new_team_event(new)
            changed = [f.name for f in fields(NewTeamEvent)
                       if getattr(new, f.name) != getattr(current, f.name)]
            if not changed:
                return []
            if t.rounds:
                fixed = [name for name in changed if name in BEFORE_ROUND_1]
                if fixed:
                    raise ServiceError(tr("{names}: fixed once round 1 is paired",
                                          names=", ".join(fixed)))
                if new.total_rounds < t.rounds_played:
                    raise ServiceError(trn("{n} round is already paired; the number of rounds "
                                           "cannot be {total_rounds}",
                                           "{n} rounds are already paired; the number of "
                                           "rounds cannot be {total_rounds}", t.rounds_played,
                                           total_rounds=new.total_rounds))
            check_team_settings(new.team_settings(), new.match_points)
            later = [name for name in changed if name in CONFIGURATION] if t.rounds else []
            warnings = require_confirmation(tr("change the settings"), [ArbiterWarning(
                CONFIRM, tr("round {round} is paired: {names} change the pairing and the "
                            "standings of the rounds to come", round=t.rounds_played,
                            names=", ".join(later)), code="team-settings-after-round-1")]
                if later else [], confirm)
            _write_settings(w, new)
            w.audit(N_("settings"), ", ".join(f"{n}: {getattr(current, n)!r} -> "
                                              f"{getattr(new, n)!r}" for n in changed))
            return warnings


def _settings_of(t, tiebreaks: list[str]) -> NewTeamEvent:
    from arbiter_app.engine.tiebreaks import OPTION_RULES
    from arbiter_app.services.round_robin import round_robin_values
    from arbiter_app.services.settings import LANGUAGE_OPTION
    s = t.settings
    return NewTeamEvent(
        name=t.info.name, total_rounds=t.total_rounds or 0, boards=s.boards,
        colour_type=s.colour_type, primary=s.primary,
        secondary_for_colours=s.secondary_for_colours, board_colours=s.board_colours,
        match_points=P.team_points(t.scoring), pab_match_points=s.pab_match_points,
        pab_game_points=s.pab_game_points, system=t.system,
        **{n: getattr(t.info, n) for n in INFO_FIELDS if n != "name"},
        scoring=t.individuals.scoring, initial_colour=t.initial_colour,
        tiebreaks=list(tiebreaks), tiebreak_rules=t.options.get(OPTION_RULES, ""),
        document_language=t.options.get(LANGUAGE_OPTION, ""),
        round_robin=round_robin_values(t.options))


def _write_settings(w, new: NewTeamEvent) -> None:
    from arbiter_app.engine.tiebreaks import OPTION_RULES
    from arbiter_app.services.settings import LANGUAGE_OPTION
    values = {n: getattr(new, n) for n in INFO_FIELDS}
    values.update(total_rounds=new.total_rounds,
                  initial_colour=new.initial_colour.value if new.initial_colour else None,
                  tiebreaks=[str(x) for x in new.tiebreaks])
    values.update({f"score_{k}": float(v) for k, v in vars(new.scoring).items()})
    w.set_settings(**values)
    w.set_option(OPTION_RULES, new.tiebreak_rules or None)
    w.set_option(LANGUAGE_OPTION, new.document_language or None)
    s = new.team_settings()
    win, draw, loss = (float(x) for x in new.match_points)
    w.update_team_event(boards=s.boards, colour_type=s.colour_type, primary_score=s.primary,
                        secondary_for_colours=s.secondary_for_colours,
                        board_colours=s.board_colours, team_win=win, team_draw=draw,
                        team_loss=loss, pab_match_points=s.pab_match_points,
                        pab_game_points=s.pab_game_points)


__all__ = ["BEFORE_ROUND_1", "CONFIGURATION", "EDITABLE", "TeamSettingActions"]
