-- Where an event's site is uploaded, with the secrets that open it, and how the last
-- upload went. Kept apart from the event log: nothing here is ever exported.
CREATE TABLE publishing (
    tournament        TEXT    PRIMARY KEY NOT NULL REFERENCES tournaments (name),
    url               TEXT    NOT NULL,
    token             TEXT,
    key_file          TEXT,
    key_passphrase    TEXT,
    password          TEXT,
    host_key          TEXT,
    after_each_round  BOOLEAN NOT NULL DEFAULT FALSE,
    last_published_at TEXT,
    last_attempt_at   TEXT,
    last_error        TEXT
);
