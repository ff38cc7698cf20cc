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
    'birth date {cell!r} is not a date; write YYYY/MM/DD or YYYY':
        'дата рождения {cell!r} — не дата; пишите ГГГГ/ММ/ДД или ГГГГ',
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
}
