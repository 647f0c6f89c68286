import { REQUEST_TIMEOUT_MS } from "@portal/contracts/envelope";
import type { DataOf, RouteRef } from "@portal/contracts/route";
import i18n from "./i18n";
import { API_BASE, ApiError } from "./request";

/**
 * Sends one file as multipart to a contract's route (the JSON helper cannot carry a file);
 * failures come back like the request helper's: the server's message, or the network's as code -1.
 */
export async function uploadFile<R extends RouteRef>(
  contract: R,
  field: string,
  file: Blob,
  name: string,
): Promise<DataOf<R>> {
  const form = new FormData();
  form.append(field, file, name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS * 3);
  try {
    const response = await fetch(`${API_BASE}${contract.path}`, {
      method: "POST",
      body: form,
      credentials: "include",
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as {
      code: number;
      msg: string;
      data: unknown;
    } | null;
    if (!body || typeof body.code !== "number") throw new ApiError(-1, i18n.t("common:serverProblem"));
    if (body.code !== 200) throw new ApiError(body.code, body.msg);
    return body.data as DataOf<R>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const timedOut = (error as Error)?.name === "AbortError";
    throw new ApiError(-1, i18n.t(timedOut ? "common:requestTimeout" : "common:networkProblem"));
  } finally {
    clearTimeout(timer);
  }
}
