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
    # -- check-ratings and rating-lists ----------------------------------------
    'Compare every registered player with a FIDE number against FIDE rating list files (TXT or XML, standard, rapid, blitz or combined, plain or zipped): rating, K, title, federation, name, birth date. The first --list is the main list; players it lacks are shown with what the others give.':
        'Compara cada jugador inscrito con número FIDE con archivos de listas de Elo FIDE (TXT o XML, estándar, rápido, blitz o combinada, simple o comprimida): Elo, K, título, federación, nombre, fecha de nacimiento. La primera --list es la lista principal; los jugadores que no están en ella se muestran con lo que dan las demás.',
    "a rating list file; repeat for a sequence, the main list first (default: the sequence kept for the tournament's rating type)":
        'un archivo de lista de Elo; repítalo para una secuencia, la lista principal primero (por defecto: la secuencia guardada para el tipo de Elo del torneo)',
    "columns of a CSV list (the arbiter's own, Q117), as import-players --map; a 'rating' column is needed":
        "columnas de una lista CSV (la propia del árbitro, Q117), como import-players --map; se necesita una columna 'rating'",
    'the kind of a one-kind list whose name does not say it':
        'el tipo de una lista de un solo tipo cuyo nombre no lo dice',
    'the month of a list whose name and header do not say it':
        'el mes de una lista cuyo nombre y cabecera no lo dicen',
    'take every difference of the main list (one step, audited)':
        'tomar cada diferencia de la lista principal (un solo paso, auditado)',
    'Show or change the sequence of rating lists per tournament type (standard, rapid, blitz), kept with your preferences: the first is the main list of check-ratings. An added list takes the place of the default order (FIDE list of the type, FIDE standard, your CSV lists).':
        'Muestra o cambia la secuencia de listas de Elo por tipo de torneo (standard, rapid, blitz), guardada con sus preferencias: la primera es la lista principal de check-ratings. Una lista añadida ocupa su lugar en el orden por defecto (lista FIDE del tipo, FIDE standard, sus listas CSV).',
    'the tournament type (default: every type is shown)':
        'el tipo de torneo (por defecto: se muestran todos los tipos)',
    'add a list (FIDE TXT/XML/zip, or a CSV of your own)':
        'añadir una lista (FIDE TXT/XML/zip, o un CSV propio)',
    'remove list N':
        'quitar la lista N',
    'move list N to place M':
        'mover la lista N al puesto M',
    '--add, --remove and --move need --type standard|rapid|blitz':
        '--add, --remove y --move necesitan --type standard|rapid|blitz',
    '--move {move}: write N:M, e.g. 3:1':
        '--move {move}: escriba N:M, p. ej. 3:1',
    '{first}, then {second}':
        '{first}, luego {second}',
    '{kind}: (none: {order}, then your own lists, is the default order)':
        '{kind}: (ninguna: el orden por defecto es {order}, luego sus propias listas)',
    '--month {month} is not a month; write YYYY/MM':
        '--month {month} no es un mes; escriba AAAA/MM',
    'no rating lists are kept for {kind} events: give --list FILE, or keep a sequence (arbiter-cli rating-lists --type {kind} --add FILE)':
        'no hay listas de Elo guardadas para torneos {kind}: indique --list FILE o guarde una secuencia (arbiter-cli rating-lists --type {kind} --add FILE)',
    'the {kind} lists kept: {lists}':
        'las listas {kind} guardadas: {lists}',
    ('{list}: {kinds} list of {month}; {found} of {n} player found', '{list}: {kinds} list of {month}; {found} of {n} players found'):
        ('{list}: lista {kinds} de {month}; jugadores encontrados: {found} de {n}', '{list}: lista {kinds} de {month}; jugadores encontrados: {found} de {n}'),
    ('{list}: {kinds} list of an unknown month; {found} of {n} player found', '{list}: {kinds} list of an unknown month; {found} of {n} players found'):
        ('{list}: lista {kinds} de un mes desconocido; jugadores encontrados: {found} de {n}', '{list}: lista {kinds} de un mes desconocido; jugadores encontrados: {found} de {n}'),
    'updated {difference}':
        'actualizado: {difference}',
    'player {number} {name}: not in {list}; {other} gives {ratings}':
        'jugador {number} {name}: no está en {list}; {other} da {ratings}',
    'player {number} {name}: FIDE number {fide_id} is in none of the lists':
        'jugador {number} {name}: el número FIDE {fide_id} no está en ninguna de las listas',
    # -- ratings and round-ratings ---------------------------------------------
    "Print each player's rated games so far, the expected score by FIDE's table (B.02 8.1.2, the 400-point rule of 8.3.1), the score, K, the rating change K x (score - expected) and the performance rating (Ra + dp). Forfeits, byes, unrated games and games against unrated players are left out.":
        'Muestra para cada jugador sus partidas valorables hasta ahora, la puntuación esperada según la tabla de la FIDE (B.02 8.1.2, la regla de los 400 puntos de 8.3.1), la puntuación, K, la variación de Elo K x (puntuación - esperada) y la performance (Ra + dp). Se excluyen incomparecencias, byes, partidas no valorables y partidas contra jugadores sin Elo.',
    'comma-separated output with a header (in English, for programs)':
        'salida separada por comas con cabecera (en inglés, para programas)',
    '{file}: not a tournament file (.arbiter); import a TRF file first (arbiter-cli import)':
        '{file}: no es un archivo de torneo (.arbiter); importe antes un archivo TRF (arbiter-cli import)',
    "Enter the players' ratings from round N on in an event longer than 30 days (settings --long-event on): every player a rating list has, or one player. Without --list or --player, show the ratings by round.":
        'Introduce los Elo de los jugadores desde la ronda N en un torneo de más de 30 días (settings --long-event on): todos los jugadores que tiene una lista de Elo, o un jugador. Sin --list ni --player, muestra los Elo por ronda.',
    'the first round the ratings apply to (2 or more)':
        'la primera ronda a la que se aplican los Elo (2 o más)',
    'the FIDE rating list valid when round N is played':
        'la lista de Elo FIDE vigente cuando se juega la ronda N',
    "one player's number":
        'el número de un solo jugador',
    "that player's rating from round N ('none': removed)":
        "el Elo de ese jugador desde la ronda N ('none': eliminado)",
    'give --list or --player, not both':
        'indique --list o --player, no ambos',
    '--from-round N is needed to enter ratings':
        '--from-round N es necesario para introducir Elo',
    '--player needs --rating R (or --rating none)':
        '--player necesita --rating R (o --rating none)',
    '--rating goes with --player P':
        '--rating va con --player P',
    'from round {round}: {list}':
        'desde la ronda {round}: {list}',
    'player {number} {name}: {before} -> {after}':
        'jugador {number} {name}: {before} -> {after}',
    'player {number} {name}: FIDE number {fide_id} is not in the list (rating kept)':
        'jugador {number} {name}: el número FIDE {fide_id} no está en la lista (se mantiene el Elo)',
    'no rating changes':
        'ningún cambio de Elo',
    'no ratings by round':
        'ningún Elo por ronda',
    'from round {round}: {rating}':
        'desde la ronda {round}: {rating}',
    'player {number} {name}: {rating}; {ratings}':
        'jugador {number} {name}: {rating}; {ratings}',
    # -- self-test and standings -----------------------------------------------
    'Create a temporary tournament for every built pairing system, pair two rounds, record results, reopen and export it; one line per check.':
        'Crea un torneo temporal para cada sistema de emparejamiento incluido, empareja dos rondas, anota resultados, lo reabre y lo exporta; una línea por comprobación.',
    'Print the standings of a TRF16 file or an .arbiter tournament: rank, pairing number, name, points and each tie-break, one player a line. Tied players share the place when points and every tie-break are equal.':
        'Muestra la clasificación de un archivo TRF16 o de un torneo .arbiter: puesto, número de emparejamiento, nombre, puntos y cada desempate, un jugador por línea. Los jugadores empatados comparten el puesto cuando los puntos y todos los desempates son iguales.',
    "comma-separated tie-breaks in order, e.g. BH/C1,BH,SB,DE (or the preset rating1998); default: the tournament's own list (.arbiter), none for a TRF file":
        'desempates separados por comas, en orden, p. ej. BH/C1,BH,SB,DE (o el preajuste rating1998); por defecto: la lista propia del torneo (.arbiter), ninguno para un archivo TRF',
    "add each player's rating change so far (FIDE B.02) as a last column (a tournament file whose settings ask for it shows it always)":
        'añadir la variación de Elo de cada jugador hasta ahora (FIDE B.02) como última columna (un archivo de torneo cuyos ajustes lo piden la muestra siempre)',
    "unplayed rounds: C.07 2023 dummy opponents or the 2009 virtual opponents (default: the tournament's setting, else 2023)":
        'rondas no jugadas: oponentes ficticios de C.07 2023 u oponentes virtuales de 2009 (por defecto: el ajuste del torneo, si no 2023)',
    "rating of unrated players in ARO/TPR/PTP/APRO/APPO: a number, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor; Q209) or 'none' (as C.07 10 says, those tie-breaks are then dropped when unrated players take part); default: the tournament's setting, else none":
        "Elo de los jugadores sin Elo en ARO/TPR/PTP/APRO/APPO: un número, 'floor' (el suelo de Elo de la FIDE, {floor}), 'performance' (la actuación de cada jugador sin Elo contra sus rivales con Elo, no por debajo del suelo; Q209) o 'none' (como dice C.07 10, esos desempates se descartan entonces si participan jugadores sin Elo); por defecto: el ajuste del torneo, si no none",
    "the edition of FIDE C.07 to follow: 2023 (from 1 September 2023), 2024 (from 1 August 2024), 2026 (from 1 March 2026; caps the dummy opponent's score); default: the tournament's setting, else the edition in force at its start date (042), the newest without one":
        'la edición de FIDE C.07 que seguir: 2023 (desde el 1 de septiembre de 2023), 2024 (desde el 1 de agosto de 2024), 2026 (desde el 1 de marzo de 2026; limita la puntuación del oponente ficticio); por defecto: el ajuste del torneo, si no la edición vigente en su fecha de inicio (042), la más reciente si no la tiene',
    'standings after round K (default: the last round with all results)':
        'clasificación tras la ronda K (por defecto: la última ronda con todos los resultados)',
    '{file}: no such file':
        '{file}: no existe el archivo',
    "--unrated-rating: expected a rating, 'floor', 'performance' or 'none', not {given}":
        "--unrated-rating: se esperaba un Elo, 'floor', 'performance' o 'none', no {given}",
    '(after round {round} of {total})':
        '(tras la ronda {round} de {total})',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ('{file}: {n} round of {n} is already paired (raise XXR to pair more)', '{file}: all {n} rounds are already paired (raise XXR to pair more)'):
        ('{file}: {n} ronda de {n} ya está emparejada (aumente XXR para emparejar más)', '{file}: las {n} rondas ya están emparejadas (aumente XXR para emparejar más)'),
    "NOT THE TOURNAMENT'S STANDINGS: computed with {options} other than the tournament's settings":
        'NO ES LA CLASIFICACIÓN DEL TORNEO: calculada con {options} distintos de los ajustes del torneo',
    ('Standings after round {round} of {total}: {n} result of a later round is missing', 'Standings after round {round} of {total}: {n} results of later rounds are missing'):
        ('Clasificación tras la ronda {round} de {total}: falta {n} resultado de una ronda posterior', 'Clasificación tras la ronda {round} de {total}: faltan {n} resultados de rondas posteriores'),
    # -- players: entering and importing players (issue 35) ---
    'import the valid lines and leave out those with a problem (each one is still named)':
        'importar las líneas válidas y dejar fuera las que tienen un problema (cada una se sigue nombrando)',
    ('{source}: {n} line with a problem (above) is left out', '{source}: {n} lines with a problem (above) are left out'):
        ('{source}: se deja fuera {n} línea con un problema (arriba)', '{source}: se dejan fuera {n} líneas con un problema (arriba)'),
    ('{source}: {n} problem (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)', '{source}: {n} problems (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)'):
        ('{source}: {n} problema (arriba); no se importó nada (corrija el archivo, asigne con --map una columna a otro campo o a ignore, o use --skip-invalid para importar solo las líneas válidas)', '{source}: {n} problemas (arriba); no se importó nada (corrija el archivo, asigne con --map una columna a otro campo o a ignore, o use --skip-invalid para importar solo las líneas válidas)'),
    '{player}: rating {rating}; the lists give:':
        '{player}: Elo {rating}; las listas dan:',
    'the rating to take, by its number in the list shown':
        'el Elo que tomar, por su número en la lista mostrada',
    '{player}: no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        '{player}: ningún Elo de lista para elegir (actualice primero los Elo desde las listas: check-ratings --update)',
    '{player}: rating {rating}':
        '{player}: Elo {rating}',
    "list the ratings a player's rating lists give, or give him one (--take N): picked, not typed (checklist Q128-129)":
        'listar los Elo que dan las listas de rating de un jugador, o darle uno (--take N): elegido, no tecleado (lista de control Q128-129)',
    # -- main: Q103, a player the rules leave out of the standings ---
    'player {number} {name}: {rank}, the rules give none: {reason}':
        'jugador {number} {name}: {rank}, las reglas no dan ninguno: {reason}',
    # -- main: Q129, a rating of another kind picked as the manual rating ---
    '{player}: manual rating {rating} (a {kind} rating in a {type} event: it places him, the rating report keeps his FIDE rating)':
        '{player}: rating manual {rating} (un Elo {kind} en un torneo {type}: lo sitúa, el informe de Elo conserva su Elo FIDE)',
}
