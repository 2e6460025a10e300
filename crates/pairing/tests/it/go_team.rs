//! Go team rounds: which teams meet, and each match paired board by board as OpenGotha's
//! `pairTeams` pairs it (member k against member k, colours alternating down the boards
//! from board 1's colour balance, handicaps as the individual pairing gives them).
#![allow(clippy::unwrap_used, clippy::panic, clippy::expect_used)]

use arbiter_core::{
    GoGame, GoHandicapBase, GoHandicapRules, GoOutcome, GoPlayer, GoPlayerIds, GoRank, GoResult,
    GoSystem, GoTeam, GoTeamRules, GoTournament, go_player_key,
};
use arbiter_pairing::go_team::{GoTeamPairingError, pair_go_match, pair_go_team_round};

fn player(name: &str, rank: GoRank) -> GoPlayer {
    GoPlayer {
        key: go_player_key(name, "P"),
        name: name.to_string(),
        first_name: "P".into(),
        rank,
        rating: arbiter_core::go_rating_of_rank(rank),
        country: String::new(),
        club: String::new(),
        smms_correction: 0,
        participating: vec![true; 20],
        registered: true,
        ids: GoPlayerIds::default(),
    }
}

fn game(
    round: u16,
    table: u32,
    white: usize,
    black: usize,
    handicap: u8,
    white_wins: bool,
) -> GoGame {
    GoGame {
        round,
        table,
        white,
        black,
        handicap,
        known_colour: true,
        result: GoResult {
            outcome: if white_wins {
                GoOutcome::WhiteWins
            } else {
                GoOutcome::BlackWins
            },
            by_default: false,
        },
    }
}

/// Four teams of three (players 3k..3k+2 are team k's boards 1 to 3, all 2d but team 4's
/// board 3, a 5k). Round 1: T1-T2 won 3-0 by T1 (T1 White on board 1), T3-T4 won 2-1
/// by T3 (T4 White on board 1; board 3 a 4-stone game, T3's 2d White).
fn tournament() -> GoTournament {
    let mut t = GoSystem::Swiss.template(3);
    t.handicap = GoHandicapRules {
        base: GoHandicapBase::Rank,
        no_handicap_threshold: GoRank::Dan(1),
        correction: 1,
        ceiling: 9,
    };
    for k in 0..4 {
        let mut team = GoTeam::new(k as u32 + 1, &format!("T{}", k + 1));
        for b in 0..3u8 {
            let rank = if k == 3 && b == 2 {
                GoRank::Kyu(5)
            } else {
                GoRank::Dan(2)
            };
            let p = t.players.len();
            t.players
                .push(player(&format!("T{}B{}", k + 1, b + 1), rank));
            team.assign(1, b + 1, p).unwrap();
        }
        t.teams.teams.push(team);
    }
    t.teams.rules = GoTeamRules::opengotha().with_size(3).unwrap();
    t.games = vec![
        // T1 - T2: T1 White on boards 1 and 3, wins all.
        game(1, 1, 0, 3, 0, true),
        game(1, 2, 4, 1, 0, false),
        game(1, 3, 2, 5, 0, true),
        // T3 - T4: T4 White on board 1 (T3 wins), T3 White on board 2 (T4 wins),
        // board 3 a handicap game won by T3's stronger player.
        game(1, 4, 9, 6, 0, false),
        game(1, 5, 7, 10, 0, false),
        game(1, 6, 8, 11, 4, true),
    ];
    t
}

