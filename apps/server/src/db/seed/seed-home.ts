import type { Language } from "@portal/contracts/languages";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { reservationMilestones } from "../schema/game-social.ts";
import { games } from "../schema/games.ts";
import { banners, homeNotices } from "../schema/home.ts";
import { storeArtwork } from "./artwork.ts";

type PerLanguage<T> = Record<Language, T>;

/** Star Voyager's pre-registration goals; its count starts with the pre-registrations from stores. */
const milestoneGame = { slug: "star-voyager", elsewhere: 42_318 };
const milestones: { threshold: number; texts: PerLanguage<{ title: string; reward: string }> }[] = [
  {
    threshold: 10_000,
    texts: {
      en: { title: "10,000 pre-registrations", reward: "Starter pack: 500 gold and 10 summon tickets" },
      zh: { title: "预约突破1万", reward: "新手礼包：500金币、10张召唤券" },
      "zh-hant": { title: "預約突破1萬", reward: "新手禮包：500金幣、10張召喚券" },
      id: { title: "10.000 pra-registrasi", reward: "Paket pemula: 500 emas dan 10 tiket summon" },
      vi: { title: "10.000 lượt đăng ký trước", reward: "Gói tân thủ: 500 vàng và 10 vé triệu hồi" },
      th: { title: "ลงทะเบียนล่วงหน้าครบ 10,000", reward: "แพ็กมือใหม่: 500 ทอง และตั๋วอัญเชิญ 10 ใบ" },
    },
  },
  {
    threshold: 50_000,
    texts: {
      en: { title: "50,000 pre-registrations", reward: "Limited outfit: Nebula Pilot" },
      zh: { title: "预约突破5万", reward: "限定时装：星云飞行员" },
      "zh-hant": { title: "預約突破5萬", reward: "限定時裝：星雲飛行員" },
      id: { title: "50.000 pra-registrasi", reward: "Kostum terbatas: Pilot Nebula" },
      vi: { title: "50.000 lượt đăng ký trước", reward: "Trang phục giới hạn: Phi công Tinh vân" },
      th: { title: "ลงทะเบียนล่วงหน้าครบ 50,000", reward: "ชุดลิมิเต็ด: นักบินเนบิวลา" },
    },
  },
  {
    threshold: 100_000,
    texts: {
      en: { title: "100,000 pre-registrations", reward: "Legendary companion: Star Whale" },
      zh: { title: "预约突破10万", reward: "传说伙伴：星鲸" },
      "zh-hant": { title: "預約突破10萬", reward: "傳說夥伴：星鯨" },
      id: { title: "100.000 pra-registrasi", reward: "Pendamping legendaris: Paus Bintang" },
      vi: { title: "100.000 lượt đăng ký trước", reward: "Bạn đồng hành huyền thoại: Cá Voi Sao" },
      th: { title: "ลงทะเบียนล่วงหน้าครบ 100,000", reward: "คู่หูระดับตำนาน: วาฬดวงดาว" },
    },
  },
];

const notice: PerLanguage<{ title: string; body: string; button: string }> = {
  en: {
    title: "Star Voyager: pre-registration is open",
    body: "Pre-register now and unlock rewards for everyone at 10k, 50k and 100k pre-registrations.",
    button: "Pre-register",
  },
  zh: {
    title: "《星际旅者》预约开启",
    body: "立即预约，预约人数达到1万、5万、10万时全服解锁奖励。",
    button: "立即预约",
  },
  "zh-hant": {
    title: "《星際旅者》預約開啟",
    body: "立即預約，預約人數達到1萬、5萬、10萬時全服解鎖獎勵。",
    button: "立即預約",
  },
  id: {
    title: "Star Voyager: pra-registrasi dibuka",
    body: "Daftar sekarang dan buka hadiah untuk semua pemain di 10 rb, 50 rb, dan 100 rb pendaftar.",
    button: "Daftar sekarang",
  },
  vi: {
    title: "Lữ Khách Vì Sao: mở đăng ký trước",
    body: "Đăng ký ngay để mở khóa phần thưởng cho mọi người khi đạt 10 nghìn, 50 nghìn và 100 nghìn lượt.",
    button: "Đăng ký ngay",
  },
  th: {
    title: "นักเดินทางดวงดาว เปิดลงทะเบียนล่วงหน้าแล้ว",
    body: "ลงทะเบียนตอนนี้ ปลดล็อกรางวัลให้ทุกคนเมื่อครบ 1 หมื่น 5 หมื่น และ 1 แสนคน",
    button: "ลงทะเบียนเลย",
  },
};

