# The pairing engines' explanations: what each criterion asks, and the sentences that say
# why a pairing deviates from the natural one. Rule citations (C.04.3 2.3.4 [C12], 29E5b)
# stay as the rules write them.

## What each criterion asks, by system

pairing-crit-amalfi-order = players ranked by score, then rating (Amalfi colour: then colour need)
pairing-crit-amalfi-distance = the player ranked k meets the one R places below, R the rounds left; else a nearer one, then a farther one
pairing-crit-burstein-b1 = two players who have played each other shall not be paired again
pairing-crit-burstein-prohibited = the players may not be paired with each other
pairing-crit-burstein-absolute = two players with the same absolute colour preference shall not meet
pairing-crit-burstein-bye = the pairing-allocated bye goes to the lowest player who has not had one nor won by forfeit
pairing-crit-burstein-complete = every player left must still be paired, with at most one floater per scoregroup
pairing-crit-burstein-due-colour = players should meet opponents of the other due colour
pairing-crit-burstein-opposition = the first player is paired with the last, the second with the one before, and so on
pairing-crit-burstein-colours = colour allocation
pairing-crit-double-swiss-met = two players shall not meet in more than one match (a match forfeited by a player does not count)
pairing-crit-double-swiss-prohibited = the players may not be paired with each other
pairing-crit-double-swiss-bye = no pairing-allocated bye after a pairing-allocated bye, a match won by forfeit or a full-point bye
pairing-crit-double-swiss-completion = the players still to be paired must be pairable
pairing-crit-double-swiss-fewest = minimise the number of upfloaters
pairing-crit-double-swiss-scores = maximise the scores of the upfloaters
pairing-crit-double-swiss-next = the following scoregroup keeps a legal bracket with the fewest upfloaters
pairing-crit-double-swiss-floated = minimise the upfloaters who were floaters in the previous round
pairing-crit-double-swiss-opponents = minimise the upfloaters' opponents who were floaters in the previous round
pairing-crit-double-swiss-upfloater-order = the first set of upfloaters in the order of 3.5.4
pairing-crit-double-swiss-identifier = the first Pairing Identifier in lexicographic order
pairing-crit-double-swiss-pab = the pairing-allocated bye: pairable remainder, lowest score, most matches played, largest TPN
pairing-crit-double-swiss-colours = colours: initial colour, fewer whites, alternation
pairing-crit-double-swiss-second-game = the second game of a match: the same players with the colours reversed, the same byes
pairing-crit-dubov-met = two players who have played each other shall not be paired again
pairing-crit-dubov-prohibited = the players may not be paired with each other
pairing-crit-dubov-absolute = no colour difference beyond two and no colour three times running
pairing-crit-dubov-upfloat = before the last round, nobody moves up two rounds running or more than three (four) times
pairing-crit-dubov-colours = colour allocation: due colours, equalisation, alternation, higher ARO, lower rating
pairing-crit-dubov-bye = the bye goes to the lowest-rated player of the lowest scoregroup who has not scored without playing
pairing-crit-dubov-first = round 1: the upper half against the lower half
pairing-crit-dubov-order = whites by ascending ARO against blacks by descending rating
pairing-crit-dubov-improve = a white who may not meet the black of his row takes the first black below he may meet
pairing-crit-dubov-float = players who cannot be paired in their group float to the next one
pairing-crit-dubov-island = a player who may meet nobody of his group gets an opponent from the next lower group
pairing-crit-dubov-odd = an odd group takes a player from the next lower group
pairing-crit-dubov-danubian = an odd group takes a player from the next lower group and pairs him at once
pairing-crit-dubov-equalise = as many players due white as due black in each group
pairing-crit-dubov-floaters = floaters are paired first, each with the highest-rated player of the other due colour
pairing-crit-dutch-c1 = two players shall not play each other more than once
pairing-crit-dutch-c2 = no pairing-allocated bye for a player who already had one or scored a win without playing
pairing-crit-dutch-c3 = non-topscorers with the same absolute colour preference shall not meet
pairing-crit-dutch-prohibited = the players may not be paired with each other
pairing-crit-dutch-c4 = a legal pairing must exist for all players not yet paired
pairing-crit-dutch-c5 = minimise the score of the pairing-allocated bye assignee
pairing-crit-dutch-c6 = minimise the number of downfloaters
pairing-crit-dutch-c7 = minimise the scores of the downfloaters
pairing-crit-dutch-c8 = choose downfloaters so that the next bracket can be paired as well
pairing-crit-dutch-c9 = minimise the unplayed games of the pairing-allocated bye assignee
pairing-crit-dutch-c10 = minimise topscorers or their opponents with a colour difference beyond 2
pairing-crit-dutch-c11 = minimise topscorers or their opponents with the same colour three times in a row
pairing-crit-dutch-c12 = minimise players who do not get their colour preference
pairing-crit-dutch-c13 = minimise players who do not get their strong colour preference
pairing-crit-dutch-c14 = minimise resident downfloaters who downfloated in the previous round
pairing-crit-dutch-c15 = minimise MDP opponents who upfloated in the previous round
pairing-crit-dutch-c16 = minimise resident downfloaters who downfloated two rounds before
pairing-crit-dutch-c17 = minimise MDP opponents who upfloated two rounds before
pairing-crit-dutch-c18 = minimise the score differences of MDPs who downfloated in the previous round
pairing-crit-dutch-c19 = minimise the score differences of MDP opponents who upfloated in the previous round
pairing-crit-dutch-c20 = minimise the score differences of MDPs who downfloated two rounds before
pairing-crit-dutch-c21 = minimise the score differences of MDP opponents who upfloated two rounds before
pairing-crit-dutch-order = the first candidate in the order of generation (transpositions, exchanges, MDP sets)
pairing-crit-dutch-colours = colour allocation
pairing-crit-groups-separate = players of different groups do not meet
pairing-crit-groups-group-pairing = each group is paired by the section's system on its own
pairing-crit-lim-met = compatible players have not played each other
pairing-crit-lim-prohibited = the players may not be paired with each other
pairing-crit-lim-limits = no colour three rounds running, never three more of one colour (Article 6: not between equal scores in the last round)
pairing-crit-lim-bye = the bye goes to the player with the lowest rank in the lowest scoregroup
pairing-crit-lim-first-bye = round 1: the bye goes to the lowest rated player
pairing-crit-lim-first = round 1: the top half against the bottom half, colours by lot
pairing-crit-lim-order = from the top down to the median, from the bottom up to it, the Median Scoregroup last
pairing-crit-lim-float = players a scoregroup cannot pair, or one to make it even, float towards the median
pairing-crit-lim-floaters = floaters are paired first, each with the first player of the other due colour
pairing-crit-lim-exchange = top half against bottom half; an incompatible opponent is exchanged in the order of 4.2
pairing-crit-lim-colour-exchange = opponents are exchanged so that each player gets his due colour if possible
pairing-crit-lim-crack = a blocked Median Scoregroup takes back the pairings of its neighbours
pairing-crit-lim-colours = colour allocation: limits, due colours, the histories, the rank and the median
pairing-crit-swiss-team-met = two teams shall not play each other more than once (a forfeited match does not count)
pairing-crit-swiss-team-prohibited = the teams may not be paired with each other
pairing-crit-swiss-team-bye = no pairing-allocated bye after a pairing-allocated bye, a match won by forfeit or a full-point bye
pairing-crit-swiss-team-completion = the teams still to be paired must be pairable
pairing-crit-swiss-team-fewest = minimise the number of upfloaters
pairing-crit-swiss-team-scores = minimise the score differences in pairs involving upfloaters (largest first)
pairing-crit-swiss-team-next = the following scoregroup keeps a legal bracket with the fewest upfloaters
pairing-crit-swiss-team-floated = except in the last two rounds, minimise the upfloaters who were floaters in the previous round
pairing-crit-swiss-team-colour = minimise the teams whose colour preference is not fulfilled
pairing-crit-swiss-team-strong = minimise the teams whose strong colour preference is not fulfilled (type B)
pairing-crit-swiss-team-opponents = except in the last two rounds, minimise the upfloaters' opponents who were floaters in the previous round
pairing-crit-swiss-team-upfloater-order = the first set of upfloaters in the order of 3.5.3 and 3.5.4
pairing-crit-swiss-team-identifier = the first Pairing Identifier in lexicographic order
pairing-crit-swiss-team-pab = the pairing-allocated bye: pairable remainder, lowest score, most matches played, largest TPN
pairing-crit-swiss-team-colours = colours: first-team, initial colour, preferences, colour difference, alternation
pairing-crit-team-schedule-schedule = the game the fixed schedule gives for the round
pairing-crit-uscf-no-rematch = no player is paired with the same opponent twice
pairing-crit-uscf-prohibited = the players may not be paired with each other
pairing-crit-uscf-equal-scores = players with equal scores are paired; the odd player drops to the next score group
pairing-crit-uscf-halves = the upper half of a score group is paired against the lower half in rank order; a dropped player meets the highest-rated player he can play
pairing-crit-uscf-odd-player = the odd player is the lowest-rated player of the score group, not an unrated player, when the pairing allows
pairing-crit-uscf-three-in-a-row = no player gets the same colour three times in succession or two more of one colour, when avoidable
pairing-crit-uscf-equalization = colours are equalized, by transpositions and interchanges within 200 rating points
pairing-crit-uscf-team = team-mates, schoolmates and relatives are not paired when avoidable
pairing-crit-uscf-alternation = colours alternate, by transpositions and interchanges within 80 rating points
pairing-crit-uscf-switches = a transposition within 80 points before any interchange, else the smaller switch
pairing-crit-uscf-colours = each player's due colour; equalization before alternation, then the higher-ranked player
pairing-crit-uscf-bye = the bye goes to the lowest-rated player of the lowest score group who has had no bye or full-point unplayed win, not an unrated player
pairing-crit-vega-met = two players who have played each other shall not be paired again
pairing-crit-vega-prohibited = the players may not be paired with each other
pairing-crit-vega-absolute = both players have the same absolute colour preference (colour difference ±2 or the same colour twice running)
pairing-crit-vega-bye = the bye goes to the lowest-ranked player who has not yet scored without playing
pairing-crit-vega-rest = the pair would leave players below without a legal opponent
pairing-crit-vega-float = a player who cannot be paired in his score group floats to the next one
pairing-crit-vega-colours = colours by the columns, else both preferences, the stronger one, the latest difference, the higher-ranked player
pairing-crit-vega-vega-first = round 1: 1 meets n/2 + 1, 2 meets n/2 + 2, ...
pairing-crit-vega-vega-order = whites by score and ascending Buchholz against blacks by score and descending Buchholz, row by row
pairing-crit-vega-vega-improve = a white who may not meet the black of his row takes the first black below, then above, then a white
pairing-crit-vega-ranked-order = S1 against S2, players ranked by score, Buchholz, Sonneborn-Berger
pairing-crit-roundrobin-berger = the pairings and colours of the Berger table

