import type { Language } from "@portal/contracts/languages";
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { games } from "../schema/games.ts";
import { type TopicTexts, topics } from "../schema/topics.ts";
import { storeArtwork } from "./artwork.ts";

const DAY = 24 * 60 * 60 * 1000;
type Texts = Record<Language, { title: string; summary: string; body: string }>;

/** A topic about the game in pre-registration, a general guide and an event running for a month. */
const demoTopics: { kind: "topic" | "event"; game: string | null; pinned: boolean; texts: Texts }[] = [
  {
    kind: "topic",
    game: "star-voyager",
    pinned: true,
    texts: {
      en: {
        title: "Star Voyager: everything before launch",
        summary: "Ships, crews and the pre-registration rewards in one page.",
        body: "<h2>Ships and crews</h2><p>Build a fleet of <strong>twelve ship classes</strong> and recruit crews from five star systems.</p><h2>Pre-registration</h2><p>Every milestone unlocks rewards for all players.</p>",
      },
      zh: {
        title: "《星际旅者》上线前全攻略",
        summary: "舰船、船员与预约奖励，一页看全。",
        body: "<h2>舰船与船员</h2><p>打造由<strong>十二种舰船</strong>组成的舰队，从五个星系招募船员。</p><h2>预约</h2><p>每达成一个里程碑，全服玩家都能获得奖励。</p>",
      },
      "zh-hant": {
        title: "《星際旅者》上線前全攻略",
        summary: "艦船、船員與預約獎勵，一頁看全。",
        body: "<h2>艦船與船員</h2><p>打造由<strong>十二種艦船</strong>組成的艦隊，從五個星系招募船員。</p><h2>預約</h2><p>每達成一個里程碑，全服玩家都能獲得獎勵。</p>",
      },
      id: {
        title: "Star Voyager: semua sebelum rilis",
        summary: "Kapal, kru, dan hadiah pra-registrasi dalam satu halaman.",
        body: "<h2>Kapal dan kru</h2><p>Bangun armada dari <strong>dua belas kelas kapal</strong> dan rekrut kru dari lima sistem bintang.</p><h2>Pra-registrasi</h2><p>Setiap pencapaian membuka hadiah untuk semua pemain.</p>",
      },
      vi: {
        title: "Star Voyager: mọi điều trước ngày ra mắt",
        summary: "Tàu, phi hành đoàn và phần thưởng đăng ký trước trong một trang.",
        body: "<h2>Tàu và phi hành đoàn</h2><p>Xây dựng hạm đội với <strong>mười hai lớp tàu</strong> và chiêu mộ phi hành đoàn từ năm hệ sao.</p><h2>Đăng ký trước</h2><p>Mỗi mốc mở khóa phần thưởng cho mọi người chơi.</p>",
      },
      th: {
        title: "Star Voyager: ทุกเรื่องก่อนเปิดตัว",
        summary: "ยาน ลูกเรือ และรางวัลลงทะเบียนล่วงหน้าในหน้าเดียว",
        body: "<h2>ยานและลูกเรือ</h2><p>สร้างกองยานจาก<strong>ยานสิบสองประเภท</strong> และรับลูกเรือจากห้าระบบดาว</p><h2>ลงทะเบียนล่วงหน้า</h2><p>ทุกเป้าหมายที่สำเร็จจะปลดล็อกรางวัลให้ผู้เล่นทุกคน</p>",
      },
    },
  },
  {
    kind: "topic",
    game: null,
    pinned: false,
    texts: {
      en: {
        title: "New here? Five things to do first",
        summary: "Sign in daily, claim gifts, pre-register and join the forums.",
        body: "<ol><li>Sign in every day for points.</li><li>Claim the gift packs of your games.</li><li>Pre-register for new games.</li><li>Rate the games you play.</li><li>Say hello on the forums.</li></ol>",
      },
      zh: {
        title: "新来的？先做这五件事",
        summary: "每日签到、领取礼包、预约新游、加入论坛。",
        body: "<ol><li>每天签到领积分。</li><li>领取你所玩游戏的礼包。</li><li>预约新游戏。</li><li>为你玩过的游戏评分。</li><li>在论坛打个招呼。</li></ol>",
      },
      "zh-hant": {
        title: "新來的？先做這五件事",
        summary: "每日簽到、領取禮包、預約新遊、加入論壇。",
        body: "<ol><li>每天簽到領積分。</li><li>領取你所玩遊戲的禮包。</li><li>預約新遊戲。</li><li>為你玩過的遊戲評分。</li><li>在論壇打個招呼。</li></ol>",
      },
      id: {
        title: "Baru di sini? Lima hal pertama",
        summary: "Absen harian, klaim hadiah, pra-registrasi, dan gabung forum.",
        body: "<ol><li>Absen setiap hari untuk poin.</li><li>Klaim paket hadiah gimmu.</li><li>Pra-registrasi gim baru.</li><li>Beri nilai gim yang kamu mainkan.</li><li>Sapa semua di forum.</li></ol>",
      },
      vi: {
        title: "Mới đến? Năm việc nên làm trước",
        summary: "Điểm danh hằng ngày, nhận quà, đăng ký trước và tham gia diễn đàn.",
        body: "<ol><li>Điểm danh mỗi ngày để nhận điểm.</li><li>Nhận gói quà của trò chơi bạn chơi.</li><li>Đăng ký trước trò chơi mới.</li><li>Chấm điểm trò chơi bạn chơi.</li><li>Chào mọi người trên diễn đàn.</li></ol>",
      },
      th: {
        title: "มาใหม่? ห้าสิ่งที่ควรทำก่อน",
        summary: "เช็กอินทุกวัน รับของขวัญ ลงทะเบียนล่วงหน้า และเข้าร่วมฟอรัม",
        body: "<ol><li>เช็กอินทุกวันเพื่อรับแต้ม</li><li>รับแพ็กของขวัญของเกมที่คุณเล่น</li><li>ลงทะเบียนล่วงหน้าเกมใหม่</li><li>ให้คะแนนเกมที่คุณเล่น</li><li>ทักทายทุกคนในฟอรัม</li></ol>",
      },
    },
  },
  {
    kind: "event",
    game: "dragon-realm",
    pinned: false,
    texts: {
      en: {
        title: "Dragon Realm: double points month",
        summary: "Every top-up in Dragon Realm earns double portal points this month.",
        body: "<p>From today, every top-up in <strong>Dragon Realm</strong> earns <strong>double points</strong> in the portal's points mall.</p>",
      },
      zh: {
        title: "《龙之国度》双倍积分月",
        summary: "本月在《龙之国度》充值可获得双倍门户积分。",
        body: "<p>即日起，在<strong>《龙之国度》</strong>每次充值都可在积分商城获得<strong>双倍积分</strong>。</p>",
      },
      "zh-hant": {
        title: "《龍之國度》雙倍積分月",
        summary: "本月在《龍之國度》儲值可獲得雙倍入口積分。",
        body: "<p>即日起，在<strong>《龍之國度》</strong>每次儲值都可在積分商城獲得<strong>雙倍積分</strong>。</p>",
      },
      id: {
        title: "Dragon Realm: bulan poin ganda",
        summary: "Setiap top-up di Dragon Realm memberi poin portal ganda bulan ini.",
        body: "<p>Mulai hari ini, setiap top-up di <strong>Dragon Realm</strong> memberi <strong>poin ganda</strong> di toko poin portal.</p>",
      },
      vi: {
        title: "Dragon Realm: tháng nhân đôi điểm",
        summary: "Mỗi lần nạp trong Dragon Realm tháng này nhận gấp đôi điểm cổng.",
        body: "<p>Từ hôm nay, mỗi lần nạp trong <strong>Dragon Realm</strong> nhận <strong>gấp đôi điểm</strong> ở cửa hàng điểm của cổng.</p>",
      },
      th: {
        title: "Dragon Realm: เดือนแต้มคูณสอง",
        summary: "เติมเงินใน Dragon Realm เดือนนี้รับแต้มพอร์ทัลสองเท่า",
        body: "<p>ตั้งแต่วันนี้ ทุกการเติมเงินใน <strong>Dragon Realm</strong> ได้รับ<strong>แต้มสองเท่า</strong>ในร้านแลกแต้มของพอร์ทัล</p>",
      },
    },
  },
];

/** Topics and an event for the home strip and game pages; once (a second start adds nothing). */
export async function seedTopics(db: Db, options: { artwork?: boolean; now?: Date } = {}): Promise<number> {
  const [existing] = await db.select({ id: topics.id }).from(topics).limit(1);
  if (existing) return 0;
  const now = options.now ?? new Date();
  let added = 0;
  for (const [index, topic] of demoTopics.entries()) {
    const [game] = topic.game
      ? await db.select({ id: games.id }).from(games).where(eq(games.slug, topic.game))
      : [];
    const coverMediaId =
      options.artwork === false ? null : await storeArtwork(db, `topic/${index}/cover`, 750, 420);
    const event = topic.kind === "event";
    await db.insert(topics).values({
      kind: topic.kind,
      gameId: game?.id ?? null,
      texts: topic.texts satisfies TopicTexts,
      coverMediaId,
      startsAt: event ? new Date(now.getTime() - DAY) : null,
      endsAt: event ? new Date(now.getTime() + 30 * DAY) : null,
      publishedAt: new Date(now.getTime() - (index + 1) * DAY),
      pinned: topic.pinned,
    });
    added++;
  }
  return added;
}
