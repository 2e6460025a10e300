//! Team standings checked against published and hand-computed values.
//!
//! The published values are those of the FIDE Technical Commission's "Exercises in
//! Tie-Breaking" (TEC, 2023), part two (team tournaments, exercises 34–49), whose 14-team,
//! 4-board, 7-round Swiss is rebuilt here match by match from its team crosstable (§2.3).
//! The exercises predate the 2026 cap on the dummy opponent (art. 16.4.1), so they are
//! checked under the 2024 rules; the one value the cap changes is checked under 2026 too.

use crate::rules::{Options, RuleVersion};
use crate::team::{TeamBase, TeamScore, TeamTieBreak, parse_team_list, team_standings};
use crate::team::{TeamStandings, team_tiebreak_values};
use crate::value::Value;
use arbiter_core::teams::{TeamRules, TeamView};
use arbiter_core::{
    ByeKind, Game, GameResult, Player, PlayerId, Points, Rating, Round, RoundNo, Team, TeamForfeit,
    Tournament,
};

/// One match or bye of a round, for the builder.
pub(crate) enum Item {
    /// Home team, away team (indices), and home's result on each board: `1`, `=`, `0`, or
    /// `+` / `-` for a board won / lost by forfeit.
    Match(usize, usize, &'static str),
    /// A match forfeited as a whole (330 `+-`): the first team wins.
    Forfeit(usize, usize),
    /// A bye for every member of a team.
    Bye(usize, ByeKind),
}

/// A team event: `teams` teams of `boards` players (team k's board b is player
/// `k * boards + b`, rated `2400 - 20k - 50b`), every team playing its roster in order.
pub(crate) fn event(names: &[&str], boards: usize, rounds: &[Vec<Item>]) -> Tournament {
    let mut t = Tournament::default();
    for (k, name) in names.iter().enumerate() {
        for b in 0..boards {
            let mut p = Player::named(format!("{name}{}", b + 1));
            p.rating = u16::try_from(2400 - 20 * k - 50 * b).ok().map(Rating);
            t.add_player(p);
        }
        t.teams.teams.push(Team {
            number: u16::try_from(k + 1).ok(),
            name: (*name).to_string(),
            players: (0..boards)
                .map(|b| PlayerId::from_index(k * boards + b))
                .collect(),
            ..Team::default()
        });
    }
    for (r, items) in rounds.iter().enumerate() {
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for item in items {
            match item {
                Item::Match(h, a, res) => {
                    for (b, c) in res.chars().enumerate() {
                        let hp = PlayerId::from_index(h * boards + b);
                        let ap = PlayerId::from_index(a * boards + b);
                        // Home has White on odd boards (WBWB…).
                        let home_white = b % 2 == 0;
                        let g = if home_white {
                            Game::new(hp, ap)
                        } else {
                            Game::new(ap, hp)
                        };
                        let result = match (c, home_white) {
                            ('1', true) | ('0', false) => GameResult::WHITE_WINS,
                            ('0', true) | ('1', false) => GameResult::BLACK_WINS,
                            ('+', true) | ('-', false) => GameResult::WHITE_WINS_BY_FORFEIT,
                            ('-', true) | ('+', false) => GameResult::BLACK_WINS_BY_FORFEIT,
                            _ => GameResult::DRAW,
                        };
                        games.push(g.with_result(result));
                    }
                }
                Item::Forfeit(w, l) => t.teams.forfeits.push(TeamForfeit {
                    kind: "+-".into(),
                    round: RoundNo::from_index(r),
                    white: u16::try_from(w + 1).unwrap(),
                    black: u16::try_from(l + 1).unwrap(),
                }),
                Item::Bye(k, kind) => {
                    for b in 0..boards {
                        byes.push((PlayerId::from_index(k * boards + b), *kind));
                    }
                }
            }
        }
        t.push_round(Round::new_team(games, byes).unwrap()).unwrap();
    }
    t
}

/// Home's board results giving it `halves` half points on four boards: wins first.
fn spread(halves: u32) -> &'static str {
    [
        "0000", "=000", "1000", "1=00", "1100", "11=0", "1110", "111=", "1111",
    ][halves as usize]
}

