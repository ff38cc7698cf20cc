"""Français: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms); docs/languages.md says how to add or change one."""

# flake8: noqa: E501
NPLURALS = 2


def plural(n: int) -> int:
    """0: 0 and 1 (« 1 joueur », « 0 joueur »); 1: the others."""
    return 0 if n <= 1 else 1


MESSAGES = {
    # -- the undo and redo texts of the window (ui/commands.py) ----------------------------
    'request a half point bye of player {number} in round {round_no}':
        "demande d'un bye d'un demi-point du joueur {number} à la ronde {round_no}",
    'request a full point bye of player {number} in round {round_no}':
        "demande d'un bye d'un point du joueur {number} à la ronde {round_no}",
    'request a zero point bye of player {number} in round {round_no}':
        "demande d'un bye à zéro point du joueur {number} à la ronde {round_no}",
    'request a pairing allocated bye of player {number} in round {round_no}':
        "demande d'exempt pour le joueur {number} à la ronde {round_no}",
    'Redo {action}':
        'Rétablir {action}',
    'Undo {action}':
        'Annuler {action}',
    'delete player {number} {name}':
        'suppression du joueur {number} {name}',
    'edit player {number}':
        'modification du joueur {number}',
    're-admit player {number}':
        'réadmission du joueur {number}',
    'cancel the bye of player {number} in round {round_no}':
        'annulation du bye du joueur {number} à la ronde {round_no}',
    'result {result} on board {board} of round {round_no}':
        "résultat {result} à l'échiquier {board} de la ronde {round_no}",
    'pair round {round_no}':
        'appariement de la ronde {round_no}',
    'manual pairing of round {round_no}':
        'appariement manuel de la ronde {round_no}',
    'unpair round {round_no}':
        'désappariement de la ronde {round_no}',
    'date of round {round_no}':
        'date de la ronde {round_no}',
    'change tournament settings':
        'modification des réglages du tournoi',
    'rating correction of board {board} of round {round_no}':
        "correction pour l'Elo de l'échiquier {board} de la ronde {round_no}",
    'tied places':
        'places ex aequo',
    'expel player {number}':
        'exclusion du joueur {number}',
    'withdraw player {number}':
        'retrait du joueur {number}',
    'Pairing this round again gave a different pairing than before the undo; check the new round.':
        "Apparier de nouveau cette ronde a donné un autre appariement qu'avant l'annulation ; vérifiez la nouvelle ronde.",
    'cleared':
        'effacé',
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
    'round {round_no} as imported is not the {system} pairing: {text}':
        "la ronde {round_no} importée n'est pas l'appariement {system} : {text}",
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
    'all {total_rounds} rounds are paired; raise the number of rounds in the settings to pair another':
        'les {total_rounds} rondes sont appariées ; augmentez le nombre de rondes dans les réglages pour en apparier une autre',
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
    '{source}: line {first_no} announces {count} lines but {lines} follow':
        '{source} : la ligne {first_no} annonce {count} lignes mais {lines} suivent',
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
    '{total_rounds} rounds with {players} players: a Swiss cannot pair more than {most} rounds without two players meeting twice (C.04.1 b); add players or lower the number of rounds':
        '{total_rounds} rondes avec {players} joueurs : un système suisse ne peut pas apparier plus de {most} rondes sans que deux joueurs se rencontrent deux fois (C.04.1 b) ; ajoutez des joueurs ou réduisez le nombre de rondes',
    "{white}-{black} is not in the system's pairing":
        "{white}-{black} n'est pas dans l'appariement du système",
    "system's {white}-{black} is not paired":
        "{white}-{black} du système n'est pas apparié",
    'the pairing of round {round_no} is not the {system} pairing ({shown}); the system pairs {boards}{bye}':
        "l'appariement de la ronde {round_no} n'est pas l'appariement {system} ({shown}) ; le système apparie {boards}{bye}",
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
    '{where}: birth date {birth_date!r} is not a date; write YYYY/MM/DD or YYYY (YYYY-MM-DD and YYYY.MM.DD are taken too)':
        "{where} : la date de naissance {birth_date!r} n'est pas une date ; écrivez AAAA/MM/JJ ou AAAA (AAAA-MM-JJ et AAAA.MM.JJ sont acceptés aussi)",
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
    'there is no round {round_no}; the tournament has {total_rounds} rounds':
        "il n'y a pas de ronde {round_no} ; le tournoi a {total_rounds} rondes",
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
    ('{action}: {shown} is adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)', '{action}: {shown} are adjourned and without a result; enter the result first (the report is final, FIDE checklist Q169)'):
        ("{action} : {shown} est ajournée et sans résultat ; saisissez d'abord le résultat (le rapport est définitif, liste de contrôle FIDE Q169)", "{action} : {shown} sont ajournées et sans résultat ; saisissez d'abord les résultats (le rapport est définitif, liste de contrôle FIDE Q169)"),
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
    "round {round_no}, board {board}: {white} {white_name} - {black} {black_name} has no result: both players' round {round_no} cells (result, col {column}) are mandatory for the rating report (TRF-2026, column R)":
        "ronde {round_no}, échiquier {board} : {white} {white_name} - {black} {black_name} n'a pas de résultat : les cases de la ronde {round_no} des deux joueurs (résultat, col. {column}) sont obligatoires pour le rapport Elo (TRF-2026, colonne R)",
    '{text!r} is not a date; expected YYYY-MM-DD, YYYY/MM/DD or YY/MM/DD':
        "{text!r} n'est pas une date ; attendu AAAA-MM-JJ, AAAA/MM/JJ ou AA/MM/JJ",
    'there is no round {round_no}; the tournament has {rounds} rounds':
        "il n'y a pas de ronde {round_no} ; le tournoi a {rounds} rondes",
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
    'the virtual points of the accelerated rounds change the later pairings':
        'les points virtuels des rondes accélérées changent les appariements suivants',
    'the standings are ranked otherwise':
        'le classement est établi autrement',
    'the end date {end} is before the start date {start}':
        'la date de fin {end} est avant la date de début {start}',
    'the tournament needs a name':
        'le tournoi doit avoir un nom',
    'the number of rounds must be a whole number of at least 1, not {total_rounds!r}':
        'le nombre de rondes doit être un entier au moins égal à 1, pas {total_rounds!r}',
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
    '{rounds_played} rounds are already paired; the number of rounds cannot be {total_rounds}':
        '{rounds_played} rondes sont déjà appariées ; le nombre de rondes ne peut pas être {total_rounds}',
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
    # -- documents -----------------------------------------------------------
    '+{points} virtual':
        '+{points} virtuel',
    'Pairing list of a round, by board':
        "Appariements d'une ronde, par échiquier",
    'Pairing list of a round, alphabetically':
        "Appariements d'une ronde, par ordre alphabétique",
    'Starting-rank list':
        'Liste de départ',
    'Standings':
        'Classement',
    'Crosstable':
        'Grille américaine',
    'Rating changes and performances':
        'Variations Elo et performances',
    'Starting rank list':
        'Liste de départ',
    'No round is paired yet: there is no pairing list to print.':
        "Aucune ronde n'est encore appariée : il n'y a pas de liste d'appariements à imprimer.",
    ('Round {round} is not paired ({n} round is): there is no pairing list of it.', 'Round {round} is not paired ({n} rounds are): there is no pairing list of it.'):
        ("La ronde {round} n'est pas appariée ({n} ronde l'est) : elle n'a pas de liste d'appariements.", "La ronde {round} n'est pas appariée ({n} rondes le sont) : elle n'a pas de liste d'appariements."),
    'Tournament':
        'Tournoi',
    'Pairings of round {round}':
        'Appariements de la ronde {round}',
    'Pairings of round {round} (alphabetical)':
        'Appariements de la ronde {round} (ordre alphabétique)',
    'Rating changes after round {round}':
        'Variations Elo après la ronde {round}',
    'Rating changes':
        'Variations Elo',
    'Provisional standings after round {round}':
        'Classement provisoire après la ronde {round}',
    'Provisional crosstable after round {round}':
        'Grille américaine provisoire après la ronde {round}',
    'Standings after round {round}':
        'Classement après la ronde {round}',
    'Standings before round 1':
        'Classement avant la ronde 1',
    'Crosstable after round {round}':
        'Grille américaine après la ronde {round}',
    'Crosstable before round 1':
        'Grille américaine avant la ronde 1',
    'Rd':
        'Rd',
    'Bd':
        'Éch.',
    'Colour':
        'Couleur',
    'No.':
        'N°',
    'Opponent':
        'Adversaire',
    'Rtg':
        'Elo',
    'Result':
        'Résultat',
    'Pts':
        'Pts',
    '1 (unrated)':
        '1 (non comptabilisée Elo)',
    '0 (unrated)':
        '0 (non comptabilisée Elo)',
    '½ (unrated)':
        '½ (non comptabilisée Elo)',
    'bye':
        'exempt',
    'full-point bye':
        "bye d'un point",
    'half-point bye':
        "bye d'un demi-point",
    'absent':
        'absent',
    'won / lost by forfeit':
        'gagné / perdu par forfait',
    "the player's points after the round":
        'les points du joueur après la ronde',
    'No. {number}':
        'N° {number}',
    'rating {rating}':
        'Elo {rating}',
    'FIDE ID {id}':
        'ID FIDE {id}',
    'withdrawn from round {round}':
        'retiré à partir de la ronde {round}',
    '({points} for the pairing of round {round})':
        "({points} pour l'appariement de la ronde {round})",
    'How to read it':
        'Comment la lire',
    'Points:':
        'Points :',
    'Round':
        'Ronde',
    'Date':
        'Date',
    'Pairings and results':
        'Appariements et résultats',
    'Alphabetical':
        'Par ordre alphabétique',
    'Standings after the round':
        'Classement après la ronde',
    'Results':
        'Résultats',
    '{played} of {total}':
        '{played} sur {total}',
    'Place':
        'Lieu',
    'Dates':
        'Dates',
    'Players':
        'Joueurs',
    'Rounds paired':
        'Rondes appariées',
    'Pairing system':
        "Système d'appariement",
    'Time control':
        'Cadence',
    'Chief arbiter':
        'Arbitre principal',
    'Deputy arbiters':
        'Arbitres adjoints',
    'Round {round} by board':
        'Ronde {round} par échiquier',
    'Round {round} by name':
        'Ronde {round} par nom',
    'Rounds':
        'Rondes',
    'No round is paired yet.':
        "Aucune ronde n'est encore appariée.",
    'The event':
        'Le tournoi',
    'After round {round}':
        'Après la ronde {round}',
    'Data for other programs':
        "Données pour d'autres programmes",
    '1 – 0 (unrated)':
        '1 – 0 (non comptabilisée Elo)',
    '0 – 1 (unrated)':
        '0 – 1 (non comptabilisée Elo)',
    '½ – ½ (unrated)':
        '½ – ½ (non comptabilisée Elo)',
    'adjourned':
        'ajournée',
    'White':
        'Blancs',
    'Black':
        'Noirs',
    'Name':
        'Nom',
    'Title':
        'Titre',
    'Fed':
        'Féd.',
    'Rating':
        'Elo',
    'FIDE ID':
        'ID FIDE',
    'Born':
        'Naissance',
    'Games':
        'Parties',
    'Score':
        'Score',
    'Expected':
        'Attendu',
    'Change':
        'Variation',
    'Perf.':
        'Perf.',
    'games played to a result against a rated opponent (forfeits, byes, unrated games and games against unrated players are left out)':
        "parties jouées jusqu'à un résultat contre un adversaire classé Elo (forfaits, byes, parties non comptabilisées et parties contre des joueurs non classés exclus)",
    "the sum of the expected scores PD of FIDE's table (B.02 8.1.2); a difference of more than 400 points counts as 400 for players rated below 2650 (8.3.1)":
        'la somme des scores attendus PD de la table de la FIDE (B.02 8.1.2) ; un écart de plus de 400 points compte pour 400 pour les joueurs classés sous 2650 (8.3.1)',
    'K × (score − expected) (B.02 8.3.2), before the rounding of the rating period':
        "K × (score − attendu) (B.02 8.3.2), avant l'arrondi de la période de classement",
    "the performance: the opponents' average rating + dp of FIDE's table (B.02 8.1.1) for the percentage scored":
        'la performance : Elo moyen des adversaires + dp de la table de la FIDE (B.02 8.1.1) pour le pourcentage marqué',
    'unrated':
        'non classé',
    '+bye':
        '+exempt',
    'won with White against the player ranked 12 (b: with Black; 1 win, ½ draw, 0 loss; + and − a game won or lost by forfeit)':
        'gagné avec les Blancs contre le joueur classé 12e (b : avec les Noirs ; 1 gain, ½ nulle, 0 perte ; + et − partie gagnée ou perdue par forfait)',
    'pairing-allocated bye; 1 bye and ½ bye: full- and half-point byes; − absent':
        "exempt attribué par l'appariement ; 1 bye et ½ bye : byes d'un point et d'un demi-point ; − absent",
    'Tie-breaks':
        'Départages',
    'The tie-breaks could not be computed ({error}); points only.':
        "Les départages n'ont pas pu être calculés ({error}) ; points seulement.",
    'Rank':
        'Pl.',
    'Points':
        'Points',
    'R{round}':
        'R{round}',
    '½ bye':
        '½ bye',
    '1 bye':
        '1 bye',
    'NOT IN FIDE MODE (left at round {round})':
        'HORS MODE FIDE (quitté à la ronde {round})',
    'NOT IN FIDE MODE':
        'HORS MODE FIDE',
    '* K not given (no rating list, nor the arbiter): the K of B.02 8.3.3 for the rating alone, 20 below 2400 and 10 from 2400 (a player new to the list or a junior below 2300 has 40).':
        "* K non donné (ni par la liste Elo, ni par l'arbitre) : le K de B.02 8.3.3 selon le seul Elo, 20 sous 2400 et 10 à partir de 2400 (un joueur nouveau sur la liste ou un junior sous 2300 a 40).",
    'Direct encounter: points in the games between the tied players':
        'Confrontation directe : points des parties entre les joueurs à égalité',
    'Direct encounter, for the first place only':
        'Confrontation directe, pour la première place seulement',
    'Number of rounds won, with or without playing':
        'Nombre de rondes gagnées, jouées ou non',
    'Number of games won over the board':
        "Nombre de parties gagnées sur l'échiquier",
    'Number of games played with black':
        'Nombre de parties jouées avec les Noirs',
    'Number of games won with black':
        'Nombre de parties gagnées avec les Noirs',
    'Progressive score: sum of the scores after each round':
        'Cumulatif : somme des scores après chaque ronde',
    'Games one elected to play: rounds minus half-point byes, zero-point byes and forfeit losses':
        "Parties choisies d'être jouées : rondes moins les byes d'un demi-point, les byes à zéro point et les défaites par forfait",
    'Standard points: 1 a round won, 1/2 a round drawn, whatever the scoring':
        'Points standard : 1 par ronde gagnée, 1/2 par ronde nulle, quel que soit le barème',
    'Tournament pairing number, the lower first':
        "Numéro d'appariement, le plus petit d'abord",
    "Buchholz: sum of the opponents' scores":
        'Buchholz : somme des scores des adversaires',
    'Average of the Buchholz of the opponents played over the board':
        "Moyenne des Buchholz des adversaires rencontrés sur l'échiquier",
    'Fore Buchholz: Buchholz as if every last-round game were a draw':
        'Buchholz anticipé : Buchholz comme si toutes les parties de la dernière ronde étaient nulles',
    "Sonneborn-Berger: opponents' scores weighted by the result against them":
        'Sonneborn-Berger : scores des adversaires pondérés par le résultat contre eux',
    'Koya score: points against opponents with at least half the maximum score':
        'Koya : points contre les adversaires ayant au moins la moitié du score maximal',
    'Average rating of the opponents met over the board':
        "Elo moyen des adversaires rencontrés sur l'échiquier",
    'Tournament performance rating':
        'Performance du tournoi',
    'Perfect tournament performance':
        'Performance parfaite du tournoi',
    'Average performance rating of the opponents':
        'Performance moyenne des adversaires',
    'Average perfect performance of the opponents':
        'Performance parfaite moyenne des adversaires',
    "The player's rating":
        "L'Elo du joueur",
    'approved 1 August 2023, applied from 1 September 2023 / 1 April 2024':
        'approuvées le 1er août 2023, appliquées à partir du 1er septembre 2023 / 1er avril 2024',
    'approved 29 July 2024, applied from 1 August 2024':
        'approuvées le 29 juillet 2024, appliquées à partir du 1er août 2024',
    'approved 2 February 2026, applied from 1 March 2026':
        'approuvées le 2 février 2026, appliquées à partir du 1er mars 2026',
    'Tie-break rules: {edition}, by the start date':
        'Règles de départage : {edition}, selon la date de début',
    'Tie-break rules: {edition}, chosen by the arbiter':
        "Règles de départage : {edition}, choisies par l'arbitre",
    ', Median-{n}':
        ', médian-{n}',
    ', Cut-{n}':
        ', moins {n}',
    ', limit {n} half point':
        ', limite {n} demi-point',
    ', of the Fore Buchholz':
        ', du Buchholz anticipé',
    ', reverse order':
        ', ordre inverse',
    ', first round cut':
        ', sans la première ronde',
    ', forfeits counted':
        ', forfaits comptés',
    ', forfeits as played games':
        ', forfaits comptés comme parties jouées',
    'before round 1':
        'avant la ronde 1',
    'after round {round} of {total}':
        'après la ronde {round} sur {total}',
    'after round {round}':
        'après la ronde {round}',
    '; round {round} in progress ({got} of {total} results)':
        ' ; ronde {round} en cours ({got} résultats sur {total})',
    'Written {date} {time}, {stage}.':
        'Écrit le {date} à {time}, {stage}.',
    'Event and rounds':
        'Tournoi et rondes',
    'complete':
        'complets',
    '{got} of {total} results':
        '{got} résultats sur {total}',
    'Player card: {name}':
        'Fiche du joueur : {name}',
    "Starting-rank list (each player's card)":
        'Liste de départ (la fiche de chaque joueur)',
    'Tournament information':
        'Informations sur le tournoi',
    ('{n} file written, {unchanged} unchanged, {removed} removed: {folder}', '{n} files written, {unchanged} unchanged, {removed} removed: {folder}'):
        ('{n} fichier écrit, {unchanged} inchangés, {removed} supprimés : {folder}', '{n} fichiers écrits, {unchanged} inchangés, {removed} supprimés : {folder}'),
    'no publishing folder is set for this tournament':
        "aucun dossier de publication n'est choisi pour ce tournoi",
    # -- settings ------------------------------------------------------------
    'the document language {code!r} is not one of {known}':
        "la langue des documents {code!r} n'est pas l'une de {known}",
    # -- ui ------------------------------------------------------------------
    'When (UTC)':
        'Quand (UTC)',
    'Action':
        'Action',
    'Details':
        'Détails',
    'Audit log':
        "Journal d'audit",
    "Filter (e.g. “manual pairing”, a player's number)":
        "Filtre (p. ex. « appariement manuel », le numéro d'un joueur)",
    'half-point bye (H)':
        "bye d'un demi-point (H)",
    'absent, zero points (Z)':
        'absent, zéro point (Z)',
    'full-point bye (F)':
        "bye d'un point (F)",
    'no bye: pair the player':
        'pas de bye : apparier le joueur',
    'Requested bye':
        'Bye demandé',
    '&Round':
        '&Ronde',
    '&Kind':
        '&Type',
    'Pairing card – {title}':
        "Fiche d'appariement – {title}",
    'Player':
        'Joueur',
    'Colours':
        'Couleurs',
    'Colour difference':
        'Différence de couleurs',
    'Colour preference':
        'Préférence de couleur',
    'Rating change':
        'Variation Elo',
    'Performance':
        'Performance',
    'Import players from {source}':
        'Importer les joueurs de {source}',
    '{source}: {count} lines below the header{more}. Check the field each column fills; a column set to “(ignored)” is not imported.':
        "{source} : {count} lignes sous l'en-tête{more}. Vérifiez le champ que remplit chaque colonne ; une colonne réglée sur « (ignorée) » n'est pas importée.",
    'FIDE id':
        'ID FIDE',
    'Sex':
        'Sexe',
    'Players from the FIDE rating list':
        'Joueurs de la liste Elo FIDE',
    'One player per line: a FIDE id, or words of the name (e.g. “carlsen magnus”)':
        'Un joueur par ligne : un ID FIDE, ou des mots du nom (p. ex. « carlsen magnus »)',
    '&Search':
        '&Chercher',
    '&Add selected players':
        '&Ajouter les joueurs choisis',
    'Searching the rating list…':
        'Recherche dans la liste Elo…',
    '{count} players found; all are selected (Ctrl+click to change the selection).':
        '{count} joueurs trouvés ; tous sont choisis (Ctrl+clic pour changer le choix).',
    'Type a name or a FIDE id first.':
        "Tapez d'abord un nom ou un ID FIDE.",
    'Pick the date in a calendar (Alt+Down)':
        'Choisir la date dans un calendrier (Alt+Bas)',
    '&Up':
        '&Monter',
    'D&own':
        'Descendre (&K)',
    'Forbidden pairs':
        'Paires interdites',
    '&Remove this pair (they may meet again)':
        '&Retirer cette paire (ils peuvent de nouveau se rencontrer)',
    'Forbidden now: {shown}':
        'Interdites : {shown}',
    '&First player (number)':
        '&Premier joueur (numéro)',
    'Se&cond player (number)':
        '&Second joueur (numéro)',
    'Language':
        'Langue',
    'As the operating system':
        "Comme le système d'exploitation",
    '&Language of the windows':
        '&Langue des fenêtres',
    "Arbiter shows the language chosen from its next start. The language of a tournament's printouts and web pages is one of its settings (File › Tournament settings).":
        "Arbiter affiche la langue choisie dès son prochain démarrage. La langue des impressions et des pages web d'un tournoi est l'un de ses paramètres (Fichier › Paramètres du tournoi).",
    'Manual pairing of round {round_no}':
        'Appariement manuel de la ronde {round_no}',
    '&Bye:':
        '&Bye :',
    '&Save pairing':
        "&Enregistrer l'appariement",
    'Cancel':
        'Annuler',
    'Checking the pairing…':
        "Vérification de l'appariement…",
    'Pairing breaks the rules':
        "L'appariement enfreint les règles",
    "This pairing breaks:\n\n{text}\n\nSave it anyway? It will be written to the audit log together with the differences from the engine's pairing.":
        "Cet appariement enfreint :\n\n{text}\n\nL'enregistrer quand même ? Il sera inscrit au journal d'audit avec ses différences par rapport à l'appariement du moteur.",
    'Reason':
        'Motif',
    'Why is this pairing needed?':
        'Pourquoi cet appariement est-il nécessaire ?',
    'Swap &colours':
        'Inverser les &couleurs',
    'E&xchange two players':
        '&Échanger deux joueurs',
    '&Make pair of two unpaired':
        '&Apparier deux non appariés',
    '&Remove board':
        "&Retirer l'échiquier",
    'Pairing car&d':
        "Fiche &d'appariement",
    'Not paired:':
        'Non appariés :',
    'Rules broken by this pairing:':
        'Règles enfreintes par cet appariement :',
    'Select exactly two players (Ctrl+click) to exchange them.':
        'Choisissez exactement deux joueurs (Ctrl+clic) pour les échanger.',
    'Select two players in the “Not paired” list (Ctrl+click).':
        'Choisissez deux joueurs dans la liste « Non appariés » (Ctrl+clic).',
    'Still checking the pairing; save again in a moment.':
        "Vérification de l'appariement en cours ; enregistrez de nouveau dans un instant.",
    'Not saved: the pairing breaks the rules listed below.':
        "Non enregistré : l'appariement enfreint les règles ci-dessous.",
    'Surname, First name':
        'Nom, Prénom',
    'YYYY/MM/DD':
        'AAAA/MM/JJ',
    'The K-factor of the FIDE rating list (40, 20 or 10), for the rating change; left at "from the rating": 20 below 2400, 10 from 2400':
        "Le coefficient K de la liste Elo FIDE (40, 20 ou 10), pour la variation Elo ; laissé à « selon l'Elo » : 20 sous 2400, 10 à partir de 2400",
    'May take &half-point byes':
        "Peut prendre des byes d'un &demi-point",
    'none':
        'aucun',
    'Nationa&l rating ({federation})':
        'Elo nati&onal ({federation})',
    '&Name':
        '&Nom',
    '&Rating':
        '&Elo',
    '&Title':
        '&Titre',
    '&Sex':
        '&Sexe',
    '&Federation':
        '&Fédération',
    'FIDE &id':
        '&ID FIDE',
    '&Born':
        'Né &le',
    '&K-factor':
        'Coefficient &K',
    'Add player':
        'Ajouter un joueur',
    'Save and ne&xt':
        'En&registrer et suivant',
    'Taken (local time)':
        'Faite (heure locale)',
    'Taken':
        'Faite',
    'Holds':
        'Contient',
    'Restore {name} from a backup':
        'Restaurer {name} depuis une sauvegarde',
    'Backups of {tournament}, taken before each round was paired, newest first. The one chosen is restored as a tournament file of its own and opened; the file it is a backup of is left as it is.':
        "Sauvegardes de {tournament}, faites avant l'appariement de chaque ronde, la plus récente d'abord. Celle choisie est restaurée comme un fichier de tournoi à part et ouverte ; le fichier sauvegardé reste tel quel.",
    'The tournament file to make; an existing file is only replaced after you confirm it.':
        "Le fichier de tournoi à créer ; un fichier existant n'est remplacé qu'après votre confirmation.",
    '&Browse…':
        '&Parcourir…',
    'Restore &as':
        'Restaurer &sous',
    '&Restore':
        '&Restaurer',
    'Restore the backup as':
        'Restaurer la sauvegarde sous',
    'Date of round {round_no}':
        'Date de la ronde {round_no}',
    '&Date of round {round_no}':
        '&Date de la ronde {round_no}',
    'Round date':
        'Date de la ronde',
    'Import {file_name}':
        'Importer {file_name}',
    'Pairing &system':
        "&Système d'appariement",
    '&Tie-breaks (tick, order)':
        '&Départages (cocher, ordonner)',
    'drawn by lot':
        'tirée au sort',
    'white':
        'blancs',
    'black':
        'noirs',
    'As in force at the start date':
        'Celles en vigueur à la date de début',
    'As the interface':
        "Comme l'interface",
    '&Place':
        '&Lieu',
    'S&tart date':
        'Date de &début',
    '&End date':
        'D&ate de fin',
    '&Chief arbiter':
        'Arbitre &principal',
    '&Deputy arbiters':
        'Arb&itres adjoints',
    'T&ime control':
        '&Cadence',
    '&Rounds':
        '&Rondes',
    'Point s&ystem':
        '&Barème',
    "Top player's co&lour in round 1":
        'Co&uleur du premier joueur à la ronde 1',
    'Tie-brea&ks (tick, order)':
        'D&épartages (cocher, ordonner)',
    'Tie-break rules (C.07 &version)':
        'Règles de départage (&version de C.07)',
    'Acceleration &method':
        "Mét&hode d'accélération",
    'Language of t&he printouts':
        'Langue des impressi&ons',
    '&Win, forfeit win, full-point bye (W)':
        "&Gain, gain par forfait, bye d'un point (W)",
    'Dr&aw, half-point bye (D)':
        "Null&e, bye d'un demi-point (D)",
    'Lost &game (L)':
        'Par&tie perdue (L)',
    'Absence: &zero-point bye, forfeit loss (A)':
        'Absence : bye à &zéro point, perte par forfait (A)',
    'Pairing-allocated &bye (P)':
        "E&xempt attribué par l'appariement (P)",
    'Unknown result, e.g. adjourned (&X)':
        'Résultat inconnu, p. ex. a&journée (X)',
    'Tournament settings':
        'Paramètres du tournoi',
    'New tournament':
        'Nouveau tournoi',
    'Arbiter – hall display':
        'Arbiter – affichage en salle',
    'Hall display':
        'Affichage en salle',
    '&Screen':
        'É&cran',
    'Seconds &per page':
        'Secondes &par page',
    'T&ype size':
        'T&aille du texte',
    '&Full screen':
        'Pl&ein écran',
    'Pla&yers':
        'Jo&ueurs',
    '&Standings':
        '&Classement',
    '&Crosstable':
        '&Grille américaine',
    '&File':
        '&Fichier',
    '&New tournament…':
        '&Nouveau tournoi…',
    '&Open…':
        '&Ouvrir…',
    '&Import TRF…':
        '&Importer un TRF…',
    'Open &recent':
        'Ouverts &récemment',
    'Tournament &settings…':
        '&Paramètres du tournoi…',
    '&Export TRF…':
        '&Exporter un TRF…',
    'Export ra&ting report…':
        'E&xporter le rapport Elo…',
    '&Audit log…':
        "&Journal d'audit…",
    '&Leave FIDE mode…':
        '&Quitter le mode FIDE…',
    '&Close tournament':
        'Fermer le &tournoi',
    '&Edit':
        'É&dition',
    '&Undo':
        '&Annuler',
    '&Redo':
        '&Rétablir',
    '&Find player / go to board':
        "&Chercher un joueur / aller à l'échiquier",
    'Ne&xt tab':
        'Onglet &suivant',
    'Pre&vious tab':
        'Onglet &précédent',
    'Se&ttings':
        '&Paramètres',
    '&Language…':
        '&Langue…',
    "the operating system's language":
        "la langue du système d'exploitation",
    'Arbiter will be in {language} from its next start.':
        'Arbiter sera en {language} dès son prochain démarrage.',
    'Restore from &backup…':
        'Restaurer une &sauvegarde…',
    "FIDE's rating report (TRF-2026): the mandatory fields checked first":
        "Le rapport Elo de la FIDE (TRF-2026) : les champs obligatoires vérifiés d'abord",
    'Leave FIDE mode for good (two questions)':
        'Quitter définitivement le mode FIDE (deux questions)',
    '&Quit':
        'Quitter (&A)',
    '&Players':
        '&Joueurs',
    "The language of Arbiter's windows":
        "La langue des fenêtres d'Arbiter",
    'Undone: {text}.':
        'Annulé : {text}.',
    'Redone: {text}.':
        'Rétabli : {text}.',
    'Left FIDE mode at round {n}; this cannot be undone.':
        "Mode FIDE quitté à la ronde {n} ; ce n'est pas réversible.",
    'Reading {name}':
        'Lecture de {name}',
    'The language could not be kept: {error}':
        "La langue n'a pas pu être enregistrée : {error}",
    'This tournament is open in another Arbiter window or program; it is shown read-only here.':
        'Ce tournoi est ouvert dans une autre fenêtre ou un autre programme Arbiter ; il est affiché ici en lecture seule.',
    'Leave FIDE mode: not done; nothing was changed.':
        "Quitter le mode FIDE : non fait ; rien n'a été modifié.",
    '{name} was not imported.':
        "{name} n'a pas été importé.",
    'Points after':
        'Points après',
    'Float':
        'Flotteur',
    'Note':
        'Remarque',
    'Status':
        'Statut',
    'Closing':
        'Fermeture',
    "Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)":
        "Filtre : le numéro d'un joueur, ou des mots du nom, de la fédération, du titre, de l'ID FIDE (Ctrl+F)",
    'Result of board {board}':
        "Résultat de l'échiquier {board}",
    'Go to board (number) or find a player (name) – Ctrl+F':
        "Aller à l'échiquier (numéro) ou chercher un joueur (nom) – Ctrl+F",
    '<h1>Arbiter</h1><p>Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved the moment you enter it.</p>':
        '<h1>Arbiter</h1><p>Dirigez un tournoi au système suisse FIDE : joueurs, appariements, résultats, classement. Tout est enregistré dès que vous le saisissez.</p>',
    'Recent tournaments (Enter or double-click to open):':
        'Tournois récents (Entrée ou double-clic pour ouvrir) :',
    '{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.':
        "{head} n'est possible qu'hors mode FIDE :\n{listed}\n\nRien n'a été modifié.",
    '{head}:\n\n{listed}\n\nGo ahead anyway?':
        '{head} :\n\n{listed}\n\nContinuer quand même ?',
    'Second confirmation – {head}:\n\n{listed}\n\nAre you sure?':
        'Seconde confirmation – {head} :\n\n{listed}\n\nÊtes-vous sûr ?',
    '{action}: not done; nothing was changed.':
        "{action} : non fait ; rien n'a été modifié.",
    'Restored the backup taken {when} ({reason}) as {path}.':
        'Sauvegarde du {when} ({reason}) restaurée sous {path}.',
    '{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.':
        "{user_message}\n\nSa sauvegarde la plus récente qui s'ouvre date du {when}, {reason} ({contents}). La restaurer comme nouveau fichier {target} ? {name} lui-même reste tel quel.",
    'Arbiter is still busy; restore a backup when it has finished.':
        'Arbiter est encore occupé ; restaurez une sauvegarde quand il aura fini.',
    'Reading the backups':
        'Lecture des sauvegardes',
    'There are no backups of {name}. Arbiter makes one before each round is paired.':
        "Il n'y a pas de sauvegarde de {name}. Arbiter en fait une avant l'appariement de chaque ronde.",
    'Restoring {name}':
        'Restauration de {name}',
    'Looking for a backup':
        "Recherche d'une sauvegarde",
    '{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.':
        '{target} existe déjà. Le remplacer par la sauvegarde du {when} ({reason} : {contents}) ? Son contenu actuel sera perdu.',
    '&Pairing list of the current round':
        '&Appariements de la ronde affichée',
    '&Alphabetical pairing list of the current round':
        'Appariements par ordre a&lphabétique de la ronde affichée',
    'Starting-&rank list':
        'Liste de &départ',
    'Rating c&hanges and performances':
        '&Variations Elo et performances',
    '&Print':
        'I&mprimer',
    'Export P&DF':
        'Exporter en P&DF',
    'Printed {title}.':
        'Imprimé : {title}.',
    'Saved {written}.':
        'Enregistré : {written}.',
    'Export TRF':
        'Exporter un TRF',
    'The document could not be printed: {exc}':
        "Le document n'a pas pu être imprimé : {exc}",
    'The PDF could not be written: {exc}':
        "Le PDF n'a pas pu être écrit : {exc}",
    'Export the rating report: not done; nothing was written.':
        "Exporter le rapport Elo : non fait ; rien n'a été écrit.",
    'Saved {path}.':
        'Enregistré : {path}.',
    'Saved {target}.':
        'Enregistré : {target}.',
    '&Add player…':
        '&Ajouter un joueur…',
    '&Edit player…':
        '&Modifier le joueur…',
    '&Delete player…':
        '&Supprimer le joueur…',
    'Delete a player entered by mistake (before round 1; later players withdraw)':
        'Supprimer un joueur saisi par erreur (avant la ronde 1 ; ensuite les joueurs se retirent)',
    '&Withdraw player':
        '&Retirer le joueur',
    'E&xpel player…':
        'E&xclure le joueur…',
    'Withdraw a player by expulsion: flagged, and left out of the standings':
        'Retirer un joueur par exclusion : marqué, et absent du classement',
    '&Re-admit player':
        'R&éadmettre le joueur',
    'Requested &bye / absence…':
        '&Bye demandé / absence…',
    'Forbidden &pairs…':
        '&Paires interdites…',
    'Two players who shall not meet (before round 1)':
        'Deux joueurs qui ne doivent pas se rencontrer (avant la ronde 1)',
    'Pairing &card…':
        "&Fiche d'appariement…",
    'Import players from C&SV…':
        'Importer des joueurs depuis un &CSV…',
    'Import players from &TRF…':
        'Importer des joueurs depuis un &TRF…',
    'Import players from the &FIDE rating list…':
        '&Importer des joueurs de la liste Elo FIDE…',
    'Select a player first.':
        "Choisissez d'abord un joueur.",
    'Player {number} {name} added{note}.':
        'Joueur {number} {name} ajouté{note}.',
    'Edit player {number}':
        'Modifier le joueur {number}',
    'Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.':
        'Le joueur {number} {name} figure déjà dans une ronde : un joueur qui a un parcours est retiré (Joueurs › Retirer le joueur), pas supprimé.',
    'Delete player {number} {name}? (Edit › Undo brings the entry back.)':
        'Supprimer le joueur {number} {name} ? (Édition › Annuler le rétablit.)',
    'Player {number} has already withdrawn.':
        "Le joueur {number} s'est déjà retiré.",
    'Player {number} has already been expelled.':
        'Le joueur {number} a déjà été exclu.',
    'Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).':
        "Exclure le joueur {number} {name} ?\n\nLe joueur n'est plus apparié à partir de la prochaine ronde, est marqué exclu et ne figure pas au classement (les parties jouées comptent toujours pour les adversaires).",
    'Player {number} has not withdrawn.':
        "Le joueur {number} ne s'est pas retiré.",
    'Searching the rating list':
        'Recherche dans la liste Elo',
    'Reading players':
        'Lecture des joueurs',
    'No players found in {source}.':
        'Aucun joueur trouvé dans {source}.',
    'All {count} players are already in the tournament; nothing was imported.':
        "Les {count} joueurs sont déjà dans le tournoi ; rien n'a été importé.",
    'Import cancelled; nothing was changed.':
        "Import annulé ; rien n'a été modifié.",
    'Player {number} {name} deleted.':
        'Joueur {number} {name} supprimé.',
    'Publishing folder':
        'Dossier de publication',
    'Publish birth &dates (FIDE does not)':
        'Publier les dates de &naissance (la FIDE ne le fait pas)',
    'Also the standings and pairings as &JSON and CSV':
        'Aussi le classement et les appariements en &JSON et CSV',
    '&Folder':
        '&Dossier',
    'P&ublish':
        'P&ublier',
    '&Publish web pages now':
        '&Publier les pages web maintenant',
    'Write the web pages into the publishing folder':
        'Écrire les pages web dans le dossier de publication',
    'Publishing &folder…':
        '&Dossier de publication…',
    '&Hall display…':
        '&Affichage en salle…',
    '&Close hall display':
        "&Fermer l'affichage en salle",
    'Hall display on screen {screen}; File › Publish › Close hall display ends it.':
        "Affichage en salle sur l'écran {screen} ; Fichier › Publier › Fermer l'affichage en salle l'arrête.",
    'Publishing folder: {folder}':
        'Dossier de publication : {folder}',
    'Hall display closed.':
        'Affichage en salle fermé.',
    '&Pair next round':
        '&Apparier la ronde suivante',
    "Pair the next round with the tournament's system":
        'Apparier la ronde suivante avec le système du tournoi',
    '&Manual pairing…':
        'Appariement &manuel…',
    "Change the last unplayed round's pairing by hand":
        "Modifier à la main l'appariement de la dernière ronde non jouée",
    '&Unpair last round':
        "A&nnuler l'appariement de la dernière ronde",
    "Delete the last round's pairing while it has no results":
        "Supprimer l'appariement de la dernière ronde tant qu'elle n'a pas de résultat",
    'Round &date…':
        '&Date de la ronde…',
    'The date of the round shown (or of the next round)':
        'La date de la ronde affichée (ou de la ronde suivante)',
    'Round {round_no} was not paired.':
        "La ronde {round_no} n'a pas été appariée.",
    'Only the last round can be unpaired, and only while it has no results.':
        "Seule la dernière ronde peut être désappariée, et seulement tant qu'elle n'a pas de résultat.",
    'no result':
        'pas de résultat',
    'Round {round_no}, board {board}: {text}.':
        'Ronde {round_no}, échiquier {board} : {text}.',
    'The engine has no pairing to propose: {user_message}':
        "Le moteur n'a pas d'appariement à proposer : {user_message}",
    'Manual pairing of round {round_no} saved{note}.':
        'Appariement manuel de la ronde {round_no} enregistré{note}.',
    'Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?':
        'Ronde {round_no}, échiquier {board} ({white} – {black}) a déjà le résultat {result}.\n\nLe remplacer par {new} ?',
    'Round {round_no}, board {board}: the result {result} was kept.':
        'Ronde {round_no}, échiquier {board} : le résultat {result} est conservé.',
    'Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.':
        'Ronde {round_no}, échiquier {board} ({white} – {black}) corrigé de {result} en {text}.\n\nLes scores des deux joueurs et le classement sont mis à jour. Les rondes {next} à {rounds_played} gardent leurs appariements.',
    'Round {round_no} could not be paired.\n\n{user_message}':
        "La ronde {round_no} n'a pas pu être appariée.\n\n{user_message}",
    'Round {round_no} unpaired.':
        'Appariement de la ronde {round_no} annulé.',
    'Round &{round}':
        'Ronde &{round}',
    'Round {round}':
        'Ronde {round}',
    # -- hall ----------------------------------------------------------------
    'Pairings by &name':
        'Appariements par &nom',
    'Pairings by &board':
        'Appa&riements par échiquier',
    'S&tandings':
        'C&lassement',
    # -- rating corrections, tied places, the result menu ---------------------
    'Rating &correction…':
        '&Correction pour le rapport Elo…',
    '&Tied places…':
        '&Places ex aequo…',
    '&Shared places (C.07)':
        'Places &partagées (C.07)',
    "The arbiter's &order of tied players:":
        "&Ordre de l'arbitre pour les ex aequo :",
    'A drawing of &lots, seed:':
        '&Tirage au sort, graine :',
    'R&ound':
        'R&onde',
    '&Board':
        '&Échiquier',
    'Result for the &rating report':
        'Résultat pour le &rapport Elo',
    'R&eason':
        'Rai&son',
    'Correction for the rating report':
        'Correction pour le rapport Elo',
    'No correction (remove it)':
        'Pas de correction (la retirer)',
    'Tied places':
        'Places ex aequo',
    'pairing numbers, e.g. 12, 5, 7':
        "numéros d'appariement, p. ex. 12, 5, 7",
    'empty: a new seed':
        'vide : une nouvelle graine',
    'Type the pairing numbers of the tied players in their order, e.g. 12, 5, 7.':
        "Tapez les numéros d'appariement des joueurs ex aequo dans leur ordre, p. ex. 12, 5, 7.",
    'A result corrected for the rating report only (the standings keep it)':
        'Un résultat corrigé pour le rapport Elo seulement (le classement le garde)',
    "Places still tied after the tie-breaks: shared, the arbiter's order or a drawing of lots":
        "Places encore ex aequo après les départages : partagées, ordre de l'arbitre ou tirage au sort",
    'No round is paired yet: there is no result to correct.':
        "Aucune ronde n'est encore appariée : il n'y a pas de résultat à corriger.",
    "Round {round_no}, board {board}: the rating report's result is set.":
        'Ronde {round_no}, échiquier {board} : le résultat du rapport Elo est enregistré.',
    'Tied places: set.':
        'Places ex aequo : réglées.',
    'White wins':
        'Les Blancs gagnent',
    'Black wins':
        'Les Noirs gagnent',
    'Draw':
        'Nulle',
    'White wins by forfeit (black did not play)':
        "Gain des Blancs par forfait (les Noirs n'ont pas joué)",
    'Black wins by forfeit (white did not play)':
        "Gain des Noirs par forfait (les Blancs n'ont pas joué)",
    'Neither played (double forfeit)':
        "Aucun n'a joué (double forfait)",
    "White ½, black 0 (arbiter's decision)":
        "Blancs ½, Noirs 0 (décision de l'arbitre)",
    "White 0, black ½ (arbiter's decision)":
        "Blancs 0, Noirs ½ (décision de l'arbitre)",
    "Both lose (arbiter's decision)":
        "Les deux perdent (décision de l'arbitre)",
    'White wins, less than one move played (not rated)':
        "Les Blancs gagnent, moins d'un coup joué (non comptabilisé Elo)",
    'Black wins, less than one move played (not rated)':
        "Les Noirs gagnent, moins d'un coup joué (non comptabilisé Elo)",
    'Draw, less than one move played (not rated)':
        "Nulle, moins d'un coup joué (non comptabilisée Elo)",
    'Adjourned (a draw for the pairing until the result is known)':
        "Ajournée (nulle pour l'appariement jusqu'au résultat)",
    'No result':
        'Pas de résultat',
    # -- ratings: the tournament dialog, the manual rating, the list check (#24) --
    "The arbiter's estimate of an unknown or unreliable rating (C.04.2 2.1): it places the player in the initial order where the rating method gives none":
        "L'estimation par l'arbitre d'un classement inconnu ou peu fiable (C.04.2 2.1) : elle place le joueur dans l'ordre initial quand la méthode de classement n'en donne pas",
    '&Manual rating':
        'Classement &manuel',
    '{list}: {kinds} list of {month}; {found} of {total} players found, {differences} differences':
        '{list} : liste {kinds} de {month} ; {found} joueurs trouvés sur {total}, {differences} différences',
    'player {number} {name}: FIDE number {fide_id} is in no list':
        "joueur {number} {name} : le numéro FIDE {fide_id} n'est dans aucune liste",
    'without a FIDE number (not checked): {players}':
        'sans numéro FIDE (non vérifiés) : {players}',
    'Ratings against {list}':
        'Classements comparés à {list}',
    '&Update every difference':
        '&Reprendre toutes les différences',
    "Take the list's rating, K, title, federation, name and birth date for every difference, in one step written to the audit log":
        'Reprendre le classement, le K, le titre, la fédération, le nom et la date de naissance de la liste pour chaque différence, en une étape inscrite au journal',
    'no rating':
        'pas de classement',
    'player {number} {name}: not in {main}; {other} gives {ratings}':
        'joueur {number} {name} : absent de {main} ; {other} donne {ratings}',
    'an unknown month':
        'un mois inconnu',
    'no differences':
        'aucune différence',
    'Rating type (FIDE list)':
        'Type de classement (liste FIDE)',
    'Starting-rank method (TRF 172)':
        'Méthode du classement de départ (TRF 172)',
    'E&qual rating and title: then by':
        'À classement et titre égaux, puis par (&Q)',
    'Rating-based tie-breaks read':
        'Les départages par classement lisent',
    'standard':
        'standard',
    'rapid':
        'rapide',
    'blitz':
        'blitz',
    'national list (e.g. NED)':
        'liste nationale (p. ex. FRA)',
    "The federation of the national ratings the method reads; empty: the tournament's":
        'La fédération des classements nationaux que lit la méthode ; vide : celle du tournoi',
    'name (alphabetically)':
        'nom (ordre alphabétique)',
    'FIDE number (lowest first)':
        "numéro FIDE (le plus petit d'abord)",
    'Longer than &30 days: each round has the ratings of its month':
        'Plus de &30 jours : chaque ronde a les classements de son mois',
    'the rating at the start':
        'le classement au départ',
    "each round's rating":
        'le classement de chaque ronde',
    'the ratings valid in round {round}':
        'les classements valables à la ronde {round}',
    'Check ratin&gs against a list…':
        'Vérifier les classements avec une liste…',
    'Compare the players with a FIDE rating list file: rating, K, title, federation, name, birth date; one button takes every difference':
        'Comparer les joueurs à un fichier de la liste FIDE : classement, K, titre, fédération, nom, date de naissance ; un bouton reprend toutes les différences',
    'Rating list to check the players against':
        'Liste de classement à comparer aux joueurs',
    'Checking the ratings':
        'Vérification des classements',
    '{count} differences taken from {list}.':
        '{count} différences reprises de {list}.',
    'Updating the ratings':
        'Mise à jour des classements',
    'no half-point byes in round {round_no}: the arbiter closed it to them':
        "pas de bye d'un demi-point à la ronde {round_no} : l'arbitre l'a fermée aux byes",
    # -- the tournament dialog: a round robin's settings ----------------------
    'Round robin: cycles':
        'Toutes rondes : cycles',
    'as the rounds need':
        'selon les rondes',
    'as C.05 recommends (with two cycles or more)':
        'comme le recommande C.05 (dès deux cycles)',
    'yes':
        'oui',
    'no':
        'non',
    'empty: no drawing of lots':
        'vide : pas de tirage au sort',
    'pairing numbers in Berger order, e.g. 3, 1, 4, 2':
        "numéros d'appariement dans l'ordre de Berger, p. ex. 3, 1, 4, 2",
    'last two rounds of cycle 1 reversed':
        'deux dernières rondes du cycle 1 inversées',
    'Berger numbers by lot, seed':
        'numéros de Berger tirés au sort, graine',
    'or by hand':
        'ou à la main',
    # -- the round tab's heading ---------------------------------------------
    'Round {round_no}':
        'Ronde {round_no}',
    ('{count} board', '{count} boards'):
        ('{count} échiquier', '{count} échiquiers'),
    ('{count} result to enter', '{count} results to enter'):
        ('{count} résultat à saisir', '{count} résultats à saisir'),
    'all results in':
        'tous les résultats saisis',
    ('{count} adjourned', '{count} adjourned'):
        ('{count} ajournée', '{count} ajournées'),
    'Type 1, 0, = (draw), + or - (forfeit), * (double forfeit), ? (adjourned); the menu key lists every result; Delete clears; Enter opens the pairing card.':
        'Tapez 1, 0, = (nulle), + ou - (forfait), * (double forfait), ? (ajournée) ; la touche menu liste tous les résultats ; Suppr efface ; Entrée ouvre la fiche du joueur.',
    # -- the rating change in the standings (#24) -----------------------------
    '&Rating change in the standings':
        'Variation Elo dans le &classement',
    "Each player's rating change so far as the standings' last column":
        "La variation Elo de chaque joueur jusqu'ici, en dernière colonne du classement",
    'rating change in the standings':
        'variation Elo dans le classement',
    'Rtg +/-':
        'Elo +/-',
    # -- the tournament dialog's lists, the standings tab's heading ----------
    'FIDE rating only':
        'classement FIDE seul',
    'national rating only':
        'classement national seul',
    'FIDE rating, else the national rating':
        'classement FIDE, sinon le national',
    'national rating, else the FIDE rating':
        'classement national, sinon le FIDE',
    'the higher of the FIDE and the national rating':
        'le plus haut des classements FIDE et national',
    'the lower of the FIDE and the national rating':
        'le plus bas des classements FIDE et national',
    "the arbiter's own (manual) ratings":
        "les classements propres de l'arbitre (manuels)",
    'Baku (C.04.7)':
        'Bakou (C.04.7)',
    'Standard (1 - ½ - 0)':
        'Standard (1 - ½ - 0)',
    '3 - 1 - 0 (three points for a win)':
        '3 - 1 - 0 (trois points la victoire)',
    'Custom':
        'Personnalisé',
    'After round {round} (rounds with every result in)':
        'Après la ronde {round} (rondes dont tous les résultats sont saisis)',
    'Before round 1':
        'Avant la ronde 1',
    '; tie-breaks: {list} ({rules})':
        ' ; départages : {list} ({rules})',
    '; score only (no tie-breaks computed)':
        ' ; points seuls (aucun départage calculé)',
    # -- the pairing systems' titles (engine/systems/registry.py) --------------
    'C.04.3 FIDE (Dutch) system, applied from 1 February 2026':
        'C.04.3 Système FIDE (hollandais), en vigueur depuis le 1er février 2026',
    'C.04.3 FIDE (Dutch) system, Baku 2016':
        'C.04.3 Système FIDE (hollandais), Bakou 2016',
    'C.04.4.1 Dubov system, applied from 1 February 2026':
        'C.04.4.1 Système Dubov, en vigueur depuis le 1er février 2026',
    'C.04.4.1 Dubov system, 1997':
        'C.04.4.1 Système Dubov, 1997',
    'C.04.4.3 Lim system, 1987-1999':
        'C.04.4.3 Système Lim, 1987-1999',
    'C.04.1 Swiss system based on rating, 1992/97/98':
        'C.04.1 Système suisse fondé sur le classement, 1992/97/98',
    'C.05 Annex 1 round robin (Berger tables)':
        'C.05 Annexe 1 toutes rondes (tables de Berger)',
}
