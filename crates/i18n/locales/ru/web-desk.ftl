# Судейский стол веб-приложения: страницы, формы, сообщения и причины, по которым
# изменение отклоняется. Общие термины (тур, доска, участники…) находятся в common.ftl.

## Заголовки и вкладки

web-desk-home-title = Судейский стол
web-desk-desk-suffix = судейский стол
web-desk-title-desk = { $event } · судейский стол
web-desk-title-pair = Жеребьёвка · { $event }
web-desk-title-explain = Тур { $round }: пояснение программы
web-desk-title-results = Тур { $round } · { $event }
web-desk-title-history = История · { $event }
web-desk-title-correct = Исправить: { $player } · { $event }
web-desk-title-prizes = Призы · { $event }
web-desk-title-teams = Команды · { $event }
web-desk-tab-event = Турнир и участники
web-desk-tab-pair = Жеребьёвка
web-desk-tab-results = Результаты { $round }
web-desk-tab-prizes = Призы
web-desk-tab-history = История
web-desk-tab-overview = Обзор
web-desk-export = Экспорт { $format }
web-desk-public-pages = публичные страницы
web-desk-round-of = тур { $round } из { $rounds }
web-desk-section-of = Турнир { $section } фестиваля
web-desk-registration-is-open = регистрация открыта
web-desk-registration-is-closed = регистрация закрыта

## Сокращённые заголовки столбцов

web-desk-abbr-board = Д.
web-desk-abbr-number = №
web-desk-abbr-federation = Фед.
web-desk-abbr-rating = Рейт.
web-desk-abbr-points = Очки
web-desk-abbr-match-points = КО
web-desk-abbr-game-points = ИО
web-desk-abbr-handicap = Ф
web-desk-abbr-place = М.
web-desk-abbr-performance = Перф.

## Список турниров и форма нового турнира

web-desk-event = Турнир
web-desk-events = Турниры
web-desk-system = Система
web-desk-registration = Регистрация
web-desk-registration-open = открыта
web-desk-registration-closed = закрыта
web-desk-new-event = Новый турнир
web-desk-short-name = Краткое имя (в адресах)
web-desk-title-example = Осенний опен
web-desk-acceleration = Ускорение (швейцарская)
web-desk-none = нет
web-desk-none-paren = (нет)
web-desk-komi = Коми (го)
web-desk-go-unknown-round = тур { $round }, доски { $boards }
web-desk-go-unknown-results = Ещё нет результатов прошлых туров: { $games }. Туры составляются без них, как в OpenGotha: неизвестный результат не даёт очков ни одному игроку, а партия учитывается в суммах очков соперников.
web-desk-go-paired-without = Составлено без результатов: { $games }; каждый учтён, как OpenGotha учитывает неизвестный результат: ни одному игроку нет очков, партия учитывается в суммах очков соперников.
web-desk-go-teams-title = { $event }: команды го
web-desk-go-teams-close-first = Сначала закройте регистрацию: команды называют игроков по стартовым номерам.
web-desk-go-teams-help = Команды, как в OpenGotha: доска k одной команды играет с доской k другой, каждая доска с форой индивидуальной жеребьёвки. Игроки по стартовым номерам, начиная с первой доски; команду обозначает название или номер.
web-desk-go-teams-line-ups = Составы тура { $round }
web-desk-go-team = Команда
web-desk-go-team-remove = Убрать
web-desk-go-team-add = Добавить команду
web-desk-go-team-players = Игроки (стартовые номера, с первой доски)
web-desk-go-team-line-up = Состав команды
web-desk-go-team-set-line-up = Задать состав
web-desk-go-team-rules = Размер и критерии команд
web-desk-go-team-criteria = Командные критерии
web-desk-go-teams-pair = Жеребьёвка следующего тура
web-desk-go-teams-matches = Матчи (пусто: предложение)
web-desk-go-teams-matches-placeholder = Красные-Синие, Зелёные-Белые
web-desk-go-teams-pair-button = Составить матчи
web-desk-go-teams-standings = Командная таблица после тура { $round }
web-desk-error-go-match = «{ $match }» — не матч: ожидаются две команды в виде A-B
web-desk-handicap-komi = Коми форовых партий (го)
web-desk-super-bar = Суперпланка Мак-Магона (го)
web-desk-super-bar-help = Игроки этого ранга и выше начинают на очко выше планки Мак-Магона (супергруппа)
web-desk-rounds = Туры
web-desk-city = Город
web-desk-start-date = Дата начала
web-desk-end-date = Дата окончания
web-desk-date-placeholder = ГГГГ/ММ/ДД
web-desk-tiebreaks = Дополнительные показатели
web-desk-language = Язык
web-desk-language-none = нет: язык каждого посетителя
web-desk-festival-new = Фестиваль (турниры одних выходных)
web-desk-festival = Фестиваль
web-desk-section = Турнир фестиваля
web-desk-team-event = Командный турнир
web-desk-boards-per-match = Досок в матче
web-desk-individual-event = (личный турнир)
web-desk-board-colours = Цвета по доскам
web-desk-match-points = Командные очки (победа, ничья, поражение)
web-desk-game-points-first = сначала индивидуальные очки
web-desk-board-order-tolerance = Допуск порядка досок
web-desk-no-rule = (без правила)
web-desk-lineup-deadlines = Сроки подачи составов капитанами (UTC, начиная с 1-го тура)
web-desk-create-event = Создать турнир

