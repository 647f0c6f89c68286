import * as contract from "@portal/contracts/topup";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import * as catalogue from "./catalogue.service.ts";
import { myCoupons } from "./coupons.service.ts";
import * as orders from "./orders.service.ts";
import { registerSandboxRoutes } from "./sandbox/sandbox.routes.ts";
import { receiveProviderWebhook, receiveWebhook } from "./webhook.ts";

export function registerTopupRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.topupGames, ({ request, user }) => catalogue.topupGames(deps, request.language, user));
  serve(app, contract.getServerList, ({ query, user }) => catalogue.serverList(deps, user.id, query.appId));
  serve(app, contract.getRolelist, ({ query, user }) =>
    catalogue.roleList(deps, user.id, query.appId, query.serverId),
  );
  serve(app, contract.getRoleInfo, ({ query, user }) =>
    catalogue.roleInfo(deps, user.id, query.appId, query.serverId, query.roleId),
  );
  serve(app, contract.getRegion, ({ request, user }) => catalogue.regions(deps, request.language, user));
  serve(app, contract.getGoodsList, ({ query, request }) =>
    catalogue.goodsList(deps, request.language, query.appId, query.region),
  );
  serve(app, contract.getThirdPaymentList, ({ query, user }) =>
    catalogue.paymentMethods(deps, user, query.region, query),
  );
  serve(app, contract.getWalletInfo, ({ user }) => catalogue.wallet(deps, user.id));
  serve(app, contract.discountCoupons, ({ request, user }) => myCoupons(deps, user.id, request.language));
  serve(app, contract.pay, ({ body, request, user }) =>
    orders.placeOrder(deps, user, request.language, body),
  );
  serve(app, contract.getOrderStatus, ({ query, user }) => orders.orderStatus(deps, user.id, query.orderNo));
  serve(app, contract.getOrderInfo, ({ query, request, user }) =>
    orders.orderInfo(deps, user.id, request.language, query.orderNo),
  );
  serve(app, contract.rechargeHistory, ({ query, request, user }) =>
    orders.history(deps, user.id, request.language, query),
  );

  // Only the configured gateway's webhook exists: with Stripe, nobody can post sandbox events.
  if (deps.gateway.provider === "stripe") registerProviderWebhook(app, deps);
  else registerSandboxWebhook(app, deps);
  if (deps.config.NODE_ENV !== "production") registerSandboxRoutes(app, deps);
}

/** The sandbox gateway's webhook proves itself by signature over the raw body, not by cookies or origin. */
function registerSandboxWebhook(app: FastifyInstance, deps: AppDeps) {
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/api/pay/webhook", { config: { csrf: false } }, async (request) => {
      const outcome = await receiveWebhook(deps, request.headers, String(request.body ?? ""));
      return { code: 200, msg: "ok", data: { outcome } };
    });
  });
}

/**
 * Stripe's webhook: the SDK checks Stripe-Signature over the exact bytes received. Whatever the
 * event did is logged; one that changed nothing (bad signature, unknown order, other amount,
 * out of order, a replay) is logged as a warning. A 4xx only for a bad signature (Stripe retries).
 */
function registerProviderWebhook(app: FastifyInstance, deps: AppDeps) {
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/api/topup/webhook/stripe", { config: { csrf: false } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const { outcome, notice } = await receiveProviderWebhook(deps, request.headers, raw);
        const what = notice.kind === "event" ? notice.event : notice;
        const changed =
          outcome === "paid" || outcome === "failed" || outcome === "expired" || outcome === "review";
        request.log[changed ? "info" : "warn"]({ webhook: what, outcome }, "payment provider webhook");
        return { code: 200, msg: "ok", data: { outcome } };
      } catch (error) {
        request.log.warn(
          { reason: error instanceof Error ? error.message : "unknown" },
          "payment provider webhook refused",
        );
        throw error;
      }
    });
  });
}
