// Routes of favourite products (keepGoods!*) and followed stores (focusSeller!*).
import {
  focusSellerAdd,
  focusSellerCount,
  focusSellerDel,
  focusSellerList,
  focusSellerStatus,
  keepGoodsAdd,
  keepGoodsCount,
  keepGoodsDel,
  keepGoodsList,
  keepGoodsStatus,
} from '../../../domain/api/favourites.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as favourites from './favourites.service.ts';

export function favouritesRoutes({ api }: ModuleDeps): void {
  api.handle(keepGoodsList, (paging, ctx) => favourites.keptListings(ctx, paging));
  api.handle(keepGoodsAdd, ({ sellerGoodsId }, ctx) => favourites.keepListing(ctx, sellerGoodsId));
  api.handle(keepGoodsDel, ({ sellerGoodsId }, ctx) =>
    favourites.unkeepListing(ctx, sellerGoodsId),
  );
  api.handle(keepGoodsCount, (_input, ctx) => favourites.keptCount(ctx));
  api.handle(keepGoodsStatus, ({ sellerGoodsIds }, ctx) =>
    favourites.keptStatus(ctx, sellerGoodsIds),
  );
  api.handle(focusSellerList, (paging, ctx) => favourites.followedStores(ctx, paging));
  api.handle(focusSellerAdd, ({ sellerId }, ctx) => favourites.followStore(ctx, sellerId));
  api.handle(focusSellerDel, (which, ctx) => favourites.unfollowStore(ctx, which));
  api.handle(focusSellerCount, (_input, ctx) => favourites.followedCount(ctx));
  api.handle(focusSellerStatus, ({ sellerId }, ctx) => favourites.followStatus(ctx, sellerId));
}
