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
