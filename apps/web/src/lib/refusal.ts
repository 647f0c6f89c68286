import { type ErrorName, errorByCode } from "@portal/contracts/errors";

// Its own module, not lib/request.ts: the error catalogue stays out of the first screen's bundle.

/** The error catalogue's name of a server refusal ("codeWrong", "emailIncorrect"…), if it is one. */
export function refusalName(error: unknown): ErrorName | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? errorByCode(code) : undefined;
}
