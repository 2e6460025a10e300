# Пояснения программ жеребьёвки: чего требует каждый критерий, и фразы, объясняющие, почему
# жеребьёвка отступает от естественной. Ссылки на правила (C.04.3 2.3.4 [C12], 29E5b)
# остаются в том виде, в каком их пишут правила.

## Чего требует каждый критерий, по системам

pairing-crit-amalfi-order = участники по очкам, затем по рейтингу (цвет Амальфи: затем по потребности в цвете)
pairing-crit-amalfi-distance = участник на k-м месте играет с тем, кто на R мест ниже, где R — число оставшихся туров; иначе с более близким, затем с более далёким
pairing-crit-burstein-b1 = два участника, уже игравшие между собой, не встречаются повторно
pairing-crit-burstein-prohibited = этих участников нельзя сводить друг с другом
pairing-crit-burstein-absolute = два участника с одинаковым абсолютным предпочтением цвета не встречаются
pairing-crit-burstein-bye = свободный от игры тур по жеребьёвке получает самый нижний участник, у которого его не было и который не выигрывал из-за неявки соперника
pairing-crit-burstein-complete = каждый оставшийся участник должен ещё иметь пару, не более одного переходящего участника на очковую группу
pairing-crit-burstein-due-colour = участники должны встречаться с соперниками, которым положен другой цвет
pairing-crit-burstein-opposition = первый участник играет с последним, второй — с предпоследним и так далее
pairing-crit-burstein-colours = распределение цвета
pairing-crit-double-swiss-met = два участника не встречаются более чем в одном матче (матч, проигранный участником из-за неявки, не в счёт)
pairing-crit-double-swiss-prohibited = этих участников нельзя сводить друг с другом
pairing-crit-double-swiss-bye = нет свободного тура по жеребьёвке после такого же тура, матча, выигранного из-за неявки соперника, или свободного тура с полным очком
pairing-crit-double-swiss-completion = участников, которых ещё предстоит свести, должно быть возможно свести
pairing-crit-double-swiss-fewest = свести к минимуму число поднятых участников
pairing-crit-double-swiss-scores = сделать как можно выше очки поднятых участников
pairing-crit-double-swiss-next = следующая очковая группа сохраняет допустимую группу с наименьшим числом поднятых участников
pairing-crit-double-swiss-floated = свести к минимуму поднятых участников, которые перемещались в предыдущем туре
pairing-crit-double-swiss-opponents = свести к минимуму соперников поднятых участников, которые перемещались в предыдущем туре
pairing-crit-double-swiss-upfloater-order = первый набор поднятых участников в порядке пункта 3.5.4
pairing-crit-double-swiss-identifier = первый идентификатор жеребьёвки в лексикографическом порядке
pairing-crit-double-swiss-pab = свободный тур по жеребьёвке: остальных можно свести, меньше всего очков, больше всего сыгранных матчей, наибольший TPN
pairing-crit-double-swiss-colours = цвет: начальный цвет, меньше партий белыми, чередование
pairing-crit-double-swiss-second-game = вторая партия матча: те же участники с обменом цвета, те же свободные туры
pairing-crit-dubov-met = два участника, уже игравшие между собой, не встречаются повторно
pairing-crit-dubov-prohibited = этих участников нельзя сводить друг с другом
pairing-crit-dubov-absolute = разница в цвете не больше двух и никакого цвета три раза подряд
pairing-crit-dubov-upfloat = до последнего тура никто не поднимается два тура подряд или больше трёх (четырёх) раз
pairing-crit-dubov-colours = распределение цвета: положенный цвет, выравнивание, чередование, более высокий ARO, более низкий рейтинг
pairing-crit-dubov-bye = свободный тур получает участник с самым низким рейтингом в самой нижней очковой группе, не получавший очков без игры
pairing-crit-dubov-first = тур 1: верхняя половина против нижней
pairing-crit-dubov-order = белые по возрастанию ARO против чёрных по убыванию рейтинга
pairing-crit-dubov-improve = белый, которому нельзя играть с чёрным своей строки, берёт первого чёрного ниже, с кем ему можно играть
pairing-crit-dubov-float = участники, которых нельзя свести в своей группе, переходят в следующую
pairing-crit-dubov-island = участник, которому нельзя играть ни с кем из своей группы, получает соперника из следующей нижней группы
pairing-crit-dubov-odd = нечётная группа берёт участника из следующей нижней группы
pairing-crit-dubov-danubian = нечётная группа берёт участника из следующей нижней группы и сразу сводит его
pairing-crit-dubov-equalise = в каждой группе поровну участников, которым положены белые и чёрные
pairing-crit-dubov-floaters = переходящие участники сводятся первыми, каждый — с участником с самым высоким рейтингом из тех, кому положен другой цвет
pairing-crit-dutch-c1 = два участника не играют между собой больше одного раза
pairing-crit-dutch-c2 = нет свободного тура по жеребьёвке для участника, у которого он уже был или который выиграл без игры
pairing-crit-dutch-c3 = не лидеры с одинаковым абсолютным предпочтением цвета не встречаются
pairing-crit-dutch-prohibited = этих участников нельзя сводить друг с другом
pairing-crit-dutch-c4 = должна существовать допустимая жеребьёвка для всех ещё не сведённых участников
pairing-crit-dutch-c5 = свести к минимуму очки участника, получающего свободный тур по жеребьёвке
pairing-crit-dutch-c6 = свести к минимуму число спущенных участников
pairing-crit-dutch-c7 = свести к минимуму очки спущенных участников
pairing-crit-dutch-c8 = выбрать спущенных участников так, чтобы и следующую группу можно было свести
pairing-crit-dutch-c9 = свести к минимуму несыгранные партии участника, получающего свободный тур по жеребьёвке
pairing-crit-dutch-c10 = свести к минимуму лидеров или их соперников с разницей в цвете больше 2
pairing-crit-dutch-c11 = свести к минимуму лидеров или их соперников с одним цветом три раза подряд
pairing-crit-dutch-c12 = свести к минимуму участников, не получающих предпочитаемый цвет
pairing-crit-dutch-c13 = свести к минимуму участников, не получающих сильно предпочитаемый цвет
pairing-crit-dutch-c14 = свести к минимуму спущенных участников группы, спускавшихся в предыдущем туре
pairing-crit-dutch-c15 = свести к минимуму соперников MDP, поднимавшихся в предыдущем туре
pairing-crit-dutch-c16 = свести к минимуму спущенных участников группы, спускавшихся двумя турами ранее
pairing-crit-dutch-c17 = свести к минимуму соперников MDP, поднимавшихся двумя турами ранее
pairing-crit-dutch-c18 = свести к минимуму разницу в очках у MDP, спускавшихся в предыдущем туре
pairing-crit-dutch-c19 = свести к минимуму разницу в очках у соперников MDP, поднимавшихся в предыдущем туре
pairing-crit-dutch-c20 = свести к минимуму разницу в очках у MDP, спускавшихся двумя турами ранее
pairing-crit-dutch-c21 = свести к минимуму разницу в очках у соперников MDP, поднимавшихся двумя турами ранее
pairing-crit-dutch-order = первый кандидат в порядке перебора (перестановки, обмены, наборы MDP)
pairing-crit-dutch-colours = распределение цвета
pairing-crit-groups-separate = участники разных групп не встречаются
pairing-crit-groups-group-pairing = каждая группа сводится отдельно по системе турнира
pairing-crit-lim-met = совместимые участники ещё не играли между собой
pairing-crit-lim-prohibited = этих участников нельзя сводить друг с другом
pairing-crit-lim-limits = никакого цвета три тура подряд, никогда на три партии больше одним цветом (статья 6: не между равными по очкам в последнем туре)
pairing-crit-lim-bye = свободный тур получает участник с самым низким номером в самой нижней очковой группе
pairing-crit-lim-first-bye = тур 1: свободный тур получает участник с самым низким рейтингом
pairing-crit-lim-first = тур 1: верхняя половина против нижней, цвет по жребию
pairing-crit-lim-order = сверху вниз до медианы, снизу вверх до неё, медианная очковая группа последней
pairing-crit-lim-float = участники, которых очковая группа не может свести, или один, чтобы сделать её чётной, переходят к медиане
pairing-crit-lim-floaters = переходящие участники сводятся первыми, каждый — с первым участником, которому положен другой цвет
pairing-crit-lim-exchange = верхняя половина против нижней; несовместимый соперник заменяется в порядке пункта 4.2
pairing-crit-lim-colour-exchange = соперники меняются, чтобы каждый по возможности получил положенный цвет
pairing-crit-lim-crack = заблокированная медианная очковая группа забирает пары своих соседей
pairing-crit-lim-colours = распределение цвета: ограничения, положенный цвет, история цветов, номер и медиана
pairing-crit-swiss-team-met = две команды не играют между собой больше одного раза (матч, проигранный из-за неявки, не в счёт)
pairing-crit-swiss-team-prohibited = эти команды нельзя сводить друг с другом
pairing-crit-swiss-team-bye = нет свободного тура по жеребьёвке после такого же тура, матча, выигранного из-за неявки соперника, или свободного тура с полным очком
pairing-crit-swiss-team-completion = команды, которые ещё предстоит свести, должно быть возможно свести
pairing-crit-swiss-team-fewest = свести к минимуму число поднятых команд
pairing-crit-swiss-team-scores = свести к минимуму разницу в очках в парах с поднятыми командами (сначала наибольшую)
pairing-crit-swiss-team-next = следующая очковая группа сохраняет допустимую группу с наименьшим числом поднятых команд
pairing-crit-swiss-team-floated = кроме двух последних туров, свести к минимуму поднятые команды, которые перемещались в предыдущем туре
pairing-crit-swiss-team-colour = свести к минимуму команды, чьё предпочтение цвета не выполнено
pairing-crit-swiss-team-strong = свести к минимуму команды, чьё сильное предпочтение цвета не выполнено (тип B)
pairing-crit-swiss-team-opponents = кроме двух последних туров, свести к минимуму соперников поднятых команд, которые перемещались в предыдущем туре
pairing-crit-swiss-team-upfloater-order = первый набор поднятых команд в порядке пунктов 3.5.3 и 3.5.4
pairing-crit-swiss-team-identifier = первый идентификатор жеребьёвки в лексикографическом порядке
pairing-crit-swiss-team-pab = свободный тур по жеребьёвке: остальных можно свести, меньше всего очков, больше всего сыгранных матчей, наибольший TPN
pairing-crit-swiss-team-colours = цвет: первая команда, начальный цвет, предпочтения, разница в цвете, чередование
pairing-crit-team-schedule-schedule = партия, которую постоянное расписание назначает на этот тур
pairing-crit-uscf-no-rematch = ни один участник не встречается с одним соперником дважды
pairing-crit-uscf-prohibited = этих участников нельзя сводить друг с другом
pairing-crit-uscf-equal-scores = сводятся участники с равными очками; лишний участник спускается в следующую очковую группу
pairing-crit-uscf-halves = верхняя половина очковой группы играет с нижней в порядке номеров; спущенный участник играет с участником с самым высоким рейтингом, с кем ему можно играть
pairing-crit-uscf-odd-player = лишний участник — с самым низким рейтингом в очковой группе, не участник без рейтинга, если жеребьёвка позволяет
pairing-crit-uscf-three-in-a-row = никто не получает один цвет три раза подряд или на две партии больше одним цветом, если этого можно избежать
pairing-crit-uscf-equalization = цвет выравнивается перестановками и обменами в пределах 200 пунктов рейтинга
pairing-crit-uscf-team = партнёры по команде, одноклассники и родственники не встречаются, если этого можно избежать
pairing-crit-uscf-alternation = цвет чередуется перестановками и обменами в пределах 80 пунктов рейтинга
pairing-crit-uscf-switches = перестановка в пределах 80 пунктов прежде любого обмена, иначе меньшая замена
pairing-crit-uscf-colours = положенный каждому цвет; выравнивание прежде чередования, затем участник с более высоким номером
pairing-crit-uscf-bye = свободный тур получает участник с самым низким рейтингом в самой нижней очковой группе, у которого не было ни свободного тура, ни победы без игры с полным очком, не участник без рейтинга
pairing-crit-vega-met = два участника, уже игравшие между собой, не встречаются повторно
pairing-crit-vega-prohibited = этих участников нельзя сводить друг с другом
pairing-crit-vega-absolute = у обоих участников одинаковое абсолютное предпочтение цвета (разница в цвете ±2 или один цвет два раза подряд)
pairing-crit-vega-bye = свободный тур получает участник с самым низким местом, ещё не получавший очков без игры
pairing-crit-vega-rest = эта пара оставила бы участников ниже без допустимого соперника
pairing-crit-vega-float = участник, которого нельзя свести в его очковой группе, переходит в следующую
pairing-crit-vega-colours = цвет по столбцам, иначе оба предпочтения, более сильное, последняя разница, участник с более высоким местом
pairing-crit-vega-vega-first = тур 1: 1 играет с n/2 + 1, 2 — с n/2 + 2, ...
pairing-crit-vega-vega-order = белые по очкам и возрастанию Бухгольца против чёрных по очкам и убыванию Бухгольца, строка за строкой
pairing-crit-vega-vega-improve = белый, которому нельзя играть с чёрным своей строки, берёт первого чёрного ниже, затем выше, затем белого
pairing-crit-vega-ranked-order = S1 против S2, участники по очкам, Бухгольцу, Зонненборну-Бергеру
pairing-crit-roundrobin-berger = пары и цвет по таблице Бергера

