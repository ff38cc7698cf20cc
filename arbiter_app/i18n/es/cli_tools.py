"""Español: the command line's checking, generating, rating and publishing commands (cli/commands)."""

# flake8: noqa: E501
MESSAGES = {
    # -- counts and lines several commands print -------------------------------
    ('{n} round', '{n} rounds'):
        ('{n} ronda', '{n} rondas'),
    ('{n} player', '{n} players'):
        ('{n} jugador', '{n} jugadores'),
    'note: {note}':
        'nota: {note}',
    'cannot write {file}: {problem}':
        'no se puede escribir {file}: {problem}',
    # -- check (the Pairing and Tie-break Checker) -----------------------------
    "Re-pair every round of a TRF-2026 or TRF16 file from the rounds before it and compare with the file (boards, colours, the bye, with the articles that decide); then compare the file's rank column with the standings by points and the tie-break list of 212/202. Exit 0 consistent, 1 inconsistent, 2 the file cannot be read or checked.":
        'Vuelve a emparejar cada ronda de un archivo TRF-2026 o TRF16 a partir de las rondas anteriores y compara con el archivo (tableros, colores, el bye, con los artículos que deciden); luego compara la columna del puesto del archivo con la clasificación por puntos y la lista de desempates de 212/202. Salida 0: coherente, 1: incoherente, 2: el archivo no puede leerse o comprobarse.',
    'compare the rank column with the standings after round K (default: the last round in the file)':
        'comparar la columna del puesto con la clasificación tras la ronda K (por defecto: la última ronda del archivo)',
    'print the report as JSON (in English, for programs)':
        'mostrar el informe en JSON (en inglés, para programas)',
    'print inconsistent rounds and places only':
        'mostrar solo las rondas y los puestos incoherentes',
    'the file names no pairing system Arbiter knows (192 or 092); give one with --system':
        'el archivo no nombra ningún sistema de emparejamiento que Arbiter conozca (192 o 092); indique uno con --system',
    '--round {round}: the file holds rounds 1 to {last}':
        '--round {round}: el archivo contiene las rondas 1 a {last}',
    'the standings cannot be checked: {problem}':
        'la clasificación no puede comprobarse: {problem}',
    'the standings cannot be computed: {problem}':
        'la clasificación no puede calcularse: {problem}',
    'round {round}: consistent':
        'ronda {round}: coherente',
    'round {round}: INCONSISTENT':
        'ronda {round}: INCOHERENTE',
    'the rules cannot pair this round: {problem}':
        'las reglas no pueden emparejar esta ronda: {problem}',
    'board {board}: colours: file {file}, rules {rules}':
        'tablero {board}: colores: archivo {file}, reglas {rules}',
    'board {board}: pairing: file {file}, rules {rules}':
        'tablero {board}: emparejamiento: archivo {file}, reglas {rules}',
    'bye: pairing-allocated bye: file {file}, rules {rules}':
        'bye: bye asignado por el emparejamiento: archivo {file}, reglas {rules}',
    'rules: {explanation}':
        'reglas: {explanation}',
    'the same games in another order':
        'las mismas partidas en otro orden',
    "the file's pairing breaks {rule}: {text} (players {players})":
        'el emparejamiento del archivo infringe {rule}: {text} (jugadores {players})',
    "the file's pairing breaks {rule}: {text}":
        'el emparejamiento del archivo infringe {rule}: {text}',
    'points, then {tiebreaks} ({source})':
        'por puntos, luego {tiebreaks} ({source})',
    'points only (the file has no tie-break list)':
        'solo por puntos (el archivo no tiene lista de desempates)',
    'points only ({source} is empty)':
        'solo por puntos ({source} está vacío)',
    'standings after round {round}, by {order}':
        'clasificación tras la ronda {round}, {order}',
    '{standings}: not checked: {reason}':
        '{standings}: no comprobada: {reason}',
    '{standings}: consistent':
        '{standings}: coherente',
    '{standings}: INCONSISTENT':
        '{standings}: INCOHERENTE',
    'no rank':
        'sin puesto',
    'file rank {rank}':
        'puesto {rank} en el archivo',
    'player {number} {name}: {rank}, the rules give {places}: {reason}':
        'jugador {number} {name}: {rank}, las reglas dan {places}: {reason}',
    '{file}: no paired round to check':
        '{file}: ninguna ronda emparejada que comprobar',
    '{file}: {players}, {rounds}, {system} ({title})':
        '{file}: {players}, {rounds}, {system} ({title})',
    ('{same}/{n} round consistent', '{same}/{n} rounds consistent'):
        ('{same}/{n} ronda coherente', '{same}/{n} rondas coherentes'),
    ('{n} place inconsistent', '{n} places inconsistent'):
        ('{n} puesto incoherente', '{n} puestos incoherentes'),
    'standings not checked':
        'clasificación no comprobada',
    'standings consistent':
        'clasificación coherente',
    'CONSISTENT':
        'COHERENTE',
    'INCONSISTENT':
        'INCOHERENTE',
    '{rounds}; {standings}: {verdict}':
        '{rounds}; {standings}: {verdict}',
    # -- generate (the Random Tournament Generator) ----------------------------
    "Generate random tournaments paired by SYSTEM, results drawn from FIDE's rating table (docs/checker.md). An AMOUNT is a count (5) or a percentage (3%: of the player-rounds for byes, of the games for results), optionally limited to rounds (5%@1-4, 2@3). The same --seed gives the same set.":
        'Genera torneos aleatorios emparejados por SYSTEM, con resultados sorteados según la tabla de Elo de la FIDE (docs/checker.md). Un AMOUNT es una cantidad (5) o un porcentaje (3%: de las rondas-jugador para los byes, de las partidas para los resultados), opcionalmente limitado a rondas (5%@1-4, 2@3). La misma --seed da el mismo conjunto.',
    'full-point byes (F) requested for a round':
        'byes de un punto (F) pedidos para una ronda',
    'half-point byes (H) requested for a round':
        'byes de medio punto (H) pedidos para una ronda',
    'zero-point byes (Z) requested for a round':
        'byes de cero puntos (Z) pedidos para una ronda',
    'forfeited games (+/-, either side)':
        'partidas por incomparecencia (+/-, de cualquiera de los dos)',
    'games scored 1/2-0, 0-1/2 or 0-0':
        'partidas puntuadas 1/2-0, 0-1/2 o 0-0',
    'players who enter after round 1 (a percentage: of the players; @rounds: when they enter, default 2 to half the rounds)':
        'jugadores que entran tras la ronda 1 (un porcentaje: de los jugadores; @rondas: cuándo entran, por defecto de 2 a la mitad de las rondas)',
    'players who withdraw (a percentage: of the players; @rounds: the first round they miss, default 2 to the last)':
        'jugadores que se retiran (un porcentaje: de los jugadores; @rondas: la primera ronda que no juegan, por defecto de 2 a la última)',
    'Baku acceleration (C.04.7; Dutch systems)':
        'aceleración de Bakú (C.04.7; sistemas holandeses)',
    'the tie-break list written in 202, which the rank column follows (e.g. BH/C1,BH,SB,DE)':
        'la lista de desempates escrita en 202, que sigue la columna del puesto (p. ej. BH/C1,BH,SB,DE)',
    "players' ratings are drawn evenly in this range":
        'los Elo de los jugadores se sortean uniformemente en este intervalo',
    'how many tournaments; -o must then hold %%d (numbered from 1)':
        'cuántos torneos; -o debe contener entonces %%d (numerados desde 1)',
    'the seed of the whole set (default: drawn and printed)':
        'la semilla de todo el conjunto (por defecto: sorteada y mostrada)',
    '--ratings: {ratings} is not LOW-HIGH (e.g. 1400-2700)':
        '--ratings: {ratings} no es LOW-HIGH (p. ej. 1400-2700)',
    '--tiebreaks: {problem}':
        '--tiebreaks: {problem}',
    '--count must be at least 1':
        '--count debe ser al menos 1',
    '-o {output}: with --count {count} the name needs one %d (numbered from 1), and no other %':
        '-o {output}: con --count {count} el nombre necesita un %d (numerado desde 1) y ningún otro %',
    'tournament {number} could not be paired in 20 attempts: {problem}; try fewer rounds or more players':
        'el torneo {number} no pudo emparejarse en 20 intentos: {problem}; pruebe con menos rondas o más jugadores',
    ('{n} tournament', '{n} tournaments'):
        ('{n} torneo', '{n} torneos'),
    'wrote {where}: {tournaments}, {players}, {rounds}, {system}, seed {seed}':
        'escrito {where}: {tournaments}, {players}, {rounds}, {system}, semilla {seed}',
    # -- pair ------------------------------------------------------------------
    "Pair the next round. Output: the number of lines that follow, then 'white black' per board in board order, the pairing-allocated bye as 'N 0' last.":
        "Empareja la ronda siguiente. Salida: el número de líneas que siguen, luego 'blancas negras' por tablero en orden de tableros, el bye asignado por el emparejamiento como 'N 0' al final.",
    'write the pairing here (default: stdout)':
        'escribir el emparejamiento aquí (por defecto: stdout)',
    "after the pairing, print each board's explanation to stderr":
        'tras el emparejamiento, mostrar la explicación de cada tablero en stderr',
    '{file}: all {rounds} rounds are already paired (raise XXR to pair more)':
        '{file}: las {rounds} rondas ya están emparejadas (aumente XXR para emparejar más)',
    '{file}: round {round} has games without a result ({games}); enter them before pairing round {next}':
        '{file}: la ronda {round} tiene partidas sin resultado ({games}); introdúzcalos antes de emparejar la ronda {next}',
    '{file}: round {round} cannot be paired: {problem}':
        '{file}: la ronda {round} no puede emparejarse: {problem}',
    'board {board}: {white}-{black}: {explanation}':
        'tablero {board}: {white}-{black}: {explanation}',
    'bye: {player}: {explanation}':
        'bye: {player}: {explanation}',
}