/// The TEC team crosstable (§2.3), one row per team: opponent, colour, game points.
const TEC: [&str; 14] = [
    "8w2.5 4b1.5 7w3 2b2.5 5w1.5 +F6 3b2.5",
    "9b3 3w4 5b0 1w1.5 13w3 4b2.5 10b3",
    "10w2.5 2b0 9w3 6b2.5 4w3 5b3.5 1w1.5",
    "11b3 1w2.5 13b3 5w3.5 3b1 2w1.5 9b2.5",
    "12w4 6b3 2w4 4b0.5 1b2.5 3w0.5 13b3.5",
    "13b2 5w1 8b3 3w1.5 11b2.5 -F1 12w2.5",
    "14w2 8b2 1b1 10w2.5 9b2 13w2 ZPB",
    "1b1.5 7w2 6w1 12b3.5 10b2 9w2 11w3",
    "2w1 12b4 3b1 14w3 7w2 8b2 4w1.5",
    "3b1.5 11w1.5 12b2.5 7b1.5 8w2 14b3 2w1",
    "4w1 10b2.5 14w2 13b1.5 6w1.5 12w2 8b1",
    "5b0 9w0 10w1.5 8w0.5 PAB 11b2 6b1.5",
    "6w2 14b2.5 4w1 11w2.5 2b1 7b2 5w0.5",
    "7b2 13w1.5 11b2 9b1 HPB 10w1 PAB",
];

const NAMES: [&str; 14] = [
    "Antelopes",
    "Bonobos",
    "Cougars",
    "Deer",
    "Elephants",
    "Falcons",
    "Giraffes",
    "Hippopotami",
    "Iguanas",
    "Jackals",
    "Koalas",
    "Lynxes",
    "Moose",
    "Narwhals",
];

/// The TEC event and its view: PAB and HPB worth 1 MP and 2 GP, ZPB and a forfeit loss
/// nothing, a forfeit win 2 MP and 4 GP (the exercises' tournament regulations).
fn tec() -> (Tournament, TeamView) {
    let mut rounds: Vec<Vec<Item>> = (0..7).map(|_| Vec::new()).collect();
    for (k, row) in TEC.iter().enumerate() {
        for (r, cell) in row.split_whitespace().enumerate() {
            match cell {
                "PAB" => rounds[r].push(Item::Bye(k, ByeKind::PairingAllocated)),
                "HPB" => rounds[r].push(Item::Bye(k, ByeKind::Half)),
                "ZPB" => rounds[r].push(Item::Bye(k, ByeKind::Zero)),
                c if c.starts_with("+F") => {
                    let opp: usize = c[2..].parse().unwrap();
                    rounds[r].push(Item::Forfeit(k, opp - 1));
                }
                c if c.starts_with("-F") => {}
                c => {
                    let at = c.find(['w', 'b']).unwrap();
                    let opp: usize = c[..at].parse().unwrap();
                    let gp: f64 = c[at + 1..].parse().unwrap();
                    // The away row must agree: the other colour and the rest of 4 points.
                    let theirs = TEC[opp - 1].split_whitespace().nth(r).unwrap();
                    let their_gp: f64 = theirs[theirs.find(['w', 'b']).unwrap() + 1..]
                        .parse()
                        .unwrap();
                    assert!((gp + their_gp - 4.0).abs() < 1e-9, "round {} {c}", r + 1);
                    if &c[at..=at] == "w" {
                        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                        let halves = (gp * 2.0).round() as u32;
                        // The Koalas - Narwhals encounter as played (exercises 46-48).
                        let res = if (k, opp, r) == (10, 14, 2) {
                            "1==0"
                        } else {
                            spread(halves)
                        };
                        rounds[r].push(Item::Match(k, opp - 1, res));
                    }
                }
            }
        }
    }
    let mut t = event(&NAMES, 4, &rounds);
    // A PAB is worth two game points: half a point a board.
    t.scoring.pairing_bye = Points::HALF;
    let mut rules = TeamRules::of(&t);
    rules.bye_match_points = Points::ONE;
    let view = TeamView::with_rules(&t, rules).unwrap();
    (t, view)
}