## Почему программа отступает от естественной жеребьёвки

pairing-dev-none = нет
pairing-dev-value = { $value }
pairing-dev-may-not-meet = { $a } и { $b } не могут играть между собой
pairing-dev-dutch-not-natural = { $a } - { $b } не сведены: естественная жеребьёвка хуже по { $code }
pairing-dev-then = { $first }; { $rest }
pairing-dev-burstein-rather = { $player } играет с { $partner }, а не с { $natural }, стоящим ниже в группе ({ $why })
pairing-dev-groups-own = группа { $group }: сведена отдельно
pairing-dev-groups-odd = группа { $group } тоже нечётная: { $player } получает её свободный тур, записанный как свободный тур с полным очком, так как в туре только один свободный тур по жеребьёвке
pairing-dev-schedule-board = доска { $board }: { $white } - { $black } ({ $table })
pairing-dev-scheveningen-table = шевенингенская таблица на { $boards ->
        [one] { $boards } доску
        [few] { $boards } доски
       *[other] { $boards } досок
    } ({ $kind ->
        [published] опубликованная
       *[constructed] построенная
    }), тур { $round }
pairing-dev-hilton-table = таблица Хилтона: { $teams ->
        [one] { $teams } команда
        [few] { $teams } команды
       *[other] { $teams } команд
    } по { $boards } доск., тур { $round }
