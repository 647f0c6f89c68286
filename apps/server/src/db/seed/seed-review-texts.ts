import type { Language } from "@portal/contracts/languages";

/**
 * Phrase banks for demo reviews: an opener, a body and a closer per rating band, composed so that
 * hundreds of reviews read differently. `{game}` is the game's name in the review's language.
 */
type Band = "positive" | "mixed" | "negative";
type Bank = Record<Band, { open: string[]; body: string[]; close: string[] }>;

export const reviewBanks: Record<Language, Bank> = {
  en: {
    positive: {
      open: [
        "Honestly one of the best games on my phone.",
        "Been playing {game} every day since launch.",
        "Didn't expect much, but wow.",
        "5 stars from a long-time player!",
      ],
      body: [
        "The art is gorgeous and the music is on another level.",
        "Combat feels smooth, even on my three-year-old phone.",
        "Events are generous and you can get good heroes without paying.",
        "The guild raids on weekends are the highlight of my week.",
      ],
      close: [
        "Keep up the great work, devs!",
        "Highly recommended.",
        "Can't wait for the next season.",
        "My friends all joined because of me 😄",
      ],
    },
    mixed: {
      open: ["Good game with a few issues.", "{game} is fun, but it has problems.", "Three stars for now."],
      body: [
        "The story is great, but the energy system slows everything down.",
        "Matchmaking takes too long in the evening.",
        "It drains my battery fast and the loading screens are long.",
      ],
      close: ["Will update my rating if this gets fixed.", "Still worth a try.", "Please look into it."],
    },
    negative: {
      open: ["Really disappointed.", "Uninstalled after the last update.", "Not what the trailer promised."],
      body: [
        "It crashes every time I open the event page.",
        "Pay-to-win: top players all bought the premium heroes.",
        "Lost my progress after the server merge and support never answered.",
      ],
      close: ["Fix the bugs please.", "Can't recommend it right now.", "Such a waste of a good idea."],
    },
  },
  zh: {
    positive: {
      open: [
        "手机里最好玩的游戏之一！",
        "从开服玩到现在，每天必上线。",
        "本来没抱什么期待，结果真香。",
        "老玩家给个五星！",
      ],
      body: [
        "画面很精美，音乐也特别好听。",
        "战斗手感流畅，三年前的旧手机也不卡。",
        "活动福利很多，不氪金也能拿到强力角色。",
        "周末的公会团战是我一周最期待的时候。",
      ],
      close: ["希望官方继续加油！", "强烈推荐。", "期待下个赛季。", "已经拉了好几个朋友一起玩了😄"],
    },
    mixed: {
      open: ["游戏不错，但有些小问题。", "《{game}》挺好玩的，就是有点毛病。", "暂时给三星。"],
      body: ["剧情很棒，但体力限制太影响节奏了。", "晚上匹配时间太长。", "耗电快，加载也有点久。"],
      close: ["修好了会改评分。", "还是值得一试。", "希望官方重视一下。"],
    },
    negative: {
      open: ["非常失望。", "上次更新后已经卸载了。", "和宣传片完全不一样。"],
      body: [
        "每次打开活动页面就闪退。",
        "氪金太严重，排行榜前面全是充值大佬。",
        "合服后进度丢失，客服一直不回复。",
      ],
      close: ["请尽快修复。", "目前不推荐。", "可惜了一个好创意。"],
    },
  },
  "zh-hant": {
    positive: {
      open: [
        "手機裡最好玩的遊戲之一！",
        "從開服玩到現在，每天必上線。",
        "本來沒抱什麼期待，結果真香。",
        "老玩家給個五星！",
      ],
      body: [
        "畫面很精美，音樂也特別好聽。",
        "戰鬥手感流暢，舊手機也不會卡。",
        "活動福利很多，不課金也能拿到強力角色。",
        "週末的公會團戰是我一週最期待的時候。",
      ],
      close: ["希望官方繼續加油！", "強烈推薦。", "期待下個賽季。", "已經拉了好幾個朋友一起玩了😄"],
    },
    mixed: {
      open: ["遊戲不錯，但有些小問題。", "《{game}》挺好玩的，就是有點毛病。", "暫時給三星。"],
      body: ["劇情很棒，但體力限制太影響節奏了。", "晚上配對時間太長。", "耗電快，載入也有點久。"],
      close: ["修好了會改評分。", "還是值得一試。", "希望官方重視一下。"],
    },
    negative: {
      open: ["非常失望。", "上次更新後已經刪除了。", "和宣傳影片完全不一樣。"],
      body: [
        "每次打開活動頁面就閃退。",
        "課金太嚴重，排行榜前面全是儲值大佬。",
        "合服後進度遺失，客服一直沒回覆。",
      ],
      close: ["請盡快修復。", "目前不推薦。", "可惜了一個好點子。"],
    },
  },
  id: {
    positive: {
      open: [
        "Jujur ini salah satu game terbaik di HP-ku.",
        "Main {game} tiap hari sejak rilis.",
        "Awalnya ragu, ternyata seru banget.",
        "Bintang 5 dari pemain lama!",
      ],
      body: [
        "Grafisnya cantik dan musiknya keren.",
        "Pertarungannya mulus, bahkan di HP lama.",
        "Eventnya royal, tanpa top up pun bisa dapat hero bagus.",
        "Raid guild tiap akhir pekan paling seru.",
      ],
      close: [
        "Semangat terus developer!",
        "Sangat direkomendasikan.",
        "Nggak sabar nunggu season berikutnya.",
      ],
    },
    mixed: {
      open: [
        "Game bagus tapi ada beberapa masalah.",
        "{game} seru, tapi masih ada kekurangan.",
        "Tiga bintang dulu.",
      ],
      body: [
        "Ceritanya bagus, tapi sistem energinya bikin lambat.",
        "Matchmaking lama kalau malam.",
        "Boros baterai dan loading-nya lama.",
      ],
      close: [
        "Nanti kuubah ratingnya kalau sudah diperbaiki.",
        "Tetap layak dicoba.",
        "Tolong diperhatikan ya.",
      ],
    },
    negative: {
      open: ["Kecewa banget.", "Langsung uninstall setelah update terakhir.", "Beda jauh sama trailernya."],
      body: [
        "Selalu force close waktu buka halaman event.",
        "Pay-to-win, yang di atas semua sultan.",
        "Progres hilang setelah merge server, CS nggak balas.",
      ],
      close: ["Tolong perbaiki bug-nya.", "Untuk sekarang belum kurekomendasikan.", "Sayang sekali."],
    },
  },
  vi: {
    positive: {
      open: [
        "Một trong những game hay nhất trên điện thoại của mình.",
        "Chơi {game} mỗi ngày từ khi ra mắt.",
        "Không kỳ vọng nhiều mà lại rất cuốn.",
        "5 sao từ người chơi lâu năm!",
      ],
      body: [
        "Đồ họa đẹp, nhạc nền rất hay.",
        "Chiến đấu mượt, máy cũ vẫn chơi tốt.",
        "Sự kiện nhiều quà, không nạp vẫn có tướng mạnh.",
        "Đánh boss bang hội cuối tuần là vui nhất.",
      ],
      close: ["Cố lên nhà phát triển!", "Rất đáng chơi.", "Mong chờ mùa giải tiếp theo."],
    },
    mixed: {
      open: ["Game ổn nhưng còn vài lỗi.", "{game} vui nhưng vẫn còn vấn đề.", "Tạm thời 3 sao."],
      body: [
        "Cốt truyện hay nhưng hệ thống thể lực làm chậm nhịp chơi.",
        "Buổi tối ghép trận quá lâu.",
        "Hao pin và tải game hơi lâu.",
      ],
      close: ["Sửa xong mình sẽ nâng điểm.", "Vẫn đáng thử.", "Mong đội ngũ xem xét."],
    },
    negative: {
      open: ["Rất thất vọng.", "Đã gỡ game sau bản cập nhật mới.", "Khác xa trailer."],
      body: [
        "Cứ mở trang sự kiện là văng game.",
        "Nạp tiền mới mạnh, top toàn đại gia.",
        "Mất dữ liệu sau khi gộp server, hỗ trợ không trả lời.",
      ],
      close: ["Mong sửa lỗi sớm.", "Hiện tại không khuyên chơi.", "Thật đáng tiếc."],
    },
  },
  th: {
    positive: {
      open: [
        "เป็นหนึ่งในเกมที่ดีที่สุดในมือถือของผมเลย",
        "เล่น {game} ทุกวันตั้งแต่เปิดเซิร์ฟ",
        "ไม่ได้คาดหวังอะไร แต่สนุกมาก",
        "ห้าดาวจากผู้เล่นเก่า!",
      ],
      body: [
        "ภาพสวยมาก เพลงก็เพราะ",
        "ระบบต่อสู้ลื่นไหล มือถือรุ่นเก่าก็เล่นได้",
        "กิจกรรมแจกเยอะ ไม่เติมเงินก็ได้ตัวละครเก่ง ๆ",
        "กิลด์เรดวันหยุดสนุกที่สุด",
      ],
      close: ["เป็นกำลังใจให้ทีมพัฒนานะครับ", "แนะนำเลย", "รอซีซันหน้าไม่ไหวแล้ว"],
    },
    mixed: {
      open: ["เกมดีแต่ยังมีปัญหาอยู่บ้าง", "{game} สนุกแต่ยังมีข้อเสีย", "ให้สามดาวไปก่อน"],
      body: ["เนื้อเรื่องดี แต่ระบบพลังงานทำให้เล่นช้า", "ตอนกลางคืนหาห้องนานมาก", "กินแบตและโหลดนาน"],
      close: ["ถ้าแก้แล้วจะเพิ่มดาวให้", "ยังน่าลองอยู่", "ฝากทีมงานดูด้วยครับ"],
    },
    negative: {
      open: ["ผิดหวังมาก", "ลบเกมทิ้งหลังอัปเดตล่าสุด", "ไม่เหมือนในตัวอย่างเลย"],
      body: [
        "เปิดหน้ากิจกรรมทีไรเด้งออกทุกที",
        "ต้องเติมเงินถึงจะเก่ง อันดับต้น ๆ มีแต่สายเปย์",
        "ข้อมูลหายหลังรวมเซิร์ฟ ติดต่อแอดมินก็ไม่ตอบ",
      ],
      close: ["ช่วยแก้บั๊กด้วย", "ตอนนี้ยังไม่แนะนำ", "น่าเสียดายจริง ๆ"],
    },
  },
};

