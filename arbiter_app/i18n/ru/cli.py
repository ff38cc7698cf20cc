"""Русский: the command line's help and messages (arbiter_app/cli)."""

# flake8: noqa: E501
MESSAGES = {
    # -- arbiter-cli's commands and frame (cli/main.py, cli/parser.py) -------------
    'list the automatic backups of a tournament file':
        'список автоматических резервных копий файла турнира',
    'restore a backup as a tournament file':
        'восстановить резервную копию как файл турнира',
    "check a TRF file: every round's pairing and the standings":
        'проверить файл TRF: жеребьёвку каждого тура и турнирную таблицу',
    'leave FIDE mode for good (needs --confirm)':
        'окончательно выйти из режима ФИДЕ (нужен --confirm)',
    'forbid (or --remove) a pair of players, before round 1':
        'запретить (или --remove) пару участников, до 1-го тура',
    'generate random tournaments (TRF-2026 or TRF16)':
        'создать случайные турниры (TRF-2026 или TRF16)',
    'add the players of a CSV file (one undoable import in the GUI)':
        'добавить участников из файла CSV (один импорт, отменяемый в окне программы)',
    'pair the next round of a TRF16 file':
        'провести жеребьёвку следующего тура файла TRF16',
    'write a pairing list, the starting-rank list, the standings or the crosstable as a PDF':
        'записать список жеребьёвки, стартовый список, турнирную таблицу или кросс-таблицу в PDF',
    'write the event as web pages (and/or its standings and pairings as JSON or CSV) into a folder':
        'записать турнир в виде веб-страниц (и/или его турнирную таблицу и жеребьёвку в JSON или CSV) в папку',
    "check the players against FIDE rating lists (--update: take the list's values)":
        'сверить участников с рейтинг-листами ФИДЕ (--update: взять значения из листа)',
    'the rating lists used per tournament type (check-ratings)':
        'рейтинг-листы для каждого типа турнира (check-ratings)',
    "print each player's rating change and performance (FIDE B.02)":
        'вывести изменение рейтинга и перфоманс каждого участника (FIDE B.02)',
    'ratings by round of an event longer than 30 days':
        'рейтинги по турам для турнира дольше 30 дней',
    'check this installation: pair two rounds with every system':
        'проверить эту установку: провести жеребьёвку двух туров каждой системой',
    'print the standings with tie-breaks (FIDE C.07)':
        'вывести турнирную таблицу с дополнительными показателями (FIDE C.07)',
    'write a tournament file as TRF-2026 (or TRF16)':
        'записать файл турнира в формате TRF-2026 (или TRF16)',
    'make a tournament file (.arbiter) from a TRF16 or TRF-2026 file':
        'создать файл турнира (.arbiter) из файла TRF16 или TRF-2026',
    "set a player's national rating":
        'задать национальный рейтинг участника',
    'pair and save the next round of a tournament file':
        'провести жеребьёвку следующего тура файла турнира и сохранить её',
    'add a player (a late entry after round 1)':
        'добавить участника (позднее включение после 1-го тура)',
    "allow or refuse a player's half-point byes":
        'разрешить или запретить участнику пропуски за ½ очка',
    'rounds closed to half-point byes':
        'туры, закрытые для пропусков за ½ очка',
    'withdraw a player from the next round on':
        'снять участника начиная со следующего тура',
    're-admit a withdrawn player':
        'вернуть снятого участника',
    'request a bye or announce an absence for a future round':
        'запросить пропуск или заявить о неявке в будущем туре',
    'cancel a requested bye':
        'отменить запрошенный пропуск',
    'delete a player entered by mistake (only while in no round; later: withdraw)':
        'удалить участника, введённого по ошибке (только пока он не включён ни в один тур; позже: withdraw)',
    "remove the last round's pairing (no results yet)":
        'отменить жеребьёвку последнего тура (пока без результатов)',
    'correct a result for the rating report only':
        'исправить результат только для рейтингового отчёта',
    'pairing numbers by the initial ranking list (until round 4)':
        'стартовые номера по стартовому списку (до 4-го тура)',
    'record a result in a tournament file':
        'записать результат в файл турнира',
    'save a pairing made by hand':
        'сохранить жеребьёвку, составленную вручную',
    'create an empty tournament file':
        'создать пустой файл турнира',
    "show or change a tournament's settings":
        'показать или изменить настройки турнира',
    'show a tournament file or one of its rounds':
        'показать файл турнира или один из его туров',
    'decide the places still tied after the tie-breaks':
        'определить места, равные после дополнительных показателей',
    "check a proposed pairing against the system's absolute criteria":
        'проверить предложенную жеребьёвку по абсолютным критериям системы',
    'Arbiter: pair, check and manage FIDE Swiss tournaments from the command line.':
        'Arbiter: жеребьёвка, проверка и ведение швейцарских турниров ФИДЕ из командной строки.',
    'interrupted':
        'прервано',
    'internal error ({error}); this is a bug — please report it with the command and the file (set ARBITER_DEBUG=1 for details)':
        'внутренняя ошибка ({error}); это ошибка программы — сообщите о ней, приложив команду и файл (подробности: ARBITER_DEBUG=1)',
    "{message} (see '{command} --help')":
        "{message} (см. '{command} --help')",
    # -- argparse's own texts, %-formatted (cli/argparse_texts.py) -----------------
    'usage: ':
        'использование: ',
    'positional arguments':
        'позиционные аргументы',
    'options':
        'параметры',
    'show this help message and exit':
        'показать эту справку и выйти',
    "show program's version number and exit":
        'показать номер версии программы и выйти',
    'argument %(argument_name)s: %(message)s':
        'аргумент %(argument_name)s: %(message)s',
    'the following arguments are required: %s':
        'требуются следующие аргументы: %s',
    'one of the arguments %s is required':
        'требуется один из аргументов %s',
    'not allowed with argument %s':
        'не допускается вместе с аргументом %s',
    'unrecognized arguments: %s':
        'нераспознанные аргументы: %s',
    'invalid choice: %(value)r (choose from %(choices)s)':
        'недопустимый вариант: %(value)r (возможны: %(choices)s)',
    'unknown parser %(parser_name)r (choices: %(choices)s)':
        'неизвестная команда %(parser_name)r (возможны: %(choices)s)',
    'invalid %(type)s value: %(value)r':
        'недопустимое значение %(type)s: %(value)r',
    'ambiguous option: %(option)s could match %(matches)s':
        'неоднозначный параметр: %(option)s может означать %(matches)s',
    'expected one argument':
        'ожидался один аргумент',
    'expected at most one argument':
        'ожидалось не более одного аргумента',
    'expected at least one argument':
        'ожидался хотя бы один аргумент',
    'ignored explicit argument %r':
        'явный аргумент %r проигнорирован',
    ('expected %s argument', 'expected %s arguments'):
        ('ожидался %s аргумент', 'ожидалось %s аргумента', 'ожидалось %s аргументов'),
    # -- files, systems and rules shared by the commands (cli/common.py, store_common.py) ---
    'pairing system: {systems}':
        'система жеребьёвки: {systems}',
    "{path} is a tournament file (.arbiter), not a TRF16 file; use 'arbiter-cli export {path} -o FILE.trf' first, or the commands for tournament files (pair-next, show, validate)":
        "{path} — файл турнира (.arbiter), а не файл TRF16; сначала выполните 'arbiter-cli export {path} -o FILE.trf' или используйте команды для файлов турнира (pair-next, show, validate)",
    'cannot write {output}: it is a folder':
        'не удаётся записать {output}: это папка',
    'cannot write {output}: folder {folder} does not exist':
        'не удаётся записать {output}: папка {folder} не существует',
    'cannot write {output}: permission denied':
        'не удаётся записать {output}: нет доступа',
    '{output} is a tournament file (.arbiter); it is not overwritten (choose another output file)':
        '{output} — файл турнира (.arbiter); он не перезаписывается (выберите другой выходной файл)',
    '{output} is the input file; it is not overwritten (choose another output file)':
        '{output} — входной файл; он не перезаписывается (выберите другой выходной файл)',
    'cannot write {output}: {problem}':
        'не удаётся записать {output}: {problem}',
    'cannot read {path}: {problem}':
        'не удаётся прочитать {path}: {problem}',
    ('{n} round paired', '{n} rounds paired'):
        ('{n} тур с жеребьёвкой', '{n} тура с жеребьёвкой', '{n} туров с жеребьёвкой'),
    ('{n} round paired of {total}', '{n} rounds paired of {total}'):
        ('{n} из {total} туров с жеребьёвкой', '{n} из {total} туров с жеребьёвкой', '{n} из {total} туров с жеребьёвкой'),
    ' (players {players})':
        ' (участники {players})',
    # -- export, import, national-rating, pair-next and the players' commands (store_*.py) ---
    'Write the tournament as a TRF file (to standard output with -o -): TRF-2026 by default, with the number of rounds, the system, the byes announced and the forbidden pairs for another program.':
        'Записать турнир в файл TRF (в стандартный вывод при -o -): по умолчанию TRF-2026, с числом туров, системой, заявленными пропусками и запрещёнными парами, для другой программы.',
    "trf2026 (default): FIDE's TRF-2026; trf16: the 2016 format with the XXR/XXC/XXP lines of the pairing engines":
        'trf2026 (по умолчанию): TRF-2026 ФИДЕ; trf16: формат 2016 года со строками XXR/XXC/XXP программ жеребьёвки',
    "FIDE's rating report (TRF-2026): the fields FIDE marks mandatory filled from the tournament; each one empty is a warning (exit 3, nothing written, unless --confirm)":
        'рейтинговый отчёт ФИДЕ (TRF-2026): обязательные по правилам ФИДЕ поля заполняются из турнира; каждое пустое — предупреждение (код выхода 3, ничего не записано, если нет --confirm)',
    'with --report: write it although mandatory fields are empty':
        'с --report: записать отчёт, хотя обязательные поля пусты',
    '--confirm is for --report (a TRF export asks for no confirmation)':
        '--confirm используется с --report (экспорт TRF не требует подтверждения)',
    "--report writes TRF-2026, the format FIDE's rating server reads; leave out --format trf16":
        '--report записывает TRF-2026 — формат, который читает рейтинговый сервер ФИДЕ; уберите --format trf16',
    ('{file}: {n} player, {rounds}, system {system}', '{file}: {n} players, {rounds}, system {system}'):
        ('{file}: {n} участник, {rounds}, система {system}', '{file}: {n} участника, {rounds}, система {system}', '{file}: {n} участников, {rounds}, система {system}'),
    'Read a TRF16 or TRF-2026 file and write it as a new tournament file; an existing file is never overwritten.':
        'Прочитать файл TRF16 или TRF-2026 и записать его как новый файл турнира; существующий файл никогда не перезаписывается.',
    "pairing system: {systems} (default: the one the file's 192 or 092 line names, e.g. '192 FIDE_DUTCH_2025' is dutch2026)":
        "система жеребьёвки: {systems} (по умолчанию — названная в строке 192 или 092 файла, например '192 FIDE_DUTCH_2025' — это dutch2026)",
    "tie-breaks of the standings, e.g. BH/C1,BH,SB (default: those of the file's 202 line; a TRF16 file names none: standings by score only; '' for none)":
        "дополнительные показатели турнирной таблицы, например BH/C1,BH,SB (по умолчанию — из строки 202 файла; файл TRF16 их не называет: таблица только по очкам; '' — без них)",
    "tie-breaks: none, the standings are by score only (the file names none; choose them with 'arbiter-cli settings FILE --tiebreaks LIST')":
        "дополнительные показатели: нет, таблица только по очкам (файл их не называет; выберите их командой 'arbiter-cli settings FILE --tiebreaks LIST')",
    "tie-breaks: {list} (the file's 202 line)":
        'дополнительные показатели: {list} (строка 202 файла)',
    'tie-breaks: {list}':
        'дополнительные показатели: {list}',
    "not known to Arbiter, left out: {list} (the file's 202 line)":
        'неизвестны Arbiter, пропущены: {list} (строка 202 файла)',
    'no {federation} rating':
        'нет рейтинга {federation}',
    "Set a player's rating on a federation's national list (TRF-2026 NRS record), with the national id. RATING 0 and --id '' remove it.":
        "Задать рейтинг участника в национальном списке федерации (запись NRS в TRF-2026) с национальным идентификатором. RATING 0 и --id '' удаляют его.",
    '3-letter FIDE code, e.g. NED':
        'трёхбуквенный код ФИДЕ, например NED',
    "the player's number on that national list":
        'номер участника в этом национальном списке',
    "Pair the next round with the tournament's system and save it. Prints the boards (or, with --pairs, the count / 'white black' / 'N 0' format of 'pair').":
        "Провести жеребьёвку следующего тура по системе турнира и сохранить её. Выводит доски (или, с --pairs, формат «число / 'белые чёрные' / 'N 0'» команды 'pair').",
    "print the pairing in the endorsed engines' format":
        'вывести жеребьёвку в формате одобренных программ',
    'bye: {player}':
        'свободен: {player}',
    '"Last, First"':
        '"Фамилия, Имя"',
    "the player's K-factor for the rating change (FIDE B.02 8.3.3: 40, 20 or 10) when no rating list gives it":
        'коэффициент K участника для изменения рейтинга (FIDE B.02 8.3.3: 40, 20 или 10), если его не даёт рейтинг-лист',
    'add the player even when warned (e.g. the same FIDE id, or the same name and birth date, as a player already in the tournament)':
        'добавить участника даже при предупреждении (например, тот же FIDE ID или те же имя и дата рождения, что у участника, уже включённого в турнир)',
    'the player may not take half-point byes (FIDE checklist Q175)':
        'участник не может брать пропуски за ½ очка (контрольный список ФИДЕ Q175)',
    "Make a player eligible (allow) or ineligible (refuse) for half-point byes; a refused player's request for one is refused (FIDE checklist Q175-176).":
        'Разрешить (allow) или запретить (refuse) участнику пропуски за ½ очка; запрос участника, которому они запрещены, отклоняется (контрольный список ФИДЕ Q175-176).',
    "The rounds in which no half-point bye may be requested (FIDE checklist Q175), e.g. 8,9; 'none' opens every round again.":
        "Туры, в которых нельзя запросить пропуск за ½ очка (контрольный список ФИДЕ Q175), например 8,9; 'none' снова открывает все туры.",
    'e.g. 8,9 or none':
        'например 8,9 или none',
    'withdrawn by expulsion: flagged, and left out of the Swiss standings (FIDE checklist Q197-198)':
        'снят в результате исключения: отмечается и не включается в таблицу швейцарского турнира (контрольный список ФИДЕ Q197-198)',
    'KIND: H half-point bye, Z zero-point (absence), F full-point.':
        'KIND: H — пропуск за ½ очка, Z — 0 очков (неявка), F — 1 очко.',
    'go ahead although warned (in FIDE mode: a second half-point bye)':
        'продолжить несмотря на предупреждение (в режиме ФИДЕ: второй пропуск за ½ очка)',
    '{player} may take half-point byes':
        '{player} может брать пропуски за ½ очка',
    '{player} may not take half-point byes':
        '{player} не может брать пропуски за ½ очка',
    ('no half-point byes in round {rounds}', 'no half-point byes in rounds {rounds}'):
        ('без пропусков за ½ очка в туре {rounds}', 'без пропусков за ½ очка в турах {rounds}', 'без пропусков за ½ очка в турах {rounds}'),
    'no half-point byes in rounds: none (every round is open)':
        'туры без пропусков за ½ очка: нет (все туры открыты)',
    're-admitted: {player}':
        'возвращён: {player}',
    'round {round}: {player} has bye {kind}':
        'тур {round}: у {player} пропуск {kind}',
    'round {round}: bye of {player} cancelled':
        'тур {round}: пропуск {player} отменён',
    'round {round} unpaired':
        'жеребьёвка {round}-го тура отменена',
    'deleted: {player}':
        'удалён: {player}',
    'added {player} (late entry from round {round})':
        'добавлен: {player} (позднее включение с {round}-го тура)',
    'added {player}':
        'добавлен: {player}',
    '{rounds!r}: write round numbers separated by commas, e.g. 8,9, or none':
        '{rounds!r}: укажите номера туров через запятую, например 8,9, или none',
    'expelled: {player}, not paired from round {round}':
        'исключён: {player}, не участвует в жеребьёвке с {round}-го тура',
    'withdrawn: {player}, not paired from round {round}':
        'снят: {player}, не участвует в жеребьёвке с {round}-го тура',
    # -- results, pairings, show, ties and validate (store_*.py) -------------------
    "Correct a result for FIDE's rating report only (export --report and the rating changes); the pairings and the standings keep the result as entered. Written to the audit log and as a ### line of the TRF exports.":
        'Исправить результат только для рейтингового отчёта ФИДЕ (export --report и изменения рейтинга); жеребьёвка и турнирная таблица сохраняют введённый результат. Записывается в журнал действий и строкой ### в экспорт TRF.',
    'the result the rating report uses, e.g. 0-1, 1/2, W-L':
        'результат для рейтингового отчёта, например 0-1, 1/2, W-L',
    'take the correction back':
        'отменить исправление',
    'why (written to the audit log)':
        'причина (записывается в журнал действий)',
    'give a RESULT, or --remove to take the correction back':
        'укажите RESULT или --remove, чтобы отменить исправление',
    'round {round} board {board}: removed':
        'тур {round}, доска {board}: удалено',
    'round {round} board {board}: {result} for the rating report':
        'тур {round}, доска {board}: {result} для рейтингового отчёта',
    "Renumber the players of a tournament file by the initial ranking list: rating, then FIDE title, then name (C.04.2.B; swiss-rating-1998 A.2 for rating1998). Until round 4 is paired (C.04.2 2.3); the games of the rounds already paired follow their players. Prints 'old -> new name' for every number that changes.":
        'Перенумеровать участников файла турнира по стартовому списку: рейтинг, затем звание ФИДЕ, затем имя (C.04.2.B; swiss-rating-1998 A.2 для rating1998). До жеребьёвки 4-го тура (C.04.2 2.3); партии уже проведённых туров следуют за своими участниками. Выводит «старый -> новый имя» для каждого изменившегося номера.',
    'rating (default) or alphabetical (if announced beforehand)':
        'rating (по умолчанию) или alphabetical (если объявлено заранее)',
    'the pairing numbers already follow the initial ranking list; nothing changed':
        'стартовые номера уже соответствуют стартовому списку; ничего не изменено',
    "Record (or correct) a result: {accepted} (+- and -+ are forfeits, -- a double forfeit; 1/2-0, 0-1/2 and 0-0 what each player scored after an arbiter's decision; W-L, L-W, D-D games of less than one move, not rated; adjourned: no result yet, a draw for the pairing).":
        'Записать (или исправить) результат: {accepted} (+- и -+ — неявки, -- двойная неявка; 1/2-0, 0-1/2 и 0-0 — очки каждого участника по решению судьи; W-L, L-W, D-D — партии короче одного хода, не обсчитываются; отложена: результата ещё нет, ничья для жеребьёвки).',
    "go ahead despite the warnings (an adjourned game's result other than a draw)":
        'продолжить несмотря на предупреждения (результат отложенной партии — не ничья)',
    '{value} must be 1 or more':
        '{value} должно быть не меньше 1',
    '{text!r} is not a number':
        '{text!r} — не число',
    '{result!r} is no result; use one of {accepted}':
        '{result!r} — не результат; используйте один из {accepted}',
    'unknown result {result!r}; use one of {accepted}':
        'неизвестный результат {result!r}; используйте один из {accepted}',
    'round {round} board {board}: {white} - {black} {result}':
        'тур {round}, доска {board}: {white} - {black} {result}',
    'round {round} board {board}: {white} - {black} {result} (was {previous})':
        'тур {round}, доска {board}: {white} - {black} {result} (было {previous})',
    'Round {round} (by hand)':
        'Тур {round} (вручную)',
    'Save a pairing made by hand for the next round (or the last round while it has no result). Exit 1: it breaks a rule (listed); 3: it needs --confirm; 2: bad input.':
        'Сохранить составленную вручную жеребьёвку следующего тура (или последнего тура, пока в нём нет результатов). Код выхода 1: она нарушает правило (перечислены); 3: нужен --confirm; 2: неверные входные данные.',
    "count, then 'white black' per board, the bye as 'N 0'":
        "число, затем 'белые чёрные' для каждой доски, свободный от игры — 'N 0'",
    'save it although it breaks rules of the system (with --reason)':
        'сохранить, хотя она нарушает правила системы (с --reason)',
    "go ahead despite the warnings (a pairing that is not the system's, FIDE checklist Q69)":
        'продолжить несмотря на предупреждения (жеребьёвка не совпадает с жеребьёвкой системы, контрольный список ФИДЕ Q69)',
    '--accept-violations needs a --reason (it goes to the audit log)':
        'для --accept-violations нужен --reason (он записывается в журнал действий)',
    'accepted: {violation}':
        'принято: {violation}',
    'pairing-allocated bye':
        'свободен по жеребьёвке',
    'absent (zero-point bye)':
        'неявка (пропуск за 0 очков)',
    'FIDE mode off ({note})':
        'режим ФИДЕ выключен ({note})',
    'FIDE mode on':
        'режим ФИДЕ включён',
    "show round N's boards":
        'показать доски тура N',
    '{name}, round {round}':
        '{name}, тур {round}',
    ('{name}: system {system}, {n} player, {rounds}; {fide_mode}', '{name}: system {system}, {n} players, {rounds}; {fide_mode}'):
        ('{name}: система {system}, {n} участник, {rounds}; {fide_mode}', '{name}: система {system}, {n} участника, {rounds}; {fide_mode}', '{name}: система {system}, {n} участников, {rounds}; {fide_mode}'),
    'enters round {round}':
        'вступает в {round}-м туре',
    ('{file}: round {round} is not paired ({n} round is)', '{file}: round {round} is not paired ({n} rounds are)'):
        ('{file}: жеребьёвка {round}-го тура не проведена (туров с жеребьёвкой: {n})', '{file}: жеребьёвка {round}-го тура не проведена (туров с жеребьёвкой: {n})', '{file}: жеребьёвка {round}-го тура не проведена (туров с жеребьёвкой: {n})'),
    "Players still tied after the last tie-break share the place (C.07). --lots decides such places by a drawing of lots (the seed is kept: the same places every time); --order by the arbiter's order of the tied players; --playoff by the scores of a play-off played over the board (C.07 3), printed under its --label; --shared goes back to shared places.":
        'Участники, равные после последнего дополнительного показателя, делят место (C.07). --lots решает такие места жребием (начальное значение сохраняется: каждый раз те же места); --order — порядком, заданным судьёй; --playoff — очками тай-брейка, сыгранного за доской (C.07 3), который печатается под своим --label; --shared возвращает дележ мест.',
    'a drawing of lots':
        'жребий',
    'pairing numbers of tied players, in the order they are placed':
        'стартовые номера равных участников в порядке их мест',
    'tied players share the place':
        'равные участники делят место',
    'the seed of the drawing of lots (default: a new one)':
        'начальное значение жребия (по умолчанию: новое)',
    '--seed goes with --lots':
        '--seed используется с --lots',
    'places still tied are decided by drawing of lots (seed {seed})':
        'места, которые остались равными, определяются жребием (начальное значение {seed})',
    '--order {order!r}: write pairing numbers separated by commas, e.g. 12,5,7':
        '--order {order!r}: укажите стартовые номера через запятую, например 12,5,7',
    'order of tied players: {order}':
        'порядок равных участников: {order}',
    "Check a proposed pairing of the next round (of a paired round without results, in a tournament file) against the system's absolute criteria and completeness. Prints each violation with its rule and players. With --report instead: the fields FIDE's rating report needs that the tournament file leaves empty (export --report's warnings), nothing written. Exit 0: none (notices only); 1: violations or warnings; 2: bad input.":
        'Проверить предложенную жеребьёвку следующего тура (или тура с жеребьёвкой, но без результатов, в файле турнира) по абсолютным критериям системы и на полноту. Выводит каждое нарушение с правилом и участниками. С --report вместо этого: поля, нужные рейтинговому отчёту ФИДЕ, которые в файле турнира пусты (предупреждения export --report), ничего не записывая. Код выхода 0: нарушений нет (только замечания); 1: нарушения или предупреждения; 2: неверные входные данные.',
    'pairing system of a TRF file: {systems}':
        'система жеребьёвки файла TRF: {systems}',
    "check a tournament file for FIDE's rating report (the warnings of 'export --report'), writing nothing":
        "проверить файл турнира для рейтингового отчёта ФИДЕ (предупреждения 'export --report'), ничего не записывая",
    '{file}: --report checks a tournament file (T.arbiter); import the TRF file first':
        '{file}: --report проверяет файл турнира (T.arbiter); сначала импортируйте файл TRF',
    '{file}: the rating report has every field FIDE marks mandatory':
        '{file}: в рейтинговом отчёте есть все поля, обязательные по правилам ФИДЕ',
    '{file}: a TRF file needs --system':
        '{file}: для файла TRF нужен --system',
    # -- new and settings (store_settings.py) --------------------------------------
    'place of the event':
        'место проведения турнира',
    'federation of the event (three letters, e.g. NED)':
        'федерация турнира (три буквы, например NED)',
    'first day, YYYY/MM/DD':
        'первый день, YYYY/MM/DD',
    'last day, YYYY/MM/DD':
        'последний день, YYYY/MM/DD',
    "the chief arbiter's name":
        'имя главного судьи',
    "deputy arbiters' names":
        'имена заместителей главного судьи',
    'e.g. 90\'/40 + 30\' + 30"':
        'например 90\'/40 + 30\' + 30"',
    'ratings (docs/ratings.md)':
        'рейтинги (docs/ratings.md)',
    'round robin (--system roundrobin; docs/systems/roundrobin.md)':
        'круговой турнир (--system roundrobin; docs/systems/roundrobin.md)',
    ('created {file}: {name}, {n} round, {system}', 'created {file}: {name}, {n} rounds, {system}'):
        ('создан {file}: {name}, {n} тур, {system}', 'создан {file}: {name}, {n} тура, {system}', 'создан {file}: {name}, {n} туров, {system}'),
    "the federation of the national ratings (NRS records) the method reads (default: the tournament's federation)":
        'федерация национальных рейтингов (записи NRS), которые читает метод (по умолчанию — федерация турнира)',
    "an event longer than 30 days: each round has its players' ratings of that month (checklist Q210-216)":
        'турнир дольше 30 дней: в каждом туре рейтинги участников того месяца (контрольный список Q210-216)',
    "Create a tournament file with every field of the GUI's New tournament dialog; add players with add-player.":
        'Создать файл турнира со всеми полями окна «Новый турнир»; участников добавьте командой add-player.',
    'a double round robin: two cycles, the second with colours reversed':
        'двухкруговой турнир: два круга, во втором цвета меняются',
    'how many cycles (default: as many as --rounds needs)':
        'сколько кругов (по умолчанию — сколько нужно для --rounds)',
    "play the last two rounds of cycle 1 in reverse order (C.05's recommendation for a double round robin; default on with two or more cycles)":
        'сыграть два последних тура 1-го круга в обратном порядке (рекомендация C.05 для двухкругового турнира; по умолчанию on при двух и более кругах)',
    'the Berger numbers set by hand: the pairing numbers in Berger order, e.g. 3,1,4,2 (FIDE checklist Q95)':
        'номера Бергера вручную: стартовые номера в порядке Бергера, например 3,1,4,2 (контрольный список ФИДЕ Q95)',
    'Berger numbers by drawing of lots with this seed (reproducible, recorded); without it the pairing numbers are the Berger numbers':
        'номера Бергера по жребию с этим начальным значением (воспроизводимо, записывается); без него стартовые номера и есть номера Бергера',
    'Without options: print the settings. With options: change those (the others stay).':
        'Без параметров: вывести настройки. С параметрами: изменить их (остальные не меняются).',
    'points of the pairing-allocated bye (the same as --points P=…)':
        'очки свободного по жеребьёвке (то же, что --points P=…)',
    'go ahead although warned: after round 1, in FIDE mode, the number of rounds, the points, the PAB and the tie-breaks need it (a double confirmation in the GUI; without it: the warning, exit 3, nothing changed)':
        'продолжить несмотря на предупреждение: после 1-го тура в режиме ФИДЕ это нужно для числа туров, очков, PAB и дополнительных показателей (в окне — двойное подтверждение; без него: предупреждение, код выхода 3, ничего не изменено)',
    '--cycles must be 1 or more':
        '--cycles должно быть не меньше 1',
    '--double is two cycles; leave out --cycles or give --cycles 2':
        '--double — это два круга; уберите --cycles или укажите --cycles 2',
    ('{cycles} of {n} round', '{cycles} of {n} rounds'):
        ('{cycles} × {n} тур', '{cycles} × {n} тура', '{cycles} × {n} туров'),
    'the point system as TRF-2026 record 162 has it: points for a win, forfeit win and full-point bye (W), a draw and half-point bye (D), a loss (L), an absence or forfeit loss (A), the pairing-allocated bye (P, default as W) and an unknown (adjourned) result (X, default as D)':
        'система очков как в записи 162 TRF-2026: очки за победу, победу без игры и пропуск за 1 очко (W), ничью и пропуск за ½ очка (D), поражение (L), неявку или поражение без игры (A), свободного по жеребьёвке (P, по умолчанию как W) и неизвестный (отложенный) результат (X, по умолчанию как D)',
    'any subset, the others standard':
        'любой набор, остальные стандартные',
    'any subset, the others as they are':
        'любой набор, остальные без изменений',
    "colour of the top player in round 1 ('lot': drawn by lot, the default)":
        "цвет первого участника в 1-м туре ('lot': по жребию, по умолчанию)",
    "colour of the top player in round 1 ('lot': drawn by lot)":
        "цвет первого участника в 1-м туре ('lot': по жребию)",
    "comma-separated, e.g. BH/C1,SB,DE (default BH/C1,BH,SB; '' for none)":
        "через запятую, например BH/C1,SB,DE (по умолчанию BH/C1,BH,SB; '' — без них)",
    'comma-separated, e.g. BH/C1,SB,DE':
        'через запятую, например BH/C1,SB,DE',
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date, the default)":
        "редакция C.07 для дополнительных показателей ('date': действующая на дату начала, по умолчанию)",
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date)":
        "редакция C.07 для дополнительных показателей ('date': действующая на дату начала)",
    'renumber the players by rating when round 1 is paired (default on)':
        'перенумеровать участников по рейтингу при жеребьёвке 1-го тура (по умолчанию on)',
    'renumber the players by rating when round 1 is paired':
        'перенумеровать участников по рейтингу при жеребьёвке 1-го тура',
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only), or 'none', the default (docs/systems/acceleration.md)":
        "ускоренная жеребьёвка: 'baku', бакинский метод (C.04.7; только голландская система), или 'none', по умолчанию (docs/systems/acceleration.md)",
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only) (docs/systems/acceleration.md)":
        "ускоренная жеребьёвка: 'baku', бакинский метод (C.04.7; только голландская система) (docs/systems/acceleration.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (the default) (docs/languages.md)":
        "язык распечаток и веб-страниц: {languages} или 'system' — язык интерфейса (по умолчанию) (docs/languages.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (docs/languages.md)":
        "язык распечаток и веб-страниц: {languages} или 'system' — язык интерфейса (docs/languages.md)",
    'the FIDE list the official ratings come from (checklist Q124): standard, the default':
        'рейтинг-лист ФИДЕ, из которого берутся официальные рейтинги (контрольный список Q124): standard, по умолчанию',
    'the FIDE list the official ratings come from (checklist Q124)':
        'рейтинг-лист ФИДЕ, из которого берутся официальные рейтинги (контрольный список Q124)',
    "the tournament rating of the initial order, TRF-2026 record 172: FIDE only, NRO national only, FIDON FIDE else national, NIDOF national else FIDE, HBFN the higher, LBFN the lower, OTHER the arbiter's manual ratings":
        'турнирный рейтинг для начального порядка, запись 172 TRF-2026: FIDE — только ФИДЕ, NRO — только национальный, FIDON — ФИДЕ, иначе национальный, NIDOF — национальный, иначе ФИДЕ, HBFN — больший, LBFN — меньший, OTHER — рейтинги, введённые судьёй вручную',
    '(default FIDE)':
        '(по умолчанию FIDE)',
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically (the default), or 'fide-id', the criterion the regulations may name instead (Q146)":
        "после рейтинга и звания (C.04.2 2.2.3): 'name' — по алфавиту (по умолчанию) или 'fide-id' — критерий, который положение может назвать вместо этого (Q146)",
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically, or 'fide-id', the criterion the regulations may name instead (Q146)":
        "после рейтинга и звания (C.04.2 2.2.3): 'name' — по алфавиту или 'fide-id' — критерий, который положение может назвать вместо этого (Q146)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's, the default), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "рейтинг, который читают основанные на рейтинге дополнительные показатели в турнире дольше 30 дней: 'first' (на начало, по умолчанию), 'round' (каждого тура) или номер тура N (действующие в туре N; Q214-216)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "рейтинг, который читают основанные на рейтинге дополнительные показатели в турнире дольше 30 дней: 'first' (на начало), 'round' (каждого тура) или номер тура N (действующие в туре N; Q214-216)",
    '--rounds must be 1 or more':
        '--rounds должно быть не меньше 1',
    '{option}: the point system {points} is refused: {problem}; nothing was changed':
        '{option}: система очков {points} отклонена: {problem}; ничего не изменено',
    '--double, --cycles, --swap, --lots and --berger-order are for --system roundrobin':
        '--double, --cycles, --swap, --lots и --berger-order используются с --system roundrobin',
    '--lots needs a seed (any text)':
        'для --lots нужно начальное значение (любой текст)',
    '{file}: changed {settings}':
        '{file}: изменено {settings}',
    '(none: score only)':
        '(нет: только очки)',
    'date (in force at the start date)':
        'date (действующая на дату начала)',
    "system (the interface's)":
        'system (язык интерфейса)',
    '{method} (national ratings of {federation})':
        '{method} (национальные рейтинги {federation})',
    'on (last two rounds of cycle 1 reversed)':
        'on (два последних тура 1-го круга в обратном порядке)',
    'off (last two rounds of cycle 1 reversed)':
        'off (два последних тура 1-го круга в обратном порядке)',
    'confirmed (level {level}): {text}':
        'подтверждено (уровень {level}): {text}',
    # -- issue 34: tournament files from elsewhere ---
    '; its newest backup that opens was taken {when}, {reason} ({contents}): arbiter-cli restore {backup} -o {target}':
        '; его последняя открывающаяся резервная копия сделана {when}, {reason} ({contents}): arbiter-cli restore {backup} -o {target}',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    "import even when rounds of the file are not the system's pairing (each such round is a level 3 warning; FIDE checklist Q54-55), or, outside FIDE mode for good, when its point system (162) is not allowed in FIDE mode (Q74, Q81, Q83)":
        'импортировать, даже если туры файла не совпадают с жеребьёвкой системы (каждый такой тур — предупреждение уровня 3; контрольный список ФИДЕ Q54-55), или, навсегда вне режима ФИДЕ, если его система очков (162) не допускается в режиме ФИДЕ (Q74, Q81, Q83)',
    "{action}: the file's point system is not allowed in FIDE mode; nothing was imported (--confirm imports it outside FIDE mode, for good)":
        '{action}: система очков файла не допускается в режиме ФИДЕ; ничего не импортировано (--confirm импортирует его вне режима ФИДЕ, навсегда)',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change the numbers by hand: the player numbered N gets number M, the players between move by one (repeatable, applied in turn); before round 1 freely, after it only until round 4 is paired (C.04.2 2.3-2.5)':
        'изменить номера вручную: участник с номером N получает номер M, участники между ними сдвигаются на одно место (можно повторять, применяется по очереди); до 1-го тура свободно, после него — только пока не составлены пары 4-го тура (C.04.2 2.3-2.5)',
    'go ahead after the warnings of a change by hand':
        'продолжить, несмотря на предупреждения об изменении вручную',
    '--move {text}: write N:M, two pairing numbers (e.g. 5:2)':
        '--move {text}: укажите N:M, два стартовых номера (например, 5:2)',
    'the pairing numbers stay as they were; nothing changed':
        'стартовые номера остались прежними; ничего не изменено',
    '--move and --order do not go together: one renumbers by hand, the other by the initial ranking list':
        '--move и --order несовместимы: первый меняет номера вручную, второй — по стартовому списку',
    # -- fplayoff: play-off results for tied places (Q207) ---
    "each player's play-off score (pairing number=score), e.g. 5=1.5,3=0.5; the higher score takes the higher place; an empty list removes the play-off":
        'очки каждого участника в тай-брейке (стартовый номер=очки), например 5=1.5,3=0.5; больше очков — выше место; пустой список удаляет тай-брейк',
    "the play-off's name in every output, e.g. Armageddon (default: play-off)":
        'название тай-брейка во всех выводах, например Армагеддон (по умолчанию: тай-брейк)',
    "the play-off decides players tied after the last tie-break (tiebreaks, the default) or, as the tournament's rules may say, players tied on points (points)":
        'тай-брейк решает места участников, равных после последнего дополнительного показателя (tiebreaks, по умолчанию), или, если так сказано в положении о турнире, участников, равных по очкам (points)',
    '--label and --on go with --playoff':
        '--label и --on указываются вместе с --playoff',
    'player {number} is named twice':
        'участник {number} назван дважды',
    '--playoff {value!r}: {item}: write pairing number=score separated by commas, e.g. 5=1.5,3=0.5':
        '--playoff {value!r}: {item}: пишите стартовый номер=очки через запятую, например 5=1.5,3=0.5',
    'play-off: {scores}':
        'тай-брейк: {scores}',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players in ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209): a rating, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor) or 'none' (those tie-breaks dropped when unrated players take part)":
        "рейтинг участников без рейтинга в ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209): рейтинг, 'floor' (нижняя граница рейтинга ФИДЕ, {floor}), 'performance' (турнирный перфоманс каждого участника без рейтинга против его соперников с рейтингом, не ниже нижней границы) или 'none' (эти показатели отбрасываются, если играют участники без рейтинга)",
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "The local copy of FIDE's rating list (the combined standard, rapid and blitz list), kept in your data folder: shown with its month and the day it was downloaded, or --update: downloaded, checked, and put in place of the old copy (which is kept when anything fails). check-ratings uses it when no list is given or kept.":
        'Локальная копия рейтинг-листа ФИДЕ (объединённый лист: классика, рапид и блиц) в вашей папке данных: показывается с месяцем и днём загрузки, или --update: загружается, проверяется и заменяет старую копию (при любой ошибке старая сохраняется). check-ratings использует её, если лист не указан и не сохранён.',
    "download FIDE's list now (the computer must be online)":
        'загрузить лист ФИДЕ сейчас (компьютер должен быть в сети)',
    "where to download it from (default: FIDE's players list, {url})":
        'откуда загружать (по умолчанию: список игроков ФИДЕ, {url})',
    '--url needs --update':
        '--url требует --update',
    'downloading {url}':
        'загрузка {url}',
    'updated: {copy}':
        'обновлено: {copy}',
    "the local copy of FIDE's rating list: its date, or --update it while online":
        'локальная копия рейтинг-листа ФИДЕ: её дата, или --update для обновления в сети',
}
