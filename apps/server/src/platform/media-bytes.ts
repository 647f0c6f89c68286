import { randomUUID } from "node:crypto";
import type { AppDeps } from "./context.ts";

/** Where a new media row's bytes go: the row itself, or the bucket with the row naming the object. */
export type StoredBytes = { bytes: Buffer } | { bytes: null; objectKey: string; byteSize: number };

/**
 * Stores uploaded bytes as MEDIA_STORE says; spread the answer into the media row's values. Call it
 * before the transaction that inserts the row (no network wait holds a transaction open); an object
 * whose row then fails to insert is left unreferenced in the bucket, never served.
 */
export async function storeMediaBytes(
  deps: Pick<AppDeps, "config" | "mediaObjects">,
  bytes: Buffer,
  contentType: string,
): Promise<StoredBytes> {
  if (deps.config.MEDIA_STORE !== "s3") return { bytes };
  const objectKey = newObjectKey();
  await bucketOf(deps).put(objectKey, bytes, contentType);
  return { bytes: null, objectKey, byteSize: bytes.length };
}

export const newObjectKey = () => `media/${randomUUID()}`;

export function bucketOf(deps: Pick<AppDeps, "mediaObjects">) {
  if (!deps.mediaObjects) throw new Error("media in the bucket, but S3_BUCKET is not set");
  return deps.mediaObjects;
}
