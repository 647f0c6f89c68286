#!/usr/bin/env node
// `npm run test:topology`: three production-mode portal processes on one PostgreSQL behind Caddy on
// loopback, a bounded mixed load through the proxy, checks across processes, a `kill -9` mid-load,
// and throughput with 1 and with 3 processes. Needs TEST_DATABASE_URL and the `caddy` binary.
// What it runs and prints: docs/deploy.md "The three-process topology in CI".
import { register } from "tsx/esm/api";

register();
await import("./topology/main.ts");
