import { requestCookies } from "./server-render";

/**
 * The cookie `name`'s value, decoded, from a Cookie header or `document.cookie` (by default the
 * request's: the visitor's cookie while the server renders, the browser's own after); undefined
 * when there is none. `name` is letters, digits, `_` or `-`; a value that is not valid
 * percent-encoding throws a URIError.
 */
export function readCookie(name: string, cookies = requestCookies()): string | undefined {
  const value = cookies.match(new RegExp(`(?:^|;) *${name}=([^;]*)`))?.[1];
  return value && decodeURIComponent(value);
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
