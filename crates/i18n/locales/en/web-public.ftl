# The web app's public side: the frame of every page, the events, an event's public pages,
# festivals, the login page and the error pages.

## The frame of every page
pub-nav-events = Events
pub-nav-desk = Arbiter desk
pub-nav-users = Users
pub-live = live
pub-login = Log in
pub-logout = Log out
pub-tagline = tournament director's system
pub-language = Language

## Errors
pub-error-not-found = Not found
pub-error-log-in = Log in first
pub-error-forbidden = Not allowed
pub-error-too-many = Too many attempts
pub-error-refused = Refused
pub-error-internal = Something went wrong
pub-error-back = Back to the events
pub-error-no-page = There is no such page.
pub-error-no-event = there is no tournament named "{ $name }"
pub-error-no-player = there is no player { $player }
pub-error-no-game = there is no recorded game here
pub-error-no-document = there is no document "{ $file }"
pub-error-no-plot = there is no plot "{ $file }"
pub-error-no-festival = there is no festival "{ $festival }"
pub-error-round-not-paired = round { $round } is not paired
pub-error-not-go = This is not a Go event: its file is the TRF.
pub-error-encoding = { $value } is not a character set of the Go files: iso-8859-15 or utf-8.

## The events
pub-no-events = No event yet.
pub-col-event = Event
pub-col-system = System
pub-col-where = Where
pub-col-when = When

## Column headings, short for narrow tables
pub-col-no = No.
pub-col-pl = Pl
pub-col-pts = Pts
pub-col-rtg = Rtg
pub-col-fed = Fed
pub-col-bd = Bd
pub-col-rd = Rd
pub-col-title-rank = Title/Rank
pub-col-colour = Colour
pub-col-opponent = Opponent
pub-col-score = Score
pub-col-fictitious = Fictitious
    .title = Fictitious points of the accelerated pairing: they placed the player for the pairing and never count in the standings

## An event's overview
pub-overview = Overview
pub-the-event = The event
pub-rounds = Rounds
pub-rounds-paired = { $paired } paired of { $rounds }
pub-registration-open = (registration open)
pub-detail-city = City
pub-detail-start = Start
pub-detail-end = End
pub-detail-chief-arbiter = Chief arbiter
pub-detail-time-control = Time control
pub-detail-rated = Rated
pub-leaders = Leaders
pub-no-standings = No standings yet.

## Players, rounds and standings
pub-withdrawn = (withdrawn)
pub-withdrawn-from = (withdrawn from round { $round })
pub-results-to-come = { $count ->
    [one] ({ $count } result to come)
   *[other] ({ $count } results to come)
}
pub-paired-by = Paired by { $engine }.
pub-by-name = By name
pub-by-board = By board
pub-round-by-name = Round { $round } by name
pub-standings-after = Standings after round { $round }
pub-after-round = After round
pub-group = Group { $group }
pub-crosstable-legend = Each cell: the opponent's number, the colour (w/b) and the result (1, =, 0; + and − for forfeits; U, F, H, Z for byes).
pub-bye-pairing = pairing bye
pub-bye-full = full bye
pub-bye-half = half bye
pub-bye-zero = zero bye
pub-absent = absent

## A player's card
pub-card-no = No. { $rank }
pub-card-rating = rating { $rating }
pub-card-points = { $points } points
pub-card-place = place { $place }
pub-card-withdrawn-from = withdrawn from round { $round }
pub-card-fide-id = FIDE id
pub-card-performance = Performance { $rating }
pub-card-rating-change = rating change { $change } (K { $k })
pub-card-accelerated = Paired with accelerated scores: the fictitious points of each round placed the player for that round's pairing and are not part of the score.

## A festival
pub-sections = Sections
pub-col-section = Section
pub-col-section-place = Sec. pl
pub-combined-standings = Combined standings
pub-combined-note = Every section's players by points; players with equal points share a place (sections' tie-breaks do not compare), then by section and their place in it.

## Logging in
pub-login-name = Login
pub-password = Password
pub-login-expired = The form expired: please try again.
pub-login-too-many = Too many failed attempts: wait a few minutes.
pub-login-wrong = Wrong login or password.
