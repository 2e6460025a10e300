# Le spiegazioni dei motori di abbinamento: che cosa chiede ogni criterio, e le frasi che
# dicono perché un abbinamento si scosta da quello naturale. I rimandi alle regole
# (C.04.3 2.3.4 [C12], 29E5b) restano come le regole li scrivono.

## Che cosa chiede ogni criterio, per sistema

pairing-crit-amalfi-order = giocatori ordinati per punteggio, poi per Elo (colore Amalfi: poi per bisogno di colore)
pairing-crit-amalfi-distance = il giocatore al posto k incontra quello R posti più in basso, R i turni rimasti; altrimenti uno più vicino, poi uno più lontano
pairing-crit-burstein-b1 = due giocatori che si sono già incontrati non saranno abbinati di nuovo
pairing-crit-burstein-prohibited = i giocatori non possono essere abbinati tra loro
pairing-crit-burstein-absolute = due giocatori con la stessa preferenza di colore assoluta non si incontreranno
pairing-crit-burstein-bye = il bye assegnato dall'abbinamento va al giocatore più in basso che non ne ha avuto uno né ha vinto a forfait
pairing-crit-burstein-complete = ogni giocatore rimasto deve poter essere ancora abbinato, con al più un flottante per gruppo di punteggio
pairing-crit-burstein-due-colour = i giocatori dovrebbero incontrare avversari con l'altro colore dovuto
pairing-crit-burstein-opposition = il primo giocatore è abbinato all'ultimo, il secondo al penultimo, e così via
pairing-crit-burstein-colours = assegnazione dei colori
pairing-crit-double-swiss-met = due giocatori non si incontreranno in più di un match (un match perso a forfait da un giocatore non conta)
pairing-crit-double-swiss-prohibited = i giocatori non possono essere abbinati tra loro
pairing-crit-double-swiss-bye = nessun bye assegnato dall'abbinamento dopo un tale bye, un match vinto a forfait o un bye da un punto
pairing-crit-double-swiss-completion = i giocatori ancora da abbinare devono essere abbinabili
pairing-crit-double-swiss-fewest = minimizzare il numero dei flottanti verso l'alto
pairing-crit-double-swiss-scores = massimizzare i punteggi dei flottanti verso l'alto
pairing-crit-double-swiss-next = il gruppo di punteggio seguente mantiene un gruppo legale con il minor numero di flottanti verso l'alto
pairing-crit-double-swiss-floated = minimizzare i flottanti verso l'alto che erano flottanti nel turno precedente
pairing-crit-double-swiss-opponents = minimizzare gli avversari dei flottanti verso l'alto che erano flottanti nel turno precedente
pairing-crit-double-swiss-upfloater-order = il primo insieme di flottanti verso l'alto nell'ordine del 3.5.4
pairing-crit-double-swiss-identifier = il primo identificatore di abbinamento in ordine lessicografico
pairing-crit-double-swiss-pab = il bye assegnato dall'abbinamento: resto abbinabile, punteggio più basso, più match giocati, TPN più alto
pairing-crit-double-swiss-colours = colori: colore iniziale, meno Bianchi, alternanza
pairing-crit-double-swiss-second-game = la seconda partita di un match: gli stessi giocatori con i colori invertiti, gli stessi bye
pairing-crit-dubov-met = due giocatori che si sono già incontrati non saranno abbinati di nuovo
pairing-crit-dubov-prohibited = i giocatori non possono essere abbinati tra loro
pairing-crit-dubov-absolute = nessuna differenza di colore oltre due e nessun colore tre volte di seguito
pairing-crit-dubov-upfloat = prima dell'ultimo turno nessuno sale due turni di seguito o più di tre (quattro) volte
pairing-crit-dubov-colours = assegnazione dei colori: colori dovuti, equalizzazione, alternanza, ARO più alto, Elo più basso
pairing-crit-dubov-bye = il bye va al giocatore con l'Elo più basso del gruppo di punteggio più basso che non ha fatto punti senza giocare
pairing-crit-dubov-first = turno 1: la metà superiore contro la metà inferiore
pairing-crit-dubov-order = i Bianchi per ARO crescente contro i Neri per Elo decrescente
pairing-crit-dubov-improve = un Bianco che non può incontrare il Nero della sua riga prende il primo Nero più in basso che può incontrare
pairing-crit-dubov-float = i giocatori che non possono essere abbinati nel loro gruppo fluttuano nel successivo
pairing-crit-dubov-island = un giocatore che non può incontrare nessuno del suo gruppo riceve un avversario dal gruppo immediatamente inferiore
pairing-crit-dubov-odd = un gruppo dispari prende un giocatore dal gruppo immediatamente inferiore
pairing-crit-dubov-danubian = un gruppo dispari prende un giocatore dal gruppo immediatamente inferiore e lo abbina subito
pairing-crit-dubov-equalise = in ogni gruppo tanti giocatori con il Bianco dovuto quanti con il Nero dovuto
pairing-crit-dubov-floaters = i flottanti sono abbinati per primi, ciascuno con il giocatore di Elo più alto dell'altro colore dovuto
pairing-crit-dutch-c1 = due giocatori non si incontreranno più di una volta
pairing-crit-dutch-c2 = nessun bye assegnato dall'abbinamento a un giocatore che ne ha già avuto uno o ha vinto senza giocare
pairing-crit-dutch-c3 = giocatori non in testa con la stessa preferenza di colore assoluta non si incontreranno
pairing-crit-dutch-prohibited = i giocatori non possono essere abbinati tra loro
pairing-crit-dutch-c4 = deve esistere un abbinamento legale per tutti i giocatori non ancora abbinati
pairing-crit-dutch-c5 = minimizzare il punteggio di chi riceve il bye assegnato dall'abbinamento
pairing-crit-dutch-c6 = minimizzare il numero dei flottanti verso il basso
pairing-crit-dutch-c7 = minimizzare i punteggi dei flottanti verso il basso
pairing-crit-dutch-c8 = scegliere i flottanti verso il basso in modo che anche il gruppo seguente possa essere abbinato
pairing-crit-dutch-c9 = minimizzare le partite non giocate di chi riceve il bye assegnato dall'abbinamento
pairing-crit-dutch-c10 = minimizzare i giocatori in testa, o i loro avversari, con una differenza di colore oltre 2
pairing-crit-dutch-c11 = minimizzare i giocatori in testa, o i loro avversari, con lo stesso colore tre volte di seguito
pairing-crit-dutch-c12 = minimizzare i giocatori che non ottengono la loro preferenza di colore
pairing-crit-dutch-c13 = minimizzare i giocatori che non ottengono la loro preferenza di colore forte
pairing-crit-dutch-c14 = minimizzare i flottanti verso il basso residenti che sono scesi nel turno precedente
pairing-crit-dutch-c15 = minimizzare gli avversari di MDP che sono saliti nel turno precedente
pairing-crit-dutch-c16 = minimizzare i flottanti verso il basso residenti che sono scesi due turni prima
pairing-crit-dutch-c17 = minimizzare gli avversari di MDP che sono saliti due turni prima
pairing-crit-dutch-c18 = minimizzare le differenze di punteggio degli MDP che sono scesi nel turno precedente
pairing-crit-dutch-c19 = minimizzare le differenze di punteggio degli avversari di MDP che sono saliti nel turno precedente
pairing-crit-dutch-c20 = minimizzare le differenze di punteggio degli MDP che sono scesi due turni prima
pairing-crit-dutch-c21 = minimizzare le differenze di punteggio degli avversari di MDP che sono saliti due turni prima
pairing-crit-dutch-order = il primo candidato nell'ordine di generazione (trasposizioni, scambi, insiemi di MDP)
pairing-crit-dutch-colours = assegnazione dei colori
pairing-crit-groups-separate = giocatori di gruppi diversi non si incontrano
pairing-crit-groups-group-pairing = ogni gruppo è abbinato a sé con il sistema della sezione
pairing-crit-lim-met = giocatori compatibili non si sono ancora incontrati
pairing-crit-lim-prohibited = i giocatori non possono essere abbinati tra loro
pairing-crit-lim-limits = nessun colore tre turni di seguito, mai tre partite in più con un colore (articolo 6: non tra punteggi uguali all'ultimo turno)
pairing-crit-lim-bye = il bye va al giocatore con il rango più basso nel gruppo di punteggio più basso
pairing-crit-lim-first-bye = turno 1: il bye va al giocatore con l'Elo più basso
pairing-crit-lim-first = turno 1: la metà superiore contro la metà inferiore, colori sorteggiati
pairing-crit-lim-order = dall'alto verso la mediana, dal basso verso di essa, il gruppo di punteggio mediano per ultimo
pairing-crit-lim-float = i giocatori che un gruppo di punteggio non può abbinare, o uno per renderlo pari, fluttuano verso la mediana
pairing-crit-lim-floaters = i flottanti sono abbinati per primi, ciascuno con il primo giocatore dell'altro colore dovuto
pairing-crit-lim-exchange = metà superiore contro metà inferiore; un avversario incompatibile è scambiato nell'ordine del 4.2
pairing-crit-lim-colour-exchange = gli avversari sono scambiati perché ogni giocatore riceva se possibile il colore dovuto
pairing-crit-lim-crack = un gruppo di punteggio mediano bloccato riprende gli abbinamenti dei suoi vicini
pairing-crit-lim-colours = assegnazione dei colori: limiti, colori dovuti, le sequenze, il rango e la mediana
pairing-crit-swiss-team-met = due squadre non si incontreranno più di una volta (un match perso a forfait non conta)
pairing-crit-swiss-team-prohibited = le squadre non possono essere abbinate tra loro
pairing-crit-swiss-team-bye = nessun bye assegnato dall'abbinamento dopo un tale bye, un match vinto a forfait o un bye da un punto
pairing-crit-swiss-team-completion = le squadre ancora da abbinare devono essere abbinabili
pairing-crit-swiss-team-fewest = minimizzare il numero dei flottanti verso l'alto
pairing-crit-swiss-team-scores = minimizzare le differenze di punteggio nelle coppie con flottanti verso l'alto (prima le più grandi)
pairing-crit-swiss-team-next = il gruppo di punteggio seguente mantiene un gruppo legale con il minor numero di flottanti verso l'alto
pairing-crit-swiss-team-floated = tranne negli ultimi due turni, minimizzare i flottanti verso l'alto che erano flottanti nel turno precedente
pairing-crit-swiss-team-colour = minimizzare le squadre la cui preferenza di colore non è soddisfatta
pairing-crit-swiss-team-strong = minimizzare le squadre la cui preferenza di colore forte non è soddisfatta (tipo B)
pairing-crit-swiss-team-opponents = tranne negli ultimi due turni, minimizzare gli avversari dei flottanti verso l'alto che erano flottanti nel turno precedente
pairing-crit-swiss-team-upfloater-order = il primo insieme di flottanti verso l'alto nell'ordine del 3.5.3 e del 3.5.4
pairing-crit-swiss-team-identifier = il primo identificatore di abbinamento in ordine lessicografico
pairing-crit-swiss-team-pab = il bye assegnato dall'abbinamento: resto abbinabile, punteggio più basso, più match giocati, TPN più alto
pairing-crit-swiss-team-colours = colori: prima squadra, colore iniziale, preferenze, differenza di colore, alternanza
pairing-crit-team-schedule-schedule = la partita che il calendario fisso prevede per il turno
pairing-crit-uscf-no-rematch = nessun giocatore è abbinato due volte con lo stesso avversario
pairing-crit-uscf-prohibited = i giocatori non possono essere abbinati tra loro
pairing-crit-uscf-equal-scores = i giocatori con punteggio uguale sono abbinati tra loro; il giocatore dispari scende al gruppo di punteggio successivo
pairing-crit-uscf-halves = la metà superiore di un gruppo di punteggio è abbinata alla metà inferiore in ordine di classifica; un giocatore sceso incontra il giocatore con l'Elo più alto che può affrontare
pairing-crit-uscf-odd-player = il giocatore dispari è quello con l'Elo più basso del gruppo di punteggio, non un giocatore senza Elo, quando l'abbinamento lo permette
pairing-crit-uscf-three-in-a-row = nessun giocatore ha lo stesso colore tre volte di seguito o due partite in più con un colore, se evitabile
pairing-crit-uscf-equalization = i colori sono equalizzati, con trasposizioni e scambi entro 200 punti Elo
pairing-crit-uscf-team = compagni di squadra, compagni di scuola e parenti non sono abbinati, se evitabile
pairing-crit-uscf-alternation = i colori si alternano, con trasposizioni e scambi entro 80 punti Elo
pairing-crit-uscf-switches = una trasposizione entro 80 punti prima di ogni scambio, altrimenti il cambio minore
pairing-crit-uscf-colours = il colore dovuto di ogni giocatore; l'equalizzazione prima dell'alternanza, poi il giocatore meglio classificato
pairing-crit-uscf-bye = il bye va al giocatore con l'Elo più basso del gruppo di punteggio più basso che non ha avuto né bye né vittoria senza giocare da un punto, non a un giocatore senza Elo
pairing-crit-vega-met = due giocatori che si sono già incontrati non saranno abbinati di nuovo
pairing-crit-vega-prohibited = i giocatori non possono essere abbinati tra loro
pairing-crit-vega-absolute = i due giocatori hanno la stessa preferenza di colore assoluta (differenza di colore ±2 o lo stesso colore due volte di seguito)
pairing-crit-vega-bye = il bye va al giocatore classificato più in basso che non ha ancora fatto punti senza giocare
pairing-crit-vega-rest = la coppia lascerebbe giocatori più in basso senza un avversario legale
pairing-crit-vega-float = un giocatore che non può essere abbinato nel suo gruppo di punteggio fluttua nel successivo
pairing-crit-vega-colours = colori secondo le colonne, altrimenti le due preferenze, la più forte, l'ultima differenza, il giocatore meglio classificato
pairing-crit-vega-vega-first = turno 1: 1 incontra n/2 + 1, 2 incontra n/2 + 2, ...
pairing-crit-vega-vega-order = i Bianchi per punteggio e Buchholz crescente contro i Neri per punteggio e Buchholz decrescente, riga per riga
pairing-crit-vega-vega-improve = un Bianco che non può incontrare il Nero della sua riga prende il primo Nero più in basso, poi più in alto, poi un Bianco
pairing-crit-vega-ranked-order = S1 contro S2, giocatori ordinati per punteggio, Buchholz, Sonneborn-Berger
pairing-crit-roundrobin-berger = gli abbinamenti e i colori della tabella di Berger

## Perché il motore si scosta dall'abbinamento naturale

pairing-dev-none = nessuno
pairing-dev-value = { $value }
pairing-dev-may-not-meet = { $a } e { $b } non possono incontrarsi
pairing-dev-dutch-not-natural = { $a } - { $b } non è abbinato: l'abbinamento naturale è peggiore su { $code }
pairing-dev-then = { $first }; { $rest }
pairing-dev-burstein-rather = { $player } è abbinato a { $partner } anziché a { $natural }, più in basso nel gruppo ({ $why })
pairing-dev-groups-own = gruppo { $group }: abbinato a sé
pairing-dev-groups-odd = anche il gruppo { $group } è dispari: { $player } riceve il suo bye, registrato come bye da un punto perché un turno ha un solo bye assegnato dall'abbinamento
pairing-dev-schedule-board = scacchiera { $board }: { $white } - { $black } ({ $table })
pairing-dev-scheveningen-table = tabella Scheveningen per { $boards } scacchiere ({ $kind ->
        [published] pubblicata
       *[constructed] costruita
    }), turno { $round }
pairing-dev-hilton-table = tabella Hilton per { $teams } squadre di { $boards } scacchiere, turno { $round }
pairing-dev-upfloat-bye = { $player } riceve il bye assegnato dall'abbinamento (punteggio { $score }, { $matches ->
        [one] { $matches } match giocato
       *[other] { $matches } match giocati
    })
