"""Русский: the tournament dialog's lists and settings, ratings, the result menu, the hall display, the systems' titles."""

# flake8: noqa: E501
MESSAGES = {
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
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    'Unrated players in rating tie-breaks':
        'Участники без рейтинга в рейтинговых показателях',
    'none: those tie-breaks are dropped':
        'нет: эти показатели отбрасываются',
    'the rating floor ({floor})':
        'нижняя граница рейтинга ({floor})',
    'a fixed rating':
        'фиксированный рейтинг',
    "each one's own performance (not below the floor)":
        'собственный перфоманс каждого (не ниже нижней границы)',
    # -- fsmall: FIDE checklist Q211 ---
    'Not recommended in an event longer than 30 days (its ratings change from round to round): {tiebreaks}':
        'Не рекомендуется в турнире длиннее 30 дней (рейтинги меняются от тура к туру): {tiebreaks}',
}
