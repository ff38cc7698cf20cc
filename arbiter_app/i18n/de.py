"""Deutsch: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms); docs/languages.md says how to add or change one."""

# flake8: noqa: E501
NPLURALS = 2


def plural(n: int) -> int:
    """0: one; 1: the others (also 0)."""
    return 0 if n == 1 else 1


MESSAGES = {
    # -- the undo and redo texts of the window (ui/commands.py) ----------------------------
    'request a half point bye of player {number} in round {round_no}':
        'Bye mit halbem Punkt für Spieler {number} in Runde {round_no} beantragen',
    'request a full point bye of player {number} in round {round_no}':
        'Bye mit einem Punkt für Spieler {number} in Runde {round_no} beantragen',
    'request a zero point bye of player {number} in round {round_no}':
        'Bye ohne Punkt für Spieler {number} in Runde {round_no} beantragen',
    'request a pairing allocated bye of player {number} in round {round_no}':
        'Freilos für Spieler {number} in Runde {round_no} beantragen',
    'Redo {action}':
        'Wiederholen: {action}',
    'Undo {action}':
        'Rückgängig: {action}',
    'delete player {number} {name}':
        'Spieler {number} {name} löschen',
    'edit player {number}':
        'Spieler {number} bearbeiten',
    're-admit player {number}':
        'Spieler {number} wieder zulassen',
    'cancel the bye of player {number} in round {round_no}':
        'Bye von Spieler {number} in Runde {round_no} zurücknehmen',
    'result {result} on board {board} of round {round_no}':
        'Ergebnis {result} an Brett {board} der Runde {round_no}',
    'pair round {round_no}':
        'Runde {round_no} paaren',
    'manual pairing of round {round_no}':
        'Paarung von Hand der Runde {round_no}',
    'unpair round {round_no}':
        'Paarung der Runde {round_no} aufheben',
    'date of round {round_no}':
        'Datum der Runde {round_no}',
    'change tournament settings':
        'Turniereinstellungen ändern',
    'rating correction of board {board} of round {round_no}':
        'Korrektur für die Elo-Auswertung an Brett {board} der Runde {round_no}',
    'tied places':
        'geteilte Plätze',
    'expel player {number}':
        'Spieler {number} ausschließen',
    'withdraw player {number}':
        'Spieler {number} zurückziehen',
    'Pairing this round again gave a different pairing than before the undo; check the new round.':
        'Die erneute Paarung dieser Runde ergab eine andere Paarung als vor dem Rückgängigmachen; prüfen Sie die neue Runde.',
    'cleared':
        'gelöscht',
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
    'round {round_no} as imported is not the {system} pairing: {text}':
        'Runde {round_no} ist, wie importiert, nicht die Paarung nach {system}: {text}',
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
    'all {total_rounds} rounds are paired; raise the number of rounds in the settings to pair another':
        'alle {total_rounds} Runden sind gepaart; erhöhen Sie die Rundenzahl in den Einstellungen, um eine weitere zu paaren',
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
    '{source}: line {first_no} announces {count} lines but {lines} follow':
        '{source}: Zeile {first_no} kündigt {count} Zeilen an, aber {lines} folgen',
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
    '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {most} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds':
        '{total_rounds} Runden mit {players} Spielern: ein Schweizer System kann nicht mehr als {most} Runden paaren, ohne dass sich zwei Spieler zweimal treffen (C.04.1 b); nehmen Sie Spieler hinzu oder senken Sie die Rundenzahl',
    "{white}-{black} is not in the system's pairing":
        '{white}-{black} ist nicht in der Paarung des Systems',
    "system's {white}-{black} is not paired":
        '{white}-{black} des Systems ist nicht gepaart',
    'the pairing of round {round_no} is not the {system} pairing ({shown}); the system pairs {boards}{bye}':
        'die Paarung der Runde {round_no} ist nicht die Paarung nach {system} ({shown}); das System paart {boards}{bye}',
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
    '{where}: birth date {birth_date!r} is not a date; write YYYY/MM/DD or YYYY (YYYY-MM-DD and YYYY.MM.DD are taken too)':
        '{where}: Geburtsdatum {birth_date!r} ist kein Datum; schreiben Sie JJJJ/MM/TT oder JJJJ (JJJJ-MM-TT und JJJJ.MM.TT gehen auch)',
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
    'there is no round {round_no}; the tournament has {total_rounds} rounds':
        'es gibt keine Runde {round_no}; das Turnier hat {total_rounds} Runden',
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
    ('{action}: {shown} is adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)', '{action}: {shown} are adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)'):
        ('{action}: {shown} ist vertagt und ohne Ergebnis; geben Sie zuerst das Ergebnis ein (der Bericht ist endgültig, FIDE-Checkliste Q169)', '{action}: {shown} sind vertagt und ohne Ergebnis; geben Sie zuerst die Ergebnisse ein (der Bericht ist endgültig, FIDE-Checkliste Q169)'),
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
    "round {round_no}, board {board}: {white} {white_name} - {black} {black_name} has no result: both players' round {round_no} cells (result, col {column}) are mandatory for the rating report (TRF-2026, column R)":
        'Runde {round_no}, Brett {board}: {white} {white_name} - {black} {black_name} hat kein Ergebnis: die Felder der Runde {round_no} beider Spieler (Ergebnis, Sp. {column}) sind Pflicht für den Elo-Bericht (TRF-2026, Spalte R)',
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        '{text!r} ist kein Datum; erwartet JJJJ-MM-TT, JJJJ/MM/TT oder JJ/MM/TT',
    'there is no round {round_no}; the tournament has {rounds} rounds':
        'es gibt keine Runde {round_no}; das Turnier hat {rounds} Runden',
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
    'the virtual points of the accelerated rounds change the later pairings':
        'die virtuellen Punkte der beschleunigten Runden ändern die späteren Paarungen',
    'the standings are ranked otherwise':
        'die Rangliste wird anders gereiht',
    'the end date {end} is before the start date {start}':
        'das Enddatum {end} liegt vor dem Startdatum {start}',
    'the tournament needs a name':
        'das Turnier braucht einen Namen',
    'the number of rounds must be a whole number of at least 1, not {total_rounds!r}':
        'die Rundenzahl muss eine ganze Zahl von mindestens 1 sein, nicht {total_rounds!r}',
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
    '{rounds_played} rounds are already paired; the number of rounds cannot be {total_rounds}':
        '{rounds_played} Runden sind schon gepaart; die Rundenzahl kann nicht {total_rounds} sein',
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
    # -- documents -----------------------------------------------------------
    '+{points} virtual':
        '+{points} virtuell',
    'Pairing list of a round, by board':
        'Paarungen einer Runde, nach Brettern',
    'Pairing list of a round, alphabetically':
        'Paarungen einer Runde, alphabetisch',
    'Starting-rank list':
        'Startrangliste',
    'Standings':
        'Rangliste',
    'Crosstable':
        'Kreuztabelle',
    'Rating changes and performances':
        'Elo-Veränderungen und Leistungen',
    'Starting rank list':
        'Startrangliste',
    'No round is paired yet: there is no pairing list to print.':
        'Noch keine Runde ist ausgelost: Es gibt keine Paarungsliste zu drucken.',
    ('Round {round} is not paired ({n} round is): there is no pairing list of it.', 'Round {round} is not paired ({n} rounds are): there is no pairing list of it.'):
        ('Runde {round} ist nicht ausgelost ({n} Runde ist es): Es gibt keine Paarungsliste dazu.', 'Runde {round} ist nicht ausgelost ({n} Runden sind es): Es gibt keine Paarungsliste dazu.'),
    'Tournament':
        'Turnier',
    'Pairings of round {round}':
        'Paarungen der Runde {round}',
    'Pairings of round {round} (alphabetical)':
        'Paarungen der Runde {round} (alphabetisch)',
    'Rating changes after round {round}':
        'Elo-Veränderungen nach Runde {round}',
    'Rating changes':
        'Elo-Veränderungen',
    'Provisional standings after round {round}':
        'Vorläufige Rangliste nach Runde {round}',
    'Provisional crosstable after round {round}':
        'Vorläufige Kreuztabelle nach Runde {round}',
    'Standings after round {round}':
        'Rangliste nach Runde {round}',
    'Standings before round 1':
        'Rangliste vor Runde 1',
    'Crosstable after round {round}':
        'Kreuztabelle nach Runde {round}',
    'Crosstable before round 1':
        'Kreuztabelle vor Runde 1',
    'Rd':
        'Rd.',
    'Bd':
        'Br.',
    'Colour':
        'Farbe',
    'No.':
        'Nr.',
    'Opponent':
        'Gegner',
    'Rtg':
        'Elo',
    'Result':
        'Ergebnis',
    'Pts':
        'Pkt.',
    '1 (unrated)':
        '1 (nicht Elo-gewertet)',
    '0 (unrated)':
        '0 (nicht Elo-gewertet)',
    '½ (unrated)':
        '½ (nicht Elo-gewertet)',
    'bye':
        'spielfrei',
    'full-point bye':
        'Bye (1 Punkt)',
    'half-point bye':
        'Bye (½ Punkt)',
    'absent':
        'abwesend',
    'won / lost by forfeit':
        'kampflos gewonnen / verloren',
    "the player's points after the round":
        'die Punkte des Spielers nach der Runde',
    'No. {number}':
        'Nr. {number}',
    'rating {rating}':
        'Elo {rating}',
    'FIDE ID {id}':
        'FIDE-ID {id}',
    'withdrawn from round {round}':
        'ab Runde {round} zurückgezogen',
    '({points} for the pairing of round {round})':
        '({points} für die Paarung der Runde {round})',
    'How to read it':
        'Lesehilfe',
    'Points:':
        'Punkte:',
    'Round':
        'Runde',
    'Date':
        'Datum',
    'Pairings and results':
        'Paarungen und Ergebnisse',
    'Alphabetical':
        'Alphabetisch',
    'Standings after the round':
        'Rangliste nach der Runde',
    'Results':
        'Ergebnisse',
    '{played} of {total}':
        '{played} von {total}',
    'Place':
        'Ort',
    'Dates':
        'Termine',
    'Players':
        'Spieler',
    'Rounds paired':
        'Ausgeloste Runden',
    'Pairing system':
        'Paarungssystem',
    'Time control':
        'Bedenkzeit',
    'Chief arbiter':
        'Hauptschiedsrichter',
    'Deputy arbiters':
        'Stellvertretende Schiedsrichter',
    'Round {round} by board':
        'Runde {round} nach Brettern',
    'Round {round} by name':
        'Runde {round} nach Namen',
    'Rounds':
        'Runden',
    'No round is paired yet.':
        'Noch keine Runde ist ausgelost.',
    'The event':
        'Das Turnier',
    'After round {round}':
        'Nach Runde {round}',
    'Data for other programs':
        'Daten für andere Programme',
    '1 – 0 (unrated)':
        '1 – 0 (nicht Elo-gewertet)',
    '0 – 1 (unrated)':
        '0 – 1 (nicht Elo-gewertet)',
    '½ – ½ (unrated)':
        '½ – ½ (nicht Elo-gewertet)',
    'adjourned':
        'hängend',
    'White':
        'Weiß',
    'Black':
        'Schwarz',
    'Name':
        'Name',
    'Title':
        'Titel',
    'Fed':
        'Land',
    'Rating':
        'Elo',
    'FIDE ID':
        'FIDE-ID',
    'Born':
        'Geboren',
    'Games':
        'Partien',
    'Score':
        'Punkte',
    'Expected':
        'Erwartet',
    'Change':
        'Änderung',
    'Perf.':
        'Leistung',
    'games played to a result against a rated opponent (forfeits, byes, unrated games and games against unrated players are left out)':
        'Partien mit Ergebnis gegen einen Gegner mit Elo (kampflose Partien, Byes, nicht gewertete Partien und Partien gegen Spieler ohne Elo zählen nicht)',
    "the sum of the expected scores PD of FIDE's table (B.02 8.1.2); a difference of more than 400 points counts as 400 for players rated below 2650 (8.3.1)":
        'die Summe der erwarteten Punkte PD aus der FIDE-Tabelle (B.02 8.1.2); eine Differenz über 400 Punkte zählt für Spieler unter 2650 als 400 (8.3.1)',
    'K × (score − expected) (B.02 8.3.2), before the rounding of the rating period':
        'K × (Punkte − erwartet) (B.02 8.3.2), vor der Rundung des Elo-Zeitraums',
    "the performance: the opponents' average rating + dp of FIDE's table (B.02 8.1.1) for the percentage scored":
        'die Leistung: Elo-Schnitt der Gegner + dp aus der FIDE-Tabelle (B.02 8.1.1) für den erzielten Prozentsatz',
    'unrated':
        'ohne Elo',
    '+bye':
        '+spielfrei',
    'won with White against the player ranked 12 (b: with Black; 1 win, ½ draw, 0 loss; + and − a game won or lost by forfeit)':
        'mit Weiß gegen den Zwölftplatzierten gewonnen (b: mit Schwarz; 1 Sieg, ½ Remis, 0 Niederlage; + und − kampflos gewonnen oder verloren)',
    'pairing-allocated bye; 1 bye and ½ bye: full- and half-point byes; − absent':
        'vom Paarungssystem spielfrei; 1 spielfrei und ½ spielfrei: Bye mit einem und einem halben Punkt; − abwesend',
    'Tie-breaks':
        'Feinwertungen',
    'The tie-breaks could not be computed ({error}); points only.':
        'Die Feinwertungen konnten nicht berechnet werden ({error}); nur Punkte.',
    'Rank':
        'Rang',
    'Points':
        'Punkte',
    'R{round}':
        'R{round}',
    '½ bye':
        '½ spielfrei',
    '1 bye':
        '1 spielfrei',
    'NOT IN FIDE MODE (left at round {round})':
        'NICHT IM FIDE-MODUS (verlassen in Runde {round})',
    'NOT IN FIDE MODE':
        'NICHT IM FIDE-MODUS',
    '* K not given (no rating list, nor the arbiter): the K of B.02 8.3.3 for the rating alone, 20 below 2400 and 10 from 2400 (a player new to the list or a junior below 2300 has 40).':
        '* K nicht angegeben (weder Elo-Liste noch Schiedsrichter): das K aus B.02 8.3.3 allein nach der Elo-Zahl, 20 unter 2400 und 10 ab 2400 (ein neuer Spieler auf der Liste oder ein Jugendlicher unter 2300 hat 40).',
    'Direct encounter: points in the games between the tied players':
        'Direkter Vergleich: Punkte aus den Partien zwischen den punktgleichen Spielern',
    'Direct encounter, for the first place only':
        'Direkter Vergleich, nur für den ersten Platz',
    'Number of rounds won, with or without playing':
        'Anzahl gewonnener Runden, mit oder ohne Spiel',
    'Number of games won over the board':
        'Anzahl am Brett gewonnener Partien',
    'Number of games played with black':
        'Anzahl mit Schwarz gespielter Partien',
    'Number of games won with black':
        'Anzahl mit Schwarz gewonnener Partien',
    'Progressive score: sum of the scores after each round':
        'Fortschrittswertung: Summe der Punktestände nach jeder Runde',
    'Games one elected to play: rounds minus half-point byes, zero-point byes and forfeit losses':
        'Gewählte Partien: Runden minus Byes mit halbem Punkt, Byes mit null Punkten und kampflose Niederlagen',
    'Standard points: 1 a round won, 1/2 a round drawn, whatever the scoring':
        'Standardpunkte: 1 je gewonnene Runde, 1/2 je Remis-Runde, unabhängig von der Punktwertung',
    'Tournament pairing number, the lower first':
        'Startnummer, die kleinere zuerst',
    "Buchholz: sum of the opponents' scores":
        'Buchholz: Summe der Punkte der Gegner',
    'Average of the Buchholz of the opponents played over the board':
        'Durchschnitt der Buchholz-Werte der am Brett gespielten Gegner',
    'Fore Buchholz: Buchholz as if every last-round game were a draw':
        'Fore-Buchholz: Buchholz, als ob jede Partie der letzten Runde remis wäre',
    "Sonneborn-Berger: opponents' scores weighted by the result against them":
        'Sonneborn-Berger: Punkte der Gegner, gewichtet mit dem Ergebnis gegen sie',
    'Koya score: points against opponents with at least half the maximum score':
        'Koya-Wertung: Punkte gegen Gegner mit mindestens der Hälfte der Höchstpunktzahl',
    'Average rating of the opponents met over the board':
        'Elo-Schnitt der am Brett gespielten Gegner',
    'Tournament performance rating':
        'Turnierleistung (Elo-Performance)',
    'Perfect tournament performance':
        'Perfekte Turnierleistung',
    'Average performance rating of the opponents':
        'Durchschnittliche Leistung der Gegner',
    'Average perfect performance of the opponents':
        'Durchschnittliche perfekte Leistung der Gegner',
    "The player's rating":
        'Die Elo-Zahl des Spielers',
    'approved 1 August 2023, applied from 1 September 2023 / 1 April 2024':
        'beschlossen am 1. August 2023, gültig ab 1. September 2023 / 1. April 2024',
    'approved 29 July 2024, applied from 1 August 2024':
        'beschlossen am 29. Juli 2024, gültig ab 1. August 2024',
    'approved 2 February 2026, applied from 1 March 2026':
        'beschlossen am 2. Februar 2026, gültig ab 1. März 2026',
    'Tie-break rules: {edition}, by the start date':
        'Feinwertungsregeln: {edition}, nach dem Anfangsdatum',
    'Tie-break rules: {edition}, chosen by the arbiter':
        'Feinwertungsregeln: {edition}, vom Schiedsrichter gewählt',
    ', Median-{n}':
        ', Median-{n}',
    ', Cut-{n}':
        ', Streichwertung-{n}',
    ', limit {n} half point':
        ', Grenze {n} halber Punkt',
    ', of the Fore Buchholz':
        ', des Fore-Buchholz',
    ', reverse order':
        ', umgekehrte Reihenfolge',
    ', first round cut':
        ', ohne die erste Runde',
    ', forfeits counted':
        ', kampflose Partien gezählt',
    ', forfeits as played games':
        ', kampflose Partien als gespielt',
    'before round 1':
        'vor Runde 1',
    'after round {round} of {total}':
        'nach Runde {round} von {total}',
    'after round {round}':
        'nach Runde {round}',
    '; round {round} in progress ({got} of {total} results)':
        '; Runde {round} läuft ({got} von {total} Ergebnissen)',
    'Written {date} {time}, {stage}.':
        'Erstellt am {date} um {time}, {stage}.',
    'Event and rounds':
        'Turnier und Runden',
    'complete':
        'vollständig',
    '{got} of {total} results':
        '{got} von {total} Ergebnissen',
    'Player card: {name}':
        'Spielerkarte: {name}',
    "Starting-rank list (each player's card)":
        'Startrangliste (die Karte jedes Spielers)',
    'Tournament information':
        'Turnierinformationen',
    ('{n} file written, {unchanged} unchanged, {removed} removed: {folder}', '{n} files written, {unchanged} unchanged, {removed} removed: {folder}'):
        ('{n} Datei geschrieben, {unchanged} unverändert, {removed} entfernt: {folder}', '{n} Dateien geschrieben, {unchanged} unverändert, {removed} entfernt: {folder}'),
    'no publishing folder is set for this tournament':
        'für dieses Turnier ist kein Veröffentlichungsordner festgelegt',
    # -- settings ------------------------------------------------------------
    'the document language {code!r} is not one of {known}':
        'die Dokumentsprache {code!r} ist keine von {known}',
    # -- ui ------------------------------------------------------------------
    'When (UTC)':
        'Wann (UTC)',
    'Action':
        'Aktion',
    'Details':
        'Details',
    'Audit log':
        'Protokoll',
    "Filter (e.g. “manual pairing”, a player's number)":
        'Filter (z. B. „manuelle Paarung“, die Nummer eines Spielers)',
    'half-point bye (H)':
        'Bye mit halbem Punkt (H)',
    'absent, zero points (Z)':
        'abwesend, null Punkte (Z)',
    'full-point bye (F)':
        'Bye mit einem Punkt (F)',
    'no bye: pair the player':
        'kein Bye: den Spieler paaren',
    'Requested bye':
        'Beantragtes Bye',
    '&Round':
        '&Runde',
    '&Kind':
        '&Art',
    'Pairing card – {title}':
        'Paarungskarte – {title}',
    'Player':
        'Spieler',
    'Colours':
        'Farben',
    'Colour difference':
        'Farbdifferenz',
    'Colour preference':
        'Farbpräferenz',
    'Rating change':
        'Elo-Veränderung',
    'Performance':
        'Leistung',
    'Import players from {source}':
        'Spieler aus {source} importieren',
    '{source}: {count} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.':
        '{source}: {count} Zeilen unter der Kopfzeile{more}. Prüfen Sie das Feld, das jede Spalte füllt; eine Spalte auf „(ignoriert)“ wird nicht importiert.',
    'FIDE id':
        'FIDE-ID',
    'Sex':
        'Geschlecht',
    'Players from the FIDE rating list':
        'Spieler aus der FIDE-Elo-Liste',
    'One player per line: a FIDE id, or words of the name (e.g. “carlsen magnus”)':
        'Ein Spieler pro Zeile: eine FIDE-ID oder Wörter des Namens (z. B. „carlsen magnus“)',
    '&Search':
        '&Suchen',
    '&Add selected players':
        '&Gewählte Spieler hinzufügen',
    'Searching the rating list…':
        'Suche in der Elo-Liste…',
    '{count} players found; all are selected (Ctrl+click to change the selection).':
        '{count} Spieler gefunden; alle sind gewählt (Strg+Klick ändert die Auswahl).',
    'Type a name or a FIDE id first.':
        'Geben Sie zuerst einen Namen oder eine FIDE-ID ein.',
    'Pick the date in a calendar (Alt+Down)':
        'Datum im Kalender wählen (Alt+Unten)',
    '&Up':
        'Ho&ch',
    'D&own':
        'R&unter',
    'Forbidden pairs':
        'Verbotene Paarungen',
    '&Remove this pair (they may meet again)':
        '&Diese Paarung entfernen (sie dürfen sich wieder treffen)',
    'Forbidden now: {shown}':
        'Jetzt verboten: {shown}',
    '&First player (number)':
        '&Erster Spieler (Nummer)',
    'Se&cond player (number)':
        '&Zweiter Spieler (Nummer)',
    'Language':
        'Sprache',
    'As the operating system':
        'Wie das Betriebssystem',
    '&Language of the windows':
        '&Sprache der Fenster',
    "Arbiter shows the language chosen from its next start. The language of a tournament's printouts and web pages is one of its settings (File › Tournament settings).":
        'Arbiter zeigt die gewählte Sprache ab dem nächsten Start. Die Sprache der Ausdrucke und Webseiten eines Turniers ist eine seiner Einstellungen (Datei › Turniereinstellungen).',
    'Manual pairing of round {round_no}':
        'Manuelle Paarung der Runde {round_no}',
    '&Bye:':
        '&Bye:',
    '&Save pairing':
        'Paarung &speichern',
    'Cancel':
        'Abbrechen',
    'Checking the pairing…':
        'Paarung wird geprüft…',
    'Pairing breaks the rules':
        'Paarung verstößt gegen die Regeln',
    "This pairing breaks:\n\n{text}\n\nSave it anyway? It will be written to the audit log together with the differences from the engine's pairing.":
        'Diese Paarung verstößt gegen:\n\n{text}\n\nTrotzdem speichern? Sie wird mit den Unterschieden zur Paarung des Programms ins Protokoll geschrieben.',
    'Reason':
        'Grund',
    'Why is this pairing needed?':
        'Warum ist diese Paarung nötig?',
    'Swap &colours':
        '&Farben tauschen',
    'E&xchange two players':
        'Zwei Spieler t&auschen',
    '&Make pair of two unpaired':
        'Zwei Ungepaarte &paaren',
    '&Remove board':
        'Brett &entfernen',
    'Pairing car&d':
        'Paarungs&karte',
    'Not paired:':
        'Nicht gepaart:',
    'Rules broken by this pairing:':
        'Regeln, gegen die diese Paarung verstößt:',
    'Select exactly two players (Ctrl+click) to exchange them.':
        'Wählen Sie genau zwei Spieler (Strg+Klick), um sie zu tauschen.',
    'Select two players in the “Not paired” list (Ctrl+click).':
        'Wählen Sie zwei Spieler in der Liste „Nicht gepaart“ (Strg+Klick).',
    'Still checking the pairing; save again in a moment.':
        'Die Paarung wird noch geprüft; speichern Sie gleich noch einmal.',
    'Not saved: the pairing breaks the rules listed below.':
        'Nicht gespeichert: Die Paarung verstößt gegen die unten genannten Regeln.',
    'Surname, First name':
        'Nachname, Vorname',
    'YYYY/MM/DD':
        'JJJJ/MM/TT',
    'The K-factor of the FIDE rating list (40, 20 or 10), for the rating change; left at "from the rating": 20 below 2400, 10 from 2400':
        'Der K-Faktor der FIDE-Elo-Liste (40, 20 oder 10) für die Elo-Veränderung; bei „nach der Elo-Zahl“: 20 unter 2400, 10 ab 2400',
    'May take &half-point byes':
        'Darf Byes mit &halbem Punkt nehmen',
    'none':
        'keine',
    'Nationa&l rating ({federation})':
        'Nationa&le Wertung ({federation})',
    '&Name':
        '&Name',
    '&Rating':
        '&Elo',
    '&Title':
        '&Titel',
    '&Sex':
        '&Geschlecht',
    '&Federation':
        '&Föderation',
    'FIDE &id':
        'FIDE-&ID',
    '&Born':
        'Ge&boren',
    '&K-factor':
        '&K-Faktor',
    'Add player':
        'Spieler hinzufügen',
    'Save and ne&xt':
        'Speichern und &weiter',
    'Taken (local time)':
        'Erstellt (Ortszeit)',
    'Taken':
        'Erstellt',
    'Holds':
        'Enthält',
    'Restore {name} from a backup':
        '{name} aus einer Sicherung wiederherstellen',
    'Backups of {tournament}, taken before each round was paired, newest first. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        'Sicherungen von {tournament}, erstellt vor der Auslosung jeder Runde, die neueste zuerst. Die gewählte wird als eigene Turnierdatei wiederhergestellt und geöffnet; die gesicherte Datei bleibt unverändert.',
    'The tournament file to make; an existing file is only replaced after you confirm it.':
        'Die zu erstellende Turnierdatei; eine vorhandene Datei wird erst nach Ihrer Bestätigung ersetzt.',
    '&Browse…':
        '&Durchsuchen…',
    'Restore &as':
        'Wiederherstellen &als',
    '&Restore':
        '&Wiederherstellen',
    'Restore the backup as':
        'Sicherung wiederherstellen als',
    'Date of round {round_no}':
        'Datum der Runde {round_no}',
    '&Date of round {round_no}':
        '&Datum der Runde {round_no}',
    'Round date':
        'Rundendatum',
    'Import {file_name}':
        '{file_name} importieren',
    'Pairing &system':
        'Paarun&gssystem',
    '&Tie-breaks (tick, order)':
        '&Feinwertungen (ankreuzen, ordnen)',
    'drawn by lot':
        'ausgelost',
    'white':
        'Weiß',
    'black':
        'Schwarz',
    'As in force at the start date':
        'Wie am Anfangsdatum gültig',
    'As the interface':
        'Wie die Oberfläche',
    '&Place':
        '&Ort',
    'S&tart date':
        '&Anfangsdatum',
    '&End date':
        '&Enddatum',
    '&Chief arbiter':
        '&Hauptschiedsrichter',
    '&Deputy arbiters':
        '&Stellvertretende Schiedsrichter',
    'T&ime control':
        '&Bedenkzeit',
    '&Rounds':
        '&Runden',
    'Point s&ystem':
        '&Punktwertung',
    "Top player's co&lour in round 1":
        'Farbe des Ers&ten in Runde 1',
    'Tie-brea&ks (tick, order)':
        'Fe&inwertungen (ankreuzen, ordnen)',
    'Tie-break rules (C.07 &version)':
        'Feinwertungsregeln (C.&07-Version)',
    'Acceleration &method':
        'Beschleunigungs&methode',
    'Language of t&he printouts':
        'Sprache &der Ausdrucke',
    '&Win, forfeit win, full-point bye (W)':
        'Sieg, &kampfloser Sieg, Bye mit einem Punkt (W)',
    'Dr&aw, half-point bye (D)':
        'Remis, B&ye mit halbem Punkt (D)',
    'Lost &game (L)':
        '&Verlorene Partie (L)',
    'Absence: &zero-point bye, forfeit loss (A)':
        'Ab&wesenheit: Bye mit null Punkten, kampflose Niederlage (A)',
    'Pairing-allocated &bye (P)':
        'Spie&lfrei durch die Auslosung (P)',
    'Unknown result, e.g. adjourned (&X)':
        'Unbekanntes Ergebnis, z. B. hängend (&X)',
    'Tournament settings':
        'Turniereinstellungen',
    'New tournament':
        'Neues Turnier',
    'Arbiter – hall display':
        'Arbiter – Saalanzeige',
    'Hall display':
        'Saalanzeige',
    '&Screen':
        '&Bildschirm',
    'Seconds &per page':
        'Sekunden &pro Seite',
    'T&ype size':
        '&Schriftgröße',
    '&Full screen':
        '&Vollbild',
    'Pla&yers':
        'Spie&ler',
    '&Standings':
        'Ra&ngliste',
    '&Crosstable':
        '&Kreuztabelle',
    '&File':
        '&Datei',
    '&New tournament…':
        '&Neues Turnier…',
    '&Open…':
        'Ö&ffnen…',
    '&Import TRF…':
        'TRF &importieren…',
    'Open &recent':
        '&Zuletzt geöffnet',
    'Tournament &settings…':
        'Turnier&einstellungen…',
    '&Export TRF…':
        'TRF e&xportieren…',
    'Export ra&ting report…':
        'Elo-&Bericht exportieren…',
    '&Audit log…':
        '&Protokoll…',
    '&Leave FIDE mode…':
        'FIDE-Modus &verlassen…',
    '&Close tournament':
        '&Turnier schließen',
    '&Edit':
        '&Bearbeiten',
    '&Undo':
        '&Rückgängig',
    '&Redo':
        '&Wiederholen',
    '&Find player / go to board':
        'Spieler &suchen / zu Brett gehen',
    'Ne&xt tab':
        '&Nächster Reiter',
    'Pre&vious tab':
        '&Vorheriger Reiter',
    'Se&ttings':
        '&Einstellungen',
    '&Language…':
        '&Sprache…',
    "the operating system's language":
        'der Sprache des Betriebssystems',
    'Arbiter will be in {language} from its next start.':
        'Arbiter ist ab dem nächsten Start auf {language}.',
    'Restore from &backup…':
        'Aus &Sicherung wiederherstellen…',
    "FIDE's rating report (TRF-2026): the mandatory fields checked first":
        'Der Elo-Bericht der FIDE (TRF-2026): Pflichtfelder werden zuerst geprüft',
    'Leave FIDE mode for good (two questions)':
        'FIDE-Modus endgültig verlassen (zwei Fragen)',
    '&Quit':
        'Beenden (&A)',
    '&Players':
        '&Spieler',
    "The language of Arbiter's windows":
        'Die Sprache der Fenster von Arbiter',
    'Undone: {text}.':
        'Rückgängig gemacht: {text}.',
    'Redone: {text}.':
        'Wiederholt: {text}.',
    'Left FIDE mode at round {n}; this cannot be undone.':
        'FIDE-Modus in Runde {n} verlassen; das kann nicht rückgängig gemacht werden.',
    'Reading {name}':
        '{name} wird gelesen',
    'The language could not be kept: {error}':
        'Die Sprache konnte nicht gespeichert werden: {error}',
    'This tournament is open in another Arbiter window or program; it is shown read-only here.':
        'Dieses Turnier ist in einem anderen Arbiter-Fenster oder Programm geöffnet; es wird hier schreibgeschützt gezeigt.',
    'Leave FIDE mode: not done; nothing was changed.':
        'FIDE-Modus verlassen: nicht ausgeführt; nichts wurde geändert.',
    '{name} was not imported.':
        '{name} wurde nicht importiert.',
    'Points after':
        'Punkte danach',
    'Float':
        'Floater',
    'Note':
        'Hinweis',
    'Status':
        'Status',
    'Closing':
        'Schließen',
    "Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)":
        'Filter: die Nummer eines Spielers oder Wörter aus Name, Föderation, Titel, FIDE-ID (Strg+F)',
    'Result of board {board}':
        'Ergebnis an Brett {board}',
    'Go to board (number) or find a player (name) – Ctrl+F':
        'Zu Brett gehen (Nummer) oder Spieler suchen (Name) – Strg+F',
    '<h1>Arbiter</h1><p>Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved the moment you enter it.</p>':
        '<h1>Arbiter</h1><p>Ein FIDE-Turnier nach Schweizer System leiten: Spieler, Paarungen, Ergebnisse, Rangliste. Alles wird gespeichert, sobald Sie es eingeben.</p>',
    'Recent tournaments (Enter or double-click to open):':
        'Letzte Turniere (Eingabetaste oder Doppelklick öffnet):',
    '{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.':
        '{head} ist nur außerhalb des FIDE-Modus möglich:\n{listed}\n\nNichts wurde geändert.',
    '{head}:\n\n{listed}\n\nGo ahead anyway?':
        '{head}:\n\n{listed}\n\nTrotzdem fortfahren?',
    'Second confirmation – {head}:\n\n{listed}\n\nAre you sure?':
        'Zweite Bestätigung – {head}:\n\n{listed}\n\nSind Sie sicher?',
    '{action}: not done; nothing was changed.':
        '{action}: nicht ausgeführt; nichts wurde geändert.',
    'Restored the backup taken {when} ({reason}) as {path}.':
        'Sicherung vom {when} ({reason}) als {path} wiederhergestellt.',
    '{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.':
        '{user_message}\n\nDie neueste Sicherung, die sich öffnen lässt, stammt vom {when}, {reason} ({contents}). Als neue Datei {target} wiederherstellen? {name} selbst bleibt unverändert.',
    'Arbiter is still busy; restore a backup when it has finished.':
        'Arbiter ist noch beschäftigt; stellen Sie eine Sicherung wieder her, wenn es fertig ist.',
    'Reading the backups':
        'Sicherungen werden gelesen',
    'There are no backups of {name}. Arbiter makes one before each round is paired.':
        'Es gibt keine Sicherungen von {name}. Arbiter erstellt eine vor der Auslosung jeder Runde.',
    'Restoring {name}':
        '{name} wird wiederhergestellt',
    'Looking for a backup':
        'Suche nach einer Sicherung',
    '{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.':
        '{target} existiert bereits. Durch die Sicherung vom {when} ({reason}: {contents}) ersetzen? Der jetzige Inhalt geht verloren.',
    '&Pairing list of the current round':
        '&Paarungsliste der aktuellen Runde',
    '&Alphabetical pairing list of the current round':
        '&Alphabetische Paarungsliste der aktuellen Runde',
    'Starting-&rank list':
        '&Startrangliste',
    'Rating c&hanges and performances':
        '&Elo-Veränderungen und Leistungen',
    '&Print':
        'Dr&ucken',
    'Export P&DF':
        'P&DF exportieren',
    'Printed {title}.':
        'Gedruckt: {title}.',
    'Saved {written}.':
        'Gespeichert: {written}.',
    'Export TRF':
        'TRF exportieren',
    'The document could not be printed: {exc}':
        'Das Dokument konnte nicht gedruckt werden: {exc}',
    'The PDF could not be written: {exc}':
        'Das PDF konnte nicht geschrieben werden: {exc}',
    'Export the rating report: not done; nothing was written.':
        'Elo-Bericht exportieren: nicht ausgeführt; nichts wurde geschrieben.',
    'Saved {path}.':
        'Gespeichert: {path}.',
    'Saved {target}.':
        'Gespeichert: {target}.',
    '&Add player…':
        'Spieler &hinzufügen…',
    '&Edit player…':
        'Spieler &bearbeiten…',
    '&Delete player…':
        'Spieler &löschen…',
    'Delete a player entered by mistake (before round 1; later players withdraw)':
        'Einen versehentlich erfassten Spieler löschen (vor Runde 1; danach ziehen Spieler zurück)',
    '&Withdraw player':
        'Spieler &zurückziehen',
    'E&xpel player…':
        'Spieler &ausschließen…',
    'Withdraw a player by expulsion: flagged, and left out of the standings':
        'Einen Spieler durch Ausschluss zurückziehen: markiert und nicht in der Rangliste',
    '&Re-admit player':
        'Spieler &wieder zulassen',
    'Requested &bye / absence…':
        'Beantragtes B&ye / Abwesenheit…',
    'Forbidden &pairs…':
        '&Verbotene Paarungen…',
    'Two players who shall not meet (before round 1)':
        'Zwei Spieler, die sich nicht treffen dürfen (vor Runde 1)',
    'Pairing &card…':
        'Paarungs&karte…',
    'Import players from C&SV…':
        'Spieler aus &CSV importieren…',
    'Import players from &TRF…':
        'Spieler aus &TRF importieren…',
    'Import players from the &FIDE rating list…':
        'Spieler aus der &FIDE-Elo-Liste importieren…',
    'Select a player first.':
        'Wählen Sie zuerst einen Spieler.',
    'Player {number} {name} added{note}.':
        'Spieler {number} {name} hinzugefügt{note}.',
    'Edit player {number}':
        'Spieler {number} bearbeiten',
    'Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.':
        'Spieler {number} {name} ist schon in einer Runde: Ein Spieler mit Partien wird zurückgezogen (Spieler › Spieler zurückziehen), nicht gelöscht.',
    'Delete player {number} {name}? (Edit › Undo brings the entry back.)':
        'Spieler {number} {name} löschen? (Bearbeiten › Rückgängig holt ihn zurück.)',
    'Player {number} has already withdrawn.':
        'Spieler {number} hat bereits zurückgezogen.',
    'Player {number} has already been expelled.':
        'Spieler {number} wurde bereits ausgeschlossen.',
    'Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).':
        'Spieler {number} {name} ausschließen?\n\nDer Spieler wird ab der nächsten Runde nicht mehr gepaart, als ausgeschlossen markiert und nicht in die Rangliste aufgenommen (die gespielten Partien zählen weiter für die Gegner).',
    'Player {number} has not withdrawn.':
        'Spieler {number} hat nicht zurückgezogen.',
    'Searching the rating list':
        'Suche in der Elo-Liste',
    'Reading players':
        'Spieler werden gelesen',
    'No players found in {source}.':
        'Keine Spieler in {source} gefunden.',
    'All {count} players are already in the tournament; nothing was imported.':
        'Alle {count} Spieler sind schon im Turnier; nichts wurde importiert.',
    'Import cancelled; nothing was changed.':
        'Import abgebrochen; nichts wurde geändert.',
    'Player {number} {name} deleted.':
        'Spieler {number} {name} gelöscht.',
    'Publishing folder':
        'Veröffentlichungsordner',
    'Publish birth &dates (FIDE does not)':
        '&Geburtsdaten veröffentlichen (die FIDE tut es nicht)',
    'Also the standings and pairings as &JSON and CSV':
        'Auch Rangliste und Paarungen als &JSON und CSV',
    '&Folder':
        '&Ordner',
    'P&ublish':
        'Ve&röffentlichen',
    '&Publish web pages now':
        'Webseiten jetzt &veröffentlichen',
    'Write the web pages into the publishing folder':
        'Die Webseiten in den Veröffentlichungsordner schreiben',
    'Publishing &folder…':
        'Veröffentlichungs&ordner…',
    '&Hall display…':
        '&Saalanzeige…',
    '&Close hall display':
        'S&aalanzeige schließen',
    'Hall display on screen {screen}; File › Publish › Close hall display ends it.':
        'Saalanzeige auf Bildschirm {screen}; Datei › Veröffentlichen › Saalanzeige schließen beendet sie.',
    'Publishing folder: {folder}':
        'Veröffentlichungsordner: {folder}',
    'Hall display closed.':
        'Saalanzeige geschlossen.',
    '&Pair next round':
        'Nächste Runde &auslosen',
    "Pair the next round with the tournament's system":
        'Die nächste Runde mit dem System des Turniers auslosen',
    '&Manual pairing…':
        '&Manuelle Paarung…',
    "Change the last unplayed round's pairing by hand":
        'Die Paarung der letzten ungespielten Runde von Hand ändern',
    '&Unpair last round':
        'Letzte Auslosung &zurücknehmen',
    "Delete the last round's pairing while it has no results":
        'Die Paarung der letzten Runde löschen, solange sie keine Ergebnisse hat',
    'Round &date…':
        'Runden&datum…',
    'The date of the round shown (or of the next round)':
        'Das Datum der gezeigten Runde (oder der nächsten Runde)',
    'Round {round_no} was not paired.':
        'Runde {round_no} wurde nicht ausgelost.',
    'Only the last round can be unpaired, and only while it has no results.':
        'Nur die letzte Runde kann zurückgenommen werden, und nur solange sie keine Ergebnisse hat.',
    'no result':
        'kein Ergebnis',
    'Round {round_no}, board {board}: {text}.':
        'Runde {round_no}, Brett {board}: {text}.',
    'The engine has no pairing to propose: {user_message}':
        'Das Programm hat keine Paarung vorzuschlagen: {user_message}',
    'Manual pairing of round {round_no} saved{note}.':
        'Manuelle Paarung der Runde {round_no} gespeichert{note}.',
    'Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?':
        'Runde {round_no}, Brett {board} ({white} – {black}) hat bereits das Ergebnis {result}.\n\nDurch {new} ersetzen?',
    'Round {round_no}, board {board}: the result {result} was kept.':
        'Runde {round_no}, Brett {board}: Das Ergebnis {result} bleibt.',
    'Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.':
        'Runde {round_no}, Brett {board} ({white} – {black}) von {result} auf {text} korrigiert.\n\nDie Punkte beider Spieler und die Rangliste werden aktualisiert. Die Runden {next}–{rounds_played} behalten ihre Paarungen.',
    'Round {round_no} could not be paired.\n\n{user_message}':
        'Runde {round_no} konnte nicht ausgelost werden.\n\n{user_message}',
    'Round {round_no} unpaired.':
        'Auslosung der Runde {round_no} zurückgenommen.',
    'Round &{round}':
        'Runde &{round}',
    'Round {round}':
        'Runde {round}',
    # -- hall ----------------------------------------------------------------
    'Pairings by &name':
        'Paarungen nach &Namen',
    'Pairings by &board':
        'Paarungen nach B&rettern',
    'S&tandings':
        'Ran&gliste',
    # -- rating corrections, tied places, the result menu ---------------------
    'Rating &correction…':
        'Elo-&Korrektur…',
    '&Tied places…':
        '&Gleichstände…',
    '&Shared places (C.07)':
        '&Geteilte Plätze (C.07)',
    "The arbiter's &order of tied players:":
        '&Reihenfolge des Schiedsrichters:',
    'A drawing of &lots, seed:':
        '&Losentscheid, Startwert:',
    'R&ound':
        'R&unde',
    '&Board':
        '&Brett',
    'Result for the &rating report':
        'Ergebnis für den &Elo-Bericht',
    'R&eason':
        '&Grund',
    'Correction for the rating report':
        'Korrektur für den Elo-Bericht',
    'No correction (remove it)':
        'Keine Korrektur (entfernen)',
    'Tied places':
        'Gleichstände',
    'pairing numbers, e.g. 12, 5, 7':
        'Startnummern, z. B. 12, 5, 7',
    'empty: a new seed':
        'leer: ein neuer Startwert',
    'Type the pairing numbers of the tied players in their order, e.g. 12, 5, 7.':
        'Geben Sie die Startnummern der gleichstehenden Spieler in ihrer Reihenfolge ein, z. B. 12, 5, 7.',
    'A result corrected for the rating report only (the standings keep it)':
        'Ein nur für den Elo-Bericht korrigiertes Ergebnis (die Rangliste behält es)',
    "Places still tied after the tie-breaks: shared, the arbiter's order or a drawing of lots":
        'Nach der Feinwertung noch gleiche Plätze: geteilt, Reihenfolge des Schiedsrichters oder Losentscheid',
    'No round is paired yet: there is no result to correct.':
        'Noch keine Runde ausgelost: kein Ergebnis zu korrigieren.',
    "Round {round_no}, board {board}: the rating report's result is set.":
        'Runde {round_no}, Brett {board}: das Ergebnis für den Elo-Bericht ist gesetzt.',
    'Tied places: set.':
        'Gleichstände: festgelegt.',
    'White wins':
        'Weiß gewinnt',
    'Black wins':
        'Schwarz gewinnt',
    'Draw':
        'Remis',
    'White wins by forfeit (black did not play)':
        'Weiß gewinnt kampflos (Schwarz trat nicht an)',
    'Black wins by forfeit (white did not play)':
        'Schwarz gewinnt kampflos (Weiß trat nicht an)',
    'Neither played (double forfeit)':
        'Keiner spielte (beide kampflos verloren)',
    "White ½, black 0 (arbiter's decision)":
        'Weiß ½, Schwarz 0 (Entscheidung des Schiedsrichters)',
    "White 0, black ½ (arbiter's decision)":
        'Weiß 0, Schwarz ½ (Entscheidung des Schiedsrichters)',
    "Both lose (arbiter's decision)":
        'Beide verlieren (Entscheidung des Schiedsrichters)',
    'White wins, less than one move played (not rated)':
        'Weiß gewinnt, weniger als ein Zug gespielt (nicht gewertet)',
    'Black wins, less than one move played (not rated)':
        'Schwarz gewinnt, weniger als ein Zug gespielt (nicht gewertet)',
    'Draw, less than one move played (not rated)':
        'Remis, weniger als ein Zug gespielt (nicht gewertet)',
    'Adjourned (a draw for the pairing until the result is known)':
        'Hängepartie (für die Auslosung remis, bis das Ergebnis feststeht)',
    'No result':
        'Kein Ergebnis',
    # -- ratings: the tournament dialog, the manual rating, the list check (#24) --
    "The arbiter's estimate of an unknown or unreliable rating (C.04.2 2.1): it places the player in the initial order where the rating method gives none":
        'Die Schätzung des Schiedsrichters für eine unbekannte oder unzuverlässige Wertung (C.04.2 2.1): sie setzt den Spieler in der Startrangliste, wo die Wertungsmethode keine gibt',
    '&Manual rating':
        '&Manuelle Wertung',
    '{list}: {kinds} list of {month}; {found} of {total} players found, {differences} differences':
        '{list}: {kinds}-Liste von {month}; {found} von {total} Spielern gefunden, {differences} Abweichungen',
    'player {number} {name}: FIDE number {fide_id} is in no list':
        'Spieler {number} {name}: FIDE-Nummer {fide_id} steht in keiner Liste',
    'without a FIDE number (not checked): {players}':
        'ohne FIDE-Nummer (nicht geprüft): {players}',
    'Ratings against {list}':
        'Wertungen gegen {list}',
    '&Update every difference':
        'Alle Abweichungen &übernehmen',
    "Take the list's rating, K, title, federation, name and birth date for every difference, in one step written to the audit log":
        'Wertung, K, Titel, Föderation, Name und Geburtsdatum der Liste für jede Abweichung übernehmen, in einem Schritt im Protokoll vermerkt',
    'no rating':
        'keine Wertung',
    'player {number} {name}: not in {main}; {other} gives {ratings}':
        'Spieler {number} {name}: nicht in {main}; {other} gibt {ratings}',
    'an unknown month':
        'einem unbekannten Monat',
    'no differences':
        'keine Abweichungen',
    'Rating type (FIDE list)':
        'Wertungsart (FIDE-Liste)',
    'Starting-rank method (TRF 172)':
        'Methode der Startrangliste (TRF 172)',
    'E&qual rating and title: then by':
        'Bei gleicher Wertung und Titel, &zuletzt nach',
    'Rating-based tie-breaks read':
        'Wertungsbasierte Feinwertungen lesen',
    'standard':
        'Standard',
    'rapid':
        'Schnellschach',
    'blitz':
        'Blitz',
    'national list (e.g. NED)':
        'nationale Liste (z. B. GER)',
    "The federation of the national ratings the method reads; empty: the tournament's":
        'Die Föderation der nationalen Wertungen, die die Methode liest; leer: die des Turniers',
    'name (alphabetically)':
        'Name (alphabetisch)',
    'FIDE number (lowest first)':
        'FIDE-Nummer (die kleinste zuerst)',
    'Longer than &30 days: each round has the ratings of its month':
        'Länger als &30 Tage: jede Runde hat die Wertungen ihres Monats',
    'the rating at the start':
        'die Wertung zu Beginn',
    "each round's rating":
        'die Wertung jeder Runde',
    'the ratings valid in round {round}':
        'die in Runde {round} gültigen Wertungen',
    'Check ratin&gs against a list…':
        'Wertungen mit einer Liste prüfen…',
    'Compare the players with a FIDE rating list file: rating, K, title, federation, name, birth date; one button takes every difference':
        'Die Spieler mit einer FIDE-Wertungsliste vergleichen: Wertung, K, Titel, Föderation, Name, Geburtsdatum; ein Knopf übernimmt alle Abweichungen',
    'Rating list to check the players against':
        'Wertungsliste, mit der die Spieler verglichen werden',
    'Checking the ratings':
        'Wertungen werden geprüft',
    '{count} differences taken from {list}.':
        '{count} Abweichungen aus {list} übernommen.',
    'Updating the ratings':
        'Wertungen werden aktualisiert',
    'no half-point byes in round {round_no}: the arbiter closed it to them':
        'keine Byes mit halbem Punkt in Runde {round_no}: der Schiedsrichter hat sie dafür gesperrt',
    # -- the tournament dialog: a round robin's settings ----------------------
    'Round robin: cycles':
        'Rundenturnier: Durchgänge',
    'as the rounds need':
        'nach Rundenzahl',
    'as C.05 recommends (with two cycles or more)':
        'wie C.05 empfiehlt (ab zwei Durchgängen)',
    'yes':
        'ja',
    'no':
        'nein',
    'empty: no drawing of lots':
        'leer: kein Losentscheid',
    'pairing numbers in Berger order, e.g. 3, 1, 4, 2':
        'Startnummern in Berger-Reihenfolge, z. B. 3, 1, 4, 2',
    'last two rounds of cycle 1 reversed':
        'letzte zwei Runden des 1. Durchgangs getauscht',
    'Berger numbers by lot, seed':
        'Berger-Nummern ausgelost, Startwert',
    'or by hand':
        'oder von Hand',
    # -- the round tab's heading ---------------------------------------------
    'Round {round_no}':
        'Runde {round_no}',
    ('{count} board', '{count} boards'):
        ('{count} Brett', '{count} Bretter'),
    ('{count} result to enter', '{count} results to enter'):
        ('{count} Ergebnis einzugeben', '{count} Ergebnisse einzugeben'),
    'all results in':
        'alle Ergebnisse eingegeben',
    ('{count} adjourned', '{count} adjourned'):
        ('{count} Hängepartie', '{count} Hängepartien'),
    'Type 1, 0, = (draw), + or - (forfeit), * (double forfeit), ? (adjourned); the menu key lists every result; Delete clears; Enter opens the pairing card.':
        'Tippen Sie 1, 0, = (remis), + oder - (kampflos), * (beide kampflos), ? (Hängepartie); die Menütaste zeigt alle Ergebnisse; Entf löscht; Eingabe öffnet die Spielerkarte.',
    # -- the rating change in the standings (#24) -----------------------------
    '&Rating change in the standings':
        'Elo-&Änderung in der Rangliste',
    "Each player's rating change so far as the standings' last column":
        'Die bisherige Elo-Änderung jedes Spielers als letzte Spalte der Rangliste',
    'rating change in the standings':
        'Elo-Änderung in der Rangliste',
    'Rtg +/-':
        'Elo +/-',
    # -- the tournament dialog's lists, the standings tab's heading ----------
    'FIDE rating only':
        'nur FIDE-Wertung',
    'national rating only':
        'nur nationale Wertung',
    'FIDE rating, else the national rating':
        'FIDE-Wertung, sonst die nationale',
    'national rating, else the FIDE rating':
        'nationale Wertung, sonst die FIDE-Wertung',
    'the higher of the FIDE and the national rating':
        'die höhere von FIDE- und nationaler Wertung',
    'the lower of the FIDE and the national rating':
        'die niedrigere von FIDE- und nationaler Wertung',
    "the arbiter's own (manual) ratings":
        'die eigenen (manuellen) Wertungen des Schiedsrichters',
    'Baku (C.04.7)':
        'Baku (C.04.7)',
    'Standard (1 - ½ - 0)':
        'Standard (1 - ½ - 0)',
    '3 - 1 - 0 (three points for a win)':
        '3 - 1 - 0 (drei Punkte für einen Sieg)',
    'Custom':
        'Eigene Werte',
    'After round {round} (rounds with every result in)':
        'Nach Runde {round} (Runden mit allen Ergebnissen)',
    'Before round 1':
        'Vor Runde 1',
    '; tie-breaks: {list} ({rules})':
        '; Feinwertungen: {list} ({rules})',
    '; score only (no tie-breaks computed)':
        '; nur Punkte (keine Feinwertung berechnet)',
    # -- the pairing systems' titles (engine/systems/registry.py) --------------
    'C.04.3 FIDE (Dutch) system, applied from 1 February 2026':
        'C.04.3 FIDE-(Holländisches) System, gültig ab 1. Februar 2026',
    'C.04.3 FIDE (Dutch) system, Baku 2016':
        'C.04.3 FIDE-(Holländisches) System, Baku 2016',
    'C.04.4.1 Dubov system, applied from 1 February 2026':
        'C.04.4.1 Dubov-System, gültig ab 1. Februar 2026',
    'C.04.4.1 Dubov system, 1997':
        'C.04.4.1 Dubov-System, 1997',
    'C.04.4.3 Lim system, 1987-1999':
        'C.04.4.3 Lim-System, 1987-1999',
    'C.04.1 Swiss system based on rating, 1992/97/98':
        'C.04.1 Schweizer System nach Wertung, 1992/97/98',
    'C.05 Annex 1 round robin (Berger tables)':
        'C.05 Anhang 1 Rundenturnier (Berger-Tabellen)',
}
