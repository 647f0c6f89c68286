import * as contract from "@portal/contracts/gifts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import * as gifts from "./gifts.service.ts";

export function registerGiftRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.giftList, ({ query, request, user }) =>
    gifts.listPacks(deps, user?.id ?? null, request.language, query),
  );

  serve(app, contract.giftDetail, ({ query, request, user }) =>
    gifts.packDetail(deps, user?.id ?? null, request.language, query.giftId),
  );

  serve(app, contract.giftGameList, ({ request }) => gifts.gamesWithPacks(deps, request.language));

  serve(app, contract.doleGift, ({ body, request, user }) =>
    gifts.claimPack(deps, user.id, request.language, body),
  );

  serve(app, contract.rechargeGifts, ({ query, request, user }) =>
    gifts.rechargePacks(deps, user.id, request.language, query.appId),
  );

  serve(app, contract.claimRechargeGift, ({ body, request, user }) =>
    gifts.claimPack(deps, user.id, request.language, body, "recharge"),
  );

  serve(app, contract.myGiftCodes, ({ query, request, user }) =>
    gifts.myCodes(deps, user.id, request.language, query),
  );
}
