-- One row per tournament, one row per event; (tournament, seq) is the log's order and
-- its primary key makes two concurrent appends of the same position impossible.
CREATE TABLE tournaments (
    name       TEXT PRIMARY KEY NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE events (
    tournament TEXT   NOT NULL REFERENCES tournaments (name),
    seq        BIGINT NOT NULL CHECK (seq >= 1),
    at         TEXT   NOT NULL,
    actor      TEXT   NOT NULL,
    kind       TEXT   NOT NULL,
    body       JSONB  NOT NULL,
    PRIMARY KEY (tournament, seq)
);
