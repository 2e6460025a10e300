# Die Erläuterungen der Paarungsprogramme: was jedes Kriterium verlangt, und die Sätze, die
# sagen, warum eine Paarung von der natürlichen abweicht. Regelverweise (C.04.3 2.3.4 [C12],
# 29E5b) bleiben so, wie die Regeln sie schreiben.

## Was jedes Kriterium verlangt, nach System

pairing-crit-amalfi-order = Spieler nach Punkten, dann nach Wertung geordnet (Amalfi-Farbe: dann nach Farbbedarf)
pairing-crit-amalfi-distance = der Spieler auf Rang k trifft den, der R Plätze tiefer steht, R die verbleibenden Runden; sonst einen näheren, dann einen entfernteren
pairing-crit-burstein-b1 = zwei Spieler, die schon gegeneinander gespielt haben, werden nicht erneut gepaart
pairing-crit-burstein-prohibited = die Spieler dürfen nicht gegeneinander gepaart werden
pairing-crit-burstein-absolute = zwei Spieler mit derselben absoluten Farbpräferenz treffen nicht aufeinander
pairing-crit-burstein-bye = das paarungsbedingte Freilos erhält der tiefste Spieler, der noch keines hatte und nicht kampflos gewann
pairing-crit-burstein-complete = jeder verbleibende Spieler muss noch paarbar sein, mit höchstens einem Floater je Punktgruppe
pairing-crit-burstein-due-colour = Spieler sollten Gegner mit der anderen fälligen Farbe treffen
pairing-crit-burstein-opposition = der erste Spieler wird mit dem letzten gepaart, der zweite mit dem vorletzten und so weiter
pairing-crit-burstein-colours = Farbzuteilung
pairing-crit-double-swiss-met = zwei Spieler treffen nicht in mehr als einem Match aufeinander (ein von einem Spieler kampflos verlorenes Match zählt nicht)
pairing-crit-double-swiss-prohibited = die Spieler dürfen nicht gegeneinander gepaart werden
pairing-crit-double-swiss-bye = kein paarungsbedingtes Freilos nach einem paarungsbedingten Freilos, einem kampflos gewonnenen Match oder einem Freilos mit vollem Punkt
pairing-crit-double-swiss-completion = die noch zu paarenden Spieler müssen paarbar sein
pairing-crit-double-swiss-fewest = die Zahl der Aufwärts-Floater minimieren
pairing-crit-double-swiss-scores = die Punktzahlen der Aufwärts-Floater maximieren
pairing-crit-double-swiss-next = die folgende Punktgruppe behält eine regelgerechte Gruppe mit den wenigsten Aufwärts-Floatern
pairing-crit-double-swiss-floated = die Aufwärts-Floater minimieren, die in der Vorrunde Floater waren
pairing-crit-double-swiss-opponents = die Gegner von Aufwärts-Floatern minimieren, die in der Vorrunde Floater waren
pairing-crit-double-swiss-upfloater-order = die erste Menge von Aufwärts-Floatern in der Reihenfolge von 3.5.4
pairing-crit-double-swiss-identifier = der erste Paarungsbezeichner in lexikografischer Reihenfolge
pairing-crit-double-swiss-pab = das paarungsbedingte Freilos: paarbarer Rest, niedrigste Punktzahl, die meisten gespielten Matches, größte TPN
pairing-crit-double-swiss-colours = Farben: Anfangsfarbe, weniger Weißpartien, Wechsel
pairing-crit-double-swiss-second-game = die zweite Partie eines Matches: dieselben Spieler mit vertauschten Farben, dieselben Freilose
pairing-crit-dubov-met = zwei Spieler, die schon gegeneinander gespielt haben, werden nicht erneut gepaart
pairing-crit-dubov-prohibited = die Spieler dürfen nicht gegeneinander gepaart werden
pairing-crit-dubov-absolute = keine Farbdifferenz über zwei und keine Farbe dreimal hintereinander
pairing-crit-dubov-upfloat = vor der letzten Runde steigt niemand zwei Runden hintereinander oder mehr als drei- (vier-)mal auf
pairing-crit-dubov-colours = Farbzuteilung: fällige Farben, Ausgleich, Wechsel, höhere ARO, niedrigere Wertung
pairing-crit-dubov-bye = das Freilos erhält der am niedrigsten gewertete Spieler der tiefsten Punktgruppe, der noch nicht kampflos gepunktet hat
pairing-crit-dubov-first = Runde 1: die obere Hälfte gegen die untere Hälfte
pairing-crit-dubov-order = Weiße nach aufsteigender ARO gegen Schwarze nach absteigender Wertung
pairing-crit-dubov-improve = ein Weißer, der den Schwarzen seiner Zeile nicht treffen darf, nimmt den ersten Schwarzen darunter, den er treffen darf
pairing-crit-dubov-float = Spieler, die in ihrer Gruppe nicht gepaart werden können, floaten in die nächste
pairing-crit-dubov-island = ein Spieler, der niemanden seiner Gruppe treffen darf, erhält einen Gegner aus der nächsttieferen Gruppe
pairing-crit-dubov-odd = eine ungerade Gruppe nimmt einen Spieler aus der nächsttieferen Gruppe
pairing-crit-dubov-danubian = eine ungerade Gruppe nimmt einen Spieler aus der nächsttieferen Gruppe und paart ihn sofort
pairing-crit-dubov-equalise = in jeder Gruppe so viele Spieler mit fälligem Weiß wie mit fälligem Schwarz
pairing-crit-dubov-floaters = Floater werden zuerst gepaart, jeder mit dem am höchsten gewerteten Spieler der anderen fälligen Farbe
pairing-crit-dutch-c1 = zwei Spieler spielen nicht mehr als einmal gegeneinander
pairing-crit-dutch-c2 = kein paarungsbedingtes Freilos für einen Spieler, der schon eines hatte oder kampflos gewonnen hat
pairing-crit-dutch-c3 = Nicht-Spitzenreiter mit derselben absoluten Farbpräferenz treffen nicht aufeinander
pairing-crit-dutch-prohibited = die Spieler dürfen nicht gegeneinander gepaart werden
pairing-crit-dutch-c4 = für alle noch nicht gepaarten Spieler muss eine regelgerechte Paarung bestehen
pairing-crit-dutch-c5 = die Punktzahl des Empfängers des paarungsbedingten Freiloses minimieren
pairing-crit-dutch-c6 = die Zahl der Abwärts-Floater minimieren
pairing-crit-dutch-c7 = die Punktzahlen der Abwärts-Floater minimieren
pairing-crit-dutch-c8 = die Abwärts-Floater so wählen, dass auch die nächste Gruppe gepaart werden kann
pairing-crit-dutch-c9 = die nicht gespielten Partien des Empfängers des paarungsbedingten Freiloses minimieren
pairing-crit-dutch-c10 = Spitzenreiter oder deren Gegner mit einer Farbdifferenz über 2 minimieren
pairing-crit-dutch-c11 = Spitzenreiter oder deren Gegner mit derselben Farbe dreimal hintereinander minimieren
pairing-crit-dutch-c12 = Spieler minimieren, die ihre Farbpräferenz nicht erhalten
pairing-crit-dutch-c13 = Spieler minimieren, die ihre starke Farbpräferenz nicht erhalten
pairing-crit-dutch-c14 = Abwärts-Floater der Gruppe minimieren, die in der Vorrunde abwärts gefloatet sind
pairing-crit-dutch-c15 = Gegner von MDPs minimieren, die in der Vorrunde aufwärts gefloatet sind
pairing-crit-dutch-c16 = Abwärts-Floater der Gruppe minimieren, die zwei Runden zuvor abwärts gefloatet sind
pairing-crit-dutch-c17 = Gegner von MDPs minimieren, die zwei Runden zuvor aufwärts gefloatet sind
pairing-crit-dutch-c18 = die Punktdifferenzen der MDPs minimieren, die in der Vorrunde abwärts gefloatet sind
pairing-crit-dutch-c19 = die Punktdifferenzen der Gegner von MDPs minimieren, die in der Vorrunde aufwärts gefloatet sind
pairing-crit-dutch-c20 = die Punktdifferenzen der MDPs minimieren, die zwei Runden zuvor abwärts gefloatet sind
pairing-crit-dutch-c21 = die Punktdifferenzen der Gegner von MDPs minimieren, die zwei Runden zuvor aufwärts gefloatet sind
pairing-crit-dutch-order = der erste Kandidat in der Erzeugungsreihenfolge (Transpositionen, Austausche, MDP-Mengen)
pairing-crit-dutch-colours = Farbzuteilung
pairing-crit-groups-separate = Spieler verschiedener Gruppen treffen nicht aufeinander
pairing-crit-groups-group-pairing = jede Gruppe wird für sich mit dem System des Turnierteils gepaart
pairing-crit-lim-met = kompatible Spieler haben noch nicht gegeneinander gespielt
pairing-crit-lim-prohibited = die Spieler dürfen nicht gegeneinander gepaart werden
pairing-crit-lim-limits = keine Farbe drei Runden hintereinander, nie drei Partien mehr mit einer Farbe (Artikel 6: nicht zwischen gleichen Punktzahlen in der letzten Runde)
pairing-crit-lim-bye = das Freilos erhält der Spieler mit dem tiefsten Rang in der tiefsten Punktgruppe
pairing-crit-lim-first-bye = Runde 1: das Freilos erhält der am niedrigsten gewertete Spieler
pairing-crit-lim-first = Runde 1: die obere Hälfte gegen die untere Hälfte, Farben ausgelost
pairing-crit-lim-order = von oben abwärts bis zur Mitte, von unten aufwärts bis zu ihr, die mittlere Punktgruppe zuletzt
pairing-crit-lim-float = Spieler, die eine Punktgruppe nicht paaren kann, oder einer, um sie gerade zu machen, floaten zur Mitte hin
pairing-crit-lim-floaters = Floater werden zuerst gepaart, jeder mit dem ersten Spieler der anderen fälligen Farbe
pairing-crit-lim-exchange = obere Hälfte gegen untere Hälfte; ein unverträglicher Gegner wird in der Reihenfolge von 4.2 ausgetauscht
pairing-crit-lim-colour-exchange = Gegner werden ausgetauscht, damit jeder Spieler möglichst seine fällige Farbe erhält
pairing-crit-lim-crack = eine blockierte mittlere Punktgruppe nimmt die Paarungen ihrer Nachbarn zurück
pairing-crit-lim-colours = Farbzuteilung: Grenzen, fällige Farben, die Farbfolgen, der Rang und die Mitte
pairing-crit-swiss-team-met = zwei Mannschaften spielen nicht mehr als einmal gegeneinander (ein kampflos entschiedener Wettkampf zählt nicht)
pairing-crit-swiss-team-prohibited = die Mannschaften dürfen nicht gegeneinander gepaart werden
pairing-crit-swiss-team-bye = kein paarungsbedingtes Freilos nach einem paarungsbedingten Freilos, einem kampflos gewonnenen Wettkampf oder einem Freilos mit vollem Punkt
pairing-crit-swiss-team-completion = die noch zu paarenden Mannschaften müssen paarbar sein
pairing-crit-swiss-team-fewest = die Zahl der Aufwärts-Floater minimieren
pairing-crit-swiss-team-scores = die Punktdifferenzen in Paaren mit Aufwärts-Floatern minimieren (größte zuerst)
pairing-crit-swiss-team-next = die folgende Punktgruppe behält eine regelgerechte Gruppe mit den wenigsten Aufwärts-Floatern
pairing-crit-swiss-team-floated = außer in den letzten zwei Runden die Aufwärts-Floater minimieren, die in der Vorrunde Floater waren
pairing-crit-swiss-team-colour = die Mannschaften minimieren, deren Farbpräferenz nicht erfüllt wird
pairing-crit-swiss-team-strong = die Mannschaften minimieren, deren starke Farbpräferenz nicht erfüllt wird (Typ B)
pairing-crit-swiss-team-opponents = außer in den letzten zwei Runden die Gegner von Aufwärts-Floatern minimieren, die in der Vorrunde Floater waren
pairing-crit-swiss-team-upfloater-order = die erste Menge von Aufwärts-Floatern in der Reihenfolge von 3.5.3 und 3.5.4
pairing-crit-swiss-team-identifier = der erste Paarungsbezeichner in lexikografischer Reihenfolge
pairing-crit-swiss-team-pab = das paarungsbedingte Freilos: paarbarer Rest, niedrigste Punktzahl, die meisten gespielten Wettkämpfe, größte TPN
pairing-crit-swiss-team-colours = Farben: erstgenannte Mannschaft, Anfangsfarbe, Präferenzen, Farbdifferenz, Wechsel
pairing-crit-team-schedule-schedule = die Partie, die der feste Spielplan für die Runde vorsieht
pairing-crit-uscf-no-rematch = kein Spieler wird zweimal mit demselben Gegner gepaart
pairing-crit-uscf-prohibited = die Spieler dürfen nicht gegeneinander gepaart werden
pairing-crit-uscf-equal-scores = Spieler mit gleicher Punktzahl werden gepaart; der überzählige Spieler rückt in die nächste Punktgruppe
pairing-crit-uscf-halves = die obere Hälfte einer Punktgruppe wird in Ranglistenfolge gegen die untere gepaart; ein abgestiegener Spieler trifft den am höchsten gewerteten Spieler, gegen den er spielen darf
pairing-crit-uscf-odd-player = der überzählige Spieler ist der am niedrigsten gewertete der Punktgruppe, kein Spieler ohne Wertung, wenn die Paarung es erlaubt
pairing-crit-uscf-three-in-a-row = kein Spieler erhält dieselbe Farbe dreimal hintereinander oder zwei Partien mehr mit einer Farbe, wenn vermeidbar
pairing-crit-uscf-equalization = Farben werden ausgeglichen, durch Transpositionen und Austausche innerhalb von 200 Wertungspunkten
pairing-crit-uscf-team = Mannschaftskameraden, Mitschüler und Verwandte werden nicht gepaart, wenn vermeidbar
pairing-crit-uscf-alternation = Farben wechseln, durch Transpositionen und Austausche innerhalb von 80 Wertungspunkten
pairing-crit-uscf-switches = eine Transposition innerhalb von 80 Punkten vor jedem Austausch, sonst die kleinere Umstellung
pairing-crit-uscf-colours = die fällige Farbe jedes Spielers; Ausgleich vor Wechsel, dann der höher eingestufte Spieler
pairing-crit-uscf-bye = das Freilos erhält der am niedrigsten gewertete Spieler der tiefsten Punktgruppe, der weder Freilos noch kampflosen Sieg mit vollem Punkt hatte, kein Spieler ohne Wertung
pairing-crit-vega-met = zwei Spieler, die schon gegeneinander gespielt haben, werden nicht erneut gepaart
pairing-crit-vega-prohibited = die Spieler dürfen nicht gegeneinander gepaart werden
pairing-crit-vega-absolute = beide Spieler haben dieselbe absolute Farbpräferenz (Farbdifferenz ±2 oder zweimal hintereinander dieselbe Farbe)
pairing-crit-vega-bye = das Freilos erhält der am tiefsten platzierte Spieler, der noch nicht kampflos gepunktet hat
pairing-crit-vega-rest = das Paar ließe Spieler weiter unten ohne regelgerechten Gegner
pairing-crit-vega-float = ein Spieler, der in seiner Punktgruppe nicht gepaart werden kann, floatet in die nächste
pairing-crit-vega-colours = Farben nach den Spalten, sonst beide Präferenzen, die stärkere, die letzte Differenz, der höher platzierte Spieler
pairing-crit-vega-vega-first = Runde 1: 1 trifft n/2 + 1, 2 trifft n/2 + 2, ...
pairing-crit-vega-vega-order = Weiße nach Punkten und aufsteigender Buchholz gegen Schwarze nach Punkten und absteigender Buchholz, Zeile für Zeile
pairing-crit-vega-vega-improve = ein Weißer, der den Schwarzen seiner Zeile nicht treffen darf, nimmt den ersten Schwarzen darunter, dann darüber, dann einen Weißen
pairing-crit-vega-ranked-order = S1 gegen S2, Spieler nach Punkten, Buchholz, Sonneborn-Berger geordnet
pairing-crit-roundrobin-berger = die Paarungen und Farben der Berger-Tabelle

