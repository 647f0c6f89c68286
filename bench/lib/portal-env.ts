// The settings a benchmark starts the real server with.
import { completeProductionEnv } from "../../apps/server/src/testing/production-env.ts";

/**
 * Production mode with every setting it requires (made-up outside services: none is contacted), on
 * the benchmark's PostgreSQL database, reached directly on 127.0.0.1:`port`.
 */
export function productionEnv(databaseUrl: string, appSecret: string, port: number): Record<string, string> {
  return {
    ...completeProductionEnv,
    DATABASE_URL: databaseUrl,
    APP_SECRET: appSecret,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
}
