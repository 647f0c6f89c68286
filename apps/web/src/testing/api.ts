import type { BodyOf, DataOf, QueryOf, RouteRef } from "@portal/contracts/route";
import { fillPath } from "@portal/contracts/route";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/**
 * The API as web tests see it: msw answers the routes a test hands it (`handle`), and any other
 * request fails the test (`onUnhandledRequest: "error"`, set up in setup.ts).
 */
export const apiServer = setupServer();

/** Where tests' relative `/api/…` requests go (happy-dom's page address, see vite.config.ts). */
export const TEST_ORIGIN = "http://localhost:3000";

/** What a handler sees of a request, typed by the route's contract. */
export interface Asked<R extends RouteRef> {
  query: QueryOf<R> & Record<string, string>;
  body: BodyOf<R>;
  url: URL;
}

/** A refusal envelope (a code from the error catalogue and its message). */
export interface Refusal {
  refused: { code: number; msg: string; status: number };
}
export const refuse = (code: number, msg: string, status = 400): Refusal => ({
  refused: { code, msg, status },
});

type Answer<R extends RouteRef> = (asked: Asked<R>) => DataOf<R> | Refusal | Promise<DataOf<R> | Refusal>;

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "refused" in value;

/**
 * An msw handler for a contract route (its ref from `@portal/contracts/refs/…`): `answer` gets the
 * request's query and body and returns the route's data (or a `refuse(…)`), both typed by the
 * contract, so a handler for a route or a shape that no longer exists does not type-check.
 * `params` fills a path's `:name` segments; without it any value matches.
 */
export function handle<R extends RouteRef>(
  ref: R,
  answer: Answer<R> | DataOf<R>,
  params?: Record<string, string | number>,
) {
  const path = params ? fillPath(ref.path, params) : ref.path;
  const method = ref.method === "GET" ? http.get : http.post;
  return method(`${TEST_ORIGIN}/api${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const body = ref.method === "POST" ? await request.json().catch(() => undefined) : undefined;
    const asked = { query: Object.fromEntries(url.searchParams), body, url } as Asked<R>;
    const data = typeof answer === "function" ? await (answer as Answer<R>)(asked) : answer;
    if (isRefusal(data))
      return HttpResponse.json({ code: data.refused.code, msg: data.refused.msg, data: null }, data.refused);
    return HttpResponse.json({ code: 200, msg: "ok", data: data ?? null });
  });
}

/** Answers the given routes for the rest of the test (after the file's own `apiServer.use`). */
export function answerApi(...handlers: ReturnType<typeof handle>[]) {
  apiServer.use(...handlers);
  return recordApiCalls();
}

/** A request the web app sent: its path under /api (without the query), query and JSON body. */
export interface SentCall {
  path: string;
  url: URL;
  query: URLSearchParams;
  body: unknown;
  method: string;
}

/** Records every request sent from now on, in order. */
export function recordApiCalls() {
  const sent: SentCall[] = [];
  const reading: Promise<void>[] = [];
  apiServer.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const entry: SentCall = {
      path: url.pathname.replace(/^\/api/, ""),
      url,
      query: url.searchParams,
      body: undefined,
      method: request.method,
    };
    sent.push(entry);
    if (request.method === "POST")
      reading.push(
        request
          .clone()
          .json()
          .then((body) => {
            entry.body = body;
          })
          .catch(() => undefined),
      );
  });
  return {
    sent,
    /** The calls to one route, e.g. `to(reviews.like)`. */
    to: (ref: RouteRef) => sent.filter((call) => call.path === ref.path),
    /** Waits until every recorded body is read. */
    settled: () => Promise.all(reading),
  };
}
