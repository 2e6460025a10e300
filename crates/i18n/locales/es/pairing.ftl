# Las explicaciones de los motores de emparejamiento: qué pide cada criterio, y las frases
# que dicen por qué un emparejamiento se aparta del natural. Las referencias a las reglas
# (C.04.3 2.3.4 [C12], 29E5b) quedan como las reglas las escriben.

## Qué pide cada criterio, por sistema

pairing-crit-amalfi-order = jugadores ordenados por puntos y luego por Elo (color Amalfi: luego por necesidad de color)
pairing-crit-amalfi-distance = el jugador del puesto k se enfrenta al que está R puestos más abajo, siendo R las rondas que quedan; si no, a uno más cercano, luego a uno más lejano
pairing-crit-burstein-b1 = dos jugadores que ya se han enfrentado no volverán a ser emparejados
pairing-crit-burstein-prohibited = los jugadores no pueden ser emparejados entre sí
pairing-crit-burstein-absolute = dos jugadores con la misma preferencia de color absoluta no se enfrentarán
pairing-crit-burstein-bye = el descanso asignado por el emparejamiento va al jugador más bajo que no lo haya tenido ni haya ganado por incomparecencia
pairing-crit-burstein-complete = todo jugador que quede debe poder emparejarse aún, con un flotante como máximo por grupo de puntuación
pairing-crit-burstein-due-colour = los jugadores deberían enfrentarse a rivales con el otro color debido
pairing-crit-burstein-opposition = el primer jugador se empareja con el último, el segundo con el penúltimo, y así sucesivamente
pairing-crit-burstein-colours = asignación de colores
pairing-crit-double-swiss-met = dos jugadores no se enfrentarán en más de un match (un match perdido por incomparecencia de un jugador no cuenta)
pairing-crit-double-swiss-prohibited = los jugadores no pueden ser emparejados entre sí
pairing-crit-double-swiss-bye = ningún descanso asignado por el emparejamiento tras un descanso así, un match ganado por incomparecencia o un descanso de un punto
pairing-crit-double-swiss-completion = los jugadores que quedan por emparejar deben poder emparejarse
pairing-crit-double-swiss-fewest = minimizar el número de flotantes ascendentes
pairing-crit-double-swiss-scores = maximizar las puntuaciones de los flotantes ascendentes
pairing-crit-double-swiss-next = el grupo de puntuación siguiente conserva un grupo legal con el menor número de flotantes ascendentes
pairing-crit-double-swiss-floated = minimizar los flotantes ascendentes que fueron flotantes en la ronda anterior
pairing-crit-double-swiss-opponents = minimizar los rivales de flotantes ascendentes que fueron flotantes en la ronda anterior
pairing-crit-double-swiss-upfloater-order = el primer conjunto de flotantes ascendentes en el orden de 3.5.4
pairing-crit-double-swiss-identifier = el primer identificador de emparejamiento en orden lexicográfico
pairing-crit-double-swiss-pab = el descanso asignado por el emparejamiento: resto emparejable, puntuación más baja, más matches jugados, TPN más alto
pairing-crit-double-swiss-colours = colores: color inicial, menos blancas, alternancia
pairing-crit-double-swiss-second-game = la segunda partida de un match: los mismos jugadores con los colores invertidos, los mismos descansos
pairing-crit-dubov-met = dos jugadores que ya se han enfrentado no volverán a ser emparejados
pairing-crit-dubov-prohibited = los jugadores no pueden ser emparejados entre sí
pairing-crit-dubov-absolute = ninguna diferencia de color mayor que dos ni el mismo color tres veces seguidas
pairing-crit-dubov-upfloat = antes de la última ronda nadie sube dos rondas seguidas ni más de tres (cuatro) veces
pairing-crit-dubov-colours = asignación de colores: colores debidos, igualación, alternancia, ARO más alto, Elo más bajo
pairing-crit-dubov-bye = el descanso va al jugador de Elo más bajo del grupo de puntuación más bajo que no haya puntuado sin jugar
pairing-crit-dubov-first = ronda 1: la mitad superior contra la mitad inferior
pairing-crit-dubov-order = las blancas por ARO ascendente contra las negras por Elo descendente
pairing-crit-dubov-improve = un jugador con blancas que no puede enfrentarse al de negras de su fila toma al primero de negras más abajo al que puede enfrentarse
pairing-crit-dubov-float = los jugadores que no pueden emparejarse en su grupo flotan al siguiente
pairing-crit-dubov-island = un jugador que no puede enfrentarse a nadie de su grupo recibe un rival del grupo inmediatamente inferior
pairing-crit-dubov-odd = un grupo impar toma un jugador del grupo inmediatamente inferior
pairing-crit-dubov-danubian = un grupo impar toma un jugador del grupo inmediatamente inferior y lo empareja en seguida
pairing-crit-dubov-equalise = en cada grupo, tantos jugadores con blancas debidas como con negras debidas
pairing-crit-dubov-floaters = los flotantes se emparejan primero, cada uno con el jugador de Elo más alto del otro color debido
pairing-crit-dutch-c1 = dos jugadores no se enfrentarán más de una vez
pairing-crit-dutch-c2 = ningún descanso asignado por el emparejamiento para un jugador que ya tuvo uno o ganó sin jugar
pairing-crit-dutch-c3 = jugadores que no son líderes con la misma preferencia de color absoluta no se enfrentarán
pairing-crit-dutch-prohibited = los jugadores no pueden ser emparejados entre sí
pairing-crit-dutch-c4 = debe existir un emparejamiento legal para todos los jugadores aún no emparejados
pairing-crit-dutch-c5 = minimizar la puntuación de quien recibe el descanso asignado por el emparejamiento
pairing-crit-dutch-c6 = minimizar el número de flotantes descendentes
pairing-crit-dutch-c7 = minimizar las puntuaciones de los flotantes descendentes
pairing-crit-dutch-c8 = elegir los flotantes descendentes de modo que el grupo siguiente también pueda emparejarse
pairing-crit-dutch-c9 = minimizar las partidas no jugadas de quien recibe el descanso asignado por el emparejamiento
pairing-crit-dutch-c10 = minimizar los líderes, o sus rivales, con una diferencia de color mayor que 2
pairing-crit-dutch-c11 = minimizar los líderes, o sus rivales, con el mismo color tres veces seguidas
pairing-crit-dutch-c12 = minimizar los jugadores que no obtienen su preferencia de color
pairing-crit-dutch-c13 = minimizar los jugadores que no obtienen su preferencia de color fuerte
pairing-crit-dutch-c14 = minimizar los flotantes descendentes residentes que bajaron en la ronda anterior
pairing-crit-dutch-c15 = minimizar los rivales de MDP que subieron en la ronda anterior
pairing-crit-dutch-c16 = minimizar los flotantes descendentes residentes que bajaron dos rondas antes
pairing-crit-dutch-c17 = minimizar los rivales de MDP que subieron dos rondas antes
pairing-crit-dutch-c18 = minimizar las diferencias de puntuación de los MDP que bajaron en la ronda anterior
pairing-crit-dutch-c19 = minimizar las diferencias de puntuación de los rivales de MDP que subieron en la ronda anterior
pairing-crit-dutch-c20 = minimizar las diferencias de puntuación de los MDP que bajaron dos rondas antes
pairing-crit-dutch-c21 = minimizar las diferencias de puntuación de los rivales de MDP que subieron dos rondas antes
pairing-crit-dutch-order = el primer candidato en el orden de generación (transposiciones, intercambios, conjuntos de MDP)
pairing-crit-dutch-colours = asignación de colores
pairing-crit-groups-separate = jugadores de grupos distintos no se enfrentan
pairing-crit-groups-group-pairing = cada grupo se empareja por separado con el sistema de la sección
pairing-crit-lim-met = jugadores compatibles no se han enfrentado todavía
pairing-crit-lim-prohibited = los jugadores no pueden ser emparejados entre sí
pairing-crit-lim-limits = ningún color tres rondas seguidas, nunca tres partidas más con un color (artículo 6: no entre puntuaciones iguales en la última ronda)
pairing-crit-lim-bye = el descanso va al jugador de rango más bajo del grupo de puntuación más bajo
pairing-crit-lim-first-bye = ronda 1: el descanso va al jugador de Elo más bajo
pairing-crit-lim-first = ronda 1: la mitad superior contra la mitad inferior, colores por sorteo
pairing-crit-lim-order = de arriba hacia la mediana, de abajo hacia ella, el grupo de puntuación mediano al final
pairing-crit-lim-float = los jugadores que un grupo de puntuación no puede emparejar, o uno para hacerlo par, flotan hacia la mediana
pairing-crit-lim-floaters = los flotantes se emparejan primero, cada uno con el primer jugador del otro color debido
pairing-crit-lim-exchange = mitad superior contra mitad inferior; un rival incompatible se intercambia en el orden de 4.2
pairing-crit-lim-colour-exchange = los rivales se intercambian para que cada jugador reciba, si es posible, su color debido
pairing-crit-lim-crack = un grupo de puntuación mediano bloqueado retoma los emparejamientos de sus vecinos
pairing-crit-lim-colours = asignación de colores: límites, colores debidos, los historiales, el rango y la mediana
pairing-crit-swiss-team-met = dos equipos no se enfrentarán más de una vez (un match perdido por incomparecencia no cuenta)
pairing-crit-swiss-team-prohibited = los equipos no pueden ser emparejados entre sí
pairing-crit-swiss-team-bye = ningún descanso asignado por el emparejamiento tras un descanso así, un match ganado por incomparecencia o un descanso de un punto
pairing-crit-swiss-team-completion = los equipos que quedan por emparejar deben poder emparejarse
pairing-crit-swiss-team-fewest = minimizar el número de flotantes ascendentes
pairing-crit-swiss-team-scores = minimizar las diferencias de puntuación en los pares con flotantes ascendentes (las mayores primero)
pairing-crit-swiss-team-next = el grupo de puntuación siguiente conserva un grupo legal con el menor número de flotantes ascendentes
pairing-crit-swiss-team-floated = salvo en las dos últimas rondas, minimizar los flotantes ascendentes que fueron flotantes en la ronda anterior
pairing-crit-swiss-team-colour = minimizar los equipos cuya preferencia de color no se cumple
pairing-crit-swiss-team-strong = minimizar los equipos cuya preferencia de color fuerte no se cumple (tipo B)
pairing-crit-swiss-team-opponents = salvo en las dos últimas rondas, minimizar los rivales de flotantes ascendentes que fueron flotantes en la ronda anterior
pairing-crit-swiss-team-upfloater-order = el primer conjunto de flotantes ascendentes en el orden de 3.5.3 y 3.5.4
pairing-crit-swiss-team-identifier = el primer identificador de emparejamiento en orden lexicográfico
pairing-crit-swiss-team-pab = el descanso asignado por el emparejamiento: resto emparejable, puntuación más baja, más matches jugados, TPN más alto
pairing-crit-swiss-team-colours = colores: primer equipo, color inicial, preferencias, diferencia de color, alternancia
pairing-crit-team-schedule-schedule = la partida que el calendario fijo prevé para la ronda
pairing-crit-uscf-no-rematch = ningún jugador se empareja dos veces con el mismo rival
pairing-crit-uscf-prohibited = los jugadores no pueden ser emparejados entre sí
pairing-crit-uscf-equal-scores = se emparejan jugadores con la misma puntuación; el jugador impar baja al grupo de puntuación siguiente
pairing-crit-uscf-halves = la mitad superior de un grupo de puntuación se empareja con la inferior por orden de clasificación; un jugador bajado se enfrenta al jugador de Elo más alto con el que puede jugar
pairing-crit-uscf-odd-player = el jugador impar es el de Elo más bajo del grupo de puntuación, no un jugador sin Elo, cuando el emparejamiento lo permite
pairing-crit-uscf-three-in-a-row = ningún jugador tiene el mismo color tres veces seguidas ni dos partidas más con un color, si se puede evitar
pairing-crit-uscf-equalization = los colores se igualan, mediante transposiciones e intercambios dentro de 200 puntos de Elo
pairing-crit-uscf-team = compañeros de equipo, de colegio y familiares no se emparejan, si se puede evitar
pairing-crit-uscf-alternation = los colores se alternan, mediante transposiciones e intercambios dentro de 80 puntos de Elo
pairing-crit-uscf-switches = una transposición dentro de 80 puntos antes de cualquier intercambio; si no, el cambio menor
pairing-crit-uscf-colours = el color debido de cada jugador; la igualación antes que la alternancia, luego el jugador mejor clasificado
pairing-crit-uscf-bye = el descanso va al jugador de Elo más bajo del grupo de puntuación más bajo que no haya tenido descanso ni victoria sin jugar de un punto, no a un jugador sin Elo
pairing-crit-vega-met = dos jugadores que ya se han enfrentado no volverán a ser emparejados
pairing-crit-vega-prohibited = los jugadores no pueden ser emparejados entre sí
pairing-crit-vega-absolute = ambos jugadores tienen la misma preferencia de color absoluta (diferencia de color ±2 o el mismo color dos veces seguidas)
pairing-crit-vega-bye = el descanso va al jugador peor clasificado que aún no haya puntuado sin jugar
pairing-crit-vega-rest = el par dejaría a jugadores más abajo sin un rival legal
pairing-crit-vega-float = un jugador que no puede emparejarse en su grupo de puntuación flota al siguiente
pairing-crit-vega-colours = colores según las columnas; si no, las dos preferencias, la más fuerte, la última diferencia, el jugador mejor clasificado
pairing-crit-vega-vega-first = ronda 1: 1 se enfrenta a n/2 + 1, 2 a n/2 + 2, ...
pairing-crit-vega-vega-order = blancas por puntos y Buchholz ascendente contra negras por puntos y Buchholz descendente, fila por fila
pairing-crit-vega-vega-improve = un jugador con blancas que no puede enfrentarse al de negras de su fila toma al primero de negras más abajo, luego más arriba, luego a uno de blancas
pairing-crit-vega-ranked-order = S1 contra S2, jugadores ordenados por puntos, Buchholz, Sonneborn-Berger
pairing-crit-roundrobin-berger = los emparejamientos y colores de la tabla de Berger

