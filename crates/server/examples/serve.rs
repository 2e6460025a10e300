//! Runs the server on a SQLite file (or a postgres:// URL), as `arbiter serve` will:
//!
//! ```sh
//! cargo run -p arbiter-server --example serve -- [LOCATION] [ADDR] [--demo] [--demo-players N]
//!     [--user LOGIN:PASSWORD]
//! ```
//! Defaults: `arbiter-demo.db` and `127.0.0.1:8080`. `--user` adds an admin before serving.
//! `--demo-players` makes the demo event that size (500 for the benchmark).

use std::net::SocketAddr;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut location = "arbiter-demo.db".to_string();
    let mut bind: SocketAddr = "127.0.0.1:8080".parse()?;
    let mut demo = false;
    let mut players = 40usize;
    let mut user = None;
    let mut args = std::env::args().skip(1);
    let mut positional = 0;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--demo" => demo = true,
            "--demo-players" => {
                demo = true;
                players = args
                    .next()
                    .ok_or("--demo-players needs a number")?
                    .parse()?;
            }
            "--user" => user = Some(args.next().ok_or("--user needs LOGIN:PASSWORD")?),
            _ if positional == 0 => {
                location = a;
                positional += 1;
            }
            _ => bind = a.parse()?,
        }
    }
    if let Some(u) = user {
        let (login, password) = u.split_once(':').ok_or("--user needs LOGIN:PASSWORD")?;
        arbiter_server::add_user(&location, login, arbiter_server::Role::Admin, password).await?;
    }
    if demo && players != 40 {
        let store = arbiter_store::AnyStore::open(&location).await?;
        arbiter_server::create_demo(&store, arbiter_server::DEMO_NAME, players, 9, 5).await?;
    }
    arbiter_server::serve(&location, bind, demo).await?;
    Ok(())
}
