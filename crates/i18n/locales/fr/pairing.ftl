# Les explications des moteurs d'appariement : ce que demande chaque critère, et les phrases
# qui disent pourquoi un appariement s'écarte de l'appariement naturel. Les références aux
# règles (C.04.3 2.3.4 [C12], 29E5b) restent telles que les règles les écrivent.

## Ce que demande chaque critère, par système

pairing-crit-amalfi-order = joueurs classés par points, puis par classement Elo (couleur Amalfi : puis par besoin de couleur)
pairing-crit-amalfi-distance = le joueur classé k rencontre celui classé R places plus bas, R étant le nombre de rondes restantes ; sinon un plus proche, puis un plus éloigné
pairing-crit-burstein-b1 = deux joueurs qui se sont déjà rencontrés ne seront pas appariés de nouveau
pairing-crit-burstein-prohibited = ces joueurs ne peuvent pas être appariés l'un contre l'autre
pairing-crit-burstein-absolute = deux joueurs ayant la même préférence de couleur absolue ne se rencontreront pas
pairing-crit-burstein-bye = l'exemption attribuée par l'appariement va au joueur le plus bas qui n'en a pas eu et n'a pas gagné par forfait
pairing-crit-burstein-complete = chaque joueur restant doit encore pouvoir être apparié, avec au plus un flotteur par groupe de points
pairing-crit-burstein-due-colour = les joueurs devraient rencontrer des adversaires dus à l'autre couleur
pairing-crit-burstein-opposition = le premier joueur rencontre le dernier, le deuxième l'avant-dernier, et ainsi de suite
pairing-crit-burstein-colours = attribution des couleurs
pairing-crit-double-swiss-met = deux joueurs ne se rencontreront pas dans plus d'un match (un match perdu par forfait par un joueur ne compte pas)
pairing-crit-double-swiss-prohibited = ces joueurs ne peuvent pas être appariés l'un contre l'autre
pairing-crit-double-swiss-bye = pas d'exemption attribuée par l'appariement après une telle exemption, un match gagné par forfait ou une exemption à un point
pairing-crit-double-swiss-completion = les joueurs restant à apparier doivent pouvoir l'être
pairing-crit-double-swiss-fewest = minimiser le nombre de flotteurs montants
pairing-crit-double-swiss-scores = maximiser les scores des flotteurs montants
pairing-crit-double-swiss-next = le groupe de points suivant garde un groupe d'appariement légal avec le moins de flotteurs montants
pairing-crit-double-swiss-floated = minimiser les flotteurs montants qui étaient flotteurs à la ronde précédente
pairing-crit-double-swiss-opponents = minimiser les adversaires des flotteurs montants qui étaient flotteurs à la ronde précédente
pairing-crit-double-swiss-upfloater-order = le premier ensemble de flotteurs montants dans l'ordre de 3.5.4
pairing-crit-double-swiss-identifier = le premier identifiant d'appariement dans l'ordre lexicographique
pairing-crit-double-swiss-pab = l'exemption attribuée par l'appariement : reste appariable, score le plus bas, le plus de matchs joués, TPN le plus grand
pairing-crit-double-swiss-colours = couleurs : couleur initiale, moins de Blancs, alternance
pairing-crit-double-swiss-second-game = la seconde partie d'un match : les mêmes joueurs avec les couleurs inversées, les mêmes exemptions
pairing-crit-dubov-met = deux joueurs qui se sont déjà rencontrés ne seront pas appariés de nouveau
pairing-crit-dubov-prohibited = ces joueurs ne peuvent pas être appariés l'un contre l'autre
pairing-crit-dubov-absolute = pas d'écart de couleur supérieur à deux, ni la même couleur trois fois de suite
pairing-crit-dubov-upfloat = avant la dernière ronde, personne ne monte deux rondes de suite ni plus de trois (quatre) fois
pairing-crit-dubov-colours = attribution des couleurs : couleurs dues, égalisation, alternance, ARO le plus haut, Elo le plus bas
pairing-crit-dubov-bye = l'exemption va au joueur le moins bien classé du groupe de points le plus bas qui n'a pas marqué sans jouer
pairing-crit-dubov-first = ronde 1 : la moitié supérieure contre la moitié inférieure
pairing-crit-dubov-order = les Blancs par ARO croissant contre les Noirs par Elo décroissant
pairing-crit-dubov-improve = un Blanc qui ne peut pas rencontrer le Noir de sa ligne prend le premier Noir plus bas qu'il peut rencontrer
pairing-crit-dubov-float = les joueurs qui ne peuvent pas être appariés dans leur groupe flottent vers le suivant
pairing-crit-dubov-island = un joueur qui ne peut rencontrer personne de son groupe reçoit un adversaire du groupe immédiatement inférieur
pairing-crit-dubov-odd = un groupe impair prend un joueur du groupe immédiatement inférieur
pairing-crit-dubov-danubian = un groupe impair prend un joueur du groupe immédiatement inférieur et l'apparie aussitôt
pairing-crit-dubov-equalise = dans chaque groupe, autant de joueurs qui doivent avoir les Blancs que de joueurs qui doivent avoir les Noirs
pairing-crit-dubov-floaters = les flotteurs sont appariés en premier, chacun avec le joueur le mieux classé de l'autre couleur due
pairing-crit-dutch-c1 = deux joueurs ne se rencontreront pas plus d'une fois
pairing-crit-dutch-c2 = pas d'exemption attribuée par l'appariement pour un joueur qui en a déjà eu une ou a gagné sans jouer
pairing-crit-dutch-c3 = deux joueurs, hors meneurs, ayant la même préférence de couleur absolue ne se rencontreront pas
pairing-crit-dutch-prohibited = ces joueurs ne peuvent pas être appariés l'un contre l'autre
pairing-crit-dutch-c4 = un appariement légal doit exister pour tous les joueurs non encore appariés
pairing-crit-dutch-c5 = minimiser le score du joueur qui reçoit l'exemption attribuée par l'appariement
pairing-crit-dutch-c6 = minimiser le nombre de flotteurs descendants
pairing-crit-dutch-c7 = minimiser les scores des flotteurs descendants
pairing-crit-dutch-c8 = choisir les flotteurs descendants de sorte que le groupe suivant puisse aussi être apparié
pairing-crit-dutch-c9 = minimiser les parties non jouées du joueur qui reçoit l'exemption attribuée par l'appariement
pairing-crit-dutch-c10 = minimiser les meneurs, ou leurs adversaires, ayant un écart de couleur supérieur à 2
pairing-crit-dutch-c11 = minimiser les meneurs, ou leurs adversaires, ayant la même couleur trois fois de suite
pairing-crit-dutch-c12 = minimiser les joueurs qui n'obtiennent pas leur préférence de couleur
pairing-crit-dutch-c13 = minimiser les joueurs qui n'obtiennent pas leur préférence de couleur forte
pairing-crit-dutch-c14 = minimiser les flotteurs descendants résidents qui ont flotté vers le bas à la ronde précédente
pairing-crit-dutch-c15 = minimiser les adversaires de MDP qui ont flotté vers le haut à la ronde précédente
pairing-crit-dutch-c16 = minimiser les flotteurs descendants résidents qui ont flotté vers le bas deux rondes plus tôt
pairing-crit-dutch-c17 = minimiser les adversaires de MDP qui ont flotté vers le haut deux rondes plus tôt
pairing-crit-dutch-c18 = minimiser les écarts de score des MDP qui ont flotté vers le bas à la ronde précédente
pairing-crit-dutch-c19 = minimiser les écarts de score des adversaires de MDP qui ont flotté vers le haut à la ronde précédente
pairing-crit-dutch-c20 = minimiser les écarts de score des MDP qui ont flotté vers le bas deux rondes plus tôt
pairing-crit-dutch-c21 = minimiser les écarts de score des adversaires de MDP qui ont flotté vers le haut deux rondes plus tôt
pairing-crit-dutch-order = le premier candidat dans l'ordre de génération (transpositions, échanges, ensembles de MDP)
pairing-crit-dutch-colours = attribution des couleurs
pairing-crit-groups-separate = des joueurs de groupes différents ne se rencontrent pas
pairing-crit-groups-group-pairing = chaque groupe est apparié à part par le système de la section
pairing-crit-lim-met = des joueurs compatibles ne se sont pas encore rencontrés
pairing-crit-lim-prohibited = ces joueurs ne peuvent pas être appariés l'un contre l'autre
pairing-crit-lim-limits = pas la même couleur trois rondes de suite, jamais trois parties de plus avec une couleur (article 6 : pas entre scores égaux à la dernière ronde)
pairing-crit-lim-bye = l'exemption va au joueur le moins bien classé du groupe de points le plus bas
pairing-crit-lim-first-bye = ronde 1 : l'exemption va au joueur le moins bien classé
pairing-crit-lim-first = ronde 1 : la moitié supérieure contre la moitié inférieure, couleurs tirées au sort
pairing-crit-lim-order = du haut vers la médiane, du bas vers elle, le groupe de points médian en dernier
pairing-crit-lim-float = les joueurs qu'un groupe de points ne peut pas apparier, ou l'un d'eux pour le rendre pair, flottent vers la médiane
pairing-crit-lim-floaters = les flotteurs sont appariés en premier, chacun avec le premier joueur de l'autre couleur due
pairing-crit-lim-exchange = moitié supérieure contre moitié inférieure ; un adversaire incompatible est échangé dans l'ordre de 4.2
pairing-crit-lim-colour-exchange = les adversaires sont échangés pour que chaque joueur reçoive si possible sa couleur due
pairing-crit-lim-crack = un groupe de points médian bloqué reprend les appariements de ses voisins
pairing-crit-lim-colours = attribution des couleurs : limites, couleurs dues, historiques, classement et médiane
pairing-crit-swiss-team-met = deux équipes ne se rencontreront pas plus d'une fois (un match perdu par forfait ne compte pas)
pairing-crit-swiss-team-prohibited = ces équipes ne peuvent pas être appariées l'une contre l'autre
pairing-crit-swiss-team-bye = pas d'exemption attribuée par l'appariement après une telle exemption, un match gagné par forfait ou une exemption à un point
pairing-crit-swiss-team-completion = les équipes restant à apparier doivent pouvoir l'être
pairing-crit-swiss-team-fewest = minimiser le nombre de flotteurs montants
pairing-crit-swiss-team-scores = minimiser les écarts de score des paires avec un flotteur montant (les plus grands d'abord)
pairing-crit-swiss-team-next = le groupe de points suivant garde un groupe d'appariement légal avec le moins de flotteurs montants
pairing-crit-swiss-team-floated = sauf aux deux dernières rondes, minimiser les flotteurs montants qui étaient flotteurs à la ronde précédente
pairing-crit-swiss-team-colour = minimiser les équipes dont la préférence de couleur n'est pas satisfaite
pairing-crit-swiss-team-strong = minimiser les équipes dont la préférence de couleur forte n'est pas satisfaite (type B)
pairing-crit-swiss-team-opponents = sauf aux deux dernières rondes, minimiser les adversaires des flotteurs montants qui étaient flotteurs à la ronde précédente
pairing-crit-swiss-team-upfloater-order = le premier ensemble de flotteurs montants dans l'ordre de 3.5.3 et 3.5.4
pairing-crit-swiss-team-identifier = le premier identifiant d'appariement dans l'ordre lexicographique
pairing-crit-swiss-team-pab = l'exemption attribuée par l'appariement : reste appariable, score le plus bas, le plus de matchs joués, TPN le plus grand
pairing-crit-swiss-team-colours = couleurs : première équipe, couleur initiale, préférences, écart de couleur, alternance
pairing-crit-team-schedule-schedule = la partie que le calendrier fixe prévoit pour la ronde
pairing-crit-uscf-no-rematch = aucun joueur n'est apparié deux fois contre le même adversaire
pairing-crit-uscf-prohibited = ces joueurs ne peuvent pas être appariés l'un contre l'autre
pairing-crit-uscf-equal-scores = les joueurs à égalité de points sont appariés ; le joueur impair descend au groupe de points suivant
pairing-crit-uscf-halves = la moitié supérieure d'un groupe de points est appariée contre la moitié inférieure dans l'ordre du classement ; un joueur descendu rencontre le joueur le mieux classé qu'il peut affronter
pairing-crit-uscf-odd-player = le joueur impair est le moins bien classé du groupe de points, pas un joueur sans classement, quand l'appariement le permet
pairing-crit-uscf-three-in-a-row = aucun joueur n'a la même couleur trois fois de suite ni deux parties de plus avec une couleur, si cela peut être évité
pairing-crit-uscf-equalization = les couleurs sont égalisées, par transpositions et permutations à moins de 200 points Elo
pairing-crit-uscf-team = coéquipiers, camarades d'école et membres d'une même famille ne sont pas appariés si cela peut être évité
pairing-crit-uscf-alternation = les couleurs alternent, par transpositions et permutations à moins de 80 points Elo
pairing-crit-uscf-switches = une transposition à moins de 80 points avant toute permutation, sinon le plus petit changement
pairing-crit-uscf-colours = la couleur due de chaque joueur ; l'égalisation avant l'alternance, puis le joueur le mieux classé
pairing-crit-uscf-bye = l'exemption va au joueur le moins bien classé du groupe de points le plus bas qui n'a eu ni exemption ni gain d'un point sans jouer, pas à un joueur sans classement
pairing-crit-vega-met = deux joueurs qui se sont déjà rencontrés ne seront pas appariés de nouveau
pairing-crit-vega-prohibited = ces joueurs ne peuvent pas être appariés l'un contre l'autre
pairing-crit-vega-absolute = les deux joueurs ont la même préférence de couleur absolue (écart de couleur ±2 ou la même couleur deux fois de suite)
pairing-crit-vega-bye = l'exemption va au joueur le moins bien placé qui n'a pas encore marqué sans jouer
pairing-crit-vega-rest = la paire laisserait des joueurs plus bas sans adversaire légal
pairing-crit-vega-float = un joueur qui ne peut pas être apparié dans son groupe de points flotte vers le suivant
pairing-crit-vega-colours = les couleurs par les colonnes, sinon les deux préférences, la plus forte, le dernier écart, le joueur le mieux placé
pairing-crit-vega-vega-first = ronde 1 : 1 rencontre n/2 + 1, 2 rencontre n/2 + 2, ...
pairing-crit-vega-vega-order = les Blancs par points et Buchholz croissant contre les Noirs par points et Buchholz décroissant, ligne par ligne
pairing-crit-vega-vega-improve = un Blanc qui ne peut pas rencontrer le Noir de sa ligne prend le premier Noir plus bas, puis plus haut, puis un Blanc
pairing-crit-vega-ranked-order = S1 contre S2, joueurs classés par points, Buchholz, Sonneborn-Berger
pairing-crit-roundrobin-berger = les appariements et les couleurs de la table de Berger

## Pourquoi le moteur s'écarte de l'appariement naturel

pairing-dev-none = aucun
pairing-dev-value = { $value }
pairing-dev-may-not-meet = { $a } et { $b } ne peuvent pas se rencontrer
pairing-dev-dutch-not-natural = { $a } - { $b } n'est pas apparié : l'appariement naturel est moins bon sur { $code }
pairing-dev-then = { $first } ; { $rest }
pairing-dev-burstein-rather = { $player } est apparié avec { $partner } plutôt qu'avec { $natural }, plus bas dans le groupe ({ $why })
pairing-dev-groups-own = groupe { $group } : apparié à part
pairing-dev-groups-odd = le groupe { $group } est impair lui aussi : { $player } reçoit son exemption, enregistrée comme exemption à un point puisqu'une ronde ne compte qu'une exemption attribuée par l'appariement
pairing-dev-schedule-board = échiquier { $board } : { $white } - { $black } ({ $table })
pairing-dev-scheveningen-table = table Scheveningen pour { $boards } échiquiers ({ $kind ->
        [published] publiée
       *[constructed] construite
    }), ronde { $round }
pairing-dev-hilton-table = table Hilton pour { $teams } équipes de { $boards } échiquiers, ronde { $round }
pairing-dev-upfloat-bye = { $player } reçoit l'exemption attribuée par l'appariement (score { $score }, { $matches ->
        [one] { $matches } match joué
       *[other] { $matches } matchs joués
    })
pairing-dev-upfloat-bye-passed = écartés parce que les autres ne pouvaient pas tous être appariés (3.4.1) : { $players }
pairing-dev-upfloat-bye-barred = ne peuvent pas la recevoir ([C2]) : { $players }
pairing-dev-upfloat-odd = le groupe de points de tête compte un nombre impair { $who ->
        [teams] d'équipes
       *[players] de joueurs
    }
pairing-dev-upfloat-fewer = le groupe de points de tête de { $count } ne peut pas être apparié avec moins
pairing-dev-upfloat-fewest = { $count ->
        [one] { $count } flotteur montant
       *[other] { $count } flotteurs montants
    } : { $why }
pairing-dev-upfloat-scores = scores des flotteurs montants : { $scores } (le meilleur score sous le groupe de tête est { $below ->
        [none] inexistant
       *[other] { $below }
    })
pairing-dev-upfloat-next = aucun ensemble de flotteurs montants ne permet au groupe de points suivant de former son groupe avec le moins de flotteurs montants
pairing-dev-upfloat-floated = { $players } ont flotté { $previous ->
        [match] au match précédent
       *[round] à la ronde précédente
    } et n'ont pas pu être épargnés
pairing-dev-upfloat-order = { $players } montent : le premier ensemble de ce type dans l'ordre de 3.5.4 ({ $examined ->
        [one] { $examined } ensemble examiné
       *[other] { $examined } ensembles examinés
    })
