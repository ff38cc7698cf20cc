"""Español: the services' warnings, refusals and confirmations (arbiter_app/services)."""

# flake8: noqa: E501
MESSAGES = {
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
    'round {round_no} as imported is not the pairing of the {system}: {text}':
        'la ronda {round_no} importada no es el emparejamiento del {system}: {text}',
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
    "{white}-{black} is not in the system's pairing":
        '{white}-{black} no está en el emparejamiento del sistema',
    "system's {white}-{black} is not paired":
        '{white}-{black} del sistema no está emparejado',
    'the pairing of round {round_no} is not the one the {system} makes ({shown}); the system pairs {boards}{bye}':
        'el emparejamiento de la ronda {round_no} no es el que da el {system} ({shown}); el sistema empareja {boards}{bye}',
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
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        '{text!r} no es una fecha; se espera AAAA-MM-DD, AAAA/MM/DD o AA/MM/DD',
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
    'the standings are ranked otherwise':
        'la clasificación se ordena de otro modo',
    'the end date {end} is before the start date {start}':
        'la fecha de fin {end} es anterior a la fecha de inicio {start}',
    'the tournament needs a name':
        'el torneo necesita un nombre',
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
    # -- point systems (services/points.py) ------------------------------------
    'points for a win':
        'los puntos por victoria',
    'points for a draw':
        'los puntos por tablas',
    'points for a loss':
        'los puntos por derrota',
    'points for an absence or forfeit loss':
        'los puntos por ausencia o derrota por incomparecencia',
    'points for the pairing-allocated bye':
        'los puntos por el bye asignado por el emparejamiento',
    'points for an unknown (adjourned) result':
        'los puntos por un resultado desconocido (aplazado)',
    '{item!r}: write LETTER=POINTS with LETTER one of {letters} (e.g. W=3,D=1,L=0,P=3)':
        '{item!r}: escriba LETRA=PUNTOS con LETRA una de {letters} (p. ej. W=3,D=1,L=0,P=3)',
    '{item!r}: {letter} is given twice':
        '{item!r}: {letter} se da dos veces',
    '{item!r}: {number!r} is not a number':
        '{item!r}: {number!r} no es un número',
    '{item!r}: {number!r} is not a number of points':
        '{item!r}: {number!r} no es un número de puntos',
    '{what} is not a number':
        '{what} no son un número',
    '{what} cannot be negative':
        '{what} no pueden ser negativos',
    '{what}: points are 0 to {most} with at most one decimal (as TRF-2026 writes them)':
        '{what}: los puntos van de 0 a {most} con un decimal como mucho (como los escribe TRF-2026)',
    'a win (W={w}) must be worth more than a loss (L={l})':
        'una victoria (W={w}) debe valer más que una derrota (L={l})',
    'a loss (L={l}) cannot be worth more than a draw (D={d})':
        'una derrota (L={l}) no puede valer más que unas tablas (D={d})',
    'a draw (D={d}) cannot be worth more than a win (W={w})':
        'unas tablas (D={d}) no pueden valer más que una victoria (W={w})',
    'two draws (2 × D = {two_draws}) cannot be worth more than a win and a loss (W + L = {win_loss}) (FIDE checklist Q74)':
        'dos tablas (2 × D = {two_draws}) no pueden valer más que una victoria y una derrota (W + L = {win_loss}) (lista de control FIDE Q74)',
    'an absence or forfeit loss (A={a}) cannot be worth more than a loss over the board (L={l})':
        'una ausencia o derrota por incomparecencia (A={a}) no puede valer más que una derrota ante el tablero (L={l})',
    'the pairing-allocated bye (P={p}) cannot be worth more than a win (W={w}) (FIDE checklist Q81)':
        'el bye asignado por el emparejamiento (P={p}) no puede valer más que una victoria (W={w}) (lista de control FIDE Q81)',
    'with the standard point system the pairing-allocated bye is 1, ½ or 0 points, not {p} (FIDE checklist Q83)':
        'con el sistema de puntos estándar el bye asignado por el emparejamiento vale 1, ½ o 0 puntos, no {p} (lista de control FIDE Q83)',
    'the pairing-allocated bye (P={p}) must be worth what a game can give: a win (W={w}), a draw (D={d}) or a loss (L={l}), or 0 points (FIDE checklist Q84)':
        'el bye asignado por el emparejamiento (P={p}) debe valer lo que puede dar una partida: una victoria (W={w}), unas tablas (D={d}) o una derrota (L={l}), o 0 puntos (lista de control FIDE Q84)',
    'a forfeit win scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        'una victoria por incomparecencia cuenta como una victoria (W), {wanted} puntos, no {value} (TRF-2026, registro 162)',
    'a full-point bye scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        'un bye de un punto cuenta como una victoria (W), {wanted} puntos, no {value} (TRF-2026, registro 162)',
    'a half-point bye scores a draw (D), {wanted} points, not {value} (TRF-2026 record 162)':
        'un bye de medio punto cuenta como unas tablas (D), {wanted} puntos, no {value} (TRF-2026, registro 162)',
    'a forfeit loss scores an absence (A), {wanted} points, not {value} (TRF-2026 record 162)':
        'una derrota por incomparecencia cuenta como una ausencia (A), {wanted} puntos, no {value} (TRF-2026, registro 162)',
    # -- the tournament service: import notes, manual pairings, changes after round 1 (services/service.py) ---
    '{name}: the file asks for the Baku acceleration, but {system} is paired without acceleration (only the Dutch system accelerates); the setting was left out':
        '{name}: el archivo pide la aceleración de Bakú, pero {system} empareja sin aceleración (solo el sistema holandés acelera); el ajuste se ha omitido',
    ' (and {n} more)':
        ' (y {n} más)',
    'the pairing of round {round_no} cannot be saved: {problem}{more}; nothing was saved':
        'el emparejamiento de la ronda {round_no} no puede guardarse: {problem}{more}; no se ha guardado nada',
    ('the pairing of round {round_no} breaks {n} rule ({problem}); nothing was saved', 'the pairing of round {round_no} breaks {n} rules ({problem}); nothing was saved'):
        ('el emparejamiento de la ronda {round_no} infringe {n} regla ({problem}); no se ha guardado nada', 'el emparejamiento de la ronda {round_no} infringe {n} reglas ({problem}); no se ha guardado nada'),
    'start date':
        'fecha de inicio',
    'end date':
        'fecha de fin',
    "a round robin's cycles, swap and Berger numbers are fixed once round 1 is paired":
        'los ciclos, el intercambio y los números de Berger de un round robin quedan fijos una vez emparejada la ronda 1',
    'round {n}, the last round, re-checked: {what}':
        'ronda {n}, la última ronda, comprobada de nuevo: {what}',
    'round {n}, no longer the last round, re-checked: {what}':
        'ronda {n}, que ya no es la última, comprobada de nuevo: {what}',
    'round {round} re-checked: {what}':
        'ronda {round} comprobada de nuevo: {what}',
    'pairing system {old} -> {new}':
        'sistema de emparejamiento {old} -> {new}',
    'number of rounds {old} -> {new}':
        'número de rondas {old} -> {new}',
    'point system {old} -> {new}':
        'sistema de puntuación {old} -> {new}',
    'pairing-allocated bye {old} -> {new} points':
        'bye asignado por el emparejamiento {old} -> {new} puntos',
    'acceleration {old} -> {new}':
        'aceleración {old} -> {new}',
    ' (rules {rules})':
        ' (reglas {rules})',
    'by date':
        'según la fecha',
    'tie-breaks {old} -> {new}':
        'desempates {old} -> {new}',
    # -- the backups (services/backups.py) -------------------------------------
    'before the update to file format {format}':
        'antes de la actualización al formato de archivo {format}',
    'cannot be restored':
        'no puede restaurarse',
    # -- round robin settings, tie-break rating, long events (services/round_robin.py, settings.py, starting_rank.py) ---
    'unknown round-robin setting {name!r}; known: {known}':
        'ajuste de round robin desconocido {name!r}; conocidos: {known}',
    'cycles: {cycles!r} is not a number':
        'ciclos: {cycles!r} no es un número',
    'cycles: 1 or more (0: as many as the rounds need)':
        'ciclos: 1 o más (0: tantos como necesiten las rondas)',
    'swap: on or off, not {swap!r}':
        'intercambio: on u off, no {swap!r}',
    'the Berger numbers come from lots or from an order set by hand, not both':
        'los números de Berger salen de un sorteo o de un orden fijado a mano, no de ambos',
    'Berger order {order!r}: pairing numbers separated by commas, e.g. 3,1,4,2':
        'orden de Berger {order!r}: números de emparejamiento separados por comas, p. ej. 3,1,4,2',
    'Berger order {order!r} names a player twice':
        'el orden de Berger {order!r} nombra dos veces a un jugador',
    "the tie-breaks' rating {value!r} is not 'first', 'round' or a round number":
        "el Elo de los desempates {value!r} no es 'first', 'round' ni un número de ronda",
    'the event is longer than 30 days: its ratings change from round to round, and rating-based tie-breaks ({tiebreaks}) are not recommended; they read the rating {which}':
        'el torneo dura más de 30 días: sus Elo cambian de ronda en ronda, y no se recomiendan desempates basados en el Elo ({tiebreaks}); leen el Elo {which}',
    'at the start':
        'del inicio',
    'of each round':
        'de cada ronda',
    'valid in round {round}':
        'vigente en la ronda {round}',
    '{method}, national ratings of {federation}':
        '{method}, Elo nacionales de {federation}',
    # -- the audit log's actions, shown translated in its dialog (kept English in the file) --
    'create':
        'creación',
    'import':
        'importación',
    'import note':
        'nota de importación',
    'Import':
        'Importación',
    'Configuration':
        'Configuración',
    'Full-point bye':
        'Bye de un punto',
    'Leave FIDE mode':
        'Salida del modo FIDE',
    'Adjournment':
        'Aplazamiento',
    'Rating correction':
        'Corrección para el Elo',
    'Berger numbers':
        'Números de Berger',
    'national rating':
        'rating nacional',
    'add player':
        'alta de jugador',
    'edit player':
        'edición de jugador',
    'remove player':
        'baja de jugador',
    'restore player':
        'restauración de jugador',
    're-admit player':
        'readmisión de jugador',
    'renumber players':
        'renumeración de jugadores',
    'renumber players before round 1':
        'renumeración de jugadores antes de la ronda 1',
    'request bye':
        'solicitud de bye',
    'cancel bye':
        'anulación de bye',
    'half-point byes closed':
        'byes de medio punto cerrados',
    'import players':
        'importación de jugadores',
    'expel player':
        'expulsión de jugador',
    'withdraw player':
        'retirada de jugador',
    'forbid pair':
        'pareja prohibida',
    'allow pair':
        'pareja permitida',
    'publish settings':
        'ajustes de publicación',
    'ratings from list':
        'ratings de la lista',
    'set K':
        'K fijado',
    'settings':
        'ajustes',
    'ratings by round':
        'ratings por ronda',
    'round date':
        'fecha de la ronda',
    'pair round':
        'emparejamiento de la ronda',
    'manual pairing':
        'emparejamiento manual',
    'unpair round':
        'anulación del emparejamiento',
    'result':
        'resultado',
    'initial colour drawn by lot':
        'color inicial sorteado',
    'tie order':
        'orden de los empatados',
    'drawing of lots for ties':
        'sorteo de los empates',
    # -- issue 34: tournament files from elsewhere ---
    'the number of rounds must be a whole number from 1 to {most}, not {total_rounds!r}':
        'el número de rondas debe ser un entero de 1 a {most}, no {total_rounds!r}',
    # -- issue 34: backups ---
    'no backups of {file} (they are taken before each round is paired and after its last result, in {folder})':
        'no hay copias de seguridad de {file} (se hacen antes de emparejar cada ronda y tras su último resultado, en {folder})',
    "List the backups of the tournament file, newest first: those taken before each round was paired, after each round's last result and, in the window, while results came in (the newest 20 are kept, and the newest 3 of those taken while results came in). For each: time (local), why it was taken, the rounds and results it holds, and its path for 'arbiter-cli restore'. They are found by the tournament's own id, so a moved or renamed file still lists them. The tournament file itself need not open (or exist any more): give the path it had.":
        "Lista las copias de seguridad del archivo de torneo, la más reciente primero: las hechas antes de emparejar cada ronda, tras el último resultado de cada ronda y, en la ventana, mientras se introducían resultados (se guardan las 20 más recientes y, de las hechas mientras se introducían resultados, las 3 más recientes). Para cada una: hora (local), por qué se hizo, las rondas y resultados que contiene y su ruta para 'arbiter-cli restore'. Se encuentran por el identificador propio del torneo, así que un archivo movido o renombrado las sigue listando. No hace falta que el archivo de torneo se abra (ni que siga existiendo): indique la ruta que tenía.",
    'go ahead despite the warnings (a last round with no result at all: its games are marked adjourned; a backup that cannot be written)':
        'seguir pese a las advertencias (una última ronda sin ningún resultado: sus partidas se marcan como aplazadas; una copia de seguridad que no se puede escribir)',
    'There are no backups of {name}. Arbiter makes one before each round is paired and after its last result.':
        'No hay copias de seguridad de {name}. Arbiter hace una antes de emparejar cada ronda y tras su último resultado.',
    'Backups of {tournament}, newest first: taken before each round was paired, after its last result and while results came in. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        'Copias de seguridad de {tournament}, la más reciente primero: hechas antes de emparejar cada ronda, tras su último resultado y mientras se introducían resultados. La elegida se restaura como un archivo de torneo aparte y se abre; el archivo copiado queda como está.',
    'the backup copy of {name} could not be written in {folder}: {reason}':
        'la copia de seguridad de {name} no se pudo escribir en {folder}: {reason}',
    '{problem}; round {round} would be paired without a backup of the tournament as it is now':
        '{problem}; la ronda {round} se emparejaría sin una copia de seguridad del torneo tal como está ahora',
    '{problem}; the results of round {round} are saved in the tournament file, but no backup holds them yet':
        '{problem}; los resultados de la ronda {round} están guardados en el archivo de torneo, pero ninguna copia de seguridad los contiene aún',
    '{problem}; the result is saved in the tournament file, but no backup holds it yet (tried again in 10 minutes)':
        '{problem}; el resultado está guardado en el archivo de torneo, pero ninguna copia de seguridad lo contiene aún (nuevo intento en 10 minutos)',
    'after the last result of round {round}':
        'tras el último resultado de la ronda {round}',
    'while the results of round {round} came in':
        'mientras se introducían los resultados de la ronda {round}',
    # -- issue 34: options the services read, checked at open ---
    '{item!r} is not a round from 1 to {most}':
        '{item!r} no es una ronda de 1 a {most}',
    'line {line} is not a national rating record':
        'la línea {line} no es un registro de rating nacional',
    'tournament row 1: option {key}: {problem}':
        'tournament, fila 1: opción {key}: {problem}',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    'the file says NOT IN FIDE MODE: the tournament stays outside FIDE mode (it cannot be re-entered)':
        'el archivo dice NOT IN FIDE MODE: el torneo sigue fuera del modo FIDE (no se puede volver a él)',
    "the file's point system (162) {points}: {problem}; imported outside FIDE mode":
        'el sistema de puntuación del archivo (162) {points}: {problem}; importado fuera del modo FIDE',
    "the file's point system (162) {points} cannot be imported: {problem}":
        'el sistema de puntuación del archivo (162) {points} no se puede importar: {problem}',
    "the file's point system (162) {points} is not allowed in FIDE mode: {problem}; imported, the tournament is outside FIDE mode for good":
        'el sistema de puntuación del archivo (162) {points} no se admite en modo FIDE: {problem}; importado, el torneo queda fuera del modo FIDE para siempre',
    ('{n} round of {n} is paired; raise the number of rounds in the settings to pair another', 'all {n} rounds are paired; raise the number of rounds in the settings to pair another'):
        ('{n} ronda de {n} está emparejada; aumente el número de rondas en los ajustes para emparejar otra', 'las {n} rondas están emparejadas; aumente el número de rondas en los ajustes para emparejar otra'),
    ('{source}: line {first_no} announces {n} line but {lines} follow', '{source}: line {first_no} announces {n} lines but {lines} follow'):
        ('{source}: la línea {first_no} anuncia {n} línea pero siguen {lines}', '{source}: la línea {first_no} anuncia {n} líneas pero siguen {lines}'),
    ('{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} round without two players meeting twice (C.04.1 b); add players or lower the number of rounds', '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds'):
        ('{total_rounds} rondas con {players} jugadores: un suizo no puede emparejar más de {n} ronda sin que dos jugadores se enfrenten dos veces (C.04.1 b); añada jugadores o reduzca el número de rondas', '{total_rounds} rondas con {players} jugadores: un suizo no puede emparejar más de {n} rondas sin que dos jugadores se enfrenten dos veces (C.04.1 b); añada jugadores o reduzca el número de rondas'),
    ('there is no round {round_no}; the tournament has {n} round', 'there is no round {round_no}; the tournament has {n} rounds'):
        ('no hay ronda {round_no}; el torneo tiene {n} ronda', 'no hay ronda {round_no}; el torneo tiene {n} rondas'),
    ('PROVISIONAL STANDINGS: {n} result is missing ({where})', 'PROVISIONAL STANDINGS: {n} results are missing ({where})'):
        ('CLASIFICACIÓN PROVISIONAL: falta {n} resultado ({where})', 'CLASIFICACIÓN PROVISIONAL: faltan {n} resultados ({where})'),
    'round {round} board {board} ({white}-{black}, adjourned)':
        'ronda {round} tablero {board} ({white}-{black}, aplazada)',
    ('{action}: {n} result is missing ({shown}); enter it first: the report is final (FIDE checklist Q161, Q169)', '{action}: {n} results are missing ({shown}); enter them first: the report is final (FIDE checklist Q161, Q169)'):
        ('{action}: falta {n} resultado ({shown}); introdúzcalo primero: el informe es definitivo (lista de control FIDE Q161, Q169)', '{action}: faltan {n} resultados ({shown}); introdúzcalos primero: el informe es definitivo (lista de control FIDE Q161, Q169)'),
    ('{n} round is already paired; the number of rounds cannot be {total_rounds}', '{n} rounds are already paired; the number of rounds cannot be {total_rounds}'):
        ('ya hay {n} ronda emparejada; el número de rondas no puede ser {total_rounds}', 'ya hay {n} rondas emparejadas; el número de rondas no puede ser {total_rounds}'),
    ('player {players} is not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed', 'players {players} are not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed'):
        ('el jugador {players} no está empatado con nadie tras el último desempate (la clasificación tras la ronda {round}); el orden de los jugadores empatados no se cambió', 'los jugadores {players} no están empatados con nadie tras el último desempate (la clasificación tras la ronda {round}); el orden de los jugadores empatados no se cambió'),
    # -- players: entering and importing players (issue 35) ---
    '{field}: {text!r} is not a date; write it as {spellings}':
        '{field}: {text!r} no es una fecha; escríbala como {spellings}',
    '{field}: {text!r} is not a date; write it as {spellings}, or the year alone (1981)':
        '{field}: {text!r} no es una fecha; escríbala como {spellings}, o solo el año (1981)',
    'the late entry changes pairing numbers (C.04.2 2.4): {places}; players {changes}':
        'la inscripción tardía cambia números de emparejamiento (C.04.2 2.4): {places}; jugadores {changes}',
    'the same name':
        'el mismo nombre',
    '{rating} ({kind}, {source})':
        '{rating} ({kind}, {source})',
    'list':
        'lista',
    ('player {number} has {n} list rating to pick from; choose 1', 'player {number} has {n} list ratings to pick from; choose 1 to {n}'):
        ('el jugador {number} tiene {n} Elo de lista para elegir; elija 1', 'el jugador {number} tiene {n} Elo de lista para elegir; elija de 1 a {n}'),
    'player {number} has no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        'el jugador {number} no tiene ningún Elo de lista para elegir (actualice primero los Elo desde las listas: check-ratings --update)',
    # -- ftrf06: TRF06 import (Q47) ---
    '{trf_path}: read as TRF06, which has no record for the pairing system, and its 092 line names none Arbiter knows; choose one (--system)':
        '{trf_path}: leído como TRF06, que no tiene registro para el sistema de emparejamiento, y su línea 092 no nombra ninguno que Arbiter conozca; elija uno (--system)',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change pairing numbers':
        'cambiar los números de emparejamiento',
    'the new order must name every pairing number 1-{count} once ({problems})':
        'el nuevo orden debe nombrar cada número de emparejamiento del 1 al {count} una vez ({problems})',
    'the new pairing numbers do not follow the initial ranking list (C.04.2 2.2-2.3): by rating the players would be renumbered {changes}':
        'los nuevos números de emparejamiento no siguen el ranking inicial (C.04.2 2.2-2.3): por rating los jugadores se renumerarían {changes}',
    'round {round} is paired: after the start C.04.2 2.3-2.5 allow new pairing numbers only for corrected ranking data or a late entry, until round {last} is paired; the games of the paired rounds follow their players':
        'la ronda {round} está emparejada: tras el inicio, C.04.2 2.3-2.5 solo admiten nuevos números de emparejamiento por datos de clasificación corregidos o una inscripción tardía, hasta que se empareje la ronda {last}; las partidas de las rondas emparejadas siguen a sus jugadores',
    'the automatic ranking before round 1 is switched off, so that these pairing numbers are kept':
        'la ordenación automática antes de la ronda 1 se desactiva para que se conserven estos números de emparejamiento',
    '--move {n}:{m}: {which} must be a pairing number from 1 to {count}':
        '--move {n}:{m}: {which} debe ser un número de emparejamiento del 1 al {count}',
    'given twice: {numbers}':
        'dados dos veces: {numbers}',
    'missing: {numbers}':
        'faltan: {numbers}',
    'no such player: {numbers}':
        'no existe el jugador: {numbers}',
    # -- fplayoff: play-off results for tied places (Q207) ---
    'the play-off decides ties after the tie-breaks (tiebreaks) or on points (points), not {scope!r}':
        'el play-off decide empates tras los desempates (tiebreaks) o a puntos (points), no {scope!r}',
    '{problem}; the play-off was not entered':
        '{problem}; el play-off no se anotó',
    'player {unknown} is not in the tournament; the play-off was not entered':
        'el jugador {unknown} no está en el torneo; el play-off no se anotó',
    'player {number}: a play-off score is from 0 to 1000; the play-off was not entered':
        'jugador {number}: los puntos de play-off van de 0 a 1000; el play-off no se anotó',
    ('player {players} is not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered', 'players {players} are not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered'):
        ('el jugador {players} no está empatado con otro jugador del play-off ({how}, tras la ronda {round}); el play-off no se anotó', 'los jugadores {players} no están empatados con otro jugador del play-off ({how}, tras la ronda {round}); el play-off no se anotó'),
    'after the last tie-break':
        'tras el último desempate',
    'on points':
        'a puntos',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players {value!r} is not 'none', a rating, 'floor' or 'performance'":
        "el Elo de los jugadores sin Elo {value!r} no es 'none', un Elo, 'floor' ni 'performance'",
    # -- fsmall: FIDE checklist Q109-110, Q167 ---
    'the acceleration is fixed once round 1 is paired (its virtual points decided the pairings so far)':
        'la aceleración queda fijada una vez emparejada la ronda 1 (sus puntos virtuales decidieron los emparejamientos hasta ahora)',
    'an unknown (adjourned) result (X={x}) scores a draw (D={d}) until its result is entered: no other provisional score (FIDE checklist Q167)':
        'un resultado desconocido (partida aplazada, X={x}) cuenta como tablas (D={d}) hasta que se introduzca su resultado: ninguna otra puntuación provisional (lista de verificación FIDE Q167)',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    ('FIDE rating list of {month}, downloaded on {day}: {n} player ({path})', 'FIDE rating list of {month}, downloaded on {day}: {n} players ({path})'):
        ('lista de Elo FIDE de {month}, descargada el {day}: {n} jugador ({path})', 'lista de Elo FIDE de {month}, descargada el {day}: {n} jugadores ({path})'),
    'the local copy of {day} is kept':
        'se conserva la copia local del {day}',
    'there is no local copy yet':
        'aún no hay copia local',
    'FIDE rating list not updated from {url}: {reason}; {kept}':
        'lista de Elo FIDE no actualizada desde {url}: {reason}; {kept}',
    "no local copy of FIDE's rating list yet (update it while online)":
        'aún no hay copia local de la lista de Elo FIDE (actualícela con conexión)',
    "local copy of FIDE's rating list: {path} (date unknown)":
        'copia local de la lista de Elo FIDE: {path} (fecha desconocida)',
    'only http:// and https:// addresses are downloaded':
        'solo se descargan direcciones http:// y https://',
    "the zip file holds {n} files; FIDE's holds one rating list":
        'el archivo zip contiene {n} archivos; el de la FIDE contiene una sola lista de Elo',
    "the zip file's member {name!r} is not a plain .txt or .xml rating list":
        'el archivo {name!r} del zip no es una simple lista de Elo .txt o .xml',
    'the server answered {code} {reason}':
        'el servidor respondió {code} {reason}',
    'cannot reach it ({reason}); is the computer online?':
        'no se puede acceder ({reason}); ¿está conectado el ordenador?',
    'the download failed ({reason})':
        'la descarga falló ({reason})',
    'not a zip file ({problem})':
        'no es un archivo zip ({problem})',
    'cannot make the folder {folder} ({reason})':
        'no se puede crear la carpeta {folder} ({reason})',
    'the list holds no player':
        'la lista no contiene ningún jugador',
    'the file is {size} bytes, more than {limit}':
        'el archivo tiene {size} bytes, más de {limit}',
    'not a FIDE rating list ({problem})':
        'no es una lista de Elo FIDE ({problem})',
    'the file is more than {limit} bytes':
        'el archivo tiene más de {limit} bytes',
    # -- main: Q129, a rating of the arbiter's own list to pick from ---
    '{rating} ({source})':
        '{rating} ({source})',
}
