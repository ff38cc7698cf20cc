"""Français: the main window, its menus, tabs, dialogs and undo texts (arbiter_app/ui)."""

# flake8: noqa: E501
MESSAGES = {
    # -- the undo and redo texts of the window (ui/commands.py) ----------------------------
    'request a half point bye of player {number} in round {round_no}':
        "demande d'un bye d'un demi-point du joueur {number} à la ronde {round_no}",
    'request a full point bye of player {number} in round {round_no}':
        "demande d'un bye d'un point du joueur {number} à la ronde {round_no}",
    'request a zero point bye of player {number} in round {round_no}':
        "demande d'un bye à zéro point du joueur {number} à la ronde {round_no}",
    'request a pairing allocated bye of player {number} in round {round_no}':
        "demande d'exempt pour le joueur {number} à la ronde {round_no}",
    'Redo {action}':
        'Rétablir {action}',
    'Undo {action}':
        'Annuler {action}',
    'delete player {number} {name}':
        'suppression du joueur {number} {name}',
    'edit player {number}':
        'modification du joueur {number}',
    're-admit player {number}':
        'réadmission du joueur {number}',
    'cancel the bye of player {number} in round {round_no}':
        'annulation du bye du joueur {number} à la ronde {round_no}',
    'result {result} on board {board} of round {round_no}':
        "résultat {result} à l'échiquier {board} de la ronde {round_no}",
    'pair round {round_no}':
        'appariement de la ronde {round_no}',
    'manual pairing of round {round_no}':
        'appariement manuel de la ronde {round_no}',
    'unpair round {round_no}':
        'désappariement de la ronde {round_no}',
    'date of round {round_no}':
        'date de la ronde {round_no}',
    'change tournament settings':
        'modification des réglages du tournoi',
    'rating correction of board {board} of round {round_no}':
        "correction pour l'Elo de l'échiquier {board} de la ronde {round_no}",
    'tied places':
        'places ex aequo',
    'expel player {number}':
        'exclusion du joueur {number}',
    'withdraw player {number}':
        'retrait du joueur {number}',
    'Pairing this round again gave a different pairing than before the undo; check the new round.':
        "Apparier de nouveau cette ronde a donné un autre appariement qu'avant l'annulation ; vérifiez la nouvelle ronde.",
    'cleared':
        'effacé',
    # -- settings ------------------------------------------------------------
    'the document language {code!r} is not one of {known}':
        "la langue des documents {code!r} n'est pas l'une de {known}",
    # -- ui ------------------------------------------------------------------
    'When (UTC)':
        'Quand (UTC)',
    'Action':
        'Action',
    'Details':
        'Détails',
    'Audit log':
        "Journal d'audit",
    "Filter (e.g. “manual pairing”, a player's number)":
        "Filtre (p. ex. « appariement manuel », le numéro d'un joueur)",
    'half-point bye (H)':
        "bye d'un demi-point (H)",
    'absent, zero points (Z)':
        'absent, zéro point (Z)',
    'full-point bye (F)':
        "bye d'un point (F)",
    'no bye: pair the player':
        'pas de bye : apparier le joueur',
    'Requested bye':
        'Bye demandé',
    '&Round':
        '&Ronde',
    '&Kind':
        '&Type',
    'Pairing card – {title}':
        "Fiche d'appariement – {title}",
    'Player':
        'Joueur',
    'Colours':
        'Couleurs',
    'Colour difference':
        'Différence de couleurs',
    'Colour preference':
        'Préférence de couleur',
    'Rating change':
        'Variation Elo',
    'Performance':
        'Performance',
    'Import players from {source}':
        'Importer les joueurs de {source}',
    'FIDE id':
        'ID FIDE',
    'Sex':
        'Sexe',
    'Players from the FIDE rating list':
        'Joueurs de la liste Elo FIDE',
    'One player per line: a FIDE id, or words of the name (e.g. “carlsen magnus”)':
        'Un joueur par ligne : un ID FIDE, ou des mots du nom (p. ex. « carlsen magnus »)',
    '&Search':
        '&Chercher',
    '&Add selected players':
        '&Ajouter les joueurs choisis',
    'Searching the rating list…':
        'Recherche dans la liste Elo…',
    'Type a name or a FIDE id first.':
        "Tapez d'abord un nom ou un ID FIDE.",
    'Pick the date in a calendar (Alt+Down)':
        'Choisir la date dans un calendrier (Alt+Bas)',
    '&Up':
        '&Monter',
    'D&own':
        'Descendre (&K)',
    'Forbidden pairs':
        'Paires interdites',
    '&Remove this pair (they may meet again)':
        '&Retirer cette paire (ils peuvent de nouveau se rencontrer)',
    'Forbidden now: {shown}':
        'Interdites : {shown}',
    '&First player (number)':
        '&Premier joueur (numéro)',
    'Se&cond player (number)':
        '&Second joueur (numéro)',
    'Language':
        'Langue',
    'As the operating system':
        "Comme le système d'exploitation",
    '&Language of the windows':
        '&Langue des fenêtres',
    "Arbiter shows the language chosen from its next start. The language of a tournament's printouts and web pages is one of its settings (File › Tournament settings).":
        "Arbiter affiche la langue choisie dès son prochain démarrage. La langue des impressions et des pages web d'un tournoi est l'un de ses paramètres (Fichier › Paramètres du tournoi).",
    'Manual pairing of round {round_no}':
        'Appariement manuel de la ronde {round_no}',
    '&Bye:':
        '&Bye :',
    '&Save pairing':
        "&Enregistrer l'appariement",
    'Cancel':
        'Annuler',
    'Checking the pairing…':
        "Vérification de l'appariement…",
    'Swap &colours':
        'Inverser les &couleurs',
    'E&xchange two players':
        '&Échanger deux joueurs',
    '&Make pair of two unpaired':
        '&Apparier deux non appariés',
    '&Remove board':
        "&Retirer l'échiquier",
    'Pairing car&d':
        "Fiche &d'appariement",
    'Not paired:':
        'Non appariés :',
    'Rules broken by this pairing:':
        'Règles enfreintes par cet appariement :',
    'Select exactly two players (Ctrl+click) to exchange them.':
        'Choisissez exactement deux joueurs (Ctrl+clic) pour les échanger.',
    'Select two players in the “Not paired” list (Ctrl+click).':
        'Choisissez deux joueurs dans la liste « Non appariés » (Ctrl+clic).',
    'Still checking the pairing; save again in a moment.':
        "Vérification de l'appariement en cours ; enregistrez de nouveau dans un instant.",
    'Not saved: the pairing breaks the rules listed below.':
        "Non enregistré : l'appariement enfreint les règles ci-dessous.",
    'Surname, First name':
        'Nom, Prénom',
    'YYYY/MM/DD':
        'AAAA/MM/JJ',
    'The K-factor of the FIDE rating list (40, 20 or 10), for the rating change; left at "from the rating": 20 below 2400, 10 from 2400':
        "Le coefficient K de la liste Elo FIDE (40, 20 ou 10), pour la variation Elo ; laissé à « selon l'Elo » : 20 sous 2400, 10 à partir de 2400",
    'May take &half-point byes':
        "Peut prendre des byes d'un &demi-point",
    'none':
        'aucun',
    'Nationa&l rating ({federation})':
        'Elo nati&onal ({federation})',
    '&Name':
        '&Nom',
    '&Rating':
        '&Elo',
    '&Title':
        '&Titre',
    '&Sex':
        '&Sexe',
    '&Federation':
        '&Fédération',
    'FIDE &id':
        '&ID FIDE',
    '&Born':
        'Né &le',
    '&K-factor':
        'Coefficient &K',
    'Add player':
        'Ajouter un joueur',
    'Save and ne&xt':
        'En&registrer et suivant',
    'Taken (local time)':
        'Faite (heure locale)',
    'Taken':
        'Faite',
    'Holds':
        'Contient',
    'Restore {name} from a backup':
        'Restaurer {name} depuis une sauvegarde',
    'The tournament file to make; an existing file is only replaced after you confirm it.':
        "Le fichier de tournoi à créer ; un fichier existant n'est remplacé qu'après votre confirmation.",
    '&Browse…':
        '&Parcourir…',
    'Restore &as':
        'Restaurer &sous',
    '&Restore':
        '&Restaurer',
    'Restore the backup as':
        'Restaurer la sauvegarde sous',
    'Date of round {round_no}':
        'Date de la ronde {round_no}',
    '&Date of round {round_no}':
        '&Date de la ronde {round_no}',
    'Round date':
        'Date de la ronde',
    'Import {file_name}':
        'Importer {file_name}',
    'Pairing &system':
        "&Système d'appariement",
    '&Tie-breaks (tick, order)':
        '&Départages (cocher, ordonner)',
    'drawn by lot':
        'tirée au sort',
    'white':
        'blancs',
    'black':
        'noirs',
    'As in force at the start date':
        'Celles en vigueur à la date de début',
    'As the interface':
        "Comme l'interface",
    '&Place':
        '&Lieu',
    'S&tart date':
        'Date de &début',
    '&End date':
        'D&ate de fin',
    '&Chief arbiter':
        'Arbitre &principal',
    '&Deputy arbiters':
        'Arb&itres adjoints',
    'T&ime control':
        '&Cadence',
    '&Rounds':
        '&Rondes',
    'Point s&ystem':
        '&Barème',
    "Top player's co&lour in round 1":
        'Co&uleur du premier joueur à la ronde 1',
    'Tie-brea&ks (tick, order)':
        'D&épartages (cocher, ordonner)',
    'Tie-break rules (C.07 &version)':
        'Règles de départage (&version de C.07)',
    'Acceleration &method':
        "Mét&hode d'accélération",
    'Language of t&he printouts':
        'Langue des impressi&ons',
    '&Win, forfeit win, full-point bye (W)':
        "&Gain, gain par forfait, bye d'un point (W)",
    'Dr&aw, half-point bye (D)':
        "Null&e, bye d'un demi-point (D)",
    'Lost &game (L)':
        'Par&tie perdue (L)',
    'Absence: &zero-point bye, forfeit loss (A)':
        'Absence : bye à &zéro point, perte par forfait (A)',
    'Pairing-allocated &bye (P)':
        "E&xempt attribué par l'appariement (P)",
    'Unknown result, e.g. adjourned (&X)':
        'Résultat inconnu, p. ex. a&journée (X)',
    'Tournament settings':
        'Paramètres du tournoi',
    'New tournament':
        'Nouveau tournoi',
    'Arbiter – hall display':
        'Arbiter – affichage en salle',
    'Hall display':
        'Affichage en salle',
    '&Screen':
        'É&cran',
    'Seconds &per page':
        'Secondes &par page',
    'T&ype size':
        'T&aille du texte',
    '&Full screen':
        'Pl&ein écran',
    'Pla&yers':
        'Jo&ueurs',
    '&Standings':
        '&Classement',
    '&Crosstable':
        '&Grille américaine',
    '&File':
        '&Fichier',
    '&New tournament…':
        '&Nouveau tournoi…',
    '&Open…':
        '&Ouvrir…',
    '&Import TRF…':
        '&Importer un TRF…',
    'Open &recent':
        'Ouverts &récemment',
    'Tournament &settings…':
        '&Paramètres du tournoi…',
    '&Export TRF…':
        '&Exporter un TRF…',
    'Export ra&ting report…':
        'E&xporter le rapport Elo…',
    '&Audit log…':
        "&Journal d'audit…",
    '&Leave FIDE mode…':
        '&Quitter le mode FIDE…',
    '&Close tournament':
        'Fermer le &tournoi',
    '&Edit':
        'É&dition',
    '&Undo':
        '&Annuler',
    '&Redo':
        '&Rétablir',
    '&Find player / go to board':
        "&Chercher un joueur / aller à l'échiquier",
    'Ne&xt tab':
        'Onglet &suivant',
    'Pre&vious tab':
        'Onglet &précédent',
    'Se&ttings':
        '&Paramètres',
    '&Language…':
        '&Langue…',
    "the operating system's language":
        "la langue du système d'exploitation",
    'Arbiter will be in {language} from its next start.':
        'Arbiter sera en {language} dès son prochain démarrage.',
    'Restore from &backup…':
        'Restaurer une &sauvegarde…',
    "FIDE's rating report (TRF-2026): the mandatory fields checked first":
        "Le rapport Elo de la FIDE (TRF-2026) : les champs obligatoires vérifiés d'abord",
    'Leave FIDE mode for good (two questions)':
        'Quitter définitivement le mode FIDE (deux questions)',
    '&Quit':
        'Quitter (&A)',
    '&Players':
        '&Joueurs',
    "The language of Arbiter's windows":
        "La langue des fenêtres d'Arbiter",
    'Undone: {text}.':
        'Annulé : {text}.',
    'Redone: {text}.':
        'Rétabli : {text}.',
    'Left FIDE mode at round {n}; this cannot be undone.':
        "Mode FIDE quitté à la ronde {n} ; ce n'est pas réversible.",
    'Reading {name}':
        'Lecture de {name}',
    'The language could not be kept: {error}':
        "La langue n'a pas pu être enregistrée : {error}",
    'This tournament is open in another Arbiter window or program; it is shown read-only here.':
        'Ce tournoi est ouvert dans une autre fenêtre ou un autre programme Arbiter ; il est affiché ici en lecture seule.',
    'Leave FIDE mode: not done; nothing was changed.':
        "Quitter le mode FIDE : non fait ; rien n'a été modifié.",
    '{name} was not imported.':
        "{name} n'a pas été importé.",
    'Points after':
        'Points après',
    'Float':
        'Flotteur',
    'Note':
        'Remarque',
    'Status':
        'Statut',
    'Closing':
        'Fermeture',
    "Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)":
        "Filtre : le numéro d'un joueur, ou des mots du nom, de la fédération, du titre, de l'ID FIDE (Ctrl+F)",
    'Result of board {board}':
        "Résultat de l'échiquier {board}",
    'Go to board (number) or find a player (name) – Ctrl+F':
        "Aller à l'échiquier (numéro) ou chercher un joueur (nom) – Ctrl+F",
    '<h1>Arbiter</h1><p>Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved the moment you enter it.</p>':
        '<h1>Arbiter</h1><p>Dirigez un tournoi au système suisse FIDE : joueurs, appariements, résultats, classement. Tout est enregistré dès que vous le saisissez.</p>',
    'Recent tournaments (Enter or double-click to open):':
        'Tournois récents (Entrée ou double-clic pour ouvrir) :',
    '{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.':
        "{head} n'est possible qu'hors mode FIDE :\n{listed}\n\nRien n'a été modifié.",
    '{head}:\n\n{listed}\n\nGo ahead anyway?':
        '{head} :\n\n{listed}\n\nContinuer quand même ?',
    'Second confirmation – {head}:\n\n{listed}\n\nAre you sure?':
        'Seconde confirmation – {head} :\n\n{listed}\n\nÊtes-vous sûr ?',
    '{action}: not done; nothing was changed.':
        "{action} : non fait ; rien n'a été modifié.",
    'Restored the backup taken {when} ({reason}) as {path}.':
        'Sauvegarde du {when} ({reason}) restaurée sous {path}.',
    '{user_message}\n\nThe newest backup of it that opens was taken {when}, {reason} ({contents}). Restore it as the new file {target}? {name} itself is left as it is.':
        "{user_message}\n\nSa sauvegarde la plus récente qui s'ouvre date du {when}, {reason} ({contents}). La restaurer comme nouveau fichier {target} ? {name} lui-même reste tel quel.",
    'Arbiter is still busy; restore a backup when it has finished.':
        'Arbiter est encore occupé ; restaurez une sauvegarde quand il aura fini.',
    'Reading the backups':
        'Lecture des sauvegardes',
    'Restoring {name}':
        'Restauration de {name}',
    'Looking for a backup':
        "Recherche d'une sauvegarde",
    '{target} already exists. Replace it with the backup taken {when} ({reason}: {contents})? What it holds now is lost.':
        '{target} existe déjà. Le remplacer par la sauvegarde du {when} ({reason} : {contents}) ? Son contenu actuel sera perdu.',
    '&Pairing list of the current round':
        '&Appariements de la ronde affichée',
    '&Alphabetical pairing list of the current round':
        'Appariements par ordre a&lphabétique de la ronde affichée',
    'Starting-&rank list':
        'Liste de &départ',
    'Rating c&hanges and performances':
        '&Variations Elo et performances',
    '&Print':
        'I&mprimer',
    'Export P&DF':
        'Exporter en P&DF',
    'Printed {title}.':
        'Imprimé : {title}.',
    'Saved {written}.':
        'Enregistré : {written}.',
    'Export TRF':
        'Exporter un TRF',
    'The document could not be printed: {exc}':
        "Le document n'a pas pu être imprimé : {exc}",
    'The PDF could not be written: {exc}':
        "Le PDF n'a pas pu être écrit : {exc}",
    'Export the rating report: not done; nothing was written.':
        "Exporter le rapport Elo : non fait ; rien n'a été écrit.",
    'Saved {path}.':
        'Enregistré : {path}.',
    'Saved {target}.':
        'Enregistré : {target}.',
    '&Add player…':
        '&Ajouter un joueur…',
    '&Edit player…':
        '&Modifier le joueur…',
    '&Delete player…':
        '&Supprimer le joueur…',
    'Delete a player entered by mistake (before round 1; later players withdraw)':
        'Supprimer un joueur saisi par erreur (avant la ronde 1 ; ensuite les joueurs se retirent)',
    '&Withdraw player':
        '&Retirer le joueur',
    'E&xpel player…':
        'E&xclure le joueur…',
    'Withdraw a player by expulsion: flagged, and left out of the standings':
        'Retirer un joueur par exclusion : marqué, et absent du classement',
    '&Re-admit player':
        'R&éadmettre le joueur',
    'Requested &bye / absence…':
        '&Bye demandé / absence…',
    'Forbidden &pairs…':
        '&Paires interdites…',
    'Two players who shall not meet (before round 1)':
        'Deux joueurs qui ne doivent pas se rencontrer (avant la ronde 1)',
    'Pairing &card…':
        "&Fiche d'appariement…",
    'Import players from C&SV…':
        'Importer des joueurs depuis un &CSV…',
    'Import players from &TRF…':
        'Importer des joueurs depuis un &TRF…',
    'Import players from the &FIDE rating list…':
        '&Importer des joueurs de la liste Elo FIDE…',
    'Select a player first.':
        "Choisissez d'abord un joueur.",
    'Player {number} {name} added{note}.':
        'Joueur {number} {name} ajouté{note}.',
    'Edit player {number}':
        'Modifier le joueur {number}',
    'Player {number} {name} is already in a round: a player with a record is withdrawn (Players › Withdraw player), not deleted.':
        'Le joueur {number} {name} figure déjà dans une ronde : un joueur qui a un parcours est retiré (Joueurs › Retirer le joueur), pas supprimé.',
    'Delete player {number} {name}? (Edit › Undo brings the entry back.)':
        'Supprimer le joueur {number} {name} ? (Édition › Annuler le rétablit.)',
    'Player {number} has already withdrawn.':
        "Le joueur {number} s'est déjà retiré.",
    'Player {number} has already been expelled.':
        'Le joueur {number} a déjà été exclu.',
    'Expel player {number} {name}?\n\nThe player is not paired from the next round on, is marked expelled and is left out of the standings (the games played still count for the opponents).':
        "Exclure le joueur {number} {name} ?\n\nLe joueur n'est plus apparié à partir de la prochaine ronde, est marqué exclu et ne figure pas au classement (les parties jouées comptent toujours pour les adversaires).",
    'Player {number} has not withdrawn.':
        "Le joueur {number} ne s'est pas retiré.",
    'Searching the rating list':
        'Recherche dans la liste Elo',
    'Reading players':
        'Lecture des joueurs',
    'No players found in {source}.':
        'Aucun joueur trouvé dans {source}.',
    'All {count} players are already in the tournament; nothing was imported.':
        "Les {count} joueurs sont déjà dans le tournoi ; rien n'a été importé.",
    'Import cancelled; nothing was changed.':
        "Import annulé ; rien n'a été modifié.",
    'Player {number} {name} deleted.':
        'Joueur {number} {name} supprimé.',
    'Publishing folder':
        'Dossier de publication',
    'Publish birth &dates (FIDE does not)':
        'Publier les dates de &naissance (la FIDE ne le fait pas)',
    'Also the standings and pairings as &JSON and CSV':
        'Aussi le classement et les appariements en &JSON et CSV',
    '&Folder':
        '&Dossier',
    'P&ublish':
        'P&ublier',
    '&Publish web pages now':
        '&Publier les pages web maintenant',
    'Write the web pages into the publishing folder':
        'Écrire les pages web dans le dossier de publication',
    'Publishing &folder…':
        '&Dossier de publication…',
    '&Hall display…':
        '&Affichage en salle…',
    '&Close hall display':
        "&Fermer l'affichage en salle",
    'Hall display on screen {screen}; File › Publish › Close hall display ends it.':
        "Affichage en salle sur l'écran {screen} ; Fichier › Publier › Fermer l'affichage en salle l'arrête.",
    'Publishing folder: {folder}':
        'Dossier de publication : {folder}',
    'Hall display closed.':
        'Affichage en salle fermé.',
    '&Pair next round':
        '&Apparier la ronde suivante',
    "Pair the next round with the tournament's system":
        'Apparier la ronde suivante avec le système du tournoi',
    '&Manual pairing…':
        'Appariement &manuel…',
    "Change the last unplayed round's pairing by hand":
        "Modifier à la main l'appariement de la dernière ronde non jouée",
    '&Unpair last round':
        "A&nnuler l'appariement de la dernière ronde",
    "Delete the last round's pairing while it has no results":
        "Supprimer l'appariement de la dernière ronde tant qu'elle n'a pas de résultat",
    'Round &date…':
        '&Date de la ronde…',
    'The date of the round shown (or of the next round)':
        'La date de la ronde affichée (ou de la ronde suivante)',
    'Round {round_no} was not paired.':
        "La ronde {round_no} n'a pas été appariée.",
    'Only the last round can be unpaired, and only while it has no results.':
        "Seule la dernière ronde peut être désappariée, et seulement tant qu'elle n'a pas de résultat.",
    'no result':
        'pas de résultat',
    'Round {round_no}, board {board}: {text}.':
        'Ronde {round_no}, échiquier {board} : {text}.',
    'The engine has no pairing to propose: {user_message}':
        "Le moteur n'a pas d'appariement à proposer : {user_message}",
    'Manual pairing of round {round_no} saved{note}.':
        'Appariement manuel de la ronde {round_no} enregistré{note}.',
    'Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?':
        'Ronde {round_no}, échiquier {board} ({white} – {black}) a déjà le résultat {result}.\n\nLe remplacer par {new} ?',
    'Round {round_no}, board {board}: the result {result} was kept.':
        'Ronde {round_no}, échiquier {board} : le résultat {result} est conservé.',
    'Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.':
        'Ronde {round_no}, échiquier {board} ({white} – {black}) corrigé de {result} en {text}.\n\nLes scores des deux joueurs et le classement sont mis à jour. Les rondes {next} à {rounds_played} gardent leurs appariements.',
    'Round {round_no} could not be paired.\n\n{user_message}':
        "La ronde {round_no} n'a pas pu être appariée.\n\n{user_message}",
    'Round {round_no} unpaired.':
        'Appariement de la ronde {round_no} annulé.',
    'Round &{round}':
        'Ronde &{round}',
    'Round {round}':
        'Ronde {round}',
    # -- the window's file dialogs, progress and status texts, hall display, tables, cards ---
    'Arbiter: run a FIDE Swiss tournament.':
        'Arbiter : diriger un tournoi au système suisse FIDE.',
    'a tournament file (.arbiter) to open':
        'un fichier de tournoi (.arbiter) à ouvrir',
    'check this installation headless (pair two rounds with every system, open the main window offscreen), print one line per check and exit 0 when all pass':
        'vérifier cette installation sans affichage (apparier deux rondes avec chaque système, ouvrir la fenêtre principale hors écran), écrire une ligne par vérification et sortir avec 0 quand toutes réussissent',
    'The log is in {path}.':
        'Le fichier journal est {path}.',
    'TRF files (*.trf *.txt);;All files (*)':
        'Fichiers TRF (*.trf *.txt);;Tous les fichiers (*)',
    '[read-only: open elsewhere]':
        '[lecture seule : ouvert ailleurs]',
    'Leaving FIDE mode':
        'Sortie du mode FIDE',
    'Save the new tournament as':
        'Enregistrer le nouveau tournoi sous',
    'Creating {name}':
        'Création de {name}',
    'Open a tournament':
        'Ouvrir un tournoi',
    'Opening {name}':
        'Ouverture de {name}',
    'Import a TRF file':
        'Importer un fichier TRF',
    'Save the imported tournament as':
        'Enregistrer le tournoi importé sous',
    '{trf} imported as {name}. No tie-breaks are set: the standings are by score only; choose them in File › Tournament settings.':
        "{trf} importé sous {name}. Aucun départage n'est choisi : le classement est aux points seulement ; choisissez-les dans Fichier › Paramètres du tournoi.",
    'Importing {name}':
        'Import de {name}',
    'Restore from backup: the tournament file (damaged or not)':
        'Restaurer une sauvegarde : le fichier du tournoi (endommagé ou non)',
    "TRF-2026, FIDE's format in force (*.trf)":
        'TRF-2026, le format FIDE en vigueur (*.trf)',
    'TRF16, with the XXR/XXC/XXP lines of the pairing engines (*.trf)':
        "TRF16, avec les lignes XXR/XXC/XXP des moteurs d'appariement (*.trf)",
    'Exporting TRF':
        'Export du TRF',
    'Checking the rating report':
        'Vérification du rapport Elo',
    'Reading the audit log':
        "Lecture du journal d'audit",
    'Reading the settings':
        'Lecture des paramètres',
    'Export PDF':
        'Exporter en PDF',
    'PDF files (*.pdf)':
        'Fichiers PDF (*.pdf)',
    'Exporting the rating report':
        'Export du rapport Elo',
    'Export rating report':
        'Exporter le rapport Elo',
    'TRF-2026 files (*.trf)':
        'Fichiers TRF-2026 (*.trf)',
    'FIDE rating lists (*.txt *.xml *.zip);;All files (*)':
        'Listes Elo FIDE (*.txt *.xml *.zip);;Tous les fichiers (*)',
    'Skip them':
        'Les ignorer',
    'Add them anyway':
        'Les ajouter quand même',
    'Import players from CSV':
        'Importer des joueurs depuis un CSV',
    'CSV files (*.csv *.txt);;All files (*)':
        'Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)',
    'Import players from a TRF file':
        'Importer des joueurs depuis un fichier TRF',
    'FIDE rating list (TXT or XML, plain or zipped)':
        'Liste Elo FIDE (TXT ou XML, simple ou zippée)',
    'FIDE rating lists (*.txt *.xml *.zip);;Your own rating lists (*.csv);;All files (*)':
        'Listes Elo FIDE (*.txt *.xml *.zip);;Vos propres listes (*.csv);;Tous les fichiers (*)',
    ' (late entry: plays from round {round})':
        ' (arrivée tardive : joue à partir de la ronde {round})',
    'Skip them, add them anyway, or cancel the import?':
        "Les ignorer, les ajouter quand même, ou annuler l'import ?",
    ('{n} player imported', '{n} players imported'):
        ('{n} joueur importé', '{n} joueurs importés'),
    ('; {n} already in the tournament skipped', '; {n} already in the tournament skipped'):
        ('; {n} déjà dans le tournoi, ignoré', '; {n} déjà dans le tournoi, ignorés'),
    ('{n} of these {total} players is already in the tournament (or twice in the import):', '{n} of these {total} players are already in the tournament (or twice in the import):'):
        ("{n} de ces {total} joueurs est déjà dans le tournoi (ou deux fois dans l'import) :", "{n} de ces {total} joueurs sont déjà dans le tournoi (ou deux fois dans l'import) :"),
    'Publishing':
        'Publication',
    'Saving the publishing folder':
        'Enregistrement du dossier de publication',
    'Choose the folder the web pages are written to.':
        'Choisissez le dossier où écrire les pages web.',
    'Published: {summary}':
        'Publié : {summary}',
    'No tournament is open.':
        "Aucun tournoi n'est ouvert.",
    ('The only round is paired.', 'All {n} rounds are paired.'):
        ('La seule ronde est appariée.', 'Les {n} rondes sont appariées.'),
    'At least two players are needed to pair a round.':
        'Il faut au moins deux joueurs pour apparier une ronde.',
    'Asking the engine for a pairing':
        "Demande d'un appariement au moteur",
    'Checking the pairing':
        "Vérification de l'appariement",
    'Pair the next round':
        'Apparier la ronde suivante',
    '; bye: {player}':
        '; exempt : {player}',
    ' with confirmed rule violations (written to the audit log)':
        " avec des infractions aux règles confirmées (inscrites au journal d'audit)",
    ('Round {round_no} paired: {n} board', 'Round {round_no} paired: {n} boards'):
        ('Ronde {round_no} appariée : {n} échiquier', 'Ronde {round_no} appariée : {n} échiquiers'),
    'Reading the tournament':
        'Lecture du tournoi',
    'The undo history was cleared.':
        "L'historique des annulations a été effacé.",
    'An unexpected error happened ({error}). Nothing was changed by the failed action; details are in the log file.':
        "Une erreur inattendue s'est produite ({error}). L'action qui a échoué n'a rien modifié ; les détails sont dans le fichier journal.",
    'the pairing process stopped unexpectedly; the file holds what was saved before (nothing half-written)':
        "le processus d'appariement s'est arrêté de façon inattendue ; le fichier contient ce qui avait été enregistré avant (rien n'est écrit à moitié)",
    'Pairings by name':
        'Appariements par nom',
    'Pairings by board':
        'Appariements par échiquier',
    'Round {round} – pairings by name':
        'Ronde {round} – appariements par nom',
    'Round {round} – pairings by board':
        'Ronde {round} – appariements par échiquier',
    '{title} – page {page} of {pages}':
        '{title} – page {page} sur {pages}',
    '{view}: rows {first}–{last} of {rows}':
        '{view} : lignes {first} à {last} sur {rows}',
    'Show':
        'Afficher',
    'Choose at least one list to show.':
        'Choisissez au moins une liste à afficher.',
    'screen':
        'écran',
    'W':
        'B',
    'B':
        'N',
    ('{change} (K {k}; {n} rated game, {score} scored, {expected} expected)', '{change} (K {k}; {n} rated games, {score} scored, {expected} expected)'):
        ("{change} (K {k} ; {n} partie comptant pour l'Elo, {score} marqué, {expected} attendu)", "{change} (K {k} ; {n} parties comptant pour l'Elo, {score} marqués, {expected} attendus)"),
    'paired with {virtual}':
        'apparié avec {virtual}',
    '{points} (unrated)':
        '{points} (non comptabilisée Elo)',
    '({virtual} for round {round})':
        '({virtual} pour la ronde {round})',
    'unrated: no change':
        'sans Elo : pas de variation',
    '0 (K {k}; no rated game yet)':
        "0 (K {k} ; pas encore de partie comptant pour l'Elo)",
    'result pending':
        'résultat en attente',
    'forfeit (no colour counted)':
        'forfait (couleur non comptée)',
    'Breaks {rule}':
        'Enfreint {rule}',
    'enters in round {round}':
        'entre à la ronde {round}',
    'round {round}: {bye}':
        'ronde {round} : {bye}',
    '{edition}, by the start date':
        '{edition}, selon la date de début',
    '{edition}, chosen for this tournament':
        '{edition}, choisie pour ce tournoi',
    'tie-break rules: unreadable setting':
        'règles de départage : paramètre illisible',
    '&Open tournament…':
        '&Ouvrir un tournoi…',
    # -- the round tab's heading and the hall display's units ------------------------
    '{round}: {counts}. {help}':
        '{round} : {counts}. {help}',
    ' s':
        ' s',
    ' pt':
        ' pt',
    # -- the sex as the players tab and the player dialog show TRF's m and w (ui/models/rows.py) --
    'm':
        'h',
    'w':
        'f',
    # -- window: the main window's keys and questions (issue #35) ---
    '{name} is already open.':
        '{name} est déjà ouvert.',
    "Round {round_no}, board {board} ({white} – {black}) keeps its result {result}: in FIDE mode a result can be changed only in the last two rounds paired ({first} and {last}).\n\nThere are two ways:\n• a correction for the rating report: the standings keep {result}, FIDE's rating report gets the corrected result;\n• leaving FIDE mode for good (File › Leave FIDE mode); then the result itself can be changed to {new}.":
        'Ronde {round_no}, échiquier {board} ({white} – {black}) : le résultat {result} est conservé ; en mode FIDE, un résultat ne peut être modifié que dans les deux dernières rondes appariées ({first} et {last}).\n\nDeux possibilités :\n• une correction pour le rapport Elo : le classement garde {result}, le rapport Elo de la FIDE reçoit le résultat corrigé ;\n• quitter définitivement le mode FIDE (Fichier › Quitter le mode FIDE) ; le résultat lui-même peut alors devenir {new}.',
    '&Correction for the rating report…':
        '&Correction pour le rapport Elo…',
    'Save the manual pairing of round {round_no}':
        "Enregistrer l'appariement manuel de la ronde {round_no}",
    'This pairing of round {round_no} is not the one the {system} makes, and it breaks these rules:':
        "Cet appariement de la ronde {round_no} n'est pas celui du {system}, et il enfreint ces règles :",
    "Save it anyway? It is written to the audit log with your reason and the differences from the system's pairing.":
        "L'enregistrer quand même ? Il est inscrit au journal d'audit avec votre motif et les différences avec l'appariement du système.",
    'for example: the players asked to replay':
        'par exemple : les joueurs ont demandé à rejouer',
    '&Reason:':
        '&Motif :',
    'Withdraw player {number} {name}?\n\nThe player is not paired from the next round on; the games played keep counting. (Players › Re-admit player brings the player back.)':
        "Retirer le joueur {number} {name} ?\n\nLe joueur n'est plus apparié à partir de la prochaine ronde ; les parties jouées continuent de compter. (Joueurs › Réadmettre le joueur le fait revenir.)",
    # -- screens: small screens (issue #35) ---
    'The whole text is in the box below.':
        'Le texte complet figure dans la zone ci-dessous.',
    # -- fnumbers: pairing numbers changed by hand (Q147-154) ---
    'Change pairing numbers':
        "Changer les numéros d'appariement",
    '&Players in their new order (the first gets number 1):':
        '&Joueurs dans leur nouvel ordre (le premier reçoit le numéro 1) :',
    'Move &up':
        '&Monter',
    'Move d&own':
        '&Descendre',
    'Before round 1 the numbers may change freely; after it only until round 4 is paired (C.04.2 2.3-2.5), and the games of the paired rounds follow their players.':
        "Avant la ronde 1, les numéros peuvent changer librement ; ensuite seulement jusqu'à l'appariement de la ronde 4 (C.04.2 2.3-2.5), et les parties des rondes appariées suivent leurs joueurs.",
    'Change pairing &numbers…':
        "Changer les &numéros d'appariement…",
    'Move players to other pairing numbers by hand (before round 1; later until round 4 is paired)':
        "Donner à des joueurs d'autres numéros d'appariement à la main (avant la ronde 1 ; ensuite jusqu'à l'appariement de la ronde 4)",
    'The pairing numbers stay as they were.':
        "Les numéros d'appariement restent ce qu'ils étaient.",
    # -- flist: local copy of FIDE's rating list (#38 point 10) ---
    'Update &FIDE rating list…':
        'Mettre à jour la liste Elo &FIDE…',
    # -- main: Q69, the save question lists the differences from the system ---
    "It differs from the system's pairing ({boards}):":
        "Il diffère de l'appariement du système ({boards}) :",
}
