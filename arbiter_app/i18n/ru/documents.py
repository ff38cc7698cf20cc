"""Русский: the documents and web pages (services/documents, render)."""

# flake8: noqa: E501
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
    (', limit {shift} half point', ', limit {shift} half points'):
        (', граница {shift} пол-очка', ', граница {shift} пол-очка', ', граница {shift} пол-очка'),
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
    # -- the standings' mark and the PDF writer (documents/tables.py, render/pdf.py) ---
    'expelled from round {round}':
        'исключён с {round}-го тура',
    'folder {folder} does not exist':
        'папка {folder} не существует',
    '{path} is a folder':
        '{path} — это папка',
    'could not write the PDF {path}':
        'не удалось записать PDF {path}',
    # -- issue 34: CSV cells and publishing folders ---
    'cannot keep the publishing folder in {path}: {strerror}':
        'не удаётся сохранить папку публикации в {path}: {strerror}',
    'the tournament file proposes the publishing folder {folder}, which was not chosen on this computer; nothing was written':
        'файл турнира предлагает папку публикации {folder}, которая не была выбрана на этом компьютере; ничего не записано',
    '{file}: the file proposes the publishing folder {folder}, not chosen on this computer; to publish there, give it with -o FOLDER (--remember keeps it)':
        '{file}: файл предлагает папку публикации {folder}, которая не была выбрана на этом компьютере; чтобы публиковать туда, укажите её через -o FOLDER (--remember сохранит её)',
    'The tournament file proposes this folder; it was not chosen on this computer. Check it: nothing is written before you confirm.':
        'Файл турнира предлагает эту папку; она не была выбрана на этом компьютере. Проверьте её: ничего не записывается, пока вы не подтвердите.',
}
