"""Deutsch: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms); docs/languages.md says how to add or change one."""

# flake8: noqa: E501
NPLURALS = 2


def plural(n: int) -> int:
    """0: one; 1: the others (also 0)."""
    return 0 if n == 1 else 1


MESSAGES = {
    # -- documents -----------------------------------------------------------
    '+{points} virtual':
        '+{points} virtuell',
    'Pairing list of a round, by board':
        'Paarungen einer Runde, nach Brettern',
    'Pairing list of a round, alphabetically':
        'Paarungen einer Runde, alphabetisch',
    'Starting-rank list':
        'Startrangliste',
    'Standings':
        'Rangliste',
    'Crosstable':
        'Kreuztabelle',
    'Rating changes and performances':
        'Elo-Veränderungen und Leistungen',
    'Starting rank list':
        'Startrangliste',
    'No round is paired yet: there is no pairing list to print.':
        'Noch keine Runde ist ausgelost: Es gibt keine Paarungsliste zu drucken.',
    ('Round {round} is not paired ({n} round is): there is no pairing list of it.', 'Round {round} is not paired ({n} rounds are): there is no pairing list of it.'):
        ('Runde {round} ist nicht ausgelost ({n} Runde ist es): Es gibt keine Paarungsliste dazu.', 'Runde {round} ist nicht ausgelost ({n} Runden sind es): Es gibt keine Paarungsliste dazu.'),
    'Tournament':
        'Turnier',
    'Pairings of round {round}':
        'Paarungen der Runde {round}',
    'Pairings of round {round} (alphabetical)':
        'Paarungen der Runde {round} (alphabetisch)',
    'Rating changes after round {round}':
        'Elo-Veränderungen nach Runde {round}',
    'Rating changes':
        'Elo-Veränderungen',
    'Provisional standings after round {round}':
        'Vorläufige Rangliste nach Runde {round}',
    'Provisional crosstable after round {round}':
        'Vorläufige Kreuztabelle nach Runde {round}',
    'Standings after round {round}':
        'Rangliste nach Runde {round}',
    'Standings before round 1':
        'Rangliste vor Runde 1',
    'Crosstable after round {round}':
        'Kreuztabelle nach Runde {round}',
    'Crosstable before round 1':
        'Kreuztabelle vor Runde 1',
    'Rd':
        'Rd.',
    'Bd':
        'Br.',
    'Colour':
        'Farbe',
    'No.':
        'Nr.',
    'Opponent':
        'Gegner',
    'Rtg':
        'Elo',
    'Result':
        'Ergebnis',
    'Pts':
        'Pkt.',
    '1 (unrated)':
        '1 (nicht Elo-gewertet)',
    '0 (unrated)':
        '0 (nicht Elo-gewertet)',
    '½ (unrated)':
        '½ (nicht Elo-gewertet)',
    'bye':
        'spielfrei',
    'full-point bye':
        'Bye (1 Punkt)',
    'half-point bye':
        'Bye (½ Punkt)',
    'absent':
        'abwesend',
    'won / lost by forfeit':
        'kampflos gewonnen / verloren',
    "the player's points after the round":
        'die Punkte des Spielers nach der Runde',
    'No. {number}':
        'Nr. {number}',
    'rating {rating}':
        'Elo {rating}',
    'FIDE ID {id}':
        'FIDE-ID {id}',
    'withdrawn from round {round}':
        'ab Runde {round} zurückgezogen',
    '({points} for the pairing of round {round})':
        '({points} für die Paarung der Runde {round})',
    'How to read it':
        'Lesehilfe',
    'Points:':
        'Punkte:',
    'Round':
        'Runde',
    'Date':
        'Datum',
    'Pairings and results':
        'Paarungen und Ergebnisse',
    'Alphabetical':
        'Alphabetisch',
    'Standings after the round':
        'Rangliste nach der Runde',
    'Results':
        'Ergebnisse',
    '{played} of {total}':
        '{played} von {total}',
    'Place':
        'Ort',
    'Dates':
        'Termine',
    'Players':
        'Spieler',
    'Rounds paired':
        'Ausgeloste Runden',
    'Pairing system':
        'Paarungssystem',
    'Time control':
        'Bedenkzeit',
    'Chief arbiter':
        'Hauptschiedsrichter',
    'Deputy arbiters':
        'Stellvertretende Schiedsrichter',
    'Round {round} by board':
        'Runde {round} nach Brettern',
    'Round {round} by name':
        'Runde {round} nach Namen',
    'Rounds':
        'Runden',
    'No round is paired yet.':
        'Noch keine Runde ist ausgelost.',
    'The event':
        'Das Turnier',
    'After round {round}':
        'Nach Runde {round}',
    'Data for other programs':
        'Daten für andere Programme',
    '1 – 0 (unrated)':
        '1 – 0 (nicht Elo-gewertet)',
    '0 – 1 (unrated)':
        '0 – 1 (nicht Elo-gewertet)',
    '½ – ½ (unrated)':
        '½ – ½ (nicht Elo-gewertet)',
    'adjourned':
        'hängend',
    'White':
        'Weiß',
    'Black':
        'Schwarz',
    'Name':
        'Name',
    'Title':
        'Titel',
    'Fed':
        'Land',
    'Rating':
        'Elo',
    'FIDE ID':
        'FIDE-ID',
    'Born':
        'Geboren',
    'Games':
        'Partien',
    'Score':
        'Punkte',
    'Expected':
        'Erwartet',
    'Change':
        'Änderung',
    'Perf.':
        'Leistung',
    'games played to a result against a rated opponent (forfeits, byes, unrated games and games against unrated players are left out)':
        'Partien mit Ergebnis gegen einen Gegner mit Elo (kampflose Partien, Byes, nicht gewertete Partien und Partien gegen Spieler ohne Elo zählen nicht)',
    "the sum of the expected scores PD of FIDE's table (B.02 8.1.2); a difference of more than 400 points counts as 400 for players rated below 2650 (8.3.1)":
        'die Summe der erwarteten Punkte PD aus der FIDE-Tabelle (B.02 8.1.2); eine Differenz über 400 Punkte zählt für Spieler unter 2650 als 400 (8.3.1)',
    'K × (score − expected) (B.02 8.3.2), before the rounding of the rating period':
        'K × (Punkte − erwartet) (B.02 8.3.2), vor der Rundung des Elo-Zeitraums',
    "the performance: the opponents' average rating + dp of FIDE's table (B.02 8.1.1) for the percentage scored":
        'die Leistung: Elo-Schnitt der Gegner + dp aus der FIDE-Tabelle (B.02 8.1.1) für den erzielten Prozentsatz',
    'unrated':
        'ohne Elo',
    '+bye':
        '+spielfrei',
    'won with White against the player ranked 12 (b: with Black; 1 win, ½ draw, 0 loss; + and − a game won or lost by forfeit)':
        'mit Weiß gegen den Zwölftplatzierten gewonnen (b: mit Schwarz; 1 Sieg, ½ Remis, 0 Niederlage; + und − kampflos gewonnen oder verloren)',
    'pairing-allocated bye; 1 bye and ½ bye: full- and half-point byes; − absent':
        'vom Paarungssystem spielfrei; 1 spielfrei und ½ spielfrei: Bye mit einem und einem halben Punkt; − abwesend',
    'Tie-breaks':
        'Feinwertungen',
    'The tie-breaks could not be computed ({error}); points only.':
        'Die Feinwertungen konnten nicht berechnet werden ({error}); nur Punkte.',
    'Rank':
        'Rang',
    'Points':
        'Punkte',
    'R{round}':
        'R{round}',
    '½ bye':
        '½ spielfrei',
    '1 bye':
        '1 spielfrei',
    'NOT IN FIDE MODE (left at round {round})':
        'NICHT IM FIDE-MODUS (verlassen in Runde {round})',
    'NOT IN FIDE MODE':
        'NICHT IM FIDE-MODUS',
    '* K not given (no rating list, nor the arbiter): the K of B.02 8.3.3 for the rating alone, 20 below 2400 and 10 from 2400 (a player new to the list or a junior below 2300 has 40).':
        '* K nicht angegeben (weder Elo-Liste noch Schiedsrichter): das K aus B.02 8.3.3 allein nach der Elo-Zahl, 20 unter 2400 und 10 ab 2400 (ein neuer Spieler auf der Liste oder ein Jugendlicher unter 2300 hat 40).',
    'Direct encounter: points in the games between the tied players':
        'Direkter Vergleich: Punkte aus den Partien zwischen den punktgleichen Spielern',
    'Direct encounter, for the first place only':
        'Direkter Vergleich, nur für den ersten Platz',
    'Number of rounds won, with or without playing':
        'Anzahl gewonnener Runden, mit oder ohne Spiel',
    'Number of games won over the board':
        'Anzahl am Brett gewonnener Partien',
    'Number of games played with black':
        'Anzahl mit Schwarz gespielter Partien',
    'Number of games won with black':
        'Anzahl mit Schwarz gewonnener Partien',
    'Progressive score: sum of the scores after each round':
        'Fortschrittswertung: Summe der Punktestände nach jeder Runde',
    'Games one elected to play: rounds minus half-point byes, zero-point byes and forfeit losses':
        'Gewählte Partien: Runden minus Byes mit halbem Punkt, Byes mit null Punkten und kampflose Niederlagen',
    'Standard points: 1 a round won, 1/2 a round drawn, whatever the scoring':
        'Standardpunkte: 1 je gewonnene Runde, 1/2 je Remis-Runde, unabhängig von der Punktwertung',
    'Tournament pairing number, the lower first':
        'Startnummer, die kleinere zuerst',
    "Buchholz: sum of the opponents' scores":
        'Buchholz: Summe der Punkte der Gegner',
    'Average of the Buchholz of the opponents played over the board':
        'Durchschnitt der Buchholz-Werte der am Brett gespielten Gegner',
    'Fore Buchholz: Buchholz as if every last-round game were a draw':
        'Fore-Buchholz: Buchholz, als ob jede Partie der letzten Runde remis wäre',
    "Sonneborn-Berger: opponents' scores weighted by the result against them":
        'Sonneborn-Berger: Punkte der Gegner, gewichtet mit dem Ergebnis gegen sie',
    'Koya score: points against opponents with at least half the maximum score':
        'Koya-Wertung: Punkte gegen Gegner mit mindestens der Hälfte der Höchstpunktzahl',
    'Average rating of the opponents met over the board':
        'Elo-Schnitt der am Brett gespielten Gegner',
    'Tournament performance rating':
        'Turnierleistung (Elo-Performance)',
    'Perfect tournament performance':
        'Perfekte Turnierleistung',
    'Average performance rating of the opponents':
        'Durchschnittliche Leistung der Gegner',
    'Average perfect performance of the opponents':
        'Durchschnittliche perfekte Leistung der Gegner',
    "The player's rating":
        'Die Elo-Zahl des Spielers',
    'approved 1 August 2023, applied from 1 September 2023 / 1 April 2024':
        'beschlossen am 1. August 2023, gültig ab 1. September 2023 / 1. April 2024',
    'approved 29 July 2024, applied from 1 August 2024':
        'beschlossen am 29. Juli 2024, gültig ab 1. August 2024',
    'approved 2 February 2026, applied from 1 March 2026':
        'beschlossen am 2. Februar 2026, gültig ab 1. März 2026',
    'Tie-break rules: {edition}, by the start date':
        'Feinwertungsregeln: {edition}, nach dem Anfangsdatum',
    'Tie-break rules: {edition}, chosen by the arbiter':
        'Feinwertungsregeln: {edition}, vom Schiedsrichter gewählt',
    ', Median-{n}':
        ', Median-{n}',
    ', Cut-{n}':
        ', Streichwertung-{n}',
    ', limit {n} half point':
        ', Grenze {n} halber Punkt',
    ', of the Fore Buchholz':
        ', des Fore-Buchholz',
    ', reverse order':
        ', umgekehrte Reihenfolge',
    ', first round cut':
        ', ohne die erste Runde',
    ', forfeits counted':
        ', kampflose Partien gezählt',
    ', forfeits as played games':
        ', kampflose Partien als gespielt',
    'before round 1':
        'vor Runde 1',
    'after round {round} of {total}':
        'nach Runde {round} von {total}',
    'after round {round}':
        'nach Runde {round}',
    '; round {round} in progress ({got} of {total} results)':
        '; Runde {round} läuft ({got} von {total} Ergebnissen)',
    'Written {date} {time}, {stage}.':
        'Erstellt am {date} um {time}, {stage}.',
    'Event and rounds':
        'Turnier und Runden',
    'complete':
        'vollständig',
    '{got} of {total} results':
        '{got} von {total} Ergebnissen',
    'Player card: {name}':
        'Spielerkarte: {name}',
    "Starting-rank list (each player's card)":
        'Startrangliste (die Karte jedes Spielers)',
    'Tournament information':
        'Turnierinformationen',
    ('{n} file written, {unchanged} unchanged, {removed} removed: {folder}', '{n} files written, {unchanged} unchanged, {removed} removed: {folder}'):
        ('{n} Datei geschrieben, {unchanged} unverändert, {removed} entfernt: {folder}', '{n} Dateien geschrieben, {unchanged} unverändert, {removed} entfernt: {folder}'),
    'no publishing folder is set for this tournament':
        'für dieses Turnier ist kein Veröffentlichungsordner festgelegt',
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
    '{source}: {count} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.':
        '{source}: {count} Zeilen unter der Kopfzeile{more}. Prüfen Sie das Feld, das jede Spalte füllt; eine Spalte auf „(ignoriert)“ wird nicht importiert.',
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
    '{count} players found; all are selected (Ctrl+click to change the selection).':
        '{count} Spieler gefunden; alle sind gewählt (Strg+Klick ändert die Auswahl).',
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
    'Pairing breaks the rules':
        'Paarung verstößt gegen die Regeln',
    "This pairing breaks:\n\n{text}\n\nSave it anyway? It will be written to the audit log together with the differences from the engine's pairing.":
        'Diese Paarung verstößt gegen:\n\n{text}\n\nTrotzdem speichern? Sie wird mit den Unterschieden zur Paarung des Programms ins Protokoll geschrieben.',
    'Reason':
        'Grund',
    'Why is this pairing needed?':
        'Warum ist diese Paarung nötig?',
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
    'Backups of {tournament}, taken before each round was paired, newest first. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        'Sicherungen von {tournament}, erstellt vor der Auslosung jeder Runde, die neueste zuerst. Die gewählte wird als eigene Turnierdatei wiederhergestellt und geöffnet; die gesicherte Datei bleibt unverändert.',
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
    'There are no backups of {name}. Arbiter makes one before each round is paired.':
        'Es gibt keine Sicherungen von {name}. Arbiter erstellt eine vor der Auslosung jeder Runde.',
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
    # -- hall ----------------------------------------------------------------
    'Pairings by &name':
        'Paarungen nach &Namen',
    'Pairings by &board':
        'Paarungen nach B&rettern',
    'S&tandings':
        'Ran&gliste',
    # -- rating corrections, tied places, the result menu ---------------------
    'Rating &correction…':
        'Elo-&Korrektur…',
    '&Tied places…':
        '&Gleichstände…',
    '&Shared places (C.07)':
        '&Geteilte Plätze (C.07)',
    "The arbiter's &order of tied players:":
        '&Reihenfolge des Schiedsrichters:',
    'A drawing of &lots, seed:':
        '&Losentscheid, Startwert:',
    'R&ound':
        'R&unde',
    '&Board':
        '&Brett',
    'Result for the &rating report':
        'Ergebnis für den &Elo-Bericht',
    'R&eason':
        '&Grund',
    'Correction for the rating report':
        'Korrektur für den Elo-Bericht',
    'No correction (remove it)':
        'Keine Korrektur (entfernen)',
    'Tied places':
        'Gleichstände',
    'pairing numbers, e.g. 12, 5, 7':
        'Startnummern, z. B. 12, 5, 7',
    'empty: a new seed':
        'leer: ein neuer Startwert',
    'Type the pairing numbers of the tied players in their order, e.g. 12, 5, 7.':
        'Geben Sie die Startnummern der gleichstehenden Spieler in ihrer Reihenfolge ein, z. B. 12, 5, 7.',
    'A result corrected for the rating report only (the standings keep it)':
        'Ein nur für den Elo-Bericht korrigiertes Ergebnis (die Rangliste behält es)',
    "Places still tied after the tie-breaks: shared, the arbiter's order or a drawing of lots":
        'Nach der Feinwertung noch gleiche Plätze: geteilt, Reihenfolge des Schiedsrichters oder Losentscheid',
    'No round is paired yet: there is no result to correct.':
        'Noch keine Runde ausgelost: kein Ergebnis zu korrigieren.',
    "Round {round_no}, board {board}: the rating report's result is set.":
        'Runde {round_no}, Brett {board}: das Ergebnis für den Elo-Bericht ist gesetzt.',
    'Tied places: set.':
        'Gleichstände: festgelegt.',
    'White wins':
        'Weiß gewinnt',
    'Black wins':
        'Schwarz gewinnt',
    'Draw':
        'Remis',
    'White wins by forfeit (black did not play)':
        'Weiß gewinnt kampflos (Schwarz trat nicht an)',
    'Black wins by forfeit (white did not play)':
        'Schwarz gewinnt kampflos (Weiß trat nicht an)',
    'Neither played (double forfeit)':
        'Keiner spielte (beide kampflos verloren)',
    "White ½, black 0 (arbiter's decision)":
        'Weiß ½, Schwarz 0 (Entscheidung des Schiedsrichters)',
    "White 0, black ½ (arbiter's decision)":
        'Weiß 0, Schwarz ½ (Entscheidung des Schiedsrichters)',
    "Both lose (arbiter's decision)":
        'Beide verlieren (Entscheidung des Schiedsrichters)',
    'White wins, less than one move played (not rated)':
        'Weiß gewinnt, weniger als ein Zug gespielt (nicht gewertet)',
    'Black wins, less than one move played (not rated)':
        'Schwarz gewinnt, weniger als ein Zug gespielt (nicht gewertet)',
    'Draw, less than one move played (not rated)':
        'Remis, weniger als ein Zug gespielt (nicht gewertet)',
    'Adjourned (a draw for the pairing until the result is known)':
        'Hängepartie (für die Auslosung remis, bis das Ergebnis feststeht)',
    'No result':
        'Kein Ergebnis',
}
