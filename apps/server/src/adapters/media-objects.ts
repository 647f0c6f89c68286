import type { Readable } from "node:stream";
import type { Config } from "../config.ts";
import { onFirstUse } from "../platform/on-first-use.ts";

const loadS3 = onFirstUse(() => import("@aws-sdk/client-s3"));
const loadPresigner = onFirstUse(() => import("@aws-sdk/s3-request-presigner"));

/** Media bytes kept outside the database: an S3-compatible bucket (AWS S3, MinIO, R2, …). */
export interface MediaObjects {
  put(objectKey: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or those of `range` (inclusive); undefined when it is gone. */
  read(objectKey: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  delete(objectKey: string): Promise<void>;
  /** Where a player's browser fetches the object itself (MEDIA_URLS public or signed), or undefined to stream it. */
  urlFor(objectKey: string): Promise<string | undefined>;
}

type BucketSettings = Pick<
  Config,
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
  | "MEDIA_URLS"
  | "S3_PUBLIC_URL"
  | "MEDIA_SIGNED_URL_SECONDS"
>;

/** The bucket named by the S3_* settings (official `@aws-sdk/client-s3`). */
export function createS3MediaObjects(config: BucketSettings): MediaObjects {
  const bucket = config.S3_BUCKET;
  if (!bucket) throw new Error("MEDIA_STORE=s3 needs S3_BUCKET");
  const connect = onFirstUse(async () => {
    const s3 = await loadS3();
    return { s3, client: bucketClient(s3, config) };
  });
  return {
    async put(objectKey, bytes, contentType) {
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey,
          Body: bytes,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async read(objectKey, range) {
      const { s3, client } = await connect();
      try {
        const answer = await client.send(
          new s3.GetObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof s3.NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(objectKey) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
    },
    async urlFor(objectKey) {
      if (config.MEDIA_URLS === "public") return `${config.S3_PUBLIC_URL}/${objectKey}`;
      if (config.MEDIA_URLS !== "signed") return undefined;
      const [{ s3, client }, { getSignedUrl }] = await Promise.all([connect(), loadPresigner()]);
      return getSignedUrl(client, new s3.GetObjectCommand({ Bucket: bucket, Key: objectKey }), {
        expiresIn: config.MEDIA_SIGNED_URL_SECONDS,
      });
    },
  };
}

function bucketClient(s3: Awaited<ReturnType<typeof loadS3>>, config: BucketSettings) {
  return new s3.S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === "true",
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
