# Термины, общие для веб-приложения, статического сайта и печатных документов.
round = Тур
round-n = Тур { $round }
board = Доска
white = Белые
black = Чёрные
result = Результат
points = Очки
rank = Место
name = Имя
rating = Рейтинг
federation = Федерация
title = Звание
club = Клуб
player = Участник
players = Участники
pairings = Пары
standings = Турнирная таблица
crosstable = Таблица
teams = Команды
bye = Свободен
players-count = { $count ->
    [one] { $count } участник
    [few] { $count } участника
    [many] { $count } участников
   *[other] { $count } участника
}

# Pairing systems by name (the registry of systems names each by one of these keys).
system-name-dutch = Швейцарская (голландская)
system-name-burstein = Швейцарская (Бурштейн)
system-name-dubov = Швейцарская (Дубов)
system-name-dubov-danubian = Швейцарская (Дубов, дунайский вариант)
system-name-lim = Швейцарская (Лим)
system-name-lim-maxi = Швейцарская (Лим, макси-турнир)
system-name-double-swiss = Двойная швейцарская (матчи из двух партий; туры считают партии)
system-name-uscf = Швейцарская (US Chess)
system-name-vega = Швейцарская (Vega)
system-name-swiss-ranked = Швейцарская по положению (очки, затем дополнительные показатели)
system-name-amalfi = Амальфи по рейтингу
system-name-amalfi-colour = Амальфи по цвету
system-name-roundrobin = Круговая
system-name-swiss-team = Командная швейцарская (командные турниры)
system-name-scheveningen = Схевенинген (две команды, каждый играет со всеми игроками другой команды)
system-name-hilton = Хилтон (джамбори: каждая команда против остальных)
system-name-mcmahon = Го: Мак-Магон
system-name-go-swiss = Го: швейцарская
system-name-swisscat = Го: SwissCat
