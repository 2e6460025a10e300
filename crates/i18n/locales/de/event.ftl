# Die Ablehnungen des Turnierprotokolls (arbiter-event), wie der Schiedsrichtertisch sie sagt.

## Worum es bei einer Ablehnung geht: `FELD: Grund`.
event-invalid = { $field }: { $why }
event-round = Runde { $round }: { $why }
event-unknown-player = es gibt keinen Spieler { $player }
event-unknown-board = Runde { $round } hat kein Brett { $board }
event-illegal = die Paarung verstößt gegen Regeln: { $violations }

event-field-boards = Bretter
event-field-board-colours = Farben je Brett
event-field-match-points = Mannschaftspunkte
event-field-rating-boards = Bretter der Mannschaftswertzahl
event-field-primary-score = Hauptwertung
event-field-team = Mannschaft
event-field-team-name = Mannschaftsname
event-field-members = Mitglieder
event-field-short-name = Kurzname
event-field-lineup = Aufstellung
event-field-pairing = Paarung
event-field-result = Ergebnis
event-field-name = Name
event-field-sex = Geschlecht
event-field-go-rank = Go-Rang
event-field-points = Punkte
event-field-round-dates = Rundentermine
event-field-rounds = Runden
event-field-language = Sprache
event-field-chief-arbiter-id = FIDE-ID des Hauptschiedsrichters
event-field-game = Spiel
event-field-initial-colour = Anfangsfarbe
event-field-handicap = Vorgabe
event-field-player = Spieler
event-field-order = Reihenfolge
event-field-availability = Verfügbarkeit
event-field-overridden = übergangene Regeln
event-field-pgn = PGN
event-field-go-teams = Go-Mannschaften
event-field-time-control-code = Bedenkzeit-Code (222)

## Der Stand des Turniers.
event-log-start = das Protokoll muss mit dem Anlegen des Turniers beginnen
event-deleted = das Turnier ist gelöscht: stellen Sie es zuerst wieder her
event-exists = das Turnier gibt es bereits
event-not-deleted = das Turnier ist nicht gelöscht
event-registration-closed-late = die Anmeldung ist geschlossen: melden Sie den Spieler nach
event-registration-open-register = die Anmeldung ist noch offen: melden Sie den Spieler an
event-registration-already-closed = die Anmeldung ist bereits geschlossen
event-registration-already-open = die Anmeldung ist bereits offen
event-reopen-after-pairing = die Anmeldung kann nicht wieder öffnen, sobald eine Runde gepaart ist: melden Sie nach
event-ranks-when-closed = die Anmeldung ist offen: die Startnummern werden bei ihrem Schließen vergeben
event-ranks-fixed = die Startnummern stehen fest, sobald eine Runde gepaart ist
event-remove-after-pairing = Spieler können nicht mehr entfernt werden, sobald eine Runde gepaart ist: lassen Sie sie zurückziehen
event-close-registration-first = schließen Sie die Anmeldung vor dem Paaren
event-team-pairs-matches = ein Mannschaftsturnier wird nach Mannschaftskämpfen gepaart, nicht nach Brettern
event-team-boards-follow = die Bretter eines Mannschaftsturniers folgen aus seinen Kämpfen und Aufstellungen: löschen Sie die Runde und paaren Sie ihre Kämpfe neu, oder ändern Sie eine Aufstellung
event-teams-closed = Mannschaften können nicht mehr hinzukommen, sobald eine Runde gepaart ist
event-festival-only = Spieler wechseln nur zwischen Gruppen desselben Festivals
event-festival-before-round-one = Spieler wechseln die Gruppe nur, bevor Runde 1 beider Gruppen gepaart ist
event-festival-already = { $name } ist bereits in der Gruppe { $section } angemeldet
event-go-teams-go-only = Go-Mannschaften und Paare gehören zu einem Go-Turnier
event-go-teams-after-close = Go-Mannschaften werden nach Schluss der Anmeldung gebildet (Spieler nach Startnummer)