pairing-dev-double-swiss-spare = le premier identifiant diffère de « moitié supérieure contre moitié inférieure » pour épargner aux flotteurs montants des adversaires qui ont flotté ([C8])
pairing-dev-double-swiss-blocked = « moitié supérieure contre moitié inférieure » est bloqué : { $pairs } ; le premier identifiant conforme est retenu
pairing-dev-double-swiss-c8 = { $count ->
        [one] { $count } flotteur montant rencontre
       *[other] { $count } flotteurs montants rencontrent
    } un adversaire qui a flotté au match précédent
pairing-dev-double-swiss-game-two = partie 2 du match apparié à la ronde { $round } : les mêmes paires avec les couleurs inversées ; une exemption attribuée par l'appariement vaut les points d'une nulle (1.4)
pairing-dev-double-swiss-bye-game-two = une exemption demandée pour la seule partie 2 n'est pas accordée (les exemptions portent sur des matchs entiers) : { $players } ; enregistrez la partie comme perdue par forfait
pairing-dev-swiss-team-blocked = « moitié supérieure contre moitié inférieure » est bloqué : { $pairs } ; le premier identifiant conforme à [C1] est retenu
pairing-dev-swiss-team-colours = le premier identifiant laisserait { $colour } préférence(s) de couleur, { $strong } préférence(s) forte(s) et { $floated } adversaire(s) de flotteurs montants ayant flotté ([C8], [C9], [C10]) non satisfaits ; le premier identifiant avec { $colour-now }, { $strong-now } et { $floated-now } est retenu
pairing-dev-vega-refusal-met = déjà rencontrés, C.04.1 b
pairing-dev-vega-refusal-prohibited = appariement interdit, C.04.2
pairing-dev-vega-refusal-absolute = même préférence de couleur absolue, C.04.1 f, g
pairing-dev-vega-refusal-rest = des joueurs plus bas resteraient sans adversaire légal
pairing-dev-vega-tried = { $player } ({ $why })
pairing-dev-vega-more = { " " }et { $count } autre(s)
pairing-dev-vega-instead = { $player } rencontre { $partner } à la place
pairing-dev-vega-floats = { $player } flotte vers le groupe de points suivant
pairing-dev-vega-cannot-meet = { $player } ne peut pas rencontrer { $tried }{ $more } ; { $outcome } ({ $article })
pairing-dev-vega-no-opponent = { $player } n'a plus d'adversaire dans le groupe de points et flotte vers le suivant
pairing-dev-vega-rows = { $whites } Blancs contre { $blacks } Noirs, ligne par ligne
pairing-dev-uscf-team-mates-paired = coéquipiers { $a } et { $b } appariés : aucun changement dans les limites ne les sépare sans nuire à l'égalisation des couleurs (28N)
pairing-dev-uscf-have-met = { $a } et { $b } se sont déjà rencontrés (27A1)
pairing-dev-uscf-team-mates-apart = coéquipiers { $a } et { $b } non appariés (28N)
pairing-dev-uscf-groups-pair = pour que les groupes de points s'apparient (27A2, 29D1b)
pairing-dev-uscf-equalize = pour égaliser les couleurs, à moins de 200 points (29E5b)
pairing-dev-uscf-alternate = pour alterner les couleurs, à moins de 80 points (29E5a)
pairing-dev-uscf-switch = { $kind ->
        [transposed] transposition de
       *[interchanged] permutation de
    } { $a } et { $b } ({ $size } points) : { $player } rencontre { $partner } au lieu de { $natural } ; { $why }
