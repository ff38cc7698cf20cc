"""TournamentService: the use cases on one open ``.arbiter`` file.

Every method takes and returns engine objects.  Every change is one
transaction, committed before the method returns; a refused change raises a
:class:`ServiceError` and writes nothing.
"""

from __future__ import annotations

import os
import random
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterator

from arbiter_app.engine.checker import structural_violations
from arbiter_app.engine.model import ByeKind, Colour, Game, GameResult, Round, Tournament
from arbiter_app.engine.systems.base import Pairing, PairingError, Violation
from arbiter_app.engine.systems.registry import system_title
from arbiter_app.i18n import N_, tr, trn, using
from arbiter_app.i18n.message import shown
from arbiter_app.services import pairings
from arbiter_app.services.backups import BackupActions
from arbiter_app.services.errors import (FileNotATournament, NewerSchema, PairingRejected,
                                         ServiceError, TournamentInUse)
from arbiter_app.services.export import ExportActions
from arbiter_app.services.fide_mode import (ADJOURNMENT, CONFIGURATION, IMPORT, LEAVE, MPA,
                                           OPTION_LEFT, OPTION_MODE, FideModeActions, at_round,
                                           event_round, fide_warning)
from arbiter_app.services.players import HalfByeRounds, PlayerActions, renumber_in
from arbiter_app.services.rating_corrections import RatingCorrectionActions
from arbiter_app.services.national import NationalActions
from arbiter_app.services.ties import TieActions
from arbiter_app.services.rating_lists import RatingListActions
from arbiter_app.services.round_records import RoundRecords, keep_future_date, take_future_date
from arbiter_app.services.settings import (RATING_SETTINGS, SETTING_NAMES, NewTournament,
                                           rating_options)
from arbiter_app.services.stored_options import stored_option_problem
from arbiter_app.services.teams import (NewTeamEvent, TeamActions, check_new_team_event,
                                        import_team_trf, individual_only)
from arbiter_app.services.settings_checks import (check_settings, configuration_changes,
                                                  normalised, not_offered)
from arbiter_app.services.warnings import (CONFIRM, NOTICE, OUTSIDE_FIDE_MODE, ArbiterWarning,
                                           in_english, require_confirmation)
from arbiter_app.store import (DamagedFile, InUse, NewerSchemaError, NotATournament,
                               StoreError, TournamentFile)


@dataclass(frozen=True)
class AuditEntry:
    timestamp: str  # ISO 8601, UTC
    action: str
    details: str


@contextmanager
def _translated() -> Iterator[None]:
    """Store errors as the service errors the GUI and CLI know."""
    try:
        yield
    except InUse as exc:
        raise TournamentInUse(str(exc)) from None
    except (NotATournament, DamagedFile) as exc:
        raise FileNotATournament(str(exc), getattr(exc, "path", None)) from None
    except NewerSchemaError as exc:
        raise NewerSchema(str(exc)) from None
    except StoreError as exc:
        raise ServiceError(str(exc)) from None


