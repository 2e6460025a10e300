//! The OpenAPI 3.1 document of the JSON API, written by hand from the table below. The
//! tests check that it names exactly the routes the router serves.

use serde_json::{Map, Value, json};

/// One operation: method, path, summary, whether it needs an arbiter, the request body's
/// schema, the success status and the response's schema.
struct Op {
    method: &'static str,
    path: &'static str,
    summary: &'static str,
    auth: bool,
    body: Option<Value>,
    ok: u16,
    response: Value,
}

fn schema(name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{name}") })
}

fn array(of: Value) -> Value {
    json!({ "type": "array", "items": of })
}

#[allow(clippy::too_many_lines)]
fn operations() -> Vec<Op> {
    let summary = || schema("EventSummary");
    let op = |method, path, summary: &'static str, auth, body, ok, response| Op {
        method,
        path,
        summary,
        auth,
        body,
        ok,
        response,
    };
    vec![
        op(
            "get",
            "/api/openapi.json",
            "This document",
            false,
            None,
            200,
            json!({"type": "object"}),
        ),
        op(
            "get",
            "/api/events",
            "List the events",
            false,
            None,
            200,
            array(summary()),
        ),
        op(
            "post",
            "/api/events",
            "Create an event",
            true,
            Some(json!({
                "type": "object", "required": ["name", "settings"],
                "properties": {"name": {"type": "string", "description": "Short name, used in addresses (1-100 characters)"}, "settings": schema("Settings")}
            })),
            201,
            summary(),
        ),
        op(
            "get",
            "/api/events/{name}",
            "An event's summary and settings",
            false,
            None,
            200,
            summary(),
        ),
        op(
            "delete",
            "/api/events/{name}",
            "Delete an event: it leaves listings and public pages and takes no more changes; its log is kept until purged",
            true,
            None,
            200,
            summary(),
        ),
        op(
            "post",
            "/api/events/{name}/restore",
            "Restore a deleted event",
            true,
            None,
            200,
            summary(),
        ),
        op(
            "post",
            "/api/events/{name}/purge",
            "Remove a deleted event and its log for good (an administrator, or an arbiter of every event)",
            true,
            None,
            200,
            json!({"type": "object", "properties": {"purged": {"type": "string"}}}),
        ),
        op(
            "post",
            "/api/events/{name}/rename",
            "Give an event a new name; its log moves with it and arbiters limited to it follow",
            true,
            Some(
                json!({"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}),
            ),
            200,
            summary(),
        ),
        op(
            "post",
            "/api/events/{name}/reopen",
            "Open registration again (before round 1 is paired)",
            true,
            None,
            200,
            summary(),
        ),
        op(
            "put",
            "/api/events/{name}/settings",
            "Replace the settings",
            true,
            Some(schema("Settings")),
            200,
            summary(),
        ),
        op(
            "get",
            "/api/events/{name}/players",
            "The players",
            false,
            None,
            200,
            array(schema("Player")),
        ),
        op(
            "post",
            "/api/events/{name}/players",
            "Register a player (or a list); a late entry once registration is closed",
            true,
            Some(json!({"oneOf": [schema("PlayerData"), array(schema("PlayerData"))]})),
            200,
            summary(),
        ),
        op(
            "post",
            "/api/events/{name}/players/import",
            "Register players from CSV (text/csv body with a header row: name, rating, title, federation, fide_id, sex, birth_date, club, go_rank, egf_pin, ffg_licence, aga_id; a Go number an imported list has completes the player)",
            true,
            Some(json!({"type": "string"})),
            200,
            summary(),
        ),
        op(
            "get",
            "/api/events/{name}/players/{rank}",
            "A player's card: games round by round and score progression",
            false,
            None,
            200,
            schema("PlayerCard"),
        ),
        op(
            "put",
            "/api/events/{name}/players/{rank}",
            "Replace a player's data; before round 1 a change in the initial ranking (C.04.2) redoes the start ranks, afterwards they stay",
            true,
            Some(schema("PlayerData")),
            200,
            json!({"type": "object", "properties": {"player": {"type": "integer", "description": "The player's number after the change"},
                "reranked": {"type": "boolean"}, "players": {"type": "array", "items": {"type": "object"}}}}),
        ),
        op(
            "delete",
            "/api/events/{name}/players/{rank}",
            "Remove a player; once a round is paired the games stand, so the player is withdrawn from the next round instead",
            true,
            None,
            200,
            summary(),
        ),
        op(
            "post",
            "/api/events/{name}/players/{rank}/withdraw",
            "Withdraw a player from a round on (default: the next round to pair)",
            true,
            Some(
                json!({"type": "object", "properties": {"from_round": {"type": "integer", "minimum": 1}}}),
            ),
            200,
            summary(),
        ),
        op(
            "post",
            "/api/events/{name}/players/{rank}/reenter",
            "Bring a withdrawn player back",
            true,
            None,
            200,
            summary(),
        ),
        op(
            "put",
            "/api/events/{name}/availability",
            "Set a player's availability for a round not paired yet",
            true,
            Some(json!({
                "type": "object", "required": ["player", "round", "status"],
                "properties": {"player": {"type": "integer"}, "round": {"type": "integer"},
                    "status": {"enum": ["available", "absent", "half_bye", "zero_bye", "full_bye"]}}
            })),
            200,
            summary(),
        ),
        op(
            "get",
            "/api/events/{name}/constraints",
            "What the pairing respects beyond the rules: the prohibited pairings (TRF26 record 260), numbered from 1, and the players' fictitious points for pairing (record 250, C.04.5)",
            false,
            None,
            200,
            schema("Constraints"),
        ),
        op(
            "post",
            "/api/events/{name}/prohibitions",
            "Add a prohibited pairing: none of the players (two or more) meets another of them from first_round (default: the next round) to last_round (default: the last round)",
            true,
            Some(json!({
                "type": "object", "required": ["players"],
                "properties": {"players": array(json!({"type": "integer"})), "first_round": {"type": "integer", "minimum": 1}, "last_round": {"type": "integer", "minimum": 1}}
            })),
            201,
            schema("Constraints"),
        ),
        op(
            "delete",
            "/api/events/{name}/prohibitions",
            "Lift every prohibited pairing",
            true,
            None,
            200,
            schema("Constraints"),
        ),
        op(
            "delete",
            "/api/events/{name}/prohibitions/{number}",
            "Lift one prohibited pairing, by its number in the list (the others keep their order)",
            true,
            None,
            200,
            schema("Constraints"),
        ),
        op(
            "put",
            "/api/events/{name}/players/{rank}/acceleration",
            "Set a player's fictitious points for pairing, one per round from round 1, as text (\"1\", \"0.5\"); an empty list takes them away",
            true,
            Some(json!({
                "type": "object", "required": ["points"],
                "properties": {"points": array(json!({"type": "string"}))}
            })),
            200,
            schema("Constraints"),
        ),
        op(
            "delete",
            "/api/events/{name}/players/{rank}/acceleration",
            "Take a player's fictitious points away",
            true,
            None,
            200,
            schema("Constraints"),
        ),
        op(
            "post",
            "/api/events/{name}/close",
            "Close registration: start ranks by rating, title and name (C.04.2)",
            true,
            None,
            200,
            summary(),
        ),
        op(
            "post",
            "/api/events/{name}/pairing/check",
            "The legality report of a pairing by hand (nothing is saved)",
            true,
            Some(schema("Pairing")),
            200,
            schema("PairingReport"),
        ),
        op(
            "post",
            "/api/events/{name}/pairing/auto",
            "Pair the next round with the event's engine (the system in its settings, e.g. the FIDE Dutch system); the round comes back with the engine's explanation. 409 while registration is open or the last round has games without a result; 422 when no legal pairing exists or no engine answers to the system",
            true,
            Some(json!({"type": "object", "properties": {
                "fixed": {"type": "array", "description": "Boards fixed by hand; the engine pairs the other players and the round is recorded as made by hand", "items": {"type": "object", "required": ["white", "black"], "properties": {"white": {"type": "integer"}, "black": {"type": "integer"}}}},
                "accept": {"type": "array", "items": {"type": "string"}, "description": "Rule violations of the fixed boards the arbiter accepts (as reported in violations)"},
                "unchecked": {"type": "string", "enum": ["play", "absent"], "description": "While the round's check-in is open (422 otherwise), what the players who have not checked in do; after its deadline they are absent unless play is given"}}})),
            201,
            json!({"allOf": [schema("Round"), {"type": "object", "properties": {"explanation": schema("Explanation")}}]}),
        ),
        op(
            "get",
            "/api/events/{name}/rounds",
            "Every paired round",
            false,
            None,
            200,
            array(schema("Round")),
        ),
        op(
            "post",
            "/api/events/{name}/rounds",
            "Pair the next round by hand; violations are refused (422) unless accepted",
            true,
            Some(schema("Pairing")),
            201,
            schema("Round"),
        ),
        op(
            "get",
            "/api/events/{name}/rounds/{round}",
            "A round's pairing and results",
            false,
            None,
            200,
            schema("Round"),
        ),
        op(
            "put",
            "/api/events/{name}/rounds/{round}",
            "Replace the last round's pairing (no result entered yet)",
            true,
            Some(schema("Pairing")),
            200,
            schema("Round"),
        ),
        op(
            "delete",
            "/api/events/{name}/rounds/{round}",
            "Delete the last round (undo)",
            true,
            None,
            200,
            summary(),
        ),
        op(
            "get",
            "/api/events/{name}/rounds/{round}/explanation",
            "The engine's explanation of a round (for its arbiters): the engine pairs the event again as it stood before that round; `current` says whether the round as it stands is that pairing",
            true,
            None,
            200,
            schema("Explanation"),
        ),
        op(
            "put",
            "/api/events/{name}/rounds/{round}/boards/{board}",
            "Enter or correct a result",
            true,
            Some(json!({
                "type": "object", "required": ["result"],
                "properties": {"result": {"type": "string", "description": "1-0, 0-1, 1/2, +-, -+, --, 0-0, ... or the short forms 1, 0, ="},
                    "correct": {"type": "boolean", "description": "Correct a result already entered"}}
            })),
            200,
            schema("Round"),
        ),
        op(
            "put",
            "/api/events/{name}/rounds/{round}/results",
            "Enter (or correct) several results of a round at once, all or none",
            true,
            Some(json!({
                "type": "object", "required": ["results"],
                "properties": {"results": {"type": "array", "items": {"type": "object", "required": ["board", "result"],
                    "properties": {"board": {"type": "integer", "minimum": 1}, "result": {"type": "string"}}}},
                    "correct": {"type": "boolean", "description": "Correct results already entered"}}
            })),
            200,
            schema("Round"),
        ),
        op(
            "get",
            "/api/events/{name}/standings",
            "The event's ranking: chess by points and tie-breaks (FIDE C.07, 2026 rules), Go by the placement criteria (MMS or NBW first)",
            false,
            None,
            200,
            schema("Standings"),
        ),
        op(
            "get",
            "/api/events/{name}/crosstable",
            "The crosstable in final order (a Go event's wall list)",
            false,
            None,
            200,
            schema("Crosstable"),
        ),
        op(
            "get",
            "/api/events/{name}/log",
            "The event's history (for its arbiters)",
            true,
            None,
            200,
            array(json!({"type": "object"})),
        ),
        op(
            "get",
            "/api/festivals/{festival}",
            "A festival: its sections (each an event) and the combined standings (every section's players by points, with their place in their section)",
            false,
            None,
            200,
            json!({"type": "object", "properties": {"festival": {"type": "string"}, "sections": array(summary()), "rows": array(json!({"type": "object", "properties": {"place": {"type": "integer"}, "name": {"type": "string"}, "rating": {"type": "integer"}, "section": {"type": "string"}, "event": {"type": "string"}, "section_place": {"type": "integer"}, "start_rank": {"type": "integer"}, "points": {"type": "string"}}}))}}),
        ),
        op(
            "post",
            "/api/festivals/{festival}/move",
            "Move a player to another section of the festival, before round 1 of both is paired (registered in the new section first, then removed from the old one)",
            true,
            Some(
                json!({"type": "object", "required": ["player", "from", "to"], "properties": {"player": {"type": "integer"}, "from": {"type": "string"}, "to": {"type": "string"}}}),
            ),
            200,
            json!({"type": "object", "properties": {"from": summary(), "to": summary()}}),
        ),
        op(
            "get",
            "/api/events/{name}/teams",
            "A team event's teams: names, federation, team rating, roster in board order, match and game points",
            false,
            None,
            200,
            json!({"type": "object", "properties": {"teams": array(schema("Team"))}}),
        ),
        op(
            "post",
            "/api/events/{name}/teams",
            "Register a team of players already registered (before round 1 is paired); the captain names the account that may give the team's lineups",
            true,
            Some(schema("TeamData")),
            201,
            schema("Team"),
        ),
        op(
            "get",
            "/api/events/{name}/teams/standings",
            "Team standings: rank, match points, game points and the tie-breaks",
            false,
            None,
            200,
            json!({"type": "object", "properties": {"rounds": {"type": "integer"}, "tiebreaks": array(json!({"type": "string"})),
                "rows": array(json!({"type": "object", "properties": {"rank": {"type": "integer"}, "number": {"type": "integer"}, "team": {"type": "string"},
                    "mp": {"type": "number"}, "gp": {"type": "number"}, "tiebreaks": {"type": "object", "additionalProperties": {"type": ["number", "null"]}}}}))}}),
        ),
        op(
            "get",
            "/api/events/{name}/rounds/{round}/matches",
            "A team round's matches: teams, match and game points, boards with players and results (empty boards have no player), and the teams with a bye",
            false,
            None,
            200,
            schema("Matches"),
        ),
        op(
            "post",
            "/api/events/{name}/lineups",
            "A team's lineup for a round: player numbers by board, 0 for an empty board. An arbiter may give it before the round is paired, or after while the match has no result; the team's captain only before the round is paired and its deadline",
            true,
            Some(
                json!({"type": "object", "required": ["round", "team", "players"], "properties": {"round": {"type": "integer"}, "team": {"type": "integer"}, "players": array(json!({"type": "integer"}))}}),
            ),
            200,
            json!({"type": "object", "properties": {"round": {"type": "integer"}, "team": {"type": "integer"}, "players": array(json!({"type": "integer"})), "version": {"type": "integer"}}}),
        ),
        op(
            "post",
            "/api/events/{name}/matches/forfeit",
            "Forfeit a whole match: +- the home team wins, -+ the away team, -- neither appeared; every board gets the forfeit result",
            true,
            Some(
                json!({"type": "object", "required": ["round", "home", "away", "result"], "properties": {"round": {"type": "integer"}, "home": {"type": "integer"}, "away": {"type": "integer"}, "result": {"enum": ["+-", "-+", "--"]}}}),
            ),
            200,
            schema("Matches"),
        ),
    ]
}

fn parameters(path: &str) -> Vec<Value> {
    path.split('/')
        .filter_map(|s| s.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
        .map(|p| {
            let kind = if p == "name" || p == "festival" {
                "string"
            } else {
                "integer"
            };
            json!({"name": p, "in": "path", "required": true, "schema": {"type": kind}})
        })
        .collect()
}

/// The `system` of the settings, from the registry of systems: the names as an open
/// enum (other spellings, codes and options are accepted too, and described).
fn system_schema() -> Value {
    use arbiter_pairing::registry::{self, Game, SYSTEMS};
    let names: Vec<&str> = SYSTEMS.iter().map(|s| s.name).collect();
    let go: Vec<&str> = registry::of_game(Game::Go).map(|s| s.name).collect();
    json!({
        "anyOf": [
            {"enum": names},
            {"type": "string", "description": "another spelling, a TRF 192 code, or a name with options"}
        ],
        "description": format!(
            "The pairing system, case ignored: {}. A Swiss system followed by +ACCELERATION ({}) is accelerated, and -baku after a name is +baku; a round robin takes :VARIANT ({}); double-swiss rounds count games, two per match. A Go event (game go) is paired by {}.",
            registry::of_game(Game::Chess).chain(registry::of_game(Game::ChessTeam)).map(|s| s.name).collect::<Vec<_>>().join(", "),
            registry::ACCELERATIONS.join(", "),
            registry::VARIANTS.join(", "),
            go.join(", "),
        )
    })
}

fn components() -> Value {
    let s = |props: Value| json!({"type": "object", "properties": props});
    let mut c = json!({
        "securitySchemes": {
            "bearer": {"type": "http", "scheme": "bearer", "description": "A token from `arbiter token create LOGIN`"},
            "session": {"type": "apiKey", "in": "cookie", "name": "arbiter_session", "description": "A browser session; writes must also send its CSRF token in X-CSRF-Token"}
        },
        "schemas": {
            "Error": s(json!({"error": {"type": "string"}, "violations": array(schema("Violation"))})),
            "Violation": s(json!({"text": {"type": "string"}, "structural": {"type": "boolean"}})),
            "EventSummary": s(json!({"name": {"type": "string"}, "title": {"type": "string"}, "system": {"type": "string"},
                "rounds": {"type": "integer"}, "paired": {"type": "integer"}, "players": {"type": "integer"},
                "registration_open": {"type": "boolean"}, "version": {"type": "integer"}, "city": {"type": "string"}, "dates": {"type": "string"},
                "go": {"type": "boolean", "description": "A Go event"},
                "festival": {"type": "string", "description": "The festival the event is a section of, or empty"},
                "section": {"type": "string", "description": "Its label as a section, or empty"},
                "team": {"type": "boolean", "description": "A team event"}})),
            "Settings": {"type": "object", "required": ["name", "system", "rounds"], "properties": {
                "name": {"type": "string"}, "system": system_schema(),
                "festival": {"type": "string", "description": "The festival the event is a section of"},
                "section": {"type": "string", "description": "The section's label within its festival"},
                "game": {"enum": ["chess", "go"], "description": "chess when absent"},
                "go": {"type": "object", "description": "A Go event's parameters; each one absent keeps OpenGotha's value for the system", "properties": {
                    "komi": {"type": "string"}, "bar": {"type": "string", "description": "McMahon bar, e.g. 4d"}, "floor": {"type": "string", "description": "McMahon floor, e.g. 20k"},
                    "placement": {"type": "string", "description": "e.g. MMS,SOSM,SOSOSM"}, "handicap_ceiling": {"type": "integer"}, "handicap_correction": {"type": "integer"}}},
                "rounds": {"type": "integer", "minimum": 1}, "points": {"type": "array", "items": {"type": "string"}, "minItems": 3, "maxItems": 3},
                "rated": {"type": "string"}, "city": {"type": "string"}, "federation": {"type": "string"},
                "start_date": {"type": "string"}, "end_date": {"type": "string"}, "chief_arbiter": {"type": "string"},
                "chief_arbiter_fide_id": {"type": "string", "description": "For the FIDE title forms IT1 and IT3"}, "organiser": {"type": "string", "description": "For the FIDE title forms IT1 and IT3"},
                "time_control": {"type": "string", "description": "Go: 60m, 60m+5x30s (byo-yomi), 60m+15/5m (Canadian) or 60m+20s (Fischer)"}, "time_control_code": {"type": "string", "description": "TRF26 record 222, e.g. 5400+30 or 40/5400+30:1800+30; unset, read off time_control"}, "tiebreaks": {"type": "string", "description": "e.g. BH-C1,BH,SB,DE"},
                "initial_colour": {"enum": ["white", "black"]},
                "language": {"type": "string", "description": "The language of the public pages for visitors who choose none: en, fr, de, it, es or ru"}}},
            "PlayerData": {"type": "object", "required": ["name"], "properties": {
                "name": {"type": "string"}, "rating": {"type": "integer"}, "title": {"type": "string"}, "sex": {"enum": ["m", "w"]},
                "fide_id": {"type": "integer"}, "federation": {"type": "string"}, "birth_date": {"type": "string"},
                "club": {"type": "string"}, "go_rank": {"type": "string"},
                "go_rating": {"type": "integer", "description": "Go: rating on OpenGotha's scale (the EGF's GoR), may be below 0"},
                "egf_pin": {"type": "string", "description": "Go: EGF PIN; an imported EGF list that has it completes the player"},
                "ffg_licence": {"type": "string", "description": "Go: FFG licence; an imported FFG list that has it completes the player"},
                "aga_id": {"type": "string", "description": "Go: AGA id; an imported AGA list that has it completes the player"}}},
            "Player": s(json!({"rank": {"type": "integer"}, "name": {"type": "string"}, "title": {"type": "string"},
                "rating": {"type": ["integer", "null"]}, "federation": {"type": "string"}, "club": {"type": "string"},
                "fide_id": {"type": ["integer", "null"]}, "grade": {"type": "string", "description": "Go rank, or empty"}, "points": {"type": "string"}, "withdrawn_from": {"type": ["integer", "null"]}})),
            "Pairing": s(json!({"boards": array(s(json!({"white": {"type": "integer"}, "black": {"type": "integer"}}))),
                "text": {"type": "string", "description": "Alternative to boards: \"1-4, 3-2, 5-bye\""},
                "bye": {"type": "integer", "description": "The pairing-allocated bye"},
                "accept": {"type": "boolean", "description": "Save despite the reported (non-structural) violations; they are logged"},
                "edit": {"type": "boolean", "description": "For the check: the pairing replaces the last round's"}})),
            "PlayerRef": s(json!({"rank": {"type": "integer"}, "name": {"type": "string"}})),
            "Criterion": s(json!({"code": {"type": "string", "description": "e.g. C12"}, "article": {"type": "string"}, "text": {"type": "string"}})),
            "Explanation": s(json!({"round": {"type": "integer"}, "engine": {"type": "string"},
                "current": {"type": "boolean", "description": "The round as it stands is this pairing"},
                "note": {"type": "string"},
                "bye": {"oneOf": [schema("PlayerRef"), {"type": "null"}], "description": "The pairing-allocated bye"},
                "requested_byes": array(s(json!({"player": schema("PlayerRef"), "kind": {"enum": ["full", "half", "zero"]}}))),
                "withdrawn": array(schema("PlayerRef")),
                "go": {"type": ["object", "null"], "description": "A Go round: each game's cost by term (games: table, white, black, handicap, total, terms) and each player's best other opponent (alternatives: player, partner, best, loss, terms)"},
                "brackets": array(s(json!({"score": {"type": "string"},
                    "residents": array(schema("PlayerRef")), "moved_down": array(schema("PlayerRef")),
                    "downfloaters": array(schema("PlayerRef")),
                    "way": {"enum": ["down", "up"], "description": "up when the bracket is paired upward (Lim, below the median): moved_down then holds the players moved up into it, downfloaters those floating up"},
                    "pairs": array(s(json!({"higher": schema("PlayerRef"), "lower": schema("PlayerRef")}))),
                    "failures": array(s(json!({"criterion": schema("Criterion"), "players": {"type": "integer", "description": "How many players fail it"}}))),
                    "deviations": array(s(json!({"players": array(schema("PlayerRef")), "criterion": schema("Criterion"), "detail": {"type": "string"}}))), "keys": array(s(json!({"player": schema("PlayerRef"), "key": {"type": "string"}})))})))})),
            "PairingReport": s(json!({"round": {"type": "integer"}, "edit": {"type": "boolean"},
                "violations": array(schema("Violation")), "acceptable": {"type": "boolean"}})),
            "Round": s(json!({"round": {"type": "integer"}, "engine": {"type": "string"},
                "boards": array(s(json!({"board": {"type": "integer"}, "white": {"type": "object"}, "black": {"type": "object"},
                    "result": {"type": ["string", "null"]}, "shown": {"type": "string"},
                    "handicap": {"type": ["integer", "null"], "description": "Go: handicap stones; null in chess"}}))),
                "byes": array(s(json!({"player": {"type": "integer"}, "name": {"type": "string"}, "kind": {"type": "string"}, "points": {"type": "string"}}))),
                "pending": {"type": "integer"}, "accepted_violations": array(json!({"type": "string"}))})),
            "Standings": s(json!({"game": {"type": "string", "enum": ["chess", "go"]}, "rounds": {"type": "integer"}, "tiebreaks": array(json!({"type": "string"})),
                "rows": array(s(json!({"place": {"type": "integer"}, "rank": {"type": "integer"}, "name": {"type": "string"},
                    "title": {"type": "string"}, "rating": {"type": ["integer", "null"]}, "federation": {"type": "string"},
                    "grade": {"type": "string", "description": "Go rank, or empty"},
                    "values": array(json!({"type": "string"}))}))),
                "error": {"type": ["string", "null"]}})),
            "Crosstable": s(json!({"rounds": {"type": "integer"}, "game": {"type": "string", "enum": ["chess", "go"]},
                "criteria": array(json!({"type": "string"})),
                "rows": array(s(json!({"place": {"type": "integer"}, "rank": {"type": "integer"}, "name": {"type": "string"},
                    "rating": {"type": ["integer", "null"]}, "grade": {"type": "string"},
                    "cells": array(json!({"type": "string", "description": "Chess: 12w1; Go: the round as the EGF writes it, 12+/w0"})),
                    "total": {"type": "string"}, "values": array(json!({"type": "string"}))})))})),
            "PlayerCard": s(json!({"player": schema("Player"), "place": {"type": ["integer", "null"]},
                "rounds": array(s(json!({"round": {"type": "integer"}, "board": {"type": ["integer", "null"]}, "colour": {"type": "string"},
                    "opponent": {"type": ["integer", "null"]}, "opponent_name": {"type": "string"}, "opponent_rating": {"type": ["integer", "null"]},
                    "result": {"type": "string"}, "points": {"type": "string"}, "running": {"type": "string"}})))}))
        }
    });
    // Team events (kept out of the literal above, which is at the macro's depth limit).
    let teams = json!({
            "TeamData": {"type": "object", "required": ["name", "members"], "properties": {
                "name": {"type": "string"}, "short": {"type": "string", "description": "Up to five characters"},
                "federation": {"type": "string"}, "captain": {"type": "string", "description": "The captain's account (login)"},
                "members": array(json!({"type": "integer", "description": "Player numbers in board order, reserves last"}))}},
            "Team": s(json!({"team": {"type": "integer"}, "name": {"type": "string"}, "short": {"type": "string"}, "federation": {"type": "string"},
                "rating": {"type": ["integer", "null"]}, "mp": {"type": "string"}, "gp": {"type": "string"},
                "members": array(s(json!({"number": {"type": "integer"}, "name": {"type": "string"}, "rating": {"type": ["integer", "null"]}})))})),
            "Matches": s(json!({"round": {"type": "integer"},
                "matches": array(s(json!({"home": {"type": "integer"}, "home_name": {"type": "string"}, "away": {"type": "integer"}, "away_name": {"type": "string"},
                    "home_gp": {"type": ["string", "null"]}, "away_gp": {"type": ["string", "null"]}, "home_mp": {"type": ["string", "null"]}, "away_mp": {"type": ["string", "null"]},
                    "forfeit": {"type": ["string", "null"]},
                    "boards": array(s(json!({"board": {"type": "integer"}, "game": {"type": ["integer", "null"], "description": "The game's board number in the round (for results)"},
                        "home": {"type": ["integer", "null"]}, "home_name": {"type": ["string", "null"]}, "away": {"type": ["integer", "null"]}, "away_name": {"type": ["string", "null"]},
                        "home_colour": {"enum": ["white", "black"]}, "home_points": {"type": ["string", "null"]}, "away_points": {"type": ["string", "null"]}, "played": {"type": "boolean"}})))}))),
                "byes": array(s(json!({"team": {"type": "integer"}, "name": {"type": "string"}, "kind": {"type": "string"}})))}))
    });
    if let (Some(all), Some(more)) = (c["schemas"].as_object_mut(), teams.as_object()) {
        for (k, v) in more {
            all.insert(k.clone(), v.clone());
        }
    }
    c["schemas"]["Constraints"] = s(json!({
        "prohibitions": array(s(json!({"number": {"type": "integer"}, "players": array(json!({"type": "integer"})),
            "first_round": {"type": "integer"}, "last_round": {"type": "integer"}}))),
        "accelerations": array(s(json!({"player": {"type": "integer"}, "points": array(json!({"type": "string"}))})))}));
    c["schemas"]["Settings"]["properties"]["team"] = json!({"type": "object", "description": "A team event's rules", "required": ["boards"], "properties": {
                    "boards": {"type": "integer", "minimum": 1}, "board_colours": {"type": "string", "description": "e.g. WBWB"},
                    "match_points": {"type": "array", "items": {"type": "string"}, "minItems": 3, "maxItems": 3},
                    "primary": {"enum": ["match", "game"]}, "board_order_tolerance": {"type": "integer"},
                    "lineup_deadlines": {"type": "array", "items": {"type": "string", "description": "YYYY-MM-DD HH:MM, UTC"}}}});
    c
}

/// The document.
#[must_use]
pub fn document() -> Value {
    let mut paths = Map::new();
    for op in operations() {
        let mut o = json!({
            "summary": op.summary,
            "operationId": format!("{}{}", op.method, op.path.replace(['/', '{', '}', '.'], "_")),
            "parameters": parameters(op.path),
            "responses": {
                op.ok.to_string(): {"description": "Success", "content": {"application/json": {"schema": op.response}}},
                "default": {"description": "An error", "content": {"application/json": {"schema": schema("Error")}}}
            }
        });
        if op.auth {
            o["security"] = json!([{"bearer": []}, {"session": []}]);
        }
        if let Some(b) = op.body {
            let kind = if op.path.ends_with("/import") {
                "text/csv"
            } else {
                "application/json"
            };
            o["requestBody"] = json!({"required": true, "content": {kind: {"schema": b}}});
        }
        let entry = paths
            .entry(op.path.to_string())
            .or_insert_with(|| json!({}));
        entry[op.method] = o;
    }
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "arbiter",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Tournament director's system: events, players, pairings, results, standings. Reads are public; writes need an arbiter's bearer token (or a browser session with X-CSRF-Token)."
        },
        "paths": paths,
        "components": components()
    })
}
