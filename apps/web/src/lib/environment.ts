/** The game webview marker; the server's WEBVIEW_UA_MARKER default, overridable at build time. */
export const WEBVIEW_MARKER: string = import.meta.env.VITE_WEBVIEW_UA_MARKER ?? "GamePortalApp";

export type System = "android" | "ios" | "pc";

export function detectSystem(userAgent = navigator.userAgent): System {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && navigator.maxTouchPoints > 1)) return "ios";
  return "pc";
}

export function isGameWebview(userAgent = navigator.userAgent): boolean {
  return userAgent.includes(WEBVIEW_MARKER);
}
