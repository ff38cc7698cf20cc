"""Français: the pairing engines' explanations and refusals (arbiter_app/engine/systems),
made in English and shown translated piece by piece (arbiter_app/i18n/composed.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- shared pieces: a rule with its players, brackets, colours (engine/systems/base.py, several systems) ---
    '{head}: {text}':
        '{head} : {text}',
    '{text} (players {players})':
        '{text} (joueurs {players})',
    'bracket {score}':
        'groupe {score}',
    'bracket {score} ({kind})':
        'groupe {score} ({kind})',
    'colours: {rule}':
        'couleurs : {rule}',
    'the arbiter must decide':
        "l'arbitre doit décider",
    '{a} and {b} are a forbidden pair':
        '{a} et {b} sont une paire interdite',
    # -- the Dutch system, both editions (engine/systems/dutch_common, dutch2016, dutch2026) ---
    '{down} ({down_score}) floats down, {up} ({up_score}) up':
        '{down} ({down_score}) flotte vers le bas, {up} ({up_score}) vers le haut',
    'scores include virtual points ({shown}; accelerated pairing)':
        'les scores comprennent des points virtuels ({shown} ; appariement accéléré)',
    '{player} +{points} virtual':
        '{player} +{points} virtuel',
    '{a} +{a_points} virtual, {b} +{b_points} virtual':
        '{a} +{a_points} virtuel, {b} +{b_points} virtuel',
    'colours {article}: {rule}':
        'couleurs {article} : {rule}',
    'both colour preferences granted':
        'les deux préférences de couleur accordées',
    'the stronger colour preference granted':
        'la préférence de couleur la plus forte accordée',
    'colours alternated from the latest round in which they differed':
        'couleurs alternées depuis la dernière ronde où elles différaient',
    "the higher ranked player's preference granted":
        'la préférence du joueur le mieux classé accordée',
    'initial colour by pairing number':
        "couleur initiale selon le numéro d'appariement",
    'bracket {score}: {bye}':
        'groupe {score} : {bye}',
    'pairing-allocated bye (A.5, C2) in the last bracket':
        "exempt attribué par l'appariement (A.5, C2) dans le dernier groupe",
    'pairing-allocated bye (1.5; C2, C5, C9) in the last bracket':
        "exempt attribué par l'appariement (1.5 ; C2, C5, C9) dans le dernier groupe",
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one eligible bye (A.9: the arbiter must decide)':
        "aucun appariement de la ronde {round} ne satisfait les critères absolus C1-C3 avec au plus un exempt admissible (A.9 : l'arbitre doit décider)",
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one player left for the pairing-allocated bye (1.9.3: the Chief Arbiter decides)':
        "aucun appariement de la ronde {round} ne satisfait les critères absolus C1-C3 avec au plus un joueur laissé pour l'exempt attribué par l'appariement (1.9.3 : l'arbitre principal décide)",
    'the last bracket could not be completed (A.9, 2026 1.9.3)':
        "le dernier groupe n'a pas pu être complété (A.9, 2026 1.9.3)",
    '{a} and {b} have already played each other':
        '{a} et {b} se sont déjà rencontrés',
    '{a} and {b} both have an absolute preference for white and neither is a topscorer':
        "{a} et {b} ont tous deux une préférence absolue pour les blancs et aucun n'est un topscoreur",
    '{a} and {b} both have an absolute preference for black and neither is a topscorer':
        "{a} et {b} ont tous deux une préférence absolue pour les noirs et aucun n'est un topscoreur",
    '{player} already had a pairing-allocated bye or a forfeit win':
        "{player} a déjà eu un exempt attribué par l'appariement ou un gain par forfait",
    '{player} already had a pairing-allocated bye or scored, in one round without playing, as many points as a win':
        "{player} a déjà eu un exempt attribué par l'appariement ou marqué, dans une ronde sans jouer, autant de points qu'une victoire",
    # -- the Dubov system, 1997 (engine/systems/dubov1997, dubov_common) -----------------------
    'score {score}: {how}':
        'groupe de score {score} : {how}',
    'row {row} of 6.2':
        'ligne {row} de 6.2',
    'row {row}, black No. {black} from the lower rows (6.3)':
        'ligne {row}, noir n° {black} des lignes inférieures (6.3)',
    'row {row}, black No. {black}, the first still free (6.2/6.3)':
        'ligne {row}, noir n° {black}, le premier encore libre (6.2/6.3)',
    'row {row}, changed for row {other} (6.3)':
        'ligne {row}, changée pour la ligne {other} (6.3)',
    'row {row}, black from row {other} (6.3)':
        'ligne {row}, noir de la ligne {other} (6.3)',
    'white No. {white} paired with white No. {other} (6.3)':
        'blanc n° {white} apparié avec le blanc n° {other} (6.3)',
    '{player} has played all the others of score {score}: {other} transferred up from score {other_score} (7.1)':
        '{player} a joué tous les autres du groupe de score {score} : {other} monté du groupe de score {other_score} (7.1)',
    '{player} transferred up from score {score} (7.2)':
        '{player} monté du groupe de score {score} (7.2)',
    'floater':
        'flotteur',
    'floater from score {score} (6.4)':
        'flotteur du groupe de score {score} (6.4)',
    '{floater} paired in score {score} with the highest R (8.2)':
        '{floater} apparié dans le groupe de score {score} avec le R le plus haut (8.2)',
    'moved to the black group (7.3): {players}':
        'passés dans le groupe des noirs (7.3) : {players}',
    'moved to the white group (7.4): {players}':
        'passés dans le groupe des blancs (7.4) : {players}',
    '{player} takes the place of {other}, who floats (6.4)':
        '{player} prend la place de {other}, qui flotte (6.4)',
    'paired so that everyone is paired (9: the procedure of 6-8 left them unpaired)':
        'appariés pour que tous soient appariés (9 : la procédure de 6-8 les laissait non appariés)',
    'round 1 (5): {how}':
        'ronde 1 (5) : {how}',
    'upper half against lower half':
        'moitié supérieure contre moitié inférieure',
    'the lot of board 1 (5)':
        "le tirage au sort de l'échiquier 1 (5)",
    'odd-numbered pair, as board 1 (5)':
        "paire impaire, comme l'échiquier 1 (5)",
    'even-numbered pair, other colour than board 1 (5)':
        "paire paire, autre couleur que l'échiquier 1 (5)",
    'bye (5): the last player of the list':
        'exempt (5) : le dernier joueur de la liste',
    'bye (4): lowest R ({rating}) of the lowest score group ({score}) among players without a point without playing (2.2)':
        'exempt (4) : R le plus bas ({rating}) du groupe de score le plus bas ({score}) parmi les joueurs sans point sans jouer (2.2)',
    'the players before him in that order would have left others without a legal opponent (9)':
        "les joueurs avant lui dans cet ordre auraient laissé d'autres sans adversaire permis (9)",
    'an odd number of players is to be paired, and every one of them has already had a point without playing (2.2): no one may get the bye':
        'un nombre impair de joueurs est à apparier, et chacun a déjà eu un point sans jouer (2.2) : personne ne peut être exempt',
    'no pairing satisfies 2.1-2.4 (no rematch, bye only to a player without a point without playing, colour difference within 2, no three colours in a row)':
        "aucun appariement ne satisfait 2.1-2.4 (pas de nouvelle rencontre, exempt seulement pour un joueur sans point sans jouer, différence de couleurs d'au plus 2, pas trois fois la même couleur de suite)",
    'the only colours allowed by 2.3/2.4':
        'les seules couleurs permises par 2.3/2.4',
    'both due colours (3)':
        'les deux couleurs dues (3)',
    'due colour (3)':
        'couleur due (3)',
    'equalising colours (3)':
        'équilibrage des couleurs (3)',
    'alternating at the first difference (3)':
        'alternance à la première différence (3)',
    'white to the higher ARO (3)':
        "les blancs à l'ARO le plus haut (3)",
    'white to the lower R (3)':
        'les blancs au R le plus bas (3)',
    'white to the lower pairing number (decision)':
        "les blancs au plus petit numéro d'appariement (décision)",
    '{player} would have {difference} more whites than blacks':
        '{player} aurait {difference} blancs de plus que de noirs',
    '{player} would have {difference} more blacks than whites':
        '{player} aurait {difference} noirs de plus que de blancs',
    '{player} would have white {times} times in a row':
        '{player} aurait les blancs {times} fois de suite',
    '{player} would have black {times} times in a row':
        '{player} aurait les noirs {times} fois de suite',
    '{player} has already received a point without playing and may not get the bye':
        '{player} a déjà reçu un point sans jouer et ne peut pas être exempt',
    '{a} and {b} have played each other':
        '{a} et {b} se sont rencontrés',
    '{a} and {b} must not be paired (forbidden pair)':
        '{a} et {b} ne doivent pas être appariés (paire interdite)',
    # -- the Dubov system, 2026 (engine/systems/dubov2026) -------------------------------------
    ('{n} upfloater, the fewest ([C5], 3.2.1)', '{n} upfloaters, the fewest ([C5], 3.2.1)'):
        ('{n} flotteur montant, le moins possible ([C5], 3.2.1)', '{n} flotteurs montants, le moins possible ([C5], 3.2.1)'),
    '{bracket}: S1 No. {row} against the first legal transposition T2 (3.2.5, 3.2.6)':
        '{bracket} : S1 n° {row} contre la première transposition T2 permise (3.2.5, 3.2.6)',
    '{player} upfloated from {score} (3.2.2: [C6]-[C10], then 4.2)':
        '{player} monté du groupe {score} (3.2.2 : [C6]-[C10], puis 4.2)',
    '{player} shifted from G1 to G2 (3.2.4 step 1: its subgroup had to pair inside)':
        "{player} déplacé de G1 vers G2 (3.2.4 étape 1 : son sous-groupe devait s'apparier en lui-même)",
    '{player} shifted from G2 to G1 (3.2.4 step 1: its subgroup had to pair inside)':
        "{player} déplacé de G2 vers G1 (3.2.4 étape 1 : son sous-groupe devait s'apparier en lui-même)",
    '{player} shifted from G1 to G2 (3.2.4 step 2: equal subgroups)':
        '{player} déplacé de G1 vers G2 (3.2.4 étape 2 : sous-groupes égaux)',
    '{player} shifted from G2 to G1 (3.2.4 step 2: equal subgroups)':
        '{player} déplacé de G2 vers G1 (3.2.4 étape 2 : sous-groupes égaux)',
    '5.2.1: neither has played':
        "5.2.1 : aucun n'a joué",
    '{player} ranks higher, TPN odd: the initial-colour':
        '{player} est mieux classé, TPN impair : la couleur initiale',
    '{player} ranks higher, TPN even: the other colour than the initial-colour':
        "{player} est mieux classé, TPN pair : l'autre couleur que la couleur initiale",
    '5.2.2: both colour preferences granted':
        '5.2.2 : les deux préférences de couleur accordées',
    '5.2.3: the stronger preference granted ({player}: {stronger} against {weaker})':
        '5.2.3 : la préférence la plus forte accordée ({player} : {stronger} contre {weaker})',
    'mild White':
        'légère pour les blancs',
    'mild Black':
        'légère pour les noirs',
    'strong White':
        'forte pour les blancs',
    'strong Black':
        'forte pour les noirs',
    'absolute White':
        'absolue pour les blancs',
    'absolute Black':
        'absolue pour les noirs',
    '5.2.4: colours alternated to the latest game in which they had different colours':
        '5.2.4 : couleurs alternées par rapport à la dernière partie où ils avaient des couleurs différentes',
    '5.2.5: the preference of the higher ranked player ({player})':
        '5.2.5 : la préférence du joueur le mieux classé ({player})',
    'pairing-allocated bye (3.1): no bye or win without playing before (3.1.1), lowest score {score} (3.1.3), then most games played ({games}, 3.1.4), then largest TPN (3.1.5)':
        "exempt attribué par l'appariement (3.1) : ni exempt ni gain sans jouer auparavant (3.1.1), score le plus bas {score} (3.1.3), puis le plus de parties jouées ({games}, 3.1.4), puis le plus grand TPN (3.1.5)",
    ('{n} player before him in that order would have left others unpairable (3.1.2)', '{n} players before him in that order would have left others unpairable (3.1.2)'):
        ("{n} joueur avant lui dans cet ordre aurait laissé d'autres sans appariement possible (3.1.2)", "{n} joueurs avant lui dans cet ordre auraient laissé d'autres sans appariement possible (3.1.2)"),
    'an odd number of players is to be paired and every one of them has had a pairing-allocated bye or a win without playing ([C2], 3.1.1): no one may get the bye':
        "un nombre impair de joueurs est à apparier et chacun a déjà eu un exempt attribué par l'appariement ou un gain sans jouer ([C2], 3.1.1) : personne ne peut être exempt",
    'whoever gets the bye, the others cannot all be paired by [C1] and [C3] (3.1.2, 1.9.3: the Chief Arbiter decides)':
        "quel que soit l'exempt, les autres ne peuvent pas tous être appariés selon [C1] et [C3] (3.1.2, 1.9.3 : l'arbitre principal décide)",
    'the players cannot all be paired by [C1] (no second game between two players) and [C3] (1.9.3: the Chief Arbiter decides)':
        "les joueurs ne peuvent pas tous être appariés selon [C1] (pas de seconde partie entre deux joueurs) et [C3] (1.9.3 : l'arbitre principal décide)",
    'no pairing satisfies [C1]-[C4]':
        'aucun appariement ne satisfait [C1]-[C4]',
    'the scoregroup {score} cannot be paired ([C1]-[C4])':
        'le groupe de score {score} ne peut pas être apparié ([C1]-[C4])',
    '{player} has already had a pairing-allocated bye or a win without playing and may not get the bye':
        "{player} a déjà eu un exempt attribué par l'appariement ou un gain sans jouer et ne peut pas être exempt",
    '{a} and {b} both have an absolute colour preference for White':
        '{a} et {b} ont tous deux une préférence de couleur absolue pour les blancs',
    '{a} and {b} both have an absolute colour preference for Black':
        '{a} et {b} ont tous deux une préférence de couleur absolue pour les noirs',
    # -- the Lim system (engine/systems/lim1999) -----------------------------------------------
    'score-group {score} ↓: {how}':
        'groupe de score {score} ↓ : {how}',
    'score-group {score} ↑: {how}':
        'groupe de score {score} ↑ : {how}',
    'median score-group {score}: {how}':
        'groupe de score médian {score} : {how}',
    'proposed pairing (2.4)':
        'appariement proposé (2.4)',
    'exchange (4.1-4.3, 5.2)':
        'échange (4.1-4.3, 5.2)',
    'down-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'flotteur descendant {player} apparié en premier (3.6/3.7), adversaire selon 3.8',
    'up-floater {player} paired first (3.6/3.7), opponent by 3.8':
        'flotteur montant {player} apparié en premier (3.6/3.7), adversaire selon 3.8',
    '{how} (2.6: cracked {pairs})':
        '{how} (2.6 : paires défaites {pairs})',
    '{how} ({player} floated from score-group {score}: {reason})':
        '{how} ({player} a flotté du groupe de score {score} : {reason})',
    '{how} ({a} floated from score-group {a_score}: {a_reason}; {b} floated from score-group {b_score}: {b_reason})':
        '{how} ({a} a flotté du groupe de score {a_score} : {a_reason} ; {b} a flotté du groupe de score {b_score} : {b_reason})',
    '3.5: no compatible opponent in this group, floats further':
        "3.5 : pas d'adversaire compatible dans ce groupe, flotte plus loin",
    '2.3a: has played everyone of the group':
        '2.3a : a joué contre tout le groupe',
    '2.3b: two more of one colour, no opponent with a permissible colour':
        "2.3b : deux de plus d'une couleur, aucun adversaire avec une couleur permise",
    '2.3c: same colour twice, no opponent with the alternate colour':
        '2.3c : deux fois la même couleur, aucun adversaire avec la couleur alternée',
    '2.3d: makes the group even (3.2)':
        '2.3d : rend le groupe pair (3.2)',
    '4.4a: finds no opponent in the exchanges, floats instead of {player} (the 2.3d choice)':
        "4.4a : ne trouve pas d'adversaire dans les échanges, flotte à la place de {player} (le choix de 2.3d)",
    '4.4b: no compatible opponent left after exchanges':
        "4.4b : plus d'adversaire compatible après les échanges",
    '4.4: no compatible opponent left after exchanges':
        "4.4 : plus d'adversaire compatible après les échanges",
    '5.3/5.1: the only colours allowed':
        '5.3/5.1 : les seules couleurs permises',
    'no colour history: the higher ranked gets the colour drawn (7.2)':
        'aucun historique de couleurs : le mieux classé reçoit la couleur tirée au sort (7.2)',
    'both get their due colour (5.1)':
        'les deux reçoivent leur couleur due (5.1)',
    '{rule}: identical histories, the higher ranked gets the due colour':
        '{rule} : historiques identiques, le mieux classé reçoit sa couleur due',
    '{rule}: identical histories, the lower ranked gets the due colour':
        '{rule} : historiques identiques, le moins bien classé reçoit sa couleur due',
    '{rule}: colour history decides':
        "{rule} : l'historique des couleurs décide",
    'last round: 5.1 yields to C.04.1.e (6)':
        'dernière ronde : 5.1 cède devant C.04.1.e (6)',
    'round one: {top} v {bottom}, upper half v lower half':
        'ronde un : {top} contre {bottom}, moitié supérieure contre moitié inférieure',
    'colours by lot and alternation (7.2)':
        'couleurs par tirage au sort et alternance (7.2)',
    '7.1: lowest rated player gets the bye':
        '7.1 : le joueur au plus faible classement est exempt',
    '1.1: lowest ranked player of the lowest score-group':
        '1.1 : joueur le moins bien classé du groupe de score le plus bas',
    '1.1: lowest ranked player of the lowest score-group (score {score})':
        '1.1 : joueur le moins bien classé du groupe de score le plus bas (score {score})',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d)':
        '1.1 : joueur le moins bien classé du groupe de score le plus bas sans exempt ni point sans jouer auparavant (C.04.1.d)',
    '1.1: lowest ranked player of the lowest score-group without an earlier bye or point without playing (C.04.1.d) (score {score})':
        '1.1 : joueur le moins bien classé du groupe de score le plus bas sans exempt ni point sans jouer auparavant (C.04.1.d) (score {score})',
    'the choices before him leave players who cannot be paired (score {score})':
        'les choix avant lui laissent des joueurs impossibles à apparier (score {score})',
    '1.1: every other choice leaves players who cannot be paired':
        '1.1 : tout autre choix laisse des joueurs impossibles à apparier',
    'C.04.1.d could not be kept':
        "C.04.1.d n'a pas pu être respecté",
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for player {players}':
        "ronde {round} : pas d'adversaire compatible (Lim 2.1 : pas de nouvelle rencontre, pas trois couleurs identiques de suite, jamais trois de plus d'une couleur) pour le joueur {players}",
    'round {round}: no compatible opponent (Lim 2.1: no rematch, no three equal colours in a row, never three more of one colour) for players {players}':
        "ronde {round} : pas d'adversaire compatible (Lim 2.1 : pas de nouvelle rencontre, pas trois couleurs identiques de suite, jamais trois de plus d'une couleur) pour les joueurs {players}",
    '{players} and {more} more':
        '{players} et {more} autres',
    'round {round}: the players cannot all be paired without a rematch, three colours in a row or three more of one colour (Lim 2.1)':
        "ronde {round} : les joueurs ne peuvent pas tous être appariés sans nouvelle rencontre, trois couleurs de suite ou trois de plus d'une couleur (Lim 2.1)",
    '{a} and {b} have already played each other (or are a forbidden pair)':
        '{a} et {b} se sont déjà rencontrés (ou sont une paire interdite)',
    '{player} would get white in three successive rounds':
        '{player} aurait les blancs trois rondes de suite',
    '{player} would get black in three successive rounds':
        '{player} aurait les noirs trois rondes de suite',
    '{player} would have three more of one colour than the other':
        "{player} aurait trois parties d'une couleur de plus que de l'autre",
    '{player} already had the pairing-allocated bye or a point without playing (C.04.1.d) and may not get the bye':
        "{player} a déjà eu l'exempt attribué par l'appariement ou un point sans jouer (C.04.1.d) et ne peut pas être exempt",
    # -- the Swiss system based on rating, 1998 (engine/systems/rating1998) --------------------
    'homogeneous':
        'homogène',
    'heterogeneous':
        'hétérogène',
    '{down} floats down from {down_score}, {up} up from {up_score}':
        '{down} flotte vers le bas depuis {down_score}, {up} vers le haut depuis {up_score}',
    'C.9/C.10 dropped {criteria}':
        'C.9/C.10 abandonnés : {criteria}',
    'B6 downfloats':
        'B6 flotteurs descendants',
    'B6 downfloats, B5 downfloats':
        'B6 flotteurs descendants, B5 flotteurs descendants',
    'B6 downfloats, B5 downfloats, B6 upfloats':
        'B6 flotteurs descendants, B5 flotteurs descendants, B6 flotteurs montants',
    'B6 downfloats, B5 downfloats, B6 upfloats, B5 upfloats':
        'B6 flotteurs descendants, B5 flotteurs descendants, B6 flotteurs montants, B5 flotteurs montants',
    'C.1: moved down without opponent: {players}':
        "C.1 : descendus faute d'adversaire : {players}",
    'C.1/C.12: moved down further: {players}':
        'C.1/C.12 : descendus plus bas : {players}',
    'C.12: paired again to move down another player':
        'C.12 : apparié à nouveau pour faire descendre un autre joueur',
    'C.13: paired again so that the lowest bracket can be paired':
        'C.13 : apparié à nouveau pour que le groupe le plus bas puisse être apparié',
    'C.14: no moved-down player can be paired':
        'C.14 : aucun joueur descendu ne peut être apparié',
    'the lowest bracket paired as one homogeneous group':
        'le groupe le plus bas apparié comme un seul groupe homogène',
    'C.14: p = 0, the whole bracket is moved down':
        'C.14 : p = 0, tout le groupe descend',
    'C.14: p decreased to {p}':
        'C.14 : p diminué à {p}',
    ('C.14: {n} moved-down player paired, remainder p = {p}', 'C.14: {n} moved-down players paired, remainder p = {p}'):
        ('C.14 : {n} joueur descendu apparié, reste p = {p}', 'C.14 : {n} joueurs descendus appariés, reste p = {p}'),
    'pairing completed by maximum matching (bound of the search)':
        'appariement complété par un couplage maximum (limite de la recherche)',
    'C.10: opponents of the moved-down players, alternative {alternative}':
        'C.10 : adversaires des joueurs descendus, variante {alternative}',
    'exchange {s1} with {s2} (D.2)':
        'échange {s1} avec {s2} (D.2)',
    'remainder: {exchange}':
        'reste : {exchange}',
    'E.1 both preferences granted':
        'E.1 les deux préférences accordées',
    'E.2 stronger preference of {player} granted':
        'E.2 préférence plus forte de {player} accordée',
    'E.3 colours alternated to the latest different round':
        'E.3 couleurs alternées par rapport à la dernière ronde différente',
    'E.4 preference of the higher-ranked player {player} granted':
        'E.4 préférence du joueur mieux classé {player} accordée',
    'E.5 colour by place {place} in the A.2 order':
        "E.5 couleur selon la place {place} dans l'ordre A.2",
    'B.2 forces the other colours':
        'B.2 impose les autres couleurs',
    'A.5: {player} is left unpaired in the lowest bracket (1 point)':
        'A.5 : {player} reste sans adversaire dans le groupe le plus bas (1 point)',
    'A.5: {player} is left unpaired in the lowest bracket ({score} points)':
        'A.5 : {player} reste sans adversaire dans le groupe le plus bas ({score} points)',
    'no pairing satisfies B.1/B.2 for all players (C.13: even with all score brackets joined)':
        'aucun appariement ne satisfait B.1/B.2 pour tous les joueurs (C.13 : même avec tous les groupes de score réunis)',
    '{a} and {b} have already met':
        '{a} et {b} se sont déjà rencontrés',
    '{player} with white would reach colour difference {difference}':
        '{player} avec les blancs atteindrait une différence de couleurs de {difference}',
    '{player} with black would reach colour difference {difference}':
        '{player} avec les noirs atteindrait une différence de couleurs de {difference}',
    '{player} would have white three times in a row':
        '{player} aurait les blancs trois fois de suite',
    '{player} would have black three times in a row':
        '{player} aurait les noirs trois fois de suite',
    '{player} already received a point without playing and may not receive the bye':
        '{player} a déjà reçu un point sans jouer et ne peut pas être exempt',
    # -- the round robin (engine/systems/roundrobin) -------------------------------------------
    'cycle {cycle}, Berger table round {round}':
        'cycle {cycle}, ronde {round} de la table de Berger',
    'cycle {cycle}, Berger table round {round}, colours reversed':
        'cycle {cycle}, ronde {round} de la table de Berger, couleurs inversées',
    'cycle {cycle}, Berger table round {round} (last two rounds of cycle 1 swapped)':
        'cycle {cycle}, ronde {round} de la table de Berger (deux dernières rondes du cycle 1 inversées)',
    'cycle {cycle}, Berger table round {round}, colours reversed (last two rounds of cycle 1 swapped)':
        'cycle {cycle}, ronde {round} de la table de Berger, couleurs inversées (deux dernières rondes du cycle 1 inversées)',
    '{where}, board {board}: Berger numbers {white}-{black} ({how}; C.05 Annex 1)':
        '{where}, échiquier {board} : numéros de Berger {white}-{black} ({how} ; C.05 Annexe 1)',
    '{where}: meets the bye number {number} of an odd field and rests (C.05 Annex 1)':
        "{where} : rencontre le numéro d'exempt {number} d'un nombre impair de joueurs et se repose (C.05 Annexe 1)",
    'Berger number = pairing number':
        "numéro de Berger = numéro d'appariement",
    'Berger numbers set by hand':
        'numéros de Berger fixés à la main',
    'Berger numbers drawn by lot (seed {seed})':
        'numéros de Berger tirés au sort (graine {seed})',
    'Berger numbers set by hand, made the pairing numbers when round 1 was paired':
        "numéros de Berger fixés à la main, devenus les numéros d'appariement à l'appariement de la ronde 1",
    'Berger numbers drawn by lot (seed {seed}), made the pairing numbers when round 1 was paired':
        "numéros de Berger tirés au sort (graine {seed}), devenus les numéros d'appariement à l'appariement de la ronde 1",
    ('round {round}: the round robin has {rounds} rounds ({n} cycle of {cycle})', 'round {round}: the round robin has {rounds} rounds ({n} cycles of {cycle})'):
        ('ronde {round} : le toutes-rondes compte {rounds} rondes ({n} cycle de {cycle})', 'ronde {round} : le toutes-rondes compte {rounds} rondes ({n} cycles de {cycle})'),
    '{a} and {b} have already met in cycle {cycle}':
        '{a} et {b} se sont déjà rencontrés dans le cycle {cycle}',
    'each pair meets once per cycle':
        'chaque paire se rencontre une fois par cycle',
    '{player} has already rested in cycle {cycle}':
        "{player} s'est déjà reposé dans le cycle {cycle}",
    'a round robin needs at least 2 players':
        'un toutes-rondes demande au moins 2 joueurs',
    'round {round} is not a round of the {size}-player Berger table':
        "la ronde {round} n'est pas une ronde de la table de Berger à {size} joueurs",
    'tournament option {option}: expected on or off, not {value}':
        'option du tournoi {option} : on ou off attendu, pas {value}',
    'tournament option {option}: expected pairing numbers separated by commas, not {value}':
        "option du tournoi {option} : numéros d'appariement séparés par des virgules attendus, pas {value}",
    'tournament option {option}: {value} does not name every player exactly once':
        'option du tournoi {option} : {value} ne nomme pas chaque joueur exactement une fois',
    'tournament option {option}: expected 1 or more, not {value}':
        'option du tournoi {option} : 1 ou plus attendu, pas {value}',
    # -- the systems' registry (engine/systems/registry.py) ------------------------------------
    'unknown pairing system {name}':
        "système d'appariement inconnu {name}",
    'choose one of {names}':
        'choisissez parmi {names}',
    'pairing system {name} ({title}) is not built yet':
        "le système d'appariement {name} ({title}) n'est pas encore réalisé",
    # -- the arbiter's own pairing, as the services explain it (services/pairings.py) --
    'colours swapped by the arbiter (the system: {number} white)':
        "couleurs inversées par l'arbitre (le système : {number} avec les blancs)",
    'paired by the arbiter, not by the system':
        "apparié par l'arbitre, non par le système",
    'bye given by the arbiter':
        "exempt attribué par l'arbitre",
    # -- issue 34: options read as ranges (engine/forbidden_rounds.py) ---
    'forbidden pairs of some rounds {item}: expected R1-R2:P,P,... (e.g. 1-3:4,9)':
        'paires interdites de certaines rondes {item} : attendu R1-R2:P,P,... (p. ex. 1-3:4,9)',
    # -- issue 34: accelerations bounded ---
    'the accelerations cover more than {most} rounds of players (a round of one player counts one)':
        "les accélérations couvrent plus de {most} rondes de joueurs (une ronde d'un joueur compte pour une)",
}
