import type { Config } from "../config.ts";

/**
 * An absolute link for mail, QR data, share pages and provider return pages: always under
 * PUBLIC_URL, never built from the request's Host or X-Forwarded-Host. A link that is already
 * absolute (a payment provider's hosted page) stays as it is.
 */
export function publicLink(config: Pick<Config, "PUBLIC_URL">, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${config.PUBLIC_URL}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The portal's own origin (scheme, host and port of PUBLIC_URL). */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL">): string {
  return new URL(config.PUBLIC_URL).origin;
}
