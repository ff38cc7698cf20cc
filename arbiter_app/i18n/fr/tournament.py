"""Français: the tournament dialog's lists and settings, ratings, the result menu, the hall display, the systems' titles."""

# flake8: noqa: E501
MESSAGES = {
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
    # -- ratings: the tournament dialog, the manual rating, the list check (#24) --
    "The arbiter's estimate of an unknown or unreliable rating (C.04.2 2.1): it places the player in the initial order where the rating method gives none":
        "L'estimation par l'arbitre d'un classement inconnu ou peu fiable (C.04.2 2.1) : elle place le joueur dans l'ordre initial quand la méthode de classement n'en donne pas",
    '&Manual rating':
        'Classement &manuel',
    'player {number} {name}: FIDE number {fide_id} is in no list':
        "joueur {number} {name} : le numéro FIDE {fide_id} n'est dans aucune liste",
    'without a FIDE number (not checked): {players}':
        'sans numéro FIDE (non vérifiés) : {players}',
    'Ratings against {list}':
        'Classements comparés à {list}',
    '&Update every difference':
        '&Reprendre toutes les différences',
    "Take the list's rating, K, title, federation, name and birth date for every difference, in one step written to the audit log":
        'Reprendre le classement, le K, le titre, la fédération, le nom et la date de naissance de la liste pour chaque différence, en une étape inscrite au journal',
    'no rating':
        'pas de classement',
    'player {number} {name}: not in {main}; {other} gives {ratings}':
        'joueur {number} {name} : absent de {main} ; {other} donne {ratings}',
    'an unknown month':
        'un mois inconnu',
    'no differences':
        'aucune différence',
    'Rating type (FIDE list)':
        'Type de classement (liste FIDE)',
    'Starting-rank method (TRF 172)':
        'Méthode du classement de départ (TRF 172)',
    'E&qual rating and title: then by':
        'À classement et titre égaux, puis par (&Q)',
    'Rating-based tie-breaks read':
        'Les départages par classement lisent',
    'standard':
        'standard',
    'rapid':
        'rapide',
    'blitz':
        'blitz',
    'national list (e.g. NED)':
        'liste nationale (p. ex. FRA)',
    "The federation of the national ratings the method reads; empty: the tournament's":
        'La fédération des classements nationaux que lit la méthode ; vide : celle du tournoi',
    'name (alphabetically)':
        'nom (ordre alphabétique)',
    'FIDE number (lowest first)':
        "numéro FIDE (le plus petit d'abord)",
    'Longer than &30 days: each round has the ratings of its month':
        'Plus de &30 jours : chaque ronde a les classements de son mois',
    'the rating at the start':
        'le classement au départ',
    "each round's rating":
        'le classement de chaque ronde',
    'the ratings valid in round {round}':
        'les classements valables à la ronde {round}',
    'Check ratin&gs against a list…':
        'Vérifier les classements avec une liste…',
    'Compare the players with a FIDE rating list file: rating, K, title, federation, name, birth date; one button takes every difference':
        'Comparer les joueurs à un fichier de la liste FIDE : classement, K, titre, fédération, nom, date de naissance ; un bouton reprend toutes les différences',
    'Rating list to check the players against':
        'Liste de classement à comparer aux joueurs',
    'Checking the ratings':
        'Vérification des classements',
    '{count} differences taken from {list}.':
        '{count} différences reprises de {list}.',
    'Updating the ratings':
        'Mise à jour des classements',
    'no half-point byes in round {round_no}: the arbiter closed it to them':
        "pas de bye d'un demi-point à la ronde {round_no} : l'arbitre l'a fermée aux byes",
    # -- the tournament dialog: a round robin's settings ----------------------
    'Round robin: cycles':
        'Toutes rondes : cycles',
    'as the rounds need':
        'selon les rondes',
    'as C.05 recommends (with two cycles or more)':
        'comme le recommande C.05 (dès deux cycles)',
    'yes':
        'oui',
    'no':
        'non',
    'empty: no drawing of lots':
        'vide : pas de tirage au sort',
    'pairing numbers in Berger order, e.g. 3, 1, 4, 2':
        "numéros d'appariement dans l'ordre de Berger, p. ex. 3, 1, 4, 2",
    'last two rounds of cycle 1 reversed':
        'deux dernières rondes du cycle 1 inversées',
    'Berger numbers by lot, seed':
        'numéros de Berger tirés au sort, graine',
    'or by hand':
        'ou à la main',
    # -- the round tab's heading ---------------------------------------------
    'Round {round_no}':
        'Ronde {round_no}',
    ('{count} board', '{count} boards'):
        ('{count} échiquier', '{count} échiquiers'),
    ('{count} result to enter', '{count} results to enter'):
        ('{count} résultat à saisir', '{count} résultats à saisir'),
    'all results in':
        'tous les résultats saisis',
    ('{count} adjourned', '{count} adjourned'):
        ('{count} ajournée', '{count} ajournées'),
    'Type 1, 0, = (draw), + or - (forfeit), * (double forfeit), ? (adjourned); the menu key lists every result; Delete clears; Enter opens the pairing card.':
        'Tapez 1, 0, = (nulle), + ou - (forfait), * (double forfait), ? (ajournée) ; la touche menu liste tous les résultats ; Suppr efface ; Entrée ouvre la fiche du joueur.',
    # -- the rating change in the standings (#24) -----------------------------
    '&Rating change in the standings':
        'Variation Elo dans le &classement',
    "Each player's rating change so far as the standings' last column":
        "La variation Elo de chaque joueur jusqu'ici, en dernière colonne du classement",
    'rating change in the standings':
        'variation Elo dans le classement',
    'Rtg +/-':
        'Elo +/-',
    # -- the tournament dialog's lists, the standings tab's heading ----------
    'FIDE rating only':
        'classement FIDE seul',
    'national rating only':
        'classement national seul',
    'FIDE rating, else the national rating':
        'classement FIDE, sinon le national',
    'national rating, else the FIDE rating':
        'classement national, sinon le FIDE',
    'the higher of the FIDE and the national rating':
        'le plus haut des classements FIDE et national',
    'the lower of the FIDE and the national rating':
        'le plus bas des classements FIDE et national',
    "the arbiter's own (manual) ratings":
        "les classements propres de l'arbitre (manuels)",
    'Baku (C.04.7)':
        'Bakou (C.04.7)',
    'Standard (1 - ½ - 0)':
        'Standard (1 - ½ - 0)',
    '3 - 1 - 0 (three points for a win)':
        '3 - 1 - 0 (trois points la victoire)',
    'Custom':
        'Personnalisé',
    'After round {round} (rounds with every result in)':
        'Après la ronde {round} (rondes dont tous les résultats sont saisis)',
    'Before round 1':
        'Avant la ronde 1',
    '; tie-breaks: {list} ({rules})':
        ' ; départages : {list} ({rules})',
    '; score only (no tie-breaks computed)':
        ' ; points seuls (aucun départage calculé)',
    # -- the pairing systems' titles (engine/systems/registry.py) --------------
    'C.04.3 FIDE (Dutch) system, applied from 1 February 2026':
        'C.04.3 Système FIDE (hollandais), en vigueur depuis le 1er février 2026',
    'C.04.3 FIDE (Dutch) system, Baku 2016':
        'C.04.3 Système FIDE (hollandais), Bakou 2016',
    'C.04.4.1 Dubov system, applied from 1 February 2026':
        'C.04.4.1 Système Dubov, en vigueur depuis le 1er février 2026',
    'C.04.4.1 Dubov system, 1997':
        'C.04.4.1 Système Dubov, 1997',
    'C.04.4.3 Lim system, 1987-1999':
        'C.04.4.3 Système Lim, 1987-1999',
    'C.04.1 Swiss system based on rating, 1992/97/98':
        'C.04.1 Système suisse fondé sur le classement, 1992/97/98',
    'C.05 Annex 1 round robin (Berger tables)':
        'C.05 Annexe 1 toutes rondes (tables de Berger)',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    'Unrated players in rating tie-breaks':
        'Non classés dans les départages Elo',
    'none: those tie-breaks are dropped':
        'aucun : ces départages sont écartés',
    'the rating floor ({floor})':
        'le plancher Elo ({floor})',
    'a fixed rating':
        'un Elo fixe',
    "each one's own performance (not below the floor)":
        'la performance de chacun (pas en dessous du plancher)',
    # -- fsmall: FIDE checklist Q211 ---
    'Not recommended in an event longer than 30 days (its ratings change from round to round): {tiebreaks}':
        "Déconseillé dans un tournoi de plus de 30 jours (ses classements Elo changent d'une ronde à l'autre) : {tiebreaks}",
}
