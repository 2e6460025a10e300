# The arbiter desk of the web app: its pages, forms, notices and the reasons it gives
# when a change is refused. Shared terms (round, board, players…) are in common.ftl.

## Headings, tabs and titles

web-desk-home-title = Arbiter desk
web-desk-desk-suffix = arbiter desk
web-desk-title-desk = { $event } · desk
web-desk-title-pair = Pair · { $event }
web-desk-title-explain = Round { $round }: the engine's explanation
web-desk-title-results = Round { $round } · { $event }
web-desk-title-history = History · { $event }
web-desk-title-correct = Correct { $player } · { $event }
web-desk-title-prizes = Prizes · { $event }
web-desk-title-teams = Teams · { $event }
web-desk-tab-event = Event & players
web-desk-tab-pair = Pair
web-desk-tab-results = Results { $round }
web-desk-tab-prizes = Prizes
web-desk-tab-history = History
web-desk-tab-overview = Overview
web-desk-export = Export { $format }
web-desk-public-pages = public pages
web-desk-round-of = round { $round } of { $rounds }
web-desk-section-of = Section { $section } of
web-desk-registration-is-open = registration open
web-desk-registration-is-closed = registration closed

## Abbreviated column heads

web-desk-abbr-board = Bd
web-desk-abbr-number = No.
web-desk-abbr-federation = Fed
web-desk-abbr-rating = Rtg
web-desk-abbr-points = Pts
web-desk-abbr-match-points = MP
web-desk-abbr-game-points = GP
web-desk-abbr-handicap = H
web-desk-abbr-place = Pl
web-desk-abbr-performance = Perf

## The list of events and the new-event form

web-desk-event = Event
web-desk-events = Events
web-desk-system = System
web-desk-registration = Registration
web-desk-registration-open = open
web-desk-registration-closed = closed
web-desk-new-event = New event
web-desk-short-name = Short name (in addresses)
web-desk-title-example = Autumn Open
web-desk-acceleration = Acceleration (Swiss)
web-desk-none = none
web-desk-none-paren = (none)
web-desk-komi = Komi (Go)
web-desk-go-unknown-round = round { $round }, boards { $boards }
web-desk-go-unknown-results = Results still missing from earlier rounds: { $games }. Rounds are paired without them as OpenGotha pairs: an unknown result gives no point to either player, and the game counts in the sums of opponents' scores.
web-desk-go-paired-without = Paired without the results of { $games }: each counted as OpenGotha counts an unknown result, no point to either player, the game counting in the sums of opponents' scores.
web-desk-go-teams-title = { $event }: Go teams
web-desk-go-teams-close-first = Close registration first: teams name their players by start rank.
web-desk-go-teams-help = Teams as OpenGotha runs them: board k of one team meets board k of the other, each board with the handicap of the individual pairing. Players by start rank, board 1 first; a team or a number names a team.
web-desk-go-teams-line-ups = Line-ups of round { $round }
web-desk-go-team = Team
web-desk-go-team-remove = Remove
web-desk-go-team-add = Add a team
web-desk-go-team-players = Players (start ranks, board 1 first)
web-desk-go-team-line-up = A team's line-up
web-desk-go-team-set-line-up = Set the line-up
web-desk-go-team-rules = Team size and criteria
web-desk-go-team-criteria = Team criteria
web-desk-go-teams-pair = Pair the next round
web-desk-go-teams-matches = Matches (empty: the proposal)
web-desk-go-teams-matches-placeholder = Red-Blue, Green-White
web-desk-go-teams-pair-button = Pair the matches
web-desk-go-teams-standings = Team standings after round { $round }
web-desk-error-go-match = "{ $match }" is not a match: expected two teams as A-B
web-desk-handicap-komi = Komi of handicap games (Go)
web-desk-super-bar = McMahon super bar (Go)
web-desk-super-bar-help = Players of this rank and above start one point above the McMahon bar (the super group)
web-desk-rounds = Rounds
web-desk-city = City
web-desk-start-date = Start date
web-desk-end-date = End date
web-desk-date-placeholder = YYYY/MM/DD
web-desk-tiebreaks = Tie-breaks
web-desk-language = Language
web-desk-language-none = none: each visitor's own
web-desk-festival-new = Festival (sections of one weekend)
web-desk-festival = Festival
web-desk-section = Section
web-desk-team-event = Team event
web-desk-boards-per-match = Boards per match
web-desk-individual-event = (individual event)
web-desk-board-colours = Board colours
web-desk-match-points = Match points (win, draw, loss)
web-desk-game-points-first = game points first
web-desk-board-order-tolerance = Board-order tolerance
web-desk-no-rule = (no rule)
web-desk-lineup-deadlines = Captains' lineup deadlines (UTC, round 1 first)
web-desk-create-event = Create the event