## Por qué el motor se aparta del emparejamiento natural

pairing-dev-none = ninguno
pairing-dev-value = { $value }
pairing-dev-may-not-meet = { $a } y { $b } no pueden enfrentarse
pairing-dev-dutch-not-natural = { $a } - { $b } no se empareja: el emparejamiento natural es peor en { $code }
pairing-dev-then = { $first }; { $rest }
pairing-dev-burstein-rather = { $player } se empareja con { $partner } en lugar de con { $natural }, más abajo en el grupo ({ $why })
pairing-dev-groups-own = grupo { $group }: emparejado por separado
pairing-dev-groups-odd = el grupo { $group } también es impar: { $player } recibe su descanso, registrado como descanso de un punto porque una ronda tiene un solo descanso asignado por el emparejamiento
pairing-dev-schedule-board = tablero { $board }: { $white } - { $black } ({ $table })
pairing-dev-scheveningen-table = tabla Scheveningen para { $boards } tableros ({ $kind ->
        [published] publicada
       *[constructed] construida
    }), ronda { $round }
pairing-dev-hilton-table = tabla Hilton para { $teams } equipos de { $boards } tableros, ronda { $round }
pairing-dev-upfloat-bye = { $player } recibe el descanso asignado por el emparejamiento (puntuación { $score }, { $matches ->
        [one] { $matches } match jugado
       *[other] { $matches } matches jugados
    })
