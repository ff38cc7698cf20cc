"""Русский: the dialogs' labels, checks and messages (arbiter_app/ui/dialogs, ui/imports)."""

# flake8: noqa: E501
MESSAGES = {
    # -- date fields (ui/dialogs/fields.py) -------------------------------------------------
    'YYYY-MM-DD':
        'ДД.ММ.ГГГГ',
    'YYYY-MM-DD (optional)':
        'ДД.ММ.ГГГГ (необязательно)',
    '{label}: enter a date (YYYY-MM-DD).':
        '{label}: введите дату (ДД.ММ.ГГГГ).',
    # -- the player dialog's checks (ui/dialogs/player.py) -----------------------------------
    'The player needs a name (Surname, First name).':
        'У участника должно быть имя (Фамилия, Имя).',
    'Federation {federation!r} must be three capital letters, e.g. GER.':
        'Федерация {federation!r} должна состоять из трёх заглавных латинских букв, например RUS.',
    'FIDE id {fide_id!r} must contain digits only.':
        'FIDE ID {fide_id!r} должен состоять только из цифр.',
    'from the rating':
        'по рейтингу',
    # -- importing a TRF file (ui/dialogs/system.py) -----------------------------------------
    'The file names the pairing system and the tie-breaks: check them here.':
        'Файл указывает систему жеребьёвки и дополнительные показатели: проверьте их здесь.',
    'The file names the pairing system: check it here.':
        'Файл указывает систему жеребьёвки: проверьте её здесь.',
    'The file names the tie-breaks: check them here.':
        'Файл указывает дополнительные показатели: проверьте их здесь.',
    'A TRF16 file names neither the pairing system nor the tie-breaks: choose them here.':
        'Файл TRF16 не указывает ни системы жеребьёвки, ни дополнительных показателей: выберите их здесь.',
    'Both can be seen later in Tournament settings; the tie-breaks can also be changed there.':
        'И то и другое потом видно в «Настройках турнира»; там же можно изменить дополнительные показатели.',
    'No pairing system is available yet.':
        'Пока нет ни одной доступной системы жеребьёвки.',
    # -- the tournament dialog's checks (ui/dialogs/tournament.py) ---------------------------
    '{system} (not available yet)':
        '{system} (пока недоступна)',
    'The tournament needs a name.':
        'У турнира должно быть название.',
    'Start date':
        'Дата начала',
    'End date':
        'Дата окончания',
    'The end date is before the start date.':
        'Дата окончания раньше даты начала.',
    'Point system: {problem}.':
        'Система очков: {problem}.',
    'The starting-rank method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation.':
        'Метод стартового списка {method} берёт национальные рейтинги: укажите их федерацию (например, RUS) или задайте федерацию турнира.',
    "The national ratings' federation {federation!r} is not a 3-letter code.":
        'Федерация национальных рейтингов {federation!r} — не трёхбуквенный код.',
    'Acceleration: {problem}.':
        'Ускорение: {problem}.',
    'Round robin: {problem}.':
        'Круговой турнир: {problem}.',
    # -- the CSV preview (ui/dialogs/csv_preview.py) -----------------------------------------
    (' (the first {n} is shown)', ' (the first {n} are shown)'):
        (' (показана первая {n})', ' (показаны первые {n})', ' (показаны первые {n})'),
    ('{source}: {n} line below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.',
     '{source}: {n} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.'):
        ('{source}: {n} строка под заголовком{more}. Проверьте поле каждого столбца; столбец «(пропускается)» не импортируется.',
         '{source}: {n} строки под заголовком{more}. Проверьте поле каждого столбца; столбец «(пропускается)» не импортируется.',
         '{source}: {n} строк под заголовком{more}. Проверьте поле каждого столбца; столбец «(пропускается)» не импортируется.'),
    '(ignored)':
        '(пропускается)',
    'field':
        'поле',
    'line {n}':
        'строка {n}',
    'field of column {column}':
        'поле столбца {column}',
    ('{n} player to import', '{n} players to import'):
        ('{n} участник для импорта', '{n} участника для импорта', '{n} участников для импорта'),
    ('{n} problem to correct first (in the file, or by choosing another field or “(ignored)”)',
     '{n} problems to correct first (in the file, or by choosing another field or “(ignored)”)'):
        ('Сначала исправьте {n} проблему (в файле или выбрав другое поле либо «(пропускается)»)',
         'Сначала исправьте {n} проблемы (в файле или выбрав другое поле либо «(пропускается)»)',
         'Сначала исправьте {n} проблем (в файле или выбрав другое поле либо «(пропускается)»)'),
    '… and {n} more':
        '… и ещё {n}',
    ('&Import {n} player', '&Import {n} players'):
        ('&Импорт: {n} участник', '&Импорт: {n} участника', '&Импорт: {n} участников'),
    '&Import':
        '&Импортировать',
    # -- the manual pairing dialog (ui/dialogs/override.py) ----------------------------------
    'Board':
        'Доска',
    'Problems':
        'Нарушения',
    'swapped by the arbiter':
        'цвета поменял судья',
    'changed by the arbiter':
        'изменено судьёй',
    'made by the arbiter':
        'составлено судьёй',
    'given by the arbiter':
        'назначен судьёй',
    '{rule}: {text}':
        '{rule}: {text}',
    (' (player {players})', ' (players {players})'):
        (' (участник {players})', ' (участники {players})', ' (участники {players})'),
    '{number} (not a player)':
        '{number} (не участник)',
    'no bye':
        'без пропуска',
    'No rule is broken.':
        'Ни одно правило не нарушено.',
    ('{n} rule broken: saving needs your confirmation.', '{n} rules broken: saving needs your confirmation.'):
        ('Нарушено {n} правило: для сохранения нужно ваше подтверждение.',
         'Нарушено {n} правила: для сохранения нужно ваше подтверждение.',
         'Нарушено {n} правил: для сохранения нужно ваше подтверждение.'),
    # -- restoring a backup (ui/dialogs/restore.py) ------------------------------------------
    'Arbiter tournaments (*.arbiter);;All files (*)':
        'Турниры Arbiter (*.arbiter);;Все файлы (*)',
    'damaged: {problem}':
        'повреждена: {problem}',
    # -- counts of the FIDE list search and the rating check (ui/dialogs/fide.py, rating_check.py)
    ('{n} player found; it is selected (Ctrl+click to change the selection).',
     '{n} players found; all are selected (Ctrl+click to change the selection).'):
        ('Найдено участников: {n}; выбраны все (Ctrl+щелчок меняет выбор).',
         'Найдено участников: {n}; выбраны все (Ctrl+щелчок меняет выбор).',
         'Найдено участников: {n}; выбраны все (Ctrl+щелчок меняет выбор).'),
    'No player found.':
        'Участники не найдены.',
    ('{found} of {n} player found', '{found} of {n} players found'):
        ('найдено {found} из {n} участника', 'найдено {found} из {n} участников',
         'найдено {found} из {n} участников'),
    ('{n} difference', '{n} differences'):
        ('{n} расхождение', '{n} расхождения', '{n} расхождений'),
    '{list}: {kinds} list of {month}; {found}, {differences}':
        '{list}: список {kinds} за {month}; {found}, {differences}',
    # -- players: entering and importing players (issue 35) ---
    ('Import the &valid line only ({n} player)', 'Import the &valid lines only ({n} players)'):
        ('Импортировать только &правильную строку ({n} участник)', 'Импортировать только &правильные строки ({n} участника)', 'Импортировать только &правильные строки ({n} участников)'),
    '(as entered)':
        '(как введено)',
    "A rating one of the player's rating lists gives: picking it puts it in Rating, or in Manual rating when it is of another kind than the event's":
        'Рейтинг из одного из рейтинг-листов участника: выбранный, он ставится в поле «Рейтинг», а если он другого вида, чем у турнира, — в поле «Рейтинг арбитра»',
    'Rating fr&om a list':
        '&Взять рейтинг из списка',
    # -- screens: small screens (issue #35) ---
    'Round dates (any form)':
        'Даты туров (в любой форме)',
    # -- fplayoff: play-off results for tied places (Q207) ---
    "A &play-off's scores (C.07 3):":
        'Очки сыгранного &тай-брейка (C.07 3):',
    'pairing number=score, e.g. 5=1.5, 3=0.5':
        'стартовый номер=очки, например 5=1.5, 3=0.5',
    'e.g. Armageddon, blitz match (empty: play-off)':
        'например Армагеддон, блиц-матч (пусто: тай-брейк)',
    "Between players &tied on points, before the tie-breaks (as the tournament's rules say)":
        'Между участниками, равными по &очкам, до дополнительных показателей (если так сказано в положении)',
    '&Name of the play-off:':
        '&Название тай-брейка:',
    "Type each player's play-off score as pairing number=score, two players at least, e.g. 5=1.5, 3=0.5.":
        'Введите очки каждого участника в тай-брейке как стартовый номер=очки, не меньше двух участников, например 5=1.5, 3=0.5.',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "Downloading FIDE's rating list from {url}…":
        'Загрузка рейтинг-листа ФИДЕ с {url}…',
    'Update FIDE rating list':
        'Обновить рейтинг-лист ФИДЕ',
    "Downloading FIDE's rating list: {size} KB…":
        'Загрузка рейтинг-листа ФИДЕ: {size} КБ…',
    "FIDE's rating list is updated.\n{copy}":
        'Рейтинг-лист ФИДЕ обновлён.\n{copy}',
    "Downloading FIDE's rating list":
        'Загрузка рейтинг-листа ФИДЕ',
}
