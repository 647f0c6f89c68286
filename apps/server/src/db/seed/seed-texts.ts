import type { Language } from "@portal/contracts/languages";
import type { DemoGame } from "./game-catalogue.ts";

type Genre = DemoGame["type"];

const genreLine: Record<Language, Record<Genre, string>> = {
  en: {
    rpg: "an open-world role-playing adventure",
    action: "a fast hack-and-slash action game",
    strategy: "a deep real-time strategy game",
    casual: "a relaxing match-three puzzle game",
    card: "a collectible card battler",
    sports: "an arcade sports game",
    moba: "a 5v5 team battle arena",
    simulation: "a cosy life simulation",
  },
  zh: {
    rpg: "一款开放世界角色扮演冒险游戏",
    action: "一款爽快的动作砍杀游戏",
    strategy: "一款深度即时战略游戏",
    casual: "一款轻松的三消益智游戏",
    card: "一款收集类卡牌对战游戏",
    sports: "一款街机风格体育游戏",
    moba: "一款5v5团队竞技游戏",
    simulation: "一款温馨的生活模拟游戏",
  },
  "zh-hant": {
    rpg: "一款開放世界角色扮演冒險遊戲",
    action: "一款爽快的動作砍殺遊戲",
    strategy: "一款深度即時戰略遊戲",
    casual: "一款輕鬆的三消益智遊戲",
    card: "一款收集類卡牌對戰遊戲",
    sports: "一款街機風格體育遊戲",
    moba: "一款5v5團隊競技遊戲",
    simulation: "一款溫馨的生活模擬遊戲",
  },
  id: {
    rpg: "petualangan RPG dunia terbuka",
    action: "game aksi hack-and-slash yang cepat",
    strategy: "game strategi real-time yang mendalam",
    casual: "game puzzle match-3 yang santai",
    card: "game pertarungan kartu koleksi",
    sports: "game olahraga arkade",
    moba: "arena pertempuran tim 5v5",
    simulation: "simulasi kehidupan yang nyaman",
  },
  vi: {
    rpg: "một game nhập vai phiêu lưu thế giới mở",
    action: "một game hành động chém giết tốc độ",
    strategy: "một game chiến thuật thời gian thực có chiều sâu",
    casual: "một game giải đố ghép ba thư giãn",
    card: "một game đấu thẻ bài sưu tầm",
    sports: "một game thể thao phong cách arcade",
    moba: "một đấu trường đồng đội 5v5",
    simulation: "một game mô phỏng cuộc sống ấm áp",
  },
  th: {
    rpg: "เกมผจญภัยสวมบทบาทโลกเปิด",
    action: "เกมแอ็กชันฟันดาบสุดมันส์",
    strategy: "เกมวางแผนแบบเรียลไทม์ที่ลึกซึ้ง",
    casual: "เกมพัซเซิลจับคู่สามแบบผ่อนคลาย",
    card: "เกมการ์ดสะสมต่อสู้",
    sports: "เกมกีฬาสไตล์อาร์เคด",
    moba: "สนามประลองทีม 5v5",
    simulation: "เกมจำลองชีวิตแสนอบอุ่น",
  },
};

