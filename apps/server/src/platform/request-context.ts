import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

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

/** Each request runs with its id as the current one, and answers it in `x-request-id`. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    withRequestId(request.id, done);
  });
}
