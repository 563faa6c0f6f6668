// Reviews as buyers read them (the list by filter, the counts per filter) and as the store answers
// them (its written reviews, one reply each).
import type { EvaluationItem } from '../../../domain/api/catalog.ts';
import type { StoreEvaluationItem } from '../../../domain/api/review.ts';
import { makePageInfo } from '../../../domain/api/common.ts';
import { maskReviewerName } from '../../../domain/catalog/reviews.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import * as repo from './catalog.repository.ts';
import * as reviews from './evaluation.repository.ts';

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
  const { rows, total, all } = await reviews.listEvaluations(ctx.db, {
    ...query,
    limit: query.pageSize,
    offset: offsetOf(query.pageNum, query.pageSize),
  });
  return ok({
    pageList: rows.map((row) => evaluationView(ctx, row)),
    pageInfo: makePageInfo(query.pageNum, query.pageSize, total),
    evaluationNum: all,
  });
}

function evaluationView(
  ctx: CatalogContext | ServiceContext,
  row: reviews.EvaluationRow,
): EvaluationItem {
  return {
    id: row.id,
    sellerGoodsId: row.seller_goods_id,
    userName: maskReviewerName(row.user_name),
    avatar: row.avatar,
    rating: row.rating,
    content: row.content,
    imgUrls: row.img_urls,
    isDefault: row.is_default,
    checkAttrName: row.check_attr_name,
    verified: row.order_id !== null,
    reply: row.reply ?? '',
    replyTime: row.reply_at ? wireTime(row.reply_at, ctx.config.platformTimeZone) : '',
    createTime: wireTime(row.created_at, ctx.config.platformTimeZone),
  };
}

/** Written reviews of the caller's store's listings, for answering them. */
export async function storeEvaluations(
  ctx: ServiceContext,
  query: { unanswered?: boolean | undefined; pageNum: number; pageSize: number },
): Promise<Result<Paged<StoreEvaluationItem>>> {
  if (!ctx.storeId) return fail('auth.noPermission');
  const { rows, total } = await reviews.listStoreEvaluations(ctx.db, {
    sellerIds: [ctx.storeId],
    unanswered: query.unanswered === true,
    lang: ctx.lang,
    limit: query.pageSize,
    offset: offsetOf(query.pageNum, query.pageSize),
  });
  return ok({
    pageList: rows.map((row) => ({
      ...evaluationView(ctx, row),
      goodsName: row.goods_name,
      imgUrl1: row.img ?? '',
    })),
    pageInfo: makePageInfo(query.pageNum, query.pageSize, total),
  });
}

export async function evaluationCounts(ctx: CatalogContext, sellerGoodsId: string) {
  if (!(await repo.findListingRef(ctx.db, sellerGoodsId))) return fail('goods.notFound');
  const counts = await reviews.countEvaluationTypes(ctx.db, sellerGoodsId);
  return ok({
    all: counts.all,
    good: counts.good,
    medium: counts.medium,
    bad: counts.bad,
    defaults: counts.defaults,
    withImages: counts.with_images,
  });
}

/**
 * The store's one answer to a written review of its listing. The update only fills an empty reply,
 * so two answers racing each other store one.
 */
export async function replyToEvaluation(
  ctx: ServiceContext,
  input: { evaluationId: string; content: string },
): Promise<Result<{ evaluationId: string; reply: string; replyTime: string }>> {
  const review = await reviews.findEvaluation(ctx.db, input.evaluationId);
  if (!review || !ctx.storeId || review.seller_id !== ctx.storeId)
    return fail('evaluation.notFound');
  if (review.is_default) return fail('evaluation.defaultNoReply');
  const replied = await reviews.setEvaluationReply(ctx.db, review.id, input.content, ctx.now);
  if (!replied) return fail('evaluation.alreadyReplied');
  return ok({
    evaluationId: review.id,
    reply: input.content,
    replyTime: wireTime(ctx.now, ctx.config.platformTimeZone),
  });
}
