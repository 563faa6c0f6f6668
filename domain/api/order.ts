// Endpoints of checkout and the order lifecycle (spec section 7 "Orders and wallet"; CONTRACT.md
// "orders"): buyer calls `order!...` / `orderLog!list`, seller calls `seller/order!...`, operator
// refund review `admin/order!...`. Every price is computed by the server; client prices are ignored.
import { z } from 'zod';
import { orderTabNames, returnReasons } from '../orders/order-status.ts';
import {
  idParam,
  moneyString,
  optionalId,
  optionalInt,
  optionalText,
  paged,
  pagingInput,
  timeString,
  jsonArray,
} from './common.ts';
import { decisionReasonFields } from './operator.ts';
import { endpointArea } from './define.ts';

const ordersCalls = endpointArea({ tag: 'Orders', auth: 'user' });
const sellerCalls = endpointArea({ tag: 'Seller', auth: 'seller' });
const operatorCalls = endpointArea({
  tag: 'Operator',
  auth: 'admin',
  permissions: ['finance.refunds'],
});

/** One line of a checkout: the listing and a whole positive quantity; other fields are ignored. */
export const checkoutItem = z.object({
  sellerGoodsId: idParam,
  num: z.coerce.number().int().min(1).max(1_000_000),
  /** The attribute text the buyer chose (e.g. "Colour: red"), shown on the order line. */
  checkAttrName: optionalText(200),
});

const checkoutItems = z.preprocess(jsonArray, z.array(checkoutItem).min(1).max(100));

export const orderTab = z.enum(orderTabNames);

export const orderItem = z.object({
  id: z.string(),
  sellerGoodsId: z.string(),
  goodsId: z.string(),
  name: z.string(),
  imgUrl1: z.string(),
  checkAttrName: z.string(),
  /** What the buyer paid per unit. */
  price: moneyString,
  /** The regular price when a discount applied, else null. */
  originalPrice: moneyString.nullable(),
  num: z.number().int(),
  amount: moneyString,
});
export type OrderItem = z.infer<typeof orderItem>;

const amounts = {
  goodsAmount: moneyString,
  discount: moneyString,
  freight: moneyString,
  tax: moneyString,
  handlingFee: moneyString,
  total: moneyString,
  currency: z.string(),
};

export const buyerAction = z.enum([
  'cancel',
  'pay',
  'remind',
  'receipt',
  'refund',
  'review',
  'logistics',
  'buyAgain',
]);

