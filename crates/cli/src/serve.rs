//! The web application from the command line: `arbiter serve`, and the accounts that
//! guard it (`arbiter user ...`, `arbiter token create`). Everything is kept in the same
//! database as the tournaments (`--data DIR` or `--database URL`).

use crate::io::{Outcome, emit};
use crate::workflow::Location;
use anyhow::{Context, bail};
use arbiter_server::Role;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;
use std::io::BufRead;
use std::net::SocketAddr;

/// `arbiter serve`.
#[derive(Args)]
pub struct ServeArgs {
    /// The address to listen on (`127.0.0.1:0` picks a free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    bind: SocketAddr,
    /// First create a demo event (generated players, a few rounds played) and, when there
    /// is no user yet, an admin `demo` with a random password, printed once.
    #[arg(long)]
    demo: bool,
    /// A read replica of the PostgreSQL database (`postgres://…`): public pages and
    /// rating-list searches read from it; writes, and the check that the replica has
    /// caught up, go to the main database.
    #[arg(long, env = "ARBITER_READ_DATABASE_URL", value_name = "URL")]
    read_database: Option<String>,
}

/// `arbiter user ...`.
#[derive(Subcommand)]
pub enum UserCommand {
    /// Add a user, or replace the role and password of an existing one.
    Add {
        /// The login name.
        login: String,
        /// What the user may do: `admin` (everything, users too) or `arbiter` (run events).
        #[arg(long, value_enum)]
        role: RoleArg,
        /// Read the password (at least 8 characters) from the first line of standard input.
        #[arg(long, required = true)]
        password_stdin: bool,
        /// Limit an arbiter to these events (comma-separated names; an empty value lifts
        /// the limit).
        #[arg(long)]
        events: Option<String>,
        /// Print one JSON value instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Limit an arbiter to the given events, or (with an empty list) lift the limit.
    Limit {
        /// The login name.
        login: String,
        /// Comma-separated event names.
        #[arg(long)]
        events: String,
        /// Print one JSON value instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the users.
    List {
        /// Print one JSON value instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// `arbiter token ...`.
#[derive(Subcommand)]
pub enum TokenCommand {
    /// Create an API bearer token for a user and print it (only its hash is kept).
    Create {
        /// The login name.
        login: String,
        /// What the token is for.
        #[arg(long, default_value = "command line")]
        label: String,
    },
}

/// A role as typed.
#[derive(Copy, Clone, ValueEnum)]
pub enum RoleArg {
    /// Everything, including managing users.
    Admin,
    /// Runs events: all of them, or those it is limited to.
    Arbiter,
    /// Captains a team: gives that team's lineups on the web app (the team events that
    /// name the account as a team's captain), nothing else.
    Captain,
}

impl From<RoleArg> for Role {
    fn from(r: RoleArg) -> Self {
        match r {
            RoleArg::Admin => Role::Admin,
            RoleArg::Arbiter => Role::Arbiter,
            RoleArg::Captain => Role::Captain,
        }
    }
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the runtime")
}

/// `arbiter serve`: serves until Ctrl-C.
pub fn serve(location: &Location, a: &ServeArgs) -> anyhow::Result<Outcome> {
    let target = location.target()?;
    let options = arbiter_server::Options {
        read_database: a.read_database.clone(),
        ..arbiter_server::Options::default()
    };
    runtime()?.block_on(arbiter_server::serve_with(&target, a.bind, a.demo, options))?;
    Ok(Outcome::Ok)
}

fn event_list(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(str::to_string)
        .collect()
}

/// The password: the first line of standard input, without its line ending.
fn read_password() -> anyhow::Result<String> {
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .context("reading the password from standard input")?;
    let password = line.trim_end_matches(['\n', '\r']).to_string();
    if password.is_empty() {
        bail!("no password on standard input");
    }
    Ok(password)
}

fn limit_text(login: &str, events: &[String]) -> String {
    if events.is_empty() {
        format!("{login} may run every event")
    } else {
        format!("{login} may run only: {}", events.join(", "))
    }
}

/// `arbiter user ...`.
pub fn user(location: &Location, command: UserCommand) -> anyhow::Result<Outcome> {
    let target = location.target()?;
    runtime()?.block_on(async {
        match command {
            UserCommand::Add {
                login,
                role,
                password_stdin: _,
                events,
                json,
            } => {
                let role = Role::from(role);
                let events = events.as_deref().map(event_list);
                if role == Role::Admin && events.as_ref().is_some_and(|e| !e.is_empty()) {
                    bail!("--events limits arbiters; an admin may run every event");
                }
                let password = read_password()?;
                arbiter_server::add_user(&target, &login, role, &password).await?;
                if let Some(events) = &events {
                    arbiter_server::limit_user(&target, &login, events).await?;
                }
                emit(
                    json,
                    &json!({"login": login, "role": role.as_str(), "events": events}),
                    &format!("user {login} ({role}) saved"),
                );
            }
            UserCommand::Limit {
                login,
                events,
                json,
            } => {
                let events = event_list(&events);
                arbiter_server::limit_user(&target, &login, &events).await?;
                emit(
                    json,
                    &json!({"login": login, "events": events}),
                    &limit_text(&login, &events),
                );
            }
            UserCommand::List { json } => {
                let users = arbiter_server::Accounts::open(&target)
                    .await?
                    .users()
                    .await?;
                let text: Vec<String> = users
                    .iter()
                    .map(|u| format!("{}\t{}\t{}", u.login, u.role, u.events.join(",")))
                    .collect();
                emit(json, &json!(users), &text.join("\n"));
            }
        }
        Ok(Outcome::Ok)
    })
}

/// `arbiter token create`.
pub fn token(location: &Location, command: TokenCommand) -> anyhow::Result<Outcome> {
    let target = location.target()?;
    match command {
        TokenCommand::Create { login, label } => {
            let token =
                runtime()?.block_on(arbiter_server::create_token(&target, &login, &label))?;
            println!("{token}");
        }
    }
    Ok(Outcome::Ok)
}
