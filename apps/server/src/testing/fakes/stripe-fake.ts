import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/**
 * A local stand-in for Stripe's HTTP API, on loopback only. It speaks the wire format the official
 * SDK uses (form-encoded bodies with bracketed keys, Bearer key, Idempotency-Key, JSON objects shaped
 * like Stripe's), serves a hosted checkout page at each session's `url`, and posts webhooks signed
 * the way Stripe signs them (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.payload")>`).
 * Standalone: `npm run fake:stripe -- --port 12111 --webhook-url URL --webhook-secret whsec_…`.
 */

type StripeObject = Record<string, unknown>;
export type CheckoutSession = StripeObject & {
  id: string;
  amount_total: number;
  currency: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  metadata: Record<string, string>;
  success_url: string;
  url: string | null;
};

export interface WebhookDelivery {
  eventId: string;
  type: string;
  status: number;
  /** What the portal answered (its envelope). */
  body: string;
}

export interface StripeFakeOptions {
  /** The secret API key the SDK must send as Bearer; requests with another key get a 401. */
  secretKey: string;
  webhookSecret: string;
  /** Where signed events go; may be set after start (a test app that listens later). */
  webhookUrl?: string;
  port?: number;
}

export interface StripeFake {
  url: string;
  webhookUrl: string | undefined;
  sessions: Map<string, CheckoutSession>;
  refunds: StripeObject[];
  deliveries: WebhookDelivery[];
  /** Every request the SDK made: method, path, decoded body and its Idempotency-Key. */
  requests: { method: string; path: string; body: StripeObject; idempotencyKey: string | undefined }[];
  /**
   * What the hosted page's buttons do: the player pays (or an async method settles later). Answers
   * the webhook sent (nothing when the session was not open), so a caller can retry it as Stripe does.
   */
  pay(sessionId: string, how?: "paid" | "delayed" | "settle"): Promise<WebhookDelivery | undefined>;
  /** Resolves when every webhook the fake started on its own (after an expire call) was answered. */
  idle(): Promise<void>;
  /** Posts an event (built here, or any payload a test crafts) signed with `secret` (default: the right one). */
  sendEvent(
    type: string,
    object: StripeObject,
    options?: { secret?: string; id?: string },
  ): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

const API_VERSION = "2025-11-17.clover";
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const unix = () => Math.floor(Date.now() / 1000);

/** Exactly Stripe's scheme: HMAC-SHA256 over "<timestamp>.<payload>" with the endpoint secret. */
export function stripeSignatureHeader(secret: string, payload: string, timestamp = unix()): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** Turns `a[b][0][c]=x` form fields into nested objects and arrays, as Stripe's API reads them. */
export function decodeStripeForm(body: string): StripeObject {
  const root: StripeObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function stripeError(status: number, type: string, message: string, code?: string, param?: string) {
  return {
    status,
    body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
  };
}

type Answer = { status: number; body: StripeObject };

/** Stripe takes the secret key as a Bearer token (the SDK) or as Basic auth's user name (curl -u KEY:). */
function keyOf(authorization: string, secretKey: string): boolean {
  if (authorization === `Bearer ${secretKey}`) return true;
  const basic = authorization.match(/^Basic (.+)$/)?.[1];
  return basic !== undefined && Buffer.from(basic, "base64").toString("utf8") === `${secretKey}:`;
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const sessions = new Map<string, CheckoutSession>();
  const refunds: StripeObject[] = [];
  const deliveries: WebhookDelivery[] = [];
  const requests: StripeFake["requests"] = [];
  const idempotent = new Map<string, { body: string; answer: Answer }>();
  const inFlight = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    const settled = promise.catch(() => undefined).finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };
  let base = "";

  const fake: StripeFake = {
    url: "",
    webhookUrl: options.webhookUrl,
    sessions,
    refunds,
    deliveries,
    requests,
    pay: (sessionId, how = "paid") => completeSession(sessionId, how),
    sendEvent,
    idle: async () => {
      await Promise.allSettled([...inFlight]);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function sendEvent(type: string, object: StripeObject, extra: { secret?: string; id?: string } = {}) {
    const event = {
      id: extra.id ?? newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: unix(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    if (!fake.webhookUrl) throw new Error("stripe fake: no webhook URL configured");
    const response = await fetch(fake.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        "stripe-signature": stripeSignatureHeader(extra.secret ?? options.webhookSecret, payload),
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    const delivery = { eventId: event.id, type, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  async function completeSession(sessionId: string, how: "paid" | "delayed" | "settle") {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`stripe fake: no session ${sessionId}`);
    if (how === "settle") {
      if (session.status !== "complete" || session.payment_status !== "unpaid") return undefined;
      session.payment_status = "paid";
      return sendEvent("checkout.session.async_payment_succeeded", session);
    }
    if (session.status !== "open") return undefined;
    session.status = "complete";
    session.payment_intent = newId("pi");
    session.payment_status = how === "paid" ? "paid" : "unpaid";
    return sendEvent("checkout.session.completed", session);
  }

  function createSession(params: StripeObject): Answer {
    const items = (params.line_items as StripeObject[] | undefined) ?? [];
    const price = (items[0]?.price_data ?? {}) as StripeObject;
    const quantity = Number(items[0]?.quantity ?? 1);
    const unitAmount = Number(price.unit_amount);
    if (!params.success_url)
      return stripeError(
        400,
        "invalid_request_error",
        "Missing success_url",
        "parameter_missing",
        "success_url",
      );
    if (!Number.isInteger(unitAmount) || unitAmount <= 0 || !price.currency)
      return stripeError(
        400,
        "invalid_request_error",
        "Invalid line_items[0][price_data]",
        "parameter_invalid",
        "line_items",
      );
    const id = newId("cs_test");
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      cancel_url: (params.cancel_url as string) ?? null,
      client_reference_id: (params.client_reference_id as string) ?? null,
      created: unix(),
      currency: String(price.currency).toLowerCase(),
      customer_email: (params.customer_email as string) ?? null,
      expires_at: Number(params.expires_at ?? unix() + 24 * 3600),
      livemode: false,
      metadata: (params.metadata as Record<string, string>) ?? {},
      mode: params.mode ?? "payment",
      payment_intent: null,
      // Current SDKs send allowed_payment_method_types; older ones payment_method_types.
      allowed_payment_method_types: (params.allowed_payment_method_types as string[]) ?? null,
      payment_method_types: (params.allowed_payment_method_types ??
        params.payment_method_types ?? ["card"]) as string[],
      payment_status: "unpaid",
      status: "open",
      success_url: String(params.success_url),
      url: `${base}/checkout/${id}`,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(params: StripeObject): Answer {
    const session = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent);
    if (session?.payment_status !== "paid")
      return stripeError(
        404,
        "invalid_request_error",
        `No such payment_intent: '${params.payment_intent}'`,
        "resource_missing",
        "payment_intent",
      );
    const refunded = refunds
      .filter((r) => r.payment_intent === params.payment_intent)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = params.amount === undefined ? session.amount_total - refunded : Number(params.amount);
    if (amount <= 0 || refunded + amount > session.amount_total)
      return stripeError(
        400,
        "invalid_request_error",
        "Charge has already been refunded.",
        "charge_already_refunded",
      );
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      currency: session.currency,
      created: unix(),
      metadata: (params.metadata as Record<string, string>) ?? {},
      payment_intent: params.payment_intent,
      reason: params.reason ?? null,
      status: "succeeded",
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** GET /v1/checkout/sessions: newest first, `created[gte|lt]`, `limit`, `starting_after`. */
  function listSessions(params: StripeObject): Answer {
    const created = (params.created ?? {}) as StripeObject;
    const all = [...sessions.values()]
      .filter((s) => created.gte === undefined || Number(s.created) >= Number(created.gte))
      .filter((s) => created.lt === undefined || Number(s.created) < Number(created.lt))
      .reverse();
    const start = params.starting_after ? all.findIndex((s) => s.id === params.starting_after) + 1 : 0;
    const limit = Number(params.limit ?? 10);
    const data = all.slice(start, start + limit);
    return {
      status: 200,
      body: { object: "list", url: "/v1/checkout/sessions", has_more: start + limit < all.length, data },
    };
  }

  function route(method: string, path: string, params: StripeObject): Answer {
    if (method === "GET" && path === "/v1/checkout/sessions") return listSessions(params);
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(params);
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    if (sessionPath) {
      const session = sessions.get(decodeURIComponent(sessionPath[1] ?? ""));
      if (!session)
        return stripeError(
          404,
          "invalid_request_error",
          "No such checkout.session",
          "resource_missing",
          "session",
        );
      if (method === "GET" && !sessionPath[2]) return { status: 200, body: session };
      if (method === "POST" && sessionPath[2]) {
        if (session.status !== "open")
          return stripeError(
            400,
            "invalid_request_error",
            "Only open sessions can be expired.",
            "checkout_session_expire_not_open",
          );
        session.status = "expired";
        track(sendEvent("checkout.session.expired", session));
        return { status: 200, body: session };
      }
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  async function api(request: IncomingMessage, response: ServerResponse, raw: string) {
    const url = new URL(request.url ?? "/", "http://fake");
    const path = url.pathname;
    const method = request.method ?? "GET";
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const params = decodeStripeForm(method === "GET" ? url.search.slice(1) : raw);
    requests.push({ method, path, body: params, idempotencyKey });
    const send = (answer: Answer, replayed = false) => {
      response.writeHead(answer.status, {
        "content-type": "application/json",
        "request-id": newId("req"),
        "stripe-version": API_VERSION,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      response.end(JSON.stringify(answer.body));
    };
    if (!keyOf(request.headers.authorization ?? "", options.secretKey))
      return send(stripeError(401, "invalid_request_error", "Invalid API Key provided."));
    const seen = idempotencyKey && method === "POST" ? idempotent.get(idempotencyKey) : undefined;
    if (seen) {
      if (seen.body !== raw)
        return send(
          stripeError(
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          ),
        );
      return send(seen.answer, true);
    }
    const answer = route(method, path, params);
    if (idempotencyKey && method === "POST" && answer.status < 500)
      idempotent.set(idempotencyKey, { body: raw, answer });
    send(answer);
  }

  async function checkoutPage(request: IncomingMessage, response: ServerResponse, raw: string) {
    const id = decodeURIComponent((request.url ?? "").split("?")[0]?.split("/")[2] ?? "");
    const session = sessions.get(id);
    if (!session) {
      response.writeHead(404, { "content-type": "text/plain" }).end("No such checkout session");
      return;
    }
    if (request.method === "POST") {
      const how = new URLSearchParams(raw).get("how");
      await completeSession(id, how === "delayed" || how === "settle" ? how : "paid").catch(() => undefined);
      response.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", id) }).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(checkoutHtml(session));
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const handler = request.url?.startsWith("/checkout/") ? checkoutPage : api;
      handler(request, response, raw).catch((error: unknown) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  fake.url = base;
  return fake;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutHtml(session: CheckoutSession): string {
  const open = session.status === "open";
  const amount = `${session.amount_total} ${session.currency.toUpperCase()} (minor units)`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout (local Stripe fake)</title></head><body style="font-family:system-ui;padding:24px">
<h1>Checkout</h1><p data-testid="amount">${escapeHtml(amount)}</p>
<p>Methods: ${escapeHtml(session.payment_method_types ? String(session.payment_method_types) : "card")}</p>
${
  open
    ? `<form method="post"><button name="how" value="paid" style="min-height:48px;width:100%">Pay</button></form>`
    : `<p>This session is ${escapeHtml(session.status)}.</p>`
}</body></html>`;
}

/** `npm run fake:stripe -- --port N --webhook-url URL --webhook-secret S [--secret-key K]` */
async function runStandalone() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "12111" },
      "webhook-url": { type: "string" },
      "webhook-secret": { type: "string" },
      "secret-key": { type: "string", default: "sk_test_local_fake" },
    },
  });
  if (!values["webhook-url"] || !values["webhook-secret"]) {
    console.error("usage: fake:stripe -- --port N --webhook-url URL --webhook-secret S [--secret-key K]");
    process.exit(2);
  }
  const fake = await startStripeFake({
    port: Number(values.port),
    webhookUrl: values["webhook-url"],
    webhookSecret: values["webhook-secret"],
    secretKey: values["secret-key"] ?? "sk_test_local_fake",
  });
  console.log(`Stripe fake listening on ${fake.url} (STRIPE_API_URL=${fake.url})`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void runStandalone();
