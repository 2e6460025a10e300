# Términos comunes a la aplicación web, el sitio estático y los documentos impresos.
round = Ronda
round-n = Ronda { $round }
board = Tablero
white = Blancas
black = Negras
result = Resultado
points = Puntos
rank = Puesto
name = Nombre
rating = Elo
federation = Federación
title = Título
club = Club
player = Jugador
players = Jugadores
pairings = Emparejamientos
standings = Clasificación
crosstable = Tabla cruzada
teams = Equipos
bye = Descanso
players-count = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