## Warum das Programm von der natürlichen Paarung abweicht

pairing-dev-none = keiner
pairing-dev-value = { $value }
pairing-dev-may-not-meet = { $a } und { $b } dürfen nicht gegeneinander spielen
pairing-dev-dutch-not-natural = { $a } - { $b } wird nicht gepaart: die natürliche Paarung ist bei { $code } schlechter
pairing-dev-then = { $first }; { $rest }
pairing-dev-burstein-rather = { $player } wird mit { $partner } statt mit { $natural } gepaart, der weiter unten in der Gruppe steht ({ $why })
pairing-dev-groups-own = Gruppe { $group }: für sich gepaart
pairing-dev-groups-odd = auch Gruppe { $group } ist ungerade: { $player } erhält ihr Freilos, erfasst als Freilos mit vollem Punkt, da eine Runde nur ein paarungsbedingtes Freilos kennt
pairing-dev-schedule-board = Brett { $board }: { $white } - { $black } ({ $table })
pairing-dev-scheveningen-table = Scheveninger Tabelle für { $boards } Bretter ({ $kind ->
        [published] veröffentlicht
       *[constructed] konstruiert
    }), Runde { $round }
pairing-dev-hilton-table = Hilton-Tabelle für { $teams } Mannschaften zu { $boards } Brettern, Runde { $round }
pairing-dev-upfloat-bye = { $player } erhält das paarungsbedingte Freilos (Punktzahl { $score }, { $matches ->
        [one] { $matches } Wettkampf gespielt
       *[other] { $matches } Wettkämpfe gespielt
    })
