import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { languageOf } from "./language.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * The request (or outbox job) being served, reachable from anywhere below it without passing it
 * along: an outbox job enqueued while serving a request stores that request's id, so the job's log
 * lines can be found from the request's and back, whichever process ran it.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

/** Request ids unique across processes (Fastify's own `req-1` restarts in every process). */
export const newRequestId = (): string => randomUUID();

export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

/**
 * What every request needs before its route, in one synchronous hook (register it after the cookie
 * plugin): its id, answered in `x-request-id` and the current one for everything below; the security
 * headers (worked out once); and the player's language.
 */
export function registerRequestStart(app: FastifyInstance) {
  const headers = securityHeaders();
  app.decorateRequest("language", "en");
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id).headers(headers);
    request.language = languageOf(request);
    withRequestId(request.id, done);
  });
}
