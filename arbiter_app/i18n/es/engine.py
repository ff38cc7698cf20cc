"""Español: the pairing engines' explanations and refusals (arbiter_app/engine/systems),
made in English and shown translated piece by piece (arbiter_app/i18n/composed.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- shared pieces: a rule with its players, brackets, colours (engine/systems/base.py, several systems) ---
    '{head}: {text}':
        '{head}: {text}',
    '{text} (players {players})':
        '{text} (jugadores {players})',
    'bracket {score}':
        'grupo {score}',
    'bracket {score} ({kind})':
        'grupo {score} ({kind})',
    'colours: {rule}':
        'colores: {rule}',
    'the arbiter must decide':
        'debe decidir el árbitro',
    '{a} and {b} are a forbidden pair':
        '{a} y {b} son una pareja prohibida',
    # -- the Dutch system, both editions (engine/systems/dutch_common, dutch2016, dutch2026) ---
    '{down} ({down_score}) floats down, {up} ({up_score}) up':
        '{down} ({down_score}) flota hacia abajo, {up} ({up_score}) hacia arriba',
    'scores include virtual points ({shown}; accelerated pairing)':
        'las puntuaciones incluyen puntos virtuales ({shown}; emparejamiento acelerado)',
    '{player} +{points} virtual':
        '{player} +{points} virtual',
    '{a} +{a_points} virtual, {b} +{b_points} virtual':
        '{a} +{a_points} virtual, {b} +{b_points} virtual',
    'colours {article}: {rule}':
        'colores {article}: {rule}',
    'both colour preferences granted':
        'ambas preferencias de color concedidas',
    'the stronger colour preference granted':
        'concedida la preferencia de color más fuerte',
    'colours alternated from the latest round in which they differed':
        'colores alternados desde la última ronda en que fueron distintos',
    "the higher ranked player's preference granted":
        'concedida la preferencia del jugador mejor clasificado',
    'initial colour by pairing number':
        'color inicial según el número de emparejamiento',
    'bracket {score}: {bye}':
        'grupo {score}: {bye}',
    'pairing-allocated bye (A.5, C2) in the last bracket':
        'bye asignado por el emparejamiento (A.5, C2) en el último grupo',
    'pairing-allocated bye (1.5; C2, C5, C9) in the last bracket':
        'bye asignado por el emparejamiento (1.5; C2, C5, C9) en el último grupo',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one eligible bye (A.9: the arbiter must decide)':
        'ningún emparejamiento de la ronda {round} cumple los criterios absolutos C1-C3 con a lo sumo un bye admisible (A.9: debe decidir el árbitro)',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one player left for the pairing-allocated bye (1.9.3: the Chief Arbiter decides)':
        'ningún emparejamiento de la ronda {round} cumple los criterios absolutos C1-C3 dejando a lo sumo un jugador para el bye asignado por el emparejamiento (1.9.3: decide el árbitro principal)',
    'the last bracket could not be completed (A.9, 2026 1.9.3)':
        'el último grupo no pudo completarse (A.9, 2026 1.9.3)',
    '{a} and {b} have already played each other':
        '{a} y {b} ya han jugado entre sí',
    '{a} and {b} both have an absolute preference for white and neither is a topscorer':
        '{a} y {b} tienen ambos preferencia absoluta por blancas y ninguno es topscorer',
    '{a} and {b} both have an absolute preference for black and neither is a topscorer':
        '{a} y {b} tienen ambos preferencia absoluta por negras y ninguno es topscorer',
    '{player} already had a pairing-allocated bye or a forfeit win':
        '{player} ya tuvo un bye asignado por el emparejamiento o una victoria por incomparecencia',
    '{player} already had a pairing-allocated bye or scored, in one round without playing, as many points as a win':
        '{player} ya tuvo un bye asignado por el emparejamiento o sumó, en una ronda sin jugar, tantos puntos como una victoria',
}
