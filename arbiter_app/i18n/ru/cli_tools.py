"""Русский: the command line's checking, generating, rating and publishing commands (cli/commands)."""

# flake8: noqa: E501
MESSAGES = {
    # -- counts and lines several commands print -------------------------------
    ('{n} round', '{n} rounds'):
        ('{n} тур', '{n} тура', '{n} туров'),
    ('{n} player', '{n} players'):
        ('{n} участник', '{n} участника', '{n} участников'),
    'note: {note}':
        'примечание: {note}',
    'cannot write {file}: {problem}':
        'нельзя записать {file}: {problem}',
    # -- check (the Pairing and Tie-break Checker) -----------------------------
    "Re-pair every round of a TRF-2026 or TRF16 file from the rounds before it and compare with the file (boards, colours, the bye, with the articles that decide); then compare the file's rank column with the standings by points and the tie-break list of 212/202. Exit 0 consistent, 1 inconsistent, 2 the file cannot be read or checked.":
        'Заново проводит жеребьёвку каждого тура файла TRF-2026 или TRF16 по предыдущим турам и сравнивает с файлом (доски, цвета, bye, со статьями, которые это решают); затем сравнивает столбец мест файла с турнирной таблицей по очкам и списку дополнительных показателей из 212/202. Код выхода 0: согласовано, 1: не согласовано, 2: файл нельзя прочитать или проверить.',
    'compare the rank column with the standings after round K (default: the last round in the file)':
        'сравнить столбец мест с турнирной таблицей после тура K (по умолчанию: последний тур в файле)',
    'print the report as JSON (in English, for programs)':
        'вывести отчёт в JSON (на английском, для программ)',
    'print inconsistent rounds and places only':
        'выводить только несогласованные туры и места',
    'the file names no pairing system Arbiter knows (192 or 092); give one with --system':
        'в файле не указана известная Arbiter система жеребьёвки (192 или 092); укажите её через --system',
    '--round {round}: the file holds rounds 1 to {last}':
        '--round {round}: в файле туры с 1 по {last}',
    'the standings cannot be checked: {problem}':
        'турнирную таблицу нельзя проверить: {problem}',
    'the standings cannot be computed: {problem}':
        'турнирную таблицу нельзя вычислить: {problem}',
    'round {round}: consistent':
        'тур {round}: согласован',
    'round {round}: INCONSISTENT':
        'тур {round}: НЕ СОГЛАСОВАН',
    'the rules cannot pair this round: {problem}':
        'по правилам жеребьёвку этого тура провести нельзя: {problem}',
    'board {board}: colours: file {file}, rules {rules}':
        'доска {board}: цвета: в файле {file}, по правилам {rules}',
    'board {board}: pairing: file {file}, rules {rules}':
        'доска {board}: пара: в файле {file}, по правилам {rules}',
    'bye: pairing-allocated bye: file {file}, rules {rules}':
        'bye: свободен по жеребьёвке: в файле {file}, по правилам {rules}',
    'rules: {explanation}':
        'правила: {explanation}',
    'the same games in another order':
        'те же партии в другом порядке',
    "the file's pairing breaks {rule}: {text} (players {players})":
        'жеребьёвка файла нарушает {rule}: {text} (участники {players})',
    "the file's pairing breaks {rule}: {text}":
        'жеребьёвка файла нарушает {rule}: {text}',
    'points, then {tiebreaks} ({source})':
        'по очкам, затем {tiebreaks} ({source})',
    'points only (the file has no tie-break list)':
        'только по очкам (в файле нет списка дополнительных показателей)',
    'points only ({source} is empty)':
        'только по очкам ({source} пуст)',
    'standings after round {round}, by {order}':
        'турнирная таблица после {round}-го тура, {order}',
    '{standings}: not checked: {reason}':
        '{standings}: не проверена: {reason}',
    '{standings}: consistent':
        '{standings}: согласована',
    '{standings}: INCONSISTENT':
        '{standings}: НЕ СОГЛАСОВАНА',
    'no rank':
        'нет места',
    'file rank {rank}':
        'место {rank} в файле',
    'player {number} {name}: {rank}, the rules give {places}: {reason}':
        'участник {number} {name}: {rank}, по правилам {places}: {reason}',
    '{file}: no paired round to check':
        '{file}: нет туров с жеребьёвкой для проверки',
    '{file}: {players}, {rounds}, {system} ({title})':
        '{file}: {players}, {rounds}, {system} ({title})',
    ('{same}/{n} round consistent', '{same}/{n} rounds consistent'):
        ('согласованных туров: {same} из {n}', 'согласованных туров: {same} из {n}', 'согласованных туров: {same} из {n}'),
    ('{n} place inconsistent', '{n} places inconsistent'):
        ('{n} место не согласовано', '{n} места не согласованы', '{n} мест не согласованы'),
    'standings not checked':
        'турнирная таблица не проверена',
    'standings consistent':
        'турнирная таблица согласована',
    'CONSISTENT':
        'СОГЛАСОВАНО',
    'INCONSISTENT':
        'НЕ СОГЛАСОВАНО',
    '{rounds}; {standings}: {verdict}':
        '{rounds}; {standings}: {verdict}',
    # -- generate (the Random Tournament Generator) ----------------------------
    "Generate random tournaments paired by SYSTEM, results drawn from FIDE's rating table (docs/checker.md). An AMOUNT is a count (5) or a percentage (3%: of the player-rounds for byes, of the games for results), optionally limited to rounds (5%@1-4, 2@3). The same --seed gives the same set.":
        'Создаёт случайные турниры с жеребьёвкой по SYSTEM, результаты разыгрываются по рейтинговой таблице ФИДЕ (docs/checker.md). AMOUNT — число (5) или процент (3%: от участнико-туров для пропусков, от партий для результатов), при желании ограниченный турами (5%@1-4, 2@3). Одно и то же --seed даёт тот же набор.',
    'full-point byes (F) requested for a round':
        'пропуски за 1 очко (F), запрошенные на тур',
    'half-point byes (H) requested for a round':
        'пропуски за ½ очка (H), запрошенные на тур',
    'zero-point byes (Z) requested for a round':
        'пропуски за 0 очков (Z), запрошенные на тур',
    'forfeited games (+/-, either side)':
        'партии с неявкой (+/-, любой из сторон)',
    'games scored 1/2-0, 0-1/2 or 0-0':
        'партии с результатом 1/2-0, 0-1/2 или 0-0',
    'players who enter after round 1 (a percentage: of the players; @rounds: when they enter, default 2 to half the rounds)':
        'участники, включаемые после 1-го тура (процент — от числа участников; @туры — когда включаются, по умолчанию со 2-го до половины туров)',
    'players who withdraw (a percentage: of the players; @rounds: the first round they miss, default 2 to the last)':
        'выбывающие участники (процент — от числа участников; @туры — первый пропущенный тур, по умолчанию со 2-го до последнего)',
    'Baku acceleration (C.04.7; Dutch systems)':
        'бакинское ускорение (C.04.7; голландские системы)',
    'the tie-break list written in 202, which the rank column follows (e.g. BH/C1,BH,SB,DE)':
        'список дополнительных показателей, записываемый в 202, по которому идёт столбец мест (например, BH/C1,BH,SB,DE)',
    "players' ratings are drawn evenly in this range":
        'рейтинги участников выбираются равномерно из этого диапазона',
    'how many tournaments; -o must then hold %%d (numbered from 1)':
        'сколько турниров; тогда -o должен содержать %%d (нумерация с 1)',
    'the seed of the whole set (default: drawn and printed)':
        'зерно всего набора (по умолчанию: выбирается случайно и выводится)',
    '--ratings: {ratings} is not LOW-HIGH (e.g. 1400-2700)':
        '--ratings: {ratings} — не LOW-HIGH (например, 1400-2700)',
    '--tiebreaks: {problem}':
        '--tiebreaks: {problem}',
    '--count must be at least 1':
        '--count должен быть не меньше 1',
    '-o {output}: with --count {count} the name needs one %d (numbered from 1), and no other %':
        '-o {output}: при --count {count} в имени нужен один %d (нумерация с 1) и никаких других %',
    'tournament {number} could not be paired in 20 attempts: {problem}; try fewer rounds or more players':
        'жеребьёвка турнира {number} не удалась за 20 попыток: {problem}; попробуйте меньше туров или больше участников',
    ('{n} tournament', '{n} tournaments'):
        ('{n} турнир', '{n} турнира', '{n} турниров'),
    'wrote {where}: {tournaments}, {players}, {rounds}, {system}, seed {seed}':
        'записано {where}: {tournaments}, {players}, {rounds}, {system}, зерно {seed}',
    # -- pair ------------------------------------------------------------------
    "Pair the next round. Output: the number of lines that follow, then 'white black' per board in board order, the pairing-allocated bye as 'N 0' last.":
        "Проводит жеребьёвку следующего тура. Вывод: число следующих строк, затем 'белые чёрные' для каждой доски по порядку досок, bye по жеребьёвке — 'N 0' последним.",
    'write the pairing here (default: stdout)':
        'записать жеребьёвку сюда (по умолчанию: stdout)',
    "after the pairing, print each board's explanation to stderr":
        'после жеребьёвки вывести объяснение для каждой доски в stderr',
    '{file}: all {rounds} rounds are already paired (raise XXR to pair more)':
        '{file}: жеребьёвка всех туров ({rounds}) уже проведена (увеличьте XXR, чтобы провести больше)',
    '{file}: round {round} has games without a result ({games}); enter them before pairing round {next}':
        '{file}: в {round}-м туре есть партии без результата ({games}); введите их до жеребьёвки {next}-го тура',
    '{file}: round {round} cannot be paired: {problem}':
        '{file}: жеребьёвку {round}-го тура провести нельзя: {problem}',
    'board {board}: {white}-{black}: {explanation}':
        'доска {board}: {white}-{black}: {explanation}',
    'bye: {player}: {explanation}':
        'bye: {player}: {explanation}',
}