pairing-dev-uscf-moves-on = { $player } passe au groupe de points suivant : pas d'adversaire ici (27A1, 29D1b)
pairing-dev-uscf-dropped = { $player } descend au groupe de points suivant (29D1a)
pairing-dev-uscf-dropped-instead = { $player } descend à la place de { $lowest }, le moins bien classé, pour de meilleures couleurs (29D1b)
pairing-dev-uscf-dropped-better = { $player } descend au groupe de points suivant pour que les groupes s'apparient ou que les couleurs soient meilleures (29D1b)
pairing-dev-uscf-together = apparié avec tous les groupes de points inférieurs pour que chacun plus bas puisse être apparié (27A1)
pairing-dev-receives-bye = { $player } reçoit l'exemption attribuée par l'appariement
pairing-dev-lim-why-met = ils se sont déjà rencontrés
pairing-dev-lim-why-prohibited = un appariement interdit
pairing-dev-lim-why-colour = aucune couleur dans les limites de 5.1
pairing-dev-lim-why-rest = le reste du groupe n'aurait pas pu être apparié
pairing-dev-lim-above = les groupes de points au-dessus de la médiane sont appariés du haut vers le bas
pairing-dev-lim-below = les groupes de points au-dessous de la médiane sont appariés du bas vers le haut
pairing-dev-lim-taken-back = { $a } - { $b } est repris : le groupe de points médian n'a pas pu être complété
pairing-dev-lim-join-median = { $a } et { $b } rejoignent le groupe de points médian par le côté { $side ->
        [lower] inférieur
       *[higher] supérieur
    } (2.6)
