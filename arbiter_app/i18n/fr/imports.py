"""Français: the import of players and the rating lists (services/player_import.py,
rating_lists.py, list_sequence.py, custom_lists.py, national.py, import_check.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the CSV import of players (services/player_import.py) -----------------
    'Name (Last, First)':
        'Nom (Nom, Prénom)',
    'Surname':
        'Nom de famille',
    'First name':
        'Prénom',
    'Federation':
        'Fédération',
    'Birth date':
        'Date de naissance',
    'column {n}':
        'colonne {n}',
    '{source}: column {column!r}: unknown field {field!r} (fields: {fields})':
        '{source} : colonne {column!r} : champ inconnu {field!r} (champs : {fields})',
    '{source}: columns {first!r} and {second!r} are both mapped to {field}; ignore one of them':
        "{source} : les colonnes {first!r} et {second!r} sont toutes deux associées à {field} ; ignorez l'une d'elles",
    '{source}: columns {first!r} and {second!r} both give the name; ignore one of them':
        "{source} : les colonnes {first!r} et {second!r} donnent toutes deux le nom ; ignorez l'une d'elles",
    "{source}: line 1 must be a header with a 'name' column, or 'surname' and 'first name' columns; no column is mapped to the name (found: {found})":
        "{source} : la ligne 1 doit être un en-tête avec une colonne 'name', ou des colonnes 'surname' et 'first name' ; aucune colonne n'est associée au nom (trouvées : {found})",
    'nothing':
        'rien',
    'ignored: {columns}':
        'ignorées : {columns}',
    '{source}: line {line_no}':
        '{source} : ligne {line_no}',
    '{where}: {fields}, but the header has {columns} (extra: {extra})':
        "{where} : {fields}, mais l'en-tête a {columns} (en trop : {extra})",
    ('{n} field', '{n} fields'):
        ('{n} champ', '{n} champs'),
    ('{n} column', '{n} columns'):
        ('{n} colonne', '{n} colonnes'),
    '{where}: {problem} (column {column!r})':
        '{where} : {problem} (colonne {column!r})',
    '{where}: the name is empty (column {column!r})':
        '{where} : le nom est vide (colonne {column!r})',
    'rating {cell!r} is not a number':
        "l'Elo {cell!r} n'est pas un nombre",
    'rating {cell} is out of range 0-3500':
        "l'Elo {cell} est hors de la plage 0-3500",
    'FIDE id {cell!r} must contain digits only':
        "l'identifiant FIDE {cell!r} ne doit contenir que des chiffres",
    'federation {cell!r} is not a three-letter code such as GER':
        "la fédération {cell!r} n'est pas un code de trois lettres comme GER",
    'title {cell!r} has more than the 3 characters TRF files hold (GM, WIM, ...)':
        'le titre {cell!r} a plus que les 3 caractères que contiennent les fichiers TRF (GM, WIM, ...)',
    # -- the re-check of an imported tournament (services/import_check.py) -----
    'the system cannot pair it ({error})':
        "le système ne peut pas l'apparier ({error})",
    'the file has {found}, the rules give {expected}':
        'le fichier a {found}, les règles donnent {expected}',
    'no other pair':
        'aucune autre paire',
    'the pairing-allocated bye is {in_file} in the file, {by_rules} by the rules':
        "l'exempt attribué par l'appariement est {in_file} dans le fichier, {by_rules} selon les règles",
    'nobody':
        'personne',
    # -- rating lists, custom lists, national ratings, ratings by round (services/rating_lists.py, list_sequence.py, custom_lists.py, national.py, round_ratings.py) ---
    '{kind!r} is not a kind of rating ({kinds})':
        "{kind!r} n'est pas un type d'Elo ({kinds})",
    '{source}: no column is mapped to the rating (columns: {columns}); name it with --map COLUMN=rating':
        "{source} : aucune colonne n'est associée à l'Elo (colonnes : {columns}) ; indiquez-la avec --map COLONNE=rating",
    'the {kind} sequence has no list {position} ({lists})':
        "la séquence {kind} n'a pas de liste {position} ({lists})",
    ('{n} list', '{n} lists'):
        ('{n} liste', '{n} listes'),
    'the rating lists cannot be kept: {problem}':
        'les listes Elo ne peuvent pas être conservées : {problem}',
    'federation {federation!r} is not a 3-letter FIDE code (e.g. NED)':
        "la fédération {federation!r} n'est pas un code FIDE de 3 lettres (p. ex. NED)",
    'national rating {rating!r} is not a number from 0 to 9999':
        "l'Elo national {rating!r} n'est pas un nombre de 0 à 9999",
    'national id {national_id!r}: up to 11 letters or digits':
        'identifiant national {national_id!r} : 11 lettres ou chiffres au plus',
    'player {number} is not in the tournament':
        "le joueur {number} n'est pas dans le tournoi",
    'manual rating':
        'Elo manuel',
    'player {number} {name}: {field} {registered} here, {listed} in the list':
        'joueur {number} {name} : {field} {registered} ici, {listed} dans la liste',
    '{list} ({month})':
        '{list} ({month})',
    'month unknown':
        'mois inconnu',
    'ratings by round are for events longer than 30 days: set the flag first (settings --long-event on, checklist Q210)':
        "les Elo par ronde sont pour les tournois de plus de 30 jours : activez d'abord l'indicateur (settings --long-event on, liste de contrôle Q210)",
    'round {from_round!r} is not a number':
        "la ronde {from_round!r} n'est pas un nombre",
    "round {from_round} is not between 2 and {last}: round 1 is played at the rating of the player's entry":
        "la ronde {from_round} n'est pas entre 2 et {last} : la ronde 1 se joue à l'Elo de l'inscription du joueur",
    '{where}: rating {rating!r} is not a number':
        "{where} : l'Elo {rating!r} n'est pas un nombre",
    '{where}: rating {value} is out of range (0-{most})':
        "{where} : l'Elo {value} est hors de la plage (0-{most})",
    '{list} is a {kinds} list; the tournament is rated {kind}':
        '{list} est une liste {kinds} ; le tournoi est comptabilisé en {kind}',
    # -- issue 34: untrusted input files ---
    '{path} is a folder, not {what}':
        '{path} est un dossier, pas {what}',
    '{path} is a device, not {what}':
        '{path} est un périphérique, pas {what}',
    '{path} is a FIFO (named pipe), not {what}':
        '{path} est une FIFO (tube nommé), pas {what}',
    '{path} is a socket, not {what}':
        '{path} est un socket, pas {what}',
    '{path} is a special file, not {what}':
        '{path} est un fichier spécial, pas {what}',
    'a TRF file':
        'un fichier TRF',
    'a CSV file':
        'un fichier CSV',
    'a pairing file':
        "un fichier d'appariement",
    'a rating list':
        'une liste Elo',
    'a zipped rating list':
        'une liste Elo zippée',
    '{size} MB':
        '{size} Mo',
    '{size} GB':
        '{size} Go',
    '{path} is {size}, more than {what} can be ({limit} at most); it is not read':
        "{path} fait {size}, plus que ne peut l'être {what} (au plus {limit}) ; il n'est pas lu",
    '{path} is larger than {what} can be ({limit} at most); it is not read':
        "{path} est plus grand que ne peut l'être {what} (au plus {limit}) ; il n'est pas lu",
    '{path}: {member} is {size} unzipped, more than {what} can be ({limit} at most); it is not read':
        "{path} : {member} fait {size} décompressé, plus que ne peut l'être {what} (au plus {limit}) ; il n'est pas lu",
    '{path}: {member} unzips to more than {what} can be ({limit} at most); it is not read':
        "{path} : {member} décompressé est plus grand que ne peut l'être {what} (au plus {limit}) ; il n'est pas lu",
    '{name}: not a readable zip file ({problem})':
        '{name} : pas un fichier zip lisible ({problem})',
    '{name}: not a zipped rating list: its directory is {size} ({limit} at most)':
        '{name} : pas une liste Elo zippée : son répertoire fait {size} (au plus {limit})',
    '{name}: line {line} is longer than {limit} characters; not a FIDE rating list':
        '{name} : la ligne {line} a plus de {limit} caractères ; pas une liste Elo FIDE',
    '{name}: not a FIDE rating list: it holds a DOCTYPE, a comment, a CDATA section or a processing instruction':
        '{name} : pas une liste Elo FIDE : elle contient un DOCTYPE, un commentaire, une section CDATA ou une instruction de traitement',
    '{name}: not a FIDE rating list: more than {limit} characters without markup':
        '{name} : pas une liste Elo FIDE : plus de {limit} caractères sans balise',
    '{name}: not a FIDE rating list: elements nested more than {depth} deep':
        '{name} : pas une liste Elo FIDE : des éléments imbriqués sur plus de {depth} niveaux',
    # -- issue 34: rating lists in an 8-bit encoding ---
    '{name}: not a FIDE rating list: a list is read in UTF-8 or Latin-1 only':
        "{name} : pas une liste Elo FIDE : une liste n'est lue qu'en UTF-8 ou en Latin-1",
}
