// Endpoints of favourite products (`keepGoods!*`) and followed stores (`focusSeller!*`), spec
// section 7 "Account". Adding is idempotent (a second add keeps the one row and its saved price);
// deleting what is not there changes nothing. `!status` calls are Caravan additions: which of the
// shown listings the caller keeps, and whether the caller follows a store with its live count.
import { z } from 'zod';
import { KEEP_STATUS_MAX_IDS } from '../catalog/favourite-limits.ts';
import {
  idParam,
  jsonArray,
  moneyString,
  optionalId,
  paged,
  pagingInput,
  timeString,
} from './common.ts';
import { endpointArea } from './define.ts';

const favouritesCalls = endpointArea({ tag: 'Favourites', auth: 'user' });

export const keptGoodsItem = z.object({
  /** The favourite's own id. */
  id: z.string(),
  sellerGoodsId: z.string(),
  name: z.string(),
  imgUrl1: z.string(),
  /** The unit price now. */
  price: moneyString,
  discountPrice: moneyString.nullable(),
  sellingPrice: moneyString,
  /** The unit price when the listing was saved. */
  savedPrice: moneyString,
  /** The listing is no longer on sale (taken off the shelf, hidden, or its store closed). */
  offShelf: z.boolean(),
  seller: z.object({ id: z.string(), name: z.string() }),
  /** When it was saved. */
  createTime: timeString,
});
export type KeptGoodsItem = z.infer<typeof keptGoodsItem>;

export const followedSellerItem = z.object({
  /** The follow's own id (`focusSeller!del` takes it as `focusSellerId`). */
  id: z.string(),
  focusSellerId: z.string(),
  sellerId: z.string(),
  name: z.string(),
  logo: z.string(),
  followers: z.number().int(),
  soldNum: z.number().int(),
  /** The store is suspended: its page is not shown. */
  closed: z.boolean(),
  /** When it was followed. */
  createTime: timeString,
});
export type FollowedSellerItem = z.infer<typeof followedSellerItem>;

const keepState = z.object({ sellerGoodsId: z.string(), kept: z.boolean() });
const followState = z.object({
  sellerId: z.string(),
  followed: z.boolean(),
  /** The store's follower count after the call. */
  followers: z.number().int(),
});
const countOutput = z.object({ count: z.number().int() });

export const keepGoodsList = favouritesCalls.read('keepGoods!list', {
  summary:
    'Your favourite products, newest first, each with its price now and when saved and an off-shelf mark.',
  input: z.object(pagingInput(20)),
  output: paged(keptGoodsItem),
});

export const keepGoodsAdd = favouritesCalls.write('keepGoods!add', {
  summary:
    'Save a listing on sale as a favourite; adding it again keeps the one favourite and its saved price.',
  input: z.object({ sellerGoodsId: idParam }),
  output: keepState,
});

export const keepGoodsDel = favouritesCalls.write('keepGoods!del', {
  summary: 'Remove a favourite; removing one that is not there changes nothing.',
  input: z.object({ sellerGoodsId: idParam }),
  output: keepState,
});

export const keepGoodsCount = favouritesCalls.read('keepGoods!count', {
  summary: 'How many favourite products you have.',
  input: z.object({}),
  output: countOutput,
});

export const keepGoodsStatus = favouritesCalls.read('keepGoods!status', {
  summary: `Which of the given listings (comma-separated or a JSON array, at most ${KEEP_STATUS_MAX_IDS}) are your favourites.`,
  input: z.object({
    sellerGoodsIds: z.preprocess(jsonArray, z.array(idParam).min(1).max(KEEP_STATUS_MAX_IDS)),
  }),
  output: z.object({ sellerGoodsIds: z.array(z.string()) }),
});

export const focusSellerList = favouritesCalls.read('focusSeller!list', {
  summary: 'The stores you follow, newest first.',
  input: z.object(pagingInput(20)),
  output: paged(followedSellerItem),
});

export const focusSellerAdd = favouritesCalls.write('focusSeller!add', {
  summary:
    'Follow a store; following it again changes nothing. Sellers cannot follow stores, nobody follows their own.',
  input: z.object({ sellerId: idParam }),
  output: followState,
});

export const focusSellerDel = favouritesCalls.write('focusSeller!del', {
  summary:
    'Unfollow a store, named by the follow (`focusSellerId`) or the store (`sellerId`); unfollowing a store you do not follow changes nothing.',
  input: z
    .object({ focusSellerId: optionalId, sellerId: optionalId })
    .refine((input) => input.focusSellerId !== undefined || input.sellerId !== undefined, {
      message: 'focusSellerId or sellerId is required',
      path: ['sellerId'],
    }),
  output: followState,
});

export const focusSellerCount = favouritesCalls.read('focusSeller!count', {
  summary: 'How many stores you follow.',
  input: z.object({}),
  output: countOutput,
});

export const focusSellerStatus = favouritesCalls.read('focusSeller!status', {
  auth: 'optional',
  summary:
    "A store's live follower count and whether you follow it (false without login); never cached.",
  input: z.object({ sellerId: idParam }),
  output: followState,
});
