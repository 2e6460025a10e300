//! Small hand-made events, one rule each: shared places, direct encounter, the three rule
//! versions' handling of unplayed rounds, cuts, ratings, categories and renderings.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{PlayerId, Tournament};
use arbiter_standings::{
    Category, Crosstable, Mode, Options, Ranking, RuleVersion, TieBreak, Value, category_standings,
    parse_list, render, standings, standings_list, tiebreak_values,
};

/// A TRF player line: start rank, name, rating (0 for none), and per round
/// (opponent, colour, result) as the TRF writes them.
fn line(n: u32, name: &str, rating: u16, rounds: &[(u32, char, char)]) -> String {
    let rating = if rating == 0 {
        String::new()
    } else {
        rating.to_string()
    };
    let mut s = format!(
        "001 {n:>4} m    {name:<33} {rating:>4} {fed:>3} {id:>11} {birth:>10} {pts:>4} {rank:>4}",
        fed = "",
        id = "",
        birth = "",
        pts = "",
        rank = ""
    );
    for &(o, c, r) in rounds {
        let opp = if o == 0 {
            "0000".to_string()
        } else {
            format!("{o:>4}")
        };
        s.push_str(&format!("  {opp} {c} {r}"));
    }
    s
}

fn event(extra: &[&str], lines: &[String]) -> Tournament {
    let mut text = String::from("012 Test event\n");
    for e in extra {
        text.push_str(e);
        text.push('\n');
    }
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    arbiter_trf::read(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn opts(version: RuleVersion, mode: Mode) -> Options {
    Options {
        version,
        mode,
        ..Options::default()
    }
}

fn value(t: &Tournament, code: &str, o: Options, player: usize) -> Option<Value> {
    let list: Vec<TieBreak> = vec![code.parse().unwrap()];
    tiebreak_values(t, &list, &o).unwrap()[player][0]
}

fn tenths(v: Option<Value>) -> Option<i64> {
    v.map(|v| v.hundredths() / 10)
}

/// 1-2 ½ and 3-4 ½, then 1 beats 3 and 2 beats 4.
fn four() -> Tournament {
    event(
        &[],
        &[
            line(1, "Alpha", 2000, &[(2, 'w', '='), (3, 'w', '1')]),
            line(2, "Bravo", 1900, &[(1, 'b', '='), (4, 'w', '1')]),
            line(3, "Charlie", 1800, &[(4, 'w', '='), (1, 'b', '0')]),
            line(4, "Delta", 1700, &[(3, 'b', '='), (2, 'b', '0')]),
        ],
    )
}

#[test]
fn tied_players_share_a_place_and_the_next_place_is_skipped() {
    let t = four();
    let s = standings(&t, &parse_list("PTS").unwrap(), &Options::default()).unwrap();
    assert_eq!(s.ranks(), vec![1, 1, 3, 3]);
    let seps: Vec<Option<usize>> = s.rows.iter().map(|r| r.separated_by).collect();
    assert_eq!(seps, vec![None, None, Some(0), None]);
    // Buchholz separates the leaders: 1 met 2 (1.5) and 3 (0.5), 2 met 1 (1.5) and 4 (0.5).
    let s = standings(&t, &parse_list("PTS,BH,WON").unwrap(), &Options::default()).unwrap();
    assert_eq!(s.ranks(), vec![1, 1, 3, 3]);
    assert_eq!(s.rows[1].separated_by, None);
}

#[test]
fn direct_encounter_in_a_swiss_needs_a_sure_leader() {
    // Round 1 only: 1 beat 2, 3 had the pairing-allocated bye. 3 could still have beaten
    // 1, so nobody is separated.
    let one_round = event(
        &[],
        &[
            line(1, "A", 0, &[(2, 'w', '1')]),
            line(2, "B", 0, &[(1, 'b', '0')]),
            line(3, "C", 0, &[(0, '-', 'U')]),
        ],
    );
    let de = parse_list("DE").unwrap();
    let s = standings(&one_round, &de, &opts(RuleVersion::Fide2026, Mode::Swiss)).unwrap();
    assert_eq!(s.ranks(), vec![1, 1, 1]);
    // In a round robin every score counts as final: 1 first, 2 and 3 tied.
    let s = standings(
        &one_round,
        &de,
        &opts(RuleVersion::Fide2026, Mode::RoundRobin),
    )
    .unwrap();
    assert_eq!(s.ranks(), vec![1, 2, 2]);
    // Two rounds: 1 beat both; 2 and 3 never met and stay tied.
    let two_rounds = event(
        &[],
        &[
            line(1, "A", 0, &[(2, 'w', '1'), (3, 'b', '1')]),
            line(2, "B", 0, &[(1, 'b', '0'), (0, '-', 'U')]),
            line(3, "C", 0, &[(0, '-', 'U'), (1, 'w', '0')]),
        ],
    );
    let s = standings(&two_rounds, &de, &opts(RuleVersion::Fide2026, Mode::Swiss)).unwrap();
    assert_eq!(s.ranks(), vec![1, 2, 2]);
    assert_eq!(s.rows[1].separated_by, Some(0));
    assert_eq!(s.rows[0].values[0], Some(Value::whole(1)));
}

/// 1 beats 2 in round 1, then takes a half-point bye; 3 has the pairing-allocated bye,
/// then draws with 2.
fn half_bye() -> Tournament {
    event(
        &[],
        &[
            line(1, "A", 0, &[(2, 'w', '1'), (0, '-', 'H')]),
            line(2, "B", 0, &[(1, 'b', '0'), (3, 'w', '=')]),
            line(3, "C", 0, &[(0, '-', 'U'), (2, 'b', '=')]),
        ],
    )
}

#[test]
fn a_bye_in_the_participants_own_buchholz_by_rule_version() {
    let t = half_bye();
    let swiss = |v| opts(v, Mode::Swiss);
    // 2024 art. 16.4: a dummy opponent with the player's own 1.5.
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Fide2024), 0)),
        Some(5 + 15)
    );
    // 2026 art. 16.4.2: capped by a draw in every round, 1.0.
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Fide2026), 0)),
        Some(5 + 10)
    );
    // 2009: the virtual opponent had 1.0, takes the other half point: 1.5.
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Kallithea2009), 0)),
        Some(5 + 15)
    );
    // Sonneborn-Berger of the same rounds: 0.5 × 1 + 1.0 × 0.5 (2026).
    let sb = value(&t, "SB", swiss(RuleVersion::Fide2026), 0).unwrap();
    assert_eq!(sb.hundredths(), 50 + 50);
}

