"""Русский: the pairing checker's findings and the tie-break rules' checks (engine/checker, engine/tiebreaks)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the pairing checker's findings (engine/checker.py) --------------------------------
    'completeness':
        'полнота',
    'check':
        'проверка',
    'no pairing satisfies the absolute criteria':
        'ни одна жеребьёвка не удовлетворяет абсолютным критериям',
    '{player}: the pairing-allocated bye':
        '{player}: свободен по жеребьёвке',
    '{player}: not paired':
        '{player}: без пары',
    '{player}: the pairing-allocated bye, {others}':
        '{player}: свободен по жеребьёвке, {others}',
    '{player}: not paired, {others}':
        '{player}: без пары, {others}',
    'an even number of players to pair (C.04.1.c)':
        'чётное число участников в жеребьёвке (C.04.1.c)',
    'the {system} criteria could not be checked: {problem}':
        'критерии {system} не удалось проверить: {problem}',
    'board {board}':
        'доска {board}',
    'board {board}, {places}':
        'доска {board}, {places}',
    'the bye':
        'свободный от игры тур',
    'board {board}: player {player} is paired against himself':
        'доска {board}: участник {player} в паре сам с собой',
    '{where}: {player} is not a player of this tournament':
        '{where}: {player} не участник этого турнира',
    '{where}: player {player} enters only in round {round} but is paired':
        '{where}: участник {player} вступает только в {round}-м туре, но получил пару',
    '{where}: player {player} has withdrawn (from round {round}) but is paired':
        '{where}: участник {player} выбыл (с {round}-го тура), но получил пару',
    '{where}: player {player} has a requested bye or absence ({kind}) in round {round} but is paired':
        '{where}: у участника {player} запрошенный пропуск или отсутствие ({kind}) в {round}-м туре, но он получил пару',
    '{where}: player {player} is not to be paired but is paired':
        '{where}: участник {player} не участвует в жеребьёвке, но получил пару',
    ('player {player} is paired {n} time ({places})', 'player {player} is paired {n} times ({places})'):
        ('участник {player} получил пару {n} раз ({places})', 'участник {player} получил пару {n} раза ({places})', 'участник {player} получил пару {n} раз ({places})'),
    'not paired: {players}':
        'без пары: {players}',
    'a pairing-allocated bye is given although an even number of players is to be paired (C.04.1.c)':
        'назначен свободный от игры тур, хотя в жеребьёвке чётное число участников (C.04.1.c)',
    # -- the standings check of a file (engine/standings_check.py) -------------------------
    '202: {problem}':
        '202: {problem}',
    '212: {problem}':
        '212: {problem}',
    'the file has no rank column (cols 86-89 blank)':
        'в файле нет столбца мест (столбцы 86-89 пусты)',
    'the file gives no rank':
        'в файле нет места',
    'the file ranks him {rank}':
        'в файле у него место {rank}',
    '{player} (file rank {rank})':
        '{player} (место {rank} в файле)',
    '{player} (file rank {rank}), {others}':
        '{player} (место {rank} в файле), {others}',
    ('tied with {n} other on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix', 'tied with {n} others on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix'):
        ('равенство с {n} другим участником по очкам и всем дополнительным показателям ({players}): они делят {place}-е место или занимают места {first}-{last} по одному, но не вперемешку', 'равенство с {n} другими участниками по очкам и всем дополнительным показателям ({players}): они делят {place}-е место или занимают места {first}-{last} по одному, но не вперемешку', 'равенство с {n} другими участниками по очкам и всем дополнительным показателям ({players}): они делят {place}-е место или занимают места {first}-{last} по одному, но не вперемешку'),
    'the rules rank {ahead} ahead of {behind} (file ranks {ahead_rank} and {behind_rank}): {decisive}':
        'по правилам {ahead} стоит выше {behind} (места {ahead_rank} и {behind_rank} в файле): {decisive}',
    'points {ahead} against {behind}':
        'очки {ahead} против {behind}',
    'points {points}':
        'очки {points}',
    'points {points}, {tiebreaks}':
        'очки {points}, {tiebreaks}',
    '{tiebreak}: place {ahead} against {behind} among the players tied so far (equal: {tied})':
        '{tiebreak}: место {ahead} против {behind} среди участников, равных до этого (равны: {tied})',
    '{tiebreak} {ahead} against {behind} (equal: {tied})':
        '{tiebreak} {ahead} против {behind} (равны: {tied})',
    'equal on {tied}':
        'равны: {tied}',
    '212 ranks first by {code}, not by the points (PTS)':
        '212 сначала упорядочивает по {code}, а не по очкам (PTS)',
    "Arbiter's standings start with the points":
        'турнирная таблица Arbiter начинается с очков',
    '202 ({list_202}) and 212 ({list_212}) differ':
        '202 ({list_202}) и 212 ({list_212}) различаются',
    'the standings follow 212, the complete rank order':
        'таблица следует 212, полному порядку мест',
    # -- a player's colour preference (engine/history.py; the pairing card) ----------------
    'mild white':
        'белые (слабое)',
    'mild black':
        'чёрные (слабое)',
    'strong white':
        'белые (сильное)',
    'strong black':
        'чёрные (сильное)',
    'absolute white':
        'белые (абсолютное)',
    'absolute black':
        'чёрные (абсолютное)',
}
