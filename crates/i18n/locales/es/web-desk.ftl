# La mesa del árbitro de la aplicación web: páginas, formularios, avisos y los motivos por
# los que se rechaza un cambio. Los términos comunes (ronda, tablero, jugadores…) están en
# common.ftl.

## Títulos y pestañas

web-desk-home-title = Mesa del árbitro
web-desk-desk-suffix = mesa del árbitro
web-desk-title-desk = { $event } · mesa del árbitro
web-desk-title-pair = Emparejamiento · { $event }
web-desk-title-explain = Ronda { $round }: la explicación del motor
web-desk-title-results = Ronda { $round } · { $event }
web-desk-title-history = Historial · { $event }
web-desk-title-correct = Corregir a { $player } · { $event }
web-desk-title-prizes = Premios · { $event }
web-desk-title-teams = Equipos · { $event }
web-desk-tab-event = Torneo y jugadores
web-desk-tab-pair = Emparejar
web-desk-tab-results = Resultados { $round }
web-desk-tab-prizes = Premios
web-desk-tab-history = Historial
web-desk-tab-overview = Resumen
web-desk-export = Exportar { $format }
web-desk-public-pages = páginas públicas
web-desk-round-of = ronda { $round } de { $rounds }
web-desk-section-of = Sección { $section } de
web-desk-registration-is-open = inscripción abierta
web-desk-registration-is-closed = inscripción cerrada

## Encabezados de columna abreviados

web-desk-abbr-board = Tab.
web-desk-abbr-number = N.º
web-desk-abbr-federation = Fed.
web-desk-abbr-rating = Elo
web-desk-abbr-points = Ptos.
web-desk-abbr-match-points = PM
web-desk-abbr-game-points = PT
web-desk-abbr-handicap = H
web-desk-abbr-place = Pos.
web-desk-abbr-performance = Perf.

## La lista de torneos y el formulario de un torneo nuevo

web-desk-event = Torneo
web-desk-events = Torneos
web-desk-system = Sistema
web-desk-registration = Inscripción
web-desk-registration-open = abierta
web-desk-registration-closed = cerrada
web-desk-new-event = Torneo nuevo
web-desk-short-name = Nombre corto (en las direcciones)
web-desk-title-example = Abierto de Otoño
web-desk-acceleration = Aceleración (suizo)
web-desk-none = ninguno
web-desk-none-paren = (ninguno)
web-desk-komi = Komi (go)
web-desk-go-unknown-round = ronda { $round }, tableros { $boards }
web-desk-go-unknown-results = Aún faltan resultados de rondas anteriores: { $games }. Las rondas se emparejan sin ellos, como empareja OpenGotha: un resultado desconocido no da ningún punto a ninguno de los jugadores, y la partida cuenta en las sumas de las puntuaciones de los rivales.
web-desk-go-paired-without = Emparejada sin los resultados de { $games }: cada uno contó como OpenGotha cuenta un resultado desconocido, ningún punto para ninguno de los jugadores, y la partida cuenta en las sumas de las puntuaciones de los rivales.
web-desk-go-teams-title = { $event }: equipos de go
web-desk-go-teams-close-first = Cierra primero la inscripción: los equipos nombran a sus jugadores por número inicial.
web-desk-go-teams-help = Equipos como los lleva OpenGotha: el tablero k de un equipo se enfrenta al tablero k del otro, cada tablero con el hándicap del emparejamiento individual. Jugadores por número inicial, el tablero 1 primero; un nombre o un número designa un equipo.
web-desk-go-teams-line-ups = Alineaciones de la ronda { $round }
web-desk-go-team = Equipo
web-desk-go-team-remove = Quitar
web-desk-go-team-add = Añadir un equipo
web-desk-go-team-players = Jugadores (números iniciales, el tablero 1 primero)
web-desk-go-team-line-up = Alineación de un equipo
web-desk-go-team-set-line-up = Fijar la alineación
web-desk-go-team-rules = Tamaño y criterios de los equipos
web-desk-go-team-criteria = Criterios de equipo
web-desk-go-teams-pair = Emparejar la ronda siguiente
web-desk-go-teams-matches = Encuentros (vacío: la propuesta)
web-desk-go-teams-matches-placeholder = Rojo-Azul, Verde-Blanco
web-desk-go-teams-pair-button = Emparejar los encuentros
web-desk-go-teams-standings = Clasificación por equipos tras la ronda { $round }
web-desk-error-go-match = «{ $match }» no es un encuentro: se esperan dos equipos como A-B
web-desk-handicap-komi = Komi de las partidas con hándicap (go)
web-desk-super-bar = Superbarra McMahon (go)
web-desk-super-bar-help = Los jugadores de este grado o más empiezan un punto por encima de la barra McMahon (el supergrupo)
web-desk-rounds = Rondas
web-desk-city = Ciudad
web-desk-start-date = Fecha de inicio
web-desk-end-date = Fecha de fin
web-desk-date-placeholder = AAAA/MM/DD
web-desk-tiebreaks = Desempates
web-desk-language = Idioma
web-desk-language-none = ninguno: el de cada visitante
web-desk-festival-new = Festival (secciones de un mismo fin de semana)
web-desk-festival = Festival
web-desk-section = Sección
web-desk-team-event = Torneo por equipos
web-desk-boards-per-match = Tableros por encuentro
web-desk-individual-event = (torneo individual)
web-desk-board-colours = Colores de los tableros
web-desk-match-points = Puntos de encuentro (victoria, tablas, derrota)
web-desk-game-points-first = primero los puntos de tablero
web-desk-board-order-tolerance = Tolerancia del orden de fuerza
web-desk-no-rule = (sin regla)
web-desk-lineup-deadlines = Plazos de alineación de los capitanes (UTC, desde la ronda 1)
web-desk-create-event = Crear el torneo