pairing-dev-lim-first = ronde 1 : la moitié supérieure contre la moitié inférieure, le premier joueur avec { $colour ->
        [white] les Blancs
       *[black] les Noirs
    } par tirage au sort
pairing-dev-lim-median-last = le groupe de points médian est apparié en dernier, vers le bas
pairing-dev-lim-floater = le flotteur { $player } (venu de { $score } points) est apparié avec { $partner }
pairing-dev-lim-colour-exchange = { $player } rencontre { $partner } plutôt que { $natural } pour que tous deux reçoivent leur couleur due
pairing-dev-lim-type = type { $type } : { $type ->
        [a] un flotteur, sans
        [b] un flotteur, avec
        [c] du groupe, sans
       *[d] du groupe, avec
    } adversaire compatible dans le groupe de points suivant
pairing-dev-lim-not-floated = n'a pas flotté à la ronde précédente
pairing-dev-lim-majority = doit avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    }, la couleur due au plus grand nombre
pairing-dev-lim-floats = { $player } flotte vers { $way ->
        [up] le haut
       *[down] le bas
    } jusqu'au groupe de points suivant ({ $why })
pairing-dev-lim-reason = { $player } : { $why }
pairing-dev-lim-exchange = { $player } se voit proposer { $proposed } mais rencontre { $partner } ({ $why })
pairing-dev-dubov-floater = le flotteur { $player } est apparié avec { $partner }
pairing-dev-dubov-island = { $player } ne peut rencontrer personne du groupe (île) : { $partner } monte de { $score } points pour le rencontrer
pairing-dev-dubov-island-floats = { $player } ne peut rencontrer personne du groupe et personne plus bas ne peut monter : il flotte
pairing-dev-dubov-danubian = le groupe est impair et ceux qui doivent avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    } dominent : { $player } monte de { $score } points et rencontre { $partner }, le moins bien classé de ceux qui doivent avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    }
pairing-dev-dubov-odd = le groupe est impair et ceux qui doivent avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    } dominent : { $player } monte de { $score } points
pairing-dev-dubov-order = les Blancs par ARO croissant : { $whites } ; les Noirs par Elo décroissant : { $blacks }
pairing-dev-dubov-floats = { $player } ne peut pas être apparié dans le groupe : il flotte
pairing-dev-dubov-set-aside = { $player } monte bien que 2.1 le retienne : personne d'autre ne le peut (manuel de Vega, annexe E)
pairing-dev-dubov-equalise = { $player } passe { $from ->
        [white] des Blancs aux Noirs
       *[black] des Noirs aux Blancs
    }{ $bound ->
        [yes] { " " }(tenu à sa couleur, mais trop peu d'autres peuvent changer)
       *[no] { "" }
    }
pairing-dev-dubov-shed = { $player } flotte vers le groupe suivant pour que tous puissent être appariés
pairing-dev-dubov-why-forbidden = ils ne peuvent pas se rencontrer ({ $code })
pairing-dev-dubov-why-paired = { $player } est déjà apparié
pairing-dev-dubov-why-later = sinon un joueur suivant ne pourrait pas être apparié
pairing-dev-dubov-instead = { $player } rencontre { $partner } au lieu de { $natural } : { $why }
pairing-dev-roundrobin-absent = { $player } est absent à la ronde { $round } ({ $kind ->
        [pairing] exemption attribuée par l'appariement
        [full] exemption à un point
        [half] exemption à un demi-point
       *[zero] exemption à zéro point
    }) ; { $other }, tiré contre { $player } à l'échiquier { $board }, n'a pas de partie cette ronde
pairing-dev-roundrobin-withdrawn = { $player } s'est retiré et garde sa place dans la table : la partie contre { $other } à l'échiquier { $board } est perdue par forfait

## Les termes de la fonction de coût du go (OpenGotha)

pairing-go-term-duplicate = rencontre répétée
pairing-go-term-random = hasard
pairing-go-term-colour = couleur
pairing-go-term-category = catégorie
pairing-go-term-score = score
pairing-go-term-draw = flottement
pairing-go-term-seeding = répartition
pairing-go-term-handicap = handicap
pairing-go-term-geography = géographie

## The key ordering a bracket, per player (its parts joined by commas)
pairing-key = { $parts }
pairing-key-lim-due = doit avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    } (couleurs { $history })
pairing-key-no-game = pas encore de partie
pairing-key-lim-may-not = ne peut pas avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    } (5.1)
pairing-key-floated = a flotté à la ronde précédente
pairing-key-rating = Elo { $rating }
pairing-key-lim-moved = { $way ->
        [down] descendu
       *[up] monté
    } d'un groupe de { $score } points
