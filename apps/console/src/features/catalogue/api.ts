import * as contract from "@portal/contracts/console/catalogue";
import type { BodyOf } from "@portal/contracts/route";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { useChange } from "../../lib/change";

export const catalogueKeys = {
  all: ["console", "catalogue"] as const,
  games: ["console", "catalogue", "games"] as const,
  goods: (gameId: number) => ["console", "catalogue", "goods", gameId] as const,
  methods: ["console", "catalogue", "methods"] as const,
  campaigns: ["console", "catalogue", "campaigns"] as const,
  batches: ["console", "catalogue", "batches"] as const,
  activities: ["console", "catalogue", "activities"] as const,
  servers: (gameId: number) => ["console", "catalogue", "servers", gameId] as const,
};

export const useCatalogueGames = () =>
  useQuery({ queryKey: catalogueKeys.games, queryFn: () => call(contract.listCatalogueGames) });

export const useGoods = (gameId: number | undefined) =>
  useQuery({
    queryKey: catalogueKeys.goods(gameId ?? 0),
    queryFn: () => call(contract.listCatalogueGoods, { query: { gameId: gameId ?? 0 } }),
    enabled: gameId !== undefined,
  });

export const usePaymentMethods = () =>
  useQuery({ queryKey: catalogueKeys.methods, queryFn: () => call(contract.listPaymentMethods) });
export const useCampaigns = () =>
  useQuery({ queryKey: catalogueKeys.campaigns, queryFn: () => call(contract.listCouponCampaigns) });
export const useCardBatches = () =>
  useQuery({ queryKey: catalogueKeys.batches, queryFn: () => call(contract.listCardBatches) });

export const useCatalogueServers = (gameId: number) =>
  useQuery({
    queryKey: catalogueKeys.servers(gameId),
    queryFn: () => call(contract.listCatalogueServers, { query: { gameId } }),
  });

export const useStoredActivities = () =>
  useQuery({ queryKey: catalogueKeys.activities, queryFn: () => call(contract.listStoredActivities) });

/** Each catalogue change refreshes the catalogue and the audit log it wrote to. */
const useCatalogueChange = <B, D>(send: (body: B) => Promise<D>) => useChange(catalogueKeys.all, send);

export const useCreateGoods = () =>
  useCatalogueChange((body: BodyOf<typeof contract.createCatalogueGoods>) =>
    call(contract.createCatalogueGoods, { body }),
  );
export const useUpdateGoods = () =>
  useCatalogueChange((body: BodyOf<typeof contract.updateCatalogueGoods>) =>
    call(contract.updateCatalogueGoods, { body }),
  );
export const useUpdatePaymentMethod = () =>
  useCatalogueChange((body: BodyOf<typeof contract.updatePaymentMethod>) =>
    call(contract.updatePaymentMethod, { body }),
  );
export const useCreateCampaign = () =>
  useCatalogueChange((body: BodyOf<typeof contract.createCouponCampaign>) =>
    call(contract.createCouponCampaign, { body }),
  );
export const useIssueCampaign = () =>
  useCatalogueChange((body: BodyOf<typeof contract.issueCouponCampaign>) =>
    call(contract.issueCouponCampaign, { body }),
  );
export const useGenerateCardBatch = () =>
  useCatalogueChange((body: BodyOf<typeof contract.generateCardBatch>) =>
    call(contract.generateCardBatch, { body }),
  );
export const useImportCardBatch = () =>
  useCatalogueChange((body: BodyOf<typeof contract.importCardBatch>) =>
    call(contract.importCardBatch, { body }),
  );
export const useWithdrawCardBatch = () =>
  useCatalogueChange((body: BodyOf<typeof contract.withdrawCardBatch>) =>
    call(contract.withdrawCardBatch, { body }),
  );
export const useCreateStoredActivity = () =>
  useCatalogueChange((body: BodyOf<typeof contract.createStoredActivity>) =>
    call(contract.createStoredActivity, { body }),
  );
export const useUpdateStoredActivity = () =>
  useCatalogueChange((body: BodyOf<typeof contract.updateStoredActivity>) =>
    call(contract.updateStoredActivity, { body }),
  );
export const useSaveCatalogueServers = () =>
  useCatalogueChange((body: BodyOf<typeof contract.saveCatalogueServers>) =>
    call(contract.saveCatalogueServers, { body }),
  );
