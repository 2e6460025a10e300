//! Text and JSON of team standings, board prizes, the individual standings across teams
//! and Vega's "Rank Teams". Names are data: cleaned of line breaks for text, escaped for
//! JSON.

use crate::render::{align, json_string};
use crate::team::TeamStandings;
use crate::team_players::{BoardPrizeTable, ClubRanking, PlayerAcrossRow};
use crate::value::Value;
use arbiter_core::teams::TeamView;
use arbiter_core::{PlayerId, Points, Tournament};
use std::fmt::Write as _;

fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

fn team_name(view: &TeamView, k: usize) -> String {
    view.teams
        .get(k)
        .map(|t| t.name.clone())
        .unwrap_or_default()
}

fn player_name(t: &Tournament, p: PlayerId) -> String {
    t.player(p).map(|x| x.name.clone()).unwrap_or_default()
}

fn pct(v: Option<Value>) -> String {
    v.map_or_else(String::new, |v| v.format(1))
}

fn pct_json(v: Option<Value>) -> String {
    v.map_or_else(|| "null".to_string(), |v| v.format(2))
}

/// Writes each item with `each`, commas between them.
fn push_separated<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    mut each: impl FnMut(&mut String, T),
) {
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        each(out, item);
    }
}

fn header(names: &[&str]) -> Vec<String> {
    names.iter().map(|x| (*x).to_string()).collect()
}

fn opt_json<T: ToString>(v: Option<T>) -> String {
    v.map_or_else(|| "null".to_string(), |x| x.to_string())
}

/// Team standings as an aligned text table: rank, team number, name, MP, GP, then the
/// tie-breaks (score totals already have their columns).
#[must_use]
pub fn team_standings_text(s: &TeamStandings, view: &TeamView) -> String {
    let mut head: Vec<String> = ["Rank", "No", "Team", "MP", "GP"]
        .iter()
        .map(|x| (*x).to_string())
        .collect();
    // Score totals (the leading primary score, a later MP or GP) have their columns.
    let rest = s
        .tiebreaks
        .iter()
        .enumerate()
        .filter(|(i, tb)| *i > 0 && tb.base != crate::team::TeamBase::Score);
    head.extend(rest.clone().map(|(_, tb)| tb.to_string()));
    let mut rows = vec![head];
    for r in &s.rows {
        let mut f = vec![
            r.rank.to_string(),
            view.number(r.team).to_string(),
            one_line(&team_name(view, r.team)),
            r.mp.to_string(),
            r.gp.to_string(),
        ];
        f.extend(
            rest.clone()
                .map(|(i, tb)| r.values[i].map_or_else(String::new, |v| v.format(tb.decimals()))),
        );
        rows.push(f);
    }
    align(&rows, &[false, false, true])
}

/// Team standings as JSON: an array in final order, one object per team with `rank`
/// (shared by tied teams), `number`, `team`, `mp`, `gp` and `tiebreaks` (code → value,
/// `null` when undefined, in list order):
/// `[{"rank":1,"number":5,"team":"Elephants","mp":10.0,"gp":18.0,"tiebreaks":{"MP":10.0,"BH:MP":55.0}}]`.
#[must_use]
pub fn team_standings_json(s: &TeamStandings, view: &TeamView) -> String {
    let codes: Vec<String> = s.tiebreaks.iter().map(ToString::to_string).collect();
    let mut out = String::from("[");
    push_separated(&mut out, s.rows.iter(), |out, r| {
        let _ = write!(
            out,
            "{{\"rank\":{},\"number\":{},\"team\":{},\"mp\":{},\"gp\":{},\"tiebreaks\":{{",
            r.rank,
            view.number(r.team),
            json_string(&team_name(view, r.team)),
            r.mp,
            r.gp
        );
        let values = s.tiebreaks.iter().zip(&r.values).zip(&codes);
        push_separated(out, values, |out, ((tb, v), code)| {
            let number = v.map_or_else(|| "null".to_string(), |v| v.format(tb.decimals()));
            let _ = write!(out, "{}:{number}", json_string(code));
        });
        out.push_str("}}");
    });
    out.push(']');
    out
}

/// Board prizes as text: one table per board (rank, name, team, points, games, %,
/// performance); players below the minimum of games unranked at the end.
#[must_use]
pub fn board_prizes_text(tables: &[BoardPrizeTable], t: &Tournament, view: &TeamView) -> String {
    let mut out = String::new();
    for (i, b) in tables.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = writeln!(out, "Board {}", b.board);
        let mut rows: Vec<Vec<String>> = vec![header(&[
            "Rank", "Name", "Team", "Pts", "Games", "%", "Perf",
        ])];
        for r in &b.rows {
            rows.push(vec![
                r.rank.map(|x| x.to_string()).unwrap_or_default(),
                one_line(&player_name(t, r.player)),
                one_line(&r.team.map(|k| team_name(view, k)).unwrap_or_default()),
                r.points.to_string(),
                r.games.to_string(),
                pct(r.percentage),
                r.performance.map(|x| x.to_string()).unwrap_or_default(),
            ]);
        }
        out.push_str(&align(&rows, &[false, true, true]));
    }
    out
}

