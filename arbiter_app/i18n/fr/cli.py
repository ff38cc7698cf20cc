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
}