pairing-dev-upfloat-bye = { $player } получает свободный тур по жеребьёвке (очки: { $score }, сыграно матчей: { $matches })
pairing-dev-upfloat-bye-passed = пропущены, так как иначе не всех остальных можно было свести (3.4.1): { $players }
pairing-dev-upfloat-bye-barred = не могут его получить ([C2]): { $players }
pairing-dev-upfloat-odd = в верхней очковой группе нечётное число { $who ->
        [teams] команд
       *[players] участников
    }
pairing-dev-upfloat-fewer = верхнюю очковую группу из { $count } нельзя свести с меньшим числом
pairing-dev-upfloat-fewest = { $count ->
        [one] { $count } поднятый участник
        [few] { $count } поднятых участника
       *[other] { $count } поднятых участников
    }: { $why }
pairing-dev-upfloat-scores = очки поднятых участников: { $scores } (наибольшее число очков ниже верхней очковой группы: { $below ->
        [none] нет
       *[other] { $below }
    })
pairing-dev-upfloat-next = ни один набор поднятых участников не позволяет следующей очковой группе составить группу с наименьшим числом поднятых
pairing-dev-upfloat-floated = { $players } { $previous ->
        [match] перемещались в предыдущем матче
       *[round] перемещались в предыдущем туре
    }, и избежать этого не удалось