## The event's page: players, availability, settings

web-desk-register-player = Register a player
web-desk-late-entry = Late entry
web-desk-name-placeholder = Surname, Given
web-desk-go-rank = Rank
web-desk-rating-from-rank = from the rank
web-desk-country = Country
web-desk-fide-id = FIDE id
web-desk-school = School
web-desk-family = Family
web-desk-group = Group
web-desk-group-help = Independent group: players of a group meet only each other
web-desk-add-player = Add the player
web-desk-import-csv = Import players (CSV)
web-desk-import-help = A header row with the players' names and any of rating, title, federation, FIDE id, sex, birth date, club — in English, German, French, Spanish, Italian or Dutch (Elo, FED, Titel, Verein, …); commas, semicolons or tabs.
web-desk-import-update = Update the players already registered (the same FIDE id, else the same name) with the list’s fields; register the others
web-desk-import-file = A file
web-desk-csv-header = name,rating,federation
web-desk-csv-example = "Doe, Jane",1850,FRA
web-desk-import = Import
web-desk-close-confirm = Close registration? Start ranks are then fixed by rating, title and name.
web-desk-close-registration = Close registration
web-desk-close-help = Start ranks by rating, then title, then name (C.04.2).
web-desk-title-or-rank = Title/Rank
web-desk-status = Status
web-desk-withdrawn-from = withdrawn from round { $round }
web-desk-correct = Correct
web-desk-remove-confirm = Remove this player?
web-desk-remove = Remove
web-desk-reenter = Re-enter
web-desk-withdraw-confirm = Withdraw this player from the next round on?
web-desk-withdraw = Withdraw
web-desk-availability = Availability for a round not paired yet
web-desk-player-number = Player no.
web-desk-absent-no-bye = absent (no bye)
web-desk-available = available
web-desk-set = Set
web-desk-request = Request
web-desk-request-absent = absent
web-desk-request-half = half-point bye
web-desk-request-zero = zero-point bye
web-desk-request-full = full-point bye
web-desk-settings = Settings
web-desk-chief-arbiter = Chief arbiter
web-desk-time-control = Time control
web-desk-time-control-code = Time control code (TRF 222)
web-desk-time-control-code-help = Periods [moves/]seconds[+increment] separated by ":", e.g. 5400+30 or 40/5400+30:1800+30; left empty, it is read off the time control (shown greyed when it can be)
web-desk-save-settings = Save the settings
web-desk-move-legend = Move a player to another section of { $festival }
web-desk-move-to = To
web-desk-move = Move
web-desk-the-event = The event
web-desk-registration-legend = Registration
web-desk-reopen-help = Before round 1 is paired, registration can open again: players can be registered and removed, and closing it assigns fresh start ranks.
web-desk-reopen = Reopen registration
web-desk-rename = Rename
web-desk-new-name = New name
web-desk-rename-help = The name in addresses and on the command line; the whole history moves with it.
web-desk-delete = Delete
web-desk-delete-help = The event leaves the listings and the public pages and takes no more changes. Its history is kept:
web-desk-delete-help-undelete = brings it back.
web-desk-delete-confirm = Delete this event? It leaves every listing and page.
web-desk-delete-event = Delete the event

## Correcting a player

web-desk-correct-player = Correct player { $player }
web-desk-sex = Sex
web-desk-birth-date = Birth date
web-desk-save-correction = Save the correction
web-desk-correction-reranks = A change in rating, title or name redoes the start ranks (C.04.2).
web-desk-correction-ranks-stay = Start ranks stay as they are: a round has been paired.

## Pairing

