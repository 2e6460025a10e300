# Il tavolo dell'arbitro dell'applicazione web: pagine, moduli, avvisi e i motivi per cui
# una modifica è rifiutata. I termini comuni (turno, scacchiera, giocatori…) sono in common.ftl.

## Titoli e schede

web-desk-home-title = Tavolo dell'arbitro
web-desk-desk-suffix = tavolo dell'arbitro
web-desk-title-desk = { $event } · tavolo dell'arbitro
web-desk-title-pair = Abbinamento · { $event }
web-desk-title-explain = Turno { $round }: la spiegazione del motore
web-desk-title-results = Turno { $round } · { $event }
web-desk-title-history = Cronologia · { $event }
web-desk-title-correct = Correggi { $player } · { $event }
web-desk-title-prizes = Premi · { $event }
web-desk-title-teams = Squadre · { $event }
web-desk-tab-event = Torneo e giocatori
web-desk-tab-pair = Abbina
web-desk-tab-results = Risultati { $round }
web-desk-tab-prizes = Premi
web-desk-tab-history = Cronologia
web-desk-tab-overview = Panoramica
web-desk-export = Esporta { $format }
web-desk-public-pages = pagine pubbliche
web-desk-round-of = turno { $round } di { $rounds }
web-desk-section-of = Sezione { $section } di
web-desk-registration-is-open = iscrizioni aperte
web-desk-registration-is-closed = iscrizioni chiuse

## Intestazioni di colonna abbreviate

web-desk-abbr-board = Sc.
web-desk-abbr-number = N.
web-desk-abbr-federation = Fed.
web-desk-abbr-rating = Elo
web-desk-abbr-points = Punti
web-desk-abbr-match-points = PS
web-desk-abbr-game-points = PP
web-desk-abbr-handicap = H
web-desk-abbr-place = Pos.
web-desk-abbr-performance = Perf.

## L'elenco dei tornei e il modulo per un nuovo torneo

web-desk-event = Torneo
web-desk-events = Tornei
web-desk-system = Sistema
web-desk-registration = Iscrizioni
web-desk-registration-open = aperte
web-desk-registration-closed = chiuse
web-desk-new-event = Nuovo torneo
web-desk-short-name = Nome breve (negli indirizzi)
web-desk-title-example = Open d'autunno
web-desk-acceleration = Accelerazione (svizzero)
web-desk-none = nessuno
web-desk-none-paren = (nessuno)
web-desk-komi = Komi (go)
web-desk-go-unknown-round = turno { $round }, scacchiere { $boards }
web-desk-go-unknown-results = Mancano ancora risultati di turni precedenti: { $games }. I turni sono abbinati senza di essi, come abbina OpenGotha: un risultato sconosciuto non dà punti a nessuno dei giocatori, e la partita conta nelle somme dei punteggi degli avversari.
web-desk-go-paired-without = Abbinato senza i risultati di { $games }: ciascuno contato come OpenGotha conta un risultato sconosciuto, nessun punto a nessuno dei giocatori, la partita conta nelle somme dei punteggi degli avversari.
web-desk-go-teams-title = { $event }: squadre di go
web-desk-go-teams-close-first = Chiudi prima le iscrizioni: le squadre indicano i giocatori per numero di partenza.
web-desk-go-teams-help = Squadre come le gestisce OpenGotha: la scacchiera k di una squadra incontra la scacchiera k dell'altra, ciascuna con l'handicap dell'abbinamento individuale. Giocatori per numero di partenza, prima la scacchiera 1; un nome o un numero indica una squadra.
web-desk-go-teams-line-ups = Formazioni del turno { $round }
web-desk-go-team = Squadra
web-desk-go-team-remove = Rimuovi
web-desk-go-team-add = Aggiungi una squadra
web-desk-go-team-players = Giocatori (numeri di partenza, prima la scacchiera 1)
web-desk-go-team-line-up = Formazione di una squadra
web-desk-go-team-set-line-up = Imposta la formazione
web-desk-go-team-rules = Dimensione e criteri delle squadre
web-desk-go-team-criteria = Criteri di squadra
web-desk-go-teams-pair = Abbina il turno successivo
web-desk-go-teams-matches = Incontri (vuoto: la proposta)
web-desk-go-teams-matches-placeholder = Rossi-Blu, Verdi-Bianchi
web-desk-go-teams-pair-button = Abbina gli incontri
web-desk-go-teams-standings = Classifica a squadre dopo il turno { $round }
web-desk-error-go-match = «{ $match }» non è un incontro: sono attese due squadre come A-B
web-desk-handicap-komi = Komi delle partite con handicap (go)
web-desk-super-bar = Superbarra McMahon (go)
web-desk-super-bar-help = I giocatori di questo grado e superiori partono un punto sopra la barra McMahon (il supergruppo)
web-desk-rounds = Turni
web-desk-city = Città
web-desk-start-date = Data di inizio
web-desk-end-date = Data di fine
web-desk-date-placeholder = AAAA/MM/GG
web-desk-tiebreaks = Spareggi
web-desk-language = Lingua
web-desk-language-none = nessuna: quella di ogni visitatore
web-desk-festival-new = Festival (sezioni di uno stesso fine settimana)
web-desk-festival = Festival
web-desk-section = Sezione
web-desk-team-event = Torneo a squadre
web-desk-boards-per-match = Scacchiere per incontro
web-desk-individual-event = (torneo individuale)
web-desk-board-colours = Colori delle scacchiere
web-desk-match-points = Punti squadra (vittoria, patta, sconfitta)
web-desk-game-points-first = prima i punti partita
web-desk-board-order-tolerance = Tolleranza dell'ordine di scacchiera
web-desk-no-rule = (nessuna regola)
web-desk-lineup-deadlines = Scadenze delle formazioni dei capitani (UTC, dal turno 1)
web-desk-create-event = Crea il torneo

