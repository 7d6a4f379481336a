#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL cluster: initdb into a temporary folder, start it on a free port with
# trust authentication on 127.0.0.1 only, export its URL as BANKDIR_TEST_POSTGRES_URL, run the command, then stop the
# cluster and remove the folder, however the command ends. Used by .ci/run; locally: scripts/with-postgres.sh npm test
# PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL server found (set PG_BIN to the folder holding initdb and pg_ctl)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

CLUSTER="$(mktemp -d /tmp/bankdir-postgres-XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$CLUSTER"; fi
PORT="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop_cluster() {
  as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER"
}
trap stop_cluster EXIT

# The default collation is ICU's en-US, not byte order (as on most production databases), so the tests prove that the
# schema orders text byte-wise by itself.
as_owner "$PG_BIN/initdb" -D "$CLUSTER/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --locale-provider=icu --icu-locale=en-US >/dev/null
# Durability is pointless for a cluster that lives as long as one test run; fsync off makes CREATE DATABASE cheap.
as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -l "$CLUSTER/server.log" -w -o \
  "-p $PORT -k $CLUSTER -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

export BANKDIR_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "== PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT for this run"
"$@"
