"""Русский: the pairing engines' explanations and refusals (arbiter_app/engine/systems),
made in English and shown translated piece by piece (arbiter_app/i18n/composed.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- shared pieces: a rule with its players, brackets, colours (engine/systems/base.py, several systems) ---
    '{head}: {text}':
        '{head}: {text}',
    '{text} (players {players})':
        '{text} (участники {players})',
    'bracket {score}':
        'группа {score}',
    'bracket {score} ({kind})':
        'группа {score} ({kind})',
    'colours: {rule}':
        'цвета: {rule}',
    'the arbiter must decide':
        'решать судье',
    '{a} and {b} are a forbidden pair':
        '{a} и {b} — запрещённая пара',
    # -- the Dutch system, both editions (engine/systems/dutch_common, dutch2016, dutch2026) ---
    '{down} ({down_score}) floats down, {up} ({up_score}) up':
        '{down} ({down_score}) опускается вниз, {up} ({up_score}) поднимается вверх',
    'scores include virtual points ({shown}; accelerated pairing)':
        'в очках учтены виртуальные очки ({shown}; ускоренная жеребьёвка)',
    '{player} +{points} virtual':
        '{player} +{points} виртуальн.',
    '{a} +{a_points} virtual, {b} +{b_points} virtual':
        '{a} +{a_points} виртуальн., {b} +{b_points} виртуальн.',
    'colours {article}: {rule}':
        'цвета {article}: {rule}',
    'both colour preferences granted':
        'оба предпочтения цвета учтены',
    'the stronger colour preference granted':
        'учтено более сильное предпочтение цвета',
    'colours alternated from the latest round in which they differed':
        'цвета чередуются от последнего тура, в котором они различались',
    "the higher ranked player's preference granted":
        'учтено предпочтение участника, стоящего выше',
    'initial colour by pairing number':
        'начальный цвет по стартовому номеру',
    'bracket {score}: {bye}':
        'группа {score}: {bye}',
    'pairing-allocated bye (A.5, C2) in the last bracket':
        'свободный тур по жеребьёвке (A.5, C2) в последней группе',
    'pairing-allocated bye (1.5; C2, C5, C9) in the last bracket':
        'свободный тур по жеребьёвке (1.5; C2, C5, C9) в последней группе',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one eligible bye (A.9: the arbiter must decide)':
        'никакая жеребьёвка тура {round} не удовлетворяет абсолютным критериям C1-C3 при не более чем одном допустимом свободном (A.9: решать судье)',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one player left for the pairing-allocated bye (1.9.3: the Chief Arbiter decides)':
        'никакая жеребьёвка тура {round} не удовлетворяет абсолютным критериям C1-C3, оставляя не более одного участника для свободного тура по жеребьёвке (1.9.3: решает главный судья)',
    'the last bracket could not be completed (A.9, 2026 1.9.3)':
        'последнюю группу не удалось составить полностью (A.9, 2026 1.9.3)',
    '{a} and {b} have already played each other':
        '{a} и {b} уже играли друг с другом',
    '{a} and {b} both have an absolute preference for white and neither is a topscorer':
        'у {a} и {b} абсолютное предпочтение белых, и ни один не лидер (topscorer)',
    '{a} and {b} both have an absolute preference for black and neither is a topscorer':
        'у {a} и {b} абсолютное предпочтение чёрных, и ни один не лидер (topscorer)',
    '{player} already had a pairing-allocated bye or a forfeit win':
        'у {player} уже был свободный тур по жеребьёвке или победа без игры',
    '{player} already had a pairing-allocated bye or scored, in one round without playing, as many points as a win':
        'у {player} уже был свободный тур по жеребьёвке или он набрал в туре без игры столько очков, сколько за победу',
    # -- the Dubov system, 1997 (engine/systems/dubov1997, dubov_common) -----------------------
    'score {score}: {how}':
        'очковая группа {score}: {how}',
    'row {row} of 6.2':
        'строка {row} по 6.2',
    'row {row}, black No. {black} from the lower rows (6.3)':
        'строка {row}, чёрный № {black} из нижних строк (6.3)',
    'row {row}, black No. {black}, the first still free (6.2/6.3)':
        'строка {row}, чёрный № {black}, первый ещё свободный (6.2/6.3)',
    'row {row}, changed for row {other} (6.3)':
        'строка {row}, изменена ради строки {other} (6.3)',
    'row {row}, black from row {other} (6.3)':
        'строка {row}, чёрный из строки {other} (6.3)',
    'white No. {white} paired with white No. {other} (6.3)':
        'белый № {white} в паре с белым № {other} (6.3)',
    '{player} has played all the others of score {score}: {other} transferred up from score {other_score} (7.1)':
        '{player} сыграл со всеми остальными очковой группы {score}: {other} поднят из очковой группы {other_score} (7.1)',
    '{player} transferred up from score {score} (7.2)':
        '{player} поднят из очковой группы {score} (7.2)',
    'floater':
        'флоутер',
    'floater from score {score} (6.4)':
        'флоутер из очковой группы {score} (6.4)',
    '{floater} paired in score {score} with the highest R (8.2)':
        '{floater} в паре в очковой группе {score} с наибольшим R (8.2)',
    'moved to the black group (7.3): {players}':
        'переведены в группу чёрных (7.3): {players}',
    'moved to the white group (7.4): {players}':
        'переведены в группу белых (7.4): {players}',
    '{player} takes the place of {other}, who floats (6.4)':
        '{player} занимает место {other}, который становится флоутером (6.4)',
    'paired so that everyone is paired (9: the procedure of 6-8 left them unpaired)':
        'составлены в пару, чтобы разведены были все (9: процедура 6-8 оставила их без пары)',
    'round 1 (5): {how}':
        'тур 1 (5): {how}',
    'upper half against lower half':
        'верхняя половина против нижней',
    'the lot of board 1 (5)':
        'жребий доски 1 (5)',
    'odd-numbered pair, as board 1 (5)':
        'нечётная пара, как доска 1 (5)',
    'even-numbered pair, other colour than board 1 (5)':
        'чётная пара, другой цвет, чем на доске 1 (5)',
    'bye (5): the last player of the list':
        'свободен (5): последний участник списка',
    'bye (4): lowest R ({rating}) of the lowest score group ({score}) among players without a point without playing (2.2)':
        'свободен (4): наименьший R ({rating}) низшей очковой группы ({score}) среди участников без очка без игры (2.2)',
    'the players before him in that order would have left others without a legal opponent (9)':
        'участники перед ним в этом порядке оставили бы других без допустимого соперника (9)',
    'an odd number of players is to be paired, and every one of them has already had a point without playing (2.2): no one may get the bye':
        'в жеребьёвке нечётное число участников, и у каждого уже было очко без игры (2.2): свободным не может быть никто',
    'no pairing satisfies 2.1-2.4 (no rematch, bye only to a player without a point without playing, colour difference within 2, no three colours in a row)':
        'никакая жеребьёвка не удовлетворяет 2.1-2.4 (без повторной встречи, свободный тур только участнику без очка без игры, разница цветов не больше 2, не три одинаковых цвета подряд)',
    'the only colours allowed by 2.3/2.4':
        'единственные цвета, допустимые по 2.3/2.4',
    'both due colours (3)':
        'оба положенных цвета (3)',
    'due colour (3)':
        'положенный цвет (3)',
    'equalising colours (3)':
        'выравнивание цветов (3)',
    'alternating at the first difference (3)':
        'чередование по первому различию (3)',
    'white to the higher ARO (3)':
        'белые — у кого ARO выше (3)',
    'white to the lower R (3)':
        'белые — у кого R ниже (3)',
    'white to the lower pairing number (decision)':
        'белые — у кого стартовый номер меньше (решение)',
    '{player} would have {difference} more whites than blacks':
        'у {player} было бы на {difference} белых больше, чем чёрных',
    '{player} would have {difference} more blacks than whites':
        'у {player} было бы на {difference} чёрных больше, чем белых',
    '{player} would have white {times} times in a row':
        '{player} играл бы белыми {times} раза подряд',
    '{player} would have black {times} times in a row':
        '{player} играл бы чёрными {times} раза подряд',
    '{player} has already received a point without playing and may not get the bye':
        '{player} уже получал очко без игры и не может быть свободным',
    '{a} and {b} have played each other':
        '{a} и {b} играли друг с другом',
    '{a} and {b} must not be paired (forbidden pair)':
        '{a} и {b} нельзя ставить в пару (запрещённая пара)',
    # -- the Dubov system, 2026 (engine/systems/dubov2026) -------------------------------------
    ('{n} upfloater, the fewest ([C5], 3.2.1)', '{n} upfloaters, the fewest ([C5], 3.2.1)'):
        ('{n} восходящий флоутер, как можно меньше ([C5], 3.2.1)', '{n} восходящих флоутера, как можно меньше ([C5], 3.2.1)', '{n} восходящих флоутеров, как можно меньше ([C5], 3.2.1)'),
    '{bracket}: S1 No. {row} against the first legal transposition T2 (3.2.5, 3.2.6)':
        '{bracket}: S1 № {row} против первой допустимой перестановки T2 (3.2.5, 3.2.6)',
    '{player} upfloated from {score} (3.2.2: [C6]-[C10], then 4.2)':
        '{player} поднят из группы {score} (3.2.2: [C6]-[C10], затем 4.2)',
    '{player} shifted from G1 to G2 (3.2.4 step 1: its subgroup had to pair inside)':
        '{player} перемещён из G1 в G2 (3.2.4 шаг 1: его подгруппа должна была образовать пары внутри себя)',
    '{player} shifted from G2 to G1 (3.2.4 step 1: its subgroup had to pair inside)':
        '{player} перемещён из G2 в G1 (3.2.4 шаг 1: его подгруппа должна была образовать пары внутри себя)',
    '{player} shifted from G1 to G2 (3.2.4 step 2: equal subgroups)':
        '{player} перемещён из G1 в G2 (3.2.4 шаг 2: равные подгруппы)',
    '{player} shifted from G2 to G1 (3.2.4 step 2: equal subgroups)':
        '{player} перемещён из G2 в G1 (3.2.4 шаг 2: равные подгруппы)',
    '5.2.1: neither has played':
        '5.2.1: ни один ещё не играл',
    '{player} ranks higher, TPN odd: the initial-colour':
        '{player} стоит выше, TPN нечётный: начальный цвет',
    '{player} ranks higher, TPN even: the other colour than the initial-colour':
        '{player} стоит выше, TPN чётный: цвет, противоположный начальному',
    '5.2.2: both colour preferences granted':
        '5.2.2: оба предпочтения цвета учтены',
    '5.2.3: the stronger preference granted ({player}: {stronger} against {weaker})':
        '5.2.3: учтено более сильное предпочтение ({player}: {stronger}, у соперника {weaker})',
    'mild White':
        'слабое к белым',
    'mild Black':
        'слабое к чёрным',
    'strong White':
        'сильное к белым',
    'strong Black':
        'сильное к чёрным',
    'absolute White':
        'абсолютное к белым',
    'absolute Black':
        'абсолютное к чёрным',
    '5.2.4: colours alternated to the latest game in which they had different colours':
        '5.2.4: цвета чередуются относительно последней партии, в которой у них были разные цвета',
    '5.2.5: the preference of the higher ranked player ({player})':
        '5.2.5: предпочтение участника, стоящего выше ({player})',
    'pairing-allocated bye (3.1): no bye or win without playing before (3.1.1), lowest score {score} (3.1.3), then most games played ({games}, 3.1.4), then largest TPN (3.1.5)':
        'свободный тур по жеребьёвке (3.1): ранее не было ни свободного тура, ни победы без игры (3.1.1), наименьшие очки {score} (3.1.3), затем больше всего сыгранных партий ({games}, 3.1.4), затем наибольший TPN (3.1.5)',
    ('{n} player before him in that order would have left others unpairable (3.1.2)', '{n} players before him in that order would have left others unpairable (3.1.2)'):
        ('{n} участник перед ним в этом порядке оставил бы других без возможной пары (3.1.2)', '{n} участника перед ним в этом порядке оставили бы других без возможной пары (3.1.2)', '{n} участников перед ним в этом порядке оставили бы других без возможной пары (3.1.2)'),
    'an odd number of players is to be paired and every one of them has had a pairing-allocated bye or a win without playing ([C2], 3.1.1): no one may get the bye':
        'в жеребьёвке нечётное число участников, и у каждого уже был свободный тур по жеребьёвке или победа без игры ([C2], 3.1.1): свободным не может быть никто',
    'whoever gets the bye, the others cannot all be paired by [C1] and [C3] (3.1.2, 1.9.3: the Chief Arbiter decides)':
        'кто бы ни стал свободным, остальных нельзя всех развести по [C1] и [C3] (3.1.2, 1.9.3: решает главный судья)',
    'the players cannot all be paired by [C1] (no second game between two players) and [C3] (1.9.3: the Chief Arbiter decides)':
        'участников нельзя всех развести по [C1] (без второй партии между двумя участниками) и [C3] (1.9.3: решает главный судья)',
    'no pairing satisfies [C1]-[C4]':
        'никакая жеребьёвка не удовлетворяет [C1]-[C4]',
    'the scoregroup {score} cannot be paired ([C1]-[C4])':
        'очковую группу {score} нельзя развести ([C1]-[C4])',
    '{player} has already had a pairing-allocated bye or a win without playing and may not get the bye':
        'у {player} уже был свободный тур по жеребьёвке или победа без игры, и он не может быть свободным',
    '{a} and {b} both have an absolute colour preference for White':
        'у {a} и {b} абсолютное предпочтение белых',
    '{a} and {b} both have an absolute colour preference for Black':
        'у {a} и {b} абсолютное предпочтение чёрных',
    # -- the Lim system (engine/systems/lim1999) -----------------------------------------------
    'score-group {score} ↓: {how}':
        'очковая группа {score} ↓: {how}',
    'score-group {score} ↑: {how}':
        'очковая группа {score} ↑: {how}',
    'median score-group {score}: {how}':
        'медианная очковая группа {score}: {how}',
    'proposed pairing (2.4)':
        'предложенная пара (2.4)',
    'exchange (4.1-4.3, 5.2)':
        'обмен (4.1-4.3, 5.2)',
    'down-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'нисходящий флоутер {player} в паре первым (3.6/3.7), соперник по 3.8',
    'up-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'восходящий флоутер {player} в паре первым (3.6/3.7), соперник по 3.8',
    '{how} (2.6: cracked {pairs})':
        '{how} (2.6: разбиты пары {pairs})',
    '{how} ({player} floated from score-group {score}: {reason})':
        '{how} ({player} стал флоутером из очковой группы {score}: {reason})',
    '{how} ({a} floated from score-group {a_score}: {a_reason}; {b} floated from score-group {b_score}: {b_reason})':
        '{how} ({a} стал флоутером из очковой группы {a_score}: {a_reason}; {b} стал флоутером из очковой группы {b_score}: {b_reason})',
    '3.5: no compatible opponent in this group, floats further':
        '3.5: нет совместимого соперника в этой группе, переходит дальше',
    '2.3a: has played everyone of the group':
        '2.3a: сыграл со всеми в группе',
    '2.3b: two more of one colour, no opponent with a permissible colour':
        '2.3b: на две партии одного цвета больше, нет соперника с допустимым цветом',
    '2.3c: same colour twice, no opponent with the alternate colour':
        '2.3c: дважды один цвет, нет соперника с чередующимся цветом',
    '2.3d: makes the group even (3.2)':
        '2.3d: делает группу чётной (3.2)',
    '4.4a: finds no opponent in the exchanges, floats instead of {player} (the 2.3d choice)':
        '4.4a: не находит соперника при обменах, становится флоутером вместо {player} (выбор по 2.3d)',
    '4.4b: no compatible opponent left after exchanges':
        '4.4b: после обменов не осталось совместимого соперника',
    '4.4: no compatible opponent left after exchanges':
        '4.4: после обменов не осталось совместимого соперника',
    '5.3/5.1: the only colours allowed':
        '5.3/5.1: единственные допустимые цвета',
    'no colour history: the higher ranked gets the colour drawn (7.2)':
        'нет истории цветов: стоящий выше получает цвет по жребию (7.2)',
    'both get their due colour (5.1)':
        'оба получают положенный цвет (5.1)',
    '{rule}: identical histories, the higher ranked gets the due colour':
        '{rule}: истории одинаковы, стоящий выше получает положенный цвет',
    '{rule}: identical histories, the lower ranked gets the due colour':
        '{rule}: истории одинаковы, стоящий ниже получает положенный цвет',
    '{rule}: colour history decides':
        '{rule}: решает история цветов',
    'last round: 5.1 yields to C.04.1.e (6)':
        'последний тур: 5.1 уступает C.04.1.e (6)',
    'round one: {top} v {bottom}, upper half v lower half':
        'первый тур: {top} против {bottom}, верхняя половина против нижней',
    'colours by lot and alternation (7.2)':
        'цвета по жребию и чередованию (7.2)',
    '7.1: lowest rated player gets the bye':
        '7.1: свободен участник с наименьшим рейтингом',
    '1.1: lowest ranked player of the lowest score-group':
        '1.1: стоящий ниже всех участник низшей очковой группы',
    '1.1: lowest ranked player of the lowest score-group (score {score})':
        '1.1: стоящий ниже всех участник низшей очковой группы (очки {score})',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d)':
        '1.1: стоящий ниже всех участник низшей очковой группы без прежнего свободного тура или очка без игры (C.04.1.d)',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d) (score {score})':
        '1.1: стоящий ниже всех участник низшей очковой группы без прежнего свободного тура или очка без игры (C.04.1.d) (очки {score})',
    'the choices before him leave players who cannot be paired (score {score})':
        'варианты перед ним оставляют участников, которых нельзя развести (очки {score})',
    '1.1: every other choice leaves players who cannot be paired':
        '1.1: любой другой вариант оставляет участников, которых нельзя развести',
    'C.04.1.d could not be kept':
        'C.04.1.d соблюсти не удалось',
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for player {players}':
        'тур {round}: нет совместимого соперника (Lim 2.1: без повторной встречи, не три одинаковых цвета подряд, никогда на три партии одного цвета больше) для участника {players}',
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for players {players}':
        'тур {round}: нет совместимого соперника (Lim 2.1: без повторной встречи, не три одинаковых цвета подряд, никогда на три партии одного цвета больше) для участников {players}',
    '{players} and {more} more':
        '{players} и ещё {more}',
    'round {round}: the players cannot all be paired without a rematch, three colours in a row or three more of one colour (Lim 2.1)':
        'тур {round}: всех участников нельзя развести без повторной встречи, трёх одинаковых цветов подряд или перевеса в три партии одного цвета (Lim 2.1)',
    '{a} and {b} have already played each other (or are a forbidden pair)':
        '{a} и {b} уже играли друг с другом (или это запрещённая пара)',
    '{player} would get white in three successive rounds':
        '{player} получил бы белые в трёх турах подряд',
    '{player} would get black in three successive rounds':
        '{player} получил бы чёрные в трёх турах подряд',
    '{player} would have three more of one colour than the other':
        'у {player} было бы на три партии одного цвета больше, чем другого',
    '{player} already had the pairing-allocated bye or a point without playing (C.04.1.d) and may not get the bye':
        'у {player} уже был свободный тур по жеребьёвке или очко без игры (C.04.1.d), и он не может быть свободным',
    # -- the Swiss system based on rating, 1998 (engine/systems/rating1998) --------------------
    'homogeneous':
        'однородная',
    'heterogeneous':
        'неоднородная',
    '{down} floats down from {down_score}, {up} up from {up_score}':
        '{down} опускается с {down_score}, {up} поднимается с {up_score}',
    'C.9/C.10 dropped {criteria}':
        'C.9/C.10 сняты: {criteria}',
    'B6 downfloats':
        'B6 спуски',
    'B6 downfloats, B5 downfloats':
        'B6 спуски, B5 спуски',
    'B6 downfloats, B5 downfloats, B6 upfloats':
        'B6 спуски, B5 спуски, B6 подъёмы',
    'B6 downfloats, B5 downfloats, B6 upfloats, B5 upfloats':
        'B6 спуски, B5 спуски, B6 подъёмы, B5 подъёмы',
    'C.1: moved down without opponent: {players}':
        'C.1: опущены из-за отсутствия соперника: {players}',
    'C.1/C.12: moved down further: {players}':
        'C.1/C.12: опущены ещё ниже: {players}',
    'C.12: paired again to move down another player':
        'C.12: разведено заново, чтобы опустить другого участника',
    'C.13: paired again so that the lowest bracket can be paired':
        'C.13: разведено заново, чтобы можно было развести низшую группу',
    'C.14: no moved-down player can be paired':
        'C.14: ни одного опущенного участника нельзя поставить в пару',
    'the lowest bracket paired as one homogeneous group':
        'низшая группа разведена как одна однородная группа',
    'C.14: p = 0, the whole bracket is moved down':
        'C.14: p = 0, вся группа опускается',
    'C.14: p decreased to {p}':
        'C.14: p уменьшено до {p}',
    ('C.14: {n} moved-down player paired, remainder p = {p}', 'C.14: {n} moved-down players paired, remainder p = {p}'):
        ('C.14: в паре {n} опущенный участник, остаток p = {p}', 'C.14: в паре {n} опущенных участника, остаток p = {p}', 'C.14: в паре {n} опущенных участников, остаток p = {p}'),
    'pairing completed by maximum matching (bound of the search)':
        'жеребьёвка завершена максимальным паросочетанием (предел поиска)',
    'C.10: opponents of the moved-down players, alternative {alternative}':
        'C.10: соперники опущенных участников, вариант {alternative}',
    'exchange {s1} with {s2} (D.2)':
        'обмен {s1} на {s2} (D.2)',
    'remainder: {exchange}':
        'остаток: {exchange}',
    'E.1 both preferences granted':
        'E.1 оба предпочтения учтены',
    'E.2 stronger preference of {player} granted':
        'E.2 учтено более сильное предпочтение {player}',
    'E.3 colours alternated to the latest different round':
        'E.3 цвета чередуются относительно последнего различающегося тура',
    'E.4 preference of the higher-ranked player {player} granted':
        'E.4 учтено предпочтение стоящего выше участника {player}',
    'E.5 colour by place {place} in the A.2 order':
        'E.5 цвет по месту {place} в порядке A.2',
    'B.2 forces the other colours':
        'B.2 требует обратных цветов',
    'A.5: {player} is left unpaired in the lowest bracket (1 point)':
        'A.5: {player} остаётся без пары в низшей группе (1 очко)',
    'A.5: {player} is left unpaired in the lowest bracket ({score} points)':
        'A.5: {player} остаётся без пары в низшей группе ({score} очк.)',
    'no pairing satisfies B.1/B.2 for all players (C.13: even with all score brackets joined)':
        'никакая жеребьёвка не удовлетворяет B.1/B.2 для всех участников (C.13: даже при объединении всех очковых групп)',
    '{a} and {b} have already met':
        '{a} и {b} уже встречались',
    '{player} with white would reach colour difference {difference}':
        'у {player} белыми разница цветов стала бы {difference}',
    '{player} with black would reach colour difference {difference}':
        'у {player} чёрными разница цветов стала бы {difference}',
    '{player} would have white three times in a row':
        '{player} играл бы белыми три раза подряд',
    '{player} would have black three times in a row':
        '{player} играл бы чёрными три раза подряд',
    '{player} already received a point without playing and may not receive the bye':
        '{player} уже получал очко без игры и не может быть свободным',
    # -- the round robin (engine/systems/roundrobin) -------------------------------------------
    'cycle {cycle}, Berger table round {round}':
        'круг {cycle}, тур {round} таблицы Бергера',
    'cycle {cycle}, Berger table round {round}, colours reversed':
        'круг {cycle}, тур {round} таблицы Бергера, цвета переставлены',
    'cycle {cycle}, Berger table round {round} (last two rounds of cycle 1 swapped)':
        'круг {cycle}, тур {round} таблицы Бергера (два последних тура 1-го круга переставлены)',
    'cycle {cycle}, Berger table round {round}, colours reversed (last two rounds of cycle 1 swapped)':
        'круг {cycle}, тур {round} таблицы Бергера, цвета переставлены (два последних тура 1-го круга переставлены)',
    '{where}, board {board}: Berger numbers {white}-{black} ({how}; C.05 Annex 1)':
        '{where}, доска {board}: номера Бергера {white}-{black} ({how}; C.05 Приложение 1)',
    '{where}: meets the bye number {number} of an odd field and rests (C.05 Annex 1)':
        '{where}: встречается с номером свободного {number} при нечётном числе участников и отдыхает (C.05 Приложение 1)',
    'Berger number = pairing number':
        'номер Бергера = стартовый номер',
    'Berger numbers set by hand':
        'номера Бергера заданы вручную',
    'Berger numbers drawn by lot (seed {seed})':
        'номера Бергера по жребию (зерно {seed})',
    'Berger numbers set by hand, made the pairing numbers when round 1 was paired':
        'номера Бергера заданы вручную и стали стартовыми номерами при жеребьёвке 1-го тура',
    'Berger numbers drawn by lot (seed {seed}), made the pairing numbers when round 1 was paired':
        'номера Бергера по жребию (зерно {seed}) стали стартовыми номерами при жеребьёвке 1-го тура',
    ('round {round}: the round robin has {rounds} rounds ({n} cycle of {cycle})', 'round {round}: the round robin has {rounds} rounds ({n} cycles of {cycle})'):
        ('тур {round}: в круговом турнире туров всего {rounds} ({n} круг по {cycle})', 'тур {round}: в круговом турнире туров всего {rounds} ({n} круга по {cycle})', 'тур {round}: в круговом турнире туров всего {rounds} ({n} кругов по {cycle})'),
    '{a} and {b} have already met in cycle {cycle}':
        '{a} и {b} уже встречались в круге {cycle}',
    'each pair meets once per cycle':
        'каждая пара встречается один раз за круг',
    '{player} has already rested in cycle {cycle}':
        '{player} уже отдыхал в круге {cycle}',
    'a round robin needs at least 2 players':
        'круговому турниру нужны хотя бы 2 участника',
    'round {round} is not a round of the {size}-player Berger table':
        'тура {round} нет в таблице Бергера на {size} участников',
    'tournament option {option}: expected on or off, not {value}':
        'параметр турнира {option}: ожидается on или off, а не {value}',
    'tournament option {option}: expected pairing numbers separated by commas, not {value}':
        'параметр турнира {option}: ожидаются стартовые номера через запятую, а не {value}',
    'tournament option {option}: {value} does not name every player exactly once':
        'параметр турнира {option}: {value} называет не каждого участника ровно один раз',
    'tournament option {option}: expected 1 or more, not {value}':
        'параметр турнира {option}: ожидается 1 или больше, а не {value}',
    # -- the systems' registry (engine/systems/registry.py) ------------------------------------
    'unknown pairing system {name}':
        'неизвестная система жеребьёвки {name}',
    'choose one of {names}':
        'выберите одну из: {names}',
    'pairing system {name} ({title}) is not built yet':
        'система жеребьёвки {name} ({title}) ещё не реализована',
    # -- the arbiter's own pairing, as the services explain it (services/pairings.py) --
    'colours swapped by the arbiter (the system: {number} white)':
        'цвета поменял судья (по системе: {number} белыми)',
    'paired by the arbiter, not by the system':
        'пару составил судья, а не система',
    'bye given by the arbiter':
        'свободный тур назначен судьёй',
    # -- issue 34: options read as ranges (engine/forbidden_rounds.py) ---
    'forbidden pairs of some rounds {item}: expected R1-R2:P,P,... (e.g. 1-3:4,9)':
        'запрещённые пары некоторых туров {item}: ожидается R1-R2:P,P,... (например, 1-3:4,9)',
    # -- issue 34: accelerations bounded ---
    'the accelerations cover more than {most} rounds of players (a round of one player counts one)':
        'ускорения охватывают больше {most} туров участников (тур одного участника считается за один)',
}
