import { ID_MAX, offsetOf, PAGE_DEPTH_MAX, toPage } from "@portal/contracts/paging";
import { AppError } from "./errors.ts";

/** Where a page of a list starts: after the cursor's item (keyset), or `offset` rows in. */
export interface PageWindow {
  limit: number;
  offset: number;
  /** The key (id, order number) of the previous page's last item. */
  after?: string;
}

/** A page as a list's query asks for it. */
export interface PageAsked {
  page: number;
  pageSize: number;
  cursor?: string;
}

/**
 * The window of a page-numbered list that also takes a cursor. Without a cursor a page may reach
 * PAGE_DEPTH_MAX rows deep; deeper numbers are refused (`pageTooDeep`) rather than read slowly.
 */
export function pageWindow(asked: PageAsked): PageWindow {
  if (asked.cursor !== undefined) return { limit: asked.pageSize, offset: 0, after: asked.cursor };
  const offset = offsetOf(asked);
  if (offset + asked.pageSize > PAGE_DEPTH_MAX) throw new AppError("pageTooDeep");
  return { limit: asked.pageSize, offset };
}

/** pageWindow() of a list whose cursor is an integer id; any other cursor is bad input. */
export function idWindow(asked: PageAsked): { limit: number; offset: number; after?: number } {
  const { after, ...window } = pageWindow(asked);
  if (after === undefined) return window;
  const id = /^\d{1,10}$/.test(after) ? Number(after) : 0;
  if (id < 1 || id > ID_MAX) throw new AppError("badInput", { field: "cursor" }, "validation:invalid");
  return Object.assign(window, { after: id });
}

/** A page in the paged() shape with the cursor of the page after it (none when this one is short). */
export function cursorPage<T>(
  items: T[],
  total: number,
  asked: PageAsked,
  lastKey: string | number | undefined,
) {
  const full = items.length === asked.pageSize && lastKey !== undefined;
  const page = toPage(items, total, asked);
  return full ? Object.assign(page, { nextCursor: String(lastKey) }) : page;
}