pairing-dev-upfloat-bye-passed = übergangen, weil sonst nicht alle anderen gepaart werden konnten (3.4.1): { $players }
pairing-dev-upfloat-bye-barred = dürfen es nicht erhalten ([C2]): { $players }
pairing-dev-upfloat-odd = die oberste Punktgruppe hat eine ungerade Zahl von { $who ->
        [teams] Mannschaften
       *[players] Spielern
    }
pairing-dev-upfloat-fewer = die oberste Punktgruppe mit { $count } lässt sich nicht mit weniger paaren
pairing-dev-upfloat-fewest = { $count ->
        [one] { $count } Aufwärts-Floater
       *[other] { $count } Aufwärts-Floater
    }: { $why }
pairing-dev-upfloat-scores = Punktzahlen der Aufwärts-Floater: { $scores } (die höchste Punktzahl unter der obersten Punktgruppe ist { $below ->
        [none] keine
       *[other] { $below }
    })
pairing-dev-upfloat-next = keine Menge von Aufwärts-Floatern lässt die folgende Punktgruppe ihre Gruppe mit den wenigsten Aufwärts-Floatern bilden
pairing-dev-upfloat-floated = { $players } { $previous ->
        [match] floateten im vorigen Match
       *[round] floateten in der Vorrunde
    } und konnten nicht verschont werden
