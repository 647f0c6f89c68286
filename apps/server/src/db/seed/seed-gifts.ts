import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/account.ts";
import { games } from "../schema/games.ts";
import { giftCodes, giftPacks, mallProducts, type OfferTexts, type PackTask } from "../schema/gifts.ts";
import { otherInstructions, otherLanguages } from "./seed-gift-texts.ts";

const DAY = 24 * 60 * 60 * 1000;

type Text = [name: string, contents: string];
const redeemInGame = [
  "Open Settings → Redeem code in the game and paste the code.",
  "在游戏的“设置 → 兑换码”中粘贴礼包码即可兑换。",
];

/** An offer's texts in all six languages: English and Simplified Chinese here, the others from seed-gift-texts. */
function texts(en: Text, zh: Text, instructions = redeemInGame): OfferTexts {
  const [enInstructions = "", zhInstructions = ""] = instructions;
  const others = otherLanguages[en[0]];
  const otherSteps = otherInstructions[enInstructions];
  const result: OfferTexts = {
    en: { name: en[0], contents: en[1], instructions: enInstructions },
    zh: { name: zh[0], contents: zh[1], instructions: zhInstructions },
  };
  for (const language of ["zh-hant", "id", "vi", "th"] as const) {
    const text = others?.[language];
    if (text)
      result[language] = { name: text[0], contents: text[1], instructions: otherSteps?.[language] ?? "" };
  }
  return result;
}

interface DemoPack {
  slug: string;
  texts: OfferTexts;
  codes: number;
  /** Codes already taken by the other demo players: leaves a pack nearly or fully sold out. */
  taken?: number;
  days?: number;
  pointsCost?: number;
  minVipLevel?: number;
  needsDailySignIn?: boolean;
  needsReservation?: boolean;
  needsEmail?: boolean;
  task?: PackTask;
}

const demoPacks: DemoPack[] = [
  {
    slug: "dragon-realm",
    codes: 50,
    texts: texts(
      ["Starter pack", "100 gems, 5 stamina potions, 1 rare egg"],
      ["新手礼包", "钻石×100、体力药水×5、稀有蛋×1"],
    ),
  },
  {
    slug: "dragon-realm",
    codes: 5,
    taken: 4,
    texts: texts(["Launch week pack", "Dragon saddle skin, 300 gold"], ["开服周礼包", "龙鞍皮肤、金币×300"]),
  },
  {
    slug: "dragon-realm",
    codes: 2,
    taken: 2,
    texts: texts(["Founders' pack", "Founder title, 500 gems"], ["创始人礼包", "创始人称号、钻石×500"]),
  },
  {
    slug: "dragon-realm",
    codes: 20,
    minVipLevel: 3,
    texts: texts(["VIP 3 pack", "Golden armour set (7 days)"], ["VIP3 礼包", "黄金套装（7天）"]),
  },
  {
    slug: "dragon-realm",
    codes: 30,
    needsDailySignIn: true,
    texts: texts(["Daily check-in pack", "2 stamina potions"], ["每日签到礼包", "体力药水×2"]),
  },
  {
    slug: "dragon-realm",
    codes: 20,
    needsEmail: true,
    texts: texts(["E-mail pack", "Mail-only dragon egg"], ["邮箱礼包", "邮箱专属龙蛋"]),
  },
  {
    slug: "dragon-realm",
    codes: 10,
    pointsCost: 200,
    texts: texts(["Points pack", "1,000 gold and a speed-up"], ["积分礼包", "金币×1000、加速券"]),
  },
  {
    slug: "dragon-realm",
    codes: 10,
    days: -7,
    texts: texts(["Summer pack", "Beach outfit"], ["夏日礼包", "沙滩服装"]),
  },
  {
    slug: "sky-racers",
    codes: 40,
    texts: texts(["Racer's kit", "Turbo boost ×3, neon paint"], ["赛车手礼包", "涡轮加速×3、霓虹涂装"]),
  },
  {
    slug: "sky-racers",
    codes: 3,
    taken: 2,
    texts: texts(["Champion decals", "Gold livery"], ["冠军贴纸", "金色涂装"]),
  },
  {
    slug: "kingdom-tactics",
    codes: 40,
    texts: texts(["Commander pack", "Recruit tickets ×5"], ["指挥官礼包", "招募券×5"]),
  },
  {
    slug: "candy-garden",
    codes: 40,
    texts: texts(["Sweet start", "Extra lives ×5, rainbow booster"], ["甜蜜开局", "额外生命×5、彩虹道具"]),
  },
  {
    slug: "star-voyager",
    codes: 30,
    needsReservation: true,
    texts: texts(
      ["Pre-registration pack", "Explorer ship skin at launch"],
      ["预约礼包", "上线即得探索者飞船皮肤"],
    ),
  },
  {
    slug: "dragon-realm",
    codes: 30,
    task: { kind: "signStreak", days: 3 },
    texts: texts(["3-day streak pack", "Rare egg"], ["连签3天礼包", "稀有蛋"]),
  },
  {
    slug: "dragon-realm",
    codes: 30,
    task: { kind: "signStreak", days: 7 },
    texts: texts(["7-day streak pack", "Epic egg"], ["连签7天礼包", "史诗蛋"]),
  },
  {
    slug: "dragon-realm",
    codes: 30,
    task: { kind: "recharge", currency: "USD", amountMinor: 1000 },
    texts: texts(["Top-up 10 USD pack", "Legendary dragon shard ×10"], ["累充10美元礼包", "传说龙魂碎片×10"]),
  },
  {
    slug: "star-voyager",
    codes: 30,
    task: { kind: "reservation" },
    texts: texts(["Early explorer quest", "Star map and 200 crystals"], ["先行探索任务", "星图、水晶×200"]),
  },
];

