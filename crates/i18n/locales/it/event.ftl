# I rifiuti del registro di un torneo (arbiter-event), come li dice il tavolo dell'arbitro.

## Su che cosa verte un rifiuto: `CAMPO: motivo`.
event-invalid = { $field }: { $why }
event-round = turno { $round }: { $why }
event-unknown-player = non esiste il giocatore { $player }
event-unknown-board = il turno { $round } non ha la scacchiera { $board }
event-illegal = l'abbinamento viola le regole: { $violations }

event-field-boards = scacchiere
event-field-board-colours = colori per scacchiera
event-field-match-points = punti match
event-field-rating-boards = scacchiere della media Elo
event-field-primary-score = punteggio principale
event-field-team = squadra
event-field-team-name = nome della squadra
event-field-members = componenti
event-field-short-name = nome breve
event-field-lineup = formazione
event-field-pairing = abbinamento
event-field-result = risultato
event-field-name = nome
event-field-sex = sesso
event-field-go-rank = grado di go
event-field-points = punti
event-field-round-dates = date dei turni
event-field-rounds = turni
event-field-language = lingua
event-field-chief-arbiter-id = ID FIDE dell'arbitro principale
event-field-game = gioco
event-field-initial-colour = colore iniziale
event-field-handicap = handicap
event-field-player = giocatore
event-field-order = ordine
event-field-availability = disponibilità
event-field-overridden = regole scavalcate
event-field-pgn = PGN
event-field-go-teams = squadre di go
event-field-time-control-code = codice della cadenza (222)

## La fase del torneo.
event-log-start = il registro deve cominciare con la creazione del torneo
event-deleted = il torneo è eliminato: ripristinalo prima
event-exists = il torneo esiste già
event-not-deleted = il torneo non è eliminato
event-registration-closed-late = le iscrizioni sono chiuse: aggiungi il giocatore come iscrizione tardiva
event-registration-open-register = le iscrizioni sono ancora aperte: iscrivi il giocatore
event-registration-already-closed = le iscrizioni sono già chiuse
event-registration-already-open = le iscrizioni sono già aperte
event-reopen-after-pairing = le iscrizioni non possono riaprire dopo l'abbinamento di un turno: aggiungi iscrizioni tardive
event-ranks-when-closed = le iscrizioni sono aperte: i numeri di partenza si assegnano alla chiusura
event-ranks-fixed = i numeri di partenza sono fissati dopo l'abbinamento di un turno
event-remove-after-pairing = non si possono togliere giocatori dopo l'abbinamento di un turno: ritirali
event-close-registration-first = chiudi le iscrizioni prima di abbinare
event-team-pairs-matches = un torneo a squadre si abbina per incontri tra squadre, non per scacchiere
event-team-boards-follow = le scacchiere di un torneo a squadre derivano dai suoi incontri e dalle formazioni: elimina il turno e abbina di nuovo gli incontri, oppure cambia una formazione
event-teams-closed = nessuna squadra può aggiungersi dopo l'abbinamento di un turno
event-festival-only = i giocatori si spostano solo tra sezioni dello stesso festival
event-festival-before-round-one = i giocatori cambiano sezione solo prima che sia abbinato il turno 1 di entrambe
event-festival-already = { $name } è già iscritto nella sezione { $section }
event-go-teams-go-only = le squadre di go e le coppie appartengono a un torneo di go
event-go-teams-after-close = le squadre di go si formano a iscrizioni chiuse (giocatori per numero di partenza)

