# The event log's refusals (arbiter-event): the command line, the API and the logs show
# the English; the desk says them in its language. The English is the text the log has
# always written, word for word.

## What a refusal is about: `FIELD: reason`.
event-invalid = { $field }: { $why }
event-round = round { $round }: { $why }
event-unknown-player = there is no player { $player }
event-unknown-board = round { $round } has no board { $board }
event-illegal = the pairing breaks { $violations }

event-field-boards = boards
event-field-board-colours = board colours
event-field-match-points = match points
event-field-rating-boards = rating boards
event-field-primary-score = primary score
event-field-team = team
event-field-team-name = team name
event-field-members = members
event-field-short-name = short name
event-field-lineup = lineup
event-field-pairing = pairing
event-field-result = result
event-field-name = name
event-field-sex = sex
event-field-go-rank = go rank
event-field-points = points
event-field-round-dates = round dates
event-field-rounds = rounds
event-field-language = language
event-field-chief-arbiter-id = chief arbiter's FIDE ID
event-field-game = game
event-field-initial-colour = initial colour
event-field-handicap = handicap
event-field-player = player
event-field-order = order
event-field-availability = availability
event-field-overridden = overridden
event-field-pgn = pgn
event-field-go-teams = go teams
event-field-time-control-code = time control code (222)
event-field-prohibition = prohibited pairing
event-field-acceleration = acceleration

## The event's stage.
event-log-start = the log must start with the creation of the tournament
event-deleted = the tournament is deleted: restore it first
event-exists = the tournament already exists
event-not-deleted = the tournament is not deleted
event-registration-closed-late = registration is closed: add the player as a late entry
event-registration-open-register = registration is still open: register the player
event-registration-already-closed = registration is already closed
event-registration-already-open = registration is already open
event-reopen-after-pairing = registration cannot reopen once a round is paired: add late entries
event-ranks-when-closed = registration is open: start ranks are assigned when it closes
event-ranks-fixed = start ranks are fixed once a round is paired
event-remove-after-pairing = players cannot be removed once a round is paired: withdraw them
event-close-registration-first = close registration before pairing
event-team-pairs-matches = a team event is paired by matches of teams, not by boards
event-team-boards-follow = a team event's boards follow its matches and lineups: delete the round and pair its matches again, or change a lineup
event-teams-closed = teams cannot join once a round is paired
event-festival-only = players move only between sections of one festival
event-festival-before-round-one = players move between sections only before round 1 of both is paired
event-festival-already = { $name } is already registered in section { $section }
event-go-teams-go-only = Go teams and pair entrants belong to a Go event
event-go-teams-after-close = Go teams are set once registration is closed (players by start rank)

## Settings and players.
event-tournament-needs-name = a tournament needs a name
event-new-name = a new, non-empty name is needed
event-no-rounds = a tournament needs at least one round
event-fewer-rounds = fewer rounds than are already paired
event-round-date = { $found }: expected YY/MM/DD or YYYY/MM/DD
event-time-control-code = { $found }: expected TRF26's encoded time control, periods separated by ":", each [MOVES/]SECONDS[+INCREMENT], the last without moves (in seconds: 5400+30, 40/5400+30:1800+30)
event-language = { $found }: expected one of { $known }
event-digits = { $found }: expected digits
event-game-kind = expected chess or go, found { $found }
event-game-fixed = an event cannot change its game
event-points-fixed = the point system cannot change once a round is paired
event-points-bad = expected a number of points such as 4.5, found { $found }
event-prohibition-players = a prohibited pairing names at least two different players
event-prohibition-rounds = its first round ({ $first }) comes after its last ({ $last })
event-initial-colour = expected white or black, found { $found }
event-player-needs-name = a player needs a name
event-sex = expected m or w, found { $found }
event-go-rank-bad = expected a Go rank from 30k to 9d (or 1p-9p), found { $found }
event-go-rank-needed = a Go player needs a rank (30k to 9d)
event-player-on-roster = player { $player } plays for { $team }: take them off its roster first
event-not-withdrawn = player { $player } has not withdrawn
event-go-no-bye = a Go event gives no bye on request: mark the player absent (the round scores as OpenGotha counts an absence)
event-withdraw-beyond = is beyond the last round: every round is paired, so there is nothing to withdraw the player from
event-model-unknown-round = there is no round { $round }
event-model-rounds-exist = players cannot be renumbered or removed once a round has been paired
event-model-not-a-permutation = the new order must name every player exactly once

