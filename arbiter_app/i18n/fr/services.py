"""Français: the services' warnings, refusals and confirmations (arbiter_app/services)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the services' warnings and errors (services/*.py) ----------------------
    'acceleration must be one of {methods}, not {acceleration!r}':
        "l'accélération doit être l'une de {methods}, pas {acceleration!r}",
    'the Baku acceleration is for the Dutch system ({systems}), not {system}':
        "l'accélération de Bakou est pour le système hollandais ({systems}), pas {system}",
    "the Baku acceleration needs a point system of the standard shape (a draw half a win, a loss nothing: C.04.5.1 'Premise'), not win {win:g}, draw {draw:g}, loss {loss:g}":
        "l'accélération de Bakou demande un barème de forme standard (la nulle vaut la moitié d'un gain, la défaite rien : C.04.5.1 'Premise'), pas gain {win:g}, nulle {draw:g}, défaite {loss:g}",
    'no free name for a restored copy of {tournament_name}':
        'aucun nom libre pour une copie restaurée de {tournament_name}',
    '{problem}; nothing was restored':
        "{problem} ; rien n'a été restauré",
    'round 1 cannot be paired: {exc}; nothing was saved':
        "la ronde 1 ne peut pas être appariée : {exc} ; rien n'a été enregistré",
    'the standings for the rank column cannot be computed: {exc}; nothing was written (check the tie-break settings)':
        "le classement de la colonne du rang ne peut pas être calculé : {exc} ; rien n'a été écrit (vérifiez les réglages des départages)",
    '{path} is a tournament file; it is not overwritten by a TRF export (choose another file name)':
        "{path} est un fichier de tournoi ; un export TRF ne l'écrase pas (choisissez un autre nom de fichier)",
    'leave FIDE mode':
        'quitter le mode FIDE',
    'the tournament is already outside FIDE mode (it cannot be re-entered)':
        'le tournoi est déjà hors du mode FIDE (on ne peut pas y revenir)',
    'leaving FIDE mode at round {n} cannot be undone: the tournament will say for good that it is not run in FIDE mode (title, printouts, TRF export), and the FIDE-mode rules no longer apply':
        "quitter le mode FIDE à la ronde {n} est définitif : le tournoi indiquera pour toujours qu'il n'est pas dirigé en mode FIDE (titre, impressions, export TRF), et les règles du mode FIDE ne s'appliquent plus",
    'round {round_no} as imported is not the pairing of the {system}: {text}':
        "la ronde {round_no} importée n'est pas l'appariement du {system} : {text}",
    'get black a third time in a row':
        'avoir les noirs une troisième fois de suite',
    'get white a third time in a row':
        'avoir les blancs une troisième fois de suite',
    'reach a colour difference of {difference:+d}':
        'atteindre une différence de couleurs de {difference:+d}',
    'the tournament has no pairing system set; choose one in the settings ({systems})':
        "le tournoi n'a pas de système d'appariement ; choisissez-en un dans les réglages ({systems})",
    'unknown pairing system {name!r}; choose one of {systems}':
        "système d'appariement inconnu {name!r} ; choisissez l'un de {systems}",
    'the system gave no pairing to compare with':
        "le système n'a donné aucun appariement à comparer",
    'bye: system {system}, manual {manual}':
        'exempt : système {system}, manuel {manual}',
    'same games in another board order':
        'mêmes parties dans un autre ordre des échiquiers',
    ', bye {player}':
        ', exempt {player}',
    "{source}: empty; expected a count, then one 'white black' line per board":
        "{source} : vide ; attendu un nombre, puis une ligne 'blanc noir' par échiquier",
    '{source}: line {first_no}: expected the number of lines that follow, found {first!r}':
        '{source} : ligne {first_no} : attendu le nombre de lignes qui suivent, trouvé {first!r}',
    'pairing system {name} could not be loaded: {kind}: {exc}':
        "le système d'appariement {name} n'a pas pu être chargé : {kind} : {exc}",
    'round {last} already has results and is not finished; finish it before pairing round {next} (or correct the results)':
        "la ronde {last} a déjà des résultats et n'est pas terminée ; terminez-la avant d'apparier la ronde {next} (ou corrigez les résultats)",
    'round {round} has no result at all (boards {shown}): its games will be marked adjourned and count as draws for the pairing of round {next}':
        "la ronde {round} n'a aucun résultat (échiquiers {shown}) : ses parties seront marquées ajournées et comptées nulles pour l'appariement de la ronde {next}",
    ('round {round} has no result on board ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}', 'round {round} has no result on boards ({shown}): they will be marked adjourned and count as draws for the pairing of round {next}'):
        ("la ronde {round} n'a pas de résultat à l'échiquier ({shown}) : la partie sera marquée ajournée et comptée nulle pour l'appariement de la ronde {next}", "la ronde {round} n'a pas de résultat aux échiquiers ({shown}) : les parties seront marquées ajournées et comptées nulles pour l'appariement de la ronde {next}"),
    ('adjourned game still without a result ({shown}) count as draws for the pairing', 'adjourned games still without a result ({shown}) count as draws for the pairing'):
        ("partie ajournée encore sans résultat ({shown}) comptée nulle pour l'appariement", "parties ajournées encore sans résultat ({shown}) comptées nulles pour l'appariement"),
    "{white}-{black} is not in the system's pairing":
        "{white}-{black} n'est pas dans l'appariement du système",
    "system's {white}-{black} is not paired":
        "{white}-{black} du système n'est pas apparié",
    'the pairing of round {round_no} is not the one the {system} makes ({shown}); the system pairs {boards}{bye}':
        "l'appariement de la ronde {round_no} n'est pas celui du {system} ({shown}) ; le système apparie {boards}{bye}",
    "{source}: line {line_no}: expected two player numbers 'white black', found {items!r}":
        "{source} : ligne {line_no} : attendu deux numéros de joueurs 'blanc noir', trouvé {items!r}",
    'round {round} board {board}':
        'ronde {round} échiquier {board}',
    '{white}-{black}: colours swapped (system: {system})':
        '{white}-{black} : couleurs inversées (système : {system})',
    'round {round_no} board {number}: {white} and {black} both get the colour opposite to their due':
        'ronde {round_no} échiquier {number} : {white} et {black} reçoivent tous deux la couleur opposée à leur dû',
    ('round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} has fewer points (C.04.1 c: a player of the lowest score group)', 'round {round_no}: the pairing-allocated bye goes to {bye} ({score:g} points) while {lower} have fewer points (C.04.1 c: a player of the lowest score group)'):
        ("ronde {round_no} : l'exempt va à {bye} ({score:g} points) alors que {lower} a moins de points (C.04.1 c : un joueur du groupe de score le plus bas)", "ronde {round_no} : l'exempt va à {bye} ({score:g} points) alors que {lower} ont moins de points (C.04.1 c : un joueur du groupe de score le plus bas)"),
    '{source}: line {line_no}: a second bye ({white}; {bye} already has it)':
        "{source} : ligne {line_no} : un second exempt ({white} ; {bye} l'est déjà)",
    '{source}: line {line_no}: 0 is not a player':
        "{source} : ligne {line_no} : 0 n'est pas un joueur",
    'the {system} rules could not be checked: {exc}':
        "les règles {system} n'ont pas pu être vérifiées : {exc}",
    'round {round_no} board {number}: {player} would {problem}':
        'ronde {round_no} échiquier {number} : {player} devrait {problem}',
    '{source}: line {line_no}: a board after the bye line; the bye comes last':
        "{source} : ligne {line_no} : un échiquier après la ligne de l'exempt ; l'exempt vient en dernier",
    '{source}: the file is empty':
        '{source} : le fichier est vide',
    '{source}: line {line_num}: not readable as CSV ({exc})':
        '{source} : ligne {line_num} : illisible en CSV ({exc})',
    '{path}: cannot read the file: {strerror}':
        '{path} : impossible de lire le fichier : {strerror}',
    '--map {part!r}: write COLUMN=field, e.g. FIDE-ID=fide_id':
        '--map {part!r} : écrivez COLONNE=champ, p. ex. FIDE-ID=fide_id',
    '--map {part!r}: unknown field {field!r} (fields: {fields}, or ignore)':
        '--map {part!r} : champ inconnu {field!r} (champs : {fields}, ou ignore)',
    '--map: {source} has no column {column!r} (columns: {columns})':
        "--map : {source} n'a pas de colonne {column!r} (colonnes : {columns})",
    'player {number}':
        'joueur {number}',
    "round 1 of the round robin is paired; its pairing numbers are the Berger table's and can no longer change":
        "la ronde 1 du toutes-rondes est appariée ; ses numéros d'appariement sont ceux de la table de Berger et ne peuvent plus changer",
    'round {round} is paired; C.04.2 2.3 allows no change of a pairing number after round {last} has been paired':
        "la ronde {round} est appariée ; C.04.2 2.3 ne permet plus de changer un numéro d'appariement après l'appariement de la ronde {last}",
    'player {number} needs a name':
        'le joueur {number} doit avoir un nom',
    'player {number}: rating {rating} is out of range 0-3500':
        'joueur {number} : Elo {rating} hors de la plage 0-3500',
    'player {number}: manual rating {manual} is out of range 0-3500':
        'joueur {number} : Elo manuel {manual} hors de la plage 0-3500',
    'player {number}: entry round must be 1 or later':
        "joueur {number} : la ronde d'entrée doit être 1 ou plus",
    '{where}: {problem}':
        '{where} : {problem}',
    '{where}: the name {name!r} holds a control character':
        '{where} : le nom {name!r} contient un caractère de contrôle',
    '{where}: sex {sex!r} is not m or w (f is taken for w)':
        "{where} : le sexe {sex!r} n'est ni m ni w (f est pris pour w)",
    'title':
        'titre',
    'federation':
        'fédération',
    '{where}: FIDE id {fide_id!r} must be up to 11 digits':
        "{where} : l'identifiant FIDE {fide_id!r} doit avoir au plus 11 chiffres",
    'FIDE id {fide_id}':
        'identifiant FIDE {fide_id}',
    'there is no player {number}':
        "il n'y a pas de joueur {number}",
    'round {round_no} is already paired; byes can only be requested for rounds from {next_round} on (unpair round {round_no} first)':
        "la ronde {round_no} est déjà appariée ; les byes ne peuvent être demandés que pour les rondes à partir de la {next_round} (désappariez d'abord la ronde {round_no})",
    'add player {name}':
        'ajouter le joueur {name}',
    ('import {n} player', 'import {n} players'):
        ('importer {n} joueur', 'importer {n} joueurs'),
    'cannot edit {unknown} of a player; editable: {editable}':
        "impossible de modifier {unknown} d'un joueur ; modifiables : {editable}",
    'a forbidden pair needs two players, not {a} twice':
        'une paire interdite demande deux joueurs, pas deux fois {a}',
    'a {name} bye cannot be requested; it is given by the pairing':
        "un bye « {name} » ne peut pas être demandé ; il est donné par l'appariement",
    'request a bye for player {number}':
        'demander un bye pour le joueur {number}',
    'a full-point bye for player {number} {name} in round {round_no} is deprecated in FIDE-rated events; it is recorded in the TRF export':
        "un bye d'un point pour le joueur {number} {name} à la ronde {round_no} est déconseillé dans les tournois homologués FIDE ; il est noté dans l'export TRF",
    'player {number}: rating {rating!r} is not a number':
        "joueur {number} : l'Elo {rating!r} n'est pas un nombre",
    'player {number}: manual rating {manual_rating!r} is not a number':
        "joueur {number} : l'Elo manuel {manual_rating!r} n'est pas un nombre",
    '{where}: {what} {value!r} has more than the 3 characters TRF files hold':
        '{where} : {what} {value!r} a plus que les 3 caractères que contiennent les fichiers TRF',
    'the same name and birth date {birth_date}':
        'le même nom et la date de naissance {birth_date}',
    'round {from_round} is not a round of this tournament':
        "la ronde {from_round} n'est pas une ronde de ce tournoi",
    'player {number} {old_name} is in round {first}; a player with a record can only be withdrawn':
        'le joueur {number} {old_name} figure à la ronde {first} ; un joueur qui a des résultats peut seulement se retirer',
    'player {number} {old_name} is in a forbidden pair; remove that first':
        "le joueur {number} {old_name} fait partie d'une paire interdite ; supprimez-la d'abord",
    'player number {number} is taken by {name}; the deleted entry {deleted} cannot come back under it':
        "le numéro {number} est pris par {name} ; l'inscription supprimée {deleted} ne peut pas revenir sous ce numéro",
    'player {number} {old_name} has not withdrawn':
        "le joueur {number} {old_name} ne s'est pas retiré",
    '{a} {pa_name} and {b} {pb_name} are already a forbidden pair':
        '{a} {pa_name} et {b} {pb_name} sont déjà une paire interdite',
    '{a} {pa_name} and {b} {pb_name} are not a forbidden pair':
        '{a} {pa_name} et {b} {pb_name} ne sont pas une paire interdite',
    'enters only in round {round}':
        "n'entre qu'à la ronde {round}",
    'has withdrawn from round {round}':
        "s'est retiré à partir de la ronde {round}",
    'player {number} {name} does not play in round {round_no}: {why}':
        'le joueur {number} {name} ne joue pas à la ronde {round_no} : {why}',
    "player {number} {name} may not take half-point byes (the arbiter made the player ineligible; change it in the player's entry)":
        "le joueur {number} {name} ne peut pas prendre de byes d'un demi-point (l'arbitre l'en a exclu ; modifiez-le dans sa fiche)",
    'player {number} {name} has no requested bye in round {round_no}':
        "le joueur {number} {name} n'a pas demandé de bye à la ronde {round_no}",
    'player {number} {name} already has a half-point bye (round {earlier}); a second one in round {round_no} goes beyond what the tournament usually allows':
        "le joueur {number} {name} a déjà un bye d'un demi-point (ronde {earlier}) ; un second à la ronde {round_no} dépasse ce que le tournoi permet d'habitude",
    'player {number} {name} has {what} already':
        'le joueur {number} {name} a déjà {what}',
    'entry {index} of the list ({name}) has {what} already':
        "l'inscription {index} de la liste ({name}) a déjà {what}",
    'entry {index} of the import: unknown field {unknown}':
        "inscription {index} de l'import : champ inconnu {unknown}",
    'player {number} already has round {first} in the record, so cannot enter only in round {entry_round}':
        'le joueur {number} a déjà la ronde {first} dans ses résultats, il ne peut donc pas entrer seulement à la ronde {entry_round}',
    'player {number} is paired in round {round_no}; record the forfeit there (or unpair that round) and withdraw from round {next_round}':
        'le joueur {number} est apparié à la ronde {round_no} ; notez-y le forfait (ou désappariez cette ronde) et retirez-le à partir de la ronde {next_round}',
    'player {number} has the pairing-allocated bye in round {round_no}; unpair that round first':
        "le joueur {number} est exempt à la ronde {round_no} ; désappariez d'abord cette ronde",
    'forbid the pair {a}-{b}':
        'interdire la paire {a}-{b}',
    'allow the pair {a}-{b}':
        'autoriser la paire {a}-{b}',
    'forbidden pairs change only before round 1 in FIDE mode; round {rounds_played} is paired':
        "en mode FIDE, les paires interdites ne changent qu'avant la ronde 1 ; la ronde {rounds_played} est appariée",
    'entry {index} of the import: {exc}':
        "inscription {index} de l'import : {exc}",
    'entry {index} of the import ({name}): {exc}':
        "inscription {index} de l'import ({name}) : {exc}",
    'cannot publish to {folder}: {strerror}':
        'impossible de publier dans {folder} : {strerror}',
    'unknown initial order {order!r}; choose one of {orders}':
        "ordre initial inconnu {order!r} ; choisissez l'un de {orders}",
    'round 1 is paired; pairing numbers can no longer change':
        "la ronde 1 est appariée ; les numéros d'appariement ne peuvent plus changer",
    'round {round_no} is not paired; no correction was made':
        "la ronde {round_no} n'est pas appariée ; aucune correction n'a été faite",
    'round {round_no} has no board {board} (boards 1-{n}); no correction was made':
        "la ronde {round_no} n'a pas d'échiquier {board} (échiquiers 1-{n}) ; aucune correction n'a été faite",
    'round {round_no} board {board} has no rating correction':
        "ronde {round_no} échiquier {board} : pas de correction pour l'Elo",
    'a rating correction is a final result (not pending, not adjourned)':
        "une correction pour l'Elo est un résultat définitif (ni en attente, ni ajourné)",
    'round {round_no} board {board} has no result yet; enter it first':
        "ronde {round_no} échiquier {board} : pas encore de résultat ; saisissez-le d'abord",
    'name at least one rating list file':
        'indiquez au moins un fichier de liste Elo',
    '{list} is a {kinds} list; the tournament is rated {kind}: the ratings are not compared':
        '{list} est une liste {kinds} ; le tournoi est comptabilisé en {kind} : les Elo ne sont pas comparés',
    "{list}: the list's month is not in its name or header; the list valid now is that of {wanted} (give --month YYYY/MM)":
        "{list} : le mois de la liste n'est ni dans son nom ni dans son en-tête ; la liste en vigueur maintenant est celle de {wanted} (donnez --month AAAA/MM)",
    "{list}: the list's month is not in its name or header; the list valid at the start date is that of {wanted} (give --month YYYY/MM)":
        "{list} : le mois de la liste n'est ni dans son nom ni dans son en-tête ; la liste en vigueur à la date de début est celle de {wanted} (donnez --month AAAA/MM)",
    '{list} is the list of {month}; the list valid now (an event longer than 30 days) is that of {wanted}':
        '{list} est la liste de {month} ; la liste en vigueur maintenant (un tournoi de plus de 30 jours) est celle de {wanted}',
    '{list} is the list of {month}; the list valid at the start date is that of {wanted}':
        '{list} est la liste de {month} ; la liste en vigueur à la date de début est celle de {wanted}',
    'the start date (none set)':
        'la date de début (non renseignée)',
    "K {value} is out of range {low}-{high} (FIDE's are 40, 20 and 10)":
        'K {value} hors de la plage {low}-{high} (ceux de la FIDE sont 40, 20 et 10)',
    'K {k!r} is not a whole number':
        "K {k!r} n'est pas un nombre entier",
    'export the rating report':
        'exporter le rapport Elo',
    'tournament name':
        'nom du tournoi',
    'city':
        'ville',
    'date of start':
        'date de début',
    'date of end':
        'date de fin',
    'chief arbiter':
        'arbitre principal',
    '{action}: no round is paired yet; there is nothing to rate':
        "{action} : aucune ronde n'est encore appariée ; il n'y a rien à comptabiliser",
    ' and {n} more':
        ' et {n} autres',
    'mandatory for the rating report':
        'obligatoire pour le rapport Elo',
    'mandatory for title events':
        'obligatoire pour les tournois à normes',
    'type of tournament':
        'type de tournoi',
    ' (the Tournament-Type Code Table has no code Arbiter writes for the system {system})':
        " (la table des codes de type de tournoi n'a pas de code qu'Arbiter écrive pour le système {system})",
    'tie-breaks':
        'départages',
    ' (the tournament has no tie-breaks)':
        " (le tournoi n'a pas de départages)",
    '{action}: the tie-break list cannot be written in 202: {exc}':
        '{action} : la liste des départages ne peut pas être écrite en 202 : {exc}',
    'round {round} board {board} ({white}-{black})':
        'ronde {round} échiquier {board} ({white}-{black})',
    '{tag} ({what}) is empty{detail}: {why} (TRF-2026, column R)':
        '{tag} ({what}) est vide{detail} : {why} (TRF-2026, colonne R)',
    ('132 (dates of the rounds): round {rounds} has no date: mandatory for the rating report (TRF-2026, column R)', '132 (dates of the rounds): rounds {rounds} have no date: mandatory for the rating report (TRF-2026, column R)'):
        ("132 (dates des rondes) : la ronde {rounds} n'a pas de date : obligatoire pour le rapport Elo (TRF-2026, colonne R)", "132 (dates des rondes) : les rondes {rounds} n'ont pas de date : obligatoire pour le rapport Elo (TRF-2026, colonne R)"),
    "202 of the imported file ({kept}) is replaced by the tournament's tie-breaks ({wanted}), the ones the rank column follows":
        'le 202 du fichier importé ({kept}) est remplacé par les départages du tournoi ({wanted}), ceux que suit la colonne du rang',
    '{n} of {total_rounds} rounds are paired: the report covers rounds 1-{n}':
        '{n} rondes sur {total_rounds} sont appariées : le rapport couvre les rondes 1-{n}',
    'player {number} {name}: the rating {rating} is from {source}; the list valid at the start date is that of {wanted} (arbiter-cli check-ratings)':
        "joueur {number} {name} : l'Elo {rating} vient de {source} ; la liste en vigueur à la date de début est celle de {wanted} (arbiter-cli check-ratings)",
    'player {number} {name}: the FIDE number (cols 58-68) is empty: mandatory for the rating report (TRF-2026, column R)':
        'joueur {number} {name} : le numéro FIDE (col. 58-68) est vide : obligatoire pour le rapport Elo (TRF-2026, colonne R)',
    '(none)':
        '(aucun)',
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        "{text!r} n'est pas une date ; attendu AAAA-MM-JJ, AAAA/MM/JJ ou AA/MM/JJ",
    'there is no round {round_no}':
        "il n'y a pas de ronde {round_no}",
    'no round is paired yet':
        "aucune ronde n'est encore appariée",
    'rounds 1-{n} are paired':
        'les rondes 1-{n} sont appariées',
    'import {name}':
        'importer {name}',
    'pair round {next_round}':
        'apparier la ronde {next_round}',
    'save the manual pairing of round {round_no}':
        "enregistrer l'appariement manuel de la ronde {round_no}",
    'the pairing system is fixed once round 1 is paired':
        "le système d'appariement est figé dès que la ronde 1 est appariée",
    "the number of rounds announced changes (the last rounds' pairings follow other rules)":
        "le nombre de rondes annoncé change (les appariements des dernières rondes suivent d'autres règles)",
    'every score and the later pairings change':
        'tous les scores et les appariements suivants changent',
    'the scores of the players who had the bye change':
        'les scores des joueurs qui ont été exempts changent',
    'the standings are ranked otherwise':
        'le classement est établi autrement',
    'the end date {end} is before the start date {start}':
        'la date de fin {end} est avant la date de début {start}',
    'the tournament needs a name':
        'le tournoi doit avoir un nom',
    'auto_rank_before_round1 must be True or False':
        'auto_rank_before_round1 doit être True ou False',
    ('unknown setting: {names}', 'unknown settings: {names}'):
        ('réglage inconnu : {names}', 'réglages inconnus : {names}'),
    'change the settings':
        'modifier les réglages',
    '{read_only_reason}; nothing was changed':
        "{read_only_reason} ; rien n'a été modifié",
    '{text} after round {n} is paired: {why}':
        "{text} après l'appariement de la ronde {n} : {why}",
    'the rules pair it otherwise now (its pairing stays; the arbiter decides)':
        "les règles l'apparient autrement maintenant (son appariement reste ; l'arbitre décide)",
    'the rules pair it otherwise with the new points (its pairing stays; the arbiter decides)':
        "avec les nouveaux points, les règles l'apparient autrement (son appariement reste ; l'arbitre décide)",
    'pair it by hand':
        'appariez-la à la main',
    'the arbiter must decide (pair it by hand)':
        "l'arbitre doit décider (appariez-la à la main)",
    'round {round_no} cannot be paired by {system_name}: {exc}; {hint}':
        'la ronde {round_no} ne peut pas être appariée par {system_name} : {exc} ; {hint}',
    'the {system_name} pairing of round {round_no} failed ({kind}: {exc}); nothing was saved; please report this, and pair the round by hand meanwhile':
        "l'appariement {system_name} de la ronde {round_no} a échoué ({kind} : {exc}) ; rien n'a été enregistré ; merci de le signaler, et appariez la ronde à la main en attendant",
    'scoring must be a Scoring':
        'scoring doit être un Scoring',
    'point system {points_text}: {problem}':
        'barème {points_text} : {problem}',
    'tie-break rules must be one of {editions} or empty (the edition in force at the start date), not {tiebreak_rules!r}':
        "les règles de départage doivent être l'une de {editions} ou vides (l'édition en vigueur à la date de début), pas {tiebreak_rules!r}",
    '{left_out} cannot break ties in a round robin (C.07: BH, FB and AOB are tie-breaks of Swiss events); choose others, e.g. SB, DE, WIN, KS':
        "{left_out} ne peut pas départager un toutes-rondes (C.07 : BH, FB et AOB sont des départages de tournois suisses) ; choisissez-en d'autres, p. ex. SB, DE, WIN, KS",
    '{trf_path}: {strerror}':
        '{trf_path} : {strerror}',
    '{trf_path}: the file names no pairing system Arbiter knows; choose one (--system)':
        "{trf_path} : le fichier ne nomme aucun système d'appariement connu d'Arbiter ; choisissez-en un (--system)",
    'round {round_no} is not paired ({paired})':
        "la ronde {round_no} n'est pas appariée ({paired})",
    'the initial colour cannot change once round 1 is paired':
        'la couleur initiale ne peut plus changer une fois la ronde 1 appariée',
    'the {system_name} pairing of round {round_no} is not usable: {problems}; nothing was saved':
        "l'appariement {system_name} de la ronde {round_no} est inutilisable : {problems} ; rien n'a été enregistré",
    'the tournament changed meanwhile; nothing was saved, please try again':
        "le tournoi a changé entre-temps ; rien n'a été enregistré, réessayez",
    'no round is paired':
        "aucune ronde n'est appariée",
    'round {last} already has results (board {done}); it cannot be unpaired':
        'la ronde {last} a déjà des résultats (échiquier {done}) ; elle ne peut pas être désappariée',
    'round {round_no} has no board {board} (boards 1-{count}); no result was recorded':
        "la ronde {round_no} n'a pas d'échiquier {board} (échiquiers 1-{count}) ; aucun résultat n'a été noté",
    'change the result of round {round_no} board {board}':
        'modifier le résultat de la ronde {round_no}, échiquier {board}',
    'record {value} on board {board} of round {round_no}':
        "noter {value} à l'échiquier {board} de la ronde {round_no}",
    'initial colour must be white or black, not {initial_colour!r}':
        'la couleur initiale doit être white ou black, pas {initial_colour!r}',
    'round {round_no} is not paired ({paired}); no result was recorded':
        "la ronde {round_no} n'est pas appariée ({paired}) ; aucun résultat n'a été noté",
    'round {round_no} is older than the previous round ({rounds_played}); in FIDE mode only the results of rounds {first}-{last} can be changed (board {board} {white}-{black} keeps {value})':
        "la ronde {round_no} est antérieure à l'avant-dernière ronde ({rounds_played}) ; en mode FIDE, seuls les résultats des rondes {first}-{last} peuvent changer (l'échiquier {board} {white}-{black} garde {value})",
    '{name}: {exc}':
        '{name} : {exc}',
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw for the pairing of the rounds after it; its result {value} is not a draw':
        "ronde {round_no} échiquier {board} ({white}-{black}) : la partie était ajournée et comptée nulle pour l'appariement des rondes suivantes ; son résultat {value} n'est pas nul",
    'round {round_no} board {board} ({white}-{black}) was adjourned and counted as a draw; its result {value} is not a draw':
        "ronde {round_no} échiquier {board} ({white}-{black}) : la partie était ajournée et comptée nulle ; son résultat {value} n'est pas nul",
    'rating type {kind!r} is not one of {kinds}':
        "le type d'Elo {kind!r} n'est pas l'un de {kinds}",
    'tie order {order!r} is not one of {orders}':
        "l'ordre des ex aequo {order!r} n'est pas l'un de {orders}",
    'rating method {method!r} is not one of {methods} (TRF-2026 record 172)':
        "la méthode d'Elo {method!r} n'est pas l'une de {methods} (TRF-2026, enregistrement 172)",
    'rating federation {federation!r} is not a 3-letter FIDE code':
        "la fédération d'Elo {federation!r} n'est pas un code FIDE de 3 lettres",
    'the rating method {method} reads national ratings: name their federation (e.g. NED), or give the tournament a federation':
        "la méthode d'Elo {method} lit des Elo nationaux : indiquez leur fédération (p. ex. NED), ou donnez une fédération au tournoi",
    "the seed of the drawing of lots cannot contain ';' or a line break":
        "la graine du tirage au sort ne peut pas contenir ';' ni de saut de ligne",
    'player {unknown} is not in the tournament; the order of tied players was not changed':
        "le joueur {unknown} n'est pas dans le tournoi ; l'ordre des ex aequo n'a pas été modifié",
    'a player is named twice in the order of tied players':
        "un joueur est nommé deux fois dans l'ordre des ex aequo",
    '{action}: {warnings}; nothing was changed (confirm to go ahead)':
        "{action} : {warnings} ; rien n'a été modifié (confirmez pour continuer)",
    '{action}: possible only outside FIDE mode; nothing was changed':
        "{action} : possible seulement hors du mode FIDE ; rien n'a été modifié",
    '{action}: nothing was changed; add --confirm to go ahead':
        "{action} : rien n'a été modifié ; ajoutez --confirm pour continuer",
    'warning (level {level}): {text}':
        'avertissement (niveau {level}) : {text}',
    'This action':
        'Cette action',
    # -- point systems (services/points.py) ------------------------------------
    'points for a win':
        "les points d'un gain",
    'points for a draw':
        "les points d'une nulle",
    'points for a loss':
        "les points d'une défaite",
    'points for an absence or forfeit loss':
        "les points d'une absence ou d'une perte par forfait",
    'points for the pairing-allocated bye':
        "les points de l'exempt attribué par l'appariement",
    'points for an unknown (adjourned) result':
        "les points d'un résultat inconnu (ajourné)",
    '{item!r}: write LETTER=POINTS with LETTER one of {letters} (e.g. W=3,D=1,L=0,P=3)':
        '{item!r} : écrivez LETTRE=POINTS avec LETTRE parmi {letters} (p. ex. W=3,D=1,L=0,P=3)',
    '{item!r}: {letter} is given twice':
        '{item!r} : {letter} est donné deux fois',
    '{item!r}: {number!r} is not a number':
        "{item!r} : {number!r} n'est pas un nombre",
    '{item!r}: {number!r} is not a number of points':
        "{item!r} : {number!r} n'est pas un nombre de points",
    '{what} is not a number':
        '{what} ne sont pas un nombre',
    '{what} cannot be negative':
        '{what} ne peuvent pas être négatifs',
    '{what}: points are 0 to {most} with at most one decimal (as TRF-2026 writes them)':
        '{what} : les points vont de 0 à {most} avec au plus une décimale (comme les écrit TRF-2026)',
    'a win (W={w}) must be worth more than a loss (L={l})':
        "un gain (W={w}) doit valoir plus qu'une défaite (L={l})",
    'a loss (L={l}) cannot be worth more than a draw (D={d})':
        "une défaite (L={l}) ne peut pas valoir plus qu'une nulle (D={d})",
    'a draw (D={d}) cannot be worth more than a win (W={w})':
        "une nulle (D={d}) ne peut pas valoir plus qu'un gain (W={w})",
    'two draws (2 × D = {two_draws}) cannot be worth more than a win and a loss (W + L = {win_loss}) (FIDE checklist Q74)':
        "deux nulles (2 × D = {two_draws}) ne peuvent pas valoir plus qu'un gain et une défaite (W + L = {win_loss}) (liste de contrôle FIDE Q74)",
    'an absence or forfeit loss (A={a}) cannot be worth more than a loss over the board (L={l})':
        "une absence ou une perte par forfait (A={a}) ne peut pas valoir plus qu'une défaite sur l'échiquier (L={l})",
    'the pairing-allocated bye (P={p}) cannot be worth more than a win (W={w}) (FIDE checklist Q81)':
        "l'exempt attribué par l'appariement (P={p}) ne peut pas valoir plus qu'un gain (W={w}) (liste de contrôle FIDE Q81)",
    'with the standard point system the pairing-allocated bye is 1, ½ or 0 points, not {p} (FIDE checklist Q83)':
        "avec le barème standard, l'exempt attribué par l'appariement vaut 1, ½ ou 0 point, pas {p} (liste de contrôle FIDE Q83)",
    'the pairing-allocated bye (P={p}) must be worth what a game can give: a win (W={w}), a draw (D={d}) or a loss (L={l}), or 0 points (FIDE checklist Q84)':
        "l'exempt attribué par l'appariement (P={p}) doit valoir ce qu'une partie peut donner : un gain (W={w}), une nulle (D={d}) ou une défaite (L={l}), ou 0 point (liste de contrôle FIDE Q84)",
    'a forfeit win scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        'un gain par forfait compte comme un gain (W), {wanted} points, pas {value} (TRF-2026, enregistrement 162)',
    'a full-point bye scores a win (W), {wanted} points, not {value} (TRF-2026 record 162)':
        "un bye d'un point compte comme un gain (W), {wanted} points, pas {value} (TRF-2026, enregistrement 162)",
    'a half-point bye scores a draw (D), {wanted} points, not {value} (TRF-2026 record 162)':
        "un bye d'un demi-point compte comme une nulle (D), {wanted} points, pas {value} (TRF-2026, enregistrement 162)",
    'a forfeit loss scores an absence (A), {wanted} points, not {value} (TRF-2026 record 162)':
        'une perte par forfait compte comme une absence (A), {wanted} points, pas {value} (TRF-2026, enregistrement 162)',
    # -- the tournament service: import notes, manual pairings, changes after round 1 (services/service.py) ---
    '{name}: the file asks for the Baku acceleration, but {system} is paired without acceleration (only the Dutch system accelerates); the setting was left out':
        "{name} : le fichier demande l'accélération de Bakou, mais {system} s'apparie sans accélération (seul le système hollandais accélère) ; le réglage a été laissé de côté",
    ' (and {n} more)':
        ' (et {n} autres)',
    'the pairing of round {round_no} cannot be saved: {problem}{more}; nothing was saved':
        "l'appariement de la ronde {round_no} ne peut pas être enregistré : {problem}{more} ; rien n'a été enregistré",
    ('the pairing of round {round_no} breaks {n} rule ({problem}); nothing was saved', 'the pairing of round {round_no} breaks {n} rules ({problem}); nothing was saved'):
        ("l'appariement de la ronde {round_no} enfreint {n} règle ({problem}) ; rien n'a été enregistré", "l'appariement de la ronde {round_no} enfreint {n} règles ({problem}) ; rien n'a été enregistré"),
    'start date':
        'date de début',
    'end date':
        'date de fin',
    "a round robin's cycles, swap and Berger numbers are fixed once round 1 is paired":
        "les cycles, l'inversion et les numéros de Berger d'un toutes-rondes sont figés dès que la ronde 1 est appariée",
    'round {n}, the last round, re-checked: {what}':
        'ronde {n}, la dernière ronde, revérifiée : {what}',
    'round {n}, no longer the last round, re-checked: {what}':
        "ronde {n}, qui n'est plus la dernière, revérifiée : {what}",
    'round {round} re-checked: {what}':
        'ronde {round} revérifiée : {what}',
    'pairing system {old} -> {new}':
        "système d'appariement {old} -> {new}",
    'number of rounds {old} -> {new}':
        'nombre de rondes {old} -> {new}',
    'point system {old} -> {new}':
        'barème {old} -> {new}',
    'pairing-allocated bye {old} -> {new} points':
        "exempt attribué par l'appariement {old} -> {new} points",
    'acceleration {old} -> {new}':
        'accélération {old} -> {new}',
    ' (rules {rules})':
        ' (règles {rules})',
    'by date':
        'selon la date',
    'tie-breaks {old} -> {new}':
        'départages {old} -> {new}',
    # -- the backups (services/backups.py) -------------------------------------
    'before the update to file format {format}':
        'avant la mise à jour au format de fichier {format}',
    'cannot be restored':
        'ne peut pas être restaurée',
    # -- round robin settings, tie-break rating, long events (services/round_robin.py, settings.py, starting_rank.py) ---
    'unknown round-robin setting {name!r}; known: {known}':
        'réglage de toutes-rondes inconnu {name!r} ; connus : {known}',
    'cycles: {cycles!r} is not a number':
        "cycles : {cycles!r} n'est pas un nombre",
    'cycles: 1 or more (0: as many as the rounds need)':
        "cycles : 1 ou plus (0 : autant qu'il en faut pour les rondes)",
    'swap: on or off, not {swap!r}':
        'inversion : on ou off, pas {swap!r}',
    'the Berger numbers come from lots or from an order set by hand, not both':
        "les numéros de Berger viennent d'un tirage au sort ou d'un ordre fixé à la main, pas des deux",
    'Berger order {order!r}: pairing numbers separated by commas, e.g. 3,1,4,2':
        "ordre de Berger {order!r} : des numéros d'appariement séparés par des virgules, p. ex. 3,1,4,2",
    'Berger order {order!r} names a player twice':
        "l'ordre de Berger {order!r} nomme un joueur deux fois",
    "the tie-breaks' rating {value!r} is not 'first', 'round' or a round number":
        "l'Elo des départages {value!r} n'est ni 'first', ni 'round', ni un numéro de ronde",
    'the event is longer than 30 days: its ratings change from round to round, and rating-based tie-breaks ({tiebreaks}) are not recommended; they read the rating {which}':
        "le tournoi dure plus de 30 jours : ses Elo changent d'une ronde à l'autre, et les départages fondés sur l'Elo ({tiebreaks}) sont déconseillés ; ils lisent l'Elo {which}",
    'at the start':
        'du départ',
    'of each round':
        'de chaque ronde',
    'valid in round {round}':
        'en vigueur à la ronde {round}',
    '{method}, national ratings of {federation}':
        '{method}, Elo nationaux de {federation}',
    # -- the audit log's actions, shown translated in its dialog (kept English in the file) --
    'create':
        'création',
    'import':
        'import',
    'import note':
        "note d'import",
    'Import':
        'Import',
    'Configuration':
        'Configuration',
    'Full-point bye':
        "Bye d'un point",
    'Leave FIDE mode':
        'Sortie du mode FIDE',
    'Adjournment':
        'Ajournement',
    'Rating correction':
        "Correction pour l'Elo",
    'Berger numbers':
        'Numéros de Berger',
    'national rating':
        'classement national',
    'add player':
        "ajout d'un joueur",
    'edit player':
        "modification d'un joueur",
    'remove player':
        "suppression d'un joueur",
    'restore player':
        "rétablissement d'un joueur",
    're-admit player':
        "réintégration d'un joueur",
    'renumber players':
        'renumérotation des joueurs',
    'renumber players before round 1':
        'renumérotation des joueurs avant la ronde 1',
    'request bye':
        'demande de bye',
    'cancel bye':
        'annulation de bye',
    'half-point byes closed':
        "byes d'un demi-point fermés",
    'import players':
        'import de joueurs',
    'expel player':
        "exclusion d'un joueur",
    'withdraw player':
        "retrait d'un joueur",
    'forbid pair':
        'paire interdite',
    'allow pair':
        'paire permise',
    'publish settings':
        'paramètres de publication',
    'ratings from list':
        'classements Elo de la liste',
    'set K':
        'coefficient K fixé',
    'settings':
        'paramètres',
    'ratings by round':
        'classements Elo par ronde',
    'round date':
        'date de la ronde',
    'pair round':
        'appariement de la ronde',
    'manual pairing':
        'appariement manuel',
    'unpair round':
        "annulation de l'appariement",
    'result':
        'résultat',
    'initial colour drawn by lot':
        'couleur initiale tirée au sort',
    'tie order':
        'ordre des ex aequo',
    'drawing of lots for ties':
        'tirage au sort des ex aequo',
    # -- issue 34: tournament files from elsewhere ---
    'the number of rounds must be a whole number from 1 to {most}, not {total_rounds!r}':
        'le nombre de rondes doit être un entier de 1 à {most}, pas {total_rounds!r}',
    # -- issue 34: backups ---
    'no backups of {file} (they are taken before each round is paired and after its last result, in {folder})':
        "aucune sauvegarde de {file} (elles sont faites avant l'appariement de chaque ronde et après son dernier résultat, dans {folder})",
    "List the backups of the tournament file, newest first: those taken before each round was paired, after each round's last result and, in the window, while results came in (the newest 20 are kept, and the newest 3 of those taken while results came in). For each: time (local), why it was taken, the rounds and results it holds, and its path for 'arbiter-cli restore'. They are found by the tournament's own id, so a moved or renamed file still lists them. The tournament file itself need not open (or exist any more): give the path it had.":
        "Liste les sauvegardes du fichier de tournoi, la plus récente d'abord : celles faites avant l'appariement de chaque ronde, après le dernier résultat de chaque ronde et, dans la fenêtre, pendant la saisie des résultats (les 20 plus récentes sont gardées, plus les 3 plus récentes de celles faites pendant la saisie des résultats). Pour chacune : heure (locale), pourquoi elle a été faite, les rondes et résultats qu'elle contient, et son chemin pour 'arbiter-cli restore'. Elles sont retrouvées par l'identifiant propre du tournoi : un fichier déplacé ou renommé les liste encore. Le fichier de tournoi lui-même n'a pas besoin de s'ouvrir (ni même d'exister encore) : donnez le chemin qu'il avait.",
    'go ahead despite the warnings (a last round with no result at all: its games are marked adjourned; a backup that cannot be written)':
        'continuer malgré les avertissements (une dernière ronde sans aucun résultat : ses parties sont marquées ajournées ; une sauvegarde qui ne peut pas être écrite)',
    'There are no backups of {name}. Arbiter makes one before each round is paired and after its last result.':
        "Il n'y a pas de sauvegarde de {name}. Arbiter en fait une avant l'appariement de chaque ronde et après son dernier résultat.",
    'Backups of {tournament}, newest first: taken before each round was paired, after its last result and while results came in. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        "Sauvegardes de {tournament}, la plus récente d'abord : faites avant l'appariement de chaque ronde, après son dernier résultat et pendant la saisie des résultats. Celle choisie est restaurée comme un fichier de tournoi à part et ouverte ; le fichier sauvegardé reste tel quel.",
    'the backup copy of {name} could not be written in {folder}: {reason}':
        "la sauvegarde de {name} n'a pas pu être écrite dans {folder} : {reason}",
    '{problem}; round {round} would be paired without a backup of the tournament as it is now':
        '{problem} ; la ronde {round} serait appariée sans sauvegarde du tournoi dans son état actuel',
    '{problem}; the results of round {round} are saved in the tournament file, but no backup holds them yet':
        '{problem} ; les résultats de la ronde {round} sont enregistrés dans le fichier de tournoi, mais aucune sauvegarde ne les contient encore',
    '{problem}; the result is saved in the tournament file, but no backup holds it yet (tried again in 10 minutes)':
        '{problem} ; le résultat est enregistré dans le fichier de tournoi, mais aucune sauvegarde ne le contient encore (nouvel essai dans 10 minutes)',
    'after the last result of round {round}':
        'après le dernier résultat de la ronde {round}',
    'while the results of round {round} came in':
        'pendant la saisie des résultats de la ronde {round}',
    # -- issue 34: options the services read, checked at open ---
    '{item!r} is not a round from 1 to {most}':
        "{item!r} n'est pas une ronde de 1 à {most}",
    'line {line} is not a national rating record':
        "la ligne {line} n'est pas un enregistrement de classement national",
    'tournament row 1: option {key}: {problem}':
        'tournament, ligne 1 : option {key} : {problem}',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    'the file says NOT IN FIDE MODE: the tournament stays outside FIDE mode (it cannot be re-entered)':
        'le fichier indique NOT IN FIDE MODE : le tournoi reste hors du mode FIDE (on ne peut pas y revenir)',
    "the file's point system (162) {points}: {problem}; imported outside FIDE mode":
        'le système de points du fichier (162) {points} : {problem} ; importé hors du mode FIDE',
    "the file's point system (162) {points} cannot be imported: {problem}":
        'le système de points du fichier (162) {points} ne peut pas être importé : {problem}',
    "the file's point system (162) {points} is not allowed in FIDE mode: {problem}; imported, the tournament is outside FIDE mode for good":
        "le système de points du fichier (162) {points} n'est pas admis en mode FIDE : {problem} ; importé, le tournoi est hors du mode FIDE définitivement",
    ('{n} round of {n} is paired; raise the number of rounds in the settings to pair another', 'all {n} rounds are paired; raise the number of rounds in the settings to pair another'):
        ('{n} ronde sur {n} est appariée ; augmentez le nombre de rondes dans les réglages pour en apparier une autre', 'les {n} rondes sont appariées ; augmentez le nombre de rondes dans les réglages pour en apparier une autre'),
    ('{source}: line {first_no} announces {n} line but {lines} follow', '{source}: line {first_no} announces {n} lines but {lines} follow'):
        ('{source} : la ligne {first_no} annonce {n} ligne mais {lines} suivent', '{source} : la ligne {first_no} annonce {n} lignes mais {lines} suivent'),
    ('{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} round without two players meeting twice (C.04.1 b); add players or lower the number of rounds', '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {n} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds'):
        ('{total_rounds} rondes avec {players} joueurs : un système suisse ne peut pas apparier plus de {n} ronde sans que deux joueurs se rencontrent deux fois (C.04.1 b) ; ajoutez des joueurs ou réduisez le nombre de rondes', '{total_rounds} rondes avec {players} joueurs : un système suisse ne peut pas apparier plus de {n} rondes sans que deux joueurs se rencontrent deux fois (C.04.1 b) ; ajoutez des joueurs ou réduisez le nombre de rondes'),
    ('there is no round {round_no}; the tournament has {n} round', 'there is no round {round_no}; the tournament has {n} rounds'):
        ("il n'y a pas de ronde {round_no} ; le tournoi a {n} ronde", "il n'y a pas de ronde {round_no} ; le tournoi a {n} rondes"),
    ('PROVISIONAL STANDINGS: {n} result is missing ({where})', 'PROVISIONAL STANDINGS: {n} results are missing ({where})'):
        ('CLASSEMENT PROVISOIRE : {n} résultat manque ({where})', 'CLASSEMENT PROVISOIRE : {n} résultats manquent ({where})'),
    'round {round} board {board} ({white}-{black}, adjourned)':
        'ronde {round} échiquier {board} ({white}-{black}, ajournée)',
    ('{action}: {n} result is missing ({shown}); enter it first: the report is final (FIDE checklist Q161, Q169)', '{action}: {n} results are missing ({shown}); enter them first: the report is final (FIDE checklist Q161, Q169)'):
        ("{action} : {n} résultat manque ({shown}) ; saisissez-le d'abord : le rapport est définitif (liste de contrôle FIDE Q161, Q169)", "{action} : {n} résultats manquent ({shown}) ; saisissez-les d'abord : le rapport est définitif (liste de contrôle FIDE Q161, Q169)"),
    ('{n} round is already paired; the number of rounds cannot be {total_rounds}', '{n} rounds are already paired; the number of rounds cannot be {total_rounds}'):
        ('{n} ronde est déjà appariée ; le nombre de rondes ne peut pas être {total_rounds}', '{n} rondes sont déjà appariées ; le nombre de rondes ne peut pas être {total_rounds}'),
    ('player {players} is not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed', 'players {players} are not tied with anybody after the last tie-break (the standings after round {round}); the order of tied players was not changed'):
        ("le joueur {players} n'est à égalité avec personne après le dernier départage (le classement après la ronde {round}) ; l'ordre des joueurs à égalité n'a pas été modifié", "les joueurs {players} ne sont à égalité avec personne après le dernier départage (le classement après la ronde {round}) ; l'ordre des joueurs à égalité n'a pas été modifié"),
    # -- players: entering and importing players (issue 35) ---
    '{field}: {text!r} is not a date; write it as {spellings}':
        "{field} : {text!r} n'est pas une date ; écrivez-la sous la forme {spellings}",
    '{field}: {text!r} is not a date; write it as {spellings}, or the year alone (1981)':
        "{field} : {text!r} n'est pas une date ; écrivez-la sous la forme {spellings}, ou l'année seule (1981)",
    'the late entry changes pairing numbers (C.04.2 2.4): {places}; players {changes}':
        "l'inscription tardive change des numéros d'appariement (C.04.2 2.4) : {places} ; joueurs {changes}",
    'the same name':
        'le même nom',
    '{rating} ({kind}, {source})':
        '{rating} ({kind}, {source})',
    'list':
        'liste',
    ('player {number} has {n} list rating to pick from; choose 1', 'player {number} has {n} list ratings to pick from; choose 1 to {n}'):
        ('le joueur {number} a {n} Elo de liste à choisir ; choisissez 1', 'le joueur {number} a {n} Elo de liste à choisir ; choisissez de 1 à {n}'),
    'player {number} has no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        "le joueur {number} n'a aucun Elo de liste à choisir (mettez d'abord les Elo à jour depuis les listes : check-ratings --update)",
    # -- ftrf06: TRF06 import (Q47) ---
    '{trf_path}: read as TRF06, which has no record for the pairing system, and its 092 line names none Arbiter knows; choose one (--system)':
        "{trf_path} : lu comme TRF06, qui n'a pas d'enregistrement pour le système d'appariement, et sa ligne 092 n'en nomme aucun que connaisse Arbiter ; choisissez-en un (--system)",
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change pairing numbers':
        "changer les numéros d'appariement",
    'the new order must name every pairing number 1-{count} once ({problems})':
        "le nouvel ordre doit citer chaque numéro d'appariement de 1 à {count} une fois ({problems})",
    'the new pairing numbers do not follow the initial ranking list (C.04.2 2.2-2.3): by rating the players would be renumbered {changes}':
        "les nouveaux numéros d'appariement ne suivent pas la liste de départ (C.04.2 2.2-2.3) : selon le classement Elo, les joueurs seraient renumérotés {changes}",
    'round {round} is paired: after the start C.04.2 2.3-2.5 allow new pairing numbers only for corrected ranking data or a late entry, until round {last} is paired; the games of the paired rounds follow their players':
        "la ronde {round} est appariée : après le début, C.04.2 2.3-2.5 n'admettent de nouveaux numéros d'appariement que pour des données de classement corrigées ou une inscription tardive, jusqu'à l'appariement de la ronde {last} ; les parties des rondes appariées suivent leurs joueurs",
    'the automatic ranking before round 1 is switched off, so that these pairing numbers are kept':
        "le classement automatique avant la ronde 1 est désactivé, afin que ces numéros d'appariement soient conservés",
    '--move {n}:{m}: {which} must be a pairing number from 1 to {count}':
        "--move {n}:{m} : {which} doit être un numéro d'appariement de 1 à {count}",
    'given twice: {numbers}':
        'donnés deux fois : {numbers}',
    'missing: {numbers}':
        'manquants : {numbers}',
    'no such player: {numbers}':
        'aucun joueur ne porte : {numbers}',
    # -- fplayoff: play-off results for tied places (Q207) ---
    'the play-off decides ties after the tie-breaks (tiebreaks) or on points (points), not {scope!r}':
        'le barrage décide des ex aequo après les départages (tiebreaks) ou aux points (points), pas {scope!r}',
    '{problem}; the play-off was not entered':
        "{problem} ; le barrage n'a pas été saisi",
    'player {unknown} is not in the tournament; the play-off was not entered':
        "le joueur {unknown} n'est pas dans le tournoi ; le barrage n'a pas été saisi",
    'player {number}: a play-off score is from 0 to 1000; the play-off was not entered':
        "joueur {number} : un score de barrage va de 0 à 1000 ; le barrage n'a pas été saisi",
    ('player {players} is not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered', 'players {players} are not tied with another player of the play-off ({how}, after round {round}); the play-off was not entered'):
        ("le joueur {players} n'est ex aequo avec aucun autre joueur du barrage ({how}, après la ronde {round}) ; le barrage n'a pas été saisi", "les joueurs {players} ne sont ex aequo avec aucun autre joueur du barrage ({how}, après la ronde {round}) ; le barrage n'a pas été saisi"),
    'after the last tie-break':
        'après le dernier départage',
    'on points':
        'aux points',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players {value!r} is not 'none', a rating, 'floor' or 'performance'":
        "l'Elo des joueurs non classés {value!r} n'est ni 'none', ni un Elo, ni 'floor', ni 'performance'",
    # -- fsmall: FIDE checklist Q109-110, Q167 ---
    'the acceleration is fixed once round 1 is paired (its virtual points decided the pairings so far)':
        "l'accélération est fixée dès que la ronde 1 est appariée (ses points virtuels ont décidé les appariements jusqu'ici)",
    'an unknown (adjourned) result (X={x}) scores a draw (D={d}) until its result is entered: no other provisional score (FIDE checklist Q167)':
        "un résultat inconnu (partie ajournée, X={x}) compte comme une nulle (D={d}) jusqu'à la saisie de son résultat : aucun autre score provisoire (liste de contrôle FIDE Q167)",
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    ('FIDE rating list of {month}, downloaded on {day}: {n} player ({path})', 'FIDE rating list of {month}, downloaded on {day}: {n} players ({path})'):
        ('liste Elo FIDE de {month}, téléchargée le {day} : {n} joueur ({path})', 'liste Elo FIDE de {month}, téléchargée le {day} : {n} joueurs ({path})'),
    'the local copy of {day} is kept':
        'la copie locale du {day} est conservée',
    'there is no local copy yet':
        "il n'y a pas encore de copie locale",
    'FIDE rating list not updated from {url}: {reason}; {kept}':
        'liste Elo FIDE non mise à jour depuis {url} : {reason} ; {kept}',
    "no local copy of FIDE's rating list yet (update it while online)":
        'pas encore de copie locale de la liste Elo FIDE (mettez-la à jour en ligne)',
    "local copy of FIDE's rating list: {path} (date unknown)":
        'copie locale de la liste Elo FIDE : {path} (date inconnue)',
    'only http:// and https:// addresses are downloaded':
        'seules les adresses http:// et https:// sont téléchargées',
    "the zip file holds {n} files; FIDE's holds one rating list":
        'le fichier zip contient {n} fichiers ; celui de la FIDE contient une seule liste Elo',
    "the zip file's member {name!r} is not a plain .txt or .xml rating list":
        "le fichier {name!r} du zip n'est pas une simple liste Elo .txt ou .xml",
    'the server answered {code} {reason}':
        'le serveur a répondu {code} {reason}',
    'cannot reach it ({reason}); is the computer online?':
        "impossible de l'atteindre ({reason}) ; l'ordinateur est-il en ligne ?",
    'the download failed ({reason})':
        'le téléchargement a échoué ({reason})',
    'not a zip file ({problem})':
        'pas un fichier zip ({problem})',
    'cannot make the folder {folder} ({reason})':
        'impossible de créer le dossier {folder} ({reason})',
    'the list holds no player':
        'la liste ne contient aucun joueur',
    'the file is {size} bytes, more than {limit}':
        'le fichier fait {size} octets, plus de {limit}',
    'not a FIDE rating list ({problem})':
        'pas une liste Elo FIDE ({problem})',
    'the file is more than {limit} bytes':
        'le fichier fait plus de {limit} octets',
    # -- main: Q129, a rating of the arbiter's own list to pick from ---
    '{rating} ({source})':
        '{rating} ({source})',
}
