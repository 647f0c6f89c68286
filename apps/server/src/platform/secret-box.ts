import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Secrets the server must read back (staff TOTP secrets) are stored encrypted with AES-256-GCM
 * under a key derived from APP_SECRET for one purpose, never in clear: a database dump alone
 * does not give them away.
 */
function keyFor(appSecret: string, purpose: string) {
  return createHmac("sha256", appSecret).update(`secret-box:${purpose}`).digest();
}

export function sealSecret(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(appSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export function openSecret(appSecret: string, purpose: string, sealed: string): string {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) throw new Error("sealed secret is malformed");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(appSecret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