## Impostazioni e giocatori.
event-tournament-needs-name = un torneo deve avere un nome
event-new-name = serve un nuovo nome, non vuoto
event-no-rounds = un torneo deve avere almeno un turno
event-fewer-rounds = meno turni di quelli già abbinati
event-round-date = { $found }: atteso AA/MM/GG o AAAA/MM/GG
event-time-control-code = { $found }: atteso il tempo di riflessione codificato del TRF26, periodi separati da «:», ciascuno [MOSSE/]SECONDI[+INCREMENTO], l'ultimo senza mosse (in secondi: 5400+30, 40/5400+30:1800+30)
event-language = { $found }: attesa una tra { $known }
event-digits = { $found }: attese delle cifre
event-game-kind = atteso chess o go, non { $found }
event-game-fixed = un torneo non può cambiare gioco
event-points-fixed = il sistema di punteggio non può cambiare dopo l'abbinamento di un turno
event-points-bad = atteso un numero di punti come 4,5, non { $found }
event-initial-colour = atteso bianco o nero, non { $found }
event-player-needs-name = un giocatore deve avere un nome
event-sex = atteso m o w, non { $found }
event-go-rank-bad = atteso un grado di go da 30k a 9d (o 1p-9p), non { $found }
event-go-rank-needed = un giocatore di go deve avere un grado (da 30k a 9d)
event-player-on-roster = il giocatore { $player } gioca per { $team }: toglilo prima dalla rosa
event-not-withdrawn = il giocatore { $player } non si è ritirato
event-go-no-bye = un torneo di go non concede il bye su richiesta: segna il giocatore assente (il turno conta come un'assenza in OpenGotha)
event-withdraw-beyond = è oltre l'ultimo turno: tutti i turni sono abbinati, non resta nulla da cui ritirare il giocatore
event-model-unknown-round = non esiste il turno { $round }
event-model-rounds-exist = non si possono rinumerare né togliere giocatori dopo l'abbinamento di un turno
event-model-not-a-permutation = il nuovo ordine deve nominare ogni giocatore esattamente una volta

## Turni, abbinamenti e risultati.
event-rounds-from-one = i turni si contano da 1
event-round-beyond = il torneo ha { $rounds } turni
event-round-not-paired = non è abbinato
event-round-already-paired = è già abbinato
event-round-paired-plays = è già abbinato e il giocatore { $player } vi gioca: correggere invece il risultato (un bye in un turno abbinato è per un giocatore senza partita, come un iscritto in ritardo)
event-next-round = il prossimo turno da abbinare è il { $next }
event-previous-round-pending = il turno precedente ha ancora partite senza risultato
event-edit-last-only = si può modificare solo l'ultimo turno abbinato
event-delete-last-only = si può eliminare solo l'ultimo turno abbinato
event-results-entered = sono stati inseriti risultati: eliminali o correggili prima
event-override-manual = solo un abbinamento fatto a mano può scavalcare le regole
event-chess-handicap = una partita a scacchi non ha handicap
event-round-duplicate = il giocatore { $player } compare più di una volta nel turno
event-round-self = il giocatore { $player } è abbinato contro sé stesso
event-round-two-byes = più di un bye di abbinamento ({ $a } e { $b })
event-result-bad = atteso un risultato come 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 o * (in corso), non { $found }
event-forfeit-result = { $found }: un forfait è vinto da una parte o perso da entrambe (+-, -+, --)
event-go-result = { $found } non è un risultato di go: 1-0 (vince il Bianco), 0-1 (vince il Nero), 1/2 (jigo), 1-1 (vincono entrambi), 0-0 (perdono entrambi), o a tavolino +-, -+, ==, ++, --
event-go-jigo-half-komi = scacchiera { $board } del turno { $round }: una partita con un komi di { $komi } non può finire in jigo
event-result-exists = la scacchiera { $board } del turno { $round } ha già un risultato ({ $result }): correggilo invece
event-no-result = la scacchiera { $board } del turno { $round } non ha risultati da correggere
event-pgn-go = il PGN registra partite a scacchi; le partite di un torneo di go sono nei suoi risultati
event-pgn-empty = la notazione della partita è vuota
event-pgn-no-game = non ha una partita di { $white } col Bianco contro { $black }

## Tornei a squadre: regole, rose, formazioni e incontri.
event-team-no-board = un incontro a squadre richiede almeno una scacchiera
event-team-board-colours = { $found }: atteso un W o un B per scacchiera ({ $boards }), a cominciare da W (la squadra col Bianco in prima scacchiera)
event-team-rating-boards = la media Elo di una squadra richiede almeno un componente
event-team-primary = atteso match o game, non { $found }
event-not-team-event = questo non è un torneo a squadre
event-not-team-event-short = non è un torneo a squadre
event-not-team-event-boards = questo non è un torneo a squadre: assegna prima al torneo un numero di scacchiere
event-no-team-yet = non è ancora iscritta nessuna squadra
event-team-stays = un torneo con squadre resta un torneo a squadre
event-team-boards-fixed = il numero di scacchiere non può cambiare dopo l'abbinamento di un turno
event-team-needs-name = una squadra deve avere un nome
event-team-name-taken = la squadra { $team } si chiama già { $name }
event-team-needs-player = una squadra deve avere almeno un giocatore
event-player-listed-twice = il giocatore { $player } compare due volte
event-player-in-other-team = il giocatore { $player } gioca già per la squadra { $team } ({ $name })
event-short-name-long = { $found }: al massimo cinque caratteri
event-too-many-teams = troppe squadre
event-member-played = il giocatore { $player } ha giocato per la squadra al turno { $round } e resta nella sua rosa
event-lineup-size = giocatori: { $players }, per { $boards } scacchiere
event-lineup-not-roster = il giocatore { $player } non è nella rosa di { $team }
event-lineup-two-boards = il giocatore { $player } è su due scacchiere
event-lineup-board-order = ordine delle scacchiere: il giocatore { $upper } ({ $upper_rating }) siede sopra il giocatore { $lower } ({ $lower_rating }), che ha più di { $tolerance } punti in più
event-team-no-match = la squadra { $team } non ha incontri in questo turno
event-team-match-has-results = l'incontro della squadra { $team } ha risultati: correggi quelli invece della formazione
event-team-no-lineup = la squadra { $team } non ha una formazione registrata in questo turno
event-team-paired-twice = la squadra { $team } è abbinata due volte
event-team-meets-itself = la squadra { $team } non può incontrare sé stessa
event-team-paired-and-bye = la squadra { $team } è abbinata e ha anche il bye
event-team-met = le squadre { $a } e { $b } si sono già incontrate (C.04.1 b)
event-team-second-bye = la squadra { $team } ha già avuto un bye o una vittoria senza giocare (C.04.1 d)
event-team-pairing-broken = { $reasons }
event-team-forfeit-result = { $found }: un incontro a forfait è +- (vince la squadra di casa), -+ (vince la squadra ospite) o --
event-team-no-such-match = le squadre { $home } e { $away } non si incontrano in casa e in trasferta
event-teams-none = il torneo non ha squadre
event-teams-two-teams = il giocatore { $player } fa parte di due squadre ({ $first } e { $second })
event-teams-not-a-team-game = turno { $round }: { $white } contro { $black } non è una partita tra due squadre
event-teams-two-matches = turno { $round }: la squadra { $team } gioca più di un incontro
event-teams-board-mismatch = turno { $round }: { $white } e { $black } giocano tra loro ma siedono alle scacchiere { $white_board } e { $black_board } delle loro formazioni
event-teams-not-a-member = turno { $round }: { $player } è nella formazione di { $team } ma non ne fa parte
event-teams-unknown = non esiste la squadra { $team }

## Squadre e coppie di un torneo di go.
event-go-what-board = squadra { $name }, turno { $round }, scacchiera { $board }
event-go-what-pair = coppia { $player }
event-go-what-team-players = i giocatori di una squadra
event-go-no-player = { $what }: non esiste il giocatore { $player }
event-go-team-criterion = criterio di squadra sconosciuto { $name } (noti: TEAMP, SOST, BDW, da BDW1U a BDW9U, MNR)
event-go-criterion-twice = il criterio { $name } è indicato due volte
event-go-six-criteria = al massimo sei criteri di squadra
event-go-team-name-twice = due squadre si chiamano { $name }
event-go-team-number = squadra { $name }: il numero { $number } è 0 o già preso
event-go-board-taken = { $what }: il giocatore { $player } siede a un'altra scacchiera nel turno
event-go-team-detail = squadra { $name }: { $why }
event-go-given-twice = { $what } è indicata due volte
event-go-kind = { $what }: il tipo { $kind } non è né pair_go né rengo
event-go-sex = { $what }: il sesso { $sex } non è né m né w
event-go-what-detail = { $what }: { $why }
event-go-no-such-board = la scacchiera { $board } non è una scacchiera di squadra (da 1 a 10)
event-go-no-such-round = il turno { $round } non è un turno di cui si tiene la formazione (da 1 a 20)
event-go-team-size = una squadra ha da 2 a 10 scacchiere, non { $size }
event-go-pair-not-mixed = una coppia di Pair Go è formata da un uomo e una donna
event-go-members = un'iscrizione { $kind } richiede { $needed ->
        [exactly] esattamente 2
       *[at-least] almeno 2
    } giocatori, ne ha { $found }
