"""Русский: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms); docs/languages.md says how to add or change one."""

# flake8: noqa: E501
NPLURALS = 3


def plural(n: int) -> int:
    """0: 1, 21, 31 ... (not 11); 1: 2-4, 22-24 ... (not 12-14); 2: the others."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


MESSAGES = {
    # -- the undo and redo texts of the window (ui/commands.py) ----------------------------
    'request a half point bye of player {number} in round {round_no}':
        'запрос пропуска с ½ очка участника {number} в {round_no}-м туре',
    'request a full point bye of player {number} in round {round_no}':
        'запрос пропуска с 1 очком участника {number} в {round_no}-м туре',
    'request a zero point bye of player {number} in round {round_no}':
        'запрос пропуска без очков участника {number} в {round_no}-м туре',
    'request a pairing allocated bye of player {number} in round {round_no}':
        'запрос свободного по жеребьёвке для участника {number} в {round_no}-м туре',
    'Redo {action}':
        'Повторить: {action}',
    'Undo {action}':
        'Отменить: {action}',
    'delete player {number} {name}':
        'удаление участника {number} {name}',
    'edit player {number}':
        'изменение участника {number}',
    're-admit player {number}':
        'возвращение участника {number}',
    'cancel the bye of player {number} in round {round_no}':
        'отмена пропуска участника {number} в {round_no}-м туре',
    'result {result} on board {board} of round {round_no}':
        'результат {result} на доске {board} {round_no}-го тура',
    'pair round {round_no}':
        'жеребьёвка {round_no}-го тура',
    'manual pairing of round {round_no}':
        'ручная жеребьёвка {round_no}-го тура',
    'unpair round {round_no}':
        'отмена жеребьёвки {round_no}-го тура',
    'date of round {round_no}':
        'дата {round_no}-го тура',
    'change tournament settings':
        'изменение настроек турнира',
    'rating correction of board {board} of round {round_no}':
        'исправление для рейтинга на доске {board} {round_no}-го тура',
    'tied places':
        'места при равенстве',
    'expel player {number}':
        'исключение участника {number}',
    'withdraw player {number}':
        'снятие участника {number}',
    'Pairing this round again gave a different pairing than before the undo; check the new round.':
        'Повторная жеребьёвка этого тура дала другой результат, чем до отмены; проверьте новый тур.',
    'cleared':
        'удалён',
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
    'round {round_no} as imported is not the {system} pairing: {text}':
        '{round_no}-й тур в импортированном виде не совпадает с жеребьёвкой {system}: {text}',
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
    'all {total_rounds} rounds are paired; raise the number of rounds in the settings to pair another':
        'жеребьёвка всех {total_rounds} туров проведена; увеличьте число туров в настройках, чтобы провести ещё одну',
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
    '{source}: line {first_no} announces {count} lines but {lines} follow':
        '{source}: строка {first_no} объявляет {count} строк, а следует {lines}',
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
    '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {most} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds':
        '{total_rounds} туров при {players} участниках: швейцарская система не может провести больше {most} туров без повторной встречи двух участников (C.04.1 b); добавьте участников или уменьшите число туров',
    "{white}-{black} is not in the system's pairing":
        '{white}-{black} нет в жеребьёвке системы',
    "system's {white}-{black} is not paired":
        '{white}-{black} из жеребьёвки системы не составлена',
    'the pairing of round {round_no} is not the {system} pairing ({shown}); the system pairs {boards}{bye}':
        'жеребьёвка {round_no}-го тура не совпадает с жеребьёвкой {system} ({shown}); система составляет {boards}{bye}',
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
    '{where}: birth date {birth_date!r} is not a date; write YYYY/MM/DD or YYYY (YYYY-MM-DD and YYYY.MM.DD are taken too)':
        '{where}: дата рождения {birth_date!r} — не дата; пишите ГГГГ/ММ/ДД или ГГГГ (ГГГГ-ММ-ДД и ГГГГ.ММ.ДД тоже принимаются)',
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
    'there is no round {round_no}; the tournament has {total_rounds} rounds':
        'нет {round_no}-го тура; в турнире туров: {total_rounds}',
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
    ('{action}: {shown} is adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)', '{action}: {shown} are adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)'):
        ('{action}: {shown} — партия отложена и без результата; сначала введите результат (отчёт окончательный, контрольный список ФИДЕ Q169)', '{action}: {shown} — партии отложены и без результата; сначала введите результаты (отчёт окончательный, контрольный список ФИДЕ Q169)', '{action}: {shown} — партии отложены и без результата; сначала введите результаты (отчёт окончательный, контрольный список ФИДЕ Q169)'),
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
    "round {round_no}, board {board}: {white} {white_name} - {black} {black_name} has no result: both players' round {round_no} cells (result, col {column}) are mandatory for the rating report (TRF-2026, column R)":
        'тур {round_no}, доска {board}: у {white} {white_name} - {black} {black_name} нет результата: ячейки {round_no}-го тура обоих участников (результат, кол. {column}) обязательны для рейтингового отчёта (TRF-2026, столбец R)',
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        '{text!r} — не дата; ожидается ГГГГ-ММ-ДД, ГГГГ/ММ/ДД или ГГ/ММ/ДД',
    'there is no round {round_no}; the tournament has {rounds} rounds':
        'нет {round_no}-го тура; в турнире туров: {rounds}',
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
    'the virtual points of the accelerated rounds change the later pairings':
        'виртуальные очки ускоренных туров меняют последующие жеребьёвки',
    'the standings are ranked otherwise':
        'турнирная таблица упорядочивается иначе',
    'the end date {end} is before the start date {start}':
        'дата окончания {end} раньше даты начала {start}',
    'the tournament needs a name':
        'турниру нужно название',
    'the number of rounds must be a whole number of at least 1, not {total_rounds!r}':
        'число туров должно быть целым, не меньше 1, а не {total_rounds!r}',
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
    '{rounds_played} rounds are already paired; the number of rounds cannot be {total_rounds}':
        'жеребьёвка уже проведена в {rounds_played} турах; число туров не может быть {total_rounds}',
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
    # -- documents -----------------------------------------------------------
    '+{points} virtual':
        '+{points} виртуально',
    'Pairing list of a round, by board':
        'Жеребьёвка тура, по доскам',
    'Pairing list of a round, alphabetically':
        'Жеребьёвка тура, по алфавиту',
    'Starting-rank list':
        'Стартовый список',
    'Standings':
        'Турнирная таблица',
    'Crosstable':
        'Кросс-таблица',
    'Rating changes and performances':
        'Изменения рейтинга и турнирный перфоманс',
    'Starting rank list':
        'Стартовый список',
    'No round is paired yet: there is no pairing list to print.':
        'Ещё ни один тур не сыгран по жеребьёвке: печатать нечего.',
    ('Round {round} is not paired ({n} round is): there is no pairing list of it.', 'Round {round} is not paired ({n} rounds are): there is no pairing list of it.'):
        ('Для тура {round} нет жеребьёвки (проведена жеребьёвка {n} тура): списка пар нет.', 'Для тура {round} нет жеребьёвки (проведена жеребьёвка {n} туров): списка пар нет.', 'Для тура {round} нет жеребьёвки (проведена жеребьёвка {n} туров): списка пар нет.'),
    'Tournament':
        'Турнир',
    'Pairings of round {round}':
        'Жеребьёвка {round}-го тура',
    'Pairings of round {round} (alphabetical)':
        'Жеребьёвка {round}-го тура (по алфавиту)',
    'Rating changes after round {round}':
        'Изменения рейтинга после {round}-го тура',
    'Rating changes':
        'Изменения рейтинга',
    'Provisional standings after round {round}':
        'Предварительная турнирная таблица после {round}-го тура',
    'Provisional crosstable after round {round}':
        'Предварительная кросс-таблица после {round}-го тура',
    'Standings after round {round}':
        'Турнирная таблица после {round}-го тура',
    'Standings before round 1':
        'Турнирная таблица до 1-го тура',
    'Crosstable after round {round}':
        'Кросс-таблица после {round}-го тура',
    'Crosstable before round 1':
        'Кросс-таблица до 1-го тура',
    'Rd':
        'Тур',
    'Bd':
        'Доска',
    'Colour':
        'Цвет',
    'No.':
        '№',
    'Opponent':
        'Соперник',
    'Rtg':
        'Рейт.',
    'Result':
        'Результат',
    'Pts':
        'Очки',
    '1 (unrated)':
        '1 (без обсчёта рейтинга)',
    '0 (unrated)':
        '0 (без обсчёта рейтинга)',
    '½ (unrated)':
        '½ (без обсчёта рейтинга)',
    'bye':
        'свободен',
    'full-point bye':
        'пропуск (1 очко)',
    'half-point bye':
        'пропуск (½ очка)',
    'absent':
        'отсутствует',
    'won / lost by forfeit':
        'выигрыш / поражение без игры',
    "the player's points after the round":
        'очки участника после тура',
    'No. {number}':
        '№ {number}',
    'rating {rating}':
        'рейтинг {rating}',
    'FIDE ID {id}':
        'FIDE ID {id}',
    'withdrawn from round {round}':
        'выбыл с {round}-го тура',
    '({points} for the pairing of round {round})':
        '({points} для жеребьёвки {round}-го тура)',
    'How to read it':
        'Как читать',
    'Points:':
        'Очки:',
    'Round':
        'Тур',
    'Date':
        'Дата',
    'Pairings and results':
        'Жеребьёвка и результаты',
    'Alphabetical':
        'По алфавиту',
    'Standings after the round':
        'Турнирная таблица после тура',
    'Results':
        'Результаты',
    '{played} of {total}':
        '{played} из {total}',
    'Place':
        'Место проведения',
    'Dates':
        'Даты',
    'Players':
        'Участники',
    'Rounds paired':
        'Туров с жеребьёвкой',
    'Pairing system':
        'Система жеребьёвки',
    'Time control':
        'Контроль времени',
    'Chief arbiter':
        'Главный судья',
    'Deputy arbiters':
        'Заместители главного судьи',
    'Round {round} by board':
        '{round}-й тур по доскам',
    'Round {round} by name':
        '{round}-й тур по фамилиям',
    'Rounds':
        'Туры',
    'No round is paired yet.':
        'Жеребьёвки ещё не было.',
    'The event':
        'Турнир',
    'After round {round}':
        'После {round}-го тура',
    'Data for other programs':
        'Данные для других программ',
    '1 – 0 (unrated)':
        '1 – 0 (без обсчёта рейтинга)',
    '0 – 1 (unrated)':
        '0 – 1 (без обсчёта рейтинга)',
    '½ – ½ (unrated)':
        '½ – ½ (без обсчёта рейтинга)',
    'adjourned':
        'отложена',
    'White':
        'Белые',
    'Black':
        'Чёрные',
    'Name':
        'Участник',
    'Title':
        'Звание',
    'Fed':
        'Фед.',
    'Rating':
        'Рейтинг',
    'FIDE ID':
        'FIDE ID',
    'Born':
        'Дата рождения',
    'Games':
        'Партии',
    'Score':
        'Очки',
    'Expected':
        'Ожидаемо',
    'Change':
        'Изменение',
    'Perf.':
        'Перф.',
    'games played to a result against a rated opponent (forfeits, byes, unrated games and games against unrated players are left out)':
        'партии, сыгранные до результата с соперником, имеющим рейтинг (без игры, пропуски, партии без обсчёта и партии с участниками без рейтинга не учитываются)',
    "the sum of the expected scores PD of FIDE's table (B.02 8.1.2); a difference of more than 400 points counts as 400 for players rated below 2650 (8.3.1)":
        'сумма ожидаемых очков PD по таблице ФИДЕ (B.02 8.1.2); разница более 400 пунктов считается за 400 для участников с рейтингом ниже 2650 (8.3.1)',
    'K × (score − expected) (B.02 8.3.2), before the rounding of the rating period':
        'K × (очки − ожидаемые) (B.02 8.3.2), до округления за рейтинговый период',
    "the performance: the opponents' average rating + dp of FIDE's table (B.02 8.1.1) for the percentage scored":
        'перфоманс: средний рейтинг соперников + dp по таблице ФИДЕ (B.02 8.1.1) для набранного процента',
    'unrated':
        'без рейтинга',
    '+bye':
        '+своб.',
    'won with White against the player ranked 12 (b: with Black; 1 win, ½ draw, 0 loss; + and − a game won or lost by forfeit)':
        'выигрыш белыми у участника, занимающего 12-е место (b: чёрными; 1 победа, ½ ничья, 0 поражение; + и − выигрыш или поражение без игры)',
    'pairing-allocated bye; 1 bye and ½ bye: full- and half-point byes; − absent':
        'свободен по жеребьёвке; 1 своб. и ½ своб.: пропуск с 1 и ½ очка; − отсутствовал',
    'Tie-breaks':
        'Дополнительные показатели',
    'The tie-breaks could not be computed ({error}); points only.':
        'Дополнительные показатели не удалось вычислить ({error}); только очки.',
    'Rank':
        'Место',
    'Points':
        'Очки',
    'R{round}':
        'Т{round}',
    '½ bye':
        '½ своб.',
    '1 bye':
        '1 своб.',
    'NOT IN FIDE MODE (left at round {round})':
        'НЕ В РЕЖИМЕ ФИДЕ (отключён в {round}-м туре)',
    'NOT IN FIDE MODE':
        'НЕ В РЕЖИМЕ ФИДЕ',
    '* K not given (no rating list, nor the arbiter): the K of B.02 8.3.3 for the rating alone, 20 below 2400 and 10 from 2400 (a player new to the list or a junior below 2300 has 40).':
        '* K не указан (ни рейтинг-листом, ни судьёй): K по B.02 8.3.3 только по рейтингу, 20 ниже 2400 и 10 от 2400 (у нового в листе участника или юниора ниже 2300 — 40).',
    'Direct encounter: points in the games between the tied players':
        'Личная встреча: очки в партиях между участниками с равным результатом',
    'Direct encounter, for the first place only':
        'Личная встреча, только для первого места',
    'Number of rounds won, with or without playing':
        'Число выигранных туров, с игрой или без',
    'Number of games won over the board':
        'Число партий, выигранных за доской',
    'Number of games played with black':
        'Число партий, сыгранных чёрными',
    'Number of games won with black':
        'Число партий, выигранных чёрными',
    'Progressive score: sum of the scores after each round':
        'Прогрессивный подсчёт: сумма очков после каждого тура',
    'Games one elected to play: rounds minus half-point byes, zero-point byes and forfeit losses':
        'Партии, которые участник решил играть: туры минус пропуски за ½ и 0 очков и поражения без игры',
    'Standard points: 1 a round won, 1/2 a round drawn, whatever the scoring':
        'Стандартные очки: 1 за выигранный тур, 1/2 за ничью, при любой системе очков',
    'Tournament pairing number, the lower first':
        'Стартовый номер, меньший впереди',
    "Buchholz: sum of the opponents' scores":
        'Бухгольц: сумма очков соперников',
    'Average of the Buchholz of the opponents played over the board':
        'Среднее Бухгольца соперников, сыгранных за доской',
    'Fore Buchholz: Buchholz as if every last-round game were a draw':
        'Предварительный Бухгольц: Бухгольц, как если бы все партии последнего тура были ничьими',
    "Sonneborn-Berger: opponents' scores weighted by the result against them":
        'Зонненборн-Бергер: очки соперников, взвешенные по результату с ними',
    'Koya score: points against opponents with at least half the maximum score':
        'Коэффициент Койя: очки против соперников, набравших не менее половины максимума',
    'Average rating of the opponents met over the board':
        'Средний рейтинг соперников, сыгранных за доской',
    'Tournament performance rating':
        'Турнирный перфоманс',
    'Perfect tournament performance':
        'Совершенный турнирный перфоманс',
    'Average performance rating of the opponents':
        'Средний перфоманс соперников',
    'Average perfect performance of the opponents':
        'Средний совершенный перфоманс соперников',
    "The player's rating":
        'Рейтинг участника',
    'approved 1 August 2023, applied from 1 September 2023 / 1 April 2024':
        'утверждены 1 августа 2023, применяются с 1 сентября 2023 / 1 апреля 2024',
    'approved 29 July 2024, applied from 1 August 2024':
        'утверждены 29 июля 2024, применяются с 1 августа 2024',
    'approved 2 February 2026, applied from 1 March 2026':
        'утверждены 2 февраля 2026, применяются с 1 марта 2026',
    'Tie-break rules: {edition}, by the start date':
        'Правила дополнительных показателей: {edition}, по дате начала',
    'Tie-break rules: {edition}, chosen by the arbiter':
        'Правила дополнительных показателей: {edition}, выбраны судьёй',
    ', Median-{n}':
        ', медианный-{n}',
    ', Cut-{n}':
        ', усечённый-{n}',
    ', limit {n} half point':
        ', граница {n} пол-очка',
    ', of the Fore Buchholz':
        ', по предварительному Бухгольцу',
    ', reverse order':
        ', в обратном порядке',
    ', first round cut':
        ', без первого тура',
    ', forfeits counted':
        ', с учётом партий без игры',
    ', forfeits as played games':
        ', партии без игры как сыгранные',
    'before round 1':
        'до 1-го тура',
    'after round {round} of {total}':
        'после {round}-го тура из {total}',
    'after round {round}':
        'после {round}-го тура',
    '; round {round} in progress ({got} of {total} results)':
        '; идёт {round}-й тур ({got} из {total} результатов)',
    'Written {date} {time}, {stage}.':
        'Создано {date} в {time}, {stage}.',
    'Event and rounds':
        'Турнир и туры',
    'complete':
        'все',
    '{got} of {total} results':
        '{got} из {total} результатов',
    'Player card: {name}':
        'Карточка участника: {name}',
    "Starting-rank list (each player's card)":
        'Стартовый список (карточка каждого участника)',
    'Tournament information':
        'Информация о турнире',
    ('{n} file written, {unchanged} unchanged, {removed} removed: {folder}', '{n} files written, {unchanged} unchanged, {removed} removed: {folder}'):
        ('записан {n} файл, без изменений {unchanged}, удалено {removed}: {folder}', 'записано {n} файла, без изменений {unchanged}, удалено {removed}: {folder}', 'записано {n} файлов, без изменений {unchanged}, удалено {removed}: {folder}'),
    'no publishing folder is set for this tournament':
        'для этого турнира не задана папка публикации',
    # -- settings ------------------------------------------------------------
    'the document language {code!r} is not one of {known}':
        'язык документов {code!r} не входит в {known}',
    # -- ui ------------------------------------------------------------------
    'When (UTC)':
        'Когда (UTC)',
    'Action':
        'Действие',
    'Details':
        'Подробности',
    'Audit log':
        'Журнал действий',
    "Filter (e.g. “manual pairing”, a player's number)":
        'Фильтр (например, «ручная жеребьёвка», номер участника)',
    'half-point bye (H)':
        'пропуск за ½ очка (H)',
    'absent, zero points (Z)':
        'отсутствует, 0 очков (Z)',
    'full-point bye (F)':
        'пропуск за 1 очко (F)',
    'no bye: pair the player':
        'без пропуска: включить в жеребьёвку',
    'Requested bye':
        'Запрошенный пропуск',
    '&Round':
        '&Тур',
    '&Kind':
        '&Вид',
    'Pairing card – {title}':
        'Карточка жеребьёвки – {title}',
    'Player':
        'Участник',
    'Colours':
        'Цвета',
    'Colour difference':
        'Разница цветов',
    'Colour preference':
        'Предпочтение цвета',
    'Rating change':
        'Изменение рейтинга',
    'Performance':
        'Перфоманс',
    'Import players from {source}':
        'Импорт участников из {source}',
    '{source}: {count} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.':
        '{source}: {count} строк под заголовком{more}. Проверьте поле каждого столбца; столбец «(пропускается)» не импортируется.',
    'FIDE id':
        'FIDE ID',
    'Sex':
        'Пол',
    'Players from the FIDE rating list':
        'Участники из рейтинг-листа ФИДЕ',
    'One player per line: a FIDE id, or words of the name (e.g. “carlsen magnus”)':
        'Один участник в строке: FIDE ID или слова имени (например, «carlsen magnus»)',
    '&Search':
        '&Найти',
    '&Add selected players':
        '&Добавить выбранных',
    'Searching the rating list…':
        'Поиск в рейтинг-листе…',
    '{count} players found; all are selected (Ctrl+click to change the selection).':
        'Найдено участников: {count}; все выбраны (Ctrl+щелчок меняет выбор).',
    'Type a name or a FIDE id first.':
        'Сначала введите имя или FIDE ID.',
    'Pick the date in a calendar (Alt+Down)':
        'Выбрать дату в календаре (Alt+Вниз)',
    '&Up':
        'Поднят&ь',
    'D&own':
        'Оп&устить',
    'Forbidden pairs':
        'Запрещённые пары',
    '&Remove this pair (they may meet again)':
        '&Убрать эту пару (им снова можно играть)',
    'Forbidden now: {shown}':
        'Сейчас запрещены: {shown}',
    '&First player (number)':
        '&Первый участник (номер)',
    'Se&cond player (number)':
        'В&торой участник (номер)',
    'Language':
        'Язык',
    'As the operating system':
        'Как в операционной системе',
    '&Language of the windows':
        '&Язык окон',
    "Arbiter shows the language chosen from its next start. The language of a tournament's printouts and web pages is one of its settings (File › Tournament settings).":
        'Arbiter покажет выбранный язык при следующем запуске. Язык печати и веб-страниц турнира задаётся в его настройках (Файл › Настройки турнира).',
    'Manual pairing of round {round_no}':
        'Ручная жеребьёвка {round_no}-го тура',
    '&Bye:':
        '&Пропуск:',
    '&Save pairing':
        '&Сохранить жеребьёвку',
    'Cancel':
        'Отмена',
    'Checking the pairing…':
        'Проверка жеребьёвки…',
    'Pairing breaks the rules':
        'Жеребьёвка нарушает правила',
    "This pairing breaks:\n\n{text}\n\nSave it anyway? It will be written to the audit log together with the differences from the engine's pairing.":
        'Эта жеребьёвка нарушает:\n\n{text}\n\nВсё равно сохранить? Она будет записана в журнал вместе с отличиями от жеребьёвки программы.',
    'Reason':
        'Причина',
    'Why is this pairing needed?':
        'Зачем нужна эта жеребьёвка?',
    'Swap &colours':
        'Поменять &цвета',
    'E&xchange two players':
        'Поменять &двух участников',
    '&Make pair of two unpaired':
        'Составить п&ару из двух',
    '&Remove board':
        '&Убрать доску',
    'Pairing car&d':
        '&Карточка',
    'Not paired:':
        'Без пары:',
    'Rules broken by this pairing:':
        'Правила, нарушенные этой жеребьёвкой:',
    'Select exactly two players (Ctrl+click) to exchange them.':
        'Выберите ровно двух участников (Ctrl+щелчок), чтобы поменять их.',
    'Select two players in the “Not paired” list (Ctrl+click).':
        'Выберите двух участников в списке «Без пары» (Ctrl+щелчок).',
    'Still checking the pairing; save again in a moment.':
        'Жеребьёвка ещё проверяется; сохраните чуть позже.',
    'Not saved: the pairing breaks the rules listed below.':
        'Не сохранено: жеребьёвка нарушает перечисленные ниже правила.',
    'Surname, First name':
        'Фамилия, Имя',
    'YYYY/MM/DD':
        'ГГГГ/ММ/ДД',
    'The K-factor of the FIDE rating list (40, 20 or 10), for the rating change; left at "from the rating": 20 below 2400, 10 from 2400':
        'Коэффициент K рейтинг-листа ФИДЕ (40, 20 или 10) для изменения рейтинга; «по рейтингу»: 20 ниже 2400, 10 от 2400',
    'May take &half-point byes':
        'Может брать пропуски за &½ очка',
    'none':
        'нет',
    'Nationa&l rating ({federation})':
        'Национальный рейтин&г ({federation})',
    '&Name':
        '&Имя',
    '&Rating':
        '&Рейтинг',
    '&Title':
        '&Звание',
    '&Sex':
        '&Пол',
    '&Federation':
        '&Федерация',
    'FIDE &id':
        'FIDE &ID',
    '&Born':
        '&Дата рождения',
    '&K-factor':
        'Коэффициент &K',
    'Add player':
        'Добавить участника',
    'Save and ne&xt':
        'Сохранить и &следующий',
    'Taken (local time)':
        'Создана (местное время)',
    'Taken':
        'Создана',
    'Holds':
        'Содержит',
    'Restore {name} from a backup':
        'Восстановить {name} из резервной копии',
    'Backups of {tournament}, taken before each round was paired, newest first. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        'Резервные копии {tournament}, сделанные перед жеребьёвкой каждого тура, сначала новые. Выбранная восстанавливается как отдельный файл турнира и открывается; исходный файл не меняется.',
    'The tournament file to make; an existing file is only replaced after you confirm it.':
        'Создаваемый файл турнира; существующий файл заменяется только после подтверждения.',
    '&Browse…':
        '&Обзор…',
    'Restore &as':
        'Восстановить &как',
    '&Restore':
        '&Восстановить',
    'Restore the backup as':
        'Восстановить копию как',
    'Date of round {round_no}':
        'Дата {round_no}-го тура',
    '&Date of round {round_no}':
        '&Дата {round_no}-го тура',
    'Round date':
        'Дата тура',
    'Import {file_name}':
        'Импорт {file_name}',
    'Pairing &system':
        '&Система жеребьёвки',
    '&Tie-breaks (tick, order)':
        '&Доп. показатели (отметить, упорядочить)',
    'drawn by lot':
        'по жребию',
    'white':
        'белые',
    'black':
        'чёрные',
    'As in force at the start date':
        'Действующие на дату начала',
    'As the interface':
        'Как интерфейс',
    '&Place':
        '&Место',
    'S&tart date':
        'Дата &начала',
    '&End date':
        'Дата &окончания',
    '&Chief arbiter':
        '&Главный судья',
    '&Deputy arbiters':
        '&Заместители',
    'T&ime control':
        '&Контроль времени',
    '&Rounds':
        '&Туры',
    'Point s&ystem':
        'Систем&а очков',
    "Top player's co&lour in round 1":
        'Ц&вет первого номера в 1-м туре',
    'Tie-brea&ks (tick, order)':
        '&Доп. показатели (отметить, упорядочить)',
    'Tie-break rules (C.07 &version)':
        'Прави&ла доп. показателей (версия C.07)',
    'Acceleration &method':
        'М&етод ускорения',
    'Language of t&he printouts':
        '&Язык печати',
    '&Win, forfeit win, full-point bye (W)':
        '&Победа, победа без игры, пропуск за 1 очко (W)',
    'Dr&aw, half-point bye (D)':
        'Ни&чья, пропуск за ½ очка (D)',
    'Lost &game (L)':
        'По&ражение (L)',
    'Absence: &zero-point bye, forfeit loss (A)':
        'Неявка: пропуск за &0 очков, поражение без игры (A)',
    'Pairing-allocated &bye (P)':
        'Сво&боден по жеребьёвке (P)',
    'Unknown result, e.g. adjourned (&X)':
        'Неизвестный результат, например отложена (&X)',
    'Tournament settings':
        'Настройки турнира',
    'New tournament':
        'Новый турнир',
    'Arbiter – hall display':
        'Arbiter – экран в зале',
    'Hall display':
        'Экран в зале',
    '&Screen':
        '&Экран',
    'Seconds &per page':
        'Секунд на &страницу',
    'T&ype size':
        '&Размер шрифта',
    '&Full screen':
        '&Во весь экран',
    'Pla&yers':
        'Уч&астники',
    '&Standings':
        'Турнирная &таблица',
    '&Crosstable':
        '&Кросс-таблица',
    '&File':
        '&Файл',
    '&New tournament…':
        '&Новый турнир…',
    '&Open…':
        '&Открыть…',
    '&Import TRF…':
        '&Импорт TRF…',
    'Open &recent':
        'Н&едавние',
    'Tournament &settings…':
        'Настройки &турнира…',
    '&Export TRF…':
        '&Экспорт TRF…',
    'Export ra&ting report…':
        'Экспорт &рейтингового отчёта…',
    '&Audit log…':
        '&Журнал действий…',
    '&Leave FIDE mode…':
        'Вы&йти из режима ФИДЕ…',
    '&Close tournament':
        '&Закрыть турнир',
    '&Edit':
        '&Правка',
    '&Undo':
        '&Отменить',
    '&Redo':
        '&Повторить',
    '&Find player / go to board':
        '&Найти участника / перейти к доске',
    'Ne&xt tab':
        '&Следующая вкладка',
    'Pre&vious tab':
        'П&редыдущая вкладка',
    'Se&ttings':
        '&Настройки',
    '&Language…':
        '&Язык…',
    "the operating system's language":
        'языке операционной системы',
    'Arbiter will be in {language} from its next start.':
        'Arbiter будет на языке: {language} со следующего запуска.',
    'Restore from &backup…':
        'Восстановить из &копии…',
    "FIDE's rating report (TRF-2026): the mandatory fields checked first":
        'Рейтинговый отчёт ФИДЕ (TRF-2026): сначала проверяются обязательные поля',
    'Leave FIDE mode for good (two questions)':
        'Окончательно выйти из режима ФИДЕ (два вопроса)',
    '&Quit':
        'В&ыход',
    '&Players':
        '&Участники',
    "The language of Arbiter's windows":
        'Язык окон Arbiter',
    'Undone: {text}.':
        'Отменено: {text}.',
    'Redone: {text}.':
        'Повторено: {text}.',
    'Left FIDE mode at round {n}; this cannot be undone.':
        'Режим ФИДЕ отключён в {n}-м туре; это нельзя отменить.',
    'Reading {name}':
        'Чтение {name}',
    'The language could not be kept: {error}':
        'Не удалось сохранить язык: {error}',
    'This tournament is open in another Arbiter window or program; it is shown read-only here.':
        'Этот турнир открыт в другом окне или программе Arbiter; здесь он показан только для чтения.',
    'Leave FIDE mode: not done; nothing was changed.':
        'Выход из режима ФИДЕ не выполнен; ничего не изменено.',
    '{name} was not imported.':
        '{name} не импортирован.',
    'Points after':
        'Очки после',
    'Float':
        'Флоат',
    'Note':
        'Примечание',
    'Status':
        'Статус',
    'Closing':
        'Закрытие',
    "Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)":
        'Фильтр: номер участника или слова имени, федерации, звания, FIDE ID (Ctrl+F)',
    'Result of board {board}':
        'Результат на доске {board}',
    'Go to board (number) or find a player (name) – Ctrl+F':
        'Перейти к доске (номер) или найти участника (имя) – Ctrl+F',
    '<h1>Arbiter</h1><p>Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved the moment you enter it.</p>':
        '<h1>Arbiter</h1><p>Проведение турнира ФИДЕ по швейцарской системе: участники, жеребьёвка, результаты, турнирная таблица. Всё сохраняется сразу при вводе.</p>',
    'Recent tournaments (Enter or double-click to open):':
        'Недавние турниры (Enter или двойной щелчок — открыть):',
    '{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.':
        '{head} возможно только вне режима ФИДЕ:\n{listed}\n\nНичего не изменено.',
    '{head}:\n\n{listed}\n\nGo ahead anyway?':
        '{head}:\n\n{listed}\n\nВсё равно продолжить?',
    'Second confirmation – {head}:\n\n{listed}\n\nAre you sure?':
        'Повторное подтверждение – {head}:\n\n{listed}\n\nВы уверены?',
    '{action}: not done; nothing was changed.':
        '{action}: не выполнено; ничего не изменено.',
    'Restored the backup taken {when} ({reason}) as {path}.':
        'Копия от {when} ({reason}) восстановлена как {path}.',
    '{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.':
        '{user_message}\n\nСамая новая открывающаяся копия: {when}, {reason} ({contents}). Восстановить её как новый файл {target}? Сам {name} не меняется.',
    'Arbiter is still busy; restore a backup when it has finished.':
        'Arbiter ещё занят; восстановите копию, когда он закончит.',
    'Reading the backups':
        'Чтение резервных копий',
    'There are no backups of {name}. Arbiter makes one before each round is paired.':
        'Резервных копий {name} нет. Arbiter делает копию перед жеребьёвкой каждого тура.',
    'Restoring {name}':
        'Восстановление {name}',
    'Looking for a backup':
        'Поиск резервной копии',
    '{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.':
        '{target} уже существует. Заменить его копией от {when} ({reason}: {contents})? Текущее содержимое будет потеряно.',
    '&Pairing list of the current round':
        '&Жеребьёвка текущего тура',
    '&Alphabetical pairing list of the current round':
        'Жеребьёвка текущего тура по &алфавиту',
    'Starting-&rank list':
        '&Стартовый список',
    'Rating c&hanges and performances':
        '&Изменения рейтинга и перфоманс',
    '&Print':
        'Пе&чать',
    'Export P&DF':
        'Экспорт P&DF',
    'Printed {title}.':
        'Напечатано: {title}.',
    'Saved {written}.':
        'Сохранено: {written}.',
    'Export TRF':
        'Экспорт TRF',
    'The document could not be printed: {exc}':
        'Не удалось напечатать документ: {exc}',
    'The PDF could not be written: {exc}':
        'Не удалось записать PDF: {exc}',
    'Export the rating report: not done; nothing was written.':
        'Экспорт рейтингового отчёта не выполнен; ничего не записано.',
    'Saved {path}.':
        'Сохранено: {path}.',
    'Saved {target}.':
        'Сохранено: {target}.',
    '&Add player…':
        '&Добавить участника…',
    '&Edit player…':
        '&Изменить участника…',
    '&Delete player…':
        '&Удалить участника…',
    'Delete a player entered by mistake (before round 1; later players withdraw)':
        'Удалить участника, введённого по ошибке (до 1-го тура; позже участники выбывают)',
    '&Withdraw player':
        '&Снять участника',
    'E&xpel player…':
        'Иск&лючить участника…',
    'Withdraw a player by expulsion: flagged, and left out of the standings':
        'Снять участника исключением: отмечен и не входит в турнирную таблицу',
    '&Re-admit player':
        '&Вернуть участника',
    'Requested &bye / absence…':
        '&Пропуск / неявка…',
    'Forbidden &pairs…':
        '&Запрещённые пары…',
    'Two players who shall not meet (before round 1)':
        'Два участника, которые не должны встречаться (до 1-го тура)',
    'Pairing &card…':
        '&Карточка жеребьёвки…',
    'Import players from C&SV…':
        'Импорт участников из &CSV…',
    'Import players from &TRF…':
        'Импорт участников из &TRF…',
    'Import players from the &FIDE rating list…':
        'Импорт участников из рейтинг-листа &ФИДЕ…',
    'Select a player first.':
        'Сначала выберите участника.',
    'Player {number} {name} added{note}.':
        'Участник {number} {name} добавлен{note}.',
    'Edit player {number}':
        'Изменить участника {number}',
    'Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.':
        'Участник {number} {name} уже есть в туре: участника с партиями снимают (Участники › Снять участника), а не удаляют.',
    'Delete player {number} {name}? (Edit › Undo brings the entry back.)':
        'Удалить участника {number} {name}? (Правка › Отменить вернёт его.)',
    'Player {number} has already withdrawn.':
        'Участник {number} уже выбыл.',
    'Player {number} has already been expelled.':
        'Участник {number} уже исключён.',
    'Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).':
        'Исключить участника {number} {name}?\n\nСо следующего тура участник не включается в жеребьёвку, отмечается как исключённый и не входит в турнирную таблицу (сыгранные партии засчитываются соперникам).',
    'Player {number} has not withdrawn.':
        'Участник {number} не выбывал.',
    'Searching the rating list':
        'Поиск в рейтинг-листе',
    'Reading players':
        'Чтение участников',
    'No players found in {source}.':
        'В {source} участники не найдены.',
    'All {count} players are already in the tournament; nothing was imported.':
        'Все участники ({count}) уже в турнире; ничего не импортировано.',
    'Import cancelled; nothing was changed.':
        'Импорт отменён; ничего не изменено.',
    'Player {number} {name} deleted.':
        'Участник {number} {name} удалён.',
    'Publishing folder':
        'Папка публикации',
    'Publish birth &dates (FIDE does not)':
        'Публиковать даты &рождения (ФИДЕ этого не делает)',
    'Also the standings and pairings as &JSON and CSV':
        'Также турнирная таблица и жеребьёвка в &JSON и CSV',
    '&Folder':
        '&Папка',
    'P&ublish':
        'Пу&бликация',
    '&Publish web pages now':
        '&Опубликовать веб-страницы',
    'Write the web pages into the publishing folder':
        'Записать веб-страницы в папку публикации',
    'Publishing &folder…':
        '&Папка публикации…',
    '&Hall display…':
        '&Экран в зале…',
    '&Close hall display':
        '&Закрыть экран в зале',
    'Hall display on screen {screen}; File › Publish › Close hall display ends it.':
        'Экран в зале на мониторе {screen}; Файл › Публикация › Закрыть экран в зале завершает его.',
    'Publishing folder: {folder}':
        'Папка публикации: {folder}',
    'Hall display closed.':
        'Экран в зале закрыт.',
    '&Pair next round':
        '&Жеребьёвка следующего тура',
    "Pair the next round with the tournament's system":
        'Провести жеребьёвку следующего тура по системе турнира',
    '&Manual pairing…':
        '&Ручная жеребьёвка…',
    "Change the last unplayed round's pairing by hand":
        'Изменить вручную жеребьёвку последнего несыгранного тура',
    '&Unpair last round':
        '&Отменить жеребьёвку последнего тура',
    "Delete the last round's pairing while it has no results":
        'Удалить жеребьёвку последнего тура, пока нет результатов',
    'Round &date…':
        '&Дата тура…',
    'The date of the round shown (or of the next round)':
        'Дата показанного (или следующего) тура',
    'Round {round_no} was not paired.':
        'Жеребьёвка {round_no}-го тура не проведена.',
    'Only the last round can be unpaired, and only while it has no results.':
        'Отменить можно только жеребьёвку последнего тура и только пока нет результатов.',
    'no result':
        'нет результата',
    'Round {round_no}, board {board}: {text}.':
        'Тур {round_no}, доска {board}: {text}.',
    'The engine has no pairing to propose: {user_message}':
        'Программа не может предложить жеребьёвку: {user_message}',
    'Manual pairing of round {round_no} saved{note}.':
        'Ручная жеребьёвка {round_no}-го тура сохранена{note}.',
    'Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?':
        'Тур {round_no}, доска {board} ({white} – {black}): уже есть результат {result}.\n\nЗаменить на {new}?',
    'Round {round_no}, board {board}: the result {result} was kept.':
        'Тур {round_no}, доска {board}: результат {result} сохранён.',
    'Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.':
        'Тур {round_no}, доска {board} ({white} – {black}): исправлено с {result} на {text}.\n\nОчки обоих участников и турнирная таблица обновлены. Туры {next}–{rounds_played} сохраняют жеребьёвку.',
    'Round {round_no} could not be paired.\n\n{user_message}':
        'Жеребьёвку {round_no}-го тура провести не удалось.\n\n{user_message}',
    'Round {round_no} unpaired.':
        'Жеребьёвка {round_no}-го тура отменена.',
    'Round &{round}':
        'Тур &{round}',
    'Round {round}':
        'Тур {round}',
    # -- hall ----------------------------------------------------------------
    'Pairings by &name':
        'Жеребьёвка по &фамилиям',
    'Pairings by &board':
        'Жеребьёвка по &доскам',
    'S&tandings':
        'Турнирная &таблица',
    # -- rating corrections, tied places, the result menu ---------------------
    'Rating &correction…':
        '&Исправление для рейтингового отчёта…',
    '&Tied places…':
        '&Места с равным результатом…',
    '&Shared places (C.07)':
        '&Делёж мест (C.07)',
    "The arbiter's &order of tied players:":
        '&Порядок, заданный судьёй:',
    'A drawing of &lots, seed:':
        '&Жребий, зерно:',
    'R&ound':
        '&Тур',
    '&Board':
        '&Доска',
    'Result for the &rating report':
        'Результат для &отчёта о рейтинге',
    'R&eason':
        '&Причина',
    'Correction for the rating report':
        'Исправление для рейтингового отчёта',
    'No correction (remove it)':
        'Без исправления (удалить)',
    'Tied places':
        'Места с равным результатом',
    'pairing numbers, e.g. 12, 5, 7':
        'стартовые номера, напр. 12, 5, 7',
    'empty: a new seed':
        'пусто: новое зерно',
    'Type the pairing numbers of the tied players in their order, e.g. 12, 5, 7.':
        'Введите стартовые номера игроков с равным результатом в нужном порядке, напр. 12, 5, 7.',
    'A result corrected for the rating report only (the standings keep it)':
        'Результат, исправленный только для рейтингового отчёта (турнирная таблица его сохраняет)',
    "Places still tied after the tie-breaks: shared, the arbiter's order or a drawing of lots":
        'Места, равные после дополнительных показателей: делёж, порядок судьи или жребий',
    'No round is paired yet: there is no result to correct.':
        'Ни один тур ещё не проведён: нечего исправлять.',
    "Round {round_no}, board {board}: the rating report's result is set.":
        'Тур {round_no}, доска {board}: результат для рейтингового отчёта задан.',
    'Tied places: set.':
        'Места с равным результатом: заданы.',
    'White wins':
        'Победа белых',
    'Black wins':
        'Победа чёрных',
    'Draw':
        'Ничья',
    'White wins by forfeit (black did not play)':
        'Победа белых без игры (чёрные не явились)',
    'Black wins by forfeit (white did not play)':
        'Победа чёрных без игры (белые не явились)',
    'Neither played (double forfeit)':
        'Никто не играл (обоюдная неявка)',
    "White ½, black 0 (arbiter's decision)":
        'Белые ½, чёрные 0 (решение судьи)',
    "White 0, black ½ (arbiter's decision)":
        'Белые 0, чёрные ½ (решение судьи)',
    "Both lose (arbiter's decision)":
        'Оба проиграли (решение судьи)',
    'White wins, less than one move played (not rated)':
        'Победа белых, сыграно меньше хода (не обсчитывается)',
    'Black wins, less than one move played (not rated)':
        'Победа чёрных, сыграно меньше хода (не обсчитывается)',
    'Draw, less than one move played (not rated)':
        'Ничья, сыграно меньше хода (не обсчитывается)',
    'Adjourned (a draw for the pairing until the result is known)':
        'Отложена (ничья для жеребьёвки до известного результата)',
    'No result':
        'Нет результата',
    # -- ratings: the tournament dialog, the manual rating, the list check (#24) --
    "The arbiter's estimate of an unknown or unreliable rating (C.04.2 2.1): it places the player in the initial order where the rating method gives none":
        'Оценка арбитра для неизвестного или ненадёжного рейтинга (C.04.2 2.1): она ставит участника в стартовый список, если метод рейтинга его не даёт',
    '&Manual rating':
        'Рейтинг арбитра (&M)',
    '{list}: {kinds} list of {month}; {found} of {total} players found, {differences} differences':
        '{list}: список {kinds} за {month}; найдено {found} из {total} участников, расхождений: {differences}',
    'player {number} {name}: FIDE number {fide_id} is in no list':
        'участник {number} {name}: ID FIDE {fide_id} нет ни в одном списке',
    'without a FIDE number (not checked): {players}':
        'без ID FIDE (не проверены): {players}',
    'Ratings against {list}':
        'Рейтинги по списку {list}',
    '&Update every difference':
        'Принять все расхождения (&U)',
    "Take the list's rating, K, title, federation, name and birth date for every difference, in one step written to the audit log":
        'Взять из списка рейтинг, K, звание, федерацию, имя и дату рождения для каждого расхождения, одним шагом с записью в журнал',
    'no rating':
        'нет рейтинга',
    'player {number} {name}: not in {main}; {other} gives {ratings}':
        'участник {number} {name}: нет в {main}; {other} даёт {ratings}',
    'an unknown month':
        'неизвестный месяц',
    'no differences':
        'расхождений нет',
    'Rating type (FIDE list)':
        'Вид рейтинга (список FIDE)',
    'Starting-rank method (TRF 172)':
        'Метод стартового списка (TRF 172)',
    'E&qual rating and title: then by':
        'При равных рейтинге и звании далее по (&Q)',
    'Rating-based tie-breaks read':
        'Дополнительные показатели по рейтингу берут',
    'standard':
        'классика',
    'rapid':
        'рапид',
    'blitz':
        'блиц',
    'national list (e.g. NED)':
        'национальный список (напр. RUS)',
    "The federation of the national ratings the method reads; empty: the tournament's":
        'Федерация национальных рейтингов, которые читает метод; пусто: федерация турнира',
    'name (alphabetically)':
        'фамилия (по алфавиту)',
    'FIDE number (lowest first)':
        'ID FIDE (меньший первым)',
    'Longer than &30 days: each round has the ratings of its month':
        'Дольше &30 дней: в каждом туре рейтинги его месяца',
    'the rating at the start':
        'рейтинг на старте',
    "each round's rating":
        'рейтинг каждого тура',
    'the ratings valid in round {round}':
        'рейтинги, действующие в туре {round}',
    'Check ratin&gs against a list…':
        'Проверить рейтинги по списку…',
    'Compare the players with a FIDE rating list file: rating, K, title, federation, name, birth date; one button takes every difference':
        'Сравнить участников с файлом рейтинг-листа FIDE: рейтинг, K, звание, федерация, имя, дата рождения; одна кнопка принимает все расхождения',
    'Rating list to check the players against':
        'Рейтинг-лист для проверки участников',
    'Checking the ratings':
        'Проверка рейтингов',
    '{count} differences taken from {list}.':
        'Принято расхождений из {list}: {count}.',
    'Updating the ratings':
        'Обновление рейтингов',
    'no half-point byes in round {round_no}: the arbiter closed it to them':
        'в туре {round_no} пропуски за ½ очка невозможны: судья их закрыл',
    # -- the tournament dialog: a round robin's settings ----------------------
    'Round robin: cycles':
        'Круговой турнир: круги',
    'as the rounds need':
        'по числу туров',
    'as C.05 recommends (with two cycles or more)':
        'как рекомендует C.05 (от двух кругов)',
    'yes':
        'да',
    'no':
        'нет',
    'empty: no drawing of lots':
        'пусто: без жребия',
    'pairing numbers in Berger order, e.g. 3, 1, 4, 2':
        'стартовые номера в порядке Бергера, напр. 3, 1, 4, 2',
    'last two rounds of cycle 1 reversed':
        'два последних тура 1-го круга переставлены',
    'Berger numbers by lot, seed':
        'номера Бергера по жребию, зерно',
    'or by hand':
        'или вручную',
    # -- the round tab's heading ---------------------------------------------
    'Round {round_no}':
        'Тур {round_no}',
    ('{count} board', '{count} boards'):
        ('{count} доска', '{count} доски', '{count} досок'),
    ('{count} result to enter', '{count} results to enter'):
        ('{count} результат ввести', '{count} результата ввести', '{count} результатов ввести'),
    'all results in':
        'все результаты введены',
    ('{count} adjourned', '{count} adjourned'):
        ('{count} отложена', '{count} отложены', '{count} отложено'),
    'Type 1, 0, = (draw), + or - (forfeit), * (double forfeit), ? (adjourned); the menu key lists every result; Delete clears; Enter opens the pairing card.':
        'Введите 1, 0, = (ничья), + или - (неявка), * (обоюдная неявка), ? (отложена); клавиша меню показывает все результаты; Delete стирает; Enter открывает карточку игрока.',
    # -- the rating change in the standings (#24) -----------------------------
    '&Rating change in the standings':
        'Изменение &рейтинга в таблице',
    "Each player's rating change so far as the standings' last column":
        'Изменение рейтинга каждого участника на сейчас, последним столбцом таблицы',
    'rating change in the standings':
        'изменение рейтинга в таблице',
    'Rtg +/-':
        'Рейт. +/-',
    # -- the tournament dialog's lists, the standings tab's heading ----------
    'FIDE rating only':
        'только рейтинг FIDE',
    'national rating only':
        'только национальный рейтинг',
    'FIDE rating, else the national rating':
        'рейтинг FIDE, иначе национальный',
    'national rating, else the FIDE rating':
        'национальный рейтинг, иначе FIDE',
    'the higher of the FIDE and the national rating':
        'больший из рейтингов FIDE и национального',
    'the lower of the FIDE and the national rating':
        'меньший из рейтингов FIDE и национального',
    "the arbiter's own (manual) ratings":
        'собственные (ручные) рейтинги судьи',
    'Baku (C.04.7)':
        'Баку (C.04.7)',
    'Standard (1 - ½ - 0)':
        'Стандартная (1 - ½ - 0)',
    '3 - 1 - 0 (three points for a win)':
        '3 - 1 - 0 (три очка за победу)',
    'Custom':
        'Свой',
    'After round {round} (rounds with every result in)':
        'После {round}-го тура (туры со всеми результатами)',
    'Before round 1':
        'До 1-го тура',
    '; tie-breaks: {list} ({rules})':
        '; дополнительные показатели: {list} ({rules})',
    '; score only (no tie-breaks computed)':
        '; только очки (дополнительные показатели не считаются)',
    # -- the pairing systems' titles (engine/systems/registry.py) --------------
    'C.04.3 FIDE (Dutch) system, applied from 1 February 2026':
        'C.04.3 Система ФИДЕ (голландская), с 1 февраля 2026',
    'C.04.3 FIDE (Dutch) system, Baku 2016':
        'C.04.3 Система ФИДЕ (голландская), Баку 2016',
    'C.04.4.1 Dubov system, applied from 1 February 2026':
        'C.04.4.1 Система Дубова, с 1 февраля 2026',
    'C.04.4.1 Dubov system, 1997':
        'C.04.4.1 Система Дубова, 1997',
    'C.04.4.3 Lim system, 1987-1999':
        'C.04.4.3 Система Лима, 1987-1999',
    'C.04.1 Swiss system based on rating, 1992/97/98':
        'C.04.1 Швейцарская система по рейтингу, 1992/97/98',
    'C.05 Annex 1 round robin (Berger tables)':
        'C.05 Приложение 1 круговая система (таблицы Бергера)',
}
