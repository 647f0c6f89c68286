import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./context.ts";
import { AppError } from "./errors.ts";
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
 * browser's Sec-Fetch-Site) must name this host or a trusted origin. Banned players change nothing.
 */
export function registerStateChangeGuards(app: FastifyInstance, deps: AppDeps) {
  const trusted = new Set(
    deps.config.TRUSTED_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  );
  app.addHook("preHandler", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!isSameHost(origin, `${request.protocol}://${request.headers.host}`) && !trusted.has(origin)) {
        throw new AppError("crossSite");
      }
    } else if (request.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError("crossSite");
    }
    if (request.user && isBanned(request.user, deps.now()) && !request.url.startsWith("/api/logout")) {
      throw new AppError("userBanned", { reason: request.user.banReason ?? "" });
    }
  });
}

/** Compares hosts the way browsers do: default ports are dropped (http://a:80 is http://a). */
function isSameHost(origin: string, own: string): boolean {
  try {
    return new URL(origin).host === new URL(own).host;
  } catch {
    return false;
  }
}
