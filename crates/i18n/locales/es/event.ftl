# Los rechazos del registro de un torneo (arbiter-event), tal como los dice la mesa del árbitro.

## Sobre qué trata un rechazo: `CAMPO: motivo`.
event-invalid = { $field }: { $why }
event-round = ronda { $round }: { $why }
event-unknown-player = no existe el jugador { $player }
event-unknown-board = la ronda { $round } no tiene tablero { $board }
event-illegal = el emparejamiento infringe las reglas: { $violations }

event-field-boards = tableros
event-field-board-colours = colores por tablero
event-field-match-points = puntos de encuentro
event-field-rating-boards = tableros de la media Elo
event-field-primary-score = puntuación principal
event-field-team = equipo
event-field-team-name = nombre del equipo
event-field-members = miembros
event-field-short-name = nombre corto
event-field-lineup = alineación
event-field-pairing = emparejamiento
event-field-result = resultado
event-field-name = nombre
event-field-sex = sexo
event-field-go-rank = grado de go
event-field-points = puntos
event-field-round-dates = fechas de las rondas
event-field-rounds = rondas
event-field-language = idioma
event-field-chief-arbiter-id = ID FIDE del árbitro principal
event-field-game = juego
event-field-initial-colour = color inicial
event-field-handicap = hándicap
event-field-player = jugador
event-field-order = orden
event-field-availability = disponibilidad
event-field-overridden = reglas omitidas
event-field-pgn = PGN
event-field-go-teams = equipos de go
event-field-time-control-code = código del ritmo de juego (222)

## La etapa del torneo.
event-log-start = el registro debe empezar con la creación del torneo
event-deleted = el torneo está eliminado: restáurelo primero
event-exists = el torneo ya existe
event-not-deleted = el torneo no está eliminado
event-registration-closed-late = la inscripción está cerrada: añada al jugador como inscripción tardía
event-registration-open-register = la inscripción sigue abierta: inscriba al jugador
event-registration-already-closed = la inscripción ya está cerrada
event-registration-already-open = la inscripción ya está abierta
event-reopen-after-pairing = la inscripción no puede reabrirse una vez emparejada una ronda: añada inscripciones tardías
event-ranks-when-closed = la inscripción está abierta: los números iniciales se asignan al cerrarla
event-ranks-fixed = los números iniciales quedan fijos una vez emparejada una ronda
event-remove-after-pairing = no se pueden quitar jugadores una vez emparejada una ronda: retírelos
event-close-registration-first = cierre la inscripción antes de emparejar
event-team-pairs-matches = un torneo por equipos se empareja por encuentros de equipos, no por tableros
event-team-boards-follow = los tableros de un torneo por equipos salen de sus encuentros y alineaciones: elimine la ronda y vuelva a emparejar sus encuentros, o cambie una alineación
event-teams-closed = no pueden entrar equipos una vez emparejada una ronda
event-festival-only = los jugadores solo se mueven entre secciones de un mismo festival
event-festival-before-round-one = los jugadores solo cambian de sección antes de emparejar la ronda 1 de ambas
event-festival-already = { $name } ya está inscrito en la sección { $section }
event-go-teams-go-only = los equipos de go y las parejas pertenecen a un torneo de go
event-go-teams-after-close = los equipos de go se forman con la inscripción cerrada (jugadores por número inicial)

