import { randomBytes } from "node:crypto";
import { IDENTITY_PROOF_TTL_MS } from "@portal/contracts/security";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { hashSecret } from "../../platform/session.ts";
import { consumeCode } from "../account/account.service.ts";
import * as repo from "./security.repository.ts";

/** Turns a "verify" code from the player's own bound address into a one-use proof for 10 minutes. */
export async function proveIdentity(deps: AppDeps, userId: number, address: string, code: string) {
  await consumeCode(deps, address, "verify", code);
  const token = randomBytes(24).toString("base64url");
  const now = deps.now();
  await repo.insertIdentityProof(deps.database.db, {
    userId,
    tokenHash: hashSecret(token, deps.config.APP_SECRET),
    expiresAt: new Date(now.getTime() + IDENTITY_PROOF_TTL_MS),
    createdAt: now,
  });
  return { identityToken: token, expiresInSeconds: IDENTITY_PROOF_TTL_MS / 1000 };
}

/** Checks without using it up, so a wrong code in the next step does not cost the proof. */
export async function assertProof(deps: AppDeps, userId: number, token: string | undefined) {
  if (!token) throw new AppError("identityRequired");
  const live = await repo.findLiveProof(
    deps.database.db,
    userId,
    hashSecret(token, deps.config.APP_SECRET),
    deps.now(),
  );
  if (!live) throw new AppError("identityRequired");
}

/** Uses the proof inside the transaction of the change it allows. */
export async function spendProof(deps: AppDeps, tx: DbOrTx, userId: number, token: string | undefined) {
  if (!token) throw new AppError("identityRequired");
  const used = await repo.useProof(tx, userId, hashSecret(token, deps.config.APP_SECRET), deps.now());
  if (!used) throw new AppError("identityRequired");
}
