import { pathId } from "@portal/contracts/paging";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { storedMedia } from "./media.service.ts";

/** Images live in the database (any process can serve them); they never change, so cache for a year. */
export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { id: string } }>("/api/media/:id", async (request, reply) => {
    const row = await storedMedia(deps, pathId(request.params.id));
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("accept-ranges", "bytes")
      .type(row.contentType);
    const range = byteRange(request.headers.range, row.bytes.length);
    if (range === "unsatisfiable")
      return reply.code(416).header("content-range", `bytes */${row.bytes.length}`).send();
    if (!range) return reply.send(row.bytes);
    return reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${row.bytes.length}`)
      .send(row.bytes.subarray(range.start, range.end + 1));
  });
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