fn opts(version: RuleVersion) -> Options {
    Options {
        version,
        ..Options::default()
    }
}

/// One column of values, in team order, in hundredths.
fn column(t: &Tournament, v: &TeamView, code: &str, version: RuleVersion) -> Vec<i64> {
    let list = parse_team_list(code).unwrap();
    team_tiebreak_values(t, v, &list, &opts(version))
        .unwrap()
        .iter()
        .map(|row| row[0].map_or(i64::MIN, Value::hundredths))
        .collect()
}

fn whole(v: &[i64]) -> Vec<i64> {
    v.iter().map(|x| x * 100).collect()
}

fn tenths(v: &[i64]) -> Vec<i64> {
    v.iter().map(|x| x * 10).collect()
}

/// (team number, rank) in final order.
fn order(s: &TeamStandings) -> Vec<(usize, u32)> {
    s.rows.iter().map(|r| (r.team + 1, r.rank)).collect()
}

#[test]
fn tec_scores_and_exercise_34_standings() {
    let (t, v) = tec();
    let mp = column(&t, &v, "MP", RuleVersion::Fide2024);
    let gp = column(&t, &v, "GP", RuleVersion::Fide2024);
    assert_eq!(mp, whole(&[10, 10, 10, 10, 10, 7, 6, 7, 6, 5, 4, 2, 6, 4]));
    assert_eq!(
        gp,
        tenths(&[
            175, 170, 160, 170, 180, 125, 115, 150, 145, 130, 115, 75, 115, 115
        ])
    );
    let o = opts(RuleVersion::Fide2024);
    // a) MP first, then GP.
    let s = team_standings(&t, &v, &parse_team_list("MP,GP").unwrap(), &o).unwrap();
    assert_eq!(
        order(&s),
        vec![
            (5, 1),
            (1, 2),
            (2, 3),
            (4, 3),
            (3, 5),
            (8, 6),
            (6, 7),
            (9, 8),
            (7, 9),
            (13, 9),
            (10, 11),
            (11, 12),
            (14, 12),
            (12, 14)
        ]
    );
    // b) GP first, then MP; with game points primary, MPvGP is the match points.
    let mut rules = v.rules.clone();
    rules.primary = arbiter_core::teams::PrimaryScore::Game;
    let gv = TeamView::with_rules(&t, rules).unwrap();
    let by_mp = team_standings(&t, &v, &parse_team_list("GP,MP").unwrap(), &o).unwrap();
    let s = team_standings(&t, &gv, &parse_team_list("GP,MPvGP").unwrap(), &o).unwrap();
    assert_eq!(order(&s), order(&by_mp));
    assert_eq!(
        order(&s),
        vec![
            (5, 1),
            (1, 2),
            (2, 3),
            (4, 3),
            (3, 5),
            (8, 6),
            (9, 7),
            (10, 8),
            (6, 9),
            (7, 10),
            (13, 10),
            (11, 12),
            (14, 12),
            (12, 14)
        ]
    );
}

#[test]
fn tec_exercises_35_to_37_buchholz() {
    let (t, v) = tec();
    let y = RuleVersion::Fide2024;
    assert_eq!(
        column(&t, &v, "BH:MP", y),
        whole(&[64, 57, 58, 56, 55, 46, 44, 41, 50, 44, 41, 41, 52, 36])
    );
    assert_eq!(
        column(&t, &v, "BH-C1:MP", y),
        whole(&[57, 52, 53, 52, 53, 39, 38, 39, 48, 42, 39, 39, 48, 32])
    );
    assert_eq!(
        column(&t, &v, "BH:GP", y),
        tenths(&[
            1140, 1075, 1095, 1060, 990, 920, 945, 900, 975, 920, 880, 920, 1010, 870
        ])
    );
    assert_eq!(
        column(&t, &v, "BH-C1:GP", y),
        tenths(&[
            1005, 960, 970, 945, 915, 795, 830, 825, 900, 845, 805, 845, 895, 755
        ])
    );
    // 2026 (art. 16.4.1): the Antelopes' forfeit win in round 6 stands in for an opponent
    // no stronger than the Falcons (7 MP), not for the Antelopes' own 10.
    let bh26 = column(&t, &v, "BH:MP", RuleVersion::Fide2026);
    assert_eq!(bh26[0], 6100);
    assert_eq!(
        bh26[1..],
        whole(&[57, 58, 56, 55, 46, 44, 41, 50, 44, 41, 41, 52, 36])[..]
    );
}

