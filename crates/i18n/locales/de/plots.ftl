# Diagramme (SVG) der Web-App und der statischen Seite, und die Statistikseite.
plots-stats = Statistik
plots-stats-intro = Berechnet aus den bisher eingegebenen Ergebnissen; die Plätze folgen der Feinwertung des Turniers.
plots-player-alt = Punkte und Platz von { $name } nach Runden
plots-no-data = Noch keine Daten
plots-score-rank-title = { $name }: Punkte und Platz nach Runden
plots-score-rank-desc = Punkte und Platz von { $name } nach jeder abgeschlossenen Runde.
plots-score-rank-point = Runde { $round }: Punktestand { $score }, Platz { $rank }.
plots-rating-title = Verteilung der Elo-Zahlen
plots-rating-desc = Anzahl der Spieler je Band von 100 Elo-Punkten.
plots-rating-band = { $from }–{ $to }
plots-unrated = Ohne Elo
plots-unrated-count = { $count ->
    [one] { $n } Spieler ohne Elo
   *[other] { $n } Spieler ohne Elo
}
plots-perf-title = Turnierleistung und Elo
plots-perf-desc = Die Elo-Zahl jedes Spielers und seine Turnierleistung in den gewerteten Partien; auf der Diagonale spielte ein Spieler genau seiner Elo-Zahl entsprechend.
plots-perf-point = { $name }: Elo { $rating }, Leistung { $performance }
plots-perf-diagonal = Leistung gleich Elo
plots-performance = Turnierleistung
plots-perf-no-games = { $count ->
    [one] { $n } Spieler ohne gewertete Partie wird nicht gezeigt
   *[other] { $n } Spieler ohne gewertete Partie werden nicht gezeigt
}
plots-perf-unrated = { $count ->
    [one] { $n } Spieler ohne Elo wird nicht gezeigt
   *[other] { $n } Spieler ohne Elo werden nicht gezeigt
}
plots-perf-chess-only = Die Turnierleistung wird nur für Schachturniere berechnet.
plots-groups-title = Punktgruppen nach Runden
plots-groups-desc = Für jede Runde die Zahl der Spieler auf jedem Punktestand vor ihrer Auslosung.
plots-groups-segment = Runde { $round }, Punktestand { $score }: { $count ->
    [one] { $n } Spieler
   *[other] { $n } Spieler
}
