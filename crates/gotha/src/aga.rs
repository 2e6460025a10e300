//! The AGA results file OpenGotha exports for the American Go Association: the event,
//! then `PLAYERS` (AGA id, `Name, Given name`, rank) and `GAMES k` per round (White's and
//! Black's ids, `W`, `B` or `?`, handicap, komi). Players without an AGA id get stand-in
//! ids counting down from 99999, as OpenGotha gives them.

use crate::write::rank;
use arbiter_core::{GoOutcome, GoTournament};
use std::fmt::Write as _;

/// The AGA id of each player: its own when it is a positive number, else a stand-in from
/// 99999 down, skipping ids taken, given in the order of `standings`.
#[must_use]
pub fn aga_ids(t: &GoTournament, standings: &[usize]) -> Vec<u32> {
    let own = |p: usize| t.players[p].ids.aga_id.trim().parse::<u32>().unwrap_or(0);
    let mut ids: Vec<u32> = (0..t.players.len()).map(own).collect();
    let taken: std::collections::HashSet<u32> = ids.iter().copied().filter(|&i| i > 0).collect();
    let mut next = 99_999u32;
    for &p in standings {
        if ids[p] > 0 {
            continue;
        }
        while taken.contains(&next) {
            next -= 1;
        }
        ids[p] = next;
        next -= 1;
    }
    ids
}

/// The AGA results file of `t`; `standings` orders the players for their stand-in ids
/// (every player should appear once).
#[must_use]
pub fn write_aga(t: &GoTournament, standings: &[usize]) -> String {
    let i = &t.info;
    let ids = aga_ids(t, standings);
    let mut out = String::new();
    let _ = writeln!(out, "Tourney\t{}, {}", i.name, i.location);
    let _ = writeln!(out, "location='{}'", i.location);
    let _ = writeln!(out, "\tstart={}", i.begin_date);
    let _ = writeln!(out, "\tfinish={}", i.end_date);
    out.push_str("PLAYERS\n");
    let mut players: Vec<usize> = standings.to_vec();
    players.sort_by_key(|&p| ids[p]);
    for p in players {
        let pl = &t.players[p];
        let _ = writeln!(
            out,
            "{}\t{}, {}\t{}",
            ids[p],
            pl.name,
            pl.first_name,
            rank(pl.rank)
        );
    }
    for round in 1..=t.rounds {
        let _ = write!(out, "\nGAMES {round}\n");
        let mut games: Vec<_> = t.games.iter().filter(|g| g.round == round).collect();
        games.sort_by_key(|g| g.table);
        for g in games {
            // A game decided by default was not played: no result to rate.
            let result = match (g.result.outcome, g.result.by_default) {
                (GoOutcome::WhiteWins, false) => 'W',
                (GoOutcome::BlackWins, false) => 'B',
                _ => '?',
            };
            // One stone is no komi, Black first: written as no handicap without komi.
            let (stones, komi) = match g.handicap {
                0 => (0, 7),
                1 => (0, 0),
                h => (h, 0),
            };
            let _ = writeln!(
                out,
                "{}\t{}\t{result}\t{stones}\t{komi}",
                ids[g.white], ids[g.black]
            );
        }
    }
    out.push_str("\n\nEND\n");
    out
}
