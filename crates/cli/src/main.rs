//! `arbiter`: the tournament director's command line.
//!
//! Exit codes: 0 success, 1 a valid request that has no answer, 2 bad input or usage.

mod backup;
mod compat;
mod corrections;
mod engine;
mod festival;
mod files;
mod games;
mod go;
mod go_team;
mod norms;
mod print;
mod publish;
mod rating_change;
mod ratings;
mod registration;
mod report;
mod schedule;
mod serve;
mod teams;
mod trf_cmd;
mod upload;
mod workflow;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, anyhow, bail};
use arbiter_core::{PlayerId, RoundNo};
use arbiter_event::{Availability, Event, PlayerData, check_pairing};
use arbiter_store::EventStore;
use arbiter_trf::Dialect;
use clap::{Args, Parser, Subcommand, ValueEnum};
use serde_json::json;
use workflow::{Location, emit};

#[derive(Parser)]
#[command(
    name = "arbiter",
    version,
    about = "Pairings, results and standings for chess and Go tournaments",
    after_help = ENGINE_HELP
)]
struct Cli {
    /// Directory of the embedded database (default: the user's data directory).
    #[arg(
        long,
        global = true,
        env = "ARBITER_DATA",
        help_heading = "Global options (every command)"
    )]
    data: Option<PathBuf>,
    /// A postgres:// URL: keep tournaments in PostgreSQL instead.
    #[arg(
        long,
        global = true,
        env = "ARBITER_DATABASE_URL",
        help_heading = "Global options (every command)"
    )]
    database: Option<String>,
    #[command(subcommand)]
    command: Command,
}

/// The command lines of the established engines, read before the commands above.
const ENGINE_HELP: &str = "\
Engine mode (the command lines of the established pairing engines, for tournament programs):
  arbiter --dutch FILE.trf -p [OUT]       pair the next round (FIDE Dutch) into OUT or standard output
  arbiter --dutch FILE.trf -c             check the last round of FILE
  arbiter --dutch -g CONFIG -o OUT [-s S] generate a random tournament
Exit codes: 0 success, 1 a valid request without an answer, 2 bad input or usage.";