web-desk-pair-close-first = Close registration before pairing.
web-desk-pair-title = Pair round { $round }
web-desk-pair-edit-title = Edit the pairing of round { $round }
web-desk-pair-auto = Pair round { $round } automatically
web-desk-pair-auto-help = with the engine of the event's system ({ $system }); its explanation is on the results page. Or pair by hand below.
web-desk-pair-fixed = Boards fixed by hand first
web-desk-pair-fixed-accept = accept what the fixed boards break (logged)
web-desk-pair-fixed-help = The engine pairs the other players; the round is recorded as made by hand.
web-desk-pair-team-help = A team event is paired match by match: the engine pairs the teams, and each match's boards follow from the teams' lineups (set them on the
web-desk-pair-team-help-after = tab before pairing).
web-desk-teams-to-pair = Teams to pair
web-desk-team = Team
web-desk-note = Note
web-desk-pair-hand-help = One board per line or comma: white's number, a dash, black's number
web-desk-pair-hand-bye = gives the pairing-allocated bye.
web-desk-legality-report = Legality report
web-desk-no-rule-broken = No rule broken.
web-desk-cannot-be-accepted = (cannot be accepted)
web-desk-check = Check
web-desk-accept-violations = accept the reported violations (they are logged)
web-desk-save-new-pairing = Save the new pairing
web-desk-pair-the-round = Pair the round
web-desk-pair-edit-instead = Edit the pairing of round { $round } instead
web-desk-pair-edit-instead-note = (no result entered yet)
web-desk-players-to-pair = Players to pair
web-desk-colours = Colours
web-desk-colour-letter-white = W
web-desk-colour-letter-black = B
web-desk-withdrawn = withdrawn
web-desk-had-unplayed-win = had a bye or forfeit win

## Results

web-desk-results-title = Round { $round }: results
web-desk-board-and-result = Board and result
web-desk-correct-entered = correct an entered result
web-desk-enter = Enter
web-desk-quick-help = Type the board number, a space, then the result:
web-desk-or = or
web-desk-forfeits = forfeits
web-desk-quick-help-enter = Enter saves it.
web-desk-quick-saved = saved
web-desk-quick-refused = refused
web-desk-how-paired = How the engine paired this round
web-desk-how-paired-manual = (paired by hand: what the engine would have done)
web-desk-explanation-link = The engine's explanation of round { $round }
web-desk-explanation-link-after = : brackets, floaters, and the criterion behind each deviation.
web-desk-undo-confirm = Delete round { $round } with its results? (The deletion is logged.)
web-desk-undo = Undo round { $round }
web-desk-notice-result = board { $board }: { $result }
web-desk-withdrawn-paren = (withdrawn)
web-desk-handicap-stones = handicap stones
web-desk-bye-cell = bye

## The engine's explanation (the engines' own sentences and criteria stay in English)

web-desk-explain-title = Round { $round }: how the engine paired it
web-desk-explain-back = Back to the results of round { $round }
web-desk-note-edited-back = The pairing was edited by hand after it was made, back to the engine's pairing.
web-desk-note-edited = The pairing was edited by hand after it was made; this is the engine's pairing.
web-desk-note-manual-same = This round was paired by hand, exactly as the engine pairs it.
web-desk-note-manual = This round was paired by hand; this is how the engine would have paired it.
web-desk-note-engine = This is the round as the engine paired it.
web-desk-note-engine-changed = The engine now pairs this round differently from when it was paired ({ $engine }); this is the engine's pairing today.
web-desk-explain-bye = Pairing-allocated bye
web-desk-explain-requested = Not paired, by request or absence
web-desk-explain-bye-kind = { $kind ->
        [full] full-point bye
        [half] half-point bye
       *[zero] zero-point bye
    }
web-desk-explain-withdrawn = Not paired, withdrawn
web-desk-go-costs = The cost of each game (maximised), by term
web-desk-go-table = Table
web-desk-go-total = Total
web-desk-go-terms = Terms
web-desk-go-alternatives = Each player's best other opponent, and what the exchange would lose
web-desk-go-alternative = { $partner } rather than { $best } loses { $loss }
web-desk-bracket-of = Bracket of { $score } points
web-desk-bracket-residents = { $count ->
        [one] { $count } resident
       *[other] { $count } residents
    }
web-desk-bracket-moved = { $count } moved { $way ->
        [up] up
       *[down] down
    }
web-desk-bracket-residents-term = Residents
web-desk-bracket-order = Order
web-desk-bracket-moved-into = Moved { $way ->
        [up] up
       *[down] down
    } into it
web-desk-bracket-pairs = Pairs
web-desk-bracket-floating = Floating { $way ->
        [up] up
       *[down] down
    }
web-desk-bracket-failures = Criteria not fully met
web-desk-bracket-deviations = Deviations from the natural pairing

## Prizes

