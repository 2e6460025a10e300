# Listas de premios: categorías y premios en palabras.
prize-category-women = Femenino
prize-category-men = Masculino
prize-category-unrated = Sin Elo
prize-category-rating-between = Elo { $min }–{ $max }
prize-category-rating-up-to = Elo hasta { $max }
prize-category-rating-from = Elo desde { $min }
prize-category-born-from = Nacidos en { $year } o después
prize-category-born-until = Nacidos en { $year } o antes
prize-category-federation = { $federation }
prize-category-club = { $club }
prize-category-group = Grupo { $group }
prize-category-prize = { $category } { $place }
