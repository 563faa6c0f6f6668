// Demo words besides categories and kinds: colours (one per image palette), styles, attribute names
// and values, and store names.
import type { Text3 } from './types.ts';

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
