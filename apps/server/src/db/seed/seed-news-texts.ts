import type { Language } from "@portal/contracts/languages";

/** Demo news, notices and video titles in the six languages (some on purpose in fewer). */

type PerLanguage<T> = Record<Language, T>;
type Article = { title: string; summary: string; body: string };

export const categoryNames: { key: string; names: PerLanguage<string> }[] = [
  {
    key: "announcements",
    names: {
      en: "Announcements",
      zh: "公告",
      "zh-hant": "公告",
      id: "Pengumuman",
      vi: "Cập nhật",
      th: "ประกาศ",
    },
  },
  {
    key: "events",
    names: { en: "Events", zh: "活动", "zh-hant": "活動", id: "Event", vi: "Sự kiện", th: "กิจกรรม" },
  },
  {
    key: "guides",
    names: { en: "Guides", zh: "攻略", "zh-hant": "攻略", id: "Panduan", vi: "Hướng dẫn", th: "คู่มือ" },
  },
];

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("");

/** Hand-written articles: category key, game slug (or null), texts. `{img}` becomes the cover. */
export const articles: { category: string; game: string | null; texts: Partial<PerLanguage<Article>> }[] = [
  {
    category: "events",
    game: "dragon-realm",
    texts: {
      en: {
        title: "Dragon Realm season 4: the Frost Wyrm awakens",
        summary: "A new raid, a winter map and double rewards all weekend.",
        body: `<h3>What is new</h3>${paragraphs("The Frost Wyrm raid opens on Friday for parties of four.", "Log in during the weekend for double raid rewards.")}<figure><img src="{img}" alt="Frost Wyrm"><figcaption>The Frost Wyrm's lair</figcaption></figure><ul><li>New map: Glacier Pass</li><li>Three new legendary weapons</li></ul><p>Full notes on the <a href="https://example.com/dragon-realm">official site</a>.</p>`,
      },
      zh: {
        title: "《龙之国度》第四赛季：冰霜巨龙苏醒",
        summary: "全新团本、冬季地图，周末奖励翻倍。",
        body: `<h3>更新内容</h3>${paragraphs("冰霜巨龙团本周五开放，四人组队挑战。", "周末登录即可获得双倍团本奖励。")}<figure><img src="{img}" alt="冰霜巨龙"><figcaption>冰霜巨龙的巢穴</figcaption></figure><ul><li>新地图：冰川隘口</li><li>三把全新传说武器</li></ul><p>完整说明请见<a href="https://example.com/dragon-realm">官网</a>。</p>`,
      },
      "zh-hant": {
        title: "《龍之國度》第四賽季：冰霜巨龍甦醒",
        summary: "全新團本、冬季地圖，週末獎勵翻倍。",
        body: `<h3>更新內容</h3>${paragraphs("冰霜巨龍團本週五開放，四人組隊挑戰。", "週末登入即可獲得雙倍團本獎勵。")}<figure><img src="{img}" alt="冰霜巨龍"><figcaption>冰霜巨龍的巢穴</figcaption></figure><ul><li>新地圖：冰川隘口</li><li>三把全新傳說武器</li></ul><p>完整說明請見<a href="https://example.com/dragon-realm">官網</a>。</p>`,
      },
      id: {
        title: "Dragon Realm musim 4: Frost Wyrm bangkit",
        summary: "Raid baru, peta musim dingin, dan hadiah ganda sepanjang akhir pekan.",
        body: `<h3>Yang baru</h3>${paragraphs("Raid Frost Wyrm dibuka Jumat untuk tim berempat.", "Masuk selama akhir pekan untuk hadiah raid ganda.")}<figure><img src="{img}" alt="Frost Wyrm"><figcaption>Sarang Frost Wyrm</figcaption></figure><ul><li>Peta baru: Glacier Pass</li><li>Tiga senjata legendaris baru</li></ul><p>Catatan lengkap di <a href="https://example.com/dragon-realm">situs resmi</a>.</p>`,
      },
      vi: {
        title: "Vương Quốc Rồng mùa 4: Rồng Băng thức tỉnh",
        summary: "Raid mới, bản đồ mùa đông và thưởng gấp đôi cả cuối tuần.",
        body: `<h3>Có gì mới</h3>${paragraphs("Raid Rồng Băng mở vào thứ Sáu cho tổ đội bốn người.", "Đăng nhập cuối tuần để nhận thưởng raid gấp đôi.")}<figure><img src="{img}" alt="Rồng Băng"><figcaption>Hang ổ của Rồng Băng</figcaption></figure><ul><li>Bản đồ mới: Đèo Băng</li><li>Ba vũ khí huyền thoại mới</li></ul><p>Chi tiết tại <a href="https://example.com/dragon-realm">trang chủ</a>.</p>`,
      },
      th: {
        title: "Dragon Realm ซีซัน 4: มังกรน้ำแข็งตื่นแล้ว",
        summary: "เรดใหม่ แผนที่ฤดูหนาว และรางวัลสองเท่าตลอดสุดสัปดาห์",
        body: `<h3>มีอะไรใหม่</h3>${paragraphs("เรดมังกรน้ำแข็งเปิดวันศุกร์ สำหรับปาร์ตี้สี่คน", "ล็อกอินช่วงสุดสัปดาห์รับรางวัลเรดสองเท่า")}<figure><img src="{img}" alt="มังกรน้ำแข็ง"><figcaption>รังของมังกรน้ำแข็ง</figcaption></figure><ul><li>แผนที่ใหม่: ช่องเขาธารน้ำแข็ง</li><li>อาวุธระดับตำนานใหม่สามชิ้น</li></ul><p>รายละเอียดที่<a href="https://example.com/dragon-realm">เว็บไซต์ทางการ</a></p>`,
      },
    },
  },
  {
    category: "announcements",
    game: "star-voyager",
    texts: {
      en: {
        title: "Star Voyager launches next month",
        summary: "Pre-registration rewards unlock as the count grows.",
        body: `${paragraphs("Star Voyager sets sail next month on iOS, Android and the web.", "Every pre-registration counts towards rewards for all captains.")}<img src="{img}" alt="Star Voyager">`,
      },
      zh: {
        title: "《星际旅者》下月上线",
        summary: "预约人数越多，全服奖励越丰厚。",
        body: `${paragraphs("《星际旅者》将于下月登陆 iOS、安卓与网页。", "每一次预约都会为全体舰长累积奖励。")}<img src="{img}" alt="星际旅者">`,
      },
      "zh-hant": {
        title: "《星際旅者》下月上線",
        summary: "預約人數越多，全服獎勵越豐厚。",
        body: `${paragraphs("《星際旅者》將於下月登陸 iOS、Android 與網頁。", "每一次預約都會為全體艦長累積獎勵。")}<img src="{img}" alt="星際旅者">`,
      },
      id: {
        title: "Star Voyager rilis bulan depan",
        summary: "Hadiah pra-registrasi terbuka seiring bertambahnya jumlah.",
        body: `${paragraphs("Star Voyager berlayar bulan depan di iOS, Android, dan web.", "Setiap pra-registrasi menambah hadiah untuk semua kapten.")}<img src="{img}" alt="Star Voyager">`,
      },
      vi: {
        title: "Lữ Khách Vì Sao ra mắt tháng sau",
        summary: "Phần thưởng đăng ký trước mở khóa khi số lượng tăng.",
        body: `${paragraphs("Lữ Khách Vì Sao ra khơi tháng sau trên iOS, Android và web.", "Mỗi lượt đăng ký trước đều góp phần thưởng cho mọi thuyền trưởng.")}<img src="{img}" alt="Lữ Khách Vì Sao">`,
      },
      th: {
        title: "นักเดินทางดวงดาว เปิดตัวเดือนหน้า",
        summary: "รางวัลลงทะเบียนล่วงหน้าปลดล็อกตามยอดที่เพิ่มขึ้น",
        body: `${paragraphs("นักเดินทางดวงดาวออกเดินทางเดือนหน้า บน iOS, Android และเว็บ", "ทุกการลงทะเบียนช่วยสะสมรางวัลให้กัปตันทุกคน")}<img src="{img}" alt="นักเดินทางดวงดาว">`,
      },
    },
  },
  {
    category: "guides",
    game: "kingdom-tactics",
    texts: {
      en: {
        title: "Kingdom Tactics: five openings every commander should know",
        summary: "From the shield wall to the cavalry feint, with counters.",
        body: `<h3>Openings</h3><ol><li>Shield wall</li><li>Archer screen</li><li>Cavalry feint</li><li>Siege rush</li><li>Mage line</li></ol>${paragraphs("Each opening has a counter; scout before you commit.")}`,
      },
      zh: {
        title: "《王国战术》：指挥官必知的五种开局",
        summary: "从盾墙到骑兵佯攻，附克制方法。",
        body: `<h3>开局</h3><ol><li>盾墙</li><li>弓手掩护</li><li>骑兵佯攻</li><li>攻城速推</li><li>法师阵线</li></ol>${paragraphs("每种开局都有克制手段，先侦察再出手。")}`,
      },
      "zh-hant": {
        title: "《王國戰術》：指揮官必知的五種開局",
        summary: "從盾牆到騎兵佯攻，附克制方法。",
        body: `<h3>開局</h3><ol><li>盾牆</li><li>弓手掩護</li><li>騎兵佯攻</li><li>攻城速推</li><li>法師陣線</li></ol>${paragraphs("每種開局都有克制手段，先偵察再出手。")}`,
      },
      id: {
        title: "Kingdom Tactics: lima pembukaan yang wajib diketahui",
        summary: "Dari dinding perisai hingga tipuan kavaleri, beserta counternya.",
        body: `<h3>Pembukaan</h3><ol><li>Dinding perisai</li><li>Tabir pemanah</li><li>Tipuan kavaleri</li><li>Serbuan pengepungan</li><li>Barisan penyihir</li></ol>${paragraphs("Setiap pembukaan punya counter; intai dulu sebelum menyerang.")}`,
      },
      vi: {
        title: "Chiến Thuật Vương Quốc: năm thế mở màn cần biết",
        summary: "Từ tường khiên đến kỵ binh nghi binh, kèm cách khắc chế.",
        body: `<h3>Thế mở màn</h3><ol><li>Tường khiên</li><li>Màn cung thủ</li><li>Kỵ binh nghi binh</li><li>Công thành nhanh</li><li>Hàng pháp sư</li></ol>${paragraphs("Mỗi thế đều có cách khắc chế; hãy trinh sát trước.")}`,
      },
      th: {
        title: "Kingdom Tactics: ห้าการเปิดเกมที่ผู้บัญชาการต้องรู้",
        summary: "ตั้งแต่กำแพงโล่ถึงทหารม้าหลอกล่อ พร้อมวิธีรับมือ",
        body: `<h3>การเปิดเกม</h3><ol><li>กำแพงโล่</li><li>ม่านพลธนู</li><li>ทหารม้าหลอกล่อ</li><li>บุกปิดล้อม</li><li>แนวนักเวท</li></ol>${paragraphs("ทุกการเปิดมีทางแก้ สอดแนมก่อนลงมือ")}`,
      },
    },
  },
  {
    // Written for Chinese readers only: zh and zh-hant (through the fallback) list it, others do not.
    category: "events",
    game: "candy-garden",
    texts: {
      zh: {
        title: "《糖果花园》春节限定活动",
        summary: "集福字换限定装扮，仅限中文服。",
        body: paragraphs("春节期间每日登录可领取福字，集齐五个兑换限定装扮。"),
      },
    },
  },
];

