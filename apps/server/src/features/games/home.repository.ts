import { and, asc, desc, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { banners, homeNotices } from "../../db/schema/home.ts";

/** The pinned, else newest, pop-up notice whose window contains `now`. */
export async function findRunningNotice(db: DbOrTx, now: Date) {
  const [row] = await db
    .select()
    .from(homeNotices)
    .where(and(lte(homeNotices.startsAt, now), gt(homeNotices.endsAt, now)))
    .orderBy(desc(homeNotices.pinned), desc(homeNotices.startsAt), desc(homeNotices.id))
    .limit(1);
  return row;
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findRunningNotice>>>;

/** Banners shown now, in carousel order (a prepared statement: home asks for them on every visit). */
export async function listRunningBanners(db: DbOrTx, now: Date) {
  const query = prepared(db, "running_banners", (name) => {
    const at = sql.placeholder("now");
    return db
      .select()
      .from(banners)
      .where(
        and(
          or(isNull(banners.startsAt), lte(banners.startsAt, at)),
          or(isNull(banners.endsAt), gt(banners.endsAt, at)),
        ),
      )
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .prepare(name);
  });
  return query.execute({ now: now.toISOString() });
}

export type BannerRow = Awaited<ReturnType<typeof listRunningBanners>>[number];
