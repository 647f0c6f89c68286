import type { share } from "@portal/contracts/games";
import { contentFallback, type Language } from "@portal/contracts/languages";
import type { DataOf } from "@portal/contracts/route";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import * as repo from "./games.repository.ts";

/** How much of a review a share text quotes. */
export const SHARE_EXCERPT_CHARS = 120;

export interface ShareCard {
  title: string;
  text: string;
  image: string;
  /** The page in the web app the shared link opens. */
  appPath: string;
}

const stars = (rating: number) => "★".repeat(rating) + "☆".repeat(Math.max(0, 5 - rating));

function excerpt(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** The title, text and picture of a shared game or review, in the sharer's language. */
export async function shareCard(
  deps: AppDeps,
  language: Language,
  kind: "game" | "review",
  id: number,
): Promise<ShareCard> {
  const db = deps.database.db;
  const chain = contentFallback(language);
  if (kind === "game") {
    const game = await repo.findGameName(db, id, chain);
    if (!game) throw new AppError("gameNotFound");
    return {
      title: game.name,
      text: game.summary,
      image: mediaUrl(game.coverMediaId),
      appPath: `/dist/game/${id}`,
    };
  }
  const review = await repo.findReviewForShare(db, id);
  if (!review) throw new AppError("reviewNotFound");
  const game = await repo.findGameName(db, review.gameId, chain);
  return {
    title: `${game?.name ?? ""} · ${review.nickname}`,
    text: `${stars(review.rating)} ${excerpt(review.body, SHARE_EXCERPT_CHARS)}`,
    image: mediaUrl(game?.coverMediaId),
    appPath: `/dist/game/${review.gameId}?review=${review.id}`,
  };
}

export function presentShare(
  card: ShareCard,
  origin: string,
  kind: string,
  id: number,
): DataOf<typeof share> {
  return {
    title: card.title,
    text: card.text,
    url: `${origin}/share/${kind}/${id}`,
    image: card.image ? `${origin}${card.image}` : "",
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The page a shared link opens: link previews (chat apps, social sites) read its Open Graph title
 * and image; browsers go straight on to the game page. Every text is escaped.
 */
export function sharePreviewPage(
  card: ShareCard,
  origin: string,
  language: Language,
  selfUrl: string,
): string {
  const target = escapeHtml(card.appPath);
  const meta = [
    ["og:type", "website"],
    ["og:title", card.title],
    ["og:description", card.text],
    ["og:url", selfUrl],
    ...(card.image ? [["og:image", `${origin}${card.image}`]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? "")}">`)
    .join("\n");
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(card.title)}</title>
<meta name="description" content="${escapeHtml(card.text)}">
${meta}
<meta name="twitter:card" content="summary_large_image">
<meta http-equiv="refresh" content="0; url=${target}">
</head><body><p><a href="${target}">${escapeHtml(card.title)}</a></p></body></html>`;
}
