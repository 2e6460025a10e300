//! Every report, exported from an event shaped like a real one and read back, keeps
//! exactly the games its rating body rates.

use crate::fixture::{REAL_EVENT_RATED, real_event};
use crate::{Format, ReportFields, export, read_back};
use arbiter_core::PlayerId;

fn fields() -> ReportFields {
    let mut f = ReportFields::new();
    for (k, v) in [
        ("affiliate-id", "A1234567"),
        ("chief-td-id", "12345678"),
        ("state", "NY"),
        ("zip-code", "10001"),
        ("event-code", "AB123CD"),
        ("results-officer-address", "1 High Street, Anytown"),
        ("treasurer", "Lie, Bo"),
        ("treasurer-address", "2 High Street, Anytown"),
    ] {
        f.set(k, v);
    }
    f
}

/// The id a report gives player `n`: FIDE id for FIDE; the national id of the
/// federation for the others (the DSB report falls back on the FIDE id); none for the new
/// player who has neither.
fn id_in(format: Format, n: u32) -> String {
    let t = real_event();
    let p = t.player(PlayerId::new(n).unwrap()).unwrap();
    let national = format.national_federation().and_then(|fed| {
        p.national
            .iter()
            .find(|r| r.federation == fed)
            .map(|r| r.number.clone())
    });
    let fide = p.fide_id.map(|f| f.to_string());
    match format {
        Format::Fide => fide,
        Format::Dwz => national.or(fide),
        Format::Uscf | Format::Ecf => national,
    }
    .unwrap_or_default()
}

#[test]
fn every_chess_report_keeps_the_rated_games_and_only_those() {
    let t = real_event();
    for format in Format::ALL {
        // The new player has no id, which the checks refuse: the export is forced, as an
        // arbiter sending the report with the newcomer to be registered would.
        let report = export(&t, format, &fields(), true).unwrap();
        let back = read_back(format, &report.files).unwrap();
        let mut expected: Vec<(u16, String, String, u8)> = REAL_EVENT_RATED
            .iter()
            .map(|&(r, w, b, h)| (r, id_in(format, w), id_in(format, b), h))
            .collect();
        expected.sort();
        assert_eq!(back.games_by_id(), expected, "{format}");
        // Every player is in the report, the withdrawn one included.
        assert_eq!(back.players.len(), 7, "{format}");
    }
}
