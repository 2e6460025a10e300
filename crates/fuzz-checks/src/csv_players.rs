//! Any bytes as a player list (CSV or tab-separated, any of the encodings found): a list
//! is read or refused with lines, never a panic. The players read are as registration
//! checks them, register in an event, and the event's own CSV export reads back as the
//! same players.

use arbiter_event::{
    Event, PlayerData, Settings, State, check_player, players_csv, players_from_csv,
};
use arbiter_i18n::{Lang, has};

/// The fields the export writes: name, rating, title, federation, FIDE id, club.
type Exported = (
    String,
    Option<u16>,
    Option<String>,
    Option<String>,
    Option<u64>,
    Option<String>,
);

/// The fields the export writes.
fn exported(p: &PlayerData) -> Exported {
    (
        p.name.clone(),
        p.rating,
        p.title.clone(),
        p.federation.clone(),
        p.fide_id,
        p.club.clone(),
    )
}

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let read = match players_from_csv(data) {
        Ok(r) => r,
        Err(e) => {
            assert!(!e.0.is_empty());
            for f in &e.0 {
                assert!(f.line >= 1, "{f}");
                // Every refusal is a sentence of the catalogue, so a page can say it.
                assert!(
                    has(Lang::En, f.message.key),
                    "{f}: no sentence for {:?}",
                    f.message.key
                );
                assert!(!f.to_string().is_empty());
            }
            return;
        }
    };
    for p in &read.players {
        assert_eq!(check_player(p).as_ref(), Ok(p), "{p:?}");
    }
    let mut events = vec![Event::TournamentCreated {
        settings: Settings {
            name: "Fuzz".into(),
            system: "dutch".into(),
            rounds: 5,
            ..Settings::default()
        },
    }];
    events.extend(
        read.players
            .iter()
            .map(|p| Event::PlayerRegistered { player: p.clone() }),
    );
    let state = match State::fold(&events) {
        Ok(s) => s,
        Err((i, e)) => panic!("player {i} read from the list is refused: {e}"),
    };
    let csv = players_csv(&state);
    let again =
        players_from_csv(csv.as_bytes()).unwrap_or_else(|e| panic!("export refused: {e:?}\n{csv}"));
    let a: Vec<_> = read.players.iter().map(exported).collect();
    let b: Vec<_> = again.players.iter().map(exported).collect();
    assert_eq!(a, b, "{csv}");
}