pairing-dev-upfloat-order = { $players } поднимаются: первый такой набор в порядке пункта 3.5.4 (рассмотрено наборов: { $examined })
pairing-dev-double-swiss-spare = первый идентификатор отличается от «верхняя половина против нижней», чтобы поднятым участникам не достались соперники, которые перемещались ([C8])
pairing-dev-double-swiss-blocked = «верхняя половина против нижней» невозможна: { $pairs }; берётся первый допустимый идентификатор
pairing-dev-double-swiss-c8 = поднятых участников, играющих с соперником, который перемещался в предыдущем матче: { $count }
pairing-dev-double-swiss-game-two = вторая партия матча, сведённого в туре { $round }: те же пары с обменом цвета; свободный тур по жеребьёвке даёт очки за ничью (1.4)
pairing-dev-double-swiss-bye-game-two = свободный тур, запрошенный только на вторую партию, не даётся (свободные туры даются на весь матч): { $players }; запишите партию как проигранную из-за неявки
pairing-dev-swiss-team-blocked = «верхняя половина против нижней» невозможна: { $pairs }; берётся первый идентификатор, удовлетворяющий [C1]
pairing-dev-swiss-team-colours = первый идентификатор оставил бы невыполненными предпочтения цвета: { $colour }, сильные предпочтения: { $strong }, соперников поднятых команд, которые перемещались: { $floated } ([C8], [C9], [C10]); берётся первый идентификатор с { $colour-now }, { $strong-now } и { $floated-now }
pairing-dev-vega-refusal-met = уже играли, C.04.1 b
pairing-dev-vega-refusal-prohibited = запрещённая пара, C.04.2
pairing-dev-vega-refusal-absolute = одинаковое абсолютное предпочтение цвета, C.04.1 f, g
pairing-dev-vega-refusal-rest = участники ниже остались бы без допустимого соперника
pairing-dev-vega-tried = { $player } ({ $why })
pairing-dev-vega-more = { " " }и ещё { $count }
pairing-dev-vega-instead = { $player } играет вместо этого с { $partner }
pairing-dev-vega-floats = { $player } переходит в следующую очковую группу
pairing-dev-vega-cannot-meet = { $player } не может играть с { $tried }{ $more }; { $outcome } ({ $article })
pairing-dev-vega-no-opponent = у { $player } не осталось соперников в очковой группе, он переходит в следующую
pairing-dev-vega-rows = белых: { $whites }, чёрных: { $blacks }, строка за строкой
pairing-dev-uscf-team-mates-paired = партнёры по команде { $a } и { $b } сведены: никакая замена в допустимых пределах не разводит их без ущерба для выравнивания цвета (28N)
pairing-dev-uscf-have-met = { $a } и { $b } уже играли (27A1)
pairing-dev-uscf-team-mates-apart = партнёры по команде { $a } и { $b } не сведены (28N)
pairing-dev-uscf-groups-pair = чтобы очковые группы свелись (27A2, 29D1b)
pairing-dev-uscf-equalize = для выравнивания цвета, в пределах 200 пунктов (29E5b)
pairing-dev-uscf-alternate = для чередования цвета, в пределах 80 пунктов (29E5a)
pairing-dev-uscf-switch = { $kind ->
        [transposed] перестановка
       *[interchanged] обмен
    } { $a } и { $b } (разница { $size } п.): { $player } играет с { $partner } вместо { $natural }; { $why }