pairing-dev-upfloat-order = { $players } steigen auf: die erste solche Menge in der Reihenfolge von 3.5.4 ({ $examined ->
        [one] { $examined } Menge geprüft
       *[other] { $examined } Mengen geprüft
    })
pairing-dev-double-swiss-spare = der erste Bezeichner weicht von „obere Hälfte gegen untere Hälfte“ ab, um Aufwärts-Floatern Gegner zu ersparen, die gefloatet sind ([C8])
pairing-dev-double-swiss-blocked = „obere Hälfte gegen untere Hälfte“ ist blockiert: { $pairs }; der erste regelgerechte Bezeichner wird genommen
pairing-dev-double-swiss-c8 = { $count ->
        [one] { $count } Aufwärts-Floater trifft
       *[other] { $count } Aufwärts-Floater treffen
    } einen Gegner, der im vorigen Match gefloatet ist
pairing-dev-double-swiss-game-two = Partie 2 des in Runde { $round } gepaarten Matches: dieselben Paare mit vertauschten Farben; ein paarungsbedingtes Freilos bringt die Punkte eines Remis (1.4)
pairing-dev-double-swiss-bye-game-two = ein nur für Partie 2 beantragtes Freilos wird nicht gewährt (Freilose gelten für ganze Matches): { $players }; die Partie als kampflos verloren erfassen
pairing-dev-swiss-team-blocked = „obere Hälfte gegen untere Hälfte“ ist blockiert: { $pairs }; der erste Bezeichner, der [C1] erfüllt, wird genommen
pairing-dev-swiss-team-colours = der erste Bezeichner ließe { $colour } Farbpräferenz(en), { $strong } starke Präferenz(en) und { $floated } gefloatete Gegner von Aufwärts-Floatern ([C8], [C9], [C10]) unerfüllt; der erste Bezeichner mit { $colour-now }, { $strong-now } und { $floated-now } wird genommen
pairing-dev-vega-refusal-met = schon gegeneinander gespielt, C.04.1 b
pairing-dev-vega-refusal-prohibited = verbotene Paarung, C.04.2
pairing-dev-vega-refusal-absolute = dieselbe absolute Farbpräferenz, C.04.1 f, g
pairing-dev-vega-refusal-rest = Spieler weiter unten blieben ohne regelgerechten Gegner
pairing-dev-vega-tried = { $player } ({ $why })
pairing-dev-vega-more = { " " }und { $count } weitere
pairing-dev-vega-instead = { $player } trifft stattdessen { $partner }
pairing-dev-vega-floats = { $player } floatet in die nächste Punktgruppe
pairing-dev-vega-cannot-meet = { $player } kann nicht gegen { $tried }{ $more } spielen; { $outcome } ({ $article })
pairing-dev-vega-no-opponent = { $player } hat in der Punktgruppe keinen Gegner mehr und floatet in die nächste
pairing-dev-vega-rows = { $whites } Weiße gegen { $blacks } Schwarze, Zeile für Zeile
pairing-dev-uscf-team-mates-paired = Mannschaftskameraden { $a } und { $b } gepaart: keine Umstellung innerhalb der Grenzen trennt sie, ohne den Farbausgleich zu verschlechtern (28N)
pairing-dev-uscf-have-met = { $a } und { $b } haben schon gegeneinander gespielt (27A1)
pairing-dev-uscf-team-mates-apart = Mannschaftskameraden { $a } und { $b } nicht gepaart (28N)
pairing-dev-uscf-groups-pair = damit die Punktgruppen aufgehen (27A2, 29D1b)
pairing-dev-uscf-equalize = für den Farbausgleich, innerhalb von 200 Punkten (29E5b)
pairing-dev-uscf-alternate = für den Farbwechsel, innerhalb von 80 Punkten (29E5a)
pairing-dev-uscf-switch = { $kind ->
        [transposed] Transposition von
       *[interchanged] Austausch von
    } { $a } und { $b } ({ $size } Punkte): { $player } trifft { $partner } statt { $natural }; { $why }
