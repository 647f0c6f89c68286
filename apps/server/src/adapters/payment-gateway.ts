import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentMethod } from "@portal/contracts/topup";

/** What the portal asks a gateway to collect. */
export interface PaymentRequest {
  orderNo: string;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  /** Where the gateway's pages send the player back to. */
  returnUrl: string;
  expiresAt: Date;
  email?: string;
  cardSerial?: string;
}

/** Where the player goes to pay (a hosted page, or a bank-app page a QR code points to). */
export interface GatewayPayment {
  ref: string;
  payUrl: string;
}

/** A payment outcome the gateway reports to our webhook. */
export interface WebhookEvent {
  id: string;
  type: "payment.succeeded" | "payment.failed";
  orderNo: string;
  ref: string;
  amountMinor: number;
  currency: string;
  occurredAt: string;
}

/**
 * A payment gateway: the sandbox implements it, a real one (an HTTP client) can replace it.
 * createPayment is idempotent per order number. A prepaid card is checked here and may be refused.
 */
export interface PaymentGateway {
  createPayment(request: PaymentRequest): Promise<GatewayPayment>;
}

/** Webhooks are signed: HMAC-SHA256 over "timestamp.body" with the shared secret, in hex. */
export const WEBHOOK_SIGNATURE_HEADER = "x-gateway-signature";
export const WEBHOOK_TIMESTAMP_HEADER = "x-gateway-timestamp";
/** A webhook older or newer than this is refused (a captured request cannot be replayed later). */
export const WEBHOOK_MAX_SKEW_MS = 5 * 60 * 1000;

export function signWebhook(secret: string, timestampMs: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestampMs}.${body}`).digest("hex");
}

export type WebhookCheck = "ok" | "signatureWrong" | "signatureExpired";

export function checkWebhookSignature(
  secret: string,
  headers: Record<string, unknown>,
  body: string,
  now: Date,
): WebhookCheck {
  const timestamp = Number(headers[WEBHOOK_TIMESTAMP_HEADER]);
  const given = Buffer.from(String(headers[WEBHOOK_SIGNATURE_HEADER] ?? ""), "hex");
  if (!Number.isFinite(timestamp)) return "signatureWrong";
  const expected = Buffer.from(signWebhook(secret, timestamp, body), "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "signatureWrong";
  if (Math.abs(now.getTime() - timestamp) > WEBHOOK_MAX_SKEW_MS) return "signatureExpired";
  return "ok";
}
