"""Publishing to the players: the event as a static web site, and its standings
and pairings as CSV and JSON for other programs (issue #26).

The pages are the services documents (:mod:`arbiter_app.services.documents`),
the same HTML the GUI prints, wrapped as web pages with one ``style.css``
(the documents' stylesheet and a few rules for screens and phones), no script.
Every page ends with when it was written and after which round.

Re-publishing rewrites only what changed: a page whose content (its time
stamp left out) is the same as the file already there is not written again,
so an upload tool or a web server sees only the new pages.  Every publish keeps
the list of the files it wrote in the folder (:data:`MANIFEST`); the next one
removes the files of that list it does not write again (a round unpaired, a
player deleted) and no other file: a folder without a manifest, or with one that
is not Arbiter's own, loses nothing (issue #34).

Where to write (issue #34): the folder the arbiter chose on this computer for the
tournament (kept in the per-user preferences, keyed by the tournament file's
path: :func:`chosen_folder`).  The folder is also kept in the tournament file
(``Tournament.options``, :data:`OPTION_FOLDER`, with :data:`OPTION_BIRTH_DATES`
and :data:`OPTION_DATA`), but a file may come from elsewhere: its folder is only
a proposal, never used unless the arbiter chooses it (:func:`publish_folder`).
Both are set by :func:`set_publish_settings`.
"""

from __future__ import annotations

import io
import json
import os
import re
import stat
import tempfile
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from arbiter_app import paths
from arbiter_app.engine.model import ByeKind, GameResult, Tournament
from arbiter_app.engine.tiebreaks import completed_rounds, compute_standings
from arbiter_app.i18n import N_, day, tr, trn, using
from arbiter_app.services import csv_cells
from arbiter_app.services.documents import build_document, document_language
from arbiter_app.services.documents.cards import boards_of, card_body
from arbiter_app.services.documents.index import RoundLinks, event_facts, index_body
from arbiter_app.services.documents.page import STYLE, WEB_STYLE, web_page
from arbiter_app.services.errors import ServiceError

OPTION_FOLDER = "publish.folder"
OPTION_BIRTH_DATES = "publish.birth_dates"
OPTION_DATA = "publish.data"  # "yes": the JSON and CSV files too

#: the formats of ``arbiter-cli publish --format``
FORMATS = ("html", "json", "csv")
#: version of the JSON files' layout (raised only when a field changes meaning)
JSON_VERSION = 1

#: every name of a file this module writes (a manifest naming anything else is not ours)
_OURS = re.compile(r"(index|crosstable|starting-rank|standings|teams|board-standings)\.html|"
                   r"style\.css|"
                   r"standings\.(json|csv)|round-[0-9]+(-alphabetical)?\.html|"
                   r"standings-after-round-[0-9]+\.html|player-[0-9]+\.html|"
                   r"round-[0-9]+-pairings\.(json|csv)")
#: the list of the files a publish wrote, kept in its folder: the next publish removes
#: only files named there (docs/publishing.md, "Which files are removed")
MANIFEST = ".arbiter-publish.json"
MANIFEST_FORMAT = "arbiter-publish-files"
MANIFEST_VERSION = 1
#: a manifest larger than this is not ours (a 9999-player site's is about 200 KB)
MANIFEST_LIMIT = 4 * 1024 * 1024
#: the per-user preference (services.preferences) of the folders chosen on this computer:
#: tournament key -> folder
CHOSEN_FOLDERS = "publish.folders"
#: how many tournaments' folders this computer keeps (the oldest chosen is dropped)
CHOSEN_LIMIT = 200
_STAMP = re.compile(r'<p class="stamp">.*?</p>')

STYLE_FILE = "style.css"


@dataclass(frozen=True)
class PublishSettings:
    folder: str = ""
    birth_dates: bool = False
    data: bool = False  # also the standings and pairings as JSON and CSV

    @property
    def formats(self) -> tuple[str, ...]:
        return FORMATS if self.data else ("html",)


