// Routes of the storefront catalogue and search (thin: input -> service -> Result), plus the
// static serving of uploaded and demo images under /uploads/.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import * as api from '../../../domain/api/catalog.ts';
import { isPrivateUpload } from '../../../domain/upload/private-areas.ts';
import type { Endpoint } from '../../../domain/api/define.ts';
import { sellerEvaluationList, sellerEvaluationReply } from '../../../domain/api/review.ts';
import { ok, type Result } from '../../../domain/errors.ts';
import { demoImageSvg } from '../../demo/images.ts';
import { answeredAgainUnchanged, type Handler } from '../../platform/api.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as catalog from './catalog.service.ts';
import * as pageViews from './page-view.service.ts';
import * as reviews from './evaluation.service.ts';
import * as storefront from './storefront.service.ts';
import { registerCatalogReadCache, TtlCache } from './catalog.cache.ts';
import { ViewBuffer } from './view-buffer.ts';
import { listingRoutes } from './listing.routes.ts';
import { applyDiscountWindows } from './listing.repository.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';

/** Demo images never change for a given name, uploads get new names: cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function catalogRoutes(deps: ModuleDeps): Promise<void> {
  const { app, config } = deps;
  const direct = deps.api.handle.bind(deps.api);
  const totals = new TtlCache<catalog.ListTotal>(config.catalogCacheTtlMs);
  // Anonymous catalogue reads answer the same for everyone on a storefront: successful answers are
  // reused for a few seconds per (call, brand, language, input). Calls that record something are not cached.
  const responses = new TtlCache<Result<unknown>>(config.catalogCacheTtlMs);
  // Store profile changes drop these answers at once (catalog.cache.ts `forgetCatalogReads`).
  const unregister = registerCatalogReadCache(responses);
  app.addHook('onClose', async () => {
    unregister();
  });
  const handle = <E extends Endpoint>(endpoint: E, handler: Handler<E>) =>
    direct(
      endpoint,
      (input, ctx) =>
        responses.get(
          // Per brand too: banners differ between storefronts.
          `${endpoint.name}|${ctx.brand}|${ctx.lang}|${JSON.stringify(input)}`,
          async () => {
            const result = await handler(input, ctx);
            // Kept and answered again as it is: its JSON is made once.
            if (result.ok && responses.enabled) answeredAgainUnchanged(result.data);
            return result;
          },
          (result) => result.ok,
        ) as ReturnType<Handler<E>>,
    );
  // Page views are written in batches (view-buffer.ts), the last batch on close; with no
  // interval configured each view is written as it comes.
  const views =
    config.viewFlushMs > 0
      ? new ViewBuffer(deps.database.db, config.viewFlushMs, (error) =>
          app.log.error({ err: error }, 'writing page views failed; kept for the next flush'),
        )
      : undefined;
  app.addHook('onClose', async () => views?.close());
  const search = deps.database.search;
  const cx = (ctx: RequestContext): catalog.CatalogContext => ({ ...ctx, totals, views, search });
  // A store's listing writes forget this server's cached reads; other servers' caches age out
  // within their few seconds.
  listingRoutes(deps.api, () => {
    responses.clear();
    totals.clear();
  });
  // Discounts with a time window start and end on the sweep (within one interval of the edge).
  if (config.order.sweepIntervalMs > 0) {
    const stop = startPeriodicJob({
      name: 'discount windows',
      intervalMs: config.order.sweepIntervalMs,
      log: app.log,
      run: () => applyDiscountWindows(deps.database.db, deps.now()),
    });
    app.addHook('onClose', async () => stop());
  }

  // Demo images are drawn from their file name on request (server/demo/images.ts): no files to
  // write at seed time, identical bytes on every server.
  app.get<{ Params: { file: string } }>('/uploads/demo/:file', async (request, reply) => {
    const svg = demoImageSvg(request.params.file);
    if (svg === undefined) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
  });
  // Uploads kept in the local folder are its static files; kept in a bucket (UPLOAD_STORE=s3),
  // the upload module answers them.
  if (config.upload.store.kind === 'local') {
    const uploads = path.join(config.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: 365 * 24 * 3600 * 1000,
      immutable: true,
      // Private areas (ID photos) live outside this folder and are answered by the upload module;
      // should one be left here, it is still not served.
      allowedPath: (pathName) => {
        try {
          return !isPrivateUpload(`/uploads${path.posix.normalize(decodeURIComponent(pathName))}`);
        } catch {
          return false;
        }
      },
    });
  }

  handle(api.indexHome, async ({ pageSize }, ctx) => {
    const c = cx(ctx);
    const [bannerList, categoryList, recommendList, newList, discountList, sellers] =
      await Promise.all([
        storefront.banners(c, 'home'),
        storefront.topCategories(c, pageSize),
        catalog.goodsCards(c, { isRecommend: true }, 'default', pageSize),
        catalog.goodsCards(c, { isNew: true }, 'new', pageSize),
        catalog.goodsCards(c, { discounted: true }, 'default', pageSize),
        storefront.listSellers(c, { sort: 'default', pageNum: 1, pageSize }),
      ]);
    return ok({
      bannerList,
      categoryList,
      recommendList,
      newList,
      discountList,
      sellerList: sellers.pageList,
    });
  });

  handle(api.bannerList, async ({ position }, ctx) =>
    ok(await storefront.banners(cx(ctx), position)),
  );
  direct(api.downloadUrl, async (_input, ctx) => ok(await storefront.downloadUrls(cx(ctx))));

  handle(api.categoryList, async (input, ctx) => storefront.categoryPage(cx(ctx), input));
  handle(api.categoryTree, async (_input, ctx) => ok(await storefront.categoryTree(cx(ctx))));
  handle(api.categorySellerTree, async ({ sellerId }, ctx) =>
    storefront.sellerCategoryTree(cx(ctx), sellerId),
  );
  handle(api.categoryRecommend, async ({ pageSize }, ctx) =>
    ok(await storefront.recommendedCategories(cx(ctx), pageSize)),
  );

  handle(api.goodsList, async ({ keyword, sort, pageNum, pageSize, ...filter }, ctx) =>
    ok(await catalog.listGoods(cx(ctx), { filter, keyword, sort, pageNum, pageSize })),
  );
  handle(api.goodsSearch, async ({ keyword, sort, pageNum, pageSize, ...filter }, ctx) =>
    ok(await catalog.searchGoods(cx(ctx), { keyword, filter, sort, pageNum, pageSize })),
  );
  handle(
    api.searchSellerGoods,
    async ({ sellerId, categoryId, keyword, sort, pageNum, pageSize }, ctx) => {
      const filter = { sellerId, categoryId };
      if (keyword) {
        return ok(await catalog.searchGoods(cx(ctx), { keyword, filter, sort, pageNum, pageSize }));
      }
      const listSort = sort === 'relevance' ? 'default' : sort;
      return ok(await catalog.listGoods(cx(ctx), { filter, sort: listSort, pageNum, pageSize }));
    },
  );
  handle(api.recommendNew, async ({ categoryId, pageNum, pageSize }, ctx) =>
    ok(
      await catalog.listGoods(cx(ctx), {
        filter: { isNew: true, categoryId },
        sort: 'new',
        pageNum,
        pageSize,
      }),
    ),
  );
  handle(api.recommendLike, async (input, ctx) => ok(await catalog.recommendLike(cx(ctx), input)));
  handle(api.searchKeyword, async ({ keyword, pageSize }, ctx) =>
    ok(await catalog.suggest(cx(ctx), keyword, pageSize)),
  );
  direct(api.goodsInfo, async ({ sellerGoodsId }, ctx) =>
    catalog.goodsDetail(cx(ctx), sellerGoodsId),
  );

  handle(api.sellerList, async (input, ctx) => ok(await storefront.listSellers(cx(ctx), input)));
  direct(api.sellerInfo, async ({ sellerId }, ctx) => storefront.sellerDetail(cx(ctx), sellerId));

  handle(api.evaluationList, async (input, ctx) => reviews.evaluations(cx(ctx), input));
  direct(sellerEvaluationList, (input, ctx) => reviews.storeEvaluations(ctx, input));
  direct(sellerEvaluationReply, async (input, ctx) => {
    const replied = await reviews.replyToEvaluation(ctx, input);
    if (replied.ok) responses.clear();
    return replied;
  });
  handle(api.evaluationCountType, async ({ sellerGoodsId }, ctx) =>
    reviews.evaluationCounts(cx(ctx), sellerGoodsId),
  );

  direct(api.subscribeAdd, async ({ email }, ctx) => storefront.subscribe(cx(ctx), email));
  direct(api.pageViewAdd, async (input, ctx) => {
    await pageViews.addPageView(cx(ctx), input);
    return ok(null);
  });
  direct(api.currentLottery, async (_input, ctx) => ok(await storefront.currentLottery(cx(ctx))));
}
