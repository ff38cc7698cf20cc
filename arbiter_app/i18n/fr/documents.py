"""Français: the documents and web pages (services/documents, render)."""

# flake8: noqa: E501
MESSAGES = {
    # -- documents -----------------------------------------------------------
    '+{points} virtual':
        '+{points} virtuel',
    'Pairing list of a round, by board':
        "Appariements d'une ronde, par échiquier",
    'Pairing list of a round, alphabetically':
        "Appariements d'une ronde, par ordre alphabétique",
    'Starting-rank list':
        'Liste de départ',
    'Standings':
        'Classement',
    'Crosstable':
        'Grille américaine',
    'Rating changes and performances':
        'Variations Elo et performances',
    'Starting rank list':
        'Liste de départ',
    'No round is paired yet: there is no pairing list to print.':
        "Aucune ronde n'est encore appariée : il n'y a pas de liste d'appariements à imprimer.",
    ('Round {round} is not paired ({n} round is): there is no pairing list of it.', 'Round {round} is not paired ({n} rounds are): there is no pairing list of it.'):
        ("La ronde {round} n'est pas appariée ({n} ronde l'est) : elle n'a pas de liste d'appariements.", "La ronde {round} n'est pas appariée ({n} rondes le sont) : elle n'a pas de liste d'appariements."),
    'Tournament':
        'Tournoi',
    'Pairings of round {round}':
        'Appariements de la ronde {round}',
    'Pairings of round {round} (alphabetical)':
        'Appariements de la ronde {round} (ordre alphabétique)',
    'Rating changes after round {round}':
        'Variations Elo après la ronde {round}',
    'Rating changes':
        'Variations Elo',
    'Provisional standings after round {round}':
        'Classement provisoire après la ronde {round}',
    'Provisional crosstable after round {round}':
        'Grille américaine provisoire après la ronde {round}',
    'Standings after round {round}':
        'Classement après la ronde {round}',
    'Standings before round 1':
        'Classement avant la ronde 1',
    'Crosstable after round {round}':
        'Grille américaine après la ronde {round}',
    'Crosstable before round 1':
        'Grille américaine avant la ronde 1',
    'Rd':
        'Rd',
    'Bd':
        'Éch.',
    'Colour':
        'Couleur',
    'No.':
        'N°',
    'Opponent':
        'Adversaire',
    'Rtg':
        'Elo',
    'Result':
        'Résultat',
    'Pts':
        'Pts',
    '1 (unrated)':
        '1 (non comptabilisée Elo)',
    '0 (unrated)':
        '0 (non comptabilisée Elo)',
    '½ (unrated)':
        '½ (non comptabilisée Elo)',
    'bye':
        'exempt',
    'full-point bye':
        "bye d'un point",
    'half-point bye':
        "bye d'un demi-point",
    'absent':
        'absent',
    'won / lost by forfeit':
        'gagné / perdu par forfait',
    "the player's points after the round":
        'les points du joueur après la ronde',
    'No. {number}':
        'N° {number}',
    'rating {rating}':
        'Elo {rating}',
    'FIDE ID {id}':
        'ID FIDE {id}',
    'withdrawn from round {round}':
        'retiré à partir de la ronde {round}',
    '({points} for the pairing of round {round})':
        "({points} pour l'appariement de la ronde {round})",
    'How to read it':
        'Comment la lire',
    'Points:':
        'Points :',
    'Round':
        'Ronde',
    'Date':
        'Date',
    'Pairings and results':
        'Appariements et résultats',
    'Alphabetical':
        'Par ordre alphabétique',
    'Standings after the round':
        'Classement après la ronde',
    'Results':
        'Résultats',
    '{played} of {total}':
        '{played} sur {total}',
    'Place':
        'Lieu',
    'Dates':
        'Dates',
    'Players':
        'Joueurs',
    'Rounds paired':
        'Rondes appariées',
    'Pairing system':
        "Système d'appariement",
    'Time control':
        'Cadence',
    'Chief arbiter':
        'Arbitre principal',
    'Deputy arbiters':
        'Arbitres adjoints',
    'Round {round} by board':
        'Ronde {round} par échiquier',
    'Round {round} by name':
        'Ronde {round} par nom',
    'Rounds':
        'Rondes',
    'No round is paired yet.':
        "Aucune ronde n'est encore appariée.",
    'The event':
        'Le tournoi',
    'After round {round}':
        'Après la ronde {round}',
    'Data for other programs':
        "Données pour d'autres programmes",
    '1 – 0 (unrated)':
        '1 – 0 (non comptabilisée Elo)',
    '0 – 1 (unrated)':
        '0 – 1 (non comptabilisée Elo)',
    '½ – ½ (unrated)':
        '½ – ½ (non comptabilisée Elo)',
    'adjourned':
        'ajournée',
    'White':
        'Blancs',
    'Black':
        'Noirs',
    'Name':
        'Nom',
    'Title':
        'Titre',
    'Fed':
        'Féd.',
    'Rating':
        'Elo',
    'FIDE ID':
        'ID FIDE',
    'Born':
        'Naissance',
    'Games':
        'Parties',
    'Score':
        'Score',
    'Expected':
        'Attendu',
    'Change':
        'Variation',
    'Perf.':
        'Perf.',
    'games played to a result against a rated opponent (forfeits, byes, unrated games and games against unrated players are left out)':
        "parties jouées jusqu'à un résultat contre un adversaire classé Elo (forfaits, byes, parties non comptabilisées et parties contre des joueurs non classés exclus)",
    "the sum of the expected scores PD of FIDE's table (B.02 8.1.2); a difference of more than 400 points counts as 400 for players rated below 2650 (8.3.1)":
        'la somme des scores attendus PD de la table de la FIDE (B.02 8.1.2) ; un écart de plus de 400 points compte pour 400 pour les joueurs classés sous 2650 (8.3.1)',
    'K × (score − expected) (B.02 8.3.2), before the rounding of the rating period':
        "K × (score − attendu) (B.02 8.3.2), avant l'arrondi de la période de classement",
    "the performance: the opponents' average rating + dp of FIDE's table (B.02 8.1.1) for the percentage scored":
        'la performance : Elo moyen des adversaires + dp de la table de la FIDE (B.02 8.1.1) pour le pourcentage marqué',
    'unrated':
        'non classé',
    '+bye':
        '+exempt',
    'won with White against the player ranked 12 (b: with Black; 1 win, ½ draw, 0 loss; + and − a game won or lost by forfeit)':
        'gagné avec les Blancs contre le joueur classé 12e (b : avec les Noirs ; 1 gain, ½ nulle, 0 perte ; + et − partie gagnée ou perdue par forfait)',
    'pairing-allocated bye; 1 bye and ½ bye: full- and half-point byes; − absent':
        "exempt attribué par l'appariement ; 1 bye et ½ bye : byes d'un point et d'un demi-point ; − absent",
    'Tie-breaks':
        'Départages',
    'The tie-breaks could not be computed ({error}); points only.':
        "Les départages n'ont pas pu être calculés ({error}) ; points seulement.",
    'Rank':
        'Pl.',
    'Points':
        'Points',
    'R{round}':
        'R{round}',
    '½ bye':
        '½ bye',
    '1 bye':
        '1 bye',
    'NOT IN FIDE MODE (left at round {round})':
        'HORS MODE FIDE (quitté à la ronde {round})',
    'NOT IN FIDE MODE':
        'HORS MODE FIDE',
    '* K not given (no rating list, nor the arbiter): the K of B.02 8.3.3 for the rating alone, 20 below 2400 and 10 from 2400 (a player new to the list or a junior below 2300 has 40).':
        "* K non donné (ni par la liste Elo, ni par l'arbitre) : le K de B.02 8.3.3 selon le seul Elo, 20 sous 2400 et 10 à partir de 2400 (un joueur nouveau sur la liste ou un junior sous 2300 a 40).",
    'Direct encounter: points in the games between the tied players':
        'Confrontation directe : points des parties entre les joueurs à égalité',
    'Direct encounter, for the first place only':
        'Confrontation directe, pour la première place seulement',
    'Number of rounds won, with or without playing':
        'Nombre de rondes gagnées, jouées ou non',
    'Number of games won over the board':
        "Nombre de parties gagnées sur l'échiquier",
    'Number of games played with black':
        'Nombre de parties jouées avec les Noirs',
    'Number of games won with black':
        'Nombre de parties gagnées avec les Noirs',
    'Progressive score: sum of the scores after each round':
        'Cumulatif : somme des scores après chaque ronde',
    'Games one elected to play: rounds minus half-point byes, zero-point byes and forfeit losses':
        "Parties choisies d'être jouées : rondes moins les byes d'un demi-point, les byes à zéro point et les défaites par forfait",
    'Standard points: 1 a round won, 1/2 a round drawn, whatever the scoring':
        'Points standard : 1 par ronde gagnée, 1/2 par ronde nulle, quel que soit le barème',
    'Tournament pairing number, the lower first':
        "Numéro d'appariement, le plus petit d'abord",
    "Buchholz: sum of the opponents' scores":
        'Buchholz : somme des scores des adversaires',
    'Average of the Buchholz of the opponents played over the board':
        "Moyenne des Buchholz des adversaires rencontrés sur l'échiquier",
    'Fore Buchholz: Buchholz as if every last-round game were a draw':
        'Buchholz anticipé : Buchholz comme si toutes les parties de la dernière ronde étaient nulles',
    "Sonneborn-Berger: opponents' scores weighted by the result against them":
        'Sonneborn-Berger : scores des adversaires pondérés par le résultat contre eux',
    'Koya score: points against opponents with at least half the maximum score':
        'Koya : points contre les adversaires ayant au moins la moitié du score maximal',
    'Average rating of the opponents met over the board':
        "Elo moyen des adversaires rencontrés sur l'échiquier",
    'Tournament performance rating':
        'Performance du tournoi',
    'Perfect tournament performance':
        'Performance parfaite du tournoi',
    'Average performance rating of the opponents':
        'Performance moyenne des adversaires',
    'Average perfect performance of the opponents':
        'Performance parfaite moyenne des adversaires',
    "The player's rating":
        "L'Elo du joueur",
    'approved 1 August 2023, applied from 1 September 2023 / 1 April 2024':
        'approuvées le 1er août 2023, appliquées à partir du 1er septembre 2023 / 1er avril 2024',
    'approved 29 July 2024, applied from 1 August 2024':
        'approuvées le 29 juillet 2024, appliquées à partir du 1er août 2024',
    'approved 2 February 2026, applied from 1 March 2026':
        'approuvées le 2 février 2026, appliquées à partir du 1er mars 2026',
    'Tie-break rules: {edition}, by the start date':
        'Règles de départage : {edition}, selon la date de début',
    'Tie-break rules: {edition}, chosen by the arbiter':
        "Règles de départage : {edition}, choisies par l'arbitre",
    ', Median-{n}':
        ', médian-{n}',
    ', Cut-{n}':
        ', moins {n}',
    (', limit {shift} half point', ', limit {shift} half points'):
        (', limite {shift} demi-point', ', limite {shift} demi-points'),
    ', of the Fore Buchholz':
        ', du Buchholz anticipé',
    ', reverse order':
        ', ordre inverse',
    ', first round cut':
        ', sans la première ronde',
    ', forfeits counted':
        ', forfaits comptés',
    ', forfeits as played games':
        ', forfaits comptés comme parties jouées',
    'before round 1':
        'avant la ronde 1',
    'after round {round} of {total}':
        'après la ronde {round} sur {total}',
    'after round {round}':
        'après la ronde {round}',
    '; round {round} in progress ({got} of {total} results)':
        ' ; ronde {round} en cours ({got} résultats sur {total})',
    'Written {date} {time}, {stage}.':
        'Écrit le {date} à {time}, {stage}.',
    'Event and rounds':
        'Tournoi et rondes',
    'complete':
        'complets',
    '{got} of {total} results':
        '{got} résultats sur {total}',
    'Player card: {name}':
        'Fiche du joueur : {name}',
    "Starting-rank list (each player's card)":
        'Liste de départ (la fiche de chaque joueur)',
    'Tournament information':
        'Informations sur le tournoi',
    ('{n} file written, {unchanged} unchanged, {removed} removed: {folder}', '{n} files written, {unchanged} unchanged, {removed} removed: {folder}'):
        ('{n} fichier écrit, {unchanged} inchangés, {removed} supprimés : {folder}', '{n} fichiers écrits, {unchanged} inchangés, {removed} supprimés : {folder}'),
    'no publishing folder is set for this tournament':
        "aucun dossier de publication n'est choisi pour ce tournoi",
    # -- the standings' mark and the PDF writer (documents/tables.py, render/pdf.py) ---
    'expelled from round {round}':
        'exclu à partir de la ronde {round}',
    'folder {folder} does not exist':
        "le dossier {folder} n'existe pas",
    '{path} is a folder':
        '{path} est un dossier',
    'could not write the PDF {path}':
        "impossible d'écrire le PDF {path}",
    # -- issue 34: CSV cells and publishing folders ---
    'cannot keep the publishing folder in {path}: {strerror}':
        'impossible de garder le dossier de publication dans {path} : {strerror}',
    'the tournament file proposes the publishing folder {folder}, which was not chosen on this computer; nothing was written':
        "le fichier du tournoi propose le dossier de publication {folder}, qui n'a pas été choisi sur cet ordinateur ; rien n'a été écrit",
    '{file}: the file proposes the publishing folder {folder}, not chosen on this computer; to publish there, give it with -o FOLDER (--remember keeps it)':
        "{file} : le fichier propose le dossier de publication {folder}, qui n'a pas été choisi sur cet ordinateur ; pour y publier, donnez-le avec -o FOLDER (--remember le garde)",
    'The tournament file proposes this folder; it was not chosen on this computer. Check it: nothing is written before you confirm.':
        "Le fichier du tournoi propose ce dossier ; il n'a pas été choisi sur cet ordinateur. Vérifiez-le : rien n'est écrit avant votre confirmation.",
}