## Ajustes y jugadores.
event-tournament-needs-name = un torneo necesita un nombre
event-new-name = hace falta un nombre nuevo, no vacío
event-no-rounds = un torneo necesita al menos una ronda
event-fewer-rounds = menos rondas de las que ya están emparejadas
event-round-date = { $found }: se espera AA/MM/DD o AAAA/MM/DD
event-time-control-code = { $found }: se espera el ritmo codificado del TRF26, periodos separados por «:», cada uno [JUGADAS/]SEGUNDOS[+INCREMENTO], el último sin jugadas (en segundos: 5400+30, 40/5400+30:1800+30)
event-language = { $found }: se espera uno de { $known }
event-digits = { $found }: se esperan cifras
event-game-kind = se espera chess o go, no { $found }
event-game-fixed = un torneo no puede cambiar de juego
event-points-fixed = el sistema de puntuación no puede cambiar una vez emparejada una ronda
event-points-bad = se espera un número de puntos como 4,5, no { $found }
event-initial-colour = se espera blancas o negras, no { $found }
event-player-needs-name = un jugador necesita un nombre
event-sex = se espera m o w, no { $found }
event-go-rank-bad = se espera un grado de go de 30k a 9d (o 1p-9p), no { $found }
event-go-rank-needed = un jugador de go necesita un grado (de 30k a 9d)
event-player-on-roster = el jugador { $player } juega para { $team }: quítelo antes de su plantilla
event-not-withdrawn = el jugador { $player } no se ha retirado
event-go-no-bye = un torneo de go no concede descanso a petición: marque al jugador como ausente (la ronda cuenta como una ausencia en OpenGotha)
event-withdraw-beyond = está más allá de la última ronda: todas las rondas están emparejadas, no queda nada de lo que retirar al jugador
event-model-unknown-round = no existe la ronda { $round }
event-model-rounds-exist = no se pueden renumerar ni quitar jugadores una vez emparejada una ronda
event-model-not-a-permutation = el nuevo orden debe nombrar a cada jugador exactamente una vez

## Rondas, emparejamientos y resultados.
event-rounds-from-one = las rondas se cuentan desde 1
event-round-beyond = el torneo tiene { $rounds } rondas
event-round-not-paired = no está emparejada
event-round-already-paired = ya está emparejada
event-round-paired-plays = ya está emparejada y el jugador { $player } juega en ella: corrija el resultado (un bye en una ronda emparejada es para un jugador sin partida en ella, como una inscripción tardía)
event-next-round = la próxima ronda que emparejar es la { $next }
event-previous-round-pending = la ronda anterior aún tiene partidas sin resultado
event-edit-last-only = solo se puede modificar la última ronda emparejada
event-delete-last-only = solo se puede eliminar la última ronda emparejada
event-results-entered = se han introducido resultados: elimínelos o corríjalos primero
event-override-manual = solo un emparejamiento hecho a mano puede omitir reglas
event-chess-handicap = una partida de ajedrez no tiene hándicap
event-round-duplicate = el jugador { $player } aparece más de una vez en la ronda
event-round-self = el jugador { $player } está emparejado contra sí mismo
event-round-two-byes = más de un descanso de emparejamiento ({ $a } y { $b })
event-result-bad = se espera un resultado como 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 o * (en juego), no { $found }
event-forfeit-result = { $found }: una incomparecencia la gana un bando o la pierden ambos (+-, -+, --)
event-go-result = { $found } no es un resultado de go: 1-0 (ganan las blancas), 0-1 (ganan las negras), 1/2 (jigo), 1-1 (ganan ambos), 0-0 (pierden ambos), o por incomparecencia +-, -+, ==, ++, --
event-go-jigo-half-komi = tablero { $board } de la ronda { $round }: una partida con un komi de { $komi } no puede terminar en jigo
event-result-exists = el tablero { $board } de la ronda { $round } ya tiene un resultado ({ $result }): corríjalo en su lugar
event-no-result = el tablero { $board } de la ronda { $round } no tiene resultado que corregir
event-pgn-go = el PGN registra partidas de ajedrez; las partidas de un torneo de go están en sus resultados
event-pgn-empty = la notación de la partida está vacía
event-pgn-no-game = no tiene partida de { $white } con blancas contra { $black }

