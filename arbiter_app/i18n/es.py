"""Español: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms); docs/languages.md says how to add or change one."""

# flake8: noqa: E501
NPLURALS = 2


def plural(n: int) -> int:
    """0: one; 1: the others (also 0)."""
    return 0 if n == 1 else 1


MESSAGES = {
    # -- the undo and redo texts of the window (ui/commands.py) ----------------------------
    'request a half point bye of player {number} in round {round_no}':
        'pedir un bye de medio punto del jugador {number} en la ronda {round_no}',
    'request a full point bye of player {number} in round {round_no}':
        'pedir un bye de un punto del jugador {number} en la ronda {round_no}',
    'request a zero point bye of player {number} in round {round_no}':
        'pedir un bye de cero puntos del jugador {number} en la ronda {round_no}',
    'request a pairing allocated bye of player {number} in round {round_no}':
        'pedir un bye asignado por el emparejamiento del jugador {number} en la ronda {round_no}',
    'Redo {action}':
        'Rehacer {action}',
    'Undo {action}':
        'Deshacer {action}',
    'delete player {number} {name}':
        'borrar el jugador {number} {name}',
    'edit player {number}':
        'editar el jugador {number}',
    're-admit player {number}':
        'readmitir el jugador {number}',
    'cancel the bye of player {number} in round {round_no}':
        'anular el bye del jugador {number} en la ronda {round_no}',
    'result {result} on board {board} of round {round_no}':
        'resultado {result} en el tablero {board} de la ronda {round_no}',
    'pair round {round_no}':
        'emparejar la ronda {round_no}',
    'manual pairing of round {round_no}':
        'emparejamiento manual de la ronda {round_no}',
    'unpair round {round_no}':
        'deshacer el emparejamiento de la ronda {round_no}',
    'date of round {round_no}':
        'fecha de la ronda {round_no}',
    'change tournament settings':
        'cambiar los ajustes del torneo',
    'rating correction of board {board} of round {round_no}':
        'corrección para el Elo del tablero {board} de la ronda {round_no}',
    'tied places':
        'puestos empatados',
    'expel player {number}':
        'expulsar el jugador {number}',
    'withdraw player {number}':
        'retirar el jugador {number}',
    'Pairing this round again gave a different pairing than before the undo; check the new round.':
        'Emparejar de nuevo esta ronda dio un emparejamiento distinto al de antes de deshacer; revise la nueva ronda.',
    'cleared':
        'borrado',
    # -- the services' warnings and errors (services/*.py) ----------------------
    'acceleration must be one of {methods}, not {acceleration!r}':
        'la aceleración debe ser una de {methods}, no {acceleration!r}',
    'the Baku acceleration is for the Dutch system ({systems}), not {system}':
        'la aceleración de Bakú es para el sistema holandés ({systems}), no {system}',
    "the Baku acceleration needs a point system of the standard shape (a draw half a win, a loss nothing: C.04.5.1 'Premise'), not win {win:g}, draw {draw:g}, loss {loss:g}":
        "la aceleración de Bakú necesita un sistema de puntuación de forma estándar (tablas la mitad de una victoria, derrota nada: C.04.5.1 'Premise'), no victoria {win:g}, tablas {draw:g}, derrota {loss:g}",
    'no free name for a restored copy of {tournament_name}':
        'ningún nombre libre para una copia restaurada de {tournament_name}',
    '{problem}; nothing was restored':
        '{problem}; no se restauró nada',
    'round 1 cannot be paired: {exc}; nothing was saved':
        'la ronda 1 no puede emparejarse: {exc}; no se guardó nada',
    'the standings for the rank column cannot be computed: {exc}; nothing was written (check the tie-break settings)':
        'la clasificación de la columna del puesto no puede calcularse: {exc}; no se escribió nada (revise los ajustes de desempate)',
    '{path} is a tournament file; it is not overwritten by a TRF export (choose another file name)':
        '{path} es un archivo de torneo; una exportación TRF no lo sobrescribe (elija otro nombre de archivo)',
    'leave FIDE mode':
        'salir del modo FIDE',
    'the tournament is already outside FIDE mode (it cannot be re-entered)':
        'el torneo ya está fuera del modo FIDE (no se puede volver a él)',
    'leaving FIDE mode at round {n} cannot be undone: the tournament will say for good that it is not run in FIDE mode (title, printouts, TRF export), and the FIDE-mode rules no longer apply':
        'salir del modo FIDE en la ronda {n} no se puede deshacer: el torneo dirá para siempre que no se dirige en modo FIDE (título, impresiones, exportación TRF), y las reglas del modo FIDE dejan de aplicarse',
    'round {round_no} as imported is not the {system} pairing: {text}':
        'la ronda {round_no} importada no es el emparejamiento {system}: {text}',
    'get black a third time in a row':
        'llevar negras por tercera vez seguida',
    'get white a third time in a row':
        'llevar blancas por tercera vez seguida',
    'reach a colour difference of {difference:+d}':
        'alcanzar una diferencia de colores de {difference:+d}',
    'the tournament has no pairing system set; choose one in the settings ({systems})':
        'el torneo no tiene sistema de emparejamiento; elija uno en los ajustes ({systems})',
    'unknown pairing system {name!r}; choose one of {systems}':
        'sistema de emparejamiento desconocido {name!r}; elija uno de {systems}',
    'all {total_rounds} rounds are paired; raise the number of rounds in the settings to pair another':
        'las {total_rounds} rondas están emparejadas; aumente el número de rondas en los ajustes para emparejar otra',
    'the system gave no pairing to compare with':
        'el sistema no dio ningún emparejamiento con el que comparar',
    'bye: system {system}, manual {manual}':
        'bye: sistema {system}, manual {manual}',
    'same games in another board order':
        'las mismas partidas en otro orden de tableros',
    ', bye {player}':
        ', bye {player}',
    "{source}: empty; expected a count, then one 'white black' line per board":
        "{source}: vacío; se esperaba un número y luego una línea 'blancas negras' por tablero",
    '{source}: line {first_no}: expected the number of lines that follow, found {first!r}':
        '{source}: línea {first_no}: se esperaba el número de líneas que siguen, se encontró {first!r}',
    '{source}: line {first_no} announces {count} lines but {lines} follow':
        '{source}: la línea {first_no} anuncia {count} líneas pero siguen {lines}',
    'pairing system {name} could not be loaded: {kind}: {exc}':
        'no se pudo cargar el sistema de emparejamiento {name}: {kind}: {exc}',
    'round {last} already has results and is not finished; finish it before pairing round {next} (or correct the results)':
        'la ronda {last} ya tiene resultados y no ha terminado; termínela antes de emparejar la ronda {next} (o corrija los resultados)',
    'round {round} has no result at all (boards {shown}): its games will be marked adjourned and count as draws for the pairing of round {next}':
        'la ronda {round} no tiene ningún resultado (tableros {shown}): sus partidas se marcarán como aplazadas y contarán como tablas para el emparejamiento de la ronda {next}',
    ('round {round} has no result on board ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}', 'round {round} has no result on boards ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}'):
        ('la ronda {round} no tiene resultado en el tablero ({shown}): la partida se marcará como aplazada y contará como tablas para el emparejamiento de la ronda {next}', 'la ronda {round} no tiene resultado en los tableros ({shown}): las partidas se marcarán como aplazadas y contarán como tablas para el emparejamiento de la ronda {next}'),
    ('adjourned game still without a result ({shown}) count as draws for the pairing', 'adjourned games still without a result ({shown}) count as draws for the pairing'):
        ('partida aplazada aún sin resultado ({shown}) cuenta como tablas para el emparejamiento', 'partidas aplazadas aún sin resultado ({shown}) cuentan como tablas para el emparejamiento'),
    '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {most} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds':
        '{total_rounds} rondas con {players} jugadores: un suizo no puede emparejar más de {most} rondas sin que dos jugadores se enfrenten dos veces (C.04.1 b); añada jugadores o reduzca el número de rondas',
    "{white}-{black} is not in the system's pairing":
        '{white}-{black} no está en el emparejamiento del sistema',
    "system's {white}-{black} is not paired":
        '{white}-{black} del sistema no está emparejado',
    'the pairing of round {round_no} is not the {system} pairing ({shown}); the system pairs {boards}{bye}':
        'el emparejamiento de la ronda {round_no} no es el emparejamiento {system} ({shown}); el sistema empareja {boards}{bye}',
    "{source}: line {line_no}: expected two player numbers 'white black', found {items!r}":
        "{source}: línea {line_no}: se esperaban dos números de jugador 'blancas negras', se encontró {items!r}",
    'round {round} board {board}':
        'ronda {round} tablero {board}',
    '{white}-{black}: colours swapped (system: {system})':
        '{white}-{black}: colores invertidos (sistema: {system})',
    'round {round_no} board {number}: {white} and {black} both get the colour opposite to their due':
        'ronda {round_no} tablero {number}: {white} y {black} reciben ambos el color contrario al que les corresponde',
    ('round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} has fewer points (C.04.1 c: a player of the lowest score group)', 'round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} have fewer points (C.04.1 c: a player of the lowest score group)'):
        ('ronda {round_no}: el bye asignado por el emparejamiento va a {bye} ({score:g} puntos) mientras {lower} tiene menos puntos (C.04.1 c: un jugador del grupo de puntuación más bajo)', 'ronda {round_no}: el bye asignado por el emparejamiento va a {bye} ({score:g} puntos) mientras {lower} tienen menos puntos (C.04.1 c: un jugador del grupo de puntuación más bajo)'),
    '{source}: line {line_no}: a second bye ({white}; {bye} already has it)':
        '{source}: línea {line_no}: un segundo bye ({white}; {bye} ya lo tiene)',
    '{source}: line {line_no}: 0 is not a player':
        '{source}: línea {line_no}: 0 no es un jugador',
    'the {system} rules could not be checked: {exc}':
        'no se pudieron comprobar las reglas {system}: {exc}',
    'round {round_no} board {number}: {player} would {problem}':
        'ronda {round_no} tablero {number}: {player} tendría que {problem}',
    '{source}: line {line_no}: a board after the bye line; the bye comes last':
        '{source}: línea {line_no}: un tablero tras la línea del bye; el bye va al final',
    '{source}: the file is empty':
        '{source}: el archivo está vacío',
    '{source}: line {line_num}: not readable as CSV ({exc})':
        '{source}: línea {line_num}: no legible como CSV ({exc})',
    '{path}: cannot read the file: {strerror}':
        '{path}: no se puede leer el archivo: {strerror}',
    '--map {part!r}: write COLUMN=field, e.g. FIDE-ID=fide_id':
        '--map {part!r}: escriba COLUMNA=campo, p. ej. FIDE-ID=fide_id',
    '--map {part!r}: unknown field {field!r} (fields: {fields}, or ignore)':
        '--map {part!r}: campo desconocido {field!r} (campos: {fields}, o ignore)',
    '--map: {source} has no column {column!r} (columns: {columns})':
        '--map: {source} no tiene la columna {column!r} (columnas: {columns})',
    'player {number}':
        'jugador {number}',
    "round 1 of the round robin is paired; its pairing numbers are the Berger table's and can no longer change":
        'la ronda 1 del round robin está emparejada; sus números de emparejamiento son los de la tabla de Berger y ya no pueden cambiar',
    'round {round} is paired; C.04.2 2.3 allows no change of a pairing number after round {last} has been paired':
        'la ronda {round} está emparejada; C.04.2 2.3 no permite cambiar un número de emparejamiento después de emparejar la ronda {last}',
    'player {number} needs a name':
        'el jugador {number} necesita un nombre',
    'player {number}: rating {rating} is out of range 0-3500':
        'jugador {number}: Elo {rating} fuera del intervalo 0-3500',
    'player {number}: manual rating {manual} is out of range 0-3500':
        'jugador {number}: Elo manual {manual} fuera del intervalo 0-3500',
    'player {number}: entry round must be 1 or later':
        'jugador {number}: la ronda de entrada debe ser 1 o posterior',
    '{where}: {problem}':
        '{where}: {problem}',
    '{where}: the name {name!r} holds a control character':
        '{where}: el nombre {name!r} contiene un carácter de control',
    '{where}: sex {sex!r} is not m or w (f is taken for w)':
        '{where}: el sexo {sex!r} no es m ni w (f se toma por w)',
    '{where}: birth date {birth_date!r} is not a date; write YYYY/MM/DD or YYYY (YYYY-MM-DD and YYYY.MM.DD are taken too)':
        '{where}: la fecha de nacimiento {birth_date!r} no es una fecha; escriba AAAA/MM/DD o AAAA (también valen AAAA-MM-DD y AAAA.MM.DD)',
    'title':
        'título',
    'federation':
        'federación',
    '{where}: FIDE id {fide_id!r} must be up to 11 digits':
        '{where}: el id FIDE {fide_id!r} debe tener como mucho 11 cifras',
    'FIDE id {fide_id}':
        'id FIDE {fide_id}',
    'there is no player {number}':
        'no hay jugador {number}',
    'round {round_no} is already paired; byes can only be requested for rounds from {next_round} on (unpair round {round_no} first)':
        'la ronda {round_no} ya está emparejada; los byes solo pueden pedirse para las rondas desde la {next_round} (deshaga antes el emparejamiento de la ronda {round_no})',
    'there is no round {round_no}; the tournament has {total_rounds} rounds':
        'no hay ronda {round_no}; el torneo tiene {total_rounds} rondas',
    'add player {name}':
        'añadir el jugador {name}',
    ('import {n} player', 'import {n} players'):
        ('importar {n} jugador', 'importar {n} jugadores'),
    'cannot edit {unknown} of a player; editable: {editable}':
        'no se puede editar {unknown} de un jugador; editables: {editable}',
    'a forbidden pair needs two players, not {a} twice':
        'una pareja prohibida necesita dos jugadores, no {a} dos veces',
    'a {name} bye cannot be requested; it is given by the pairing':
        'un bye «{name}» no puede pedirse; lo da el emparejamiento',
    'request a bye for player {number}':
        'pedir un bye para el jugador {number}',
    'a full-point bye for player {number} {name} in round {round_no} is deprecated in FIDE-rated events; it is recorded in the TRF export':
        'un bye de un punto para el jugador {number} {name} en la ronda {round_no} se desaconseja en torneos valederos para Elo FIDE; se anota en la exportación TRF',
    'player {number}: rating {rating!r} is not a number':
        'jugador {number}: el Elo {rating!r} no es un número',
    'player {number}: manual rating {manual_rating!r} is not a number':
        'jugador {number}: el Elo manual {manual_rating!r} no es un número',
    '{where}: {what} {value!r} has more than the 3 characters TRF files hold':
        '{where}: {what} {value!r} tiene más de los 3 caracteres que admiten los archivos TRF',
    'the same name and birth date {birth_date}':
        'el mismo nombre y la fecha de nacimiento {birth_date}',
    'round {from_round} is not a round of this tournament':
        'la ronda {from_round} no es una ronda de este torneo',
    'player {number} {old_name} is in round {first}; a player with a record can only be withdrawn':
        'el jugador {number} {old_name} está en la ronda {first}; un jugador con historial solo puede retirarse',
    'player {number} {old_name} is in a forbidden pair; remove that first':
        'el jugador {number} {old_name} está en una pareja prohibida; quítela primero',
    'player number {number} is taken by {name}; the deleted entry {deleted} cannot come back under it':
        'el número {number} lo tiene {name}; la inscripción borrada {deleted} no puede volver con él',
    'player {number} {old_name} has not withdrawn':
        'el jugador {number} {old_name} no se ha retirado',
    '{a} {pa_name} and {b} {pb_name} are already a forbidden pair':
        '{a} {pa_name} y {b} {pb_name} ya son una pareja prohibida',
    '{a} {pa_name} and {b} {pb_name} are not a forbidden pair':
        '{a} {pa_name} y {b} {pb_name} no son una pareja prohibida',
    'enters only in round {round}':
        'entra solo en la ronda {round}',
    'has withdrawn from round {round}':
        'se ha retirado desde la ronda {round}',
    'player {number} {name} does not play in round {round_no}: {why}':
        'el jugador {number} {name} no juega en la ronda {round_no}: {why}',
    "player {number} {name} may not take half-point byes (the arbiter made the player ineligible; change it in the player's entry)":
        'el jugador {number} {name} no puede tomar byes de medio punto (el árbitro lo excluyó; cámbielo en la ficha del jugador)',
    'player {number} {name} has no requested bye in round {round_no}':
        'el jugador {number} {name} no tiene bye pedido en la ronda {round_no}',
    'player {number} {name} already has a half-point bye (round {earlier}); a second one in round {round_no} goes beyond what the tournament usually allows':
        'el jugador {number} {name} ya tiene un bye de medio punto (ronda {earlier}); un segundo en la ronda {round_no} va más allá de lo que el torneo suele permitir',
    'player {number} {name} has {what} already':
        'el jugador {number} {name} ya tiene {what}',
    'entry {index} of the list ({name}) has {what} already':
        'la inscripción {index} de la lista ({name}) ya tiene {what}',
    'entry {index} of the import: unknown field {unknown}':
        'inscripción {index} de la importación: campo desconocido {unknown}',
    'player {number} already has round {first} in the record, so cannot enter only in round {entry_round}':
        'el jugador {number} ya tiene la ronda {first} en su historial, así que no puede entrar solo en la ronda {entry_round}',
    'player {number} is paired in round {round_no}; record the forfeit there (or unpair that round) and withdraw from round {next_round}':
        'el jugador {number} está emparejado en la ronda {round_no}; anote allí la incomparecencia (o deshaga ese emparejamiento) y retírelo desde la ronda {next_round}',
    'player {number} has the pairing-allocated bye in round {round_no}; unpair that round first':
        'el jugador {number} tiene el bye asignado por el emparejamiento en la ronda {round_no}; deshaga antes ese emparejamiento',
    'forbid the pair {a}-{b}':
        'prohibir la pareja {a}-{b}',
    'allow the pair {a}-{b}':
        'permitir la pareja {a}-{b}',
    'forbidden pairs change only before round 1 in FIDE mode; round {rounds_played} is paired':
        'en modo FIDE las parejas prohibidas solo cambian antes de la ronda 1; la ronda {rounds_played} está emparejada',
    'entry {index} of the import: {exc}':
        'inscripción {index} de la importación: {exc}',
    'entry {index} of the import ({name}): {exc}':
        'inscripción {index} de la importación ({name}): {exc}',
    'cannot publish to {folder}: {strerror}':
        'no se puede publicar en {folder}: {strerror}',
    'unknown initial order {order!r}; choose one of {orders}':
        'orden inicial desconocido {order!r}; elija uno de {orders}',
    'round 1 is paired; pairing numbers can no longer change':
        'la ronda 1 está emparejada; los números de emparejamiento ya no pueden cambiar',
    'round {round_no} is not paired; no correction was made':
        'la ronda {round_no} no está emparejada; no se hizo ninguna corrección',
    'round {round_no} has no board {board} (boards 1-{n}); no correction was made':
        'la ronda {round_no} no tiene tablero {board} (tableros 1-{n}); no se hizo ninguna corrección',
    'round {round_no} board {board} has no rating correction':
        'ronda {round_no} tablero {board}: no hay corrección para el Elo',
    'a rating correction is a final result (not pending, not adjourned)':
        'una corrección para el Elo es un resultado definitivo (ni pendiente ni aplazado)',
    'round {round_no} board {board} has no result yet; enter it first':
        'ronda {round_no} tablero {board}: aún sin resultado; introdúzcalo primero',
    'name at least one rating list file':
        'indique al menos un archivo de lista de Elo',
    '{list} is a {kinds} list; the tournament is rated {kind}: the ratings are not compared':
        '{list} es una lista {kinds}; el torneo es valedero para {kind}: los Elo no se comparan',
    "{list}: the list's month is not in its name or header; the list valid now is that of {wanted} (give --month YYYY/MM)":
        '{list}: el mes de la lista no está en su nombre ni en su cabecera; la lista vigente ahora es la de {wanted} (indique --month AAAA/MM)',
    "{list}: the list's month is not in its name or header; the list valid at the start date is that of {wanted} (give --month YYYY/MM)":
        '{list}: el mes de la lista no está en su nombre ni en su cabecera; la lista vigente en la fecha de inicio es la de {wanted} (indique --month AAAA/MM)',
    '{list} is the list of {month}; the list valid now (an event longer than 30 days) is that of {wanted}':
        '{list} es la lista de {month}; la lista vigente ahora (un torneo de más de 30 días) es la de {wanted}',
    '{list} is the list of {month}; the list valid at the start date is that of {wanted}':
        '{list} es la lista de {month}; la lista vigente en la fecha de inicio es la de {wanted}',
    'the start date (none set)':
        'la fecha de inicio (sin fijar)',
    "K {value} is out of range {low}-{high} (FIDE's are 40, 20 and 10)":
        'K {value} fuera del intervalo {low}-{high} (los de la FIDE son 40, 20 y 10)',
    'K {k!r} is not a whole number':
        'K {k!r} no es un número entero',
    'export the rating report':
        'exportar el informe de Elo',
    'tournament name':
        'nombre del torneo',
    'city':
        'ciudad',
    'date of start':
        'fecha de inicio',
    'date of end':
        'fecha de fin',
    'chief arbiter':
        'árbitro principal',
    '{action}: no round is paired yet; there is nothing to rate':
        '{action}: aún no hay ninguna ronda emparejada; no hay nada que valorar',
    ' and {n} more':
        ' y {n} más',
    ('{action}: {shown} is adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)', '{action}: {shown} are adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)'):
        ('{action}: {shown} está aplazada y sin resultado; introduzca primero el resultado (el informe es definitivo, lista de control FIDE Q169)', '{action}: {shown} están aplazadas y sin resultado; introduzca primero los resultados (el informe es definitivo, lista de control FIDE Q169)'),
    'mandatory for the rating report':
        'obligatorio para el informe de Elo',
    'mandatory for title events':
        'obligatorio para torneos con normas',
    'type of tournament':
        'tipo de torneo',
    ' (the Tournament-Type Code Table has no code Arbiter writes for the system {system})':
        ' (la tabla de códigos de tipo de torneo no tiene código que Arbiter escriba para el sistema {system})',
    'tie-breaks':
        'desempates',
    ' (the tournament has no tie-breaks)':
        ' (el torneo no tiene desempates)',
    '{action}: the tie-break list cannot be written in 202: {exc}':
        '{action}: la lista de desempates no puede escribirse en 202: {exc}',
    'round {round} board {board} ({white}-{black})':
        'ronda {round} tablero {board} ({white}-{black})',
    '{tag} ({what}) is empty{detail}: {why} (TRF-2026, column R)':
        '{tag} ({what}) está vacío{detail}: {why} (TRF-2026, columna R)',
    ('132 (dates of the rounds): round {rounds} has no date: mandatory for the rating report (TRF-2026, column R)', '132 (dates of the rounds): rounds {rounds} have no date: mandatory for the rating report (TRF-2026, column R)'):
        ('132 (fechas de las rondas): la ronda {rounds} no tiene fecha: obligatorio para el informe de Elo (TRF-2026, columna R)', '132 (fechas de las rondas): las rondas {rounds} no tienen fecha: obligatorio para el informe de Elo (TRF-2026, columna R)'),
    "202 of the imported file ({kept}) is replaced by the tournament's tie-breaks ({wanted}), the ones the rank column follows":
        'el 202 del archivo importado ({kept}) se sustituye por los desempates del torneo ({wanted}), los que sigue la columna del puesto',
    '{n} of {total_rounds} rounds are paired: the report covers rounds 1-{n}':
        '{n} de {total_rounds} rondas están emparejadas: el informe cubre las rondas 1-{n}',
    'player {number} {name}: the rating {rating} is from {source}; the list valid at the start date is that of {wanted} (arbiter-cli check-ratings)':
        'jugador {number} {name}: el Elo {rating} viene de {source}; la lista vigente en la fecha de inicio es la de {wanted} (arbiter-cli check-ratings)',
    'player {number} {name}: the FIDE number (cols 58-68) is empty: mandatory for the rating report (TRF-2026, column R)':
        'jugador {number} {name}: el número FIDE (col. 58-68) está vacío: obligatorio para el informe de Elo (TRF-2026, columna R)',
    '(none)':
        '(ninguno)',
    "round {round_no}, board {board}: {white} {white_name} - {black} {black_name} has no result: both players' round {round_no} cells (result, col {column}) are mandatory for the rating report (TRF-2026, column R)":
        'ronda {round_no}, tablero {board}: {white} {white_name} - {black} {black_name} no tiene resultado: las casillas de la ronda {round_no} de ambos jugadores (resultado, col. {column}) son obligatorias para el informe de Elo (TRF-2026, columna R)',
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        '{text!r} no es una fecha; se espera AAAA-MM-DD, AAAA/MM/DD o AA/MM/DD',
    'there is no round {round_no}; the tournament has {rounds} rounds':
        'no hay ronda {round_no}; el torneo tiene {rounds} rondas',
    'there is no round {round_no}':
        'no hay ronda {round_no}',
    'no round is paired yet':
        'aún no hay ninguna ronda emparejada',
    'rounds 1-{n} are paired':
        'las rondas 1-{n} están emparejadas',
    'import {name}':
        'importar {name}',
    'pair round {next_round}':
        'emparejar la ronda {next_round}',
    'save the manual pairing of round {round_no}':
        'guardar el emparejamiento manual de la ronda {round_no}',
    'the pairing system is fixed once round 1 is paired':
        'el sistema de emparejamiento queda fijado una vez emparejada la ronda 1',
    "the number of rounds announced changes (the last rounds' pairings follow other rules)":
        'cambia el número de rondas anunciado (los emparejamientos de las últimas rondas siguen otras reglas)',
    'every score and the later pairings change':
        'cambian todas las puntuaciones y los emparejamientos siguientes',
    'the scores of the players who had the bye change':
        'cambian las puntuaciones de los jugadores que tuvieron el bye',
    'the virtual points of the accelerated rounds change the later pairings':
        'los puntos virtuales de las rondas aceleradas cambian los emparejamientos siguientes',
    'the standings are ranked otherwise':
        'la clasificación se ordena de otro modo',
    'the end date {end} is before the start date {start}':
        'la fecha de fin {end} es anterior a la fecha de inicio {start}',
    'the tournament needs a name':
        'el torneo necesita un nombre',
    'the number of rounds must be a whole number of at least 1, not {total_rounds!r}':
        'el número de rondas debe ser un entero de al menos 1, no {total_rounds!r}',
    'auto_rank_before_round1 must be True or False':
        'auto_rank_before_round1 debe ser True o False',
    ('unknown setting: {names}', 'unknown settings: {names}'):
        ('ajuste desconocido: {names}', 'ajustes desconocidos: {names}'),
    'change the settings':
        'cambiar los ajustes',
    '{read_only_reason}; nothing was changed':
        '{read_only_reason}; no se cambió nada',
    '{text} after round {n} is paired: {why}':
        '{text} tras emparejar la ronda {n}: {why}',
    'the rules pair it otherwise now (its pairing stays; the arbiter decides)':
        'las reglas ahora la emparejan de otro modo (su emparejamiento se queda; decide el árbitro)',
    'the rules pair it otherwise with the new points (its pairing stays; the arbiter decides)':
        'con los nuevos puntos las reglas la emparejan de otro modo (su emparejamiento se queda; decide el árbitro)',
    'pair it by hand':
        'emparéjela a mano',
    'the arbiter must decide (pair it by hand)':
        'debe decidir el árbitro (emparéjela a mano)',
    'round {round_no} cannot be paired by {system_name}: {exc}; {hint}':
        'la ronda {round_no} no puede emparejarse con {system_name}: {exc}; {hint}',
    'the {system_name} pairing of round {round_no} failed ({kind}: {exc}); nothing was saved; please report this, and pair the round by hand meanwhile':
        'el emparejamiento {system_name} de la ronda {round_no} falló ({kind}: {exc}); no se guardó nada; informe de ello y, mientras tanto, empareje la ronda a mano',
    'scoring must be a Scoring':
        'scoring debe ser un Scoring',
    'point system {points_text}: {problem}':
        'sistema de puntuación {points_text}: {problem}',
    'tie-break rules must be one of {editions} or empty (the edition in force at the start date), not {tiebreak_rules!r}':
        'las reglas de desempate deben ser una de {editions} o vacías (la edición vigente en la fecha de inicio), no {tiebreak_rules!r}',
    '{left_out} cannot break ties in a round robin (C.07: BH, FB and AOB are tie-breaks of Swiss events); choose others, e.g. SB, DE, WIN, KS':
        '{left_out} no puede desempatar un round robin (C.07: BH, FB y AOB son desempates de torneos suizos); elija otros, p. ej. SB, DE, WIN, KS',
    '{trf_path}: {strerror}':
        '{trf_path}: {strerror}',
    '{trf_path}: the file names no pairing system Arbiter knows; choose one (--system)':
        '{trf_path}: el archivo no nombra ningún sistema de emparejamiento que Arbiter conozca; elija uno (--system)',
    'round {round_no} is not paired ({paired})':
        'la ronda {round_no} no está emparejada ({paired})',
    '{rounds_played} rounds are already paired; the number of rounds cannot be {total_rounds}':
        'ya hay {rounds_played} rondas emparejadas; el número de rondas no puede ser {total_rounds}',
    'the initial colour cannot change once round 1 is paired':
        'el color inicial no puede cambiar una vez emparejada la ronda 1',
    'the {system_name} pairing of round {round_no} is not usable: {problems}; nothing was saved':
        'el emparejamiento {system_name} de la ronda {round_no} no es utilizable: {problems}; no se guardó nada',
    'the tournament changed meanwhile; nothing was saved, please try again':
        'el torneo cambió entretanto; no se guardó nada, inténtelo de nuevo',
    'no round is paired':
        'no hay ninguna ronda emparejada',
    'round {last} already has results (board {done}); it cannot be unpaired':
        'la ronda {last} ya tiene resultados (tablero {done}); su emparejamiento no puede deshacerse',
    'round {round_no} has no board {board} (boards 1-{count}); no result was recorded':
        'la ronda {round_no} no tiene tablero {board} (tableros 1-{count}); no se anotó ningún resultado',
    'change the result of round {round_no} board {board}':
        'cambiar el resultado de la ronda {round_no}, tablero {board}',
    'record {value} on board {board} of round {round_no}':
        'anotar {value} en el tablero {board} de la ronda {round_no}',
    'initial colour must be white or black, not {initial_colour!r}':
        'el color inicial debe ser white o black, no {initial_colour!r}',
    'round {round_no} is not paired ({paired}); no result was recorded':
        'la ronda {round_no} no está emparejada ({paired}); no se anotó ningún resultado',
    'round {round_no} is older than the previous round ({rounds_played}); in FIDE mode only the results of rounds {first}-{last} can be changed (board {board} {white}-{black} keeps {value})':
        'la ronda {round_no} es anterior a la ronda previa ({rounds_played}); en modo FIDE solo pueden cambiarse los resultados de las rondas {first}-{last} (el tablero {board} {white}-{black} conserva {value})',
    '{name}: {exc}':
        '{name}: {exc}',
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw for the pairing of the rounds after it; its result {value} is not a draw':
        'ronda {round_no} tablero {board} ({white}-{black}): estaba aplazada y contó como tablas para el emparejamiento de las rondas siguientes; su resultado {value} no es tablas',
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw; its result {value} is not a draw':
        'ronda {round_no} tablero {board} ({white}-{black}): estaba aplazada y contó como tablas; su resultado {value} no es tablas',
    'rating type {kind!r} is not one of {kinds}':
        'el tipo de Elo {kind!r} no es uno de {kinds}',
    'tie order {order!r} is not one of {orders}':
        'el orden de los empatados {order!r} no es uno de {orders}',
    'rating method {method!r} is not one of {methods} (TRF-2026 record 172)':
        'el método de Elo {method!r} no es uno de {methods} (TRF-2026, registro 172)',
    'rating federation {federation!r} is not a 3-letter FIDE code':
        'la federación de Elo {federation!r} no es un código FIDE de 3 letras',
    'the rating method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation':
        'el método de Elo {method} lee Elo nacionales: indique su federación (p. ej. NED) o dé una federación al torneo',
    "the seed of the drawing of lots cannot contain ';' or a line break":
        "la semilla del sorteo no puede contener ';' ni un salto de línea",
    'player {unknown} is not in the tournament; the order of tied players was not changed':
        'el jugador {unknown} no está en el torneo; el orden de los empatados no se cambió',
    'a player is named twice in the order of tied players':
        'un jugador aparece dos veces en el orden de los empatados',
    '{action}: {warnings}; nothing was changed (confirm to go ahead)':
        '{action}: {warnings}; no se cambió nada (confirme para continuar)',
    '{action}: possible only outside FIDE mode; nothing was changed':
        '{action}: posible solo fuera del modo FIDE; no se cambió nada',
    '{action}: nothing was changed; add --confirm to go ahead':
        '{action}: no se cambió nada; añada --confirm para continuar',
    'warning (level {level}): {text}':
        'aviso (nivel {level}): {text}',
    'This action':
        'Esta acción',
    # -- documents -----------------------------------------------------------
    '+{points} virtual':
        '+{points} virtual',
    'Pairing list of a round, by board':
        'Emparejamientos de una ronda, por mesa',
    'Pairing list of a round, alphabetically':
        'Emparejamientos de una ronda, por orden alfabético',
    'Starting-rank list':
        'Ranking inicial',
    'Standings':
        'Clasificación',
    'Crosstable':
        'Cuadro cruzado',
    'Rating changes and performances':
        'Variaciones de Elo y performances',
    'Starting rank list':
        'Ranking inicial',
    'No round is paired yet: there is no pairing list to print.':
        'Aún no hay ninguna ronda emparejada: no hay lista de emparejamientos que imprimir.',
    ('Round {round} is not paired ({n} round is): there is no pairing list of it.', 'Round {round} is not paired ({n} rounds are): there is no pairing list of it.'):
        ('La ronda {round} no está emparejada ({n} ronda lo está): no tiene lista de emparejamientos.', 'La ronda {round} no está emparejada ({n} rondas lo están): no tiene lista de emparejamientos.'),
    'Tournament':
        'Torneo',
    'Pairings of round {round}':
        'Emparejamientos de la ronda {round}',
    'Pairings of round {round} (alphabetical)':
        'Emparejamientos de la ronda {round} (orden alfabético)',
    'Rating changes after round {round}':
        'Variaciones de Elo tras la ronda {round}',
    'Rating changes':
        'Variaciones de Elo',
    'Provisional standings after round {round}':
        'Clasificación provisional tras la ronda {round}',
    'Provisional crosstable after round {round}':
        'Cuadro cruzado provisional tras la ronda {round}',
    'Standings after round {round}':
        'Clasificación tras la ronda {round}',
    'Standings before round 1':
        'Clasificación antes de la ronda 1',
    'Crosstable after round {round}':
        'Cuadro cruzado tras la ronda {round}',
    'Crosstable before round 1':
        'Cuadro cruzado antes de la ronda 1',
    'Rd':
        'Rd',
    'Bd':
        'Mesa',
    'Colour':
        'Color',
    'No.':
        'N.º',
    'Opponent':
        'Rival',
    'Rtg':
        'Elo',
    'Result':
        'Resultado',
    'Pts':
        'Ptos',
    '1 (unrated)':
        '1 (no valorable)',
    '0 (unrated)':
        '0 (no valorable)',
    '½ (unrated)':
        '½ (no valorable)',
    'bye':
        'bye',
    'full-point bye':
        'bye de un punto',
    'half-point bye':
        'bye de medio punto',
    'absent':
        'ausente',
    'won / lost by forfeit':
        'ganada / perdida por incomparecencia',
    "the player's points after the round":
        'los puntos del jugador tras la ronda',
    'No. {number}':
        'N.º {number}',
    'rating {rating}':
        'Elo {rating}',
    'FIDE ID {id}':
        'ID FIDE {id}',
    'withdrawn from round {round}':
        'retirado desde la ronda {round}',
    '({points} for the pairing of round {round})':
        '({points} para el emparejamiento de la ronda {round})',
    'How to read it':
        'Cómo leerlo',
    'Points:':
        'Puntos:',
    'Round':
        'Ronda',
    'Date':
        'Fecha',
    'Pairings and results':
        'Emparejamientos y resultados',
    'Alphabetical':
        'Por orden alfabético',
    'Standings after the round':
        'Clasificación tras la ronda',
    'Results':
        'Resultados',
    '{played} of {total}':
        '{played} de {total}',
    'Place':
        'Lugar',
    'Dates':
        'Fechas',
    'Players':
        'Jugadores',
    'Rounds paired':
        'Rondas emparejadas',
    'Pairing system':
        'Sistema de emparejamiento',
    'Time control':
        'Ritmo de juego',
    'Chief arbiter':
        'Árbitro principal',
    'Deputy arbiters':
        'Árbitros adjuntos',
    'Round {round} by board':
        'Ronda {round} por mesa',
    'Round {round} by name':
        'Ronda {round} por nombre',
    'Rounds':
        'Rondas',
    'No round is paired yet.':
        'Aún no hay ninguna ronda emparejada.',
    'The event':
        'El torneo',
    'After round {round}':
        'Tras la ronda {round}',
    'Data for other programs':
        'Datos para otros programas',
    '1 – 0 (unrated)':
        '1 – 0 (no valorable)',
    '0 – 1 (unrated)':
        '0 – 1 (no valorable)',
    '½ – ½ (unrated)':
        '½ – ½ (no valorable)',
    'adjourned':
        'aplazada',
    'White':
        'Blancas',
    'Black':
        'Negras',
    'Name':
        'Nombre',
    'Title':
        'Título',
    'Fed':
        'Fed.',
    'Rating':
        'Elo',
    'FIDE ID':
        'ID FIDE',
    'Born':
        'Nacimiento',
    'Games':
        'Partidas',
    'Score':
        'Puntuación',
    'Expected':
        'Esperado',
    'Change':
        'Variación',
    'Perf.':
        'Perf.',
    'games played to a result against a rated opponent (forfeits, byes, unrated games and games against unrated players are left out)':
        'partidas jugadas hasta un resultado contra un rival con Elo (se excluyen incomparecencias, byes, partidas no valorables y partidas contra jugadores sin Elo)',
    "the sum of the expected scores PD of FIDE's table (B.02 8.1.2); a difference of more than 400 points counts as 400 for players rated below 2650 (8.3.1)":
        'la suma de las puntuaciones esperadas PD de la tabla de la FIDE (B.02 8.1.2); una diferencia de más de 400 puntos cuenta como 400 para jugadores por debajo de 2650 (8.3.1)',
    'K × (score − expected) (B.02 8.3.2), before the rounding of the rating period':
        'K × (puntuación − esperado) (B.02 8.3.2), antes del redondeo del periodo de valoración',
    "the performance: the opponents' average rating + dp of FIDE's table (B.02 8.1.1) for the percentage scored":
        'la performance: Elo medio de los rivales + dp de la tabla de la FIDE (B.02 8.1.1) para el porcentaje obtenido',
    'unrated':
        'sin Elo',
    '+bye':
        '+bye',
    'won with White against the player ranked 12 (b: with Black; 1 win, ½ draw, 0 loss; + and − a game won or lost by forfeit)':
        'ganada con blancas contra el jugador clasificado 12.º (b: con negras; 1 victoria, ½ tablas, 0 derrota; + y − partida ganada o perdida por incomparecencia)',
    'pairing-allocated bye; 1 bye and ½ bye: full- and half-point byes; − absent':
        'bye asignado por el emparejamiento; 1 bye y ½ bye: byes de un punto y de medio punto; − ausente',
    'Tie-breaks':
        'Desempates',
    'The tie-breaks could not be computed ({error}); points only.':
        'No se pudieron calcular los desempates ({error}); solo puntos.',
    'Rank':
        'Pos.',
    'Points':
        'Puntos',
    'R{round}':
        'R{round}',
    '½ bye':
        '½ bye',
    '1 bye':
        '1 bye',
    'NOT IN FIDE MODE (left at round {round})':
        'FUERA DEL MODO FIDE (abandonado en la ronda {round})',
    'NOT IN FIDE MODE':
        'FUERA DEL MODO FIDE',
    '* K not given (no rating list, nor the arbiter): the K of B.02 8.3.3 for the rating alone, 20 below 2400 and 10 from 2400 (a player new to the list or a junior below 2300 has 40).':
        '* K no indicado (ni por la lista de Elo ni por el árbitro): el K de B.02 8.3.3 solo según el Elo, 20 por debajo de 2400 y 10 desde 2400 (un jugador nuevo en la lista o un junior por debajo de 2300 tiene 40).',
    'Direct encounter: points in the games between the tied players':
        'Encuentro directo: puntos en las partidas entre los jugadores empatados',
    'Direct encounter, for the first place only':
        'Encuentro directo, solo para el primer puesto',
    'Number of rounds won, with or without playing':
        'Número de rondas ganadas, jugando o sin jugar',
    'Number of games won over the board':
        'Número de partidas ganadas sobre el tablero',
    'Number of games played with black':
        'Número de partidas jugadas con negras',
    'Number of games won with black':
        'Número de partidas ganadas con negras',
    'Progressive score: sum of the scores after each round':
        'Progresivo: suma de las puntuaciones tras cada ronda',
    'Games one elected to play: rounds minus half-point byes, zero-point byes and forfeit losses':
        'Partidas que se eligió jugar: rondas menos byes de medio punto, byes de cero puntos y derrotas por incomparecencia',
    'Standard points: 1 a round won, 1/2 a round drawn, whatever the scoring':
        'Puntos estándar: 1 por ronda ganada, 1/2 por ronda en tablas, sea cual sea la puntuación',
    'Tournament pairing number, the lower first':
        'Número de emparejamiento, el menor primero',
    "Buchholz: sum of the opponents' scores":
        'Buchholz: suma de las puntuaciones de los rivales',
    'Average of the Buchholz of the opponents played over the board':
        'Media de los Buchholz de los rivales con los que se jugó sobre el tablero',
    'Fore Buchholz: Buchholz as if every last-round game were a draw':
        'Fore Buchholz: Buchholz como si todas las partidas de la última ronda fueran tablas',
    "Sonneborn-Berger: opponents' scores weighted by the result against them":
        'Sonneborn-Berger: puntuaciones de los rivales ponderadas por el resultado contra ellos',
    'Koya score: points against opponents with at least half the maximum score':
        'Koya: puntos contra rivales con al menos la mitad de la puntuación máxima',
    'Average rating of the opponents met over the board':
        'Elo medio de los rivales con los que se jugó sobre el tablero',
    'Tournament performance rating':
        'Performance del torneo',
    'Perfect tournament performance':
        'Performance perfecta del torneo',
    'Average performance rating of the opponents':
        'Performance media de los rivales',
    'Average perfect performance of the opponents':
        'Performance perfecta media de los rivales',
    "The player's rating":
        'El Elo del jugador',
    'approved 1 August 2023, applied from 1 September 2023 / 1 April 2024':
        'aprobadas el 1 de agosto de 2023, aplicadas desde el 1 de septiembre de 2023 / 1 de abril de 2024',
    'approved 29 July 2024, applied from 1 August 2024':
        'aprobadas el 29 de julio de 2024, aplicadas desde el 1 de agosto de 2024',
    'approved 2 February 2026, applied from 1 March 2026':
        'aprobadas el 2 de febrero de 2026, aplicadas desde el 1 de marzo de 2026',
    'Tie-break rules: {edition}, by the start date':
        'Reglas de desempate: {edition}, según la fecha de inicio',
    'Tie-break rules: {edition}, chosen by the arbiter':
        'Reglas de desempate: {edition}, elegidas por el árbitro',
    ', Median-{n}':
        ', mediana-{n}',
    ', Cut-{n}':
        ', corte-{n}',
    ', limit {n} half point':
        ', límite {n} medio punto',
    ', of the Fore Buchholz':
        ', del Fore Buchholz',
    ', reverse order':
        ', orden inverso',
    ', first round cut':
        ', sin la primera ronda',
    ', forfeits counted':
        ', incomparecencias contadas',
    ', forfeits as played games':
        ', incomparecencias como partidas jugadas',
    'before round 1':
        'antes de la ronda 1',
    'after round {round} of {total}':
        'tras la ronda {round} de {total}',
    'after round {round}':
        'tras la ronda {round}',
    '; round {round} in progress ({got} of {total} results)':
        '; ronda {round} en curso ({got} de {total} resultados)',
    'Written {date} {time}, {stage}.':
        'Escrito el {date} a las {time}, {stage}.',
    'Event and rounds':
        'Torneo y rondas',
    'complete':
        'completos',
    '{got} of {total} results':
        '{got} de {total} resultados',
    'Player card: {name}':
        'Ficha del jugador: {name}',
    "Starting-rank list (each player's card)":
        'Ranking inicial (la ficha de cada jugador)',
    'Tournament information':
        'Información del torneo',
    ('{n} file written, {unchanged} unchanged, {removed} removed: {folder}', '{n} files written, {unchanged} unchanged, {removed} removed: {folder}'):
        ('{n} archivo escrito, {unchanged} sin cambios, {removed} eliminados: {folder}', '{n} archivos escritos, {unchanged} sin cambios, {removed} eliminados: {folder}'),
    'no publishing folder is set for this tournament':
        'no hay carpeta de publicación para este torneo',
    # -- settings ------------------------------------------------------------
    'the document language {code!r} is not one of {known}':
        'el idioma de los documentos {code!r} no es uno de {known}',
    # -- ui ------------------------------------------------------------------
    'When (UTC)':
        'Cuándo (UTC)',
    'Action':
        'Acción',
    'Details':
        'Detalles',
    'Audit log':
        'Registro de auditoría',
    "Filter (e.g. “manual pairing”, a player's number)":
        'Filtro (p. ej. «emparejamiento manual», el número de un jugador)',
    'half-point bye (H)':
        'bye de medio punto (H)',
    'absent, zero points (Z)':
        'ausente, cero puntos (Z)',
    'full-point bye (F)':
        'bye de un punto (F)',
    'no bye: pair the player':
        'sin bye: emparejar al jugador',
    'Requested bye':
        'Bye solicitado',
    '&Round':
        '&Ronda',
    '&Kind':
        '&Tipo',
    'Pairing card – {title}':
        'Ficha de emparejamiento – {title}',
    'Player':
        'Jugador',
    'Colours':
        'Colores',
    'Colour difference':
        'Diferencia de color',
    'Colour preference':
        'Preferencia de color',
    'Rating change':
        'Variación de Elo',
    'Performance':
        'Performance',
    'Import players from {source}':
        'Importar jugadores de {source}',
    '{source}: {count} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.':
        '{source}: {count} líneas bajo la cabecera{more}. Compruebe el campo que llena cada columna; una columna en «(ignorada)» no se importa.',
    'FIDE id':
        'ID FIDE',
    'Sex':
        'Sexo',
    'Players from the FIDE rating list':
        'Jugadores de la lista de Elo FIDE',
    'One player per line: a FIDE id, or words of the name (e.g. “carlsen magnus”)':
        'Un jugador por línea: un ID FIDE o palabras del nombre (p. ej. «carlsen magnus»)',
    '&Search':
        '&Buscar',
    '&Add selected players':
        '&Añadir los jugadores elegidos',
    'Searching the rating list…':
        'Buscando en la lista de Elo…',
    '{count} players found; all are selected (Ctrl+click to change the selection).':
        '{count} jugadores encontrados; todos están elegidos (Ctrl+clic para cambiar la selección).',
    'Type a name or a FIDE id first.':
        'Escriba primero un nombre o un ID FIDE.',
    'Pick the date in a calendar (Alt+Down)':
        'Elegir la fecha en un calendario (Alt+Abajo)',
    '&Up':
        'Arriba (&W)',
    'D&own':
        'Abaj&o',
    'Forbidden pairs':
        'Parejas prohibidas',
    '&Remove this pair (they may meet again)':
        '&Quitar esta pareja (pueden volver a enfrentarse)',
    'Forbidden now: {shown}':
        'Prohibidas ahora: {shown}',
    '&First player (number)':
        '&Primer jugador (número)',
    'Se&cond player (number)':
        '&Segundo jugador (número)',
    'Language':
        'Idioma',
    'As the operating system':
        'Como el sistema operativo',
    '&Language of the windows':
        '&Idioma de las ventanas',
    "Arbiter shows the language chosen from its next start. The language of a tournament's printouts and web pages is one of its settings (File › Tournament settings).":
        'Arbiter muestra el idioma elegido desde su próximo inicio. El idioma de las impresiones y páginas web de un torneo es uno de sus ajustes (Archivo › Ajustes del torneo).',
    'Manual pairing of round {round_no}':
        'Emparejamiento manual de la ronda {round_no}',
    '&Bye:':
        '&Bye:',
    '&Save pairing':
        '&Guardar emparejamiento',
    'Cancel':
        'Cancelar',
    'Checking the pairing…':
        'Comprobando el emparejamiento…',
    'Pairing breaks the rules':
        'El emparejamiento infringe las reglas',
    "This pairing breaks:\n\n{text}\n\nSave it anyway? It will be written to the audit log together with the differences from the engine's pairing.":
        'Este emparejamiento infringe:\n\n{text}\n\n¿Guardarlo de todos modos? Se anotará en el registro de auditoría junto con las diferencias con el emparejamiento del programa.',
    'Reason':
        'Motivo',
    'Why is this pairing needed?':
        '¿Por qué es necesario este emparejamiento?',
    'Swap &colours':
        'Cambiar &colores',
    'E&xchange two players':
        '&Intercambiar dos jugadores',
    '&Make pair of two unpaired':
        '&Emparejar dos sin pareja',
    '&Remove board':
        '&Quitar mesa',
    'Pairing car&d':
        'Fic&ha de emparejamiento',
    'Not paired:':
        'Sin emparejar:',
    'Rules broken by this pairing:':
        'Reglas infringidas por este emparejamiento:',
    'Select exactly two players (Ctrl+click) to exchange them.':
        'Elija exactamente dos jugadores (Ctrl+clic) para intercambiarlos.',
    'Select two players in the “Not paired” list (Ctrl+click).':
        'Elija dos jugadores de la lista «Sin emparejar» (Ctrl+clic).',
    'Still checking the pairing; save again in a moment.':
        'Aún se comprueba el emparejamiento; guarde de nuevo en un momento.',
    'Not saved: the pairing breaks the rules listed below.':
        'No guardado: el emparejamiento infringe las reglas indicadas abajo.',
    'Surname, First name':
        'Apellido, Nombre',
    'YYYY/MM/DD':
        'AAAA/MM/DD',
    'The K-factor of the FIDE rating list (40, 20 or 10), for the rating change; left at "from the rating": 20 below 2400, 10 from 2400':
        'El factor K de la lista de Elo FIDE (40, 20 o 10), para la variación de Elo; si se deja en «según el Elo»: 20 por debajo de 2400, 10 desde 2400',
    'May take &half-point byes':
        'Puede tomar byes de &medio punto',
    'none':
        'ninguno',
    'Nationa&l rating ({federation})':
        'Elo naciona&l ({federation})',
    '&Name':
        '&Nombre',
    '&Rating':
        '&Elo',
    '&Title':
        '&Título',
    '&Sex':
        '&Sexo',
    '&Federation':
        '&Federación',
    'FIDE &id':
        'I&D FIDE',
    '&Born':
        'Fecha de na&cimiento',
    '&K-factor':
        'Factor &K',
    'Add player':
        'Añadir jugador',
    'Save and ne&xt':
        'Guardar y s&iguiente',
    'Taken (local time)':
        'Hecha (hora local)',
    'Taken':
        'Hecha',
    'Holds':
        'Contiene',
    'Restore {name} from a backup':
        'Restaurar {name} desde una copia de seguridad',
    'Backups of {tournament}, taken before each round was paired, newest first. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        'Copias de seguridad de {tournament}, hechas antes de emparejar cada ronda, la más reciente primero. La elegida se restaura como un archivo de torneo aparte y se abre; el archivo copiado queda como está.',
    'The tournament file to make; an existing file is only replaced after you confirm it.':
        'El archivo de torneo que se crea; un archivo existente solo se sustituye tras su confirmación.',
    '&Browse…':
        '&Examinar…',
    'Restore &as':
        'Restaurar &como',
    '&Restore':
        '&Restaurar',
    'Restore the backup as':
        'Restaurar la copia como',
    'Date of round {round_no}':
        'Fecha de la ronda {round_no}',
    '&Date of round {round_no}':
        '&Fecha de la ronda {round_no}',
    'Round date':
        'Fecha de la ronda',
    'Import {file_name}':
        'Importar {file_name}',
    'Pairing &system':
        '&Sistema de emparejamiento',
    '&Tie-breaks (tick, order)':
        '&Desempates (marcar, ordenar)',
    'drawn by lot':
        'por sorteo',
    'white':
        'blancas',
    'black':
        'negras',
    'As in force at the start date':
        'Las vigentes en la fecha de inicio',
    'As the interface':
        'Como la interfaz',
    '&Place':
        '&Lugar',
    'S&tart date':
        'Fecha de &inicio',
    '&End date':
        'Fec&ha de fin',
    '&Chief arbiter':
        'Árbitro &principal',
    '&Deputy arbiters':
        'Árbitros ad&juntos',
    'T&ime control':
        '&Ritmo de juego',
    '&Rounds':
        'Rondas (&K)',
    'Point s&ystem':
        'Sistema de p&untos',
    "Top player's co&lour in round 1":
        'Color d&el primer jugador en la ronda 1',
    'Tie-brea&ks (tick, order)':
        'Desempates (marcar, ordenar) (&Q)',
    'Tie-break rules (C.07 &version)':
        'Re&glas de desempate (versión de C.07)',
    'Acceleration &method':
        '&Método de aceleración',
    'Language of t&he printouts':
        'Idiom&a de las impresiones',
    '&Win, forfeit win, full-point bye (W)':
        '&Victoria, victoria por incomparecencia, bye de un punto (W)',
    'Dr&aw, half-point bye (D)':
        '&Tablas, bye de medio punto (D)',
    'Lost &game (L)':
        'Partida perdi&da (L)',
    'Absence: &zero-point bye, forfeit loss (A)':
        'Ausencia: bye de &cero puntos, derrota por incomparecencia (A)',
    'Pairing-allocated &bye (P)':
        '&Bye asignado por el emparejamiento (P)',
    'Unknown result, e.g. adjourned (&X)':
        'Resultado desconocido, p. ej. aplazada (&X)',
    'Tournament settings':
        'Ajustes del torneo',
    'New tournament':
        'Nuevo torneo',
    'Arbiter – hall display':
        'Arbiter – pantalla de sala',
    'Hall display':
        'Pantalla de sala',
    '&Screen':
        '&Pantalla',
    'Seconds &per page':
        '&Segundos por página',
    'T&ype size':
        'T&amaño de letra',
    '&Full screen':
        'Pantalla &completa',
    'Pla&yers':
        'Ju&gadores',
    '&Standings':
        '&Clasificación',
    '&Crosstable':
        'Cuadro cr&uzado',
    '&File':
        '&Archivo',
    '&New tournament…':
        '&Nuevo torneo…',
    '&Open…':
        'A&brir…',
    '&Import TRF…':
        '&Importar TRF…',
    'Open &recent':
        'Abiertos &recientemente',
    'Tournament &settings…':
        'A&justes del torneo…',
    '&Export TRF…':
        '&Exportar TRF…',
    'Export ra&ting report…':
        'E&xportar informe de Elo…',
    '&Audit log…':
        'Re&gistro de auditoría…',
    '&Leave FIDE mode…':
        'Salir del modo &FIDE…',
    '&Close tournament':
        '&Cerrar torneo',
    '&Edit':
        '&Editar',
    '&Undo':
        '&Deshacer',
    '&Redo':
        '&Rehacer',
    '&Find player / go to board':
        '&Buscar jugador / ir a mesa',
    'Ne&xt tab':
        'Pestaña &siguiente',
    'Pre&vious tab':
        'Pestaña &anterior',
    'Se&ttings':
        'Aj&ustes',
    '&Language…':
        '&Idioma…',
    "the operating system's language":
        'el idioma del sistema operativo',
    'Arbiter will be in {language} from its next start.':
        'Arbiter estará en {language} desde su próximo inicio.',
    'Restore from &backup…':
        'Restaurar copia de &seguridad…',
    "FIDE's rating report (TRF-2026): the mandatory fields checked first":
        'El informe de Elo de la FIDE (TRF-2026): primero se comprueban los campos obligatorios',
    'Leave FIDE mode for good (two questions)':
        'Salir para siempre del modo FIDE (dos preguntas)',
    '&Quit':
        'Sa&lir',
    '&Players':
        '&Jugadores',
    "The language of Arbiter's windows":
        'El idioma de las ventanas de Arbiter',
    'Undone: {text}.':
        'Deshecho: {text}.',
    'Redone: {text}.':
        'Rehecho: {text}.',
    'Left FIDE mode at round {n}; this cannot be undone.':
        'Se salió del modo FIDE en la ronda {n}; no se puede deshacer.',
    'Reading {name}':
        'Leyendo {name}',
    'The language could not be kept: {error}':
        'No se pudo guardar el idioma: {error}',
    'This tournament is open in another Arbiter window or program; it is shown read-only here.':
        'Este torneo está abierto en otra ventana o programa de Arbiter; aquí se muestra en solo lectura.',
    'Leave FIDE mode: not done; nothing was changed.':
        'Salir del modo FIDE: no hecho; no se cambió nada.',
    '{name} was not imported.':
        '{name} no se importó.',
    'Points after':
        'Puntos después',
    'Float':
        'Flotante',
    'Note':
        'Nota',
    'Status':
        'Estado',
    'Closing':
        'Cerrando',
    "Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)":
        'Filtro: el número de un jugador, o palabras del nombre, federación, título, ID FIDE (Ctrl+F)',
    'Result of board {board}':
        'Resultado de la mesa {board}',
    'Go to board (number) or find a player (name) – Ctrl+F':
        'Ir a la mesa (número) o buscar un jugador (nombre) – Ctrl+F',
    '<h1>Arbiter</h1><p>Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved the moment you enter it.</p>':
        '<h1>Arbiter</h1><p>Dirija un torneo por sistema suizo FIDE: jugadores, emparejamientos, resultados, clasificación. Todo se guarda en cuanto lo introduce.</p>',
    'Recent tournaments (Enter or double-click to open):':
        'Torneos recientes (Intro o doble clic para abrir):',
    '{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.':
        '{head} solo es posible fuera del modo FIDE:\n{listed}\n\nNo se cambió nada.',
    '{head}:\n\n{listed}\n\nGo ahead anyway?':
        '{head}:\n\n{listed}\n\n¿Continuar de todos modos?',
    'Second confirmation – {head}:\n\n{listed}\n\nAre you sure?':
        'Segunda confirmación – {head}:\n\n{listed}\n\n¿Está seguro?',
    '{action}: not done; nothing was changed.':
        '{action}: no hecho; no se cambió nada.',
    'Restored the backup taken {when} ({reason}) as {path}.':
        'Copia del {when} ({reason}) restaurada como {path}.',
    '{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.':
        '{user_message}\n\nSu copia más reciente que se abre es del {when}, {reason} ({contents}). ¿Restaurarla como el nuevo archivo {target}? {name} queda como está.',
    'Arbiter is still busy; restore a backup when it has finished.':
        'Arbiter aún está ocupado; restaure una copia cuando termine.',
    'Reading the backups':
        'Leyendo las copias de seguridad',
    'There are no backups of {name}. Arbiter makes one before each round is paired.':
        'No hay copias de seguridad de {name}. Arbiter hace una antes de emparejar cada ronda.',
    'Restoring {name}':
        'Restaurando {name}',
    'Looking for a backup':
        'Buscando una copia de seguridad',
    '{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.':
        '{target} ya existe. ¿Sustituirlo por la copia del {when} ({reason}: {contents})? Lo que contiene ahora se perderá.',
    '&Pairing list of the current round':
        '&Emparejamientos de la ronda actual',
    '&Alphabetical pairing list of the current round':
        'Emparejamientos por orden a&lfabético de la ronda actual',
    'Starting-&rank list':
        '&Ranking inicial',
    'Rating c&hanges and performances':
        '&Variaciones de Elo y performances',
    '&Print':
        'Im&primir',
    'Export P&DF':
        'Exportar P&DF',
    'Printed {title}.':
        'Impreso: {title}.',
    'Saved {written}.':
        'Guardado: {written}.',
    'Export TRF':
        'Exportar TRF',
    'The document could not be printed: {exc}':
        'No se pudo imprimir el documento: {exc}',
    'The PDF could not be written: {exc}':
        'No se pudo escribir el PDF: {exc}',
    'Export the rating report: not done; nothing was written.':
        'Exportar el informe de Elo: no hecho; no se escribió nada.',
    'Saved {path}.':
        'Guardado: {path}.',
    'Saved {target}.':
        'Guardado: {target}.',
    '&Add player…':
        '&Añadir jugador…',
    '&Edit player…':
        '&Editar jugador…',
    '&Delete player…':
        '&Borrar jugador…',
    'Delete a player entered by mistake (before round 1; later players withdraw)':
        'Borrar un jugador introducido por error (antes de la ronda 1; después los jugadores se retiran)',
    '&Withdraw player':
        '&Retirar jugador',
    'E&xpel player…':
        'E&xpulsar jugador…',
    'Withdraw a player by expulsion: flagged, and left out of the standings':
        'Retirar a un jugador por expulsión: marcado y fuera de la clasificación',
    '&Re-admit player':
        'Read&mitir jugador',
    'Requested &bye / absence…':
        'B&ye solicitado / ausencia…',
    'Forbidden &pairs…':
        '&Parejas prohibidas…',
    'Two players who shall not meet (before round 1)':
        'Dos jugadores que no deben enfrentarse (antes de la ronda 1)',
    'Pairing &card…':
        '&Ficha de emparejamiento…',
    'Import players from C&SV…':
        'Importar jugadores de &CSV…',
    'Import players from &TRF…':
        'Importar jugadores de &TRF…',
    'Import players from the &FIDE rating list…':
        '&Importar jugadores de la lista de Elo FIDE…',
    'Select a player first.':
        'Elija primero un jugador.',
    'Player {number} {name} added{note}.':
        'Jugador {number} {name} añadido{note}.',
    'Edit player {number}':
        'Editar jugador {number}',
    'Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.':
        'El jugador {number} {name} ya está en una ronda: un jugador con partidas se retira (Jugadores › Retirar jugador), no se borra.',
    'Delete player {number} {name}? (Edit › Undo brings the entry back.)':
        '¿Borrar el jugador {number} {name}? (Editar › Deshacer lo recupera.)',
    'Player {number} has already withdrawn.':
        'El jugador {number} ya se ha retirado.',
    'Player {number} has already been expelled.':
        'El jugador {number} ya ha sido expulsado.',
    'Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).':
        '¿Expulsar al jugador {number} {name}?\n\nEl jugador no se empareja desde la próxima ronda, se marca como expulsado y queda fuera de la clasificación (las partidas jugadas siguen contando para los rivales).',
    'Player {number} has not withdrawn.':
        'El jugador {number} no se ha retirado.',
    'Searching the rating list':
        'Buscando en la lista de Elo',
    'Reading players':
        'Leyendo jugadores',
    'No players found in {source}.':
        'No se encontraron jugadores en {source}.',
    'All {count} players are already in the tournament; nothing was imported.':
        'Los {count} jugadores ya están en el torneo; no se importó nada.',
    'Import cancelled; nothing was changed.':
        'Importación cancelada; no se cambió nada.',
    'Player {number} {name} deleted.':
        'Jugador {number} {name} borrado.',
    'Publishing folder':
        'Carpeta de publicación',
    'Publish birth &dates (FIDE does not)':
        'Publicar fechas de &nacimiento (la FIDE no lo hace)',
    'Also the standings and pairings as &JSON and CSV':
        'También la clasificación y los emparejamientos en &JSON y CSV',
    '&Folder':
        '&Carpeta',
    'P&ublish':
        'P&ublicar',
    '&Publish web pages now':
        '&Publicar las páginas web ahora',
    'Write the web pages into the publishing folder':
        'Escribir las páginas web en la carpeta de publicación',
    'Publishing &folder…':
        '&Carpeta de publicación…',
    '&Hall display…':
        'Pantalla de &sala…',
    '&Close hall display':
        'Cerrar pantalla de s&ala',
    'Hall display on screen {screen}; File › Publish › Close hall display ends it.':
        'Pantalla de sala en la pantalla {screen}; Archivo › Publicar › Cerrar pantalla de sala la termina.',
    'Publishing folder: {folder}':
        'Carpeta de publicación: {folder}',
    'Hall display closed.':
        'Pantalla de sala cerrada.',
    '&Pair next round':
        '&Emparejar la ronda siguiente',
    "Pair the next round with the tournament's system":
        'Emparejar la ronda siguiente con el sistema del torneo',
    '&Manual pairing…':
        'Emparejamiento &manual…',
    "Change the last unplayed round's pairing by hand":
        'Cambiar a mano el emparejamiento de la última ronda no jugada',
    '&Unpair last round':
        '&Deshacer el emparejamiento de la última ronda',
    "Delete the last round's pairing while it has no results":
        'Borrar el emparejamiento de la última ronda mientras no tenga resultados',
    'Round &date…':
        '&Fecha de la ronda…',
    'The date of the round shown (or of the next round)':
        'La fecha de la ronda mostrada (o de la siguiente)',
    'Round {round_no} was not paired.':
        'La ronda {round_no} no se emparejó.',
    'Only the last round can be unpaired, and only while it has no results.':
        'Solo se puede deshacer el emparejamiento de la última ronda, y solo mientras no tenga resultados.',
    'no result':
        'sin resultado',
    'Round {round_no}, board {board}: {text}.':
        'Ronda {round_no}, mesa {board}: {text}.',
    'The engine has no pairing to propose: {user_message}':
        'El programa no tiene emparejamiento que proponer: {user_message}',
    'Manual pairing of round {round_no} saved{note}.':
        'Emparejamiento manual de la ronda {round_no} guardado{note}.',
    'Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?':
        'Ronda {round_no}, mesa {board} ({white} – {black}) ya tiene el resultado {result}.\n\n¿Sustituirlo por {new}?',
    'Round {round_no}, board {board}: the result {result} was kept.':
        'Ronda {round_no}, mesa {board}: se mantiene el resultado {result}.',
    'Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.':
        'Ronda {round_no}, mesa {board} ({white} – {black}) corregida de {result} a {text}.\n\nSe actualizan las puntuaciones de ambos jugadores y la clasificación. Las rondas {next}–{rounds_played} mantienen sus emparejamientos.',
    'Round {round_no} could not be paired.\n\n{user_message}':
        'No se pudo emparejar la ronda {round_no}.\n\n{user_message}',
    'Round {round_no} unpaired.':
        'Emparejamiento de la ronda {round_no} deshecho.',
    'Round &{round}':
        'Ronda &{round}',
    'Round {round}':
        'Ronda {round}',
    # -- hall ----------------------------------------------------------------
    'Pairings by &name':
        'Emparejamientos por &nombre',
    'Pairings by &board':
        'Emparejamientos por &mesa',
    'S&tandings':
        'Clasi&ficación',
    # -- rating corrections, tied places, the result menu ---------------------
    'Rating &correction…':
        '&Corrección para el informe Elo…',
    '&Tied places…':
        'Pues&tos empatados…',
    '&Shared places (C.07)':
        'Puestos &compartidos (C.07)',
    "The arbiter's &order of tied players:":
        '&Orden del árbitro para los empatados:',
    'A drawing of &lots, seed:':
        '&Sorteo, semilla:',
    'R&ound':
        'R&onda',
    '&Board':
        '&Tablero',
    'Result for the &rating report':
        'Resultado para el &informe Elo',
    'R&eason':
        'Moti&vo',
    'Correction for the rating report':
        'Corrección para el informe Elo',
    'No correction (remove it)':
        'Sin corrección (quitarla)',
    'Tied places':
        'Puestos empatados',
    'pairing numbers, e.g. 12, 5, 7':
        'números de emparejamiento, p. ej. 12, 5, 7',
    'empty: a new seed':
        'vacío: una semilla nueva',
    'Type the pairing numbers of the tied players in their order, e.g. 12, 5, 7.':
        'Escriba los números de emparejamiento de los jugadores empatados en su orden, p. ej. 12, 5, 7.',
    'A result corrected for the rating report only (the standings keep it)':
        'Un resultado corregido solo para el informe Elo (la clasificación lo conserva)',
    "Places still tied after the tie-breaks: shared, the arbiter's order or a drawing of lots":
        'Puestos aún empatados tras los desempates: compartidos, orden del árbitro o sorteo',
    'No round is paired yet: there is no result to correct.':
        'Aún no hay ninguna ronda emparejada: no hay resultado que corregir.',
    "Round {round_no}, board {board}: the rating report's result is set.":
        'Ronda {round_no}, tablero {board}: el resultado del informe Elo está fijado.',
    'Tied places: set.':
        'Puestos empatados: fijados.',
    'White wins':
        'Ganan las blancas',
    'Black wins':
        'Ganan las negras',
    'Draw':
        'Tablas',
    'White wins by forfeit (black did not play)':
        'Ganan las blancas por incomparecencia (las negras no jugaron)',
    'Black wins by forfeit (white did not play)':
        'Ganan las negras por incomparecencia (las blancas no jugaron)',
    'Neither played (double forfeit)':
        'Ninguno jugó (doble incomparecencia)',
    "White ½, black 0 (arbiter's decision)":
        'Blancas ½, negras 0 (decisión del árbitro)',
    "White 0, black ½ (arbiter's decision)":
        'Blancas 0, negras ½ (decisión del árbitro)',
    "Both lose (arbiter's decision)":
        'Pierden ambos (decisión del árbitro)',
    'White wins, less than one move played (not rated)':
        'Ganan las blancas, menos de una jugada (no valorada)',
    'Black wins, less than one move played (not rated)':
        'Ganan las negras, menos de una jugada (no valorada)',
    'Draw, less than one move played (not rated)':
        'Tablas, menos de una jugada (no valoradas)',
    'Adjourned (a draw for the pairing until the result is known)':
        'Aplazada (tablas para el emparejamiento hasta conocer el resultado)',
    'No result':
        'Sin resultado',
    # -- ratings: the tournament dialog, the manual rating, the list check (#24) --
    "The arbiter's estimate of an unknown or unreliable rating (C.04.2 2.1): it places the player in the initial order where the rating method gives none":
        'La estimación del árbitro de un rating desconocido o poco fiable (C.04.2 2.1): coloca al jugador en el orden inicial cuando el método de rating no da ninguno',
    '&Manual rating':
        'Rating m&anual',
    '{list}: {kinds} list of {month}; {found} of {total} players found, {differences} differences':
        '{list}: lista {kinds} de {month}; {found} de {total} jugadores encontrados, {differences} diferencias',
    'player {number} {name}: FIDE number {fide_id} is in no list':
        'jugador {number} {name}: el número FIDE {fide_id} no está en ninguna lista',
    'without a FIDE number (not checked): {players}':
        'sin número FIDE (no comprobados): {players}',
    'Ratings against {list}':
        'Ratings comparados con {list}',
    '&Update every difference':
        'Tomar todas las diferencias (&u)',
    "Take the list's rating, K, title, federation, name and birth date for every difference, in one step written to the audit log":
        'Tomar de la lista el rating, K, título, federación, nombre y fecha de nacimiento de cada diferencia, en un paso anotado en el registro',
    'no rating':
        'sin rating',
    'player {number} {name}: not in {main}; {other} gives {ratings}':
        'jugador {number} {name}: no está en {main}; {other} da {ratings}',
    'an unknown month':
        'un mes desconocido',
    'no differences':
        'ninguna diferencia',
    'Rating type (FIDE list)':
        'Tipo de rating (lista FIDE)',
    'Starting-rank method (TRF 172)':
        'Método del ranking inicial (TRF 172)',
    'E&qual rating and title: then by':
        'Con rating &y título iguales, después por',
    'Rating-based tie-breaks read':
        'Los desempates por rating leen',
    'standard':
        'estándar',
    'rapid':
        'rápido',
    'blitz':
        'blitz',
    'national list (e.g. NED)':
        'lista nacional (p. ej. ESP)',
    "The federation of the national ratings the method reads; empty: the tournament's":
        'La federación de los ratings nacionales que lee el método; vacío: la del torneo',
    'name (alphabetically)':
        'nombre (orden alfabético)',
    'FIDE number (lowest first)':
        'número FIDE (el menor primero)',
    'Longer than &30 days: each round has the ratings of its month':
        'Más de &30 días: cada ronda tiene los ratings de su mes',
    'the rating at the start':
        'el rating al inicio',
    "each round's rating":
        'el rating de cada ronda',
    'the ratings valid in round {round}':
        'los ratings válidos en la ronda {round}',
    'Check ratin&gs against a list…':
        'Comprobar los ratings con una lista…',
    'Compare the players with a FIDE rating list file: rating, K, title, federation, name, birth date; one button takes every difference':
        'Comparar los jugadores con un fichero de la lista FIDE: rating, K, título, federación, nombre, fecha de nacimiento; un botón toma todas las diferencias',
    'Rating list to check the players against':
        'Lista de rating con la que comparar a los jugadores',
    'Checking the ratings':
        'Comprobando los ratings',
    '{count} differences taken from {list}.':
        '{count} diferencias tomadas de {list}.',
    'Updating the ratings':
        'Actualizando los ratings',
    'no half-point byes in round {round_no}: the arbiter closed it to them':
        'no hay byes de medio punto en la ronda {round_no}: el árbitro la cerró a ellos',
    # -- the tournament dialog: a round robin's settings ----------------------
    'Round robin: cycles':
        'Round robin: ciclos',
    'as the rounds need':
        'según las rondas',
    'as C.05 recommends (with two cycles or more)':
        'como recomienda C.05 (con dos ciclos o más)',
    'yes':
        'sí',
    'no':
        'no',
    'empty: no drawing of lots':
        'vacío: sin sorteo',
    'pairing numbers in Berger order, e.g. 3, 1, 4, 2':
        'números de emparejamiento en orden Berger, p. ej. 3, 1, 4, 2',
    'last two rounds of cycle 1 reversed':
        'últimas dos rondas del ciclo 1 invertidas',
    'Berger numbers by lot, seed':
        'números Berger por sorteo, semilla',
    'or by hand':
        'o a mano',
    # -- the round tab's heading ---------------------------------------------
    'Round {round_no}':
        'Ronda {round_no}',
    ('{count} board', '{count} boards'):
        ('{count} tablero', '{count} tableros'),
    ('{count} result to enter', '{count} results to enter'):
        ('{count} resultado por introducir', '{count} resultados por introducir'),
    'all results in':
        'todos los resultados introducidos',
    ('{count} adjourned', '{count} adjourned'):
        ('{count} aplazada', '{count} aplazadas'),
    'Type 1, 0, = (draw), + or - (forfeit), * (double forfeit), ? (adjourned); the menu key lists every result; Delete clears; Enter opens the pairing card.':
        'Escriba 1, 0, = (tablas), + o - (incomparecencia), * (doble incomparecencia), ? (aplazada); la tecla de menú lista todos los resultados; Supr borra; Intro abre la ficha del jugador.',
    # -- the rating change in the standings (#24) -----------------------------
    '&Rating change in the standings':
        'Variación de Elo en la &clasificación',
    "Each player's rating change so far as the standings' last column":
        'La variación de Elo de cada jugador hasta ahora, como última columna de la clasificación',
    'rating change in the standings':
        'variación de Elo en la clasificación',
    'Rtg +/-':
        'Elo +/-',
    # -- the tournament dialog's lists, the standings tab's heading ----------
    'FIDE rating only':
        'solo rating FIDE',
    'national rating only':
        'solo rating nacional',
    'FIDE rating, else the national rating':
        'rating FIDE, si no el nacional',
    'national rating, else the FIDE rating':
        'rating nacional, si no el FIDE',
    'the higher of the FIDE and the national rating':
        'el mayor de los ratings FIDE y nacional',
    'the lower of the FIDE and the national rating':
        'el menor de los ratings FIDE y nacional',
    "the arbiter's own (manual) ratings":
        'los ratings propios del árbitro (manuales)',
    'Baku (C.04.7)':
        'Bakú (C.04.7)',
    'Standard (1 - ½ - 0)':
        'Estándar (1 - ½ - 0)',
    '3 - 1 - 0 (three points for a win)':
        '3 - 1 - 0 (tres puntos por victoria)',
    'Custom':
        'Personalizado',
    'After round {round} (rounds with every result in)':
        'Tras la ronda {round} (rondas con todos los resultados)',
    'Before round 1':
        'Antes de la ronda 1',
    '; tie-breaks: {list} ({rules})':
        '; desempates: {list} ({rules})',
    '; score only (no tie-breaks computed)':
        '; solo puntos (sin desempates calculados)',
    # -- the pairing systems' titles (engine/systems/registry.py) --------------
    'C.04.3 FIDE (Dutch) system, applied from 1 February 2026':
        'C.04.3 Sistema FIDE (holandés), vigente desde el 1 de febrero de 2026',
    'C.04.3 FIDE (Dutch) system, Baku 2016':
        'C.04.3 Sistema FIDE (holandés), Bakú 2016',
    'C.04.4.1 Dubov system, applied from 1 February 2026':
        'C.04.4.1 Sistema Dubov, vigente desde el 1 de febrero de 2026',
    'C.04.4.1 Dubov system, 1997':
        'C.04.4.1 Sistema Dubov, 1997',
    'C.04.4.3 Lim system, 1987-1999':
        'C.04.4.3 Sistema Lim, 1987-1999',
    'C.04.1 Swiss system based on rating, 1992/97/98':
        'C.04.1 Sistema suizo basado en el rating, 1992/97/98',
    'C.05 Annex 1 round robin (Berger tables)':
        'C.05 Anexo 1 round robin (tablas de Berger)',
}
