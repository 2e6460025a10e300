# Отказы журнала турнира (arbiter-event) в том виде, в каком их говорит судейский стол.

## О чём отказ: `ПОЛЕ: причина`.
event-invalid = { $field }: { $why }
event-round = тур { $round }: { $why }
event-unknown-player = участника { $player } нет
event-unknown-board = в туре { $round } нет доски { $board }
event-illegal = жеребьёвка нарушает правила: { $violations }

event-field-boards = доски
event-field-board-colours = цвета по доскам
event-field-match-points = командные очки
event-field-rating-boards = доски среднего рейтинга
event-field-primary-score = основной зачёт
event-field-team = команда
event-field-team-name = название команды
event-field-members = состав
event-field-short-name = краткое название
event-field-lineup = расстановка
event-field-pairing = жеребьёвка
event-field-result = результат
event-field-name = имя
event-field-sex = пол
event-field-go-rank = разряд го
event-field-points = очки
event-field-round-dates = даты туров
event-field-rounds = туры
event-field-language = язык
event-field-chief-arbiter-id = FIDE ID главного судьи
event-field-game = игра
event-field-initial-colour = начальный цвет
event-field-handicap = фора
event-field-player = участник
event-field-order = порядок
event-field-availability = доступность
event-field-overridden = нарушенные правила
event-field-pgn = PGN
event-field-go-teams = команды го
event-field-time-control-code = код контроля времени (222)

## Стадия турнира.
event-log-start = журнал должен начинаться с создания турнира
event-deleted = турнир удалён: сначала восстановите его
event-exists = турнир уже существует
event-not-deleted = турнир не удалён
event-registration-closed-late = регистрация закрыта: добавьте участника как позднюю заявку
event-registration-open-register = регистрация ещё открыта: зарегистрируйте участника
event-registration-already-closed = регистрация уже закрыта
event-registration-already-open = регистрация уже открыта
event-reopen-after-pairing = после жеребьёвки тура регистрацию нельзя открыть снова: добавляйте поздние заявки
event-ranks-when-closed = регистрация открыта: стартовые номера присваиваются при её закрытии
event-ranks-fixed = после жеребьёвки тура стартовые номера закреплены
event-remove-after-pairing = после жеребьёвки тура участников нельзя удалять: снимите их с турнира
event-close-registration-first = закройте регистрацию перед жеребьёвкой
event-team-pairs-matches = в командном турнире жеребьёвка проводится по матчам команд, а не по доскам
event-team-boards-follow = доски командного турнира следуют из его матчей и расстановок: удалите тур и проведите жеребьёвку матчей заново или измените расстановку
event-teams-closed = после жеребьёвки тура новые команды не допускаются
event-festival-only = участники переходят только между турнирами одного фестиваля
event-festival-before-round-one = участники переходят в другой турнир только до жеребьёвки 1-го тура в обоих
event-festival-already = { $name } уже зарегистрирован в турнире { $section }
event-go-teams-go-only = команды го и пары относятся к турниру по го
event-go-teams-after-close = команды го составляются после закрытия регистрации (участники по стартовым номерам)

## Настройки и участники.
event-tournament-needs-name = у турнира должно быть название
event-new-name = нужно новое непустое название
event-no-rounds = в турнире должен быть хотя бы один тур
event-fewer-rounds = туров меньше, чем уже проведено жеребьёвок
event-round-date = { $found }: ожидается ГГ/ММ/ДД или ГГГГ/ММ/ДД
event-time-control-code = { $found }: ожидается закодированный контроль времени TRF26, периоды через «:», каждый [ХОДЫ/]СЕКУНДЫ[+ДОБАВЛЕНИЕ], последний без ходов (в секундах: 5400+30, 40/5400+30:1800+30)
event-language = { $found }: ожидается один из языков { $known }
event-digits = { $found }: ожидаются цифры
event-game-kind = ожидается chess или go, а не { $found }
event-game-fixed = турнир не может сменить игру
event-points-fixed = после жеребьёвки тура систему очков менять нельзя
event-points-bad = ожидается число очков, например 4,5, а не { $found }
event-initial-colour = ожидаются белые или чёрные, а не { $found }
event-player-needs-name = у участника должно быть имя
event-sex = ожидается m или w, а не { $found }
event-go-rank-bad = ожидается разряд го от 30k до 9d (или 1p-9p), а не { $found }
event-go-rank-needed = у игрока в го должен быть разряд (от 30k до 9d)
event-player-on-roster = участник { $player } играет за { $team }: сначала уберите его из состава команды
event-not-withdrawn = участник { $player } не выбывал
event-go-no-bye = в турнире по го свободный тур по просьбе не даётся: отметьте участника как отсутствующего (тур засчитывается так, как OpenGotha считает отсутствие)
event-withdraw-beyond = находится за последним туром: жеребьёвка всех туров проведена, снимать участника не с чего
event-model-unknown-round = тура { $round } нет
event-model-rounds-exist = после жеребьёвки тура участников нельзя перенумеровать или удалить
event-model-not-a-permutation = новый порядок должен называть каждого участника ровно один раз