@dataclass
class PublishReport:
    folder: Path
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return trn("{n} file written, {unchanged} unchanged, {removed} removed: {folder}",
                   "{n} files written, {unchanged} unchanged, {removed} removed: {folder}",
                   len(self.written), unchanged=len(self.unchanged),
                   removed=len(self.removed), folder=self.folder)


# -- settings ------------------------------------------------------------------------

def publish_settings(t: Tournament) -> PublishSettings:
    """The settings kept in the tournament file.  Its ``folder`` is only a proposal
    (it may come from another computer): :func:`publish_folder` says where to write."""
    folder = t.options.get(OPTION_FOLDER, "")
    return PublishSettings(folder if isinstance(folder, str) else "",
                           t.options.get(OPTION_BIRTH_DATES, "") == "yes",
                           t.options.get(OPTION_DATA, "") == "yes")


@dataclass(frozen=True)
class FolderChoice:
    """Where a publish without a folder given goes: ``folder`` ('' when none is known);
    ``chosen``: chosen on this computer, used without asking; else the folder is only
    named in the tournament file, a proposal the arbiter confirms first."""

    folder: str
    chosen: bool

    @property
    def proposal(self) -> str:
        """The folder named in the file and not chosen here ('' when none)."""
        return "" if self.chosen else self.folder


def tournament_key(path: str | os.PathLike) -> str:
    """The tournament's key in this computer's list of chosen folders: its file's
    full, resolved path."""
    return str(Path(path).expanduser().resolve())


def _chosen_table() -> dict[str, str]:
    from arbiter_app.services import preferences
    table = preferences.stored(CHOSEN_FOLDERS, {})
    if not isinstance(table, dict):
        return {}
    return {k: v for k, v in table.items()
            if isinstance(k, str) and isinstance(v, str) and os.path.isabs(v)}


def chosen_folder(path: str | os.PathLike) -> str:
    """The publishing folder the arbiter chose on this computer for the tournament file
    ``path`` ('' when none)."""
    return _chosen_table().get(tournament_key(path), "")


def choose_folder(path: str | os.PathLike, folder: str) -> None:
    """Keep ``folder`` (made absolute) as chosen on this computer for the tournament file
    ``path``; '' forgets it.  ServiceError when the settings cannot be written."""
    from arbiter_app.services import preferences
    table = _chosen_table()
    key = tournament_key(path)
    table.pop(key, None)
    if folder:
        table[key] = absolute_folder(folder)  # the newest last; the oldest dropped
    table = dict(list(table.items())[-CHOSEN_LIMIT:])
    try:
        preferences.store(CHOSEN_FOLDERS, table or None)
    except OSError as exc:
        raise ServiceError(tr("cannot keep the publishing folder in {path}: {strerror}",
                              path=paths.config_dir(), strerror=exc.strerror or exc)
                           ) from None


def absolute_folder(folder: str | os.PathLike) -> str:
    """``folder`` as a full path (``~`` expanded; relative: from the current folder)."""
    return os.path.abspath(os.path.expanduser(str(folder).strip()))


def publish_folder(path: str | os.PathLike, t: Tournament) -> FolderChoice:
    """Where to publish the tournament file ``path`` (``t``) when no folder is given: the
    folder chosen on this computer, else the file's own only as a proposal."""
    chosen = chosen_folder(path)
    if chosen:
        return FolderChoice(chosen, True)
    return FolderChoice(publish_settings(t).folder.strip(), False)


def shown_folder(folder: str) -> str:
    """A folder named in a file, safe to show on one line: its control characters
    escaped (``\\n``, ``\\x1b``), at most 200 characters."""
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in folder)
    return text if len(text) <= 200 else text[:199] + "\u2026"


