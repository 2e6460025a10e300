# Begriffe, die Web-App, statische Seite und Ausdrucke teilen.
round = Runde
round-n = Runde { $round }
board = Brett
white = Weiß
black = Schwarz
result = Ergebnis
points = Punkte
rank = Platz
name = Name
rating = Elo
federation = Verband
title = Titel
club = Verein
player = Spieler
players = Spieler
pairings = Paarungen
standings = Rangliste
crosstable = Kreuztabelle
teams = Mannschaften
bye = Spielfrei
players-count = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