export const orderSummary = z.object({
  orderId: z.string(),
  serialNumber: z.string(),
  /** -1 cancelled, 0 pending payment, 1/2 pending shipment, 3 to be received, 4 to be reviewed, 5 reviewed, 6 refund. */
  status: z.number().int(),
  /** 0 not refunded, 1 refunding, 2 refund success, 3 refund failed. */
  refundStatus: z.number().int(),
  seller: z.object({ id: z.string(), name: z.string() }),
  createTime: timeString,
  ...amounts,
  goodsNum: z.number().int(),
  items: z.array(orderItem),
  /** Buttons the buyer may use now. */
  actions: z.array(buyerAction),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderInfo = orderSummary.extend({
  contacts: z.string(),
  email: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  country: z.string(),
  countryName: z.string(),
  province: z.string(),
  city: z.string(),
  postcode: z.string(),
  address: z.string(),
  /** The buyer's note to the store, '' when none. */
  buyerNote: z.string(),
  payMethod: z.string(),
  payTime: timeString,
  cancelReason: z.number().int().nullable(),
  cancelRemark: z.string(),
  cancelTime: timeString,
  carrier: z.string(),
  trackingNumber: z.string(),
  confirmTime: timeString,
  shipTime: timeString,
  receiveTime: timeString,
  reviewTime: timeString,
  reminded: z.boolean(),
  /**
   * The system timer acting on the order now, from the system parameters: pay by (else cancelled),
   * received automatically on (unless a refund is asked), default good review on (unless reviewed).
   */
  deadline: z
    .object({ kind: z.enum(['pay', 'autoReceipt', 'autoReview']), time: timeString })
    .nullable(),
  refund: z
    .object({
      /** 'refund' before shipment, 'return' after receipt. */
      type: z.string(),
      reason: z.string(),
      content: z.string(),
      imgUrls: z.array(z.string()),
      remark: z.string(),
      /** The store's reason when it disputed the request ('' otherwise): the operator decides. */
      dispute: z.string(),
      requestTime: timeString,
      decideTime: timeString,
    })
    .nullable(),
});
export type OrderInfo = z.infer<typeof orderInfo>;

const orderIdInput = z.object({ orderId: idParam });

const submittedOrder = z.object({
  orderId: z.string(),
  serialNumber: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  total: moneyString,
  /** Unpaid after this time, the order is cancelled automatically (its stock returns). */
  payBy: timeString,
});

export const orderSubmit = ordersCalls.write('order!submit', {
  idempotent: true,
  summary:
    'Place orders from the settlement: one order per store. The server prices every line from its own data, checks shelf, stock, buyMin and the per-order maximum, and reserves the stock.',
  /** Without addressId the buyer's default address is used (address.notSet when there is none). */
  input: z.object({
    addressId: optionalId,
    items: checkoutItems,
    /** A note to each store, by store id (JSON text from forms): what the seller reads. */
    notes: z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        if (value.trim() === '') return undefined;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      },
      z.record(idParam, z.string().trim().max(200)).optional(),
    ),
  }),
  output: z.object({ orders: z.array(submittedOrder), total: moneyString }),
});

/** The settlement summary before submitting: same pricing as `order!submit`, nothing reserved. */
const previewGroup = z.object({
  seller: z.object({ id: z.string(), name: z.string() }),
  items: z.array(orderItem),
  ...amounts,
});

export const orderPreview = ordersCalls.read('order!preview', {
  summary:
    'Price a settlement without placing it: per store the lines, goods amount, discount, freight, tax, handling fee and total, computed exactly as order!submit does.',
  input: z.object({ items: checkoutItems }),
  output: z.object({ groups: z.array(previewGroup), total: moneyString }),
});

export const payMethod = z.enum(['balance', 'card', 'paypal']);

export const orderPayMethods = ordersCalls.read('order!payMethods', {
  auth: 'none',
  summary:
    'Payment methods and whether each is open; card and PayPal are unavailable unless configured.',
  input: z.object({}),
  output: z.object({
    pageList: z.array(z.object({ method: payMethod, open: z.boolean() })),
    /** Orders of this total or more are paid only with the fund password (`safeword`). */
    safewordFrom: moneyString,
  }),
});

export const orderPay = ordersCalls.write('order!pay', {
  idempotent: true,
  summary:
    'Pay a pending-payment order from the wallet balance into escrow, in one ledger transaction. From the amount `order_pay_safeword_from` (default 0: always) the fund password `safeword` is required.',
  input: orderIdInput.extend({
    payMethod: payMethod.default('balance'),
    /** The fund password (payment step-up); not kept, not part of the idempotency payload. */
    safeword: z.string().max(64).optional(),
  }),
  output: z.object({ orderId: z.string(), status: z.number().int(), money: moneyString }),
});

export const orderCancel = ordersCalls.write('order!cancel', {
  summary: 'Cancel a pending-payment order (reason 0-4 required); its stock returns to the shelf.',
  input: orderIdInput.extend({
    reason: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().int().min(0).max(4),
    ),
    remark: optionalText(200),
  }),
  output: z.object({ orderId: z.string(), status: z.number().int() }),
});

export const orderRemind = ordersCalls.write('order!remind', {
  summary:
    'Remind the store to ship a paid order; works once per order (a repeat answers order.alreadyReminded).',
  input: orderIdInput,
  output: z.object({ orderId: z.string() }),
});