pairing-dev-uscf-moves-on = { $player } переходит в следующую очковую группу: здесь нет соперника (27A1, 29D1b)
pairing-dev-uscf-dropped = { $player } спущен в следующую очковую группу (29D1a)
pairing-dev-uscf-dropped-instead = { $player } спущен вместо { $lowest }, участника с самым низким рейтингом, чтобы цвет распределился лучше (29D1b)
pairing-dev-uscf-dropped-better = { $player } спущен в следующую очковую группу, чтобы группы свелись или цвет распределился лучше (29D1b)
pairing-dev-uscf-together = сведена вместе со всеми нижними очковыми группами, чтобы всех ниже можно было свести (27A1)
pairing-dev-receives-bye = { $player } получает свободный тур по жеребьёвке
pairing-dev-lim-why-met = они уже играли
pairing-dev-lim-why-prohibited = запрещённая пара
pairing-dev-lim-why-colour = нет цвета в пределах пункта 5.1
pairing-dev-lim-why-rest = остаток группы нельзя было бы свести
pairing-dev-lim-above = очковые группы выше медианы сводятся сверху вниз
pairing-dev-lim-below = очковые группы ниже медианы сводятся снизу вверх
pairing-dev-lim-taken-back = пара { $a } - { $b } отменена: медианную очковую группу не удалось составить
pairing-dev-lim-join-median = { $a } и { $b } переходят в медианную очковую группу с { $side ->
        [lower] нижней
       *[higher] верхней
    } стороны (2.6)