## Einstellungen und Spieler.
event-tournament-needs-name = ein Turnier braucht einen Namen
event-new-name = ein neuer, nicht leerer Name ist nötig
event-no-rounds = ein Turnier braucht mindestens eine Runde
event-fewer-rounds = weniger Runden, als bereits gepaart sind
event-round-date = { $found }: erwartet wird JJ/MM/TT oder JJJJ/MM/TT
event-time-control-code = { $found }: erwartet wird die kodierte Bedenkzeit des TRF26, Perioden durch „:“ getrennt, jede [ZÜGE/]SEKUNDEN[+INKREMENT], die letzte ohne Züge (in Sekunden: 5400+30, 40/5400+30:1800+30)
event-language = { $found }: erwartet wird eine von { $known }
event-digits = { $found }: erwartet werden Ziffern
event-game-kind = erwartet wird chess oder go, nicht { $found }
event-game-fixed = ein Turnier kann sein Spiel nicht wechseln
event-points-fixed = die Punktwertung kann sich nicht mehr ändern, sobald eine Runde gepaart ist
event-points-bad = erwartet wird eine Punktzahl wie 4,5, nicht { $found }
event-initial-colour = erwartet wird weiß oder schwarz, nicht { $found }
event-player-needs-name = ein Spieler braucht einen Namen
event-sex = erwartet wird m oder w, nicht { $found }
event-go-rank-bad = erwartet wird ein Go-Rang von 30k bis 9d (oder 1p-9p), nicht { $found }
event-go-rank-needed = ein Go-Spieler braucht einen Rang (30k bis 9d)
event-player-on-roster = Spieler { $player } spielt für { $team }: nehmen Sie ihn zuerst aus dem Kader
event-not-withdrawn = Spieler { $player } hat sich nicht zurückgezogen
event-go-no-bye = ein Go-Turnier gibt kein Freilos auf Wunsch: tragen Sie den Spieler als abwesend ein (die Runde zählt, wie OpenGotha eine Abwesenheit zählt)
event-withdraw-beyond = liegt nach der letzten Runde: alle Runden sind gepaart, es gibt nichts mehr, woraus der Spieler zurückgezogen werden könnte
event-model-unknown-round = es gibt keine Runde { $round }
event-model-rounds-exist = Spieler können nicht mehr umnummeriert oder entfernt werden, sobald eine Runde gepaart ist
event-model-not-a-permutation = die neue Reihenfolge muss jeden Spieler genau einmal nennen

## Runden, Paarungen und Ergebnisse.
event-rounds-from-one = Runden werden ab 1 gezählt
event-round-beyond = das Turnier hat { $rounds } Runden
event-round-not-paired = ist nicht gepaart
event-round-already-paired = ist bereits gepaart
event-round-paired-plays = ist bereits gepaart und Spieler { $player } spielt darin: stattdessen das Ergebnis korrigieren (ein Freilos in einer gepaarten Runde gibt es für Spieler ohne Partie darin, etwa Nachmelder)
event-next-round = die nächste zu paarende Runde ist { $next }
event-previous-round-pending = in der vorigen Runde sind noch Partien ohne Ergebnis
event-edit-last-only = nur die zuletzt gepaarte Runde kann geändert werden
event-delete-last-only = nur die zuletzt gepaarte Runde kann gelöscht werden
event-results-entered = es sind Ergebnisse eingetragen: löschen oder korrigieren Sie sie zuerst
event-override-manual = nur eine von Hand gemachte Paarung kann Regeln übergehen
event-chess-handicap = eine Schachpartie hat keine Vorgabe
event-round-duplicate = Spieler { $player } kommt mehr als einmal in der Runde vor
event-round-self = Spieler { $player } ist gegen sich selbst gepaart
event-round-two-byes = mehr als ein Paarungsfreilos ({ $a } und { $b })
event-result-bad = erwartet wird ein Ergebnis wie 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 oder * (läuft), nicht { $found }
event-forfeit-result = { $found }: eine kampflose Partie gewinnt eine Seite, oder beide verlieren sie (+-, -+, --)
event-go-result = { $found } ist kein Go-Ergebnis: 1-0 (Weiß gewinnt), 0-1 (Schwarz gewinnt), 1/2 (Jigo), 1-1 (beide gewinnen), 0-0 (beide verlieren), oder kampflos +-, -+, ==, ++, --
event-go-jigo-half-komi = Brett { $board } der Runde { $round }: eine Partie mit { $komi } Komi kann nicht mit Jigo enden
event-result-exists = Brett { $board } der Runde { $round } hat bereits ein Ergebnis ({ $result }): korrigieren Sie es stattdessen
event-no-result = Brett { $board } der Runde { $round } hat kein Ergebnis zum Korrigieren
event-pgn-go = PGN zeichnet Schachpartien auf; die Partien eines Go-Turniers stehen in seinen Ergebnissen
event-pgn-empty = die Notation der Partie ist leer
event-pgn-no-game = hat keine Partie von { $white } mit Weiß gegen { $black }

