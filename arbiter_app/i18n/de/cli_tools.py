"""Deutsch: the command line's checking, generating, rating and publishing commands (cli/commands)."""

# flake8: noqa: E501
MESSAGES = {
    # -- counts and lines several commands print -------------------------------
    ('{n} round', '{n} rounds'):
        ('{n} Runde', '{n} Runden'),
    ('{n} player', '{n} players'):
        ('{n} Spieler', '{n} Spieler'),
    'note: {note}':
        'Hinweis: {note}',
    'cannot write {file}: {problem}':
        '{file} kann nicht geschrieben werden: {problem}',
    # -- backups and restore ---------------------------------------------------
    '{rounds}, {results}, {players}':
        '{rounds}, {results}, {players}',
    ('{results} of {n} result', '{results} of {n} results'):
        ('{results} von {n} Ergebnis', '{results} von {n} Ergebnissen'),
    'no games':
        'keine Partien',
    'before round {round}':
        'vor Runde {round}',
    'backups of {file}, newest first (local time):':
        'Sicherungen von {file}, die neueste zuerst (Ortszeit):',
    'cannot be restored: {problem}':
        'kann nicht wiederhergestellt werden: {problem}',
    'none of them can be restored':
        'keine davon kann wiederhergestellt werden',
    '{file}: the backups cannot be read: {problem}':
        '{file}: die Sicherungen können nicht gelesen werden: {problem}',
    'restore writes a tournament file: give its name with -o':
        'restore schreibt eine Turnierdatei: geben Sie ihren Namen mit -o an',
    '{output} already exists; nothing was changed (choose another name, or add --force to replace it)':
        '{output} existiert bereits; nichts wurde geändert (wählen Sie einen anderen Namen oder fügen Sie --force hinzu, um die Datei zu ersetzen)',
    'restored {backup} as {written}':
        '{backup} als {written} wiederhergestellt',
    "Copy a backup (a path listed by 'arbiter-cli backups') to a tournament file. An existing file is not replaced unless --force is given; a file open in Arbiter or another program never is.":
        "Kopiert eine Sicherung (einen von 'arbiter-cli backups' aufgelisteten Pfad) in eine Turnierdatei. Eine vorhandene Datei wird nur mit --force ersetzt; eine in Arbiter oder einem anderen Programm geöffnete nie.",
    'the tournament file to make':
        'die zu erstellende Turnierdatei',
    'replace OUTPUT if it exists (its content is lost)':
        'OUTPUT ersetzen, falls vorhanden (sein Inhalt geht verloren)',
    # -- check (the Pairing and Tie-break Checker) -----------------------------
    "Re-pair every round of a TRF-2026 or TRF16 file from the rounds before it and compare with the file (boards, colours, the bye, with the articles that decide); then compare the file's rank column with the standings by points and the tie-break list of 212/202. Exit 0 consistent, 1 inconsistent, 2 the file cannot be read or checked.":
        'Paart jede Runde einer TRF-2026- oder TRF16-Datei aus den Runden davor neu und vergleicht mit der Datei (Bretter, Farben, das Freilos, mit den entscheidenden Artikeln); vergleicht dann die Rangspalte der Datei mit der Rangliste nach Punkten und der Feinwertungsliste aus 212/202. Exit-Code 0: konsistent, 1: inkonsistent, 2: die Datei kann nicht gelesen oder geprüft werden.',
    'compare the rank column with the standings after round K (default: the last round in the file)':
        'die Rangspalte mit der Rangliste nach Runde K vergleichen (Standard: die letzte Runde der Datei)',
    'print the report as JSON (in English, for programs)':
        'den Bericht als JSON ausgeben (auf Englisch, für Programme)',
    'print inconsistent rounds and places only':
        'nur inkonsistente Runden und Plätze ausgeben',
    'the file names no pairing system Arbiter knows (192 or 092); give one with --system':
        'die Datei nennt kein Paarungssystem, das Arbiter kennt (192 oder 092); geben Sie eines mit --system an',
    '--round {round}: the file holds rounds 1 to {last}':
        '--round {round}: die Datei enthält die Runden 1 bis {last}',
    'the standings cannot be checked: {problem}':
        'die Rangliste kann nicht geprüft werden: {problem}',
    'the standings cannot be computed: {problem}':
        'die Rangliste kann nicht berechnet werden: {problem}',
    'round {round}: consistent':
        'Runde {round}: konsistent',
    'round {round}: INCONSISTENT':
        'Runde {round}: INKONSISTENT',
    'the rules cannot pair this round: {problem}':
        'nach den Regeln kann diese Runde nicht gepaart werden: {problem}',
    'board {board}: colours: file {file}, rules {rules}':
        'Brett {board}: Farben: Datei {file}, Regeln {rules}',
    'board {board}: pairing: file {file}, rules {rules}':
        'Brett {board}: Paarung: Datei {file}, Regeln {rules}',
    'bye: pairing-allocated bye: file {file}, rules {rules}':
        'Freilos: Freilos der Paarung: Datei {file}, Regeln {rules}',
    'rules: {explanation}':
        'Regeln: {explanation}',
    'the same games in another order':
        'dieselben Partien in anderer Reihenfolge',
    "the file's pairing breaks {rule}: {text} (players {players})":
        'die Paarung der Datei verstößt gegen {rule}: {text} (Spieler {players})',
    "the file's pairing breaks {rule}: {text}":
        'die Paarung der Datei verstößt gegen {rule}: {text}',
    'points, then {tiebreaks} ({source})':
        'nach Punkten, dann {tiebreaks} ({source})',
    'points only (the file has no tie-break list)':
        'nur nach Punkten (die Datei hat keine Feinwertungsliste)',
    'points only ({source} is empty)':
        'nur nach Punkten ({source} ist leer)',
    'standings after round {round}, by {order}':
        'Rangliste nach Runde {round}, {order}',
    '{standings}: not checked: {reason}':
        '{standings}: nicht geprüft: {reason}',
    '{standings}: consistent':
        '{standings}: konsistent',
    '{standings}: INCONSISTENT':
        '{standings}: INKONSISTENT',
    'no rank':
        'kein Rang',
    'file rank {rank}':
        'Rang {rank} in der Datei',
    'player {number} {name}: {rank}, the rules give {places}: {reason}':
        'Spieler {number} {name}: {rank}, die Regeln ergeben {places}: {reason}',
    '{file}: no paired round to check':
        '{file}: keine gepaarte Runde zu prüfen',
    '{file}: {players}, {rounds}, {system} ({title})':
        '{file}: {players}, {rounds}, {system} ({title})',
    ('{same}/{n} round consistent', '{same}/{n} rounds consistent'):
        ('{same}/{n} Runde konsistent', '{same}/{n} Runden konsistent'),
    ('{n} place inconsistent', '{n} places inconsistent'):
        ('{n} Platz inkonsistent', '{n} Plätze inkonsistent'),
    'standings not checked':
        'Rangliste nicht geprüft',
    'standings consistent':
        'Rangliste konsistent',
    'CONSISTENT':
        'KONSISTENT',
    'INCONSISTENT':
        'INKONSISTENT',
    '{rounds}; {standings}: {verdict}':
        '{rounds}; {standings}: {verdict}',
    # -- leave-fide-mode and forbid --------------------------------------------
    'Leave FIDE mode: irreversible, written to the audit log and to every export (### line) and printout.':
        'FIDE-Modus verlassen: unumkehrbar, wird ins Protokoll, in jeden Export (###-Zeile) und auf jeden Ausdruck geschrieben.',
    'confirm it (without it: the warning, exit 3, nothing changed)':
        'bestätigen (ohne: die Warnung, Exit-Code 3, nichts geändert)',
    '{file}: left FIDE mode at round {round} (for good)':
        '{file}: FIDE-Modus in Runde {round} verlassen (endgültig)',
    "a player's number":
        'die Nummer eines Spielers',
    "the other player's number":
        'die Nummer des anderen Spielers',
    'allow the pair again':
        'die Paarung wieder erlauben',
    '(after round 1 it is refused in FIDE mode whatever is confirmed: leave-fide-mode first)':
        '(nach Runde 1 im FIDE-Modus abgelehnt, was auch immer bestätigt wird: zuerst leave-fide-mode)',
    '{a} and {b}: may meet again':
        '{a} und {b}: dürfen wieder gegeneinander spielen',
    '{a} and {b}: shall not meet':
        '{a} und {b}: spielen nicht gegeneinander',
    # -- generate (the Random Tournament Generator) ----------------------------
    "Generate random tournaments paired by SYSTEM, results drawn from FIDE's rating table (docs/checker.md). An AMOUNT is a count (5) or a percentage (3%: of the player-rounds for byes, of the games for results), optionally limited to rounds (5%@1-4, 2@3). The same --seed gives the same set.":
        'Erzeugt zufällige Turniere, gepaart nach SYSTEM, mit Ergebnissen aus der Elo-Tabelle der FIDE (docs/checker.md). Ein AMOUNT ist eine Anzahl (5) oder ein Prozentsatz (3%: der Spieler-Runden bei Byes, der Partien bei Ergebnissen), wahlweise auf Runden beschränkt (5%@1-4, 2@3). Derselbe --seed ergibt dieselbe Menge.',
    'full-point byes (F) requested for a round':
        'Byes mit einem Punkt (F), für eine Runde beantragt',
    'half-point byes (H) requested for a round':
        'Byes mit halbem Punkt (H), für eine Runde beantragt',
    'zero-point byes (Z) requested for a round':
        'Byes mit null Punkten (Z), für eine Runde beantragt',
    'forfeited games (+/-, either side)':
        'kampflose Partien (+/-, auf beiden Seiten möglich)',
    'games scored 1/2-0, 0-1/2 or 0-0':
        'Partien, gewertet mit 1/2-0, 0-1/2 oder 0-0',
    'players who enter after round 1 (a percentage: of the players; @rounds: when they enter, default 2 to half the rounds)':
        'Spieler, die nach Runde 1 einsteigen (ein Prozentsatz: der Spieler; @Runden: wann sie einsteigen, Standard 2 bis zur Hälfte der Runden)',
    'players who withdraw (a percentage: of the players; @rounds: the first round they miss, default 2 to the last)':
        'Spieler, die zurücktreten (ein Prozentsatz: der Spieler; @Runden: die erste Runde, die sie versäumen, Standard 2 bis zur letzten)',
    'Baku acceleration (C.04.7; Dutch systems)':
        'Baku-Beschleunigung (C.04.7; Holländische Systeme)',
    'the tie-break list written in 202, which the rank column follows (e.g. BH/C1,BH,SB,DE)':
        'die in 202 geschriebene Feinwertungsliste, der die Rangspalte folgt (z. B. BH/C1,BH,SB,DE)',
    "players' ratings are drawn evenly in this range":
        'die Elo-Zahlen der Spieler werden gleichmäßig aus diesem Bereich gezogen',
    'how many tournaments; -o must then hold %%d (numbered from 1)':
        'wie viele Turniere; -o muss dann %%d enthalten (nummeriert ab 1)',
    'the seed of the whole set (default: drawn and printed)':
        'der Startwert der ganzen Menge (Standard: gezogen und ausgegeben)',
    '--ratings: {ratings} is not LOW-HIGH (e.g. 1400-2700)':
        '--ratings: {ratings} ist nicht LOW-HIGH (z. B. 1400-2700)',
    '--tiebreaks: {problem}':
        '--tiebreaks: {problem}',
    '--count must be at least 1':
        '--count muss mindestens 1 sein',
    '-o {output}: with --count {count} the name needs one %d (numbered from 1), and no other %':
        '-o {output}: mit --count {count} braucht der Name ein %d (nummeriert ab 1) und kein anderes %',
    'tournament {number} could not be paired in 20 attempts: {problem}; try fewer rounds or more players':
        'Turnier {number} konnte in 20 Versuchen nicht gepaart werden: {problem}; versuchen Sie weniger Runden oder mehr Spieler',
    ('{n} tournament', '{n} tournaments'):
        ('{n} Turnier', '{n} Turniere'),
    'wrote {where}: {tournaments}, {players}, {rounds}, {system}, seed {seed}':
        '{where} geschrieben: {tournaments}, {players}, {rounds}, {system}, Startwert {seed}',
    # -- import-players --------------------------------------------------------
    'Add the players of a CSV file with a header line (comma, semicolon or tab separated) to a tournament file. Fields: {fields}.':
        'Fügt die Spieler einer CSV-Datei mit Kopfzeile (durch Komma, Semikolon oder Tabulator getrennt) einer Turnierdatei hinzu. Felder: {fields}.',
    "map columns (a header or a number from 1) to fields, or to 'ignore', e.g. --map 'FIDE-ID=fide_id,Club=ignore'":
        "Spalten (eine Überschrift oder eine Nummer ab 1) Feldern oder 'ignore' zuordnen, z. B. --map 'FIDE-ID=fide_id,Club=ignore'",
    'leave out players already in the tournament (same FIDE id, or same name and birth date) and repeated lines of the file':
        'Spieler, die schon im Turnier sind (gleiche FIDE-ID oder gleicher Name und gleiches Geburtsdatum), und wiederholte Zeilen der Datei auslassen',
    'add every player, duplicates included':
        'alle Spieler hinzufügen, Duplikate eingeschlossen',
    'columns: {columns}':
        'Spalten: {columns}',
    '{source}: no players below the header line; nothing was imported':
        '{source}: keine Spieler unter der Kopfzeile; nichts wurde importiert',
    ('{n} of the {total} players of {source} is already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)', '{n} of the {total} players of {source} are already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)'):
        ('{n} der {total} Spieler von {source} ist schon im Turnier oder zweimal in der Datei; nichts wurde importiert (fügen Sie --skip-duplicates hinzu, um sie auszulassen, oder --confirm, um sie trotzdem hinzuzufügen)', '{n} der {total} Spieler von {source} sind schon im Turnier oder zweimal in der Datei; nichts wurde importiert (fügen Sie --skip-duplicates hinzu, um sie auszulassen, oder --confirm, um sie trotzdem hinzuzufügen)'),
    ('nothing imported: the player is already in the tournament', 'nothing imported: all {n} players are already in the tournament'):
        ('nichts importiert: der Spieler ist schon im Turnier', 'nichts importiert: alle {n} Spieler sind schon im Turnier'),
    'imported 1 player (number {number})':
        '1 Spieler importiert (Nummer {number})',
    ('imported {n} player (numbers {first}-{last})', 'imported {n} players (numbers {first}-{last})'):
        ('{n} Spieler importiert (Nummern {first}-{last})', '{n} Spieler importiert (Nummern {first}-{last})'),
    ('{n} already in the tournament skipped', '{n} already in the tournament skipped'):
        ('{n} Spieler schon im Turnier übersprungen', '{n} Spieler schon im Turnier übersprungen'),
    '{imported}; {skipped}':
        '{imported}; {skipped}',
    # -- pair ------------------------------------------------------------------
    "Pair the next round. Output: the number of lines that follow, then 'white black' per board in board order, the pairing-allocated bye as 'N 0' last.":
        "Paart die nächste Runde. Ausgabe: die Anzahl der folgenden Zeilen, dann 'Weiß Schwarz' je Brett in Brettreihenfolge, das Freilos als 'N 0' zuletzt.",
    'write the pairing here (default: stdout)':
        'die Paarung hierhin schreiben (Standard: stdout)',
    "after the pairing, print each board's explanation to stderr":
        'nach der Paarung die Erklärung jedes Bretts auf stderr ausgeben',
    '{file}: round {round} has games without a result ({games}); enter them before pairing round {next}':
        '{file}: Runde {round} hat Partien ohne Ergebnis ({games}); geben Sie sie ein, bevor Sie Runde {next} paaren',
    '{file}: round {round} cannot be paired: {problem}':
        '{file}: Runde {round} kann nicht gepaart werden: {problem}',
    'board {board}: {white}-{black}: {explanation}':
        'Brett {board}: {white}-{black}: {explanation}',
    'bye: {player}: {explanation}':
        'Freilos: {player}: {explanation}',
    # -- pdf and publish -------------------------------------------------------
    'Write a document of the tournament as an A4 PDF, as the GUI prints it ({kinds}).':
        'Schreibt ein Dokument des Turniers als A4-PDF, wie es die grafische Oberfläche druckt ({kinds}).',
    'one of {kinds}':
        'eines von {kinds}',
    'the round of a pairing list (default: the last paired round)':
        'die Runde einer Paarungsliste (Standard: die letzte gepaarte Runde)',
    "the language of the document: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'die Sprache des Dokuments: {languages} (Standard: die Dokumentsprache des Turniers, sonst die des Systems; docs/languages.md)',
    '--round is for the pairing lists ({kinds}); the standings and the crosstable cover the rounds with every result in':
        '--round gilt für die Paarungslisten ({kinds}); Rangliste und Kreuztabelle umfassen die Runden mit allen Ergebnissen',
    'writing a PDF needs Qt (PySide6), which cannot be loaded: {problem}':
        'zum Schreiben eines PDF wird Qt (PySide6) benötigt, das nicht geladen werden kann: {problem}',
    "Write the tournament for the players into FOLDER: web pages (html: an index, every round's pairings and results, the standings after each round with their tie-breaks, the crosstable, the starting-rank list and each player's card), or the standings and pairings as json or csv (fields: docs/publishing.md). Files whose content is unchanged are not written again.":
        'Schreibt das Turnier für die Spieler in FOLDER: Webseiten (html: ein Index, Paarungen und Ergebnisse jeder Runde, die Rangliste nach jeder Runde mit ihren Feinwertungen, die Kreuztabelle, die Startrangliste und die Karte jedes Spielers) oder Rangliste und Paarungen als json oder csv (Felder: docs/publishing.md). Dateien mit unverändertem Inhalt werden nicht neu geschrieben.',
    "the folder (made when missing); default: the tournament's publishing folder":
        'der Ordner (wird angelegt, falls er fehlt); Standard: der Veröffentlichungsordner des Turniers',
    'comma-separated: {formats} (default: html)':
        'durch Kommas getrennt: {formats} (Standard: html)',
    "publish the players' birth dates in the starting-rank list (not published unless asked, as FIDE's lists)":
        'die Geburtsdaten der Spieler in der Startrangliste veröffentlichen (nur auf Wunsch veröffentlicht, wie in den Listen der FIDE)',
    "the language of the web pages: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'die Sprache der Webseiten: {languages} (Standard: die Dokumentsprache des Turniers, sonst die des Systems; docs/languages.md)',
    'keep FOLDER (and --birth-dates) with the tournament for the next publish':
        'FOLDER (und --birth-dates) beim Turnier für die nächste Veröffentlichung merken',
    '--format: {given} is not one of {formats}':
        '--format: {given} ist keines von {formats}',
    '--remember needs the folder to keep (-o FOLDER)':
        '--remember braucht den zu merkenden Ordner (-o FOLDER)',
    '{file}: no publishing folder is set; give one with -o FOLDER (--remember keeps it)':
        '{file}: kein Veröffentlichungsordner festgelegt; geben Sie einen mit -o FOLDER an (--remember merkt ihn)',
    # -- check-ratings and rating-lists ----------------------------------------
    'Compare every registered player with a FIDE number against FIDE rating list files (TXT or XML, standard, rapid, blitz or combined, plain or zipped): rating, K, title, federation, name, birth date. The first --list is the main list; players it lacks are shown with what the others give.':
        'Vergleicht jeden gemeldeten Spieler mit FIDE-Nummer mit Dateien von FIDE-Elo-Listen (TXT oder XML, Standard, Schnellschach, Blitz oder kombiniert, einfach oder gezippt): Elo, K, Titel, Föderation, Name, Geburtsdatum. Die erste --list ist die Hauptliste; Spieler, die ihr fehlen, werden mit den Angaben der anderen gezeigt.',
    "a rating list file; repeat for a sequence, the main list first (default: the sequence kept for the tournament's rating type)":
        'eine Elo-Listendatei; für eine Folge wiederholen, die Hauptliste zuerst (Standard: die für die Wertungsart des Turniers gemerkte Folge)',
    "columns of a CSV list (the arbiter's own, Q117), as import-players --map; a 'rating' column is needed":
        "Spalten einer CSV-Liste (der eigenen des Schiedsrichters, Q117), wie bei import-players --map; eine Spalte 'rating' ist nötig",
    'the kind of a one-kind list whose name does not say it':
        'die Art einer Liste nur einer Art, deren Name sie nicht nennt',
    'the month of a list whose name and header do not say it':
        'der Monat einer Liste, deren Name und Kopf ihn nicht nennen',
    'take every difference of the main list (one step, audited)':
        'jede Abweichung der Hauptliste übernehmen (ein Schritt, protokolliert)',
    'Show or change the sequence of rating lists per tournament type (standard, rapid, blitz), kept with your preferences: the first is the main list of check-ratings. An added list takes the place of the default order (FIDE list of the type, FIDE standard, your CSV lists).':
        'Zeigt oder ändert die Folge der Elo-Listen je Turnierart (standard, rapid, blitz), gespeichert bei Ihren Einstellungen: die erste ist die Hauptliste von check-ratings. Eine hinzugefügte Liste nimmt ihren Platz in der Standardreihenfolge ein (FIDE-Liste der Art, FIDE standard, Ihre CSV-Listen).',
    'the tournament type (default: every type is shown)':
        'die Turnierart (Standard: alle Arten werden gezeigt)',
    'add a list (FIDE TXT/XML/zip, or a CSV of your own)':
        'eine Liste hinzufügen (FIDE TXT/XML/zip oder eine eigene CSV)',
    'remove list N':
        'Liste N entfernen',
    'move list N to place M':
        'Liste N an Platz M verschieben',
    '--add, --remove and --move need --type standard|rapid|blitz':
        '--add, --remove und --move brauchen --type standard|rapid|blitz',
    '--move {move}: write N:M, e.g. 3:1':
        '--move {move}: schreiben Sie N:M, z. B. 3:1',
    '{first}, then {second}':
        '{first}, dann {second}',
    '{kind}: (none: {order}, then your own lists, is the default order)':
        '{kind}: (keine: die Standardreihenfolge ist {order}, dann Ihre eigenen Listen)',
    '--month {month} is not a month; write YYYY/MM':
        '--month {month} ist kein Monat; schreiben Sie JJJJ/MM',
    'no rating lists are kept for {kind} events: give --list FILE, or keep a sequence (arbiter-cli rating-lists --type {kind} --add FILE)':
        'für {kind}-Turniere sind keine Elo-Listen gemerkt: geben Sie --list FILE an oder merken Sie eine Folge (arbiter-cli rating-lists --type {kind} --add FILE)',
    'the {kind} lists kept: {lists}':
        'die gemerkten {kind}-Listen: {lists}',
    ('{list}: {kinds} list of {month}; {found} of {n} player found', '{list}: {kinds} list of {month}; {found} of {n} players found'):
        ('{list}: {kinds}-Liste von {month}; {found} von {n} Spieler gefunden', '{list}: {kinds}-Liste von {month}; {found} von {n} Spielern gefunden'),
    ('{list}: {kinds} list of an unknown month; {found} of {n} player found', '{list}: {kinds} list of an unknown month; {found} of {n} players found'):
        ('{list}: {kinds}-Liste eines unbekannten Monats; {found} von {n} Spieler gefunden', '{list}: {kinds}-Liste eines unbekannten Monats; {found} von {n} Spielern gefunden'),
    'updated {difference}':
        'aktualisiert: {difference}',
    'player {number} {name}: not in {list}; {other} gives {ratings}':
        'Spieler {number} {name}: nicht in {list}; {other} gibt {ratings}',
    'player {number} {name}: FIDE number {fide_id} is in none of the lists':
        'Spieler {number} {name}: FIDE-Nummer {fide_id} steht in keiner der Listen',
    # -- ratings and round-ratings ---------------------------------------------
    "Print each player's rated games so far, the expected score by FIDE's table (B.02 8.1.2, the 400-point rule of 8.3.1), the score, K, the rating change K x (score - expected) and the performance rating (Ra + dp). Forfeits, byes, unrated games and games against unrated players are left out.":
        'Gibt für jeden Spieler die bisher gewerteten Partien aus, den Erwartungswert nach der FIDE-Tabelle (B.02 8.1.2, die 400-Punkte-Regel von 8.3.1), die Punkte, K, die Elo-Veränderung K x (Punkte - Erwartung) und die Leistung (Ra + dp). Kampflose Partien, Byes, nicht gewertete Partien und Partien gegen Spieler ohne Elo zählen nicht.',
    'comma-separated output with a header (in English, for programs)':
        'kommagetrennte Ausgabe mit Kopfzeile (auf Englisch, für Programme)',
    '{file}: not a tournament file (.arbiter); import a TRF file first (arbiter-cli import)':
        '{file}: keine Turnierdatei (.arbiter); importieren Sie zuerst eine TRF-Datei (arbiter-cli import)',
    "Enter the players' ratings from round N on in an event longer than 30 days (settings --long-event on): every player a rating list has, or one player. Without --list or --player, show the ratings by round.":
        'Gibt die Elo-Zahlen der Spieler ab Runde N in einem Turnier von mehr als 30 Tagen ein (settings --long-event on): alle Spieler einer Elo-Liste oder einen Spieler. Ohne --list oder --player werden die Elo-Zahlen je Runde gezeigt.',
    'the first round the ratings apply to (2 or more)':
        'die erste Runde, für die die Elo-Zahlen gelten (2 oder mehr)',
    'the FIDE rating list valid when round N is played':
        'die FIDE-Elo-Liste, die gilt, wenn Runde N gespielt wird',
    "one player's number":
        'die Nummer eines einzelnen Spielers',
    "that player's rating from round N ('none': removed)":
        "die Elo-Zahl dieses Spielers ab Runde N ('none': entfernt)",
    'give --list or --player, not both':
        'geben Sie --list oder --player an, nicht beide',
    '--from-round N is needed to enter ratings':
        '--from-round N ist nötig, um Elo-Zahlen einzugeben',
    '--player needs --rating R (or --rating none)':
        '--player braucht --rating R (oder --rating none)',
    '--rating goes with --player P':
        '--rating gehört zu --player P',
    'from round {round}: {list}':
        'ab Runde {round}: {list}',
    'player {number} {name}: {before} -> {after}':
        'Spieler {number} {name}: {before} -> {after}',
    'player {number} {name}: FIDE number {fide_id} is not in the list (rating kept)':
        'Spieler {number} {name}: FIDE-Nummer {fide_id} steht nicht in der Liste (Elo bleibt)',
    'no rating changes':
        'keine Elo-Änderungen',
    'no ratings by round':
        'keine Elo-Zahlen je Runde',
    'from round {round}: {rating}':
        'ab Runde {round}: {rating}',
    'player {number} {name}: {rating}; {ratings}':
        'Spieler {number} {name}: {rating}; {ratings}',
    # -- self-test and standings -----------------------------------------------
    'Create a temporary tournament for every built pairing system, pair two rounds, record results, reopen and export it; one line per check.':
        'Erstellt für jedes eingebaute Paarungssystem ein vorübergehendes Turnier, paart zwei Runden, trägt Ergebnisse ein, öffnet es wieder und exportiert es; eine Zeile je Prüfung.',
    'Print the standings of a TRF16 file or an .arbiter tournament: rank, pairing number, name, points and each tie-break, one player a line. Tied players share the place when points and every tie-break are equal.':
        'Gibt die Rangliste einer TRF16-Datei oder eines .arbiter-Turniers aus: Rang, Paarungsnummer, Name, Punkte und jede Feinwertung, ein Spieler je Zeile. Gleichstehende Spieler teilen den Platz, wenn Punkte und alle Feinwertungen gleich sind.',
    "comma-separated tie-breaks in order, e.g. BH/C1,BH,SB,DE (or the preset rating1998); default: the tournament's own list (.arbiter), none for a TRF file":
        'kommagetrennte Feinwertungen in Reihenfolge, z. B. BH/C1,BH,SB,DE (oder die Vorgabe rating1998); Standard: die eigene Liste des Turniers (.arbiter), keine bei einer TRF-Datei',
    "add each player's rating change so far (FIDE B.02) as a last column (a tournament file whose settings ask for it shows it always)":
        'die bisherige Elo-Veränderung jedes Spielers (FIDE B.02) als letzte Spalte hinzufügen (eine Turnierdatei, deren Einstellungen es verlangen, zeigt sie immer)',
    "unplayed rounds: C.07 2023 dummy opponents or the 2009 virtual opponents (default: the tournament's setting, else 2023)":
        'nicht gespielte Runden: fiktive Gegner nach C.07 2023 oder virtuelle Gegner von 2009 (Standard: die Einstellung des Turniers, sonst 2023)',
    "rating of unrated players in ARO/TPR/PTP/APRO/APPO: a number, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor; Q209) or 'none' (as C.07 10 says, those tie-breaks are then dropped when unrated players take part); default: the tournament's setting, else none":
        "Elo von Spielern ohne Elo in ARO/TPR/PTP/APRO/APPO: eine Zahl, 'floor' (die Elo-Untergrenze der FIDE, {floor}), 'performance' (die eigene Turnierleistung jedes Spielers ohne Elo gegen seine Gegner mit Elo, nicht unter der Untergrenze; Q209) oder 'none' (wie C.07 10 sagt, entfallen diese Feinwertungen dann, wenn Spieler ohne Elo teilnehmen); Standard: die Einstellung des Turniers, sonst none",
    "the edition of FIDE C.07 to follow: 2023 (from 1 September 2023), 2024 (from 1 August 2024), 2026 (from 1 March 2026; caps the dummy opponent's score); default: the tournament's setting, else the edition in force at its start date (042), the newest without one":
        'die zu befolgende Ausgabe von FIDE C.07: 2023 (ab 1. September 2023), 2024 (ab 1. August 2024), 2026 (ab 1. März 2026; begrenzt die Punkte des fiktiven Gegners); Standard: die Einstellung des Turniers, sonst die an seinem Startdatum gültige Ausgabe (042), ohne Startdatum die neueste',
    'standings after round K (default: the last round with all results)':
        'Rangliste nach Runde K (Standard: die letzte Runde mit allen Ergebnissen)',
    '{file}: no such file':
        '{file}: Datei nicht gefunden',
    "--unrated-rating: expected a rating, 'floor', 'performance' or 'none', not {given}":
        "--unrated-rating: erwartet eine Elo-Zahl, 'floor', 'performance' oder 'none', nicht {given}",
    '(after round {round} of {total})':
        '(nach Runde {round} von {total})',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ('{file}: {n} round of {n} is already paired (raise XXR to pair more)', '{file}: all {n} rounds are already paired (raise XXR to pair more)'):
        ('{file}: {n} von {n} Runde ist bereits gepaart (erhöhen Sie XXR, um mehr zu paaren)', '{file}: alle {n} Runden sind bereits gepaart (erhöhen Sie XXR, um mehr zu paaren)'),
    "NOT THE TOURNAMENT'S STANDINGS: computed with {options} other than the tournament's settings":
        'NICHT DIE TABELLE DES TURNIERS: berechnet mit {options} abweichend von den Einstellungen des Turniers',
    ('Standings after round {round} of {total}: {n} result of a later round is missing', 'Standings after round {round} of {total}: {n} results of later rounds are missing'):
        ('Tabelle nach Runde {round} von {total}: {n} Ergebnis einer späteren Runde fehlt', 'Tabelle nach Runde {round} von {total}: {n} Ergebnisse späterer Runden fehlen'),
    # -- players: entering and importing players (issue 35) ---
    'import the valid lines and leave out those with a problem (each one is still named)':
        'die gültigen Zeilen importieren und die fehlerhaften auslassen (jede wird weiterhin genannt)',
    ('{source}: {n} line with a problem (above) is left out', '{source}: {n} lines with a problem (above) are left out'):
        ('{source}: {n} fehlerhafte Zeile (oben) wird ausgelassen', '{source}: {n} fehlerhafte Zeilen (oben) werden ausgelassen'),
    ('{source}: {n} problem (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)', '{source}: {n} problems (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)'):
        ('{source}: {n} Problem (oben); nichts wurde importiert (korrigieren Sie die Datei, ordnen Sie mit --map eine Spalte einem anderen Feld oder ignore zu, oder importieren Sie mit --skip-invalid nur die gültigen Zeilen)', '{source}: {n} Probleme (oben); nichts wurde importiert (korrigieren Sie die Datei, ordnen Sie mit --map eine Spalte einem anderen Feld oder ignore zu, oder importieren Sie mit --skip-invalid nur die gültigen Zeilen)'),
    '{player}: rating {rating}; the lists give:':
        '{player}: Wertung {rating}; die Listen geben:',
    'the rating to take, by its number in the list shown':
        'die zu übernehmende Wertung, nach ihrer Nummer in der gezeigten Liste',
    '{player}: no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        '{player}: keine Listenwertung zur Auswahl (aktualisieren Sie zuerst die Wertungen aus den Listen: check-ratings --update)',
    '{player}: rating {rating}':
        '{player}: Wertung {rating}',
    "list the ratings a player's rating lists give, or give him one (--take N): picked, not typed (checklist Q128-129)":
        'die Wertungen aus den Ranglisten eines Spielers auflisten oder ihm eine geben (--take N): ausgewählt, nicht eingetippt (Checkliste Q128-129)',
    # -- main: Q103, a player the rules leave out of the standings ---
    'player {number} {name}: {rank}, the rules give none: {reason}':
        'Spieler {number} {name}: {rank}, die Regeln ergeben keinen: {reason}',
    # -- main: Q129, a rating of another kind picked as the manual rating ---
    '{player}: manual rating {rating} (a {kind} rating in a {type} event: it places him, the rating report keeps his FIDE rating)':
        '{player}: manuelle Wertung {rating} (eine {kind}-Wertung in einem {type}-Turnier: sie setzt ihn, der Elo-Bericht behält seine FIDE-Wertung)',
}
