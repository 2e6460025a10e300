# Liste dei premi: categorie e premi a parole.
prize-category-women = Femminile
prize-category-men = Maschile
prize-category-unrated = Senza Elo
prize-category-rating-between = Elo { $min }–{ $max }
prize-category-rating-up-to = Elo fino a { $max }
prize-category-rating-from = Elo da { $min }
prize-category-born-from = Nati nel { $year } o dopo
prize-category-born-until = Nati nel { $year } o prima
prize-category-federation = { $federation }
prize-category-club = { $club }
prize-category-group = Gruppo { $group }
prize-category-prize = { $category } { $place }
