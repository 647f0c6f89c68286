import fastifyMultipart, { type FastifyMultipartBaseOptions } from "@fastify/multipart";
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from "@portal/contracts/profile";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Metadata, Sharp } from "sharp";
import { AppError } from "./errors.ts";

/**
 * The checks every uploaded image passes (avatars, post pictures): at most 5 MB, decoded by sharp
 * so the name and declared type do not matter, no image bombs, no metadata kept.
 */

/** sharp (about 30 MB of native library once loaded) loads with the first image, not at start (idle RSS). */
export const loadSharp = async () => (await import("sharp")).default;

/** What a browser may send us. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Serves upload routes in a scope of their own, the only place multipart bodies are parsed (the
 * rest of the API takes JSON bodies of at most 1 MB); by default one file of at most 5 MB (an image).
 */
export function serveUploads(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
  limits: FastifyMultipartBaseOptions["limits"] = { fileSize: AVATAR_MAX_BYTES, files: 1 },
) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits });
    routes(scope);
  });
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
 * Reads the header only and refuses what is not an image we accept, or whose declared dimensions
 * would decode into too many pixels (the pixel limit has a message of its own).
 */
export async function checkImage(input: Buffer): Promise<Metadata & { width: number; height: number }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("imageInvalid");
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw new AppError("imageInvalid");
  if (width * height > AVATAR_MAX_PIXELS)
    throw new AppError("imageTooManyPixels", { megapixels: AVATAR_MAX_PIXELS / 1_000_000 });
  return { ...metadata, width, height };
}

/** Decodes a checked image for real and re-encodes it; sharp writes no metadata unless asked. */
export async function reencodeImage(
  input: Buffer,
  shape: (image: Sharp) => Sharp,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await shape(
      sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" }).rotate(),
    )
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError("imageInvalid");
  }
}