## La página del torneo: jugadores, disponibilidad, ajustes

web-desk-register-player = Inscribir a un jugador
web-desk-late-entry = Inscripción tardía
web-desk-name-placeholder = Apellido, Nombre
web-desk-go-rank = Grado
web-desk-rating-from-rank = según el grado
web-desk-country = País
web-desk-fide-id = ID FIDE
web-desk-school = Colegio
web-desk-family = Familia
web-desk-group = Grupo
web-desk-group-help = Grupo independiente: los jugadores de un grupo solo se enfrentan entre sí
web-desk-add-player = Añadir al jugador
web-desk-import-csv = Importar jugadores (CSV)
web-desk-import-help = Una fila de encabezado con los nombres de los jugadores y, a elegir, Elo, título, federación, ID FIDE, sexo, fecha de nacimiento, club — en inglés, alemán, francés, español, italiano o neerlandés (Elo, FED, Título, Club, …); separados por comas, puntos y comas o tabuladores.
web-desk-import-update = Actualizar los jugadores ya inscritos (mismo ID FIDE o, si no, mismo nombre) con los campos de la lista; inscribir a los demás
web-desk-import-file = Un archivo
web-desk-csv-header = jugador,elo,federacion
web-desk-csv-example = "García, Ana",1850,ESP
web-desk-import = Importar
web-desk-close-confirm = ¿Cerrar la inscripción? Los números iniciales quedan fijados por Elo, título y nombre.
web-desk-close-registration = Cerrar la inscripción
web-desk-close-help = Números iniciales por Elo, luego título, luego nombre (C.04.2).
web-desk-title-or-rank = Título/grado
web-desk-status = Estado
web-desk-withdrawn-from = retirado desde la ronda { $round }
web-desk-correct = Corregir
web-desk-remove-confirm = ¿Eliminar a este jugador?
web-desk-remove = Eliminar
web-desk-reenter = Readmitir
web-desk-withdraw-confirm = ¿Retirar a este jugador a partir de la próxima ronda?
web-desk-withdraw = Retirar
web-desk-availability = Disponibilidad para una ronda aún sin emparejar
web-desk-player-number = N.º de jugador
web-desk-absent-no-bye = ausente (sin bye)
web-desk-available = disponible
web-desk-set = Fijar
web-desk-request = Solicitud
web-desk-request-absent = ausente
web-desk-request-half = bye de medio punto
web-desk-request-zero = bye de cero puntos
web-desk-request-full = bye de un punto
web-desk-settings = Ajustes
web-desk-chief-arbiter = Árbitro principal
web-desk-time-control = Ritmo de juego
web-desk-time-control-code = Código del ritmo (TRF 222)
web-desk-time-control-code-help = Periodos [jugadas/]segundos[+incremento] separados por «:», p. ej. 5400+30 o 40/5400+30:1800+30; vacío, se lee del ritmo de juego (en gris cuando es posible)
web-desk-save-settings = Guardar los ajustes
web-desk-move-legend = Pasar a un jugador a otra sección de { $festival }
web-desk-move-to = A
web-desk-move = Pasar
web-desk-the-event = El torneo
web-desk-registration-legend = Inscripción
web-desk-reopen-help = Mientras la ronda 1 no esté emparejada, la inscripción puede reabrirse: se pueden inscribir y eliminar jugadores, y al cerrarla se asignan números iniciales nuevos.
web-desk-reopen = Reabrir la inscripción
web-desk-rename = Renombrar
web-desk-new-name = Nombre nuevo
web-desk-rename-help = El nombre en las direcciones y en la línea de órdenes; todo el historial lo sigue.
web-desk-delete = Eliminar
web-desk-delete-help = El torneo sale de las listas y de las páginas públicas y ya no admite cambios. Su historial se conserva:
web-desk-delete-help-undelete = lo recupera.
web-desk-delete-confirm = ¿Eliminar este torneo? Desaparece de todas las listas y páginas.
web-desk-delete-event = Eliminar el torneo

## Corregir a un jugador

web-desk-correct-player = Corregir al jugador { $player }
web-desk-sex = Sexo
web-desk-birth-date = Fecha de nacimiento
web-desk-save-correction = Guardar la corrección
web-desk-correction-reranks = Un cambio de Elo, título o nombre rehace los números iniciales (C.04.2).
web-desk-correction-ranks-stay = Los números iniciales quedan como están: ya se ha emparejado una ronda.

## Emparejamiento

