"""Deutsch: reading and writing files: TRF, CSV, rating lists, the tournament file (arbiter_app/trf, store)."""

# flake8: noqa: E501
MESSAGES = {
    # -- TRF files: where a problem is, encodings, reading and writing the file (trf/errors, decoding, files) ---
    'line {line}':
        'Zeile {line}',
    'line {line}, col {column}':
        'Zeile {line}, Sp. {column}',
    'line {line}, cols {first}-{last}':
        'Zeile {line}, Sp. {first}-{last}',
    'round {round}':
        'Runde {round}',
    'this is a database (an Arbiter tournament file?), not a TRF16 text file; to get its TRF, use: arbiter-cli export FILE -o OUT.trf':
        'dies ist eine Datenbank (eine Arbiter-Turnierdatei?), keine TRF16-Textdatei; ihr TRF erhalten Sie mit: arbiter-cli export FILE -o OUT.trf',
    'unknown encoding: the file starts with a UTF-8 byte-order mark but byte {byte} is not UTF-8; expected UTF-8 or Latin-1':
        'unbekannte Kodierung: die Datei beginnt mit einer UTF-8-Bytereihenfolgemarke, aber Byte {byte} ist kein UTF-8; erwartet: UTF-8 oder Latin-1',
    'unknown encoding (looks like UTF-16 or UTF-32, or a binary file); expected a TRF text file in UTF-8 or Latin-1':
        'unbekannte Kodierung (sieht nach UTF-16 oder UTF-32 oder einer Binärdatei aus); erwartet: eine TRF-Textdatei in UTF-8 oder Latin-1',
    'unknown encoding: control character {character} in the text; expected a TRF text file in UTF-8 or Latin-1':
        'unbekannte Kodierung: Steuerzeichen {character} im Text; erwartet: eine TRF-Textdatei in UTF-8 oder Latin-1',
    'cannot read the file: {reason}':
        'die Datei kann nicht gelesen werden: {reason}',
    'newline must be CRLF, LF or CR, not {newline!r}':
        'das Zeilenende muss CRLF, LF oder CR sein, nicht {newline!r}',
    'cannot encode the file as {encoding}: {exc}':
        'die Datei kann nicht als {encoding} kodiert werden: {exc}',
    'cannot write {path}: {reason}':
        '{path} kann nicht geschrieben werden: {reason}',
    # -- TRF reading: a player's line (trf/players) ---
    'player line ends at column {column}; expected at least {least} columns (pairing number 5-8, name 15-47, rating 49-52, ..., points 81-84)':
        'die Spielerzeile endet in Spalte {column}; erwartet: mindestens {least} Spalten (Paarungsnummer 5-8, Name 15-47, Elo 49-52, ..., Punkte 81-84)',
    'tab character; TRF uses fixed columns of blanks':
        'Tabulatorzeichen; TRF verwendet feste Spalten mit Leerzeichen',
    'expected a blank between fields, found {found!r} (are the columns shifted?)':
        'erwartet: ein Leerzeichen zwischen den Feldern, gefunden {found!r} (sind die Spalten verschoben?)',
    'pairing number {number!r} is not a number from 1 to 9999':
        'die Paarungsnummer {number!r} ist keine Zahl von 1 bis 9999',
    'pairing number missing (expected a number from 1 to 9999)':
        'Paarungsnummer fehlt (erwartet: eine Zahl von 1 bis 9999)',
    'rating {rating!r} is not a number (expected up to 4 digits, or blank when unrated)':
        'die Elo-Zahl {rating!r} ist keine Zahl (erwartet: bis zu 4 Ziffern, oder leer ohne Elo)',
    'FIDE id {fide_id!r} is not a number':
        'die FIDE-ID {fide_id!r} ist keine Zahl',
    'birth date {date!r} is not a date; expected YYYY/MM/DD (or YYYY; YYYY-MM-DD and YYYY.MM.DD are read too)':
        'das Geburtsdatum {date!r} ist kein Datum; erwartet: YYYY/MM/DD (oder YYYY; YYYY-MM-DD und YYYY.MM.DD werden auch gelesen)',
    'sex {sex!r} is not m or w (f is read as w, u as unknown), or blank':
        'das Geschlecht {sex!r} ist weder m noch w (f wird als w gelesen, u als unbekannt) noch leer',
    'points {points!r} are not a number like 4.5':
        'die Punkte {points!r} sind keine Zahl wie 4.5',
    'rank {rank!r} is not a number':
        'der Rang {rank!r} ist keine Zahl',
    "round {round}: expected blanks after the entry {entry!r} (each round takes 10 columns: 'NNNN c r' and 2 blanks)":
        "Runde {round}: erwartet: Leerzeichen nach dem Eintrag {entry!r} (jede Runde belegt 10 Spalten: 'NNNN c r' und 2 Leerzeichen)",
    'round {round}: player {player} is paired with himself':
        'Runde {round}: Spieler {player} ist mit sich selbst gepaart',
    "round {round} entry {entry!r} is not of the form 'NNNN c r' (opponent in 4 columns, blank, colour, blank, result)":
        "der Eintrag {entry!r} der Runde {round} hat nicht die Form 'NNNN c r' (Gegner in 4 Spalten, Leerzeichen, Farbe, Leerzeichen, Ergebnis)",
    'round {round}: opponent {opponent!r} is not a pairing number':
        'Runde {round}: der Gegner {opponent!r} ist keine Paarungsnummer',
    "round {round}: colour {colour!r} without an opponent; expected '-'":
        "Runde {round}: Farbe {colour!r} ohne Gegner; erwartet: '-'",
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank)':
        'Runde {round}: Ergebnis {code!r} ohne Gegner; erwartet: ein Bye-Code U, H, F oder Z (oder leer)',
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank) ({hint})':
        'Runde {round}: Ergebnis {code!r} ohne Gegner; erwartet: ein Bye-Code U, H, F oder Z (oder leer) ({hint})',
    'write 0000 - U for the pairing-allocated bye, 0000 - F for a full-point bye':
        'schreiben Sie 0000 - U für das Freilos der Paarung, 0000 - F für ein Bye mit einem Punkt',
    'write 0000 - H for a half-point bye':
        'schreiben Sie 0000 - H für ein Bye mit halbem Punkt',
    'write 0000 - Z for an absence or zero-point bye':
        'schreiben Sie 0000 - Z für eine Abwesenheit oder ein Bye mit null Punkten',
    'round {round}: colour {colour!r} with opponent {opponent}; expected w or b (a paired game, forfeited or not, has colours)':
        'Runde {round}: Farbe {colour!r} mit Gegner {opponent}; erwartet: w oder b (eine gepaarte Partie, kampflos oder nicht, hat Farben)',
    'round {round}: result {code!r} is a bye code but an opponent is given; expected 1 = 0 + - W D L ? (or blank while the game is pending)':
        'Runde {round}: das Ergebnis {code!r} ist ein Bye-Code, aber ein Gegner ist angegeben; erwartet: 1 = 0 + - W D L ? (oder leer, solange die Partie läuft)',
    # -- TRF reading: the rounds both players' lines must agree on (trf/rounds) ---
    "round {round}: pairing-allocated bye 'U' in a round without games; a round not paired yet may only announce H, F or Z byes":
        "Runde {round}: Freilos 'U' in einer Runde ohne Partien; eine noch nicht gepaarte Runde kann nur H-, F- oder Z-Byes ankündigen",
    'round {round}: opponent {opponent} of player {player} is not a player':
        'Runde {round}: der Gegner {opponent} von Spieler {player} ist kein Spieler',
    'player {opponent} is paired twice: players {first} and {second} both list {opponent} as their opponent':
        'Spieler {opponent} ist zweimal gepaart: die Spieler {first} und {second} nennen beide {opponent} als Gegner',
    'player {player} lists opponent {opponent} as white, but player {opponent} lists no opponent':
        'Spieler {player} nennt Gegner {opponent} mit Weiß, aber Spieler {opponent} nennt keinen Gegner',
    'player {player} lists opponent {opponent} as white, but player {opponent} lists opponent {other}':
        'Spieler {player} nennt Gegner {opponent} mit Weiß, aber Spieler {opponent} nennt Gegner {other}',
    'player {player} lists opponent {opponent} as black, but player {opponent} lists no opponent':
        'Spieler {player} nennt Gegner {opponent} mit Schwarz, aber Spieler {opponent} nennt keinen Gegner',
    'player {player} lists opponent {opponent} as black, but player {opponent} lists opponent {other}':
        'Spieler {player} nennt Gegner {opponent} mit Schwarz, aber Spieler {opponent} nennt Gegner {other}',
    'players {player} and {opponent} both have white in their game':
        'die Spieler {player} und {opponent} haben beide Weiß in ihrer Partie',
    'players {player} and {opponent} both have black in their game':
        'die Spieler {player} und {opponent} haben beide Schwarz in ihrer Partie',
    "results don't match: player {white} (white) has {first} and player {black} (black) has {second}; expected white/black 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (or ? for an adjourned game, or both blank while pending)":
        'die Ergebnisse passen nicht zusammen: Spieler {white} (Weiß) hat {first} und Spieler {black} (Schwarz) hat {second}; erwartet Weiß/Schwarz: 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (oder ? für eine hängende Partie, oder beide leer, solange sie läuft)',
    'a blank result':
        'ein leeres Ergebnis',
    # -- TRF reading: the file's lines and what they say together (trf/reader) ---
    'the file is empty; expected TRF16 lines (012 name, 001 players, ...)':
        'die Datei ist leer; erwartet: TRF16-Zeilen (012 Name, 001 Spieler, ...)',
    'pairing number {number} is used twice (also on line {line})':
        'die Paarungsnummer {number} wird zweimal verwendet (auch in Zeile {line})',
    'second {code} line (the first is line {line})':
        'zweite {code}-Zeile (die erste ist Zeile {line})',
    'no player lines: expected at least one line starting with 001':
        'keine Spielerzeilen: erwartet: mindestens eine Zeile, die mit 001 beginnt',
    'both a 162 line (line {line}) and BB point lines give the points; keep one of them':
        'sowohl eine 162-Zeile (Zeile {line}) als auch BB-Punktzeilen geben die Punkte an; behalten Sie eine davon',
    'XXP names player {player}, who is not a player':
        'XXP nennt Spieler {player}, der kein Spieler ist',
    'byes are announced for round {round}, but the file has {columns} round columns and no 142 line giving the number of rounds':
        'für Runde {round} sind Byes angekündigt, aber die Datei hat {columns} Rundenspalten und keine 142-Zeile mit der Rundenzahl',
    "no XXC or 152 line: the initial colour (white) is read from the top player's colour in round 1":
        'keine XXC- oder 152-Zeile: die Anfangsfarbe (Weiß) wird aus der Farbe des obersten Spielers in Runde 1 gelesen',
    "no XXC or 152 line: the initial colour (black) is read from the top player's colour in round 1":
        'keine XXC- oder 152-Zeile: die Anfangsfarbe (Schwarz) wird aus der Farbe des obersten Spielers in Runde 1 gelesen',
    ('round {round}: blank cells of player {players} are read as absences (Z)', 'round {round}: blank cells of players {players} are read as absences (Z)'):
        ('Runde {round}: das leere Feld von Spieler {players} wird als Abwesenheit (Z) gelesen', 'Runde {round}: die leeren Felder der Spieler {players} werden als Abwesenheiten (Z) gelesen'),
    'round {round}: result {result!r} of player {player} is not a TRF result code; the game with player {opponent} is read as adjourned (its result unknown)':
        'Runde {round}: das Ergebnis {result!r} von Spieler {player} ist kein TRF-Ergebniscode; die Partie gegen Spieler {opponent} wird als hängend gelesen (Ergebnis unbekannt)',
    "{code} {value!r} is not a number of points; expected e.g. '{code}  3.0'":
        "{code} {value!r} ist keine Punktzahl; erwartet z. B. '{code}  3.0'",
    'start date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        'das Anfangsdatum {date!r} ist kein Datum; erwartet: YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD und YY/MM/DD werden auch gelesen)',
    'end date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        'das Enddatum {date!r} ist kein Datum; erwartet: YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD und YY/MM/DD werden auch gelesen)',
    "XXR {value!r} is not a number of rounds; expected e.g. 'XXR 9'":
        "XXR {value!r} ist keine Rundenzahl; erwartet z. B. 'XXR 9'",
    "XXC {value!r} is not an initial colour; expected 'XXC white1' or 'XXC black1'":
        "XXC {value!r} ist keine Anfangsfarbe; erwartet: 'XXC white1' oder 'XXC black1'",
    'XXP {value!r}: expected two or more pairing numbers (players who must not meet)':
        'XXP {value!r}: erwartet: zwei oder mehr Paarungsnummern (Spieler, die nicht gegeneinander spielen dürfen)',
    "round dates must start at column 92 (YY/MM/DD under each round's entry)":
        'die Daten der Runden müssen in Spalte 92 beginnen (YY/MM/DD unter dem Eintrag jeder Runde)',
    'round {round} date {date!r} is not a date; expected YY/MM/DD (YY-MM-DD and YY.MM.DD are read too)':
        'das Datum {date!r} der Runde {round} ist kein Datum; erwartet: YY/MM/DD (YY-MM-DD und YY.MM.DD werden auch gelesen)',
    'player {player} has {points} points, but the results give {computed}':
        'Spieler {player} hat {points} Punkte, aber die Ergebnisse ergeben {computed}',
    '{points} with the announced bye':
        '{points} mit dem angekündigten Bye',
    'other points per result than win 1, draw 0.5, bye 1 need BBW/BBD/... lines':
        'andere Punkte je Ergebnis als Sieg 1, Remis 0.5, Bye 1 brauchen BBW/BBD/...-Zeilen',
    'XXS {item!r}: expected CODE=POINTS with a code of {codes}':
        'XXS {item!r}: erwartet: CODE=PUNKTE mit einem Code aus {codes}',
    'XXS and another point system (162 or BB lines) are both given; keep one of them':
        'XXS und eine andere Punktwertung (162- oder BB-Zeilen) sind beide angegeben; behalten Sie eine davon',
    '152 and XXC give different initial colours':
        '152 und XXC geben verschiedene Anfangsfarben an',
    '{code} record for player {player}, who is not a player':
        '{code}-Datensatz für Spieler {player}, der kein Spieler ist',
    '250 names players {first}-{last}, who are not players':
        '250 nennt die Spieler {first}-{last}, die keine Spieler sind',
    'XXA line for player {player}, who is not a player':
        'XXA-Zeile für Spieler {player}, der kein Spieler ist',
    '240 names player {player}, who is not a player':
        '240 nennt Spieler {player}, der kein Spieler ist',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a {entry} entry':
        '240 gibt Spieler {player} ein {kind}-Bye in Runde {round}, aber sein Eintrag der Runde {round} zeigt einen {entry}-Eintrag',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a game':
        '240 gibt Spieler {player} ein {kind}-Bye in Runde {round}, aber sein Eintrag der Runde {round} zeigt eine Partie',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} column announces {announced}':
        '240 gibt Spieler {player} ein {kind}-Bye in Runde {round}, aber seine Spalte der Runde {round} kündigt {announced} an',
    '260 names player {player}, who is not a player':
        '260 nennt Spieler {player}, der kein Spieler ist',
    # -- TRF-2026 records (trf/trf2026) ---
    '{what} {value!r} is not a number of points; expected e.g. 1.0':
        '{what} {value!r} ist keine Punktzahl; erwartet z. B. 1.0',
    '250 fictitious points':
        '250 fiktive Punkte',
    'XXA virtual points':
        'XXA virtuelle Punkte',
    "142 {value!r} is not a number of rounds; expected e.g. '142 9'":
        "142 {value!r} ist keine Rundenzahl; erwartet z. B. '142 9'",
    "152 {value!r} is not an initial colour; expected '152 W' or '152 B'":
        "152 {value!r} ist keine Anfangsfarbe; erwartet: '152 W' oder '152 B'",
    "162: expected a result code (W D L A P X) followed by its points, e.g. '162  W 3.0    D 1.0'":
        "162: erwartet: ein Ergebniscode (W D L A P X) gefolgt von seinen Punkten, z. B. '162  W 3.0    D 1.0'",
    '162: {code!r} is not a result code; expected W, D, L, A, P or X':
        '162: {code!r} ist kein Ergebniscode; erwartet: W, D, L, A, P oder X',
    '162: {code} is given twice':
        '162: {code} ist zweimal angegeben',
    "162 names no result code; expected e.g. '162  W 3.0    D 1.0'":
        "162 nennt keinen Ergebniscode; erwartet z. B. '162  W 3.0    D 1.0'",
    '172: federation {federation!r} is not a 3-letter FIDE code':
        '172: die Föderation {federation!r} ist kein FIDE-Code aus 3 Buchstaben',
    '172: ranking method {method!r} is not one of {methods}':
        '172: die Ranglistenmethode {method!r} ist keine von {methods}',
    '192: {code} takes no {baku} acceleration; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        '192: {code} nimmt keine {baku}-Beschleunigung; erwartet z. B. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV',
    '192: {value!r} is not in the Tournament-Type Code Table; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        '192: {value!r} steht nicht in der Tabelle der Turnierart-Codes; erwartet z. B. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV',
    '222 {value!r} is not an encoded time control; expected e.g. 5400+30, 40/6000+30:900+30 or W300-B240 (seconds)':
        '222 {value!r} ist keine kodierte Bedenkzeit; erwartet z. B. 5400+30, 40/6000+30:900+30 oder W300-B240 (Sekunden)',
    '{code}: round or player {item!r} is not a number from 1 to 9999':
        '{code}: Runde oder Spieler {item!r} ist keine Zahl von 1 bis 9999',
    "240: expected the kind of bye (F, H or Z), the round and one or more players, e.g. '240 H 003  026  047'":
        "240: erwartet: die Art des Byes (F, H oder Z), die Runde und einen oder mehrere Spieler, z. B. '240 H 003  026  047'",
    '240 names a player twice':
        '240 nennt einen Spieler zweimal',
    '250: match points {points!r} in an individual tournament; expected blank (or 0.0)':
        '250: Mannschaftspunkte {points!r} in einem Einzelturnier; erwartet: leer (oder 0.0)',
    '250: the fictitious points must differ from 0.0':
        '250: die fiktiven Punkte müssen von 0.0 verschieden sein',
    "250: {value!r} is not a round or player number; expected '250      1.0 001 003 0001 0020'":
        "250: {value!r} ist keine Runden- oder Spielernummer; erwartet: '250      1.0 001 003 0001 0020'",
    "250: expected '250 MMMM GGGG RRF RRL PPPF PPPL' (columns 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)":
        "250: erwartet: '250 MMMM GGGG RRF RRL PPPF PPPL' (Spalten 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)",
    '250: the first round or player comes after the last':
        '250: die erste Runde oder der erste Spieler kommt nach der letzten bzw. dem letzten',
    "XXA: expected the player's number in columns 5-8, e.g. 'XXA    1  1.0  1.0  0.5'":
        "XXA: erwartet: die Nummer des Spielers in den Spalten 5-8, z. B. 'XXA    1  1.0  1.0  0.5'",
    "XXA: expected one blank before each round's points":
        'XXA: erwartet: ein Leerzeichen vor den Punkten jeder Runde',
    "260: expected the first and last round and two or more players, e.g. '260 001 009  125  180'":
        "260: erwartet: die erste und letzte Runde und zwei oder mehr Spieler, z. B. '260 001 009  125  180'",
    '260: the first round {first} comes after the last {last}':
        '260: die erste Runde {first} kommt nach der letzten {last}',
    '260 needs two different players':
        '260 braucht zwei verschiedene Spieler',
    '{code} record: national rating {rating!r} is not a number':
        '{code}-Datensatz: die nationale Wertungszahl {rating!r} ist keine Zahl',
    '{code} record: expected nothing after the birth date (cols 70-79)':
        '{code}-Datensatz: erwartet: nichts nach dem Geburtsdatum (Sp. 70-79)',
    'the point system cannot be written in a 162 line: it gives the forfeit win and full-point bye the points of a win, the half-point bye those of a draw and the forfeit loss those of a zero-point bye':
        'die Punktwertung kann nicht in einer 162-Zeile geschrieben werden: diese gibt dem kampflosen Sieg und dem Bye mit einem Punkt die Punkte eines Sieges, dem Bye mit halbem Punkt die eines Remis und der kampflosen Niederlage die eines Byes mit null Punkten',
    '162: {points} points for {code} cannot be written in 4 columns with one decimal':
        '162: {points} Punkte für {code} können nicht in 4 Spalten mit einer Dezimalstelle geschrieben werden',
    # -- TRF writing: what a file cannot hold (trf/writer, fields) ---
    ('the name {name!r} has {n} character; TRF files hold {width} — shorten it (e.g. {proposal!r})', 'the name {name!r} has {n} characters; TRF files hold {width} — shorten it (e.g. {proposal!r})'):
        ('der Name {name!r} hat {n} Zeichen; TRF-Dateien fassen {width} — kürzen Sie ihn (z. B. {proposal!r})', 'der Name {name!r} hat {n} Zeichen; TRF-Dateien fassen {width} — kürzen Sie ihn (z. B. {proposal!r})'),
    'unknown TRF version {version!r}; expected one of {versions}':
        'unbekannte TRF-Version {version!r}; erwartet: eine von {versions}',
    'the kept line {line!r} cannot be written: a reader would skip it':
        'die beibehaltene Zeile {line!r} kann nicht geschrieben werden: ein Leser würde sie überspringen',
    'the kept line {line!r} cannot be written: a reader would read it as a {code} line':
        'die beibehaltene Zeile {line!r} kann nicht geschrieben werden: ein Leser würde sie als {code}-Zeile lesen',
    'the {what} {value!r} holds a line break; TRF keeps it on one line':
        '{what} {value!r} enthält einen Zeilenumbruch; TRF hält es in einer Zeile',
    'the {what} {value!r} holds a control character':
        '{what} {value!r} enthält ein Steuerzeichen',
    '{code} line':
        '{code}-Zeile',
    'kept line':
        'beibehaltene Zeile',
    'national rating record':
        'Datensatz der nationalen Wertungszahl',
    'name':
        'Name',
    'kind':
        'Art',
    'deputies':
        'Stellvertreter',
    'time control':
        'Bedenkzeit',
    'rating':
        'Elo',
    'birth date':
        'Geburtsdatum',
    'points':
        'Punkte',
    'rank':
        'Rang',
    'cannot write round {round}: player {player} is not a player':
        'Runde {round} kann nicht geschrieben werden: Spieler {player} ist kein Spieler',
    'cannot write round {round}: player {player} has two entries (games or byes) in it':
        'Runde {round} kann nicht geschrieben werden: Spieler {player} hat darin zwei Einträge (Partien oder Byes)',
    'cannot write round {round}: player {player} is paired with himself':
        'Runde {round} kann nicht geschrieben werden: Spieler {player} ist mit sich selbst gepaart',
    'cannot write the byes announced for round {round}: player {player} is not a player':
        'die für Runde {round} angekündigten Byes können nicht geschrieben werden: Spieler {player} ist kein Spieler',
    'cannot write a pairing-allocated bye announced for round {round} (only H, F, Z byes for rounds not paired yet can be written)':
        'ein für Runde {round} angekündigtes Freilos kann nicht geschrieben werden (nur H-, F-, Z-Byes für noch nicht gepaarte Runden können geschrieben werden)',
    'cannot write the forbidden pair {pair}: it must name two players':
        'die verbotene Paarung {pair} kann nicht geschrieben werden: sie muss zwei Spieler nennen',
    'the {what} {value!r} cannot be written; TRF16 expects YYYY/MM/DD in its {code} line':
        '{what} {value!r} kann nicht geschrieben werden; TRF16 erwartet YYYY/MM/DD in seiner {code}-Zeile',
    'player {player}: sex {sex!r} cannot be written; TRF16 has m or w':
        'Spieler {player}: das Geschlecht {sex!r} kann nicht geschrieben werden; TRF16 hat m oder w',
    'player {player}: birth date {date!r} cannot be written; TRF16 expects YYYY/MM/DD':
        'Spieler {player}: das Geburtsdatum {date!r} kann nicht geschrieben werden; TRF16 erwartet YYYY/MM/DD',
    'round {round}: date {date!r} cannot be written; TRF16 expects YY/MM/DD':
        'Runde {round}: das Datum {date!r} kann nicht geschrieben werden; TRF16 erwartet YY/MM/DD',
    "TRF16 has no line for the points of an adjourned game ({points}, not a draw's {draw}); export TRF-2026 (its 162 line says X)":
        'TRF16 hat keine Zeile für die Punkte einer hängenden Partie ({points}, nicht die {draw} eines Remis); exportieren Sie TRF-2026 (seine 162-Zeile nennt X)',
    'player {player}: {what} {value!r} is longer than the {width} columns TRF16 has for it':
        'Spieler {player}: {what} {value!r} ist länger als die {width} Spalten, die TRF16 dafür hat',
    'pairing number {number} does not fit TRF16 (1 to 9999)':
        'die Paarungsnummer {number} passt nicht in TRF16 (1 bis 9999)',
    'player {player}: rating {rating} / FIDE id {fide_id!r} cannot be written (TRF16 expects digits)':
        'Spieler {player}: Elo {rating} / FIDE-ID {fide_id!r} kann nicht geschrieben werden (TRF16 erwartet Ziffern)',
    'player {player}: {points} points cannot be written with one decimal in cols 81-84':
        'Spieler {player}: {points} Punkte können nicht mit einer Dezimalstelle in Sp. 81-84 geschrieben werden',
    # -- FIDE rating lists (trf/fide_list) ---
    '{name}: the zip file holds no .txt or .xml rating list':
        '{name}: die ZIP-Datei enthält keine .txt- oder .xml-Elo-Liste',
    "{name}: line 1 is not the header of a FIDE rating list (expected 'ID Number' and 'Name')":
        "{name}: Zeile 1 ist nicht die Kopfzeile einer FIDE-Elo-Liste (erwartet: 'ID Number' und 'Name')",
    '{name}: not a readable XML rating list ({exc})':
        '{name}: keine lesbare XML-Elo-Liste ({exc})',
    '{kind!r} is not a kind of FIDE list ({kinds})':
        '{kind!r} ist keine Art von FIDE-Liste ({kinds})',
    '{name}: cannot be read ({reason})':
        '{name}: kann nicht gelesen werden ({reason})',
    # -- the tournament file: opening, writing, backups (store) ---
    '{path}: no such file':
        '{path}: keine solche Datei',
    '{path} is not a file':
        '{path} ist keine Datei',
    '{path} cannot be read: {reason}':
        '{path} kann nicht gelesen werden: {reason}',
    '{path} is empty, not an Arbiter tournament file':
        '{path} ist leer, keine Arbiter-Turnierdatei',
    '{path} is not an Arbiter tournament file (it is not an SQLite database)':
        '{path} ist keine Arbiter-Turnierdatei (es ist keine SQLite-Datenbank)',
    '{path} is damaged: the file is cut short':
        '{path} ist beschädigt: die Datei ist abgeschnitten',
    '{path} cannot be opened: {exc}':
        '{path} kann nicht geöffnet werden: {exc}',
    '{path} is damaged: {problems}':
        '{path} ist beschädigt: {problems}',
    '{path} is damaged ({exc})':
        '{path} ist beschädigt ({exc})',
    '{path} is an SQLite database of another program, not an Arbiter tournament file':
        '{path} ist eine SQLite-Datenbank eines anderen Programms, keine Arbiter-Turnierdatei',
    '{path} was written by a newer version of Arbiter (file format {version}; this version reads formats {oldest} to {newest}); please update Arbiter':
        '{path} wurde von einer neueren Version von Arbiter geschrieben (Dateiformat {version}; diese Version liest die Formate {oldest} bis {newest}); bitte aktualisieren Sie Arbiter',
    '{path} has no Arbiter file format version; it is not an Arbiter tournament file':
        '{path} hat keine Arbiter-Dateiformatversion; es ist keine Arbiter-Turnierdatei',
    'opened read-only':
        'schreibgeschützt geöffnet',
    '{path} is write-protected':
        '{path} ist schreibgeschützt',
    '{name} is opened read-only: its lock file cannot be made ({reason})':
        '{name} ist schreibgeschützt geöffnet: seine Sperrdatei kann nicht angelegt werden ({reason})',
    '{name} is in use by {owner}':
        '{name} wird von {owner} verwendet',
    'another process':
        'einem anderen Prozess',
    'process {pid} on {host}':
        'Prozess {pid} auf {host}',
    'process {pid}':
        'Prozess {pid}',
    '{name} is in use by {owner}; it is open read-only here and nothing was changed':
        '{name} wird von {owner} verwendet; es ist hier schreibgeschützt geöffnet, und nichts wurde geändert',
    '{path} already exists; choose another name':
        '{path} existiert bereits; wählen Sie einen anderen Namen',
    '{path} is closed':
        '{path} ist geschlossen',
    '{path} could not be read: {reason}':
        '{path} konnte nicht gelesen werden: {reason}',
    '{path} could not be changed, nothing was saved: {reason}':
        '{path} konnte nicht geändert werden, nichts wurde gespeichert: {reason}',
    'a round is paired; the entries can no longer be rewritten':
        'eine Runde ist gepaart; die Teilnehmerdaten können nicht mehr neu geschrieben werden',
    'round {round} is not paired':
        'Runde {round} ist nicht gepaart',
    'round {round} has no board {board}':
        'Runde {round} hat kein Brett {board}',
    '{path} is not a file; nothing was changed':
        '{path} ist keine Datei; nichts wurde geändert',
    '{path} is the backup itself; choose another file':
        '{path} ist die Sicherung selbst; wählen Sie eine andere Datei',
    '{path} already exists; nothing was changed (choose another name, or confirm replacing it)':
        '{path} existiert bereits; nichts wurde geändert (wählen Sie einen anderen Namen oder bestätigen Sie das Ersetzen)',
    '{path} already exists; nothing was changed':
        '{path} existiert bereits; nichts wurde geändert',
    'cannot write {path}: folder {folder} does not exist':
        '{path} kann nicht geschrieben werden: der Ordner {folder} existiert nicht',
    '{name} is in use by {owner}; it was not replaced':
        '{name} wird von {owner} verwendet; es wurde nicht ersetzt',
    'cannot write {path}: {reason}; nothing was changed':
        '{path} kann nicht geschrieben werden: {reason}; nichts wurde geändert',
    'cannot restore {name} to {path}: {exc}; nothing was changed':
        '{name} kann nicht nach {path} wiederhergestellt werden: {exc}; nichts wurde geändert',
    # -- issue 34: tournament files from elsewhere ---
    '{table} row {row}: {problem}':
        '{table}, Zeile {row}: {problem}',
    '{column} {value} is not a text':
        '{column} {value} ist kein Text',
    '{column} is {length} characters long (at most {limit})':
        '{column} ist {length} Zeichen lang (höchstens {limit})',
    '{column} {value} is not a whole number from {low} to {high}':
        '{column} {value} ist keine ganze Zahl von {low} bis {high}',
    '{column} {value} is neither 0 nor 1':
        '{column} {value} ist weder 0 noch 1',
    '{column} {value} is not a number of points':
        '{column} {value} ist keine Punktzahl',
    '{column} is JSON nested deeper than {depth}':
        '{column} ist JSON, das tiefer als {depth} Ebenen verschachtelt ist',
    '{column} is not a JSON object of texts':
        '{column} ist kein JSON-Objekt aus Texten',
    '{column} is not a JSON list of texts':
        '{column} ist keine JSON-Liste aus Texten',
    '{column} is not a list of FIDE list ratings':
        '{column} ist keine Liste von Elo-Zahlen der FIDE-Listen',
    '{column} is not a list of ratings by round':
        '{column} ist keine Liste von Wertungszahlen je Runde',
    '{column} {value} is not {what}':
        '{column} {value} ist nicht {what}',
    '{column} is not JSON':
        '{column} ist kein JSON',
    'its table {table} has more than {most} rows':
        'seine Tabelle {table} hat mehr als {most} Zeilen',
    '{column} {value} is not what Arbiter writes there':
        '{column} {value} ist nicht, was Arbiter dort schreibt',
    'it has more than {most} players (TRF numbers them 1 to {most})':
        'sie hat mehr als {most} Spieler (TRF nummeriert sie von 1 bis {most})',
    'a pairing system this version of Arbiter has':
        'ein Paarungssystem dieser Arbiter-Version',
    'a colour (w or b)':
        'eine Farbe (w oder b)',
    'its table tournament has {n} rows; it has exactly one, row 1, in a tournament file':
        'seine Tabelle tournament hat {n} Zeilen; eine Turnierdatei hat genau eine, Zeile 1',
    'a kind of bye (U, H, F or Z)':
        'eine Art von Freilos (U, H, F oder Z)',
    'result {value} is not a result':
        'Ergebnis {value} ist kein Ergebnis',
    'round {number} follows round {previous}; the rounds are numbered 1, 2, 3, ...':
        'Runde {number} folgt auf Runde {previous}; die Runden sind 1, 2, 3, ... nummeriert',
    'round_no {value} is not a paired round':
        'round_no {value} ist keine gepaarte Runde',
    'board {value} of round {round}: the boards of a round are numbered 1, 2, 3, ...':
        'Brett {value} der Runde {round}: die Bretter einer Runde sind 1, 2, 3, ... nummeriert',
    'player {value} is not a player':
        'Spieler {value} ist kein Spieler',
    'the pair {first}-{second} is not written as the smaller number first':
        'das Paar {first}-{second} ist nicht mit der kleineren Nummer zuerst geschrieben',
    '{column} {value} is not a player':
        '{column} {value} ist kein Spieler',
    'player {number} plays twice in round {round}':
        'Spieler {number} spielt in Runde {round} zweimal',
    'player {number} has a bye and a game in round {round}':
        'Spieler {number} hat in Runde {round} ein Freilos und eine Partie',
    'a pairing-allocated bye in round {round}, which is not paired':
        'ein Paarungsfreilos in Runde {round}, die nicht gepaart ist',
    '{path} is not opened: {journal} beside it is a rollback journal, which Arbiter never writes, and SQLite would apply it to the tournament; move {journal} away to open the file as it is':
        '{path} wird nicht geöffnet: {journal} daneben ist ein Rollback-Journal, das Arbiter nie schreibt, und SQLite würde es auf das Turnier anwenden; verschieben Sie {journal}, um die Datei so zu öffnen, wie sie ist',
    '{path} is {size} MB; a tournament file is at most {limit} MB':
        '{path} ist {size} MB groß; eine Turnierdatei hat höchstens {limit} MB',
    '{problem} (read with {wal} beside it, which SQLite applies to it)':
        '{problem} (gelesen mit {wal} daneben, das SQLite auf sie anwendet)',
    '{name} is not a lock file Arbiter made (not a plain file)':
        '{name} ist keine Sperrdatei von Arbiter (keine gewöhnliche Datei)',
    '{name} is a link, not a lock file Arbiter made':
        '{name} ist ein Link, keine Sperrdatei von Arbiter',
    '{name} holds something else than what Arbiter writes there; remove it to open the tournament for writing':
        '{name} enthält etwas anderes, als Arbiter dort schreibt; löschen Sie sie, um das Turnier zum Schreiben zu öffnen',
    ('{problem} (and {n} more thing Arbiter does not write)', '{problem} (and {n} more things Arbiter does not write)'):
        ('{problem} (und {n} weiteres, das Arbiter nicht schreibt)', '{problem} (und {n} weitere Dinge, die Arbiter nicht schreibt)'),
    '{path} is not a tournament file Arbiter wrote: {problem}':
        '{path} ist keine von Arbiter geschriebene Turnierdatei: {problem}',
    'its table {name!r} is missing':
        'ihre Tabelle {name!r} fehlt',
    'its table {name!r} is not defined as Arbiter defines it':
        'ihre Tabelle {name!r} ist nicht so definiert, wie Arbiter sie definiert',
    'it has a trigger {name!r} on {table}':
        'sie hat einen Trigger {name!r} auf {table}',
    'its table {table!r} has a column {column!r} that Arbiter does not write in file format {version}':
        'ihre Tabelle {table!r} hat eine Spalte {column!r}, die Arbiter im Dateiformat {version} nicht schreibt',
    'its table {table!r} lacks the column {column!r} of file format {version}':
        'ihrer Tabelle {table!r} fehlt die Spalte {column!r} des Dateiformats {version}',
    'it has a view {name!r}':
        'sie hat eine Sicht {name!r}',
    'the column {column!r} of its table {table!r} is not defined as Arbiter defines it':
        'die Spalte {column!r} ihrer Tabelle {table!r} ist nicht so definiert, wie Arbiter sie definiert',
    'it has an index {name!r} on {table}':
        'sie hat einen Index {name!r} auf {table}',
    'it has an object {name!r} of type {kind!r}':
        'sie hat ein Objekt {name!r} vom Typ {kind!r}',
    'it has a virtual table {name!r}':
        'sie hat eine virtuelle Tabelle {name!r}',
    'it has a table {name!r} that Arbiter does not write':
        'sie hat eine Tabelle {name!r}, die Arbiter nicht schreibt',
    'a tournament has at most {most} rounds; round {round} is refused':
        'ein Turnier hat höchstens {most} Runden; Runde {round} wird abgelehnt',
    'a tournament holds at most {most} players (TRF numbers them 1 to {most}); player {number} cannot be added':
        'ein Turnier hat höchstens {most} Spieler (TRF nummeriert sie von 1 bis {most}); Spieler {number} kann nicht hinzugefügt werden',
    '{path} cannot be brought up to file format {version}: {reason}':
        '{path} kann nicht auf das Dateiformat {version} gebracht werden: {reason}',
    # -- issue 34: options read as ranges ---
    'option {key}: {problem}':
        'Option {key}: {problem}',
    # -- issue 34: copies and second names of a file ---
    'new tournament id':
        'neue Turnierkennung',
    ('{name} has {n} name (hard links); it is opened read-only so that nobody writes it under another name at the same time', '{name} has {n} names (hard links); it is opened read-only so that nobody writes it under another name at the same time'):
        ('{name} hat {n} Namen (harte Links); sie wird schreibgeschützt geöffnet, damit niemand sie gleichzeitig unter einem anderen Namen schreibt', '{name} hat {n} Namen (harte Links); sie wird schreibgeschützt geöffnet, damit niemand sie gleichzeitig unter einem anderen Namen schreibt'),
    # -- issue 34: tie-break names and ratings by round ---
    'an empty tie-break name':
        'ein leerer Feinwertungsname',
    'tiebreaks: {problem}':
        'tiebreaks: {problem}',
    'player {number} would have more than {most} ratings by round':
        'Spieler {number} hätte mehr als {most} Wertungszahlen je Runde',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ("line {lines}: the national rating record goes on with the 001 record's points and rank (cols 80-89); those columns are ignored", "lines {lines}: the national rating records go on with the 001 records' points and rank (cols 80-89); those columns are ignored"):
        ('Zeile {lines}: der Datensatz der nationalen Wertung geht mit Punkten und Rang des 001-Datensatzes weiter (Sp. 80-89); diese Spalten werden nicht beachtet', 'Zeilen {lines}: die Datensätze der nationalen Wertung gehen mit Punkten und Rang der 001-Datensätze weiter (Sp. 80-89); diese Spalten werden nicht beachtet'),
    ('{code} says {n} round, but byes are announced for round {round}', '{code} says {n} rounds, but byes are announced for round {round}'):
        ('{code} gibt {n} Runde an, aber für Runde {round} sind Byes angekündigt', '{code} gibt {n} Runden an, aber für Runde {round} sind Byes angekündigt'),
    ('{code} says {n} round, but the file holds {paired} paired rounds', '{code} says {n} rounds, but the file holds {paired} paired rounds'):
        ('{code} gibt {n} Runde an, aber die Datei enthält {paired} gepaarte Runden', '{code} gibt {n} Runden an, aber die Datei enthält {paired} gepaarte Runden'),
    ('142 says {n} round, but XXR says {total}', '142 says {n} rounds, but XXR says {total}'):
        ('142 gibt {n} Runde an, aber XXR {total}', '142 gibt {n} Runden an, aber XXR {total}'),
    # -- players: entering and importing players (issue 35) ---
    ('the name {name!r} has {n} character; at most {limit} are kept', 'the name {name!r} has {n} characters; at most {limit} are kept'):
        ('der Name {name!r} hat {n} Zeichen; höchstens {limit} werden gespeichert', 'der Name {name!r} hat {n} Zeichen; höchstens {limit} werden gespeichert'),
    'player {number} {name}: the TRF file has {width} columns for the name and writes {cut!r}':
        'Spieler {number} {name}: die TRF-Datei hat {width} Spalten für den Namen und schreibt {cut!r}',
    # -- ftrf06: TRF06 import (Q47-Q48) ---
    "read as TRF06 (FIDE's Tournament Report File of 2006): the file holds none of the records TRF16 and TRF-2026 add":
        'als TRF06 gelesen (FIDE-Tournament-Report-File von 2006): die Datei enthält keinen der Datensätze, die TRF16 und TRF-2026 hinzufügen',
    ("TRF06 gives no number of rounds: the file's {n} round column is taken as the number of rounds (change it with settings --rounds)", "TRF06 gives no number of rounds: the file's {n} round columns are taken as the number of rounds (change it with settings --rounds)"):
        ('TRF06 gibt keine Rundenzahl an: die einzige Rundenspalte der Datei ({n}) wird als Rundenzahl genommen (änderbar mit settings --rounds)', 'TRF06 gibt keine Rundenzahl an: die {n} Rundenspalten der Datei werden als Rundenzahl genommen (änderbar mit settings --rounds)'),
    'TRF06 gives no number of rounds and the file has no round column: the number of rounds is unknown; set it before pairing (settings --rounds)':
        'TRF06 gibt keine Rundenzahl an und die Datei hat keine Rundenspalte: die Rundenzahl ist unbekannt; legen Sie sie vor der Auslosung fest (settings --rounds)',
    'TRF06 gives no initial colour and no round is paired: it is unknown; set it before pairing round 1 (settings --initial-colour)':
        'TRF06 gibt keine Anfangsfarbe an und keine Runde ist ausgelost: sie ist unbekannt; legen Sie sie vor der Auslosung der 1. Runde fest (settings --initial-colour)',
    'TRF06 gives no pairing system (092 is free text): the system named on the 092 line, or else the one chosen at the import, is used':
        'TRF06 gibt kein Paarungssystem an (092 ist freier Text): das in der Zeile 092 genannte System, sonst das beim Import gewählte, wird verwendet',
    'TRF06 gives no point system: the standard points are used (win 1, draw 1/2, loss 0; forfeit win, pairing-allocated bye and full-point bye 1; half-point bye 1/2; zero-point bye 0), and the points of every 001 line were checked against them':
        'TRF06 gibt kein Punktesystem an: die üblichen Punkte gelten (Sieg 1, Remis 1/2, Niederlage 0; kampfloser Sieg, spielfrei durch Auslosung und Ein-Punkt-Bye 1; Halbpunkt-Bye 1/2; Null-Punkt-Bye 0), und die Punkte jeder 001-Zeile wurden damit geprüft',
    'TRF06 has no record for accelerations, forbidden pairs, announced byes or tie-breaks: none are imported':
        'TRF06 hat keine Datensätze für Beschleunigungen, verbotene Paarungen, angekündigte Byes oder Feinwertungen: keine werden importiert',
}
