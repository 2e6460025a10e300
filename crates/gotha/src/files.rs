//! A Go tournament written as each file it is sent or kept as.

use crate::h9::{H9Row, H9Standings, write_h9};
use arbiter_core::GoTournament;

/// The files a Go tournament is written as.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GoFile {
    /// OpenGotha's tournament file (XML).
    OpenGotha,
    /// The EGF results file (h9).
    H9,
    /// The AGA results file.
    Aga,
    /// The FFG results file (`.tou`).
    Tou,
}

impl GoFile {
    /// The file a short name stands for: `xml`, `h9`, `tou`, `aga`.
    #[must_use]
    pub fn parse(name: &str) -> Option<GoFile> {
        match name.trim().to_ascii_lowercase().as_str() {
            "xml" => Some(GoFile::OpenGotha),
            "h9" => Some(GoFile::H9),
            "tou" => Some(GoFile::Tou),
            "aga" => Some(GoFile::Aga),
            _ => None,
        }
    }

    /// The file name's extension.
    #[must_use]
    pub const fn extension(self) -> &'static str {
        match self {
            GoFile::OpenGotha => "xml",
            GoFile::H9 => "h9",
            GoFile::Aga => "txt",
            GoFile::Tou => "tou",
        }
    }
}

/// `t` written as `file`. The results files hold the players who took part (in a game or
/// a bye), in the order of the final standings by the placement criteria, with the
/// places shared by players equal on every criterion left blank after the first.
#[must_use]
pub fn write_file(t: &GoTournament, file: GoFile) -> String {
    match file {
        GoFile::OpenGotha => crate::raw::write(&crate::to_document(t)),
        GoFile::Aga => {
            let order: Vec<usize> = arbiter_standings::Ranking::go(t, t.rounds)
                .rows
                .iter()
                .map(|r| r.player.index())
                .collect();
            crate::write_aga(t, &order)
        }
        GoFile::H9 | GoFile::Tou => {
            let ranking = arbiter_standings::Ranking::go(t, t.rounds);
            let taking_part = |p: usize| {
                t.games.iter().any(|g| g.white == p || g.black == p)
                    || t.byes.iter().any(|&(_, q)| q == p)
            };
            let mut last_place = 0;
            let rows: Vec<H9Row> = ranking
                .rows
                .iter()
                .filter(|row| taking_part(row.player.index()))
                .map(|row| {
                    let shared = row.place == last_place;
                    last_place = row.place;
                    H9Row {
                        player: row.player.index(),
                        place: (!shared).then_some(row.place),
                        // OpenGotha prints half points as ½, so that four characters hold more.
                        scores: ranking
                            .formatted(row)
                            .into_iter()
                            .map(|s| s.replace(".5", "½"))
                            .collect(),
                    }
                })
                .collect();
            let criteria = ranking.codes();
            let standings = H9Standings { criteria, rows };
            if file == GoFile::Tou {
                crate::h9::write_tou(t, &standings)
            } else {
                write_h9(t, &standings)
            }
        }
    }
}

/// `t`'s parameters as an OpenGotha file without players, games or byes: the general,
/// handicap, placement and pairing parameter sets and the groups of clubs. An event
/// imported from another program keeps it, so that its next rounds are paired and its
/// standings computed with the file's parameters; [`crate::read`] reads it back.
#[must_use]
pub fn parameters_file(t: &GoTournament) -> String {
    let mut bare = t.clone();
    bare.players.clear();
    bare.games.clear();
    bare.byes.clear();
    write_file(&bare, GoFile::OpenGotha)
}
