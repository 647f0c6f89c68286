import {
  getConsoleOrder,
  markOrderDelivered,
  orderReconciliation,
  refundOrder,
  resolveReviewOrder,
  retryOrderDelivery,
  searchOrders,
} from "@portal/contracts/console/orders";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as orders from "./orders.service.ts";

/** Orders for support: search, the order page, delivery and refund actions, reconciliation. */
export function registerOrdersConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, searchOrders, ({ query, request }) => orders.searchOrders(deps, request.language, query));
  serveConsole(app, getConsoleOrder, ({ query, request }) =>
    orders.orderDetail(deps, request.language, query.orderNo),
  );
  serveConsole(app, refundOrder, ({ staff, body }) => orders.refund(deps, staff, body));
  serveConsole(app, retryOrderDelivery, ({ staff, body }) => orders.retryDelivery(deps, staff, body));
  serveConsole(app, markOrderDelivered, ({ staff, body }) => orders.markDelivered(deps, staff, body));
  serveConsole(app, resolveReviewOrder, ({ staff, body }) => orders.resolveReview(deps, staff, body));
  serveConsole(app, orderReconciliation, ({ query }) => orders.reconciliation(deps, query.day));
}
