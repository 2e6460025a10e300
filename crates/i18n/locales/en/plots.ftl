# Plots (SVG) of the web app and the static site, and the statistics page.
plots-stats = Statistics
plots-stats-intro = Computed from the results entered so far; places follow the event's tie-breaks.
plots-player-alt = Score and rank of { $name } by round
plots-no-data = No data yet
plots-score-rank-title = { $name }: score and rank by round
plots-score-rank-desc = Score and rank of { $name } after each complete round.
plots-score-rank-point = Round { $round }: score { $score }, rank { $rank }.
plots-rating-title = Rating distribution
plots-rating-desc = Number of players in each band of 100 rating points.
plots-rating-band = { $from }–{ $to }
plots-unrated = Unrated
plots-unrated-count = { $count ->
    [one] { $n } unrated player
   *[other] { $n } unrated players
}
plots-perf-title = Performance against rating
plots-perf-desc = Each player's rating and tournament performance rating over the rated games; on the diagonal a player performed exactly at their rating.
plots-perf-point = { $name }: rating { $rating }, performance { $performance }
plots-perf-diagonal = Performance equal to rating
plots-performance = Performance
plots-perf-no-games = { $count ->
    [one] { $n } player without rated games is not shown
   *[other] { $n } players without rated games are not shown
}
plots-perf-unrated = { $count ->
    [one] { $n } unrated player is not shown
   *[other] { $n } unrated players are not shown
}
plots-perf-chess-only = Performance ratings are computed for chess events only.
plots-groups-title = Score groups by round
plots-groups-desc = For each round, the number of players on each score before it was paired.
plots-groups-segment = Round { $round }, score { $score }: { $count ->
    [one] { $n } player
   *[other] { $n } players
}