## Torneos por equipos: reglas, plantillas, alineaciones y encuentros.
event-team-no-board = un encuentro por equipos necesita al menos un tablero
event-team-board-colours = { $found }: se espera una W o una B por tablero ({ $boards }), empezando por W (el equipo con blancas en el tablero 1)
event-team-rating-boards = la media Elo de un equipo necesita al menos un miembro
event-team-primary = se espera match o game, no { $found }
event-not-team-event = este no es un torneo por equipos
event-not-team-event-short = no es un torneo por equipos
event-not-team-event-boards = este no es un torneo por equipos: dé primero al torneo un número de tableros
event-no-team-yet = aún no hay ningún equipo inscrito
event-team-stays = un torneo con equipos sigue siendo un torneo por equipos
event-team-boards-fixed = el número de tableros no puede cambiar una vez emparejada una ronda
event-team-needs-name = un equipo necesita un nombre
event-team-name-taken = el equipo { $team } ya se llama { $name }
event-team-needs-player = un equipo necesita al menos un jugador
event-player-listed-twice = el jugador { $player } aparece dos veces
event-player-in-other-team = el jugador { $player } ya juega para el equipo { $team } ({ $name })
event-short-name-long = { $found }: cinco caracteres como máximo
event-too-many-teams = demasiados equipos
event-member-played = el jugador { $player } jugó para el equipo en la ronda { $round } y sigue en su plantilla
event-lineup-size = jugadores: { $players }, para { $boards } tableros
event-lineup-not-roster = el jugador { $player } no está en la plantilla de { $team }
event-lineup-two-boards = el jugador { $player } está en dos tableros
event-lineup-board-order = orden de tableros: el jugador { $upper } ({ $upper_rating }) está por encima del jugador { $lower } ({ $lower_rating }), que tiene más de { $tolerance } puntos más
event-team-no-match = el equipo { $team } no tiene encuentro en esta ronda
event-team-match-has-results = el encuentro del equipo { $team } tiene resultados: corríjalos en lugar de la alineación
event-team-no-lineup = el equipo { $team } no tiene alineación registrada en esta ronda
event-team-paired-twice = el equipo { $team } está emparejado dos veces
event-team-meets-itself = el equipo { $team } no puede enfrentarse a sí mismo
event-team-paired-and-bye = el equipo { $team } está emparejado y además descansa
event-team-met = los equipos { $a } y { $b } ya se han enfrentado (C.04.1 b)
event-team-second-bye = el equipo { $team } ya tuvo un descanso o una victoria sin jugar (C.04.1 d)
event-team-pairing-broken = { $reasons }
event-team-forfeit-result = { $found }: un encuentro por incomparecencia es +- (gana el local), -+ (gana el visitante) o --
event-team-no-such-match = los equipos { $home } y { $away } no se enfrentan como local y visitante
event-teams-none = el torneo no tiene equipos
event-teams-two-teams = el jugador { $player } es miembro de dos equipos ({ $first } y { $second })
event-teams-not-a-team-game = ronda { $round }: { $white } contra { $black } no es una partida entre dos equipos
event-teams-two-matches = ronda { $round }: el equipo { $team } juega más de un encuentro
event-teams-board-mismatch = ronda { $round }: { $white } y { $black } juegan entre sí pero están en los tableros { $white_board } y { $black_board } de sus alineaciones
event-teams-not-a-member = ronda { $round }: { $player } está en la alineación de { $team } sin ser miembro
event-teams-unknown = no existe el equipo { $team }

