import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { addMediaVariants } from "../../platform/media-variants.ts";
import { loadSharp } from "../../platform/uploaded-image.ts";
import type { Db } from "../client.ts";
import { media } from "../schema/platform.ts";

/**
 * Game artwork drawn locally from a seed word: gradients and shapes only (no fonts, no network),
 * encoded to WebP. The same seed always gives the same picture.
 */
export async function drawArtwork(seed: string, width: number, height: number): Promise<Buffer> {
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
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${a},75%,45%)"/><stop offset="1" stop-color="hsl(${b},70%,25%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
    <path d="M0 ${height * 0.8} Q ${width / 2} ${height * 0.6} ${width} ${height * 0.85} L ${width} ${height} L 0 ${height} Z" fill="hsl(${c},60%,20%)" fill-opacity="0.6"/>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
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
  const bytes = await drawArtwork(key, width, height);
  const id = await storeMedia(db, key, { contentType: "image/webp", bytes, width, height });
  await addMediaVariants(db, undefined, { id, ownerId: null }, bytes, 1);
  return id;
}
