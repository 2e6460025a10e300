-- Every index of the rating lists leads with the list: a list's rows then sit in one
-- region of each index, so an import appends to the end of every index (list ids only
-- grow) and dropping a replaced list deletes one contiguous range.
DROP INDEX rating_players_fide_id;
DROP INDEX rating_players_national_id;
CREATE INDEX rating_players_fide_id ON rating_players (list_id, fide_id);
CREATE INDEX rating_players_national_id ON rating_players (list_id, national_id);

-- A digest of each row's values: comparing a new list with the old one reads the key
-- indexes alone for the players that did not change. Rows written before have none and
-- are compared value by value. A key's uniqueness within a list is checked by the import.
ALTER TABLE rating_players ADD COLUMN digest BIGINT;
DROP INDEX rating_players_key_fide;
DROP INDEX rating_players_key_national;
CREATE INDEX rating_players_key_fide ON rating_players (list_id, key_fide, digest);
CREATE INDEX rating_players_key_national ON rating_players (list_id, key_national, digest);

CREATE TABLE rating_player_words (
    list_id BIGINT NOT NULL,
    token   TEXT    NOT NULL,
    player  BIGINT NOT NULL,
    PRIMARY KEY (list_id, token, player)
);
INSERT INTO rating_player_words (list_id, token, player)
    SELECT player >> 32, token, player FROM rating_player_tokens;
DROP TABLE rating_player_tokens;