web-desk-pair-close-first = Cierre la inscripción antes de emparejar.
web-desk-pair-title = Emparejar la ronda { $round }
web-desk-pair-edit-title = Modificar el emparejamiento de la ronda { $round }
web-desk-pair-auto = Emparejar la ronda { $round } automáticamente
web-desk-pair-auto-help = con el motor del sistema del torneo ({ $system }); su explicación está en la página de resultados. O empareje a mano más abajo.
web-desk-pair-fixed = Tableros fijados antes a mano
web-desk-pair-fixed-accept = aceptar lo que incumplen los tableros fijados (queda registrado)
web-desk-pair-fixed-help = El motor empareja a los demás jugadores; la ronda queda registrada como hecha a mano.
web-desk-pair-team-help = Un torneo por equipos se empareja encuentro a encuentro: el motor empareja a los equipos, y los tableros de cada encuentro salen de las alineaciones (fíjelas en la pestaña
web-desk-pair-team-help-after = antes de emparejar).
web-desk-teams-to-pair = Equipos por emparejar
web-desk-team = Equipo
web-desk-note = Nota
web-desk-pair-hand-help = Un tablero por línea o por coma: el número de las blancas, un guion, el número de las negras
web-desk-pair-hand-bye = da el bye del emparejamiento.
web-desk-legality-report = Informe de reglamento
web-desk-no-rule-broken = No se incumple ninguna regla.
web-desk-cannot-be-accepted = (no se puede aceptar)
web-desk-check = Comprobar
web-desk-accept-violations = aceptar las infracciones indicadas (quedan registradas)
web-desk-save-new-pairing = Guardar el emparejamiento nuevo
web-desk-pair-the-round = Emparejar la ronda
web-desk-pair-edit-instead = Modificar en cambio el emparejamiento de la ronda { $round }
web-desk-pair-edit-instead-note = (aún sin resultados)
web-desk-players-to-pair = Jugadores por emparejar
web-desk-colours = Colores
web-desk-colour-letter-white = B
web-desk-colour-letter-black = N
web-desk-withdrawn = retirado
web-desk-had-unplayed-win = ya tuvo un bye o una victoria por incomparecencia

## Resultados

web-desk-results-title = Ronda { $round }: resultados
web-desk-board-and-result = Tablero y resultado
web-desk-correct-entered = corregir un resultado introducido
web-desk-enter = Introducir
web-desk-quick-help = Escriba el número de tablero, un espacio y luego el resultado:
web-desk-or = o
web-desk-forfeits = incomparecencias
web-desk-quick-help-enter = Intro lo guarda.
web-desk-quick-saved = guardado
web-desk-quick-refused = rechazado
web-desk-how-paired = Cómo emparejó el motor esta ronda
web-desk-how-paired-manual = (emparejada a mano: lo que habría hecho el motor)
web-desk-explanation-link = La explicación del motor para la ronda { $round }
web-desk-explanation-link-after = : grupos de puntuación, flotantes y el criterio detrás de cada desviación.
web-desk-undo-confirm = ¿Eliminar la ronda { $round } con sus resultados? (La eliminación queda registrada.)
web-desk-undo = Deshacer la ronda { $round }
web-desk-notice-result = tablero { $board }: { $result }
web-desk-withdrawn-paren = (retirado)
web-desk-handicap-stones = piedras de hándicap
web-desk-bye-cell = bye

## La explicación del motor (las frases y criterios propios de los motores siguen en inglés)

web-desk-explain-title = Ronda { $round }: cómo la emparejó el motor
web-desk-explain-back = Volver a los resultados de la ronda { $round }
web-desk-note-edited-back = El emparejamiento se modificó a mano después de hacerse, volviendo al del motor.
web-desk-note-edited = El emparejamiento se modificó a mano después de hacerse; este es el emparejamiento del motor.
web-desk-note-manual-same = Esta ronda se emparejó a mano, exactamente como la empareja el motor.
web-desk-note-manual = Esta ronda se emparejó a mano; así la habría emparejado el motor.
web-desk-note-engine = Esta es la ronda tal como la emparejó el motor.
web-desk-note-engine-changed = Hoy el motor empareja esta ronda de otra forma que cuando se emparejó ({ $engine }); este es el emparejamiento del motor hoy.
web-desk-explain-bye = Bye asignado por el emparejamiento
web-desk-explain-requested = Sin emparejar, por solicitud o ausencia
web-desk-explain-bye-kind = { $kind ->
        [full] bye de un punto
        [half] bye de medio punto
       *[zero] bye de cero puntos
    }
web-desk-explain-withdrawn = Sin emparejar, retirados
web-desk-go-costs = El coste de cada partida (maximizado), por término
web-desk-go-table = Mesa
web-desk-go-total = Total
web-desk-go-terms = Términos
web-desk-go-alternatives = El mejor otro rival de cada jugador, y lo que costaría el cambio
web-desk-go-alternative = { $partner } en lugar de { $best } pierde { $loss }
web-desk-bracket-of = Grupo de { $score } puntos
web-desk-bracket-residents = { $count ->
        [one] { $count } residente
       *[other] { $count } residentes
    }
web-desk-bracket-moved = { $count ->
        [one] { $count } { $way ->
                [up] subido
               *[down] bajado
            }
       *[other] { $count } { $way ->
                [up] subidos
               *[down] bajados
            }
    }
web-desk-bracket-residents-term = Residentes
web-desk-bracket-order = Orden
web-desk-bracket-moved-into = { $way ->
        [up] Subidos al grupo
       *[down] Bajados al grupo
    }
web-desk-bracket-pairs = Parejas
web-desk-bracket-floating = { $way ->
        [up] Flotantes hacia arriba
       *[down] Flotantes hacia abajo
    }
web-desk-bracket-failures = Criterios no cumplidos del todo
web-desk-bracket-deviations = Desviaciones del emparejamiento natural

## Premios