pairing-dev-lim-first = тур 1: верхняя половина против нижней, первый участник играет { $colour ->
        [white] белыми
       *[black] чёрными
    } по жребию
pairing-dev-lim-median-last = медианная очковая группа сводится последней, сверху вниз
pairing-dev-lim-floater = переходящий участник { $player } (из группы с { $score } очк.) играет с { $partner }
pairing-dev-lim-colour-exchange = { $player } играет с { $partner }, а не с { $natural }, чтобы оба получили положенный цвет
pairing-dev-lim-type = тип { $type }: { $type ->
        [a] переходящий участник, без
        [b] переходящий участник, с
        [c] участник группы, без
       *[d] участник группы, с
    } совместимого соперника в следующей очковой группе
pairing-dev-lim-not-floated = не перемещался в предыдущем туре
pairing-dev-lim-majority = положены { $colour ->
        [white] белые
       *[black] чёрные
    }, цвет, положенный большинству
pairing-dev-lim-floats = { $player } переходит { $way ->
        [up] вверх
       *[down] вниз
    } в следующую очковую группу ({ $why })
pairing-dev-lim-reason = { $player }: { $why }
pairing-dev-lim-exchange = для { $player } предлагается { $proposed }, но он играет с { $partner } ({ $why })
pairing-dev-dubov-floater = переходящий участник { $player } играет с { $partner }
pairing-dev-dubov-island = { $player } не может играть ни с кем из группы (остров): { $partner } поднимается из группы с { $score } очк., чтобы сыграть с ним
pairing-dev-dubov-island-floats = { $player } не может играть ни с кем из группы, и никого снизу нельзя поднять: он переходит дальше
pairing-dev-dubov-danubian = группа нечётная, и преобладают те, кому положены { $colour ->
        [white] белые
       *[black] чёрные
    }: { $player } поднимается из группы с { $score } очк. и играет с { $partner }, участником с самым низким рейтингом среди тех, кому положены { $colour ->
        [white] белые
       *[black] чёрные
    }
pairing-dev-dubov-odd = группа нечётная, и преобладают те, кому положены { $colour ->
        [white] белые
       *[black] чёрные
    }: { $player } поднимается из группы с { $score } очк.
pairing-dev-dubov-order = белые по возрастанию ARO: { $whites }; чёрные по убыванию рейтинга: { $blacks }
pairing-dev-dubov-floats = { $player } нельзя свести в группе: он переходит дальше
pairing-dev-dubov-set-aside = { $player } поднимается, хотя пункт 2.1 удержал бы его внизу: больше некому (руководство Vega, приложение E)
pairing-dev-dubov-equalise = { $player } переходит из { $from ->
        [white] белых в чёрные
       *[black] чёрных в белые
    }{ $bound ->
        [yes] { " " }(связан своим цветом, но других, кто может перейти, слишком мало)
       *[no] { "" }
    }
pairing-dev-dubov-shed = { $player } переходит в следующую группу, чтобы можно было свести всех
pairing-dev-dubov-why-forbidden = им нельзя играть между собой ({ $code })
pairing-dev-dubov-why-paired = { $player } уже сведён
pairing-dev-dubov-why-later = иначе следующего участника нельзя было бы свести
pairing-dev-dubov-instead = { $player } играет с { $partner } вместо { $natural }: { $why }
pairing-dev-roundrobin-absent = { $player } отсутствует в туре { $round } ({ $kind ->
        [pairing] свободный тур по жеребьёвке
        [full] свободный тур с полным очком
        [half] свободный тур с пол-очка
       *[zero] свободный тур без очков
    }); у { $other }, которому по таблице выпал { $player } на доске { $board }, в этом туре нет партии