pairing-dev-upfloat-bye-passed = descartados porque los demás no podían emparejarse todos (3.4.1): { $players }
pairing-dev-upfloat-bye-barred = no pueden recibirlo ([C2]): { $players }
pairing-dev-upfloat-odd = el grupo de puntuación de cabeza tiene un número impar de { $who ->
        [teams] equipos
       *[players] jugadores
    }
pairing-dev-upfloat-fewer = el grupo de puntuación de cabeza de { $count } no puede emparejarse con menos
pairing-dev-upfloat-fewest = { $count ->
        [one] { $count } flotante ascendente
       *[other] { $count } flotantes ascendentes
    }: { $why }
pairing-dev-upfloat-scores = puntuaciones de los flotantes ascendentes: { $scores } (la puntuación más alta bajo el grupo de cabeza es { $below ->
        [none] ninguna
       *[other] { $below }
    })
pairing-dev-upfloat-next = ningún conjunto de flotantes ascendentes permite al grupo de puntuación siguiente formar su grupo con el menor número de flotantes ascendentes
pairing-dev-upfloat-floated = { $players } { $previous ->
        [match] flotaron en el match anterior
       *[round] flotaron en la ronda anterior
    } y no pudieron librarse
pairing-dev-upfloat-order = { $players } suben: el primer conjunto de ese tipo en el orden de 3.5.4 ({ $examined ->
        [one] { $examined } conjunto examinado
       *[other] { $examined } conjuntos examinados
    })