## Туры, жеребьёвки и результаты.
event-rounds-from-one = туры нумеруются с 1
event-round-beyond = в турнире { $rounds } туров
event-round-not-paired = жеребьёвка не проведена
event-round-already-paired = жеребьёвка уже проведена
event-round-paired-plays = жеребьёвка уже проведена, и участник { $player } играет в этом туре: исправьте результат (бай в туре с жеребьёвкой — для участника без партии в нём, например опоздавшего)
event-next-round = следующий тур для жеребьёвки — { $next }
event-previous-round-pending = в предыдущем туре ещё есть партии без результата
event-edit-last-only = изменить можно только последний тур с проведённой жеребьёвкой
event-delete-last-only = удалить можно только последний тур с проведённой жеребьёвкой
event-results-entered = результаты уже введены: сначала удалите или исправьте их
event-override-manual = отступать от правил может только жеребьёвка, проведённая вручную
event-chess-handicap = в шахматной партии нет форы
event-round-duplicate = участник { $player } встречается в туре больше одного раза
event-round-self = участник { $player } поставлен играть сам с собой
event-round-two-byes = больше одного свободного тура по жеребьёвке ({ $a } и { $b })
event-result-bad = ожидается результат вида 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 или * (идёт игра), а не { $found }
event-forfeit-result = { $found }: неявку выигрывает одна сторона или проигрывают обе (+-, -+, --)
event-go-result = { $found } — не результат партии в го: 1-0 (победа белых), 0-1 (победа чёрных), 1/2 (дзиго), 1-1 (выиграли оба), 0-0 (проиграли оба) или без игры +-, -+, ==, ++, --
event-go-jigo-half-komi = доска { $board } тура { $round }: партия с коми { $komi } не может закончиться дзиго
event-result-exists = у доски { $board } тура { $round } уже есть результат ({ $result }): лучше исправьте его
event-no-result = у доски { $board } тура { $round } нет результата для исправления
event-pgn-go = PGN записывает шахматные партии; партии турнира по го хранятся в его результатах
event-pgn-empty = запись партии пуста
event-pgn-no-game = нет партии { $white } белыми против { $black }

## Командные турниры: правила, составы, расстановки и матчи.
event-team-no-board = в командном матче должна быть хотя бы одна доска
event-team-board-colours = { $found }: ожидается по одной букве W или B на доску ({ $boards }), начиная с W (команда, играющая белыми на 1-й доске)
event-team-rating-boards = для среднего рейтинга команды нужен хотя бы один участник
event-team-primary = ожидается match или game, а не { $found }
event-not-team-event = это не командный турнир
event-not-team-event-short = не командный турнир
event-not-team-event-boards = это не командный турнир: сначала задайте турниру число досок
event-no-team-yet = ещё не заявлено ни одной команды
event-team-stays = турнир с командами остаётся командным
event-team-boards-fixed = после жеребьёвки тура число досок менять нельзя
event-team-needs-name = у команды должно быть название
event-team-name-taken = команда { $team } уже называется { $name }
event-team-needs-player = в команде должен быть хотя бы один участник
event-player-listed-twice = участник { $player } указан дважды
event-player-in-other-team = участник { $player } уже играет за команду { $team } ({ $name })
event-short-name-long = { $found }: не больше пяти символов
event-too-many-teams = слишком много команд
event-member-played = участник { $player } играл за команду в туре { $round } и остаётся в её составе
event-lineup-size = участников: { $players }, а досок: { $boards }
event-lineup-not-roster = участника { $player } нет в составе команды { $team }
event-lineup-two-boards = участник { $player } стоит на двух досках
event-lineup-board-order = порядок досок: участник { $upper } ({ $upper_rating }) стоит выше участника { $lower } ({ $lower_rating }), рейтинг которого выше более чем на { $tolerance }
event-team-no-match = у команды { $team } нет матча в этом туре
event-team-match-has-results = в матче команды { $team } есть результаты: исправьте их, а не расстановку
event-team-no-lineup = у команды { $team } нет записанной расстановки в этом туре
event-team-paired-twice = команда { $team } поставлена в пару дважды
event-team-meets-itself = команда { $team } не может играть сама с собой
event-team-paired-and-bye = команда { $team } и поставлена в пару, и свободна от игры
event-team-met = команды { $a } и { $b } уже встречались (C.04.1 b)
event-team-second-bye = у команды { $team } уже был свободный тур или победа без игры (C.04.1 d)
event-team-pairing-broken = { $reasons }
event-team-forfeit-result = { $found }: матч без игры записывается как +- (победа хозяев), -+ (победа гостей) или --
event-team-no-such-match = команды { $home } и { $away } не встречаются как хозяева и гости
event-teams-none = в турнире нет команд
event-teams-two-teams = участник { $player } входит в две команды ({ $first } и { $second })
event-teams-not-a-team-game = тур { $round }: { $white } против { $black } — не партия между двумя командами
event-teams-two-matches = тур { $round }: команда { $team } играет больше одного матча
event-teams-board-mismatch = тур { $round }: { $white } и { $black } играют друг с другом, но стоят на досках { $white_board } и { $black_board } своих расстановок
event-teams-not-a-member = тур { $round }: { $player } стоит в расстановке команды { $team }, но не входит в неё
event-teams-unknown = команды { $team } нет