/// Board prizes as JSON: `[{"board":1,"players":[{"rank":1,"start_rank":1,"name":"…",
/// "team":"…","points":4.5,"games":5,"percentage":90.00,"performance":2706}]}]`; `rank`,
/// `team`, `percentage` and `performance` may be `null`.
#[must_use]
pub fn board_prizes_json(tables: &[BoardPrizeTable], t: &Tournament, view: &TeamView) -> String {
    let mut out = String::from("[");
    push_separated(&mut out, tables.iter(), |out, b| {
        let _ = write!(out, "{{\"board\":{},\"players\":[", b.board);
        push_separated(out, b.rows.iter(), |out, r| {
            let team = r
                .team
                .map_or_else(|| "null".to_string(), |k| json_string(&team_name(view, k)));
            let _ = write!(
                out,
                "{{\"rank\":{},\"start_rank\":{},\"name\":{},\"team\":{team},\"points\":{},\"games\":{},\"percentage\":{},\"performance\":{}}}",
                opt_json(r.rank),
                r.player,
                json_string(&player_name(t, r.player)),
                r.points,
                r.games,
                pct_json(r.percentage),
                opt_json(r.performance)
            );
        });
        out.push_str("]}");
    });
    out.push(']');
    out
}

fn boards_list(b: &[usize]) -> String {
    b.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The individual standings across teams as text.
#[must_use]
pub fn individual_across_teams_text(
    rows: &[PlayerAcrossRow],
    t: &Tournament,
    view: &TeamView,
) -> String {
    let mut out: Vec<Vec<String>> = vec![header(&[
        "Rank", "Name", "Team", "Pts", "Games", "Played", "%", "Boards",
    ])];
    for r in rows {
        out.push(vec![
            r.rank.to_string(),
            one_line(&player_name(t, r.player)),
            one_line(&team_name(view, r.team)),
            r.points.to_string(),
            r.games.to_string(),
            r.played.to_string(),
            pct(r.percentage),
            boards_list(&r.boards),
        ]);
    }
    align(&out, &[false, true, true])
}

/// The individual standings across teams as JSON: `[{"rank":1,"start_rank":1,
/// "name":"…","team":"…","points":4.5,"games":5,"played":5,"percentage":90.00,
/// "boards":[1]}]`.
#[must_use]
pub fn individual_across_teams_json(
    rows: &[PlayerAcrossRow],
    t: &Tournament,
    view: &TeamView,
) -> String {
    let mut out = String::from("[");
    push_separated(&mut out, rows.iter(), |out, r| {
        let _ = write!(
            out,
            "{{\"rank\":{},\"start_rank\":{},\"name\":{},\"team\":{},\"points\":{},\"games\":{},\"played\":{},\"percentage\":{},\"boards\":[{}]}}",
            r.rank,
            r.player,
            json_string(&player_name(t, r.player)),
            json_string(&team_name(view, r.team)),
            r.points,
            r.games,
            r.played,
            pct_json(r.percentage),
            boards_list(&r.boards)
        );
    });
    out.push(']');
    out
}

/// Vega's "Rank Teams" as text: the clubs with their sum and counted players, then the
/// ranking of each of the first N boards.
#[must_use]
pub fn rank_teams_text(r: &ClubRanking, t: &Tournament) -> String {
    let mut rows: Vec<Vec<String>> = vec![header(&["Rank", "Club", "Pts", "Counted"])];
    let counted = |c: &[(PlayerId, Points)]| {
        c.iter()
            .map(|(p, s)| format!("{} {s}", one_line(&player_name(t, *p))))
            .collect::<Vec<_>>()
            .join("; ")
    };
    for c in &r.clubs {
        rows.push(vec![
            c.rank.to_string(),
            one_line(&c.club),
            c.points.to_string(),
            counted(&c.counted),
        ]);
    }
    let mut out = format!("Best {} results\n", r.n);
    out.push_str(&align(&rows, &[false, true, false, true]));
    for (k, board) in r.boards.iter().enumerate() {
        let _ = writeln!(out, "\nBoard {}", k + 1);
        let mut rows: Vec<Vec<String>> = vec![header(&["Rank", "Name", "Club", "Pts"])];
        for b in board {
            rows.push(vec![
                b.rank.to_string(),
                one_line(&player_name(t, b.player)),
                one_line(&b.club),
                b.points.to_string(),
            ]);
        }
        out.push_str(&align(&rows, &[false, true, true]));
    }
    out
}

/// Vega's "Rank Teams" as JSON: `{"best":4,"clubs":[{"rank":1,"club":"…","points":12.5,
/// "members":6,"counted":[{"start_rank":3,"name":"…","points":4.0}]}],"boards":[[{"rank":1,
/// "club":"…","start_rank":3,"name":"…","points":4.0}]]}`.
#[must_use]
pub fn rank_teams_json(r: &ClubRanking, t: &Tournament) -> String {
    let mut out = format!("{{\"best\":{},\"clubs\":[", r.n);
    push_separated(&mut out, r.clubs.iter(), |out, c| {
        let _ = write!(
            out,
            "{{\"rank\":{},\"club\":{},\"points\":{},\"members\":{},\"counted\":[",
            c.rank,
            json_string(&c.club),
            c.points,
            c.members
        );
        push_separated(out, c.counted.iter(), |out, (p, s)| {
            let _ = write!(
                out,
                "{{\"start_rank\":{p},\"name\":{},\"points\":{s}}}",
                json_string(&player_name(t, *p))
            );
        });
        out.push_str("]}");
    });
    out.push_str("],\"boards\":[");
    push_separated(&mut out, r.boards.iter(), |out, board| {
        out.push('[');
        push_separated(out, board.iter(), |out, b| {
            let _ = write!(
                out,
                "{{\"rank\":{},\"club\":{},\"start_rank\":{},\"name\":{},\"points\":{}}}",
                b.rank,
                json_string(&b.club),
                b.player,
                json_string(&player_name(t, b.player)),
                b.points
            );
        });
        out.push(']');
    });
    out.push_str("]}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::team::{parse_team_list, team_standings};
    use crate::team_players::{BoardPrizeOptions, board_prizes, individual_across_teams};
    use crate::team_tests::six;

    #[test]
    fn team_standings_render_as_text_and_json() {
        let t = six();
        let view = TeamView::of(&t).unwrap();
        let list = parse_team_list("MP,GP,EDE,BH:MP").unwrap();
        let s = team_standings(&t, &view, &list, &crate::Options::default()).unwrap();
        let json = team_standings_json(&s, &view);
        assert!(json.starts_with(
            "[{\"rank\":1,\"number\":5,\"team\":\"Eagles\",\"mp\":7.0,\"gp\":12.5,\"tiebreaks\":{\"MP\":7.0,\"GP\":12.5,\"EDE\":0,\"BH:MP\":27.0}},{\"rank\":2,\"number\":1,\"team\":\"Aces\""
        ), "{json}");
        assert!(json.ends_with("\"BH:MP\":20.0}}]"), "{json}");
        let text = team_standings_text(&s, &view);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 7);
        assert!(lines[0].starts_with("Rank No Team"));
        assert!(lines[0].ends_with("GP EDE BH:MP"));
        assert!(lines[1].contains("Eagles"));
        assert!(lines[1].ends_with("7.0 12.5   0  27.0"), "{}", lines[1]);
    }

    #[test]
    fn players_and_clubs_render() {
        let t = six();
        let view = TeamView::of(&t).unwrap();
        let opts = BoardPrizeOptions {
            min_games: 3,
            ..BoardPrizeOptions::default()
        };
        let bp = board_prizes(&t, &view, &opts);
        let json = board_prizes_json(&bp, &t, &view);
        assert!(json.starts_with(
            "[{\"board\":1,\"players\":[{\"rank\":1,\"start_rank\":1,\"name\":\"Aces1\",\"team\":\"Aces\",\"points\":4.5,\"games\":5,\"percentage\":90.00,\"performance\":2706}"
        ), "{json}");
        assert!(json.contains("{\"rank\":null,\"start_rank\":21,\"name\":\"Falcons1\""));
        let text = board_prizes_text(&bp, &t, &view);
        assert!(text.starts_with("Board 1\nRank Name"));
        let rows = individual_across_teams(&view, None);
        let json = individual_across_teams_json(&rows, &t, &view);
        assert!(json.starts_with(
            "[{\"rank\":1,\"start_rank\":1,\"name\":\"Aces1\",\"team\":\"Aces\",\"points\":4.5,\"games\":5,\"played\":5,\"percentage\":90.00,\"boards\":[1]}"
        ), "{json}");
        assert_eq!(
            individual_across_teams_text(&rows, &t, &view)
                .lines()
                .count(),
            25
        );
        let mut t = six();
        for k in 0..t.player_count() {
            if let Some(p) = t.player_mut(PlayerId::from_index(k)) {
                p.club = Some(if k % 2 == 0 { "Even" } else { "Odd\"s" }.to_string());
            }
        }
        let r = crate::rank_teams(&t, 2);
        let json = rank_teams_json(&r, &t);
        assert!(json.starts_with("{\"best\":2,\"clubs\":[{\"rank\":1,\"club\":"));
        assert!(json.contains("\"Odd\\\"s\""));
        let text = rank_teams_text(&r, &t);
        assert!(text.starts_with("Best 2 results\nRank Club"));
        assert!(text.contains("\nBoard 2\n"));
    }
}
