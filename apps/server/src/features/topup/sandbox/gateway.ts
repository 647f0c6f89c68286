import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type {
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
  ProviderPayment,
  WebhookEvent,
} from "../../../adapters/payment-gateway.ts";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { findRowWhere } from "../../../db/rows.ts";
import { sandboxPayments } from "../../../db/schema/topup.ts";
import { AppError } from "../../../platform/errors.ts";
import { enqueue } from "../../../platform/outbox.ts";

/** The outbox kind the sandbox gateway sends its webhooks with (retried like a real gateway's). */
export const SANDBOX_WEBHOOK_JOB = "sandbox-webhook";

/** Serials the sandbox treats as already used (a real gateway answers this from its card stock). */
const usedCardPrefix = "0000";

/**
 * A gateway that behaves like a real one: its own payment records, hosted pages under
 * /sandbox/gateway (see sandbox.routes.ts) and signed webhooks posted over HTTP.
 */
export function createSandboxGateway(db: Db, now: () => Date): PaymentGateway {
  return {
    provider: "sandbox",
    partialRefunds: false,
    async createPayment(request): Promise<GatewayPayment> {
      if (request.cardSerial?.startsWith(usedCardPrefix)) throw new AppError("prepaidCardRejected");
      const [created] = await db
        .insert(sandboxPayments)
        .values({
          ref: `SBX${randomBytes(9).toString("hex").toUpperCase()}`,
          orderNo: request.orderNo,
          amountMinor: request.amountMinor,
          currency: request.currency,
          method: request.method.id,
          returnUrl: request.returnUrl,
          expiresAt: request.expiresAt,
        })
        .onConflictDoNothing()
        .returning();
      const payment =
        created ??
        (await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, request.orderNo)))[0];
      if (!payment) throw new Error("sandbox payment missing");
      // A prepaid card is redeemed at once: the gateway reports the outcome straight away.
      if (created && request.method.variant === "prepaidCard")
        await completeSandboxPayment(db, payment.ref, "succeeded", now());
      const page = request.method.variant === "qr" ? "bank" : "pay";
      return { ref: payment.ref, payUrl: `/sandbox/gateway/${page}/${payment.ref}` };
    },
    /** A succeeded sandbox payment is refunded whole, once; asking again answers the same refund. */
    async refund(request): Promise<GatewayRefund> {
      const [refunded] = await db
        .update(sandboxPayments)
        .set({ status: "refunded" })
        .where(
          and(
            eq(sandboxPayments.ref, request.gatewayRef),
            eq(sandboxPayments.orderNo, request.orderNo),
            inArray(sandboxPayments.status, ["succeeded", "refunded"]),
          ),
        )
        .returning();
      if (!refunded) throw new AppError("refundRefused");
      return {
        refundId: `SBXR${refunded.ref.slice(3)}`,
        amountMinor: refunded.amountMinor,
        currency: refunded.currency,
        status: "succeeded",
      };
    },
    /** Sandbox payments that succeeded (refunded ones were collected first), by when they opened. */
    async listPayments(from, to): Promise<ProviderPayment[]> {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            inArray(sandboxPayments.status, ["succeeded", "refunded"]),
            gte(sandboxPayments.createdAt, from),
            lt(sandboxPayments.createdAt, to),
          ),
        )
        .orderBy(asc(sandboxPayments.createdAt));
      return rows.map((row) => ({
        ref: row.ref,
        orderNo: row.orderNo,
        amountMinor: row.amountMinor,
        currency: row.currency,
        at: row.createdAt,
      }));
    },
  };
}

export async function findSandboxPayment(db: DbOrTx, ref: string) {
  return findRowWhere(db, sandboxPayments, eq(sandboxPayments.ref, ref));
}

/**
 * The player paid (or the card was declined) on a sandbox page: the payment closes once, while it
 * is still valid, and the outcome goes to the portal's webhook through the outbox.
 */
export async function completeSandboxPayment(
  db: Db,
  ref: string,
  outcome: "succeeded" | "failed",
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(sandboxPayments)
      .set({ status: outcome })
      .where(
        and(
          eq(sandboxPayments.ref, ref),
          eq(sandboxPayments.status, "open"),
          gt(sandboxPayments.expiresAt, at),
        ),
      )
      .returning();
    if (!closed) return false;
    const event: WebhookEvent = {
      id: `evt_${randomBytes(8).toString("hex")}`,
      type: outcome === "succeeded" ? "payment.succeeded" : "payment.failed",
      orderNo: closed.orderNo,
      ref: closed.ref,
      amountMinor: closed.amountMinor,
      currency: closed.currency,
      occurredAt: at.toISOString(),
    };
    await enqueue(tx, SANDBOX_WEBHOOK_JOB, { event });
    return true;
  });
}

/** Sandbox helper for tests and the demo: every payment still open. */
export async function openSandboxPayments(db: DbOrTx) {
  return db.select().from(sandboxPayments).where(sql`${sandboxPayments.status} = 'open'`);
}
