// Words the demo catalogue is made of: the category tree, product kinds with their names in
// English, Simplified Chinese and Arabic, colours, styles and store names.
import type { ProductType } from './images.ts';

export interface Text3 {
  en: string;
  cn: string;
  ar: string;
}

export interface DemoCategory {
  key: string;
  name: Text3;
  children: Array<{ key: string; name: Text3; types: ProductType[] }>;
}

export const demoCategories: DemoCategory[] = [
  {
    key: 'clothing',
    name: { en: 'Clothing', cn: '服装', ar: 'ملابس' },
    children: [
      { key: 'tshirts', name: { en: 'T-Shirts', cn: 'T恤', ar: 'تيشيرتات' }, types: ['tshirt'] },
      { key: 'dresses', name: { en: 'Dresses', cn: '连衣裙', ar: 'فساتين' }, types: ['dress'] },
      {
        key: 'jackets',
        name: { en: 'Jackets & Coats', cn: '夹克外套', ar: 'جاكيتات ومعاطف' },
        types: ['jacket'],
      },
      { key: 'caps', name: { en: 'Hats & Caps', cn: '帽子', ar: 'قبعات' }, types: ['cap'] },
    ],
  },
  {
    key: 'shoes',
    name: { en: 'Shoes', cn: '鞋靴', ar: 'أحذية' },
    children: [
      {
        key: 'sneakers',
        name: { en: 'Sneakers', cn: '运动鞋', ar: 'أحذية رياضية' },
        types: ['sneaker'],
      },
      { key: 'boots', name: { en: 'Boots', cn: '靴子', ar: 'أحذية طويلة' }, types: ['boot'] },
    ],
  },
  {
    key: 'bags',
    name: { en: 'Bags & Luggage', cn: '箱包', ar: 'حقائب' },
    children: [
      {
        key: 'handbags',
        name: { en: 'Handbags', cn: '手提包', ar: 'حقائب يد' },
        types: ['handbag'],
      },
      {
        key: 'backpacks',
        name: { en: 'Backpacks', cn: '双肩包', ar: 'حقائب ظهر' },
        types: ['backpack'],
      },
    ],
  },
  {
    key: 'electronics',
    name: { en: 'Electronics', cn: '数码电子', ar: 'إلكترونيات' },
    children: [
      { key: 'phones', name: { en: 'Mobile Phones', cn: '手机', ar: 'هواتف' }, types: ['phone'] },
      {
        key: 'audio',
        name: { en: 'Headphones', cn: '耳机', ar: 'سماعات' },
        types: ['headphones'],
      },
      {
        key: 'wearables',
        name: { en: 'Smart Watches', cn: '智能手表', ar: 'ساعات ذكية' },
        types: ['smartwatch'],
      },
      { key: 'cameras', name: { en: 'Cameras', cn: '相机', ar: 'كاميرات' }, types: ['camera'] },
      {
        key: 'laptops',
        name: { en: 'Laptops', cn: '笔记本电脑', ar: 'حواسيب محمولة' },
        types: ['laptop'],
      },
    ],
  },
  {
    key: 'home',
    name: { en: 'Home & Kitchen', cn: '家居厨房', ar: 'المنزل والمطبخ' },
    children: [
      { key: 'mugs', name: { en: 'Mugs & Cups', cn: '杯具', ar: 'أكواب' }, types: ['mug'] },
      { key: 'cookware', name: { en: 'Cookware', cn: '锅具', ar: 'أواني الطبخ' }, types: ['pan'] },
      { key: 'lighting', name: { en: 'Lighting', cn: '灯具', ar: 'إضاءة' }, types: ['lamp'] },
      {
        key: 'furniture',
        name: { en: 'Furniture', cn: '家具', ar: 'أثاث' },
        types: ['chair', 'sofa'],
      },
    ],
  },
  {
    key: 'beauty',
    name: { en: 'Beauty', cn: '美妆个护', ar: 'الجمال' },
    children: [
      {
        key: 'skincare',
        name: { en: 'Skincare', cn: '护肤', ar: 'العناية بالبشرة' },
        types: ['bottle'],
      },
      { key: 'fragrance', name: { en: 'Fragrance', cn: '香水', ar: 'عطور' }, types: ['perfume'] },
      { key: 'makeup', name: { en: 'Makeup', cn: '彩妆', ar: 'مكياج' }, types: ['lipstick'] },
    ],
  },
  {
    key: 'sports',
    name: { en: 'Sports & Outdoors', cn: '运动户外', ar: 'رياضة وهواء طلق' },
    children: [
      { key: 'balls', name: { en: 'Balls', cn: '球类', ar: 'كرات' }, types: ['ball'] },
      { key: 'camping', name: { en: 'Camping', cn: '露营', ar: 'تخييم' }, types: ['tent'] },
    ],
  },
  {
    key: 'toys',
    name: { en: 'Toys', cn: '玩具', ar: 'ألعاب' },
    children: [
      {
        key: 'plush',
        name: { en: 'Plush Toys', cn: '毛绒玩具', ar: 'ألعاب محشوة' },
        types: ['teddy'],
      },
      {
        key: 'building',
        name: { en: 'Building Blocks', cn: '积木', ar: 'مكعبات بناء' },
        types: ['blocks'],
      },
    ],
  },
  {
    key: 'jewellery',
    name: { en: 'Jewellery & Watches', cn: '珠宝手表', ar: 'مجوهرات وساعات' },
    children: [
      { key: 'watches', name: { en: 'Watches', cn: '手表', ar: 'ساعات' }, types: ['watch'] },
      { key: 'rings', name: { en: 'Rings', cn: '戒指', ar: 'خواتم' }, types: ['ring'] },
      { key: 'necklaces', name: { en: 'Necklaces', cn: '项链', ar: 'قلائد' }, types: ['necklace'] },
      {
        key: 'eyewear',
        name: { en: 'Sunglasses', cn: '太阳镜', ar: 'نظارات شمسية' },
        types: ['sunglasses'],
      },
    ],
  },
];

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