## Why the engine deviates from the natural pairing

pairing-dev-none = none
pairing-dev-value = { $value }
pairing-dev-may-not-meet = { $a } and { $b } may not meet
pairing-dev-dutch-not-natural = { $a } - { $b } is not paired: the natural pairing is worse on { $code }
pairing-dev-then = { $first }; { $rest }
pairing-dev-burstein-rather = { $player } is paired with { $partner } rather than with { $natural }, lower in the group ({ $why })
pairing-dev-groups-own = group { $group }: paired on its own
pairing-dev-groups-odd = group { $group } is odd as well: { $player } has its bye, recorded as a full-point bye since a round holds one pairing-allocated bye
pairing-dev-schedule-board = board { $board }: { $white } - { $black } ({ $table })
pairing-dev-scheveningen-table = Scheveningen table for { $boards } boards ({ $kind }), round { $round }
pairing-dev-hilton-table = Hilton table for { $teams } teams of { $boards } boards, round { $round }
pairing-dev-upfloat-bye = { $player } receives the pairing-allocated bye (score { $score }, { $matches } match(es) played)
pairing-dev-upfloat-bye-passed = passed over because the others could not all be paired (3.4.1): { $players }
pairing-dev-upfloat-bye-barred = may not receive it ([C2]): { $players }
pairing-dev-upfloat-odd = the top scoregroup has an odd number of { $who }
pairing-dev-upfloat-fewer = the top scoregroup of { $count } cannot be paired with fewer
pairing-dev-upfloat-fewest = { $count } upfloater(s): { $why }
pairing-dev-upfloat-scores = upfloaters' scores { $scores } (the highest score below the top scoregroup is { $below })
pairing-dev-upfloat-next = no set of upfloaters lets the following scoregroup form its bracket with the fewest upfloaters
pairing-dev-upfloat-floated = { $players } floated in the previous { $previous } and could not be spared
pairing-dev-upfloat-order = { $players } move(s) up: the first such set in the order of 3.5.4 ({ $examined } set(s) examined)
pairing-dev-double-swiss-spare = the first identifier differs from top half against bottom half to spare upfloaters' opponents who floated ([C8])
pairing-dev-double-swiss-blocked = top half against bottom half is blocked: { $pairs }; the first identifier that complies is taken
pairing-dev-double-swiss-c8 = { $count } upfloater(s) meet an opponent who floated in the previous match
pairing-dev-double-swiss-game-two = game 2 of the match paired in round { $round }: the same pairs with the colours reversed; a pairing-allocated bye becomes a draw's points (1.4)
pairing-dev-double-swiss-bye-game-two = a bye asked for game 2 alone is not given (byes apply to whole matches): { $players }; record the game as forfeited
pairing-dev-swiss-team-blocked = top half against bottom half is blocked: { $pairs }; the first identifier that complies with [C1] is taken
pairing-dev-swiss-team-colours = the first identifier would leave { $colour } colour preference(s), { $strong } strong preference(s) and { $floated } upfloater opponent(s) who floated ([C8], [C9], [C10]); the first identifier with { $colour-now }, { $strong-now } and { $floated-now } is taken
pairing-dev-vega-refusal-met = already met, C.04.1 b
pairing-dev-vega-refusal-prohibited = prohibited pairing, C.04.2
pairing-dev-vega-refusal-absolute = same absolute colour preference, C.04.1 f, g
pairing-dev-vega-refusal-rest = it would leave players below without a legal opponent
pairing-dev-vega-tried = { $player } ({ $why })
pairing-dev-vega-more = { " " }and { $count } more
pairing-dev-vega-instead = { $player } meets { $partner } instead
pairing-dev-vega-floats = { $player } floats to the next score group
pairing-dev-vega-cannot-meet = { $player } cannot meet { $tried }{ $more }; { $outcome } ({ $article })
pairing-dev-vega-no-opponent = { $player } has no opponent left in the score group and floats to the next one
pairing-dev-vega-rows = { $whites } whites against { $blacks } blacks, row by row
pairing-dev-uscf-team-mates-paired = team-mates { $a } and { $b } paired: no switch within the limits parts them without costing colour equalization (28N)
pairing-dev-uscf-have-met = { $a } and { $b } have met (27A1)
pairing-dev-uscf-team-mates-apart = team-mates { $a } and { $b } not paired (28N)
pairing-dev-uscf-groups-pair = so that the score groups pair (27A2, 29D1b)
pairing-dev-uscf-equalize = to equalize colours, within 200 points (29E5b)
pairing-dev-uscf-alternate = to alternate colours, within 80 points (29E5a)
pairing-dev-uscf-switch = { $kind } { $a } and { $b } ({ $size } points): { $player } meets { $partner } instead of { $natural }; { $why }
pairing-dev-uscf-moves-on = { $player } moves on to the next score group: no opponent here (27A1, 29D1b)
pairing-dev-uscf-dropped = dropped { $player } to the next score group (29D1a)
pairing-dev-uscf-dropped-instead = dropped { $player } instead of { $lowest }, the lowest-rated, so that colours come out better (29D1b)
pairing-dev-uscf-dropped-better = dropped { $player } to the next score group so that the groups pair or colours come out better (29D1b)
pairing-dev-uscf-together = paired together with every lower score group so that everyone below can be paired (27A1)
pairing-dev-receives-bye = { $player } receives the pairing-allocated bye
pairing-dev-lim-why-met = they have met
pairing-dev-lim-why-prohibited = a prohibited pairing
pairing-dev-lim-why-colour = no colour within the limits of 5.1
pairing-dev-lim-why-rest = the rest of the group could not be paired
pairing-dev-lim-above = the scoregroups above the median are paired from the top down
pairing-dev-lim-below = the scoregroups below the median are paired from the bottom up
pairing-dev-lim-taken-back = { $a } - { $b } is taken back: the Median Scoregroup could not be completed
pairing-dev-lim-join-median = { $a } and { $b } join the Median Scoregroup from the { $side ->
        [lower] lower
       *[higher] higher
    } side (2.6)
