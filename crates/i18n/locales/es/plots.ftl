# Gráficos (SVG) de la aplicación web y del sitio estático, y la página de estadísticas.
plots-stats = Estadísticas
plots-stats-intro = Calculadas con los resultados introducidos hasta ahora; los puestos siguen los desempates del torneo.
plots-player-alt = Puntuación y puesto de { $name } por ronda
plots-no-data = Todavía no hay datos
plots-score-rank-title = { $name }: puntuación y puesto por ronda
plots-score-rank-desc = Puntuación y puesto de { $name } tras cada ronda completa.
plots-score-rank-point = Ronda { $round }: puntuación { $score }, puesto { $rank }.
plots-rating-title = Distribución del Elo
plots-rating-desc = Número de jugadores en cada tramo de 100 puntos de Elo.
plots-rating-band = { $from }–{ $to }
plots-unrated = Sin Elo
plots-unrated-count = { $count ->
    [one] { $n } jugador sin Elo
   *[other] { $n } jugadores sin Elo
}
plots-perf-title = Rendimiento frente al Elo
plots-perf-desc = El Elo de cada jugador y su rendimiento en las partidas válidas para Elo; sobre la diagonal, un jugador rindió exactamente a su Elo.
plots-perf-point = { $name }: Elo { $rating }, rendimiento { $performance }
plots-perf-diagonal = Rendimiento igual al Elo
plots-performance = Rendimiento
plots-perf-no-games = { $count ->
    [one] No se muestra { $n } jugador sin partidas válidas para Elo
   *[other] No se muestran { $n } jugadores sin partidas válidas para Elo
}
plots-perf-unrated = { $count ->
    [one] No se muestra { $n } jugador sin Elo
   *[other] No se muestran { $n } jugadores sin Elo
}
plots-perf-chess-only = El rendimiento solo se calcula para torneos de ajedrez.
plots-groups-title = Grupos de puntuación por ronda
plots-groups-desc = Para cada ronda, el número de jugadores con cada puntuación antes del emparejamiento.
plots-groups-segment = Ronda { $round }, puntuación { $score }: { $count ->
    [one] { $n } jugador
   *[other] { $n } jugadores
}