pairing-dev-upfloat-bye-passed = scartati perché gli altri non potevano essere tutti abbinati (3.4.1): { $players }
pairing-dev-upfloat-bye-barred = non possono riceverlo ([C2]): { $players }
pairing-dev-upfloat-odd = il gruppo di punteggio di testa ha un numero dispari di { $who ->
        [teams] squadre
       *[players] giocatori
    }
pairing-dev-upfloat-fewer = il gruppo di punteggio di testa di { $count } non si può abbinare con meno
pairing-dev-upfloat-fewest = { $count ->
        [one] { $count } flottante verso l'alto
       *[other] { $count } flottanti verso l'alto
    }: { $why }
pairing-dev-upfloat-scores = punteggi dei flottanti verso l'alto: { $scores } (il punteggio più alto sotto il gruppo di testa è { $below ->
        [none] nessuno
       *[other] { $below }
    })
pairing-dev-upfloat-next = nessun insieme di flottanti verso l'alto permette al gruppo di punteggio seguente di formare il suo gruppo con il minor numero di flottanti verso l'alto
pairing-dev-upfloat-floated = { $players } { $previous ->
        [match] hanno fluttuato nel match precedente
       *[round] hanno fluttuato nel turno precedente
    } e non hanno potuto essere risparmiati
pairing-dev-upfloat-order = { $players } salgono: il primo insieme di questo tipo nell'ordine del 3.5.4 ({ $examined ->
        [one] { $examined } insieme esaminato
       *[other] { $examined } insiemi esaminati
    })