event-go-team-no-name = una squadra ha bisogno di un nome
event-go-team-name-taken = una squadra si chiama già { $name }
event-go-team-number-zero = i numeri di squadra partono da 1
event-go-team-number-taken = il numero di squadra { $number } è già preso
event-go-unknown-team = nessuna squadra si chiama né ha il numero { $team }
event-go-team-no-players = una squadra ha bisogno dei suoi giocatori, prima la scacchiera 1
event-go-team-too-many = una squadra ha al massimo 10 scacchiere, non { $found }
event-go-team-player-twice = il giocatore { $player } è indicato due volte
event-go-team-other = il giocatore { $player } gioca già per la squadra { $team }
event-go-line-up-played = turno { $round }: la squadra { $team } ha già partite; la formazione resta
event-go-team-played = la squadra { $team } ha giocato: le sue partite perderebbero la squadra

## Un file di parametri OpenGotha illeggibile: i messaggi del lettore, ognuno con riga e
## colonna. I nomi di elementi e attributi sono quelli di OpenGotha.
event-gotha-at = { $line }:{ $column }: { $what }
event-gotha-xml = XML non ben formato: { $detail }
event-gotha-xml-not-utf8 = il file non è in UTF-8
event-gotha-xml-second-root = un secondo elemento radice
event-gotha-xml-stray-close = un tag di chiusura senza apertura
event-gotha-xml-empty = nessun elemento
event-gotha-xml-no-name = un elemento senza nome
event-gotha-xml-text = testo { $text } dove sono attesi solo elementi
event-gotha-xml-unclosed = <{ $name }> non viene mai chiuso
event-gotha-not-a-tournament = atteso un elemento OpenGotha <Tournament>, non <{ $name }>
event-gotha-missing = <{ $element }> richiede l'attributo { $attribute }
event-gotha-bad-attribute = <{ $element }> { $attribute }: atteso { $expected }, non { $found }
event-gotha-unknown-player = { $what } nomina il giocatore { $key }, che non è in <Players>
event-gotha-duplicate-player = il giocatore { $key } compare di nuovo (la prima volta alla riga { $line })
event-gotha-twice-in-round = il giocatore { $key } compare più di una volta nel turno { $round }
event-gotha-not-participating = il giocatore { $key } non partecipa al turno { $round } ma vi ha { $what ->
        [bye] un bye
       *[game] una partita
    }
