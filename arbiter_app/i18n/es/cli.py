"""Español: the command line's help and messages (arbiter_app/cli)."""

# flake8: noqa: E501
MESSAGES = {
    # -- arbiter-cli's commands and frame (cli/main.py, cli/parser.py) -------------
    'list the automatic backups of a tournament file':
        'listar las copias de seguridad automáticas de un archivo de torneo',
    'restore a backup as a tournament file':
        'restaurar una copia de seguridad como archivo de torneo',
    "check a TRF file: every round's pairing and the standings":
        'comprobar un archivo TRF: los emparejamientos de cada ronda y la clasificación',
    'leave FIDE mode for good (needs --confirm)':
        'salir para siempre del modo FIDE (requiere --confirm)',
    'forbid (or --remove) a pair of players, before round 1':
        'prohibir (o --remove) una pareja de jugadores, antes de la ronda 1',
    'generate random tournaments (TRF-2026 or TRF16)':
        'generar torneos aleatorios (TRF-2026 o TRF16)',
    'add the players of a CSV file (one undoable import in the GUI)':
        'añadir los jugadores de un archivo CSV (una sola importación, que la ventana puede deshacer)',
    'pair the next round of a TRF16 file':
        'emparejar la ronda siguiente de un archivo TRF16',
    'write a pairing list, the starting-rank list, the standings or the crosstable as a PDF':
        'escribir una lista de emparejamientos, el ranking inicial, la clasificación o el cuadro cruzado en PDF',
    'write the event as web pages (and/or its standings and pairings as JSON or CSV) into a folder':
        'escribir el torneo como páginas web (y/o su clasificación y emparejamientos en JSON o CSV) en una carpeta',
    "check the players against FIDE rating lists (--update: take the list's values)":
        'comprobar los jugadores con las listas de Elo FIDE (--update: tomar los valores de la lista)',
    'the rating lists used per tournament type (check-ratings)':
        'las listas de Elo usadas por tipo de torneo (check-ratings)',
    "print each player's rating change and performance (FIDE B.02)":
        'mostrar la variación de Elo y la performance de cada jugador (FIDE B.02)',
    'ratings by round of an event longer than 30 days':
        'los Elo por ronda de un torneo de más de 30 días',
    'check this installation: pair two rounds with every system':
        'comprobar esta instalación: emparejar dos rondas con cada sistema',
    'print the standings with tie-breaks (FIDE C.07)':
        'mostrar la clasificación con desempates (FIDE C.07)',
    'write a tournament file as TRF-2026 (or TRF16)':
        'escribir un archivo de torneo como TRF-2026 (o TRF16)',
    'make a tournament file (.arbiter) from a TRF16 or TRF-2026 file':
        'crear un archivo de torneo (.arbiter) a partir de un archivo TRF16 o TRF-2026',
    "set a player's national rating":
        'fijar el Elo nacional de un jugador',
    'pair and save the next round of a tournament file':
        'emparejar y guardar la ronda siguiente de un archivo de torneo',
    'add a player (a late entry after round 1)':
        'añadir un jugador (una inscripción tardía tras la ronda 1)',
    "allow or refuse a player's half-point byes":
        'permitir o negar los byes de medio punto de un jugador',
    'rounds closed to half-point byes':
        'las rondas cerradas a los byes de medio punto',
    'withdraw a player from the next round on':
        'retirar un jugador a partir de la ronda siguiente',
    're-admit a withdrawn player':
        'readmitir un jugador retirado',
    'request a bye or announce an absence for a future round':
        'pedir un bye o anunciar una ausencia para una ronda futura',
    'cancel a requested bye':
        'anular un bye pedido',
    'delete a player entered by mistake (only while in no round; later: withdraw)':
        'borrar un jugador introducido por error (solo mientras no está en ninguna ronda; después: withdraw)',
    "remove the last round's pairing (no results yet)":
        'quitar los emparejamientos de la última ronda (aún sin resultados)',
    'correct a result for the rating report only':
        'corregir un resultado solo para el informe de Elo',
    'pairing numbers by the initial ranking list (until round 4)':
        'números de emparejamiento según el ranking inicial (hasta la ronda 4)',
    'record a result in a tournament file':
        'anotar un resultado en un archivo de torneo',
    'save a pairing made by hand':
        'guardar un emparejamiento hecho a mano',
    'create an empty tournament file':
        'crear un archivo de torneo vacío',
    "show or change a tournament's settings":
        'mostrar o cambiar los ajustes de un torneo',
    'show a tournament file or one of its rounds':
        'mostrar un archivo de torneo o una de sus rondas',
    'decide the places still tied after the tie-breaks':
        'decidir los puestos aún empatados tras los desempates',
    "check a proposed pairing against the system's absolute criteria":
        'comprobar un emparejamiento propuesto con los criterios absolutos del sistema',
    'Arbiter: pair, check and manage FIDE Swiss tournaments from the command line.':
        'Arbiter: emparejar, comprobar y gestionar torneos suizos FIDE desde la línea de comandos.',
    'interrupted':
        'interrumpido',
    'internal error ({error}); this is a bug — please report it with the command and the file (set ARBITER_DEBUG=1 for details)':
        'error interno ({error}); es un fallo del programa — infórmelo con la orden y el archivo (ARBITER_DEBUG=1 para los detalles)',
    "{message} (see '{command} --help')":
        "{message} (véase '{command} --help')",
    # -- argparse's own texts, %-formatted (cli/argparse_texts.py) -----------------
    'usage: ':
        'uso: ',
    'positional arguments':
        'argumentos posicionales',
    'options':
        'opciones',
    'show this help message and exit':
        'mostrar este mensaje de ayuda y salir',
    "show program's version number and exit":
        'mostrar el número de versión del programa y salir',
    'argument %(argument_name)s: %(message)s':
        'argumento %(argument_name)s: %(message)s',
    'the following arguments are required: %s':
        'se requieren los argumentos siguientes: %s',
    'one of the arguments %s is required':
        'se requiere uno de los argumentos %s',
    'not allowed with argument %s':
        'no permitido con el argumento %s',
    'unrecognized arguments: %s':
        'argumentos no reconocidos: %s',
    'invalid choice: %(value)r (choose from %(choices)s)':
        'opción no válida: %(value)r (elija entre %(choices)s)',
    'unknown parser %(parser_name)r (choices: %(choices)s)':
        'orden desconocida %(parser_name)r (opciones: %(choices)s)',
    'invalid %(type)s value: %(value)r':
        'valor %(type)s no válido: %(value)r',
    'ambiguous option: %(option)s could match %(matches)s':
        'opción ambigua: %(option)s podría ser %(matches)s',
    'expected one argument':
        'se esperaba un argumento',
    'expected at most one argument':
        'se esperaba como máximo un argumento',
    'expected at least one argument':
        'se esperaba al menos un argumento',
    'ignored explicit argument %r':
        'argumento explícito %r ignorado',
    ('expected %s argument', 'expected %s arguments'):
        ('se esperaba %s argumento', 'se esperaban %s argumentos'),
}
