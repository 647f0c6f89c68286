import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentMethod, PaymentRegion } from "@portal/contracts/topup";

/** What the portal asks a gateway to collect. */
export interface PaymentRequest {
  orderNo: string;
  amountMinor: number;
  currency: string;
  region: PaymentRegion;
  method: PaymentMethod;
  /** Where the gateway's pages send the player back to (a path under PUBLIC_URL). */
  returnUrl: string;
  /** When the order was placed: a retried request sends the provider the same parameters. */
  placedAt: Date;
  expiresAt: Date;
  email?: string;
  cardSerial?: string;
}

/** Where the player goes to pay: a hosted page (a path of ours, or the provider's absolute URL). */
export interface GatewayPayment {
  ref: string;
  payUrl: string;
}

/** Money back for a paid order: the whole amount unless `amountMinor` says less. */
export interface RefundRequest {
  orderNo: string;
  /** The gateway's reference of the payment (what createPayment answered). */
  gatewayRef: string;
  currency: string;
  amountMinor?: number;
}

export interface GatewayRefund {
  refundId: string;
  amountMinor: number;
  currency: string;
  status: "succeeded" | "pending" | "failed";
}

/** A payment outcome the gateway reports to our webhook. */
export interface WebhookEvent {
  id: string;
  type: "payment.succeeded" | "payment.failed" | "payment.expired";
  orderNo: string;
  ref: string;
  amountMinor: number;
  currency: string;
  occurredAt: string;
}

/**
 * What a provider's webhook said, once its signature was checked: an event that moves an order,
 * or one the portal does not act on (recorded and logged, e.g. a completed session still unpaid).
 */
export type ProviderNotice =
  | { kind: "event"; event: WebhookEvent }
  | { kind: "ignored"; eventId: string; type: string; orderNo: string | null };

/**
 * A payment gateway: the sandbox (development, tests, demo) or a real provider (stripe).
 * createPayment is idempotent per order number. A prepaid card is checked here and may be refused.
 */
export interface PaymentGateway {
  provider: "sandbox" | "stripe";
  createPayment(request: PaymentRequest): Promise<GatewayPayment>;
  /** Idempotent per order: asking twice refunds once. */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /**
   * A provider's own webhook, checked with its own signature scheme over the raw body; throws
   * AppError("signatureWrong") when the signature does not hold. The sandbox posts to /api/pay/webhook.
   */
  readWebhook?(rawBody: Buffer, headers: Record<string, unknown>): ProviderNotice;
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
