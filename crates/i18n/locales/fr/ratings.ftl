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

# Une liste de classement illisible : où, et ce qui était attendu. Ce qui a été trouvé, un
# titre de colonne ou un libellé du filtre de l’utilisateur et les mots de l’analyseur XML
# sont cités tels quels.
ratings-error-field = ligne { $line }, colonne { $column } : { $field } : attendu : { $expected }, trouvé : { $found }
ratings-error-shape = ligne { $line }, colonne { $column } : attendu : { $expected }, trouvé : { $found }
ratings-error-xml = ligne { $line }, colonne { $column } : XML : attendu : { $expected }
ratings-error-too-long = ligne { $line }, colonne 1 : attendu : un enregistrement d’au plus { $limit } octets
ratings-error-filter = filtre, ligne { $line }, colonne { $column } : attendu : { $expected }, trouvé : { $found }
ratings-feed-record = { $file } : { $error }
ratings-feed-unreadable = lecture de { $file } : { $error }
ratings-import-unknown-list = Aucune liste ne s’appelle { $list } ; les listes sont { $names }.
# Les champs d’un enregistrement ; entre parenthèses, le nom qu’en donne la liste ou le filtre.
ratings-field-id-number = identifiant FIDE (ID Number)
ratings-field-fed = fédération (Fed)
ratings-field-sex-column = sexe (Sex)
ratings-field-k-column = coefficient K (K)
ratings-field-b-day = année de naissance (B-day)
ratings-field-flag-column = indicateur (Flag)
ratings-field-fideid = identifiant FIDE (fideid)
ratings-field-k = coefficient K (k)
ratings-field-birthday = année de naissance (birthday)
ratings-field-flag = indicateur (flag)
ratings-field-rating = classement (rating)
ratings-field-games = parties (games)
ratings-field-country = pays (country)
ratings-field-sex = sexe (sex)
ratings-field-name = nom (name)
ratings-field-grade = grade
ratings-field-gor = classement GoR (GoR)
ratings-field-licence = licence
ratings-field-aga-id = identifiant AGA (AGA id)
ratings-field-record = enregistrement
ratings-field-national-id = identifiant national (national_id)
ratings-field-fide-id = identifiant FIDE (fide_id)
ratings-field-surname = nom de famille (surname)
ratings-field-given-name = prénom (given_name)
ratings-field-federation = fédération (federation)
ratings-field-birth = naissance (birth)
ratings-field-title = titre (title)
ratings-field-club = club
ratings-field-inactive = inactif (inactive)
# Ce qu’un lecteur attendait.
ratings-expected-fide-header = l’en-tête de la liste FIDE (`ID Number  Name  Fed ...`)
ratings-expected-fide-id = un identifiant FIDE
ratings-expected-fide-federation = un code de fédération de trois lettres
ratings-expected-sex = M ou F
ratings-expected-fide-rating = un classement de 0 à 3500
ratings-expected-games = un nombre de parties
ratings-expected-k-factor = un coefficient K
ratings-expected-birth-year = une année de naissance
ratings-expected-flag = `i`, `w` ou `wi`
ratings-expected-player-closing = </player> fermant cet enregistrement
ratings-expected-players-list = une <playerslist> d’enregistrements <player>
ratings-expected-player-record = un enregistrement <player>
ratings-expected-complete-tag = une balise complète
ratings-expected-player-element = l’élément <player>
ratings-expected-field-text = du texte, pas un élément, dans un champ
ratings-expected-player-with-fields = <player> avec des champs
ratings-expected-utf8 = du texte en UTF-8
ratings-expected-element = un élément, pas du texte
ratings-expected-entity = une entité connue
ratings-expected-player-end = la fin </player>
ratings-expected-closing-quote = un guillemet fermant
ratings-expected-federation = un code de fédération
ratings-expected-rating = un classement
ratings-expected-birth-date = une année ou une date de naissance
ratings-expected-name = un nom
ratings-expected-national-id = un identifiant national
ratings-expected-country = un code de pays
ratings-expected-grade = un grade de 30k à 9d (ou 1p-9p)
ratings-expected-gor = un classement GoR
ratings-expected-echelle = un classement de l’échelle
ratings-expected-licence = un numéro de licence
ratings-expected-aga-id = un identifiant AGA (des chiffres)
ratings-expected-aga-rating = un classement AGA tel que 3.5 ou -12.4
ratings-expected-builtin-filter = ecf, dwz, uscf ou ffe
ratings-expected-key-value = `clé = valeur`
ratings-expected-one-character = un seul caractère
ratings-expected-label = un libellé
ratings-expected-csv-or-fixed = csv ou fixed
ratings-expected-yes-or-no = yes ou no
ratings-expected-lines = un nombre de lignes
ratings-expected-encoding-label = le nom d’un encodage
ratings-expected-ascii-encoding = un encodage compatible avec l’ASCII
ratings-expected-date-order = dmy ou mdy
ratings-expected-rate-type = standard, rapid ou blitz
ratings-expected-name-order = surname_first ou given_first
ratings-expected-setting = un réglage ou un nom de champ
ratings-expected-list-line = une ligne `list = ...`
ratings-expected-format-line = une ligne `format = ...`
ratings-expected-id-field = un champ `national_id` ou `fide_id`
ratings-expected-name-field = un champ `name` ou `surname`
ratings-expected-column = une colonne
ratings-expected-closing-quote-mark = un `"` fermant
ratings-expected-column-number = un numéro de colonne à partir de 1
ratings-expected-column-index = `#N` (une liste sans en-tête n’a pas de titres de colonnes)
ratings-expected-span = `N-M` ou `N+W` (colonnes de caractères comptées à partir de 1)
ratings-expected-column-titled = une colonne intitulée { $title } (liste { $list }, champ { $field })
ratings-error-duplicate = la liste contient deux fois l'identifiant { $id }
ratings-error-bad-name = { $name } n'est pas un nom de liste utilisable : de 1 à 100 caractères, sans caractère de contrôle
ratings-error-no-list = il n'y a pas de liste de classement nommée { $name }
ratings-error-too-large = une liste contient au plus { $limit } joueurs
