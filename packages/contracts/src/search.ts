import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, wholeNumber } from "./paging.ts";
import { defineRoute } from "./route.ts";

/**
 * Search across the portal: games, news and forum posts, one kind per request (the search page's
 * tabs). Ranked best first and paged by keyset: each page answers `nextCursor`, the (rank, id) of
 * its last hit, and the next page starts strictly after it, so pages never repeat or skip a hit.
 */

export const searchKinds = ["games", "news", "posts"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Shortest search text (after trimming): one character would match nearly everything. */
export const SEARCH_MIN_CHARS = 2;
/** Longest search text: longer input is refused, never cut. */
export const SEARCH_MAX_CHARS = 100;

const chars = (text: string) => Array.from(text).length;

/** The search text: trimmed, 2–100 characters; control characters (NUL…) are refused by every route. */
export const searchText = z
  .string({ error: "validation:required" })
  .transform((text) => text.trim().replace(/\s+/g, " "))
  .superRefine((text, ctx) => {
    if (text === "") ctx.addIssue({ code: "custom", message: "validation:required" });
    else if (chars(text) < SEARCH_MIN_CHARS)
      ctx.addIssue({
        code: "custom",
        message: "validation:searchTooShort",
        params: { min: SEARCH_MIN_CHARS },
      });
    else if (chars(text) > SEARCH_MAX_CHARS)
      ctx.addIssue({ code: "custom", message: "validation:maxChars", params: { max: SEARCH_MAX_CHARS } });
  });

/** Text with nothing to search for (only punctuation, symbols and spaces): an empty result, not an error. */
export const hasSearchableCharacter = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** Where the next page starts: `<rank>.<id>` of the last hit of the page before (as `nextCursor` said). */
export const searchCursor = z
  .string()
  .regex(/^\d{1,9}\.\d{1,10}$/, "validation:invalid")
  .transform((text) => {
    const [rank, id] = text.split(".").map(Number);
    return { rank: rank ?? 0, id: id ?? 0 };
  });

/**
 * Text with the places that matched the search: `marks` are [start, end) offsets in UTF-16 code
 * units, in order and never overlapping. Clients render the pieces as text (never as HTML).
 */
export const markedText = z.object({
  text: z.string(),
  marks: z.array(z.tuple([z.number(), z.number()])),
});
export type MarkedText = z.infer<typeof markedText>;

export const searchHit = z.object({
  /** appId for games, the article id for news, the post id for posts. */
  id: z.number(),
  title: markedText,
  /** A short piece of the summary or text around the first match (may be empty). */
  snippet: markedText,
  /** Game icon, news cover or the post's first picture ("" when none). */
  image: z.string(),
  /** When the article was published or the post written (null for games). */
  at: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const search = defineRoute({
  method: "GET",
  path: "/search",
  query: z.object({
    q: searchText,
    kind: z.enum(searchKinds, { error: "validation:invalid" }),
    cursor: searchCursor.optional(),
    pageSize: wholeNumber(1, PAGE_SIZE_MAX, "validation:pageSizeRange").default(PAGE_SIZE_DEFAULT),
  }),
  data: z.object({
    items: z.array(searchHit),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    hasMore: z.boolean(),
  }),
});
