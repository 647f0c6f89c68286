import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "./context.ts";
import { AppError } from "./errors.ts";
import { publicOrigin } from "./public-links.ts";
import { attachRouteHook } from "./route-hooks.ts";
import { isBanned } from "./session.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** false for server-to-server callbacks (payment webhooks) that prove themselves by signature. */
    csrf?: boolean;
  }
}

/**
 * State changes must come from the portal's own pages: the Origin (or, failing that, the
 * browser's Sec-Fetch-Site) must be PUBLIC_URL's origin or a trusted one, never whatever the
 * request's Host header says. Banned players change nothing. The guard is attached at registration
 * to each route that changes state (any method but GET, HEAD, OPTIONS; not `csrf: false`), so reads
 * pay nothing for it. Register before the routes.
 */
export function registerStateChangeGuards(app: FastifyInstance, deps: AppDeps) {
  const trusted = new Set(
    [...ownOrigins(deps), ...deps.config.TRUSTED_ORIGINS.split(",")]
      .map((o) => sameOrigin(o.trim()))
      .filter(Boolean),
  );
  const guard = async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!trusted.has(sameOrigin(origin))) throw new AppError("crossSite");
    } else if (request.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError("crossSite");
    }
    if (request.user && isBanned(request.user, deps.now()) && !request.url.startsWith("/api/logout")) {
      throw new AppError("userBanned", { reason: request.user.banReason ?? "" });
    }
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.csrf === false || methods.every((method) => SAFE_METHODS.has(method))) return;
    attachRouteHook(route, "preHandler", guard, "first");
  });
}

/**
 * PUBLIC_URL's origin; a portal on localhost is also reached as 127.0.0.1 and [::1] on the same
 * port (development and the browser tests), which is still configuration, not a request header.
 */
function ownOrigins(deps: AppDeps): string[] {
  const own = new URL(publicOrigin(deps.config));
  if (own.hostname !== "localhost") return [own.origin];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => {
    const alias = new URL(own.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/** An origin the way browsers write it: default ports dropped (http://a:80 is http://a); junk is "". */
function sameOrigin(origin: string): string {
  try {
    const url = new URL(origin);
    return url.origin === "null" ? "" : url.origin;
  } catch {
    return "";
  }
}
