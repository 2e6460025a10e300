# La page de publication de la table d'arbitrage : où le site statique du tournoi est
# envoyé, et comment s'est passé le dernier envoi.

upload-tab = Publication
upload-title = Publication
upload-intro = Le site du tournoi peut être envoyé sur l'espace web du club : un serveur SFTP, ou une adresse HTTP qui accepte chaque fichier avec un jeton.
upload-none = Aucune destination n'est définie.
upload-destination = Destination
upload-address = Adresse
upload-address-hint = sftp://utilisateur@hôte/dossier (ou /~/dossier sous le dossier personnel), ou https://hôte/chemin
upload-token = Jeton (HTTP)
upload-password = Mot de passe (SFTP)
upload-secret-kept = enregistré ; laisser vide pour le garder
upload-host-key = Empreinte de la clé d'hôte (SFTP)
upload-host-key-hint = Telle que ssh-keygen -l l'affiche sur le serveur : SHA256:…
upload-key-file = Fichier de clé (SFTP)
upload-key-file-hint = Un fichier de clé se définit en ligne de commande (arbiter destination set … --key FICHIER). Une nouvelle adresse l'oublie, ainsi que tous les secrets enregistrés.
upload-after-each-round = Publier après chaque ronde (quand elle est appariée, et quand son dernier résultat est saisi)
upload-save = Enregistrer
upload-now = Publier maintenant
upload-remove = Supprimer la destination
upload-remove-confirm = Supprimer la destination et ses secrets ?
upload-status = Dernier envoi
upload-running = Un envoi est en cours : rechargez la page pour voir comment il s'est passé.
upload-last-published = Dernière publication
upload-never = jamais
upload-last-error = Le dernier envoi a échoué
upload-error-address = L'adresse n'est pas utilisable
upload-error-token = Une destination HTTP a besoin de son jeton.
upload-error-login = Une destination SFTP a besoin d'un mot de passe (ou d'un fichier de clé, défini en ligne de commande).
upload-error-unset = Définissez d'abord une destination.