/** Patch notes, one per week back, so the lists have pages to load. */
export function patchNote(week: number): PerLanguage<Article> {
  const version = `1.${20 - week}.0`;
  const body = (line: string) => paragraphs(line);
  return {
    en: {
      title: `Patch notes ${version}`,
      summary: `Fixes and balance changes in version ${version}.`,
      body: body(`Version ${version} fixes reported crashes and adjusts hero balance.`),
    },
    zh: {
      title: `更新说明 ${version}`,
      summary: `${version} 版本的修复与平衡调整。`,
      body: body(`${version} 版本修复了已知闪退问题，并调整了英雄平衡。`),
    },
    "zh-hant": {
      title: `更新說明 ${version}`,
      summary: `${version} 版本的修復與平衡調整。`,
      body: body(`${version} 版本修復了已知閃退問題，並調整了英雄平衡。`),
    },
    id: {
      title: `Catatan patch ${version}`,
      summary: `Perbaikan dan penyesuaian keseimbangan di versi ${version}.`,
      body: body(`Versi ${version} memperbaiki crash yang dilaporkan dan menyesuaikan keseimbangan hero.`),
    },
    vi: {
      title: `Ghi chú cập nhật ${version}`,
      summary: `Sửa lỗi và cân bằng trong phiên bản ${version}.`,
      body: body(`Phiên bản ${version} sửa lỗi văng game và điều chỉnh cân bằng tướng.`),
    },
    th: {
      title: `บันทึกแพตช์ ${version}`,
      summary: `การแก้ไขและปรับสมดุลในเวอร์ชัน ${version}`,
      body: body(`เวอร์ชัน ${version} แก้ปัญหาเกมค้างและปรับสมดุลฮีโร่`),
    },
  };
}

