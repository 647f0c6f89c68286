import * as contract from "@portal/contracts/console/catalogue";
import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import { useRouteChange } from "../../lib/change";
import { useRoute } from "../../lib/query";

const catalogueKey = ["console", "catalogue"] as const;

export const useCatalogueGames = () => useRoute([...catalogueKey, "games"], contract.listCatalogueGames);
export const useGoods = (gameId: number | undefined) =>
  useRoute(
    [...catalogueKey, "goods", gameId ?? 0],
    contract.listCatalogueGoods,
    { gameId: gameId ?? 0 },
    gameId !== undefined,
  );
export const usePaymentMethods = () => useRoute([...catalogueKey, "methods"], contract.listPaymentMethods);
export const useCampaigns = () => useRoute([...catalogueKey, "campaigns"], contract.listCouponCampaigns);
export const useCardBatches = () => useRoute([...catalogueKey, "batches"], contract.listCardBatches);
export const useCatalogueServers = (gameId: number) =>
  useRoute([...catalogueKey, "servers", gameId], contract.listCatalogueServers, { gameId });
export const useStoredActivities = () =>
  useRoute([...catalogueKey, "activities"], contract.listStoredActivities);

/** Each catalogue change refreshes the catalogue and the audit log it wrote to. */
const useChange = <C extends ConsoleRouteContract>(route: C) => useRouteChange(route, catalogueKey);

export const useCreateGoods = () => useChange(contract.createCatalogueGoods);
export const useUpdateGoods = () => useChange(contract.updateCatalogueGoods);
export const useUpdatePaymentMethod = () => useChange(contract.updatePaymentMethod);
export const useCreateCampaign = () => useChange(contract.createCouponCampaign);
export const useIssueCampaign = () => useChange(contract.issueCouponCampaign);
export const useGenerateCardBatch = () => useChange(contract.generateCardBatch);
export const useImportCardBatch = () => useChange(contract.importCardBatch);
export const useWithdrawCardBatch = () => useChange(contract.withdrawCardBatch);
export const useCreateStoredActivity = () => useChange(contract.createStoredActivity);
export const useUpdateStoredActivity = () => useChange(contract.updateStoredActivity);
export const useSaveCatalogueServers = () => useChange(contract.saveCatalogueServers);
