//! Any text as lines of events in the JSON the store keeps and the API's bodies become
//! (settings, players, pairings, results, byes, withdrawals...): each line reads as an
//! event or not, and an event either applies or is refused leaving the state exactly as
//! it was (the store appends only events that apply). Whatever state is reached, its
//! exports and the next pairing answer or refuse, never panic.

use arbiter_event::{Event, State, export_view, pair_next, players_csv};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut state = State::new();
    for line in text.lines().take(64) {
        let Ok(event) = serde_json::from_str::<Event>(line) else {
            continue;
        };
        // The log keeps what it is given: an event reads back as itself.
        let again = serde_json::to_string(&event).expect("an event writes as JSON");
        assert_eq!(
            serde_json::from_str::<Event>(&again).ok().as_ref(),
            Some(&event),
            "{again}"
        );
        let before = state.clone();
        if state.apply(&event).is_err() {
            assert!(state == before, "a refused event changed the state: {line}");
        }
    }
    let _ = players_csv(&state);
    let t = export_view(&state);
    for dialect in [arbiter_trf::Dialect::Trf26, arbiter_trf::Dialect::Trf16] {
        let _ = arbiter_trf::write(&t, dialect);
    }
    // Pairing stays cheap enough for the fuzzer on the fields it builds.
    if t.player_count() <= 24 {
        let _ = pair_next(&state);
    }
}
