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

# Pairing systems by name (the registry of systems names each by one of these keys).
system-name-dutch = Suizo (holandés)
system-name-burstein = Suizo (Burstein)
system-name-dubov = Suizo (Dubov)
system-name-dubov-danubian = Suizo (Dubov, variante danubiana)
system-name-lim = Suizo (Lim)
system-name-lim-maxi = Suizo (Lim, maxitorneo)
system-name-double-swiss = Doble suizo (encuentros a dos partidas; las rondas cuentan partidas)
system-name-uscf = Suizo (US Chess)
system-name-vega = Suizo (Vega)
system-name-swiss-ranked = Suizo por clasificación (puntos, luego desempates)
system-name-amalfi = Amalfi por Elo
system-name-amalfi-colour = Amalfi por color
system-name-roundrobin = Round robin (todos contra todos)
system-name-swiss-team = Suizo por equipos (torneos por equipos)
system-name-scheveningen = Scheveningen (dos equipos, cada jugador contra el otro equipo)
system-name-hilton = Hilton (jamboree: cada equipo contra los demás)
system-name-mcmahon = Go: McMahon
system-name-go-swiss = Go: suizo
system-name-swisscat = Go: SwissCat