## Страница турнира: участники, доступность, настройки

web-desk-register-player = Зарегистрировать участника
web-desk-late-entry = Поздняя регистрация
web-desk-name-placeholder = Фамилия, Имя
web-desk-go-rank = Ранг
web-desk-rating-from-rank = по рангу
web-desk-country = Страна
web-desk-fide-id = ID ФИДЕ
web-desk-school = Школа
web-desk-family = Семья
web-desk-group = Группа
web-desk-group-help = Независимая группа: участники группы играют только между собой
web-desk-add-player = Добавить участника
web-desk-import-csv = Импорт участников (CSV)
web-desk-import-help = Строка заголовков с именами участников и по желанию рейтингом, званием, федерацией, ID ФИДЕ, полом, датой рождения, клубом — на английском, немецком, французском, испанском, итальянском или нидерландском (Elo, FED, Titel, Verein, …); разделители — запятые, точки с запятой или табуляции.
web-desk-import-update = Обновить уже зарегистрированных участников (тот же ID ФИДЕ, иначе то же имя) полями списка; остальных зарегистрировать
web-desk-import-file = Файл
web-desk-csv-header = name,rating,federation
web-desk-csv-example = "Иванова, Анна",1850,RUS
web-desk-import = Импортировать
web-desk-close-confirm = Закрыть регистрацию? Стартовые номера будут определены по рейтингу, званию и имени.
web-desk-close-registration = Закрыть регистрацию
web-desk-close-help = Стартовые номера по рейтингу, затем по званию, затем по имени (C.04.2).
web-desk-title-or-rank = Звание/ранг
web-desk-status = Статус
web-desk-withdrawn-from = выбыл с { $round }-го тура
web-desk-correct = Исправить
web-desk-remove-confirm = Удалить этого участника?
web-desk-remove = Удалить
web-desk-reenter = Вернуть в турнир
web-desk-withdraw-confirm = Снять этого участника с турнира начиная со следующего тура?
web-desk-withdraw = Снять с турнира
web-desk-availability = Участие в ещё не разыгранном туре
web-desk-player-number = № участника
web-desk-absent-no-bye = отсутствует (без очков)
web-desk-available = играет
web-desk-set = Задать
web-desk-request = Заявка
web-desk-request-absent = отсутствует
web-desk-request-half = пропуск тура с ½ очка
web-desk-request-zero = пропуск тура без очков
web-desk-request-full = пропуск тура с 1 очком
web-desk-settings = Настройки
web-desk-chief-arbiter = Главный судья
web-desk-time-control = Контроль времени
web-desk-time-control-code = Код контроля времени (TRF 222)
web-desk-time-control-code-help = Периоды [ходы/]секунды[+добавление] через «:», напр. 5400+30 или 40/5400+30:1800+30; если пусто, код берётся из контроля времени (показан серым, когда это возможно)
web-desk-save-settings = Сохранить настройки
web-desk-move-legend = Перевести участника в другой турнир фестиваля { $festival }
web-desk-move-to = Куда
web-desk-move = Перевести
web-desk-the-event = Турнир
web-desk-registration-legend = Регистрация
web-desk-reopen-help = Пока жеребьёвка 1-го тура не проведена, регистрацию можно открыть снова: участников можно регистрировать и удалять, а при закрытии присваиваются новые стартовые номера.
web-desk-reopen = Открыть регистрацию снова
web-desk-rename = Переименовать
web-desk-new-name = Новое имя
web-desk-rename-help = Имя в адресах и в командной строке; вся история переходит вместе с ним.
web-desk-delete = Удалить
web-desk-delete-help = Турнир исчезает из списков и публичных страниц и больше не принимает изменений. Его история сохраняется:
web-desk-delete-help-undelete = восстанавливает его.
web-desk-delete-confirm = Удалить этот турнир? Он исчезнет из всех списков и страниц.
web-desk-delete-event = Удалить турнир

## Исправление данных участника

web-desk-correct-player = Исправить данные участника { $player }
web-desk-sex = Пол
web-desk-birth-date = Дата рождения
web-desk-save-correction = Сохранить исправление
web-desk-correction-reranks = Изменение рейтинга, звания или имени заново определяет стартовые номера (C.04.2).
web-desk-correction-ranks-stay = Стартовые номера остаются прежними: жеребьёвка тура уже проведена.

## Жеребьёвка

