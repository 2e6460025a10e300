//! The schema's migrations, embedded in the program.
//!
//! They are listed here rather than gathered by sqlx's `migrate!` macro: that macro's
//! compile-time half builds a second copy of the database drivers and of SQLite's C code
//! for the compiler, a good part of a clean build. Each migration is recorded under the
//! version, description and checksum the macro gave it (the file name's number, the rest
//! of the name with spaces, the SHA-384 of the text), so a database migrated before goes
//! on as it was; a test compares this list with sqlx's own reading of the directories.

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

/// A migration: its version, its description and its SQL.
type Step = (i64, &'static str, &'static str);

const SQLITE: &[Step] = &[
    (
        1,
        "event log",
        include_str!("../migrations/sqlite/0001_event_log.sql"),
    ),
    (
        2,
        "publishing",
        include_str!("../migrations/sqlite/0002_publishing.sql"),
    ),
    (
        3,
        "rating lists",
        include_str!("../migrations/sqlite/0003_rating_lists.sql"),
    ),
    (
        4,
        "rating list regions",
        include_str!("../migrations/sqlite/0004_rating_list_regions.sql"),
    ),
    (
        5,
        "partial key indexes",
        include_str!("../migrations/sqlite/0005_partial_key_indexes.sql"),
    ),
    (
        6,
        "trigram counts",
        include_str!("../migrations/sqlite/0006_trigram_counts.sql"),
    ),
];

const POSTGRES: &[Step] = &[
    (
        1,
        "event log",
        include_str!("../migrations/postgres/0001_event_log.sql"),
    ),
    (
        2,
        "publishing",
        include_str!("../migrations/postgres/0002_publishing.sql"),
    ),
    (
        3,
        "rating lists",
        include_str!("../migrations/postgres/0003_rating_lists.sql"),
    ),
    (
        4,
        "rating list regions",
        include_str!("../migrations/postgres/0004_rating_list_regions.sql"),
    ),
    (
        5,
        "partial key indexes",
        include_str!("../migrations/postgres/0005_partial_key_indexes.sql"),
    ),
    (
        6,
        "trigram counts",
        include_str!("../migrations/postgres/0006_trigram_counts.sql"),
    ),
    (
        7,
        "word name keys",
        include_str!("../migrations/postgres/0007_word_name_keys.sql"),
    ),
];

fn migrator(steps: &[Step]) -> Migrator {
    Migrator::with_migrations(
        steps
            .iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    description.into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    // A file that opts out of the transaction says so on its first line.
                    sql.starts_with("-- no-transaction"),
                )
            })
            .collect(),
    )
}

/// The SQLite schema's migrations.
pub(crate) fn sqlite() -> Migrator {
    migrator(SQLITE)
}

/// The PostgreSQL schema's migrations.
pub(crate) fn postgres() -> Migrator {
    migrator(POSTGRES)
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;
    use std::path::Path;

    /// What a database records of a migration (the checksum stands for the text).
    fn recorded(m: &Migrator) -> Vec<(i64, String, MigrationType, Vec<u8>, bool)> {
        m.iter()
            .map(|m| {
                (
                    m.version,
                    m.description.to_string(),
                    m.migration_type,
                    m.checksum.to_vec(),
                    m.no_tx,
                )
            })
            .collect()
    }

    /// Every file of each directory is listed, under the version, description and
    /// checksum sqlx gives it when it reads the directory itself, as `migrate!` did.
    #[tokio::test]
    async fn the_lists_are_the_directories_as_sqlx_reads_them() {
        for (dir, ours) in [("sqlite", sqlite()), ("postgres", postgres())] {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("migrations")
                .join(dir);
            let theirs = Migrator::new(path).await.expect("the directory reads");
            assert!(theirs.iter().count() >= 6, "{dir}");
            assert_eq!(recorded(&ours), recorded(&theirs), "{dir}");
        }
    }
}
