import * as contract from "@portal/contracts/account";
import type { FastifyInstance } from "fastify";
import { issueChallenge } from "../../platform/challenge.ts";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { clearSessionCookies, endSession, isBanned, startSession } from "../../platform/session.ts";
import { pointsBalance } from "../points/ledger.service.ts";
import { presentBaseUser } from "./account.presenter.ts";
import { ownUserRow, registerPlayer, sendVisitorCode, signIn, syncLoginPlayer } from "./account.service.ts";

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;

  serve(app, contract.challenge, async () => issueChallenge(deps));

  serve(app, contract.sendCode, async ({ body, request, user }) =>
    sendVisitorCode(deps, body, {
      language: request.language,
      sender: { address: request.ip, userId: user?.id, altcha: body.altcha },
    }),
  );

  serve(app, contract.register, async ({ body, request, reply }) => {
    const user = await registerPlayer(deps, body);
    await startSession(deps, request, reply, user.id);
    return { uid: user.id };
  });

  serve(app, contract.login, async ({ body, request, reply }) => {
    const { user, cancellationWithdrawn } = await signIn(deps, body, request.ip);
    await startSession(deps, request, reply, user.id);
    return { uid: user.id, cancellationWithdrawn };
  });

  serve(app, contract.logout, async ({ request, reply }) => {
    await endSession(deps, request.cookies[contract.sessionCookie]);
    clearSessionCookies(reply);
    return null;
  });

  serve(app, contract.userInfo, async ({ user }) => {
    const row = await ownUserRow(deps, user.id);
    return presentBaseUser(row);
  });

  serve(app, contract.uid, async ({ user }) => {
    const row = await ownUserRow(deps, user.id);
    const points = await pointsBalance(db, user.id);
    return { uid: row.id, points, vipLevel: row.vipLevel, score: row.vipPoints, starPoints: row.starPoints };
  });

  serve(app, contract.userBanned, async ({ user }) => ({
    banned: isBanned(user, deps.now()),
    reason: isBanned(user, deps.now()) ? user.banReason : null,
  }));

  serve(app, contract.syncLogin, async ({ query, request, reply }) => {
    const { user, cancellationWithdrawn } = await syncLoginPlayer(deps, query);
    await startSession(deps, request, reply, user.id);
    return {
      uid: user.id,
      appId: query.appId,
      serverId: query.serverId ?? null,
      roleId: query.roleId ?? null,
      cancellationWithdrawn,
    };
  });

  serve(app, contract.clause, async ({ query, request }) => ({
    title: deps.t(request.language, `account:clause.${query.kind}.title`),
    body: deps.t(request.language, `account:clause.${query.kind}.body`),
  }));
}