pairing-dev-double-swiss-spare = il primo identificatore si scosta da «metà superiore contro metà inferiore» per risparmiare ai flottanti verso l'alto avversari che hanno fluttuato ([C8])
pairing-dev-double-swiss-blocked = «metà superiore contro metà inferiore» è bloccato: { $pairs }; si prende il primo identificatore conforme
pairing-dev-double-swiss-c8 = { $count ->
        [one] { $count } flottante verso l'alto incontra
       *[other] { $count } flottanti verso l'alto incontrano
    } un avversario che ha fluttuato nel match precedente
pairing-dev-double-swiss-game-two = partita 2 del match abbinato al turno { $round }: le stesse coppie con i colori invertiti; un bye assegnato dall'abbinamento vale i punti di una patta (1.4)
pairing-dev-double-swiss-bye-game-two = un bye chiesto per la sola partita 2 non è concesso (i bye valgono per match interi): { $players }; registrare la partita come persa a forfait
pairing-dev-swiss-team-blocked = «metà superiore contro metà inferiore» è bloccato: { $pairs }; si prende il primo identificatore conforme a [C1]
pairing-dev-swiss-team-colours = il primo identificatore lascerebbe insoddisfatte { $colour } preferenze di colore, { $strong } preferenze forti e { $floated } avversari di flottanti verso l'alto che hanno fluttuato ([C8], [C9], [C10]); si prende il primo identificatore con { $colour-now }, { $strong-now } e { $floated-now }
pairing-dev-vega-refusal-met = già incontrati, C.04.1 b
pairing-dev-vega-refusal-prohibited = abbinamento vietato, C.04.2
pairing-dev-vega-refusal-absolute = stessa preferenza di colore assoluta, C.04.1 f, g
pairing-dev-vega-refusal-rest = lascerebbe giocatori più in basso senza un avversario legale
pairing-dev-vega-tried = { $player } ({ $why })
pairing-dev-vega-more = { " " }e altri { $count }
pairing-dev-vega-instead = { $player } incontra invece { $partner }
pairing-dev-vega-floats = { $player } fluttua nel gruppo di punteggio successivo
pairing-dev-vega-cannot-meet = { $player } non può incontrare { $tried }{ $more }; { $outcome } ({ $article })
pairing-dev-vega-no-opponent = { $player } non ha più avversari nel gruppo di punteggio e fluttua nel successivo
pairing-dev-vega-rows = { $whites } Bianchi contro { $blacks } Neri, riga per riga
pairing-dev-uscf-team-mates-paired = compagni di squadra { $a } e { $b } abbinati: nessun cambio entro i limiti li separa senza nuocere all'equalizzazione dei colori (28N)
pairing-dev-uscf-have-met = { $a } e { $b } si sono già incontrati (27A1)
pairing-dev-uscf-team-mates-apart = compagni di squadra { $a } e { $b } non abbinati (28N)
pairing-dev-uscf-groups-pair = perché i gruppi di punteggio si abbinino (27A2, 29D1b)
pairing-dev-uscf-equalize = per equalizzare i colori, entro 200 punti (29E5b)
pairing-dev-uscf-alternate = per alternare i colori, entro 80 punti (29E5a)
pairing-dev-uscf-switch = { $kind ->
        [transposed] trasposizione di
       *[interchanged] scambio di
    } { $a } e { $b } ({ $size } punti): { $player } incontra { $partner } invece di { $natural }; { $why }
