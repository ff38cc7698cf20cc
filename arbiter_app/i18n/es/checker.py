"""Español: the pairing checker's findings and the tie-break rules' checks (engine/checker, engine/tiebreaks)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the pairing checker's findings (engine/checker.py) --------------------------------
    'completeness':
        'completitud',
    'check':
        'comprobación',
    'no pairing satisfies the absolute criteria':
        'ningún emparejamiento cumple los criterios absolutos',
    '{player}: the pairing-allocated bye':
        '{player}: el bye asignado por el emparejamiento',
    '{player}: not paired':
        '{player}: sin emparejar',
    '{player}: the pairing-allocated bye, {others}':
        '{player}: el bye asignado por el emparejamiento, {others}',
    '{player}: not paired, {others}':
        '{player}: sin emparejar, {others}',
    'an even number of players to pair (C.04.1.c)':
        'un número par de jugadores que emparejar (C.04.1.c)',
    'the {system} criteria could not be checked: {problem}':
        'no se pudieron comprobar los criterios de {system}: {problem}',
    'board {board}':
        'tablero {board}',
    'board {board}, {places}':
        'tablero {board}, {places}',
    'the bye':
        'el bye',
    'board {board}: player {player} is paired against himself':
        'tablero {board}: el jugador {player} está emparejado contra sí mismo',
    '{where}: {player} is not a player of this tournament':
        '{where}: {player} no es un jugador de este torneo',
    '{where}: player {player} enters only in round {round} but is paired':
        '{where}: el jugador {player} entra solo en la ronda {round} pero está emparejado',
    '{where}: player {player} has withdrawn (from round {round}) but is paired':
        '{where}: el jugador {player} se ha retirado (desde la ronda {round}) pero está emparejado',
    '{where}: player {player} has a requested bye or absence ({kind}) in round {round} but is paired':
        '{where}: el jugador {player} tiene un bye pedido o una ausencia ({kind}) en la ronda {round} pero está emparejado',
    '{where}: player {player} is not to be paired but is paired':
        '{where}: el jugador {player} no debe emparejarse pero está emparejado',
    ('player {player} is paired {n} time ({places})', 'player {player} is paired {n} times ({places})'):
        ('el jugador {player} está emparejado {n} vez ({places})', 'el jugador {player} está emparejado {n} veces ({places})'),
    'not paired: {players}':
        'sin emparejar: {players}',
    'a pairing-allocated bye is given although an even number of players is to be paired (C.04.1.c)':
        'se da un bye asignado por el emparejamiento aunque hay que emparejar un número par de jugadores (C.04.1.c)',
    # -- the standings check of a file (engine/standings_check.py) -------------------------
    '202: {problem}':
        '202: {problem}',
    '212: {problem}':
        '212: {problem}',
    'the file has no rank column (cols 86-89 blank)':
        'el archivo no tiene columna de puesto (columnas 86-89 vacías)',
    'the file gives no rank':
        'el archivo no da puesto',
    'the file ranks him {rank}':
        'el archivo lo pone en el puesto {rank}',
    '{player} (file rank {rank})':
        '{player} (puesto {rank} en el archivo)',
    '{player} (file rank {rank}), {others}':
        '{player} (puesto {rank} en el archivo), {others}',
    ('tied with {n} other on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix', 'tied with {n} others on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix'):
        ('empatado con {n} jugador más en puntos y en todos los desempates ({players}): comparten el puesto {place} o toman cada uno uno de los puestos {first}-{last}, sin mezclar', 'empatado con {n} jugadores más en puntos y en todos los desempates ({players}): comparten el puesto {place} o toman cada uno uno de los puestos {first}-{last}, sin mezclar'),
    'the rules rank {ahead} ahead of {behind} (file ranks {ahead_rank} and {behind_rank}): {decisive}':
        'las reglas ponen a {ahead} por delante de {behind} (puestos {ahead_rank} y {behind_rank} en el archivo): {decisive}',
    'points {ahead} against {behind}':
        'puntos {ahead} contra {behind}',
    'points {points}':
        'puntos {points}',
    'points {points}, {tiebreaks}':
        'puntos {points}, {tiebreaks}',
    '{tiebreak}: place {ahead} against {behind} among the players tied so far (equal: {tied})':
        '{tiebreak}: puesto {ahead} contra {behind} entre los jugadores empatados hasta ahí (iguales: {tied})',
    '{tiebreak} {ahead} against {behind} (equal: {tied})':
        '{tiebreak} {ahead} contra {behind} (iguales: {tied})',
    'equal on {tied}':
        'iguales en {tied}',
    '212 ranks first by {code}, not by the points (PTS)':
        '212 ordena primero por {code}, no por los puntos (PTS)',
    "Arbiter's standings start with the points":
        'la clasificación de Arbiter empieza por los puntos',
    '202 ({list_202}) and 212 ({list_212}) differ':
        '202 ({list_202}) y 212 ({list_212}) difieren',
    'the standings follow 212, the complete rank order':
        'la clasificación sigue 212, el orden completo de puestos',
    # -- a player's colour preference (engine/history.py; the pairing card) ----------------
    'mild white':
        'leve para blancas',
    'mild black':
        'leve para negras',
    'strong white':
        'fuerte para blancas',
    'strong black':
        'fuerte para negras',
    'absolute white':
        'absoluta para blancas',
    'absolute black':
        'absoluta para negras',
}
