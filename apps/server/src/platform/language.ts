import { languageCookie, normalizeLanguage } from "@portal/contracts/languages";
import type { FastifyInstance } from "fastify";

/** The player's language: the sys_language cookie, else the default (en). */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", async (request) => {
    request.language = normalizeLanguage(request.cookies[languageCookie]);
  });
}
