// The details of one store order, opened from its card: where to deliver (contact, phone,
// address), carrier and tracking number once shipped, and the order's history oldest first.
import { Trans } from '@lingui/react/macro';
import { platformTime } from '../../../lib/time.ts';
import { muted, skeleton } from '../../../styles/ui.css.ts';
import { useOrderText } from '../index.ts';
import { useSellerOrder, useSellerOrderLog } from './api/get-seller-order.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

export function SellerOrderDetail({ orderId }: { orderId: string }) {
  const text = useOrderText();
  const order = useSellerOrder(orderId);
  const log = useSellerOrderLog(orderId);
  if (order.isPending) return <div className={skeleton} style={{ height: 120 }} aria-busy="true" />;
  if (order.isError)
    return (
      <p role="alert" className={muted}>
        {order.error.message}
      </p>
    );
  const info = order.data.orderInfo;
  return (
    <div className={css.orderDetail} data-testid="seller-order-detail">
      <h3>
        <Trans>Deliver to</Trans>
      </h3>
      <address data-testid="delivery-address">
        <bdi>{info.contacts}</bdi>
        <br />
        <bdi dir="ltr">
          +{info.areaCode} {info.phone}
        </bdi>
        {info.email ? (
          <>
            <br />
            <bdi dir="ltr">{info.email}</bdi>
          </>
        ) : null}
        <br />
        <bdi>{info.address}</bdi>
        <br />
        <bdi>
          {[info.city, info.province, info.postcode].filter((part) => part !== '').join(', ')}
        </bdi>
        <br />
        <bdi>{info.countryName || info.country}</bdi>
      </address>
      {info.buyerNote ? (
        <p data-testid="buyer-note">
          <Trans>
            Buyer's note: <bdi>{info.buyerNote}</bdi>
          </Trans>
        </p>
      ) : null}
      <h3>
        <Trans>Items</Trans>
      </h3>
      <ul className={css.plainList}>
        {info.items.map((item) => (
          <li key={item.id}>
            <bdi>{item.name}</bdi>
            {item.checkAttrName ? ` · ${item.checkAttrName}` : ''} × <bdi>{item.num}</bdi>
          </li>
        ))}
      </ul>
      {info.carrier ? (
        <p>
          <Trans>
            Shipped with <bdi>{info.carrier}</bdi>, tracking number{' '}
            <bdi dir="ltr">{info.trackingNumber}</bdi>
          </Trans>
        </p>
      ) : null}
      <h3>
        <Trans>History</Trans>
      </h3>
      {log.isPending ? (
        <div className={skeleton} style={{ height: 60 }} aria-busy="true" />
      ) : log.isError ? (
        <p role="alert" className={muted}>
          {log.error.message}
        </p>
      ) : (
        <ol className={css.plainList} data-testid="seller-order-log">
          {log.data.pageList.map((entry) => (
            <li key={entry.id}>
              <bdi dir="ltr" className={muted}>
                {platformTime(entry.createTime)}
              </bdi>{' '}
              {text.logKind(entry.kind)}
              {entry.remark ? (
                <>
                  {' · '}
                  <bdi>{entry.remark}</bdi>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
