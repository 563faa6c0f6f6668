// Routes of a store's own listings `seller/goods!*` (seller role). Thin: the service decides; a
// successful write clears the catalogue's read caches so the change is searchable at once.
import {
  sellerGoodsAdd,
  sellerGoodsDelete,
  sellerGoodsEdit,
  sellerGoodsImport,
  sellerGoodsInfo,
  sellerGoodsList,
  sellerGoodsShelf,
} from '../../../domain/api/listing.ts';
import type { Result } from '../../../domain/errors.ts';
import type { Api } from '../../platform/api.ts';
import * as listings from './listing.service.ts';

export function listingRoutes(api: Api, cachesChanged: () => void): void {
  const changing = async <T>(write: Promise<Result<T>>): Promise<Result<T>> => {
    const result = await write;
    if (result.ok) cachesChanged();
    return result;
  };
  api.handle(sellerGoodsList, (input, ctx) => listings.list(ctx, input));
  api.handle(sellerGoodsInfo, (input, ctx) => listings.info(ctx, input.sellerGoodsId));
  api.handle(sellerGoodsAdd, (input, ctx) => changing(listings.add(ctx, input)));
  api.handle(sellerGoodsEdit, (input, ctx) => changing(listings.edit(ctx, input)));
  api.handle(sellerGoodsShelf, (input, ctx) => changing(listings.shelf(ctx, input)));
  api.handle(sellerGoodsDelete, (input, ctx) =>
    changing(listings.remove(ctx, input.sellerGoodsId)),
  );
  api.handle(sellerGoodsImport, (input, ctx) => changing(listings.importCsv(ctx, input.file)));
}
