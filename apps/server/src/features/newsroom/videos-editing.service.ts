import type {
  deleteConsoleVideo,
  listConsoleVideos,
  updateConsoleVideo,
  videoForm,
} from "@portal/contracts/console/newsroom";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import {
  createItem,
  deleteItem,
  type ItemKind,
  listItems,
  updateItem,
} from "../../platform/console/edited-items.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { givenTexts } from "../../platform/localized.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { requireContentImages } from "../content/content-images.service.ts";
import { presentVideo } from "./newsroom.presenter.ts";
import * as repo from "./newsroom.repository.ts";
import { timeOrNull } from "./newsroom-editing.ts";

/** The video zone: the console adds hosted videos; an uploaded file video keeps its file. */

type VideoInput = z.output<typeof videoForm>;

const videoKind: ItemKind<typeof repo.editedTables.videos, ReturnType<typeof presentVideo>> = {
  table: repo.editedTables.videos,
  subject: "video",
  notFound: "videoNotFound",
  present: presentVideo,
};

export const listVideos = (deps: AppDeps, query: ParsedQuery<typeof listConsoleVideos>) =>
  listItems(deps, query, { state: query.state, missing: query.missing }, repo.listVideosPage, presentVideo);

async function videoValues(db: DbOrTx, input: VideoInput) {
  if (input.gameId && !(await repo.gameExists(db, input.gameId))) throw new AppError("gameNotFound");
  await requireContentImages(db, [input.posterMediaId]);
  return {
    titles: givenTexts(input.titles),
    gameId: input.gameId,
    posterMediaId: input.posterMediaId,
    durationSeconds: input.durationSeconds,
    pinned: input.pinned,
    publishedAt: timeOrNull(input.publishAt),
  };
}

export async function createVideo(deps: AppDeps, by: ConsoleStaff, input: VideoInput) {
  if (!input.hostedUrl) throw new AppError("videoSourceMissing");
  const values = await videoValues(deps.database.db, input);
  return createItem(deps, by, videoKind, { ...values, kind: "frame", hostedUrl: input.hostedUrl });
}

/** A hosted address given makes the video a hosted one; "" keeps a file video's file. */
export async function updateVideo(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof updateConsoleVideo>,
) {
  const db = deps.database.db;
  const current = await repo.findRow(db, repo.editedTables.videos, input.videoId);
  if (!current) throw new AppError("videoNotFound");
  if (!input.hostedUrl && current.kind === "frame") throw new AppError("videoSourceMissing");
  const source = input.hostedUrl ? { kind: "frame" as const, hostedUrl: input.hostedUrl } : {};
  const values = { ...(await videoValues(db, input)), ...source };
  return updateItem(deps, by, videoKind, { id: input.videoId, version: input.version }, values);
}

export const deleteVideo = (deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof deleteConsoleVideo>) =>
  deleteItem(deps, by, videoKind, { id: input.videoId, version: input.version });
