// The store's orders on `/seller`: by status, each with its delivery address and history on
// demand; the seller confirms paid ones (start stocking), ships them with carrier and tracking
// number, and answers refund requests.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { D } from '../../../../domain/money.ts';
import type { OrderTab } from '../../../../domain/orders/order-status.ts';
import * as formCss from '../../../components/form.css.ts';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { platformTime } from '../../../lib/time.ts';
import { toastError, toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useSellerConfirm } from './api/confirm-seller-order.ts';
import { useSellerOrders } from './api/list-seller-orders.ts';
import { useSellerShip } from './api/ship-seller-order.ts';
import { SellerOrderDetail } from './seller-order-detail.tsx';
import * as css from '../../../components/backoffice/panel.css.ts';
import { type SellerOrder, RefundRequest } from './seller-refund-request.tsx';

const TABS: OrderTab[] = [
  'all',
  'toBeShipped',
  'confirmed',
  'toBeReceived',
  'received',
  'refund',
  'cancelled',
];

function ShipForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const ship = useSellerShip();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className={css.shipForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!carrier.trim() || !trackingNumber.trim()) {
          setError(t`Enter the carrier and the tracking number`);
          return;
        }
        ship.mutate(
          { orderId, carrier: carrier.trim(), trackingNumber: trackingNumber.trim() },
          {
            onSuccess: () => {
              toastInfo(t`Shipped`);
              onDone();
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <label htmlFor={`${id}-carrier`} className={formCss.label}>
        <Trans>Carrier</Trans>
      </label>
      <input
        id={`${id}-carrier`}
        className={formCss.input}
        maxLength={64}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value)}
        data-testid="ship-carrier"
      />
      <label htmlFor={`${id}-tracking`} className={formCss.label}>
        <Trans>Tracking number</Trans>
      </label>
      <input
        id={`${id}-tracking`}
        className={formCss.input}
        dir="ltr"
        maxLength={64}
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        data-testid="ship-tracking"
      />
      {error ? (
        <p className={formCss.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.actions}>
        <button
          type="submit"
          className={button.primary}
          disabled={ship.isPending}
          data-testid="ship-submit"
        >
          <Trans>Ship</Trans>
        </button>
        <button type="button" className={button.secondary} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function useStatusName(): (status: number) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case -1:
        return t`Cancelled`;
      case 0:
        return t`Pending payment`;
      case 1:
        return t`Paid, to be shipped`;
      case 2:
        return t`Confirmed, preparing`;
      case 3:
        return t`Shipped`;
      case 4:
        return t`Received`;
      case 5:
        return t`Reviewed`;
      case 6:
        return t`Refund / after-sale`;
      default:
        return '--';
    }
  };
}

function SellerOrderCard({ order }: { order: SellerOrder }) {
  const { t } = useLingui();
  const statusName = useStatusName();
  const confirm = useSellerConfirm();
  const [shipping, setShipping] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <li className={css.card} data-testid="seller-order">
      <div className={css.cardHeader}>
        <span>
          <bdi dir="ltr">{order.serialNumber}</bdi>
          {' · '}
          <bdi dir="ltr" className={muted}>
            {platformTime(order.createTime)}
          </bdi>
        </span>
        <span className={css.status} data-status={order.status}>
          {statusName(order.status)}
          {/* The reminder matters only while the order still waits to be shipped. */}
          {order.reminded && (order.status === 1 || order.status === 2)
            ? ` · ${t`Buyer reminded you to ship`}`
            : ''}
        </span>
      </div>
      <p className={muted}>
        <Trans>
          Buyer: <bdi>{order.buyer}</bdi>
        </Trans>
      </p>
      <ul className={css.plainList}>
        {order.items.map((item) => (
          <li key={item.id}>
            {item.name}
            {item.checkAttrName ? ` · ${item.checkAttrName}` : ''} × <bdi>{item.num}</bdi>
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          Total: <Usd value={order.total} />
        </Trans>
      </p>
      <p className={muted} data-testid="seller-order-net">
        <Trans>
          You receive <Usd value={order.net} /> after the{' '}
          {new D(order.commissionRate).times(100).toFixed()} % platform commission (
          <Usd value={order.commission} />
          ).
        </Trans>
      </p>
      {open ? <SellerOrderDetail orderId={order.orderId} /> : null}
      <div className={css.actions}>
        <button
          type="button"
          className={button.secondary}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <Trans>Hide details</Trans> : <Trans>Address and history</Trans>}
        </button>
        {order.events.includes('sellerConfirm') ? (
          <button
            type="button"
            className={button.secondary}
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(order.orderId, {
                onSuccess: () => toastInfo(t`Order confirmed`),
                onError: (error) => toastError(error.message),
              })
            }
          >
            <Trans>Confirm and stock</Trans>
          </button>
        ) : null}
        {order.events.includes('ship') && !shipping ? (
          <button
            type="button"
            className={button.primary}
            onClick={() => setShipping(true)}
            data-testid="ship-open"
          >
            <Trans>Ship</Trans>
          </button>
        ) : null}
      </div>
      {shipping ? <ShipForm orderId={order.orderId} onDone={() => setShipping(false)} /> : null}
      {order.refund ? <RefundRequest order={order} /> : null}
    </li>
  );
}