web-desk-prize-list = Lista de premios
web-desk-prizes-by-place = Premios por puesto
web-desk-category-prizes = Premios por categoría, uno por línea
web-desk-share-out = Repartir
web-desk-prizes-help = Sin categorías, los jugadores empatados a puntos se reparten los premios; con ellas, cada jugador gana un solo premio, el más alto que pueda.
web-desk-sharing = Empatados
web-desk-sharing-default = según el juego (ajedrez: reparten los empatados a puntos; go: solo reparte un puesto compartido)
web-desk-sharing-equal = los empatados a puntos reparten a partes iguales
web-desk-sharing-place = por puesto: solo reparte un puesto compartido
web-desk-sharing-hort = sistema Hort (mitad al puesto, mitad repartida)
web-desk-amount = Importe
web-desk-prize = Premio
web-desk-prize-place = { $place }.º puesto

## Historial

web-desk-log-when = Cuándo
web-desk-log-who = Quién
web-desk-log-what = Qué
web-desk-log-details = Detalles
web-desk-log-tournament-created = torneo creado
web-desk-log-settings-changed = ajustes cambiados
web-desk-log-player-registered = jugador inscrito
web-desk-log-player-edited = jugador corregido
web-desk-log-player-removed = jugador eliminado
web-desk-log-registration-closed = inscripción cerrada
web-desk-log-late-entry = inscripción tardía
web-desk-log-availability-set = disponibilidad fijada
web-desk-log-player-withdrawn = jugador retirado
web-desk-log-player-reentered = jugador readmitido
web-desk-log-round-paired = ronda emparejada
web-desk-log-pairing-edited = emparejamiento modificado
web-desk-log-result-set = resultado introducido
web-desk-log-result-corrected = resultado corregido
web-desk-log-round-deleted = ronda eliminada
web-desk-log-registration-reopened = inscripción reabierta
web-desk-log-players-reranked = números iniciales rehechos
web-desk-log-tournament-renamed = torneo renombrado
web-desk-log-tournament-deleted = torneo eliminado
web-desk-log-tournament-restored = torneo recuperado
web-desk-log-team-registered = equipo inscrito
web-desk-log-team-edited = equipo modificado
web-desk-log-lineup-set = alineación fijada
web-desk-log-team-round-paired = ronda por equipos emparejada
web-desk-log-match-forfeited = encuentro perdido por incomparecencia
web-desk-log-go-teams-set = equipos de go fijados
web-desk-log-prohibitions-set = emparejamientos prohibidos fijados
web-desk-log-acceleration-set = aceleración fijada

## Usuarios

web-desk-users = Usuarios
web-desk-new-token-shown = Token de API nuevo (solo se muestra ahora)
web-desk-login = Usuario
web-desk-role = Rol
web-desk-role-name = { $role ->
        [admin] administrador
        [captain] capitán
       *[arbiter] árbitro
    }
web-desk-all-events = todos
web-desk-new-token = Token de API nuevo
web-desk-add-user = Añadir o actualizar un usuario
web-desk-password = Contraseña
web-desk-limited-to = Limitado a los torneos
web-desk-limited-to-placeholder = nombres cortos separados por comas; vacío: todos
web-desk-save-user = Guardar el usuario
web-desk-notice-user-saved = usuario { $login } guardado
web-desk-notice-players-updated = jugadores actualizados: { $updated } ({ $names }); inscritos: { $registered }; sin cambios: { $unchanged }
web-desk-notice-import-warnings = la lista está leída; revise estos nombres:
    { $warnings }

## Equipos, alineaciones y encuentros

web-desk-register-team = Inscribir un equipo
web-desk-short-team-name = Nombre corto
web-desk-federation-or-club = Federación o club
web-desk-captain-account = Cuenta del capitán
web-desk-login-placeholder = usuario
web-desk-members-help = Miembros por orden de fuerza (números de jugador, suplentes al final)
web-desk-register-the-team = Inscribir el equipo
web-desk-teams-closed = No pueden entrar equipos una vez emparejada una ronda.
web-desk-short = Corto
web-desk-captain = Capitán
web-desk-roster = Plantilla
web-desk-edit = Modificar
web-desk-members = Miembros
web-desk-save-team = Guardar el equipo
web-desk-lineups-of-round = Alineaciones de la ronda { $round }
web-desk-lineups-paired = (emparejada)
web-desk-lineups-not-paired = (aún sin emparejar)
web-desk-captains-deadline = Plazo de los capitanes: { $deadline } UTC.
web-desk-lineup-help = Números de jugador por tablero, separados por comas; 0 deja un tablero vacío (el rival lo gana sin jugar).
web-desk-boards = Tableros
web-desk-lineup = Alineación
web-desk-lineup-match-has-results = el encuentro tiene resultados
web-desk-lineup-bye = bye
web-desk-lineup-not-paired = sin emparejar
web-desk-empty-board = (tablero vacío)
web-desk-matches-of-round = Encuentros de la ronda { $round }
web-desk-matches-help = Los resultados se introducen tablero a tablero en la
web-desk-matches-help-link = página de resultados
web-desk-matches-help-after = (la columna Tab. es el número que hay que escribir).
web-desk-home = Local
web-desk-away = Visitante
web-desk-forfeited = (incomparecencia { $code })
web-desk-forfeit-match = Dar el encuentro por incomparecencia
web-desk-team-wins = gana { $team }
web-desk-neither-appeared = no se presentó ninguno
web-desk-forfeit-confirm = ¿Dar este encuentro por incomparecencia? Cada tablero recibe el resultado por incomparecencia.
web-desk-captain-title = Sus equipos
web-desk-captain-none = Ningún torneo por equipos designa esta cuenta como capitán de un equipo.
web-desk-captain-team-of = equipo { $team } de { $event }
web-desk-deadline-utc = plazo { $deadline } UTC
web-desk-lineup-numbers = Números de jugador por tablero (0 = tablero vacío)
web-desk-give-lineup = Entregar la alineación
web-desk-notice-lineup-saved = alineación del equipo { $team } para la ronda { $round } guardada
web-desk-team-standings = Clasificación por equipos
web-desk-rosters = Plantillas
web-desk-players-in-board-order = Jugadores por orden de fuerza
web-desk-board-prizes = Premios por tablero
web-desk-board-n = Tablero { $board }
web-desk-games = Partidas
web-desk-players-across-teams = Jugadores de todos los equipos