def set_publish_settings(service, folder: str, birth_dates: bool = False,
                         data: bool = False) -> None:
    """Keep the publishing folder (made absolute), whether birth dates are published and
    whether the JSON and CSV files are written too, with the tournament (its options;
    one transaction, with an audit entry), and the folder as chosen on this computer
    (:func:`choose_folder`: the folder a publish without one uses)."""
    folder = absolute_folder(folder) if str(folder).strip() else ""
    choose_folder(service.path, folder)
    with service._write() as w:
        w.set_option(OPTION_FOLDER, folder or None)
        w.set_option(OPTION_BIRTH_DATES, "yes" if birth_dates else None)
        w.set_option(OPTION_DATA, "yes" if data else None)
        w.audit(N_("publish settings"), f"folder {folder or '(none)'}; birth dates "
                                    f"{'published' if birth_dates else 'not published'}; "
                                    f"JSON and CSV {'too' if data else 'not written'}")


# -- names and stamps -----------------------------------------------------------------

def card_file(number: int) -> str:
    return f"player-{number}.html"


def round_file(round_no: int, alphabetical: bool = False) -> str:
    return f"round-{round_no}{'-alphabetical' if alphabetical else ''}.html"


def standings_file(after: int | None = None) -> str:
    return "standings.html" if after is None else f"standings-after-round-{after}.html"


def results_in(t: Tournament, round_no: int) -> tuple[int, int]:
    games = t.round(round_no).games
    return sum(g.result is not GameResult.PENDING for g in games), len(games)


def stage(t: Tournament) -> str:
    """After which round: "after round 5 of 9", "round 6 of 9 in progress (12 of 30 results)"."""
    done = completed_rounds(t)
    if not done:
        text = tr("before round 1")
    elif t.total_rounds:
        text = tr("after round {round} of {total}", round=done, total=t.total_rounds)
    else:
        text = tr("after round {round}", round=done)
    if t.rounds_played > done:
        got, total = results_in(t, t.rounds_played)
        text += tr("; round {round} in progress ({got} of {total} results)",
                   round=t.rounds_played, got=got, total=total)
    return text


def stamp(t: Tournament, now: datetime) -> str:
    return tr("Written {date} {time}, {stage}.", date=day(now.date()), time=f"{now:%H:%M}",
              stage=stage(t))


# -- the web site -------------------------------------------------------------------

def build_site(t: Tournament, tiebreaks: list[str], *, birth_dates: bool = False,
               now: datetime | None = None, system_name: str = "",
               language: str | None = None) -> dict[str, str]:
    """Every file of the site: file name -> content, in ``language`` (default: the
    tournament's document language)."""
    language = language or document_language(t)
    with using(language):
        from arbiter_app.engine.teams.model import TeamTournament
        if isinstance(t, TeamTournament):  # a team event's pages (issue #37)
            from arbiter_app.services.documents.team_site import team_site
            return team_site(t, tiebreaks, birth_dates, stamp(t, now or datetime.now()),
                             system_name, language)
        return _site(t, tiebreaks, birth_dates, now or datetime.now(), system_name, language)


def _site(t: Tournament, tiebreaks: list[str], birth_dates: bool, now: datetime,
          system_name: str, language: str | None) -> dict[str, str]:
    title = t.info.name or tr("Tournament")
    stamp_text = stamp(t, now)
    done = completed_rounds(t)
    # the same on every page, so that a page of a past round stays as it was
    nav = [(tr("Event and rounds"), "index.html"), (tr("Standings"), standings_file()),
           (tr("Crosstable"), "crosstable.html"), (tr("Players"), "starting-rank.html")]
    files: dict[str, str] = {STYLE_FILE: STYLE + "\n" + WEB_STYLE + "\n"}

    def add(name: str, doc) -> None:
        files[name] = web_page(title, doc.title, doc.place, doc.body, nav, stamp_text)

    def document(kind: str, round_no: int | None = None, **how):
        return build_document(t, tiebreaks, kind, round_no, language=language, **how)

    rounds = []
    for k in range(1, t.rounds_played + 1):
        add(round_file(k), document("pairings", k))
        add(round_file(k, True), document("alphabetical", k, card_href=card_file))
        if k <= done:
            add(standings_file(k), document("standings", k, card_href=card_file))
        got, total = results_in(t, k)
        rounds.append(RoundLinks(k, t.round(k).date, round_file(k), round_file(k, True),
                                 standings_file(k) if k <= done else "",
                                 tr("complete") if got == total
                                 else tr("{got} of {total} results", got=got, total=total)))
    add(standings_file(), document("standings", card_href=card_file))
    add("crosstable.html", document("crosstable"))
    add("starting-rank.html", document("ranking", card_href=card_file,
                                       birth_dates=birth_dates))
    hist = _histories(t)
    boards = boards_of(t)
    for n in sorted(t.players):
        p = t.players[n]
        files[card_file(n)] = web_page(title, tr("Player card: {name}", name=p.name), "",
                                       card_body(t, n, hist, boards, card_file), nav,
                                       stamp_text)
    whole = [(tr("Standings after round {round}", round=done) if done else tr("Standings"),
              standings_file()),
             (tr("Crosstable"), "crosstable.html"),
             (tr("Starting-rank list (each player's card)"), "starting-rank.html")]
    body = index_body(t, event_facts(t, tr(system_name) if system_name else ""), rounds,
                      whole)
    files["index.html"] = web_page(title, tr("Tournament information"),
                                   ", ".join(x for x in (t.info.city, day(t.info.start_date))
                                             if x),
                                   body, nav, stamp_text)
    return files


