import {
  adjustPlayerPoints,
  getPlayer,
  liftSanction,
  revokePlayerSessions,
  sanctionPlayer,
  searchPlayers,
} from "@portal/contracts/console/players";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as players from "./players.service.ts";
import * as sanctions from "./sanctions.service.ts";

/** Players for support: search, the player page, sessions, bans and mutes, points. */
export function registerPlayersConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, searchPlayers, ({ staff, query }) => players.findPlayers(deps, staff, query));
  serveConsole(app, getPlayer, ({ staff, query, request }) =>
    players.playerDetail(deps, staff, request.language, query.playerId),
  );
  serveConsole(app, revokePlayerSessions, ({ staff, body }) => players.revokeSessions(deps, staff, body));
  serveConsole(app, sanctionPlayer, ({ staff, body }) => sanctions.sanctionPlayer(deps, staff, body));
  serveConsole(app, liftSanction, ({ staff, body }) => sanctions.liftSanction(deps, staff, body));
  serveConsole(app, adjustPlayerPoints, ({ staff, body }) => players.adjustPlayerPoints(deps, staff, body));
}
