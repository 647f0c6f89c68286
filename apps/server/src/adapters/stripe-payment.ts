import { currencyDigits, type PaymentRegion } from "@portal/contracts/topup";
import type Stripe from "stripe";
import { AppError } from "../platform/errors.ts";
import { onFirstUse } from "../platform/on-first-use.ts";
import type {
  GatewayRefund,
  PaymentGateway,
  PaymentRequest,
  ProviderNotice,
  ProviderPayment,
  WebhookEvent,
} from "./payment-gateway.ts";

/** SDK 23 (API 2025-11-17) names the explicit list `allowed_payment_method_types`. */
type CheckoutMethod = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

/**
 * The payment methods a Checkout page offers, per payment region (server-side, in one place).
 * A method of ours that Stripe has as its own scheme (a PromptPay QR) opens only that scheme.
 */
export const checkoutMethodsByRegion: Record<PaymentRegion, CheckoutMethod[]> = {
  ID: ["card"],
  VN: ["card"],
  TH: ["card", "promptpay"],
  TW: ["card", "alipay", "wechat_pay"],
  US: ["card", "alipay", "wechat_pay"],
};
const checkoutMethodsByMethod: Record<string, CheckoutMethod[]> = { promptpay: ["promptpay"] };

export function checkoutMethods(region: PaymentRegion, methodId: string): CheckoutMethod[] {
  return checkoutMethodsByMethod[methodId] ?? checkoutMethodsByRegion[region];
}

/**
 * Stripe's unit per currency: its minor unit, except the zero-decimal currencies. Our catalogue
 * keeps IDR in whole rupiah (no minor unit) where Stripe counts hundredths.
 */
const stripeDigits: Record<string, number> = { VND: 0 };
const scaleOf = (currency: string) =>
  10 ** ((stripeDigits[currency] ?? 2) - (currencyDigits[currency as keyof typeof currencyDigits] ?? 2));
export const toStripeAmount = (amountMinor: number, currency: string) => amountMinor * scaleOf(currency);
export const fromStripeAmount = (amount: number, currency: string) => amount / scaleOf(currency);

/** Checkout Sessions live 30 minutes to 24 hours; a shorter order still expires on our side. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 23 * 3600_000 + 59 * 60_000;
function sessionExpiry(request: PaymentRequest): number {
  const placed = request.placedAt.getTime();
  const wanted = Math.min(
    Math.max(request.expiresAt.getTime(), placed + MIN_SESSION_MS),
    placed + MAX_SESSION_MS,
  );
  return Math.floor(wanted / 1000);
}

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** The portal's public address: Checkout's success and cancel pages are under it. */
  publicUrl: string;
  /** Tests and the local fake only: http://127.0.0.1:PORT instead of api.stripe.com. */
  apiUrl?: string;
}

/** The SDK loads with the first payment, refund or webhook, not at start. */
const loadStripe = onFirstUse(async () => (await import("stripe")).default);

function stripeClient(StripeSdk: typeof Stripe, options: StripeGatewayOptions) {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new StripeSdk(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });
}

