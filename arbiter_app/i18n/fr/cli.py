"""Français: the command line's help and messages (arbiter_app/cli)."""

# flake8: noqa: E501
MESSAGES = {
    # -- arbiter-cli's commands and frame (cli/main.py, cli/parser.py) -------------
    'list the automatic backups of a tournament file':
        "lister les sauvegardes automatiques d'un fichier de tournoi",
    'restore a backup as a tournament file':
        'restaurer une sauvegarde comme fichier de tournoi',
    "check a TRF file: every round's pairing and the standings":
        'vérifier un fichier TRF : les appariements de chaque ronde et le classement',
    'leave FIDE mode for good (needs --confirm)':
        'quitter définitivement le mode FIDE (demande --confirm)',
    'forbid (or --remove) a pair of players, before round 1':
        'interdire (ou --remove) une paire de joueurs, avant la ronde 1',
    'generate random tournaments (TRF-2026 or TRF16)':
        'générer des tournois aléatoires (TRF-2026 ou TRF16)',
    'add the players of a CSV file (one undoable import in the GUI)':
        "ajouter les joueurs d'un fichier CSV (une seule importation, annulable, dans la fenêtre)",
    'pair the next round of a TRF16 file':
        "apparier la ronde suivante d'un fichier TRF16",
    'write a pairing list, the starting-rank list, the standings or the crosstable as a PDF':
        "écrire une liste d'appariements, la liste de départ, le classement ou la grille américaine en PDF",
    'write the event as web pages (and/or its standings and pairings as JSON or CSV) into a folder':
        'écrire le tournoi en pages web (et/ou son classement et ses appariements en JSON ou CSV) dans un dossier',
    "check the players against FIDE rating lists (--update: take the list's values)":
        'vérifier les joueurs dans les listes Elo FIDE (--update : reprendre les valeurs de la liste)',
    'the rating lists used per tournament type (check-ratings)':
        'les listes Elo utilisées par type de tournoi (check-ratings)',
    "print each player's rating change and performance (FIDE B.02)":
        'afficher la variation Elo et la performance de chaque joueur (FIDE B.02)',
    'ratings by round of an event longer than 30 days':
        "les Elo par ronde d'un tournoi de plus de 30 jours",
    'check this installation: pair two rounds with every system':
        'vérifier cette installation : apparier deux rondes avec chaque système',
    'print the standings with tie-breaks (FIDE C.07)':
        'afficher le classement avec les départages (FIDE C.07)',
    'write a tournament file as TRF-2026 (or TRF16)':
        'écrire un fichier de tournoi en TRF-2026 (ou TRF16)',
    'make a tournament file (.arbiter) from a TRF16 or TRF-2026 file':
        "créer un fichier de tournoi (.arbiter) à partir d'un fichier TRF16 ou TRF-2026",
    "set a player's national rating":
        "fixer l'Elo national d'un joueur",
    'pair and save the next round of a tournament file':
        "apparier et enregistrer la ronde suivante d'un fichier de tournoi",
    'add a player (a late entry after round 1)':
        'ajouter un joueur (une inscription tardive après la ronde 1)',
    "allow or refuse a player's half-point byes":
        "autoriser ou refuser les byes d'un demi-point d'un joueur",
    'rounds closed to half-point byes':
        "les rondes fermées aux byes d'un demi-point",
    'withdraw a player from the next round on':
        'retirer un joueur à partir de la ronde suivante',
    're-admit a withdrawn player':
        'réadmettre un joueur retiré',
    'request a bye or announce an absence for a future round':
        'demander un bye ou annoncer une absence pour une ronde à venir',
    'cancel a requested bye':
        'annuler un bye demandé',
    'delete a player entered by mistake (only while in no round; later: withdraw)':
        "supprimer un joueur saisi par erreur (seulement tant qu'il n'est dans aucune ronde ; ensuite : withdraw)",
    "remove the last round's pairing (no results yet)":
        'supprimer les appariements de la dernière ronde (encore sans résultat)',
    'correct a result for the rating report only':
        'corriger un résultat pour le rapport Elo seulement',
    'pairing numbers by the initial ranking list (until round 4)':
        "numéros d'appariement selon la liste de départ (jusqu'à la ronde 4)",
    'record a result in a tournament file':
        'saisir un résultat dans un fichier de tournoi',
    'save a pairing made by hand':
        'enregistrer un appariement fait à la main',
    'create an empty tournament file':
        'créer un fichier de tournoi vide',
    "show or change a tournament's settings":
        "afficher ou modifier les paramètres d'un tournoi",
    'show a tournament file or one of its rounds':
        "afficher un fichier de tournoi ou l'une de ses rondes",
    'decide the places still tied after the tie-breaks':
        'départager les places encore ex aequo après les départages',
    "check a proposed pairing against the system's absolute criteria":
        'vérifier un appariement proposé selon les critères absolus du système',
    'Arbiter: pair, check and manage FIDE Swiss tournaments from the command line.':
        'Arbiter : apparier, vérifier et gérer des tournois suisses FIDE en ligne de commande.',
    'interrupted':
        'interrompu',
    'internal error ({error}); this is a bug — please report it with the command and the file (set ARBITER_DEBUG=1 for details)':
        "erreur interne ({error}) ; c'est un bogue — merci de le signaler avec la commande et le fichier (ARBITER_DEBUG=1 pour les détails)",
    "{message} (see '{command} --help')":
        "{message} (voir '{command} --help')",
    # -- argparse's own texts, %-formatted (cli/argparse_texts.py) -----------------
    'usage: ':
        'usage : ',
    'positional arguments':
        'arguments positionnels',
    'options':
        'options',
    'show this help message and exit':
        "afficher ce message d'aide et quitter",
    "show program's version number and exit":
        'afficher le numéro de version du programme et quitter',
    'argument %(argument_name)s: %(message)s':
        'argument %(argument_name)s : %(message)s',
    'the following arguments are required: %s':
        'les arguments suivants sont requis : %s',
    'one of the arguments %s is required':
        "l'un des arguments %s est requis",
    'not allowed with argument %s':
        "non permis avec l'argument %s",
    'unrecognized arguments: %s':
        'arguments non reconnus : %s',
    'invalid choice: %(value)r (choose from %(choices)s)':
        'choix invalide : %(value)r (choisir parmi %(choices)s)',
    'unknown parser %(parser_name)r (choices: %(choices)s)':
        'commande inconnue %(parser_name)r (choix : %(choices)s)',
    'invalid %(type)s value: %(value)r':
        'valeur %(type)s invalide : %(value)r',
    'ambiguous option: %(option)s could match %(matches)s':
        'option ambiguë : %(option)s peut correspondre à %(matches)s',
    'expected one argument':
        'un argument attendu',
    'expected at most one argument':
        'au plus un argument attendu',
    'expected at least one argument':
        'au moins un argument attendu',
    'ignored explicit argument %r':
        'argument explicite %r ignoré',
    ('expected %s argument', 'expected %s arguments'):
        ('%s argument attendu', '%s arguments attendus'),
    # -- files, systems and rules shared by the commands (cli/common.py, store_common.py) ---
    'pairing system: {systems}':
        "système d'appariement : {systems}",
    "{path} is a tournament file (.arbiter), not a TRF16 file; use 'arbiter-cli export {path} -o FILE.trf' first, or the commands for tournament files (pair-next, show, validate)":
        "{path} est un fichier de tournoi (.arbiter), pas un fichier TRF16 ; utilisez d'abord 'arbiter-cli export {path} -o FILE.trf', ou les commandes des fichiers de tournoi (pair-next, show, validate)",
    'cannot write {output}: it is a folder':
        "impossible d'écrire {output} : c'est un dossier",
    'cannot write {output}: folder {folder} does not exist':
        "impossible d'écrire {output} : le dossier {folder} n'existe pas",
    'cannot write {output}: permission denied':
        "impossible d'écrire {output} : permission refusée",
    '{output} is a tournament file (.arbiter); it is not overwritten (choose another output file)':
        "{output} est un fichier de tournoi (.arbiter) ; il n'est pas écrasé (choisissez un autre fichier de sortie)",
    '{output} is the input file; it is not overwritten (choose another output file)':
        "{output} est le fichier d'entrée ; il n'est pas écrasé (choisissez un autre fichier de sortie)",
    'cannot write {output}: {problem}':
        "impossible d'écrire {output} : {problem}",
    'cannot read {path}: {problem}':
        'impossible de lire {path} : {problem}',
    ('{n} round paired', '{n} rounds paired'):
        ('{n} ronde appariée', '{n} rondes appariées'),
    ('{n} round paired of {total}', '{n} rounds paired of {total}'):
        ('{n} ronde appariée sur {total}', '{n} rondes appariées sur {total}'),
    ' (players {players})':
        ' (joueurs {players})',
    # -- export, import, national-rating, pair-next and the players' commands (store_*.py) ---
    'Write the tournament as a TRF file (to standard output with -o -): TRF-2026 by default, with the number of rounds, the system, the byes announced and the forbidden pairs for another program.':
        'Écrire le tournoi dans un fichier TRF (sur la sortie standard avec -o -) : TRF-2026 par défaut, avec le nombre de rondes, le système, les byes annoncés et les paires interdites, pour un autre programme.',
    "trf2026 (default): FIDE's TRF-2026; trf16: the 2016 format with the XXR/XXC/XXP lines of the pairing engines":
        "trf2026 (par défaut) : le TRF-2026 de la FIDE ; trf16 : le format de 2016 avec les lignes XXR/XXC/XXP des moteurs d'appariement",
    "FIDE's rating report (TRF-2026): the fields FIDE marks mandatory filled from the tournament; each one empty is a warning (exit 3, nothing written, unless --confirm)":
        "le rapport Elo de la FIDE (TRF-2026) : les champs que la FIDE rend obligatoires, remplis depuis le tournoi ; chacun resté vide est un avertissement (sortie 3, rien n'est écrit, sauf avec --confirm)",
    'with --report: write it although mandatory fields are empty':
        "avec --report : l'écrire bien que des champs obligatoires soient vides",
    '--confirm is for --report (a TRF export asks for no confirmation)':
        '--confirm va avec --report (un export TRF ne demande aucune confirmation)',
    "--report writes TRF-2026, the format FIDE's rating server reads; leave out --format trf16":
        '--report écrit du TRF-2026, le format que lit le serveur Elo de la FIDE ; retirez --format trf16',
    ('{file}: {n} player, {rounds}, system {system}', '{file}: {n} players, {rounds}, system {system}'):
        ('{file} : {n} joueur, {rounds}, système {system}', '{file} : {n} joueurs, {rounds}, système {system}'),
    'Read a TRF16 or TRF-2026 file and write it as a new tournament file; an existing file is never overwritten.':
        "Lire un fichier TRF16 ou TRF-2026 et l'écrire comme nouveau fichier de tournoi ; un fichier existant n'est jamais écrasé.",
    "pairing system: {systems} (default: the one the file's 192 or 092 line names, e.g. '192 FIDE_DUTCH_2025' is dutch2026)":
        "système d'appariement : {systems} (par défaut : celui que nomme la ligne 192 ou 092 du fichier, p. ex. '192 FIDE_DUTCH_2025' est dutch2026)",
    "tie-breaks of the standings, e.g. BH/C1,BH,SB (default: those of the file's 202 line; a TRF16 file names none: standings by score only; '' for none)":
        "départages du classement, p. ex. BH/C1,BH,SB (par défaut : ceux de la ligne 202 du fichier ; un fichier TRF16 n'en nomme aucun : classement aux points seulement ; '' pour aucun)",
    "tie-breaks: none, the standings are by score only (the file names none; choose them with 'arbiter-cli settings FILE --tiebreaks LIST')":
        "départages : aucun, le classement est aux points seulement (le fichier n'en nomme aucun ; choisissez-les avec 'arbiter-cli settings FILE --tiebreaks LIST')",
    "tie-breaks: {list} (the file's 202 line)":
        'départages : {list} (la ligne 202 du fichier)',
    'tie-breaks: {list}':
        'départages : {list}',
    "not known to Arbiter, left out: {list} (the file's 202 line)":
        "inconnus d'Arbiter, laissés de côté : {list} (la ligne 202 du fichier)",
    'no {federation} rating':
        "pas d'Elo {federation}",
    "Set a player's rating on a federation's national list (TRF-2026 NRS record), with the national id. RATING 0 and --id '' remove it.":
        "Fixer l'Elo d'un joueur sur la liste nationale d'une fédération (enregistrement NRS du TRF-2026), avec son identifiant national. RATING 0 et --id '' le suppriment.",
    '3-letter FIDE code, e.g. NED':
        'code FIDE de 3 lettres, p. ex. NED',
    "the player's number on that national list":
        'le numéro du joueur sur cette liste nationale',
    "Pair the next round with the tournament's system and save it. Prints the boards (or, with --pairs, the count / 'white black' / 'N 0' format of 'pair').":
        "Apparier la ronde suivante avec le système du tournoi et l'enregistrer. Affiche les échiquiers (ou, avec --pairs, le format nombre / 'blanc noir' / 'N 0' de 'pair').",
    "print the pairing in the endorsed engines' format":
        'afficher les appariements au format des moteurs homologués',
    'bye: {player}':
        'exempt : {player}',
    '"Last, First"':
        '"Nom, Prénom"',
    "the player's K-factor for the rating change (FIDE B.02 8.3.3: 40, 20 or 10) when no rating list gives it":
        'le coefficient K du joueur pour la variation Elo (FIDE B.02 8.3.3 : 40, 20 ou 10) quand aucune liste Elo ne le donne',
    'add the player even when warned (e.g. the same FIDE id, or the same name and birth date, as a player already in the tournament)':
        "ajouter le joueur même en cas d'avertissement (p. ex. le même identifiant FIDE, ou les mêmes nom et date de naissance, qu'un joueur déjà inscrit)",
    'the player may not take half-point byes (FIDE checklist Q175)':
        "le joueur ne peut pas prendre de byes d'un demi-point (liste de contrôle FIDE Q175)",
    "Make a player eligible (allow) or ineligible (refuse) for half-point byes; a refused player's request for one is refused (FIDE checklist Q175-176).":
        "Rendre un joueur admissible (allow) ou non (refuse) aux byes d'un demi-point ; la demande d'un joueur non admissible est refusée (liste de contrôle FIDE Q175-176).",
    "The rounds in which no half-point bye may be requested (FIDE checklist Q175), e.g. 8,9; 'none' opens every round again.":
        "Les rondes où aucun bye d'un demi-point ne peut être demandé (liste de contrôle FIDE Q175), p. ex. 8,9 ; 'none' rouvre toutes les rondes.",
    'e.g. 8,9 or none':
        'p. ex. 8,9 ou none',
    'withdrawn by expulsion: flagged, and left out of the Swiss standings (FIDE checklist Q197-198)':
        'retrait par exclusion : signalé, et hors du classement du système suisse (liste de contrôle FIDE Q197-198)',
    'KIND: H half-point bye, Z zero-point (absence), F full-point.':
        "KIND : H bye d'un demi-point, Z zéro point (absence), F un point.",
    'go ahead although warned (in FIDE mode: a second half-point bye)':
        "continuer malgré l'avertissement (en mode FIDE : un deuxième bye d'un demi-point)",
    '{player} may take half-point byes':
        "{player} peut prendre des byes d'un demi-point",
    '{player} may not take half-point byes':
        "{player} ne peut pas prendre de byes d'un demi-point",
    ('no half-point byes in round {rounds}', 'no half-point byes in rounds {rounds}'):
        ("pas de bye d'un demi-point à la ronde {rounds}", "pas de bye d'un demi-point aux rondes {rounds}"),
    'no half-point byes in rounds: none (every round is open)':
        "rondes sans bye d'un demi-point : aucune (toutes les rondes sont ouvertes)",
    're-admitted: {player}':
        'réadmis : {player}',
    'round {round}: {player} has bye {kind}':
        'ronde {round} : {player} a le bye {kind}',
    'round {round}: bye of {player} cancelled':
        'ronde {round} : bye de {player} annulé',
    'round {round} unpaired':
        'appariements de la ronde {round} supprimés',
    'deleted: {player}':
        'supprimé : {player}',
    'added {player} (late entry from round {round})':
        'ajouté : {player} (inscription tardive à partir de la ronde {round})',
    'added {player}':
        'ajouté : {player}',
    '{rounds!r}: write round numbers separated by commas, e.g. 8,9, or none':
        '{rounds!r} : écrivez des numéros de ronde séparés par des virgules, p. ex. 8,9, ou none',
    'expelled: {player}, not paired from round {round}':
        'exclu : {player}, plus apparié à partir de la ronde {round}',
    'withdrawn: {player}, not paired from round {round}':
        'retiré : {player}, plus apparié à partir de la ronde {round}',
    # -- results, pairings, show, ties and validate (store_*.py) -------------------
    "Correct a result for FIDE's rating report only (export --report and the rating changes); the pairings and the standings keep the result as entered. Written to the audit log and as a ### line of the TRF exports.":
        "Corriger un résultat pour le rapport Elo de la FIDE seulement (export --report et les variations Elo) ; les appariements et le classement gardent le résultat saisi. Inscrit au journal d'audit et en ligne ### des exports TRF.",
    'the result the rating report uses, e.g. 0-1, 1/2, W-L':
        "le résultat qu'utilise le rapport Elo, p. ex. 0-1, 1/2, W-L",
    'take the correction back':
        'retirer la correction',
    'why (written to the audit log)':
        "pourquoi (inscrit au journal d'audit)",
    'give a RESULT, or --remove to take the correction back':
        'donnez un RESULT, ou --remove pour retirer la correction',
    'round {round} board {board}: removed':
        'ronde {round} échiquier {board} : retirée',
    'round {round} board {board}: {result} for the rating report':
        'ronde {round} échiquier {board} : {result} pour le rapport Elo',
    "Renumber the players of a tournament file by the initial ranking list: rating, then FIDE title, then name (C.04.2.B; swiss-rating-1998 A.2 for rating1998). Until round 4 is paired (C.04.2 2.3); the games of the rounds already paired follow their players. Prints 'old -> new name' for every number that changes.":
        "Renuméroter les joueurs d'un fichier de tournoi selon la liste de départ : Elo, puis titre FIDE, puis nom (C.04.2.B ; swiss-rating-1998 A.2 pour rating1998). Jusqu'à l'appariement de la ronde 4 (C.04.2 2.3) ; les parties des rondes déjà appariées suivent leurs joueurs. Affiche 'ancien -> nouveau nom' pour chaque numéro qui change.",
    'rating (default) or alphabetical (if announced beforehand)':
        "rating (par défaut) ou alphabetical (si annoncé à l'avance)",
    'the pairing numbers already follow the initial ranking list; nothing changed':
        "les numéros d'appariement suivent déjà la liste de départ ; rien n'a changé",
    "Record (or correct) a result: {accepted} (+- and -+ are forfeits, -- a double forfeit; 1/2-0, 0-1/2 and 0-0 what each player scored after an arbiter's decision; W-L, L-W, D-D games of less than one move, not rated; adjourned: no result yet, a draw for the pairing).":
        "Saisir (ou corriger) un résultat : {accepted} (+- et -+ sont des forfaits, -- un double forfait ; 1/2-0, 0-1/2 et 0-0 ce que chaque joueur a marqué après une décision de l'arbitre ; W-L, L-W, D-D des parties de moins d'un coup, non comptées pour l'Elo ; ajournée : pas encore de résultat, une nulle pour l'appariement).",
    "go ahead despite the warnings (an adjourned game's result other than a draw)":
        "continuer malgré les avertissements (le résultat d'une partie ajournée autre qu'une nulle)",
    '{value} must be 1 or more':
        '{value} doit valoir 1 ou plus',
    '{text!r} is not a number':
        "{text!r} n'est pas un nombre",
    '{result!r} is no result; use one of {accepted}':
        "{result!r} n'est pas un résultat ; utilisez l'un de {accepted}",
    'unknown result {result!r}; use one of {accepted}':
        "résultat inconnu {result!r} ; utilisez l'un de {accepted}",
    'round {round} board {board}: {white} - {black} {result}':
        'ronde {round} échiquier {board} : {white} - {black} {result}',
    'round {round} board {board}: {white} - {black} {result} (was {previous})':
        'ronde {round} échiquier {board} : {white} - {black} {result} (était {previous})',
    'Round {round} (by hand)':
        'Ronde {round} (à la main)',
    'Save a pairing made by hand for the next round (or the last round while it has no result). Exit 1: it breaks a rule (listed); 3: it needs --confirm; 2: bad input.':
        "Enregistrer un appariement fait à la main pour la ronde suivante (ou la dernière ronde tant qu'elle n'a pas de résultat). Sortie 1 : il enfreint une règle (listée) ; 3 : il demande --confirm ; 2 : entrée incorrecte.",
    "count, then 'white black' per board, the bye as 'N 0'":
        "le nombre, puis 'blanc noir' par échiquier, l'exempt en 'N 0'",
    'save it although it breaks rules of the system (with --reason)':
        "l'enregistrer bien qu'il enfreigne des règles du système (avec --reason)",
    "go ahead despite the warnings (a pairing that is not the system's, FIDE checklist Q69)":
        "continuer malgré les avertissements (un appariement qui n'est pas celui du système, liste de contrôle FIDE Q69)",
    '--accept-violations needs a --reason (it goes to the audit log)':
        "--accept-violations demande un --reason (il va au journal d'audit)",
    'accepted: {violation}':
        'accepté : {violation}',
    'pairing-allocated bye':
        'exempt',
    'absent (zero-point bye)':
        'absent (bye à zéro point)',
    'FIDE mode off ({note})':
        'mode FIDE désactivé ({note})',
    'FIDE mode on':
        'mode FIDE activé',
    "show round N's boards":
        'afficher les échiquiers de la ronde N',
    '{name}, round {round}':
        '{name}, ronde {round}',
    ('{name}: system {system}, {n} player, {rounds}; {fide_mode}', '{name}: system {system}, {n} players, {rounds}; {fide_mode}'):
        ('{name} : système {system}, {n} joueur, {rounds} ; {fide_mode}', '{name} : système {system}, {n} joueurs, {rounds} ; {fide_mode}'),
    'enters round {round}':
        'entre à la ronde {round}',
    ('{file}: round {round} is not paired ({n} round is)', '{file}: round {round} is not paired ({n} rounds are)'):
        ("{file} : la ronde {round} n'est pas appariée ({n} ronde l'est)", "{file} : la ronde {round} n'est pas appariée ({n} rondes le sont)"),
    "Players still tied after the last tie-break share the place (C.07). --lots decides such places by a drawing of lots (the seed is kept: the same places every time); --order by the arbiter's order of the tied players; --playoff by the scores of a play-off played over the board (C.07 3), printed under its --label; --shared goes back to shared places.":
        "Les joueurs encore ex aequo après le dernier départage partagent la place (C.07). --lots départage ces places par tirage au sort (la graine est gardée : les mêmes places à chaque fois) ; --order par l'ordre que l'arbitre donne aux ex aequo ; --playoff par les scores d'un barrage joué sur l'échiquier (C.07 3), imprimé sous son --label ; --shared revient aux places partagées.",
    'a drawing of lots':
        'un tirage au sort',
    'pairing numbers of tied players, in the order they are placed':
        "numéros d'appariement des ex aequo, dans l'ordre de leur classement",
    'tied players share the place':
        'les ex aequo partagent la place',
    'the seed of the drawing of lots (default: a new one)':
        'la graine du tirage au sort (par défaut : une nouvelle)',
    '--seed goes with --lots':
        '--seed va avec --lots',
    'places still tied are decided by drawing of lots (seed {seed})':
        'les places encore ex aequo sont départagées par tirage au sort (graine {seed})',
    '--order {order!r}: write pairing numbers separated by commas, e.g. 12,5,7':
        "--order {order!r} : écrivez des numéros d'appariement séparés par des virgules, p. ex. 12,5,7",
    'order of tied players: {order}':
        'ordre des ex aequo : {order}',
    "Check a proposed pairing of the next round (of a paired round without results, in a tournament file) against the system's absolute criteria and completeness. Prints each violation with its rule and players. With --report instead: the fields FIDE's rating report needs that the tournament file leaves empty (export --report's warnings), nothing written. Exit 0: none (notices only); 1: violations or warnings; 2: bad input.":
        "Vérifier un appariement proposé de la ronde suivante (d'une ronde appariée sans résultat, dans un fichier de tournoi) selon les critères absolus du système et sa complétude. Affiche chaque infraction avec sa règle et ses joueurs. Avec --report à la place : les champs dont le rapport Elo de la FIDE a besoin et que le fichier de tournoi laisse vides (les avertissements d'export --report), sans rien écrire. Sortie 0 : aucun (des remarques seulement) ; 1 : des infractions ou des avertissements ; 2 : entrée incorrecte.",
    'pairing system of a TRF file: {systems}':
        "système d'appariement d'un fichier TRF : {systems}",
    "check a tournament file for FIDE's rating report (the warnings of 'export --report'), writing nothing":
        "vérifier un fichier de tournoi pour le rapport Elo de la FIDE (les avertissements de 'export --report'), sans rien écrire",
    '{file}: --report checks a tournament file (T.arbiter); import the TRF file first':
        "{file} : --report vérifie un fichier de tournoi (T.arbiter) ; importez d'abord le fichier TRF",
    '{file}: the rating report has every field FIDE marks mandatory':
        '{file} : le rapport Elo a tous les champs que la FIDE rend obligatoires',
    '{file}: a TRF file needs --system':
        '{file} : un fichier TRF demande --system',
    # -- new and settings (store_settings.py) --------------------------------------
    'place of the event':
        'lieu du tournoi',
    'federation of the event (three letters, e.g. NED)':
        'fédération du tournoi (trois lettres, p. ex. NED)',
    'first day, YYYY/MM/DD':
        'premier jour, YYYY/MM/DD',
    'last day, YYYY/MM/DD':
        'dernier jour, YYYY/MM/DD',
    "the chief arbiter's name":
        "le nom de l'arbitre principal",
    "deputy arbiters' names":
        'les noms des arbitres adjoints',
    'e.g. 90\'/40 + 30\' + 30"':
        'p. ex. 90\'/40 + 30\' + 30"',
    'ratings (docs/ratings.md)':
        'classements Elo (docs/ratings.md)',
    'round robin (--system roundrobin; docs/systems/roundrobin.md)':
        'toutes-rondes (--system roundrobin ; docs/systems/roundrobin.md)',
    ('created {file}: {name}, {n} round, {system}', 'created {file}: {name}, {n} rounds, {system}'):
        ('{file} créé : {name}, {n} ronde, {system}', '{file} créé : {name}, {n} rondes, {system}'),
    "the federation of the national ratings (NRS records) the method reads (default: the tournament's federation)":
        'la fédération des Elo nationaux (enregistrements NRS) que lit la méthode (par défaut : la fédération du tournoi)',
    "an event longer than 30 days: each round has its players' ratings of that month (checklist Q210-216)":
        'un tournoi de plus de 30 jours : chaque ronde a les Elo de ses joueurs de ce mois-là (liste de contrôle Q210-216)',
    "Create a tournament file with every field of the GUI's New tournament dialog; add players with add-player.":
        'Créer un fichier de tournoi avec chaque champ de la fenêtre Nouveau tournoi ; ajoutez les joueurs avec add-player.',
    'a double round robin: two cycles, the second with colours reversed':
        'un toutes-rondes double : deux cycles, le second avec les couleurs inversées',
    'how many cycles (default: as many as --rounds needs)':
        "combien de cycles (par défaut : autant qu'en demande --rounds)",
    "play the last two rounds of cycle 1 in reverse order (C.05's recommendation for a double round robin; default on with two or more cycles)":
        "jouer les deux dernières rondes du cycle 1 dans l'ordre inverse (recommandation de C.05 pour un toutes-rondes double ; on par défaut avec deux cycles ou plus)",
    'the Berger numbers set by hand: the pairing numbers in Berger order, e.g. 3,1,4,2 (FIDE checklist Q95)':
        "les numéros de Berger fixés à la main : les numéros d'appariement dans l'ordre de Berger, p. ex. 3,1,4,2 (liste de contrôle FIDE Q95)",
    'Berger numbers by drawing of lots with this seed (reproducible, recorded); without it the pairing numbers are the Berger numbers':
        "numéros de Berger tirés au sort avec cette graine (reproductible, enregistré) ; sans elle les numéros d'appariement sont les numéros de Berger",
    'Without options: print the settings. With options: change those (the others stay).':
        'Sans option : afficher les paramètres. Avec des options : modifier ceux-là (les autres restent).',
    'points of the pairing-allocated bye (the same as --points P=…)':
        "points de l'exempt (comme --points P=…)",
    'go ahead although warned: after round 1, in FIDE mode, the number of rounds, the points, the PAB and the tie-breaks need it (a double confirmation in the GUI; without it: the warning, exit 3, nothing changed)':
        "continuer malgré l'avertissement : après la ronde 1, en mode FIDE, le nombre de rondes, les points, l'exempt et les départages le demandent (une double confirmation dans la fenêtre ; sans lui : l'avertissement, sortie 3, rien n'est modifié)",
    '--cycles must be 1 or more':
        '--cycles doit valoir 1 ou plus',
    '--double is two cycles; leave out --cycles or give --cycles 2':
        '--double, ce sont deux cycles ; retirez --cycles ou donnez --cycles 2',
    ('{cycles} of {n} round', '{cycles} of {n} rounds'):
        ('{cycles} × {n} ronde', '{cycles} × {n} rondes'),
    'the point system as TRF-2026 record 162 has it: points for a win, forfeit win and full-point bye (W), a draw and half-point bye (D), a loss (L), an absence or forfeit loss (A), the pairing-allocated bye (P, default as W) and an unknown (adjourned) result (X, default as D)':
        "le barème comme l'enregistrement 162 du TRF-2026 : points d'un gain, gain par forfait et bye d'un point (W), d'une nulle et bye d'un demi-point (D), d'une défaite (L), d'une absence ou perte par forfait (A), de l'exempt (P, par défaut comme W) et d'un résultat inconnu (ajourné) (X, par défaut comme D)",
    'any subset, the others standard':
        "n'importe quelle partie, les autres standard",
    'any subset, the others as they are':
        "n'importe quelle partie, les autres inchangés",
    "colour of the top player in round 1 ('lot': drawn by lot, the default)":
        "couleur du premier joueur à la ronde 1 ('lot' : tirée au sort, par défaut)",
    "colour of the top player in round 1 ('lot': drawn by lot)":
        "couleur du premier joueur à la ronde 1 ('lot' : tirée au sort)",
    "comma-separated, e.g. BH/C1,SB,DE (default BH/C1,BH,SB; '' for none)":
        "séparés par des virgules, p. ex. BH/C1,SB,DE (par défaut BH/C1,BH,SB ; '' pour aucun)",
    'comma-separated, e.g. BH/C1,SB,DE':
        'séparés par des virgules, p. ex. BH/C1,SB,DE',
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date, the default)":
        "édition de C.07 que suivent les départages ('date' : celle en vigueur à la date de début, par défaut)",
    "edition of C.07 the tie-breaks follow ('date': the one in force at the start date)":
        "édition de C.07 que suivent les départages ('date' : celle en vigueur à la date de début)",
    'renumber the players by rating when round 1 is paired (default on)':
        "renuméroter les joueurs par Elo à l'appariement de la ronde 1 (on par défaut)",
    'renumber the players by rating when round 1 is paired':
        "renuméroter les joueurs par Elo à l'appariement de la ronde 1",
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only), or 'none', the default (docs/systems/acceleration.md)":
        "appariements accélérés : 'baku', la méthode de Bakou (C.04.7 ; système hollandais seulement), ou 'none', par défaut (docs/systems/acceleration.md)",
    "accelerated pairings: 'baku', the Baku method (C.04.7; Dutch system only) (docs/systems/acceleration.md)":
        "appariements accélérés : 'baku', la méthode de Bakou (C.04.7 ; système hollandais seulement) (docs/systems/acceleration.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (the default) (docs/languages.md)":
        "la langue des impressions et des pages web : {languages}, ou 'system', celle de l'interface (par défaut) (docs/languages.md)",
    "the language of the printouts and web pages: {languages}, or 'system', the interface's (docs/languages.md)":
        "la langue des impressions et des pages web : {languages}, ou 'system', celle de l'interface (docs/languages.md)",
    'the FIDE list the official ratings come from (checklist Q124): standard, the default':
        "la liste FIDE d'où viennent les Elo officiels (liste de contrôle Q124) : standard, par défaut",
    'the FIDE list the official ratings come from (checklist Q124)':
        "la liste FIDE d'où viennent les Elo officiels (liste de contrôle Q124)",
    "the tournament rating of the initial order, TRF-2026 record 172: FIDE only, NRO national only, FIDON FIDE else national, NIDOF national else FIDE, HBFN the higher, LBFN the lower, OTHER the arbiter's manual ratings":
        "l'Elo de tournoi de l'ordre initial, enregistrement 172 du TRF-2026 : FIDE seulement, NRO national seulement, FIDON FIDE sinon national, NIDOF national sinon FIDE, HBFN le plus haut, LBFN le plus bas, OTHER les Elo saisis par l'arbitre",
    '(default FIDE)':
        '(FIDE par défaut)',
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically (the default), or 'fide-id', the criterion the regulations may name instead (Q146)":
        "après l'Elo et le titre (C.04.2 2.2.3) : 'name', par ordre alphabétique (par défaut), ou 'fide-id', le critère que le règlement peut nommer à la place (Q146)",
    "after rating and title (C.04.2 2.2.3): 'name', alphabetically, or 'fide-id', the criterion the regulations may name instead (Q146)":
        "après l'Elo et le titre (C.04.2 2.2.3) : 'name', par ordre alphabétique, ou 'fide-id', le critère que le règlement peut nommer à la place (Q146)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's, the default), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "l'Elo que lisent les départages fondés sur l'Elo dans un tournoi de plus de 30 jours : 'first' (celui du début, par défaut), 'round' (celui de chaque ronde) ou un numéro de ronde N (ceux valables à la ronde N ; Q214-216)",
    "the rating the rating-based tie-breaks read in an event longer than 30 days: 'first' (the start's), 'round' (each round's) or a round number N (those valid in round N; Q214-216)":
        "l'Elo que lisent les départages fondés sur l'Elo dans un tournoi de plus de 30 jours : 'first' (celui du début), 'round' (celui de chaque ronde) ou un numéro de ronde N (ceux valables à la ronde N ; Q214-216)",
    '--rounds must be 1 or more':
        '--rounds doit valoir 1 ou plus',
    '{option}: the point system {points} is refused: {problem}; nothing was changed':
        "{option} : le barème {points} est refusé : {problem} ; rien n'a été modifié",
    '--double, --cycles, --swap, --lots and --berger-order are for --system roundrobin':
        '--double, --cycles, --swap, --lots et --berger-order sont pour --system roundrobin',
    '--lots needs a seed (any text)':
        "--lots demande une graine (n'importe quel texte)",
    '{file}: changed {settings}':
        '{file} : modifié {settings}',
    '(none: score only)':
        '(aucun : points seulement)',
    'date (in force at the start date)':
        'date (celle en vigueur à la date de début)',
    "system (the interface's)":
        "system (celle de l'interface)",
    '{method} (national ratings of {federation})':
        '{method} (Elo nationaux de {federation})',
    'on (last two rounds of cycle 1 reversed)':
        'on (deux dernières rondes du cycle 1 inversées)',
    'off (last two rounds of cycle 1 reversed)':
        'off (deux dernières rondes du cycle 1 inversées)',
    'confirmed (level {level}): {text}':
        'confirmé (niveau {level}) : {text}',
    # -- issue 34: tournament files from elsewhere ---
    '; its newest backup that opens was taken {when}, {reason} ({contents}): arbiter-cli restore {backup} -o {target}':
        "; sa sauvegarde la plus récente qui s'ouvre date du {when}, {reason} ({contents}) : arbiter-cli restore {backup} -o {target}",
    # -- trfcli: TRF import and export, standings, plurals (issue #35) ---
    "import even when rounds of the file are not the system's pairing (each such round is a level 3 warning; FIDE checklist Q54-55), or, outside FIDE mode for good, when its point system (162) is not allowed in FIDE mode (Q74, Q81, Q83)":
        "importer même si des rondes du fichier ne sont pas les appariements du système (chacune est un avertissement de niveau 3 ; liste de contrôle FIDE Q54-55) ou, hors du mode FIDE définitivement, si son système de points (162) n'est pas admis en mode FIDE (Q74, Q81, Q83)",
    "{action}: the file's point system is not allowed in FIDE mode; nothing was imported (--confirm imports it outside FIDE mode, for good)":
        "{action} : le système de points du fichier n'est pas admis en mode FIDE ; rien n'a été importé (--confirm l'importe hors du mode FIDE, définitivement)",
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'change the numbers by hand: the player numbered N gets number M, the players between move by one (repeatable, applied in turn); before round 1 freely, after it only until round 4 is paired (C.04.2 2.3-2.5)':
        "changer les numéros à la main : le joueur numéro N reçoit le numéro M, ceux qui sont entre les deux se décalent d'une place (répétable, appliqué dans l'ordre) ; avant la ronde 1 librement, ensuite seulement jusqu'à l'appariement de la ronde 4 (C.04.2 2.3-2.5)",
    'go ahead after the warnings of a change by hand':
        "poursuivre malgré les avertissements d'un changement à la main",
    '--move {text}: write N:M, two pairing numbers (e.g. 5:2)':
        "--move {text} : écrivez N:M, deux numéros d'appariement (p. ex. 5:2)",
    'the pairing numbers stay as they were; nothing changed':
        "les numéros d'appariement restent ce qu'ils étaient ; rien n'a changé",
    '--move and --order do not go together: one renumbers by hand, the other by the initial ranking list':
        "--move et --order ne vont pas ensemble : l'un renumérote à la main, l'autre selon la liste de départ",
    # -- fplayoff: play-off results for tied places (Q207) ---
    "each player's play-off score (pairing number=score), e.g. 5=1.5,3=0.5; the higher score takes the higher place; an empty list removes the play-off":
        "le score de barrage de chaque joueur (numéro d'appariement=score), p. ex. 5=1.5,3=0.5 ; le score le plus haut prend la meilleure place ; une liste vide retire le barrage",
    "the play-off's name in every output, e.g. Armageddon (default: play-off)":
        'le nom du barrage dans chaque sortie, p. ex. Armageddon (par défaut : barrage)',
    "the play-off decides players tied after the last tie-break (tiebreaks, the default) or, as the tournament's rules may say, players tied on points (points)":
        'le barrage décide entre les joueurs ex aequo après le dernier départage (tiebreaks, par défaut) ou, si le règlement du tournoi le dit, entre les joueurs ex aequo aux points (points)',
    '--label and --on go with --playoff':
        '--label et --on vont avec --playoff',
    'player {number} is named twice':
        'le joueur {number} est nommé deux fois',
    '--playoff {value!r}: {item}: write pairing number=score separated by commas, e.g. 5=1.5,3=0.5':
        "--playoff {value!r} : {item} : écrivez numéro d'appariement=score séparés par des virgules, p. ex. 5=1.5,3=0.5",
    'play-off: {scores}':
        'barrage : {scores}',
    # -- funrated: unrated players in the rating tie-breaks (Q209) ---
    "the rating of unrated players in ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209): a rating, 'floor' (the FIDE rating floor, {floor}), 'performance' (each unrated player's own performance against his rated opponents, not below the floor) or 'none' (those tie-breaks dropped when unrated players take part)":
        "l'Elo des joueurs non classés dans ARO/TPR/PTP/APRO/APPO (C.07 10, Q208-209) : un Elo, 'floor' (le plancher Elo de la FIDE, {floor}), 'performance' (la performance de chaque joueur non classé contre ses adversaires classés, pas en dessous du plancher) ou 'none' (ces départages écartés si des joueurs non classés participent)",
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    "The local copy of FIDE's rating list (the combined standard, rapid and blitz list), kept in your data folder: shown with its month and the day it was downloaded, or --update: downloaded, checked, and put in place of the old copy (which is kept when anything fails). check-ratings uses it when no list is given or kept.":
        "La copie locale de la liste Elo FIDE (la liste combinée standard, rapide et blitz), conservée dans votre dossier de données : affichée avec son mois et le jour de son téléchargement, ou --update : téléchargée, vérifiée et mise à la place de l'ancienne copie (conservée en cas d'échec). check-ratings l'utilise quand aucune liste n'est donnée ni conservée.",
    "download FIDE's list now (the computer must be online)":
        "télécharger maintenant la liste FIDE (l'ordinateur doit être en ligne)",
    "where to download it from (default: FIDE's players list, {url})":
        "d'où la télécharger (par défaut : la liste des joueurs de la FIDE, {url})",
    '--url needs --update':
        '--url demande --update',
    'downloading {url}':
        'téléchargement de {url}',
    'updated: {copy}':
        'mise à jour : {copy}',
    "the local copy of FIDE's rating list: its date, or --update it while online":
        'la copie locale de la liste Elo FIDE : sa date, ou --update pour la mettre à jour en ligne',
}
