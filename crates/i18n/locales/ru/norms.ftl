# Нормы на звания за судейским столом (положение ФИДЕ о званиях B.01 1.4) и бланки ФИДЕ IT1 и IT3.
norms-tab = Нормы
norms-title = Нормы на звания
norms-intro = Проверка норм каждого участника на звания, присваиваемые за нормы (положение ФИДЕ о званиях B.01 1.4). Вида турнира и того, заданы ли пары заранее, в данных турнира нет: выберите их здесь.
norms-event-kind = Вид турнира
norms-event-ordinary = другой турнир с обсчётом рейтинга ФИДЕ
norms-event-national = национальный чемпионат (B.01 1.4.3a)
norms-event-national-team = национальный командный чемпионат (B.01 1.4.3b)
norms-event-zonal = зональный или подзональный турнир (B.01 1.4.3c)
norms-event-team = командный или клубный чемпионат мира или континента (B.01 1.4.1b)
norms-event-world-cup = Кубок мира или женский Кубок мира (B.01 1.4.1b)
norms-round-robin = пары заданы заранее (круговой турнир)
norms-check = Проверить
norms-forms = Бланки ФИДЕ
norms-forms-help = Бланки — бланки ФИДЕ, на английском языке. Организатор и ФИДЕ ID главного судьи берутся из настроек турнира; подписи остаются пустыми.
norms-it3 = Отчёт о турнире (IT3)
norms-it1 = Сертификат (IT1)
norms-pdf = PDF
norms-html = HTML
norms-achieved-count = { $count ->
        [one] выполнена { $count } норма
        [few] выполнено { $count } нормы
       *[many] выполнено { $count } норм
    }
norms-achieved = Выполненные нормы
norms-missed = Невыполненные нормы
norms-missed-help = Каждое звание, которое участник может получить и которого у него нет, с причиной по каждому невыполненному условию.
norms-none = Никто не выполнил норму.
norms-no-players = В турнире ещё нет участников.
norms-col-player = Участник
norms-col-title = Звание
norms-col-games = Партии
norms-col-score = Очки
norms-col-average = Ra
norms-col-performance = Rp
norms-col-criteria = Выполненные условия
norms-col-reasons = Почему нет
norms-col-forms = Бланки
norms-counts-as = { $count ->
        [one] засчитывается как { $count } партия
        [few] засчитывается как { $count } партии
       *[many] засчитывается как { $count } партий
    }
norms-met = выполнено
norms-not-met = не выполнено
norms-crit-games = партии
norms-crit-score = очки
norms-crit-titled = титулованные соперники
norms-crit-holders = соперники со званием { $title }
norms-crit-foreign = иностранные федерации
norms-crit-own = своя федерация
norms-crit-one = одна федерация
norms-crit-average = средний рейтинг
norms-crit-performance = турнирный рейтинг
norms-value-need = { $value } (нужно { $need })
norms-value-most = { $value } (не больше { $max })
norms-value-exempt = { $value } (освобождение, { $article })
norms-value-score = { $score } ({ $percent } %)
norms-why-games = { $more ->
        [one] не хватает { $more } партии (засчитано { $counted } из { $required })
       *[other] не хватает { $more } партий (засчитано { $counted } из { $required })
    }
norms-why-score = { $percent } % очков < 35 %
norms-why-titled = { $more ->
        [one] не хватает { $more } титулованного соперника ({ $count } из { $required })
       *[other] не хватает { $more } титулованных соперников ({ $count } из { $required })
    }
norms-why-holders = { $more ->
        [one] не хватает { $more } соперника со званием { $title } ({ $count } из { $required })
       *[other] не хватает { $more } соперников со званием { $title } ({ $count } из { $required })
    }
norms-why-foreign = { $more ->
        [one] не хватает соперников из { $more } федерации, кроме { $own } ({ $count } из 2)
       *[other] не хватает соперников из { $more } федераций, кроме { $own } ({ $count } из 2)
    }
norms-why-own = соперников из { $own }: { $count }, допускается не больше { $max }
norms-why-one = соперников из { $federation }: { $count }, допускается не больше { $max }
norms-why-average = средний рейтинг { $value } < { $min }
norms-why-performance = турнирный рейтинг { $value } < { $min }
norms-route-all = все сыгранные партии
norms-route-up-to = партии до { $round }-го тура включительно (B.01 1.4.1e)
norms-route-without = без побед над { $players } (B.01 1.4.1f)
norms-route-up-to-without = партии до { $round }-го тура включительно без побед над { $players } (B.01 1.4.1e, f)
norms-route-eight-of-nine = 8 партий в 9 турах, засчитывается как 9 (B.01 1.4.1c; один раз на заявку)
norms-route-forfeit = победа без игры в последнем туре засчитана как поражение (B.01 1.4.2c)
norms-error-event = Неизвестный вид турнира: { $value }
norms-error-go = Нормы на звания бывают только в шахматных турнирах.
norms-error-fide-id = ФИДЕ ID главного судьи — число: { $value }
norms-organiser = Организатор
norms-chief-arbiter-fide-id = ФИДЕ ID главного судьи