web-desk-pair-close-first = Закройте регистрацию перед жеребьёвкой.
web-desk-pair-title = Жеребьёвка { $round }-го тура
web-desk-pair-edit-title = Изменить жеребьёвку { $round }-го тура
web-desk-pair-auto = Провести жеребьёвку { $round }-го тура автоматически
web-desk-pair-auto-help = программой системы турнира ({ $system }); её пояснение — на странице результатов. Или проведите жеребьёвку вручную ниже.
web-desk-pair-fixed = Доски, заданные вручную заранее
web-desk-pair-fixed-accept = принять нарушения заданных досок (заносится в журнал)
web-desk-pair-fixed-help = Программа разводит остальных участников; тур записывается как сведённый вручную.
web-desk-pair-team-help = Командный турнир сводится матч за матчем: программа разводит команды, а доски каждого матча следуют из составов команд (задайте их на вкладке
web-desk-pair-team-help-after = до жеребьёвки).
web-desk-teams-to-pair = Команды для жеребьёвки
web-desk-team = Команда
web-desk-note = Примечание
web-desk-pair-hand-help = Одна доска на строку или через запятую: номер белых, дефис, номер чёрных
web-desk-pair-hand-bye = даёт свободный тур по жеребьёвке.
web-desk-legality-report = Проверка правил
web-desk-no-rule-broken = Правила не нарушены.
web-desk-cannot-be-accepted = (принять нельзя)
web-desk-check = Проверить
web-desk-accept-violations = принять указанные нарушения (они заносятся в журнал)
web-desk-save-new-pairing = Сохранить новую жеребьёвку
web-desk-pair-the-round = Провести жеребьёвку тура
web-desk-pair-edit-instead = Вместо этого изменить жеребьёвку { $round }-го тура
web-desk-pair-edit-instead-note = (результатов ещё нет)
web-desk-players-to-pair = Участники жеребьёвки
web-desk-colours = Цвета
web-desk-colour-letter-white = Б
web-desk-colour-letter-black = Ч
web-desk-withdrawn = выбыл
web-desk-had-unplayed-win = уже получал свободный тур или победу без игры

## Результаты

web-desk-results-title = Тур { $round }: результаты
web-desk-board-and-result = Доска и результат
web-desk-correct-entered = исправить введённый результат
web-desk-enter = Ввести
web-desk-quick-help = Введите номер доски, пробел, затем результат:
web-desk-or = или
web-desk-forfeits = неявки
web-desk-quick-help-enter = Enter сохраняет.
web-desk-quick-saved = сохранено
web-desk-quick-refused = отклонено
web-desk-how-paired = Как программа провела жеребьёвку этого тура
web-desk-how-paired-manual = (жеребьёвка вручную: что сделала бы программа)
web-desk-explanation-link = Пояснение программы к { $round }-му туру
web-desk-explanation-link-after = : очковые группы, перемещённые участники и критерий каждого отступления.
web-desk-undo-confirm = Удалить { $round }-й тур вместе с результатами? (Удаление заносится в журнал.)
web-desk-undo = Отменить { $round }-й тур
web-desk-notice-result = доска { $board }: { $result }
web-desk-withdrawn-paren = (выбыл)
web-desk-handicap-stones = камни форы
web-desk-bye-cell = своб.

## Пояснение программы (собственные фразы и критерии программ остаются на английском)

web-desk-explain-title = Тур { $round }: как программа провела жеребьёвку
web-desk-explain-back = Назад к результатам { $round }-го тура
web-desk-note-edited-back = Жеребьёвка была изменена вручную после проведения и возвращена к жеребьёвке программы.
web-desk-note-edited = Жеребьёвка была изменена вручную после проведения; это жеребьёвка программы.
web-desk-note-manual-same = Жеребьёвка этого тура проведена вручную, в точности так, как её проводит программа.
web-desk-note-manual = Жеребьёвка этого тура проведена вручную; так её провела бы программа.
web-desk-note-engine = Это тур в том виде, в каком программа провела жеребьёвку.
web-desk-note-engine-changed = Сейчас программа проводит жеребьёвку этого тура иначе, чем тогда ({ $engine }); это её сегодняшняя жеребьёвка.
web-desk-explain-bye = Свободный тур по жеребьёвке
web-desk-explain-requested = Не участвуют в жеребьёвке по заявке или из-за отсутствия
web-desk-explain-bye-kind = { $kind ->
        [full] пропуск тура с 1 очком
        [half] пропуск тура с ½ очка
       *[zero] пропуск тура без очков
    }
web-desk-explain-withdrawn = Не участвуют в жеребьёвке, выбыли
web-desk-go-costs = Стоимость каждой партии (максимизируется), по слагаемым
web-desk-go-table = Стол
web-desk-go-total = Итого
web-desk-go-terms = Слагаемые
web-desk-go-alternatives = Лучший другой соперник каждого участника и потеря при обмене
web-desk-go-alternative = { $partner } вместо { $best } — потеря { $loss }
web-desk-bracket-of = Очковая группа { $score }
web-desk-bracket-residents = { $count ->
        [one] { $count } участник группы
        [few] { $count } участника группы
       *[many] { $count } участников группы
    }
web-desk-bracket-moved = { $way ->
        [up] перемещено вверх: { $count }
       *[down] перемещено вниз: { $count }
    }
web-desk-bracket-residents-term = Участники группы
web-desk-bracket-order = Порядок
web-desk-bracket-moved-into = { $way ->
        [up] Перемещены вверх в группу
       *[down] Перемещены вниз в группу
    }
web-desk-bracket-pairs = Пары
web-desk-bracket-floating = { $way ->
        [up] Перемещаются вверх
       *[down] Перемещаются вниз
    }
web-desk-bracket-failures = Не полностью выполненные критерии
web-desk-bracket-deviations = Отступления от естественной жеребьёвки

## Призы

