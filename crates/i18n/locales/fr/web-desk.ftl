# Le bureau de l'arbitre de l'application web : ses pages, formulaires, avis et les
# raisons d'un refus. Les termes partagés (ronde, échiquier, joueurs…) sont dans common.ftl.

## Titres, onglets

web-desk-home-title = Bureau de l'arbitre
web-desk-desk-suffix = bureau de l'arbitre
web-desk-title-desk = { $event } · bureau
web-desk-title-pair = Appariement · { $event }
web-desk-title-explain = Ronde { $round } : l'explication du moteur
web-desk-title-results = Ronde { $round } · { $event }
web-desk-title-history = Historique · { $event }
web-desk-title-correct = Corriger { $player } · { $event }
web-desk-title-prizes = Prix · { $event }
web-desk-title-teams = Équipes · { $event }
web-desk-tab-event = Tournoi et joueurs
web-desk-tab-pair = Apparier
web-desk-tab-results = Résultats { $round }
web-desk-tab-prizes = Prix
web-desk-tab-history = Historique
web-desk-tab-overview = Aperçu
web-desk-export = Exporter en { $format }
web-desk-public-pages = pages publiques
web-desk-round-of = ronde { $round } sur { $rounds }
web-desk-section-of = Section { $section } de
web-desk-registration-is-open = inscriptions ouvertes
web-desk-registration-is-closed = inscriptions closes

## En-têtes de colonnes abrégés

web-desk-abbr-board = Éch.
web-desk-abbr-number = N°
web-desk-abbr-federation = Féd.
web-desk-abbr-rating = Elo
web-desk-abbr-points = Pts
web-desk-abbr-match-points = PM
web-desk-abbr-game-points = PP
web-desk-abbr-handicap = H
web-desk-abbr-place = Pl.
web-desk-abbr-performance = Perf.

## La liste des tournois et le formulaire de création

