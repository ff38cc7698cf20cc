"""Deutsch: the documents and web pages (services/documents, render)."""

# flake8: noqa: E501
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
    (', limit {shift} half point', ', limit {shift} half points'):
        (', Grenze {shift} halber Punkt', ', Grenze {shift} halbe Punkte'),
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
    # -- the standings' mark and the PDF writer (documents/tables.py, render/pdf.py) ---
    'expelled from round {round}':
        'ab Runde {round} ausgeschlossen',
    'folder {folder} does not exist':
        'der Ordner {folder} existiert nicht',
    '{path} is a folder':
        '{path} ist ein Ordner',
    'could not write the PDF {path}':
        'das PDF {path} konnte nicht geschrieben werden',
    # -- issue 34: CSV cells and publishing folders ---
    'cannot keep the publishing folder in {path}: {strerror}':
        'der Veröffentlichungsordner kann nicht in {path} gespeichert werden: {strerror}',
    'the tournament file proposes the publishing folder {folder}, which was not chosen on this computer; nothing was written':
        'die Turnierdatei schlägt den Veröffentlichungsordner {folder} vor, der nicht auf diesem Computer gewählt wurde; nichts wurde geschrieben',
    '{file}: the file proposes the publishing folder {folder}, not chosen on this computer; to publish there, give it with -o FOLDER (--remember keeps it)':
        '{file}: die Datei schlägt den Veröffentlichungsordner {folder} vor, der nicht auf diesem Computer gewählt wurde; um dorthin zu veröffentlichen, geben Sie ihn mit -o FOLDER an (--remember merkt ihn)',
    'The tournament file proposes this folder; it was not chosen on this computer. Check it: nothing is written before you confirm.':
        'Die Turnierdatei schlägt diesen Ordner vor; er wurde nicht auf diesem Computer gewählt. Prüfen Sie ihn: Nichts wird geschrieben, bevor Sie bestätigen.',
}
