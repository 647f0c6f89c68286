import { contentFallback, type Language } from "@portal/contracts/languages";
import { hasSearchableCharacter, type SearchHit, type SearchKind } from "@portal/contracts/search";

import type { AppDeps } from "../../platform/context.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import { findMarks, marked, plainTextOf, snippet } from "./search.presenter.ts";
import * as repo from "./search.repository.ts";

export interface SearchQuery {
  q: string;
  kind: SearchKind;
  cursor?: { rank: number; id: number };
  pageSize: number;
}

const toIso = (at: string | Date) => new Date(at).toISOString();

/**
 * One page of ranked hits of one kind. Only what players may see is searched: published news in the
 * player's languages, posts that exist (deleted ones are gone), every game. Text with nothing to
 * search for (only punctuation or symbols) answers an empty page without asking the database.
 */
export async function search(deps: AppDeps, language: Language, query: SearchQuery) {
  if (!hasSearchableCharacter(query.q)) return { items: [], nextCursor: null, hasMore: false };
  const page = { q: query.q, after: query.cursor, limit: query.pageSize + 1 };
  const rows = await hitsOf(deps, language, query.kind, page);
  const shown = rows.slice(0, query.pageSize);
  const last = shown.at(-1);
  const hasMore = rows.length > query.pageSize;
  return {
    items: shown.map((row) => row.hit),
    nextCursor: hasMore && last ? `${last.rank}.${last.id}` : null,
    hasMore,
  };
}

type RankedHit = { id: number; rank: number; hit: SearchHit };

async function hitsOf(
  deps: AppDeps,
  language: Language,
  kind: SearchKind,
  page: repo.SearchPage,
): Promise<RankedHit[]> {
  const db = deps.database.db;
  const q = page.q;
  if (kind === "games") {
    const rows = await repo.searchGames(db, { ...page, chain: contentFallback(language), now: deps.now() });
    return rows.map((row) =>
      ranked(row, { title: row.name, text: row.summary, image: row.image, at: null }, q),
    );
  }
  if (kind === "news") {
    const rows = await repo.searchNews(db, { ...page, now: deps.now(), language });
    return rows.map((row) => {
      const text = newsTextShown(row.texts, language, q);
      const words = `${text.summary} ${plainTextOf(text.body)}`;
      return ranked(row, { title: text.title, text: words, image: row.image, at: toIso(row.at) }, q);
    });
  }
  const rows = await repo.searchPosts(db, page);
  return rows.map((row) =>
    ranked(row, { title: row.title, text: row.body, image: row.image, at: toIso(row.at) }, q),
  );
}

function ranked(
  row: { id: number; rank: number },
  shown: { title: string; text: string; image: number | null; at: string | null },
  q: string,
): RankedHit {
  return {
    id: Number(row.id),
    rank: Number(row.rank),
    hit: {
      id: Number(row.id),
      title: marked(shown.title, q),
      snippet: snippet(shown.text, q),
      image: mediaUrl(shown.image),
      at: shown.at,
    },
  };
}

/**
 * The article's text a hit shows: the first language along the player's chain whose text has the
 * match, else any language that has it (the player typed it), else the text along the chain.
 */
function newsTextShown(texts: repo.NewsTexts, language: Language, q: string) {
  const hasMatch = (text: repo.NewsTexts[string] | undefined) =>
    text !== undefined && findMarks(`${text.title} ${text.summary} ${plainTextOf(text.body)}`, q).length > 0;
  const chain = contentFallback(language);
  const inChain = chain.find((candidate) => hasMatch(texts[candidate]));
  const anywhere = Object.keys(texts).find((candidate) => hasMatch(texts[candidate]));
  const chosen = inChain ?? anywhere;
  if (chosen && texts[chosen]) return texts[chosen];
  return textAlongChain(texts, language, "anyText")?.text ?? { title: "", summary: "", body: "" };
}