#[test]
fn tec_exercises_38_to_41_extended_sonneborn_berger() {
    let (t, v) = tec();
    let y = RuleVersion::Fide2024;
    assert_eq!(
        column(&t, &v, "EMMSB", y),
        whole(&[88, 74, 76, 72, 70, 32, 33, 30, 26, 19, 16, 6, 30, 19])
    );
    // SB on match points is EMMSB.
    assert_eq!(column(&t, &v, "SB:MP", y), column(&t, &v, "EMMSB", y));
    assert_eq!(
        column(&t, &v, "EMMSB-C1", y)[..5],
        whole(&[74, 64, 66, 64, 66])[..]
    );
    assert_eq!(
        column(&t, &v, "EGMSB", y),
        tenths(&[
            1580, 1440, 1500, 1460, 1320, 795, 785, 790, 665, 530, 450, 190, 720, 480
        ])
    );
    assert_eq!(
        column(&t, &v, "EMGSB", y),
        tenths(&[
            1585, 1310, 1280, 1300, 1250, 730, 685, 770, 830, 725, 610, 335, 730, 580
        ])
    );
    // ESB without a variant: opponents' primary (MP) times the team's secondary (GP).
    assert_eq!(column(&t, &v, "ESB", y), column(&t, &v, "EMGSB", y));
    assert_eq!(column(&t, &v, "ESB:GG", y), column(&t, &v, "EGGSB", y));
    assert_eq!(
        column(&t, &v, "EGGSB", y),
        vec![
            28300, 24975, 24750, 25350, 23600, 15750, 15500, 18150, 18000, 16175, 13850, 8375,
            15250, 14075
        ]
    );
}

#[test]
fn tec_exercises_42_to_48_extended_direct_encounter() {
    let (t, v) = tec();
    let o = opts(RuleVersion::Fide2024);
    let s = team_standings(&t, &v, &parse_team_list("MP,EDE").unwrap(), &o).unwrap();
    assert_eq!(
        order(&s),
        vec![
            // Exercise 45: all five met; MP leaves them tied, GP puts the Deer first and
            // the Elephants last, GP again among the other three: Bonobos, Antelopes,
            // Cougars.
            (4, 1),
            (2, 2),
            (1, 3),
            (3, 4),
            (5, 5),
            // Exercise 43: the Falcons beat the Hippopotami.
            (6, 6),
            (8, 7),
            // Exercise 44: Iguanas and Moose never met: nothing can be said.
            (7, 8),
            (9, 8),
            (13, 8),
            (10, 11),
            // Exercise 42: a drawn match, equal on GP too.
            (11, 12),
            (14, 12),
            (12, 14)
        ]
    );
    // The EDE column: the place inside each group it separated, 0 where it did not.
    let ede: Vec<i64> = s
        .rows
        .iter()
        .map(|r| r.values[1].unwrap().hundredths())
        .collect();
    assert_eq!(ede, whole(&[1, 2, 3, 4, 5, 1, 2, 0, 0, 0, 0, 0, 0, 0]));
    // Exercises 46-48 (art. 13.3.2): the Koalas' board count on their encounter is 3.5
    // against the Narwhals' 6.5; they also win on board 1 (TBR) and on the first three
    // boards (BBE: 2 against 1). Every board follow-up puts the Koalas first.
    for code in ["EDEC", "EDET", "EDEB", "EDEBT", "EDEBB"] {
        let list = parse_team_list(&format!("MP,{code}")).unwrap();
        let s = team_standings(&t, &v, &list, &o).unwrap();
        let koalas = s.row_of(10).unwrap().rank;
        let narwhals = s.row_of(13).unwrap().rank;
        assert_eq!((koalas, narwhals), (12, 13), "{code}");
        assert_eq!(s.row_of(13).unwrap().separated_by, Some(1), "{code}");
    }
}