web-desk-prize-list = Prize list
web-desk-prizes-by-place = Prizes by place
web-desk-category-prizes = Category prizes, one per line
web-desk-share-out = Share out
web-desk-prizes-help = Without categories, players tied on points share; with them, each player wins one prize, the most valuable they can.
web-desk-sharing = Tied players
web-desk-sharing-default = as the game ranks (chess: tied on points share; Go: only a shared place shares)
web-desk-sharing-equal = tied on points share equally
web-desk-sharing-place = by place: only a shared place shares
web-desk-sharing-hort = Hort system (half to the place, half shared)
web-desk-amount = Amount
web-desk-prize = Prize
web-desk-prize-place = place { $place }

## History

web-desk-log-when = When
web-desk-log-who = Who
web-desk-log-what = What
web-desk-log-details = Details
web-desk-log-tournament-created = tournament created
web-desk-log-settings-changed = settings changed
web-desk-log-player-registered = player registered
web-desk-log-player-edited = player edited
web-desk-log-player-removed = player removed
web-desk-log-registration-closed = registration closed
web-desk-log-late-entry = late entry
web-desk-log-availability-set = availability set
web-desk-log-player-withdrawn = player withdrawn
web-desk-log-player-reentered = player re-entered
web-desk-log-round-paired = round paired
web-desk-log-pairing-edited = pairing edited
web-desk-log-result-set = result set
web-desk-log-result-corrected = result corrected
web-desk-log-round-deleted = round deleted
web-desk-log-registration-reopened = registration reopened
web-desk-log-players-reranked = players reranked
web-desk-log-tournament-renamed = tournament renamed
web-desk-log-tournament-deleted = tournament deleted
web-desk-log-tournament-restored = tournament restored
web-desk-log-team-registered = team registered
web-desk-log-team-edited = team edited
web-desk-log-lineup-set = lineup set
web-desk-log-team-round-paired = team round paired
web-desk-log-match-forfeited = match forfeited
web-desk-log-go-teams-set = Go teams set
web-desk-log-prohibitions-set = prohibitions set
web-desk-log-acceleration-set = acceleration set

## Users

web-desk-users = Users
web-desk-new-token-shown = New API token (shown only now)
web-desk-login = Login
web-desk-role = Role
web-desk-role-name = { $role ->
        [admin] admin
        [captain] captain
       *[arbiter] arbiter
    }
web-desk-all-events = all
web-desk-new-token = New API token
web-desk-add-user = Add or update a user
web-desk-password = Password
web-desk-limited-to = Limited to events
web-desk-limited-to-placeholder = short names, comma-separated; empty: all
web-desk-save-user = Save the user
web-desk-notice-user-saved = user { $login } saved
web-desk-notice-players-updated = players updated: { $updated } ({ $names }); registered: { $registered }; unchanged: { $unchanged }
web-desk-notice-import-warnings = the list is in; check these names:
    { $warnings }

## Teams, lineups and matches

web-desk-register-team = Register a team
web-desk-short-team-name = Short name
web-desk-federation-or-club = Federation or club
web-desk-captain-account = Captain's account
web-desk-login-placeholder = login
web-desk-members-help = Members in board order (player numbers, reserves last)
web-desk-register-the-team = Register the team
web-desk-teams-closed = Teams cannot join once a round is paired.
web-desk-short = Short
web-desk-captain = Captain
web-desk-roster = Roster
web-desk-edit = Edit
web-desk-members = Members
web-desk-save-team = Save the team
web-desk-lineups-of-round = Lineups of round { $round }
web-desk-lineups-paired = (paired)
web-desk-lineups-not-paired = (not paired yet)
web-desk-captains-deadline = Captains' deadline: { $deadline } UTC.
web-desk-lineup-help = Player numbers by board, comma-separated; 0 leaves a board empty (its opponent wins it without playing).
web-desk-boards = Boards
web-desk-lineup = Lineup
web-desk-lineup-match-has-results = the match has results
web-desk-lineup-bye = bye
web-desk-lineup-not-paired = not paired
web-desk-empty-board = (empty board)
web-desk-matches-of-round = Matches of round { $round }
web-desk-matches-help = Results are entered per board on the
web-desk-matches-help-link = results page
web-desk-matches-help-after = (the Bd column is the board number to type).
web-desk-home = Home
web-desk-away = Away
web-desk-forfeited = (forfeited { $code })
web-desk-forfeit-match = Forfeit the match
web-desk-team-wins = { $team } wins
web-desk-neither-appeared = neither appeared
web-desk-forfeit-confirm = Forfeit this match? Every board gets the forfeit result.
web-desk-captain-title = Your teams
web-desk-captain-none = No team event names this account as a team's captain.
web-desk-captain-team-of = team { $team } of { $event }
web-desk-deadline-utc = deadline { $deadline } UTC
web-desk-lineup-numbers = Player numbers by board (0 = empty board)
web-desk-give-lineup = Give the lineup
web-desk-notice-lineup-saved = lineup of team { $team } for round { $round } saved
web-desk-team-standings = Team standings
web-desk-rosters = Rosters
web-desk-players-in-board-order = Players in board order
web-desk-board-prizes = Board prizes
web-desk-board-n = Board { $board }
web-desk-games = Games
web-desk-players-across-teams = Players across teams

