# Le norme di titolo al tavolo degli arbitri (regolamento dei titoli FIDE B.01 1.4) e i moduli FIDE IT1 e IT3.
norms-tab = Norme
norms-title = Norme di titolo
norms-intro = La verifica delle norme di ogni giocatore per i titoli che si ottengono con le norme (regolamento dei titoli FIDE B.01 1.4). Il tipo di torneo e se gli abbinamenti sono prestabiliti non sono nei dati del torneo: sceglieteli qui.
norms-event-kind = Tipo di torneo
norms-event-ordinary = altro torneo valido FIDE
norms-event-national = campionato nazionale (B.01 1.4.3a)
norms-event-national-team = campionato nazionale a squadre (B.01 1.4.3b)
norms-event-zonal = torneo zonale o subzonale (B.01 1.4.3c)
norms-event-team = campionato mondiale o continentale a squadre o per club (B.01 1.4.1b)
norms-event-world-cup = Coppa del Mondo o Coppa del Mondo femminile (B.01 1.4.1b)
norms-round-robin = abbinamenti prestabiliti (girone all'italiana)
norms-check = Verifica
norms-forms = Moduli FIDE
norms-forms-help = I moduli sono quelli della FIDE, in inglese. L'organizzatore e l'ID FIDE dell'arbitro principale vengono dalle impostazioni del torneo; le firme restano in bianco.
norms-it3 = Rapporto del torneo (IT3)
norms-it1 = Certificato (IT1)
norms-pdf = PDF
norms-html = HTML
norms-achieved-count = { $count ->
        [one] { $count } norma conseguita
       *[other] { $count } norme conseguite
    }
norms-achieved = Norme conseguite
norms-missed = Norme mancate
norms-missed-help = Ogni titolo che un giocatore può ottenere e non ha, con il motivo di ogni criterio mancato.
norms-none = Nessun giocatore ha conseguito una norma.
norms-no-players = Il torneo non ha ancora giocatori.
norms-col-player = Giocatore
norms-col-title = Titolo
norms-col-games = Partite
norms-col-score = Punti
norms-col-average = Ra
norms-col-performance = Rp
norms-col-criteria = Criteri soddisfatti
norms-col-reasons = Perché no
norms-col-forms = Moduli
norms-counts-as = { $count ->
        [one] vale { $count } partita
       *[other] vale { $count } partite
    }
norms-met = soddisfatto
norms-not-met = non soddisfatto
norms-crit-games = partite
norms-crit-score = punti
norms-crit-titled = avversari titolati
norms-crit-holders = avversari { $title }
norms-crit-foreign = federazioni straniere
norms-crit-own = propria federazione
norms-crit-one = una stessa federazione
norms-crit-average = media Elo
norms-crit-performance = performance
norms-value-need = { $value } (ne servono { $need })
norms-value-most = { $value } (al massimo { $max })
norms-value-exempt = { $value } (esente, { $article })
norms-value-score = { $score } ({ $percent } %)
norms-why-games = { $more ->
        [one] manca { $more } partita ({ $counted } contate su { $required })
       *[other] mancano { $more } partite ({ $counted } contate su { $required })
    }
norms-why-score = punteggio del { $percent } % < 35 %
norms-why-titled = { $more ->
        [one] manca { $more } avversario titolato ({ $count } su { $required })
       *[other] mancano { $more } avversari titolati ({ $count } su { $required })
    }
norms-why-holders = { $more ->
        [one] manca { $more } avversario { $title } ({ $count } su { $required })
       *[other] mancano { $more } avversari { $title } ({ $count } su { $required })
    }
norms-why-foreign = { $more ->
        [one] mancano avversari di { $more } altra federazione oltre a { $own } ({ $count } su 2)
       *[other] mancano avversari di { $more } altre federazioni oltre a { $own } ({ $count } su 2)
    }
norms-why-own = { $count } avversari di { $own }, al massimo { $max } ammessi
norms-why-one = { $count } avversari di { $federation }, al massimo { $max } ammessi
norms-why-average = media Elo { $value } < { $min }
norms-why-performance = performance { $value } < { $min }
norms-route-all = tutte le partite giocate
norms-route-up-to = le partite fino al turno { $round } (B.01 1.4.1e)
norms-route-without = senza le vittorie contro { $players } (B.01 1.4.1f)
norms-route-up-to-without = le partite fino al turno { $round } senza le vittorie contro { $players } (B.01 1.4.1e, f)
norms-route-eight-of-nine = 8 partite su 9 turni, valgono 9 (B.01 1.4.1c; una volta per domanda)
norms-route-forfeit = la vittoria a forfait dell'ultimo turno contata come sconfitta (B.01 1.4.2c)
norms-error-event = Tipo di torneo sconosciuto: { $value }
norms-error-go = Le norme di titolo riguardano i tornei di scacchi.
norms-error-fide-id = L'ID FIDE dell'arbitro principale è un numero: { $value }
norms-organiser = Organizzatore
norms-chief-arbiter-fide-id = ID FIDE dell'arbitro principale
