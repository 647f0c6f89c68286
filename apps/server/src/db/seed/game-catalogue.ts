import type { Language } from "@portal/contracts/languages";
import type { gameTypes } from "../schema/games.ts";

type Texts = Record<Language, string>;

export interface DemoGame {
  slug: string;
  type: (typeof gameTypes)[number];
  status: "released" | "upcoming";
  platforms: ("ios" | "android" | "web")[];
  releaseDate: string;
  company: string;
  version: string;
  hot?: boolean;
  recommended?: boolean;
  name: Texts;
}

/** The demo catalogue: names in all six languages; texts are composed per type in seed-texts.ts. */
export const demoGames: DemoGame[] = [
  { slug: "dragon-realm", type: "rpg", status: "released", platforms: ["ios", "android"], releaseDate: "2025-03-14", company: "Lumen Games", version: "3.2.1", hot: true, recommended: true,
    name: { en: "Dragon Realm", zh: "龙之国度", "zh-hant": "龍之國度", id: "Alam Naga", vi: "Vương Quốc Rồng", th: "อาณาจักรมังกร" } },
  { slug: "sky-racers", type: "sports", status: "released", platforms: ["ios", "android", "web"], releaseDate: "2024-11-02", company: "Velocity Studio", version: "1.8.0", hot: true,
    name: { en: "Sky Racers", zh: "天空赛车手", "zh-hant": "天空賽車手", id: "Pembalap Langit", vi: "Tay Đua Bầu Trời", th: "นักแข่งฟ้า" } },
  { slug: "kingdom-tactics", type: "strategy", status: "released", platforms: ["android", "web"], releaseDate: "2025-06-20", company: "Northwind Interactive", version: "2.0.4", recommended: true,
    name: { en: "Kingdom Tactics", zh: "王国战略", "zh-hant": "王國戰略", id: "Taktik Kerajaan", vi: "Chiến Thuật Vương Quốc", th: "ยุทธการอาณาจักร" } },
  { slug: "candy-garden", type: "casual", status: "released", platforms: ["ios", "android"], releaseDate: "2024-08-09", company: "Sunny Bee", version: "5.11.0", hot: true,
    name: { en: "Candy Garden", zh: "糖果花园", "zh-hant": "糖果花園", id: "Taman Permen", vi: "Vườn Kẹo", th: "สวนลูกกวาด" } },
  { slug: "shadow-blade", type: "action", status: "released", platforms: ["ios", "android"], releaseDate: "2025-09-01", company: "Lumen Games", version: "1.4.2", hot: true, recommended: true,
    name: { en: "Shadow Blade", zh: "影之刃", "zh-hant": "影之刃", id: "Pedang Bayangan", vi: "Kiếm Bóng Đêm", th: "ดาบเงา" } },
  { slug: "arcane-cards", type: "card", status: "released", platforms: ["ios", "android", "web"], releaseDate: "2023-12-15", company: "Mirror Lake", version: "7.0.3", recommended: true,
    name: { en: "Arcane Cards", zh: "奥秘卡牌", "zh-hant": "奧秘卡牌", id: "Kartu Arkana", vi: "Thẻ Bài Bí Ẩn", th: "การ์ดเวทมนตร์" } },
  { slug: "legends-arena", type: "moba", status: "released", platforms: ["ios", "android"], releaseDate: "2024-04-30", company: "Titan Forge", version: "4.6.0", hot: true,
    name: { en: "Legends Arena", zh: "传奇竞技场", "zh-hant": "傳奇競技場", id: "Arena Legenda", vi: "Đấu Trường Huyền Thoại", th: "สังเวียนตำนาน" } },
  { slug: "harvest-town", type: "simulation", status: "released", platforms: ["android", "web"], releaseDate: "2025-01-18", company: "Sunny Bee", version: "2.3.0",
    name: { en: "Harvest Town", zh: "丰收小镇", "zh-hant": "豐收小鎮", id: "Kota Panen", vi: "Thị Trấn Mùa Gặt", th: "เมืองเก็บเกี่ยว" } },
  { slug: "star-voyager", type: "rpg", status: "upcoming", platforms: ["ios", "android"], releaseDate: "2027-02-10", company: "Northwind Interactive", version: "0.9.0", recommended: true,
    name: { en: "Star Voyager", zh: "星际旅者", "zh-hant": "星際旅者", id: "Penjelajah Bintang", vi: "Lữ Khách Vì Sao", th: "นักเดินทางดวงดาว" } },
  { slug: "ninja-rush", type: "action", status: "upcoming", platforms: ["ios", "android", "web"], releaseDate: "2027-01-05", company: "Titan Forge", version: "0.8.2", hot: true,
    name: { en: "Ninja Rush", zh: "忍者冲刺", "zh-hant": "忍者衝刺", id: "Serbuan Ninja", vi: "Ninja Tốc Chiến", th: "นินจาพุ่งทะยาน" } },
  { slug: "ocean-empire", type: "strategy", status: "upcoming", platforms: ["android"], releaseDate: "2027-04-22", company: "Mirror Lake", version: "0.5.0",
    name: { en: "Ocean Empire", zh: "海洋帝国", "zh-hant": "海洋帝國", id: "Kekaisaran Samudra", vi: "Đế Chế Đại Dương", th: "จักรวรรดิมหาสมุทร" } },
  { slug: "pixel-football", type: "sports", status: "released", platforms: ["ios", "android", "web"], releaseDate: "2025-05-05", company: "Velocity Studio", version: "3.0.1",
    name: { en: "Pixel Football", zh: "像素足球", "zh-hant": "像素足球", id: "Sepak Bola Piksel", vi: "Bóng Đá Pixel", th: "ฟุตบอลพิกเซล" } },
];
