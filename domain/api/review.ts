// Endpoints that write reviews (spec section 7 "Reviews"; CONTRACT.md "reviews"): a buyer reviews
// the lines of a received order, one line (`evaluation!add`) or all at once (`evaluation!addList`,
// JSON body); the store answers a review once (`seller/evaluation!reply`). The read side is in
// domain/api/catalog.ts.
import { z } from 'zod';
import { REVIEW_MAX_IMAGES, REVIEW_MAX_TEXT, REVIEW_REPLY_MAX_TEXT } from '../catalog/reviews.ts';
import {
  idParam,
  jsonArray,
  optionalFlag,
  optionalText,
  paged,
  pagingInput,
  requiredText,
  timeString,
} from './common.ts';
import { evaluationItem, reviewRatings } from './catalog.ts';
import { endpointArea } from './define.ts';

const reviewsCalls = endpointArea({ tag: 'Reviews', auth: 'user' });

/** Pictures of a review: URLs answered by `uploadimg!execute` with moduleName=evaluation. */
const reviewImages = z.preprocess(
  (value) => (value === undefined || value === null ? [] : jsonArray(value)),
  z.array(z.string().trim().min(1).max(500)).max(REVIEW_MAX_IMAGES),
);

/** What the buyer says about one order line. */
export const lineReview = z.object({
  /** The order line (`orderInfo.items[].id`). */
  orderItemId: idParam,
  rating: z.enum(reviewRatings),
  content: optionalText(REVIEW_MAX_TEXT),
  imgUrls: reviewImages,
});
export type LineReview = z.infer<typeof lineReview>;

const reviewOutcome = z.object({
  orderId: z.string(),
  /** The review ids, in the order of the lines sent. */
  evaluationIds: z.array(z.string()),
  /** The order's status after the reviews: 5 once every line is reviewed, else still 4. */
  status: z.number().int(),
});
export type ReviewOutcome = z.infer<typeof reviewOutcome>;

export const evaluationAdd = reviewsCalls.write('evaluation!add', {
  summary:
    'Review one line of your received order (status 4): rating good / medium / bad, text up to 500 characters, up to 9 of your uploaded pictures. A line takes one review; when every line has one, the order becomes reviewed (5).',
  input: lineReview.extend({ orderId: idParam }),
  output: reviewOutcome,
});

export const evaluationAddList = reviewsCalls.write('evaluation!addList', {
  summary:
    'Review several lines of one received order at once (JSON body: orderId and items). All are stored or none; each line once.',
  input: z.object({
    orderId: idParam,
    items: z.preprocess(jsonArray, z.array(lineReview).min(1).max(100)),
  }),
  output: reviewOutcome,
});

export const sellerEvaluationReply = reviewsCalls.write('seller/evaluation!reply', {
  auth: 'seller',
  summary:
    "Answer a written review of one of your store's listings, once; the answer is shown under the review.",
  input: z.object({
    evaluationId: idParam,
    content: requiredText(REVIEW_REPLY_MAX_TEXT),
  }),
  output: z.object({ evaluationId: z.string(), reply: z.string(), replyTime: timeString }),
});

/** A written review of one of the caller's listings, with the listing it is about. */
export const storeEvaluationItem = evaluationItem.extend({
  goodsName: z.string(),
  imgUrl1: z.string(),
});
export type StoreEvaluationItem = z.infer<typeof storeEvaluationItem>;

export const sellerEvaluationList = reviewsCalls.read('seller/evaluation!list', {
  auth: 'seller',
  summary:
    "Written reviews of your store's listings, newest first; unanswered=1 lists those still without your reply.",
  input: z.object({ unanswered: optionalFlag, ...pagingInput(10) }),
  output: paged(storeEvaluationItem),
});