pairing-dev-double-swiss-spare = el primer identificador se aparta de «mitad superior contra mitad inferior» para evitar a los flotantes ascendentes rivales que flotaron ([C8])
pairing-dev-double-swiss-blocked = «mitad superior contra mitad inferior» está bloqueado: { $pairs }; se toma el primer identificador que cumple
pairing-dev-double-swiss-c8 = { $count ->
        [one] { $count } flotante ascendente se enfrenta
       *[other] { $count } flotantes ascendentes se enfrentan
    } a un rival que flotó en el match anterior
pairing-dev-double-swiss-game-two = partida 2 del match emparejado en la ronda { $round }: los mismos pares con los colores invertidos; un descanso asignado por el emparejamiento vale los puntos de unas tablas (1.4)
pairing-dev-double-swiss-bye-game-two = un descanso pedido solo para la partida 2 no se concede (los descansos valen para matches enteros): { $players }; registre la partida como perdida por incomparecencia
pairing-dev-swiss-team-blocked = «mitad superior contra mitad inferior» está bloqueado: { $pairs }; se toma el primer identificador que cumple [C1]
pairing-dev-swiss-team-colours = el primer identificador dejaría sin cumplir { $colour } preferencias de color, { $strong } preferencias fuertes y { $floated } rivales de flotantes ascendentes que flotaron ([C8], [C9], [C10]); se toma el primer identificador con { $colour-now }, { $strong-now } y { $floated-now }
pairing-dev-vega-refusal-met = ya se enfrentaron, C.04.1 b
pairing-dev-vega-refusal-prohibited = emparejamiento prohibido, C.04.2
pairing-dev-vega-refusal-absolute = misma preferencia de color absoluta, C.04.1 f, g
pairing-dev-vega-refusal-rest = dejaría a jugadores más abajo sin un rival legal
pairing-dev-vega-tried = { $player } ({ $why })
pairing-dev-vega-more = { " " }y { $count } más
pairing-dev-vega-instead = { $player } se enfrenta en su lugar a { $partner }
pairing-dev-vega-floats = { $player } flota al grupo de puntuación siguiente
pairing-dev-vega-cannot-meet = { $player } no puede enfrentarse a { $tried }{ $more }; { $outcome } ({ $article })
pairing-dev-vega-no-opponent = { $player } no tiene más rivales en el grupo de puntuación y flota al siguiente
pairing-dev-vega-rows = { $whites } con blancas contra { $blacks } con negras, fila por fila
pairing-dev-uscf-team-mates-paired = compañeros de equipo { $a } y { $b } emparejados: ningún cambio dentro de los límites los separa sin perjudicar la igualación de colores (28N)
pairing-dev-uscf-have-met = { $a } y { $b } ya se enfrentaron (27A1)
pairing-dev-uscf-team-mates-apart = compañeros de equipo { $a } y { $b } no emparejados (28N)
pairing-dev-uscf-groups-pair = para que los grupos de puntuación se emparejen (27A2, 29D1b)
pairing-dev-uscf-equalize = para igualar los colores, dentro de 200 puntos (29E5b)
pairing-dev-uscf-alternate = para alternar los colores, dentro de 80 puntos (29E5a)
pairing-dev-uscf-switch = { $kind ->
        [transposed] transposición de
       *[interchanged] intercambio de
    } { $a } y { $b } ({ $size } puntos): { $player } se enfrenta a { $partner } en lugar de a { $natural }; { $why }
