#!/usr/bin/env node
// Search across the portal on PostgreSQL at volume: seeds 200,000 forum posts and 20,000 news
// (English, Chinese and Thai texts) in a throwaway database, then times four searches through the
// repository (first page and the page after the cursor) and prints p50/p99 beside the budget
// p99 ≤ 50 ms, two baselines timed in the same run, and each page's passes and their access methods.
// BENCH_DATABASE_URL=postgres://… is required. `--check` exits 1 above budget. BENCH_KEEP=1 keeps the
// filled database (bench_search) and measures it again next time instead of seeding.
import { register } from "tsx/esm/api";

register();
await import("./search/run.ts");