#[test]
fn a_forfeit_by_rule_version() {
    // 1 beat 2, then lost round 2 by forfeit to 3; 2 had the pairing-allocated bye in
    // round 2, 3 in round 1.
    let t = event(
        &[],
        &[
            line(1, "A", 0, &[(2, 'w', '1'), (3, '-', '-')]),
            line(2, "B", 0, &[(1, 'b', '0'), (0, '-', 'U')]),
            line(3, "C", 0, &[(0, '-', 'U'), (1, '-', '+')]),
        ],
    );
    let swiss = |v| opts(v, Mode::Swiss);
    // 2009: opponent 2's bye counts as a draw (0.5); the virtual opponent of round 2 had
    // 1.0 and won (2.0).
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Kallithea2009), 0)),
        Some(5 + 20)
    );
    // 2024: 2 counts with the bye's point (1.0); the dummy has 1's own 1.0.
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Fide2024), 0)),
        Some(10 + 10)
    );
    // 2026: the dummy is capped by 3's adjusted score (2.0): still 1.0.
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Fide2026), 0)),
        Some(10 + 10)
    );
    // Forfeits as games (/P): 3 (2.0) replaces the dummy.
    assert_eq!(
        tenths(value(&t, "BH-P", swiss(RuleVersion::Fide2026), 0)),
        Some(10 + 20)
    );
    // A round robin counts the forfeit as a game against 3 and leaves out byes.
    assert_eq!(
        tenths(value(
            &t,
            "BH",
            opts(RuleVersion::Fide2026, Mode::RoundRobin),
            0
        )),
        Some(10 + 20)
    );
}

