import { requestCookies } from "./server-render";

/**
 * The cookie `name`'s value, decoded, from a Cookie header or `document.cookie` (by default the
 * request's: the visitor's cookie while the server renders, the browser's own after); undefined
 * when there is none, or when its value is not valid percent-encoding (a cookie written by
 * something else must not break the start-up). `name` is letters, digits, `_` or `-`.
 */
export function readCookie(name: string, cookies = requestCookies()): string | undefined {
  const value = cookies.match(new RegExp(`(?:^|;) *${name}=([^;]*)`))?.[1];
  try {
    return value && decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Sets a cookie for the whole site, encoded (readCookie decodes it), kept a year unless said
 * otherwise; a max-age of 0 removes it.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older game webviews
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/** Removes a cookie writeCookie set. */
export function forgetCookie(name: string) {
  writeCookie(name, "", 0);
}