#[test]
fn tec_exercise_49_score_and_schedule_strength() {
    let (t, v) = tec();
    // FN = floor(7 rounds × 2 MP / 4 GP) = 3; SSSC = GP + BH(MP) / 3, exact to the
    // hundredth. The exercise prints one decimal: 38.8, 36.0, 35.3, 35.7, 36.3, 27.8, 26.2,
    // 28.7, 31.2, 27.7, 25.2, 21.2, 28.8, 23.5, which these round to.
    assert_eq!(
        column(&t, &v, "SSSC", RuleVersion::Fide2024),
        vec![
            3883, 3600, 3533, 3567, 3633, 2783, 2617, 2867, 3117, 2767, 2517, 2117, 2883, 2350
        ]
    );
    // The event may set the factor: /K5 divides by 5.
    assert_eq!(
        column(&t, &v, "SSSC/K5", RuleVersion::Fide2024)[0],
        1750 + 1280
    );
}

// ---------------------------------------------------------------------------------------
// A realistic event: six teams of four boards, five rounds, a board forfeited in round 2,
// a match forfeited in round 3 (330 record), a team bye in round 4 (the Falcons absent,
// the Eagles given the pairing-allocated bye). Every value below is computed by hand in
// the comments, under the 2026 rules.
// ---------------------------------------------------------------------------------------

const SIX: [&str; 6] = ["Aces", "Bears", "Crows", "Dogs", "Eagles", "Falcons"];
const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;
const E: usize = 4;
const F: usize = 5;

pub(crate) fn six() -> Tournament {
    let rounds = vec![
        // R1: A-D 3½-½, B-E 1½-2½, C-F 3-1.
        vec![
            Item::Match(A, D, "111="),
            Item::Match(B, E, "=0=="),
            Item::Match(C, F, "1=1="),
        ],
        // R2: E-A 2-2, C-B 2-2, F-D 1½-2½ (the Dogs' board 1 lost by forfeit).
        vec![
            Item::Match(E, A, "=0=1"),
            Item::Match(C, B, "0=1="),
            Item::Match(F, D, "+0=0"),
        ],
        // R3: A-C 2-2, D-E 2-2, B-F forfeited by the Falcons.
        vec![
            Item::Match(A, C, "1=0="),
            Item::Match(D, E, "=1=0"),
            Item::Forfeit(B, F),
        ],
        // R4: A-B 3-1, C-D 2-2, E the pairing-allocated bye, F absent.
        vec![
            Item::Match(A, B, "11=="),
            Item::Match(C, D, "=0=1"),
            Item::Bye(E, ByeKind::PairingAllocated),
            Item::Bye(F, ByeKind::Zero),
        ],
        // R5: A-F 2-2, E-C 2-2, D-B 2-2.
        vec![
            Item::Match(A, F, "1=0="),
            Item::Match(E, C, "=1=0"),
            Item::Match(D, B, "1=0="),
        ],
    ];
    event(&SIX, 4, &rounds)
}

fn six_column(code: &str) -> Vec<i64> {
    let t = six();
    let v = TeamView::of(&t).unwrap();
    column(&t, &v, code, RuleVersion::Fide2026)
}