#[test]
fn cut_one_takes_a_voluntary_unplayed_round_first() {
    // 1: beats 2, zero-point bye, beats 3. 2: 0.5 in all. 3: 2 points.
    let t = event(
        &[],
        &[
            line(1, "A", 0, &[(2, 'w', '1'), (0, '-', 'Z'), (3, 'w', '1')]),
            line(2, "B", 0, &[(1, 'b', '0'), (3, 'w', '0'), (4, 'w', '=')]),
            line(3, "C", 0, &[(4, 'w', '1'), (2, 'b', '1'), (1, 'b', '0')]),
            line(4, "D", 0, &[(3, 'b', '0'), (0, '-', 'U'), (2, 'b', '=')]),
        ],
    );
    let swiss = |v| opts(v, Mode::Swiss);
    // Slots: 2 (0.5), the dummy (2.0 in 2024, capped at 1.5 in 2026), 3 (2.0).
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Fide2024), 0)),
        Some(45)
    );
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Fide2026), 0)),
        Some(40)
    );
    // Art. 16.5: the cut takes the zero-point bye's slot, not the weakest opponent.
    assert_eq!(
        tenths(value(&t, "BH-C1", swiss(RuleVersion::Fide2024), 0)),
        Some(25)
    );
    assert_eq!(
        tenths(value(&t, "BH-C1", swiss(RuleVersion::Fide2026), 0)),
        Some(25)
    );
    // 2009 knows no such exception: virtual opponent 1 + 1 + 0.5 = 2.5; the 0.5 is cut.
    assert_eq!(
        tenths(value(&t, "BH", swiss(RuleVersion::Kallithea2009), 0)),
        Some(50)
    );
    assert_eq!(
        tenths(value(&t, "BH-C1", swiss(RuleVersion::Kallithea2009), 0)),
        Some(45)
    );
    // Median-1 cuts one low and one high slot.
    assert_eq!(
        tenths(value(&t, "BH-M1", swiss(RuleVersion::Fide2024), 0)),
        Some(5)
    );
    // Progressive scores: 1, 1, 2; Cut-1 drops round 1.
    assert_eq!(
        tenths(value(&t, "PS", swiss(RuleVersion::Fide2026), 0)),
        Some(40)
    );
    assert_eq!(
        tenths(value(&t, "PS-C1", swiss(RuleVersion::Fide2026), 0)),
        Some(30)
    );
    // Rounds elected to play: two games; the zero-point bye was requested.
    assert_eq!(
        value(&t, "REP", swiss(RuleVersion::Fide2026), 0),
        Some(Value::whole(2))
    );
    // D's pairing-allocated bye counts as a win and as a round elected to play.
    assert_eq!(
        value(&t, "WIN", swiss(RuleVersion::Fide2026), 3),
        Some(Value::whole(1))
    );
    assert_eq!(
        value(&t, "WON", swiss(RuleVersion::Fide2026), 3),
        Some(Value::whole(0))
    );
    assert_eq!(
        value(&t, "GE", swiss(RuleVersion::Fide2026), 3),
        Some(Value::whole(3))
    );
}

#[test]
fn rating_based_tie_breaks_need_every_rating_or_a_default() {
    let mut t = four();
    let o = Options::default();
    // 1 met 2 (1900) and 3 (1800): ARO 1850; 1.5 of 2 is 75 %: TPR 1850 + 193.
    assert_eq!(value(&t, "ARO", o, 0), Some(Value::whole(1850)));
    assert_eq!(value(&t, "TPR", o, 0), Some(Value::whole(2043)));
    assert_eq!(value(&t, "ARO-C1", o, 0), Some(Value::whole(1900)));
    assert!(value(&t, "PTP", o, 0).is_some());
    t.player_mut(PlayerId::new(3).unwrap()).unwrap().rating = None;
    assert_eq!(value(&t, "ARO", o, 0), None);
    assert_eq!(value(&t, "ARO", o, 1), None);
    assert_eq!(value(&t, "ARO-U1000", o, 0), Some(Value::whole(1450)));
    let with_default = Options {
        unrated_rating: Some(1200),
        ..o
    };
    assert_eq!(value(&t, "ARO", with_default, 0), Some(Value::whole(1550)));
}

