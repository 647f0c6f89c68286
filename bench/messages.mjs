#!/usr/bin/env node
// Message centre with 10,000 messages for one player: how long the unread counts, a tab's first page
// and a deep page take (in-process requests through the real routes), beside the same calls for a
// player with 10 messages measured in the same run. PGlite by default; PostgreSQL with
// BENCH_DATABASE_URL=postgres://… (a throwaway database is made there). `--check` exits 1 above budget.
import { register } from "tsx/esm/api";

register();
await import("./messages/run.ts");