pairing-dev-uscf-moves-on = { $player } pasa al grupo de puntuación siguiente: aquí no tiene rival (27A1, 29D1b)
pairing-dev-uscf-dropped = { $player } baja al grupo de puntuación siguiente (29D1a)
pairing-dev-uscf-dropped-instead = { $player } baja en lugar de { $lowest }, el de Elo más bajo, para que los colores salgan mejor (29D1b)
pairing-dev-uscf-dropped-better = { $player } baja al grupo de puntuación siguiente para que los grupos se emparejen o los colores salgan mejor (29D1b)
pairing-dev-uscf-together = emparejado junto con todos los grupos de puntuación inferiores para que todos los de abajo puedan emparejarse (27A1)
pairing-dev-receives-bye = { $player } recibe el descanso asignado por el emparejamiento
pairing-dev-lim-why-met = ya se enfrentaron
pairing-dev-lim-why-prohibited = un emparejamiento prohibido
pairing-dev-lim-why-colour = ningún color dentro de los límites de 5.1
pairing-dev-lim-why-rest = el resto del grupo no habría podido emparejarse
pairing-dev-lim-above = los grupos de puntuación por encima de la mediana se emparejan de arriba abajo
pairing-dev-lim-below = los grupos de puntuación por debajo de la mediana se emparejan de abajo arriba
pairing-dev-lim-taken-back = { $a } - { $b } se deshace: el grupo de puntuación mediano no pudo completarse
pairing-dev-lim-join-median = { $a } y { $b } entran en el grupo de puntuación mediano por el lado { $side ->
        [lower] inferior
       *[higher] superior
    } (2.6)
