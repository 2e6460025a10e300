# Inscripción desde las listas de go (EGF, FFG, AGA) y el ritmo de juego de un torneo de go.

player-field-egf-pin = PIN de la EGF
player-field-ffg-licence = licencia de la FFG
player-field-aga-id = número de la AGA
player-field-go-rating = rating de go
player-go-id-egf = se esperan ocho cifras, no { $found }
player-go-id-ffg = se esperan siete letras o cifras, no { $found }
player-go-id-aga = se espera un número entero desde 1, no { $found }
player-go-rating-bad = se espera un rating de go de { $low } a { $high }, no { $found }
player-go-rating-not-number = se espera un número entero como 1850 o -150, no { $found }
web-desk-refused-go-time-control = ritmo de juego: se espera un ritmo de go como 60m (muerte súbita), 60m+5x30s (byo-yomi), 60m+15/5m (canadiense) o 60m+20s (Fischer), no { $found }
go-time-control = Ritmo de juego
go-time-control-help = 60m (muerte súbita), 60m+5x30s (byo-yomi), 60m+15/5m (canadiense), 60m+20s (Fischer)
go-rating-short = GoR
go-list-lookup-help = Escriba un nombre, un PIN, una licencia o un número: los jugadores de las listas importadas, con su grado y su GoR; elegir uno rellena el formulario.
