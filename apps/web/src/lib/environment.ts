/** The game webview marker; the server's WEBVIEW_UA_MARKER default, overridable at build time. */
export const WEBVIEW_MARKER: string = import.meta.env.VITE_WEBVIEW_UA_MARKER ?? "GamePortalApp";

import { requestUserAgent } from "./server-render";

export type System = "android" | "ios" | "pc";

export function detectSystem(userAgent = requestUserAgent()): System {
  if (/android/i.test(userAgent)) return "android";
  if (
    /iphone|ipad|ipod/i.test(userAgent) ||
    (/macintosh/i.test(userAgent) && typeof navigator !== "undefined" && navigator.maxTouchPoints > 1)
  )
    return "ios";
  return "pc";
}

export function isGameWebview(userAgent = requestUserAgent()): boolean {
  return userAgent.includes(WEBVIEW_MARKER);
}

/** Where the download banner leads, per system; unset means the app is not published yet. */
export function appDownloadUrl(system: System = detectSystem()): string | undefined {
  const env = import.meta.env;
  const bySystem = system === "ios" ? env.VITE_APP_DOWNLOAD_URL_IOS : env.VITE_APP_DOWNLOAD_URL_ANDROID;
  return (bySystem as string | undefined) || (env.VITE_APP_DOWNLOAD_URL as string | undefined) || undefined;
}
