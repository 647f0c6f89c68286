/**
 * The demo packs' and products' texts in Traditional Chinese, Indonesian, Vietnamese and Thai, keyed
 * by their English name (English and Simplified Chinese sit beside each item in seed-gifts.ts).
 */
type Text = [name: string, contents: string];
type Others = { "zh-hant": Text; id: Text; vi: Text; th: Text };

export const otherLanguages: Record<string, Others> = {
  "Starter pack": {
    "zh-hant": ["新手禮包", "鑽石×100、體力藥水×5、稀有蛋×1"],
    id: ["Paket pemula", "100 permata, 5 ramuan stamina, 1 telur langka"],
    vi: ["Gói tân thủ", "100 kim cương, 5 bình thể lực, 1 trứng hiếm"],
    th: ["แพ็กผู้เล่นใหม่", "เพชร 100, ยาสแตมินา 5, ไข่หายาก 1"],
  },
  "Launch week pack": {
    "zh-hant": ["開服週禮包", "龍鞍造型、金幣×300"],
    id: ["Paket minggu peluncuran", "Skin pelana naga, 300 emas"],
    vi: ["Gói tuần ra mắt", "Trang phục yên rồng, 300 vàng"],
    th: ["แพ็กสัปดาห์เปิดตัว", "สกินอานมังกร, ทอง 300"],
  },
  "Founders' pack": {
    "zh-hant": ["創始人禮包", "創始人稱號、鑽石×500"],
    id: ["Paket pendiri", "Gelar pendiri, 500 permata"],
    vi: ["Gói nhà sáng lập", "Danh hiệu nhà sáng lập, 500 kim cương"],
    th: ["แพ็กผู้ก่อตั้ง", "ฉายาผู้ก่อตั้ง, เพชร 500"],
  },
  "VIP 3 pack": {
    "zh-hant": ["VIP3 禮包", "黃金套裝（7天）"],
    id: ["Paket VIP 3", "Set zirah emas (7 hari)"],
    vi: ["Gói VIP 3", "Bộ giáp vàng (7 ngày)"],
    th: ["แพ็ก VIP 3", "ชุดเกราะทองคำ (7 วัน)"],
  },
  "Daily check-in pack": {
    "zh-hant": ["每日簽到禮包", "體力藥水×2"],
    id: ["Paket absen harian", "2 ramuan stamina"],
    vi: ["Gói điểm danh hằng ngày", "2 bình thể lực"],
    th: ["แพ็กเช็กอินรายวัน", "ยาสแตมินา 2"],
  },
  "E-mail pack": {
    "zh-hant": ["信箱禮包", "信箱專屬龍蛋"],
    id: ["Paket email", "Telur naga khusus email"],
    vi: ["Gói email", "Trứng rồng dành riêng qua email"],
    th: ["แพ็กอีเมล", "ไข่มังกรเฉพาะทางอีเมล"],
  },
  "Points pack": {
    "zh-hant": ["積分禮包", "金幣×1000、加速券"],
    id: ["Paket poin", "1.000 emas dan satu percepatan"],
    vi: ["Gói điểm", "1.000 vàng và một thẻ tăng tốc"],
    th: ["แพ็กแต้ม", "ทอง 1,000 และบัตรเร่งเวลา"],
  },
  "Summer pack": {
    "zh-hant": ["夏日禮包", "沙灘服裝"],
    id: ["Paket musim panas", "Pakaian pantai"],
    vi: ["Gói mùa hè", "Trang phục đi biển"],
    th: ["แพ็กฤดูร้อน", "ชุดชายหาด"],
  },
  "Racer's kit": {
    "zh-hant": ["賽車手禮包", "渦輪加速×3、霓虹塗裝"],
    id: ["Perlengkapan pembalap", "Turbo ×3, cat neon"],
    vi: ["Bộ tay đua", "Tăng tốc turbo ×3, sơn neon"],
    th: ["ชุดนักแข่ง", "เทอร์โบ ×3, สีนีออน"],
  },
  "Champion decals": {
    "zh-hant": ["冠軍貼紙", "金色塗裝"],
    id: ["Stiker juara", "Corak emas"],
    vi: ["Decal nhà vô địch", "Sơn vàng"],
    th: ["สติกเกอร์แชมป์", "ลายสีทอง"],
  },
  "Commander pack": {
    "zh-hant": ["指揮官禮包", "招募券×5"],
    id: ["Paket komandan", "Tiket rekrut ×5"],
    vi: ["Gói chỉ huy", "Vé chiêu mộ ×5"],
    th: ["แพ็กผู้บัญชาการ", "ตั๋วเกณฑ์ทหาร ×5"],
  },
  "Sweet start": {
    "zh-hant": ["甜蜜開局", "額外生命×5、彩虹道具"],
    id: ["Awal yang manis", "Nyawa tambahan ×5, booster pelangi"],
    vi: ["Khởi đầu ngọt ngào", "Thêm mạng ×5, vật phẩm cầu vồng"],
    th: ["เริ่มต้นหวาน ๆ", "ชีวิตเพิ่ม ×5, บูสเตอร์สายรุ้ง"],
  },
  "Pre-registration pack": {
    "zh-hant": ["預約禮包", "上線即得探索者飛船造型"],
    id: ["Paket pra-registrasi", "Skin kapal penjelajah saat rilis"],
    vi: ["Gói đăng ký trước", "Trang phục tàu thám hiểm khi ra mắt"],
    th: ["แพ็กลงทะเบียนล่วงหน้า", "สกินยานสำรวจเมื่อเปิดเกม"],
  },
  "3-day streak pack": {
    "zh-hant": ["連簽3天禮包", "稀有蛋"],
    id: ["Paket 3 hari beruntun", "Telur langka"],
    vi: ["Gói chuỗi 3 ngày", "Trứng hiếm"],
    th: ["แพ็กเช็กอิน 3 วัน", "ไข่หายาก"],
  },
  "7-day streak pack": {
    "zh-hant": ["連簽7天禮包", "史詩蛋"],
    id: ["Paket 7 hari beruntun", "Telur epik"],
    vi: ["Gói chuỗi 7 ngày", "Trứng sử thi"],
    th: ["แพ็กเช็กอิน 7 วัน", "ไข่มหากาพย์"],
  },
  "Top-up 10 USD pack": {
    "zh-hant": ["累儲10美元禮包", "傳說龍魂碎片×10"],
    id: ["Paket top up 10 USD", "Pecahan naga legendaris ×10"],
    vi: ["Gói nạp 10 USD", "Mảnh rồng huyền thoại ×10"],
    th: ["แพ็กเติมเงิน 10 USD", "เศษมังกรตำนาน ×10"],
  },
  "Early explorer quest": {
    "zh-hant": ["先行探索任務", "星圖、水晶×200"],
    id: ["Misi penjelajah awal", "Peta bintang dan 200 kristal"],
    vi: ["Nhiệm vụ nhà thám hiểm sớm", "Bản đồ sao và 200 pha lê"],
    th: ["ภารกิจนักสำรวจรุ่นแรก", "แผนที่ดวงดาวและคริสตัล 200"],
  },
  "Gem bundle": {
    "zh-hant": ["鑽石禮包", "任意遊戲鑽石×50"],
    id: ["Paket permata", "50 permata di game mana pun"],
    vi: ["Gói kim cương", "50 kim cương ở bất kỳ game nào"],
    th: ["ชุดเพชร", "เพชร 50 ในเกมใดก็ได้"],
  },
  "Gold coins ×1000": {
    "zh-hant": ["金幣×1000", "金幣×1000"],
    id: ["Koin emas ×1000", "1.000 emas"],
    vi: ["Xu vàng ×1000", "1.000 vàng"],
    th: ["เหรียญทอง ×1000", "ทอง 1,000"],
  },
  "Portal T-shirt": {
    "zh-hant": ["入口網站紀念T恤", "純棉，L號"],
    id: ["Kaus Portal", "Katun, ukuran L"],
    vi: ["Áo thun Portal", "Cotton, cỡ L"],
    th: ["เสื้อยืด Portal", "ผ้าฝ้าย ไซซ์ L"],
  },
  "Dragon mouse pad": {
    "zh-hant": ["巨龍滑鼠墊", "大號桌墊"],
    id: ["Mouse pad naga", "Alas meja besar"],
    vi: ["Bàn di chuột rồng", "Thảm bàn cỡ lớn"],
    th: ["แผ่นรองเมาส์มังกร", "แผ่นรองโต๊ะขนาดใหญ่"],
  },
  "Rare mount": {
    "zh-hant": ["稀有坐騎", "鳳凰坐騎（永久）"],
    id: ["Tunggangan langka", "Tunggangan phoenix (permanen)"],
    vi: ["Thú cưỡi hiếm", "Thú cưỡi phượng hoàng (vĩnh viễn)"],
    th: ["พาหนะหายาก", "พาหนะนกฟีนิกซ์ (ถาวร)"],
  },
  "VIP crown frame": {
    "zh-hant": ["VIP皇冠頭像框", "VIP3以上專屬頭像框"],
    id: ["Bingkai mahkota VIP", "Bingkai avatar untuk VIP 3+"],
    vi: ["Khung vương miện VIP", "Khung ảnh đại diện cho VIP 3+"],
    th: ["กรอบมงกุฎ VIP", "กรอบอวตารสำหรับ VIP 3 ขึ้นไป"],
  },
  "Legendary chest": {
    "zh-hant": ["傳說寶箱", "VIP5以上專屬"],
    id: ["Peti legendaris", "Untuk VIP 5+"],
    vi: ["Rương huyền thoại", "Dành cho VIP 5+"],
    th: ["หีบตำนาน", "สำหรับ VIP 5 ขึ้นไป"],
  },
  "Birthday cake": {
    "zh-hant": ["生日蛋糕", "蛋糕裝扮、鑽石×100"],
    id: ["Kue ulang tahun", "Kostum kue dan 100 permata"],
    vi: ["Bánh sinh nhật", "Trang phục bánh kem và 100 kim cương"],
    th: ["เค้กวันเกิด", "ชุดเค้กและเพชร 100"],
  },
};

