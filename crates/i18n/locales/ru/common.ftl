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
