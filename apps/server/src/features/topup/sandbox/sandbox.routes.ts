import { formatMinor } from "@portal/contracts/topup";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppDeps } from "../../../platform/context.ts";
import { setRolesOnline } from "../../../sandbox/game-server/store.ts";
import { completeSandboxPayment, findSandboxPayment } from "./gateway.ts";

const htmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, title: string, body: string) {
  return reply.type("text/html; charset=utf-8").send(`<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${htmlEscape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6fb;color:#1d2330}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 8px #0001}
h1{font-size:20px;margin:0 0 12px}.amount{font-size:28px;font-weight:700;margin:12px 0}
button{display:block;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:8px;font-size:16px}
.pay{background:#1677ff;color:#fff}.decline{background:#eee;color:#a00}small{color:#667}</style></head>
<body><div class="card">${body}</div></body></html>`);
}

/**
 * The sandbox gateway's hosted pages (card / wallet page, and the "bank app" a QR code opens) and a
 * switch for the simulated game server. Mounted only outside production.
 */
export function registerSandboxRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    for (const kind of ["pay", "bank"] as const) {
      scope.get<{ Params: { ref: string } }>(`/sandbox/gateway/${kind}/:ref`, async (request, reply) => {
        const payment = await findSandboxPayment(db, request.params.ref);
        if (!payment) return reply.code(404).type("text/plain").send("No such payment");
        const title = kind === "bank" ? "Sandbox Bank" : "Sandbox Pay";
        const open = payment.status === "open" && payment.expiresAt > deps.now();
        const action = `/sandbox/gateway/${kind}/${htmlEscape(payment.ref)}`;
        return page(
          reply,
          title,
          `<h1>${title}</h1><small>${htmlEscape(payment.method)} · ${htmlEscape(payment.orderNo)}</small>
<div class="amount">${htmlEscape(formatMinor(payment.amountMinor, payment.currency))}</div>
${
  open
    ? `<form method="post" action="${action}"><button class="pay" name="outcome" value="succeeded">Pay now</button>
<button class="decline" name="outcome" value="failed">Decline</button></form>`
    : `<p>This payment is ${payment.status === "open" ? "expired" : htmlEscape(payment.status)}.</p>`
}`,
        );
      });

      scope.post<{ Params: { ref: string }; Body: { outcome?: string } }>(
        `/sandbox/gateway/${kind}/:ref`,
        // The gateway is another site in real life: the portal's own-origin guard is not its business.
        { config: { csrf: false } },
        async (request, reply) => {
          const payment = await findSandboxPayment(db, request.params.ref);
          if (!payment) return reply.code(404).type("text/plain").send("No such payment");
          const outcome = request.body?.outcome === "succeeded" ? "succeeded" : "failed";
          await completeSandboxPayment(db, payment.ref, outcome, deps.now());
          // The bank app is another app: it says done; the hosted page returns to the portal.
          if (kind === "bank")
            return page(
              reply,
              "Sandbox Bank",
              `<h1>Sandbox Bank</h1><p id="done">Payment ${outcome}. You can go back to the game portal.</p>`,
            );
          return reply.redirect(payment.returnUrl, 303);
        },
      );
    }

    scope.post<{ Body: { online?: boolean } }>(
      "/sandbox/game/online",
      { config: { csrf: false } },
      async (request) => {
        await setRolesOnline(db, request.body?.online !== false);
        return { code: 200, msg: "ok", data: null };
      },
    );
  });
}
