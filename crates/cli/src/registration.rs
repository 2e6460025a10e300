//! Creating an event and registering its players: `arbiter new`, `arbiter player …`.

use anyhow::{Result, anyhow, bail};
use arbiter_core::PlayerId;
use arbiter_event::{PlayerData, Settings};
use arbiter_store::AnyStore;
use serde_json::json;
use std::path::PathBuf;

use crate::corrections;
use crate::io::{JsonFlag, Outcome, emit, read_input, read_trf};
use crate::workflow;
use clap::{Args, Subcommand};

/// `arbiter new`: a chess or Go event with its settings.
pub async fn new_event(store: &AnyStore, a: NewArgs) -> Result<Outcome> {
    let points = match &a.points {
        None => None,
        Some(p) => {
            let parts: Vec<String> = p.split(',').map(|x| x.trim().to_string()).collect();
            let [w, d, l] = <[String; 3]>::try_from(parts)
                .map_err(|_| anyhow!("--points: expected WIN,DRAW,LOSS, e.g. 3,1,0"))?;
            Some([w, d, l])
        }
    };
    let settings = Settings {
        name: a.title.clone().unwrap_or_else(|| a.name.clone()),
        system: a.system.clone(),
        rounds: a.rounds,
        points,
        rated: a.rated,
        city: a.city,
        federation: a.federation,
        time_control: a
            .time_control
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty()),
        chief_arbiter: a.chief_arbiter,
        chief_arbiter_fide_id: a
            .chief_arbiter_fide_id
            .map(|f| f.trim().to_string())
            .filter(|f| !f.is_empty()),
        organiser: a
            .organiser
            .map(|f| f.trim().to_string())
            .filter(|f| !f.is_empty()),
        tiebreaks: a.tiebreaks,
        initial_colour: a.initial_colour,
        festival: a
            .festival
            .map(|f| f.trim().to_string())
            .filter(|f| !f.is_empty()),
        section: a
            .section
            .map(|f| f.trim().to_string())
            .filter(|f| !f.is_empty()),
        language: a.language.filter(|l| !l.is_empty()),
        team: match a.boards {
            None => None,
            Some(boards) => Some(arbiter_event::TeamSettings {
                boards,
                board_colours: a.board_colours.clone(),
                match_points: match &a.match_points {
                    None => None,
                    Some(p) => {
                        let parts: Vec<String> =
                            p.split(',').map(|x| x.trim().to_string()).collect();
                        Some(<[String; 3]>::try_from(parts).map_err(|_| {
                            anyhow!("--match-points: expected WIN,DRAW,LOSS, e.g. 2,1,0")
                        })?)
                    }
                },
                primary: a.game_points_first.then(|| "game".to_string()),
                board_order_tolerance: a.board_order_tolerance,
                rating_boards: a.rating_boards,
                lineup_deadlines: Vec::new(),
            }),
        },
        ..Settings::default()
    };
    let settings = if a.game == "go" {
        let g = a.go;
        Settings {
            game: Some("go".into()),
            go: Some(arbiter_event::GoSettings {
                komi: g.komi,
                bar: g.bar,
                floor: g.floor,
                placement: g.placement,
                handicap_ceiling: g.handicap_ceiling,
                handicap_correction: g.handicap_correction,
                zero: g.zero,
                categories: g.categories,
                unplayed_as_half: g.unplayed_as_half.then_some(true),
                super_bar: g.super_bar,
                handicap_komi: g.handicap_komi,
                ..arbiter_event::GoSettings::default()
            })
            .filter(|g| *g != arbiter_event::GoSettings::default()),
            ..settings
        }
    } else {
        arbiter_event::check_system(&a.system).map_err(|e| anyhow!("--system: {e}"))?;
        settings
    };
    if settings.is_go() {
        arbiter_event::go_time_control(&settings).map_err(|e| anyhow!("refused: {e}"))?;
    }
    workflow::create(store, &a.name, settings).await?;
    emit(
        a.json.json,
        &json!({"name": a.name, "system": a.system, "rounds": a.rounds}),
        &format!("created {}", a.name),
    );
    Ok(Outcome::Ok)
}

