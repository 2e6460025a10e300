# Les normes de titre au bureau des arbitres (règlement des titres FIDE B.01 1.4) et les formulaires FIDE IT1 et IT3.
norms-tab = Normes
norms-title = Normes de titre
norms-intro = Le contrôle des normes de chaque joueur pour les titres obtenus par normes (règlement des titres FIDE B.01 1.4). Le type de tournoi et le caractère prédéterminé des appariements ne figurent pas dans les données du tournoi : choisissez-les ici.
norms-event-kind = Type de tournoi
norms-event-ordinary = autre tournoi homologué FIDE
norms-event-national = championnat national (B.01 1.4.3a)
norms-event-national-team = championnat national par équipes (B.01 1.4.3b)
norms-event-zonal = tournoi zonal ou sous-zonal (B.01 1.4.3c)
norms-event-team = championnat du monde ou continental par équipes ou des clubs (B.01 1.4.1b)
norms-event-world-cup = Coupe du monde ou Coupe du monde féminine (B.01 1.4.1b)
norms-round-robin = appariements prédéterminés (toutes rondes)
norms-check = Contrôler
norms-forms = Formulaires FIDE
norms-forms-help = Les formulaires sont ceux de la FIDE, en anglais. L'organisateur et l'identifiant FIDE de l'arbitre principal viennent des réglages du tournoi ; les signatures restent en blanc.
norms-it3 = Rapport du tournoi (IT3)
norms-it1 = Certificat (IT1)
norms-pdf = PDF
norms-html = HTML
norms-achieved-count = { $count ->
        [one] { $count } norme réalisée
       *[other] { $count } normes réalisées
    }
norms-achieved = Normes réalisées
norms-missed = Normes manquées
norms-missed-help = Chaque titre qu'un joueur peut obtenir et n'a pas, avec la raison de chaque critère manqué.
norms-none = Aucun joueur n'a réalisé de norme.
norms-no-players = Le tournoi n'a pas encore de joueurs.
norms-col-player = Joueur
norms-col-title = Titre
norms-col-games = Parties
norms-col-score = Score
norms-col-average = Ra
norms-col-performance = Rp
norms-col-criteria = Critères remplis
norms-col-reasons = Pourquoi pas
norms-col-forms = Formulaires
norms-counts-as = { $count ->
        [one] compte pour { $count } partie
       *[other] compte pour { $count } parties
    }
norms-met = rempli
norms-not-met = non rempli
norms-crit-games = parties
norms-crit-score = score
norms-crit-titled = adversaires titrés
norms-crit-holders = adversaires { $title }
norms-crit-foreign = fédérations étrangères
norms-crit-own = propre fédération
norms-crit-one = une même fédération
norms-crit-average = classement moyen
norms-crit-performance = performance
norms-value-need = { $value } (il faut { $need })
norms-value-most = { $value } (au plus { $max })
norms-value-exempt = { $value } (dispense, { $article })
norms-value-score = { $score } ({ $percent } %)
norms-why-games = { $more ->
        [one] il manque { $more } partie ({ $counted } comptée sur { $required })
       *[other] il manque { $more } parties ({ $counted } comptées sur { $required })
    }
norms-why-score = score de { $percent } % < 35 %
norms-why-titled = { $more ->
        [one] il manque { $more } adversaire titré ({ $count } sur { $required })
       *[other] il manque { $more } adversaires titrés ({ $count } sur { $required })
    }
norms-why-holders = { $more ->
        [one] il manque { $more } adversaire { $title } ({ $count } sur { $required })
       *[other] il manque { $more } adversaires { $title } ({ $count } sur { $required })
    }
norms-why-foreign = { $more ->
        [one] il manque des adversaires d'{ $more } autre fédération que { $own } ({ $count } sur 2)
       *[other] il manque des adversaires de { $more } autres fédérations que { $own } ({ $count } sur 2)
    }
norms-why-own = { $count } adversaires de { $own }, au plus { $max } permis
norms-why-one = { $count } adversaires de { $federation }, au plus { $max } permis
norms-why-average = classement moyen { $value } < { $min }
norms-why-performance = performance { $value } < { $min }
norms-route-all = toutes les parties jouées
norms-route-up-to = les parties jusqu'à la ronde { $round } (B.01 1.4.1e)
norms-route-without = sans les victoires contre { $players } (B.01 1.4.1f)
norms-route-up-to-without = les parties jusqu'à la ronde { $round } sans les victoires contre { $players } (B.01 1.4.1e, f)
norms-route-eight-of-nine = 8 parties sur 9 rondes, comptant pour 9 (B.01 1.4.1c ; une fois par demande)
norms-route-forfeit = la victoire par forfait de la dernière ronde comptée comme une défaite (B.01 1.4.2c)
norms-error-event = Type de tournoi inconnu : { $value }
norms-error-go = Les normes de titre concernent les tournois d'échecs.
norms-error-fide-id = L'identifiant FIDE de l'arbitre principal est un nombre : { $value }
norms-organiser = Organisateur
norms-chief-arbiter-fide-id = Identifiant FIDE de l'arbitre principal