#[test]
fn a_round_pairs_teams_by_standing_and_boards_as_opengotha() {
    let t = tournament();
    let p = pair_go_team_round(&t, 2).unwrap();
    assert_eq!(p.unpaired, None);
    // Standings after round 1: T1 (2 TP, 3 wins), T3 (2, 2), T4 (0, 1), T2 (0, 0).
    let teams: Vec<(usize, usize)> = p.matches.iter().map(|m| (m.white, m.black)).collect();
    // T1-T3: T1B1 has had White (+1), T3B1 Black (-1): T1 (picked first) takes Black
    // on board 1, so T3 is the White team.
    assert_eq!(teams, vec![(2, 0), (1, 3)]);
    let games: Vec<(u32, usize, usize, u8)> = p
        .matches
        .iter()
        .flat_map(|m| {
            m.games
                .iter()
                .map(|g| (g.table, g.white, g.black, g.handicap))
        })
        .collect();
    assert_eq!(
        games,
        vec![
            // T1 - T3: Black, White, Black for T1 down the boards.
            (1, 6, 0, 0),
            (2, 1, 7, 0),
            (3, 8, 2, 0),
            // T4 - T2: T4B1 had White (+1), T2B1 Black (-1): T4 takes Black on board 1;
            // board 3 is 2d against 5k: 5 grades, less 1, 4 stones, the 2d White.
            (4, 3, 9, 0),
            (5, 10, 4, 0),
            (6, 5, 11, 4),
        ]
    );
}

#[test]
fn a_match_is_refused_as_opengotha_refuses_it() {
    let t = tournament();
    assert_eq!(
        pair_go_match(&t, 2, 0, 1, &[]),
        Err(GoTeamPairingError::AlreadyMet {
            a: "T1".into(),
            b: "T2".into(),
            round: 1
        })
    );
    assert_eq!(
        pair_go_match(&t, 2, 0, 0, &[]),
        Err(GoTeamPairingError::SameTeam)
    );
    assert_eq!(
        pair_go_match(&t, 2, 0, 9, &[]),
        Err(GoTeamPairingError::NoSuchTeam(9))
    );
    assert_eq!(
        pair_go_match(&t, 1, 0, 2, &[]),
        Err(GoTeamPairingError::AlreadyPaired {
            team: "T1".into(),
            round: 1
        })
    );
    let mut absent = t.clone();
    absent.players[4].participating[1] = false;
    assert_eq!(
        pair_go_match(&absent, 2, 1, 2, &[]),
        Err(GoTeamPairingError::Incomplete {
            team: "T2".into(),
            round: 2
        })
    );
    // The incomplete team is left out of the proposal; three teams left, one unpaired.
    let p = pair_go_team_round(&absent, 2).unwrap();
    assert_eq!(p.matches.len(), 1);
    assert_eq!(p.unpaired, Some(3));
    // Tables already taken are skipped.
    let m = pair_go_match(&t, 2, 0, 2, &[1, 3]).unwrap();
    let tables: Vec<u32> = m.games.iter().map(|g| g.table).collect();
    assert_eq!(tables, vec![2, 4, 5]);
}

/// With an odd number of teams, the team left out is the lowest placed of those that
/// have sat out least: a new team that sat out round 1 plays.
#[test]
fn the_team_left_out_has_sat_out_least() {
    let mut t = tournament();
    let mut team = GoTeam::new(5, "T5");
    for b in 0..3u8 {
        let p = t.players.len();
        t.players
            .push(player(&format!("T5B{}", b + 1), GoRank::Dan(2)));
        team.assign(2, b + 1, p).unwrap();
    }
    t.teams.teams.push(team);
    let p = pair_go_team_round(&t, 2).unwrap();
    assert_eq!(p.unpaired, Some(1));
    let mut teams: Vec<(usize, usize)> = p
        .matches
        .iter()
        .map(|m| (m.white.min(m.black), m.white.max(m.black)))
        .collect();
    teams.sort_unstable();
    assert_eq!(teams, vec![(0, 2), (3, 4)]);
}

/// A rematch the matching cannot avoid is paired all the same.
#[test]
fn an_unavoidable_rematch_is_paired() {
    let mut t = tournament();
    t.teams.teams.truncate(2);
    t.games.truncate(3);
    let p = pair_go_team_round(&t, 2).unwrap();
    assert_eq!(p.matches.len(), 1);
    assert_eq!(p.matches[0].games.len(), 3);
}

