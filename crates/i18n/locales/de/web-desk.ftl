# Der Schiedsrichtertisch der Web-Anwendung: Seiten, Formulare, Meldungen und die Gründe,
# aus denen eine Änderung abgelehnt wird. Gemeinsame Begriffe stehen in common.ftl.

## Überschriften, Reiter, Titel

web-desk-home-title = Schiedsrichtertisch
web-desk-desk-suffix = Schiedsrichtertisch
web-desk-title-desk = { $event } · Schiedsrichtertisch
web-desk-title-pair = Auslosung · { $event }
web-desk-title-explain = Runde { $round }: die Erklärung des Programms
web-desk-title-results = Runde { $round } · { $event }
web-desk-title-history = Verlauf · { $event }
web-desk-title-correct = { $player } korrigieren · { $event }
web-desk-title-prizes = Preise · { $event }
web-desk-title-teams = Mannschaften · { $event }
web-desk-tab-event = Turnier & Spieler
web-desk-tab-pair = Auslosen
web-desk-tab-results = Ergebnisse { $round }
web-desk-tab-prizes = Preise
web-desk-tab-history = Verlauf
web-desk-tab-overview = Übersicht
web-desk-export = { $format } exportieren
web-desk-public-pages = öffentliche Seiten
web-desk-round-of = Runde { $round } von { $rounds }
web-desk-section-of = Gruppe { $section } von
web-desk-registration-is-open = Anmeldung offen
web-desk-registration-is-closed = Anmeldung geschlossen

## Abgekürzte Spaltenköpfe

web-desk-abbr-board = Br.
web-desk-abbr-number = Nr.
web-desk-abbr-federation = Verb.
web-desk-abbr-rating = Wtg.
web-desk-abbr-points = Pkt.
web-desk-abbr-match-points = MP
web-desk-abbr-game-points = BP
web-desk-abbr-handicap = V
web-desk-abbr-place = Pl.
web-desk-abbr-performance = Perf.

## Die Turnierliste und das Formular für ein neues Turnier

web-desk-event = Turnier
web-desk-events = Turniere
web-desk-system = System
web-desk-registration = Anmeldung
web-desk-registration-open = offen
web-desk-registration-closed = geschlossen
web-desk-new-event = Neues Turnier
web-desk-short-name = Kurzname (in Adressen)
web-desk-title-example = Herbst-Open
web-desk-acceleration = Beschleunigung (Schweizer System)
web-desk-none = keine
web-desk-none-paren = (keines)
web-desk-komi = Komi (Go)
web-desk-go-unknown-round = Runde { $round }, Bretter { $boards }
web-desk-go-unknown-results = Aus früheren Runden fehlen noch Ergebnisse: { $games }. Runden werden ohne sie gepaart, wie OpenGotha paart: ein unbekanntes Ergebnis gibt keinem Spieler einen Punkt, und die Partie zählt in den Summen der Gegnerwertungen.
web-desk-go-paired-without = Gepaart ohne die Ergebnisse von { $games }: jedes zählte, wie OpenGotha ein unbekanntes Ergebnis zählt, kein Punkt für keinen der Spieler, die Partie zählt in den Summen der Gegnerwertungen.
web-desk-go-teams-title = { $event }: Go-Mannschaften
web-desk-go-teams-close-first = Zuerst die Anmeldung schließen: Mannschaften nennen ihre Spieler nach Startnummer.
web-desk-go-teams-help = Mannschaften wie in OpenGotha: Brett k einer Mannschaft spielt gegen Brett k der anderen, jedes Brett mit der Vorgabe der Einzelpaarung. Spieler nach Startnummer, Brett 1 zuerst; ein Name oder eine Nummer bezeichnet eine Mannschaft.
web-desk-go-teams-line-ups = Aufstellungen der Runde { $round }
web-desk-go-team = Mannschaft
web-desk-go-team-remove = Entfernen
web-desk-go-team-add = Mannschaft hinzufügen
web-desk-go-team-players = Spieler (Startnummern, Brett 1 zuerst)
web-desk-go-team-line-up = Aufstellung einer Mannschaft
web-desk-go-team-set-line-up = Aufstellung setzen
web-desk-go-team-rules = Mannschaftsgröße und Kriterien
web-desk-go-team-criteria = Mannschaftskriterien
web-desk-go-teams-pair = Nächste Runde paaren
web-desk-go-teams-matches = Begegnungen (leer: der Vorschlag)
web-desk-go-teams-matches-placeholder = Rot-Blau, Grün-Weiß
web-desk-go-teams-pair-button = Begegnungen paaren
web-desk-go-teams-standings = Mannschaftswertung nach Runde { $round }
web-desk-error-go-match = „{ $match }“ ist keine Begegnung: erwartet werden zwei Mannschaften als A-B
web-desk-handicap-komi = Komi der Vorgabepartien (Go)
web-desk-super-bar = McMahon-Super-Balken (Go)
web-desk-super-bar-help = Spieler ab diesem Rang beginnen einen Punkt über dem McMahon-Balken (die Supergruppe)
web-desk-rounds = Runden
web-desk-city = Ort
web-desk-start-date = Beginn
web-desk-end-date = Ende
web-desk-date-placeholder = JJJJ/MM/TT
web-desk-tiebreaks = Feinwertungen
web-desk-language = Sprache
web-desk-language-none = keine: die jedes Besuchers
web-desk-festival-new = Festival (Gruppen eines Wochenendes)
web-desk-festival = Festival
web-desk-section = Gruppe
web-desk-team-event = Mannschaftsturnier
web-desk-boards-per-match = Bretter je Wettkampf
web-desk-individual-event = (Einzelturnier)
web-desk-board-colours = Farben der Bretter
web-desk-match-points = Mannschaftspunkte (Sieg, Remis, Niederlage)
web-desk-game-points-first = Brettpunkte zuerst
web-desk-board-order-tolerance = Toleranz der Brettreihenfolge
web-desk-no-rule = (keine Regel)
web-desk-lineup-deadlines = Meldeschluss der Mannschaftsführer für die Aufstellung (UTC, Runde 1 zuerst)
web-desk-create-event = Turnier anlegen

