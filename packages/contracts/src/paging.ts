import { z } from "zod";

/** Lists page by number; the web's infinite scroll asks for the next page while `hasMore`. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;

const whole = (min: number, max?: number) => {
  const base = z.coerce
    .number({ error: "validation:invalid" })
    .int("validation:invalid")
    .min(min, "validation:invalid");
  return max === undefined ? base : base.max(max, "validation:pageSizeRange");
};

/** Query fields of every paged list. */
export const pageQuery = {
  page: whole(1).default(1),
  pageSize: whole(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    hasMore: z.boolean(),
  });
}

/** A positive whole id in a query or body ("12" in a query string is 12). */
export const entityId = z.coerce
  .number({ error: "validation:invalid" })
  .int("validation:invalid")
  .positive("validation:invalid");

/** Rows to skip for a page. */
export const offsetOf = (page: { page: number; pageSize: number }) => (page.page - 1) * page.pageSize;

/** A page of items in the paged() shape. */
export function toPage<T>(items: T[], total: number, page: { page: number; pageSize: number }) {
  return {
    items,
    page: page.page,
    pageSize: page.pageSize,
    total,
    hasMore: page.page * page.pageSize < total,
  };
}