web-desk-prize-list = Список призов
web-desk-prizes-by-place = Призы по местам
web-desk-category-prizes = Призы по категориям, по одному на строку
web-desk-share-out = Распределить
web-desk-prizes-help = Без категорий участники с равным числом очков делят призы; с категориями каждый участник получает один приз — самый крупный из возможных.
web-desk-sharing = Равные
web-desk-sharing-default = как считает игра (шахматы: делят равные по очкам; го: делит только общее место)
web-desk-sharing-equal = равные по очкам делят поровну
web-desk-sharing-place = по местам: делит только общее место
web-desk-sharing-hort = система Хорта (половина месту, половина делится)
web-desk-amount = Сумма
web-desk-prize = Приз
web-desk-prize-place = { $place }-е место

## История

web-desk-log-when = Когда
web-desk-log-who = Кто
web-desk-log-what = Что
web-desk-log-details = Подробности
web-desk-log-tournament-created = турнир создан
web-desk-log-settings-changed = настройки изменены
web-desk-log-player-registered = участник зарегистрирован
web-desk-log-player-edited = данные участника исправлены
web-desk-log-player-removed = участник удалён
web-desk-log-registration-closed = регистрация закрыта
web-desk-log-late-entry = поздняя регистрация
web-desk-log-availability-set = участие задано
web-desk-log-player-withdrawn = участник выбыл
web-desk-log-player-reentered = участник возвращён в турнир
web-desk-log-round-paired = жеребьёвка тура проведена
web-desk-log-pairing-edited = жеребьёвка изменена
web-desk-log-result-set = результат введён
web-desk-log-result-corrected = результат исправлен
web-desk-log-round-deleted = тур удалён
web-desk-log-registration-reopened = регистрация открыта снова
web-desk-log-players-reranked = стартовые номера определены заново
web-desk-log-tournament-renamed = турнир переименован
web-desk-log-tournament-deleted = турнир удалён
web-desk-log-tournament-restored = турнир восстановлен
web-desk-log-team-registered = команда зарегистрирована
web-desk-log-team-edited = команда изменена
web-desk-log-lineup-set = состав задан
web-desk-log-team-round-paired = жеребьёвка командного тура проведена
web-desk-log-match-forfeited = матч засчитан за неявку
web-desk-log-go-teams-set = команды го заданы
web-desk-log-prohibitions-set = запрещённые пары заданы
web-desk-log-acceleration-set = ускорение задано

## Пользователи

web-desk-users = Пользователи
web-desk-new-token-shown = Новый токен API (показывается только сейчас)
web-desk-login = Логин
web-desk-role = Роль
web-desk-role-name = { $role ->
        [admin] администратор
        [captain] капитан
       *[arbiter] судья
    }
web-desk-all-events = все
web-desk-new-token = Новый токен API
web-desk-add-user = Добавить или изменить пользователя
web-desk-password = Пароль
web-desk-limited-to = Только турниры
web-desk-limited-to-placeholder = краткие имена через запятую; пусто — все
web-desk-save-user = Сохранить пользователя
web-desk-notice-user-saved = пользователь { $login } сохранён
web-desk-notice-players-updated = обновлено участников: { $updated } ({ $names }); зарегистрировано: { $registered }; без изменений: { $unchanged }
web-desk-notice-import-warnings = список прочитан; проверьте эти имена:
    { $warnings }

## Команды, составы и матчи

web-desk-register-team = Зарегистрировать команду
web-desk-short-team-name = Краткое название
web-desk-federation-or-club = Федерация или клуб
web-desk-captain-account = Учётная запись капитана
web-desk-login-placeholder = логин
web-desk-members-help = Игроки в порядке досок (номера участников, запасные в конце)
web-desk-register-the-team = Зарегистрировать команду
web-desk-teams-closed = После жеребьёвки тура новые команды не принимаются.
web-desk-short = Кратко
web-desk-captain = Капитан
web-desk-roster = Состав команды
web-desk-edit = Изменить
web-desk-members = Игроки
web-desk-save-team = Сохранить команду
web-desk-lineups-of-round = Составы на { $round }-й тур
web-desk-lineups-paired = (жеребьёвка проведена)
web-desk-lineups-not-paired = (жеребьёвки ещё нет)
web-desk-captains-deadline = Срок для капитанов: { $deadline } UTC.
web-desk-lineup-help = Номера участников по доскам через запятую; 0 оставляет доску пустой (соперник выигрывает её без игры).
web-desk-boards = Доски
web-desk-lineup = Состав
web-desk-lineup-match-has-results = в матче есть результаты
web-desk-lineup-bye = свободна от игры
web-desk-lineup-not-paired = без пары
web-desk-empty-board = (пустая доска)
web-desk-matches-of-round = Матчи { $round }-го тура
web-desk-matches-help = Результаты вводятся по доскам на
web-desk-matches-help-link = странице результатов
web-desk-matches-help-after = (столбец «Д.» — номер доски для ввода).
web-desk-home = Хозяева
web-desk-away = Гости
web-desk-forfeited = (неявка { $code })
web-desk-forfeit-match = Засчитать матч за неявку
web-desk-team-wins = побеждает { $team }
web-desk-neither-appeared = не явилась ни одна
web-desk-forfeit-confirm = Засчитать этот матч за неявку? Каждая доска получит результат за неявку.
web-desk-captain-title = Ваши команды
web-desk-captain-none = Ни один командный турнир не указывает эту учётную запись как капитана команды.
web-desk-captain-team-of = команда { $team } турнира { $event }
web-desk-deadline-utc = срок { $deadline } UTC
web-desk-lineup-numbers = Номера участников по доскам (0 = пустая доска)
web-desk-give-lineup = Подать состав
web-desk-notice-lineup-saved = состав команды { $team } на { $round }-й тур сохранён
web-desk-team-standings = Командный зачёт
web-desk-rosters = Составы команд
web-desk-players-in-board-order = Игроки в порядке досок
web-desk-board-prizes = Призы по доскам
web-desk-board-n = Доска { $board }
web-desk-games = Партии
web-desk-players-across-teams = Игроки всех команд

