/**
 * The request a page is being rendered for on the server (`entry-server.tsx`), undefined in the
 * browser. The server renders one page at a time, so the request can live in this module: what the
 * app reads from the browser at render (cookies, user agent) and how it calls the API come from here.
 */
export interface ServerRequest {
  cookie: string;
  userAgent: string;
  /** The API answered in-process, with the visitor's own cookie. */
  fetch: typeof fetch;
}

let current: ServerRequest | undefined;

export const serverRequest = () => current;

export function setServerRequest(request: ServerRequest | undefined) {
  current = request;
}

export const requestCookies = () => (current ? current.cookie : document.cookie);

export const requestUserAgent = () => (current ? current.userAgent : navigator.userAgent);
