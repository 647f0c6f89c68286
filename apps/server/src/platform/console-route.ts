import type { Readable } from "node:stream";
import { roleAllows } from "@portal/contracts/console/roles";
import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import { consoleLanguageCookie, consoleSessionCookie } from "@portal/contracts/console/route";
import { languageCookie, normalizeLanguage } from "@portal/contracts/languages";
import type { DataOf, ParsedQuery } from "@portal/contracts/route";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "./context.ts";
import { AppError } from "./errors.ts";
import { type HandlerInput, parse, serve } from "./route.ts";
import { attachRouteHook } from "./route-hooks.ts";
import { type ConsoleStaff, loadStaffSession } from "./staff-session.ts";

declare module "fastify" {
  interface FastifyRequest {
    staff: ConsoleStaff | null;
  }
}

export type ConsoleHandlerInput<C extends ConsoleRouteContract> = HandlerInput<C> & {
  staff: C extends { stage: "signIn" } ? null : ConsoleStaff;
};

/** The console routes of each app, by URL: what the permission check and its tests walk. */
const consoleRoutes = new WeakMap<FastifyInstance, Map<string, ConsoleRouteContract>>();
/** Every URL under /api/console the app has, however it was added (a test compares the two). */
const consoleUrls = new WeakMap<FastifyInstance, Set<string>>();

export function consoleRoutesOf(app: FastifyInstance): ConsoleRouteContract[] {
  return [...(consoleRoutes.get(app)?.values() ?? [])];
}

export function consoleUrlsOf(app: FastifyInstance): string[] {
  return [...(consoleUrls.get(app) ?? [])];
}

/**
 * Serves a console route: before anything is parsed, the staff session (idle ones are gone), the
 * second factor and the route's permission are checked; then it is served like any contract.
 * `scope`: an encapsulated plugin scope of `app` to serve it in (multipart uploads); the check
 * is still the app's.
 */
export function serveConsole<C extends ConsoleRouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: ConsoleHandlerInput<C>) => Promise<DataOf<C>>,
  scope: FastifyInstance = app,
) {
  consoleRoutes.get(app)?.set(`/api${contract.path}`, contract);
  serve(scope, contract, (input) =>
    handler({ ...input, staff: input.request.staff } as ConsoleHandlerInput<C>),
  );
}

/** A file a console route streams to the browser instead of an envelope. */
export interface ConsoleDownload {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * Serves a console GET route that answers a file (a CSV export): the same session, second-factor
 * and permission checks as `serveConsole`, the query parsed by its contract, never cached.
 */
export function serveConsoleDownload<C extends ConsoleRouteContract & { method: "GET" }>(
  app: FastifyInstance,
  contract: C,
  handler: (input: { staff: ConsoleStaff; query: ParsedQuery<C> }) => Promise<ConsoleDownload>,
) {
  consoleRoutes.get(app)?.set(`/api${contract.path}`, contract);
  app.get(`/api${contract.path}`, async (request, reply) => {
    const query = parse(contract.query, request.query) as ParsedQuery<C>;
    const file = await handler({ staff: request.staff as ConsoleStaff, query });
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("cache-control", "no-store")
      .send(file.body);
  });
}

/**
 * Registers the console's checks; call before any feature's routes. Each console route gets its check
 * as its own onRequest hook when it is added, so no other request looks for one.
 */
export function registerConsoleAccess(app: FastifyInstance, deps: AppDeps) {
  const routes = new Map<string, ConsoleRouteContract>();
  consoleRoutes.set(app, routes);
  const urls = new Set<string>();
  consoleUrls.set(app, urls);
  app.decorateRequest("staff", null);
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/console")) urls.add(route.url);
    const contract = routes.get(route.url);
    if (!contract) return;
    const check = staffCheck(deps, contract);
    attachRouteHook(route, "onRequest", check, "first");
  });
}

/** The check of one console route: the console's language, then (past sign-in) the staff session, second factor and permission. */
function staffCheck(deps: AppDeps, contract: ConsoleRouteContract) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.language = normalizeLanguage(
      request.cookies[consoleLanguageCookie] ?? request.cookies[languageCookie],
    );
    if (contract.stage === "signIn") return;
    request.staff = await staffOf(deps, request);
    if (!request.staff) {
      reply.clearCookie(consoleSessionCookie, { path: "/api/console" });
      throw new AppError("staffNotSignedIn");
    }
    assertAllowed(contract, request.staff);
  };
}

async function staffOf(deps: AppDeps, request: FastifyRequest) {
  const token = request.cookies[consoleSessionCookie];
  return token ? loadStaffSession(deps, token) : null;
}

function assertAllowed(contract: ConsoleRouteContract, staff: ConsoleStaff) {
  if (contract.stage !== "secondFactor" && !staff.secondFactorDone)
    throw new AppError("secondFactorRequired");
  if (contract.permission && !roleAllows(staff.role, contract.permission))
    throw new AppError("staffForbidden");
}