pairing-dev-uscf-moves-on = { $player } passa al gruppo di punteggio successivo: nessun avversario qui (27A1, 29D1b)
pairing-dev-uscf-dropped = { $player } scende al gruppo di punteggio successivo (29D1a)
pairing-dev-uscf-dropped-instead = { $player } scende al posto di { $lowest }, quello con l'Elo più basso, per colori migliori (29D1b)
pairing-dev-uscf-dropped-better = { $player } scende al gruppo di punteggio successivo perché i gruppi si abbinino o i colori vengano meglio (29D1b)
pairing-dev-uscf-together = abbinato insieme a tutti i gruppi di punteggio inferiori perché tutti quelli più in basso possano essere abbinati (27A1)
pairing-dev-receives-bye = { $player } riceve il bye assegnato dall'abbinamento
pairing-dev-lim-why-met = si sono già incontrati
pairing-dev-lim-why-prohibited = un abbinamento vietato
pairing-dev-lim-why-colour = nessun colore entro i limiti del 5.1
pairing-dev-lim-why-rest = il resto del gruppo non avrebbe potuto essere abbinato
pairing-dev-lim-above = i gruppi di punteggio sopra la mediana sono abbinati dall'alto verso il basso
pairing-dev-lim-below = i gruppi di punteggio sotto la mediana sono abbinati dal basso verso l'alto
pairing-dev-lim-taken-back = { $a } - { $b } è ripreso: il gruppo di punteggio mediano non ha potuto essere completato
pairing-dev-lim-join-median = { $a } e { $b } entrano nel gruppo di punteggio mediano dal lato { $side ->
        [lower] inferiore
       *[higher] superiore
    } (2.6)
