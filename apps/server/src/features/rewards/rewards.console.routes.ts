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
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as rewards from "./rewards.service.ts";

/** Points and VIP in the console (permission `commerce.manage`). */
export function registerRewardsConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, listConsoleMallProducts, ({ query }) => rewards.listProducts(deps, query));
  serveConsole(app, createConsoleMallProduct, ({ staff, body }) => rewards.createProduct(deps, staff, body));
  serveConsole(app, updateConsoleMallProduct, ({ staff, body }) => rewards.updateProduct(deps, staff, body));
  serveConsole(app, restockConsoleMallProduct, ({ staff, body }) =>
    rewards.restockProduct(deps, staff, body),
  );

  serveConsole(app, getConsoleTreasureBox, () => rewards.treasureBox(deps));
  serveConsole(app, saveConsoleTreasureBox, ({ staff, body }) => rewards.saveTreasureBox(deps, staff, body));

  serveConsole(app, getConsoleSignInRewards, () => rewards.signInRewards(deps));
  serveConsole(app, saveConsoleSignInRewards, ({ staff, body }) =>
    rewards.saveSignInRewards(deps, staff, body),
  );

  serveConsole(app, listConsoleVipLevels, () => rewards.vipLevels(deps));
  serveConsole(app, updateConsoleVipLevel, ({ staff, body }) => rewards.updateVipLevel(deps, staff, body));
  serveConsole(app, createConsoleVipLevel, ({ staff, body }) => rewards.createVipLevel(deps, staff, body));
  serveConsole(app, deleteConsoleVipLevel, ({ staff, body }) => rewards.deleteVipLevel(deps, staff, body));
}
