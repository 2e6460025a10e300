//! The command lines of the established pairing engines, so that tournament managers that
//! call an external engine can call arbiter instead:
//!
//! - `arbiter --dutch FILE.trf -p [OUT]` pairs the next round;
//! - `arbiter --dutch FILE.trf -c` checks the last round;
//! - `arbiter --dutch -g CONFIG -o OUT [-s SEED]` generates a random tournament from a
//!   `key=value` configuration.
//!
//! `--burstein`, `--dubov` and `--lim` select those systems the same way.

use anyhow::{Result, anyhow, bail};
use std::path::PathBuf;

/// What an engine-style command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Compat {
    /// Pair the next round of `input`, writing to `output` (standard output when `None`).
    Pair {
        /// The system (`dutch`, `burstein`, `dubov`, `lim`).
        system: String,
        /// The TRF.
        input: PathBuf,
        /// Where the pairing goes.
        output: Option<PathBuf>,
    },
    /// Check the last round of `input`.
    Check {
        /// The system.
        system: String,
        /// The TRF.
        input: PathBuf,
    },
    /// Generate a tournament.
    Generate {
        /// The system.
        system: String,
        /// The configuration file, if any.
        config: Option<PathBuf>,
        /// Where the TRF goes.
        output: PathBuf,
        /// The seed.
        seed: Option<u64>,
    },
}

/// Reads an engine-style command line (the arguments after the program name); `None` when
/// it is not one (it does not start with a system flag).
///
/// # Errors
/// When it starts like one but is malformed.
pub fn parse(args: &[String]) -> Result<Option<Compat>> {
    let Some(first) = args.first() else {
        return Ok(None);
    };
    let system = match first.as_str() {
        "--dutch" => "dutch",
        "--burstein" => "burstein",
        "--dubov" => "dubov",
        "--lim" => "lim",
        "--double-swiss" => "double-swiss",
        _ => return Ok(None),
    }
    .to_string();
    let mut input = None;
    let mut pair = false;
    let mut check = false;
    let mut generate = None;
    let mut output = None;
    let mut seed = None;
    let mut pair_output = None;
    let mut i = 1;
    let value = |i: usize, flag: &str| -> Result<String> {
        args.get(i + 1)
            .filter(|v| !v.starts_with('-') || v.as_str() == "-")
            .cloned()
            .ok_or_else(|| anyhow!("{flag} needs a value"))
    };
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "-p" => {
                pair = true;
                // An optional output file follows.
                if let Some(next) = args.get(i + 1).filter(|v| !v.starts_with('-')) {
                    pair_output = Some(PathBuf::from(next));
                    i += 1;
                }
            }
            "-c" => check = true,
            "-g" => {
                // The configuration file is optional too.
                match args.get(i + 1).filter(|v| !v.starts_with('-')) {
                    Some(c) => {
                        generate = Some(Some(PathBuf::from(c)));
                        i += 1;
                    }
                    None => generate = Some(None),
                }
            }
            "-o" => {
                output = Some(PathBuf::from(value(i, "-o")?));
                i += 1;
            }
            "-s" => {
                let v = value(i, "-s")?;
                seed = Some(
                    v.parse::<u64>()
                        .map_err(|_| anyhow!("-s: {v:?} is not a seed (a whole number)"))?,
                );
                i += 1;
            }
            _ if a.starts_with('-') => bail!("unknown option {a:?} for {}", args[0]),
            _ => {
                if input.replace(PathBuf::from(a)).is_some() {
                    bail!("more than one input file");
                }
            }
        }
        i += 1;
    }
    match (pair, check, generate) {
        (true, false, None) => Ok(Some(Compat::Pair {
            system,
            input: input.ok_or_else(|| anyhow!("-p needs an input TRF"))?,
            output: pair_output.or(output),
        })),
        (false, true, None) => Ok(Some(Compat::Check {
            system,
            input: input.ok_or_else(|| anyhow!("-c needs an input TRF"))?,
        })),
        (false, false, Some(config)) => Ok(Some(Compat::Generate {
            system,
            config,
            output: output.ok_or_else(|| anyhow!("-g needs -o OUTPUT"))?,
            seed,
        })),
        _ => bail!("give exactly one of -p (pair), -c (check) or -g (generate)"),
    }
}

/// A random tournament generator configuration (the `key=value` file of the established
/// engines). Rates are as those engines count them: percentages for draws, and "one in N"
/// for forfeits, retirements and half-point byes (0 or absent: never).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GeneratorConfig {
    /// Number of players.
    pub players: Option<u32>,
    /// Number of rounds.
    pub rounds: Option<u16>,
    /// Percentage of draws.
    pub draw_percentage: Option<u32>,
    /// One forfeit in N games.
    pub forfeit_rate: Option<u32>,
    /// One retirement in N players.
    pub retired_rate: Option<u32>,
    /// One half-point bye in N pairings.
    pub half_point_bye_rate: Option<u32>,
    /// Highest rating.
    pub highest_rating: Option<u16>,
    /// Lowest rating.
    pub lowest_rating: Option<u16>,
    /// Points for a win (text, e.g. `1.0`).
    pub points_for_win: Option<String>,
    /// Points for a draw.
    pub points_for_draw: Option<String>,
}

