# Die Veröffentlichungsseite des Schiedsrichtertischs: wohin die statische Website des
# Turniers hochgeladen wird und wie der letzte Upload verlief.

upload-tab = Veröffentlichung
upload-title = Veröffentlichung
upload-intro = Die Website des Turniers kann in den Webspace des Vereins hochgeladen werden: auf einen SFTP-Server oder an eine HTTP-Adresse, die jede Datei mit einem Token annimmt.
upload-none = Es ist kein Ziel festgelegt.
upload-destination = Ziel
upload-address = Adresse
upload-address-hint = sftp://benutzer@host/verzeichnis (oder /~/verzeichnis im Home-Verzeichnis), oder https://host/pfad
upload-token = Token (HTTP)
upload-password = Passwort (SFTP)
upload-secret-kept = gespeichert; leer lassen, um es zu behalten
upload-host-key = Fingerabdruck des Host-Schlüssels (SFTP)
upload-host-key-hint = Wie ssh-keygen -l ihn auf dem Server ausgibt: SHA256:…
upload-key-file = Schlüsseldatei (SFTP)
upload-key-file-hint = Eine Schlüsseldatei wird auf der Kommandozeile festgelegt (arbiter destination set … --key DATEI). Eine neue Adresse vergisst sie und alle gespeicherten Geheimnisse.
upload-after-each-round = Nach jeder Runde veröffentlichen (wenn sie ausgelost ist und wenn ihr letztes Ergebnis eingetragen ist)
upload-save = Speichern
upload-now = Jetzt veröffentlichen
upload-remove = Ziel entfernen
upload-remove-confirm = Das Ziel und seine Geheimnisse entfernen?
upload-status = Letzter Upload
upload-running = Ein Upload läuft: Laden Sie die Seite neu, um zu sehen, wie er verlief.
upload-last-published = Zuletzt veröffentlicht
upload-never = nie
upload-last-error = Der letzte Upload ist fehlgeschlagen
upload-error-address = Die Adresse ist nicht verwendbar
upload-error-token = Ein HTTP-Ziel braucht sein Token.
upload-error-login = Ein SFTP-Ziel braucht ein Passwort (oder eine Schlüsseldatei, auf der Kommandozeile festgelegt).
upload-error-unset = Legen Sie zuerst ein Ziel fest.