/// A Go rating read from list `scale` (`egf`, `ffg`: points; `aga`: a decimal such as
/// 3.45) on OpenGotha's scale.
fn go_rating_of(text: &str, scale: &str) -> Result<i32> {
    let bad = || anyhow!("--go-rating: {text:?} is not a rating of the {scale} list");
    let (scale, raw) = match scale {
        "aga" => {
            let v: f64 = text.trim().parse().map_err(|_| bad())?;
            if !v.is_finite() || v.abs() > 100.0 {
                return Err(bad());
            }
            (arbiter_core::GoRatingScale::Aga, (v * 100.0).round() as i32)
        }
        "ffg" => (
            arbiter_core::GoRatingScale::Ffg,
            text.trim().parse().map_err(|_| bad())?,
        ),
        _ => (
            arbiter_core::GoRatingScale::Egf,
            text.trim().parse().map_err(|_| bad())?,
        ),
    };
    Ok(scale.to_standard(raw))
}

/// The player `--from-list ID` names: in a Go list (EGF, FFG, AGA) by its PIN, licence
/// or id; in any other list by FIDE id. Without `--rating-list`, a number is looked for
/// as a FIDE id first, then as any list's own id.
async fn listed_player(
    store: &AnyStore,
    list: Option<&str>,
    id: &str,
) -> Result<arbiter_ratings::ListPlayer> {
    use arbiter_store::RatingStore;
    let id = id.trim();
    let kind = match list {
        None => None,
        Some(name) => {
            let lists = store.rating_lists().await?;
            let Some(l) = lists.iter().find(|l| l.name == name) else {
                let names: Vec<&str> = lists.iter().map(|l| l.name.as_str()).collect();
                return Err(anyhow!(
                    "--rating-list: no list {name:?} is imported (imported: {})",
                    if names.is_empty() {
                        "none".to_string()
                    } else {
                        names.join(", ")
                    }
                ));
            };
            arbiter_ratings::ListKind::parse(&l.kind)
        }
    };
    let go = kind.and_then(arbiter_ratings::ListKind::go_body);
    let fide = if go.is_some() {
        None
    } else {
        id.parse::<u32>()
            .ok()
            .and_then(arbiter_ratings::FideId::new)
    };
    if let Some(f) = fide
        && let Some((_, p)) = store.player_by_fide_id(list, f).await?
    {
        return Ok(p);
    }
    if kind.is_none_or(|k| k != arbiter_ratings::ListKind::Fide)
        && let Some((_, p)) = store.player_by_national_id(list, None, id).await?
    {
        return Ok(p);
    }
    let what = match go {
        Some(body) => body.id_name(),
        None if fide.is_some() => "FIDE id",
        None => "id",
    };
    Err(match list {
        Some(name) => anyhow!("--from-list: {what} {id} is not in the list {name}"),
        None => anyhow!("--from-list: {what} {id} is in no imported list"),
    })
}

