import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@portal/contracts/console/route";
import { onFirstUse } from "../../platform/on-first-use.ts";
import { qrCodeImage } from "../../platform/qr-code.ts";
import { openSecret, sealSecret } from "../../platform/secret-box.ts";
import { hashSecret } from "../../platform/session.ts";

/** Only staff sign-ins and enrolments need it. */
const loadOtp = onFirstUse(() => import("otplib"));

const TOTP_PURPOSE = "staff-totp";
export const TOTP_ISSUER = "Game Portal console";
/** One 30-second step either side of now: a phone clock a little off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;
const TOTP_PERIOD_SECONDS = 30;

export const sealTotpSecret = (appSecret: string, secret: string) =>
  sealSecret(appSecret, TOTP_PURPOSE, secret);
export const openTotpSecret = (appSecret: string, sealed: string) =>
  openSecret(appSecret, TOTP_PURPOSE, sealed);

/** A new secret with what the authenticator app scans (a QR code as a data URL) or types in. */
export async function newTotpEnrolment(email: string) {
  const { generateSecret, generateURI } = await loadOtp();
  const secret = generateSecret();
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrCode = await qrCodeImage(uri);
  return { secret, uri, qrCode };
}

/**
 * The time step of `code` if it is right for `secret` now and newer than `afterStep` (a code is
 * never accepted twice); otherwise null.
 */
export async function acceptedTimeStep(secret: string, code: string, now: Date, afterStep: number) {
  const { verify } = await loadOtp();
  try {
    const epoch = Math.floor(now.getTime() / 1000);
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      afterTimeStep: afterStep,
    });
    return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
  } catch {
    return null;
  }
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like `k7m2p-x9q4r` (about 49 bits each), shown once; only their keyed hashes are kept. */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

export function hashRecoveryCode(appSecret: string, code: string) {
  return hashSecret(`recovery:${code.trim().toLowerCase().replace("-", "")}`, appSecret);
}
