import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { mediaVariantWidths } from "@portal/contracts/media";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../config.ts";
import {
  type AvifEffort,
  encodeVariants,
  type MediaVariant,
  storeVariants,
  variantEncoding,
} from "../../platform/media-variants.ts";
import { loadSharp } from "../../platform/uploaded-image.ts";
import type { Db } from "../client.ts";
import { media } from "../schema/platform.ts";

/**
 * Game artwork drawn locally from a seed word: gradients and shapes only (no fonts, no network),
 * encoded to WebP. The same seed always gives the same picture.
 */
export async function drawArtwork(seed: string, width: number, height: number): Promise<Buffer> {
  return encodeArtwork(artworkSvg(seed, width, height));
}

const ARTWORK_WEBP = { quality: 72 } as const;
const encodeArtwork = async (svg: string) =>
  (await loadSharp())(Buffer.from(svg)).webp(ARTWORK_WEBP).toBuffer();

function artworkSvg(seed: string, width: number, height: number): string {
  const h = createHash("sha256").update(seed).digest();
  const hue = (i: number) => Math.round(((h[i] ?? 0) / 255) * 360);
  const [a, b, c] = [hue(0), hue(1), hue(2)];
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((h[3 + i] ?? 0) / 255) * width;
    const y = ((h[9 + i] ?? 0) / 255) * height;
    const r = (((h[15 + i] ?? 0) / 255) * 0.25 + 0.08) * Math.min(width, height);
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(c + i * 40) % 360},80%,65%)" fill-opacity="0.55"/>`
      : `<rect x="${x - r}" y="${y - r}" width="${r * 1.6}" height="${r * 1.6}" rx="${r / 4}" transform="rotate(${(h[20 + i] ?? 0) % 90} ${x} ${y})" fill="hsl(${(b + i * 30) % 360},70%,55%)" fill-opacity="0.5"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${a},75%,45%)"/><stop offset="1" stop-color="hsl(${b},70%,25%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
    <path d="M0 ${height * 0.8} Q ${width / 2} ${height * 0.6} ${width} ${height * 0.85} L ${width} ${height} L 0 ${height} Z" fill="hsl(${c},60%,20%)" fill-opacity="0.6"/>
  </svg>`;
}

/** Stores a seed file under a stable key (a second seed finds it and keeps it); answers its media id. */
export async function storeMedia(
  db: Db,
  key: string,
  file: { contentType: string; bytes: Buffer; width?: number; height?: number },
): Promise<number> {
  const [row] = await db
    .insert(media)
    .values({ key, ...file })
    .onConflictDoUpdate({ target: media.key, set: { key } })
    .returning({ id: media.id });
  if (!row) throw new Error("media insert failed");
  return row.id;
}

/** Draws artwork for `key` and stores it as WebP with its smaller copies, unless it is there already. */
export async function storeArtwork(db: Db, key: string, width: number, height: number): Promise<number> {
  const [stored] = await db.select({ id: media.id }).from(media).where(eq(media.key, key));
  if (stored) return stored.id;
  const { bytes, variants } = await encodedArtwork(artworkSvg(key, width, height), width);
  const id = await storeMedia(db, key, { contentType: "image/webp", bytes, width, height });
  await storeVariants(db, undefined, { id, ownerId: null }, variants);
  return id;
}

/** The seed's ~160 pictures use AVIF effort 1 (see AvifEffort). */
const SEED_AVIF_EFFORT: AvifEffort = 1;

interface EncodedArtwork {
  bytes: Buffer;
  variants: MediaVariant[];
}

/**
 * A picture encoded with its copies. With DEMO_CACHE_DIR (config.ts; a folder the test suite and the
 * journeys set, production never seeds) each picture is encoded once and kept in its `seed-artwork`
 * folder, named by a hash of everything its bytes depend on: the drawing (SVG), the encoders'
 * options, the copies' widths and sharp's libraries. Encoding is most of a first demo seed's time; a
 * later seed — the next run's journeys' server, the backup check — reads the files instead. Without
 * the setting, or when a file is missing or unreadable, the picture is encoded as before.
 */
async function encodedArtwork(svg: string, width: number): Promise<EncodedArtwork> {
  const cache = loadConfig().DEMO_CACHE_DIR;
  const folder = cache && join(cache, "seed-artwork");
  const file = folder && join(folder, `${await artworkHash(svg, width)}.v8`);
  if (file) {
    const kept: Partial<EncodedArtwork> | undefined = await readFile(file)
      .then(deserialize)
      .catch(() => undefined);
    if (Buffer.isBuffer(kept?.bytes) && Array.isArray(kept.variants)) return kept as EncodedArtwork;
  }
  const bytes = await encodeArtwork(svg);
  const encoded = { bytes, variants: await encodeVariants(bytes, SEED_AVIF_EFFORT) };
  if (file && folder) {
    // Written whole under another name, then renamed: a seed beside this one reads all or nothing.
    await mkdir(folder, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, serialize(encoded));
    await rename(partial, file);
  }
  return encoded;
}

async function artworkHash(svg: string, width: number): Promise<string> {
  const recipe = {
    svg,
    webp: ARTWORK_WEBP,
    variants: variantEncoding(SEED_AVIF_EFFORT),
    widths: mediaVariantWidths(width),
    sharp: (await loadSharp()).versions,
  };
  return createHash("sha256").update(JSON.stringify(recipe)).digest("hex");
}