/// `arbiter player …`: register, import, list, edit and remove players.
pub async fn player(store: &AnyStore, command: PlayerCommand) -> Result<Outcome> {
    match command {
        PlayerCommand::Add {
            tournament,
            name,
            from_list,
            rating_list,
            rating,
            fide_id,
            fed,
            title,
            sex,
            birth,
            club,
            school,
            family,
            group,
            rank,
            mcmahon_correction,
            go_rating,
            rating_scale,
            egf_pin,
            ffg_licence,
            aga_id,
            allow_duplicate,
            json,
        } => {
            let (go_rating, rank) = match go_rating {
                None => (None, rank),
                Some(text) => {
                    let standard = go_rating_of(&text, &rating_scale)?;
                    let rank = rank
                        .or_else(|| Some(arbiter_core::go_rank_of_rating(standard).to_string()));
                    (Some(standard), rank)
                }
            };
            let data = PlayerData {
                name: name.unwrap_or_default(),
                rating,
                fide_id,
                federation: fed,
                title,
                sex,
                birth_date: birth,
                club,
                school,
                family,
                group,
                go_rank: rank,
                go_mcmahon_correction: mcmahon_correction,
                go_rating,
                egf_pin,
                ffg_licence,
                aga_id,
            };
            let data = match from_list {
                None => data,
                Some(id) => {
                    let listed = listed_player(store, rating_list.as_deref(), &id).await?;
                    arbiter_event::from_list(data, &listed, arbiter_ratings::RateType::Standard)
                }
            };
            let data = corrections::checked(&data)?;
            let mut warnings = Vec::new();
            let (s, _) = workflow::change(store, &tournament, |s| {
                warnings = corrections::check_duplicates(
                    s,
                    std::slice::from_ref(&data),
                    allow_duplicate,
                    false,
                )?;
                Ok(s.registrations(std::slice::from_ref(&data)))
            })
            .await?;
            let id = PlayerId::from_index(s.tournament.player_count() - 1);
            let late = if s.registration_open {
                ""
            } else {
                " (late entry)"
            };
            emit(
                json.json,
                &workflow::player_json(&s.tournament, id),
                &format!("player {id}{late}: {}", data.name),
            );
        }
        PlayerCommand::Import {
            tournament,
            file,
            allow_duplicate,
            update,
            json,
        } => {
            let (fname, bytes) = read_input(&file)?;
            let is_trf = file
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("trf"));
            let players: Vec<PlayerData> = if is_trf {
                let Some(t) = read_trf(&fname, &bytes) else {
                    return Ok(Outcome::BadInput);
                };
                t.players().map(|(_, p)| PlayerData::of(p)).collect()
            } else {
                // A Go event reads its list as Go lists are written (see
                // `arbiter_event::go_players_from_csv`).
                let go = workflow::load(store, &tournament).await?.settings.is_go();
                let read = if go {
                    arbiter_event::go_players_from_csv(&bytes)
                } else {
                    arbiter_event::players_from_csv(&bytes)
                };
                match read {
                    Ok(list) => {
                        let used: Vec<String> = list
                            .used
                            .iter()
                            .map(|(h, f)| format!("{h} as {f}"))
                            .collect();
                        eprintln!("arbiter: {fname}: columns used: {}", used.join(", "));
                        if !list.not_kept.is_empty() {
                            let kept: Vec<String> = list
                                .not_kept
                                .iter()
                                .map(|(h, f)| format!("{h} as {f}"))
                                .collect();
                            eprintln!(
                                "arbiter: {fname}: columns recognised but not kept (a registration keeps FIDE data; rename a column FIDE-ID or Elo if it holds FIDE's): {}",
                                kept.join(", ")
                            );
                        }
                        if !list.ignored.is_empty() {
                            eprintln!(
                                "arbiter: {fname}: columns ignored: {}",
                                list.ignored.join(", ")
                            );
                        }
                        for w in &list.warnings {
                            eprintln!(
                                "{fname}:{}:{}: warning: {}",
                                w.line,
                                w.column.max(1),
                                arbiter_event::say(arbiter_i18n::Lang::En, &w.message)
                            );
                        }
                        list.players
                    }
                    Err(e) => {
                        for d in &e.0 {
                            eprintln!("{fname}:{d}");
                        }
                        eprintln!("arbiter: {fname}: nothing imported");
                        return Ok(Outcome::BadInput);
                    }
                }
            };
            // A PIN, licence or AGA id that an imported Go list has completes the player.
            let players = arbiter_store::fill_from_go_lists(store, players).await?;
            if update {
                return update_players(store, &tournament, &players, json.json).await;
            }
            let count = players.len();
            let mut warnings = Vec::new();
            workflow::change(store, &tournament, |s| {
                if s.settings.is_go() {
                    go_duplicates(s, &players, allow_duplicate)?;
                }
                warnings = corrections::check_duplicates(s, &players, allow_duplicate, true)?;
                Ok(s.registrations(&players))
            })
            .await?;
            emit(
                json.json,
                &json!({"imported": count}),
                &format!("imported {count} players"),
            );
        }
        PlayerCommand::Edit {
            tournament,
            player,
            fields,
            json,
        } => {
            return corrections::edit_player(store, &tournament, &player, &fields, json.json).await;
        }
        PlayerCommand::Remove {
            tournament,
            player,
            json,
        } => return corrections::remove_player(store, &tournament, &player, json.json).await,
        PlayerCommand::Link {
            tournament,
            player,
            revoke,
            url,
            json,
        } => {
            return crate::online::link(store, &tournament, &player, revoke, &url, json.json).await;
        }
        PlayerCommand::List { tournament, json } => {
            let s = workflow::load(store, &tournament).await?;
            let t = &s.tournament;
            let rows: Vec<_> = t
                .player_ids()
                .map(|id| workflow::player_json(t, id))
                .collect();
            let mut text = String::new();
            for (id, p) in t.players() {
                text.push_str(&format!(
                    "{:>4}  {:<3} {:<32} {:>4} {:<3} {:>5}\n",
                    id.get(),
                    p.title.as_ref().map(|x| x.as_str()).unwrap_or(""),
                    p.name,
                    p.rating.map(|r| r.0.to_string()).unwrap_or_default(),
                    p.federation.clone().unwrap_or_default(),
                    t.score(id)
                ));
            }
            emit(json.json, &json!(rows), text.trim_end());
        }
    }
    Ok(Outcome::Ok)
}