export const orderReceipt = ordersCalls.write('order!receipt', {
  idempotent: true,
  summary:
    'Confirm receipt: escrow is released to the store minus the platform commission. A first order from the store confirmed within `order_receipt_hold_minutes` of its payment stays at status 3 and the automatic receipt releases it at `releaseAt`.',
  input: orderIdInput,
  output: z.object({
    orderId: z.string(),
    status: z.number().int(),
    /** Set when the release waits for the automatic receipt (the order stays at status 3). */
    releaseAt: timeString.nullable(),
  }),
});

export const orderReturns = ordersCalls.write('order!returns', {
  summary:
    'Request a refund (paid, not shipped) or a return (within 7 days after receipt) with a reason, text and up to 9 photo URLs; an operator decides.',
  input: orderIdInput.extend({
    reason: z.enum(returnReasons),
    content: optionalText(500),
    imgUrls: z.preprocess(
      (value) => (value === undefined || value === null ? [] : jsonArray(value)),
      z.array(z.string().trim().min(1).max(500)).max(9),
    ),
  }),
  output: z.object({
    orderId: z.string(),
    status: z.number().int(),
    refundStatus: z.number().int(),
  }),
});

export const orderListMain = ordersCalls.read('order!listMain', {
  summary:
    "The buyer's orders, newest first, filtered by tab (all, pendingPayment, cancelled, toBeShipped, confirmed, toBeReceived, received, toBeReviewed, refund) or by status number.",
  input: z.object({
    tab: orderTab.optional(),
    status: optionalInt(-1, 6),
    ...pagingInput(20),
  }),
  output: paged(orderSummary),
});

export const orderInfoEndpoint = ordersCalls.read('order!info', {
  summary: 'One of your orders in detail (orderInfo).',
  input: orderIdInput,
  output: z.object({ orderInfo }),
});

export const orderListGoods = ordersCalls.read('order!listGoods', {
  summary: 'The lines of one of your orders.',
  input: orderIdInput,
  output: z.object({ pageList: z.array(orderItem) }),
});

export const orderCount = ordersCalls.read('order!count', {
  summary: 'How many of your orders each tab holds (user centre badges).',
  input: z.object({}),
  output: z.record(orderTab, z.number().int()),
});

export const buyAgainLine = z.object({
  sellerGoodsId: z.string(),
  name: z.string(),
  imgUrl1: z.string(),
  checkAttrName: z.string(),
  price: moneyString.nullable(),
  discountPrice: moneyString.nullable(),
  sellingPrice: moneyString.nullable(),
  buyMin: z.number().int(),
  num: z.number().int(),
  seller: z.object({ id: z.string(), name: z.string() }),
  /** False when the listing is gone or off the shelf: the client shows it but cannot add it. */
  available: z.boolean(),
});

export const orderBuyAgain = ordersCalls.read('order!buyAgain', {
  summary:
    "The lines of one of your orders with today's listing data, to put back in the cart (buy again).",
  input: orderIdInput,
  output: z.object({ pageList: z.array(buyAgainLine) }),
});

export const orderLogEntry = z.object({
  id: z.string(),
  /** placed, paid, sellerConfirmed, shipped, cancelled, timeoutCancelled, reminded, received, autoReceived, refundRequested, returnRequested, refundSuccess, refundFailed, completed, defaultReview. */
  kind: z.string(),
  status: z.number().int(),
  actor: z.string(),
  remark: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  createTime: timeString,
});

export const orderLogList = ordersCalls.read('orderLog!list', {
  summary: 'The history and logistics entries of one of your orders, createTime ascending.',
  input: orderIdInput,
  output: z.object({ pageList: z.array(orderLogEntry) }),
});

// Seller calls.

export const sellerOrderSummary = orderSummary.omit({ actions: true }).extend({
  buyer: z.string(),
  /** Seller events possible now: sellerConfirm, ship, approveRefund, disputeRefund. */
  events: z.array(z.string()),
  reminded: z.boolean(),
  /** The buyer's refund or return request, when there is one. */
  refund: orderInfo.shape.refund,
  /** The platform's commission rate fixed when the order was placed, and what it comes to. */
  commissionRate: moneyString,
  commission: moneyString,
  /** What the store receives on release: total minus commission. */
  net: moneyString,
});