## Mannschaftsturniere: Regeln, Kader, Aufstellungen und Kämpfe.
event-team-no-board = ein Mannschaftskampf braucht mindestens ein Brett
event-team-board-colours = { $found }: erwartet wird ein W oder B je Brett ({ $boards }), beginnend mit W (die Mannschaft mit Weiß an Brett 1)
event-team-rating-boards = eine Mannschaftswertzahl braucht mindestens ein Mitglied
event-team-primary = erwartet wird match oder game, nicht { $found }
event-not-team-event = dies ist kein Mannschaftsturnier
event-not-team-event-short = kein Mannschaftsturnier
event-not-team-event-boards = dies ist kein Mannschaftsturnier: geben Sie dem Turnier zuerst eine Brettanzahl
event-no-team-yet = es ist noch keine Mannschaft angemeldet
event-team-stays = ein Turnier mit Mannschaften bleibt ein Mannschaftsturnier
event-team-boards-fixed = die Brettanzahl kann sich nicht mehr ändern, sobald eine Runde gepaart ist
event-team-needs-name = eine Mannschaft braucht einen Namen
event-team-name-taken = Mannschaft { $team } heißt bereits { $name }
event-team-needs-player = eine Mannschaft braucht mindestens einen Spieler
event-player-listed-twice = Spieler { $player } steht zweimal in der Liste
event-player-in-other-team = Spieler { $player } spielt bereits für Mannschaft { $team } ({ $name })
event-short-name-long = { $found }: höchstens fünf Zeichen
event-too-many-teams = zu viele Mannschaften
event-member-played = Spieler { $player } hat in Runde { $round } für die Mannschaft gespielt und bleibt in ihrem Kader
event-lineup-size = Spieler: { $players }, für { $boards } Bretter
event-lineup-not-roster = Spieler { $player } steht nicht im Kader von { $team }
event-lineup-two-boards = Spieler { $player } sitzt an zwei Brettern
event-lineup-board-order = Brettreihenfolge: Spieler { $upper } ({ $upper_rating }) sitzt vor Spieler { $lower } ({ $lower_rating }), der um mehr als { $tolerance } Punkte höher bewertet ist
event-team-no-match = Mannschaft { $team } hat in dieser Runde keinen Kampf
event-team-match-has-results = der Kampf der Mannschaft { $team } hat Ergebnisse: korrigieren Sie diese statt der Aufstellung
event-team-no-lineup = für Mannschaft { $team } ist in dieser Runde keine Aufstellung erfasst
event-team-paired-twice = Mannschaft { $team } ist zweimal gepaart
event-team-meets-itself = Mannschaft { $team } kann nicht gegen sich selbst spielen
event-team-paired-and-bye = Mannschaft { $team } ist gepaart und hat zugleich spielfrei
event-team-met = die Mannschaften { $a } und { $b } haben bereits gegeneinander gespielt (C.04.1 b)
event-team-second-bye = Mannschaft { $team } hatte bereits spielfrei oder einen kampflosen Sieg (C.04.1 d)
event-team-pairing-broken = { $reasons }
event-team-forfeit-result = { $found }: ein kampflos entschiedener Kampf ist +- (Heim gewinnt), -+ (Gast gewinnt) oder --
event-team-no-such-match = die Mannschaften { $home } und { $away } spielen nicht als Heim und Gast gegeneinander
event-teams-none = das Turnier hat keine Mannschaften
event-teams-two-teams = Spieler { $player } ist Mitglied zweier Mannschaften ({ $first } und { $second })
event-teams-not-a-team-game = Runde { $round }: { $white } gegen { $black } ist keine Partie zwischen zwei Mannschaften
event-teams-two-matches = Runde { $round }: Mannschaft { $team } spielt mehr als einen Kampf
event-teams-board-mismatch = Runde { $round }: { $white } und { $black } spielen gegeneinander, sitzen aber an den Brettern { $white_board } und { $black_board } ihrer Aufstellungen
event-teams-not-a-member = Runde { $round }: { $player } steht in der Aufstellung von { $team }, ist aber nicht Mitglied
event-teams-unknown = es gibt keine Mannschaft { $team }