web-desk-event = Tournoi
web-desk-events = Tournois
web-desk-system = Système
web-desk-registration = Inscriptions
web-desk-registration-open = ouvertes
web-desk-registration-closed = closes
web-desk-new-event = Nouveau tournoi
web-desk-short-name = Nom court (dans les adresses)
web-desk-title-example = Open d'automne
web-desk-acceleration = Accélération (suisse)
web-desk-none = aucun
web-desk-none-paren = (aucun)
web-desk-komi = Komi (go)
web-desk-go-unknown-round = ronde { $round }, tables { $boards }
web-desk-go-unknown-results = Des résultats de rondes précédentes manquent encore : { $games }. Les rondes sont appariées sans eux, comme OpenGotha apparie : un résultat inconnu ne donne de point à aucun des joueurs, et la partie compte dans les sommes des scores des adversaires.
web-desk-go-paired-without = Appariée sans les résultats de { $games } : chacun a compté comme OpenGotha compte un résultat inconnu, aucun point pour aucun des joueurs, la partie comptant dans les sommes des scores des adversaires.
web-desk-go-teams-title = { $event } : équipes de go
web-desk-go-teams-close-first = Clôturez d'abord les inscriptions : les équipes désignent leurs joueurs par numéro de départ.
web-desk-go-teams-help = Les équipes comme OpenGotha les mène : la table k d'une équipe rencontre la table k de l'autre, chaque table avec le handicap de l'appariement individuel. Joueurs par numéro de départ, table 1 d'abord ; un nom ou un numéro désigne une équipe.
web-desk-go-teams-line-ups = Compositions de la ronde { $round }
web-desk-go-team = Équipe
web-desk-go-team-remove = Retirer
web-desk-go-team-add = Ajouter une équipe
web-desk-go-team-players = Joueurs (numéros de départ, table 1 d'abord)
web-desk-go-team-line-up = Composition d'une équipe
web-desk-go-team-set-line-up = Fixer la composition
web-desk-go-team-rules = Taille et critères des équipes
web-desk-go-team-criteria = Critères d'équipe
web-desk-go-teams-pair = Apparier la ronde suivante
web-desk-go-teams-matches = Rencontres (vide : la proposition)
web-desk-go-teams-matches-placeholder = Rouge-Bleu, Vert-Blanc
web-desk-go-teams-pair-button = Apparier les rencontres
web-desk-go-teams-standings = Classement par équipes après la ronde { $round }
web-desk-error-go-match = « { $match } » n'est pas une rencontre : deux équipes sont attendues, sous la forme A-B
web-desk-handicap-komi = Komi des parties à handicap (go)
web-desk-super-bar = Super-barre McMahon (go)
web-desk-super-bar-help = Les joueurs de ce grade et au-dessus partent un point au-dessus de la barre McMahon (le super-groupe)
web-desk-rounds = Rondes
web-desk-city = Ville
web-desk-start-date = Date de début
web-desk-end-date = Date de fin
web-desk-date-placeholder = AAAA/MM/JJ
web-desk-tiebreaks = Départages
web-desk-language = Langue
web-desk-language-none = aucune : celle de chaque visiteur
web-desk-festival-new = Festival (sections d'un même week-end)
web-desk-festival = Festival
web-desk-section = Section
web-desk-team-event = Tournoi par équipes
web-desk-boards-per-match = Échiquiers par match
web-desk-individual-event = (tournoi individuel)
web-desk-board-colours = Couleurs des échiquiers
web-desk-match-points = Points de match (victoire, nulle, défaite)
web-desk-game-points-first = points de partie d'abord
web-desk-board-order-tolerance = Tolérance de l'ordre des échiquiers
web-desk-no-rule = (pas de règle)
web-desk-lineup-deadlines = Heures limites des compositions des capitaines (UTC, ronde 1 d'abord)
web-desk-create-event = Créer le tournoi

## La page du tournoi : joueurs, disponibilités, paramètres

web-desk-register-player = Inscrire un joueur
web-desk-late-entry = Inscription tardive
web-desk-name-placeholder = Nom, Prénom
web-desk-go-rank = Grade
web-desk-rating-from-rank = selon le grade
web-desk-country = Pays
web-desk-fide-id = Identifiant FIDE
web-desk-school = École
web-desk-family = Famille
web-desk-group = Groupe
web-desk-group-help = Groupe indépendant : les joueurs d'un groupe ne rencontrent que ceux du même groupe
web-desk-add-player = Ajouter le joueur
web-desk-import-csv = Importer des joueurs (CSV)
web-desk-import-help = Une ligne d'en-tête avec le nom des joueurs et au choix Elo, titre, fédération, identifiant FIDE, sexe, date de naissance, club — en anglais, allemand, français, espagnol, italien ou néerlandais (Elo, FED, Titre, Club, …) ; séparés par des virgules, des points-virgules ou des tabulations.
web-desk-import-update = Mettre à jour les joueurs déjà inscrits (même identifiant FIDE, sinon même nom) avec les champs de la liste ; inscrire les autres
web-desk-import-file = Un fichier
web-desk-csv-header = joueur,elo,pays
web-desk-csv-example = "Dupont, Jeanne",1850,FRA
web-desk-import = Importer
web-desk-close-confirm = Clôturer les inscriptions ? Les numéros de départ sont alors fixés par Elo, titre et nom.
web-desk-close-registration = Clôturer les inscriptions
web-desk-close-help = Numéros de départ par Elo, puis titre, puis nom (C.04.2).
web-desk-title-or-rank = Titre/grade
web-desk-status = Statut
web-desk-withdrawn-from = retiré à partir de la ronde { $round }
web-desk-correct = Corriger
web-desk-remove-confirm = Supprimer ce joueur ?
web-desk-remove = Supprimer
web-desk-reenter = Réintégrer
web-desk-withdraw-confirm = Retirer ce joueur à partir de la prochaine ronde ?
web-desk-withdraw = Retirer
web-desk-availability = Disponibilité pour une ronde pas encore appariée
web-desk-player-number = N° du joueur
web-desk-absent-no-bye = absent (sans exemption)
web-desk-available = disponible
web-desk-set = Enregistrer
web-desk-request = Demande
web-desk-request-absent = absent
web-desk-request-half = exemption d'un demi-point
web-desk-request-zero = exemption sans point
web-desk-request-full = exemption d'un point
web-desk-settings = Paramètres
web-desk-chief-arbiter = Arbitre principal
web-desk-time-control = Cadence
web-desk-time-control-code = Code de la cadence (TRF 222)
web-desk-time-control-code-help = Périodes [coups/]secondes[+incrément] séparées par « : », par ex. 5400+30 ou 40/5400+30:1800+30 ; laissé vide, il est lu dans la cadence (affiché en gris quand c'est possible)
web-desk-save-settings = Enregistrer les paramètres
web-desk-move-legend = Déplacer un joueur vers une autre section de { $festival }
web-desk-move-to = Vers
web-desk-move = Déplacer
web-desk-the-event = Le tournoi
web-desk-registration-legend = Inscriptions
web-desk-reopen-help = Tant que la ronde 1 n'est pas appariée, les inscriptions peuvent rouvrir : on peut inscrire et supprimer des joueurs, et leur clôture attribue de nouveaux numéros de départ.
web-desk-reopen = Rouvrir les inscriptions
web-desk-rename = Renommer
web-desk-new-name = Nouveau nom
web-desk-rename-help = Le nom dans les adresses et en ligne de commande ; tout l'historique le suit.
web-desk-delete = Supprimer
web-desk-delete-help = Le tournoi quitte les listes et les pages publiques et n'accepte plus de modifications. Son historique est conservé :
web-desk-delete-help-undelete = le rétablit.
web-desk-delete-confirm = Supprimer ce tournoi ? Il disparaît de toutes les listes et pages.
web-desk-delete-event = Supprimer le tournoi

## Corriger un joueur

web-desk-correct-player = Corriger le joueur { $player }
web-desk-sex = Sexe
web-desk-birth-date = Date de naissance
web-desk-save-correction = Enregistrer la correction
web-desk-correction-reranks = Un changement d'Elo, de titre ou de nom refait les numéros de départ (C.04.2).
web-desk-correction-ranks-stay = Les numéros de départ restent tels quels : une ronde a été appariée.

## Appariement

web-desk-pair-close-first = Clôturez les inscriptions avant d'apparier.
web-desk-pair-title = Apparier la ronde { $round }
web-desk-pair-edit-title = Modifier l'appariement de la ronde { $round }
web-desk-pair-auto = Apparier la ronde { $round } automatiquement
web-desk-pair-auto-help = avec le moteur du système du tournoi ({ $system }) ; son explication figure sur la page des résultats. Ou appariez à la main ci-dessous.
web-desk-pair-fixed = Échiquiers fixés à la main d'abord
web-desk-pair-fixed-accept = accepter ce que les échiquiers fixés enfreignent (consigné)
web-desk-pair-fixed-help = Le moteur apparie les autres joueurs ; la ronde est enregistrée comme faite à la main.
web-desk-pair-team-help = Un tournoi par équipes s'apparie match par match : le moteur apparie les équipes, et les échiquiers de chaque match découlent des compositions des équipes (à saisir dans l'onglet
web-desk-pair-team-help-after = avant d'apparier).
web-desk-teams-to-pair = Équipes à apparier
web-desk-team = Équipe
web-desk-note = Remarque
web-desk-pair-hand-help = Un échiquier par ligne ou par virgule : le numéro des Blancs, un tiret, le numéro des Noirs
web-desk-pair-hand-bye = donne l'exemption attribuée par l'appariement.
web-desk-legality-report = Rapport de conformité
web-desk-no-rule-broken = Aucune règle enfreinte.
web-desk-cannot-be-accepted = (inacceptable)
web-desk-check = Vérifier
web-desk-accept-violations = accepter les infractions signalées (elles sont consignées)
web-desk-save-new-pairing = Enregistrer le nouvel appariement
web-desk-pair-the-round = Apparier la ronde
web-desk-pair-edit-instead = Modifier plutôt l'appariement de la ronde { $round }
web-desk-pair-edit-instead-note = (aucun résultat saisi)
web-desk-players-to-pair = Joueurs à apparier
web-desk-colours = Couleurs
web-desk-colour-letter-white = B
web-desk-colour-letter-black = N
web-desk-withdrawn = retiré
web-desk-had-unplayed-win = a déjà eu une exemption ou un gain par forfait

## Résultats

web-desk-results-title = Ronde { $round } : résultats
web-desk-board-and-result = Échiquier et résultat
web-desk-correct-entered = corriger un résultat saisi
web-desk-enter = Saisir
web-desk-quick-help = Tapez le numéro de l'échiquier, une espace, puis le résultat :
web-desk-or = ou
web-desk-forfeits = forfaits
web-desk-quick-help-enter = Entrée l'enregistre.
web-desk-quick-saved = enregistré
web-desk-quick-refused = refusé
web-desk-how-paired = Comment le moteur a apparié cette ronde
web-desk-how-paired-manual = (appariée à la main : ce que le moteur aurait fait)
web-desk-explanation-link = L'explication du moteur pour la ronde { $round }
web-desk-explanation-link-after = : groupes de points, flotteurs, et le critère derrière chaque écart.
web-desk-undo-confirm = Supprimer la ronde { $round } avec ses résultats ? (La suppression est consignée.)
web-desk-undo = Annuler la ronde { $round }
web-desk-notice-result = échiquier { $board } : { $result }
web-desk-withdrawn-paren = (retiré)
web-desk-handicap-stones = pierres de handicap
web-desk-bye-cell = exempt

## L'explication du moteur (les phrases et critères propres aux moteurs restent en anglais)

web-desk-explain-title = Ronde { $round } : comment le moteur l'a appariée
web-desk-explain-back = Retour aux résultats de la ronde { $round }
web-desk-note-edited-back = L'appariement a été modifié à la main après coup, pour revenir à celui du moteur.
web-desk-note-edited = L'appariement a été modifié à la main après coup ; voici celui du moteur.
web-desk-note-manual-same = Cette ronde a été appariée à la main, exactement comme le moteur l'apparie.
web-desk-note-manual = Cette ronde a été appariée à la main ; voici comment le moteur l'aurait appariée.
web-desk-note-engine = Voici la ronde telle que le moteur l'a appariée.
web-desk-note-engine-changed = Le moteur apparie aujourd'hui cette ronde autrement qu'au moment où elle l'a été ({ $engine }) ; voici l'appariement du moteur aujourd'hui.
web-desk-explain-bye = Exemption attribuée par l'appariement
web-desk-explain-requested = Non appariés, sur demande ou pour absence
web-desk-explain-bye-kind = { $kind ->
        [full] exemption d'un point
        [half] exemption d'un demi-point
       *[zero] exemption sans point
    }
web-desk-explain-withdrawn = Non appariés, retirés
web-desk-go-costs = Le coût de chaque partie (maximisé), par terme
web-desk-go-table = Table
web-desk-go-total = Total
web-desk-go-terms = Termes
web-desk-go-alternatives = Le meilleur autre adversaire de chaque joueur, et ce que l'échange coûterait
web-desk-go-alternative = { $partner } plutôt que { $best } perd { $loss }
web-desk-bracket-of = Groupe de { $score } points
web-desk-bracket-residents = { $count ->
        [one] { $count } résident
       *[other] { $count } résidents
    }
web-desk-bracket-moved = { $count ->
        [one] { $count } { $way ->
                [up] monté
               *[down] descendu
            }
       *[other] { $count } { $way ->
                [up] montés
               *[down] descendus
            }
    }
web-desk-bracket-residents-term = Résidents
web-desk-bracket-order = Ordre
web-desk-bracket-moved-into = { $way ->
        [up] Montés dans ce groupe
       *[down] Descendus dans ce groupe
    }
web-desk-bracket-pairs = Paires
web-desk-bracket-floating = { $way ->
        [up] Flotteurs montants
       *[down] Flotteurs descendants
    }
web-desk-bracket-failures = Critères pas entièrement satisfaits
web-desk-bracket-deviations = Écarts par rapport à l'appariement naturel

## Prix

web-desk-prize-list = Liste des prix
web-desk-prizes-by-place = Prix par place
web-desk-category-prizes = Prix par catégorie, un par ligne
web-desk-share-out = Répartir
web-desk-prizes-help = Sans catégories, les joueurs à égalité de points se partagent les prix ; avec elles, chaque joueur gagne un seul prix, le plus élevé possible.
web-desk-sharing = Ex aequo
web-desk-sharing-default = selon le jeu (échecs : partage entre égaux aux points ; go : seule une place partagée partage)
web-desk-sharing-equal = partage égal entre égaux aux points
web-desk-sharing-place = par place : seule une place partagée partage
web-desk-sharing-hort = système Hort (moitié à la place, moitié partagée)
web-desk-amount = Montant
web-desk-prize = Prix
web-desk-prize-place = { $place ->
        [1] 1re place
       *[other] { $place }e place
    }

## Historique

web-desk-log-when = Quand
web-desk-log-who = Qui
web-desk-log-what = Quoi
web-desk-log-details = Détails
web-desk-log-tournament-created = tournoi créé
web-desk-log-settings-changed = paramètres modifiés
web-desk-log-player-registered = joueur inscrit
web-desk-log-player-edited = joueur corrigé
web-desk-log-player-removed = joueur supprimé
web-desk-log-registration-closed = inscriptions closes
web-desk-log-late-entry = inscription tardive
web-desk-log-availability-set = disponibilité fixée
web-desk-log-player-withdrawn = joueur retiré
web-desk-log-player-reentered = joueur réintégré
web-desk-log-round-paired = ronde appariée
web-desk-log-pairing-edited = appariement modifié
web-desk-log-result-set = résultat saisi
web-desk-log-result-corrected = résultat corrigé
web-desk-log-round-deleted = ronde supprimée
web-desk-log-registration-reopened = inscriptions rouvertes
web-desk-log-players-reranked = numéros de départ refaits
web-desk-log-tournament-renamed = tournoi renommé
web-desk-log-tournament-deleted = tournoi supprimé
web-desk-log-tournament-restored = tournoi rétabli
web-desk-log-team-registered = équipe inscrite
web-desk-log-team-edited = équipe modifiée
web-desk-log-lineup-set = composition donnée
web-desk-log-team-round-paired = ronde par équipes appariée
web-desk-log-match-forfeited = match perdu par forfait
web-desk-log-go-teams-set = équipes de go fixées
web-desk-log-prohibitions-set = appariements interdits fixés
web-desk-log-acceleration-set = accélération fixée

## Utilisateurs

web-desk-users = Utilisateurs
web-desk-new-token-shown = Nouveau jeton d'API (affiché cette seule fois)
web-desk-login = Identifiant
web-desk-role = Rôle
web-desk-role-name = { $role ->
        [admin] administrateur
        [captain] capitaine
       *[arbiter] arbitre
    }
web-desk-all-events = tous
web-desk-new-token = Nouveau jeton d'API
web-desk-add-user = Ajouter ou modifier un utilisateur
web-desk-password = Mot de passe
web-desk-limited-to = Limité aux tournois
web-desk-limited-to-placeholder = noms courts séparés par des virgules ; vide : tous
web-desk-save-user = Enregistrer l'utilisateur
web-desk-notice-user-saved = utilisateur { $login } enregistré
web-desk-notice-players-updated = joueurs mis à jour : { $updated } ({ $names }) ; inscrits : { $registered } ; inchangés : { $unchanged }
web-desk-notice-import-warnings = la liste est lue ; vérifiez ces noms :
    { $warnings }

## Équipes, compositions et matchs

web-desk-register-team = Inscrire une équipe
web-desk-short-team-name = Nom court
web-desk-federation-or-club = Fédération ou club
web-desk-captain-account = Compte du capitaine
web-desk-login-placeholder = identifiant
web-desk-members-help = Membres dans l'ordre des échiquiers (numéros des joueurs, remplaçants en dernier)
web-desk-register-the-team = Inscrire l'équipe
web-desk-teams-closed = Aucune équipe ne peut plus s'inscrire une fois une ronde appariée.
web-desk-short = Court
web-desk-captain = Capitaine
web-desk-roster = Effectif
web-desk-edit = Modifier
web-desk-members = Membres
web-desk-save-team = Enregistrer l'équipe
web-desk-lineups-of-round = Compositions de la ronde { $round }
web-desk-lineups-paired = (appariée)
web-desk-lineups-not-paired = (pas encore appariée)
web-desk-captains-deadline = Heure limite des capitaines : { $deadline } UTC.
web-desk-lineup-help = Numéros des joueurs par échiquier, séparés par des virgules ; 0 laisse un échiquier vide (l'adversaire le gagne sans jouer).
web-desk-boards = Échiquiers
web-desk-lineup = Composition
web-desk-lineup-match-has-results = le match a des résultats
web-desk-lineup-bye = exempte
web-desk-lineup-not-paired = non appariée
web-desk-empty-board = (échiquier vide)
web-desk-matches-of-round = Matchs de la ronde { $round }
web-desk-matches-help = Les résultats se saisissent échiquier par échiquier sur la
web-desk-matches-help-link = page des résultats
web-desk-matches-help-after = (la colonne Éch. donne le numéro à taper).
web-desk-home = Domicile
web-desk-away = Extérieur
web-desk-forfeited = (forfait { $code })
web-desk-forfeit-match = Déclarer le match forfait
web-desk-team-wins = { $team } gagne
web-desk-neither-appeared = aucune ne s'est présentée
web-desk-forfeit-confirm = Déclarer ce match forfait ? Chaque échiquier reçoit le résultat par forfait.
web-desk-captain-title = Vos équipes
web-desk-captain-none = Aucun tournoi par équipes ne désigne ce compte comme capitaine d'une équipe.
web-desk-captain-team-of = équipe { $team } de { $event }
web-desk-deadline-utc = heure limite { $deadline } UTC
web-desk-lineup-numbers = Numéros des joueurs par échiquier (0 = échiquier vide)
web-desk-give-lineup = Donner la composition
web-desk-notice-lineup-saved = composition de l'équipe { $team } pour la ronde { $round } enregistrée
web-desk-team-standings = Classement par équipes
web-desk-rosters = Effectifs
web-desk-players-in-board-order = Joueurs dans l'ordre des échiquiers
web-desk-board-prizes = Prix par échiquier
web-desk-board-n = Échiquier { $board }
web-desk-games = Parties
web-desk-players-across-teams = Joueurs toutes équipes confondues

## Pourquoi une modification est refusée

web-desk-error-not-a-number = { $field ->
        [boards] échiquiers par match
        [rounds] rondes
        [tolerance] tolérance de l'ordre des échiquiers
        [rating] Elo
        [fide-id] identifiant FIDE
        [player] joueur
        [round] ronde
        [board] échiquier
       *[other] { $field }
    } : « { $value } » n'est pas un nombre
web-desk-error-not-a-player-number = { $field ->
        [members] membres
        [players] joueurs
       *[other] { $field }
    } : « { $value } » n'est pas un numéro de joueur
web-desk-error-language = langue « { $value } » : attendu l'une de { $known }
web-desk-error-tiebreaks = départages : { $detail }
web-desk-error-match-points = points de match « { $value } » : une victoire, une nulle et une défaite, par ex. 2,1,0
web-desk-error-may-not-create = ce compte ne peut pas créer de tournois
web-desk-error-admin-only = seul un administrateur gère les utilisateurs
web-desk-error-no-action = action inconnue
web-desk-error-which-player = quel joueur ?
web-desk-error-no-prohibition = il n’y a pas d’interdiction { $number }
web-desk-error-which-round = quelle ronde ?
web-desk-error-which-board = quel échiquier ?
web-desk-error-not-a-section = ce tournoi n'est pas une section d'un festival
web-desk-error-no-player = il n'y a pas de joueur { $player }
web-desk-error-fixed-bye = les échiquiers fixés ne prennent pas d'exemption : le moteur l'attribue
web-desk-error-not-an-amount = « { $value } » n'est pas un montant
web-desk-error-category-line = « { $line } » : attendu CATÉGORIE:MONTANTS
web-desk-error-csrf = le formulaire est périmé ou vient d'ailleurs (jeton CSRF différent) : rechargez la page
web-desk-error-form-missing = formulaire : le champ { $field } manque
web-desk-error-form-duplicate = formulaire : le champ { $field } est donné deux fois
web-desk-error-form-unknown = formulaire : la page n'envoie pas de champ { $field }
web-desk-error-form-number = formulaire : un nombre est illisible ; écrivez-le en chiffres
web-desk-error-form-other = formulaire : les champs ne se lisent pas tels que cette page les envoie ; rechargez la page et réessayez
web-desk-error-upload = formulaire : le formulaire envoyé est illisible ; rechargez la page et envoyez-le de nouveau
web-desk-error-no-players = aucun joueur donné
web-desk-error-player-data = rien n'est inscrit, les données des joueurs sont refusées : { $problems }
web-desk-player-problem = n° { $number } { $name } : { $problem }
web-desk-error-player-edit = les données du joueur sont refusées, rien n'a changé : { $problems }
web-desk-error-already-registered = rien n'est inscrit : ces joueurs sont déjà inscrits avec le même identifiant FIDE (cochez « Mettre à jour les joueurs déjà inscrits » pour les mettre à jour d'après la liste et inscrire les autres) :
    { $detail }
web-desk-error-no-results = aucun résultat donné
web-desk-error-board-twice = l'échiquier { $board } est donné plusieurs fois
web-desk-error-board-pending = échiquier { $board } : un résultat en attente (*) ne peut qu'effacer un résultat saisi : corrigez-le
web-desk-error-pending = un résultat en attente (*) ne peut qu'effacer un résultat saisi : corrigez-le
web-desk-error-round-zero = les rondes se comptent à partir de 1
web-desk-error-fixed-break-rules = les échiquiers fixés enfreignent des règles : listez-les dans accept pour passer outre
web-desk-error-already-closed = les inscriptions sont déjà closes
web-desk-error-board-shape = « { $board } » : attendu BLANCS-NOIRS, par ex. 3-7
web-desk-error-not-a-start-rank = « { $board } » : « { $value } » n'est pas un numéro de départ
web-desk-error-two-byes = plus d'une exemption
web-desk-error-no-round-yet = aucune ronde n'est encore appariée
web-desk-error-pairing-breaks-rules = l'appariement enfreint des règles : acceptez-les pour l'enregistrer (elles sont consignées)
web-desk-error-pairing-not-a-round = l'appariement ne forme pas une ronde
web-desk-error-result = attendu un résultat tel que 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 ou * (en attente), trouvé « { $value } »
web-desk-error-quick-shape = tapez le numéro de l'échiquier, puis le résultat (par ex. 12 1-0)
web-desk-refused-registration-open = les inscriptions sont encore ouvertes ; clôturez-les d'abord pour fixer les numéros de départ
web-desk-refused-results-pending = la ronde { $round } a encore des parties sans résultat : { $count ->
        [one] échiquier
       *[other] échiquiers
    } { $boards }
web-desk-refused-beyond = la ronde { $round } dépasse les { $planned } rondes prévues
web-desk-refused-too-few = aucun appariement valide : { $count ->
        [one] un seul joueur
       *[other] { $count } joueurs seulement
    } à apparier
web-desk-refused-no-bye = aucun appariement valide : le nombre de joueurs est impair et chaque joueur a déjà reçu une exemption attribuée par l'appariement ou un gain sans jouer (C.04.1 article 4)
web-desk-refused-unknown-system = aucun moteur d'appariement pour le système « { $system } » (connus : { $known })
web-desk-refused-unpairable = aucun appariement valide : aucun appariement ne respecte les critères absolus (rencontre répétée, couleurs, interdictions) ; le plus grand appariement légal laisse { $players } sans adversaire
web-desk-refused-too-large = le groupe de { $count } joueurs est trop grand pour ce moteur
web-desk-refused-inconsistent-twice = l'appariement à vérifier est incohérent : le joueur { $player } figure plus d'une fois dans la ronde
web-desk-refused-inconsistent-self = l'appariement à vérifier est incohérent : le joueur { $player } est apparié contre lui-même
web-desk-refused-inconsistent-byes = l'appariement à vérifier est incohérent : plus d'un exempt attribué par l'appariement ({ $a } et { $b })
web-desk-refused-no-teams = équipes : aucune équipe n'est encore inscrite
web-desk-refused-teams = les équipes ne peuvent pas être appariées en l'état : { $why }
web-desk-refused-acceleration = aucun moteur d'appariement pour le système « { $system } » : { $why }
web-desk-refused-go-system = système : un tournoi de go s'apparie en mcmahon, swiss ou swisscat, pas { $system }
web-desk-refused-go-parameters = paramètres : { $diagnostics }
web-desk-refused-go-komi = komi : un nombre tel que 7,5 est attendu, et non { $found }
web-desk-refused-go-rank = { $field ->
        [bar] barre McMahon
        [floor] plancher McMahon
        [zero] zéro McMahon
        [super-bar] super-barre McMahon
        [teams] équipes de go
       *[categories] catégories
    } : un grade de go de 30k à 9d (ou 1p-9p) est attendu, et non { $found }
web-desk-refused-go-floor = plancher McMahon : le plancher ({ $floor }) est au-dessus de la barre ({ $bar })
web-desk-refused-go-no-placement = classement : il faut au moins un critère
web-desk-refused-go-criterion = classement : critère inconnu { $name } (connus : { $known })
web-desk-refused-go-half-points = { $field ->
        [absence] absence
       *[bye] exemption
    } : { $value } demi-points, il en faut de 0 à 4
web-desk-refused-go-categories = catégories : les limites inférieures vont de la catégorie la plus forte vers le bas
web-desk-refused-go-super-bar = super-barre McMahon : la super-barre ({ $super }) doit être au-dessus de la barre ({ $bar })
web-desk-refused-go-handicap-komi = komi des parties à handicap : 0 ou 0.5 est attendu, et non { $found }
web-desk-violation-unknown-player = il n'y a pas de joueur { $player }
web-desk-violation-paired-twice = le joueur { $player } est apparié deux fois
web-desk-violation-self-paired = le joueur { $player } est apparié contre lui-même
web-desk-violation-withdrawn = le joueur { $player } s'est retiré
web-desk-violation-unavailable = le joueur { $player } a demandé une exemption ou est absent à cette ronde
web-desk-violation-unpaired = le joueur { $player } est disponible mais n'est pas apparié
web-desk-violation-rematch = les joueurs { $a } et { $b } se sont déjà rencontrés
web-desk-violation-prohibited = les joueurs { $a } et { $b } ne peuvent pas être appariés à cette ronde
web-desk-violation-second-bye = le joueur { $player } a déjà eu une exemption ou un point sans jouer
web-desk-violation-three-in-a-row = le joueur { $player } aurait les { $colour ->
        [white] Blancs
       *[black] Noirs
    } trois fois de suite
web-desk-violation-colour-difference = le joueur { $player } aurait un écart de couleur de { $difference }
web-desk-violation-match-split = le joueur { $player } ne joue pas la partie 2 du match contre l'adversaire de la partie 1
web-desk-error-board-too-large = le numéro d'échiquier est trop grand
web-desk-error-quick-no-result = échiquier { $board } : tapez le résultat après le numéro de l'échiquier
web-desk-error-no-round-to-delete = aucune ronde à supprimer
web-desk-error-only-last-round = seule la dernière ronde appariée ({ $round }) peut être supprimée
web-desk-error-csv = le CSV n'a pas été importé (ligne:colonne : ce qui ne va pas) : { $problems }
web-desk-error-not-team-event = ce n'est pas un tournoi par équipes
web-desk-error-not-team-event-desk = ce n'est pas un tournoi par équipes (donnez-lui d'abord un nombre d'échiquiers par match)
web-desk-error-lineup-not-captain = { $login } ne peut pas donner la composition de l'équipe { $team } : seuls son capitaine ou l'arbitre le peuvent
web-desk-error-lineup-paired = la ronde { $round } est déjà appariée : seul l'arbitre modifie désormais ses compositions
web-desk-error-lineup-deadline-unreadable = l'heure limite des compositions de la ronde { $round } (« { $deadline } ») ne se lit pas comme AAAA-MM-JJ HH:MM : demandez à l'arbitre
web-desk-error-lineup-deadline-passed = l'heure limite de la composition de la ronde { $round } ({ $deadline } UTC) est passée : demandez à l'arbitre
web-desk-error-forfeit-code = « { $value } » : un match perdu par forfait s'écrit +- (victoire à domicile), -+ (victoire à l'extérieur) ou --

## Ce qu'a fait chaque événement consigné, dans l'onglet Historique

web-desk-history-created = Création de « { $name } » : { $system }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
web-desk-history-settings = Paramètres modifiés : « { $name } », { $system }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
web-desk-history-registered = Inscription de { $name }
web-desk-history-late = Inscription tardive : { $name }
web-desk-history-edited = Joueur { $player } corrigé : { $name }
web-desk-history-removed = Joueur { $player } supprimé
web-desk-history-closed = Inscriptions closes ; { $count ->
        [one] { $count } joueur numéroté
       *[other] { $count } joueurs numérotés
    }
web-desk-history-availability = Le joueur { $player } { $status ->
        [available] joue
        [absent] est absent (sans exemption)
        [half] prend une exemption d'un demi-point
        [zero] prend une exemption sans point
       *[full] prend une exemption d'un point
    } à la ronde { $round }
web-desk-history-withdrawn = Joueur { $player } retiré à partir de la ronde { $round }
web-desk-history-reentered = Joueur { $player } réintégré
web-desk-history-paired = Ronde { $round } appariée { $engine ->
        [manual] à la main
       *[other] par { $engine }
    } : { $boards }
web-desk-history-accepted = (accepté : { $list })
web-desk-history-bye = exempt { $player }
web-desk-history-pairing-changed = Appariement de la ronde { $round } modifié à la main : { $boards }
web-desk-history-result = Ronde { $round }, échiquier { $board } : { $result }
web-desk-history-corrected = Ronde { $round }, échiquier { $board } : résultat corrigé en { $result }
web-desk-history-round-deleted = Ronde { $round } supprimée
web-desk-history-reopened = Inscriptions rouvertes
web-desk-history-reranked = Numéros de départ refaits (C.04.2)
web-desk-history-renamed = Renommé de « { $from } » en « { $to } »
web-desk-history-deleted = Supprimé
web-desk-history-restored = Rétabli
web-desk-history-team-registered = Équipe inscrite : { $name } ({ $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    })
web-desk-history-team-edited = Équipe { $team } corrigée : { $name }
web-desk-history-lineup = Ronde { $round } : composition de l'équipe { $team } : { $list }
web-desk-history-team-paired = Ronde { $round } appariée { $engine ->
        [manual] à la main
       *[other] par { $engine }
    } : équipes { $list }
web-desk-history-team-bye = exempte : équipe { $team }
web-desk-history-forfeit = Ronde { $round } : match des équipes { $home } et { $away } perdu par forfait ({ $result })
web-desk-history-go-teams = Équipes de go fixées : équipes : { $teams }, échiquiers par équipe : { $size }, paires inscrites : { $pairs }
web-desk-history-prohibitions = Appariements interdits : { $list }
web-desk-history-prohibition = { $players } (rondes { $first }-{ $last })
web-desk-history-prohibitions-lifted = Appariements interdits levés
web-desk-history-acceleration = Joueur { $player } accéléré : { $points } par ronde
web-desk-history-no-acceleration = Joueur { $player } : pas d'accélération
web-desk-error-category = catégorie { $condition } : { $problem }
web-desk-category-not-a-year = { $found } n'est pas une année
web-desk-category-not-a-rating = { $found } n'est pas un classement
web-desk-category-sex = attendu sex=m ou sex=w
web-desk-category-unknown = attendu rating=, unrated, sex=, fed=, born-from=, born-until=, club= ou group=

## The players' own pages: the desk's tab, pairing with check-in, the history

web-desk-tab-online = Pages des joueurs
web-desk-online-title = Pages des joueurs · { $event }
web-desk-online-entry = Inscription en ligne
web-desk-online-entry-open = L'inscription publique est ouverte
web-desk-online-entry-limit = Places (0 : sans limite)
web-desk-online-entry-closes = Ferme à (UTC)
web-desk-online-entry-form = Le formulaire d'inscription :
web-desk-online-check-in = Confirmation de présence
web-desk-online-check-in-deadlines = Heure limite de chaque ronde (UTC), une ligne par ronde depuis la ronde 1 ; une ligne vide : pas de confirmation
web-desk-online-byes = Byes sur demande
web-desk-online-half-byes = Byes d'un demi-point par joueur
web-desk-online-last-bye-round = Dernière ronde où un bye peut être demandé (0 : toutes)
web-desk-online-reports = Résultats déclarés
web-desk-online-reports-off = Les joueurs ne déclarent pas les résultats
web-desk-online-reports-confirm = Les déclarations concordantes attendent l'arbitre
web-desk-online-reports-auto = Les déclarations concordantes sont enregistrées
web-desk-online-one-report = La déclaration d'un seul joueur suffit
web-desk-online-save = Enregistrer
web-desk-online-entries = Inscriptions
web-desk-online-no-entries = Aucune inscription pour l'instant.
web-desk-online-accept-all = Accepter toutes les inscriptions en attente
web-desk-online-entry-status = État
web-desk-online-accept = Accepter
web-desk-online-refuse = Refuser
web-desk-online-entry-pending = en attente
web-desk-online-entry-accepted = acceptée
web-desk-online-entry-refused = refusée
web-desk-online-check-in-round = Confirmation de présence, ronde { $round }
web-desk-online-check-in-status = Jusqu'à { $deadline } (UTC) : { $checked } confirmés, { $missing } pas encore.
web-desk-online-not-checked-in = Présence non confirmée
web-desk-online-reports-waiting = Résultats déclarés en attente
web-desk-online-no-reports = Aucune déclaration n'attend.
web-desk-online-reported = Déclaré
web-desk-online-apply = Enregistrer { $result }
web-desk-online-decide = Saisir le résultat
web-desk-online-report-one = { $player } déclare { $result }
web-desk-online-report-agreed = Les deux déclarent { $result }
web-desk-online-report-disagree = Désaccord : les Blancs déclarent { $white }, les Noirs { $black }
web-desk-round-report-disagree = Déclarations des joueurs : { $said }. L'arbitre décide.
web-desk-round-report-confirm = Déclarations des joueurs : { $said }, en attente de la confirmation de l'arbitre.
web-desk-round-report-other = Déclarations des joueurs : { $said }, en attente de la déclaration de l'adversaire.
web-desk-online-asks = Demandes
web-desk-online-no-asks = Aucune demande pour l'instant.
web-desk-online-asked-check-in = Ronde { $round } : { $player } a confirmé sa présence
web-desk-online-asked-half = Ronde { $round } : { $player } demande un bye d'un demi-point
web-desk-online-asked-zero = Ronde { $round } : { $player } demande un bye à zéro point
web-desk-online-asked-absent = Ronde { $round } : { $player } ne jouera pas
web-desk-online-asked-withdraw = Ronde { $round } : { $player } se retire
web-desk-online-links = Liens des joueurs
web-desk-online-links-help = Chaque lien ouvre la page d'un joueur. Seule une empreinte est gardée : un lien est montré une fois, à sa création, avec son code QR, sur une page qui s'imprime en fiches. Un nouveau lien remplace l'ancien.
web-desk-online-links-missing = Liens des joueurs qui n'en ont pas, en fiches
web-desk-online-links-all = Nouveaux liens pour tous
web-desk-online-links-all-confirm = L'ancien lien de chaque joueur cessera de marcher. Créer de nouveaux liens pour tous ?
web-desk-online-link = Lien
web-desk-online-linked = donné
web-desk-online-not-linked = aucun
web-desk-online-link-new = Nouveau lien et code QR
web-desk-online-link-revoke = Révoquer
web-desk-online-slips-title = Liens des joueurs · { $event }
web-desk-online-slips-once = Ces liens ne sont montrés que maintenant : imprimez les fiches ou distribuez-les avant de quitter la page.
web-desk-online-back = Retour aux pages des joueurs
web-desk-online-slip-help = Votre page : votre table, la confirmation de présence, les byes, les résultats. Gardez ce lien pour vous.
web-desk-online-error-reports = { $value } n'est pas une façon de recevoir les résultats : off, confirm ou auto
web-desk-online-error-action = { $value } n'est pas ce qu'on peut faire d'une inscription : accepter ou refuser
web-desk-online-error-no-agreement = Ronde { $round }, table { $board } : les déclarations ne donnent pas de résultat
web-desk-pair-unchecked = Joueurs sans confirmation de présence
web-desk-pair-unchecked-wait = attendre tant qu'elle est ouverte (absents ensuite)
web-desk-pair-unchecked-absent = absents maintenant
web-desk-pair-unchecked-play = appariés comme les autres
web-desk-log-entry-submitted = inscription reçue
web-desk-log-entry-accepted = inscription acceptée
web-desk-log-entry-refused = inscription refusée
web-desk-log-link-issued = lien de joueur donné
web-desk-log-link-revoked = lien de joueur révoqué
web-desk-log-player-asked = demande de joueur
web-desk-log-result-reported = résultat déclaré
web-desk-history-entry-submitted = Inscription reçue : { $name }
web-desk-history-entry-accepted = Inscription { $entry } acceptée
web-desk-history-entry-refused = Inscription { $entry } refusée
web-desk-history-link-issued = Lien donné au joueur { $player }
web-desk-history-link-revoked = Lien du joueur { $player } révoqué
web-desk-history-asked = Joueur { $player } : { $ask ->
        [check_in] présence confirmée
        [half_bye] demande un bye d'un demi-point
        [zero_bye] demande un bye à zéro point
        [absent] ne jouera pas
       *[withdraw] se retire
    } à la ronde { $round }
web-desk-history-reported = Ronde { $round }, table { $board } : le joueur { $player } déclare { $result }
web-desk-online-rules = Règles

## Appariements interdits et accélérations (ce que l'appariement respecte au-delà des règles)

web-desk-constraints-title = Appariements interdits et accélérations · { $event }
web-desk-constraints-link = Appariements interdits et accélérations
web-desk-prohibitions = Appariements interdits
web-desk-prohibitions-help = Joueurs qui ne doivent pas se rencontrer (d'une même famille, d'un même club ou d'une même fédération, comme le règlement le demande) : aucun n'est apparié avec un autre d'entre eux dans les rondes indiquées.
web-desk-prohibitions-none = Aucun appariement n'est interdit.
web-desk-rounds-range = rondes { $first } à { $last }
web-desk-prohibitions-lift = Lever toutes les interdictions
web-desk-prohibitions-lift-confirm = Lever tous les appariements interdits ?
web-desk-prohibition-lift-one = Lever
web-desk-prohibit-legend = Joueurs qui ne doivent pas se rencontrer
web-desk-prohibit-players = Joueurs (numéros)
web-desk-from-round = À partir de la ronde
web-desk-to-round = Jusqu'à la ronde
web-desk-prohibit = Interdire
web-desk-accelerations = Joueurs accélérés
web-desk-accelerations-help = Points fictifs d'un joueur pour l'appariement, un par ronde depuis la ronde 1, séparés par des virgules (C.04.5) ; vide les retire.
web-desk-accelerations-none = Aucun joueur n'est accéléré.
web-desk-accelerate-legend = Points fictifs d'un joueur
web-desk-fictitious-points = Points fictifs
