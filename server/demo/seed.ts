// The demo catalogue: a deterministic generator (seeded PRNG) of categories, stores, goods,
// listings and banners, loaded on first start of an empty database and by `npm run db:seed`.
// It writes no statistic: sold, views, followers and reviews start at 0 and move only through
// server/modules/catalog/counters.repository.ts like real activity. Discounts follow the reference
// price rule like real ones: each discounted listing has a back-dated price history in which its
// regular price held for more than a week before the discount started.
import path from 'node:path';
import { referencePrice, type PriceChange } from '../../domain/catalog/reference-price.ts';
import { buildSearchText } from '../../domain/catalog/search.ts';
import type { Database } from '../db/client.ts';
import { createDemoAccounts, DEMO_ACCOUNTS_FILE } from './demo-accounts.ts';
import { insertDemoRows } from './seed-rows.ts';
import {
  BANNER_COUNT,
  demoUrl,
  LOGO_COUNT,
  PALETTE_COUNT,
  productImageName,
  VARIANT_COUNT,
  type ProductType,
} from './images.ts';
import { demoCategories } from './vocabulary/categories.ts';
import { kinds } from './vocabulary/kinds.ts';
import {
  attributeNames,
  attributeValues,
  colourNames,
  storeName,
  styles,
} from './vocabulary/words.ts';

export type DemoScale = 'small' | 'full' | { listings: number; sellers?: number };

