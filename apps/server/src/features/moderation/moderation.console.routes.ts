import { answerAsOfficial as answerRoute } from "@portal/contracts/console/boards";
import {
  addWordRoute,
  moderatedItemRoute,
  moderateText,
  moderationQueue,
  removeWordRoute,
  wordListRoute,
} from "@portal/contracts/console/moderation";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { addWord, moderate, moderatedItem, queuePage, removeWord, wordList } from "./moderation.service.ts";
import { answerAsOfficial } from "./official-answers.service.ts";

/** The moderation queue and its actions, and the word list (permission `community.moderate`). */
export function registerModerationConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, moderationQueue, ({ query }) => queuePage(deps, query));
  serveConsole(app, moderatedItemRoute, ({ staff, request, query }) =>
    moderatedItem(deps, staff, request.language, query),
  );
  serveConsole(app, moderateText, ({ staff, body }) => moderate(deps, staff, body));
  serveConsole(app, wordListRoute, () => wordList(deps));
  serveConsole(app, addWordRoute, ({ staff, body }) => addWord(deps, staff, body));
  serveConsole(app, removeWordRoute, ({ staff, body }) => removeWord(deps, staff, body.id));
  serveConsole(app, answerRoute, ({ staff, request, body }) =>
    answerAsOfficial(deps, staff, request.language, body),
  );
}
