# Рейтинг-листы на столе судьи: импорт, поиск, регистрация и обновление до первого тура.
ratings-title = Рейтинг-листы
ratings-nav = Рейтинг-листы
ratings-none = Рейтинг-листы ещё не импортированы.
ratings-list-name = Лист
ratings-list-kind = Вид
ratings-list-source = Файл
ratings-list-imported = Импортирован
ratings-import-of = Импорт файла { $file }
ratings-importing = Импорт листа { $list }:
ratings-import-done = В листе { $list } теперь игроков: { $players }; добавлено { $added }, удалено { $removed }, изменено { $changed }.
ratings-import-fields = Изменённые поля
ratings-import-failed = Импорт не удался, прежний лист остаётся в силе
ratings-search = Найти игрока
ratings-search-label = Имя, ID ФИДЕ или национальный ID
ratings-search-placeholder = напр. mueller или 1503014
ratings-import = Импортировать лист
ratings-import-list = Лист
ratings-import-name = Сохранить как
ratings-import-name-placeholder = название листа
ratings-import-rate = Рейтинг
ratings-rate-standard = классика
ratings-rate-rapid = рапид
ratings-rate-blitz = блиц
ratings-import-file = Файл
ratings-import-help = Лист ФИДЕ распознаётся как XML или текст по самому файлу. Лист, импортированный под именем, заменяет лист с тем же именем, когда прочитан полностью; до тех пор действует прежний.
ratings-import-submit = Импортировать
ratings-import-busy = Сейчас импортируется лист; дождитесь окончания.
ratings-import-admin-only = Импортировать рейтинг-листы может только администратор.
ratings-import-no-file = Выберите файл листа.
ratings-update-title = Обновить рейтинги по листу
ratings-update-link = Обновить рейтинги по листу
ratings-update-paired = Первый тур составлен: рейтинги обновляются только до него.
ratings-update-compare = Сравнить
ratings-update-none = Все игроки, зарегистрированные с ID ФИДЕ, в актуальном состоянии.
ratings-update-players = { $count ->
    [one] Изменится { $count } игрок:
    [few] Изменятся { $count } игрока:
   *[other] Изменятся { $count } игроков:
}
ratings-update-field = Поле
ratings-update-old = Сейчас
ratings-update-new = В листе
ratings-update-accept = Принять изменения
ratings-update-missing = Нет в листе
ratings-update-stale = Турнир изменился после этого сравнения; вот оно снова.
ratings-update-done = { $count ->
    [one] Обновлён { $count } игрок.
    [few] Обновлено { $count } игрока.
   *[other] Обновлено { $count } игроков.
}
ratings-lookup-help = Введите имя или ID, чтобы найти игрока в рейтинг-листах; выбор заполнит форму.

