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
    # -- backups and restore ---------------------------------------------------
    '{rounds}, {results}, {players}':
        '{rounds}, {results}, {players}',
    ('{results} of {n} result', '{results} of {n} results'):
        ('{results} из {n} результата', '{results} из {n} результатов', '{results} из {n} результатов'),
    'no games':
        'партий нет',
    'before round {round}':
        'перед {round}-м туром',
    'backups of {file}, newest first (local time):':
        'резервные копии {file}, сначала новые (местное время):',
    'cannot be restored: {problem}':
        'восстановить нельзя: {problem}',
    'none of them can be restored':
        'ни одну из них восстановить нельзя',
    '{file}: the backups cannot be read: {problem}':
        '{file}: резервные копии не читаются: {problem}',
    'restore writes a tournament file: give its name with -o':
        'restore записывает файл турнира: укажите его имя через -o',
    '{output} already exists; nothing was changed (choose another name, or add --force to replace it)':
        '{output} уже существует; ничего не изменено (выберите другое имя или добавьте --force, чтобы заменить его)',
    'restored {backup} as {written}':
        '{backup} восстановлена как {written}',
    "Copy a backup (a path listed by 'arbiter-cli backups') to a tournament file. An existing file is not replaced unless --force is given; a file open in Arbiter or another program never is.":
        "Копирует резервную копию (путь из списка 'arbiter-cli backups') в файл турнира. Существующий файл заменяется только с --force; файл, открытый в Arbiter или другой программе, — никогда.",
    'the tournament file to make':
        'создаваемый файл турнира',
    'replace OUTPUT if it exists (its content is lost)':
        'заменить OUTPUT, если он существует (его содержимое теряется)',
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
    # -- leave-fide-mode and forbid --------------------------------------------
    'Leave FIDE mode: irreversible, written to the audit log and to every export (### line) and printout.':
        'Выход из режима ФИДЕ: необратим, записывается в журнал, в каждый экспорт (строка ###) и на каждую распечатку.',
    'confirm it (without it: the warning, exit 3, nothing changed)':
        'подтвердить (без этого: предупреждение, код выхода 3, ничего не изменено)',
    '{file}: left FIDE mode at round {round} (for good)':
        '{file}: режим ФИДЕ покинут в {round}-м туре (окончательно)',
    "a player's number":
        'номер участника',
    "the other player's number":
        'номер другого участника',
    'allow the pair again':
        'снова разрешить пару',
    '(after round 1 it is refused in FIDE mode whatever is confirmed: leave-fide-mode first)':
        '(после 1-го тура в режиме ФИДЕ отклоняется, что бы ни подтверждалось: сначала leave-fide-mode)',
    '{a} and {b}: may meet again':
        '{a} и {b}: снова могут встретиться',
    '{a} and {b}: shall not meet':
        '{a} и {b}: не встретятся',
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
    # -- import-players --------------------------------------------------------
    'Add the players of a CSV file with a header line (comma, semicolon or tab separated) to a tournament file. Fields: {fields}.':
        'Добавляет участников из CSV-файла со строкой заголовка (разделители — запятая, точка с запятой или табуляция) в файл турнира. Поля: {fields}.',
    "map columns (a header or a number from 1) to fields, or to 'ignore', e.g. --map 'FIDE-ID=fide_id,Club=ignore'":
        "сопоставить столбцы (заголовок или номер с 1) полям или 'ignore', например --map 'FIDE-ID=fide_id,Club=ignore'",
    'leave out players already in the tournament (same FIDE id, or same name and birth date) and repeated lines of the file':
        'пропустить участников, уже имеющихся в турнире (тот же FIDE ID или то же имя и дата рождения), и повторяющиеся строки файла',
    'add every player, duplicates included':
        'добавить всех участников, включая повторы',
    'columns: {columns}':
        'столбцы: {columns}',
    '{source}: no players below the header line; nothing was imported':
        '{source}: под строкой заголовка нет участников; ничего не импортировано',
    ('{n} of the {total} players of {source} is already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)', '{n} of the {total} players of {source} are already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)'):
        ('{n} из {total} участников {source} уже есть в турнире или дважды в файле; ничего не импортировано (добавьте --skip-duplicates, чтобы пропустить их, или --confirm, чтобы всё равно добавить)', '{n} из {total} участников {source} уже есть в турнире или дважды в файле; ничего не импортировано (добавьте --skip-duplicates, чтобы пропустить их, или --confirm, чтобы всё равно добавить)', '{n} из {total} участников {source} уже есть в турнире или дважды в файле; ничего не импортировано (добавьте --skip-duplicates, чтобы пропустить их, или --confirm, чтобы всё равно добавить)'),
    ('nothing imported: the player is already in the tournament', 'nothing imported: all {n} players are already in the tournament'):
        ('ничего не импортировано: {n} участник уже в турнире', 'ничего не импортировано: все {n} участника уже в турнире', 'ничего не импортировано: все {n} участников уже в турнире'),
    'imported 1 player (number {number})':
        'импортирован 1 участник (номер {number})',
    ('imported {n} player (numbers {first}-{last})', 'imported {n} players (numbers {first}-{last})'):
        ('импортирован {n} участник (номера {first}-{last})', 'импортировано {n} участника (номера {first}-{last})', 'импортировано {n} участников (номера {first}-{last})'),
    ('{n} already in the tournament skipped', '{n} already in the tournament skipped'):
        ('пропущен {n} участник, уже имеющийся в турнире', 'пропущено {n} участника, уже имеющихся в турнире', 'пропущено {n} участников, уже имеющихся в турнире'),
    '{imported}; {skipped}':
        '{imported}; {skipped}',
    # -- pair ------------------------------------------------------------------
    "Pair the next round. Output: the number of lines that follow, then 'white black' per board in board order, the pairing-allocated bye as 'N 0' last.":
        "Проводит жеребьёвку следующего тура. Вывод: число следующих строк, затем 'белые чёрные' для каждой доски по порядку досок, bye по жеребьёвке — 'N 0' последним.",
    'write the pairing here (default: stdout)':
        'записать жеребьёвку сюда (по умолчанию: stdout)',
    "after the pairing, print each board's explanation to stderr":
        'после жеребьёвки вывести объяснение для каждой доски в stderr',
    '{file}: round {round} has games without a result ({games}); enter them before pairing round {next}':
        '{file}: в {round}-м туре есть партии без результата ({games}); введите их до жеребьёвки {next}-го тура',
    '{file}: round {round} cannot be paired: {problem}':
        '{file}: жеребьёвку {round}-го тура провести нельзя: {problem}',
    'board {board}: {white}-{black}: {explanation}':
        'доска {board}: {white}-{black}: {explanation}',
    'bye: {player}: {explanation}':
        'bye: {player}: {explanation}',
    # -- pdf and publish -------------------------------------------------------
    'Write a document of the tournament as an A4 PDF, as the GUI prints it ({kinds}).':
        'Записывает документ турнира в PDF формата A4, как его печатает графический интерфейс ({kinds}).',
    'one of {kinds}':
        'одно из {kinds}',
    'the round of a pairing list (default: the last paired round)':
        'тур списка жеребьёвки (по умолчанию: последний тур с жеребьёвкой)',
    "the language of the document: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'язык документа: {languages} (по умолчанию: язык документов турнира, иначе язык системы; docs/languages.md)',
    '--round is for the pairing lists ({kinds}); the standings and the crosstable cover the rounds with every result in':
        '--round — для списков жеребьёвки ({kinds}); турнирная таблица и кросс-таблица охватывают туры со всеми результатами',
    'writing a PDF needs Qt (PySide6), which cannot be loaded: {problem}':
        'для записи PDF нужен Qt (PySide6), который не загружается: {problem}',
    "Write the tournament for the players into FOLDER: web pages (html: an index, every round's pairings and results, the standings after each round with their tie-breaks, the crosstable, the starting-rank list and each player's card), or the standings and pairings as json or csv (fields: docs/publishing.md). Files whose content is unchanged are not written again.":
        'Записывает турнир для участников в FOLDER: веб-страницы (html: оглавление, жеребьёвка и результаты каждого тура, турнирная таблица после каждого тура с дополнительными показателями, кросс-таблица, стартовый список и карточка каждого участника) или турнирную таблицу и жеребьёвку в json или csv (поля: docs/publishing.md). Файлы с неизменённым содержимым не перезаписываются.',
    "the folder (made when missing); default: the tournament's publishing folder":
        'папка (создаётся, если её нет); по умолчанию: папка публикации турнира',
    'comma-separated: {formats} (default: html)':
        'через запятую: {formats} (по умолчанию: html)',
    "publish the players' birth dates in the starting-rank list (not published unless asked, as FIDE's lists)":
        'публиковать даты рождения участников в стартовом списке (без запроса не публикуются, как в списках ФИДЕ)',
    "the language of the web pages: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'язык веб-страниц: {languages} (по умолчанию: язык документов турнира, иначе язык системы; docs/languages.md)',
    'keep FOLDER (and --birth-dates) with the tournament for the next publish':
        'сохранить FOLDER (и --birth-dates) в турнире для следующей публикации',
    '--format: {given} is not one of {formats}':
        '--format: {given} — не из {formats}',
    '--remember needs the folder to keep (-o FOLDER)':
        '--remember требует папку для сохранения (-o FOLDER)',
    '{file}: no publishing folder is set; give one with -o FOLDER (--remember keeps it)':
        '{file}: папка публикации не задана; укажите её через -o FOLDER (--remember сохранит её)',
    # -- check-ratings and rating-lists ----------------------------------------
    'Compare every registered player with a FIDE number against FIDE rating list files (TXT or XML, standard, rapid, blitz or combined, plain or zipped): rating, K, title, federation, name, birth date. The first --list is the main list; players it lacks are shown with what the others give.':
        'Сравнивает каждого зарегистрированного участника с номером ФИДЕ с файлами рейтинг-листов ФИДЕ (TXT или XML, классика, рапид, блиц или общий, обычный или в zip): рейтинг, K, звание, федерация, имя, дата рождения. Первый --list — основной лист; участники, которых в нём нет, показываются с данными остальных.',
    "a rating list file; repeat for a sequence, the main list first (default: the sequence kept for the tournament's rating type)":
        'файл рейтинг-листа; повторите для последовательности, основной лист первым (по умолчанию: последовательность, сохранённая для типа рейтинга турнира)',
    "columns of a CSV list (the arbiter's own, Q117), as import-players --map; a 'rating' column is needed":
        "столбцы CSV-листа (собственного листа арбитра, Q117), как в import-players --map; нужен столбец 'rating'",
    'the kind of a one-kind list whose name does not say it':
        'вид листа одного вида, если его имя этого не говорит',
    'the month of a list whose name and header do not say it':
        'месяц листа, если ни имя, ни заголовок его не говорят',
    'take every difference of the main list (one step, audited)':
        'принять все отличия основного листа (один шаг, с записью в журнал)',
    'Show or change the sequence of rating lists per tournament type (standard, rapid, blitz), kept with your preferences: the first is the main list of check-ratings. An added list takes the place of the default order (FIDE list of the type, FIDE standard, your CSV lists).':
        'Показывает или меняет последовательность рейтинг-листов по типам турнира (standard, rapid, blitz), хранимую в ваших настройках: первый — основной лист check-ratings. Добавленный лист встаёт на своё место в порядке по умолчанию (лист ФИДЕ этого типа, FIDE standard, ваши CSV-листы).',
    'the tournament type (default: every type is shown)':
        'тип турнира (по умолчанию: показываются все типы)',
    'add a list (FIDE TXT/XML/zip, or a CSV of your own)':
        'добавить лист (ФИДЕ TXT/XML/zip или собственный CSV)',
    'remove list N':
        'удалить лист N',
    'move list N to place M':
        'переместить лист N на место M',
    '--add, --remove and --move need --type standard|rapid|blitz':
        '--add, --remove и --move требуют --type standard|rapid|blitz',
    '--move {move}: write N:M, e.g. 3:1':
        '--move {move}: пишите N:M, например 3:1',
    '{first}, then {second}':
        '{first}, затем {second}',
    '{kind}: (none: {order}, then your own lists, is the default order)':
        '{kind}: (нет: порядок по умолчанию — {order}, затем ваши собственные листы)',
    '--month {month} is not a month; write YYYY/MM':
        '--month {month} — не месяц; пишите ГГГГ/ММ',
    'no rating lists are kept for {kind} events: give --list FILE, or keep a sequence (arbiter-cli rating-lists --type {kind} --add FILE)':
        'для турниров {kind} рейтинг-листы не сохранены: укажите --list FILE или сохраните последовательность (arbiter-cli rating-lists --type {kind} --add FILE)',
    'the {kind} lists kept: {lists}':
        'сохранённые листы {kind}: {lists}',
    ('{list}: {kinds} list of {month}; {found} of {n} player found', '{list}: {kinds} list of {month}; {found} of {n} players found'):
        ('{list}: лист {kinds} за {month}; найдено участников: {found} из {n}', '{list}: лист {kinds} за {month}; найдено участников: {found} из {n}', '{list}: лист {kinds} за {month}; найдено участников: {found} из {n}'),
    ('{list}: {kinds} list of an unknown month; {found} of {n} player found', '{list}: {kinds} list of an unknown month; {found} of {n} players found'):
        ('{list}: лист {kinds} за неизвестный месяц; найдено участников: {found} из {n}', '{list}: лист {kinds} за неизвестный месяц; найдено участников: {found} из {n}', '{list}: лист {kinds} за неизвестный месяц; найдено участников: {found} из {n}'),
    'updated {difference}':
        'обновлено: {difference}',
    'player {number} {name}: not in {list}; {other} gives {ratings}':
        'участник {number} {name}: нет в {list}; {other} даёт {ratings}',
    'player {number} {name}: FIDE number {fide_id} is in none of the lists':
        'участник {number} {name}: номера ФИДЕ {fide_id} нет ни в одном из листов',
    # -- ratings and round-ratings ---------------------------------------------
    "Print each player's rated games so far, the expected score by FIDE's table (B.02 8.1.2, the 400-point rule of 8.3.1), the score, K, the rating change K x (score - expected) and the performance rating (Ra + dp). Forfeits, byes, unrated games and games against unrated players are left out.":
        'Выводит для каждого участника обсчитываемые партии на данный момент, ожидаемый результат по таблице ФИДЕ (B.02 8.1.2, правило 400 пунктов из 8.3.1), набранные очки, K, изменение рейтинга K x (очки - ожидание) и турнирный перфоманс (Ra + dp). Неявки, пропуски, партии без обсчёта и партии с участниками без рейтинга не учитываются.',
    'comma-separated output with a header (in English, for programs)':
        'вывод через запятую с заголовком (на английском, для программ)',
    '{file}: not a tournament file (.arbiter); import a TRF file first (arbiter-cli import)':
        '{file}: не файл турнира (.arbiter); сначала импортируйте файл TRF (arbiter-cli import)',
    "Enter the players' ratings from round N on in an event longer than 30 days (settings --long-event on): every player a rating list has, or one player. Without --list or --player, show the ratings by round.":
        'Вводит рейтинги участников с тура N в турнире дольше 30 дней (settings --long-event on): всех участников, которые есть в рейтинг-листе, или одного участника. Без --list и --player показывает рейтинги по турам.',
    'the first round the ratings apply to (2 or more)':
        'первый тур, к которому относятся рейтинги (2 или больше)',
    'the FIDE rating list valid when round N is played':
        'рейтинг-лист ФИДЕ, действующий, когда играется тур N',
    "one player's number":
        'номер одного участника',
    "that player's rating from round N ('none': removed)":
        "рейтинг этого участника с тура N ('none' — удалить)",
    'give --list or --player, not both':
        'укажите --list или --player, но не оба',
    '--from-round N is needed to enter ratings':
        'для ввода рейтингов нужен --from-round N',
    '--player needs --rating R (or --rating none)':
        '--player требует --rating R (или --rating none)',
    '--rating goes with --player P':
        '--rating указывается вместе с --player P',
    'from round {round}: {list}':
        'с {round}-го тура: {list}',
    'player {number} {name}: {before} -> {after}':
        'участник {number} {name}: {before} -> {after}',
    'player {number} {name}: FIDE number {fide_id} is not in the list (rating kept)':
        'участник {number} {name}: номера ФИДЕ {fide_id} нет в листе (рейтинг сохранён)',
    'no rating changes':
        'изменений рейтинга нет',
    'no ratings by round':
        'рейтингов по турам нет',
    'from round {round}: {rating}':
        'с {round}-го тура: {rating}',
    'player {number} {name}: {rating}; {ratings}':
        'участник {number} {name}: {rating}; {ratings}',
    # -- self-test and standings -----------------------------------------------
    'Create a temporary tournament for every built pairing system, pair two rounds, record results, reopen and export it; one line per check.':
        'Создаёт временный турнир для каждой встроенной системы жеребьёвки, проводит жеребьёвку двух туров, вносит результаты, заново открывает и экспортирует его; одна строка на проверку.',
    'Print the standings of a TRF16 file or an .arbiter tournament: rank, pairing number, name, points and each tie-break, one player a line. Tied players share the place when points and every tie-break are equal.':
        'Выводит турнирную таблицу файла TRF16 или турнира .arbiter: место, стартовый номер, имя, очки и каждый дополнительный показатель, по участнику в строке. Участники делят место, когда очки и все дополнительные показатели равны.',
    "comma-separated tie-breaks in order, e.g. BH/C1,BH,SB,DE (or the preset rating1998); default: the tournament's own list (.arbiter), none for a TRF file":
        'дополнительные показатели через запятую по порядку, например BH/C1,BH,SB,DE (или набор rating1998); по умолчанию: собственный список турнира (.arbiter), никаких для файла TRF',
    "add each player's rating change so far (FIDE B.02) as a last column (a tournament file whose settings ask for it shows it always)":
        'добавить изменение рейтинга каждого участника на данный момент (ФИДЕ B.02) последним столбцом (файл турнира, в настройках которого это задано, показывает его всегда)',
    "unplayed rounds: C.07 2023 dummy opponents or the 2009 virtual opponents (default: the tournament's setting, else 2023)":
        'несыгранные туры: фиктивные соперники C.07 2023 или виртуальные соперники 2009 (по умолчанию: настройка турнира, иначе 2023)',
    "rating of unrated players in ARO/TPR/PTP/APRO/APPO: a number, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor; Q209) or 'none' (as C.07 10 says, those tie-breaks are then dropped when unrated players take part); default: the tournament's setting, else none":
        "рейтинг участников без рейтинга в ARO/TPR/PTP/APRO/APPO: число, 'floor' (нижняя граница рейтинга ФИДЕ, {floor}), 'performance' (турнирный перфоманс каждого участника без рейтинга против его соперников с рейтингом, не ниже нижней границы; Q209) или 'none' (как сказано в C.07 10, эти показатели тогда отбрасываются, если играют участники без рейтинга); по умолчанию: настройка турнира, иначе none",
    "the edition of FIDE C.07 to follow: 2023 (from 1 September 2023), 2024 (from 1 August 2024), 2026 (from 1 March 2026; caps the dummy opponent's score); default: the tournament's setting, else the edition in force at its start date (042), the newest without one":
        'редакция ФИДЕ C.07: 2023 (с 1 сентября 2023), 2024 (с 1 августа 2024), 2026 (с 1 марта 2026; ограничивает очки фиктивного соперника); по умолчанию: настройка турнира, иначе редакция, действующая на дату его начала (042), а без неё — новейшая',
    'standings after round K (default: the last round with all results)':
        'турнирная таблица после тура K (по умолчанию: последний тур со всеми результатами)',
    '{file}: no such file':
        '{file}: файл не найден',
    "--unrated-rating: expected a rating, 'floor', 'performance' or 'none', not {given}":
        "--unrated-rating: ожидается рейтинг, 'floor', 'performance' или 'none', а не {given}",
    '(after round {round} of {total})':
        '(после {round}-го тура из {total})',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ('{file}: {n} round of {n} is already paired (raise XXR to pair more)', '{file}: all {n} rounds are already paired (raise XXR to pair more)'):
        ('{file}: жеребьёвка всех туров ({n}) уже проведена (увеличьте XXR, чтобы провести больше)', '{file}: жеребьёвка всех туров ({n}) уже проведена (увеличьте XXR, чтобы провести больше)', '{file}: жеребьёвка всех туров ({n}) уже проведена (увеличьте XXR, чтобы провести больше)'),
    "NOT THE TOURNAMENT'S STANDINGS: computed with {options} other than the tournament's settings":
        'ЭТО НЕ ТУРНИРНАЯ ТАБЛИЦА ТУРНИРА: рассчитана с {options}, отличными от настроек турнира',
    ('Standings after round {round} of {total}: {n} result of a later round is missing', 'Standings after round {round} of {total}: {n} results of later rounds are missing'):
        ('Таблица после {round}-го тура из {total}: нет {n} результата следующих туров', 'Таблица после {round}-го тура из {total}: нет {n} результатов следующих туров', 'Таблица после {round}-го тура из {total}: нет {n} результатов следующих туров'),
    # -- players: entering and importing players (issue 35) ---
    'import the valid lines and leave out those with a problem (each one is still named)':
        'импортировать правильные строки и пропустить строки с проблемами (каждая по-прежнему называется)',
    ('{source}: {n} line with a problem (above) is left out', '{source}: {n} lines with a problem (above) are left out'):
        ('{source}: {n} строка с проблемой (выше) пропущена', '{source}: {n} строки с проблемой (выше) пропущены', '{source}: {n} строк с проблемой (выше) пропущено'),
    ('{source}: {n} problem (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)', '{source}: {n} problems (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)'):
        ('{source}: {n} проблема (выше); ничего не импортировано (исправьте файл, сопоставьте через --map столбец другому полю или ignore или импортируйте только правильные строки с --skip-invalid)', '{source}: {n} проблемы (выше); ничего не импортировано (исправьте файл, сопоставьте через --map столбец другому полю или ignore или импортируйте только правильные строки с --skip-invalid)', '{source}: {n} проблем (выше); ничего не импортировано (исправьте файл, сопоставьте через --map столбец другому полю или ignore или импортируйте только правильные строки с --skip-invalid)'),
    '{player}: rating {rating}; the lists give:':
        '{player}: рейтинг {rating}; листы дают:',
    'the rating to take, by its number in the list shown':
        'какой рейтинг взять, по его номеру в показанном списке',
    '{player}: no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        '{player}: нет рейтинга из листов для выбора (сначала обновите рейтинги из листов: check-ratings --update)',
    '{player}: rating {rating}':
        '{player}: рейтинг {rating}',
    "list the ratings a player's rating lists give, or give him one (--take N): picked, not typed (checklist Q128-129)":
        'показать рейтинги из рейтинг-листов участника или присвоить ему один (--take N): выбранный, а не введённый (контрольный список Q128-129)',
    # -- main: Q103, a player the rules leave out of the standings ---
    'player {number} {name}: {rank}, the rules give none: {reason}':
        'участник {number} {name}: {rank}, по правилам места нет: {reason}',
    # -- main: Q129, a rating of another kind picked as the manual rating ---
    '{player}: manual rating {rating} (a {kind} rating in a {type} event: it places him, the rating report keeps his FIDE rating)':
        '{player}: рейтинг арбитра {rating} (рейтинг вида {kind} в турнире вида {type}: он определяет место, в отчёте остаётся его рейтинг ФИДЕ)',
}