pairing-dev-roundrobin-withdrawn = { $player } выбыл и сохраняет своё место в таблице: партия с { $other } на доске { $board } засчитывается как проигранная из-за неявки

## Слагаемые функции стоимости для го (OpenGotha)

pairing-go-term-duplicate = повтор
pairing-go-term-random = случайность
pairing-go-term-colour = цвет
pairing-go-term-category = категория
pairing-go-term-score = очки
pairing-go-term-draw = перемещение
pairing-go-term-seeding = посев
pairing-go-term-handicap = фора
pairing-go-term-geography = география

## The key ordering a bracket, per player (its parts joined by commas)
pairing-key = { $parts }
pairing-key-lim-due = ожидает { $colour ->
        [white] белый
       *[black] чёрный
    } цвет (цвета { $history })
pairing-key-no-game = ещё нет партий
pairing-key-lim-may-not = не может играть { $colour ->
        [white] белыми
       *[black] чёрными
    } (5.1)
pairing-key-floated = перемещался в прошлом туре
pairing-key-rating = рейтинг { $rating }
pairing-key-lim-moved = перемещён { $way ->
        [down] вниз
       *[up] вверх
    } из группы с { $score } очк.
pairing-key-lim-type = перемещается дальше как тип { $type }
pairing-key-score = очки { $score }
pairing-key-unrated = без рейтинга
pairing-key-colours = цвета { $history }
pairing-key-aro = ARO { $aro }
pairing-key-vega-number = номер { $number }
pairing-key-vega-row = { $column ->
        [white] столбец белых
       *[black] столбец чёрных
    }, строка { $row }: очки { $score }, Бухгольц { $buchholz }
pairing-key-vega-across = переведён в другой столбец, чтобы уравнять столбцы
pairing-key-ranked = { $side }: очки { $score }, Бухгольц { $buchholz }, Зоннеборн-Бергер { $sb }, рейтинг { $rating }
pairing-key-amalfi = место { $place }: очки { $score }, рейтинг { $rating }{ $need ->
        [white] , нужны белые ({ $by })
        [black] , нужны чёрные ({ $by })
       *[none] { "" }
    }; естественный соперник — место { $natural }
pairing-key-dubov-due = ожидает { $colour ->
        [white] белый
       *[black] чёрный
    } цвет
pairing-key-dubov-must = должен играть { $colour ->
        [white] белыми
       *[black] чёрными
    }
pairing-key-dubov-may-not-rise = не может подниматься (2.1)
pairing-key-dubov-moved-up = поднят из группы с { $score } очк.
pairing-key-burstein = SB { $sb } BH { $bh } медиана { $median }
pairing-key-uscf-due = ожидает { $colour ->
        [white] белый
       *[black] чёрный
    } цвет ({ $why ->
        [equalization] выравнивание
       *[alternation] чередование
    })
pairing-key-uscf-no-colour = цвета ещё нет
pairing-key-uscf-teams = { $teams }
pairing-key-matches = { $count ->
        [one] сыгран { $count } матч
        [few] сыграно { $count } матча
        [many] сыграно { $count } матчей
       *[other] сыграно { $count } матча
    }
pairing-key-whites = { $count ->
        [one] { $count } раз белыми
        [few] { $count } раза белыми
        [many] { $count } раз белыми
       *[other] { $count } раза белыми
    }
pairing-key-floated-match = перемещался в прошлом матче
pairing-key-secondary = дополнительные очки { $score }
pairing-key-colour-difference = разница цветов { $difference }
pairing-key-team-preference = предпочтение { $colour ->
        [white] { $strength ->
            [strong] сильное к белым
            [mild] слабое к белым
           *[plain] к белым
        }
        [black] { $strength ->
            [strong] сильное к чёрным
            [mild] слабое к чёрным
           *[plain] к чёрным
        }
       *[none] нет
    }