pairing-dev-lim-first = round 1: the top half against the bottom half, the first player { $colour ->
        [white] white
       *[black] black
    } by lot
pairing-dev-lim-median-last = the Median Scoregroup is paired last, downward
pairing-dev-lim-floater = floater { $player } (from { $score } points) is paired with { $partner }
pairing-dev-lim-colour-exchange = { $player } meets { $partner } rather than { $natural } so that both get their due colour
pairing-dev-lim-type = type { $type }: { $type ->
        [a] a floater, with no
        [b] a floater, with
        [c] of the group, with no
       *[d] of the group, with
    } compatible opponent in the next scoregroup
pairing-dev-lim-not-floated = did not float in the previous round
pairing-dev-lim-majority = due { $colour ->
        [white] white
       *[black] black
    }, the colour more players are due
pairing-dev-lim-floats = { $player } floats { $way ->
        [up] up
       *[down] down
    } to the next scoregroup ({ $why })
pairing-dev-lim-reason = { $player }: { $why }
pairing-dev-lim-exchange = { $player } is proposed { $proposed } but meets { $partner } ({ $why })
pairing-dev-dubov-floater = floater { $player } paired with { $partner }
pairing-dev-dubov-island = { $player } may meet nobody of the group (island): { $partner } moves up from { $score } points to meet him
pairing-dev-dubov-island-floats = { $player } may meet nobody of the group and nobody below can be moved up: he floats
pairing-dev-dubov-danubian = the group is odd and due { $colour ->
        [white] white
       *[black] black
    } dominates: { $player } moves up from { $score } points and meets { $partner }, the lowest-rated player due { $colour ->
        [white] white
       *[black] black
    }