@individual_only  # a team event refuses them (services/teams/guard.py)
class TournamentService(PlayerActions, ExportActions, RoundRecords, FideModeActions,
                        RatingListActions, RatingCorrectionActions, TieActions,
                        NationalActions, HalfByeRounds, BackupActions, TeamActions):
    """One open tournament file: an individual event, or a team event (its use cases:
    :mod:`arbiter_app.services.teams`)."""

    def __init__(self, file: TournamentFile):
        self._file = file
        #: what :meth:`import_trf` read otherwise than written (level 2 notices)
        self.import_notices: list[ArbiterWarning] = []

    # -- opening -----------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike, new: NewTournament) -> "TournamentService":
        check_settings(new)
        new = normalised(new)
        with _translated():
            return cls(TournamentFile.create(path, new.to_tournament(), new.tiebreaks,
                                             details=f"{new.name}, {new.system}",
                                             auto_rank=new.auto_rank_before_round1))

    @classmethod
    def create_team_event(cls, path: str | os.PathLike, new: NewTeamEvent
                          ) -> "TournamentService":
        """A new team event (:class:`~arbiter_app.services.teams.NewTeamEvent`) in the new
        file ``path``."""
        new = check_new_team_event(new)
        with _translated():
            service = cls(TournamentFile.create(
                path, new.to_team_tournament(), new.tiebreaks,
                details=f"{new.name}, team event, {new.system}, {new.boards} boards",
                auto_rank=False))
        service._team_event = True
        return service

    @classmethod
    def open(cls, path: str | os.PathLike, *, read_only: bool = False) -> "TournamentService":
        with _translated():
            service = cls(TournamentFile.open(path, read_only=read_only))
        try:  # the options read by the services, as the store checks the engine's
            with service._read() as r:
                problem = stored_option_problem(r.options())
        except BaseException:
            service.close()
            raise
        if problem:
            service.close()
            raise FileNotATournament(tr("{path} is damaged: {problems}", path=Path(path),
                                        problems=problem), Path(path))
        return service

    @classmethod
    def import_trf(cls, trf_path: str | os.PathLike, out_path: str | os.PathLike,
                   system: str | None, tiebreaks: list[str] | None = None,
                   confirm: bool = False) -> "TournamentService":
        """``system`` None: the one the file's system line (TRF-2026's 192, by the
        Tournament-Type Code Table, or 092) names, when it names one
        (``FIDE_DUTCH_2025``: dutch2026).

        Every imported round is paired again by the system and compared (FIDE
        checklist Q54): a round that differs is a level 3 warning (Q55,
        NeedsConfirmation with nothing written unless ``confirm``), and once
        confirmed an audit entry ``Import @ Round n: ...`` (a ``###`` TRF line)."""
        from arbiter_app.trf import TeamFileError, TrfError, read_trf_file

        if system is not None:
            pairings.check_system_name(system)
        notes: list[str] = []
        try:
            t = read_trf_file(trf_path, notes)
        except TeamFileError:  # a team event (services/teams/files.py)
            from arbiter_app.engine.systems.registry import is_team_system
            if system is not None and not is_team_system(system):
                raise ServiceError(tr("{trf_path} is a team file (records 310 or 013): it is "
                                      "paired by a team system (team2026), not {system}",
                                      trf_path=trf_path, system=system)) from None
            return import_team_trf(cls, trf_path, out_path, tiebreaks)
        except TrfError as exc:
            raise ServiceError(str(exc)) from None
        except OSError as exc:
            raise ServiceError(tr("{trf_path}: {strerror}", trf_path=trf_path,
                                  strerror=exc.strerror or exc)) from None
        from arbiter_app.engine.systems.registry import is_team_system
        if system is not None and is_team_system(system):
            raise ServiceError(tr("{trf_path} is no team file (no record 310 or 013): {system} "
                                  "pairs teams", trf_path=trf_path, system=system))
        if system is None:
            system = _named_system(t)
            if system is None and any(getattr(n, "question", "") == "Q47" for n in notes):
                raise ServiceError(tr("{trf_path}: read as TRF06, which has no record for the "
                                      "pairing system, and its 092 line names none Arbiter "
                                      "knows; choose one (--system)", trf_path=trf_path))
            if system is None:
                raise ServiceError(tr("{trf_path}: the file names no pairing system Arbiter "
                                      "knows; choose one (--system)", trf_path=trf_path))
        t.system = system
        t.options[OPTION_MODE] = "on"  # every imported tournament starts in FIDE mode ...
        from arbiter_app.services import import_check
        left = import_check.left_fide_mode(t)
        if left is not None:  # ... unless the file says it left it (Q45: never re-entered)
            t.options[OPTION_MODE] = "off"
            if left:
                t.options[OPTION_LEFT] = left
        # record 162 checked as new and settings check a point system (Q74, Q81, Q83)
        points_warnings = import_check.point_system_warnings(t, left is None)
        unaccelerated = _unusable_acceleration(t, Path(trf_path).name)
        # the file's starting ranks (cols 5-8) are its author's initial ranking list: round 1
        # is paired with them as they are (the endorsed engines' pairing-input convention);
        # renumber_players() or the setting can still change that before round 1
        # tie-breaks: the caller's; None: those of the file's 202 line (TRF-2026), the ones
        # Arbiter knows; none means standings by score only, said in the audit log
        if tiebreaks is None:
            tiebreaks, _unknown = file_tiebreaks(t)
            # the file's own list: what C.07 does not offer for the system is left out
            # (Q105), named in the audit log of the import
            dropped = not_offered(tiebreaks, system)
            tiebreaks = [x for x in tiebreaks if str(x) not in dropped]
        tiebreaks = [str(x) for x in tiebreaks]
        if tiebreaks:
            check_settings(NewTournament("import", 1, system, tiebreaks=tiebreaks),
                            ["tiebreaks"])
        chosen = ", ".join(tiebreaks) if tiebreaks else "none (score only)"
        from arbiter_app.services.import_check import import_differences
        differences = import_differences(t, pairings.system_for(system))
        notices = require_confirmation(tr("import {name}", name=Path(trf_path).name),
                                       points_warnings + [d.warning(system)
                                                          for d in differences], confirm)
        leaving = import_check.outside_point_system(notices)
        if leaving:  # confirmed: imported outside FIDE mode, for good
            t.options[OPTION_MODE] = "off"
            t.options[OPTION_LEFT] = str(t.rounds_played)
        with _translated():
            service = cls(TournamentFile.create(
                out_path, t, tiebreaks, action=N_("import"),
                details=f"from {Path(trf_path).name}, {system}; tie-breaks {chosen}",
                auto_rank=False))
        # FIDE checklist Q166: unknown result symbols were read as adjourned games
        # what the file was read as otherwise than written (Q50, Q166)
        service.import_notices = [ArbiterWarning(NOTICE, note.shown(),
                                                 getattr(note, "question", ""), "read-note")
                                  for note in notes]
        service.import_notices += [ArbiterWarning(NOTICE, tr(ACCELERATION_DROPPED, **values),
                                                  "", "acceleration-dropped")
                                   for values in unaccelerated]
        if points_warnings:  # imported outside FIDE mode: said after the import too
            service.import_notices.append(import_check.outside_notice(t))
        if left is not None:
            service.import_notices.append(ArbiterWarning(NOTICE, tr(import_check.KEPT_OUTSIDE),
                                                         "Q45", "import-outside-fide-mode"))
        if notes or unaccelerated or differences or leaving or left is not None \
                or points_warnings:
            with service._write() as w:
                if left is not None:
                    w.audit(N_("import note"), in_english(import_check.KEPT_OUTSIDE))
                if points_warnings:
                    w.audit(N_("import note"), import_check.point_system_note(t))
                if leaving:
                    w.audit(LEAVE, at_round(t.rounds_played))
                for note in notes:
                    w.audit(N_("import note"), note)
                for values in unaccelerated:
                    w.audit(N_("import note"), in_english(ACCELERATION_DROPPED, **values))
                for difference in differences:
                    w.audit(IMPORT, f"{at_round(difference.round_no)}: {difference.text}")
        return service

    @property
    def path(self) -> Path:
        return self._file.path

    @property
    def read_only(self) -> bool:
        return self._file.read_only

    @property
    def read_only_reason(self) -> str:
        """Why the file is read-only ("" when writable)."""
        return self._file.read_only_reason

    @property
    def in_use_by(self) -> str:
        """Who else has the file open ("" when nobody)."""
        return self._file.in_use_by

    def close(self) -> None:
        self._file.close()

    @property
    def generation(self) -> int:
        """Grows with every change written by this process (what the venue server's pages
        show is fresh while it stays the same)."""
        return self._file.generation

    def more_changes_follow(self, more: bool):
        """A context: the changes inside are one of a rush (``more`` follow at once): the
        file's copy from its journal is made once, by the last
        (:meth:`~arbiter_app.store.TournamentFile.more_changes_follow`)."""
        return self._file.more_changes_follow(more)

    @contextmanager
    def acting(self, actor: str):
        """The changes made inside are ``actor``'s (a deputy's, a player's: the venue
        server's code holders), named so in the audit log; "" changes nothing."""
        before = self._file.actor
        self._file.actor = actor or before
        try:
            yield
        finally:
            self._file.actor = before

    def __enter__(self) -> "TournamentService":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @contextmanager
    def _write(self):
        with _translated(), self._file.write() as writer:
            yield writer

    @contextmanager
    def _read(self):
        with _translated(), self._file.read() as reader:
            yield reader

    # -- reading ---------------------------------------------------------------
    def tournament(self) -> Tournament:
        with self._read() as r:
            return r.tournament()

    def settings(self) -> NewTournament:
        with self._read() as r:
            return NewTournament.of(r.tournament(), r.tiebreaks(), r.auto_rank())

    def pairing(self, round_no: int) -> Pairing:
        with self._read() as r:
            if not r.round_exists(round_no):
                raise ServiceError(tr("round {round_no} is not paired ({paired})",
                                      round_no=round_no, paired=_rounds_text(r)))
            return r.pairing(round_no)

    def audit_log(self) -> list[AuditEntry]:
        with self._read() as r:
            return [AuditEntry(*row) for row in r.audit_log()]

    # -- settings ----------------------------------------------------------------
    def update_settings(self, confirm: bool = False, **fields) -> list[ArbiterWarning]:
        """Change the named settings (only those; the others stay as they are).

        Once round 1 is paired (issue #23): in FIDE mode, changing the number of
        rounds, the point system, the PAB value or the tie-breaks is a level 4
        warning (NeedsConfirmation with nothing changed unless ``confirm``) and
        the pairing system cannot change at all (level 5); every such change is
        written to the audit log as ``Configuration @ Round n: ...`` (a ``###``
        line of the TRF export).  Returns the warnings confirmed."""
        unknown = set(fields) - set(SETTING_NAMES)
        if unknown:
            raise ServiceError(trn("unknown setting: {names}", "unknown settings: {names}",
                                   len(unknown), names=', '.join(sorted(unknown))))
        with self._write() as w:
            t = w.tournament()
            current = NewTournament.of(t, w.tiebreaks(), w.auto_rank())
            new = replace(current, **fields)
            check_settings(new, fields)
            new = normalised(new, fields)
            if "total_rounds" in fields and new.total_rounds < t.rounds_played:
                raise ServiceError(trn("{n} round is already paired; the number of rounds "
                                       "cannot be {total_rounds}",
                                       "{n} rounds are already paired; the number of rounds "
                                       "cannot be {total_rounds}", t.rounds_played,
                                       total_rounds=new.total_rounds))
            if new.initial_colour != current.initial_colour and t.rounds:
                raise ServiceError(tr("the initial colour cannot change once round 1 is paired"))
            configuration = configuration_changes(t, current, new) if t.rounds else []
            warnings = require_confirmation(tr("change the settings"), [
                w_ for _text, w_ in configuration if w_ is not None], confirm)
            values = {}
            for name in fields:
                value = getattr(new, name)
                if name == "scoring":
                    values.update({f"score_{k}": float(v) for k, v in vars(value).items()})
                elif name == "initial_colour":
                    values[name] = Colour(value).value if value is not None else None
                elif name == "tiebreaks":
                    values[name] = [str(x) for x in value]
                elif name == "auto_rank_before_round1":
                    values[name] = int(value)
                elif name == "tiebreak_rules":  # kept in Tournament.options
                    from arbiter_app.engine.tiebreaks import OPTION_RULES
                    w.set_option(OPTION_RULES, value or None)
                elif name in RATING_SETTINGS:  # kept in Tournament.options (#24)
                    for key, option in rating_options(new, name).items():
                        w.set_option(key, option)
                elif name == "round_robin":  # kept in Tournament.options, before round 1
                    from arbiter_app.services.round_robin import round_robin_options
                    if t.rounds and t.system == "roundrobin" and \
                            new.round_robin != current.round_robin:
                        raise ServiceError(tr("a round robin's cycles, swap and Berger "
                                              "numbers are fixed once round 1 is paired"))
                    for key, option in round_robin_options(new.system, value).items():
                        w.set_option(key, option)
                elif name == "acceleration":  # kept in Tournament.options
                    from arbiter_app.engine.acceleration import BAKU, METHOD
                    w.set_option(METHOD, BAKU if value == BAKU else None)
                elif name == "document_language":  # kept in Tournament.options
                    from arbiter_app.services.settings import LANGUAGE_OPTION, checked_language
                    w.set_option(LANGUAGE_OPTION, checked_language(value) or None)
                else:
                    values[name] = value
            if values:
                w.set_settings(**values)
            changed = [name for name in sorted(fields)
                       if getattr(current, name) != getattr(new, name)]
            w.audit(N_("settings"), ", ".join(f"{n}: {getattr(current, n)!r} -> {getattr(new, n)!r}"
                                          for n in changed))
            if configuration:
                w.audit(CONFIGURATION, f"{at_round(event_round(t))}: "
                        + "; ".join(text for text, _w in configuration))
            return warnings

    # -- pairing ------------------------------------------------------------------------
    def engine_pairing(self) -> Pairing:
        """The system's pairing of the round a manual pairing would be for
        (the next round, or the paired round without results); nothing is
        saved, except the initial colour when it is drawn by lot for round 1."""
        t = self.tournament()
        round_no, t_in, _ = pairings.target_round(t)
        self._draw_initial_colour(t_in)
        return _engine_pair(t_in, round_no)

    def pair_next_round(self, confirm: bool = False, *,
                        confirm_backup: bool | None = None) -> Pairing:
        """Backup copy first, then pair the next round with the system and save it.

        A backup that cannot be written is a level 3 warning (NeedsConfirmation,
        nothing paired) unless ``confirm_backup`` (None: as ``confirm``; the window
        passes False when the arbiter confirmed only the other warnings).

        Round 1 with the setting ``auto_rank_before_round1`` on (the default):
        the players are first renumbered by the initial ranking list
        (:meth:`renumber_players`, order "rating"), in the same transaction,
        with an audit entry when a number changes; with it off the numbers
        stay as the arbiter left them.

        Games of the last round without a result are marked adjourned first and
        count as draws for the pairing (FIDE checklist Q159); what the arbiter is
        told of it is :func:`pairings.adjournment_warnings` (a level 3 question,
        NeedsConfirmation unless ``confirm``, when the round has no result at all)."""
        t = self.tournament()
        self._check_writable()
        pairings.check_rounds_left(t)
        require_confirmation(tr("pair round {next_round}",
                                next_round=t.next_round), pairings.pairing_warnings(t),
                             confirm)
        system = pairings.system_for(t.system)
        backup_note = self._backup_before_pairing(
            t.next_round, tr("pair round {next_round}", next_round=t.next_round),
            confirm if confirm_backup is None else confirm_backup)
        with self._write() as w:
            t = w.tournament()
            pairings.check_rounds_left(t)
            require_confirmation(tr("pair round {next_round}", next_round=t.next_round),
                                 pairings.pairing_warnings(t), confirm)
            adjourned = pairings.adjourn_missing(w, t)
            if adjourned:
                w.audit(N_("adjourned"), f"round {t.rounds_played} board"
                        f"{'s' if len(adjourned) > 1 else ''} "
                        f"{', '.join(map(str, adjourned))}: no result when round "
                        f"{t.next_round} was paired; a draw for the pairing")
                t = w.tournament()
            round_no = t.next_round
            if round_no == 1 and w.auto_rank():
                renumber_in(w, t, "rating", N_("renumber players before round 1"))
                t = w.tournament()
            if round_no == 1:  # a round robin's drawn Berger numbers become pairing numbers
                from arbiter_app.services.berger import berger_numbers_in
                t = berger_numbers_in(w, t)
            self._draw_initial_colour(t, w)
            pairing = _usable_pairing(t, round_no, system)
            date = take_future_date(w, round_no)
            w.add_round(round_no, pairing, date=date)
            w.audit(N_("pair round"), f"round {round_no}: {len(pairing.boards)} boards"
                    + (f", bye {pairing.bye}" if pairing.bye else "") + backup_note)
            # the window reads the tournament right after: not loaded again from the file
            w.becomes(_with_round(t, pairing, date, w.options()))
        return pairing

    def validate_pairing(self, pairing: Pairing) -> list[Violation]:
        return pairings.validate_for(self.tournament(), pairing)

    def set_pairing(self, pairing: Pairing, *, accept_violations: bool = False,
                    reason: str = "", confirm: bool = False,
                    confirm_backup: bool | None = None) -> list[Violation]:
        """Save a pairing made by hand for the round :func:`pairings.target_round`
        names; returns the rule violations the arbiter accepted.

        In FIDE mode (issue #23): a pairing that differs from the system's is a level
        3 warning showing the system's boards (Q69, NeedsConfirmation unless
        ``confirm``), written as ``MPA @ Round n: ...`` to the audit log (a ``###``
        TRF line); a board where both players get the colour opposite to their due
        is a level 2 notice (Q67).  A new round's backup that cannot be written is a
        level 3 warning, as for :meth:`pair_next_round` (``confirm_backup``)."""
        t = self.tournament()
        self._check_writable()
        round_no, t_in, replacing = pairings.target_round(t)
        system = pairings.system_for(t.system)
        hard = structural_violations(t_in, pairing)
        if hard:
            more = tr(" (and {n} more)", n=len(hard) - 1) if len(hard) > 1 else ""
            raise PairingRejected(tr("the pairing of round {round_no} cannot be saved: "
                                     "{problem}{more}; nothing was saved", round_no=round_no,
                                     problem=shown(str(hard[0])), more=more), hard)
        self._draw_initial_colour(t_in)
        violations = pairings.validate(t_in, system, pairing)
        if violations and not accept_violations:
            raise PairingRejected(trn("the pairing of round {round_no} breaks {n} rule "
                                      "({problem}); nothing was saved",
                                      "the pairing of round {round_no} breaks {n} rules "
                                      "({problem}); nothing was saved", len(violations),
                                      round_no=round_no, problem=shown(str(violations[0]))),
                                  violations)
        try:
            engine = _engine_pair(t_in, round_no, system)
        except ServiceError:
            engine = None
        diff = pairings.differences(engine, pairing)  # for the warning
        with using("en"):  # for the audit log, the TRF's ### MPA line and the stored record
            recorded = pairings.differences(engine, pairing)
        require_confirmation(tr("save the manual pairing of round {round_no}", round_no=round_no),
                             pairings.manual_pairing_warnings(t_in, round_no, system.name,
                                                              engine, pairing, diff), confirm)
        pairing = pairings.explained(pairing, engine, violations)
        backup_note = "" if replacing else self._backup_before_pairing(
            round_no, tr("save the manual pairing of round {round_no}", round_no=round_no),
            confirm if confirm_backup is None else confirm_backup)
        with self._write() as w:
            current = w.tournament()
            if current.rounds_played != t.rounds_played or (
                    replacing and current.rounds[-1].games != t.rounds[-1].games):
                raise ServiceError(tr("the tournament changed meanwhile; nothing was saved, "
                                      "please try again"))
            if replacing:
                w.replace_pairing(round_no, pairing, manual=True)
            else:
                w.add_round(round_no, pairing, manual=True, date=take_future_date(w, round_no))
            w.add_override(round_no, reason, engine.to_text() if engine else "",
                           pairing.to_text(), "\n".join(map(str, violations)),
                           "\n".join(recorded))
            details = [f"round {round_no}" + (f", reason: {reason}" if reason else "")]
            details += [f"violation accepted: {v}" for v in violations]
            details += [f"differs from the system: {d}" for d in recorded]
            if recorded and engine is not None:  # Q69: the arbiter's pairing is not the system's
                w.audit(MPA, f"{at_round(round_no)}: " + "; ".join(recorded))
            w.audit(N_("manual pairing"), "\n".join(details) + backup_note)
        return violations

    def round_violations(self, round_no: int) -> list[Violation]:
        """The rules the stored pairing of ``round_no`` breaks, judged against the
        tournament as it stood when that round was paired; [] for a round paired by
        the system (the system's own pairings are checked when they are made)."""
        with self._read() as r:
            if not r.round_exists(round_no):
                raise ServiceError(tr("round {round_no} is not paired ({paired})",
                                      round_no=round_no, paired=_rounds_text(r)))
            if not r.is_manual(round_no):
                return []
            t, pairing = r.tournament(), r.pairing(round_no)
        t_in = t.truncated(round_no - 1)
        return pairings.validate(t_in, pairings.system_for(t.system), pairing)

    def unpair_last_round(self) -> None:
        with self._write() as w:
            t = w.tournament()
            if not t.rounds:
                raise ServiceError(tr("no round is paired"))
            last = t.rounds_played
            done = [n for n, g in enumerate(t.rounds[-1].games, start=1)
                    if g.result is not GameResult.PENDING]
            if done:
                raise ServiceError(tr("round {last} already has results (board {done}); it "
                                      "cannot be unpaired", last=last,
                                      done=', '.join(map(str, done[:10]))))
            keep_future_date(w, last, w.delete_round(last))
            w.audit(N_("unpair round"), f"round {last}")

    # -- results ----------------------------------------------------------------------------
    def record_result(self, round_no: int, board: int, result: GameResult,
                      confirm: bool = False, *, periodic_backup: bool = False) -> GameResult:
        """Record (or correct) a result; returns the previous one, for undo.

        The round's last missing result takes a backup once it is saved; so does,
        ``periodic_backup`` (the window), a result entered when the newest backup is
        10 minutes old.  One that cannot be written leaves the result saved and is a
        notice in :attr:`backup_notices`.

        An adjourned game's result other than a draw changes what the later rounds
        were paired on (they counted it as a draw): a level 3 warning (FIDE checklist
        Q163, NeedsConfirmation with nothing changed unless ``confirm``) and an audit
        entry ``Adjournment @ Round n: ...``, a ``###`` line of the TRF export."""
        result = GameResult(result)
        self.backup_notices = []
        with self._write() as w:
            game = w.game(round_no, board)
            if game is None:
                if not w.round_exists(round_no):
                    raise ServiceError(tr("round {round_no} is not paired ({paired}); no "
                                          "result was recorded", round_no=round_no,
                                          paired=_rounds_text(w)))
                count = w.board_count(round_no)
                raise ServiceError(tr("round {round_no} has no board {board} (boards 1-{count}); "
                                      "no result was recorded", round_no=round_no, board=board,
                                      count=count))
            white, black, previous = game
            if previous is result:
                return previous
            t = w.tournament()
            before = list(t.round(round_no).games)
            if previous.is_known and round_no < t.rounds_played - 1:
                # FIDE checklist Q189-191: in FIDE mode a result of a round older than the
                # one before the last paired round stays as it is (level 5)
                require_confirmation(tr("change the result of round {round_no} board {board}",
                                        round_no=round_no, board=board),
                                     fide_warning(
                    t, OUTSIDE_FIDE_MODE, tr("round {round_no} is older than the previous round "
                                             "({rounds_played}); in FIDE mode only the results "
                                             "of rounds {first}-{last} can be "
                                             "changed (board {board} {white}-{black} keeps "
                                             "{value})", round_no=round_no,
                                             rounds_played=t.rounds_played - 1,
                                             first=max(t.rounds_played - 1, 1),
                                             last=t.rounds_played, board=board,
                                             white=white, black=black,
                                             value=previous.value), "Q189",
                    "old-result"), confirm)
            ends_adjournment = (previous is GameResult.ADJOURNED and result.is_known
                                and result.codes != GameResult.DRAW.codes)
            if ends_adjournment:
                later = t.rounds_played > round_no
                require_confirmation(tr("record {value} on board {board} of round {round_no}",
                                        value=result.value, board=board,
                                        round_no=round_no), [ArbiterWarning(
                                         CONFIRM, (tr(
                                             "round {round_no} board {board} ({white}-{black}) "
                                             "was adjourned and counted as a draw for the "
                                             "pairing of the rounds after it; its result {value} "
                                             "is not a draw", round_no=round_no, board=board,
                                             white=white, black=black, value=result.value)
                                             if later else tr(
                                             "round {round_no} board {board} ({white}-{black}) "
                                             "was adjourned and counted as a draw; its result "
                                             "{value} is not a draw", round_no=round_no,
                                             board=board, white=white, black=black,
                                             value=result.value)), "Q163",
                                         "adjourned-not-draw")], confirm)
            w.set_result(round_no, board, result)
            # the file now holds t with this result: known, the next read need not load
            # the whole tournament again (the venue server's results come in bursts)
            games = t.rounds[round_no - 1].games
            games[board - 1] = replace(games[board - 1], result=result)
            w.becomes(t)
            w.audit(N_("result"), f"round {round_no} board {board}: {white}-{black} "
                              f"{result.value} (was {previous.value})")
            if ends_adjournment:
                w.audit(ADJOURNMENT, f"{at_round(round_no)}: board {board} {white}-{black} "
                        f"{result.value}")
            completed = not all(g.result.is_known for g in before) and all(
                g.result.is_known for g in games)
        self._backup_after_result(round_no, completed, periodic_backup)
        return previous

    # -- helpers ------------------------------------------------------------------------------
    def _check_writable(self) -> None:
        if self.read_only:
            if self.in_use_by:
                raise TournamentInUse(tr("{name} is in use by {owner}; it is open read-only "
                                         "here and nothing was changed", name=self.path.name,
                                         owner=self.in_use_by))
            raise ServiceError(tr("{read_only_reason}; nothing was changed",
                                  read_only_reason=self.read_only_reason))

    def _draw_initial_colour(self, t: Tournament, writer=None) -> None:
        """Round 1 with no initial colour: draw it by lot and store it."""
        if t.rounds or t.initial_colour is not None:
            return
        colour = random.SystemRandom().choice([Colour.WHITE, Colour.BLACK])
        t.initial_colour = colour
        if self.read_only:
            return
        text = f"{'white' if colour is Colour.WHITE else 'black'} for the top player"
        if writer is None:
            with self._write() as w:
                if w.tournament().initial_colour is None:
                    w.set_settings(initial_colour=colour.value)
                    w.audit(N_("initial colour drawn by lot"), text)
                else:
                    t.initial_colour = w.tournament().initial_colour
        else:
            writer.set_settings(initial_colour=colour.value)
            writer.audit(N_("initial colour drawn by lot"), text)


