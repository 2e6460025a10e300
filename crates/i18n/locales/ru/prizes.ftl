# Списки призов: категории и призы словами.
prize-category-women = Женщины
prize-category-men = Мужчины
prize-category-unrated = Без рейтинга
prize-category-rating-between = Рейтинг { $min }–{ $max }
prize-category-rating-up-to = Рейтинг до { $max }
prize-category-rating-from = Рейтинг от { $min }
prize-category-born-from = { $year } г. р. и моложе
prize-category-born-until = { $year } г. р. и старше
prize-category-federation = { $federation }
prize-category-club = { $club }
prize-category-group = Группа { $group }
prize-category-prize = { $category }: { $place } приз