event-gotha-expected = atteso { $expected }, non { $found }
event-gotha-disagree = { $detail }
event-gotha-round-beyond = il turno { $round } va oltre i { $rounds } turni del torneo
event-gotha-as-written = { $text }
event-gotha-expected-one-of = { $codes } o { $last }
event-gotha-expected-bool = true o false
event-gotha-expected-rank = un grado da 30K a 9D
event-gotha-expected-whole = un numero intero
event-gotha-expected-half-points = un numero intero di mezzi punti
event-gotha-expected-minutes = un numero intero di minuti
event-gotha-expected-seconds = un numero intero di secondi
event-gotha-expected-decimal = un numero decimale
event-gotha-expected-stones = un numero di pietre
event-gotha-expected-handicap = un handicap da 0 a 9
event-gotha-expected-rounds = un numero di turni da 1 in su
event-gotha-expected-round = un numero di turno
event-gotha-expected-round-from-1 = un numero di turno da 1 in su
event-gotha-expected-round-1-20 = un numero di turno da 1 a 20
event-gotha-expected-participation = una sequenza di 0 e 1, una cifra per turno
event-gotha-expected-category = un numero di categoria
event-gotha-expected-table = un numero di tavolo
event-gotha-expected-game = una partita
event-gotha-expected-bye = un bye
event-gotha-expected-team-board = una scacchiera di squadra
event-gotha-expected-team-size = una dimensione di squadra da 2 a 10
event-gotha-expected-team-number = un numero di squadra da 1 in su
event-gotha-expected-team-name-free = un nome che nessun'altra squadra ha
event-gotha-expected-team-number-free = un numero che nessun'altra squadra ha
event-gotha-expected-criterion-number = un numero di criterio da 1 a 6
event-gotha-expected-criterion-free = un numero di criterio non ancora indicato
event-gotha-expected-board = un numero di scacchiera da 1 a 10
event-gotha-expected-board-free = una scacchiera ancora libera nel turno
event-gotha-expected-team-criteria = TEAMP, SOST, BDW, da BDW1U a BDW9U, MNR o NULL
event-gotha-expected-results = RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (ciascuno anche _BYDEF) o RESULT_UNKNOWN