## Die Turnierseite: Spieler, Verfügbarkeit, Einstellungen

web-desk-register-player = Spieler anmelden
web-desk-late-entry = Nachmeldung
web-desk-name-placeholder = Nachname, Vorname
web-desk-go-rank = Rang
web-desk-rating-from-rank = aus dem Rang
web-desk-country = Land
web-desk-fide-id = FIDE-ID
web-desk-school = Schule
web-desk-family = Familie
web-desk-group = Gruppe
web-desk-group-help = Unabhängige Gruppe: Spieler einer Gruppe spielen nur gegeneinander
web-desk-add-player = Spieler hinzufügen
web-desk-import-csv = Spieler importieren (CSV)
web-desk-import-help = Eine Kopfzeile mit den Namen der Spieler und beliebig Wertung, Titel, Verband, FIDE-ID, Geschlecht, Geburtsdatum, Verein — auf Englisch, Deutsch, Französisch, Spanisch, Italienisch oder Niederländisch (Elo, FED, Titel, Verein, …); getrennt durch Kommas, Semikolons oder Tabulatoren.
web-desk-import-update = Bereits angemeldete Spieler (dieselbe FIDE-ID, sonst derselbe Name) mit den Feldern der Liste aktualisieren; die übrigen anmelden
web-desk-import-file = Eine Datei
web-desk-csv-header = Spieler,Elo,Land
web-desk-csv-example = "Muster, Erika",1850,GER
web-desk-import = Importieren
web-desk-close-confirm = Anmeldung schließen? Die Startnummern werden dann nach Wertung, Titel und Name festgelegt.
web-desk-close-registration = Anmeldung schließen
web-desk-close-help = Startnummern nach Wertung, dann Titel, dann Name (C.04.2).
web-desk-title-or-rank = Titel/Rang
web-desk-status = Status
web-desk-withdrawn-from = zurückgezogen ab Runde { $round }
web-desk-correct = Korrigieren
web-desk-remove-confirm = Diesen Spieler entfernen?
web-desk-remove = Entfernen
web-desk-reenter = Wieder aufnehmen
web-desk-withdraw-confirm = Diesen Spieler ab der nächsten Runde zurückziehen?
web-desk-withdraw = Zurückziehen
web-desk-availability = Verfügbarkeit für eine noch nicht ausgeloste Runde
web-desk-player-number = Spieler-Nr.
web-desk-absent-no-bye = abwesend (ohne Freilos)
web-desk-available = verfügbar
web-desk-set = Setzen
web-desk-request = Wunsch
web-desk-request-absent = abwesend
web-desk-request-half = Freilos mit halbem Punkt
web-desk-request-zero = Freilos ohne Punkt
web-desk-request-full = Freilos mit vollem Punkt
web-desk-settings = Einstellungen
web-desk-chief-arbiter = Hauptschiedsrichter
web-desk-time-control = Bedenkzeit
web-desk-time-control-code = Bedenkzeit-Code (TRF 222)
web-desk-time-control-code-help = Perioden [Züge/]Sekunden[+Inkrement], getrennt durch „:“, z. B. 5400+30 oder 40/5400+30:1800+30; leer gelassen, wird er aus der Bedenkzeit gelesen (grau angezeigt, wenn das geht)
web-desk-save-settings = Einstellungen speichern
web-desk-move-legend = Einen Spieler in eine andere Gruppe von { $festival } verschieben
web-desk-move-to = Nach
web-desk-move = Verschieben
web-desk-the-event = Das Turnier
web-desk-registration-legend = Anmeldung
web-desk-reopen-help = Solange Runde 1 nicht ausgelost ist, kann die Anmeldung wieder öffnen: Spieler können angemeldet und entfernt werden, und das Schließen vergibt neue Startnummern.
web-desk-reopen = Anmeldung wieder öffnen
web-desk-rename = Umbenennen
web-desk-new-name = Neuer Name
web-desk-rename-help = Der Name in Adressen und auf der Kommandozeile; der ganze Verlauf zieht mit um.
web-desk-delete = Löschen
web-desk-delete-help = Das Turnier verschwindet aus den Listen und öffentlichen Seiten und nimmt keine Änderungen mehr an. Sein Verlauf bleibt erhalten:
web-desk-delete-help-undelete = stellt es wieder her.
web-desk-delete-confirm = Dieses Turnier löschen? Es verschwindet aus allen Listen und Seiten.
web-desk-delete-event = Turnier löschen

## Einen Spieler korrigieren

web-desk-correct-player = Spieler { $player } korrigieren
web-desk-sex = Geschlecht
web-desk-birth-date = Geburtsdatum
web-desk-save-correction = Korrektur speichern
web-desk-correction-reranks = Eine Änderung von Wertung, Titel oder Name vergibt die Startnummern neu (C.04.2).
web-desk-correction-ranks-stay = Die Startnummern bleiben, wie sie sind: eine Runde ist ausgelost.

## Auslosung

