import type { MarkedText } from "@portal/contracts/search";

/** How much of a long text a hit shows around its first match. */
const SNIPPET_CHARS = 90;
const SNIPPET_LEAD = 24;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where `text` contains the search text or one of its words (any case), as [start, end) ranges in
 * order, overlapping ones joined. The search text is taken literally: its characters are escaped.
 */
export function findMarks(text: string, q: string): [number, number][] {
  const terms = [q, ...q.split(" ")].filter((term) => term.length > 0);
  const found: [number, number][] = [];
  for (const term of terms) {
    for (const match of text.matchAll(new RegExp(escapeRegExp(term), "giu")))
      found.push([match.index, match.index + match[0].length]);
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const joined: [number, number][] = [];
  for (const [start, end] of found) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

export const marked = (text: string, q: string): MarkedText => ({ text, marks: findMarks(text, q) });

/** Never cut a character written as two UTF-16 units in half. */
function safeCut(text: string, at: number) {
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff ? at + 1 : at;
}

/** A short piece of `text` around its first match (or its start), with "…" where it was cut. */
export function snippet(text: string, q: string): MarkedText {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= SNIPPET_CHARS) return marked(flat, q);
  const first = findMarks(flat, q)[0]?.[0] ?? 0;
  const start = first <= SNIPPET_LEAD ? 0 : safeCut(flat, first - SNIPPET_LEAD);
  const end = safeCut(flat, Math.min(flat.length, start + SNIPPET_CHARS));
  const piece = `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
  return marked(piece, q);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of a news body (sanitized HTML) as plain text, for its snippet. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "");
}
