//! Hilton pairings for jamboree team events: many teams, few rounds (three), every team
//! meets every other team in each round, one board against each.
//!
//! Teams are letters A, B, C, …; a game `CB` means team C's player on that board has white
//! against team B's player on the same board. The tables for 4, 6, 8 and 10 teams are the
//! published ones; their natural team size is (teams − 1) boards. A shorter team drops
//! boards from the top (the table's last rows are kept and numbered from 1); a longer team
//! repeats the top boards with colours reversed. An odd number of teams plays the table of
//! one more team, the last letter being a phantom: the player drawn against it has no game
//! in that round. In every table nobody has the same colour three times in the three rounds.

use arbiter_core::Colour;
use std::fmt;

/// Rounds of a Hilton jamboree.
pub const ROUNDS: usize = 3;

/// Why a Hilton schedule cannot be built.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum HiltonError {
    /// No table for this number of teams.
    #[error("Hilton tables exist for 3 to 10 teams, not {0}")]
    Teams(u32),
    /// Teams without players, or more boards than a schedule is built for.
    #[error("a team needs 1 to 99 boards, not {0}")]
    Boards(u32),
}

impl HiltonError {
    /// The sentence of the error for the catalogue.
    #[must_use]
    pub fn message(&self) -> crate::Message {
        match self {
            HiltonError::Teams(n) => {
                crate::Message::new("pairing-refused-hilton-teams").text("count", n)
            }
            HiltonError::Boards(n) => {
                crate::Message::new("pairing-refused-hilton-boards").text("count", n)
            }
        }
    }
}

/// One game: the team whose player has white and the team whose player has black.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct HiltonGame {
    /// The team with white (a letter).
    pub white: char,
    /// The team with black.
    pub black: char,
}

impl fmt::Display for HiltonGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.white, self.black)
    }
}

/// Per board, the three rounds' games as written in the published tables.
const TABLE_4: [[&str; 3]; 3] = [
    ["CB DA", "BA DC", "AC BD"],
    ["AC BD", "CB DA", "BA DC"],
    ["BA DC", "AC BD", "CB DA"],
];

const TABLE_6: [[&str; 3]; 5] = [
    ["EB CD FA", "DB AE CF", "EC BA DF"],
    ["AC DE BF", "EC BA FD", "AD CB FE"],
    ["BD EA FC", "AD CB EF", "BE DC AF"],
    ["CE AB DF", "BE DC FA", "CA ED FB"],
    ["DA BC FE", "CA ED BF", "DB AE CF"],
];

const TABLE_8: [[&str; 3]; 7] = [
    ["GB CF ED HA", "DB AE FG CH", "EC BF GA DH"],
    ["AC DG FE BH", "EC BF GA HD", "FD CG AB HE"],
    ["BD EA GF HC", "FD CG AB EH", "GE DA BC FH"],
    ["CE FB AG DH", "GE DA BC HF", "AF EB CD HG"],
    ["DF GC BA HE", "AF EB CD GH", "BG FC DE AH"],
    ["EG AD CB FH", "BG FC DE HA", "CA GD EF HB"],
    ["FA BE DC HG", "CA GD EF BH", "DB AE FG CH"],
];

const TABLE_10: [[&str; 3]; 9] = [
    ["IB CH GD EF JA", "DB AE FI HG CJ", "EC BF GA IH DJ"],
    ["AC DI HE FG BJ", "EC BF GA IH JD", "FD CG HB AI JE"],
    ["BD EA IF GH JC", "FD CG HB AI EJ", "GE DH IC BA FJ"],
    ["CE FB AG HI DJ", "GE DH IC BA JF", "HF EI AD CB JG"],
    ["DF GC BH IA JE", "HF EI AD CB GJ", "IG FA BE DC HJ"],
    ["EG HD CI AB FJ", "IG FA BE DC JH", "AH GB CF ED JI"],
    ["FH IE DA BC JG", "AH GB CF ED IJ", "BI HC DG FE AJ"],
    ["GI AF EB CD HJ", "BI HC DG FE JA", "CA ID EH GF JB"],
    ["HA BG FC DE JI", "CA ID EH GF BJ", "DB AE FI HG CJ"],
];

fn parse_cell(cell: &str) -> Vec<HiltonGame> {
    cell.split_whitespace()
        .filter_map(|g| {
            let mut chars = g.chars();
            match (chars.next(), chars.next(), chars.next()) {
                (Some(white), Some(black), None) => Some(HiltonGame { white, black }),
                _ => None,
            }
        })
        .collect()
}

/// The published table for an even number of teams: `table[board][round]`.
#[must_use]
pub fn published(teams: u32) -> Option<Vec<Vec<Vec<HiltonGame>>>> {
    let rows: Vec<[&str; 3]> = match teams {
        4 => TABLE_4.to_vec(),
        6 => TABLE_6.to_vec(),
        8 => TABLE_8.to_vec(),
        10 => TABLE_10.to_vec(),
        _ => return None,
    };
    Some(
        rows.iter()
            .map(|row| row.iter().map(|c| parse_cell(c)).collect())
            .collect(),
    )
}