## Rounds, pairings and results.
event-rounds-from-one = rounds count from 1
event-round-beyond = the tournament has { $rounds } rounds
event-round-not-paired = is not paired
event-round-already-paired = is already paired
event-round-paired-plays = is already paired and player { $player } plays in it: correct the result instead (a bye in a paired round is for a player without a game there, such as a late entry)
event-next-round = the next round to pair is { $next }
event-previous-round-pending = the previous round still has games without a result
event-edit-last-only = only the last paired round can be edited
event-delete-last-only = only the last paired round can be deleted
event-results-entered = results have been entered: delete them first or correct them
event-override-manual = only a pairing made by hand can override rules
event-chess-handicap = a chess game has no handicap
event-round-duplicate = player { $player } appears more than once in the round
event-round-self = player { $player } is paired against themselves
event-round-two-byes = more than one pairing-allocated bye ({ $a } and { $b })
event-result-bad = expected a result such as 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 or * (pending), found { $found }
event-forfeit-result = { $found }: a forfeit is won by one side or lost by both (+-, -+, --)
event-go-result = { $found } is not a Go result: 1-0 (White wins), 0-1 (Black wins), 1/2 (jigo), 1-1 (both win), 0-0 (both lose), or by default +-, -+, ==, ++, --
event-go-jigo-half-komi = board { $board } of round { $round }: a game with a komi of { $komi } cannot end in jigo
event-result-exists = board { $board } of round { $round } already has a result ({ $result }): correct it instead
event-no-result = board { $board } of round { $round } has no result to correct
event-pgn-go = PGN records chess games; a Go event's games are in its results
event-pgn-empty = the game's record is empty
event-pgn-no-game = has no game of { $white } with White against { $black }

## Team events: rules, rosters, lineups and matches.
event-team-no-board = a team match needs at least one board
event-team-board-colours = { $found }: expected one W or B per board ({ $boards }), starting with W (the team with White on board 1)
event-team-rating-boards = a team rating needs at least one member
event-team-primary = expected match or game, found { $found }
event-not-team-event = this is not a team event
event-not-team-event-short = not a team event
event-not-team-event-boards = this is not a team event: give the event a number of boards first
event-no-team-yet = no team is registered yet
event-team-stays = an event with teams stays a team event
event-team-boards-fixed = the number of boards cannot change once a round is paired
event-team-needs-name = a team needs a name
event-team-name-taken = team { $team } is already called { $name }
event-team-needs-player = a team needs at least one player
event-player-listed-twice = player { $player } is listed twice
event-player-in-other-team = player { $player } already plays for team { $team } ({ $name })
event-short-name-long = { $found }: at most five characters
event-too-many-teams = too many teams
event-member-played = player { $player } played for the team in round { $round } and stays on its roster
event-lineup-size = { $players } players for { $boards } boards
event-lineup-not-roster = player { $player } is not on the roster of { $team }
event-lineup-two-boards = player { $player } is on two boards
event-lineup-board-order = board order: player { $upper } ({ $upper_rating }) sits above player { $lower } ({ $lower_rating }), rated more than { $tolerance } points higher
event-team-no-match = team { $team } has no match in this round
event-team-match-has-results = the match of team { $team } has results: correct them instead of the lineup
event-team-no-lineup = team { $team } has no lineup recorded in this round
event-team-paired-twice = team { $team } is paired twice
event-team-meets-itself = team { $team } cannot meet itself
event-team-paired-and-bye = team { $team } is paired and has the bye
event-team-met = teams { $a } and { $b } have already met (C.04.1 b)
event-team-second-bye = team { $team } already had a bye or a win without playing (C.04.1 d)
event-team-pairing-broken = { $reasons }
event-team-forfeit-result = { $found }: a forfeited match is +- (home wins), -+ (away wins) or --
event-team-no-such-match = teams { $home } and { $away } do not meet at home and away
event-teams-none = the event has no teams
event-teams-two-teams = player { $player } is a member of two teams ({ $first } and { $second })
event-teams-not-a-team-game = round { $round }: { $white } against { $black } is not a game between two teams
event-teams-two-matches = round { $round }: team { $team } plays more than one match
event-teams-board-mismatch = round { $round }: { $white } and { $black } play each other but sit on boards { $white_board } and { $black_board } of their lineups
event-teams-not-a-member = round { $round }: { $player } is in the lineup of { $team } but not a member of it
event-teams-unknown = there is no team { $team }

