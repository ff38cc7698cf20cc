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
}
