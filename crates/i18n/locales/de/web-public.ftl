# Die öffentliche Seite der Web-Anwendung: der Rahmen jeder Seite, die Turniere, die
# öffentlichen Seiten eines Turniers, Festivals, die Anmeldeseite und die Fehlerseiten.

## Der Rahmen jeder Seite
pub-nav-events = Turniere
pub-nav-desk = Schiedsrichtertisch
pub-nav-users = Benutzer
pub-live = live
pub-login = Anmelden
pub-logout = Abmelden
pub-tagline = Software für die Turnierleitung
pub-language = Sprache

## Fehler
pub-error-not-found = Nicht gefunden
pub-error-log-in = Bitte zuerst anmelden
pub-error-forbidden = Nicht erlaubt
pub-error-too-many = Zu viele Versuche
pub-error-refused = Abgelehnt
pub-error-internal = Etwas ist schiefgegangen
pub-error-back = Zurück zu den Turnieren
pub-error-no-page = Diese Seite gibt es nicht.
pub-error-no-event = es gibt kein Turnier namens „{ $name }“
pub-error-no-player = es gibt keinen Spieler Nr. { $player }
pub-error-no-game = hier ist keine Partie aufgezeichnet
pub-error-no-document = es gibt kein Dokument „{ $file }“
pub-error-no-plot = es gibt keine Grafik „{ $file }“
pub-error-no-festival = es gibt kein Festival „{ $festival }“
pub-error-round-not-paired = Runde { $round } ist nicht ausgelost
pub-error-not-go = Dies ist kein Go-Turnier: seine Datei ist die TRF.
pub-error-encoding = { $value } ist kein Zeichensatz der Go-Dateien: iso-8859-15 oder utf-8.

## Die Turniere
pub-no-events = Noch kein Turnier.
pub-col-event = Turnier
pub-col-system = System
pub-col-where = Ort
pub-col-when = Datum

## Spaltenköpfe, kurz für schmale Tabellen
pub-col-no = Nr.
pub-col-pl = Rg.
pub-col-pts = Pkt.
pub-col-rtg = Elo
pub-col-fed = Land
pub-col-bd = Br.
pub-col-rd = Rd.
pub-col-title-rank = Titel/Rang
pub-col-colour = Farbe
pub-col-opponent = Gegner
pub-col-score = Stand
pub-col-fictitious = Fiktiv
    .title = Fiktive Punkte der beschleunigten Auslosung: Sie bestimmten den Platz des Spielers bei der Auslosung und zählen nie in der Rangliste

## Übersicht eines Turniers
pub-overview = Übersicht
pub-the-event = Das Turnier
pub-rounds = Runden
pub-rounds-paired = { $paired } von { $rounds } ausgelost
pub-registration-open = (Anmeldung offen)
pub-detail-city = Ort
pub-detail-start = Beginn
pub-detail-end = Ende
pub-detail-chief-arbiter = Hauptschiedsrichter
pub-detail-time-control = Bedenkzeit
pub-detail-rated = Auswertung
pub-leaders = Spitzengruppe
pub-no-standings = Noch keine Rangliste.

## Spieler, Runden und Rangliste
pub-withdrawn = (zurückgezogen)
pub-withdrawn-from = (ab Runde { $round } zurückgezogen)
pub-results-to-come = { $count ->
    [one] ({ $count } Ergebnis ausstehend)
   *[other] ({ $count } Ergebnisse ausstehend)
}
pub-paired-by = Ausgelost von { $engine }.
pub-by-name = Nach Namen
pub-by-board = Nach Brettern
pub-round-by-name = Runde { $round } nach Namen
pub-standings-after = Rangliste nach Runde { $round }
pub-after-round = Nach Runde
pub-group = Gruppe { $group }
pub-crosstable-legend = Jedes Feld: die Nummer des Gegners, die Farbe (w für Weiß, b für Schwarz) und das Ergebnis (1, =, 0; + und − für kampflose Partien; U, F, H, Z für Freilose).
pub-bye-pairing = spielfrei (Auslosung)
pub-bye-full = Freilos mit einem Punkt
pub-bye-half = Freilos mit halbem Punkt
pub-bye-zero = Freilos ohne Punkt
pub-absent = abwesend

## Die Karteikarte eines Spielers
pub-card-no = Nr. { $rank }
pub-card-rating = Elo { $rating }
pub-card-points = Punkte: { $points }
pub-card-place = Platz { $place }
pub-card-withdrawn-from = ab Runde { $round } zurückgezogen
pub-card-fide-id = FIDE-ID
pub-card-performance = Turnierleistung { $rating }
pub-card-rating-change = Elo-Änderung { $change } (K { $k })
pub-card-accelerated = Mit beschleunigten Wertungen ausgelost: Die fiktiven Punkte jeder Runde bestimmten den Platz des Spielers bei der Auslosung dieser Runde und gehören nicht zu seinen Punkten.

## Ein Festival
pub-sections = Gruppen
pub-col-section = Gruppe
pub-col-section-place = Rg. Gr.
pub-combined-standings = Gesamtrangliste
pub-combined-note = Die Spieler aller Gruppen nach Punkten; bei Punktgleichheit teilen sie sich den Platz (die Feinwertungen der Gruppen sind nicht vergleichbar), dann nach Gruppe und ihrem Platz darin.

## Anmeldung
pub-login-name = Benutzername
pub-password = Passwort
pub-login-expired = Das Formular ist abgelaufen: Bitte erneut versuchen.
pub-login-too-many = Zu viele Fehlversuche: Bitte einige Minuten warten.
pub-login-wrong = Benutzername oder Passwort falsch.
