#!/usr/bin/env node
// The console's dashboards on PostgreSQL at volume: fills a throwaway database with a year of data
// (1,000,000 top-up orders with refunds, 100,000 players, 500,000 page views, reservations, claims)
// with generate_series, builds the daily rows once, then times each chart over the whole year (the
// console's service: stored daily rows + today live) beside a baseline measured in the same run (the
// same figures computed from the raw tables) and the budget ≤ 300 ms per chart.
// `TEST_DATABASE_URL=postgres://… npm run bench:dashboards` (or BENCH_DATABASE_URL; BENCH_ORDERS to
// change the volume); `--check` exits 1 above budget.
import { register } from "tsx/esm/api";

register();
await import("./dashboards/run.ts");
