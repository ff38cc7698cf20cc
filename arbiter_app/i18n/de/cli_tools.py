"""Deutsch: the command line's checking, generating, rating and publishing commands (cli/commands)."""

# flake8: noqa: E501
MESSAGES = {
    # -- counts and lines several commands print -------------------------------
    ('{n} round', '{n} rounds'):
        ('{n} Runde', '{n} Runden'),
    ('{n} player', '{n} players'):
        ('{n} Spieler', '{n} Spieler'),
    'note: {note}':
        'Hinweis: {note}',
    'cannot write {file}: {problem}':
        '{file} kann nicht geschrieben werden: {problem}',
    # -- check (the Pairing and Tie-break Checker) -----------------------------
    "Re-pair every round of a TRF-2026 or TRF16 file from the rounds before it and compare with the file (boards, colours, the bye, with the articles that decide); then compare the file's rank column with the standings by points and the tie-break list of 212/202. Exit 0 consistent, 1 inconsistent, 2 the file cannot be read or checked.":
        'Paart jede Runde einer TRF-2026- oder TRF16-Datei aus den Runden davor neu und vergleicht mit der Datei (Bretter, Farben, das Freilos, mit den entscheidenden Artikeln); vergleicht dann die Rangspalte der Datei mit der Rangliste nach Punkten und der Feinwertungsliste aus 212/202. Exit-Code 0: konsistent, 1: inkonsistent, 2: die Datei kann nicht gelesen oder geprüft werden.',
    'compare the rank column with the standings after round K (default: the last round in the file)':
        'die Rangspalte mit der Rangliste nach Runde K vergleichen (Standard: die letzte Runde der Datei)',
    'print the report as JSON (in English, for programs)':
        'den Bericht als JSON ausgeben (auf Englisch, für Programme)',
    'print inconsistent rounds and places only':
        'nur inkonsistente Runden und Plätze ausgeben',
    'the file names no pairing system Arbiter knows (192 or 092); give one with --system':
        'die Datei nennt kein Paarungssystem, das Arbiter kennt (192 oder 092); geben Sie eines mit --system an',
    '--round {round}: the file holds rounds 1 to {last}':
        '--round {round}: die Datei enthält die Runden 1 bis {last}',
    'the standings cannot be checked: {problem}':
        'die Rangliste kann nicht geprüft werden: {problem}',
    'the standings cannot be computed: {problem}':
        'die Rangliste kann nicht berechnet werden: {problem}',
    'round {round}: consistent':
        'Runde {round}: konsistent',
    'round {round}: INCONSISTENT':
        'Runde {round}: INKONSISTENT',
    'the rules cannot pair this round: {problem}':
        'nach den Regeln kann diese Runde nicht gepaart werden: {problem}',
    'board {board}: colours: file {file}, rules {rules}':
        'Brett {board}: Farben: Datei {file}, Regeln {rules}',
    'board {board}: pairing: file {file}, rules {rules}':
        'Brett {board}: Paarung: Datei {file}, Regeln {rules}',
    'bye: pairing-allocated bye: file {file}, rules {rules}':
        'Freilos: Freilos der Paarung: Datei {file}, Regeln {rules}',
    'rules: {explanation}':
        'Regeln: {explanation}',
    'the same games in another order':
        'dieselben Partien in anderer Reihenfolge',
    "the file's pairing breaks {rule}: {text} (players {players})":
        'die Paarung der Datei verstößt gegen {rule}: {text} (Spieler {players})',
    "the file's pairing breaks {rule}: {text}":
        'die Paarung der Datei verstößt gegen {rule}: {text}',
    'points, then {tiebreaks} ({source})':
        'nach Punkten, dann {tiebreaks} ({source})',
    'points only (the file has no tie-break list)':
        'nur nach Punkten (die Datei hat keine Feinwertungsliste)',
    'points only ({source} is empty)':
        'nur nach Punkten ({source} ist leer)',
    'standings after round {round}, by {order}':
        'Rangliste nach Runde {round}, {order}',
    '{standings}: not checked: {reason}':
        '{standings}: nicht geprüft: {reason}',
    '{standings}: consistent':
        '{standings}: konsistent',
    '{standings}: INCONSISTENT':
        '{standings}: INKONSISTENT',
    'no rank':
        'kein Rang',
    'file rank {rank}':
        'Rang {rank} in der Datei',
    'player {number} {name}: {rank}, the rules give {places}: {reason}':
        'Spieler {number} {name}: {rank}, die Regeln ergeben {places}: {reason}',
    '{file}: no paired round to check':
        '{file}: keine gepaarte Runde zu prüfen',
    '{file}: {players}, {rounds}, {system} ({title})':
        '{file}: {players}, {rounds}, {system} ({title})',
    ('{same}/{n} round consistent', '{same}/{n} rounds consistent'):
        ('{same}/{n} Runde konsistent', '{same}/{n} Runden konsistent'),
    ('{n} place inconsistent', '{n} places inconsistent'):
        ('{n} Platz inkonsistent', '{n} Plätze inkonsistent'),
    'standings not checked':
        'Rangliste nicht geprüft',
    'standings consistent':
        'Rangliste konsistent',
    'CONSISTENT':
        'KONSISTENT',
    'INCONSISTENT':
        'INKONSISTENT',
    '{rounds}; {standings}: {verdict}':
        '{rounds}; {standings}: {verdict}',
    # -- generate (the Random Tournament Generator) ----------------------------
    "Generate random tournaments paired by SYSTEM, results drawn from FIDE's rating table (docs/checker.md). An AMOUNT is a count (5) or a percentage (3%: of the player-rounds for byes, of the games for results), optionally limited to rounds (5%@1-4, 2@3). The same --seed gives the same set.":
        'Erzeugt zufällige Turniere, gepaart nach SYSTEM, mit Ergebnissen aus der Elo-Tabelle der FIDE (docs/checker.md). Ein AMOUNT ist eine Anzahl (5) oder ein Prozentsatz (3%: der Spieler-Runden bei Byes, der Partien bei Ergebnissen), wahlweise auf Runden beschränkt (5%@1-4, 2@3). Derselbe --seed ergibt dieselbe Menge.',
    'full-point byes (F) requested for a round':
        'Byes mit einem Punkt (F), für eine Runde beantragt',
    'half-point byes (H) requested for a round':
        'Byes mit halbem Punkt (H), für eine Runde beantragt',
    'zero-point byes (Z) requested for a round':
        'Byes mit null Punkten (Z), für eine Runde beantragt',
    'forfeited games (+/-, either side)':
        'kampflose Partien (+/-, auf beiden Seiten möglich)',
    'games scored 1/2-0, 0-1/2 or 0-0':
        'Partien, gewertet mit 1/2-0, 0-1/2 oder 0-0',
    'players who enter after round 1 (a percentage: of the players; @rounds: when they enter, default 2 to half the rounds)':
        'Spieler, die nach Runde 1 einsteigen (ein Prozentsatz: der Spieler; @Runden: wann sie einsteigen, Standard 2 bis zur Hälfte der Runden)',
    'players who withdraw (a percentage: of the players; @rounds: the first round they miss, default 2 to the last)':
        'Spieler, die zurücktreten (ein Prozentsatz: der Spieler; @Runden: die erste Runde, die sie versäumen, Standard 2 bis zur letzten)',
    'Baku acceleration (C.04.7; Dutch systems)':
        'Baku-Beschleunigung (C.04.7; Holländische Systeme)',
    'the tie-break list written in 202, which the rank column follows (e.g. BH/C1,BH,SB,DE)':
        'die in 202 geschriebene Feinwertungsliste, der die Rangspalte folgt (z. B. BH/C1,BH,SB,DE)',
    "players' ratings are drawn evenly in this range":
        'die Elo-Zahlen der Spieler werden gleichmäßig aus diesem Bereich gezogen',
    'how many tournaments; -o must then hold %%d (numbered from 1)':
        'wie viele Turniere; -o muss dann %%d enthalten (nummeriert ab 1)',
    'the seed of the whole set (default: drawn and printed)':
        'der Startwert der ganzen Menge (Standard: gezogen und ausgegeben)',
    '--ratings: {ratings} is not LOW-HIGH (e.g. 1400-2700)':
        '--ratings: {ratings} ist nicht LOW-HIGH (z. B. 1400-2700)',
    '--tiebreaks: {problem}':
        '--tiebreaks: {problem}',
    '--count must be at least 1':
        '--count muss mindestens 1 sein',
    '-o {output}: with --count {count} the name needs one %d (numbered from 1), and no other %':
        '-o {output}: mit --count {count} braucht der Name ein %d (nummeriert ab 1) und kein anderes %',
    'tournament {number} could not be paired in 20 attempts: {problem}; try fewer rounds or more players':
        'Turnier {number} konnte in 20 Versuchen nicht gepaart werden: {problem}; versuchen Sie weniger Runden oder mehr Spieler',
    ('{n} tournament', '{n} tournaments'):
        ('{n} Turnier', '{n} Turniere'),
    'wrote {where}: {tournaments}, {players}, {rounds}, {system}, seed {seed}':
        '{where} geschrieben: {tournaments}, {players}, {rounds}, {system}, Startwert {seed}',
    # -- pair ------------------------------------------------------------------
    "Pair the next round. Output: the number of lines that follow, then 'white black' per board in board order, the pairing-allocated bye as 'N 0' last.":
        "Paart die nächste Runde. Ausgabe: die Anzahl der folgenden Zeilen, dann 'Weiß Schwarz' je Brett in Brettreihenfolge, das Freilos als 'N 0' zuletzt.",
    'write the pairing here (default: stdout)':
        'die Paarung hierhin schreiben (Standard: stdout)',
    "after the pairing, print each board's explanation to stderr":
        'nach der Paarung die Erklärung jedes Bretts auf stderr ausgeben',
    '{file}: all {rounds} rounds are already paired (raise XXR to pair more)':
        '{file}: alle {rounds} Runden sind bereits gepaart (erhöhen Sie XXR, um mehr zu paaren)',
    '{file}: round {round} has games without a result ({games}); enter them before pairing round {next}':
        '{file}: Runde {round} hat Partien ohne Ergebnis ({games}); geben Sie sie ein, bevor Sie Runde {next} paaren',
    '{file}: round {round} cannot be paired: {problem}':
        '{file}: Runde {round} kann nicht gepaart werden: {problem}',
    'board {board}: {white}-{black}: {explanation}':
        'Brett {board}: {white}-{black}: {explanation}',
    'bye: {player}: {explanation}':
        'Freilos: {player}: {explanation}',
}
