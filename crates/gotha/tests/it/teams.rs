//! OpenGotha team tournaments: the team section of the XML read, written and read back,
//! errors placed by line and column, and the team standings of a small tournament
//! (6 teams, 3 boards, 3 rounds) checked against values worked out by hand.
#![allow(clippy::unwrap_used, clippy::panic, clippy::expect_used)]

use arbiter_core::{
    GoGame, GoOutcome, GoPlayer, GoPlayerIds, GoResult, GoSystem, GoTeam, GoTeamCriterion,
    GoTeamRules, GoTournament, go_player_key, go_team_matches,
};
use arbiter_standings::go_team::{go_team_scores, go_team_standings, go_team_standings_text};

fn player(name: &str, rating: i32, rounds: u16) -> GoPlayer {
    GoPlayer {
        key: go_player_key(name, "Member"),
        name: name.to_string(),
        first_name: "Member".to_string(),
        rank: arbiter_core::go_rank_of_rating(rating),
        rating,
        country: "FR".into(),
        club: String::new(),
        smms_correction: 0,
        participating: vec![true; usize::from(rounds.max(20))],
        registered: true,
        ids: GoPlayerIds::default(),
    }
}

/// Board results from the first team's side: `W` its member wins, `L` loses, `J` jigo,
/// `X` both lose.
const ROUNDS: [[(usize, usize, &str); 3]; 3] = [
    [(0, 1, "WWL"), (2, 3, "LLL"), (4, 5, "WJL")],
    [(0, 2, "WLJ"), (1, 4, "WWW"), (3, 5, "XWL")],
    [(0, 3, "LLW"), (1, 5, "WLW"), (2, 4, "WWJ")],
];

/// Teams A to F (numbers 1 to 6), three boards; A's third board is A4 in round 3 (A3
/// is absent then). Board 1 of each match: the first team's member has White; colours
/// alternate down the boards.
fn tournament() -> GoTournament {
    let mut t = GoSystem::Swiss.template(3);
    let ratings: [[i32; 3]; 6] = [
        [2200, 2100, 2000],
        [2150, 2000, 1901],
        [2000, 1900, 1800],
        [1950, 1950, 1950],
        [1500, 1500, 1501],
        [1000, 1000, 1000],
    ];
    let letters = ["A", "B", "C", "D", "E", "F"];
    for (k, letter) in letters.iter().enumerate() {
        let mut team = GoTeam::new(k as u32 + 1, &format!("Team {letter}"));
        for b in 0..3u8 {
            let p = t.players.len();
            t.players.push(player(
                &format!("{letter}{}", b + 1),
                ratings[k][usize::from(b)],
                3,
            ));
            team.assign(1, b + 1, p).unwrap();
        }
        t.teams.teams.push(team);
    }
    // The substitute: A4 on board 3 in round 3; A3 does not take part then.
    let a4 = t.players.len();
    t.players.push(player("A4", 1900, 3));
    t.players[2].participating[2] = false;
    t.teams.teams[0].set_member(3, 3, Some(a4)).unwrap();
    t.teams.rules = GoTeamRules {
        size: 3,
        criteria: vec![
            GoTeamCriterion::TeamPoints,
            GoTeamCriterion::BoardWins,
            GoTeamCriterion::Sost,
            GoTeamCriterion::UpperBoardWins(2),
            GoTeamCriterion::UpperBoardWins(1),
            GoTeamCriterion::MeanRating,
        ],
    };
    let mut table = 0;
    for (r, matches) in ROUNDS.iter().enumerate() {
        let round = r as u16 + 1;
        for &(a, b, results) in matches {
            for (k, res) in results.chars().enumerate() {
                let board = k as u8 + 1;
                let pa = t.teams.teams[a].member(round, board).unwrap();
                let pb = t.teams.teams[b].member(round, board).unwrap();
                let a_white = k % 2 == 0;
                let (white, black) = if a_white { (pa, pb) } else { (pb, pa) };
                let outcome = match (res, a_white) {
                    ('W', true) | ('L', false) => GoOutcome::WhiteWins,
                    ('W', false) | ('L', true) => GoOutcome::BlackWins,
                    ('J', _) => GoOutcome::Jigo,
                    ('X', _) => GoOutcome::BothLose,
                    _ => unreachable!(),
                };
                table += 1;
                t.games.push(GoGame {
                    round,
                    table: (table - 1) % 9 + 1,
                    white,
                    black,
                    handicap: 0,
                    known_colour: true,
                    result: GoResult {
                        outcome,
                        by_default: false,
                    },
                });
            }
        }
    }
    t
}

