"""Русский: the pairing engines' explanations and refusals (arbiter_app/engine/systems),
made in English and shown translated piece by piece (arbiter_app/i18n/composed.py)."""

# flake8: noqa: E501
MESSAGES = {
    # -- shared pieces: a rule with its players, brackets, colours (engine/systems/base.py, several systems) ---
    '{head}: {text}':
        '{head}: {text}',
    '{text} (players {players})':
        '{text} (участники {players})',
    'bracket {score}':
        'группа {score}',
    'bracket {score} ({kind})':
        'группа {score} ({kind})',
    'colours: {rule}':
        'цвета: {rule}',
    'the arbiter must decide':
        'решать судье',
    '{a} and {b} are a forbidden pair':
        '{a} и {b} — запрещённая пара',
    # -- the Dutch system, both editions (engine/systems/dutch_common, dutch2016, dutch2026) ---
    '{down} ({down_score}) floats down, {up} ({up_score}) up':
        '{down} ({down_score}) опускается вниз, {up} ({up_score}) поднимается вверх',
    'scores include virtual points ({shown}; accelerated pairing)':
        'в очках учтены виртуальные очки ({shown}; ускоренная жеребьёвка)',
    '{player} +{points} virtual':
        '{player} +{points} виртуальн.',
    '{a} +{a_points} virtual, {b} +{b_points} virtual':
        '{a} +{a_points} виртуальн., {b} +{b_points} виртуальн.',
    'colours {article}: {rule}':
        'цвета {article}: {rule}',
    'both colour preferences granted':
        'оба предпочтения цвета учтены',
    'the stronger colour preference granted':
        'учтено более сильное предпочтение цвета',
    'colours alternated from the latest round in which they differed':
        'цвета чередуются от последнего тура, в котором они различались',
    "the higher ranked player's preference granted":
        'учтено предпочтение участника, стоящего выше',
    'initial colour by pairing number':
        'начальный цвет по стартовому номеру',
    'bracket {score}: {bye}':
        'группа {score}: {bye}',
    'pairing-allocated bye (A.5, C2) in the last bracket':
        'свободный тур по жеребьёвке (A.5, C2) в последней группе',
    'pairing-allocated bye (1.5; C2, C5, C9) in the last bracket':
        'свободный тур по жеребьёвке (1.5; C2, C5, C9) в последней группе',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one eligible bye (A.9: the arbiter must decide)':
        'никакая жеребьёвка тура {round} не удовлетворяет абсолютным критериям C1-C3 при не более чем одном допустимом свободном (A.9: решать судье)',
    'no pairing of round {round} satisfies the absolute criteria C1-C3 with at most one player left for the pairing-allocated bye (1.9.3: the Chief Arbiter decides)':
        'никакая жеребьёвка тура {round} не удовлетворяет абсолютным критериям C1-C3, оставляя не более одного участника для свободного тура по жеребьёвке (1.9.3: решает главный судья)',
    'the last bracket could not be completed (A.9, 2026 1.9.3)':
        'последнюю группу не удалось составить полностью (A.9, 2026 1.9.3)',
    '{a} and {b} have already played each other':
        '{a} и {b} уже играли друг с другом',
    '{a} and {b} both have an absolute preference for white and neither is a topscorer':
        'у {a} и {b} абсолютное предпочтение белых, и ни один не лидер (topscorer)',
    '{a} and {b} both have an absolute preference for black and neither is a topscorer':
        'у {a} и {b} абсолютное предпочтение чёрных, и ни один не лидер (topscorer)',
    '{player} already had a pairing-allocated bye or a forfeit win':
        'у {player} уже был свободный тур по жеребьёвке или победа без игры',
    '{player} already had a pairing-allocated bye or scored, in one round without playing, as many points as a win':
        'у {player} уже был свободный тур по жеребьёвке или он набрал в туре без игры столько очков, сколько за победу',
}