web-desk-pair-close-first = Schließen Sie vor der Auslosung die Anmeldung.
web-desk-pair-title = Runde { $round } auslosen
web-desk-pair-edit-title = Auslosung der Runde { $round } bearbeiten
web-desk-pair-auto = Runde { $round } automatisch auslosen
web-desk-pair-auto-help = mit dem Programm des Turniersystems ({ $system }); seine Erklärung steht auf der Ergebnisseite. Oder unten von Hand auslosen.
web-desk-pair-fixed = Zuerst von Hand gesetzte Bretter
web-desk-pair-fixed-accept = hinnehmen, wogegen die gesetzten Bretter verstoßen (protokolliert)
web-desk-pair-fixed-help = Das Programm lost die übrigen Spieler aus; die Runde gilt als von Hand ausgelost.
web-desk-pair-team-help = Ein Mannschaftsturnier wird Wettkampf für Wettkampf ausgelost: das Programm lost die Mannschaften aus, und die Bretter jedes Wettkampfs ergeben sich aus den Aufstellungen (vor der Auslosung im Reiter
web-desk-pair-team-help-after = festlegen).
web-desk-teams-to-pair = Auszulosende Mannschaften
web-desk-team = Mannschaft
web-desk-note = Hinweis
web-desk-pair-hand-help = Ein Brett pro Zeile oder Komma: die Nummer von Weiß, ein Bindestrich, die Nummer von Schwarz
web-desk-pair-hand-bye = vergibt das Freilos der Auslosung.
web-desk-legality-report = Regelprüfung
web-desk-no-rule-broken = Keine Regel verletzt.
web-desk-cannot-be-accepted = (nicht hinnehmbar)
web-desk-check = Prüfen
web-desk-accept-violations = die gemeldeten Verstöße hinnehmen (sie werden protokolliert)
web-desk-save-new-pairing = Neue Auslosung speichern
web-desk-pair-the-round = Runde auslosen
web-desk-pair-edit-instead = Stattdessen die Auslosung der Runde { $round } bearbeiten
web-desk-pair-edit-instead-note = (noch kein Ergebnis eingetragen)
web-desk-players-to-pair = Auszulosende Spieler
web-desk-colours = Farben
web-desk-colour-letter-white = W
web-desk-colour-letter-black = S
web-desk-withdrawn = zurückgezogen
web-desk-had-unplayed-win = hatte schon ein Freilos oder einen kampflosen Sieg

## Ergebnisse

web-desk-results-title = Runde { $round }: Ergebnisse
web-desk-board-and-result = Brett und Ergebnis
web-desk-correct-entered = ein eingetragenes Ergebnis korrigieren
web-desk-enter = Eintragen
web-desk-quick-help = Brettnummer eingeben, ein Leerzeichen, dann das Ergebnis:
web-desk-or = oder
web-desk-forfeits = kampflos
web-desk-quick-help-enter = Die Eingabetaste speichert es.
web-desk-quick-saved = gespeichert
web-desk-quick-refused = abgelehnt
web-desk-how-paired = Wie das Programm diese Runde ausgelost hat
web-desk-how-paired-manual = (von Hand ausgelost: was das Programm getan hätte)
web-desk-explanation-link = Die Erklärung des Programms zu Runde { $round }
web-desk-explanation-link-after = : Punktgruppen, Floater und das Kriterium hinter jeder Abweichung.
web-desk-undo-confirm = Runde { $round } mit ihren Ergebnissen löschen? (Das Löschen wird protokolliert.)
web-desk-undo = Runde { $round } zurücknehmen
web-desk-notice-result = Brett { $board }: { $result }
web-desk-withdrawn-paren = (zurückgezogen)
web-desk-handicap-stones = Vorgabesteine
web-desk-bye-cell = spielfrei

## Die Erklärung des Programms (die eigenen Sätze und Kriterien der Programme bleiben englisch)

web-desk-explain-title = Runde { $round }: wie das Programm sie ausgelost hat
web-desk-explain-back = Zurück zu den Ergebnissen der Runde { $round }
web-desk-note-edited-back = Die Auslosung wurde nachträglich von Hand bearbeitet, zurück zur Auslosung des Programms.
web-desk-note-edited = Die Auslosung wurde nachträglich von Hand bearbeitet; dies ist die Auslosung des Programms.
web-desk-note-manual-same = Diese Runde wurde von Hand ausgelost, genau so, wie das Programm sie auslost.
web-desk-note-manual = Diese Runde wurde von Hand ausgelost; so hätte das Programm sie ausgelost.
web-desk-note-engine = Dies ist die Runde, wie das Programm sie ausgelost hat.
web-desk-note-engine-changed = Das Programm lost diese Runde heute anders aus als damals ({ $engine }); dies ist seine heutige Auslosung.
web-desk-explain-bye = Freilos der Auslosung
web-desk-explain-requested = Nicht ausgelost, auf Wunsch oder wegen Abwesenheit
web-desk-explain-bye-kind = { $kind ->
        [full] Freilos mit vollem Punkt
        [half] Freilos mit halbem Punkt
       *[zero] Freilos ohne Punkt
    }
web-desk-explain-withdrawn = Nicht ausgelost, zurückgezogen
web-desk-go-costs = Die Kosten jeder Partie (maximiert), nach Termen
web-desk-go-table = Tisch
web-desk-go-total = Summe
web-desk-go-terms = Terme
web-desk-go-alternatives = Der beste andere Gegner jedes Spielers, und was der Tausch kosten würde
web-desk-go-alternative = { $partner } statt { $best } verliert { $loss }
web-desk-bracket-of = Punktgruppe { $score }
web-desk-bracket-residents = { $count ->
        [one] { $count } Stammspieler
       *[other] { $count } Stammspieler
    }
web-desk-bracket-moved = { $count } { $way ->
        [up] von unten hinzugekommen
       *[down] von oben hinzugekommen
    }
web-desk-bracket-residents-term = Stammspieler
web-desk-bracket-order = Reihenfolge
web-desk-bracket-moved-into = { $way ->
        [up] Von unten hinzugekommen
       *[down] Von oben hinzugekommen
    }
web-desk-bracket-pairs = Paare
web-desk-bracket-floating = { $way ->
        [up] Floater nach oben
       *[down] Floater nach unten
    }
web-desk-bracket-failures = Nicht ganz erfüllte Kriterien
web-desk-bracket-deviations = Abweichungen von der natürlichen Paarung

## Preise

web-desk-prize-list = Preisliste
web-desk-prizes-by-place = Preise nach Platz
web-desk-category-prizes = Sonderpreise, einer pro Zeile
web-desk-share-out = Verteilen
web-desk-prizes-help = Ohne Kategorien teilen sich punktgleiche Spieler die Preise; mit ihnen gewinnt jeder Spieler einen einzigen Preis, den höchstmöglichen.
web-desk-sharing = Punktgleiche
web-desk-sharing-default = wie das Spiel wertet (Schach: Punktgleiche teilen; Go: nur ein geteilter Platz teilt)
web-desk-sharing-equal = Punktgleiche teilen zu gleichen Teilen
web-desk-sharing-place = nach Platz: nur ein geteilter Platz teilt
web-desk-sharing-hort = Hort-System (halb dem Platz, halb geteilt)
web-desk-amount = Betrag
web-desk-prize = Preis
web-desk-prize-place = { $place }. Platz