#[test]
fn six_teams_scores_and_standings() {
    let t = six();
    let v = TeamView::of(&t).unwrap();
    // MP: A 2+1+1+2+1 = 7, B 0+1+2+0+1 = 4, C 2+1+1+1+1 = 6, D 0+2+1+1+1 = 5,
    // E 2+1+1+2+1 = 7 (the bye worth a win), F 0+0+0+0+1 = 1.
    assert_eq!(six_column("MP"), whole(&[7, 4, 6, 5, 7, 1]));
    // GP: A 3½+2+2+3+2, B 1½+2+4+1+2, C 3+2+2+2+2, D ½+2½+2+2+2, E 2½+2+2+4+2, F 1+1½+0+0+2.
    assert_eq!(six_column("GP"), tenths(&[125, 105, 110, 90, 125, 45]));
    let o = Options::default();
    let s = team_standings(&t, &v, &parse_team_list("MP,GP,EDE").unwrap(), &o).unwrap();
    // Aces and Eagles: 7 MP, 12½ GP, 2-2 in their match: EDE cannot part them.
    assert_eq!(
        order(&s),
        vec![(1, 1), (5, 1), (3, 3), (4, 4), (2, 5), (6, 6)]
    );
    // EDEC: their encounter's board count, Aces ½·1 + 1·2 + ½·3 + 0·4 = 4 against the
    // Eagles' ½·1 + 0·2 + ½·3 + 1·4 = 6: the Aces first.
    let s = team_standings(&t, &v, &parse_team_list("MP,GP,EDEC").unwrap(), &o).unwrap();
    assert_eq!(
        order(&s),
        vec![(1, 1), (5, 2), (3, 3), (4, 4), (2, 5), (6, 6)]
    );
    assert_eq!(s.rows[1].separated_by, Some(2));
    assert_eq!(s.rows[0].mp, Points::whole(7));
    assert_eq!(s.rows[0].gp, Points::from_halves(25));
    // The standings' own values equal the per-team values.
    let list = parse_team_list("MP,GP,BH:MP,SB").unwrap();
    let s = team_standings(&t, &v, &list, &o).unwrap();
    let vals = team_tiebreak_values(&t, &v, &list, &o).unwrap();
    for r in &s.rows {
        assert_eq!(r.values, vals[r.team]);
    }
    // BH:MP parts the two leaders: the Eagles (27) above the Aces (23).
    assert_eq!(s.rows[0].team, E);
    assert_eq!(s.rows[1].separated_by, Some(2));
}

#[test]
fn six_teams_buchholz_family() {
    // Adjusted MP (art. 16.3): every unplayed round is followed by play, so the actual
    // scores: A 7, B 4, C 6, D 5, E 7, F 1.
    // A: D5 + E7 + C6 + B4 + F1 = 23.
    // B: E7 + C6 + (forfeit win over F: min(own 4, F 1) = 1, art. 16.4.1) + A7 + D5 = 26.
    // C: F1 + B4 + A7 + D5 + E7 = 24.  D: A7 + F1 + E7 + C6 + B4 = 25.
    // E: B4 + A7 + D5 + (PAB: min(own 7, a draw a round 1×5 = 5), art. 16.4.2) + C6 = 27.
    // F: C6 + D5 + (forfeit loss: min(1, B 4) = 1) + (ZPB: min(1, 5) = 1) + A7 = 20.
    assert_eq!(six_column("BH:MP"), whole(&[23, 26, 24, 25, 27, 20]));
    // Cut-1: the least significant value; for F its forfeit loss (a voluntary unplayed
    // round, art. 16.5), worth 1 like the weakest opponent.
    assert_eq!(six_column("BH-C1:MP"), whole(&[22, 25, 23, 24, 23, 19]));
    // Median-1 (art. 14.3): also the highest value goes: A 22-7, B 25-7, C 23-7, D 24-7,
    // E 23-7, F 19-7.
    assert_eq!(six_column("BH-M1"), whole(&[15, 18, 16, 17, 16, 12]));
    // On GP: A 9+12½+11+10½+4½ = 47½; B 12½+11+min(10½,4½)+12½+9 = 49½;
    // C 4½+10½+12½+9+12½ = 49; D 12½+4½+12½+11+10½ = 51;
    // E 10½+12½+9+min(12½, 2×5)+11 = 53; F 11+9+4½+min(4½,10)+12½ = 41½.
    assert_eq!(six_column("BH:GP"), tenths(&[475, 495, 490, 510, 530, 415]));
    // Under the 2024 rules the dummy opponent has the team's own score: B 29, E 29.
    let t = six();
    let v = TeamView::of(&t).unwrap();
    assert_eq!(
        column(&t, &v, "BH:MP", RuleVersion::Fide2024),
        whole(&[23, 29, 24, 25, 29, 20])
    );
}

