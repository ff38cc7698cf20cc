"""Deutsch: the tournament dialog's lists and settings, ratings, the result menu, the hall display, the systems' titles."""

# flake8: noqa: E501
MESSAGES = {
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
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    'Unrated players in rating tie-breaks':
        'Spieler ohne Elo in Elo-Feinwertungen',
    'none: those tie-breaks are dropped':
        'keine: diese Feinwertungen entfallen',
    'the rating floor ({floor})':
        'die Elo-Untergrenze ({floor})',
    'a fixed rating':
        'eine feste Elo-Zahl',
    "each one's own performance (not below the floor)":
        'die eigene Turnierleistung jedes Einzelnen (nicht unter der Untergrenze)',
    # -- fsmall: FIDE checklist Q211 ---
    'Not recommended in an event longer than 30 days (its ratings change from round to round): {tiebreaks}':
        'Nicht empfohlen in einem Turnier von mehr als 30 Tagen (seine Wertungen ändern sich von Runde zu Runde): {tiebreaks}',
}
