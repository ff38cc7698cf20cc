"""Deutsch: the dialogs' labels, checks and messages (arbiter_app/ui/dialogs, ui/imports)."""

# flake8: noqa: E501
MESSAGES = {
    # -- date fields (ui/dialogs/fields.py) -------------------------------------------------
    'YYYY-MM-DD':
        'TT.MM.JJJJ',
    'YYYY-MM-DD (optional)':
        'TT.MM.JJJJ (optional)',
    '{label}: enter a date (YYYY-MM-DD).':
        '{label}: Geben Sie ein Datum ein (TT.MM.JJJJ).',
    # -- the player dialog's checks (ui/dialogs/player.py) -----------------------------------
    'The player needs a name (Surname, First name).':
        'Der Spieler braucht einen Namen (Nachname, Vorname).',
    'Federation {federation!r} must be three capital letters, e.g. GER.':
        'Die Föderation {federation!r} muss aus drei Großbuchstaben bestehen, z. B. GER.',
    'FIDE id {fide_id!r} must contain digits only.':
        'Die FIDE-ID {fide_id!r} darf nur Ziffern enthalten.',
    'from the rating':
        'nach der Elo-Zahl',
    # -- importing a TRF file (ui/dialogs/system.py) -----------------------------------------
    'The file names the pairing system and the tie-breaks: check them here.':
        'Die Datei nennt das Paarungssystem und die Feinwertungen: Prüfen Sie sie hier.',
    'The file names the pairing system: check it here.':
        'Die Datei nennt das Paarungssystem: Prüfen Sie es hier.',
    'The file names the tie-breaks: check them here.':
        'Die Datei nennt die Feinwertungen: Prüfen Sie sie hier.',
    'A TRF16 file names neither the pairing system nor the tie-breaks: choose them here.':
        'Eine TRF16-Datei nennt weder das Paarungssystem noch die Feinwertungen: Wählen Sie sie hier.',
    'Both can be seen later in Tournament settings; the tie-breaks can also be changed there.':
        'Beides steht später in den Turniereinstellungen; die Feinwertungen lassen sich dort auch ändern.',
    'No pairing system is available yet.':
        'Noch ist kein Paarungssystem verfügbar.',
    # -- the tournament dialog's checks (ui/dialogs/tournament.py) ---------------------------
    '{system} (not available yet)':
        '{system} (noch nicht verfügbar)',
    'The tournament needs a name.':
        'Das Turnier braucht einen Namen.',
    'Start date':
        'Anfangsdatum',
    'End date':
        'Enddatum',
    'The end date is before the start date.':
        'Das Enddatum liegt vor dem Anfangsdatum.',
    'Point system: {problem}.':
        'Punktwertung: {problem}.',
    'The starting-rank method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation.':
        'Die Methode der Startrangliste {method} liest nationale Wertungszahlen: Nennen Sie deren Föderation (z. B. GER) oder geben Sie dem Turnier eine Föderation.',
    "The national ratings' federation {federation!r} is not a 3-letter code.":
        'Die Föderation der nationalen Wertungszahlen {federation!r} ist kein Code aus 3 Buchstaben.',
    'Acceleration: {problem}.':
        'Beschleunigung: {problem}.',
    'Round robin: {problem}.':
        'Rundenturnier: {problem}.',
    # -- the CSV preview (ui/dialogs/csv_preview.py) -----------------------------------------
    (' (the first {n} is shown)', ' (the first {n} are shown)'):
        (' ({n} erste Zeile angezeigt)', ' (die ersten {n} angezeigt)'),
    ('{source}: {n} line below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.',
     '{source}: {n} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.'):
        ('{source}: {n} Zeile unter der Kopfzeile{more}. Prüfen Sie das Feld, das jede Spalte füllt; eine Spalte auf „(ignoriert)“ wird nicht importiert.',
         '{source}: {n} Zeilen unter der Kopfzeile{more}. Prüfen Sie das Feld, das jede Spalte füllt; eine Spalte auf „(ignoriert)“ wird nicht importiert.'),
    '(ignored)':
        '(ignoriert)',
    'field':
        'Feld',
    'line {n}':
        'Zeile {n}',
    'field of column {column}':
        'Feld der Spalte {column}',
    ('{n} player to import', '{n} players to import'):
        ('{n} Spieler zu importieren', '{n} Spieler zu importieren'),
    ('{n} problem to correct first (in the file, or by choosing another field or “(ignored)”)',
     '{n} problems to correct first (in the file, or by choosing another field or “(ignored)”)'):
        ('Zuerst {n} Problem zu beheben (in der Datei oder durch Wahl eines anderen Feldes oder „(ignoriert)“)',
         'Zuerst {n} Probleme zu beheben (in der Datei oder durch Wahl eines anderen Feldes oder „(ignoriert)“)'),
    '… and {n} more':
        '… und {n} weitere',
    ('&Import {n} player', '&Import {n} players'):
        ('{n} Spieler &importieren', '{n} Spieler &importieren'),
    '&Import':
        '&Importieren',
    # -- the manual pairing dialog (ui/dialogs/override.py) ----------------------------------
    'Board':
        'Brett',
    'Problems':
        'Probleme',
    'swapped by the arbiter':
        'Farben vom Schiedsrichter getauscht',
    'changed by the arbiter':
        'vom Schiedsrichter geändert',
    'made by the arbiter':
        'vom Schiedsrichter gebildet',
    'given by the arbiter':
        'vom Schiedsrichter vergeben',
    '{rule}: {text}':
        '{rule}: {text}',
    (' (player {players})', ' (players {players})'):
        (' (Spieler {players})', ' (Spieler {players})'),
    '{number} (not a player)':
        '{number} (kein Spieler)',
    'no bye':
        'kein Bye',
    'No rule is broken.':
        'Keine Regel ist verletzt.',
    ('{n} rule broken: saving needs your confirmation.', '{n} rules broken: saving needs your confirmation.'):
        ('{n} Regel verletzt: Speichern erfordert Ihre Bestätigung.',
         '{n} Regeln verletzt: Speichern erfordert Ihre Bestätigung.'),
    # -- restoring a backup (ui/dialogs/restore.py) ------------------------------------------
    'Arbiter tournaments (*.arbiter);;All files (*)':
        'Arbiter-Turniere (*.arbiter);;Alle Dateien (*)',
    'damaged: {problem}':
        'beschädigt: {problem}',
    # -- counts of the FIDE list search and the rating check (ui/dialogs/fide.py, rating_check.py)
    ('{n} player found; it is selected (Ctrl+click to change the selection).',
     '{n} players found; all are selected (Ctrl+click to change the selection).'):
        ('{n} Spieler gefunden; er ist gewählt (Strg+Klick ändert die Auswahl).',
         '{n} Spieler gefunden; alle sind gewählt (Strg+Klick ändert die Auswahl).'),
    'No player found.':
        'Kein Spieler gefunden.',
    ('{found} of {n} player found', '{found} of {n} players found'):
        ('{found} von {n} Spieler gefunden', '{found} von {n} Spielern gefunden'),
    ('{n} difference', '{n} differences'):
        ('{n} Abweichung', '{n} Abweichungen'),
    '{list}: {kinds} list of {month}; {found}, {differences}':
        '{list}: {kinds}-Liste von {month}; {found}, {differences}',
    # -- players: entering and importing players (issue 35) ---
    ('Import the &valid line only ({n} player)', 'Import the &valid lines only ({n} players)'):
        ('Nur die &gültige Zeile importieren ({n} Spieler)', 'Nur die &gültigen Zeilen importieren ({n} Spieler)'),
    '(as entered)':
        '(wie eingegeben)',
    "A rating one of the player's rating lists gives: picking it puts it in Rating, or in Manual rating when it is of another kind than the event's":
        'Eine Wertung aus einer der Ranglisten des Spielers: die Auswahl setzt sie unter Elo ein, oder unter Manuelle Wertung, wenn sie von einer anderen Art als die des Turniers ist',
    'Rating fr&om a list':
        'Wertung a&us einer Liste',
    # -- screens: small screens (issue #35) ---
    'Round dates (any form)':
        'Rundentermine (jede Schreibweise)',
    # -- fplayoff: play-off results for tied places (Q207) ---
    "A &play-off's scores (C.07 3):":
        'Ergebnisse eines &Stichkampfs (C.07 3):',
    'pairing number=score, e.g. 5=1.5, 3=0.5':
        'Paarungsnummer=Punkte, z. B. 5=1.5, 3=0.5',
    'e.g. Armageddon, blitz match (empty: play-off)':
        'z. B. Armageddon, Blitzmatch (leer: Stichkampf)',
    "Between players &tied on points, before the tie-breaks (as the tournament's rules say)":
        'Zwischen &punktgleichen Spielern, vor der Feinwertung (wenn die Turnierordnung es sagt)',
    '&Name of the play-off:':
        '&Name des Stichkampfs:',
    "Type each player's play-off score as pairing number=score, two players at least, e.g. 5=1.5, 3=0.5.":
        'Geben Sie das Stichkampfergebnis jedes Spielers als Paarungsnummer=Punkte ein, mindestens zwei Spieler, z. B. 5=1.5, 3=0.5.',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "Downloading FIDE's rating list from {url}…":
        'FIDE-Elo-Liste wird von {url} heruntergeladen…',
    'Update FIDE rating list':
        'FIDE-Elo-Liste aktualisieren',
    "Downloading FIDE's rating list: {size} KB…":
        'FIDE-Elo-Liste wird heruntergeladen: {size} KB…',
    "FIDE's rating list is updated.\n{copy}":
        'Die FIDE-Elo-Liste ist aktualisiert.\n{copy}',
    "Downloading FIDE's rating list":
        'FIDE-Elo-Liste wird heruntergeladen',
}
