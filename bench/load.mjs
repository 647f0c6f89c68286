#!/usr/bin/env node
// Load benchmark of the public endpoints (home, game list, game detail, reviews) and the signed-in
// ones (own info and points, unread counts, message pages, order list) on PGlite and PostgreSQL,
// beside a bare Fastify + pg handler running the same SQL. `BENCH_DATABASE_URL=postgres://… npm run bench:load`
// (`--check` exits 1 when a budget fails; `--duration 10 --connections 50 --only pglite|postgres --endpoint a,b --warmup 3`).
// The work lives in bench/load/run.ts, which imports the server's TypeScript through tsx.
import { register } from "tsx/esm/api";

register();
await import("./load/run.ts");
