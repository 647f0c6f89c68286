import type { Language } from "@portal/contracts/languages";
import type { AppDeps } from "../../platform/context.ts";
import { insertPageView } from "./stats.repository.ts";

/** Counts one page view (path, first link, referrer, system, webview, the player if signed in). */
export async function recordPageView(
  deps: AppDeps,
  view: { path: string; firstLink?: string; referrer?: string; system: string; webview?: boolean },
  userId: number | null,
  language: Language,
) {
  await insertPageView(deps.database.db, {
    path: view.path,
    firstLink: view.firstLink ?? null,
    referrer: view.referrer ?? null,
    system: view.system,
    webview: view.webview ? 1 : 0,
    userId,
    language,
    at: deps.now(),
  });
}