## Verlauf

web-desk-log-when = Wann
web-desk-log-who = Wer
web-desk-log-what = Was
web-desk-log-details = Einzelheiten
web-desk-log-tournament-created = Turnier angelegt
web-desk-log-settings-changed = Einstellungen geändert
web-desk-log-player-registered = Spieler angemeldet
web-desk-log-player-edited = Spieler korrigiert
web-desk-log-player-removed = Spieler entfernt
web-desk-log-registration-closed = Anmeldung geschlossen
web-desk-log-late-entry = Nachmeldung
web-desk-log-availability-set = Verfügbarkeit gesetzt
web-desk-log-player-withdrawn = Spieler zurückgezogen
web-desk-log-player-reentered = Spieler wieder aufgenommen
web-desk-log-round-paired = Runde ausgelost
web-desk-log-pairing-edited = Auslosung bearbeitet
web-desk-log-result-set = Ergebnis eingetragen
web-desk-log-result-corrected = Ergebnis korrigiert
web-desk-log-round-deleted = Runde gelöscht
web-desk-log-registration-reopened = Anmeldung wieder geöffnet
web-desk-log-players-reranked = Startnummern neu vergeben
web-desk-log-tournament-renamed = Turnier umbenannt
web-desk-log-tournament-deleted = Turnier gelöscht
web-desk-log-tournament-restored = Turnier wiederhergestellt
web-desk-log-team-registered = Mannschaft angemeldet
web-desk-log-team-edited = Mannschaft bearbeitet
web-desk-log-lineup-set = Aufstellung gesetzt
web-desk-log-team-round-paired = Mannschaftsrunde ausgelost
web-desk-log-match-forfeited = Wettkampf kampflos gewertet
web-desk-log-go-teams-set = Go-Mannschaften gesetzt
web-desk-log-prohibitions-set = verbotene Paarungen gesetzt
web-desk-log-acceleration-set = Beschleunigung gesetzt

## Benutzer

web-desk-users = Benutzer
web-desk-new-token-shown = Neues API-Token (nur jetzt angezeigt)
web-desk-login = Anmeldename
web-desk-role = Rolle
web-desk-role-name = { $role ->
        [admin] Administrator
        [captain] Mannschaftsführer
       *[arbiter] Schiedsrichter
    }
web-desk-all-events = alle
web-desk-new-token = Neues API-Token
web-desk-add-user = Benutzer hinzufügen oder ändern
web-desk-password = Passwort
web-desk-limited-to = Beschränkt auf Turniere
web-desk-limited-to-placeholder = Kurznamen, durch Kommas getrennt; leer: alle
web-desk-save-user = Benutzer speichern
web-desk-notice-user-saved = Benutzer { $login } gespeichert
web-desk-notice-players-updated = Spieler aktualisiert: { $updated } ({ $names }); angemeldet: { $registered }; unverändert: { $unchanged }
web-desk-notice-import-warnings = die Liste ist eingelesen; bitte diese Namen prüfen:
    { $warnings }

## Mannschaften, Aufstellungen und Wettkämpfe

web-desk-register-team = Mannschaft anmelden
web-desk-short-team-name = Kurzname
web-desk-federation-or-club = Verband oder Verein
web-desk-captain-account = Konto des Mannschaftsführers
web-desk-login-placeholder = Anmeldename
web-desk-members-help = Mitglieder in Brettreihenfolge (Spielernummern, Ersatzspieler zuletzt)
web-desk-register-the-team = Mannschaft anmelden
web-desk-teams-closed = Sobald eine Runde ausgelost ist, können keine Mannschaften mehr hinzukommen.
web-desk-short = Kurz
web-desk-captain = Mannschaftsführer
web-desk-roster = Kader
web-desk-edit = Bearbeiten
web-desk-members = Mitglieder
web-desk-save-team = Mannschaft speichern
web-desk-lineups-of-round = Aufstellungen der Runde { $round }
web-desk-lineups-paired = (ausgelost)
web-desk-lineups-not-paired = (noch nicht ausgelost)
web-desk-captains-deadline = Meldeschluss der Mannschaftsführer: { $deadline } UTC.
web-desk-lineup-help = Spielernummern nach Brett, durch Kommas getrennt; 0 lässt ein Brett frei (der Gegner gewinnt es kampflos).
web-desk-boards = Bretter
web-desk-lineup = Aufstellung
web-desk-lineup-match-has-results = der Wettkampf hat Ergebnisse
web-desk-lineup-bye = spielfrei
web-desk-lineup-not-paired = nicht ausgelost
web-desk-empty-board = (freies Brett)
web-desk-matches-of-round = Wettkämpfe der Runde { $round }
web-desk-matches-help = Ergebnisse werden Brett für Brett auf der
web-desk-matches-help-link = Ergebnisseite
web-desk-matches-help-after = eingetragen (die Spalte Br. ist die einzugebende Brettnummer).
web-desk-home = Heim
web-desk-away = Gast
web-desk-forfeited = (kampflos { $code })
web-desk-forfeit-match = Wettkampf kampflos werten
web-desk-team-wins = { $team } gewinnt
web-desk-neither-appeared = keine ist angetreten
web-desk-forfeit-confirm = Diesen Wettkampf kampflos werten? Jedes Brett erhält das kampflose Ergebnis.
web-desk-captain-title = Ihre Mannschaften
web-desk-captain-none = Kein Mannschaftsturnier nennt dieses Konto als Mannschaftsführer.
web-desk-captain-team-of = Mannschaft { $team } von { $event }
web-desk-deadline-utc = Meldeschluss { $deadline } UTC
web-desk-lineup-numbers = Spielernummern nach Brett (0 = freies Brett)
web-desk-give-lineup = Aufstellung abgeben
web-desk-notice-lineup-saved = Aufstellung der Mannschaft { $team } für Runde { $round } gespeichert
web-desk-team-standings = Mannschaftstabelle
web-desk-rosters = Kader
web-desk-players-in-board-order = Spieler in Brettreihenfolge
web-desk-board-prizes = Brettpreise
web-desk-board-n = Brett { $board }
web-desk-games = Partien
web-desk-players-across-teams = Spieler über alle Mannschaften

