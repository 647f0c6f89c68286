import { randomUUID } from "node:crypto";
import type { MediaObjects } from "../adapters/media-objects.ts";
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
  return storeBytesIn(newMediaBucket(deps), bytes, contentType);
}

/** The bucket new media go to (MEDIA_STORE=s3), or undefined when they go to the database. */
export const newMediaBucket = (deps: Pick<AppDeps, "config" | "mediaObjects">) =>
  deps.config.MEDIA_STORE === "s3" ? bucketOf(deps) : undefined;

/** Stores bytes in `bucket`, or in the row when there is none (as storeMediaBytes). */
export async function storeBytesIn(
  bucket: MediaObjects | undefined,
  bytes: Buffer,
  contentType: string,
): Promise<StoredBytes> {
  if (!bucket) return { bytes };
  const objectKey = newObjectKey();
  await bucket.put(objectKey, bytes, contentType);
  return { bytes: null, objectKey, byteSize: bytes.length };
}

export const newObjectKey = () => `media/${randomUUID()}`;

export function bucketOf(deps: Pick<AppDeps, "mediaObjects">) {
  if (!deps.mediaObjects) throw new Error("media in the bucket, but S3_BUCKET is not set");
  return deps.mediaObjects;
}