## Почему изменение отклонено

web-desk-error-not-a-number = { $field ->
        [boards] досок в матче
        [rounds] туры
        [tolerance] допуск порядка досок
        [rating] рейтинг
        [fide-id] ID ФИДЕ
        [player] участник
        [round] тур
        [board] доска
       *[other] { $field }
    }: «{ $value }» — не число
web-desk-error-not-a-player-number = { $field ->
        [members] игроки
        [players] участники
       *[other] { $field }
    }: «{ $value }» — не номер участника
web-desk-error-language = язык «{ $value }»: ожидается один из { $known }
web-desk-error-tiebreaks = дополнительные показатели: { $detail }
web-desk-error-match-points = командные очки «{ $value }»: победа, ничья и поражение, например 2,1,0
web-desk-error-may-not-create = этой учётной записи нельзя создавать турниры
web-desk-error-admin-only = пользователями управляет только администратор
web-desk-error-no-action = нет такого действия
web-desk-error-which-player = какой участник?
web-desk-error-no-prohibition = нет запрета { $number }
web-desk-error-which-round = какой тур?
web-desk-error-which-board = какая доска?
web-desk-error-not-a-section = этот турнир не входит в фестиваль
web-desk-error-no-player = участника { $player } нет
web-desk-error-fixed-bye = заданным доскам свободный тур не положен: его назначает программа
web-desk-error-not-an-amount = «{ $value }» — не сумма
web-desk-error-category-line = «{ $line }»: ожидается КАТЕГОРИЯ:СУММЫ
web-desk-error-csrf = форма устарела или отправлена с другого сайта (токен CSRF не совпадает): обновите страницу
web-desk-error-form-missing = форма: нет поля { $field }
web-desk-error-form-duplicate = форма: поле { $field } указано дважды
web-desk-error-form-unknown = форма: страница не отправляет поля { $field }
web-desk-error-form-number = форма: число не читается; запишите его цифрами
web-desk-error-form-other = форма: поля не читаются так, как их отправляет эта страница; перезагрузите страницу и попробуйте снова
web-desk-error-upload = форма: отправленная форма не читается; перезагрузите страницу и отправьте её снова
web-desk-error-no-players = участники не указаны
web-desk-error-player-data = никто не зарегистрирован, данные участников отклонены: { $problems }
web-desk-player-problem = № { $number } { $name }: { $problem }
web-desk-error-player-edit = данные игрока отклонены, ничего не изменено: { $problems }
web-desk-error-already-registered = никто не зарегистрирован: эти участники уже зарегистрированы с тем же ID ФИДЕ (отметьте «Обновить уже зарегистрированных участников», чтобы обновить их по списку и зарегистрировать остальных):
    { $detail }
web-desk-error-no-results = результаты не указаны
web-desk-error-board-twice = доска { $board } указана больше одного раза
web-desk-error-board-pending = доска { $board }: незавершённый результат (*) может только стереть введённый: исправьте его
web-desk-error-pending = незавершённый результат (*) может только стереть введённый: исправьте его
web-desk-error-round-zero = туры нумеруются с 1
web-desk-error-fixed-break-rules = заданные доски нарушают правила: перечислите нарушения в accept, чтобы их принять
web-desk-error-already-closed = регистрация уже закрыта
web-desk-error-board-shape = «{ $board }»: ожидается БЕЛЫЕ-ЧЁРНЫЕ, например 3-7
web-desk-error-not-a-start-rank = «{ $board }»: «{ $value }» — не стартовый номер
web-desk-error-two-byes = больше одного свободного тура
web-desk-error-no-round-yet = жеребьёвка ещё не проводилась
web-desk-error-pairing-breaks-rules = жеребьёвка нарушает правила: примите нарушения, чтобы сохранить её (они заносятся в журнал)
web-desk-error-pairing-not-a-round = жеребьёвка не образует тур
web-desk-error-result = ожидается результат вида 1-0, 0-1, 1/2 (=, ½-½, 0.5-0.5), +-, -+, --, 0-0, 1-1 или * (не завершена), получено «{ $value }»
web-desk-error-quick-shape = введите номер доски, затем результат (например 12 1-0)
web-desk-refused-registration-open = регистрация ещё открыта; сначала закройте её, чтобы стартовые номера были окончательными
web-desk-refused-results-pending = в туре { $round } ещё есть партии без результата: { $count ->
        [one] доска
       *[other] доски
    } { $boards }
web-desk-refused-beyond = тур { $round } выходит за пределы запланированных туров ({ $planned })
web-desk-refused-too-few = допустимой жеребьёвки нет: для жеребьёвки { $count ->
        [one] только { $count } участник
        [few] только { $count } участника
       *[other] только { $count } участников
    }
