// The buttons of one order, exactly the actions the server allows now (orderSummary.actions, from
// the state machine's allowed events): cancel (dialog), pay now (dialog with the fund password),
// remind to ship, confirm receipt (held for a quick first order from a store: the toast says when),
// refund / return, review (the review screen), view logistics, buy again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { OrderSummary } from '../../../../domain/api/order.ts';
import { localTime } from '../../../lib/time.ts';
import { toastError, toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';
import { useRemindOrder } from '../api/remind-order.ts';
import { useBuyAgain } from '../buy-again.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { PayDialog } from './pay-dialog.tsx';
import * as css from './orders.css.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export function OrderActions({
  order,
  showDetailLink = false,
}: {
  order: Pick<OrderSummary, 'orderId' | 'actions' | 'status'> & { reminded?: boolean };
  showDetailLink?: boolean;
}) {
  const { t } = useLingui();
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const remind = useRemindOrder();
  const receipt = useConfirmReceipt();
  const buyAgain = useBuyAgain();
  const [buying, setBuying] = useState(false);
  const has = (action: OrderSummary['actions'][number]) => order.actions.includes(action);

  return (
    <div className={css.actions}>
      {showDetailLink ? (
        <Link
          to="/userInfo/order-detail"
          search={{ id: order.orderId }}
          className={button.secondary}
        >
          <Trans>Order details</Trans>
        </Link>
      ) : null}
      {has('pay') ? (
        <button type="button" className={button.primary} onClick={() => setPaying(true)}>
          <Trans>Pay now</Trans>
        </button>
      ) : null}
      {has('cancel') ? (
        <button type="button" className={button.secondary} onClick={() => setCancelling(true)}>
          <Trans>Cancel order</Trans>
        </button>
      ) : null}
      {/* Once reminded, the button stays while the order waits, so a repeat shows the server's
          "this order has been reminded". */}
      {has('remind') || (order.reminded && (order.status === 1 || order.status === 2)) ? (
        <button
          type="button"
          className={button.secondary}
          disabled={remind.isPending}
          data-testid="order-remind"
          onClick={() =>
            remind.mutate(order.orderId, {
              onSuccess: () => toastInfo(t`The store has been reminded to ship`),
              // A repeat answers the server's "this order has been reminded".
              onError: (error) => toastError(error.message),
            })
          }
        >
          <Trans>Remind to ship</Trans>
        </button>
      ) : null}
      {has('receipt') ? (
        <button type="button" className={button.primary} onClick={() => setConfirming(true)}>
          <Trans>Confirm receipt</Trans>
        </button>
      ) : null}
      {has('refund') ? (
        <Link
          to="/userInfo/order-return"
          search={{ id: order.orderId }}
          className={button.secondary}
        >
          {order.status >= 3 ? <Trans>Request a return</Trans> : <Trans>Request a refund</Trans>}
        </Link>
      ) : null}
      {has('review') ? (
        <Link
          to="/userInfo/order-evaluation"
          search={{ orderId: order.orderId }}
          className={button.primary}
          data-testid="order-review"
        >
          <Trans>Write a review</Trans>
        </Link>
      ) : null}
      {has('logistics') && showDetailLink ? (
        <Link
          to="/userInfo/order-detail"
          search={{ id: order.orderId }}
          hash="logistics"
          className={button.ghost}
        >
          <Trans>View logistics</Trans>
        </Link>
      ) : null}
      {has('buyAgain') && buyAgain ? (
        <button
          type="button"
          className={button.ghost}
          disabled={buying}
          onClick={() => {
            setBuying(true);
            void buyAgain(order.orderId).finally(() => setBuying(false));
          }}
        >
          <Trans>Buy again</Trans>
        </button>
      ) : null}
      {paying ? <PayDialog orderId={order.orderId} open onOpenChange={setPaying} /> : null}
      {cancelling ? (
        <CancelDialog orderId={order.orderId} open onOpenChange={setCancelling} />
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={<Trans>Confirm receipt?</Trans>}
            description={
              <Trans>
                Confirm only after the goods have arrived: the payment is then released to the
                store.
              </Trans>
            }
            confirmLabel={<Trans>Confirm receipt</Trans>}
            cancelLabel={<Trans>Not yet</Trans>}
            onConfirm={() =>
              receipt.mutate(order.orderId, {
                onSuccess: ({ releaseAt }) => {
                  if (releaseAt === null) return toastInfo(t`Receipt confirmed`);
                  const when = localTime(releaseAt);
                  toastInfo(
                    t`Receipt noted. As this is your first order from this store, its payment reaches the store with the automatic receipt on ${when}.`,
                  );
                },
                onError: (error) => toastError(error.message),
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
