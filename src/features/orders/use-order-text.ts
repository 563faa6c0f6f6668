// Buyer-facing names of order statuses, list tabs, refund states, cancel and return reasons and
// history entries (spec section 4), all through Lingui.
import { useLingui } from '@lingui/react/macro';
import type { OrderTab } from '../../../domain/orders/order-status.ts';

export function useOrderText() {
  const { t } = useLingui();
  const status = (value: number): string => {
    switch (value) {
      case -1:
        return t`Cancelled`;
      case 0:
        return t`Pending payment`;
      case 1:
        return t`Pending shipment`;
      case 2:
        return t`Confirmed, preparing`;
      case 3:
        return t`To be received`;
      case 4:
        return t`To be reviewed`;
      case 5:
        return t`Reviewed`;
      case 6:
        return t`Refund / after-sale`;
      default:
        return '--';
    }
  };
  const tab = (value: OrderTab): string => {
    switch (value) {
      case 'all':
        return t`All`;
      case 'pendingPayment':
        return t`Pending payment`;
      case 'cancelled':
        return t`Cancelled`;
      case 'toBeShipped':
        return t`To be shipped`;
      case 'confirmed':
        return t`Confirmed`;
      case 'toBeReceived':
        return t`To be received`;
      case 'received':
        return t`Received`;
      case 'toBeReviewed':
        return t`To be reviewed`;
      case 'refund':
        return t`Refund / after-sale`;
    }
  };
  const refundStatus = (value: number): string => {
    switch (value) {
      case 1:
        return t`Refunding`;
      case 2:
        return t`Refund success`;
      case 3:
        return t`Refund failed`;
      default:
        return t`Not refunded`;
    }
  };
  const cancelReason = (value: number): string => {
    switch (value) {
      case 0:
        return t`I don't want it any more`;
      case 1:
        return t`Wrong product ordered`;
      case 2:
        return t`Duplicate order`;
      case 3:
        return t`I cannot receive the goods`;
      default:
        return t`Other`;
    }
  };
  const returnReason = (value: string): string => {
    switch (value) {
      case 'notReceived':
        return t`Goods not received`;
      case 'dislike':
        return t`I don't like it`;
      case 'wrongGoods':
        return t`Wrong goods sent`;
      case 'fakeBrand':
        return t`Fake brand`;
      case 'shortShipment':
        return t`Short shipment`;
      case 'damaged':
        return t`Damaged`;
      case 'qualityProblem':
        return t`Quality problem`;
      case 'negotiated':
        return t`Agreed with the store`;
      default:
        return t`Other`;
    }
  };
  const logKind = (kind: string): string => {
    switch (kind) {
      case 'placed':
        return t`Order placed, awaiting payment`;
      case 'paid':
        return t`Order placed and paid`;
      case 'sellerConfirmed':
        return t`The store confirmed the order and is stocking it`;
      case 'shipped':
        return t`Shipped, in transit`;
      case 'cancelled':
        return t`Cancelled manually`;
      case 'timeoutCancelled':
        return t`Cancelled: not paid in time`;
      case 'reminded':
        return t`You reminded the store to ship`;
      case 'received':
        return t`Signed for`;
      case 'autoReceived':
        return t`Signed for (confirmed automatically)`;
      case 'receiptHeld':
        return t`Receipt confirmed by the buyer: as a first order from this store, the payment is released with the automatic receipt`;
      case 'refundRequested':
        return t`Refund requested`;
      case 'returnRequested':
        return t`Return requested`;
      case 'refundSuccess':
        return t`Refund success`;
      case 'refundFailed':
        return t`Refund failed`;
      case 'refundDisputed':
        return t`The store disputed the request: the platform decides`;
      case 'completed':
        return t`Order completed`;
      case 'defaultReview':
        return t`System default good review`;
      default:
        return kind;
    }
  };
  return { status, tab, refundStatus, cancelReason, returnReason, logKind };
}