web-desk-refused-no-bye = допустимой жеребьёвки нет: число участников нечётное, и каждый уже получал свободный тур по жеребьёвке или победу без игры (C.04.1, статья 4)
web-desk-refused-unknown-system = нет программы жеребьёвки для системы «{ $system }» (известны: { $known })
web-desk-refused-unpairable = допустимой жеребьёвки нет: ни одна жеребьёвка не удовлетворяет абсолютным критериям (повторная встреча, цвет, запреты); наибольшая допустимая жеребьёвка оставляет без пары: { $players }
web-desk-refused-too-large = группа из { $count } участников слишком велика для этой программы
web-desk-refused-inconsistent-twice = проверяемая жеребьёвка противоречива: участник { $player } встречается в туре больше одного раза
web-desk-refused-inconsistent-self = проверяемая жеребьёвка противоречива: участник { $player } сведён сам с собой
web-desk-refused-inconsistent-byes = проверяемая жеребьёвка противоречива: больше одного свободного от игры по жеребьёвке ({ $a } и { $b })
web-desk-refused-no-teams = команды: ещё не заявлено ни одной команды
web-desk-refused-teams = команды нельзя свести в нынешнем виде: { $why }
web-desk-refused-acceleration = нет программы жеребьёвки для системы «{ $system }»: { $why }
web-desk-refused-go-system = система: турнир по го проводится по системе mcmahon, swiss или swisscat, а не { $system }
web-desk-refused-go-parameters = параметры: { $diagnostics }
web-desk-refused-go-komi = коми: ожидается число, например 7,5, а не { $found }
web-desk-refused-go-rank = { $field ->
        [bar] планка Мак-Магона
        [floor] нижняя граница Мак-Магона
        [zero] ноль Мак-Магона
        [super-bar] суперпланка Мак-Магона
        [teams] команды го
       *[categories] категории
    }: ожидается ранг го от 30k до 9d (или 1p-9p), а не { $found }
web-desk-refused-go-floor = нижняя граница Мак-Магона: граница ({ $floor }) выше планки ({ $bar })
web-desk-refused-go-no-placement = распределение мест: нужен хотя бы один критерий
web-desk-refused-go-criterion = распределение мест: неизвестный критерий { $name } (известны: { $known })
web-desk-refused-go-half-points = { $field ->
        [absence] отсутствие
       *[bye] свободный тур
    }: полуочков { $value }, ожидается от 0 до 4
web-desk-refused-go-categories = категории: нижние границы идут от сильнейшей категории вниз
web-desk-refused-go-super-bar = суперпланка Мак-Магона: суперпланка ({ $super }) должна быть выше планки ({ $bar })
web-desk-refused-go-handicap-komi = коми форовых партий: ожидается 0 или 0.5, а не { $found }
web-desk-violation-unknown-player = участника { $player } нет
web-desk-violation-paired-twice = участник { $player } сведён дважды
web-desk-violation-self-paired = участник { $player } сведён сам с собой
web-desk-violation-withdrawn = участник { $player } выбыл
web-desk-violation-unavailable = участник { $player } попросил свободный тур или отсутствует в этом туре
web-desk-violation-unpaired = участник { $player } может играть, но не сведён
web-desk-violation-rematch = участники { $a } и { $b } уже играли между собой
web-desk-violation-prohibited = участников { $a } и { $b } нельзя сводить в этом туре
web-desk-violation-second-bye = у участника { $player } уже был свободный тур или очко без игры
web-desk-violation-three-in-a-row = участник { $player } получил бы { $colour ->
        [white] белые
       *[black] чёрные
    } три раза подряд
web-desk-violation-colour-difference = у участника { $player } была бы разница в цвете { $difference }
web-desk-violation-match-split = участник { $player } не играет вторую партию матча с соперником по первой
web-desk-error-board-too-large = слишком большой номер доски
web-desk-error-quick-no-result = доска { $board }: введите результат после номера доски
web-desk-error-no-round-to-delete = нет тура для удаления
web-desk-error-only-last-round = удалить можно только последний тур с жеребьёвкой ({ $round })
web-desk-error-csv = CSV не импортирован (строка:столбец: в чём ошибка): { $problems }
web-desk-error-not-team-event = это не командный турнир
web-desk-error-not-team-event-desk = это не командный турнир (сначала задайте число досок в матче)
web-desk-error-lineup-not-captain = { $login } не может подавать состав команды { $team }: это делает только её капитан или судья
web-desk-error-lineup-paired = жеребьёвка { $round }-го тура уже проведена: теперь составы меняет только судья
web-desk-error-lineup-deadline-unreadable = срок подачи составов на { $round }-й тур («{ $deadline }») не читается как ГГГГ-ММ-ДД ЧЧ:ММ: обратитесь к судье
web-desk-error-lineup-deadline-passed = срок подачи состава на { $round }-й тур ({ $deadline } UTC) истёк: обратитесь к судье
web-desk-error-forfeit-code = «{ $value }»: матч за неявку записывается как +- (победа хозяев), -+ (победа гостей) или --

## Что сделало каждое событие журнала, на вкладке «История»

web-desk-history-created = Создан турнир «{ $name }»: { $system }, { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
       *[many] { $rounds } туров
    }
web-desk-history-settings = Настройки изменены: «{ $name }», { $system }, { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
       *[many] { $rounds } туров
    }