## Equipos y parejas de un torneo de go.
event-go-what-board = equipo { $name }, ronda { $round }, tablero { $board }
event-go-what-pair = pareja { $player }
event-go-what-team-players = los jugadores de un equipo
event-go-no-player = { $what }: no existe el jugador { $player }
event-go-team-criterion = criterio de equipo desconocido { $name } (conocidos: TEAMP, SOST, BDW, BDW1U a BDW9U, MNR)
event-go-criterion-twice = el criterio { $name } aparece dos veces
event-go-six-criteria = seis criterios de equipo como máximo
event-go-team-name-twice = dos equipos se llaman { $name }
event-go-team-number = equipo { $name }: el número { $number } es 0 o ya está ocupado
event-go-board-taken = { $what }: el jugador { $player } ocupa otro tablero en la ronda
event-go-team-detail = equipo { $name }: { $why }
event-go-given-twice = { $what } aparece dos veces
event-go-kind = { $what }: el tipo { $kind } no es pair_go ni rengo
event-go-sex = { $what }: el sexo { $sex } no es m ni w
event-go-what-detail = { $what }: { $why }
event-go-no-such-board = el tablero { $board } no es un tablero de equipo (de 1 a 10)
event-go-no-such-round = la ronda { $round } no es una ronda de la que se guarde la alineación (de 1 a 20)
event-go-team-size = un equipo tiene de 2 a 10 tableros, no { $size }
event-go-pair-not-mixed = una pareja de Pair Go la forman un hombre y una mujer
event-go-members = una inscripción { $kind } necesita { $needed ->
        [exactly] exactamente 2
       *[at-least] al menos 2
    } jugadores, tiene { $found }
event-go-team-no-name = un equipo necesita un nombre
event-go-team-name-taken = ya hay un equipo llamado { $name }
event-go-team-number-zero = los números de equipo empiezan en 1
event-go-team-number-taken = el número de equipo { $number } ya está ocupado
event-go-unknown-team = ningún equipo se llama ni tiene el número { $team }
event-go-team-no-players = un equipo necesita sus jugadores, el tablero 1 primero
event-go-team-too-many = un equipo tiene como máximo 10 tableros, no { $found }
event-go-team-player-twice = el jugador { $player } aparece dos veces
event-go-team-other = el jugador { $player } ya juega en el equipo { $team }
event-go-line-up-played = ronda { $round }: el equipo { $team } ya tiene partidas; la alineación se mantiene
event-go-team-played = el equipo { $team } ha jugado: sus partidas perderían su equipo

## Un archivo de parámetros de OpenGotha ilegible: los avisos del lector, cada uno con su
## línea y su columna. Los nombres de elementos y atributos son los de OpenGotha.
event-gotha-at = { $line }:{ $column }: { $what }
event-gotha-xml = XML mal formado: { $detail }
event-gotha-xml-not-utf8 = el archivo no está en UTF-8
event-gotha-xml-second-root = un segundo elemento raíz
event-gotha-xml-stray-close = una etiqueta de cierre sin su apertura
event-gotha-xml-empty = ningún elemento
event-gotha-xml-no-name = un elemento sin nombre
event-gotha-xml-text = texto { $text } donde solo se esperan elementos
event-gotha-xml-unclosed = <{ $name }> nunca se cierra
event-gotha-not-a-tournament = se espera un elemento <Tournament> de OpenGotha, no <{ $name }>
event-gotha-missing = <{ $element }> necesita el atributo { $attribute }
event-gotha-bad-attribute = <{ $element }> { $attribute }: se espera { $expected }, no { $found }
event-gotha-unknown-player = { $what } nombra al jugador { $key }, que no está en <Players>
event-gotha-duplicate-player = el jugador { $key } aparece de nuevo (primero en la línea { $line })
event-gotha-twice-in-round = el jugador { $key } aparece más de una vez en la ronda { $round }
event-gotha-not-participating = el jugador { $key } no participa en la ronda { $round } pero tiene { $what ->
        [bye] un descanso
       *[game] una partida
    } en ella