## Команды и пары турнира по го.
event-go-what-board = команда { $name }, тур { $round }, доска { $board }
event-go-what-pair = пара { $player }
event-go-what-team-players = игроки команды
event-go-no-player = { $what }: участника { $player } нет
event-go-team-criterion = неизвестный командный критерий { $name } (известны: TEAMP, SOST, BDW, BDW1U–BDW9U, MNR)
event-go-criterion-twice = критерий { $name } указан дважды
event-go-six-criteria = не больше шести командных критериев
event-go-team-name-twice = две команды называются { $name }
event-go-team-number = команда { $name }: номер { $number } равен 0 или уже занят
event-go-board-taken = { $what }: участник { $player } в этом туре стоит на другой доске
event-go-team-detail = команда { $name }: { $why }
event-go-given-twice = { $what } указана дважды
event-go-kind = { $what }: вид { $kind } — не pair_go и не rengo
event-go-sex = { $what }: пол { $sex } — не m и не w
event-go-what-detail = { $what }: { $why }
event-go-no-such-board = доска { $board } не является доской команды (от 1 до 10)
event-go-no-such-round = для тура { $round } расстановка не ведётся (от 1 до 20)
event-go-team-size = в команде от 2 до 10 досок, а не { $size }
event-go-pair-not-mixed = пара в парном го — это мужчина и женщина
event-go-members = заявке { $kind } нужно { $needed ->
        [exactly] ровно 2
       *[at-least] не меньше 2
    } участников, а в ней { $found }
event-go-team-no-name = команде нужно название
event-go-team-name-taken = команда { $name } уже есть
event-go-team-number-zero = номера команд начинаются с 1
event-go-team-number-taken = номер команды { $number } занят
event-go-unknown-team = нет команды с названием или номером { $team }
event-go-team-no-players = команде нужны игроки, начиная с первой доски
event-go-team-too-many = в команде не больше 10 досок, а не { $found }
event-go-team-player-twice = игрок { $player } указан дважды
event-go-team-other = игрок { $player } уже играет за команду { $team }
event-go-line-up-played = тур { $round }: у команды { $team } уже есть партии; состав остаётся
event-go-team-played = команда { $team } уже играла: её партии остались бы без команды

## Нечитаемый файл параметров OpenGotha: сообщения программы чтения, каждое со строкой и
## столбцом. Имена элементов и атрибутов — те, что в OpenGotha.
event-gotha-at = { $line }:{ $column }: { $what }
event-gotha-xml = XML записан с ошибкой: { $detail }
event-gotha-xml-not-utf8 = файл не в кодировке UTF-8
event-gotha-xml-second-root = второй корневой элемент
event-gotha-xml-stray-close = закрывающий тег без открывающего
event-gotha-xml-empty = нет ни одного элемента
event-gotha-xml-no-name = элемент без имени
event-gotha-xml-text = текст { $text } там, где ожидаются только элементы
event-gotha-xml-unclosed = <{ $name }> нигде не закрыт
event-gotha-not-a-tournament = ожидается элемент OpenGotha <Tournament>, а не <{ $name }>
event-gotha-missing = у <{ $element }> должен быть атрибут { $attribute }
event-gotha-bad-attribute = <{ $element }> { $attribute }: ожидается { $expected }, а не { $found }
event-gotha-unknown-player = { $what } называет участника { $key }, которого нет в <Players>
event-gotha-duplicate-player = участник { $key } встречается снова (впервые в строке { $line })
event-gotha-twice-in-round = участник { $key } встречается в туре { $round } больше одного раза
event-gotha-not-participating = участник { $key } не играет в туре { $round }, но у него там { $what ->
        [bye] свободный тур
       *[game] партия
    }