#[test]
fn team_tournament_round_trips_through_the_xml() {
    let t = tournament();
    let text = arbiter_gotha::raw::write(&arbiter_gotha::to_document(&t));
    // OpenGotha's layout: Teams before the parameters, the team parameters after them.
    let teams_at = text.find("<Teams>").unwrap();
    let params_at = text.find("<TournamentParameterSet>").unwrap();
    let team_params_at = text.find("<TeamTournamentParameterSet>").unwrap();
    assert!(teams_at < params_at && params_at < team_params_at);
    assert!(text.contains(r#"<Team teamName="Team A" teamNumber="1">"#));
    assert!(text.contains(r#"<Board boardNumber="3" player="A4MEMBER" roundNumber="3"/>"#));
    assert!(text.contains(r#"<TeamGeneralParameterSet teamSize="3"/>"#));
    assert!(text.contains(r#"<PlacementCriterion name="BDW2U" number="4"/>"#));
    // Line-ups are kept for OpenGotha's 20 rounds.
    assert!(text.contains(r#"<Board boardNumber="1" player="F1MEMBER" roundNumber="20"/>"#));
    let back = arbiter_gotha::read(text.as_bytes()).unwrap();
    assert_eq!(back, t);
    // Written again, the same text.
    assert_eq!(
        arbiter_gotha::raw::write(&arbiter_gotha::to_document(&back)),
        text
    );
}

#[test]
fn matches_are_read_from_board_one() {
    let t = tournament();
    let r2 = go_team_matches(&t, 2);
    assert_eq!(r2.len(), 3);
    // A (index 0) had White on board 1 against C.
    let ac = r2.iter().find(|m| m.has(0)).unwrap();
    assert_eq!((ac.white, ac.black), (0, 2));
    assert_eq!(ac.wins2(0), 3);
    assert_eq!(ac.wins2(2), 3);
    assert_eq!(ac.team_points(0, 3), 1);
    // D-F: board 1 lost by both, 1-1 on the rest: neither side reaches half the boards.
    let df = r2.iter().find(|m| m.has(3)).unwrap();
    assert_eq!((df.wins2(3), df.wins2(5)), (2, 2));
    assert_eq!((df.team_points(3, 3), df.team_points(5, 3)), (0, 0));
}

/// The standings after round 3, worked out by hand:
///
/// | team | TP | BDW (½) | SOST | B2U (½) | B1U (½) | MNR |
/// |---|---|---|---|---|---|---|
/// | A | 2+1+0 = 3 | 4+3+2 = 9 | B4+C3+D4 = 11 | 6 | 4 | 6300/3 = 2100 |
/// | B | 0+2+2 = 4 | 2+6+4 = 12 | A3+E1+F1 = 5 | 6 | 4 | 6051/3 = 2017 |
/// | C | 0+1+2 = 3 | 0+3+5 = 8 | D4+A3+E1 = 8 | 6 | 2 | 1900 |
/// | D | 2+0+2 = 4 | 6+2+4 = 12 | C3+F1+A3 = 7 | 10 | 4 | 1950 |
/// | E | 1+0+0 = 1 | 3+0+1 = 4 | F1+B4+C3 = 8 | 3 | 2 | 4501/3 = 1500 |
/// | F | 1+0+0 = 1 | 3+2+2 = 7 | E1+D4+B4 = 9 | 3 | 0 | 1000 |
///
/// Order by TP, BDW, SOST: D (4, 12, 7) before B (4, 12, 5), A, C, F (1, 7), E (1, 4).
///
/// OpenGotha's own team standings (`ScoredTeamsSet`), run on the file this tournament
/// writes, give the same values, order and round cells after each of the three rounds,
/// and the same shared places with team points alone.
#[test]
fn team_standings_match_the_hand_computed_values() {
    let t = tournament();
    let s = go_team_standings(&t, 3);
    let got: Vec<(String, usize, Vec<i64>)> = s
        .rows
        .iter()
        .map(|r| {
            (
                t.teams.teams[r.team].name.clone(),
                r.place,
                r.values.clone(),
            )
        })
        .collect();
    let want = vec![
        ("Team D", 1, vec![4, 12, 7, 10, 4, 1950]),
        ("Team B", 2, vec![4, 12, 5, 6, 4, 2017]),
        ("Team A", 3, vec![3, 9, 11, 6, 4, 2100]),
        ("Team C", 4, vec![3, 8, 8, 6, 2, 1900]),
        ("Team F", 5, vec![1, 7, 9, 3, 0, 1000]),
        ("Team E", 6, vec![1, 4, 8, 3, 2, 1500]),
    ];
    let want: Vec<(String, usize, Vec<i64>)> = want
        .into_iter()
        .map(|(n, p, v)| (n.to_string(), p, v))
        .collect();
    assert_eq!(got, want);
    // Board by board: D scored 2, 3 and 1 wins on boards 1 to 3.
    let scores = go_team_scores(&t, 3);
    assert_eq!(scores.boards[3], vec![4, 6, 2]);
    // Round cells: A met B (line 2) in round 1, won 2-1, i.e. 2 team points, 2 wins.
    let a = s.rows.iter().find(|r| r.team == 0).unwrap();
    let r1 = a.rounds[0].as_ref().unwrap();
    assert_eq!((r1.opponent, r1.team_points, r1.wins2), (1, 2, 4));
    let text = go_team_standings_text(&s, &t);
    assert!(text.starts_with("Pl\tName\tR1\tR2\tR3\tTP\tBDW\tSOST\tB2U\tB1U\tMNR\n"));
    assert!(text.contains("3\tTeam A\t2+(2)\t4=(1½)\t1-(1)\t3\t4½\t11\t3\t2\t2100\n"));
}

/// With team points alone, equal teams share a place and are listed by team number.
#[test]
fn equal_teams_share_a_place_in_team_number_order() {
    let mut t = tournament();
    t.teams.rules.criteria = vec![GoTeamCriterion::TeamPoints];
    let s = go_team_standings(&t, 3);
    let got: Vec<(u32, usize)> = s
        .rows
        .iter()
        .map(|r| (t.teams.teams[r.team].number, r.place))
        .collect();
    assert_eq!(got, vec![(2, 1), (4, 1), (1, 3), (3, 3), (5, 5), (6, 5)]);
    // After round 1 only: A and D won, E and F drew.
    let s1 = go_team_standings(&t, 1);
    let tp: Vec<(u32, i64)> = s1
        .rows
        .iter()
        .map(|r| (t.teams.teams[r.team].number, r.values[0]))
        .collect();
    assert_eq!(tp, vec![(1, 2), (4, 2), (5, 1), (6, 1), (2, 0), (3, 0)]);
}

const SMALL: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<Tournament dataVersion="201">
    <Players>
        <Player firstName="A" name="X" participating="11" rank="1D" rating="2100"/>
        <Player firstName="B" name="Y" participating="11" rank="2D" rating="2200"/>
    </Players>
    <Games/>
    <Teams>
        <Team teamName="Old" teamNumber="1">
            <Board boardNumber="1" player="XA"/>
            <Board boardNumber="2" player="YB"/>
        </Team>
    </Teams>
    <TournamentParameterSet>
        <GeneralParameterSet numberOfRounds="2"/>
    </TournamentParameterSet>
</Tournament>
"#;

/// A board without a round number (files before OpenGotha V3.28.04) holds the player in
/// every round; a file without team parameters gets OpenGotha's defaults.
#[test]
fn boards_without_round_number_hold_every_round() {
    let t = arbiter_gotha::read(SMALL.as_bytes()).unwrap();
    let team = &t.teams.teams[0];
    assert_eq!(team.member(1, 1), Some(0));
    assert_eq!(team.member(20, 2), Some(1));
    assert_eq!(t.teams.rules, GoTeamRules::default());
    let text = arbiter_gotha::raw::write(&arbiter_gotha::to_document(&t));
    assert_eq!(arbiter_gotha::read(text.as_bytes()).unwrap(), t);
}

#[test]
fn team_errors_are_placed_by_line_and_column() {
    let bad = SMALL
        .replace(
            r#"<Board boardNumber="2" player="YB"/>"#,
            r#"<Board boardNumber="11" player="YB" roundNumber="1"/>
            <Board boardNumber="2" player="NOBODY" roundNumber="1"/>
        </Team>
        <Team teamName="Old" teamNumber="2">
            <Board boardNumber="1" player="YB" roundNumber="1"/>
            <Board boardNumber="2" player="XA" roundNumber="2"/>"#,
        )
        .replace(
            "    </TournamentParameterSet>\n",
            r#"    </TournamentParameterSet>
    <TeamTournamentParameterSet>
        <TeamGeneralParameterSet teamSize="12"/>
        <TeamPlacementParameterSet>
            <PlacementCriteria>
                <PlacementCriterion name="BDW0U" number="1"/>
            </PlacementCriteria>
        </TeamPlacementParameterSet>
    </TeamTournamentParameterSet>
"#,
        );
    let err = arbiter_gotha::read(bad.as_bytes()).unwrap_err();
    let got: Vec<String> = err.diagnostics.iter().map(ToString::to_string).collect();
    let want = [
        r#"11:13: <Board> boardNumber: expected a board number from 1 to 10, found "11""#,
        r#"14:9: <Team> teamName: expected a name no other team has, found "Old""#,
        r#"23:9: <TeamGeneralParameterSet> teamSize: expected a team size from 2 to 10, found "12""#,
        r#"26:17: <PlacementCriterion> name: expected TEAMP, SOST, BDW, BDW1U to BDW9U, MNR or NULL, found "BDW0U""#,
    ];
    assert_eq!(got, want, "{bad}");
}

/// What OpenGotha opens is read as it reads it, each with a warning at its line: a board
/// naming nobody is left out, a player on two boards of a round is kept on both.
#[test]
fn team_boards_opengotha_opens_are_read_with_warnings() {
    let odd = SMALL.replace(
        r#"<Board boardNumber="2" player="YB"/>"#,
        r#"<Board boardNumber="2" player="NOBODY" roundNumber="1"/>
        </Team>
        <Team teamName="New" teamNumber="2">
            <Board boardNumber="1" player="YB" roundNumber="1"/>
            <Board boardNumber="2" player="XA" roundNumber="2"/>"#,
    );
    let doc = arbiter_gotha::parse(odd.as_bytes()).unwrap();
    let (t, warnings) = arbiter_gotha::validate_with_warnings(&doc).unwrap();
    let got: Vec<String> = warnings.iter().map(ToString::to_string).collect();
    let want = [
        r#"11:13: warning: the team board naming "NOBODY" is left out: no player of <Players> has that key"#,
        // XA sits on board 1 of "Old" in every round, and on board 2 of "New" in round 2.
        r#"15:13: warning: player "XA" sits on more than one board in round 2: kept on each, as OpenGotha keeps them"#,
    ];
    assert_eq!(got, want, "{odd}");
    let new = t.teams.teams.iter().find(|t| t.name == "New").unwrap();
    assert_eq!(new.member(2, 2), Some(0));
    assert_eq!(t.teams.teams[0].member(2, 1), Some(0));
}

/// The corpus files (no teams) read as before, and their team parameters survive.
#[test]
fn files_without_teams_keep_their_team_parameters() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go/mm03/final.xml");
    let Ok(bytes) = std::fs::read(&path) else {
        return;
    };
    let t = arbiter_gotha::read(&bytes).unwrap();
    assert!(t.teams.is_empty());
    assert_eq!(t.teams.rules, GoTeamRules::default());
    let text = arbiter_gotha::raw::write(&arbiter_gotha::to_document(&t));
    assert!(!text.contains("<Teams>"));
    assert!(text.contains(r#"<PlacementCriterion name="NULL" number="6"/>"#));
    assert_eq!(arbiter_gotha::read(text.as_bytes()).unwrap(), t);
}
