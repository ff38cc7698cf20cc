"""Español: the documents and web pages (services/documents, render)."""

# flake8: noqa: E501
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
    (', limit {shift} half point', ', limit {shift} half points'):
        (', límite {shift} medio punto', ', límite {shift} medios puntos'),
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
    # -- the standings' mark and the PDF writer (documents/tables.py, render/pdf.py) ---
    'expelled from round {round}':
        'expulsado desde la ronda {round}',
    'folder {folder} does not exist':
        'la carpeta {folder} no existe',
    '{path} is a folder':
        '{path} es una carpeta',
    'could not write the PDF {path}':
        'no se pudo escribir el PDF {path}',
    # -- issue 34: CSV cells and publishing folders ---
    'cannot keep the publishing folder in {path}: {strerror}':
        'no se puede guardar la carpeta de publicación en {path}: {strerror}',
    'the tournament file proposes the publishing folder {folder}, which was not chosen on this computer; nothing was written':
        'el archivo del torneo propone la carpeta de publicación {folder}, que no se eligió en este ordenador; no se escribió nada',
    '{file}: the file proposes the publishing folder {folder}, not chosen on this computer; to publish there, give it with -o FOLDER (--remember keeps it)':
        '{file}: el archivo propone la carpeta de publicación {folder}, que no se eligió en este ordenador; para publicar allí, indíquela con -o FOLDER (--remember la guarda)',
    'The tournament file proposes this folder; it was not chosen on this computer. Check it: nothing is written before you confirm.':
        'El archivo del torneo propone esta carpeta; no se eligió en este ordenador. Compruébela: no se escribe nada antes de que lo confirme.',
}