pairing-dev-uscf-moves-on = { $player } rückt in die nächste Punktgruppe: hier kein Gegner (27A1, 29D1b)
pairing-dev-uscf-dropped = { $player } rückt in die nächste Punktgruppe ab (29D1a)
pairing-dev-uscf-dropped-instead = { $player } rückt statt { $lowest }, dem am niedrigsten gewerteten, ab, damit die Farben besser aufgehen (29D1b)
pairing-dev-uscf-dropped-better = { $player } rückt in die nächste Punktgruppe ab, damit die Gruppen aufgehen oder die Farben besser werden (29D1b)
pairing-dev-uscf-together = zusammen mit allen tieferen Punktgruppen gepaart, damit alle weiter unten gepaart werden können (27A1)
pairing-dev-receives-bye = { $player } erhält das paarungsbedingte Freilos
pairing-dev-lim-why-met = sie haben schon gegeneinander gespielt
pairing-dev-lim-why-prohibited = eine verbotene Paarung
pairing-dev-lim-why-colour = keine Farbe innerhalb der Grenzen von 5.1
pairing-dev-lim-why-rest = der Rest der Gruppe hätte nicht gepaart werden können
pairing-dev-lim-above = die Punktgruppen über der Mitte werden von oben nach unten gepaart
pairing-dev-lim-below = die Punktgruppen unter der Mitte werden von unten nach oben gepaart
pairing-dev-lim-taken-back = { $a } - { $b } wird zurückgenommen: die mittlere Punktgruppe konnte nicht vervollständigt werden
pairing-dev-lim-join-median = { $a } und { $b } kommen von der { $side ->
        [lower] unteren
       *[higher] oberen
    } Seite in die mittlere Punktgruppe (2.6)
