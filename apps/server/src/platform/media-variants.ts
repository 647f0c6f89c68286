import { MEDIA_VARIANT_TYPES, type MediaVariantFormat, mediaVariantWidths } from "@portal/contracts/media";
import { AVATAR_MAX_PIXELS } from "@portal/contracts/profile";
import type { Sharp } from "sharp";
import type { MediaObjects } from "../adapters/media-objects.ts";
import type { DbOrTx } from "../db/client.ts";
import { media } from "../db/schema/platform.ts";
import type { AppDeps } from "./context.ts";
import { newMediaBucket, storeBytesIn } from "./media-bytes.ts";
import { loadSharp } from "./uploaded-image.ts";

/**
 * An image's smaller AVIF and WebP copies (contracts `media.ts`), made once when the image is
 * stored — at upload, at seed time, or by `npm run media:variants` for images stored before —
 * and never on request. Each copy is a media row naming its image in `variant_of`.
 */

export interface MediaVariant {
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * Quick encodings: AVIF at effort 2 costs a sixth of the default for a few percent more bytes, and
 * with 4:2:0 chroma (sharp's AVIF default is 4:4:4) it is as small as WebP at the same look. The
 * seed's ~160 pictures use effort 1: a third of the time for about a tenth more AVIF bytes.
 */
export type AvifEffort = 1 | 2;
/** Each format's encoder options (also part of the seed artwork cache's key, db/seed/artwork.ts). */
export const variantEncoding = (avifEffort: AvifEffort) =>
  ({
    avif: { quality: 45, effort: avifEffort, chromaSubsampling: "4:2:0" },
    webp: { quality: 75, effort: 4 },
  }) as const;
const encode = (image: Sharp, format: MediaVariantFormat, avifEffort: AvifEffort) =>
  format === "avif"
    ? image.avif(variantEncoding(avifEffort).avif)
    : image.webp(variantEncoding(avifEffort).webp);

/**
 * Every copy of `input` (an image we stored) at each width of its ladder, never enlarged: a WebP
 * copy at every width, an AVIF copy only where it is smaller than that WebP (small flat pictures
 * often are not; `?f=avif` then answers the WebP, see findVariant).
 */
export async function encodeVariants(input: Buffer, avifEffort: AvifEffort = 2): Promise<MediaVariant[]> {
  const sharp = await loadSharp();
  const image = sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" });
  const { width = 0 } = await image.metadata();
  const variants: MediaVariant[] = [];
  // One after the other: the machine's other requests keep a core while an upload is encoded.
  for (const target of mediaVariantWidths(width)) {
    const resized = () => image.clone().resize({ width: target, withoutEnlargement: true });
    const webp = await encodeVariant(resized(), "webp", avifEffort);
    const avif = await encodeVariant(resized(), "avif", avifEffort);
    variants.push(webp, ...(avif.bytes.length < webp.bytes.length ? [avif] : []));
  }
  return variants;
}

async function encodeVariant(
  image: Sharp,
  format: MediaVariantFormat,
  avifEffort: AvifEffort,
): Promise<MediaVariant> {
  const { data, info } = await encode(image, format, avifEffort).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, contentType: MEDIA_VARIANT_TYPES[format], bytes: data };
}

/**
 * Makes and stores the copies of image `parent` where its bytes are (`bucket`, or the database when
 * undefined). A copy already there is kept (two backfills at once store each copy once); answers
 * how many were added.
 */
export async function addMediaVariants(
  db: DbOrTx,
  bucket: MediaObjects | undefined,
  parent: { id: number; ownerId: number | null },
  input: Buffer,
  avifEffort: AvifEffort = 2,
): Promise<number> {
  return storeVariants(db, bucket, parent, await encodeVariants(input, avifEffort));
}

/** Stores copies made already (encodeVariants) as image `parent`'s; answers how many were added. */
export async function storeVariants(
  db: DbOrTx,
  bucket: MediaObjects | undefined,
  parent: { id: number; ownerId: number | null },
  variants: MediaVariant[],
): Promise<number> {
  const rows = await Promise.all(
    variants.map(async ({ bytes, ...variant }) => ({
      ...variant,
      ...(await storeBytesIn(bucket, bytes, variant.contentType)),
      variantOf: parent.id,
      ownerId: parent.ownerId,
    })),
  );
  const added = await db
    .insert(media)
    .values(rows)
    .onConflictDoNothing()
    .returning({ objectKey: media.objectKey });
  const kept = new Set(added.map((row) => row.objectKey));
  const unused = rows.flatMap((row) =>
    "objectKey" in row && !kept.has(row.objectKey) ? [row.objectKey] : [],
  );
  await Promise.all(unused.map((objectKey) => bucket?.delete(objectKey)));
  return added.length;
}

/** The copies of an image just uploaded and stored as `parent`, stored where MEDIA_STORE says. */
export const addUploadVariants = (
  deps: Pick<AppDeps, "config" | "mediaObjects" | "database">,
  parent: { id: number; ownerId: number | null },
  input: Buffer,
) => addMediaVariants(deps.database.db, newMediaBucket(deps), parent, input);
