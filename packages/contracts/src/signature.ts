import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * The spec's request signature: drop empty values and the signature fields, sort by name,
 * percent-encode names and values (RFC 3986, so a value holding `&` or `=` cannot re-split into
 * other parameters), join name=value with &, append the secret, hash. The secret ships in the web app, so the
 * signature guards against tampering and replay (with tm and nonce), not against a determined client.
 */
export const SIGNATURE_FIELDS = ["signature", "sign"] as const;
export const NONCE_LENGTH = 12;
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;
export const EVENT_LIST_VERSION = "1.1";

/** A signature is exactly 64 lower-case hex digits (SHA-256); anything else is refused unread. */
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

export type SignableParams = Record<string, string | number | boolean | null | undefined>;

export function canonicalString(params: SignableParams): string {
  return Object.keys(params)
    .filter((name) => !(SIGNATURE_FIELDS as readonly string[]).includes(name))
    .filter((name) => params[name] !== undefined && params[name] !== null && params[name] !== "")
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(String(params[name]))}`)
    .join("&");
}

/** RFC 3986: everything but A–Z a–z 0–9 - . _ ~ becomes %XX of its UTF-8 bytes. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function signParams(params: SignableParams, secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalString(params) + secret)));
}

/**
 * Sync-login links: HMAC-SHA256 of the canonical string keyed with the game's secret, in hex.
 * The game (and the simulated one in tests) signs with this; the server checks with it.
 */
export function signSyncLogin(params: SignableParams, secret: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(canonicalString(params))));
}

/** Compares two signatures in time that depends only on their length, not on where they differ. */
export function signaturesEqual(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
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

/**
 * Messages signed with a shared secret (game-server protocol requests and answers, the sandbox
 * gateway's webhooks): one signing and one checking function for all of them.
 */
/** HMAC-SHA256 over `timestamp + "." + rawBody`, hex. */
export function signMessage(secret: string, timestamp: number | string, rawBody: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${timestamp}.${rawBody}`)));
}

export type SignatureCheck = "ok" | "missing" | "stale" | "mismatch";

/** Checks the two headers of a request or answer against its raw body and the reader's clock. */
export function verifyMessage(
  secret: string,
  headers: { timestamp: string | null | undefined; signature: string | null | undefined },
  rawBody: string,
  nowMs: number,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp)) return "missing";
  if (Math.abs(nowMs - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) return "stale";
  return signaturesEqual(signature.toLowerCase(), signMessage(secret, timestamp, rawBody))
    ? "ok"
    : "mismatch";
}
