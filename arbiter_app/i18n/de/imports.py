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
    'birth date {cell!r} is not a date; write YYYY/MM/DD or YYYY':
        'Geburtsdatum {cell!r} ist kein Datum; schreiben Sie JJJJ/MM/TT oder JJJJ',
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
}