#[test]
fn six_teams_sonneborn_berger_family() {
    // SB on MP (= EMMSB): opponent's MP × MP scored against it.
    // A: 5×2 + 7×1 + 6×1 + 4×2 + 1×1 = 32.  B: 7×0 + 6×1 + 1×2 + 7×0 + 5×1 = 13.
    // C: 1×2 + 4×1 + 7×1 + 5×1 + 7×1 = 25.  D: 7×0 + 1×2 + 7×1 + 6×1 + 4×1 = 19.
    // E: 4×2 + 7×1 + 5×1 + 5×2 + 6×1 = 36.  F: 6×0 + 5×0 + 1×0 + 1×0 + 7×1 = 7.
    assert_eq!(six_column("SB"), whole(&[32, 13, 25, 19, 36, 7]));
    assert_eq!(six_column("EMMSB"), whole(&[32, 13, 25, 19, 36, 7]));
    // ESB (MP primary: opponent's MP × own GP, = EMGSB).
    // A: 5×3½ + 7×2 + 6×2 + 4×3 + 1×2 = 57½.  B: 7×1½ + 6×2 + 1×4 + 7×1 + 5×2 = 43½.
    // C: 1×3 + 4×2 + 7×2 + 5×2 + 7×2 = 49.  D: 7×½ + 1×2½ + 7×2 + 6×2 + 4×2 = 40.
    // E: 4×2½ + 7×2 + 5×2 + 5×4 + 6×2 = 66.  F: 6×1 + 5×1½ + 0 + 0 + 7×2 = 27½.
    assert_eq!(six_column("ESB"), vec![5750, 4350, 4900, 4000, 6600, 2750]);
    // Cut-1: A drops F (1×2), B its dummy (1×4), C F (1×3), D F (1×2½), E B (4×2½),
    // F its forfeit loss (a VUR worth 0, not lower than its weakest opponent's 0).
    assert_eq!(
        six_column("EMGSB-C1"),
        vec![5550, 3950, 4600, 3750, 5600, 2750]
    );
    // EGGSB (= SB:GP): opponent's GP × own GP.
    // A: 9×3½ + 12½×2 + 11×2 + 10½×3 + 4½×2 = 119.
    // B: 12½×1½ + 11×2 + 4½×4 + 12½×1 + 9×2 = 89¼.
    // C: 4½×3 + 10½×2 + 12½×2 + 9×2 + 12½×2 = 102½.
    // D: 12½×½ + 4½×2½ + 12½×2 + 11×2 + 10½×2 = 85½.
    // E: 10½×2½ + 12½×2 + 9×2 + 10×4 + 11×2 = 131¼.
    // F: 11×1 + 9×1½ + 0 + 0 + 12½×2 = 49½.
    assert_eq!(
        six_column("EGGSB"),
        vec![11900, 8925, 10250, 8550, 13125, 4950]
    );
    assert_eq!(six_column("SB:GP"), six_column("EGGSB"));
    // EGMSB: opponent's GP × own MP. A: 9×2 + 12½×1 + 11×1 + 10½×2 + 4½×1 = 67.
    assert_eq!(six_column("EGMSB")[A], 6700);
}