pairing-dev-dubov-odd = the group is odd and due { $colour ->
        [white] white
       *[black] black
    } dominates: { $player } moves up from { $score } points
pairing-dev-dubov-order = whites by ascending ARO: { $whites }; blacks by descending rating: { $blacks }
pairing-dev-dubov-floats = { $player } cannot be paired in the group: he floats
pairing-dev-dubov-set-aside = { $player } moves up although 2.1 would keep him down: nobody else can (Vega manual, appendix E)
pairing-dev-dubov-equalise = { $player } moves from the { $from ->
        [white] whites to the blacks
       *[black] blacks to the whites
    }{ $bound ->
        [yes] { " " }(bound to his colour, but too few others may move)
       *[no] { "" }
    }
pairing-dev-dubov-shed = { $player } floats to the next group so that everyone can be paired
pairing-dev-dubov-why-forbidden = they may not meet ({ $code })
pairing-dev-dubov-why-paired = { $player } is already paired
pairing-dev-dubov-why-later = otherwise a later player could not be paired
pairing-dev-dubov-instead = { $player } meets { $partner } instead of { $natural }: { $why }
pairing-dev-roundrobin-absent = { $player } is absent in round { $round } ({ $kind ->
        [pairing] pairing-allocated bye
        [full] full-point bye
        [half] half-point bye
       *[zero] zero-point bye
    }); { $other }, drawn against { $player } on board { $board }, has no game this round