pairing-dev-lim-first = Runde 1: die obere Hälfte gegen die untere Hälfte, der erste Spieler mit { $colour ->
        [white] Weiß
       *[black] Schwarz
    } durch Los
pairing-dev-lim-median-last = die mittlere Punktgruppe wird zuletzt gepaart, abwärts
pairing-dev-lim-floater = Floater { $player } (von { $score } Punkten) wird mit { $partner } gepaart
pairing-dev-lim-colour-exchange = { $player } trifft { $partner } statt { $natural }, damit beide ihre fällige Farbe erhalten
pairing-dev-lim-type = Typ { $type }: { $type ->
        [a] ein Floater, ohne
        [b] ein Floater, mit
        [c] aus der Gruppe, ohne
       *[d] aus der Gruppe, mit
    } verträglichen Gegner in der nächsten Punktgruppe
pairing-dev-lim-not-floated = ist in der Vorrunde nicht gefloatet
pairing-dev-lim-majority = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } fällig, die Farbe, die mehr Spielern zusteht
pairing-dev-lim-floats = { $player } floatet { $way ->
        [up] aufwärts
       *[down] abwärts
    } in die nächste Punktgruppe ({ $why })
pairing-dev-lim-reason = { $player }: { $why }
pairing-dev-lim-exchange = { $player } wird { $proposed } zugedacht, trifft aber { $partner } ({ $why })
pairing-dev-dubov-floater = Floater { $player } mit { $partner } gepaart
pairing-dev-dubov-island = { $player } darf niemanden der Gruppe treffen (Insel): { $partner } steigt von { $score } Punkten auf, um gegen ihn zu spielen
pairing-dev-dubov-island-floats = { $player } darf niemanden der Gruppe treffen, und niemand von unten kann aufsteigen: er floatet
pairing-dev-dubov-danubian = die Gruppe ist ungerade und { $colour ->
        [white] fälliges Weiß
       *[black] fälliges Schwarz
    } überwiegt: { $player } steigt von { $score } Punkten auf und trifft { $partner }, den am niedrigsten gewerteten Spieler mit { $colour ->
        [white] fälligem Weiß
       *[black] fälligem Schwarz
    }
pairing-dev-dubov-odd = die Gruppe ist ungerade und { $colour ->
        [white] fälliges Weiß
       *[black] fälliges Schwarz
    } überwiegt: { $player } steigt von { $score } Punkten auf
pairing-dev-dubov-order = Weiße nach aufsteigender ARO: { $whites }; Schwarze nach absteigender Wertung: { $blacks }
pairing-dev-dubov-floats = { $player } kann in der Gruppe nicht gepaart werden: er floatet
pairing-dev-dubov-set-aside = { $player } steigt auf, obwohl 2.1 ihn unten hielte: niemand sonst kann es (Vega-Handbuch, Anhang E)
pairing-dev-dubov-equalise = { $player } wechselt von den { $from ->
        [white] Weißen zu den Schwarzen
       *[black] Schwarzen zu den Weißen
    }{ $bound ->
        [yes] { " " }(an seine Farbe gebunden, aber zu wenige andere dürfen wechseln)
       *[no] { "" }
    }