## Warum eine Änderung abgelehnt wird

web-desk-error-not-a-number = { $field ->
        [boards] Bretter je Wettkampf
        [rounds] Runden
        [tolerance] Toleranz der Brettreihenfolge
        [rating] Wertung
        [fide-id] FIDE-ID
        [player] Spieler
        [round] Runde
        [board] Brett
       *[other] { $field }
    }: „{ $value }“ ist keine Zahl
web-desk-error-not-a-player-number = { $field ->
        [members] Mitglieder
        [players] Spieler
       *[other] { $field }
    }: „{ $value }“ ist keine Spielernummer
web-desk-error-language = Sprache „{ $value }“: erwartet wird eine von { $known }
web-desk-error-tiebreaks = Feinwertungen: { $detail }
web-desk-error-match-points = Mannschaftspunkte „{ $value }“: ein Sieg, ein Remis und eine Niederlage, z. B. 2,1,0
web-desk-error-may-not-create = dieses Konto darf keine Turniere anlegen
web-desk-error-admin-only = nur ein Administrator verwaltet Benutzer
web-desk-error-no-action = unbekannte Aktion
web-desk-error-which-player = welcher Spieler?
web-desk-error-no-prohibition = es gibt kein Verbot { $number }
web-desk-error-which-round = welche Runde?
web-desk-error-which-board = welches Brett?
web-desk-error-not-a-section = dieses Turnier ist keine Gruppe eines Festivals
web-desk-error-no-player = es gibt keinen Spieler { $player }
web-desk-error-fixed-bye = gesetzte Bretter nehmen kein Freilos: das vergibt das Programm
web-desk-error-not-an-amount = „{ $value }“ ist kein Betrag
web-desk-error-category-line = „{ $line }“: erwartet KATEGORIE:BETRÄGE
web-desk-error-csrf = das Formular ist veraltet oder stammt von anderswo (CSRF-Token stimmt nicht): laden Sie die Seite neu
web-desk-error-form-missing = Formular: das Feld { $field } fehlt
web-desk-error-form-duplicate = Formular: das Feld { $field } ist zweimal angegeben
web-desk-error-form-unknown = Formular: die Seite sendet kein Feld { $field }
web-desk-error-form-number = Formular: eine Zahl ist nicht lesbar; schreiben Sie sie in Ziffern
web-desk-error-form-other = Formular: die Felder lassen sich nicht so lesen, wie diese Seite sie sendet; laden Sie die Seite neu und versuchen Sie es noch einmal
web-desk-error-upload = Formular: das hochgeladene Formular ist nicht lesbar; laden Sie die Seite neu und senden Sie es erneut
web-desk-error-no-players = keine Spieler angegeben
web-desk-error-player-data = nichts angemeldet, die Spielerdaten werden abgelehnt: { $problems }
web-desk-player-problem = Nr. { $number } { $name }: { $problem }
web-desk-error-player-edit = die Spielerdaten werden abgelehnt, nichts wurde geändert: { $problems }
web-desk-error-already-registered = nichts angemeldet: diese Spieler sind mit derselben FIDE-ID schon angemeldet („Bereits angemeldete Spieler aktualisieren“ ankreuzen, um sie aus der Liste zu aktualisieren und die übrigen anzumelden):
    { $detail }
web-desk-error-no-results = keine Ergebnisse angegeben
web-desk-error-board-twice = Brett { $board } ist mehrfach angegeben
web-desk-error-board-pending = Brett { $board }: ein offenes Ergebnis (*) kann nur ein eingetragenes löschen: korrigieren Sie es
web-desk-error-pending = ein offenes Ergebnis (*) kann nur ein eingetragenes löschen: korrigieren Sie es
web-desk-error-round-zero = Runden werden ab 1 gezählt
web-desk-error-fixed-break-rules = die gesetzten Bretter verletzen Regeln: führen Sie sie unter accept auf, um sie hinzunehmen
web-desk-error-already-closed = die Anmeldung ist bereits geschlossen
web-desk-error-board-shape = „{ $board }“: erwartet WEISS-SCHWARZ, z. B. 3-7
web-desk-error-not-a-start-rank = „{ $board }“: „{ $value }“ ist keine Startnummer
web-desk-error-two-byes = mehr als ein Freilos
web-desk-error-no-round-yet = noch keine Runde ist ausgelost
web-desk-error-pairing-breaks-rules = die Auslosung verletzt Regeln: nehmen Sie sie hin, um sie zu speichern (sie werden protokolliert)
web-desk-error-pairing-not-a-round = die Auslosung ergibt keine Runde
web-desk-error-result = erwartet wird ein Ergebnis wie 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 oder * (offen), gefunden „{ $value }“
web-desk-error-quick-shape = geben Sie die Brettnummer und dann das Ergebnis ein (z. B. 12 1-0)
web-desk-refused-registration-open = die Anmeldung ist noch offen; schließen Sie sie zuerst, damit die Startnummern feststehen
web-desk-refused-results-pending = in Runde { $round } fehlen noch Ergebnisse: { $count ->
        [one] Brett
       *[other] Bretter
    } { $boards }
web-desk-refused-beyond = Runde { $round } liegt jenseits der { $planned } geplanten Runden
web-desk-refused-too-few = keine gültige Paarung: { $count ->
        [one] nur ein Spieler
       *[other] nur { $count } Spieler
    } zu paaren