export const bandOf = (rating: number): Band =>
  rating >= 4 ? "positive" : rating === 3 ? "mixed" : "negative";

/** Player replies under reviews, per language. */
export const replyBank: Record<Language, string[]> = {
  en: [
    "Totally agree!",
    "Same here, the last event was great.",
    "Try lowering the graphics, it helped me.",
    "Which server are you on?",
    "Thanks for the tip!",
  ],
  zh: [
    "完全同意！",
    "我也是，上次活动太良心了。",
    "试试把画质调低，我这样就好了。",
    "你在哪个服？",
    "谢谢分享！",
  ],
  "zh-hant": [
    "完全同意！",
    "我也是，上次活動太佛心了。",
    "試試把畫質調低，我這樣就好了。",
    "你在哪個伺服器？",
    "謝謝分享！",
  ],
  id: [
    "Setuju banget!",
    "Sama, event kemarin mantap.",
    "Coba turunkan grafisnya, aku jadi lancar.",
    "Kamu di server mana?",
    "Makasih infonya!",
  ],
  vi: [
    "Đồng ý hoàn toàn!",
    "Mình cũng vậy, sự kiện vừa rồi rất ổn.",
    "Thử giảm đồ họa xem, mình làm vậy là hết lag.",
    "Bạn chơi server nào?",
    "Cảm ơn bạn đã chia sẻ!",
  ],
  th: [
    "เห็นด้วยเลย!",
    "เหมือนกันครับ กิจกรรมที่แล้วดีมาก",
    "ลองลดกราฟิกดู ของผมดีขึ้นเลย",
    "เล่นเซิร์ฟไหนครับ",
    "ขอบคุณสำหรับข้อมูล!",
  ],
};

