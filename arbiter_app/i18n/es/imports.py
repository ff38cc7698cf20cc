"""Español: the import of players and the rating lists (services/player_import.py,
rating_lists.py, list_sequence.py, custom_lists.py, national.py, import_check.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the CSV import of players (services/player_import.py) -----------------
    'Name (Last, First)':
        'Nombre (Apellido, Nombre)',
    'Surname':
        'Apellido',
    'First name':
        'Nombre',
    'Federation':
        'Federación',
    'Birth date':
        'Fecha de nacimiento',
    'column {n}':
        'columna {n}',
    '{source}: column {column!r}: unknown field {field!r} (fields: {fields})':
        '{source}: columna {column!r}: campo desconocido {field!r} (campos: {fields})',
    '{source}: columns {first!r} and {second!r} are both mapped to {field}; ignore one of them':
        '{source}: las columnas {first!r} y {second!r} están asignadas ambas a {field}; ignore una de ellas',
    '{source}: columns {first!r} and {second!r} both give the name; ignore one of them':
        '{source}: las columnas {first!r} y {second!r} dan ambas el nombre; ignore una de ellas',
    "{source}: line 1 must be a header with a 'name' column, or 'surname' and 'first name' columns; no column is mapped to the name (found: {found})":
        "{source}: la línea 1 debe ser una cabecera con una columna 'name', o con las columnas 'surname' y 'first name'; ninguna columna está asignada al nombre (encontradas: {found})",
    'nothing':
        'nada',
    'ignored: {columns}':
        'ignoradas: {columns}',
    '{source}: line {line_no}':
        '{source}: línea {line_no}',
    '{where}: {fields}, but the header has {columns} (extra: {extra})':
        '{where}: {fields}, pero la cabecera tiene {columns} (de más: {extra})',
    ('{n} field', '{n} fields'):
        ('{n} campo', '{n} campos'),
    ('{n} column', '{n} columns'):
        ('{n} columna', '{n} columnas'),
    '{where}: {problem} (column {column!r})':
        '{where}: {problem} (columna {column!r})',
    '{where}: the name is empty (column {column!r})':
        '{where}: el nombre está vacío (columna {column!r})',
    'rating {cell!r} is not a number':
        'el Elo {cell!r} no es un número',
    'rating {cell} is out of range 0-3500':
        'el Elo {cell} está fuera del intervalo 0-3500',
    'FIDE id {cell!r} must contain digits only':
        'el id FIDE {cell!r} solo debe contener cifras',
    'federation {cell!r} is not a three-letter code such as GER':
        'la federación {cell!r} no es un código de tres letras como GER',
    'title {cell!r} has more than the 3 characters TRF files hold (GM, WIM, ...)':
        'el título {cell!r} tiene más de los 3 caracteres que admiten los archivos TRF (GM, WIM, ...)',
    # -- the re-check of an imported tournament (services/import_check.py) -----
    'the system cannot pair it ({error})':
        'el sistema no puede emparejarla ({error})',
    'the file has {found}, the rules give {expected}':
        'el archivo tiene {found}, las reglas dan {expected}',
    'no other pair':
        'ninguna otra pareja',
    'the pairing-allocated bye is {in_file} in the file, {by_rules} by the rules':
        'el bye asignado por el emparejamiento es {in_file} en el archivo, {by_rules} según las reglas',
    'nobody':
        'nadie',
    # -- rating lists, custom lists, national ratings, ratings by round (services/rating_lists.py, list_sequence.py, custom_lists.py, national.py, round_ratings.py) ---
    '{kind!r} is not a kind of rating ({kinds})':
        '{kind!r} no es un tipo de Elo ({kinds})',
    '{source}: no column is mapped to the rating (columns: {columns}); name it with --map COLUMN=rating':
        '{source}: ninguna columna está asignada al Elo (columnas: {columns}); indíquela con --map COLUMNA=rating',
    'the {kind} sequence has no list {position} ({lists})':
        'la secuencia {kind} no tiene lista {position} ({lists})',
    ('{n} list', '{n} lists'):
        ('{n} lista', '{n} listas'),
    'the rating lists cannot be kept: {problem}':
        'las listas de Elo no pueden guardarse: {problem}',
    'federation {federation!r} is not a 3-letter FIDE code (e.g. NED)':
        'la federación {federation!r} no es un código FIDE de 3 letras (p. ej. NED)',
    'national rating {rating!r} is not a number from 0 to 9999':
        'el Elo nacional {rating!r} no es un número de 0 a 9999',
    'national id {national_id!r}: up to 11 letters or digits':
        'id nacional {national_id!r}: como mucho 11 letras o cifras',
    'player {number} is not in the tournament':
        'el jugador {number} no está en el torneo',
    'manual rating':
        'Elo manual',
    'player {number} {name}: {field} {registered} here, {listed} in the list':
        'jugador {number} {name}: {field} {registered} aquí, {listed} en la lista',
    '{list} ({month})':
        '{list} ({month})',
    'month unknown':
        'mes desconocido',
    'ratings by round are for events longer than 30 days: set the flag first (settings --long-event on, checklist Q210)':
        'los Elo por ronda son para torneos de más de 30 días: active antes la marca (settings --long-event on, lista de control Q210)',
    'round {from_round!r} is not a number':
        'la ronda {from_round!r} no es un número',
    "round {from_round} is not between 2 and {last}: round 1 is played at the rating of the player's entry":
        'la ronda {from_round} no está entre 2 y {last}: la ronda 1 se juega con el Elo de la inscripción del jugador',
    '{where}: rating {rating!r} is not a number':
        '{where}: el Elo {rating!r} no es un número',
    '{where}: rating {value} is out of range (0-{most})':
        '{where}: el Elo {value} está fuera del intervalo (0-{most})',
    '{list} is a {kinds} list; the tournament is rated {kind}':
        '{list} es una lista {kinds}; el torneo se valora en {kind}',
    # -- issue 34: untrusted input files ---
    '{path} is a folder, not {what}':
        '{path} es una carpeta, no {what}',
    '{path} is a device, not {what}':
        '{path} es un dispositivo, no {what}',
    '{path} is a FIFO (named pipe), not {what}':
        '{path} es una FIFO (tubería con nombre), no {what}',
    '{path} is a socket, not {what}':
        '{path} es un socket, no {what}',
    '{path} is a special file, not {what}':
        '{path} es un archivo especial, no {what}',
    'a TRF file':
        'un archivo TRF',
    'a CSV file':
        'un archivo CSV',
    'a pairing file':
        'un archivo de emparejamiento',
    'a rating list':
        'una lista de Elo',
    'a zipped rating list':
        'una lista de Elo comprimida en zip',
    '{size} MB':
        '{size} MB',
    '{size} GB':
        '{size} GB',
    '{path} is {size}, more than {what} can be ({limit} at most); it is not read':
        '{path} ocupa {size}, más de lo que puede ocupar {what} (como mucho {limit}); no se lee',
    '{path} is larger than {what} can be ({limit} at most); it is not read':
        '{path} ocupa más de lo que puede ocupar {what} (como mucho {limit}); no se lee',
    '{path}: {member} is {size} unzipped, more than {what} can be ({limit} at most); it is not read':
        '{path}: {member} ocupa {size} descomprimido, más de lo que puede ocupar {what} (como mucho {limit}); no se lee',
    '{path}: {member} unzips to more than {what} can be ({limit} at most); it is not read':
        '{path}: {member} descomprimido ocupa más de lo que puede ocupar {what} (como mucho {limit}); no se lee',
    '{name}: not a readable zip file ({problem})':
        '{name}: no es un archivo zip legible ({problem})',
    '{name}: not a zipped rating list: its directory is {size} ({limit} at most)':
        '{name}: no es una lista de Elo comprimida: su directorio ocupa {size} (como mucho {limit})',
    '{name}: line {line} is longer than {limit} characters; not a FIDE rating list':
        '{name}: la línea {line} tiene más de {limit} caracteres; no es una lista de Elo de la FIDE',
    '{name}: not a FIDE rating list: it holds a DOCTYPE, a comment, a CDATA section or a processing instruction':
        '{name}: no es una lista de Elo de la FIDE: contiene un DOCTYPE, un comentario, una sección CDATA o una instrucción de procesamiento',
    '{name}: not a FIDE rating list: more than {limit} characters without markup':
        '{name}: no es una lista de Elo de la FIDE: más de {limit} caracteres sin etiquetas',
    '{name}: not a FIDE rating list: elements nested more than {depth} deep':
        '{name}: no es una lista de Elo de la FIDE: elementos anidados a más de {depth} niveles',
    # -- issue 34: rating lists in an 8-bit encoding ---
    '{name}: not a FIDE rating list: a list is read in UTF-8 or Latin-1 only':
        '{name}: no es una lista de Elo de la FIDE: una lista solo se lee en UTF-8 o Latin-1',
}
