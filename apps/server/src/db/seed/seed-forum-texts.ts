import type { Language } from "@portal/contracts/languages";

/** Demo forum texts per language: `{game}` is the game's name in the post's language. */
export const postBank: Record<Language, { title: string; body: string }[]> = {
  en: [
    {
      title: "Best team for the new raid?",
      body: "I keep failing at the last boss phase.\nWhat does your team look like? Any tips on timing the shield break?",
    },
    {
      title: "Beginner guide: first 7 days in {game}",
      body: "Day 1: finish the story up to chapter 3.\nDay 2–3: join a guild and claim the daily rewards.\nDay 4–7: save your gems for the limited banner.",
    },
    {
      title: "My fan art of the main hero ✏️",
      body: "Took me about 10 hours. Hope you like it!\nCritique welcome.",
    },
    {
      title: "Is the weekend event worth it?",
      body: "The rewards look nice but the energy cost is high. Anyone done the math?",
    },
  ],
  zh: [
    {
      title: "新副本用什么阵容最好？",
      body: "最后一个阶段总是打不过。\n大家的阵容是怎样的？破盾时机有什么技巧吗？",
    },
    {
      title: "新手攻略：{game}前七天怎么玩",
      body: "第1天：主线推到第3章。\n第2–3天：加入公会，每天领奖励。\n第4–7天：把钻石留给限定卡池。",
    },
    { title: "画了一张主角的同人图", body: "画了大概十个小时，希望大家喜欢！\n欢迎提意见。" },
    { title: "周末活动值得肝吗？", body: "奖励看起来不错，但体力消耗太大了，有人算过吗？" },
  ],
  "zh-hant": [
    {
      title: "新副本用什麼陣容最好？",
      body: "最後一個階段總是打不過。\n大家的陣容是怎樣的？破盾時機有什麼技巧嗎？",
    },
    {
      title: "新手攻略：{game}前七天怎麼玩",
      body: "第1天：主線推到第3章。\n第2–3天：加入公會，每天領獎勵。\n第4–7天：把鑽石留給限定卡池。",
    },
    { title: "畫了一張主角的同人圖", body: "畫了大概十個小時，希望大家喜歡！\n歡迎提意見。" },
  ],
  id: [
    {
      title: "Tim terbaik untuk raid baru?",
      body: "Aku selalu gagal di fase terakhir bos.\nSeperti apa tim kalian? Ada tips untuk memecah perisainya?",
    },
    {
      title: "Panduan pemula: 7 hari pertama di {game}",
      body: "Hari 1: selesaikan cerita sampai bab 3.\nHari 2–3: gabung guild dan klaim hadiah harian.\nHari 4–7: simpan permata untuk banner terbatas.",
    },
    {
      title: "Fan art tokoh utama buatanku",
      body: "Butuh sekitar 10 jam. Semoga suka!\nKritik dan saran diterima.",
    },
    {
      title: "Event akhir pekan worth it nggak?",
      body: "Hadiahnya bagus tapi energinya mahal. Ada yang sudah hitung?",
    },
  ],
  vi: [
    {
      title: "Đội hình tốt nhất cho raid mới?",
      body: "Mình cứ thua ở giai đoạn cuối của boss.\nĐội hình của mọi người thế nào? Có mẹo phá khiên không?",
    },
    {
      title: "Hướng dẫn tân thủ: 7 ngày đầu trong {game}",
      body: "Ngày 1: làm cốt truyện đến chương 3.\nNgày 2–3: vào bang và nhận quà hằng ngày.\nNgày 4–7: để dành kim cương cho banner giới hạn.",
    },
    {
      title: "Fan art nhân vật chính của mình",
      body: "Mất khoảng 10 tiếng. Mong mọi người thích!\nXin góp ý.",
    },
  ],
  th: [
    {
      title: "ทีมไหนดีที่สุดสำหรับเรดใหม่?",
      body: "แพ้ช่วงสุดท้ายของบอสตลอดเลย\nทีมของทุกคนเป็นยังไงบ้าง มีเทคนิคทำลายโล่ไหม?",
    },
    {
      title: "คู่มือมือใหม่: 7 วันแรกใน {game}",
      body: "วันที่ 1: เล่นเนื้อเรื่องถึงบทที่ 3\nวันที่ 2–3: เข้ากิลด์และรับรางวัลรายวัน\nวันที่ 4–7: เก็บเพชรไว้สำหรับตู้จำกัดเวลา",
    },
    { title: "แฟนอาร์ตตัวเอกที่วาดเอง", body: "ใช้เวลาวาดประมาณ 10 ชั่วโมง หวังว่าจะชอบกันนะ!\nยินดีรับคำติชม" },
  ],
};

export const commentBank: Record<Language, string[]> = {
  en: [
    "Great post, thanks!",
    "Same problem here 😅",
    "Try bringing two healers.",
    "This helped a lot.",
    "Beautiful work!",
  ],
  zh: ["写得好，感谢！", "我也遇到同样的问题😅", "试试带两个奶妈。", "很有帮助。", "画得真好！"],
  "zh-hant": ["寫得好，感謝！", "我也遇到同樣的問題😅", "試試帶兩個補師。", "很有幫助。"],
  id: ["Postingan bagus, makasih!", "Aku juga sama 😅", "Coba bawa dua healer.", "Sangat membantu."],
  vi: ["Bài hay quá, cảm ơn!", "Mình cũng bị y vậy 😅", "Thử mang hai healer xem.", "Rất hữu ích."],
  th: ["โพสต์ดีมาก ขอบคุณ!", "เจอปัญหาเดียวกันเลย 😅", "ลองใช้ฮีลเลอร์สองตัวดู", "มีประโยชน์มาก"],
};

export const announcementBank: Record<"en" | "zh", { title: string; body: string }> = {
  en: {
    title: "[Official] {game} season update and maintenance notice",
    body: "Dear players,\nThe new season starts next week. Servers will be down for maintenance for about 2 hours.\nThank you for your patience!",
  },
  zh: {
    title: "【官方】{game}新赛季更新及维护公告",
    body: "亲爱的玩家：\n新赛季将于下周开启，服务器将停机维护约2小时。\n感谢大家的耐心等待！",
  },
};