## La pagina del torneo: giocatori, disponibilità, impostazioni

web-desk-register-player = Iscrivi un giocatore
web-desk-late-entry = Iscrizione tardiva
web-desk-name-placeholder = Cognome, Nome
web-desk-go-rank = Grado
web-desk-rating-from-rank = dal grado
web-desk-country = Paese
web-desk-fide-id = ID FIDE
web-desk-school = Scuola
web-desk-family = Famiglia
web-desk-group = Gruppo
web-desk-group-help = Gruppo indipendente: i giocatori di un gruppo si incontrano solo tra loro
web-desk-add-player = Aggiungi il giocatore
web-desk-import-csv = Importa giocatori (CSV)
web-desk-import-help = Una riga di intestazione con i nomi dei giocatori e a scelta Elo, titolo, federazione, ID FIDE, sesso, data di nascita, circolo — in inglese, tedesco, francese, spagnolo, italiano o olandese (Elo, FED, Titolo, Circolo, …); separati da virgole, punti e virgola o tabulazioni.
web-desk-import-update = Aggiorna i giocatori già iscritti (stesso ID FIDE, altrimenti stesso nome) con i campi della lista; iscrivi gli altri
web-desk-import-file = Un file
web-desk-csv-header = giocatore,elo,federazione
web-desk-csv-example = "Rossi, Maria",1850,ITA
web-desk-import = Importa
web-desk-close-confirm = Chiudere le iscrizioni? I numeri di partenza vengono allora fissati per Elo, titolo e nome.
web-desk-close-registration = Chiudi le iscrizioni
web-desk-close-help = Numeri di partenza per Elo, poi titolo, poi nome (C.04.2).
web-desk-title-or-rank = Titolo/grado
web-desk-status = Stato
web-desk-withdrawn-from = ritirato dal turno { $round }
web-desk-correct = Correggi
web-desk-remove-confirm = Eliminare questo giocatore?
web-desk-remove = Elimina
web-desk-reenter = Reinserisci
web-desk-withdraw-confirm = Ritirare questo giocatore dal prossimo turno in poi?
web-desk-withdraw = Ritira
web-desk-availability = Disponibilità per un turno non ancora abbinato
web-desk-player-number = N. giocatore
web-desk-absent-no-bye = assente (senza bye)
web-desk-available = disponibile
web-desk-set = Imposta
web-desk-request = Richiesta
web-desk-request-absent = assente
web-desk-request-half = bye da mezzo punto
web-desk-request-zero = bye da zero punti
web-desk-request-full = bye da un punto
web-desk-settings = Impostazioni
web-desk-chief-arbiter = Arbitro principale
web-desk-time-control = Cadenza
web-desk-time-control-code = Codice della cadenza (TRF 222)
web-desk-time-control-code-help = Periodi [mosse/]secondi[+incremento] separati da «:», ad es. 5400+30 o 40/5400+30:1800+30; lasciato vuoto, è letto dalla cadenza (in grigio quando è possibile)
web-desk-save-settings = Salva le impostazioni
web-desk-move-legend = Sposta un giocatore in un'altra sezione di { $festival }
web-desk-move-to = Verso
web-desk-move = Sposta
web-desk-the-event = Il torneo
web-desk-registration-legend = Iscrizioni
web-desk-reopen-help = Finché il turno 1 non è abbinato, le iscrizioni possono riaprire: si possono iscrivere ed eliminare giocatori, e la chiusura assegna nuovi numeri di partenza.
web-desk-reopen = Riapri le iscrizioni
web-desk-rename = Rinomina
web-desk-new-name = Nuovo nome
web-desk-rename-help = Il nome negli indirizzi e sulla riga di comando; tutta la cronologia lo segue.
web-desk-delete = Elimina
web-desk-delete-help = Il torneo esce dagli elenchi e dalle pagine pubbliche e non accetta più modifiche. La sua cronologia è conservata:
web-desk-delete-help-undelete = lo ripristina.
web-desk-delete-confirm = Eliminare questo torneo? Scompare da ogni elenco e pagina.
web-desk-delete-event = Elimina il torneo

## Correggere un giocatore

web-desk-correct-player = Correggi il giocatore { $player }
web-desk-sex = Sesso
web-desk-birth-date = Data di nascita
web-desk-save-correction = Salva la correzione
web-desk-correction-reranks = Un cambio di Elo, titolo o nome rifà i numeri di partenza (C.04.2).
web-desk-correction-ranks-stay = I numeri di partenza restano come sono: un turno è stato abbinato.

## Abbinamento