#[test]
fn categories_keep_the_overall_order_and_ties() {
    let mut t = four();
    for (i, fed) in ["NOR", "ITA", "NOR", "NOR"].iter().enumerate() {
        t.player_mut(PlayerId::from_index(i)).unwrap().federation = Some((*fed).into());
    }
    let s = standings(&t, &parse_list("PTS").unwrap(), &Options::default()).unwrap();
    let s = arbiter_standings::Ranking::chess(s, t.rounds_paired());
    let nor = category_standings(&s, &t, &Category::Federation("nor".into()));
    let got: Vec<(u32, u32)> = nor.rows.iter().map(|r| (r.player.get(), r.place)).collect();
    assert_eq!(got, vec![(1, 1), (3, 2), (4, 2)]);
    let strong = category_standings(
        &s,
        &t,
        &Category::Rating {
            min: Some(1800),
            max: None,
        },
    );
    assert_eq!(strong.rows.len(), 3);
}

#[test]
fn the_trf_list_of_tie_breaks_is_read() {
    let t = event(
        &["202 BH/C1, BH, SB/C1, DE"],
        &[
            line(1, "A", 0, &[(2, 'w', '1')]),
            line(2, "B", 0, &[(1, 'b', '0')]),
        ],
    );
    let list = standings_list(t.info.tiebreaks.as_deref().unwrap()).unwrap();
    let codes: Vec<String> = list.iter().map(ToString::to_string).collect();
    assert_eq!(codes, ["PTS", "BH-C1", "BH", "SB-C1", "DE"]);
    let s = standings(&t, &list, &Options::default()).unwrap();
    assert_eq!(s.ranks(), vec![1, 2]);
}

#[test]
fn renderings_escape_names() {
    let mut t = four();
    t.player_mut(PlayerId::new(1).unwrap()).unwrap().name = "<b>Smith</b> & \"Jones\", Jr".into();
    let s = standings(
        &t,
        &parse_list("PTS,BH-C1,SB").unwrap(),
        &Options::default(),
    )
    .unwrap();
    let s = Ranking::chess(s, t.rounds_paired());
    let html = render::ranking_html(&s, &t);
    assert!(html.contains("&lt;b&gt;Smith&lt;/b&gt; &amp; &quot;Jones&quot;, Jr"));
    assert!(!html.contains("<b>"));
    let json: serde_json::Value = serde_json::from_str(&render::ranking_json(&s, &t)).unwrap();
    assert_eq!(json["tiebreaks"], serde_json::json!(["PTS", "BH-C1", "SB"]));
    let first = &json["players"][0];
    assert_eq!(first["start_rank"], 1);
    assert_eq!(first["rank"], 1);
    assert_eq!(first["name"], "<b>Smith</b> & \"Jones\", Jr");
    assert_eq!(first["values"]["PTS"].as_f64(), Some(1.5));
    assert!(first["values"]["SB"].is_number());
    let csv = render::ranking_csv(&s, &t);
    assert!(csv.contains("\"<b>Smith</b> & \"\"Jones\"\", Jr\""));
    let text = render::ranking_text(&s, &t);
    assert!(text.starts_with("Rank SNo Name"));
    let tsv = render::ranking_tsv(&s, &t);
    assert_eq!(tsv.lines().count(), 5);

    let c = Crosstable::of(&t, &s);
    let by_rank = render::crosstable_text(&c, render::Order::FinalRank);
    assert!(by_rank.lines().nth(1).unwrap().contains("2w="));
    let cj: serde_json::Value =
        serde_json::from_str(&render::crosstable_json(&c, render::Order::StartRank)).unwrap();
    assert_eq!(cj["players"][0]["rounds"][1]["opponent"], 3);
    assert_eq!(
        cj["players"][0]["progressive"],
        serde_json::json!([0.5, 1.5])
    );
    assert!(render::crosstable_html(&c, render::Order::StartRank).contains("&lt;b&gt;"));
}