web-desk-refused-no-bye = keine gültige Paarung: die Spielerzahl ist ungerade, und jeder Spieler hat schon ein paarungsbedingtes Freilos oder einen kampflosen Sieg erhalten (C.04.1 Artikel 4)
web-desk-refused-unknown-system = keine Paarungsmaschine für das System „{ $system }“ (bekannt: { $known })
web-desk-refused-unpairable = keine gültige Paarung: keine Paarung erfüllt die absoluten Kriterien (zweite Begegnung, Farben, Verbote); die größte regelgerechte Paarung lässt { $players } ungepaart
web-desk-refused-too-large = die Gruppe mit { $count } Spielern ist für dieses Programm zu groß
web-desk-refused-inconsistent-twice = die zu prüfende Paarung ist widersprüchlich: Spieler { $player } kommt in der Runde mehr als einmal vor
web-desk-refused-inconsistent-self = die zu prüfende Paarung ist widersprüchlich: Spieler { $player } ist gegen sich selbst gepaart
web-desk-refused-inconsistent-byes = die zu prüfende Paarung ist widersprüchlich: mehr als ein zugeteiltes Freilos ({ $a } und { $b })
web-desk-refused-no-teams = Mannschaften: es ist noch keine Mannschaft gemeldet
web-desk-refused-teams = die Mannschaften können so nicht gepaart werden: { $why }
web-desk-refused-acceleration = kein Paarungsprogramm für das System „{ $system }“: { $why }
web-desk-refused-go-system = System: ein Go-Turnier wird nach mcmahon, swiss oder swisscat gepaart, nicht nach { $system }
web-desk-refused-go-parameters = Parameter: { $diagnostics }
web-desk-refused-go-komi = Komi: erwartet wird eine Zahl wie 7,5, nicht { $found }
web-desk-refused-go-rank = { $field ->
        [bar] McMahon-Balken
        [floor] McMahon-Boden
        [zero] McMahon-Null
        [super-bar] Super-Balken
        [teams] Go-Mannschaften
       *[categories] Kategorien
    }: erwartet wird ein Go-Rang von 30k bis 9d (oder 1p-9p), nicht { $found }
web-desk-refused-go-floor = McMahon-Boden: der Boden ({ $floor }) liegt über dem Balken ({ $bar })
web-desk-refused-go-no-placement = Platzierung: mindestens ein Kriterium ist nötig
web-desk-refused-go-criterion = Platzierung: unbekanntes Kriterium { $name } (bekannt: { $known })
web-desk-refused-go-half-points = { $field ->
        [absence] Abwesenheit
       *[bye] Freilos
    }: { $value } halbe Punkte, erwartet werden 0 bis 4
web-desk-refused-go-categories = Kategorien: die Untergrenzen gehen von der stärksten Kategorie abwärts
web-desk-refused-go-super-bar = McMahon-Super-Balken: der Super-Balken ({ $super }) muss über dem Balken ({ $bar }) liegen
web-desk-refused-go-handicap-komi = Komi der Vorgabepartien: erwartet wird 0 oder 0.5, nicht { $found }
web-desk-violation-unknown-player = es gibt keinen Spieler { $player }
web-desk-violation-paired-twice = Spieler { $player } ist zweimal gepaart
web-desk-violation-self-paired = Spieler { $player } ist gegen sich selbst gepaart
web-desk-violation-withdrawn = Spieler { $player } hat zurückgezogen
web-desk-violation-unavailable = Spieler { $player } hat ein Freilos beantragt oder fehlt in dieser Runde
web-desk-violation-unpaired = Spieler { $player } ist verfügbar, aber nicht gepaart
web-desk-violation-rematch = die Spieler { $a } und { $b } haben schon gegeneinander gespielt
web-desk-violation-prohibited = die Spieler { $a } und { $b } dürfen in dieser Runde nicht gepaart werden
web-desk-violation-second-bye = Spieler { $player } hatte schon ein Freilos oder einen Punkt ohne Spiel
web-desk-violation-three-in-a-row = Spieler { $player } hätte dreimal hintereinander { $colour ->
        [white] Weiß
       *[black] Schwarz
    }
web-desk-violation-colour-difference = Spieler { $player } hätte eine Farbdifferenz von { $difference }
web-desk-violation-match-split = Spieler { $player } spielt Partie 2 des Matches nicht gegen den Gegner von Partie 1
web-desk-error-board-too-large = die Brettnummer ist zu groß
web-desk-error-quick-no-result = Brett { $board }: geben Sie das Ergebnis nach der Brettnummer ein
web-desk-error-no-round-to-delete = keine Runde zu löschen
web-desk-error-only-last-round = nur die zuletzt ausgeloste Runde ({ $round }) kann gelöscht werden
web-desk-error-csv = die CSV-Datei wurde nicht importiert (Zeile:Spalte: was falsch ist): { $problems }
web-desk-error-not-team-event = dies ist kein Mannschaftsturnier
web-desk-error-not-team-event-desk = dies ist kein Mannschaftsturnier (geben Sie ihm zuerst eine Zahl von Brettern je Wettkampf)
web-desk-error-lineup-not-captain = { $login } darf die Aufstellung der Mannschaft { $team } nicht abgeben: nur ihr Mannschaftsführer oder der Schiedsrichter
web-desk-error-lineup-paired = Runde { $round } ist bereits ausgelost: ihre Aufstellungen ändert jetzt nur der Schiedsrichter
web-desk-error-lineup-deadline-unreadable = der Meldeschluss der Runde { $round } („{ $deadline }“) liest sich nicht als JJJJ-MM-TT HH:MM: fragen Sie den Schiedsrichter
web-desk-error-lineup-deadline-passed = der Meldeschluss für die Aufstellung der Runde { $round } ({ $deadline } UTC) ist vorbei: fragen Sie den Schiedsrichter
web-desk-error-forfeit-code = „{ $value }“: ein kampflos gewerteter Wettkampf ist +- (Heimsieg), -+ (Gastsieg) oder --

## Was jedes protokollierte Ereignis getan hat, im Reiter Verlauf

