// Demo product kinds: their names in English and Simplified Chinese (and the Arabic noun), a unit
// price range, a blurb and the attribute a listing of that kind varies by.
import type { ProductType } from '../images.ts';

interface KindWords {
  nouns: Array<[string, string]>;
  ar: string;
  /** Price range in USDT of one unit. */
  price: [number, number];
  blurb: [string, string];
  attribute?: 'size' | 'shoeSize' | 'storage';
}

export const kinds: Record<ProductType, KindWords> = {
  tshirt: {
    nouns: [
      ['T-Shirt', 'T恤'],
      ['Crew-Neck Tee', '圆领T恤'],
      ['Graphic T-Shirt', '印花T恤'],
    ],
    ar: 'تيشيرت',
    price: [2.5, 14],
    blurb: [
      'Soft combed cotton, pre-shrunk, double-stitched hems.',
      '精梳棉面料，预缩处理，双线缝边。',
    ],
    attribute: 'size',
  },
  dress: {
    nouns: [
      ['Summer Dress', '夏季连衣裙'],
      ['Maxi Dress', '长款连衣裙'],
      ['Wrap Dress', '裹身连衣裙'],
    ],
    ar: 'فستان',
    price: [8, 45],
    blurb: [
      'Flowing fabric with a fitted waist and lined skirt.',
      '面料垂顺，收腰设计，带内衬裙摆。',
    ],
    attribute: 'size',
  },
  jacket: {
    nouns: [
      ['Windbreaker Jacket', '防风夹克'],
      ['Puffer Coat', '羽绒服'],
      ['Denim Jacket', '牛仔夹克'],
    ],
    ar: 'جاكيت',
    price: [15, 80],
    blurb: [
      'Water-repellent shell, zip pockets and a warm lining.',
      '防泼水面料，拉链口袋，保暖内衬。',
    ],
    attribute: 'size',
  },
  cap: {
    nouns: [
      ['Baseball Cap', '棒球帽'],
      ['Trucker Hat', '网眼帽'],
      ['Sun Visor Cap', '遮阳帽'],
    ],
    ar: 'قبعة',
    price: [1.8, 9],
    blurb: ['Adjustable strap, breathable crown, curved brim.', '可调节帽围，透气帽顶，弧形帽檐。'],
  },
  sneaker: {
    nouns: [
      ['Running Sneakers', '跑步鞋'],
      ['Canvas Sneakers', '帆布鞋'],
      ['Casual Trainers', '休闲运动鞋'],
    ],
    ar: 'حذاء رياضي',
    price: [9, 60],
    blurb: [
      'Cushioned sole, breathable mesh upper, non-slip tread.',
      '缓震鞋底，透气网面，防滑大底。',
    ],
    attribute: 'shoeSize',
  },
  boot: {
    nouns: [
      ['Leather Boots', '皮靴'],
      ['Chelsea Boots', '切尔西靴'],
      ['Hiking Boots', '登山靴'],
    ],
    ar: 'حذاء جلدي',
    price: [18, 95],
    blurb: ['Genuine leather upper with a rubber lug sole.', '真皮鞋面，橡胶防滑鞋底。'],
    attribute: 'shoeSize',
  },
  handbag: {
    nouns: [
      ['Leather Handbag', '真皮手提包'],
      ['Tote Bag', '托特包'],
      ['Crossbody Bag', '斜挎包'],
    ],
    ar: 'حقيبة يد',
    price: [7, 70],
    blurb: [
      'Roomy main compartment, inner zip pocket, metal clasp.',
      '大容量主仓，内置拉链袋，金属扣。',
    ],
  },
  backpack: {
    nouns: [
      ['Travel Backpack', '旅行双肩包'],
      ['Laptop Backpack', '电脑双肩包'],
      ['School Backpack', '书包'],
    ],
    ar: 'حقيبة ظهر',
    price: [6, 40],
    blurb: [
      'Padded straps, laptop sleeve and water-resistant fabric.',
      '加厚肩带，电脑隔层，防泼水面料。',
    ],
  },
  phone: {
    nouns: [
      ['Smartphone', '智能手机'],
      ['5G Smartphone', '5G手机'],
      ['Rugged Phone', '三防手机'],
    ],
    ar: 'هاتف ذكي',
    price: [60, 420],
    blurb: [
      '6.5-inch display, dual SIM, fast charging, long battery life.',
      '6.5英寸屏幕，双卡双待，快充长续航。',
    ],
    attribute: 'storage',
  },
  headphones: {
    nouns: [
      ['Wireless Headphones', '无线耳机'],
      ['Noise Cancelling Headphones', '降噪耳机'],
      ['Gaming Headset', '游戏耳机'],
    ],
    ar: 'سماعات رأس',
    price: [8, 120],
    blurb: [
      'Bluetooth 5.3, 30-hour battery, foldable design.',
      '蓝牙5.3，30小时续航，可折叠设计。',
    ],
  },
  smartwatch: {
    nouns: [
      ['Smart Watch', '智能手表'],
      ['Fitness Tracker', '运动手环'],
      ['Kids Smart Watch', '儿童手表'],
    ],
    ar: 'ساعة ذكية',
    price: [12, 150],
    blurb: ['Heart-rate and sleep tracking, IP68 water resistance.', '心率与睡眠监测，IP68防水。'],
  },
  camera: {
    nouns: [
      ['Digital Camera', '数码相机'],
      ['Action Camera', '运动相机'],
      ['Instant Camera', '拍立得相机'],
    ],
    ar: 'كاميرا',
    price: [35, 380],
    blurb: [
      '4K video, optical stabilisation, interchangeable straps.',
      '4K视频，光学防抖，配多款背带。',
    ],
  },
  laptop: {
    nouns: [
      ['Laptop', '笔记本电脑'],
      ['Ultrabook', '超极本'],
      ['Gaming Laptop', '游戏本'],
    ],
    ar: 'حاسوب محمول',
    price: [180, 900],
    blurb: [
      '14-inch IPS screen, SSD storage, backlit keyboard.',
      '14英寸IPS屏，固态硬盘，背光键盘。',
    ],
    attribute: 'storage',
  },
  mug: {
    nouns: [
      ['Ceramic Mug', '陶瓷马克杯'],
      ['Travel Mug', '随行杯'],
      ['Coffee Cup', '咖啡杯'],
    ],
    ar: 'كوب',
    price: [0.9, 8],
    blurb: [
      'Dishwasher-safe glaze, 350 ml, comfortable handle.',
      '可洗碗机清洗，容量350毫升，握把舒适。',
    ],
  },
  pan: {
    nouns: [
      ['Non-Stick Frying Pan', '不粘煎锅'],
      ['Cast Iron Skillet', '铸铁平底锅'],
      ['Wok', '炒锅'],
    ],
    ar: 'مقلاة',
    price: [5, 45],
    blurb: [
      'Even heating, induction-ready base, heat-proof handle.',
      '受热均匀，电磁炉适用，防烫手柄。',
    ],
  },
  lamp: {
    nouns: [
      ['Table Lamp', '台灯'],
      ['Floor Lamp', '落地灯'],
      ['Bedside Lamp', '床头灯'],
    ],
    ar: 'مصباح',
    price: [6, 60],
    blurb: ['Warm LED light, fabric shade, energy saving.', '暖光LED，布艺灯罩，节能省电。'],
  },
  chair: {
    nouns: [
      ['Dining Chair', '餐椅'],
      ['Office Chair', '办公椅'],
      ['Accent Chair', '休闲椅'],
    ],
    ar: 'كرسي',
    price: [14, 120],
    blurb: ['Solid frame, cushioned seat, easy assembly.', '框架稳固，软垫座面，安装简便。'],
  },
  sofa: {
    nouns: [
      ['Two-Seater Sofa', '双人沙发'],
      ['Sectional Sofa', '转角沙发'],
      ['Sofa Bed', '沙发床'],
    ],
    ar: 'أريكة',
    price: [120, 700],
    blurb: [
      'High-density foam, removable covers, hardwood legs.',
      '高密度海绵，可拆洗外套，实木脚。',
    ],
  },
  bottle: {
    nouns: [
      ['Face Serum', '面部精华'],
      ['Moisturising Lotion', '保湿乳液'],
      ['Cleansing Gel', '洁面啫喱'],
    ],
    ar: 'سيروم للوجه',
    price: [2, 25],
    blurb: ['Gentle formula for daily use, 100 ml bottle.', '温和配方，适合日常使用，100毫升装。'],
  },
  perfume: {
    nouns: [
      ['Eau de Parfum', '香水'],
      ['Floral Perfume', '花香香水'],
      ['Travel Perfume', '旅行装香水'],
    ],
    ar: 'عطر',
    price: [4, 55],
    blurb: ['Long-lasting scent with floral and woody notes.', '持久留香，花香调与木质调。'],
  },
  lipstick: {
    nouns: [
      ['Matte Lipstick', '哑光口红'],
      ['Lip Gloss', '唇彩'],
      ['Lipstick Set', '口红套装'],
    ],
    ar: 'أحمر شفاه',
    price: [0.8, 12],
    blurb: ['Rich pigment, moisturising, long wear.', '显色饱满，滋润持久。'],
  },
  ball: {
    nouns: [
      ['Basketball', '篮球'],
      ['Football', '足球'],
      ['Volleyball', '排球'],
    ],
    ar: 'كرة',
    price: [3, 30],
    blurb: ['Official size, durable cover, good grip.', '标准尺寸，耐磨外皮，手感好。'],
  },
  tent: {
    nouns: [
      ['Camping Tent', '露营帐篷'],
      ['Pop-Up Tent', '速开帐篷'],
      ['Family Tent', '家庭帐篷'],
    ],
    ar: 'خيمة',
    price: [20, 160],
    blurb: [
      'Waterproof flysheet, quick setup, carry bag included.',
      '防水外帐，快速搭建，附收纳袋。',
    ],
  },
  teddy: {
    nouns: [
      ['Teddy Bear', '泰迪熊'],
      ['Plush Bear', '毛绒熊'],
      ['Cuddly Bear', '抱抱熊'],
    ],
    ar: 'دب محشو',
    price: [2, 28],
    blurb: ['Super-soft plush, safety eyes, machine washable.', '超柔毛绒，安全眼睛，可机洗。'],
  },
  blocks: {
    nouns: [
      ['Building Blocks Set', '积木套装'],
      ['Creative Bricks', '创意拼搭积木'],
      ['Block Tower Kit', '积木塔'],
    ],
    ar: 'مكعبات بناء',
    price: [4, 40],
    blurb: ['Compatible bricks, bright colours, storage box.', '通用颗粒，色彩鲜艳，附收纳盒。'],
  },
  watch: {
    nouns: [
      ['Quartz Watch', '石英手表'],
      ['Automatic Watch', '机械手表'],
      ['Classic Wristwatch', '经典腕表'],
    ],
    ar: 'ساعة يد',
    price: [6, 160],
    blurb: [
      'Stainless steel case, scratch-resistant glass, 30 m water resistance.',
      '不锈钢表壳，防刮玻璃，30米防水。',
    ],
  },
  ring: {
    nouns: [
      ['Silver Ring', '银戒指'],
      ['Engagement Ring', '订婚戒指'],
      ['Gemstone Ring', '宝石戒指'],
    ],
    ar: 'خاتم',
    price: [1.5, 90],
    blurb: ['Polished finish, hypoallergenic, gift box included.', '抛光工艺，防过敏，附礼盒。'],
  },
  necklace: {
    nouns: [
      ['Pendant Necklace', '吊坠项链'],
      ['Gold Chain Necklace', '金色项链'],
      ['Gemstone Necklace', '宝石项链'],
    ],
    ar: 'قلادة',
    price: [1.5, 70],
    blurb: ['Adjustable chain, tarnish-resistant plating.', '链长可调，抗氧化电镀。'],
  },
  sunglasses: {
    nouns: [
      ['Polarized Sunglasses', '偏光太阳镜'],
      ['Aviator Sunglasses', '飞行员墨镜'],
      ['Sports Sunglasses', '运动太阳镜'],
    ],
    ar: 'نظارة شمسية',
    price: [1.2, 35],
    blurb: ['UV400 lenses, lightweight frame, case included.', 'UV400镜片，轻量镜框，附眼镜盒。'],
  },
};
