"""Français: reading and writing files: TRF, CSV, rating lists, the tournament file (arbiter_app/trf, store)."""

# flake8: noqa: E501
MESSAGES = {
    # -- TRF files: where a problem is, encodings, reading and writing the file (trf/errors, decoding, files) ---
    'line {line}':
        'ligne {line}',
    'line {line}, col {column}':
        'ligne {line}, col. {column}',
    'line {line}, cols {first}-{last}':
        'ligne {line}, col. {first}-{last}',
    'round {round}':
        'ronde {round}',
    'this is a database (an Arbiter tournament file?), not a TRF16 text file; to get its TRF, use: arbiter-cli export FILE -o OUT.trf':
        'ceci est une base de données (un fichier de tournoi Arbiter ?), pas un fichier texte TRF16 ; pour obtenir son TRF : arbiter-cli export FILE -o OUT.trf',
    'unknown encoding: the file starts with a UTF-8 byte-order mark but byte {byte} is not UTF-8; expected UTF-8 or Latin-1':
        "encodage inconnu : le fichier commence par une marque d'ordre des octets UTF-8 mais l'octet {byte} n'est pas de l'UTF-8 ; attendu : UTF-8 ou Latin-1",
    'unknown encoding (looks like UTF-16 or UTF-32, or a binary file); expected a TRF text file in UTF-8 or Latin-1':
        "encodage inconnu (on dirait de l'UTF-16 ou de l'UTF-32, ou un fichier binaire) ; attendu : un fichier texte TRF en UTF-8 ou Latin-1",
    'unknown encoding: control character {character} in the text; expected a TRF text file in UTF-8 or Latin-1':
        'encodage inconnu : caractère de contrôle {character} dans le texte ; attendu : un fichier texte TRF en UTF-8 ou Latin-1',
    'cannot read the file: {reason}':
        'impossible de lire le fichier : {reason}',
    'newline must be CRLF, LF or CR, not {newline!r}':
        'la fin de ligne doit être CRLF, LF ou CR, pas {newline!r}',
    'cannot encode the file as {encoding}: {exc}':
        "impossible d'encoder le fichier en {encoding} : {exc}",
    'cannot write {path}: {reason}':
        "impossible d'écrire {path} : {reason}",
    # -- TRF reading: a player's line (trf/players) ---
    'player line ends at column {column}; expected at least {least} columns (pairing number 5-8, name 15-47, rating 49-52, ..., points 81-84)':
        "la ligne du joueur s'arrête à la colonne {column} ; attendu : au moins {least} colonnes (numéro d'appariement 5-8, nom 15-47, Elo 49-52, ..., points 81-84)",
    'tab character; TRF uses fixed columns of blanks':
        "caractère de tabulation ; le TRF utilise des colonnes fixes remplies d'espaces",
    'expected a blank between fields, found {found!r} (are the columns shifted?)':
        'attendu : un espace entre les champs, trouvé {found!r} (les colonnes sont-elles décalées ?)',
    'pairing number {number!r} is not a number from 1 to 9999':
        "le numéro d'appariement {number!r} n'est pas un nombre de 1 à 9999",
    'pairing number missing (expected a number from 1 to 9999)':
        "numéro d'appariement manquant (attendu : un nombre de 1 à 9999)",
    'rating {rating!r} is not a number (expected up to 4 digits, or blank when unrated)':
        "l'Elo {rating!r} n'est pas un nombre (attendu : jusqu'à 4 chiffres, ou vide pour un joueur sans Elo)",
    'FIDE id {fide_id!r} is not a number':
        "l'ID FIDE {fide_id!r} n'est pas un nombre",
    'birth date {date!r} is not a date; expected YYYY/MM/DD (or YYYY; YYYY-MM-DD and YYYY.MM.DD are read too)':
        "la date de naissance {date!r} n'est pas une date ; attendu : YYYY/MM/DD (ou YYYY ; YYYY-MM-DD et YYYY.MM.DD sont lus aussi)",
    'sex {sex!r} is not m or w (f is read as w, u as unknown), or blank':
        "le sexe {sex!r} n'est ni m ni w (f est lu comme w, u comme inconnu), ni vide",
    'points {points!r} are not a number like 4.5':
        'les points {points!r} ne sont pas un nombre comme 4.5',
    'rank {rank!r} is not a number':
        "le rang {rank!r} n'est pas un nombre",
    "round {round}: expected blanks after the entry {entry!r} (each round takes 10 columns: 'NNNN c r' and 2 blanks)":
        "ronde {round} : attendu : des espaces après la case {entry!r} (chaque ronde occupe 10 colonnes : 'NNNN c r' et 2 espaces)",
    'round {round}: player {player} is paired with himself':
        'ronde {round} : le joueur {player} est apparié avec lui-même',
    "round {round} entry {entry!r} is not of the form 'NNNN c r' (opponent in 4 columns, blank, colour, blank, result)":
        "la case {entry!r} de la ronde {round} n'a pas la forme 'NNNN c r' (adversaire sur 4 colonnes, espace, couleur, espace, résultat)",
    'round {round}: opponent {opponent!r} is not a pairing number':
        "ronde {round} : l'adversaire {opponent!r} n'est pas un numéro d'appariement",
    "round {round}: colour {colour!r} without an opponent; expected '-'":
        "ronde {round} : couleur {colour!r} sans adversaire ; attendu : '-'",
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank)':
        'ronde {round} : résultat {code!r} sans adversaire ; attendu : un code de bye U, H, F ou Z (ou vide)',
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank) ({hint})':
        'ronde {round} : résultat {code!r} sans adversaire ; attendu : un code de bye U, H, F ou Z (ou vide) ({hint})',
    'write 0000 - U for the pairing-allocated bye, 0000 - F for a full-point bye':
        "écrivez 0000 - U pour l'exempt de l'appariement, 0000 - F pour un bye d'un point",
    'write 0000 - H for a half-point bye':
        "écrivez 0000 - H pour un bye d'un demi-point",
    'write 0000 - Z for an absence or zero-point bye':
        'écrivez 0000 - Z pour une absence ou un bye à zéro point',
    'round {round}: colour {colour!r} with opponent {opponent}; expected w or b (a paired game, forfeited or not, has colours)':
        "ronde {round} : couleur {colour!r} avec l'adversaire {opponent} ; attendu : w ou b (une partie appariée, perdue par forfait ou non, a des couleurs)",
    'round {round}: result {code!r} is a bye code but an opponent is given; expected 1 = 0 + - W D L ? (or blank while the game is pending)':
        'ronde {round} : le résultat {code!r} est un code de bye mais un adversaire est indiqué ; attendu : 1 = 0 + - W D L ? (ou vide tant que la partie est en cours)',
    # -- TRF reading: the rounds both players' lines must agree on (trf/rounds) ---
    "round {round}: pairing-allocated bye 'U' in a round without games; a round not paired yet may only announce H, F or Z byes":
        "ronde {round} : exempt de l'appariement 'U' dans une ronde sans partie ; une ronde pas encore appariée ne peut annoncer que des byes H, F ou Z",
    'round {round}: opponent {opponent} of player {player} is not a player':
        "ronde {round} : l'adversaire {opponent} du joueur {player} n'est pas un joueur",
    'player {opponent} is paired twice: players {first} and {second} both list {opponent} as their opponent':
        'le joueur {opponent} est apparié deux fois : les joueurs {first} et {second} indiquent tous deux {opponent} comme adversaire',
    'player {player} lists opponent {opponent} as white, but player {opponent} lists no opponent':
        "le joueur {player} indique l'adversaire {opponent} avec les blancs, mais le joueur {opponent} n'indique pas d'adversaire",
    'player {player} lists opponent {opponent} as white, but player {opponent} lists opponent {other}':
        "le joueur {player} indique l'adversaire {opponent} avec les blancs, mais le joueur {opponent} indique l'adversaire {other}",
    'player {player} lists opponent {opponent} as black, but player {opponent} lists no opponent':
        "le joueur {player} indique l'adversaire {opponent} avec les noirs, mais le joueur {opponent} n'indique pas d'adversaire",
    'player {player} lists opponent {opponent} as black, but player {opponent} lists opponent {other}':
        "le joueur {player} indique l'adversaire {opponent} avec les noirs, mais le joueur {opponent} indique l'adversaire {other}",
    'players {player} and {opponent} both have white in their game':
        'les joueurs {player} et {opponent} ont tous deux les blancs dans leur partie',
    'players {player} and {opponent} both have black in their game':
        'les joueurs {player} et {opponent} ont tous deux les noirs dans leur partie',
    "results don't match: player {white} (white) has {first} and player {black} (black) has {second}; expected white/black 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (or ? for an adjourned game, or both blank while pending)":
        "les résultats ne concordent pas : le joueur {white} (blancs) a {first} et le joueur {black} (noirs) a {second} ; attendu blancs/noirs : 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (ou ? pour une partie ajournée, ou les deux vides tant qu'elle est en cours)",
    'a blank result':
        'un résultat vide',
    # -- TRF reading: the file's lines and what they say together (trf/reader) ---
    'the file is empty; expected TRF16 lines (012 name, 001 players, ...)':
        'le fichier est vide ; attendu : des lignes TRF16 (012 nom, 001 joueurs, ...)',
    'pairing number {number} is used twice (also on line {line})':
        "le numéro d'appariement {number} est utilisé deux fois (aussi à la ligne {line})",
    'second {code} line (the first is line {line})':
        'deuxième ligne {code} (la première est la ligne {line})',
    'no player lines: expected at least one line starting with 001':
        'aucune ligne de joueur : attendu : au moins une ligne commençant par 001',
    'both a 162 line (line {line}) and BB point lines give the points; keep one of them':
        "une ligne 162 (ligne {line}) et des lignes de points BB donnent toutes deux les points ; gardez l'une des deux",
    'XXP names player {player}, who is not a player':
        "XXP nomme le joueur {player}, qui n'est pas un joueur",
    'byes are announced for round {round}, but the file has {columns} round columns and no 142 line giving the number of rounds':
        'des byes sont annoncés pour la ronde {round}, mais le fichier a {columns} colonnes de rondes et pas de ligne 142 donnant le nombre de rondes',
    "no XXC or 152 line: the initial colour (white) is read from the top player's colour in round 1":
        "pas de ligne XXC ni 152 : la couleur initiale (blancs) est lue d'après la couleur du premier joueur à la ronde 1",
    "no XXC or 152 line: the initial colour (black) is read from the top player's colour in round 1":
        "pas de ligne XXC ni 152 : la couleur initiale (noirs) est lue d'après la couleur du premier joueur à la ronde 1",
    ('round {round}: blank cells of player {players} are read as absences (Z)', 'round {round}: blank cells of players {players} are read as absences (Z)'):
        ('ronde {round} : la case vide du joueur {players} est lue comme une absence (Z)', 'ronde {round} : les cases vides des joueurs {players} sont lues comme des absences (Z)'),
    'round {round}: result {result!r} of player {player} is not a TRF result code; the game with player {opponent} is read as adjourned (its result unknown)':
        "ronde {round} : le résultat {result!r} du joueur {player} n'est pas un code de résultat TRF ; la partie contre le joueur {opponent} est lue comme ajournée (résultat inconnu)",
    "{code} {value!r} is not a number of points; expected e.g. '{code}  3.0'":
        "{code} {value!r} n'est pas un nombre de points ; attendu p. ex. '{code}  3.0'",
    'start date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        "la date de début {date!r} n'est pas une date ; attendu : YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD et YY/MM/DD sont lus aussi)",
    'end date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        "la date de fin {date!r} n'est pas une date ; attendu : YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD et YY/MM/DD sont lus aussi)",
    "XXR {value!r} is not a number of rounds; expected e.g. 'XXR 9'":
        "XXR {value!r} n'est pas un nombre de rondes ; attendu p. ex. 'XXR 9'",
    "XXC {value!r} is not an initial colour; expected 'XXC white1' or 'XXC black1'":
        "XXC {value!r} n'est pas une couleur initiale ; attendu : 'XXC white1' ou 'XXC black1'",
    'XXP {value!r}: expected two or more pairing numbers (players who must not meet)':
        "XXP {value!r} : attendu : deux numéros d'appariement ou plus (joueurs qui ne doivent pas se rencontrer)",
    "round dates must start at column 92 (YY/MM/DD under each round's entry)":
        'les dates des rondes doivent commencer à la colonne 92 (YY/MM/DD sous la case de chaque ronde)',
    'round {round} date {date!r} is not a date; expected YY/MM/DD (YY-MM-DD and YY.MM.DD are read too)':
        "la date {date!r} de la ronde {round} n'est pas une date ; attendu : YY/MM/DD (YY-MM-DD et YY.MM.DD sont lus aussi)",
    'player {player} has {points} points, but the results give {computed}':
        'le joueur {player} a {points} points, mais les résultats donnent {computed}',
    '{points} with the announced bye':
        '{points} avec le bye annoncé',
    'other points per result than win 1, draw 0.5, bye 1 need BBW/BBD/... lines':
        "d'autres points par résultat que gain 1, nulle 0.5, bye 1 demandent des lignes BBW/BBD/...",
    'XXS {item!r}: expected CODE=POINTS with a code of {codes}':
        'XXS {item!r} : attendu : CODE=POINTS avec un code parmi {codes}',
    'XXS and another point system (162 or BB lines) are both given; keep one of them':
        "XXS et un autre barème (lignes 162 ou BB) sont tous deux donnés ; gardez l'un des deux",
    '152 and XXC give different initial colours':
        '152 et XXC donnent des couleurs initiales différentes',
    '{code} record for player {player}, who is not a player':
        "enregistrement {code} pour le joueur {player}, qui n'est pas un joueur",
    '250 names players {first}-{last}, who are not players':
        '250 nomme les joueurs {first}-{last}, qui ne sont pas des joueurs',
    'XXA line for player {player}, who is not a player':
        "ligne XXA pour le joueur {player}, qui n'est pas un joueur",
    '240 names player {player}, who is not a player':
        "240 nomme le joueur {player}, qui n'est pas un joueur",
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a {entry} entry':
        '240 donne au joueur {player} un bye {kind} à la ronde {round}, mais sa case de la ronde {round} montre une case {entry}',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a game':
        '240 donne au joueur {player} un bye {kind} à la ronde {round}, mais sa case de la ronde {round} montre une partie',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} column announces {announced}':
        '240 donne au joueur {player} un bye {kind} à la ronde {round}, mais sa colonne de la ronde {round} annonce {announced}',
    '260 names player {player}, who is not a player':
        "260 nomme le joueur {player}, qui n'est pas un joueur",
    # -- TRF-2026 records (trf/trf2026) ---
    '{what} {value!r} is not a number of points; expected e.g. 1.0':
        "{what} {value!r} n'est pas un nombre de points ; attendu p. ex. 1.0",
    '250 fictitious points':
        '250 points fictifs',
    'XXA virtual points':
        'XXA points virtuels',
    "142 {value!r} is not a number of rounds; expected e.g. '142 9'":
        "142 {value!r} n'est pas un nombre de rondes ; attendu p. ex. '142 9'",
    "152 {value!r} is not an initial colour; expected '152 W' or '152 B'":
        "152 {value!r} n'est pas une couleur initiale ; attendu : '152 W' ou '152 B'",
    "162: expected a result code (W D L A P X) followed by its points, e.g. '162  W 3.0    D 1.0'":
        "162 : attendu : un code de résultat (W D L A P X) suivi de ses points, p. ex. '162  W 3.0    D 1.0'",
    '162: {code!r} is not a result code; expected W, D, L, A, P or X':
        "162 : {code!r} n'est pas un code de résultat ; attendu : W, D, L, A, P ou X",
    '162: {code} is given twice':
        '162 : {code} est donné deux fois',
    "162 names no result code; expected e.g. '162  W 3.0    D 1.0'":
        "162 ne nomme aucun code de résultat ; attendu p. ex. '162  W 3.0    D 1.0'",
    '172: federation {federation!r} is not a 3-letter FIDE code':
        "172 : la fédération {federation!r} n'est pas un code FIDE de 3 lettres",
    '172: ranking method {method!r} is not one of {methods}':
        "172 : la méthode de classement initial {method!r} n'est pas l'une de {methods}",
    '192: {code} takes no {baku} acceleration; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        "192 : {code} ne prend pas d'accélération {baku} ; attendu p. ex. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV",
    '192: {value!r} is not in the Tournament-Type Code Table; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        "192 : {value!r} n'est pas dans la table des codes de type de tournoi ; attendu p. ex. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV",
    '222 {value!r} is not an encoded time control; expected e.g. 5400+30, 40/6000+30:900+30 or W300-B240 (seconds)':
        "222 {value!r} n'est pas une cadence codée ; attendu p. ex. 5400+30, 40/6000+30:900+30 ou W300-B240 (secondes)",
    '{code}: round or player {item!r} is not a number from 1 to 9999':
        "{code} : la ronde ou le joueur {item!r} n'est pas un nombre de 1 à 9999",
    "240: expected the kind of bye (F, H or Z), the round and one or more players, e.g. '240 H 003  026  047'":
        "240 : attendu : le type de bye (F, H ou Z), la ronde et un ou plusieurs joueurs, p. ex. '240 H 003  026  047'",
    '240 names a player twice':
        '240 nomme un joueur deux fois',
    '250: match points {points!r} in an individual tournament; expected blank (or 0.0)':
        '250 : points de match {points!r} dans un tournoi individuel ; attendu : vide (ou 0.0)',
    '250: the fictitious points must differ from 0.0':
        '250 : les points fictifs doivent être différents de 0.0',
    "250: {value!r} is not a round or player number; expected '250      1.0 001 003 0001 0020'":
        "250 : {value!r} n'est pas un numéro de ronde ou de joueur ; attendu : '250      1.0 001 003 0001 0020'",
    "250: expected '250 MMMM GGGG RRF RRL PPPF PPPL' (columns 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)":
        "250 : attendu : '250 MMMM GGGG RRF RRL PPPF PPPL' (colonnes 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)",
    '250: the first round or player comes after the last':
        '250 : la première ronde ou le premier joueur vient après le dernier',
    "XXA: expected the player's number in columns 5-8, e.g. 'XXA    1  1.0  1.0  0.5'":
        "XXA : attendu : le numéro du joueur dans les colonnes 5-8, p. ex. 'XXA    1  1.0  1.0  0.5'",
    "XXA: expected one blank before each round's points":
        'XXA : attendu : un espace avant les points de chaque ronde',
    "260: expected the first and last round and two or more players, e.g. '260 001 009  125  180'":
        "260 : attendu : la première et la dernière ronde et deux joueurs ou plus, p. ex. '260 001 009  125  180'",
    '260: the first round {first} comes after the last {last}':
        '260 : la première ronde {first} vient après la dernière {last}',
    '260 needs two different players':
        '260 demande deux joueurs différents',
    '{code} record: national rating {rating!r} is not a number':
        "enregistrement {code} : l'Elo national {rating!r} n'est pas un nombre",
    '{code} record: expected nothing after the birth date (cols 70-79)':
        'enregistrement {code} : attendu : rien après la date de naissance (col. 70-79)',
    'the point system cannot be written in a 162 line: it gives the forfeit win and full-point bye the points of a win, the half-point bye those of a draw and the forfeit loss those of a zero-point bye':
        "le barème ne peut pas être écrit dans une ligne 162 : celle-ci donne au gain par forfait et au bye d'un point les points d'un gain, au bye d'un demi-point ceux d'une nulle et à la perte par forfait ceux d'un bye à zéro point",
    '162: {points} points for {code} cannot be written in 4 columns with one decimal':
        "162 : {points} points pour {code} ne peuvent pas s'écrire sur 4 colonnes avec une décimale",
    # -- TRF writing: what a file cannot hold (trf/writer, fields) ---
    ('the name {name!r} has {n} character; TRF files hold {width} — shorten it (e.g. {proposal!r})', 'the name {name!r} has {n} characters; TRF files hold {width} — shorten it (e.g. {proposal!r})'):
        ('le nom {name!r} a {n} caractère ; les fichiers TRF en contiennent {width} — raccourcissez-le (p. ex. {proposal!r})', 'le nom {name!r} a {n} caractères ; les fichiers TRF en contiennent {width} — raccourcissez-le (p. ex. {proposal!r})'),
    'unknown TRF version {version!r}; expected one of {versions}':
        "version de TRF inconnue {version!r} ; attendu : l'une de {versions}",
    'the kept line {line!r} cannot be written: a reader would skip it':
        "la ligne conservée {line!r} ne peut pas être écrite : un lecteur l'ignorerait",
    'the kept line {line!r} cannot be written: a reader would read it as a {code} line':
        'la ligne conservée {line!r} ne peut pas être écrite : un lecteur la lirait comme une ligne {code}',
    'the {what} {value!r} holds a line break; TRF keeps it on one line':
        '{what} {value!r} : contient un saut de ligne ; le TRF le garde sur une ligne',
    'the {what} {value!r} holds a control character':
        '{what} {value!r} : contient un caractère de contrôle',
    '{code} line':
        'ligne {code}',
    'kept line':
        'ligne conservée',
    'national rating record':
        "enregistrement d'Elo national",
    'name':
        'nom',
    'kind':
        'type',
    'deputies':
        'adjoints',
    'time control':
        'cadence',
    'rating':
        'Elo',
    'birth date':
        'date de naissance',
    'points':
        'points',
    'rank':
        'rang',
    'cannot write round {round}: player {player} is not a player':
        "impossible d'écrire la ronde {round} : le joueur {player} n'est pas un joueur",
    'cannot write round {round}: player {player} has two entries (games or byes) in it':
        "impossible d'écrire la ronde {round} : le joueur {player} y a deux entrées (parties ou byes)",
    'cannot write round {round}: player {player} is paired with himself':
        "impossible d'écrire la ronde {round} : le joueur {player} est apparié avec lui-même",
    'cannot write the byes announced for round {round}: player {player} is not a player':
        "impossible d'écrire les byes annoncés pour la ronde {round} : le joueur {player} n'est pas un joueur",
    'cannot write a pairing-allocated bye announced for round {round} (only H, F, Z byes for rounds not paired yet can be written)':
        "impossible d'écrire un exempt de l'appariement annoncé pour la ronde {round} (seuls les byes H, F, Z des rondes pas encore appariées peuvent être écrits)",
    'cannot write the forbidden pair {pair}: it must name two players':
        "impossible d'écrire la paire interdite {pair} : elle doit nommer deux joueurs",
    'the {what} {value!r} cannot be written; TRF16 expects YYYY/MM/DD in its {code} line':
        '{what} {value!r} : ne peut pas être écrite ; le TRF16 attend YYYY/MM/DD dans sa ligne {code}',
    'player {player}: sex {sex!r} cannot be written; TRF16 has m or w':
        'joueur {player} : le sexe {sex!r} ne peut pas être écrit ; le TRF16 a m ou w',
    'player {player}: birth date {date!r} cannot be written; TRF16 expects YYYY/MM/DD':
        'joueur {player} : la date de naissance {date!r} ne peut pas être écrite ; le TRF16 attend YYYY/MM/DD',
    'round {round}: date {date!r} cannot be written; TRF16 expects YY/MM/DD':
        'ronde {round} : la date {date!r} ne peut pas être écrite ; le TRF16 attend YY/MM/DD',
    "TRF16 has no line for the points of an adjourned game ({points}, not a draw's {draw}); export TRF-2026 (its 162 line says X)":
        "le TRF16 n'a pas de ligne pour les points d'une partie ajournée ({points}, pas les {draw} d'une nulle) ; exportez en TRF-2026 (sa ligne 162 donne X)",
    'player {player}: {what} {value!r} is longer than the {width} columns TRF16 has for it':
        'joueur {player} : {what} {value!r} est plus long que les {width} colonnes que le TRF16 lui réserve',
    'pairing number {number} does not fit TRF16 (1 to 9999)':
        "le numéro d'appariement {number} ne tient pas dans le TRF16 (1 à 9999)",
    'player {player}: rating {rating} / FIDE id {fide_id!r} cannot be written (TRF16 expects digits)':
        "joueur {player} : l'Elo {rating} / l'ID FIDE {fide_id!r} ne peut pas être écrit (le TRF16 attend des chiffres)",
    'player {player}: {points} points cannot be written with one decimal in cols 81-84':
        "joueur {player} : {points} points ne peuvent pas s'écrire avec une décimale dans les col. 81-84",
    # -- FIDE rating lists (trf/fide_list) ---
    '{name}: the zip file holds no .txt or .xml rating list':
        '{name} : le fichier zip ne contient aucune liste Elo .txt ou .xml',
    "{name}: line 1 is not the header of a FIDE rating list (expected 'ID Number' and 'Name')":
        "{name} : la ligne 1 n'est pas l'en-tête d'une liste Elo FIDE (attendu : 'ID Number' et 'Name')",
    '{name}: not a readable XML rating list ({exc})':
        '{name} : pas une liste Elo XML lisible ({exc})',
    '{kind!r} is not a kind of FIDE list ({kinds})':
        "{kind!r} n'est pas un type de liste FIDE ({kinds})",
    '{name}: cannot be read ({reason})':
        '{name} : illisible ({reason})',
    # -- the tournament file: opening, writing, backups (store) ---
    '{path}: no such file':
        '{path} : fichier introuvable',
    '{path} is not a file':
        "{path} n'est pas un fichier",
    '{path} cannot be read: {reason}':
        '{path} ne peut pas être lu : {reason}',
    '{path} is empty, not an Arbiter tournament file':
        "{path} est vide, ce n'est pas un fichier de tournoi Arbiter",
    '{path} is not an Arbiter tournament file (it is not an SQLite database)':
        "{path} n'est pas un fichier de tournoi Arbiter (ce n'est pas une base de données SQLite)",
    '{path} is damaged: the file is cut short':
        '{path} est endommagé : le fichier est tronqué',
    '{path} cannot be opened: {exc}':
        '{path} ne peut pas être ouvert : {exc}',
    '{path} is damaged: {problems}':
        '{path} est endommagé : {problems}',
    '{path} is damaged ({exc})':
        '{path} est endommagé ({exc})',
    '{path} is an SQLite database of another program, not an Arbiter tournament file':
        "{path} est une base de données SQLite d'un autre programme, pas un fichier de tournoi Arbiter",
    '{path} was written by a newer version of Arbiter (file format {version}; this version reads formats {oldest} to {newest}); please update Arbiter':
        "{path} a été écrit par une version plus récente d'Arbiter (format de fichier {version} ; cette version lit les formats {oldest} à {newest}) ; veuillez mettre Arbiter à jour",
    '{path} has no Arbiter file format version; it is not an Arbiter tournament file':
        "{path} n'a pas de version de format de fichier Arbiter ; ce n'est pas un fichier de tournoi Arbiter",
    'opened read-only':
        'ouvert en lecture seule',
    '{path} is write-protected':
        '{path} est protégé en écriture',
    '{name} is opened read-only: its lock file cannot be made ({reason})':
        '{name} est ouvert en lecture seule : son fichier de verrou ne peut pas être créé ({reason})',
    '{name} is in use by {owner}':
        '{name} est utilisé par {owner}',
    'another process':
        'un autre processus',
    'process {pid} on {host}':
        'le processus {pid} sur {host}',
    'process {pid}':
        'le processus {pid}',
    '{name} is in use by {owner}; it is open read-only here and nothing was changed':
        "{name} est utilisé par {owner} ; il est ouvert ici en lecture seule et rien n'a été modifié",
    '{path} already exists; choose another name':
        '{path} existe déjà ; choisissez un autre nom',
    '{path} is closed':
        '{path} est fermé',
    '{path} could not be read: {reason}':
        "{path} n'a pas pu être lu : {reason}",
    '{path} could not be changed, nothing was saved: {reason}':
        "{path} n'a pas pu être modifié, rien n'a été enregistré : {reason}",
    'a round is paired; the entries can no longer be rewritten':
        'une ronde est appariée ; les inscriptions ne peuvent plus être réécrites',
    'round {round} is not paired':
        "la ronde {round} n'est pas appariée",
    'round {round} has no board {board}':
        "la ronde {round} n'a pas d'échiquier {board}",
    '{path} is not a file; nothing was changed':
        "{path} n'est pas un fichier ; rien n'a été modifié",
    '{path} is the backup itself; choose another file':
        '{path} est la sauvegarde elle-même ; choisissez un autre fichier',
    '{path} already exists; nothing was changed (choose another name, or confirm replacing it)':
        "{path} existe déjà ; rien n'a été modifié (choisissez un autre nom, ou confirmez son remplacement)",
    '{path} already exists; nothing was changed':
        "{path} existe déjà ; rien n'a été modifié",
    'cannot write {path}: folder {folder} does not exist':
        "impossible d'écrire {path} : le dossier {folder} n'existe pas",
    '{name} is in use by {owner}; it was not replaced':
        "{name} est utilisé par {owner} ; il n'a pas été remplacé",
    'cannot write {path}: {reason}; nothing was changed':
        "impossible d'écrire {path} : {reason} ; rien n'a été modifié",
    'cannot restore {name} to {path}: {exc}; nothing was changed':
        "impossible de restaurer {name} vers {path} : {exc} ; rien n'a été modifié",
    # -- issue 34: tournament files from elsewhere ---
    '{table} row {row}: {problem}':
        '{table}, ligne {row} : {problem}',
    '{column} {value} is not a text':
        "{column} {value} n'est pas un texte",
    '{column} is {length} characters long (at most {limit})':
        '{column} compte {length} caractères (au plus {limit})',
    '{column} {value} is not a whole number from {low} to {high}':
        "{column} {value} n'est pas un entier de {low} à {high}",
    '{column} {value} is neither 0 nor 1':
        "{column} {value} n'est ni 0 ni 1",
    '{column} {value} is not a number of points':
        "{column} {value} n'est pas un nombre de points",
    '{column} is JSON nested deeper than {depth}':
        '{column} est du JSON imbriqué sur plus de {depth} niveaux',
    '{column} is not a JSON object of texts':
        "{column} n'est pas un objet JSON de textes",
    '{column} is not a JSON list of texts':
        "{column} n'est pas une liste JSON de textes",
    '{column} is not a list of FIDE list ratings':
        "{column} n'est pas une liste de classements des listes FIDE",
    '{column} is not a list of ratings by round':
        "{column} n'est pas une liste de classements par ronde",
    '{column} {value} is not {what}':
        "{column} {value} n'est pas {what}",
    '{column} is not JSON':
        "{column} n'est pas du JSON",
    'its table {table} has more than {most} rows':
        'sa table {table} a plus de {most} lignes',
    '{column} {value} is not what Arbiter writes there':
        "{column} {value} n'est pas ce qu'Arbiter y écrit",
    'it has more than {most} players (TRF numbers them 1 to {most})':
        'il a plus de {most} joueurs (le TRF les numérote de 1 à {most})',
    'a pairing system this version of Arbiter has':
        "un système d'appariement de cette version d'Arbiter",
    'a colour (w or b)':
        'une couleur (w ou b)',
    'its table tournament has {n} rows; it has exactly one, row 1, in a tournament file':
        'sa table tournament a {n} lignes ; un fichier de tournoi en a exactement une, la ligne 1',
    'a kind of bye (U, H, F or Z)':
        "un type d'exempt (U, H, F ou Z)",
    'result {value} is not a result':
        "le résultat {value} n'est pas un résultat",
    'round {number} follows round {previous}; the rounds are numbered 1, 2, 3, ...':
        'la ronde {number} suit la ronde {previous} ; les rondes sont numérotées 1, 2, 3, ...',
    'round_no {value} is not a paired round':
        "round_no {value} n'est pas une ronde appariée",
    'board {value} of round {round}: the boards of a round are numbered 1, 2, 3, ...':
        "échiquier {value} de la ronde {round} : les échiquiers d'une ronde sont numérotés 1, 2, 3, ...",
    'player {value} is not a player':
        "le joueur {value} n'est pas un joueur",
    'the pair {first}-{second} is not written as the smaller number first':
        "la paire {first}-{second} n'est pas écrite avec le plus petit numéro d'abord",
    '{column} {value} is not a player':
        "{column} {value} n'est pas un joueur",
    'player {number} plays twice in round {round}':
        'le joueur {number} joue deux fois dans la ronde {round}',
    'player {number} has a bye and a game in round {round}':
        'le joueur {number} a un exempt et une partie dans la ronde {round}',
    'a pairing-allocated bye in round {round}, which is not paired':
        "un exempt d'appariement dans la ronde {round}, qui n'est pas appariée",
    '{path} is not opened: {journal} beside it is a rollback journal, which Arbiter never writes, and SQLite would apply it to the tournament; move {journal} away to open the file as it is':
        "{path} n'est pas ouvert : {journal} à côté est un journal d'annulation, qu'Arbiter n'écrit jamais, et SQLite l'appliquerait au tournoi ; déplacez {journal} ailleurs pour ouvrir le fichier tel qu'il est",
    '{path} is {size} MB; a tournament file is at most {limit} MB':
        '{path} fait {size} Mo ; un fichier de tournoi fait au plus {limit} Mo',
    '{problem} (read with {wal} beside it, which SQLite applies to it)':
        '{problem} (lu avec {wal} à côté, que SQLite lui applique)',
    '{name} is not a lock file Arbiter made (not a plain file)':
        "{name} n'est pas un fichier de verrou créé par Arbiter (ce n'est pas un fichier ordinaire)",
    '{name} is a link, not a lock file Arbiter made':
        '{name} est un lien, pas un fichier de verrou créé par Arbiter',
    '{name} holds something else than what Arbiter writes there; remove it to open the tournament for writing':
        "{name} contient autre chose que ce qu'Arbiter y écrit ; supprimez-le pour ouvrir le tournoi en écriture",
    ('{problem} (and {n} more thing Arbiter does not write)', '{problem} (and {n} more things Arbiter does not write)'):
        ("{problem} (et {n} autre chose qu'Arbiter n'écrit pas)", "{problem} (et {n} autres choses qu'Arbiter n'écrit pas)"),
    '{path} is not a tournament file Arbiter wrote: {problem}':
        "{path} n'est pas un fichier de tournoi écrit par Arbiter : {problem}",
    'its table {name!r} is missing':
        'sa table {name!r} manque',
    'its table {name!r} is not defined as Arbiter defines it':
        "sa table {name!r} n'est pas définie comme Arbiter la définit",
    'it has a trigger {name!r} on {table}':
        'il a un déclencheur {name!r} sur {table}',
    'its table {table!r} has a column {column!r} that Arbiter does not write in file format {version}':
        "sa table {table!r} a une colonne {column!r} qu'Arbiter n'écrit pas au format de fichier {version}",
    'its table {table!r} lacks the column {column!r} of file format {version}':
        'il manque à sa table {table!r} la colonne {column!r} du format de fichier {version}',
    'it has a view {name!r}':
        'il a une vue {name!r}',
    'the column {column!r} of its table {table!r} is not defined as Arbiter defines it':
        "la colonne {column!r} de sa table {table!r} n'est pas définie comme Arbiter la définit",
    'it has an index {name!r} on {table}':
        'il a un index {name!r} sur {table}',
    'it has an object {name!r} of type {kind!r}':
        'il a un objet {name!r} de type {kind!r}',
    'it has a virtual table {name!r}':
        'il a une table virtuelle {name!r}',
    'it has a table {name!r} that Arbiter does not write':
        "il a une table {name!r} qu'Arbiter n'écrit pas",
    'a tournament has at most {most} rounds; round {round} is refused':
        'un tournoi a au plus {most} rondes ; la ronde {round} est refusée',
    'a tournament holds at most {most} players (TRF numbers them 1 to {most}); player {number} cannot be added':
        'un tournoi compte au plus {most} joueurs (le TRF les numérote de 1 à {most}) ; le joueur {number} ne peut pas être ajouté',
    '{path} cannot be brought up to file format {version}: {reason}':
        '{path} ne peut pas être mis au format de fichier {version} : {reason}',
    # -- issue 34: options read as ranges ---
    'option {key}: {problem}':
        'option {key} : {problem}',
    # -- issue 34: copies and second names of a file ---
    'new tournament id':
        'nouvel identifiant du tournoi',
    ('{name} has {n} name (hard links); it is opened read-only so that nobody writes it under another name at the same time', '{name} has {n} names (hard links); it is opened read-only so that nobody writes it under another name at the same time'):
        ("{name} a {n} nom (liens physiques) ; il est ouvert en lecture seule pour que personne ne l'écrive en même temps sous un autre nom", "{name} a {n} noms (liens physiques) ; il est ouvert en lecture seule pour que personne ne l'écrive en même temps sous un autre nom"),
    # -- issue 34: tie-break names and ratings by round ---
    'an empty tie-break name':
        'un nom de départage vide',
    'tiebreaks: {problem}':
        'tiebreaks : {problem}',
    'player {number} would have more than {most} ratings by round':
        'le joueur {number} aurait plus de {most} classements par ronde',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ("line {lines}: the national rating record goes on with the 001 record's points and rank (cols 80-89); those columns are ignored", "lines {lines}: the national rating records go on with the 001 records' points and rank (cols 80-89); those columns are ignored"):
        ("ligne {lines} : l'enregistrement de classement national continue avec les points et le rang de l'enregistrement 001 (col. 80-89) ; ces colonnes sont ignorées", 'lignes {lines} : les enregistrements de classement national continuent avec les points et le rang des enregistrements 001 (col. 80-89) ; ces colonnes sont ignorées'),
    ('{code} says {n} round, but byes are announced for round {round}', '{code} says {n} rounds, but byes are announced for round {round}'):
        ('{code} indique {n} ronde, mais des byes sont annoncés pour la ronde {round}', '{code} indique {n} rondes, mais des byes sont annoncés pour la ronde {round}'),
    ('{code} says {n} round, but the file holds {paired} paired rounds', '{code} says {n} rounds, but the file holds {paired} paired rounds'):
        ('{code} indique {n} ronde, mais le fichier contient {paired} rondes appariées', '{code} indique {n} rondes, mais le fichier contient {paired} rondes appariées'),
    ('142 says {n} round, but XXR says {total}', '142 says {n} rounds, but XXR says {total}'):
        ('142 indique {n} ronde, mais XXR en indique {total}', '142 indique {n} rondes, mais XXR en indique {total}'),
    # -- players: entering and importing players (issue 35) ---
    ('the name {name!r} has {n} character; at most {limit} are kept', 'the name {name!r} has {n} characters; at most {limit} are kept'):
        ('le nom {name!r} a {n} caractère ; {limit} au plus sont gardés', 'le nom {name!r} a {n} caractères ; {limit} au plus sont gardés'),
    'player {number} {name}: the TRF file has {width} columns for the name and writes {cut!r}':
        'joueur {number} {name} : le fichier TRF a {width} colonnes pour le nom et écrit {cut!r}',
    # -- ftrf06: TRF06 import (Q47-Q48) ---
    "read as TRF06 (FIDE's Tournament Report File of 2006): the file holds none of the records TRF16 and TRF-2026 add":
        "lu comme TRF06 (le Tournament Report File FIDE de 2006) : le fichier n'a aucun des enregistrements ajoutés par TRF16 et TRF-2026",
    ("TRF06 gives no number of rounds: the file's {n} round column is taken as the number of rounds (change it with settings --rounds)", "TRF06 gives no number of rounds: the file's {n} round columns are taken as the number of rounds (change it with settings --rounds)"):
        ('TRF06 ne donne pas le nombre de rondes : la seule colonne de ronde du fichier ({n}) est prise comme nombre de rondes (à changer par settings --rounds)', 'TRF06 ne donne pas le nombre de rondes : les {n} colonnes de rondes du fichier sont prises comme nombre de rondes (à changer par settings --rounds)'),
    'TRF06 gives no number of rounds and the file has no round column: the number of rounds is unknown; set it before pairing (settings --rounds)':
        "TRF06 ne donne pas le nombre de rondes et le fichier n'a aucune colonne de ronde : le nombre de rondes est inconnu ; fixez-le avant l'appariement (settings --rounds)",
    'TRF06 gives no initial colour and no round is paired: it is unknown; set it before pairing round 1 (settings --initial-colour)':
        "TRF06 ne donne pas la couleur initiale et aucune ronde n'est appariée : elle est inconnue ; fixez-la avant d'apparier la ronde 1 (settings --initial-colour)",
    'TRF06 gives no pairing system (092 is free text): the system named on the 092 line, or else the one chosen at the import, is used':
        "TRF06 ne donne pas de système d'appariement (092 est un texte libre) : le système nommé sur la ligne 092, sinon celui choisi à l'importation, est utilisé",
    'TRF06 gives no point system: the standard points are used (win 1, draw 1/2, loss 0; forfeit win, pairing-allocated bye and full-point bye 1; half-point bye 1/2; zero-point bye 0), and the points of every 001 line were checked against them':
        "TRF06 ne donne pas de barème de points : le barème standard est utilisé (gain 1, nulle 1/2, perte 0 ; gain par forfait, exempt attribué par l'appariement et bye d'un point 1 ; bye d'un demi-point 1/2 ; bye à zéro point 0), et les points de chaque ligne 001 ont été vérifiés avec lui",
    'TRF06 has no record for accelerations, forbidden pairs, announced byes or tie-breaks: none are imported':
        "TRF06 n'a aucun enregistrement pour les accélérations, les paires interdites, les byes annoncés ni les départages : aucun n'est importé",
}