def _histories(t: Tournament):
    from arbiter_app.engine.history import histories
    return histories(t)


# -- data for other programs ------------------------------------------------------------

RESULT_FIELD = {GameResult.PENDING: "", GameResult.WHITE_WINS: "1-0",
                GameResult.BLACK_WINS: "0-1", GameResult.DRAW: "1/2-1/2",
                GameResult.WHITE_FORFEIT_WIN: "+-", GameResult.BLACK_FORFEIT_WIN: "-+",
                GameResult.DOUBLE_FORFEIT: "--", GameResult.WHITE_WINS_UNRATED: "1-0",
                GameResult.BLACK_WINS_UNRATED: "0-1", GameResult.DRAW_UNRATED: "1/2-1/2",
                GameResult.WHITE_HALF_BLACK_ZERO: "1/2-0", GameResult.WHITE_ZERO_BLACK_HALF: "0-1/2",
                GameResult.DOUBLE_LOSS: "0-0", GameResult.ADJOURNED: "adjourned"}
UNRATED = {GameResult.WHITE_WINS_UNRATED, GameResult.BLACK_WINS_UNRATED,
           GameResult.DRAW_UNRATED}
BYE_FIELD = {ByeKind.PAIRING_ALLOCATED: "pairing-allocated", ByeKind.HALF_POINT: "half-point",
             ByeKind.FULL_POINT: "full-point", ByeKind.ZERO_POINT: "absent"}

STANDINGS_FIELDS = ["rank", "shared", "number", "title", "name", "federation", "rating",
                    "fide_id", "points"]
PAIRING_FIELDS = ["round", "board", "white", "white_name", "white_rating", "white_points",
                  "black", "black_name", "black_rating", "black_points", "result", "rated",
                  "bye"]


def standings_data(t: Tournament, tiebreaks: list[str]) -> dict:
    table = compute_standings(t, list(tiebreaks))
    labels = table.labels()
    rows = []
    for row in table.rows:
        p = t.players[row.number]
        rows.append({"rank": row.rank, "shared": row.shared, "number": row.number,
                     "title": p.title, "name": p.name, "federation": p.federation,
                     "rating": p.rating or None, "fide_id": p.fide_id or None,
                     "points": row.points,
                     "tiebreaks": {label: value for label, value in zip(labels, row.values)}})
    from arbiter_app.services.provisional import missing_results
    return {"after_round": table.rounds, "tiebreaks": labels, "rules": table.rules_note,
            "notes": list(table.notes), "standings": rows,
            # a result of the rounds counted is missing or adjourned (Q161)
            "provisional": bool(missing_results(t, table.rounds))}