/** The portal's gateway on Stripe: one Checkout Session per order, signed webhooks, refunds. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const connect = onFirstUse(async () => {
    const StripeSdk = await loadStripe();
    return { StripeSdk, stripe: stripeClient(StripeSdk, options) };
  });
  /** A call to Stripe; its refusals and outages become `refusal`. */
  const provider = async <T>(
    call: (stripe: Stripe) => Promise<T>,
    refusal: "paymentProviderUnavailable" | "refundRefused",
  ) => {
    const { StripeSdk, stripe } = await connect();
    try {
      return await call(stripe);
    } catch (error) {
      if (error instanceof StripeSdk.errors.StripeError) throw new AppError(refusal);
      throw error;
    }
  };
  return {
    provider: "stripe",
    partialRefunds: true,
    async createPayment(request) {
      if (request.method.variant === "prepaidCard" || request.method.variant === "wallet")
        throw new AppError("paymentMethodUnavailable");
      const session = await provider(
        (stripe) =>
          stripe.checkout.sessions.create(checkoutSessionOf(request, options.publicUrl), {
            idempotencyKey: request.orderNo,
          }),
        "paymentProviderUnavailable",
      );
      if (!session.url) throw new AppError("paymentProviderUnavailable");
      return { ref: session.id, payUrl: session.url };
    },
    async refund(request): Promise<GatewayRefund> {
      const session = await provider(
        (stripe) => stripe.checkout.sessions.retrieve(request.gatewayRef),
        "refundRefused",
      );
      const paymentIntent =
        typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent || session.metadata?.orderNo !== request.orderNo)
        throw new AppError("refundRefused");
      const refund = await provider(
        (stripe) =>
          stripe.refunds.create(
            {
              payment_intent: paymentIntent,
              ...(request.amountMinor !== undefined && {
                amount: toStripeAmount(request.amountMinor, request.currency),
              }),
              metadata: { orderNo: request.orderNo },
            },
            {
              idempotencyKey:
                request.idempotencyKey ?? `refund-${request.orderNo}-${request.amountMinor ?? "all"}`,
            },
          ),
        "refundRefused",
      );
      const currency = refund.currency.toUpperCase();
      return {
        refundId: refund.id,
        amountMinor: fromStripeAmount(refund.amount, currency),
        currency,
        status:
          refund.status === "succeeded" ? "succeeded" : refund.status === "failed" ? "failed" : "pending",
      };
    },
    /** Checkout Sessions created in the window and paid (the SDK pages through them all). */
    async listPayments(from, to): Promise<ProviderPayment[]> {
      const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
      return provider(async (stripe) => {
        const payments: ProviderPayment[] = [];
        const sessions = stripe.checkout.sessions.list({
          created: { gte: seconds(from), lt: seconds(to) },
          limit: 100,
        });
        for await (const session of sessions) {
          if (session.payment_status !== "paid") continue;
          const currency = (session.currency ?? "").toUpperCase();
          payments.push({
            ref: session.id,
            orderNo: session.metadata?.orderNo ?? session.client_reference_id ?? null,
            amountMinor: fromStripeAmount(session.amount_total ?? 0, currency),
            currency,
            at: new Date(session.created * 1000),
          });
        }
        return payments;
      }, "paymentProviderUnavailable");
    },
    async readWebhook(rawBody, headers) {
      const { stripe } = await connect();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          String(headers["stripe-signature"] ?? ""),
          options.webhookSecret,
        );
      } catch {
        throw new AppError("signatureWrong");
      }
      return noticeOf(event);
    },
  };
}

function checkoutSessionOf(request: PaymentRequest, publicUrl: string): Stripe.Checkout.SessionCreateParams {
  const methods = checkoutMethods(request.region, request.method.id);
  // The result page follows the order's real status, whichever way the player comes back.
  const resultPage = `${publicUrl}${request.returnUrl}`;
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: toStripeAmount(request.amountMinor, request.currency),
          product_data: { name: `Top-up ${request.orderNo}` },
        },
      },
    ],
    allowed_payment_method_types: methods,
    ...(methods.includes("wechat_pay") && { payment_method_options: { wechat_pay: { client: "web" } } }),
    client_reference_id: request.orderNo,
    metadata: { orderNo: request.orderNo },
    payment_intent_data: { metadata: { orderNo: request.orderNo } },
    ...(request.email && { customer_email: request.email }),
    success_url: resultPage,
    cancel_url: resultPage,
    expires_at: sessionExpiry(request),
  };
}

const orderEvents: Partial<Record<Stripe.Event.Type, WebhookEvent["type"]>> = {
  "checkout.session.async_payment_succeeded": "payment.succeeded",
  "checkout.session.async_payment_failed": "payment.failed",
  "checkout.session.expired": "payment.expired",
};

/** Which order a Checkout event is about and what it means for it. */
function noticeOf(event: Stripe.Event): ProviderNotice {
  const isSession = event.type.startsWith("checkout.session.");
  const session = isSession ? (event.data.object as Stripe.Checkout.Session) : null;
  const orderNo = session?.metadata?.orderNo ?? session?.client_reference_id ?? null;
  const paid = event.type === "checkout.session.completed" && session?.payment_status === "paid";
  const type = paid ? "payment.succeeded" : orderEvents[event.type];
  if (!session || !orderNo || !type) return { kind: "ignored", eventId: event.id, type: event.type, orderNo };
  const currency = (session.currency ?? "").toUpperCase();
  return {
    kind: "event",
    event: {
      id: event.id,
      type,
      orderNo,
      ref: session.id,
      amountMinor: fromStripeAmount(session.amount_total ?? 0, currency),
      currency,
      occurredAt: new Date(event.created * 1000).toISOString(),
    },
  };
}
