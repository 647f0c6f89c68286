#!/usr/bin/env node
// Load benchmark of the home, game list and game detail endpoints on PGlite and PostgreSQL, beside a
// bare Fastify + pg handler running the same SQL. `BENCH_DATABASE_URL=postgres://… npm run bench:load`
// (`--check` exits 1 when a budget fails; `--duration 10 --connections 50 --only pglite|postgres`).
// The work lives in bench/load/run.ts, which imports the server's TypeScript through tsx.
import { register } from "tsx/esm/api";

register();
await import("./load/run.ts");