def pairing_rows(t: Tournament, round_no: int) -> list[dict]:
    """The boards, then the byes and absences, one flat record each."""
    from arbiter_app.services.documents.pairing_lists import seats
    hist = _histories(t)

    def before(n):
        h = hist.get(n)
        return h.scores_before[round_no - 1] if h and len(h.scores_before) >= round_no else None

    def side(n, colour):
        p = t.players.get(n)
        return {colour: n, f"{colour}_name": p.name if p else "",
                f"{colour}_rating": (p.rating or None) if p else None,
                f"{colour}_points": before(n)}
    rows = []
    for board, game in enumerate(t.round(round_no).games, start=1):
        rows.append({"round": round_no, "board": board, **side(game.white, "white"),
                     **side(game.black, "black"), "result": RESULT_FIELD[game.result],
                     "rated": game.result not in UNRATED and game.result not in (
                         GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                         GameResult.DOUBLE_FORFEIT), "bye": ""})
    for seat in seats(t, round_no):
        if seat.bye is not None:
            rows.append({"round": round_no, "board": None, **side(seat.number, "white"),
                         "black": None, "black_name": "", "black_rating": None,
                         "black_points": None, "result": "", "rated": False,
                         "bye": BYE_FIELD[seat.bye]})
    return rows


def _event(t: Tournament) -> dict:
    i = t.info
    return {"name": i.name, "city": i.city, "federation": i.federation,
            "start_date": i.start_date, "end_date": i.end_date, "rounds": t.total_rounds,
            "rounds_paired": t.rounds_played, "rounds_complete": completed_rounds(t),
            "system": t.system}


def _csv(fields: list[str], rows: list[dict]) -> str:
    out = io.StringIO()
    writer = csv_cells.writer(out)  # every cell is data, never a formula
    writer.writerow(fields)
    for row in rows:
        writer.writerow(["" if row.get(f) is None else
                         ("yes" if row[f] is True else "no" if row[f] is False else row[f])
                         for f in fields])
    return out.getvalue()


def build_data(t: Tournament, tiebreaks: list[str], fmt: str,
               now: datetime | None = None) -> dict[str, str]:
    """``standings.FMT`` and ``round-K-pairings.FMT`` of every paired round
    (fields: docs/publishing.md)."""
    now = now or datetime.now()
    standings = standings_data(t, tiebreaks)
    files = {}
    if fmt == "json":
        head = {"format": "arbiter-publish", "version": JSON_VERSION,
                "written": now.isoformat(timespec="seconds"), "event": _event(t)}
        files["standings.json"] = json.dumps({**head, **standings}, ensure_ascii=False,
                                             indent=1) + "\n"
        for k in range(1, t.rounds_played + 1):
            body = {**head, "round": k, "date": t.round(k).date, "pairings": pairing_rows(t, k)}
            files[f"round-{k}-pairings.json"] = json.dumps(body, ensure_ascii=False,
                                                           indent=1) + "\n"
    elif fmt == "csv":
        labels = standings["tiebreaks"]
        rows = [{**{f: r[f] for f in STANDINGS_FIELDS}, **r["tiebreaks"]}
                for r in standings["standings"]]
        files["standings.csv"] = _csv(STANDINGS_FIELDS + labels, rows)
        for k in range(1, t.rounds_played + 1):
            files[f"round-{k}-pairings.csv"] = _csv(PAIRING_FIELDS, pairing_rows(t, k))
    else:
        raise ValueError(f"unknown format {fmt!r}; known: {', '.join(FORMATS)}")
    return files


# -- writing --------------------------------------------------------------------------

def _old_text(path: Path, content: str) -> str | None:
    """The text of the file already at ``path`` when it may be the same as ``content``:
    None when it is missing, not a regular file (a link, a folder, a FIFO: never
    opened), much larger than ``content`` or not UTF-8."""
    try:
        st = path.lstat()
        if not stat.S_ISREG(st.st_mode) or st.st_size > 4 * len(content) + 4096:
            return None
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _same(path: Path, content: str) -> bool:
    old = _old_text(path, content)
    if old is None:
        return False
    if old == content:
        return True
    return path.suffix == ".html" and _STAMP.sub("", old) == _STAMP.sub("", content)


