import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { media } from "../../db/schema/platform.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";

/** Images live in the database (any process can serve them); they never change, so cache for a year. */
export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { id: string } }>("/api/media/:id", async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0) throw new AppError("notFound");
    const [row] = await deps.database.db
      .select({ contentType: media.contentType, bytes: media.bytes })
      .from(media)
      .where(eq(media.id, id));
    if (!row) throw new AppError("notFound");
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .type(row.contentType)
      .send(row.bytes);
  });
}