/** How to use each kind of offer, by its English text. */
export const otherInstructions: Record<string, Record<keyof Others, string>> = {
  "Open Settings → Redeem code in the game and paste the code.": {
    "zh-hant": "在遊戲的「設定 → 兌換碼」中貼上禮包碼即可兌換。",
    id: "Buka Pengaturan → Tukar kode di dalam game lalu tempel kodenya.",
    vi: "Mở Cài đặt → Đổi mã trong game rồi dán mã vào.",
    th: "เปิด ตั้งค่า → แลกโค้ด ในเกม แล้ววางโค้ด",
  },
  "Sent to your in-game mailbox within 10 minutes.": {
    "zh-hant": "10分鐘內寄送到遊戲內信箱。",
    id: "Dikirim ke kotak surat dalam game dalam 10 menit.",
    vi: "Gửi vào hộp thư trong game trong vòng 10 phút.",
    th: "ส่งเข้ากล่องจดหมายในเกมภายใน 10 นาที",
  },
  "Delivered by post within 14 days.": {
    "zh-hant": "14天內郵寄送達。",
    id: "Dikirim lewat pos dalam 14 hari.",
    vi: "Giao qua bưu điện trong vòng 14 ngày.",
    th: "จัดส่งทางไปรษณีย์ภายใน 14 วัน",
  },
};
