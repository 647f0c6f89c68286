#!/usr/bin/env node
// Code-pool import benchmark on PostgreSQL: streams a CSV of 1,000,000 codes through the console's
// import (csv-parse → COPY FROM STDIN into a staging table → one INSERT … SELECT) and prints the
// time beside a baseline measured in the same run (the same codes through plain multi-row INSERTs
// of 10,000) and the 60 s budget.
// `TEST_DATABASE_URL=postgres://… npm run bench:codes-import` (`--codes 1000000`).
import { register } from "tsx/esm/api";

register();
await import("./codes-import/run.ts");
