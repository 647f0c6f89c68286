import * as contract from "@portal/contracts/gifts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { pointsBalance, pointsLog } from "./ledger.service.ts";
import { signIn, signInState } from "./sign-in.service.ts";

const LOG_PAGE = 20;

export function registerPointsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  serve(app, contract.getUserScore, async ({ user }) => ({ balance: await pointsBalance(db, user.id) }));

  serve(app, contract.scoreLog, async ({ query, user }) => {
    const [rows, balance] = await Promise.all([
      pointsLog(db, user.id, { before: query.before, limit: LOG_PAGE + 1 }),
      pointsBalance(db, user.id),
    ]);
    const items = rows.slice(0, LOG_PAGE).map((row) => ({
      id: row.id,
      delta: row.delta,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, hasMore: rows.length > LOG_PAGE, balance };
  });

  serve(app, contract.isSign, ({ query, user }) => signInState(db, user.id, deps.now(), query.timeZone));

  serve(app, contract.sign, ({ body, user }) => signIn(deps, user.id, body.timeZone));
}
