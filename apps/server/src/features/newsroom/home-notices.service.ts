import type { deleteHomeNotice, homeNoticeForm, updateHomeNotice } from "@portal/contracts/console/newsroom";
import type { ParsedBody } from "@portal/contracts/route";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import {
  createFromForm,
  deleteItem,
  type FormKind,
  updateFromForm,
} from "../../platform/console/edited-items.ts";
import type { AppDeps } from "../../platform/context.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { requireContentImages } from "../content/content-images.service.ts";
import { presentNotice } from "./newsroom.presenter.ts";
import * as repo from "./newsroom.repository.ts";
import { storedTexts } from "./newsroom-editing.ts";

/** The home pop-up notices (the spec's alertWin): six-language texts, a window, pinned first. */

type NoticeInput = z.output<typeof homeNoticeForm>;

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

const noticeKind: FormKind<
  typeof repo.editedTables.homeNotices,
  ReturnType<typeof presentNotice>,
  NoticeInput
> = {
  table: repo.editedTables.homeNotices,
  subject: "homeNotice",
  notFound: "homeNoticeNotFound",
  present: presentNotice,
  values: noticeValues,
};

export const createNotice = (deps: AppDeps, by: ConsoleStaff, input: NoticeInput) =>
  createFromForm(deps, by, noticeKind, input);

export const updateNotice = (deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof updateHomeNotice>) =>
  updateFromForm(deps, by, noticeKind, input.noticeId, input);

export async function deleteNotice(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof deleteHomeNotice>,
) {
  await deleteItem(deps, by, noticeKind, { id: input.noticeId, version: input.version });
  return listNotices(deps);
}
