"""Español: the pairing checker's findings, the standings' notes and checks, the tie-break list's refusals, the random tournaments' and the engine's other refusals, the colour preferences (engine/checker.py, standings_check.py, tiebreaks/, generator.py, random_tournament.py, model.py, history.py ...): the engine writes them in English, i18n.composed.shown translates them piece by piece."""

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
    # -- the standings' notes (engine/tiebreaks) -------------------------------------------
    '{tiebreaks} left out: not a tie-break of round robins (C.07 8)':
        'omitidos, no son desempates de round robin (C.07 8): {tiebreaks}',
    'provisional: round {rounds} has adjourned games, counted as draws until their results are entered':
        'provisional: la ronda {rounds} tiene partidas aplazadas, contadas como tablas hasta que se introduzcan sus resultados',
    'provisional: rounds {rounds} have adjourned games, counted as draws until their results are entered':
        'provisional: las rondas {rounds} tienen partidas aplazadas, contadas como tablas hasta que se introduzcan sus resultados',
    '{tiebreak} dropped: unrated players take part ({players}) and no rating is set for them (C.07 10)':
        '{tiebreak} suprimido: participan jugadores sin Elo ({players}) y no se les ha fijado ninguno (C.07 10)',
    'expelled, not ranked: {players}':
        'expulsados, sin clasificar: {players}',
    "places {first}-{last} by the arbiter's order of tied players ({players})":
        'puestos {first}-{last} según el orden del árbitro para los empatados ({players})',
    'places {first}-{last} by drawing of lots (seed {seed}): {players}':
        'puestos {first}-{last} por sorteo (semilla {seed}): {players}',
    "places {first}-{last} stay shared: the arbiter's order of tied players does not list all of {players}":
        'los puestos {first}-{last} siguen compartidos: el orden del árbitro para los empatados no incluye a todos los de {players}',
    ('{player} withdrew after {played} of {n} game (fewer than half): his games are removed and he is left out of the standings (C.05)', '{player} withdrew after {played} of {n} games (fewer than half): his games are removed and he is left out of the standings (C.05)'):
        ('{player} se retiró tras {played} de {n} partida (menos de la mitad): sus partidas se eliminan y no figura en la clasificación (C.05)', '{player} se retiró tras {played} de {n} partidas (menos de la mitad): sus partidas se eliminan y no figura en la clasificación (C.05)'),
    ('{player} withdrew after {played} of {n} game (half or more): his remaining games count as forfeits ({given} so far, C.05)', '{player} withdrew after {played} of {n} games (half or more): his remaining games count as forfeits ({given} so far, C.05)'):
        ('{player} se retiró tras {played} de {n} partida (la mitad o más): sus partidas restantes cuentan como incomparecencias ({given} hasta ahora, C.05)', '{player} se retiró tras {played} de {n} partidas (la mitad o más): sus partidas restantes cuentan como incomparecencias ({given} hasta ahora, C.05)'),
    'round {rounds} has games without a result':
        'la ronda {rounds} tiene partidas sin resultado',
    'rounds {rounds} have games without a result':
        'las rondas {rounds} tienen partidas sin resultado',
    'they count as played with no points yet':
        'cuentan como jugadas, de momento sin puntos',
    # -- the tie-break settings' refusals (engine/tiebreaks) -------------------------------
    'tournament option {option}: {value} is not a pairing number':
        'opción del torneo {option}: {value} no es un número de emparejamiento',
    'the rating of unrated players cannot be negative':
        'el Elo de los jugadores sin Elo no puede ser negativo',
    'the number of rounds cannot be negative':
        'el número de rondas no puede ser negativo',
    'the Koya limit is a share between 0 and 1':
        'el límite de Koya es una fracción entre 0 y 1',
    'tournament option {option}: expected one of {editions} or empty (by the start date), not {value}':
        'opción del torneo {option}: se espera una de {editions} o vacío (según la fecha de inicio), no {value}',
    "tournament option {option}: expected a rating or 'performance', not {value}":
        "opción del torneo {option}: se espera un Elo o 'performance', no {value}",
    'tournament option {option}: expected a share such as 0.5, not {value}':
        'opción del torneo {option}: se espera una fracción como 0,5, no {value}',
    'tournament tie-break options: {problem}':
        'opciones de desempate del torneo: {problem}',
    'round {round}: game {white}-{black}: {player} is not a player of the tournament':
        'ronda {round}: partida {white}-{black}: {player} no es un jugador del torneo',
    'unknown C.07 edition {name}':
        'edición de C.07 desconocida {name}',
    'unknown rating for the tie-breaks {value}':
        'Elo desconocido para los desempates {value}',
    'expected {first}, {each} or a round number':
        'se espera {first}, {each} o un número de ronda',
    'unknown unplayed-round method {value}':
        'método desconocido para las rondas no jugadas {value}',
    'expected {one} or {other}':
        'se espera {one} o {other}',
    'round {round} is not paired yet':
        'la ronda {round} aún no está emparejada',
    ('the tournament has {n} round', 'the tournament has {n} rounds'):
        ('el torneo tiene {n} ronda', 'el torneo tiene {n} rondas'),
    # -- the tie-break specification's errors (engine/tiebreaks/spec.py) -------------------
    '{tiebreak} takes {takes}, not {modifier} (in {name})':
        '{tiebreak} admite: {takes}; no {modifier} (en {name})',
    'no modifier':
        'sin modificadores',
    '/C<n> or /M<n>':
        '/C<n> o /M<n>',
    '/C<n> or /M<n> or /P':
        '/C<n> o /M<n> o /P',
    '/L+n or /L-n':
        '/L+n o /L-n',
    '{modifier} repeats a modifier in {name}':
        '{modifier} repite un modificador en {name}',
    '{modifier}: cut at least one value (in {name})':
        '{modifier}: hay que cortar al menos un valor (en {name})',
    'known tie-breaks: {names} (REP = GE, AROC-1 = ARO/C1)':
        'desempates conocidos: {names} (REP = GE, AROC-1 = ARO/C1)',
    'modifiers /C1 /C2 (cut lowest) and /M1 /M2 (median) for BH, FB, SB, ARO, /C<n> for PS, /P (forfeits as played) for DE, BH, FB, SB, /L+n for KS, /F for AOB, /R (reverse) for TPN and RTNG':
        'modificadores /C1 /C2 (cortar los más bajos) y /M1 /M2 (mediano) para BH, FB, SB, ARO, /C<n> para PS, /P (incomparecencias como jugadas) para DE, BH, FB, SB, /L+n para KS, /F para AOB, /R (orden inverso) para TPN y RTNG',
    'presets: {presets}':
        'listas predefinidas: {presets}',
    'empty tie-break name':
        'nombre de desempate vacío',
    'unknown tie-break {name}':
        'desempate desconocido {name}',
    'unknown modifier {modifier} in {name}':
        'modificador desconocido {modifier} en {name}',
    # -- the random tournaments' refusals and notes (engine/generator.py, random_tournament.py) ---
    '{name} rate must be between 0 and 1, got {value}':
        'la tasa {name} debe estar entre 0 y 1, no {value}',
    'a tournament needs at least 2 players':
        'un torneo necesita al menos 2 jugadores',
    'a tournament needs at least 1 round':
        'un torneo necesita al menos 1 ronda',
    '--players: a tournament needs at least 2 players':
        '--players: un torneo necesita al menos 2 jugadores',
    '--rounds: between 1 and 99':
        '--rounds: entre 1 y 99',
    ('--{option} {amount}: the tournament has {n} round', '--{option} {amount}: the tournament has {n} rounds'):
        ('--{option} {amount}: el torneo tiene {n} ronda', '--{option} {amount}: el torneo tiene {n} rondas'),
    '--late-entries: a late entry needs at least 2 rounds':
        '--late-entries: una incorporación tardía necesita al menos 2 rondas',
    '--late-entries: a round robin has no late entries':
        '--late-entries: un round robin no tiene incorporaciones tardías',
    '--acceleration: one of {methods}, not {value}':
        '--acceleration: una de {methods}, no {value}',
    '--acceleration baku: the Baku acceleration is for the Dutch system, not {system}':
        '--acceleration baku: la aceleración de Bakú es para el sistema holandés, no {system}',
    'ratings {low}-{high}: expected 1 <= low <= high <= 3500':
        'Elo {low}-{high}: se espera 1 <= mín <= máx <= 3500',
    '{what}: {text} is not a count (5), a percentage (3%) or either limited to rounds (5%@1-4, 2@3)':
        '{what}: {text} no es un número (5), un porcentaje (3%) ni uno de ellos limitado a rondas (5%@1-4, 2@3)',
    '{what}: a count is a whole number, not {number}':
        '{what}: un número es entero, no {number}',
    '{what}: {number}% is more than 100%':
        '{what}: {number}% es más del 100%',
    '{what}: rounds {first}-{last} are not a range of rounds':
        '{what}: las rondas {first}-{last} no son un intervalo de rondas',
    '--{option} {amount}: {fewer} fewer given (not enough games in those rounds)':
        '--{option} {amount}: {fewer} menos asignados (no hay bastantes partidas en esas rondas)',
    '--{option} {amount}: {fewer} fewer given (players or rounds too few)':
        '--{option} {amount}: {fewer} menos asignados (demasiado pocos jugadores o rondas)',
    '--{option} {amount}: {fewer} fewer given (at least two players are paired in every round)':
        '--{option} {amount}: {fewer} menos asignados (en cada ronda se emparejan al menos dos jugadores)',
    'round {round} has no game (too many absent players)':
        'la ronda {round} no tiene ninguna partida (demasiados jugadores ausentes)',
    'a TRF file cannot hold a round without a game':
        'un archivo TRF no puede contener una ronda sin partidas',
    # -- the engine's other refusals (acceleration, results, starting ranks) ---------------
    'acceleration {item}: expected POINTS:R1-R2:P1-P2, e.g. 1:1-3:1-20':
        'aceleración {item}: se espera POINTS:R1-R2:P1-P2, p. ej. 1:1-3:1-20',
    'unknown result {text}':
        'resultado desconocido {text}',
    'expected one of {values}':
        'valores posibles: {values}',
    'unknown starting-rank method {method}':
        'método desconocido para el ranking inicial {method}',
    'unknown tie order {order}':
        'orden desconocido para los empates {order}',
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
    # -- fplayoff: play-off results for tied places (Q207) ---
    'play-off':
        'play-off',
    'the play-off has no name':
        'el play-off no tiene nombre',
    'the name of the play-off is longer than {most} characters':
        'el nombre del play-off tiene más de {most} caracteres',
    "the name of the play-off cannot contain '|', ';' or a control character":
        "el nombre del play-off no puede contener '|', ';' ni un carácter de control",
    'tournament option {option}: {problem}':
        'opción del torneo {option}: {problem}',
    'write scope|name|number=score,...':
        'escriba alcance|nombre|número=puntos,...',
    '{value} is not tiebreaks or points':
        '{value} no es tiebreaks ni points',
    '{value} is not number=score':
        '{value} no es número=puntos',
    'a play-off needs the scores of two players at least':
        'un play-off necesita los puntos de dos jugadores al menos',
    'places {first}-{last} decided by {label}: {players}':
        'puestos {first}-{last} decididos por {label}: {players}',
    'places {first}-{last} stay tied: {label} has no score for every one of {players}':
        'puestos {first}-{last} siguen empatados: {label} no tiene puntos para cada uno de {players}',
    # -- main: Q103, a player the rules leave out of the standings ---
    'the rules leave him out of the standings (see the notes)':
        'las reglas lo dejan fuera de la clasificación (véanse las notas)',
}
