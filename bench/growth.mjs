#!/usr/bin/env node
// Lists as data grows: seeds a throwaway PostgreSQL database (≥ 1M reviews, 300k forum posts,
// 1M messages, 200k orders, set-based SQL), then times every list the portal serves through the
// server's own repository functions, page 1 and a deep page, beside the plain OFFSET form of the
// same query measured in the same run, and prints each plan's access method on the big tables.
// Budget: p99 ≤ 30 ms and no sequential scan of a big table. `--check` exits 1 on a miss.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL); BENCH_KEEP=1 keeps the filled database.
import { register } from "tsx/esm/api";

register();
await import("./growth/run.ts");
