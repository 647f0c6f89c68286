import type { deleteHomeNotice, homeNoticeForm, updateHomeNotice } from "@portal/contracts/console/newsroom";
import type { ParsedBody } from "@portal/contracts/route";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { requireContentImages } from "../content/content-images.service.ts";
import { presentNotice } from "./newsroom.presenter.ts";
import * as repo from "./newsroom.repository.ts";
import { createItem, deleteItem, type ItemKind, storedTexts, updateItem } from "./newsroom-editing.ts";

/** The home pop-up notices (the spec's alertWin): six-language texts, a window, pinned first. */

type NoticeInput = z.output<typeof homeNoticeForm>;

const noticeKind: ItemKind<typeof repo.editedTables.homeNotices, ReturnType<typeof presentNotice>> = {
  table: repo.editedTables.homeNotices,
  subject: "homeNotice",
  notFound: "homeNoticeNotFound",
  present: presentNotice,
};

export async function listNotices(deps: AppDeps, db: DbOrTx = deps.database.db) {
  const now = deps.now();
  return { items: (await repo.listNotices(db)).map((row) => presentNotice(row, now)) };
}

async function noticeValues(db: DbOrTx, input: NoticeInput) {
  await requireContentImages(db, [input.imageMediaId]);
  return {
    texts: storedTexts({ title: input.titles, body: input.bodies }),
    imageMediaId: input.imageMediaId,
    link: input.link || null,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    pinned: input.pinned,
  };
}

export async function createNotice(deps: AppDeps, by: ConsoleStaff, input: NoticeInput) {
  return createItem(deps, by, noticeKind, await noticeValues(deps.database.db, input));
}

export async function updateNotice(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof updateHomeNotice>,
) {
  const values = await noticeValues(deps.database.db, input);
  return updateItem(deps, by, noticeKind, { id: input.noticeId, version: input.version }, values);
}

export async function deleteNotice(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof deleteHomeNotice>,
) {
  await deleteItem(deps, by, noticeKind, { id: input.noticeId, version: input.version });
  return listNotices(deps);
}