export const sellerOrderList = sellerCalls.read('seller/order!list', {
  summary: "Your store's orders, newest first, by tab or status.",
  input: z.object({ tab: orderTab.optional(), status: optionalInt(-1, 6), ...pagingInput(20) }),
  output: paged(sellerOrderSummary),
});

export const sellerOrderInfo = sellerCalls.read('seller/order!info', {
  summary: 'One order of your store in detail, with the delivery address.',
  input: orderIdInput,
  output: z.object({
    orderInfo: orderInfo.omit({ actions: true }).extend({ events: z.array(z.string()) }),
  }),
});

export const sellerOrderConfirm = sellerCalls.write('seller/order!confirm', {
  summary: 'Confirm a paid order and start stocking it (status 1 -> 2).',
  input: orderIdInput,
  output: z.object({ orderId: z.string(), status: z.number().int() }),
});

export const sellerOrderShip = sellerCalls.write('seller/order!ship', {
  summary: 'Ship a paid order with the carrier and tracking number (status 1/2 -> 3).',
  input: orderIdInput.extend({
    carrier: z.string().trim().min(1).max(64),
    trackingNumber: z.string().trim().min(1).max(64),
  }),
  output: z.object({ orderId: z.string(), status: z.number().int() }),
});

const refundDecision = z.object({
  orderId: z.string(),
  status: z.number().int(),
  refundStatus: z.number().int(),
});

export const sellerOrderAcceptRefund = sellerCalls.write('seller/order!acceptRefund', {
  summary:
    "Accept a buyer's refund or return request of your store: the refund is paid at once, exactly once (idempotent with an Idempotency-Key).",
  input: orderIdInput.extend({ remark: optionalText(500) }),
  output: refundDecision,
});

export const sellerOrderDisputeRefund = sellerCalls.write('seller/order!disputeRefund', {
  summary:
    "Dispute a buyer's refund or return request with a reason the buyer and the operator read; the operator then decides.",
  input: orderIdInput.extend({ reason: z.string().trim().min(1).max(500) }),
  output: refundDecision,
});

export const sellerOrderCancel = sellerCalls.write('seller/order!cancel', {
  summary: 'Always refused: a seller cannot cancel an order (SPEC.md section 4).',
  input: orderIdInput,
  output: z.object({ orderId: z.string(), status: z.number().int() }),
});

export const sellerOrderLogList = sellerCalls.read('seller/orderLog!list', {
  summary: 'The history and logistics entries of one order of your store, createTime ascending.',
  input: orderIdInput,
  output: z.object({ pageList: z.array(orderLogEntry) }),
});

// Operator refund review.

export const adminRefundItem = orderSummary.omit({ actions: true }).extend({
  buyer: z.string(),
  refund: orderInfo.shape.refund,
});

export const adminOrderRefunds = operatorCalls.read('admin/order!listRefunds', {
  auth: 'operator',
  summary:
    'Refund and return requests, oldest first; refundStatus filters (default 1 = refunding).',
  input: z.object({ refundStatus: optionalInt(0, 3), ...pagingInput(20) }),
  output: paged(adminRefundItem),
});

/** Approving and rejecting a refund take the same reason fields. */
const refundDecisionInput = orderIdInput.extend({
  ...decisionReasonFields,
  remark: optionalText(500),
});

export const adminOrderApproveRefund = operatorCalls.write('admin/order!approveRefund', {
  idempotent: true,
  summary:
    'Approve a refund request: the escrow returns to the buyer (once) and stock is restored.',
  input: refundDecisionInput,
  output: refundDecision,
});

export const adminOrderRejectRefund = operatorCalls.write('admin/order!rejectRefund', {
  summary: 'Reject a refund request: the order returns to the status it had before the request.',
  input: refundDecisionInput,
  output: refundDecision,
});
