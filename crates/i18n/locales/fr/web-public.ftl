# Le côté public de l'application web : le cadre de chaque page, les tournois, les pages
# publiques d'un tournoi, les festivals, la page de connexion et les pages d'erreur.

## Le cadre de chaque page
pub-nav-events = Tournois
pub-nav-desk = Table d'arbitrage
pub-nav-users = Utilisateurs
pub-live = en direct
pub-login = Se connecter
pub-logout = Se déconnecter
pub-tagline = logiciel de direction de tournois
pub-language = Langue

## Erreurs
pub-error-not-found = Introuvable
pub-error-log-in = Connectez-vous d'abord
pub-error-forbidden = Non autorisé
pub-error-too-many = Trop de tentatives
pub-error-refused = Refusé
pub-error-internal = Une erreur s'est produite
pub-error-back = Retour aux tournois
pub-error-no-page = Cette page n'existe pas.
pub-error-no-event = il n'y a pas de tournoi nommé « { $name } »
pub-error-no-player = il n'y a pas de joueur n° { $player }
pub-error-no-game = il n'y a pas de partie enregistrée ici
pub-error-no-document = il n'y a pas de document « { $file } »
pub-error-no-plot = il n'y a pas de graphique « { $file } »
pub-error-no-festival = il n'y a pas de festival « { $festival } »
pub-error-round-not-paired = la ronde { $round } n'est pas appariée
pub-error-not-go = Ce n'est pas un tournoi de go : son fichier est le TRF.
pub-error-encoding = { $value } n'est pas un jeu de caractères des fichiers de go : iso-8859-15 ou utf-8.

## Les tournois
pub-no-events = Aucun tournoi pour l'instant.
pub-col-event = Tournoi
pub-col-system = Système
pub-col-where = Lieu
pub-col-when = Dates

## En-têtes de colonnes, courts pour les tableaux étroits
pub-col-no = N°
pub-col-pl = Cl.
pub-col-pts = Pts
pub-col-rtg = Elo
pub-col-fed = Féd.
pub-col-bd = Éch.
pub-col-rd = R.
pub-col-title-rank = Titre/Niveau
pub-col-colour = Couleur
pub-col-opponent = Adversaire
pub-col-score = Total
pub-col-fictitious = Fictifs
    .title = Points fictifs de l'appariement accéléré : ils ont placé le joueur pour l'appariement et ne comptent jamais au classement

## Présentation d'un tournoi
pub-overview = Présentation
pub-the-event = Le tournoi
pub-rounds = Rondes
pub-rounds-paired = { $paired ->
    [one] { $paired } appariée sur { $rounds }
   *[other] { $paired } appariées sur { $rounds }
}
pub-registration-open = (inscriptions ouvertes)
pub-detail-city = Ville
pub-detail-start = Début
pub-detail-end = Fin
pub-detail-chief-arbiter = Arbitre principal
pub-detail-time-control = Cadence
pub-detail-rated = Homologation
pub-leaders = En tête
pub-no-standings = Pas encore de classement.

## Joueurs, rondes et classement
pub-withdrawn = (retrait)
pub-withdrawn-from = (retrait à partir de la ronde { $round })
pub-results-to-come = { $count ->
    [one] ({ $count } résultat à venir)
   *[other] ({ $count } résultats à venir)
}
pub-paired-by = Appariée par { $engine }.
pub-by-name = Par nom
pub-by-board = Par échiquier
pub-round-by-name = Ronde { $round } par nom
pub-standings-after = Classement après la ronde { $round }
pub-after-round = Après la ronde
pub-group = Groupe { $group }
pub-crosstable-legend = Chaque case : le numéro de l'adversaire, la couleur (w pour les Blancs, b pour les Noirs) et le résultat (1, =, 0 ; + et − pour les forfaits ; U, F, H, Z pour les byes).
pub-bye-pairing = exempt
pub-bye-full = bye d'un point
pub-bye-half = bye d'un demi-point
pub-bye-zero = bye à zéro point
pub-absent = absent

## La fiche d'un joueur
pub-card-no = N° { $rank }
pub-card-rating = Elo { $rating }
pub-card-points = points : { $points }
pub-card-place = { $place ->
    [1] 1re place
   *[other] { $place }e place
}
pub-card-withdrawn-from = retrait à partir de la ronde { $round }
pub-card-fide-id = Identifiant FIDE
pub-card-performance = Performance { $rating }
pub-card-rating-change = variation Elo { $change } (K { $k })
pub-card-accelerated = Apparié avec des scores accélérés : les points fictifs de chaque ronde ont placé le joueur pour l'appariement de cette ronde et ne font pas partie de son score.

## Un festival
pub-sections = Sections
pub-col-section = Section
pub-col-section-place = Cl. sect.
pub-combined-standings = Classement général
pub-combined-note = Les joueurs de toutes les sections par points ; à égalité de points, ils partagent la place (les départages des sections ne se comparent pas), puis par section et par leur place dans celle-ci.

## Connexion
pub-login-name = Identifiant
pub-password = Mot de passe
pub-login-expired = Le formulaire a expiré : veuillez réessayer.
pub-login-too-many = Trop de tentatives échouées : patientez quelques minutes.
pub-login-wrong = Identifiant ou mot de passe incorrect.
