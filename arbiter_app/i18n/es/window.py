"""Español: the main window, its menus, tabs, dialogs and undo texts (arbiter_app/ui)."""

# flake8: noqa: E501
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
        'Ritmo de juego (&K)',
    '&Rounds':
        '&Rondas',
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
    # -- the window's file dialogs, progress and status texts, hall display, tables, cards ---
    'Arbiter: run a FIDE Swiss tournament.':
        'Arbiter: dirigir un torneo suizo FIDE.',
    'a tournament file (.arbiter) to open':
        'un archivo de torneo (.arbiter) que abrir',
    'check this installation headless (pair two rounds with every system, open the main window offscreen), print one line per check and exit 0 when all pass':
        'comprobar esta instalación sin pantalla (emparejar dos rondas con cada sistema, abrir la ventana principal fuera de pantalla), escribir una línea por comprobación y salir con 0 si todas pasan',
    'The log is in {path}.':
        'El archivo de registro es {path}.',
    'TRF files (*.trf *.txt);;All files (*)':
        'Archivos TRF (*.trf *.txt);;Todos los archivos (*)',
    '[read-only: open elsewhere]':
        '[solo lectura: abierto en otro lugar]',
    'Leaving FIDE mode':
        'Saliendo del modo FIDE',
    'Save the new tournament as':
        'Guardar el nuevo torneo como',
    'Creating {name}':
        'Creando {name}',
    'Open a tournament':
        'Abrir un torneo',
    'Opening {name}':
        'Abriendo {name}',
    'Import a TRF file':
        'Importar un archivo TRF',
    'Save the imported tournament as':
        'Guardar el torneo importado como',
    '{trf} imported as {name}. No tie-breaks are set: the standings are by score only; choose them in File › Tournament settings.':
        '{trf} importado como {name}. No hay desempates: la clasificación es solo por puntos; elíjalos en Archivo › Ajustes del torneo.',
    'Importing {name}':
        'Importando {name}',
    'Restore from backup: the tournament file (damaged or not)':
        'Restaurar copia de seguridad: el archivo del torneo (dañado o no)',
    "TRF-2026, FIDE's format in force (*.trf)":
        'TRF-2026, el formato FIDE vigente (*.trf)',
    'TRF16, with the XXR/XXC/XXP lines of the pairing engines (*.trf)':
        'TRF16, con las líneas XXR/XXC/XXP de los motores de emparejamiento (*.trf)',
    'Exporting TRF':
        'Exportando TRF',
    'Checking the rating report':
        'Comprobando el informe de Elo',
    'Reading the audit log':
        'Leyendo el registro de auditoría',
    'Reading the settings':
        'Leyendo los ajustes',
    'Export PDF':
        'Exportar PDF',
    'PDF files (*.pdf)':
        'Archivos PDF (*.pdf)',
    'Exporting the rating report':
        'Exportando el informe de Elo',
    'Export rating report':
        'Exportar el informe de Elo',
    'TRF-2026 files (*.trf)':
        'Archivos TRF-2026 (*.trf)',
    'FIDE rating lists (*.txt *.xml *.zip);;All files (*)':
        'Listas de Elo FIDE (*.txt *.xml *.zip);;Todos los archivos (*)',
    'Skip them':
        'Omitirlos',
    'Add them anyway':
        'Añadirlos de todos modos',
    'Import players from CSV':
        'Importar jugadores de CSV',
    'CSV files (*.csv *.txt);;All files (*)':
        'Archivos CSV (*.csv *.txt);;Todos los archivos (*)',
    'Import players from a TRF file':
        'Importar jugadores de un archivo TRF',
    'FIDE rating list (TXT or XML, plain or zipped)':
        'Lista de Elo FIDE (TXT o XML, simple o comprimida)',
    'FIDE rating lists (*.txt *.xml *.zip);;Your own rating lists (*.csv);;All files (*)':
        'Listas de Elo FIDE (*.txt *.xml *.zip);;Sus propias listas (*.csv);;Todos los archivos (*)',
    ' (late entry: plays from round {round})':
        ' (inscripción tardía: juega desde la ronda {round})',
    'Skip them, add them anyway, or cancel the import?':
        '¿Omitirlos, añadirlos de todos modos o cancelar la importación?',
    ('{n} player imported', '{n} players imported'):
        ('{n} jugador importado', '{n} jugadores importados'),
    ('; {n} already in the tournament skipped', '; {n} already in the tournament skipped'):
        ('; {n} ya en el torneo, omitido', '; {n} ya en el torneo, omitidos'),
    ('{n} of these {total} players is already in the tournament (or twice in the import):', '{n} of these {total} players are already in the tournament (or twice in the import):'):
        ('{n} de estos {total} jugadores ya está en el torneo (o dos veces en la importación):', '{n} de estos {total} jugadores ya están en el torneo (o dos veces en la importación):'),
    'Publishing':
        'Publicando',
    'Saving the publishing folder':
        'Guardando la carpeta de publicación',
    'Choose the folder the web pages are written to.':
        'Elija la carpeta donde se escriben las páginas web.',
    'Published: {summary}':
        'Publicado: {summary}',
    'No tournament is open.':
        'No hay ningún torneo abierto.',
    ('The only round is paired.', 'All {n} rounds are paired.'):
        ('La única ronda está emparejada.', 'Las {n} rondas están emparejadas.'),
    'At least two players are needed to pair a round.':
        'Se necesitan al menos dos jugadores para emparejar una ronda.',
    'Asking the engine for a pairing':
        'Pidiendo un emparejamiento al motor',
    'Checking the pairing':
        'Comprobando el emparejamiento',
    'Pair the next round':
        'Emparejar la ronda siguiente',
    '; bye: {player}':
        '; descansa: {player}',
    ' with confirmed rule violations (written to the audit log)':
        ' con infracciones de reglas confirmadas (anotadas en el registro de auditoría)',
    ('Round {round_no} paired: {n} board', 'Round {round_no} paired: {n} boards'):
        ('Ronda {round_no} emparejada: {n} tablero', 'Ronda {round_no} emparejada: {n} tableros'),
    'Reading the tournament':
        'Leyendo el torneo',
    'The undo history was cleared.':
        'Se borró el historial de deshacer.',
    'An unexpected error happened ({error}). Nothing was changed by the failed action; details are in the log file.':
        'Se produjo un error inesperado ({error}). La acción fallida no cambió nada; los detalles están en el archivo de registro.',
    'the pairing process stopped unexpectedly; the file holds what was saved before (nothing half-written)':
        'el proceso de emparejamiento se detuvo inesperadamente; el archivo contiene lo guardado antes (nada a medio escribir)',
    'Pairings by name':
        'Emparejamientos por nombre',
    'Pairings by board':
        'Emparejamientos por tablero',
    'Round {round} – pairings by name':
        'Ronda {round} – emparejamientos por nombre',
    'Round {round} – pairings by board':
        'Ronda {round} – emparejamientos por tablero',
    '{title} – page {page} of {pages}':
        '{title} – página {page} de {pages}',
    '{view}: rows {first}–{last} of {rows}':
        '{view}: filas {first}–{last} de {rows}',
    'Show':
        'Mostrar',
    'Choose at least one list to show.':
        'Elija al menos una lista para mostrar.',
    'screen':
        'pantalla',
    'W':
        'B',
    'B':
        'N',
    ('{change} (K {k}; {n} rated game, {score} scored, {expected} expected)', '{change} (K {k}; {n} rated games, {score} scored, {expected} expected)'):
        ('{change} (K {k}; {n} partida valorable, {score} obtenidos, {expected} esperados)', '{change} (K {k}; {n} partidas valorables, {score} obtenidos, {expected} esperados)'),
    'paired with {virtual}':
        'emparejado con {virtual}',
    '{points} (unrated)':
        '{points} (no valorable)',
    '({virtual} for round {round})':
        '({virtual} para la ronda {round})',
    'unrated: no change':
        'sin Elo: sin variación',
    '0 (K {k}; no rated game yet)':
        '0 (K {k}; aún ninguna partida valorable)',
    'result pending':
        'resultado pendiente',
    'forfeit (no colour counted)':
        'incomparecencia (color no contado)',
    'Breaks {rule}':
        'Infringe {rule}',
    'enters in round {round}':
        'entra en la ronda {round}',
    'round {round}: {bye}':
        'ronda {round}: {bye}',
    '{edition}, by the start date':
        '{edition}, según la fecha de inicio',
    '{edition}, chosen for this tournament':
        '{edition}, elegida para este torneo',
    'tie-break rules: unreadable setting':
        'reglas de desempate: ajuste ilegible',
    '&Open tournament…':
        'A&brir torneo…',
    # -- the round tab's heading and the hall display's units ------------------------
    '{round}: {counts}. {help}':
        '{round}: {counts}. {help}',
    ' s':
        ' s',
    ' pt':
        ' pt',
    # -- the sex as the players tab and the player dialog show TRF's m and w (ui/models/rows.py) --
    'm':
        'h',
    'w':
        'm',
    # -- window: the main window's keys and questions (issue #35) ---
    '{name} is already open.':
        '{name} ya está abierto.',
    "Round {round_no}, board {board} ({white} – {black}) keeps its result {result}: in FIDE mode a result can be changed only in the last two rounds paired ({first} and {last}).\n\nThere are two ways:\n• a correction for the rating report: the standings keep {result}, FIDE's rating report gets the corrected result;\n• leaving FIDE mode for good (File › Leave FIDE mode); then the result itself can be changed to {new}.":
        'Ronda {round_no}, tablero {board} ({white} – {black}) conserva su resultado {result}: en modo FIDE solo se puede cambiar un resultado en las dos últimas rondas emparejadas ({first} y {last}).\n\nHay dos caminos:\n• una corrección para el informe de Elo: la clasificación conserva {result}, el informe de Elo de la FIDE recibe el resultado corregido;\n• salir definitivamente del modo FIDE (Archivo › Salir del modo FIDE); entonces el propio resultado puede cambiarse a {new}.',
    '&Correction for the rating report…':
        '&Corrección para el informe de Elo…',
    'Save the manual pairing of round {round_no}':
        'Guardar el emparejamiento manual de la ronda {round_no}',
    'This pairing of round {round_no} is not the one the {system} makes, and it breaks these rules:':
        'Este emparejamiento de la ronda {round_no} no es el que da el {system} e incumple estas reglas:',
    "Save it anyway? It is written to the audit log with your reason and the differences from the system's pairing.":
        '¿Guardarlo de todos modos? Se anota en el registro de auditoría con su motivo y las diferencias con el emparejamiento del sistema.',
    'for example: the players asked to replay':
        'por ejemplo: los jugadores pidieron volver a jugar',
    '&Reason:':
        '&Motivo:',
    'Withdraw player {number} {name}?\n\nThe player is not paired from the next round on; the games played keep counting. (Players › Re-admit player brings the player back.)':
        '¿Retirar al jugador {number} {name}?\n\nEl jugador no se empareja desde la próxima ronda; las partidas jugadas siguen contando. (Jugadores › Readmitir jugador lo devuelve al torneo.)',
    # -- screens: small screens (issue #35) ---
    'The whole text is in the box below.':
        'El texto completo está en el recuadro de abajo.',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'Change pairing numbers':
        'Cambiar los números de emparejamiento',
    '&Players in their new order (the first gets number 1):':
        '&Jugadores en su nuevo orden (el primero recibe el número 1):',
    'Move &up':
        '&Subir',
    'Move d&own':
        '&Bajar',
    'Before round 1 the numbers may change freely; after it only until round 4 is paired (C.04.2 2.3-2.5), and the games of the paired rounds follow their players.':
        'Antes de la ronda 1 los números pueden cambiar libremente; después solo hasta que se empareje la ronda 4 (C.04.2 2.3-2.5), y las partidas de las rondas emparejadas siguen a sus jugadores.',
    'Change pairing &numbers…':
        'Cambiar los &números de emparejamiento…',
    'Move players to other pairing numbers by hand (before round 1; later until round 4 is paired)':
        'Dar a mano otros números de emparejamiento a los jugadores (antes de la ronda 1; después hasta que se empareje la ronda 4)',
    'The pairing numbers stay as they were.':
        'Los números de emparejamiento quedan como estaban.',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    'Update &FIDE rating list…':
        'Actualizar la lista de Elo &FIDE…',
    # -- main: Q69, the save question lists the differences from the system ---
    "It differs from the system's pairing ({boards}):":
        'Difiere del emparejamiento del sistema ({boards}):',
}
