#!/usr/bin/env bash
# Backs up the portal's PostgreSQL database into one compressed custom-format file.
# Usage: scripts/ops/backup.sh DATABASE_URL FILE.dump
# Safe while the portal runs (pg_dump reads one consistent snapshot). Use the pg_dump of the
# server's major version or newer.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 DATABASE_URL FILE.dump" >&2; exit 2; }
PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)}"
"${PGBIN:+$PGBIN/}pg_dump" --format=custom --compress=6 --no-owner --no-privileges --file "$2" "$1"
echo "backup written: $2 ($(du -h "$2" | cut -f1))"
