import { randomBytes } from "node:crypto";
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_SIZES } from "@portal/contracts/profile";
import type { FastifyRequest } from "fastify";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../platform/errors.ts";

/** What a browser may send us: decoded by sharp, so the name and declared type do not matter. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface AvatarImage {
  size: number;
  bytes: Buffer;
}

/**
 * Reads the one uploaded file, at most 5 MB: a declared length above that is refused before any
 * byte is read, and the stream is cut the moment it passes the limit.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  if (!request.isMultipart()) throw new AppError("imageMissing");
  let file: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw new AppError("imageMissing");
  }
  if (!file) throw new AppError("imageMissing");
  try {
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError("imageMissing");
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw new AppError("imageMissing");
  }
}

const tooLarge = () => new AppError("imageTooLarge", { max: AVATAR_MAX_BYTES / 1024 / 1024 });

/**
 * Decodes the image for real (a text file named .png fails here), refuses image bombs by their
 * declared dimensions before decoding any pixel, and re-encodes square WebP at fixed sizes.
 * sharp writes no metadata (EXIF, GPS, ICC comments) unless asked, so none survives.
 */
export async function encodeAvatar(input: Buffer): Promise<AvatarImage[]> {
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked below with a message of its own.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("imageInvalid");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height)
    throw new AppError("imageInvalid");
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS)
    throw new AppError("imageTooManyPixels", { megapixels: AVATAR_MAX_PIXELS / 1_000_000 });
  try {
    return await Promise.all(
      AVATAR_SIZES.map(async (size) => ({
        size,
        bytes: await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" })
          .rotate()
          .resize(size, size, { fit: "cover", position: "attention" })
          .webp({ quality: 82, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError("imageInvalid");
  }
}

/** Media keys of one upload: avatar:<uid>:<random>:<size>. */
export function avatarKey(userId: number, batch: string, size: number): string {
  return `avatar:${userId}:${batch}:${size}`;
}

export const newAvatarBatch = () => randomBytes(6).toString("hex");