const shipped = ["Delivered by post within 14 days.", "14天内邮寄送达。"];
const inGame = ["Sent to your in-game mailbox within 10 minutes.", "10分钟内发送到游戏内邮箱。"];

const demoProducts: (typeof mallProducts.$inferInsert)[] = [
  {
    section: "general",
    pointsCost: 100,
    stock: 50,
    texts: texts(["Gem bundle", "50 gems in any game"], ["钻石礼包", "任意游戏钻石×50"], inGame),
  },
  {
    section: "general",
    pointsCost: 50,
    stock: 100,
    texts: texts(["Gold coins ×1000", "1,000 gold"], ["金币×1000", "金币×1000"], inGame),
  },
  {
    section: "general",
    pointsCost: 800,
    stock: 3,
    physical: true,
    texts: texts(["Portal T-shirt", "Cotton, size L"], ["门户纪念T恤", "纯棉，L码"], shipped),
  },
  {
    section: "general",
    pointsCost: 300,
    stock: 0,
    physical: true,
    texts: texts(["Dragon mouse pad", "Large desk mat"], ["巨龙鼠标垫", "大号桌垫"], shipped),
  },
  {
    section: "general",
    pointsCost: 1500,
    stock: 5,
    texts: texts(["Rare mount", "Phoenix mount (permanent)"], ["稀有坐骑", "凤凰坐骑（永久）"], inGame),
  },
  {
    section: "vip",
    pointsCost: 200,
    stock: 30,
    minVipLevel: 3,
    texts: texts(
      ["VIP crown frame", "Avatar frame for VIP 3+"],
      ["VIP皇冠头像框", "VIP3以上专属头像框"],
      inGame,
    ),
  },
  {
    section: "vip",
    pointsCost: 600,
    stock: 10,
    minVipLevel: 5,
    texts: texts(["Legendary chest", "For VIP 5+"], ["传说宝箱", "VIP5以上专属"], inGame),
  },
  {
    section: "birthday",
    pointsCost: 50,
    stock: 100,
    texts: texts(["Birthday cake", "Cake costume and 100 gems"], ["生日蛋糕", "蛋糕装扮、钻石×100"], inGame),
  },
];

const codeOf = () =>
  randomBytes(6)
    .toString("hex")
    .toUpperCase()
    .replace(/(.{4})/g, "$1-")
    .slice(0, 14);

/** Packs with small code pools (some nearly or fully taken) and mall products; once, on first start. */
export async function seedGifts(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ id: giftPacks.id }).from(giftPacks).limit(1);
  if (existing) return 0;
  const slugs = [...new Set(demoPacks.map((pack) => pack.slug))];
  const gameRows = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(inArray(games.slug, slugs));
  const gameIds = new Map(gameRows.map((row) => [row.slug, row.id]));
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ["gm@portal.local", "mod@portal.local", "banned@portal.local"]));
  const otherPhones = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.phone, ["13800000001"]));
  const takers = [...others, ...otherPhones].map((row) => row.id);
  for (const [index, demo] of demoPacks.entries()) {
    const gameId = gameIds.get(demo.slug);
    if (!gameId) continue;
    const { slug: _slug, codes, taken = 0, days = 60, ...values } = demo;
    const [pack] = await db
      .insert(giftPacks)
      .values({ gameId, ...values, validUntil: new Date(now.getTime() + days * DAY), sortOrder: index })
      .returning({ id: giftPacks.id });
    if (!pack) continue;
    await db.insert(giftCodes).values(
      Array.from({ length: codes }, (_, n) => ({
        packId: pack.id,
        code: codeOf(),
        userId: n < taken ? (takers[n] ?? null) : null,
        claimedAt: n < taken && takers[n] ? now : null,
      })),
    );
  }
  await db
    .insert(mallProducts)
    .values(demoProducts.map((product, index) => ({ ...product, sortOrder: -index })));
  return demoPacks.length + demoProducts.length;
}
