"""Русский: the import of players and the rating lists (services/player_import.py,
rating_lists.py, list_sequence.py, custom_lists.py, national.py, import_check.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the CSV import of players (services/player_import.py) -----------------
    'Name (Last, First)':
        'Имя (Фамилия, Имя)',
    'Surname':
        'Фамилия',
    'First name':
        'Имя',
    'Federation':
        'Федерация',
    'Birth date':
        'Дата рождения',
    'column {n}':
        'столбец {n}',
    '{source}: column {column!r}: unknown field {field!r} (fields: {fields})':
        '{source}: столбец {column!r}: неизвестное поле {field!r} (поля: {fields})',
    '{source}: columns {first!r} and {second!r} are both mapped to {field}; ignore one of them':
        '{source}: столбцы {first!r} и {second!r} оба сопоставлены полю {field}; пропустите один из них',
    '{source}: columns {first!r} and {second!r} both give the name; ignore one of them':
        '{source}: столбцы {first!r} и {second!r} оба задают имя; пропустите один из них',
    "{source}: line 1 must be a header with a 'name' column, or 'surname' and 'first name' columns; no column is mapped to the name (found: {found})":
        "{source}: строка 1 должна быть заголовком со столбцом 'name' или со столбцами 'surname' и 'first name'; ни один столбец не сопоставлен имени (найдены: {found})",
    'nothing':
        'ничего',
    'ignored: {columns}':
        'пропущены: {columns}',
    '{source}: line {line_no}':
        '{source}: строка {line_no}',
    '{where}: {fields}, but the header has {columns} (extra: {extra})':
        '{where}: {fields}, а в заголовке {columns} (лишние: {extra})',
    ('{n} field', '{n} fields'):
        ('{n} поле', '{n} поля', '{n} полей'),
    ('{n} column', '{n} columns'):
        ('{n} столбец', '{n} столбца', '{n} столбцов'),
    '{where}: {problem} (column {column!r})':
        '{where}: {problem} (столбец {column!r})',
    '{where}: the name is empty (column {column!r})':
        '{where}: имя пустое (столбец {column!r})',
    'rating {cell!r} is not a number':
        'рейтинг {cell!r} — не число',
    'rating {cell} is out of range 0-3500':
        'рейтинг {cell} вне диапазона 0-3500',
    'FIDE id {cell!r} must contain digits only':
        'ФИДЕ ID {cell!r} должен содержать только цифры',
    'federation {cell!r} is not a three-letter code such as GER':
        'федерация {cell!r} — не трёхбуквенный код вроде GER',
    'title {cell!r} has more than the 3 characters TRF files hold (GM, WIM, ...)':
        'звание {cell!r} длиннее 3 символов, которые вмещают файлы TRF (GM, WIM, ...)',
    # -- the re-check of an imported tournament (services/import_check.py) -----
    'the system cannot pair it ({error})':
        'система не может провести его жеребьёвку ({error})',
    'the file has {found}, the rules give {expected}':
        'в файле {found}, по правилам {expected}',
    'no other pair':
        'других пар нет',
    'the pairing-allocated bye is {in_file} in the file, {by_rules} by the rules':
        'свободен по жеребьёвке {in_file} в файле, {by_rules} по правилам',
    'nobody':
        'никто',
    # -- rating lists, custom lists, national ratings, ratings by round (services/rating_lists.py, list_sequence.py, custom_lists.py, national.py, round_ratings.py) ---
    '{kind!r} is not a kind of rating ({kinds})':
        '{kind!r} — не вид рейтинга ({kinds})',
    '{source}: no column is mapped to the rating (columns: {columns}); name it with --map COLUMN=rating':
        '{source}: ни один столбец не сопоставлен рейтингу (столбцы: {columns}); укажите его через --map СТОЛБЕЦ=rating',
    'the {kind} sequence has no list {position} ({lists})':
        'в последовательности {kind} нет списка {position} ({lists})',
    ('{n} list', '{n} lists'):
        ('{n} список', '{n} списка', '{n} списков'),
    'the rating lists cannot be kept: {problem}':
        'списки рейтинга нельзя сохранить: {problem}',
    'federation {federation!r} is not a 3-letter FIDE code (e.g. NED)':
        'федерация {federation!r} — не трёхбуквенный код ФИДЕ (например, NED)',
    'national rating {rating!r} is not a number from 0 to 9999':
        'национальный рейтинг {rating!r} — не число от 0 до 9999',
    'national id {national_id!r}: up to 11 letters or digits':
        'национальный ID {national_id!r}: не более 11 букв или цифр',
    'player {number} is not in the tournament':
        'участника {number} нет в турнире',
    'manual rating':
        'ручной рейтинг',
    'player {number} {name}: {field} {registered} here, {listed} in the list':
        'участник {number} {name}: {field} {registered} здесь, {listed} в списке',
    '{list} ({month})':
        '{list} ({month})',
    'month unknown':
        'месяц неизвестен',
    'ratings by round are for events longer than 30 days: set the flag first (settings --long-event on, checklist Q210)':
        'рейтинги по турам — для турниров длиннее 30 дней: сначала установите признак (settings --long-event on, контрольный список Q210)',
    'round {from_round!r} is not a number':
        'тур {from_round!r} — не число',
    "round {from_round} is not between 2 and {last}: round 1 is played at the rating of the player's entry":
        'тур {from_round} не между 2 и {last}: 1-й тур играется с рейтингом, указанным при регистрации',
    '{where}: rating {rating!r} is not a number':
        '{where}: рейтинг {rating!r} — не число',
    '{where}: rating {value} is out of range (0-{most})':
        '{where}: рейтинг {value} вне диапазона (0-{most})',
    '{list} is a {kinds} list; the tournament is rated {kind}':
        '{list} — список {kinds}; турнир обсчитывается как {kind}',
    # -- issue 34: untrusted input files ---
    '{path} is a folder, not {what}':
        '{path} — папка, а не {what}',
    '{path} is a device, not {what}':
        '{path} — устройство, а не {what}',
    '{path} is a FIFO (named pipe), not {what}':
        '{path} — FIFO (именованный канал), а не {what}',
    '{path} is a socket, not {what}':
        '{path} — сокет, а не {what}',
    '{path} is a special file, not {what}':
        '{path} — специальный файл, а не {what}',
    'a TRF file':
        'TRF-файл',
    'a CSV file':
        'CSV-файл',
    'a pairing file':
        'файл жеребьёвки',
    'a rating list':
        'рейтинг-лист',
    'a zipped rating list':
        'рейтинг-лист в zip-архиве',
    '{size} MB':
        '{size} МБ',
    '{size} GB':
        '{size} ГБ',
    '{path} is {size}, more than {what} can be ({limit} at most); it is not read':
        '{path} занимает {size} — больше, чем может быть {what} (не более {limit}); файл не прочитан',
    '{path} is larger than {what} can be ({limit} at most); it is not read':
        '{path} больше, чем может быть {what} (не более {limit}); файл не прочитан',
    '{path}: {member} is {size} unzipped, more than {what} can be ({limit} at most); it is not read':
        '{path}: {member} после распаковки занимает {size} — больше, чем может быть {what} (не более {limit}); файл не прочитан',
    '{path}: {member} unzips to more than {what} can be ({limit} at most); it is not read':
        '{path}: {member} после распаковки больше, чем может быть {what} (не более {limit}); файл не прочитан',
    '{name}: not a readable zip file ({problem})':
        '{name}: не читаемый zip-файл ({problem})',
    '{name}: not a zipped rating list: its directory is {size} ({limit} at most)':
        '{name}: не рейтинг-лист в zip-архиве: его оглавление занимает {size} (не более {limit})',
    '{name}: line {line} is longer than {limit} characters; not a FIDE rating list':
        '{name}: строка {line} длиннее {limit} символов; это не рейтинг-лист ФИДЕ',
    '{name}: not a FIDE rating list: it holds a DOCTYPE, a comment, a CDATA section or a processing instruction':
        '{name}: не рейтинг-лист ФИДЕ: в нём есть DOCTYPE, комментарий, раздел CDATA или инструкция обработки',
    '{name}: not a FIDE rating list: more than {limit} characters without markup':
        '{name}: не рейтинг-лист ФИДЕ: более {limit} символов без разметки',
    '{name}: not a FIDE rating list: elements nested more than {depth} deep':
        '{name}: не рейтинг-лист ФИДЕ: элементы вложены глубже {depth} уровней',
    # -- issue 34: rating lists in an 8-bit encoding ---
    '{name}: not a FIDE rating list: a list is read in UTF-8 or Latin-1 only':
        '{name}: не рейтинг-лист ФИДЕ: лист читается только в UTF-8 или Latin-1',
}