## A Go event's teams and pair entrants.
event-go-what-board = team { $name }, round { $round }, board { $board }
event-go-what-pair = pair entrant { $player }
event-go-what-team-players = the players of a team
event-go-no-player = { $what }: there is no player { $player }
event-go-team-criterion = unknown team criterion { $name } (known: TEAMP, SOST, BDW, BDW1U to BDW9U, MNR)
event-go-criterion-twice = criterion { $name } given twice
event-go-six-criteria = at most six team criteria
event-go-team-name-twice = two teams are named { $name }
event-go-team-number = team { $name }: number { $number } is 0 or taken
event-go-board-taken = { $what }: player { $player } sits on another board in the round
event-go-team-detail = team { $name }: { $why }
event-go-given-twice = { $what } is given twice
event-go-kind = { $what }: kind { $kind } is neither pair_go nor rengo
event-go-sex = { $what }: sex { $sex } is not m or w
event-go-what-detail = { $what }: { $why }
event-go-no-such-board = board { $board } is not a board of a team (1 to 10)
event-go-no-such-round = round { $round } is not a round a line-up is kept for (1 to 20)
event-go-team-size = a team has 2 to 10 boards, not { $size }
event-go-pair-not-mixed = a Pair Go pair is a man and a woman
event-go-members = a { $kind } entrant needs { $needed ->
        [exactly] exactly 2
       *[at-least] at least 2
    } players, it has { $found }
event-go-team-no-name = a team needs a name
event-go-team-name-taken = a team is named { $name } already
event-go-team-number-zero = team numbers start at 1
event-go-team-number-taken = team number { $number } is taken
event-go-unknown-team = no team is named or numbered { $team }
event-go-team-no-players = a team needs its players, board 1 first
event-go-team-too-many = a team has at most 10 boards, not { $found }
event-go-team-player-twice = player { $player } is given twice
event-go-team-other = player { $player } plays for team { $team } already
event-go-line-up-played = round { $round }: team { $team } has games already; the line-up stays
event-go-team-played = team { $team } has played: its games would lose their team

## An OpenGotha parameters file that does not read: the reader's diagnostics, each with its
## line and column. Element and attribute names are OpenGotha's.
event-gotha-at = { $line }:{ $column }: { $what }
event-gotha-xml = not well-formed XML: { $detail }
event-gotha-xml-not-utf8 = the file is not UTF-8
event-gotha-xml-second-root = a second root element
event-gotha-xml-stray-close = a closing tag without its opening
event-gotha-xml-empty = no element at all
event-gotha-xml-no-name = an element without a name
event-gotha-xml-text = text { $text } where only elements are expected
event-gotha-xml-unclosed = <{ $name }> is never closed
event-gotha-not-a-tournament = expected an OpenGotha <Tournament> element, found <{ $name }>
event-gotha-missing = <{ $element }> needs the attribute { $attribute }
event-gotha-bad-attribute = <{ $element }> { $attribute }: expected { $expected }, found { $found }
event-gotha-unknown-player = { $what } names player { $key }, who is not in <Players>
event-gotha-duplicate-player = player { $key } appears again (first on line { $line })
event-gotha-twice-in-round = player { $key } appears more than once in round { $round }
event-gotha-not-participating = player { $key } does not take part in round { $round } but has a { $what ->
        [bye] bye
       *[game] game
    } there
event-gotha-expected = expected { $expected }, found { $found }
event-gotha-disagree = { $detail }
event-gotha-round-beyond = round { $round } is beyond the { $rounds } rounds of the tournament
event-gotha-as-written = { $text }
event-gotha-expected-one-of = { $codes } or { $last }
event-gotha-expected-bool = true or false
event-gotha-expected-rank = a rank from 30K to 9D
event-gotha-expected-whole = a whole number
event-gotha-expected-half-points = a whole number of half points
event-gotha-expected-minutes = a whole number of minutes
event-gotha-expected-seconds = a whole number of seconds
event-gotha-expected-decimal = a decimal number
event-gotha-expected-stones = a number of stones
event-gotha-expected-handicap = a handicap from 0 to 9
event-gotha-expected-rounds = a number of rounds from 1
event-gotha-expected-round = a round number
event-gotha-expected-round-from-1 = a round number from 1
event-gotha-expected-round-1-20 = a round number from 1 to 20
event-gotha-expected-participation = a string of 0 and 1, one per round
event-gotha-expected-category = a category number
event-gotha-expected-table = a table number
event-gotha-expected-game = a game
event-gotha-expected-bye = a bye
event-gotha-expected-team-board = a team board
event-gotha-expected-team-size = a team size from 2 to 10
event-gotha-expected-team-number = a team number from 1
event-gotha-expected-team-name-free = a name no other team has
event-gotha-expected-team-number-free = a number no other team has
event-gotha-expected-criterion-number = a criterion number from 1 to 6
event-gotha-expected-criterion-free = a criterion number not given before
event-gotha-expected-board = a board number from 1 to 10
event-gotha-expected-board-free = a board not filled before in the round
event-gotha-expected-team-criteria = TEAMP, SOST, BDW, BDW1U to BDW9U, MNR or NULL
event-gotha-expected-results = RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (each also _BYDEF) or RESULT_UNKNOWN

