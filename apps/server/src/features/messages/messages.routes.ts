import * as contract from "@portal/contracts/messages";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import * as mail from "./mail.service.ts";
import * as messages from "./messages.service.ts";

export function registerMessageRoutes(app: FastifyInstance, deps: AppDeps) {
  const lists = [
    [contract.systemMessages, "system"],
    [contract.personalMessageReply, "reply"],
    [contract.personalMessageLike, "like"],
    [contract.personalMessageNew, "follow"],
  ] as const;
  for (const [route, type] of lists)
    serve(app, route, ({ query, request, user }) =>
      messages.listMessages(deps, user.id, type, query, request.language),
    );

  serve(app, contract.personalMessageNotice, ({ user }) => messages.unreadCounts(deps, user.id));

  serve(app, contract.refreshMessage, async ({ query, user }) => {
    const counts = await messages.unreadCounts(deps, user.id);
    return Object.assign(counts, { next: messages.nextRefresh(counts.total, query.seen, query.waited) });
  });

  serve(app, contract.readMessages, ({ body, user }) => messages.markRead(deps, user.id, body));

  serve(app, contract.personalMessageSettingStatus, ({ user }) => messages.settings(deps, user.id));

  serve(app, contract.personalMessageSetting, ({ body, user }) =>
    messages.saveSetting(deps, user.id, body.type, body.enabled),
  );

  serve(app, contract.mail, ({ query, request, user }) =>
    mail.listMail(deps, user.id, query, request.language),
  );

  serve(app, contract.countMail, ({ user }) => mail.countUnreadMail(deps, user.id));

  serve(app, contract.updateMail, ({ body, user }) => mail.markMailRead(deps, user.id, body.id));

  serve(app, contract.claimMailGift, ({ body, request, user }) =>
    mail.claimGift(deps, user.id, body.id, request.language),
  );

  serve(app, contract.sendMail, ({ body, user }) => mail.sendMail(deps, user, body));

  serve(app, contract.launchGame, ({ body, user }) => mail.launchGame(deps, user, body.appId));
}