## Por qué se rechaza un cambio

web-desk-error-not-a-number = { $field ->
        [boards] tableros por encuentro
        [rounds] rondas
        [tolerance] tolerancia del orden de fuerza
        [rating] Elo
        [fide-id] ID FIDE
        [player] jugador
        [round] ronda
        [board] tablero
       *[other] { $field }
    }: «{ $value }» no es un número
web-desk-error-not-a-player-number = { $field ->
        [members] miembros
        [players] jugadores
       *[other] { $field }
    }: «{ $value }» no es un número de jugador
web-desk-error-language = idioma «{ $value }»: se esperaba uno de { $known }
web-desk-error-tiebreaks = desempates: { $detail }
web-desk-error-match-points = puntos de encuentro «{ $value }»: una victoria, unas tablas y una derrota, p. ej. 2,1,0
web-desk-error-may-not-create = esta cuenta no puede crear torneos
web-desk-error-admin-only = solo un administrador gestiona los usuarios
web-desk-error-no-action = acción desconocida
web-desk-error-which-player = ¿qué jugador?
web-desk-error-no-prohibition = no hay ninguna prohibición { $number }
web-desk-error-which-round = ¿qué ronda?
web-desk-error-which-board = ¿qué tablero?
web-desk-error-not-a-section = este torneo no es una sección de un festival
web-desk-error-no-player = no hay ningún jugador { $player }
web-desk-error-fixed-bye = los tableros fijados no llevan bye: lo asigna el motor
web-desk-error-not-an-amount = «{ $value }» no es un importe
web-desk-error-category-line = «{ $line }»: se esperaba CATEGORÍA:IMPORTES
web-desk-error-csrf = el formulario ha caducado o viene de otro sitio (el token CSRF no coincide): recargue la página
web-desk-error-form-missing = formulario: falta el campo { $field }
web-desk-error-form-duplicate = formulario: el campo { $field } aparece dos veces
web-desk-error-form-unknown = formulario: la página no envía ningún campo { $field }
web-desk-error-form-number = formulario: un número no se puede leer; escríbalo con cifras
web-desk-error-form-other = formulario: los campos no se leen como los envía esta página; recargue la página y vuelva a intentarlo
web-desk-error-upload = formulario: el formulario enviado no se puede leer; recargue la página y envíelo de nuevo
web-desk-error-no-players = no se ha dado ningún jugador
web-desk-error-player-data = no se inscribe nada, los datos de los jugadores se rechazan: { $problems }
web-desk-player-problem = n.º { $number } { $name }: { $problem }
web-desk-error-player-edit = los datos del jugador se rechazan, no cambia nada: { $problems }
web-desk-error-already-registered = no se inscribe nada: estos jugadores ya están inscritos con el mismo ID FIDE (marque «Actualizar los jugadores ya inscritos» para actualizarlos con la lista e inscribir a los demás):
    { $detail }
web-desk-error-no-results = no se ha dado ningún resultado
web-desk-error-board-twice = el tablero { $board } se da más de una vez
web-desk-error-board-pending = tablero { $board }: un resultado pendiente (*) solo puede borrar uno introducido: corríjalo
web-desk-error-pending = un resultado pendiente (*) solo puede borrar uno introducido: corríjalo
web-desk-error-round-zero = las rondas se cuentan desde 1
web-desk-error-fixed-break-rules = los tableros fijados incumplen reglas: enumérelas en accept para pasarlas por alto
web-desk-error-already-closed = la inscripción ya está cerrada
web-desk-error-board-shape = «{ $board }»: se esperaba BLANCAS-NEGRAS, p. ej. 3-7
web-desk-error-not-a-start-rank = «{ $board }»: «{ $value }» no es un número inicial
web-desk-error-two-byes = más de un bye
web-desk-error-no-round-yet = aún no hay ninguna ronda emparejada
web-desk-error-pairing-breaks-rules = el emparejamiento incumple reglas: acéptelas para guardarlo (quedan registradas)
web-desk-error-pairing-not-a-round = el emparejamiento no forma una ronda
web-desk-error-result = se esperaba un resultado como 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 o * (pendiente), se encontró «{ $value }»
web-desk-error-quick-shape = escriba el número de tablero y luego el resultado (p. ej. 12 1-0)
web-desk-refused-registration-open = la inscripción sigue abierta; ciérrela primero para fijar los números iniciales
web-desk-refused-results-pending = la ronda { $round } aún tiene partidas sin resultado: { $count ->
        [one] tablero
       *[other] tableros
    } { $boards }
web-desk-refused-beyond = la ronda { $round } excede las { $planned } rondas previstas
web-desk-refused-too-few = ningún emparejamiento válido: { $count ->
        [one] solo un jugador
       *[other] solo { $count } jugadores
    } para emparejar