/// Equal colour balances on board 1: OpenGotha's deterministic pseudo-random choice on
/// the two names decides. The expected games are the ones OpenGotha's own `pairTeams`
/// made from the same file.
#[test]
fn equal_balances_fall_to_the_pseudo_random_choice() {
    let t = tournament();
    let a = pair_go_match(&t, 2, 0, 3, &[]).unwrap();
    let taken: Vec<u32> = a.games.iter().map(|g| g.table).collect();
    let b = pair_go_match(&t, 2, 1, 2, &taken).unwrap();
    let games: Vec<(u32, usize, usize, u8)> = a
        .games
        .iter()
        .chain(&b.games)
        .map(|g| (g.table, g.white, g.black, g.handicap))
        .collect();
    assert_eq!(
        games,
        vec![
            (1, 9, 0, 0),
            (2, 1, 10, 0),
            (3, 2, 11, 4),
            (4, 3, 6, 0),
            (5, 7, 4, 0),
            (6, 5, 8, 0),
        ]
    );
    assert_eq!((a.white, a.black), (3, 0));
    assert_eq!((b.white, b.black), (1, 2));
}

/// Pair Go entrants meet with the handicap of the difference of their members' exact mean
/// grades rounded down (EGC Pair Go rules; issue 43: the entrants' rounded ranks gave a
/// stone more), whether the handicap comes from ranks or McMahon scores.
#[test]
fn pair_go_handicaps_come_from_the_mean_grades() {
    use arbiter_core::{GoPairEntrant, GoPairEntry, GoPairKind, GoPairMember, Sex};
    let member = |rank: &str, sex| GoPairMember {
        name: format!("M{rank}"),
        first_name: String::new(),
        rank: rank.parse().unwrap(),
        rating: 0,
        sex: Some(sex),
        country: String::new(),
        club: String::new(),
        ids: GoPlayerIds::default(),
    };
    // 3d and 1k (mean 1.5d, drawn as 2d) against 1k and 3k (mean 2k).
    let strong = GoPairEntrant::new(
        GoPairKind::PairGo,
        vec![member("3d", Sex::Female), member("1k", Sex::Male)],
    )
    .unwrap();
    let weak = GoPairEntrant::new(
        GoPairKind::PairGo,
        vec![member("1k", Sex::Female), member("3k", Sex::Male)],
    )
    .unwrap();
    for base in [GoHandicapBase::Rank, GoHandicapBase::McMahon] {
        let mut t = GoSystem::McMahon.template(3);
        t.handicap = GoHandicapRules {
            base,
            no_handicap_threshold: GoRank::Dan(9),
            correction: 0,
            ceiling: 9,
        };
        t.players = vec![
            strong.to_player(3),
            weak.to_player(3),
            player("Single", GoRank::Kyu(2)),
        ];
        assert_eq!(t.players[0].rank, GoRank::Dan(2));
        assert_eq!(t.players[1].rank, GoRank::Kyu(2));
        let r = arbiter_pairing::gotha::GoRound::new(&t, 1).unwrap();
        // Without the entrants' members: the rounded ranks' three stones.
        assert_eq!(r.game(1, 0), (0, 1, 3), "{base:?}");
        t.pairs = vec![
            GoPairEntry {
                player: 0,
                entrant: strong.clone(),
            },
            GoPairEntry {
                player: 1,
                entrant: weak.clone(),
            },
        ];
        let r = arbiter_pairing::gotha::GoRound::new(&t, 1).unwrap();
        assert_eq!(r.game(1, 0), (0, 1, 2), "{base:?}");
        // An entrant against a single player: 1.5d against 2k, two stones too.
        assert_eq!(r.game(0, 2), (0, 2, 2), "{base:?}");
        // Entrants of one grade each are single players: 2k against 2k, even.
        assert_eq!(r.game(1, 2).2, 0, "{base:?}");
    }
}
