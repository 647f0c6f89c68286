import { languageCookie, normalizeLanguage } from "@portal/contracts/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The player's language: the sys_language cookie, else the default (en). */
export const languageOf = (request: FastifyRequest) => normalizeLanguage(request.cookies[languageCookie]);

/** Sets `request.language` on every request (the app does it in its one request-start hook: request-context.ts). */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", async (request) => {
    request.language = languageOf(request);
  });
}