const bannerPlan: { key: string; slug: string | null; link?: string; title: PerLanguage<string> }[] = [
  {
    key: "star-voyager-prereg",
    slug: "star-voyager",
    title: {
      en: "Star Voyager — pre-register for launch rewards",
      zh: "《星际旅者》预约领取开服好礼",
      "zh-hant": "《星際旅者》預約領取開服好禮",
      id: "Star Voyager — daftar dan dapatkan hadiah rilis",
      vi: "Lữ Khách Vì Sao — đăng ký nhận quà ra mắt",
      th: "นักเดินทางดวงดาว — ลงทะเบียนรับรางวัลเปิดตัว",
    },
  },
  {
    key: "dragon-realm-season",
    slug: "dragon-realm",
    title: {
      en: "Dragon Realm season 4: the Frost Wyrm awakens",
      zh: "《龙之国度》第四赛季：冰霜巨龙苏醒",
      "zh-hant": "《龍之國度》第四賽季：冰霜巨龍甦醒",
      id: "Alam Naga musim 4: Naga Es terbangun",
      vi: "Vương Quốc Rồng mùa 4: Rồng Băng thức tỉnh",
      th: "อาณาจักรมังกร ซีซัน 4: มังกรน้ำแข็งตื่นแล้ว",
    },
  },
  {
    key: "shadow-blade-launch",
    slug: "shadow-blade",
    title: {
      en: "Shadow Blade is out now on iOS and Android",
      zh: "《影之刃》iOS与安卓现已上线",
      "zh-hant": "《影之刃》iOS與Android現已上線",
      id: "Pedang Bayangan kini hadir di iOS dan Android",
      vi: "Kiếm Bóng Đêm đã có mặt trên iOS và Android",
      th: "ดาบเงา เปิดให้เล่นแล้วบน iOS และ Android",
    },
  },
  {
    key: "gift-centre",
    slug: null,
    link: "/gift",
    title: {
      en: "Free gift packs every week in the gift centre",
      zh: "礼包中心每周免费礼包",
      "zh-hant": "禮包中心每週免費禮包",
      id: "Paket hadiah gratis tiap minggu di pusat hadiah",
      vi: "Quà miễn phí mỗi tuần tại trung tâm quà tặng",
      th: "แพ็กของขวัญฟรีทุกสัปดาห์ที่ศูนย์ของขวัญ",
    },
  },
];

async function gameIdsBySlug(db: Db, slugs: string[]) {
  const rows = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(inArray(games.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Milestones, the pop-up notice and banners; each part is added once. Answers what was added. */
export async function seedHome(db: Db, now = new Date()): Promise<number> {
  let added = 0;
  const ids = await gameIdsBySlug(db, ["star-voyager", "dragon-realm", "shadow-blade"]);
  const voyager = ids.get(milestoneGame.slug);
  if (voyager) {
    const inserted = await db
      .insert(reservationMilestones)
      .values(milestones.map((m) => ({ gameId: voyager, threshold: m.threshold, texts: m.texts })))
      .onConflictDoNothing()
      .returning({ id: reservationMilestones.id });
    if (inserted.length) {
      await db
        .update(games)
        .set({ reservationsElsewhere: milestoneGame.elsewhere })
        .where(eq(games.id, voyager));
      added += inserted.length;
    }
  }
  const [noticeCount] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(homeNotices);
  if (!noticeCount?.n) {
    await db.insert(homeNotices).values({
      texts: notice,
      imageMediaId: await storeArtwork(db, "notice/star-voyager", 600, 360),
      link: voyager ? `/game/${voyager}` : "/",
      startsAt: new Date(now.getTime() - 24 * 3600_000),
      endsAt: new Date(now.getTime() + 90 * 24 * 3600_000),
    });
    added++;
  }
  const [bannerCount] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(banners);
  if (!bannerCount?.n) {
    const rows = await Promise.all(
      bannerPlan.map(async (plan, index) => ({
        imageMediaId: await storeArtwork(db, `banner/${plan.key}`, 750, 300),
        link: plan.link ?? `/game/${(plan.slug && ids.get(plan.slug)) || ""}`,
        texts: Object.fromEntries(Object.entries(plan.title).map(([lang, title]) => [lang, { title }])),
        sortOrder: index,
      })),
    );
    await db.insert(banners).values(rows);
    added += rows.length;
  }
  return added;
}