pairing-dev-lim-first = ronda 1: la mitad superior contra la mitad inferior, el primer jugador con { $colour ->
        [white] blancas
       *[black] negras
    } por sorteo
pairing-dev-lim-median-last = el grupo de puntuación mediano se empareja al final, hacia abajo
pairing-dev-lim-floater = el flotante { $player } (desde { $score } puntos) se empareja con { $partner }
pairing-dev-lim-colour-exchange = { $player } se enfrenta a { $partner } en lugar de a { $natural } para que ambos reciban su color debido
pairing-dev-lim-type = tipo { $type }: { $type ->
        [a] un flotante, sin
        [b] un flotante, con
        [c] del grupo, sin
       *[d] del grupo, con
    } rival compatible en el grupo de puntuación siguiente
pairing-dev-lim-not-floated = no flotó en la ronda anterior
pairing-dev-lim-majority = le tocan { $colour ->
        [white] blancas
       *[black] negras
    }, el color que toca a más jugadores
pairing-dev-lim-floats = { $player } flota hacia { $way ->
        [up] arriba
       *[down] abajo
    } al grupo de puntuación siguiente ({ $why })
pairing-dev-lim-reason = { $player }: { $why }
pairing-dev-lim-exchange = a { $player } se le propone { $proposed } pero se enfrenta a { $partner } ({ $why })
pairing-dev-dubov-floater = el flotante { $player } se empareja con { $partner }
pairing-dev-dubov-island = { $player } no puede enfrentarse a nadie del grupo (isla): { $partner } sube desde { $score } puntos para enfrentarse a él
pairing-dev-dubov-island-floats = { $player } no puede enfrentarse a nadie del grupo y nadie de abajo puede subir: flota
pairing-dev-dubov-danubian = el grupo es impar y predominan aquellos a quienes tocan { $colour ->
        [white] blancas
       *[black] negras
    }: { $player } sube desde { $score } puntos y se enfrenta a { $partner }, el de Elo más bajo entre aquellos a quienes tocan { $colour ->
        [white] blancas
       *[black] negras
    }
pairing-dev-dubov-odd = el grupo es impar y predominan aquellos a quienes tocan { $colour ->
        [white] blancas
       *[black] negras
    }: { $player } sube desde { $score } puntos
pairing-dev-dubov-order = blancas por ARO ascendente: { $whites }; negras por Elo descendente: { $blacks }
pairing-dev-dubov-floats = { $player } no puede emparejarse en el grupo: flota
pairing-dev-dubov-set-aside = { $player } sube aunque 2.1 lo mantendría abajo: nadie más puede (manual de Vega, apéndice E)
pairing-dev-dubov-equalise = { $player } pasa de { $from ->
        [white] blancas a negras
       *[black] negras a blancas
    }{ $bound ->
        [yes] { " " }(sujeto a su color, pero muy pocos otros pueden cambiar)
       *[no] { "" }
    }
