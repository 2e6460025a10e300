# La pagina di pubblicazione del tavolo arbitrale: dove viene caricato il sito statico del
# torneo, e come è andato l'ultimo caricamento.

upload-tab = Pubblicazione
upload-title = Pubblicazione
upload-intro = Il sito del torneo può essere caricato nello spazio web del circolo: un server SFTP, o un indirizzo HTTP che accetta ogni file con un token.
upload-none = Nessuna destinazione impostata.
upload-destination = Destinazione
upload-address = Indirizzo
upload-address-hint = sftp://utente@host/cartella (o /~/cartella nella cartella personale), oppure https://host/percorso
upload-token = Token (HTTP)
upload-password = Password (SFTP)
upload-secret-kept = salvato; lasciare vuoto per mantenerlo
upload-host-key = Impronta della chiave host (SFTP)
upload-host-key-hint = Come la mostra ssh-keygen -l sul server: SHA256:…
upload-key-file = File della chiave (SFTP)
upload-key-file-hint = Il file della chiave si imposta dalla riga di comando (arbiter destination set … --key FILE). Un nuovo indirizzo lo dimentica, insieme a tutti i segreti salvati.
upload-after-each-round = Pubblicare dopo ogni turno (quando è abbinato, e quando è inserito il suo ultimo risultato)
upload-save = Salva
upload-now = Pubblica ora
upload-remove = Rimuovi la destinazione
upload-remove-confirm = Rimuovere la destinazione e i suoi segreti?
upload-status = Ultimo caricamento
upload-running = Un caricamento è in corso: ricaricate la pagina per vedere com'è andato.
upload-last-published = Ultima pubblicazione
upload-never = mai
upload-last-error = L'ultimo caricamento non è riuscito
upload-error-address = L'indirizzo non è utilizzabile
upload-error-token = Una destinazione HTTP ha bisogno del suo token.
upload-error-login = Una destinazione SFTP ha bisogno di una password (o di un file della chiave, impostato dalla riga di comando).
upload-error-unset = Impostate prima una destinazione.
