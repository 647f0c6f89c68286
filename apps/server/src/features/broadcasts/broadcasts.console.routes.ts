import {
  broadcastDetailRoute,
  broadcastList,
  broadcastOptions,
  cancelBroadcast,
  createBroadcast,
  previewSegment,
} from "@portal/contracts/console/broadcasts";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as service from "./broadcasts.service.ts";

/** Broadcasts: system notices and mail to a segment (permission `content.edit`). */
export function registerBroadcastConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, broadcastList, ({ query, request }) =>
    service.listBroadcasts(deps, query, request.language),
  );
  serveConsole(app, broadcastDetailRoute, ({ query, request }) =>
    service.broadcastDetail(deps, query.id, request.language),
  );
  serveConsole(app, broadcastOptions, ({ request }) => service.broadcastOptions(deps, request.language));
  serveConsole(app, previewSegment, ({ body }) =>
    service.previewSegment(deps, body.audience, body.giftPackId),
  );
  serveConsole(app, createBroadcast, ({ staff, body, request }) =>
    service.createBroadcast(deps, staff, body, request.language),
  );
  serveConsole(app, cancelBroadcast, ({ staff, body, request }) =>
    service.cancelBroadcast(deps, staff, body, request.language),
  );
}
