"""Deutsch: the command line's help and messages (arbiter_app/cli)."""

# flake8: noqa: E501
MESSAGES = {
    # -- arbiter-cli's commands and frame (cli/main.py, cli/parser.py) -------------
    'list the automatic backups of a tournament file':
        'die automatischen Sicherungen einer Turnierdatei auflisten',
    'restore a backup as a tournament file':
        'eine Sicherung als Turnierdatei wiederherstellen',
    "check a TRF file: every round's pairing and the standings":
        'eine TRF-Datei prüfen: die Paarungen jeder Runde und die Rangliste',
    'leave FIDE mode for good (needs --confirm)':
        'den FIDE-Modus endgültig verlassen (erfordert --confirm)',
    'forbid (or --remove) a pair of players, before round 1':
        'ein Spielerpaar verbieten (oder --remove), vor Runde 1',
    'generate random tournaments (TRF-2026 or TRF16)':
        'Zufallsturniere erzeugen (TRF-2026 oder TRF16)',
    'add the players of a CSV file (one undoable import in the GUI)':
        'die Spieler einer CSV-Datei hinzufügen (ein Import, im Fenster rückgängig zu machen)',
    'pair the next round of a TRF16 file':
        'die nächste Runde einer TRF16-Datei auslosen',
    'write a pairing list, the starting-rank list, the standings or the crosstable as a PDF':
        'eine Paarungsliste, die Startrangliste, die Rangliste oder die Kreuztabelle als PDF schreiben',
    'write the event as web pages (and/or its standings and pairings as JSON or CSV) into a folder':
        'das Turnier als Webseiten (und/oder seine Rangliste und Paarungen als JSON oder CSV) in einen Ordner schreiben',
    "check the players against FIDE rating lists (--update: take the list's values)":
        'die Spieler mit FIDE-Elo-Listen abgleichen (--update: die Werte der Liste übernehmen)',
    'the rating lists used per tournament type (check-ratings)':
        'die je Turnierart verwendeten Elo-Listen (check-ratings)',
    "print each player's rating change and performance (FIDE B.02)":
        'die Elo-Veränderung und die Leistung jedes Spielers ausgeben (FIDE B.02)',
    'ratings by round of an event longer than 30 days':
        'die Elo-Zahlen je Runde eines Turniers von mehr als 30 Tagen',
    'check this installation: pair two rounds with every system':
        'diese Installation prüfen: zwei Runden mit jedem System auslosen',
    'print the standings with tie-breaks (FIDE C.07)':
        'die Rangliste mit Feinwertungen ausgeben (FIDE C.07)',
    'write a tournament file as TRF-2026 (or TRF16)':
        'eine Turnierdatei als TRF-2026 (oder TRF16) schreiben',
    'make a tournament file (.arbiter) from a TRF16 or TRF-2026 file':
        'eine Turnierdatei (.arbiter) aus einer TRF16- oder TRF-2026-Datei erstellen',
    "set a player's national rating":
        'die nationale Wertungszahl eines Spielers setzen',
    'pair and save the next round of a tournament file':
        'die nächste Runde einer Turnierdatei auslosen und speichern',
    'add a player (a late entry after round 1)':
        'einen Spieler hinzufügen (ein Nachzügler nach Runde 1)',
    "allow or refuse a player's half-point byes":
        'die Byes mit halbem Punkt eines Spielers erlauben oder verweigern',
    'rounds closed to half-point byes':
        'die Runden ohne Byes mit halbem Punkt',
    'withdraw a player from the next round on':
        'einen Spieler ab der nächsten Runde zurückziehen',
    're-admit a withdrawn player':
        'einen zurückgezogenen Spieler wieder zulassen',
    'request a bye or announce an absence for a future round':
        'ein Bye beantragen oder eine Abwesenheit für eine kommende Runde melden',
    'cancel a requested bye':
        'ein beantragtes Bye zurücknehmen',
    'delete a player entered by mistake (only while in no round; later: withdraw)':
        'einen versehentlich erfassten Spieler löschen (nur solange er in keiner Runde ist; danach: withdraw)',
    "remove the last round's pairing (no results yet)":
        'die Paarungen der letzten Runde aufheben (noch ohne Ergebnisse)',
    'correct a result for the rating report only':
        'ein Ergebnis nur für den Elo-Bericht korrigieren',
    'pairing numbers by the initial ranking list (until round 4)':
        'Paarungsnummern nach der Startrangliste (bis Runde 4)',
    'record a result in a tournament file':
        'ein Ergebnis in einer Turnierdatei eintragen',
    'save a pairing made by hand':
        'eine von Hand erstellte Paarung speichern',
    'create an empty tournament file':
        'eine leere Turnierdatei erstellen',
    "show or change a tournament's settings":
        'die Einstellungen eines Turniers anzeigen oder ändern',
    'show a tournament file or one of its rounds':
        'eine Turnierdatei oder eine ihrer Runden anzeigen',
    'decide the places still tied after the tie-breaks':
        'die nach der Feinwertung noch gleichen Plätze entscheiden',
    "check a proposed pairing against the system's absolute criteria":
        'eine vorgeschlagene Paarung gegen die absoluten Kriterien des Systems prüfen',
    'Arbiter: pair, check and manage FIDE Swiss tournaments from the command line.':
        'Arbiter: Turniere nach Schweizer System der FIDE auf der Kommandozeile auslosen, prüfen und verwalten.',
    'interrupted':
        'abgebrochen',
    'internal error ({error}); this is a bug — please report it with the command and the file (set ARBITER_DEBUG=1 for details)':
        'interner Fehler ({error}); das ist ein Programmfehler — bitte melden Sie ihn mit dem Befehl und der Datei (ARBITER_DEBUG=1 für Einzelheiten)',
    "{message} (see '{command} --help')":
        "{message} (siehe '{command} --help')",
    # -- argparse's own texts, %-formatted (cli/argparse_texts.py) -----------------
    'usage: ':
        'Aufruf: ',
    'positional arguments':
        'Positionsargumente',
    'options':
        'Optionen',
    'show this help message and exit':
        'diese Hilfe anzeigen und beenden',
    "show program's version number and exit":
        'die Versionsnummer des Programms anzeigen und beenden',
    'argument %(argument_name)s: %(message)s':
        'Argument %(argument_name)s: %(message)s',
    'the following arguments are required: %s':
        'folgende Argumente sind erforderlich: %s',
    'one of the arguments %s is required':
        'eines der Argumente %s ist erforderlich',
    'not allowed with argument %s':
        'nicht erlaubt mit Argument %s',
    'unrecognized arguments: %s':
        'unbekannte Argumente: %s',
    'invalid choice: %(value)r (choose from %(choices)s)':
        'ungültige Auswahl: %(value)r (möglich: %(choices)s)',
    'unknown parser %(parser_name)r (choices: %(choices)s)':
        'unbekannter Befehl %(parser_name)r (möglich: %(choices)s)',
    'invalid %(type)s value: %(value)r':
        'ungültiger %(type)s-Wert: %(value)r',
    'ambiguous option: %(option)s could match %(matches)s':
        'mehrdeutige Option: %(option)s passt auf %(matches)s',
    'expected one argument':
        'ein Argument erwartet',
    'expected at most one argument':
        'höchstens ein Argument erwartet',
    'expected at least one argument':
        'mindestens ein Argument erwartet',
    'ignored explicit argument %r':
        'explizites Argument %r ignoriert',
    ('expected %s argument', 'expected %s arguments'):
        ('%s Argument erwartet', '%s Argumente erwartet'),
    # -- files, systems and rules shared by the commands (cli/common.py, store_common.py) ---
    'pairing system: {systems}':
        'Paarungssystem: {systems}',
    "{path} is a tournament file (.arbiter), not a TRF16 file; use 'arbiter-cli export {path} -o FILE.trf' first, or the commands for tournament files (pair-next, show, validate)":
        "{path} ist eine Turnierdatei (.arbiter), keine TRF16-Datei; verwenden Sie zuerst 'arbiter-cli export {path} -o FILE.trf' oder die Befehle für Turnierdateien (pair-next, show, validate)",
    'cannot write {output}: it is a folder':
        '{output} kann nicht geschrieben werden: es ist ein Ordner',
    'cannot write {output}: folder {folder} does not exist':
        '{output} kann nicht geschrieben werden: der Ordner {folder} existiert nicht',
    'cannot write {output}: permission denied':
        '{output} kann nicht geschrieben werden: keine Berechtigung',
    '{output} is a tournament file (.arbiter); it is not overwritten (choose another output file)':
        '{output} ist eine Turnierdatei (.arbiter); sie wird nicht überschrieben (wählen Sie eine andere Ausgabedatei)',
    '{output} is the input file; it is not overwritten (choose another output file)':
        '{output} ist die Eingabedatei; sie wird nicht überschrieben (wählen Sie eine andere Ausgabedatei)',
    'cannot write {output}: {problem}':
        '{output} kann nicht geschrieben werden: {problem}',
    'cannot read {path}: {problem}':
        '{path} kann nicht gelesen werden: {problem}',
    ('{n} round paired', '{n} rounds paired'):
        ('{n} Runde gepaart', '{n} Runden gepaart'),
    ('{n} round paired of {total}', '{n} rounds paired of {total}'):
        ('{n} von {total} Runden gepaart', '{n} von {total} Runden gepaart'),
    ' (players {players})':
        ' (Spieler {players})',
    # -- export, import, national-rating, pair-next and the players' commands (store_*.py) ---
    'Write the tournament as a TRF file (to standard output with -o -): TRF-2026 by default, with the number of rounds, the system, the byes announced and the forbidden pairs for another program.':
        'Das Turnier als TRF-Datei schreiben (mit -o - auf die Standardausgabe): standardmäßig TRF-2026, mit der Rundenzahl, dem System, den angekündigten Byes und den verbotenen Paarungen, für ein anderes Programm.',
    "trf2026 (default): FIDE's TRF-2026; trf16: the 2016 format with the XXR/XXC/XXP lines of the pairing engines":
        'trf2026 (Standard): das TRF-2026 der FIDE; trf16: das Format von 2016 mit den Zeilen XXR/XXC/XXP der Paarungsprogramme',
    "FIDE's rating report (TRF-2026): the fields FIDE marks mandatory filled from the tournament; each one empty is a warning (exit 3, nothing written, unless --confirm)":
        'der Elo-Bericht der FIDE (TRF-2026): die Felder, die die FIDE als Pflicht markiert, aus dem Turnier gefüllt; jedes leere ist eine Warnung (Exit 3, nichts geschrieben, außer mit --confirm)',
    'with --report: write it although mandatory fields are empty':
        'mit --report: ihn schreiben, obwohl Pflichtfelder leer sind',
    '--confirm is for --report (a TRF export asks for no confirmation)':
        '--confirm gehört zu --report (ein TRF-Export verlangt keine Bestätigung)',
    "--report writes TRF-2026, the format FIDE's rating server reads; leave out --format trf16":
        '--report schreibt TRF-2026, das Format, das der Elo-Server der FIDE liest; lassen Sie --format trf16 weg',
    ('{file}: {n} player, {rounds}, system {system}', '{file}: {n} players, {rounds}, system {system}'):
        ('{file}: {n} Spieler, {rounds}, System {system}', '{file}: {n} Spieler, {rounds}, System {system}'),
    'Read a TRF16 or TRF-2026 file and write it as a new tournament file; an existing file is never overwritten.':
        'Eine TRF16- oder TRF-2026-Datei lesen und als neue Turnierdatei schreiben; eine vorhandene Datei wird nie überschrieben.',
    "pairing system: {systems} (default: the one the file's 192 or 092 line names, e.g. '192 FIDE_DUTCH_2025' is dutch2026)":
        "Paarungssystem: {systems} (Standard: das in Zeile 192 oder 092 der Datei genannte, z. B. ist '192 FIDE_DUTCH_2025' dutch2026)",
    "tie-breaks of the standings, e.g. BH/C1,BH,SB (default: those of the file's 202 line; a TRF16 file names none: standings by score only; '' for none)":
        "Feinwertungen der Rangliste, z. B. BH/C1,BH,SB (Standard: die der Zeile 202 der Datei; eine TRF16-Datei nennt keine: Rangliste nur nach Punkten; '' für keine)",
    "tie-breaks: none, the standings are by score only (the file names none; choose them with 'arbiter-cli settings FILE --tiebreaks LIST')":
        "Feinwertungen: keine, die Rangliste ist nur nach Punkten (die Datei nennt keine; wählen Sie sie mit 'arbiter-cli settings FILE --tiebreaks LIST')",
    "tie-breaks: {list} (the file's 202 line)":
        'Feinwertungen: {list} (Zeile 202 der Datei)',
    'tie-breaks: {list}':
        'Feinwertungen: {list}',
    "not known to Arbiter, left out: {list} (the file's 202 line)":
        'Arbiter unbekannt, weggelassen: {list} (Zeile 202 der Datei)',
    'no {federation} rating':
        'keine {federation}-Wertungszahl',
    "Set a player's rating on a federation's national list (TRF-2026 NRS record), with the national id. RATING 0 and --id '' remove it.":
        "Die Wertungszahl eines Spielers auf der nationalen Liste einer Föderation setzen (TRF-2026-Datensatz NRS), mit der nationalen Kennung. RATING 0 und --id '' entfernen sie.",
    '3-letter FIDE code, e.g. NED':
        'dreibuchstabiger FIDE-Code, z. B. NED',
    "the player's number on that national list":
        'die Nummer des Spielers auf dieser nationalen Liste',
    "Pair the next round with the tournament's system and save it. Prints the boards (or, with --pairs, the count / 'white black' / 'N 0' format of 'pair').":
        "Die nächste Runde mit dem System des Turniers auslosen und speichern. Gibt die Bretter aus (oder, mit --pairs, das Format Anzahl / 'Weiß Schwarz' / 'N 0' von 'pair').",
    "print the pairing in the endorsed engines' format":
        'die Paarungen im Format der anerkannten Programme ausgeben',
    'bye: {player}':
        'spielfrei: {player}',
    '"Last, First"':
        '"Nachname, Vorname"',
    "the player's K-factor for the rating change (FIDE B.02 8.3.3: 40, 20 or 10) when no rating list gives it":
        'der K-Faktor des Spielers für die Elo-Veränderung (FIDE B.02 8.3.3: 40, 20 oder 10), wenn keine Elo-Liste ihn angibt',
    'add the player even when warned (e.g. the same FIDE id, or the same name and birth date, as a player already in the tournament)':
        'den Spieler auch bei einer Warnung hinzufügen (z. B. dieselbe FIDE-ID oder derselbe Name und dasselbe Geburtsdatum wie ein Spieler, der schon im Turnier ist)',
    'the player may not take half-point byes (FIDE checklist Q175)':
        'der Spieler darf keine Byes mit halbem Punkt nehmen (FIDE-Checkliste Q175)',
    "Make a player eligible (allow) or ineligible (refuse) for half-point byes; a refused player's request for one is refused (FIDE checklist Q175-176).":
        'Einen Spieler für Byes mit halbem Punkt zulassen (allow) oder nicht (refuse); der Antrag eines nicht zugelassenen Spielers wird abgelehnt (FIDE-Checkliste Q175-176).',
    "The rounds in which no half-point bye may be requested (FIDE checklist Q175), e.g. 8,9; 'none' opens every round again.":
        "Die Runden, in denen kein Bye mit halbem Punkt beantragt werden darf (FIDE-Checkliste Q175), z. B. 8,9; 'none' öffnet alle Runden wieder.",
    'e.g. 8,9 or none':
        'z. B. 8,9 oder none',
    'withdrawn by expulsion: flagged, and left out of the Swiss standings (FIDE checklist Q197-198)':
        'durch Ausschluss zurückgezogen: markiert und aus der Rangliste des Schweizer Systems genommen (FIDE-Checkliste Q197-198)',
    'KIND: H half-point bye, Z zero-point (absence), F full-point.':
        'KIND: H Bye mit halbem Punkt, Z null Punkte (Abwesenheit), F ein Punkt.',
    'go ahead although warned (in FIDE mode: a second half-point bye)':
        'trotz Warnung fortfahren (im FIDE-Modus: ein zweites Bye mit halbem Punkt)',
    '{player} may take half-point byes':
        '{player} darf Byes mit halbem Punkt nehmen',
    '{player} may not take half-point byes':
        '{player} darf keine Byes mit halbem Punkt nehmen',
    ('no half-point byes in round {rounds}', 'no half-point byes in rounds {rounds}'):
        ('keine Byes mit halbem Punkt in Runde {rounds}', 'keine Byes mit halbem Punkt in den Runden {rounds}'),
    'no half-point byes in rounds: none (every round is open)':
        'Runden ohne Byes mit halbem Punkt: keine (alle Runden sind offen)',
    're-admitted: {player}':
        'wieder zugelassen: {player}',
    'round {round}: {player} has bye {kind}':
        'Runde {round}: {player} hat Bye {kind}',
    'round {round}: bye of {player} cancelled':
        'Runde {round}: Bye von {player} zurückgenommen',
    'round {round} unpaired':
        'Paarungen der Runde {round} aufgehoben',
    'deleted: {player}':
        'gelöscht: {player}',
    'added {player} (late entry from round {round})':
        'hinzugefügt: {player} (Nachzügler ab Runde {round})',
    'added {player}':
        'hinzugefügt: {player}',
    '{rounds!r}: write round numbers separated by commas, e.g. 8,9, or none':
        '{rounds!r}: schreiben Sie Rundennummern durch Kommas getrennt, z. B. 8,9, oder none',
    'expelled: {player}, not paired from round {round}':
        'ausgeschlossen: {player}, ab Runde {round} nicht mehr gepaart',
    'withdrawn: {player}, not paired from round {round}':
        'zurückgezogen: {player}, ab Runde {round} nicht mehr gepaart',
    # -- results, pairings, show, ties and validate (store_*.py) -------------------
    "Correct a result for FIDE's rating report only (export --report and the rating changes); the pairings and the standings keep the result as entered. Written to the audit log and as a ### line of the TRF exports.":
        'Ein Ergebnis nur für den Elo-Bericht der FIDE korrigieren (export --report und die Elo-Veränderungen); Paarungen und Rangliste behalten das eingegebene Ergebnis. Wird ins Protokoll und als ###-Zeile in die TRF-Exporte geschrieben.',
    'the result the rating report uses, e.g. 0-1, 1/2, W-L':
        'das Ergebnis, das der Elo-Bericht verwendet, z. B. 0-1, 1/2, W-L',
    'take the correction back':
        'die Korrektur zurücknehmen',
    'why (written to the audit log)':
        'warum (wird ins Protokoll geschrieben)',
    'give a RESULT, or --remove to take the correction back':
        'geben Sie ein RESULT an oder --remove, um die Korrektur zurückzunehmen',
    'round {round} board {board}: removed':
        'Runde {round} Brett {board}: entfernt',
    'round {round} board {board}: {result} for the rating report':
        'Runde {round} Brett {board}: {result} für den Elo-Bericht',
    "Renumber the players of a tournament file by the initial ranking list: rating, then FIDE title, then name (C.04.2.B; swiss-rating-1998 A.2 for rating1998). Until round 4 is paired (C.04.2 2.3); the games of the rounds already paired follow their players. Prints 'old -> new name' for every number that changes.":
        "Die Spieler einer Turnierdatei nach der Startrangliste neu nummerieren: Elo, dann FIDE-Titel, dann Name (C.04.2.B; swiss-rating-1998 A.2 für rating1998). Bis Runde 4 gepaart ist (C.04.2 2.3); die Partien der schon gepaarten Runden folgen ihren Spielern. Gibt 'alt -> neu Name' für jede geänderte Nummer aus.",
    'rating (default) or alphabetical (if announced beforehand)':
        'rating (Standard) oder alphabetical (wenn vorher angekündigt)',
    'the pairing numbers already follow the initial ranking list; nothing changed':
        'die Paarungsnummern folgen schon der Startrangliste; nichts geändert',
    "Record (or correct) a result: {accepted} (+- and -+ are forfeits, -- a double forfeit; 1/2-0, 0-1/2 and 0-0 what each player scored after an arbiter's decision; W-L, L-W, D-D games of less than one move, not rated; adjourned: no result yet, a draw for the pairing).":
        'Ein Ergebnis eintragen (oder korrigieren): {accepted} (+- und -+ sind kampflose Partien, -- beiderseits kampflos; 1/2-0, 0-1/2 und 0-0 was jeder Spieler nach einer Entscheidung des Schiedsrichters erhielt; W-L, L-W, D-D Partien von weniger als einem Zug, nicht elo-gewertet; vertagt: noch kein Ergebnis, ein Remis für die Paarung).',
    "go ahead despite the warnings (an adjourned game's result other than a draw)":
        'trotz der Warnungen fortfahren (das Ergebnis einer vertagten Partie ist kein Remis)',
    '{value} must be 1 or more':
        '{value} muss 1 oder mehr sein',
    '{text!r} is not a number':
        '{text!r} ist keine Zahl',
    '{result!r} is no result; use one of {accepted}':
        '{result!r} ist kein Ergebnis; verwenden Sie eines von {accepted}',
    'unknown result {result!r}; use one of {accepted}':
        'unbekanntes Ergebnis {result!r}; verwenden Sie eines von {accepted}',
    'round {round} board {board}: {white} - {black} {result}':
        'Runde {round} Brett {board}: {white} - {black} {result}',
    'round {round} board {board}: {white} - {black} {result} (was {previous})':
        'Runde {round} Brett {board}: {white} - {black} {result} (war {previous})',
    'Round {round} (by hand)':
        'Runde {round} (von Hand)',
    'Save a pairing made by hand for the next round (or the last round while it has no result). Exit 1: it breaks a rule (listed); 3: it needs --confirm; 2: bad input.':
        'Eine von Hand erstellte Paarung für die nächste Runde speichern (oder für die letzte Runde, solange sie kein Ergebnis hat). Exit 1: sie verstößt gegen eine Regel (aufgeführt); 3: sie erfordert --confirm; 2: fehlerhafte Eingabe.',
    "count, then 'white black' per board, the bye as 'N 0'":
        "die Anzahl, dann 'Weiß Schwarz' je Brett, spielfrei als 'N 0'",
    'save it although it breaks rules of the system (with --reason)':
        'sie speichern, obwohl sie gegen Regeln des Systems verstößt (mit --reason)',
    "go ahead despite the warnings (a pairing that is not the system's, FIDE checklist Q69)":
        'trotz der Warnungen fortfahren (eine Paarung, die nicht die des Systems ist, FIDE-Checkliste Q69)',
    '--accept-violations needs a --reason (it goes to the audit log)':
        '--accept-violations erfordert ein --reason (es kommt ins Protokoll)',
    'accepted: {violation}':
        'akzeptiert: {violation}',
    'pairing-allocated bye':
        'spielfrei',
    'absent (zero-point bye)':
        'abwesend (Bye mit null Punkten)',
    'FIDE mode off ({note})':
        'FIDE-Modus aus ({note})',
    'FIDE mode on':
        'FIDE-Modus an',
    "show round N's boards":
        'die Bretter der Runde N anzeigen',
    '{name}, round {round}':
        '{name}, Runde {round}',
    ('{name}: system {system}, {n} player, {rounds}; {fide_mode}', '{name}: system {system}, {n} players, {rounds}; {fide_mode}'):
        ('{name}: System {system}, {n} Spieler, {rounds}; {fide_mode}', '{name}: System {system}, {n} Spieler, {rounds}; {fide_mode}'),
    'enters round {round}':
        'steigt in Runde {round} ein',
    ('{file}: round {round} is not paired ({n} round is)', '{file}: round {round} is not paired ({n} rounds are)'):
        ('{file}: Runde {round} ist nicht gepaart ({n} Runde ist es)', '{file}: Runde {round} ist nicht gepaart ({n} Runden sind es)'),
    "Players still tied after the last tie-break share the place (C.07). --lots decides such places by a drawing of lots (the seed is kept: the same places every time); --order by the arbiter's order of the tied players; --playoff by the scores of a play-off played over the board (C.07 3), printed under its --label; --shared goes back to shared places.":
        'Nach der letzten Feinwertung noch gleiche Spieler teilen den Platz (C.07). --lots entscheidet solche Plätze durch Los (der Startwert wird behalten: jedes Mal dieselben Plätze); --order nach der Reihenfolge des Schiedsrichters; --playoff nach den Ergebnissen eines am Brett gespielten Stichkampfs (C.07 3), gedruckt unter seinem --label; --shared kehrt zu geteilten Plätzen zurück.',
    'a drawing of lots':
        'ein Losentscheid',
    'pairing numbers of tied players, in the order they are placed':
        'Paarungsnummern der gleichen Spieler, in der Reihenfolge ihrer Platzierung',
    'tied players share the place':
        'gleiche Spieler teilen den Platz',
    'the seed of the drawing of lots (default: a new one)':
        'der Startwert der Auslosung (Standard: ein neuer)',
    '--seed goes with --lots':
        '--seed gehört zu --lots',
    'places still tied are decided by drawing of lots (seed {seed})':
        'noch gleiche Plätze werden durch Los entschieden (Startwert {seed})',
    '--order {order!r}: write pairing numbers separated by commas, e.g. 12,5,7':
        '--order {order!r}: schreiben Sie Paarungsnummern durch Kommas getrennt, z. B. 12,5,7',
    'order of tied players: {order}':
        'Reihenfolge der gleichen Spieler: {order}',
    "Check a proposed pairing of the next round (of a paired round without results, in a tournament file) against the system's absolute criteria and completeness. Prints each violation with its rule and players. With --report instead: the fields FIDE's rating report needs that the tournament file leaves empty (export --report's warnings), nothing written. Exit 0: none (notices only); 1: violations or warnings; 2: bad input.":
        'Eine vorgeschlagene Paarung der nächsten Runde (einer gepaarten Runde ohne Ergebnisse, in einer Turnierdatei) gegen die absoluten Kriterien des Systems und auf Vollständigkeit prüfen. Gibt jeden Verstoß mit Regel und Spielern aus. Mit --report stattdessen: die Felder, die der Elo-Bericht der FIDE braucht und die die Turnierdatei leer lässt (die Warnungen von export --report), ohne etwas zu schreiben. Exit 0: keine (nur Hinweise); 1: Verstöße oder Warnungen; 2: fehlerhafte Eingabe.',
    'pairing system of a TRF file: {systems}':
        'Paarungssystem einer TRF-Datei: {systems}',
    "check a tournament file for FIDE's rating report (the warnings of 'export --report'), writing nothing":
        "eine Turnierdatei für den Elo-Bericht der FIDE prüfen (die Warnungen von 'export --report'), ohne etwas zu schreiben",
    '{file}: --report checks a tournament file (T.arbiter); import the TRF file first':
        '{file}: --report prüft eine Turnierdatei (T.arbiter); importieren Sie zuerst die TRF-Datei',
    '{file}: the rating report has every field FIDE marks mandatory':
        '{file}: der Elo-Bericht hat alle Felder, die die FIDE als Pflicht markiert',
    '{file}: a TRF file needs --system':
        '{file}: eine TRF-Datei erfordert --system',
    # -- new and settings (store_settings.py) --------------------------------------
    'place of the event':
        'Ort des Turniers',
    'federation of the event (three letters, e.g. NED)':
        'Föderation des Turniers (drei Buchstaben, z. B. NED)',
    'first day, YYYY/MM/DD':
        'erster Tag, YYYY/MM/DD',
    'last day, YYYY/MM/DD':
        'letzter Tag, YYYY/MM/DD',
    "the chief arbiter's name":
        'der Name des Hauptschiedsrichters',
    "deputy arbiters' names":
        'die Namen der stellvertretenden Schiedsrichter',
    'e.g. 90\'/40 + 30\' + 30"':
        'z. B. 90\'/40 + 30\' + 30"',
    'ratings (docs/ratings.md)':
        'Wertungszahlen (docs/ratings.md)',
    'round robin (--system roundrobin; docs/systems/roundrobin.md)':
        'Rundenturnier (--system roundrobin; docs/systems/roundrobin.md)',
    ('created {file}: {name}, {n} round, {system}', 'created {file}: {name}, {n} rounds, {system}'):
        ('{file} erstellt: {name}, {n} Runde, {system}', '{file} erstellt: {name}, {n} Runden, {system}'),
    "the federation of the national ratings (NRS records) the method reads (default: the tournament's federation)":
        'die Föderation der nationalen Wertungszahlen (NRS-Datensätze), die die Methode liest (Standard: die Föderation des Turniers)',
    "an event longer than 30 days: each round has its players' ratings of that month (checklist Q210-216)":
        'ein Turnier von mehr als 30 Tagen: jede Runde hat die Elo-Zahlen ihrer Spieler aus jenem Monat (Checkliste Q210-216)',
    "Create a tournament file with every field of the GUI's New tournament dialog; add players with add-player.":
        'Eine Turnierdatei mit allen Feldern des Dialogs Neues Turnier erstellen; Spieler mit add-player hinzufügen.',
    'a double round robin: two cycles, the second with colours reversed':
        'ein doppeltes Rundenturnier: zwei Durchgänge, der zweite mit vertauschten Farben',
    'how many cycles (default: as many as --rounds needs)':
        'wie viele Durchgänge (Standard: so viele, wie --rounds braucht)',
    "play the last two rounds of cycle 1 in reverse order (C.05's recommendation for a double round robin; default on with two or more cycles)":
        'die letzten zwei Runden des ersten Durchgangs in umgekehrter Reihenfolge spielen (Empfehlung von C.05 für ein doppeltes Rundenturnier; Standard on bei zwei oder mehr Durchgängen)',
    'the Berger numbers set by hand: the pairing numbers in Berger order, e.g. 3,1,4,2 (FIDE checklist Q95)':
        'die Berger-Nummern von Hand: die Paarungsnummern in Berger-Reihenfolge, z. B. 3,1,4,2 (FIDE-Checkliste Q95)',
    'Berger numbers by drawing of lots with this seed (reproducible, recorded); without it the pairing numbers are the Berger numbers':
        'Berger-Nummern durch Auslosung mit diesem Startwert (wiederholbar, gespeichert); ohne ihn sind die Paarungsnummern die Berger-Nummern',
    'Without options: print the settings. With options: change those (the others stay).':
        'Ohne Optionen: die Einstellungen ausgeben. Mit Optionen: diese ändern (die anderen bleiben).',
    'points of the pairing-allocated bye (the same as --points P=…)':
        'Punkte für spielfrei durch das Paarungssystem (wie --points P=…)',
    'go ahead although warned: after round 1, in FIDE mode, the number of rounds, the points, the PAB and the tie-breaks need it (a double confirmation in the GUI; without it: the warning, exit 3, nothing changed)':
        'trotz Warnung fortfahren: nach Runde 1 im FIDE-Modus für Rundenzahl, Punkte, PAB und Feinwertungen nötig (im Fenster eine doppelte Bestätigung; ohne: die Warnung, Exit 3, nichts geändert)',
    '--cycles must be 1 or more':
        '--cycles muss 1 oder mehr sein',
    '--double is two cycles; leave out --cycles or give --cycles 2':
        '--double sind zwei Durchgänge; lassen Sie --cycles weg oder geben Sie --cycles 2 an',
    ('{cycles} of {n} round', '{cycles} of {n} rounds'):
        ('{cycles} × {n} Runde', '{cycles} × {n} Runden'),
    'the point system as TRF-2026 record 162 has it: points for a win, forfeit win and full-point bye (W), a draw and half-point bye (D), a loss (L), an absence or forfeit loss (A), the pairing-allocated bye (P, default as W) and an unknown (adjourned) result (X, default as D)':
        'das Punktesystem wie im TRF-2026-Datensatz 162: Punkte für Sieg, kampflosen Sieg und Bye mit einem Punkt (W), Remis und Bye mit halbem Punkt (D), Niederlage (L), Abwesenheit oder kampflose Niederlage (A), spielfrei durch das Paarungssystem (P, Standard wie W) und unbekanntes (vertagtes) Ergebnis (X, Standard wie D)',
    'any subset, the others standard':
        'beliebige Auswahl, die anderen Standard',
    'any subset, the others as they are':
        'beliebige Auswahl, die anderen bleiben',
    "colour of the top player in round 1 ('lot': drawn by lot, the default)":
        "Farbe des ersten Spielers in Runde 1 ('lot': ausgelost, der Standard)",
    "colour of the top player in round 1 ('lot': drawn by lot)":
        "Farbe des ersten Spielers in Runde 1 ('lot': ausgelost)",
    "comma-separated, e.g. BH/C1,SB,DE (default BH/C1,BH,SB; '' for none)":
        "durch Kommas getrennt, z. B. BH/C1,SB,DE (Standard BH/C1,BH,SB; '' für keine)",
    'comma-separated, e.g. BH/C1,SB,DE':
        'durch Kommas getrennt, z. B. BH/C1,SB,DE',
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date, the default)":
        "Ausgabe von C.07, der die Feinwertungen folgen ('date': die am Starttag gültige, der Standard)",
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date)":
        "Ausgabe von C.07, der die Feinwertungen folgen ('date': die am Starttag gültige)",
    'renumber the players by rating when round 1 is paired (default on)':
        'die Spieler bei der Auslosung der Runde 1 nach Elo neu nummerieren (Standard on)',
    'renumber the players by rating when round 1 is paired':
        'die Spieler bei der Auslosung der Runde 1 nach Elo neu nummerieren',
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only), or 'none', the default (docs/systems/acceleration.md)":
        "beschleunigte Paarungen: 'baku', die Baku-Methode (C.04.7; nur Holländisches System), oder 'none', der Standard (docs/systems/acceleration.md)",
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only) (docs/systems/acceleration.md)":
        "beschleunigte Paarungen: 'baku', die Baku-Methode (C.04.7; nur Holländisches System) (docs/systems/acceleration.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (the default) (docs/languages.md)":
        "die Sprache der Ausdrucke und Webseiten: {languages} oder 'system', die der Oberfläche (der Standard) (docs/languages.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (docs/languages.md)":
        "die Sprache der Ausdrucke und Webseiten: {languages} oder 'system', die der Oberfläche (docs/languages.md)",
    'the FIDE list the official ratings come from (checklist Q124): standard, the default':
        'die FIDE-Liste, aus der die offiziellen Elo-Zahlen stammen (Checkliste Q124): standard, der Standard',
    'the FIDE list the official ratings come from (checklist Q124)':
        'die FIDE-Liste, aus der die offiziellen Elo-Zahlen stammen (Checkliste Q124)',
    "the tournament rating of the initial order, TRF-2026 record 172: FIDE only, NRO national only, FIDON FIDE else national, NIDOF national else FIDE, HBFN the higher, LBFN the lower, OTHER the arbiter's manual ratings":
        'die Turnierwertung der Startreihenfolge, TRF-2026-Datensatz 172: FIDE nur FIDE, NRO nur national, FIDON FIDE sonst national, NIDOF national sonst FIDE, HBFN die höhere, LBFN die niedrigere, OTHER die von Hand eingegebenen Wertungen des Schiedsrichters',
    '(default FIDE)':
        '(Standard FIDE)',
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically (the default), or 'fide-id', the criterion the regulations may name instead (Q146)":
        "nach Elo und Titel (C.04.2 2.2.3): 'name', alphabetisch (der Standard), oder 'fide-id', das Kriterium, das die Ausschreibung stattdessen nennen kann (Q146)",
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically, or 'fide-id', the criterion the regulations may name instead (Q146)":
        "nach Elo und Titel (C.04.2 2.2.3): 'name', alphabetisch, oder 'fide-id', das Kriterium, das die Ausschreibung stattdessen nennen kann (Q146)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's, the default), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "die Elo-Zahl, die Elo-basierte Feinwertungen in einem Turnier von mehr als 30 Tagen lesen: 'first' (die vom Start, der Standard), 'round' (die jeder Runde) oder eine Rundennummer N (die in Runde N gültigen; Q214-216)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "die Elo-Zahl, die Elo-basierte Feinwertungen in einem Turnier von mehr als 30 Tagen lesen: 'first' (die vom Start), 'round' (die jeder Runde) oder eine Rundennummer N (die in Runde N gültigen; Q214-216)",
    '--rounds must be 1 or more':
        '--rounds muss 1 oder mehr sein',
    '{option}: the point system {points} is refused: {problem}; nothing was changed':
        '{option}: das Punktesystem {points} wird abgelehnt: {problem}; nichts wurde geändert',
    '--double, --cycles, --swap, --lots and --berger-order are for --system roundrobin':
        '--double, --cycles, --swap, --lots und --berger-order gehören zu --system roundrobin',
    '--lots needs a seed (any text)':
        '--lots braucht einen Startwert (beliebiger Text)',
    '{file}: changed {settings}':
        '{file}: geändert {settings}',
    '(none: score only)':
        '(keine: nur Punkte)',
    'date (in force at the start date)':
        'date (die am Starttag gültige)',
    "system (the interface's)":
        'system (die der Oberfläche)',
    '{method} (national ratings of {federation})':
        '{method} (nationale Wertungszahlen von {federation})',
    'on (last two rounds of cycle 1 reversed)':
        'on (letzte zwei Runden des ersten Durchgangs vertauscht)',
    'off (last two rounds of cycle 1 reversed)':
        'off (letzte zwei Runden des ersten Durchgangs vertauscht)',
    'confirmed (level {level}): {text}':
        'bestätigt (Stufe {level}): {text}',
    # -- issue 34: tournament files from elsewhere ---
    '; its newest backup that opens was taken {when}, {reason} ({contents}): arbiter-cli restore {backup} -o {target}':
        '; die neueste Sicherung, die sich öffnen lässt, stammt vom {when}, {reason} ({contents}): arbiter-cli restore {backup} -o {target}',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    "import even when rounds of the file are not the system's pairing (each such round is a level 3 warning; FIDE checklist Q54-55), or, outside FIDE mode for good, when its point system (162) is not allowed in FIDE mode (Q74, Q81, Q83)":
        'auch importieren, wenn Runden der Datei nicht die Paarungen des Systems sind (jede solche Runde ist eine Warnung der Stufe 3; FIDE-Checkliste Q54-55), oder, endgültig außerhalb des FIDE-Modus, wenn ihr Punktesystem (162) im FIDE-Modus nicht zulässig ist (Q74, Q81, Q83)',
    "{action}: the file's point system is not allowed in FIDE mode; nothing was imported (--confirm imports it outside FIDE mode, for good)":
        '{action}: das Punktesystem der Datei ist im FIDE-Modus nicht zulässig; nichts wurde importiert (--confirm importiert es außerhalb des FIDE-Modus, endgültig)',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change the numbers by hand: the player numbered N gets number M, the players between move by one (repeatable, applied in turn); before round 1 freely, after it only until round 4 is paired (C.04.2 2.3-2.5)':
        'die Nummern von Hand ändern: der Spieler mit Nummer N erhält die Nummer M, die Spieler dazwischen rücken um eins (wiederholbar, der Reihe nach angewandt); vor der 1. Runde frei, danach nur, bis die 4. Runde ausgelost ist (C.04.2 2.3-2.5)',
    'go ahead after the warnings of a change by hand':
        'trotz der Warnungen einer Änderung von Hand fortfahren',
    '--move {text}: write N:M, two pairing numbers (e.g. 5:2)':
        '--move {text}: schreiben Sie N:M, zwei Startnummern (z. B. 5:2)',
    'the pairing numbers stay as they were; nothing changed':
        'die Startnummern bleiben, wie sie waren; nichts geändert',
    '--move and --order do not go together: one renumbers by hand, the other by the initial ranking list':
        '--move und --order passen nicht zusammen: das eine nummeriert von Hand um, das andere nach der Startrangliste',
    # -- fplayoff: play-off results for tied places (Q207) ---
    "each player's play-off score (pairing number=score), e.g. 5=1.5,3=0.5; the higher score takes the higher place; an empty list removes the play-off":
        'das Stichkampfergebnis jedes Spielers (Paarungsnummer=Punkte), z. B. 5=1.5,3=0.5; das höhere Ergebnis erhält den besseren Platz; eine leere Liste entfernt den Stichkampf',
    "the play-off's name in every output, e.g. Armageddon (default: play-off)":
        'der Name des Stichkampfs in jeder Ausgabe, z. B. Armageddon (Vorgabe: Stichkampf)',
    "the play-off decides players tied after the last tie-break (tiebreaks, the default) or, as the tournament's rules may say, players tied on points (points)":
        'der Stichkampf entscheidet zwischen Spielern, die nach der letzten Feinwertung gleich sind (tiebreaks, Vorgabe), oder, wenn die Turnierordnung es sagt, zwischen punktgleichen Spielern (points)',
    '--label and --on go with --playoff':
        '--label und --on gehören zu --playoff',
    'player {number} is named twice':
        'Spieler {number} ist zweimal genannt',
    '--playoff {value!r}: {item}: write pairing number=score separated by commas, e.g. 5=1.5,3=0.5':
        '--playoff {value!r}: {item}: Paarungsnummer=Punkte durch Kommas getrennt schreiben, z. B. 5=1.5,3=0.5',
    'play-off: {scores}':
        'Stichkampf: {scores}',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players in ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209): a rating, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor) or 'none' (those tie-breaks dropped when unrated players take part)":
        "die Elo-Zahl von Spielern ohne Elo in ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209): eine Elo-Zahl, 'floor' (die Elo-Untergrenze der FIDE, {floor}), 'performance' (die eigene Turnierleistung jedes Spielers ohne Elo gegen seine Gegner mit Elo, nicht unter der Untergrenze) oder 'none' (diese Feinwertungen entfallen, wenn Spieler ohne Elo teilnehmen)",
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "The local copy of FIDE's rating list (the combined standard, rapid and blitz list), kept in your data folder: shown with its month and the day it was downloaded, or --update: downloaded, checked, and put in place of the old copy (which is kept when anything fails). check-ratings uses it when no list is given or kept.":
        'Die lokale Kopie der FIDE-Elo-Liste (die kombinierte Liste Standard, Schnellschach und Blitz), in Ihrem Datenordner abgelegt: mit ihrem Monat und dem Tag des Herunterladens angezeigt, oder --update: heruntergeladen, geprüft und an die Stelle der alten Kopie gesetzt (die bei jedem Fehler erhalten bleibt). check-ratings verwendet sie, wenn keine Liste angegeben oder hinterlegt ist.',
    "download FIDE's list now (the computer must be online)":
        'die FIDE-Liste jetzt herunterladen (der Computer muss online sein)',
    "where to download it from (default: FIDE's players list, {url})":
        'woher sie heruntergeladen wird (Vorgabe: die Spielerliste der FIDE, {url})',
    '--url needs --update':
        '--url braucht --update',
    'downloading {url}':
        '{url} wird heruntergeladen',
    'updated: {copy}':
        'aktualisiert: {copy}',
    "the local copy of FIDE's rating list: its date, or --update it while online":
        'die lokale Kopie der FIDE-Elo-Liste: ihr Datum, oder --update, um sie online zu aktualisieren',
}
