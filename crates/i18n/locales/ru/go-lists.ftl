# Регистрация по рейтинг-листам го (EGF, FFG, AGA) и контроль времени турнира по го.

player-field-egf-pin = PIN EGF
player-field-ffg-licence = лицензия FFG
player-field-aga-id = номер AGA
player-field-go-rating = рейтинг го
player-go-id-egf = ожидается восемь цифр, а не { $found }
player-go-id-ffg = ожидается семь букв или цифр, а не { $found }
player-go-id-aga = ожидается целое число от 1, а не { $found }
player-go-rating-bad = ожидается рейтинг го от { $low } до { $high }, а не { $found }
player-go-rating-not-number = ожидается целое число, например 1850 или -150, а не { $found }
web-desk-refused-go-time-control = контроль времени: ожидается контроль времени го, например 60m (без бёёми), 60m+5x30s (бёёми), 60m+15/5m (канадское) или 60m+20s (Фишер), а не { $found }
go-time-control = Контроль времени
go-time-control-help = 60m (без бёёми), 60m+5x30s (бёёми), 60m+15/5m (канадское), 60m+20s (Фишер)
go-rating-short = GoR
go-list-lookup-help = Введите имя, PIN, лицензию или номер: игроки импортированных листов с их разрядом и GoR; выбор заполняет форму.
