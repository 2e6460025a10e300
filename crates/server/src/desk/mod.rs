//! The arbiter UI: server-rendered pages behind a login. Forms post to the server and, on
//! success, redirect back (post/redirect/get); a refused change renders the page again
//! with the reason. Every form carries the session's CSRF token. The result-entry form
//! is also posted by the page's script, which then gets the page back directly.
//!
//! One module per section of the desk; what they share is in `common`, and none of them
//! depends on this module, which only lists the routes.

mod common;
mod event;
mod go_teams;
mod home;
mod log;
mod login;
mod online;
mod pairing;
mod players;
mod prizes;
mod results;
mod settings;
mod users;

use crate::routes::Routes;

/// The desk's routes.
pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/login", login::login_form)
        .post("/login", login::login)
        .post("/logout", login::logout)
        .get("/admin", home::home)
        .post("/admin/events", home::create_event)
        .get("/admin/users", users::users)
        .post("/admin/users", users::save_user)
        .post("/admin/users/token", users::new_token)
        .get("/admin/e/{name}", event::manage)
        .post("/admin/e/{name}/settings", settings::settings)
        .post("/admin/e/{name}/players", players::add_player)
        .post("/admin/e/{name}/players/import", players::import_players)
        .post(
            "/admin/e/{name}/players/{rank}/{action}",
            players::player_action,
        )
        .post("/admin/e/{name}/availability", players::availability)
        .post("/admin/e/{name}/close", players::close)
        .get("/admin/e/{name}/pair", pairing::pair_form)
        .post("/admin/e/{name}/pair", pairing::pair)
        .post("/admin/e/{name}/pair/auto", pairing::pair_auto)
        .get("/admin/e/{name}/round/{round}", results::results)
        .post(
            "/admin/e/{name}/round/{round}/result",
            results::enter_result,
        )
        .get(
            "/admin/e/{name}/round/{round}/explain",
            pairing::explain_page,
        )
        .post("/admin/e/{name}/undo", results::undo)
        .get("/admin/e/{name}/log", log::log)
        .post("/admin/e/{name}/reopen", event::reopen)
        .post("/admin/e/{name}/move", event::move_player)
        .get("/admin/e/{name}/prizes", prizes::prizes_page)
        .get("/admin/e/{name}/online", online::online)
        .post("/admin/e/{name}/online/rules", online::rules)
        .post("/admin/e/{name}/online/entries", online::decide)
        .post("/admin/e/{name}/online/reports", online::apply_report)
        .post("/admin/e/{name}/online/links", online::links)
        .get("/admin/e/{name}/go-teams", go_teams::go_teams)
        .post("/admin/e/{name}/go-teams", go_teams::change_teams)
        .post("/admin/e/{name}/go-teams/pair", go_teams::pair_teams)
        .get(
            "/admin/e/{name}/players/{rank}/edit",
            players::edit_player_form,
        )
        .post("/admin/e/{name}/players/{rank}/edit", players::edit_player)
        .post("/admin/e/{name}/rename", event::rename)
        .post("/admin/e/{name}/delete", event::delete_event)
}
