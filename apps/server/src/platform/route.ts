import type { DataOf, ParsedBody, ParsedQuery, RouteContract } from "@portal/contracts/route";
import { findUnsafeText, firstProblem } from "@portal/contracts/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { SessionUser } from "./context.ts";
import { AppError } from "./errors.ts";

export interface HandlerInput<C extends RouteContract> {
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set when the contract says signedIn. */
  user: C extends { signedIn: true } ? SessionUser : SessionUser | null;
}

/**
 * Serves one contract: parses input with its zod schemas (bad input → badInput naming the field),
 * checks sign-in, runs the handler and wraps the result in the envelope.
 */
export function serve<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: HandlerInput<C>) => Promise<DataOf<C>>,
  options: { csrf?: boolean } = {},
): void {
  app.route({
    method: contract.method,
    url: `/api${contract.path}`,
    config: { csrf: options.csrf ?? true },
    handler: async (request, reply) => {
      if (contract.signedIn && !request.user) throw new AppError("notSignedIn");
      assertSafeText(request.params);
      assertSafeText(request.query);
      assertSafeText(request.body);
      // A JSON body, when there is one, is an object of fields: never an array or a bare value.
      if (request.body !== undefined && (typeof request.body !== "object" || Array.isArray(request.body)))
        throw new AppError("badInput");
      const query = parse(contract.query, request.query);
      const body = parse(contract.body, request.body ?? {});
      const data = await handler({
        query,
        body,
        params: request.params as Record<string, string>,
        request,
        reply,
        user: request.user,
      } as HandlerInput<C>);
      return { code: 200, msg: "ok", data: data ?? null };
    },
  });
}

/** No control characters or oversized texts anywhere in a request, whatever its schema says. */
function assertSafeText(value: unknown) {
  const problem = findUnsafeText(value);
  if (problem) throw new AppError("badInput", { field: problem.field }, problem.key);
}

/** Parses one input with its schema; bad input → badInput naming the field. */
export function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problem = firstProblem(result.error);
  throw new AppError("badInput", { ...problem.params, field: problem.field }, problem.key);
}
