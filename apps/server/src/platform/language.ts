import { languageCookie, normalizeLanguage } from "@portal/contracts/languages";
import type { FastifyRequest } from "fastify";

/** The player's language: the sys_language cookie, else the default (en). */
export const languageOf = (request: FastifyRequest) => normalizeLanguage(request.cookies[languageCookie]);