## A player's fields as entered by hand or read from a list, and a CSV player list that
## does not read (`LINE:COLUMN: …` before each).
player-problem = { $field }: { $problem }
player-field-name = name
player-field-rating = rating
player-field-title = title
player-field-federation = federation
player-field-sex = sex
player-field-birth-date = birth date
player-field-fide-id = FIDE id
player-field-go-rank = Go rank
player-name-missing = a player needs a name
player-name-long = { $found } is longer than the 33 characters a TRF holds
player-rating-bad = { $found } is not a rating: expected 0 to 3000
player-title-bad = { $found } is not a FIDE title: expected GM, IM, WGM, FM, WIM, CM, WFM or WCM
player-federation-bad = { $found } is not a federation code: expected three letters, such as CZE
player-sex-bad = { $found }: expected m or w
player-birth-year-bad = { $found } is not a year of birth
player-birth-date-bad = { $found }: expected a date such as 1988/03/14 (or 1988-03-14, 14.03.1988), or a year
player-birth-date-ambiguous = { $found } is ambiguous (day and month could be either way): write it as YYYY/MM/DD
player-fide-id-long = longer than the 11 digits a TRF holds
import-csv-header-unreadable = the header row cannot be read: { $error }
import-csv-no-name-column = no column holds the players' names: expected a header such as Name, Surname, Nachname, Nom, Apellido, Cognome or Naam (found: { $found })
import-csv-row-unreadable = the row cannot be read: { $error }
import-csv-at = { $line }:{ $column }: { $problem }
import-csv-in-column = { $header }: { $problem }
import-csv-fide-id-bad = { $found } is not a FIDE id: expected digits
import-csv-no-players = no player below the header row
import-csv-lost-letters = { $found }: "?" stands where a letter was probably lost (the file was saved in a code page without it): save it as "CSV UTF-8" and import again, or correct the name

## The players' own pages: public entry, links, check-in, asks and result reports.
event-field-entry = entry
event-field-player-link = player link
event-field-report = result report
event-field-online = players' pages
event-moment = { $found } is not a moment: expected YYYY-MM-DD HH:MM (UTC)
event-reports-mode = { $found } is not a way to take result reports: expected off, confirm or auto
event-entry-closed = public entry is closed
event-entry-past = public entry closed at { $closes } (UTC)
event-entry-full = the event is full ({ $limit } places)
event-entry-duplicate = { $name } looks like { $other }, who is already entered
event-entry-unknown = there is no entry { $entry }
event-entry-decided = entry { $entry } has already been decided
event-link-hash = a player link is kept as the SHA-256 digest of its token: 64 hexadecimal digits, each link its own
event-link-none = player { $player } has no link
event-ask-withdrawn = player { $player } has withdrawn
event-check-in-next = check-in is for the next round only (round { $next })
event-check-in-none = this round has no check-in
event-ask-absent-go = a chess player asks for a zero-point bye to miss a round
event-bye-too-late = byes can be asked for up to round { $last }
event-half-byes-none = this event gives no half-point bye on request
event-half-byes-used = player { $player } has already had or asked for the half-point byes the event allows ({ $limit })
event-reports-off = players do not report results in this event
event-report-result = { $found } cannot be reported: only a game played over the board, 1-0, 0-1 or 1/2 (Go: B+, W+ or jigo)
event-report-not-on-board = player { $player } does not play on board { $board } of round { $round }
event-check-in-open = check-in is open until { $deadline } (UTC) and players who have not checked in: { $count }; say whether they play or are absent