/** Colour names, one per image palette (server/demo/images.ts). */
export const colourNames: Text3[] = [
  { en: 'Red', cn: '红色', ar: 'أحمر' },
  { en: 'Sand', cn: '沙色', ar: 'رملي' },
  { en: 'Teal', cn: '青色', ar: 'أزرق مخضر' },
  { en: 'Forest', cn: '墨绿色', ar: 'أخضر داكن' },
  { en: 'Mustard', cn: '芥末黄', ar: 'أصفر خردلي' },
  { en: 'Steel Blue', cn: '钢蓝色', ar: 'أزرق فولاذي' },
  { en: 'Violet', cn: '紫罗兰色', ar: 'بنفسجي' },
  { en: 'Pink', cn: '粉色', ar: 'وردي' },
  { en: 'Mint', cn: '薄荷绿', ar: 'نعناعي' },
  { en: 'Ocean Blue', cn: '海蓝色', ar: 'أزرق محيطي' },
  { en: 'Coral', cn: '珊瑚色', ar: 'مرجاني' },
  { en: 'Plum', cn: '梅子色', ar: 'برقوقي' },
  { en: 'Royal Blue', cn: '宝蓝色', ar: 'أزرق ملكي' },
  { en: 'Tangerine', cn: '橘色', ar: 'برتقالي' },
];

export const styles: Text3[] = [
  { en: 'Classic', cn: '经典', ar: 'كلاسيكي' },
  { en: 'Premium', cn: '高级', ar: 'فاخر' },
  { en: 'Lightweight', cn: '轻便', ar: 'خفيف' },
  { en: 'Vintage', cn: '复古', ar: 'عتيق' },
  { en: 'Minimalist', cn: '简约', ar: 'بسيط' },
  { en: 'Deluxe', cn: '豪华', ar: 'ديلوكس' },
  { en: 'Eco', cn: '环保', ar: 'صديق للبيئة' },
  { en: 'Pro', cn: '专业', ar: 'احترافي' },
  { en: 'Compact', cn: '迷你', ar: 'مدمج' },
  { en: 'Everyday', cn: '日常', ar: 'يومي' },
];

export const attributeNames = {
  size: { en: 'Size', cn: '尺码', ar: 'المقاس' },
  shoeSize: { en: 'Size', cn: '鞋码', ar: 'المقاس' },
  storage: { en: 'Storage', cn: '存储容量', ar: 'السعة' },
  colour: { en: 'Colour', cn: '颜色', ar: 'اللون' },
};
export const attributeValues = {
  size: ['S', 'M', 'L', 'XL', 'XXL'],
  shoeSize: ['38', '39', '40', '41', '42', '43', '44'],
  storage: ['128GB', '256GB', '512GB'],
};

const storeFirst = [
  'Golden Lotus',
  'Silk Road',
  'Blue Harbor',
  'Sunrise',
  'Evergreen',
  'Lucky Star',
  'Pacific Rim',
  'Maple Leaf',
  'Crystal Bay',
  'Red Lantern',
  'Jade River',
  'Northwind',
  'Coral Coast',
  'Summit',
  'Bright Path',
];
const storeSecond = [
  'Trading',
  'Wholesale',
  'Supply Co.',
  'Mart',
  'Outlet',
  'Depot',
  'Bazaar',
  'Goods',
];
const chineseStores = [
  '义乌优品批发',
  '广州潮流服饰',
  '深圳数码之家',
  '杭州丝绸坊',
  '福建鞋业直供',
  '宁波家居生活馆',
  '青岛户外装备',
  '汕头玩具工厂店',
  '上海美妆优选',
  '东莞精品箱包',
];

/** 40 distinct store names: English ones, and every fourth a Chinese one. */
export function storeName(n: number): string {
  if (n % 4 === 3) return chineseStores[Math.floor(n / 4) % chineseStores.length]!;
  const first = storeFirst[n % storeFirst.length]!;
  const second = storeSecond[(n + Math.floor(n / storeFirst.length) * 3) % storeSecond.length]!;
  return `${first} ${second}`;
}
