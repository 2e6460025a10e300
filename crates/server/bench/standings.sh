#!/usr/bin/env bash
# Load test: the public standings page of a 500-player event (9 rounds, 5 played and the
# 6th paired), served by the release build, loaded by wrk from a second process on
# loopback. Needs wrk (Debian package `wrk`) and curl.
#   crates/server/bench/standings.sh            # 32 connections, 15 s
#   CONNECTIONS=64 DURATION=30s crates/server/bench/standings.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
target=${CARGO_TARGET_DIR:-target}
port=${PORT:-18181}
cargo build --release -p arbiter-server --example serve
dir=$(mktemp -d)
"$target/release/examples/serve" "$dir/bench.db" "127.0.0.1:$port" --demo-players 500 >"$dir/serve.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
url="http://127.0.0.1:$port/e/demo/standings"
for _ in $(seq 1 100); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && break
    sleep 0.2
done
curl -fsS "$url" | grep -c '<tr>' | sed 's/^/table rows: /'
wrk -t"${THREADS:-1}" -c"${CONNECTIONS:-32}" -d"${DURATION:-15s}" --latency "$url"
