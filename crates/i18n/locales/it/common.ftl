# Termini comuni all'applicazione web, al sito statico e ai documenti stampati.
round = Turno
round-n = Turno { $round }
board = Scacchiera
white = Bianco
black = Nero
result = Risultato
points = Punti
rank = Posizione
name = Nome
rating = Elo
federation = Federazione
title = Titolo
club = Circolo
player = Giocatore
players = Giocatori
pairings = Abbinamenti
standings = Classifica
crosstable = Tabellone
teams = Squadre
bye = Riposo
players-count = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
