"""Español: the pairing engines' explanations and refusals (arbiter_app/engine/systems),
made in English and shown translated piece by piece (arbiter_app/i18n/composed.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- shared pieces: a rule with its players, brackets, colours (engine/systems/base.py, several systems) ---
    '{head}: {text}':
        '{head}: {text}',
    '{text} (players {players})':
        '{text} (jugadores {players})',
    'bracket {score}':
        'grupo {score}',
    'bracket {score} ({kind})':
        'grupo {score} ({kind})',
    'colours: {rule}':
        'colores: {rule}',
    'the arbiter must decide':
        'debe decidir el árbitro',
    '{a} and {b} are a forbidden pair':
        '{a} y {b} son una pareja prohibida',
    # -- the Dutch system, both editions (engine/systems/dutch_common, dutch2016, dutch2026) ---
    '{down} ({down_score}) floats down, {up} ({up_score}) up':
        '{down} ({down_score}) flota hacia abajo, {up} ({up_score}) hacia arriba',
    'scores include virtual points ({shown}; accelerated pairing)':
        'las puntuaciones incluyen puntos virtuales ({shown}; emparejamiento acelerado)',
    '{player} +{points} virtual':
        '{player} +{points} virtual',
    '{a} +{a_points} virtual, {b} +{b_points} virtual':
        '{a} +{a_points} virtual, {b} +{b_points} virtual',
    'colours {article}: {rule}':
        'colores {article}: {rule}',
    'both colour preferences granted':
        'ambas preferencias de color concedidas',
    'the stronger colour preference granted':
        'concedida la preferencia de color más fuerte',
    'colours alternated from the latest round in which they differed':
        'colores alternados desde la última ronda en que fueron distintos',
    "the higher ranked player's preference granted":
        'concedida la preferencia del jugador mejor clasificado',
    'initial colour by pairing number':
        'color inicial según el número de emparejamiento',
    'bracket {score}: {bye}':
        'grupo {score}: {bye}',
    'pairing-allocated bye (A.5, C2) in the last bracket':
        'bye asignado por el emparejamiento (A.5, C2) en el último grupo',
    'pairing-allocated bye (1.5; C2, C5, C9) in the last bracket':
        'bye asignado por el emparejamiento (1.5; C2, C5, C9) en el último grupo',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one eligible bye (A.9: the arbiter must decide)':
        'ningún emparejamiento de la ronda {round} cumple los criterios absolutos C1-C3 con a lo sumo un bye admisible (A.9: debe decidir el árbitro)',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one player left for the pairing-allocated bye (1.9.3: the Chief Arbiter decides)':
        'ningún emparejamiento de la ronda {round} cumple los criterios absolutos C1-C3 dejando a lo sumo un jugador para el bye asignado por el emparejamiento (1.9.3: decide el árbitro principal)',
    'the last bracket could not be completed (A.9, 2026 1.9.3)':
        'el último grupo no pudo completarse (A.9, 2026 1.9.3)',
    '{a} and {b} have already played each other':
        '{a} y {b} ya han jugado entre sí',
    '{a} and {b} both have an absolute preference for white and neither is a topscorer':
        '{a} y {b} tienen ambos preferencia absoluta por blancas y ninguno es topscorer',
    '{a} and {b} both have an absolute preference for black and neither is a topscorer':
        '{a} y {b} tienen ambos preferencia absoluta por negras y ninguno es topscorer',
    '{player} already had a pairing-allocated bye or a forfeit win':
        '{player} ya tuvo un bye asignado por el emparejamiento o una victoria por incomparecencia',
    '{player} already had a pairing-allocated bye or scored, in one round without playing, as many points as a win':
        '{player} ya tuvo un bye asignado por el emparejamiento o sumó, en una ronda sin jugar, tantos puntos como una victoria',
    # -- the Dubov system, 1997 (engine/systems/dubov1997, dubov_common) -----------------------
    'score {score}: {how}':
        'grupo de puntuación {score}: {how}',
    'row {row} of 6.2':
        'fila {row} de 6.2',
    'row {row}, black No. {black} from the lower rows (6.3)':
        'fila {row}, negro n.º {black} de las filas inferiores (6.3)',
    'row {row}, black No. {black}, the first still free (6.2/6.3)':
        'fila {row}, negro n.º {black}, el primero aún libre (6.2/6.3)',
    'row {row}, changed for row {other} (6.3)':
        'fila {row}, cambiada por la fila {other} (6.3)',
    'row {row}, black from row {other} (6.3)':
        'fila {row}, negro de la fila {other} (6.3)',
    'white No. {white} paired with white No. {other} (6.3)':
        'blanco n.º {white} emparejado con el blanco n.º {other} (6.3)',
    '{player} has played all the others of score {score}: {other} transferred up from score {other_score} (7.1)':
        '{player} ya jugó con todos los demás del grupo de puntuación {score}: {other} subido desde el grupo de puntuación {other_score} (7.1)',
    '{player} transferred up from score {score} (7.2)':
        '{player} subido desde el grupo de puntuación {score} (7.2)',
    'floater':
        'flotante',
    'floater from score {score} (6.4)':
        'flotante del grupo de puntuación {score} (6.4)',
    '{floater} paired in score {score} with the highest R (8.2)':
        '{floater} emparejado en el grupo de puntuación {score} con el R más alto (8.2)',
    'moved to the black group (7.3): {players}':
        'pasados al grupo de las negras (7.3): {players}',
    'moved to the white group (7.4): {players}':
        'pasados al grupo de las blancas (7.4): {players}',
    '{player} takes the place of {other}, who floats (6.4)':
        '{player} ocupa el lugar de {other}, que flota (6.4)',
    'paired so that everyone is paired (9: the procedure of 6-8 left them unpaired)':
        'emparejados para que todos lo estén (9: el procedimiento de 6-8 los dejaba sin emparejar)',
    'round 1 (5): {how}':
        'ronda 1 (5): {how}',
    'upper half against lower half':
        'mitad superior contra mitad inferior',
    'the lot of board 1 (5)':
        'el sorteo del tablero 1 (5)',
    'odd-numbered pair, as board 1 (5)':
        'pareja impar, como el tablero 1 (5)',
    'even-numbered pair, other colour than board 1 (5)':
        'pareja par, otro color que el tablero 1 (5)',
    'bye (5): the last player of the list':
        'bye (5): el último jugador de la lista',
    'bye (4): lowest R ({rating}) of the lowest score group ({score}) among players without a point without playing (2.2)':
        'bye (4): R más bajo ({rating}) del grupo de puntuación más bajo ({score}) entre los jugadores sin punto sin jugar (2.2)',
    'the players before him in that order would have left others without a legal opponent (9)':
        'los jugadores anteriores a él en ese orden habrían dejado a otros sin rival permitido (9)',
    'an odd number of players is to be paired, and every one of them has already had a point without playing (2.2): no one may get the bye':
        'hay que emparejar un número impar de jugadores y todos ya tuvieron un punto sin jugar (2.2): nadie puede recibir el bye',
    'no pairing satisfies 2.1-2.4 (no rematch, bye only to a player without a point without playing, colour difference within 2, no three colours in a row)':
        'ningún emparejamiento cumple 2.1-2.4 (sin repetir rival, bye solo para un jugador sin punto sin jugar, diferencia de colores de 2 como mucho, no tres colores iguales seguidos)',
    'the only colours allowed by 2.3/2.4':
        'los únicos colores permitidos por 2.3/2.4',
    'both due colours (3)':
        'ambos colores debidos (3)',
    'due colour (3)':
        'color debido (3)',
    'equalising colours (3)':
        'igualación de colores (3)',
    'alternating at the first difference (3)':
        'alternancia en la primera diferencia (3)',
    'white to the higher ARO (3)':
        'blancas al ARO más alto (3)',
    'white to the lower R (3)':
        'blancas al R más bajo (3)',
    'white to the lower pairing number (decision)':
        'blancas al número de emparejamiento menor (decisión)',
    '{player} would have {difference} more whites than blacks':
        '{player} tendría {difference} blancas más que negras',
    '{player} would have {difference} more blacks than whites':
        '{player} tendría {difference} negras más que blancas',
    '{player} would have white {times} times in a row':
        '{player} llevaría blancas {times} veces seguidas',
    '{player} would have black {times} times in a row':
        '{player} llevaría negras {times} veces seguidas',
    '{player} has already received a point without playing and may not get the bye':
        '{player} ya recibió un punto sin jugar y no puede recibir el bye',
    '{a} and {b} have played each other':
        '{a} y {b} han jugado entre sí',
    '{a} and {b} must not be paired (forbidden pair)':
        '{a} y {b} no deben emparejarse (pareja prohibida)',
    # -- the Dubov system, 2026 (engine/systems/dubov2026) -------------------------------------
    ('{n} upfloater, the fewest ([C5], 3.2.1)', '{n} upfloaters, the fewest ([C5], 3.2.1)'):
        ('{n} flotante ascendente, los menos posibles ([C5], 3.2.1)', '{n} flotantes ascendentes, los menos posibles ([C5], 3.2.1)'),
    '{bracket}: S1 No. {row} against the first legal transposition T2 (3.2.5, 3.2.6)':
        '{bracket}: S1 n.º {row} contra la primera transposición T2 permitida (3.2.5, 3.2.6)',
    '{player} upfloated from {score} (3.2.2: [C6]-[C10], then 4.2)':
        '{player} subido desde el grupo {score} (3.2.2: [C6]-[C10], luego 4.2)',
    '{player} shifted from G1 to G2 (3.2.4 step 1: its subgroup had to pair inside)':
        '{player} desplazado de G1 a G2 (3.2.4 paso 1: su subgrupo tenía que emparejarse dentro de sí)',
    '{player} shifted from G2 to G1 (3.2.4 step 1: its subgroup had to pair inside)':
        '{player} desplazado de G2 a G1 (3.2.4 paso 1: su subgrupo tenía que emparejarse dentro de sí)',
    '{player} shifted from G1 to G2 (3.2.4 step 2: equal subgroups)':
        '{player} desplazado de G1 a G2 (3.2.4 paso 2: subgrupos iguales)',
    '{player} shifted from G2 to G1 (3.2.4 step 2: equal subgroups)':
        '{player} desplazado de G2 a G1 (3.2.4 paso 2: subgrupos iguales)',
    '5.2.1: neither has played':
        '5.2.1: ninguno ha jugado',
    '{player} ranks higher, TPN odd: the initial-colour':
        '{player} está mejor clasificado, TPN impar: el color inicial',
    '{player} ranks higher, TPN even: the other colour than the initial-colour':
        '{player} está mejor clasificado, TPN par: el color contrario al inicial',
    '5.2.2: both colour preferences granted':
        '5.2.2: ambas preferencias de color concedidas',
    '5.2.3: the stronger preference granted ({player}: {stronger} against {weaker})':
        '5.2.3: concedida la preferencia más fuerte ({player}: {stronger} frente a {weaker})',
    'mild White':
        'leve por blancas',
    'mild Black':
        'leve por negras',
    'strong White':
        'fuerte por blancas',
    'strong Black':
        'fuerte por negras',
    'absolute White':
        'absoluta por blancas',
    'absolute Black':
        'absoluta por negras',
    '5.2.4: colours alternated to the latest game in which they had different colours':
        '5.2.4: colores alternados respecto a la última partida en que tuvieron colores distintos',
    '5.2.5: the preference of the higher ranked player ({player})':
        '5.2.5: la preferencia del jugador mejor clasificado ({player})',
    'pairing-allocated bye (3.1): no bye or win without playing before (3.1.1), lowest score {score} (3.1.3), then most games played ({games}, 3.1.4), then largest TPN (3.1.5)':
        'bye asignado por el emparejamiento (3.1): sin bye ni victoria sin jugar antes (3.1.1), puntuación más baja {score} (3.1.3), luego más partidas jugadas ({games}, 3.1.4), luego el TPN mayor (3.1.5)',
    ('{n} player before him in that order would have left others unpairable (3.1.2)', '{n} players before him in that order would have left others unpairable (3.1.2)'):
        ('{n} jugador anterior a él en ese orden habría dejado a otros sin emparejamiento posible (3.1.2)', '{n} jugadores anteriores a él en ese orden habrían dejado a otros sin emparejamiento posible (3.1.2)'),
    'an odd number of players is to be paired and every one of them has had a pairing-allocated bye or a win without playing ([C2], 3.1.1): no one may get the bye':
        'hay que emparejar un número impar de jugadores y todos tuvieron ya un bye asignado por el emparejamiento o una victoria sin jugar ([C2], 3.1.1): nadie puede recibir el bye',
    'whoever gets the bye, the others cannot all be paired by [C1] and [C3] (3.1.2, 1.9.3: the Chief Arbiter decides)':
        'reciba quien reciba el bye, los demás no pueden emparejarse todos según [C1] y [C3] (3.1.2, 1.9.3: decide el árbitro principal)',
    'the players cannot all be paired by [C1] (no second game between two players) and [C3] (1.9.3: the Chief Arbiter decides)':
        'los jugadores no pueden emparejarse todos según [C1] (sin segunda partida entre dos jugadores) y [C3] (1.9.3: decide el árbitro principal)',
    'no pairing satisfies [C1]-[C4]':
        'ningún emparejamiento cumple [C1]-[C4]',
    'the scoregroup {score} cannot be paired ([C1]-[C4])':
        'el grupo de puntuación {score} no puede emparejarse ([C1]-[C4])',
    '{player} has already had a pairing-allocated bye or a win without playing and may not get the bye':
        '{player} ya tuvo un bye asignado por el emparejamiento o una victoria sin jugar y no puede recibir el bye',
    '{a} and {b} both have an absolute colour preference for White':
        '{a} y {b} tienen ambos preferencia de color absoluta por blancas',
    '{a} and {b} both have an absolute colour preference for Black':
        '{a} y {b} tienen ambos preferencia de color absoluta por negras',
    # -- the Lim system (engine/systems/lim1999) -----------------------------------------------
    'score-group {score} ↓: {how}':
        'grupo de puntuación {score} ↓: {how}',
    'score-group {score} ↑: {how}':
        'grupo de puntuación {score} ↑: {how}',
    'median score-group {score}: {how}':
        'grupo de puntuación mediano {score}: {how}',
    'proposed pairing (2.4)':
        'emparejamiento propuesto (2.4)',
    'exchange (4.1-4.3, 5.2)':
        'intercambio (4.1-4.3, 5.2)',
    'down-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'flotante descendente {player} emparejado primero (3.6/3.7), rival según 3.8',
    'up-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'flotante ascendente {player} emparejado primero (3.6/3.7), rival según 3.8',
    '{how} (2.6: cracked {pairs})':
        '{how} (2.6: parejas deshechas {pairs})',
    '{how} ({player} floated from score-group {score}: {reason})':
        '{how} ({player} flotó desde el grupo de puntuación {score}: {reason})',
    '{how} ({a} floated from score-group {a_score}: {a_reason}; {b} floated from score-group {b_score}: {b_reason})':
        '{how} ({a} flotó desde el grupo de puntuación {a_score}: {a_reason}; {b} flotó desde el grupo de puntuación {b_score}: {b_reason})',
    '3.5: no compatible opponent in this group, floats further':
        '3.5: ningún rival compatible en este grupo, sigue flotando',
    '2.3a: has played everyone of the group':
        '2.3a: ha jugado con todos los del grupo',
    '2.3b: two more of one colour, no opponent with a permissible colour':
        '2.3b: dos más de un color, ningún rival con un color permitido',
    '2.3c: same colour twice, no opponent with the alternate colour':
        '2.3c: el mismo color dos veces, ningún rival con el color alterno',
    '2.3d: makes the group even (3.2)':
        '2.3d: hace par el grupo (3.2)',
    '4.4a: finds no opponent in the exchanges, floats instead of {player} (the 2.3d choice)':
        '4.4a: no encuentra rival en los intercambios, flota en lugar de {player} (la elección de 2.3d)',
    '4.4b: no compatible opponent left after exchanges':
        '4.4b: ningún rival compatible tras los intercambios',
    '4.4: no compatible opponent left after exchanges':
        '4.4: ningún rival compatible tras los intercambios',
    '5.3/5.1: the only colours allowed':
        '5.3/5.1: los únicos colores permitidos',
    'no colour history: the higher ranked gets the colour drawn (7.2)':
        'sin historial de colores: el mejor clasificado recibe el color sorteado (7.2)',
    'both get their due colour (5.1)':
        'ambos reciben su color debido (5.1)',
    '{rule}: identical histories, the higher ranked gets the due colour':
        '{rule}: historiales idénticos, el mejor clasificado recibe el color debido',
    '{rule}: identical histories, the lower ranked gets the due colour':
        '{rule}: historiales idénticos, el peor clasificado recibe el color debido',
    '{rule}: colour history decides':
        '{rule}: decide el historial de colores',
    'last round: 5.1 yields to C.04.1.e (6)':
        'última ronda: 5.1 cede ante C.04.1.e (6)',
    'round one: {top} v {bottom}, upper half v lower half':
        'primera ronda: {top} contra {bottom}, mitad superior contra mitad inferior',
    'colours by lot and alternation (7.2)':
        'colores por sorteo y alternancia (7.2)',
    '7.1: lowest rated player gets the bye':
        '7.1: el jugador de menor rating recibe el bye',
    '1.1: lowest ranked player of the lowest score-group':
        '1.1: jugador peor clasificado del grupo de puntuación más bajo',
    '1.1: lowest ranked player of the lowest score-group (score {score})':
        '1.1: jugador peor clasificado del grupo de puntuación más bajo (puntuación {score})',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d)':
        '1.1: jugador peor clasificado del grupo de puntuación más bajo sin bye ni punto sin jugar anteriores (C.04.1.d)',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d) (score {score})':
        '1.1: jugador peor clasificado del grupo de puntuación más bajo sin bye ni punto sin jugar anteriores (C.04.1.d) (puntuación {score})',
    'the choices before him leave players who cannot be paired (score {score})':
        'las opciones anteriores a él dejan jugadores que no pueden emparejarse (puntuación {score})',
    '1.1: every other choice leaves players who cannot be paired':
        '1.1: cualquier otra opción deja jugadores que no pueden emparejarse',
    'C.04.1.d could not be kept':
        'C.04.1.d no pudo cumplirse',
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for player {players}':
        'ronda {round}: ningún rival compatible (Lim 2.1: sin repetir rival, no tres colores iguales seguidos, nunca tres más de un color) para el jugador {players}',
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for players {players}':
        'ronda {round}: ningún rival compatible (Lim 2.1: sin repetir rival, no tres colores iguales seguidos, nunca tres más de un color) para los jugadores {players}',
    '{players} and {more} more':
        '{players} y {more} más',
    'round {round}: the players cannot all be paired without a rematch, three colours in a row or three more of one colour (Lim 2.1)':
        'ronda {round}: los jugadores no pueden emparejarse todos sin repetir rival, tres colores seguidos o tres más de un color (Lim 2.1)',
    '{a} and {b} have already played each other (or are a forbidden pair)':
        '{a} y {b} ya han jugado entre sí (o son una pareja prohibida)',
    '{player} would get white in three successive rounds':
        '{player} llevaría blancas en tres rondas seguidas',
    '{player} would get black in three successive rounds':
        '{player} llevaría negras en tres rondas seguidas',
    '{player} would have three more of one colour than the other':
        '{player} tendría tres partidas más de un color que del otro',
    '{player} already had the pairing-allocated bye or a point without playing (C.04.1.d) and may not get the bye':
        '{player} ya tuvo el bye asignado por el emparejamiento o un punto sin jugar (C.04.1.d) y no puede recibir el bye',
    # -- the Swiss system based on rating, 1998 (engine/systems/rating1998) --------------------
    'homogeneous':
        'homogéneo',
    'heterogeneous':
        'heterogéneo',
    '{down} floats down from {down_score}, {up} up from {up_score}':
        '{down} flota hacia abajo desde {down_score}, {up} hacia arriba desde {up_score}',
    'C.9/C.10 dropped {criteria}':
        'C.9/C.10 descartados: {criteria}',
    'B6 downfloats':
        'B6 flotantes descendentes',
    'B6 downfloats, B5 downfloats':
        'B6 flotantes descendentes, B5 flotantes descendentes',
    'B6 downfloats, B5 downfloats, B6 upfloats':
        'B6 flotantes descendentes, B5 flotantes descendentes, B6 flotantes ascendentes',
    'B6 downfloats, B5 downfloats, B6 upfloats, B5 upfloats':
        'B6 flotantes descendentes, B5 flotantes descendentes, B6 flotantes ascendentes, B5 flotantes ascendentes',
    'C.1: moved down without opponent: {players}':
        'C.1: bajados por falta de rival: {players}',
    'C.1/C.12: moved down further: {players}':
        'C.1/C.12: bajados más: {players}',
    'C.12: paired again to move down another player':
        'C.12: emparejado de nuevo para bajar a otro jugador',
    'C.13: paired again so that the lowest bracket can be paired':
        'C.13: emparejado de nuevo para que pueda emparejarse el grupo más bajo',
    'C.14: no moved-down player can be paired':
        'C.14: ningún jugador bajado puede emparejarse',
    'the lowest bracket paired as one homogeneous group':
        'el grupo más bajo emparejado como un solo grupo homogéneo',
    'C.14: p = 0, the whole bracket is moved down':
        'C.14: p = 0, todo el grupo baja',
    'C.14: p decreased to {p}':
        'C.14: p reducido a {p}',
    ('C.14: {n} moved-down player paired, remainder p = {p}', 'C.14: {n} moved-down players paired, remainder p = {p}'):
        ('C.14: {n} jugador bajado emparejado, resto p = {p}', 'C.14: {n} jugadores bajados emparejados, resto p = {p}'),
    'pairing completed by maximum matching (bound of the search)':
        'emparejamiento completado por un emparejamiento máximo (límite de la búsqueda)',
    'C.10: opponents of the moved-down players, alternative {alternative}':
        'C.10: rivales de los jugadores bajados, alternativa {alternative}',
    'exchange {s1} with {s2} (D.2)':
        'intercambio {s1} con {s2} (D.2)',
    'remainder: {exchange}':
        'resto: {exchange}',
    'E.1 both preferences granted':
        'E.1 ambas preferencias concedidas',
    'E.2 stronger preference of {player} granted':
        'E.2 concedida la preferencia más fuerte de {player}',
    'E.3 colours alternated to the latest different round':
        'E.3 colores alternados respecto a la última ronda distinta',
    'E.4 preference of the higher-ranked player {player} granted':
        'E.4 concedida la preferencia del jugador mejor clasificado {player}',
    'E.5 colour by place {place} in the A.2 order':
        'E.5 color según el puesto {place} en el orden A.2',
    'B.2 forces the other colours':
        'B.2 impone los otros colores',
    'A.5: {player} is left unpaired in the lowest bracket (1 point)':
        'A.5: {player} queda sin emparejar en el grupo más bajo (1 punto)',
    'A.5: {player} is left unpaired in the lowest bracket ({score} points)':
        'A.5: {player} queda sin emparejar en el grupo más bajo ({score} puntos)',
    'no pairing satisfies B.1/B.2 for all players (C.13: even with all score brackets joined)':
        'ningún emparejamiento cumple B.1/B.2 para todos los jugadores (C.13: ni siquiera con todos los grupos de puntuación unidos)',
    '{a} and {b} have already met':
        '{a} y {b} ya se han enfrentado',
    '{player} with white would reach colour difference {difference}':
        '{player} con blancas llegaría a una diferencia de colores de {difference}',
    '{player} with black would reach colour difference {difference}':
        '{player} con negras llegaría a una diferencia de colores de {difference}',
    '{player} would have white three times in a row':
        '{player} llevaría blancas tres veces seguidas',
    '{player} would have black three times in a row':
        '{player} llevaría negras tres veces seguidas',
    '{player} already received a point without playing and may not receive the bye':
        '{player} ya recibió un punto sin jugar y no puede recibir el bye',
    # -- the round robin (engine/systems/roundrobin) -------------------------------------------
    'cycle {cycle}, Berger table round {round}':
        'ciclo {cycle}, ronda {round} de la tabla de Berger',
    'cycle {cycle}, Berger table round {round}, colours reversed':
        'ciclo {cycle}, ronda {round} de la tabla de Berger, colores invertidos',
    'cycle {cycle}, Berger table round {round} (last two rounds of cycle 1 swapped)':
        'ciclo {cycle}, ronda {round} de la tabla de Berger (últimas dos rondas del ciclo 1 invertidas)',
    'cycle {cycle}, Berger table round {round}, colours reversed (last two rounds of cycle 1 swapped)':
        'ciclo {cycle}, ronda {round} de la tabla de Berger, colores invertidos (últimas dos rondas del ciclo 1 invertidas)',
    '{where}, board {board}: Berger numbers {white}-{black} ({how}; C.05 Annex 1)':
        '{where}, tablero {board}: números Berger {white}-{black} ({how}; C.05 Anexo 1)',
    '{where}: meets the bye number {number} of an odd field and rests (C.05 Annex 1)':
        '{where}: se enfrenta al número de descanso {number} de un número impar de jugadores y descansa (C.05 Anexo 1)',
    'Berger number = pairing number':
        'número Berger = número de emparejamiento',
    'Berger numbers set by hand':
        'números Berger fijados a mano',
    'Berger numbers drawn by lot (seed {seed})':
        'números Berger por sorteo (semilla {seed})',
    'Berger numbers set by hand, made the pairing numbers when round 1 was paired':
        'números Berger fijados a mano, convertidos en números de emparejamiento al emparejar la ronda 1',
    'Berger numbers drawn by lot (seed {seed}), made the pairing numbers when round 1 was paired':
        'números Berger por sorteo (semilla {seed}), convertidos en números de emparejamiento al emparejar la ronda 1',
    ('round {round}: the round robin has {rounds} rounds ({n} cycle of {cycle})', 'round {round}: the round robin has {rounds} rounds ({n} cycles of {cycle})'):
        ('ronda {round}: el round robin tiene {rounds} rondas ({n} ciclo de {cycle})', 'ronda {round}: el round robin tiene {rounds} rondas ({n} ciclos de {cycle})'),
    '{a} and {b} have already met in cycle {cycle}':
        '{a} y {b} ya se han enfrentado en el ciclo {cycle}',
    'each pair meets once per cycle':
        'cada pareja se enfrenta una vez por ciclo',
    '{player} has already rested in cycle {cycle}':
        '{player} ya descansó en el ciclo {cycle}',
    'a round robin needs at least 2 players':
        'un round robin necesita al menos 2 jugadores',
    'round {round} is not a round of the {size}-player Berger table':
        'la ronda {round} no es una ronda de la tabla de Berger de {size} jugadores',
    'tournament option {option}: expected on or off, not {value}':
        'opción del torneo {option}: se esperaba on u off, no {value}',
    'tournament option {option}: expected pairing numbers separated by commas, not {value}':
        'opción del torneo {option}: se esperaban números de emparejamiento separados por comas, no {value}',
    'tournament option {option}: {value} does not name every player exactly once':
        'opción del torneo {option}: {value} no nombra a cada jugador exactamente una vez',
    'tournament option {option}: expected 1 or more, not {value}':
        'opción del torneo {option}: se esperaba 1 o más, no {value}',
    # -- the systems' registry (engine/systems/registry.py) ------------------------------------
    'unknown pairing system {name}':
        'sistema de emparejamiento desconocido {name}',
    'choose one of {names}':
        'elija uno de {names}',
    'pairing system {name} ({title}) is not built yet':
        'el sistema de emparejamiento {name} ({title}) aún no está implementado',
    # -- the arbiter's own pairing, as the services explain it (services/pairings.py) --
    'colours swapped by the arbiter (the system: {number} white)':
        'colores intercambiados por el árbitro (el sistema: {number} con blancas)',
    'paired by the arbiter, not by the system':
        'emparejado por el árbitro, no por el sistema',
    'bye given by the arbiter':
        'bye asignado por el árbitro',
    # -- issue 34: options read as ranges (engine/forbidden_rounds.py) ---
    'forbidden pairs of some rounds {item}: expected R1-R2:P,P,... (e.g. 1-3:4,9)':
        'pares prohibidos de algunas rondas {item}: se esperaba R1-R2:P,P,... (p. ej. 1-3:4,9)',
    # -- issue 34: accelerations bounded ---
    'the accelerations cover more than {most} rounds of players (a round of one player counts one)':
        'las aceleraciones cubren más de {most} rondas de jugadores (una ronda de un jugador cuenta una)',
}
