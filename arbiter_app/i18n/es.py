"""Español: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms); docs/languages.md says how to add or change one."""

# flake8: noqa: E501
NPLURALS = 2


def plural(n: int) -> int:
    """0: one; 1: the others (also 0)."""
    return 0 if n == 1 else 1


MESSAGES = {
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
}