## A player's fields as entered by hand or read from a list, and a CSV player list that
## does not read (`LINE:COLUMN: …` before each).
player-problem = { $field }: { $problem }
player-field-name = nome
player-field-rating = punteggio Elo
player-field-title = titolo
player-field-federation = federazione
player-field-sex = sesso
player-field-birth-date = data di nascita
player-field-fide-id = ID FIDE
player-field-go-rank = grado di go
player-name-missing = un giocatore deve avere un nome
player-name-long = { $found } supera i 33 caratteri che un TRF contiene
player-rating-bad = { $found } non è un punteggio: atteso da 0 a 3000
player-title-bad = { $found } non è un titolo FIDE: atteso GM, IM, WGM, FM, WIM, CM, WFM o WCM
player-federation-bad = { $found } non è un codice di federazione: attese tre lettere, come CZE
player-sex-bad = { $found }: atteso m o w
player-birth-year-bad = { $found } non è un anno di nascita
player-birth-date-bad = { $found }: attesa una data come 1988/03/14 (o 1988-03-14, 14.03.1988), o un anno
player-birth-date-ambiguous = { $found } è ambigua (giorno e mese potrebbero essere invertiti): scrivila come AAAA/MM/GG
player-fide-id-long = più lungo delle 11 cifre che un TRF contiene
import-csv-header-unreadable = la riga di intestazione non è leggibile: { $error }
import-csv-no-name-column = nessuna colonna contiene i nomi dei giocatori: attesa un'intestazione come Name, Surname, Nachname, Nom, Apellido, Cognome o Naam (trovato: { $found })
import-csv-row-unreadable = la riga non è leggibile: { $error }
import-csv-at = { $line }:{ $column }: { $problem }
import-csv-in-column = { $header }: { $problem }
import-csv-fide-id-bad = { $found } non è un ID FIDE: attese delle cifre
import-csv-no-players = nessun giocatore sotto la riga di intestazione
import-csv-lost-letters = { $found }: «?» sta probabilmente per una lettera persa (il file è stato salvato in una tabella codici che non la contiene): salvarlo come «CSV UTF-8» e importarlo di nuovo, o correggere il nome
