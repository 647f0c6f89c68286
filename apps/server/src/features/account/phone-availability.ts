import { accountKind } from "@portal/contracts/validation";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * Without an SMS provider in production no code can reach a phone: phone sign-up, code sign-in
 * and binding are off (password sign-in of existing phone accounts stays). Outside production the
 * codes land in the dev outbox.
 */
export function assertPhoneAvailable(deps: AppDeps, account: string) {
  if (!deps.sms.available && accountKind(account) === "phone") throw new AppError("phoneUnavailable");
}
