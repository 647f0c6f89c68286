import {
  createConsoleMallProduct,
  createConsoleVipLevel,
  deleteConsoleVipLevel,
  getConsoleSignInRewards,
  getConsoleTreasureBox,
  listConsoleMallProducts,
  listConsoleVipLevels,
  restockConsoleMallProduct,
  saveConsoleSignInRewards,
  saveConsoleTreasureBox,
  updateConsoleMallProduct,
  updateConsoleVipLevel,
} from "@portal/contracts/console/rewards";
import type { BodyOf, QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { useChange } from "../../lib/change";

export const rewardsKeys = {
  all: ["console", "rewards"] as const,
  products: (query: QueryOf<typeof listConsoleMallProducts>) =>
    ["console", "rewards", "products", query] as const,
  treasureBox: ["console", "rewards", "treasureBox"] as const,
  signIn: ["console", "rewards", "signIn"] as const,
  vip: ["console", "rewards", "vip"] as const,
};

export const useMallProducts = (query: QueryOf<typeof listConsoleMallProducts>) =>
  useQuery({
    queryKey: rewardsKeys.products(query),
    queryFn: () => call(listConsoleMallProducts, { query }),
    placeholderData: keepPreviousData,
  });
export const useTreasureBox = () =>
  useQuery({ queryKey: rewardsKeys.treasureBox, queryFn: () => call(getConsoleTreasureBox) });
export const useSignInRewards = () =>
  useQuery({ queryKey: rewardsKeys.signIn, queryFn: () => call(getConsoleSignInRewards) });
export const useVipLevels = () =>
  useQuery({ queryKey: rewardsKeys.vip, queryFn: () => call(listConsoleVipLevels) });

/** Each change refreshes the rewards pages and the audit log it wrote to. */
const useRewardsChange = <B, D>(send: (body: B) => Promise<D>) => useChange(rewardsKeys.all, send);

export const useCreateMallProduct = () =>
  useRewardsChange((body: BodyOf<typeof createConsoleMallProduct>) =>
    call(createConsoleMallProduct, { body }),
  );
export const useUpdateMallProduct = () =>
  useRewardsChange((body: BodyOf<typeof updateConsoleMallProduct>) =>
    call(updateConsoleMallProduct, { body }),
  );
export const useRestockMallProduct = () =>
  useRewardsChange((body: BodyOf<typeof restockConsoleMallProduct>) =>
    call(restockConsoleMallProduct, { body }),
  );
export const useSaveTreasureBox = () =>
  useRewardsChange((body: BodyOf<typeof saveConsoleTreasureBox>) => call(saveConsoleTreasureBox, { body }));
export const useSaveSignInRewards = () =>
  useRewardsChange((body: BodyOf<typeof saveConsoleSignInRewards>) =>
    call(saveConsoleSignInRewards, { body }),
  );
export const useUpdateVipLevel = () =>
  useRewardsChange((body: BodyOf<typeof updateConsoleVipLevel>) => call(updateConsoleVipLevel, { body }));
export const useCreateVipLevel = () =>
  useRewardsChange((body: BodyOf<typeof createConsoleVipLevel>) => call(createConsoleVipLevel, { body }));
export const useDeleteVipLevel = () =>
  useRewardsChange((body: BodyOf<typeof deleteConsoleVipLevel>) => call(deleteConsoleVipLevel, { body }));
