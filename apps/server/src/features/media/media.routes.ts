import { pathId } from "@portal/contracts/paging";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { bucketOf } from "../../platform/media-bytes.ts";
import { storedMedia } from "./media.service.ts";

/**
 * Media never change, so they are cached for a year. Bytes kept in the database are sent from the
 * row; bytes in the bucket are streamed from it (ranges passed on) or, with MEDIA_URLS public or
 * signed, the browser is sent to the object's own address. `?w=320&f=avif` answers an image's copy
 * (contracts `media.ts`): the format is in the address, so nothing varies by request header; while
 * an older image has no copies yet its original stands in, cached for an hour only.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps) {
  // Never compressed on the way out: byte ranges count the stored bytes, and images and video are
  // compressed already.
  app.get<{ Params: { id: string }; Querystring: { w?: unknown; f?: unknown } }>(
    "/api/media/:id",
    { compress: false },
    async (request, reply) => {
      const row = await storedMedia(deps, pathId(request.params.id), request.query);
      const elsewhere = row.objectKey ? await bucketOf(deps).urlFor(row.objectKey) : undefined;
      if (elsewhere) return reply.header("cache-control", "private, max-age=60").redirect(elsewhere, 302);
      reply
        .header("cache-control", row.final ? "public, max-age=31536000, immutable" : "public, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .header("accept-ranges", "bytes")
        .type(row.contentType);
      const size = row.bytes?.length ?? row.byteSize ?? 0;
      const range = byteRange(request.headers.range, size);
      if (range === "unsatisfiable") return reply.code(416).header("content-range", `bytes */${size}`).send();
      if (range) reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${size}`);
      reply.header("content-length", range ? range.end - range.start + 1 : size);
      if (row.bytes) return reply.send(range ? row.bytes.subarray(range.start, range.end + 1) : row.bytes);
      const stream = await bucketOf(deps).read(row.objectKey ?? "", range);
      if (!stream) throw new AppError("notFound");
      return reply.send(stream);
    },
  );
}

/**
 * The one byte range of a `Range: bytes=…` header (what players ask for when seeking a video),
 * undefined to send the whole file, or "unsatisfiable" when it lies past the end.
 */
export function byteRange(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return "unsatisfiable" as const;
  return { start, end };
}
