import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * The spec's request signature: drop empty values and the signature fields, sort by name,
 * join name=value with &, append the secret, hash. The secret ships in the web app, so the
 * signature guards against tampering and replay (with tm and nonce), not against a determined client.
 */
export const SIGNATURE_FIELDS = ["signature", "sign"] as const;
export const NONCE_LENGTH = 12;
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;
export const EVENT_LIST_VERSION = "1.1";

export type SignableParams = Record<string, string | number | boolean | null | undefined>;

export function canonicalString(params: SignableParams): string {
  return Object.keys(params)
    .filter((name) => !(SIGNATURE_FIELDS as readonly string[]).includes(name))
    .filter((name) => params[name] !== undefined && params[name] !== null && params[name] !== "")
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join("&");
}

export function signParams(params: SignableParams, secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalString(params) + secret)));
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function makeNonce(length = NONCE_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("");
}

export function isNonce(value: string): boolean {
  return new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`).test(value);
}
