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
    # -- pair ------------------------------------------------------------------
    "Pair the next round. Output: the number of lines that follow, then 'white black' per board in board order, the pairing-allocated bye as 'N 0' last.":
        "Apparie la ronde suivante. Sortie : le nombre de lignes qui suivent, puis 'blancs noirs' par échiquier dans l'ordre des échiquiers, l'exempt comme 'N 0' en dernier.",
    'write the pairing here (default: stdout)':
        "écrire l'appariement ici (par défaut : la sortie standard)",
    "after the pairing, print each board's explanation to stderr":
        "après l'appariement, écrire l'explication de chaque échiquier sur stderr",
    '{file}: all {rounds} rounds are already paired (raise XXR to pair more)':
        '{file} : les {rounds} rondes sont déjà appariées (augmentez XXR pour en apparier plus)',
    '{file}: round {round} has games without a result ({games}); enter them before pairing round {next}':
        "{file} : la ronde {round} a des parties sans résultat ({games}) ; saisissez-les avant d'apparier la ronde {next}",
    '{file}: round {round} cannot be paired: {problem}':
        '{file} : la ronde {round} ne peut pas être appariée : {problem}',
    'board {board}: {white}-{black}: {explanation}':
        'échiquier {board} : {white}-{black} : {explanation}',
    'bye: {player}: {explanation}':
        'exempt : {player} : {explanation}',
}
