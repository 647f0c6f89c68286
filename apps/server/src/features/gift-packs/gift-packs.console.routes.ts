import {
  createGiftPack,
  exportGiftCodes,
  generateGiftCodes,
  getGiftPack,
  IMPORT_MAX_BYTES,
  importGiftCodes,
  listGiftPacks,
  listPackGames,
  updateGiftPack,
} from "@portal/contracts/console/gift-packs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveConsole, serveConsoleDownload } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { serveUploads } from "../../platform/uploaded-image.ts";
import * as packs from "./gift-packs.service.ts";

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Gift packs and their code pools in the console (permission `commerce.manage`). */
export function registerGiftPacksConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, listGiftPacks, ({ query, request }) => packs.listPacks(deps, request.language, query));
  serveConsole(app, listPackGames, ({ request }) => packs.packGames(deps, request.language));
  serveConsole(app, getGiftPack, ({ query }) => packs.packDetail(deps, query.packId));
  serveConsole(app, createGiftPack, ({ staff, body }) => packs.createPack(deps, staff, body));
  serveConsole(app, updateGiftPack, ({ staff, body }) => packs.updatePack(deps, staff, body));
  serveConsole(app, generateGiftCodes, ({ staff, body }) => packs.generateCodes(deps, staff, body));
  serveConsoleDownload(app, exportGiftCodes, ({ staff, query }) => packs.exportCodes(deps, staff, query));

  // Multipart only in this scope: the file streams into the import, at most IMPORT_MAX_BYTES.
  serveUploads(
    app,
    (scope) =>
      serveConsole(
        app,
        importGiftCodes,
        async ({ staff, query, request }) =>
          packs.importCodes(deps, staff, query.packId, await uploadedFile(request)),
        scope,
      ),
    { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  );
}

/** The one uploaded file as a stream; a declared length over the limit is refused before reading. */
async function uploadedFile(request: FastifyRequest) {
  if (Number(request.headers["content-length"] ?? 0) > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD)
    throw packs.tooLarge();
  if (!request.isMultipart()) throw new AppError("codeImportMissing");
  const file = await request.file().catch(() => undefined);
  if (!file) throw new AppError("codeImportMissing");
  return file.file;
}
