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
    # -- backups and restore ---------------------------------------------------
    '{rounds}, {results}, {players}':
        '{rounds}, {results}, {players}',
    ('{results} of {n} result', '{results} of {n} results'):
        ('{results} de {n} resultado', '{results} de {n} resultados'),
    'no games':
        'ninguna partida',
    'before round {round}':
        'antes de la ronda {round}',
    'backups of {file}, newest first (local time):':
        'copias de seguridad de {file}, la más reciente primero (hora local):',
    'no backups of {file} (they are made before each round is paired, in {folder})':
        'no hay copias de seguridad de {file} (se hacen antes de emparejar cada ronda, en {folder})',
    'cannot be restored: {problem}':
        'no puede restaurarse: {problem}',
    'none of them can be restored':
        'ninguna puede restaurarse',
    '{file}: the backups cannot be read: {problem}':
        '{file}: no pueden leerse las copias de seguridad: {problem}',
    'restore writes a tournament file: give its name with -o':
        'restore escribe un archivo de torneo: indique su nombre con -o',
    '{output} already exists; nothing was changed (choose another name, or add --force to replace it)':
        '{output} ya existe; no se cambió nada (elija otro nombre o añada --force para sustituirlo)',
    'restored {backup} as {written}':
        '{backup} restaurada como {written}',
    "List the backups taken before each round of the tournament file was paired (the newest 20 are kept), newest first: time (local), the round it was taken before, the rounds and results it holds, and its path for 'arbiter-cli restore'. The tournament file itself need not open (or exist any more): give the path it had.":
        "Lista las copias de seguridad hechas antes de emparejar cada ronda del archivo de torneo (se guardan las 20 más recientes), la más reciente primero: hora (local), la ronda antes de la cual se hizo, las rondas y resultados que contiene y su ruta para 'arbiter-cli restore'. No hace falta que el archivo de torneo se abra (ni que siga existiendo): indique la ruta que tenía.",
    "Copy a backup (a path listed by 'arbiter-cli backups') to a tournament file. An existing file is not replaced unless --force is given; a file open in Arbiter or another program never is.":
        "Copia una copia de seguridad (una ruta listada por 'arbiter-cli backups') en un archivo de torneo. Un archivo existente solo se sustituye con --force; uno abierto en Arbiter u otro programa, nunca.",
    'the tournament file to make':
        'el archivo de torneo que se creará',
    'replace OUTPUT if it exists (its content is lost)':
        'sustituir OUTPUT si existe (su contenido se pierde)',
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
    # -- leave-fide-mode and forbid --------------------------------------------
    'Leave FIDE mode: irreversible, written to the audit log and to every export (### line) and printout.':
        'Salir del modo FIDE: irreversible, se anota en el registro de auditoría, en cada exportación (línea ###) y en cada impresión.',
    'confirm it (without it: the warning, exit 3, nothing changed)':
        'confirmarlo (sin ello: el aviso, salida 3, nada cambiado)',
    '{file}: left FIDE mode at round {round} (for good)':
        '{file}: modo FIDE abandonado en la ronda {round} (definitivamente)',
    "a player's number":
        'el número de un jugador',
    "the other player's number":
        'el número del otro jugador',
    'allow the pair again':
        'volver a permitir la pareja',
    '(after round 1 it is refused in FIDE mode whatever is confirmed: leave-fide-mode first)':
        '(tras la ronda 1 se rechaza en modo FIDE, se confirme lo que se confirme: antes leave-fide-mode)',
    '{a} and {b}: may meet again':
        '{a} y {b}: pueden volver a enfrentarse',
    '{a} and {b}: shall not meet':
        '{a} y {b}: no se enfrentarán',
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
    # -- import-players --------------------------------------------------------
    'Add the players of a CSV file with a header line (comma, semicolon or tab separated) to a tournament file. Fields: {fields}.':
        'Añade los jugadores de un archivo CSV con una línea de cabecera (separado por comas, punto y coma o tabuladores) a un archivo de torneo. Campos: {fields}.',
    "map columns (a header or a number from 1) to fields, or to 'ignore', e.g. --map 'FIDE-ID=fide_id,Club=ignore'":
        "asignar columnas (una cabecera o un número desde 1) a campos, o a 'ignore', p. ej. --map 'FIDE-ID=fide_id,Club=ignore'",
    'leave out players already in the tournament (same FIDE id, or same name and birth date) and repeated lines of the file':
        'omitir los jugadores que ya están en el torneo (mismo ID FIDE, o mismo nombre y fecha de nacimiento) y las líneas repetidas del archivo',
    'add every player, duplicates included':
        'añadir todos los jugadores, duplicados incluidos',
    'columns: {columns}':
        'columnas: {columns}',
    ('{source}: {n} problem (above); nothing was imported (correct the file, or --map a column to another field or to ignore)', '{source}: {n} problems (above); nothing was imported (correct the file, or --map a column to another field or to ignore)'):
        ('{source}: {n} problema (arriba); no se importó nada (corrija el archivo o asigne con --map una columna a otro campo o a ignore)', '{source}: {n} problemas (arriba); no se importó nada (corrija el archivo o asigne con --map una columna a otro campo o a ignore)'),
    '{source}: no players below the header line; nothing was imported':
        '{source}: ningún jugador bajo la línea de cabecera; no se importó nada',
    ('{n} of the {total} players of {source} is already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)', '{n} of the {total} players of {source} are already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)'):
        ('{n} de los {total} jugadores de {source} ya está en el torneo o dos veces en el archivo; no se importó nada (añada --skip-duplicates para omitirlos o --confirm para añadirlos de todos modos)', '{n} de los {total} jugadores de {source} ya están en el torneo o dos veces en el archivo; no se importó nada (añada --skip-duplicates para omitirlos o --confirm para añadirlos de todos modos)'),
    ('nothing imported: the player is already in the tournament', 'nothing imported: all {n} players are already in the tournament'):
        ('nada importado: el jugador ya está en el torneo', 'nada importado: los {n} jugadores ya están en el torneo'),
    'imported 1 player (number {number})':
        '1 jugador importado (número {number})',
    ('imported {n} player (numbers {first}-{last})', 'imported {n} players (numbers {first}-{last})'):
        ('{n} jugador importado (números {first}-{last})', '{n} jugadores importados (números {first}-{last})'),
    ('{n} already in the tournament skipped', '{n} already in the tournament skipped'):
        ('{n} jugador ya en el torneo omitido', '{n} jugadores ya en el torneo omitidos'),
    '{imported}; {skipped}':
        '{imported}; {skipped}',
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
    # -- pdf and publish -------------------------------------------------------
    'Write a document of the tournament as an A4 PDF, as the GUI prints it ({kinds}).':
        'Escribe un documento del torneo como PDF A4, tal como lo imprime la interfaz gráfica ({kinds}).',
    'one of {kinds}':
        'uno de {kinds}',
    'the round of a pairing list (default: the last paired round)':
        'la ronda de una lista de emparejamientos (por defecto: la última ronda emparejada)',
    "the language of the document: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'el idioma del documento: {languages} (por defecto: el idioma de los documentos del torneo, si no el del sistema; docs/languages.md)',
    '--round is for the pairing lists ({kinds}); the standings and the crosstable cover the rounds with every result in':
        '--round es para las listas de emparejamientos ({kinds}); la clasificación y el cuadro cruzado abarcan las rondas con todos los resultados',
    'writing a PDF needs Qt (PySide6), which cannot be loaded: {problem}':
        'escribir un PDF necesita Qt (PySide6), que no puede cargarse: {problem}',
    "Write the tournament for the players into FOLDER: web pages (html: an index, every round's pairings and results, the standings after each round with their tie-breaks, the crosstable, the starting-rank list and each player's card), or the standings and pairings as json or csv (fields: docs/publishing.md). Files whose content is unchanged are not written again.":
        'Escribe el torneo para los jugadores en FOLDER: páginas web (html: un índice, los emparejamientos y resultados de cada ronda, la clasificación tras cada ronda con sus desempates, el cuadro cruzado, el ranking inicial y la ficha de cada jugador), o la clasificación y los emparejamientos en json o csv (campos: docs/publishing.md). Los archivos cuyo contenido no cambió no se vuelven a escribir.',
    "the folder (made when missing); default: the tournament's publishing folder":
        'la carpeta (se crea si falta); por defecto: la carpeta de publicación del torneo',
    'comma-separated: {formats} (default: html)':
        'separados por comas: {formats} (por defecto: html)',
    "publish the players' birth dates in the starting-rank list (not published unless asked, as FIDE's lists)":
        'publicar las fechas de nacimiento de los jugadores en el ranking inicial (no se publican salvo que se pida, como en las listas de la FIDE)',
    "the language of the web pages: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'el idioma de las páginas web: {languages} (por defecto: el idioma de los documentos del torneo, si no el del sistema; docs/languages.md)',
    'keep FOLDER (and --birth-dates) with the tournament for the next publish':
        'guardar FOLDER (y --birth-dates) con el torneo para la próxima publicación',
    '--format: {given} is not one of {formats}':
        '--format: {given} no es uno de {formats}',
    '--remember needs the folder to keep (-o FOLDER)':
        '--remember necesita la carpeta que guardar (-o FOLDER)',
    '{file}: no publishing folder is set; give one with -o FOLDER (--remember keeps it)':
        '{file}: no hay carpeta de publicación; indique una con -o FOLDER (--remember la guarda)',
}
