import * as contract from "@portal/contracts/topup";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import * as catalogue from "./catalogue.service.ts";
import { myCoupons } from "./coupons.service.ts";
import * as orders from "./orders.service.ts";
import { registerSandboxRoutes } from "./sandbox/sandbox.routes.ts";
import { receiveWebhook } from "./webhook.ts";

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
    orders.placeOrder(deps, user, request.language, body, `${request.protocol}://${request.headers.host}`),
  );
  serve(app, contract.getOrderStatus, ({ query, user }) => orders.orderStatus(deps, user.id, query.orderNo));
  serve(app, contract.getOrderInfo, ({ query, request, user }) =>
    orders.orderInfo(deps, user.id, request.language, query.orderNo),
  );
  serve(app, contract.rechargeHistory, ({ query, request, user }) =>
    orders.history(deps, user.id, request.language, query),
  );

  // The gateway's webhook proves itself by signature over the raw body, not by cookies or origin.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/api/pay/webhook", { config: { csrf: false } }, async (request) => {
      const outcome = await receiveWebhook(deps, request.headers, String(request.body ?? ""));
      return { code: 200, msg: "ok", data: { outcome } };
    });
  });

  if (deps.config.NODE_ENV !== "production") registerSandboxRoutes(app, deps);
}