export interface SeedOptions {
  scale?: DemoScale;
  /** Seed of the PRNG; the same seed gives the same catalogue. */
  seed?: number;
  /** "Now" for listing times; defaults to the real clock. */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedSummary {
  categories: number;
  sellers: number;
  goods: number;
  listings: number;
  banners: number;
}

/** mulberry32: small, fast, good enough for demo data, and reproducible. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function sizes(scale: DemoScale): { listings: number; sellers: number } {
  if (scale === 'small') return { listings: 120, sellers: 8 };
  if (scale === 'full') return { listings: 2000, sellers: 40 };
  return { listings: scale.listings, sellers: scale.sellers ?? 40 };
}

const money2 = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

export async function seedDemo(
  database: Database,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const random = prng(options.seed ?? 20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + random() * (high - low);
  const now = (options.now ?? new Date()).getTime();
  const day = 24 * 3600 * 1000;
  const { listings: listingCount, sellers: sellerCount } = sizes(options.scale ?? 'full');

  // Categories: two levels; some recommended for the home page.
  const categoryRows: unknown[][] = [];
  const leaves: Array<{ id: string; types: ProductType[] }> = [];
  demoCategories.forEach((top, i) => {
    const topId = `cat-${top.key}`;
    const firstType = top.children[0]!.types[0]!;
    categoryRows.push([
      topId,
      null,
      JSON.stringify(top.name),
      demoUrl(`cat-${firstType}.svg`),
      i + 1,
      i < 6,
    ]);
    top.children.forEach((child, j) => {
      const id = `cat-${child.key}`;
      leaves.push({ id, types: child.types });
      categoryRows.push([
        id,
        topId,
        JSON.stringify(child.name),
        demoUrl(`cat-${child.types[0]!}.svg`),
        j + 1,
        j === 0 && i % 2 === 0,
      ]);
    });
  });

  // Stores: each focuses on a few top-level categories.
  const sellerRows: unknown[][] = [];
  const sellerFocus: string[][] = [];
  for (let n = 0; n < sellerCount; n++) {
    const name = n < 40 ? storeName(n) : `${storeName(n % 40)} ${Math.floor(n / 40) + 1}`;
    const focus = [pick(demoCategories).key, pick(demoCategories).key, pick(demoCategories).key];
    sellerFocus.push(focus);
    const about = demoCategories.find((c) => c.key === focus[0])!.name;
    sellerRows.push([
      `seller-${pad(n + 1, 3)}`,
      name,
      JSON.stringify({
        en: `${name}: wholesale ${about.en.toLowerCase()} direct from the factory, mixed orders welcome.`,
        cn: `${name}：${about.cn}工厂直供批发，支持混批。`,
      }),
      demoUrl(`logo-${n % LOGO_COUNT}.svg`),
      demoUrl(`banner-${n % BANNER_COUNT}.svg`),
      n % 5 === 0,
      buildSearchText([name]),
      new Date(now - (400 - (n % 365)) * day).toISOString(),
    ]);
  }

  // Platform goods: about 60% of the listings sell distinct goods, the rest are other stores'
  // offers of the same goods (as on a real wholesale marketplace).
  const goodsCount = Math.max(1, Math.round(listingCount * 0.6));
  const goodsRows: unknown[][] = [];
  const goodsInfo: Array<{
    id: string;
    leaf: string;
    type: ProductType;
    names: string[];
    base: number;
  }> = [];
  for (let n = 0; n < goodsCount; n++) {
    const leaf = leaves[n % leaves.length]!;
    const type = leaf.types[Math.floor(n / leaves.length) % leaf.types.length]!;
    const kind = kinds[type];
    const [nounEn, nounCn] = pick(kind.nouns);
    const palette = Math.floor(random() * PALETTE_COUNT);
    const colour = colourNames[palette]!;
    const style = pick(styles);
    const names: Record<string, string> = {
      en: `${style.en} ${colour.en} ${nounEn}`,
      cn: `${style.cn}${colour.cn}${nounCn}`,
    };
    const descriptions: Record<string, string> = {
      en: `${names.en}. ${kind.blurb[0]} Wholesale packs available; ships within 24 hours of ordering.`,
      cn: `${names.cn}。${kind.blurb[1]}支持批发，下单后24小时内发货。`,
    };
    // Arabic for every third goods.
    if (n % 3 === 0) {
      names.ar = `${kind.ar} ${colour.ar} ${style.ar}`;
      descriptions.ar = `${names.ar}. متوفر بالجملة، يتم الشحن خلال 24 ساعة من الطلب.`;
    }
    const images = Array.from({ length: VARIANT_COUNT }, (_, v) =>
      demoUrl(productImageName(type, palette, v)),
    );
    const otherColours = [palette, (palette + 3) % PALETTE_COUNT, (palette + 7) % PALETTE_COUNT];
    const attributes: unknown[] = [
      {
        name: attributeNames.colour,
        values: otherColours.map((p) => colourNames[p]!),
      },
    ];
    if (kind.attribute) {
      attributes.push({
        name: attributeNames[kind.attribute],
        values: attributeValues[kind.attribute].map((value) => ({ en: value })),
      });
    }
    const id = `goods-${pad(n + 1, 6)}`;
    goodsRows.push([
      id,
      leaf.id,
      JSON.stringify(names),
      JSON.stringify(descriptions),
      JSON.stringify(images),
      JSON.stringify(attributes),
    ]);
    goodsInfo.push({
      id,
      leaf: leaf.id,
      type,
      names: Object.values(names),
      base: between(kind.price[0], kind.price[1]),
    });
  }

  // Listings: prices around the goods' base price, a third discounted, minimum quantities.
  const topOf = new Map<string, string>();
  for (const top of demoCategories)
    for (const child of top.children) topOf.set(`cat-${child.key}`, top.key);
  const sellersByTop = new Map<string, number[]>();
  sellerFocus.forEach((focus, index) => {
    for (const key of focus) sellersByTop.set(key, [...(sellersByTop.get(key) ?? []), index]);
  });
  const listingRows: unknown[][] = [];
  const historyRows: unknown[][] = [];
  const listedBy = new Map<string, Set<number>>();
  const buyMins = [1, 1, 1, 1, 2, 2, 5, 10, 10, 20, 50, 100];
  for (let n = 0; n < listingCount; n++) {
    const goods = n < goodsCount ? goodsInfo[n]! : goodsInfo[Math.floor(random() * goodsCount)]!;
    const candidates = sellersByTop.get(topOf.get(goods.leaf) ?? '') ?? [];
    const taken = listedBy.get(goods.id) ?? new Set<number>();
    let seller = candidates.length > 0 ? pick(candidates) : Math.floor(random() * sellerCount);
    for (let tries = 0; taken.has(seller) && tries < sellerCount; tries++)
      seller = (seller + 1) % sellerCount;
    taken.add(seller);
    listedBy.set(goods.id, taken);
    const selling = goods.base * between(0.88, 1.15);
    const discounted = random() < 0.35;
    const discount = discounted ? money2(selling * between(0.6, 0.95)) : null;
    const sellingPrice = money2(Math.max(0.5, selling));
    const isNew = random() < 0.2;
    const isRecommend = random() < 0.15;
    const upTime = now - Math.floor(random() * (isNew ? 7 : 120) * day);
    const id = `sg-${pad(n + 1, 6)}`;
    const discountPrice =
      discount !== null && Number(discount) < Number(sellingPrice) ? discount : null;
    // The price history: the regular price since 8-47 days before the discount, which started
    // 0-19 days ago (derived from n, so the generator's sequence stays as it was).
    const discountFrom = now - (n % 20) * day;
    const history: PriceChange[] = [
      {
        at: new Date(discountPrice === null ? now : discountFrom - (8 + ((n * 7) % 40)) * day),
        sellingPrice,
        discountPrice: null,
      },
    ];
    if (discountPrice !== null)
      history.push({ at: new Date(discountFrom), sellingPrice, discountPrice });
    for (const change of history)
      historyRows.push([id, change.sellingPrice, change.discountPrice, change.at.toISOString()]);
    listingRows.push([
      id,
      goods.id,
      `seller-${pad(seller + 1, 3)}`,
      goods.leaf,
      sellingPrice,
      discountPrice,
      referencePrice(history),
      pick(buyMins),
      Math.floor(between(50, 5000)),
      random() > 0.03,
      isNew,
      isNew ? new Date(upTime).toISOString() : null,
      isRecommend,
      isRecommend ? new Date(upTime).toISOString() : null,
      new Date(upTime).toISOString(),
      buildSearchText(goods.names),
    ]);
  }

  const bannerTitles = [
    { en: 'New season arrivals', cn: '新季上新', ar: 'وصل حديثاً' },
    { en: 'Factory-direct electronics', cn: '数码工厂直供', ar: 'إلكترونيات من المصنع' },
    { en: 'Home essentials in bulk', cn: '家居好物批发', ar: 'مستلزمات المنزل بالجملة' },
    { en: 'Beauty best sellers', cn: '美妆热卖', ar: 'الأكثر مبيعاً في الجمال' },
    { en: 'Outdoor season', cn: '户外季', ar: 'موسم الهواء الطلق' },
    { en: 'Discounts up to 40%', cn: '低至六折', ar: 'خصومات حتى 40%' },
  ];
  const bannerLinks: Array<[string, string]> = [
    ['category', 'cat-clothing'],
    ['category', 'cat-electronics'],
    ['category', 'cat-home'],
    ['seller', 'seller-001'],
    ['category', 'cat-sports'],
    ['none', ''],
  ];
  const bannerRows: unknown[][] = bannerTitles.map((title, i) => [
    `banner-${i + 1}`,
    i === 5 ? 'discount' : 'home',
    JSON.stringify(title),
    demoUrl(`banner-${i % BANNER_COUNT}.svg`),
    bannerLinks[i]![0],
    bannerLinks[i]![1],
    i + 1,
  ]);

  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await insertDemoRows(client, 'categories', categoryRows);
    await insertDemoRows(client, 'sellers', sellerRows);
    await insertDemoRows(client, 'goods', goodsRows);
    // The listings' words are counted once at the end instead of once per 5,000-row statement:
    // inside one transaction every statement would rewrite the same word rows, whose old versions
    // cannot be cleaned before the commit (a million listings: 200 versions of each word, each
    // statement slower than the last). The trigger is off for this transaction only.
    await client.query('alter table seller_goods disable trigger search_words_insert');
    // The reference prices are computed here from the history written below, by the same rule as
    // the service's (which the trigger would otherwise reset on insert).
    await client.query(
      'alter table seller_goods disable trigger seller_goods_reference_price_reset',
    );
    await insertDemoRows(client, 'seller_goods', listingRows);
    await client.query('alter table seller_goods enable trigger search_words_insert');
    await client.query(
      'alter table seller_goods enable trigger seller_goods_reference_price_reset',
    );
    await insertDemoRows(client, 'listing_price_history', historyRows);
    // The words table's GIN indexes take each new word into the index itself (no pending list,
    // migration 0023). For this bulk insert only, the words wait in a pending list merged in one
    // pass before the commit: inserting 12,000 words one by one took 6-10 s more at 100,000
    // listings (load 33), the merge 0.3-0.8 s.
    const wordIndexes = ['search_words_trgm_gin_idx', 'search_words_grams_idx'];
    for (const index of wordIndexes)
      await client.query(`alter index ${index} set (fastupdate = on)`);
    await client.query(`insert into search_words (word, listings)
      select w, count(*)::int from seller_goods l, unnest(search_text_words(l.search_text)) w
      where l.on_shelf group by w
      on conflict (word) do update set listings = excluded.listings`);
    for (const index of wordIndexes) {
      await client.query(`select gin_clean_pending_list('${index}'::regclass)`);
      await client.query(`alter index ${index} set (fastupdate = off)`);
    }
    await insertDemoRows(client, 'banners', bannerRows);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // Fresh statistics so the planner picks the trigram and sort indexes right away, and a
  // visibility map so counts can read the small partial indexes instead of the table. The words
  // table too: every search reads it (word counts, corrections), and without this its rows had no
  // statistics and no hint bits until autovacuum's first pass, a minute or more after the seed
  // (docs/performance.md, issue 39).
  await database.pool.query(
    'vacuum (analyze) categories, sellers, goods, seller_goods, listing_price_history, search_words, banners',
  );
  return {
    categories: categoryRows.length,
    sellers: sellerRows.length,
    goods: goodsRows.length,
    listings: listingRows.length,
    banners: bannerRows.length,
  };
}

export async function catalogIsEmpty(database: Database): Promise<boolean> {
  const result = await database.pool.query(
    'select not exists (select 1 from categories) and not exists (select 1 from seller_goods) as empty',
  );
  return (result.rows[0] as { empty: boolean }).empty;
}

/** Loads the demo catalogue when the database has none (first start). */
export async function seedDemoIfEmpty(
  database: Database,
  options: { log: (m: string) => void; dataDir: string; scale?: DemoScale },
): Promise<void> {
  if (!(await catalogIsEmpty(database))) return;
  const started = Date.now();
  const summary = await seedDemo(database, { scale: options.scale ?? 'full', log: options.log });
  options.log(
    `demo data loaded: ${summary.categories} categories, ${summary.sellers} stores, ${summary.goods} goods, ${summary.listings} listings, ${summary.banners} banners in ${Date.now() - started} ms`,
  );
  const accounts = await createDemoAccounts(database, options.dataDir);
  options.log(
    `demo accounts: operator "${accounts.operator}", buyer "${accounts.buyer}", store owners "seller01".."seller${String(accounts.sellers.length).padStart(2, '0')}"; password for all: ${accounts.password} (kept in ${path.join(options.dataDir, DEMO_ACCOUNTS_FILE)})`,
  );
}