pairing-dev-lim-first = turno 1: la metà superiore contro la metà inferiore, il primo giocatore con il { $colour ->
        [white] Bianco
       *[black] Nero
    } per sorteggio
pairing-dev-lim-median-last = il gruppo di punteggio mediano è abbinato per ultimo, verso il basso
pairing-dev-lim-floater = il flottante { $player } (da { $score } punti) è abbinato a { $partner }
pairing-dev-lim-colour-exchange = { $player } incontra { $partner } anziché { $natural } perché entrambi ricevano il colore dovuto
pairing-dev-lim-type = tipo { $type }: { $type ->
        [a] un flottante, senza
        [b] un flottante, con
        [c] del gruppo, senza
       *[d] del gruppo, con
    } avversario compatibile nel gruppo di punteggio successivo
pairing-dev-lim-not-floated = non ha fluttuato nel turno precedente
pairing-dev-lim-majority = gli spetta il { $colour ->
        [white] Bianco
       *[black] Nero
    }, il colore dovuto ai più
pairing-dev-lim-floats = { $player } fluttua verso { $way ->
        [up] l'alto
       *[down] il basso
    } nel gruppo di punteggio successivo ({ $why })
pairing-dev-lim-reason = { $player }: { $why }
pairing-dev-lim-exchange = a { $player } è proposto { $proposed } ma incontra { $partner } ({ $why })
pairing-dev-dubov-floater = il flottante { $player } è abbinato a { $partner }
pairing-dev-dubov-island = { $player } non può incontrare nessuno del gruppo (isola): { $partner } sale da { $score } punti per incontrarlo
pairing-dev-dubov-island-floats = { $player } non può incontrare nessuno del gruppo e nessuno più in basso può salire: fluttua
pairing-dev-dubov-danubian = il gruppo è dispari e prevale chi deve avere il { $colour ->
        [white] Bianco
       *[black] Nero
    }: { $player } sale da { $score } punti e incontra { $partner }, il giocatore con l'Elo più basso tra chi deve avere il { $colour ->
        [white] Bianco
       *[black] Nero
    }
