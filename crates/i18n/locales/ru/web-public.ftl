# Публичная часть веб-приложения: рамка каждой страницы, турниры, публичные страницы
# турнира, фестивали, страница входа и страницы ошибок.

## Рамка каждой страницы
pub-nav-events = Турниры
pub-nav-desk = Судейский стол
pub-nav-users = Пользователи
pub-live = онлайн
pub-login = Войти
pub-logout = Выйти
pub-tagline = система для проведения турниров
pub-language = Язык

## Ошибки
pub-error-not-found = Не найдено
pub-error-log-in = Сначала войдите
pub-error-forbidden = Нет доступа
pub-error-too-many = Слишком много попыток
pub-error-refused = Отклонено
pub-error-internal = Что-то пошло не так
pub-error-back = Вернуться к турнирам
pub-error-no-page = Такой страницы нет.
pub-error-no-event = турнира с названием «{ $name }» нет
pub-error-no-player = участника № { $player } нет
pub-error-no-game = здесь нет записанной партии
pub-error-no-document = документа «{ $file }» нет
pub-error-no-plot = графика «{ $file }» нет
pub-error-no-festival = фестиваля «{ $festival }» нет
pub-error-round-not-paired = жеребьёвка { $round }-го тура не проведена
pub-error-not-go = Это не турнир по го: его файл — TRF.
pub-error-encoding = { $value } — не кодировка файлов го: iso-8859-15 или utf-8.

## Турниры
pub-no-events = Турниров пока нет.
pub-col-event = Турнир
pub-col-system = Система
pub-col-where = Место
pub-col-when = Даты

## Заголовки столбцов, краткие для узких таблиц
pub-col-no = №
pub-col-pl = М.
pub-col-pts = Очки
pub-col-rtg = Рейт.
pub-col-fed = Фед.
pub-col-bd = Д.
pub-col-rd = Тур
pub-col-title-rank = Звание/Ранг
pub-col-colour = Цвет
pub-col-opponent = Соперник
pub-col-score = Сумма
pub-col-fictitious = Фикт.
    .title = Фиктивные очки ускоренной жеребьёвки: они определили место участника при жеребьёвке и никогда не учитываются в таблице

## Обзор турнира
pub-overview = Обзор
pub-the-event = Турнир
pub-rounds = Туры
pub-rounds-paired = жеребьёвка: { $paired } из { $rounds }
pub-registration-open = (регистрация открыта)
pub-detail-city = Город
pub-detail-start = Начало
pub-detail-end = Окончание
pub-detail-chief-arbiter = Главный судья
pub-detail-time-control = Контроль времени
pub-detail-rated = Обсчёт рейтинга
pub-leaders = Лидеры
pub-no-standings = Турнирной таблицы пока нет.

## Участники, туры и таблица
pub-withdrawn = (вне турнира)
pub-withdrawn-from = (вне турнира с { $round }-го тура)
pub-results-to-come = { $count ->
    [one] (осталось внести { $count } результат)
    [few] (осталось внести { $count } результата)
   *[many] (осталось внести { $count } результатов)
}
pub-paired-by = Жеребьёвка: { $engine }.
pub-by-name = По фамилиям
pub-by-board = По доскам
pub-round-by-name = Тур { $round } по фамилиям
pub-standings-after = Таблица после { $round }-го тура
pub-after-round = После тура
pub-group = Группа { $group }
pub-crosstable-legend = В каждой клетке: номер соперника, цвет (w — белые, b — чёрные) и результат (1, =, 0; + и − — неявки; U, F, H, Z — свободные туры).
pub-bye-pairing = свободный тур по жеребьёвке
pub-bye-full = пропуск тура (1 очко)
pub-bye-half = пропуск тура (½ очка)
pub-bye-zero = пропуск тура (0 очков)
pub-absent = неявка

## Карточка участника
pub-card-no = № { $rank }
pub-card-rating = рейтинг { $rating }
pub-card-points = очки: { $points }
pub-card-place = { $place }-е место
pub-card-withdrawn-from = вне турнира с { $round }-го тура
pub-card-fide-id = ID ФИДЕ
pub-card-performance = Турнирный рейтинг { $rating }
pub-card-rating-change = изменение рейтинга { $change } (K { $k })
pub-card-accelerated = Жеребьёвка с ускорением: фиктивные очки каждого тура определили место участника при жеребьёвке этого тура и не входят в его результат.

## Фестиваль
pub-sections = Турниры фестиваля
pub-col-section = Турнир
pub-col-section-place = М. в турнире
pub-combined-standings = Сводная таблица
pub-combined-note = Участники всех турниров по очкам; при равенстве очков место делится (дополнительные показатели разных турниров не сравниваются), затем по турниру и месту в нём.

## Вход
pub-login-name = Имя пользователя
pub-password = Пароль
pub-login-expired = Срок действия формы истёк: попробуйте ещё раз.
pub-login-too-many = Слишком много неудачных попыток: подождите несколько минут.
pub-login-wrong = Неверное имя пользователя или пароль.
