#!/usr/bin/env node
// Gift-code claim benchmark on PostgreSQL: many players claim one pack's codes at once through the
// real server (autocannon, 100 connections); prints throughput and p99 beside the correctness counts
// (codes handed = successes, one code per player, the rest sold out or already claimed).
// `BENCH_DATABASE_URL=postgres://… npm run bench:claim` (`--duration 10 --connections 100 --codes 1000`).
import { register } from "tsx/esm/api";

register();
await import("./gift-claim/run.ts");
