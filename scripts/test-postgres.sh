#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the test suites and prints its URL.
#   eval "$(scripts/test-postgres.sh start)"   # exports TEST_DATABASE_URL
#   scripts/test-postgres.sh stop
# Installs Debian's postgresql package first when it is missing and apt-get is usable.
set -euo pipefail

PGPORT="${TEST_PGPORT:-55432}"
PGDATA_DIR="${TEST_PGDATA:-/tmp/ascend-test-pg}"
RUN_AS=postgres

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && [ -x "$dir/pg_ctl" ] && echo "$dir"
}

ensure_installed() {
  if [ -z "$(find_bin)" ]; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
      echo "installing Debian's postgresql package..." >&2
      apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    else
      echo "PostgreSQL is not installed: run 'apt-get install postgresql' (or unset TEST_DATABASE_URL to test on SQLite only)" >&2
      exit 1
    fi
  fi
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}

start() {
  ensure_installed
  local bin; bin=$(find_bin)
  if [ "$(id -u)" != 0 ]; then RUN_AS=$(id -un); fi
  if ! as_owner "$bin/pg_ctl" -D "$PGDATA_DIR" status >/dev/null 2>&1; then
    # A stopped cluster keeps its data (tests restart the database under a running server).
    if [ ! -f "$PGDATA_DIR/PG_VERSION" ]; then
      rm -rf "$PGDATA_DIR"
      mkdir -p "$PGDATA_DIR"
      if [ "$(id -u)" = 0 ]; then chown "$RUN_AS" "$PGDATA_DIR"; fi
      as_owner "$bin/initdb" -D "$PGDATA_DIR" -U ascend --auth=trust -E UTF8 --no-locale >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$PGDATA_DIR" -l "$PGDATA_DIR/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -c port=$PGPORT -c unix_socket_directories=$PGDATA_DIR -c fsync=off -c max_connections=300" \
      start >/dev/null
  fi
  echo "export TEST_DATABASE_URL=postgres://ascend@127.0.0.1:$PGPORT/postgres"
}

stop() {
  local bin; bin=$(find_bin) || exit 0
  if [ "$(id -u)" != 0 ]; then RUN_AS=$(id -un); fi
  as_owner "$bin/pg_ctl" -D "$PGDATA_DIR" -m fast stop >/dev/null 2>&1 || true
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