web-desk-history-registered = Зарегистрирован(а) { $name }
web-desk-history-late = Поздняя регистрация: { $name }
web-desk-history-edited = Данные участника { $player } исправлены: { $name }
web-desk-history-removed = Участник { $player } удалён
web-desk-history-closed = Регистрация закрыта; { $count ->
        [one] стартовый номер получил { $count } участник
        [few] стартовые номера получили { $count } участника
       *[many] стартовые номера получили { $count } участников
    }
web-desk-history-availability = Участник { $player } { $status ->
        [available] играет
        [absent] отсутствует (без очков)
        [half] пропускает тур с ½ очка
        [zero] пропускает тур без очков
       *[full] пропускает тур с 1 очком
    } в { $round }-м туре
web-desk-history-withdrawn = Участник { $player } выбыл с { $round }-го тура
web-desk-history-reentered = Участник { $player } возвращён в турнир
web-desk-history-paired = Жеребьёвка { $round }-го тура { $engine ->
        [manual] проведена вручную
       *[other] проведена программой { $engine }
    }: { $boards }
web-desk-history-accepted = (принято: { $list })
web-desk-history-bye = свободен { $player }
web-desk-history-pairing-changed = Жеребьёвка { $round }-го тура изменена вручную: { $boards }
web-desk-history-result = Тур { $round }, доска { $board }: { $result }
web-desk-history-corrected = Тур { $round }, доска { $board }: результат исправлен на { $result }
web-desk-history-round-deleted = Тур { $round } удалён
web-desk-history-reopened = Регистрация открыта снова
web-desk-history-reranked = Стартовые номера определены заново (C.04.2)
web-desk-history-renamed = Переименован из «{ $from }» в «{ $to }»
web-desk-history-deleted = Удалён
web-desk-history-restored = Восстановлен
web-desk-history-team-registered = Зарегистрирована команда { $name } ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    })
web-desk-history-team-edited = Команда { $team } исправлена: { $name }
web-desk-history-lineup = Тур { $round }: состав команды { $team }: { $list }
web-desk-history-team-paired = Жеребьёвка { $round }-го тура { $engine ->
        [manual] проведена вручную
       *[other] проведена программой { $engine }
    }: команды { $list }
web-desk-history-team-bye = свободна: команда { $team }
web-desk-history-forfeit = Тур { $round }: матч команд { $home } и { $away } засчитан за неявку ({ $result })
web-desk-history-go-teams = Команды го заданы: команд — { $teams }, досок в команде — { $size }, пар — { $pairs }
web-desk-history-prohibitions = Запрещённые пары: { $list }
web-desk-history-prohibition = { $players } (туры { $first }-{ $last })
web-desk-history-prohibitions-lifted = Запрещённые пары сняты
web-desk-history-acceleration = Игрок { $player } ускорен: { $points } по турам
web-desk-history-no-acceleration = Игрок { $player }: без ускорения
web-desk-error-category = категория { $condition }: { $problem }
web-desk-category-not-a-year = { $found } — не год
web-desk-category-not-a-rating = { $found } — не рейтинг
web-desk-category-sex = ожидается sex=m или sex=w
web-desk-category-unknown = ожидается rating=, unrated, sex=, fed=, born-from=, born-until=, club= или group=

## The players' own pages: the desk's tab, pairing with check-in, the history