# Рейтинг-лист, который не читается: где и что там ожидалось. Найденное, заголовок столбца
# или название из собственного фильтра пользователя и слова XML-парсера приводятся как есть.
ratings-error-field = строка { $line }, столбец { $column }: { $field }: ожидалось: { $expected }, найдено: { $found }
ratings-error-shape = строка { $line }, столбец { $column }: ожидалось: { $expected }, найдено: { $found }
ratings-error-xml = строка { $line }, столбец { $column }: XML: ожидалось: { $expected }
ratings-error-too-long = строка { $line }, столбец 1: ожидалось: запись не длиннее { $limit } байт
ratings-error-filter = фильтр, строка { $line }, столбец { $column }: ожидалось: { $expected }, найдено: { $found }
ratings-feed-record = { $file }: { $error }
ratings-feed-unreadable = при чтении { $file }: { $error }
ratings-import-unknown-list = Листа с названием { $list } нет; есть листы { $names }.
# Поля записи; в скобках — имя, которое им даёт лист или фильтр.
ratings-field-id-number = ID FIDE (ID Number)
ratings-field-fed = федерация (Fed)
ratings-field-sex-column = пол (Sex)
ratings-field-k-column = коэффициент K (K)
ratings-field-b-day = год рождения (B-day)
ratings-field-flag-column = отметка (Flag)
ratings-field-fideid = ID FIDE (fideid)
ratings-field-k = коэффициент K (k)
ratings-field-birthday = год рождения (birthday)
ratings-field-flag = отметка (flag)
ratings-field-rating = рейтинг (rating)
ratings-field-games = партии (games)
ratings-field-country = страна (country)
ratings-field-sex = пол (sex)
ratings-field-name = имя (name)
ratings-field-grade = разряд (grade)
ratings-field-gor = рейтинг GoR (GoR)
ratings-field-licence = лицензия (licence)
ratings-field-aga-id = ID AGA (AGA id)
ratings-field-record = запись
ratings-field-national-id = национальный ID (national_id)
ratings-field-fide-id = ID FIDE (fide_id)
ratings-field-surname = фамилия (surname)
ratings-field-given-name = имя (given_name)
ratings-field-federation = федерация (federation)
ratings-field-birth = рождение (birth)
ratings-field-title = звание (title)
ratings-field-club = клуб (club)
ratings-field-inactive = неактивен (inactive)
# Что ожидал читатель листа.
ratings-expected-fide-header = заголовок листа FIDE (`ID Number  Name  Fed ...`)
ratings-expected-fide-id = ID FIDE
ratings-expected-fide-federation = код федерации из трёх букв
ratings-expected-sex = M или F
ratings-expected-fide-rating = рейтинг от 0 до 3500
ratings-expected-games = число партий
ratings-expected-k-factor = коэффициент K
ratings-expected-birth-year = год рождения
ratings-expected-flag = `i`, `w` или `wi`
ratings-expected-player-closing = </player>, закрывающий эту запись
ratings-expected-players-list = <playerslist> из записей <player>
ratings-expected-player-record = запись <player>
ratings-expected-complete-tag = полный тег
ratings-expected-player-element = элемент <player>
ratings-expected-field-text = текст, а не элемент, в поле
ratings-expected-player-with-fields = <player> с полями
ratings-expected-utf8 = текст в UTF-8
ratings-expected-element = элемент, а не текст
ratings-expected-entity = известная сущность
ratings-expected-player-end = закрывающий </player>
ratings-expected-closing-quote = закрывающая кавычка
ratings-expected-federation = код федерации
ratings-expected-rating = рейтинг
ratings-expected-birth-date = год или дата рождения
ratings-expected-name = имя
ratings-expected-national-id = национальный ID
ratings-expected-country = код страны
ratings-expected-grade = разряд от 30k до 9d (или от 1p до 9p)
ratings-expected-gor = рейтинг GoR
ratings-expected-echelle = рейтинг échelle
ratings-expected-licence = номер лицензии
ratings-expected-aga-id = ID AGA (цифры)
ratings-expected-aga-rating = рейтинг AGA, например 3.5 или -12.4
ratings-expected-builtin-filter = ecf, dwz, uscf или ffe
ratings-expected-key-value = `ключ = значение`
ratings-expected-one-character = один символ
ratings-expected-label = название
ratings-expected-csv-or-fixed = csv или fixed
ratings-expected-yes-or-no = yes или no
ratings-expected-lines = число строк
ratings-expected-encoding-label = название кодировки
ratings-expected-ascii-encoding = кодировка, совместимая с ASCII
ratings-expected-date-order = dmy или mdy
ratings-expected-rate-type = standard, rapid или blitz
ratings-expected-name-order = surname_first или given_first
ratings-expected-setting = настройка или имя поля
ratings-expected-list-line = строка `list = ...`
ratings-expected-format-line = строка `format = ...`
ratings-expected-id-field = поле `national_id` или `fide_id`
ratings-expected-name-field = поле `name` или `surname`
ratings-expected-column = столбец
ratings-expected-closing-quote-mark = закрывающая `"`
ratings-expected-column-number = номер столбца, начиная с 1
ratings-expected-column-index = `#N` (у листа без заголовка нет названий столбцов)
ratings-expected-span = `N-M` или `N+W` (столбцы символов, считая с 1)
ratings-expected-column-titled = столбец с заголовком { $title } (лист { $list }, поле { $field })
ratings-error-duplicate = в списке дважды встречается ID { $id }
ratings-error-bad-name = { $name } не годится как имя списка: от 1 до 100 символов, без управляющих символов
ratings-error-no-list = рейтинг-листа с именем { $name } нет
ratings-error-too-large = в списке может быть не больше { $limit } игроков