web-desk-history-created = „{ $name }“ angelegt: { $system }, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
web-desk-history-settings = Einstellungen geändert: „{ $name }“, { $system }, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
web-desk-history-registered = { $name } angemeldet
web-desk-history-late = Nachmeldung: { $name }
web-desk-history-edited = Spieler { $player } korrigiert: { $name }
web-desk-history-removed = Spieler { $player } entfernt
web-desk-history-closed = Anmeldung geschlossen; { $count ->
        [one] { $count } Spieler gesetzt
       *[other] { $count } Spieler gesetzt
    }
web-desk-history-availability = Spieler { $player } { $status ->
        [available] spielt
        [absent] ist abwesend (ohne Freilos)
        [half] nimmt ein Freilos mit halbem Punkt
        [zero] nimmt ein Freilos ohne Punkt
       *[full] nimmt ein Freilos mit vollem Punkt
    } in Runde { $round }
web-desk-history-withdrawn = Spieler { $player } ab Runde { $round } zurückgezogen
web-desk-history-reentered = Spieler { $player } wieder aufgenommen
web-desk-history-paired = Runde { $round } { $engine ->
        [manual] von Hand ausgelost
       *[other] ausgelost von { $engine }
    }: { $boards }
web-desk-history-accepted = (hingenommen: { $list })
web-desk-history-bye = spielfrei { $player }
web-desk-history-pairing-changed = Auslosung der Runde { $round } von Hand geändert: { $boards }
web-desk-history-result = Runde { $round }, Brett { $board }: { $result }
web-desk-history-corrected = Runde { $round }, Brett { $board }: Ergebnis korrigiert auf { $result }
web-desk-history-round-deleted = Runde { $round } gelöscht
web-desk-history-reopened = Anmeldung wieder geöffnet
web-desk-history-reranked = Startnummern neu vergeben (C.04.2)
web-desk-history-renamed = Umbenannt von „{ $from }“ in „{ $to }“
web-desk-history-deleted = Gelöscht
web-desk-history-restored = Wiederhergestellt
web-desk-history-team-registered = Mannschaft angemeldet: { $name } ({ $count } Spieler)
web-desk-history-team-edited = Mannschaft { $team } korrigiert: { $name }
web-desk-history-lineup = Runde { $round }: Aufstellung der Mannschaft { $team }: { $list }
web-desk-history-team-paired = Runde { $round } { $engine ->
        [manual] von Hand ausgelost
       *[other] ausgelost von { $engine }
    }: Mannschaften { $list }
web-desk-history-team-bye = spielfrei: Mannschaft { $team }
web-desk-history-forfeit = Runde { $round }: Wettkampf der Mannschaften { $home } und { $away } kampflos gewertet ({ $result })
web-desk-history-go-teams = Go-Mannschaften gesetzt: Mannschaften: { $teams }, Bretter je Mannschaft: { $size }, Paare: { $pairs }
web-desk-history-prohibitions = Verbotene Paarungen: { $list }
web-desk-history-prohibition = { $players } (Runden { $first }-{ $last })
web-desk-history-prohibitions-lifted = Verbotene Paarungen aufgehoben
web-desk-history-acceleration = Spieler { $player } beschleunigt: { $points } je Runde
web-desk-history-no-acceleration = Spieler { $player }: keine Beschleunigung
web-desk-error-category = Kategorie { $condition }: { $problem }
web-desk-category-not-a-year = { $found } ist kein Jahr
web-desk-category-not-a-rating = { $found } ist keine Wertungszahl
web-desk-category-sex = erwartet wird sex=m oder sex=w
web-desk-category-unknown = erwartet wird rating=, unrated, sex=, fed=, born-from=, born-until=, club= oder group=

## The players' own pages: the desk's tab, pairing with check-in, the history

