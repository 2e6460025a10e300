# Les refus du journal d'un tournoi (arbiter-event), tels que le bureau de l'arbitre les dit.

## Ce sur quoi porte un refus : `CHAMP : raison`.
event-invalid = { $field } : { $why }
event-round = ronde { $round } : { $why }
event-unknown-player = il n'y a pas de joueur { $player }
event-unknown-board = la ronde { $round } n'a pas d'échiquier { $board }
event-illegal = l'appariement enfreint les règles : { $violations }

event-field-boards = échiquiers
event-field-board-colours = couleurs par échiquier
event-field-match-points = points de match
event-field-rating-boards = échiquiers de la moyenne Elo
event-field-primary-score = score principal
event-field-team = équipe
event-field-team-name = nom de l'équipe
event-field-members = membres
event-field-short-name = nom court
event-field-lineup = composition
event-field-pairing = appariement
event-field-result = résultat
event-field-name = nom
event-field-sex = sexe
event-field-go-rank = niveau de go
event-field-points = points
event-field-round-dates = dates des rondes
event-field-rounds = rondes
event-field-language = langue
event-field-chief-arbiter-id = identifiant FIDE de l'arbitre principal
event-field-game = jeu
event-field-initial-colour = couleur initiale
event-field-handicap = handicap
event-field-player = joueur
event-field-order = ordre
event-field-availability = disponibilité
event-field-overridden = règles outrepassées
event-field-pgn = PGN
event-field-go-teams = équipes de go
event-field-time-control-code = code de la cadence (222)

## L'étape du tournoi.
event-log-start = le journal doit commencer par la création du tournoi
event-deleted = le tournoi est supprimé : restaurez-le d'abord
event-exists = le tournoi existe déjà
event-not-deleted = le tournoi n'est pas supprimé
event-registration-closed-late = les inscriptions sont closes : ajoutez le joueur comme inscription tardive
event-registration-open-register = les inscriptions sont encore ouvertes : inscrivez le joueur
event-registration-already-closed = les inscriptions sont déjà closes
event-registration-already-open = les inscriptions sont déjà ouvertes
event-reopen-after-pairing = les inscriptions ne peuvent pas rouvrir une fois une ronde appariée : ajoutez des inscriptions tardives
event-ranks-when-closed = les inscriptions sont ouvertes : les numéros de départ sont attribués à leur clôture
event-ranks-fixed = les numéros de départ sont fixés une fois une ronde appariée
event-remove-after-pairing = on ne peut plus retirer de joueurs une fois une ronde appariée : déclarez-les forfaits
event-close-registration-first = closez les inscriptions avant d'apparier
event-team-pairs-matches = un tournoi par équipes s'apparie par matchs d'équipes, pas par échiquiers
event-team-boards-follow = les échiquiers d'un tournoi par équipes découlent de ses matchs et de ses compositions : supprimez la ronde et appariez de nouveau ses matchs, ou modifiez une composition
event-teams-closed = aucune équipe ne peut s'inscrire une fois une ronde appariée
event-festival-only = les joueurs ne passent qu'entre les sections d'un même festival
event-festival-before-round-one = les joueurs ne changent de section qu'avant l'appariement de la ronde 1 des deux sections
event-festival-already = { $name } est déjà inscrit dans la section { $section }
event-go-teams-go-only = les équipes de go et les paires appartiennent à un tournoi de go
event-go-teams-after-close = les équipes de go se forment une fois les inscriptions closes (joueurs par numéro de départ)