pairing-dev-dubov-shed = { $player } floatet in die nächste Gruppe, damit alle gepaart werden können
pairing-dev-dubov-why-forbidden = sie dürfen nicht gegeneinander spielen ({ $code })
pairing-dev-dubov-why-paired = { $player } ist schon gepaart
pairing-dev-dubov-why-later = sonst könnte ein späterer Spieler nicht gepaart werden
pairing-dev-dubov-instead = { $player } trifft { $partner } statt { $natural }: { $why }
pairing-dev-roundrobin-absent = { $player } fehlt in Runde { $round } ({ $kind ->
        [pairing] paarungsbedingtes Freilos
        [full] Freilos mit vollem Punkt
        [half] Freilos mit halbem Punkt
       *[zero] Freilos ohne Punkt
    }); { $other }, gegen { $player } an Brett { $board } gelost, hat in dieser Runde keine Partie
pairing-dev-roundrobin-withdrawn = { $player } hat zurückgezogen und behält seinen Tabellenplatz: die Partie gegen { $other } an Brett { $board } ist kampflos verloren

## Die Terme der Kostenfunktion für Go (OpenGotha)

pairing-go-term-duplicate = Wiederholung
pairing-go-term-random = Zufall
pairing-go-term-colour = Farbe
pairing-go-term-category = Kategorie
pairing-go-term-score = Punkte
pairing-go-term-draw = Floaten
pairing-go-term-seeding = Setzung
pairing-go-term-handicap = Handicap
pairing-go-term-geography = Geografie

## The key ordering a bracket, per player (its parts joined by commas)
pairing-key = { $parts }
pairing-key-lim-due = erwartet { $colour ->
        [white] Weiß
       *[black] Schwarz
    } (Farben { $history })
pairing-key-no-game = noch keine Partie
pairing-key-lim-may-not = darf nicht { $colour ->
        [white] Weiß
       *[black] Schwarz
    } haben (5.1)
pairing-key-floated = in der vorigen Runde gefloatet
pairing-key-rating = Wertung { $rating }
pairing-key-lim-moved = aus der Gruppe mit { $score } Punkten { $way ->
        [down] herabgefloatet
       *[up] heraufgefloatet
    }
pairing-key-lim-type = floatet weiter als Typ { $type }
pairing-key-score = Punkte { $score }
pairing-key-unrated = ohne Wertung
pairing-key-colours = Farben { $history }
pairing-key-aro = ARO { $aro }
pairing-key-vega-number = Nummer { $number }
pairing-key-vega-row = { $column ->
        [white] Weiß-Spalte
       *[black] Schwarz-Spalte
    }, Zeile { $row }: Punkte { $score }, Buchholz { $buchholz }
pairing-key-vega-across = in die andere Spalte gewechselt, um die Spalten auszugleichen
pairing-key-ranked = { $side }: Punkte { $score }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }, Wertung { $rating }
pairing-key-amalfi = Platz { $place }: Punkte { $score }, Wertung { $rating }{ $need ->
        [white] , braucht Weiß ({ $by })
        [black] , braucht Schwarz ({ $by })
       *[none] { "" }
    }; natürlicher Gegner auf Platz { $natural }
pairing-key-dubov-due = erwartet { $colour ->
        [white] Weiß
       *[black] Schwarz
    }
pairing-key-dubov-must = muss { $colour ->
        [white] Weiß
       *[black] Schwarz
    } haben
