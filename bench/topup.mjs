#!/usr/bin/env node
// Top-up throughput on PostgreSQL: order creation (POST /api/pay) and webhook handling
// (POST /api/pay/webhook), requests per second and p99. `BENCH_DATABASE_URL=postgres://… npm run bench:topup`
// (`--orders 2000 --connections 20`, `--check` exits 1 when a budget fails).
import { register } from "tsx/esm/api";

register();
await import("./topup/run.ts");
