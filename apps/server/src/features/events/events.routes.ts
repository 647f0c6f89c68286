import { contentFallback, normalizeLanguage } from "@portal/contracts/languages";
import { eventList } from "@portal/contracts/platform";
import { SIGNATURE_MAX_SKEW_MS, signaturesEqual, signParams } from "@portal/contracts/signature";
import { and, gt, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { storedActivities } from "../../db/schema/platform.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { useOnce } from "../../platform/request-nonces.ts";
import { serve } from "../../platform/route.ts";

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  serve(app, eventList, async ({ query, request }) => {
    const raw = request.query as Record<string, string>;
    if (!signaturesEqual(query.signature, signParams(raw, deps.config.EVENT_SIGN_SECRET)))
      throw new AppError("signatureWrong");
    const now = deps.now();
    if (Math.abs(now.getTime() - query.tm) > SIGNATURE_MAX_SKEW_MS) throw new AppError("signatureExpired");
    if (!(await useOnce(db, query.nonce, now))) throw new AppError("nonceReused");

    const language = normalizeLanguage(query.sys_language);
    const rows = await db
      .select()
      .from(storedActivities)
      .where(and(lt(storedActivities.startsAt, now), gt(storedActivities.endsAt, now)))
      .orderBy(sql`${storedActivities.endsAt}`);
    return rows.flatMap((row) => {
      const text = contentFallback(language)
        .map((l) => row.texts[l])
        .find(Boolean);
      if (!text) return [];
      return [
        {
          id: row.id,
          title: text.title,
          description: text.description,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
        },
      ];
    });
  });
}
