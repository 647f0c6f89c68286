#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 as the postgres user (it refuses to run as root).
# Usage: .ci/postgres.sh start PORT DIR   |   .ci/postgres.sh stop DIR
set -euo pipefail
PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)"
[ -n "$PGBIN" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$1" in
  start)
    PORT="$2"; DIR="$3"
    mkdir -p "$DIR"; chmod 755 "$DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DIR"
    if [ ! -f "$DIR/data/PG_VERSION" ]; then
      as_pg "$PGBIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale --no-sync >/dev/null
    fi
    as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null \
      || { cat "$DIR/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$PGBIN/pg_ctl" -D "$2/data" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
