# The desk's title norms (FIDE title regulations B.01 1.4) and the FIDE forms IT1 and IT3.
norms-tab = Norms
norms-title = Title norms
norms-intro = Each player's norm checks for the titles gained by norms (FIDE title regulations B.01 1.4). The kind of event and whether the pairings are predetermined are not in the event's data: choose them here.
norms-event-kind = Kind of event
norms-event-ordinary = other FIDE-rated event
norms-event-national = national championship (B.01 1.4.3a)
norms-event-national-team = national team championship (B.01 1.4.3b)
norms-event-zonal = zonal or sub-zonal tournament (B.01 1.4.3c)
norms-event-team = world or continental team or club championship (B.01 1.4.1b)
norms-event-world-cup = World Cup or Women's World Cup (B.01 1.4.1b)
norms-round-robin = predetermined pairings (round robin)
norms-check = Check
norms-forms = FIDE forms
norms-forms-help = The forms are FIDE's, in English. The organiser and the chief arbiter's FIDE ID come from the event's settings; the signatures are left blank.
norms-it3 = Tournament report (IT3)
norms-it1 = Certificate (IT1)
norms-pdf = PDF
norms-html = HTML
norms-achieved-count = { $count ->
        [one] { $count } norm achieved
       *[other] { $count } norms achieved
    }
norms-achieved = Norms achieved
norms-missed = Norms missed
norms-missed-help = Every title a player may gain and has not, with the reason for each criterion missed.
norms-none = No player has made a norm.
norms-no-players = The event has no players yet.
norms-col-player = Player
norms-col-title = Title
norms-col-games = Games
norms-col-score = Score
norms-col-average = Ra
norms-col-performance = Rp
norms-col-criteria = Criteria met
norms-col-reasons = Why not
norms-col-forms = Forms
norms-counts-as = { $count ->
        [one] counts as { $count } game
       *[other] counts as { $count } games
    }
norms-met = met
norms-not-met = not met
norms-crit-games = games
norms-crit-score = score
norms-crit-titled = titled opponents
norms-crit-holders = { $title } opponents
norms-crit-foreign = foreign federations
norms-crit-own = own federation
norms-crit-one = one federation
norms-crit-average = average rating
norms-crit-performance = performance
norms-value-need = { $value } (need { $need })
norms-value-most = { $value } (at most { $max })
norms-value-exempt = { $value } (exempt, { $article })
norms-value-score = { $score } ({ $percent } %)
norms-why-games = { $more ->
        [one] needs { $more } more game ({ $counted } of { $required } counted)
       *[other] needs { $more } more games ({ $counted } of { $required } counted)
    }
norms-why-score = score { $percent } % < 35 %
norms-why-titled = { $more ->
        [one] needs { $more } more titled opponent ({ $count } of { $required })
       *[other] needs { $more } more titled opponents ({ $count } of { $required })
    }
norms-why-holders = { $more ->
        [one] needs { $more } more { $title } opponent ({ $count } of { $required })
       *[other] needs { $more } more { $title } opponents ({ $count } of { $required })
    }
norms-why-foreign = { $more ->
        [one] needs opponents from { $more } more federation other than { $own } ({ $count } of 2)
       *[other] needs opponents from { $more } more federations other than { $own } ({ $count } of 2)
    }
norms-why-own = { $count } opponents from { $own }, at most { $max } allowed
norms-why-one = { $count } opponents from { $federation }, at most { $max } allowed
norms-why-average = average rating { $value } < { $min }
norms-why-performance = performance { $value } < { $min }
norms-route-all = all games played
norms-route-up-to = games up to round { $round } (B.01 1.4.1e)
norms-route-without = without the wins against { $players } (B.01 1.4.1f)
norms-route-up-to-without = games up to round { $round } without the wins against { $players } (B.01 1.4.1e, f)
norms-route-eight-of-nine = 8 games of 9 rounds, counting as 9 (B.01 1.4.1c; once per application)
norms-route-forfeit = the last round's forfeit win counted as a loss (B.01 1.4.2c)
norms-error-event = Unknown kind of event: { $value }
norms-error-go = Title norms are for chess events.
norms-error-fide-id = The chief arbiter's FIDE ID is a number: { $value }
norms-organiser = Organiser
norms-chief-arbiter-fide-id = Chief arbiter's FIDE ID
