//! Destinations kept in the store beside an event: reading them back as a
//! [`Destination`], and uploading with the outcome recorded where the arbiter sees it.

use crate::{Destination, DestinationError, Secret, UploadError, UploadFile, UploadReport};
use arbiter_store::{EventStore, Publishing, StoreError};
use std::path::PathBuf;

impl TryFrom<&Publishing> for Destination {
    type Error = DestinationError;

    fn try_from(p: &Publishing) -> Result<Self, Self::Error> {
        let mut d = Destination::parse(&p.url)?;
        d.token = p.token.as_deref().map(Secret::new);
        d.key_file = p.key_file.as_ref().map(PathBuf::from);
        d.key_passphrase = p.key_passphrase.as_deref().map(Secret::new);
        d.password = p.password.as_deref().map(Secret::new);
        d.host_key = p.host_key.as_deref().map(str::parse).transpose()?;
        Ok(d)
    }
}

/// What went wrong publishing a stored event's site.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PublishError {
    /// The event has no destination.
    #[error("{0:?} has no destination to upload to: set one first")]
    NotSet(String),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The upload failed (and was recorded as the last error).
    #[error(transparent)]
    Upload(#[from] UploadError),
}

/// The current time, RFC 3339 in UTC, as the store writes times.
#[must_use]
pub fn now() -> String {
    time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

/// Uploads `files` to the destination stored for the event `name`, then records the
/// outcome beside it: the time of a success, or the error (which names no secret).
///
/// # Errors
/// No destination set, a store failure, or the upload's failure.
pub async fn publish<S: EventStore>(
    store: &S,
    name: &str,
    files: Vec<UploadFile>,
) -> Result<UploadReport, PublishError> {
    let settings = store
        .publishing(name)
        .await?
        .ok_or_else(|| PublishError::NotSet(name.to_string()))?;
    let outcome = match Destination::try_from(&settings) {
        Ok(dest) => crate::upload(&dest, files).await,
        Err(e) => Err(UploadError::Destination(e)),
    };
    let error = outcome.as_ref().err().map(ToString::to_string);
    store.record_publish(name, &now(), error.as_deref()).await?;
    Ok(outcome?)
}