## Mannschaften und Paare eines Go-Turniers.
event-go-what-board = Mannschaft { $name }, Runde { $round }, Brett { $board }
event-go-what-pair = Paar { $player }
event-go-what-team-players = die Spieler einer Mannschaft
event-go-no-player = { $what }: es gibt keinen Spieler { $player }
event-go-team-criterion = unbekanntes Mannschaftskriterium { $name } (bekannt: TEAMP, SOST, BDW, BDW1U bis BDW9U, MNR)
event-go-criterion-twice = Kriterium { $name } ist zweimal angegeben
event-go-six-criteria = höchstens sechs Mannschaftskriterien
event-go-team-name-twice = zwei Mannschaften heißen { $name }
event-go-team-number = Mannschaft { $name }: die Nummer { $number } ist 0 oder vergeben
event-go-board-taken = { $what }: Spieler { $player } sitzt in der Runde an einem anderen Brett
event-go-team-detail = Mannschaft { $name }: { $why }
event-go-given-twice = { $what } ist zweimal angegeben
event-go-kind = { $what }: die Art { $kind } ist weder pair_go noch rengo
event-go-sex = { $what }: das Geschlecht { $sex } ist weder m noch w
event-go-what-detail = { $what }: { $why }
event-go-no-such-board = Brett { $board } ist kein Brett einer Mannschaft (1 bis 10)
event-go-no-such-round = für Runde { $round } wird keine Aufstellung geführt (1 bis 20)
event-go-team-size = eine Mannschaft hat 2 bis 10 Bretter, nicht { $size }
event-go-pair-not-mixed = ein Pair-Go-Paar besteht aus einem Mann und einer Frau
event-go-members = eine { $kind }-Meldung braucht { $needed ->
        [exactly] genau 2
       *[at-least] mindestens 2
    } Spieler, sie hat { $found }
event-go-team-no-name = eine Mannschaft braucht einen Namen
event-go-team-name-taken = eine Mannschaft heißt schon { $name }
event-go-team-number-zero = Mannschaftsnummern beginnen bei 1
event-go-team-number-taken = die Mannschaftsnummer { $number } ist vergeben
event-go-unknown-team = keine Mannschaft heißt oder hat die Nummer { $team }
event-go-team-no-players = eine Mannschaft braucht ihre Spieler, Brett 1 zuerst
event-go-team-too-many = eine Mannschaft hat höchstens 10 Bretter, nicht { $found }
event-go-team-player-twice = Spieler { $player } ist zweimal angegeben
event-go-team-other = Spieler { $player } spielt schon für die Mannschaft { $team }
event-go-line-up-played = Runde { $round }: die Mannschaft { $team } hat schon Partien; die Aufstellung bleibt
event-go-team-played = die Mannschaft { $team } hat gespielt: ihre Partien verlören ihre Mannschaft

## Eine nicht lesbare OpenGotha-Parameterdatei: die Meldungen des Lesers, jede mit Zeile
## und Spalte. Element- und Attributnamen sind die von OpenGotha.
event-gotha-at = { $line }:{ $column }: { $what }
event-gotha-xml = kein wohlgeformtes XML: { $detail }
event-gotha-xml-not-utf8 = die Datei ist nicht in UTF-8
event-gotha-xml-second-root = ein zweites Wurzelelement
event-gotha-xml-stray-close = ein schließendes Tag ohne öffnendes
event-gotha-xml-empty = überhaupt kein Element
event-gotha-xml-no-name = ein Element ohne Namen
event-gotha-xml-text = Text { $text }, wo nur Elemente erwartet werden
event-gotha-xml-unclosed = <{ $name }> wird nie geschlossen
event-gotha-not-a-tournament = erwartet wird ein OpenGotha-Element <Tournament>, nicht <{ $name }>
event-gotha-missing = <{ $element }> braucht das Attribut { $attribute }
event-gotha-bad-attribute = <{ $element }> { $attribute }: erwartet wird { $expected }, nicht { $found }
event-gotha-unknown-player = { $what } nennt den Spieler { $key }, der nicht in <Players> steht
event-gotha-duplicate-player = Spieler { $key } kommt erneut vor (zuerst in Zeile { $line })
event-gotha-twice-in-round = Spieler { $key } kommt in Runde { $round } mehr als einmal vor
event-gotha-not-participating = Spieler { $key } nimmt an Runde { $round } nicht teil, hat dort aber { $what ->
        [bye] ein Freilos
       *[game] eine Partie
    }
