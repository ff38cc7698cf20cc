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
}