pairing-key-fictitious = { $total } = { $real } + { $fictitious } фиктивн.
pairing-key-accelerated = { $key }; очки для жеребьёвки { $split }

## Why a fixed schedule or a Go round cannot be paired
pairing-refused-double-swiss-last = тур { $round } открыл бы матч без второй партии: турнир по системе Double-Swiss планирует чётное число туров, по два на матч (C.04.5, преамбула)
pairing-refused-go-no-round = тур { $round } не является туром этого турнира (от 1 до { $rounds })
pairing-refused-go-score = жеребьёвка по { $score } не поддерживается (очки Мак-Магона или число побед)
pairing-refused-go-odd-bye = осталось нечётное число участников, а в туре { $round } уже есть свободный от игры
pairing-go-team-none = нет команды { $team }
pairing-go-team-itself = команда не может играть сама с собой
pairing-go-team-incomplete = команда { $team } неполная в туре { $round }: на каждой доске нужен окончательно зарегистрированный игрок, который участвует
pairing-go-team-paired = команда { $team } уже играет в туре { $round }
pairing-go-team-met = команды { $a } и { $b } уже встречались в туре { $round }
pairing-go-team-no-match = тур { $round }: нет двух полных команд, свободных для встречи
pairing-refused-roundrobin-few = для кругового турнира нужно не меньше двух участников, а не { $count }
pairing-refused-roundrobin-many = круговой турнир на { $count } участников больше поддерживаемых { $max }
pairing-refused-roundrobin-variant = неизвестный вариант кругового турнира «{ $variant }» (известны: fide, standard, adjusted, rotate=R)
pairing-refused-roundrobin-odd-rotation = rotate={ $rotate }: цикл должен начинаться с чётного тура таблицы
pairing-refused-roundrobin-beyond = rotate={ $rotate }: в таблице на { $table } номеров всего туров: { $rounds }
pairing-refused-team-no-players = для фиксированного командного расписания нужны команды с участниками (записи 310 TRF26 или команды, заявленные в турнир)
pairing-refused-scheveningen-teams = матч по схевенингенской системе играют две команды, а не { $count }
pairing-refused-scheveningen-rounds = в схевенингенском матче на { $boards } досках туров: { $boards }
pairing-refused-scheveningen-size = для схевенингенского матча нужны команды от 1 до { $max } участников, а не { $count }
pairing-refused-hilton-teams = таблицы Хилтона есть для 3–10 команд, а не для { $count }
pairing-refused-hilton-boards = в команде должно быть от 1 до 99 досок, а не { $count }
pairing-refused-hilton-rounds = в джамбори по системе Хилтона туров: { $rounds }

## Нечитаемое ускорение (`СИСТЕМА+SPEC`).
pairing-refused-accel-unknown = неизвестное ускорение { $spec } (ожидается baku, haley, progressive или groups=...)
pairing-refused-accel-number = { $what ->
        [rating] рейтинг
        [points] очки
       *[last-round] последний тур
    }: { $found } — недопустимое число
pairing-refused-accel-group = рейтинговая группа { $group } записывается как ГРАНИЦА:ОЧКИ, например 2200:1
pairing-refused-accel-floors = границы прогрессивного ускорения { $floors } записываются как A,C (нижние границы рейтинга групп A и C), например progressive=2000,1600
pairing-refused-accel-group-count = укажите от одной до трёх рейтинговых групп, а не { $count }
pairing-refused-accel-decreasing = нижние границы рейтинга должны убывать от группы к группе ({ $first }, затем { $second })
pairing-refused-accel-negative = фиктивные очки не могут быть отрицательными ({ $points })
pairing-refused-accel-last-round = для рейтинговых групп нужен последний ускоренный тур: groups=2200:1,1900:0.5@4
pairing-refused-accel-zero-round = последний ускоренный тур должен быть 1 или больше
pairing-system-no-acceleration = { $base } не допускает ускорения
pairing-system-go-only = система го, только для турниров по го
pairing-system-chess-only = шахматная система; турнир по го проводится по системе mcmahon, swiss или swisscat
