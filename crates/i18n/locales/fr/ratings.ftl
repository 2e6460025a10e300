# Les listes de classement au bureau : import, recherche, inscription et mise à jour avant la ronde 1.
ratings-title = Listes de classement
ratings-nav = Listes de classement
ratings-none = Aucune liste de classement n’a encore été importée.
ratings-list-name = Liste
ratings-list-kind = Type
ratings-list-source = Fichier
ratings-list-imported = Importée le
ratings-import-of = Import de { $file }
ratings-importing = Import de la liste { $list } :
ratings-import-done = La liste { $list } compte maintenant { $players } joueurs : { $added } ajoutés, { $removed } retirés, { $changed } modifiés.
ratings-import-fields = Champs modifiés
ratings-import-failed = L’import a échoué et la liste précédente reste en service
ratings-search = Trouver un joueur
ratings-search-label = Nom, identifiant FIDE ou national
ratings-search-placeholder = p. ex. mueller ou 1503014
ratings-import = Importer une liste
ratings-import-list = Liste
ratings-import-name = Conservée sous le nom
ratings-import-name-placeholder = le nom de la liste
ratings-import-rate = Classement
ratings-rate-standard = standard
ratings-rate-rapid = rapide
ratings-rate-blitz = blitz
ratings-import-file = Fichier
ratings-import-help = La liste FIDE est reconnue, XML ou texte, d’après le fichier lui-même. Une liste importée sous un nom remplace la liste de ce nom une fois lue en entier ; jusque-là l’ancienne reste en service.
ratings-import-submit = Importer
ratings-import-busy = Une liste est en cours d’import ; attendez qu’il se termine.
ratings-import-admin-only = Seul un administrateur importe des listes de classement.
ratings-import-no-file = Choisissez un fichier de liste.
ratings-update-title = Mettre à jour les classements depuis une liste
ratings-update-link = Mettre à jour les classements depuis une liste
ratings-update-paired = La ronde 1 est appariée : les classements ne se mettent à jour qu’avant elle.
ratings-update-compare = Comparer
ratings-update-none = Tous les joueurs inscrits avec un identifiant FIDE sont à jour.
ratings-update-players = { $count ->
    [one] Un joueur change :
   *[other] { $count } joueurs changent :
}
ratings-update-field = Champ
ratings-update-old = Actuel
ratings-update-new = Dans la liste
ratings-update-accept = Accepter ces changements
ratings-update-missing = Absents de la liste
ratings-update-stale = Le tournoi a changé depuis cette comparaison ; la voici de nouveau.
ratings-update-done = { $count ->
    [one] Un joueur mis à jour.
   *[other] { $count } joueurs mis à jour.
}
ratings-lookup-help = Tapez un nom ou un identifiant pour trouver le joueur dans les listes ; le choisir remplit le formulaire.
