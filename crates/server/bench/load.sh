#!/usr/bin/env bash
# Load test: the last round of a 500-player event (9 rounds, 5 played, the 6th paired)
# entered by 5 arbiters through the API while 2,000 spectators follow the live pages,
# against two server processes on one PostgreSQL database, all on loopback. The test
# program is `examples/loadtest.rs` (what it measures and checks is described there and
# in the README's load section); it exits non-zero when a request failed or a result is
# missing from a page.
#   LOAD_DATABASE_URL=postgres://USER:PASSWORD@127.0.0.1/DB crates/server/bench/load.sh
#   SPECTATORS=500 THINK_MS=1000 JITTER_MS=0 crates/server/bench/load.sh
# The database is emptied first (its public schema dropped and made again): give it one
# that is for this alone. BIN=DIR runs `serve` and `loadtest` from DIR (copies of the
# release build's examples) instead of building them.
set -euo pipefail
cd "$(dirname "$0")/../../.."
url=${LOAD_DATABASE_URL:?set LOAD_DATABASE_URL to a postgres:// database this test may empty}
spectators=${SPECTATORS:-2000}
if [ -z "${BIN:-}" ]; then
    cargo build --release -p arbiter-server --example serve --example loadtest
    BIN=${CARGO_TARGET_DIR:-target}/release/examples
fi
# Each spectator holds a live stream and a connection for its page: the test program
# needs two descriptors per spectator, each server half as many.
want=$((spectators * 3 + 1024))
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt "$want" ]; then
    ulimit -n "$want" || {
        echo "cannot raise the open-file limit to $want (ulimit -Hn is $(ulimit -Hn))" >&2
        exit 1
    }
fi
dir=$(mktemp -d)
pids=()
stop() {
    for p in "${pids[@]}"; do kill -INT "$p" 2>/dev/null || true; done
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
    rm -rf "$dir"
}
trap stop EXIT
"$BIN/loadtest" setup --database "$url" --tokens "$dir/tokens" --fresh \
    --players "${PLAYERS:-500}" --arbiters "${ARBITERS:-5}"
port=${PORT:-18281}
servers=()
for p in "$port" "$((port + 1))"; do
    "$BIN/serve" "$url" "127.0.0.1:$p" >"$dir/serve-$p.log" 2>&1 &
    pids+=("$!")
    servers+=(--server "127.0.0.1:$p")
done
for p in "$port" "$((port + 1))"; do
    for _ in $(seq 1 100); do
        curl -fsS -o /dev/null "http://127.0.0.1:$p/e/demo/standings" 2>/dev/null && break
        sleep 0.2
    done
done
"$BIN/loadtest" run "${servers[@]}" --tokens "$dir/tokens" --spectators "$spectators" \
    --think-ms "${THINK_MS:-2000}" --jitter-ms "${JITTER_MS:-250}" \
    --ramp-secs "${RAMP_SECS:-10}" --max-secs "${MAX_SECS:-600}"
