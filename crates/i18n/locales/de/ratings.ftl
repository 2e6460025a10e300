# Die Wertungslisten am Schreibtisch: Import, Suche, Anmeldung und Aktualisierung vor Runde 1.
ratings-title = Wertungslisten
ratings-nav = Wertungslisten
ratings-none = Es wurde noch keine Wertungsliste importiert.
ratings-list-name = Liste
ratings-list-kind = Art
ratings-list-source = Datei
ratings-list-imported = Importiert
ratings-import-of = Import von { $file }
ratings-importing = Die Liste { $list } wird importiert:
ratings-import-done = Die Liste { $list } hat jetzt { $players } Spieler: { $added } neu, { $removed } entfernt, { $changed } geändert.
ratings-import-fields = Geänderte Felder
ratings-import-failed = Der Import ist fehlgeschlagen, die bisherige Liste bleibt
ratings-search = Spieler suchen
ratings-search-label = Name, FIDE-ID oder nationale ID
ratings-search-placeholder = z. B. mueller oder 1503014
ratings-import = Liste importieren
ratings-import-list = Liste
ratings-import-name = Gespeichert als
ratings-import-name-placeholder = Name der Liste
ratings-import-rate = Wertung
ratings-rate-standard = Standard
ratings-rate-rapid = Schnellschach
ratings-rate-blitz = Blitz
ratings-import-file = Datei
ratings-import-help = Die FIDE-Liste wird als XML oder Text an der Datei selbst erkannt. Eine unter einem Namen importierte Liste ersetzt die gleichnamige, sobald sie vollständig gelesen ist; bis dahin bleibt die alte in Gebrauch.
ratings-import-submit = Importieren
ratings-import-busy = Es wird gerade eine Liste importiert; bitte warten, bis der Import endet.
ratings-import-admin-only = Nur ein Administrator importiert Wertungslisten.
ratings-import-no-file = Bitte eine Listendatei wählen.
ratings-update-title = Wertungen aus einer Liste aktualisieren
ratings-update-link = Wertungen aus einer Liste aktualisieren
ratings-update-paired = Runde 1 ist ausgelost: Wertungen werden nur davor aktualisiert.
ratings-update-compare = Vergleichen
ratings-update-none = Alle mit FIDE-ID angemeldeten Spieler sind aktuell.
ratings-update-players = { $count ->
    [one] Ein Spieler ändert sich:
   *[other] { $count } Spieler ändern sich:
}
ratings-update-field = Feld
ratings-update-old = Jetzt
ratings-update-new = In der Liste
ratings-update-accept = Diese Änderungen übernehmen
ratings-update-missing = Nicht in der Liste
ratings-update-stale = Das Turnier hat sich seit diesem Vergleich geändert; hier ist er erneut.
ratings-update-done = { $count ->
    [one] Ein Spieler aktualisiert.
   *[other] { $count } Spieler aktualisiert.
}
ratings-lookup-help = Name oder ID eingeben, um den Spieler in den Wertungslisten zu finden; die Auswahl füllt das Formular aus.