pairing-key-lim-type = flotte encore comme type { $type }
pairing-key-score = score { $score }
pairing-key-unrated = non classé
pairing-key-colours = couleurs { $history }
pairing-key-aro = ARO { $aro }
pairing-key-vega-number = numéro { $number }
pairing-key-vega-row = { $column ->
        [white] colonne des Blancs
       *[black] colonne des Noirs
    }, ligne { $row } : score { $score }, Buchholz { $buchholz }
pairing-key-vega-across = passé dans l'autre colonne pour équilibrer les colonnes
pairing-key-ranked = { $side } : score { $score }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }, Elo { $rating }
pairing-key-amalfi = place { $place } : score { $score }, Elo { $rating }{ $need ->
        [white] , a besoin des Blancs ({ $by })
        [black] , a besoin des Noirs ({ $by })
       *[none] { "" }
    } ; adversaire naturel à la place { $natural }
pairing-key-dubov-due = doit avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    }
pairing-key-dubov-must = doit impérativement avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    }
pairing-key-dubov-may-not-rise = ne peut pas monter (2.1)
pairing-key-dubov-moved-up = monté d'un groupe de { $score } points
pairing-key-burstein = SB { $sb } BH { $bh } médian { $median }
pairing-key-uscf-due = doit avoir les { $colour ->
        [white] Blancs
       *[black] Noirs
    } ({ $why ->
        [equalization] égalisation
       *[alternation] alternance
    })