const introTemplate: Record<Language, (name: string, genre: string, company: string) => string> = {
  en: (n, g, c) =>
    `${n} is ${g} from ${c}. Build your team, explore hand-crafted worlds and take on weekly events with friends.\n\nEvery season brings new heroes, new maps and ranked rewards. Play solo or join a guild, chat with players from your region and climb the leaderboards.\n\nOptimised for phones: short sessions, offline progress and a fair free-to-play economy.`,
  zh: (n, g, c) =>
    `《${n}》是${c}推出的${g}。组建你的队伍，探索精心打造的世界，和好友一起挑战每周活动。\n\n每个赛季都会带来新英雄、新地图和排位奖励。你可以单人游玩，也可以加入公会，与同区玩家交流，冲击排行榜。\n\n专为手机优化：碎片时间也能玩，离线也有收益，公平的免费游戏体验。`,
  "zh-hant": (n, g, c) =>
    `《${n}》是${c}推出的${g}。組建你的隊伍，探索精心打造的世界，和好友一起挑戰每週活動。\n\n每個賽季都會帶來新英雄、新地圖和排位獎勵。你可以單人遊玩，也可以加入公會，與同區玩家交流，衝擊排行榜。\n\n專為手機優化：零碎時間也能玩，離線也有收益，公平的免費遊戲體驗。`,
  id: (n, g, c) =>
    `${n} adalah ${g} dari ${c}. Bangun timmu, jelajahi dunia yang dibuat dengan teliti, dan ikuti event mingguan bersama teman.\n\nSetiap musim menghadirkan pahlawan baru, peta baru, dan hadiah peringkat. Main sendiri atau gabung guild, ngobrol dengan pemain di wilayahmu dan naiki papan peringkat.\n\nDioptimalkan untuk ponsel: sesi singkat, progres offline, dan ekonomi gratis yang adil.`,
  vi: (n, g, c) =>
    `${n} là ${g} của ${c}. Xây dựng đội hình, khám phá những thế giới được chăm chút và tham gia sự kiện hằng tuần cùng bạn bè.\n\nMỗi mùa mang đến anh hùng mới, bản đồ mới và phần thưởng xếp hạng. Chơi một mình hoặc gia nhập bang hội, trò chuyện với người chơi cùng khu vực và leo bảng xếp hạng.\n\nTối ưu cho điện thoại: phiên chơi ngắn, tiến trình ngoại tuyến và nền kinh tế miễn phí công bằng.`,
  th: (n, g, c) =>
    `${n} คือ${g}จาก ${c} สร้างทีมของคุณ สำรวจโลกที่สร้างอย่างพิถีพิถัน และร่วมกิจกรรมประจำสัปดาห์กับเพื่อน ๆ\n\nทุกซีซันมีฮีโร่ใหม่ แผนที่ใหม่ และรางวัลจัดอันดับ เล่นคนเดียวหรือเข้าร่วมกิลด์ พูดคุยกับผู้เล่นในภูมิภาคของคุณ และไต่อันดับให้สูงขึ้น\n\nปรับแต่งมาเพื่อมือถือ: เล่นสั้น ๆ ได้ มีความคืบหน้าแบบออฟไลน์ และระบบเล่นฟรีที่ยุติธรรม`,
};

const updateTemplate: Record<Language, (version: string) => string> = {
  en: (v) =>
    `Version ${v}: new limited-time event, balance changes for three heroes, faster loading and bug fixes.`,
  zh: (v) => `${v} 版本：新增限时活动，调整三位英雄平衡性，加快加载速度并修复已知问题。`,
  "zh-hant": (v) => `${v} 版本：新增限時活動，調整三位英雄平衡性，加快載入速度並修復已知問題。`,
  id: (v) =>
    `Versi ${v}: event waktu terbatas baru, penyesuaian tiga pahlawan, pemuatan lebih cepat dan perbaikan bug.`,
  vi: (v) => `Phiên bản ${v}: sự kiện giới hạn mới, cân bằng ba anh hùng, tải nhanh hơn và sửa lỗi.`,
  th: (v) => `เวอร์ชัน ${v}: กิจกรรมจำกัดเวลาใหม่ ปรับสมดุลฮีโร่สามตัว โหลดเร็วขึ้น และแก้ไขข้อผิดพลาด`,
};

export function gameTextsFor(game: DemoGame, language: Language) {
  const name = game.name[language];
  const genre = genreLine[language][game.type];
  return {
    name,
    summary: genre.charAt(0).toUpperCase() + genre.slice(1),
    intro: introTemplate[language](name, genre, game.company),
    updateNotes: updateTemplate[language](game.version),
  };
}
