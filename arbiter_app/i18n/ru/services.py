"""Русский: the services' warnings, refusals and confirmations (arbiter_app/services)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the services' warnings and errors (services/*.py) ----------------------
    'acceleration must be one of {methods}, not {acceleration!r}':
        'ускорение должно быть одним из {methods}, а не {acceleration!r}',
    'the Baku acceleration is for the Dutch system ({systems}), not {system}':
        'бакинское ускорение применяется к голландской системе ({systems}), а не к {system}',
    "the Baku acceleration needs a point system of the standard shape (a draw half a win, a loss nothing: C.04.5.1 'Premise'), not win {win:g}, draw {draw:g}, loss {loss:g}":
        "бакинскому ускорению нужна стандартная система очков (ничья — половина победы, поражение — ноль: C.04.5.1 'Premise'), а не победа {win:g}, ничья {draw:g}, поражение {loss:g}",
    'no free name for a restored copy of {tournament_name}':
        'нет свободного имени для восстановленной копии {tournament_name}',
    '{problem}; nothing was restored':
        '{problem}; ничего не восстановлено',
    'round 1 cannot be paired: {exc}; nothing was saved':
        'жеребьёвка 1-го тура невозможна: {exc}; ничего не сохранено',
    'the standings for the rank column cannot be computed: {exc}; nothing was written (check the tie-break settings)':
        'турнирную таблицу для столбца мест вычислить нельзя: {exc}; ничего не записано (проверьте настройки дополнительных показателей)',
    '{path} is a tournament file; it is not overwritten by a TRF export (choose another file name)':
        '{path} — файл турнира; экспорт TRF его не перезаписывает (выберите другое имя файла)',
    'leave FIDE mode':
        'выйти из режима ФИДЕ',
    'the tournament is already outside FIDE mode (it cannot be re-entered)':
        'турнир уже вне режима ФИДЕ (вернуться в него нельзя)',
    'leaving FIDE mode at round {n} cannot be undone: the tournament will say for good that it is not run in FIDE mode (title, printouts, TRF export), and the FIDE-mode rules no longer apply':
        'выход из режима ФИДЕ в {n}-м туре необратим: турнир навсегда будет помечен как проводимый не в режиме ФИДЕ (заголовок, распечатки, экспорт TRF), и правила режима ФИДЕ больше не действуют',
    'round {round_no} as imported is not the pairing of the {system}: {text}':
        '{round_no}-й тур в импортированном виде не совпадает с жеребьёвкой по системе «{system}»: {text}',
    'get black a third time in a row':
        'получить чёрные третий раз подряд',
    'get white a third time in a row':
        'получить белые третий раз подряд',
    'reach a colour difference of {difference:+d}':
        'достичь разницы цветов {difference:+d}',
    'the tournament has no pairing system set; choose one in the settings ({systems})':
        'у турнира не задана система жеребьёвки; выберите её в настройках ({systems})',
    'unknown pairing system {name!r}; choose one of {systems}':
        'неизвестная система жеребьёвки {name!r}; выберите одну из {systems}',
    'the system gave no pairing to compare with':
        'система не дала жеребьёвки для сравнения',
    'bye: system {system}, manual {manual}':
        'свободен: система {system}, вручную {manual}',
    'same games in another board order':
        'те же партии в другом порядке досок',
    ', bye {player}':
        ', свободен {player}',
    "{source}: empty; expected a count, then one 'white black' line per board":
        "{source}: пусто; ожидается число, затем по строке 'белые чёрные' на каждую доску",
    '{source}: line {first_no}: expected the number of lines that follow, found {first!r}':
        '{source}: строка {first_no}: ожидалось число следующих строк, найдено {first!r}',
    'pairing system {name} could not be loaded: {kind}: {exc}':
        'не удалось загрузить систему жеребьёвки {name}: {kind}: {exc}',
    'round {last} already has results and is not finished; finish it before pairing round {next} (or correct the results)':
        'в {last}-м туре уже есть результаты, и он не закончен; закончите его до жеребьёвки {next}-го тура (или исправьте результаты)',
    'round {round} has no result at all (boards {shown}): its games will be marked adjourned and count as draws for the pairing of round {next}':
        'в {round}-м туре нет ни одного результата (доски {shown}): его партии будут отмечены как отложенные и засчитаны как ничьи для жеребьёвки {next}-го тура',
    ('round {round} has no result on board ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}', 'round {round} has no result on boards ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}'):
        ('в {round}-м туре нет результата на доске ({shown}): партия будет отмечена как отложенная и засчитана как ничья для жеребьёвки {next}-го тура', 'в {round}-м туре нет результата на досках ({shown}): партии будут отмечены как отложенные и засчитаны как ничьи для жеребьёвки {next}-го тура', 'в {round}-м туре нет результата на досках ({shown}): партии будут отмечены как отложенные и засчитаны как ничьи для жеребьёвки {next}-го тура'),
    ('adjourned game still without a result ({shown}) count as draws for the pairing', 'adjourned games still without a result ({shown}) count as draws for the pairing'):
        ('отложенная партия ещё без результата ({shown}) засчитывается как ничья для жеребьёвки', 'отложенные партии ещё без результата ({shown}) засчитываются как ничьи для жеребьёвки', 'отложенные партии ещё без результата ({shown}) засчитываются как ничьи для жеребьёвки'),
    "{white}-{black} is not in the system's pairing":
        '{white}-{black} нет в жеребьёвке системы',
    "system's {white}-{black} is not paired":
        '{white}-{black} из жеребьёвки системы не составлена',
    'the pairing of round {round_no} is not the one the {system} makes ({shown}); the system pairs {boards}{bye}':
        'жеребьёвка {round_no}-го тура не совпадает с жеребьёвкой по системе «{system}» ({shown}); система составляет {boards}{bye}',
    "{source}: line {line_no}: expected two player numbers 'white black', found {items!r}":
        "{source}: строка {line_no}: ожидались два номера участников 'белые чёрные', найдено {items!r}",
    'round {round} board {board}':
        'тур {round}, доска {board}',
    '{white}-{black}: colours swapped (system: {system})':
        '{white}-{black}: цвета переставлены (система: {system})',
    'round {round_no} board {number}: {white} and {black} both get the colour opposite to their due':
        'тур {round_no}, доска {number}: {white} и {black} оба получают цвет, противоположный положенному',
    ('round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} has fewer points (C.04.1 c: a player of the lowest score group)', 'round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} have fewer points (C.04.1 c: a player of the lowest score group)'):
        ('тур {round_no}: свободным по жеребьёвке становится {bye} ({score:g} очк.), хотя у {lower} меньше очков (C.04.1 c: участник низшей очковой группы)', 'тур {round_no}: свободным по жеребьёвке становится {bye} ({score:g} очк.), хотя у {lower} меньше очков (C.04.1 c: участник низшей очковой группы)', 'тур {round_no}: свободным по жеребьёвке становится {bye} ({score:g} очк.), хотя у {lower} меньше очков (C.04.1 c: участник низшей очковой группы)'),
    '{source}: line {line_no}: a second bye ({white}; {bye} already has it)':
        '{source}: строка {line_no}: второй свободный ({white}; свободен уже {bye})',
    '{source}: line {line_no}: 0 is not a player':
        '{source}: строка {line_no}: 0 — не участник',
    'the {system} rules could not be checked: {exc}':
        'правила {system} проверить не удалось: {exc}',
    'round {round_no} board {number}: {player} would {problem}':
        'тур {round_no}, доска {number}: {player} должен был бы {problem}',
    '{source}: line {line_no}: a board after the bye line; the bye comes last':
        '{source}: строка {line_no}: доска после строки свободного; свободный идёт последним',
    '{source}: the file is empty':
        '{source}: файл пуст',
    '{source}: line {line_num}: not readable as CSV ({exc})':
        '{source}: строка {line_num}: не читается как CSV ({exc})',
    '{path}: cannot read the file: {strerror}':
        '{path}: не удаётся прочитать файл: {strerror}',
    '--map {part!r}: write COLUMN=field, e.g. FIDE-ID=fide_id':
        '--map {part!r}: пишите СТОЛБЕЦ=поле, например FIDE-ID=fide_id',
    '--map {part!r}: unknown field {field!r} (fields: {fields}, or ignore)':
        '--map {part!r}: неизвестное поле {field!r} (поля: {fields} или ignore)',
    '--map: {source} has no column {column!r} (columns: {columns})':
        '--map: в {source} нет столбца {column!r} (столбцы: {columns})',
    'player {number}':
        'участник {number}',
    "round 1 of the round robin is paired; its pairing numbers are the Berger table's and can no longer change":
        'жеребьёвка 1-го тура кругового турнира проведена; стартовые номера — номера таблицы Бергера и больше не меняются',
    'round {round} is paired; C.04.2 2.3 allows no change of a pairing number after round {last} has been paired':
        'жеребьёвка {round}-го тура проведена; C.04.2 2.3 не допускает изменения стартового номера после жеребьёвки {last}-го тура',
    'player {number} needs a name':
        'участнику {number} нужно имя',
    'player {number}: rating {rating} is out of range 0-3500':
        'участник {number}: рейтинг {rating} вне диапазона 0-3500',
    'player {number}: manual rating {manual} is out of range 0-3500':
        'участник {number}: ручной рейтинг {manual} вне диапазона 0-3500',
    'player {number}: entry round must be 1 or later':
        'участник {number}: тур вступления должен быть 1-м или позже',
    '{where}: {problem}':
        '{where}: {problem}',
    '{where}: the name {name!r} holds a control character':
        '{where}: имя {name!r} содержит управляющий символ',
    '{where}: sex {sex!r} is not m or w (f is taken for w)':
        '{where}: пол {sex!r} — не m и не w (f считается w)',
    'title':
        'звание',
    'federation':
        'федерация',
    '{where}: FIDE id {fide_id!r} must be up to 11 digits':
        '{where}: ФИДЕ ID {fide_id!r} должен содержать не более 11 цифр',
    'FIDE id {fide_id}':
        'ФИДЕ ID {fide_id}',
    'there is no player {number}':
        'нет участника {number}',
    'round {round_no} is already paired; byes can only be requested for rounds from {next_round} on (unpair round {round_no} first)':
        'жеребьёвка {round_no}-го тура уже проведена; пропуск можно запросить только на туры начиная с {next_round}-го (сначала отмените жеребьёвку {round_no}-го тура)',
    'add player {name}':
        'добавить участника {name}',
    ('import {n} player', 'import {n} players'):
        ('импортировать {n} участника', 'импортировать {n} участников', 'импортировать {n} участников'),
    'cannot edit {unknown} of a player; editable: {editable}':
        'нельзя изменить {unknown} участника; изменяемые поля: {editable}',
    'a forbidden pair needs two players, not {a} twice':
        'запрещённой паре нужны два участника, а не дважды {a}',
    'a {name} bye cannot be requested; it is given by the pairing':
        'пропуск «{name}» нельзя запросить; его даёт жеребьёвка',
    'request a bye for player {number}':
        'запросить пропуск для участника {number}',
    'a full-point bye for player {number} {name} in round {round_no} is deprecated in FIDE-rated events; it is recorded in the TRF export':
        'пропуск с 1 очком для участника {number} {name} в {round_no}-м туре не рекомендуется в турнирах с обсчётом рейтинга ФИДЕ; он отмечается в экспорте TRF',
    'player {number}: rating {rating!r} is not a number':
        'участник {number}: рейтинг {rating!r} — не число',
    'player {number}: manual rating {manual_rating!r} is not a number':
        'участник {number}: ручной рейтинг {manual_rating!r} — не число',
    '{where}: {what} {value!r} has more than the 3 characters TRF files hold':
        '{where}: {what} {value!r} длиннее 3 символов, которые вмещают файлы TRF',
    'the same name and birth date {birth_date}':
        'то же имя и дату рождения {birth_date}',
    'round {from_round} is not a round of this tournament':
        'тура {from_round} в этом турнире нет',
    'player {number} {old_name} is in round {first}; a player with a record can only be withdrawn':
        'участник {number} {old_name} есть в {first}-м туре; участника с партиями можно только снять с турнира',
    'player {number} {old_name} is in a forbidden pair; remove that first':
        'участник {number} {old_name} входит в запрещённую пару; сначала удалите её',
    'player number {number} is taken by {name}; the deleted entry {deleted} cannot come back under it':
        'номер {number} занят участником {name}; удалённая запись {deleted} не может вернуться под ним',
    'player {number} {old_name} has not withdrawn':
        'участник {number} {old_name} не выбывал',
    '{a} {pa_name} and {b} {pb_name} are already a forbidden pair':
        '{a} {pa_name} и {b} {pb_name} уже запрещённая пара',
    '{a} {pa_name} and {b} {pb_name} are not a forbidden pair':
        '{a} {pa_name} и {b} {pb_name} не запрещённая пара',
    'enters only in round {round}':
        'вступает только в {round}-м туре',
    'has withdrawn from round {round}':
        'выбыл начиная с {round}-го тура',
    'player {number} {name} does not play in round {round_no}: {why}':
        'участник {number} {name} не играет в {round_no}-м туре: {why}',
    "player {number} {name} may not take half-point byes (the arbiter made the player ineligible; change it in the player's entry)":
        'участник {number} {name} не может брать пропуски с ½ очка (судья лишил его этого права; измените это в карточке участника)',
    'player {number} {name} has no requested bye in round {round_no}':
        'у участника {number} {name} нет запрошенного пропуска в {round_no}-м туре',
    'player {number} {name} already has a half-point bye (round {earlier}); a second one in round {round_no} goes beyond what the tournament usually allows':
        'у участника {number} {name} уже есть пропуск с ½ очка (тур {earlier}); второй в {round_no}-м туре превышает то, что турнир обычно разрешает',
    'player {number} {name} has {what} already':
        'у участника {number} {name} уже есть {what}',
    'entry {index} of the list ({name}) has {what} already':
        'у записи {index} списка ({name}) уже есть {what}',
    'entry {index} of the import: unknown field {unknown}':
        'запись {index} импорта: неизвестное поле {unknown}',
    'player {number} already has round {first} in the record, so cannot enter only in round {entry_round}':
        'у участника {number} уже есть {first}-й тур, поэтому он не может вступить только в {entry_round}-м туре',
    'player {number} is paired in round {round_no}; record the forfeit there (or unpair that round) and withdraw from round {next_round}':
        'участник {number} есть в жеребьёвке {round_no}-го тура; запишите там неявку (или отмените жеребьёвку тура) и снимите его с {next_round}-го тура',
    'player {number} has the pairing-allocated bye in round {round_no}; unpair that round first':
        'участник {number} свободен по жеребьёвке в {round_no}-м туре; сначала отмените жеребьёвку этого тура',
    'forbid the pair {a}-{b}':
        'запретить пару {a}-{b}',
    'allow the pair {a}-{b}':
        'разрешить пару {a}-{b}',
    'forbidden pairs change only before round 1 in FIDE mode; round {rounds_played} is paired':
        'в режиме ФИДЕ запрещённые пары меняются только до 1-го тура; жеребьёвка {rounds_played}-го тура проведена',
    'entry {index} of the import: {exc}':
        'запись {index} импорта: {exc}',
    'entry {index} of the import ({name}): {exc}':
        'запись {index} импорта ({name}): {exc}',
    'cannot publish to {folder}: {strerror}':
        'не удаётся опубликовать в {folder}: {strerror}',
    'unknown initial order {order!r}; choose one of {orders}':
        'неизвестный начальный порядок {order!r}; выберите один из {orders}',
    'round 1 is paired; pairing numbers can no longer change':
        'жеребьёвка 1-го тура проведена; стартовые номера больше не меняются',
    'round {round_no} is not paired; no correction was made':
        'жеребьёвка {round_no}-го тура не проведена; исправление не внесено',
    'round {round_no} has no board {board} (boards 1-{n}); no correction was made':
        'в {round_no}-м туре нет доски {board} (доски 1-{n}); исправление не внесено',
    'round {round_no} board {board} has no rating correction':
        'тур {round_no}, доска {board}: нет исправления для обсчёта рейтинга',
    'a rating correction is a final result (not pending, not adjourned)':
        'исправление для обсчёта рейтинга — окончательный результат (не ожидаемый, не отложенный)',
    'round {round_no} board {board} has no result yet; enter it first':
        'тур {round_no}, доска {board}: результата ещё нет; сначала введите его',
    'name at least one rating list file':
        'укажите хотя бы один файл рейтинг-листа',
    '{list} is a {kinds} list; the tournament is rated {kind}: the ratings are not compared':
        '{list} — рейтинг-лист {kinds}; турнир обсчитывается как {kind}: рейтинги не сравниваются',
    "{list}: the list's month is not in its name or header; the list valid now is that of {wanted} (give --month YYYY/MM)":
        '{list}: месяца листа нет ни в имени, ни в заголовке; сейчас действует лист {wanted} (укажите --month ГГГГ/ММ)',
    "{list}: the list's month is not in its name or header; the list valid at the start date is that of {wanted} (give --month YYYY/MM)":
        '{list}: месяца листа нет ни в имени, ни в заголовке; на дату начала действует лист {wanted} (укажите --month ГГГГ/ММ)',
    '{list} is the list of {month}; the list valid now (an event longer than 30 days) is that of {wanted}':
        '{list} — лист {month}; сейчас (турнир дольше 30 дней) действует лист {wanted}',
    '{list} is the list of {month}; the list valid at the start date is that of {wanted}':
        '{list} — лист {month}; на дату начала действует лист {wanted}',
    'the start date (none set)':
        'даты начала (не задана)',
    "K {value} is out of range {low}-{high} (FIDE's are 40, 20 and 10)":
        'K {value} вне диапазона {low}-{high} (у ФИДЕ это 40, 20 и 10)',
    'K {k!r} is not a whole number':
        'K {k!r} — не целое число',
    'export the rating report':
        'экспортировать рейтинговый отчёт',
    'tournament name':
        'название турнира',
    'city':
        'город',
    'date of start':
        'дата начала',
    'date of end':
        'дата окончания',
    'chief arbiter':
        'главный судья',
    '{action}: no round is paired yet; there is nothing to rate':
        '{action}: жеребьёвка ещё не проводилась; обсчитывать нечего',
    ' and {n} more':
        ' и ещё {n}',
    'mandatory for the rating report':
        'обязательно для рейтингового отчёта',
    'mandatory for title events':
        'обязательно для турниров с нормами',
    'type of tournament':
        'тип турнира',
    ' (the Tournament-Type Code Table has no code Arbiter writes for the system {system})':
        ' (в таблице кодов типа турнира нет кода, который Arbiter пишет для системы {system})',
    'tie-breaks':
        'дополнительные показатели',
    ' (the tournament has no tie-breaks)':
        ' (у турнира нет дополнительных показателей)',
    '{action}: the tie-break list cannot be written in 202: {exc}':
        '{action}: список дополнительных показателей нельзя записать в 202: {exc}',
    'round {round} board {board} ({white}-{black})':
        'тур {round}, доска {board} ({white}-{black})',
    '{tag} ({what}) is empty{detail}: {why} (TRF-2026, column R)':
        '{tag} ({what}) пусто{detail}: {why} (TRF-2026, столбец R)',
    ('132 (dates of the rounds): round {rounds} has no date: mandatory for the rating report (TRF-2026, column R)', '132 (dates of the rounds): rounds {rounds} have no date: mandatory for the rating report (TRF-2026, column R)'):
        ('132 (даты туров): у тура {rounds} нет даты: обязательно для рейтингового отчёта (TRF-2026, столбец R)', '132 (даты туров): у туров {rounds} нет даты: обязательно для рейтингового отчёта (TRF-2026, столбец R)', '132 (даты туров): у туров {rounds} нет даты: обязательно для рейтингового отчёта (TRF-2026, столбец R)'),
    "202 of the imported file ({kept}) is replaced by the tournament's tie-breaks ({wanted}), the ones the rank column follows":
        '202 импортированного файла ({kept}) заменяется дополнительными показателями турнира ({wanted}), по которым идёт столбец мест',
    '{n} of {total_rounds} rounds are paired: the report covers rounds 1-{n}':
        'жеребьёвка проведена в {n} из {total_rounds} туров: отчёт охватывает туры 1-{n}',
    'player {number} {name}: the rating {rating} is from {source}; the list valid at the start date is that of {wanted} (arbiter-cli check-ratings)':
        'участник {number} {name}: рейтинг {rating} взят из {source}; на дату начала действует лист {wanted} (arbiter-cli check-ratings)',
    'player {number} {name}: the FIDE number (cols 58-68) is empty: mandatory for the rating report (TRF-2026, column R)':
        'участник {number} {name}: номер ФИДЕ (кол. 58-68) пуст: обязательно для рейтингового отчёта (TRF-2026, столбец R)',
    '(none)':
        '(нет)',
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        '{text!r} — не дата; ожидается ГГГГ-ММ-ДД, ГГГГ/ММ/ДД или ГГ/ММ/ДД',
    'there is no round {round_no}':
        'нет {round_no}-го тура',
    'no round is paired yet':
        'жеребьёвка ещё не проводилась',
    'rounds 1-{n} are paired':
        'жеребьёвка туров 1-{n} проведена',
    'import {name}':
        'импортировать {name}',
    'pair round {next_round}':
        'провести жеребьёвку {next_round}-го тура',
    'save the manual pairing of round {round_no}':
        'сохранить ручную жеребьёвку {round_no}-го тура',
    'the pairing system is fixed once round 1 is paired':
        'система жеребьёвки фиксируется после жеребьёвки 1-го тура',
    "the number of rounds announced changes (the last rounds' pairings follow other rules)":
        'меняется объявленное число туров (жеребьёвка последних туров идёт по другим правилам)',
    'every score and the later pairings change':
        'меняются все очки и последующие жеребьёвки',
    'the scores of the players who had the bye change':
        'меняются очки участников, которые были свободны',
    'the standings are ranked otherwise':
        'турнирная таблица упорядочивается иначе',
    'the end date {end} is before the start date {start}':
        'дата окончания {end} раньше даты начала {start}',
    'the tournament needs a name':
        'турниру нужно название',
    'auto_rank_before_round1 must be True or False':
        'auto_rank_before_round1 должно быть True или False',
    ('unknown setting: {names}', 'unknown settings: {names}'):
        ('неизвестная настройка: {names}', 'неизвестные настройки: {names}', 'неизвестные настройки: {names}'),
    'change the settings':
        'изменить настройки',
    '{read_only_reason}; nothing was changed':
        '{read_only_reason}; ничего не изменено',
    '{text} after round {n} is paired: {why}':
        '{text} после жеребьёвки {n}-го тура: {why}',
    'the rules pair it otherwise now (its pairing stays; the arbiter decides)':
        'по правилам жеребьёвка теперь была бы иной (жеребьёвка остаётся; решает судья)',
    'the rules pair it otherwise with the new points (its pairing stays; the arbiter decides)':
        'с новыми очками по правилам жеребьёвка была бы иной (жеребьёвка остаётся; решает судья)',
    'pair it by hand':
        'проведите жеребьёвку вручную',
    'the arbiter must decide (pair it by hand)':
        'решать судье (проведите жеребьёвку вручную)',
    'round {round_no} cannot be paired by {system_name}: {exc}; {hint}':
        'жеребьёвку {round_no}-го тура по системе {system_name} провести нельзя: {exc}; {hint}',
    'the {system_name} pairing of round {round_no} failed ({kind}: {exc}); nothing was saved; please report this, and pair the round by hand meanwhile':
        'жеребьёвка {round_no}-го тура по системе {system_name} не удалась ({kind}: {exc}); ничего не сохранено; сообщите об этом и пока проведите жеребьёвку вручную',
    'scoring must be a Scoring':
        'scoring должен быть Scoring',
    'point system {points_text}: {problem}':
        'система очков {points_text}: {problem}',
    'tie-break rules must be one of {editions} or empty (the edition in force at the start date), not {tiebreak_rules!r}':
        'правила дополнительных показателей должны быть одной из {editions} или пустыми (редакция, действующая на дату начала), а не {tiebreak_rules!r}',
    '{left_out} cannot break ties in a round robin (C.07: BH, FB and AOB are tie-breaks of Swiss events); choose others, e.g. SB, DE, WIN, KS':
        '{left_out} не может быть дополнительным показателем кругового турнира (C.07: BH, FB и AOB — показатели швейцарских турниров); выберите другие, например SB, DE, WIN, KS',
    '{trf_path}: {strerror}':
        '{trf_path}: {strerror}',
    '{trf_path}: the file names no pairing system Arbiter knows; choose one (--system)':
        '{trf_path}: в файле не указана известная Arbiter система жеребьёвки; выберите её (--system)',
    'round {round_no} is not paired ({paired})':
        'жеребьёвка {round_no}-го тура не проведена ({paired})',
    'the initial colour cannot change once round 1 is paired':
        'начальный цвет нельзя изменить после жеребьёвки 1-го тура',
    'the {system_name} pairing of round {round_no} is not usable: {problems}; nothing was saved':
        'жеребьёвка {round_no}-го тура по системе {system_name} непригодна: {problems}; ничего не сохранено',
    'the tournament changed meanwhile; nothing was saved, please try again':
        'турнир тем временем изменился; ничего не сохранено, попробуйте ещё раз',
    'no round is paired':
        'жеребьёвка не проводилась',
    'round {last} already has results (board {done}); it cannot be unpaired':
        'в {last}-м туре уже есть результаты (доска {done}); жеребьёвку отменить нельзя',
    'round {round_no} has no board {board} (boards 1-{count}); no result was recorded':
        'в {round_no}-м туре нет доски {board} (доски 1-{count}); результат не записан',
    'change the result of round {round_no} board {board}':
        'изменить результат тура {round_no}, доска {board}',
    'record {value} on board {board} of round {round_no}':
        'записать {value} на доске {board} {round_no}-го тура',
    'initial colour must be white or black, not {initial_colour!r}':
        'начальный цвет должен быть white или black, а не {initial_colour!r}',
    'round {round_no} is not paired ({paired}); no result was recorded':
        'жеребьёвка {round_no}-го тура не проведена ({paired}); результат не записан',
    'round {round_no} is older than the previous round ({rounds_played}); in FIDE mode only the results of rounds {first}-{last} can be changed (board {board} {white}-{black} keeps {value})':
        '{round_no}-й тур раньше предыдущего ({rounds_played}); в режиме ФИДЕ можно менять только результаты туров {first}-{last} (доска {board} {white}-{black} сохраняет {value})',
    '{name}: {exc}':
        '{name}: {exc}',
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw for the pairing of the rounds after it; its result {value} is not a draw':
        'тур {round_no}, доска {board} ({white}-{black}): партия была отложена и засчитана как ничья для жеребьёвки следующих туров; её результат {value} — не ничья',
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw; its result {value} is not a draw':
        'тур {round_no}, доска {board} ({white}-{black}): партия была отложена и засчитана как ничья; её результат {value} — не ничья',
    'rating type {kind!r} is not one of {kinds}':
        'тип рейтинга {kind!r} не из {kinds}',
    'tie order {order!r} is not one of {orders}':
        'порядок при равенстве {order!r} не из {orders}',
    'rating method {method!r} is not one of {methods} (TRF-2026 record 172)':
        'метод рейтинга {method!r} не из {methods} (TRF-2026, запись 172)',
    'rating federation {federation!r} is not a 3-letter FIDE code':
        'федерация рейтинга {federation!r} — не трёхбуквенный код ФИДЕ',
    'the rating method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation':
        'метод рейтинга {method} берёт национальные рейтинги: укажите их федерацию (например, NED) или задайте федерацию турнира',
    "the seed of the drawing of lots cannot contain ';' or a line break":
        "начальное значение жребия не может содержать ';' или перевод строки",
    'player {unknown} is not in the tournament; the order of tied players was not changed':
        'участника {unknown} нет в турнире; порядок участников с равными показателями не изменён',
    'a player is named twice in the order of tied players':
        'участник назван дважды в порядке участников с равными показателями',
    '{action}: {warnings}; nothing was changed (confirm to go ahead)':
        '{action}: {warnings}; ничего не изменено (подтвердите, чтобы продолжить)',
    '{action}: possible only outside FIDE mode; nothing was changed':
        '{action}: возможно только вне режима ФИДЕ; ничего не изменено',
    '{action}: nothing was changed; add --confirm to go ahead':
        '{action}: ничего не изменено; добавьте --confirm, чтобы продолжить',
    'warning (level {level}): {text}':
        'предупреждение (уровень {level}): {text}',
    'This action':
        'Это действие',
    # -- point systems (services/points.py) ------------------------------------
    'points for a win':
        'очки за победу',
    'points for a draw':
        'очки за ничью',
    'points for a loss':
        'очки за поражение',
    'points for an absence or forfeit loss':
        'очки за неявку или поражение без игры',
    'points for the pairing-allocated bye':
        'очки за свободный тур по жеребьёвке',
    'points for an unknown (adjourned) result':
        'очки за неизвестный (отложенный) результат',
    '{item!r}: write LETTER=POINTS with LETTER one of {letters} (e.g. W=3,D=1,L=0,P=3)':
        '{item!r}: пишите БУКВА=ОЧКИ, где БУКВА — одна из {letters} (например, W=3,D=1,L=0,P=3)',
    '{item!r}: {letter} is given twice':
        '{item!r}: {letter} задано дважды',
    '{item!r}: {number!r} is not a number':
        '{item!r}: {number!r} — не число',
    '{item!r}: {number!r} is not a number of points':
        '{item!r}: {number!r} — не число очков',
    '{what} is not a number':
        '{what} — не число',
    '{what} cannot be negative':
        '{what} не могут быть отрицательными',
    '{what}: points are 0 to {most} with at most one decimal (as TRF-2026 writes them)':
        '{what}: очки — от 0 до {most}, не более одного знака после запятой (как их пишет TRF-2026)',
    'a win (W={w}) must be worth more than a loss (L={l})':
        'победа (W={w}) должна стоить больше поражения (L={l})',
    'a loss (L={l}) cannot be worth more than a draw (D={d})':
        'поражение (L={l}) не может стоить больше ничьей (D={d})',
    'a draw (D={d}) cannot be worth more than a win (W={w})':
        'ничья (D={d}) не может стоить больше победы (W={w})',
    'two draws (2 × D = {two_draws}) cannot be worth more than a win and a loss (W + L = {win_loss}) (FIDE checklist Q74)':
        'две ничьи (2 × D = {two_draws}) не могут стоить больше победы и поражения (W + L = {win_loss}) (контрольный список ФИДЕ Q74)',
    'an absence or forfeit loss (A={a}) cannot be worth more than a loss over the board (L={l})':
        'неявка или поражение без игры (A={a}) не может стоить больше поражения за доской (L={l})',
    'the pairing-allocated bye (P={p}) cannot be worth more than a win (W={w}) (FIDE checklist Q81)':
        'свободный тур по жеребьёвке (P={p}) не может стоить больше победы (W={w}) (контрольный список ФИДЕ Q81)',
    'with the standard point system the pairing-allocated bye is 1, ½ or 0 points, not {p} (FIDE checklist Q83)':
        'при стандартной системе очков свободный тур по жеребьёвке стоит 1, ½ или 0 очков, а не {p} (контрольный список ФИДЕ Q83)',
    'the pairing-allocated bye (P={p}) must be worth what a game can give: a win (W={w}), a draw (D={d}) or a loss (L={l}), or 0 points (FIDE checklist Q84)':
        'свободный тур по жеребьёвке (P={p}) должен стоить столько, сколько может дать партия: победа (W={w}), ничья (D={d}) или поражение (L={l}), либо 0 очков (контрольный список ФИДЕ Q84)',
    'a forfeit win scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        'победа без игры засчитывается как победа (W): {wanted}, а не {value} (TRF-2026, запись 162)',
    'a full-point bye scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        'пропуск за 1 очко засчитывается как победа (W): {wanted}, а не {value} (TRF-2026, запись 162)',
    'a half-point bye scores a draw (D), {wanted} points, not {value} (TRF-2026 record 162)':
        'пропуск за ½ очка засчитывается как ничья (D): {wanted}, а не {value} (TRF-2026, запись 162)',
    'a forfeit loss scores an absence (A), {wanted} points, not {value} (TRF-2026 record 162)':
        'поражение без игры засчитывается как неявка (A): {wanted}, а не {value} (TRF-2026, запись 162)',
    # -- the tournament service: import notes, manual pairings, changes after round 1 (services/service.py) ---
    '{name}: the file asks for the Baku acceleration, but {system} is paired without acceleration (only the Dutch system accelerates); the setting was left out':
        '{name}: файл требует бакинского ускорения, но {system} проводит жеребьёвку без ускорения (ускоряет только голландская система); настройка опущена',
    ' (and {n} more)':
        ' (и ещё {n})',
    'the pairing of round {round_no} cannot be saved: {problem}{more}; nothing was saved':
        'жеребьёвку {round_no}-го тура сохранить нельзя: {problem}{more}; ничего не сохранено',
    ('the pairing of round {round_no} breaks {n} rule ({problem}); nothing was saved', 'the pairing of round {round_no} breaks {n} rules ({problem}); nothing was saved'):
        ('жеребьёвка {round_no}-го тура нарушает {n} правило ({problem}); ничего не сохранено', 'жеребьёвка {round_no}-го тура нарушает {n} правила ({problem}); ничего не сохранено', 'жеребьёвка {round_no}-го тура нарушает {n} правил ({problem}); ничего не сохранено'),
    'start date':
        'дата начала',
    'end date':
        'дата окончания',
    "a round robin's cycles, swap and Berger numbers are fixed once round 1 is paired":
        'круги, перестановка и номера Бергера круговика фиксируются после жеребьёвки 1-го тура',
    'round {n}, the last round, re-checked: {what}':
        'тур {n}, последний тур, перепроверен: {what}',
    'round {n}, no longer the last round, re-checked: {what}':
        'тур {n}, больше не последний, перепроверен: {what}',
    'round {round} re-checked: {what}':
        'тур {round} перепроверен: {what}',
    'pairing system {old} -> {new}':
        'система жеребьёвки {old} -> {new}',
    'number of rounds {old} -> {new}':
        'число туров {old} -> {new}',
    'point system {old} -> {new}':
        'система очков {old} -> {new}',
    'pairing-allocated bye {old} -> {new} points':
        'свободный тур по жеребьёвке {old} -> {new} очк.',
    'acceleration {old} -> {new}':
        'ускорение {old} -> {new}',
    ' (rules {rules})':
        ' (правила {rules})',
    'by date':
        'по дате',
    'tie-breaks {old} -> {new}':
        'дополнительные показатели {old} -> {new}',
    # -- the backups (services/backups.py) -------------------------------------
    'before the update to file format {format}':
        'перед обновлением до формата файла {format}',
    'cannot be restored':
        'восстановить нельзя',
    # -- round robin settings, tie-break rating, long events (services/round_robin.py, settings.py, starting_rank.py) ---
    'unknown round-robin setting {name!r}; known: {known}':
        'неизвестная настройка кругового турнира {name!r}; известные: {known}',
    'cycles: {cycles!r} is not a number':
        'круги: {cycles!r} — не число',
    'cycles: 1 or more (0: as many as the rounds need)':
        'круги: 1 или больше (0: сколько нужно для туров)',
    'swap: on or off, not {swap!r}':
        'перестановка: on или off, а не {swap!r}',
    'the Berger numbers come from lots or from an order set by hand, not both':
        'номера Бергера берутся из жребия или из порядка, заданного вручную, но не из обоих',
    'Berger order {order!r}: pairing numbers separated by commas, e.g. 3,1,4,2':
        'порядок Бергера {order!r}: стартовые номера через запятую, например 3,1,4,2',
    'Berger order {order!r} names a player twice':
        'порядок Бергера {order!r} называет участника дважды',
    "the tie-breaks' rating {value!r} is not 'first', 'round' or a round number":
        "рейтинг для дополнительных показателей {value!r} — не 'first', не 'round' и не номер тура",
    'the event is longer than 30 days: its ratings change from round to round, and rating-based tie-breaks ({tiebreaks}) are not recommended; they read the rating {which}':
        'турнир длится больше 30 дней: рейтинги меняются от тура к туру, и дополнительные показатели по рейтингу ({tiebreaks}) не рекомендуются; они берут рейтинг {which}',
    'at the start':
        'на старте',
    'of each round':
        'каждого тура',
    'valid in round {round}':
        'действующий в {round}-м туре',
    '{method}, national ratings of {federation}':
        '{method}, национальные рейтинги {federation}',
    # -- the audit log's actions, shown translated in its dialog (kept English in the file) --
    'create':
        'создание',
    'import':
        'импорт',
    'import note':
        'примечание к импорту',
    'Import':
        'Импорт',
    'Configuration':
        'Настройки',
    'Full-point bye':
        'Bye с очком',
    'Leave FIDE mode':
        'Выход из режима ФИДЕ',
    'Adjournment':
        'Откладывание',
    'Rating correction':
        'Исправление для обсчёта рейтинга',
    'Berger numbers':
        'Номера по Бергеру',
    'national rating':
        'национальный рейтинг',
    'add player':
        'добавление участника',
    'edit player':
        'изменение участника',
    'remove player':
        'удаление участника',
    'restore player':
        'восстановление участника',
    're-admit player':
        'возвращение участника',
    'renumber players':
        'перенумерация участников',
    'renumber players before round 1':
        'перенумерация участников перед 1-м туром',
    'request bye':
        'запрос bye',
    'cancel bye':
        'отмена bye',
    'half-point byes closed':
        'bye в пол-очка закрыты',
    'import players':
        'импорт участников',
    'expel player':
        'исключение участника',
    'withdraw player':
        'выбытие участника',
    'forbid pair':
        'запрет пары',
    'allow pair':
        'разрешение пары',
    'publish settings':
        'настройки публикации',
    'ratings from list':
        'рейтинги из списка',
    'set K':
        'установка K',
    'settings':
        'настройки',
    'ratings by round':
        'рейтинги по турам',
    'round date':
        'дата тура',
    'pair round':
        'жеребьёвка тура',
    'manual pairing':
        'ручная жеребьёвка',
    'unpair round':
        'отмена жеребьёвки тура',
    'result':
        'результат',
    'initial colour drawn by lot':
        'начальный цвет по жребию',
    'tie order':
        'порядок при равенстве',
    'drawing of lots for ties':
        'жребий при равенстве',
    # -- issue 34: tournament files from elsewhere ---
    'the number of rounds must be a whole number from 1 to {most}, not {total_rounds!r}':
        'число туров должно быть целым числом от 1 до {most}, а не {total_rounds!r}',
    # -- issue 34: backups ---
    'no backups of {file} (they are taken before each round is paired and after its last result, in {folder})':
        'резервных копий {file} нет (они делаются перед жеребьёвкой каждого тура и после его последнего результата, в {folder})',
    "List the backups of the tournament file, newest first: those taken before each round was paired, after each round's last result and, in the window, while results came in (the newest 20 are kept, and the newest 3 of those taken while results came in). For each: time (local), why it was taken, the rounds and results it holds, and its path for 'arbiter-cli restore'. They are found by the tournament's own id, so a moved or renamed file still lists them. The tournament file itself need not open (or exist any more): give the path it had.":
        "Выводит резервные копии файла турнира, сначала новые: сделанные перед жеребьёвкой каждого тура, после последнего результата каждого тура и, в окне программы, во время ввода результатов (хранятся 20 последних и ещё 3 последние из сделанных во время ввода результатов). Для каждой: время (местное), почему она сделана, туры и результаты в ней и её путь для 'arbiter-cli restore'. Копии находятся по собственному идентификатору турнира, поэтому и перемещённый или переименованный файл их видит. Сам файл турнира может не открываться (или уже не существовать): укажите путь, который у него был.",
    'go ahead despite the warnings (a last round with no result at all: its games are marked adjourned; a backup that cannot be written)':
        'продолжить несмотря на предупреждения (последний тур совсем без результатов: его партии отмечаются как отложенные; резервную копию не удаётся записать)',
    'There are no backups of {name}. Arbiter makes one before each round is paired and after its last result.':
        'Резервных копий {name} нет. Arbiter делает копию перед жеребьёвкой каждого тура и после его последнего результата.',
    'Backups of {tournament}, newest first: taken before each round was paired, after its last result and while results came in. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        'Резервные копии {tournament}, сначала новые: сделанные перед жеребьёвкой каждого тура, после его последнего результата и во время ввода результатов. Выбранная восстанавливается как отдельный файл турнира и открывается; исходный файл не меняется.',
    'the backup copy of {name} could not be written in {folder}: {reason}':
        'резервную копию {name} не удалось записать в {folder}: {reason}',
    '{problem}; round {round} would be paired without a backup of the tournament as it is now':
        '{problem}; жеребьёвка {round}-го тура будет проведена без резервной копии турнира в его нынешнем состоянии',
    '{problem}; the results of round {round} are saved in the tournament file, but no backup holds them yet':
        '{problem}; результаты {round}-го тура сохранены в файле турнира, но ни одна резервная копия их ещё не содержит',
    '{problem}; the result is saved in the tournament file, but no backup holds it yet (tried again in 10 minutes)':
        '{problem}; результат сохранён в файле турнира, но ни одна резервная копия его ещё не содержит (новая попытка через 10 минут)',
    'after the last result of round {round}':
        'после последнего результата {round}-го тура',
    'while the results of round {round} came in':
        'во время ввода результатов {round}-го тура',
    # -- issue 34: options the services read, checked at open ---
    '{item!r} is not a round from 1 to {most}':
        '{item!r} — не тур от 1 до {most}',
    'line {line} is not a national rating record':
        'строка {line} — не запись национального рейтинга',
    'tournament row 1: option {key}: {problem}':
        'tournament, строка 1: параметр {key}: {problem}',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    'the file says NOT IN FIDE MODE: the tournament stays outside FIDE mode (it cannot be re-entered)':
        'в файле указано NOT IN FIDE MODE: турнир остаётся вне режима ФИДЕ (вернуться в него нельзя)',
    "the file's point system (162) {points}: {problem}; imported outside FIDE mode":
        'система очков файла (162) {points}: {problem}; импортировано вне режима ФИДЕ',
    "the file's point system (162) {points} cannot be imported: {problem}":
        'систему очков файла (162) {points} нельзя импортировать: {problem}',
    "the file's point system (162) {points} is not allowed in FIDE mode: {problem}; imported, the tournament is outside FIDE mode for good":
        'система очков файла (162) {points} не допускается в режиме ФИДЕ: {problem}; после импорта турнир навсегда вне режима ФИДЕ',
    ('{n} round of {n} is paired; raise the number of rounds in the settings to pair another', 'all {n} rounds are paired; raise the number of rounds in the settings to pair another'):
        ('жеребьёвка {n} тура из {n} проведена; увеличьте число туров в настройках, чтобы провести ещё одну', 'жеребьёвка всех {n} туров проведена; увеличьте число туров в настройках, чтобы провести ещё одну', 'жеребьёвка всех {n} туров проведена; увеличьте число туров в настройках, чтобы провести ещё одну'),
    ('{source}: line {first_no} announces {n} line but {lines} follow', '{source}: line {first_no} announces {n} lines but {lines} follow'):
        ('{source}: строка {first_no} объявляет {n} строку, а следует {lines}', '{source}: строка {first_no} объявляет {n} строки, а следует {lines}', '{source}: строка {first_no} объявляет {n} строк, а следует {lines}'),
    ('{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} round without two players meeting twice (C.04.1 b); add players or lower the number of rounds', '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds'):
        ('{total_rounds} туров при {players} участниках: швейцарская система не может провести больше {n} тура без повторной встречи двух участников (C.04.1 b); добавьте участников или уменьшите число туров', '{total_rounds} туров при {players} участниках: швейцарская система не может провести больше {n} туров без повторной встречи двух участников (C.04.1 b); добавьте участников или уменьшите число туров', '{total_rounds} туров при {players} участниках: швейцарская система не может провести больше {n} туров без повторной встречи двух участников (C.04.1 b); добавьте участников или уменьшите число туров'),
    ('there is no round {round_no}; the tournament has {n} round', 'there is no round {round_no}; the tournament has {n} rounds'):
        ('нет {round_no}-го тура; в турнире {n} тур', 'нет {round_no}-го тура; в турнире {n} тура', 'нет {round_no}-го тура; в турнире {n} туров'),
    ('PROVISIONAL STANDINGS: {n} result is missing ({where})', 'PROVISIONAL STANDINGS: {n} results are missing ({where})'):
        ('ПРЕДВАРИТЕЛЬНАЯ ТАБЛИЦА: нет {n} результата ({where})', 'ПРЕДВАРИТЕЛЬНАЯ ТАБЛИЦА: нет {n} результатов ({where})', 'ПРЕДВАРИТЕЛЬНАЯ ТАБЛИЦА: нет {n} результатов ({where})'),
    'round {round} board {board} ({white}-{black}, adjourned)':
        'тур {round}, доска {board} ({white}-{black}, отложена)',
    ('{action}: {n} result is missing ({shown}); enter it first: the report is final (FIDE checklist Q161, Q169)', '{action}: {n} results are missing ({shown}); enter them first: the report is final (FIDE checklist Q161, Q169)'):
        ('{action}: нет {n} результата ({shown}); сначала введите его: отчёт окончательный (контрольный список ФИДЕ Q161, Q169)', '{action}: нет {n} результатов ({shown}); сначала введите их: отчёт окончательный (контрольный список ФИДЕ Q161, Q169)', '{action}: нет {n} результатов ({shown}); сначала введите их: отчёт окончательный (контрольный список ФИДЕ Q161, Q169)'),
    ('{n} round is already paired; the number of rounds cannot be {total_rounds}', '{n} rounds are already paired; the number of rounds cannot be {total_rounds}'):
        ('жеребьёвка уже проведена в {n} туре; число туров не может быть {total_rounds}', 'жеребьёвка уже проведена в {n} турах; число туров не может быть {total_rounds}', 'жеребьёвка уже проведена в {n} турах; число туров не может быть {total_rounds}'),
    ('player {players} is not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed', 'players {players} are not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed'):
        ('участник {players} ни с кем не делит место после последнего дополнительного показателя (таблица после {round}-го тура); порядок участников, делящих место, не изменён', 'участники {players} ни с кем не делят место после последнего дополнительного показателя (таблица после {round}-го тура); порядок участников, делящих место, не изменён', 'участники {players} ни с кем не делят место после последнего дополнительного показателя (таблица после {round}-го тура); порядок участников, делящих место, не изменён'),
    # -- players: entering and importing players (issue 35) ---
    '{field}: {text!r} is not a date; write it as {spellings}':
        '{field}: {text!r} — не дата; запишите её как {spellings}',
    '{field}: {text!r} is not a date; write it as {spellings}, or the year alone (1981)':
        '{field}: {text!r} — не дата; запишите её как {spellings} или только год (1981)',
    'the late entry changes pairing numbers (C.04.2 2.4): {places}; players {changes}':
        'поздняя регистрация меняет стартовые номера (C.04.2 2.4): {places}; игроки {changes}',
    'the same name':
        'то же имя',
    '{rating} ({kind}, {source})':
        '{rating} ({kind}, {source})',
    'list':
        'лист',
    ('player {number} has {n} list rating to pick from; choose 1', 'player {number} has {n} list ratings to pick from; choose 1 to {n}'):
        ('у игрока {number} {n} рейтинг из листов для выбора; выберите 1', 'у игрока {number} {n} рейтинга из листов для выбора; выберите от 1 до {n}', 'у игрока {number} {n} рейтингов из листов для выбора; выберите от 1 до {n}'),
    'player {number} has no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        'у игрока {number} нет рейтинга из листов для выбора (сначала обновите рейтинги из листов: check-ratings --update)',
    # -- ftrf06: TRF06 import (Q47) ---
    '{trf_path}: read as TRF06, which has no record for the pairing system, and its 092 line names none Arbiter knows; choose one (--system)':
        '{trf_path}: прочитан как TRF06, в котором нет записи о системе жеребьёвки, а строка 092 не называет ни одной известной Arbiter; выберите систему (--system)',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change pairing numbers':
        'изменить стартовые номера',
    'the new order must name every pairing number 1-{count} once ({problems})':
        'новый порядок должен называть каждый стартовый номер от 1 до {count} ровно один раз ({problems})',
    'the new pairing numbers do not follow the initial ranking list (C.04.2 2.2-2.3): by rating the players would be renumbered {changes}':
        'новые стартовые номера не соответствуют стартовому списку (C.04.2 2.2-2.3): по рейтингу номера участников были бы {changes}',
    'round {round} is paired: after the start C.04.2 2.3-2.5 allow new pairing numbers only for corrected ranking data or a late entry, until round {last} is paired; the games of the paired rounds follow their players':
        'пары {round}-го тура составлены: после начала C.04.2 2.3-2.5 допускают новые стартовые номера только при исправленных данных для стартового списка или поздней регистрации, пока не составлены пары {last}-го тура; партии туров с составленными парами следуют за своими участниками',
    'the automatic ranking before round 1 is switched off, so that these pairing numbers are kept':
        'автоматическое упорядочение перед 1-м туром отключено, чтобы эти стартовые номера сохранились',
    '--move {n}:{m}: {which} must be a pairing number from 1 to {count}':
        '--move {n}:{m}: {which} должен быть стартовым номером от 1 до {count}',
    'given twice: {numbers}':
        'указаны дважды: {numbers}',
    'missing: {numbers}':
        'отсутствуют: {numbers}',
    'no such player: {numbers}':
        'нет такого участника: {numbers}',
    # -- fplayoff: play-off results for tied places (Q207) ---
    'the play-off decides ties after the tie-breaks (tiebreaks) or on points (points), not {scope!r}':
        'тай-брейк решает равенство после дополнительных показателей (tiebreaks) или по очкам (points), а не {scope!r}',
    '{problem}; the play-off was not entered':
        '{problem}; тай-брейк не внесён',
    'player {unknown} is not in the tournament; the play-off was not entered':
        'участника {unknown} нет в турнире; тай-брейк не внесён',
    'player {number}: a play-off score is from 0 to 1000; the play-off was not entered':
        'участник {number}: очки тай-брейка — от 0 до 1000; тай-брейк не внесён',
    ('player {players} is not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered', 'players {players} are not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered'):
        ('участник {players} не равен ни одному другому участнику тай-брейка ({how}, после {round}-го тура); тай-брейк не внесён', 'участники {players} не равны ни одному другому участнику тай-брейка ({how}, после {round}-го тура); тай-брейк не внесён', 'участники {players} не равны ни одному другому участнику тай-брейка ({how}, после {round}-го тура); тай-брейк не внесён'),
    'after the last tie-break':
        'после последнего дополнительного показателя',
    'on points':
        'по очкам',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players {value!r} is not 'none', a rating, 'floor' or 'performance'":
        "рейтинг участников без рейтинга {value!r} — не 'none', не рейтинг, не 'floor' и не 'performance'",
    # -- fsmall: FIDE checklist Q109-110, Q167 ---
    'the acceleration is fixed once round 1 is paired (its virtual points decided the pairings so far)':
        'ускорение фиксируется после жеребьёвки 1-го тура (его виртуальные очки определили жеребьёвки до сих пор)',
    'an unknown (adjourned) result (X={x}) scores a draw (D={d}) until its result is entered: no other provisional score (FIDE checklist Q167)':
        'неизвестный результат (отложенная партия, X={x}) засчитывается как ничья (D={d}), пока не введён результат: другого предварительного счёта нет (контрольный список ФИДЕ Q167)',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    ('FIDE rating list of {month}, downloaded on {day}: {n} player ({path})', 'FIDE rating list of {month}, downloaded on {day}: {n} players ({path})'):
        ('рейтинг-лист ФИДЕ за {month}, загружен {day}: {n} игрок ({path})', 'рейтинг-лист ФИДЕ за {month}, загружен {day}: {n} игрока ({path})', 'рейтинг-лист ФИДЕ за {month}, загружен {day}: {n} игроков ({path})'),
    'the local copy of {day} is kept':
        'локальная копия от {day} сохранена',
    'there is no local copy yet':
        'локальной копии пока нет',
    'FIDE rating list not updated from {url}: {reason}; {kept}':
        'рейтинг-лист ФИДЕ не обновлён с {url}: {reason}; {kept}',
    "no local copy of FIDE's rating list yet (update it while online)":
        'локальной копии рейтинг-листа ФИДЕ пока нет (обновите её в сети)',
    "local copy of FIDE's rating list: {path} (date unknown)":
        'локальная копия рейтинг-листа ФИДЕ: {path} (дата неизвестна)',
    'only http:// and https:// addresses are downloaded':
        'загружаются только адреса http:// и https://',
    "the zip file holds {n} files; FIDE's holds one rating list":
        'zip-файл содержит файлов: {n}; файл ФИДЕ содержит один рейтинг-лист',
    "the zip file's member {name!r} is not a plain .txt or .xml rating list":
        'файл {name!r} в zip-архиве — не простой рейтинг-лист .txt или .xml',
    'the server answered {code} {reason}':
        'сервер ответил {code} {reason}',
    'cannot reach it ({reason}); is the computer online?':
        'недоступно ({reason}); компьютер в сети?',
    'the download failed ({reason})':
        'загрузка не удалась ({reason})',
    'not a zip file ({problem})':
        'не zip-файл ({problem})',
    'cannot make the folder {folder} ({reason})':
        'не удаётся создать папку {folder} ({reason})',
    'the list holds no player':
        'в листе нет ни одного игрока',
    'the file is {size} bytes, more than {limit}':
        'размер файла {size} байт, больше {limit}',
    'not a FIDE rating list ({problem})':
        'не рейтинг-лист ФИДЕ ({problem})',
    'the file is more than {limit} bytes':
        'размер файла больше {limit} байт',
    # -- main: Q129, a rating of the arbiter's own list to pick from ---
    '{rating} ({source})':
        '{rating} ({source})',
}