event-gotha-expected = se espera { $expected }, no { $found }
event-gotha-disagree = { $detail }
event-gotha-round-beyond = la ronda { $round } está más allá de las { $rounds } rondas del torneo
event-gotha-as-written = { $text }
event-gotha-expected-one-of = { $codes } o { $last }
event-gotha-expected-bool = true o false
event-gotha-expected-rank = un grado de 30K a 9D
event-gotha-expected-whole = un número entero
event-gotha-expected-half-points = un número entero de medios puntos
event-gotha-expected-minutes = un número entero de minutos
event-gotha-expected-seconds = un número entero de segundos
event-gotha-expected-decimal = un número decimal
event-gotha-expected-stones = un número de piedras
event-gotha-expected-handicap = un hándicap de 0 a 9
event-gotha-expected-rounds = un número de rondas desde 1
event-gotha-expected-round = un número de ronda
event-gotha-expected-round-from-1 = un número de ronda desde 1
event-gotha-expected-round-1-20 = un número de ronda de 1 a 20
event-gotha-expected-participation = una cadena de 0 y 1, uno por ronda
event-gotha-expected-category = un número de categoría
event-gotha-expected-table = un número de mesa
event-gotha-expected-game = una partida
event-gotha-expected-bye = un descanso
event-gotha-expected-team-board = un tablero de equipo
event-gotha-expected-team-size = un tamaño de equipo de 2 a 10
event-gotha-expected-team-number = un número de equipo desde 1
event-gotha-expected-team-name-free = un nombre que no tenga otro equipo
event-gotha-expected-team-number-free = un número que no tenga otro equipo
event-gotha-expected-criterion-number = un número de criterio de 1 a 6
event-gotha-expected-criterion-free = un número de criterio aún no dado
event-gotha-expected-board = un número de tablero de 1 a 10
event-gotha-expected-board-free = un tablero aún libre en la ronda
event-gotha-expected-team-criteria = TEAMP, SOST, BDW, BDW1U a BDW9U, MNR o NULL
event-gotha-expected-results = RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (cada uno también _BYDEF) o RESULT_UNKNOWN

## A player's fields as entered by hand or read from a list, and a CSV player list that
## does not read (`LINE:COLUMN: …` before each).
player-problem = { $field }: { $problem }
player-field-name = nombre
player-field-rating = Elo
player-field-title = título
player-field-federation = federación
player-field-sex = sexo
player-field-birth-date = fecha de nacimiento
player-field-fide-id = ID FIDE
player-field-go-rank = rango de go
player-name-missing = un jugador necesita un nombre
player-name-long = { $found } supera los 33 caracteres que caben en un TRF
player-rating-bad = { $found } no es un Elo: se esperaba de 0 a 3000
player-title-bad = { $found } no es un título FIDE: se esperaba GM, IM, WGM, FM, WIM, CM, WFM o WCM
player-federation-bad = { $found } no es un código de federación: se esperaban tres letras, como CZE
player-sex-bad = { $found }: se esperaba m o w
player-birth-year-bad = { $found } no es un año de nacimiento
player-birth-date-bad = { $found }: se esperaba una fecha como 1988/03/14 (o 1988-03-14, 14.03.1988), o un año
player-birth-date-ambiguous = { $found } es ambigua (el día y el mes podrían estar invertidos): escríbala como AAAA/MM/DD
player-fide-id-long = más largo que los 11 dígitos que caben en un TRF
import-csv-header-unreadable = la fila de encabezado no se puede leer: { $error }
import-csv-no-name-column = ninguna columna contiene los nombres de los jugadores: se esperaba un encabezado como Name, Surname, Nachname, Nom, Apellido, Cognome o Naam (encontrado: { $found })
import-csv-row-unreadable = la fila no se puede leer: { $error }
import-csv-at = { $line }:{ $column }: { $problem }
import-csv-in-column = { $header }: { $problem }
import-csv-fide-id-bad = { $found } no es un ID FIDE: se esperaban dígitos
import-csv-no-players = ningún jugador bajo la fila de encabezado
import-csv-lost-letters = { $found }: «?» ocupa probablemente el lugar de una letra perdida (el archivo se guardó en una página de códigos sin ella): guárdelo como «CSV UTF-8» e impórtelo de nuevo, o corrija el nombre