## Why a change was refused

web-desk-error-not-a-number = { $field ->
        [boards] boards per match
        [rounds] rounds
        [tolerance] board-order tolerance
        [rating] rating
        [fide-id] FIDE id
        [player] player
        [round] round
        [board] board
       *[other] { $field }
    }: "{ $value }" is not a number
web-desk-error-not-a-player-number = { $field ->
        [members] members
        [players] players
       *[other] { $field }
    }: "{ $value }" is not a player number
web-desk-error-language = language "{ $value }": expected one of { $known }
web-desk-error-tiebreaks = tie-breaks: { $detail }
web-desk-error-match-points = match points "{ $value }": a win, a draw and a loss, e.g. 2,1,0
web-desk-error-may-not-create = this account may not create events
web-desk-error-admin-only = only an admin manages users
web-desk-error-no-action = no such action
web-desk-error-which-player = which player?
web-desk-error-no-prohibition = there is no prohibition { $number }
web-desk-error-which-round = which round?
web-desk-error-which-board = which board?
web-desk-error-not-a-section = this event is not a section of a festival
web-desk-error-no-player = there is no player { $player }
web-desk-error-fixed-bye = fixed boards take no bye: the engine allocates it
web-desk-error-not-an-amount = "{ $value }" is not an amount
web-desk-error-category-line = "{ $line }": expected CATEGORY:AMOUNTS
web-desk-error-csrf = the form is stale or came from elsewhere (CSRF token mismatch): reload the page
web-desk-error-form-missing = form: the field { $field } is missing
web-desk-error-form-duplicate = form: the field { $field } is given twice
web-desk-error-form-unknown = form: the page sends no field { $field }
web-desk-error-form-number = form: a number does not read; write it in digits
web-desk-error-form-other = form: the fields do not read as this page sends them; reload the page and try again
web-desk-error-upload = form: the uploaded form does not read; reload the page and send it again
web-desk-error-no-players = no players given
web-desk-error-player-data = nothing registered, the players' data are refused: { $problems }
web-desk-player-problem = #{ $number } { $name }: { $problem }
web-desk-error-player-edit = the player's data are refused, nothing changed: { $problems }
web-desk-error-already-registered = nothing registered: these players are already registered with the same FIDE id (tick “Update the players already registered” to update them from the list and register the others):
    { $detail }
web-desk-error-no-results = no results given
web-desk-error-board-twice = board { $board } is given more than once
web-desk-error-board-pending = board { $board }: a pending result (*) can only clear an entered one: correct it
web-desk-error-pending = a pending result (*) can only clear an entered one: correct it
web-desk-error-round-zero = rounds count from 1
web-desk-error-fixed-break-rules = the fixed boards break rules: list them in accept to override
web-desk-error-already-closed = registration is already closed
web-desk-error-board-shape = "{ $board }": expected WHITE-BLACK, e.g. 3-7
web-desk-error-not-a-start-rank = "{ $board }": "{ $value }" is not a start rank
web-desk-error-two-byes = more than one bye
web-desk-error-no-round-yet = no round is paired yet
web-desk-error-pairing-breaks-rules = the pairing breaks rules: accept them to save it (they are logged)
web-desk-error-pairing-not-a-round = the pairing is not a round
web-desk-error-result = expected a result such as 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 or * (pending), found "{ $value }"
web-desk-error-quick-shape = type the board number, then the result (e.g. 12 1-0)
web-desk-refused-registration-open = registration is still open; close it first so that start ranks are fixed
web-desk-refused-results-pending = round { $round } still has games without a result: { $count ->
        [one] board
       *[other] boards
    } { $boards }
