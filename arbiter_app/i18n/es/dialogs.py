"""Español: the dialogs' labels, checks and messages (arbiter_app/ui/dialogs, ui/imports)."""

# flake8: noqa: E501
MESSAGES = {
    # -- date fields (ui/dialogs/fields.py) -------------------------------------------------
    'YYYY-MM-DD':
        'DD/MM/AAAA',
    'YYYY-MM-DD (optional)':
        'DD/MM/AAAA (opcional)',
    '{label}: enter a date (YYYY-MM-DD).':
        '{label}: escriba una fecha (DD/MM/AAAA).',
    # -- the player dialog's checks (ui/dialogs/player.py) -----------------------------------
    'The player needs a name (Surname, First name).':
        'El jugador necesita un nombre (Apellido, Nombre).',
    'Federation {federation!r} must be three capital letters, e.g. GER.':
        'La federación {federation!r} debe tener tres letras mayúsculas, p. ej. ESP.',
    'FIDE id {fide_id!r} must contain digits only.':
        'El ID FIDE {fide_id!r} solo puede contener cifras.',
    'from the rating':
        'según el Elo',
    # -- importing a TRF file (ui/dialogs/system.py) -----------------------------------------
    'The file names the pairing system and the tie-breaks: check them here.':
        'El archivo indica el sistema de emparejamiento y los desempates: compruébelos aquí.',
    'The file names the pairing system: check it here.':
        'El archivo indica el sistema de emparejamiento: compruébelo aquí.',
    'The file names the tie-breaks: check them here.':
        'El archivo indica los desempates: compruébelos aquí.',
    'A TRF16 file names neither the pairing system nor the tie-breaks: choose them here.':
        'Un archivo TRF16 no indica ni el sistema de emparejamiento ni los desempates: elíjalos aquí.',
    'Both can be seen later in Tournament settings; the tie-breaks can also be changed there.':
        'Ambos se ven después en Ajustes del torneo; allí también se pueden cambiar los desempates.',
    'No pairing system is available yet.':
        'Todavía no hay ningún sistema de emparejamiento disponible.',
    # -- the tournament dialog's checks (ui/dialogs/tournament.py) ---------------------------
    '{system} (not available yet)':
        '{system} (aún no disponible)',
    'The tournament needs a name.':
        'El torneo necesita un nombre.',
    'Start date':
        'Fecha de inicio',
    'End date':
        'Fecha de fin',
    'The end date is before the start date.':
        'La fecha de fin es anterior a la fecha de inicio.',
    'Point system: {problem}.':
        'Sistema de puntos: {problem}.',
    'The starting-rank method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation.':
        'El método del ranking inicial {method} lee Elo nacionales: indique su federación (p. ej. ESP) o dé una federación al torneo.',
    "The national ratings' federation {federation!r} is not a 3-letter code.":
        'La federación de los Elo nacionales {federation!r} no es un código de 3 letras.',
    'Acceleration: {problem}.':
        'Aceleración: {problem}.',
    'Round robin: {problem}.':
        'Round robin: {problem}.',
    # -- the CSV preview (ui/dialogs/csv_preview.py) -----------------------------------------
    (' (the first {n} is shown)', ' (the first {n} are shown)'):
        (' (se muestra {n} primera)', ' (se muestran las {n} primeras)'),
    ('{source}: {n} line below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.',
     '{source}: {n} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.'):
        ('{source}: {n} línea bajo la cabecera{more}. Compruebe el campo que llena cada columna; una columna en «(ignorada)» no se importa.',
         '{source}: {n} líneas bajo la cabecera{more}. Compruebe el campo que llena cada columna; una columna en «(ignorada)» no se importa.'),
    '(ignored)':
        '(ignorada)',
    'field':
        'campo',
    'line {n}':
        'línea {n}',
    'field of column {column}':
        'campo de la columna {column}',
    ('{n} player to import', '{n} players to import'):
        ('{n} jugador para importar', '{n} jugadores para importar'),
    ('{n} problem to correct first (in the file, or by choosing another field or “(ignored)”)',
     '{n} problems to correct first (in the file, or by choosing another field or “(ignored)”)'):
        ('{n} problema que corregir antes (en el archivo, o eligiendo otro campo o «(ignorada)»)',
         '{n} problemas que corregir antes (en el archivo, o eligiendo otro campo o «(ignorada)»)'),
    '… and {n} more':
        '… y {n} más',
    ('&Import {n} player', '&Import {n} players'):
        ('&Importar {n} jugador', '&Importar {n} jugadores'),
    '&Import':
        '&Importar',
    # -- the manual pairing dialog (ui/dialogs/override.py) ----------------------------------
    'Board':
        'Tablero',
    'Problems':
        'Problemas',
    'swapped by the arbiter':
        'colores intercambiados por el árbitro',
    'changed by the arbiter':
        'cambiado por el árbitro',
    'made by the arbiter':
        'formado por el árbitro',
    'given by the arbiter':
        'asignado por el árbitro',
    '{rule}: {text}':
        '{rule}: {text}',
    (' (player {players})', ' (players {players})'):
        (' (jugador {players})', ' (jugadores {players})'),
    '{number} (not a player)':
        '{number} (no es un jugador)',
    'no bye':
        'sin bye',
    'No rule is broken.':
        'No se infringe ninguna regla.',
    ('{n} rule broken: saving needs your confirmation.', '{n} rules broken: saving needs your confirmation.'):
        ('{n} regla infringida: para guardar hace falta su confirmación.',
         '{n} reglas infringidas: para guardar hace falta su confirmación.'),
    # -- restoring a backup (ui/dialogs/restore.py) ------------------------------------------
    'Arbiter tournaments (*.arbiter);;All files (*)':
        'Torneos de Arbiter (*.arbiter);;Todos los archivos (*)',
    'damaged: {problem}':
        'dañada: {problem}',
    # -- counts of the FIDE list search and the rating check (ui/dialogs/fide.py, rating_check.py)
    ('{n} player found; it is selected (Ctrl+click to change the selection).',
     '{n} players found; all are selected (Ctrl+click to change the selection).'):
        ('{n} jugador encontrado; está elegido (Ctrl+clic para cambiar la selección).',
         '{n} jugadores encontrados; todos están elegidos (Ctrl+clic para cambiar la selección).'),
    'No player found.':
        'No se ha encontrado ningún jugador.',
    ('{found} of {n} player found', '{found} of {n} players found'):
        ('{found} de {n} jugador encontrado', '{found} de {n} jugadores encontrados'),
    ('{n} difference', '{n} differences'):
        ('{n} diferencia', '{n} diferencias'),
    '{list}: {kinds} list of {month}; {found}, {differences}':
        '{list}: lista {kinds} de {month}; {found}, {differences}',
    # -- players: entering and importing players (issue 35) ---
    ('Import the &valid line only ({n} player)', 'Import the &valid lines only ({n} players)'):
        ('Importar solo la línea &válida ({n} jugador)', 'Importar solo las líneas &válidas ({n} jugadores)'),
    '(as entered)':
        '(como se introdujo)',
    "A rating one of the player's rating lists gives: picking it puts it in Rating, or in Manual rating when it is of another kind than the event's":
        'Un Elo que da una de las listas de rating del jugador: elegirlo lo pone en Elo, o en Rating manual si es de otro tipo que el del torneo',
    'Rating fr&om a list':
        'Elo de &una lista',
    # -- screens: small screens (issue #35) ---
    'Round dates (any form)':
        'Fechas de las rondas (cualquier forma)',
    # -- fplayoff: play-off results for tied places (Q207) ---
    "A &play-off's scores (C.07 3):":
        'Puntos de un &play-off jugado (C.07 3):',
    'pairing number=score, e.g. 5=1.5, 3=0.5':
        'número de emparejamiento=puntos, p. ej. 5=1.5, 3=0.5',
    'e.g. Armageddon, blitz match (empty: play-off)':
        'p. ej. Armagedón, match de blitz (vacío: play-off)',
    "Between players &tied on points, before the tie-breaks (as the tournament's rules say)":
        'Entre jugadores empa&tados a puntos, antes de los desempates (si las bases del torneo lo dicen)',
    '&Name of the play-off:':
        '&Nombre del play-off:',
    "Type each player's play-off score as pairing number=score, two players at least, e.g. 5=1.5, 3=0.5.":
        'Escriba los puntos de play-off de cada jugador como número de emparejamiento=puntos, dos jugadores al menos, p. ej. 5=1.5, 3=0.5.',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "Downloading FIDE's rating list from {url}…":
        'Descargando la lista de Elo FIDE desde {url}…',
    'Update FIDE rating list':
        'Actualizar la lista de Elo FIDE',
    "Downloading FIDE's rating list: {size} KB…":
        'Descargando la lista de Elo FIDE: {size} KB…',
    "FIDE's rating list is updated.\n{copy}":
        'La lista de Elo FIDE está actualizada.\n{copy}',
    "Downloading FIDE's rating list":
        'Descargando la lista de Elo FIDE',
}