#[derive(Args)]
pub(crate) struct NewArgs {
    /// The tournament's name (how commands refer to it).
    pub(crate) name: String,
    /// The pairing system.
    #[arg(long, default_value = "dutch", long_help = arbiter_pairing::registry::usage())]
    pub(crate) system: String,
    /// Number of rounds.
    #[arg(long)]
    pub(crate) rounds: u16,
    /// Rating system the event is rated for (e.g. fide).
    #[arg(long)]
    pub(crate) rated: Option<String>,
    /// Points for a win, a draw and a loss, e.g. 3,1,0.
    #[arg(long)]
    pub(crate) points: Option<String>,
    /// Full title printed on reports (default: the name).
    #[arg(long)]
    pub(crate) title: Option<String>,
    /// City.
    #[arg(long)]
    pub(crate) city: Option<String>,
    /// Host federation; for Go, the country (two letters, as the EGF writes it: the
    /// h9's `PC[NO,Oslo]`).
    #[arg(long, visible_alias = "country")]
    pub(crate) federation: Option<String>,
    /// Time control. For Go, one of 60m (sudden death), 60m+5x30s (byo-yomi: five
    /// periods of 30 seconds), 60m+15/5m (Canadian: 15 moves in 5 minutes) or 60m+20s
    /// (Fischer): it gives the EGF class of the results file.
    #[arg(long)]
    pub(crate) time_control: Option<String>,
    /// Chief arbiter.
    #[arg(long)]
    pub(crate) chief_arbiter: Option<String>,
    /// The chief arbiter's FIDE ID, for the title forms IT1 and IT3.
    #[arg(long)]
    pub(crate) chief_arbiter_fide_id: Option<String>,
    /// The organiser, for the title forms IT1 and IT3.
    #[arg(long)]
    pub(crate) organiser: Option<String>,
    /// Tie-breaks, e.g. BH-C1,BH,SB.
    #[arg(long)]
    pub(crate) tiebreaks: Option<String>,
    /// Colour of the top-ranked player in round 1.
    #[arg(long, value_parser = ["white", "black"])]
    pub(crate) initial_colour: Option<String>,
    /// The festival this event is a section of (a weekend's Open, U1800, ... each an
    /// event: `arbiter festival` lists them, gives combined standings, moves players).
    #[arg(long)]
    pub(crate) festival: Option<String>,
    /// The section's label within its festival (default: the event's name).
    #[arg(long, requires = "festival")]
    pub(crate) section: Option<String>,
    /// A team event: the boards per match (then --system pairs teams: swiss-team, dutch,
    /// roundrobin...).
    #[arg(long)]
    pub(crate) boards: Option<u8>,
    /// Team events: the colours of the team with White on board 1, e.g. WBWB (default)
    /// or WBBW.
    #[arg(long, requires = "boards")]
    pub(crate) board_colours: Option<String>,
    /// Team events: match points for a won, drawn and lost match (default 2,1,0).
    #[arg(long, requires = "boards")]
    pub(crate) match_points: Option<String>,
    /// Team events: rank and pair by game points first (default: match points).
    #[arg(long, requires = "boards")]
    pub(crate) game_points_first: bool,
    /// Team events: the team rating is the mean of this many best-rated members (default:
    /// the boards).
    #[arg(long, requires = "boards")]
    pub(crate) rating_boards: Option<u8>,
    /// Team events: nobody may sit above a team-mate rated more than this many points
    /// higher (default: any order).
    #[arg(long, requires = "boards")]
    pub(crate) board_order_tolerance: Option<u16>,
    /// The game: chess, or go (then --system is mcmahon, swiss or swisscat).
    #[arg(long, default_value = "chess", value_parser = ["chess", "go"])]
    pub(crate) game: String,
    /// The language of the event's public pages for visitors who choose none: en, fr,
    /// de, it, es or ru (default: the visitor's browser, else English).
    #[arg(long, value_parser = corrections::language_code)]
    pub(crate) language: Option<String>,
    #[command(flatten)]
    pub(crate) go: GoNewArgs,
    #[command(flatten)]
    pub(crate) json: JsonFlag,
}

