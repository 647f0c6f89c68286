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
import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import type { QueryOf } from "@portal/contracts/route";
import { useRouteChange } from "../../lib/change";
import { usePagedRoute, useRoute } from "../../lib/query";

const rewardsKey = ["console", "rewards"] as const;

export const useMallProducts = (query: QueryOf<typeof listConsoleMallProducts>) =>
  usePagedRoute([...rewardsKey, "products"], listConsoleMallProducts, query);
export const useTreasureBox = () => useRoute([...rewardsKey, "treasureBox"], getConsoleTreasureBox);
export const useSignInRewards = () => useRoute([...rewardsKey, "signIn"], getConsoleSignInRewards);
export const useVipLevels = () => useRoute([...rewardsKey, "vip"], listConsoleVipLevels);

/** Each change refreshes the rewards pages and the audit log it wrote to. */
const useChange = <C extends ConsoleRouteContract>(route: C) => useRouteChange(route, rewardsKey);

export const useCreateMallProduct = () => useChange(createConsoleMallProduct);
export const useUpdateMallProduct = () => useChange(updateConsoleMallProduct);
export const useRestockMallProduct = () => useChange(restockConsoleMallProduct);
export const useSaveTreasureBox = () => useChange(saveConsoleTreasureBox);
export const useSaveSignInRewards = () => useChange(saveConsoleSignInRewards);
export const useUpdateVipLevel = () => useChange(updateConsoleVipLevel);
export const useCreateVipLevel = () => useChange(createConsoleVipLevel);
export const useDeleteVipLevel = () => useChange(deleteConsoleVipLevel);