export const notices: PerLanguage<{ title: string; body: string }>[] = [
  {
    en: {
      title: "Server maintenance on Tuesday",
      body: "All games pause from 02:00 to 04:00 (UTC+8) for maintenance.",
    },
    zh: { title: "周二服务器维护", body: "所有游戏将于 02:00–04:00（UTC+8）暂停维护。" },
    "zh-hant": { title: "週二伺服器維護", body: "所有遊戲將於 02:00–04:00（UTC+8）暫停維護。" },
    id: {
      title: "Pemeliharaan server hari Selasa",
      body: "Semua game jeda pukul 02.00–04.00 (UTC+8) untuk pemeliharaan.",
    },
    vi: {
      title: "Bảo trì máy chủ thứ Ba",
      body: "Tất cả game tạm dừng từ 02:00 đến 04:00 (UTC+8) để bảo trì.",
    },
    th: { title: "ปิดปรับปรุงเซิร์ฟเวอร์วันอังคาร", body: "ทุกเกมหยุดให้บริการเวลา 02:00–04:00 (UTC+8) เพื่อปรับปรุง" },
  },
  {
    en: { title: "New privacy terms", body: "We updated how we keep your data; read the terms in Settings." },
    zh: { title: "隐私条款更新", body: "我们更新了数据保存方式，请在设置中查看条款。" },
    "zh-hant": { title: "隱私條款更新", body: "我們更新了資料保存方式，請在設定中查看條款。" },
    id: {
      title: "Ketentuan privasi baru",
      body: "Kami memperbarui cara menyimpan data Anda; baca ketentuannya di Pengaturan.",
    },
    vi: {
      title: "Điều khoản riêng tư mới",
      body: "Chúng tôi đã cập nhật cách lưu dữ liệu; xem điều khoản trong Cài đặt.",
    },
    th: { title: "ข้อกำหนดความเป็นส่วนตัวใหม่", body: "เราปรับปรุงวิธีเก็บข้อมูลของคุณ อ่านข้อกำหนดได้ในการตั้งค่า" },
  },
  {
    en: {
      title: "Beware of fake gift-code sites",
      body: "Staff never ask for your password. Claim codes only in the Pack centre.",
    },
    zh: { title: "谨防虚假礼包码网站", body: "官方人员不会索要密码，请只在礼包中心领取礼包码。" },
    "zh-hant": { title: "謹防虛假禮包碼網站", body: "官方人員不會索取密碼，請只在禮包中心領取禮包碼。" },
    id: {
      title: "Waspadai situs kode hadiah palsu",
      body: "Staf tidak pernah meminta kata sandi. Klaim kode hanya di Pusat Paket.",
    },
    vi: {
      title: "Cảnh giác trang mã quà giả",
      body: "Nhân viên không bao giờ hỏi mật khẩu. Chỉ nhận mã tại Trung tâm quà.",
    },
    th: { title: "ระวังเว็บโค้ดของขวัญปลอม", body: "ทีมงานไม่เคยขอรหัสผ่าน รับโค้ดได้ที่ศูนย์แพ็กเท่านั้น" },
  },
];

