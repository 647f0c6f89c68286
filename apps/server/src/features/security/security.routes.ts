import { sessionCookie } from "@portal/contracts/account";
import * as contract from "@portal/contracts/security";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { clearSessionCookies } from "../../platform/session.ts";
import { requestCancellation } from "./cancellation.ts";
import * as service from "./security.service.ts";

/** Security centre: codes to one's own addresses, identity step, e-mail and phone, password, real name, cancellation. */
export function registerSecurityRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.securityCentre, async ({ user }) => service.securityOverview(deps, user.id));

  serve(app, contract.sendSecurityCode, async ({ body, user, request }) =>
    service.sendSecurityCode(deps, user.id, body.channel, body.purpose, {
      language: request.language,
      sender: { address: request.ip, userId: user.id, altcha: body.altcha },
    }),
  );

  serve(app, contract.verifyIdentity, async ({ body, user }) =>
    service.verifyIdentity(deps, user.id, body.channel, body.code),
  );

  serve(app, contract.sendBindCode, async ({ body, user, request }) =>
    service.sendBindCode(deps, user.id, body.channel, body.channel === "email" ? body.email : body.phone, {
      language: request.language,
      sender: { address: request.ip, userId: user.id, altcha: body.altcha },
    }),
  );

  serve(app, contract.bindEmail, async ({ body, user }) =>
    service.bindContact(deps, user.id, "email", "bind", { ...body, account: body.email }),
  );

  serve(app, contract.changeEmail, async ({ body, user }) =>
    service.bindContact(deps, user.id, "email", "change", { ...body, account: body.email }),
  );

  serve(app, contract.unbindEmail, async ({ body, user }) =>
    service.unbindEmail(deps, user.id, body.identityToken),
  );

  serve(app, contract.bindPhone, async ({ body, user }) =>
    service.bindContact(deps, user.id, "phone", "bind", { ...body, account: body.phone }),
  );

  serve(app, contract.changePhone, async ({ body, user }) =>
    service.bindContact(deps, user.id, "phone", "change", { ...body, account: body.phone }),
  );

  serve(app, contract.changePassword, async ({ body, user, request }) => {
    await service.changePlayerPassword(deps, user.id, body, request.cookies[sessionCookie] ?? "");
    return null;
  });

  serve(app, contract.realNameCard, async ({ user }) => service.realNameCard(deps, user.id));

  serve(app, contract.bindRealName, async ({ body, user }) =>
    service.bindRealName(deps, user.id, body.realName, body.idNumber),
  );

  serve(app, contract.logOffAccount, async ({ body, user, reply }) => {
    const result = await requestCancellation(deps, user.id, body.channel, body.code);
    clearSessionCookies(reply);
    return result;
  });
}