web-desk-refused-beyond = round { $round } is beyond the { $planned } rounds planned
web-desk-refused-too-few = no valid pairing: only { $count } player(s) to pair
web-desk-refused-no-bye = no valid pairing: the number of players is odd and every player has already received a pairing-allocated bye or a win without playing (C.04.1 Article 4)
web-desk-refused-unknown-system = no pairing engine for the system '{ $system }' (known: { $known })
web-desk-refused-unpairable = no valid pairing: no pairing satisfies the absolute criteria (meeting twice, colours, prohibitions); the largest legal pairing leaves { $players } unpaired
web-desk-refused-too-large = the bracket of { $count } players is too large for this engine
web-desk-refused-inconsistent-twice = the pairing to check is inconsistent: player { $player } appears more than once in the round
web-desk-refused-inconsistent-self = the pairing to check is inconsistent: player { $player } is paired against themselves
web-desk-refused-inconsistent-byes = the pairing to check is inconsistent: more than one pairing-allocated bye ({ $a } and { $b })
web-desk-refused-no-teams = team: no team is registered yet
web-desk-refused-teams = { $why }
web-desk-refused-acceleration = no pairing engine for the system '{ $system }': { $why }
web-desk-refused-go-system = system: a Go event is paired by mcmahon, swiss or swisscat, not { $system }
web-desk-refused-go-parameters = parameters: { $diagnostics }
web-desk-refused-go-komi = komi: expected a number such as 7.5, found { $found }
web-desk-refused-go-rank = { $field ->
        [bar] McMahon bar
        [floor] McMahon floor
        [zero] McMahon zero
        [super-bar] McMahon super bar
        [teams] go teams
       *[categories] categories
    }: expected a Go rank from 30k to 9d (or 1p-9p), found { $found }
web-desk-refused-go-floor = McMahon floor: the floor ({ $floor }) is above the bar ({ $bar })
web-desk-refused-go-no-placement = placement: at least one criterion is needed
web-desk-refused-go-criterion = placement: unknown criterion { $name } (known: { $known })
web-desk-refused-go-half-points = { $field ->
        [absence] absence
       *[bye] bye
    }: { $value } half points: expected 0 to 4
web-desk-refused-go-categories = categories: the lower limits go from the strongest category down
web-desk-refused-go-super-bar = McMahon super bar: the super bar ({ $super }) must be above the bar ({ $bar })
web-desk-refused-go-handicap-komi = handicap komi: expected 0 or 0.5, found { $found }
web-desk-violation-unknown-player = there is no player { $player }
web-desk-violation-paired-twice = player { $player } is paired twice
web-desk-violation-self-paired = player { $player } is paired against themselves
web-desk-violation-withdrawn = player { $player } has withdrawn
web-desk-violation-unavailable = player { $player } asked for a bye or is absent this round
web-desk-violation-unpaired = player { $player } is available but not paired
web-desk-violation-rematch = players { $a } and { $b } have already played each other
web-desk-violation-prohibited = players { $a } and { $b } may not be paired this round
web-desk-violation-second-bye = player { $player } already had a bye or a point without playing
web-desk-violation-three-in-a-row = player { $player } would have { $colour ->
        [white] white
       *[black] black
    } three times in a row
web-desk-violation-colour-difference = player { $player } would have a colour difference of { $difference }
web-desk-violation-match-split = player { $player } does not play game 2 of the match against the opponent of game 1
web-desk-error-board-too-large = the board number is too large
web-desk-error-quick-no-result = board { $board }: type the result after the board number
web-desk-error-no-round-to-delete = no round to delete
web-desk-error-only-last-round = only the last paired round ({ $round }) can be deleted
web-desk-error-csv = the CSV was not imported (line:column: what is wrong): { $problems }
web-desk-error-not-team-event = this is not a team event
web-desk-error-not-team-event-desk = this is not a team event (give it a number of boards per match first)
web-desk-error-lineup-not-captain = { $login } may not give team { $team }'s lineup: only its captain or the arbiter
web-desk-error-lineup-paired = round { $round } is already paired: only the arbiter changes its lineups now
web-desk-error-lineup-deadline-unreadable = the lineup deadline of round { $round } ("{ $deadline }") does not read as YYYY-MM-DD HH:MM: ask the arbiter
web-desk-error-lineup-deadline-passed = the deadline for round { $round }'s lineup ({ $deadline } UTC) has passed: ask the arbiter
web-desk-error-forfeit-code = "{ $value }": a forfeited match is +- (home wins), -+ (away wins) or --

## What each logged event did, on the History tab

web-desk-history-created = Created "{ $name }": { $system }, { $rounds } rounds
web-desk-history-settings = Settings changed: "{ $name }", { $system }, { $rounds } rounds
web-desk-history-registered = Registered { $name }
web-desk-history-late = Late entry: { $name }
web-desk-history-edited = Player { $player } corrected: { $name }
web-desk-history-removed = Player { $player } removed
web-desk-history-closed = Registration closed; { $count } players ranked
web-desk-history-availability = Player { $player } { $status ->
        [available] plays
        [absent] is absent (no bye)
        [half] takes a half-point bye
        [zero] takes a zero-point bye
       *[full] takes a full-point bye
    } in round { $round }
