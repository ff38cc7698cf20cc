"""Français: the pairing checker's findings, the standings' notes and checks, the tie-break list's refusals, the random tournaments' and the engine's other refusals, the colour preferences (engine/checker.py, standings_check.py, tiebreaks/, generator.py, random_tournament.py, model.py, history.py ...): the engine writes them in English, i18n.composed.shown translates them piece by piece."""

# flake8: noqa: E501
MESSAGES = {
    # -- the pairing checker's findings (engine/checker.py) --------------------------------
    'completeness':
        'complétude',
    'check':
        'vérification',
    'no pairing satisfies the absolute criteria':
        'aucun appariement ne respecte les critères absolus',
    '{player}: the pairing-allocated bye':
        '{player} : exempt',
    '{player}: not paired':
        '{player} : non apparié',
    '{player}: the pairing-allocated bye, {others}':
        '{player} : exempt, {others}',
    '{player}: not paired, {others}':
        '{player} : non apparié, {others}',
    'an even number of players to pair (C.04.1.c)':
        'un nombre pair de joueurs à apparier (C.04.1.c)',
    'the {system} criteria could not be checked: {problem}':
        "les critères de {system} n'ont pas pu être vérifiés : {problem}",
    'board {board}':
        'échiquier {board}',
    'board {board}, {places}':
        'échiquier {board}, {places}',
    'the bye':
        "l'exemption",
    'board {board}: player {player} is paired against himself':
        'échiquier {board} : le joueur {player} est apparié contre lui-même',
    '{where}: {player} is not a player of this tournament':
        "{where} : {player} n'est pas un joueur de ce tournoi",
    '{where}: player {player} enters only in round {round} but is paired':
        "{where} : le joueur {player} n'entre qu'à la ronde {round} mais est apparié",
    '{where}: player {player} has withdrawn (from round {round}) but is paired':
        "{where} : le joueur {player} s'est retiré (à partir de la ronde {round}) mais est apparié",
    '{where}: player {player} has a requested bye or absence ({kind}) in round {round} but is paired':
        '{where} : le joueur {player} a demandé un bye ou une absence ({kind}) à la ronde {round} mais est apparié',
    '{where}: player {player} is not to be paired but is paired':
        "{where} : le joueur {player} n'est pas à apparier mais est apparié",
    ('player {player} is paired {n} time ({places})', 'player {player} is paired {n} times ({places})'):
        ('le joueur {player} est apparié {n} fois ({places})', 'le joueur {player} est apparié {n} fois ({places})'),
    'not paired: {players}':
        'non appariés : {players}',
    'a pairing-allocated bye is given although an even number of players is to be paired (C.04.1.c)':
        "un exempt est attribué alors qu'un nombre pair de joueurs est à apparier (C.04.1.c)",
    # -- the standings check of a file (engine/standings_check.py) -------------------------
    '202: {problem}':
        '202 : {problem}',
    '212: {problem}':
        '212 : {problem}',
    'the file has no rank column (cols 86-89 blank)':
        "le fichier n'a pas de colonne de rang (colonnes 86-89 vides)",
    'the file gives no rank':
        'le fichier ne donne pas de rang',
    'the file ranks him {rank}':
        'le fichier le place au rang {rank}',
    '{player} (file rank {rank})':
        '{player} (rang {rank} dans le fichier)',
    '{player} (file rank {rank}), {others}':
        '{player} (rang {rank} dans le fichier), {others}',
    ('tied with {n} other on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix', 'tied with {n} others on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix'):
        ('à égalité avec {n} autre joueur aux points et à tous les départages ({players}) : ils partagent la place {place} ou prennent chacun une des places {first}-{last}, sans mélange', 'à égalité avec {n} autres joueurs aux points et à tous les départages ({players}) : ils partagent la place {place} ou prennent chacun une des places {first}-{last}, sans mélange'),
    'the rules rank {ahead} ahead of {behind} (file ranks {ahead_rank} and {behind_rank}): {decisive}':
        'les règles classent {ahead} devant {behind} (rangs {ahead_rank} et {behind_rank} dans le fichier) : {decisive}',
    'points {ahead} against {behind}':
        'points {ahead} contre {behind}',
    'points {points}':
        'points {points}',
    'points {points}, {tiebreaks}':
        'points {points}, {tiebreaks}',
    '{tiebreak}: place {ahead} against {behind} among the players tied so far (equal: {tied})':
        '{tiebreak} : place {ahead} contre {behind} parmi les joueurs encore à égalité (égalité : {tied})',
    '{tiebreak} {ahead} against {behind} (equal: {tied})':
        '{tiebreak} {ahead} contre {behind} (égalité : {tied})',
    'equal on {tied}':
        'égalité : {tied}',
    '212 ranks first by {code}, not by the points (PTS)':
        "212 classe d'abord par {code}, pas par les points (PTS)",
    "Arbiter's standings start with the points":
        "le classement d'Arbiter commence par les points",
    '202 ({list_202}) and 212 ({list_212}) differ':
        '202 ({list_202}) et 212 ({list_212}) diffèrent',
    'the standings follow 212, the complete rank order':
        "le classement suit 212, l'ordre complet des rangs",
    # -- the standings' notes (engine/tiebreaks) -------------------------------------------
    '{tiebreaks} left out: not a tie-break of round robins (C.07 8)':
        'écartés, ce ne sont pas des départages de toutes-rondes (C.07 8) : {tiebreaks}',
    'provisional: round {rounds} has adjourned games, counted as draws until their results are entered':
        "provisoire : la ronde {rounds} a des parties ajournées, comptées nulles jusqu'à la saisie de leurs résultats",
    'provisional: rounds {rounds} have adjourned games, counted as draws until their results are entered':
        "provisoire : les rondes {rounds} ont des parties ajournées, comptées nulles jusqu'à la saisie de leurs résultats",
    '{tiebreak} dropped: unrated players take part ({players}) and no rating is set for them (C.07 10)':
        '{tiebreak} abandonné : des joueurs sans Elo participent ({players}) et aucun Elo ne leur est fixé (C.07 10)',
    'expelled, not ranked: {players}':
        'exclus, non classés : {players}',
    "places {first}-{last} by the arbiter's order of tied players ({players})":
        "places {first}-{last} selon l'ordre de l'arbitre pour les ex aequo ({players})",
    'places {first}-{last} by drawing of lots (seed {seed}): {players}':
        'places {first}-{last} par tirage au sort (graine {seed}) : {players}',
    "places {first}-{last} stay shared: the arbiter's order of tied players does not list all of {players}":
        "les places {first}-{last} restent partagées : l'ordre de l'arbitre pour les ex aequo ne nomme pas tous les joueurs {players}",
    ('{player} withdrew after {played} of {n} game (fewer than half): his games are removed and he is left out of the standings (C.05)', '{player} withdrew after {played} of {n} games (fewer than half): his games are removed and he is left out of the standings (C.05)'):
        ("{player} s'est retiré après {played} sur {n} partie (moins de la moitié) : ses parties sont retirées et il ne figure pas au classement (C.05)", "{player} s'est retiré après {played} sur {n} parties (moins de la moitié) : ses parties sont retirées et il ne figure pas au classement (C.05)"),
    ('{player} withdrew after {played} of {n} game (half or more): his remaining games count as forfeits ({given} so far, C.05)', '{player} withdrew after {played} of {n} games (half or more): his remaining games count as forfeits ({given} so far, C.05)'):
        ("{player} s'est retiré après {played} sur {n} partie (la moitié ou plus) : ses parties restantes comptent comme forfaits ({given} jusqu'ici, C.05)", "{player} s'est retiré après {played} sur {n} parties (la moitié ou plus) : ses parties restantes comptent comme forfaits ({given} jusqu'ici, C.05)"),
    'round {rounds} has games without a result':
        'la ronde {rounds} a des parties sans résultat',
    'rounds {rounds} have games without a result':
        'les rondes {rounds} ont des parties sans résultat',
    'they count as played with no points yet':
        "elles comptent comme jouées, sans point pour l'instant",
    # -- the tie-break settings' refusals (engine/tiebreaks) -------------------------------
    'tournament option {option}: {value} is not a pairing number':
        "option du tournoi {option} : {value} n'est pas un numéro d'appariement",
    'the rating of unrated players cannot be negative':
        "l'Elo des joueurs sans Elo ne peut pas être négatif",
    'the number of rounds cannot be negative':
        'le nombre de rondes ne peut pas être négatif',
    'the Koya limit is a share between 0 and 1':
        'la limite de Koya est une part entre 0 et 1',
    'tournament option {option}: expected one of {editions} or empty (by the start date), not {value}':
        "option du tournoi {option} : attendu l'une de {editions} ou vide (selon la date de début), pas {value}",
    "tournament option {option}: expected a rating or 'performance', not {value}":
        "option du tournoi {option} : attendu un Elo ou 'performance', pas {value}",
    'tournament option {option}: expected a share such as 0.5, not {value}':
        'option du tournoi {option} : attendu une part comme 0,5, pas {value}',
    'tournament tie-break options: {problem}':
        'options de départage du tournoi : {problem}',
    'round {round}: game {white}-{black}: {player} is not a player of the tournament':
        "ronde {round} : partie {white}-{black} : {player} n'est pas un joueur du tournoi",
    'unknown C.07 edition {name}':
        'édition de C.07 inconnue {name}',
    'unknown rating for the tie-breaks {value}':
        'Elo inconnu pour les départages {value}',
    'expected {first}, {each} or a round number':
        'attendu {first}, {each} ou un numéro de ronde',
    'unknown unplayed-round method {value}':
        'méthode inconnue pour les rondes non jouées {value}',
    'expected {one} or {other}':
        'attendu {one} ou {other}',
    'round {round} is not paired yet':
        "la ronde {round} n'est pas encore appariée",
    ('the tournament has {n} round', 'the tournament has {n} rounds'):
        ('le tournoi a {n} ronde', 'le tournoi a {n} rondes'),
    # -- the tie-break specification's errors (engine/tiebreaks/spec.py) -------------------
    '{tiebreak} takes {takes}, not {modifier} (in {name})':
        '{tiebreak} admet : {takes} ; pas {modifier} (dans {name})',
    'no modifier':
        'aucun modificateur',
    '/C<n> or /M<n>':
        '/C<n> ou /M<n>',
    '/C<n> or /M<n> or /P':
        '/C<n> ou /M<n> ou /P',
    '/L+n or /L-n':
        '/L+n ou /L-n',
    '{modifier} repeats a modifier in {name}':
        '{modifier} répète un modificateur dans {name}',
    '{modifier}: cut at least one value (in {name})':
        '{modifier} : couper au moins une valeur (dans {name})',
    'known tie-breaks: {names} (REP = GE, AROC-1 = ARO/C1)':
        'départages connus : {names} (REP = GE, AROC-1 = ARO/C1)',
    'modifiers /C1 /C2 (cut lowest) and /M1 /M2 (median) for BH, FB, SB, ARO, /C<n> for PS, /P (forfeits as played) for DE, BH, FB, SB, /L+n for KS, /F for AOB, /R (reverse) for TPN and RTNG':
        'modificateurs /C1 /C2 (coupe des plus faibles) et /M1 /M2 (médian) pour BH, FB, SB, ARO, /C<n> pour PS, /P (forfaits comptés comme joués) pour DE, BH, FB, SB, /L+n pour KS, /F pour AOB, /R (ordre inverse) pour TPN et RTNG',
    'presets: {presets}':
        'listes prédéfinies : {presets}',
    'empty tie-break name':
        'nom de départage vide',
    'unknown tie-break {name}':
        'départage inconnu {name}',
    'unknown modifier {modifier} in {name}':
        'modificateur inconnu {modifier} dans {name}',
    # -- the random tournaments' refusals and notes (engine/generator.py, random_tournament.py) ---
    '{name} rate must be between 0 and 1, got {value}':
        'le taux {name} doit être entre 0 et 1, pas {value}',
    'a tournament needs at least 2 players':
        'un tournoi demande au moins 2 joueurs',
    'a tournament needs at least 1 round':
        'un tournoi demande au moins 1 ronde',
    '--players: a tournament needs at least 2 players':
        '--players : un tournoi demande au moins 2 joueurs',
    '--rounds: between 1 and 99':
        '--rounds : entre 1 et 99',
    ('--{option} {amount}: the tournament has {n} round', '--{option} {amount}: the tournament has {n} rounds'):
        ('--{option} {amount} : le tournoi a {n} ronde', '--{option} {amount} : le tournoi a {n} rondes'),
    '--late-entries: a late entry needs at least 2 rounds':
        '--late-entries : une entrée tardive demande au moins 2 rondes',
    '--late-entries: a round robin has no late entries':
        "--late-entries : un toutes-rondes n'a pas d'entrées tardives",
    '--acceleration: one of {methods}, not {value}':
        "--acceleration : l'une de {methods}, pas {value}",
    '--acceleration baku: the Baku acceleration is for the Dutch system, not {system}':
        "--acceleration baku : l'accélération de Bakou est pour le système hollandais, pas {system}",
    'ratings {low}-{high}: expected 1 <= low <= high <= 3500':
        'Elo {low}-{high} : attendu 1 <= min <= max <= 3500',
    '{what}: {text} is not a count (5), a percentage (3%) or either limited to rounds (5%@1-4, 2@3)':
        "{what} : {text} n'est ni un nombre (5), ni un pourcentage (3%), ni l'un d'eux limité à des rondes (5%@1-4, 2@3)",
    '{what}: a count is a whole number, not {number}':
        '{what} : un nombre est entier, pas {number}',
    '{what}: {number}% is more than 100%':
        '{what} : {number} % dépasse 100 %',
    '{what}: rounds {first}-{last} are not a range of rounds':
        '{what} : les rondes {first}-{last} ne sont pas un intervalle de rondes',
    '--{option} {amount}: {fewer} fewer given (not enough games in those rounds)':
        '--{option} {amount} : {fewer} de moins attribués (pas assez de parties dans ces rondes)',
    '--{option} {amount}: {fewer} fewer given (players or rounds too few)':
        '--{option} {amount} : {fewer} de moins attribués (trop peu de joueurs ou de rondes)',
    '--{option} {amount}: {fewer} fewer given (at least two players are paired in every round)':
        '--{option} {amount} : {fewer} de moins attribués (au moins deux joueurs sont appariés à chaque ronde)',
    'round {round} has no game (too many absent players)':
        "la ronde {round} n'a aucune partie (trop de joueurs absents)",
    'a TRF file cannot hold a round without a game':
        'un fichier TRF ne peut pas contenir une ronde sans partie',
    # -- the engine's other refusals (acceleration, results, starting ranks) ---------------
    'acceleration {item}: expected POINTS:R1-R2:P1-P2, e.g. 1:1-3:1-20':
        'accélération {item} : attendu POINTS:R1-R2:P1-P2, p. ex. 1:1-3:1-20',
    'unknown result {text}':
        'résultat inconnu {text}',
    'expected one of {values}':
        'valeurs possibles : {values}',
    'unknown starting-rank method {method}':
        'méthode inconnue pour la liste de départ {method}',
    'unknown tie order {order}':
        'ordre inconnu pour les égalités {order}',
    # -- a player's colour preference (engine/history.py; the pairing card) ----------------
    'mild white':
        'faible pour les blancs',
    'mild black':
        'faible pour les noirs',
    'strong white':
        'forte pour les blancs',
    'strong black':
        'forte pour les noirs',
    'absolute white':
        'absolue pour les blancs',
    'absolute black':
        'absolue pour les noirs',
    # -- fplayoff: play-off results for tied places (Q207) ---
    'play-off':
        'barrage',
    'the play-off has no name':
        "le barrage n'a pas de nom",
    'the name of the play-off is longer than {most} characters':
        'le nom du barrage dépasse {most} caractères',
    "the name of the play-off cannot contain '|', ';' or a control character":
        "le nom du barrage ne peut contenir ni '|', ni ';', ni caractère de contrôle",
    'tournament option {option}: {problem}':
        'option du tournoi {option} : {problem}',
    'write scope|name|number=score,...':
        'écrivez portée|nom|numéro=score,...',
    '{value} is not tiebreaks or points':
        "{value} n'est ni tiebreaks ni points",
    '{value} is not number=score':
        "{value} n'est pas numéro=score",
    'a play-off needs the scores of two players at least':
        'un barrage demande les scores de deux joueurs au moins',
    'places {first}-{last} decided by {label}: {players}':
        'places {first}-{last} décidées par {label} : {players}',
    'places {first}-{last} stay tied: {label} has no score for every one of {players}':
        "places {first}-{last} restent ex aequo : {label} n'a pas de score pour chacun de {players}",
    # -- main: Q103, a player the rules leave out of the standings ---
    'the rules leave him out of the standings (see the notes)':
        'les règles le laissent hors du classement (voir les notes)',
}
