# Graphiques (SVG) de l'application et du site statique, et la page des statistiques.
plots-stats = Statistiques
plots-stats-intro = Calculées à partir des résultats saisis jusqu'ici ; les places suivent les départages du tournoi.
plots-player-alt = Score et classement de { $name } ronde par ronde
plots-no-data = Pas encore de données
plots-score-rank-title = { $name } : score et classement par ronde
plots-score-rank-desc = Score et classement de { $name } après chaque ronde terminée.
plots-score-rank-point = Ronde { $round } : score { $score }, place { $rank }.
plots-rating-title = Répartition des classements Elo
plots-rating-desc = Nombre de joueurs par tranche de 100 points Elo.
plots-rating-band = { $from }–{ $to }
plots-unrated = Sans Elo
plots-unrated-count = { $count ->
    [one] { $n } joueur sans Elo
   *[other] { $n } joueurs sans Elo
}
plots-perf-title = Performance selon l'Elo
plots-perf-desc = L'Elo de chaque joueur et sa performance sur les parties comptant pour l'Elo ; sur la diagonale, un joueur a joué exactement à son niveau.
plots-perf-point = { $name } : Elo { $rating }, performance { $performance }
plots-perf-diagonal = Performance égale à l'Elo
plots-performance = Performance
plots-perf-no-games = { $count ->
    [one] { $n } joueur sans partie comptant pour l'Elo n'est pas représenté
   *[other] { $n } joueurs sans partie comptant pour l'Elo ne sont pas représentés
}
plots-perf-unrated = { $count ->
    [one] { $n } joueur sans Elo n'est pas représenté
   *[other] { $n } joueurs sans Elo ne sont pas représentés
}
plots-perf-chess-only = La performance n'est calculée que pour les tournois d'échecs.
plots-groups-title = Groupes de points par ronde
plots-groups-desc = Pour chaque ronde, le nombre de joueurs à chaque score avant l'appariement.
plots-groups-segment = Ronde { $round }, score { $score } : { $count ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}
