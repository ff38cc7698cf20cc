"""Français: the pairing checker's findings and the tie-break rules' checks (engine/checker, engine/tiebreaks)."""

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
}
