-- Reference data of the personal area: the area picker's countries and regions, VIP levels,
-- and customer-service content. Later edits happen in the database; this only fills it once.
INSERT INTO countries (code, names, served, sort) VALUES ('TW', '{"en": "Taiwan", "zh": "台湾", "zh-hant": "台灣", "vi": "Đài Loan", "th": "ไต้หวัน"}'::jsonb, true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TW', 'TPE', '{"en": "Taipei", "zh": "台北市", "zh-hant": "臺北市", "vi": "Đài Bắc", "th": "ไทเป"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TW', 'NWT', '{"en": "New Taipei", "zh": "新北市", "zh-hant": "新北市", "vi": "Tân Bắc", "th": "นิวไทเป"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TW', 'TXG', '{"en": "Taichung", "zh": "台中市", "zh-hant": "臺中市", "vi": "Đài Trung", "th": "ไถจง"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TW', 'TNN', '{"en": "Tainan", "zh": "台南市", "zh-hant": "臺南市", "vi": "Đài Nam", "th": "ไถหนาน"}'::jsonb, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TW', 'KHH', '{"en": "Kaohsiung", "zh": "高雄市", "zh-hant": "高雄市", "vi": "Cao Hùng", "th": "เกาสง"}'::jsonb, 4) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('HK', '{"en": "Hong Kong", "zh": "香港", "zh-hant": "香港", "vi": "Hồng Kông", "th": "ฮ่องกง"}'::jsonb, true, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('HK', 'HKI', '{"en": "Hong Kong Island", "zh": "香港岛", "zh-hant": "香港島", "id": "Pulau Hong Kong", "vi": "Đảo Hồng Kông", "th": "เกาะฮ่องกง"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('HK', 'KLN', '{"en": "Kowloon", "zh": "九龙", "zh-hant": "九龍", "vi": "Cửu Long", "th": "เกาลูน"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('HK', 'NT', '{"en": "New Territories", "zh": "新界", "zh-hant": "新界", "id": "Wilayah Baru", "vi": "Tân Giới", "th": "นิวเทร์ริทอรีส์"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('MO', '{"en": "Macao", "zh": "澳门", "zh-hant": "澳門", "id": "Makau", "vi": "Ma Cao", "th": "มาเก๊า"}'::jsonb, true, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MO', 'MAC', '{"en": "Macao Peninsula", "zh": "澳门半岛", "zh-hant": "澳門半島", "id": "Semenanjung Makau", "vi": "Bán đảo Ma Cao", "th": "คาบสมุทรมาเก๊า"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MO', 'TPA', '{"en": "Taipa", "zh": "氹仔", "zh-hant": "氹仔", "th": "ไทปา"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MO', 'COL', '{"en": "Coloane", "zh": "路环", "zh-hant": "路環", "th": "โคโลอาน"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('SG', '{"en": "Singapore", "zh": "新加坡", "zh-hant": "新加坡", "id": "Singapura", "th": "สิงคโปร์"}'::jsonb, true, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('SG', 'CR', '{"en": "Central Region", "zh": "中区", "zh-hant": "中區", "id": "Wilayah Tengah", "vi": "Vùng Trung tâm", "th": "ภาคกลาง"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('SG', 'ER', '{"en": "East Region", "zh": "东区", "zh-hant": "東區", "id": "Wilayah Timur", "vi": "Vùng Đông", "th": "ภาคตะวันออก"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('SG', 'NR', '{"en": "North Region", "zh": "北区", "zh-hant": "北區", "id": "Wilayah Utara", "vi": "Vùng Bắc", "th": "ภาคเหนือ"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('SG', 'WR', '{"en": "West Region", "zh": "西区", "zh-hant": "西區", "id": "Wilayah Barat", "vi": "Vùng Tây", "th": "ภาคตะวันตก"}'::jsonb, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('MY', '{"en": "Malaysia", "zh": "马来西亚", "zh-hant": "馬來西亞", "th": "มาเลเซีย"}'::jsonb, true, 4) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MY', 'KUL', '{"en": "Kuala Lumpur", "zh": "吉隆坡", "zh-hant": "吉隆坡", "th": "กัวลาลัมเปอร์"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MY', 'SGR', '{"en": "Selangor", "zh": "雪兰莪", "zh-hant": "雪蘭莪", "th": "สลังงอร์"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MY', 'PNG', '{"en": "Penang", "zh": "槟城", "zh-hant": "檳城", "id": "Pulau Pinang", "th": "ปีนัง"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MY', 'JHR', '{"en": "Johor", "zh": "柔佛", "zh-hant": "柔佛", "th": "ยะโฮร์"}'::jsonb, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('MY', 'SBH', '{"en": "Sabah", "zh": "沙巴", "zh-hant": "沙巴", "th": "ซาบาห์"}'::jsonb, 4) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('ID', '{"en": "Indonesia", "zh": "印度尼西亚", "zh-hant": "印尼", "th": "อินโดนีเซีย"}'::jsonb, true, 5) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('ID', 'JK', '{"en": "Jakarta", "zh": "雅加达", "zh-hant": "雅加達", "th": "จาการ์ตา"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('ID', 'JB', '{"en": "West Java", "zh": "西爪哇", "zh-hant": "西爪哇", "id": "Jawa Barat", "vi": "Tây Java", "th": "ชวาตะวันตก"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('ID', 'JI', '{"en": "East Java", "zh": "东爪哇", "zh-hant": "東爪哇", "id": "Jawa Timur", "vi": "Đông Java", "th": "ชวาตะวันออก"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('ID', 'BA', '{"en": "Bali", "zh": "巴厘岛", "zh-hant": "峇里島", "th": "บาหลี"}'::jsonb, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('ID', 'SU', '{"en": "North Sumatra", "zh": "北苏门答腊", "zh-hant": "北蘇門答臘", "id": "Sumatera Utara", "vi": "Bắc Sumatra", "th": "สุมาตราเหนือ"}'::jsonb, 4) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('VN', '{"en": "Vietnam", "zh": "越南", "zh-hant": "越南", "vi": "Việt Nam", "th": "เวียดนาม"}'::jsonb, true, 6) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('VN', 'HN', '{"en": "Hanoi", "zh": "河内", "zh-hant": "河內", "vi": "Hà Nội", "th": "ฮานอย"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('VN', 'SG', '{"en": "Ho Chi Minh City", "zh": "胡志明市", "zh-hant": "胡志明市", "id": "Kota Ho Chi Minh", "vi": "TP. Hồ Chí Minh", "th": "นครโฮจิมินห์"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('VN', 'DN', '{"en": "Da Nang", "zh": "岘港", "zh-hant": "峴港", "vi": "Đà Nẵng", "th": "ดานัง"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('VN', 'HP', '{"en": "Hai Phong", "zh": "海防", "zh-hant": "海防", "vi": "Hải Phòng", "th": "ไฮฟอง"}'::jsonb, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('VN', 'CT', '{"en": "Can Tho", "zh": "芹苴", "zh-hant": "芹苴", "vi": "Cần Thơ", "th": "เกิ่นเทอ"}'::jsonb, 4) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('TH', '{"en": "Thailand", "zh": "泰国", "zh-hant": "泰國", "vi": "Thái Lan", "th": "ไทย"}'::jsonb, true, 7) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TH', 'BKK', '{"en": "Bangkok", "zh": "曼谷", "zh-hant": "曼谷", "vi": "Băng Cốc", "th": "กรุงเทพมหานคร"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TH', 'CNX', '{"en": "Chiang Mai", "zh": "清迈", "zh-hant": "清邁", "th": "เชียงใหม่"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TH', 'HKT', '{"en": "Phuket", "zh": "普吉", "zh-hant": "普吉", "th": "ภูเก็ต"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TH', 'KKC', '{"en": "Khon Kaen", "zh": "孔敬", "zh-hant": "孔敬", "th": "ขอนแก่น"}'::jsonb, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('TH', 'CBI', '{"en": "Chonburi", "zh": "春武里", "zh-hant": "春武里", "th": "ชลบุรี"}'::jsonb, 4) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO countries (code, names, served, sort) VALUES ('PH', '{"en": "Philippines", "zh": "菲律宾", "zh-hant": "菲律賓", "id": "Filipina", "th": "ฟิลิปปินส์"}'::jsonb, true, 8) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('PH', 'MNL', '{"en": "Metro Manila", "zh": "马尼拉大都会", "zh-hant": "馬尼拉大都會", "vi": "Vùng đô thị Manila", "th": "เมโทรมะนิลา"}'::jsonb, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('PH', 'CEB', '{"en": "Cebu", "zh": "宿务", "zh-hant": "宿霧", "th": "เซบู"}'::jsonb, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('PH', 'DVO', '{"en": "Davao", "zh": "达沃", "zh-hant": "納卯", "th": "ดาเวา"}'::jsonb, 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO regions (country_code, code, names, sort) VALUES ('PH', 'ILO', '{"en": "Iloilo", "zh": "伊洛伊洛", "zh-hant": "伊洛伊洛", "th": "อิโลอิโล"}'::jsonb, 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO vip_levels (level, min_points, texts) VALUES (0, 0, '{"en": {"name": "Member", "privileges": ["Daily sign-in rewards", "Points mall exchanges"]}, "zh": {"name": "普通会员", "privileges": ["每日签到奖励", "积分商城兑换"]}, "zh-hant": {"name": "一般會員", "privileges": ["每日簽到獎勵", "積分商城兌換"]}, "id": {"name": "Anggota", "privileges": ["Hadiah absen harian", "Penukaran di toko poin"]}, "vi": {"name": "Thành viên", "privileges": ["Phần thưởng điểm danh hằng ngày", "Đổi quà tại cửa hàng điểm"]}, "th": {"name": "สมาชิก", "privileges": ["รางวัลเช็กอินรายวัน", "แลกของรางวัลในร้านค้าแต้ม"]}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO vip_levels (level, min_points, texts) VALUES (1, 100, '{"en": {"name": "VIP 1", "privileges": ["Daily sign-in rewards", "Points mall exchanges", "Birthday gift pack"]}, "zh": {"name": "VIP 1", "privileges": ["每日签到奖励", "积分商城兑换", "生日礼包"]}, "zh-hant": {"name": "VIP 1", "privileges": ["每日簽到獎勵", "積分商城兌換", "生日禮包"]}, "id": {"name": "VIP 1", "privileges": ["Hadiah absen harian", "Penukaran di toko poin", "Paket hadiah ulang tahun"]}, "vi": {"name": "VIP 1", "privileges": ["Phần thưởng điểm danh hằng ngày", "Đổi quà tại cửa hàng điểm", "Gói quà sinh nhật"]}, "th": {"name": "VIP 1", "privileges": ["รางวัลเช็กอินรายวัน", "แลกของรางวัลในร้านค้าแต้ม", "แพ็กของขวัญวันเกิด"]}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO vip_levels (level, min_points, texts) VALUES (2, 500, '{"en": {"name": "VIP 2", "privileges": ["Birthday gift pack", "VIP badge on your avatar", "3% bonus points on top-ups"]}, "zh": {"name": "VIP 2", "privileges": ["生日礼包", "头像 VIP 标识", "充值额外赠送 3% 积分"]}, "zh-hant": {"name": "VIP 2", "privileges": ["生日禮包", "頭像 VIP 標誌", "儲值額外贈送 3% 積分"]}, "id": {"name": "VIP 2", "privileges": ["Paket hadiah ulang tahun", "Lencana VIP di avatar", "Bonus poin 3% untuk setiap top up"]}, "vi": {"name": "VIP 2", "privileges": ["Gói quà sinh nhật", "Huy hiệu VIP trên ảnh đại diện", "Thưởng thêm 3% điểm khi nạp"]}, "th": {"name": "VIP 2", "privileges": ["แพ็กของขวัญวันเกิด", "ป้าย VIP บนรูปโปรไฟล์", "รับแต้มโบนัส 3% เมื่อเติมเงิน"]}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO vip_levels (level, min_points, texts) VALUES (3, 2000, '{"en": {"name": "VIP 3", "privileges": ["VIP badge on your avatar", "Monthly VIP gift pack", "5% bonus points on top-ups"]}, "zh": {"name": "VIP 3", "privileges": ["头像 VIP 标识", "每月 VIP 礼包", "充值额外赠送 5% 积分"]}, "zh-hant": {"name": "VIP 3", "privileges": ["頭像 VIP 標誌", "每月 VIP 禮包", "儲值額外贈送 5% 積分"]}, "id": {"name": "VIP 3", "privileges": ["Lencana VIP di avatar", "Paket hadiah VIP bulanan", "Bonus poin 5% untuk setiap top up"]}, "vi": {"name": "VIP 3", "privileges": ["Huy hiệu VIP trên ảnh đại diện", "Gói quà VIP hằng tháng", "Thưởng thêm 5% điểm khi nạp"]}, "th": {"name": "VIP 3", "privileges": ["ป้าย VIP บนรูปโปรไฟล์", "แพ็กของขวัญ VIP รายเดือน", "รับแต้มโบนัส 5% เมื่อเติมเงิน"]}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO vip_levels (level, min_points, texts) VALUES (4, 5000, '{"en": {"name": "VIP 4", "privileges": ["Monthly VIP gift pack", "Priority customer service", "8% bonus points on top-ups"]}, "zh": {"name": "VIP 4", "privileges": ["每月 VIP 礼包", "优先客服", "充值额外赠送 8% 积分"]}, "zh-hant": {"name": "VIP 4", "privileges": ["每月 VIP 禮包", "優先客服", "儲值額外贈送 8% 積分"]}, "id": {"name": "VIP 4", "privileges": ["Paket hadiah VIP bulanan", "Layanan pelanggan prioritas", "Bonus poin 8% untuk setiap top up"]}, "vi": {"name": "VIP 4", "privileges": ["Gói quà VIP hằng tháng", "Chăm sóc khách hàng ưu tiên", "Thưởng thêm 8% điểm khi nạp"]}, "th": {"name": "VIP 4", "privileges": ["แพ็กของขวัญ VIP รายเดือน", "บริการลูกค้าแบบเร่งด่วน", "รับแต้มโบนัส 8% เมื่อเติมเงิน"]}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO vip_levels (level, min_points, texts) VALUES (5, 20000, '{"en": {"name": "VIP 5", "privileges": ["Priority customer service", "Early access to new game tests", "Exclusive avatar frame", "10% bonus points on top-ups"]}, "zh": {"name": "VIP 5", "privileges": ["优先客服", "新游戏测试优先资格", "专属头像框", "充值额外赠送 10% 积分"]}, "zh-hant": {"name": "VIP 5", "privileges": ["優先客服", "新遊戲測試優先資格", "專屬頭像框", "儲值額外贈送 10% 積分"]}, "id": {"name": "VIP 5", "privileges": ["Layanan pelanggan prioritas", "Akses awal uji coba game baru", "Bingkai avatar eksklusif", "Bonus poin 10% untuk setiap top up"]}, "vi": {"name": "VIP 5", "privileges": ["Chăm sóc khách hàng ưu tiên", "Quyền thử nghiệm sớm game mới", "Khung ảnh đại diện độc quyền", "Thưởng thêm 10% điểm khi nạp"]}, "th": {"name": "VIP 5", "privileges": ["บริการลูกค้าแบบเร่งด่วน", "สิทธิ์ทดสอบเกมใหม่ก่อนใคร", "กรอบรูปโปรไฟล์สุดพิเศษ", "รับแต้มโบนัส 10% เมื่อเติมเงิน"]}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO vip_levels (level, min_points, texts) VALUES (6, 50000, '{"en": {"name": "VIP 6", "privileges": ["Dedicated account manager", "Exclusive avatar frame", "Invitations to offline events", "15% bonus points on top-ups"]}, "zh": {"name": "VIP 6", "privileges": ["专属客服经理", "专属头像框", "线下活动邀请", "充值额外赠送 15% 积分"]}, "zh-hant": {"name": "VIP 6", "privileges": ["專屬客服經理", "專屬頭像框", "線下活動邀請", "儲值額外贈送 15% 積分"]}, "id": {"name": "VIP 6", "privileges": ["Manajer akun khusus", "Bingkai avatar eksklusif", "Undangan acara offline", "Bonus poin 15% untuk setiap top up"]}, "vi": {"name": "VIP 6", "privileges": ["Quản lý tài khoản riêng", "Khung ảnh đại diện độc quyền", "Lời mời tham gia sự kiện offline", "Thưởng thêm 15% điểm khi nạp"]}, "th": {"name": "VIP 6", "privileges": ["ผู้จัดการบัญชีส่วนตัว", "กรอบรูปโปรไฟล์สุดพิเศษ", "คำเชิญร่วมกิจกรรมออฟไลน์", "รับแต้มโบนัส 15% เมื่อเติมเงิน"]}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (1, 'channel', 0, 'mailto:support@portal.local', '{"en": {"title": "E-mail support", "body": "support@portal.local — we answer within 24 hours."}, "zh": {"title": "邮件客服", "body": "support@portal.local，我们会在 24 小时内回复。"}, "zh-hant": {"title": "信箱客服", "body": "support@portal.local，我們會在 24 小時內回覆。"}, "id": {"title": "Dukungan e-mail", "body": "support@portal.local — kami membalas dalam 24 jam."}, "vi": {"title": "Hỗ trợ qua e-mail", "body": "support@portal.local — chúng tôi trả lời trong vòng 24 giờ."}, "th": {"title": "ฝ่ายบริการทางอีเมล", "body": "support@portal.local — เราจะตอบกลับภายใน 24 ชั่วโมง"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (2, 'channel', 1, 'tel:+886255501234', '{"en": {"title": "Hotline", "body": "+886 2 5550 1234, Monday to Friday 10:00–19:00 (GMT+8)."}, "zh": {"title": "客服热线", "body": "+886 2 5550 1234，周一至周五 10:00–19:00（GMT+8）。"}, "zh-hant": {"title": "客服專線", "body": "+886 2 5550 1234，週一至週五 10:00–19:00（GMT+8）。"}, "id": {"title": "Hotline", "body": "+886 2 5550 1234, Senin sampai Jumat 10.00–19.00 (GMT+8)."}, "vi": {"title": "Đường dây nóng", "body": "+886 2 5550 1234, thứ Hai đến thứ Sáu 10:00–19:00 (GMT+8)."}, "th": {"title": "สายด่วน", "body": "+886 2 5550 1234 วันจันทร์ถึงศุกร์ 10:00–19:00 น. (GMT+8)"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (3, 'channel', 2, NULL, '{"en": {"title": "In the game", "body": "Open the game''s settings and choose Customer service to send us a ticket with your role and server."}, "zh": {"title": "游戏内客服", "body": "在游戏设置中选择“客服”，提交包含角色和服务器信息的工单。"}, "zh-hant": {"title": "遊戲內客服", "body": "在遊戲設定中選擇「客服」，提交包含角色和伺服器資訊的工單。"}, "id": {"title": "Di dalam game", "body": "Buka pengaturan game dan pilih Layanan pelanggan untuk mengirim tiket beserta karakter dan server Anda."}, "vi": {"title": "Trong trò chơi", "body": "Mở phần cài đặt của trò chơi và chọn Chăm sóc khách hàng để gửi yêu cầu kèm nhân vật và máy chủ của bạn."}, "th": {"title": "ภายในเกม", "body": "เปิดการตั้งค่าในเกมแล้วเลือกฝ่ายบริการลูกค้า เพื่อส่งคำร้องพร้อมตัวละครและเซิร์ฟเวอร์ของคุณ"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (4, 'faq', 3, NULL, '{"en": {"title": "I did not receive a verification code", "body": "Check your spam folder, or wait 60 seconds and request a new code. At most 10 codes can be sent to one address a day."}, "zh": {"title": "收不到验证码怎么办？", "body": "请检查垃圾邮件，或等待 60 秒后重新获取。同一地址每天最多可接收 10 个验证码。"}, "zh-hant": {"title": "收不到驗證碼怎麼辦？", "body": "請檢查垃圾郵件，或等待 60 秒後重新取得。同一地址每天最多可接收 10 個驗證碼。"}, "id": {"title": "Saya tidak menerima kode verifikasi", "body": "Periksa folder spam, atau tunggu 60 detik lalu minta kode baru. Satu alamat dapat menerima paling banyak 10 kode per hari."}, "vi": {"title": "Tôi không nhận được mã xác minh", "body": "Hãy kiểm tra thư mục spam, hoặc đợi 60 giây rồi yêu cầu mã mới. Mỗi địa chỉ nhận tối đa 10 mã mỗi ngày."}, "th": {"title": "ไม่ได้รับรหัสยืนยัน", "body": "ตรวจสอบโฟลเดอร์สแปม หรือรอ 60 วินาทีแล้วขอรหัสใหม่ ที่อยู่หนึ่งรับรหัสได้สูงสุดวันละ 10 ครั้ง"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (5, 'faq', 4, NULL, '{"en": {"title": "How do I change my bound e-mail or phone?", "body": "Go to Mine → Security centre. First prove it is you with a code sent to your current e-mail or phone, then verify the new one with its own code."}, "zh": {"title": "如何更换绑定的邮箱或手机？", "body": "进入“我的 → 安全中心”。先用发送到当前邮箱或手机的验证码验证身份，再用新验证码验证新的邮箱或手机。"}, "zh-hant": {"title": "如何更換綁定的信箱或手機？", "body": "進入「我的 → 安全中心」。先用發送到目前信箱或手機的驗證碼驗證身分，再用新驗證碼驗證新的信箱或手機。"}, "id": {"title": "Bagaimana cara mengganti e-mail atau ponsel yang terhubung?", "body": "Buka Saya → Pusat keamanan. Buktikan identitas Anda dengan kode yang dikirim ke e-mail atau ponsel saat ini, lalu verifikasi yang baru dengan kodenya sendiri."}, "vi": {"title": "Làm sao để đổi e-mail hoặc số điện thoại đã liên kết?", "body": "Vào Của tôi → Trung tâm bảo mật. Trước tiên xác minh danh tính bằng mã gửi đến e-mail hoặc số điện thoại hiện tại, sau đó xác minh địa chỉ mới bằng mã riêng của nó."}, "th": {"title": "จะเปลี่ยนอีเมลหรือเบอร์โทรศัพท์ที่ผูกไว้ได้อย่างไร", "body": "ไปที่ ของฉัน → ศูนย์ความปลอดภัย ยืนยันตัวตนด้วยรหัสที่ส่งไปยังอีเมลหรือเบอร์ปัจจุบันก่อน แล้วยืนยันอีเมลหรือเบอร์ใหม่ด้วยรหัสของมันเอง"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (6, 'faq', 5, NULL, '{"en": {"title": "My top-up has not arrived", "body": "Stay online in the game for a few minutes. If the items still have not arrived, contact us with your order number."}, "zh": {"title": "充值后没有到账", "body": "请保持在线几分钟。如果仍未到账，请携带订单号联系客服。"}, "zh-hant": {"title": "儲值後沒有到帳", "body": "請保持在線幾分鐘。如果仍未到帳，請攜帶訂單編號聯繫客服。"}, "id": {"title": "Top up saya belum masuk", "body": "Tetap online di dalam game selama beberapa menit. Jika item belum juga masuk, hubungi kami dengan nomor pesanan Anda."}, "vi": {"title": "Tôi nạp tiền nhưng chưa nhận được", "body": "Hãy ở trực tuyến trong trò chơi vài phút. Nếu vẫn chưa nhận được vật phẩm, hãy liên hệ với chúng tôi kèm mã đơn hàng."}, "th": {"title": "เติมเงินแล้วยังไม่ได้รับของ", "body": "กรุณาออนไลน์อยู่ในเกมสักครู่ หากยังไม่ได้รับไอเทม โปรดติดต่อเราพร้อมหมายเลขคำสั่งซื้อ"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (7, 'faq', 6, NULL, '{"en": {"title": "How do I raise my VIP level?", "body": "Every top-up earns VIP points. Your level rises when your points reach the next level; the VIP card on Mine shows your progress and each level''s privileges."}, "zh": {"title": "如何提升 VIP 等级？", "body": "每次充值都会获得 VIP 积分，积分达到下一等级即可升级。在“我的”页面的 VIP 卡片上可以查看进度和各等级特权。"}, "zh-hant": {"title": "如何提升 VIP 等級？", "body": "每次儲值都會獲得 VIP 積分，積分達到下一等級即可升級。在「我的」頁面的 VIP 卡片上可以查看進度和各等級特權。"}, "id": {"title": "Bagaimana cara menaikkan level VIP?", "body": "Setiap top up memberi poin VIP. Level Anda naik saat poin mencapai level berikutnya; kartu VIP di halaman Saya menampilkan progres dan hak istimewa setiap level."}, "vi": {"title": "Làm sao để tăng cấp VIP?", "body": "Mỗi lần nạp đều nhận điểm VIP. Cấp của bạn tăng khi điểm đạt mức tiếp theo; thẻ VIP ở trang Của tôi hiển thị tiến độ và đặc quyền của từng cấp."}, "th": {"title": "จะเพิ่มระดับ VIP ได้อย่างไร", "body": "ทุกการเติมเงินจะได้รับแต้ม VIP ระดับจะเพิ่มขึ้นเมื่อแต้มถึงระดับถัดไป ดูความคืบหน้าและสิทธิพิเศษของแต่ละระดับได้ที่การ์ด VIP ในหน้าของฉัน"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO help_entries (id, kind, sort, link, texts) VALUES (8, 'faq', 7, NULL, '{"en": {"title": "What happens when I cancel my account?", "body": "You are signed out everywhere. For 14 days you can sign in again to stop the cancellation; after that your personal data is erased and the account can no longer be used. Orders are kept for accounting."}, "zh": {"title": "注销账号后会怎样？", "body": "您会在所有设备上退出登录。14 天内重新登录即可撤销注销；超过 14 天后，个人资料将被清除，账号无法再使用。订单记录会为财务核算而保留。"}, "zh-hant": {"title": "註銷帳號後會怎樣？", "body": "您會在所有裝置上登出。14 天內重新登入即可撤銷註銷；超過 14 天後，個人資料將被清除，帳號無法再使用。訂單記錄會為財務核算而保留。"}, "id": {"title": "Apa yang terjadi jika saya membatalkan akun?", "body": "Anda akan keluar dari semua perangkat. Selama 14 hari Anda dapat masuk lagi untuk membatalkan pembatalan; setelah itu data pribadi Anda dihapus dan akun tidak dapat digunakan lagi. Pesanan disimpan untuk keperluan akuntansi."}, "vi": {"title": "Điều gì xảy ra khi tôi hủy tài khoản?", "body": "Bạn sẽ bị đăng xuất trên mọi thiết bị. Trong 14 ngày, bạn có thể đăng nhập lại để dừng việc hủy; sau đó dữ liệu cá nhân bị xóa và tài khoản không thể dùng được nữa. Đơn hàng được giữ lại cho mục đích kế toán."}, "th": {"title": "จะเกิดอะไรขึ้นเมื่อยกเลิกบัญชี", "body": "คุณจะถูกออกจากระบบในทุกอุปกรณ์ ภายใน 14 วันคุณสามารถเข้าสู่ระบบอีกครั้งเพื่อยกเลิกการลบบัญชี หลังจากนั้นข้อมูลส่วนตัวจะถูกลบและใช้บัญชีไม่ได้อีก คำสั่งซื้อจะถูกเก็บไว้เพื่อการบัญชี"}}'::jsonb) ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('help_entries', 'id'), (SELECT max(id) FROM help_entries));
