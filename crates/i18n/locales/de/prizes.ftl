# Preislisten: Kategorien und Preise in Worten.
prize-category-women = Frauen
prize-category-men = Männer
prize-category-unrated = Ohne Elo
prize-category-rating-between = Elo { $min }–{ $max }
prize-category-rating-up-to = Elo bis { $max }
prize-category-rating-from = Elo ab { $min }
prize-category-born-from = Jahrgang { $year } und jünger
prize-category-born-until = Jahrgang { $year } und älter
prize-category-federation = { $federation }
prize-category-club = { $club }
prize-category-group = Gruppe { $group }
prize-category-prize = { $category } { $place }
