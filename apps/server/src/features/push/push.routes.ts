import * as contract from "@portal/contracts/push";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import * as push from "./push.service.ts";

export function registerPushRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.pushSettingsStatus, ({ user }) => push.settingsOf(deps, user.id));

  serve(app, contract.savePushTopic, ({ body, user }) =>
    push.saveTopic(deps, user.id, body.topic, body.enabled),
  );

  serve(app, contract.subscribePush, ({ body, request, user }) =>
    push.subscribe(deps, user.id, body, request.language),
  );

  serve(app, contract.unsubscribePush, ({ body, user }) => push.unsubscribe(deps, user.id, body.endpoint));
}
