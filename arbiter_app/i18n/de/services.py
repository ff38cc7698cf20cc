"""Deutsch: the services' warnings, refusals and confirmations (arbiter_app/services)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the services' warnings and errors (services/*.py) ----------------------
    'acceleration must be one of {methods}, not {acceleration!r}':
        'die Beschleunigung muss eine von {methods} sein, nicht {acceleration!r}',
    'the Baku acceleration is for the Dutch system ({systems}), not {system}':
        'die Baku-Beschleunigung gilt für das Holländische System ({systems}), nicht {system}',
    "the Baku acceleration needs a point system of the standard shape (a draw half a win, a loss nothing: C.04.5.1 'Premise'), not win {win:g}, draw {draw:g}, loss {loss:g}":
        "die Baku-Beschleunigung braucht eine Punktwertung der Standardform (Remis die Hälfte eines Siegs, Niederlage nichts: C.04.5.1 'Premise'), nicht Sieg {win:g}, Remis {draw:g}, Niederlage {loss:g}",
    'no free name for a restored copy of {tournament_name}':
        'kein freier Name für eine wiederhergestellte Kopie von {tournament_name}',
    '{problem}; nothing was restored':
        '{problem}; nichts wurde wiederhergestellt',
    'round 1 cannot be paired: {exc}; nothing was saved':
        'Runde 1 kann nicht gepaart werden: {exc}; nichts wurde gespeichert',
    'the standings for the rank column cannot be computed: {exc}; nothing was written (check the tie-break settings)':
        'die Rangliste für die Rangspalte kann nicht berechnet werden: {exc}; nichts wurde geschrieben (prüfen Sie die Einstellungen der Feinwertungen)',
    '{path} is a tournament file; it is not overwritten by a TRF export (choose another file name)':
        '{path} ist eine Turnierdatei; ein TRF-Export überschreibt sie nicht (wählen Sie einen anderen Dateinamen)',
    'leave FIDE mode':
        'den FIDE-Modus verlassen',
    'the tournament is already outside FIDE mode (it cannot be re-entered)':
        'das Turnier ist bereits außerhalb des FIDE-Modus (er kann nicht wieder betreten werden)',
    'leaving FIDE mode at round {n} cannot be undone: the tournament will say for good that it is not run in FIDE mode (title, printouts, TRF export), and the FIDE-mode rules no longer apply':
        'das Verlassen des FIDE-Modus in Runde {n} ist endgültig: das Turnier sagt dann für immer, dass es nicht im FIDE-Modus geführt wird (Titel, Ausdrucke, TRF-Export), und die Regeln des FIDE-Modus gelten nicht mehr',
    'round {round_no} as imported is not the pairing of the {system}: {text}':
        'Runde {round_no} ist, wie importiert, nicht die Paarung nach dem {system}: {text}',
    'get black a third time in a row':
        'zum dritten Mal in Folge Schwarz bekommen',
    'get white a third time in a row':
        'zum dritten Mal in Folge Weiß bekommen',
    'reach a colour difference of {difference:+d}':
        'eine Farbdifferenz von {difference:+d} erreichen',
    'the tournament has no pairing system set; choose one in the settings ({systems})':
        'das Turnier hat kein Paarungssystem; wählen Sie eines in den Einstellungen ({systems})',
    'unknown pairing system {name!r}; choose one of {systems}':
        'unbekanntes Paarungssystem {name!r}; wählen Sie eines von {systems}',
    'the system gave no pairing to compare with':
        'das System hat keine Paarung zum Vergleich geliefert',
    'bye: system {system}, manual {manual}':
        'spielfrei: System {system}, von Hand {manual}',
    'same games in another board order':
        'dieselben Partien in anderer Brettreihenfolge',
    ', bye {player}':
        ', spielfrei {player}',
    "{source}: empty; expected a count, then one 'white black' line per board":
        "{source}: leer; erwartet eine Anzahl, dann eine Zeile 'weiß schwarz' je Brett",
    '{source}: line {first_no}: expected the number of lines that follow, found {first!r}':
        '{source}: Zeile {first_no}: erwartet die Anzahl der folgenden Zeilen, gefunden {first!r}',
    'pairing system {name} could not be loaded: {kind}: {exc}':
        'das Paarungssystem {name} konnte nicht geladen werden: {kind}: {exc}',
    'round {last} already has results and is not finished; finish it before pairing round {next} (or correct the results)':
        'Runde {last} hat schon Ergebnisse und ist nicht beendet; beenden Sie sie, bevor Sie Runde {next} paaren (oder korrigieren Sie die Ergebnisse)',
    'round {round} has no result at all (boards {shown}): its games will be marked adjourned and count as draws for the pairing of round {next}':
        'Runde {round} hat überhaupt kein Ergebnis (Bretter {shown}): ihre Partien werden als vertagt markiert und zählen für die Paarung der Runde {next} als Remis',
    ('round {round} has no result on board ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}', 'round {round} has no result on boards ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}'):
        ('Runde {round} hat kein Ergebnis an Brett ({shown}): die Partie wird als vertagt markiert und zählt für die Paarung der Runde {next} als Remis', 'Runde {round} hat kein Ergebnis an den Brettern ({shown}): die Partien werden als vertagt markiert und zählen für die Paarung der Runde {next} als Remis'),
    ('adjourned game still without a result ({shown}) count as draws for the pairing', 'adjourned games still without a result ({shown}) count as draws for the pairing'):
        ('vertagte Partie noch ohne Ergebnis ({shown}) zählt für die Paarung als Remis', 'vertagte Partien noch ohne Ergebnis ({shown}) zählen für die Paarung als Remis'),
    "{white}-{black} is not in the system's pairing":
        '{white}-{black} ist nicht in der Paarung des Systems',
    "system's {white}-{black} is not paired":
        '{white}-{black} des Systems ist nicht gepaart',
    'the pairing of round {round_no} is not the one the {system} makes ({shown}); the system pairs {boards}{bye}':
        'die Paarung der Runde {round_no} ist nicht die des Systems {system} ({shown}); das System paart {boards}{bye}',
    "{source}: line {line_no}: expected two player numbers 'white black', found {items!r}":
        "{source}: Zeile {line_no}: erwartet zwei Spielernummern 'weiß schwarz', gefunden {items!r}",
    'round {round} board {board}':
        'Runde {round} Brett {board}',
    '{white}-{black}: colours swapped (system: {system})':
        '{white}-{black}: Farben vertauscht (System: {system})',
    'round {round_no} board {number}: {white} and {black} both get the colour opposite to their due':
        'Runde {round_no} Brett {number}: {white} und {black} bekommen beide die Farbe entgegen ihrem Anspruch',
    ('round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} has fewer points (C.04.1 c: a player of the lowest score group)', 'round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} have fewer points (C.04.1 c: a player of the lowest score group)'):
        ('Runde {round_no}: das Freilos geht an {bye} ({score:g} Punkte), während {lower} weniger Punkte hat (C.04.1 c: ein Spieler der niedrigsten Punktgruppe)', 'Runde {round_no}: das Freilos geht an {bye} ({score:g} Punkte), während {lower} weniger Punkte haben (C.04.1 c: ein Spieler der niedrigsten Punktgruppe)'),
    '{source}: line {line_no}: a second bye ({white}; {bye} already has it)':
        '{source}: Zeile {line_no}: ein zweites Freilos ({white}; {bye} hat es schon)',
    '{source}: line {line_no}: 0 is not a player':
        '{source}: Zeile {line_no}: 0 ist kein Spieler',
    'the {system} rules could not be checked: {exc}':
        'die Regeln von {system} konnten nicht geprüft werden: {exc}',
    'round {round_no} board {number}: {player} would {problem}':
        'Runde {round_no} Brett {number}: {player} würde {problem}',
    '{source}: line {line_no}: a board after the bye line; the bye comes last':
        '{source}: Zeile {line_no}: ein Brett nach der Freilos-Zeile; das Freilos kommt zuletzt',
    '{source}: the file is empty':
        '{source}: die Datei ist leer',
    '{source}: line {line_num}: not readable as CSV ({exc})':
        '{source}: Zeile {line_num}: als CSV nicht lesbar ({exc})',
    '{path}: cannot read the file: {strerror}':
        '{path}: die Datei kann nicht gelesen werden: {strerror}',
    '--map {part!r}: write COLUMN=field, e.g. FIDE-ID=fide_id':
        '--map {part!r}: schreiben Sie SPALTE=Feld, z. B. FIDE-ID=fide_id',
    '--map {part!r}: unknown field {field!r} (fields: {fields}, or ignore)':
        '--map {part!r}: unbekanntes Feld {field!r} (Felder: {fields} oder ignore)',
    '--map: {source} has no column {column!r} (columns: {columns})':
        '--map: {source} hat keine Spalte {column!r} (Spalten: {columns})',
    'player {number}':
        'Spieler {number}',
    "round 1 of the round robin is paired; its pairing numbers are the Berger table's and can no longer change":
        'Runde 1 des Rundenturniers ist gepaart; seine Paarungsnummern sind die der Berger-Tabelle und können sich nicht mehr ändern',
    'round {round} is paired; C.04.2 2.3 allows no change of a pairing number after round {last} has been paired':
        'Runde {round} ist gepaart; C.04.2 2.3 erlaubt keine Änderung einer Paarungsnummer, nachdem Runde {last} gepaart ist',
    'player {number} needs a name':
        'Spieler {number} braucht einen Namen',
    'player {number}: rating {rating} is out of range 0-3500':
        'Spieler {number}: Elo {rating} liegt außerhalb von 0-3500',
    'player {number}: manual rating {manual} is out of range 0-3500':
        'Spieler {number}: manuelle Wertung {manual} liegt außerhalb von 0-3500',
    'player {number}: entry round must be 1 or later':
        'Spieler {number}: die Einstiegsrunde muss 1 oder später sein',
    '{where}: {problem}':
        '{where}: {problem}',
    '{where}: the name {name!r} holds a control character':
        '{where}: der Name {name!r} enthält ein Steuerzeichen',
    '{where}: sex {sex!r} is not m or w (f is taken for w)':
        '{where}: Geschlecht {sex!r} ist weder m noch w (f gilt als w)',
    'title':
        'Titel',
    'federation':
        'Föderation',
    '{where}: FIDE id {fide_id!r} must be up to 11 digits':
        '{where}: FIDE-ID {fide_id!r} darf höchstens 11 Ziffern haben',
    'FIDE id {fide_id}':
        'FIDE-ID {fide_id}',
    'there is no player {number}':
        'es gibt keinen Spieler {number}',
    'round {round_no} is already paired; byes can only be requested for rounds from {next_round} on (unpair round {round_no} first)':
        'Runde {round_no} ist schon gepaart; Byes können nur für Runden ab {next_round} beantragt werden (heben Sie zuerst die Paarung der Runde {round_no} auf)',
    'add player {name}':
        'Spieler {name} hinzufügen',
    ('import {n} player', 'import {n} players'):
        ('{n} Spieler importieren', '{n} Spieler importieren'),
    'cannot edit {unknown} of a player; editable: {editable}':
        '{unknown} eines Spielers kann nicht bearbeitet werden; bearbeitbar: {editable}',
    'a forbidden pair needs two players, not {a} twice':
        'eine verbotene Paarung braucht zwei Spieler, nicht zweimal {a}',
    'a {name} bye cannot be requested; it is given by the pairing':
        'ein Bye „{name}“ kann nicht beantragt werden; es wird durch die Paarung vergeben',
    'request a bye for player {number}':
        'ein Bye für Spieler {number} beantragen',
    'a full-point bye for player {number} {name} in round {round_no} is deprecated in FIDE-rated events; it is recorded in the TRF export':
        'ein Bye mit einem Punkt für Spieler {number} {name} in Runde {round_no} ist in FIDE-gewerteten Turnieren unerwünscht; er wird im TRF-Export vermerkt',
    'player {number}: rating {rating!r} is not a number':
        'Spieler {number}: Elo {rating!r} ist keine Zahl',
    'player {number}: manual rating {manual_rating!r} is not a number':
        'Spieler {number}: manuelle Wertung {manual_rating!r} ist keine Zahl',
    '{where}: {what} {value!r} has more than the 3 characters TRF files hold':
        '{where}: {what} {value!r} hat mehr als die 3 Zeichen, die TRF-Dateien fassen',
    'the same name and birth date {birth_date}':
        'denselben Namen und das Geburtsdatum {birth_date}',
    'round {from_round} is not a round of this tournament':
        'Runde {from_round} ist keine Runde dieses Turniers',
    'player {number} {old_name} is in round {first}; a player with a record can only be withdrawn':
        'Spieler {number} {old_name} ist in Runde {first}; ein Spieler mit Partien kann nur zurückgezogen werden',
    'player {number} {old_name} is in a forbidden pair; remove that first':
        'Spieler {number} {old_name} ist in einer verbotenen Paarung; entfernen Sie diese zuerst',
    'player number {number} is taken by {name}; the deleted entry {deleted} cannot come back under it':
        'die Nummer {number} hat {name}; der gelöschte Eintrag {deleted} kann nicht unter ihr zurückkommen',
    'player {number} {old_name} has not withdrawn':
        'Spieler {number} {old_name} hat sich nicht zurückgezogen',
    '{a} {pa_name} and {b} {pb_name} are already a forbidden pair':
        '{a} {pa_name} und {b} {pb_name} sind schon eine verbotene Paarung',
    '{a} {pa_name} and {b} {pb_name} are not a forbidden pair':
        '{a} {pa_name} und {b} {pb_name} sind keine verbotene Paarung',
    'enters only in round {round}':
        'steigt erst in Runde {round} ein',
    'has withdrawn from round {round}':
        'hat sich ab Runde {round} zurückgezogen',
    'player {number} {name} does not play in round {round_no}: {why}':
        'Spieler {number} {name} spielt nicht in Runde {round_no}: {why}',
    "player {number} {name} may not take half-point byes (the arbiter made the player ineligible; change it in the player's entry)":
        'Spieler {number} {name} darf keine Byes mit einem halben Punkt nehmen (der Schiedsrichter hat es ausgeschlossen; ändern Sie es im Eintrag des Spielers)',
    'player {number} {name} has no requested bye in round {round_no}':
        'Spieler {number} {name} hat in Runde {round_no} kein beantragtes Bye',
    'player {number} {name} already has a half-point bye (round {earlier}); a second one in round {round_no} goes beyond what the tournament usually allows':
        'Spieler {number} {name} hat schon ein Bye mit einem halben Punkt (Runde {earlier}); ein zweites in Runde {round_no} geht über das hinaus, was das Turnier gewöhnlich erlaubt',
    'player {number} {name} has {what} already':
        'Spieler {number} {name} hat schon {what}',
    'entry {index} of the list ({name}) has {what} already':
        'Eintrag {index} der Liste ({name}) hat schon {what}',
    'entry {index} of the import: unknown field {unknown}':
        'Eintrag {index} des Imports: unbekanntes Feld {unknown}',
    'player {number} already has round {first} in the record, so cannot enter only in round {entry_round}':
        'Spieler {number} hat schon Runde {first} in seinen Partien und kann daher nicht erst in Runde {entry_round} einsteigen',
    'player {number} is paired in round {round_no}; record the forfeit there (or unpair that round) and withdraw from round {next_round}':
        'Spieler {number} ist in Runde {round_no} gepaart; tragen Sie dort den Kampflosen ein (oder heben Sie die Paarung der Runde auf) und ziehen Sie ihn ab Runde {next_round} zurück',
    'player {number} has the pairing-allocated bye in round {round_no}; unpair that round first':
        'Spieler {number} hat in Runde {round_no} das Freilos; heben Sie zuerst die Paarung dieser Runde auf',
    'forbid the pair {a}-{b}':
        'die Paarung {a}-{b} verbieten',
    'allow the pair {a}-{b}':
        'die Paarung {a}-{b} erlauben',
    'forbidden pairs change only before round 1 in FIDE mode; round {rounds_played} is paired':
        'im FIDE-Modus ändern sich verbotene Paarungen nur vor Runde 1; Runde {rounds_played} ist gepaart',
    'entry {index} of the import: {exc}':
        'Eintrag {index} des Imports: {exc}',
    'entry {index} of the import ({name}): {exc}':
        'Eintrag {index} des Imports ({name}): {exc}',
    'cannot publish to {folder}: {strerror}':
        'Veröffentlichen nach {folder} nicht möglich: {strerror}',
    'unknown initial order {order!r}; choose one of {orders}':
        'unbekannte Anfangsreihenfolge {order!r}; wählen Sie eine von {orders}',
    'round 1 is paired; pairing numbers can no longer change':
        'Runde 1 ist gepaart; Paarungsnummern können sich nicht mehr ändern',
    'round {round_no} is not paired; no correction was made':
        'Runde {round_no} ist nicht gepaart; keine Korrektur wurde vorgenommen',
    'round {round_no} has no board {board} (boards 1-{n}); no correction was made':
        'Runde {round_no} hat kein Brett {board} (Bretter 1-{n}); keine Korrektur wurde vorgenommen',
    'round {round_no} board {board} has no rating correction':
        'Runde {round_no} Brett {board} hat keine Korrektur für die Elo-Auswertung',
    'a rating correction is a final result (not pending, not adjourned)':
        'eine Korrektur für die Elo-Auswertung ist ein endgültiges Ergebnis (nicht offen, nicht vertagt)',
    'round {round_no} board {board} has no result yet; enter it first':
        'Runde {round_no} Brett {board} hat noch kein Ergebnis; geben Sie es zuerst ein',
    'name at least one rating list file':
        'nennen Sie mindestens eine Elo-Listendatei',
    '{list} is a {kinds} list; the tournament is rated {kind}: the ratings are not compared':
        '{list} ist eine {kinds}-Liste; das Turnier wird als {kind} gewertet: die Wertungszahlen werden nicht verglichen',
    "{list}: the list's month is not in its name or header; the list valid now is that of {wanted} (give --month YYYY/MM)":
        '{list}: der Monat der Liste steht weder im Namen noch im Kopf; gültig ist jetzt die Liste von {wanted} (geben Sie --month JJJJ/MM an)',
    "{list}: the list's month is not in its name or header; the list valid at the start date is that of {wanted} (give --month YYYY/MM)":
        '{list}: der Monat der Liste steht weder im Namen noch im Kopf; am Startdatum gültig ist die Liste von {wanted} (geben Sie --month JJJJ/MM an)',
    '{list} is the list of {month}; the list valid now (an event longer than 30 days) is that of {wanted}':
        '{list} ist die Liste von {month}; gültig ist jetzt (ein Turnier länger als 30 Tage) die Liste von {wanted}',
    '{list} is the list of {month}; the list valid at the start date is that of {wanted}':
        '{list} ist die Liste von {month}; am Startdatum gültig ist die Liste von {wanted}',
    'the start date (none set)':
        'das Startdatum (nicht gesetzt)',
    "K {value} is out of range {low}-{high} (FIDE's are 40, 20 and 10)":
        'K {value} liegt außerhalb von {low}-{high} (die der FIDE sind 40, 20 und 10)',
    'K {k!r} is not a whole number':
        'K {k!r} ist keine ganze Zahl',
    'export the rating report':
        'den Elo-Bericht exportieren',
    'tournament name':
        'Turniername',
    'city':
        'Ort',
    'date of start':
        'Anfangsdatum',
    'date of end':
        'Enddatum',
    'chief arbiter':
        'Hauptschiedsrichter',
    '{action}: no round is paired yet; there is nothing to rate':
        '{action}: noch keine Runde ist gepaart; es gibt nichts auszuwerten',
    ' and {n} more':
        ' und {n} weitere',
    'mandatory for the rating report':
        'Pflicht für den Elo-Bericht',
    'mandatory for title events':
        'Pflicht für Titelturniere',
    'type of tournament':
        'Turnierart',
    ' (the Tournament-Type Code Table has no code Arbiter writes for the system {system})':
        ' (die Tabelle der Turnierart-Codes hat keinen Code, den Arbiter für das System {system} schreibt)',
    'tie-breaks':
        'Feinwertungen',
    ' (the tournament has no tie-breaks)':
        ' (das Turnier hat keine Feinwertungen)',
    '{action}: the tie-break list cannot be written in 202: {exc}':
        '{action}: die Liste der Feinwertungen kann nicht in 202 geschrieben werden: {exc}',
    'round {round} board {board} ({white}-{black})':
        'Runde {round} Brett {board} ({white}-{black})',
    '{tag} ({what}) is empty{detail}: {why} (TRF-2026, column R)':
        '{tag} ({what}) ist leer{detail}: {why} (TRF-2026, Spalte R)',
    ('132 (dates of the rounds): round {rounds} has no date: mandatory for the rating report (TRF-2026, column R)', '132 (dates of the rounds): rounds {rounds} have no date: mandatory for the rating report (TRF-2026, column R)'):
        ('132 (Daten der Runden): Runde {rounds} hat kein Datum: Pflicht für den Elo-Bericht (TRF-2026, Spalte R)', '132 (Daten der Runden): Runden {rounds} haben kein Datum: Pflicht für den Elo-Bericht (TRF-2026, Spalte R)'),
    "202 of the imported file ({kept}) is replaced by the tournament's tie-breaks ({wanted}), the ones the rank column follows":
        '202 der importierten Datei ({kept}) wird durch die Feinwertungen des Turniers ersetzt ({wanted}), denen die Rangspalte folgt',
    '{n} of {total_rounds} rounds are paired: the report covers rounds 1-{n}':
        '{n} von {total_rounds} Runden sind gepaart: der Bericht umfasst die Runden 1-{n}',
    'player {number} {name}: the rating {rating} is from {source}; the list valid at the start date is that of {wanted} (arbiter-cli check-ratings)':
        'Spieler {number} {name}: die Elo {rating} stammt aus {source}; am Startdatum gültig ist die Liste von {wanted} (arbiter-cli check-ratings)',
    'player {number} {name}: the FIDE number (cols 58-68) is empty: mandatory for the rating report (TRF-2026, column R)':
        'Spieler {number} {name}: die FIDE-Nummer (Sp. 58-68) ist leer: Pflicht für den Elo-Bericht (TRF-2026, Spalte R)',
    '(none)':
        '(keines)',
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        '{text!r} ist kein Datum; erwartet JJJJ-MM-TT, JJJJ/MM/TT oder JJ/MM/TT',
    'there is no round {round_no}':
        'es gibt keine Runde {round_no}',
    'no round is paired yet':
        'noch keine Runde ist gepaart',
    'rounds 1-{n} are paired':
        'die Runden 1-{n} sind gepaart',
    'import {name}':
        '{name} importieren',
    'pair round {next_round}':
        'Runde {next_round} paaren',
    'save the manual pairing of round {round_no}':
        'die Paarung von Hand der Runde {round_no} speichern',
    'the pairing system is fixed once round 1 is paired':
        'das Paarungssystem steht fest, sobald Runde 1 gepaart ist',
    "the number of rounds announced changes (the last rounds' pairings follow other rules)":
        'die angekündigte Rundenzahl ändert sich (die Paarungen der letzten Runden folgen anderen Regeln)',
    'every score and the later pairings change':
        'alle Punktstände und die späteren Paarungen ändern sich',
    'the scores of the players who had the bye change':
        'die Punktstände der Spieler mit Freilos ändern sich',
    'the standings are ranked otherwise':
        'die Rangliste wird anders gereiht',
    'the end date {end} is before the start date {start}':
        'das Enddatum {end} liegt vor dem Startdatum {start}',
    'the tournament needs a name':
        'das Turnier braucht einen Namen',
    'auto_rank_before_round1 must be True or False':
        'auto_rank_before_round1 muss True oder False sein',
    ('unknown setting: {names}', 'unknown settings: {names}'):
        ('unbekannte Einstellung: {names}', 'unbekannte Einstellungen: {names}'),
    'change the settings':
        'die Einstellungen ändern',
    '{read_only_reason}; nothing was changed':
        '{read_only_reason}; nichts wurde geändert',
    '{text} after round {n} is paired: {why}':
        '{text} nach der Paarung der Runde {n}: {why}',
    'the rules pair it otherwise now (its pairing stays; the arbiter decides)':
        'die Regeln paaren sie jetzt anders (ihre Paarung bleibt; der Schiedsrichter entscheidet)',
    'the rules pair it otherwise with the new points (its pairing stays; the arbiter decides)':
        'mit den neuen Punkten paaren die Regeln sie anders (ihre Paarung bleibt; der Schiedsrichter entscheidet)',
    'pair it by hand':
        'paaren Sie sie von Hand',
    'the arbiter must decide (pair it by hand)':
        'der Schiedsrichter muss entscheiden (paaren Sie sie von Hand)',
    'round {round_no} cannot be paired by {system_name}: {exc}; {hint}':
        'Runde {round_no} kann nicht nach {system_name} gepaart werden: {exc}; {hint}',
    'the {system_name} pairing of round {round_no} failed ({kind}: {exc}); nothing was saved; please report this, and pair the round by hand meanwhile':
        'die Paarung nach {system_name} für Runde {round_no} ist gescheitert ({kind}: {exc}); nichts wurde gespeichert; bitte melden Sie dies und paaren Sie die Runde bis dahin von Hand',
    'scoring must be a Scoring':
        'scoring muss ein Scoring sein',
    'point system {points_text}: {problem}':
        'Punktwertung {points_text}: {problem}',
    'tie-break rules must be one of {editions} or empty (the edition in force at the start date), not {tiebreak_rules!r}':
        'die Feinwertungsregeln müssen eine von {editions} sein oder leer (die am Startdatum gültige Ausgabe), nicht {tiebreak_rules!r}',
    '{left_out} cannot break ties in a round robin (C.07: BH, FB and AOB are tie-breaks of Swiss events); choose others, e.g. SB, DE, WIN, KS':
        '{left_out} kann in einem Rundenturnier nicht als Feinwertung dienen (C.07: BH, FB und AOB sind Feinwertungen für Schweizer Turniere); wählen Sie andere, z. B. SB, DE, WIN, KS',
    '{trf_path}: {strerror}':
        '{trf_path}: {strerror}',
    '{trf_path}: the file names no pairing system Arbiter knows; choose one (--system)':
        '{trf_path}: die Datei nennt kein Paarungssystem, das Arbiter kennt; wählen Sie eines (--system)',
    'round {round_no} is not paired ({paired})':
        'Runde {round_no} ist nicht gepaart ({paired})',
    'the initial colour cannot change once round 1 is paired':
        'die Anfangsfarbe kann sich nicht mehr ändern, sobald Runde 1 gepaart ist',
    'the {system_name} pairing of round {round_no} is not usable: {problems}; nothing was saved':
        'die Paarung nach {system_name} für Runde {round_no} ist nicht verwendbar: {problems}; nichts wurde gespeichert',
    'the tournament changed meanwhile; nothing was saved, please try again':
        'das Turnier hat sich inzwischen geändert; nichts wurde gespeichert, bitte versuchen Sie es erneut',
    'no round is paired':
        'keine Runde ist gepaart',
    'round {last} already has results (board {done}); it cannot be unpaired':
        'Runde {last} hat schon Ergebnisse (Brett {done}); ihre Paarung kann nicht aufgehoben werden',
    'round {round_no} has no board {board} (boards 1-{count}); no result was recorded':
        'Runde {round_no} hat kein Brett {board} (Bretter 1-{count}); kein Ergebnis wurde eingetragen',
    'change the result of round {round_no} board {board}':
        'das Ergebnis von Runde {round_no} Brett {board} ändern',
    'record {value} on board {board} of round {round_no}':
        '{value} an Brett {board} der Runde {round_no} eintragen',
    'initial colour must be white or black, not {initial_colour!r}':
        'die Anfangsfarbe muss white oder black sein, nicht {initial_colour!r}',
    'round {round_no} is not paired ({paired}); no result was recorded':
        'Runde {round_no} ist nicht gepaart ({paired}); kein Ergebnis wurde eingetragen',
    'round {round_no} is older than the previous round ({rounds_played}); in FIDE mode only the results of rounds {first}-{last} can be changed (board {board} {white}-{black} keeps {value})':
        'Runde {round_no} liegt vor der vorigen Runde ({rounds_played}); im FIDE-Modus können nur die Ergebnisse der Runden {first}-{last} geändert werden (Brett {board} {white}-{black} behält {value})',
    '{name}: {exc}':
        '{name}: {exc}',
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw for the pairing of the rounds after it; its result {value} is not a draw':
        'Runde {round_no} Brett {board} ({white}-{black}) war vertagt und zählte für die Paarung der folgenden Runden als Remis; ihr Ergebnis {value} ist kein Remis',
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw; its result {value} is not a draw':
        'Runde {round_no} Brett {board} ({white}-{black}) war vertagt und zählte als Remis; ihr Ergebnis {value} ist kein Remis',
    'rating type {kind!r} is not one of {kinds}':
        'Wertungsart {kind!r} ist keine von {kinds}',
    'tie order {order!r} is not one of {orders}':
        'Reihenfolge bei Gleichstand {order!r} ist keine von {orders}',
    'rating method {method!r} is not one of {methods} (TRF-2026 record 172)':
        'Wertungsmethode {method!r} ist keine von {methods} (TRF-2026, Satz 172)',
    'rating federation {federation!r} is not a 3-letter FIDE code':
        'Wertungsföderation {federation!r} ist kein dreibuchstabiger FIDE-Code',
    'the rating method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation':
        'die Wertungsmethode {method} liest nationale Wertungszahlen: nennen Sie deren Föderation (z. B. NED) oder geben Sie dem Turnier eine Föderation',
    "the seed of the drawing of lots cannot contain ';' or a line break":
        "der Startwert der Auslosung darf weder ';' noch einen Zeilenumbruch enthalten",
    'player {unknown} is not in the tournament; the order of tied players was not changed':
        'Spieler {unknown} ist nicht im Turnier; die Reihenfolge der Punktgleichen wurde nicht geändert',
    'a player is named twice in the order of tied players':
        'ein Spieler steht zweimal in der Reihenfolge der Punktgleichen',
    '{action}: {warnings}; nothing was changed (confirm to go ahead)':
        '{action}: {warnings}; nichts wurde geändert (bestätigen Sie, um fortzufahren)',
    '{action}: possible only outside FIDE mode; nothing was changed':
        '{action}: nur außerhalb des FIDE-Modus möglich; nichts wurde geändert',
    '{action}: nothing was changed; add --confirm to go ahead':
        '{action}: nichts wurde geändert; fügen Sie --confirm hinzu, um fortzufahren',
    'warning (level {level}): {text}':
        'Warnung (Stufe {level}): {text}',
    'This action':
        'Diese Aktion',
    # -- point systems (services/points.py) ------------------------------------
    'points for a win':
        'die Punkte für einen Sieg',
    'points for a draw':
        'die Punkte für ein Remis',
    'points for a loss':
        'die Punkte für eine Niederlage',
    'points for an absence or forfeit loss':
        'die Punkte für eine Abwesenheit oder kampflose Niederlage',
    'points for the pairing-allocated bye':
        'die Punkte für das Freilos der Auslosung',
    'points for an unknown (adjourned) result':
        'die Punkte für ein unbekanntes (vertagtes) Ergebnis',
    '{item!r}: write LETTER=POINTS with LETTER one of {letters} (e.g. W=3,D=1,L=0,P=3)':
        '{item!r}: schreiben Sie BUCHSTABE=PUNKTE mit BUCHSTABE aus {letters} (z. B. W=3,D=1,L=0,P=3)',
    '{item!r}: {letter} is given twice':
        '{item!r}: {letter} ist zweimal angegeben',
    '{item!r}: {number!r} is not a number':
        '{item!r}: {number!r} ist keine Zahl',
    '{item!r}: {number!r} is not a number of points':
        '{item!r}: {number!r} ist keine Punktzahl',
    '{what} is not a number':
        '{what} sind keine Zahl',
    '{what} cannot be negative':
        '{what} dürfen nicht negativ sein',
    '{what}: points are 0 to {most} with at most one decimal (as TRF-2026 writes them)':
        '{what}: Punkte gehen von 0 bis {most} mit höchstens einer Nachkommastelle (wie TRF-2026 sie schreibt)',
    'a win (W={w}) must be worth more than a loss (L={l})':
        'ein Sieg (W={w}) muss mehr wert sein als eine Niederlage (L={l})',
    'a loss (L={l}) cannot be worth more than a draw (D={d})':
        'eine Niederlage (L={l}) kann nicht mehr wert sein als ein Remis (D={d})',
    'a draw (D={d}) cannot be worth more than a win (W={w})':
        'ein Remis (D={d}) kann nicht mehr wert sein als ein Sieg (W={w})',
    'two draws (2 × D = {two_draws}) cannot be worth more than a win and a loss (W + L = {win_loss}) (FIDE checklist Q74)':
        'zwei Remis (2 × D = {two_draws}) können nicht mehr wert sein als ein Sieg und eine Niederlage (W + L = {win_loss}) (FIDE-Checkliste Q74)',
    'an absence or forfeit loss (A={a}) cannot be worth more than a loss over the board (L={l})':
        'eine Abwesenheit oder kampflose Niederlage (A={a}) kann nicht mehr wert sein als eine Niederlage am Brett (L={l})',
    'the pairing-allocated bye (P={p}) cannot be worth more than a win (W={w}) (FIDE checklist Q81)':
        'das Freilos der Auslosung (P={p}) kann nicht mehr wert sein als ein Sieg (W={w}) (FIDE-Checkliste Q81)',
    'with the standard point system the pairing-allocated bye is 1, ½ or 0 points, not {p} (FIDE checklist Q83)':
        'mit dem Standard-Punktwertung ist das Freilos der Auslosung 1, ½ oder 0 Punkte wert, nicht {p} (FIDE-Checkliste Q83)',
    'the pairing-allocated bye (P={p}) must be worth what a game can give: a win (W={w}), a draw (D={d}) or a loss (L={l}), or 0 points (FIDE checklist Q84)':
        'das Freilos der Auslosung (P={p}) muss so viel wert sein, wie eine Partie geben kann: ein Sieg (W={w}), ein Remis (D={d}) oder eine Niederlage (L={l}), oder 0 Punkte (FIDE-Checkliste Q84)',
    'a forfeit win scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        'ein kampfloser Sieg zählt wie ein Sieg (W), {wanted} Punkte, nicht {value} (TRF-2026, Satz 162)',
    'a full-point bye scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        'ein Bye mit einem Punkt zählt wie ein Sieg (W), {wanted} Punkte, nicht {value} (TRF-2026, Satz 162)',
    'a half-point bye scores a draw (D), {wanted} points, not {value} (TRF-2026 record 162)':
        'ein Bye mit halbem Punkt zählt wie ein Remis (D), {wanted} Punkte, nicht {value} (TRF-2026, Satz 162)',
    'a forfeit loss scores an absence (A), {wanted} points, not {value} (TRF-2026 record 162)':
        'eine kampflose Niederlage zählt wie eine Abwesenheit (A), {wanted} Punkte, nicht {value} (TRF-2026, Satz 162)',
    # -- the tournament service: import notes, manual pairings, changes after round 1 (services/service.py) ---
    '{name}: the file asks for the Baku acceleration, but {system} is paired without acceleration (only the Dutch system accelerates); the setting was left out':
        '{name}: die Datei verlangt die Baku-Beschleunigung, aber {system} paart ohne Beschleunigung (nur das holländische System beschleunigt); die Einstellung wurde weggelassen',
    ' (and {n} more)':
        ' (und {n} weitere)',
    'the pairing of round {round_no} cannot be saved: {problem}{more}; nothing was saved':
        'die Paarung der Runde {round_no} kann nicht gespeichert werden: {problem}{more}; nichts wurde gespeichert',
    ('the pairing of round {round_no} breaks {n} rule ({problem}); nothing was saved', 'the pairing of round {round_no} breaks {n} rules ({problem}); nothing was saved'):
        ('die Paarung der Runde {round_no} verletzt {n} Regel ({problem}); nichts wurde gespeichert', 'die Paarung der Runde {round_no} verletzt {n} Regeln ({problem}); nichts wurde gespeichert'),
    'start date':
        'Anfangsdatum',
    'end date':
        'Enddatum',
    "a round robin's cycles, swap and Berger numbers are fixed once round 1 is paired":
        'Zyklen, Farbtausch und Berger-Nummern eines Rundenturniers stehen fest, sobald Runde 1 gepaart ist',
    'round {n}, the last round, re-checked: {what}':
        'Runde {n}, die letzte Runde, neu geprüft: {what}',
    'round {n}, no longer the last round, re-checked: {what}':
        'Runde {n}, nicht mehr die letzte Runde, neu geprüft: {what}',
    'round {round} re-checked: {what}':
        'Runde {round} neu geprüft: {what}',
    'pairing system {old} -> {new}':
        'Paarungssystem {old} -> {new}',
    'number of rounds {old} -> {new}':
        'Rundenzahl {old} -> {new}',
    'point system {old} -> {new}':
        'Punktwertung {old} -> {new}',
    'pairing-allocated bye {old} -> {new} points':
        'Freilos der Auslosung {old} -> {new} Punkte',
    'acceleration {old} -> {new}':
        'Beschleunigung {old} -> {new}',
    ' (rules {rules})':
        ' (Regeln {rules})',
    'by date':
        'nach Datum',
    'tie-breaks {old} -> {new}':
        'Feinwertungen {old} -> {new}',
    # -- the backups (services/backups.py) -------------------------------------
    'before the update to file format {format}':
        'vor der Aktualisierung auf das Dateiformat {format}',
    'cannot be restored':
        'kann nicht wiederhergestellt werden',
    # -- round robin settings, tie-break rating, long events (services/round_robin.py, settings.py, starting_rank.py) ---
    'unknown round-robin setting {name!r}; known: {known}':
        'unbekannte Rundenturnier-Einstellung {name!r}; bekannt: {known}',
    'cycles: {cycles!r} is not a number':
        'Zyklen: {cycles!r} ist keine Zahl',
    'cycles: 1 or more (0: as many as the rounds need)':
        'Zyklen: 1 oder mehr (0: so viele, wie die Runden brauchen)',
    'swap: on or off, not {swap!r}':
        'Tausch: on oder off, nicht {swap!r}',
    'the Berger numbers come from lots or from an order set by hand, not both':
        'die Berger-Nummern kommen aus der Auslosung oder aus einer von Hand gesetzten Reihenfolge, nicht aus beidem',
    'Berger order {order!r}: pairing numbers separated by commas, e.g. 3,1,4,2':
        'Berger-Reihenfolge {order!r}: Paarungsnummern durch Kommas getrennt, z. B. 3,1,4,2',
    'Berger order {order!r} names a player twice':
        'die Berger-Reihenfolge {order!r} nennt einen Spieler zweimal',
    "the tie-breaks' rating {value!r} is not 'first', 'round' or a round number":
        "die Wertung der Feinwertungen {value!r} ist weder 'first' noch 'round' noch eine Rundennummer",
    'the event is longer than 30 days: its ratings change from round to round, and rating-based tie-breaks ({tiebreaks}) are not recommended; they read the rating {which}':
        'das Turnier dauert länger als 30 Tage: seine Wertungen ändern sich von Runde zu Runde, und wertungsbasierte Feinwertungen ({tiebreaks}) werden nicht empfohlen; sie lesen die Wertung {which}',
    'at the start':
        'zu Beginn',
    'of each round':
        'jeder Runde',
    'valid in round {round}':
        'gültig in Runde {round}',
    '{method}, national ratings of {federation}':
        '{method}, nationale Wertungen von {federation}',
    # -- the audit log's actions, shown translated in its dialog (kept English in the file) --
    'create':
        'angelegt',
    'import':
        'Import',
    'import note':
        'Importhinweis',
    'Import':
        'Import',
    'Configuration':
        'Konfiguration',
    'Full-point bye':
        'Bye mit einem Punkt',
    'Leave FIDE mode':
        'FIDE-Modus verlassen',
    'Adjournment':
        'Hängepartie',
    'Rating correction':
        'Korrektur für die Elo-Auswertung',
    'Berger numbers':
        'Berger-Nummern',
    'national rating':
        'nationale Wertung',
    'add player':
        'Spieler hinzugefügt',
    'edit player':
        'Spieler bearbeitet',
    'remove player':
        'Spieler entfernt',
    'restore player':
        'Spieler wiederhergestellt',
    're-admit player':
        'Spieler wieder aufgenommen',
    'renumber players':
        'Spieler neu nummeriert',
    'renumber players before round 1':
        'Spieler vor Runde 1 neu nummeriert',
    'request bye':
        'Bye beantragt',
    'cancel bye':
        'Bye zurückgenommen',
    'half-point byes closed':
        'Halbpunkt-Byes gesperrt',
    'import players':
        'Spieler importiert',
    'expel player':
        'Spieler ausgeschlossen',
    'withdraw player':
        'Spieler zurückgezogen',
    'forbid pair':
        'Paarung verboten',
    'allow pair':
        'Paarung erlaubt',
    'publish settings':
        'Veröffentlichungseinstellungen',
    'ratings from list':
        'Wertungszahlen aus der Liste',
    'set K':
        'K festgelegt',
    'settings':
        'Einstellungen',
    'ratings by round':
        'Wertungszahlen je Runde',
    'round date':
        'Rundendatum',
    'pair round':
        'Runde ausgelost',
    'manual pairing':
        'manuelle Paarung',
    'unpair round':
        'Auslosung zurückgenommen',
    'result':
        'Ergebnis',
    'initial colour drawn by lot':
        'Anfangsfarbe ausgelost',
    'tie order':
        'Reihenfolge der Gleichstände',
    'drawing of lots for ties':
        'Losentscheid bei Gleichstand',
    # -- issue 34: tournament files from elsewhere ---
    'the number of rounds must be a whole number from 1 to {most}, not {total_rounds!r}':
        'die Rundenzahl muss eine ganze Zahl von 1 bis {most} sein, nicht {total_rounds!r}',
    # -- issue 34: backups ---
    'no backups of {file} (they are taken before each round is paired and after its last result, in {folder})':
        'keine Sicherungen von {file} (sie werden vor der Auslosung jeder Runde und nach ihrem letzten Ergebnis erstellt, in {folder})',
    "List the backups of the tournament file, newest first: those taken before each round was paired, after each round's last result and, in the window, while results came in (the newest 20 are kept, and the newest 3 of those taken while results came in). For each: time (local), why it was taken, the rounds and results it holds, and its path for 'arbiter-cli restore'. They are found by the tournament's own id, so a moved or renamed file still lists them. The tournament file itself need not open (or exist any more): give the path it had.":
        "Listet die Sicherungen der Turnierdatei auf, die neueste zuerst: die vor der Auslosung jeder Runde, nach dem letzten Ergebnis jeder Runde und, im Fenster, während der Ergebniseingabe erstellten (die 20 neuesten werden behalten, dazu die 3 neuesten der während der Ergebniseingabe erstellten). Für jede: Zeit (Ortszeit), warum sie erstellt wurde, die enthaltenen Runden und Ergebnisse und ihr Pfad für 'arbiter-cli restore'. Sie werden über die eigene Kennung des Turniers gefunden, daher listet auch eine verschobene oder umbenannte Datei sie auf. Die Turnierdatei selbst muss sich nicht öffnen lassen (oder noch existieren): geben Sie den Pfad an, den sie hatte.",
    'go ahead despite the warnings (a last round with no result at all: its games are marked adjourned; a backup that cannot be written)':
        'trotz der Warnungen fortfahren (eine letzte Runde ganz ohne Ergebnis: ihre Partien werden als vertagt markiert; eine Sicherung, die nicht geschrieben werden kann)',
    'There are no backups of {name}. Arbiter makes one before each round is paired and after its last result.':
        'Es gibt keine Sicherungen von {name}. Arbiter erstellt eine vor der Auslosung jeder Runde und nach ihrem letzten Ergebnis.',
    'Backups of {tournament}, newest first: taken before each round was paired, after its last result and while results came in. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        'Sicherungen von {tournament}, die neueste zuerst: erstellt vor der Auslosung jeder Runde, nach ihrem letzten Ergebnis und während der Ergebniseingabe. Die gewählte wird als eigene Turnierdatei wiederhergestellt und geöffnet; die gesicherte Datei bleibt unverändert.',
    'the backup copy of {name} could not be written in {folder}: {reason}':
        'die Sicherung von {name} konnte nicht in {folder} geschrieben werden: {reason}',
    '{problem}; round {round} would be paired without a backup of the tournament as it is now':
        '{problem}; Runde {round} würde ohne eine Sicherung des Turniers in seinem jetzigen Stand ausgelost',
    '{problem}; the results of round {round} are saved in the tournament file, but no backup holds them yet':
        '{problem}; die Ergebnisse der Runde {round} sind in der Turnierdatei gespeichert, aber noch in keiner Sicherung enthalten',
    '{problem}; the result is saved in the tournament file, but no backup holds it yet (tried again in 10 minutes)':
        '{problem}; das Ergebnis ist in der Turnierdatei gespeichert, aber noch in keiner Sicherung enthalten (neuer Versuch in 10 Minuten)',
    'after the last result of round {round}':
        'nach dem letzten Ergebnis der Runde {round}',
    'while the results of round {round} came in':
        'während der Ergebniseingabe der Runde {round}',
    # -- issue 34: options the services read, checked at open ---
    '{item!r} is not a round from 1 to {most}':
        '{item!r} ist keine Runde von 1 bis {most}',
    'line {line} is not a national rating record':
        'Zeile {line} ist kein Datensatz einer nationalen Wertung',
    'tournament row 1: option {key}: {problem}':
        'tournament, Zeile 1: Option {key}: {problem}',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    'the file says NOT IN FIDE MODE: the tournament stays outside FIDE mode (it cannot be re-entered)':
        'die Datei sagt NOT IN FIDE MODE: das Turnier bleibt außerhalb des FIDE-Modus (er kann nicht wieder aufgenommen werden)',
    "the file's point system (162) {points}: {problem}; imported outside FIDE mode":
        'das Punktesystem der Datei (162) {points}: {problem}; außerhalb des FIDE-Modus importiert',
    "the file's point system (162) {points} cannot be imported: {problem}":
        'das Punktesystem der Datei (162) {points} kann nicht importiert werden: {problem}',
    "the file's point system (162) {points} is not allowed in FIDE mode: {problem}; imported, the tournament is outside FIDE mode for good":
        'das Punktesystem der Datei (162) {points} ist im FIDE-Modus nicht zulässig: {problem}; importiert ist das Turnier endgültig außerhalb des FIDE-Modus',
    ('{n} round of {n} is paired; raise the number of rounds in the settings to pair another', 'all {n} rounds are paired; raise the number of rounds in the settings to pair another'):
        ('{n} von {n} Runde ist gepaart; erhöhen Sie die Rundenzahl in den Einstellungen, um eine weitere zu paaren', 'alle {n} Runden sind gepaart; erhöhen Sie die Rundenzahl in den Einstellungen, um eine weitere zu paaren'),
    ('{source}: line {first_no} announces {n} line but {lines} follow', '{source}: line {first_no} announces {n} lines but {lines} follow'):
        ('{source}: Zeile {first_no} kündigt {n} Zeile an, aber {lines} folgen', '{source}: Zeile {first_no} kündigt {n} Zeilen an, aber {lines} folgen'),
    ('{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} round without two players meeting twice (C.04.1 b); add players or lower the number of rounds', '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds'):
        ('{total_rounds} Runden mit {players} Spielern: ein Schweizer System kann nicht mehr als {n} Runde paaren, ohne dass sich zwei Spieler zweimal treffen (C.04.1 b); nehmen Sie Spieler hinzu oder senken Sie die Rundenzahl', '{total_rounds} Runden mit {players} Spielern: ein Schweizer System kann nicht mehr als {n} Runden paaren, ohne dass sich zwei Spieler zweimal treffen (C.04.1 b); nehmen Sie Spieler hinzu oder senken Sie die Rundenzahl'),
    ('there is no round {round_no}; the tournament has {n} round', 'there is no round {round_no}; the tournament has {n} rounds'):
        ('es gibt keine Runde {round_no}; das Turnier hat {n} Runde', 'es gibt keine Runde {round_no}; das Turnier hat {n} Runden'),
    ('PROVISIONAL STANDINGS: {n} result is missing ({where})', 'PROVISIONAL STANDINGS: {n} results are missing ({where})'):
        ('VORLÄUFIGE TABELLE: {n} Ergebnis fehlt ({where})', 'VORLÄUFIGE TABELLE: {n} Ergebnisse fehlen ({where})'),
    'round {round} board {board} ({white}-{black}, adjourned)':
        'Runde {round} Brett {board} ({white}-{black}, vertagt)',
    ('{action}: {n} result is missing ({shown}); enter it first: the report is final (FIDE checklist Q161, Q169)', '{action}: {n} results are missing ({shown}); enter them first: the report is final (FIDE checklist Q161, Q169)'):
        ('{action}: {n} Ergebnis fehlt ({shown}); geben Sie es zuerst ein: der Bericht ist endgültig (FIDE-Checkliste Q161, Q169)', '{action}: {n} Ergebnisse fehlen ({shown}); geben Sie sie zuerst ein: der Bericht ist endgültig (FIDE-Checkliste Q161, Q169)'),
    ('{n} round is already paired; the number of rounds cannot be {total_rounds}', '{n} rounds are already paired; the number of rounds cannot be {total_rounds}'):
        ('{n} Runde ist schon gepaart; die Rundenzahl kann nicht {total_rounds} sein', '{n} Runden sind schon gepaart; die Rundenzahl kann nicht {total_rounds} sein'),
    ('player {players} is not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed', 'players {players} are not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed'):
        ('Spieler {players} ist nach der letzten Feinwertung mit niemandem gleich (die Tabelle nach Runde {round}); die Reihenfolge gleichstehender Spieler wurde nicht geändert', 'die Spieler {players} sind nach der letzten Feinwertung mit niemandem gleich (die Tabelle nach Runde {round}); die Reihenfolge gleichstehender Spieler wurde nicht geändert'),
    # -- players: entering and importing players (issue 35) ---
    '{field}: {text!r} is not a date; write it as {spellings}':
        '{field}: {text!r} ist kein Datum; schreiben Sie es als {spellings}',
    '{field}: {text!r} is not a date; write it as {spellings}, or the year alone (1981)':
        '{field}: {text!r} ist kein Datum; schreiben Sie es als {spellings} oder nur das Jahr (1981)',
    'the late entry changes pairing numbers (C.04.2 2.4): {places}; players {changes}':
        'die Nachmeldung ändert Startnummern (C.04.2 2.4): {places}; Spieler {changes}',
    'the same name':
        'denselben Namen',
    '{rating} ({kind}, {source})':
        '{rating} ({kind}, {source})',
    'list':
        'Liste',
    ('player {number} has {n} list rating to pick from; choose 1', 'player {number} has {n} list ratings to pick from; choose 1 to {n}'):
        ('Spieler {number} hat {n} Listenwertung zur Auswahl; wählen Sie 1', 'Spieler {number} hat {n} Listenwertungen zur Auswahl; wählen Sie 1 bis {n}'),
    'player {number} has no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        'Spieler {number} hat keine Listenwertung zur Auswahl (aktualisieren Sie zuerst die Wertungen aus den Listen: check-ratings --update)',
    # -- ftrf06: TRF06 import (Q47) ---
    '{trf_path}: read as TRF06, which has no record for the pairing system, and its 092 line names none Arbiter knows; choose one (--system)':
        '{trf_path}: als TRF06 gelesen, das keinen Datensatz für das Paarungssystem hat, und seine Zeile 092 nennt keines, das Arbiter kennt; wählen Sie eines (--system)',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change pairing numbers':
        'Startnummern ändern',
    'the new order must name every pairing number 1-{count} once ({problems})':
        'die neue Reihenfolge muss jede Startnummer von 1 bis {count} genau einmal nennen ({problems})',
    'the new pairing numbers do not follow the initial ranking list (C.04.2 2.2-2.3): by rating the players would be renumbered {changes}':
        'die neuen Startnummern folgen nicht der Startrangliste (C.04.2 2.2-2.3): nach Wertung würden die Spieler so umnummeriert: {changes}',
    'round {round} is paired: after the start C.04.2 2.3-2.5 allow new pairing numbers only for corrected ranking data or a late entry, until round {last} is paired; the games of the paired rounds follow their players':
        'Runde {round} ist ausgelost: nach dem Beginn erlauben C.04.2 2.3-2.5 neue Startnummern nur für berichtigte Ranglistendaten oder eine Nachmeldung, bis Runde {last} ausgelost ist; die Partien der ausgelosten Runden folgen ihren Spielern',
    'the automatic ranking before round 1 is switched off, so that these pairing numbers are kept':
        'die automatische Rangfolge vor der 1. Runde wird abgeschaltet, damit diese Startnummern bleiben',
    '--move {n}:{m}: {which} must be a pairing number from 1 to {count}':
        '--move {n}:{m}: {which} muss eine Startnummer von 1 bis {count} sein',
    'given twice: {numbers}':
        'doppelt genannt: {numbers}',
    'missing: {numbers}':
        'fehlen: {numbers}',
    'no such player: {numbers}':
        'kein solcher Spieler: {numbers}',
    # -- fplayoff: play-off results for tied places (Q207) ---
    'the play-off decides ties after the tie-breaks (tiebreaks) or on points (points), not {scope!r}':
        'der Stichkampf entscheidet Gleichstände nach der Feinwertung (tiebreaks) oder nach Punkten (points), nicht {scope!r}',
    '{problem}; the play-off was not entered':
        '{problem}; der Stichkampf wurde nicht eingetragen',
    'player {unknown} is not in the tournament; the play-off was not entered':
        'Spieler {unknown} ist nicht im Turnier; der Stichkampf wurde nicht eingetragen',
    'player {number}: a play-off score is from 0 to 1000; the play-off was not entered':
        'Spieler {number}: ein Stichkampfergebnis liegt zwischen 0 und 1000; der Stichkampf wurde nicht eingetragen',
    ('player {players} is not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered', 'players {players} are not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered'):
        ('Spieler {players} ist mit keinem anderen Spieler des Stichkampfs gleich ({how}, nach Runde {round}); der Stichkampf wurde nicht eingetragen', 'Spieler {players} sind mit keinem anderen Spieler des Stichkampfs gleich ({how}, nach Runde {round}); der Stichkampf wurde nicht eingetragen'),
    'after the last tie-break':
        'nach der letzten Feinwertung',
    'on points':
        'nach Punkten',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players {value!r} is not 'none', a rating, 'floor' or 'performance'":
        "die Elo-Zahl der Spieler ohne Elo {value!r} ist weder 'none' noch eine Elo-Zahl noch 'floor' noch 'performance'",
    # -- fsmall: FIDE checklist Q109-110, Q167 ---
    'the acceleration is fixed once round 1 is paired (its virtual points decided the pairings so far)':
        'die Beschleunigung steht fest, sobald Runde 1 gepaart ist (ihre virtuellen Punkte haben die bisherigen Paarungen bestimmt)',
    'an unknown (adjourned) result (X={x}) scores a draw (D={d}) until its result is entered: no other provisional score (FIDE checklist Q167)':
        'ein unbekanntes Ergebnis (Hängepartie, X={x}) zählt als Remis (D={d}), bis sein Ergebnis eingegeben ist: kein anderer vorläufiger Punktwert (FIDE-Prüfliste Q167)',
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    ('FIDE rating list of {month}, downloaded on {day}: {n} player ({path})', 'FIDE rating list of {month}, downloaded on {day}: {n} players ({path})'):
        ('FIDE-Elo-Liste von {month}, heruntergeladen am {day}: {n} Spieler ({path})', 'FIDE-Elo-Liste von {month}, heruntergeladen am {day}: {n} Spieler ({path})'),
    'the local copy of {day} is kept':
        'die lokale Kopie vom {day} bleibt erhalten',
    'there is no local copy yet':
        'es gibt noch keine lokale Kopie',
    'FIDE rating list not updated from {url}: {reason}; {kept}':
        'FIDE-Elo-Liste nicht von {url} aktualisiert: {reason}; {kept}',
    "no local copy of FIDE's rating list yet (update it while online)":
        'noch keine lokale Kopie der FIDE-Elo-Liste (aktualisieren Sie sie online)',
    "local copy of FIDE's rating list: {path} (date unknown)":
        'lokale Kopie der FIDE-Elo-Liste: {path} (Datum unbekannt)',
    'only http:// and https:// addresses are downloaded':
        'nur http://- und https://-Adressen werden heruntergeladen',
    "the zip file holds {n} files; FIDE's holds one rating list":
        'die ZIP-Datei enthält {n} Dateien; die der FIDE enthält eine einzige Elo-Liste',
    "the zip file's member {name!r} is not a plain .txt or .xml rating list":
        'die Datei {name!r} im ZIP ist keine einfache .txt- oder .xml-Elo-Liste',
    'the server answered {code} {reason}':
        'der Server antwortete {code} {reason}',
    'cannot reach it ({reason}); is the computer online?':
        'nicht erreichbar ({reason}); ist der Computer online?',
    'the download failed ({reason})':
        'das Herunterladen ist fehlgeschlagen ({reason})',
    'not a zip file ({problem})':
        'keine ZIP-Datei ({problem})',
    'cannot make the folder {folder} ({reason})':
        'der Ordner {folder} kann nicht angelegt werden ({reason})',
    'the list holds no player':
        'die Liste enthält keinen Spieler',
    'the file is {size} bytes, more than {limit}':
        'die Datei hat {size} Bytes, mehr als {limit}',
    'not a FIDE rating list ({problem})':
        'keine FIDE-Elo-Liste ({problem})',
    'the file is more than {limit} bytes':
        'die Datei hat mehr als {limit} Bytes',
    # -- main: Q129, a rating of the arbiter's own list to pick from ---
    '{rating} ({source})':
        '{rating} ({source})',
}
