import { and, asc, desc, gt, isNull, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
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

/** Banners shown now, in carousel order. */
export async function listRunningBanners(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

export type BannerRow = Awaited<ReturnType<typeof listRunningBanners>>[number];
