"""Deutsch: the pairing checker's findings and the tie-break rules' checks (engine/checker, engine/tiebreaks)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the pairing checker's findings (engine/checker.py) --------------------------------
    'completeness':
        'Vollständigkeit',
    'check':
        'Prüfung',
    'no pairing satisfies the absolute criteria':
        'keine Paarung erfüllt die absoluten Kriterien',
    '{player}: the pairing-allocated bye':
        '{player}: Freilos',
    '{player}: not paired':
        '{player}: nicht gepaart',
    '{player}: the pairing-allocated bye, {others}':
        '{player}: Freilos, {others}',
    '{player}: not paired, {others}':
        '{player}: nicht gepaart, {others}',
    'an even number of players to pair (C.04.1.c)':
        'eine gerade Zahl von Spielern zu paaren (C.04.1.c)',
    'the {system} criteria could not be checked: {problem}':
        'die Kriterien von {system} konnten nicht geprüft werden: {problem}',
    'board {board}':
        'Brett {board}',
    'board {board}, {places}':
        'Brett {board}, {places}',
    'the bye':
        'das Freilos',
    'board {board}: player {player} is paired against himself':
        'Brett {board}: Spieler {player} ist gegen sich selbst gepaart',
    '{where}: {player} is not a player of this tournament':
        '{where}: {player} ist kein Spieler dieses Turniers',
    '{where}: player {player} enters only in round {round} but is paired':
        '{where}: Spieler {player} steigt erst in Runde {round} ein, ist aber gepaart',
    '{where}: player {player} has withdrawn (from round {round}) but is paired':
        '{where}: Spieler {player} hat sich zurückgezogen (ab Runde {round}), ist aber gepaart',
    '{where}: player {player} has a requested bye or absence ({kind}) in round {round} but is paired':
        '{where}: Spieler {player} hat in Runde {round} ein beantragtes Bye oder eine Abwesenheit ({kind}), ist aber gepaart',
    '{where}: player {player} is not to be paired but is paired':
        '{where}: Spieler {player} ist nicht zu paaren, ist aber gepaart',
    ('player {player} is paired {n} time ({places})', 'player {player} is paired {n} times ({places})'):
        ('Spieler {player} ist {n}-mal gepaart ({places})', 'Spieler {player} ist {n}-mal gepaart ({places})'),
    'not paired: {players}':
        'nicht gepaart: {players}',
    'a pairing-allocated bye is given although an even number of players is to be paired (C.04.1.c)':
        'ein Freilos wird vergeben, obwohl eine gerade Zahl von Spielern zu paaren ist (C.04.1.c)',
    # -- the standings check of a file (engine/standings_check.py) -------------------------
    '202: {problem}':
        '202: {problem}',
    '212: {problem}':
        '212: {problem}',
    'the file has no rank column (cols 86-89 blank)':
        'die Datei hat keine Rangspalte (Spalten 86-89 leer)',
    'the file gives no rank':
        'die Datei gibt keinen Rang an',
    'the file ranks him {rank}':
        'die Datei setzt ihn auf Rang {rank}',
    '{player} (file rank {rank})':
        '{player} (Rang {rank} in der Datei)',
    '{player} (file rank {rank}), {others}':
        '{player} (Rang {rank} in der Datei), {others}',
    ('tied with {n} other on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix', 'tied with {n} others on points and every tie-break ({players}): they share place {place} or take places {first}-{last} one each, not a mix'):
        ('punkt- und feinwertungsgleich mit {n} anderen Spieler ({players}): sie teilen Platz {place} oder belegen je einen der Plätze {first}-{last}, nicht gemischt', 'punkt- und feinwertungsgleich mit {n} anderen Spielern ({players}): sie teilen Platz {place} oder belegen je einen der Plätze {first}-{last}, nicht gemischt'),
    'the rules rank {ahead} ahead of {behind} (file ranks {ahead_rank} and {behind_rank}): {decisive}':
        'die Regeln setzen {ahead} vor {behind} (Ränge {ahead_rank} und {behind_rank} in der Datei): {decisive}',
    'points {ahead} against {behind}':
        'Punkte {ahead} gegen {behind}',
    'points {points}':
        'Punkte {points}',
    'points {points}, {tiebreaks}':
        'Punkte {points}, {tiebreaks}',
    '{tiebreak}: place {ahead} against {behind} among the players tied so far (equal: {tied})':
        '{tiebreak}: Platz {ahead} gegen {behind} unter den bisher Gleichstehenden (gleich: {tied})',
    '{tiebreak} {ahead} against {behind} (equal: {tied})':
        '{tiebreak} {ahead} gegen {behind} (gleich: {tied})',
    'equal on {tied}':
        'gleich in {tied}',
    '212 ranks first by {code}, not by the points (PTS)':
        '212 ordnet zuerst nach {code}, nicht nach den Punkten (PTS)',
    "Arbiter's standings start with the points":
        'die Rangliste von Arbiter beginnt mit den Punkten',
    '202 ({list_202}) and 212 ({list_212}) differ':
        '202 ({list_202}) und 212 ({list_212}) unterscheiden sich',
    'the standings follow 212, the complete rank order':
        'die Rangliste folgt 212, der vollständigen Rangfolge',
    # -- a player's colour preference (engine/history.py; the pairing card) ----------------
    'mild white':
        'leicht für Weiß',
    'mild black':
        'leicht für Schwarz',
    'strong white':
        'stark für Weiß',
    'strong black':
        'stark für Schwarz',
    'absolute white':
        'absolut für Weiß',
    'absolute black':
        'absolut für Schwarz',
}
