# Termes communs à l'application, au site statique et aux documents imprimés.
round = Ronde
round-n = Ronde { $round }
board = Échiquier
white = Blancs
black = Noirs
result = Résultat
points = Points
rank = Classement
name = Nom
rating = Elo
federation = Fédération
title = Titre
club = Club
player = Joueur
players = Joueurs
pairings = Appariements
standings = Classement
crosstable = Grille américaine
teams = Équipes
bye = Exempt
players-count = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}

# Pairing systems by name (the registry of systems names each by one of these keys).
system-name-dutch = Suisse (hollandais)
system-name-burstein = Suisse (Burstein)
system-name-dubov = Suisse (Doubov)
system-name-dubov-danubian = Suisse (Doubov, variante danubienne)
system-name-lim = Suisse (Lim)
system-name-lim-maxi = Suisse (Lim, maxi-tournoi)
system-name-double-swiss = Double suisse (matchs en deux parties ; les rondes comptent les parties)
system-name-uscf = Suisse (US Chess)
system-name-vega = Suisse (Vega)
system-name-swiss-ranked = Suisse par classement (points, puis départages)
system-name-amalfi = Amalfi Elo
system-name-amalfi-colour = Amalfi couleurs
system-name-roundrobin = Toutes rondes
system-name-swiss-team = Suisse par équipes (tournois par équipes)
system-name-scheveningen = Scheveningen (deux équipes, chaque joueur contre l'autre équipe)
system-name-hilton = Hilton (jamboree : chaque équipe contre les autres)
system-name-mcmahon = Go : McMahon
system-name-go-swiss = Go : suisse
system-name-swisscat = Go : SwissCat
