import * as contract from "@portal/contracts/console/catalogue";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as cards from "./card-batches.service.ts";
import * as catalogue from "./catalogue-editing.service.ts";
import * as campaigns from "./coupon-campaigns.service.ts";
import * as activities from "./stored-activities.service.ts";

/** The top-up catalogue in the console (permission `commerce.manage`). */
export function registerCatalogueConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, contract.listCatalogueGames, () => catalogue.catalogueGames(deps));
  serveConsole(app, contract.listCatalogueGoods, ({ query }) => catalogue.goodsOfGame(deps, query.gameId));
  serveConsole(app, contract.createCatalogueGoods, ({ staff, body }) =>
    catalogue.createGoods(deps, staff, body),
  );
  serveConsole(app, contract.updateCatalogueGoods, ({ staff, body }) =>
    catalogue.updateGoods(deps, staff, body),
  );
  serveConsole(app, contract.listCatalogueServers, ({ query }) =>
    catalogue.serversOfGame(deps, query.gameId),
  );
  serveConsole(app, contract.saveCatalogueServers, ({ staff, body }) =>
    catalogue.saveServers(deps, staff, body),
  );
  serveConsole(app, contract.listPaymentMethods, () => catalogue.paymentMethodsByRegion(deps));
  serveConsole(app, contract.updatePaymentMethod, ({ staff, body }) =>
    catalogue.updateMethod(deps, staff, body),
  );

  serveConsole(app, contract.listCouponCampaigns, () => campaigns.listCampaigns(deps));
  serveConsole(app, contract.createCouponCampaign, ({ staff, body }) =>
    campaigns.createCampaign(deps, staff, body),
  );
  serveConsole(app, contract.issueCouponCampaign, ({ staff, body }) =>
    campaigns.issueCampaign(deps, staff, body),
  );

  serveConsole(app, contract.listCardBatches, () => cards.listBatches(deps));
  serveConsole(app, contract.generateCardBatch, ({ staff, body }) => cards.generateBatch(deps, staff, body));
  serveConsole(app, contract.importCardBatch, ({ staff, body }) => cards.importBatch(deps, staff, body.csv));
  serveConsole(app, contract.withdrawCardBatch, ({ staff, body }) =>
    cards.withdrawBatch(deps, staff, body.batchId),
  );

  serveConsole(app, contract.listStoredActivities, () => activities.listActivities(deps));
  serveConsole(app, contract.createStoredActivity, ({ staff, body }) =>
    activities.createActivity(deps, staff, body),
  );
  serveConsole(app, contract.updateStoredActivity, ({ staff, body }) =>
    activities.updateActivity(deps, staff, body),
  );
}
