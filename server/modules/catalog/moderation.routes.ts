// Operator calls of store and listing moderation (`admin/store!list|info|setStatus`,
// `admin/goods!list|hide|restore`). Thin: moderation.service.ts decides.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminGoodsHide,
  adminGoodsList,
  adminGoodsRestore,
  adminStoreInfo,
  adminStoreList,
  adminStoreSetStatus,
} from '../../../domain/api/operator.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as moderation from './moderation.service.ts';

export function moderationRoutes({ api }: ModuleDeps): void {
  api.handle(adminStoreList, async ({ pageNum, pageSize, ...filter }, ctx) => {
    const { list, total } = await moderation.listStores(ctx, filter, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminStoreInfo, ({ sellerId }, ctx) => moderation.storeInfo(ctx, sellerId));
  api.handle(adminStoreSetStatus, (input, ctx) => moderation.changeStoreStatus(ctx, input));
  api.handle(adminGoodsList, async ({ pageNum, pageSize, ...filter }, ctx) => {
    const { list, total } = await moderation.listListings(ctx, filter, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminGoodsHide, (input, ctx) =>
    moderation.changeListing(ctx, { ...input, hidden: true }),
  );
  api.handle(adminGoodsRestore, (input, ctx) =>
    moderation.changeListing(ctx, { ...input, hidden: false }),
  );
}
