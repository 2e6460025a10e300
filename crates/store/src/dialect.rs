//! How a statement shared by both backends reaches each: written once with `?`
//! placeholders, which SQLite takes as they are and PostgreSQL wants numbered. The event
//! logs, the rating lists and the backup all write their statements this way, in one
//! macro each instantiated for both stores.

use crate::{PostgresStore, SqliteStore};

/// What a shared statement needs to know of the backend it runs on.
pub(crate) trait Dialect {
    /// Whether this is PostgreSQL (else SQLite).
    const PG: bool;

    /// `text` as this backend takes it. Only the placeholders change: every value is
    /// still bound, never formatted into the statement.
    fn sql(text: &str) -> sqlx::AssertSqlSafe<String> {
        sqlx::AssertSqlSafe(if Self::PG {
            numbered(text)
        } else {
            text.to_string()
        })
    }
}

impl Dialect for SqliteStore {
    const PG: bool = false;
}

impl Dialect for PostgresStore {
    const PG: bool = true;
}

/// `?` placeholders as PostgreSQL's `$1`, `$2`, ... (the statements hold no other `?`).
fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut n = 0;
    for c in sql.chars() {
        if c == '?' {
            n += 1;
            out.push('$');
            out.push_str(&n.to_string());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_for_postgres_only() {
        let text = "UPDATE t SET a = ?, b = ? WHERE c = ?";
        assert_eq!(
            PostgresStore::sql(text).0,
            "UPDATE t SET a = $1, b = $2 WHERE c = $3"
        );
        assert_eq!(SqliteStore::sql(text).0, text);
    }
}
