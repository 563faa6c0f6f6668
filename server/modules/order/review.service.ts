// The buyer's written reviews of a received order: one review per order line, stored with the
// listing's and store's counters (catalog/counters.repository.ts), and the order becomes "reviewed" (status 5)
// in the same transaction once every line has one. Refused reviews store nothing.
import type { LineReview, ReviewOutcome } from '../../../domain/api/review.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { OrderStatus } from '../../../domain/orders/order-status.ts';
import type { Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transaction.ts';
import { findUserById } from '../account/index.ts';
import { recordEvaluation } from '../catalog/index.ts';
import { uploadsOwnedBy } from '../upload/index.ts';
import { lockedLines } from './order.lifecycle.ts';
import * as reads from './order-reads.repository.ts';
import * as repo from './order.repository.ts';
import { markOrderReviewed } from './order.service.ts';

/** The upload area review pictures come from (`uploadimg!execute` with this moduleName). */
const REVIEW_UPLOAD_MODULE = 'evaluation';

/**
 * Stores the buyer's reviews of lines of one order, all or none. The order row is locked first and
 * then its listings (the order every path takes), so a review racing another review of the same
 * order, or the default-review timer, waits and then sees the line taken.
 */
export async function reviewOrderLines(
  ctx: ServiceContext,
  orderId: string,
  reviews: readonly LineReview[],
): Promise<Result<ReviewOutcome>> {
  const { userId } = requireUser(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.userId !== userId) return fail('order.notFound');
    if (order.status !== OrderStatus.toBeReviewed) return fail('evaluation.notReviewable');

    const lines = await lockedLines(tx, order.id);
    const reviewed = new Set(await reads.reviewedItemIds(tx, order.id));
    const asked = new Set<string>();
    for (const review of reviews) {
      if (!lines.some((line) => line.id === review.orderItemId))
        return fail('evaluation.lineNotInOrder');
      if (reviewed.has(review.orderItemId) || asked.has(review.orderItemId))
        return fail('evaluation.alreadyReviewed');
      asked.add(review.orderItemId);
    }
    const pictures = reviews.flatMap((review) => review.imgUrls);
    if (!(await ownsUploads(tx, userId, pictures))) return fail('evaluation.imageInvalid');

    const buyer = await findUserById(tx, userId);
    const ids: string[] = [];
    for (const review of reviews) {
      const line = lines.find((candidate) => candidate.id === review.orderItemId);
      if (!line) return fail('evaluation.lineNotInOrder');
      const id = newId(ctx.now);
      await recordEvaluation(tx, {
        id,
        sellerGoodsId: line.sellerGoodsId,
        orderId: order.id,
        orderItemId: line.id,
        userId,
        userName: buyer?.username ?? '',
        avatar: buyer?.avatar ?? 1,
        rating: review.rating,
        content: review.content ?? '',
        imgUrls: review.imgUrls,
        isDefault: false,
        checkAttrName: line.checkAttrName,
        at: ctx.now,
      });
      ids.push(id);
    }

    let status: number = order.status;
    if (lines.every((line) => reviewed.has(line.id) || asked.has(line.id))) {
      const done = await markOrderReviewed(tx, userId, order.id, ctx.now);
      if (!done.ok) return done;
      status = done.data.status;
    }
    return ok({ orderId: order.id, evaluationIds: ids, status });
  });
}

/** Every picture is one the buyer uploaded for a review (not someone else's, not a link). */
async function ownsUploads(tx: Tx, userId: string, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const owned = await uploadsOwnedBy(tx, userId, REVIEW_UPLOAD_MODULE, urls);
  return urls.every((url) => owned.has(url));
}
