# Страница публикации за судейским столом: куда загружается статический сайт турнира
# и как прошла последняя загрузка.

upload-tab = Публикация
upload-title = Публикация
upload-intro = Сайт турнира можно загрузить на веб-хостинг клуба: на SFTP-сервер или на HTTP-адрес, который принимает каждый файл с токеном.
upload-none = Адрес назначения не задан.
upload-destination = Назначение
upload-address = Адрес
upload-address-hint = sftp://пользователь@хост/папка (или /~/папка в домашней папке), или https://хост/путь
upload-token = Токен (HTTP)
upload-password = Пароль (SFTP)
upload-secret-kept = сохранён; оставьте пустым, чтобы сохранить его
upload-host-key = Отпечаток ключа хоста (SFTP)
upload-host-key-hint = Как его выводит ssh-keygen -l на сервере: SHA256:…
upload-key-file = Файл ключа (SFTP)
upload-key-file-hint = Файл ключа задаётся в командной строке (arbiter destination set … --key ФАЙЛ). Новый адрес забывает его и все сохранённые секреты.
upload-after-each-round = Публиковать после каждого тура (когда он спарен и когда внесён его последний результат)
upload-save = Сохранить
upload-now = Опубликовать сейчас
upload-remove = Удалить назначение
upload-remove-confirm = Удалить назначение и его секреты?
upload-status = Последняя загрузка
upload-running = Идёт загрузка: обновите страницу, чтобы увидеть, как она прошла.
upload-last-published = Последняя публикация
upload-never = никогда
upload-last-error = Последняя загрузка не удалась
upload-error-address = Адрес непригоден
upload-error-token = Для назначения HTTP нужен токен.
upload-error-login = Для назначения SFTP нужен пароль (или файл ключа, заданный в командной строке).
upload-error-unset = Сначала задайте назначение.
