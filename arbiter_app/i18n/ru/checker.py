"""Русский: the pairing checker's findings, the standings' notes and checks, the tie-break list's refusals, the random tournaments' and the engine's other refusals, the colour preferences (engine/checker.py, standings_check.py, tiebreaks/, generator.py, random_tournament.py, model.py, history.py ...): the engine writes them in English, i18n.composed.shown translates them piece by piece."""

# flake8: noqa: E501
MESSAGES = {
    # -- the pairing checker's findings (engine/checker.py) --------------------------------
    'completeness':
        'полнота',
    'check':
        'проверка',
    'no pairing satisfies the absolute criteria':
        'ни одна жеребьёвка не удовлетворяет абсолютным критериям',
    '{player}: the pairing-allocated bye':
        '{player}: свободен по жеребьёвке',
    '{player}: not paired':
        '{player}: без пары',
    '{player}: the pairing-allocated bye, {others}':
        '{player}: свободен по жеребьёвке, {others}',
    '{player}: not paired, {others}':
        '{player}: без пары, {others}',
    'an even number of players to pair (C.04.1.c)':
        'чётное число участников в жеребьёвке (C.04.1.c)',
    'the {system} criteria could not be checked: {problem}':
        'критерии {system} не удалось проверить: {problem}',
    'board {board}':
        'доска {board}',
    'board {board}, {places}':
        'доска {board}, {places}',
    'the bye':
        'свободный от игры тур',
    'board {board}: player {player} is paired against himself':
        'доска {board}: участник {player} в паре сам с собой',
    '{where}: {player} is not a player of this tournament':
        '{where}: {player} не участник этого турнира',
    '{where}: player {player} enters only in round {round} but is paired':
        '{where}: участник {player} вступает только в {round}-м туре, но получил пару',
    '{where}: player {player} has withdrawn (from round {round}) but is paired':
        '{where}: участник {player} выбыл (с {round}-го тура), но получил пару',
    '{where}: player {player} has a requested bye or absence ({kind}) in round {round} but is paired':
        '{where}: у участника {player} запрошенный пропуск или отсутствие ({kind}) в {round}-м туре, но он получил пару',
    '{where}: player {player} is not to be paired but is paired':
        '{where}: участник {player} не участвует в жеребьёвке, но получил пару',
    ('player {player} is paired {n} time ({places})', 'player {player} is paired {n} times ({places})'):
        ('участник {player} получил пару {n} раз ({places})', 'участник {player} получил пару {n} раза ({places})', 'участник {player} получил пару {n} раз ({places})'),
    'not paired: {players}':
        'без пары: {players}',
    'a pairing-allocated bye is given although an even number of players is to be paired (C.04.1.c)':
        'назначен свободный от игры тур, хотя в жеребьёвке чётное число участников (C.04.1.c)',
    # -- the standings check of a file (engine/standings_check.py) -------------------------
    '202: {problem}':
        '202: {problem}',
    '212: {problem}':
        '212: {problem}',
    'the file has no rank column (cols 86-89 blank)':
        'в файле нет столбца мест (столбцы 86-89 пусты)',
    'the file gives no rank':
        'в файле нет места',
    'the file ranks him {rank}':
        'в файле у него место {rank}',
    '{player} (file rank {rank})':
        '{player} (место {rank} в файле)',
    '{player} (file rank {rank}), {others}':
        '{player} (место {rank} в файле), {others}',
    ('tied with {n} other on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix', 'tied with {n} others on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix'):
        ('равенство с {n} другим участником по очкам и всем дополнительным показателям ({players}): они делят {place}-е место или занимают места {first}-{last} по одному, но не вперемешку', 'равенство с {n} другими участниками по очкам и всем дополнительным показателям ({players}): они делят {place}-е место или занимают места {first}-{last} по одному, но не вперемешку', 'равенство с {n} другими участниками по очкам и всем дополнительным показателям ({players}): они делят {place}-е место или занимают места {first}-{last} по одному, но не вперемешку'),
    'the rules rank {ahead} ahead of {behind} (file ranks {ahead_rank} and {behind_rank}): {decisive}':
        'по правилам {ahead} стоит выше {behind} (места {ahead_rank} и {behind_rank} в файле): {decisive}',
    'points {ahead} against {behind}':
        'очки {ahead} против {behind}',
    'points {points}':
        'очки {points}',
    'points {points}, {tiebreaks}':
        'очки {points}, {tiebreaks}',
    '{tiebreak}: place {ahead} against {behind} among the players tied so far (equal: {tied})':
        '{tiebreak}: место {ahead} против {behind} среди участников, равных до этого (равны: {tied})',
    '{tiebreak} {ahead} against {behind} (equal: {tied})':
        '{tiebreak} {ahead} против {behind} (равны: {tied})',
    'equal on {tied}':
        'равны: {tied}',
    '212 ranks first by {code}, not by the points (PTS)':
        '212 сначала упорядочивает по {code}, а не по очкам (PTS)',
    "Arbiter's standings start with the points":
        'турнирная таблица Arbiter начинается с очков',
    '202 ({list_202}) and 212 ({list_212}) differ':
        '202 ({list_202}) и 212 ({list_212}) различаются',
    'the standings follow 212, the complete rank order':
        'таблица следует 212, полному порядку мест',
    # -- the standings' notes (engine/tiebreaks) -------------------------------------------
    '{tiebreaks} left out: not a tie-break of round robins (C.07 8)':
        'не применяются в круговых турнирах (C.07 8): {tiebreaks}',
    'provisional: round {rounds} has adjourned games, counted as draws until their results are entered':
        'предварительно: в туре {rounds} есть отложенные партии, они считаются ничьими до ввода результатов',
    'provisional: rounds {rounds} have adjourned games, counted as draws until their results are entered':
        'предварительно: в турах {rounds} есть отложенные партии, они считаются ничьими до ввода результатов',
    '{tiebreak} dropped: unrated players take part ({players}) and no rating is set for them (C.07 10)':
        '{tiebreak} не применяется: участвуют игроки без рейтинга ({players}), и рейтинг для них не задан (C.07 10)',
    'expelled, not ranked: {players}':
        'исключены, без места: {players}',
    "places {first}-{last} by the arbiter's order of tied players ({players})":
        'места {first}-{last} по порядку, заданному судьёй ({players})',
    'places {first}-{last} by drawing of lots (seed {seed}): {players}':
        'места {first}-{last} по жребию (начальное значение {seed}): {players}',
    "places {first}-{last} stay shared: the arbiter's order of tied players does not list all of {players}":
        'места {first}-{last} остаются разделёнными: порядок, заданный судьёй, называет не всех из {players}',
    ('{player} withdrew after {played} of {n} game (fewer than half): his games are removed and he is left out of the standings (C.05)', '{player} withdrew after {played} of {n} games (fewer than half): his games are removed and he is left out of the standings (C.05)'):
        ('{player} выбыл после {played} из {n} партии (меньше половины): его партии аннулированы, и он исключён из турнирной таблицы (C.05)', '{player} выбыл после {played} из {n} партий (меньше половины): его партии аннулированы, и он исключён из турнирной таблицы (C.05)', '{player} выбыл после {played} из {n} партий (меньше половины): его партии аннулированы, и он исключён из турнирной таблицы (C.05)'),
    ('{player} withdrew after {played} of {n} game (half or more): his remaining games count as forfeits ({given} so far, C.05)', '{player} withdrew after {played} of {n} games (half or more): his remaining games count as forfeits ({given} so far, C.05)'):
        ('{player} выбыл после {played} из {n} партии (половина или больше): его оставшиеся партии засчитываются как неявки ({given} на сейчас, C.05)', '{player} выбыл после {played} из {n} партий (половина или больше): его оставшиеся партии засчитываются как неявки ({given} на сейчас, C.05)', '{player} выбыл после {played} из {n} партий (половина или больше): его оставшиеся партии засчитываются как неявки ({given} на сейчас, C.05)'),
    'round {rounds} has games without a result':
        'в туре {rounds} есть партии без результата',
    'rounds {rounds} have games without a result':
        'в турах {rounds} есть партии без результата',
    'they count as played with no points yet':
        'они считаются сыгранными, пока без очков',
    # -- the tie-break settings' refusals (engine/tiebreaks) -------------------------------
    'tournament option {option}: {value} is not a pairing number':
        'параметр турнира {option}: {value} — не стартовый номер',
    'the rating of unrated players cannot be negative':
        'рейтинг участников без рейтинга не может быть отрицательным',
    'the number of rounds cannot be negative':
        'число туров не может быть отрицательным',
    'the Koya limit is a share between 0 and 1':
        'порог Койя — доля от 0 до 1',
    'tournament option {option}: expected one of {editions} or empty (by the start date), not {value}':
        'параметр турнира {option}: ожидается одно из {editions} или пусто (по дате начала), а не {value}',
    "tournament option {option}: expected a rating or 'performance', not {value}":
        "параметр турнира {option}: ожидается рейтинг или 'performance', а не {value}",
    'tournament option {option}: expected a share such as 0.5, not {value}':
        'параметр турнира {option}: ожидается доля, например 0,5, а не {value}',
    'tournament tie-break options: {problem}':
        'параметры дополнительных показателей турнира: {problem}',
    'round {round}: game {white}-{black}: {player} is not a player of the tournament':
        'тур {round}: партия {white}-{black}: {player} не участник турнира',
    'unknown C.07 edition {name}':
        'неизвестная редакция C.07 {name}',
    'unknown rating for the tie-breaks {value}':
        'неизвестный рейтинг для дополнительных показателей {value}',
    'expected {first}, {each} or a round number':
        'ожидается {first}, {each} или номер тура',
    'unknown unplayed-round method {value}':
        'неизвестный способ учёта несыгранных туров {value}',
    'expected {one} or {other}':
        'ожидается {one} или {other}',
    'round {round} is not paired yet':
        'жеребьёвки {round}-го тура ещё нет',
    ('the tournament has {n} round', 'the tournament has {n} rounds'):
        ('в турнире {n} тур', 'в турнире {n} тура', 'в турнире {n} туров'),
    # -- the tie-break specification's errors (engine/tiebreaks/spec.py) -------------------
    '{tiebreak} takes {takes}, not {modifier} (in {name})':
        '{tiebreak}: модификаторы — {takes}; {modifier} не подходит (в {name})',
    'no modifier':
        'нет',
    '/C<n> or /M<n>':
        '/C<n> или /M<n>',
    '/C<n> or /M<n> or /P':
        '/C<n> или /M<n> или /P',
    '/L+n or /L-n':
        '/L+n или /L-n',
    '{modifier} repeats a modifier in {name}':
        '{modifier} повторяет модификатор в {name}',
    '{modifier}: cut at least one value (in {name})':
        '{modifier}: нужно отбросить хотя бы одно значение (в {name})',
    'known tie-breaks: {names} (REP = GE, AROC-1 = ARO/C1)':
        'известные дополнительные показатели: {names} (REP = GE, AROC-1 = ARO/C1)',
    'modifiers /C1 /C2 (cut lowest) and /M1 /M2 (median) for BH, FB, SB, ARO, /C<n> for PS, /P (forfeits as played) for DE, BH, FB, SB, /L+n for KS, /F for AOB, /R (reverse) for TPN and RTNG':
        'модификаторы /C1 /C2 (отбросить худшие) и /M1 /M2 (медианный) для BH, FB, SB, ARO, /C<n> для PS, /P (неявки как сыгранные) для DE, BH, FB, SB, /L+n для KS, /F для AOB, /R (обратный порядок) для TPN и RTNG',
    'presets: {presets}':
        'готовые наборы: {presets}',
    'empty tie-break name':
        'пустое название дополнительного показателя',
    'unknown tie-break {name}':
        'неизвестный дополнительный показатель {name}',
    'unknown modifier {modifier} in {name}':
        'неизвестный модификатор {modifier} в {name}',
    # -- the random tournaments' refusals and notes (engine/generator.py, random_tournament.py) ---
    '{name} rate must be between 0 and 1, got {value}':
        'доля {name} должна быть от 0 до 1, а не {value}',
    'a tournament needs at least 2 players':
        'в турнире нужно не меньше 2 участников',
    'a tournament needs at least 1 round':
        'в турнире нужен хотя бы 1 тур',
    '--players: a tournament needs at least 2 players':
        '--players: в турнире нужно не меньше 2 участников',
    '--rounds: between 1 and 99':
        '--rounds: от 1 до 99',
    ('--{option} {amount}: the tournament has {n} round', '--{option} {amount}: the tournament has {n} rounds'):
        ('--{option} {amount}: в турнире {n} тур', '--{option} {amount}: в турнире {n} тура', '--{option} {amount}: в турнире {n} туров'),
    '--late-entries: a late entry needs at least 2 rounds':
        '--late-entries: для позднего вступления нужно не меньше 2 туров',
    '--late-entries: a round robin has no late entries':
        '--late-entries: в круговом турнире нет позднего вступления',
    '--acceleration: one of {methods}, not {value}':
        '--acceleration: одно из {methods}, а не {value}',
    '--acceleration baku: the Baku acceleration is for the Dutch system, not {system}':
        '--acceleration baku: бакинское ускорение применяется к голландской системе, а не к {system}',
    'ratings {low}-{high}: expected 1 <= low <= high <= 3500':
        'рейтинги {low}-{high}: нужно 1 <= мин <= макс <= 3500',
    '{what}: {text} is not a count (5), a percentage (3%) or either limited to rounds (5%@1-4, 2@3)':
        '{what}: {text} — не количество (5), не процент (3%) и не одно из них с ограничением по турам (5%@1-4, 2@3)',
    '{what}: a count is a whole number, not {number}':
        '{what}: количество — целое число, а не {number}',
    '{what}: {number}% is more than 100%':
        '{what}: {number}% больше 100%',
    '{what}: rounds {first}-{last} are not a range of rounds':
        '{what}: туры {first}-{last} — не диапазон туров',
    '--{option} {amount}: {fewer} fewer given (not enough games in those rounds)':
        '--{option} {amount}: выдано на {fewer} меньше (в этих турах мало партий)',
    '--{option} {amount}: {fewer} fewer given (players or rounds too few)':
        '--{option} {amount}: выдано на {fewer} меньше (мало участников или туров)',
    '--{option} {amount}: {fewer} fewer given (at least two players are paired in every round)':
        '--{option} {amount}: выдано на {fewer} меньше (в каждом туре в жеребьёвке не меньше двух участников)',
    'round {round} has no game (too many absent players)':
        'в {round}-м туре нет ни одной партии (слишком много отсутствующих)',
    'a TRF file cannot hold a round without a game':
        'файл TRF не может содержать тур без партий',
    # -- the engine's other refusals (acceleration, results, starting ranks) ---------------
    'acceleration {item}: expected POINTS:R1-R2:P1-P2, e.g. 1:1-3:1-20':
        'ускорение {item}: ожидается POINTS:R1-R2:P1-P2, например 1:1-3:1-20',
    'unknown result {text}':
        'неизвестный результат {text}',
    'expected one of {values}':
        'допустимо: {values}',
    'unknown starting-rank method {method}':
        'неизвестный способ составления стартового списка {method}',
    'unknown tie order {order}':
        'неизвестный порядок при равенстве {order}',
    # -- a player's colour preference (engine/history.py; the pairing card) ----------------
    'mild white':
        'белые (слабое)',
    'mild black':
        'чёрные (слабое)',
    'strong white':
        'белые (сильное)',
    'strong black':
        'чёрные (сильное)',
    'absolute white':
        'белые (абсолютное)',
    'absolute black':
        'чёрные (абсолютное)',
    # -- fplayoff: play-off results for tied places (Q207) ---
    'play-off':
        'тай-брейк',
    'the play-off has no name':
        'у тай-брейка нет названия',
    'the name of the play-off is longer than {most} characters':
        'название тай-брейка длиннее {most} символов',
    "the name of the play-off cannot contain '|', ';' or a control character":
        "название тай-брейка не может содержать '|', ';' или управляющий символ",
    'tournament option {option}: {problem}':
        'параметр турнира {option}: {problem}',
    'write scope|name|number=score,...':
        'пишите область|название|номер=очки,...',
    '{value} is not tiebreaks or points':
        '{value} — не tiebreaks и не points',
    '{value} is not number=score':
        '{value} — не номер=очки',
    'a play-off needs the scores of two players at least':
        'для тай-брейка нужны очки хотя бы двух участников',
    'places {first}-{last} decided by {label}: {players}':
        'места {first}-{last} определены ({label}): {players}',
    'places {first}-{last} stay tied: {label} has no score for every one of {players}':
        'места {first}-{last} остаются разделёнными: в {label} нет очков для каждого из {players}',
    # -- main: Q103, a player the rules leave out of the standings ---
    'the rules leave him out of the standings (see the notes)':
        'по правилам он не включается в таблицу (см. примечания)',
}
