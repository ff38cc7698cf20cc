"""Español: the tournament dialog's lists and settings, ratings, the result menu, the hall display, the systems' titles."""

# flake8: noqa: E501
MESSAGES = {
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
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    'Unrated players in rating tie-breaks':
        'Jugadores sin Elo en desempates por Elo',
    'none: those tie-breaks are dropped':
        'ninguno: esos desempates se descartan',
    'the rating floor ({floor})':
        'el suelo de Elo ({floor})',
    'a fixed rating':
        'un Elo fijo',
    "each one's own performance (not below the floor)":
        'la actuación de cada uno (no por debajo del suelo)',
    # -- fsmall: FIDE checklist Q211 ---
    'Not recommended in an event longer than 30 days (its ratings change from round to round): {tiebreaks}':
        'No recomendado en un torneo de más de 30 días (sus Elo cambian de una ronda a otra): {tiebreaks}',
}