/// One board in one round: the games and the teams whose player has no game.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct HiltonCell {
    /// The games.
    pub games: Vec<HiltonGame>,
    /// Teams drawn against the phantom team of an odd field.
    pub byes: Vec<char>,
}

/// A Hilton schedule: `cells[board][round]`.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct HiltonSchedule {
    /// The number of teams (letters A…).
    pub teams: u32,
    /// Boards per team.
    pub boards: u32,
    /// Per board (board 1 first), per round.
    pub cells: Vec<Vec<HiltonCell>>,
}

/// The letter of team `index` (0-based).
#[must_use]
pub fn letter(index: u32) -> char {
    char::from_u32(u32::from(b'A') + index).unwrap_or('?')
}

/// The schedule for `teams` teams of `boards` players (`None`: the natural size of the
/// table, teams − 1 boards, or teams boards for an odd field).
///
/// # Errors
/// No table for that many teams; no boards.
pub fn schedule(teams: u32, boards: Option<u32>) -> Result<HiltonSchedule, HiltonError> {
    if !(3..=10).contains(&teams) {
        return Err(HiltonError::Teams(teams));
    }
    let table_teams = teams + teams % 2;
    let table = published(table_teams).ok_or(HiltonError::Teams(teams))?;
    let base = table.len() as u32;
    let boards = boards.unwrap_or(base);
    if boards == 0 || boards > 99 {
        return Err(HiltonError::Boards(boards));
    }
    let phantom = (teams % 2 == 1).then(|| letter(teams));
    let rows: Vec<(usize, bool)> = if boards <= base {
        ((base - boards) as usize..base as usize)
            .map(|r| (r, false))
            .collect()
    } else {
        (0..boards as usize)
            .map(|b| (b % base as usize, (b / base as usize) % 2 == 1))
            .collect()
    };
    let cells = rows
        .into_iter()
        .map(|(row, reversed)| {
            table[row]
                .iter()
                .map(|games| {
                    let mut cell = HiltonCell {
                        games: Vec::new(),
                        byes: Vec::new(),
                    };
                    for g in games {
                        let g = if reversed {
                            HiltonGame {
                                white: g.black,
                                black: g.white,
                            }
                        } else {
                            *g
                        };
                        if Some(g.white) == phantom {
                            cell.byes.push(g.black);
                        } else if Some(g.black) == phantom {
                            cell.byes.push(g.white);
                        } else {
                            cell.games.push(g);
                        }
                    }
                    cell
                })
                .collect()
        })
        .collect();
    Ok(HiltonSchedule {
        teams,
        boards,
        cells,
    })
}

impl HiltonSchedule {
    /// The colours of the player of `team` on `board` (1-based) in each round; `None` for
    /// a round without a game.
    #[must_use]
    pub fn colours(&self, team: char, board: u32) -> Vec<Option<Colour>> {
        let Some(row) = (board as usize)
            .checked_sub(1)
            .and_then(|b| self.cells.get(b))
        else {
            return Vec::new();
        };
        row.iter()
            .map(|cell| {
                cell.games.iter().find_map(|g| {
                    if g.white == team {
                        Some(Colour::White)
                    } else if g.black == team {
                        Some(Colour::Black)
                    } else {
                        None
                    }
                })
            })
            .collect()
    }

    /// The opponents (teams) of the player of `team` on `board`, round by round.
    #[must_use]
    pub fn opponents(&self, team: char, board: u32) -> Vec<Option<char>> {
        let Some(row) = (board as usize)
            .checked_sub(1)
            .and_then(|b| self.cells.get(b))
        else {
            return Vec::new();
        };
        row.iter()
            .map(|cell| {
                cell.games.iter().find_map(|g| {
                    if g.white == team {
                        Some(g.black)
                    } else if g.black == team {
                        Some(g.white)
                    } else {
                        None
                    }
                })
            })
            .collect()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn every_team_plays_once_per_board_and_round() {
        for teams in 3..=10 {
            let s = schedule(teams, None).unwrap();
            for row in &s.cells {
                assert_eq!(row.len(), ROUNDS);
                for cell in row {
                    let mut seen: Vec<char> = cell
                        .games
                        .iter()
                        .flat_map(|g| [g.white, g.black])
                        .chain(cell.byes.iter().copied())
                        .collect();
                    seen.sort_unstable();
                    let all: Vec<char> = (0..teams).map(letter).collect();
                    assert_eq!(seen, all, "{teams} teams");
                }
            }
        }
        assert!(schedule(11, None).is_err());
        assert!(schedule(6, Some(0)).is_err());
    }

    #[test]
    fn shortening_keeps_the_bottom_rows_and_lengthening_reverses_the_top() {
        let full = schedule(6, None).unwrap();
        let short = schedule(6, Some(3)).unwrap();
        assert_eq!(short.cells[..], full.cells[2..]);
        let long = schedule(6, Some(7)).unwrap();
        assert_eq!(long.cells[..5], full.cells[..]);
        let g = long.cells[5][0].games[0];
        let f = full.cells[0][0].games[0];
        assert_eq!((g.white, g.black), (f.black, f.white));
    }
}
