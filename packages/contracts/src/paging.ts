import { z } from "zod";

/** Lists page by number; the web's infinite scroll asks for the next page while `hasMore`. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;

/** The largest id (PostgreSQL `integer`); larger numbers are bad input, never a database error. */
export const ID_MAX = 2 ** 31 - 1;

/**
 * A whole number from JSON (a number) or a query string (digits only): arrays, booleans, "1e3",
 * "0x10" and blanks are refused rather than coerced.
 */
export function wholeNumber(min: number, max: number, maxMessage = "validation:invalid") {
  return z
    .union([z.number(), z.string().regex(/^\s*-?\d{1,20}\s*$/, "validation:invalid")], {
      error: "validation:invalid",
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: "validation:invalid" })
        .int("validation:invalid")
        .min(min, "validation:invalid")
        .max(max, maxMessage),
    );
}

const whole = (min: number, max?: number) =>
  max === undefined ? wholeNumber(min, ID_MAX) : wholeNumber(min, max, "validation:pageSizeRange");

/** Query fields of every paged list. */
export const pageQuery = {
  page: whole(1).default(1),
  pageSize: whole(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

/**
 * Page numbers reach this many rows deep (page × pageSize); further on a list continues only by its
 * cursor, which stays as fast on page 10,000 as on page 1 (docs/architecture.md, "Lists").
 */
export const PAGE_DEPTH_MAX = 2000;

/**
 * Query fields of a list that also pages by cursor: `cursor` (the previous answer's `nextCursor`)
 * continues after that page's last item, whatever `page` says; without it `page` counts as before.
 */
export const cursorPageQuery = {
  ...pageQuery,
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "validation:invalid")
    .optional(),
};

/** A page of a cursor-paged list: `nextCursor` asks for the page after this one (absent at the end). */
export function cursorPaged<T extends z.ZodType>(item: T) {
  return paged(item).extend({ nextCursor: z.string().optional() });
}

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    hasMore: z.boolean(),
  });
}

/** A positive whole id in a query or body ("12" in a query string is 12), at most ID_MAX. */
export const entityId = wholeNumber(1, ID_MAX);

/** An id from a path segment (`/game/:appId`), or undefined when it is not one. */
export function pathId(segment: string | undefined): number | undefined {
  const parsed = entityId.safeParse(segment);
  return parsed.success ? parsed.data : undefined;
}

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