web-desk-tab-online = Страницы участников
web-desk-online-title = Страницы участников · { $event }
web-desk-online-entry = Заявки онлайн
web-desk-online-entry-open = Приём заявок открыт
web-desk-online-entry-limit = Мест (0: без ограничения)
web-desk-online-entry-closes = Закрывается в (UTC)
web-desk-online-entry-form = Форма заявки:
web-desk-online-check-in = Подтверждение участия
web-desk-online-check-in-deadlines = Срок для каждого тура (UTC), по строке на тур начиная с 1-го; пустая строка — без подтверждения
web-desk-online-byes = Баи по просьбе
web-desk-online-half-byes = Баев в пол-очка на участника
web-desk-online-last-bye-round = Последний тур, на который можно попросить бай (0: любой)
web-desk-online-reports = Сообщения о результатах
web-desk-online-reports-off = Участники не сообщают результаты
web-desk-online-reports-confirm = Совпадающие сообщения ждут судью
web-desk-online-reports-auto = Совпадающие сообщения вносятся сразу
web-desk-online-one-report = Достаточно сообщения одного участника
web-desk-online-save = Сохранить
web-desk-online-entries = Заявки
web-desk-online-no-entries = Заявок пока нет.
web-desk-online-accept-all = Принять все ожидающие заявки
web-desk-online-entry-status = Статус
web-desk-online-accept = Принять
web-desk-online-refuse = Отклонить
web-desk-online-entry-pending = ожидает
web-desk-online-entry-accepted = принята
web-desk-online-entry-refused = отклонена
web-desk-online-check-in-round = Подтверждение участия, тур { $round }
web-desk-online-check-in-status = До { $deadline } (UTC): подтвердили { $checked }, ещё нет — { $missing }.
web-desk-online-not-checked-in = Не подтвердили
web-desk-online-reports-waiting = Сообщённые результаты в ожидании
web-desk-online-no-reports = Ожидающих сообщений нет.
web-desk-online-reported = Сообщено
web-desk-online-apply = Внести { $result }
web-desk-online-decide = Внести результат
web-desk-online-report-one = { $player } сообщает { $result }
web-desk-online-report-agreed = Оба сообщают { $result }
web-desk-online-report-disagree = Расхождение: белые сообщают { $white }, чёрные { $black }
web-desk-round-report-disagree = Сообщения участников: { $said }. Решает судья.
web-desk-round-report-confirm = Сообщения участников: { $said }, ждёт подтверждения судьи.
web-desk-round-report-other = Сообщения участников: { $said }, ждёт сообщения соперника.
web-desk-online-asks = Просьбы
web-desk-online-no-asks = Просьб пока нет.
web-desk-online-asked-check-in = Тур { $round }: { $player } подтвердил участие
web-desk-online-asked-half = Тур { $round }: { $player } просит бай в пол-очка
web-desk-online-asked-zero = Тур { $round }: { $player } просит бай без очков
web-desk-online-asked-absent = Тур { $round }: { $player } не будет играть
web-desk-online-asked-withdraw = Тур { $round }: { $player } выбывает
web-desk-online-links = Ссылки участников
web-desk-online-links-help = Каждая ссылка открывает страницу одного участника. Хранится только хеш: ссылка показывается один раз, при создании, с QR-кодом, на странице, которая печатается как карточки. Новая ссылка заменяет старую.
web-desk-online-links-missing = Ссылки для участников без ссылки, карточками
web-desk-online-links-all = Новые ссылки для всех
web-desk-online-links-all-confirm = Старые ссылки всех участников перестанут работать. Создать новые для всех?
web-desk-online-link = Ссылка
web-desk-online-linked = выдана
web-desk-online-not-linked = нет
web-desk-online-link-new = Новая ссылка и QR-код
web-desk-online-link-revoke = Отозвать
web-desk-online-slips-title = Ссылки участников · { $event }
web-desk-online-slips-once = Эти ссылки показываются только сейчас: распечатайте или раздайте карточки, прежде чем уйти со страницы.
web-desk-online-back = Назад к страницам участников
web-desk-online-slip-help = Ваша страница: доска, подтверждение участия, баи, результаты. Не передавайте ссылку другим.
web-desk-online-error-reports = { $value } — не способ принимать результаты: off, confirm или auto
web-desk-online-error-action = { $value } — с заявкой так поступить нельзя: принять или отклонить
web-desk-online-error-no-agreement = Тур { $round }, доска { $board }: сообщения не дают результата
web-desk-pair-unchecked = Участники без подтверждения
web-desk-pair-unchecked-wait = ждать, пока открыто (потом отсутствуют)
web-desk-pair-unchecked-absent = отсутствуют сейчас
web-desk-pair-unchecked-play = в жеребьёвке как все
web-desk-log-entry-submitted = заявка получена
web-desk-log-entry-accepted = заявка принята
web-desk-log-entry-refused = заявка отклонена
web-desk-log-link-issued = ссылка участника выдана
web-desk-log-link-revoked = ссылка участника отозвана
web-desk-log-player-asked = просьба участника
web-desk-log-result-reported = результат сообщён
web-desk-history-entry-submitted = Получена заявка: { $name }
web-desk-history-entry-accepted = Заявка { $entry } принята
web-desk-history-entry-refused = Заявка { $entry } отклонена
web-desk-history-link-issued = Участнику { $player } выдана ссылка
web-desk-history-link-revoked = Ссылка участника { $player } отозвана
web-desk-history-asked = Участник { $player } { $ask ->
        [check_in] подтверждает участие
        [half_bye] просит бай в пол-очка
        [zero_bye] просит бай без очков
        [absent] не будет играть
       *[withdraw] выбывает
    } в туре { $round }
web-desk-history-reported = Тур { $round }, доска { $board }: участник { $player } сообщает { $result }
web-desk-online-rules = Правила

## Запрещённые пары и ускорения (что жеребьёвка соблюдает помимо правил)

web-desk-constraints-title = Запрещённые пары и ускорения · { $event }
web-desk-constraints-link = Запрещённые пары и ускорения
web-desk-prohibitions = Запрещённые пары
web-desk-prohibitions-help = Участники, которые не должны встречаться (из одной семьи, одного клуба или одной федерации, как требует положение): никто из них не играет с другим из них в указанных турах.
web-desk-prohibitions-none = Запрещённых пар нет.
web-desk-rounds-range = туры с { $first } по { $last }
web-desk-prohibitions-lift = Снять все запреты
web-desk-prohibitions-lift-confirm = Снять все запрещённые пары?
web-desk-prohibition-lift-one = Снять
web-desk-prohibit-legend = Участники, которые не должны встречаться
web-desk-prohibit-players = Участники (номера)
web-desk-from-round = С тура
web-desk-to-round = До тура включительно
web-desk-prohibit = Запретить
web-desk-accelerations = Ускоренные участники
web-desk-accelerations-help = Фиктивные очки участника для жеребьёвки, по одному на тур начиная с 1-го, через запятую (C.04.5); пустое поле их снимает.
web-desk-accelerations-none = Ускоренных участников нет.
web-desk-accelerate-legend = Фиктивные очки участника
web-desk-fictitious-points = Фиктивные очки
