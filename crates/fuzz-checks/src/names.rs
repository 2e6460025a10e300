//! Any text as a pairing system's name (with an acceleration spec after `+`) or a
//! standings category: the parsers answer or refuse, never panic; an acceleration spec
//! they accept is written back to the same spec; an engine they name pairs a small field
//! or says why not, without a panic.

use arbiter_core::{Player, Rating, ScoringSystem, Tournament, TournamentInfo};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = text.parse::<arbiter_standings::Category>();
    if let Some((_, spec)) = text.split_once('+')
        && let Ok(a) = arbiter_pairing::acceleration::parse(spec)
    {
        let again = arbiter_pairing::acceleration::parse(&a.to_string());
        assert_eq!(again.as_ref().ok(), Some(&a), "{spec:?} written as {a}");
    }
    let Some(engine) = arbiter_pairing::system_by_name(text) else {
        return;
    };
    let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
    t.planned_rounds = Some(5);
    for k in 0..9u16 {
        let mut p = Player::named(format!("P{k}"));
        p.rating = Some(Rating(2400 - 70 * k));
        p.group = (k % 4 == 0).then(|| "A".to_string());
        t.add_player(p);
    }
    let _ = engine.pair(&t);
}
