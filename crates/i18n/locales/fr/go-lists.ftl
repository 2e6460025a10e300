# Inscription depuis les listes de classement de go (EGF, FFG, AGA) et cadence d'un tournoi de go.

player-field-egf-pin = PIN EGF
player-field-ffg-licence = licence FFG
player-field-aga-id = numéro AGA
player-field-go-rating = classement de go
player-go-id-egf = huit chiffres sont attendus, et non { $found }
player-go-id-ffg = sept lettres ou chiffres sont attendus, et non { $found }
player-go-id-aga = un nombre entier à partir de 1 est attendu, et non { $found }
player-go-rating-bad = un classement de go de { $low } à { $high } est attendu, et non { $found }
player-go-rating-not-number = un nombre entier tel que 1850 ou -150 est attendu, et non { $found }
web-desk-refused-go-time-control = cadence : une cadence de go telle que 60m (mort subite), 60m+5x30s (byo-yomi), 60m+15/5m (canadien) ou 60m+20s (Fischer) est attendue, et non { $found }
go-time-control = Cadence
go-time-control-help = 60m (mort subite), 60m+5x30s (byo-yomi), 60m+15/5m (canadien), 60m+20s (Fischer)
go-rating-short = GoR
go-list-lookup-help = Tapez un nom, un PIN, une licence ou un numéro : les joueurs des listes importées, avec leur grade et leur GoR ; en choisir un remplit le formulaire.
