"""Français: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms); docs/languages.md says how to add or change one."""

# flake8: noqa: E501
NPLURALS = 2


def plural(n: int) -> int:
    """0: 0 and 1 (« 1 joueur », « 0 joueur »); 1: the others."""
    return 0 if n <= 1 else 1


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
    ', limit {n} half point':
        ', limite {n} demi-point',
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
    # -- settings ------------------------------------------------------------
    'the document language {code!r} is not one of {known}':
        "la langue des documents {code!r} n'est pas l'une de {known}",
    # -- ui ------------------------------------------------------------------
    'When (UTC)':
        'Quand (UTC)',
    'Action':
        'Action',
    'Details':
        'Détails',
    'Audit log':
        "Journal d'audit",
    "Filter (e.g. “manual pairing”, a player's number)":
        "Filtre (p. ex. « appariement manuel », le numéro d'un joueur)",
    'half-point bye (H)':
        "bye d'un demi-point (H)",
    'absent, zero points (Z)':
        'absent, zéro point (Z)',
    'full-point bye (F)':
        "bye d'un point (F)",
    'no bye: pair the player':
        'pas de bye : apparier le joueur',
    'Requested bye':
        'Bye demandé',
    '&Round':
        '&Ronde',
    '&Kind':
        '&Type',
    'Pairing card – {title}':
        "Fiche d'appariement – {title}",
    'Player':
        'Joueur',
    'Colours':
        'Couleurs',
    'Colour difference':
        'Différence de couleurs',
    'Colour preference':
        'Préférence de couleur',
    'Rating change':
        'Variation Elo',
    'Performance':
        'Performance',
    'Import players from {source}':
        'Importer les joueurs de {source}',
    '{source}: {count} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.':
        "{source} : {count} lignes sous l'en-tête{more}. Vérifiez le champ que remplit chaque colonne ; une colonne réglée sur « (ignorée) » n'est pas importée.",
    'FIDE id':
        'ID FIDE',
    'Sex':
        'Sexe',
    'Players from the FIDE rating list':
        'Joueurs de la liste Elo FIDE',
    'One player per line: a FIDE id, or words of the name (e.g. “carlsen magnus”)':
        'Un joueur par ligne : un ID FIDE, ou des mots du nom (p. ex. « carlsen magnus »)',
    '&Search':
        '&Chercher',
    '&Add selected players':
        '&Ajouter les joueurs choisis',
    'Searching the rating list…':
        'Recherche dans la liste Elo…',
    '{count} players found; all are selected (Ctrl+click to change the selection).':
        '{count} joueurs trouvés ; tous sont choisis (Ctrl+clic pour changer le choix).',
    'Type a name or a FIDE id first.':
        "Tapez d'abord un nom ou un ID FIDE.",
    'Pick the date in a calendar (Alt+Down)':
        'Choisir la date dans un calendrier (Alt+Bas)',
    '&Up':
        '&Monter',
    'D&own':
        'Descendre (&K)',
    'Forbidden pairs':
        'Paires interdites',
    '&Remove this pair (they may meet again)':
        '&Retirer cette paire (ils peuvent de nouveau se rencontrer)',
    'Forbidden now: {shown}':
        'Interdites : {shown}',
    '&First player (number)':
        '&Premier joueur (numéro)',
    'Se&cond player (number)':
        '&Second joueur (numéro)',
    'Language':
        'Langue',
    'As the operating system':
        "Comme le système d'exploitation",
    '&Language of the windows':
        '&Langue des fenêtres',
    "Arbiter shows the language chosen from its next start. The language of a tournament's printouts and web pages is one of its settings (File › Tournament settings).":
        "Arbiter affiche la langue choisie dès son prochain démarrage. La langue des impressions et des pages web d'un tournoi est l'un de ses paramètres (Fichier › Paramètres du tournoi).",
    'Manual pairing of round {round_no}':
        'Appariement manuel de la ronde {round_no}',
    '&Bye:':
        '&Bye :',
    '&Save pairing':
        "&Enregistrer l'appariement",
    'Cancel':
        'Annuler',
    'Checking the pairing…':
        "Vérification de l'appariement…",
    'Pairing breaks the rules':
        "L'appariement enfreint les règles",
    "This pairing breaks:\n\n{text}\n\nSave it anyway? It will be written to the audit log together with the differences from the engine's pairing.":
        "Cet appariement enfreint :\n\n{text}\n\nL'enregistrer quand même ? Il sera inscrit au journal d'audit avec ses différences par rapport à l'appariement du moteur.",
    'Reason':
        'Motif',
    'Why is this pairing needed?':
        'Pourquoi cet appariement est-il nécessaire ?',
    'Swap &colours':
        'Inverser les &couleurs',
    'E&xchange two players':
        '&Échanger deux joueurs',
    '&Make pair of two unpaired':
        '&Apparier deux non appariés',
    '&Remove board':
        "&Retirer l'échiquier",
    'Pairing car&d':
        "Fiche &d'appariement",
    'Not paired:':
        'Non appariés :',
    'Rules broken by this pairing:':
        'Règles enfreintes par cet appariement :',
    'Select exactly two players (Ctrl+click) to exchange them.':
        'Choisissez exactement deux joueurs (Ctrl+clic) pour les échanger.',
    'Select two players in the “Not paired” list (Ctrl+click).':
        'Choisissez deux joueurs dans la liste « Non appariés » (Ctrl+clic).',
    'Still checking the pairing; save again in a moment.':
        "Vérification de l'appariement en cours ; enregistrez de nouveau dans un instant.",
    'Not saved: the pairing breaks the rules listed below.':
        "Non enregistré : l'appariement enfreint les règles ci-dessous.",
    'Surname, First name':
        'Nom, Prénom',
    'YYYY/MM/DD':
        'AAAA/MM/JJ',
    'The K-factor of the FIDE rating list (40, 20 or 10), for the rating change; left at "from the rating": 20 below 2400, 10 from 2400':
        "Le coefficient K de la liste Elo FIDE (40, 20 ou 10), pour la variation Elo ; laissé à « selon l'Elo » : 20 sous 2400, 10 à partir de 2400",
    'May take &half-point byes':
        "Peut prendre des byes d'un &demi-point",
    'none':
        'aucun',
    'Nationa&l rating ({federation})':
        'Elo nati&onal ({federation})',
    '&Name':
        '&Nom',
    '&Rating':
        '&Elo',
    '&Title':
        '&Titre',
    '&Sex':
        '&Sexe',
    '&Federation':
        '&Fédération',
    'FIDE &id':
        '&ID FIDE',
    '&Born':
        'Né &le',
    '&K-factor':
        'Coefficient &K',
    'Add player':
        'Ajouter un joueur',
    'Save and ne&xt':
        'En&registrer et suivant',
    'Taken (local time)':
        'Faite (heure locale)',
    'Taken':
        'Faite',
    'Holds':
        'Contient',
    'Restore {name} from a backup':
        'Restaurer {name} depuis une sauvegarde',
    'Backups of {tournament}, taken before each round was paired, newest first. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        "Sauvegardes de {tournament}, faites avant l'appariement de chaque ronde, la plus récente d'abord. Celle choisie est restaurée comme un fichier de tournoi à part et ouverte ; le fichier sauvegardé reste tel quel.",
    'The tournament file to make; an existing file is only replaced after you confirm it.':
        "Le fichier de tournoi à créer ; un fichier existant n'est remplacé qu'après votre confirmation.",
    '&Browse…':
        '&Parcourir…',
    'Restore &as':
        'Restaurer &sous',
    '&Restore':
        '&Restaurer',
    'Restore the backup as':
        'Restaurer la sauvegarde sous',
    'Date of round {round_no}':
        'Date de la ronde {round_no}',
    '&Date of round {round_no}':
        '&Date de la ronde {round_no}',
    'Round date':
        'Date de la ronde',
    'Import {file_name}':
        'Importer {file_name}',
    'Pairing &system':
        "&Système d'appariement",
    '&Tie-breaks (tick, order)':
        '&Départages (cocher, ordonner)',
    'drawn by lot':
        'tirée au sort',
    'white':
        'blancs',
    'black':
        'noirs',
    'As in force at the start date':
        'Celles en vigueur à la date de début',
    'As the interface':
        "Comme l'interface",
    '&Place':
        '&Lieu',
    'S&tart date':
        'Date de &début',
    '&End date':
        'D&ate de fin',
    '&Chief arbiter':
        'Arbitre &principal',
    '&Deputy arbiters':
        'Arb&itres adjoints',
    'T&ime control':
        '&Cadence',
    '&Rounds':
        '&Rondes',
    'Point s&ystem':
        '&Barème',
    "Top player's co&lour in round 1":
        'Co&uleur du premier joueur à la ronde 1',
    'Tie-brea&ks (tick, order)':
        'D&épartages (cocher, ordonner)',
    'Tie-break rules (C.07 &version)':
        'Règles de départage (&version de C.07)',
    'Acceleration &method':
        "Mét&hode d'accélération",
    'Language of t&he printouts':
        'Langue des impressi&ons',
    '&Win, forfeit win, full-point bye (W)':
        "&Gain, gain par forfait, bye d'un point (W)",
    'Dr&aw, half-point bye (D)':
        "Null&e, bye d'un demi-point (D)",
    'Lost &game (L)':
        'Par&tie perdue (L)',
    'Absence: &zero-point bye, forfeit loss (A)':
        'Absence : bye à &zéro point, perte par forfait (A)',
    'Pairing-allocated &bye (P)':
        "E&xempt attribué par l'appariement (P)",
    'Unknown result, e.g. adjourned (&X)':
        'Résultat inconnu, p. ex. a&journée (X)',
    'Tournament settings':
        'Paramètres du tournoi',
    'New tournament':
        'Nouveau tournoi',
    'Arbiter – hall display':
        'Arbiter – affichage en salle',
    'Hall display':
        'Affichage en salle',
    '&Screen':
        'É&cran',
    'Seconds &per page':
        'Secondes &par page',
    'T&ype size':
        'T&aille du texte',
    '&Full screen':
        'Pl&ein écran',
    'Pla&yers':
        'Jo&ueurs',
    '&Standings':
        '&Classement',
    '&Crosstable':
        '&Grille américaine',
    '&File':
        '&Fichier',
    '&New tournament…':
        '&Nouveau tournoi…',
    '&Open…':
        '&Ouvrir…',
    '&Import TRF…':
        '&Importer un TRF…',
    'Open &recent':
        'Ouverts &récemment',
    'Tournament &settings…':
        '&Paramètres du tournoi…',
    '&Export TRF…':
        '&Exporter un TRF…',
    'Export ra&ting report…':
        'E&xporter le rapport Elo…',
    '&Audit log…':
        "&Journal d'audit…",
    '&Leave FIDE mode…':
        '&Quitter le mode FIDE…',
    '&Close tournament':
        'Fermer le &tournoi',
    '&Edit':
        'É&dition',
    '&Undo':
        '&Annuler',
    '&Redo':
        '&Rétablir',
    '&Find player / go to board':
        "&Chercher un joueur / aller à l'échiquier",
    'Ne&xt tab':
        'Onglet &suivant',
    'Pre&vious tab':
        'Onglet &précédent',
    'Se&ttings':
        '&Paramètres',
    '&Language…':
        '&Langue…',
    "the operating system's language":
        "la langue du système d'exploitation",
    'Arbiter will be in {language} from its next start.':
        'Arbiter sera en {language} dès son prochain démarrage.',
    'Restore from &backup…':
        'Restaurer une &sauvegarde…',
    "FIDE's rating report (TRF-2026): the mandatory fields checked first":
        "Le rapport Elo de la FIDE (TRF-2026) : les champs obligatoires vérifiés d'abord",
    'Leave FIDE mode for good (two questions)':
        'Quitter définitivement le mode FIDE (deux questions)',
    '&Quit':
        'Quitter (&A)',
    '&Players':
        '&Joueurs',
    "The language of Arbiter's windows":
        "La langue des fenêtres d'Arbiter",
    'Undone: {text}.':
        'Annulé : {text}.',
    'Redone: {text}.':
        'Rétabli : {text}.',
    'Left FIDE mode at round {n}; this cannot be undone.':
        "Mode FIDE quitté à la ronde {n} ; ce n'est pas réversible.",
    'Reading {name}':
        'Lecture de {name}',
    'The language could not be kept: {error}':
        "La langue n'a pas pu être enregistrée : {error}",
    'This tournament is open in another Arbiter window or program; it is shown read-only here.':
        'Ce tournoi est ouvert dans une autre fenêtre ou un autre programme Arbiter ; il est affiché ici en lecture seule.',
    'Leave FIDE mode: not done; nothing was changed.':
        "Quitter le mode FIDE : non fait ; rien n'a été modifié.",
    '{name} was not imported.':
        "{name} n'a pas été importé.",
    'Points after':
        'Points après',
    'Float':
        'Flotteur',
    'Note':
        'Remarque',
    'Status':
        'Statut',
    'Closing':
        'Fermeture',
    "Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)":
        "Filtre : le numéro d'un joueur, ou des mots du nom, de la fédération, du titre, de l'ID FIDE (Ctrl+F)",
    'Result of board {board}':
        "Résultat de l'échiquier {board}",
    'Go to board (number) or find a player (name) – Ctrl+F':
        "Aller à l'échiquier (numéro) ou chercher un joueur (nom) – Ctrl+F",
    '<h1>Arbiter</h1><p>Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved the moment you enter it.</p>':
        '<h1>Arbiter</h1><p>Dirigez un tournoi au système suisse FIDE : joueurs, appariements, résultats, classement. Tout est enregistré dès que vous le saisissez.</p>',
    'Recent tournaments (Enter or double-click to open):':
        'Tournois récents (Entrée ou double-clic pour ouvrir) :',
    '{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.':
        "{head} n'est possible qu'hors mode FIDE :\n{listed}\n\nRien n'a été modifié.",
    '{head}:\n\n{listed}\n\nGo ahead anyway?':
        '{head} :\n\n{listed}\n\nContinuer quand même ?',
    'Second confirmation – {head}:\n\n{listed}\n\nAre you sure?':
        'Seconde confirmation – {head} :\n\n{listed}\n\nÊtes-vous sûr ?',
    '{action}: not done; nothing was changed.':
        "{action} : non fait ; rien n'a été modifié.",
    'Restored the backup taken {when} ({reason}) as {path}.':
        'Sauvegarde du {when} ({reason}) restaurée sous {path}.',
    '{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.':
        "{user_message}\n\nSa sauvegarde la plus récente qui s'ouvre date du {when}, {reason} ({contents}). La restaurer comme nouveau fichier {target} ? {name} lui-même reste tel quel.",
    'Arbiter is still busy; restore a backup when it has finished.':
        'Arbiter est encore occupé ; restaurez une sauvegarde quand il aura fini.',
    'Reading the backups':
        'Lecture des sauvegardes',
    'There are no backups of {name}. Arbiter makes one before each round is paired.':
        "Il n'y a pas de sauvegarde de {name}. Arbiter en fait une avant l'appariement de chaque ronde.",
    'Restoring {name}':
        'Restauration de {name}',
    'Looking for a backup':
        "Recherche d'une sauvegarde",
    '{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.':
        '{target} existe déjà. Le remplacer par la sauvegarde du {when} ({reason} : {contents}) ? Son contenu actuel sera perdu.',
    '&Pairing list of the current round':
        '&Appariements de la ronde affichée',
    '&Alphabetical pairing list of the current round':
        'Appariements par ordre a&lphabétique de la ronde affichée',
    'Starting-&rank list':
        'Liste de &départ',
    'Rating c&hanges and performances':
        '&Variations Elo et performances',
    '&Print':
        'I&mprimer',
    'Export P&DF':
        'Exporter en P&DF',
    'Printed {title}.':
        'Imprimé : {title}.',
    'Saved {written}.':
        'Enregistré : {written}.',
    'Export TRF':
        'Exporter un TRF',
    'The document could not be printed: {exc}':
        "Le document n'a pas pu être imprimé : {exc}",
    'The PDF could not be written: {exc}':
        "Le PDF n'a pas pu être écrit : {exc}",
    'Export the rating report: not done; nothing was written.':
        "Exporter le rapport Elo : non fait ; rien n'a été écrit.",
    'Saved {path}.':
        'Enregistré : {path}.',
    'Saved {target}.':
        'Enregistré : {target}.',
    '&Add player…':
        '&Ajouter un joueur…',
    '&Edit player…':
        '&Modifier le joueur…',
    '&Delete player…':
        '&Supprimer le joueur…',
    'Delete a player entered by mistake (before round 1; later players withdraw)':
        'Supprimer un joueur saisi par erreur (avant la ronde 1 ; ensuite les joueurs se retirent)',
    '&Withdraw player':
        '&Retirer le joueur',
    'E&xpel player…':
        'E&xclure le joueur…',
    'Withdraw a player by expulsion: flagged, and left out of the standings':
        'Retirer un joueur par exclusion : marqué, et absent du classement',
    '&Re-admit player':
        'R&éadmettre le joueur',
    'Requested &bye / absence…':
        '&Bye demandé / absence…',
    'Forbidden &pairs…':
        '&Paires interdites…',
    'Two players who shall not meet (before round 1)':
        'Deux joueurs qui ne doivent pas se rencontrer (avant la ronde 1)',
    'Pairing &card…':
        "&Fiche d'appariement…",
    'Import players from C&SV…':
        'Importer des joueurs depuis un &CSV…',
    'Import players from &TRF…':
        'Importer des joueurs depuis un &TRF…',
    'Import players from the &FIDE rating list…':
        '&Importer des joueurs de la liste Elo FIDE…',
    'Select a player first.':
        "Choisissez d'abord un joueur.",
    'Player {number} {name} added{note}.':
        'Joueur {number} {name} ajouté{note}.',
    'Edit player {number}':
        'Modifier le joueur {number}',
    'Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.':
        'Le joueur {number} {name} figure déjà dans une ronde : un joueur qui a un parcours est retiré (Joueurs › Retirer le joueur), pas supprimé.',
    'Delete player {number} {name}? (Edit › Undo brings the entry back.)':
        'Supprimer le joueur {number} {name} ? (Édition › Annuler le rétablit.)',
    'Player {number} has already withdrawn.':
        "Le joueur {number} s'est déjà retiré.",
    'Player {number} has already been expelled.':
        'Le joueur {number} a déjà été exclu.',
    'Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).':
        "Exclure le joueur {number} {name} ?\n\nLe joueur n'est plus apparié à partir de la prochaine ronde, est marqué exclu et ne figure pas au classement (les parties jouées comptent toujours pour les adversaires).",
    'Player {number} has not withdrawn.':
        "Le joueur {number} ne s'est pas retiré.",
    'Searching the rating list':
        'Recherche dans la liste Elo',
    'Reading players':
        'Lecture des joueurs',
    'No players found in {source}.':
        'Aucun joueur trouvé dans {source}.',
    'All {count} players are already in the tournament; nothing was imported.':
        "Les {count} joueurs sont déjà dans le tournoi ; rien n'a été importé.",
    'Import cancelled; nothing was changed.':
        "Import annulé ; rien n'a été modifié.",
    'Player {number} {name} deleted.':
        'Joueur {number} {name} supprimé.',
    'Publishing folder':
        'Dossier de publication',
    'Publish birth &dates (FIDE does not)':
        'Publier les dates de &naissance (la FIDE ne le fait pas)',
    'Also the standings and pairings as &JSON and CSV':
        'Aussi le classement et les appariements en &JSON et CSV',
    '&Folder':
        '&Dossier',
    'P&ublish':
        'P&ublier',
    '&Publish web pages now':
        '&Publier les pages web maintenant',
    'Write the web pages into the publishing folder':
        'Écrire les pages web dans le dossier de publication',
    'Publishing &folder…':
        '&Dossier de publication…',
    '&Hall display…':
        '&Affichage en salle…',
    '&Close hall display':
        "&Fermer l'affichage en salle",
    'Hall display on screen {screen}; File › Publish › Close hall display ends it.':
        "Affichage en salle sur l'écran {screen} ; Fichier › Publier › Fermer l'affichage en salle l'arrête.",
    'Publishing folder: {folder}':
        'Dossier de publication : {folder}',
    'Hall display closed.':
        'Affichage en salle fermé.',
    '&Pair next round':
        '&Apparier la ronde suivante',
    "Pair the next round with the tournament's system":
        'Apparier la ronde suivante avec le système du tournoi',
    '&Manual pairing…':
        'Appariement &manuel…',
    "Change the last unplayed round's pairing by hand":
        "Modifier à la main l'appariement de la dernière ronde non jouée",
    '&Unpair last round':
        "A&nnuler l'appariement de la dernière ronde",
    "Delete the last round's pairing while it has no results":
        "Supprimer l'appariement de la dernière ronde tant qu'elle n'a pas de résultat",
    'Round &date…':
        '&Date de la ronde…',
    'The date of the round shown (or of the next round)':
        'La date de la ronde affichée (ou de la ronde suivante)',
    'Round {round_no} was not paired.':
        "La ronde {round_no} n'a pas été appariée.",
    'Only the last round can be unpaired, and only while it has no results.':
        "Seule la dernière ronde peut être désappariée, et seulement tant qu'elle n'a pas de résultat.",
    'no result':
        'pas de résultat',
    'Round {round_no}, board {board}: {text}.':
        'Ronde {round_no}, échiquier {board} : {text}.',
    'The engine has no pairing to propose: {user_message}':
        "Le moteur n'a pas d'appariement à proposer : {user_message}",
    'Manual pairing of round {round_no} saved{note}.':
        'Appariement manuel de la ronde {round_no} enregistré{note}.',
    'Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?':
        'Ronde {round_no}, échiquier {board} ({white} – {black}) a déjà le résultat {result}.\n\nLe remplacer par {new} ?',
    'Round {round_no}, board {board}: the result {result} was kept.':
        'Ronde {round_no}, échiquier {board} : le résultat {result} est conservé.',
    'Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.':
        'Ronde {round_no}, échiquier {board} ({white} – {black}) corrigé de {result} en {text}.\n\nLes scores des deux joueurs et le classement sont mis à jour. Les rondes {next} à {rounds_played} gardent leurs appariements.',
    'Round {round_no} could not be paired.\n\n{user_message}':
        "La ronde {round_no} n'a pas pu être appariée.\n\n{user_message}",
    'Round {round_no} unpaired.':
        'Appariement de la ronde {round_no} annulé.',
    'Round &{round}':
        'Ronde &{round}',
    'Round {round}':
        'Ronde {round}',
    # -- hall ----------------------------------------------------------------
    'Pairings by &name':
        'Appariements par &nom',
    'Pairings by &board':
        'Appa&riements par échiquier',
    'S&tandings':
        'C&lassement',
    # -- rating corrections, tied places, the result menu ---------------------
    'Rating &correction…':
        '&Correction pour le rapport Elo…',
    '&Tied places…':
        '&Places ex aequo…',
    '&Shared places (C.07)':
        'Places &partagées (C.07)',
    "The arbiter's &order of tied players:":
        "&Ordre de l'arbitre pour les ex aequo :",
    'A drawing of &lots, seed:':
        '&Tirage au sort, graine :',
    'R&ound':
        'R&onde',
    '&Board':
        '&Échiquier',
    'Result for the &rating report':
        'Résultat pour le &rapport Elo',
    'R&eason':
        'Rai&son',
    'Correction for the rating report':
        'Correction pour le rapport Elo',
    'No correction (remove it)':
        'Pas de correction (la retirer)',
    'Tied places':
        'Places ex aequo',
    'pairing numbers, e.g. 12, 5, 7':
        "numéros d'appariement, p. ex. 12, 5, 7",
    'empty: a new seed':
        'vide : une nouvelle graine',
    'Type the pairing numbers of the tied players in their order, e.g. 12, 5, 7.':
        "Tapez les numéros d'appariement des joueurs ex aequo dans leur ordre, p. ex. 12, 5, 7.",
    'A result corrected for the rating report only (the standings keep it)':
        'Un résultat corrigé pour le rapport Elo seulement (le classement le garde)',
    "Places still tied after the tie-breaks: shared, the arbiter's order or a drawing of lots":
        "Places encore ex aequo après les départages : partagées, ordre de l'arbitre ou tirage au sort",
    'No round is paired yet: there is no result to correct.':
        "Aucune ronde n'est encore appariée : il n'y a pas de résultat à corriger.",
    "Round {round_no}, board {board}: the rating report's result is set.":
        'Ronde {round_no}, échiquier {board} : le résultat du rapport Elo est enregistré.',
    'Tied places: set.':
        'Places ex aequo : réglées.',
    'White wins':
        'Les Blancs gagnent',
    'Black wins':
        'Les Noirs gagnent',
    'Draw':
        'Nulle',
    'White wins by forfeit (black did not play)':
        "Gain des Blancs par forfait (les Noirs n'ont pas joué)",
    'Black wins by forfeit (white did not play)':
        "Gain des Noirs par forfait (les Blancs n'ont pas joué)",
    'Neither played (double forfeit)':
        "Aucun n'a joué (double forfait)",
    "White ½, black 0 (arbiter's decision)":
        "Blancs ½, Noirs 0 (décision de l'arbitre)",
    "White 0, black ½ (arbiter's decision)":
        "Blancs 0, Noirs ½ (décision de l'arbitre)",
    "Both lose (arbiter's decision)":
        "Les deux perdent (décision de l'arbitre)",
    'White wins, less than one move played (not rated)':
        "Les Blancs gagnent, moins d'un coup joué (non comptabilisé Elo)",
    'Black wins, less than one move played (not rated)':
        "Les Noirs gagnent, moins d'un coup joué (non comptabilisé Elo)",
    'Draw, less than one move played (not rated)':
        "Nulle, moins d'un coup joué (non comptabilisée Elo)",
    'Adjourned (a draw for the pairing until the result is known)':
        "Ajournée (nulle pour l'appariement jusqu'au résultat)",
    'No result':
        'Pas de résultat',
}