web-desk-history-withdrawn = Player { $player } withdrawn from round { $round }
web-desk-history-reentered = Player { $player } re-entered
web-desk-history-paired = Round { $round } paired { $engine ->
        [manual] by hand
       *[other] by { $engine }
    }: { $boards }
web-desk-history-accepted = (accepted: { $list })
web-desk-history-bye = bye { $player }
web-desk-history-pairing-changed = Round { $round } pairing changed by hand: { $boards }
web-desk-history-result = Round { $round }, board { $board }: { $result }
web-desk-history-corrected = Round { $round }, board { $board }: result corrected to { $result }
web-desk-history-round-deleted = Round { $round } deleted
web-desk-history-reopened = Registration reopened
web-desk-history-reranked = Start ranks redone (C.04.2)
web-desk-history-renamed = Renamed from "{ $from }" to "{ $to }"
web-desk-history-deleted = Deleted
web-desk-history-restored = Restored
web-desk-history-team-registered = Team registered: { $name } ({ $count } players)
web-desk-history-team-edited = Team { $team } corrected: { $name }
web-desk-history-lineup = Round { $round }: lineup of team { $team }: { $list }
web-desk-history-team-paired = Round { $round } paired { $engine ->
        [manual] by hand
       *[other] by { $engine }
    }: teams { $list }
web-desk-history-team-bye = bye: team { $team }
web-desk-history-forfeit = Round { $round }: match of teams { $home } and { $away } forfeited ({ $result })
web-desk-history-go-teams = Go teams set: { $teams } teams of { $size } boards, { $pairs } pair entrants
web-desk-history-prohibitions = Prohibited pairings: { $list }
web-desk-history-prohibition = { $players } (rounds { $first }-{ $last })
web-desk-history-prohibitions-lifted = Prohibited pairings lifted
web-desk-history-acceleration = Player { $player } accelerated: { $points } by round
web-desk-history-no-acceleration = Player { $player }: no acceleration
web-desk-error-category = category { $condition }: { $problem }
web-desk-category-not-a-year = { $found } is not a year
web-desk-category-not-a-rating = { $found } is not a rating
web-desk-category-sex = expected sex=m or sex=w
web-desk-category-unknown = expected rating=, unrated, sex=, fed=, born-from=, born-until=, club= or group=

## The players' own pages: the desk's tab, pairing with check-in, the history