pairing-dev-roundrobin-withdrawn = { $player } has withdrawn and keeps the table slot: the game against { $other } on board { $board } is lost by default

## The terms of the Go cost function (OpenGotha)

pairing-go-term-duplicate = duplicate
pairing-go-term-random = random
pairing-go-term-colour = colour
pairing-go-term-category = category
pairing-go-term-score = score
pairing-go-term-draw = draw
pairing-go-term-seeding = seeding
pairing-go-term-handicap = handicap
pairing-go-term-geography = geography

## The key ordering a bracket, per player (its parts joined by commas)
pairing-key = { $parts }
pairing-key-lim-due = due { $colour ->
        [white] white
       *[black] black
    } (colours { $history })
pairing-key-no-game = no game yet
pairing-key-lim-may-not = may not have { $colour ->
        [white] white
       *[black] black
    } (5.1)
pairing-key-floated = floated in the previous round
pairing-key-rating = rating { $rating }
pairing-key-lim-moved = moved { $way ->
        [down] down
       *[up] up
    } from { $score } points
pairing-key-lim-type = floats on as type { $type }
pairing-key-score = score { $score }
pairing-key-unrated = unrated
pairing-key-colours = colours { $history }
pairing-key-aro = ARO { $aro }
pairing-key-vega-number = number { $number }
pairing-key-vega-row = { $column ->
        [white] white
       *[black] black
    } row { $row }: score { $score }, Buchholz { $buchholz }
pairing-key-vega-across = moved across to even the columns
pairing-key-ranked = { $side }: score { $score }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }, rating { $rating }
pairing-key-amalfi = place { $place }: score { $score }, rating { $rating }{ $need ->
        [white] , needs white ({ $by })
        [black] , needs black ({ $by })
       *[none] { "" }
    }; natural opponent place { $natural }
pairing-key-dubov-due = due { $colour ->
        [white] white
       *[black] black
    }
pairing-key-dubov-must = must have { $colour ->
        [white] white
       *[black] black
    }
