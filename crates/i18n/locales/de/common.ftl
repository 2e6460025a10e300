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

# Pairing systems by name (the registry of systems names each by one of these keys).
system-name-dutch = Schweizer System (niederländisch)
system-name-burstein = Schweizer System (Burstein)
system-name-dubov = Schweizer System (Dubov)
system-name-dubov-danubian = Schweizer System (Dubov, Donau-Variante)
system-name-lim = Schweizer System (Lim)
system-name-lim-maxi = Schweizer System (Lim, Maxi-Turnier)
system-name-double-swiss = Doppel-Schweizer (Wettkämpfe über zwei Partien; die Runden zählen Partien)
system-name-uscf = Schweizer System (US Chess)
system-name-vega = Schweizer System (Vega)
system-name-swiss-ranked = Schweizer System nach Rangliste (Punkte, dann Feinwertungen)
system-name-amalfi = Amalfi nach Wertung
system-name-amalfi-colour = Amalfi nach Farben
system-name-roundrobin = Rundenturnier
system-name-swiss-team = Schweizer System für Mannschaften (Mannschaftsturniere)
system-name-scheveningen = Scheveninger System (zwei Mannschaften, jeder gegen die andere Mannschaft)
system-name-hilton = Hilton (Jamboree: jede Mannschaft gegen die anderen)
system-name-mcmahon = Go: McMahon
system-name-go-swiss = Go: Schweizer System
system-name-swisscat = Go: SwissCat