pairing-dev-dubov-odd = il gruppo è dispari e prevale chi deve avere il { $colour ->
        [white] Bianco
       *[black] Nero
    }: { $player } sale da { $score } punti
pairing-dev-dubov-order = i Bianchi per ARO crescente: { $whites }; i Neri per Elo decrescente: { $blacks }
pairing-dev-dubov-floats = { $player } non può essere abbinato nel gruppo: fluttua
pairing-dev-dubov-set-aside = { $player } sale benché il 2.1 lo terrebbe giù: nessun altro può farlo (manuale di Vega, appendice E)
pairing-dev-dubov-equalise = { $player } passa dai { $from ->
        [white] Bianchi ai Neri
       *[black] Neri ai Bianchi
    }{ $bound ->
        [yes] { " " }(legato al suo colore, ma troppo pochi altri possono passare)
       *[no] { "" }
    }
pairing-dev-dubov-shed = { $player } fluttua nel gruppo successivo perché tutti possano essere abbinati
pairing-dev-dubov-why-forbidden = non possono incontrarsi ({ $code })
pairing-dev-dubov-why-paired = { $player } è già abbinato
pairing-dev-dubov-why-later = altrimenti un giocatore successivo non potrebbe essere abbinato
pairing-dev-dubov-instead = { $player } incontra { $partner } invece di { $natural }: { $why }
pairing-dev-roundrobin-absent = { $player } è assente al turno { $round } ({ $kind ->
        [pairing] bye assegnato dall'abbinamento
        [full] bye da un punto
        [half] bye da mezzo punto
       *[zero] bye da zero punti
    }); { $other }, sorteggiato contro { $player } alla scacchiera { $board }, non ha partita in questo turno