web-desk-refused-no-bye = ningún emparejamiento válido: el número de jugadores es impar y todos han recibido ya un descanso asignado por el emparejamiento o una victoria sin jugar (C.04.1 artículo 4)
web-desk-refused-unknown-system = ningún motor de emparejamiento para el sistema «{ $system }» (conocidos: { $known })
web-desk-refused-unpairable = ningún emparejamiento válido: ningún emparejamiento cumple los criterios absolutos (repetir rival, colores, prohibiciones); el mayor emparejamiento legal deja sin rival a { $players }
web-desk-refused-too-large = el grupo de { $count } jugadores es demasiado grande para este motor
web-desk-refused-inconsistent-twice = el emparejamiento que se comprueba es incoherente: el jugador { $player } aparece más de una vez en la ronda
web-desk-refused-inconsistent-self = el emparejamiento que se comprueba es incoherente: el jugador { $player } está emparejado consigo mismo
web-desk-refused-inconsistent-byes = el emparejamiento que se comprueba es incoherente: más de un descanso asignado por el emparejamiento ({ $a } y { $b })
web-desk-refused-no-teams = equipos: aún no hay ningún equipo inscrito
web-desk-refused-teams = los equipos no se pueden emparejar tal como están: { $why }
web-desk-refused-acceleration = no hay motor de emparejamiento para el sistema «{ $system }»: { $why }
web-desk-refused-go-system = sistema: un torneo de go se empareja con mcmahon, swiss o swisscat, no { $system }
web-desk-refused-go-parameters = parámetros: { $diagnostics }
web-desk-refused-go-komi = komi: se espera un número como 7,5, no { $found }
web-desk-refused-go-rank = { $field ->
        [bar] barra McMahon
        [floor] suelo McMahon
        [zero] cero McMahon
        [super-bar] superbarra McMahon
        [teams] equipos de go
       *[categories] categorías
    }: se espera un grado de go de 30k a 9d (o 1p-9p), no { $found }
web-desk-refused-go-floor = suelo McMahon: el suelo ({ $floor }) está por encima de la barra ({ $bar })
web-desk-refused-go-no-placement = clasificación: hace falta al menos un criterio
web-desk-refused-go-criterion = clasificación: criterio desconocido { $name } (conocidos: { $known })
web-desk-refused-go-half-points = { $field ->
        [absence] ausencia
       *[bye] descanso
    }: { $value } medios puntos, se esperan de 0 a 4
web-desk-refused-go-categories = categorías: los límites inferiores van de la categoría más fuerte hacia abajo
web-desk-refused-go-super-bar = superbarra McMahon: la superbarra ({ $super }) debe estar por encima de la barra ({ $bar })
web-desk-refused-go-handicap-komi = komi de las partidas con hándicap: se espera 0 o 0.5, no { $found }
web-desk-violation-unknown-player = no hay ningún jugador { $player }
web-desk-violation-paired-twice = el jugador { $player } está emparejado dos veces
web-desk-violation-self-paired = el jugador { $player } está emparejado contra sí mismo
web-desk-violation-withdrawn = el jugador { $player } se ha retirado
web-desk-violation-unavailable = el jugador { $player } pidió un descanso o no juega esta ronda
web-desk-violation-unpaired = el jugador { $player } está disponible pero no emparejado
web-desk-violation-rematch = los jugadores { $a } y { $b } ya se han enfrentado
web-desk-violation-prohibited = los jugadores { $a } y { $b } no pueden emparejarse en esta ronda
web-desk-violation-second-bye = el jugador { $player } ya tuvo un descanso o un punto sin jugar
web-desk-violation-three-in-a-row = el jugador { $player } tendría { $colour ->
        [white] blancas
       *[black] negras
    } tres veces seguidas
web-desk-violation-colour-difference = el jugador { $player } tendría una diferencia de color de { $difference }
web-desk-violation-match-split = el jugador { $player } no juega la partida 2 del match contra el rival de la partida 1
web-desk-error-board-too-large = el número de tablero es demasiado grande
web-desk-error-quick-no-result = tablero { $board }: escriba el resultado después del número de tablero
web-desk-error-no-round-to-delete = no hay ninguna ronda que eliminar
web-desk-error-only-last-round = solo se puede eliminar la última ronda emparejada ({ $round })
web-desk-error-csv = el CSV no se importó (línea:columna: qué falla): { $problems }
web-desk-error-not-team-event = este no es un torneo por equipos
web-desk-error-not-team-event-desk = este no es un torneo por equipos (indique primero un número de tableros por encuentro)
web-desk-error-lineup-not-captain = { $login } no puede entregar la alineación del equipo { $team }: solo su capitán o el árbitro
web-desk-error-lineup-paired = la ronda { $round } ya está emparejada: ahora solo el árbitro cambia sus alineaciones
web-desk-error-lineup-deadline-unreadable = el plazo de alineación de la ronda { $round } («{ $deadline }») no se lee como AAAA-MM-DD HH:MM: consulte al árbitro
web-desk-error-lineup-deadline-passed = el plazo de alineación de la ronda { $round } ({ $deadline } UTC) ha vencido: consulte al árbitro
web-desk-error-forfeit-code = «{ $value }»: un encuentro por incomparecencia se escribe +- (gana el local), -+ (gana el visitante) o --

## Lo que hizo cada evento registrado, en la pestaña Historial