web-desk-tab-online = Spielerseiten
web-desk-online-title = Spielerseiten · { $event }
web-desk-online-entry = Online-Anmeldung
web-desk-online-entry-open = Die öffentliche Anmeldung ist offen
web-desk-online-entry-limit = Plätze (0: unbegrenzt)
web-desk-online-entry-closes = Schließt um (UTC)
web-desk-online-entry-form = Das Anmeldeformular:
web-desk-online-check-in = Anwesenheitsbestätigung
web-desk-online-check-in-deadlines = Frist jeder Runde (UTC), eine Zeile pro Runde ab Runde 1; eine leere Zeile: keine Bestätigung
web-desk-online-byes = Freilose auf Antrag
web-desk-online-half-byes = Halbpunkt-Freilose pro Spieler
web-desk-online-last-bye-round = Letzte Runde mit Freilos auf Antrag (0: alle)
web-desk-online-reports = Ergebnismeldungen
web-desk-online-reports-off = Die Spieler melden keine Ergebnisse
web-desk-online-reports-confirm = Übereinstimmende Meldungen warten auf den Schiedsrichter
web-desk-online-reports-auto = Übereinstimmende Meldungen werden eingetragen
web-desk-online-one-report = Die Meldung eines Spielers genügt
web-desk-online-save = Speichern
web-desk-online-entries = Anmeldungen
web-desk-online-no-entries = Noch keine Anmeldung.
web-desk-online-accept-all = Alle wartenden Anmeldungen annehmen
web-desk-online-entry-status = Stand
web-desk-online-accept = Annehmen
web-desk-online-refuse = Ablehnen
web-desk-online-entry-pending = wartet
web-desk-online-entry-accepted = angenommen
web-desk-online-entry-refused = abgelehnt
web-desk-online-check-in-round = Anwesenheitsbestätigung, Runde { $round }
web-desk-online-check-in-status = Bis { $deadline } (UTC): { $checked } bestätigt, { $missing } noch nicht.
web-desk-online-not-checked-in = Nicht bestätigt
web-desk-online-reports-waiting = Wartende Ergebnismeldungen
web-desk-online-no-reports = Keine Meldung wartet.
web-desk-online-reported = Gemeldet
web-desk-online-apply = { $result } eintragen
web-desk-online-decide = Ergebnis eintragen
web-desk-online-report-one = { $player } meldet { $result }
web-desk-online-report-agreed = Beide melden { $result }
web-desk-online-report-disagree = Widerspruch: Weiß meldet { $white }, Schwarz { $black }
web-desk-round-report-disagree = Meldungen der Spieler: { $said }. Der Schiedsrichter entscheidet.
web-desk-round-report-confirm = Meldungen der Spieler: { $said }, wartet auf die Bestätigung des Schiedsrichters.
web-desk-round-report-other = Meldungen der Spieler: { $said }, wartet auf die Meldung des Gegners.
web-desk-online-asks = Anträge
web-desk-online-no-asks = Noch kein Antrag.
web-desk-online-asked-check-in = Runde { $round }: { $player } hat sich angemeldet
web-desk-online-asked-half = Runde { $round }: { $player } beantragt ein Halbpunkt-Freilos
web-desk-online-asked-zero = Runde { $round }: { $player } beantragt ein Null-Punkte-Freilos
web-desk-online-asked-absent = Runde { $round }: { $player } spielt nicht
web-desk-online-asked-withdraw = Runde { $round }: { $player } zieht sich zurück
web-desk-online-links = Links der Spieler
web-desk-online-links-help = Jeder Link öffnet die Seite eines Spielers. Nur eine Prüfsumme wird gespeichert: ein Link wird einmal gezeigt, wenn er entsteht, mit seinem QR-Code, auf einer Seite, die sich als Zettel druckt. Ein neuer Link ersetzt den alten.
web-desk-online-links-missing = Links für Spieler ohne Link, als Zettel
web-desk-online-links-all = Neue Links für alle
web-desk-online-links-all-confirm = Der alte Link jedes Spielers funktioniert dann nicht mehr. Neue Links für alle erzeugen?
web-desk-online-link = Link
web-desk-online-linked = vergeben
web-desk-online-not-linked = keiner
web-desk-online-link-new = Neuer Link und QR-Code
web-desk-online-link-revoke = Widerrufen
web-desk-online-slips-title = Links der Spieler · { $event }
web-desk-online-slips-once = Diese Links werden nur jetzt gezeigt: drucken oder verteilen Sie die Zettel, bevor Sie die Seite verlassen.
web-desk-online-back = Zurück zu den Spielerseiten
web-desk-online-slip-help = Ihre Seite: Ihr Brett, Anwesenheit, Freilose, Ergebnisse. Behalten Sie diesen Link für sich.
web-desk-online-error-reports = { $value } ist keine Art, Ergebnismeldungen anzunehmen: off, confirm oder auto
web-desk-online-error-action = { $value } ist nichts, was man mit einer Anmeldung tun kann: annehmen oder ablehnen
web-desk-online-error-no-agreement = Runde { $round }, Brett { $board }: die Meldungen ergeben kein Ergebnis
web-desk-pair-unchecked = Spieler ohne Anwesenheitsbestätigung
web-desk-pair-unchecked-wait = warten, solange sie offen ist (danach abwesend)
web-desk-pair-unchecked-absent = jetzt abwesend
web-desk-pair-unchecked-play = wie die anderen gepaart
web-desk-log-entry-submitted = Anmeldung eingegangen
web-desk-log-entry-accepted = Anmeldung angenommen
web-desk-log-entry-refused = Anmeldung abgelehnt
web-desk-log-link-issued = Spielerlink vergeben
web-desk-log-link-revoked = Spielerlink widerrufen
web-desk-log-player-asked = Antrag eines Spielers
web-desk-log-result-reported = Ergebnis gemeldet
web-desk-history-entry-submitted = Anmeldung eingegangen: { $name }
web-desk-history-entry-accepted = Anmeldung { $entry } angenommen
web-desk-history-entry-refused = Anmeldung { $entry } abgelehnt
web-desk-history-link-issued = Spieler { $player } erhält einen Link
web-desk-history-link-revoked = Link von Spieler { $player } widerrufen
web-desk-history-asked = Spieler { $player } { $ask ->
        [check_in] bestätigt die Anwesenheit
        [half_bye] beantragt ein Halbpunkt-Freilos
        [zero_bye] beantragt ein Null-Punkte-Freilos
        [absent] spielt nicht
       *[withdraw] zieht sich zurück
    } in Runde { $round }
web-desk-history-reported = Runde { $round }, Brett { $board }: Spieler { $player } meldet { $result }
web-desk-online-rules = Regeln

## Verbotene Paarungen und Beschleunigungen (was die Auslosung über die Regeln hinaus beachtet)

web-desk-constraints-title = Verbotene Paarungen und Beschleunigungen · { $event }
web-desk-constraints-link = Verbotene Paarungen und Beschleunigungen
web-desk-prohibitions = Verbotene Paarungen
web-desk-prohibitions-help = Spieler, die nicht gegeneinander spielen dürfen (aus einer Familie, einem Verein oder einem Verband, wie die Ausschreibung es verlangt): keiner von ihnen wird in den angegebenen Runden gegen einen anderen von ihnen gepaart.
web-desk-prohibitions-none = Keine Paarung ist verboten.
web-desk-rounds-range = Runden { $first } bis { $last }
web-desk-prohibitions-lift = Alle Verbote aufheben
web-desk-prohibitions-lift-confirm = Alle verbotenen Paarungen aufheben?
web-desk-prohibition-lift-one = Aufheben
web-desk-prohibit-legend = Spieler, die nicht gegeneinander spielen dürfen
web-desk-prohibit-players = Spieler (Nummern)
web-desk-from-round = Ab Runde
web-desk-to-round = Bis Runde
web-desk-prohibit = Verbieten
web-desk-accelerations = Beschleunigte Spieler
web-desk-accelerations-help = Fiktive Punkte eines Spielers für die Auslosung, einer je Runde ab Runde 1, durch Kommas getrennt (C.04.5); leer entfernt sie.
web-desk-accelerations-none = Kein Spieler ist beschleunigt.
web-desk-accelerate-legend = Fiktive Punkte eines Spielers
web-desk-fictitious-points = Fiktive Punkte
