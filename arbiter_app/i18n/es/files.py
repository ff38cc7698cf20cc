"""Español: reading and writing files: TRF, CSV, rating lists, the tournament file (arbiter_app/trf, store)."""

# flake8: noqa: E501
MESSAGES = {
    # -- TRF files: where a problem is, encodings, reading and writing the file (trf/errors, decoding, files) ---
    'line {line}':
        'línea {line}',
    'line {line}, col {column}':
        'línea {line}, col. {column}',
    'line {line}, cols {first}-{last}':
        'línea {line}, col. {first}-{last}',
    'round {round}':
        'ronda {round}',
    'this is a database (an Arbiter tournament file?), not a TRF16 text file; to get its TRF, use: arbiter-cli export FILE -o OUT.trf':
        'esto es una base de datos (¿un archivo de torneo de Arbiter?), no un archivo de texto TRF16; para obtener su TRF, use: arbiter-cli export FILE -o OUT.trf',
    'unknown encoding: the file starts with a UTF-8 byte-order mark but byte {byte} is not UTF-8; expected UTF-8 or Latin-1':
        'codificación desconocida: el archivo empieza con una marca de orden de bytes UTF-8 pero el byte {byte} no es UTF-8; se esperaba UTF-8 o Latin-1',
    'unknown encoding (looks like UTF-16 or UTF-32, or a binary file); expected a TRF text file in UTF-8 or Latin-1':
        'codificación desconocida (parece UTF-16 o UTF-32, o un archivo binario); se esperaba un archivo de texto TRF en UTF-8 o Latin-1',
    'unknown encoding: control character {character} in the text; expected a TRF text file in UTF-8 or Latin-1':
        'codificación desconocida: carácter de control {character} en el texto; se esperaba un archivo de texto TRF en UTF-8 o Latin-1',
    'cannot read the file: {reason}':
        'no se puede leer el archivo: {reason}',
    'newline must be CRLF, LF or CR, not {newline!r}':
        'el fin de línea debe ser CRLF, LF o CR, no {newline!r}',
    'cannot encode the file as {encoding}: {exc}':
        'no se puede codificar el archivo como {encoding}: {exc}',
    'cannot write {path}: {reason}':
        'no se puede escribir {path}: {reason}',
    # -- TRF reading: a player's line (trf/players) ---
    'player line ends at column {column}; expected at least {least} columns (pairing number 5-8, name 15-47, rating 49-52, ..., points 81-84)':
        'la línea del jugador termina en la columna {column}; se esperaban al menos {least} columnas (número de emparejamiento 5-8, nombre 15-47, Elo 49-52, ..., puntos 81-84)',
    'tab character; TRF uses fixed columns of blanks':
        'carácter de tabulación; TRF usa columnas fijas de espacios',
    'expected a blank between fields, found {found!r} (are the columns shifted?)':
        'se esperaba un espacio entre los campos, se encontró {found!r} (¿están desplazadas las columnas?)',
    'pairing number {number!r} is not a number from 1 to 9999':
        'el número de emparejamiento {number!r} no es un número de 1 a 9999',
    'pairing number missing (expected a number from 1 to 9999)':
        'falta el número de emparejamiento (se esperaba un número de 1 a 9999)',
    'rating {rating!r} is not a number (expected up to 4 digits, or blank when unrated)':
        'el Elo {rating!r} no es un número (se esperan hasta 4 cifras, o vacío si no tiene Elo)',
    'FIDE id {fide_id!r} is not a number':
        'el ID FIDE {fide_id!r} no es un número',
    'birth date {date!r} is not a date; expected YYYY/MM/DD (or YYYY; YYYY-MM-DD and YYYY.MM.DD are read too)':
        'la fecha de nacimiento {date!r} no es una fecha; se esperaba YYYY/MM/DD (o YYYY; también se leen YYYY-MM-DD y YYYY.MM.DD)',
    'sex {sex!r} is not m or w (f is read as w, u as unknown), or blank':
        'el sexo {sex!r} no es m ni w (f se lee como w, u como desconocido), ni vacío',
    'points {points!r} are not a number like 4.5':
        'los puntos {points!r} no son un número como 4.5',
    'rank {rank!r} is not a number':
        'el puesto {rank!r} no es un número',
    "round {round}: expected blanks after the entry {entry!r} (each round takes 10 columns: 'NNNN c r' and 2 blanks)":
        "ronda {round}: se esperaban espacios tras la casilla {entry!r} (cada ronda ocupa 10 columnas: 'NNNN c r' y 2 espacios)",
    'round {round}: player {player} is paired with himself':
        'ronda {round}: el jugador {player} está emparejado consigo mismo',
    "round {round} entry {entry!r} is not of the form 'NNNN c r' (opponent in 4 columns, blank, colour, blank, result)":
        "la casilla {entry!r} de la ronda {round} no tiene la forma 'NNNN c r' (rival en 4 columnas, espacio, color, espacio, resultado)",
    'round {round}: opponent {opponent!r} is not a pairing number':
        'ronda {round}: el rival {opponent!r} no es un número de emparejamiento',
    "round {round}: colour {colour!r} without an opponent; expected '-'":
        "ronda {round}: color {colour!r} sin rival; se esperaba '-'",
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank)':
        'ronda {round}: resultado {code!r} sin rival; se esperaba un código de bye U, H, F o Z (o vacío)',
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank) ({hint})':
        'ronda {round}: resultado {code!r} sin rival; se esperaba un código de bye U, H, F o Z (o vacío) ({hint})',
    'write 0000 - U for the pairing-allocated bye, 0000 - F for a full-point bye':
        'escriba 0000 - U para el bye asignado por el emparejamiento, 0000 - F para un bye de un punto',
    'write 0000 - H for a half-point bye':
        'escriba 0000 - H para un bye de medio punto',
    'write 0000 - Z for an absence or zero-point bye':
        'escriba 0000 - Z para una ausencia o un bye de cero puntos',
    'round {round}: colour {colour!r} with opponent {opponent}; expected w or b (a paired game, forfeited or not, has colours)':
        'ronda {round}: color {colour!r} con el rival {opponent}; se esperaba w o b (una partida emparejada, por incomparecencia o no, tiene colores)',
    'round {round}: result {code!r} is a bye code but an opponent is given; expected 1 = 0 + - W D L ? (or blank while the game is pending)':
        'ronda {round}: el resultado {code!r} es un código de bye pero se indica un rival; se esperaba 1 = 0 + - W D L ? (o vacío mientras la partida está pendiente)',
    # -- TRF reading: the rounds both players' lines must agree on (trf/rounds) ---
    "round {round}: pairing-allocated bye 'U' in a round without games; a round not paired yet may only announce H, F or Z byes":
        "ronda {round}: bye asignado por el emparejamiento 'U' en una ronda sin partidas; una ronda aún no emparejada solo puede anunciar byes H, F o Z",
    'round {round}: opponent {opponent} of player {player} is not a player':
        'ronda {round}: el rival {opponent} del jugador {player} no es un jugador',
    'player {opponent} is paired twice: players {first} and {second} both list {opponent} as their opponent':
        'el jugador {opponent} está emparejado dos veces: los jugadores {first} y {second} indican ambos a {opponent} como rival',
    'player {player} lists opponent {opponent} as white, but player {opponent} lists no opponent':
        'el jugador {player} indica al rival {opponent} con blancas, pero el jugador {opponent} no indica rival',
    'player {player} lists opponent {opponent} as white, but player {opponent} lists opponent {other}':
        'el jugador {player} indica al rival {opponent} con blancas, pero el jugador {opponent} indica al rival {other}',
    'player {player} lists opponent {opponent} as black, but player {opponent} lists no opponent':
        'el jugador {player} indica al rival {opponent} con negras, pero el jugador {opponent} no indica rival',
    'player {player} lists opponent {opponent} as black, but player {opponent} lists opponent {other}':
        'el jugador {player} indica al rival {opponent} con negras, pero el jugador {opponent} indica al rival {other}',
    'players {player} and {opponent} both have white in their game':
        'los jugadores {player} y {opponent} llevan ambos blancas en su partida',
    'players {player} and {opponent} both have black in their game':
        'los jugadores {player} y {opponent} llevan ambos negras en su partida',
    "results don't match: player {white} (white) has {first} and player {black} (black) has {second}; expected white/black 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (or ? for an adjourned game, or both blank while pending)":
        'los resultados no coinciden: el jugador {white} (blancas) tiene {first} y el jugador {black} (negras) tiene {second}; se esperaba blancas/negras 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (o ? para una partida aplazada, o ambos vacíos mientras está pendiente)',
    'a blank result':
        'un resultado vacío',
    # -- TRF reading: the file's lines and what they say together (trf/reader) ---
    'the file is empty; expected TRF16 lines (012 name, 001 players, ...)':
        'el archivo está vacío; se esperaban líneas TRF16 (012 nombre, 001 jugadores, ...)',
    'pairing number {number} is used twice (also on line {line})':
        'el número de emparejamiento {number} se usa dos veces (también en la línea {line})',
    'second {code} line (the first is line {line})':
        'segunda línea {code} (la primera es la línea {line})',
    'no player lines: expected at least one line starting with 001':
        'no hay líneas de jugadores: se esperaba al menos una línea que empiece por 001',
    'both a 162 line (line {line}) and BB point lines give the points; keep one of them':
        'tanto una línea 162 (línea {line}) como líneas de puntos BB dan los puntos; conserve una de ellas',
    'XXP names player {player}, who is not a player':
        'XXP nombra al jugador {player}, que no es un jugador',
    'byes are announced for round {round}, but the file has {columns} round columns and no 142 line giving the number of rounds':
        'se anuncian byes para la ronda {round}, pero el archivo tiene {columns} columnas de rondas y ninguna línea 142 que dé el número de rondas',
    "no XXC or 152 line: the initial colour (white) is read from the top player's colour in round 1":
        'no hay línea XXC ni 152: el color inicial (blancas) se lee del color del primer jugador en la ronda 1',
    "no XXC or 152 line: the initial colour (black) is read from the top player's colour in round 1":
        'no hay línea XXC ni 152: el color inicial (negras) se lee del color del primer jugador en la ronda 1',
    ('round {round}: blank cells of player {players} are read as absences (Z)', 'round {round}: blank cells of players {players} are read as absences (Z)'):
        ('ronda {round}: la casilla vacía del jugador {players} se lee como ausencia (Z)', 'ronda {round}: las casillas vacías de los jugadores {players} se leen como ausencias (Z)'),
    'round {round}: result {result!r} of player {player} is not a TRF result code; the game with player {opponent} is read as adjourned (its result unknown)':
        'ronda {round}: el resultado {result!r} del jugador {player} no es un código de resultado TRF; la partida contra el jugador {opponent} se lee como aplazada (resultado desconocido)',
    "{code} {value!r} is not a number of points; expected e.g. '{code}  3.0'":
        "{code} {value!r} no es un número de puntos; se esperaba p. ej. '{code}  3.0'",
    'start date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        'la fecha de inicio {date!r} no es una fecha; se esperaba YYYY/MM/DD (también se leen YYYY-MM-DD, YYYY.MM.DD y YY/MM/DD)',
    'end date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        'la fecha de fin {date!r} no es una fecha; se esperaba YYYY/MM/DD (también se leen YYYY-MM-DD, YYYY.MM.DD y YY/MM/DD)',
    "XXR {value!r} is not a number of rounds; expected e.g. 'XXR 9'":
        "XXR {value!r} no es un número de rondas; se esperaba p. ej. 'XXR 9'",
    "XXC {value!r} is not an initial colour; expected 'XXC white1' or 'XXC black1'":
        "XXC {value!r} no es un color inicial; se esperaba 'XXC white1' o 'XXC black1'",
    'XXP {value!r}: expected two or more pairing numbers (players who must not meet)':
        'XXP {value!r}: se esperaban dos o más números de emparejamiento (jugadores que no deben enfrentarse)',
    "round dates must start at column 92 (YY/MM/DD under each round's entry)":
        'las fechas de las rondas deben empezar en la columna 92 (YY/MM/DD bajo la casilla de cada ronda)',
    'round {round} date {date!r} is not a date; expected YY/MM/DD (YY-MM-DD and YY.MM.DD are read too)':
        'la fecha {date!r} de la ronda {round} no es una fecha; se esperaba YY/MM/DD (también se leen YY-MM-DD y YY.MM.DD)',
    'player {player} has {points} points, but the results give {computed}':
        'el jugador {player} tiene {points} puntos, pero los resultados dan {computed}',
    '{points} with the announced bye':
        '{points} con el bye anunciado',
    'other points per result than win 1, draw 0.5, bye 1 need BBW/BBD/... lines':
        'otros puntos por resultado que victoria 1, tablas 0.5, bye 1 necesitan líneas BBW/BBD/...',
    'XXS {item!r}: expected CODE=POINTS with a code of {codes}':
        'XXS {item!r}: se esperaba CÓDIGO=PUNTOS con un código de {codes}',
    'XXS and another point system (162 or BB lines) are both given; keep one of them':
        'se dan a la vez XXS y otro sistema de puntuación (líneas 162 o BB); conserve uno de ellos',
    '152 and XXC give different initial colours':
        '152 y XXC dan colores iniciales distintos',
    '{code} record for player {player}, who is not a player':
        'registro {code} para el jugador {player}, que no es un jugador',
    '250 names players {first}-{last}, who are not players':
        '250 nombra a los jugadores {first}-{last}, que no son jugadores',
    'XXA line for player {player}, who is not a player':
        'línea XXA para el jugador {player}, que no es un jugador',
    '240 names player {player}, who is not a player':
        '240 nombra al jugador {player}, que no es un jugador',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a {entry} entry':
        '240 da al jugador {player} un bye {kind} en la ronda {round}, pero su casilla de la ronda {round} muestra una casilla {entry}',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a game':
        '240 da al jugador {player} un bye {kind} en la ronda {round}, pero su casilla de la ronda {round} muestra una partida',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} column announces {announced}':
        '240 da al jugador {player} un bye {kind} en la ronda {round}, pero su columna de la ronda {round} anuncia {announced}',
    '260 names player {player}, who is not a player':
        '260 nombra al jugador {player}, que no es un jugador',
    # -- TRF-2026 records (trf/trf2026) ---
    '{what} {value!r} is not a number of points; expected e.g. 1.0':
        '{what} {value!r} no es un número de puntos; se esperaba p. ej. 1.0',
    '250 fictitious points':
        '250 puntos ficticios',
    'XXA virtual points':
        'XXA puntos virtuales',
    "142 {value!r} is not a number of rounds; expected e.g. '142 9'":
        "142 {value!r} no es un número de rondas; se esperaba p. ej. '142 9'",
    "152 {value!r} is not an initial colour; expected '152 W' or '152 B'":
        "152 {value!r} no es un color inicial; se esperaba '152 W' o '152 B'",
    "162: expected a result code (W D L A P X) followed by its points, e.g. '162  W 3.0    D 1.0'":
        "162: se esperaba un código de resultado (W D L A P X) seguido de sus puntos, p. ej. '162  W 3.0    D 1.0'",
    '162: {code!r} is not a result code; expected W, D, L, A, P or X':
        '162: {code!r} no es un código de resultado; se esperaba W, D, L, A, P o X',
    '162: {code} is given twice':
        '162: {code} se da dos veces',
    "162 names no result code; expected e.g. '162  W 3.0    D 1.0'":
        "162 no nombra ningún código de resultado; se esperaba p. ej. '162  W 3.0    D 1.0'",
    '172: federation {federation!r} is not a 3-letter FIDE code':
        '172: la federación {federation!r} no es un código FIDE de 3 letras',
    '172: ranking method {method!r} is not one of {methods}':
        '172: el método de clasificación {method!r} no es uno de {methods}',
    '192: {code} takes no {baku} acceleration; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        '192: {code} no admite la aceleración {baku}; se esperaba p. ej. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV',
    '192: {value!r} is not in the Tournament-Type Code Table; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        '192: {value!r} no está en la tabla de códigos de tipo de torneo; se esperaba p. ej. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV',
    '222 {value!r} is not an encoded time control; expected e.g. 5400+30, 40/6000+30:900+30 or W300-B240 (seconds)':
        '222 {value!r} no es un ritmo de juego codificado; se esperaba p. ej. 5400+30, 40/6000+30:900+30 o W300-B240 (segundos)',
    '{code}: round or player {item!r} is not a number from 1 to 9999':
        '{code}: la ronda o el jugador {item!r} no es un número de 1 a 9999',
    "240: expected the kind of bye (F, H or Z), the round and one or more players, e.g. '240 H 003  026  047'":
        "240: se esperaba el tipo de bye (F, H o Z), la ronda y uno o más jugadores, p. ej. '240 H 003  026  047'",
    '240 names a player twice':
        '240 nombra a un jugador dos veces',
    '250: match points {points!r} in an individual tournament; expected blank (or 0.0)':
        '250: puntos de match {points!r} en un torneo individual; se esperaba vacío (o 0.0)',
    '250: the fictitious points must differ from 0.0':
        '250: los puntos ficticios deben ser distintos de 0.0',
    "250: {value!r} is not a round or player number; expected '250      1.0 001 003 0001 0020'":
        "250: {value!r} no es un número de ronda o de jugador; se esperaba '250      1.0 001 003 0001 0020'",
    "250: expected '250 MMMM GGGG RRF RRL PPPF PPPL' (columns 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)":
        "250: se esperaba '250 MMMM GGGG RRF RRL PPPF PPPL' (columnas 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)",
    '250: the first round or player comes after the last':
        '250: la primera ronda o el primer jugador va después del último',
    "XXA: expected the player's number in columns 5-8, e.g. 'XXA    1  1.0  1.0  0.5'":
        "XXA: se esperaba el número del jugador en las columnas 5-8, p. ej. 'XXA    1  1.0  1.0  0.5'",
    "XXA: expected one blank before each round's points":
        'XXA: se esperaba un espacio antes de los puntos de cada ronda',
    "260: expected the first and last round and two or more players, e.g. '260 001 009  125  180'":
        "260: se esperaban la primera y la última ronda y dos o más jugadores, p. ej. '260 001 009  125  180'",
    '260: the first round {first} comes after the last {last}':
        '260: la primera ronda {first} va después de la última {last}',
    '260 needs two different players':
        '260 necesita dos jugadores distintos',
    '{code} record: national rating {rating!r} is not a number':
        'registro {code}: el Elo nacional {rating!r} no es un número',
    '{code} record: expected nothing after the birth date (cols 70-79)':
        'registro {code}: no se esperaba nada tras la fecha de nacimiento (col. 70-79)',
    'the point system cannot be written in a 162 line: it gives the forfeit win and full-point bye the points of a win, the half-point bye those of a draw and the forfeit loss those of a zero-point bye':
        'el sistema de puntuación no se puede escribir en una línea 162: esta da a la victoria por incomparecencia y al bye de un punto los puntos de una victoria, al bye de medio punto los de unas tablas y a la derrota por incomparecencia los de un bye de cero puntos',
    '162: {points} points for {code} cannot be written in 4 columns with one decimal':
        '162: {points} puntos para {code} no se pueden escribir en 4 columnas con un decimal',
    # -- TRF writing: what a file cannot hold (trf/writer, fields) ---
    ('the name {name!r} has {n} character; TRF files hold {width} — shorten it (e.g. {proposal!r})', 'the name {name!r} has {n} characters; TRF files hold {width} — shorten it (e.g. {proposal!r})'):
        ('el nombre {name!r} tiene {n} carácter; los archivos TRF admiten {width} — acórtelo (p. ej. {proposal!r})', 'el nombre {name!r} tiene {n} caracteres; los archivos TRF admiten {width} — acórtelo (p. ej. {proposal!r})'),
    'unknown TRF version {version!r}; expected one of {versions}':
        'versión de TRF desconocida {version!r}; se esperaba una de {versions}',
    'the kept line {line!r} cannot be written: a reader would skip it':
        'la línea conservada {line!r} no se puede escribir: un lector la omitiría',
    'the kept line {line!r} cannot be written: a reader would read it as a {code} line':
        'la línea conservada {line!r} no se puede escribir: un lector la leería como una línea {code}',
    'the {what} {value!r} holds a line break; TRF keeps it on one line':
        '{what} {value!r}: contiene un salto de línea; TRF lo mantiene en una línea',
    'the {what} {value!r} holds a control character':
        '{what} {value!r}: contiene un carácter de control',
    '{code} line':
        'línea {code}',
    'kept line':
        'línea conservada',
    'national rating record':
        'registro de Elo nacional',
    'name':
        'nombre',
    'kind':
        'tipo',
    'deputies':
        'adjuntos',
    'time control':
        'ritmo de juego',
    'rating':
        'Elo',
    'birth date':
        'fecha de nacimiento',
    'points':
        'puntos',
    'rank':
        'puesto',
    'cannot write round {round}: player {player} is not a player':
        'no se puede escribir la ronda {round}: el jugador {player} no es un jugador',
    'cannot write round {round}: player {player} has two entries (games or byes) in it':
        'no se puede escribir la ronda {round}: el jugador {player} tiene dos entradas (partidas o byes) en ella',
    'cannot write round {round}: player {player} is paired with himself':
        'no se puede escribir la ronda {round}: el jugador {player} está emparejado consigo mismo',
    'cannot write the byes announced for round {round}: player {player} is not a player':
        'no se pueden escribir los byes anunciados para la ronda {round}: el jugador {player} no es un jugador',
    'cannot write a pairing-allocated bye announced for round {round} (only H, F, Z byes for rounds not paired yet can be written)':
        'no se puede escribir un bye asignado por el emparejamiento anunciado para la ronda {round} (solo se pueden escribir byes H, F, Z de rondas aún no emparejadas)',
    'cannot write the forbidden pair {pair}: it must name two players':
        'no se puede escribir la pareja prohibida {pair}: debe nombrar a dos jugadores',
    'the {what} {value!r} cannot be written; TRF16 expects YYYY/MM/DD in its {code} line':
        '{what} {value!r}: no se puede escribir; TRF16 espera YYYY/MM/DD en su línea {code}',
    'player {player}: sex {sex!r} cannot be written; TRF16 has m or w':
        'jugador {player}: el sexo {sex!r} no se puede escribir; TRF16 tiene m o w',
    'player {player}: birth date {date!r} cannot be written; TRF16 expects YYYY/MM/DD':
        'jugador {player}: la fecha de nacimiento {date!r} no se puede escribir; TRF16 espera YYYY/MM/DD',
    'round {round}: date {date!r} cannot be written; TRF16 expects YY/MM/DD':
        'ronda {round}: la fecha {date!r} no se puede escribir; TRF16 espera YY/MM/DD',
    "TRF16 has no line for the points of an adjourned game ({points}, not a draw's {draw}); export TRF-2026 (its 162 line says X)":
        'TRF16 no tiene línea para los puntos de una partida aplazada ({points}, no los {draw} de unas tablas); exporte TRF-2026 (su línea 162 da X)',
    'player {player}: {what} {value!r} is longer than the {width} columns TRF16 has for it':
        'jugador {player}: {what} {value!r} es más largo que las {width} columnas que TRF16 le reserva',
    'pairing number {number} does not fit TRF16 (1 to 9999)':
        'el número de emparejamiento {number} no cabe en TRF16 (1 a 9999)',
    'player {player}: rating {rating} / FIDE id {fide_id!r} cannot be written (TRF16 expects digits)':
        'jugador {player}: el Elo {rating} / ID FIDE {fide_id!r} no se puede escribir (TRF16 espera cifras)',
    'player {player}: {points} points cannot be written with one decimal in cols 81-84':
        'jugador {player}: {points} puntos no se pueden escribir con un decimal en las col. 81-84',
    # -- FIDE rating lists (trf/fide_list) ---
    '{name}: the zip file holds no .txt or .xml rating list':
        '{name}: el archivo zip no contiene ninguna lista de Elo .txt o .xml',
    "{name}: line 1 is not the header of a FIDE rating list (expected 'ID Number' and 'Name')":
        "{name}: la línea 1 no es la cabecera de una lista de Elo FIDE (se esperaban 'ID Number' y 'Name')",
    '{name}: not a readable XML rating list ({exc})':
        '{name}: no es una lista de Elo XML legible ({exc})',
    '{kind!r} is not a kind of FIDE list ({kinds})':
        '{kind!r} no es un tipo de lista FIDE ({kinds})',
    '{name}: cannot be read ({reason})':
        '{name}: no se puede leer ({reason})',
    # -- the tournament file: opening, writing, backups (store) ---
    '{path}: no such file':
        '{path}: no existe el archivo',
    '{path} is not a file':
        '{path} no es un archivo',
    '{path} cannot be read: {reason}':
        '{path} no se puede leer: {reason}',
    '{path} is empty, not an Arbiter tournament file':
        '{path} está vacío, no es un archivo de torneo de Arbiter',
    '{path} is not an Arbiter tournament file (it is not an SQLite database)':
        '{path} no es un archivo de torneo de Arbiter (no es una base de datos SQLite)',
    '{path} is damaged: the file is cut short':
        '{path} está dañado: el archivo está truncado',
    '{path} cannot be opened: {exc}':
        '{path} no se puede abrir: {exc}',
    '{path} is damaged: {problems}':
        '{path} está dañado: {problems}',
    '{path} is damaged ({exc})':
        '{path} está dañado ({exc})',
    '{path} is an SQLite database of another program, not an Arbiter tournament file':
        '{path} es una base de datos SQLite de otro programa, no un archivo de torneo de Arbiter',
    '{path} was written by a newer version of Arbiter (file format {version}; this version reads formats {oldest} to {newest}); please update Arbiter':
        '{path} fue escrito por una versión más reciente de Arbiter (formato de archivo {version}; esta versión lee los formatos {oldest} a {newest}); actualice Arbiter',
    '{path} has no Arbiter file format version; it is not an Arbiter tournament file':
        '{path} no tiene versión de formato de archivo de Arbiter; no es un archivo de torneo de Arbiter',
    'opened read-only':
        'abierto en solo lectura',
    '{path} is write-protected':
        '{path} está protegido contra escritura',
    '{name} is opened read-only: its lock file cannot be made ({reason})':
        '{name} se abre en solo lectura: no se puede crear su archivo de bloqueo ({reason})',
    '{name} is in use by {owner}':
        '{name} está en uso por {owner}',
    'another process':
        'otro proceso',
    'process {pid} on {host}':
        'el proceso {pid} en {host}',
    'process {pid}':
        'el proceso {pid}',
    '{name} is in use by {owner}; it is open read-only here and nothing was changed':
        '{name} está en uso por {owner}; aquí está abierto en solo lectura y no se cambió nada',
    '{path} already exists; choose another name':
        '{path} ya existe; elija otro nombre',
    '{path} is closed':
        '{path} está cerrado',
    '{path} could not be read: {reason}':
        '{path} no se pudo leer: {reason}',
    '{path} could not be changed, nothing was saved: {reason}':
        '{path} no se pudo modificar, no se guardó nada: {reason}',
    'a round is paired; the entries can no longer be rewritten':
        'hay una ronda emparejada; las inscripciones ya no se pueden reescribir',
    'round {round} is not paired':
        'la ronda {round} no está emparejada',
    'round {round} has no board {board}':
        'la ronda {round} no tiene tablero {board}',
    '{path} is not a file; nothing was changed':
        '{path} no es un archivo; no se cambió nada',
    '{path} is the backup itself; choose another file':
        '{path} es la propia copia de seguridad; elija otro archivo',
    '{path} already exists; nothing was changed (choose another name, or confirm replacing it)':
        '{path} ya existe; no se cambió nada (elija otro nombre o confirme que se sustituya)',
    '{path} already exists; nothing was changed':
        '{path} ya existe; no se cambió nada',
    'cannot write {path}: folder {folder} does not exist':
        'no se puede escribir {path}: la carpeta {folder} no existe',
    '{name} is in use by {owner}; it was not replaced':
        '{name} está en uso por {owner}; no se sustituyó',
    'cannot write {path}: {reason}; nothing was changed':
        'no se puede escribir {path}: {reason}; no se cambió nada',
    'cannot restore {name} to {path}: {exc}; nothing was changed':
        'no se puede restaurar {name} en {path}: {exc}; no se cambió nada',
    # -- issue 34: tournament files from elsewhere ---
    '{table} row {row}: {problem}':
        '{table}, fila {row}: {problem}',
    '{column} {value} is not a text':
        '{column} {value} no es un texto',
    '{column} is {length} characters long (at most {limit})':
        '{column} tiene {length} caracteres (como máximo {limit})',
    '{column} {value} is not a whole number from {low} to {high}':
        '{column} {value} no es un entero de {low} a {high}',
    '{column} {value} is neither 0 nor 1':
        '{column} {value} no es ni 0 ni 1',
    '{column} {value} is not a number of points':
        '{column} {value} no es un número de puntos',
    '{column} is JSON nested deeper than {depth}':
        '{column} es JSON anidado en más de {depth} niveles',
    '{column} is not a JSON object of texts':
        '{column} no es un objeto JSON de textos',
    '{column} is not a JSON list of texts':
        '{column} no es una lista JSON de textos',
    '{column} is not a list of FIDE list ratings':
        '{column} no es una lista de ratings de las listas FIDE',
    '{column} is not a list of ratings by round':
        '{column} no es una lista de ratings por ronda',
    '{column} {value} is not {what}':
        '{column} {value} no es {what}',
    '{column} is not JSON':
        '{column} no es JSON',
    'its table {table} has more than {most} rows':
        'su tabla {table} tiene más de {most} filas',
    '{column} {value} is not what Arbiter writes there':
        '{column} {value} no es lo que Arbiter escribe ahí',
    'it has more than {most} players (TRF numbers them 1 to {most})':
        'tiene más de {most} jugadores (el TRF los numera de 1 a {most})',
    'a pairing system this version of Arbiter has':
        'un sistema de emparejamiento de esta versión de Arbiter',
    'a colour (w or b)':
        'un color (w o b)',
    'its table tournament has {n} rows; it has exactly one, row 1, in a tournament file':
        'su tabla tournament tiene {n} filas; un archivo de torneo tiene exactamente una, la fila 1',
    'a kind of bye (U, H, F or Z)':
        'un tipo de descanso (U, H, F o Z)',
    'result {value} is not a result':
        'el resultado {value} no es un resultado',
    'round {number} follows round {previous}; the rounds are numbered 1, 2, 3, ...':
        'la ronda {number} sigue a la ronda {previous}; las rondas se numeran 1, 2, 3, ...',
    'round_no {value} is not a paired round':
        'round_no {value} no es una ronda emparejada',
    'board {value} of round {round}: the boards of a round are numbered 1, 2, 3, ...':
        'tablero {value} de la ronda {round}: los tableros de una ronda se numeran 1, 2, 3, ...',
    'player {value} is not a player':
        'el jugador {value} no es un jugador',
    'the pair {first}-{second} is not written as the smaller number first':
        'el par {first}-{second} no está escrito con el número menor primero',
    '{column} {value} is not a player':
        '{column} {value} no es un jugador',
    'player {number} plays twice in round {round}':
        'el jugador {number} juega dos veces en la ronda {round}',
    'player {number} has a bye and a game in round {round}':
        'el jugador {number} tiene un descanso y una partida en la ronda {round}',
    'a pairing-allocated bye in round {round}, which is not paired':
        'un descanso asignado por el emparejamiento en la ronda {round}, que no está emparejada',
    '{path} is not opened: {journal} beside it is a rollback journal, which Arbiter never writes, and SQLite would apply it to the tournament; move {journal} away to open the file as it is':
        '{path} no se abre: {journal}, a su lado, es un diario de reversión, que Arbiter nunca escribe, y SQLite lo aplicaría al torneo; mueva {journal} a otro lugar para abrir el archivo tal como está',
    '{path} is {size} MB; a tournament file is at most {limit} MB':
        '{path} ocupa {size} MB; un archivo de torneo ocupa como máximo {limit} MB',
    '{problem} (read with {wal} beside it, which SQLite applies to it)':
        '{problem} (leído con {wal} a su lado, que SQLite le aplica)',
    '{name} is not a lock file Arbiter made (not a plain file)':
        '{name} no es un archivo de bloqueo creado por Arbiter (no es un archivo normal)',
    '{name} is a link, not a lock file Arbiter made':
        '{name} es un enlace, no un archivo de bloqueo creado por Arbiter',
    '{name} holds something else than what Arbiter writes there; remove it to open the tournament for writing':
        '{name} contiene algo distinto de lo que Arbiter escribe ahí; bórrelo para abrir el torneo en escritura',
    ('{problem} (and {n} more thing Arbiter does not write)', '{problem} (and {n} more things Arbiter does not write)'):
        ('{problem} (y {n} cosa más que Arbiter no escribe)', '{problem} (y {n} cosas más que Arbiter no escribe)'),
    '{path} is not a tournament file Arbiter wrote: {problem}':
        '{path} no es un archivo de torneo escrito por Arbiter: {problem}',
    'its table {name!r} is missing':
        'falta su tabla {name!r}',
    'its table {name!r} is not defined as Arbiter defines it':
        'su tabla {name!r} no está definida como la define Arbiter',
    'it has a trigger {name!r} on {table}':
        'tiene un disparador {name!r} en {table}',
    'its table {table!r} has a column {column!r} that Arbiter does not write in file format {version}':
        'su tabla {table!r} tiene una columna {column!r} que Arbiter no escribe en el formato de archivo {version}',
    'its table {table!r} lacks the column {column!r} of file format {version}':
        'a su tabla {table!r} le falta la columna {column!r} del formato de archivo {version}',
    'it has a view {name!r}':
        'tiene una vista {name!r}',
    'the column {column!r} of its table {table!r} is not defined as Arbiter defines it':
        'la columna {column!r} de su tabla {table!r} no está definida como la define Arbiter',
    'it has an index {name!r} on {table}':
        'tiene un índice {name!r} en {table}',
    'it has an object {name!r} of type {kind!r}':
        'tiene un objeto {name!r} de tipo {kind!r}',
    'it has a virtual table {name!r}':
        'tiene una tabla virtual {name!r}',
    'it has a table {name!r} that Arbiter does not write':
        'tiene una tabla {name!r} que Arbiter no escribe',
    'a tournament has at most {most} rounds; round {round} is refused':
        'un torneo tiene como máximo {most} rondas; la ronda {round} se rechaza',
    'a tournament holds at most {most} players (TRF numbers them 1 to {most}); player {number} cannot be added':
        'un torneo tiene como máximo {most} jugadores (el TRF los numera de 1 a {most}); no se puede añadir el jugador {number}',
    '{path} cannot be brought up to file format {version}: {reason}':
        '{path} no puede actualizarse al formato de archivo {version}: {reason}',
    # -- issue 34: options read as ranges ---
    'option {key}: {problem}':
        'opción {key}: {problem}',
    # -- issue 34: copies and second names of a file ---
    'new tournament id':
        'nuevo identificador del torneo',
    ('{name} has {n} name (hard links); it is opened read-only so that nobody writes it under another name at the same time', '{name} has {n} names (hard links); it is opened read-only so that nobody writes it under another name at the same time'):
        ('{name} tiene {n} nombre (enlaces duros); se abre en solo lectura para que nadie lo escriba a la vez con otro nombre', '{name} tiene {n} nombres (enlaces duros); se abre en solo lectura para que nadie lo escriba a la vez con otro nombre'),
    # -- issue 34: tie-break names and ratings by round ---
    'an empty tie-break name':
        'un nombre de desempate vacío',
    'tiebreaks: {problem}':
        'tiebreaks: {problem}',
    'player {number} would have more than {most} ratings by round':
        'el jugador {number} tendría más de {most} ratings por ronda',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ("line {lines}: the national rating record goes on with the 001 record's points and rank (cols 80-89); those columns are ignored", "lines {lines}: the national rating records go on with the 001 records' points and rank (cols 80-89); those columns are ignored"):
        ('línea {lines}: el registro de rating nacional sigue con los puntos y el puesto del registro 001 (col. 80-89); esas columnas se ignoran', 'líneas {lines}: los registros de rating nacional siguen con los puntos y el puesto de los registros 001 (col. 80-89); esas columnas se ignoran'),
    ('{code} says {n} round, but byes are announced for round {round}', '{code} says {n} rounds, but byes are announced for round {round}'):
        ('{code} indica {n} ronda, pero se anuncian byes para la ronda {round}', '{code} indica {n} rondas, pero se anuncian byes para la ronda {round}'),
    ('{code} says {n} round, but the file holds {paired} paired rounds', '{code} says {n} rounds, but the file holds {paired} paired rounds'):
        ('{code} indica {n} ronda, pero el archivo contiene {paired} rondas emparejadas', '{code} indica {n} rondas, pero el archivo contiene {paired} rondas emparejadas'),
    ('142 says {n} round, but XXR says {total}', '142 says {n} rounds, but XXR says {total}'):
        ('142 indica {n} ronda, pero XXR indica {total}', '142 indica {n} rondas, pero XXR indica {total}'),
    # -- players: entering and importing players (issue 35) ---
    ('the name {name!r} has {n} character; at most {limit} are kept', 'the name {name!r} has {n} characters; at most {limit} are kept'):
        ('el nombre {name!r} tiene {n} carácter; se guardan {limit} como máximo', 'el nombre {name!r} tiene {n} caracteres; se guardan {limit} como máximo'),
    'player {number} {name}: the TRF file has {width} columns for the name and writes {cut!r}':
        'jugador {number} {name}: el archivo TRF tiene {width} columnas para el nombre y escribe {cut!r}',
    # -- ftrf06: TRF06 import (Q47-Q48) ---
    "read as TRF06 (FIDE's Tournament Report File of 2006): the file holds none of the records TRF16 and TRF-2026 add":
        'leído como TRF06 (el Tournament Report File de la FIDE de 2006): el archivo no tiene ninguno de los registros que añaden TRF16 y TRF-2026',
    ("TRF06 gives no number of rounds: the file's {n} round column is taken as the number of rounds (change it with settings --rounds)", "TRF06 gives no number of rounds: the file's {n} round columns are taken as the number of rounds (change it with settings --rounds)"):
        ('TRF06 no da el número de rondas: la única columna de ronda del archivo ({n}) se toma como número de rondas (se cambia con settings --rounds)', 'TRF06 no da el número de rondas: las {n} columnas de ronda del archivo se toman como número de rondas (se cambia con settings --rounds)'),
    'TRF06 gives no number of rounds and the file has no round column: the number of rounds is unknown; set it before pairing (settings --rounds)':
        'TRF06 no da el número de rondas y el archivo no tiene ninguna columna de ronda: el número de rondas es desconocido; fíjelo antes de emparejar (settings --rounds)',
    'TRF06 gives no initial colour and no round is paired: it is unknown; set it before pairing round 1 (settings --initial-colour)':
        'TRF06 no da el color inicial y no hay ninguna ronda emparejada: es desconocido; fíjelo antes de emparejar la ronda 1 (settings --initial-colour)',
    'TRF06 gives no pairing system (092 is free text): the system named on the 092 line, or else the one chosen at the import, is used':
        'TRF06 no da el sistema de emparejamiento (092 es texto libre): se usa el sistema nombrado en la línea 092 o, si no, el elegido al importar',
    'TRF06 gives no point system: the standard points are used (win 1, draw 1/2, loss 0; forfeit win, pairing-allocated bye and full-point bye 1; half-point bye 1/2; zero-point bye 0), and the points of every 001 line were checked against them':
        'TRF06 no da el sistema de puntuación: se usan los puntos estándar (victoria 1, tablas 1/2, derrota 0; victoria por incomparecencia, bye asignado por el emparejamiento y bye de un punto 1; bye de medio punto 1/2; bye de cero puntos 0), y los puntos de cada línea 001 se comprobaron con ellos',
    'TRF06 has no record for accelerations, forbidden pairs, announced byes or tie-breaks: none are imported':
        'TRF06 no tiene registros para aceleraciones, parejas prohibidas, byes anunciados ni desempates: no se importa ninguno',
}