web-desk-history-created = Creado «{ $name }»: { $system }, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
web-desk-history-settings = Ajustes cambiados: «{ $name }», { $system }, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
web-desk-history-registered = Inscrito { $name }
web-desk-history-late = Inscripción tardía: { $name }
web-desk-history-edited = Jugador { $player } corregido: { $name }
web-desk-history-removed = Jugador { $player } eliminado
web-desk-history-closed = Inscripción cerrada; { $count ->
        [one] { $count } jugador numerado
       *[other] { $count } jugadores numerados
    }
web-desk-history-availability = El jugador { $player } { $status ->
        [available] juega
        [absent] está ausente (sin bye)
        [half] toma un bye de medio punto
        [zero] toma un bye de cero puntos
       *[full] toma un bye de un punto
    } en la ronda { $round }
web-desk-history-withdrawn = Jugador { $player } retirado desde la ronda { $round }
web-desk-history-reentered = Jugador { $player } readmitido
web-desk-history-paired = Ronda { $round } emparejada { $engine ->
        [manual] a mano
       *[other] por { $engine }
    }: { $boards }
web-desk-history-accepted = (aceptado: { $list })
web-desk-history-bye = bye { $player }
web-desk-history-pairing-changed = Emparejamiento de la ronda { $round } cambiado a mano: { $boards }
web-desk-history-result = Ronda { $round }, tablero { $board }: { $result }
web-desk-history-corrected = Ronda { $round }, tablero { $board }: resultado corregido a { $result }
web-desk-history-round-deleted = Ronda { $round } eliminada
web-desk-history-reopened = Inscripción reabierta
web-desk-history-reranked = Números iniciales rehechos (C.04.2)
web-desk-history-renamed = Renombrado de «{ $from }» a «{ $to }»
web-desk-history-deleted = Eliminado
web-desk-history-restored = Recuperado
web-desk-history-team-registered = Equipo inscrito: { $name } ({ $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    })
web-desk-history-team-edited = Equipo { $team } corregido: { $name }
web-desk-history-lineup = Ronda { $round }: alineación del equipo { $team }: { $list }
web-desk-history-team-paired = Ronda { $round } emparejada { $engine ->
        [manual] a mano
       *[other] por { $engine }
    }: equipos { $list }
web-desk-history-team-bye = bye: equipo { $team }
web-desk-history-forfeit = Ronda { $round }: encuentro de los equipos { $home } y { $away } perdido por incomparecencia ({ $result })
web-desk-history-go-teams = Equipos de go fijados: equipos: { $teams }, tableros por equipo: { $size }, parejas inscritas: { $pairs }
web-desk-history-prohibitions = Emparejamientos prohibidos: { $list }
web-desk-history-prohibition = { $players } (rondas { $first }-{ $last })
web-desk-history-prohibitions-lifted = Emparejamientos prohibidos levantados
web-desk-history-acceleration = Jugador { $player } acelerado: { $points } por ronda
web-desk-history-no-acceleration = Jugador { $player }: sin aceleración
web-desk-error-category = categoría { $condition }: { $problem }
web-desk-category-not-a-year = { $found } no es un año
web-desk-category-not-a-rating = { $found } no es un Elo
web-desk-category-sex = se esperaba sex=m o sex=w
web-desk-category-unknown = se esperaba rating=, unrated, sex=, fed=, born-from=, born-until=, club= o group=

## The players' own pages: the desk's tab, pairing with check-in, the history