pairing-dev-dubov-shed = { $player } flota al grupo siguiente para que todos puedan emparejarse
pairing-dev-dubov-why-forbidden = no pueden enfrentarse ({ $code })
pairing-dev-dubov-why-paired = { $player } ya está emparejado
pairing-dev-dubov-why-later = si no, un jugador posterior no podría emparejarse
pairing-dev-dubov-instead = { $player } se enfrenta a { $partner } en lugar de a { $natural }: { $why }
pairing-dev-roundrobin-absent = { $player } no juega la ronda { $round } ({ $kind ->
        [pairing] descanso asignado por el emparejamiento
        [full] descanso de un punto
        [half] descanso de medio punto
       *[zero] descanso de cero puntos
    }); { $other }, sorteado contra { $player } en el tablero { $board }, no tiene partida esta ronda
pairing-dev-roundrobin-withdrawn = { $player } se ha retirado y conserva su puesto en la tabla: la partida contra { $other } en el tablero { $board } se pierde por incomparecencia

## Los términos de la función de coste del go (OpenGotha)

pairing-go-term-duplicate = repetición
pairing-go-term-random = azar
pairing-go-term-colour = color
pairing-go-term-category = categoría
pairing-go-term-score = puntuación
pairing-go-term-draw = flotación
pairing-go-term-seeding = ordenación
pairing-go-term-handicap = hándicap
pairing-go-term-geography = geografía

## The key ordering a bracket, per player (its parts joined by commas)
pairing-key = { $parts }
pairing-key-lim-due = le tocan { $colour ->
        [white] blancas
       *[black] negras
    } (colores { $history })
pairing-key-no-game = aún sin partidas
pairing-key-lim-may-not = no puede llevar { $colour ->
        [white] blancas
       *[black] negras
    } (5.1)
pairing-key-floated = flotó en la ronda anterior
pairing-key-rating = Elo { $rating }
pairing-key-lim-moved = movido hacia { $way ->
        [down] abajo
       *[up] arriba
    } desde el grupo de { $score } puntos
pairing-key-lim-type = sigue flotando como tipo { $type }
pairing-key-score = puntos { $score }
pairing-key-unrated = sin Elo
pairing-key-colours = colores { $history }
pairing-key-aro = ARO { $aro }
pairing-key-vega-number = número { $number }
pairing-key-vega-row = { $column ->
        [white] columna de blancas
       *[black] columna de negras
    }, fila { $row }: puntos { $score }, Buchholz { $buchholz }
pairing-key-vega-across = pasado a la otra columna para igualar las columnas
pairing-key-ranked = { $side }: puntos { $score }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }, Elo { $rating }
pairing-key-amalfi = puesto { $place }: puntos { $score }, Elo { $rating }{ $need ->
        [white] , necesita blancas ({ $by })
        [black] , necesita negras ({ $by })
       *[none] { "" }
    }; rival natural en el puesto { $natural }
pairing-key-dubov-due = le tocan { $colour ->
        [white] blancas
       *[black] negras
    }
pairing-key-dubov-must = debe llevar { $colour ->
        [white] blancas
       *[black] negras
    }
pairing-key-dubov-may-not-rise = no puede subir (2.1)
pairing-key-dubov-moved-up = subido desde el grupo de { $score } puntos
pairing-key-burstein = SB { $sb } BH { $bh } mediana { $median }
pairing-key-uscf-due = le tocan { $colour ->
        [white] blancas
       *[black] negras
    } ({ $why ->
        [equalization] igualación
       *[alternation] alternancia
    })
pairing-key-uscf-no-colour = aún sin color
pairing-key-uscf-teams = { $teams }
pairing-key-matches = { $count ->
        [one] { $count } encuentro jugado
       *[other] { $count } encuentros jugados
    }
pairing-key-whites = { $count ->
        [one] { $count } vez con blancas
       *[other] { $count } veces con blancas
    }
pairing-key-floated-match = flotó en el encuentro anterior
pairing-key-secondary = puntuación secundaria { $score }
pairing-key-colour-difference = diferencia de colores { $difference }
pairing-key-team-preference = preferencia { $colour ->
        [white] { $strength ->
            [strong] fuerte por blancas
            [mild] leve por blancas
           *[plain] por blancas
        }
        [black] { $strength ->
            [strong] fuerte por negras
            [mild] leve por negras
           *[plain] por negras
        }
       *[none] ninguna
    }
