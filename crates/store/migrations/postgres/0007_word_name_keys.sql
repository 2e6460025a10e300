-- Each word row carries its player's name key. A search for a common surname and the
-- start of a given name ("Sanchez Ma") checks the other words on the rows of the
-- surname, which an import writes side by side, instead of fetching every player of the
-- surname from wherever the list put them.
ALTER TABLE rating_player_words ADD COLUMN name_key TEXT;
UPDATE rating_player_words w SET name_key = p.name_key
    FROM rating_players p WHERE p.id = w.player;