web-desk-tab-online = Páginas de los jugadores
web-desk-online-title = Páginas de los jugadores · { $event }
web-desk-online-entry = Inscripción en línea
web-desk-online-entry-open = La inscripción pública está abierta
web-desk-online-entry-limit = Plazas (0: sin límite)
web-desk-online-entry-closes = Cierra a las (UTC)
web-desk-online-entry-form = El formulario de inscripción:
web-desk-online-check-in = Confirmación de presencia
web-desk-online-check-in-deadlines = Plazo de cada ronda (UTC), una línea por ronda desde la ronda 1; una línea vacía: sin confirmación
web-desk-online-byes = Byes a petición
web-desk-online-half-byes = Byes de medio punto por jugador
web-desk-online-last-bye-round = Última ronda en que pedir un bye (0: todas)
web-desk-online-reports = Resultados comunicados
web-desk-online-reports-off = Los jugadores no comunican resultados
web-desk-online-reports-confirm = Las comunicaciones coincidentes esperan al árbitro
web-desk-online-reports-auto = Las comunicaciones coincidentes se registran
web-desk-online-one-report = Basta la comunicación de un jugador
web-desk-online-save = Guardar
web-desk-online-entries = Inscripciones
web-desk-online-no-entries = Aún no hay inscripciones.
web-desk-online-accept-all = Aceptar todas las inscripciones pendientes
web-desk-online-entry-status = Estado
web-desk-online-accept = Aceptar
web-desk-online-refuse = Rechazar
web-desk-online-entry-pending = pendiente
web-desk-online-entry-accepted = aceptada
web-desk-online-entry-refused = rechazada
web-desk-online-check-in-round = Confirmación de presencia, ronda { $round }
web-desk-online-check-in-status = Hasta las { $deadline } (UTC): { $checked } confirmados, { $missing } aún no.
web-desk-online-not-checked-in = Sin confirmar
web-desk-online-reports-waiting = Resultados comunicados pendientes
web-desk-online-no-reports = Ninguna comunicación pendiente.
web-desk-online-reported = Comunicado
web-desk-online-apply = Registrar { $result }
web-desk-online-decide = Introducir el resultado
web-desk-online-report-one = { $player } comunica { $result }
web-desk-online-report-agreed = Ambos comunican { $result }
web-desk-online-report-disagree = Desacuerdo: las blancas comunican { $white }, las negras { $black }
web-desk-round-report-disagree = Comunicaciones de los jugadores: { $said }. Decide el árbitro.
web-desk-round-report-confirm = Comunicaciones de los jugadores: { $said }, a la espera de la confirmación del árbitro.
web-desk-round-report-other = Comunicaciones de los jugadores: { $said }, a la espera de la comunicación del rival.
web-desk-online-asks = Peticiones
web-desk-online-no-asks = Aún no hay peticiones.
web-desk-online-asked-check-in = Ronda { $round }: { $player } confirmó su presencia
web-desk-online-asked-half = Ronda { $round }: { $player } pide un bye de medio punto
web-desk-online-asked-zero = Ronda { $round }: { $player } pide un bye de cero puntos
web-desk-online-asked-absent = Ronda { $round }: { $player } no jugará
web-desk-online-asked-withdraw = Ronda { $round }: { $player } se retira
web-desk-online-links = Enlaces de los jugadores
web-desk-online-links-help = Cada enlace abre la página de un jugador. Solo se guarda un resumen: un enlace se muestra una vez, al crearse, con su código QR, en una página que se imprime como papeletas. Un enlace nuevo sustituye al anterior.
web-desk-online-links-missing = Enlaces para los jugadores sin enlace, en papeletas
web-desk-online-links-all = Enlaces nuevos para todos
web-desk-online-links-all-confirm = El enlace anterior de cada jugador dejará de funcionar. ¿Crear enlaces nuevos para todos?
web-desk-online-link = Enlace
web-desk-online-linked = dado
web-desk-online-not-linked = ninguno
web-desk-online-link-new = Nuevo enlace y código QR
web-desk-online-link-revoke = Revocar
web-desk-online-slips-title = Enlaces de los jugadores · { $event }
web-desk-online-slips-once = Estos enlaces solo se muestran ahora: imprima o reparta las papeletas antes de salir de la página.
web-desk-online-back = Volver a las páginas de los jugadores
web-desk-online-slip-help = Su página: su tablero, presencia, byes, resultados. Guarde este enlace para usted.
web-desk-online-error-reports = { $value } no es una forma de aceptar resultados: off, confirm o auto
web-desk-online-error-action = { $value } no es lo que se puede hacer con una inscripción: aceptar o rechazar
web-desk-online-error-no-agreement = Ronda { $round }, tablero { $board }: las comunicaciones no dan un resultado
web-desk-pair-unchecked = Jugadores sin confirmación de presencia
web-desk-pair-unchecked-wait = esperar mientras está abierta (ausentes después)
web-desk-pair-unchecked-absent = ausentes ahora
web-desk-pair-unchecked-play = emparejados como los demás
web-desk-log-entry-submitted = inscripción recibida
web-desk-log-entry-accepted = inscripción aceptada
web-desk-log-entry-refused = inscripción rechazada
web-desk-log-link-issued = enlace de jugador dado
web-desk-log-link-revoked = enlace de jugador revocado
web-desk-log-player-asked = petición de jugador
web-desk-log-result-reported = resultado comunicado
web-desk-history-entry-submitted = Inscripción recibida: { $name }
web-desk-history-entry-accepted = Inscripción { $entry } aceptada
web-desk-history-entry-refused = Inscripción { $entry } rechazada
web-desk-history-link-issued = Enlace dado al jugador { $player }
web-desk-history-link-revoked = Enlace del jugador { $player } revocado
web-desk-history-asked = Jugador { $player } { $ask ->
        [check_in] confirma su presencia
        [half_bye] pide un bye de medio punto
        [zero_bye] pide un bye de cero puntos
        [absent] no jugará
       *[withdraw] se retira
    } en la ronda { $round }
web-desk-history-reported = Ronda { $round }, tablero { $board }: el jugador { $player } comunica { $result }
web-desk-online-rules = Reglas

## Emparejamientos prohibidos y aceleraciones (lo que el emparejamiento respeta además de las reglas)

web-desk-constraints-title = Emparejamientos prohibidos y aceleraciones · { $event }
web-desk-constraints-link = Emparejamientos prohibidos y aceleraciones
web-desk-prohibitions = Emparejamientos prohibidos
web-desk-prohibitions-help = Jugadores que no pueden enfrentarse (de una familia, un club o una federación, como piden las bases): ninguno se empareja con otro de ellos en las rondas indicadas.
web-desk-prohibitions-none = Ningún emparejamiento está prohibido.
web-desk-rounds-range = rondas { $first } a { $last }
web-desk-prohibitions-lift = Levantar todas las prohibiciones
web-desk-prohibitions-lift-confirm = ¿Levantar todos los emparejamientos prohibidos?
web-desk-prohibition-lift-one = Levantar
web-desk-prohibit-legend = Jugadores que no pueden enfrentarse
web-desk-prohibit-players = Jugadores (números)
web-desk-from-round = Desde la ronda
web-desk-to-round = Hasta la ronda
web-desk-prohibit = Prohibir
web-desk-accelerations = Jugadores acelerados
web-desk-accelerations-help = Puntos ficticios de un jugador para el emparejamiento, uno por ronda desde la ronda 1, separados por comas (C.04.5); vacío los quita.
web-desk-accelerations-none = Ningún jugador está acelerado.
web-desk-accelerate-legend = Puntos ficticios de un jugador
web-desk-fictitious-points = Puntos ficticios