#[derive(Args)]
struct JsonFlag {
    /// Print one JSON value instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
enum Command {
    /// FIDE Tournament Report Files (TRF-16, TRF26).
    Trf {
        #[command(subcommand)]
        command: TrfCommand,
    },
    /// Create a tournament.
    New(registration::NewArgs),
    /// Register, import and list players.
    Player {
        #[command(subcommand)]
        command: registration::PlayerCommand,
    },
    /// Close registration: start ranks are assigned (rating, title, name; C.04.2).
    Close {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Record that a player will miss a round, with or without a bye.
    Absent {
        /// The tournament.
        name: String,
        /// Start rank or part of the name.
        player: String,
        /// The round.
        #[arg(long)]
        round: u16,
        /// A bye instead of a plain absence.
        #[arg(long, value_enum)]
        bye: Option<ByeArg>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Make a player available again for a round.
    Available {
        /// The tournament.
        name: String,
        /// Start rank or part of the name.
        player: String,
        /// The round.
        #[arg(long)]
        round: u16,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Withdraw a player from a round on (default: the next round).
    Withdraw {
        /// The tournament.
        name: String,
        /// Start rank or part of the name.
        player: String,
        /// The first round the player misses.
        #[arg(long)]
        from_round: Option<u16>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Open registration again (before round 1 is paired): players can be registered and
    /// removed, and closing again assigns fresh start ranks.
    Reopen {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Give a tournament a new name (its whole history moves with it).
    Rename {
        /// The tournament.
        name: String,
        /// The new name.
        new_name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Delete a tournament: it leaves listings and takes no more changes; its history is
    /// kept until it is purged (`arbiter undelete` brings it back).
    Delete {
        /// The tournament.
        name: String,
        /// Do not ask for confirmation.
        #[arg(long)]
        yes: bool,
        /// Remove a deleted tournament and its history for good, freeing its name.
        #[arg(long)]
        purge: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Change an event's settings: only those given change ("" clears a text).
    Set(corrections::SetArgs),
    /// Bring a deleted tournament back.
    Undelete {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Bring a withdrawn player back.
    Reenter {
        /// The tournament.
        name: String,
        /// Start rank or part of the name.
        player: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Pair the next round: of a TRF file (engine mode: the pairs go to standard output or
    /// -o), or of a stored tournament (kept in its log), or set it by hand with --manual.
    Pair {
        /// A .trf file, or the name of a stored tournament.
        name: String,
        /// The pairing system (default: the event's, or the TRF's 192 record, else dutch).
        #[arg(long, long_help = arbiter_pairing::registry::usage())]
        system: Option<String>,
        /// The variant of a round robin (fide, standard, rotate=R, adjusted).
        #[arg(long)]
        variant: Option<String>,
        /// Engine mode: write the pairing to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Explain the pairing: brackets, floaters and the criteria behind each deviation
        /// (to standard error in engine mode).
        #[arg(long)]
        explain: bool,
        /// Boards as WHITE-BLACK start ranks, comma-separated; `N-0` gives N the bye.
        #[arg(long, conflicts_with = "fix")]
        manual: Option<String>,
        /// Boards fixed by hand (WHITE-BLACK, comma-separated); the engine pairs the others.
        #[arg(long)]
        fix: Option<String>,
        /// Accept the listed rule violations of a manual pairing (they are logged).
        #[arg(long)]
        force: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Re-pair the last round of a TRF or a stored tournament from the rounds before it and
    /// report every difference with the criterion at stake (exit 1 when they differ).
    Check {
        /// A .trf file, or the name of a stored tournament.
        target: String,
        /// The pairing system (default: the event's, or the TRF's 192 record, else dutch).
        #[arg(long, long_help = arbiter_pairing::registry::usage())]
        system: Option<String>,
        /// The variant of a round robin.
        #[arg(long)]
        variant: Option<String>,
        /// Check every round, each from the rounds before it.
        #[arg(long)]
        all: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Write a random tournament paired by the engine (FIDE C.04.A), reproducible from its
    /// seed; with --teams, a random team event paired by the team engine.
    Generate(engine::GenerateArgs),
    /// Team events: teams, lineups, forfeited matches, the matches of a round.
    Team {
        #[command(subcommand)]
        command: teams::TeamCommand,
    },
    /// Show the pairing of a round (default: the last paired round).
    Pairing {
        /// The tournament.
        name: String,
        /// The round.
        #[arg(long)]
        round: Option<u16>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Enter (or, with --correct, correct) a result; without --board, a round's results
    /// as `BOARD RESULT` lines from --file or standard input, all or none.
    Result {
        /// The tournament.
        name: String,
        /// The round (default: the last paired round).
        #[arg(long)]
        round: Option<u16>,
        /// The board.
        #[arg(long, requires = "result")]
        board: Option<u32>,
        /// 1-0, 0-1, 1/2, +-, -+, --, 0-0, ...
        #[arg(allow_hyphen_values = true, requires = "board")]
        result: Option<String>,
        /// Read `BOARD RESULT` lines from this file (- for standard input).
        #[arg(long, conflicts_with = "board")]
        file: Option<PathBuf>,
        /// Replace a result already entered.
        #[arg(long)]
        correct: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Delete the last paired round (a round with results only after confirmation).
    Undo {
        /// The tournament.
        name: String,
        /// Do not ask before deleting results.
        #[arg(long)]
        yes: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// The event history: what changed, when and by whom.
    Log {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// List tournaments.
    List {
        /// Include deleted tournaments.
        #[arg(long)]
        all: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Write a stored tournament to standard output: TRF or CSV (chess), OpenGotha XML,
    /// EGF h9, FFG tou or AGA results (Go).
    Export {
        /// The tournament.
        name: String,
        /// The format (default: trf26 for chess, xml for Go).
        #[arg(long, value_enum)]
        format: Option<files::ExportFormat>,
    },
    /// Create a stored tournament from a TRF.
    Import {
        /// The TRF file.
        file: PathBuf,
        /// The name to store it under (default: the file's name).
        #[arg(long)]
        name: Option<String>,
        /// The pairing system of the event (default: from the 192 record, else dutch).
        #[arg(long, long_help = arbiter_pairing::registry::usage())]
        system: Option<String>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// A stored event's rating report (FIDE TRF26, US Chess, ECF, DSB; EGF h9 and FFG tou
    /// for Go), after the checks a rating officer makes: each finding is printed with its
    /// player, round and board; an error refuses the report (exit 1) unless --force.
    Report(report::ReportArgs),
    /// Standings with tie-breaks (FIDE C.07) of a TRF file or a stored tournament.
    Standings(StandingsArgs),
    /// PGN game skeletons of a round (Seven Tag Roster, ratings, titles, FIDE ids), one
    /// game per board, for DGT boards and broadcast tools; a stored tournament's recorded
    /// games are written with their moves. With --import, the played games of a PGN file
    /// are attached to their pairings (by the Round tag "R.B", else FIDE ids, else names
    /// in the round named); results are compared, never changed. Exit 1 when a game of the
    /// file was not attached.
    Pgn {
        /// A .trf file, or the name of a stored tournament.
        target: String,
        /// The round (default: the last paired round).
        #[arg(long, conflicts_with_all = ["import", "all"])]
        round: Option<u16>,
        /// Attach the games of this PGN file (`-` for standard input) to their pairings.
        #[arg(long, value_name = "FILE", conflicts_with = "all")]
        import: Option<PathBuf>,
        /// With --import: refuse the games whose result or colours disagree with the event
        /// (otherwise they are attached with a warning).
        #[arg(long, requires = "import")]
        strict: bool,
        /// Every recorded game of the event.
        #[arg(long)]
        all: bool,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// The crosstable of a TRF file or a stored tournament.
    Crosstable {
        /// A .trf file, or the name of a stored tournament.
        target: String,
        /// Order of the lines.
        #[arg(long, value_enum, default_value_t = CrossOrder::Start)]
        order: CrossOrder,
        /// Output format.
        #[arg(long, value_enum, default_value_t = CrossFormat::Text)]
        format: CrossFormat,
        #[command(flatten)]
        rules: RulesArgs,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// A tournament's documents as PDF: pairings, results, standings, crosstable,
    /// wallchart, result slips, board cards, badges (A4 or Letter, in six languages).
    Print(print::PrintArgs),
    /// Title norm checks of every player (FIDE B.01 1.4: games, opponents' titles and
    /// federations, rating floor, average and performance) with the reason each criterion
    /// is missed; --it1 PLAYER --title GM and --it3 write the FIDE forms IT1 (certificate
    /// of a title result) and IT3 (tournament report) as PDF or HTML.
    Norms(norms::NormsArgs),
    /// Share prize money by the standings.
    Prizes {
        /// A .trf file, or the name of a stored tournament.
        target: String,
        /// Prizes by place, in money units: 1000,800,600.
        #[arg(long, value_delimiter = ',', required = true)]
        prizes: Vec<u64>,
        /// Hort system: half of each tied prize to its place, half shared equally.
        #[arg(long)]
        hort: bool,
        /// Only players on the same place share (no pooling of tied prizes).
        #[arg(long, conflicts_with = "hort")]
        by_place: bool,
        /// A category's prizes, `CATEGORY:AMOUNTS`, e.g. `rating=-1800:200,100` or
        /// `sex=w:150` (categories as for `standings --category`); repeat for several. With
        /// categories, each player wins one prize, the most valuable they can.
        #[arg(long = "category")]
        categories: Vec<String>,
        #[command(flatten)]
        rules: RulesArgs,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Festivals: sections (each an event made with `new --festival F --section L`),
    /// combined standings, moving a player between sections, exports.
    Festival {
        #[command(subcommand)]
        command: festival::FestivalCommand,
    },
    /// Go tournaments in OpenGotha's files.
    Go {
        #[command(subcommand)]
        command: go::GoCommand,
    },
    /// Print a round-robin schedule (Berger tables, FIDE C.05 Annex 1).
    Roundrobin(schedule::RoundrobinArgs),
    /// Print a fixed schedule: Scheveningen, Hilton, knock-out, Varma.
    Schedule {
        #[command(subcommand)]
        command: schedule::ScheduleCommand,
    },
    /// Write the static site of an event (or a TRF) into a directory: pages that work
    /// from the disk or any web server, in six languages, default or projector theme.
    Publish(publish::PublishArgs),
    /// Serve the web app: arbiter desk, public pages, JSON API under /api/.
    Serve(serve::ServeArgs),
    /// Users of the web app and the API.
    User {
        #[command(subcommand)]
        command: serve::UserCommand,
    },
    /// Rating lists: import, search, update registered players.
    Ratings {
        #[command(subcommand)]
        command: ratings::RatingsCommand,
    },
    /// Write the whole store (every event's log, publishing settings, users and tokens,
    /// rating lists) to one portable file.
    Backup(backup::BackupArgs),
    /// Restore a backup into an empty store (SQLite or PostgreSQL, whichever made it).
    Restore(backup::RestoreArgs),
    /// API bearer tokens.
    Token {
        #[command(subcommand)]
        command: serve::TokenCommand,
    },
    /// Where an event's site is uploaded (SFTP or an HTTP endpoint with a token).
    Destination {
        #[command(subcommand)]
        command: upload::DestinationCommand,
    },
    /// Upload a directory written by `arbiter publish` to the event's destination.
    Upload(upload::UploadArgs),
    /// Append events one at a time, printing each acknowledged position (for crash tests).
    #[command(hide = true)]
    Stress {
        /// The tournament.
        name: String,
        /// How many events.
        #[arg(long, default_value_t = 1000)]
        events: u32,
    },
}

#[derive(Args)]
struct RulesArgs {
    /// Tie-breaks in order (default: the TRF's 202/212 list, else the FIDE list for the mode).
    #[arg(long)]
    tiebreaks: Option<String>,
    /// The C.07 text to apply.
    #[arg(long, value_enum, default_value_t = RulesArg::R2026)]
    rules: RulesArg,
    /// Swiss or round-robin handling of unplayed rounds (default: from the tournament type).
    #[arg(long, value_enum)]
    mode: Option<ModeArg>,
    /// Round robins: apply the withdrawal rule (fewer than half the games played: results
    /// deleted; otherwise the rest lost by default), per cycle or for the whole event.
    #[arg(long, value_enum)]
    withdrawals: Option<WithdrawalArg>,
}

#[derive(Copy, Clone, ValueEnum)]
enum WithdrawalArg {
    /// Each cycle of a double round robin on its own.
    PerCycle,
    /// The whole event as one.
    WholeEvent,
}

#[derive(Args)]
struct StandingsArgs {
    /// A .trf file, or the name of a stored tournament.
    target: String,
    #[command(flatten)]
    rules: RulesArgs,
    /// Output format.
    #[arg(long, value_enum, default_value_t = StandingsFormat::Text)]
    format: StandingsFormat,
    /// Only a category, as conditions joined by `+`: `rating=1800-2000` (either bound may
    /// be left out), `unrated`, `sex=w`, `fed=NOR`, `born-from=2008`, `born-until=1961`,
    /// `club=NAME`, `group=NAME` (an independent group). Players keep their overall order
    /// and ties.
    #[arg(long)]
    category: Option<String>,
    /// Print JSON (the same as --format json).
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    team: teams::TeamTableArgs,
}

#[derive(Copy, Clone, ValueEnum)]
enum RulesArg {
    /// C.07 in force since 1 March 2026.
    #[value(name = "2026")]
    R2026,
    /// The 2024 text.
    #[value(name = "2024")]
    R2024,
    /// The 2009 (Kallithea) rules.
    #[value(name = "2009")]
    R2009,
}

#[derive(Copy, Clone, ValueEnum)]
enum ModeArg {
    /// Swiss.
    Swiss,
    /// Round robin.
    Roundrobin,
}

#[derive(Copy, Clone, ValueEnum)]
enum StandingsFormat {
    /// Aligned text.
    Text,
    /// Tab-separated values.
    Tsv,
    /// Comma-separated values.
    Csv,
    /// JSON.
    Json,
    /// An HTML table.
    Html,
}

#[derive(Copy, Clone, ValueEnum)]
enum CrossOrder {
    /// By start rank.
    Start,
    /// By final rank.
    Rank,
}

#[derive(Copy, Clone, ValueEnum)]
enum CrossFormat {
    /// Aligned text.
    Text,
    /// An HTML table.
    Html,
    /// JSON.
    Json,
}

#[derive(Subcommand)]
enum TrfCommand {
    /// Check a TRF; print a one-line summary, or every error as FILE:LINE:COL: message.
    Validate {
        /// The file, or - for standard input.
        file: PathBuf,
        /// Write a copy with the result codes the points column implies (byes written
        /// without a code) to this file, listing each change.
        #[arg(long, value_name = "OUT")]
        repair: Option<PathBuf>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Print the canonical form of a TRF.
    Fmt {
        /// The file, or - for standard input.
        file: PathBuf,
        /// The spelling to write.
        #[arg(long, value_enum, default_value_t = Format::Trf26)]
        to: Format,
    },
}

#[derive(Copy, Clone, ValueEnum)]
enum Format {
    /// TRF26 records (142, 152, 162, 250, 260).
    Trf26,
    /// TRF-16 with the JaVaFo extensions (XXR, XXC, BB?, XXA, XXP).
    Trf16,
}

#[derive(Copy, Clone, ValueEnum)]
enum ByeArg {
    /// Half-point bye.
    Half,
    /// Zero-point bye.
    Zero,
    /// Full-point bye.
    Full,
}

/// How a command ended, for the exit code.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Ok,
    /// A valid request without an answer (no legal pairing, a check that disagrees).
    NoAnswer,
    BadInput,
}

fn main() -> ExitCode {
    // The established engines' command lines (`--dutch FILE -p`), for tournament managers
    // that call an external engine.
    let args: Vec<String> = std::env::args().skip(1).collect();
    match compat::parse(&args) {
        Ok(Some(c)) => return finish(engine::run_compat(c)),
        Ok(None) => {}
        Err(e) => {
            eprintln!("arbiter: {e:#}");
            return ExitCode::from(2);
        }
    }
    // `arbiter result T --board 3 --` (a double forfeit): a lone trailing `--` would end
    // the options and leave the result missing, so it is taken as the result itself.
    let mut argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if argv.iter().any(|a| a == "result")
        && argv.last().is_some_and(|a| a == "--")
        && argv.iter().filter(|a| *a == "--").count() == 1
    {
        argv.push("--".into());
    }
    let cli = match Cli::try_parse_from(argv) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    finish(run(cli))
}

/// The exit code of a command's outcome; errors are printed.
fn finish(outcome: anyhow::Result<Outcome>) -> ExitCode {
    match outcome {
        Ok(Outcome::Ok) => ExitCode::SUCCESS,
        Ok(Outcome::NoAnswer) => ExitCode::from(1),
        Ok(Outcome::BadInput) => ExitCode::from(2),
        Err(e) => {
            // A reader that stopped early (`| head`) is not an error worth a message.
            let broken_pipe = e
                .chain()
                .filter_map(|c| c.downcast_ref::<std::io::Error>())
                .any(|io| io.kind() == std::io::ErrorKind::BrokenPipe);
            if broken_pipe {
                return ExitCode::SUCCESS;
            }
            eprintln!("arbiter: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<Outcome> {
    let location = Location {
        data: cli.data,
        database: cli.database,
    };
    match cli.command {
        Command::Trf { command } => trf(command),
        Command::Go { command } => go::run(&command),
        Command::Roundrobin(a) => schedule::roundrobin(&a),
        Command::Schedule { command } => schedule::schedule(&command),
        Command::Pair {
            name,
            system,
            variant,
            output,
            explain,
            manual: None,
            ..
        } if is_trf_path(&name) => engine::pair_file(
            Path::new(&name),
            &engine::PairOptions {
                system: system.as_deref(),
                variant: variant.as_deref(),
                output: output.as_deref(),
                explain,
            },
        ),
        Command::Check {
            target,
            system,
            variant,
            all,
            json,
        } if corrections::is_file(&target).is_some() => engine::check_file(
            Path::new(&target),
            system.as_deref(),
            variant.as_deref(),
            all,
            json.json,
        ),
        Command::Generate(a) => engine::generate(&a),
        Command::Standings(a) if is_trf_path(&a.target) => {
            let Some(t) = load_file(&a.target)? else {
                return Ok(Outcome::BadInput);
            };
            print_standings(&t, &a)
        }
        Command::Pgn {
            target,
            round,
            import,
            all,
            output,
            ..
        } if is_trf_path(&target) => {
            if import.is_some() || all {
                bail!("--import and --all need a stored tournament, not a TRF file");
            }
            let Some(t) = load_file(&target)? else {
                return Ok(Outcome::BadInput);
            };
            files::pgn(&t, round, output.as_deref())
        }
        Command::Crosstable {
            target,
            order,
            format,
            rules,
            json,
        } if is_trf_path(&target) => {
            let Some(t) = load_file(&target)? else {
                return Ok(Outcome::BadInput);
            };
            let format = if json.json { CrossFormat::Json } else { format };
            print_crosstable(&t, &rules, order, format)
        }
        Command::Prizes {
            target,
            prizes,
            hort,
            by_place,
            categories,
            rules,
            json,
        } if is_trf_path(&target) => {
            let Some(t) = load_file(&target)? else {
                return Ok(Outcome::BadInput);
            };
            if !categories.is_empty() {
                return print_category_prizes(&t, &rules, &prizes, &categories, json.json);
            }
            print_prizes(&t, &rules, &prizes, hort, by_place, json.json)
        }
        Command::Ratings {
            command:
                ratings::RatingsCommand::Change {
                    tournament,
                    system,
                    json,
                },
        } if is_trf_path(&tournament) => {
            let Some(t) = load_file(&tournament)? else {
                return Ok(Outcome::BadInput);
            };
            rating_change::print(&t, &system, json.json)
        }
        Command::Print(a) => print::run(&location, &a),
        Command::Norms(a) => norms::run(&location, &a),
        Command::Publish(a) => publish::run(&location, &a),
        Command::Serve(a) => serve::serve(&location, &a),
        Command::User { command } => serve::user(&location, command),
        Command::Token { command } => serve::token(&location, command),
        other => {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .context("starting the runtime")?;
            runtime.block_on(stored(location, other))
        }
    }
}

fn trf(command: TrfCommand) -> anyhow::Result<Outcome> {
    match command {
        TrfCommand::Validate { file, repair, json } => {
            trf_cmd::validate(&file, repair.as_deref(), json.json)
        }
        TrfCommand::Fmt { file, to } => {
            let (name, bytes) = read_input(&file)?;
            let Some(t) = load(&name, &bytes) else {
                return Ok(Outcome::BadInput);
            };
            let dialect = match to {
                Format::Trf26 => Dialect::Trf26,
                Format::Trf16 => Dialect::Trf16,
            };
            let text = arbiter_trf::write(&t, dialect)
                .with_context(|| format!("{name}: cannot be written as TRF"))?;
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
            Ok(Outcome::Ok)
        }
    }
}

fn round_or_last(t: &arbiter_core::Tournament, round: Option<u16>) -> anyhow::Result<RoundNo> {
    match round {
        Some(r) => RoundNo::new(r).ok_or_else(|| anyhow!("rounds count from 1")),
        None => {
            let n = t.rounds_paired();
            if n == 0 {
                bail!("no round has been paired yet");
            }
            Ok(RoundNo::from_index(n - 1))
        }
    }
}

#[allow(clippy::too_many_lines)]
async fn stored(location: Location, command: Command) -> anyhow::Result<Outcome> {
    let store = location.open().await?;
    match command {
        Command::Trf { .. } | Command::Generate(_) => {
            return unreachable_trf();
        }
        Command::Check {
            target,
            system,
            variant,
            all,
            json,
        } => {
            let s = workflow::load(&store, &target).await?;
            if let Some(g) = arbiter_event::go_view(&s) {
                if all {
                    let mut outcome = Outcome::Ok;
                    for r in 1..=u16::try_from(s.tournament.rounds_paired()).unwrap_or(0) {
                        if go::check_round(&target, &g, Some(r), json.json)? != Outcome::Ok {
                            outcome = Outcome::NoAnswer;
                        }
                    }
                    return Ok(outcome);
                }
                return go::check_round(&target, &g, None, json.json);
            }
            let system = system.unwrap_or_else(|| s.settings.system.clone());
            return engine::check_tournament(
                &target,
                s.tournament,
                Some(&system),
                variant.as_deref(),
                all,
                json.json,
            );
        }
        Command::Reopen { name, json } => {
            return corrections::reopen(&store, &name, json.json).await;
        }
        Command::Rename {
            name,
            new_name,
            json,
        } => return corrections::rename(&store, &location, &name, &new_name, json.json).await,
        Command::Delete {
            name,
            yes,
            purge,
            json,
        } => return corrections::delete(&store, &name, yes, purge, json.json).await,
        Command::Set(a) => return corrections::set(&store, &a).await,
        Command::Undelete { name, json } => {
            return corrections::undelete(&store, &name, json.json).await;
        }
        Command::Roundrobin(_) | Command::Schedule { .. } | Command::Go { .. } => {
            return unreachable_trf();
        }
        Command::Serve(_)
        | Command::User { .. }
        | Command::Token { .. }
        | Command::Publish(_)
        | Command::Print(_)
        | Command::Norms(_) => {
            return unreachable_trf();
        }
        Command::Report(a) => return report::run(&store, &a).await,
        Command::Destination { command } => return upload::destination(&store, command).await,
        Command::Upload(a) => return upload::upload_dir(&store, &a).await,
        Command::New(a) => return registration::new_event(&store, a).await,
        Command::Player { command } => return registration::player(&store, command).await,
        Command::Ratings { command } => return ratings::run(&store, command).await,
        Command::Backup(a) => return backup::backup(&store, &a).await,
        Command::Restore(a) => return backup::restore(&store, &location, &a).await,
        Command::Close { name, json } => {
            let (s, _) = workflow::change(&store, &name, |s| {
                Ok(vec![Event::RegistrationClosed {
                    order: workflow::closing_order(&s.tournament),
                }])
            })
            .await?;
            emit(
                json.json,
                &json!({"players": s.tournament.player_count()}),
                &format!(
                    "registration closed: {} players ranked",
                    s.tournament.player_count()
                ),
            );
        }
        Command::Absent {
            name,
            player,
            round,
            bye,
            json,
        } => {
            let status = match bye {
                None => Availability::Absent,
                Some(ByeArg::Half) => Availability::HalfBye,
                Some(ByeArg::Zero) => Availability::ZeroBye,
                Some(ByeArg::Full) => Availability::FullBye,
            };
            let mut who = 0;
            workflow::change(&store, &name, |s| {
                who = workflow::find_player(s, &player)?;
                Ok(vec![Event::AvailabilitySet {
                    player: who,
                    round,
                    status,
                }])
            })
            .await?;
            emit(
                json.json,
                &json!({"player": who, "round": round, "status": status}),
                &format!(
                    "player {who}: {} in round {round}",
                    availability_text(status)
                ),
            );
        }
        Command::Available {
            name,
            player,
            round,
            json,
        } => {
            let mut who = 0;
            workflow::change(&store, &name, |s| {
                who = workflow::find_player(s, &player)?;
                Ok(vec![Event::AvailabilitySet {
                    player: who,
                    round,
                    status: Availability::Available,
                }])
            })
            .await?;
            emit(
                json.json,
                &json!({"player": who, "round": round}),
                &format!("player {who}: available in round {round}"),
            );
        }
        Command::Withdraw {
            name,
            player,
            from_round,
            json,
        } => {
            let mut who = 0;
            let mut from = 0;
            workflow::change(&store, &name, |s| {
                who = workflow::find_player(s, &player)?;
                from = from_round.unwrap_or_else(|| s.tournament.next_round().get());
                Ok(vec![Event::PlayerWithdrawn {
                    player: who,
                    from_round: from,
                }])
            })
            .await?;
            emit(
                json.json,
                &json!({"player": who, "from_round": from}),
                &format!("player {who} withdrawn from round {from}"),
            );
        }
        Command::Reenter { name, player, json } => {
            let mut who = 0;
            workflow::change(&store, &name, |s| {
                who = workflow::find_player(s, &player)?;
                Ok(vec![Event::PlayerReentered { player: who }])
            })
            .await?;
            emit(
                json.json,
                &json!({"player": who}),
                &format!("player {who} re-entered"),
            );
        }
        Command::Pair {
            name,
            fix: Some(spec),
            force,
            explain,
            json,
            ..
        } => {
            return corrections::pair_around(&store, &name, &spec, force, explain, json.json).await;
        }
        Command::Pair {
            name,
            manual: None,
            system,
            variant,
            output,
            explain,
            json,
            ..
        } => {
            if variant.is_some() || output.is_some() {
                bail!("--variant and -o apply to TRF files; a stored event keeps its own system");
            }
            let mut made = None;
            let mut go_made = None;
            let changed = workflow::change(&store, &name, |s| {
                if let Some(sys) = &system
                    && !sys.eq_ignore_ascii_case(&s.settings.system)
                {
                    bail!(
                        "the event is paired with '{}', not '{sys}'",
                        s.settings.system
                    );
                }
                // A Go round keeps what its explanation reads (the costs of its games).
                if s.settings.is_go() {
                    let (g, p, event) = arbiter_event::pair_next_go(s)?;
                    go_made = Some((g, p));
                    return Ok(vec![event]);
                }
                let (pairing, event) = arbiter_event::pair_next(s)?;
                made = Some(pairing);
                Ok(vec![event])
            })
            .await;
            let s = match changed {
                Ok((s, _)) => s,
                Err(e) => {
                    let no_pairing = e.chain().any(|c| {
                        matches!(
                            c.downcast_ref::<arbiter_event::AutoPairError>(),
                            Some(arbiter_event::AutoPairError::Engine(_))
                        )
                    });
                    if no_pairing {
                        eprintln!("arbiter: {e:#}");
                        return Ok(Outcome::NoAnswer);
                    }
                    return Err(e);
                }
            };
            let round = RoundNo::from_index(s.tournament.rounds_paired() - 1);
            let (value, mut text) = if s.pairs_matches() {
                teams::matches_view(&s.tournament, &s.team_view()?, round)?
            } else {
                workflow::pairing_view(&s.tournament, round)?
            };
            let why = match &go_made {
                Some((g, p)) if explain => go::explanation(g, p)?,
                Some(_) => String::new(),
                None => made
                    .as_ref()
                    .map(|p| engine::explanation(&s.settings.system, p))
                    .unwrap_or_default(),
            };
            if explain {
                text.push('\n');
                text.push_str(why.trim_end());
            }
            let value = if explain {
                json!({"pairing": value, "explanation": why})
            } else {
                json!({"pairing": value})
            };
            emit(json.json, &value, &text);
        }
        Command::Pair {
            name,
            manual: Some(spec),
            force,
            json,
            ..
        } => {
            let (boards, bye) = workflow::parse_manual(&spec)?;
            let (s, events) = workflow::change(&store, &name, |s| {
                let boards = arbiter_event::go_hand_boards(s, &boards);
                let t = &s.tournament;
                let last_open = t
                    .rounds()
                    .last()
                    .is_some_and(|r| r.games().iter().all(|g| g.result.is_pending()));
                let editing = last_open && force;
                let round = if editing {
                    RoundNo::from_index(t.rounds_paired() - 1)
                } else {
                    t.next_round()
                };
                let mut before = t.clone();
                if editing {
                    before.pop_round();
                }
                let violations = check_pairing(&before, round, &boards, bye, &s.pairing_rules());
                let structural: Vec<String> = violations
                    .iter()
                    .filter(|v| v.is_structural())
                    .map(ToString::to_string)
                    .collect();
                if !structural.is_empty() {
                    bail!("the pairing is not a round:\n  {}", structural.join("\n  "));
                }
                let texts: Vec<String> = violations.iter().map(ToString::to_string).collect();
                if !texts.is_empty() && !force {
                    bail!(
                        "the pairing breaks:\n  {}\npass --force to accept (it is logged)",
                        texts.join("\n  ")
                    );
                }
                Ok(vec![if editing {
                    Event::PairingEdited {
                        round: round.get(),
                        boards: boards.clone(),
                        bye,
                        overridden: texts,
                    }
                } else {
                    Event::RoundPaired {
                        round: round.get(),
                        engine: "manual".into(),
                        version: String::new(),
                        boards: boards.clone(),
                        bye,
                        overridden: texts,
                    }
                }])
            })
            .await?;
            let round = RoundNo::from_index(s.tournament.rounds_paired() - 1);
            let (value, text) = workflow::pairing_view(&s.tournament, round)?;
            let overridden: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::PairingEdited { overridden, .. }
                    | Event::RoundPaired { overridden, .. } => Some(overridden.clone()),
                    _ => None,
                })
                .flatten()
                .collect();
            let mut text = text;
            for o in &overridden {
                text.push_str(&format!("\naccepted: {o}"));
            }
            emit(
                json.json,
                &json!({"pairing": value, "accepted_violations": overridden}),
                &text,
            );
        }
        Command::Pairing { name, round, json } => {
            let s = workflow::load(&store, &name).await?;
            let r = round_or_last(&s.tournament, round)?;
            let (value, text) = workflow::pairing_view(&s.tournament, r)?;
            emit(json.json, &value, &text);
        }
        Command::Result {
            name,
            round,
            board: Some(board),
            result: Some(result),
            correct,
            json,
            ..
        } => {
            let parsed = workflow::parse_result(&result)?;
            let mut r = 0;
            let (s, _) = workflow::change(&store, &name, |s| {
                r = round_or_last(&s.tournament, round)?.get();
                let res = parsed.notation();
                Ok(vec![if correct {
                    Event::ResultCorrected {
                        round: r,
                        board,
                        result: res,
                    }
                } else {
                    Event::ResultSet {
                        round: r,
                        board,
                        result: res,
                    }
                }])
            })
            .await?;
            let missing = corrections::missing_boards(&s.tournament, r);
            emit(
                json.json,
                &json!({"round": r, "board": board, "result": parsed.notation(), "missing": missing}),
                &format!("round {r} board {board}: {}", parsed.notation()),
            );
        }
        Command::Result {
            name,
            round,
            file,
            correct,
            json,
            ..
        } => {
            return corrections::batch_results(
                &store,
                &name,
                round,
                file.as_deref(),
                correct,
                json.json,
            )
            .await;
        }
        Command::Undo { name, yes, json } => {
            return corrections::undo(&store, &name, yes, json.json).await;
        }
        Command::Log { name, json } => {
            let log = store.load(&name).await?;
            let rows: Vec<_> = log
                .iter()
                .map(|r| json!({"seq": r.seq, "at": r.at, "actor": r.actor, "kind": r.event.kind(), "event": r.event}))
                .collect();
            let text: Vec<String> = log
                .iter()
                .map(|r| {
                    format!(
                        "{:>5}  {}  {:<12} {}  {}",
                        r.seq,
                        r.at,
                        r.actor,
                        r.event.kind(),
                        r.event.describe()
                    )
                })
                .collect();
            emit(json.json, &json!(rows), &text.join("\n"));
        }
        Command::List { all, json } => {
            let list = store.list().await?;
            let mut rows = Vec::new();
            let mut text = Vec::new();
            for t in list.iter().filter(|t| all || !t.deleted) {
                let s = workflow::load_any(&store, &t.name).await?;
                let paired = s.tournament.rounds_paired();
                rows.push(json!({
                    "name": t.name,
                    "title": s.settings.name,
                    "system": s.settings.system,
                    "players": s.tournament.player_count(),
                    "rounds_paired": paired,
                    "rounds": s.settings.rounds,
                    "registration_open": s.registration_open,
                    "deleted": t.deleted,
                    "log_entries": t.version,
                    "created_at": t.created_at,
                }));
                let stage = if t.deleted {
                    "deleted".to_string()
                } else if s.registration_open {
                    "registration open".to_string()
                } else {
                    format!("round {paired} of {}", s.settings.rounds)
                };
                text.push(format!(
                    "{:<30} {:<10} {:>5} players  {:<20} created {}",
                    t.name,
                    s.settings.system,
                    s.tournament.player_count(),
                    stage,
                    t.created_at
                ));
            }
            let hidden = if all {
                0
            } else {
                list.iter().filter(|t| t.deleted).count()
            };
            let n = rows.len();
            text.push(format!(
                "{n} {}{}",
                if n == 1 { "event" } else { "events" },
                if hidden > 0 {
                    format!(" ({hidden} deleted not shown: --all)")
                } else {
                    String::new()
                }
            ));
            emit(json.json, &json!(rows), &text.join("\n"));
        }
        Command::Export { name, format } => return files::export(&store, &name, format).await,
        Command::Import {
            file,
            name,
            system,
            json,
        } => return files::import(&store, file, name, system, json).await,
        Command::Festival { command } => return festival::run(&store, command).await,
        Command::Team { command } => return teams::run(&store, command).await,
        Command::Standings(a) => {
            let s = workflow::load(&store, &a.target).await?;
            if let Some(g) = arbiter_event::go_view(&s) {
                go::print_standings(&g, None, a.json);
                return Ok(Outcome::Ok);
            }
            if a.team.teams && s.is_team_event() && !s.pairs_matches() {
                let json = a.json || matches!(a.format, StandingsFormat::Json);
                return write_out(&teams::schedule_totals(&s.tournament, json));
            }
            if a.team.any() && s.is_team_event() {
                let view = s.team_view()?;
                let json = a.json || matches!(a.format, StandingsFormat::Json);
                let tiebreaks = a
                    .rules
                    .tiebreaks
                    .clone()
                    .or_else(|| s.settings.tiebreaks.clone());
                let text = teams::team_tables(
                    &s.tournament,
                    Some(&view),
                    &a.team,
                    tiebreaks.as_deref(),
                    json,
                )?;
                return write_out(&text);
            }
            return print_standings(&s.tournament, &a);
        }
        Command::Pgn {
            target,
            round,
            import,
            strict,
            all,
            output,
            json,
        } => {
            if let Some(file) = import {
                return games::import(&store, &target, &file, strict, json.json).await;
            }
            let s = workflow::load(&store, &target).await?;
            if s.settings.is_go() {
                bail!("PGN records chess games; a Go event is exported as xml, h9, tou or aga");
            }
            if all {
                return games::all(&s, &target, output.as_deref());
            }
            return games::round(&s, round, output.as_deref());
        }
        Command::Crosstable {
            target,
            order,
            format,
            rules,
            json,
        } => {
            let s = workflow::load(&store, &target).await?;
            let format = if json.json { CrossFormat::Json } else { format };
            return print_crosstable(&s.tournament, &rules, order, format);
        }
        Command::Prizes {
            target,
            prizes,
            hort,
            by_place,
            categories,
            rules,
            json,
        } => {
            let s = workflow::load(&store, &target).await?;
            if !categories.is_empty() {
                return print_category_prizes(
                    &s.tournament,
                    &rules,
                    &prizes,
                    &categories,
                    json.json,
                );
            }
            return print_prizes(&s.tournament, &rules, &prizes, hort, by_place, json.json);
        }
        Command::Stress { name, events } => {
            let mut out = std::io::stdout().lock();
            for i in 0..events {
                let (s, _) = workflow::change(&store, &name, |_| {
                    Ok(vec![Event::PlayerRegistered {
                        player: PlayerData {
                            name: format!("Stress, Player {i}"),
                            ..PlayerData::default()
                        },
                    }])
                })
                .await?;
                writeln!(out, "ack {}", s.version)?;
                out.flush()?;
            }
        }
    }
    Ok(Outcome::Ok)
}

/// True when a command's target names a TRF file rather than a stored tournament.
/// An availability in words, as an arbiter says it.
fn availability_text(status: Availability) -> &'static str {
    match status {
        Availability::Available => "plays",
        Availability::Absent => "absent, no bye",
        Availability::HalfBye => "half-point bye",
        Availability::ZeroBye => "zero-point bye",
        Availability::FullBye => "full-point bye",
    }
}

fn is_trf_path(target: &str) -> bool {
    target == "-"
        || Path::new(target)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("trf"))
        || Path::new(target).is_file()
}

/// Reads and validates a TRF file (errors printed with positions).
fn load_file(target: &str) -> anyhow::Result<Option<arbiter_core::Tournament>> {
    let (name, bytes) = read_input(Path::new(target))?;
    Ok(load(&name, &bytes))
}

/// Standings options: the tie-break list (flag, else the TRF's 212/202 records, else the
/// FIDE list for the mode) and the mode (flag, else the tournament type).
fn standings_setup(
    t: &arbiter_core::Tournament,
    r: &RulesArgs,
) -> anyhow::Result<(Vec<arbiter_standings::TieBreak>, arbiter_standings::Options)> {
    use arbiter_standings::{Mode, Options, RuleVersion};
    let kind = format!(
        "{} {}",
        t.info.system_code.clone().unwrap_or_default(),
        t.info.kind.clone().unwrap_or_default()
    )
    .to_ascii_lowercase();
    let mode = match r.mode {
        Some(ModeArg::Swiss) => Mode::Swiss,
        Some(ModeArg::Roundrobin) => Mode::RoundRobin,
        None if kind.contains("robin") => Mode::RoundRobin,
        None => Mode::Swiss,
    };
    let version = match r.rules {
        RulesArg::R2026 => RuleVersion::Fide2026,
        RulesArg::R2024 => RuleVersion::Fide2024,
        RulesArg::R2009 => RuleVersion::Kallithea2009,
    };
    let from_file = t
        .info
        .standings_tiebreaks
        .clone()
        .or_else(|| t.info.tiebreaks.clone())
        .filter(|s| !s.trim().is_empty());
    let list = match r.tiebreaks.as_deref().map(str::to_string).or(from_file) {
        Some(text) => arbiter_standings::standings_list(&text)
            .map_err(|e| anyhow!("tie-breaks {text:?}: {e}"))?,
        None => arbiter_standings::default_list(mode),
    };
    Ok((
        list,
        Options {
            version,
            mode,
            ..Options::default()
        },
    ))
}

/// Reads a category given as `cond+cond+…` (see `arbiter standings --help`).
fn parse_category(spec: &str) -> anyhow::Result<arbiter_standings::Category> {
    spec.parse().map_err(|e| anyhow!("--{e}"))
}

/// The tournament the standings are computed on: with the round-robin withdrawal rule
/// applied when asked (results deleted or turned into losses by default), and the players
/// it removes from the table.
fn with_withdrawal_rule(
    t: &arbiter_core::Tournament,
    r: &RulesArgs,
) -> (arbiter_core::Tournament, Vec<PlayerId>) {
    use arbiter_standings::CycleRule;
    let Some(rule) = r.withdrawals else {
        return (t.clone(), Vec::new());
    };
    let n = t.player_count();
    let cycle = if n.is_multiple_of(2) {
        n.saturating_sub(1)
    } else {
        n
    };
    let rule = match rule {
        WithdrawalArg::PerCycle => CycleRule::PerCycle,
        WithdrawalArg::WholeEvent => CycleRule::WholeEvent,
    };
    let out = arbiter_standings::apply_round_robin_withdrawals(
        t,
        &arbiter_standings::withdrawals(t),
        cycle,
        rule,
    );
    (out.tournament, out.removed)
}

fn print_standings(t: &arbiter_core::Tournament, a: &StandingsArgs) -> anyhow::Result<Outcome> {
    use arbiter_standings::render;
    if a.team.any() {
        // A team section that does not read as matches is an error, not "no teams".
        let view = if t.teams.teams.is_empty() || a.team.clubs.is_some() {
            None
        } else {
            Some(
                arbiter_core::teams::TeamView::of(t)
                    .map_err(|e| anyhow!("{}: the team section: {e}", a.target))?,
            )
        };
        let json = a.json || matches!(a.format, StandingsFormat::Json);
        let text = teams::team_tables(
            t,
            view.as_ref(),
            &a.team,
            a.rules.tiebreaks.as_deref(),
            json,
        )?;
        return write_out(&text);
    }
    let (list, opts) = standings_setup(t, &a.rules)?;
    let (adjusted, removed) = with_withdrawal_rule(t, &a.rules);
    let t = &adjusted;
    let mut s = arbiter_standings::standings(t, &list, &opts)?;
    if !removed.is_empty() {
        s = arbiter_standings::filter(&s, |row| !removed.contains(&row.player));
    }
    if let Some(spec) = &a.category {
        s = arbiter_standings::category_standings(&s, t, &parse_category(spec)?);
    }
    let format = if a.json {
        StandingsFormat::Json
    } else {
        a.format
    };
    let text = match format {
        StandingsFormat::Text => render::standings_text(&s, t),
        StandingsFormat::Tsv => render::standings_tsv(&s, t),
        StandingsFormat::Csv => render::standings_csv(&s, t),
        StandingsFormat::Json => render::standings_json(&s, t),
        StandingsFormat::Html => render::standings_html(&s, t),
    };
    write_out(&text)
}

fn print_crosstable(
    t: &arbiter_core::Tournament,
    r: &RulesArgs,
    order: CrossOrder,
    format: CrossFormat,
) -> anyhow::Result<Outcome> {
    use arbiter_standings::render::{self, Order};
    let (list, opts) = standings_setup(t, r)?;
    let s = arbiter_standings::standings(t, &list, &opts)?;
    let c = arbiter_standings::Crosstable::new(t, &s);
    let order = match order {
        CrossOrder::Start => Order::StartRank,
        CrossOrder::Rank => Order::FinalRank,
    };
    let text = match format {
        CrossFormat::Text => render::crosstable_text(&c, order),
        CrossFormat::Html => render::crosstable_html(&c, order),
        CrossFormat::Json => render::crosstable_json(&c, order),
    };
    write_out(&text)
}

fn print_prizes(
    t: &arbiter_core::Tournament,
    r: &RulesArgs,
    prizes: &[u64],
    hort: bool,
    by_place: bool,
    json_mode: bool,
) -> anyhow::Result<Outcome> {
    use arbiter_standings::Sharing;
    let (list, opts) = standings_setup(t, r)?;
    let s = arbiter_standings::standings(t, &list, &opts)?;
    let sharing = if hort {
        Sharing::Hort { own_percent: 50 }
    } else if by_place {
        Sharing::ByPlace
    } else {
        Sharing::Equal
    };
    let awards = arbiter_standings::distribute(&s, prizes, sharing);
    let rank_of = |p: PlayerId| s.row_of(p).map_or(0, |r| r.rank);
    let name_of = |p: PlayerId| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
    let rows: Vec<_> = awards
        .iter()
        .map(|a| json!({"start_rank": a.player.get(), "rank": rank_of(a.player), "name": name_of(a.player), "amount": a.amount}))
        .collect();
    let text: Vec<String> = awards
        .iter()
        .map(|a| {
            format!(
                "{:>4}  {:>4}  {:<32} {:>10}",
                rank_of(a.player),
                a.player.get(),
                name_of(a.player),
                a.amount
            )
        })
        .collect();
    emit(json_mode, &json!(rows), &text.join("\n"));
    Ok(Outcome::Ok)
}

/// Main and category prizes with one prize per player.
fn print_category_prizes(
    t: &arbiter_core::Tournament,
    r: &RulesArgs,
    prizes: &[u64],
    categories: &[String],
    json_mode: bool,
) -> anyhow::Result<Outcome> {
    let (list, opts) = standings_setup(t, r)?;
    let s = arbiter_standings::standings(t, &list, &opts)?;
    let mut cats = Vec::new();
    for spec in categories {
        let (cat, amounts) = spec.rsplit_once(':').ok_or_else(|| {
            anyhow!("--category {spec:?}: expected CATEGORY:AMOUNTS, e.g. sex=w:150,100")
        })?;
        let amounts: Vec<u64> = amounts
            .split(',')
            .map(|a| {
                a.trim()
                    .parse()
                    .map_err(|_| anyhow!("--category {spec:?}: {a:?} is not an amount"))
            })
            .collect::<anyhow::Result<_>>()?;
        cats.push((parse_category(cat)?, amounts));
    }
    let awards = arbiter_standings::distribute_with_categories(&s, t, prizes, &cats);
    let rank_of = |p: PlayerId| s.row_of(p).map_or(0, |r| r.rank);
    let name_of = |p: PlayerId| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
    let label = |a: &arbiter_standings::ListedAward| match a.list {
        None => format!("place {}", a.place),
        Some(k) => format!(
            "{} #{}",
            categories[k].rsplit_once(':').map_or("", |x| x.0),
            a.place
        ),
    };
    let mut sorted = awards.clone();
    sorted.sort_by_key(|a| rank_of(a.player));
    let rows: Vec<_> = sorted
        .iter()
        .map(|a| json!({"start_rank": a.player.get(), "rank": rank_of(a.player), "name": name_of(a.player), "amount": a.amount, "prize": label(a)}))
        .collect();
    let text: Vec<String> = sorted
        .iter()
        .map(|a| {
            format!(
                "{:>4}  {:>4}  {:<32} {:>10}  {}",
                rank_of(a.player),
                a.player.get(),
                name_of(a.player),
                a.amount,
                label(a)
            )
        })
        .collect();
    emit(json_mode, &json!(rows), &text.join("\n"));
    Ok(Outcome::Ok)
}

fn write_out(text: &str) -> anyhow::Result<Outcome> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    if !text.ends_with('\n') {
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(Outcome::Ok)
}

fn unreachable_trf() -> anyhow::Result<Outcome> {
    Err(anyhow!("internal: TRF commands do not use the store"))
}

/// Reads a file, or standard input for `-`.
fn read_input(path: &Path) -> anyhow::Result<(String, Vec<u8>)> {
    if path == Path::new("-") {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .context("reading standard input")?;
        return Ok(("<stdin>".to_string(), buf));
    }
    let name = path.display().to_string();
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {name}"))?;
    Ok((name, bytes))
}

/// Prints each diagnostic of file `name` on standard error as `FILE:LINE:COL: message`.
fn report<D: std::fmt::Display>(name: &str, diagnostics: &[D]) {
    let mut err = std::io::stderr().lock();
    for d in diagnostics {
        let _ = writeln!(err, "{name}:{d}");
    }
}

/// Parses and validates, printing every error as `FILE:LINE:COL: message`.
fn load(name: &str, bytes: &[u8]) -> Option<arbiter_core::Tournament> {
    match arbiter_trf::read(bytes) {
        Ok(t) => Some(t),
        Err(e) => {
            report(name, &e.diagnostics);
            None
        }
    }
}
