-- A list keys each player by FIDE id or by national id, never both, and most players of
-- a FIDE list have no national id. Indexing the missing values cost an entry per player
-- in each index, and the NULL key ordered by digest put those entries in random order,
-- which made a full list's import write all over the index. The indexes now hold only
-- the rows that have the value; a lookup by id reads the key index, then the id index
-- for the rows keyed the other way.
DROP INDEX rating_players_key_national;
CREATE INDEX rating_players_key_national ON rating_players (list_id, key_national, digest)
    WHERE key_national IS NOT NULL;
DROP INDEX rating_players_fide_id;
CREATE INDEX rating_players_fide_id ON rating_players (list_id, fide_id)
    WHERE key_fide IS NULL AND fide_id IS NOT NULL;
DROP INDEX rating_players_national_id;
CREATE INDEX rating_players_national_id ON rating_players (list_id, national_id)
    WHERE key_national IS NULL AND national_id IS NOT NULL;
DROP INDEX rating_players_key_fide;
CREATE INDEX rating_players_key_fide ON rating_players (list_id, key_fide, digest)
    WHERE key_fide IS NOT NULL;