pairing-key-fictitious = { $total } = { $real } + { $fictitious } ficticios
pairing-key-accelerated = { $key }; puntuación de emparejamiento { $split }

## Why a fixed schedule or a Go round cannot be paired
pairing-refused-double-swiss-last = la ronda { $round } abriría un encuentro sin segunda partida: un torneo Double-Swiss prevé un número par de rondas, dos por encuentro (C.04.5, preámbulo)
pairing-refused-go-no-round = la ronda { $round } no es una ronda de este torneo (de 1 a { $rounds })
pairing-refused-go-score = el emparejamiento por { $score } no está admitido (puntuación McMahon o número de victorias)
pairing-refused-go-odd-bye = queda por emparejar un número impar de jugadores y la ronda { $round } ya tiene su descanso
pairing-go-team-none = no hay ningún equipo { $team }
pairing-go-team-itself = un equipo no puede enfrentarse a sí mismo
pairing-go-team-incomplete = el equipo { $team } no está completo en la ronda { $round }: cada tablero necesita un jugador inscrito definitivamente que participe
pairing-go-team-paired = el equipo { $team } ya juega en la ronda { $round }
pairing-go-team-met = los equipos { $a } y { $b } ya se enfrentaron en la ronda { $round }
pairing-go-team-no-match = ronda { $round }: no hay dos equipos completos libres para enfrentarse
pairing-refused-roundrobin-few = un round robin necesita al menos dos jugadores, no { $count }
pairing-refused-roundrobin-many = un round robin de { $count } jugadores supera los { $max } admitidos
pairing-refused-roundrobin-variant = variante de round robin desconocida «{ $variant }» (conocidas: fide, standard, adjusted, rotate=R)
pairing-refused-roundrobin-odd-rotation = rotate={ $rotate }: el ciclo debe empezar en una ronda par de la tabla
pairing-refused-roundrobin-beyond = rotate={ $rotate }: la tabla de { $table } números solo tiene { $rounds } rondas
pairing-refused-team-no-players = un calendario fijo por equipos necesita equipos con jugadores (registros 310 del TRF26, o equipos inscritos en el torneo)
pairing-refused-scheveningen-teams = un encuentro Scheveningen lo juegan dos equipos, no { $count }
pairing-refused-scheveningen-rounds = un encuentro Scheveningen a { $boards } tableros tiene { $boards } rondas
pairing-refused-scheveningen-size = un encuentro Scheveningen necesita equipos de 1 a { $max } jugadores, no { $count }
pairing-refused-hilton-teams = las tablas Hilton existen para 3 a 10 equipos, no { $count }
pairing-refused-hilton-boards = un equipo necesita de 1 a 99 tableros, no { $count }
pairing-refused-hilton-rounds = un jamboree Hilton tiene { $rounds } rondas

## Una aceleración ilegible (`SISTEMA+SPEC`).
pairing-refused-accel-unknown = aceleración desconocida { $spec } (se espera baku, haley, progressive o groups=...)
pairing-refused-accel-number = { $what ->
        [rating] rating
        [points] puntos
       *[last-round] última ronda
    }: { $found } no es un número válido
pairing-refused-accel-group = el grupo de rating { $group } debe escribirse MÍNIMO:PUNTOS, por ejemplo 2200:1
pairing-refused-accel-floors = los mínimos progresivos { $floors } deben escribirse A,C (mínimos de rating de los grupos A y C), por ejemplo progressive=2000,1600
pairing-refused-accel-group-count = indique de uno a tres grupos de rating, no { $count }
pairing-refused-accel-decreasing = los mínimos de rating deben bajar de un grupo al siguiente ({ $first } y luego { $second })
pairing-refused-accel-negative = los puntos ficticios no pueden ser negativos ({ $points })
pairing-refused-accel-last-round = los grupos de rating necesitan la última ronda acelerada: groups=2200:1,1900:0.5@4
pairing-refused-accel-zero-round = la última ronda acelerada debe ser 1 o más
pairing-system-no-acceleration = { $base } no admite aceleración
pairing-system-go-only = un sistema de go, solo para torneos de go
pairing-system-chess-only = un sistema de ajedrez; un torneo de go se empareja con mcmahon, swiss o swisscat
