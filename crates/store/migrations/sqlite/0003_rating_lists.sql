-- Rating lists. A list is imported under a new id and made live only once it is complete,
-- so a failed import never replaces the list in use; at most one live list per name.
CREATE TABLE rating_lists (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    kind        TEXT    NOT NULL,
    source      TEXT    NOT NULL,
    imported_at TEXT    NOT NULL,
    players     INTEGER NOT NULL DEFAULT 0,
    live        INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX rating_lists_live_name ON rating_lists (name) WHERE live = 1;

-- One row per player of a list; id = list id * 2^32 + position in the file, so rows are
-- numbered without asking the database. key_fide / key_national hold the player's list
-- key (the order a list diff reads them in) and are unique within a list.
CREATE TABLE rating_players (
    id             INTEGER PRIMARY KEY,
    list_id        INTEGER NOT NULL,
    key_fide       INTEGER,
    key_national   TEXT,
    list_kind      TEXT    NOT NULL,
    fide_id        INTEGER,
    national_id    TEXT,
    name           TEXT    NOT NULL,
    name_key       TEXT    NOT NULL,
    federation     TEXT,
    sex            TEXT,
    title          TEXT,
    woman_title    TEXT,
    other_titles   TEXT    NOT NULL,
    online_title   TEXT,
    standard       INTEGER,
    standard_games INTEGER,
    standard_k     INTEGER,
    rapid          INTEGER,
    rapid_games    INTEGER,
    rapid_k        INTEGER,
    blitz          INTEGER,
    blitz_games    INTEGER,
    blitz_k        INTEGER,
    go_scale       TEXT,
    go_value       INTEGER,
    go_rank        TEXT,
    birth          TEXT,
    inactive       INTEGER NOT NULL,
    club           TEXT
);
CREATE UNIQUE INDEX rating_players_key_fide ON rating_players (list_id, key_fide);
CREATE UNIQUE INDEX rating_players_key_national ON rating_players (list_id, key_national);
CREATE INDEX rating_players_fide_id ON rating_players (fide_id);
CREATE INDEX rating_players_national_id ON rating_players (national_id);

-- The words of each player's name key: a word or a word prefix is an index range.
CREATE TABLE rating_player_tokens (
    token  TEXT    NOT NULL,
    player INTEGER NOT NULL,
    PRIMARY KEY (token, player)
) WITHOUT ROWID;

-- The trigrams of every word ever imported (they depend on the word alone, so lists
-- share them): the words close to a query word share many trigrams with it.
CREATE TABLE rating_token_trigrams (
    trigram INTEGER NOT NULL,
    token   TEXT    NOT NULL,
    PRIMARY KEY (trigram, token)
) WITHOUT ROWID;