## Réglages et joueurs.
event-tournament-needs-name = un tournoi doit avoir un nom
event-new-name = il faut un nouveau nom, non vide
event-no-rounds = un tournoi doit avoir au moins une ronde
event-fewer-rounds = moins de rondes qu'il n'y en a déjà d'appariées
event-round-date = { $found } : AA/MM/JJ ou AAAA/MM/JJ attendu
event-time-control-code = { $found } : cadence codée du TRF26 attendue, périodes séparées par « : », chacune [COUPS/]SECONDES[+INCRÉMENT], la dernière sans coups (en secondes : 5400+30, 40/5400+30:1800+30)
event-language = { $found } : l'une de ces langues est attendue : { $known }
event-digits = { $found } : des chiffres sont attendus
event-game-kind = chess ou go attendu, et non { $found }
event-game-fixed = un tournoi ne peut pas changer de jeu
event-points-fixed = le barème ne peut plus changer une fois une ronde appariée
event-points-bad = un nombre de points tel que 4,5 est attendu, et non { $found }
event-initial-colour = blanc ou noir attendu, et non { $found }
event-player-needs-name = un joueur doit avoir un nom
event-sex = m ou w attendu, et non { $found }
event-go-rank-bad = un niveau de go de 30k à 9d (ou 1p-9p) est attendu, et non { $found }
event-go-rank-needed = un joueur de go doit avoir un niveau (30k à 9d)
event-player-on-roster = le joueur { $player } joue pour { $team } : retirez-le d'abord de son effectif
event-not-withdrawn = le joueur { $player } n'a pas abandonné
event-go-no-bye = un tournoi de go n'accorde pas d'exempt sur demande : marquez le joueur absent (la ronde compte comme une absence dans OpenGotha)
event-withdraw-beyond = est au-delà de la dernière ronde : toutes les rondes sont appariées, il n'y a plus rien dont retirer le joueur
event-model-unknown-round = il n'y a pas de ronde { $round }
event-model-rounds-exist = on ne peut plus renuméroter ni retirer de joueurs une fois une ronde appariée
event-model-not-a-permutation = le nouvel ordre doit nommer chaque joueur exactement une fois

## Rondes, appariements et résultats.
event-rounds-from-one = les rondes se comptent à partir de 1
event-round-beyond = le tournoi compte { $rounds } rondes
event-round-not-paired = n'est pas appariée
event-round-already-paired = est déjà appariée
event-round-paired-plays = est déjà appariée et le joueur { $player } y joue : corrigez plutôt le résultat (un bye dans une ronde appariée est pour un joueur sans partie, comme une inscription tardive)
event-next-round = la prochaine ronde à apparier est la { $next }
event-previous-round-pending = la ronde précédente a encore des parties sans résultat
event-edit-last-only = seule la dernière ronde appariée peut être modifiée
event-delete-last-only = seule la dernière ronde appariée peut être supprimée
event-results-entered = des résultats ont été saisis : supprimez-les ou corrigez-les d'abord
event-override-manual = seul un appariement fait à la main peut outrepasser des règles
event-chess-handicap = une partie d'échecs n'a pas de handicap
event-round-duplicate = le joueur { $player } figure plus d'une fois dans la ronde
event-round-self = le joueur { $player } est apparié contre lui-même
event-round-two-byes = plus d'un exempt d'appariement ({ $a } et { $b })
event-result-bad = un résultat tel que 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 ou * (en cours) est attendu, et non { $found }
event-forfeit-result = { $found } : un forfait est gagné par un camp ou perdu par les deux (+-, -+, --)
event-go-result = { $found } n'est pas un résultat de go : 1-0 (Blanc gagne), 0-1 (Noir gagne), 1/2 (jigo), 1-1 (les deux gagnent), 0-0 (les deux perdent), ou par forfait +-, -+, ==, ++, --
event-go-jigo-half-komi = table { $board } de la ronde { $round } : une partie avec un komi de { $komi } ne peut pas finir en jigo
event-result-exists = l'échiquier { $board } de la ronde { $round } a déjà un résultat ({ $result }) : corrigez-le plutôt
event-no-result = l'échiquier { $board } de la ronde { $round } n'a pas de résultat à corriger
event-pgn-go = le PGN enregistre des parties d'échecs ; les parties d'un tournoi de go sont dans ses résultats
event-pgn-empty = la notation de la partie est vide
event-pgn-no-game = n'a pas de partie de { $white } avec les Blancs contre { $black }