/** The publisher's official answers, per language. */
export const officialReplyBank: Record<Language, string[]> = {
  en: [
    "Hi! Thank you for the detailed feedback. The crash on the event page is fixed in today's patch. Please update and let us know if it happens again. — Luna, {game} team",
    "Thanks for playing! We have passed your suggestion to the design team and will share news in the next developer letter.",
  ],
  zh: [
    "您好！感谢详细的反馈。活动页面闪退的问题已在今天的更新中修复，请更新后再试，如仍有问题请随时告诉我们。——《{game}》运营团队",
    "感谢支持！您的建议已转达给策划团队，后续会在开发者来信中同步进展。",
  ],
  "zh-hant": [
    "您好！感謝詳細的回饋。活動頁面閃退的問題已在今天的更新中修復，請更新後再試，如仍有問題請隨時告訴我們。——《{game}》營運團隊",
    "感謝支持！您的建議已轉達給企劃團隊，後續會在開發者來信中同步進度。",
  ],
  id: [
    "Halo! Terima kasih atas masukannya. Masalah force close di halaman event sudah diperbaiki di patch hari ini. Silakan update, kabari kami jika masih terjadi. — Tim {game}",
    "Terima kasih sudah bermain! Saranmu sudah kami teruskan ke tim desain.",
  ],
  vi: [
    "Chào bạn! Cảm ơn góp ý chi tiết. Lỗi văng game ở trang sự kiện đã được sửa trong bản vá hôm nay, bạn cập nhật và báo lại nếu còn gặp nhé. — Đội ngũ {game}",
    "Cảm ơn bạn đã ủng hộ! Đề xuất của bạn đã được chuyển tới đội thiết kế.",
  ],
  th: [
    "สวัสดีครับ ขอบคุณสำหรับคำติชม ปัญหาเด้งออกในหน้ากิจกรรมแก้ไขแล้วในแพตช์วันนี้ อัปเดตแล้วลองอีกครั้งนะครับ หากยังพบปัญหาแจ้งเราได้เลย — ทีมงาน {game}",
    "ขอบคุณที่ร่วมเล่นนะครับ เราส่งข้อเสนอแนะของคุณให้ทีมออกแบบแล้ว",
  ],
};

/** Reviewer nicknames per language; a number is added to make each one unique. */
export const nicknameBank: Record<Language, string[]> = {
  en: ["ShadowFox", "PixelMira", "IronBard", "NightOwl", "LuckyJay", "StormRider", "CozyGamer", "Blaze"],
  zh: ["夜雨听风", "小龙虾", "星河漫游", "橘子汽水", "一只咸鱼", "云深不知处", "北极熊"],
  "zh-hant": ["奶茶控", "夜貓子", "阿翔", "小確幸", "月光旅人", "咖啡不加糖"],
  id: ["BudiGamer", "SitiPlay", "RaniaZ", "AgusPro", "DewiKece", "Fajar99"],
  vi: ["LinhMeo", "HoangLong", "TuanAnh", "MaiXinh", "BaoNgoc", "KhoaPro"],
  th: ["น้องแพรว", "สมชายเกมเมอร์", "ต้นกล้า", "มะลิ", "เจ้าหมีน้อย", "ก้องภพ"],
};
