# Anmeldung aus den Go-Ratinglisten (EGF, FFG, AGA) und die Bedenkzeit eines Go-Turniers.

player-field-egf-pin = EGF-PIN
player-field-ffg-licence = FFG-Lizenz
player-field-aga-id = AGA-Nummer
player-field-go-rating = Go-Rating
player-go-id-egf = erwartet werden acht Ziffern, nicht { $found }
player-go-id-ffg = erwartet werden sieben Buchstaben oder Ziffern, nicht { $found }
player-go-id-aga = erwartet wird eine ganze Zahl ab 1, nicht { $found }
player-go-rating-bad = erwartet wird ein Go-Rating von { $low } bis { $high }, nicht { $found }
player-go-rating-not-number = erwartet wird eine ganze Zahl wie 1850 oder -150, nicht { $found }
web-desk-refused-go-time-control = Bedenkzeit: erwartet wird eine Go-Bedenkzeit wie 60m (ohne Byoyomi), 60m+5x30s (Byoyomi), 60m+15/5m (kanadisch) oder 60m+20s (Fischer), nicht { $found }
go-time-control = Bedenkzeit
go-time-control-help = 60m (ohne Byoyomi), 60m+5x30s (Byoyomi), 60m+15/5m (kanadisch), 60m+20s (Fischer)
go-rating-short = GoR
go-list-lookup-help = Einen Namen, eine PIN, eine Lizenz oder eine Nummer eingeben: die Spieler der importierten Listen mit Rang und GoR; die Auswahl füllt das Formular aus.
