"""Deutsch: the pairing checker's findings, the standings' notes and checks, the tie-break list's refusals, the random tournaments' and the engine's other refusals, the colour preferences (engine/checker.py, standings_check.py, tiebreaks/, generator.py, random_tournament.py, model.py, history.py ...): the engine writes them in English, i18n.composed.shown translates them piece by piece."""

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
    # -- the standings' notes (engine/tiebreaks) -------------------------------------------
    '{tiebreaks} left out: not a tie-break of round robins (C.07 8)':
        'weggelassen, keine Feinwertung für Rundenturniere (C.07 8): {tiebreaks}',
    'provisional: round {rounds} has adjourned games, counted as draws until their results are entered':
        'vorläufig: Runde {rounds} hat hängende Partien, als remis gezählt, bis ihre Ergebnisse eingetragen sind',
    'provisional: rounds {rounds} have adjourned games, counted as draws until their results are entered':
        'vorläufig: Runden {rounds} haben hängende Partien, als remis gezählt, bis ihre Ergebnisse eingetragen sind',
    '{tiebreak} dropped: unrated players take part ({players}) and no rating is set for them (C.07 10)':
        '{tiebreak} entfällt: Spieler ohne Elo nehmen teil ({players}) und für sie ist keine Elo-Zahl festgelegt (C.07 10)',
    'expelled, not ranked: {players}':
        'ausgeschlossen, nicht in der Rangliste: {players}',
    "places {first}-{last} by the arbiter's order of tied players ({players})":
        'Plätze {first}-{last} nach der Reihenfolge des Schiedsrichters für Gleichstehende ({players})',
    'places {first}-{last} by drawing of lots (seed {seed}): {players}':
        'Plätze {first}-{last} durch Auslosung (Startwert {seed}): {players}',
    "places {first}-{last} stay shared: the arbiter's order of tied players does not list all of {players}":
        'Plätze {first}-{last} bleiben geteilt: die Reihenfolge des Schiedsrichters nennt nicht alle von {players}',
    ('{player} withdrew after {played} of {n} game (fewer than half): his games are removed and he is left out of the standings (C.05)', '{player} withdrew after {played} of {n} games (fewer than half): his games are removed and he is left out of the standings (C.05)'):
        ('{player} hat sich nach {played} von {n} Partie zurückgezogen (weniger als die Hälfte): seine Partien werden gestrichen und er erscheint nicht in der Rangliste (C.05)', '{player} hat sich nach {played} von {n} Partien zurückgezogen (weniger als die Hälfte): seine Partien werden gestrichen und er erscheint nicht in der Rangliste (C.05)'),
    ('{player} withdrew after {played} of {n} game (half or more): his remaining games count as forfeits ({given} so far, C.05)', '{player} withdrew after {played} of {n} games (half or more): his remaining games count as forfeits ({given} so far, C.05)'):
        ('{player} hat sich nach {played} von {n} Partie zurückgezogen (die Hälfte oder mehr): seine restlichen Partien zählen als kampflos ({given} bisher, C.05)', '{player} hat sich nach {played} von {n} Partien zurückgezogen (die Hälfte oder mehr): seine restlichen Partien zählen als kampflos ({given} bisher, C.05)'),
    'round {rounds} has games without a result':
        'Runde {rounds} hat Partien ohne Ergebnis',
    'rounds {rounds} have games without a result':
        'Runden {rounds} haben Partien ohne Ergebnis',
    'they count as played with no points yet':
        'sie zählen als gespielt, vorerst ohne Punkte',
    # -- the tie-break settings' refusals (engine/tiebreaks) -------------------------------
    'tournament option {option}: {value} is not a pairing number':
        'Turnieroption {option}: {value} ist keine Paarungsnummer',
    'the rating of unrated players cannot be negative':
        'die Elo-Zahl der Spieler ohne Elo kann nicht negativ sein',
    'the number of rounds cannot be negative':
        'die Zahl der Runden kann nicht negativ sein',
    'the Koya limit is a share between 0 and 1':
        'die Koya-Grenze ist ein Anteil zwischen 0 und 1',
    'tournament option {option}: expected one of {editions} or empty (by the start date), not {value}':
        'Turnieroption {option}: erwartet eine von {editions} oder leer (nach dem Startdatum), nicht {value}',
    "tournament option {option}: expected a rating or 'performance', not {value}":
        "Turnieroption {option}: erwartet eine Elo-Zahl oder 'performance', nicht {value}",
    'tournament option {option}: expected a share such as 0.5, not {value}':
        'Turnieroption {option}: erwartet einen Anteil wie 0,5, nicht {value}',
    'tournament tie-break options: {problem}':
        'Feinwertungsoptionen des Turniers: {problem}',
    'round {round}: game {white}-{black}: {player} is not a player of the tournament':
        'Runde {round}: Partie {white}-{black}: {player} ist kein Spieler des Turniers',
    'unknown C.07 edition {name}':
        'unbekannte Ausgabe von C.07 {name}',
    'unknown rating for the tie-breaks {value}':
        'unbekannte Elo-Zahl für die Feinwertungen {value}',
    'expected {first}, {each} or a round number':
        'erwartet {first}, {each} oder eine Rundennummer',
    'unknown unplayed-round method {value}':
        'unbekannte Methode für nicht gespielte Runden {value}',
    'expected {one} or {other}':
        'erwartet {one} oder {other}',
    'round {round} is not paired yet':
        'Runde {round} ist noch nicht gepaart',
    ('the tournament has {n} round', 'the tournament has {n} rounds'):
        ('das Turnier hat {n} Runde', 'das Turnier hat {n} Runden'),
    # -- the tie-break specification's errors (engine/tiebreaks/spec.py) -------------------
    '{tiebreak} takes {takes}, not {modifier} (in {name})':
        '{tiebreak} erlaubt {takes}, nicht {modifier} (in {name})',
    'no modifier':
        'keinen Modifikator',
    '/C<n> or /M<n>':
        '/C<n> oder /M<n>',
    '/C<n> or /M<n> or /P':
        '/C<n> oder /M<n> oder /P',
    '/L+n or /L-n':
        '/L+n oder /L-n',
    '{modifier} repeats a modifier in {name}':
        '{modifier} wiederholt einen Modifikator in {name}',
    '{modifier}: cut at least one value (in {name})':
        '{modifier}: mindestens einen Wert streichen (in {name})',
    'known tie-breaks: {names} (REP = GE, AROC-1 = ARO/C1)':
        'bekannte Feinwertungen: {names} (REP = GE, AROC-1 = ARO/C1)',
    'modifiers /C1 /C2 (cut lowest) and /M1 /M2 (median) for BH, FB, SB, ARO, /C<n> for PS, /P (forfeits as played) for DE, BH, FB, SB, /L+n for KS, /F for AOB, /R (reverse) for TPN and RTNG':
        'Modifikatoren /C1 /C2 (schwächste streichen) und /M1 /M2 (Median) für BH, FB, SB, ARO, /C<n> für PS, /P (kampflose Partien als gespielt) für DE, BH, FB, SB, /L+n für KS, /F für AOB, /R (umgekehrte Reihenfolge) für TPN und RTNG',
    'presets: {presets}':
        'Vorgaben: {presets}',
    'empty tie-break name':
        'leerer Feinwertungsname',
    'unknown tie-break {name}':
        'unbekannte Feinwertung {name}',
    'unknown modifier {modifier} in {name}':
        'unbekannter Modifikator {modifier} in {name}',
    # -- the random tournaments' refusals and notes (engine/generator.py, random_tournament.py) ---
    '{name} rate must be between 0 and 1, got {value}':
        'die Rate {name} muss zwischen 0 und 1 liegen, nicht {value}',
    'a tournament needs at least 2 players':
        'ein Turnier braucht mindestens 2 Spieler',
    'a tournament needs at least 1 round':
        'ein Turnier braucht mindestens 1 Runde',
    '--players: a tournament needs at least 2 players':
        '--players: ein Turnier braucht mindestens 2 Spieler',
    '--rounds: between 1 and 99':
        '--rounds: zwischen 1 und 99',
    ('--{option} {amount}: the tournament has {n} round', '--{option} {amount}: the tournament has {n} rounds'):
        ('--{option} {amount}: das Turnier hat {n} Runde', '--{option} {amount}: das Turnier hat {n} Runden'),
    '--late-entries: a late entry needs at least 2 rounds':
        '--late-entries: ein später Einstieg braucht mindestens 2 Runden',
    '--late-entries: a round robin has no late entries':
        '--late-entries: ein Rundenturnier hat keine späten Einstiege',
    '--acceleration: one of {methods}, not {value}':
        '--acceleration: eine von {methods}, nicht {value}',
    '--acceleration baku: the Baku acceleration is for the Dutch system, not {system}':
        '--acceleration baku: die Baku-Beschleunigung gilt für das Holländische System, nicht {system}',
    'ratings {low}-{high}: expected 1 <= low <= high <= 3500':
        'Elo {low}-{high}: erwartet 1 <= min <= max <= 3500',
    '{what}: {text} is not a count (5), a percentage (3%) or either limited to rounds (5%@1-4, 2@3)':
        '{what}: {text} ist weder eine Anzahl (5) noch ein Prozentsatz (3%) noch eines davon auf Runden beschränkt (5%@1-4, 2@3)',
    '{what}: a count is a whole number, not {number}':
        '{what}: eine Anzahl ist ganzzahlig, nicht {number}',
    '{what}: {number}% is more than 100%':
        '{what}: {number} % ist mehr als 100 %',
    '{what}: rounds {first}-{last} are not a range of rounds':
        '{what}: Runden {first}-{last} sind kein Rundenbereich',
    '--{option} {amount}: {fewer} fewer given (not enough games in those rounds)':
        '--{option} {amount}: {fewer} weniger vergeben (nicht genug Partien in diesen Runden)',
    '--{option} {amount}: {fewer} fewer given (players or rounds too few)':
        '--{option} {amount}: {fewer} weniger vergeben (zu wenige Spieler oder Runden)',
    '--{option} {amount}: {fewer} fewer given (at least two players are paired in every round)':
        '--{option} {amount}: {fewer} weniger vergeben (in jeder Runde werden mindestens zwei Spieler gepaart)',
    'round {round} has no game (too many absent players)':
        'Runde {round} hat keine Partie (zu viele abwesende Spieler)',
    'a TRF file cannot hold a round without a game':
        'eine TRF-Datei kann keine Runde ohne Partie enthalten',
    # -- the engine's other refusals (acceleration, results, starting ranks) ---------------
    'acceleration {item}: expected POINTS:R1-R2:P1-P2, e.g. 1:1-3:1-20':
        'Beschleunigung {item}: erwartet POINTS:R1-R2:P1-P2, z. B. 1:1-3:1-20',
    'unknown result {text}':
        'unbekanntes Ergebnis {text}',
    'expected one of {values}':
        'möglich sind: {values}',
    'unknown starting-rank method {method}':
        'unbekannte Methode der Startrangliste {method}',
    'unknown tie order {order}':
        'unbekannte Reihenfolge bei Gleichstand {order}',
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
    # -- fplayoff: play-off results for tied places (Q207) ---
    'play-off':
        'Stichkampf',
    'the play-off has no name':
        'der Stichkampf hat keinen Namen',
    'the name of the play-off is longer than {most} characters':
        'der Name des Stichkampfs ist länger als {most} Zeichen',
    "the name of the play-off cannot contain '|', ';' or a control character":
        "der Name des Stichkampfs darf weder '|' noch ';' noch ein Steuerzeichen enthalten",
    'tournament option {option}: {problem}':
        'Turnieroption {option}: {problem}',
    'write scope|name|number=score,...':
        'schreiben Sie Geltung|Name|Nummer=Punkte,...',
    '{value} is not tiebreaks or points':
        '{value} ist weder tiebreaks noch points',
    '{value} is not number=score':
        '{value} ist nicht Nummer=Punkte',
    'a play-off needs the scores of two players at least':
        'ein Stichkampf braucht die Ergebnisse von mindestens zwei Spielern',
    'places {first}-{last} decided by {label}: {players}':
        'Plätze {first}-{last} entschieden durch {label}: {players}',
    'places {first}-{last} stay tied: {label} has no score for every one of {players}':
        'Plätze {first}-{last} bleiben gleich: {label} hat nicht für jeden von {players} ein Ergebnis',
    # -- main: Q103, a player the rules leave out of the standings ---
    'the rules leave him out of the standings (see the notes)':
        'die Regeln lassen ihn aus der Rangliste heraus (siehe die Hinweise)',
}
