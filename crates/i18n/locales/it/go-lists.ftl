# Iscrizione dalle liste di go (EGF, FFG, AGA) e cadenza di un torneo di go.

player-field-egf-pin = PIN EGF
player-field-ffg-licence = licenza FFG
player-field-aga-id = numero AGA
player-field-go-rating = rating di go
player-go-id-egf = sono attese otto cifre, non { $found }
player-go-id-ffg = sono attese sette lettere o cifre, non { $found }
player-go-id-aga = è atteso un numero intero da 1, non { $found }
player-go-rating-bad = è atteso un rating di go da { $low } a { $high }, non { $found }
player-go-rating-not-number = è atteso un numero intero come 1850 o -150, non { $found }
web-desk-refused-go-time-control = cadenza: è attesa una cadenza di go come 60m (morte improvvisa), 60m+5x30s (byo-yomi), 60m+15/5m (canadese) o 60m+20s (Fischer), non { $found }
go-time-control = Cadenza
go-time-control-help = 60m (morte improvvisa), 60m+5x30s (byo-yomi), 60m+15/5m (canadese), 60m+20s (Fischer)
go-rating-short = GoR
go-list-lookup-help = Scrivete un nome, un PIN, una licenza o un numero: i giocatori delle liste importate, con grado e GoR; sceglierne uno compila il modulo.