def _with_round(t: Tournament, pairing: Pairing, date: str,
                options: dict[str, str]) -> Tournament:
    """``t`` once ``pairing`` is saved as its next round dated ``date`` (and its options
    are ``options``), exactly as the store then loads it: the round's byes are the
    pairing-allocated one and those requested for it, by player number."""
    after = t.copy()
    after.options = dict(options)
    byes = after.requested_byes.pop(after.next_round, {})
    if pairing.bye is not None:
        byes[pairing.bye] = ByeKind.PAIRING_ALLOCATED
    after.rounds.append(Round([Game(b.white, b.black) for b in pairing.boards],
                              dict(sorted(byes.items())), date))
    return after


def _engine_pair(t: Tournament, round_no: int, system=None) -> Pairing:
    system = system or pairings.system_for(t.system)
    try:
        return pairings.engine_pair(system, t)
    except ServiceError:  # the pairing process could not answer: its own message
        raise
    except PairingError as exc:
        hint = tr("pair it by hand") if "arbiter must decide" in str(exc) else \
            tr("the arbiter must decide (pair it by hand)")
        # the system as the arbiter reads it, never its key (issue #35)
        raise ServiceError(tr("round {round_no} cannot be paired by {system_name}: {exc}; {hint}",
                              round_no=round_no, system_name=tr(system_title(system.name)),
                              exc=shown(str(exc)), hint=hint)) from None
    except Exception as exc:  # a fault in the system: nothing saved, say what happened
        raise ServiceError(tr("the {system_name} pairing of round {round_no} failed ({kind}: "
                              "{exc}); nothing was saved; please report this, and pair the round "
                              "by hand meanwhile", system_name=system.name, round_no=round_no,
                              kind=type(exc).__name__, exc=exc)) from None