pairing-key-dubov-may-not-rise = may not move up (2.1)
pairing-key-dubov-moved-up = moved up from { $score } points
pairing-key-burstein = SB { $sb } BH { $bh } median { $median }
pairing-key-uscf-due = due { $colour ->
        [white] W
       *[black] B
    } ({ $why ->
        [equalization] equalization
       *[alternation] alternation
    })
pairing-key-uscf-no-colour = no colour yet
pairing-key-uscf-teams = { $teams }
pairing-key-matches = { $count } match(es) played
pairing-key-whites = { $count } white(s)
pairing-key-floated-match = floated in the previous match
pairing-key-secondary = secondary { $score }
pairing-key-colour-difference = colour difference { $difference }
pairing-key-team-preference = preference { $colour ->
        [white] { $strength ->
            [strong] strong White
            [mild] mild White
           *[plain] White
        }
        [black] { $strength ->
            [strong] strong Black
            [mild] mild Black
           *[plain] Black
        }
       *[none] none
    }
pairing-key-fictitious = { $total } = { $real } + { $fictitious } fictitious
pairing-key-accelerated = { $key }; pairing score { $split }

## Why a fixed schedule or a Go round cannot be paired
pairing-refused-double-swiss-last = round { $round } would open a match with no second game: a Double-Swiss event plans an even number of rounds, two per match (C.04.5 Preface)
pairing-refused-go-no-round = round { $round } is not a round of this tournament (1 to { $rounds })
pairing-refused-go-score = pairing by { $score } is not supported (McMahon score or number of wins)
pairing-refused-go-odd-bye = an odd number of players is left to pair and round { $round } has its bye already
pairing-go-team-none = there is no team { $team }
pairing-go-team-itself = a team cannot meet itself
pairing-go-team-incomplete = team { $team } is not complete in round { $round }: every board needs a finally registered player who takes part
pairing-go-team-paired = team { $team } already plays in round { $round }
pairing-go-team-met = teams { $a } and { $b } met already in round { $round }
pairing-go-team-no-match = round { $round }: no two complete teams are free to meet
pairing-refused-roundrobin-few = a round robin needs at least two players, not { $count }
pairing-refused-roundrobin-many = a round robin of { $count } players is larger than the { $max } supported
pairing-refused-roundrobin-variant = unknown round-robin variant '{ $variant }' (known: fide, standard, adjusted, rotate=R)
pairing-refused-roundrobin-odd-rotation = rotate={ $rotate }: the cycle must start at an even round of the table
pairing-refused-roundrobin-beyond = rotate={ $rotate }: the table of { $table } numbers has only { $rounds } rounds
pairing-refused-team-no-players = a fixed team schedule needs teams with players (TRF26 310 records, or teams registered in the event)
pairing-refused-scheveningen-teams = a Scheveningen match is played by two teams, not { $count }
pairing-refused-scheveningen-rounds = a Scheveningen match of { $boards } boards has { $boards } rounds
pairing-refused-scheveningen-size = a Scheveningen match needs teams of 1 to { $max } players, not { $count }
pairing-refused-hilton-teams = Hilton tables exist for 3 to 10 teams, not { $count }
pairing-refused-hilton-boards = a team needs 1 to 99 boards, not { $count }
pairing-refused-hilton-rounds = a Hilton jamboree has { $rounds } rounds

## An acceleration that does not read (`SYSTEM+SPEC`).
pairing-refused-accel-unknown = unknown acceleration { $spec } (expected baku, haley, progressive or groups=...)
pairing-refused-accel-number = { $what ->
        [rating] rating
        [points] points
       *[last-round] last round
    }: { $found } is not a valid number
pairing-refused-accel-group = rating group { $group } should read FLOOR:POINTS, e.g. 2200:1
pairing-refused-accel-floors = progressive floors { $floors } should read A,C (group A's and group C's rating floors), e.g. progressive=2000,1600
pairing-refused-accel-group-count = give one to three rating groups, not { $count }
pairing-refused-accel-decreasing = rating floors must decrease from one group to the next ({ $first } then { $second })
pairing-refused-accel-negative = fictitious points cannot be negative ({ $points })
pairing-refused-accel-last-round = rating groups need the last accelerated round: groups=2200:1,1900:0.5@4
pairing-refused-accel-zero-round = the last accelerated round must be 1 or more
pairing-system-no-acceleration = { $base } takes no acceleration
pairing-system-go-only = a Go system, for Go events only
pairing-system-chess-only = a chess system; a Go event is paired by mcmahon, swiss or swisscat
