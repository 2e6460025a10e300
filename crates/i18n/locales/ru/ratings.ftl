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