pairing-dev-roundrobin-withdrawn = { $player } si è ritirato e mantiene il suo posto nella tabella: la partita contro { $other } alla scacchiera { $board } è persa a forfait

## I termini della funzione di costo del go (OpenGotha)

pairing-go-term-duplicate = ripetizione
pairing-go-term-random = caso
pairing-go-term-colour = colore
pairing-go-term-category = categoria
pairing-go-term-score = punteggio
pairing-go-term-draw = fluttuazione
pairing-go-term-seeding = ordinamento
pairing-go-term-handicap = handicap
pairing-go-term-geography = geografia

## The key ordering a bracket, per player (its parts joined by commas)
pairing-key = { $parts }
pairing-key-lim-due = attende il { $colour ->
        [white] Bianco
       *[black] Nero
    } (colori { $history })
pairing-key-no-game = nessuna partita ancora
pairing-key-lim-may-not = non può avere il { $colour ->
        [white] Bianco
       *[black] Nero
    } (5.1)
pairing-key-floated = ha flottato nel turno precedente
pairing-key-rating = Elo { $rating }
pairing-key-lim-moved = spostato { $way ->
        [down] in giù
       *[up] in su
    } dal gruppo di { $score } punti
pairing-key-lim-type = flotta ancora come tipo { $type }
pairing-key-score = punti { $score }
pairing-key-unrated = senza Elo
pairing-key-colours = colori { $history }
pairing-key-aro = ARO { $aro }
pairing-key-vega-number = numero { $number }
pairing-key-vega-row = { $column ->
        [white] colonna del Bianco
       *[black] colonna del Nero
    }, riga { $row }: punti { $score }, Buchholz { $buchholz }
pairing-key-vega-across = spostato nell'altra colonna per pareggiare le colonne
pairing-key-ranked = { $side }: punti { $score }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }, Elo { $rating }
pairing-key-amalfi = posto { $place }: punti { $score }, Elo { $rating }{ $need ->
        [white] , ha bisogno del Bianco ({ $by })
        [black] , ha bisogno del Nero ({ $by })
       *[none] { "" }
    }; avversario naturale al posto { $natural }
pairing-key-dubov-due = attende il { $colour ->
        [white] Bianco
       *[black] Nero
    }
pairing-key-dubov-must = deve avere il { $colour ->
        [white] Bianco
       *[black] Nero
    }
pairing-key-dubov-may-not-rise = non può salire (2.1)
pairing-key-dubov-moved-up = salito dal gruppo di { $score } punti
pairing-key-burstein = SB { $sb } BH { $bh } mediano { $median }
pairing-key-uscf-due = attende il { $colour ->
        [white] Bianco
       *[black] Nero
    } ({ $why ->
        [equalization] equalizzazione
       *[alternation] alternanza
    })
pairing-key-uscf-no-colour = nessun colore ancora
pairing-key-uscf-teams = { $teams }
pairing-key-matches = { $count ->
        [one] { $count } incontro giocato
       *[other] { $count } incontri giocati
    }
pairing-key-whites = { $count } volte il Bianco
pairing-key-floated-match = ha flottato nell'incontro precedente
pairing-key-secondary = punteggio secondario { $score }
pairing-key-colour-difference = differenza di colore { $difference }
pairing-key-team-preference = preferenza { $colour ->
        [white] { $strength ->
            [strong] forte per il Bianco
            [mild] lieve per il Bianco
           *[plain] per il Bianco
        }
        [black] { $strength ->
            [strong] forte per il Nero
            [mild] lieve per il Nero
           *[plain] per il Nero
        }
       *[none] nessuna
    }
