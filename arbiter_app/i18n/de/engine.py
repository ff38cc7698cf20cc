"""Deutsch: the pairing engines' explanations and refusals (arbiter_app/engine/systems),
made in English and shown translated piece by piece (arbiter_app/i18n/composed.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- shared pieces: a rule with its players, brackets, colours (engine/systems/base.py, several systems) ---
    '{head}: {text}':
        '{head}: {text}',
    '{text} (players {players})':
        '{text} (Spieler {players})',
    'bracket {score}':
        'Gruppe {score}',
    'bracket {score} ({kind})':
        'Gruppe {score} ({kind})',
    'colours: {rule}':
        'Farben: {rule}',
    'the arbiter must decide':
        'der Schiedsrichter muss entscheiden',
    '{a} and {b} are a forbidden pair':
        '{a} und {b} sind eine verbotene Paarung',
    # -- the Dutch system, both editions (engine/systems/dutch_common, dutch2016, dutch2026) ---
    '{down} ({down_score}) floats down, {up} ({up_score}) up':
        '{down} ({down_score}) floatet abwärts, {up} ({up_score}) aufwärts',
    'scores include virtual points ({shown}; accelerated pairing)':
        'die Punktstände enthalten virtuelle Punkte ({shown}; beschleunigte Paarung)',
    '{player} +{points} virtual':
        '{player} +{points} virtuell',
    '{a} +{a_points} virtual, {b} +{b_points} virtual':
        '{a} +{a_points} virtuell, {b} +{b_points} virtuell',
    'colours {article}: {rule}':
        'Farben {article}: {rule}',
    'both colour preferences granted':
        'beide Farbpräferenzen erfüllt',
    'the stronger colour preference granted':
        'die stärkere Farbpräferenz erfüllt',
    'colours alternated from the latest round in which they differed':
        'Farben abgewechselt ab der letzten Runde, in der sie verschieden waren',
    "the higher ranked player's preference granted":
        'die Präferenz des höher eingestuften Spielers erfüllt',
    'initial colour by pairing number':
        'Anfangsfarbe nach der Startnummer',
    'bracket {score}: {bye}':
        'Gruppe {score}: {bye}',
    'pairing-allocated bye (A.5, C2) in the last bracket':
        'Freilos der Auslosung (A.5, C2) in der letzten Gruppe',
    'pairing-allocated bye (1.5; C2, C5, C9) in the last bracket':
        'Freilos der Auslosung (1.5; C2, C5, C9) in der letzten Gruppe',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one eligible bye (A.9: the arbiter must decide)':
        'keine Paarung der Runde {round} erfüllt die absoluten Kriterien C1-C3 mit höchstens einem zulässigen Freilos (A.9: der Schiedsrichter muss entscheiden)',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one player left for the pairing-allocated bye (1.9.3: the Chief Arbiter decides)':
        'keine Paarung der Runde {round} erfüllt die absoluten Kriterien C1-C3 mit höchstens einem Spieler, der für das Freilos der Auslosung übrig bleibt (1.9.3: der Hauptschiedsrichter entscheidet)',
    'the last bracket could not be completed (A.9, 2026 1.9.3)':
        'die letzte Gruppe konnte nicht vervollständigt werden (A.9, 2026 1.9.3)',
    '{a} and {b} have already played each other':
        '{a} und {b} haben schon gegeneinander gespielt',
    '{a} and {b} both have an absolute preference for white and neither is a topscorer':
        '{a} und {b} haben beide eine absolute Präferenz für Weiß und keiner ist ein Topscorer',
    '{a} and {b} both have an absolute preference for black and neither is a topscorer':
        '{a} und {b} haben beide eine absolute Präferenz für Schwarz und keiner ist ein Topscorer',
    '{player} already had a pairing-allocated bye or a forfeit win':
        '{player} hatte schon ein Freilos der Auslosung oder einen kampflosen Sieg',
    '{player} already had a pairing-allocated bye or scored, in one round without playing, as many points as a win':
        '{player} hatte schon ein Freilos der Auslosung oder in einer Runde ohne zu spielen so viele Punkte wie für einen Sieg erhalten',
    # -- the Dubov system, 1997 (engine/systems/dubov1997, dubov_common) -----------------------
    'score {score}: {how}':
        'Punktgruppe {score}: {how}',
    'row {row} of 6.2':
        'Reihe {row} nach 6.2',
    'row {row}, black No. {black} from the lower rows (6.3)':
        'Reihe {row}, Schwarzer Nr. {black} aus den unteren Reihen (6.3)',
    'row {row}, black No. {black}, the first still free (6.2/6.3)':
        'Reihe {row}, Schwarzer Nr. {black}, der erste noch freie (6.2/6.3)',
    'row {row}, changed for row {other} (6.3)':
        'Reihe {row}, geändert für Reihe {other} (6.3)',
    'row {row}, black from row {other} (6.3)':
        'Reihe {row}, Schwarzer aus Reihe {other} (6.3)',
    'white No. {white} paired with white No. {other} (6.3)':
        'Weißer Nr. {white} gepaart mit Weißem Nr. {other} (6.3)',
    '{player} has played all the others of score {score}: {other} transferred up from score {other_score} (7.1)':
        '{player} hat gegen alle anderen der Punktgruppe {score} gespielt: {other} heraufgeholt aus der Punktgruppe {other_score} (7.1)',
    '{player} transferred up from score {score} (7.2)':
        '{player} heraufgeholt aus der Punktgruppe {score} (7.2)',
    'floater':
        'Floater',
    'floater from score {score} (6.4)':
        'Floater aus der Punktgruppe {score} (6.4)',
    '{floater} paired in score {score} with the highest R (8.2)':
        '{floater} in der Punktgruppe {score} mit dem höchsten R gepaart (8.2)',
    'moved to the black group (7.3): {players}':
        'in die Gruppe der Schwarzen versetzt (7.3): {players}',
    'moved to the white group (7.4): {players}':
        'in die Gruppe der Weißen versetzt (7.4): {players}',
    '{player} takes the place of {other}, who floats (6.4)':
        '{player} nimmt den Platz von {other} ein, der floatet (6.4)',
    'paired so that everyone is paired (9: the procedure of 6-8 left them unpaired)':
        'gepaart, damit alle gepaart sind (9: das Verfahren nach 6-8 ließ sie ungepaart)',
    'round 1 (5): {how}':
        'Runde 1 (5): {how}',
    'upper half against lower half':
        'obere Hälfte gegen untere Hälfte',
    'the lot of board 1 (5)':
        'das Los von Brett 1 (5)',
    'odd-numbered pair, as board 1 (5)':
        'ungerade Paarung, wie Brett 1 (5)',
    'even-numbered pair, other colour than board 1 (5)':
        'gerade Paarung, andere Farbe als Brett 1 (5)',
    'bye (5): the last player of the list':
        'spielfrei (5): der letzte Spieler der Liste',
    'bye (4): lowest R ({rating}) of the lowest score group ({score}) among players without a point without playing (2.2)':
        'spielfrei (4): niedrigstes R ({rating}) der niedrigsten Punktgruppe ({score}) unter den Spielern ohne kampflosen Punkt (2.2)',
    'the players before him in that order would have left others without a legal opponent (9)':
        'die Spieler vor ihm in dieser Reihenfolge hätten andere ohne zulässigen Gegner gelassen (9)',
    'an odd number of players is to be paired, and every one of them has already had a point without playing (2.2): no one may get the bye':
        'eine ungerade Zahl von Spielern ist zu paaren, und jeder von ihnen hatte schon einen kampflosen Punkt (2.2): niemand darf spielfrei sein',
    'no pairing satisfies 2.1-2.4 (no rematch, bye only to a player without a point without playing, colour difference within 2, no three colours in a row)':
        'keine Paarung erfüllt 2.1-2.4 (keine zweite Begegnung, Freilos nur für einen Spieler ohne kampflosen Punkt, Farbdifferenz höchstens 2, nicht dreimal dieselbe Farbe hintereinander)',
    'the only colours allowed by 2.3/2.4':
        'die einzigen nach 2.3/2.4 erlaubten Farben',
    'both due colours (3)':
        'beide fälligen Farben (3)',
    'due colour (3)':
        'fällige Farbe (3)',
    'equalising colours (3)':
        'Ausgleich der Farben (3)',
    'alternating at the first difference (3)':
        'Wechsel beim ersten Unterschied (3)',
    'white to the higher ARO (3)':
        'Weiß an das höhere ARO (3)',
    'white to the lower R (3)':
        'Weiß an das niedrigere R (3)',
    'white to the lower pairing number (decision)':
        'Weiß an die kleinere Startnummer (Festlegung)',
    '{player} would have {difference} more whites than blacks':
        '{player} hätte {difference} Weißpartien mehr als Schwarzpartien',
    '{player} would have {difference} more blacks than whites':
        '{player} hätte {difference} Schwarzpartien mehr als Weißpartien',
    '{player} would have white {times} times in a row':
        '{player} hätte {times}-mal hintereinander Weiß',
    '{player} would have black {times} times in a row':
        '{player} hätte {times}-mal hintereinander Schwarz',
    '{player} has already received a point without playing and may not get the bye':
        '{player} hat schon einen kampflosen Punkt erhalten und darf nicht spielfrei sein',
    '{a} and {b} have played each other':
        '{a} und {b} haben gegeneinander gespielt',
    '{a} and {b} must not be paired (forbidden pair)':
        '{a} und {b} dürfen nicht gepaart werden (verbotene Paarung)',
    # -- the Dubov system, 2026 (engine/systems/dubov2026) -------------------------------------
    ('{n} upfloater, the fewest ([C5], 3.2.1)', '{n} upfloaters, the fewest ([C5], 3.2.1)'):
        ('{n} Aufwärtsfloater, so wenige wie möglich ([C5], 3.2.1)', '{n} Aufwärtsfloater, so wenige wie möglich ([C5], 3.2.1)'),
    '{bracket}: S1 No. {row} against the first legal transposition T2 (3.2.5, 3.2.6)':
        '{bracket}: S1 Nr. {row} gegen die erste zulässige Transposition T2 (3.2.5, 3.2.6)',
    '{player} upfloated from {score} (3.2.2: [C6]-[C10], then 4.2)':
        '{player} aufwärts gefloatet aus Gruppe {score} (3.2.2: [C6]-[C10], dann 4.2)',
    '{player} shifted from G1 to G2 (3.2.4 step 1: its subgroup had to pair inside)':
        '{player} von G1 nach G2 verschoben (3.2.4 Schritt 1: seine Untergruppe musste in sich paaren)',
    '{player} shifted from G2 to G1 (3.2.4 step 1: its subgroup had to pair inside)':
        '{player} von G2 nach G1 verschoben (3.2.4 Schritt 1: seine Untergruppe musste in sich paaren)',
    '{player} shifted from G1 to G2 (3.2.4 step 2: equal subgroups)':
        '{player} von G1 nach G2 verschoben (3.2.4 Schritt 2: gleich große Untergruppen)',
    '{player} shifted from G2 to G1 (3.2.4 step 2: equal subgroups)':
        '{player} von G2 nach G1 verschoben (3.2.4 Schritt 2: gleich große Untergruppen)',
    '5.2.1: neither has played':
        '5.2.1: keiner hat gespielt',
    '{player} ranks higher, TPN odd: the initial-colour':
        '{player} steht höher, TPN ungerade: die Anfangsfarbe',
    '{player} ranks higher, TPN even: the other colour than the initial-colour':
        '{player} steht höher, TPN gerade: die andere Farbe als die Anfangsfarbe',
    '5.2.2: both colour preferences granted':
        '5.2.2: beide Farbpräferenzen erfüllt',
    '5.2.3: the stronger preference granted ({player}: {stronger} against {weaker})':
        '5.2.3: die stärkere Präferenz erfüllt ({player}: {stronger} gegen {weaker})',
    'mild White':
        'leicht für Weiß',
    'mild Black':
        'leicht für Schwarz',
    'strong White':
        'stark für Weiß',
    'strong Black':
        'stark für Schwarz',
    'absolute White':
        'absolut für Weiß',
    'absolute Black':
        'absolut für Schwarz',
    '5.2.4: colours alternated to the latest game in which they had different colours':
        '5.2.4: Farben gewechselt gegenüber der letzten Partie, in der sie verschiedene Farben hatten',
    '5.2.5: the preference of the higher ranked player ({player})':
        '5.2.5: die Präferenz des höher eingestuften Spielers ({player})',
    'pairing-allocated bye (3.1): no bye or win without playing before (3.1.1), lowest score {score} (3.1.3), then most games played ({games}, 3.1.4), then largest TPN (3.1.5)':
        'Freilos der Auslosung (3.1): zuvor weder Freilos noch kampfloser Sieg (3.1.1), niedrigster Punktstand {score} (3.1.3), dann die meisten gespielten Partien ({games}, 3.1.4), dann die größte TPN (3.1.5)',
    ('{n} player before him in that order would have left others unpairable (3.1.2)', '{n} players before him in that order would have left others unpairable (3.1.2)'):
        ('{n} Spieler vor ihm in dieser Reihenfolge hätte andere unpaarbar gelassen (3.1.2)', '{n} Spieler vor ihm in dieser Reihenfolge hätten andere unpaarbar gelassen (3.1.2)'),
    'an odd number of players is to be paired and every one of them has had a pairing-allocated bye or a win without playing ([C2], 3.1.1): no one may get the bye':
        'eine ungerade Zahl von Spielern ist zu paaren, und jeder von ihnen hatte schon ein Freilos der Auslosung oder einen kampflosen Sieg ([C2], 3.1.1): niemand darf spielfrei sein',
    'whoever gets the bye, the others cannot all be paired by [C1] and [C3] (3.1.2, 1.9.3: the Chief Arbiter decides)':
        'wer auch spielfrei ist, die anderen können nicht alle nach [C1] und [C3] gepaart werden (3.1.2, 1.9.3: der Hauptschiedsrichter entscheidet)',
    'the players cannot all be paired by [C1] (no second game between two players) and [C3] (1.9.3: the Chief Arbiter decides)':
        'die Spieler können nicht alle nach [C1] (keine zweite Partie zwischen zwei Spielern) und [C3] gepaart werden (1.9.3: der Hauptschiedsrichter entscheidet)',
    'no pairing satisfies [C1]-[C4]':
        'keine Paarung erfüllt [C1]-[C4]',
    'the scoregroup {score} cannot be paired ([C1]-[C4])':
        'die Punktgruppe {score} kann nicht gepaart werden ([C1]-[C4])',
    '{player} has already had a pairing-allocated bye or a win without playing and may not get the bye':
        '{player} hatte schon ein Freilos der Auslosung oder einen kampflosen Sieg und darf nicht spielfrei sein',
    '{a} and {b} both have an absolute colour preference for White':
        '{a} und {b} haben beide eine absolute Farbpräferenz für Weiß',
    '{a} and {b} both have an absolute colour preference for Black':
        '{a} und {b} haben beide eine absolute Farbpräferenz für Schwarz',
    # -- the Lim system (engine/systems/lim1999) -----------------------------------------------
    'score-group {score} ↓: {how}':
        'Punktgruppe {score} ↓: {how}',
    'score-group {score} ↑: {how}':
        'Punktgruppe {score} ↑: {how}',
    'median score-group {score}: {how}':
        'mittlere Punktgruppe {score}: {how}',
    'proposed pairing (2.4)':
        'vorgeschlagene Paarung (2.4)',
    'exchange (4.1-4.3, 5.2)':
        'Austausch (4.1-4.3, 5.2)',
    'down-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'Abwärtsfloater {player} zuerst gepaart (3.6/3.7), Gegner nach 3.8',
    'up-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'Aufwärtsfloater {player} zuerst gepaart (3.6/3.7), Gegner nach 3.8',
    '{how} (2.6: cracked {pairs})':
        '{how} (2.6: aufgelöste Paarungen {pairs})',
    '{how} ({player} floated from score-group {score}: {reason})':
        '{how} ({player} floatete aus der Punktgruppe {score}: {reason})',
    '{how} ({a} floated from score-group {a_score}: {a_reason}; {b} floated from score-group {b_score}: {b_reason})':
        '{how} ({a} floatete aus der Punktgruppe {a_score}: {a_reason}; {b} floatete aus der Punktgruppe {b_score}: {b_reason})',
    '3.5: no compatible opponent in this group, floats further':
        '3.5: kein passender Gegner in dieser Gruppe, floatet weiter',
    '2.3a: has played everyone of the group':
        '2.3a: hat gegen alle der Gruppe gespielt',
    '2.3b: two more of one colour, no opponent with a permissible colour':
        '2.3b: zwei mehr von einer Farbe, kein Gegner mit zulässiger Farbe',
    '2.3c: same colour twice, no opponent with the alternate colour':
        '2.3c: zweimal dieselbe Farbe, kein Gegner mit der wechselnden Farbe',
    '2.3d: makes the group even (3.2)':
        '2.3d: macht die Gruppe gerade (3.2)',
    '4.4a: finds no opponent in the exchanges, floats instead of {player} (the 2.3d choice)':
        '4.4a: findet beim Austausch keinen Gegner, floatet statt {player} (die Wahl nach 2.3d)',
    '4.4b: no compatible opponent left after exchanges':
        '4.4b: nach dem Austausch kein passender Gegner übrig',
    '4.4: no compatible opponent left after exchanges':
        '4.4: nach dem Austausch kein passender Gegner übrig',
    '5.3/5.1: the only colours allowed':
        '5.3/5.1: die einzigen erlaubten Farben',
    'no colour history: the higher ranked gets the colour drawn (7.2)':
        'keine Farbgeschichte: der höher Eingestufte bekommt die ausgeloste Farbe (7.2)',
    'both get their due colour (5.1)':
        'beide bekommen ihre fällige Farbe (5.1)',
    '{rule}: identical histories, the higher ranked gets the due colour':
        '{rule}: gleiche Farbgeschichten, der höher Eingestufte bekommt die fällige Farbe',
    '{rule}: identical histories, the lower ranked gets the due colour':
        '{rule}: gleiche Farbgeschichten, der niedriger Eingestufte bekommt die fällige Farbe',
    '{rule}: colour history decides':
        '{rule}: die Farbgeschichte entscheidet',
    'last round: 5.1 yields to C.04.1.e (6)':
        'letzte Runde: 5.1 tritt hinter C.04.1.e zurück (6)',
    'round one: {top} v {bottom}, upper half v lower half':
        'erste Runde: {top} gegen {bottom}, obere Hälfte gegen untere Hälfte',
    'colours by lot and alternation (7.2)':
        'Farben durch Los und Wechsel (7.2)',
    '7.1: lowest rated player gets the bye':
        '7.1: der Spieler mit der niedrigsten Wertung ist spielfrei',
    '1.1: lowest ranked player of the lowest score-group':
        '1.1: niedrigst eingestufter Spieler der niedrigsten Punktgruppe',
    '1.1: lowest ranked player of the lowest score-group (score {score})':
        '1.1: niedrigst eingestufter Spieler der niedrigsten Punktgruppe (Punktstand {score})',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d)':
        '1.1: niedrigst eingestufter Spieler der niedrigsten Punktgruppe ohne früheres Freilos oder kampflosen Punkt (C.04.1.d)',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d) (score {score})':
        '1.1: niedrigst eingestufter Spieler der niedrigsten Punktgruppe ohne früheres Freilos oder kampflosen Punkt (C.04.1.d) (Punktstand {score})',
    'the choices before him leave players who cannot be paired (score {score})':
        'die Wahlen vor ihm lassen Spieler übrig, die nicht gepaart werden können (Punktstand {score})',
    '1.1: every other choice leaves players who cannot be paired':
        '1.1: jede andere Wahl lässt Spieler übrig, die nicht gepaart werden können',
    'C.04.1.d could not be kept':
        'C.04.1.d konnte nicht eingehalten werden',
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for player {players}':
        'Runde {round}: kein passender Gegner (Lim 2.1: keine zweite Begegnung, nicht dreimal dieselbe Farbe hintereinander, nie drei mehr von einer Farbe) für Spieler {players}',
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for players {players}':
        'Runde {round}: kein passender Gegner (Lim 2.1: keine zweite Begegnung, nicht dreimal dieselbe Farbe hintereinander, nie drei mehr von einer Farbe) für die Spieler {players}',
    '{players} and {more} more':
        '{players} und {more} weitere',
    'round {round}: the players cannot all be paired without a rematch, three colours in a row or three more of one colour (Lim 2.1)':
        'Runde {round}: die Spieler können nicht alle ohne zweite Begegnung, dreimal dieselbe Farbe hintereinander oder drei mehr von einer Farbe gepaart werden (Lim 2.1)',
    '{a} and {b} have already played each other (or are a forbidden pair)':
        '{a} und {b} haben schon gegeneinander gespielt (oder sind eine verbotene Paarung)',
    '{player} would get white in three successive rounds':
        '{player} bekäme in drei aufeinanderfolgenden Runden Weiß',
    '{player} would get black in three successive rounds':
        '{player} bekäme in drei aufeinanderfolgenden Runden Schwarz',
    '{player} would have three more of one colour than the other':
        '{player} hätte drei Partien einer Farbe mehr als der anderen',
    '{player} already had the pairing-allocated bye or a point without playing (C.04.1.d) and may not get the bye':
        '{player} hatte schon das Freilos der Auslosung oder einen kampflosen Punkt (C.04.1.d) und darf nicht spielfrei sein',
    # -- the Swiss system based on rating, 1998 (engine/systems/rating1998) --------------------
    'homogeneous':
        'homogen',
    'heterogeneous':
        'heterogen',
    '{down} floats down from {down_score}, {up} up from {up_score}':
        '{down} floatet abwärts von {down_score}, {up} aufwärts von {up_score}',
    'C.9/C.10 dropped {criteria}':
        'C.9/C.10 fallen gelassen: {criteria}',
    'B6 downfloats':
        'B6 Abwärtsfloats',
    'B6 downfloats, B5 downfloats':
        'B6 Abwärtsfloats, B5 Abwärtsfloats',
    'B6 downfloats, B5 downfloats, B6 upfloats':
        'B6 Abwärtsfloats, B5 Abwärtsfloats, B6 Aufwärtsfloats',
    'B6 downfloats, B5 downfloats, B6 upfloats, B5 upfloats':
        'B6 Abwärtsfloats, B5 Abwärtsfloats, B6 Aufwärtsfloats, B5 Aufwärtsfloats',
    'C.1: moved down without opponent: {players}':
        'C.1: ohne Gegner abwärts verschoben: {players}',
    'C.1/C.12: moved down further: {players}':
        'C.1/C.12: weiter abwärts verschoben: {players}',
    'C.12: paired again to move down another player':
        'C.12: neu gepaart, um einen anderen Spieler abwärts zu verschieben',
    'C.13: paired again so that the lowest bracket can be paired':
        'C.13: neu gepaart, damit die unterste Gruppe gepaart werden kann',
    'C.14: no moved-down player can be paired':
        'C.14: kein abwärts verschobener Spieler kann gepaart werden',
    'the lowest bracket paired as one homogeneous group':
        'die unterste Gruppe als eine homogene Gruppe gepaart',
    'C.14: p = 0, the whole bracket is moved down':
        'C.14: p = 0, die ganze Gruppe wird abwärts verschoben',
    'C.14: p decreased to {p}':
        'C.14: p auf {p} verringert',
    ('C.14: {n} moved-down player paired, remainder p = {p}', 'C.14: {n} moved-down players paired, remainder p = {p}'):
        ('C.14: {n} abwärts verschobener Spieler gepaart, Rest p = {p}', 'C.14: {n} abwärts verschobene Spieler gepaart, Rest p = {p}'),
    'pairing completed by maximum matching (bound of the search)':
        'Paarung durch ein maximales Matching vervollständigt (Grenze der Suche)',
    'C.10: opponents of the moved-down players, alternative {alternative}':
        'C.10: Gegner der abwärts verschobenen Spieler, Alternative {alternative}',
    'exchange {s1} with {s2} (D.2)':
        'Austausch {s1} mit {s2} (D.2)',
    'remainder: {exchange}':
        'Rest: {exchange}',
    'E.1 both preferences granted':
        'E.1 beide Präferenzen erfüllt',
    'E.2 stronger preference of {player} granted':
        'E.2 stärkere Präferenz von {player} erfüllt',
    'E.3 colours alternated to the latest different round':
        'E.3 Farben gewechselt gegenüber der letzten verschiedenen Runde',
    'E.4 preference of the higher-ranked player {player} granted':
        'E.4 Präferenz des höher eingestuften Spielers {player} erfüllt',
    'E.5 colour by place {place} in the A.2 order':
        'E.5 Farbe nach Platz {place} in der Reihenfolge A.2',
    'B.2 forces the other colours':
        'B.2 erzwingt die anderen Farben',
    'A.5: {player} is left unpaired in the lowest bracket (1 point)':
        'A.5: {player} bleibt in der untersten Gruppe ungepaart (1 Punkt)',
    'A.5: {player} is left unpaired in the lowest bracket ({score} points)':
        'A.5: {player} bleibt in der untersten Gruppe ungepaart ({score} Punkte)',
    'no pairing satisfies B.1/B.2 for all players (C.13: even with all score brackets joined)':
        'keine Paarung erfüllt B.1/B.2 für alle Spieler (C.13: auch nicht mit allen Punktgruppen vereint)',
    '{a} and {b} have already met':
        '{a} und {b} sind sich schon begegnet',
    '{player} with white would reach colour difference {difference}':
        '{player} mit Weiß käme auf die Farbdifferenz {difference}',
    '{player} with black would reach colour difference {difference}':
        '{player} mit Schwarz käme auf die Farbdifferenz {difference}',
    '{player} would have white three times in a row':
        '{player} hätte dreimal hintereinander Weiß',
    '{player} would have black three times in a row':
        '{player} hätte dreimal hintereinander Schwarz',
    '{player} already received a point without playing and may not receive the bye':
        '{player} hat schon einen kampflosen Punkt erhalten und darf nicht spielfrei sein',
    # -- the round robin (engine/systems/roundrobin) -------------------------------------------
    'cycle {cycle}, Berger table round {round}':
        'Durchgang {cycle}, Runde {round} der Berger-Tabelle',
    'cycle {cycle}, Berger table round {round}, colours reversed':
        'Durchgang {cycle}, Runde {round} der Berger-Tabelle, Farben vertauscht',
    'cycle {cycle}, Berger table round {round} (last two rounds of cycle 1 swapped)':
        'Durchgang {cycle}, Runde {round} der Berger-Tabelle (letzte zwei Runden des 1. Durchgangs getauscht)',
    'cycle {cycle}, Berger table round {round}, colours reversed (last two rounds of cycle 1 swapped)':
        'Durchgang {cycle}, Runde {round} der Berger-Tabelle, Farben vertauscht (letzte zwei Runden des 1. Durchgangs getauscht)',
    '{where}, board {board}: Berger numbers {white}-{black} ({how}; C.05 Annex 1)':
        '{where}, Brett {board}: Berger-Nummern {white}-{black} ({how}; C.05 Anhang 1)',
    '{where}: meets the bye number {number} of an odd field and rests (C.05 Annex 1)':
        '{where}: trifft auf die Freilosnummer {number} eines ungeraden Teilnehmerfelds und ist spielfrei (C.05 Anhang 1)',
    'Berger number = pairing number':
        'Berger-Nummer = Startnummer',
    'Berger numbers set by hand':
        'Berger-Nummern von Hand gesetzt',
    'Berger numbers drawn by lot (seed {seed})':
        'Berger-Nummern ausgelost (Startwert {seed})',
    'Berger numbers set by hand, made the pairing numbers when round 1 was paired':
        'Berger-Nummern von Hand gesetzt, bei der Paarung der Runde 1 zu Startnummern gemacht',
    'Berger numbers drawn by lot (seed {seed}), made the pairing numbers when round 1 was paired':
        'Berger-Nummern ausgelost (Startwert {seed}), bei der Paarung der Runde 1 zu Startnummern gemacht',
    ('round {round}: the round robin has {rounds} rounds ({n} cycle of {cycle})', 'round {round}: the round robin has {rounds} rounds ({n} cycles of {cycle})'):
        ('Runde {round}: das Rundenturnier hat {rounds} Runden ({n} Durchgang mit {cycle})', 'Runde {round}: das Rundenturnier hat {rounds} Runden ({n} Durchgänge mit je {cycle})'),
    '{a} and {b} have already met in cycle {cycle}':
        '{a} und {b} sind sich im Durchgang {cycle} schon begegnet',
    'each pair meets once per cycle':
        'jede Paarung trifft sich einmal je Durchgang',
    '{player} has already rested in cycle {cycle}':
        '{player} war im Durchgang {cycle} schon spielfrei',
    'a round robin needs at least 2 players':
        'ein Rundenturnier braucht mindestens 2 Spieler',
    'round {round} is not a round of the {size}-player Berger table':
        'Runde {round} ist keine Runde der Berger-Tabelle für {size} Spieler',
    'tournament option {option}: expected on or off, not {value}':
        'Turnieroption {option}: on oder off erwartet, nicht {value}',
    'tournament option {option}: expected pairing numbers separated by commas, not {value}':
        'Turnieroption {option}: durch Kommas getrennte Startnummern erwartet, nicht {value}',
    'tournament option {option}: {value} does not name every player exactly once':
        'Turnieroption {option}: {value} nennt nicht jeden Spieler genau einmal',
    'tournament option {option}: expected 1 or more, not {value}':
        'Turnieroption {option}: 1 oder mehr erwartet, nicht {value}',
    # -- the systems' registry (engine/systems/registry.py) ------------------------------------
    'unknown pairing system {name}':
        'unbekanntes Paarungssystem {name}',
    'choose one of {names}':
        'wählen Sie eines von {names}',
    'pairing system {name} ({title}) is not built yet':
        'das Paarungssystem {name} ({title}) ist noch nicht umgesetzt',
    # -- the arbiter's own pairing, as the services explain it (services/pairings.py) --
    'colours swapped by the arbiter (the system: {number} white)':
        'Farben vom Schiedsrichter getauscht (das System: {number} mit Weiß)',
    'paired by the arbiter, not by the system':
        'vom Schiedsrichter gepaart, nicht vom System',
    'bye given by the arbiter':
        'Freilos vom Schiedsrichter vergeben',
    # -- issue 34: options read as ranges (engine/forbidden_rounds.py) ---
    'forbidden pairs of some rounds {item}: expected R1-R2:P,P,... (e.g. 1-3:4,9)':
        'verbotene Paare einiger Runden {item}: erwartet R1-R2:P,P,... (z. B. 1-3:4,9)',
    # -- issue 34: accelerations bounded ---
    'the accelerations cover more than {most} rounds of players (a round of one player counts one)':
        'die Beschleunigungen decken mehr als {most} Spielerrunden ab (eine Runde eines Spielers zählt eins)',
}
