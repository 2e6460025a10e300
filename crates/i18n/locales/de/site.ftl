# Die statische Seite eines Turniers (arbiter publish).
site-home = Turnier
site-skip = Zum Inhalt springen
site-nav = Seiten des Turniers
site-rounds = Runden
site-pages = Seiten
site-generated = Veröffentlicht am { $date } um { $time } UTC mit arbiter
site-no-rounds = Noch ist keine Runde ausgelost.
site-no-players = Noch ist kein Spieler gemeldet.
site-leaders = Spitzenreiter
site-after-round = Rangliste nach der { $round }. Runde
site-standings-during = Rangliste während der { $round }. Runde
site-round-complete = alle Ergebnisse liegen vor
site-results-to-come = { $count ->
    [one] { $count } Ergebnis steht aus
   *[other] { $count } Ergebnisse stehen aus
}
site-rounds-of = { $paired } von { $planned }
site-city = Ort
site-dates = Termine
site-system = Paarungssystem
site-rounds-played = Ausgeloste Runden
site-time-control = Bedenkzeit
site-chief-arbiter = Hauptschiedsrichter
site-rated = Gewertet für
site-tiebreaks = Feinwertungen
site-number = Nr.
site-start-number = Startnummer
site-team-number = Mannschaftsnummer
site-team = Mannschaft
site-roster = Spieler in Brettreihenfolge
site-withdrawn = ausgeschieden
site-from-round = ab der { $round }. Runde
site-points-before = Punkte vor der Runde
site-handicap = Vorgabe
site-not-paired = Ohne Brett
site-empty-board = unbesetztes Brett
site-matches = Mannschaftskämpfe
site-home-team = Heim
site-away-team = Gast
site-side = Seite
site-match-forfeited = Kampf kampflos entschieden
site-match-double-forfeit = keine der beiden Mannschaften ist angetreten
site-match-points = Mannschaftspunkte
site-game-points = Brettpunkte
site-mp = MP
site-gp = BP
site-team-standings = Mannschaftswertung
site-no-team-standings = Die Mannschaftswertung lässt sich noch nicht berechnen.
site-players-across = Einzelwertung über alle Mannschaften
site-games = Partien
site-crosstable-legend = Jede Runde zeigt die Nummer des Gegners, die Farbe (w Weiß, b Schwarz) und das Ergebnis; ein Buchstabe allein ist ein Freilos (U zugeteilt, F ein Punkt, H halber Punkt, Z null Punkte).
site-wall-legend = Jede Runde zeigt die Zeile des Gegners, das Ergebnis (+ gewonnen, - verloren, = Jigo), / für eine gespielte oder ! für eine kampflos entschiedene Partie, die Farbe (w Weiß, b Schwarz) und die Vorgabe; 0+, 0= und 0- sind Runden ohne Partie, die einen Punkt, einen halben oder keinen Punkt wert sind.
site-total = Summe
site-fide-id = FIDE-ID
site-place = Platz
site-performance = Turnierleistung
site-colour = Farbe
site-opponent = Gegner
site-score = Stand
site-go-grade = Spielstärke
site-absent = abwesend
site-bye-pairing = Freilos (zugeteilt)
site-bye-full = Freilos mit einem Punkt
site-bye-half = Freilos mit einem halben Punkt
site-bye-zero = Freilos ohne Punkt
site-tb-pts = Punkte
site-tb-de = Direkter Vergleich
site-tb-win = Anzahl der Siege
site-tb-won = Am Brett gewonnene Partien
site-tb-bpg = Partien mit Schwarz
site-tb-bwg = Mit Schwarz gewonnene Partien
site-tb-ps = Fortschrittswertung
site-tb-rep = Gespielte Runden nach Wahl
site-tb-std = Standardpunkte
site-tb-tpn = Startnummer
site-tb-bh = Buchholz
site-tb-aob = Mittlere Buchholz der Gegner
site-tb-fb = Vorläufige Buchholz
site-tb-sb = Sonneborn-Berger
site-tb-ks = Koya-Wertung
site-tb-aro = Elo-Schnitt der Gegner
site-tb-tpr = Turnierleistung
site-tb-ptp = Perfekte Turnierleistung
site-tb-apro = Mittlere Turnierleistung der Gegner
site-tb-appo = Mittlere perfekte Turnierleistung der Gegner
site-tb-rtng = Eigene Elo-Zahl
site-tb-cut = { $count ->
    [one] { $name } ohne den schwächsten Wert
   *[other] { $name } ohne die { $count } schwächsten Werte
}
site-tb-median = { $count ->
    [one] { $name } ohne den schwächsten und den stärksten Wert
   *[other] { $name } ohne die { $count } schwächsten und stärksten Werte
}
site-go-mms = McMahon-Punkte
site-go-nbw = Anzahl der Siege
site-go-sos = Summe der Gegnerpunkte
site-go-sosos = Summe der SOS der Gegner
site-go-sodos = Summe der Punkte besiegter Gegner
site-go-cuss = Kumulierte Punkte
site-go-dc = Direkter Vergleich
