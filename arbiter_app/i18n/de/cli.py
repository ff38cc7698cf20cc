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
}