event-gotha-expected = erwartet wird { $expected }, nicht { $found }
event-gotha-disagree = { $detail }
event-gotha-round-beyond = Runde { $round } liegt nach den { $rounds } Runden des Turniers
event-gotha-as-written = { $text }
event-gotha-expected-one-of = { $codes } oder { $last }
event-gotha-expected-bool = true oder false
event-gotha-expected-rank = ein Rang von 30K bis 9D
event-gotha-expected-whole = eine ganze Zahl
event-gotha-expected-half-points = eine ganze Zahl halber Punkte
event-gotha-expected-minutes = eine ganze Zahl von Minuten
event-gotha-expected-seconds = eine ganze Zahl von Sekunden
event-gotha-expected-decimal = eine Dezimalzahl
event-gotha-expected-stones = eine Anzahl Steine
event-gotha-expected-handicap = eine Vorgabe von 0 bis 9
event-gotha-expected-rounds = eine Rundenzahl ab 1
event-gotha-expected-round = eine Rundennummer
event-gotha-expected-round-from-1 = eine Rundennummer ab 1
event-gotha-expected-round-1-20 = eine Rundennummer von 1 bis 20
event-gotha-expected-participation = eine Folge aus 0 und 1, eine Ziffer je Runde
event-gotha-expected-category = eine Kategorienummer
event-gotha-expected-table = eine Tischnummer
event-gotha-expected-game = eine Partie
event-gotha-expected-bye = ein Freilos
event-gotha-expected-team-board = ein Mannschaftsbrett
event-gotha-expected-team-size = eine Mannschaftsgröße von 2 bis 10
event-gotha-expected-team-number = eine Mannschaftsnummer ab 1
event-gotha-expected-team-name-free = ein Name, den keine andere Mannschaft trägt
event-gotha-expected-team-number-free = eine Nummer, die keine andere Mannschaft hat
event-gotha-expected-criterion-number = eine Kriteriennummer von 1 bis 6
event-gotha-expected-criterion-free = eine noch nicht vergebene Kriteriennummer
event-gotha-expected-board = eine Brettnummer von 1 bis 10
event-gotha-expected-board-free = ein in der Runde noch freies Brett
event-gotha-expected-team-criteria = TEAMP, SOST, BDW, BDW1U bis BDW9U, MNR oder NULL
event-gotha-expected-results = RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (jeweils auch _BYDEF) oder RESULT_UNKNOWN

## A player's fields as entered by hand or read from a list, and a CSV player list that
## does not read (`LINE:COLUMN: …` before each).
player-problem = { $field }: { $problem }
player-field-name = Name
player-field-rating = Elo
player-field-title = Titel
player-field-federation = Verband
player-field-sex = Geschlecht
player-field-birth-date = Geburtsdatum
player-field-fide-id = FIDE-ID
player-field-go-rank = Go-Rang
player-name-missing = ein Spieler braucht einen Namen
player-name-long = { $found } ist länger als die 33 Zeichen, die ein TRF fasst
player-rating-bad = { $found } ist keine Wertungszahl: erwartet wird 0 bis 3000
player-title-bad = { $found } ist kein FIDE-Titel: erwartet wird GM, IM, WGM, FM, WIM, CM, WFM oder WCM
player-federation-bad = { $found } ist kein Verbandskürzel: erwartet werden drei Buchstaben, etwa CZE
player-sex-bad = { $found }: erwartet wird m oder w
player-birth-year-bad = { $found } ist kein Geburtsjahr
player-birth-date-bad = { $found }: erwartet wird ein Datum wie 1988/03/14 (oder 1988-03-14, 14.03.1988) oder ein Jahr
player-birth-date-ambiguous = { $found } ist mehrdeutig (Tag und Monat könnten vertauscht sein): bitte als JJJJ/MM/TT schreiben
player-fide-id-long = länger als die 11 Ziffern, die ein TRF fasst
import-csv-header-unreadable = die Kopfzeile ist nicht lesbar: { $error }
import-csv-no-name-column = keine Spalte enthält die Namen der Spieler: erwartet wird eine Überschrift wie Name, Surname, Nachname, Nom, Apellido, Cognome oder Naam (gefunden: { $found })
import-csv-row-unreadable = die Zeile ist nicht lesbar: { $error }
import-csv-at = { $line }:{ $column }: { $problem }
import-csv-in-column = { $header }: { $problem }
import-csv-fide-id-bad = { $found } ist keine FIDE-ID: erwartet werden Ziffern
import-csv-no-players = kein Spieler unter der Kopfzeile
import-csv-lost-letters = { $found }: „?“ steht wohl für einen verlorenen Buchstaben (die Datei wurde in einer Codepage ohne ihn gespeichert): als „CSV UTF-8“ speichern und neu importieren oder den Namen korrigieren