# Eine Wertungsliste, die sich nicht lesen lässt: wo, und was dort erwartet wurde. Was
# gefunden wurde, ein Spaltentitel oder eine Bezeichnung aus dem eigenen Filter und die
# Worte des XML-Parsers werden unverändert zitiert.
ratings-error-field = Zeile { $line }, Spalte { $column }: { $field }: erwartet: { $expected }, gefunden: { $found }
ratings-error-shape = Zeile { $line }, Spalte { $column }: erwartet: { $expected }, gefunden: { $found }
ratings-error-xml = Zeile { $line }, Spalte { $column }: XML: erwartet: { $expected }
ratings-error-too-long = Zeile { $line }, Spalte 1: erwartet: ein Datensatz von höchstens { $limit } Bytes
ratings-error-filter = Filter, Zeile { $line }, Spalte { $column }: erwartet: { $expected }, gefunden: { $found }
ratings-feed-record = { $file }: { $error }
ratings-feed-unreadable = beim Lesen von { $file }: { $error }
ratings-import-unknown-list = Es gibt keine Liste namens { $list }; die Listen sind { $names }.
# Die Felder eines Datensatzes; in Klammern der Name, den die Liste oder der Filter ihnen gibt.
ratings-field-id-number = FIDE-Nummer (ID Number)
ratings-field-fed = Föderation (Fed)
ratings-field-sex-column = Geschlecht (Sex)
ratings-field-k-column = K-Faktor (K)
ratings-field-b-day = Geburtsjahr (B-day)
ratings-field-flag-column = Kennzeichen (Flag)
ratings-field-fideid = FIDE-Nummer (fideid)
ratings-field-k = K-Faktor (k)
ratings-field-birthday = Geburtsjahr (birthday)
ratings-field-flag = Kennzeichen (flag)
ratings-field-rating = Wertung (rating)
ratings-field-games = Partien (games)
ratings-field-country = Land (country)
ratings-field-sex = Geschlecht (sex)
ratings-field-name = Name (name)
ratings-field-grade = Grad (grade)
ratings-field-gor = GoR-Wertung (GoR)
ratings-field-licence = Lizenz (licence)
ratings-field-aga-id = AGA-Nummer (AGA id)
ratings-field-record = Datensatz
ratings-field-national-id = nationale Kennung (national_id)
ratings-field-fide-id = FIDE-Nummer (fide_id)
ratings-field-surname = Nachname (surname)
ratings-field-given-name = Vorname (given_name)
ratings-field-federation = Föderation (federation)
ratings-field-birth = Geburt (birth)
ratings-field-title = Titel (title)
ratings-field-club = Verein (club)
ratings-field-inactive = inaktiv (inactive)
# Was ein Leser erwartet hat.
ratings-expected-fide-header = die Kopfzeile der FIDE-Liste (`ID Number  Name  Fed ...`)
ratings-expected-fide-id = eine FIDE-Nummer
ratings-expected-fide-federation = ein Föderationskürzel aus drei Buchstaben
ratings-expected-sex = M oder F
ratings-expected-fide-rating = eine Wertung von 0 bis 3500
ratings-expected-games = eine Anzahl Partien
ratings-expected-k-factor = ein K-Faktor
ratings-expected-birth-year = ein Geburtsjahr
ratings-expected-flag = `i`, `w` oder `wi`
ratings-expected-player-closing = ein </player>, das diesen Datensatz schließt
ratings-expected-players-list = eine <playerslist> aus <player>-Datensätzen
ratings-expected-player-record = ein <player>-Datensatz
ratings-expected-complete-tag = ein vollständiges Tag
ratings-expected-player-element = das Element <player>
ratings-expected-field-text = Text, kein Element, in einem Feld
ratings-expected-player-with-fields = <player> mit Feldern
ratings-expected-utf8 = Text in UTF-8
ratings-expected-element = ein Element, kein Text
ratings-expected-entity = eine bekannte Entität
ratings-expected-player-end = das Ende </player>
ratings-expected-closing-quote = ein schließendes Anführungszeichen
ratings-expected-federation = ein Föderationskürzel
ratings-expected-rating = eine Wertung
ratings-expected-birth-date = ein Geburtsjahr oder -datum
ratings-expected-name = ein Name
ratings-expected-national-id = eine nationale Kennung
ratings-expected-country = ein Ländercode
ratings-expected-grade = ein Grad von 30k bis 9d (oder 1p-9p)
ratings-expected-gor = eine GoR-Wertung
ratings-expected-echelle = eine Wertung der Échelle
ratings-expected-licence = eine Lizenznummer
ratings-expected-aga-id = eine AGA-Nummer (Ziffern)
ratings-expected-aga-rating = eine AGA-Wertung wie 3.5 oder -12.4
ratings-expected-builtin-filter = ecf, dwz, uscf oder ffe
ratings-expected-key-value = `Schlüssel = Wert`
ratings-expected-one-character = ein einzelnes Zeichen
ratings-expected-label = eine Bezeichnung
ratings-expected-csv-or-fixed = csv oder fixed
ratings-expected-yes-or-no = yes oder no
ratings-expected-lines = eine Anzahl Zeilen
ratings-expected-encoding-label = der Name einer Zeichenkodierung
ratings-expected-ascii-encoding = eine ASCII-kompatible Zeichenkodierung
ratings-expected-date-order = dmy oder mdy
ratings-expected-rate-type = standard, rapid oder blitz
ratings-expected-name-order = surname_first oder given_first
ratings-expected-setting = eine Einstellung oder ein Feldname
ratings-expected-list-line = eine Zeile `list = ...`
ratings-expected-format-line = eine Zeile `format = ...`
ratings-expected-id-field = ein Feld `national_id` oder `fide_id`
ratings-expected-name-field = ein Feld `name` oder `surname`
ratings-expected-column = eine Spalte
ratings-expected-closing-quote-mark = ein schließendes `"`
ratings-expected-column-number = eine Spaltennummer ab 1
ratings-expected-column-index = `#N` (eine Liste ohne Kopfzeile hat keine Spaltentitel)
ratings-expected-span = `N-M` oder `N+W` (Zeichenspalten, ab 1 gezählt)
ratings-expected-column-titled = eine Spalte mit dem Titel { $title } (Liste { $list }, Feld { $field })
ratings-error-duplicate = die Liste enthält die ID { $id } zweimal
ratings-error-bad-name = { $name } ist kein brauchbarer Listenname: 1 bis 100 Zeichen, keine Steuerzeichen
ratings-error-no-list = es gibt keine Wertungsliste namens { $name }
ratings-error-too-large = eine Liste fasst höchstens { $limit } Spieler
