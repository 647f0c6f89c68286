import {
  type Envelope,
  REQUEST_FAILED,
  REQUEST_TIMEOUT_MS,
  type RequestFailure,
} from "@portal/contracts/envelope";
import type { BodyOf, DataOf, QueryOf, RouteRef } from "@portal/contracts/route";
import { fillPath } from "@portal/contracts/route";
import { reportAnswer, reportFailure } from "./connection";
import i18n from "./i18n";
import { serverRequest } from "./server-render";

export type Result<T> = Envelope<T> | RequestFailure;
export const API_BASE = "/api";

function failure(msg: string): RequestFailure {
  return { code: REQUEST_FAILED, msg, status: false, data: null };
}

/**
 * The spec's request helper: sends cookies, times out after 5000 ms, and turns any failure
 * (network, timeout, non-JSON) into {code: -1, msg, status: false}. It throws only when the caller
 * cancels through `cancel` (TanStack Query's abort signal: the answer is no longer wanted).
 */
export async function request<T>(
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
  cancel?: AbortSignal,
): Promise<Result<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const stop = () => controller.abort();
  cancel?.addEventListener("abort", stop);
  const inBrowser = !serverRequest();
  try {
    const isGet = method === "GET";
    const query = isGet && payload ? toQueryString(payload as Record<string, unknown>) : "";
    const init: RequestInit = {
      method,
      credentials: "include",
      signal: controller.signal,
      headers: isGet
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
      body: isGet ? undefined : JSON.stringify(payload ?? {}),
    };
    const response = await (serverRequest()?.fetch ?? fetch)(url + query, init).catch((error: unknown) => {
      // Only fetch's own failure says whether the server is reached, not a payload that would not serialise.
      if (inBrowser) reportFailure(error);
      throw error;
    });
    if (inBrowser) reportAnswer(response);
    const text = await response.text();
    try {
      const body = JSON.parse(text) as Envelope<T>;
      if (typeof body?.code !== "number") return failure(i18n.t("common:serverProblem"));
      return body;
    } catch {
      return failure(i18n.t("common:serverProblem"));
    }
  } catch (error) {
    if (cancel?.aborted) throw error;
    const timedOut = (error as Error)?.name === "AbortError";
    return failure(i18n.t(timedOut ? "common:requestTimeout" : "common:networkProblem"));
  } finally {
    clearTimeout(timer);
    cancel?.removeEventListener("abort", stop);
  }
}

export const get = <T>(url: string, params?: Record<string, unknown>, cancel?: AbortSignal) =>
  request<T>("GET", url, params, cancel);
export const post = <T>(url: string, body?: unknown, cancel?: AbortSignal) =>
  request<T>("POST", url, body, cancel);

function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A failed envelope as an Error, so TanStack Query can carry it to error states. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls a route (its ref from `@portal/contracts/refs/…`) and returns its data, throwing ApiError on any non-200 answer. */
export async function call<R extends RouteRef>(
  contract: R,
  input?: {
    query?: QueryOf<R>;
    body?: BodyOf<R>;
    params?: Record<string, string | number>;
    /** TanStack Query's `signal`: a query that is no longer wanted stops its request. */
    signal?: AbortSignal;
  },
): Promise<DataOf<R>> {
  const url = API_BASE + fillPath(contract.path, input?.params ?? {});
  const result =
    contract.method === "GET"
      ? await get<DataOf<R>>(url, input?.query as Record<string, unknown> | undefined, input?.signal)
      : await post<DataOf<R>>(url, input?.body, input?.signal);
  if (result.code !== 200) throw new ApiError(result.code, result.msg);
  return result.data as DataOf<R>;
}
