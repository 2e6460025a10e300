//! `arbiter`: the tournament director's command line.
//!
//! This file holds the command tree and its dispatch; each command's work is in the
//! module of its family, what they share in `io` (reading, writing, `--json`) and
//! `target` (the event a command reads, from a file or the store). No module uses this
//! file.
//!
//! Exit codes: 0 success, 1 a valid request that has no answer, 2 bad input or usage.

mod attendance;
mod backup;
mod compat;
mod constraints;
mod corrections;
mod engine;
mod festival;
mod files;
mod games;
mod go;
mod go_team;
mod io;
mod listing;
mod norms;
mod online;
mod pairing;
mod print;
mod publish;
mod rating_change;
mod ratings;
mod registration;
mod report;
mod schedule;
mod serve;
mod standings;
mod target;
mod teams;
mod trf_cmd;
mod upload;
mod workflow;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::anyhow;
use arbiter_store::AnyStore;
use clap::{Parser, Subcommand};
use io::{JsonFlag, Outcome};
use workflow::Location;

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

#[derive(Subcommand)]
enum Command {
    /// FIDE Tournament Report Files (TRF-16, TRF26).
    Trf {
        #[command(subcommand)]
        command: trf_cmd::TrfCommand,
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
    Absent(attendance::AbsentArgs),
    /// Make a player available again for a round.
    Available(attendance::AvailableArgs),
    /// Withdraw a player from a round on (default: the next round).
    Withdraw(attendance::WithdrawArgs),
    /// Players who may not be paired with one another (family, club or federation
    /// mates the regulations keep apart), from a round to a round; `--clear` lifts them.
    Prohibit(constraints::ProhibitArgs),
    /// A player's fictitious points for pairing, round by round (accelerated pairings).
    Accelerate(constraints::AccelerateArgs),
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
    /// Entries made on the public entry form: list them, or accept or refuse one by its
    /// number (or every entry waiting with --all).
    Entries(online::EntriesArgs),
    /// What the players asked on their own pages (check-in, byes, withdrawals), who has
    /// not checked in for the next round, and the result reports waiting for the arbiter.
    Requests {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Bring a deleted tournament back.
    Undelete {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Bring a withdrawn player back.
    Reenter(attendance::ReenterArgs),
    /// Pair the next round: of a TRF file (engine mode: the pairs go to standard output or
    /// -o), or of a stored tournament (kept in its log), or set it by hand with --manual.
    Pair(pairing::PairArgs),
    /// Re-pair the last round of a TRF or a stored tournament from the rounds before it and
    /// report every difference with the criterion at stake (exit 1 when they differ).
    Check(pairing::CheckArgs),
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
    Result(corrections::ResultArgs),
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
        /// A Go file's character set: iso-8859-15 (default for h9 and tou, as OpenGotha
        /// writes them and the EGF's and FFG's tools read them) or utf-8 (default for xml
        /// and aga).
        #[arg(long)]
        encoding: Option<String>,
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
    Standings(standings::StandingsArgs),
    /// PGN game skeletons of a round (Seven Tag Roster, ratings, titles, FIDE ids), one
    /// game per board, for DGT boards and broadcast tools; a stored tournament's recorded
    /// games are written with their moves. With --import, the played games of a PGN file
    /// are attached to their pairings (by the Round tag "R.B", else FIDE ids, else names
    /// in the round named); results are compared, never changed. Exit 1 when a game of the
    /// file was not attached.
    Pgn(games::PgnArgs),
    /// The crosstable of a TRF file or a stored tournament.
    Crosstable(standings::CrosstableArgs),
    /// A tournament's documents as PDF: pairings, results, standings, crosstable,
    /// wallchart, result slips, board cards, badges (A4 or Letter, in six languages).
    Print(print::PrintArgs),
    /// Title norm checks of every player (FIDE B.01 1.4: games, opponents' titles and
    /// federations, rating floor, average and performance) with the reason each criterion
    /// is missed; --it1 PLAYER --title GM and --it3 write the FIDE forms IT1 (certificate
    /// of a title result) and IT3 (tournament report) as PDF or HTML.
    Norms(norms::NormsArgs),
    /// Share prize money by the standings.
    Prizes(standings::PrizesArgs),
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
        Command::Trf { command } => trf_cmd::run(&command),
        Command::Go { command } => go::run(&command, &location),
        Command::Roundrobin(a) => schedule::roundrobin(&a),
        Command::Schedule { command } => schedule::schedule(&command),
        Command::Generate(a) => engine::generate(&a),
        Command::Pair(a) => pairing::pair(&location, a),
        Command::Check(a) => pairing::check(&location, &a),
        Command::Standings(a) => {
            target::run_on(&location, &a.target, |s| standings::standings(s, &a))
        }
        Command::Crosstable(a) => {
            target::run_on(&location, &a.target, |s| standings::crosstable(s, &a))
        }
        Command::Prizes(a) => target::run_on(&location, &a.target, |s| standings::prizes(s, &a)),
        Command::Pgn(a) => games::run(&location, &a),
        Command::Ratings { command } => ratings::run(&location, command),
        Command::Print(a) => print::run(&location, &a),
        Command::Norms(a) => norms::run(&location, &a),
        Command::Publish(a) => publish::run(&location, &a),
        Command::Serve(a) => serve::serve(&location, &a),
        Command::User { command } => serve::user(&location, command),
        Command::Token { command } => serve::token(&location, command),
        other => io::block_on(async {
            let store = location.open().await?;
            stored(&store, &location, other).await
        }),
    }
}

/// The commands that work on the store alone.
async fn stored(
    store: &AnyStore,
    location: &Location,
    command: Command,
) -> anyhow::Result<Outcome> {
    match command {
        Command::New(a) => registration::new_event(store, a).await,
        Command::Player { command } => registration::player(store, command).await,
        Command::Close { name, json } => registration::close(store, &name, json.json).await,
        Command::Absent(a) => attendance::absent(store, &a).await,
        Command::Available(a) => attendance::available(store, &a).await,
        Command::Withdraw(a) => attendance::withdraw(store, &a).await,
        Command::Prohibit(a) => constraints::prohibit(store, &a).await,
        Command::Accelerate(a) => constraints::accelerate(store, &a).await,
        Command::Reenter(a) => attendance::reenter(store, &a).await,
        Command::Reopen { name, json } => corrections::reopen(store, &name, json.json).await,
        Command::Rename {
            name,
            new_name,
            json,
        } => corrections::rename(store, location, &name, &new_name, json.json).await,
        Command::Delete {
            name,
            yes,
            purge,
            json,
        } => corrections::delete(store, &name, yes, purge, json.json).await,
        Command::Set(a) => corrections::set(store, &a).await,
        Command::Entries(a) => online::entries(store, &a).await,
        Command::Requests { name, json } => online::requests(store, &name, json.json).await,
        Command::Undelete { name, json } => corrections::undelete(store, &name, json.json).await,
        Command::Team { command } => teams::run(store, command).await,
        Command::Pairing { name, round, json } => {
            pairing::show(store, &name, round, json.json).await
        }
        Command::Result(a) => corrections::result(store, &a).await,
        Command::Undo { name, yes, json } => corrections::undo(store, &name, yes, json.json).await,
        Command::Log { name, json } => listing::log(store, &name, json.json).await,
        Command::List { all, json } => listing::list(store, all, json.json).await,
        Command::Stress { name, events } => listing::stress(store, &name, events).await,
        Command::Export {
            name,
            format,
            encoding,
        } => files::export(store, &name, format, encoding.as_deref()).await,
        Command::Import {
            file,
            name,
            system,
            json,
        } => files::import(store, file, name, system, json).await,
        Command::Report(a) => report::run(store, &a).await,
        Command::Festival { command } => festival::run(store, command).await,
        Command::Destination { command } => upload::destination(store, command).await,
        Command::Upload(a) => upload::upload_dir(store, &a).await,
        Command::Backup(a) => backup::backup(store, &a).await,
        Command::Restore(a) => backup::restore(store, location, &a).await,
        Command::Trf { .. }
        | Command::Go { .. }
        | Command::Roundrobin(_)
        | Command::Schedule { .. }
        | Command::Generate(_)
        | Command::Pair(_)
        | Command::Check(_)
        | Command::Standings(_)
        | Command::Crosstable(_)
        | Command::Prizes(_)
        | Command::Pgn(_)
        | Command::Ratings { .. }
        | Command::Print(_)
        | Command::Norms(_)
        | Command::Publish(_)
        | Command::Serve(_)
        | Command::User { .. }
        | Command::Token { .. } => Err(anyhow!(
            "internal: this command does not start from the store"
        )),
    }
}