#[test]
fn six_teams_own_results_and_board_systems() {
    // WIN: matches won, played or not: A R1 R4; B its forfeit win; C R1; D R2; E R1 and
    // the bye worth a win; F none. WON: over the board only.
    assert_eq!(six_column("WIN"), whole(&[2, 1, 1, 1, 2, 0]));
    assert_eq!(six_column("WON"), whole(&[2, 0, 1, 1, 1, 0]));
    // On GP: games won. A 3+1+1+2+1 = 8; B 0+1+4 (forfeited match)+0+1 = 6;
    // C 2+1+1+1+1 = 6; D 0+2+1+1+1 = 5; E 1+1+1+4 (bye boards)+1 = 8;
    // F 0+1 (board forfeit)+0+0+1 = 2. Over the board: B 2, E 4, F 1.
    assert_eq!(six_column("WIN:GP"), whole(&[8, 6, 6, 5, 8, 2]));
    assert_eq!(six_column("WON:GP"), whole(&[8, 2, 6, 5, 4, 1]));
    // PS on MP: A 2+3+4+6+7, B 0+1+3+3+4, C 2+3+4+5+6, D 0+2+3+4+5, E 2+3+4+6+7, F 1.
    assert_eq!(six_column("PS"), whole(&[22, 11, 20, 14, 22, 1]));
    // KS: teams with at least half of 10 MP (A, C, D, E) and the MP scored against them.
    // A: D2 + E1 + C1 = 4; B: C1 + D1 = 2; C: A1 + D1 + E1 = 3; D: E1 + C1 = 2;
    // E: A1 + D1 + C1 = 3; F: A1 = 1.
    assert_eq!(six_column("KS"), whole(&[4, 2, 3, 2, 3, 1]));
    // BC (lower is better) over all rounds: per-board totals
    // A [4½,4,2,2] → 4½+8+6+8 = 26½; B [2½,2,3,3] → 27½; C [2,1½,4,3½] → 31;
    // D [2,3½,1½,2] → 21½; E [3,3,3,3½] (bye boards a win each) → 32; F [1,1,1½,1] → 11½.
    assert_eq!(six_column("BC"), tenths(&[265, 275, 310, 215, 320, 115]));
    // SSSC: FN = floor(5 × 2 / 4) = 2; GP + BH(MP)/2: A 12½+11½, B 10½+13, C 11+12,
    // D 9+12½, E 12½+13½, F 4½+10.
    assert_eq!(six_column("SSSC"), vec![2400, 2350, 2300, 2150, 2600, 1450]);
    // MPvGP: the secondary score.
    assert_eq!(six_column("MPvGP"), six_column("GP"));
    // TBR and BBE, over the whole event, part the two leaders: A has 4½ on board 1
    // against E's 3; without board 4 A keeps 10½ against E's 9.
    let t = six();
    let v = TeamView::of(&t).unwrap();
    let o = Options::default();
    for code in ["TBR", "BBE"] {
        let list = parse_team_list(&format!("MP,GP,{code}")).unwrap();
        let s = team_standings(&t, &v, &list, &o).unwrap();
        assert_eq!((s.rows[0].team, s.rows[1].team), (A, E), "{code}");
        assert_eq!(s.rows[1].rank, 2, "{code}");
    }
    // DE on MP: the leaders drew; nobody else is tied.
    let list = parse_team_list("MP,DE").unwrap();
    let s = team_standings(&t, &v, &list, &o).unwrap();
    assert_eq!((s.rows[0].rank, s.rows[1].rank), (1, 1));
    // Reversed BC ranks the higher count first.
    let bc = TeamTieBreak::new(TeamBase::Bc);
    assert!(!bc.higher_is_better());
    assert_eq!(
        TeamTieBreak::new(TeamBase::Bh)
            .on(TeamScore::Game)
            .to_string(),
        "BH:GP"
    );
}

/// A match forfeited as a whole after the lineups were given (as the event records one:
/// every board's game decided by forfeit, and the 330 record): the players' table across
/// teams counts each board as the crosstable does, a forfeit win's point to each player
/// of the team present and nothing to the absent team's, none of them played.
#[test]
fn a_match_forfeited_whole_counts_for_its_players_as_the_crosstable_does() {
    let mut rounds = vec![
        vec![Item::Match(A, B, "1=0="), Item::Match(C, D, "=0=1")],
        vec![Item::Match(B, C, "++++"), Item::Match(D, A, "1=0=")],
    ];
    rounds[1].push(Item::Forfeit(B, C));
    let t = event(&SIX[..4], 4, &rounds);
    let v = TeamView::of(&t).unwrap();
    let rows = crate::individual_across_teams(&v, None);
    for row in &rows {
        assert_eq!(row.points, t.score(row.player), "{}", row.player);
    }
    let bears_board_1 = rows
        .iter()
        .find(|r| r.player == PlayerId::from_index(B * 4))
        .unwrap();
    assert_eq!((bears_board_1.games, bears_board_1.played), (2, 1));
}