web-desk-tab-online = Players' pages
web-desk-online-title = Players' pages · { $event }
web-desk-online-entry = Entry online
web-desk-online-entry-open = Public entry is open
web-desk-online-entry-limit = Places (0: no limit)
web-desk-online-entry-closes = Closes at (UTC)
web-desk-online-entry-form = The entry form:
web-desk-online-check-in = Check-in
web-desk-online-check-in-deadlines = Deadline of each round (UTC), one line per round from round 1; an empty line: no check-in
web-desk-online-byes = Byes on request
web-desk-online-half-byes = Half-point byes per player
web-desk-online-last-bye-round = Last round a bye may be asked for (0: any)
web-desk-online-reports = Result reports
web-desk-online-reports-off = Players do not report results
web-desk-online-reports-confirm = Agreeing reports wait for the arbiter
web-desk-online-reports-auto = Agreeing reports are entered
web-desk-online-one-report = One player's report is enough
web-desk-online-save = Save
web-desk-online-entries = Entries
web-desk-online-no-entries = No entry yet.
web-desk-online-accept-all = Accept every entry waiting
web-desk-online-entry-status = Status
web-desk-online-accept = Accept
web-desk-online-refuse = Refuse
web-desk-online-entry-pending = waiting
web-desk-online-entry-accepted = accepted
web-desk-online-entry-refused = refused
web-desk-online-check-in-round = Check-in for round { $round }
web-desk-online-check-in-status = Until { $deadline } (UTC): { $checked } checked in, { $missing } not yet.
web-desk-online-not-checked-in = Not checked in
web-desk-online-reports-waiting = Result reports waiting
web-desk-online-no-reports = No report waits.
web-desk-online-reported = Reported
web-desk-online-apply = Enter { $result }
web-desk-online-decide = Enter the result
web-desk-online-report-one = { $player } reports { $result }
web-desk-online-report-agreed = Both report { $result }
web-desk-online-report-disagree = Disagreement: White reports { $white }, Black { $black }
web-desk-round-report-disagree = Players' reports: { $said }. The arbiter decides.
web-desk-round-report-confirm = Players' reports: { $said }, awaiting the arbiter's confirmation.
web-desk-round-report-other = Players' reports: { $said }, awaiting the opponent's report.
web-desk-online-asks = Requests
web-desk-online-no-asks = No request yet.
web-desk-online-asked-check-in = Round { $round }: { $player } checked in
web-desk-online-asked-half = Round { $round }: { $player } asks for a half-point bye
web-desk-online-asked-zero = Round { $round }: { $player } asks for a zero-point bye
web-desk-online-asked-absent = Round { $round }: { $player } will not play
web-desk-online-asked-withdraw = Round { $round }: { $player } withdraws
web-desk-online-links = Players' links
web-desk-online-links-help = Each link opens one player's page. Only a digest is kept: a link is shown once, when it is made, with its QR code, on a page that prints as slips. A new link replaces the old one.
web-desk-online-links-missing = Links for players without one, as slips
web-desk-online-links-all = New links for everyone
web-desk-online-links-all-confirm = Every player's old link stops working. Make new links for everyone?
web-desk-online-link = Link
web-desk-online-linked = given
web-desk-online-not-linked = none
web-desk-online-link-new = New link and QR code
web-desk-online-link-revoke = Revoke
web-desk-online-slips-title = Players' links · { $event }
web-desk-online-slips-once = These links are shown only now: print the slips or hand them out before leaving the page.
web-desk-online-back = Back to the players' pages
web-desk-online-slip-help = Your own page: your board, check-in, byes, results. Keep this link to yourself.
web-desk-online-error-reports = { $value } is not a way to take result reports: off, confirm or auto
web-desk-online-error-action = { $value } is not what can be done with an entry: accept or refuse
web-desk-online-error-no-agreement = Round { $round }, board { $board }: the reports do not settle a result
web-desk-pair-unchecked = Players who have not checked in
web-desk-pair-unchecked-wait = wait while check-in is open (absent after it)
web-desk-pair-unchecked-absent = absent now
web-desk-pair-unchecked-play = paired as the others
web-desk-log-entry-submitted = entry submitted
web-desk-log-entry-accepted = entry accepted
web-desk-log-entry-refused = entry refused
web-desk-log-link-issued = player link issued
web-desk-log-link-revoked = player link revoked
web-desk-log-player-asked = player asked
web-desk-log-result-reported = result reported
web-desk-history-entry-submitted = Entry received: { $name }
web-desk-history-entry-accepted = Entry { $entry } accepted
web-desk-history-entry-refused = Entry { $entry } refused
web-desk-history-link-issued = Player { $player } given a link
web-desk-history-link-revoked = Player { $player }'s link revoked
web-desk-history-asked = Player { $player } { $ask ->
        [check_in] checks in
        [half_bye] asks for a half-point bye
        [zero_bye] asks for a zero-point bye
        [absent] will not play
       *[withdraw] withdraws
    } in round { $round }
web-desk-history-reported = Round { $round }, board { $board }: player { $player } reports { $result }
web-desk-online-rules = Rules

## Prohibited pairings and accelerations (what the pairing respects beyond the rules)

web-desk-constraints-title = Prohibited pairings and accelerations · { $event }
web-desk-constraints-link = Prohibited pairings and accelerations
web-desk-prohibitions = Prohibited pairings
web-desk-prohibitions-help = Players who may not meet (of one family, one club or one federation, as the regulations ask): none of them is paired with another of them in the rounds given.
web-desk-prohibitions-none = No pairing is prohibited.
web-desk-rounds-range = rounds { $first } to { $last }
web-desk-prohibitions-lift = Lift every prohibition
web-desk-prohibitions-lift-confirm = Lift every prohibited pairing?
web-desk-prohibition-lift-one = Lift
web-desk-prohibit-legend = Players who may not meet
web-desk-prohibit-players = Players (numbers)
web-desk-from-round = From round
web-desk-to-round = To round
web-desk-prohibit = Prohibit
web-desk-accelerations = Accelerated players
web-desk-accelerations-help = A player's fictitious points for pairing, one per round from round 1, separated by commas (C.04.5); empty takes them away.
web-desk-accelerations-none = No player is accelerated.
web-desk-accelerate-legend = A player's fictitious points
web-desk-fictitious-points = Fictitious points
