import { pageView } from "@portal/contracts/refs/platform";
import type { BodyOf } from "@portal/contracts/route";
import { detectSystem, isGameWebview } from "./environment";
import { API_BASE, post } from "./request";

export const FIRST_LINK_KEY = "firstLink";
/** Sync-login credentials never go into the statistics. */
const PRIVATE_PARAMS = ["sign", "openId", "tm"];

/** Keeps the first link of the visit in session storage, once. */
export function rememberFirstLink(href = window.location.href): string {
  try {
    const stored = sessionStorage.getItem(FIRST_LINK_KEY);
    if (stored) return stored;
    const url = new URL(href);
    for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
    const link = url.toString().slice(0, 1024);
    sessionStorage.setItem(FIRST_LINK_KEY, link);
    return link;
  } catch {
    return href.slice(0, 1024);
  }
}

/** Reports one page view; statistics never disturb the player, so failures are ignored. */
export function reportPageView(view: { path: string; href: string; referrer?: string }): Promise<unknown> {
  const body: BodyOf<typeof pageView> = {
    path: view.path.slice(0, 512) || "/",
    firstLink: rememberFirstLink(view.href),
    referrer: view.referrer ? view.referrer.slice(0, 1024) : undefined,
    system: detectSystem(),
    webview: isGameWebview(),
  };
  return post(API_BASE + pageView.path, body);
}
