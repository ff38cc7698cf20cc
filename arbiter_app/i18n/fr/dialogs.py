"""Français: the dialogs' labels, checks and messages (arbiter_app/ui/dialogs, ui/imports)."""

# flake8: noqa: E501
MESSAGES = {
    # -- date fields (ui/dialogs/fields.py) -------------------------------------------------
    'YYYY-MM-DD':
        'JJ/MM/AAAA',
    'YYYY-MM-DD (optional)':
        'JJ/MM/AAAA (facultatif)',
    '{label}: enter a date (YYYY-MM-DD).':
        '{label} : saisissez une date (JJ/MM/AAAA).',
    # -- the player dialog's checks (ui/dialogs/player.py) -----------------------------------
    'The player needs a name (Surname, First name).':
        'Le joueur doit avoir un nom (Nom, Prénom).',
    'Federation {federation!r} must be three capital letters, e.g. GER.':
        'La fédération {federation!r} doit être de trois lettres majuscules, p. ex. FRA.',
    'FIDE id {fide_id!r} must contain digits only.':
        "L'ID FIDE {fide_id!r} ne doit contenir que des chiffres.",
    'from the rating':
        "selon l'Elo",
    # -- importing a TRF file (ui/dialogs/system.py) -----------------------------------------
    'The file names the pairing system and the tie-breaks: check them here.':
        "Le fichier indique le système d'appariement et les départages : vérifiez-les ici.",
    'The file names the pairing system: check it here.':
        "Le fichier indique le système d'appariement : vérifiez-le ici.",
    'The file names the tie-breaks: check them here.':
        'Le fichier indique les départages : vérifiez-les ici.',
    'A TRF16 file names neither the pairing system nor the tie-breaks: choose them here.':
        "Un fichier TRF16 n'indique ni le système d'appariement ni les départages : choisissez-les ici.",
    'Both can be seen later in Tournament settings; the tie-breaks can also be changed there.':
        'Les deux se retrouvent ensuite dans Paramètres du tournoi ; les départages peuvent aussi y être modifiés.',
    'No pairing system is available yet.':
        "Aucun système d'appariement n'est encore disponible.",
    # -- the tournament dialog's checks (ui/dialogs/tournament.py) ---------------------------
    '{system} (not available yet)':
        '{system} (pas encore disponible)',
    'The tournament needs a name.':
        'Le tournoi doit avoir un nom.',
    'Start date':
        'Date de début',
    'End date':
        'Date de fin',
    'The end date is before the start date.':
        'La date de fin est antérieure à la date de début.',
    'Point system: {problem}.':
        'Barème : {problem}.',
    'The starting-rank method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation.':
        'La méthode du classement de départ {method} lit des Elo nationaux : indiquez leur fédération (p. ex. FRA), ou donnez une fédération au tournoi.',
    "The national ratings' federation {federation!r} is not a 3-letter code.":
        "La fédération des Elo nationaux {federation!r} n'est pas un code de 3 lettres.",
    'Acceleration: {problem}.':
        'Accélération : {problem}.',
    'Round robin: {problem}.':
        'Toutes rondes : {problem}.',
    # -- the CSV preview (ui/dialogs/csv_preview.py) -----------------------------------------
    (' (the first {n} is shown)', ' (the first {n} are shown)'):
        (' ({n} première ligne affichée)', ' ({n} premières lignes affichées)'),
    ('{source}: {n} line below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.',
     '{source}: {n} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.'):
        ("{source} : {n} ligne sous l'en-tête{more}. Vérifiez le champ que remplit chaque colonne ; une colonne réglée sur « (ignorée) » n'est pas importée.",
         "{source} : {n} lignes sous l'en-tête{more}. Vérifiez le champ que remplit chaque colonne ; une colonne réglée sur « (ignorée) » n'est pas importée."),
    '(ignored)':
        '(ignorée)',
    'field':
        'champ',
    'line {n}':
        'ligne {n}',
    'field of column {column}':
        'champ de la colonne {column}',
    ('{n} player to import', '{n} players to import'):
        ('{n} joueur à importer', '{n} joueurs à importer'),
    ('{n} problem to correct first (in the file, or by choosing another field or “(ignored)”)',
     '{n} problems to correct first (in the file, or by choosing another field or “(ignored)”)'):
        ("{n} problème à corriger d'abord (dans le fichier, ou en choisissant un autre champ ou « (ignorée) »)",
         "{n} problèmes à corriger d'abord (dans le fichier, ou en choisissant un autre champ ou « (ignorée) »)"),
    '… and {n} more':
        '… et {n} de plus',
    ('&Import {n} player', '&Import {n} players'):
        ('&Importer {n} joueur', '&Importer {n} joueurs'),
    '&Import':
        '&Importer',
    # -- the manual pairing dialog (ui/dialogs/override.py) ----------------------------------
    'Board':
        'Échiquier',
    'Problems':
        'Problèmes',
    'swapped by the arbiter':
        "couleurs inversées par l'arbitre",
    'changed by the arbiter':
        "modifié par l'arbitre",
    'made by the arbiter':
        "formé par l'arbitre",
    'given by the arbiter':
        "attribué par l'arbitre",
    '{rule}: {text}':
        '{rule} : {text}',
    (' (player {players})', ' (players {players})'):
        (' (joueur {players})', ' (joueurs {players})'),
    '{number} (not a player)':
        "{number} (n'est pas un joueur)",
    'no bye':
        'pas de bye',
    'No rule is broken.':
        "Aucune règle n'est enfreinte.",
    ('{n} rule broken: saving needs your confirmation.', '{n} rules broken: saving needs your confirmation.'):
        ("{n} règle enfreinte : l'enregistrement demande votre confirmation.",
         "{n} règles enfreintes : l'enregistrement demande votre confirmation."),
    # -- restoring a backup (ui/dialogs/restore.py) ------------------------------------------
    'Arbiter tournaments (*.arbiter);;All files (*)':
        'Tournois Arbiter (*.arbiter);;Tous les fichiers (*)',
    'damaged: {problem}':
        'endommagée : {problem}',
    # -- counts of the FIDE list search and the rating check (ui/dialogs/fide.py, rating_check.py)
    ('{n} player found; it is selected (Ctrl+click to change the selection).',
     '{n} players found; all are selected (Ctrl+click to change the selection).'):
        ('{n} joueur trouvé ; il est choisi (Ctrl+clic pour changer le choix).',
         '{n} joueurs trouvés ; tous sont choisis (Ctrl+clic pour changer le choix).'),
    'No player found.':
        'Aucun joueur trouvé.',
    ('{found} of {n} player found', '{found} of {n} players found'):
        ('{found} sur {n} joueur trouvé', 'joueurs trouvés : {found} sur {n}'),
    ('{n} difference', '{n} differences'):
        ('{n} différence', '{n} différences'),
    '{list}: {kinds} list of {month}; {found}, {differences}':
        '{list} : liste {kinds} de {month} ; {found}, {differences}',
    # -- players: entering and importing players (issue 35) ---
    ('Import the &valid line only ({n} player)', 'Import the &valid lines only ({n} players)'):
        ('Importer seulement la ligne &valide ({n} joueur)', 'Importer seulement les lignes &valides ({n} joueurs)'),
    '(as entered)':
        '(tel que saisi)',
    "A rating one of the player's rating lists gives: picking it puts it in Rating, or in Manual rating when it is of another kind than the event's":
        "Un Elo que donne l'une des listes de classement du joueur : le choisir le met dans Elo, ou dans Classement manuel s'il est d'un autre type que celui du tournoi",
    'Rating fr&om a list':
        "Elo d'&une liste",
    # -- screens: small screens (issue #35) ---
    'Round dates (any form)':
        'Dates des rondes (toute forme)',
    # -- fplayoff: play-off results for tied places (Q207) ---
    "A &play-off's scores (C.07 3):":
        "Scores d'un &barrage joué (C.07 3) :",
    'pairing number=score, e.g. 5=1.5, 3=0.5':
        "numéro d'appariement=score, p. ex. 5=1.5, 3=0.5",
    'e.g. Armageddon, blitz match (empty: play-off)':
        'p. ex. Armageddon, match de blitz (vide : barrage)',
    "Between players &tied on points, before the tie-breaks (as the tournament's rules say)":
        'Entre joueurs e&x aequo aux points, avant les départages (si le règlement du tournoi le dit)',
    '&Name of the play-off:':
        '&Nom du barrage :',
    "Type each player's play-off score as pairing number=score, two players at least, e.g. 5=1.5, 3=0.5.":
        "Tapez le score de barrage de chaque joueur sous la forme numéro d'appariement=score, deux joueurs au moins, p. ex. 5=1.5, 3=0.5.",
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "Downloading FIDE's rating list from {url}…":
        'Téléchargement de la liste Elo FIDE depuis {url}…',
    'Update FIDE rating list':
        'Mettre à jour la liste Elo FIDE',
    "Downloading FIDE's rating list: {size} KB…":
        'Téléchargement de la liste Elo FIDE : {size} Ko…',
    "FIDE's rating list is updated.\n{copy}":
        'La liste Elo FIDE est à jour.\n{copy}',
    "Downloading FIDE's rating list":
        'Téléchargement de la liste Elo FIDE',
}
