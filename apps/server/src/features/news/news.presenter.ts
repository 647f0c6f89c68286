import type { Language } from "@portal/contracts/languages";
import type { NewsArticle, NewsCard, NewsComment } from "@portal/contracts/news";
import type { NewsTexts } from "../../db/schema/news.ts";
import { presentAuthor } from "../../platform/comments/authors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import { sanitizeRichText } from "../../platform/rich-text.ts";
import type { CommentView } from "./news-comments.repository.ts";

export type GameNameRow = { gameId: number; language: string; name: string };

interface CardRow {
  id: number;
  categoryId: number;
  gameId: number | null;
  texts: NewsTexts;
  coverMediaId: number | null;
  publishedAt: Date | null;
  likesCount: number;
  commentsCount: number;
}

/** The time of an item players see: their queries keep only rows published at or before now. */
export function publishedIso(at: Date | null): string {
  if (!at) throw new Error("a draft reached a player query");
  return at.toISOString();
}

/** A card in the player's language; undefined when the item has no text in the chain. */
export function presentNewsCard(row: CardRow, language: Language, games: Map<number, string>) {
  const found = textAlongChain(row.texts, language);
  if (!found) return undefined;
  const card: NewsCard = {
    id: row.id,
    categoryId: row.categoryId,
    game: row.gameId ? { appId: row.gameId, name: games.get(row.gameId) ?? "" } : null,
    title: found.text.title,
    summary: found.text.summary,
    cover: mediaUrl(row.coverMediaId),
    publishedAt: publishedIso(row.publishedAt),
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
  };
  return { card, found };
}

/** The article; its body is sanitized again on the way out, so even a row written around the service stays inert. */
export function presentArticle(
  row: CardRow,
  liked: boolean,
  language: Language,
  games: Map<number, string>,
): NewsArticle | undefined {
  const presented = presentNewsCard(row, language, games);
  if (!presented) return undefined;
  return {
    ...presented.card,
    body: sanitizeRichText(presented.found.text.body),
    liked,
    language: presented.found.language,
  };
}

export function presentComment(view: CommentView, viewerId: number): NewsComment {
  const { comment } = view;
  return {
    id: comment.id,
    newsId: comment.newsId,
    content: comment.body,
    likesCount: comment.likesCount,
    repliesCount: comment.repliesCount,
    liked: Boolean(view.liked),
    mine: comment.userId === viewerId,
    createdAt: comment.createdAt.toISOString(),
    author: presentAuthor(view.author),
  };
}
