"""Deutsch: the main window, its menus, tabs, dialogs and undo texts (arbiter_app/ui)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the undo and redo texts of the window (ui/commands.py) ----------------------------
    'request a half point bye of player {number} in round {round_no}':
        'Bye mit halbem Punkt für Spieler {number} in Runde {round_no} beantragen',
    'request a full point bye of player {number} in round {round_no}':
        'Bye mit einem Punkt für Spieler {number} in Runde {round_no} beantragen',
    'request a zero point bye of player {number} in round {round_no}':
        'Bye ohne Punkt für Spieler {number} in Runde {round_no} beantragen',
    'request a pairing allocated bye of player {number} in round {round_no}':
        'Freilos für Spieler {number} in Runde {round_no} beantragen',
    'Redo {action}':
        'Wiederholen: {action}',
    'Undo {action}':
        'Rückgängig: {action}',
    'delete player {number} {name}':
        'Spieler {number} {name} löschen',
    'edit player {number}':
        'Spieler {number} bearbeiten',
    're-admit player {number}':
        'Spieler {number} wieder zulassen',
    'cancel the bye of player {number} in round {round_no}':
        'Bye von Spieler {number} in Runde {round_no} zurücknehmen',
    'result {result} on board {board} of round {round_no}':
        'Ergebnis {result} an Brett {board} der Runde {round_no}',
    'pair round {round_no}':
        'Runde {round_no} paaren',
    'manual pairing of round {round_no}':
        'Paarung von Hand der Runde {round_no}',
    'unpair round {round_no}':
        'Paarung der Runde {round_no} aufheben',
    'date of round {round_no}':
        'Datum der Runde {round_no}',
    'change tournament settings':
        'Turniereinstellungen ändern',
    'rating correction of board {board} of round {round_no}':
        'Korrektur für die Elo-Auswertung an Brett {board} der Runde {round_no}',
    'tied places':
        'geteilte Plätze',
    'expel player {number}':
        'Spieler {number} ausschließen',
    'withdraw player {number}':
        'Spieler {number} zurückziehen',
    'Pairing this round again gave a different pairing than before the undo; check the new round.':
        'Die erneute Paarung dieser Runde ergab eine andere Paarung als vor dem Rückgängigmachen; prüfen Sie die neue Runde.',
    'cleared':
        'gelöscht',
    # -- settings ------------------------------------------------------------
    'the document language {code!r} is not one of {known}':
        'die Dokumentsprache {code!r} ist keine von {known}',
    # -- ui ------------------------------------------------------------------
    'When (UTC)':
        'Wann (UTC)',
    'Action':
        'Aktion',
    'Details':
        'Details',
    'Audit log':
        'Protokoll',
    "Filter (e.g. “manual pairing”, a player's number)":
        'Filter (z. B. „manuelle Paarung“, die Nummer eines Spielers)',
    'half-point bye (H)':
        'Bye mit halbem Punkt (H)',
    'absent, zero points (Z)':
        'abwesend, null Punkte (Z)',
    'full-point bye (F)':
        'Bye mit einem Punkt (F)',
    'no bye: pair the player':
        'kein Bye: den Spieler paaren',
    'Requested bye':
        'Beantragtes Bye',
    '&Round':
        '&Runde',
    '&Kind':
        '&Art',
    'Pairing card – {title}':
        'Paarungskarte – {title}',
    'Player':
        'Spieler',
    'Colours':
        'Farben',
    'Colour difference':
        'Farbdifferenz',
    'Colour preference':
        'Farbpräferenz',
    'Rating change':
        'Elo-Veränderung',
    'Performance':
        'Leistung',
    'Import players from {source}':
        'Spieler aus {source} importieren',
    'FIDE id':
        'FIDE-ID',
    'Sex':
        'Geschlecht',
    'Players from the FIDE rating list':
        'Spieler aus der FIDE-Elo-Liste',
    'One player per line: a FIDE id, or words of the name (e.g. “carlsen magnus”)':
        'Ein Spieler pro Zeile: eine FIDE-ID oder Wörter des Namens (z. B. „carlsen magnus“)',
    '&Search':
        '&Suchen',
    '&Add selected players':
        '&Gewählte Spieler hinzufügen',
    'Searching the rating list…':
        'Suche in der Elo-Liste…',
    'Type a name or a FIDE id first.':
        'Geben Sie zuerst einen Namen oder eine FIDE-ID ein.',
    'Pick the date in a calendar (Alt+Down)':
        'Datum im Kalender wählen (Alt+Unten)',
    '&Up':
        'Ho&ch',
    'D&own':
        'R&unter',
    'Forbidden pairs':
        'Verbotene Paarungen',
    '&Remove this pair (they may meet again)':
        '&Diese Paarung entfernen (sie dürfen sich wieder treffen)',
    'Forbidden now: {shown}':
        'Jetzt verboten: {shown}',
    '&First player (number)':
        '&Erster Spieler (Nummer)',
    'Se&cond player (number)':
        '&Zweiter Spieler (Nummer)',
    'Language':
        'Sprache',
    'As the operating system':
        'Wie das Betriebssystem',
    '&Language of the windows':
        '&Sprache der Fenster',
    "Arbiter shows the language chosen from its next start. The language of a tournament's printouts and web pages is one of its settings (File › Tournament settings).":
        'Arbiter zeigt die gewählte Sprache ab dem nächsten Start. Die Sprache der Ausdrucke und Webseiten eines Turniers ist eine seiner Einstellungen (Datei › Turniereinstellungen).',
    'Manual pairing of round {round_no}':
        'Manuelle Paarung der Runde {round_no}',
    '&Bye:':
        '&Bye:',
    '&Save pairing':
        'Paarung &speichern',
    'Cancel':
        'Abbrechen',
    'Checking the pairing…':
        'Paarung wird geprüft…',
    'Swap &colours':
        '&Farben tauschen',
    'E&xchange two players':
        'Zwei Spieler t&auschen',
    '&Make pair of two unpaired':
        'Zwei Ungepaarte &paaren',
    '&Remove board':
        'Brett &entfernen',
    'Pairing car&d':
        'Paarungs&karte',
    'Not paired:':
        'Nicht gepaart:',
    'Rules broken by this pairing:':
        'Regeln, gegen die diese Paarung verstößt:',
    'Select exactly two players (Ctrl+click) to exchange them.':
        'Wählen Sie genau zwei Spieler (Strg+Klick), um sie zu tauschen.',
    'Select two players in the “Not paired” list (Ctrl+click).':
        'Wählen Sie zwei Spieler in der Liste „Nicht gepaart“ (Strg+Klick).',
    'Still checking the pairing; save again in a moment.':
        'Die Paarung wird noch geprüft; speichern Sie gleich noch einmal.',
    'Not saved: the pairing breaks the rules listed below.':
        'Nicht gespeichert: Die Paarung verstößt gegen die unten genannten Regeln.',
    'Surname, First name':
        'Nachname, Vorname',
    'YYYY/MM/DD':
        'JJJJ/MM/TT',
    'The K-factor of the FIDE rating list (40, 20 or 10), for the rating change; left at "from the rating": 20 below 2400, 10 from 2400':
        'Der K-Faktor der FIDE-Elo-Liste (40, 20 oder 10) für die Elo-Veränderung; bei „nach der Elo-Zahl“: 20 unter 2400, 10 ab 2400',
    'May take &half-point byes':
        'Darf Byes mit &halbem Punkt nehmen',
    'none':
        'keine',
    'Nationa&l rating ({federation})':
        'Nationa&le Wertung ({federation})',
    '&Name':
        '&Name',
    '&Rating':
        '&Elo',
    '&Title':
        '&Titel',
    '&Sex':
        '&Geschlecht',
    '&Federation':
        '&Föderation',
    'FIDE &id':
        'FIDE-&ID',
    '&Born':
        'Ge&boren',
    '&K-factor':
        '&K-Faktor',
    'Add player':
        'Spieler hinzufügen',
    'Save and ne&xt':
        'Speichern und &weiter',
    'Taken (local time)':
        'Erstellt (Ortszeit)',
    'Taken':
        'Erstellt',
    'Holds':
        'Enthält',
    'Restore {name} from a backup':
        '{name} aus einer Sicherung wiederherstellen',
    'The tournament file to make; an existing file is only replaced after you confirm it.':
        'Die zu erstellende Turnierdatei; eine vorhandene Datei wird erst nach Ihrer Bestätigung ersetzt.',
    '&Browse…':
        '&Durchsuchen…',
    'Restore &as':
        'Wiederherstellen &als',
    '&Restore':
        '&Wiederherstellen',
    'Restore the backup as':
        'Sicherung wiederherstellen als',
    'Date of round {round_no}':
        'Datum der Runde {round_no}',
    '&Date of round {round_no}':
        '&Datum der Runde {round_no}',
    'Round date':
        'Rundendatum',
    'Import {file_name}':
        '{file_name} importieren',
    'Pairing &system':
        'Paarun&gssystem',
    '&Tie-breaks (tick, order)':
        '&Feinwertungen (ankreuzen, ordnen)',
    'drawn by lot':
        'ausgelost',
    'white':
        'Weiß',
    'black':
        'Schwarz',
    'As in force at the start date':
        'Wie am Anfangsdatum gültig',
    'As the interface':
        'Wie die Oberfläche',
    '&Place':
        '&Ort',
    'S&tart date':
        '&Anfangsdatum',
    '&End date':
        '&Enddatum',
    '&Chief arbiter':
        '&Hauptschiedsrichter',
    '&Deputy arbiters':
        '&Stellvertretende Schiedsrichter',
    'T&ime control':
        '&Bedenkzeit',
    '&Rounds':
        '&Runden',
    'Point s&ystem':
        '&Punktwertung',
    "Top player's co&lour in round 1":
        'Farbe des Ers&ten in Runde 1',
    'Tie-brea&ks (tick, order)':
        'Fe&inwertungen (ankreuzen, ordnen)',
    'Tie-break rules (C.07 &version)':
        'Feinwertungsregeln (C.&07-Version)',
    'Acceleration &method':
        'Beschleunigungs&methode',
    'Language of t&he printouts':
        'Sprache &der Ausdrucke',
    '&Win, forfeit win, full-point bye (W)':
        'Sieg, &kampfloser Sieg, Bye mit einem Punkt (W)',
    'Dr&aw, half-point bye (D)':
        'Remis, B&ye mit halbem Punkt (D)',
    'Lost &game (L)':
        '&Verlorene Partie (L)',
    'Absence: &zero-point bye, forfeit loss (A)':
        'Ab&wesenheit: Bye mit null Punkten, kampflose Niederlage (A)',
    'Pairing-allocated &bye (P)':
        'Spie&lfrei durch die Auslosung (P)',
    'Unknown result, e.g. adjourned (&X)':
        'Unbekanntes Ergebnis, z. B. hängend (&X)',
    'Tournament settings':
        'Turniereinstellungen',
    'New tournament':
        'Neues Turnier',
    'Arbiter – hall display':
        'Arbiter – Saalanzeige',
    'Hall display':
        'Saalanzeige',
    '&Screen':
        '&Bildschirm',
    'Seconds &per page':
        'Sekunden &pro Seite',
    'T&ype size':
        '&Schriftgröße',
    '&Full screen':
        '&Vollbild',
    'Pla&yers':
        'Spie&ler',
    '&Standings':
        'Ra&ngliste',
    '&Crosstable':
        '&Kreuztabelle',
    '&File':
        '&Datei',
    '&New tournament…':
        '&Neues Turnier…',
    '&Open…':
        'Ö&ffnen…',
    '&Import TRF…':
        'TRF &importieren…',
    'Open &recent':
        '&Zuletzt geöffnet',
    'Tournament &settings…':
        'Turnier&einstellungen…',
    '&Export TRF…':
        'TRF e&xportieren…',
    'Export ra&ting report…':
        'Elo-&Bericht exportieren…',
    '&Audit log…':
        '&Protokoll…',
    '&Leave FIDE mode…':
        'FIDE-Modus &verlassen…',
    '&Close tournament':
        '&Turnier schließen',
    '&Edit':
        '&Bearbeiten',
    '&Undo':
        '&Rückgängig',
    '&Redo':
        '&Wiederholen',
    '&Find player / go to board':
        'Spieler &suchen / zu Brett gehen',
    'Ne&xt tab':
        '&Nächster Reiter',
    'Pre&vious tab':
        '&Vorheriger Reiter',
    'Se&ttings':
        '&Einstellungen',
    '&Language…':
        '&Sprache…',
    "the operating system's language":
        'der Sprache des Betriebssystems',
    'Arbiter will be in {language} from its next start.':
        'Arbiter ist ab dem nächsten Start auf {language}.',
    'Restore from &backup…':
        'Aus &Sicherung wiederherstellen…',
    "FIDE's rating report (TRF-2026): the mandatory fields checked first":
        'Der Elo-Bericht der FIDE (TRF-2026): Pflichtfelder werden zuerst geprüft',
    'Leave FIDE mode for good (two questions)':
        'FIDE-Modus endgültig verlassen (zwei Fragen)',
    '&Quit':
        'Beenden (&A)',
    '&Players':
        '&Spieler',
    "The language of Arbiter's windows":
        'Die Sprache der Fenster von Arbiter',
    'Undone: {text}.':
        'Rückgängig gemacht: {text}.',
    'Redone: {text}.':
        'Wiederholt: {text}.',
    'Left FIDE mode at round {n}; this cannot be undone.':
        'FIDE-Modus in Runde {n} verlassen; das kann nicht rückgängig gemacht werden.',
    'Reading {name}':
        '{name} wird gelesen',
    'The language could not be kept: {error}':
        'Die Sprache konnte nicht gespeichert werden: {error}',
    'This tournament is open in another Arbiter window or program; it is shown read-only here.':
        'Dieses Turnier ist in einem anderen Arbiter-Fenster oder Programm geöffnet; es wird hier schreibgeschützt gezeigt.',
    'Leave FIDE mode: not done; nothing was changed.':
        'FIDE-Modus verlassen: nicht ausgeführt; nichts wurde geändert.',
    '{name} was not imported.':
        '{name} wurde nicht importiert.',
    'Points after':
        'Punkte danach',
    'Float':
        'Floater',
    'Note':
        'Hinweis',
    'Status':
        'Status',
    'Closing':
        'Schließen',
    "Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)":
        'Filter: die Nummer eines Spielers oder Wörter aus Name, Föderation, Titel, FIDE-ID (Strg+F)',
    'Result of board {board}':
        'Ergebnis an Brett {board}',
    'Go to board (number) or find a player (name) – Ctrl+F':
        'Zu Brett gehen (Nummer) oder Spieler suchen (Name) – Strg+F',
    '<h1>Arbiter</h1><p>Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved the moment you enter it.</p>':
        '<h1>Arbiter</h1><p>Ein FIDE-Turnier nach Schweizer System leiten: Spieler, Paarungen, Ergebnisse, Rangliste. Alles wird gespeichert, sobald Sie es eingeben.</p>',
    'Recent tournaments (Enter or double-click to open):':
        'Letzte Turniere (Eingabetaste oder Doppelklick öffnet):',
    '{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.':
        '{head} ist nur außerhalb des FIDE-Modus möglich:\n{listed}\n\nNichts wurde geändert.',
    '{head}:\n\n{listed}\n\nGo ahead anyway?':
        '{head}:\n\n{listed}\n\nTrotzdem fortfahren?',
    'Second confirmation – {head}:\n\n{listed}\n\nAre you sure?':
        'Zweite Bestätigung – {head}:\n\n{listed}\n\nSind Sie sicher?',
    '{action}: not done; nothing was changed.':
        '{action}: nicht ausgeführt; nichts wurde geändert.',
    'Restored the backup taken {when} ({reason}) as {path}.':
        'Sicherung vom {when} ({reason}) als {path} wiederhergestellt.',
    '{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.':
        '{user_message}\n\nDie neueste Sicherung, die sich öffnen lässt, stammt vom {when}, {reason} ({contents}). Als neue Datei {target} wiederherstellen? {name} selbst bleibt unverändert.',
    'Arbiter is still busy; restore a backup when it has finished.':
        'Arbiter ist noch beschäftigt; stellen Sie eine Sicherung wieder her, wenn es fertig ist.',
    'Reading the backups':
        'Sicherungen werden gelesen',
    'Restoring {name}':
        '{name} wird wiederhergestellt',
    'Looking for a backup':
        'Suche nach einer Sicherung',
    '{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.':
        '{target} existiert bereits. Durch die Sicherung vom {when} ({reason}: {contents}) ersetzen? Der jetzige Inhalt geht verloren.',
    '&Pairing list of the current round':
        '&Paarungsliste der aktuellen Runde',
    '&Alphabetical pairing list of the current round':
        '&Alphabetische Paarungsliste der aktuellen Runde',
    'Starting-&rank list':
        '&Startrangliste',
    'Rating c&hanges and performances':
        '&Elo-Veränderungen und Leistungen',
    '&Print':
        'Dr&ucken',
    'Export P&DF':
        'P&DF exportieren',
    'Printed {title}.':
        'Gedruckt: {title}.',
    'Saved {written}.':
        'Gespeichert: {written}.',
    'Export TRF':
        'TRF exportieren',
    'The document could not be printed: {exc}':
        'Das Dokument konnte nicht gedruckt werden: {exc}',
    'The PDF could not be written: {exc}':
        'Das PDF konnte nicht geschrieben werden: {exc}',
    'Export the rating report: not done; nothing was written.':
        'Elo-Bericht exportieren: nicht ausgeführt; nichts wurde geschrieben.',
    'Saved {path}.':
        'Gespeichert: {path}.',
    'Saved {target}.':
        'Gespeichert: {target}.',
    '&Add player…':
        'Spieler &hinzufügen…',
    '&Edit player…':
        'Spieler &bearbeiten…',
    '&Delete player…':
        'Spieler &löschen…',
    'Delete a player entered by mistake (before round 1; later players withdraw)':
        'Einen versehentlich erfassten Spieler löschen (vor Runde 1; danach ziehen Spieler zurück)',
    '&Withdraw player':
        'Spieler &zurückziehen',
    'E&xpel player…':
        'Spieler &ausschließen…',
    'Withdraw a player by expulsion: flagged, and left out of the standings':
        'Einen Spieler durch Ausschluss zurückziehen: markiert und nicht in der Rangliste',
    '&Re-admit player':
        'Spieler &wieder zulassen',
    'Requested &bye / absence…':
        'Beantragtes B&ye / Abwesenheit…',
    'Forbidden &pairs…':
        '&Verbotene Paarungen…',
    'Two players who shall not meet (before round 1)':
        'Zwei Spieler, die sich nicht treffen dürfen (vor Runde 1)',
    'Pairing &card…':
        'Paarungs&karte…',
    'Import players from C&SV…':
        'Spieler aus &CSV importieren…',
    'Import players from &TRF…':
        'Spieler aus &TRF importieren…',
    'Import players from the &FIDE rating list…':
        'Spieler aus der &FIDE-Elo-Liste importieren…',
    'Select a player first.':
        'Wählen Sie zuerst einen Spieler.',
    'Player {number} {name} added{note}.':
        'Spieler {number} {name} hinzugefügt{note}.',
    'Edit player {number}':
        'Spieler {number} bearbeiten',
    'Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.':
        'Spieler {number} {name} ist schon in einer Runde: Ein Spieler mit Partien wird zurückgezogen (Spieler › Spieler zurückziehen), nicht gelöscht.',
    'Delete player {number} {name}? (Edit › Undo brings the entry back.)':
        'Spieler {number} {name} löschen? (Bearbeiten › Rückgängig holt ihn zurück.)',
    'Player {number} has already withdrawn.':
        'Spieler {number} hat bereits zurückgezogen.',
    'Player {number} has already been expelled.':
        'Spieler {number} wurde bereits ausgeschlossen.',
    'Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).':
        'Spieler {number} {name} ausschließen?\n\nDer Spieler wird ab der nächsten Runde nicht mehr gepaart, als ausgeschlossen markiert und nicht in die Rangliste aufgenommen (die gespielten Partien zählen weiter für die Gegner).',
    'Player {number} has not withdrawn.':
        'Spieler {number} hat nicht zurückgezogen.',
    'Searching the rating list':
        'Suche in der Elo-Liste',
    'Reading players':
        'Spieler werden gelesen',
    'No players found in {source}.':
        'Keine Spieler in {source} gefunden.',
    'All {count} players are already in the tournament; nothing was imported.':
        'Alle {count} Spieler sind schon im Turnier; nichts wurde importiert.',
    'Import cancelled; nothing was changed.':
        'Import abgebrochen; nichts wurde geändert.',
    'Player {number} {name} deleted.':
        'Spieler {number} {name} gelöscht.',
    'Publishing folder':
        'Veröffentlichungsordner',
    'Publish birth &dates (FIDE does not)':
        '&Geburtsdaten veröffentlichen (die FIDE tut es nicht)',
    'Also the standings and pairings as &JSON and CSV':
        'Auch Rangliste und Paarungen als &JSON und CSV',
    '&Folder':
        '&Ordner',
    'P&ublish':
        'Ve&röffentlichen',
    '&Publish web pages now':
        'Webseiten jetzt &veröffentlichen',
    'Write the web pages into the publishing folder':
        'Die Webseiten in den Veröffentlichungsordner schreiben',
    'Publishing &folder…':
        'Veröffentlichungs&ordner…',
    '&Hall display…':
        '&Saalanzeige…',
    '&Close hall display':
        'S&aalanzeige schließen',
    'Hall display on screen {screen}; File › Publish › Close hall display ends it.':
        'Saalanzeige auf Bildschirm {screen}; Datei › Veröffentlichen › Saalanzeige schließen beendet sie.',
    'Publishing folder: {folder}':
        'Veröffentlichungsordner: {folder}',
    'Hall display closed.':
        'Saalanzeige geschlossen.',
    '&Pair next round':
        'Nächste Runde &auslosen',
    "Pair the next round with the tournament's system":
        'Die nächste Runde mit dem System des Turniers auslosen',
    '&Manual pairing…':
        '&Manuelle Paarung…',
    "Change the last unplayed round's pairing by hand":
        'Die Paarung der letzten ungespielten Runde von Hand ändern',
    '&Unpair last round':
        'Letzte Auslosung &zurücknehmen',
    "Delete the last round's pairing while it has no results":
        'Die Paarung der letzten Runde löschen, solange sie keine Ergebnisse hat',
    'Round &date…':
        'Runden&datum…',
    'The date of the round shown (or of the next round)':
        'Das Datum der gezeigten Runde (oder der nächsten Runde)',
    'Round {round_no} was not paired.':
        'Runde {round_no} wurde nicht ausgelost.',
    'Only the last round can be unpaired, and only while it has no results.':
        'Nur die letzte Runde kann zurückgenommen werden, und nur solange sie keine Ergebnisse hat.',
    'no result':
        'kein Ergebnis',
    'Round {round_no}, board {board}: {text}.':
        'Runde {round_no}, Brett {board}: {text}.',
    'The engine has no pairing to propose: {user_message}':
        'Das Programm hat keine Paarung vorzuschlagen: {user_message}',
    'Manual pairing of round {round_no} saved{note}.':
        'Manuelle Paarung der Runde {round_no} gespeichert{note}.',
    'Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?':
        'Runde {round_no}, Brett {board} ({white} – {black}) hat bereits das Ergebnis {result}.\n\nDurch {new} ersetzen?',
    'Round {round_no}, board {board}: the result {result} was kept.':
        'Runde {round_no}, Brett {board}: Das Ergebnis {result} bleibt.',
    'Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.':
        'Runde {round_no}, Brett {board} ({white} – {black}) von {result} auf {text} korrigiert.\n\nDie Punkte beider Spieler und die Rangliste werden aktualisiert. Die Runden {next}–{rounds_played} behalten ihre Paarungen.',
    'Round {round_no} could not be paired.\n\n{user_message}':
        'Runde {round_no} konnte nicht ausgelost werden.\n\n{user_message}',
    'Round {round_no} unpaired.':
        'Auslosung der Runde {round_no} zurückgenommen.',
    'Round &{round}':
        'Runde &{round}',
    'Round {round}':
        'Runde {round}',
    # -- the window's file dialogs, progress and status texts, hall display, tables, cards ---
    'Arbiter: run a FIDE Swiss tournament.':
        'Arbiter: ein FIDE-Turnier im Schweizer System leiten.',
    'a tournament file (.arbiter) to open':
        'eine zu öffnende Turnierdatei (.arbiter)',
    'check this installation headless (pair two rounds with every system, open the main window offscreen), print one line per check and exit 0 when all pass':
        'diese Installation ohne Bildschirm prüfen (zwei Runden mit jedem System auslosen, das Hauptfenster unsichtbar öffnen), eine Zeile je Prüfung ausgeben und mit 0 enden, wenn alle bestehen',
    'The log is in {path}.':
        'Die Logdatei ist {path}.',
    'TRF files (*.trf *.txt);;All files (*)':
        'TRF-Dateien (*.trf *.txt);;Alle Dateien (*)',
    '[read-only: open elsewhere]':
        '[schreibgeschützt: anderswo geöffnet]',
    'Leaving FIDE mode':
        'FIDE-Modus wird verlassen',
    'Save the new tournament as':
        'Neues Turnier speichern unter',
    'Creating {name}':
        '{name} wird angelegt',
    'Open a tournament':
        'Turnier öffnen',
    'Opening {name}':
        '{name} wird geöffnet',
    'Import a TRF file':
        'TRF-Datei importieren',
    'Save the imported tournament as':
        'Importiertes Turnier speichern unter',
    '{trf} imported as {name}. No tie-breaks are set: the standings are by score only; choose them in File › Tournament settings.':
        '{trf} als {name} importiert. Keine Feinwertungen gewählt: die Rangliste geht nur nach Punkten; wählen Sie sie unter Datei › Turniereinstellungen.',
    'Importing {name}':
        '{name} wird importiert',
    'Restore from backup: the tournament file (damaged or not)':
        'Aus Sicherung wiederherstellen: die Turnierdatei (beschädigt oder nicht)',
    "TRF-2026, FIDE's format in force (*.trf)":
        'TRF-2026, das gültige FIDE-Format (*.trf)',
    'TRF16, with the XXR/XXC/XXP lines of the pairing engines (*.trf)':
        'TRF16, mit den XXR/XXC/XXP-Zeilen der Auslosungsprogramme (*.trf)',
    'Exporting TRF':
        'TRF wird exportiert',
    'Checking the rating report':
        'Elo-Bericht wird geprüft',
    'Reading the audit log':
        'Protokoll wird gelesen',
    'Reading the settings':
        'Einstellungen werden gelesen',
    'Export PDF':
        'PDF exportieren',
    'PDF files (*.pdf)':
        'PDF-Dateien (*.pdf)',
    'Exporting the rating report':
        'Elo-Bericht wird exportiert',
    'Export rating report':
        'Elo-Bericht exportieren',
    'TRF-2026 files (*.trf)':
        'TRF-2026-Dateien (*.trf)',
    'FIDE rating lists (*.txt *.xml *.zip);;All files (*)':
        'FIDE-Elo-Listen (*.txt *.xml *.zip);;Alle Dateien (*)',
    'Skip them':
        'Überspringen',
    'Add them anyway':
        'Trotzdem hinzufügen',
    'Import players from CSV':
        'Spieler aus CSV importieren',
    'CSV files (*.csv *.txt);;All files (*)':
        'CSV-Dateien (*.csv *.txt);;Alle Dateien (*)',
    'Import players from a TRF file':
        'Spieler aus einer TRF-Datei importieren',
    'FIDE rating list (TXT or XML, plain or zipped)':
        'FIDE-Elo-Liste (TXT oder XML, einfach oder gezippt)',
    'FIDE rating lists (*.txt *.xml *.zip);;Your own rating lists (*.csv);;All files (*)':
        'FIDE-Elo-Listen (*.txt *.xml *.zip);;Eigene Wertungslisten (*.csv);;Alle Dateien (*)',
    ' (late entry: plays from round {round})':
        ' (Nachmeldung: spielt ab Runde {round})',
    'Skip them, add them anyway, or cancel the import?':
        'Überspringen, trotzdem hinzufügen oder den Import abbrechen?',
    ('{n} player imported', '{n} players imported'):
        ('{n} Spieler importiert', '{n} Spieler importiert'),
    ('; {n} already in the tournament skipped', '; {n} already in the tournament skipped'):
        ('; {n} schon im Turnier, übersprungen', '; {n} schon im Turnier, übersprungen'),
    ('{n} of these {total} players is already in the tournament (or twice in the import):', '{n} of these {total} players are already in the tournament (or twice in the import):'):
        ('{n} dieser {total} Spieler ist schon im Turnier (oder zweimal im Import):', '{n} dieser {total} Spieler sind schon im Turnier (oder zweimal im Import):'),
    'Publishing':
        'Veröffentlichung',
    'Saving the publishing folder':
        'Veröffentlichungsordner wird gespeichert',
    'Choose the folder the web pages are written to.':
        'Wählen Sie den Ordner, in den die Webseiten geschrieben werden.',
    'Published: {summary}':
        'Veröffentlicht: {summary}',
    'No tournament is open.':
        'Kein Turnier ist geöffnet.',
    ('The only round is paired.', 'All {n} rounds are paired.'):
        ('Die einzige Runde ist ausgelost.', 'Alle {n} Runden sind ausgelost.'),
    'At least two players are needed to pair a round.':
        'Zum Auslosen einer Runde braucht es mindestens zwei Spieler.',
    'Asking the engine for a pairing':
        'Paarung wird beim Auslosungsprogramm angefragt',
    'Checking the pairing':
        'Paarung wird geprüft',
    'Pair the next round':
        'Nächste Runde auslosen',
    '; bye: {player}':
        '; spielfrei: {player}',
    ' with confirmed rule violations (written to the audit log)':
        ' mit bestätigten Regelverstößen (im Protokoll vermerkt)',
    ('Round {round_no} paired: {n} board', 'Round {round_no} paired: {n} boards'):
        ('Runde {round_no} ausgelost: {n} Brett', 'Runde {round_no} ausgelost: {n} Bretter'),
    'Reading the tournament':
        'Turnier wird gelesen',
    'The undo history was cleared.':
        'Der Rückgängig-Verlauf wurde gelöscht.',
    'An unexpected error happened ({error}). Nothing was changed by the failed action; details are in the log file.':
        'Ein unerwarteter Fehler ist aufgetreten ({error}). Die fehlgeschlagene Aktion hat nichts geändert; Einzelheiten stehen in der Logdatei.',
    'the pairing process stopped unexpectedly; the file holds what was saved before (nothing half-written)':
        'der Auslosungsprozess hat unerwartet aufgehört; die Datei enthält, was vorher gespeichert war (nichts halb geschrieben)',
    'Pairings by name':
        'Paarungen nach Namen',
    'Pairings by board':
        'Paarungen nach Brett',
    'Round {round} – pairings by name':
        'Runde {round} – Paarungen nach Namen',
    'Round {round} – pairings by board':
        'Runde {round} – Paarungen nach Brett',
    '{title} – page {page} of {pages}':
        '{title} – Seite {page} von {pages}',
    '{view}: rows {first}–{last} of {rows}':
        '{view}: Zeilen {first}–{last} von {rows}',
    'Show':
        'Anzeigen',
    'Choose at least one list to show.':
        'Wählen Sie mindestens eine Liste zum Anzeigen.',
    'screen':
        'Bildschirm',
    'W':
        'W',
    'B':
        'S',
    ('{change} (K {k}; {n} rated game, {score} scored, {expected} expected)', '{change} (K {k}; {n} rated games, {score} scored, {expected} expected)'):
        ('{change} (K {k}; {n} gewertete Partie, {score} erzielt, {expected} erwartet)', '{change} (K {k}; {n} gewertete Partien, {score} erzielt, {expected} erwartet)'),
    'paired with {virtual}':
        'ausgelost mit {virtual}',
    '{points} (unrated)':
        '{points} (nicht Elo-gewertet)',
    '({virtual} for round {round})':
        '({virtual} für Runde {round})',
    'unrated: no change':
        'ohne Elo: keine Veränderung',
    '0 (K {k}; no rated game yet)':
        '0 (K {k}; noch keine gewertete Partie)',
    'result pending':
        'Ergebnis ausstehend',
    'forfeit (no colour counted)':
        'kampflos (keine Farbe gezählt)',
    'Breaks {rule}':
        'Verstößt gegen {rule}',
    'enters in round {round}':
        'steigt in Runde {round} ein',
    'round {round}: {bye}':
        'Runde {round}: {bye}',
    '{edition}, by the start date':
        '{edition}, nach dem Startdatum',
    '{edition}, chosen for this tournament':
        '{edition}, für dieses Turnier gewählt',
    'tie-break rules: unreadable setting':
        'Feinwertungsregeln: Einstellung unlesbar',
    '&Open tournament…':
        'Turnier ö&ffnen…',
    # -- the round tab's heading and the hall display's units ------------------------
    '{round}: {counts}. {help}':
        '{round}: {counts}. {help}',
    ' s':
        ' s',
    ' pt':
        ' pt',
    # -- the sex as the players tab and the player dialog show TRF's m and w (ui/models/rows.py) --
    'm':
        'm',
    'w':
        'w',
    # -- window: the main window's keys and questions (issue #35) ---
    '{name} is already open.':
        '{name} ist schon geöffnet.',
    "Round {round_no}, board {board} ({white} – {black}) keeps its result {result}: in FIDE mode a result can be changed only in the last two rounds paired ({first} and {last}).\n\nThere are two ways:\n• a correction for the rating report: the standings keep {result}, FIDE's rating report gets the corrected result;\n• leaving FIDE mode for good (File › Leave FIDE mode); then the result itself can be changed to {new}.":
        'Runde {round_no}, Brett {board} ({white} – {black}) behält das Ergebnis {result}: Im FIDE-Modus lassen sich Ergebnisse nur in den beiden zuletzt ausgelosten Runden ({first} und {last}) ändern.\n\nEs gibt zwei Wege:\n• eine Korrektur für den Elo-Bericht: Die Rangliste behält {result}, der Elo-Bericht an die FIDE erhält das korrigierte Ergebnis;\n• den FIDE-Modus endgültig verlassen (Datei › FIDE-Modus verlassen); dann kann das Ergebnis selbst in {new} geändert werden.',
    '&Correction for the rating report…':
        '&Korrektur für den Elo-Bericht…',
    'Save the manual pairing of round {round_no}':
        'Manuelle Paarung der Runde {round_no} speichern',
    'This pairing of round {round_no} is not the one the {system} makes, and it breaks these rules:':
        'Diese Paarung der Runde {round_no} ist nicht die des Systems {system} und verletzt diese Regeln:',
    "Save it anyway? It is written to the audit log with your reason and the differences from the system's pairing.":
        'Trotzdem speichern? Sie wird mit Ihrer Begründung und den Unterschieden zur Paarung des Systems ins Prüfprotokoll geschrieben.',
    'for example: the players asked to replay':
        'zum Beispiel: die Spieler wollten noch einmal spielen',
    '&Reason:':
        '&Begründung:',
    'Withdraw player {number} {name}?\n\nThe player is not paired from the next round on; the games played keep counting. (Players › Re-admit player brings the player back.)':
        'Spieler {number} {name} zurückziehen?\n\nDer Spieler wird ab der nächsten Runde nicht mehr gepaart; die gespielten Partien zählen weiter. (Spieler › Spieler wieder zulassen holt ihn zurück.)',
    # -- screens: small screens (issue #35) ---
    'The whole text is in the box below.':
        'Der vollständige Text steht im Feld darunter.',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'Change pairing numbers':
        'Startnummern ändern',
    '&Players in their new order (the first gets number 1):':
        '&Spieler in ihrer neuen Reihenfolge (der erste erhält Nummer 1):',
    'Move &up':
        'Nach &oben',
    'Move d&own':
        'Nach &unten',
    'Before round 1 the numbers may change freely; after it only until round 4 is paired (C.04.2 2.3-2.5), and the games of the paired rounds follow their players.':
        'Vor der 1. Runde dürfen sich die Nummern frei ändern; danach nur, bis Runde 4 ausgelost ist (C.04.2 2.3-2.5), und die Partien der ausgelosten Runden folgen ihren Spielern.',
    'Change pairing &numbers…':
        'Start&nummern ändern…',
    'Move players to other pairing numbers by hand (before round 1; later until round 4 is paired)':
        'Spielern von Hand andere Startnummern geben (vor der 1. Runde; danach bis Runde 4 ausgelost ist)',
    'The pairing numbers stay as they were.':
        'Die Startnummern bleiben, wie sie waren.',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    'Update &FIDE rating list…':
        '&FIDE-Elo-Liste aktualisieren…',
    # -- main: Q69, the save question lists the differences from the system ---
    "It differs from the system's pairing ({boards}):":
        'Sie weicht von der Paarung des Systems ab ({boards}):',
}