web-desk-pair-close-first = Chiudi le iscrizioni prima di abbinare.
web-desk-pair-title = Abbina il turno { $round }
web-desk-pair-edit-title = Modifica l'abbinamento del turno { $round }
web-desk-pair-auto = Abbina il turno { $round } automaticamente
web-desk-pair-auto-help = con il motore del sistema del torneo ({ $system }); la sua spiegazione è nella pagina dei risultati. Oppure abbina a mano qui sotto.
web-desk-pair-fixed = Scacchiere fissate prima a mano
web-desk-pair-fixed-accept = accetta ciò che le scacchiere fissate violano (registrato)
web-desk-pair-fixed-help = Il motore abbina gli altri giocatori; il turno risulta fatto a mano.
web-desk-pair-team-help = Un torneo a squadre si abbina incontro per incontro: il motore abbina le squadre, e le scacchiere di ogni incontro derivano dalle formazioni (da impostare nella scheda
web-desk-pair-team-help-after = prima di abbinare).
web-desk-teams-to-pair = Squadre da abbinare
web-desk-team = Squadra
web-desk-note = Nota
web-desk-pair-hand-help = Una scacchiera per riga o per virgola: il numero del Bianco, un trattino, il numero del Nero
web-desk-pair-hand-bye = assegna il bye dell'abbinamento.
web-desk-legality-report = Verifica delle regole
web-desk-no-rule-broken = Nessuna regola violata.
web-desk-cannot-be-accepted = (non accettabile)
web-desk-check = Verifica
web-desk-accept-violations = accetta le violazioni segnalate (vengono registrate)
web-desk-save-new-pairing = Salva il nuovo abbinamento
web-desk-pair-the-round = Abbina il turno
web-desk-pair-edit-instead = Modifica invece l'abbinamento del turno { $round }
web-desk-pair-edit-instead-note = (nessun risultato ancora inserito)
web-desk-players-to-pair = Giocatori da abbinare
web-desk-colours = Colori
web-desk-colour-letter-white = B
web-desk-colour-letter-black = N
web-desk-withdrawn = ritirato
web-desk-had-unplayed-win = ha già avuto un bye o una vittoria a forfait

## Risultati

