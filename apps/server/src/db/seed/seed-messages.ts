import { and, eq, isNull, ne } from "drizzle-orm";
import { notify } from "../../features/messages/messages.service.ts";
import { reviewLink } from "../../features/reviews/reviews.service.ts";
import type { Db } from "../client.ts";
import { users } from "../schema/account.ts";
import { games } from "../schema/games.ts";
import { giftCodes, giftPacks } from "../schema/gifts.ts";
import { mails } from "../schema/messages.ts";
import { reviewLikes, reviewReplies, reviews } from "../schema/reviews.ts";
import { recountCommunity } from "./seed-reviews.ts";

const text = (en: string, zh: string, zhHant: string, id: string, vi: string, th: string) => ({
  en,
  zh,
  "zh-hant": zhHant,
  id,
  vi,
  th,
});

/**
 * The demo player's message centre: who replied to and liked their review, a welcome mail to everyone
 * and a compensation mail with a gift code. Written once (nothing is added when any mail exists).
 */
export async function seedMessages(db: Db): Promise<number> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, "demo@portal.local"));
  if (!demo) return 0;
  const [existing] = await db.select({ id: mails.id }).from(mails).limit(1);
  if (existing) return 0;

  let written = 0;
  const mine = await db
    .select({ id: reviews.id, gameId: reviews.gameId, language: reviews.language })
    .from(reviews)
    .where(eq(reviews.userId, demo.id));
  for (const review of mine) {
    await discussDemoReview(db, demo.id, review);
    const link = reviewLink(review);
    const replies = await db
      .select({ id: reviewReplies.id, userId: reviewReplies.userId, body: reviewReplies.body })
      .from(reviewReplies)
      .where(and(eq(reviewReplies.reviewId, review.id), ne(reviewReplies.userId, demo.id)));
    for (const reply of replies) {
      const event = { userId: demo.id, subject: `reviewReply:${reply.id}`, link, excerpt: reply.body };
      if (await notify(db, { ...event, kind: "reviewReply", actorId: reply.userId })) written++;
    }
    const likes = await db
      .select({ userId: reviewLikes.userId })
      .from(reviewLikes)
      .where(eq(reviewLikes.reviewId, review.id));
    // The subject is the one a live like uses (likeMessage), so later likes join this message.
    for (const like of likes)
      await notify(db, {
        userId: demo.id,
        kind: "reviewLike",
        subject: `reviewLike:${review.id}`,
        link,
        actorId: like.userId,
      });
    if (likes.length > 0) written++;
  }

  await db.insert(mails).values([
    {
      audience: "everyone",
      title: text(
        "Welcome to the Game Portal",
        "欢迎来到游戏门户",
        "歡迎來到遊戲入口",
        "Selamat datang di Game Portal",
        "Chào mừng đến với Game Portal",
        "ยินดีต้อนรับสู่ Game Portal",
      ),
      body: text(
        "Sign in every day for points, claim packs in the Pack tab and tell other players what you think of their games.",
        "每天签到领积分，在礼包页领取礼包，也欢迎给游戏写下你的评价。",
        "每天簽到領積分，在禮包頁領取禮包，也歡迎為遊戲寫下你的評價。",
        "Masuk setiap hari untuk poin, klaim paket di tab Paket, dan bagikan pendapat Anda tentang game.",
        "Điểm danh mỗi ngày để nhận điểm, nhận quà ở mục Quà và chia sẻ cảm nhận về trò chơi.",
        "เช็กอินทุกวันเพื่อรับแต้ม รับแพ็กในแท็บแพ็ก และบอกเล่าความเห็นของคุณเกี่ยวกับเกม",
      ),
    },
    {
      audience: "player",
      userId: demo.id,
      title: text(
        "Sorry for the maintenance",
        "维护补偿",
        "維護補償",
        "Maaf atas pemeliharaan",
        "Xin lỗi vì bảo trì",
        "ขออภัยสำหรับการปิดปรับปรุง",
      ),
      body: text(
        "Thanks for waiting while we upgraded the servers. Here is a small gift: claim it and redeem the code in the game.",
        "感谢你在服务器升级期间的耐心等待。送你一份小礼物：领取后到游戏中兑换。",
        "感謝你在伺服器升級期間的耐心等待。送你一份小禮物：領取後到遊戲中兌換。",
        "Terima kasih telah menunggu selama peningkatan server. Ini hadiah kecil: klaim dan tukarkan kodenya di game.",
        "Cảm ơn bạn đã chờ trong lúc nâng cấp máy chủ. Đây là món quà nhỏ: hãy nhận và đổi mã trong trò chơi.",
        "ขอบคุณที่รอระหว่างการอัปเกรดเซิร์ฟเวอร์ นี่คือของขวัญเล็กๆ รับแล้วนำรหัสไปแลกในเกม",
      ),
      giftPackId: await compensationPack(db),
    },
  ]);
  await launchGiftPack(db);
  return written + 2;
}

