# Le liste Elo al tavolo dell'arbitro: importazione, ricerca, iscrizione e aggiornamento prima del turno 1.
ratings-title = Liste Elo
ratings-nav = Liste Elo
ratings-none = Non è ancora stata importata alcuna lista.
ratings-list-name = Lista
ratings-list-kind = Tipo
ratings-list-source = File
ratings-list-imported = Importata il
ratings-import-of = Importazione di { $file }
ratings-importing = Importazione della lista { $list }:
ratings-import-done = La lista { $list } ha ora { $players } giocatori: { $added } aggiunti, { $removed } rimossi, { $changed } modificati.
ratings-import-fields = Campi modificati
ratings-import-failed = L'importazione non è riuscita e resta la lista precedente
ratings-search = Cerca un giocatore
ratings-search-label = Nome, ID FIDE o ID nazionale
ratings-search-placeholder = es. mueller o 1503014
ratings-import = Importa una lista
ratings-import-list = Lista
ratings-import-name = Conservata come
ratings-import-name-placeholder = il nome della lista
ratings-import-rate = Elo
ratings-rate-standard = standard
ratings-rate-rapid = rapid
ratings-rate-blitz = blitz
ratings-import-file = File
ratings-import-help = La lista FIDE viene riconosciuta come XML o testo dal file stesso. Una lista importata con un nome sostituisce quella con lo stesso nome una volta letta per intero; fino ad allora resta in uso la vecchia.
ratings-import-submit = Importa
ratings-import-busy = È in corso l'importazione di una lista; attendere che finisca.
ratings-import-admin-only = Solo un amministratore importa le liste Elo.
ratings-import-no-file = Scegliere un file di lista.
ratings-update-title = Aggiorna gli Elo da una lista
ratings-update-link = Aggiorna gli Elo da una lista
ratings-update-paired = Il turno 1 è abbinato: gli Elo si aggiornano solo prima.
ratings-update-compare = Confronta
ratings-update-none = Tutti i giocatori iscritti con un ID FIDE sono aggiornati.
ratings-update-players = { $count ->
    [one] Cambia un giocatore:
   *[other] Cambiano { $count } giocatori:
}
ratings-update-field = Campo
ratings-update-old = Attuale
ratings-update-new = Nella lista
ratings-update-accept = Accetta queste modifiche
ratings-update-missing = Non nella lista
ratings-update-stale = Il torneo è cambiato dopo questo confronto; eccolo di nuovo.
ratings-update-done = { $count ->
    [one] Un giocatore aggiornato.
   *[other] { $count } giocatori aggiornati.
}
ratings-lookup-help = Scrivere un nome o un ID per trovare il giocatore nelle liste; sceglierlo compila il modulo.