/// Reads a generator configuration: one `Key=value` per line, `#` comments, keys as the
/// established engines spell them (`PlayersNumber`, `RoundsNumber`, `DrawPercentage`,
/// `ForfeitRate`, `RetiredRate`, `HalfPointByeRate`, `HighestRating`, `LowestRating`,
/// `PointsForWin`, `PointsForDraw`).
///
/// # Errors
/// Unknown keys and bad numbers, with their line.
pub fn parse_config(text: &str) -> Result<GeneratorConfig> {
    let mut c = GeneratorConfig::default();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| anyhow!("line {}: expected Key=value, found {line:?}", n + 1))?;
        let (key, value) = (key.trim(), value.trim());
        let num = |v: &str| -> Result<u32> {
            v.parse::<u32>()
                .map_err(|_| anyhow!("line {}: {key}: {v:?} is not a whole number", n + 1))
        };
        let rating = |v: &str| -> Result<u16> {
            v.parse::<u16>()
                .map_err(|_| anyhow!("line {}: {key}: {v:?} is not a rating", n + 1))
        };
        match key {
            "PlayersNumber" => c.players = Some(num(value)?),
            "RoundsNumber" => {
                c.rounds = Some(
                    u16::try_from(num(value)?)
                        .map_err(|_| anyhow!("line {}: too many rounds", n + 1))?,
                );
            }
            "DrawPercentage" => c.draw_percentage = Some(num(value)?),
            "ForfeitRate" => c.forfeit_rate = Some(num(value)?),
            "RetiredRate" => c.retired_rate = Some(num(value)?),
            "HalfPointByeRate" => c.half_point_bye_rate = Some(num(value)?),
            "HighestRating" => c.highest_rating = Some(rating(value)?),
            "LowestRating" => c.lowest_rating = Some(rating(value)?),
            "PointsForWin" => c.points_for_win = Some(value.to_string()),
            "PointsForDraw" => c.points_for_draw = Some(value.to_string()),
            other => bail!("line {}: unknown key {other:?}", n + 1),
        }
    }
    Ok(c)
}

/// The pairing in the engines' output format: the number of pairs, then `WHITE BLACK` per
/// board in board order, the pairing-allocated bye as `RANK 0`.
#[must_use]
pub fn format_pairs(boards: &[(u32, u32)], bye: Option<u32>) -> String {
    let count = boards.len() + usize::from(bye.is_some());
    let mut out = format!("{count}\n");
    for (w, b) in boards {
        out.push_str(&format!("{w} {b}\n"));
    }
    if let Some(p) = bye {
        out.push_str(&format!("{p} 0\n"));
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn engine_command_lines() {
        assert_eq!(parse(&args("trf validate x")).unwrap(), None);
        assert_eq!(
            parse(&args("--dutch in.trf -p out.txt")).unwrap(),
            Some(Compat::Pair {
                system: "dutch".into(),
                input: "in.trf".into(),
                output: Some("out.txt".into())
            })
        );
        assert_eq!(
            parse(&args("--dutch in.trf -p")).unwrap(),
            Some(Compat::Pair {
                system: "dutch".into(),
                input: "in.trf".into(),
                output: None
            })
        );
        assert_eq!(
            parse(&args("--burstein in.trf -c")).unwrap(),
            Some(Compat::Check {
                system: "burstein".into(),
                input: "in.trf".into()
            })
        );
        assert_eq!(
            parse(&args("--dutch -g cfg.txt -o out.trf -s 42")).unwrap(),
            Some(Compat::Generate {
                system: "dutch".into(),
                config: Some("cfg.txt".into()),
                output: "out.trf".into(),
                seed: Some(42)
            })
        );
        assert_eq!(
            parse(&args("--dutch -g -o out.trf")).unwrap(),
            Some(Compat::Generate {
                system: "dutch".into(),
                config: None,
                output: "out.trf".into(),
                seed: None
            })
        );
        for bad in [
            "--dutch in.trf",
            "--dutch in.trf -p -c",
            "--dutch -g cfg",
            "--dutch in.trf -x",
            "--dutch -g c -o o -s x",
            "--dutch a b -p",
        ] {
            assert!(parse(&args(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn generator_configuration() {
        let c = parse_config(
            "# comment\nPlayersNumber=30\nRoundsNumber = 9\nDrawPercentage=35\nPointsForWin=3\n",
        )
        .unwrap();
        assert_eq!(
            (c.players, c.rounds, c.draw_percentage),
            (Some(30), Some(9), Some(35))
        );
        assert_eq!(c.points_for_win.as_deref(), Some("3"));
        assert!(
            parse_config("Players=3")
                .unwrap_err()
                .to_string()
                .contains("line 1")
        );
        assert!(
            parse_config("\nRoundsNumber=x")
                .unwrap_err()
                .to_string()
                .contains("line 2")
        );
    }

    proptest::proptest! {
        // Fuzzing: any text is a configuration or a clear error, never a panic.
        #[test]
        fn configurations_never_panic(text in "\\PC{0,200}") {
            let _ = parse_config(&text);
        }

        #[test]
        fn command_lines_never_panic(words in proptest::collection::vec("(--dutch|--burstein|--dubov|--lim|-p|-c|-g|-o|-s|[a-z0-9.]{0,6}|\\PC{0,4})", 0..8)) {
            let _ = parse(&words);
        }
    }

    #[test]
    fn output_format() {
        assert_eq!(
            format_pairs(&[(1, 4), (3, 2)], Some(5)),
            "3\n1 4\n3 2\n5 0\n"
        );
        assert_eq!(format_pairs(&[], None), "0\n");
    }
}
