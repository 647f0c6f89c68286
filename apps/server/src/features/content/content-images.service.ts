import { randomBytes } from "node:crypto";
import { CONTENT_IMAGE_MAX_SIDE } from "@portal/contracts/console/content";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { storeMediaBytes } from "../../platform/media-bytes.ts";
import { addUploadVariants } from "../../platform/media-variants.ts";
import { checkImage, reencodeImage } from "../../platform/uploaded-image.ts";
import * as repo from "./content.repository.ts";

/**
 * An icon, cover, screenshot or banner image, through the players' upload pipeline: the same
 * size and pixel limits, decoded and re-encoded as WebP without metadata. Staff uploads have no
 * owner, which is what lets content use them (a player's picture never can).
 */
export async function uploadContentImage(deps: AppDeps, upload: Buffer) {
  await checkImage(upload);
  const image = await reencodeImage(upload, (sharp) =>
    sharp.resize(CONTENT_IMAGE_MAX_SIDE, CONTENT_IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true }),
  );
  const id = await repo.insertImage(deps.database.db, {
    key: `content:${randomBytes(8).toString("hex")}`,
    contentType: "image/webp",
    ...(await storeMediaBytes(deps, image.bytes, "image/webp")),
    width: image.width,
    height: image.height,
    ownerId: null,
    createdAt: deps.now(),
  });
  await addUploadVariants(deps, { id, ownerId: null }, image.bytes);
  return { id, url: `/api/media/${id}`, width: image.width, height: image.height };
}

/** Content may show only stored images that no player uploaded. */
export async function requireContentImages(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = await repo.findMedia(db, wanted);
  if (found.length !== wanted.length || found.some((row) => row.ownerId !== null))
    throw new AppError("contentImageUnknown");
}
