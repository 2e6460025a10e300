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
