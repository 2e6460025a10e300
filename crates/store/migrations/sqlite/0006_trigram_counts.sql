-- How many words hold each trigram. A search for words close to a misspelt one reads the
-- words of its rarest trigrams only; counting every trigram's words at each search read
-- tens of thousands of rows for the common ones ("son", "ova"). Kept after each import.
CREATE TABLE rating_trigram_counts (
    trigram BIGINT PRIMARY KEY,
    n       BIGINT NOT NULL
);
INSERT INTO rating_trigram_counts (trigram, n)
    SELECT trigram, count(*) FROM rating_token_trigrams GROUP BY trigram;
