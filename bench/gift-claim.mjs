#!/usr/bin/env node
// Gift-code claim benchmark on PostgreSQL: many players claim one pack's codes at once through the
// real server (autocannon, 100 connections, every player claiming once); prints throughput and p99
// beside the correctness counts (codes handed = successes = distinct owners, the rest sold out).
// `BENCH_DATABASE_URL=postgres://… npm run bench:claim` (`--connections 100 --codes 1000 --players 3000`).
import { register } from "tsx/esm/api";

register();
await import("./gift-claim/run.ts");
