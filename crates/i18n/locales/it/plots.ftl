# Grafici (SVG) dell'applicazione web e del sito statico, e la pagina delle statistiche.
plots-stats = Statistiche
plots-stats-intro = Calcolate dai risultati inseriti finora; le posizioni seguono gli spareggi del torneo.
plots-player-alt = Punteggio e posizione di { $name } turno per turno
plots-no-data = Ancora nessun dato
plots-score-rank-title = { $name }: punteggio e posizione per turno
plots-score-rank-desc = Punteggio e posizione di { $name } dopo ogni turno concluso.
plots-score-rank-point = Turno { $round }: punteggio { $score }, posizione { $rank }.
plots-rating-title = Distribuzione dell'Elo
plots-rating-desc = Numero di giocatori per fascia di 100 punti Elo.
plots-rating-band = { $from }–{ $to }
plots-unrated = Senza Elo
plots-unrated-count = { $count ->
    [one] { $n } giocatore senza Elo
   *[other] { $n } giocatori senza Elo
}
plots-perf-title = Performance rispetto all'Elo
plots-perf-desc = L'Elo di ogni giocatore e la sua performance nelle partite valide per l'Elo; sulla diagonale un giocatore ha giocato esattamente al suo Elo.
plots-perf-point = { $name }: Elo { $rating }, performance { $performance }
plots-perf-diagonal = Performance pari all'Elo
plots-performance = Performance
plots-perf-no-games = { $count ->
    [one] { $n } giocatore senza partite valide per l'Elo non è mostrato
   *[other] { $n } giocatori senza partite valide per l'Elo non sono mostrati
}
plots-perf-unrated = { $count ->
    [one] { $n } giocatore senza Elo non è mostrato
   *[other] { $n } giocatori senza Elo non sono mostrati
}
plots-perf-chess-only = La performance si calcola solo per i tornei di scacchi.
plots-groups-title = Gruppi di punteggio per turno
plots-groups-desc = Per ogni turno, il numero di giocatori con ciascun punteggio prima dell'abbinamento.
plots-groups-segment = Turno { $round }, punteggio { $score }: { $count ->
    [one] { $n } giocatore
   *[other] { $n } giocatori
}
