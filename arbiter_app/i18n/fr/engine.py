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
}