const pack = (name: string, contents: string, instructions: string) => ({ name, contents, instructions });

/** The maintenance compensation: a mail-only pack of Sky Racers with a small pool of codes. */
function compensationPack(db: Db): Promise<number | null> {
  return mailOnlyPack(
    db,
    "sky-racers",
    { prefix: "SORRY-MAINT", count: 20 },
    {
      en: pack("Maintenance compensation", "500 coins, 2 speed boosts", "Redeem in Settings → Gift code"),
      zh: pack("维护补偿", "金币×500，加速道具×2", "在游戏设置→礼包码中兑换"),
      "zh-hant": pack("維護補償", "金幣×500，加速道具×2", "在遊戲設定→禮包碼中兌換"),
      id: pack(
        "Kompensasi pemeliharaan",
        "500 koin, 2 boost kecepatan",
        "Tukarkan di Pengaturan → Kode hadiah",
      ),
      vi: pack("Bồi thường bảo trì", "500 xu, 2 tăng tốc", "Đổi trong Cài đặt → Mã quà"),
      th: pack("ค่าชดเชยการปิดปรับปรุง", "500 เหรียญ, บูสต์ความเร็ว 2 ชิ้น", "แลกที่ ตั้งค่า → รหัสของขวัญ"),
    },
  );
}

/** Ninja Rush's launch gift: a mail-only pack the console's broadcasts can send to its reservists. */
function launchGiftPack(db: Db): Promise<number | null> {
  return mailOnlyPack(
    db,
    "ninja-rush",
    { prefix: "NINJA-LAUNCH", count: 1000 },
    {
      en: pack("Launch gift", "1,000 coins, a rare outfit", "Redeem in Settings → Gift code"),
      zh: pack("开服礼包", "金币×1000，稀有服装×1", "在游戏设置→礼包码中兑换"),
      "zh-hant": pack("開服禮包", "金幣×1000，稀有服裝×1", "在遊戲設定→禮包碼中兌換"),
      id: pack("Hadiah peluncuran", "1.000 koin, kostum langka", "Tukarkan di Pengaturan → Kode hadiah"),
      vi: pack("Quà ra mắt", "1.000 xu, trang phục hiếm", "Đổi trong Cài đặt → Mã quà"),
      th: pack("ของขวัญเปิดตัว", "1,000 เหรียญ, ชุดหายาก", "แลกที่ ตั้งค่า → รหัสของขวัญ"),
    },
  );
}

async function mailOnlyPack(
  db: Db,
  slug: string,
  codes: { prefix: string; count: number },
  texts: (typeof giftPacks.$inferInsert)["texts"],
): Promise<number | null> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.slug, slug));
  if (!game) return null;
  const [row] = await db
    .insert(giftPacks)
    .values({
      gameId: game.id,
      mailOnly: true,
      validUntil: new Date(Date.now() + 90 * 24 * 60 * 60 * 1000),
      texts,
    })
    .returning({ id: giftPacks.id });
  if (!row) return null;
  await db.insert(giftCodes).values(
    Array.from({ length: codes.count }, (_, i) => ({
      packId: row.id,
      code: `${codes.prefix}-${String(i + 1).padStart(Math.max(3, String(codes.count).length), "0")}`,
    })),
  );
  return row.id;
}

const demoReplies = [
  "Agreed, the desert track is the best one yet!",
  "More cars in the free pass would be great. Try the weekly cup meanwhile.",
];

/** Two community players answer the demo player's review and three like it (counts recomputed from rows). */
async function discussDemoReview(db: Db, demoId: number, review: { id: number; language: string }) {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, demoId), isNull(users.email), isNull(users.phone)))
    .orderBy(users.id)
    .limit(3);
  if (others.length === 0) return;
  await db.insert(reviewReplies).values(
    demoReplies.flatMap((body, i) => {
      const author = others[i];
      return author ? [{ reviewId: review.id, userId: author.id, body, language: review.language }] : [];
    }),
  );
  await db
    .insert(reviewLikes)
    .values(others.map((other) => ({ userId: other.id, reviewId: review.id })))
    .onConflictDoNothing();
  await recountCommunity(db);
}
