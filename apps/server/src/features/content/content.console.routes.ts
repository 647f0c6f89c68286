import {
  createConsoleBanner,
  createConsoleGame,
  deleteConsoleBanner,
  getConsoleGame,
  getHomePicks,
  listConsoleBanners,
  listConsoleGames,
  orderConsoleBanners,
  saveHomePicks,
  updateConsoleBanner,
  updateConsoleGame,
  uploadContentImage,
} from "@portal/contracts/console/content";
import { listGameChoices } from "@portal/contracts/console/game-choices";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { readUploadedFile, serveUploads } from "../../platform/uploaded-image.ts";
import { uploadContentImage as storeContentImage } from "./content-images.service.ts";
import { gameChoices } from "./game-choices.service.ts";
import * as games from "./game-editing.service.ts";
import * as home from "./home-editing.service.ts";

/** Content in the console (permission `content.edit`): games, home banners, hot and recommended. */
export function registerContentConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, listConsoleGames, ({ query }) => games.listGames(deps, query));
  serveConsole(app, listGameChoices, ({ query }) => gameChoices(deps, query));
  serveConsole(app, getConsoleGame, ({ query }) => games.gameForEditing(deps, query));
  serveConsole(app, createConsoleGame, ({ staff, body }) => games.createGame(deps, staff, body));
  serveConsole(app, updateConsoleGame, ({ staff, body }) => games.updateGame(deps, staff, body));

  serveConsole(app, listConsoleBanners, () => home.listBanners(deps));
  serveConsole(app, createConsoleBanner, ({ staff, body }) => home.createBanner(deps, staff, body));
  serveConsole(app, updateConsoleBanner, ({ staff, body }) => home.updateBanner(deps, staff, body));
  serveConsole(app, deleteConsoleBanner, ({ staff, body }) => home.deleteBanner(deps, staff, body));
  serveConsole(app, orderConsoleBanners, ({ staff, body }) => home.orderBanners(deps, staff, body));
  serveConsole(app, getHomePicks, () => home.homePicks(deps));
  serveConsole(app, saveHomePicks, ({ staff, body }) => home.saveHomePicksOf(deps, staff, body));

  serveUploads(app, (scope) =>
    serveConsole(
      app,
      uploadContentImage,
      async ({ request }) => storeContentImage(deps, await readUploadedFile(request)),
      scope,
    ),
  );
}