pairing-key-fictitious = { $total } = { $real } + { $fictitious } fittizi
pairing-key-accelerated = { $key }; punteggio di abbinamento { $split }

## Why a fixed schedule or a Go round cannot be paired
pairing-refused-double-swiss-last = il turno { $round } aprirebbe un incontro senza seconda partita: un torneo Double-Swiss prevede un numero pari di turni, due per incontro (C.04.5, preambolo)
pairing-refused-go-no-round = il turno { $round } non è un turno di questo torneo (da 1 a { $rounds })
pairing-refused-go-score = l'abbinamento per { $score } non è supportato (punteggio McMahon o numero di vittorie)
pairing-refused-go-odd-bye = resta da abbinare un numero dispari di giocatori e il turno { $round } ha già il suo bye
pairing-go-team-none = non c'è nessuna squadra { $team }
pairing-go-team-itself = una squadra non può incontrare sé stessa
pairing-go-team-incomplete = la squadra { $team } non è completa nel turno { $round }: ogni scacchiera richiede un giocatore iscritto definitivamente che partecipa
pairing-go-team-paired = la squadra { $team } gioca già nel turno { $round }
pairing-go-team-met = le squadre { $a } e { $b } si sono già incontrate nel turno { $round }
pairing-go-team-no-match = turno { $round }: non ci sono due squadre complete libere di incontrarsi
pairing-refused-roundrobin-few = un girone all'italiana richiede almeno due giocatori, non { $count }
pairing-refused-roundrobin-many = un girone all'italiana di { $count } giocatori supera i { $max } supportati
pairing-refused-roundrobin-variant = variante di girone all'italiana sconosciuta «{ $variant }» (note: fide, standard, adjusted, rotate=R)
pairing-refused-roundrobin-odd-rotation = rotate={ $rotate }: il ciclo deve iniziare da un turno pari della tabella
pairing-refused-roundrobin-beyond = rotate={ $rotate }: la tabella di { $table } numeri ha solo { $rounds } turni
pairing-refused-team-no-players = un calendario fisso a squadre richiede squadre con giocatori (record 310 del TRF26, o squadre iscritte al torneo)
pairing-refused-scheveningen-teams = un incontro Scheveningen si gioca fra due squadre, non { $count }
pairing-refused-scheveningen-rounds = un incontro Scheveningen su { $boards } scacchiere ha { $boards } turni
pairing-refused-scheveningen-size = un incontro Scheveningen richiede squadre da 1 a { $max } giocatori, non { $count }
pairing-refused-hilton-teams = le tabelle Hilton esistono per 3-10 squadre, non { $count }
pairing-refused-hilton-boards = una squadra ha da 1 a 99 scacchiere, non { $count }
pairing-refused-hilton-rounds = un jamboree Hilton ha { $rounds } turni

## Un'accelerazione illeggibile (`SISTEMA+SPEC`).
pairing-refused-accel-unknown = accelerazione sconosciuta { $spec } (attesa baku, haley, progressive o groups=...)
pairing-refused-accel-number = { $what ->
        [rating] punteggio Elo
        [points] punti
       *[last-round] ultimo turno
    }: { $found } non è un numero valido
pairing-refused-accel-group = il gruppo Elo { $group } va scritto SOGLIA:PUNTI, per esempio 2200:1
pairing-refused-accel-floors = le soglie progressive { $floors } vanno scritte A,C (le soglie Elo dei gruppi A e C), per esempio progressive=2000,1600
pairing-refused-accel-group-count = indica da uno a tre gruppi Elo, non { $count }
pairing-refused-accel-decreasing = le soglie Elo devono scendere da un gruppo al successivo ({ $first } poi { $second })
pairing-refused-accel-negative = i punti fittizi non possono essere negativi ({ $points })
pairing-refused-accel-last-round = i gruppi Elo richiedono l'ultimo turno accelerato: groups=2200:1,1900:0.5@4
pairing-refused-accel-zero-round = l'ultimo turno accelerato deve essere 1 o più
pairing-system-no-acceleration = { $base } non ammette accelerazione
pairing-system-go-only = un sistema di go, solo per i tornei di go
pairing-system-chess-only = un sistema di scacchi; un torneo di go si abbina con mcmahon, swiss o swisscat
