import { signMessage, verifyMessage } from "@portal/contracts/signature";

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
  /** One refund's key at the provider: two refunds of the same amount stay two. */
  idempotencyKey?: string;
}

export interface GatewayRefund {
  refundId: string;
  amountMinor: number;
  currency: string;
  status: "succeeded" | "pending" | "failed";
}

/** A payment the provider collected, as its own books say (daily reconciliation). */
export interface ProviderPayment {
  ref: string;
  orderNo: string | null;
  amountMinor: number;
  currency: string;
  at: Date;
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
  /** Whether `refund` takes part of a payment (Stripe does; the sandbox refunds whole payments). */
  partialRefunds: boolean;
  createPayment(request: PaymentRequest): Promise<GatewayPayment>;
  /** Idempotent per order: asking twice refunds once. */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** The payments the provider collected in [from, to), from its own books. */
  listPayments(from: Date, to: Date): Promise<ProviderPayment[]>;
  /**
   * A provider's own webhook, checked with its own signature scheme over the raw body; throws
   * AppError("signatureWrong") when the signature does not hold. The sandbox posts to /api/pay/webhook.
   */
  readWebhook?(rawBody: Buffer, headers: Record<string, unknown>): Promise<ProviderNotice>;
}

/**
 * The sandbox gateway's webhooks are signed like the game-server protocol's messages (one signing
 * function for both): HMAC-SHA256 over "timestamp.body" with the shared secret, in hex, within the
 * same clock skew.
 */
export const WEBHOOK_SIGNATURE_HEADER = "x-gateway-signature";
export const WEBHOOK_TIMESTAMP_HEADER = "x-gateway-timestamp";

export const signWebhook = (secret: string, timestampMs: number, body: string): string =>
  signMessage(secret, timestampMs, body);

export type WebhookCheck = "ok" | "signatureWrong" | "signatureExpired";

export function checkWebhookSignature(
  secret: string,
  headers: Record<string, unknown>,
  body: string,
  now: Date,
): WebhookCheck {
  const text = (name: string) => (headers[name] === undefined ? undefined : String(headers[name]));
  const check = verifyMessage(
    secret,
    { timestamp: text(WEBHOOK_TIMESTAMP_HEADER), signature: text(WEBHOOK_SIGNATURE_HEADER) },
    body,
    now.getTime(),
  );
  return check === "ok" ? "ok" : check === "stale" ? "signatureExpired" : "signatureWrong";
}