pairing-key-uscf-no-colour = pas encore de couleur
pairing-key-uscf-teams = { $teams }
pairing-key-matches = { $count ->
        [one] { $count } match joué
       *[other] { $count } matchs joués
    }
pairing-key-whites = { $count } fois les Blancs
pairing-key-floated-match = a flotté au match précédent
pairing-key-secondary = score secondaire { $score }
pairing-key-colour-difference = différence de couleurs { $difference }
pairing-key-team-preference = préférence { $colour ->
        [white] { $strength ->
            [strong] forte pour les Blancs
            [mild] légère pour les Blancs
           *[plain] pour les Blancs
        }
        [black] { $strength ->
            [strong] forte pour les Noirs
            [mild] légère pour les Noirs
           *[plain] pour les Noirs
        }
       *[none] aucune
    }
pairing-key-fictitious = { $total } = { $real } + { $fictitious } fictif(s)
pairing-key-accelerated = { $key } ; score d'appariement { $split }

## Why a fixed schedule or a Go round cannot be paired
pairing-refused-double-swiss-last = la ronde { $round } ouvrirait un match sans seconde partie : un tournoi Double-Swiss prévoit un nombre pair de rondes, deux par match (C.04.5, préambule)
pairing-refused-go-no-round = la ronde { $round } n'est pas une ronde de ce tournoi (1 à { $rounds })
pairing-refused-go-score = l'appariement par { $score } n'est pas pris en charge (score McMahon ou nombre de victoires)
pairing-refused-go-odd-bye = il reste un nombre impair de joueurs à apparier et la ronde { $round } a déjà son exempt
pairing-go-team-none = il n'y a pas d'équipe { $team }
pairing-go-team-itself = une équipe ne peut pas se rencontrer elle-même
pairing-go-team-incomplete = l'équipe { $team } n'est pas complète à la ronde { $round } : chaque table doit avoir un joueur inscrit définitivement qui participe
pairing-go-team-paired = l'équipe { $team } joue déjà à la ronde { $round }
pairing-go-team-met = les équipes { $a } et { $b } se sont déjà rencontrées à la ronde { $round }
pairing-go-team-no-match = ronde { $round } : aucune paire d'équipes complètes n'est libre de se rencontrer
pairing-refused-roundrobin-few = un toutes-rondes demande au moins deux joueurs, pas { $count }
pairing-refused-roundrobin-many = un toutes-rondes de { $count } joueurs dépasse les { $max } pris en charge
pairing-refused-roundrobin-variant = variante de toutes-rondes inconnue « { $variant } » (connues : fide, standard, adjusted, rotate=R)
pairing-refused-roundrobin-odd-rotation = rotate={ $rotate } : le cycle doit commencer à une ronde paire de la table
pairing-refused-roundrobin-beyond = rotate={ $rotate } : la table de { $table } numéros n'a que { $rounds } rondes
pairing-refused-team-no-players = un calendrier fixe par équipes demande des équipes avec des joueurs (enregistrements 310 du TRF26, ou équipes inscrites au tournoi)
pairing-refused-scheveningen-teams = un match Scheveningen se joue entre deux équipes, pas { $count }
pairing-refused-scheveningen-rounds = un match Scheveningen sur { $boards } échiquiers compte { $boards } rondes
pairing-refused-scheveningen-size = un match Scheveningen demande des équipes de 1 à { $max } joueurs, pas { $count }
pairing-refused-hilton-teams = les tables Hilton existent pour 3 à 10 équipes, pas { $count }
pairing-refused-hilton-boards = une équipe compte de 1 à 99 échiquiers, pas { $count }
pairing-refused-hilton-rounds = un jamboree Hilton compte { $rounds } rondes

