# Die Titelnormen am Schiedsrichtertisch (FIDE-Titelordnung B.01 1.4) und die FIDE-Formulare IT1 und IT3.
norms-tab = Normen
norms-title = Titelnormen
norms-intro = Die Normprüfung jedes Spielers für die Titel, die durch Normen erworben werden (FIDE-Titelordnung B.01 1.4). Die Art des Turniers und ob die Paarungen vorab feststehen, stehen nicht in den Daten des Turniers: Wählen Sie sie hier.
norms-event-kind = Art des Turniers
norms-event-ordinary = anderes FIDE-gewertetes Turnier
norms-event-national = nationale Meisterschaft (B.01 1.4.3a)
norms-event-national-team = nationale Mannschaftsmeisterschaft (B.01 1.4.3b)
norms-event-zonal = Zonen- oder Subzonenturnier (B.01 1.4.3c)
norms-event-team = Welt- oder Kontinentalmeisterschaft für Mannschaften oder Vereine (B.01 1.4.1b)
norms-event-world-cup = Weltpokal oder Frauen-Weltpokal (B.01 1.4.1b)
norms-round-robin = vorab feststehende Paarungen (Rundenturnier)
norms-check = Prüfen
norms-forms = FIDE-Formulare
norms-forms-help = Die Formulare sind die der FIDE, auf Englisch. Der Veranstalter und die FIDE-ID des Hauptschiedsrichters kommen aus den Einstellungen des Turniers; die Unterschriften bleiben leer.
norms-it3 = Turnierbericht (IT3)
norms-it1 = Bescheinigung (IT1)
norms-pdf = PDF
norms-html = HTML
norms-achieved-count = { $count ->
        [one] { $count } Norm erfüllt
       *[other] { $count } Normen erfüllt
    }
norms-achieved = Erfüllte Normen
norms-missed = Verfehlte Normen
norms-missed-help = Jeder Titel, den ein Spieler erwerben kann und nicht hat, mit dem Grund für jedes verfehlte Kriterium.
norms-none = Kein Spieler hat eine Norm erfüllt.
norms-no-players = Das Turnier hat noch keine Spieler.
norms-col-player = Spieler
norms-col-title = Titel
norms-col-games = Partien
norms-col-score = Punkte
norms-col-average = Ra
norms-col-performance = Rp
norms-col-criteria = Erfüllte Kriterien
norms-col-reasons = Warum nicht
norms-col-forms = Formulare
norms-counts-as = { $count ->
        [one] zählt als { $count } Partie
       *[other] zählt als { $count } Partien
    }
norms-met = erfüllt
norms-not-met = nicht erfüllt
norms-crit-games = Partien
norms-crit-score = Punkte
norms-crit-titled = Gegner mit Titel
norms-crit-holders = Gegner mit Titel { $title }
norms-crit-foreign = fremde Föderationen
norms-crit-own = eigene Föderation
norms-crit-one = eine Föderation
norms-crit-average = Elo-Durchschnitt
norms-crit-performance = Leistung
norms-value-need = { $value } (nötig { $need })
norms-value-most = { $value } (höchstens { $max })
norms-value-exempt = { $value } (befreit, { $article })
norms-value-score = { $score } ({ $percent } %)
norms-why-games = { $more ->
        [one] es fehlt { $more } Partie ({ $counted } von { $required } gezählt)
       *[other] es fehlen { $more } Partien ({ $counted } von { $required } gezählt)
    }
norms-why-score = { $percent } % der Punkte < 35 %
norms-why-titled = { $more ->
        [one] es fehlt { $more } Gegner mit Titel ({ $count } von { $required })
       *[other] es fehlen { $more } Gegner mit Titel ({ $count } von { $required })
    }
norms-why-holders = { $more ->
        [one] es fehlt { $more } Gegner mit Titel { $title } ({ $count } von { $required })
       *[other] es fehlen { $more } Gegner mit Titel { $title } ({ $count } von { $required })
    }
norms-why-foreign = { $more ->
        [one] es fehlen Gegner aus { $more } weiteren Föderation außer { $own } ({ $count } von 2)
       *[other] es fehlen Gegner aus { $more } weiteren Föderationen außer { $own } ({ $count } von 2)
    }
norms-why-own = { $count } Gegner aus { $own }, höchstens { $max } erlaubt
norms-why-one = { $count } Gegner aus { $federation }, höchstens { $max } erlaubt
norms-why-average = Elo-Durchschnitt { $value } < { $min }
norms-why-performance = Leistung { $value } < { $min }
norms-route-all = alle gespielten Partien
norms-route-up-to = die Partien bis Runde { $round } (B.01 1.4.1e)
norms-route-without = ohne die Siege gegen { $players } (B.01 1.4.1f)
norms-route-up-to-without = die Partien bis Runde { $round } ohne die Siege gegen { $players } (B.01 1.4.1e, f)
norms-route-eight-of-nine = 8 Partien in 9 Runden, zählt als 9 (B.01 1.4.1c; einmal je Antrag)
norms-route-forfeit = der kampflose Sieg der letzten Runde als Niederlage gezählt (B.01 1.4.2c)
norms-error-event = Unbekannte Art des Turniers: { $value }
norms-error-go = Titelnormen gibt es nur für Schachturniere.
norms-error-fide-id = Die FIDE-ID des Hauptschiedsrichters ist eine Zahl: { $value }
norms-organiser = Veranstalter
norms-chief-arbiter-fide-id = FIDE-ID des Hauptschiedsrichters
