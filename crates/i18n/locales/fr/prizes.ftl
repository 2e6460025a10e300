# Listes de prix : catégories et prix en toutes lettres.
prize-category-women = Féminines
prize-category-men = Masculins
prize-category-unrated = Non classés
prize-category-rating-between = Elo { $min }–{ $max }
prize-category-rating-up-to = Elo jusqu'à { $max }
prize-category-rating-from = Elo { $min } et plus
prize-category-born-from = Nés en { $year } ou après
prize-category-born-until = Nés en { $year } ou avant
prize-category-federation = { $federation }
prize-category-club = { $club }
prize-category-group = Groupe { $group }
prize-category-prize = { $category } { $place }
