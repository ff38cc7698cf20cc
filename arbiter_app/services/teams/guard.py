"""Which operations a team event refuses, and which only a team event allows.

A team event's file keeps the individual games too (:mod:`arbiter_app.store.team_convert`),
so an individual operation would run on it and leave the team level wrong (a player added
to no team, a board numbered as an individual pairing, a round paired between players).
:func:`individual_only` wraps those operations of the
:class:`~arbiter_app.services.service.TournamentService` so that they refuse a team event
with one sentence naming the team operation; a team operation refuses an individual event
(:meth:`TeamEventGuard._require_team`).  Those :data:`TEAM_FORMS` names run their team form
on a team event instead.
"""

from __future__ import annotations

import functools

from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError

#: the players' part of a team event
_ROSTERS = N_("a team event's players are entered on a team's roster")
_TEAM_ROUNDS = N_("a team event's rounds are paired between teams, on the line-ups")
_TEAM_RESULTS = N_("a team event's results are entered per match and board")
_TEAM_BYES = N_("a team event's byes and absences are the teams'")
_TEAM_FILES = N_("a team event is exported as a TRF-2026 team file")
_TEAM_SETTINGS = N_("a team event has settings of its own (boards, colours, match points)")

#: TournamentService method -> what a team event does instead
INDIVIDUAL_ONLY = {
    "add_player": _ROSTERS, "add_players": _ROSTERS, "remove_player": _ROSTERS,
    "restore_player": _ROSTERS, "withdraw_player": _ROSTERS, "readmit_player": _ROSTERS,
    "renumber_players": _ROSTERS, "change_pairing_numbers": _ROSTERS,
    "request_bye": _TEAM_BYES, "cancel_bye": _TEAM_BYES, "close_half_byes": _TEAM_BYES,
    "forbid_pair": _TEAM_ROUNDS, "allow_pair": _TEAM_ROUNDS,
    "engine_pairing": _TEAM_ROUNDS, "pair_next_round": _TEAM_ROUNDS,
    "set_pairing": _TEAM_ROUNDS, "validate_pairing": _TEAM_ROUNDS,
    "round_violations": _TEAM_ROUNDS, "unpair_last_round": _TEAM_ROUNDS,
    "pairing": _TEAM_ROUNDS, "record_result": _TEAM_RESULTS,
    "correct_for_rating": _TEAM_RESULTS,
    "export_trf": _TEAM_FILES, "export_trf_text": _TEAM_FILES,
    "update_settings": _TEAM_SETTINGS, "settings": _TEAM_SETTINGS,
    "set_tie_order": _TEAM_SETTINGS, "set_playoff": _TEAM_SETTINGS,
    "draw_lots_for_ties": _TEAM_SETTINGS, "share_tied_places": _TEAM_SETTINGS,
}

#: TournamentService method -> the method that does it for a team event, with the same
#: arguments (the rating report of a team event is its team file: :mod:`.rating_report`)
TEAM_FORMS = {
    "rating_report_problems": "team_rating_report_problems",
    "rating_report_text": "team_rating_report_text",
    "export_rating_report": "export_team_rating_report",
}


class TeamEventGuard:
    """Needs ``self._read()`` and ``self.path`` from the service."""

    _team_event: bool | None = None

    @property
    def is_team_event(self) -> bool:
        """Whether the file is a team event (it stays what it was created as)."""
        if self._team_event is None:
            with self._read() as r:
                self._team_event = r.is_team_event()
        return self._team_event

    def _require_team(self) -> None:
        if not self.is_team_event:
            raise ServiceError(tr("{name} is an individual event, not a team event: it has no "
                                  "teams, rosters, line-ups or matches", name=self.path.name))

    def _require_individual(self, why: str) -> None:
        if self.is_team_event:
            raise ServiceError(tr("{name} is a team event: this is an operation of individual "
                                  "events ({why})", name=self.path.name, why=tr(why)))


def individual_only(cls):
    """Wrap the methods :data:`INDIVIDUAL_ONLY` names so that a team event refuses them,
    and those :data:`TEAM_FORMS` names so that a team event runs its team form."""
    for name, why in INDIVIDUAL_ONLY.items():
        method = getattr(cls, name, None)
        if method is None:  # pragma: no cover - a test checks every name exists
            raise AttributeError(name)
        setattr(cls, name, _guarded(method, why))
    for name, team_name in TEAM_FORMS.items():
        method = getattr(cls, name, None)
        if method is None or not hasattr(cls, team_name):  # pragma: no cover
            raise AttributeError(name)
        setattr(cls, name, _dispatched(method, team_name))
    return cls


def _dispatched(method, team_name: str):
    @functools.wraps(method)
    def dispatched(self, *args, **kwargs):
        if self.is_team_event:
            return getattr(self, team_name)(*args, **kwargs)
        return method(self, *args, **kwargs)
    return dispatched


def _guarded(method, why: str):
    @functools.wraps(method)
    def guarded(self, *args, **kwargs):
        self._require_individual(why)
        return method(self, *args, **kwargs)
    return guarded


__all__ = ["INDIVIDUAL_ONLY", "TEAM_FORMS", "TeamEventGuard", "individual_only"]