web-desk-results-title = Turno { $round }: risultati
web-desk-board-and-result = Scacchiera e risultato
web-desk-correct-entered = correggi un risultato inserito
web-desk-enter = Inserisci
web-desk-quick-help = Digita il numero della scacchiera, uno spazio, poi il risultato:
web-desk-or = o
web-desk-forfeits = forfait
web-desk-quick-help-enter = Invio lo salva.
web-desk-quick-saved = salvato
web-desk-quick-refused = rifiutato
web-desk-how-paired = Come il motore ha abbinato questo turno
web-desk-how-paired-manual = (abbinato a mano: ciò che il motore avrebbe fatto)
web-desk-explanation-link = La spiegazione del motore per il turno { $round }
web-desk-explanation-link-after = : gruppi di punteggio, flottanti e il criterio dietro ogni deviazione.
web-desk-undo-confirm = Eliminare il turno { $round } con i suoi risultati? (L'eliminazione viene registrata.)
web-desk-undo = Annulla il turno { $round }
web-desk-notice-result = scacchiera { $board }: { $result }
web-desk-withdrawn-paren = (ritirato)
web-desk-handicap-stones = pietre di handicap
web-desk-bye-cell = bye

## La spiegazione del motore (le frasi e i criteri propri dei motori restano in inglese)

web-desk-explain-title = Turno { $round }: come il motore lo ha abbinato
web-desk-explain-back = Torna ai risultati del turno { $round }
web-desk-note-edited-back = L'abbinamento è stato modificato a mano dopo essere stato fatto, tornando a quello del motore.
web-desk-note-edited = L'abbinamento è stato modificato a mano dopo essere stato fatto; questo è l'abbinamento del motore.
web-desk-note-manual-same = Questo turno è stato abbinato a mano, esattamente come lo abbina il motore.
web-desk-note-manual = Questo turno è stato abbinato a mano; ecco come il motore lo avrebbe abbinato.
web-desk-note-engine = Questo è il turno come il motore lo ha abbinato.
web-desk-note-engine-changed = Oggi il motore abbina questo turno diversamente da quando fu abbinato ({ $engine }); questo è l'abbinamento del motore oggi.
web-desk-explain-bye = Bye assegnato dall'abbinamento
web-desk-explain-requested = Non abbinati, su richiesta o per assenza
web-desk-explain-bye-kind = { $kind ->
        [full] bye da un punto
        [half] bye da mezzo punto
       *[zero] bye da zero punti
    }
web-desk-explain-withdrawn = Non abbinati, ritirati
web-desk-go-costs = Il costo di ogni partita (massimizzato), per termine
web-desk-go-table = Tavolo
web-desk-go-total = Totale
web-desk-go-terms = Termini
web-desk-go-alternatives = Il miglior altro avversario di ogni giocatore, e quanto costerebbe lo scambio
web-desk-go-alternative = { $partner } invece di { $best } perde { $loss }
web-desk-bracket-of = Gruppo di { $score } punti
web-desk-bracket-residents = { $count ->
        [one] { $count } residente
       *[other] { $count } residenti
    }
web-desk-bracket-moved = { $count ->
        [one] { $count } { $way ->
                [up] salito
               *[down] sceso
            }
       *[other] { $count } { $way ->
                [up] saliti
               *[down] scesi
            }
    }
web-desk-bracket-residents-term = Residenti
web-desk-bracket-order = Ordine
web-desk-bracket-moved-into = { $way ->
        [up] Saliti nel gruppo
       *[down] Scesi nel gruppo
    }
web-desk-bracket-pairs = Coppie
web-desk-bracket-floating = { $way ->
        [up] Flottanti verso l'alto
       *[down] Flottanti verso il basso
    }
web-desk-bracket-failures = Criteri non del tutto soddisfatti
web-desk-bracket-deviations = Deviazioni dall'abbinamento naturale

## Premi

web-desk-prize-list = Elenco dei premi
web-desk-prizes-by-place = Premi per posizione
web-desk-category-prizes = Premi di categoria, uno per riga
web-desk-share-out = Ripartisci
web-desk-prizes-help = Senza categorie, i giocatori a pari punti si dividono i premi; con le categorie, ogni giocatore vince un solo premio, il più alto possibile.
web-desk-sharing = Pari merito
web-desk-sharing-default = secondo il gioco (scacchi: dividono i pari punti; go: divide solo un posto condiviso)
web-desk-sharing-equal = i pari punti dividono in parti uguali
web-desk-sharing-place = per posto: divide solo un posto condiviso
web-desk-sharing-hort = sistema Hort (metà al posto, metà divisa)
web-desk-amount = Importo
web-desk-prize = Premio
web-desk-prize-place = { $place }º posto

## Cronologia

web-desk-log-when = Quando
web-desk-log-who = Chi
web-desk-log-what = Cosa
web-desk-log-details = Dettagli
web-desk-log-tournament-created = torneo creato
web-desk-log-settings-changed = impostazioni modificate
web-desk-log-player-registered = giocatore iscritto
web-desk-log-player-edited = giocatore corretto
web-desk-log-player-removed = giocatore eliminato
web-desk-log-registration-closed = iscrizioni chiuse
web-desk-log-late-entry = iscrizione tardiva
web-desk-log-availability-set = disponibilità impostata
web-desk-log-player-withdrawn = giocatore ritirato
web-desk-log-player-reentered = giocatore reinserito
web-desk-log-round-paired = turno abbinato
web-desk-log-pairing-edited = abbinamento modificato
web-desk-log-result-set = risultato inserito
web-desk-log-result-corrected = risultato corretto
web-desk-log-round-deleted = turno eliminato
web-desk-log-registration-reopened = iscrizioni riaperte
web-desk-log-players-reranked = numeri di partenza rifatti
web-desk-log-tournament-renamed = torneo rinominato
web-desk-log-tournament-deleted = torneo eliminato
web-desk-log-tournament-restored = torneo ripristinato
web-desk-log-team-registered = squadra iscritta
web-desk-log-team-edited = squadra modificata
web-desk-log-lineup-set = formazione impostata
web-desk-log-team-round-paired = turno a squadre abbinato
web-desk-log-match-forfeited = incontro perso a forfait
web-desk-log-go-teams-set = squadre di go impostate
web-desk-log-prohibitions-set = abbinamenti vietati impostati
web-desk-log-acceleration-set = accelerazione impostata

## Utenti

web-desk-users = Utenti
web-desk-new-token-shown = Nuovo token API (mostrato solo ora)
web-desk-login = Nome utente
web-desk-role = Ruolo
web-desk-role-name = { $role ->
        [admin] amministratore
        [captain] capitano
       *[arbiter] arbitro
    }
web-desk-all-events = tutti
web-desk-new-token = Nuovo token API
web-desk-add-user = Aggiungi o modifica un utente
web-desk-password = Password
web-desk-limited-to = Limitato ai tornei
web-desk-limited-to-placeholder = nomi brevi separati da virgole; vuoto: tutti
web-desk-save-user = Salva l'utente
web-desk-notice-user-saved = utente { $login } salvato
web-desk-notice-players-updated = giocatori aggiornati: { $updated } ({ $names }); iscritti: { $registered }; invariati: { $unchanged }
web-desk-notice-import-warnings = la lista è stata letta; controllare questi nomi:
    { $warnings }

## Squadre, formazioni e incontri

web-desk-register-team = Iscrivi una squadra
web-desk-short-team-name = Nome breve
web-desk-federation-or-club = Federazione o circolo
web-desk-captain-account = Account del capitano
web-desk-login-placeholder = nome utente
web-desk-members-help = Componenti in ordine di scacchiera (numeri dei giocatori, riserve per ultime)
web-desk-register-the-team = Iscrivi la squadra
web-desk-teams-closed = Nessuna squadra può aggiungersi dopo l'abbinamento di un turno.
web-desk-short = Breve
web-desk-captain = Capitano
web-desk-roster = Rosa
web-desk-edit = Modifica
web-desk-members = Componenti
web-desk-save-team = Salva la squadra
web-desk-lineups-of-round = Formazioni del turno { $round }
web-desk-lineups-paired = (abbinato)
web-desk-lineups-not-paired = (non ancora abbinato)
web-desk-captains-deadline = Scadenza dei capitani: { $deadline } UTC.
web-desk-lineup-help = Numeri dei giocatori per scacchiera, separati da virgole; 0 lascia vuota una scacchiera (l'avversario la vince senza giocare).
web-desk-boards = Scacchiere
web-desk-lineup = Formazione
web-desk-lineup-match-has-results = l'incontro ha risultati
web-desk-lineup-bye = bye
web-desk-lineup-not-paired = non abbinata
web-desk-empty-board = (scacchiera vuota)
web-desk-matches-of-round = Incontri del turno { $round }
web-desk-matches-help = I risultati si inseriscono scacchiera per scacchiera nella
web-desk-matches-help-link = pagina dei risultati
web-desk-matches-help-after = (la colonna Sc. è il numero da digitare).
web-desk-home = Casa
web-desk-away = Ospiti
web-desk-forfeited = (forfait { $code })
web-desk-forfeit-match = Dichiara l'incontro perso a forfait
web-desk-team-wins = vince { $team }
web-desk-neither-appeared = nessuna si è presentata
web-desk-forfeit-confirm = Dichiarare questo incontro perso a forfait? Ogni scacchiera riceve il risultato a forfait.
web-desk-captain-title = Le tue squadre
web-desk-captain-none = Nessun torneo a squadre indica questo account come capitano di una squadra.
web-desk-captain-team-of = squadra { $team } di { $event }
web-desk-deadline-utc = scadenza { $deadline } UTC
web-desk-lineup-numbers = Numeri dei giocatori per scacchiera (0 = scacchiera vuota)
web-desk-give-lineup = Consegna la formazione
web-desk-notice-lineup-saved = formazione della squadra { $team } per il turno { $round } salvata
web-desk-team-standings = Classifica a squadre
web-desk-rosters = Rose
web-desk-players-in-board-order = Giocatori in ordine di scacchiera
web-desk-board-prizes = Premi di scacchiera
web-desk-board-n = Scacchiera { $board }
web-desk-games = Partite
web-desk-players-across-teams = Giocatori di tutte le squadre

## Perché una modifica è rifiutata

web-desk-error-not-a-number = { $field ->
        [boards] scacchiere per incontro
        [rounds] turni
        [tolerance] tolleranza dell'ordine di scacchiera
        [rating] Elo
        [fide-id] ID FIDE
        [player] giocatore
        [round] turno
        [board] scacchiera
       *[other] { $field }
    }: «{ $value }» non è un numero
web-desk-error-not-a-player-number = { $field ->
        [members] componenti
        [players] giocatori
       *[other] { $field }
    }: «{ $value }» non è un numero di giocatore
web-desk-error-language = lingua «{ $value }»: attesa una tra { $known }
web-desk-error-tiebreaks = spareggi: { $detail }
web-desk-error-match-points = punti squadra «{ $value }»: una vittoria, una patta e una sconfitta, per es. 2,1,0
web-desk-error-may-not-create = questo account non può creare tornei
web-desk-error-admin-only = solo un amministratore gestisce gli utenti
web-desk-error-no-action = azione sconosciuta
web-desk-error-which-player = quale giocatore?
web-desk-error-no-prohibition = non c’è alcun divieto { $number }
web-desk-error-which-round = quale turno?
web-desk-error-which-board = quale scacchiera?
web-desk-error-not-a-section = questo torneo non è una sezione di un festival
web-desk-error-no-player = non esiste il giocatore { $player }
web-desk-error-fixed-bye = le scacchiere fissate non prendono bye: lo assegna il motore
web-desk-error-not-an-amount = «{ $value }» non è un importo
web-desk-error-category-line = «{ $line }»: atteso CATEGORIA:IMPORTI
web-desk-error-csrf = il modulo è scaduto o proviene da altrove (token CSRF diverso): ricarica la pagina
web-desk-error-form-missing = modulo: manca il campo { $field }
web-desk-error-form-duplicate = modulo: il campo { $field } è indicato due volte
web-desk-error-form-unknown = modulo: la pagina non invia alcun campo { $field }
web-desk-error-form-number = modulo: un numero non è leggibile; scrivilo in cifre
web-desk-error-form-other = modulo: i campi non si leggono come li invia questa pagina; ricarica la pagina e riprova
web-desk-error-upload = modulo: il modulo inviato non è leggibile; ricarica la pagina e invialo di nuovo
web-desk-error-no-players = nessun giocatore indicato
web-desk-error-player-data = nessuna iscrizione, i dati dei giocatori sono rifiutati: { $problems }
web-desk-player-problem = n. { $number } { $name }: { $problem }
web-desk-error-player-edit = i dati del giocatore sono rifiutati, nulla è cambiato: { $problems }
web-desk-error-already-registered = nessuna iscrizione: questi giocatori sono già iscritti con lo stesso ID FIDE (spuntare «Aggiorna i giocatori già iscritti» per aggiornarli dalla lista e iscrivere gli altri):
    { $detail }
web-desk-error-no-results = nessun risultato indicato
web-desk-error-board-twice = la scacchiera { $board } è indicata più di una volta
web-desk-error-board-pending = scacchiera { $board }: un risultato in sospeso (*) può solo cancellarne uno inserito: correggilo
web-desk-error-pending = un risultato in sospeso (*) può solo cancellarne uno inserito: correggilo
web-desk-error-round-zero = i turni si contano da 1
web-desk-error-fixed-break-rules = le scacchiere fissate violano delle regole: elencale in accept per passarci sopra
web-desk-error-already-closed = le iscrizioni sono già chiuse
web-desk-error-board-shape = «{ $board }»: atteso BIANCO-NERO, per es. 3-7
web-desk-error-not-a-start-rank = «{ $board }»: «{ $value }» non è un numero di partenza
web-desk-error-two-byes = più di un bye
web-desk-error-no-round-yet = nessun turno è ancora abbinato
web-desk-error-pairing-breaks-rules = l'abbinamento viola delle regole: accettale per salvarlo (vengono registrate)
web-desk-error-pairing-not-a-round = l'abbinamento non forma un turno
web-desk-error-result = atteso un risultato come 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 o * (in sospeso), trovato «{ $value }»
web-desk-error-quick-shape = digita il numero della scacchiera, poi il risultato (per es. 12 1-0)
web-desk-refused-registration-open = le iscrizioni sono ancora aperte; chiudile prima, così che i numeri di partenza siano fissati
web-desk-refused-results-pending = il turno { $round } ha ancora partite senza risultato: { $count ->
        [one] scacchiera
       *[other] scacchiere
    } { $boards }
web-desk-refused-beyond = il turno { $round } va oltre i { $planned } turni previsti
web-desk-refused-too-few = nessun abbinamento valido: { $count ->
        [one] un solo giocatore
       *[other] solo { $count } giocatori
    } da abbinare
web-desk-refused-no-bye = nessun abbinamento valido: il numero dei giocatori è dispari e ogni giocatore ha già ricevuto un bye assegnato dall'abbinamento o una vittoria senza giocare (C.04.1 articolo 4)
web-desk-refused-unknown-system = nessun motore di abbinamento per il sistema «{ $system }» (noti: { $known })
web-desk-refused-unpairable = nessun abbinamento valido: nessun abbinamento rispetta i criteri assoluti (incontri ripetuti, colori, divieti); il più grande abbinamento legale lascia { $players } senza avversario
web-desk-refused-too-large = il gruppo di { $count } giocatori è troppo grande per questo motore
web-desk-refused-inconsistent-twice = l'abbinamento da verificare è incoerente: il giocatore { $player } compare più di una volta nel turno
web-desk-refused-inconsistent-self = l'abbinamento da verificare è incoerente: il giocatore { $player } è abbinato contro sé stesso
web-desk-refused-inconsistent-byes = l'abbinamento da verificare è incoerente: più di un bye assegnato dall'abbinamento ({ $a } e { $b })
web-desk-refused-no-teams = squadre: nessuna squadra è ancora iscritta
web-desk-refused-teams = le squadre non possono essere abbinate così: { $why }
web-desk-refused-acceleration = nessun motore di abbinamento per il sistema «{ $system }»: { $why }
web-desk-refused-go-system = sistema: un torneo di go si abbina con mcmahon, swiss o swisscat, non { $system }
web-desk-refused-go-parameters = parametri: { $diagnostics }
web-desk-refused-go-komi = komi: è atteso un numero come 7,5, non { $found }
web-desk-refused-go-rank = { $field ->
        [bar] barra McMahon
        [floor] soglia inferiore McMahon
        [zero] zero McMahon
        [super-bar] superbarra McMahon
        [teams] squadre di go
       *[categories] categorie
    }: è atteso un grado di go da 30k a 9d (o 1p-9p), non { $found }
web-desk-refused-go-floor = soglia inferiore McMahon: la soglia ({ $floor }) è sopra la barra ({ $bar })
web-desk-refused-go-no-placement = classifica: serve almeno un criterio
web-desk-refused-go-criterion = classifica: criterio sconosciuto { $name } (noti: { $known })
web-desk-refused-go-half-points = { $field ->
        [absence] assenza
       *[bye] bye
    }: { $value } mezzi punti, attesi da 0 a 4
web-desk-refused-go-categories = categorie: i limiti inferiori vanno dalla categoria più forte in giù
web-desk-refused-go-super-bar = superbarra McMahon: la superbarra ({ $super }) deve essere sopra la barra ({ $bar })
web-desk-refused-go-handicap-komi = komi delle partite con handicap: è atteso 0 o 0.5, non { $found }
web-desk-violation-unknown-player = non c'è il giocatore { $player }
web-desk-violation-paired-twice = il giocatore { $player } è abbinato due volte
web-desk-violation-self-paired = il giocatore { $player } è abbinato contro sé stesso
web-desk-violation-withdrawn = il giocatore { $player } si è ritirato
web-desk-violation-unavailable = il giocatore { $player } ha chiesto un bye o è assente in questo turno
web-desk-violation-unpaired = il giocatore { $player } è disponibile ma non abbinato
web-desk-violation-rematch = i giocatori { $a } e { $b } si sono già incontrati
web-desk-violation-prohibited = i giocatori { $a } e { $b } non possono essere abbinati in questo turno
web-desk-violation-second-bye = il giocatore { $player } ha già avuto un bye o un punto senza giocare
web-desk-violation-three-in-a-row = il giocatore { $player } avrebbe il { $colour ->
        [white] Bianco
       *[black] Nero
    } tre volte di seguito
web-desk-violation-colour-difference = il giocatore { $player } avrebbe una differenza di colore di { $difference }
web-desk-violation-match-split = il giocatore { $player } non gioca la partita 2 del match contro l'avversario della partita 1
web-desk-error-board-too-large = il numero della scacchiera è troppo grande
web-desk-error-quick-no-result = scacchiera { $board }: digita il risultato dopo il numero della scacchiera
web-desk-error-no-round-to-delete = nessun turno da eliminare
web-desk-error-only-last-round = si può eliminare solo l'ultimo turno abbinato ({ $round })
web-desk-error-csv = il CSV non è stato importato (riga:colonna: cosa non va): { $problems }
web-desk-error-not-team-event = questo non è un torneo a squadre
web-desk-error-not-team-event-desk = questo non è un torneo a squadre (indica prima un numero di scacchiere per incontro)
web-desk-error-lineup-not-captain = { $login } non può consegnare la formazione della squadra { $team }: solo il suo capitano o l'arbitro
web-desk-error-lineup-paired = il turno { $round } è già abbinato: ora solo l'arbitro ne modifica le formazioni
web-desk-error-lineup-deadline-unreadable = la scadenza delle formazioni del turno { $round } («{ $deadline }») non si legge come AAAA-MM-GG HH:MM: chiedi all'arbitro
web-desk-error-lineup-deadline-passed = la scadenza della formazione del turno { $round } ({ $deadline } UTC) è passata: chiedi all'arbitro
web-desk-error-forfeit-code = «{ $value }»: un incontro perso a forfait si scrive +- (vince la squadra di casa), -+ (vince la squadra ospite) o --

## Cosa ha fatto ogni evento registrato, nella scheda Cronologia

web-desk-history-created = Creato «{ $name }»: { $system }, { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }
web-desk-history-settings = Impostazioni modificate: «{ $name }», { $system }, { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }
web-desk-history-registered = Iscritto { $name }
web-desk-history-late = Iscrizione tardiva: { $name }
web-desk-history-edited = Giocatore { $player } corretto: { $name }
web-desk-history-removed = Giocatore { $player } eliminato
web-desk-history-closed = Iscrizioni chiuse; { $count ->
        [one] { $count } giocatore numerato
       *[other] { $count } giocatori numerati
    }
web-desk-history-availability = Il giocatore { $player } { $status ->
        [available] gioca
        [absent] è assente (senza bye)
        [half] prende un bye da mezzo punto
        [zero] prende un bye da zero punti
       *[full] prende un bye da un punto
    } nel turno { $round }
web-desk-history-withdrawn = Giocatore { $player } ritirato dal turno { $round }
web-desk-history-reentered = Giocatore { $player } reinserito
web-desk-history-paired = Turno { $round } abbinato { $engine ->
        [manual] a mano
       *[other] da { $engine }
    }: { $boards }
web-desk-history-accepted = (accettato: { $list })
web-desk-history-bye = bye { $player }
web-desk-history-pairing-changed = Abbinamento del turno { $round } modificato a mano: { $boards }
web-desk-history-result = Turno { $round }, scacchiera { $board }: { $result }
web-desk-history-corrected = Turno { $round }, scacchiera { $board }: risultato corretto in { $result }
web-desk-history-round-deleted = Turno { $round } eliminato
web-desk-history-reopened = Iscrizioni riaperte
web-desk-history-reranked = Numeri di partenza rifatti (C.04.2)
web-desk-history-renamed = Rinominato da «{ $from }» a «{ $to }»
web-desk-history-deleted = Eliminato
web-desk-history-restored = Ripristinato
web-desk-history-team-registered = Squadra iscritta: { $name } ({ $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    })
web-desk-history-team-edited = Squadra { $team } corretta: { $name }
web-desk-history-lineup = Turno { $round }: formazione della squadra { $team }: { $list }
web-desk-history-team-paired = Turno { $round } abbinato { $engine ->
        [manual] a mano
       *[other] da { $engine }
    }: squadre { $list }
web-desk-history-team-bye = bye: squadra { $team }
web-desk-history-forfeit = Turno { $round }: incontro tra le squadre { $home } e { $away } perso a forfait ({ $result })
web-desk-history-go-teams = Squadre di go impostate: squadre: { $teams }, scacchiere per squadra: { $size }, coppie iscritte: { $pairs }
web-desk-history-prohibitions = Abbinamenti vietati: { $list }
web-desk-history-prohibition = { $players } (turni { $first }-{ $last })
web-desk-history-prohibitions-lifted = Abbinamenti vietati revocati
web-desk-history-acceleration = Giocatore { $player } accelerato: { $points } per turno
web-desk-history-no-acceleration = Giocatore { $player }: nessuna accelerazione
web-desk-error-category = categoria { $condition }: { $problem }
web-desk-category-not-a-year = { $found } non è un anno
web-desk-category-not-a-rating = { $found } non è un punteggio
web-desk-category-sex = atteso sex=m o sex=w
web-desk-category-unknown = atteso rating=, unrated, sex=, fed=, born-from=, born-until=, club= o group=

## The players' own pages: the desk's tab, pairing with check-in, the history

web-desk-tab-online = Pagine dei giocatori
web-desk-online-title = Pagine dei giocatori · { $event }
web-desk-online-entry = Iscrizione online
web-desk-online-entry-open = L'iscrizione pubblica è aperta
web-desk-online-entry-limit = Posti (0: senza limite)
web-desk-online-entry-closes = Chiude alle (UTC)
web-desk-online-entry-form = Il modulo d'iscrizione:
web-desk-online-check-in = Conferma di presenza
web-desk-online-check-in-deadlines = Scadenza di ogni turno (UTC), una riga per turno dal turno 1; una riga vuota: nessuna conferma
web-desk-online-byes = Bye su richiesta
web-desk-online-half-byes = Bye di mezzo punto per giocatore
web-desk-online-last-bye-round = Ultimo turno in cui chiedere un bye (0: tutti)
web-desk-online-reports = Risultati comunicati
web-desk-online-reports-off = I giocatori non comunicano i risultati
web-desk-online-reports-confirm = Le comunicazioni concordi attendono l'arbitro
web-desk-online-reports-auto = Le comunicazioni concordi sono registrate
web-desk-online-one-report = Basta la comunicazione di un giocatore
web-desk-online-save = Salva
web-desk-online-entries = Iscrizioni
web-desk-online-no-entries = Ancora nessuna iscrizione.
web-desk-online-accept-all = Accetta tutte le iscrizioni in attesa
web-desk-online-entry-status = Stato
web-desk-online-accept = Accetta
web-desk-online-refuse = Rifiuta
web-desk-online-entry-pending = in attesa
web-desk-online-entry-accepted = accettata
web-desk-online-entry-refused = rifiutata
web-desk-online-check-in-round = Conferma di presenza, turno { $round }
web-desk-online-check-in-status = Fino alle { $deadline } (UTC): { $checked } confermati, { $missing } non ancora.
web-desk-online-not-checked-in = Presenza non confermata
web-desk-online-reports-waiting = Risultati comunicati in attesa
web-desk-online-no-reports = Nessuna comunicazione in attesa.
web-desk-online-reported = Comunicato
web-desk-online-apply = Registra { $result }
web-desk-online-decide = Inserisci il risultato
web-desk-online-report-one = { $player } comunica { $result }
web-desk-online-report-agreed = Entrambi comunicano { $result }
web-desk-online-report-disagree = Disaccordo: il Bianco comunica { $white }, il Nero { $black }
web-desk-round-report-disagree = Comunicazioni dei giocatori: { $said }. Decide l'arbitro.
web-desk-round-report-confirm = Comunicazioni dei giocatori: { $said }, in attesa della conferma dell'arbitro.
web-desk-round-report-other = Comunicazioni dei giocatori: { $said }, in attesa della comunicazione dell'avversario.
web-desk-online-asks = Richieste
web-desk-online-no-asks = Ancora nessuna richiesta.
web-desk-online-asked-check-in = Turno { $round }: { $player } ha confermato la presenza
web-desk-online-asked-half = Turno { $round }: { $player } chiede un bye di mezzo punto
web-desk-online-asked-zero = Turno { $round }: { $player } chiede un bye a zero punti
web-desk-online-asked-absent = Turno { $round }: { $player } non giocherà
web-desk-online-asked-withdraw = Turno { $round }: { $player } si ritira
web-desk-online-links = Link dei giocatori
web-desk-online-links-help = Ogni link apre la pagina di un giocatore. Se ne conserva solo un'impronta: un link è mostrato una volta, quando è creato, con il suo codice QR, in una pagina che si stampa come foglietti. Un nuovo link sostituisce il vecchio.
web-desk-online-links-missing = Link per i giocatori che non ne hanno, in foglietti
web-desk-online-links-all = Nuovi link per tutti
web-desk-online-links-all-confirm = Il vecchio link di ogni giocatore smetterà di funzionare. Creare nuovi link per tutti?
web-desk-online-link = Link
web-desk-online-linked = dato
web-desk-online-not-linked = nessuno
web-desk-online-link-new = Nuovo link e codice QR
web-desk-online-link-revoke = Revoca
web-desk-online-slips-title = Link dei giocatori · { $event }
web-desk-online-slips-once = Questi link sono mostrati solo ora: stampate o consegnate i foglietti prima di lasciare la pagina.
web-desk-online-back = Torna alle pagine dei giocatori
web-desk-online-slip-help = La vostra pagina: scacchiera, presenza, bye, risultati. Tenete questo link per voi.
web-desk-online-error-reports = { $value } non è un modo di accettare i risultati: off, confirm o auto
web-desk-online-error-action = { $value } non è ciò che si può fare di un'iscrizione: accettare o rifiutare
web-desk-online-error-no-agreement = Turno { $round }, scacchiera { $board }: le comunicazioni non danno un risultato
web-desk-pair-unchecked = Giocatori senza conferma di presenza
web-desk-pair-unchecked-wait = attendere finché è aperta (assenti dopo)
web-desk-pair-unchecked-absent = assenti ora
web-desk-pair-unchecked-play = abbinati come gli altri
web-desk-log-entry-submitted = iscrizione ricevuta
web-desk-log-entry-accepted = iscrizione accettata
web-desk-log-entry-refused = iscrizione rifiutata
web-desk-log-link-issued = link del giocatore dato
web-desk-log-link-revoked = link del giocatore revocato
web-desk-log-player-asked = richiesta del giocatore
web-desk-log-result-reported = risultato comunicato
web-desk-history-entry-submitted = Iscrizione ricevuta: { $name }
web-desk-history-entry-accepted = Iscrizione { $entry } accettata
web-desk-history-entry-refused = Iscrizione { $entry } rifiutata
web-desk-history-link-issued = Link dato al giocatore { $player }
web-desk-history-link-revoked = Link del giocatore { $player } revocato
web-desk-history-asked = Giocatore { $player } { $ask ->
        [check_in] conferma la presenza
        [half_bye] chiede un bye di mezzo punto
        [zero_bye] chiede un bye a zero punti
        [absent] non giocherà
       *[withdraw] si ritira
    } al turno { $round }
web-desk-history-reported = Turno { $round }, scacchiera { $board }: il giocatore { $player } comunica { $result }
web-desk-online-rules = Regole

## Abbinamenti vietati e accelerazioni (ciò che l'abbinamento rispetta oltre alle regole)

web-desk-constraints-title = Abbinamenti vietati e accelerazioni · { $event }
web-desk-constraints-link = Abbinamenti vietati e accelerazioni
web-desk-prohibitions = Abbinamenti vietati
web-desk-prohibitions-help = Giocatori che non devono incontrarsi (di una famiglia, di un circolo o di una federazione, come chiede il bando): nessuno di loro è abbinato con un altro di loro nei turni indicati.
web-desk-prohibitions-none = Nessun abbinamento è vietato.
web-desk-rounds-range = turni da { $first } a { $last }
web-desk-prohibitions-lift = Revoca tutti i divieti
web-desk-prohibitions-lift-confirm = Revocare tutti gli abbinamenti vietati?
web-desk-prohibition-lift-one = Revoca
web-desk-prohibit-legend = Giocatori che non devono incontrarsi
web-desk-prohibit-players = Giocatori (numeri)
web-desk-from-round = Dal turno
web-desk-to-round = Al turno
web-desk-prohibit = Vieta
web-desk-accelerations = Giocatori accelerati
web-desk-accelerations-help = Punti fittizi di un giocatore per l'abbinamento, uno per turno dal turno 1, separati da virgole (C.04.5); vuoto li toglie.
web-desk-accelerations-none = Nessun giocatore è accelerato.
web-desk-accelerate-legend = Punti fittizi di un giocatore
web-desk-fictitious-points = Punti fittizi
