"""Español: the command line's help and messages (arbiter_app/cli)."""

# flake8: noqa: E501
MESSAGES = {
    # -- arbiter-cli's commands and frame (cli/main.py, cli/parser.py) -------------
    'list the automatic backups of a tournament file':
        'listar las copias de seguridad automáticas de un archivo de torneo',
    'restore a backup as a tournament file':
        'restaurar una copia de seguridad como archivo de torneo',
    "check a TRF file: every round's pairing and the standings":
        'comprobar un archivo TRF: los emparejamientos de cada ronda y la clasificación',
    'leave FIDE mode for good (needs --confirm)':
        'salir para siempre del modo FIDE (requiere --confirm)',
    'forbid (or --remove) a pair of players, before round 1':
        'prohibir (o --remove) una pareja de jugadores, antes de la ronda 1',
    'generate random tournaments (TRF-2026 or TRF16)':
        'generar torneos aleatorios (TRF-2026 o TRF16)',
    'add the players of a CSV file (one undoable import in the GUI)':
        'añadir los jugadores de un archivo CSV (una sola importación, que la ventana puede deshacer)',
    'pair the next round of a TRF16 file':
        'emparejar la ronda siguiente de un archivo TRF16',
    'write a pairing list, the starting-rank list, the standings or the crosstable as a PDF':
        'escribir una lista de emparejamientos, el ranking inicial, la clasificación o el cuadro cruzado en PDF',
    'write the event as web pages (and/or its standings and pairings as JSON or CSV) into a folder':
        'escribir el torneo como páginas web (y/o su clasificación y emparejamientos en JSON o CSV) en una carpeta',
    "check the players against FIDE rating lists (--update: take the list's values)":
        'comprobar los jugadores con las listas de Elo FIDE (--update: tomar los valores de la lista)',
    'the rating lists used per tournament type (check-ratings)':
        'las listas de Elo usadas por tipo de torneo (check-ratings)',
    "print each player's rating change and performance (FIDE B.02)":
        'mostrar la variación de Elo y la performance de cada jugador (FIDE B.02)',
    'ratings by round of an event longer than 30 days':
        'los Elo por ronda de un torneo de más de 30 días',
    'check this installation: pair two rounds with every system':
        'comprobar esta instalación: emparejar dos rondas con cada sistema',
    'print the standings with tie-breaks (FIDE C.07)':
        'mostrar la clasificación con desempates (FIDE C.07)',
    'write a tournament file as TRF-2026 (or TRF16)':
        'escribir un archivo de torneo como TRF-2026 (o TRF16)',
    'make a tournament file (.arbiter) from a TRF16 or TRF-2026 file':
        'crear un archivo de torneo (.arbiter) a partir de un archivo TRF16 o TRF-2026',
    "set a player's national rating":
        'fijar el Elo nacional de un jugador',
    'pair and save the next round of a tournament file':
        'emparejar y guardar la ronda siguiente de un archivo de torneo',
    'add a player (a late entry after round 1)':
        'añadir un jugador (una inscripción tardía tras la ronda 1)',
    "allow or refuse a player's half-point byes":
        'permitir o negar los byes de medio punto de un jugador',
    'rounds closed to half-point byes':
        'las rondas cerradas a los byes de medio punto',
    'withdraw a player from the next round on':
        'retirar un jugador a partir de la ronda siguiente',
    're-admit a withdrawn player':
        'readmitir un jugador retirado',
    'request a bye or announce an absence for a future round':
        'pedir un bye o anunciar una ausencia para una ronda futura',
    'cancel a requested bye':
        'anular un bye pedido',
    'delete a player entered by mistake (only while in no round; later: withdraw)':
        'borrar un jugador introducido por error (solo mientras no está en ninguna ronda; después: withdraw)',
    "remove the last round's pairing (no results yet)":
        'quitar los emparejamientos de la última ronda (aún sin resultados)',
    'correct a result for the rating report only':
        'corregir un resultado solo para el informe de Elo',
    'pairing numbers by the initial ranking list (until round 4)':
        'números de emparejamiento según el ranking inicial (hasta la ronda 4)',
    'record a result in a tournament file':
        'anotar un resultado en un archivo de torneo',
    'save a pairing made by hand':
        'guardar un emparejamiento hecho a mano',
    'create an empty tournament file':
        'crear un archivo de torneo vacío',
    "show or change a tournament's settings":
        'mostrar o cambiar los ajustes de un torneo',
    'show a tournament file or one of its rounds':
        'mostrar un archivo de torneo o una de sus rondas',
    'decide the places still tied after the tie-breaks':
        'decidir los puestos aún empatados tras los desempates',
    "check a proposed pairing against the system's absolute criteria":
        'comprobar un emparejamiento propuesto con los criterios absolutos del sistema',
    'Arbiter: pair, check and manage FIDE Swiss tournaments from the command line.':
        'Arbiter: emparejar, comprobar y gestionar torneos suizos FIDE desde la línea de comandos.',
    'interrupted':
        'interrumpido',
    'internal error ({error}); this is a bug — please report it with the command and the file (set ARBITER_DEBUG=1 for details)':
        'error interno ({error}); es un fallo del programa — infórmelo con la orden y el archivo (ARBITER_DEBUG=1 para los detalles)',
    "{message} (see '{command} --help')":
        "{message} (véase '{command} --help')",
    # -- argparse's own texts, %-formatted (cli/argparse_texts.py) -----------------
    'usage: ':
        'uso: ',
    'positional arguments':
        'argumentos posicionales',
    'options':
        'opciones',
    'show this help message and exit':
        'mostrar este mensaje de ayuda y salir',
    "show program's version number and exit":
        'mostrar el número de versión del programa y salir',
    'argument %(argument_name)s: %(message)s':
        'argumento %(argument_name)s: %(message)s',
    'the following arguments are required: %s':
        'se requieren los argumentos siguientes: %s',
    'one of the arguments %s is required':
        'se requiere uno de los argumentos %s',
    'not allowed with argument %s':
        'no permitido con el argumento %s',
    'unrecognized arguments: %s':
        'argumentos no reconocidos: %s',
    'invalid choice: %(value)r (choose from %(choices)s)':
        'opción no válida: %(value)r (elija entre %(choices)s)',
    'unknown parser %(parser_name)r (choices: %(choices)s)':
        'orden desconocida %(parser_name)r (opciones: %(choices)s)',
    'invalid %(type)s value: %(value)r':
        'valor %(type)s no válido: %(value)r',
    'ambiguous option: %(option)s could match %(matches)s':
        'opción ambigua: %(option)s podría ser %(matches)s',
    'expected one argument':
        'se esperaba un argumento',
    'expected at most one argument':
        'se esperaba como máximo un argumento',
    'expected at least one argument':
        'se esperaba al menos un argumento',
    'ignored explicit argument %r':
        'argumento explícito %r ignorado',
    ('expected %s argument', 'expected %s arguments'):
        ('se esperaba %s argumento', 'se esperaban %s argumentos'),
    # -- files, systems and rules shared by the commands (cli/common.py, store_common.py) ---
    'pairing system: {systems}':
        'sistema de emparejamiento: {systems}',
    "{path} is a tournament file (.arbiter), not a TRF16 file; use 'arbiter-cli export {path} -o FILE.trf' first, or the commands for tournament files (pair-next, show, validate)":
        "{path} es un archivo de torneo (.arbiter), no un archivo TRF16; use antes 'arbiter-cli export {path} -o FILE.trf', o las órdenes para archivos de torneo (pair-next, show, validate)",
    'cannot write {output}: it is a folder':
        'no se puede escribir {output}: es una carpeta',
    'cannot write {output}: folder {folder} does not exist':
        'no se puede escribir {output}: la carpeta {folder} no existe',
    'cannot write {output}: permission denied':
        'no se puede escribir {output}: permiso denegado',
    '{output} is a tournament file (.arbiter); it is not overwritten (choose another output file)':
        '{output} es un archivo de torneo (.arbiter); no se sobrescribe (elija otro archivo de salida)',
    '{output} is the input file; it is not overwritten (choose another output file)':
        '{output} es el archivo de entrada; no se sobrescribe (elija otro archivo de salida)',
    'cannot write {output}: {problem}':
        'no se puede escribir {output}: {problem}',
    'cannot read {path}: {problem}':
        'no se puede leer {path}: {problem}',
    ('{n} round paired', '{n} rounds paired'):
        ('{n} ronda emparejada', '{n} rondas emparejadas'),
    ('{n} round paired of {total}', '{n} rounds paired of {total}'):
        ('{n} ronda emparejada de {total}', '{n} rondas emparejadas de {total}'),
    ' (players {players})':
        ' (jugadores {players})',
    # -- export, import, national-rating, pair-next and the players' commands (store_*.py) ---
    'Write the tournament as a TRF file (to standard output with -o -): TRF-2026 by default, with the number of rounds, the system, the byes announced and the forbidden pairs for another program.':
        'Escribir el torneo como archivo TRF (en la salida estándar con -o -): TRF-2026 por defecto, con el número de rondas, el sistema, los byes anunciados y las parejas prohibidas, para otro programa.',
    "trf2026 (default): FIDE's TRF-2026; trf16: the 2016 format with the XXR/XXC/XXP lines of the pairing engines":
        'trf2026 (por defecto): el TRF-2026 de la FIDE; trf16: el formato de 2016 con las líneas XXR/XXC/XXP de los motores de emparejamiento',
    "FIDE's rating report (TRF-2026): the fields FIDE marks mandatory filled from the tournament; each one empty is a warning (exit 3, nothing written, unless --confirm)":
        'el informe de Elo de la FIDE (TRF-2026): los campos que la FIDE marca obligatorios, rellenados desde el torneo; cada uno vacío es una advertencia (salida 3, no se escribe nada, salvo con --confirm)',
    'with --report: write it although mandatory fields are empty':
        'con --report: escribirlo aunque haya campos obligatorios vacíos',
    '--confirm is for --report (a TRF export asks for no confirmation)':
        '--confirm es para --report (una exportación TRF no pide confirmación)',
    "--report writes TRF-2026, the format FIDE's rating server reads; leave out --format trf16":
        '--report escribe TRF-2026, el formato que lee el servidor de Elo de la FIDE; quite --format trf16',
    ('{file}: {n} player, {rounds}, system {system}', '{file}: {n} players, {rounds}, system {system}'):
        ('{file}: {n} jugador, {rounds}, sistema {system}', '{file}: {n} jugadores, {rounds}, sistema {system}'),
    'Read a TRF16 or TRF-2026 file and write it as a new tournament file; an existing file is never overwritten.':
        'Leer un archivo TRF16 o TRF-2026 y escribirlo como un archivo de torneo nuevo; un archivo existente nunca se sobrescribe.',
    "pairing system: {systems} (default: the one the file's 192 or 092 line names, e.g. '192 FIDE_DUTCH_2025' is dutch2026)":
        "sistema de emparejamiento: {systems} (por defecto: el que nombra la línea 192 o 092 del archivo, p. ej. '192 FIDE_DUTCH_2025' es dutch2026)",
    "tie-breaks of the standings, e.g. BH/C1,BH,SB (default: those of the file's 202 line; a TRF16 file names none: standings by score only; '' for none)":
        "desempates de la clasificación, p. ej. BH/C1,BH,SB (por defecto: los de la línea 202 del archivo; un archivo TRF16 no nombra ninguno: clasificación solo por puntos; '' para ninguno)",
    "tie-breaks: none, the standings are by score only (the file names none; choose them with 'arbiter-cli settings FILE --tiebreaks LIST')":
        "desempates: ninguno, la clasificación es solo por puntos (el archivo no nombra ninguno; elíjalos con 'arbiter-cli settings FILE --tiebreaks LIST')",
    "tie-breaks: {list} (the file's 202 line)":
        'desempates: {list} (la línea 202 del archivo)',
    'tie-breaks: {list}':
        'desempates: {list}',
    "not known to Arbiter, left out: {list} (the file's 202 line)":
        'desconocidos para Arbiter, omitidos: {list} (la línea 202 del archivo)',
    'no {federation} rating':
        'sin Elo {federation}',
    "Set a player's rating on a federation's national list (TRF-2026 NRS record), with the national id. RATING 0 and --id '' remove it.":
        "Fijar el Elo de un jugador en la lista nacional de una federación (registro NRS del TRF-2026), con su identificador nacional. RATING 0 y --id '' lo quitan.",
    '3-letter FIDE code, e.g. NED':
        'código FIDE de 3 letras, p. ej. NED',
    "the player's number on that national list":
        'el número del jugador en esa lista nacional',
    "Pair the next round with the tournament's system and save it. Prints the boards (or, with --pairs, the count / 'white black' / 'N 0' format of 'pair').":
        "Emparejar la ronda siguiente con el sistema del torneo y guardarla. Muestra los tableros (o, con --pairs, el formato número / 'blancas negras' / 'N 0' de 'pair').",
    "print the pairing in the endorsed engines' format":
        'mostrar el emparejamiento en el formato de los motores homologados',
    'bye: {player}':
        'bye: {player}',
    '"Last, First"':
        '"Apellido, Nombre"',
    "the player's K-factor for the rating change (FIDE B.02 8.3.3: 40, 20 or 10) when no rating list gives it":
        'el factor K del jugador para la variación de Elo (FIDE B.02 8.3.3: 40, 20 o 10) cuando ninguna lista de Elo lo da',
    'add the player even when warned (e.g. the same FIDE id, or the same name and birth date, as a player already in the tournament)':
        'añadir el jugador aunque haya advertencia (p. ej. el mismo id FIDE, o el mismo nombre y fecha de nacimiento, que un jugador ya inscrito)',
    'the player may not take half-point byes (FIDE checklist Q175)':
        'el jugador no puede tomar byes de medio punto (lista de comprobación FIDE Q175)',
    "Make a player eligible (allow) or ineligible (refuse) for half-point byes; a refused player's request for one is refused (FIDE checklist Q175-176).":
        'Hacer a un jugador apto (allow) o no apto (refuse) para byes de medio punto; la petición de un jugador no apto se rechaza (lista de comprobación FIDE Q175-176).',
    "The rounds in which no half-point bye may be requested (FIDE checklist Q175), e.g. 8,9; 'none' opens every round again.":
        "Las rondas en las que no se puede pedir un bye de medio punto (lista de comprobación FIDE Q175), p. ej. 8,9; 'none' vuelve a abrir todas las rondas.",
    'e.g. 8,9 or none':
        'p. ej. 8,9 o none',
    'withdrawn by expulsion: flagged, and left out of the Swiss standings (FIDE checklist Q197-198)':
        'retirado por expulsión: marcado y fuera de la clasificación del suizo (lista de comprobación FIDE Q197-198)',
    'KIND: H half-point bye, Z zero-point (absence), F full-point.':
        'KIND: H bye de medio punto, Z cero puntos (ausencia), F un punto.',
    'go ahead although warned (in FIDE mode: a second half-point bye)':
        'seguir pese a la advertencia (en modo FIDE: un segundo bye de medio punto)',
    '{player} may take half-point byes':
        '{player} puede tomar byes de medio punto',
    '{player} may not take half-point byes':
        '{player} no puede tomar byes de medio punto',
    ('no half-point byes in round {rounds}', 'no half-point byes in rounds {rounds}'):
        ('sin byes de medio punto en la ronda {rounds}', 'sin byes de medio punto en las rondas {rounds}'),
    'no half-point byes in rounds: none (every round is open)':
        'rondas sin byes de medio punto: ninguna (todas las rondas están abiertas)',
    're-admitted: {player}':
        'readmitido: {player}',
    'round {round}: {player} has bye {kind}':
        'ronda {round}: {player} tiene el bye {kind}',
    'round {round}: bye of {player} cancelled':
        'ronda {round}: bye de {player} anulado',
    'round {round} unpaired':
        'emparejamiento de la ronda {round} deshecho',
    'deleted: {player}':
        'borrado: {player}',
    'added {player} (late entry from round {round})':
        'añadido: {player} (inscripción tardía desde la ronda {round})',
    'added {player}':
        'añadido: {player}',
    '{rounds!r}: write round numbers separated by commas, e.g. 8,9, or none':
        '{rounds!r}: escriba números de ronda separados por comas, p. ej. 8,9, o none',
    'expelled: {player}, not paired from round {round}':
        'expulsado: {player}, no se empareja desde la ronda {round}',
    'withdrawn: {player}, not paired from round {round}':
        'retirado: {player}, no se empareja desde la ronda {round}',
    # -- results, pairings, show, ties and validate (store_*.py) -------------------
    "Correct a result for FIDE's rating report only (export --report and the rating changes); the pairings and the standings keep the result as entered. Written to the audit log and as a ### line of the TRF exports.":
        'Corregir un resultado solo para el informe de Elo de la FIDE (export --report y las variaciones de Elo); los emparejamientos y la clasificación conservan el resultado introducido. Se anota en el registro de auditoría y como línea ### de las exportaciones TRF.',
    'the result the rating report uses, e.g. 0-1, 1/2, W-L':
        'el resultado que usa el informe de Elo, p. ej. 0-1, 1/2, W-L',
    'take the correction back':
        'retirar la corrección',
    'why (written to the audit log)':
        'por qué (se anota en el registro de auditoría)',
    'give a RESULT, or --remove to take the correction back':
        'indique un RESULT, o --remove para retirar la corrección',
    'round {round} board {board}: removed':
        'ronda {round} tablero {board}: quitada',
    'round {round} board {board}: {result} for the rating report':
        'ronda {round} tablero {board}: {result} para el informe de Elo',
    "Renumber the players of a tournament file by the initial ranking list: rating, then FIDE title, then name (C.04.2.B; swiss-rating-1998 A.2 for rating1998). Until round 4 is paired (C.04.2 2.3); the games of the rounds already paired follow their players. Prints 'old -> new name' for every number that changes.":
        "Renumerar los jugadores de un archivo de torneo según el ranking inicial: Elo, luego título FIDE, luego nombre (C.04.2.B; swiss-rating-1998 A.2 para rating1998). Hasta que se empareje la ronda 4 (C.04.2 2.3); las partidas de las rondas ya emparejadas siguen a sus jugadores. Muestra 'antiguo -> nuevo nombre' para cada número que cambia.",
    'rating (default) or alphabetical (if announced beforehand)':
        'rating (por defecto) o alphabetical (si se anunció de antemano)',
    'the pairing numbers already follow the initial ranking list; nothing changed':
        'los números de emparejamiento ya siguen el ranking inicial; nada ha cambiado',
    "Record (or correct) a result: {accepted} (+- and -+ are forfeits, -- a double forfeit; 1/2-0, 0-1/2 and 0-0 what each player scored after an arbiter's decision; W-L, L-W, D-D games of less than one move, not rated; adjourned: no result yet, a draw for the pairing).":
        'Anotar (o corregir) un resultado: {accepted} (+- y -+ son incomparecencias, -- una doble incomparecencia; 1/2-0, 0-1/2 y 0-0 lo que cada jugador puntuó tras una decisión del árbitro; W-L, L-W, D-D partidas de menos de una jugada, no valederas para Elo; aplazada: aún sin resultado, tablas para el emparejamiento).',
    "go ahead despite the warnings (an adjourned game's result other than a draw)":
        'seguir pese a las advertencias (el resultado de una partida aplazada distinto de tablas)',
    '{value} must be 1 or more':
        '{value} debe ser 1 o más',
    '{text!r} is not a number':
        '{text!r} no es un número',
    '{result!r} is no result; use one of {accepted}':
        '{result!r} no es un resultado; use uno de {accepted}',
    'unknown result {result!r}; use one of {accepted}':
        'resultado desconocido {result!r}; use uno de {accepted}',
    'round {round} board {board}: {white} - {black} {result}':
        'ronda {round} tablero {board}: {white} - {black} {result}',
    'round {round} board {board}: {white} - {black} {result} (was {previous})':
        'ronda {round} tablero {board}: {white} - {black} {result} (era {previous})',
    'Round {round} (by hand)':
        'Ronda {round} (a mano)',
    'Save a pairing made by hand for the next round (or the last round while it has no result). Exit 1: it breaks a rule (listed); 3: it needs --confirm; 2: bad input.':
        'Guardar un emparejamiento hecho a mano para la ronda siguiente (o la última ronda mientras no tenga resultados). Salida 1: infringe una regla (listada); 3: requiere --confirm; 2: entrada incorrecta.',
    "count, then 'white black' per board, the bye as 'N 0'":
        "el número, luego 'blancas negras' por tablero, el bye como 'N 0'",
    'save it although it breaks rules of the system (with --reason)':
        'guardarlo aunque infrinja reglas del sistema (con --reason)',
    "go ahead despite the warnings (a pairing that is not the system's, FIDE checklist Q69)":
        'seguir pese a las advertencias (un emparejamiento que no es el del sistema, lista de comprobación FIDE Q69)',
    '--accept-violations needs a --reason (it goes to the audit log)':
        '--accept-violations requiere un --reason (va al registro de auditoría)',
    'accepted: {violation}':
        'aceptado: {violation}',
    'pairing-allocated bye':
        'bye asignado por el emparejamiento',
    'absent (zero-point bye)':
        'ausente (bye de cero puntos)',
    'FIDE mode off ({note})':
        'modo FIDE desactivado ({note})',
    'FIDE mode on':
        'modo FIDE activado',
    "show round N's boards":
        'mostrar los tableros de la ronda N',
    '{name}, round {round}':
        '{name}, ronda {round}',
    ('{name}: system {system}, {n} player, {rounds}; {fide_mode}', '{name}: system {system}, {n} players, {rounds}; {fide_mode}'):
        ('{name}: sistema {system}, {n} jugador, {rounds}; {fide_mode}', '{name}: sistema {system}, {n} jugadores, {rounds}; {fide_mode}'),
    'enters round {round}':
        'entra en la ronda {round}',
    ('{file}: round {round} is not paired ({n} round is)', '{file}: round {round} is not paired ({n} rounds are)'):
        ('{file}: la ronda {round} no está emparejada (lo está {n} ronda)', '{file}: la ronda {round} no está emparejada (lo están {n} rondas)'),
    "Players still tied after the last tie-break share the place (C.07). --lots decides such places by a drawing of lots (the seed is kept: the same places every time); --order by the arbiter's order of the tied players; --playoff by the scores of a play-off played over the board (C.07 3), printed under its --label; --shared goes back to shared places.":
        'Los jugadores aún empatados tras el último desempate comparten el puesto (C.07). --lots decide esos puestos por sorteo (la semilla se guarda: los mismos puestos cada vez); --order por el orden del árbitro entre los empatados; --playoff por los puntos de un play-off jugado sobre el tablero (C.07 3), impreso con su --label; --shared vuelve a los puestos compartidos.',
    'a drawing of lots':
        'un sorteo',
    'pairing numbers of tied players, in the order they are placed':
        'números de emparejamiento de los empatados, en el orden en que se clasifican',
    'tied players share the place':
        'los empatados comparten el puesto',
    'the seed of the drawing of lots (default: a new one)':
        'la semilla del sorteo (por defecto: una nueva)',
    '--seed goes with --lots':
        '--seed va con --lots',
    'places still tied are decided by drawing of lots (seed {seed})':
        'los puestos aún empatados se deciden por sorteo (semilla {seed})',
    '--order {order!r}: write pairing numbers separated by commas, e.g. 12,5,7':
        '--order {order!r}: escriba números de emparejamiento separados por comas, p. ej. 12,5,7',
    'order of tied players: {order}':
        'orden de los empatados: {order}',
    "Check a proposed pairing of the next round (of a paired round without results, in a tournament file) against the system's absolute criteria and completeness. Prints each violation with its rule and players. With --report instead: the fields FIDE's rating report needs that the tournament file leaves empty (export --report's warnings), nothing written. Exit 0: none (notices only); 1: violations or warnings; 2: bad input.":
        'Comprobar un emparejamiento propuesto de la ronda siguiente (de una ronda emparejada sin resultados, en un archivo de torneo) con los criterios absolutos del sistema y su completitud. Muestra cada infracción con su regla y sus jugadores. Con --report en su lugar: los campos que necesita el informe de Elo de la FIDE y que el archivo de torneo deja vacíos (las advertencias de export --report), sin escribir nada. Salida 0: ninguno (solo avisos); 1: infracciones o advertencias; 2: entrada incorrecta.',
    'pairing system of a TRF file: {systems}':
        'sistema de emparejamiento de un archivo TRF: {systems}',
    "check a tournament file for FIDE's rating report (the warnings of 'export --report'), writing nothing":
        "comprobar un archivo de torneo para el informe de Elo de la FIDE (las advertencias de 'export --report'), sin escribir nada",
    '{file}: --report checks a tournament file (T.arbiter); import the TRF file first':
        '{file}: --report comprueba un archivo de torneo (T.arbiter); importe antes el archivo TRF',
    '{file}: the rating report has every field FIDE marks mandatory':
        '{file}: el informe de Elo tiene todos los campos que la FIDE marca obligatorios',
    '{file}: a TRF file needs --system':
        '{file}: un archivo TRF requiere --system',
    # -- new and settings (store_settings.py) --------------------------------------
    'place of the event':
        'lugar del torneo',
    'federation of the event (three letters, e.g. NED)':
        'federación del torneo (tres letras, p. ej. NED)',
    'first day, YYYY/MM/DD':
        'primer día, YYYY/MM/DD',
    'last day, YYYY/MM/DD':
        'último día, YYYY/MM/DD',
    "the chief arbiter's name":
        'el nombre del árbitro principal',
    "deputy arbiters' names":
        'los nombres de los árbitros adjuntos',
    'e.g. 90\'/40 + 30\' + 30"':
        'p. ej. 90\'/40 + 30\' + 30"',
    'ratings (docs/ratings.md)':
        'Elo (docs/ratings.md)',
    'round robin (--system roundrobin; docs/systems/roundrobin.md)':
        'round robin (--system roundrobin; docs/systems/roundrobin.md)',
    ('created {file}: {name}, {n} round, {system}', 'created {file}: {name}, {n} rounds, {system}'):
        ('{file} creado: {name}, {n} ronda, {system}', '{file} creado: {name}, {n} rondas, {system}'),
    "the federation of the national ratings (NRS records) the method reads (default: the tournament's federation)":
        'la federación de los Elo nacionales (registros NRS) que lee el método (por defecto: la federación del torneo)',
    "an event longer than 30 days: each round has its players' ratings of that month (checklist Q210-216)":
        'un torneo de más de 30 días: cada ronda tiene los Elo de sus jugadores de ese mes (lista de comprobación Q210-216)',
    "Create a tournament file with every field of the GUI's New tournament dialog; add players with add-player.":
        'Crear un archivo de torneo con cada campo del diálogo Nuevo torneo; añada los jugadores con add-player.',
    'a double round robin: two cycles, the second with colours reversed':
        'un round robin doble: dos ciclos, el segundo con los colores invertidos',
    'how many cycles (default: as many as --rounds needs)':
        'cuántos ciclos (por defecto: los que necesite --rounds)',
    "play the last two rounds of cycle 1 in reverse order (C.05's recommendation for a double round robin; default on with two or more cycles)":
        'jugar las dos últimas rondas del ciclo 1 en orden inverso (recomendación de C.05 para un round robin doble; on por defecto con dos o más ciclos)',
    'the Berger numbers set by hand: the pairing numbers in Berger order, e.g. 3,1,4,2 (FIDE checklist Q95)':
        'los números de Berger fijados a mano: los números de emparejamiento en orden de Berger, p. ej. 3,1,4,2 (lista de comprobación FIDE Q95)',
    'Berger numbers by drawing of lots with this seed (reproducible, recorded); without it the pairing numbers are the Berger numbers':
        'números de Berger por sorteo con esta semilla (reproducible, registrado); sin ella los números de emparejamiento son los números de Berger',
    'Without options: print the settings. With options: change those (the others stay).':
        'Sin opciones: mostrar los ajustes. Con opciones: cambiar esos (los demás se quedan).',
    'points of the pairing-allocated bye (the same as --points P=…)':
        'puntos del bye asignado por el emparejamiento (igual que --points P=…)',
    'go ahead although warned: after round 1, in FIDE mode, the number of rounds, the points, the PAB and the tie-breaks need it (a double confirmation in the GUI; without it: the warning, exit 3, nothing changed)':
        'seguir pese a la advertencia: tras la ronda 1, en modo FIDE, el número de rondas, los puntos, el PAB y los desempates lo requieren (una doble confirmación en la ventana; sin él: la advertencia, salida 3, nada cambia)',
    '--cycles must be 1 or more':
        '--cycles debe ser 1 o más',
    '--double is two cycles; leave out --cycles or give --cycles 2':
        '--double son dos ciclos; quite --cycles o indique --cycles 2',
    ('{cycles} of {n} round', '{cycles} of {n} rounds'):
        ('{cycles} × {n} ronda', '{cycles} × {n} rondas'),
    'the point system as TRF-2026 record 162 has it: points for a win, forfeit win and full-point bye (W), a draw and half-point bye (D), a loss (L), an absence or forfeit loss (A), the pairing-allocated bye (P, default as W) and an unknown (adjourned) result (X, default as D)':
        'el sistema de puntos como el registro 162 del TRF-2026: puntos por victoria, victoria por incomparecencia y bye de un punto (W), tablas y bye de medio punto (D), derrota (L), ausencia o derrota por incomparecencia (A), el bye asignado por el emparejamiento (P, por defecto como W) y un resultado desconocido (aplazado) (X, por defecto como D)',
    'any subset, the others standard':
        'cualquier subconjunto, los demás estándar',
    'any subset, the others as they are':
        'cualquier subconjunto, los demás como están',
    "colour of the top player in round 1 ('lot': drawn by lot, the default)":
        "color del primer jugador en la ronda 1 ('lot': por sorteo, por defecto)",
    "colour of the top player in round 1 ('lot': drawn by lot)":
        "color del primer jugador en la ronda 1 ('lot': por sorteo)",
    "comma-separated, e.g. BH/C1,SB,DE (default BH/C1,BH,SB; '' for none)":
        "separados por comas, p. ej. BH/C1,SB,DE (por defecto BH/C1,BH,SB; '' para ninguno)",
    'comma-separated, e.g. BH/C1,SB,DE':
        'separados por comas, p. ej. BH/C1,SB,DE',
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date, the default)":
        "edición de C.07 que siguen los desempates ('date': la vigente en la fecha de inicio, por defecto)",
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date)":
        "edición de C.07 que siguen los desempates ('date': la vigente en la fecha de inicio)",
    'renumber the players by rating when round 1 is paired (default on)':
        'renumerar los jugadores por Elo al emparejar la ronda 1 (on por defecto)',
    'renumber the players by rating when round 1 is paired':
        'renumerar los jugadores por Elo al emparejar la ronda 1',
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only), or 'none', the default (docs/systems/acceleration.md)":
        "emparejamientos acelerados: 'baku', el método de Bakú (C.04.7; solo sistema holandés), o 'none', por defecto (docs/systems/acceleration.md)",
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only) (docs/systems/acceleration.md)":
        "emparejamientos acelerados: 'baku', el método de Bakú (C.04.7; solo sistema holandés) (docs/systems/acceleration.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (the default) (docs/languages.md)":
        "el idioma de los impresos y las páginas web: {languages}, o 'system', el de la interfaz (por defecto) (docs/languages.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (docs/languages.md)":
        "el idioma de los impresos y las páginas web: {languages}, o 'system', el de la interfaz (docs/languages.md)",
    'the FIDE list the official ratings come from (checklist Q124): standard, the default':
        'la lista FIDE de la que vienen los Elo oficiales (lista de comprobación Q124): standard, por defecto',
    'the FIDE list the official ratings come from (checklist Q124)':
        'la lista FIDE de la que vienen los Elo oficiales (lista de comprobación Q124)',
    "the tournament rating of the initial order, TRF-2026 record 172: FIDE only, NRO national only, FIDON FIDE else national, NIDOF national else FIDE, HBFN the higher, LBFN the lower, OTHER the arbiter's manual ratings":
        'el Elo de torneo del orden inicial, registro 172 del TRF-2026: FIDE solo FIDE, NRO solo nacional, FIDON FIDE si no nacional, NIDOF nacional si no FIDE, HBFN el más alto, LBFN el más bajo, OTHER los Elo introducidos por el árbitro',
    '(default FIDE)':
        '(FIDE por defecto)',
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically (the default), or 'fide-id', the criterion the regulations may name instead (Q146)":
        "tras el Elo y el título (C.04.2 2.2.3): 'name', por orden alfabético (por defecto), o 'fide-id', el criterio que las bases pueden indicar en su lugar (Q146)",
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically, or 'fide-id', the criterion the regulations may name instead (Q146)":
        "tras el Elo y el título (C.04.2 2.2.3): 'name', por orden alfabético, o 'fide-id', el criterio que las bases pueden indicar en su lugar (Q146)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's, the default), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "el Elo que leen los desempates basados en el Elo en un torneo de más de 30 días: 'first' (el del inicio, por defecto), 'round' (el de cada ronda) o un número de ronda N (los válidos en la ronda N; Q214-216)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "el Elo que leen los desempates basados en el Elo en un torneo de más de 30 días: 'first' (el del inicio), 'round' (el de cada ronda) o un número de ronda N (los válidos en la ronda N; Q214-216)",
    '--rounds must be 1 or more':
        '--rounds debe ser 1 o más',
    '{option}: the point system {points} is refused: {problem}; nothing was changed':
        '{option}: el sistema de puntos {points} se rechaza: {problem}; no se ha cambiado nada',
    '--double, --cycles, --swap, --lots and --berger-order are for --system roundrobin':
        '--double, --cycles, --swap, --lots y --berger-order son para --system roundrobin',
    '--lots needs a seed (any text)':
        '--lots necesita una semilla (cualquier texto)',
    '{file}: changed {settings}':
        '{file}: cambiado {settings}',
    '(none: score only)':
        '(ninguno: solo puntos)',
    'date (in force at the start date)':
        'date (la vigente en la fecha de inicio)',
    "system (the interface's)":
        'system (el de la interfaz)',
    '{method} (national ratings of {federation})':
        '{method} (Elo nacionales de {federation})',
    'on (last two rounds of cycle 1 reversed)':
        'on (dos últimas rondas del ciclo 1 invertidas)',
    'off (last two rounds of cycle 1 reversed)':
        'off (dos últimas rondas del ciclo 1 invertidas)',
    'confirmed (level {level}): {text}':
        'confirmado (nivel {level}): {text}',
    # -- issue 34: tournament files from elsewhere ---
    '; its newest backup that opens was taken {when}, {reason} ({contents}): arbiter-cli restore {backup} -o {target}':
        '; su copia de seguridad más reciente que se abre es del {when}, {reason} ({contents}): arbiter-cli restore {backup} -o {target}',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    "import even when rounds of the file are not the system's pairing (each such round is a level 3 warning; FIDE checklist Q54-55), or, outside FIDE mode for good, when its point system (162) is not allowed in FIDE mode (Q74, Q81, Q83)":
        'importar aunque rondas del archivo no sean el emparejamiento del sistema (cada una es una advertencia de nivel 3; lista de comprobación FIDE Q54-55) o, fuera del modo FIDE para siempre, aunque su sistema de puntuación (162) no se admita en modo FIDE (Q74, Q81, Q83)',
    "{action}: the file's point system is not allowed in FIDE mode; nothing was imported (--confirm imports it outside FIDE mode, for good)":
        '{action}: el sistema de puntuación del archivo no se admite en modo FIDE; no se importó nada (--confirm lo importa fuera del modo FIDE, para siempre)',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change the numbers by hand: the player numbered N gets number M, the players between move by one (repeatable, applied in turn); before round 1 freely, after it only until round 4 is paired (C.04.2 2.3-2.5)':
        'cambiar los números a mano: el jugador con el número N recibe el número M, los jugadores intermedios se desplazan un puesto (repetible, aplicado por orden); antes de la ronda 1 libremente, después solo hasta que se empareje la ronda 4 (C.04.2 2.3-2.5)',
    'go ahead after the warnings of a change by hand':
        'continuar pese a las advertencias de un cambio a mano',
    '--move {text}: write N:M, two pairing numbers (e.g. 5:2)':
        '--move {text}: escriba N:M, dos números de emparejamiento (p. ej. 5:2)',
    'the pairing numbers stay as they were; nothing changed':
        'los números de emparejamiento quedan como estaban; nada ha cambiado',
    '--move and --order do not go together: one renumbers by hand, the other by the initial ranking list':
        '--move y --order no van juntos: uno renumera a mano, el otro según el ranking inicial',
    # -- fplayoff: play-off results for tied places (Q207) ---
    "each player's play-off score (pairing number=score), e.g. 5=1.5,3=0.5; the higher score takes the higher place; an empty list removes the play-off":
        'los puntos de play-off de cada jugador (número de emparejamiento=puntos), p. ej. 5=1.5,3=0.5; más puntos dan el mejor puesto; una lista vacía quita el play-off',
    "the play-off's name in every output, e.g. Armageddon (default: play-off)":
        'el nombre del play-off en cada salida, p. ej. Armagedón (por defecto: play-off)',
    "the play-off decides players tied after the last tie-break (tiebreaks, the default) or, as the tournament's rules may say, players tied on points (points)":
        'el play-off decide entre jugadores empatados tras el último desempate (tiebreaks, por defecto) o, si las bases del torneo lo dicen, entre jugadores empatados a puntos (points)',
    '--label and --on go with --playoff':
        '--label y --on van con --playoff',
    'player {number} is named twice':
        'el jugador {number} aparece dos veces',
    '--playoff {value!r}: {item}: write pairing number=score separated by commas, e.g. 5=1.5,3=0.5':
        '--playoff {value!r}: {item}: escriba número de emparejamiento=puntos separados por comas, p. ej. 5=1.5,3=0.5',
    'play-off: {scores}':
        'play-off: {scores}',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players in ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209): a rating, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor) or 'none' (those tie-breaks dropped when unrated players take part)":
        "el Elo de los jugadores sin Elo en ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209): un Elo, 'floor' (el suelo de Elo de la FIDE, {floor}), 'performance' (la actuación de cada jugador sin Elo contra sus rivales con Elo, no por debajo del suelo) o 'none' (esos desempates se descartan si participan jugadores sin Elo)",
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "The local copy of FIDE's rating list (the combined standard, rapid and blitz list), kept in your data folder: shown with its month and the day it was downloaded, or --update: downloaded, checked, and put in place of the old copy (which is kept when anything fails). check-ratings uses it when no list is given or kept.":
        'La copia local de la lista de Elo FIDE (la lista combinada estándar, rápido y blitz), guardada en su carpeta de datos: se muestra con su mes y el día en que se descargó, o --update: se descarga, se comprueba y sustituye a la copia anterior (que se conserva si algo falla). check-ratings la usa cuando no se indica ni se guarda ninguna lista.',
    "download FIDE's list now (the computer must be online)":
        'descargar ahora la lista FIDE (el ordenador debe estar conectado)',
    "where to download it from (default: FIDE's players list, {url})":
        'de dónde descargarla (por defecto: la lista de jugadores de la FIDE, {url})',
    '--url needs --update':
        '--url necesita --update',
    'downloading {url}':
        'descargando {url}',
    'updated: {copy}':
        'actualizada: {copy}',
    "the local copy of FIDE's rating list: its date, or --update it while online":
        'la copia local de la lista de Elo FIDE: su fecha, o --update para actualizarla con conexión',
}