## Une accélération illisible (`SYSTÈME+SPEC`).
pairing-refused-accel-unknown = accélération inconnue { $spec } (baku, haley, progressive ou groups=... attendu)
pairing-refused-accel-number = { $what ->
        [rating] classement
        [points] points
       *[last-round] dernière ronde
    } : { $found } n'est pas un nombre valide
pairing-refused-accel-group = le groupe de classement { $group } doit s'écrire PLANCHER:POINTS, par exemple 2200:1
pairing-refused-accel-floors = les planchers progressifs { $floors } doivent s'écrire A,C (planchers de classement des groupes A et C), par exemple progressive=2000,1600
pairing-refused-accel-group-count = donnez de un à trois groupes de classement, et non { $count }
pairing-refused-accel-decreasing = les planchers de classement doivent décroître d'un groupe au suivant ({ $first } puis { $second })
pairing-refused-accel-negative = les points fictifs ne peuvent pas être négatifs ({ $points })
pairing-refused-accel-last-round = les groupes de classement demandent la dernière ronde accélérée : groups=2200:1,1900:0.5@4
pairing-refused-accel-zero-round = la dernière ronde accélérée doit valoir 1 ou plus
pairing-system-no-acceleration = { $base } ne prend pas d'accélération
pairing-system-go-only = un système de go, pour les tournois de go seulement
pairing-system-chess-only = un système d'échecs ; un tournoi de go s'apparie en mcmahon, swiss ou swisscat