export function SellerOrders() {
  const { t } = useLingui();
  const [tab, setTab] = useState<OrderTab>('all');
  const [pageNum, setPageNum] = useState(1);
  const orders = useSellerOrders({ tab, pageNum });
  const forbidden =
    orders.error instanceof ApiError && orders.error.errorKey === 'auth.noPermission';
  const totalPages = orders.data?.pageInfo.totalPages ?? 1;
  const tabName = (value: OrderTab): string => {
    switch (value) {
      case 'all':
        return t`All`;
      case 'toBeShipped':
        return t`To be shipped`;
      case 'confirmed':
        return t`Confirmed`;
      case 'toBeReceived':
        return t`Shipped`;
      case 'received':
        return t`Received`;
      case 'refund':
        return t`Refund / after-sale`;
      case 'cancelled':
        return t`Cancelled`;
      default:
        return value;
    }
  };

  return (
    <>
      <h2 id="seller-orders-title" className={sectionTitle}>
        <Trans>Store orders</Trans>
      </h2>
      <div className={css.tabs} role="group" aria-label={t`Order status`}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={css.tab}
            aria-pressed={name === tab}
            onClick={() => {
              setTab(name);
              setPageNum(1);
            }}
          >
            {tabName(name)}
          </button>
        ))}
      </div>
      <section className={section}>
        {orders.isPending ? (
          <div className={skeleton} style={{ height: '160px' }} aria-busy="true" />
        ) : orders.isError ? (
          <div className={emptyState} role="alert">
            <p>
              {forbidden ? (
                <Trans>This page is for store owners. Log in with your seller account.</Trans>
              ) : (
                orders.error.message
              )}
            </p>
            {!forbidden ? (
              <button
                type="button"
                className={button.secondary}
                onClick={() => void orders.refetch()}
              >
                <Trans>Try again</Trans>
              </button>
            ) : null}
          </div>
        ) : orders.data.pageList.length === 0 ? (
          <p className={emptyState}>
            <Trans>No orders here yet.</Trans>
          </p>
        ) : (
          <ul className={css.list}>
            {orders.data.pageList.map((order) => (
              <SellerOrderCard key={order.orderId} order={order} />
            ))}
          </ul>
        )}
        {totalPages > 1 ? (
          <div
            className={css.actions}
            style={{ justifyContent: 'center', marginBlockStart: '16px' }}
          >
            <button
              type="button"
              className={button.secondary}
              disabled={pageNum <= 1}
              onClick={() => setPageNum(pageNum - 1)}
            >
              <Trans>Previous</Trans>
            </button>
            <button
              type="button"
              className={button.secondary}
              disabled={pageNum >= totalPages}
              onClick={() => setPageNum(pageNum + 1)}
            >
              <Trans>Next</Trans>
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
