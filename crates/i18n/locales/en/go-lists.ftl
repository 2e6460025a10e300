# Go registration from the rating lists (EGF, FFG, AGA) and a Go event's time system.

player-field-egf-pin = EGF PIN
player-field-ffg-licence = FFG licence
player-field-aga-id = AGA id
player-field-go-rating = Go rating
player-go-id-egf = expected eight digits, found { $found }
player-go-id-ffg = expected seven letters or digits, found { $found }
player-go-id-aga = expected a whole number from 1, found { $found }
player-go-rating-bad = expected a Go rating from { $low } to { $high }, found { $found }
player-go-rating-not-number = expected a whole number such as 1850 or -150, found { $found }
web-desk-refused-go-time-control = time control: expected a Go time control such as 60m (sudden death), 60m+5x30s (byo-yomi), 60m+15/5m (Canadian) or 60m+20s (Fischer), found { $found }
go-time-control = Time control
go-time-control-help = 60m (sudden death), 60m+5x30s (byo-yomi), 60m+15/5m (Canadian), 60m+20s (Fischer)
go-rating-short = GoR
go-list-lookup-help = Type a name, a PIN, a licence or an id: the imported lists' players, with their grade and GoR; choosing one fills the form.