def _usable_pairing(t: Tournament, round_no: int, system) -> Pairing:
    """The system's pairing of round ``round_no``, refused when it is structurally broken
    (a system bug: a broken pairing is never saved)."""
    pairing = _engine_pair(t, round_no, system)
    problems = structural_violations(t, pairing)
    if problems:
        raise ServiceError(tr("the {system_name} pairing of round {round_no} is not usable: "
                              "{problems}; nothing was saved", system_name=system.name,
                              round_no=round_no, problems=shown(str(problems[0]))))
    return pairing


def trf_proposal(trf_path: str | os.PathLike) -> tuple[str, list[str]]:
    """(system, tie-breaks) a TRF file names (192/092, 202), for the import dialog to
    propose; ("", []) when it names none or cannot be read (the import then says why).
    A file that is not read at all (a device, a FIFO, a folder, too large) is a
    ServiceError at once, before the dialog asks anything."""
    from arbiter_app.trf import TrfError, read_trf_file
    from arbiter_app.trf.input_files import InputFileError

    try:
        t = read_trf_file(trf_path)
    except InputFileError as exc:  # a device, a FIFO, a folder, too large: said at once
        raise ServiceError(str(exc)) from None
    except (TrfError, OSError):
        return "", []
    return _named_system(t) or "", file_tiebreaks(t)[0]