## Tournois par équipes : règles, effectifs, compositions et matchs.
event-team-no-board = un match par équipes a besoin d'au moins un échiquier
event-team-board-colours = { $found } : un W ou un B par échiquier ({ $boards }) est attendu, en commençant par W (l'équipe qui a les Blancs au premier échiquier)
event-team-rating-boards = la moyenne Elo d'une équipe compte au moins un membre
event-team-primary = match ou game attendu, et non { $found }
event-not-team-event = ce n'est pas un tournoi par équipes
event-not-team-event-short = pas un tournoi par équipes
event-not-team-event-boards = ce n'est pas un tournoi par équipes : donnez d'abord au tournoi un nombre d'échiquiers
event-no-team-yet = aucune équipe n'est encore inscrite
event-team-stays = un tournoi avec des équipes reste un tournoi par équipes
event-team-boards-fixed = le nombre d'échiquiers ne peut plus changer une fois une ronde appariée
event-team-needs-name = une équipe doit avoir un nom
event-team-name-taken = l'équipe { $team } s'appelle déjà { $name }
event-team-needs-player = une équipe doit avoir au moins un joueur
event-player-listed-twice = le joueur { $player } figure deux fois
event-player-in-other-team = le joueur { $player } joue déjà pour l'équipe { $team } ({ $name })
event-short-name-long = { $found } : cinq caractères au plus
event-too-many-teams = trop d'équipes
event-member-played = le joueur { $player } a joué pour l'équipe à la ronde { $round } et reste dans son effectif
event-lineup-size = joueurs : { $players }, pour { $boards } échiquiers
event-lineup-not-roster = le joueur { $player } ne fait pas partie de l'effectif de { $team }
event-lineup-two-boards = le joueur { $player } est sur deux échiquiers
event-lineup-board-order = ordre des échiquiers : le joueur { $upper } ({ $upper_rating }) est placé au-dessus du joueur { $lower } ({ $lower_rating }), classé plus de { $tolerance } points plus haut
event-team-no-match = l'équipe { $team } n'a pas de match dans cette ronde
event-team-match-has-results = le match de l'équipe { $team } a des résultats : corrigez-les plutôt que la composition
event-team-no-lineup = l'équipe { $team } n'a pas de composition enregistrée dans cette ronde
event-team-paired-twice = l'équipe { $team } est appariée deux fois
event-team-meets-itself = l'équipe { $team } ne peut pas se rencontrer elle-même
event-team-paired-and-bye = l'équipe { $team } est appariée et exempte à la fois
event-team-met = les équipes { $a } et { $b } se sont déjà rencontrées (C.04.1 b)
event-team-second-bye = l'équipe { $team } a déjà été exempte ou a déjà gagné sans jouer (C.04.1 d)
event-team-pairing-broken = { $reasons }
event-team-forfeit-result = { $found } : un match perdu par forfait s'écrit +- (les locaux gagnent), -+ (les visiteurs gagnent) ou --
event-team-no-such-match = les équipes { $home } et { $away } ne se rencontrent pas à domicile et à l'extérieur
event-teams-none = le tournoi n'a pas d'équipes
event-teams-two-teams = le joueur { $player } est membre de deux équipes ({ $first } et { $second })
event-teams-not-a-team-game = ronde { $round } : { $white } contre { $black } n'est pas une partie entre deux équipes
event-teams-two-matches = ronde { $round } : l'équipe { $team } joue plus d'un match
event-teams-board-mismatch = ronde { $round } : { $white } et { $black } jouent l'un contre l'autre mais sont aux échiquiers { $white_board } et { $black_board } de leurs compositions
event-teams-not-a-member = ronde { $round } : { $player } figure dans la composition de { $team } sans en être membre
event-teams-unknown = il n'y a pas d'équipe { $team }

## Les équipes et les paires d'un tournoi de go.
event-go-what-board = équipe { $name }, ronde { $round }, échiquier { $board }
event-go-what-pair = paire { $player }
event-go-what-team-players = les joueurs d'une équipe
event-go-no-player = { $what } : il n'y a pas de joueur { $player }
event-go-team-criterion = critère d'équipe inconnu { $name } (connus : TEAMP, SOST, BDW, BDW1U à BDW9U, MNR)
event-go-criterion-twice = le critère { $name } est donné deux fois
event-go-six-criteria = six critères d'équipe au plus
event-go-team-name-twice = deux équipes s'appellent { $name }
event-go-team-number = équipe { $name } : le numéro { $number } vaut 0 ou est déjà pris
event-go-board-taken = { $what } : le joueur { $player } occupe un autre échiquier dans la ronde
event-go-team-detail = équipe { $name } : { $why }
event-go-given-twice = { $what } est donnée deux fois
event-go-kind = { $what } : le type { $kind } n'est ni pair_go ni rengo
event-go-sex = { $what } : le sexe { $sex } n'est ni m ni w
event-go-what-detail = { $what } : { $why }
event-go-no-such-board = l'échiquier { $board } n'est pas un échiquier d'équipe (1 à 10)
event-go-no-such-round = la ronde { $round } n'est pas une ronde dont on garde la composition (1 à 20)
event-go-team-size = une équipe a de 2 à 10 échiquiers, et non { $size }
event-go-pair-not-mixed = une paire de Pair Go se compose d'un homme et d'une femme
event-go-members = une inscription { $kind } demande { $needed ->
        [exactly] exactement 2
       *[at-least] au moins 2
    } joueurs, elle en a { $found }
event-go-team-no-name = une équipe a besoin d'un nom
event-go-team-name-taken = une équipe s'appelle déjà { $name }
event-go-team-number-zero = les numéros d'équipe commencent à 1
event-go-team-number-taken = le numéro d'équipe { $number } est pris
event-go-unknown-team = aucune équipe ne s'appelle ni n'a le numéro { $team }
event-go-team-no-players = une équipe a besoin de ses joueurs, la table 1 d'abord
event-go-team-too-many = une équipe a au plus 10 tables, et non { $found }
event-go-team-player-twice = le joueur { $player } est donné deux fois
event-go-team-other = le joueur { $player } joue déjà pour l'équipe { $team }
event-go-line-up-played = ronde { $round } : l'équipe { $team } a déjà des parties ; la composition reste
event-go-team-played = l'équipe { $team } a joué : ses parties perdraient leur équipe

## Un fichier de paramètres OpenGotha illisible : les diagnostics du lecteur, chacun avec sa
## ligne et sa colonne. Les noms d'éléments et d'attributs sont ceux d'OpenGotha.
event-gotha-at = { $line }:{ $column } : { $what }
event-gotha-xml = XML mal formé : { $detail }
event-gotha-xml-not-utf8 = le fichier n'est pas en UTF-8
event-gotha-xml-second-root = un second élément racine
event-gotha-xml-stray-close = une balise fermante sans son ouverture
event-gotha-xml-empty = aucun élément
event-gotha-xml-no-name = un élément sans nom
event-gotha-xml-text = du texte { $text } là où seuls des éléments sont attendus
event-gotha-xml-unclosed = <{ $name }> n'est jamais fermé
event-gotha-not-a-tournament = un élément OpenGotha <Tournament> est attendu, et non <{ $name }>
event-gotha-missing = <{ $element }> a besoin de l'attribut { $attribute }
event-gotha-bad-attribute = <{ $element }> { $attribute } : { $expected } attendu, et non { $found }
event-gotha-unknown-player = { $what } nomme le joueur { $key }, absent de <Players>
event-gotha-duplicate-player = le joueur { $key } figure de nouveau (d'abord à la ligne { $line })
event-gotha-twice-in-round = le joueur { $key } figure plus d'une fois dans la ronde { $round }
event-gotha-not-participating = le joueur { $key } ne participe pas à la ronde { $round } mais y a { $what ->
        [bye] un exempt
       *[game] une partie
    }
event-gotha-expected = { $expected } attendu, et non { $found }
event-gotha-disagree = { $detail }
event-gotha-round-beyond = la ronde { $round } dépasse les { $rounds } rondes du tournoi
event-gotha-as-written = { $text }
event-gotha-expected-one-of = { $codes } ou { $last }
event-gotha-expected-bool = true ou false
event-gotha-expected-rank = un niveau de 30K à 9D
event-gotha-expected-whole = un nombre entier
event-gotha-expected-half-points = un nombre entier de demi-points
event-gotha-expected-minutes = un nombre entier de minutes
event-gotha-expected-seconds = un nombre entier de secondes
event-gotha-expected-decimal = un nombre décimal
event-gotha-expected-stones = un nombre de pierres
event-gotha-expected-handicap = un handicap de 0 à 9
event-gotha-expected-rounds = un nombre de rondes à partir de 1
event-gotha-expected-round = un numéro de ronde
event-gotha-expected-round-from-1 = un numéro de ronde à partir de 1
event-gotha-expected-round-1-20 = un numéro de ronde de 1 à 20
event-gotha-expected-participation = une suite de 0 et de 1, un par ronde
event-gotha-expected-category = un numéro de catégorie
event-gotha-expected-table = un numéro de table
event-gotha-expected-game = une partie
event-gotha-expected-bye = un exempt
event-gotha-expected-team-board = un échiquier d'équipe
event-gotha-expected-team-size = une taille d'équipe de 2 à 10
event-gotha-expected-team-number = un numéro d'équipe à partir de 1
event-gotha-expected-team-name-free = un nom qu'aucune autre équipe ne porte
event-gotha-expected-team-number-free = un numéro qu'aucune autre équipe ne porte
event-gotha-expected-criterion-number = un numéro de critère de 1 à 6
event-gotha-expected-criterion-free = un numéro de critère pas encore donné
event-gotha-expected-board = un numéro d'échiquier de 1 à 10
event-gotha-expected-board-free = un échiquier encore libre dans la ronde
event-gotha-expected-team-criteria = TEAMP, SOST, BDW, BDW1U à BDW9U, MNR ou NULL
event-gotha-expected-results = RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (chacun aussi _BYDEF) ou RESULT_UNKNOWN

## A player's fields as entered by hand or read from a list, and a CSV player list that
## does not read (`LINE:COLUMN: …` before each).
player-problem = { $field } : { $problem }
player-field-name = nom
player-field-rating = classement Elo
player-field-title = titre
player-field-federation = fédération
player-field-sex = sexe
player-field-birth-date = date de naissance
player-field-fide-id = identifiant FIDE
player-field-go-rank = rang de go
player-name-missing = un joueur doit avoir un nom
player-name-long = { $found } dépasse les 33 caractères que contient un TRF
player-rating-bad = { $found } n'est pas un classement : attendu de 0 à 3000
player-title-bad = { $found } n'est pas un titre FIDE : attendu GM, IM, WGM, FM, WIM, CM, WFM ou WCM
player-federation-bad = { $found } n'est pas un code de fédération : attendu trois lettres, comme CZE
player-sex-bad = { $found } : attendu m ou w
player-birth-year-bad = { $found } n'est pas une année de naissance
player-birth-date-bad = { $found } : attendu une date comme 1988/03/14 (ou 1988-03-14, 14.03.1988), ou une année
player-birth-date-ambiguous = { $found } est ambigu (le jour et le mois peuvent s'inverser) : écrivez-la AAAA/MM/JJ
player-fide-id-long = plus long que les 11 chiffres que contient un TRF
import-csv-header-unreadable = la ligne d'en-tête est illisible : { $error }
import-csv-no-name-column = aucune colonne ne contient les noms des joueurs : attendu un en-tête comme Name, Surname, Nachname, Nom, Apellido, Cognome ou Naam (trouvé : { $found })
import-csv-row-unreadable = la ligne est illisible : { $error }
import-csv-at = { $line }:{ $column } : { $problem }
import-csv-in-column = { $header } : { $problem }
import-csv-fide-id-bad = { $found } n'est pas un identifiant FIDE : attendu des chiffres
import-csv-no-players = aucun joueur sous la ligne d'en-tête
import-csv-lost-letters = { $found } : « ? » remplace sans doute une lettre perdue (le fichier a été enregistré dans une page de codes qui ne l’a pas) : enregistrez-le en « CSV UTF-8 » et importez-le à nouveau, ou corrigez le nom
