"""Deutsch: the pairing engines' explanations and refusals (arbiter_app/engine/systems),
made in English and shown translated piece by piece (arbiter_app/i18n/composed.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- shared pieces: a rule with its players, brackets, colours (engine/systems/base.py, several systems) ---
    '{head}: {text}':
        '{head}: {text}',
    '{text} (players {players})':
        '{text} (Spieler {players})',
    'bracket {score}':
        'Gruppe {score}',
    'bracket {score} ({kind})':
        'Gruppe {score} ({kind})',
    'colours: {rule}':
        'Farben: {rule}',
    'the arbiter must decide':
        'der Schiedsrichter muss entscheiden',
    '{a} and {b} are a forbidden pair':
        '{a} und {b} sind eine verbotene Paarung',
    # -- the Dutch system, both editions (engine/systems/dutch_common, dutch2016, dutch2026) ---
    '{down} ({down_score}) floats down, {up} ({up_score}) up':
        '{down} ({down_score}) floatet abwärts, {up} ({up_score}) aufwärts',
    'scores include virtual points ({shown}; accelerated pairing)':
        'die Punktstände enthalten virtuelle Punkte ({shown}; beschleunigte Paarung)',
    '{player} +{points} virtual':
        '{player} +{points} virtuell',
    '{a} +{a_points} virtual, {b} +{b_points} virtual':
        '{a} +{a_points} virtuell, {b} +{b_points} virtuell',
    'colours {article}: {rule}':
        'Farben {article}: {rule}',
    'both colour preferences granted':
        'beide Farbpräferenzen erfüllt',
    'the stronger colour preference granted':
        'die stärkere Farbpräferenz erfüllt',
    'colours alternated from the latest round in which they differed':
        'Farben abgewechselt ab der letzten Runde, in der sie verschieden waren',
    "the higher ranked player's preference granted":
        'die Präferenz des höher eingestuften Spielers erfüllt',
    'initial colour by pairing number':
        'Anfangsfarbe nach der Startnummer',
    'bracket {score}: {bye}':
        'Gruppe {score}: {bye}',
    'pairing-allocated bye (A.5, C2) in the last bracket':
        'Freilos der Auslosung (A.5, C2) in der letzten Gruppe',
    'pairing-allocated bye (1.5; C2, C5, C9) in the last bracket':
        'Freilos der Auslosung (1.5; C2, C5, C9) in der letzten Gruppe',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one eligible bye (A.9: the arbiter must decide)':
        'keine Paarung der Runde {round} erfüllt die absoluten Kriterien C1-C3 mit höchstens einem zulässigen Freilos (A.9: der Schiedsrichter muss entscheiden)',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one player left for the pairing-allocated bye (1.9.3: the Chief Arbiter decides)':
        'keine Paarung der Runde {round} erfüllt die absoluten Kriterien C1-C3 mit höchstens einem Spieler, der für das Freilos der Auslosung übrig bleibt (1.9.3: der Hauptschiedsrichter entscheidet)',
    'the last bracket could not be completed (A.9, 2026 1.9.3)':
        'die letzte Gruppe konnte nicht vervollständigt werden (A.9, 2026 1.9.3)',
    '{a} and {b} have already played each other':
        '{a} und {b} haben schon gegeneinander gespielt',
    '{a} and {b} both have an absolute preference for white and neither is a topscorer':
        '{a} und {b} haben beide eine absolute Präferenz für Weiß und keiner ist ein Topscorer',
    '{a} and {b} both have an absolute preference for black and neither is a topscorer':
        '{a} und {b} haben beide eine absolute Präferenz für Schwarz und keiner ist ein Topscorer',
    '{player} already had a pairing-allocated bye or a forfeit win':
        '{player} hatte schon ein Freilos der Auslosung oder einen kampflosen Sieg',
    '{player} already had a pairing-allocated bye or scored, in one round without playing, as many points as a win':
        '{player} hatte schon ein Freilos der Auslosung oder in einer Runde ohne zu spielen so viele Punkte wie für einen Sieg erhalten',
}
