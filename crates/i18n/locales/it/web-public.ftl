# Il lato pubblico dell'applicazione web: la cornice di ogni pagina, i tornei, le pagine
# pubbliche di un torneo, i festival, la pagina di accesso e le pagine di errore.

## La cornice di ogni pagina
pub-nav-events = Tornei
pub-nav-desk = Tavolo arbitrale
pub-nav-users = Utenti
pub-live = in diretta
pub-login = Accedi
pub-logout = Esci
pub-tagline = sistema per la direzione dei tornei
pub-language = Lingua

## Errori
pub-error-not-found = Non trovato
pub-error-log-in = Accedi prima
pub-error-forbidden = Non consentito
pub-error-too-many = Troppi tentativi
pub-error-refused = Rifiutato
pub-error-internal = Qualcosa è andato storto
pub-error-back = Torna ai tornei
pub-error-no-page = Questa pagina non esiste.
pub-error-no-event = non esiste un torneo chiamato «{ $name }»
pub-error-no-player = non esiste il giocatore n. { $player }
pub-error-no-game = qui non c'è nessuna partita registrata
pub-error-no-document = non esiste il documento «{ $file }»
pub-error-no-plot = non esiste il grafico «{ $file }»
pub-error-no-festival = non esiste il festival «{ $festival }»
pub-error-round-not-paired = il turno { $round } non è abbinato
pub-error-not-go = Questo non è un torneo di go: il suo file è il TRF.
pub-error-encoding = { $value } non è un set di caratteri dei file di go: iso-8859-15 o utf-8.

## I tornei
pub-no-events = Ancora nessun torneo.
pub-col-event = Torneo
pub-col-system = Sistema
pub-col-where = Luogo
pub-col-when = Date

## Intestazioni di colonna, brevi per le tabelle strette
pub-col-no = N.
pub-col-pl = Pos.
pub-col-pts = Pti
pub-col-rtg = Elo
pub-col-fed = Fed.
pub-col-bd = Scac.
pub-col-rd = T.
pub-col-title-rank = Titolo/Grado
pub-col-colour = Colore
pub-col-opponent = Avversario
pub-col-score = Punteggio
pub-col-fictitious = Fittizi
    .title = Punti fittizi dell'abbinamento accelerato: hanno collocato il giocatore per l'abbinamento e non contano mai in classifica

## Presentazione di un torneo
pub-overview = Presentazione
pub-the-event = Il torneo
pub-rounds = Turni
pub-rounds-paired = { $paired ->
    [one] { $paired } abbinato su { $rounds }
   *[other] { $paired } abbinati su { $rounds }
}
pub-registration-open = (iscrizioni aperte)
pub-detail-city = Città
pub-detail-start = Inizio
pub-detail-end = Fine
pub-detail-chief-arbiter = Arbitro principale
pub-detail-time-control = Cadenza
pub-detail-rated = Omologazione
pub-leaders = In testa
pub-no-standings = Ancora nessuna classifica.

## Giocatori, turni e classifica
pub-withdrawn = (ritiro)
pub-withdrawn-from = (ritiro dal turno { $round })
pub-results-to-come = { $count ->
    [one] ({ $count } risultato da inserire)
   *[other] ({ $count } risultati da inserire)
}
pub-paired-by = Abbinato da { $engine }.
pub-by-name = Per nome
pub-by-board = Per scacchiera
pub-round-by-name = Turno { $round } per nome
pub-standings-after = Classifica dopo il turno { $round }
pub-after-round = Dopo il turno
pub-group = Gruppo { $group }
pub-crosstable-legend = Ogni casella: il numero dell'avversario, il colore (w per il Bianco, b per il Nero) e il risultato (1, =, 0; + e − per le partite vinte o perse a forfait; U, F, H, Z per i bye).
pub-bye-pairing = bye di abbinamento
pub-bye-full = bye da un punto
pub-bye-half = bye da mezzo punto
pub-bye-zero = bye da zero punti
pub-absent = assente

## La scheda di un giocatore
pub-card-no = N. { $rank }
pub-card-rating = Elo { $rating }
pub-card-points = punti: { $points }
pub-card-place = { $place }° posto
pub-card-withdrawn-from = ritiro dal turno { $round }
pub-card-fide-id = ID FIDE
pub-card-performance = Performance { $rating }
pub-card-rating-change = variazione Elo { $change } (K { $k })
pub-card-accelerated = Abbinato con punteggi accelerati: i punti fittizi di ogni turno hanno collocato il giocatore per l'abbinamento di quel turno e non fanno parte del punteggio.

## Un festival
pub-sections = Sezioni
pub-col-section = Sezione
pub-col-section-place = Pos. sez.
pub-combined-standings = Classifica complessiva
pub-combined-note = I giocatori di tutte le sezioni per punti; a pari punti condividono la posizione (gli spareggi delle sezioni non sono confrontabili), poi per sezione e posizione in essa.

## Accesso
pub-login-name = Nome utente
pub-password = Password
pub-login-expired = Il modulo è scaduto: riprova.
pub-login-too-many = Troppi tentativi falliti: attendi qualche minuto.
pub-login-wrong = Nome utente o password errati.
