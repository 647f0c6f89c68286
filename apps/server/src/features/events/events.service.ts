import type { Language } from "@portal/contracts/languages";
import { SIGNATURE_MAX_SKEW_MS, signaturesEqual, signParams } from "@portal/contracts/signature";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { useOnce } from "../../platform/request-nonces.ts";
import * as repo from "./events.repository.ts";

/** A game server's signed ask: the signature over the raw query, the clock skew, and the nonce once. */
export async function checkSignedAsk(
  deps: AppDeps,
  raw: Record<string, string>,
  ask: { signature: string; tm: number; nonce: string },
) {
  if (!signaturesEqual(ask.signature, signParams(raw, deps.config.EVENT_SIGN_SECRET)))
    throw new AppError("signatureWrong");
  const now = deps.now();
  if (Math.abs(now.getTime() - ask.tm) > SIGNATURE_MAX_SKEW_MS) throw new AppError("signatureExpired");
  if (!(await useOnce(deps.database.db, ask.nonce, now))) throw new AppError("nonceReused");
}

/** The running activities with a text along the player's language chain (others are left out). */
export async function runningActivities(deps: AppDeps, language: Language) {
  const rows = await repo.listRunningActivities(deps.database.db, deps.now());
  return rows.flatMap((row) => {
    const text = textAlongChain(row.texts, language)?.text;
    if (!text) return [];
    return [
      {
        id: row.id,
        title: text.title,
        description: text.description,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      },
    ];
  });
}