pairing-key-dubov-may-not-rise = darf nicht heraufgefloatet werden (2.1)
pairing-key-dubov-moved-up = aus der Gruppe mit { $score } Punkten heraufgefloatet
pairing-key-burstein = SB { $sb } BH { $bh } Median { $median }
pairing-key-uscf-due = erwartet { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ({ $why ->
        [equalization] Ausgleich
       *[alternation] Wechsel
    })
pairing-key-uscf-no-colour = noch keine Farbe
pairing-key-uscf-teams = { $teams }
pairing-key-matches = { $count ->
        [one] { $count } Wettkampf gespielt
       *[other] { $count } Wettkämpfe gespielt
    }
pairing-key-whites = { $count } × Weiß
pairing-key-floated-match = im vorigen Wettkampf gefloatet
pairing-key-secondary = Zweitwertung { $score }
pairing-key-colour-difference = Farbdifferenz { $difference }
pairing-key-team-preference = Farbwunsch { $colour ->
        [white] { $strength ->
            [strong] stark Weiß
            [mild] schwach Weiß
           *[plain] Weiß
        }
        [black] { $strength ->
            [strong] stark Schwarz
            [mild] schwach Schwarz
           *[plain] Schwarz
        }
       *[none] keiner
    }
pairing-key-fictitious = { $total } = { $real } + { $fictitious } fiktiv
pairing-key-accelerated = { $key }; Paarungspunkte { $split }

## Why a fixed schedule or a Go round cannot be paired
pairing-refused-double-swiss-last = Runde { $round } würde einen Wettkampf ohne zweite Partie eröffnen: Ein Double-Swiss-Turnier plant eine gerade Rundenzahl, zwei je Wettkampf (C.04.5, Präambel)
pairing-refused-go-no-round = Runde { $round } ist keine Runde dieses Turniers (1 bis { $rounds })
pairing-refused-go-score = Paarung nach { $score } wird nicht unterstützt (McMahon-Punkte oder Zahl der Siege)
pairing-refused-go-odd-bye = Es bleibt eine ungerade Zahl von Spielern zu paaren, und Runde { $round } hat ihr Freilos schon
pairing-go-team-none = es gibt keine Mannschaft { $team }
pairing-go-team-itself = eine Mannschaft kann nicht gegen sich selbst spielen
pairing-go-team-incomplete = die Mannschaft { $team } ist in Runde { $round } nicht vollständig: jedes Brett braucht einen endgültig angemeldeten Spieler, der teilnimmt
pairing-go-team-paired = die Mannschaft { $team } spielt in Runde { $round } schon
pairing-go-team-met = die Mannschaften { $a } und { $b } trafen schon in Runde { $round } aufeinander
pairing-go-team-no-match = Runde { $round }: keine zwei vollständigen Mannschaften sind frei, gegeneinander zu spielen
pairing-refused-roundrobin-few = Ein Rundenturnier braucht mindestens zwei Spieler, nicht { $count }
pairing-refused-roundrobin-many = Ein Rundenturnier mit { $count } Spielern ist größer als die unterstützten { $max }
pairing-refused-roundrobin-variant = unbekannte Rundenturnier-Variante „{ $variant }“ (bekannt: fide, standard, adjusted, rotate=R)
pairing-refused-roundrobin-odd-rotation = rotate={ $rotate }: Der Zyklus muss bei einer geraden Runde der Tabelle beginnen
pairing-refused-roundrobin-beyond = rotate={ $rotate }: Die Tabelle mit { $table } Nummern hat nur { $rounds } Runden
pairing-refused-team-no-players = Ein fester Mannschaftsplan braucht Mannschaften mit Spielern (TRF26-Sätze 310 oder im Turnier gemeldete Mannschaften)
pairing-refused-scheveningen-teams = Ein Scheveningen-Wettkampf wird von zwei Mannschaften gespielt, nicht von { $count }
pairing-refused-scheveningen-rounds = Ein Scheveningen-Wettkampf an { $boards } Brettern hat { $boards } Runden
pairing-refused-scheveningen-size = Ein Scheveningen-Wettkampf braucht Mannschaften mit 1 bis { $max } Spielern, nicht { $count }
pairing-refused-hilton-teams = Hilton-Tabellen gibt es für 3 bis 10 Mannschaften, nicht für { $count }
pairing-refused-hilton-boards = Eine Mannschaft braucht 1 bis 99 Bretter, nicht { $count }
pairing-refused-hilton-rounds = Ein Hilton-Jamboree hat { $rounds } Runden

## Eine nicht lesbare Beschleunigung (`SYSTEM+SPEC`).
pairing-refused-accel-unknown = unbekannte Beschleunigung { $spec } (erwartet: baku, haley, progressive oder groups=...)
pairing-refused-accel-number = { $what ->
        [rating] Wertung
        [points] Punkte
       *[last-round] letzte Runde
    }: { $found } ist keine gültige Zahl
pairing-refused-accel-group = die Wertungsgruppe { $group } muss UNTERGRENZE:PUNKTE lauten, z. B. 2200:1
pairing-refused-accel-floors = die progressiven Untergrenzen { $floors } müssen A,C lauten (Wertungsuntergrenzen der Gruppen A und C), z. B. progressive=2000,1600
pairing-refused-accel-group-count = geben Sie eine bis drei Wertungsgruppen an, nicht { $count }
pairing-refused-accel-decreasing = die Wertungsuntergrenzen müssen von Gruppe zu Gruppe fallen ({ $first }, dann { $second })
pairing-refused-accel-negative = fiktive Punkte können nicht negativ sein ({ $points })
pairing-refused-accel-last-round = Wertungsgruppen brauchen die letzte beschleunigte Runde: groups=2200:1,1900:0.5@4
pairing-refused-accel-zero-round = die letzte beschleunigte Runde muss 1 oder mehr sein
pairing-system-no-acceleration = { $base } kennt keine Beschleunigung
pairing-system-go-only = ein Go-System, nur für Go-Turniere
pairing-system-chess-only = ein Schachsystem; ein Go-Turnier wird nach mcmahon, swiss oder swisscat gepaart
