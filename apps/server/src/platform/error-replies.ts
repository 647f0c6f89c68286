import { formatDate } from "@portal/contracts/dates";
import { errorCatalogue } from "@portal/contracts/errors";
import { type Language, normalizeLanguage } from "@portal/contracts/languages";
import type { Translate } from "@portal/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/client.ts";
import type { AppDeps } from "./context.ts";
import { AppError } from "./errors.ts";

/**
 * Every failure becomes the envelope {code, msg, data: null} with msg in the player's language.
 * No stack trace or SQL reaches a client; unexpected errors are logged.
 */
export function registerErrorReplies(app: FastifyInstance, deps: AppDeps) {
  app.setErrorHandler(async (error, request, reply) => {
    const language = request.language ?? "en";
    if (error instanceof AppError) {
      const msg = error.messageKey
        ? fieldMessage(deps.t, language, error)
        : deps.t(language, `errors:${error.errorName}`, datesIn(error.params, language));
      return reply.code(error.status).send({ code: error.code, msg, data: error.data });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      const { code, status } = errorCatalogue.serviceUnavailable;
      return reply
        .code(status)
        .header("retry-after", "1")
        .send({ code, msg: deps.t(language, "errors:serviceUnavailable"), data: null });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      const name = status === 404 ? "notFound" : status === 429 ? "tooMany" : "badInput";
      return reply.code(status).send({ code: status, msg: deps.t(language, `errors:${name}`), data: null });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ code: 500, msg: deps.t(language, "errors:serverError"), data: null });
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ code: 404, msg: deps.t(request.language ?? "en", "errors:notFound"), data: null }),
  );
}

/**
 * Errors Fastify raises before any hook runs (a path segment over 100 characters, a malformed URL):
 * the same envelope, in the language of the player's cookie.
 */
export function frameworkErrorReply(deps: AppDeps) {
  return (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    const cookie = /(?:^|;\s*)sys_language=([^;]*)/.exec(request.headers.cookie ?? "")?.[1];
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const name = status === 404 ? "notFound" : "badInput";
    void reply
      .code(status)
      .send({ code: status, msg: deps.t(normalizeLanguage(cookie), `errors:${name}`), data: null });
  };
}

/** Dates among a message's params, in the player's language through the portal's one formatter. */
export function datesIn(params: Record<string, unknown>, language: Language): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value instanceof Date ? formatDate(value, language, "long") : value,
    ]),
  );
}

/**
 * "E-mail: enter a correct e-mail address" — the field named in the player's language. A field
 * with no name in the catalogue gets the message alone: a player never reads an internal name.
 */
export function fieldMessage(t: Translate, language: Language, error: AppError) {
  const field = String(error.params.field ?? "");
  const message = t(language, error.messageKey ?? "validation:invalid", error.params);
  if (!field) return message;
  const label = t(language, `fields:${field}`, { defaultValue: "" });
  if (!label) return message;
  return t(language, "validation:withField", { field: label, message });
}
