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

# Pairing systems by name (the registry of systems names each by one of these keys).
system-name-dutch = Svizzero (olandese)
system-name-burstein = Svizzero (Burstein)
system-name-dubov = Svizzero (Dubov)
system-name-dubov-danubian = Svizzero (Dubov, variante danubiana)
system-name-lim = Svizzero (Lim)
system-name-lim-maxi = Svizzero (Lim, maxi-torneo)
system-name-double-swiss = Doppio svizzero (incontri su due partite; i turni contano le partite)
system-name-uscf = Svizzero (US Chess)
system-name-vega = Svizzero (Vega)
system-name-swiss-ranked = Svizzero per classifica (punti, poi spareggi)
system-name-amalfi = Amalfi per Elo
system-name-amalfi-colour = Amalfi per colore
system-name-roundrobin = Girone all'italiana
system-name-swiss-team = Svizzero a squadre (tornei a squadre)
system-name-scheveningen = Scheveningen (due squadre, ogni giocatore contro l'altra squadra)
system-name-hilton = Hilton (jamboree: ogni squadra contro le altre)
system-name-mcmahon = Go: McMahon
system-name-go-swiss = Go: svizzero
system-name-swisscat = Go: SwissCat
