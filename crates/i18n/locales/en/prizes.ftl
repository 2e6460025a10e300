# Prize lists: categories and prizes named in words.
prize-category-women = Women
prize-category-men = Men
prize-category-unrated = Unrated
prize-category-rating-between = Rating { $min }–{ $max }
prize-category-rating-up-to = Rating up to { $max }
prize-category-rating-from = Rating { $min } and above
prize-category-born-from = Born { $year } or later
prize-category-born-until = Born { $year } or earlier
prize-category-federation = { $federation }
prize-category-club = { $club }
prize-category-group = Group { $group }
prize-category-prize = { $category } { $place }