#: the note on an imported file's acceleration the system cannot use
ACCELERATION_DROPPED = N_("{name}: the file asks for the Baku acceleration, but {system} is "
                          "paired without acceleration (only the Dutch system accelerates); "
                          "the setting was left out")


def _unusable_acceleration(t: Tournament, name: str) -> list[dict[str, str]]:
    """An imported file's Baku acceleration (192 ..._BAKU) for a system that pairs
    without one (only the Dutch systems accelerate, docs/systems/acceleration.md):
    dropped from the settings, with a note for the arbiter (the values of
    :data:`ACCELERATION_DROPPED`)."""
    from arbiter_app.engine import acceleration as ACC
    from arbiter_app.services.acceleration import ACCELERATED_SYSTEMS
    if ACC.method(t) != ACC.BAKU or t.system in ACCELERATED_SYSTEMS:
        return []
    t.options.pop(ACC.METHOD, None)
    return [{"name": name, "system": t.system}]


def _named_system(t: Tournament) -> str | None:
    """The system a TRF file names (TRF-2026's 192 by the Tournament-Type Code Table, or
    092; ``FIDE_DUTCH_2025`` is dutch2026), or None."""
    from arbiter_app.engine.systems.registry import system_of_trf_line

    lines = [t.info.kind] + [line[4:] for line in t.info.extra_lines if line.startswith("192")]
    return t.system or next(filter(None, map(system_of_trf_line, lines)), None)


def file_tiebreaks(t: Tournament) -> tuple[list[str], list[str]]:
    """(known, unknown) tie-breaks of a TRF-2026 file's 202 line (codes separated by
    blanks or commas, as C.07's TEC codes); ([], []) when it has none."""
    from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks
    from arbiter_app.trf.trf2026 import TIEBREAKS_202

    known, unknown = [], []
    for code in t.options.get(TIEBREAKS_202, "").replace(",", " ").split():
        try:
            parse_tiebreaks([code])
        except UnknownTiebreak:
            unknown.append(code)
        else:
            known.append(code)
    return known, unknown


def _rounds_text(reader) -> str:
    n = reader.rounds_paired()
    return tr("no round is paired yet") if n == 0 else tr("rounds 1-{n} are paired", n=n)