export const videoTitles: { file: string; game: string; seconds: number; titles: PerLanguage<string> }[] = [
  {
    file: "dragon-realm-trailer",
    game: "dragon-realm",
    seconds: 6,
    titles: {
      en: "Dragon Realm season 4 trailer",
      zh: "《龙之国度》第四赛季预告",
      "zh-hant": "《龍之國度》第四賽季預告",
      id: "Trailer Dragon Realm musim 4",
      vi: "Trailer Vương Quốc Rồng mùa 4",
      th: "ตัวอย่าง Dragon Realm ซีซัน 4",
    },
  },
  {
    file: "star-voyager-teaser",
    game: "star-voyager",
    seconds: 3,
    titles: {
      en: "Star Voyager teaser",
      zh: "《星际旅者》先导预告",
      "zh-hant": "《星際旅者》先導預告",
      id: "Teaser Star Voyager",
      vi: "Teaser Lữ Khách Vì Sao",
      th: "ทีเซอร์นักเดินทางดวงดาว",
    },
  },
  {
    file: "kingdom-tactics-guide",
    game: "kingdom-tactics",
    seconds: 2,
    titles: {
      en: "Kingdom Tactics: the cavalry feint",
      zh: "《王国战术》：骑兵佯攻",
      "zh-hant": "《王國戰術》：騎兵佯攻",
      id: "Kingdom Tactics: tipuan kavaleri",
      vi: "Chiến Thuật Vương Quốc: kỵ binh nghi binh",
      th: "Kingdom Tactics: ทหารม้าหลอกล่อ",
    },
  },
];

/** A replay whose stored file is damaged: the player shows "Video cannot play for now". */
export const damagedVideo = {
  game: "legends-arena",
  seconds: 95,
  titles: {
    en: "Legends Arena finals replay",
    zh: "《传奇竞技场》决赛回放",
    "zh-hant": "《傳奇競技場》決賽回放",
    id: "Tayangan ulang final Legends Arena",
    vi: "Phát lại chung kết Đấu Trường Huyền Thoại",
    th: "รีเพลย์รอบชิง Legends Arena",
  } satisfies PerLanguage<string>,
};
