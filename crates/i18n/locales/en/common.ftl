# Terms shared by the web app, the static site and printed documents.
round = Round
round-n = Round { $round }
board = Board
white = White
black = Black
result = Result
points = Points
rank = Rank
name = Name
rating = Rating
federation = Federation
title = Title
club = Club
player = Player
players = Players
pairings = Pairings
standings = Standings
crosstable = Crosstable
teams = Teams
bye = Bye
players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

# Pairing systems by name (the registry of systems names each by one of these keys).
system-name-dutch = Swiss (Dutch)
system-name-burstein = Swiss (Burstein)
system-name-dubov = Swiss (Dubov)
system-name-dubov-danubian = Swiss (Dubov, Danubian variant)
system-name-lim = Swiss (Lim)
system-name-lim-maxi = Swiss (Lim, Maxi-tournament)
system-name-double-swiss = Double-Swiss (two-game matches; rounds count games)
system-name-uscf = Swiss (US Chess)
system-name-vega = Swiss (Vega)
system-name-swiss-ranked = Swiss ranked (score, then tie-breaks)
system-name-amalfi = Amalfi rating
system-name-amalfi-colour = Amalfi colour
system-name-roundrobin = Round robin
system-name-swiss-team = Swiss Team (team events)
system-name-scheveningen = Scheveningen (two teams, every player against the other team)
system-name-hilton = Hilton (jamboree: every team against the others)
system-name-mcmahon = Go: McMahon
system-name-go-swiss = Go: Swiss
system-name-swisscat = Go: SwissCat
