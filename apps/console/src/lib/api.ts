import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import type { BodyOf, DataOf, QueryOf } from "@portal/contracts/route";
import i18n from "./i18n";

/** A refusal from the server (its localized message) or a network problem (code -1). */
export class ConsoleRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What to show of a failed request: the server's localized refusal, or what went wrong. */
export const refusalText = (error: unknown) =>
  error instanceof ConsoleRequestError ? error.message : String(error);

/** Codes that mean "no usable console session": the console shows the sign-in page. */
export const SIGNED_OUT_CODES = new Set([5102, 5104]);

const TIMEOUT_MS = 10_000;

/**
 * Calls a console route; resolves with its data or throws ConsoleRequestError. `signal` (TanStack
 * Query's) cancels the request when nobody waits for it any more.
 */
export async function call<C extends ConsoleRouteContract>(
  route: C,
  input: { query?: QueryOf<C>; body?: BodyOf<C>; signal?: AbortSignal } = {},
): Promise<DataOf<C>> {
  const query = input.query ? toQueryString(input.query as Record<string, unknown>) : "";
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(`/api${route.path}${query}`, {
      method: route.method,
      credentials: "include",
      signal: input.signal ? AbortSignal.any([controller.signal, input.signal]) : controller.signal,
      headers:
        route.method === "GET"
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: route.method === "GET" ? undefined : JSON.stringify(input.body ?? {}),
    });
    const envelope = (await response.json()) as Envelope<DataOf<C>>;
    if (envelope.code !== 200) throw new ConsoleRequestError(envelope.code, envelope.msg);
    return envelope.data;
  } catch (error) {
    if (error instanceof ConsoleRequestError) throw error;
    throw new ConsoleRequestError(-1, i18n.t("console:networkProblem"));
  } finally {
    clearTimeout(timer);
  }
}

/** The server's answer as it comes: `code` 200 with `data`, or a refusal (`msg`, maybe `data`). */
export interface Envelope<D> {
  code: number;
  msg: string;
  data: D;
}

/** Posts one file as multipart (field "file") to `path` (query included); a big file may take a while. */
export async function sendFile<D>(path: string, file: File): Promise<Envelope<D>> {
  const form = new FormData();
  form.append("file", file);
  try {
    const response = await fetch(`/api${path}`, { method: "POST", credentials: "include", body: form });
    return (await response.json()) as Envelope<D>;
  } catch {
    throw new ConsoleRequestError(-1, i18n.t("console:networkProblem"));
  }
}

function toQueryString(params: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
