import { randomInt } from "node:crypto";
import { CHALLENGE_TTL_MS, CHALLENGE_WORK_MAX, CHALLENGE_WORK_MIN } from "@portal/contracts/account";
import { type Challenge, createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import type { DbOrTx } from "../db/client.ts";
import type { AppDeps } from "./context.ts";
import { AppError } from "./errors.ts";
import { useOnce } from "./request-nonces.ts";
import { hashSecret } from "./session.ts";

/**
 * A self-hosted proof-of-work challenge (ALTCHA, no third-party service): the browser must find
 * the counter behind a signed key prefix, 50–150 thousand SHA-256 hashes. The keys come from
 * APP_SECRET; the time of issue is signed into the challenge and checked on our own clock.
 */
function keys(deps: AppDeps) {
  return {
    hmacSignatureSecret: hashSecret("altcha:challenge", deps.config.APP_SECRET),
    hmacKeySignatureSecret: hashSecret("altcha:key", deps.config.APP_SECRET),
  };
}

export function issueChallenge(deps: AppDeps): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(CHALLENGE_WORK_MIN, CHALLENGE_WORK_MAX),
    deriveKey,
    data: { issuedAt: deps.now().getTime() },
    ...keys(deps),
  });
}

const hex = z.string().regex(/^[0-9a-f]{1,512}$/i);
const payloadShape = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal("SHA-256"),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive().max(10),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex.optional(),
      data: z.object({ issuedAt: z.number() }),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex }).loose(),
});

/** The widget's answer: base64 of the JSON `{ challenge, solution }`. */
function readPayload(payload: string) {
  try {
    const parsed = payloadShape.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a solved challenge and uses it up inside `tx` (one challenge, one send; a rolled-back
 * send leaves it unused). Throws challengeRequired without one, challengeFailed when it is wrong,
 * stale or already used.
 */
export async function spendChallenge(deps: AppDeps, tx: DbOrTx, payload: string | undefined) {
  if (!payload) throw new AppError("challengeRequired");
  const solved = readPayload(payload);
  if (!solved) throw new AppError("challengeFailed");
  const { challenge, solution } = solved;
  const age = deps.now().getTime() - challenge.parameters.data.issuedAt;
  if (age < 0 || age > CHALLENGE_TTL_MS) throw new AppError("challengeFailed");
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    ...keys(deps),
  }).catch(() => undefined);
  if (!result?.verified) throw new AppError("challengeFailed");
  // One send per challenge. useOnce keeps its keys at least CHALLENGE_TTL_MS, as long as a challenge is accepted.
  if (!(await useOnce(tx, `altcha:${challenge.parameters.nonce}`, deps.now())))
    throw new AppError("challengeFailed");
}
