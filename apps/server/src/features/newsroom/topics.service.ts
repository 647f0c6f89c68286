import type {
  deleteConsoleTopic,
  listConsoleTopics,
  topicForm,
  updateConsoleTopic,
} from "@portal/contracts/console/newsroom";
import type { Language } from "@portal/contracts/languages";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import {
  createFromForm,
  deleteItem,
  type FormKind,
  listItems,
  updateFromForm,
} from "../../platform/console/edited-items.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { requireContentImages } from "../content/content-images.service.ts";
import { gameNamesOf } from "../games/games.service.ts";
import { presentTopic, presentTopicCard, presentTopicPage } from "./newsroom.presenter.ts";
import * as repo from "./newsroom.repository.ts";
import { storedTexts, timeOrNull } from "./newsroom-editing.ts";

/** Topics and events: edited in the console, read by players (appTopicDetail, activity). */

type TopicInput = z.output<typeof topicForm>;

/** The columns a save writes; bodies pass through the sanitizer; a topic has no window. */
async function topicValues(db: DbOrTx, input: TopicInput) {
  if (input.gameId && !(await repo.gameExists(db, input.gameId))) throw new AppError("gameNotFound");
  await requireContentImages(db, [input.coverMediaId]);
  const event = input.kind === "event";
  return {
    kind: input.kind,
    gameId: input.gameId,
    texts: storedTexts({ title: input.titles, summary: input.summaries, body: input.bodies }, ["body"]),
    coverMediaId: input.coverMediaId,
    startsAt: event ? timeOrNull(input.startsAt) : null,
    endsAt: event ? timeOrNull(input.endsAt) : null,
    pinned: input.pinned,
    publishedAt: timeOrNull(input.publishAt),
  };
}

const topicKind: FormKind<typeof repo.editedTables.topics, ReturnType<typeof presentTopic>, TopicInput> = {
  table: repo.editedTables.topics,
  subject: "topic",
  notFound: "topicNotFound",
  present: presentTopic,
  values: topicValues,
};

export const listTopics = (deps: AppDeps, query: ParsedQuery<typeof listConsoleTopics>) =>
  listItems(
    deps,
    query,
    { state: query.state, missing: query.missing, kind: query.kind },
    repo.listTopicsPage,
    presentTopic,
  );

export const createTopic = (deps: AppDeps, by: ConsoleStaff, input: TopicInput) =>
  createFromForm(deps, by, topicKind, input);

export const updateTopic = (deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof updateConsoleTopic>) =>
  updateFromForm(deps, by, topicKind, input.topicId, input);

export const deleteTopic = (deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof deleteConsoleTopic>) =>
  deleteItem(deps, by, topicKind, { id: input.topicId, version: input.version });

/** One published topic or event in the player's language; drafts and future ones are not found. */
export function topicDetail(deps: AppDeps, language: Language, topicId: number) {
  return deps.publicCache(`appTopicDetail:${language}:${topicId}`, async () => {
    const db = deps.database.db;
    const row = await repo.findPublishedTopic(db, topicId, deps.now());
    const names = await gameNamesOf(db, row ? [row] : [], language);
    const page = row && presentTopicPage(row, language, names);
    if (!page) throw new AppError("topicNotFound");
    return page;
  });
}

/** Published topics and running events (of one game, or all), in the player's language. */
export function activity(deps: AppDeps, language: Language, gameId?: number) {
  return deps.publicCache(`activity:${language}:${gameId ?? 0}`, async () => {
    const db = deps.database.db;
    const now = deps.now();
    const rows = await repo.listPublishedTopics(db, { now, gameId });
    const names = await gameNamesOf(db, rows, language);
    const running = (row: (typeof rows)[number]) =>
      (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);
    const cards = (kind: "topic" | "event") =>
      rows
        .filter((row) => row.kind === kind && (kind === "topic" || running(row)))
        .flatMap((row) => presentTopicCard(row, language, names));
    return { events: cards("event"), topics: cards("topic") };
  });
}
