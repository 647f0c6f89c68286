import {
  createConsoleBoard,
  listConsoleBoards,
  moveConsoleBoard,
  setBoardModerator,
  setOfficialAccount,
  updateConsoleBoard,
  uploadBoardIcon,
} from "@portal/contracts/console/boards";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { readUploadedFile, serveUploads } from "../../platform/uploaded-image.ts";
import { uploadContentImage } from "../content/content-images.service.ts";
import * as boards from "./boards.service.ts";

/** Forum boards in the console (permission `community.moderate`). */
export function registerBoardsConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, listConsoleBoards, ({ request }) => boards.listBoardGames(deps, request.language));
  serveConsole(app, createConsoleBoard, ({ staff, request, body }) =>
    boards.createBoard(deps, staff, request.language, body),
  );
  serveConsole(app, updateConsoleBoard, ({ staff, request, body }) =>
    boards.updateBoard(deps, staff, request.language, body),
  );
  serveConsole(app, moveConsoleBoard, ({ staff, request, body }) =>
    boards.moveBoard(deps, staff, request.language, body),
  );
  serveConsole(app, setBoardModerator, ({ staff, request, body }) =>
    boards.setBoardModerator(deps, staff, request.language, body),
  );
  serveConsole(app, setOfficialAccount, ({ staff, request, body }) =>
    boards.setOfficialAccount(deps, staff, request.language, body),
  );
  serveUploads(app, (scope) =>
    serveConsole(
      app,
      uploadBoardIcon,
      async ({ request }) => uploadContentImage(deps, await readUploadedFile(request)),
      scope,
    ),
  );
}
