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
}