/// The parameters of a Go event; each one left out keeps OpenGotha's value for the
/// system.
#[derive(Args)]
#[command(next_help_heading = "Go events")]
pub(crate) struct GoNewArgs {
    /// Komi of even games (default 7.5).
    #[arg(long)]
    pub(crate) komi: Option<String>,
    /// McMahon bar (default 4d).
    #[arg(long)]
    pub(crate) bar: Option<String>,
    /// McMahon floor (default 20k).
    #[arg(long)]
    pub(crate) floor: Option<String>,
    /// Placement criteria, e.g. MMS,SOSM,SOSOSM.
    #[arg(long)]
    pub(crate) placement: Option<String>,
    /// The most handicap stones given.
    #[arg(long)]
    pub(crate) handicap_ceiling: Option<u8>,
    /// Stones taken off the difference.
    #[arg(long)]
    pub(crate) handicap_correction: Option<u8>,
    /// McMahon zero: the rank whose start score is 0 (default 30k).
    #[arg(long)]
    pub(crate) zero: Option<String>,
    /// Categories (SwissCat): their lower rank limits, strongest first, e.g. 1d,5k.
    #[arg(long)]
    pub(crate) categories: Option<String>,
    /// Count opponents' rounds without a game played over the board as half a point in
    /// the sums of opponents' scores.
    #[arg(long)]
    pub(crate) unplayed_as_half: bool,
    /// McMahon super bar: players of this rank and above form the super group, one point
    /// above the bar (e.g. 6d with the bar at 4d).
    #[arg(long)]
    pub(crate) super_bar: Option<String>,
    /// Komi of handicap games: 0 (default) or 0.5.
    #[arg(long)]
    pub(crate) handicap_komi: Option<String>,
}

