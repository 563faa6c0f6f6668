// The shapes the storefront's calls answer with (listing cards and details, stores, categories,
// banners, reviews), apart from the calls in catalog.ts that export them.
import { z } from 'zod';
import { bannerLinkTypes } from '../catalog/banner-places.ts';
import { moneyString, timeString } from './common.ts';

export const sellerRef = z.object({ id: z.string(), name: z.string() });
export type SellerRef = z.infer<typeof sellerRef>;

/**
 * A listing as a card in lists and search results.
 * Prices: `sellingPrice` is the regular price; `discountPrice` the discounted price while a
 * discount runs (else null); `price` the unit price the buyer pays now (see `unitPrice`);
 * `referencePrice` the only price a storefront may strike through.
 */
export const goodsCard = z.object({
  /** Same as `sellerGoodsId`; kept for clients that read `id`. */
  id: z.string(),
  sellerGoodsId: z.string(),
  /** The platform goods this listing sells. */
  goodsId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  imgUrl1: z.string(),
  zoomImg: z.string(),
  price: moneyString,
  discountPrice: moneyString.nullable(),
  sellingPrice: moneyString,
  /**
   * The price a reduction is measured against: the lowest price the listing had for at least 7
   * days in the 30 days before the discount started (domain/catalog/reference-price.ts). Null:
   * no reduction may be shown (no discount, a new listing, or no such earlier price above today's).
   */
  referencePrice: moneyString.nullable(),
  /** Minimum quantity per order (>= 1). */
  buyMin: z.number().int(),
  soldNum: z.number().int(),
  viewsNum: z.number().int(),
  isNew: z.boolean(),
  isRecommend: z.boolean(),
  seller: sellerRef,
});
export type GoodsCard = z.infer<typeof goodsCard>;

export const goodsAttribute = z.object({
  /** Attribute name, e.g. "Colour". */
  name: z.string(),
  /** Selectable values, e.g. ["Red", "Blue"]. */
  values: z.array(z.string()),
});
export type GoodsAttribute = z.infer<typeof goodsAttribute>;

/** A listing in full, for the product page. */
export const goodsDetail = goodsCard.extend({
  description: z.string(),
  /** All images, the first is `imgUrl1`. */
  images: z.array(z.string()),
  attributes: z.array(goodsAttribute),
  categoryName: z.string(),
  stock: z.number().int(),
  onShelf: z.boolean(),
  /** Reviews of this listing (written and system default). */
  evaluationNum: z.number().int(),
  /** System default good reviews among them (counted apart, not in the rate). */
  defaultEvaluationNum: z.number().int(),
  /**
   * Percentage of written reviews rated good, decimal string "0".."100"; null while nobody has
   * written one (the page says "no reviews yet", not a percentage).
   */
  goodReviewRate: z.string().nullable(),
  /** When the listing went on sale. */
  upTime: timeString,
  seller: sellerRef.extend({
    logo: z.string(),
    /** The store ships an order within this many days of ordering. */
    handlingDays: z.number().int(),
  }),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

export const categoryItem = z.object({
  id: z.string(),
  /** '' for a top-level category. */
  parentId: z.string(),
  name: z.string(),
  iconImg: z.string(),
  sort: z.number().int(),
  isRecommend: z.boolean(),
});
export type CategoryItem = z.infer<typeof categoryItem>;

export const categoryNode = categoryItem.extend({ children: z.array(categoryItem) });
export type CategoryNode = z.infer<typeof categoryNode>;

/** A store as a card. Counters are computed from recorded events and start at 0. */
export const sellerCard = z.object({
  id: z.string(),
  sellerId: z.string(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  soldNum: z.number().int(),
  followers: z.number().int(),
  viewsNum: z.number().int(),
  /** Listings on shelf. */
  goodsNum: z.number().int(),
});
export type SellerCard = z.infer<typeof sellerCard>;

export const sellerDetail = sellerCard.extend({
  description: z.string(),
  evaluationNum: z.number().int(),
  /** System default good reviews among them (counted apart, not in the rate). */
  defaultEvaluationNum: z.number().int(),
  /** Percentage of written reviews rated good; null while nobody has written one. */
  goodReviewRate: z.string().nullable(),
  /** The store ships an order within this many days of ordering. */
  handlingDays: z.number().int(),
  /**
   * The declared handling time beside the measured one, over the orders paid in the last 90 days
   * (domain/store/measured-shipping.ts); the figures are null below 5 measured orders.
   */
  shipping: z.object({
    declaredDays: z.number().int(),
    medianShipHours: z.number().nullable(),
    onTimeRate: z.string().nullable(),
    measuredOrders: z.number().int(),
  }),
  createTime: timeString,
});
export type SellerDetail = z.infer<typeof sellerDetail>;

export { bannerLinkTypes, type BannerLinkType } from '../catalog/banner-places.ts';

export const bannerItem = z.object({
  id: z.string(),
  title: z.string(),
  imgUrl: z.string(),
  /** What a tap opens: `link` is a sellerGoodsId, sellerId, categoryId or URL accordingly. */
  linkType: z.enum(bannerLinkTypes),
  link: z.string(),
  sort: z.number().int(),
});
export type BannerItem = z.infer<typeof bannerItem>;

export const suggestionItem = z.object({ id: z.string(), name: z.string() });
export type SuggestionItem = z.infer<typeof suggestionItem>;

export const reviewRatings = ['good', 'medium', 'bad'] as const;
export type ReviewRating = (typeof reviewRatings)[number];

/** The list's filters: a written rating tier, or the system's default reviews. */
export const reviewFilters = [...reviewRatings, 'default'] as const;

export const evaluationItem = z.object({
  id: z.string(),
  sellerGoodsId: z.string(),
  /** Reviewer's name, masked (e.g. "ab***yz"). */
  userName: z.string(),
  /** Avatar image number. */
  avatar: z.number().int(),
  rating: z.enum(reviewRatings),
  content: z.string(),
  /** Up to 9 image URLs. */
  imgUrls: z.array(z.string()),
  /** The system default good review (buyer wrote nothing in time), shown as such. */
  isDefault: z.boolean(),
  /** Chosen attribute text of the bought item, '' when none. */
  checkAttrName: z.string(),
  /** Written by the buyer of a received order of this listing (every review made here is). */
  verified: z.boolean(),
  /** The store's answer, '' when none, with its time ('' when none). */
  reply: z.string(),
  replyTime: z.union([timeString, z.literal('')]),
  createTime: timeString,
});
export type EvaluationItem = z.infer<typeof evaluationItem>;
