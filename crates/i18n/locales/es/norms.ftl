# Las normas de título en la mesa arbitral (reglamento de títulos FIDE B.01 1.4) y los formularios FIDE IT1 e IT3.
norms-tab = Normas
norms-title = Normas de título
norms-intro = La comprobación de normas de cada jugador para los títulos que se obtienen por normas (reglamento de títulos FIDE B.01 1.4). El tipo de torneo y si los emparejamientos están predeterminados no figuran en los datos del torneo: elíjalos aquí.
norms-event-kind = Tipo de torneo
norms-event-ordinary = otro torneo valedero FIDE
norms-event-national = campeonato nacional (B.01 1.4.3a)
norms-event-national-team = campeonato nacional por equipos (B.01 1.4.3b)
norms-event-zonal = torneo zonal o subzonal (B.01 1.4.3c)
norms-event-team = campeonato mundial o continental por equipos o de clubes (B.01 1.4.1b)
norms-event-world-cup = Copa del Mundo o Copa del Mundo femenina (B.01 1.4.1b)
norms-round-robin = emparejamientos predeterminados (round robin)
norms-check = Comprobar
norms-forms = Formularios FIDE
norms-forms-help = Los formularios son los de la FIDE, en inglés. El organizador y el ID FIDE del árbitro principal vienen de la configuración del torneo; las firmas quedan en blanco.
norms-it3 = Informe del torneo (IT3)
norms-it1 = Certificado (IT1)
norms-pdf = PDF
norms-html = HTML
norms-achieved-count = { $count ->
        [one] { $count } norma conseguida
       *[other] { $count } normas conseguidas
    }
norms-achieved = Normas conseguidas
norms-missed = Normas no conseguidas
norms-missed-help = Cada título que un jugador puede obtener y no tiene, con el motivo de cada criterio no cumplido.
norms-none = Ningún jugador ha conseguido una norma.
norms-no-players = El torneo aún no tiene jugadores.
norms-col-player = Jugador
norms-col-title = Título
norms-col-games = Partidas
norms-col-score = Puntos
norms-col-average = Ra
norms-col-performance = Rp
norms-col-criteria = Criterios cumplidos
norms-col-reasons = Por qué no
norms-col-forms = Formularios
norms-counts-as = { $count ->
        [one] cuenta como { $count } partida
       *[other] cuenta como { $count } partidas
    }
norms-met = cumplido
norms-not-met = no cumplido
norms-crit-games = partidas
norms-crit-score = puntos
norms-crit-titled = rivales titulados
norms-crit-holders = rivales { $title }
norms-crit-foreign = federaciones extranjeras
norms-crit-own = federación propia
norms-crit-one = una misma federación
norms-crit-average = media de Elo
norms-crit-performance = actuación
norms-value-need = { $value } (se necesitan { $need })
norms-value-most = { $value } (como máximo { $max })
norms-value-exempt = { $value } (exento, { $article })
norms-value-score = { $score } ({ $percent } %)
norms-why-games = { $more ->
        [one] falta { $more } partida ({ $counted } contadas de { $required })
       *[other] faltan { $more } partidas ({ $counted } contadas de { $required })
    }
norms-why-score = puntuación del { $percent } % < 35 %
norms-why-titled = { $more ->
        [one] falta { $more } rival titulado ({ $count } de { $required })
       *[other] faltan { $more } rivales titulados ({ $count } de { $required })
    }
norms-why-holders = { $more ->
        [one] falta { $more } rival { $title } ({ $count } de { $required })
       *[other] faltan { $more } rivales { $title } ({ $count } de { $required })
    }
norms-why-foreign = { $more ->
        [one] faltan rivales de { $more } federación más distinta de { $own } ({ $count } de 2)
       *[other] faltan rivales de { $more } federaciones más distintas de { $own } ({ $count } de 2)
    }
norms-why-own = { $count } rivales de { $own }, como máximo { $max } permitidos
norms-why-one = { $count } rivales de { $federation }, como máximo { $max } permitidos
norms-why-average = media de Elo { $value } < { $min }
norms-why-performance = actuación { $value } < { $min }
norms-route-all = todas las partidas jugadas
norms-route-up-to = las partidas hasta la ronda { $round } (B.01 1.4.1e)
norms-route-without = sin las victorias contra { $players } (B.01 1.4.1f)
norms-route-up-to-without = las partidas hasta la ronda { $round } sin las victorias contra { $players } (B.01 1.4.1e, f)
norms-route-eight-of-nine = 8 partidas en 9 rondas, cuentan como 9 (B.01 1.4.1c; una vez por solicitud)
norms-route-forfeit = la victoria por incomparecencia de la última ronda contada como derrota (B.01 1.4.2c)
norms-error-event = Tipo de torneo desconocido: { $value }
norms-error-go = Las normas de título son para torneos de ajedrez.
norms-error-fide-id = El ID FIDE del árbitro principal es un número: { $value }
norms-organiser = Organizador
norms-chief-arbiter-fide-id = ID FIDE del árbitro principal