#[derive(Subcommand)]
pub(crate) enum PlayerCommand {
    /// Register a player (a late entry once registration is closed).
    Add {
        /// The tournament.
        tournament: String,
        /// "Surname, Given names".
        #[arg(long, required_unless_present = "from_list")]
        name: Option<String>,
        /// Register the player with this id from an imported rating list: a FIDE id, or
        /// in a Go list the EGF PIN, FFG licence or AGA id. Name, federation (country),
        /// title, rating, birth, sex and club, and a Go player's grade and rating, are
        /// copied (what is given here wins); the id links the player to the list.
        #[arg(long, value_name = "ID")]
        from_list: Option<String>,
        /// The list --from-list reads, by the name it was imported under (e.g. fide,
        /// egf, ffg, aga; default: any list, by name).
        #[arg(long, value_name = "NAME")]
        rating_list: Option<String>,
        /// FIDE rating.
        #[arg(long)]
        rating: Option<u16>,
        /// FIDE id.
        #[arg(long)]
        fide_id: Option<u64>,
        /// Federation.
        #[arg(long)]
        fed: Option<String>,
        /// FIDE title.
        #[arg(long)]
        title: Option<String>,
        /// m or w.
        #[arg(long)]
        sex: Option<String>,
        /// Birth date.
        #[arg(long)]
        birth: Option<String>,
        /// Club (also a team whose members are not paired together, US Chess 28N).
        #[arg(long)]
        club: Option<String>,
        /// School: schoolmates are not paired together when it can be avoided (US Chess
        /// 28N, systems that apply it).
        #[arg(long)]
        school: Option<String>,
        /// Family: relatives are not paired together when it can be avoided.
        #[arg(long)]
        family: Option<String>,
        /// Independent group: players of a group meet only each other.
        #[arg(long)]
        group: Option<String>,
        /// Go rank (30k to 9d); a Go event needs it.
        #[arg(long)]
        rank: Option<String>,
        /// Go: points added to the player's start McMahon score.
        #[arg(long, allow_hyphen_values = true)]
        mcmahon_correction: Option<i32>,
        /// Go: a rating from a rating list (EGF or FFG points, AGA as 3.45 or -12.5); it
        /// gives the rank when --rank is left out.
        #[arg(long, allow_hyphen_values = true)]
        go_rating: Option<String>,
        /// The list --go-rating comes from.
        #[arg(long, value_parser = ["egf", "ffg", "aga"], default_value = "egf")]
        rating_scale: String,
        /// Go: the player's EGF PIN (eight digits).
        #[arg(long)]
        egf_pin: Option<String>,
        /// Go: the player's FFG licence.
        #[arg(long)]
        ffg_licence: Option<String>,
        /// Go: the player's AGA id.
        #[arg(long)]
        aga_id: Option<String>,
        /// Register even when a player with the same FIDE id is already there.
        #[arg(long)]
        allow_duplicate: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Register players from a CSV (header row: name, rating, fide_id, federation, title,
    /// sex, birth_date, club) or from the player section of a TRF.
    Import {
        /// The tournament.
        tournament: String,
        /// The file.
        file: PathBuf,
        /// Register even players whose FIDE id is already there.
        #[arg(long, conflicts_with = "update")]
        allow_duplicate: bool,
        /// A corrected list read again: players already registered (the same FIDE id,
        /// else the same name) are updated with the fields the file gives (a blank field
        /// keeps what is registered); the others are registered.
        #[arg(long)]
        update: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// List players.
    List {
        /// The tournament.
        tournament: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Correct a player's data (only the fields given change; an empty value clears one).
    /// Before round 1 is paired, a change in the initial ranking redoes the start ranks.
    Edit {
        /// The tournament.
        tournament: String,
        /// Start rank (registration number while registration is open) or part of the name.
        player: String,
        #[command(flatten)]
        fields: corrections::EditArgs,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Print a new private link to the player's own page (their board, opponent and
    /// results; check-in, bye requests and result reports), which replaces any earlier
    /// one; only a digest of it is kept, so it is shown once.
    Link {
        /// The tournament.
        tournament: String,
        /// Start rank (registration number while registration is open) or part of the name.
        player: String,
        /// Revoke the player's link instead: it stops working.
        #[arg(long)]
        revoke: bool,
        /// The server's public address, which the link starts with.
        #[arg(
            long,
            env = "ARBITER_PUBLIC_URL",
            default_value = "http://127.0.0.1:8080"
        )]
        url: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Remove a player; once a round is paired the games stand, so the player is withdrawn
    /// from the next round instead.
    Remove {
        /// The tournament.
        tournament: String,
        /// Start rank (registration number while registration is open) or part of the name.
        player: String,
        #[command(flatten)]
        json: JsonFlag,
    },
}

/// `arbiter player import --update`: the players of a corrected list updated, the others
/// registered; one line per player updated, with what changes.
async fn update_players(
    store: &AnyStore,
    tournament: &str,
    players: &[PlayerData],
    json_mode: bool,
) -> Result<Outcome> {
    let mut update = arbiter_event::ListUpdate::default();
    workflow::change(store, tournament, |s| {
        update = arbiter_event::update_from_list(s, players)?;
        if update.events.is_empty() {
            bail!(
                "nothing to change: the {} players of the file are registered as they are",
                update.unchanged.len()
            );
        }
        Ok(update.events.clone())
    })
    .await?;
    let value = |v: &serde_json::Value| match v {
        serde_json::Value::Null => "(none)".to_string(),
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let mut lines: Vec<String> = update
        .updated
        .iter()
        .map(|(name, changes)| {
            let what: Vec<String> = changes
                .iter()
                .map(|c| {
                    format!(
                        "{} {} → {}",
                        c.field.replace('_', " "),
                        value(&c.old),
                        value(&c.new)
                    )
                })
                .collect();
            format!("updated {name}: {}", what.join(", "))
        })
        .collect();
    lines.extend(update.registered.iter().map(|n| format!("registered {n}")));
    lines.push(format!(
        "{} updated, {} registered, {} unchanged",
        update.updated.len(),
        update.registered.len(),
        update.unchanged.len()
    ));
    emit(
        json_mode,
        &json!({
            "updated": update.updated.iter().map(|(n, c)| json!({
                "name": n,
                "changes": c.iter().map(|x| json!({"field": x.field, "old": x.old, "new": x.new})).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "registered": update.registered,
            "unchanged": update.unchanged.len(),
        }),
        &lines.join("\n"),
    );
    Ok(Outcome::Ok)
}

/// `arbiter close`: registration closes, start ranks are assigned (rating, title, name;
/// C.04.2).
///
/// # Errors
/// When the change is refused.
pub async fn close(store: &AnyStore, name: &str, json_mode: bool) -> Result<Outcome> {
    let (s, _) = workflow::change(store, name, |s| {
        Ok(vec![arbiter_event::Event::RegistrationClosed {
            order: workflow::closing_order(&s.tournament),
        }])
    })
    .await?;
    emit(
        json_mode,
        &json!({"players": s.tournament.player_count()}),
        &format!(
            "registration closed: {} players ranked",
            s.tournament.player_count()
        ),
    );
    Ok(Outcome::Ok)
}

/// A Go list's players who are already registered, or twice in the list (the same name
/// and rank): refused unless `allow`, then each a warning.
fn go_duplicates(s: &arbiter_event::State, players: &[PlayerData], allow: bool) -> Result<()> {
    let found = arbiter_event::go_duplicates(s, players);
    if found.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = found.iter().map(ToString::to_string).collect();
    if !allow {
        anyhow::bail!(
            "nothing registered: {}\n(pass --allow-duplicate to register them anyway)",
            list.join("; ")
        );
    }
    for w in &list {
        eprintln!("arbiter: warning: {w}");
    }
    Ok(())
}
