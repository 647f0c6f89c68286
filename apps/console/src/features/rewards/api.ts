import * as contract from "@portal/contracts/console/rewards";
import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import type { QueryOf } from "@portal/contracts/route";
import { useRouteChange } from "../../lib/change";
import { usePagedRoute, useRoute } from "../../lib/query";

const rewardsKey = ["console", "rewards"] as const;

export const useMallProducts = (query: QueryOf<typeof contract.listConsoleMallProducts>) =>
  usePagedRoute([...rewardsKey, "products"], contract.listConsoleMallProducts, query);
export const useTreasureBox = () => useRoute([...rewardsKey, "treasureBox"], contract.getConsoleTreasureBox);
export const useSignInRewards = () => useRoute([...rewardsKey, "signIn"], contract.getConsoleSignInRewards);
export const useVipLevels = () => useRoute([...rewardsKey, "vip"], contract.listConsoleVipLevels);

/** Each change refreshes the rewards pages and the audit log it wrote to. */
const useChange = <C extends ConsoleRouteContract>(route: C) => useRouteChange(route, rewardsKey);

export const useCreateMallProduct = () => useChange(contract.createConsoleMallProduct);
export const useUpdateMallProduct = () => useChange(contract.updateConsoleMallProduct);
export const useRestockMallProduct = () => useChange(contract.restockConsoleMallProduct);
export const useSaveTreasureBox = () => useChange(contract.saveConsoleTreasureBox);
export const useSaveSignInRewards = () => useChange(contract.saveConsoleSignInRewards);
export const useUpdateVipLevel = () => useChange(contract.updateConsoleVipLevel);
export const useCreateVipLevel = () => useChange(contract.createConsoleVipLevel);
export const useDeleteVipLevel = () => useChange(contract.deleteConsoleVipLevel);
