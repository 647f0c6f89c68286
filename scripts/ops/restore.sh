#!/usr/bin/env bash
# Restores a backup made by backup.sh into a NEW, empty database (never over a live one).
# Usage: scripts/ops/restore.sh FILE.dump TARGET_DATABASE_URL
# Create the target first (CREATE DATABASE portal_restored), restore, check, then point
# DATABASE_URL at it and start the portal: migrations already applied are skipped.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 FILE.dump TARGET_DATABASE_URL" >&2; exit 2; }
PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)}"
"${PGBIN:+$PGBIN/}pg_restore" --exit-on-error --no-owner --no-privileges --single-transaction --dbname "$2" "$1"
echo "restored $1 into the target database"
