// Reviews of a listing as buyers read them: the list by filter and the counts per filter.
import type { EvaluationItem } from '../../../domain/api/catalog.ts';
import { makePageInfo } from '../../../domain/api/common.ts';
import { maskReviewerName } from '../../../domain/catalog/reviews.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { wireTime } from '../../platform/time.ts';
import * as repo from './catalog.repository.ts';

/** The request context plus the catalogue's shared read helpers. */
import { offsetOf, type CatalogContext, type Paged } from './catalog.service.ts';

// ---------------------------------------------------------------------------------------------
// Reviews

export async function evaluations(
  ctx: CatalogContext,
  query: {
    sellerGoodsId: string;
    rating?: string;
    withImages?: boolean;
    pageNum: number;
    pageSize: number;
  },
): Promise<Result<Paged<EvaluationItem> & { evaluationNum: number }>> {
  if (!(await repo.findListingRef(ctx.db, query.sellerGoodsId))) return fail('goods.notFound');
  const { rows, total, all } = await repo.listEvaluations(ctx.db, {
    ...query,
    limit: query.pageSize,
    offset: offsetOf(query.pageNum, query.pageSize),
  });
  return ok({
    pageList: rows.map((row) => ({
      id: row.id,
      sellerGoodsId: row.seller_goods_id,
      userName: maskReviewerName(row.user_name),
      avatar: row.avatar,
      rating: row.rating,
      content: row.content,
      imgUrls: row.img_urls,
      isDefault: row.is_default,
      checkAttrName: row.check_attr_name,
      createTime: wireTime(row.created_at, ctx.config.platformTimeZone),
    })),
    pageInfo: makePageInfo(query.pageNum, query.pageSize, total),
    evaluationNum: all,
  });
}

export async function evaluationCounts(ctx: CatalogContext, sellerGoodsId: string) {
  if (!(await repo.findListingRef(ctx.db, sellerGoodsId))) return fail('goods.notFound');
  const counts = await repo.countEvaluationTypes(ctx.db, sellerGoodsId);
  return ok({
    all: counts.all,
    good: counts.good,
    medium: counts.medium,
    bad: counts.bad,
    withImages: counts.with_images,
  });
}
