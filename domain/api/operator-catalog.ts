// Operator calls on stores, listings and the catalogue's furniture (categories, banners, the
// lucky-draw activity): part of the operator console's endpoints (exported through operator.ts).
import { z } from 'zod';
import {
  bannerLinkFits,
  bannerLinkTypes,
  bannerPositions,
  FURNITURE_SORT_MAX,
  isHttpsAddress,
} from '../catalog/furniture.ts';
import { languageCodes } from '../i18n/languages.ts';
import { idParam, optionalText, paged, pagingInput } from './common.ts';
import { endpointArea } from './define.ts';
import { decisionReasonFields } from './operator-fields.ts';

const operatorCalls = endpointArea({ tag: 'Operator', auth: 'admin' });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// ---------------------------------------------------------------------------------------------
// Stores and listings

export const adminStoreRow = z.object({
  sellerId: z.string(),
  ownerUserId: z.string(),
  name: z.string(),
  country: z.string(),
  status: z.enum(['active', 'suspended']),
  /** Why it is suspended, in the reader's language when it is a standard reason. */
  suspendReason: z.string(),
  suspendTime: z.string(),
  listings: z.number().int(),
  onShelf: z.number().int(),
  hidden: z.number().int(),
  openOrders: z.number().int(),
  createTime: z.string(),
});

export type AdminStoreRow = z.infer<typeof adminStoreRow>;

export const adminStoreList = operatorCalls.read('admin/store!list', {
  auth: 'operator',
  permissions: ['moderation.stores'],
  summary: 'Stores, newest first; `q` searches the name; `status` active or suspended.',
  input: z.object({
    ...pagingInput(20),
    q: optionalText(100),
    status: z.preprocess(blankToUndefined, z.enum(['active', 'suspended']).optional()),
  }),
  output: paged(adminStoreRow),
});

export const adminStoreInfo = operatorCalls.read('admin/store!info', {
  auth: 'operator',
  permissions: ['moderation.stores'],
  summary: 'One store with its moderation state, listings (on shelf, hidden) and open orders.',
  input: z.object({ sellerId: idParam }),
  output: adminStoreRow,
});

export const adminStoreSetStatus = operatorCalls.write('admin/store!setStatus', {
  permissions: ['moderation.stores'],
  summary:
    'Suspends a store (a reason required, which the store reads: its listings leave the storefront, open orders go on) or reinstates it.',
  input: z.object({
    sellerId: idParam,
    status: z.enum(['active', 'suspended']),
    ...decisionReasonFields,
  }),
  output: adminStoreRow,
});

export const adminListingRow = z.object({
  sellerGoodsId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  name: z.string(),
  price: z.string(),
  stock: z.number().int(),
  onShelf: z.boolean(),
  hidden: z.boolean(),
  hiddenReason: z.string(),
  upTime: z.string(),
});

export type AdminListingRow = z.infer<typeof adminListingRow>;

export const adminGoodsList = operatorCalls.read('admin/goods!list', {
  auth: 'operator',
  permissions: ['moderation.goods'],
  summary: 'Listings of every store, newest first; `q` searches names; filters: store, hidden.',
  input: z.object({
    ...pagingInput(20),
    q: optionalText(100),
    sellerId: z.preprocess(blankToUndefined, idParam.optional()),
    hidden: z.preprocess(
      (v) =>
        v === '' || v === null || v === undefined
          ? undefined
          : v === true || v === '1' || v === 'true',
      z.boolean().optional(),
    ),
  }),
  output: paged(adminListingRow),
});

export const adminGoodsHide = operatorCalls.write('admin/goods!hide', {
  permissions: ['moderation.goods'],
  summary:
    'Hides a listing (moderation): off the storefront, its store cannot put it back; the reason (required) is shown to the store.',
  input: z.object({ sellerGoodsId: idParam, ...decisionReasonFields }),
  output: adminListingRow,
});

export const adminGoodsRestore = operatorCalls.write('admin/goods!restore', {
  permissions: ['moderation.goods'],
  summary: 'Restores a hidden listing to the shelf state it had before.',
  input: z.object({ sellerGoodsId: idParam, reason: optionalText(500) }),
  output: adminListingRow,
});

// ---------------------------------------------------------------------------------------------
// Catalogue furniture: categories, banners, the lucky-draw activity

/** Texts per interface language, English required: a JSON object `{ "en": "...", "cn": "..." }`. */
const localizedInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .partialRecord(z.enum(languageCodes), z.string().trim().max(200))
    .refine((texts) => Boolean(texts.en?.trim()), 'an English text is required'),
);

/** A picture on this site (`/uploads/...`, `/brand/...`) or on an https address; '' for none. */
const pictureParam = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[A-Za-z0-9_\-./]+\.(png|jpe?g|webp|svg|gif)|https:\/\/\S+)$/, 'a picture address');

const wireTimeParam = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'a time YYYY-MM-DD HH:mm:ss')
    .optional(),
);

export const adminCategory = z.object({
  id: z.string(),
  parentId: z.string(),
  names: z.record(z.string(), z.string()),
  name: z.string(),
  iconImg: z.string(),
  sort: z.number().int(),
  isRecommend: z.boolean(),
  enabled: z.boolean(),
  /** Listings filed under it (a category in use cannot be deleted). */
  listings: z.number().int(),
  children: z.number().int(),
});

