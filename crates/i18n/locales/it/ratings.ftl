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
