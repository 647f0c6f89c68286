import { and, eq, ne } from "drizzle-orm";
import { notify } from "../../features/messages/messages.service.ts";
import type { Db } from "../client.ts";
import { users } from "../schema/account.ts";
import { mails } from "../schema/messages.ts";
import { reviewLikes, reviewReplies, reviews } from "../schema/reviews.ts";

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
    .select({ id: reviews.id, gameId: reviews.gameId })
    .from(reviews)
    .where(eq(reviews.userId, demo.id));
  for (const review of mine) {
    const link = `/game/${review.gameId}?review=${review.id}`;
    const replies = await db
      .select({ id: reviewReplies.id, userId: reviewReplies.userId, body: reviewReplies.body })
      .from(reviewReplies)
      .where(and(eq(reviewReplies.reviewId, review.id), ne(reviewReplies.userId, demo.id)));
    for (const reply of replies)
      if (
        await notify(db, {
          userId: demo.id,
          kind: "reviewReply",
          subject: `reviewReply:${reply.id}`,
          link,
          actorId: reply.userId,
          excerpt: reply.body,
        })
      )
        written++;
    const likes = await db
      .select({ userId: reviewLikes.userId })
      .from(reviewLikes)
      .where(eq(reviewLikes.reviewId, review.id));
    for (const like of likes)
      await notify(db, {
        userId: demo.id,
        kind: "reviewLike",
        subject: `review:${review.id}`,
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
      giftCode: "SORRY-MAINT-7Q2X",
    },
  ]);
  return written + 2;
}
