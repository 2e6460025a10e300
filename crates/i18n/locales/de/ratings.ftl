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
