import { type ErrorName, errorCatalogue } from "@portal/contracts/errors";

/** A failure a player should read: its name picks the code, status and localized message. */
export class AppError extends Error {
  readonly status: number;
  readonly code: number;
  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, unknown> = {},
    /** A ready i18n key for the message instead of `errors:<name>` (validation problems). */
    readonly messageKey?: string,
    /** What the envelope's data carries beside the message (e.g. the bad lines of a refused import). */
    readonly data: unknown = null,
  ) {
    super(errorName);
    this.status = errorCatalogue[errorName].status;
    this.code = errorCatalogue[errorName].code;
  }
}

export const fail = (name: ErrorName, params?: Record<string, unknown>): never => {
  throw new AppError(name, params);
};
