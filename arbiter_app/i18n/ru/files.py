"""Русский: reading and writing files: TRF, CSV, rating lists, the tournament file (arbiter_app/trf, store)."""

# flake8: noqa: E501
MESSAGES = {
    # -- TRF files: where a problem is, encodings, reading and writing the file (trf/errors, decoding, files) ---
    'line {line}':
        'строка {line}',
    'line {line}, col {column}':
        'строка {line}, кол. {column}',
    'line {line}, cols {first}-{last}':
        'строка {line}, кол. {first}-{last}',
    'round {round}':
        'тур {round}',
    'this is a database (an Arbiter tournament file?), not a TRF16 text file; to get its TRF, use: arbiter-cli export FILE -o OUT.trf':
        'это база данных (файл турнира Arbiter?), а не текстовый файл TRF16; чтобы получить его TRF, используйте: arbiter-cli export FILE -o OUT.trf',
    'unknown encoding: the file starts with a UTF-8 byte-order mark but byte {byte} is not UTF-8; expected UTF-8 or Latin-1':
        'неизвестная кодировка: файл начинается с метки порядка байтов UTF-8, но байт {byte} — не UTF-8; ожидается UTF-8 или Latin-1',
    'unknown encoding (looks like UTF-16 or UTF-32, or a binary file); expected a TRF text file in UTF-8 or Latin-1':
        'неизвестная кодировка (похоже на UTF-16 или UTF-32 либо на двоичный файл); ожидается текстовый файл TRF в UTF-8 или Latin-1',
    'unknown encoding: control character {character} in the text; expected a TRF text file in UTF-8 or Latin-1':
        'неизвестная кодировка: управляющий символ {character} в тексте; ожидается текстовый файл TRF в UTF-8 или Latin-1',
    'cannot read the file: {reason}':
        'не удаётся прочитать файл: {reason}',
    'newline must be CRLF, LF or CR, not {newline!r}':
        'конец строки должен быть CRLF, LF или CR, а не {newline!r}',
    'cannot encode the file as {encoding}: {exc}':
        'не удаётся закодировать файл в {encoding}: {exc}',
    'cannot write {path}: {reason}':
        'не удаётся записать {path}: {reason}',
    # -- TRF reading: a player's line (trf/players) ---
    'player line ends at column {column}; expected at least {least} columns (pairing number 5-8, name 15-47, rating 49-52, ..., points 81-84)':
        'строка участника кончается на колонке {column}; ожидается не меньше {least} колонок (стартовый номер 5-8, имя 15-47, рейтинг 49-52, ..., очки 81-84)',
    'tab character; TRF uses fixed columns of blanks':
        'символ табуляции; в TRF колонки фиксированы и заполняются пробелами',
    'expected a blank between fields, found {found!r} (are the columns shifted?)':
        'между полями ожидается пробел, найдено {found!r} (колонки сдвинуты?)',
    'pairing number {number!r} is not a number from 1 to 9999':
        'стартовый номер {number!r} — не число от 1 до 9999',
    'pairing number missing (expected a number from 1 to 9999)':
        'нет стартового номера (ожидается число от 1 до 9999)',
    'rating {rating!r} is not a number (expected up to 4 digits, or blank when unrated)':
        'рейтинг {rating!r} — не число (ожидается до 4 цифр или пусто, если рейтинга нет)',
    'FIDE id {fide_id!r} is not a number':
        'FIDE ID {fide_id!r} — не число',
    'birth date {date!r} is not a date; expected YYYY/MM/DD (or YYYY; YYYY-MM-DD and YYYY.MM.DD are read too)':
        'дата рождения {date!r} — не дата; ожидается YYYY/MM/DD (или YYYY; читаются также YYYY-MM-DD и YYYY.MM.DD)',
    'sex {sex!r} is not m or w (f is read as w, u as unknown), or blank':
        'пол {sex!r} — не m и не w (f читается как w, u — как неизвестный) и не пусто',
    'points {points!r} are not a number like 4.5':
        'очки {points!r} — не число вида 4.5',
    'rank {rank!r} is not a number':
        'место {rank!r} — не число',
    "round {round}: expected blanks after the entry {entry!r} (each round takes 10 columns: 'NNNN c r' and 2 blanks)":
        "тур {round}: после записи {entry!r} ожидаются пробелы (каждый тур занимает 10 колонок: 'NNNN c r' и 2 пробела)",
    'round {round}: player {player} is paired with himself':
        'тур {round}: участник {player} в паре сам с собой',
    "round {round} entry {entry!r} is not of the form 'NNNN c r' (opponent in 4 columns, blank, colour, blank, result)":
        "запись {entry!r} тура {round} не имеет вида 'NNNN c r' (соперник в 4 колонках, пробел, цвет, пробел, результат)",
    'round {round}: opponent {opponent!r} is not a pairing number':
        'тур {round}: соперник {opponent!r} — не стартовый номер',
    "round {round}: colour {colour!r} without an opponent; expected '-'":
        "тур {round}: цвет {colour!r} без соперника; ожидается '-'",
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank)':
        'тур {round}: результат {code!r} без соперника; ожидается код пропуска U, H, F или Z (или пусто)',
    'round {round}: result {code!r} without an opponent; expected a bye code U, H, F or Z (or blank) ({hint})':
        'тур {round}: результат {code!r} без соперника; ожидается код пропуска U, H, F или Z (или пусто) ({hint})',
    'write 0000 - U for the pairing-allocated bye, 0000 - F for a full-point bye':
        'пишите 0000 - U для свободного по жеребьёвке, 0000 - F для пропуска за 1 очко',
    'write 0000 - H for a half-point bye':
        'пишите 0000 - H для пропуска за ½ очка',
    'write 0000 - Z for an absence or zero-point bye':
        'пишите 0000 - Z для неявки или пропуска за 0 очков',
    'round {round}: colour {colour!r} with opponent {opponent}; expected w or b (a paired game, forfeited or not, has colours)':
        'тур {round}: цвет {colour!r} при сопернике {opponent}; ожидается w или b (у партии в паре, сыгранной или нет, есть цвета)',
    'round {round}: result {code!r} is a bye code but an opponent is given; expected 1 = 0 + - W D L ? (or blank while the game is pending)':
        'тур {round}: результат {code!r} — код пропуска, но указан соперник; ожидается 1 = 0 + - W D L ? (или пусто, пока партия не закончена)',
    # -- TRF reading: the rounds both players' lines must agree on (trf/rounds) ---
    "round {round}: pairing-allocated bye 'U' in a round without games; a round not paired yet may only announce H, F or Z byes":
        "тур {round}: свободный по жеребьёвке 'U' в туре без партий; тур без жеребьёвки может объявлять только пропуски H, F или Z",
    'round {round}: opponent {opponent} of player {player} is not a player':
        'тур {round}: соперник {opponent} участника {player} — не участник',
    'player {opponent} is paired twice: players {first} and {second} both list {opponent} as their opponent':
        'участник {opponent} в паре дважды: участники {first} и {second} оба указывают {opponent} как соперника',
    'player {player} lists opponent {opponent} as white, but player {opponent} lists no opponent':
        'участник {player} указывает соперника {opponent} белыми, но участник {opponent} соперника не указывает',
    'player {player} lists opponent {opponent} as white, but player {opponent} lists opponent {other}':
        'участник {player} указывает соперника {opponent} белыми, но участник {opponent} указывает соперника {other}',
    'player {player} lists opponent {opponent} as black, but player {opponent} lists no opponent':
        'участник {player} указывает соперника {opponent} чёрными, но участник {opponent} соперника не указывает',
    'player {player} lists opponent {opponent} as black, but player {opponent} lists opponent {other}':
        'участник {player} указывает соперника {opponent} чёрными, но участник {opponent} указывает соперника {other}',
    'players {player} and {opponent} both have white in their game':
        'у участников {player} и {opponent} в их партии оба цвета белые',
    'players {player} and {opponent} both have black in their game':
        'у участников {player} и {opponent} в их партии оба цвета чёрные',
    "results don't match: player {white} (white) has {first} and player {black} (black) has {second}; expected white/black 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (or ? for an adjourned game, or both blank while pending)":
        'результаты не совпадают: у участника {white} (белые) {first}, у участника {black} (чёрные) {second}; ожидается белые/чёрные 1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (или ? для отложенной партии, или оба пусто, пока партия не закончена)',
    'a blank result':
        'пустой результат',
    # -- TRF reading: the file's lines and what they say together (trf/reader) ---
    'the file is empty; expected TRF16 lines (012 name, 001 players, ...)':
        'файл пуст; ожидаются строки TRF16 (012 название, 001 участники, ...)',
    'pairing number {number} is used twice (also on line {line})':
        'стартовый номер {number} использован дважды (также в строке {line})',
    'second {code} line (the first is line {line})':
        'вторая строка {code} (первая — строка {line})',
    'no player lines: expected at least one line starting with 001':
        'нет строк участников: ожидается хотя бы одна строка, начинающаяся с 001',
    'both a 162 line (line {line}) and BB point lines give the points; keep one of them':
        'очки задают и строка 162 (строка {line}), и строки очков BB; оставьте что-то одно',
    'XXP names player {player}, who is not a player':
        'XXP называет участника {player}, которого нет среди участников',
    'byes are announced for round {round}, but the file has {columns} round columns and no 142 line giving the number of rounds':
        'на тур {round} объявлены пропуски, но колонок туров в файле — {columns}, и нет строки 142 с числом туров',
    "no XXC or 152 line: the initial colour (white) is read from the top player's colour in round 1":
        'нет строки XXC или 152: начальный цвет (белые) определён по цвету первого участника в 1-м туре',
    "no XXC or 152 line: the initial colour (black) is read from the top player's colour in round 1":
        'нет строки XXC или 152: начальный цвет (чёрные) определён по цвету первого участника в 1-м туре',
    ('round {round}: blank cells of player {players} are read as absences (Z)', 'round {round}: blank cells of players {players} are read as absences (Z)'):
        ('тур {round}: пустая клетка участника {players} читается как неявка (Z)', 'тур {round}: пустые клетки участников {players} читаются как неявки (Z)', 'тур {round}: пустые клетки участников {players} читаются как неявки (Z)'),
    'round {round}: result {result!r} of player {player} is not a TRF result code; the game with player {opponent} is read as adjourned (its result unknown)':
        'тур {round}: результат {result!r} участника {player} — не код результата TRF; партия с участником {opponent} читается как отложенная (результат неизвестен)',
    "{code} {value!r} is not a number of points; expected e.g. '{code}  3.0'":
        "{code} {value!r} — не число очков; ожидается, например, '{code}  3.0'",
    'start date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        'дата начала {date!r} — не дата; ожидается YYYY/MM/DD (читаются также YYYY-MM-DD, YYYY.MM.DD и YY/MM/DD)',
    'end date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD are read too)':
        'дата окончания {date!r} — не дата; ожидается YYYY/MM/DD (читаются также YYYY-MM-DD, YYYY.MM.DD и YY/MM/DD)',
    "XXR {value!r} is not a number of rounds; expected e.g. 'XXR 9'":
        "XXR {value!r} — не число туров; ожидается, например, 'XXR 9'",
    "XXC {value!r} is not an initial colour; expected 'XXC white1' or 'XXC black1'":
        "XXC {value!r} — не начальный цвет; ожидается 'XXC white1' или 'XXC black1'",
    'XXP {value!r}: expected two or more pairing numbers (players who must not meet)':
        'XXP {value!r}: ожидаются два или больше стартовых номера (участники, которые не должны встречаться)',
    "round dates must start at column 92 (YY/MM/DD under each round's entry)":
        'даты туров должны начинаться с колонки 92 (YY/MM/DD под записью каждого тура)',
    'round {round} date {date!r} is not a date; expected YY/MM/DD (YY-MM-DD and YY.MM.DD are read too)':
        'дата {date!r} тура {round} — не дата; ожидается YY/MM/DD (читаются также YY-MM-DD и YY.MM.DD)',
    'player {player} has {points} points, but the results give {computed}':
        'у участника {player} {points} очк., а по результатам {computed}',
    '{points} with the announced bye':
        '{points} с объявленным пропуском',
    'other points per result than win 1, draw 0.5, bye 1 need BBW/BBD/... lines':
        'другие очки за результат, чем победа 1, ничья 0.5, пропуск 1, требуют строк BBW/BBD/...',
    'XXS {item!r}: expected CODE=POINTS with a code of {codes}':
        'XXS {item!r}: ожидается КОД=ОЧКИ с кодом из {codes}',
    'XXS and another point system (162 or BB lines) are both given; keep one of them':
        'заданы и XXS, и другая система очков (строки 162 или BB); оставьте что-то одно',
    '152 and XXC give different initial colours':
        '152 и XXC задают разные начальные цвета',
    '{code} record for player {player}, who is not a player':
        'запись {code} для участника {player}, которого нет среди участников',
    '250 names players {first}-{last}, who are not players':
        '250 называет участников {first}-{last}, которых нет среди участников',
    'XXA line for player {player}, who is not a player':
        'строка XXA для участника {player}, которого нет среди участников',
    '240 names player {player}, who is not a player':
        '240 называет участника {player}, которого нет среди участников',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a {entry} entry':
        '240 даёт участнику {player} пропуск {kind} в туре {round}, но его запись тура {round} — запись {entry}',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} entry shows a game':
        '240 даёт участнику {player} пропуск {kind} в туре {round}, но в его записи тура {round} — партия',
    '240 gives player {player} a {kind} bye in round {round}, but his round {round} column announces {announced}':
        '240 даёт участнику {player} пропуск {kind} в туре {round}, но его колонка тура {round} объявляет {announced}',
    '260 names player {player}, who is not a player':
        '260 называет участника {player}, которого нет среди участников',
    # -- TRF-2026 records (trf/trf2026) ---
    '{what} {value!r} is not a number of points; expected e.g. 1.0':
        '{what} {value!r} — не число очков; ожидается, например, 1.0',
    '250 fictitious points':
        '250 фиктивные очки',
    'XXA virtual points':
        'XXA виртуальные очки',
    "142 {value!r} is not a number of rounds; expected e.g. '142 9'":
        "142 {value!r} — не число туров; ожидается, например, '142 9'",
    "152 {value!r} is not an initial colour; expected '152 W' or '152 B'":
        "152 {value!r} — не начальный цвет; ожидается '152 W' или '152 B'",
    "162: expected a result code (W D L A P X) followed by its points, e.g. '162  W 3.0    D 1.0'":
        "162: ожидается код результата (W D L A P X) и его очки, например '162  W 3.0    D 1.0'",
    '162: {code!r} is not a result code; expected W, D, L, A, P or X':
        '162: {code!r} — не код результата; ожидается W, D, L, A, P или X',
    '162: {code} is given twice':
        '162: {code} задан дважды',
    "162 names no result code; expected e.g. '162  W 3.0    D 1.0'":
        "в 162 нет ни одного кода результата; ожидается, например, '162  W 3.0    D 1.0'",
    '172: federation {federation!r} is not a 3-letter FIDE code':
        '172: федерация {federation!r} — не трёхбуквенный код ФИДЕ',
    '172: ranking method {method!r} is not one of {methods}':
        '172: метод ранжирования {method!r} — не один из {methods}',
    '192: {code} takes no {baku} acceleration; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        '192: {code} не допускает ускорения {baku}; ожидается, например, FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV',
    '192: {value!r} is not in the Tournament-Type Code Table; expected e.g. FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV':
        '192: {value!r} нет в таблице кодов типа турнира; ожидается, например, FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV',
    '222 {value!r} is not an encoded time control; expected e.g. 5400+30, 40/6000+30:900+30 or W300-B240 (seconds)':
        '222 {value!r} — не закодированный контроль времени; ожидается, например, 5400+30, 40/6000+30:900+30 или W300-B240 (секунды)',
    '{code}: round or player {item!r} is not a number from 1 to 9999':
        '{code}: тур или участник {item!r} — не число от 1 до 9999',
    "240: expected the kind of bye (F, H or Z), the round and one or more players, e.g. '240 H 003  026  047'":
        "240: ожидается вид пропуска (F, H или Z), тур и один или несколько участников, например '240 H 003  026  047'",
    '240 names a player twice':
        '240 называет участника дважды',
    '250: match points {points!r} in an individual tournament; expected blank (or 0.0)':
        '250: командные очки {points!r} в личном турнире; ожидается пусто (или 0.0)',
    '250: the fictitious points must differ from 0.0':
        '250: фиктивные очки должны отличаться от 0.0',
    "250: {value!r} is not a round or player number; expected '250      1.0 001 003 0001 0020'":
        "250: {value!r} — не номер тура или участника; ожидается '250      1.0 001 003 0001 0020'",
    "250: expected '250 MMMM GGGG RRF RRL PPPF PPPL' (columns 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)":
        "250: ожидается '250 MMMM GGGG RRF RRL PPPF PPPL' (колонки 5-8, 10-13, 15-17, 19-21, 23-26, 28-31)",
    '250: the first round or player comes after the last':
        '250: первый тур или участник идёт после последнего',
    "XXA: expected the player's number in columns 5-8, e.g. 'XXA    1  1.0  1.0  0.5'":
        "XXA: ожидается номер участника в колонках 5-8, например 'XXA    1  1.0  1.0  0.5'",
    "XXA: expected one blank before each round's points":
        'XXA: перед очками каждого тура ожидается один пробел',
    "260: expected the first and last round and two or more players, e.g. '260 001 009  125  180'":
        "260: ожидаются первый и последний тур и два или больше участников, например '260 001 009  125  180'",
    '260: the first round {first} comes after the last {last}':
        '260: первый тур {first} идёт после последнего {last}',
    '260 needs two different players':
        '260 требует двух разных участников',
    '{code} record: national rating {rating!r} is not a number':
        'запись {code}: национальный рейтинг {rating!r} — не число',
    '{code} record: expected nothing after the birth date (cols 70-79)':
        'запись {code}: после даты рождения (кол. 70-79) ничего не ожидается',
    'the point system cannot be written in a 162 line: it gives the forfeit win and full-point bye the points of a win, the half-point bye those of a draw and the forfeit loss those of a zero-point bye':
        'систему очков нельзя записать строкой 162: она даёт победе без игры и пропуску за 1 очко очки победы, пропуску за ½ очка — очки ничьей, а поражению без игры — очки пропуска за 0 очков',
    '162: {points} points for {code} cannot be written in 4 columns with one decimal':
        '162: {points} очк. за {code} нельзя записать в 4 колонки с одним знаком после запятой',
    # -- TRF writing: what a file cannot hold (trf/writer, fields) ---
    ('the name {name!r} has {n} character; TRF files hold {width} — shorten it (e.g. {proposal!r})', 'the name {name!r} has {n} characters; TRF files hold {width} — shorten it (e.g. {proposal!r})'):
        ('в имени {name!r} {n} символ; файлы TRF вмещают {width} — сократите его (например, {proposal!r})', 'в имени {name!r} {n} символа; файлы TRF вмещают {width} — сократите его (например, {proposal!r})', 'в имени {name!r} {n} символов; файлы TRF вмещают {width} — сократите его (например, {proposal!r})'),
    'unknown TRF version {version!r}; expected one of {versions}':
        'неизвестная версия TRF {version!r}; ожидается одна из {versions}',
    'the kept line {line!r} cannot be written: a reader would skip it':
        'сохранённую строку {line!r} записать нельзя: читающая программа её пропустит',
    'the kept line {line!r} cannot be written: a reader would read it as a {code} line':
        'сохранённую строку {line!r} записать нельзя: читающая программа прочтёт её как строку {code}',
    'the {what} {value!r} holds a line break; TRF keeps it on one line':
        '{what} {value!r} содержит перевод строки; в TRF это одна строка',
    'the {what} {value!r} holds a control character':
        '{what} {value!r} содержит управляющий символ',
    '{code} line':
        'строка {code}',
    'kept line':
        'сохранённая строка',
    'national rating record':
        'запись национального рейтинга',
    'name':
        'имя',
    'kind':
        'вид',
    'deputies':
        'заместители',
    'time control':
        'контроль времени',
    'rating':
        'рейтинг',
    'birth date':
        'дата рождения',
    'points':
        'очки',
    'rank':
        'место',
    'cannot write round {round}: player {player} is not a player':
        'тур {round} записать нельзя: участника {player} нет среди участников',
    'cannot write round {round}: player {player} has two entries (games or byes) in it':
        'тур {round} записать нельзя: у участника {player} в нём две записи (партии или пропуски)',
    'cannot write round {round}: player {player} is paired with himself':
        'тур {round} записать нельзя: участник {player} в паре сам с собой',
    'cannot write the byes announced for round {round}: player {player} is not a player':
        'пропуски, объявленные на тур {round}, записать нельзя: участника {player} нет среди участников',
    'cannot write a pairing-allocated bye announced for round {round} (only H, F, Z byes for rounds not paired yet can be written)':
        'нельзя записать свободного по жеребьёвке, объявленного на тур {round} (записать можно только пропуски H, F, Z на туры без жеребьёвки)',
    'cannot write the forbidden pair {pair}: it must name two players':
        'запрещённую пару {pair} записать нельзя: в ней должны быть два участника',
    'the {what} {value!r} cannot be written; TRF16 expects YYYY/MM/DD in its {code} line':
        '{what} {value!r} записать нельзя; TRF16 ожидает YYYY/MM/DD в строке {code}',
    'player {player}: sex {sex!r} cannot be written; TRF16 has m or w':
        'участник {player}: пол {sex!r} записать нельзя; в TRF16 есть m или w',
    'player {player}: birth date {date!r} cannot be written; TRF16 expects YYYY/MM/DD':
        'участник {player}: дату рождения {date!r} записать нельзя; TRF16 ожидает YYYY/MM/DD',
    'round {round}: date {date!r} cannot be written; TRF16 expects YY/MM/DD':
        'тур {round}: дату {date!r} записать нельзя; TRF16 ожидает YY/MM/DD',
    "TRF16 has no line for the points of an adjourned game ({points}, not a draw's {draw}); export TRF-2026 (its 162 line says X)":
        'в TRF16 нет строки для очков отложенной партии ({points}, а не {draw} за ничью); экспортируйте TRF-2026 (его строка 162 задаёт X)',
    'player {player}: {what} {value!r} is longer than the {width} columns TRF16 has for it':
        'участник {player}: {what} {value!r} длиннее {width} колонок, отведённых в TRF16',
    'pairing number {number} does not fit TRF16 (1 to 9999)':
        'стартовый номер {number} не помещается в TRF16 (от 1 до 9999)',
    'player {player}: rating {rating} / FIDE id {fide_id!r} cannot be written (TRF16 expects digits)':
        'участник {player}: рейтинг {rating} / FIDE ID {fide_id!r} записать нельзя (TRF16 ожидает цифры)',
    'player {player}: {points} points cannot be written with one decimal in cols 81-84':
        'участник {player}: {points} очк. нельзя записать с одним знаком после запятой в кол. 81-84',
    # -- FIDE rating lists (trf/fide_list) ---
    '{name}: the zip file holds no .txt or .xml rating list':
        '{name}: в zip-файле нет рейтинг-листа .txt или .xml',
    "{name}: line 1 is not the header of a FIDE rating list (expected 'ID Number' and 'Name')":
        "{name}: строка 1 — не заголовок рейтинг-листа ФИДЕ (ожидаются 'ID Number' и 'Name')",
    '{name}: not a readable XML rating list ({exc})':
        '{name}: не читаемый рейтинг-лист XML ({exc})',
    '{kind!r} is not a kind of FIDE list ({kinds})':
        '{kind!r} — не вид листа ФИДЕ ({kinds})',
    '{name}: cannot be read ({reason})':
        '{name}: не удаётся прочитать ({reason})',
    # -- the tournament file: opening, writing, backups (store) ---
    '{path}: no such file':
        '{path}: нет такого файла',
    '{path} is not a file':
        '{path} — не файл',
    '{path} cannot be read: {reason}':
        '{path} не удаётся прочитать: {reason}',
    '{path} is empty, not an Arbiter tournament file':
        '{path} пуст — это не файл турнира Arbiter',
    '{path} is not an Arbiter tournament file (it is not an SQLite database)':
        '{path} — не файл турнира Arbiter (это не база данных SQLite)',
    '{path} is damaged: the file is cut short':
        '{path} повреждён: файл обрезан',
    '{path} cannot be opened: {exc}':
        '{path} не удаётся открыть: {exc}',
    '{path} is damaged: {problems}':
        '{path} повреждён: {problems}',
    '{path} is damaged ({exc})':
        '{path} повреждён ({exc})',
    '{path} is an SQLite database of another program, not an Arbiter tournament file':
        '{path} — база данных SQLite другой программы, а не файл турнира Arbiter',
    '{path} was written by a newer version of Arbiter (file format {version}; this version reads formats {oldest} to {newest}); please update Arbiter':
        '{path} записан более новой версией Arbiter (формат файла {version}; эта версия читает форматы с {oldest} по {newest}); обновите Arbiter',
    '{path} has no Arbiter file format version; it is not an Arbiter tournament file':
        'у {path} нет версии формата файла Arbiter; это не файл турнира Arbiter',
    'opened read-only':
        'открыт только для чтения',
    '{path} is write-protected':
        '{path} защищён от записи',
    '{name} is opened read-only: its lock file cannot be made ({reason})':
        '{name} открыт только для чтения: не удаётся создать файл блокировки ({reason})',
    '{name} is in use by {owner}':
        '{name} занят: {owner}',
    'another process':
        'другой процесс',
    'process {pid} on {host}':
        'процесс {pid} на {host}',
    'process {pid}':
        'процесс {pid}',
    '{name} is in use by {owner}; it is open read-only here and nothing was changed':
        '{name} занят: {owner}; здесь он открыт только для чтения, ничего не изменено',
    '{path} already exists; choose another name':
        '{path} уже существует; выберите другое имя',
    '{path} is closed':
        '{path} закрыт',
    '{path} could not be read: {reason}':
        '{path} не удалось прочитать: {reason}',
    '{path} could not be changed, nothing was saved: {reason}':
        '{path} не удалось изменить, ничего не сохранено: {reason}',
    'a round is paired; the entries can no longer be rewritten':
        'жеребьёвка тура проведена; список участников больше нельзя переписать',
    'round {round} is not paired':
        'жеребьёвка {round}-го тура не проведена',
    'round {round} has no board {board}':
        'в {round}-м туре нет доски {board}',
    '{path} is not a file; nothing was changed':
        '{path} — не файл; ничего не изменено',
    '{path} is the backup itself; choose another file':
        '{path} — это сама резервная копия; выберите другой файл',
    '{path} already exists; nothing was changed (choose another name, or confirm replacing it)':
        '{path} уже существует; ничего не изменено (выберите другое имя или подтвердите замену)',
    '{path} already exists; nothing was changed':
        '{path} уже существует; ничего не изменено',
    'cannot write {path}: folder {folder} does not exist':
        'не удаётся записать {path}: папка {folder} не существует',
    '{name} is in use by {owner}; it was not replaced':
        '{name} занят: {owner}; файл не заменён',
    'cannot write {path}: {reason}; nothing was changed':
        'не удаётся записать {path}: {reason}; ничего не изменено',
    'cannot restore {name} to {path}: {exc}; nothing was changed':
        'не удаётся восстановить {name} в {path}: {exc}; ничего не изменено',
    # -- issue 34: tournament files from elsewhere ---
    '{table} row {row}: {problem}':
        '{table}, строка {row}: {problem}',
    '{column} {value} is not a text':
        '{column} {value} — не текст',
    '{column} is {length} characters long (at most {limit})':
        '{column}: {length} символов (не больше {limit})',
    '{column} {value} is not a whole number from {low} to {high}':
        '{column} {value} — не целое число от {low} до {high}',
    '{column} {value} is neither 0 nor 1':
        '{column} {value} — не 0 и не 1',
    '{column} {value} is not a number of points':
        '{column} {value} — не число очков',
    '{column} is JSON nested deeper than {depth}':
        '{column} — JSON с вложенностью больше {depth}',
    '{column} is not a JSON object of texts':
        '{column} — не JSON-объект из строк',
    '{column} is not a JSON list of texts':
        '{column} — не JSON-список строк',
    '{column} is not a list of FIDE list ratings':
        '{column} — не список рейтингов из листов ФИДЕ',
    '{column} is not a list of ratings by round':
        '{column} — не список рейтингов по турам',
    '{column} {value} is not {what}':
        '{column} {value} — не {what}',
    '{column} is not JSON':
        '{column} — не JSON',
    'its table {table} has more than {most} rows':
        'в его таблице {table} больше {most} строк',
    '{column} {value} is not what Arbiter writes there':
        '{column} {value} — не то, что Arbiter туда записывает',
    'it has more than {most} players (TRF numbers them 1 to {most})':
        'в нём больше {most} участников (TRF нумерует их от 1 до {most})',
    'a pairing system this version of Arbiter has':
        'система жеребьёвки этой версии Arbiter',
    'a colour (w or b)':
        'цвет (w или b)',
    'its table tournament has {n} rows; it has exactly one, row 1, in a tournament file':
        'в его таблице tournament {n} строк; в файле турнира она ровно одна, строка 1',
    'a kind of bye (U, H, F or Z)':
        'вид пропуска тура (U, H, F или Z)',
    'result {value} is not a result':
        'результат {value} — не результат',
    'round {number} follows round {previous}; the rounds are numbered 1, 2, 3, ...':
        'тур {number} идёт после тура {previous}; туры нумеруются 1, 2, 3, ...',
    'round_no {value} is not a paired round':
        'round_no {value} — не тур с жеребьёвкой',
    'board {value} of round {round}: the boards of a round are numbered 1, 2, 3, ...':
        'доска {value} тура {round}: доски тура нумеруются 1, 2, 3, ...',
    'player {value} is not a player':
        'участник {value} — не участник',
    'the pair {first}-{second} is not written as the smaller number first':
        'пара {first}-{second} записана не с меньшего номера',
    '{column} {value} is not a player':
        '{column} {value} — не участник',
    'player {number} plays twice in round {round}':
        'участник {number} играет дважды в туре {round}',
    'player {number} has a bye and a game in round {round}':
        'у участника {number} в туре {round} и пропуск, и партия',
    'a pairing-allocated bye in round {round}, which is not paired':
        'пропуск по жеребьёвке в туре {round}, жеребьёвки которого нет',
    '{path} is not opened: {journal} beside it is a rollback journal, which Arbiter never writes, and SQLite would apply it to the tournament; move {journal} away to open the file as it is':
        '{path} не открыт: рядом лежит журнал отката {journal}, который Arbiter никогда не пишет, а SQLite применил бы его к турниру; переместите {journal}, чтобы открыть файл как есть',
    '{path} is {size} MB; a tournament file is at most {limit} MB':
        '{path} занимает {size} МБ; файл турнира — не больше {limit} МБ',
    '{problem} (read with {wal} beside it, which SQLite applies to it)':
        '{problem} (прочитан вместе с лежащим рядом {wal}, который SQLite к нему применяет)',
    '{name} is not a lock file Arbiter made (not a plain file)':
        '{name} — не файл блокировки Arbiter (не обычный файл)',
    '{name} is a link, not a lock file Arbiter made':
        '{name} — ссылка, а не файл блокировки Arbiter',
    '{name} holds something else than what Arbiter writes there; remove it to open the tournament for writing':
        'в {name} не то, что туда пишет Arbiter; удалите его, чтобы открыть турнир для записи',
    ('{problem} (and {n} more thing Arbiter does not write)', '{problem} (and {n} more things Arbiter does not write)'):
        ('{problem} (и ещё {n} объект, который Arbiter не пишет)', '{problem} (и ещё {n} объекта, которые Arbiter не пишет)', '{problem} (и ещё {n} объектов, которые Arbiter не пишет)'),
    '{path} is not a tournament file Arbiter wrote: {problem}':
        '{path} — не файл турнира, записанный Arbiter: {problem}',
    'its table {name!r} is missing':
        'в нём нет таблицы {name!r}',
    'its table {name!r} is not defined as Arbiter defines it':
        'его таблица {name!r} определена не так, как её определяет Arbiter',
    'it has a trigger {name!r} on {table}':
        'в нём есть триггер {name!r} на {table}',
    'its table {table!r} has a column {column!r} that Arbiter does not write in file format {version}':
        'в его таблице {table!r} есть столбец {column!r}, которого Arbiter не пишет в формате файла {version}',
    'its table {table!r} lacks the column {column!r} of file format {version}':
        'в его таблице {table!r} нет столбца {column!r} формата файла {version}',
    'it has a view {name!r}':
        'в нём есть представление {name!r}',
    'the column {column!r} of its table {table!r} is not defined as Arbiter defines it':
        'столбец {column!r} его таблицы {table!r} определён не так, как его определяет Arbiter',
    'it has an index {name!r} on {table}':
        'в нём есть индекс {name!r} на {table}',
    'it has an object {name!r} of type {kind!r}':
        'в нём есть объект {name!r} типа {kind!r}',
    'it has a virtual table {name!r}':
        'в нём есть виртуальная таблица {name!r}',
    'it has a table {name!r} that Arbiter does not write':
        'в нём есть таблица {name!r}, которую Arbiter не пишет',
    'a tournament has at most {most} rounds; round {round} is refused':
        'в турнире не больше {most} туров; тур {round} отклонён',
    'a tournament holds at most {most} players (TRF numbers them 1 to {most}); player {number} cannot be added':
        'в турнире не больше {most} участников (TRF нумерует их от 1 до {most}); участника {number} добавить нельзя',
    '{path} cannot be brought up to file format {version}: {reason}':
        '{path} не удаётся перевести в формат файла {version}: {reason}',
    # -- issue 34: options read as ranges ---
    'option {key}: {problem}':
        'параметр {key}: {problem}',
    # -- issue 34: copies and second names of a file ---
    'new tournament id':
        'новый идентификатор турнира',
    ('{name} has {n} name (hard links); it is opened read-only so that nobody writes it under another name at the same time', '{name} has {n} names (hard links); it is opened read-only so that nobody writes it under another name at the same time'):
        ('у {name} {n} имя (жёсткие ссылки); он открыт только для чтения, чтобы никто не записывал его одновременно под другим именем', 'у {name} {n} имени (жёсткие ссылки); он открыт только для чтения, чтобы никто не записывал его одновременно под другим именем', 'у {name} {n} имён (жёсткие ссылки); он открыт только для чтения, чтобы никто не записывал его одновременно под другим именем'),
    # -- issue 34: tie-break names and ratings by round ---
    'an empty tie-break name':
        'пустое название дополнительного показателя',
    'tiebreaks: {problem}':
        'tiebreaks: {problem}',
    'player {number} would have more than {most} ratings by round':
        'у участника {number} было бы больше {most} рейтингов по турам',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ("line {lines}: the national rating record goes on with the 001 record's points and rank (cols 80-89); those columns are ignored", "lines {lines}: the national rating records go on with the 001 records' points and rank (cols 80-89); those columns are ignored"):
        ('строка {lines}: запись национального рейтинга продолжается очками и местом из записи 001 (кол. 80-89); эти столбцы не учитываются', 'строки {lines}: записи национального рейтинга продолжаются очками и местом из записей 001 (кол. 80-89); эти столбцы не учитываются', 'строки {lines}: записи национального рейтинга продолжаются очками и местом из записей 001 (кол. 80-89); эти столбцы не учитываются'),
    ('{code} says {n} round, but byes are announced for round {round}', '{code} says {n} rounds, but byes are announced for round {round}'):
        ('{code}: число туров — {n}, но пропуски объявлены на тур {round}', '{code}: число туров — {n}, но пропуски объявлены на тур {round}', '{code}: число туров — {n}, но пропуски объявлены на тур {round}'),
    ('{code} says {n} round, but the file holds {paired} paired rounds', '{code} says {n} rounds, but the file holds {paired} paired rounds'):
        ('{code}: число туров — {n}, а туров с жеребьёвкой в файле — {paired}', '{code}: число туров — {n}, а туров с жеребьёвкой в файле — {paired}', '{code}: число туров — {n}, а туров с жеребьёвкой в файле — {paired}'),
    ('142 says {n} round, but XXR says {total}', '142 says {n} rounds, but XXR says {total}'):
        ('142: число туров — {n}, а XXR: {total}', '142: число туров — {n}, а XXR: {total}', '142: число туров — {n}, а XXR: {total}'),
    # -- players: entering and importing players (issue 35) ---
    ('the name {name!r} has {n} character; at most {limit} are kept', 'the name {name!r} has {n} characters; at most {limit} are kept'):
        ('в имени {name!r} {n} символ; сохраняется не более {limit}', 'в имени {name!r} {n} символа; сохраняется не более {limit}', 'в имени {name!r} {n} символов; сохраняется не более {limit}'),
    'player {number} {name}: the TRF file has {width} columns for the name and writes {cut!r}':
        'игрок {number} {name}: в файле TRF для имени {width} колонки, записано {cut!r}',
    # -- ftrf06: TRF06 import (Q47-Q48) ---
    "read as TRF06 (FIDE's Tournament Report File of 2006): the file holds none of the records TRF16 and TRF-2026 add":
        'прочитан как TRF06 (Tournament Report File ФИДЕ 2006 года): в файле нет ни одной из записей, добавленных в TRF16 и TRF-2026',
    ("TRF06 gives no number of rounds: the file's {n} round column is taken as the number of rounds (change it with settings --rounds)", "TRF06 gives no number of rounds: the file's {n} round columns are taken as the number of rounds (change it with settings --rounds)"):
        ('TRF06 не указывает число туров: {n} колонка туров файла принята за число туров (изменить: settings --rounds)', 'TRF06 не указывает число туров: {n} колонки туров файла приняты за число туров (изменить: settings --rounds)', 'TRF06 не указывает число туров: {n} колонок туров файла приняты за число туров (изменить: settings --rounds)'),
    'TRF06 gives no number of rounds and the file has no round column: the number of rounds is unknown; set it before pairing (settings --rounds)':
        'TRF06 не указывает число туров, и в файле нет колонок туров: число туров неизвестно; задайте его до жеребьёвки (settings --rounds)',
    'TRF06 gives no initial colour and no round is paired: it is unknown; set it before pairing round 1 (settings --initial-colour)':
        'TRF06 не указывает начальный цвет, и ни один тур не сыгран: он неизвестен; задайте его до жеребьёвки 1-го тура (settings --initial-colour)',
    'TRF06 gives no pairing system (092 is free text): the system named on the 092 line, or else the one chosen at the import, is used':
        'TRF06 не указывает систему жеребьёвки (092 — свободный текст): используется система, названная в строке 092, иначе выбранная при импорте',
    'TRF06 gives no point system: the standard points are used (win 1, draw 1/2, loss 0; forfeit win, pairing-allocated bye and full-point bye 1; half-point bye 1/2; zero-point bye 0), and the points of every 001 line were checked against them':
        'TRF06 не указывает систему очков: используются стандартные очки (победа 1, ничья 1/2, поражение 0; победа без игры, бай по жеребьёвке и бай в одно очко 1; бай в пол-очка 1/2; бай в ноль очков 0), и очки каждой строки 001 проверены по ним',
    'TRF06 has no record for accelerations, forbidden pairs, announced byes or tie-breaks: none are imported':
        'TRF06 не содержит записей об ускорении, запрещённых парах, заявленных баях и дополнительных показателях: ничего из этого не импортировано',
}
