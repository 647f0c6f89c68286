import * as contract from "@portal/contracts/gifts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import * as mall from "./mall.service.ts";

export function registerMallRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.bonusIndex, ({ request, user }) =>
    mall.mallIndex(deps, user?.id ?? null, request.language),
  );

  const sections = [
    [contract.bonusGetOtherProduct, "general"],
    [contract.bonusGetVipProduct, "vip"],
    [contract.bonusGetBirthProduct, "birthday"],
  ] as const;
  for (const [route, section] of sections)
    serve(app, route, ({ query, request, user }) =>
      mall.listProducts(deps, user?.id ?? null, request.language, section, query),
    );

  serve(app, contract.bonusGetProductDetail, ({ query, request, user }) =>
    mall.productDetail(deps, user?.id ?? null, request.language, query.productId),
  );

  serve(app, contract.bonusDoleProduct, ({ body, user }) => mall.exchange(deps, user.id, body));

  serve(app, contract.bonusExchangeRecord, ({ query, request, user }) =>
    mall.exchangeRecords(deps, user.id, request.language, query),
  );

  serve(app, contract.bonusGetLastAddr, ({ user }) => mall.lastAddress(deps, user.id));

  serve(app, contract.treasureBox, ({ user }) => mall.openTreasureBox(deps, user.id));
}