# Una lista Elo che non si legge: dove, e che cosa vi era atteso. Ciò che è stato trovato,
# un titolo di colonna o un'etichetta del filtro dell'utente e le parole del parser XML
# sono citati così come sono.
ratings-error-field = riga { $line }, colonna { $column }: { $field }: atteso: { $expected }, trovato: { $found }
ratings-error-shape = riga { $line }, colonna { $column }: atteso: { $expected }, trovato: { $found }
ratings-error-xml = riga { $line }, colonna { $column }: XML: atteso: { $expected }
ratings-error-too-long = riga { $line }, colonna 1: atteso: un record di al massimo { $limit } byte
ratings-error-filter = filtro, riga { $line }, colonna { $column }: atteso: { $expected }, trovato: { $found }
ratings-feed-record = { $file }: { $error }
ratings-feed-unreadable = lettura di { $file }: { $error }
ratings-import-unknown-list = Non esiste una lista chiamata { $list }; le liste sono { $names }.
# I campi di un record; tra parentesi, il nome che gli dà la lista o il filtro.
ratings-field-id-number = numero FIDE (ID Number)
ratings-field-fed = federazione (Fed)
ratings-field-sex-column = sesso (Sex)
ratings-field-k-column = fattore K (K)
ratings-field-b-day = anno di nascita (B-day)
ratings-field-flag-column = indicatore (Flag)
ratings-field-fideid = numero FIDE (fideid)
ratings-field-k = fattore K (k)
ratings-field-birthday = anno di nascita (birthday)
ratings-field-flag = indicatore (flag)
ratings-field-rating = punteggio (rating)
ratings-field-games = partite (games)
ratings-field-country = paese (country)
ratings-field-sex = sesso (sex)
ratings-field-name = nome (name)
ratings-field-grade = grado (grade)
ratings-field-gor = punteggio GoR (GoR)
ratings-field-licence = tessera (licence)
ratings-field-aga-id = numero AGA (AGA id)
ratings-field-record = record
ratings-field-national-id = identificativo nazionale (national_id)
ratings-field-fide-id = numero FIDE (fide_id)
ratings-field-surname = cognome (surname)
ratings-field-given-name = nome proprio (given_name)
ratings-field-federation = federazione (federation)
ratings-field-birth = nascita (birth)
ratings-field-title = titolo (title)
ratings-field-club = circolo (club)
ratings-field-inactive = inattivo (inactive)
# Che cosa si aspettava un lettore.
ratings-expected-fide-header = l'intestazione della lista FIDE (`ID Number  Name  Fed ...`)
ratings-expected-fide-id = un numero FIDE
ratings-expected-fide-federation = un codice di federazione di tre lettere
ratings-expected-sex = M o F
ratings-expected-fide-rating = un punteggio da 0 a 3500
ratings-expected-games = un numero di partite
ratings-expected-k-factor = un fattore K
ratings-expected-birth-year = un anno di nascita
ratings-expected-flag = `i`, `w` o `wi`
ratings-expected-player-closing = un </player> che chiude questo record
ratings-expected-players-list = una <playerslist> di record <player>
ratings-expected-player-record = un record <player>
ratings-expected-complete-tag = un tag completo
ratings-expected-player-element = l'elemento <player>
ratings-expected-field-text = testo, non un elemento, in un campo
ratings-expected-player-with-fields = <player> con dei campi
ratings-expected-utf8 = testo in UTF-8
ratings-expected-element = un elemento, non testo
ratings-expected-entity = un'entità nota
ratings-expected-player-end = la chiusura </player>
ratings-expected-closing-quote = virgolette di chiusura
ratings-expected-federation = un codice di federazione
ratings-expected-rating = un punteggio
ratings-expected-birth-date = un anno o una data di nascita
ratings-expected-name = un nome
ratings-expected-national-id = un identificativo nazionale
ratings-expected-country = un codice di paese
ratings-expected-grade = un grado da 30k a 9d (o da 1p a 9p)
ratings-expected-gor = un punteggio GoR
ratings-expected-echelle = un punteggio dell'échelle
ratings-expected-licence = un numero di tessera
ratings-expected-aga-id = un numero AGA (cifre)
ratings-expected-aga-rating = un punteggio AGA come 3.5 o -12.4
ratings-expected-builtin-filter = ecf, dwz, uscf o ffe
ratings-expected-key-value = `chiave = valore`
ratings-expected-one-character = un solo carattere
ratings-expected-label = un'etichetta
ratings-expected-csv-or-fixed = csv o fixed
ratings-expected-yes-or-no = yes o no
ratings-expected-lines = un numero di righe
ratings-expected-encoding-label = il nome di una codifica
ratings-expected-ascii-encoding = una codifica compatibile con ASCII
ratings-expected-date-order = dmy o mdy
ratings-expected-rate-type = standard, rapid o blitz
ratings-expected-name-order = surname_first o given_first
ratings-expected-setting = un'impostazione o il nome di un campo
ratings-expected-list-line = una riga `list = ...`
ratings-expected-format-line = una riga `format = ...`
ratings-expected-id-field = un campo `national_id` o `fide_id`
ratings-expected-name-field = un campo `name` o `surname`
ratings-expected-column = una colonna
ratings-expected-closing-quote-mark = un `"` di chiusura
ratings-expected-column-number = un numero di colonna da 1 in su
ratings-expected-column-index = `#N` (una lista senza intestazione non ha titoli di colonna)
ratings-expected-span = `N-M` o `N+W` (colonne di caratteri contate da 1)
ratings-expected-column-titled = una colonna intitolata { $title } (lista { $list }, campo { $field })
ratings-error-duplicate = la lista contiene due volte l'ID { $id }
ratings-error-bad-name = { $name } non è un nome di lista utilizzabile: da 1 a 100 caratteri, senza caratteri di controllo
ratings-error-no-list = non c'è nessuna lista di punteggi chiamata { $name }
ratings-error-too-large = una lista contiene al massimo { $limit } giocatori