export type AdminCategory = z.infer<typeof adminCategory>;

export const adminCategoryList = operatorCalls.read('admin/category!list', {
  auth: 'operator',
  permissions: ['catalogue.categories'],
  summary: 'Every category (two levels), enabled or not, with its names in every language and use.',
  input: z.object({}),
  output: z.object({ list: z.array(adminCategory) }),
});

export const adminCategorySave = operatorCalls.write('admin/category!save', {
  permissions: ['catalogue.categories'],
  summary:
    'Creates (no `id`) or changes a category: names per language (English required), parent (a top-level category; two levels), icon, order, recommended, enabled.',
  input: z.object({
    id: z.preprocess(blankToUndefined, idParam.optional()),
    parentId: z.preprocess(blankToUndefined, idParam.optional()),
    names: localizedInput,
    iconImg: z.preprocess((v) => v ?? '', pictureParam),
    sort: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(0).max(FURNITURE_SORT_MAX).default(0),
    ),
    isRecommend: z.preprocess((v) => v === true || v === '1' || v === 'true', z.boolean()),
    enabled: z.preprocess(
      (v) => v === undefined || v === '' || v === true || v === '1' || v === 'true',
      z.boolean(),
    ),
  }),
  output: adminCategory,
});

export const adminCategoryDelete = operatorCalls.write('admin/category!delete', {
  permissions: ['catalogue.categories'],
  summary: 'Deletes a category; refused while listings use it or it has subcategories.',
  input: z.object({ id: idParam }),
  output: z.null(),
});

export { bannerLinkTypes, bannerPositions } from '../catalog/furniture.ts';

export const adminBanner = z.object({
  id: z.string(),
  position: z.enum(bannerPositions),
  /** The storefront brand that shows it; '' for every brand. */
  brand: z.string(),
  titles: z.record(z.string(), z.string()),
  title: z.string(),
  imgUrl: z.string(),
  linkType: z.enum(bannerLinkTypes),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
});

export type AdminBanner = z.infer<typeof adminBanner>;

export const adminBannerList = operatorCalls.read('admin/banner!list', {
  auth: 'operator',
  permissions: ['moderation.banners'],
  summary:
    'Every banner of every position and brand, in display order, with its active period; also the brands a banner can be shown on.',
  input: z.object({}),
  output: z.object({
    list: z.array(adminBanner),
    brands: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const adminBannerSave = operatorCalls.write('admin/banner!save', {
  permissions: ['moderation.banners'],
  summary:
    'Creates (no `id`) or changes a banner: position, the brand that shows it (empty: every brand), titles per language, picture, link, order, enabled, active period (platform time).',
  input: z
    .object({
      id: z.preprocess(blankToUndefined, idParam.optional()),
      position: z.enum(bannerPositions),
      /** A brand code to show it on that storefront only; empty for every brand. */
      brand: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z
          .string()
          .trim()
          .regex(/^([a-z0-9-]{1,40})?$/),
      ),
      titles: localizedInput,
      imgUrl: pictureParam.refine((v) => v !== '', 'a picture is required'),
      linkType: z.enum(bannerLinkTypes),
      link: z.preprocess((v) => v ?? '', z.string().trim().max(500)),
      sort: z.preprocess(
        blankToUndefined,
        z.coerce.number().int().min(0).max(FURNITURE_SORT_MAX).default(0),
      ),
      enabled: z.preprocess(
        (v) => v === undefined || v === '' || v === true || v === '1' || v === 'true',
        z.boolean(),
      ),
      startTime: wireTimeParam,
      endTime: wireTimeParam,
    })
    .refine((banner) => bannerLinkFits(banner.linkType, banner.link), {
      path: ['link'],
      message: 'a link that fits its type (https address, record id, or none)',
    }),
  output: adminBanner,
});

export const adminBannerDelete = operatorCalls.write('admin/banner!delete', {
  permissions: ['moderation.banners'],
  summary: 'Deletes a banner.',
  input: z.object({ id: idParam }),
  output: z.null(),
});

export const adminLottery = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  title: z.string(),
  detailUrl: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  enabled: z.boolean(),
});

export type AdminLottery = z.infer<typeof adminLottery>;

export const adminLotteryList = operatorCalls.read('admin/lottery!list', {
  auth: 'operator',
  permissions: ['catalogue.furniture'],
  summary:
    'The lucky-draw activities, latest start first (the current one is what the storefront shows).',
  input: z.object({}),
  output: z.object({ list: z.array(adminLottery) }),
});

export const adminLotterySave = operatorCalls.write('admin/lottery!save', {
  permissions: ['catalogue.furniture'],
  summary:
    'Creates (no `id`) or changes a lucky-draw activity: titles, the https page it opens, its period (platform time), enabled.',
  input: z.object({
    id: z.preprocess(blankToUndefined, idParam.optional()),
    titles: localizedInput,
    detailUrl: z.string().trim().refine(isHttpsAddress, 'an https address'),
    startTime: wireTimeParam.pipe(z.string()),
    endTime: wireTimeParam.pipe(z.string()),
    enabled: z.preprocess(
      (v) => v === undefined || v === '' || v === true || v === '1' || v === 'true',
      z.boolean(),
    ),
  }),
  output: adminLottery,
});