def _data_same(path: Path, content: str) -> bool:
    """JSON files differ in their "written" field only: unchanged."""
    if path.suffix != ".json":
        return _same(path, content)
    try:
        old = json.loads(_old_text(path, content) or "null")
    except (ValueError, RecursionError):
        return False
    new = json.loads(content)
    if not isinstance(old, dict):
        return False
    old.pop("written", None)
    new.pop("written", None)
    return old == new


def _write(folder: Path, name: str, content: str) -> None:
    """``content`` as ``folder/name``, whole or not at all (a link of that name is
    replaced, never followed)."""
    fd, tmp = tempfile.mkstemp(prefix=".publish-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(content)
        os.replace(tmp, folder / name)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def plain_name(name) -> bool:
    """``name`` names a file right in the folder: a non-empty text without a
    separator, a drive, ``..``, a control character or surrounding spaces."""
    return (isinstance(name, str) and name not in ("", ".", "..") and ".." not in name
            and not any(c in name for c in "/\\:") and name == name.strip()
            and name.isprintable() and not os.path.isabs(name))


def read_manifest(folder: str | os.PathLike) -> list[str] | None:
    """The files the last publish listed in ``folder``'s manifest; None when there is
    none, or when it is not Arbiter's own: not a regular file (a link is not
    followed), too large, not JSON, without the format mark and version, or naming
    anything but plain names of files Arbiter writes.  The manifest is untrusted
    input, like any file in the folder."""
    path = Path(folder) / MANIFEST
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return None
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as source:
            st = os.fstat(source.fileno())
            if not stat.S_ISREG(st.st_mode) or st.st_size > MANIFEST_LIMIT:
                return None
            raw = source.read(MANIFEST_LIMIT + 1)
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return None
    if (not isinstance(data, dict) or data.get("format") != MANIFEST_FORMAT
            or type(data.get("version")) is not int or data["version"] != MANIFEST_VERSION
            or not isinstance(data.get("files"), list)):
        return None
    names = data["files"]
    if not all(plain_name(n) and _OURS.fullmatch(n) for n in names):
        return None
    return list(dict.fromkeys(names))


def manifest_text(names) -> str:
    return json.dumps({"format": MANIFEST_FORMAT, "version": MANIFEST_VERSION,
                       "note": "The files Arbiter wrote into this folder. The next publish "
                               "removes those of them it does not write again, and no "
                               "other file.",
                       "files": sorted(set(names))}, indent=1) + "\n"


def _regular(folder: Path, name: str, dir_fd: int | None) -> bool:
    """``folder/name`` is a regular file (a link is not followed)."""
    try:
        if dir_fd is not None:
            st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
        else:
            st = os.lstat(folder / name)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode)


def _remove_old(folder: Path, old: list[str], files: dict[str, str],
                report: PublishReport) -> list[str]:
    """Remove the files of the last manifest (``old``) this publish does not write again
    and that are of a kind it writes (.html, .css, .json, .csv): only regular files
    right in ``folder``, never through a link.  The names of ``old`` still kept (of
    the kinds not written this time); they stay in the manifest."""
    kinds = {Path(n).suffix for n in files}
    use_fd = os.stat in os.supports_dir_fd and os.unlink in os.supports_dir_fd \
        and hasattr(os, "O_DIRECTORY")
    dir_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY) if use_fd else None
    kept = []
    try:
        for name in old:
            if name in files or name == MANIFEST or not plain_name(name):
                continue
            if not _regular(folder, name, dir_fd):
                continue  # gone, or a link, folder or device: not ours to remove
            if Path(name).suffix not in kinds:
                kept.append(name)
                continue
            if dir_fd is not None:
                os.unlink(name, dir_fd=dir_fd)
            else:
                os.unlink(folder / name)
            report.removed.append(name)
    finally:
        if dir_fd is not None:
            os.close(dir_fd)
    return kept


