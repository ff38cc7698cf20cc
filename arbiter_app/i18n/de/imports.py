"""Deutsch: the import of players and the rating lists (services/player_import.py,
rating_lists.py, list_sequence.py, custom_lists.py, national.py, import_check.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the CSV import of players (services/player_import.py) -----------------
    'Name (Last, First)':
        'Name (Nachname, Vorname)',
    'Surname':
        'Nachname',
    'First name':
        'Vorname',
    'Federation':
        'Föderation',
    'Birth date':
        'Geburtsdatum',
    'column {n}':
        'Spalte {n}',
    '{source}: column {column!r}: unknown field {field!r} (fields: {fields})':
        '{source}: Spalte {column!r}: unbekanntes Feld {field!r} (Felder: {fields})',
    '{source}: columns {first!r} and {second!r} are both mapped to {field}; ignore one of them':
        '{source}: die Spalten {first!r} und {second!r} sind beide {field} zugeordnet; ignorieren Sie eine davon',
    '{source}: columns {first!r} and {second!r} both give the name; ignore one of them':
        '{source}: die Spalten {first!r} und {second!r} geben beide den Namen an; ignorieren Sie eine davon',
    "{source}: line 1 must be a header with a 'name' column, or 'surname' and 'first name' columns; no column is mapped to the name (found: {found})":
        "{source}: Zeile 1 muss eine Kopfzeile mit einer Spalte 'name' oder den Spalten 'surname' und 'first name' sein; keine Spalte ist dem Namen zugeordnet (gefunden: {found})",
    'nothing':
        'nichts',
    'ignored: {columns}':
        'ignoriert: {columns}',
    '{source}: line {line_no}':
        '{source}: Zeile {line_no}',
    '{where}: {fields}, but the header has {columns} (extra: {extra})':
        '{where}: {fields}, aber die Kopfzeile hat {columns} (zusätzlich: {extra})',
    ('{n} field', '{n} fields'):
        ('{n} Feld', '{n} Felder'),
    ('{n} column', '{n} columns'):
        ('{n} Spalte', '{n} Spalten'),
    '{where}: {problem} (column {column!r})':
        '{where}: {problem} (Spalte {column!r})',
    '{where}: the name is empty (column {column!r})':
        '{where}: der Name ist leer (Spalte {column!r})',
    'rating {cell!r} is not a number':
        'Elo {cell!r} ist keine Zahl',
    'rating {cell} is out of range 0-3500':
        'Elo {cell} liegt außerhalb von 0-3500',
    'FIDE id {cell!r} must contain digits only':
        'FIDE-ID {cell!r} darf nur Ziffern enthalten',
    'federation {cell!r} is not a three-letter code such as GER':
        'Föderation {cell!r} ist kein Code aus drei Buchstaben wie GER',
    'title {cell!r} has more than the 3 characters TRF files hold (GM, WIM, ...)':
        'Titel {cell!r} hat mehr als die 3 Zeichen, die TRF-Dateien fassen (GM, WIM, ...)',
    # -- the re-check of an imported tournament (services/import_check.py) -----
    'the system cannot pair it ({error})':
        'das System kann sie nicht paaren ({error})',
    'the file has {found}, the rules give {expected}':
        'die Datei hat {found}, die Regeln ergeben {expected}',
    'no other pair':
        'keine andere Paarung',
    'the pairing-allocated bye is {in_file} in the file, {by_rules} by the rules':
        'das Freilos der Auslosung hat {in_file} in der Datei, {by_rules} nach den Regeln',
    'nobody':
        'niemand',
    # -- rating lists, custom lists, national ratings, ratings by round (services/rating_lists.py, list_sequence.py, custom_lists.py, national.py, round_ratings.py) ---
    '{kind!r} is not a kind of rating ({kinds})':
        '{kind!r} ist keine Wertungsart ({kinds})',
    '{source}: no column is mapped to the rating (columns: {columns}); name it with --map COLUMN=rating':
        '{source}: keine Spalte ist der Wertung zugeordnet (Spalten: {columns}); nennen Sie sie mit --map SPALTE=rating',
    'the {kind} sequence has no list {position} ({lists})':
        'die Folge {kind} hat keine Liste {position} ({lists})',
    ('{n} list', '{n} lists'):
        ('{n} Liste', '{n} Listen'),
    'the rating lists cannot be kept: {problem}':
        'die Wertungslisten können nicht gespeichert werden: {problem}',
    'federation {federation!r} is not a 3-letter FIDE code (e.g. NED)':
        'Föderation {federation!r} ist kein FIDE-Code aus 3 Buchstaben (z. B. NED)',
    'national rating {rating!r} is not a number from 0 to 9999':
        'nationale Wertung {rating!r} ist keine Zahl von 0 bis 9999',
    'national id {national_id!r}: up to 11 letters or digits':
        'nationale ID {national_id!r}: höchstens 11 Buchstaben oder Ziffern',
    'player {number} is not in the tournament':
        'Spieler {number} ist nicht im Turnier',
    'manual rating':
        'manuelle Wertung',
    'player {number} {name}: {field} {registered} here, {listed} in the list':
        'Spieler {number} {name}: {field} {registered} hier, {listed} in der Liste',
    '{list} ({month})':
        '{list} ({month})',
    'month unknown':
        'Monat unbekannt',
    'ratings by round are for events longer than 30 days: set the flag first (settings --long-event on, checklist Q210)':
        'Wertungen je Runde gibt es für Turniere von mehr als 30 Tagen: setzen Sie zuerst die Markierung (settings --long-event on, Checkliste Q210)',
    'round {from_round!r} is not a number':
        'Runde {from_round!r} ist keine Zahl',
    "round {from_round} is not between 2 and {last}: round 1 is played at the rating of the player's entry":
        'Runde {from_round} liegt nicht zwischen 2 und {last}: Runde 1 wird mit der Wertung der Anmeldung gespielt',
    '{where}: rating {rating!r} is not a number':
        '{where}: Wertung {rating!r} ist keine Zahl',
    '{where}: rating {value} is out of range (0-{most})':
        '{where}: Wertung {value} liegt außerhalb des Bereichs (0-{most})',
    '{list} is a {kinds} list; the tournament is rated {kind}':
        '{list} ist eine {kinds}-Liste; das Turnier wird {kind} gewertet',
    # -- issue 34: untrusted input files ---
    '{path} is a folder, not {what}':
        '{path} ist ein Ordner, nicht {what}',
    '{path} is a device, not {what}':
        '{path} ist ein Gerät, nicht {what}',
    '{path} is a FIFO (named pipe), not {what}':
        '{path} ist eine FIFO (benannte Pipe), nicht {what}',
    '{path} is a socket, not {what}':
        '{path} ist ein Socket, nicht {what}',
    '{path} is a special file, not {what}':
        '{path} ist eine Spezialdatei, nicht {what}',
    'a TRF file':
        'eine TRF-Datei',
    'a CSV file':
        'eine CSV-Datei',
    'a pairing file':
        'eine Paarungsdatei',
    'a rating list':
        'eine Elo-Liste',
    'a zipped rating list':
        'eine gezippte Elo-Liste',
    '{size} MB':
        '{size} MB',
    '{size} GB':
        '{size} GB',
    '{path} is {size}, more than {what} can be ({limit} at most); it is not read':
        '{path} ist {size} groß, größer, als {what} sein kann (höchstens {limit}); die Datei wird nicht gelesen',
    '{path} is larger than {what} can be ({limit} at most); it is not read':
        '{path} ist größer, als {what} sein kann (höchstens {limit}); die Datei wird nicht gelesen',
    '{path}: {member} is {size} unzipped, more than {what} can be ({limit} at most); it is not read':
        '{path}: {member} ist entpackt {size} groß, größer, als {what} sein kann (höchstens {limit}); die Datei wird nicht gelesen',
    '{path}: {member} unzips to more than {what} can be ({limit} at most); it is not read':
        '{path}: {member} ist entpackt größer, als {what} sein kann (höchstens {limit}); die Datei wird nicht gelesen',
    '{name}: not a readable zip file ({problem})':
        '{name}: keine lesbare ZIP-Datei ({problem})',
    '{name}: not a zipped rating list: its directory is {size} ({limit} at most)':
        '{name}: keine gezippte Elo-Liste: ihr Verzeichnis ist {size} groß (höchstens {limit})',
    '{name}: line {line} is longer than {limit} characters; not a FIDE rating list':
        '{name}: Zeile {line} ist länger als {limit} Zeichen; keine FIDE-Elo-Liste',
    '{name}: not a FIDE rating list: it holds a DOCTYPE, a comment, a CDATA section or a processing instruction':
        '{name}: keine FIDE-Elo-Liste: sie enthält ein DOCTYPE, einen Kommentar, einen CDATA-Abschnitt oder eine Verarbeitungsanweisung',
    '{name}: not a FIDE rating list: more than {limit} characters without markup':
        '{name}: keine FIDE-Elo-Liste: mehr als {limit} Zeichen ohne Markup',
    '{name}: not a FIDE rating list: elements nested more than {depth} deep':
        '{name}: keine FIDE-Elo-Liste: Elemente mehr als {depth} Ebenen tief verschachtelt',
    # -- issue 34: rating lists in an 8-bit encoding ---
    '{name}: not a FIDE rating list: a list is read in UTF-8 or Latin-1 only':
        '{name}: keine FIDE-Elo-Liste: eine Liste wird nur in UTF-8 oder Latin-1 gelesen',
}