event-gotha-expected = ожидается { $expected }, а не { $found }
event-gotha-disagree = { $detail }
event-gotha-round-beyond = тур { $round } выходит за пределы { $rounds } туров турнира
event-gotha-as-written = { $text }
event-gotha-expected-one-of = { $codes } или { $last }
event-gotha-expected-bool = true или false
event-gotha-expected-rank = разряд от 30K до 9D
event-gotha-expected-whole = целое число
event-gotha-expected-half-points = целое число полуочков
event-gotha-expected-minutes = целое число минут
event-gotha-expected-seconds = целое число секунд
event-gotha-expected-decimal = десятичное число
event-gotha-expected-stones = число камней
event-gotha-expected-handicap = фора от 0 до 9
event-gotha-expected-rounds = число туров от 1
event-gotha-expected-round = номер тура
event-gotha-expected-round-from-1 = номер тура от 1
event-gotha-expected-round-1-20 = номер тура от 1 до 20
event-gotha-expected-participation = строка из 0 и 1, по одной цифре на тур
event-gotha-expected-category = номер категории
event-gotha-expected-table = номер стола
event-gotha-expected-game = партия
event-gotha-expected-bye = свободный тур
event-gotha-expected-team-board = доска команды
event-gotha-expected-team-size = размер команды от 2 до 10
event-gotha-expected-team-number = номер команды от 1
event-gotha-expected-team-name-free = название, которого нет у других команд
event-gotha-expected-team-number-free = номер, которого нет у других команд
event-gotha-expected-criterion-number = номер критерия от 1 до 6
event-gotha-expected-criterion-free = номер критерия, ещё не указанный
event-gotha-expected-board = номер доски от 1 до 10
event-gotha-expected-board-free = доска, ещё свободная в этом туре
event-gotha-expected-team-criteria = TEAMP, SOST, BDW, BDW1U–BDW9U, MNR или NULL
event-gotha-expected-results = RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (каждый также с _BYDEF) или RESULT_UNKNOWN

## A player's fields as entered by hand or read from a list, and a CSV player list that
## does not read (`LINE:COLUMN: …` before each).
player-problem = { $field }: { $problem }
player-field-name = имя
player-field-rating = рейтинг
player-field-title = звание
player-field-federation = федерация
player-field-sex = пол
player-field-birth-date = дата рождения
player-field-fide-id = ID FIDE
player-field-go-rank = ранг го
player-name-missing = у игрока должно быть имя
player-name-long = { $found } длиннее 33 символов, которые вмещает TRF
player-rating-bad = { $found } — не рейтинг: ожидается от 0 до 3000
player-title-bad = { $found } — не звание FIDE: ожидается GM, IM, WGM, FM, WIM, CM, WFM или WCM
player-federation-bad = { $found } — не код федерации: ожидаются три буквы, например CZE
player-sex-bad = { $found }: ожидается m или w
player-birth-year-bad = { $found } — не год рождения
player-birth-date-bad = { $found }: ожидается дата вида 1988/03/14 (или 1988-03-14, 14.03.1988) либо год
player-birth-date-ambiguous = { $found } неоднозначна (день и месяц можно перепутать): запишите её как ГГГГ/ММ/ДД
player-fide-id-long = длиннее 11 цифр, которые вмещает TRF
import-csv-header-unreadable = строку заголовков не удаётся прочитать: { $error }
import-csv-no-name-column = ни в одном столбце нет имён игроков: ожидается заголовок вроде Name, Surname, Nachname, Nom, Apellido, Cognome или Naam (найдено: { $found })
import-csv-row-unreadable = строку не удаётся прочитать: { $error }
import-csv-at = { $line }:{ $column }: { $problem }
import-csv-in-column = { $header }: { $problem }
import-csv-fide-id-bad = { $found } — не ID FIDE: ожидаются цифры
import-csv-no-players = под строкой заголовков нет ни одного игрока
import-csv-lost-letters = { $found }: «?» стоит, вероятно, вместо потерянной буквы (файл сохранён в кодировке без неё): сохраните его как «CSV UTF-8» и импортируйте снова или исправьте имя
