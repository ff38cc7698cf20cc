"""Français: the command line's checking, generating, rating and publishing commands (cli/commands)."""

# flake8: noqa: E501
MESSAGES = {
    # -- counts and lines several commands print -------------------------------
    ('{n} round', '{n} rounds'):
        ('{n} ronde', '{n} rondes'),
    ('{n} player', '{n} players'):
        ('{n} joueur', '{n} joueurs'),
    'note: {note}':
        'remarque : {note}',
    'cannot write {file}: {problem}':
        "impossible d'écrire {file} : {problem}",
    # -- backups and restore ---------------------------------------------------
    '{rounds}, {results}, {players}':
        '{rounds}, {results}, {players}',
    ('{results} of {n} result', '{results} of {n} results'):
        ('{results} sur {n} résultat', '{results} sur {n} résultats'),
    'no games':
        'aucune partie',
    'before round {round}':
        'avant la ronde {round}',
    'backups of {file}, newest first (local time):':
        "sauvegardes de {file}, la plus récente d'abord (heure locale) :",
    'cannot be restored: {problem}':
        'ne peut pas être restaurée : {problem}',
    'none of them can be restored':
        'aucune ne peut être restaurée',
    '{file}: the backups cannot be read: {problem}':
        '{file} : les sauvegardes ne peuvent pas être lues : {problem}',
    'restore writes a tournament file: give its name with -o':
        'restore écrit un fichier de tournoi : donnez son nom avec -o',
    '{output} already exists; nothing was changed (choose another name, or add --force to replace it)':
        "{output} existe déjà ; rien n'a été modifié (choisissez un autre nom, ou ajoutez --force pour le remplacer)",
    'restored {backup} as {written}':
        '{backup} restaurée sous {written}',
    "Copy a backup (a path listed by 'arbiter-cli backups') to a tournament file. An existing file is not replaced unless --force is given; a file open in Arbiter or another program never is.":
        "Copie une sauvegarde (un chemin listé par 'arbiter-cli backups') vers un fichier de tournoi. Un fichier existant n'est remplacé qu'avec --force ; un fichier ouvert dans Arbiter ou un autre programme ne l'est jamais.",
    'the tournament file to make':
        'le fichier de tournoi à créer',
    'replace OUTPUT if it exists (its content is lost)':
        "remplacer OUTPUT s'il existe (son contenu est perdu)",
    # -- check (the Pairing and Tie-break Checker) -----------------------------
    "Re-pair every round of a TRF-2026 or TRF16 file from the rounds before it and compare with the file (boards, colours, the bye, with the articles that decide); then compare the file's rank column with the standings by points and the tie-break list of 212/202. Exit 0 consistent, 1 inconsistent, 2 the file cannot be read or checked.":
        "Réapparie chaque ronde d'un fichier TRF-2026 ou TRF16 à partir des rondes précédentes et compare avec le fichier (échiquiers, couleurs, l'exempt, avec les articles qui décident) ; puis compare la colonne du rang du fichier avec le classement par points et la liste de départages de 212/202. Sortie 0 : cohérent, 1 : incohérent, 2 : le fichier ne peut pas être lu ou vérifié.",
    'compare the rank column with the standings after round K (default: the last round in the file)':
        'comparer la colonne du rang avec le classement après la ronde K (par défaut : la dernière ronde du fichier)',
    'print the report as JSON (in English, for programs)':
        'écrire le rapport en JSON (en anglais, pour les programmes)',
    'print inconsistent rounds and places only':
        "n'écrire que les rondes et les places incohérentes",
    'the file names no pairing system Arbiter knows (192 or 092); give one with --system':
        "le fichier ne nomme aucun système d'appariement connu d'Arbiter (192 ou 092) ; donnez-en un avec --system",
    '--round {round}: the file holds rounds 1 to {last}':
        '--round {round} : le fichier contient les rondes 1 à {last}',
    'the standings cannot be checked: {problem}':
        'le classement ne peut pas être vérifié : {problem}',
    'the standings cannot be computed: {problem}':
        'le classement ne peut pas être calculé : {problem}',
    'round {round}: consistent':
        'ronde {round} : cohérente',
    'round {round}: INCONSISTENT':
        'ronde {round} : INCOHÉRENTE',
    'the rules cannot pair this round: {problem}':
        'les règles ne peuvent pas apparier cette ronde : {problem}',
    'board {board}: colours: file {file}, rules {rules}':
        'échiquier {board} : couleurs : fichier {file}, règles {rules}',
    'board {board}: pairing: file {file}, rules {rules}':
        'échiquier {board} : appariement : fichier {file}, règles {rules}',
    'bye: pairing-allocated bye: file {file}, rules {rules}':
        "exempt : exempt attribué par l'appariement : fichier {file}, règles {rules}",
    'rules: {explanation}':
        'règles : {explanation}',
    'the same games in another order':
        'les mêmes parties dans un autre ordre',
    "the file's pairing breaks {rule}: {text} (players {players})":
        "l'appariement du fichier enfreint {rule} : {text} (joueurs {players})",
    "the file's pairing breaks {rule}: {text}":
        "l'appariement du fichier enfreint {rule} : {text}",
    'points, then {tiebreaks} ({source})':
        'par points, puis {tiebreaks} ({source})',
    'points only (the file has no tie-break list)':
        "par points seulement (le fichier n'a pas de liste de départages)",
    'points only ({source} is empty)':
        'par points seulement ({source} est vide)',
    'standings after round {round}, by {order}':
        'classement après la ronde {round}, {order}',
    '{standings}: not checked: {reason}':
        '{standings} : non vérifié : {reason}',
    '{standings}: consistent':
        '{standings} : cohérent',
    '{standings}: INCONSISTENT':
        '{standings} : INCOHÉRENT',
    'no rank':
        'pas de rang',
    'file rank {rank}':
        'rang {rank} dans le fichier',
    'player {number} {name}: {rank}, the rules give {places}: {reason}':
        'joueur {number} {name} : {rank}, les règles donnent {places} : {reason}',
    '{file}: no paired round to check':
        '{file} : aucune ronde appariée à vérifier',
    '{file}: {players}, {rounds}, {system} ({title})':
        '{file} : {players}, {rounds}, {system} ({title})',
    ('{same}/{n} round consistent', '{same}/{n} rounds consistent'):
        ('{same}/{n} ronde cohérente', '{same}/{n} rondes cohérentes'),
    ('{n} place inconsistent', '{n} places inconsistent'):
        ('{n} place incohérente', '{n} places incohérentes'),
    'standings not checked':
        'classement non vérifié',
    'standings consistent':
        'classement cohérent',
    'CONSISTENT':
        'COHÉRENT',
    'INCONSISTENT':
        'INCOHÉRENT',
    '{rounds}; {standings}: {verdict}':
        '{rounds} ; {standings} : {verdict}',
    # -- leave-fide-mode and forbid --------------------------------------------
    'Leave FIDE mode: irreversible, written to the audit log and to every export (### line) and printout.':
        "Quitter le mode FIDE : irréversible, inscrit au journal d'audit, dans chaque export (ligne ###) et sur chaque impression.",
    'confirm it (without it: the warning, exit 3, nothing changed)':
        "le confirmer (sans cela : l'avertissement, sortie 3, rien de modifié)",
    '{file}: left FIDE mode at round {round} (for good)':
        '{file} : mode FIDE quitté à la ronde {round} (définitivement)',
    "a player's number":
        "le numéro d'un joueur",
    "the other player's number":
        "le numéro de l'autre joueur",
    'allow the pair again':
        'autoriser de nouveau la paire',
    '(after round 1 it is refused in FIDE mode whatever is confirmed: leave-fide-mode first)':
        "(après la ronde 1, c'est refusé en mode FIDE quoi qu'on confirme : d'abord leave-fide-mode)",
    '{a} and {b}: may meet again':
        '{a} et {b} : peuvent de nouveau se rencontrer',
    '{a} and {b}: shall not meet':
        '{a} et {b} : ne se rencontreront pas',
    # -- generate (the Random Tournament Generator) ----------------------------
    "Generate random tournaments paired by SYSTEM, results drawn from FIDE's rating table (docs/checker.md). An AMOUNT is a count (5) or a percentage (3%: of the player-rounds for byes, of the games for results), optionally limited to rounds (5%@1-4, 2@3). The same --seed gives the same set.":
        'Génère des tournois aléatoires appariés par SYSTEM, les résultats tirés selon la table Elo de la FIDE (docs/checker.md). Un AMOUNT est un nombre (5) ou un pourcentage (3% : des joueurs-rondes pour les byes, des parties pour les résultats), éventuellement limité à des rondes (5%@1-4, 2@3). La même --seed donne le même ensemble.',
    'full-point byes (F) requested for a round':
        "byes d'un point (F) demandés pour une ronde",
    'half-point byes (H) requested for a round':
        "byes d'un demi-point (H) demandés pour une ronde",
    'zero-point byes (Z) requested for a round':
        'byes à zéro point (Z) demandés pour une ronde',
    'forfeited games (+/-, either side)':
        "parties perdues par forfait (+/-, d'un côté ou de l'autre)",
    'games scored 1/2-0, 0-1/2 or 0-0':
        'parties notées 1/2-0, 0-1/2 ou 0-0',
    'players who enter after round 1 (a percentage: of the players; @rounds: when they enter, default 2 to half the rounds)':
        'joueurs qui arrivent après la ronde 1 (un pourcentage : des joueurs ; @rondes : quand ils arrivent, par défaut de 2 à la moitié des rondes)',
    'players who withdraw (a percentage: of the players; @rounds: the first round they miss, default 2 to the last)':
        "joueurs qui se retirent (un pourcentage : des joueurs ; @rondes : la première ronde qu'ils manquent, par défaut de 2 à la dernière)",
    'Baku acceleration (C.04.7; Dutch systems)':
        'accélération de Bakou (C.04.7 ; systèmes hollandais)',
    'the tie-break list written in 202, which the rank column follows (e.g. BH/C1,BH,SB,DE)':
        'la liste de départages écrite en 202, que suit la colonne du rang (p. ex. BH/C1,BH,SB,DE)',
    "players' ratings are drawn evenly in this range":
        'les Elo des joueurs sont tirés uniformément dans cet intervalle',
    'how many tournaments; -o must then hold %%d (numbered from 1)':
        'combien de tournois ; -o doit alors contenir %%d (numérotés à partir de 1)',
    'the seed of the whole set (default: drawn and printed)':
        "la graine de tout l'ensemble (par défaut : tirée et affichée)",
    '--ratings: {ratings} is not LOW-HIGH (e.g. 1400-2700)':
        "--ratings : {ratings} n'est pas de la forme LOW-HIGH (p. ex. 1400-2700)",
    '--tiebreaks: {problem}':
        '--tiebreaks : {problem}',
    '--count must be at least 1':
        '--count doit valoir au moins 1',
    '-o {output}: with --count {count} the name needs one %d (numbered from 1), and no other %':
        '-o {output} : avec --count {count}, le nom doit contenir un %d (numéroté à partir de 1) et aucun autre %',
    'tournament {number} could not be paired in 20 attempts: {problem}; try fewer rounds or more players':
        "le tournoi {number} n'a pas pu être apparié en 20 essais : {problem} ; essayez moins de rondes ou plus de joueurs",
    ('{n} tournament', '{n} tournaments'):
        ('{n} tournoi', '{n} tournois'),
    'wrote {where}: {tournaments}, {players}, {rounds}, {system}, seed {seed}':
        'écrit {where} : {tournaments}, {players}, {rounds}, {system}, graine {seed}',
    # -- import-players --------------------------------------------------------
    'Add the players of a CSV file with a header line (comma, semicolon or tab separated) to a tournament file. Fields: {fields}.':
        "Ajoute les joueurs d'un fichier CSV avec une ligne d'en-tête (séparé par des virgules, des points-virgules ou des tabulations) à un fichier de tournoi. Champs : {fields}.",
    "map columns (a header or a number from 1) to fields, or to 'ignore', e.g. --map 'FIDE-ID=fide_id,Club=ignore'":
        "associer des colonnes (un en-tête ou un numéro à partir de 1) à des champs, ou à 'ignore', p. ex. --map 'FIDE-ID=fide_id,Club=ignore'",
    'leave out players already in the tournament (same FIDE id, or same name and birth date) and repeated lines of the file':
        'laisser de côté les joueurs déjà dans le tournoi (même ID FIDE, ou même nom et même date de naissance) et les lignes répétées du fichier',
    'add every player, duplicates included':
        'ajouter tous les joueurs, doublons compris',
    'columns: {columns}':
        'colonnes : {columns}',
    '{source}: no players below the header line; nothing was imported':
        "{source} : aucun joueur sous la ligne d'en-tête ; rien n'a été importé",
    ('{n} of the {total} players of {source} is already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)', '{n} of the {total} players of {source} are already in the tournament or twice in the file; nothing was imported (add --skip-duplicates to leave them out, or --confirm to add them anyway)'):
        ("{n} des {total} joueurs de {source} est déjà dans le tournoi ou deux fois dans le fichier ; rien n'a été importé (ajoutez --skip-duplicates pour les laisser de côté, ou --confirm pour les ajouter quand même)", "{n} des {total} joueurs de {source} sont déjà dans le tournoi ou deux fois dans le fichier ; rien n'a été importé (ajoutez --skip-duplicates pour les laisser de côté, ou --confirm pour les ajouter quand même)"),
    ('nothing imported: the player is already in the tournament', 'nothing imported: all {n} players are already in the tournament'):
        ('rien importé : le joueur est déjà dans le tournoi', 'rien importé : les {n} joueurs sont déjà dans le tournoi'),
    'imported 1 player (number {number})':
        '1 joueur importé (numéro {number})',
    ('imported {n} player (numbers {first}-{last})', 'imported {n} players (numbers {first}-{last})'):
        ('{n} joueur importé (numéros {first}-{last})', '{n} joueurs importés (numéros {first}-{last})'),
    ('{n} already in the tournament skipped', '{n} already in the tournament skipped'):
        ('{n} joueur déjà dans le tournoi ignoré', '{n} joueurs déjà dans le tournoi ignorés'),
    '{imported}; {skipped}':
        '{imported} ; {skipped}',
    # -- pair ------------------------------------------------------------------
    "Pair the next round. Output: the number of lines that follow, then 'white black' per board in board order, the pairing-allocated bye as 'N 0' last.":
        "Apparie la ronde suivante. Sortie : le nombre de lignes qui suivent, puis 'blancs noirs' par échiquier dans l'ordre des échiquiers, l'exempt comme 'N 0' en dernier.",
    'write the pairing here (default: stdout)':
        "écrire l'appariement ici (par défaut : la sortie standard)",
    "after the pairing, print each board's explanation to stderr":
        "après l'appariement, écrire l'explication de chaque échiquier sur stderr",
    '{file}: round {round} has games without a result ({games}); enter them before pairing round {next}':
        "{file} : la ronde {round} a des parties sans résultat ({games}) ; saisissez-les avant d'apparier la ronde {next}",
    '{file}: round {round} cannot be paired: {problem}':
        '{file} : la ronde {round} ne peut pas être appariée : {problem}',
    'board {board}: {white}-{black}: {explanation}':
        'échiquier {board} : {white}-{black} : {explanation}',
    'bye: {player}: {explanation}':
        'exempt : {player} : {explanation}',
    # -- pdf and publish -------------------------------------------------------
    'Write a document of the tournament as an A4 PDF, as the GUI prints it ({kinds}).':
        "Écrit un document du tournoi en PDF A4, comme l'imprime l'interface graphique ({kinds}).",
    'one of {kinds}':
        "l'un de {kinds}",
    'the round of a pairing list (default: the last paired round)':
        "la ronde d'une liste d'appariements (par défaut : la dernière ronde appariée)",
    "the language of the document: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'la langue du document : {languages} (par défaut : la langue des documents du tournoi, sinon celle du système ; docs/languages.md)',
    '--round is for the pairing lists ({kinds}); the standings and the crosstable cover the rounds with every result in':
        "--round est pour les listes d'appariements ({kinds}) ; le classement et la grille américaine couvrent les rondes dont tous les résultats sont saisis",
    'writing a PDF needs Qt (PySide6), which cannot be loaded: {problem}':
        'écrire un PDF demande Qt (PySide6), qui ne peut pas être chargé : {problem}',
    "Write the tournament for the players into FOLDER: web pages (html: an index, every round's pairings and results, the standings after each round with their tie-breaks, the crosstable, the starting-rank list and each player's card), or the standings and pairings as json or csv (fields: docs/publishing.md). Files whose content is unchanged are not written again.":
        "Écrit le tournoi pour les joueurs dans FOLDER : des pages web (html : un index, les appariements et résultats de chaque ronde, le classement après chaque ronde avec ses départages, la grille américaine, la liste de départ et la fiche de chaque joueur), ou le classement et les appariements en json ou csv (champs : docs/publishing.md). Les fichiers dont le contenu n'a pas changé ne sont pas réécrits.",
    "the folder (made when missing); default: the tournament's publishing folder":
        "le dossier (créé s'il manque) ; par défaut : le dossier de publication du tournoi",
    'comma-separated: {formats} (default: html)':
        'séparés par des virgules : {formats} (par défaut : html)',
    "publish the players' birth dates in the starting-rank list (not published unless asked, as FIDE's lists)":
        'publier les dates de naissance des joueurs dans la liste de départ (non publiées sauf demande, comme dans les listes de la FIDE)',
    "the language of the web pages: {languages} (default: the tournament's document language, else the system's; docs/languages.md)":
        'la langue des pages web : {languages} (par défaut : la langue des documents du tournoi, sinon celle du système ; docs/languages.md)',
    'keep FOLDER (and --birth-dates) with the tournament for the next publish':
        'garder FOLDER (et --birth-dates) avec le tournoi pour la prochaine publication',
    '--format: {given} is not one of {formats}':
        "--format : {given} n'est pas l'un de {formats}",
    '--remember needs the folder to keep (-o FOLDER)':
        '--remember demande le dossier à garder (-o FOLDER)',
    '{file}: no publishing folder is set; give one with -o FOLDER (--remember keeps it)':
        "{file} : aucun dossier de publication n'est défini ; donnez-en un avec -o FOLDER (--remember le garde)",
    # -- check-ratings and rating-lists ----------------------------------------
    'Compare every registered player with a FIDE number against FIDE rating list files (TXT or XML, standard, rapid, blitz or combined, plain or zipped): rating, K, title, federation, name, birth date. The first --list is the main list; players it lacks are shown with what the others give.':
        'Compare chaque joueur inscrit ayant un numéro FIDE avec des fichiers de listes Elo de la FIDE (TXT ou XML, standard, rapide, blitz ou combinée, simple ou zippée) : Elo, K, titre, fédération, nom, date de naissance. La première --list est la liste principale ; les joueurs qui y manquent sont montrés avec ce que donnent les autres.',
    "a rating list file; repeat for a sequence, the main list first (default: the sequence kept for the tournament's rating type)":
        "un fichier de liste Elo ; répétez pour une suite, la liste principale d'abord (par défaut : la suite gardée pour le type d'Elo du tournoi)",
    "columns of a CSV list (the arbiter's own, Q117), as import-players --map; a 'rating' column is needed":
        "colonnes d'une liste CSV (celle de l'arbitre, Q117), comme import-players --map ; une colonne 'rating' est nécessaire",
    'the kind of a one-kind list whose name does not say it':
        "le type d'une liste d'un seul type dont le nom ne le dit pas",
    'the month of a list whose name and header do not say it':
        "le mois d'une liste dont le nom et l'en-tête ne le disent pas",
    'take every difference of the main list (one step, audited)':
        "reprendre chaque différence de la liste principale (une seule étape, inscrite au journal d'audit)",
    'Show or change the sequence of rating lists per tournament type (standard, rapid, blitz), kept with your preferences: the first is the main list of check-ratings. An added list takes the place of the default order (FIDE list of the type, FIDE standard, your CSV lists).':
        "Montre ou modifie la suite des listes Elo par type de tournoi (standard, rapid, blitz), gardée avec vos préférences : la première est la liste principale de check-ratings. Une liste ajoutée prend sa place dans l'ordre par défaut (liste FIDE du type, FIDE standard, vos listes CSV).",
    'the tournament type (default: every type is shown)':
        'le type de tournoi (par défaut : tous les types sont montrés)',
    'add a list (FIDE TXT/XML/zip, or a CSV of your own)':
        'ajouter une liste (FIDE TXT/XML/zip, ou un CSV à vous)',
    'remove list N':
        'retirer la liste N',
    'move list N to place M':
        'déplacer la liste N à la place M',
    '--add, --remove and --move need --type standard|rapid|blitz':
        '--add, --remove et --move demandent --type standard|rapid|blitz',
    '--move {move}: write N:M, e.g. 3:1':
        '--move {move} : écrivez N:M, p. ex. 3:1',
    '{first}, then {second}':
        '{first}, puis {second}',
    '{kind}: (none: {order}, then your own lists, is the default order)':
        "{kind} : (aucune : l'ordre par défaut est {order}, puis vos propres listes)",
    '--month {month} is not a month; write YYYY/MM':
        "--month {month} n'est pas un mois ; écrivez AAAA/MM",
    'no rating lists are kept for {kind} events: give --list FILE, or keep a sequence (arbiter-cli rating-lists --type {kind} --add FILE)':
        "aucune liste Elo n'est gardée pour les tournois {kind} : donnez --list FILE, ou gardez une suite (arbiter-cli rating-lists --type {kind} --add FILE)",
    'the {kind} lists kept: {lists}':
        'les listes {kind} gardées : {lists}',
    ('{list}: {kinds} list of {month}; {found} of {n} player found', '{list}: {kinds} list of {month}; {found} of {n} players found'):
        ('{list} : liste {kinds} de {month} ; joueurs trouvés : {found} sur {n}', '{list} : liste {kinds} de {month} ; joueurs trouvés : {found} sur {n}'),
    ('{list}: {kinds} list of an unknown month; {found} of {n} player found', '{list}: {kinds} list of an unknown month; {found} of {n} players found'):
        ("{list} : liste {kinds} d'un mois inconnu ; joueurs trouvés : {found} sur {n}", "{list} : liste {kinds} d'un mois inconnu ; joueurs trouvés : {found} sur {n}"),
    'updated {difference}':
        'mis à jour : {difference}',
    'player {number} {name}: not in {list}; {other} gives {ratings}':
        'joueur {number} {name} : absent de {list} ; {other} donne {ratings}',
    'player {number} {name}: FIDE number {fide_id} is in none of the lists':
        "joueur {number} {name} : le numéro FIDE {fide_id} n'est dans aucune des listes",
    # -- ratings and round-ratings ---------------------------------------------
    "Print each player's rated games so far, the expected score by FIDE's table (B.02 8.1.2, the 400-point rule of 8.3.1), the score, K, the rating change K x (score - expected) and the performance rating (Ra + dp). Forfeits, byes, unrated games and games against unrated players are left out.":
        "Écrit pour chaque joueur ses parties comptabilisées jusqu'ici, le score attendu selon la table de la FIDE (B.02 8.1.2, la règle des 400 points de 8.3.1), le score, K, la variation Elo K x (score - attendu) et la performance (Ra + dp). Les forfaits, byes, parties non comptabilisées et parties contre des joueurs non classés sont exclus.",
    'comma-separated output with a header (in English, for programs)':
        "sortie séparée par des virgules avec une ligne d'en-tête (en anglais, pour les programmes)",
    '{file}: not a tournament file (.arbiter); import a TRF file first (arbiter-cli import)':
        "{file} : pas un fichier de tournoi (.arbiter) ; importez d'abord un fichier TRF (arbiter-cli import)",
    "Enter the players' ratings from round N on in an event longer than 30 days (settings --long-event on): every player a rating list has, or one player. Without --list or --player, show the ratings by round.":
        'Saisit les Elo des joueurs à partir de la ronde N dans un tournoi de plus de 30 jours (settings --long-event on) : tous les joueurs que contient une liste Elo, ou un joueur. Sans --list ni --player, montre les Elo par ronde.',
    'the first round the ratings apply to (2 or more)':
        "la première ronde à laquelle les Elo s'appliquent (2 ou plus)",
    'the FIDE rating list valid when round N is played':
        'la liste Elo FIDE en vigueur quand la ronde N est jouée',
    "one player's number":
        "le numéro d'un seul joueur",
    "that player's rating from round N ('none': removed)":
        "l'Elo de ce joueur à partir de la ronde N ('none' : retiré)",
    'give --list or --player, not both':
        'donnez --list ou --player, pas les deux',
    '--from-round N is needed to enter ratings':
        '--from-round N est nécessaire pour saisir des Elo',
    '--player needs --rating R (or --rating none)':
        '--player demande --rating R (ou --rating none)',
    '--rating goes with --player P':
        '--rating va avec --player P',
    'from round {round}: {list}':
        'à partir de la ronde {round} : {list}',
    'player {number} {name}: {before} -> {after}':
        'joueur {number} {name} : {before} -> {after}',
    'player {number} {name}: FIDE number {fide_id} is not in the list (rating kept)':
        "joueur {number} {name} : le numéro FIDE {fide_id} n'est pas dans la liste (Elo conservé)",
    'no rating changes':
        "aucun changement d'Elo",
    'no ratings by round':
        'aucun Elo par ronde',
    'from round {round}: {rating}':
        'à partir de la ronde {round} : {rating}',
    'player {number} {name}: {rating}; {ratings}':
        'joueur {number} {name} : {rating} ; {ratings}',
    # -- self-test and standings -----------------------------------------------
    'Create a temporary tournament for every built pairing system, pair two rounds, record results, reopen and export it; one line per check.':
        "Crée un tournoi temporaire pour chaque système d'appariement intégré, apparie deux rondes, saisit des résultats, le rouvre et l'exporte ; une ligne par vérification.",
    'Print the standings of a TRF16 file or an .arbiter tournament: rank, pairing number, name, points and each tie-break, one player a line. Tied players share the place when points and every tie-break are equal.':
        "Écrit le classement d'un fichier TRF16 ou d'un tournoi .arbiter : rang, numéro d'appariement, nom, points et chaque départage, un joueur par ligne. Des joueurs à égalité partagent la place quand les points et tous les départages sont égaux.",
    "comma-separated tie-breaks in order, e.g. BH/C1,BH,SB,DE (or the preset rating1998); default: the tournament's own list (.arbiter), none for a TRF file":
        "départages séparés par des virgules, dans l'ordre, p. ex. BH/C1,BH,SB,DE (ou le préréglage rating1998) ; par défaut : la liste du tournoi (.arbiter), aucun pour un fichier TRF",
    "add each player's rating change so far (FIDE B.02) as a last column (a tournament file whose settings ask for it shows it always)":
        "ajouter la variation Elo de chaque joueur jusqu'ici (FIDE B.02) en dernière colonne (un fichier de tournoi dont les réglages la demandent la montre toujours)",
    "unplayed rounds: C.07 2023 dummy opponents or the 2009 virtual opponents (default: the tournament's setting, else 2023)":
        'rondes non jouées : adversaires fictifs de C.07 2023 ou adversaires virtuels de 2009 (par défaut : le réglage du tournoi, sinon 2023)',
    "rating of unrated players in ARO/TPR/PTP/APRO/APPO: a number, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor; Q209) or 'none' (as C.07 10 says, those tie-breaks are then dropped when unrated players take part); default: the tournament's setting, else none":
        "Elo des joueurs non classés dans ARO/TPR/PTP/APRO/APPO : un nombre, 'floor' (le plancher Elo de la FIDE, {floor}), 'performance' (la performance de chaque joueur non classé contre ses adversaires classés, pas en dessous du plancher ; Q209) ou 'none' (comme le dit C.07 10, ces départages sont alors écartés si des joueurs non classés participent) ; par défaut : le réglage du tournoi, sinon none",
    "the edition of FIDE C.07 to follow: 2023 (from 1 September 2023), 2024 (from 1 August 2024), 2026 (from 1 March 2026; caps the dummy opponent's score); default: the tournament's setting, else the edition in force at its start date (042), the newest without one":
        "l'édition de FIDE C.07 à suivre : 2023 (à partir du 1er septembre 2023), 2024 (à partir du 1er août 2024), 2026 (à partir du 1er mars 2026 ; plafonne le score de l'adversaire fictif) ; par défaut : le réglage du tournoi, sinon l'édition en vigueur à sa date de début (042), la plus récente s'il n'en a pas",
    'standings after round K (default: the last round with all results)':
        'classement après la ronde K (par défaut : la dernière ronde avec tous les résultats)',
    '{file}: no such file':
        '{file} : fichier introuvable',
    "--unrated-rating: expected a rating, 'floor', 'performance' or 'none', not {given}":
        "--unrated-rating : un Elo, 'floor', 'performance' ou 'none' attendu, pas {given}",
    '(after round {round} of {total})':
        '(après la ronde {round} sur {total})',
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    ('{file}: {n} round of {n} is already paired (raise XXR to pair more)', '{file}: all {n} rounds are already paired (raise XXR to pair more)'):
        ('{file} : {n} ronde sur {n} est déjà appariée (augmentez XXR pour en apparier plus)', '{file} : les {n} rondes sont déjà appariées (augmentez XXR pour en apparier plus)'),
    "NOT THE TOURNAMENT'S STANDINGS: computed with {options} other than the tournament's settings":
        "CE N'EST PAS LE CLASSEMENT DU TOURNOI : calculé avec {options} autres que les réglages du tournoi",
    ('Standings after round {round} of {total}: {n} result of a later round is missing', 'Standings after round {round} of {total}: {n} results of later rounds are missing'):
        ("Classement après la ronde {round} sur {total} : {n} résultat d'une ronde suivante manque", 'Classement après la ronde {round} sur {total} : {n} résultats de rondes suivantes manquent'),
    # -- players: entering and importing players (issue 35) ---
    'import the valid lines and leave out those with a problem (each one is still named)':
        'importer les lignes valides et laisser de côté celles qui ont un problème (chacune reste nommée)',
    ('{source}: {n} line with a problem (above) is left out', '{source}: {n} lines with a problem (above) are left out'):
        ('{source} : {n} ligne avec un problème (ci-dessus) est laissée de côté', '{source} : {n} lignes avec un problème (ci-dessus) sont laissées de côté'),
    ('{source}: {n} problem (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)', '{source}: {n} problems (above); nothing was imported (correct the file, --map a column to another field or to ignore, or --skip-invalid to import the valid lines alone)'):
        ("{source} : {n} problème (ci-dessus) ; rien n'a été importé (corrigez le fichier, associez avec --map une colonne à un autre champ ou à ignore, ou utilisez --skip-invalid pour n'importer que les lignes valides)", "{source} : {n} problèmes (ci-dessus) ; rien n'a été importé (corrigez le fichier, associez avec --map une colonne à un autre champ ou à ignore, ou utilisez --skip-invalid pour n'importer que les lignes valides)"),
    '{player}: rating {rating}; the lists give:':
        '{player} : Elo {rating} ; les listes donnent :',
    'the rating to take, by its number in the list shown':
        "l'Elo à prendre, par son numéro dans la liste affichée",
    '{player}: no list rating to pick from (update the ratings from the lists first: check-ratings --update)':
        "{player} : aucun Elo de liste à choisir (mettez d'abord les Elo à jour depuis les listes : check-ratings --update)",
    '{player}: rating {rating}':
        '{player} : Elo {rating}',
    "list the ratings a player's rating lists give, or give him one (--take N): picked, not typed (checklist Q128-129)":
        "lister les Elo que donnent les listes de classement d'un joueur, ou lui en donner un (--take N) : choisi, non saisi (liste de contrôle Q128-129)",
    # -- main: Q103, a player the rules leave out of the standings ---
    'player {number} {name}: {rank}, the rules give none: {reason}':
        "joueur {number} {name} : {rank}, les règles n'en donnent aucun : {reason}",
    # -- main: Q129, a rating of another kind picked as the manual rating ---
    '{player}: manual rating {rating} (a {kind} rating in a {type} event: it places him, the rating report keeps his FIDE rating)':
        '{player} : classement manuel {rating} (un Elo {kind} dans un tournoi {type} : il le place, le rapport Elo garde son Elo FIDE)',
}
