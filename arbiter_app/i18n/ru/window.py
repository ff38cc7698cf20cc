"""Русский: the main window, its menus, tabs, dialogs and undo texts (arbiter_app/ui)."""

# flake8: noqa: E501
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
        'Настро&йки',
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
    # -- the window's file dialogs, progress and status texts, hall display, tables, cards ---
    'Arbiter: run a FIDE Swiss tournament.':
        'Arbiter: проведение турнира ФИДЕ по швейцарской системе.',
    'a tournament file (.arbiter) to open':
        'файл турнира (.arbiter) для открытия',
    'check this installation headless (pair two rounds with every system, open the main window offscreen), print one line per check and exit 0 when all pass':
        'проверить эту установку без экрана (жеребьёвка двух туров каждой системой, главное окно открывается вне экрана), вывести по строке на каждую проверку и завершиться с кодом 0, если все пройдены',
    'The log is in {path}.':
        'Файл журнала: {path}.',
    'TRF files (*.trf *.txt);;All files (*)':
        'Файлы TRF (*.trf *.txt);;Все файлы (*)',
    '[read-only: open elsewhere]':
        '[только чтение: открыт в другом месте]',
    'Leaving FIDE mode':
        'Выход из режима ФИДЕ',
    'Save the new tournament as':
        'Сохранить новый турнир как',
    'Creating {name}':
        'Создание {name}',
    'Open a tournament':
        'Открыть турнир',
    'Opening {name}':
        'Открытие {name}',
    'Import a TRF file':
        'Импорт файла TRF',
    'Save the imported tournament as':
        'Сохранить импортированный турнир как',
    '{trf} imported as {name}. No tie-breaks are set: the standings are by score only; choose them in File › Tournament settings.':
        '{trf} импортирован как {name}. Дополнительные показатели не заданы: турнирная таблица только по очкам; выберите их в меню Файл › Настройки турнира.',
    'Importing {name}':
        'Импорт {name}',
    'Restore from backup: the tournament file (damaged or not)':
        'Восстановление из копии: файл турнира (повреждённый или нет)',
    "TRF-2026, FIDE's format in force (*.trf)":
        'TRF-2026, действующий формат ФИДЕ (*.trf)',
    'TRF16, with the XXR/XXC/XXP lines of the pairing engines (*.trf)':
        'TRF16, со строками XXR/XXC/XXP программ жеребьёвки (*.trf)',
    'Exporting TRF':
        'Экспорт файла TRF',
    'Checking the rating report':
        'Проверка рейтингового отчёта',
    'Reading the audit log':
        'Чтение журнала действий',
    'Reading the settings':
        'Чтение настроек',
    'Export PDF':
        'Экспорт в PDF',
    'PDF files (*.pdf)':
        'Файлы PDF (*.pdf)',
    'Exporting the rating report':
        'Экспорт рейтингового отчёта',
    'Export rating report':
        'Экспортировать рейтинговый отчёт',
    'TRF-2026 files (*.trf)':
        'Файлы TRF-2026 (*.trf)',
    'FIDE rating lists (*.txt *.xml *.zip);;All files (*)':
        'Рейтинг-листы ФИДЕ (*.txt *.xml *.zip);;Все файлы (*)',
    'Skip them':
        'Пропустить их',
    'Add them anyway':
        'Всё равно добавить',
    'Import players from CSV':
        'Импорт участников из CSV',
    'CSV files (*.csv *.txt);;All files (*)':
        'Файлы CSV (*.csv *.txt);;Все файлы (*)',
    'Import players from a TRF file':
        'Импорт участников из файла TRF',
    'FIDE rating list (TXT or XML, plain or zipped)':
        'Рейтинг-лист ФИДЕ (TXT или XML, обычный или в ZIP)',
    'FIDE rating lists (*.txt *.xml *.zip);;Your own rating lists (*.csv);;All files (*)':
        'Рейтинг-листы ФИДЕ (*.txt *.xml *.zip);;Свои рейтинг-листы (*.csv);;Все файлы (*)',
    ' (late entry: plays from round {round})':
        ' (поздняя регистрация: играет с {round}-го тура)',
    'Skip them, add them anyway, or cancel the import?':
        'Пропустить их, всё равно добавить или отменить импорт?',
    ('{n} player imported', '{n} players imported'):
        ('{n} участник импортирован', '{n} участника импортированы', '{n} участников импортировано'),
    ('; {n} already in the tournament skipped', '; {n} already in the tournament skipped'):
        ('; {n} уже в турнире, пропущен', '; {n} уже в турнире, пропущены', '; {n} уже в турнире, пропущены'),
    ('{n} of these {total} players is already in the tournament (or twice in the import):', '{n} of these {total} players are already in the tournament (or twice in the import):'):
        ('{n} из этих {total} участников уже в турнире (или дважды в импорте):', '{n} из этих {total} участников уже в турнире (или дважды в импорте):', '{n} из этих {total} участников уже в турнире (или дважды в импорте):'),
    'Publishing':
        'Публикация',
    'Saving the publishing folder':
        'Сохранение папки публикации',
    'Choose the folder the web pages are written to.':
        'Выберите папку, в которую записываются веб-страницы.',
    'Published: {summary}':
        'Опубликовано: {summary}',
    'No tournament is open.':
        'Турнир не открыт.',
    ('The only round is paired.', 'All {n} rounds are paired.'):
        ('Жеребьёвка всех туров ({n}) уже проведена.', 'Жеребьёвка всех туров ({n}) уже проведена.', 'Жеребьёвка всех туров ({n}) уже проведена.'),
    'At least two players are needed to pair a round.':
        'Для жеребьёвки тура нужны как минимум два участника.',
    'Asking the engine for a pairing':
        'Запрос жеребьёвки у программы',
    'Checking the pairing':
        'Проверка жеребьёвки',
    'Pair the next round':
        'Жеребьёвка следующего тура',
    '; bye: {player}':
        '; свободен от игры: {player}',
    ' with confirmed rule violations (written to the audit log)':
        ' с подтверждёнными нарушениями правил (записаны в журнал действий)',
    ('Round {round_no} paired: {n} board', 'Round {round_no} paired: {n} boards'):
        ('Жеребьёвка {round_no}-го тура проведена: {n} доска', 'Жеребьёвка {round_no}-го тура проведена: {n} доски', 'Жеребьёвка {round_no}-го тура проведена: {n} досок'),
    'Reading the tournament':
        'Чтение турнира',
    'The undo history was cleared.':
        'История отмены очищена.',
    'An unexpected error happened ({error}). Nothing was changed by the failed action; details are in the log file.':
        'Произошла непредвиденная ошибка ({error}). Неудавшееся действие ничего не изменило; подробности в файле журнала.',
    'the pairing process stopped unexpectedly; the file holds what was saved before (nothing half-written)':
        'процесс жеребьёвки неожиданно остановился; в файле то, что было сохранено раньше (ничего не записано наполовину)',
    'Pairings by name':
        'Жеребьёвка по фамилиям',
    'Pairings by board':
        'Жеребьёвка по доскам',
    'Round {round} – pairings by name':
        'Тур {round} – жеребьёвка по фамилиям',
    'Round {round} – pairings by board':
        'Тур {round} – жеребьёвка по доскам',
    '{title} – page {page} of {pages}':
        '{title} – страница {page} из {pages}',
    '{view}: rows {first}–{last} of {rows}':
        '{view}: строки {first}–{last} из {rows}',
    'Show':
        'Показывать',
    'Choose at least one list to show.':
        'Выберите хотя бы один список для показа.',
    'screen':
        'экран',
    'W':
        'Б',
    'B':
        'Ч',
    ('{change} (K {k}; {n} rated game, {score} scored, {expected} expected)', '{change} (K {k}; {n} rated games, {score} scored, {expected} expected)'):
        ('{change} (K {k}; {n} рейтинговая партия, набрано {score}, ожидалось {expected})', '{change} (K {k}; {n} рейтинговые партии, набрано {score}, ожидалось {expected})', '{change} (K {k}; {n} рейтинговых партий, набрано {score}, ожидалось {expected})'),
    'paired with {virtual}':
        'жеребьёвка с {virtual}',
    '{points} (unrated)':
        '{points} (без обсчёта рейтинга)',
    '({virtual} for round {round})':
        '({virtual} на {round}-й тур)',
    'unrated: no change':
        'без рейтинга: изменения нет',
    '0 (K {k}; no rated game yet)':
        '0 (K {k}; рейтинговых партий ещё нет)',
    'result pending':
        'результат ожидается',
    'forfeit (no colour counted)':
        'неявка (цвет не засчитан)',
    'Breaks {rule}':
        'Нарушает {rule}',
    'enters in round {round}':
        'вступает с {round}-го тура',
    'round {round}: {bye}':
        'тур {round}: {bye}',
    '{edition}, by the start date':
        '{edition}, по дате начала',
    '{edition}, chosen for this tournament':
        '{edition}, выбрано для этого турнира',
    'tie-break rules: unreadable setting':
        'правила доп. показателей: настройка не читается',
    '&Open tournament…':
        '&Открыть турнир…',
    # -- the round tab's heading and the hall display's units ------------------------
    '{round}: {counts}. {help}':
        '{round}: {counts}. {help}',
    ' s':
        ' с',
    ' pt':
        ' пт',
    # -- the sex as the players tab and the player dialog show TRF's m and w (ui/models/rows.py) --
    'm':
        'м',
    'w':
        'ж',
    # -- window: the main window's keys and questions (issue #35) ---
    '{name} is already open.':
        '{name} уже открыт.',
    "Round {round_no}, board {board} ({white} – {black}) keeps its result {result}: in FIDE mode a result can be changed only in the last two rounds paired ({first} and {last}).\n\nThere are two ways:\n• a correction for the rating report: the standings keep {result}, FIDE's rating report gets the corrected result;\n• leaving FIDE mode for good (File › Leave FIDE mode); then the result itself can be changed to {new}.":
        'Тур {round_no}, доска {board} ({white} – {black}) сохраняет результат {result}: в режиме ФИДЕ результат можно изменить только в двух последних турах с составленными парами ({first} и {last}).\n\nЕсть два пути:\n• исправление для рейтингового отчёта: в таблице остаётся {result}, в рейтинговый отчёт ФИДЕ идёт исправленный результат;\n• окончательно выйти из режима ФИДЕ (Файл › Выйти из режима ФИДЕ); тогда можно изменить сам результат на {new}.',
    '&Correction for the rating report…':
        '&Исправление для рейтингового отчёта…',
    'Save the manual pairing of round {round_no}':
        'Сохранить ручную жеребьёвку {round_no}-го тура',
    'This pairing of round {round_no} is not the one the {system} makes, and it breaks these rules:':
        'Эта жеребьёвка {round_no}-го тура не совпадает с жеребьёвкой по системе «{system}» и нарушает следующие правила:',
    "Save it anyway? It is written to the audit log with your reason and the differences from the system's pairing.":
        'Всё равно сохранить? Она будет записана в журнал аудита с вашей причиной и отличиями от жеребьёвки системы.',
    'for example: the players asked to replay':
        'например: игроки попросили переиграть',
    '&Reason:':
        '&Причина:',
    'Withdraw player {number} {name}?\n\nThe player is not paired from the next round on; the games played keep counting. (Players › Re-admit player brings the player back.)':
        'Снять участника {number} {name} с турнира?\n\nУчастник не будет участвовать в жеребьёвке начиная со следующего тура; сыгранные партии продолжают учитываться. (Участники › Вернуть участника возвращает его.)',
    # -- screens: small screens (issue #35) ---
    'The whole text is in the box below.':
        'Полный текст — в поле ниже.',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'Change pairing numbers':
        'Изменить стартовые номера',
    '&Players in their new order (the first gets number 1):':
        '&Участники в новом порядке (первый получает номер 1):',
    'Move &up':
        'Вв&ерх',
    'Move d&own':
        'В&низ',
    'Before round 1 the numbers may change freely; after it only until round 4 is paired (C.04.2 2.3-2.5), and the games of the paired rounds follow their players.':
        'До 1-го тура номера можно менять свободно; после него — только пока не составлены пары 4-го тура (C.04.2 2.3-2.5), и партии туров с составленными парами следуют за своими участниками.',
    'Change pairing &numbers…':
        'Изменить стартовые &номера…',
    'Move players to other pairing numbers by hand (before round 1; later until round 4 is paired)':
        'Вручную дать участникам другие стартовые номера (до 1-го тура; затем пока не составлены пары 4-го тура)',
    'The pairing numbers stay as they were.':
        'Стартовые номера остались прежними.',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    'Update &FIDE rating list…':
        'Обновить рейтинг-лист &ФИДЕ…',
    # -- main: Q69, the save question lists the differences from the system ---
    "It differs from the system's pairing ({boards}):":
        'Она отличается от жеребьёвки системы ({boards}):',
}