def write_files(folder: str | os.PathLike, files: dict[str, str]) -> PublishReport:
    """Write ``files`` into ``folder`` (made when missing), each only when its content
    changed; then remove the files the folder's last manifest lists that this publish
    does not write again (:func:`read_manifest`; no manifest or not ours: nothing is
    removed), and keep the new manifest: the files written now, and those of the last
    one of a kind not written this time."""
    folder = Path(folder)
    report = PublishReport(folder)
    ours = [n for n in files if _OURS.fullmatch(n)]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        old = read_manifest(folder) or []
        if set(ours) - set(old):  # listed before they exist: a publish cut short
            _write(folder, MANIFEST, manifest_text([*old, *ours]))  # leaves none unlisted
        for name, content in files.items():
            if _data_same(folder / name, content):
                report.unchanged.append(name)
                continue
            _write(folder, name, content)
            report.written.append(name)
        kept = _remove_old(folder, old, files, report)
        manifest = manifest_text([*ours, *kept])
        if not _same(folder / MANIFEST, manifest):
            _write(folder, MANIFEST, manifest)
    except OSError as exc:
        raise ServiceError(tr("cannot publish to {folder}: {strerror}", folder=folder,
                              strerror=exc.strerror or exc)) from None
    return report


def publish(t: Tournament, tiebreaks: list[str], folder: str | os.PathLike,
            formats: tuple[str, ...] = ("html",), *, birth_dates: bool | None = None,
            now: datetime | None = None, language: str | None = None) -> PublishReport:
    """Build the chosen formats and write them into ``folder`` (the web pages in
    ``language``, default the tournament's document language; the data files have none)."""
    from arbiter_app.engine.systems.registry import system_title
    now = now or datetime.now()
    if birth_dates is None:
        birth_dates = publish_settings(t).birth_dates
    files: dict[str, str] = {}
    for fmt in formats:
        if fmt == "html":
            # the system's title (translated in the pages' language), never "dutch2026"
            system_name = system_title(t.system) if t.system else ""
            files.update(build_site(t, tiebreaks, birth_dates=birth_dates, now=now,
                                    system_name=system_name, language=language))
        else:
            files.update(build_data(t, tiebreaks, fmt, now))
    return write_files(folder, files)


def publish_service(service, folder: str | os.PathLike | None = None,
                    formats: tuple[str, ...] | None = None, now: datetime | None = None,
                    language: str | None = None) -> PublishReport:
    """:func:`publish` for the tournament open in ``service``; ``formats`` None: those
    kept with the tournament; ``folder`` None: the folder chosen on this computer
    (:func:`publish_folder`).  A folder only named in the file is never used so:
    ServiceError naming it, as when no folder is known."""
    from arbiter_app.services.documents import event_of
    t, tiebreaks = event_of(service)  # a team event: its team level (issue #37)
    settings = publish_settings(t)
    if folder is None:
        choice = publish_folder(service.path, t)
        if choice.proposal:
            raise ServiceError(not_chosen_text(choice.proposal))
        folder = choice.folder
    if not str(folder).strip():
        raise ServiceError(tr("no publishing folder is set for this tournament"))
    return publish(t, tiebreaks, folder, formats or settings.formats,
                   birth_dates=settings.birth_dates, now=now, language=language)


def not_chosen_text(proposal: str) -> str:
    return tr("the tournament file proposes the publishing folder {folder}, which was not "
              "chosen on this computer; nothing was written", folder=shown_folder(proposal))


__all__ = ["FORMATS", "MANIFEST", "OPTION_BIRTH_DATES", "OPTION_FOLDER", "PAIRING_FIELDS",
           "FolderChoice", "PublishReport", "PublishSettings", "STANDINGS_FIELDS",
           "absolute_folder", "build_data", "build_site", "card_file", "choose_folder",
           "chosen_folder", "manifest_text", "not_chosen_text", "pairing_rows", "plain_name",
           "publish", "publish_folder", "publish_service", "publish_settings",
           "read_manifest", "round_file", "set_publish_settings", "shown_folder", "stage",
           "standings_data", "standings_file", "tournament_key", "write_files"]
